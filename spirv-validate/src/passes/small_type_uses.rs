//! `ValidateSmallTypeUses` (SPIRV-Tools' `source/val/validate_small_type_uses.cpp`): in a shader
//! whose 8- or 16-bit types lack the capability to compute with them (`Int8`, `Int16`,
//! `Float16`), a value of such a type (not a pointer) is only stored, copied, converted in width
//! or decorated. spirv-val checks it of each instruction in its last walk, between the
//! instruction's execution limitations and its QCOM texture uses; the error is about the first
//! use that is none of those.

use spirv_core::spec::{Capability, Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// Whether the module may break the rule at all: a shader declaring an 8- or 16-bit type
/// without the capability to compute with it. (Most shaders lack one of the capabilities, and
/// declare none of the types: their values are not looked at one by one.)
pub(crate) fn applies(c: &Checker<'_, '_>) -> bool {
    if !c.has_capability(Capability::Shader) {
        return false;
    }
    let int8 = !c.has_capability(Capability::Int8);
    let int16 = !c.has_capability(Capability::Int16);
    let float16 = !c.has_capability(Capability::Float16);
    c.module.instructions.iter().any(|inst| match inst {
        Instruction::TypeInt { width, .. } => (int8 && *width == 8) || (int16 && *width == 16),
        Instruction::TypeFloat { width, floating_point_encoding, .. } => {
            float16 && *width == 16 && floating_point_encoding.is_none()
        }
        _ => false,
    })
}

/// The rule for the value instruction `index` defines (`applies` being true): the first of its
/// users that does more than store, copy, convert or decorate it.
pub(crate) fn check(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    let ty = c.result_type_at(index);
    if ty == 0 || !c.contains_limited_use_int_or_float_type(ty) || c.is_pointer_type(ty) {
        return Ok(());
    }
    let Some(id) = spirv_core::IdRef::new(c.result_id_at(index)) else { return Ok(()) };
    let uses = c.uses();
    let allowed = |op: u16| {
        [Op::Decorate, Op::DecorateId, Op::CopyObject, Op::Store, Op::FConvert, Op::UConvert, Op::SConvert]
            .iter()
            .any(|&o| o as u16 == op)
    };
    match uses.users(id).iter().map(|&user| user as usize).find(|&user| !allowed(c.opcode_at(user))) {
        Some(user) => Err(c.diag(ErrorKind::InvalidId, Some(user), "Invalid use of 8- or 16-bit result")),
        None => Ok(()),
    }
}
