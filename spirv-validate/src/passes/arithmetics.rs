//! `ArithmeticsPass` (SPIRV-Tools' `source/val/validate_arithmetics.cpp`): the result and
//! operand types of float and integer arithmetic, `OpDot`, the vector and matrix products,
//! the extended arithmetic (`OpIAddCarry`, ...) and the cooperative matrix multiply-adds.

use alloc::format;
use alloc::string::String;

use spirv_core::spec::{Capability, FPEncoding, Instruction};

use crate::checker::Checker;
use crate::cooperative::{
    MATRIX_A, MATRIX_ACCUMULATOR, MATRIX_B, cooperative_matrix_shapes_match, cooperative_vector_dimensions_match,
};
use crate::error::Fault;
use crate::opcodes::OpName;

/// The element kinds the arithmetic instructions take.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Element {
    Float,
    UnsignedInt,
    Int,
}

impl Element {
    fn scalar(self, c: &Checker<'_, '_>, id: u32) -> bool {
        match self {
            Element::Float => c.is_float_scalar_type(id),
            Element::UnsignedInt => c.is_unsigned_int_scalar_type(id),
            Element::Int => c.is_int_scalar_type(id),
        }
    }

    fn vector(self, c: &Checker<'_, '_>, id: u32) -> bool {
        match self {
            Element::Float => c.is_float_vector_type(id),
            Element::UnsignedInt => c.is_unsigned_int_vector_type(id),
            Element::Int => c.is_int_vector_type(id),
        }
    }

    fn cooperative_matrix(self, c: &Checker<'_, '_>, id: u32) -> bool {
        c.is_cooperative_matrix_of(id, |c, t| self.scalar(c, t))
    }

    fn cooperative_vector(self, c: &Checker<'_, '_>, id: u32) -> bool {
        c.is_cooperative_vector_nv_of(id, |c, t| self.scalar(c, t))
    }
}

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[spirv_core::spec::Op] = {
    use spirv_core::spec::Op as O;
    &[
        O::CooperativeMatrixMulAddKHR,
        O::CooperativeMatrixMulAddNV,
        O::CooperativeMatrixReduceNV,
        O::Dot,
        O::FAdd,
        O::FDiv,
        O::FMod,
        O::FMul,
        O::FNegate,
        O::FRem,
        O::FSub,
        O::FmaKHR,
        O::IAdd,
        O::IAddCarry,
        O::IMul,
        O::ISub,
        O::ISubBorrow,
        O::MatrixTimesMatrix,
        O::MatrixTimesScalar,
        O::MatrixTimesVector,
        O::OuterProduct,
        O::SDiv,
        O::SMod,
        O::SMulExtended,
        O::SNegate,
        O::SRem,
        O::UDiv,
        O::UMod,
        O::UMulExtended,
        O::VectorTimesMatrix,
        O::VectorTimesScalar,
    ]
};

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let op = OpName(c.opcode_at(index));
    let result_type = c.result_type_at(index);
    let message = match inst {
        Instruction::FAdd { operand_1, operand_2, .. }
        | Instruction::FSub { operand_1, operand_2, .. }
        | Instruction::FMul { operand_1, operand_2, .. }
        | Instruction::FDiv { operand_1, operand_2, .. }
        | Instruction::FRem { operand_1, operand_2, .. }
        | Instruction::FMod { operand_1, operand_2, .. } => {
            let operands = [operand_1.get(), operand_2.get()];
            same_type_operands(c, inst, op, result_type, Element::Float, &operands)
        }
        Instruction::FNegate { operand, .. } => {
            same_type_operands(c, inst, op, result_type, Element::Float, &[operand.get()])
        }
        Instruction::FmaKHR { operand_1, operand_2, operand_3, .. } => {
            let operands = [operand_1.get(), operand_2.get(), operand_3.get()];
            same_type_operands(c, inst, op, result_type, Element::Float, &operands)
        }
        Instruction::UDiv { operand_1, operand_2, .. } | Instruction::UMod { operand_1, operand_2, .. } => {
            let operands = [operand_1.get(), operand_2.get()];
            same_type_operands(c, inst, op, result_type, Element::UnsignedInt, &operands)
        }
        Instruction::IAdd { operand_1, operand_2, .. }
        | Instruction::ISub { operand_1, operand_2, .. }
        | Instruction::IMul { operand_1, operand_2, .. }
        | Instruction::SDiv { operand_1, operand_2, .. }
        | Instruction::SMod { operand_1, operand_2, .. }
        | Instruction::SRem { operand_1, operand_2, .. } => {
            int_operands(c, inst, op, result_type, &[operand_1.get(), operand_2.get()])
        }
        Instruction::SNegate { operand, .. } => int_operands(c, inst, op, result_type, &[operand.get()]),
        Instruction::Dot { vector_1, vector_2, .. } => dot(c, op, result_type, [vector_1.get(), vector_2.get()]),
        Instruction::VectorTimesScalar { vector, scalar, .. } => {
            let vector_type = c.type_of(vector.get());
            if !c.is_float_vector_type(result_type) && !Element::Float.cooperative_vector(c, result_type) {
                Some(format!("Expected float vector type as Result Type: {op}"))
            } else if result_type != vector_type {
                Some(format!("Expected vector operand type to be equal to Result Type: {op}"))
            } else if c.component_type(vector_type) != c.type_of(scalar.get()) {
                Some(format!(
                    "Expected scalar operand type to be equal to the component type of the vector operand: {op}"
                ))
            } else {
                None
            }
        }
        Instruction::MatrixTimesScalar { matrix, scalar, .. } => {
            let matrix_type = c.type_of(matrix.get());
            if !c.is_float_matrix_type(result_type) && !c.is_cooperative_matrix_type(result_type) {
                Some(format!("Expected float matrix type as Result Type: {op}"))
            } else if result_type != matrix_type {
                Some(format!("Expected matrix operand type to be equal to Result Type: {op}"))
            } else if c.component_type(matrix_type) != c.type_of(scalar.get()) {
                Some(format!(
                    "Expected scalar operand type to be equal to the component type of the matrix operand: {op}"
                ))
            } else {
                None
            }
        }
        Instruction::VectorTimesMatrix { vector, matrix, .. } => {
            vector_times_matrix(c, op, result_type, c.type_of(vector.get()), c.type_of(matrix.get()))
        }
        Instruction::MatrixTimesVector { matrix, vector, .. } => {
            matrix_times_vector(c, op, result_type, c.type_of(matrix.get()), c.type_of(vector.get()))
        }
        Instruction::MatrixTimesMatrix { left_matrix, right_matrix, .. } => {
            matrix_times_matrix(c, op, result_type, c.type_of(left_matrix.get()), c.type_of(right_matrix.get()))
        }
        Instruction::OuterProduct { vector_1, vector_2, .. } => {
            outer_product(c, op, result_type, c.type_of(vector_1.get()), c.type_of(vector_2.get()))
        }
        Instruction::IAddCarry { operand_1, operand_2, .. }
        | Instruction::ISubBorrow { operand_1, operand_2, .. }
        | Instruction::UMulExtended { operand_1, operand_2, .. }
        | Instruction::SMulExtended { operand_1, operand_2, .. } => {
            let signed = matches!(inst, Instruction::SMulExtended { .. });
            extended(c, op, result_type, signed, c.type_of(operand_1.get()), c.type_of(operand_2.get()))
        }
        Instruction::CooperativeMatrixMulAddKHR { a, b, c: acc, .. } => {
            let (a, b, acc) = (c.type_of(a.get()), c.type_of(b.get()), c.type_of(acc.get()));
            if !c.is_cooperative_matrix_use(a, MATRIX_A) {
                Some(format!("Cooperative matrix type must be A Type: {op}"))
            } else if !c.is_cooperative_matrix_use(b, MATRIX_B) {
                Some(format!("Cooperative matrix type must be B Type: {op}"))
            } else if !c.is_cooperative_matrix_use(acc, MATRIX_ACCUMULATOR) {
                Some(format!("Cooperative matrix type must be Accumulator Type: {op}"))
            } else if !c.is_cooperative_matrix_khr_type(result_type) {
                Some(format!("Expected cooperative matrix type as Result Type: {op}"))
            } else {
                mul_add_shapes(c, op, [a, b, acc, result_type])
            }
        }
        Instruction::CooperativeMatrixMulAddNV { a, b, c: acc, .. } => {
            let (a, b, acc) = (c.type_of(a.get()), c.type_of(b.get()), c.type_of(acc.get()));
            let is_nv =
                |c: &Checker<'_, '_>, t: u32| matches!(c.def(t), Some(Instruction::TypeCooperativeMatrixNV { .. }));
            if !is_nv(c, a) {
                Some(format!("Expected cooperative matrix type as A Type: {op}"))
            } else if !is_nv(c, b) {
                Some(format!("Expected cooperative matrix type as B Type: {op}"))
            } else if !is_nv(c, acc) {
                Some(format!("Expected cooperative matrix type as C Type: {op}"))
            } else if !is_nv(c, result_type) {
                Some(format!("Expected cooperative matrix type as Result Type: {op}"))
            } else {
                mul_add_shapes(c, op, [a, b, acc, result_type])
            }
        }
        Instruction::CooperativeMatrixReduceNV { matrix, reduce, combine_func, .. } => {
            reduce_nv(c, op, result_type, c.type_of(matrix.get()), reduce.bits(), combine_func.get())
        }
        _ => None,
    };
    c.invalid_data_if(index, message)
}

/// The float and unsigned arithmetic (`OpFAdd`, ..., `OpUDiv`, `OpUMod`): operands of the
/// Result Type (cooperative matrices and vectors of the same shape where the instruction takes
/// them).
fn same_type_operands(
    c: &mut Checker<'_, '_>,
    inst: &Instruction<'_>,
    op: OpName,
    result_type: u32,
    element: Element,
    operands: &[u32],
) -> Option<String> {
    let (takes_matrix, takes_vector) = match inst {
        Instruction::FMul { .. } => (false, true),
        Instruction::FRem { .. } | Instruction::FMod { .. } | Instruction::UMod { .. } => (false, false),
        _ => (true, true),
    };
    let fmul_matrix = matches!(inst, Instruction::FMul { .. })
        && c.is_cooperative_matrix_khr_type(result_type)
        && element.cooperative_matrix(c, result_type);
    let accepted = element.scalar(c, result_type)
        || element.vector(c, result_type)
        || (takes_matrix && element.cooperative_matrix(c, result_type))
        || fmul_matrix
        || (takes_vector && element.cooperative_vector(c, result_type));
    if !accepted {
        let what = match element {
            Element::Float => "floating scalar or vector",
            _ => "unsigned int scalar or vector",
        };
        return Some(format!("Expected {what} type as Result Type: {op}"));
    }
    for (n, &operand) in operands.iter().enumerate() {
        let operand_index = n + 2;
        let mismatch =
            || format!("Expected arithmetic operands to be of Result Type: {op} operand index {operand_index}");
        let ty = c.type_of(operand);
        if takes_vector && c.is_cooperative_vector_nv_type(result_type) {
            if !c.is_cooperative_vector_nv_type(ty) {
                return Some(mismatch());
            }
            if let Some(m) = cooperative_vector_dimensions_match(c, ty, result_type) {
                return Some(m.into());
            }
        } else if takes_matrix && c.is_cooperative_matrix_khr_type(result_type) {
            if !c.is_cooperative_matrix_khr_type(ty) || !element.cooperative_matrix(c, ty) {
                return Some(mismatch());
            }
            if let Some(m) = cooperative_matrix_shapes_match(c, result_type, ty, false, false) {
                return Some(m);
            }
        } else if ty != result_type {
            return Some(mismatch());
        }
    }
    None
}

/// The signed and sign-agnostic integer arithmetic (`OpIAdd`, ..., `OpSNegate`): integer
/// operands of the Result Type's dimension and width.
fn int_operands(
    c: &mut Checker<'_, '_>,
    inst: &Instruction<'_>,
    op: OpName,
    result_type: u32,
    operands: &[u32],
) -> Option<String> {
    let (takes_matrix, takes_vector) = match inst {
        Instruction::IMul { .. } => (false, true),
        Instruction::SRem { .. } | Instruction::SMod { .. } => (false, false),
        _ => (true, true),
    };
    let imul_matrix = matches!(inst, Instruction::IMul { .. })
        && c.is_cooperative_matrix_khr_type(result_type)
        && Element::Int.cooperative_matrix(c, result_type);
    // Whether the Result Type is a cooperative type the instruction takes (its operands need
    // not be integers then).
    let cooperative = (takes_matrix && Element::Int.cooperative_matrix(c, result_type))
        || imul_matrix
        || (takes_vector && Element::Int.cooperative_vector(c, result_type));
    if !c.is_int_scalar_type(result_type) && !c.is_int_vector_type(result_type) && !cooperative {
        return Some(format!("Expected int scalar or vector type as Result Type: {op}"));
    }
    let dimension = c.dimension(result_type);
    let width = c.bit_width(result_type);
    for (n, &operand) in operands.iter().enumerate() {
        let operand_index = n + 2;
        let ty = c.type_of(operand);
        if takes_vector && c.is_cooperative_vector_nv_type(result_type) {
            if !c.is_cooperative_vector_nv_type(ty) {
                return Some(format!(
                    "Expected arithmetic operands to be of Result Type: {op} operand index {operand_index}"
                ));
            }
            if let Some(m) = cooperative_vector_dimensions_match(c, ty, result_type) {
                return Some(m.into());
            }
        }
        if takes_matrix && c.is_cooperative_matrix_khr_type(result_type) {
            if !c.is_cooperative_matrix_khr_type(ty) || !Element::Int.cooperative_matrix(c, ty) {
                return Some(format!(
                    "Expected arithmetic operands to be of Result Type: {op} operand index {operand_index}"
                ));
            }
            if let Some(m) = cooperative_matrix_shapes_match(c, result_type, ty, false, false) {
                return Some(m);
            }
        }
        if ty == 0 || (!c.is_int_scalar_type(ty) && !c.is_int_vector_type(ty) && !cooperative) {
            return Some(format!("Expected int scalar or vector type as operand: {op} operand index {operand_index}"));
        }
        if c.dimension(ty) != dimension {
            return Some(format!(
                "Expected arithmetic operands to have the same dimension as Result Type: {op} operand index \
                 {operand_index}"
            ));
        }
        if c.bit_width(ty) != width {
            return Some(format!(
                "Expected arithmetic operands to have the same bit width as Result Type: {op} operand index \
                 {operand_index}"
            ));
        }
    }
    None
}

fn dot(c: &mut Checker<'_, '_>, op: OpName, result_type: u32, vectors: [u32; 2]) -> Option<String> {
    if !c.is_float_scalar_type(result_type) {
        return Some(format!("Expected float scalar type as Result Type: {op}"));
    }
    if c.is_float_scalar_type_encoded(result_type, &[FPEncoding::BFloat16KHR])
        && !c.has_capability(Capability::BFloat16DotProductKHR)
    {
        let name = c.id_name(result_type);
        return Some(format!("OpDot Result Type <id> {name}requires BFloat16DotProductKHR be declared."));
    }
    let mut first_count = 0;
    for (n, &vector) in vectors.iter().enumerate() {
        let operand_index = n + 2;
        let ty = c.type_of(vector);
        if ty == 0 || !c.is_float_vector_type(ty) {
            return Some(format!("Expected float vector as operand: {op} operand index {operand_index}"));
        }
        if c.component_type(ty) != result_type {
            return Some(format!(
                "Expected component type to be equal to Result Type: {op} operand index {operand_index}"
            ));
        }
        let count = c.dimension(ty);
        if n == 0 {
            first_count = count;
        } else if count != first_count {
            return Some(format!("Expected operands to have the same number of components: {op}"));
        }
    }
    None
}

fn vector_times_matrix(c: &Checker<'_, '_>, op: OpName, result_type: u32, vector: u32, matrix: u32) -> Option<String> {
    if !c.is_float_vector_type(result_type) {
        return Some(format!("Expected float vector type as Result Type: {op}"));
    }
    let component = c.component_type(result_type);
    if vector == 0 || !c.is_float_vector_type(vector) {
        return Some(format!("Expected float vector type as left operand: {op}"));
    }
    if component != c.component_type(vector) {
        return Some(format!("Expected component types of Result Type and vector to be equal: {op}"));
    }
    let Some((rows, columns, _, matrix_component)) = c.matrix_type_info(matrix) else {
        return Some(format!("Expected float matrix type as right operand: {op}"));
    };
    if component != matrix_component {
        Some(format!("Expected component types of Result Type and matrix to be equal: {op}"))
    } else if columns != c.dimension(result_type) {
        Some(format!("Expected number of columns of the matrix to be equal to Result Type vector size: {op}"))
    } else if rows != c.dimension(vector) {
        Some(format!("Expected number of rows of the matrix to be equal to the vector operand size: {op}"))
    } else {
        None
    }
}

fn matrix_times_vector(c: &Checker<'_, '_>, op: OpName, result_type: u32, matrix: u32, vector: u32) -> Option<String> {
    if !c.is_float_vector_type(result_type) {
        return Some(format!("Expected float vector type as Result Type: {op}"));
    }
    let Some((_, columns, column_type, component)) = c.matrix_type_info(matrix) else {
        return Some(format!("Expected float matrix type as left operand: {op}"));
    };
    if result_type != column_type {
        Some(format!("Expected column type of the matrix to be equal to Result Type: {op}"))
    } else if vector == 0 || !c.is_float_vector_type(vector) {
        Some(format!("Expected float vector type as right operand: {op}"))
    } else if component != c.component_type(vector) {
        Some(format!("Expected component types of the operands to be equal: {op}"))
    } else if columns != c.dimension(vector) {
        Some(format!("Expected number of columns of the matrix to be equal to the vector size: {op}"))
    } else {
        None
    }
}

fn matrix_times_matrix(c: &Checker<'_, '_>, op: OpName, result_type: u32, left: u32, right: u32) -> Option<String> {
    let Some((_, result_columns, result_column_type, result_component)) = c.matrix_type_info(result_type) else {
        return Some(format!("Expected float matrix type as Result Type: {op}"));
    };
    let Some((_, left_columns, left_column_type, _)) = c.matrix_type_info(left) else {
        return Some(format!("Expected float matrix type as left operand: {op}"));
    };
    let Some((right_rows, right_columns, _, right_component)) = c.matrix_type_info(right) else {
        return Some(format!("Expected float matrix type as right operand: {op}"));
    };
    if !c.is_float_scalar_type(result_component) {
        Some(format!("Expected float matrix type as Result Type: {op}"))
    } else if result_column_type != left_column_type {
        Some(format!("Expected column types of Result Type and left matrix to be equal: {op}"))
    } else if result_component != right_component {
        Some(format!("Expected component types of Result Type and right matrix to be equal: {op}"))
    } else if result_columns != right_columns {
        Some(format!("Expected number of columns of Result Type and right matrix to be equal: {op}"))
    } else if left_columns != right_rows {
        Some(format!("Expected number of columns of left matrix and number of rows of right matrix to be equal: {op}"))
    } else {
        None
    }
}

fn outer_product(c: &Checker<'_, '_>, op: OpName, result_type: u32, left: u32, right: u32) -> Option<String> {
    let Some((_, columns, column_type, component)) = c.matrix_type_info(result_type) else {
        return Some(format!("Expected float matrix type as Result Type: {op}"));
    };
    if left != column_type {
        Some(format!("Expected column type of Result Type to be equal to the type of the left operand: {op}"))
    } else if right == 0 || !c.is_float_vector_type(right) {
        Some(format!("Expected float vector type as right operand: {op}"))
    } else if component != c.component_type(right) {
        Some(format!("Expected component types of the operands to be equal: {op}"))
    } else if columns != c.dimension(right) {
        Some(format!(
            "Expected number of columns of the matrix to be equal to the vector size of the right operand: {op}"
        ))
    } else {
        None
    }
}

/// `OpIAddCarry`, `OpISubBorrow`, `OpUMulExtended`, `OpSMulExtended`: a struct of two equal
/// integer members, the operands' type.
fn extended(c: &Checker<'_, '_>, op: OpName, result_type: u32, signed: bool, left: u32, right: u32) -> Option<String> {
    let members: Option<alloc::vec::Vec<u32>> = c.struct_member_types(result_type).map(Iterator::collect);
    let Some(members) = members.filter(|m| !m.is_empty()) else {
        return Some(format!("Expected a struct as Result Type: {op}"));
    };
    let [first, second] = members[..] else {
        return Some(format!("Expected Result Type struct to have two members: {op}"));
    };
    if signed {
        if !c.is_int_scalar_type(first) && !c.is_int_vector_type(first) {
            return Some(format!("Expected Result Type struct member types to be integer scalar or vector: {op}"));
        }
    } else if !c.is_unsigned_int_scalar_type(first) && !c.is_unsigned_int_vector_type(first) {
        return Some(format!("Expected Result Type struct member types to be unsigned integer scalar or vector: {op}"));
    }
    if first != second {
        Some(format!("Expected Result Type struct member types to be identical: {op}"))
    } else if left != first || right != first {
        Some(format!("Expected both operands to be of Result Type member type: {op}"))
    } else {
        None
    }
}

/// `OpCooperativeMatrixReduceNV`: accumulators of one component type and scope, the result
/// shaped as the reduction (`Row`, `Column`, `2x2`) makes it, a combining function of two
/// parameters of the component type returning it.
fn reduce_nv(
    c: &Checker<'_, '_>,
    op: OpName,
    result_type: u32,
    matrix_type: u32,
    reduce: u32,
    func: u32,
) -> Option<String> {
    const ROW: u32 = 1;
    const COLUMN: u32 = 2;
    const REDUCE_2X2: u32 = 4;
    let parts = |t: u32| match c.def(t) {
        Some(Instruction::TypeCooperativeMatrixKHR { component_type, scope, rows, columns, .. }) => {
            Some((component_type.get(), scope.get(), rows.get(), columns.get()))
        }
        _ => None,
    };
    let Some((result_component, result_scope, result_rows, result_columns)) = parts(result_type) else {
        return Some(format!("Result Type must be a cooperative matrix type: {op}"));
    };
    let Some((component, scope, rows, columns)) = parts(matrix_type) else {
        return Some(format!("Matrix must have a cooperative matrix type: {op}"));
    };
    if component != result_component {
        return Some(format!("Result Type and Matrix type must have the same component type: {op}"));
    }
    if scope != result_scope {
        return Some(format!("Result Type and Matrix type must have the same scope: {op}"));
    }
    if !c.is_cooperative_matrix_use(result_type, MATRIX_ACCUMULATOR) {
        return Some(format!("Result Type must have UseAccumulator: {op}"));
    }
    if !c.is_cooperative_matrix_use(matrix_type, MATRIX_ACCUMULATOR) {
        return Some(format!("Matrix type must have UseAccumulator: {op}"));
    }
    if reduce & REDUCE_2X2 != 0 && reduce & (ROW | COLUMN) != 0 {
        return Some(format!("Reduce 2x2 must not be used with Row/Column: {op}"));
    }
    let (result_rows, result_columns) = (c.eval_int32_if_const(result_rows), c.eval_int32_if_const(result_columns));
    let (rows, columns) = (c.eval_int32_if_const(rows), c.eval_int32_if_const(columns));
    if reduce & REDUCE_2X2 != 0
        && result_rows.1
        && result_columns.1
        && rows.1
        && columns.1
        && (result_rows.2 != rows.2 / 2 || result_columns.2 != columns.2 / 2)
    {
        return Some(format!("For Reduce2x2, result rows/cols must be half of matrix rows/cols: {op}"));
    }
    if reduce == ROW && result_rows.1 && rows.1 && result_rows.2 != rows.2 {
        return Some(format!("For ReduceRow, result rows must match matrix rows: {op}"));
    }
    if reduce == COLUMN && result_columns.1 && columns.1 && result_columns.2 != columns.2 {
        return Some(format!("For ReduceColumn, result cols must match matrix cols: {op}"));
    }
    let Some(Instruction::Function { function_type, .. }) = c.def(func) else {
        return Some(format!("CombineFunc must be a function: {op}"));
    };
    let Some(Instruction::TypeFunction { return_type, parameter_types, .. }) = c.def(function_type.get()) else {
        return Some(format!("CombineFunc must have two parameters: {op}"));
    };
    if parameter_types.len() != 2 {
        return Some(format!("CombineFunc must have two parameters: {op}"));
    }
    let mut types = core::iter::once(return_type.get()).chain(parameter_types.iter().map(|p| p.get()));
    if types.any(|t| t != component) {
        return Some(format!("CombineFunc return type and parameters must match matrix component type: {op}"));
    }
    None
}

/// The shapes of a multiply-add's A, B, C and result (D): scopes equal, A's and C's rows
/// D's, B's and C's columns D's, A's columns B's rows (as far as they are known constants).
fn mul_add_shapes(c: &Checker<'_, '_>, op: OpName, [a, b, acc, d]: [u32; 4]) -> Option<String> {
    let shape = |t: u32| c.cooperative_matrix_shape(t).unwrap_or_default();
    let [a, b, acc, d] = [shape(a), shape(b), shape(acc), shape(d)];
    // A value known on both sides that differs.
    let differ = |x: u32, y: u32| {
        let (x, y) = (c.eval_int32_if_const(x), c.eval_int32_if_const(y));
        x.1 && y.1 && x.2 != y.2
    };
    let scopes = [a[0], b[0], acc[0], d[0]];
    let any_differ = |ids: &[u32]| ids.iter().enumerate().any(|(i, &x)| ids[i + 1..].iter().any(|&y| differ(x, y)));
    if any_differ(&scopes) {
        Some(format!("Cooperative matrix scopes must match: {op}"))
    } else if any_differ(&[a[1], acc[1], d[1]]) {
        Some(format!("Cooperative matrix 'M' mismatch: {op}"))
    } else if any_differ(&[b[2], acc[2], d[2]]) {
        Some(format!("Cooperative matrix 'N' mismatch: {op}"))
    } else if differ(a[2], b[1]) {
        Some(format!("Cooperative matrix 'K' mismatch: {op}"))
    } else {
        None
    }
}
