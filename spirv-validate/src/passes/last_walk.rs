//! spirv-val's last walk of the instructions (`validate.cpp`, after `ValidateBuiltIns`): of
//! each instruction in turn, `ValidateExecutionLimitations` (of a function, at its
//! `OpFunction`), `ValidateSmallTypeUses` and `ValidateQCOMImageProcessingTextureUsages`. The
//! three are interleaved so that, when a module breaks two of them at different instructions,
//! the earlier instruction's error is the first, as spirv-val's is.

use spirv_core::spec::Op;

use crate::checker::Checker;
use crate::error::{Report, Stop};
use crate::passes::{execution_limitations, qcom_texture_usages, small_type_uses};

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    // What each check needs, once; `None` (or `false`) when it cannot fail.
    let limitations = execution_limitations::prepare(c);
    let small_types = small_type_uses::applies(c);
    let consumers = qcom_texture_usages::consumers(c);
    if !small_types && consumers.is_none() {
        // The limitations alone (most modules): function by function, no instruction between.
        if let Some(limitations) = &limitations {
            for function in 0..c.model.functions().len() {
                execution_limitations::check_function(c, limitations, function, report)?;
            }
        }
        return Ok(());
    }
    for index in 0..c.module.instructions.len() {
        // At an `OpFunction`, its function's index among the model's (in module order).
        let function = (c.opcode_at(index) == Op::Function as u16)
            .then(|| c.model.functions().binary_search_by_key(&index, |f| f.instructions.start).ok())
            .flatten();
        if let Some(function) = function {
            let errors = report.errors.len();
            if let Some(limitations) = &limitations {
                execution_limitations::check_function(c, limitations, function, report)?;
            }
            // The instruction's other checks are skipped after an error, as spirv-val stops.
            if report.errors.len() > errors {
                continue;
            }
        }
        if small_types && let Err(e) = small_type_uses::check(c, index) {
            report.error(e)?;
            continue;
        }
        if let Some(consumers) = &consumers
            && let Err(e) = qcom_texture_usages::check_instruction(c, consumers, index)
        {
            report.error(e)?;
        }
    }
    Ok(())
}
