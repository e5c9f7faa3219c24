//! `ValidateExecutionLimitations` (SPIRV-Tools' `source/val/validate_execution_limitations.cpp`),
//! in part: each function against the execution models of the entry points whose call graphs
//! hold it, for the limitations the passes here register (`crate::limitations`: those of
//! barriers and of scopes). Not checked: the limitations of the passes not written yet, and
//! those of execution modes (`CheckLimitations`).

use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::spec::ExecutionModel;

use crate::checker::Checker;
use crate::error::{ErrorKind, Report, Stop};

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    if c.limitations.is_empty() {
        return Ok(());
    }
    let limitations = core::mem::take(&mut c.limitations);
    let model = &c.model;
    // Each entry point's function, the execution models it is given (in the order of their
    // values, as spirv-val keeps them) and the functions it reaches, in module order.
    let mut entry_points: Vec<(u32, Vec<ExecutionModel>, Vec<usize>)> = Vec::new();
    for entry in model.entry_points() {
        let function = entry.function.get();
        match entry_points.iter_mut().find(|(f, ..)| *f == function) {
            Some((_, models, _)) => {
                if !models.contains(&entry.execution_model) {
                    models.push(entry.execution_model);
                }
            }
            None => entry_points.push((
                function,
                alloc::vec![entry.execution_model],
                model.reachable_functions(entry.function),
            )),
        }
    }
    for (_, models, _) in &mut entry_points {
        models.sort_unstable_by_key(|m| *m as u32);
    }
    let functions: Vec<(usize, u32, usize)> =
        model.functions().iter().enumerate().map(|(i, f)| (i, f.id.get(), f.instructions.start)).collect();
    for (at, id, index) in functions {
        if !limitations.iter().any(|(f, _)| *f == id) {
            continue;
        }
        let failing =
            entry_points.iter().filter(|(.., reached)| reached.contains(&at)).find_map(|(entry, models, _)| {
                models.iter().find_map(|&execution_model| {
                    let mut reason = String::new();
                    for (_, limitation) in limitations.iter().filter(|(f, l)| *f == id && !l.allows(execution_model)) {
                        if let Some(vuid) = limitation.vuid() {
                            reason.push_str(&c.vuid(vuid));
                        }
                        reason.push_str(limitation.message());
                        reason.push('\n');
                    }
                    (!reason.is_empty()).then_some((*entry, reason))
                })
            });
        if let Some((entry, reason)) = failing {
            let message = alloc::format!(
                "OpEntryPoint Entry Point <id> {}s callgraph contains function <id> {}, which cannot be used with the \
                 current execution model:\n{reason}",
                c.id_name(entry),
                c.id_name(id)
            );
            report.error(c.diag(ErrorKind::InvalidId, Some(index), message))?;
        }
    }
    Ok(())
}
