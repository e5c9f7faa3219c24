//! `CompositesPass` (SPIRV-Tools' `source/val/validate_composites.cpp`): the dynamic vector
//! accesses, `OpVectorShuffle`, `OpCompositeConstruct`, `OpCompositeExtract` and
//! `OpCompositeInsert` (their indexes walked through the composite's type), `OpCopyObject`,
//! `OpTranspose` and `OpCopyLogical`; with `Shader`, no composite of 8- or 16-bit types whose
//! capability is not declared.

use alloc::format;
use alloc::string::String;

use spirv_core::spec::{Capability, Instruction};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::{OpName, op_name};
use crate::types::{constant_as_u32, is_int_n_or_fp32_or_fp16, is_spec_constant_id};
use spirv_core::predicates::is_spec_constant;

/// A list operand's words, copied to the stack while they are few (most lists are short).
type Words = smallvec::SmallVec<[u32; 8]>;

/// The most indexes `OpCompositeExtract` and `OpCompositeInsert` take.
const MAX_INDEXES: usize = 255;

/// How deep `OpCopyLogical`'s types are compared.
const MAX_DEPTH: u32 = 256;

/// The instructions this pass looks at (it accepts any other): the grammar's `Composite` class but `OpCompositeConstructContinuedINTEL`, `OpCompositeConstructReplicateEXT` and `OpConditionalCopyObjectINTEL`, which spirv-val's composites pass does not check.
pub(crate) static OPCODES: spirv_core::OpSet = spirv_core::OpSet::new(spirv_core::spec::OpClass::Composite.ops())
    .without(spirv_core::spec::Op::CompositeConstructContinuedINTEL)
    .without(spirv_core::spec::Op::CompositeConstructReplicateEXT)
    .without(spirv_core::spec::Op::ConditionalCopyObjectINTEL);

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let result_type = c.result_type_at(index);
    let (message, limited_use) = match inst {
        Instruction::VectorExtractDynamic { vector, index: i, .. } => (
            vector_extract_dynamic(c, result_type, vector.get(), i.get()),
            "Cannot extract from a vector of 8- or 16-bit types",
        ),
        Instruction::VectorInsertDynamic { vector, component, index: i, .. } => (
            vector_insert_dynamic(c, result_type, [vector.get(), component.get(), i.get()]),
            "Cannot insert into a vector of 8- or 16-bit types",
        ),
        Instruction::VectorShuffle { vector_1, vector_2, components, .. } => {
            if let Some(message) =
                vector_shuffle(c, result_type, vector_1.get(), vector_2.get(), &components.iter().collect::<Words>())
            {
                return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
            }
            (None, "Cannot shuffle a vector of 8- or 16-bit types")
        }
        Instruction::CompositeConstruct { constituents, .. } => {
            let constituents: Words = constituents.iter().map(|id| id.get()).collect();
            (
                composite_construct(c, result_type, &constituents),
                "Cannot create a composite containing 8- or 16-bit types",
            )
        }
        Instruction::CompositeExtract { composite, indexes, .. } => {
            let message = match walk_indexes(c, inst, composite.get(), &indexes.iter().collect::<Words>()) {
                Err(message) => Some(message),
                Ok(member) if member != result_type => Some(format!(
                    "Result type (Op{}) does not match the type that results from indexing into the composite (Op{}).",
                    type_op(c, result_type),
                    type_op(c, member)
                )),
                Ok(_) => None,
            };
            (message, "Cannot extract from a composite of 8- or 16-bit types")
        }
        Instruction::CompositeInsert { object, composite, indexes, .. } => {
            let object_type = c.type_of(object.get());
            let message = if result_type != c.type_of(composite.get()) {
                Some(format!(
                    "The Result Type must be the same as Composite type in OpCompositeInsert yielding Result Id \
                     {}.",
                    c.id_number(result_type)
                ))
            } else {
                match walk_indexes(c, inst, composite.get(), &indexes.iter().collect::<Words>()) {
                    Err(message) => Some(message),
                    Ok(member) if member != object_type => Some(format!(
                        "The Object type (Op{}) does not match the type that results from indexing into the \
                         Composite (Op{}).",
                        type_op(c, object_type),
                        type_op(c, member)
                    )),
                    Ok(_) => None,
                }
            };
            (message, "Cannot insert into a composite of 8- or 16-bit types")
        }
        Instruction::CopyObject { operand, .. } => {
            let message: Option<&str> = if c.type_of(operand.get()) != result_type {
                Some("Expected Result Type and Operand type to be the same")
            } else if c.is_void_type(result_type) {
                Some("OpCopyObject cannot have void result type")
            } else {
                None
            };
            return c.invalid_data_if(index, message);
        }
        Instruction::Transpose { matrix, .. } => {
            (transpose(c, result_type, c.type_of(matrix.get())), "Cannot transpose matrices of 16-bit floats")
        }
        Instruction::CopyLogical { operand, .. } => {
            let source_type = c.type_of(operand.get());
            let message = if c.def(source_type).is_none() || c.def(result_type).is_none() || source_type == result_type
            {
                Some("Result Type must not equal the Operand type")
            } else if !logically_match(c, source_type, result_type, 0) {
                Some("Result Type does not logically match the Operand type")
            } else {
                None
            };
            if let Some(message) = message {
                return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
            }
            (None, "Cannot copy composites of 8- or 16-bit types")
        }
        Instruction::CompositeConstructCoopMatQCOM { source_array, .. } => {
            let message = construct_cooperative_matrix_qcom(c, inst, result_type, c.type_of(source_array.get()));
            return c.invalid_data_if(index, message);
        }
        Instruction::CompositeExtractCoopMatQCOM { source_cooperative_matrix, .. } => {
            let source_type = c.type_of(source_cooperative_matrix.get());
            let message = extract_cooperative_matrix_qcom(c, inst, result_type, source_type);
            return c.invalid_data_if(index, message);
        }
        Instruction::ExtractSubArrayQCOM { source_array, index: start, .. } => {
            let message = extract_sub_array_qcom(c, inst, result_type, c.type_of(source_array.get()), start.get());
            return c.invalid_data_if(index, message);
        }
        _ => return Ok(()),
    };
    if let Some(message) = message {
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    if c.has_capability(Capability::Shader) && c.contains_limited_use_int_or_float_type(result_type) {
        return Err(c.diag(ErrorKind::InvalidData, Some(index), limited_use));
    }
    Ok(())
}

/// The name of the opcode that defines `id` (`Nop` for none), as spirv-val names a type.
fn type_op(c: &Checker<'_, '_>, id: u32) -> &'static str {
    c.def(id).map_or("Nop", |inst| op_name(inst.opcode() as u16))
}

fn vector_extract_dynamic(c: &Checker<'_, '_>, result_type: u32, vector: u32, index: u32) -> Option<String> {
    let vector_type = c.type_of(vector);
    let index_type = c.type_of(index);
    if !c.is_scalar_type(result_type) {
        Some("Expected Result Type to be a scalar type".into())
    } else if !matches!(
        c.def(vector_type),
        Some(Instruction::TypeVector { .. } | Instruction::TypeCooperativeVectorNV { .. })
    ) {
        Some("Expected Vector type to be OpTypeVector".into())
    } else if c.component_type(vector_type) != result_type {
        Some("Expected Vector component type to be equal to Result Type".into())
    } else if index_type == 0 || !c.is_int_scalar_type(index_type) {
        Some("Expected Index to be int scalar".into())
    } else {
        None
    }
}

fn vector_insert_dynamic(
    c: &Checker<'_, '_>,
    result_type: u32,
    [vector, component, index]: [u32; 3],
) -> Option<String> {
    if !matches!(c.def(result_type), Some(Instruction::TypeVector { .. } | Instruction::TypeCooperativeVectorNV { .. }))
    {
        Some("Expected Result Type to be OpTypeVector".into())
    } else if c.type_of(vector) != result_type {
        Some("Expected Vector type to be equal to Result Type".into())
    } else if c.component_type(result_type) != c.type_of(component) {
        Some("Expected Component type to be equal to Result Type component type".into())
    } else if !c.is_int_scalar_type(c.type_of(index)) {
        Some("Expected Index to be int scalar".into())
    } else {
        None
    }
}

fn vector_shuffle(
    c: &mut Checker<'_, '_>,
    result_type: u32,
    vector_1: u32,
    vector_2: u32,
    components: &[u32],
) -> Option<String> {
    let Some(Instruction::TypeVector { component_type, component_count, .. }) = c.def(result_type) else {
        return Some(format!(
            "The Result Type of OpVectorShuffle must be OpTypeVector. Found Op{}.",
            type_op(c, result_type)
        ));
    };
    let (component_type, component_count) = (component_type.get(), *component_count);
    if components.len() != component_count as usize {
        let name = c.id_name(result_type);
        return Some(format!(
            "OpVectorShuffle component literals count does not match Result Type <id> {name}s vector component count."
        ));
    }
    let vector = |t: u32| match c.def(t) {
        Some(Instruction::TypeVector { component_type, component_count, .. }) => {
            Some((component_type.get(), *component_count))
        }
        _ => None,
    };
    let Some((component_1, count_1)) = vector(c.type_of(vector_1)) else {
        return Some("The type of Vector 1 must be OpTypeVector.".into());
    };
    let Some((component_2, count_2)) = vector(c.type_of(vector_2)) else {
        return Some("The type of Vector 2 must be OpTypeVector.".into());
    };
    if component_1 != component_type {
        return Some("The Component Type of Vector 1 must be the same as ResultType.".into());
    }
    if component_2 != component_type {
        return Some("The Component Type of Vector 2 must be the same as ResultType.".into());
    }
    let n = count_1.wrapping_add(count_2);
    components.iter().find(|&&literal| literal != u32::MAX && literal >= n).map(|literal| {
        format!("Component index {literal} is out of bounds for combined (Vector1 + Vector2) size of {n}.")
    })
}

fn composite_construct(c: &Checker<'_, '_>, result_type: u32, constituents: &[u32]) -> Option<String> {
    let count = constituents.len();
    match c.def(result_type) {
        Some(ty @ (Instruction::TypeVector { .. } | Instruction::TypeCooperativeVectorNV { .. })) => {
            let component_type = c.component_type(result_type);
            let (known, size) = match ty {
                Instruction::TypeCooperativeVectorNV { component_count, .. } => {
                    let (_, known, value) = c.eval_int32_if_const(component_count.get());
                    (known, value)
                }
                _ => {
                    if count <= 1 {
                        return Some("Expected number of constituents to be at least 2".into());
                    }
                    (true, c.dimension(result_type))
                }
            };
            let mut given: u32 = 0;
            for &constituent in constituents {
                let ty = c.type_of(constituent);
                if ty == component_type {
                    given = given.wrapping_add(1);
                } else if matches!(c.def(ty), Some(Instruction::TypeVector { .. }))
                    && c.component_type(ty) == component_type
                {
                    given = given.wrapping_add(c.dimension(ty));
                } else {
                    return Some(
                        "Expected Constituents to be scalars or vectors of the same type as Result Type components"
                            .into(),
                    );
                }
            }
            (known && size != given).then(|| {
                "Expected total number of given components to be equal to the size of Result Type vector".into()
            })
        }
        Some(Instruction::TypeMatrix { column_type, column_count, .. }) => {
            let column_type = column_type.get();
            if *column_count as usize != count {
                Some(
                    "Expected total number of Constituents to be equal to the number of columns of Result Type matrix"
                        .into(),
                )
            } else if constituents.iter().any(|&x| c.type_of(x) != column_type) {
                Some("Expected Constituent type to be equal to the column type Result Type matrix".into())
            } else {
                None
            }
        }
        Some(Instruction::TypeArray { element_type, length, .. }) => {
            if c.def(length.get()).is_some_and(|d| is_spec_constant(d.opcode() as u16)) {
                return None;
            }
            let size = c.constant_u64(length.get()).unwrap_or(0);
            if size != count as u64 {
                Some(
                    "Expected total number of Constituents to be equal to the number of elements of Result Type array"
                        .into(),
                )
            } else if constituents.iter().any(|&x| c.type_of(x) != element_type.get()) {
                Some("Expected Constituent type to be equal to the column type Result Type array".into())
            } else {
                None
            }
        }
        Some(Instruction::TypeStruct { member_types, .. }) => {
            if member_types.len() != count {
                Some(
                    "Expected total number of Constituents to be equal to the number of members of Result Type struct"
                        .into(),
                )
            } else if constituents.iter().zip(member_types.iter()).any(|(&x, m)| c.type_of(x) != m.get()) {
                Some(
                    "Expected Constituent type to be equal to the corresponding member type of Result Type struct"
                        .into(),
                )
            } else {
                None
            }
        }
        Some(
            ty @ (Instruction::TypeCooperativeMatrixKHR { component_type, .. }
            | Instruction::TypeCooperativeMatrixNV { component_type, .. }),
        ) => {
            if count != 1 {
                let khr = matches!(ty, Instruction::TypeCooperativeMatrixKHR { .. });
                Some(if khr { "Must be only one constituent" } else { "Expected single constituent" }.into())
            } else if c.type_of(constituents[0]) != component_type.get() {
                Some("Expected Constituent type to be equal to the component type".into())
            } else {
                None
            }
        }
        _ => Some("Expected Result Type to be a composite type".into()),
    }
}

/// The type `indexes` reach in the type of `composite` (`GetExtractInsertValueType`), or why
/// they reach none.
fn walk_indexes(
    c: &mut Checker<'_, '_>,
    inst: &Instruction<'_>,
    composite: u32,
    indexes: &[u32],
) -> Result<u32, String> {
    let op = OpName::of(inst);
    if indexes.is_empty() {
        return Err(format!("Expected at least one index to Op{op}, zero found"));
    }
    if indexes.len() > MAX_INDEXES {
        return Err(format!(
            "The number of indexes in Op{op} may not exceed {MAX_INDEXES}. Found {} indexes.",
            indexes.len()
        ));
    }
    let mut member = c.type_of(composite);
    if member == 0 {
        return Err("Expected Composite to be an object of composite type".into());
    }
    for &i in indexes {
        match c.def(member) {
            Some(Instruction::TypeVector { component_type, component_count, .. }) => {
                member = component_type.get();
                if i >= *component_count {
                    return Err(format!(
                        "Vector access is out of bounds, vector size is {component_count}, but access index is {i}"
                    ));
                }
            }
            Some(Instruction::TypeMatrix { column_type, column_count, .. }) => {
                member = column_type.get();
                if i >= *column_count {
                    return Err(format!(
                        "Matrix access is out of bounds, matrix has {column_count} columns, but access index is {i}"
                    ));
                }
            }
            Some(Instruction::TypeArray { element_type, length, .. }) => {
                member = element_type.get();
                if c.def(length.get()).is_some_and(|d| is_spec_constant(d.opcode() as u16)) {
                    continue;
                }
                let size = c.constant_u64(length.get()).unwrap_or(0);
                if u64::from(i) >= size {
                    return Err(format!(
                        "Array access is out of bounds, array size is {size}, but access index is {i}"
                    ));
                }
            }
            Some(
                Instruction::TypeRuntimeArray { element_type: t, .. }
                | Instruction::TypeNodePayloadArrayAMDX { payload_type: t, .. }
                | Instruction::TypeCooperativeVectorNV { component_type: t, .. }
                | Instruction::TypeCooperativeMatrixKHR { component_type: t, .. }
                | Instruction::TypeCooperativeMatrixNV { component_type: t, .. },
            ) => member = t.get(),
            Some(Instruction::TypeStruct { member_types, .. }) => {
                let Some(t) = member_types.get(i as usize) else {
                    let n = member_types.len();
                    return Err(format!(
                        "Index is out of bounds, can not find index {i} in the structure <id> '{}'. This \
                         structure has {n} members. Largest valid index is {}.",
                        c.id_number(member),
                        (n as u64).wrapping_sub(1)
                    ));
                };
                member = t.get();
            }
            _ => return Err("Reached non-composite type while indexes still remain to be traversed.".into()),
        }
    }
    Ok(member)
}

fn transpose(c: &Checker<'_, '_>, result_type: u32, matrix_type: u32) -> Option<String> {
    let Some((rows, columns, _, component)) = c.matrix_type_info(result_type) else {
        return Some("Expected Result Type to be a matrix type".into());
    };
    let Some((matrix_rows, matrix_columns, _, matrix_component)) = c.matrix_type_info(matrix_type) else {
        return Some("Expected Matrix to be of type OpTypeMatrix".into());
    };
    if component != matrix_component {
        Some("Expected component types of Matrix and Result Type to be identical".into())
    } else if rows != matrix_columns || columns != matrix_rows {
        Some(
            "Expected number of columns and the column size of Matrix to be the reverse of those of Result Type".into(),
        )
    } else {
        None
    }
}

/// `LogicallyMatch` without decorations: arrays of one length id whose elements match, structs
/// of as many members, each matching.
fn logically_match(c: &Checker<'_, '_>, left: u32, right: u32, depth: u32) -> bool {
    let (Some(l), Some(r)) = (c.def(left), c.def(right)) else { return false };
    if l.opcode() != r.opcode() || depth > MAX_DEPTH {
        return false;
    }
    let same = |x: u32, y: u32| x == y || logically_match(c, x, y, depth + 1);
    match (l, r) {
        (
            Instruction::TypeArray { element_type: le, length: ll, .. },
            Instruction::TypeArray { element_type: re, length: rl, .. },
        ) => ll == rl && same(le.get(), re.get()),
        (Instruction::TypeStruct { member_types: lm, .. }, Instruction::TypeStruct { member_types: rm, .. }) => {
            lm.len() == rm.len() && lm.iter().zip(rm.iter()).all(|(x, y)| same(x.get(), y.get()))
        }
        _ => false,
    }
}

/// The `Subgroup` scope.
const SUBGROUP: u32 = 3;

/// A cooperative matrix type's component, scope, rows, columns and use ids (KHR's).
fn cooperative_matrix_khr(c: &Checker<'_, '_>, id: u32) -> Option<[u32; 5]> {
    match c.def(id)? {
        Instruction::TypeCooperativeMatrixKHR { component_type, scope, rows, columns, use_, .. } => {
            Some([component_type.get(), scope.get(), rows.get(), columns.get(), use_.get()])
        }
        _ => None,
    }
}

/// A value `GetConstantValueAs` finds, `u32::MAX` when it finds none (as spirv-val leaves it).
fn value_or_max(c: &Checker<'_, '_>, id: u32) -> (bool, u32) {
    match constant_as_u32(c, id) {
        Some(v) => (true, v),
        None => (false, u32::MAX),
    }
}

/// Whether `id` is a 32-bit unsigned integer type.
fn is_u32(c: &Checker<'_, '_>, id: u32) -> bool {
    c.contains_sized_int_or_float_type(id, false, 32) && c.is_unsigned_int_scalar_type(id)
}

/// Whether `element` and `length` make 256 bits: 32 8-bit integers, 16 16-bit floats or 8
/// 32-bit floats.
fn is_256_bits(c: &Checker<'_, '_>, element: u32, length: u32) -> bool {
    (c.contains_sized_int_or_float_type(element, false, 8) && length == 32)
        || (c.contains_sized_int_or_float_type(element, true, 16) && length == 16)
        || (c.contains_sized_int_or_float_type(element, true, 32) && length == 8)
}

/// `OpCompositeConstructCoopMatQCOM`: a subgroup cooperative matrix from an array of its
/// components or of 32-bit unsigned integers, of the length its use requires.
fn construct_cooperative_matrix_qcom(
    c: &Checker<'_, '_>,
    inst: &Instruction<'_>,
    result_type: u32,
    source_type: u32,
) -> Option<String> {
    let op = OpName::of(inst);
    let Some([result_element, scope, rows, columns, use_]) = cooperative_matrix_khr(c, result_type) else {
        return Some(format!("Opcode {op} requires the result type be OpTypeCooperativeMatrixKHR"));
    };
    let Some(Instruction::TypeArray { length, .. }) = c.def(source_type) else {
        return Some(format!("Opcode {op} requires the input operand be an OpTypeArray."));
    };
    let (scope_known, scope_value) = value_or_max(c, scope);
    if !is_spec_constant_id(c, scope) && (!scope_known || scope_value != SUBGROUP) {
        return Some(format!("Opcode {op} requires the result type's scope be Subgroup."));
    }
    let length = length.get();
    let (length_known, array_length) = value_or_max(c, length);
    let length_spec = is_spec_constant_id(c, length);
    let source_element = c.component_type(source_type);
    if source_element != result_element && !is_u32(c, source_element) {
        return Some(format!(
            "Opcode {op} requires ether the input element type is equal to the result element type or it is the \
             unsigned 32-bit integer."
        ));
    }
    let (use_known, use_value) = value_or_max(c, use_);
    match u64::from(use_value) {
        u @ (crate::cooperative::MATRIX_A | crate::cooperative::MATRIX_B) => {
            let (name, dimension, what, size) = if u == crate::cooperative::MATRIX_A {
                ("MatrixAKHR", columns, "the columns of the result coopmat", "columns")
            } else {
                ("MatrixBKHR", rows, "the rows of the result operand", "rows")
            };
            if !is_int_n_or_fp32_or_fp16(c, result_element, 8) {
                return Some(format!(
                    "Opcode {op} requires the result element type is one of 8-bit OpTypeInt signed/unsigned, 16- or \
                     32-bit OpTypeFloat when result coopmat's use is {name}"
                ));
            }
            let (known, n) = value_or_max(c, dimension);
            if !is_spec_constant_id(c, dimension) && (!known || !is_256_bits(c, result_element, n)) {
                return Some(format!(
                    "Opcode {op} requires {what} have the bit length of 256 when result coopmat's use is {name}"
                ));
            }
            let packed = is_u32(c, source_element) && array_length == 8;
            if !length_spec && (!length_known || (!packed && n != array_length)) {
                return Some(format!(
                    "Opcode {op} requires the source array length be 8 if its elt type is 32-bit unsigned OpTypeInt \
                     and be the result's number of {size}, otherwise when result coopmat's use is {name}"
                ));
            }
            None
        }
        crate::cooperative::MATRIX_ACCUMULATOR => {
            if !is_int_n_or_fp32_or_fp16(c, result_element, 32) {
                return Some(format!(
                    "Opcode {op} requires the result element type is one of 32-bit OpTypeInt signed/unsigned, 16- or \
                     32-bit OpTypeFloat when result coopmat's use is MatrixAccumulatorKHR"
                ));
            }
            let (known, n) = value_or_max(c, columns);
            let packed_length = if c.contains_sized_int_or_float_type(result_element, true, 16) { n / 2 } else { n };
            let packed = is_u32(c, source_element) && packed_length == array_length;
            if !is_spec_constant_id(c, columns)
                && !length_spec
                && (!known || !length_known || (!packed && n != array_length))
            {
                return Some(format!(
                    "Opcode {op} requires the source array length be a half of the number of columns of the \
                     resulting cooerative matrix if the matrix's componet type is 16-bit OpTypeFloat and be equal to \
                     the number of columns, otherwise, when result coopmat's use is MatrixAccumulatorKHR"
                ));
            }
            None
        }
        _ => (!is_spec_constant_id(c, use_) || !use_known).then(|| {
            format!(
                "Opcode {op} requires the the resulting cooerative matrix's use be  one of MatrixAKHR (== 0), \
                 MatrixBKHR (== 1), and MatrixAccumulatorKHR (== 2)"
            )
        }),
    }
}

/// `OpCompositeExtractCoopMatQCOM`: an array of a subgroup cooperative matrix's components, or
/// of 32-bit unsigned integers, of the length its use requires.
fn extract_cooperative_matrix_qcom(
    c: &Checker<'_, '_>,
    inst: &Instruction<'_>,
    result_type: u32,
    source_type: u32,
) -> Option<String> {
    let op = OpName::of(inst);
    let Some(Instruction::TypeArray { element_type, length, .. }) = c.def(result_type) else {
        return Some(format!("Opcode {op} requires the input operand be an OpTypeArray."));
    };
    let Some([_, scope, rows, columns, use_]) = cooperative_matrix_khr(c, source_type) else {
        return Some(format!("Opcode {op} requires the source type be OpTypeCooperativeMatrixKHR"));
    };
    let (scope_known, scope_value) = value_or_max(c, scope);
    if !is_spec_constant_id(c, scope) && (!scope_known || scope_value != SUBGROUP) {
        return Some(format!("Opcode {op} requires the source type's scope be Subgroup."));
    }
    let length = length.get();
    let (length_known, array_length) = value_or_max(c, length);
    let length_spec = is_spec_constant_id(c, length);
    let source_element = c.component_type(source_type);
    let result_element = element_type.get();
    let (use_known, use_value) = value_or_max(c, use_);
    match u64::from(use_value) {
        u @ (crate::cooperative::MATRIX_A | crate::cooperative::MATRIX_B) => {
            let (name, dimension, what, size) = if u == crate::cooperative::MATRIX_A {
                ("MatrixAKHR", columns, "columns", "columns")
            } else {
                ("MatrixBKHR", rows, "rows", "rows")
            };
            if !is_int_n_or_fp32_or_fp16(c, source_element, 8) {
                return Some(format!(
                    "Opcode {op} requires the source element type be one of 8-bit OpTypeInt signed/unsigned, 16- or \
                     32-bit OpTypeFloat when source coopmat's use is {name}"
                ));
            }
            let (known, n) = value_or_max(c, dimension);
            if !is_spec_constant_id(c, dimension) && (!known || !is_256_bits(c, source_element, n)) {
                return Some(format!(
                    "Opcode {op} requires the {what} of the source coopmat have the bit length of 256 when source \
                     coopmat's use is {name}"
                ));
            }
            let same = source_element == result_element && n == array_length;
            let packed = is_u32(c, result_element) && array_length == 8;
            if !length_spec && !same && !packed {
                return Some(format!(
                    "Opcode {op} requires either the result element type be the same as the source cooperative \
                     matrix's component type and its length be the same as the number of {size} of the matrix or the \
                     result element type be unsigned 32-bit OpTypeInt and the length be 8 when source coopmat's use \
                     is {name}"
                ));
            }
            None
        }
        crate::cooperative::MATRIX_ACCUMULATOR => {
            if !is_int_n_or_fp32_or_fp16(c, source_element, 32) {
                return Some(format!(
                    "Opcode {op} requires the source element type be one of 32-bit OpTypeInt signed/unsigned, 16- or \
                     32-bit OpTypeFloat when source coopmat's use is MatrixAccumulatorKHR"
                ));
            }
            let (known, n) = value_or_max(c, columns);
            let same = source_element == result_element && n == array_length;
            let packed_length = if c.contains_sized_int_or_float_type(source_element, true, 16) { n / 2 } else { n };
            let packed = is_u32(c, result_element) && packed_length == array_length;
            if !is_spec_constant_id(c, columns) && !length_spec && (!known || !length_known || (!same && !packed)) {
                return Some(format!(
                    "Opcode {op} requires either the result element type be the same as the source cooperative \
                     matrix's component type and its length be the same as the number of columns of the matrix or \
                     the result element type be unsigned 32-bit OpTypeInt and the length be the number of the columns \
                     of the matrix if its component type is 32-bit OpTypeFloat and be a half of the number of the \
                     columns of the matrix if its component type is 16-bit OpTypeFloat when source coopmat's use is \
                     MatrixAccumulatorKHR"
                ));
            }
            None
        }
        _ => (!is_spec_constant_id(c, use_) || !use_known).then(|| {
            format!(
                "Opcode {op} requires the the source cooerative matrix's use be  one of MatrixAKHR (== 0), \
                 MatrixBKHR (== 1), and MatrixAccumulatorKHR (== 2)"
            )
        }),
    }
}

/// `OpExtractSubArrayQCOM`: arrays of one element type, a 32-bit integer or a 32- or 16-bit
/// float, from a 32-bit integer start index.
fn extract_sub_array_qcom(
    c: &Checker<'_, '_>,
    inst: &Instruction<'_>,
    result_type: u32,
    source_type: u32,
    start: u32,
) -> Option<String> {
    let op = OpName::of(inst);
    let is_array = |t: u32| matches!(c.def(t), Some(Instruction::TypeArray { .. }));
    if !is_array(result_type) || !is_array(source_type) {
        return Some(format!("Opcode {op} requires OpTypeArray operands for the input and the result."));
    }
    let source_element = c.component_type(source_type);
    if source_element != c.component_type(result_type) {
        Some(format!("Opcode {op} requires the input and result element types match."))
    } else if !is_int_n_or_fp32_or_fp16(c, source_element, 32) {
        Some(format!(
            "Opcode {op} requires the element type be one of 32-bit OpTypeInt (signed/unsigned), 32-bit OpTypeFloat \
             and 16-bit OpTypeFloat"
        ))
    } else if c.def(start).is_none() || !c.contains_sized_int_or_float_type(c.type_of(start), false, 32) {
        Some(format!("Opcode {op} requires the type of the start index operand be 32-bit OpTypeInt"))
    } else {
        None
    }
}
