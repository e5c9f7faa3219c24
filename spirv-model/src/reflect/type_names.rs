//! Types as reflection reports them: the sizes of arrays, and GLSL-style names.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use spirv_core::IdRef;

use super::results::ArraySize;
use crate::model::Model;
use crate::types::Type;

/// The dimensions of the arrays `ty` is made of, outermost first, and the element type inside.
pub(crate) fn array_sizes(model: &Model<'_, '_>, mut ty: IdRef) -> (Vec<ArraySize>, IdRef) {
    let mut sizes = Vec::new();
    // Bounded: a damaged module may make types refer to each other in a loop.
    for _ in 0..64 {
        match model.ty(ty) {
            Some(Type::Array { element, length }) => {
                sizes.push(array_length(model, length));
                ty = element;
            }
            Some(Type::RuntimeArray { element }) => {
                sizes.push(ArraySize::Runtime);
                ty = element;
            }
            _ => break,
        }
    }
    (sizes, ty)
}

/// The length an array's length constant gives.
fn array_length(model: &Model<'_, '_>, length: IdRef) -> ArraySize {
    let n = model.evaluate(length).and_then(|v| v.to_u64()).map_or(0, |n| u32::try_from(n).unwrap_or(u32::MAX));
    match model.is_spec_constant(length) {
        true => ArraySize::SpecConstant { default: n, spec_id: specializable_spec_id(model, length) },
        false => ArraySize::Literal(n),
    }
}

/// The `SpecId` of `id` if a pipeline can set it (see [`Reflection::ignored_spec_ids`]).
pub(crate) fn specializable_spec_id(model: &Model<'_, '_>, id: IdRef) -> Option<u32> {
    model.is_specializable(id).then(|| model.spec_id(id)).flatten()
}

/// A GLSL-style name of type `id`: `float`, `uint`, `vec4`, `ivec2`, `mat4`, `mat3x4`,
/// `dvec2`, `float16_t`, `f16vec3`, `int64_t`, `u8vec4`, `bool`, a structure's `OpName` (or
/// `_<id>`), `image2D`-style names left to [`ImageInfo`] (`image`), `sampler`.
pub(crate) fn type_name(model: &Model<'_, '_>, id: IdRef) -> String {
    let mut out = String::new();
    write_type_name(model, id, &mut out, 16);
    out
}

/// Writes [`type_name`] of `id` to `out`, through at most `depth` pointers and arrays (a
/// damaged module may make them refer to each other in a loop).
fn write_type_name(model: &Model<'_, '_>, id: IdRef, out: &mut String, depth: u32) {
    let Some(depth) = depth.checked_sub(1) else { return };
    let scalar = |ty: Option<Type<'_>>| -> (&'static str, &'static str) {
        // (scalar name, vector prefix)
        match ty {
            Some(Type::Bool) => ("bool", "b"),
            Some(Type::Int { width: 32, signed: true }) => ("int", "i"),
            Some(Type::Int { width: 32, signed: false }) => ("uint", "u"),
            Some(Type::Int { width: 64, signed: true }) => ("int64_t", "i64"),
            Some(Type::Int { width: 64, signed: false }) => ("uint64_t", "u64"),
            Some(Type::Int { width: 16, signed: true }) => ("int16_t", "i16"),
            Some(Type::Int { width: 16, signed: false }) => ("uint16_t", "u16"),
            Some(Type::Int { width: 8, signed: true }) => ("int8_t", "i8"),
            Some(Type::Int { width: 8, signed: false }) => ("uint8_t", "u8"),
            Some(Type::Float { width: 32, encoding: None }) => ("float", ""),
            Some(Type::Float { width: 64, encoding: None }) => ("double", "d"),
            Some(Type::Float { width: 16, encoding: None }) => ("float16_t", "f16"),
            _ => ("", ""),
        }
    };
    match model.ty(id) {
        Some(Type::Void) => out.push_str("void"),
        Some(
            t @ (Type::Bool
            | Type::Int { width: 8 | 16 | 32 | 64, .. }
            | Type::Float { width: 16 | 32 | 64, encoding: None }),
        ) => out.push_str(scalar(Some(t)).0),
        Some(Type::Vector { component, count }) => {
            let (_, prefix) = scalar(model.ty(component));
            out.push_str(prefix);
            out.push_str("vec");
            push_number(out, count);
        }
        Some(Type::Matrix { column, count }) => {
            let (rows, prefix) = match model.ty(column) {
                Some(Type::Vector { component, count }) => (count, scalar(model.ty(component)).1),
                _ => (0, ""),
            };
            out.push_str(prefix);
            out.push_str("mat");
            push_number(out, count);
            if rows != count {
                out.push('x');
                push_number(out, rows);
            }
        }
        Some(Type::Struct { .. }) => match model.name(id) {
            Some(name) if !name.as_bytes().is_empty() => out.push_str(&name.to_string_lossy()),
            _ => {
                let _ = write!(out, "_{}", id.get());
            }
        },
        Some(Type::Image(_)) => out.push_str("image"),
        Some(Type::SampledImage { .. }) => out.push_str("sampledImage"),
        Some(Type::Sampler) => out.push_str("sampler"),
        Some(Type::AccelerationStructure) => out.push_str("accelerationStructureEXT"),
        Some(Type::Pointer { pointee, .. }) => {
            write_type_name(model, pointee, out, depth);
            out.push('*');
        }
        Some(Type::Array { element, .. } | Type::RuntimeArray { element }) => {
            write_type_name(model, element, out, depth);
            out.push_str("[]");
        }
        Some(Type::Int { width, signed }) => {
            let _ = write!(out, "{}int{width}_t", if signed { "" } else { "u" });
        }
        Some(Type::Float { width, encoding }) => {
            let _ = match encoding {
                Some(e) => write!(out, "{}", e.name()),
                None => write!(out, "float{width}_t"),
            };
        }
        Some(other) => {
            let _ = write!(out, "{other:?}");
        }
        None => {
            let _ = write!(out, "_{}", id.get());
        }
    }
}

/// Writes `n` in decimal; a digit without the formatting machinery (which costs more than the
/// rest of a type's name), as vector and matrix sizes are.
fn push_number(out: &mut String, n: u32) {
    match u8::try_from(n) {
        Ok(digit @ 0..=9) => out.push(char::from(b'0' + digit)),
        _ => {
            let _ = write!(out, "{n}");
        }
    }
}
