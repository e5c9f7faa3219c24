//! `RayTracingPass` (SPIRV-Tools' `source/val/validate_ray_tracing.cpp`): the instructions of
//! SPV_KHR_ray_tracing that trace rays, report intersections and call shaders: the execution
//! models that may reach them (registered as limitations, `crate::limitations`), and their
//! operands: the acceleration structure, the ray's 32-bit flags, offsets, origin, direction and
//! bounds, hits, and payloads and callable data of their storage classes.

use spirv_core::spec::{ExecutionModel, Instruction, Op, StorageClass};

use crate::checker::Checker;
use crate::error::Fault;
use crate::limitations::{Message, Rule};
use crate::passes::ray_operands::{Ray32, first_broken, is_variable_of};

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[Op] = &[Op::TraceRayKHR, Op::ReportIntersectionKHR, Op::ExecuteCallableKHR];

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, _: &'m Instruction<'a>) -> Result<(), Fault> {
    use ExecutionModel as M;
    let Some(op) = Op::from_u16(c.opcode_at(index)) else { return Ok(()) };
    // Operands are counted as spirv-val counts them: after the result type and id of
    // `OpReportIntersectionKHR`, from the first of the others.
    let message = match op {
        Op::TraceRayKHR => {
            c.limitations.register(
                &c.model,
                index,
                Rule::Model(|m| matches!(m, M::RayGenerationKHR | M::ClosestHitKHR | M::MissKHR)),
                Message::Text("OpTraceRayKHR requires RayGenerationKHR, ClosestHitKHR and MissKHR execution models"),
            );
            let payload = c.operands.word(index, 10).unwrap_or(0);
            if !c.def_is(c.type_of(c.operands.word(index, 0).unwrap_or(0)), Op::TypeAccelerationStructureKHR) {
                Some("Expected Acceleration Structure to be of type OpTypeAccelerationStructureKHR")
            } else if let Some(message) = first_broken(c, index, TRACE_RAY) {
                Some(message)
            } else if !c.def_is(payload, Op::Variable) {
                Some("Payload must be the result of a OpVariable")
            } else if !is_variable_of(c, payload, &[StorageClass::RayPayloadKHR, StorageClass::IncomingRayPayloadKHR]) {
                Some("Payload must have storage class RayPayloadKHR or IncomingRayPayloadKHR")
            } else {
                None
            }
        }
        Op::ReportIntersectionKHR => {
            c.limitations.register(
                &c.model,
                index,
                Rule::Model(|m| m == M::IntersectionKHR),
                Message::Text("OpReportIntersectionKHR requires IntersectionKHR execution model"),
            );
            if !c.is_bool_scalar_type(c.result_type_at(index)) {
                Some("expected Result Type to be bool scalar type")
            } else {
                // spirv-val words the rule of the float Hit as an int's.
                first_broken(
                    c,
                    index,
                    &[
                        (2, Ray32::Float, "Hit must be a 32-bit int scalar"),
                        (3, Ray32::Unsigned, "Hit Kind must be a 32-bit unsigned int scalar"),
                    ],
                )
            }
        }
        Op::ExecuteCallableKHR => {
            c.limitations.register(
                &c.model,
                index,
                Rule::Model(|m| matches!(m, M::RayGenerationKHR | M::ClosestHitKHR | M::MissKHR | M::CallableKHR)),
                Message::Text(
                    "OpExecuteCallableKHR requires RayGenerationKHR, ClosestHitKHR, MissKHR and CallableKHR execution \
                     models",
                ),
            );
            let data = c.operands.word(index, 1).unwrap_or(0);
            let storage = [StorageClass::CallableDataKHR, StorageClass::IncomingCallableDataKHR];
            if let Some(message) =
                first_broken(c, index, &[(0, Ray32::Unsigned, "SBT Index must be a 32-bit unsigned int scalar")])
            {
                Some(message)
            } else if !c.def_is(data, Op::Variable) {
                Some("Callable Data must be the result of a OpVariable")
            } else if !is_variable_of(c, data, &storage) {
                Some("Callable Data must have storage class CallableDataKHR or IncomingCallableDataKHR")
            } else {
                None
            }
        }
        _ => None,
    };
    c.invalid_data_if(index, message)
}

/// `OpTraceRayKHR`'s operands after the acceleration structure, before the payload.
const TRACE_RAY: &[(usize, Ray32, &str)] = &[
    (1, Ray32::Int, "Ray Flags must be a 32-bit int scalar"),
    (2, Ray32::Int, "Cull Mask must be a 32-bit int scalar"),
    (3, Ray32::Int, "SBT Offset must be a 32-bit int scalar"),
    (4, Ray32::Int, "SBT Stride must be a 32-bit int scalar"),
    (5, Ray32::Int, "Miss Index must be a 32-bit int scalar"),
    (6, Ray32::FloatVector3, "Ray Origin must be a 32-bit float 3-component vector"),
    (7, Ray32::Float, "Ray TMin must be a 32-bit float scalar"),
    (8, Ray32::FloatVector3, "Ray Direction must be a 32-bit float 3-component vector"),
    (9, Ray32::Float, "Ray TMax must be a 32-bit float scalar"),
];
