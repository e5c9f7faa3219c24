//! `RayReorderNVPass` and `RayReorderEXTPass` (SPIRV-Tools'
//! `source/val/validate_ray_tracing_reorder.cpp`): the hit-object instructions of
//! SPV_NV_shader_invocation_reorder and SPV_EXT_shader_invocation_reorder: the execution models
//! that may reach them (registered as limitations, `crate::limitations`), the hit object a
//! pointer to the extension's hit-object type, the rays, shader-binding-table indices, hits,
//! payloads and attribute variables they take, the optional pair of a reordering's hint and
//! bits, and what each query of a hit object returns.
//!
//! Operands are counted as spirv-val counts them: after the result type and id of the
//! instructions that have them.

use alloc::format;
use alloc::string::String;

use spirv_core::OpSet;
use spirv_core::spec::{Capability, ExecutionModel, Instruction, Op, StorageClass};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::limitations::{Message, Rule};
use crate::opcodes::op_name;
use crate::passes::ray_operands::{self, Ray32, first_broken, is_variable_of, pointee};

/// The instructions `RayReorderNVPass` looks at: it accepts any other.
pub(crate) static NV_OPCODES: OpSet = OpSet::new(&[
    Op::HitObjectIsMissNV,
    Op::HitObjectIsHitNV,
    Op::HitObjectIsEmptyNV,
    Op::HitObjectGetShaderRecordBufferHandleNV,
    Op::HitObjectGetHitKindNV,
    Op::HitObjectGetPrimitiveIndexNV,
    Op::HitObjectGetGeometryIndexNV,
    Op::HitObjectGetInstanceIdNV,
    Op::HitObjectGetInstanceCustomIndexNV,
    Op::HitObjectGetShaderBindingTableRecordIndexNV,
    Op::HitObjectGetCurrentTimeNV,
    Op::HitObjectGetRayTMaxNV,
    Op::HitObjectGetRayTMinNV,
    Op::HitObjectGetObjectToWorldNV,
    Op::HitObjectGetWorldToObjectNV,
    Op::HitObjectGetObjectRayOriginNV,
    Op::HitObjectGetObjectRayDirectionNV,
    Op::HitObjectGetWorldRayDirectionNV,
    Op::HitObjectGetWorldRayOriginNV,
    Op::HitObjectGetAttributesNV,
    Op::HitObjectExecuteShaderNV,
    Op::HitObjectRecordEmptyNV,
    Op::HitObjectRecordMissNV,
    Op::HitObjectRecordHitWithIndexNV,
    Op::HitObjectRecordHitNV,
    Op::HitObjectTraceRayMotionNV,
    Op::HitObjectTraceRayNV,
    Op::ReorderThreadWithHitObjectNV,
    Op::ReorderThreadWithHintNV,
    Op::HitObjectGetClusterIdNV,
    Op::HitObjectGetSpherePositionNV,
    Op::HitObjectGetSphereRadiusNV,
    Op::HitObjectGetLSSPositionsNV,
    Op::HitObjectGetLSSRadiiNV,
    Op::HitObjectIsSphereHitNV,
    Op::HitObjectIsLSSHitNV,
]);

/// The instructions `RayReorderEXTPass` looks at: it accepts any other.
pub(crate) static EXT_OPCODES: OpSet = OpSet::new(&[
    Op::HitObjectIsMissEXT,
    Op::HitObjectIsHitEXT,
    Op::HitObjectIsEmptyEXT,
    Op::HitObjectGetShaderRecordBufferHandleEXT,
    Op::HitObjectGetHitKindEXT,
    Op::HitObjectGetPrimitiveIndexEXT,
    Op::HitObjectGetGeometryIndexEXT,
    Op::HitObjectGetInstanceIdEXT,
    Op::HitObjectGetInstanceCustomIndexEXT,
    Op::HitObjectGetShaderBindingTableRecordIndexEXT,
    Op::HitObjectGetRayFlagsEXT,
    Op::HitObjectGetCurrentTimeEXT,
    Op::HitObjectGetRayTMaxEXT,
    Op::HitObjectGetRayTMinEXT,
    Op::HitObjectGetObjectToWorldEXT,
    Op::HitObjectGetWorldToObjectEXT,
    Op::HitObjectGetObjectRayOriginEXT,
    Op::HitObjectGetObjectRayDirectionEXT,
    Op::HitObjectGetWorldRayDirectionEXT,
    Op::HitObjectGetWorldRayOriginEXT,
    Op::HitObjectGetIntersectionTriangleVertexPositionsEXT,
    Op::HitObjectGetAttributesEXT,
    Op::HitObjectSetShaderBindingTableRecordIndexEXT,
    Op::HitObjectExecuteShaderEXT,
    Op::HitObjectRecordEmptyEXT,
    Op::HitObjectRecordFromQueryEXT,
    Op::HitObjectRecordMissEXT,
    Op::HitObjectRecordMissMotionEXT,
    Op::ReorderThreadWithHintEXT,
    Op::ReorderThreadWithHitObjectEXT,
    Op::HitObjectTraceRayEXT,
    Op::HitObjectTraceRayMotionEXT,
    Op::HitObjectReorderExecuteShaderEXT,
    Op::HitObjectTraceReorderExecuteEXT,
    Op::HitObjectTraceMotionReorderExecuteEXT,
]);

/// Which extension's hit objects an instruction takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ext {
    Nv,
    Ext,
}

/// What a query of a hit object returns, with the rule's message (most end with the opcode's
/// name).
#[derive(Clone, Copy)]
enum Returns {
    /// A boolean, checked before the hit object.
    Bool,
    /// A boolean, worded with the opcode.
    Boolean,
    /// A 2-component vector of 32-bit integers.
    Int32Vector2,
    /// An integer of any width (NV's rule) or of 32 bits (EXT's).
    Int {
        any_width: bool,
    },
    Float32,
    /// A 32-bit float, worded as the sphere's radius is.
    FloatingPoint32,
    Float32Vector3,
    /// A 3-component vector of 32-bit floats, worded as a sphere's position is.
    SpherePosition,
    /// A 4-column matrix of 3-component 32-bit float vectors.
    Matrix4x3,
    /// A 2-element array of 3-component float vectors.
    LssPositions,
    /// A 2-element array of floats.
    LssRadii,
    /// A 3-element array of 3-component 32-bit float vectors.
    TriangleVertices,
}

/// An operand of the hit-object instructions whose rules they share
/// (`ValidateHitObjectInstructionCommonParameters`), in the order spirv-val checks them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Param {
    AccelerationStructure,
    InstanceId,
    PrimitiveId,
    GeometryIndex,
    MissIndex,
    CullMask,
    SbtIndex,
    SbtOffset,
    SbtStride,
    SbtRecordOffset,
    SbtRecordStride,
    RayOrigin,
    RayTMin,
    RayDirection,
    RayTMax,
    RayFlags,
    Payload,
    HitKind,
    Attributes,
}

/// Every [`Param`], in the order spirv-val checks them.
const PARAMS: [Param; 19] = {
    use Param as P;
    [
        P::AccelerationStructure,
        P::InstanceId,
        P::PrimitiveId,
        P::GeometryIndex,
        P::MissIndex,
        P::CullMask,
        P::SbtIndex,
        P::SbtOffset,
        P::SbtStride,
        P::SbtRecordOffset,
        P::SbtRecordStride,
        P::RayOrigin,
        P::RayTMin,
        P::RayDirection,
        P::RayTMax,
        P::RayFlags,
        P::Payload,
        P::HitKind,
        P::Attributes,
    ]
};

/// The operands of a trace (NV's and EXT's): acceleration structure, flags, cull mask, offset,
/// stride, miss index, origin, tmin, direction, tmax; the payload after them or after the time
/// of a motion trace.
const fn trace(payload: usize) -> [(Param, usize); 11] {
    use Param as P;
    [
        (P::AccelerationStructure, 1),
        (P::RayFlags, 2),
        (P::CullMask, 3),
        (P::SbtOffset, 4),
        (P::SbtStride, 5),
        (P::MissIndex, 6),
        (P::RayOrigin, 7),
        (P::RayTMin, 8),
        (P::RayDirection, 9),
        (P::RayTMax, 10),
        (P::Payload, payload),
    ]
}

const TRACE: [(Param, usize); 11] = trace(11);
const TRACE_MOTION: [(Param, usize); 11] = trace(12);

/// `OpHitObjectRecordHitWithIndexNV`'s operands.
const RECORD_HIT_WITH_INDEX: &[(Param, usize)] = {
    use Param as P;
    &[
        (P::AccelerationStructure, 1),
        (P::InstanceId, 2),
        (P::PrimitiveId, 3),
        (P::GeometryIndex, 4),
        (P::HitKind, 5),
        (P::SbtIndex, 6),
        (P::RayOrigin, 7),
        (P::RayTMin, 8),
        (P::RayDirection, 9),
        (P::RayTMax, 10),
        (P::Attributes, 11),
    ]
};

/// `OpHitObjectRecordHitNV`'s operands.
const RECORD_HIT: &[(Param, usize)] = {
    use Param as P;
    &[
        (P::AccelerationStructure, 1),
        (P::InstanceId, 2),
        (P::PrimitiveId, 3),
        (P::GeometryIndex, 4),
        (P::HitKind, 5),
        (P::SbtRecordOffset, 6),
        (P::SbtRecordStride, 7),
        (P::RayOrigin, 8),
        (P::RayTMin, 9),
        (P::RayDirection, 10),
        (P::RayTMax, 11),
        (P::Attributes, 12),
    ]
};

/// The ray of a recorded miss, after its flags (EXT's) or miss index (NV's).
const MISS_RAY: &[(usize, Ray32, &str)] = &[
    (3, Ray32::FloatVector3, "Ray Origin must be a 32-bit float 3-component vector"),
    (4, Ray32::Float, "Ray TMin must be a 32-bit float scalar"),
    (5, Ray32::FloatVector3, "Ray Direction must be a 32-bit float 3-component vector"),
    (6, Ray32::Float, "Ray TMax must be a 32-bit float scalar"),
];

/// The payload variables' storage classes.
const PAYLOADS: &[StorageClass] = &[StorageClass::RayPayloadKHR, StorageClass::IncomingRayPayloadKHR];

/// What broke a rule: a fixed message, or one made.
enum Broken {
    Text(&'static str),
    Made(String),
}

type Checked = Result<(), Broken>;

fn broken(message: &'static str) -> Checked {
    Err(Broken::Text(message))
}

/// `message` unless `ok`.
fn unless(ok: bool, message: &'static str) -> Checked {
    if ok { Ok(()) } else { broken(message) }
}

/// `RayReorderNVPass`.
pub(crate) fn check_nv<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, _: &'m Instruction<'a>) -> Result<(), Fault> {
    let opcode = c.opcode_at(index);
    let Some(op) = Op::from_u16(opcode).filter(|_| NV_OPCODES.contains(opcode)) else { return Ok(()) };
    let result = nv(c, index, op);
    report(c, index, result)
}

/// `RayReorderEXTPass`.
pub(crate) fn check_ext<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, _: &'m Instruction<'a>) -> Result<(), Fault> {
    let opcode = c.opcode_at(index);
    let Some(op) = Op::from_u16(opcode).filter(|_| EXT_OPCODES.contains(opcode)) else { return Ok(()) };
    let result = ext(c, index, op);
    report(c, index, result)
}

fn report(c: &mut Checker<'_, '_>, index: usize, result: Checked) -> Result<(), Fault> {
    let message = match result {
        Ok(()) => return Ok(()),
        Err(Broken::Text(text)) => String::from(text),
        Err(Broken::Made(text)) => text,
    };
    Err(c.diag(ErrorKind::InvalidData, Some(index), message))
}

fn nv(c: &mut Checker<'_, '_>, index: usize, op: Op) -> Checked {
    use Op as O;
    let reorder = matches!(op, O::ReorderThreadWithHitObjectNV | O::ReorderThreadWithHintNV);
    limit_models(c, index, op, reorder);
    let returns = match op {
        O::HitObjectIsMissNV | O::HitObjectIsHitNV | O::HitObjectIsEmptyNV => Returns::Bool,
        O::HitObjectGetShaderRecordBufferHandleNV => Returns::Int32Vector2,
        O::HitObjectGetHitKindNV
        | O::HitObjectGetPrimitiveIndexNV
        | O::HitObjectGetGeometryIndexNV
        | O::HitObjectGetInstanceIdNV
        | O::HitObjectGetInstanceCustomIndexNV
        | O::HitObjectGetShaderBindingTableRecordIndexNV => Returns::Int { any_width: true },
        O::HitObjectGetClusterIdNV => Returns::Int { any_width: false },
        O::HitObjectGetCurrentTimeNV | O::HitObjectGetRayTMaxNV | O::HitObjectGetRayTMinNV => Returns::Float32,
        O::HitObjectGetObjectToWorldNV | O::HitObjectGetWorldToObjectNV => Returns::Matrix4x3,
        O::HitObjectGetObjectRayOriginNV
        | O::HitObjectGetObjectRayDirectionNV
        | O::HitObjectGetWorldRayDirectionNV
        | O::HitObjectGetWorldRayOriginNV => Returns::Float32Vector3,
        O::HitObjectGetSpherePositionNV => Returns::SpherePosition,
        O::HitObjectGetSphereRadiusNV => Returns::FloatingPoint32,
        O::HitObjectGetLSSPositionsNV => Returns::LssPositions,
        O::HitObjectGetLSSRadiiNV => Returns::LssRadii,
        O::HitObjectIsSphereHitNV | O::HitObjectIsLSSHitNV => Returns::Boolean,
        _ => return nv_other(c, index, op),
    };
    query(c, index, op, Ext::Nv, returns)
}

/// NV's instructions that are not queries of a hit object.
fn nv_other(c: &Checker<'_, '_>, index: usize, op: Op) -> Checked {
    use Op as O;
    let operand = |n: usize| c.operands.word(index, n).unwrap_or(0);
    if op == O::ReorderThreadWithHintNV {
        return hint_and_bits(c, index, 0, "bits must be a 32-bit int scalar");
    }
    hit_object(c, index, 0, Ext::Nv)?;
    match op {
        O::HitObjectGetAttributesNV => unless(
            is_variable_of(c, operand(1), &[StorageClass::HitObjectAttributeNV]),
            "Hit Object Attributes id must be a OpVariable of storage class HitObjectAttributeNV",
        ),
        // (spirv-val names the payload as attributes.)
        O::HitObjectExecuteShaderNV => unless(
            is_variable_of(c, operand(1), &[StorageClass::RayPayloadKHR]),
            "Hit Object Attributes id must be a OpVariable of storage class RayPayloadKHR",
        ),
        O::HitObjectRecordMissNV => {
            rays(c, index, &[(1, Ray32::Unsigned, "Miss Index must be a 32-bit int scalar")])?;
            rays(c, index, MISS_RAY_NV)
        }
        O::HitObjectRecordHitWithIndexNV => common(c, index, RECORD_HIT_WITH_INDEX),
        O::HitObjectRecordHitNV => common(c, index, RECORD_HIT),
        O::HitObjectTraceRayMotionNV => {
            common(c, index, &TRACE_MOTION)?;
            rays(c, index, &[(11, Ray32::Float, "Current Times must be a 32-bit float scalar type")])
        }
        O::HitObjectTraceRayNV => common(c, index, &TRACE),
        O::ReorderThreadWithHitObjectNV => optional_hint_and_bits(c, index, 1, "bits must be a 32-bit int scalar"),
        _ => Ok(()),
    }
}

/// NV's recorded miss's ray, after its miss index.
const MISS_RAY_NV: &[(usize, Ray32, &str)] = &[
    (2, Ray32::FloatVector3, "Ray Origin must be a 32-bit float 3-component vector"),
    (3, Ray32::Float, "Ray TMin must be a 32-bit float scalar"),
    (4, Ray32::FloatVector3, "Ray Direction must be a 32-bit float 3-component vector"),
    (5, Ray32::Float, "Ray TMax must be a 32-bit float scalar"),
];

fn ext(c: &mut Checker<'_, '_>, index: usize, op: Op) -> Checked {
    use Op as O;
    let reorder = matches!(
        op,
        O::ReorderThreadWithHintEXT
            | O::ReorderThreadWithHitObjectEXT
            | O::HitObjectReorderExecuteShaderEXT
            | O::HitObjectTraceReorderExecuteEXT
            | O::HitObjectTraceMotionReorderExecuteEXT
    );
    limit_models(c, index, op, reorder);
    let returns = match op {
        O::HitObjectIsMissEXT | O::HitObjectIsHitEXT | O::HitObjectIsEmptyEXT => Returns::Bool,
        O::HitObjectGetShaderRecordBufferHandleEXT => Returns::Int32Vector2,
        O::HitObjectGetHitKindEXT
        | O::HitObjectGetPrimitiveIndexEXT
        | O::HitObjectGetGeometryIndexEXT
        | O::HitObjectGetInstanceIdEXT
        | O::HitObjectGetInstanceCustomIndexEXT
        | O::HitObjectGetShaderBindingTableRecordIndexEXT
        | O::HitObjectGetRayFlagsEXT => Returns::Int { any_width: false },
        O::HitObjectGetCurrentTimeEXT | O::HitObjectGetRayTMaxEXT | O::HitObjectGetRayTMinEXT => Returns::Float32,
        O::HitObjectGetObjectToWorldEXT | O::HitObjectGetWorldToObjectEXT => Returns::Matrix4x3,
        O::HitObjectGetObjectRayOriginEXT
        | O::HitObjectGetObjectRayDirectionEXT
        | O::HitObjectGetWorldRayDirectionEXT
        | O::HitObjectGetWorldRayOriginEXT => Returns::Float32Vector3,
        O::HitObjectGetIntersectionTriangleVertexPositionsEXT => Returns::TriangleVertices,
        _ => return ext_other(c, index, op),
    };
    query(c, index, op, Ext::Ext, returns)
}

/// EXT's instructions that are not queries of a hit object.
fn ext_other(c: &Checker<'_, '_>, index: usize, op: Op) -> Checked {
    use Op as O;
    let operand = |n: usize| c.operands.word(index, n).unwrap_or(0);
    let bits = "Bits must be a 32-bit int scalar";
    if op == O::ReorderThreadWithHintEXT {
        return hint_and_bits(c, index, 0, bits);
    }
    hit_object(c, index, 0, Ext::Ext)?;
    let payload = |n: usize| {
        unless(
            is_variable_of(c, operand(n), PAYLOADS),
            "Payload must be a OpVariable of storage class RayPayloadKHR or IncomingRayPayloadKHR",
        )
    };
    let attributes = |n: usize| {
        unless(
            is_variable_of(c, operand(n), &[StorageClass::HitObjectAttributeEXT]),
            "Hit Object Attributes id must be a OpVariable of storage class HitObjectAttributeEXT",
        )
    };
    let flags_and_miss = [
        (1, Ray32::Int, "Ray Flags must be a 32-bit int scalar"),
        (2, Ray32::Unsigned, "Miss Index must be a 32-bit unsigned int scalar"),
    ];
    let time = |n: usize| rays(c, index, &[(n, Ray32::Float, "Current Time must be a 32-bit float scalar")]);
    match op {
        O::HitObjectGetAttributesEXT => attributes(1),
        O::HitObjectSetShaderBindingTableRecordIndexEXT => {
            rays(c, index, &[(1, Ray32::Int, "SBT Index must be a 32-bit integer scalar")])
        }
        O::HitObjectExecuteShaderEXT => payload(1),
        O::HitObjectRecordFromQueryEXT => {
            ray_query(c, index, 1)?;
            if !c.has_capability(Capability::RayQueryKHR) {
                return Err(Broken::Made(format!("{}: requires RayQueryKHR capability", op_name(op as u16))));
            }
            rays(c, index, &[(2, Ray32::Int, "SBT Record Index must be a 32-bit integer scalar")])?;
            attributes(3)
        }
        O::HitObjectRecordMissEXT => {
            rays(c, index, &flags_and_miss)?;
            rays(c, index, MISS_RAY)
        }
        O::HitObjectRecordMissMotionEXT => {
            rays(c, index, &flags_and_miss)?;
            rays(c, index, MISS_RAY)?;
            time(7)
        }
        O::ReorderThreadWithHitObjectEXT => optional_hint_and_bits(c, index, 1, bits),
        O::HitObjectTraceRayEXT => common(c, index, &TRACE),
        O::HitObjectTraceRayMotionEXT => {
            common(c, index, &TRACE_MOTION)?;
            time(11)
        }
        O::HitObjectReorderExecuteShaderEXT => {
            payload(1)?;
            optional_hint_and_bits(c, index, 2, bits)
        }
        O::HitObjectTraceReorderExecuteEXT => {
            common(c, index, &TRACE)?;
            optional_hint_and_bits(c, index, 12, bits)
        }
        O::HitObjectTraceMotionReorderExecuteEXT => {
            common(c, index, &TRACE_MOTION)?;
            time(11)?;
            optional_hint_and_bits(c, index, 13, bits)
        }
        _ => Ok(()),
    }
}

/// Registers the execution models that may reach the instruction: ray generation alone for
/// the reorderings, else ray generation, closest hit and miss shaders.
fn limit_models(c: &mut Checker<'_, '_>, index: usize, op: Op, reorder: bool) {
    use ExecutionModel as M;
    let (rule, message): (fn(M) -> bool, _) = if reorder {
        (|m| m == M::RayGenerationKHR, " requires RayGenerationKHR execution model")
    } else {
        (
            |m| matches!(m, M::RayGenerationKHR | M::ClosestHitKHR | M::MissKHR),
            " requires RayGenerationKHR, ClosestHitKHR and MissKHR execution models",
        )
    };
    c.limitations.register(&c.model, index, Rule::Model(rule), Message::OpcodeFirst(op as u16, message));
}

/// A query of the hit object (operand 2): the hit object and the result type, in spirv-val's
/// order (a boolean's first).
fn query(c: &Checker<'_, '_>, index: usize, op: Op, ext: Ext, returns: Returns) -> Checked {
    let result_type = c.result_type_at(index);
    if matches!(returns, Returns::Bool) {
        unless(c.is_bool_scalar_type(result_type), "expected Result Type to be bool scalar type")?;
        return hit_object(c, index, 2, ext);
    }
    hit_object(c, index, 2, ext)?;
    let float32 = |t: u32| c.is_float_scalar_type(t) && c.bit_width(t) == 32;
    let (ok, message) = match returns {
        Returns::Bool => (true, ""),
        Returns::Boolean => (c.is_bool_scalar_type(result_type), "Expected Boolean scalar as Result Type: "),
        Returns::Int32Vector2 => (
            c.is_int_vector_type(result_type) && c.dimension(result_type) == 2 && c.bit_width(result_type) == 32,
            "Expected 32-bit integer type 2-component vector as Result Type: ",
        ),
        Returns::Int { any_width } => {
            let width = c.bit_width(result_type);
            (
                c.is_int_scalar_type(result_type) && if any_width { width != 0 } else { width == 32 },
                "Expected 32-bit integer type scalar as Result Type: ",
            )
        }
        Returns::Float32 => (float32(result_type), "Expected 32-bit floating-point type scalar as Result Type: "),
        Returns::FloatingPoint32 => (float32(result_type), "Expected 32-bit floating point scalar as Result Type: "),
        Returns::Float32Vector3 => (
            ray_operands::is_float32_vector(c, result_type, 3),
            "Expected 32-bit floating-point type 3-component vector as Result Type: ",
        ),
        Returns::SpherePosition => (
            ray_operands::is_float32_vector(c, result_type, 3),
            "Expected 32-bit floating point 2 component vector type as Result Type: ",
        ),
        Returns::Matrix4x3 => match c.matrix_type_info(result_type) {
            None => (false, "expected matrix type as Result Type: "),
            // (No separator before the opcode in spirv-val's message.)
            Some((_, columns, _, _)) if columns != 4 => {
                (false, "expected Result Type matrix to have a Column Count of 4")
            }
            Some((rows, _, _, component)) => (
                c.is_float_scalar_type(component) && c.bit_width(result_type) == 32 && rows == 3,
                "expected Result Type matrix to have a Column Type of 3-component 32-bit float vectors: ",
            ),
        },
        Returns::LssPositions => (
            ray_operands::is_array_of_float_vector3s(c, result_type, 2, false),
            "Expected 2 element array of 32-bit 3 component float point vector as Result Type: ",
        ),
        Returns::LssRadii => (
            ray_operands::is_pair_of_floats(c, result_type),
            "Expected 2 element array of 32-bit floating point scalar as Result Type: ",
        ),
        Returns::TriangleVertices => (
            ray_operands::is_array_of_float_vector3s(c, result_type, 3, true),
            "Expected 3 element array of 32-bit 3 component float vectors as Result Type: ",
        ),
    };
    if ok {
        return Ok(());
    }
    Err(Broken::Made(format!("{message}{}", op_name(op as u16))))
}

/// The hit object operand `n` (`ValidateHitObjectPointer`, `ValidateHitObjectPointerEXT`): a
/// pointer to the extension's hit-object type.
fn hit_object(c: &Checker<'_, '_>, index: usize, n: usize, ext: Ext) -> Checked {
    let Some(pointee) = pointee(c, c.operands.word(index, n).unwrap_or(0)) else {
        return broken("Hit Object must be a pointer");
    };
    match ext {
        Ext::Nv => unless(c.def_is(pointee, Op::TypeHitObjectNV), "Type must be OpTypeHitObjectNV"),
        Ext::Ext => unless(c.def_is(pointee, Op::TypeHitObjectEXT), "Type must be OpTypeHitObjectEXT"),
    }
}

/// The ray query operand `n` of `OpHitObjectRecordFromQueryEXT`: a pointer to
/// `OpTypeRayQueryKHR` (of whatever instruction).
fn ray_query(c: &Checker<'_, '_>, index: usize, n: usize) -> Checked {
    match pointee(c, c.operands.word(index, n).unwrap_or(0)) {
        None => broken("Ray Query must be a pointer"),
        Some(pointee) => {
            unless(c.def_is(pointee, Op::TypeRayQueryKHR), "Ray Query must be a pointer to OpTypeRayQueryKHR")
        }
    }
}

/// The first of `rules` the operands break.
fn rays(c: &Checker<'_, '_>, index: usize, rules: &[(usize, Ray32, &'static str)]) -> Checked {
    match first_broken(c, index, rules) {
        Some(message) => broken(message),
        None => Ok(()),
    }
}

/// The operands the hit-object instructions share, at the operands `params` gives them, in
/// spirv-val's order (`ValidateHitObjectInstructionCommonParameters`).
fn common(c: &Checker<'_, '_>, index: usize, params: &[(Param, usize)]) -> Checked {
    use Param as P;
    for param in PARAMS {
        let Some(&(_, n)) = params.iter().find(|&&(p, _)| p == param) else { continue };
        let id = c.operands.word(index, n).unwrap_or(0);
        let ty = c.type_of(id);
        let (ok, message) = match param {
            P::AccelerationStructure => (
                c.def_is(ty, Op::TypeAccelerationStructureKHR),
                "Expected Acceleration Structure to be of type OpTypeAccelerationStructureKHR",
            ),
            P::InstanceId => (Ray32::Int.holds(c, ty), "Instance Id must be a 32-bit int scalar"),
            P::PrimitiveId => (Ray32::Int.holds(c, ty), "Primitive Id must be a 32-bit int scalar"),
            P::GeometryIndex => (Ray32::Int.holds(c, ty), "Geometry Index must be a 32-bit int scalar"),
            P::MissIndex => (Ray32::Unsigned.holds(c, ty), "Miss Index must be a 32-bit int scalar"),
            P::CullMask => (Ray32::Unsigned.holds(c, ty), "Cull mask must be a 32-bit int scalar"),
            P::SbtIndex => (Ray32::Unsigned.holds(c, ty), "SBT Index must be a 32-bit unsigned int scalar"),
            P::SbtOffset => (Ray32::Unsigned.holds(c, ty), "SBT Offset must be a 32-bit unsigned int scalar"),
            P::SbtStride => (Ray32::Unsigned.holds(c, ty), "SBT Stride must be a 32-bit unsigned int scalar"),
            P::SbtRecordOffset => {
                (Ray32::Unsigned.holds(c, ty), "SBT record offset must be a 32-bit unsigned int scalar")
            }
            P::SbtRecordStride => {
                (Ray32::Unsigned.holds(c, ty), "SBT record stride must be a 32-bit unsigned int scalar")
            }
            P::RayOrigin => (Ray32::FloatVector3.holds(c, ty), "Ray Origin must be a 32-bit float 3-component vector"),
            P::RayTMin => (Ray32::Float.holds(c, ty), "Ray TMin must be a 32-bit float scalar"),
            P::RayDirection => {
                (Ray32::FloatVector3.holds(c, ty), "Ray Direction must be a 32-bit float 3-component vector")
            }
            P::RayTMax => (Ray32::Float.holds(c, ty), "Ray TMax must be a 32-bit float scalar"),
            P::RayFlags => (Ray32::Int.holds(c, ty), "Ray Flags must be a 32-bit int scalar"),
            P::Payload => (
                is_variable_of(c, id, PAYLOADS),
                "payload must be a OpVariable of storage class RayPayloadKHR or IncomingRayPayloadKHR",
            ),
            P::HitKind => (Ray32::Unsigned.holds(c, ty), "Hit Kind must be a 32-bit unsigned int scalar"),
            // Either extension's attributes, for either's instructions.
            P::Attributes => (
                is_variable_of(c, id, &[StorageClass::HitObjectAttributeNV, StorageClass::HitObjectAttributeEXT]),
                "Hit Object Attributes id must be a OpVariable of storage class HitObjectAttributeNV",
            ),
        };
        unless(ok, message)?;
    }
    Ok(())
}

/// A reordering's hint and bits, operands `n` and `n + 1`: 32-bit integers.
fn hint_and_bits(c: &Checker<'_, '_>, index: usize, n: usize, bits: &'static str) -> Checked {
    rays(c, index, &[(n, Ray32::Int, "Hint must be a 32-bit int scalar"), (n + 1, Ray32::Int, bits)])
}

/// A reordering's optional hint and bits, from operand `n`: both or neither.
fn optional_hint_and_bits(c: &Checker<'_, '_>, index: usize, n: usize, bits: &'static str) -> Checked {
    let count = c.operands.of(index).len();
    if count <= n {
        return Ok(());
    }
    if count != n + 2 {
        // (Two spaces where spirv-val's message joins its parts.)
        return broken(
            "Hint and Bits are optional together i.e  Either both Hint and Bits should be provided or neither.",
        );
    }
    hint_and_bits(c, index, n, bits)
}
