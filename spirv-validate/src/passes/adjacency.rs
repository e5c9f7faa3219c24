//! `ValidateAdjacency` (SPIRV-Tools' `source/val/validate_adjacency.cpp`): what must come first
//! in a block or function (`OpPhi`s at the top of a non-entry block, a function's variables at
//! the top of its first block) and what must come right after a merge instruction.

use spirv_core::ExtSet;
use spirv_core::spec::{Instruction, StorageClass};

use crate::checker::Checker;
use crate::error::ErrorKind;
use crate::error::{Report, Stop};

/// Where the walk is, for what may come next.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Status {
    /// After `OpFunction` or `OpFunctionParameter`.
    NewFunction,
    /// Right after the first label of a function (and its variables).
    EntryBlock,
    /// Right after another label (and its phis).
    PhiValid,
    /// After anything else.
    Invalid,
}

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let module = c.module;
    let instructions = &module.instructions;
    let mut status = Status::Invalid;
    for (index, inst) in instructions.iter().enumerate() {
        let next = instructions.get(index + 1);
        let message = match inst {
            Instruction::Function { .. } | Instruction::FunctionParameter { .. } => {
                status = Status::NewFunction;
                continue;
            }
            Instruction::Label { .. } => {
                status = if status == Status::NewFunction { Status::EntryBlock } else { Status::PhiValid };
                continue;
            }
            Instruction::ExtInst { set, .. } | Instruction::ExtInstWithForwardRefsKHR { set, .. } => {
                // Debug information may come before a function's variables, but not
                // NonSemantic.Shader.DebugInfo.100's.
                let ext = c.model.ext_set(*set);
                if !ext.is_some_and(ExtSet::is_debug_info) || ext == Some(ExtSet::NonSemanticShaderDebugInfo100) {
                    status = Status::Invalid;
                }
                continue;
            }
            Instruction::Phi { .. } if status != Status::PhiValid => {
                "OpPhi must appear within a non-entry block before all non-OpPhi instructions (except for \
                 OpLine, which can be mixed with OpPhi)."
            }
            Instruction::Phi { .. } | Instruction::Line { .. } | Instruction::NoLine { .. } => continue,
            Instruction::LoopMerge { .. } => {
                status = Status::Invalid;
                match next {
                    None | Some(Instruction::Branch { .. } | Instruction::BranchConditional { .. }) => continue,
                    Some(_) => {
                        "OpLoopMerge must immediately precede either an OpBranch or OpBranchConditional \
                         instruction. OpLoopMerge must be the second-to-last instruction in its block."
                    }
                }
            }
            Instruction::SelectionMerge { .. } => {
                status = Status::Invalid;
                match next {
                    None | Some(Instruction::BranchConditional { .. } | Instruction::Switch { .. }) => continue,
                    Some(_) => {
                        "OpSelectionMerge must immediately precede either an OpBranchConditional or OpSwitch \
                         instruction. OpSelectionMerge must be the second-to-last instruction in its block."
                    }
                }
            }
            Instruction::Variable { storage_class: StorageClass::Function, .. } if status != Status::EntryBlock => {
                "All OpVariable instructions in a function must be the first instructions in the first block."
            }
            Instruction::UntypedVariableKHR { storage_class: StorageClass::Function, .. }
                if status != Status::EntryBlock =>
            {
                "All OpUntypedVariableKHR instructions in a function must be the first instructions in the first \
                 block."
            }
            Instruction::Variable { .. } | Instruction::UntypedVariableKHR { .. } => continue,
            _ => {
                status = Status::Invalid;
                continue;
            }
        };
        let e = c.diag(ErrorKind::InvalidData, Some(index), message);
        report.error(e)?;
    }
    Ok(())
}
