//! `ValidateDecorations` (SPIRV-Tools' `source/val/validate_decorations.cpp`), in its order:
//! imported variables without initializers; the interfaces of entry points; buffers
//! (`Block`/`BufferBlock` and one push constant per entry point under Vulkan, the `Offset`,
//! `ArrayStride`, `MatrixStride` and majorness decorations a block needs, and the explicit
//! layout rules: standard uniform and storage buffer layouts, relaxed, scalar, as the options
//! choose); descriptor sets and bindings under Vulkan; decorations applied twice or with their
//! opposite; linkage of function declarations and definitions; `Coherent` and `Volatile` under
//! the Vulkan memory model; rules of some decorations about their targets; no explicit layout
//! where Vulkan has none.
//!
//! The decorations are spirv-val's as it records them: those of `OpDecorate`, `OpDecorateId`
//! and `OpMemberDecorate` and of the decoration groups (not `OpDecorateString`'s), each id's
//! as a set, ordered by member (the id's own first), decoration and parameters.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::spec::StorageClass;
use spirv_core::spec::{AddressingModel, Capability, DecorationKind, ExecutionModel, Instruction, MemoryModel, Op};
use spirv_core::{IdRef, List, TargetEnv};
use spirv_model::DefUse;

use crate::by_class::Class;
use crate::checker::Checker;
use crate::decoration_table::{Dec, Table, WHOLE};
use crate::error::{ErrorKind, Fault};
use crate::error::{Report, Stop};
use crate::hash::{self, HashSet};
use crate::reach::{EntryPoints, entry_point_references};
use crate::types::TypeWalk;

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let table = c.decoration_table();
    imported_variables(c, &table, report)?;
    entry_points(c, &table, report)?;
    buffers(c, &table, report)?;
    variables(c, &table, report)?;
    compatibility(c, report)?;
    linkage_of_functions(c, &table, report)?;
    vulkan_memory_model(c, &table, report)?;
    from_decorations(c, &table, report)?;
    invalid_vulkan_explicit_layout(c, &table, report)?;
    Ok(())
}

/// The instruction index that defines `id`.
fn at(c: &Checker<'_, '_>, id: u32) -> Option<usize> {
    IdRef::new(id).and_then(|id| c.model.def_index(id))
}

fn error(c: &mut Checker<'_, '_>, kind: ErrorKind, id: u32, message: String) -> Fault {
    let index = at(c, id);
    c.diag(kind, index, message)
}

/// `CheckImportedVariableInitialization`.
fn imported_variables(c: &mut Checker<'_, '_>, table: &Table, report: &mut Report) -> Result<(), Stop> {
    for (index, inst) in c.all_of(Class::Variables) {
        let Instruction::Variable { result_id, storage_class, initializer, .. } = inst else { continue };
        if *storage_class == StorageClass::Function || initializer.is_none() {
            continue;
        }
        if table.imported(result_id.get()) {
            let e = c.diag(
                ErrorKind::InvalidId,
                Some(index),
                "A module-scope OpVariable with initialization value cannot be marked with the Import Linkage Type.",
            );
            report.error(e)?;
        }
    }
    Ok(())
}

/// `CheckDecorationsOfVariables`: descriptor sets and bindings under Vulkan.
fn variables(c: &mut Checker<'_, '_>, table: &Table, report: &mut Report) -> Result<(), Stop> {
    if !c.options.target_env.is_vulkan() {
        return Ok(());
    }
    // Before legalization, variables no entry point uses are let through.
    let references = c.options.before_hlsl_legalization.then(|| (c.uses(), EntryPoints::new(c)));
    for (index, inst) in c.all_of(Class::Variables) {
        let (id, sc) = match inst {
            Instruction::Variable { result_id, storage_class, .. }
            | Instruction::UntypedVariableKHR { result_id, storage_class, .. } => (result_id.get(), *storage_class),
            _ => continue,
        };
        let name = match sc {
            StorageClass::Uniform => "Uniform",
            StorageClass::UniformConstant => "UniformConstant",
            StorageClass::StorageBuffer => "StorageBuffer",
            _ => continue,
        };
        if let Some((uses, entry_points)) = &references
            && entry_point_references(c, uses, entry_points, index, id).is_empty()
        {
            continue;
        }
        for (kind, what) in [(DecorationKind::DescriptorSet, "DescriptorSet"), (DecorationKind::Binding, "Binding")] {
            if !has_decoration(c, table, id, kind) {
                let message = format!(
                    "{}{name} id '{}' is missing {what} decoration.\nFrom Vulkan spec:\nThese variables must have \
                     DescriptorSet and Binding decorations specified",
                    c.vuid(6677),
                    c.id_number(id)
                );
                report.error(error(c, ErrorKind::InvalidId, id, message))?;
                break;
            }
        }
    }
    Ok(())
}

/// `hasDecoration`: `id` or, for a struct, a struct among its members (at any depth) has the
/// decoration.
fn has_decoration(c: &Checker<'_, '_>, table: &Table, id: u32, kind: DecorationKind) -> bool {
    let mut walk = TypeWalk::from(id);
    while let Some(id) = walk.next() {
        if table.has(id, kind) {
            return true;
        }
        if let Some(Instruction::TypeStruct { member_types, .. }) = c.def(id) {
            for m in member_types.iter() {
                if c.def_is(m.get(), Op::TypeStruct) {
                    walk.push(m.get());
                }
            }
        }
    }
    false
}

/// `CheckDecorationsCompatibility`: a decoration applied twice to an id or member, or with
/// its opposite.
fn compatibility(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    use DecorationKind as D;
    const PER_ID: [(D, D); 3] =
        [(D::Block, D::BufferBlock), (D::Restrict, D::Aliased), (D::RestrictPointer, D::AliasedPointer)];
    const PER_MEMBER: [(D, D); 1] = [(D::RowMajor, D::ColMajor)];
    let opposite = |pairs: &[(D, D)], kind: D| {
        pairs.iter().find_map(|&(a, b)| match () {
            () if a == kind => Some(b),
            () if b == kind => Some(a),
            () => None,
        })
    };
    // Sized for the decoration instructions (each inserts at most once). The key's member is
    // `None` for an id's own decorations.
    let decorations = c.all_of(Class::Decorations).count();
    let mut seen: HashSet<(u32, u32, Option<u32>)> = hash::set_with_capacity(decorations);
    for (_, inst) in c.all_of(Class::Decorations) {
        let (id, member, decoration) = match inst {
            Instruction::Decorate { target, decoration } => (target.get(), None, decoration),
            Instruction::MemberDecorate { structure_type, member, decoration } => {
                (structure_type.get(), Some(*member), decoration)
            }
            _ => continue,
        };
        let kind = decoration.kind();
        let key = |kind: D| (kind as u32, id, member);
        let (repeatable, pairs): (&[D], &[(D, D)]) = match member {
            None => (&[D::UserSemantic, D::FuncParamAttr], &PER_ID),
            Some(_) => (&[D::UserSemantic], &PER_MEMBER),
        };
        // How the messages name the target: `ID '5'` or `ID '5', member '1'`.
        let target = |c: &mut Checker<'_, '_>| match member {
            None => format!("ID '{}'", c.id_number(id)),
            Some(member) => format!("ID '{}', member '{member}'", c.id_number(id)),
        };
        if !seen.insert(key(kind)) && !repeatable.contains(&kind) {
            let message = format!("{} decorated with {} multiple times is not allowed.", target(c), decoration.name());
            report.error(error(c, ErrorKind::InvalidId, id, message))?;
        }
        if let Some(other) = opposite(pairs, kind)
            && seen.contains(&key(other))
        {
            let (this, other) = (decoration.name(), other.name());
            let message = format!("{} decorated with both {this} and {other} is not allowed.", target(c));
            report.error(error(c, ErrorKind::InvalidId, id, message))?;
        }
    }
    Ok(())
}

/// `CheckLinkageAttrOfFunctions`: a declaration is imported, a definition is not.
fn linkage_of_functions(c: &mut Checker<'_, '_>, table: &Table, report: &mut Report) -> Result<(), Stop> {
    let functions: Vec<(u32, bool)> = c.model.functions().iter().map(|f| (f.id.get(), f.blocks.is_empty())).collect();
    for (id, declaration) in functions {
        let imported = table.imported(id);
        let message = match (declaration, imported) {
            (true, false) => format!(
                "Function declaration (id {}) must have a LinkageAttributes decoration with the Import Linkage type.",
                c.id_number(id)
            ),
            (false, true) => {
                format!("Function definition (id {}) may not be decorated with Import Linkage type.", c.id_number(id))
            }
            _ => continue,
        };
        report.error(error(c, ErrorKind::InvalidBinary, id, message))?;
    }
    Ok(())
}

/// `CheckVulkanMemoryModelDeprecatedDecorations`: no `Coherent` or `Volatile` under the Vulkan
/// memory model.
fn vulkan_memory_model(c: &mut Checker<'_, '_>, table: &Table, report: &mut Report) -> Result<(), Stop> {
    let vulkan = c
        .all_of(Class::AddressingModels)
        .any(|(_, inst)| matches!(inst, Instruction::MemoryModel { memory_model: MemoryModel::Vulkan, .. }));
    if !vulkan {
        return Ok(());
    }
    let module = c.module;
    for (index, inst) in module.instructions.iter().enumerate() {
        let Some(id) = inst.result_id() else { continue };
        let id = id.get();
        let found = table
            .all(id)
            .iter()
            .find(|d| d.kind == DecorationKind::Coherent as u32 || d.kind == DecorationKind::Volatile as u32);
        let Some(d) = found else { continue };
        let what = if d.kind == DecorationKind::Coherent as u32 { "Coherent" } else { "Volatile" };
        let name = c.id_name(id);
        let member = if d.member == WHOLE { String::new() } else { format!(" (member index {})", d.member) };
        let message =
            format!("{what} decoration targeting {name}{member} is banned when using the Vulkan memory model.");
        let e = c.diag(ErrorKind::InvalidId, Some(index), message);
        report.error(e)?;
    }
    Ok(())
}

/// A member's majorness and matrix stride, inherited through arrays (`LayoutConstraints`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Constraint {
    row_major: bool,
    matrix_stride: u32,
}

/// The most work one buffer's layout check may take (a damaged module's types may share each
/// other so much that following them all would never end); past it, the layout is accepted.
const BUDGET: u32 = 200_000;

/// What a layout check of one buffer works with.
struct Layout<'t> {
    table: &'t Table,
    constraints: BTreeMap<(u32, u32), Constraint>,
    pointer_size: u32,
    bindless: Option<u32>,
    base_alignments: BTreeMap<(u32, bool, Constraint), u32>,
    scalar_alignments: BTreeMap<u32, u32>,
    budget: u32,
}

impl Layout<'_> {
    fn constraint(&self, id: u32, member: u32) -> Constraint {
        self.constraints.get(&(id, member)).copied().unwrap_or_default()
    }

    /// `ComputeMemberConstraintsForStruct`.
    fn compute_for_struct(&mut self, c: &Checker<'_, '_>, id: u32, inherited: Constraint, depth: u32) {
        if depth > 512 {
            return;
        }
        let Some(Instruction::TypeStruct { member_types, .. }) = c.def(id) else { return };
        for (index, member) in member_types.iter().enumerate() {
            // Structures of several members of the same structure, nested, make this walk
            // exponential in the nesting: it shares the check's budget.
            if self.budget == 0 {
                return;
            }
            self.budget -= 1;
            let index = index as u32;
            let mut constraint = inherited;
            for d in self.table.member(id, index) {
                if d.kind == DecorationKind::RowMajor as u32 {
                    constraint.row_major = true;
                } else if d.kind == DecorationKind::ColMajor as u32 {
                    constraint.row_major = false;
                } else if d.kind == DecorationKind::MatrixStride as u32 {
                    constraint.matrix_stride = d.params.first().copied().unwrap_or(0);
                }
            }
            self.constraints.insert((id, index), constraint);
            self.compute_for_member(c, member.get(), inherited, depth + 1);
        }
    }

    fn compute_for_member(&mut self, c: &Checker<'_, '_>, id: u32, inherited: Constraint, depth: u32) {
        if depth > 512 {
            return;
        }
        match c.def(id) {
            Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) => {
                self.compute_for_member(c, element_type.get(), inherited, depth + 1)
            }
            Some(Instruction::TypeStruct { .. }) => self.compute_for_struct(c, id, inherited, depth + 1),
            _ => {}
        }
    }

    /// `getBaseAlignment` (the extended alignment with `round_up`).
    fn base_alignment(
        &mut self,
        c: &Checker<'_, '_>,
        id: u32,
        round_up: bool,
        inherited: Constraint,
        depth: u32,
    ) -> u32 {
        let key = (id, round_up, inherited);
        if let Some(&a) = self.base_alignments.get(&key) {
            return a;
        }
        if depth > 512 || self.budget == 0 {
            return 1;
        }
        self.budget -= 1;
        let round = |a: u32| if round_up { align(a, 16) } else { a };
        let alignment = match c.def(id) {
            Some(
                Instruction::TypeSampledImage { .. } | Instruction::TypeSampler { .. } | Instruction::TypeImage { .. },
            ) => self.bindless.map_or(0, |bits| bits / 8),
            Some(Instruction::TypeInt { width, .. } | Instruction::TypeFloat { width, .. }) => width / 8,
            Some(Instruction::TypeVector { component_type, component_count, .. }) => {
                let a = self.base_alignment(c, component_type.get(), round_up, inherited, depth + 1);
                a.wrapping_mul(if *component_count == 3 { 4 } else { *component_count })
            }
            Some(Instruction::TypeMatrix { column_type, column_count, .. }) => {
                let a = if !inherited.row_major {
                    self.base_alignment(c, column_type.get(), round_up, inherited, depth + 1)
                } else {
                    let component = match c.def(column_type.get()) {
                        Some(Instruction::TypeVector { component_type, .. }) => component_type.get(),
                        _ => 0,
                    };
                    let a = self.base_alignment(c, component, round_up, inherited, depth + 1);
                    a.wrapping_mul(if *column_count == 3 { 4 } else { *column_count })
                };
                round(a)
            }
            Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) => {
                let a = self.base_alignment(c, element_type.get(), round_up, inherited, depth + 1);
                round(a)
            }
            Some(Instruction::TypeStruct { member_types, .. }) => {
                let mut a = 1;
                for (index, member) in member_types.iter().enumerate() {
                    let constraint = self.constraint(id, index as u32);
                    a = a.max(self.base_alignment(c, member.get(), round_up, constraint, depth + 1));
                }
                round(a)
            }
            Some(Instruction::TypePointer { .. } | Instruction::TypeUntypedPointerKHR { .. }) => self.pointer_size,
            _ => 1,
        };
        self.base_alignments.insert(key, alignment);
        alignment
    }

    /// `getScalarAlignment`.
    fn scalar_alignment(&mut self, c: &Checker<'_, '_>, id: u32, depth: u32) -> u32 {
        if let Some(&a) = self.scalar_alignments.get(&id) {
            return a;
        }
        if depth > 512 || self.budget == 0 {
            return 1;
        }
        self.budget -= 1;
        let alignment = match c.def(id) {
            Some(
                Instruction::TypeSampledImage { .. } | Instruction::TypeSampler { .. } | Instruction::TypeImage { .. },
            ) => self.bindless.map_or(0, |bits| bits / 8),
            Some(Instruction::TypeInt { width, .. } | Instruction::TypeFloat { width, .. }) => width / 8,
            Some(
                Instruction::TypeVector { component_type: inner, .. }
                | Instruction::TypeMatrix { column_type: inner, .. }
                | Instruction::TypeArray { element_type: inner, .. }
                | Instruction::TypeRuntimeArray { element_type: inner, .. },
            ) => self.scalar_alignment(c, inner.get(), depth + 1),
            Some(Instruction::TypeStruct { member_types, .. }) => {
                let mut a = 1;
                for member in member_types.iter() {
                    a = a.max(self.scalar_alignment(c, member.get(), depth + 1));
                }
                a
            }
            Some(Instruction::TypePointer { .. } | Instruction::TypeUntypedPointerKHR { .. }) => self.pointer_size,
            _ => 1,
        };
        self.scalar_alignments.insert(id, alignment);
        alignment
    }

    /// `getSize`: the size of a member, without padding at the end of a struct or array.
    fn size(&mut self, c: &Checker<'_, '_>, id: u32, inherited: Constraint, depth: u32) -> u32 {
        if depth > 512 {
            return 0;
        }
        match c.def(id) {
            Some(
                Instruction::TypeSampledImage { .. } | Instruction::TypeSampler { .. } | Instruction::TypeImage { .. },
            ) => self.bindless.map_or(0, |bits| bits / 8),
            Some(Instruction::TypeInt { width, .. } | Instruction::TypeFloat { width, .. }) => width / 8,
            Some(Instruction::TypeVector { component_type, component_count, .. }) => {
                self.size(c, component_type.get(), inherited, depth + 1).wrapping_mul(*component_count)
            }
            Some(Instruction::TypeArray { element_type, length, .. }) => {
                let Some(length_inst) = c.def(length.get()) else { return 0 };
                if spirv_core::predicates::is_spec_constant(length_inst.opcode() as u16) {
                    return 0;
                }
                let count = match length_inst {
                    Instruction::Constant { value, .. } => value.bits() as u32,
                    _ => 0,
                };
                let element = self.size(c, element_type.get(), inherited, depth + 1);
                count.wrapping_sub(1).wrapping_mul(array_stride(self.table, id)).wrapping_add(element)
            }
            Some(Instruction::TypeMatrix { column_type, column_count, .. }) => {
                if !inherited.row_major {
                    column_count.wrapping_mul(inherited.matrix_stride)
                } else {
                    let Some(Instruction::TypeVector { component_type, component_count: rows, .. }) =
                        c.def(column_type.get())
                    else {
                        return 0;
                    };
                    let scalar = self.size(c, component_type.get(), inherited, depth + 1);
                    rows.wrapping_sub(1)
                        .wrapping_mul(inherited.matrix_stride)
                        .wrapping_add(column_count.wrapping_mul(scalar))
                }
            }
            Some(Instruction::TypeStruct { member_types, .. }) => {
                let Some(last) = member_types.iter().last() else { return 0 };
                let last_index = member_types.len() as u32 - 1;
                let offset = member_offset(self.table, id, last_index).unwrap_or(u32::MAX);
                let constraint = self.constraint(last.get(), last_index);
                offset.wrapping_add(self.size(c, last.get(), constraint, depth + 1))
            }
            Some(Instruction::TypePointer { .. } | Instruction::TypeUntypedPointerKHR { .. }) => self.pointer_size,
            _ => 0,
        }
    }
}

/// The `Offset` of a member (the last of its set if several).
fn member_offset(table: &Table, id: u32, member: u32) -> Option<u32> {
    table
        .member(id, member)
        .filter(|d| d.kind == DecorationKind::Offset as u32)
        .last()
        .map(|d| d.params.first().copied().unwrap_or(0))
}

/// The first `ArrayStride` of an array type (`GetArrayStride`), 0 if none.
fn array_stride(table: &Table, id: u32) -> u32 {
    table
        .all(id)
        .iter()
        .find(|d| d.kind == DecorationKind::ArrayStride as u32)
        .map_or(0, |d| d.params.first().copied().unwrap_or(0))
}

fn align(x: u32, alignment: u32) -> u32 {
    x.wrapping_add(alignment).wrapping_sub(1) & !alignment.wrapping_sub(1)
}

fn is_aligned_to(offset: u32, alignment: u32) -> bool {
    offset.is_multiple_of(alignment)
}

/// `getStorageClassString`.
fn storage_class_name(sc: StorageClass) -> &'static str {
    match sc {
        StorageClass::Uniform => "Uniform",
        StorageClass::UniformConstant => "UniformConstant",
        StorageClass::PushConstant => "PushConstant",
        StorageClass::Workgroup => "Workgroup",
        StorageClass::PhysicalStorageBuffer => "PhysicalStorageBuffer",
        _ => "StorageBuffer",
    }
}

/// The rules one layout check follows.
#[derive(Clone, Copy)]
struct Rules {
    storage_class: StorageClass,
    decoration: &'static str,
    block_rules: bool,
    scalar: bool,
    relaxed: bool,
}

/// `checkLayout`: the members of `struct_id` (or `struct_id` itself if it is no struct, at
/// offset 0) at offsets, alignments and strides the rules allow; the first break found.
fn check_layout(
    c: &mut Checker<'_, '_>,
    layout: &mut Layout<'_>,
    struct_id: u32,
    rules: Rules,
    incoming_offset: u32,
    depth: u32,
) -> Result<(), Fault> {
    if c.options.skip_block_layout || depth > 512 || layout.budget == 0 {
        return Ok(());
    }
    layout.budget -= 1;
    let Rules { storage_class, decoration, block_rules, scalar, relaxed } = rules;
    let fail = |c: &mut Checker<'_, '_>, member: u32, what: String| {
        let rule = if scalar {
            "scalar "
        } else if relaxed {
            "relaxed "
        } else {
            "standard "
        };
        let kind = if block_rules { "uniform buffer" } else { "storage buffer" };
        let extra = if scalar {
            String::new()
        } else if storage_class == StorageClass::Workgroup {
            Checker::missing_feature(
                "workgroupMemoryExplicitLayoutScalarBlockLayout feature",
                "--workgroup-scalar-block-layout",
                true,
            )
        } else if !relaxed {
            Checker::missing_feature("VK_KHR_relaxed_block_layout extension", "--relax-block-layout", true)
        } else if block_rules {
            Checker::missing_feature("uniformBufferStandardLayout feature", "--uniform-buffer-standard-layout", true)
        } else {
            Checker::missing_feature("scalarBlockLayout feature", "--scalar-block-layout", true)
        };
        let message = format!(
            "Structure id {} decorated as {decoration} for variable in {} storage class must follow \
             {rule}{kind} layout rules: member {member} {what}{extra}",
            c.id_number(struct_id),
            storage_class_name(storage_class)
        );
        Err(error(c, ErrorKind::InvalidId, struct_id, message))
    };
    let (members, mut offsets): (Vec<u32>, Vec<(u32, u32)>) = match c.def(struct_id) {
        Some(Instruction::TypeStruct { member_types, .. }) => {
            let members: Vec<u32> = member_types.iter().map(|m| m.get()).collect();
            let offsets = (0..members.len() as u32)
                .map(|i| {
                    (i, incoming_offset.wrapping_add(member_offset(layout.table, struct_id, i).unwrap_or(u32::MAX)))
                })
                .collect();
            (members, offsets)
        }
        _ => (alloc::vec![struct_id], alloc::vec![(0, 0)]),
    };
    // Stable: members at one offset keep their order.
    offsets.sort_by_key(|&(_, offset)| offset);
    let mut next_valid_offset: u32 = 0;
    let count = offsets.len();
    for (ordered, &(member, offset)) in offsets.iter().enumerate() {
        let id = members[member as usize];
        let constraint = layout.constraint(struct_id, member);
        let alignment = if scalar {
            layout.scalar_alignment(c, id, 0)
        } else {
            layout.base_alignment(c, id, block_rules, constraint, 0)
        };
        let inst = c.def(id);
        let op = inst.and_then(|i| i.op());
        let size = layout.size(c, id, constraint, 0);
        if offset == u32::MAX {
            return fail(c, member, "is missing an Offset decoration".into());
        }
        if op == Some(Op::TypeRuntimeArray) && ordered != count - 1 {
            let message = format!(
                "{}Structure id {} has a runtime array at offset {offset}, but other members at larger offsets",
                c.vuid(4680),
                c.id_number(struct_id)
            );
            return Err(error(c, ErrorKind::InvalidId, struct_id, message));
        }
        if !scalar && relaxed && op == Some(Op::TypeVector) {
            let component = match inst {
                Some(Instruction::TypeVector { component_type, .. }) => component_type.get(),
                _ => 0,
            };
            let scalar_alignment = layout.scalar_alignment(c, component, 0);
            if !is_aligned_to(offset, scalar_alignment) {
                return fail(
                    c,
                    member,
                    format!("at offset {offset} is not aligned to scalar element size {scalar_alignment}"),
                );
            }
        } else if !is_aligned_to(offset, alignment) {
            return fail(c, member, format!("at offset {offset} is not aligned to {alignment}"));
        }
        if offset < next_valid_offset {
            return fail(
                c,
                member,
                format!("at offset {offset} overlaps previous member ending at offset {}", next_valid_offset - 1),
            );
        }
        if !scalar && relaxed && op == Some(Op::TypeVector) {
            let size = layout.size(c, id, constraint, 0);
            let last = offset.wrapping_add(size).wrapping_sub(1);
            let straddles = if size <= 16 { offset >> 4 != last >> 4 } else { offset % 16 != 0 };
            if straddles {
                return fail(c, member, format!("is an improperly straddling vector at offset {offset}"));
            }
        }
        if op == Some(Op::TypeStruct) {
            check_layout(c, layout, id, rules, offset, depth + 1)?;
        }
        if op == Some(Op::TypeMatrix) && !is_aligned_to(constraint.matrix_stride, alignment) {
            return fail(
                c,
                member,
                format!("is a matrix with stride {} not satisfying alignment to {alignment}", constraint.matrix_stride),
            );
        }
        // Arrays, and arrays of arrays.
        let mut array = id;
        let mut array_alignment = alignment;
        let mut levels = 0;
        while let Some(
            array_inst @ (Instruction::TypeArray { element_type, .. }
            | Instruction::TypeRuntimeArray { element_type, .. }),
        ) = c.def(array)
        {
            levels += 1;
            if levels > 512 {
                break;
            }
            let element = element_type.get();
            let mut stride = 0;
            for d in layout.table.all(array).iter().filter(|d| d.kind == DecorationKind::ArrayStride as u32) {
                stride = d.params.first().copied().unwrap_or(0);
                if stride == 0 {
                    return fail(c, member, "contains an array with stride 0".into());
                }
                if !is_aligned_to(stride, array_alignment) {
                    return fail(
                        c,
                        member,
                        format!("contains an array with stride {stride} not satisfying alignment to {alignment}"),
                    );
                }
            }
            let elements = match array_inst {
                Instruction::TypeArray { length, .. } => c.eval_int32_if_const(length.get()).2,
                _ => 0,
            }
            .max(1);
            match c.def_op(element) {
                Some(Op::TypeStruct) => {
                    let mut seen = [false; 16];
                    for i in 0..elements {
                        let next = i.wrapping_mul(stride).wrapping_add(offset);
                        if seen[(next % 16) as usize] {
                            break;
                        }
                        check_layout(c, layout, element, rules, next, depth + 1)?;
                        seen[(next % 16) as usize] = true;
                    }
                }
                Some(Op::TypeMatrix) if !is_aligned_to(constraint.matrix_stride, alignment) => {
                    return fail(
                        c,
                        member,
                        format!(
                            "is a matrix with stride {} not satisfying alignment to {alignment}",
                            constraint.matrix_stride
                        ),
                    );
                }
                _ => {}
            }
            array = element;
            array_alignment = if scalar {
                layout.scalar_alignment(c, element, 0)
            } else {
                layout.base_alignment(c, element, block_rules, constraint, 0)
            };
            let element_size = layout.size(c, element, constraint, 0);
            if element_size > stride {
                return fail(
                    c,
                    member,
                    format!("contains an array with stride {stride}, but with an element size of {element_size}"),
                );
            }
        }
        next_valid_offset = offset.wrapping_add(size);
        if !scalar && matches!(op, Some(Op::TypeArray | Op::TypeStruct)) {
            next_valid_offset = align(next_valid_offset, alignment);
        }
    }
    Ok(())
}

/// `isMissingOffsetInStruct`: a struct (or an array's element, at any depth) with a member
/// without `Offset` (or with the offset 0xffffffff).
fn missing_offset(c: &Checker<'_, '_>, table: &Table, id: u32) -> bool {
    let mut walk = TypeWalk::from(id);
    while let Some(id) = walk.next() {
        match c.def(id) {
            Some(Instruction::TypeStruct { member_types, .. }) => {
                let mut has = alloc::vec![false; member_types.len()];
                for d in table.all(id) {
                    if d.kind == DecorationKind::Offset as u32 && d.member != WHOLE {
                        if d.params.first() == Some(&u32::MAX) {
                            return true;
                        }
                        if let Some(h) = usize::try_from(d.member).ok().and_then(|m| has.get_mut(m)) {
                            *h = true;
                        }
                    }
                }
                if has.iter().any(|h| !h) {
                    return true;
                }
                member_types.iter().for_each(|m| walk.push(m.get()));
            }
            Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) => {
                walk.push(element_type.get());
            }
            _ => {}
        }
    }
    false
}

/// Which decoration `checkForRequiredDecoration` looks for, on members of which type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Required {
    ArrayStride,
    MatrixStride,
    Majorness,
}

impl Required {
    fn accepts(self, kind: u32) -> bool {
        use DecorationKind as D;
        match self {
            Required::ArrayStride => kind == D::ArrayStride as u32,
            Required::MatrixStride => kind == D::MatrixStride as u32,
            Required::Majorness => kind == D::RowMajor as u32 || kind == D::ColMajor as u32,
        }
    }
}

/// `checkForRequiredDecoration`: every member of the type (arrays of, for matrices) carries
/// the decoration, on the type or the member, in `struct_id` and the structs among its
/// members.
fn has_required(c: &Checker<'_, '_>, table: &Table, struct_id: u32, required: Required) -> bool {
    let mut walk = TypeWalk::from(struct_id);
    while let Some(struct_id) = walk.next() {
        let Some(Instruction::TypeStruct { member_types, .. }) = c.def(struct_id) else { continue };
        for (index, member) in member_types.iter().enumerate() {
            let mut id = member.get();
            let wanted = match required {
                Required::ArrayStride => Op::TypeArray,
                Required::MatrixStride | Required::Majorness => {
                    let mut levels = 0;
                    while let Some(
                        Instruction::TypeArray { element_type, .. }
                        | Instruction::TypeRuntimeArray { element_type, .. },
                    ) = c.def(id)
                    {
                        id = element_type.get();
                        levels += 1;
                        if levels > 512 {
                            break;
                        }
                    }
                    Op::TypeMatrix
                }
            };
            if !c.def_is(id, wanted) {
                continue;
            }
            let on_type = table.all(id).iter().any(|d| required.accepts(d.kind));
            let on_member = table.member(struct_id, index as u32).any(|d| required.accepts(d.kind));
            if !on_type && !on_member {
                return false;
            }
        }
        for member in member_types.iter() {
            if c.def_is(member.get(), Op::TypeStruct) {
                walk.push(member.get());
            }
        }
    }
    true
}

/// `CheckDecorationsOfBuffers`: the blocks of buffer variables and of pointers into physical
/// storage buffers.
fn buffers(c: &mut Checker<'_, '_>, table: &Table, report: &mut Report) -> Result<(), Stop> {
    let vulkan = c.options.target_env.is_vulkan();
    let relaxed = (vulkan && c.options.target_env != TargetEnv::Vulkan1_0) || c.options.relax_block_layout;
    let workgroup_layout = c.facts.has_plain_capability(Capability::WorkgroupMemoryExplicitLayoutKHR);
    let mut pointer_size = 8;
    let mut bindless = None;
    for (_, inst) in c.all_of(Class::AddressingModels) {
        match inst {
            Instruction::MemoryModel { addressing_model: AddressingModel::Physical32, .. } => pointer_size = 4,
            Instruction::SamplerImageAddressingModeNV { bit_width } => bindless = Some(*bit_width),
            _ => {}
        }
    }
    if !c.facts.has_plain_capability(Capability::BindlessTextureNV) {
        bindless = None;
    }
    let new_layout = || Layout {
        table,
        constraints: BTreeMap::new(),
        pointer_size,
        bindless,
        base_alignments: BTreeMap::new(),
        scalar_alignments: BTreeMap::new(),
        budget: BUDGET,
    };
    let mut references: Option<(alloc::rc::Rc<DefUse>, EntryPoints)> = None;
    let mut uses_push_constant: BTreeSet<u32> = BTreeSet::new();
    let module = c.module;
    // The variables, and the values of pointers into physical storage buffers, in module
    // order; without such a pointer type (most modules), the variables alone.
    let physical = c.all_of(Class::PointerTypes).any(|(_, ty)| {
        matches!(ty, Instruction::TypePointer { storage_class: StorageClass::PhysicalStorageBuffer, .. })
    });
    // Under Vulkan with untyped pointers, the data an untyped pointer reaches is laid out too.
    let untyped = vulkan && c.facts.has_plain_capability(Capability::UntypedPointersKHR);
    let (mut every, mut variables) = (0..module.instructions.len(), c.all_of(Class::Variables).map(|(i, _)| i));
    let indices: &mut dyn Iterator<Item = usize> = if physical || untyped { &mut every } else { &mut variables };
    for index in indices {
        let Some(inst) = module.instructions.get(index) else { continue };
        let variable = match inst {
            Instruction::Variable { result_type, result_id, storage_class, .. } => {
                Some((result_type.get(), result_id.get(), *storage_class, None))
            }
            Instruction::UntypedVariableKHR { result_type, result_id, storage_class, data_type, .. } => {
                Some((result_type.get(), result_id.get(), *storage_class, Some(data_type.map_or(0, |d| d.get()))))
            }
            _ => None,
        };
        if let Some((pointer_type, var, sc, untyped)) = variable {
            // A layout's caches hold for one variable.
            let mut layout = new_layout();
            let uniform = sc == StorageClass::Uniform;
            let push_constant = sc == StorageClass::PushConstant;
            let storage_buffer = sc == StorageClass::StorageBuffer;
            let physical = sc == StorageClass::PhysicalStorageBuffer;
            let workgroup = sc == StorageClass::Workgroup && workgroup_layout;
            if vulkan && push_constant {
                let (uses, entry_points) = references.get_or_insert_with(|| (c.uses(), EntryPoints::new(c)));
                let entries = entry_point_references(c, uses, entry_points, index, var);
                if let Some(entry) = entries.into_iter().find(|&e| !uses_push_constant.insert(e)) {
                    let message = format!(
                        "{}Entry point id '{}' uses more than one PushConstant interface.\nFrom Vulkan spec:\nThere \
                         must be no more than one push constant block statically used per shader entry point.",
                        c.vuid(6674),
                        c.id_number(entry)
                    );
                    report.error(error(c, ErrorKind::InvalidId, var, message))?;
                    continue;
                }
            }
            // ARB_gl_spirv: a block variable an entry point uses has a binding (spirv-val looks for
            // Block and BufferBlock on the variable).
            if c.options.target_env.family() == spirv_core::Family::OpenGl {
                let on_variable = |kind| has_decoration(c, table, var, kind);
                let block = on_variable(DecorationKind::Block);
                if ((uniform && (block || on_variable(DecorationKind::BufferBlock))) || (storage_buffer && block))
                    && !on_variable(DecorationKind::Binding)
                {
                    let (uses, entry_points) = references.get_or_insert_with(|| (c.uses(), EntryPoints::new(c)));
                    if !entry_point_references(c, uses, entry_points, index, var).is_empty() {
                        let message = format!(
                            "{} id '{}' is missing Binding decoration.\nFrom ARB_gl_spirv extension:\nUniform and \
                             shader storage block variables must also be decorated with a *Binding*.",
                            storage_class_name(sc),
                            c.id_number(var)
                        );
                        report.error(error(c, ErrorKind::InvalidId, var, message))?;
                        continue;
                    }
                }
            }
            if !(uniform || push_constant || storage_buffer || physical || workgroup) {
                continue;
            }
            let mut id = match untyped {
                Some(data_type) => data_type,
                None => c.pointer_type_info(pointer_type).map_or(0, |(pointee, _)| pointee),
            };
            if id != 0 {
                if !workgroup {
                    id = c.array_element_or_self(id);
                }
                if !c.def_is(id, Op::TypeStruct) {
                    continue;
                }
                layout.compute_for_struct(c, id, Constraint::default(), 0);
            }
            if vulkan {
                let block = has_decoration(c, table, id, DecorationKind::Block);
                let buffer_block = has_decoration(c, table, id, DecorationKind::BufferBlock);
                let problem = if storage_buffer && buffer_block {
                    Some((
                        var,
                        format!(
                            "{}Storage buffer id '{} In Vulkan, BufferBlock is disallowed on variables in the \
                             StorageBuffer storage class",
                            c.vuid(6675),
                            c.id_number(var)
                        ),
                    ))
                } else if (push_constant || storage_buffer) && !block {
                    let what = if push_constant { "PushConstant" } else { "StorageBuffer" };
                    Some((
                        id,
                        format!(
                            "{}{what} id '{}' is missing Block decoration.\nFrom Vulkan spec:\nSuch variables must \
                             be identified with a Block decoration",
                            c.vuid(6675),
                            c.id_number(id)
                        ),
                    ))
                } else if uniform && !block && !buffer_block {
                    Some((
                        id,
                        format!(
                            "{}Uniform id '{}' is missing Block or BufferBlock decoration.\nFrom Vulkan spec:\nSuch \
                             variables must be identified with a Block or BufferBlock decoration",
                            c.vuid(6676),
                            c.id_number(id)
                        ),
                    ))
                } else {
                    None
                };
                if let Some((at_id, message)) = problem {
                    report.error(error(c, ErrorKind::InvalidId, at_id, message))?;
                    continue;
                }
            }
            if id == 0 {
                continue;
            }
            let decorations: Vec<u32> = table.all(id).iter().map(|d| d.kind).collect();
            for kind in decorations {
                let block_deco = kind == DecorationKind::Block as u32;
                let buffer_deco = kind == DecorationKind::BufferBlock as u32;
                let block_rules = uniform && block_deco;
                let buffer_rules = (uniform && buffer_deco)
                    || ((push_constant || storage_buffer || physical || workgroup) && block_deco);
                if !block_rules && !buffer_rules {
                    continue;
                }
                let name = if block_deco { "Block" } else { "BufferBlock" };
                let scalar =
                    if workgroup { c.options.workgroup_scalar_block_layout } else { c.options.scalar_block_layout };
                let missing = if missing_offset(c, table, id) {
                    Some("Offset")
                } else if !has_required(c, table, id, Required::ArrayStride) {
                    Some("ArrayStride")
                } else if !has_required(c, table, id, Required::MatrixStride) {
                    Some("MatrixStride")
                } else if !has_required(c, table, id, Required::Majorness) {
                    Some("RowMajor or ColMajor")
                } else {
                    None
                };
                if let Some(what) = missing {
                    let message = format!(
                        "Structure id {} decorated as {name} must be explicitly laid out with {what} decorations.",
                        c.id_number(id)
                    );
                    report.error(error(c, ErrorKind::InvalidId, id, message))?;
                    break;
                }
                if vulkan {
                    let block_rules = block_rules && !c.options.uniform_buffer_standard_layout;
                    let rules = Rules { storage_class: sc, decoration: name, block_rules, scalar, relaxed };
                    if let Err(e) = check_layout(c, &mut layout, id, rules, 0, 0) {
                        report.error(e)?;
                        break;
                    }
                }
            }
            continue;
        }
        // A pointer into a physical storage buffer: its pointee's layout.
        let Some(Instruction::TypePointer { storage_class: StorageClass::PhysicalStorageBuffer, type_, .. }) =
            c.def(c.result_type_at(index))
        else {
            if untyped && let Err(e) = untyped_layout(c, inst, &mut new_layout(), relaxed) {
                report.error(e)?;
            }
            continue;
        };
        let pointee = type_.get();
        let mut layout = new_layout();
        if c.def_is(pointee, Op::TypeStruct) {
            layout.compute_for_struct(c, pointee, Constraint::default(), 0);
        }
        let rules = Rules {
            storage_class: StorageClass::PhysicalStorageBuffer,
            decoration: "Block",
            block_rules: false,
            scalar: c.options.scalar_block_layout,
            relaxed,
        };
        if let Err(e) = check_layout(c, &mut layout, pointee, rules, 0, 0) {
            report.error(e)?;
        }
    }
    Ok(())
}

/// The layout of the data an instruction reaches through an untyped pointer (an untyped access
/// chain's base type, what `OpLoad` loads or `OpStore` stores through one, the structure of
/// `OpUntypedArrayLengthKHR`), by its pointer's storage class: `CheckDecorationsOfBuffers`' last
/// case, under Vulkan with `UntypedPointersKHR`.
fn untyped_layout(
    c: &mut Checker<'_, '_>,
    inst: &Instruction<'_>,
    layout: &mut Layout<'_>,
    relaxed: bool,
) -> Result<(), Fault> {
    let is_untyped = |c: &Checker<'_, '_>, pointer: u32| c.def_is(c.type_of(pointer), Op::TypeUntypedPointerKHR);
    let (pointer_type, data_type) = match inst {
        Instruction::UntypedAccessChainKHR { result_type, base_type, .. }
        | Instruction::UntypedInBoundsAccessChainKHR { result_type, base_type, .. }
        | Instruction::UntypedPtrAccessChainKHR { result_type, base_type, .. }
        | Instruction::UntypedInBoundsPtrAccessChainKHR { result_type, base_type, .. } => {
            (result_type.get(), base_type.get())
        }
        Instruction::Load { result_type, pointer, .. } if is_untyped(c, pointer.get()) => {
            (c.type_of(pointer.get()), result_type.get())
        }
        Instruction::Store { pointer, object, .. } if is_untyped(c, pointer.get()) => {
            (c.type_of(pointer.get()), c.type_of(object.get()))
        }
        Instruction::UntypedArrayLengthKHR { structure, pointer, .. } => (c.type_of(pointer.get()), structure.get()),
        _ => return Ok(()),
    };
    if pointer_type == 0 || data_type == 0 {
        return Ok(());
    }
    let storage_class = match c.def(pointer_type) {
        Some(
            Instruction::TypePointer { storage_class, .. } | Instruction::TypeUntypedPointerKHR { storage_class, .. },
        ) => *storage_class,
        _ => return Ok(()),
    };
    let table = layout.table;
    let block = |id: u32| {
        has_decoration(c, table, id, DecorationKind::Block) || has_decoration(c, table, id, DecorationKind::BufferBlock)
    };
    // An array of blocks is an array of descriptors, which has no layout: its block has.
    let mut data = data_type;
    if let Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) =
        c.def(data_type)
        && c.def_is(element_type.get(), Op::TypeStruct)
        && block(element_type.get())
    {
        data = element_type.get();
    }
    let uniform = storage_class == StorageClass::Uniform;
    let mut buffer_rules = !uniform;
    if c.def_is(data, Op::TypeStruct) {
        if uniform {
            buffer_rules = has_decoration(c, table, data, DecorationKind::BufferBlock);
        }
        layout.compute_for_struct(c, data, Constraint::default(), 0);
    }
    let scalar = match storage_class {
        StorageClass::Workgroup => c.options.workgroup_scalar_block_layout,
        _ => c.options.scalar_block_layout,
    };
    let rules = Rules {
        storage_class,
        decoration: if buffer_rules && uniform { "BufferBlock" } else { "Block" },
        block_rules: !buffer_rules && !c.options.uniform_buffer_standard_layout,
        scalar,
        relaxed,
    };
    check_layout(c, layout, data, rules, 0, 0)
}

/// `CheckDecorationsFromDecoration`: rules of some decorations about what they decorate, id by
/// id (ascending), each id's decorations in their set's order.
fn from_decorations(c: &mut Checker<'_, '_>, table: &Table, report: &mut Report) -> Result<(), Stop> {
    let shader = c.facts.has_plain_capability(Capability::Shader);
    let mut uses: Option<alloc::rc::Rc<DefUse>> = None;
    let mut pointers: Option<MemoryPointers> = None;
    for (id, decorations) in table.by_id() {
        let Some(index) = at(c, id) else { continue };
        let Some(inst) = c.def(id) else { continue };
        if inst.op() == Some(Op::DecorationGroup) {
            continue;
        }
        for d in decorations {
            use DecorationKind as D;
            let result = match D::from_u32(d.kind) {
                Some(D::Component) => component(c, index, inst, d),
                Some(D::FPRoundingMode) if shader => {
                    let uses = uses.get_or_insert_with(|| c.uses());
                    fp_rounding_mode(c, index, inst, d, uses)
                }
                Some(D::NonReadable | D::NonWritable) if d.member == WHOLE => {
                    let pointers = pointers.get_or_insert_with(|| MemoryPointers::new(c, table));
                    non_readable_writable(c, index, inst, d, pointers)
                }
                Some(D::Uniform | D::UniformId) => {
                    let name = if d.kind == D::Uniform as u32 { "Uniform" } else { "UniformId" };
                    let ty = inst.result_type().map_or(0, |t| t.get());
                    let what = if ty == 0 {
                        Some("applied to a non-object")
                    } else {
                        match c.def_op(ty) {
                            Some(Op::TypeVoid) => Some("applied to a value with void type"),
                            None => Some("applied to an object with invalid type"),
                            Some(_) => None,
                        }
                    };
                    match (what, d.params.first()) {
                        (Some(what), _) => {
                            Err(c.diag(ErrorKind::InvalidId, Some(index), format!("{name} decoration {what}")))
                        }
                        // UniformId's scope is an execution scope.
                        (None, Some(&scope)) if d.kind == D::UniformId as u32 => {
                            crate::synchronization::execution_scope(c, index, scope)
                        }
                        (None, _) => Ok(()),
                    }
                }
                Some(D::NoSignedWrap | D::NoUnsignedWrap) => {
                    let allowed = matches!(
                        inst.op(),
                        Some(
                            Op::IAdd
                                | Op::ISub
                                | Op::IMul
                                | Op::ShiftLeftLogical
                                | Op::SNegate
                                | Op::ExtInst
                                | Op::ExtInstWithForwardRefsKHR
                        )
                    );
                    if allowed {
                        Ok(())
                    } else {
                        let name = if d.kind == D::NoSignedWrap as u32 { "NoSignedWrap" } else { "NoUnsignedWrap" };
                        let op = crate::opcodes::op_name(inst.opcode() as u16);
                        Err(c.diag(
                            ErrorKind::InvalidId,
                            Some(index),
                            format!("{name} decoration may not be applied to {op}"),
                        ))
                    }
                }
                Some(D::Block | D::BufferBlock) if inst.op() != Some(Op::TypeStruct) => {
                    let name = if d.kind == D::Block as u32 { "Block" } else { "BufferBlock" };
                    Err(c.diag(ErrorKind::InvalidId, Some(index), format!("{name} decoration on a non-struct type.")))
                }
                Some(D::Location) => {
                    let variable = inst.op() == Some(Op::Variable);
                    let member = d.member != WHOLE && inst.op() == Some(Op::TypeStruct);
                    if variable || member {
                        Ok(())
                    } else {
                        Err(c.diag(
                            ErrorKind::InvalidId,
                            Some(index),
                            "Location decoration can only be applied to a variable or member of a structure type",
                        ))
                    }
                }
                Some(D::RelaxedPrecision) => {
                    let member = d.member != WHOLE && inst.op() == Some(Op::TypeStruct);
                    if spirv_core::predicates::generates_type(inst.opcode() as u16) && !member {
                        Err(c.diag(
                            ErrorKind::InvalidId,
                            Some(index),
                            "RelaxPrecision decoration cannot be applied to a type",
                        ))
                    } else {
                        Ok(())
                    }
                }
                _ => Ok(()),
            };
            if let Err(e) = result {
                report.error(e)?;
                break;
            }
        }
    }
    Ok(())
}

/// `CheckComponentDecoration`.
fn component(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>, d: &Dec) -> Result<(), Fault> {
    let mut ty = if d.member == WHOLE {
        let storage_class = match inst {
            Instruction::Variable { storage_class, .. } => Some(*storage_class),
            Instruction::FunctionParameter { .. } => None,
            _ => {
                return Err(c.diag(
                    ErrorKind::InvalidId,
                    Some(index),
                    "Target of Component decoration must be a memory object declaration (a variable or a function \
                     parameter)",
                ));
            }
        };
        if let Some(sc) = storage_class
            && sc != StorageClass::Input
            && sc != StorageClass::Output
        {
            return Err(c.diag(
                ErrorKind::InvalidId,
                Some(index),
                format!(
                    "Target of Component decoration is invalid: must point to a Storage Class of Input(1) or \
                     Output(3). Found Storage Class {}",
                    sc as u32
                ),
            ));
        }
        let ty = inst.result_type().map_or(0, |t| t.get());
        match c.def(ty) {
            Some(Instruction::TypePointer { type_, .. }) => type_.get(),
            Some(Instruction::TypeUntypedPointerKHR { .. }) => 0,
            _ => ty,
        }
    } else {
        let Instruction::TypeStruct { member_types, .. } = inst else {
            return Err(c.diag(
                ErrorKind::InvalidData,
                Some(index),
                "Attempted to get underlying data type via member index for non-struct type.",
            ));
        };
        usize::try_from(d.member).ok().and_then(|m| member_types.iter().nth(m)).map_or(0, |t| t.get())
    };
    if !c.options.target_env.is_vulkan() {
        return Ok(());
    }
    let mut levels = 0;
    while let Some(Instruction::TypeArray { element_type, .. }) = c.def(ty) {
        ty = element_type.get();
        levels += 1;
        if levels > 512 {
            break;
        }
    }
    if !c.is_int_scalar_or_vector_type(ty) && !c.is_float_scalar_or_vector_type(ty) {
        let name = c.id_name(ty);
        let message =
            format!("{}Component decoration specified for type {name} that is not a scalar or vector", c.vuid(10583));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    let component = d.params.first().copied().unwrap_or(0);
    let fail = |c: &mut Checker<'_, '_>, vuid: u32, what: String| {
        let message = format!("{}{what}", c.vuid(vuid));
        Err(c.diag(ErrorKind::InvalidId, Some(index), message))
    };
    if component > 3 {
        return fail(c, 4920, "Component decoration value must not be greater than 3".into());
    }
    let dimension = c.dimension(ty);
    let bit_width = c.bit_width(ty);
    if bit_width == 16 || bit_width == 32 {
        let sum = component + dimension;
        if sum > 4 {
            return fail(
                c,
                4921,
                format!(
                    "Sequence of components starting with {component} and ending with {} gets larger than 3",
                    sum - 1
                ),
            );
        }
    } else if bit_width == 64 {
        if dimension > 2 {
            return fail(c, 7703, "Component decoration only allowed on 64-bit scalar and 2-component vector".into());
        }
        if component == 1 || component == 3 {
            return fail(c, 4923, "Component decoration value must not be 1 or 3 for 64-bit data types".into());
        }
        let sum = component + 2 * dimension;
        if sum > 4 {
            return fail(
                c,
                4922,
                format!(
                    "Sequence of components starting with {component} and ending with {} gets larger than 3",
                    sum - 1
                ),
            );
        }
    }
    Ok(())
}

/// `CheckFPRoundingModeForShaders`: on an `OpFConvert` whose uses (those after it) store it
/// through pointers to 16-bit floats in certain storage classes.
fn fp_rounding_mode(
    c: &mut Checker<'_, '_>,
    index: usize,
    inst: &Instruction<'_>,
    d: &Dec,
    uses: &spirv_model::DefUse,
) -> Result<(), Fault> {
    let fail = |c: &mut Checker<'_, '_>, what: &str| {
        Err(c.diag(
            ErrorKind::InvalidId,
            Some(index),
            format!("FPRoundingMode decoration can be applied only to {what}"),
        ))
    };
    if inst.op() != Some(Op::FConvert) {
        return fail(c, "a width-only conversion instruction for floating-point object.");
    }
    if c.options.target_env.is_vulkan() && d.params.first().is_some_and(|&mode| mode > 1) {
        let message = format!("{}In Vulkan, the FPRoundingMode mode must only by RTE or RTZ.", c.vuid(4675));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    let Some(id) = inst.result_id() else { return Ok(()) };
    let id = id.get();
    let users: Vec<u32> = IdRef::new(id).map(|r| uses.users(r).to_vec()).unwrap_or_default();
    let module = c.module;
    for user in users {
        let user = user as usize;
        // spirv-val records the uses of an id met after it only.
        if user <= index {
            continue;
        }
        let Some(store) = module.instructions.get(user) else { continue };
        let (pointer, object) = match store {
            Instruction::FConvert { .. } => continue,
            Instruction::Store { pointer, object, .. } => (pointer.get(), object.get()),
            Instruction::ExtInst { set, .. } | Instruction::ExtInstWithForwardRefsKHR { set, .. }
                if c.model.ext_import(*set).is_some_and(|n| n.as_bytes().starts_with(b"NonSemantic.")) =>
            {
                continue;
            }
            other if is_debug_or_decoration(other.op()) => continue,
            _ => return fail(c, "the Object operand of an OpStore."),
        };
        if pointer == id {
            return fail(c, "the Object operand of an OpStore.");
        }
        let _ = object;
        let pointer_type = c.type_of(pointer);
        let Some((pointee, storage)) = c.pointer_type_info(pointer_type) else { continue };
        if !c.is_float_scalar_or_vector_type(pointee) || c.bit_width(pointee) != 16 {
            return fail(
                c,
                "the Object operand of an OpStore storing through a pointer to a 16-bit floating-point scalar or vector \
                 object.",
            );
        }
        use StorageClass as S;
        if ![S::StorageBuffer, S::Uniform, S::PushConstant, S::Input, S::Output, S::PhysicalStorageBuffer]
            .contains(&storage)
        {
            return fail(
                c,
                "the Object operand of an OpStore in the StorageBuffer, PhysicalStorageBuffer, Uniform, PushConstant, \
                 Input, or Output Storage Classes.",
            );
        }
    }
    Ok(())
}

/// `spvOpcodeIsDebug` or `spvOpcodeIsDecoration`.
fn is_debug_or_decoration(op: Option<Op>) -> bool {
    use spirv_core::predicates::{is_debug, is_decoration};
    op.is_some_and(|op| is_debug(op as u16) || is_decoration(op as u16))
}

/// An `OpEntryPoint`: its function, its index, its execution model and its interface.
type EntryPointAt<'m, 'a> = (u32, usize, ExecutionModel, &'m List<'a, IdRef>);

/// `CheckDecorationsOfEntryPoints`: the interfaces of each entry point (variables, storage
/// classes by version, built-ins, workgroup blocks, interpolation decorations under Vulkan) and
/// the entry point's own decorations.
fn entry_points(c: &mut Checker<'_, '_>, table: &Table, report: &mut Report) -> Result<(), Stop> {
    let vulkan = c.options.target_env.is_vulkan();
    let since_1_4 = c.module.header.version >= 0x0001_0400;
    let shader = c.facts.has_plain_capability(Capability::Shader);
    let workgroup_blocks_allowed = c.facts.has_plain_capability(Capability::WorkgroupMemoryExplicitLayoutKHR);
    let untyped_allowed = c.facts.has_plain_capability(Capability::UntypedPointersKHR);
    // Each entry point function's OpEntryPoints (their execution models and interfaces), in
    // module order; the functions in the order of their first.
    let mut points: Vec<EntryPointAt<'_, '_>> = c
        .all_of(Class::EntryPoints)
        .filter_map(|(at, inst)| match inst {
            Instruction::EntryPoint { execution_model, entry_point, interface, .. } => {
                Some((entry_point.get(), at, *execution_model, interface))
            }
            _ => None,
        })
        .collect();
    points.sort_unstable_by_key(|&(f, at, ..)| (f, at));
    let mut groups: Vec<&[EntryPointAt<'_, '_>]> = points.chunk_by(|a, b| a.0 == b.0).collect();
    groups.sort_unstable_by_key(|group| group[0].1);
    for group in groups {
        let entry = group[0].0;
        let has = |model: ExecutionModel| group.iter().any(|&(_, _, m, _)| m == model);
        let (has_frag, has_vert) = (has(ExecutionModel::Fragment), has(ExecutionModel::Vertex));
        let several = group.iter().any(|&(_, _, m, _)| m != group[0].2);
        let (mut builtin_block_inputs, mut builtin_block_outputs) = (0, 0);
        let (mut workgroup_vars, mut workgroup_blocks, mut workgroup_aliased) = (0, 0, 0);
        let mut has_task_payload = false;
        for &(_, _, _, interface) in group {
            let mut seen_vars = BTreeSet::new();
            let (mut input_builtins, mut output_builtins) = (BTreeSet::new(), BTreeSet::new());
            for var in interface.iter().map(|i| i.get()) {
                let Some(var_inst) = c.def(var) else { continue };
                let (sc, type_id, untyped) = match var_inst {
                    Instruction::Variable { result_type, storage_class, .. } => {
                        let pointee = c.pointer_type_info(result_type.get()).map_or(0, |(p, _)| p);
                        (*storage_class, pointee, false)
                    }
                    Instruction::UntypedVariableKHR { storage_class, data_type, .. } => {
                        (*storage_class, data_type.map_or(0, |d| d.get()), true)
                    }
                    other => {
                        let op = crate::opcodes::op_name(other.opcode() as u16);
                        let message = format!("Interfaces passed to OpEntryPoint must be variables. Found Op{op}.");
                        report.error(error(c, ErrorKind::InvalidId, var, message))?;
                        continue;
                    }
                };
                let fail = |c: &mut Checker<'_, '_>, kind: ErrorKind, message: String| error(c, kind, var, message);
                if since_1_4 {
                    if sc == StorageClass::TaskPayloadWorkgroupEXT {
                        if has_task_payload {
                            report.error(fail(
                                c,
                                ErrorKind::InvalidId,
                                "There can be at most one OpVariable with storage class TaskPayloadWorkgroupEXT \
                                 associated with an OpEntryPoint"
                                    .into(),
                            ))?;
                            continue;
                        }
                        has_task_payload = true;
                    }
                    if sc == StorageClass::Function {
                        report.error(fail(
                            c,
                            ErrorKind::InvalidId,
                            "In SPIR-V 1.4 or later, OpEntryPoint interfaces should only list global variables".into(),
                        ))?;
                        continue;
                    }
                    if !seen_vars.insert(var) {
                        let name = c.id_name(var);
                        let message =
                            format!("In SPIR-V 1.4 or later, non-unique OpEntryPoint interface {name} is disallowed");
                        report.error(fail(c, ErrorKind::InvalidId, message))?;
                        continue;
                    }
                } else if sc != StorageClass::Input && sc != StorageClass::Output {
                    let message = format!(
                        "In SPIR-V 1.3 or earlier, OpEntryPoint interfaces must be OpVariables with Storage Class of \
                         Input(1) or Output(3). Found Storage Class {} for Entry Point id {}.",
                        sc as u32,
                        c.id_number(entry)
                    );
                    report.error(fail(c, ErrorKind::InvalidId, message))?;
                    continue;
                }
                let is_struct = c.def_is(type_id, Op::TypeStruct);
                let mut has_built_in = false;
                let mut problem = None;
                for d in table.all(if is_struct { type_id } else { var }) {
                    if d.kind != DecorationKind::BuiltIn as u32 {
                        continue;
                    }
                    has_built_in = true;
                    if !vulkan {
                        continue;
                    }
                    let builtin = d.params.first().copied().unwrap_or(0);
                    let name = spirv_core::spec::BuiltIn::from_u32(builtin).map_or("Unknown", |b| b.name());
                    if sc == StorageClass::Input && !input_builtins.insert(builtin) {
                        problem = Some(format!(
                            "{}OpEntryPoint contains duplicate input variables with {name} builtin",
                            c.vuid(9658)
                        ));
                        break;
                    }
                    if sc == StorageClass::Output && !output_builtins.insert(builtin) {
                        problem = Some(format!(
                            "{}OpEntryPoint contains duplicate output variables with {name} builtin",
                            c.vuid(9659)
                        ));
                        break;
                    }
                }
                if let Some(message) = problem {
                    report.error(fail(c, ErrorKind::InvalidId, message))?;
                    continue;
                }
                if has_built_in {
                    if vulkan
                        && table.all(var).iter().any(|d| {
                            d.kind == DecorationKind::Location as u32 || d.kind == DecorationKind::Component as u32
                        })
                    {
                        let message = format!(
                            "{}A BuiltIn variable (id {}) cannot have any Location or Component decorations",
                            c.vuid(4915),
                            c.id_number(var)
                        );
                        report.error(fail(c, ErrorKind::InvalidId, message))?;
                        continue;
                    }
                    if is_struct {
                        if !table.has(type_id, DecorationKind::Block) {
                            let message = format!(
                                "{}Interface struct has no Block decoration but has BuiltIn members. Location \
                                 decorations must be used on each member of OpVariable with a structure type that is \
                                 a block not decorated with Location.",
                                c.vuid(4919)
                            );
                            report.error(error(c, ErrorKind::InvalidData, type_id, message))?;
                            continue;
                        }
                        if sc == StorageClass::Input {
                            builtin_block_inputs += 1;
                        }
                        if sc == StorageClass::Output {
                            builtin_block_outputs += 1;
                        }
                        if builtin_block_inputs > 1 || builtin_block_outputs > 1 {
                            break;
                        }
                    }
                }
                if sc == StorageClass::Workgroup {
                    workgroup_vars += 1;
                    if c.def(type_id).is_some() {
                        let block = is_struct && has_decoration(c, table, type_id, DecorationKind::Block);
                        if untyped && shader && !block {
                            let message = match is_struct {
                                true => "Untyped workgroup variables in shaders must be block decorated",
                                false => "Untyped workgroup variables in shaders must be block decorated structs",
                            };
                            report.error(fail(c, ErrorKind::InvalidId, message.into()))?;
                            continue;
                        }
                        workgroup_blocks += usize::from(block);
                        if is_struct && has_decoration(c, table, var, DecorationKind::Aliased) {
                            workgroup_aliased += 1;
                        }
                    }
                }
                if !vulkan {
                    continue;
                }
                let mut problem = None;
                for d in table.all(var) {
                    use DecorationKind as D;
                    let Some(kind) = D::from_u32(d.kind) else { continue };
                    if d.member != WHOLE || !matches!(kind, D::Flat | D::NoPerspective | D::Sample | D::Centroid) {
                        continue;
                    }
                    if sc == StorageClass::Input && (several || has_vert) {
                        problem = Some(format!(
                            "{}{} decorated variable must not be used in vertex execution model as an Input storage \
                             class for Entry Point id {}.",
                            c.vuid(6202),
                            kind.name(),
                            c.id_number(entry)
                        ));
                        break;
                    } else if sc == StorageClass::Output && (several || has_frag) {
                        problem = Some(format!(
                            "{}{} decorated variable must not be used in fragment execution model as an Output \
                             storage class for Entry Point id {}.",
                            c.vuid(6201),
                            kind.name(),
                            c.id_number(entry)
                        ));
                        break;
                    }
                }
                if let Some(message) = problem {
                    report.error(fail(c, ErrorKind::InvalidId, message))?;
                    continue;
                }
                let has_flat = has_decoration(c, table, var, DecorationKind::Flat);
                let needs_flat = (c.is_float_scalar_type(type_id) && c.bit_width(type_id) == 64)
                    || c.is_int_scalar_or_vector_type(type_id);
                if has_frag && sc == StorageClass::Input && !has_flat && needs_flat {
                    let message = format!(
                        "{}Fragment OpEntryPoint operand {} with Input interfaces with integer or float type must \
                         have a Flat decoration for Entry Point id {}.",
                        c.vuid(4744),
                        c.id_number(var),
                        c.id_number(entry)
                    );
                    report.error(fail(c, ErrorKind::InvalidId, message))?;
                    continue;
                }
            }
            let fail = |c: &mut Checker<'_, '_>, message: String| error(c, ErrorKind::InvalidBinary, entry, message);
            if builtin_block_inputs > 1 || builtin_block_outputs > 1 {
                let message = format!(
                    "There must be at most one object per Storage Class that can contain a structure type \
                     containing members decorated with BuiltIn, consumed per entry-point. Entry Point id {} \
                     does not meet this requirement.",
                    c.id_number(entry)
                );
                report.error(fail(c, message))?;
                continue;
            }
            if let Some(d) = table.all(entry).iter().find(|d| d.kind == DecorationKind::LinkageAttributes as u32) {
                let mut bytes = spirv_core::binary::ByteOrder::Little.to_bytes(&d.params);
                bytes.truncate(bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len()));
                let name = String::from_utf8_lossy(&bytes).into_owned();
                let message = format!(
                    "The LinkageAttributes Decoration (Linkage name: {name}) cannot be applied to function id \
                     {} because it is targeted by an OpEntryPoint instruction.",
                    c.id_number(entry)
                );
                report.error(fail(c, message))?;
                continue;
            }
            if workgroup_blocks_allowed && !untyped_allowed && workgroup_vars > 0 && workgroup_blocks > 0 {
                if workgroup_vars != workgroup_blocks {
                    let message = format!(
                        "When declaring WorkgroupMemoryExplicitLayoutKHR, either all or none of the Workgroup \
                         Storage Class variables in the entry point interface must point to struct types \
                         decorated with Block (unless the UntypedPointersKHR capability is declared).  Entry \
                         point id {} does not meet this requirement.",
                        c.id_number(entry)
                    );
                    report.error(fail(c, message))?;
                    continue;
                }
                if workgroup_blocks > 1 && workgroup_blocks != workgroup_aliased {
                    let message = format!(
                        "When declaring WorkgroupMemoryExplicitLayoutKHR, if more than one Workgroup Storage \
                         Class variable in the entry point interface point to a type decorated with Block, all of \
                         them must be decorated with Aliased (unless the UntypedPointerWorkgroupKHR capability is \
                         declared). Entry point id {} does not meet this requirement.",
                        c.id_number(entry)
                    );
                    report.error(fail(c, message))?;
                    continue;
                }
            } else if !workgroup_blocks_allowed && workgroup_blocks > 0 {
                report.error(fail(
                    c,
                    "Workgroup Storage Class variables can't be decorated with Block unless declaring the \
                     WorkgroupMemoryExplicitLayoutKHR capability."
                        .into(),
                ))?;
                continue;
            }
        }
    }
    Ok(())
}

/// `AllowsLayout`: whether the storage class may have explicit layout decorations (Vulkan).
fn allows_layout(c: &Checker<'_, '_>, sc: StorageClass) -> bool {
    match sc {
        StorageClass::UniformConstant => false,
        StorageClass::Workgroup => c.facts.has_plain_capability(Capability::WorkgroupMemoryExplicitLayoutKHR),
        StorageClass::Function | StorageClass::Private => c.module.header.version <= 0x0001_0400,
        _ => true,
    }
}

/// `UsesExplicitLayout`: the first layout decoration of `id` or of a type it is made of, where
/// the storage classes of pointers do not allow them.
fn uses_explicit_layout(
    c: &Checker<'_, '_>,
    table: &Table,
    id: u32,
    cache: &mut BTreeMap<u32, Option<u32>>,
    depth: u32,
) -> Option<u32> {
    if id == 0 || depth > 512 {
        return None;
    }
    if let Some(&found) = cache.get(&id) {
        return found;
    }
    use DecorationKind as D;
    let inst = c.def(id);
    let mut found = None;
    if let Some(
        inst @ (Instruction::TypeStruct { .. }
        | Instruction::TypeArray { .. }
        | Instruction::TypeRuntimeArray { .. }
        | Instruction::TypePointer { .. }
        | Instruction::TypeUntypedPointerKHR { .. }),
    ) = inst
    {
        let allowed = match inst {
            Instruction::TypePointer { storage_class, .. } => allows_layout(c, *storage_class),
            _ => false,
        };
        if !allowed {
            let layout = [D::Block, D::BufferBlock, D::Offset, D::ArrayStride, D::MatrixStride];
            found = table.all(id).iter().map(|d| d.kind).find(|&k| layout.iter().any(|&l| l as u32 == k));
        }
        if found.is_none() {
            found = match inst {
                Instruction::TypeStruct { member_types, .. } => {
                    member_types.iter().find_map(|m| uses_explicit_layout(c, table, m.get(), cache, depth + 1))
                }
                Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. } => {
                    uses_explicit_layout(c, table, element_type.get(), cache, depth + 1)
                }
                Instruction::TypePointer { storage_class, type_, .. } if !allows_layout(c, *storage_class) => {
                    uses_explicit_layout(c, table, type_.get(), cache, depth + 1)
                }
                _ => None,
            };
        }
    }
    cache.insert(id, found);
    found
}

/// `CheckInvalidVulkanExplicitLayout`: no explicit layout decorations on the types of
/// variables in storage classes without explicit layouts (the untyped pointers' instructions
/// are not checked here yet).
fn invalid_vulkan_explicit_layout(c: &mut Checker<'_, '_>, table: &Table, report: &mut Report) -> Result<(), Stop> {
    if !c.options.target_env.is_vulkan() {
        return Ok(());
    }
    let mut cache = BTreeMap::new();
    for (index, inst) in c.all_of(Class::Variables) {
        let (sc, check_id) = match inst {
            Instruction::Variable { result_type, storage_class, .. } => (*storage_class, result_type.get()),
            Instruction::UntypedVariableKHR { result_type, storage_class, data_type, .. } => {
                (*storage_class, data_type.map_or(result_type.get(), |d| d.get()))
            }
            _ => continue,
        };
        if allows_layout(c, sc) {
            continue;
        }
        let Some(kind) = uses_explicit_layout(c, table, check_id, &mut cache, 0) else { continue };
        let name = c.id_name(check_id);
        let decoration = DecorationKind::from_u32(kind).map_or("Unknown", |d| d.name());
        let message = format!(
            "{}Invalid explicit layout decorations on type for operand {name}, the {} storage class has a explicit \
             layout from the {decoration} decoration.",
            c.vuid(10684),
            sc.name()
        );
        let e = c.diag(ErrorKind::InvalidId, Some(index), message);
        report.error(e)?;
    }
    Ok(())
}

/// The pointer types spirv-val registers as pointing to uniform blocks, storage buffers (in
/// `CheckDecorationsOfBuffers`), storage images and tensors (in `TypePass`).
struct MemoryPointers {
    pointers: BTreeSet<u32>,
}

impl MemoryPointers {
    fn new(c: &Checker<'_, '_>, table: &Table) -> Self {
        let mut pointers = BTreeSet::new();
        for inst in &c.module.instructions {
            match inst {
                Instruction::Variable { result_type, storage_class, .. }
                | Instruction::UntypedVariableKHR { result_type, storage_class, .. } => {
                    let sc = *storage_class;
                    let uniform = sc == StorageClass::Uniform;
                    let buffer = sc == StorageClass::StorageBuffer || sc == StorageClass::PhysicalStorageBuffer;
                    if !uniform && !buffer {
                        continue;
                    }
                    let id = match inst {
                        Instruction::UntypedVariableKHR { data_type, .. } => data_type.map_or(0, |d| d.get()),
                        _ => c.pointer_type_info(result_type.get()).map_or(0, |(p, _)| p),
                    };
                    let id = c.array_element_or_self(id);
                    if !c.def_is(id, Op::TypeStruct) {
                        continue;
                    }
                    let block = table.all(id).iter().any(|d| d.kind == DecorationKind::Block as u32);
                    let buffer_block = table.all(id).iter().any(|d| d.kind == DecorationKind::BufferBlock as u32);
                    if (uniform && (block || buffer_block)) || (buffer && block) {
                        pointers.insert(result_type.get());
                    }
                }
                Instruction::TypePointer { result_id, storage_class: StorageClass::UniformConstant, type_ } => {
                    let mut pointee = c.def(type_.get());
                    if let Some(
                        Instruction::TypeArray { element_type, .. }
                        | Instruction::TypeRuntimeArray { element_type, .. },
                    ) = pointee
                    {
                        pointee = c.def(element_type.get());
                    }
                    let storage = match pointee {
                        Some(Instruction::TypeImage { sampled, .. }) => *sampled == 2,
                        Some(Instruction::TypeTensorARM { .. }) => true,
                        _ => false,
                    };
                    if storage {
                        pointers.insert(result_id.get());
                    }
                }
                _ => {}
            }
        }
        MemoryPointers { pointers }
    }
}

/// `CheckNonReadableWritableDecorations`: on a memory object declaration pointing to a storage
/// image, tensor, uniform block or storage buffer (or, `NonWritable` since SPIR-V 1.4, a
/// `Function` or `Private` variable).
fn non_readable_writable(
    c: &mut Checker<'_, '_>,
    index: usize,
    inst: &Instruction<'_>,
    d: &Dec,
    pointers: &MemoryPointers,
) -> Result<(), Fault> {
    let non_writable = d.kind == DecorationKind::NonWritable as u32;
    let name = if non_writable { "NonWritable" } else { "NonReadable" };
    let storage_class = match inst {
        Instruction::Variable { storage_class, .. } => Some(*storage_class as u32),
        // spirv-val reads the data type's operand as the storage class here.
        Instruction::UntypedVariableKHR { data_type, .. } => data_type.map(|d| d.get()),
        Instruction::FunctionParameter { .. } | Instruction::RawAccessChainNV { .. } => None,
        _ => {
            return Err(c.diag(
                ErrorKind::InvalidId,
                Some(index),
                format!(
                    "Target of {name} decoration must be a memory object declaration (a variable or a function \
                     parameter)"
                ),
            ));
        }
    };
    let since_1_4 = c.module.header.version >= 0x0001_0400;
    let is = |sc: StorageClass| storage_class == Some(sc as u32);
    if (is(StorageClass::Function) || is(StorageClass::Private)) && since_1_4 && non_writable {
        return Ok(());
    }
    if is(StorageClass::TileAttachmentQCOM) {
        return Ok(());
    }
    let ty = inst.result_type().map_or(0, |t| t.get());
    if pointers.pointers.contains(&ty) || matches!(inst, Instruction::RawAccessChainNV { .. }) {
        return Ok(());
    }
    let tail = if since_1_4 && non_writable {
        "storage buffer, or variable in Private or Function storage class"
    } else {
        "or storage buffer"
    };
    Err(c.diag(
        ErrorKind::InvalidId,
        Some(index),
        format!(
            "Target of {name} decoration is invalid: must point to a storage image, tensor variable in \
             UniformConstant storage class, uniform block, {tail}"
        ),
    ))
}
