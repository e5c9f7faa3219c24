//! Explicit layout: `Offset`, `ArrayStride` and `MatrixStride` computed from the types, for the
//! std140, std430 and scalar rules of the Vulkan specification ("Offset and Stride
//! Assignment").
//!
//! ```
//! use spirv_core::builder::{Builder, layout::Layout};
//! use spirv_core::Version;
//!
//! # fn main() -> Result<(), spirv_core::builder::layout::LayoutError> {
//! let mut b = Builder::new(Version::new(1, 3));
//! let float = b.type_float(32);
//! let vec3 = b.type_vector(float, 3);
//! let block = b.type_struct([vec3, float]);
//! let std430 = b.decorate_layout(block, Layout::Std430)?;
//! assert_eq!((std430.size, std430.alignment), (16, 16)); // the float packs after the vec3
//! assert_eq!(b.layout_of(block, Layout::Scalar)?.size, 16);
//! let array = b.type_array(vec3, 2);
//! assert_eq!(b.layout_of(array, Layout::Std140)?.size, 32); // stride 16
//! assert_eq!(b.layout_of(array, Layout::Scalar)?.size, 24); // stride 12
//! # Ok(())
//! # }
//! ```

use std::collections::HashMap;

use spirv_runtime::IdRef;

use super::{Builder, Section};
use crate::spec::{Decoration, Instruction, StorageClass};

/// A layout rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Uniform buffers without `uniformBufferStandardLayout`: arrays and structures aligned to 16
    /// bytes.
    Std140,
    /// Storage buffers and push constants: vectors of 2 aligned to twice, of 3 or 4 to four
    /// times their component.
    Std430,
    /// `VK_EXT_scalar_block_layout`: everything aligned to its scalar components.
    Scalar,
}

/// The size and alignment of a type under a [`Layout`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeLayout {
    /// Size in bytes (0 for a runtime array, or a structure ending in one: its fixed part,
    /// unpadded, then).
    pub size: u32,
    /// Alignment in bytes.
    pub alignment: u32,
}

/// Why a layout cannot be computed or decorated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LayoutError {
    /// The id is not a type of this builder.
    #[error("{0} is not a type defined in the module")]
    UnknownType(IdRef),
    /// The type has no layout in memory visible to the host (`bool`, an opaque type, a pointer
    /// outside `PhysicalStorageBuffer`).
    #[error("{id} ({name}) has no explicit layout")]
    NoLayout {
        /// The type.
        id: IdRef,
        /// Its opcode name.
        name: &'static str,
    },
    /// An array whose length is not a 32-bit constant the builder knows.
    #[error("the length of array {0} is not a known integer constant")]
    UnknownLength(IdRef),
    /// The type is already decorated with a different value: it is used under two layouts (make
    /// a separate type for each).
    #[error("{id} already has {decoration} {existing}, the layout needs {wanted}")]
    Conflict {
        /// The type.
        id: IdRef,
        /// The decoration's name (with the member for `Offset`: `Offset of member 2`).
        decoration: String,
        /// The value it has.
        existing: u32,
        /// The value the layout needs.
        wanted: u32,
    },
    /// The size overflows 32 bits.
    #[error("the size of {0} overflows 32 bits")]
    TooLarge(IdRef),
}

/// A decoration the layout wants: `(target, member, decoration)`.
type Wanted = (IdRef, Option<u32>, Decoration<'static>);

/// The types and constants of [`Section::Globals`] by id, read once per call.
struct Types<'m, 'a> {
    defs: HashMap<IdRef, &'m Instruction<'a>>,
    rule: Layout,
}

fn round_up(x: u64, to: u64) -> u64 {
    x.div_ceil(to.max(1)) * to.max(1)
}

impl<'a> Types<'_, 'a> {
    fn get(&self, id: IdRef) -> Result<&Instruction<'a>, LayoutError> {
        self.defs.get(&id).copied().ok_or(LayoutError::UnknownType(id))
    }

    /// The layout of `id`, pushing the decorations it needs to `wanted`.
    fn layout(&self, id: IdRef, wanted: &mut Vec<Wanted>) -> Result<(u64, u64), LayoutError> {
        let inst = self.get(id)?;
        let std140 = self.rule == Layout::Std140;
        let scalar = self.rule == Layout::Scalar;
        Ok(match inst {
            Instruction::TypeInt { width, .. } | Instruction::TypeFloat { width, .. } => {
                let bytes = u64::from(*width).div_ceil(8);
                (bytes, bytes)
            }
            Instruction::TypeVector { component_type, component_count, .. } => {
                let (size, align) = self.layout(*component_type, wanted)?;
                let n = u64::from(*component_count);
                let align = match (scalar, n) {
                    (true, _) => align,
                    (false, 2) => 2 * align,
                    (false, _) => 4 * align,
                };
                (n * size, align)
            }
            Instruction::TypeMatrix { column_type, column_count, .. } => {
                let (stride, align) = self.element(*column_type, wanted)?;
                wanted.push((id, None, Decoration::MatrixStride(stride as u32)));
                (u64::from(*column_count) * stride, align)
            }
            Instruction::TypeArray { element_type, length, .. } => {
                let (stride, align) = self.element(*element_type, wanted)?;
                wanted.push((id, None, Decoration::ArrayStride(stride as u32)));
                (self.length(*length)? * stride, align)
            }
            Instruction::TypeRuntimeArray { element_type, .. } => {
                let (stride, align) = self.element(*element_type, wanted)?;
                wanted.push((id, None, Decoration::ArrayStride(stride as u32)));
                (0, align)
            }
            Instruction::TypeStruct { member_types, .. } => {
                let (mut offset, mut struct_align) = (0u64, 1u64);
                for (member, ty) in member_types.iter().enumerate() {
                    let (size, align) = self.layout(ty, wanted)?;
                    offset = round_up(offset, align);
                    let member = member as u32;
                    wanted.push((id, Some(member), Decoration::Offset(offset as u32)));
                    if let Instruction::TypeMatrix { .. } = self.get(ty)? {
                        // The stride is the matrix type's; SPIR-V puts it on the member.
                        if let Some(&(_, _, Decoration::MatrixStride(s))) = wanted.iter().rev().find(|w| w.0 == ty) {
                            wanted.push((id, Some(member), Decoration::ColMajor));
                            wanted.push((id, Some(member), Decoration::MatrixStride(s)));
                        }
                    }
                    offset += size;
                    struct_align = struct_align.max(align);
                }
                if std140 {
                    struct_align = round_up(struct_align, 16);
                }
                (round_up(offset, struct_align), struct_align)
            }
            Instruction::TypePointer { storage_class: StorageClass::PhysicalStorageBuffer, .. } => (8, 8),
            other => return Err(LayoutError::NoLayout { id, name: other.op().map_or("", |op| op.name()) }),
        })
        .and_then(
            |(size, align)| if size > u64::from(u32::MAX) { Err(LayoutError::TooLarge(id)) } else { Ok((size, align)) },
        )
    }

    /// The stride and alignment of an array element or matrix column.
    fn element(&self, ty: IdRef, wanted: &mut Vec<Wanted>) -> Result<(u64, u64), LayoutError> {
        let (size, mut align) = self.layout(ty, wanted)?;
        if self.rule == Layout::Std140 {
            align = round_up(align, 16);
        }
        Ok((round_up(size, align), align))
    }

    fn length(&self, id: IdRef) -> Result<u64, LayoutError> {
        match self.get(id) {
            Ok(Instruction::Constant { value, .. }) => value.to_u64().ok_or(LayoutError::UnknownLength(id)),
            _ => Err(LayoutError::UnknownLength(id)),
        }
    }
}

impl<'a> Builder<'a> {
    fn types(&self, rule: Layout) -> Types<'_, 'a> {
        let defs = self.sections[Section::Globals as usize]
            .iter()
            .filter_map(|inst| Some((IdRef::from(inst.result_id()?), inst)))
            .collect();
        Types { defs, rule }
    }

    /// The size and alignment of type `ty` under `rule`. Takes time in the number of globals.
    ///
    /// # Errors
    /// When `ty` or a type in it is not a type of the module, has no explicit layout, or is
    /// too large.
    pub fn layout_of(&self, ty: IdRef, rule: Layout) -> Result<TypeLayout, LayoutError> {
        let (size, alignment) = self.types(rule).layout(ty, &mut Vec::new())?;
        Ok(TypeLayout { size: size as u32, alignment: alignment as u32 })
    }

    /// Decorates type `ty` and every type in it for `rule`: `Offset` on structure members,
    /// `ArrayStride` on arrays, `ColMajor` and `MatrixStride` on matrix members. Decorations
    /// already present with the same values are kept, not repeated.
    ///
    /// # Errors
    /// Those of [`Builder::layout_of`], and [`LayoutError::Conflict`] when a type already has a
    /// different value (it is used under another layout: arrays are hash-consed, so make the
    /// array types of different layouts differ, or give each its own structure).
    pub fn decorate_layout(&mut self, ty: IdRef, rule: Layout) -> Result<TypeLayout, LayoutError> {
        let mut wanted = Vec::new();
        let (size, alignment) = self.types(rule).layout(ty, &mut wanted)?;
        // Matrix strides are member decorations; the matrix type itself gets none.
        wanted.retain(|(_, member, d)| member.is_some() || !matches!(d, Decoration::MatrixStride(_)));
        let annotations = &self.sections[Section::Annotations as usize];
        let mut new = Vec::new();
        for (target, member, decoration) in wanted {
            let existing =
                annotations.iter().chain(&new).find_map(|inst| existing_value(inst, target, member, &decoration));
            match (existing, layout_value(&decoration)) {
                (Some(have), Some(want)) if have != want => {
                    let name = decoration.name();
                    return Err(LayoutError::Conflict {
                        id: target,
                        decoration: match member {
                            Some(m) => format!("{name} of member {m}"),
                            None => name.into(),
                        },
                        existing: have,
                        wanted: want,
                    });
                }
                (Some(_), _) => {}
                (None, _) => new.push(match member {
                    Some(member) => Instruction::MemberDecorate { structure_type: target, member, decoration },
                    None => Instruction::Decorate { target, decoration },
                }),
            }
        }
        self.sections[Section::Annotations as usize].extend(new);
        Ok(TypeLayout { size: size as u32, alignment: alignment as u32 })
    }
}

/// The number a layout decoration carries (`None` for `ColMajor`).
fn layout_value(d: &Decoration<'_>) -> Option<u32> {
    match d {
        Decoration::Offset(v) | Decoration::ArrayStride(v) | Decoration::MatrixStride(v) => Some(*v),
        _ => None,
    }
}

/// The value of the same decoration as `d` on `(target, member)` in `inst`, if `inst` is one
/// (`Some(0)` for a present `ColMajor`).
fn existing_value(inst: &Instruction<'_>, target: IdRef, member: Option<u32>, d: &Decoration<'_>) -> Option<u32> {
    let decoration = match (inst, member) {
        (Instruction::Decorate { target: t, decoration }, None) if *t == target => decoration,
        (Instruction::MemberDecorate { structure_type: t, member: m, decoration }, Some(member))
            if *t == target && *m == member =>
        {
            decoration
        }
        _ => return None,
    };
    (decoration.kind() == d.kind()).then(|| layout_value(decoration).unwrap_or(0))
}
