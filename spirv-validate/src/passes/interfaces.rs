//! `ValidateInterfaces` (SPIRV-Tools' `source/val/validate_interfaces.cpp`): every entry point
//! that uses an interface variable (an `Input` or `Output` one before SPIR-V 1.4, any global one
//! since) lists it; under Vulkan, no `Input` or `Output` variable holds a pointer into a
//! physical storage buffer, the locations and components the interfaces of an entry point take
//! do not overlap, and some storage classes have one interface variable at most.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::IdRef;
use spirv_core::spec::{AddressingModel, DecorationKind, ExecutionModel, FPEncoding, Instruction, Op, StorageClass};
use spirv_model::DefUse;

use crate::by_class::Class;
use crate::checker::Checker;
use crate::decoration_table::Table;
use crate::error::{ErrorKind, Fault};
use crate::error::{Report, Stop};
use crate::reach::{EntryPoints, entry_point_references, equal_range};

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    variables(c, report)?;
    check_entry_points(c, report)
}

/// The interface variables: listed by the entry points using them; no physical storage buffer
/// pointers in Vulkan's Input and Output variables.
fn variables(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let since_1_4 = c.module.header.version >= 0x0001_0400;
    let module = c.module;
    let variables: Vec<(usize, u32, StorageClass)> = c
        .all_of(Class::Variables)
        .filter_map(|(index, inst)| match inst {
            Instruction::Variable { result_id, storage_class, .. }
            | Instruction::UntypedVariableKHR { result_id, storage_class, .. } => {
                Some((index, result_id.get(), *storage_class))
            }
            _ => None,
        })
        .filter(|&(_, _, sc)| match since_1_4 {
            true => sc != StorageClass::Function,
            false => sc == StorageClass::Input || sc == StorageClass::Output,
        })
        .collect();
    if variables.is_empty() {
        return Ok(());
    }
    let uses = c.uses();
    let entry_points = EntryPoints::new(c);
    for (index, var, sc) in variables {
        if let Some((entry, name)) = unlisted_user(c, &uses, &entry_points, index, var) {
            let name = String::from_utf8_lossy(name).into_owned();
            let message = format!(
                "Interface variable id <{}> is used by entry point '{name}' id <{}>, but is not listed as an interface",
                c.id_number(var),
                c.id_number(entry)
            );
            let e = c.diag(ErrorKind::InvalidId, Some(index), message);
            report.error(e)?;
            continue;
        }
        if c.options.target_env.is_vulkan() && (sc == StorageClass::Input || sc == StorageClass::Output) {
            let Some(Instruction::Variable { result_type, .. }) = module.instructions.get(index) else { continue };
            let Some((pointee, _)) = c.pointer_type_info(result_type.get()) else { continue };
            let physical = |inst: &Instruction<'_>| {
                matches!(inst, Instruction::TypePointer { storage_class: StorageClass::PhysicalStorageBuffer, .. })
            };
            if c.contains_type(pointee, &physical, true) {
                let message = format!(
                    "{}Input/Output interface variable id <{}> contains a PhysicalStorageBuffer pointer, which is not \
                     allowed. If you want to interface shader stages with a PhysicalStorageBuffer, cast to a uint64 or \
                     uvec2 instead.",
                    c.vuid(9557),
                    c.id_number(var)
                );
                let e = c.diag(ErrorKind::InvalidId, Some(index), message);
                report.error(e)?;
            }
        }
    }
    Ok(())
}

/// The first entry point (lowest id) that uses `var` (in a function it reaches) without listing
/// it, with the name of its `OpEntryPoint` that does not.
fn unlisted_user<'m>(
    c: &Checker<'m, '_>,
    uses: &DefUse,
    entry_points: &EntryPoints,
    index: usize,
    var: u32,
) -> Option<(u32, &'m [u8])> {
    for entry in entry_point_references(c, uses, entry_points, index, var) {
        for &(_, at) in equal_range(&entry_points.descriptions, entry) {
            let Some(e) = c.model.entry_points().get(at) else { continue };
            if !e.interface.iter().any(|i| i.get() == var) {
                return Some((entry, e.name.as_bytes()));
            }
        }
    }
    None
}

/// Past this many location components (4 per location), spirv-val stops counting.
const MAX_LOCATIONS: u32 = 4096 * 4;

/// `ValidateLocations` and `ValidateStorageClass` of every entry point (under Vulkan).
fn check_entry_points(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    if !c.options.target_env.is_vulkan() {
        return Ok(());
    }
    let table = c.decoration_table();
    let physical_model = c.all_of(Class::AddressingModels).any(|(_, i)| {
        matches!(i, Instruction::MemoryModel { addressing_model: AddressingModel::PhysicalStorageBuffer64, .. })
    });
    // The entry points before the first `OpTypeVoid`.
    let void = c.all_of(Class::VoidTypes).next().map_or(usize::MAX, |(index, _)| index);
    for (index, inst) in c.all_of(Class::EntryPoints).take_while(|&(index, _)| index < void) {
        let Instruction::EntryPoint { execution_model, interface, .. } = inst else { continue };
        let interface: Vec<u32> = interface.iter().map(|i| i.get()).collect();
        let mut locations = Locations { table: &table, physical_model, entry: index, model: *execution_model };
        if let Err(e) = locations.check(c, &interface) {
            report.error(e)?;
            continue;
        }
        if let Err(e) = storage_classes(c, index, &interface) {
            report.error(e)?;
        }
    }
    Ok(())
}

/// `ValidateStorageClass`: at most one interface of some storage classes; no bfloat16 or
/// 8-bit floats in Input and Output variables.
fn storage_classes(c: &mut Checker<'_, '_>, entry: usize, interface: &[u32]) -> Result<(), Fault> {
    use StorageClass as S;
    let mut seen: BTreeSet<u32> = BTreeSet::new();
    for &var in interface {
        let Some(Instruction::Variable { result_type, storage_class, .. }) = c.def(var) else { continue };
        let (sc, result_type) = (*storage_class, result_type.get());
        let once = match sc {
            S::PushConstant => Some((6673, "PushConstant")),
            S::IncomingRayPayloadKHR => Some((4700, "IncomingRayPayloadKHR")),
            S::HitAttributeKHR => Some((4702, "HitAttributeKHR")),
            S::IncomingCallableDataKHR => Some((4706, "IncomingCallableDataKHR")),
            _ => None,
        };
        if let Some((vuid, name)) = once {
            if !seen.insert(sc as u32) {
                let message = format!(
                    "{}Entry-point has more than one variable with the {name} storage class in the interface",
                    c.vuid(vuid)
                );
                return Err(c.diag(ErrorKind::InvalidData, Some(entry), message));
            }
            continue;
        }
        if sc != S::Input && sc != S::Output {
            continue;
        }
        let pointee = match c.def(result_type) {
            Some(Instruction::TypePointer { type_, .. }) => type_.get(),
            _ => continue,
        };
        let encoded = |encodings: &'static [FPEncoding]| move |inst: &Instruction<'_>| matches!(inst, Instruction::TypeFloat { floating_point_encoding: Some(e), .. } if encodings.contains(e));
        let at = c.model.def_index(IdRef::new(var).expect("defined"));
        if c.contains_type(pointee, &encoded(&[FPEncoding::BFloat16KHR]), true) {
            let name = c.id_name(var);
            let message = format!(
                "{}Bfloat16 OpVariable <id> {name} must not be declared with a Storage Class of Input or Output.",
                c.vuid(10370)
            );
            return Err(c.diag(ErrorKind::InvalidId, at, message));
        }
        if c.contains_type(pointee, &encoded(&[FPEncoding::Float8E4M3EXT, FPEncoding::Float8E5M2EXT]), true) {
            let name = c.id_name(var);
            let message = format!(
                "FP8 E4M3/E5M2 OpVariable <id> {name} must not be declared with a Storage Class of Input or Output."
            );
            return Err(c.diag(ErrorKind::InvalidId, at, message));
        }
    }
    Ok(())
}

/// The location checks of one entry point (`ValidateLocations`).
struct Locations<'t> {
    table: &'t Table,
    physical_model: bool,
    /// The `OpEntryPoint`'s index.
    entry: usize,
    model: ExecutionModel,
}

/// The location components taken so far, as `4 * location + component`.
#[derive(Default)]
struct Taken {
    input: BTreeSet<u32>,
    output_index0: BTreeSet<u32>,
    output_index1: BTreeSet<u32>,
    patch_index0: BTreeSet<u32>,
    patch_index1: BTreeSet<u32>,
}

/// Which sets a variable's locations go to.
#[derive(Clone, Copy)]
enum Sets {
    Input,
    Output,
    Patch,
}

impl Locations<'_> {
    fn check(&mut self, c: &mut Checker<'_, '_>, interface: &[u32]) -> Result<(), Fault> {
        use ExecutionModel as E;
        if !matches!(
            self.model,
            E::Vertex | E::TessellationControl | E::TessellationEvaluation | E::Geometry | E::Fragment
        ) {
            return Ok(());
        }
        let mut taken = Taken::default();
        let mut seen = BTreeSet::new();
        for &var in interface {
            let Some(Instruction::Variable { storage_class, .. }) = c.def(var) else { continue };
            let sc = *storage_class;
            if sc != StorageClass::Input && sc != StorageClass::Output {
                continue;
            }
            if !seen.insert(var) {
                continue;
            }
            let patch = self.table.has_own(var, DecorationKind::Patch);
            let sets = match (patch, sc) {
                (true, _) => Sets::Patch,
                (false, StorageClass::Input) => Sets::Input,
                _ => Sets::Output,
            };
            self.variable(c, var, sets, &mut taken)?;
        }
        Ok(())
    }

    fn conflict(&self, c: &mut Checker<'_, '_>, output: bool, location: u32, component: u32) -> Fault {
        let (vuid, what) = if output { (8722, "output") } else { (8721, "input") };
        let message = format!(
            "{}Entry-point has conflicting {what} location assignment at location {location}, component {component}",
            c.vuid(vuid)
        );
        c.diag(ErrorKind::InvalidData, Some(self.entry), message)
    }

    /// `GetLocationsForVariable`.
    fn variable(&mut self, c: &mut Checker<'_, '_>, var: u32, sets: Sets, taken: &mut Taken) -> Result<(), Fault> {
        use ExecutionModel as E;
        let var_at = c.model.def_index(IdRef::new(var).expect("defined"));
        let Some(Instruction::Variable { result_type, storage_class, .. }) = c.def(var) else { return Ok(()) };
        let is_output = *storage_class == StorageClass::Output;
        let is_fragment = self.model == E::Fragment;
        let Some(Instruction::TypePointer { type_, .. }) = c.def(result_type.get()) else { return Ok(()) };
        let mut type_id = type_.get();
        let (mut has_location, mut location, mut component) = (false, 0, 0);
        let (mut has_index, mut index) = (false, 0);
        let (mut has_patch, mut has_per_task_nv, mut has_per_vertex) = (false, false, false);
        let var_type_op = c.def_op(type_id);
        for d in self.table.all(var) {
            let param = d.params.first().copied().unwrap_or(0);
            match DecorationKind::from_u32(d.kind) {
                Some(DecorationKind::Location) => {
                    has_location = true;
                    location = param;
                }
                Some(DecorationKind::Component) => component = param,
                Some(DecorationKind::Index) => {
                    if !is_output || !is_fragment {
                        return Err(c.diag(
                            ErrorKind::InvalidData,
                            var_at,
                            "Index can only be applied to Fragment output variables",
                        ));
                    }
                    has_index = true;
                    index = param;
                }
                Some(DecorationKind::BuiltIn) => return Ok(()),
                Some(DecorationKind::Patch) => has_patch = true,
                Some(DecorationKind::PerTaskNV) => has_per_task_nv = true,
                Some(DecorationKind::PerVertexKHR) => {
                    if !is_fragment {
                        let message =
                            format!("{}PerVertexKHR can only be applied to Fragment Execution Models", c.vuid(6777));
                        return Err(c.diag(ErrorKind::InvalidData, var_at, message));
                    }
                    if !matches!(var_type_op, Some(Op::TypeArray | Op::TypeRuntimeArray)) {
                        let message = format!("{}PerVertexKHR must be declared as arrays", c.vuid(6778));
                        return Err(c.diag(ErrorKind::InvalidData, var_at, message));
                    }
                    has_per_vertex = true;
                }
                _ => {}
            }
        }
        let is_arrayed = match self.model {
            E::TessellationControl => !has_patch,
            E::TessellationEvaluation => !is_output && !has_patch,
            E::Geometry => !is_output,
            E::Fragment => !is_output && has_per_vertex,
            E::MeshNV => is_output && !has_per_task_nv,
            _ => false,
        };
        if is_arrayed
            && let Some(
                Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. },
            ) = c.def(type_id)
        {
            type_id = element_type.get();
        }
        let type_at = c.model.def_index(IdRef::new(type_id).unwrap_or(IdRef::new(var).expect("defined")));
        let is_struct = c.def_is(type_id, Op::TypeStruct);
        if is_struct && self.table.has(type_id, DecorationKind::BuiltIn) {
            return Ok(());
        }
        let is_block = self.table.has(type_id, DecorationKind::Block);
        if !has_location && !is_block {
            let vuid = if is_struct { 4917 } else { 4916 };
            let message = format!("{}Variable must be decorated with a location", c.vuid(vuid));
            return Err(c.diag(ErrorKind::InvalidData, var_at, message));
        }
        let set = match sets {
            Sets::Input => &mut taken.input,
            Sets::Output if has_index && index == 1 => &mut taken.output_index1,
            Sets::Output => &mut taken.output_index0,
            Sets::Patch if has_index && index == 1 => &mut taken.patch_index1,
            Sets::Patch => &mut taken.patch_index0,
        };
        if has_location {
            let mut sub_type = type_id;
            let mut array_size = 1;
            if let Some(Instruction::TypeArray { element_type, length, .. }) = c.def(type_id) {
                let (is_int, is_const, size) = c.eval_int32_if_const(length.get());
                array_size = if is_int && is_const { size } else { 1 };
                sub_type = element_type.get();
            }
            let num_locations = self.consumed_locations(c, sub_type, 0)?;
            let num_components = self.consumed_components(c, sub_type, 0);
            for array_index in 0..array_size {
                let array_location = location.wrapping_add(num_locations.wrapping_mul(array_index));
                let mut start = array_location.wrapping_mul(4);
                if MAX_LOCATIONS <= start {
                    break;
                }
                let mut end = array_location.wrapping_add(num_locations).wrapping_mul(4);
                if num_components != 0 {
                    start = start.wrapping_add(component);
                    end = array_location.wrapping_mul(4).wrapping_add(component).wrapping_add(num_components);
                }
                // Elements taking no location give the same empty range for every index.
                if start >= end && num_locations == 0 {
                    break;
                }
                for i in start..end {
                    if !set.insert(i) {
                        return Err(self.conflict(c, is_output, i / 4, i % 4));
                    }
                    if set.len() > 1 << 20 {
                        return Ok(());
                    }
                }
            }
            return Ok(());
        }
        // A block without a location on the variable: each member has one.
        let mut member_locations: BTreeMap<i64, u32> = BTreeMap::new();
        let mut member_components: BTreeMap<i64, u32> = BTreeMap::new();
        for d in self.table.all(type_id) {
            let param = d.params.first().copied().unwrap_or(0);
            let (map, what) = if d.kind == DecorationKind::Location as u32 {
                (&mut member_locations, "location")
            } else if d.kind == DecorationKind::Component as u32 {
                (&mut member_components, "component")
            } else {
                continue;
            };
            match map.get(&d.member) {
                None => {
                    map.insert(d.member, param);
                }
                Some(&other) if other != param => {
                    let message = format!("Member index {} has conflicting {what} assignments", d.member);
                    return Err(c.diag(ErrorKind::InvalidData, type_at, message));
                }
                Some(_) => {}
            }
        }
        let members: Vec<u32> = match c.def(type_id) {
            Some(Instruction::TypeStruct { member_types, .. }) => member_types.iter().map(|m| m.get()).collect(),
            _ => Vec::new(),
        };
        for (i, &member) in members.iter().enumerate() {
            let Some(&location) = member_locations.get(&(i as i64)) else {
                let message = format!("{}Member index {i} is missing a location assignment", c.vuid(4919));
                return Err(c.diag(ErrorKind::InvalidData, type_at, message));
            };
            let num_locations = self.consumed_locations(c, member, 0)?;
            let num_components = self.consumed_components(c, member, 0);
            let component = member_components.get(&(i as i64)).copied().unwrap_or(0);
            let mut start = location.wrapping_mul(4);
            if MAX_LOCATIONS <= start {
                continue;
            }
            if c.def_is(member, Op::TypeArray) && (1..4).contains(&num_components) {
                for l in location..num_locations.wrapping_add(location) {
                    for comp in component..component.wrapping_add(num_components) {
                        if !set.insert(l.wrapping_mul(4).wrapping_add(comp)) {
                            return Err(self.conflict(c, is_output, l, comp));
                        }
                    }
                    if set.len() > 1 << 20 {
                        return Ok(());
                    }
                }
            } else {
                let mut end = location.wrapping_add(num_locations).wrapping_mul(4);
                if num_components != 0 {
                    start = start.wrapping_add(component);
                    end = location.wrapping_mul(4).wrapping_add(component).wrapping_add(num_components);
                }
                for l in start..end {
                    if !set.insert(l) {
                        return Err(self.conflict(c, is_output, l / 4, l % 4));
                    }
                    if set.len() > 1 << 20 {
                        return Ok(());
                    }
                }
            }
        }
        Ok(())
    }

    /// `NumConsumedLocations`.
    fn consumed_locations(&self, c: &mut Checker<'_, '_>, ty: u32, depth: u32) -> Result<u32, Fault> {
        if depth > 512 {
            return Ok(0);
        }
        let at = IdRef::new(ty).and_then(|t| c.model.def_index(t));
        let is_64 = |c: &Checker<'_, '_>, t: u32| {
            matches!(c.def(t), Some(Instruction::TypeInt { width: 64, .. } | Instruction::TypeFloat { width: 64, .. }))
        };
        Ok(match c.def(ty) {
            Some(Instruction::TypeInt { .. } | Instruction::TypeFloat { .. }) => 1,
            Some(Instruction::TypeVector { component_type, component_count, .. }) => {
                if is_64(c, component_type.get()) && *component_count > 2 { 2 } else { 1 }
            }
            Some(Instruction::TypeMatrix { column_type, column_count, .. }) => {
                let (column_type, column_count) = (column_type.get(), *column_count);
                self.consumed_locations(c, column_type, depth + 1)?.wrapping_mul(column_count)
            }
            Some(Instruction::TypeArray { element_type, length, .. }) => {
                let (element_type, length) = (element_type.get(), length.get());
                let n = self.consumed_locations(c, element_type, depth + 1)?;
                let (is_int, is_const, value) = c.eval_int32_if_const(length);
                if is_int && is_const { n.wrapping_mul(value) } else { n }
            }
            Some(Instruction::TypeStruct { member_types, .. }) => {
                if self.table.has(ty, DecorationKind::Location) {
                    let message = format!("{}Members cannot be assigned a location", c.vuid(4918));
                    return Err(c.diag(ErrorKind::InvalidData, at, message));
                }
                let members: Vec<u32> = member_types.iter().map(|m| m.get()).collect();
                let mut total: u32 = 0;
                for member in members {
                    total = total.wrapping_add(self.consumed_locations(c, member, depth + 1)?);
                }
                total
            }
            Some(Instruction::TypePointer { storage_class: StorageClass::PhysicalStorageBuffer, .. })
                if self.physical_model =>
            {
                1
            }
            _ => return Err(c.diag(ErrorKind::InvalidData, at, "Invalid type to assign a location")),
        })
    }

    /// `NumConsumedComponents`.
    fn consumed_components(&self, c: &Checker<'_, '_>, ty: u32, depth: u32) -> u32 {
        if depth > 512 {
            return 0;
        }
        match c.def(ty) {
            Some(Instruction::TypeInt { width, .. } | Instruction::TypeFloat { width, .. }) => {
                if *width == 64 {
                    2
                } else {
                    1
                }
            }
            Some(Instruction::TypeVector { component_type, component_count, .. }) => {
                self.consumed_components(c, component_type.get(), depth + 1).wrapping_mul(*component_count)
            }
            Some(Instruction::TypeArray { element_type, .. }) => {
                self.consumed_components(c, element_type.get(), depth + 1)
            }
            Some(Instruction::TypePointer { storage_class: StorageClass::PhysicalStorageBuffer, .. })
                if self.physical_model =>
            {
                2
            }
            _ => 0,
        }
    }
}
