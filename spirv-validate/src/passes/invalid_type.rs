//! `InvalidTypePass` (SPIRV-Tools' `source/val/validate_invalid_type.cpp`): the instructions
//! that do not take BFloat16 or FP8 (E4M3, E5M2) values, in their result, their operand or
//! their matrix's components, though other passes let the type through.

use alloc::format;

use spirv_core::OpSet;
use spirv_core::spec::{FPEncoding, Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::OpName;
use crate::passes::derivatives;

/// The instructions whose result type may be neither (a scalar, a vector or a cooperative
/// matrix of either). spirv-val's list: arithmetic, derivatives, some atomics, the subgroup
/// instructions that move or combine floats, and any extended instruction; the derivatives are
/// `DerivativesPass`'s, which `RESULT_CHECKED` adds.
const BY_RESULT: &[Op] = &[
    Op::ExtInst,
    Op::FAdd,
    Op::FSub,
    Op::FMul,
    Op::FDiv,
    Op::FRem,
    Op::FMod,
    Op::FNegate,
    Op::AtomicFAddEXT,
    Op::AtomicFMinEXT,
    Op::AtomicFMaxEXT,
    Op::AtomicLoad,
    Op::AtomicExchange,
    Op::GroupNonUniformRotateKHR,
    Op::GroupNonUniformBroadcast,
    Op::GroupNonUniformShuffle,
    Op::GroupNonUniformShuffleXor,
    Op::GroupNonUniformShuffleUp,
    Op::GroupNonUniformShuffleDown,
    Op::GroupNonUniformQuadBroadcast,
    Op::GroupNonUniformQuadSwap,
    Op::GroupNonUniformBroadcastFirst,
    Op::GroupNonUniformFAdd,
    Op::GroupNonUniformFMul,
    Op::GroupNonUniformFMin,
];

/// The float classifications, whose operand (the third) may be neither.
const BY_OPERAND: &[Op] = &[Op::IsNan, Op::IsInf, Op::IsFinite, Op::IsNormal, Op::SignBitSet];

/// The instructions this pass looks at: it accepts any other.
pub(crate) static OPCODES: OpSet = OpSet::new(BY_OPERAND)
    .union(&RESULT_CHECKED)
    .with(Op::AtomicStore)
    .with(Op::GroupNonUniformAllEqual)
    .with(Op::MatrixTimesMatrix);

static RESULT_CHECKED: OpSet = OpSet::new(BY_RESULT).union(&OpSet::new(derivatives::OPCODES));
static OPERAND_CHECKED: OpSet = OpSet::new(BY_OPERAND);

const BFLOAT16: &[FPEncoding] = &[FPEncoding::BFloat16KHR];
const FP8: &[FPEncoding] = &[FPEncoding::Float8E4M3EXT, FPEncoding::Float8E5M2EXT];

/// Where a type may be BFloat16 or FP8 for the instruction to be refused.
#[derive(Clone, Copy)]
enum Shape {
    /// A scalar, a vector or a cooperative matrix (`IsBfloat16Type`, `IsFP8Type`).
    Any,
    /// A vector only (`IsBfloat16VectorType`, `IsFP8VectorType`).
    Vector,
    /// A scalar only: a matrix's component.
    Scalar,
}

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, _: &'m Instruction<'a>) -> Result<(), Fault> {
    // Most modules declare no BFloat16 or FP8 type: nothing to refuse.
    if !c.facts.encoded_floats {
        return Ok(());
    }
    let op = c.opcode_at(index);
    let (ty, shape) = if RESULT_CHECKED.contains(op) {
        (c.result_type_at(index), Shape::Any)
    } else if OPERAND_CHECKED.contains(op) {
        (operand_type(c, index, 2), Shape::Any)
    } else if op == Op::GroupNonUniformAllEqual as u16 {
        (operand_type(c, index, 3), Shape::Any)
    } else if op == Op::AtomicStore as u16 {
        (operand_type(c, index, 3), Shape::Vector)
    } else if op == Op::MatrixTimesMatrix as u16 {
        match c.matrix_type_info(c.result_type_at(index)) {
            Some((_, _, _, component)) => (component, Shape::Scalar),
            None => return Ok(()),
        }
    } else {
        return Ok(());
    };
    let message = if encoded(c, ty, shape, BFLOAT16) {
        "doesn't support BFloat16 type."
    } else if encoded(c, ty, shape, FP8) {
        "doesn't support FP8 E4M3/E5M2 types."
    } else {
        return Ok(());
    };
    Err(c.diag(ErrorKind::InvalidData, Some(index), format!("{} {message}", OpName(op))))
}

/// The type of operand `i` of instruction `index` (`GetOperandTypeId`).
fn operand_type(c: &Checker<'_, '_>, index: usize, i: usize) -> u32 {
    c.operands.word(index, i).map_or(0, |id| c.type_of(id))
}

/// Whether `ty`, of this shape, is a float of one of `encodings`.
fn encoded(c: &Checker<'_, '_>, ty: u32, shape: Shape, encodings: &[FPEncoding]) -> bool {
    let scalar = |id: u32| c.is_float_scalar_type_encoded(id, encodings);
    match shape {
        Shape::Scalar => scalar(ty),
        Shape::Vector => {
            matches!(c.def(ty), Some(Instruction::TypeVector { component_type, .. }) if scalar(component_type.get()))
        }
        Shape::Any => match c.def(ty) {
            Some(
                Instruction::TypeVector { component_type, .. }
                | Instruction::TypeCooperativeMatrixKHR { component_type, .. },
            ) => scalar(component_type.get()),
            _ => scalar(ty),
        },
    }
}
