//! `NonUniformPass` (SPIRV-Tools' `source/val/validate_non_uniform.cpp`): the non-uniform group
//! operations' execution scopes (`crate::synchronization`, Vulkan's rules with them), result
//! types and operands: predicates, values of the result's type, ids, deltas and masks
//! (constants where SPIR-V 1.4 wants them), ballots of four unsigned integers, group operations
//! (Vulkan's for bit counts), cluster sizes and partition ballots, rotations.
//!
//! Operands are counted as spirv-val counts them (`GetOperandAs`, `GetOperandTypeId`): the
//! result type is operand 0, the result id 1, the execution scope 2.

use spirv_core::OpSet;
use spirv_core::spec::{Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::synchronization::{self, NON_UNIFORM_GROUP_OPERATIONS};
use spirv_core::predicates::is_constant;

/// The instructions this pass looks at (`spvOpcodeIsNonUniformGroupOperation`): it accepts
/// any other.
pub(crate) static OPCODES: &OpSet = &NON_UNIFORM_GROUP_OPERATIONS;

/// The values of `GroupOperation` the checks name.
mod group {
    pub(super) const REDUCE: u32 = 0;
    pub(super) const INCLUSIVE_SCAN: u32 = 1;
    pub(super) const EXCLUSIVE_SCAN: u32 = 2;
    pub(super) const CLUSTERED_REDUCE: u32 = 3;
    pub(super) const PARTITIONED_REDUCE_NV: u32 = 6;
    pub(super) const PARTITIONED_INCLUSIVE_SCAN_NV: u32 = 7;
    pub(super) const PARTITIONED_EXCLUSIVE_SCAN_NV: u32 = 8;
}

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, _: &'m Instruction<'a>) -> Result<(), Fault> {
    let opcode = c.opcode_at(index);
    if !OPCODES.contains(opcode) {
        return Ok(());
    }
    let Some(op) = Op::from_u16(opcode) else { return Ok(()) };
    // The quad votes have no scope.
    if !matches!(op, Op::GroupNonUniformQuadAllKHR | Op::GroupNonUniformQuadAnyKHR) {
        synchronization::execution_scope(c, index, c.operands.word(index, 2).unwrap_or(0))?;
    }
    // Two messages are not plain ones: the warning (which fails the validation as an error
    // does) and the one that names its VUID under Vulkan.
    match rule_broken(c, index, op) {
        Some(WARNING) => Err(c.diag(ErrorKind::Warning, Some(index), WARNING)),
        Some(BIT_COUNT) => {
            let message = alloc::format!("{}{BIT_COUNT}", c.vuid(4685));
            Err(c.diag(ErrorKind::InvalidData, Some(index), message))
        }
        Some(message) => Err(c.diag(ErrorKind::InvalidData, Some(index), message)),
        None => Ok(()),
    }
}

/// spirv-val's warning about a rotation's cluster size.
const WARNING: &str = "Behavior is undefined unless ClusterSize is at least 1 and a power of 2.";

/// Vulkan's rule of bit counts' group operations (after its VUID).
const BIT_COUNT: &str = "In Vulkan: The OpGroupNonUniformBallotBitCount group operation must be only: Reduce, InclusiveScan, or ExclusiveScan.";

/// The message of the first rule of its operation the instruction breaks, if any.
fn rule_broken(c: &Checker<'_, '_>, index: usize, op: Op) -> Option<&'static str> {
    use Op as O;
    let result_type = c.result_type_at(index);
    let operand = |n: usize| c.operands.word(index, n).unwrap_or(0);
    let operand_type = |n: usize| c.type_of(operand(n));
    let is_bool = |t: u32| c.is_bool_scalar_type(t);
    let is_unsigned = |t: u32| c.is_unsigned_int_scalar_type(t);
    // A scalar or vector of integers, floats or booleans.
    let is_numeric_or_bool = |t: u32| {
        c.is_float_scalar_or_vector_type(t) || c.is_int_scalar_or_vector_type(t) || c.is_bool_scalar_or_vector_type(t)
    };
    let is_ballot = |t: u32| c.is_unsigned_int_vector_type(t) && c.dimension(t) == 4;
    let first = |checks: &[(bool, &'static str)]| checks.iter().find(|(ok, _)| !ok).map(|&(_, message)| message);
    match op {
        O::GroupNonUniformElect => first(&[(is_bool(result_type), "Result must be a boolean scalar type")]),
        O::GroupNonUniformAny | O::GroupNonUniformAll => first(&[
            (is_bool(result_type), "Result must be a boolean scalar type"),
            (is_bool(operand_type(3)), "Predicate must be a boolean scalar type"),
        ]),
        O::GroupNonUniformAllEqual => first(&[
            (is_bool(result_type), "Result must be a boolean scalar type"),
            (
                is_numeric_or_bool(operand_type(3)),
                "Value must be a scalar or vector of integer, floating-point, or boolean type",
            ),
        ]),
        O::GroupNonUniformBroadcast
        | O::GroupNonUniformShuffle
        | O::GroupNonUniformShuffleXor
        | O::GroupNonUniformShuffleUp
        | O::GroupNonUniformShuffleDown
        | O::GroupNonUniformQuadBroadcast
        | O::GroupNonUniformQuadSwap => {
            // The name spirv-val gives the operand after the value, and whether it must be a
            // constant (always for a swap's direction; before SPIR-V 1.5 for broadcasts).
            let before_1_5 = c.module.header.version < 0x0001_0500;
            let (not_unsigned, not_constant, constant) = match op {
                O::GroupNonUniformBroadcast => (
                    "Id must be an unsigned integer scalar",
                    "In SPIR-V 1.4 or earlier, Id must be a constant instruction",
                    before_1_5,
                ),
                O::GroupNonUniformShuffle => ("Id must be an unsigned integer scalar", "", false),
                O::GroupNonUniformShuffleXor => ("Mask must be an unsigned integer scalar", "", false),
                O::GroupNonUniformQuadBroadcast => (
                    "Index must be an unsigned integer scalar",
                    "In SPIR-V 1.4 or earlier, Index must be a constant instruction",
                    before_1_5,
                ),
                O::GroupNonUniformQuadSwap => (
                    "Direction must be an unsigned integer scalar",
                    "In SPIR-V 1.4 or earlier, Direction must be a constant instruction",
                    true,
                ),
                _ => ("Delta must be an unsigned integer scalar", "", false),
            };
            first(&[
                (
                    is_numeric_or_bool(result_type),
                    "Result must be a scalar or vector of integer, floating-point, or boolean type",
                ),
                (operand_type(3) == result_type, "The type of Value must match the Result type"),
                (is_unsigned(operand_type(4)), not_unsigned),
                (!constant || c.def_op(operand(4)).is_some_and(|o| is_constant(o as u16)), not_constant),
            ])
        }
        O::GroupNonUniformBroadcastFirst => first(&[
            (
                is_numeric_or_bool(result_type),
                "Result must be a scalar or vector of integer, floating-point, or boolean type",
            ),
            (operand_type(3) == result_type, "The type of Value must match the Result type"),
        ]),
        O::GroupNonUniformBallot => first(&[
            (is_ballot(result_type), "Result must be a 4-component unsigned integer vector"),
            (is_bool(operand_type(3)), "Predicate must be a boolean scalar"),
        ]),
        O::GroupNonUniformInverseBallot | O::GroupNonUniformBallotBitExtract => first(&[
            (is_bool(result_type), "Result must be a boolean scalar"),
            (is_ballot(operand_type(3)), "Value must be a 4-component unsigned integer vector"),
            (
                op == O::GroupNonUniformInverseBallot || is_unsigned(operand_type(4)),
                "Id must be an unsigned integer scalar",
            ),
        ]),
        O::GroupNonUniformBallotBitCount => {
            // Vulkan counts the bits of a ballot only by reductions and scans.
            let counted = matches!(operand(3), group::REDUCE | group::INCLUSIVE_SCAN | group::EXCLUSIVE_SCAN);
            first(&[
                (is_unsigned(result_type), "Expected Result Type to be an unsigned integer type scalar."),
                (is_ballot(operand_type(4)), "Expected Value to be a vector of four components of integer type scalar"),
                (!c.options.target_env.is_vulkan() || counted, BIT_COUNT),
            ])
        }
        O::GroupNonUniformBallotFindLSB | O::GroupNonUniformBallotFindMSB => first(&[
            (is_unsigned(result_type), "Result must be an unsigned integer scalar"),
            (is_ballot(operand_type(3)), "Value must be a 4-component unsigned integer vector"),
        ]),
        O::GroupNonUniformRotateKHR => rotate(c, index),
        _ => arithmetic(c, index, op),
    }
}

/// The group reductions and scans (`ValidateGroupNonUniformArithmetic`): the result's kind of
/// number, the value's type, and the cluster size or partition ballot the operation takes.
fn arithmetic(c: &Checker<'_, '_>, index: usize, op: Op) -> Option<&'static str> {
    use Op as O;
    let result_type = c.result_type_at(index);
    let (result_ok, result_message) = match op {
        O::GroupNonUniformFAdd | O::GroupNonUniformFMul | O::GroupNonUniformFMin | O::GroupNonUniformFMax => {
            (c.is_float_scalar_or_vector_type(result_type), "Result must be a floating-point scalar or vector")
        }
        O::GroupNonUniformLogicalAnd | O::GroupNonUniformLogicalOr | O::GroupNonUniformLogicalXor => {
            (c.is_bool_scalar_or_vector_type(result_type), "Result must be a boolean scalar or vector")
        }
        O::GroupNonUniformUMin | O::GroupNonUniformUMax => (
            c.is_unsigned_int_scalar_type(result_type) || c.is_unsigned_int_vector_type(result_type),
            "Result must be an unsigned integer scalar or vector",
        ),
        O::GroupNonUniformIAdd
        | O::GroupNonUniformIMul
        | O::GroupNonUniformSMin
        | O::GroupNonUniformSMax
        | O::GroupNonUniformBitwiseAnd
        | O::GroupNonUniformBitwiseOr
        | O::GroupNonUniformBitwiseXor => {
            (c.is_int_scalar_or_vector_type(result_type), "Result must be an integer scalar or vector")
        }
        // The other operations (the quad votes) have no rules here.
        _ => return None,
    };
    if !result_ok {
        return Some(result_message);
    }
    if c.type_of(c.operands.word(index, 4).unwrap_or(0)) != result_type {
        return Some("The type of Value must match the Result type");
    }
    let operation = c.operands.word(index, 3).unwrap_or(0);
    let partitioned = matches!(
        operation,
        group::PARTITIONED_REDUCE_NV | group::PARTITIONED_INCLUSIVE_SCAN_NV | group::PARTITIONED_EXCLUSIVE_SCAN_NV
    );
    // Result type, result, scope, operation, value: a sixth operand is the cluster size or the
    // partition's ballot.
    if c.operands.of(index).len() <= 5 {
        return if operation == group::CLUSTERED_REDUCE {
            Some("ClusterSize must be present when Operation is ClusteredReduce")
        } else if partitioned {
            Some(
                "Ballot must be present when Operation is PartitionedReduceNV, PartitionedInclusiveScanNV, or \
                 PartitionedExclusiveScanNV",
            )
        } else {
            None
        };
    }
    let extra = c.operands.word(index, 5).unwrap_or(0);
    let extra_type = c.type_of(extra);
    if partitioned {
        if !c.is_int_scalar_or_vector_type(extra_type) || c.dimension(extra_type) != 4 {
            return Some("Ballot must be a 4-component integer vector");
        }
        return None;
    }
    // Any other operation's sixth operand is a cluster size, whatever the operation.
    if !c.is_unsigned_int_scalar_type(extra_type) {
        return Some("ClusterSize must be an unsigned integer scalar");
    }
    if !c.def_op(extra).is_some_and(|o| is_constant(o as u16)) {
        return Some("ClusterSize must be a constant instruction");
    }
    None
}

/// `OpGroupNonUniformRotateKHR` (`ValidateGroupNonUniformRotateKHR`): the value of the result's
/// type, an unsigned delta, a constant unsigned cluster size that is a power of two.
fn rotate(c: &Checker<'_, '_>, index: usize) -> Option<&'static str> {
    let result_type = c.result_type_at(index);
    let operand = |n: usize| c.operands.word(index, n).unwrap_or(0);
    if !c.is_int_scalar_or_vector_type(result_type)
        && !c.is_float_scalar_or_vector_type(result_type)
        && !c.is_bool_scalar_or_vector_type(result_type)
    {
        return Some("Expected Result Type to be a scalar or vector of floating-point, integer or boolean type.");
    }
    if c.type_of(operand(3)) != result_type {
        return Some("Result Type must be the same as the type of Value.");
    }
    if !c.is_unsigned_int_scalar_type(c.type_of(operand(4))) {
        return Some("Delta must be a scalar of integer type, whose Signedness operand is 0.");
    }
    // Result type, result, scope, value, delta: a sixth operand is the cluster size.
    if c.operands.of(index).len() <= 5 {
        return None;
    }
    let cluster_size = operand(5);
    if !c.is_unsigned_int_scalar_type(c.type_of(cluster_size)) {
        return Some("ClusterSize must be a scalar of integer type, whose Signedness operand is 0.");
    }
    if !c.def_op(cluster_size).is_some_and(|o| is_constant(o as u16)) {
        return Some("ClusterSize must come from a constant instruction.");
    }
    // spirv-val's warning, which fails the validation as its errors do.
    if c.constant_u64(cluster_size).is_some_and(|size| !size.is_power_of_two()) {
        return Some(WARNING);
    }
    None
}
