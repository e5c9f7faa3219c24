//! `DebugPass` (SPIRV-Tools' `source/val/validate_debug.cpp`): `OpMemberName` names a member
//! of a struct type, `OpLine` names an `OpString`.

use alloc::format;

use spirv_core::spec::Instruction;

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[spirv_core::spec::Op] = {
    use spirv_core::spec::Op as O;
    &[O::Line, O::MemberName]
};

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    match inst {
        Instruction::MemberName { type_, member, .. } => {
            let ty = type_.get();
            let members = match c.def(ty) {
                Some(Instruction::TypeStruct { member_types, .. }) => member_types.len(),
                _ => {
                    let message = format!("OpMemberName Type <id> {} is not a struct type.", c.id_name(ty));
                    return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
                }
            };
            if *member as usize >= members {
                // spirv-val names the member index as if it were an id.
                let message = format!(
                    "OpMemberName Member <id> {} index is larger than Type <id> {}s member count.",
                    c.id_name(*member),
                    c.id_name(ty)
                );
                return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
            }
        }
        Instruction::Line { file, .. } if !matches!(c.def(file.get()), Some(Instruction::String { .. })) => {
            let message = format!("OpLine Target <id> {} is not an OpString.", c.id_name(file.get()));
            return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
        }
        _ => {}
    }
    Ok(())
}
