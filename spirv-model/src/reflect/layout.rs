//! Block layouts, as the module's `Offset`, `ArrayStride` and `MatrixStride` decorations give
//! them, and the sizes they imply.

use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::IdRef;
use spirv_core::spec::Decoration;

use super::results::{ArraySize, BlockLayout, Member};
use super::type_names::{array_sizes, type_name};
use crate::{Model, Type};

/// The layout of the structure type `id` as a block (`None` if it is not a structure).
pub(crate) fn block_layout(model: &Model<'_, '_>, id: IdRef) -> Option<BlockLayout> {
    let mut budget = MEMBERS;
    let mut members = struct_members(model, id, 8, Some(0), &mut budget)?;
    let size = struct_size(&members);
    // Nothing holds the block: its last member ends where its bytes do.
    pad(&mut members, None);
    let trailing = members.last().filter(|m| m.array.first() == Some(&ArraySize::Runtime));
    let runtime_array_stride = trailing.and_then(|m| m.array_stride);
    Some(BlockLayout { type_name: type_name(model, id), size, runtime_array_stride, members })
}

/// The size of a structure of `members`: the end of its last member, the one with the highest
/// offset (a trailing runtime array counted as no elements), as SPIRV-Cross and Vulkan's
/// `VkDescriptorBufferInfo::range` count it. An array's last element may be followed by another
/// member inside its stride's padding (relaxed layouts), so the end of the last member is not
/// always the largest end.
fn struct_size(members: &[Member]) -> u32 {
    // The first of the highest offset.
    let mut last: Option<(u32, u32)> = None;
    for m in members {
        if let Some(offset) = m.offset
            && last.is_none_or(|(o, _)| offset > o)
        {
            last = Some((offset, m.size));
        }
    }
    last.map_or(0, |(offset, size)| offset.saturating_add(size))
}

/// Sets [`Member::padded_size`] on `members` (a structure's) and, through them, on nested
/// structures' members: the distance to the next higher offset, and for the member with the
/// highest offset the distance to `end` (the structure's extent, if what holds it sets one),
/// else its size.
fn pad(members: &mut [Member], end: Option<u32>) {
    // Sorted once: each member's next offset is then a binary search away.
    let mut offsets: Vec<u32> = members.iter().filter_map(|m| m.offset).collect();
    offsets.sort_unstable();
    for m in members.iter_mut() {
        let next = m.offset.and_then(|o| offsets.get(offsets.partition_point(|&n| n <= o)).copied());
        m.padded_size = match (m.offset, next, end) {
            (Some(o), Some(n), _) => n - o,
            (Some(o), None, Some(end)) if end > o => end - o,
            _ => m.size,
        };
        // A structure in an array takes its innermost stride; one that is the member itself,
        // the member's padded size.
        let extent = match m.array_strides.last() {
            Some(stride) => *stride,
            None => Some(m.padded_size),
        };
        pad(&mut m.members, extent);
    }
}

/// The most members a block's layout lists, nested ones included: structures of several
/// members of the same structure, nested, make a list exponential in the nesting (eight levels
/// of ten members of the one below are 10⁸), which a damaged or hostile module can ask for
/// in a few hundred bytes. Members met after it are listed without theirs.
const MEMBERS: u32 = 1 << 16;

/// The members of the structure type `id`, nested structures to `depth` levels and while
/// `budget` (members yet to list) lasts; `base` is the structure's offset from the start of
/// the block (in the first element of the arrays of structures it is in), if known.
fn struct_members(
    model: &Model<'_, '_>,
    id: IdRef,
    depth: u32,
    base: Option<u32>,
    budget: &mut u32,
) -> Option<Vec<Member>> {
    let Some(Type::Struct { members }) = model.ty(id) else { return None };
    let mut out = Vec::with_capacity(members.len());
    for (index, ty) in members.iter().enumerate() {
        let index = index as u32;
        // Found once (a binary search), read three times.
        let decorations = model.member_decorations(id, index);
        let offset = decorations.clone().find_map(|d| match d {
            Decoration::Offset(o) => Some(*o),
            _ => None,
        });
        let matrix_stride = decorations.clone().find_map(|d| match d {
            Decoration::MatrixStride(s) => Some(*s),
            _ => None,
        });
        let row_major = decorations.clone().any(|d| matches!(d, Decoration::RowMajor));
        let (array, element) = array_sizes(model, ty);
        let array_stride = array_stride(model, ty);
        let array_strides = array_strides(model, ty, array.len());
        let absolute_offset = base.zip(offset).map(|(b, o)| b.saturating_add(o));
        *budget = budget.saturating_sub(1);
        let nested = match depth.checked_sub(1) {
            Some(depth) if *budget > 0 => struct_members(model, element, depth, absolute_offset, budget),
            _ => None,
        };
        let element_size = match &nested {
            Some(members) => struct_size(members),
            None => plain_size(model, element, matrix_stride, row_major),
        };
        // An array takes its (outermost) stride per element, which covers its inner
        // dimensions; a runtime array, nothing.
        let size = match array.first() {
            None => element_size,
            Some(ArraySize::Runtime) => 0,
            Some(outer) => match array_stride {
                Some(stride) => outer.elements().saturating_mul(stride),
                None => array.iter().map(ArraySize::elements).fold(element_size, u32::saturating_mul),
            },
        };
        let name = model.member_name(id, index).map(|n| String::from(n.to_string_lossy())).unwrap_or_default();
        out.push(Member {
            name,
            offset,
            absolute_offset,
            size,
            // Set by `pad` once the whole structure is known.
            padded_size: size,
            type_name: type_name(model, element),
            array,
            array_stride,
            array_strides,
            matrix_stride,
            row_major,
            used: false,
            members: nested.unwrap_or_default(),
        });
    }
    Some(out)
}

/// The `ArrayStride` of type `ty`: of the outermost array it is, or of a pointer (the stride of
/// `OpPtrAccessChain` through a `PhysicalStorageBuffer` pointer).
fn array_stride(model: &Model<'_, '_>, ty: IdRef) -> Option<u32> {
    matches!(model.ty(ty)?, Type::Array { .. } | Type::RuntimeArray { .. } | Type::Pointer { .. }).then_some(())?;
    model.decorations(ty).find_map(|d| match d {
        Decoration::ArrayStride(s) => Some(*s),
        _ => None,
    })
}

/// The `ArrayStride` of each of the `dimensions` arrays `ty` is made of, outermost first.
fn array_strides(model: &Model<'_, '_>, mut ty: IdRef, dimensions: usize) -> Vec<Option<u32>> {
    let mut strides = Vec::with_capacity(dimensions);
    for _ in 0..dimensions {
        strides.push(array_stride(model, ty));
        match model.ty(ty) {
            Some(Type::Array { element, .. } | Type::RuntimeArray { element }) => ty = element,
            _ => break,
        }
    }
    strides
}

/// The size in bytes of a scalar, vector or matrix type; a matrix's from its stride (columns ×
/// stride, or rows × stride when row-major), or packed without one.
fn plain_size(model: &Model<'_, '_>, ty: IdRef, matrix_stride: Option<u32>, row_major: bool) -> u32 {
    // A matrix of vectors of scalars is three levels; a damaged module's vectors of vectors
    // get no further.
    plain_size_within(model, ty, matrix_stride, row_major, 3)
}

fn plain_size_within(model: &Model<'_, '_>, ty: IdRef, matrix_stride: Option<u32>, row_major: bool, depth: u32) -> u32 {
    let Some(depth) = depth.checked_sub(1) else { return 0 };
    let plain_size = |ty, matrix_stride, row_major| plain_size_within(model, ty, matrix_stride, row_major, depth);
    match model.ty(ty) {
        Some(Type::Bool) => 4,
        Some(Type::Int { width, .. } | Type::Float { width, .. }) => width / 8,
        Some(Type::Vector { component, count }) => plain_size(component, None, false).saturating_mul(count),
        Some(Type::Matrix { column, count }) => {
            let rows = match model.ty(column) {
                Some(Type::Vector { count, .. }) => count,
                _ => 1,
            };
            match matrix_stride {
                Some(stride) if row_major => stride.saturating_mul(rows),
                Some(stride) => stride.saturating_mul(count),
                None => plain_size(column, None, false).saturating_mul(count),
            }
        }
        // Pointers (PhysicalStorageBuffer addresses) are 64-bit.
        Some(Type::Pointer { .. } | Type::UntypedPointer { .. }) => 8,
        _ => 0,
    }
}
