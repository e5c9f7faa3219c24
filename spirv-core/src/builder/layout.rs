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
//!
//! // A row-major member is decorated so before its layout: mat2x3 (two columns of vec3) is
//! // then three rows of two floats, 8 bytes apart in std430.
//! let mat2x3 = b.type_matrix(vec3, 2);
//! let rows = b.type_struct([mat2x3, float]);
//! b.member_decorate(rows, 0, spirv_core::spec::Decoration::RowMajor);
//! assert_eq!(b.decorate_layout(rows, Layout::Std430)?.size, 32); // the float at 24
//!
//! // A block ending in a runtime array is as large as its part before the array.
//! let floats = b.type_runtime_array(float);
//! let block = b.type_struct([vec3, floats]);
//! assert_eq!(b.layout_of(block, Layout::Std430)?.size, 12);
//! # Ok(())
//! # }
//! ```

use std::collections::{HashMap, HashSet};

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

/// The types and constants of [`Section::Globals`] by id, and the structure members decorated
/// `RowMajor`, read once per call.
struct Types<'m, 'a> {
    defs: HashMap<IdRef, &'m Instruction<'a>>,
    row_major: HashSet<(IdRef, u32)>,
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
        Ok(match inst {
            Instruction::TypeInt { width, .. } | Instruction::TypeFloat { width, .. } => {
                let bytes = u64::from(*width).div_ceil(8);
                (bytes, bytes)
            }
            Instruction::TypeVector { component_type, component_count, .. } => {
                self.vector(*component_type, u64::from(*component_count), wanted)?
            }
            // Outside a structure member, matrices are column-major.
            Instruction::TypeMatrix { .. } | Instruction::TypeArray { .. } | Instruction::TypeRuntimeArray { .. } => {
                let (size, align, _) = self.member(id, false, wanted)?;
                (size, align)
            }
            Instruction::TypeStruct { member_types, .. } => {
                let (mut offset, mut struct_align) = (0u64, 1u64);
                let mut runtime_array_last = false;
                for (member, ty) in member_types.iter().enumerate() {
                    let member = member as u32;
                    let row_major = self.row_major.contains(&(id, member));
                    let (size, align, matrix_stride) = self.member(ty, row_major, wanted)?;
                    offset = round_up(offset, align);
                    wanted.push((id, Some(member), Decoration::Offset(offset as u32)));
                    // SPIR-V puts the majorness and stride of a matrix, or of the matrices of an
                    // array, on the member. A member decorated RowMajor was laid out row by row.
                    if let Some(stride) = matrix_stride {
                        if !row_major {
                            wanted.push((id, Some(member), Decoration::ColMajor));
                        }
                        wanted.push((id, Some(member), Decoration::MatrixStride(stride as u32)));
                    }
                    offset += size;
                    struct_align = struct_align.max(align);
                    runtime_array_last = matches!(self.get(ty)?, Instruction::TypeRuntimeArray { .. });
                }
                if std140 {
                    struct_align = round_up(struct_align, 16);
                }
                // A structure ending in a runtime array is a block, never an element: its size
                // is where the array starts.
                let size = if runtime_array_last { offset } else { round_up(offset, struct_align) };
                (size, struct_align)
            }
            Instruction::TypePointer { storage_class: StorageClass::PhysicalStorageBuffer, .. } => (8, 8),
            other => return Err(LayoutError::NoLayout { id, name: other.op().map_or("", |op| op.name()) }),
        })
        .and_then(
            |(size, align)| if size > u64::from(u32::MAX) { Err(LayoutError::TooLarge(id)) } else { Ok((size, align)) },
        )
    }

    /// The stride and alignment of an array element or matrix column of `size` and `align`:
    /// std140 aligns them to 16 bytes.
    fn stride(&self, size: u64, mut align: u64) -> (u64, u64) {
        if self.rule == Layout::Std140 {
            align = round_up(align, 16);
        }
        (round_up(size, align), align)
    }

    /// The size and alignment of a vector of `count` components of type `component`.
    fn vector(&self, component: IdRef, count: u64, wanted: &mut Vec<Wanted>) -> Result<(u64, u64), LayoutError> {
        let (size, align) = self.layout(component, wanted)?;
        let align = match (self.rule == Layout::Scalar, count) {
            (true, _) => align,
            (false, 2) => 2 * align,
            (false, _) => 4 * align,
        };
        Ok((count * size, align))
    }

    /// The size, alignment and `MatrixStride` of the matrix type `id`: laid out column by
    /// column, or when `row_major` row by row, each row a vector of as many components as the
    /// matrix has columns.
    fn matrix(&self, id: IdRef, row_major: bool, wanted: &mut Vec<Wanted>) -> Result<(u64, u64, u64), LayoutError> {
        let Instruction::TypeMatrix { column_type, column_count, .. } = self.get(id)? else {
            return Err(LayoutError::UnknownType(id));
        };
        let (vector, count) = match (row_major, self.get(*column_type)?) {
            (true, Instruction::TypeVector { component_type, component_count, .. }) => {
                (self.vector(*component_type, u64::from(*column_count), wanted)?, u64::from(*component_count))
            }
            _ => (self.layout(*column_type, wanted)?, u64::from(*column_count)),
        };
        let (stride, align) = self.stride(vector.0, vector.1);
        Ok((count * stride, align, stride))
    }

    /// The size, alignment and `MatrixStride` (for a matrix or an array of matrices) of a
    /// structure member of type `ty`, decorated `RowMajor` or not.
    fn member(
        &self,
        ty: IdRef,
        row_major: bool,
        wanted: &mut Vec<Wanted>,
    ) -> Result<(u64, u64, Option<u64>), LayoutError> {
        // Arrays are followed to their element, whose layout depends on the majorness when it
        // is a matrix.
        let array = match self.get(ty)? {
            Instruction::TypeMatrix { .. } => {
                let (size, align, stride) = self.matrix(ty, row_major, wanted)?;
                return Ok((size, align, Some(stride)));
            }
            Instruction::TypeArray { element_type, length, .. } => Some((*element_type, Some(*length))),
            Instruction::TypeRuntimeArray { element_type, .. } => Some((*element_type, None)),
            _ => None,
        };
        let Some((element, length)) = array else {
            let (size, align) = self.layout(ty, wanted)?;
            return Ok((size, align, None));
        };
        let (size, align, matrix_stride) = self.member(element, row_major, wanted)?;
        let (stride, align) = self.stride(size, align);
        wanted.push((ty, None, Decoration::ArrayStride(stride as u32)));
        let size = match length {
            Some(length) => self.length(length)? * stride,
            None => 0,
        };
        if size > u64::from(u32::MAX) {
            return Err(LayoutError::TooLarge(ty));
        }
        Ok((size, align, matrix_stride))
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
        let row_major = self.sections[Section::Annotations as usize]
            .iter()
            .filter_map(|inst| match inst {
                Instruction::MemberDecorate { structure_type, member, decoration: Decoration::RowMajor } => {
                    Some((*structure_type, *member))
                }
                _ => None,
            })
            .collect();
        Types { defs, row_major, rule }
    }

    /// The size and alignment of type `ty` under `rule` (a matrix outside a structure member
    /// counted column-major; a member decorated `RowMajor` row-major). Takes time in the number
    /// of globals.
    ///
    /// # Errors
    /// When `ty` or a type in it is not a type of the module, has no explicit layout, or is
    /// too large.
    pub fn layout_of(&self, ty: IdRef, rule: Layout) -> Result<TypeLayout, LayoutError> {
        let (size, alignment) = self.types(rule).layout(ty, &mut Vec::new())?;
        Ok(TypeLayout { size: size as u32, alignment: alignment as u32 })
    }

    /// Decorates type `ty` and every type in it for `rule`: `Offset` on structure members,
    /// `ArrayStride` on arrays, `MatrixStride` on members that are matrices or arrays of them,
    /// with `ColMajor` unless the member is already decorated `RowMajor` (then its matrices are
    /// laid out row by row: decorate `RowMajor` first). Decorations already present with the
    /// same values are kept, not repeated.
    ///
    /// # Errors
    /// Those of [`Builder::layout_of`], and [`LayoutError::Conflict`] when a type already has a
    /// different value (it is used under another layout: arrays are hash-consed, so make the
    /// array types of different layouts differ, or give each its own structure).
    pub fn decorate_layout(&mut self, ty: IdRef, rule: Layout) -> Result<TypeLayout, LayoutError> {
        let mut wanted = Vec::new();
        let (size, alignment) = self.types(rule).layout(ty, &mut wanted)?;
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
