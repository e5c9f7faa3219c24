//! `CompositesPass` (SPIRV-Tools' `source/val/validate_composites.cpp`): the dynamic vector
//! accesses, `OpVectorShuffle`, `OpCompositeConstruct`, `OpCompositeExtract` and
//! `OpCompositeInsert` (their indexes walked through the composite's type), `OpCopyObject`,
//! `OpTranspose` and `OpCopyLogical`; with `Shader`, no composite of 8- or 16-bit types whose
//! capability is not declared.

use alloc::format;
use alloc::string::String;

use spirv_core::spec::{Capability, Instruction};

use super::conversion::contains_limited_use_type;
use super::is_spec_constant;
use super::layout::op_name;
use crate::checker::Checker;
use crate::error::{ErrorKind, ValidationError};

/// The most indexes `OpCompositeExtract` and `OpCompositeInsert` take.
const MAX_INDEXES: usize = 255;

/// How deep `OpCopyLogical`'s types are compared.
const MAX_DEPTH: u32 = 256;

pub(crate) fn check<'m, 'a>(
    c: &mut Checker<'m, 'a>,
    index: usize,
    inst: &'m Instruction<'a>,
) -> Result<(), ValidationError> {
    let result_type = inst.result_type().map_or(0, |t| t.get());
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
            if let Some(message) = vector_shuffle(c, result_type, vector_1.get(), vector_2.get(), &components.to_vec())
            {
                return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
            }
            (None, "Cannot shuffle a vector of 8- or 16-bit types")
        }
        Instruction::CompositeConstruct { constituents, .. } => {
            let constituents: alloc::vec::Vec<u32> = constituents.iter().map(|id| id.get()).collect();
            (
                composite_construct(c, result_type, &constituents),
                "Cannot create a composite containing 8- or 16-bit types",
            )
        }
        Instruction::CompositeExtract { composite, indexes, .. } => {
            let message = match walk_indexes(c, inst, composite.get(), &indexes.to_vec()) {
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
                     {result_type}."
                ))
            } else {
                match walk_indexes(c, inst, composite.get(), &indexes.to_vec()) {
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
            return match message {
                Some(message) => Err(c.diag(ErrorKind::InvalidData, Some(index), message)),
                None => Ok(()),
            };
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
        _ => return Ok(()),
    };
    if let Some(message) = message {
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    if c.module_has_capability(Capability::Shader) && contains_limited_use_type(c, result_type) {
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
fn walk_indexes(c: &Checker<'_, '_>, inst: &Instruction<'_>, composite: u32, indexes: &[u32]) -> Result<u32, String> {
    let op = op_name(inst.opcode() as u16);
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
                        "Index is out of bounds, can not find index {i} in the structure <id> '{member}'. This \
                         structure has {n} members. Largest valid index is {}.",
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
