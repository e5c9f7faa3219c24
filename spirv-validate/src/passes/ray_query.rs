//! `RayQueryPass` (SPIRV-Tools' `source/val/validate_ray_query.cpp`): the ray query
//! instructions of SPV_KHR_ray_query (and NV's queries of clusters, spheres and linear swept
//! spheres): the ray query operand a variable, parameter or access chain pointing to
//! `OpTypeRayQueryKHR`, an initialization's acceleration structure and ray, the intersection
//! operand a 32-bit integer constant, and each query's result type.
//!
//! Operands are counted as spirv-val counts them: after the result type and id of the
//! instructions that have them.

use alloc::format;
use alloc::string::String;

use spirv_core::spec::{Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::op_name;
use crate::passes::ray_operands::{self, Ray32};

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[Op] = &[
    Op::RayQueryInitializeKHR,
    Op::RayQueryTerminateKHR,
    Op::RayQueryConfirmIntersectionKHR,
    Op::RayQueryGenerateIntersectionKHR,
    Op::RayQueryProceedKHR,
    Op::RayQueryGetIntersectionTypeKHR,
    Op::RayQueryGetRayTMinKHR,
    Op::RayQueryGetRayFlagsKHR,
    Op::RayQueryGetIntersectionTKHR,
    Op::RayQueryGetIntersectionInstanceCustomIndexKHR,
    Op::RayQueryGetIntersectionInstanceIdKHR,
    Op::RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR,
    Op::RayQueryGetIntersectionGeometryIndexKHR,
    Op::RayQueryGetIntersectionPrimitiveIndexKHR,
    Op::RayQueryGetIntersectionBarycentricsKHR,
    Op::RayQueryGetIntersectionFrontFaceKHR,
    Op::RayQueryGetIntersectionCandidateAABBOpaqueKHR,
    Op::RayQueryGetIntersectionObjectRayDirectionKHR,
    Op::RayQueryGetIntersectionObjectRayOriginKHR,
    Op::RayQueryGetWorldRayDirectionKHR,
    Op::RayQueryGetWorldRayOriginKHR,
    Op::RayQueryGetIntersectionObjectToWorldKHR,
    Op::RayQueryGetIntersectionWorldToObjectKHR,
    Op::RayQueryGetIntersectionClusterIdNV,
    Op::RayQueryGetIntersectionSpherePositionNV,
    Op::RayQueryGetIntersectionLSSPositionsNV,
    Op::RayQueryGetIntersectionLSSRadiiNV,
    Op::RayQueryGetIntersectionSphereRadiusNV,
    Op::RayQueryGetIntersectionLSSHitValueNV,
    Op::RayQueryIsSphereHitNV,
    Op::RayQueryIsLSSHitNV,
];

/// What a query returns.
#[derive(Clone, Copy)]
enum Returns {
    Bool,
    /// The same rule as `Bool`, worded otherwise.
    Boolean,
    Float32,
    /// The same rule as `Float32`, worded otherwise.
    FloatingPoint32,
    Int32,
    Float32Vector(u32),
    /// A 4-column matrix of 3-component 32-bit float vectors.
    Matrix4x3,
    /// A 2-element array of 3-component float vectors.
    LssPositions,
    /// A 2-element array of floats.
    LssRadii,
}

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, _: &'m Instruction<'a>) -> Result<(), Fault> {
    use Op as O;
    let Some(op) = Op::from_u16(c.opcode_at(index)) else { return Ok(()) };
    let operand = |c: &Checker<'_, '_>, n: usize| c.operands.word(index, n).unwrap_or(0);
    let fail = |c: &mut Checker<'_, '_>, message: &str| Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    match op {
        O::RayQueryInitializeKHR => {
            ray_query_pointer(c, index, 0)?;
            if !c.def_is(c.type_of(operand(c, 1)), O::TypeAccelerationStructureKHR) {
                return fail(c, "Expected Acceleration Structure to be of type OpTypeAccelerationStructureKHR");
            }
            let message = ray_operands::first_broken(
                c,
                index,
                &[
                    (2, Ray32::Int, "Ray Flags must be a 32-bit int scalar"),
                    (3, Ray32::Int, "Cull Mask must be a 32-bit int scalar"),
                    (4, Ray32::FloatVector3, "Ray Origin must be a 32-bit float 3-component vector"),
                    (5, Ray32::Float, "Ray TMin must be a 32-bit float scalar"),
                    (6, Ray32::FloatVector3, "Ray Direction must be a 32-bit float 3-component vector"),
                    (7, Ray32::Float, "Ray TMax must be a 32-bit float scalar"),
                ],
            );
            match message {
                Some(message) => fail(c, message),
                None => Ok(()),
            }
        }
        O::RayQueryTerminateKHR | O::RayQueryConfirmIntersectionKHR => ray_query_pointer(c, index, 0),
        O::RayQueryGenerateIntersectionKHR => {
            ray_query_pointer(c, index, 0)?;
            match ray_operands::first_broken(c, index, &[(1, Ray32::Float, "Hit T must be a 32-bit float scalar")]) {
                Some(message) => fail(c, message),
                None => Ok(()),
            }
        }
        O::RayQueryGetIntersectionFrontFaceKHR => query(c, index, op, Returns::Bool, Intersection::After),
        O::RayQueryProceedKHR | O::RayQueryGetIntersectionCandidateAABBOpaqueKHR => {
            query(c, index, op, Returns::Bool, Intersection::None)
        }
        O::RayQueryGetIntersectionTKHR => query(c, index, op, Returns::Float32, Intersection::After),
        O::RayQueryGetRayTMinKHR => query(c, index, op, Returns::Float32, Intersection::None),
        O::RayQueryGetRayFlagsKHR => query(c, index, op, Returns::Int32, Intersection::None),
        O::RayQueryGetIntersectionTypeKHR
        | O::RayQueryGetIntersectionInstanceCustomIndexKHR
        | O::RayQueryGetIntersectionInstanceIdKHR
        | O::RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR
        | O::RayQueryGetIntersectionGeometryIndexKHR
        | O::RayQueryGetIntersectionPrimitiveIndexKHR => query(c, index, op, Returns::Int32, Intersection::After),
        O::RayQueryGetIntersectionObjectRayDirectionKHR | O::RayQueryGetIntersectionObjectRayOriginKHR => {
            query(c, index, op, Returns::Float32Vector(3), Intersection::After)
        }
        O::RayQueryGetWorldRayDirectionKHR | O::RayQueryGetWorldRayOriginKHR => {
            query(c, index, op, Returns::Float32Vector(3), Intersection::None)
        }
        O::RayQueryGetIntersectionBarycentricsKHR => {
            query(c, index, op, Returns::Float32Vector(2), Intersection::Before)
        }
        O::RayQueryGetIntersectionObjectToWorldKHR | O::RayQueryGetIntersectionWorldToObjectKHR => {
            query(c, index, op, Returns::Matrix4x3, Intersection::Before)
        }
        O::RayQueryGetIntersectionClusterIdNV => query(c, index, op, Returns::Int32, Intersection::Before),
        O::RayQueryGetIntersectionSpherePositionNV => {
            query(c, index, op, Returns::Float32Vector(3), Intersection::Before)
        }
        O::RayQueryGetIntersectionLSSPositionsNV => query(c, index, op, Returns::LssPositions, Intersection::Before),
        O::RayQueryGetIntersectionLSSRadiiNV => query(c, index, op, Returns::LssRadii, Intersection::Before),
        O::RayQueryGetIntersectionSphereRadiusNV | O::RayQueryGetIntersectionLSSHitValueNV => {
            query(c, index, op, Returns::FloatingPoint32, Intersection::Before)
        }
        O::RayQueryIsSphereHitNV | O::RayQueryIsLSSHitNV => query(c, index, op, Returns::Boolean, Intersection::Before),
        _ => Ok(()),
    }
}

/// Whether a query takes an intersection operand (operand 3), and whether spirv-val checks it
/// before or after the result type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Intersection {
    None,
    Before,
    After,
}

/// A query of a ray query (operand 2): the ray query, its intersection and its result type, in
/// spirv-val's order.
fn query(
    c: &mut Checker<'_, '_>,
    index: usize,
    op: Op,
    returns: Returns,
    intersection: Intersection,
) -> Result<(), Fault> {
    ray_query_pointer(c, index, 2)?;
    if intersection == Intersection::Before {
        intersection_id(c, index)?;
    }
    if let Some(message) = result_type_broken(c, c.result_type_at(index), returns, op) {
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    if intersection == Intersection::After {
        intersection_id(c, index)?;
    }
    Ok(())
}

/// The message of the rule of `returns` that `result_type` breaks, if it does.
fn result_type_broken(c: &Checker<'_, '_>, result_type: u32, returns: Returns, op: Op) -> Option<String> {
    let float32 = |t: u32| c.is_float_scalar_type(t) && c.bit_width(t) == 32;
    let message = match returns {
        Returns::Bool if !c.is_bool_scalar_type(result_type) => "expected Result Type to be bool scalar type",
        Returns::Boolean if !c.is_bool_scalar_type(result_type) => "expected Result Type to be Boolean scalar type",
        Returns::Float32 if !float32(result_type) => "expected Result Type to be 32-bit float scalar type",
        Returns::FloatingPoint32 if !float32(result_type) => {
            "expected Result Type to be 32-bit floating point scalar type"
        }
        Returns::Int32 if !(c.is_int_scalar_type(result_type) && c.bit_width(result_type) == 32) => {
            "expected Result Type to be 32-bit int scalar type"
        }
        Returns::Float32Vector(n) if !ray_operands::is_float32_vector(c, result_type, n) => {
            return Some(format!("expected Result Type to be 32-bit float {n}-component vector type"));
        }
        Returns::Matrix4x3 => match c.matrix_type_info(result_type) {
            None => "expected matrix type as Result Type",
            Some((_, columns, _, _)) if columns != 4 => "expected Result Type matrix to have a Column Count of 4",
            Some((rows, _, _, component))
                if !c.is_float_scalar_type(component) || c.bit_width(result_type) != 32 || rows != 3 =>
            {
                "expected Result Type matrix to have a Column Type of 3-component 32-bit float vectors"
            }
            Some(_) => return None,
        },
        Returns::LssPositions if !ray_operands::is_array_of_float_vector3s(c, result_type, 2, false) => {
            return Some(format!(
                "Expected 2 element array of 32-bit 3 component float point vector as Result Type: {}",
                op_name(op as u16)
            ));
        }
        Returns::LssRadii if !ray_operands::is_pair_of_floats(c, result_type) => {
            return Some(format!("Expected 32-bit floating point scalar as Result Type: {}", op_name(op as u16)));
        }
        _ => return None,
    };
    Some(message.into())
}

/// The ray query operand `n` of instruction `index` (`ValidateRayQueryPointer`): a variable,
/// function parameter or access chain, of a pointer to `OpTypeRayQueryKHR`.
fn ray_query_pointer(c: &mut Checker<'_, '_>, index: usize, n: usize) -> Result<(), Fault> {
    let id = c.operands.word(index, n).unwrap_or(0);
    let declaration = matches!(c.def_op(id), Some(Op::Variable | Op::FunctionParameter | Op::AccessChain));
    let message = if !declaration {
        "Ray Query must be a memory object declaration"
    } else {
        match ray_operands::pointee(c, id) {
            None => "Ray Query must be a pointer",
            Some(pointee) if !c.def_is(pointee, Op::TypeRayQueryKHR) => {
                "Ray Query must be a pointer to OpTypeRayQueryKHR"
            }
            Some(_) => return Ok(()),
        }
    };
    Err(c.diag(ErrorKind::InvalidData, Some(index), message))
}

/// A query's intersection operand, operand 3 (`ValidateIntersectionId`): a 32-bit integer
/// constant.
fn intersection_id(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    let id = c.operands.word(index, 3).unwrap_or(0);
    let ty = c.type_of(id);
    let constant = c.def_op(id).is_some_and(|o| spirv_core::predicates::is_constant(o as u16));
    if c.is_int_scalar_type(ty) && c.bit_width(ty) == 32 && constant {
        return Ok(());
    }
    Err(c.diag(ErrorKind::InvalidData, Some(index), "expected Intersection ID to be a constant 32-bit int scalar"))
}
