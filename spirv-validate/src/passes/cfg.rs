//! The part of the control-flow pass that runs per instruction (`CfgPass`, SPIRV-Tools'
//! `source/val/validate_cfg.cpp`): blocks begin and end, merge blocks are declared once, no
//! branch targets a function's first block, and `OpReturn` returns from a void function.

use alloc::format;

use spirv_core::IdRef;
use spirv_core::spec::{ExecutionModel, Instruction};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::limitations::{Message, Phase, Rule};
use crate::walk::Walk;

#[inline]
pub(crate) fn check(
    c: &mut Checker<'_, '_>,
    walk: &mut Walk,
    index: usize,
    inst: &Instruction<'_>,
) -> Result<(), Fault> {
    if walk.function.is_none() {
        return Ok(());
    }
    match inst {
        Instruction::Label { result_id } => {
            if let Some(f) = &mut walk.function {
                let id = result_id.get();
                f.first_block.get_or_insert(id);
                f.current_block = Some(id);
            }
        }
        Instruction::LoopMerge { merge_block, .. } => {
            merge_block_assert(c, walk, merge_block.get())?;
            if let Some(f) = &mut walk.function {
                f.merge_blocks.insert(merge_block.get());
            }
        }
        Instruction::SelectionMerge { merge_block, .. } => {
            merge_block_assert(c, walk, merge_block.get())?;
            if let Some(f) = &mut walk.function {
                f.merge_blocks.insert(merge_block.get());
            }
        }
        Instruction::Return => {
            // The return type (the id pass checks that it is defined).
            let result_type = walk.function.as_ref().map_or(0, |f| f.result_type);
            let def = IdRef::new(result_type).and_then(|t| c.model.def(t));
            if def.is_some_and(|d| !matches!(d, Instruction::TypeVoid { .. })) {
                return Err(c.diag(
                    ErrorKind::InvalidCfg,
                    Some(index),
                    "OpReturn can only be called from a function with void return type.",
                ));
            }
            if let Some(f) = &mut walk.function {
                f.current_block = None;
            }
        }
        // The other terminators end the block, branching to their targets.
        _ => {
            if let Some(targets) = spirv_model::branch_targets(inst) {
                limit_execution_model(c, index, inst);
                end_block(c, walk, targets)?;
            }
        }
    }
    Ok(())
}

/// The execution models the terminators that end an invocation or a ray may run under (the
/// others' passes limit theirs).
fn limit_execution_model(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) {
    let (rule, message): (fn(ExecutionModel) -> bool, &str) = match inst {
        Instruction::Kill => (|m| m == ExecutionModel::Fragment, "OpKill requires Fragment execution model"),
        Instruction::TerminateInvocation => {
            (|m| m == ExecutionModel::Fragment, "OpTerminateInvocation requires Fragment execution model")
        }
        Instruction::IgnoreIntersectionKHR => {
            (|m| m == ExecutionModel::AnyHitKHR, "OpIgnoreIntersectionKHR requires AnyHitKHR execution model")
        }
        Instruction::TerminateRayKHR => {
            (|m| m == ExecutionModel::AnyHitKHR, "OpTerminateRayKHR requires AnyHitKHR execution model")
        }
        _ => return,
    };
    c.limitations.register_in(Phase::FirstWalk, &c.model, index, Rule::Model(rule), Message::Text(message));
}

/// A block is the merge block of one header only (`MergeBlockAssert`); the error is reported
/// at the function.
fn merge_block_assert(c: &mut Checker<'_, '_>, walk: &Walk, merge: u32) -> Result<(), Fault> {
    let Some(f) = &walk.function else { return Ok(()) };
    if f.merge_blocks.contains(&merge) {
        let function = f.id;
        let message = format!("Block {} is already a merge block for another header", c.id_name(merge));
        let at = IdRef::new(function).and_then(|id| c.model.def_index(id));
        return Err(c.diag(ErrorKind::InvalidCfg, at, message));
    }
    Ok(())
}

/// Ends the current block, branching to `targets`; none may be the function's first block
/// (`FirstBlockAssert`, reported at the function).
fn end_block(c: &mut Checker<'_, '_>, walk: &mut Walk, targets: impl Iterator<Item = IdRef>) -> Result<(), Fault> {
    let Some(f) = &walk.function else { return Ok(()) };
    let (function, first, current) = (f.id, f.first_block, f.current_block.unwrap_or(0));
    for target in targets {
        if Some(target.get()) == first {
            let message = format!(
                "First block {} of function {} is targeted by block {}",
                c.id_name(target.get()),
                c.id_name(function),
                c.id_name(current)
            );
            let at = IdRef::new(function).and_then(|id| c.model.def_index(id));
            return Err(c.diag(ErrorKind::InvalidCfg, at, message));
        }
    }
    let Some(f) = &mut walk.function else { return Ok(()) };
    f.current_block = None;
    Ok(())
}
