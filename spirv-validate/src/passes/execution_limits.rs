//! `ValidateExecutionLimitations` (SPIRV-Tools' `source/val/validate_execution_limitations.cpp`),
//! in part: the limits spirv-val's image pass registers for the functions holding image
//! instructions, checked against the execution models and modes of every entry point whose
//! call graph holds them. Implicit-LOD sampling and `OpImageQueryLod` need a Fragment,
//! GLCompute, MeshEXT or TaskEXT entry point, and the last three a derivative group execution
//! mode; a read of a `SubpassData` image needs a Fragment one.
//!
//! Not ported: the limits the other passes register (control flow, memory, scopes, misc,
//! derivatives, barriers, ray tracing, mesh shading, ...). Where one of those fails in the same
//! function, spirv-val's reasons list it too (in the order the instructions registered them).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::spec::{Dim, ExecutionModeKind, ExecutionModel, Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Report, Stop};
use crate::opcodes::{IMPLICIT_LOD, op_name};

/// A limit the image pass registers for a function.
#[derive(Clone, Copy, Debug)]
enum Limit {
    /// Implicit-LOD sampling (the opcode).
    ImplicitLod(u16),
    /// `OpImageQueryLod`.
    QueryLod,
    /// A read of a `SubpassData` image (the opcode).
    SubpassRead(u16),
}

impl Limit {
    /// Why `model` may not run it, if it may not (the execution-model limitation).
    fn model_reason(self, model: ExecutionModel) -> Option<String> {
        use ExecutionModel as M;
        let derivatives = matches!(model, M::Fragment | M::GLCompute | M::MeshEXT | M::TaskEXT);
        match self {
            Limit::ImplicitLod(op) if !derivatives => Some(format!(
                "ImplicitLod instructions require Fragment, GLCompute, MeshEXT or TaskEXT execution model: {}",
                op_name(op)
            )),
            Limit::QueryLod if !derivatives => {
                Some("OpImageQueryLod requires Fragment, GLCompute, MeshEXT or TaskEXT execution model".into())
            }
            Limit::SubpassRead(op) if model != M::Fragment => {
                Some(format!("Dim SubpassData requires Fragment execution model: {}", op_name(op)))
            }
            _ => None,
        }
    }

    /// Why the entry point may not run it, if it may not (the limitation of execution modes):
    /// `compute_like` says whether it has a GLCompute, MeshEXT or TaskEXT model,
    /// `derivative_group` whether it has a derivative group mode.
    fn mode_reason(self, compute_like: bool, derivative_group: bool) -> Option<String> {
        if !compute_like || derivative_group {
            return None;
        }
        match self {
            Limit::ImplicitLod(op) => Some(format!(
                "ImplicitLod instructions require DerivativeGroupQuadsKHR or DerivativeGroupLinearKHR execution mode \
                 for GLCompute, MeshEXT or TaskEXT execution model: {}",
                op_name(op)
            )),
            Limit::QueryLod => Some(
                "OpImageQueryLod requires DerivativeGroupQuadsKHR or DerivativeGroupLinearKHR execution mode for \
                 GLCompute, MeshEXT or TaskEXT execution model"
                    .into(),
            ),
            Limit::SubpassRead(_) => None,
        }
    }
}

/// The limits the instruction at `index` registers, in the order the image pass registers
/// them (each also has its limit of modes, which [`Limit::mode_reason`] answers).
fn limit_of(c: &Checker<'_, '_>, index: usize, op: u16) -> Option<Limit> {
    if IMPLICIT_LOD.contains(op) {
        return Some(Limit::ImplicitLod(op));
    }
    if op == Op::ImageQueryLod as u16 {
        return Some(Limit::QueryLod);
    }
    if op == Op::ImageRead as u16 || op == Op::ImageSparseRead as u16 {
        let image = match c.module.instructions.get(index) {
            Some(Instruction::ImageRead { image, .. } | Instruction::ImageSparseRead { image, .. }) => image.get(),
            _ => return None,
        };
        if let Some(Instruction::TypeImage { dim: Dim::SubpassData, .. }) = c.def(c.type_of(image)) {
            return Some(Limit::SubpassRead(op));
        }
    }
    None
}

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    // An entry point of the Fragment model alone meets every limit: only the others are asked
    // (most modules have none).
    let strict = |c: &Checker<'_, '_>, entry: u32| c.facts.models_of(entry).any(|m| m != ExecutionModel::Fragment);
    if !c.model.entry_points().iter().any(|e| strict(c, e.function.get())) {
        return Ok(());
    }
    // The limits of each function, in module order.
    let mut limited: Vec<(usize, Vec<Limit>)> = Vec::new();
    for (f, function) in c.model.functions().iter().enumerate() {
        let limits: Vec<Limit> = function.instructions.clone().filter_map(|i| limit_of(c, i, c.opcode_at(i))).collect();
        if !limits.is_empty() {
            limited.push((f, limits));
        }
    }
    if limited.is_empty() {
        return Ok(());
    }
    // The entry points whose call graph holds each function, in the order of the entry points.
    let mut entries_of: Vec<Vec<u32>> = alloc::vec![Vec::new(); c.model.functions().len()];
    for entry in c.model.entry_points() {
        let entry = entry.function;
        if strict(c, entry.get()) {
            for f in c.model.reachable_functions(entry) {
                entries_of[f].push(entry.get());
            }
        }
    }
    for (f, limits) in limited {
        let function = &c.model.functions()[f];
        let (id, at) = (function.id.get(), function.instructions.start);
        for &entry in &entries_of[f] {
            let models: Vec<ExecutionModel> = c.facts.models_of(entry).collect();
            let mut failed = None;
            for &model in &models {
                let reasons: String = limits.iter().filter_map(|l| l.model_reason(model)).map(|r| r + "\n").collect();
                if !reasons.is_empty() {
                    failed = Some(("model", reasons));
                    break;
                }
            }
            if failed.is_none() {
                use ExecutionModel as M;
                let compute_like = models.iter().any(|m| matches!(m, M::GLCompute | M::MeshEXT | M::TaskEXT));
                let derivative_group =
                    [ExecutionModeKind::DerivativeGroupQuadsKHR, ExecutionModeKind::DerivativeGroupLinearKHR]
                        .iter()
                        .any(|m| crate::facts::has_mode(&c.model, entry, m.to_u32()));
                let reasons: String = limits
                    .iter()
                    .filter_map(|l| l.mode_reason(compute_like, derivative_group))
                    .map(|r| r + "\n")
                    .collect();
                if !reasons.is_empty() {
                    failed = Some(("modes", reasons));
                }
            }
            if let Some((what, reasons)) = failed {
                let message = format!(
                    "OpEntryPoint Entry Point <id> {}s callgraph contains function <id> {}, which cannot be used with \
                     the current execution {what}:\n{reasons}",
                    c.id_name(entry),
                    c.id_name(id)
                );
                report.error(c.diag(ErrorKind::InvalidId, Some(at), message))?;
                break;
            }
        }
    }
    Ok(())
}
