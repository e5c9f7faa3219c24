//! `AtomicsPass` (SPIRV-Tools' `source/val/validate_atomics.cpp`): the atomic instructions'
//! result types, pointers and the types they point to (untyped pointers too), the storage
//! classes each environment allows, the capabilities of 64-bit integer and of float atomics,
//! their memory scope and semantics (`crate::synchronization`), and the types of their values
//! and comparators.
//!
//! Vulkan's memory scopes limit the execution models that may hold them (see
//! `crate::synchronization`).

use alloc::format;

use spirv_core::spec::{Capability, Instruction, Op, StorageClass};
use spirv_core::{OpSet, TargetEnv};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::op_name;
use crate::synchronization::{self, Semantics};

/// The instructions this pass looks at (`spvOpcodeIsAtomicOp`): it accepts any other.
pub(crate) static OPCODES: &OpSet = &synchronization::ATOMICS;

/// What an atomic instruction returns.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Returns {
    Nothing,
    Float,
    Int,
    IntOrFloat,
    Bool,
}

fn returns(op: Op) -> Returns {
    use Op as O;
    match op {
        O::AtomicStore | O::AtomicFlagClear => Returns::Nothing,
        O::AtomicFAddEXT | O::AtomicFMinEXT | O::AtomicFMaxEXT => Returns::Float,
        O::AtomicLoad | O::AtomicExchange => Returns::IntOrFloat,
        O::AtomicFlagTestAndSet => Returns::Bool,
        _ => Returns::Int,
    }
}

/// The storage classes atomics may use in any environment.
fn allowed_anywhere(storage: StorageClass) -> bool {
    use StorageClass as S;
    matches!(
        storage,
        S::Uniform
            | S::StorageBuffer
            | S::Workgroup
            | S::CrossWorkgroup
            | S::Generic
            | S::AtomicCounter
            | S::Image
            | S::Function
            | S::PhysicalStorageBuffer
            | S::TaskPayloadWorkgroupEXT
    )
}

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, _: &'m Instruction<'a>) -> Result<(), Fault> {
    let opcode = c.opcode_at(index);
    if !OPCODES.contains(opcode) {
        return Ok(());
    }
    let Some(op) = Op::from_u16(opcode) else { return Ok(()) };
    let name = op_name(opcode);
    let invalid = |c: &mut Checker<'m, 'a>, message: &str| c.diag(ErrorKind::InvalidData, Some(index), message);
    let result_type = c.result_type_at(index);
    let returns = returns(op);
    let float16_vector = |c: &Checker<'m, 'a>| {
        c.has_capability(Capability::AtomicFloat16VectorNV) && is_float16_vector2_or_4(c, result_type)
    };
    let expected = match returns {
        Returns::Float if !float16_vector(c) && !c.is_float_scalar_type(result_type) => Some("float scalar type"),
        Returns::Int if !c.is_int_scalar_type(result_type) => Some("integer scalar type"),
        Returns::IntOrFloat
            if !(c.is_float_scalar_type(result_type)
                || c.is_int_scalar_type(result_type)
                || (op == Op::AtomicExchange && float16_vector(c))) =>
        {
            Some("integer or float scalar type")
        }
        Returns::Bool if !c.is_bool_scalar_type(result_type) => Some("bool scalar type"),
        _ => None,
    };
    if let Some(expected) = expected {
        return Err(invalid(c, &format!("{name}: expected Result Type to be {expected}")));
    }

    // Pointer, memory scope, semantics (Equal and Unequal), value, comparator: the operands
    // there are, in order.
    let mut operands = [0u32; 6];
    for (slot, id) in operands.iter_mut().zip(c.operands.operand_ids(index)) {
        *slot = id;
    }
    let exchange = matches!(op, Op::AtomicCompareExchange | Op::AtomicCompareExchangeWeak);
    let [pointer, memory_scope, semantics, ..] = operands;
    let Some((mut data_type, storage)) = c.pointer_type_info(c.type_of(pointer)) else {
        return Err(invalid(c, &format!("{name}: expected Pointer to be a pointer type")));
    };
    // An untyped pointer: the type is the result's, or the stored value's.
    if data_type == 0 {
        data_type = match op {
            Op::AtomicFlagTestAndSet | Op::AtomicFlagClear => {
                return Err(c.diag(
                    ErrorKind::InvalidId,
                    Some(index),
                    "Untyped pointers are not supported by atomic flag instructions",
                ));
            }
            Op::AtomicStore => c.type_of(operands[3]),
            _ => result_type,
        };
    }
    if c.is_int_scalar_type(data_type) && c.bit_width(data_type) == 64 && !c.has_capability(Capability::Int64Atomics) {
        return Err(invalid(c, &format!("{name}: 64-bit atomics require the Int64Atomics capability")));
    }
    if !allowed_anywhere(storage) {
        return Err(invalid(c, &format!("{name}: storage class forbidden by universal validation rules.")));
    }
    let env = c.options.target_env;
    if c.has_capability(Capability::Shader) {
        use StorageClass as S;
        if env.is_vulkan() {
            if !matches!(
                storage,
                S::Uniform
                    | S::StorageBuffer
                    | S::Workgroup
                    | S::Image
                    | S::PhysicalStorageBuffer
                    | S::TaskPayloadWorkgroupEXT
            ) {
                let message = format!(
                    "{}{name}: Vulkan spec only allows storage classes for atomic to be: Uniform, Workgroup, Image, \
                     StorageBuffer, PhysicalStorageBuffer or TaskPayloadWorkgroupEXT.",
                    c.vuid(4686)
                );
                return Err(invalid(c, &message));
            }
        } else if storage == S::Function {
            return Err(invalid(
                c,
                &format!("{name}: Function storage class forbidden when the Shader capability is declared."),
            ));
        }
        float_capabilities(c, index, op, result_type)?;
    }
    if synchronization::is_opencl(c) {
        use StorageClass as S;
        if !matches!(storage, S::Function | S::Workgroup | S::CrossWorkgroup | S::Generic) {
            return Err(invalid(
                c,
                &format!(
                    "{name}: storage class must be Function, Workgroup, CrossWorkGroup or Generic in the OpenCL \
                     environment."
                ),
            ));
        }
        if env == TargetEnv::OpenCl1_2 && storage == S::Generic {
            return Err(invalid(c, "Storage class cannot be Generic in OpenCL 1.2 environment"));
        }
    }
    match op {
        Op::AtomicFlagTestAndSet | Op::AtomicFlagClear
            if !c.is_int_scalar_type(data_type) || c.bit_width(data_type) != 32 =>
        {
            return Err(invalid(c, &format!("{name}: expected Pointer to point to a value of 32-bit integer type")));
        }
        Op::AtomicStore if !c.is_float_scalar_type(data_type) && !c.is_int_scalar_type(data_type) => {
            return Err(invalid(
                c,
                &format!("{name}: expected Pointer to be a pointer to integer or float scalar type"),
            ));
        }
        Op::AtomicFlagTestAndSet | Op::AtomicFlagClear | Op::AtomicStore => {}
        _ if data_type != result_type => {
            return Err(invalid(c, &format!("{name}: expected Pointer to point to a value of type Result Type")));
        }
        _ => {}
    }

    synchronization::memory_scope(c, index, memory_scope)?;
    synchronization::memory_semantics(c, index, Semantics::Only(semantics), memory_scope)?;
    let mut next = 3;
    if exchange {
        let unequal = Semantics::Unequal { unequal: operands[3], equal: semantics };
        synchronization::memory_semantics(c, index, unequal, memory_scope)?;
        next = 4;
    }
    match op {
        Op::AtomicStore => {
            if c.type_of(operands[3]) != data_type {
                return Err(invalid(
                    c,
                    &format!("{name}: expected Value type and the type pointed to by Pointer to be the same"),
                ));
            }
        }
        Op::AtomicLoad
        | Op::AtomicIIncrement
        | Op::AtomicIDecrement
        | Op::AtomicFlagTestAndSet
        | Op::AtomicFlagClear => {}
        _ => {
            if c.type_of(operands[next]) != result_type {
                return Err(invalid(c, &format!("{name}: expected Value to be of type Result Type")));
            }
            next += 1;
        }
    }
    if exchange && c.type_of(operands[next]) != result_type {
        return Err(invalid(c, &format!("{name}: expected Comparator to be of type Result Type")));
    }
    Ok(())
}

/// The capabilities float atomics need under `Shader`: of the float's width, or
/// `AtomicFloat16VectorNV` for a vector of two or four 16-bit floats.
fn float_capabilities(c: &mut Checker<'_, '_>, index: usize, op: Op, result_type: u32) -> Result<(), Fault> {
    let name = op_name(op as u16);
    // The capability of each width, and the names messages give them: spirv-val names the
    // 32-bit capability for 16-bit float adds.
    let [half, single, double] = match op {
        Op::AtomicFAddEXT => [
            (Capability::AtomicFloat16AddEXT, "add atomics require the AtomicFloat32AddEXT"),
            (Capability::AtomicFloat32AddEXT, "add atomics require the AtomicFloat32AddEXT"),
            (Capability::AtomicFloat64AddEXT, "add atomics require the AtomicFloat64AddEXT"),
        ],
        Op::AtomicFMinEXT | Op::AtomicFMaxEXT => [
            (Capability::AtomicFloat16MinMaxEXT, "min/max atomics require the AtomicFloat16MinMaxEXT"),
            (Capability::AtomicFloat32MinMaxEXT, "min/max atomics require the AtomicFloat32MinMaxEXT"),
            (Capability::AtomicFloat64MinMaxEXT, "min/max atomics require the AtomicFloat64MinMaxEXT"),
        ],
        _ => return Ok(()),
    };
    let (capability, what) = match c.bit_width(result_type) {
        16 if is_float16_vector2_or_4(c, result_type) => {
            (Capability::AtomicFloat16VectorNV, "vector atomics require the AtomicFloat16VectorNV")
        }
        16 => half,
        32 => single,
        64 => double,
        _ => return Ok(()),
    };
    if c.has_capability(capability) {
        return Ok(());
    }
    let missing = format!("{name}: float {what} capability");
    Err(c.diag(ErrorKind::InvalidData, Some(index), missing))
}

/// Whether `id` is a vector of two or four 16-bit floats (`IsFloat16Vector2Or4Type`).
fn is_float16_vector2_or_4(c: &Checker<'_, '_>, id: u32) -> bool {
    match c.def(id) {
        Some(Instruction::TypeVector { component_type, component_count, .. }) => {
            matches!(component_count, 2 | 4)
                && c.is_float_scalar_type(component_type.get())
                && c.bit_width(component_type.get()) == 16
        }
        _ => false,
    }
}
