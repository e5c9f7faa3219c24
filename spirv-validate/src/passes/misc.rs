//! `MiscPass` (SPIRV-Tools' `source/val/validate_misc.cpp`): `OpUndef`'s type,
//! `OpIsHelperInvocationEXT`'s result, `OpReadClockKHR`'s scope and result,
//! `OpAssumeTrueKHR`'s condition and `OpExpectKHR`'s operands.
//!
//! The fragment-only instructions register what they require of the entry points that reach
//! them (`limitations.rs`). Not ported: the message on a scope of no known value (which prints
//! the scope's instruction).

use spirv_core::spec::{Capability, ExecutionModel, Instruction, Scope};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::limitations::{Message, Rule, has_any_mode};

/// What the fragment-only instructions require of the entry points that reach them.
fn limit_execution(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) {
    let fragment: fn(ExecutionModel) -> bool = |m| m == ExecutionModel::Fragment;
    let message = match inst {
        Instruction::BeginInvocationInterlockEXT | Instruction::EndInvocationInterlockEXT => {
            "OpBeginInvocationInterlockEXT/OpEndInvocationInterlockEXT require Fragment execution model"
        }
        Instruction::DemoteToHelperInvocation => "OpDemoteToHelperInvocationEXT requires Fragment execution model",
        Instruction::IsHelperInvocationEXT { .. } => "OpIsHelperInvocationEXT requires Fragment execution model",
        _ => return,
    };
    c.limitations.register(&c.model, index, Rule::Model(fragment), Message::Text(message));
    if matches!(inst, Instruction::BeginInvocationInterlockEXT | Instruction::EndInvocationInterlockEXT) {
        let interlocked: crate::limitations::EntryRule =
            |model, _, entry| has_any_mode(model, entry, crate::facts::INTERLOCK_MODES);
        let message = "OpBeginInvocationInterlockEXT/OpEndInvocationInterlockEXT require a fragment shader interlock \
                       execution mode.";
        c.limitations.register(&c.model, index, Rule::EntryPoint(interlocked), Message::Text(message));
    }
}

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[spirv_core::spec::Op] = {
    use spirv_core::spec::Op as O;
    &[
        O::AssumeTrueKHR,
        O::BeginInvocationInterlockEXT,
        O::DemoteToHelperInvocation,
        O::EndInvocationInterlockEXT,
        O::ExpectKHR,
        O::IsHelperInvocationEXT,
        O::ReadClockKHR,
        O::Undef,
    ]
};

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    limit_execution(c, index, inst);
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
