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

use spirv_runtime::{IdKind, IdRef};

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
    /// The type is already decorated with a different value: it is laid out under another rule.
    /// [`Builder::decorate_layout`] copies such types inside the type it lays out; this is the
    /// type it was given (or a hash-consed array whose element is such a type), which keeps its
    /// id: lay out a copy of it made by [`Builder::copy_type`]. (Or a type laid out two ways
    /// within the one type: an array of matrices used both row- and column-major.)
    #[error(
        "{id} already has {decoration} {existing}, the layout needs {wanted}: it is laid out under another \
         rule, and decorate_layout copies the types inside the type it lays out, not that type; lay out a \
         copy of that, made by Builder::copy_type"
    )]
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

    /// Whether `id` is one of `conflicting` or holds one (as a member or element, at any
    /// depth); pushes each type reached from `id` that does to `holding`, after the types it
    /// holds, once (`seen` keeps the answers).
    fn holding(
        &self,
        id: IdRef,
        conflicting: &HashSet<IdRef>,
        seen: &mut HashMap<IdRef, bool>,
        holding: &mut Vec<IdRef>,
    ) -> bool {
        if let Some(&holds) = seen.get(&id) {
            return holds;
        }
        let parts = match self.defs.get(&id) {
            Some(Instruction::TypeStruct { member_types, .. }) => member_types.to_vec(),
            Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) => {
                vec![*element_type]
            }
            // Other types take no layout decorations of their own and hold none that do.
            _ => Vec::new(),
        };
        let mut holds = conflicting.contains(&id);
        for part in parts {
            holds |= self.holding(part, conflicting, seen, holding);
        }
        seen.insert(id, holds);
        if holds {
            holding.push(id);
        }
        holds
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
    /// A type in `ty` that already has different values is laid out under another rule
    /// elsewhere: `float[3]` in a std140 and a std430 block, one id since arrays are
    /// hash-consed. `ty` then gets its own copy of it, as compilers make one type per layout:
    /// a new id ([`Builder::copy_type`]: not hash-consed, so [`Builder::type_array`] still
    /// gives the original), decorated for `rule`, as are copies of the structures and arrays
    /// between `ty` and it; `ty`'s member points at the copy. So lay out a block before
    /// taking pointers into its members: a pointer type made earlier from a member's type
    /// points at the original. `ty` itself keeps its id and is never copied (variables and
    /// pointers name it): when it is the type laid out under another rule, or a hash-consed
    /// array whose element would be copied, the error is [`LayoutError::Conflict`]; lay out a
    /// copy of it made by [`Builder::copy_type`].
    ///
    /// ```
    /// use spirv_core::builder::{Builder, Section, layout::Layout};
    /// use spirv_core::spec::{Decoration, Instruction};
    /// use spirv_core::{IdRef, Version};
    ///
    /// # fn main() -> Result<(), spirv_core::builder::layout::LayoutError> {
    /// let mut b = Builder::new(Version::new(1, 3));
    /// let float = b.type_float(32);
    /// let array = b.type_array(float, 3);
    /// let uniform = b.type_struct([array]);
    /// b.decorate_layout(uniform, Layout::Std140)?; // ArrayStride 16 on `array`
    /// let storage = b.type_struct([array]);
    /// b.decorate_layout(storage, Layout::Std430)?; // ArrayStride 4 on a copy of it
    ///
    /// let member = b.section(Section::Globals).iter().find_map(|i| match i {
    ///     Instruction::TypeStruct { result_id, member_types } if IdRef::from(*result_id) == storage => {
    ///         member_types.get(0)
    ///     }
    ///     _ => None,
    /// });
    /// let copy = member.unwrap();
    /// assert_ne!(copy, array);
    /// assert_eq!(b.type_array(float, 3), array); // the copy is not hash-consed
    /// assert!(b.section(Section::Annotations).contains(&Instruction::Decorate {
    ///     target: copy,
    ///     decoration: Decoration::ArrayStride(4),
    /// }));
    /// # Ok(())
    /// # }
    /// ```
    ///
    /// # Errors
    /// Those of [`Builder::layout_of`], and [`LayoutError::Conflict`] when `ty` itself is laid
    /// out under another rule (or is an array whose element is), or when a type is laid out
    /// two ways within `ty` (an array of matrices both row- and column-major).
    pub fn decorate_layout(&mut self, ty: IdRef, rule: Layout) -> Result<TypeLayout, LayoutError> {
        let (layout, mut new, conflicts) = self.layout_decorations(ty, rule)?;
        if let Some(first) = conflicts.first() {
            let conflicting: HashSet<IdRef> = conflicts.iter().filter_map(conflict_target).collect();
            let mut holding = Vec::new();
            self.types(rule).holding(ty, &conflicting, &mut HashMap::new(), &mut holding);
            let hash_consed = self.interned.values().any(|&id| id == ty);
            if conflicting.contains(&ty) || hash_consed {
                return Err(first.clone());
            }
            // `holding` ends with `ty`, which keeps its id; the types before it are copied, and
            // the copies have no layout decorations yet.
            holding.pop();
            self.copy_types_in(ty, &holding);
            let (_, again, conflicts) = self.layout_decorations(ty, rule)?;
            if let Some(conflict) = conflicts.into_iter().next() {
                return Err(conflict);
            }
            new = again;
        }
        self.sections[Section::Annotations as usize].extend(new);
        Ok(layout)
    }

    /// The layout of `ty` under `rule`, the decorations it needs that are not there yet, and
    /// the conflicts: decorations there with other values ([`LayoutError::Conflict`]).
    #[allow(clippy::type_complexity)]
    fn layout_decorations(
        &self,
        ty: IdRef,
        rule: Layout,
    ) -> Result<(TypeLayout, Vec<Instruction<'a>>, Vec<LayoutError>), LayoutError> {
        let mut wanted = Vec::new();
        let (size, alignment) = self.types(rule).layout(ty, &mut wanted)?;
        let annotations = &self.sections[Section::Annotations as usize];
        let (mut new, mut conflicts) = (Vec::new(), Vec::new());
        for (target, member, decoration) in wanted {
            let existing =
                annotations.iter().chain(&new).find_map(|inst| existing_value(inst, target, member, &decoration));
            match (existing, layout_value(&decoration)) {
                (Some(have), Some(want)) if have != want => {
                    let name = decoration.name();
                    conflicts.push(LayoutError::Conflict {
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
        Ok((TypeLayout { size: size as u32, alignment: alignment as u32 }, new, conflicts))
    }

    /// Copies `types` (structures and arrays, each after the types it holds) and points `ty`
    /// and the copies at the copies instead of the originals.
    fn copy_types_in(&mut self, ty: IdRef, types: &[IdRef]) {
        let copies: HashMap<IdRef, IdRef> = types.iter().filter_map(|&t| Some((t, self.copy_type(t)?))).collect();
        let repointed: HashSet<IdRef> = copies.values().copied().chain([ty]).collect();
        for inst in &mut self.sections[Section::Globals as usize] {
            if inst.result_id().is_some_and(|id| repointed.contains(&IdRef::from(id))) {
                inst.for_each_id_mut(|kind, id| {
                    if let (IdKind::Ref, Some(&copy)) = (kind, copies.get(id)) {
                        *id = copy;
                    }
                });
            }
        }
    }

    /// A copy of the structure or array type `ty`, to lay out under another rule than `ty`
    /// ([`Builder::decorate_layout`] makes the copies it needs of the types inside the type it
    /// lays out, not of that type). The copy is a new id, not hash-consed (later
    /// [`Builder::type_array`] calls still give `ty`), declared right after `ty`, with the same
    /// members or element, the same names and the same decorations but the layout's values
    /// (`Offset`, `ArrayStride`, `MatrixStride`): a block stays a block, a `RowMajor` member
    /// row-major. `None` when `ty` is not a structure or array type of the module.
    ///
    /// ```
    /// use spirv_core::builder::{Builder, layout::{Layout, LayoutError}};
    /// use spirv_core::spec::Decoration;
    /// use spirv_core::Version;
    ///
    /// # fn main() -> Result<(), LayoutError> {
    /// let mut b = Builder::new(Version::new(1, 3));
    /// let float = b.type_float(32);
    /// let vec3 = b.type_vector(float, 3);
    /// let block = b.type_struct([float, vec3]);
    /// b.decorate(block, Decoration::Block);
    /// assert_eq!(b.decorate_layout(block, Layout::Std140)?.size, 32); // the vec3 at 16
    /// // The same block for a scalar storage buffer: the vec3 at 4 conflicts.
    /// let err = b.decorate_layout(block, Layout::Scalar).unwrap_err();
    /// assert!(matches!(err, LayoutError::Conflict { .. }));
    /// let copy = b.copy_type(block).unwrap();
    /// assert_eq!(b.decorate_layout(copy, Layout::Scalar)?.size, 16);
    /// # Ok(())
    /// # }
    /// ```
    pub fn copy_type(&mut self, ty: IdRef) -> Option<IdRef> {
        let defines_ty = |inst: &Instruction<'_>| inst.result_id().is_some_and(|id| IdRef::from(id) == ty);
        let globals = &self.sections[Section::Globals as usize];
        let at = globals.iter().position(|inst| {
            defines_ty(inst)
                && matches!(
                    inst,
                    Instruction::TypeStruct { .. }
                        | Instruction::TypeArray { .. }
                        | Instruction::TypeRuntimeArray { .. }
                )
        })?;
        let copy = self.id();
        let retarget = |mut inst: Instruction<'a>| {
            inst.for_each_id_mut(|_, id| {
                if *id == ty {
                    *id = copy;
                }
            });
            inst
        };
        let definition = retarget(self.sections[Section::Globals as usize][at].clone());
        self.sections[Section::Globals as usize].insert(at + 1, definition);
        for section in [Section::DebugNames, Section::Annotations] {
            let instructions = &mut self.sections[section as usize];
            let copied: Vec<_> = instructions
                .iter()
                .filter(|inst| super::edit::target(inst) == Some(ty) && !is_layout_decoration(inst))
                .cloned()
                .map(retarget)
                .collect();
            instructions.extend(copied);
        }
        Some(copy)
    }
}

/// The type a [`LayoutError::Conflict`] is about.
fn conflict_target(e: &LayoutError) -> Option<IdRef> {
    match e {
        LayoutError::Conflict { id, .. } => Some(*id),
        _ => None,
    }
}

/// Whether `inst` decorates with a value a layout rule gives (`Offset`, `ArrayStride`,
/// `MatrixStride`).
fn is_layout_decoration(inst: &Instruction<'_>) -> bool {
    match inst {
        Instruction::Decorate { decoration, .. } | Instruction::MemberDecorate { decoration, .. } => {
            layout_value(decoration).is_some()
        }
        _ => false,
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
