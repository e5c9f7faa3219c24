//! Cooperative matrices and vectors compared as spirv-val compares them
//! (`CooperativeMatrixShapesMatch`, `CooperativeVectorDimensionsMatch`), for the arithmetic,
//! conversion and composite passes.

use alloc::format;
use alloc::string::String;

use spirv_core::spec::{Capability, Instruction};

use crate::checker::Checker;

/// The `Use` values of a cooperative matrix (`CooperativeMatrixUse`).
pub(crate) const MATRIX_A: u64 = 0;
pub(crate) const MATRIX_B: u64 = 1;
pub(crate) const MATRIX_ACCUMULATOR: u64 = 2;

/// `CooperativeMatrixShapesMatch`: the scope, rows, columns and (KHR's) use of two cooperative
/// matrix types agree where both are known constants (a conversion may turn an accumulator
/// into an A or B matrix with `CooperativeMatrixConversionsNV`; a transposition swaps rows
/// and columns).
pub(crate) fn cooperative_matrix_shapes_match(
    c: &Checker<'_, '_>,
    m1: u32,
    m2: u32,
    conversion: bool,
    swap: bool,
) -> Option<String> {
    let same_kind = match (c.def(m1), c.def(m2)) {
        (Some(x), Some(y)) => x.opcode() == y.opcode(),
        _ => false,
    };
    let (Some(s1), Some(s2)) = (c.cooperative_matrix_shape(m1), c.cooperative_matrix_shape(m2)) else {
        return Some("Expected cooperative matrix types".into());
    };
    if !same_kind {
        return Some("Expected cooperative matrix types".into());
    }
    let [scope1, mut rows1, mut columns1, use1] = s1;
    let [scope2, rows2, columns2, use2] = s2;
    if swap {
        core::mem::swap(&mut rows1, &mut columns1);
    }
    let known = |x: u32, y: u32| {
        let (x, y) = (c.eval_int32_if_const(x), c.eval_int32_if_const(y));
        (x.1 && y.1 && x.2 != y.2, y.2)
    };
    if known(scope1, scope2).0 {
        return Some("Expected scopes of Matrix and Result Type to be identical".into());
    }
    if known(rows1, rows2).0 {
        let how = if swap { "swapped with columns" } else { "identical" };
        return Some(format!("Expected rows of Matrix type and Result Type to be {how}"));
    }
    if known(columns1, columns2).0 {
        let how = if swap { "swapped with rows" } else { "identical" };
        return Some(format!("Expected columns of Matrix type and Result Type to be {how}"));
    }
    if c.is_cooperative_matrix_khr_type(m1) {
        let (differ, value2) = known(use1, use2);
        let accumulator_converted = conversion
            && u64::from(value2) == MATRIX_ACCUMULATOR
            && c.has_capability(Capability::CooperativeMatrixConversionsNV);
        if differ && !accumulator_converted {
            return Some("Expected Use of Matrix type and Result Type to be identical".into());
        }
    }
    None
}

/// `CooperativeVectorDimensionsMatch`: two cooperative vector types of the same component
/// count, where both are known constants.
pub(crate) fn cooperative_vector_dimensions_match(c: &Checker<'_, '_>, v1: u32, v2: u32) -> Option<&'static str> {
    let count = |t: u32| match c.def(t) {
        Some(Instruction::TypeCooperativeVectorNV { component_count, .. }) => Some(component_count.get()),
        _ => None,
    };
    let (Some(n1), Some(n2)) = (count(v1), count(v2)) else {
        return Some("Expected cooperative vector types");
    };
    let (x, y) = (c.eval_int32_if_const(n1), c.eval_int32_if_const(n2));
    (x.1 && y.1 && x.2 != y.2).then_some("Expected number of components to be identical")
}
