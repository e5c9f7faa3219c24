//! `LiteralsPass` (SPIRV-Tools' `source/val/validate_literals.cpp`): the bits of a literal
//! number above its type's width (in its last word) are 0, or copies of the sign bit for a
//! signed integer.

use alloc::format;

use spirv_core::spec::Instruction;

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[spirv_core::spec::Op] = {
    use spirv_core::spec::Op as O;
    &[O::Constant, O::SpecConstant, O::Switch]
};

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let ok = match inst {
        Instruction::Constant { result_type, value, .. } | Instruction::SpecConstant { result_type, value, .. } => {
            upper_bits_extended(c, result_type.get(), value.bits())
        }
        Instruction::Switch { selector, target, .. } => {
            let ty = c.type_of(selector.get());
            target.iter().all(|(literal, _)| upper_bits_extended(c, ty, literal.bits()))
        }
        _ => true,
    };
    if ok {
        return Ok(());
    }
    // An OpSwitch has no result id, and spirv-val prints 0, which names none.
    let id = inst.result_id().map_or_else(|| "0".into(), |id| c.id_number(id.get()));
    Err(c.diag(
        ErrorKind::InvalidValue,
        Some(index),
        format!(
            "The high-order bits of a literal number in instruction <id> {id} must be 0 for a floating-point type, \
             or 0 for an integer type with Signedness of 0, or sign extended when Signedness is 1"
        ),
    ))
}

/// Whether a literal of the scalar type `ty`, its words `bits` (low word first), has its last
/// word's bits above the type's width zero, or sign-extended for a signed integer.
fn upper_bits_extended(c: &Checker<'_, '_>, ty: u32, bits: u64) -> bool {
    let (width, signed) = match c.def(ty) {
        Some(Instruction::TypeInt { width, signedness, .. }) => (*width, *signedness == 1),
        Some(Instruction::TypeFloat { width, .. }) => (*width, false),
        _ => return true,
    };
    let remaining = width % 32;
    if remaining == 0 {
        return true;
    }
    // The last word of the literal holds its high-order bits.
    let word = if width > 32 { (bits >> 32) as u32 } else { bits as u32 };
    let upper_mask = u32::MAX << remaining;
    let upper = word & upper_mask;
    let negative = signed && word & (1 << (remaining - 1)) != 0;
    if negative { upper == upper_mask } else { upper == 0 }
}
