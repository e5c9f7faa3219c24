//! WorkgroupSize's rules where it is defined that hold in every environment
//! (`ValidateWorkgroupSizeAtDefinition`): a constant (under Vulkan); a constant composite of
//! constants has no zero dimension, and suits the derivative groups of every entry point.

use alloc::format;

use spirv_core::predicates::is_constant;
use spirv_core::spec::{ExecutionModeKind, Instruction, Op};

use super::type_rules::{Decorated, id_desc};
use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::facts::has_mode;

pub(super) fn constant(c: &mut Checker<'_, '_>, d: &Decorated) -> Result<(), Fault> {
    if !is_constant(c.opcode_at(d.index)) {
        if c.options.target_env.is_vulkan() {
            let desc = id_desc(c, d.index);
            let message = format!(
                "{}Vulkan spec requires BuiltIn WorkgroupSize to be a constant. {desc} is not a constant.",
                c.vuid(4426)
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
        }
        return Ok(());
    }
    let Some(Instruction::ConstantComposite { constituents, .. }) = c.module.instructions.get(d.index) else {
        return Ok(());
    };
    // Only a size known now (no specialization constant) is checked.
    let mut sizes = [0u64; 3];
    let mut parts = constituents.iter();
    for size in &mut sizes {
        let Some(part) = parts.next().map(|p| p.get()) else { return Ok(()) };
        if !c.def_is(part, Op::Constant) {
            return Ok(());
        }
        let Some(value) = c.constant_u64(part) else { return Ok(()) };
        *size = value;
    }
    let [x, y, z] = sizes;
    let product = x.wrapping_mul(y).wrapping_mul(z);
    if product == 0 {
        let message =
            format!("WorkgroupSize decorations must not have a static product of zero (X = {x}, Y = {y}, Z = {z}).");
        return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
    }
    let quads = ExecutionModeKind::DerivativeGroupQuadsKHR as u32;
    let linear = ExecutionModeKind::DerivativeGroupLinearKHR as u32;
    for at in 0..c.model.entry_points().len() {
        let entry = c.model.entry_points()[at].function.get();
        if has_mode(&c.model, entry, quads) && (x % 2 != 0 || y % 2 != 0) {
            let message = format!(
                "{}WorkgroupSize decorations has a static dimensions of (X = {x}, Y = {y}) but Entry Point id \
                 {entry} has an DerivativeGroupQuadsKHR execution mode, so both dimensions must be a multiple of 2",
                c.vuid(10151)
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
        }
        if has_mode(&c.model, entry, linear) && product % 4 != 0 {
            let message = format!(
                "{}WorkgroupSize decorations has a static dimensions of (X = {x}, Y = {y}, Z = {z}) but Entry Point \
                 id {entry} has an DerivativeGroupLinearKHR execution mode, so the product ({product}) must be a \
                 multiple of 4",
                c.vuid(10152)
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
        }
    }
    Ok(())
}
