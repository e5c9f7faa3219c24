//! Functions, their blocks, and the control-flow graph between the blocks.

use alloc::vec::Vec;
use core::ops::Range;

use spirv_core::IdRef;
use spirv_core::spec::Instruction;

use crate::Model;

/// A function: its `OpFunction` … `OpFunctionEnd`, parameters and blocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Function {
    /// The id `OpFunction` defines.
    pub id: IdRef,
    /// Its `OpFunctionParameter`s.
    pub parameters: Vec<IdRef>,
    /// Its blocks in module order; the first is the entry block (none for a declaration).
    pub blocks: Vec<Block>,
    /// Its instructions: indices into [`Module::instructions`](spirv_core::Module), from
    /// `OpFunction` to `OpFunctionEnd`.
    pub instructions: Range<usize>,
}

/// A block: `OpLabel` to its terminator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// The id of its `OpLabel`.
    pub label: IdRef,
    /// Its instructions, `OpLabel` first and the terminator last: indices into
    /// [`Module::instructions`](spirv_core::Module).
    pub instructions: Range<usize>,
}

/// How a block declares structured control flow (the instruction before its terminator).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Merge {
    /// `OpSelectionMerge`: the header of a selection, which ends at `merge`.
    Selection {
        /// The merge block.
        merge: IdRef,
    },
    /// `OpLoopMerge`: the header of a loop.
    Loop {
        /// The merge block, where the loop exits to.
        merge: IdRef,
        /// The continue target.
        continue_target: IdRef,
    },
}

impl Function {
    pub(crate) fn start(id: IdRef, index: usize) -> Self {
        Function { id, parameters: Vec::new(), blocks: Vec::new(), instructions: index..index + 1 }
    }

    pub(crate) fn begin_block(&mut self, label: IdRef, index: usize) {
        if let Some(last) = self.blocks.last_mut() {
            last.instructions.end = index;
        }
        self.blocks.push(Block { label, instructions: index..index + 1 });
    }

    /// Ends the function before instruction `end`; its last block ends before the
    /// `OpFunctionEnd`.
    pub(crate) fn finish(mut self, end: usize) -> Self {
        self.instructions.end = end;
        if let Some(last) = self.blocks.last_mut() {
            last.instructions.end = end.saturating_sub(1).max(last.instructions.start + 1);
        }
        self
    }

    /// Whether it has no body (a declaration, with the `Import` linkage).
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }

    /// The block labelled `label`.
    pub fn block(&self, label: IdRef) -> Option<&Block> {
        self.blocks.iter().find(|b| b.label == label)
    }

    /// The blocks each block branches to, by index into [`Function::blocks`] (successors the
    /// function lacks are left out).
    pub fn successor_indices(&self, model: &Model<'_, '_>) -> Vec<Vec<usize>> {
        self.blocks
            .iter()
            .map(|b| b.successors(model).filter_map(|s| self.blocks.iter().position(|x| x.label == s)).collect())
            .collect()
    }

    /// The functions it calls (`OpFunctionCall`), in order of first call, without repeats.
    pub fn callees(&self, model: &Model<'_, '_>) -> Vec<IdRef> {
        let mut out = Vec::new();
        for inst in &model.module.instructions[self.instructions.clone()] {
            if let Instruction::FunctionCall { function, .. } = inst
                && !out.contains(function)
            {
                out.push(*function);
            }
        }
        out
    }
}

impl Block {
    /// Its instructions, `OpLabel` first and the terminator last.
    pub fn body<'m, 'a>(&self, model: &Model<'m, 'a>) -> &'m [Instruction<'a>] {
        model.module.instructions.get(self.instructions.clone()).unwrap_or_default()
    }

    /// Its last instruction (its terminator, in a valid module).
    pub fn terminator<'m, 'a>(&self, model: &Model<'m, 'a>) -> Option<&'m Instruction<'a>> {
        self.body(model).last()
    }

    /// The structured control flow it heads: the merge instruction before its terminator.
    pub fn merge(&self, model: &Model<'_, '_>) -> Option<Merge> {
        let body = self.body(model);
        match body.get(body.len().checked_sub(2)?)? {
            Instruction::SelectionMerge { merge_block, .. } => Some(Merge::Selection { merge: *merge_block }),
            Instruction::LoopMerge { merge_block, continue_target, .. } => {
                Some(Merge::Loop { merge: *merge_block, continue_target: *continue_target })
            }
            _ => None,
        }
    }

    /// The blocks its terminator may branch to, in operand order (an `OpSwitch`'s default
    /// first, then its targets; repeats kept).
    ///
    /// ```
    /// use spirv_core::Module;
    /// use spirv_model::{Merge, Model};
    ///
    /// let words = spirv_core::text::assemble(b"
    ///     OpCapability Shader
    ///     OpMemoryModel Logical GLSL450
    ///     %void = OpTypeVoid
    ///     %bool = OpTypeBool
    ///     %true = OpConstantTrue %bool
    ///     %fn = OpTypeFunction %void
    ///     %f = OpFunction %void None %fn
    ///     %entry = OpLabel
    ///     OpSelectionMerge %end None
    ///     OpBranchConditional %true %then %end
    ///     %then = OpLabel
    ///     OpBranch %end
    ///     %end = OpLabel
    ///     OpReturn
    ///     OpFunctionEnd
    /// ", &Default::default()).unwrap();
    /// let module = Module::decode_words(&words).unwrap();
    /// let model = Model::new(&module);
    /// let f = &model.functions()[0];
    /// let [entry, then, end] = [&f.blocks[0], &f.blocks[1], &f.blocks[2]];
    /// assert_eq!(entry.successors(&model).collect::<Vec<_>>(), [then.label, end.label]);
    /// assert_eq!(entry.merge(&model), Some(Merge::Selection { merge: end.label }));
    /// assert_eq!(end.successors(&model).count(), 0); // OpReturn
    /// assert_eq!(f.successor_indices(&model), [vec![1, 2], vec![2], vec![]]);
    /// ```
    pub fn successors<'m>(&self, model: &Model<'m, '_>) -> impl Iterator<Item = IdRef> + 'm {
        let (fixed, targets): ([Option<IdRef>; 2], Option<&'m Instruction<'_>>) = match self.terminator(model) {
            Some(Instruction::Branch { target_label }) => ([Some(*target_label), None], None),
            Some(Instruction::BranchConditional { true_label, false_label, .. }) => {
                ([Some(*true_label), Some(*false_label)], None)
            }
            Some(inst @ Instruction::Switch { default, .. }) => ([Some(*default), None], Some(inst)),
            _ => ([None, None], None),
        };
        let cases = targets.into_iter().flat_map(|inst| match inst {
            Instruction::Switch { target, .. } => target.iter().map(|(_, label)| label).collect::<Vec<_>>(),
            _ => Vec::new(),
        });
        fixed.into_iter().flatten().chain(cases)
    }
}
