//! `ControlFlowPass` (SPIRV-Tools' `source/val/validate_cfg.cpp`, its per-instruction part): the
//! operands of `OpPhi` (types, incoming blocks that are the block's predecessors, once each),
//! of the branches (labels, a boolean condition, an integer selector), of `OpReturnValue` (a
//! value of the function's return type) and of `OpLoopMerge` (labels, loop controls).

use alloc::format;

use spirv_core::spec::{AddressingModel, Capability, Instruction};
use spirv_core::{InstructionSet, Visitor};

use crate::by_class::Class;
use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[spirv_core::spec::Op] = {
    use spirv_core::spec::Op as O;
    &[O::Branch, O::BranchConditional, O::LoopMerge, O::Phi, O::ReturnValue, O::Switch]
};

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    match inst {
        Instruction::Phi { .. } => phi(c, index, inst),
        Instruction::Branch { target_label } => {
            if !is_label(c, target_label.get()) {
                return Err(c.diag(
                    ErrorKind::InvalidId,
                    Some(index),
                    "'Target Label' operands for OpBranch must be the ID of an OpLabel instruction",
                ));
            }
            Ok(())
        }
        Instruction::BranchConditional { condition, true_label, false_label, branch_weights } => {
            let fail = |c: &mut Checker<'_, '_>, message: &str| Err(c.diag(ErrorKind::InvalidId, Some(index), message));
            if !branch_weights.is_empty() && branch_weights.len() != 2 {
                return fail(c, "OpBranchConditional requires either 3 or 5 parameters");
            }
            let condition_type = c.type_of(condition.get());
            if condition_type == 0 || !c.is_bool_scalar_type(condition_type) {
                return fail(c, "Condition operand for OpBranchConditional must be of boolean type");
            }
            if !is_label(c, true_label.get()) {
                return fail(
                    c,
                    "The 'True Label' operand for OpBranchConditional must be the ID of an OpLabel instruction",
                );
            }
            if !is_label(c, false_label.get()) {
                return fail(
                    c,
                    "The 'False Label' operand for OpBranchConditional must be the ID of an OpLabel instruction",
                );
            }
            if c.module.header.version >= 0x0001_0600 && true_label == false_label {
                return fail(c, "In SPIR-V 1.6 or later, True Label and False Label must be different labels");
            }
            Ok(())
        }
        Instruction::ReturnValue { value } => return_value(c, index, value.get()),
        Instruction::Switch { selector, default, target } => {
            let fail = |c: &mut Checker<'_, '_>, message: &str| Err(c.diag(ErrorKind::InvalidId, Some(index), message));
            if !c.is_int_scalar_type(c.type_of(selector.get())) {
                return fail(c, "Selector type must be OpTypeInt");
            }
            if !is_label(c, default.get()) {
                return fail(c, "Default must be an OpLabel instruction");
            }
            if target.iter().any(|(_, label)| !is_label(c, label.get())) {
                return fail(c, "'Target Label' operands for OpSwitch must be IDs of an OpLabel instruction");
            }
            Ok(())
        }
        Instruction::LoopMerge { merge_block, continue_target, .. } => {
            loop_merge(c, index, inst, merge_block.get(), continue_target.get())
        }
        _ => Ok(()),
    }
}

fn is_label(c: &Checker<'_, '_>, id: u32) -> bool {
    matches!(c.def(id), Some(Instruction::Label { .. }))
}

/// The module's addressing model is `Logical` and no capability allows variable pointers.
fn logical_without_variable_pointers(c: &Checker<'_, '_>) -> bool {
    let logical = c
        .all_of(Class::AddressingModels)
        .any(|(_, i)| matches!(i, Instruction::MemoryModel { addressing_model: AddressingModel::Logical, .. }));
    logical
        && !c.declares_capability(Capability::VariablePointers)
        && !c.declares_capability(Capability::VariablePointersStorageBuffer)
}

fn phi<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let Instruction::Phi { result_type, variables, .. } = inst else { return Ok(()) };
    let result_type = result_type.get();
    if c.is_void_type(result_type) {
        return Err(c.diag(ErrorKind::InvalidData, Some(index), "OpPhi must not have void result type"));
    }
    if c.is_pointer_type(result_type) && logical_without_variable_pointers(c) {
        return Err(c.diag(
            ErrorKind::InvalidData,
            Some(index),
            "Using pointers with OpPhi requires capability VariablePointers or VariablePointersStorageBuffer",
        ));
    }
    if !c.options.before_hlsl_legalization && !c.declares_capability(Capability::BindlessTextureNV) {
        let shader = c.declares_capability(Capability::Shader);
        let name = match c.def(result_type) {
            Some(Instruction::TypeSampledImage { .. }) => Some("TypeSampledImage"),
            Some(Instruction::TypeImage { .. }) if shader => Some("TypeImage"),
            Some(Instruction::TypeSampler { .. }) if shader => Some("TypeSampler"),
            _ => None,
        };
        if let Some(name) = name {
            return Err(c.diag(ErrorKind::InvalidId, Some(index), format!("Result type cannot be Op{name}")));
        }
    }
    let cfg = c.module_cfg();
    let Some((func, block)) = cfg.block_of(index) else { return Ok(()) };
    let f = &cfg.functions()[func];
    let block = &f.blocks()[block];
    let mut preds: alloc::vec::Vec<u32> = block.predecessors().iter().map(|&p| f.blocks()[p].id()).collect();
    preds.sort_unstable();
    preds.dedup();
    let edges = variables.len();
    if edges != preds.len() {
        let message = format!(
            "OpPhi's number of incoming blocks ({edges}) does not match block's predecessor count ({}).",
            block.predecessors().len()
        );
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    let mut observed = alloc::collections::BTreeSet::new();
    for (value, parent) in variables.iter() {
        let value_type = c.type_of(value.get());
        if value_type != result_type {
            let message = format!(
                "OpPhi's result type <id> {} does not match incoming value <id> {} type <id> {}.",
                c.id_name(result_type),
                c.id_name(value.get()),
                c.id_name(value_type)
            );
            return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
        }
        let parent = parent.get();
        let message = if !is_label(c, parent) {
            format!("OpPhi's incoming basic block <id> {} is not an OpLabel.", c.id_name(parent))
        } else if preds.binary_search(&parent).is_err() {
            format!(
                "OpPhi's incoming basic block <id> {} is not a predecessor of <id> {}.",
                c.id_name(parent),
                c.id_name(block.id())
            )
        } else if !observed.insert(parent) {
            format!("OpPhi references incoming basic block <id> {} multiple times.", c.id_name(parent))
        } else {
            continue;
        };
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    Ok(())
}

fn return_value(c: &mut Checker<'_, '_>, index: usize, value: u32) -> Result<(), Fault> {
    let value_type = c.type_of(value);
    if value_type == 0 {
        let message = format!("OpReturnValue Value <id> {} does not represent a value.", c.id_name(value));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    if c.def(value_type).is_none() || c.is_void_type(value_type) {
        let message = format!("OpReturnValue value's type <id> {} is missing or void.", c.id_name(value_type));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    if c.is_pointer_type(value_type)
        && !c.options.relax_logical_pointer
        && !c.options.before_hlsl_legalization
        && logical_without_variable_pointers(c)
    {
        let message = format!(
            "OpReturnValue value's type <id> {} is a pointer, which is invalid in the Logical addressing model.",
            c.id_name(value_type)
        );
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    let cfg = c.module_cfg();
    let Some(func) = cfg.function_of(index) else { return Ok(()) };
    let return_type = match c.module.instructions.get(cfg.functions()[func].index()) {
        Some(Instruction::Function { result_type, .. }) => result_type.get(),
        _ => 0,
    };
    if c.def(return_type).is_none() || return_type != value_type {
        let message =
            format!("OpReturnValue Value <id> {}s type does not match OpFunction's return type.", c.id_name(value));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    Ok(())
}

/// The loop controls' mask and the integers of their parameters, in bit order.
#[derive(Default)]
struct LoopControls {
    mask: u32,
    parameters: alloc::vec::Vec<u32>,
}

impl Visitor<'_> for LoopControls {
    fn flags(&mut self, _: &'static str, bits: u32) {
        self.mask = bits;
    }

    fn integer(&mut self, value: u32) {
        self.parameters.push(value);
    }
}

fn loop_merge(
    c: &mut Checker<'_, '_>,
    index: usize,
    inst: &Instruction<'_>,
    merge: u32,
    continue_target: u32,
) -> Result<(), Fault> {
    if !is_label(c, merge) {
        let message = format!("Merge Block {} must be an OpLabel", c.id_name(merge));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    let cfg = c.module_cfg();
    let block = cfg.block_of(index).map(|(f, b)| cfg.functions()[f].blocks()[b].id());
    if block == Some(merge) {
        return Err(c.diag(
            ErrorKind::InvalidId,
            Some(index),
            "Merge Block may not be the block containing the OpLoopMerge\n",
        ));
    }
    if !is_label(c, continue_target) {
        let message = format!("Continue Target {} must be an OpLabel", c.id_name(continue_target));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    if merge == continue_target {
        return Err(c.diag(ErrorKind::InvalidId, Some(index), "Merge Block and Continue Target must be different ids"));
    }
    let mut controls = LoopControls::default();
    inst.visit_operands(&mut controls);
    const UNROLL: u32 = 0x1;
    const DONT_UNROLL: u32 = 0x2;
    const DEPENDENCY_LENGTH: u32 = 0x8;
    const MIN_ITERATIONS: u32 = 0x10;
    const MAX_ITERATIONS: u32 = 0x20;
    const ITERATION_MULTIPLE: u32 = 0x40;
    const PEEL_COUNT: u32 = 0x80;
    const PARTIAL_COUNT: u32 = 0x100;
    let mask = controls.mask;
    let both = |a: u32, b: u32| mask & a != 0 && mask & b != 0;
    let conflict = if both(UNROLL, DONT_UNROLL) {
        Some("Unroll and DontUnroll loop controls must not both be specified")
    } else if both(DONT_UNROLL, PEEL_COUNT) {
        Some("PeelCount and DontUnroll loop controls must not both be specified")
    } else if both(DONT_UNROLL, PARTIAL_COUNT) {
        Some("PartialCount and DontUnroll loop controls must not both be specified")
    } else {
        None
    };
    if let Some(message) = conflict {
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    if mask & ITERATION_MULTIPLE != 0 {
        let before = [DEPENDENCY_LENGTH, MIN_ITERATIONS, MAX_ITERATIONS].iter().filter(|&&b| mask & b != 0).count();
        if controls.parameters.get(before).is_none_or(|&v| v == 0) {
            return Err(c.diag(
                ErrorKind::InvalidData,
                Some(index),
                "IterationMultiple loop control operand must be greater than zero",
            ));
        }
    }
    Ok(())
}
