//! Functions, blocks, and cursors that emit into a block.

use alloc::vec::Vec;

use spirv_runtime::binary::WordSink;
use spirv_runtime::{IdRef, IdResult, IdResultType, InstructionSet, List};

use super::Builder;
use crate::spec::{FunctionControl, Instruction, LoopControl, SelectionControl, StorageClass};
use crate::{ExtGrammar, ExtInstruction, ExtSetInstruction};

/// A function: its `OpFunction`, parameters and blocks (`OpFunctionEnd` is implied).
#[derive(Clone, Debug, PartialEq)]
pub struct Function<'a> {
    /// Module-level instructions a decoded module has between the previous function and this
    /// one (`OpLine`, non-semantic extended instructions); emitted before `OpFunction`.
    pub leading: Vec<Instruction<'a>>,
    /// The `OpFunction` instruction.
    pub definition: Instruction<'a>,
    /// The `OpFunctionParameter` instructions (with the `OpLine`s and other debug instructions a
    /// decoded module has among them).
    pub parameters: Vec<Instruction<'a>>,
    /// The blocks, the entry block first. A function without blocks is a declaration.
    pub blocks: Vec<Block<'a>>,
}

/// A block: its label and instructions (`OpLabel` is implied; the last instruction should be a
/// terminator once the function is done).
#[derive(Clone, Debug, PartialEq)]
pub struct Block<'a> {
    /// The block's label id.
    pub label: IdRef,
    /// The instructions after `OpLabel`.
    pub instructions: Vec<Instruction<'a>>,
}

/// A function of a [`Builder`]: its position and id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FunctionRef {
    index: usize,
    /// The function's result id.
    pub id: IdRef,
}

/// A block of a [`Builder`]'s function: its position and label. Hold as many as there are
/// places to emit code into; [`Builder::at`] gives a cursor at one. Handles stay valid while
/// the builder's functions and blocks are not removed or reordered through
/// [`Builder::functions_mut`]; a cursor at a handle that no longer names a block emits nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockRef {
    function: usize,
    index: usize,
    /// The block's label id (the target of branches to it).
    pub label: IdRef,
}

impl<'a> Function<'a> {
    /// The function's result id.
    pub fn id(&self) -> Option<IdRef> {
        self.definition.result_id().map(IdRef::from)
    }

    /// Appends the function's instructions, `OpFunctionEnd` included.
    pub(super) fn append_to(self, out: &mut Vec<Instruction<'a>>) {
        out.extend(self.leading);
        out.push(self.definition);
        out.extend(self.parameters);
        for block in self.blocks {
            out.push(Instruction::Label { result_id: block.label.into() });
            out.extend(block.instructions);
        }
        out.push(Instruction::FunctionEnd);
    }
}

impl<'a> Builder<'a> {
    /// Begins a function returning `return_type`, of function type `function_type`.
    pub fn function(&mut self, return_type: IdRef, control: FunctionControl, function_type: IdRef) -> FunctionRef {
        let id = self.id();
        let definition = Instruction::Function {
            result_type: return_type.into(),
            result_id: id.into(),
            function_control: control,
            function_type,
        };
        self.functions.push(Function { leading: Vec::new(), definition, parameters: Vec::new(), blocks: Vec::new() });
        FunctionRef { index: self.functions.len() - 1, id }
    }

    /// Adds a parameter of type `ty` to a function; returns its id.
    pub fn parameter(&mut self, function: FunctionRef, ty: IdRef) -> IdRef {
        let id = self.id();
        let param = Instruction::FunctionParameter { result_type: ty.into(), result_id: id.into() };
        if let Some(f) = self.functions.get_mut(function.index) {
            f.parameters.push(param);
        }
        id
    }

    /// Adds a new, empty block to the end of a function (the first one is its entry block).
    pub fn block(&mut self, function: FunctionRef) -> BlockRef {
        let label = self.id();
        let blocks = match self.functions.get_mut(function.index) {
            Some(f) => &mut f.blocks,
            None => return BlockRef { function: function.index, index: usize::MAX, label },
        };
        blocks.push(Block { label, instructions: Vec::new() });
        BlockRef { function: function.index, index: blocks.len() - 1, label }
    }

    /// A function-local `OpVariable`, placed at the start of the function's entry block (where
    /// SPIR-V requires it) whatever block code is being emitted into; the entry block is made if
    /// the function has none.
    pub fn local_variable(&mut self, function: FunctionRef, pointer_type: IdRef) -> IdRef {
        if self.functions.get(function.index).is_some_and(|f| f.blocks.is_empty()) {
            self.block(function);
        }
        let id = self.id();
        let var = Instruction::Variable {
            result_type: pointer_type.into(),
            result_id: id.into(),
            storage_class: StorageClass::Function,
            initializer: None,
        };
        if let Some(entry) = self.functions.get_mut(function.index).and_then(|f| f.blocks.first_mut()) {
            let at = entry.instructions.iter().take_while(|i| matches!(i, Instruction::Variable { .. })).count();
            entry.instructions.insert(at, var);
        }
        id
    }

    /// The functions, in the order they were begun (or decoded).
    pub fn functions(&self) -> &[Function<'a>] {
        &self.functions
    }

    /// The functions, to edit.
    pub fn functions_mut(&mut self) -> &mut Vec<Function<'a>> {
        &mut self.functions
    }

    /// A cursor appending to the end of `block`.
    pub fn at(&mut self, block: BlockRef) -> Cursor<'_, 'a> {
        Cursor { builder: self, block, position: None }
    }

    /// A cursor inserting into `block` before its instruction `index` (after `OpLabel`; past
    /// the end appends).
    pub fn at_index(&mut self, block: BlockRef, index: usize) -> Cursor<'_, 'a> {
        Cursor { builder: self, block, position: Some(index) }
    }
}

/// Emits instructions into one block of a [`Builder`]. Short-lived: get one with
/// [`Builder::at`] for each stretch of code; the [`BlockRef`]s are what stay.
#[derive(Debug)]
pub struct Cursor<'b, 'a> {
    builder: &'b mut Builder<'a>,
    block: BlockRef,
    /// Where the next instruction goes; `None` for the end.
    position: Option<usize>,
}

impl<'a> Cursor<'_, 'a> {
    /// The builder, for types and constants while emitting code.
    pub fn builder(&mut self) -> &mut Builder<'a> {
        self.builder
    }

    /// Emits an instruction as it is.
    pub fn emit(&mut self, inst: Instruction<'a>) {
        let Some(block) =
            self.builder.functions.get_mut(self.block.function).and_then(|f| f.blocks.get_mut(self.block.index))
        else {
            return;
        };
        match &mut self.position {
            Some(at) if *at < block.instructions.len() => {
                block.instructions.insert(*at, inst);
                *at += 1;
            }
            _ => block.instructions.push(inst),
        }
    }

    /// Emits an instruction that defines a new id, made by `make` from it; returns the id.
    pub fn op(&mut self, make: impl FnOnce(IdResult) -> Instruction<'a>) -> IdRef {
        let id = self.builder.id();
        self.emit(make(id.into()));
        id
    }

    /// Emits an instruction defining `id`, allocated earlier with [`Builder::id`] (for values
    /// used before they are computed, as a loop's `OpPhi` uses the next iteration's value).
    pub fn op_with(&mut self, id: IdRef, make: impl FnOnce(IdResult) -> Instruction<'a>) -> IdRef {
        self.emit(make(id.into()));
        id
    }

    /// `OpExtInst`: an instruction of a set this crate has a grammar for (such as
    /// `glsl_std_450::Instruction::Sqrt { x }`), of result type `ty`; the set is imported on first
    /// use.
    pub fn ext<I: ExtSetInstruction<'a>>(&mut self, ty: IdRef, instruction: I) -> IdRef {
        let set = self.builder.ext_set_import(I::SET);
        self.ext_in(set, ty, instruction.into())
    }

    /// `OpExtInst` of an instruction of a set this crate has no grammar for (a downstream
    /// crate's own, expanded with `spirv_grammar!`), imported under its grammar's name; its
    /// operands are kept as words ([`ExtInstruction::Unknown`]), as decoding keeps sets this
    /// crate does not know, and [`Builder::finish`] infers its requirements from `grammar`.
    pub fn ext_custom<I: InstructionSet<'a>>(&mut self, grammar: ExtGrammar, ty: IdRef, instruction: &I) -> IdRef {
        let set = self.builder.ext_grammar(grammar);
        let mut words = WordSink::new();
        instruction.visit_operands(&mut words);
        let operands = List::from(words.as_words().to_vec());
        self.ext_in(set, ty, ExtInstruction::Unknown { instruction: instruction.opcode(), operands })
    }

    /// `OpExtInst` of the set imported as `set` ([`Builder::ext_import`]).
    pub fn ext_in(&mut self, set: IdRef, ty: IdRef, instruction: ExtInstruction<'a>) -> IdRef {
        self.op(|result_id| Instruction::ExtInst { result_type: ty.into(), result_id, set, instruction })
    }

    /// `OpLoad` of a value of type `ty`.
    pub fn load(&mut self, ty: IdRef, pointer: IdRef) -> IdRef {
        self.op(|result_id| Instruction::Load { result_type: ty.into(), result_id, pointer, memory_access: None })
    }

    /// `OpStore`.
    pub fn store(&mut self, pointer: IdRef, object: IdRef) {
        self.emit(Instruction::Store { pointer, object, memory_access: None });
    }

    /// `OpAccessChain` giving a pointer of type `ty`.
    pub fn access_chain(&mut self, ty: IdRef, base: IdRef, indexes: impl IntoIterator<Item = IdRef>) -> IdRef {
        let indexes = indexes.into_iter().collect();
        self.op(|result_id| Instruction::AccessChain { result_type: ty.into(), result_id, base, indexes })
    }

    /// `OpCompositeExtract` of the member at `indexes`, of type `ty`.
    pub fn composite_extract(&mut self, ty: IdRef, composite: IdRef, indexes: impl IntoIterator<Item = u32>) -> IdRef {
        let indexes = indexes.into_iter().collect();
        self.op(|result_id| Instruction::CompositeExtract { result_type: ty.into(), result_id, composite, indexes })
    }

    /// `OpPhi` of `(value, predecessor block)` pairs.
    pub fn phi(&mut self, ty: IdRef, incoming: impl IntoIterator<Item = (IdRef, BlockRef)>) -> IdRef {
        let variables = incoming.into_iter().map(|(value, block)| (value, block.label)).collect();
        self.op(|result_id| Instruction::Phi { result_type: IdResultType::from(ty), result_id, variables })
    }

    /// `OpSelectionMerge`.
    pub fn selection_merge(&mut self, merge: BlockRef) {
        self.emit(Instruction::SelectionMerge { merge_block: merge.label, selection_control: SelectionControl::NONE });
    }

    /// `OpLoopMerge`.
    pub fn loop_merge(&mut self, merge: BlockRef, continue_target: BlockRef) {
        self.emit(Instruction::LoopMerge {
            merge_block: merge.label,
            continue_target: continue_target.label,
            loop_control: LoopControl::NONE.into(),
        });
    }

    /// `OpBranch`.
    pub fn branch(&mut self, target: BlockRef) {
        self.emit(Instruction::Branch { target_label: target.label });
    }

    /// `OpBranchConditional`.
    pub fn branch_conditional(&mut self, condition: IdRef, on_true: BlockRef, on_false: BlockRef) {
        self.emit(Instruction::BranchConditional {
            condition,
            true_label: on_true.label,
            false_label: on_false.label,
            branch_weights: Default::default(),
        });
    }

    /// `OpReturn`.
    pub fn ret(&mut self) {
        self.emit(Instruction::Return);
    }

    /// `OpReturnValue`.
    pub fn ret_value(&mut self, value: IdRef) {
        self.emit(Instruction::ReturnValue { value });
    }
}
