//! `MiscPass` (SPIRV-Tools' `source/val/validate_misc.cpp`): `OpUndef`'s type,
//! `OpIsHelperInvocationEXT`'s result, `OpReadClockKHR`'s scope and result,
//! `OpAssumeTrueKHR`'s condition and `OpExpectKHR`'s operands.
//!
//! Not ported: the execution-model limitations these instructions register for the functions
//! that hold them (checked by spirv-val after the per-instruction passes).

use spirv_core::spec::{Capability, Instruction, Scope};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[spirv_core::spec::Op] = {
    use spirv_core::spec::Op as O;
    &[O::AssumeTrueKHR, O::ExpectKHR, O::IsHelperInvocationEXT, O::ReadClockKHR, O::Undef]
};

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let result_type = c.result_type_at(index);
    let (kind, message) = match inst {
        Instruction::Undef { .. } => {
            if c.is_void_type(result_type) {
                (ErrorKind::InvalidId, "Cannot create undefined values with void type")
            } else if c.has_capability(Capability::Shader)
                && c.contains_limited_use_int_or_float_type(result_type)
                && !c.is_pointer_type(result_type)
            {
                (ErrorKind::InvalidId, "Cannot create undefined values with 8- or 16-bit types")
            } else {
                return Ok(());
            }
        }
        Instruction::IsHelperInvocationEXT { .. } if !c.is_bool_scalar_type(result_type) => {
            (ErrorKind::InvalidData, "Expected bool scalar type as Result Type: IsHelperInvocationEXT")
        }
        Instruction::ReadClockKHR { scope, .. } => {
            // The general rules of scopes (`ValidateScope`).
            crate::synchronization::scope(c, index, scope.get())?;
            let (_, is_const, value) = c.eval_int32_if_const(scope.get());
            let vulkan = c.options.target_env.is_vulkan();
            let opencl = c.options.target_env.family() == spirv_core::Family::OpenCl;
            let allowed: &[Scope] = if vulkan {
                &[Scope::Subgroup, Scope::Device]
            } else {
                &[Scope::Workgroup, Scope::Subgroup, Scope::Device]
            };
            if is_const && (vulkan || opencl) && !allowed.iter().any(|s| s.to_u32() == value) {
                let message = if vulkan {
                    alloc::format!("{}Scope must be Subgroup or Device", c.vuid(4652))
                } else {
                    "Scope must be Subgroup, Workgroup, or Device".into()
                };
                return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
            }
            if c.is_unsigned_64_bit_handle(result_type) {
                return Ok(());
            }
            (
                ErrorKind::InvalidData,
                "Expected Value to be a vector of two components of unsigned integer or 64bit unsigned integer",
            )
        }
        Instruction::AssumeTrueKHR { condition } => {
            let ty = c.type_of(condition.get());
            if ty != 0 && c.is_bool_scalar_type(ty) {
                return Ok(());
            }
            (ErrorKind::InvalidId, "Value operand of OpAssumeTrueKHR must be a boolean scalar")
        }
        Instruction::ExpectKHR { value, expected_value, .. } => {
            if !c.is_bool_scalar_or_vector_type(result_type) && !c.is_int_scalar_or_vector_type(result_type) {
                (
                    ErrorKind::InvalidId,
                    "Result of OpExpectKHR must be a scalar or vector of integer type or boolean type",
                )
            } else if c.type_of(value.get()) != result_type {
                (ErrorKind::InvalidId, "Type of Value operand of OpExpectKHR does not match the result type ")
            } else if c.type_of(expected_value.get()) != result_type {
                (ErrorKind::InvalidId, "Type of ExpectedValue operand of OpExpectKHR does not match the result type ")
            } else {
                return Ok(());
            }
        }
        _ => return Ok(()),
    };
    Err(c.diag(kind, Some(index), message))
}
