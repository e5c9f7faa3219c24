//! Editing a decoded module: sorting its instructions into sections and functions, and the
//! id-level edits.

use alloc::vec::Vec;

use spirv_runtime::{IdKind, IdRef, Version};

use super::{Block, Builder, Function, Section};
use crate::module::Module;
use crate::spec::Instruction;

/// Why [`Builder::from_module`] cannot take a module apart: its instructions are not in the
/// logical layout's order.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("instruction {index} ({name}) is out of place in the module's layout")]
pub struct LayoutOrderError {
    /// The instruction's index in the module.
    pub index: usize,
    /// Its opcode name.
    pub name: &'static str,
}

impl<'a> Builder<'a> {
    /// A builder holding a decoded module, to edit: module-level instructions go to their
    /// [`Section`]s (in their order), functions to [`Builder::functions`]. Types and constants
    /// are hash-consed from here on (the first of equal ones counts), and new ids start at the
    /// header's bound.
    ///
    /// # Errors
    /// When the function structure is broken: an `OpFunctionParameter`, `OpLabel` or
    /// `OpFunctionEnd` outside a function, a nested `OpFunction`, or a function without
    /// `OpFunctionEnd` (reported at index `usize::MAX`).
    pub fn from_module(module: Module<'a>) -> Result<Self, LayoutOrderError> {
        let version = module.header.spirv_version().unwrap_or(Version::new(1, 0));
        let mut b = Builder::new(version);
        b.generator = module.header.generator;
        b.next_id = module.header.bound.max(1);
        let mut function: Option<Function<'a>> = None;
        // Module-level instructions since the last function's end.
        let mut between = Vec::new();
        for (index, inst) in module.instructions.into_iter().enumerate() {
            let out_of_place = |inst: &Instruction<'_>| LayoutOrderError {
                index,
                name: inst.op().map_or("OpUnknown", |op| op.name()),
            };
            let Some(f) = function.as_mut() else {
                match inst {
                    Instruction::Function { .. } => {
                        let leading = core::mem::take(&mut between);
                        function =
                            Some(Function { leading, definition: inst, parameters: Vec::new(), blocks: Vec::new() });
                    }
                    _ if is_function_only(&inst) => return Err(out_of_place(&inst)),
                    // After a function: `OpLine`s, non-semantic instructions (clspv's reflection).
                    _ if !b.functions.is_empty() => between.push(inst),
                    _ => {
                        b.remember(&inst);
                        b.push(inst);
                    }
                }
                continue;
            };
            match inst {
                Instruction::Function { .. } => return Err(out_of_place(&inst)),
                Instruction::Label { result_id } => {
                    f.blocks.push(Block { label: result_id.into(), instructions: Vec::new() })
                }
                Instruction::FunctionEnd => b.functions.extend(function.take()),
                inst => match f.blocks.last_mut() {
                    Some(block) => block.instructions.push(inst),
                    // Before the first block: the parameters, and debug instructions among them.
                    None => f.parameters.push(inst),
                },
            }
        }
        match function {
            // A function without `OpFunctionEnd`.
            Some(f) => Err(LayoutOrderError { index: usize::MAX, name: f.definition.op().map_or("", |op| op.name()) }),
            None => {
                b.sections[Section::AfterFunctions as usize] = between;
                Ok(b)
            }
        }
    }

    /// Records a decoded type or constant for hash-consing, as if [`Builder::intern`] had made
    /// it.
    fn remember(&mut self, inst: &Instruction<'a>) {
        let internable = matches!(
            inst,
            Instruction::TypeVoid { .. }
                | Instruction::TypeBool { .. }
                | Instruction::TypeInt { .. }
                | Instruction::TypeFloat { .. }
                | Instruction::TypeVector { .. }
                | Instruction::TypeMatrix { .. }
                | Instruction::TypeArray { .. }
                | Instruction::TypeRuntimeArray { .. }
                | Instruction::TypePointer { .. }
                | Instruction::TypeFunction { .. }
                | Instruction::Constant { .. }
                | Instruction::ConstantTrue { .. }
                | Instruction::ConstantFalse { .. }
                | Instruction::ConstantComposite { .. }
                | Instruction::ConstantNull { .. }
        );
        let Some(id) = inst.result_id().filter(|_| internable) else { return };
        self.set_key(inst, id);
        self.interned.entry(super::InternKey::new(&self.key)).or_insert(id.into());
    }

    /// Every instruction of the module being built but its names and decorations, in layout
    /// order (functions without their `OpLabel`s and `OpFunctionEnd`), to edit.
    fn for_each_instruction_mut(&mut self, mut f: impl FnMut(&mut Instruction<'a>)) {
        for (section, instructions) in Section::ALL.iter().zip(&mut self.sections) {
            if !matches!(section, Section::DebugNames | Section::Annotations) {
                instructions.iter_mut().for_each(&mut f);
            }
        }
        for function in &mut self.functions {
            function.leading.iter_mut().for_each(&mut f);
            f(&mut function.definition);
            function.parameters.iter_mut().for_each(&mut f);
            function.blocks.iter_mut().flat_map(|b| &mut b.instructions).for_each(&mut f);
        }
    }

    /// Replaces every use of `old` (every id operand but result ids) with `new` in the module's
    /// code, types, constants, entry points and execution modes; returns how many operands
    /// changed. Names and decorations are not uses: they stay with `old` ([`Builder::remove`]
    /// removes them with it).
    pub fn replace_uses(&mut self, old: IdRef, new: IdRef) -> usize {
        let mut changed = 0;
        self.for_each_instruction_mut(|inst| {
            inst.for_each_id_mut(|kind, id| {
                if kind != IdKind::Result && *id == old {
                    *id = new;
                    changed += 1;
                }
            })
        });
        changed
    }

    /// Removes the module-level instruction defining `id` (a type, constant or global variable)
    /// and the names and decorations that target it; returns the definition. Uses of `id`
    /// stay: replace them first ([`Builder::replace_uses`]).
    pub fn remove(&mut self, id: IdRef) -> Option<Instruction<'a>> {
        for section in [Section::DebugNames, Section::Annotations] {
            self.sections[section as usize].retain(|inst| target(inst) != Some(id));
        }
        let globals = &mut self.sections[Section::Globals as usize];
        let position = globals.iter().position(|inst| inst.result_id().is_some_and(|r| IdRef::from(r) == id))?;
        let removed = globals.remove(position);
        self.interned.retain(|_, interned| *interned != id);
        Some(removed)
    }
}

/// The id a name or decoration is about (`None` for other instructions and for decoration
/// groups).
pub(super) fn target(inst: &Instruction<'_>) -> Option<IdRef> {
    match inst {
        Instruction::Name { target, .. }
        | Instruction::MemberName { type_: target, .. }
        | Instruction::Decorate { target, .. }
        | Instruction::DecorateId { target, .. }
        | Instruction::DecorateString { target, .. }
        | Instruction::MemberDecorate { structure_type: target, .. }
        | Instruction::MemberDecorateString { struct_type: target, .. } => Some(*target),
        _ => None,
    }
}

/// Whether an instruction stands only inside functions: the ones that give a function its
/// structure. Other instructions at module level are kept in [`Section::Globals`] (the builder
/// edits what it is given; validating it is spirv-val's job).
fn is_function_only(inst: &Instruction<'_>) -> bool {
    matches!(inst, Instruction::FunctionParameter { .. } | Instruction::Label { .. } | Instruction::FunctionEnd)
}

impl Module<'_> {
    /// Renumbers the ids densely, 1, 2, 3, ... in the order they first appear (as `spirv-as`
    /// numbers them), and sets the bound to match.
    pub fn renumber(&mut self) {
        let mut map: std::collections::HashMap<IdRef, IdRef> = std::collections::HashMap::new();
        let mut next = 1u32;
        for inst in &mut self.instructions {
            inst.for_each_id_mut(|_, id| {
                *id = *map.entry(*id).or_insert_with(|| {
                    let new = IdRef::new(next).unwrap_or(*id);
                    next = next.saturating_add(1);
                    new
                });
            });
        }
        self.header.bound = next;
    }
}
