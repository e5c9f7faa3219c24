//! The type a built-in-decorated id has, and what is wrong with it as spirv-val words it
//! (`GetUnderlyingType`, `ValidateBool`, `ValidateI32`, ..., `GetDefinitionDesc`).

use alloc::format;
use alloc::string::String;

use spirv_core::predicates::is_constant;
use spirv_core::spec::{Instruction, Op};

use super::table::{Ty, TypeRule};
use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::op_name;

/// An id decorated with a built-in, or a member of a struct type so decorated.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Decorated {
    /// The built-in's number.
    pub(crate) builtin: u32,
    /// The member, for `OpMemberDecorate`.
    pub(crate) member: Option<u32>,
    /// The decorated id and the index of its definition.
    pub(crate) id: u32,
    pub(crate) index: usize,
}

impl Decorated {
    /// The built-in's name (the grammar's).
    pub(crate) fn name(&self) -> &'static str {
        spirv_core::spec::BuiltIn::from_u32(self.builtin).map_or("Unknown", |b| b.name())
    }
}

/// `ID <5> (OpVariable)`: the instruction at `index` as spirv-val names it (`GetIdDesc`).
pub(crate) fn id_desc(c: &mut Checker<'_, '_>, index: usize) -> String {
    let id = c.result_id_at(index);
    let op = c.opcode_at(index);
    format!("ID <{}> (Op{})", c.id_number(id), op_name(op))
}

/// `Member #0 of struct ID <2>` or the id's description (`GetDefinitionDesc`).
pub(crate) fn definition_desc(c: &mut Checker<'_, '_>, d: &Decorated) -> String {
    match d.member {
        Some(member) => format!("Member #{member} of struct ID <{}>", c.id_number(d.id)),
        None => id_desc(c, d.index),
    }
}

/// The type the decorated id stands for (`GetUnderlyingType`): a member's type, a constant's,
/// the type a variable points to.
pub(crate) fn underlying(c: &mut Checker<'_, '_>, d: &Decorated) -> Result<u32, Fault> {
    let inst = c.module.instructions.get(d.index);
    let is_struct = matches!(inst, Some(Instruction::TypeStruct { .. }));
    if let Some(member) = d.member {
        if let Some(Instruction::TypeStruct { member_types, .. }) = inst {
            return Ok(member_types.iter().nth(member as usize).map_or(0, |t| t.get()));
        }
        let desc = id_desc(c, d.index);
        let message = format!("{desc}Attempted to get underlying data type via member index for non-struct type.");
        return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
    }
    if is_struct {
        let desc = id_desc(c, d.index);
        let message = format!("{desc} did not find an member index to get underlying data type for struct type.");
        return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
    }
    let result_type = c.result_type_at(d.index);
    if is_constant(c.opcode_at(d.index)) {
        return Ok(result_type);
    }
    match c.pointer_type_info(result_type) {
        Some((pointee, _)) => Ok(pointee),
        None => {
            let desc = id_desc(c, d.index);
            let message = format!(
                "{desc} is decorated with BuiltIn. BuiltIn decoration should only be applied to struct types, \
                 variables and constants."
            );
            Err(c.diag(ErrorKind::InvalidData, Some(d.index), message))
        }
    }
}

/// The decorated id's type against `rule` (`arrayed` as for [`type_problem`]): spirv-val's
/// error about instruction `index` where it breaks the rule.
pub(crate) fn check_type(
    c: &mut Checker<'_, '_>,
    d: &Decorated,
    rule: &TypeRule,
    arrayed: bool,
    index: usize,
) -> Result<(), Fault> {
    let Some(problem) = type_problem(c, d, rule.ty, arrayed)? else { return Ok(()) };
    let message = format!(
        "{}According to the Vulkan spec BuiltIn {} variable needs to be a {}{problem}",
        c.vuid(rule.vuid),
        d.name(),
        rule.needs
    );
    Err(c.diag(ErrorKind::InvalidData, Some(index), message))
}

/// What is wrong with the decorated id's type for `ty` (`None`: nothing), the sentence
/// spirv-val adds to the rule's message; `arrayed`: an array of `ty` will do too (the
/// `ValidateOptionalArrayed*` checks).
pub(crate) fn type_problem(
    c: &mut Checker<'_, '_>,
    d: &Decorated,
    ty: Ty,
    arrayed: bool,
) -> Result<Option<String>, Fault> {
    let mut underlying = underlying(c, d)?;
    if arrayed && let Some(Instruction::TypeArray { element_type, .. }) = c.def(underlying) {
        let element = element_type.get();
        // An array of arrays of floats: the outer one is the variable's.
        if !matches!(ty, Ty::F32Arr(_)) || c.def_is(element, Op::TypeArray) {
            underlying = element;
        }
    }
    Ok(problem(c, ty, underlying).map(|reason| format!("{}{reason}", definition_desc(c, d))))
}

/// What is wrong with `type_` for `ty`, after the id's description.
fn problem(c: &Checker<'_, '_>, ty: Ty, type_: u32) -> Option<String> {
    let width = |c: &Checker<'_, '_>, t: u32| c.bit_width(t);
    match ty {
        Ty::Bool => (!c.is_bool_scalar_type(type_)).then(|| " is not a bool scalar.".into()),
        Ty::Int => (!c.is_int_scalar_type(type_)).then(|| " is not an int scalar.".into()),
        Ty::I32 => {
            if !c.is_int_scalar_type(type_) {
                return Some(" is not an int scalar.".into());
            }
            scalar_width(width(c, type_))
        }
        Ty::F32 => {
            if !c.is_float_scalar_type(type_) {
                return Some(" is not a float scalar.".into());
            }
            scalar_width(width(c, type_))
        }
        Ty::I32Vec(n) => {
            if !c.is_int_vector_type(type_) {
                return Some(" is not an int vector.".into());
            }
            vector_shape(c, type_, n)
        }
        Ty::F32Vec(n) => float_vector(c, type_, n),
        Ty::I32Arr | Ty::F32Arr(_) | Ty::ArrayedI32Vec(_) => {
            let Some(Instruction::TypeArray { element_type, length, .. }) = c.def(type_) else {
                return Some(" is not an array.".into());
            };
            let element = element_type.get();
            match ty {
                Ty::ArrayedI32Vec(n) => {
                    if !c.is_int_vector_type(element) {
                        return Some(" is not an int vector.".into());
                    }
                    vector_shape(c, element, n)
                }
                Ty::I32Arr => {
                    if !c.is_int_scalar_type(element) {
                        return Some(" components are not int scalar.".into());
                    }
                    component_width(width(c, element))
                }
                _ => {
                    if !c.is_float_scalar_type(element) {
                        return Some(" components are not float scalar.".into());
                    }
                    if let Some(reason) = component_width(width(c, element)) {
                        return Some(reason);
                    }
                    let Ty::F32Arr(n) = ty else { return None };
                    let actual = c.constant_u64(length.get()).unwrap_or(0);
                    (n != 0 && actual != u64::from(n)).then(|| format!(" has {actual} components."))
                }
            }
        }
        Ty::F32Mat(rows, columns) => {
            let (actual_rows, actual_columns, column_type) = match c.matrix_type_info(type_) {
                Some((r, k, column, _)) => (r, k, column),
                None => (0, 0, 0),
            };
            if actual_rows != rows || actual_columns != columns || column_type == 0 {
                return Some(format!(
                    " has columns {actual_columns} and rows {actual_rows} not equal to expected {columns}x{rows}."
                ));
            }
            float_vector(c, column_type, rows)
        }
    }
}

fn float_vector(c: &Checker<'_, '_>, type_: u32, n: u32) -> Option<String> {
    if !c.is_float_vector_type(type_) {
        return Some(" is not a float vector.".into());
    }
    vector_shape(c, type_, n)
}

/// A vector's component count, then its components' width.
fn vector_shape(c: &Checker<'_, '_>, type_: u32, n: u32) -> Option<String> {
    let actual = c.dimension(type_);
    if actual != n {
        return Some(format!(" has {actual} components."));
    }
    component_width(c.bit_width(type_))
}

fn scalar_width(width: u32) -> Option<String> {
    (width != 32).then(|| format!(" has bit width {width}."))
}

fn component_width(width: u32) -> Option<String> {
    (width != 32).then(|| format!(" has components with bit width {width}."))
}
