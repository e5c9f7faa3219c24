//! What the ray passes (`ray_query.rs`, `ray_tracing.rs`, `ray_reorder.rs`) ask of their
//! operands alike: 32-bit scalars and 3-component vectors of rays, the types pointers point to,
//! payload variables and their storage classes, arrays of two or three.

use spirv_core::spec::{Instruction, Op, StorageClass};

use crate::checker::Checker;

/// The 32-bit type an operand of a ray must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ray32 {
    /// An integer of either signedness.
    Int,
    /// An unsigned integer.
    Unsigned,
    /// A float.
    Float,
    /// A 3-component vector of floats.
    FloatVector3,
}

impl Ray32 {
    /// Whether the type `ty` is one.
    pub(crate) fn holds(self, c: &Checker<'_, '_>, ty: u32) -> bool {
        match self {
            Ray32::Int => c.is_int_scalar_type(ty) && c.bit_width(ty) == 32,
            Ray32::Unsigned => c.is_unsigned_int_scalar_type(ty) && c.bit_width(ty) == 32,
            Ray32::Float => c.is_float_scalar_type(ty) && c.bit_width(ty) == 32,
            Ray32::FloatVector3 => is_float32_vector(c, ty, 3),
        }
    }
}

/// The message of the first of `rules` (operand, type, message) that instruction `index`
/// breaks, operands counted as spirv-val counts them (the result type and id first).
pub(crate) fn first_broken(
    c: &Checker<'_, '_>,
    index: usize,
    rules: &[(usize, Ray32, &'static str)],
) -> Option<&'static str> {
    let broken = |&&(n, ty, _): &&(usize, Ray32, &str)| !ty.holds(c, c.type_of(c.operands.word(index, n).unwrap_or(0)));
    rules.iter().find(broken).map(|&(_, _, message)| message)
}

/// Whether `ty` is a vector of `n` 32-bit floats.
pub(crate) fn is_float32_vector(c: &Checker<'_, '_>, ty: u32, n: u32) -> bool {
    c.is_float_vector_type(ty) && c.dimension(ty) == n && c.bit_width(ty) == 32
}

/// The type the pointer `id` points to, as spirv-val finds it: the first operand of the
/// instruction defining `id` (a value's type) must be `OpTypePointer`. `None` when it is not.
pub(crate) fn pointee(c: &Checker<'_, '_>, id: u32) -> Option<u32> {
    let at = c.model.def_index(spirv_core::IdRef::new(id)?)?;
    match c.def(c.operands.word(at, 0).unwrap_or(0))? {
        Instruction::TypePointer { type_, .. } => Some(type_.get()),
        _ => None,
    }
}

/// Whether `id` is an `OpVariable` of one of `storage` classes.
pub(crate) fn is_variable_of(c: &Checker<'_, '_>, id: u32, storage: &[StorageClass]) -> bool {
    matches!(c.def(id), Some(Instruction::Variable { storage_class, .. }) if storage.contains(storage_class))
}

/// The length of an array type as the ray passes read it: an `OpConstant`'s first word, 0 for
/// any other length (or any other type).
pub(crate) fn array_length(c: &Checker<'_, '_>, ty: u32) -> u32 {
    let Some(Instruction::TypeArray { length, .. }) = c.def(ty) else { return 0 };
    match c.def(length.get()) {
        // The value's first word (its low-order one), whatever its type.
        Some(Instruction::Constant { value, .. }) => value.bits() as u32,
        _ => 0,
    }
}

/// Whether `ty` is an array of `n` vectors of 3 floats (of 32 bits when `width32`).
pub(crate) fn is_array_of_float_vector3s(c: &Checker<'_, '_>, ty: u32, n: u32, width32: bool) -> bool {
    let element = c.component_type(ty);
    c.def_is(ty, Op::TypeArray)
        && array_length(c, ty) == n
        && c.is_float_vector_type(element)
        && c.dimension(element) == 3
        && (!width32 || c.bit_width(element) == 32)
}

/// Whether `ty` is an array of two floats (`IsFloatArrayType`, of length 2).
pub(crate) fn is_pair_of_floats(c: &Checker<'_, '_>, ty: u32) -> bool {
    c.is_array_type(ty, 0) && c.is_float_scalar_type(c.component_type(ty)) && array_length(c, ty) == 2
}
