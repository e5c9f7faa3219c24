//! `ValidateInterfaces` (SPIRV-Tools' `source/val/validate_interfaces.cpp`): every entry point
//! whose code uses an interface variable lists it; under Vulkan, stage inputs and outputs hold
//! no physical pointers, their locations and components do not overlap, and an entry point has
//! at most one push-constant, incoming ray payload, hit attribute and incoming callable data
//! variable, and no 16-bit brain floats or 8-bit floats among its inputs and outputs.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::format;
use alloc::vec::Vec;

use spirv_core::spec::{AddressingModel, Decoration, ExecutionModel, FPEncoding, Instruction, StorageClass};
use spirv_core::{IdKind, IdRef, Version, Visitor};

use super::{Report, Stop};
use crate::checker::Checker;
use crate::error::{ErrorKind, ValidationError};

/// spirv-val gives up on locations past this many (4,096 locations of 4 components).
const MAX_LOCATIONS: u32 = 4096 * 4;

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let module = c.module;
    let since_1_4 = module.header.version >= Version::new(1, 4).to_word();
    let is_interface = |storage: StorageClass| match since_1_4 {
        true => storage != StorageClass::Function,
        false => matches!(storage, StorageClass::Input | StorageClass::Output),
    };
    let interface_variables: Vec<u32> =
        module.instructions.iter().filter_map(variable).filter(|&(_, s)| is_interface(s)).map(|(id, _)| id).collect();
    let entry_points_of = function_entry_points(c);
    let using = using_functions(c, &interface_variables);
    let none = BTreeSet::new();
    for (index, inst) in module.instructions.iter().enumerate() {
        let Some((id, storage)) = variable(inst) else { continue };
        if !is_interface(storage) {
            continue;
        }
        let functions = using.get(&id).unwrap_or(&none);
        if let Err(e) = listed_where_used(c, functions, &entry_points_of, index, id) {
            report.error(e)?;
            continue;
        }
        if c.options.target_env.is_vulkan()
            && matches!(storage, StorageClass::Input | StorageClass::Output)
            && let Instruction::Variable { result_type, .. } = inst
            && let Some((pointee, _)) = c.pointer_type_info(result_type.get())
            && c.contains_type(
                pointee,
                &|t| matches!(t, Instruction::TypePointer { storage_class: StorageClass::PhysicalStorageBuffer, .. }),
                false,
            )
        {
            let message = format!(
                "{}Input/Output interface variable id <{id}> contains a PhysicalStorageBuffer pointer, which is not \
                 allowed. If you want to interface shader stages with a PhysicalStorageBuffer, cast to a uint64 or \
                 uvec2 instead.",
                c.vuid(9557)
            );
            report.error(c.diag(ErrorKind::InvalidId, Some(index), message))?;
        }
    }
    if c.options.target_env.is_vulkan() {
        for (index, inst) in module.instructions.iter().enumerate() {
            match inst {
                Instruction::EntryPoint { .. } => {
                    if let Err(e) = locations(c, index, inst) {
                        report.error(e)?;
                    }
                    if let Err(e) = storage_classes(c, index, inst) {
                        report.error(e)?;
                    }
                }
                Instruction::TypeVoid { .. } => break,
                _ => {}
            }
        }
    }
    Ok(())
}

/// A variable's id and storage class.
fn variable(inst: &Instruction<'_>) -> Option<(u32, StorageClass)> {
    match inst {
        Instruction::Variable { result_id, storage_class, .. }
        | Instruction::UntypedVariableKHR { result_id, storage_class, .. } => Some((result_id.get(), *storage_class)),
        _ => None,
    }
}

/// The entry points (their functions' ids) from which each function is called, directly or not.
fn function_entry_points(c: &Checker<'_, '_>) -> BTreeMap<u32, Vec<u32>> {
    let mut map: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let mut entries: Vec<u32> = c.model.entry_points().iter().map(|e| e.function.get()).collect();
    entries.dedup();
    for entry in entries {
        let mut stack = alloc::vec![entry];
        let mut visited = BTreeSet::new();
        while let Some(f) = stack.pop() {
            if !visited.insert(f) {
                continue;
            }
            let list = map.entry(f).or_default();
            if !list.contains(&entry) {
                list.push(entry);
            }
            if let Some(function) = IdRef::new(f).and_then(|f| c.model.function(f)) {
                stack.extend(function.callees(&c.model).iter().map(|f| f.get()));
            }
        }
    }
    map
}

/// The ids an instruction uses (not its result).
struct Uses<'v>(&'v mut Vec<u32>);

impl Visitor<'_> for Uses<'_> {
    fn id(&mut self, kind: IdKind, id: IdRef) {
        if kind != IdKind::Result {
            self.0.push(id.get());
        }
    }
}

/// For each of `variables`, the functions whose code uses it: directly, or through an id an
/// instruction outside the functions made from it (spirv-val passes the search on from such a
/// user to its users; those come before the functions, so one walk finds them).
fn using_functions(c: &Checker<'_, '_>, variables: &[u32]) -> BTreeMap<u32, BTreeSet<u32>> {
    // (id, the variable it stands for), sorted: a few entries, looked up for every id operand.
    let mut tracked: Vec<(u32, u32)> = variables.iter().map(|&v| (v, v)).collect();
    tracked.sort_unstable();
    let mut using: BTreeMap<u32, BTreeSet<u32>> = BTreeMap::new();
    if variables.is_empty() {
        return using;
    }
    let functions = c.model.functions();
    let mut next_function = 0;
    let mut ids = Vec::new();
    let mut derived = Vec::new();
    for (index, inst) in c.module.instructions.iter().enumerate() {
        while functions.get(next_function).is_some_and(|f| f.instructions.end <= index) {
            next_function += 1;
        }
        let function = functions.get(next_function).filter(|f| f.instructions.contains(&index)).map(|f| f.id.get());
        ids.clear();
        inst.visit(&mut Uses(&mut ids));
        for &id in &ids {
            let start = tracked.partition_point(|&(t, _)| t < id);
            for &(_, var) in tracked[start..].iter().take_while(|&&(t, _)| t == id) {
                match (function, inst.result_id()) {
                    (Some(f), _) => {
                        using.entry(var).or_default().insert(f);
                    }
                    (None, Some(result)) => derived.push((result.get(), var)),
                    (None, None) => {}
                }
            }
        }
        if !derived.is_empty() {
            tracked.append(&mut derived);
            tracked.sort_unstable();
            tracked.dedup();
        }
    }
    using
}

/// Every entry point whose code (or the code it calls) uses variable `id` lists it
/// (`check_interface_variable`).
fn listed_where_used(
    c: &mut Checker<'_, '_>,
    functions: &BTreeSet<u32>,
    entry_points_of: &BTreeMap<u32, Vec<u32>>,
    index: usize,
    id: u32,
) -> Result<(), ValidationError> {
    let entry_points: BTreeSet<u32> =
        functions.iter().filter_map(|f| entry_points_of.get(f)).flatten().copied().collect();
    for entry in entry_points {
        for e in c.model.entry_points().iter().filter(|e| e.function.get() == entry) {
            if !e.interface.iter().any(|v| v.get() == id) {
                let name = alloc::string::String::from_utf8_lossy(e.name.as_bytes()).into_owned();
                let message = format!(
                    "Interface variable id <{id}> is used by entry point '{name}' id <{entry}>, but is not listed as \
                     an interface"
                );
                return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
            }
        }
    }
    Ok(())
}

/// Whether `id` or one of its members (a struct's) has a decoration `f` accepts
/// (`HasDecoration`, which counts member decorations).
fn has_decoration(c: &Checker<'_, '_>, id: u32, f: impl Fn(&Decoration<'_>) -> bool) -> bool {
    let Some(id) = IdRef::new(id) else { return false };
    if c.model.decorations(id).any(&f) {
        return true;
    }
    let members = c.struct_member_types(id.get()).map_or(0, |m| m.count());
    (0..members as u32).any(|m| c.model.member_decorations(id, m).any(&f))
}

fn is_physical_pointer(c: &Checker<'_, '_>, inst: &Instruction<'_>) -> bool {
    matches!(inst, Instruction::TypePointer { storage_class: StorageClass::PhysicalStorageBuffer, .. })
        && c.addressing_model() == Some(AddressingModel::PhysicalStorageBuffer64)
}

/// The locations a value of type `id` takes (`NumConsumedLocations`).
fn consumed_locations(c: &mut Checker<'_, '_>, id: u32, depth: u32) -> Result<u32, ValidationError> {
    let Some(inst) = c.def(id) else { return Ok(0) };
    let index = IdRef::new(id).and_then(|id| c.model.def_index(id));
    let is_64 = |c: &Checker<'_, '_>, t: u32| {
        c.contains_type(
            t,
            &|i| matches!(i, Instruction::TypeInt { width: 64, .. } | Instruction::TypeFloat { width: 64, .. }),
            false,
        )
    };
    // Past any sensible depth, the type is damaged: nothing more is counted.
    if depth > 64 {
        return Ok(0);
    }
    Ok(match inst {
        Instruction::TypeInt { .. } | Instruction::TypeFloat { .. } => 1,
        Instruction::TypeVector { component_count, .. } => {
            if is_64(c, id) && *component_count > 2 {
                2
            } else {
                1
            }
        }
        Instruction::TypeMatrix { column_type, column_count, .. } => {
            consumed_locations(c, column_type.get(), depth + 1)?.wrapping_mul(*column_count)
        }
        Instruction::TypeArray { element_type, length, .. } => {
            let element = consumed_locations(c, element_type.get(), depth + 1)?;
            match c.eval_int32_if_const(length.get()) {
                (true, true, n) => element.wrapping_mul(n),
                _ => element,
            }
        }
        Instruction::TypeStruct { member_types, .. } => {
            if has_decoration(c, id, |d| matches!(d, Decoration::Location(_))) {
                let message = format!("{}Members cannot be assigned a location", c.vuid(4918));
                return Err(c.diag(ErrorKind::InvalidData, index, message));
            }
            let mut sum = 0u32;
            for m in member_types.iter() {
                sum = sum.wrapping_add(consumed_locations(c, m.get(), depth + 1)?);
            }
            sum
        }
        i if is_physical_pointer(c, i) => 1,
        _ => return Err(c.diag(ErrorKind::InvalidData, index, "Invalid type to assign a location")),
    })
}

/// The components a value of type `id` takes, for types a `Component` decoration applies to
/// (`NumConsumedComponents`; 0 for the others).
fn consumed_components(c: &Checker<'_, '_>, id: u32, depth: u32) -> u32 {
    let Some(inst) = c.def(id) else { return 0 };
    if depth > 64 {
        return 0;
    }
    match inst {
        Instruction::TypeInt { width, .. } | Instruction::TypeFloat { width, .. } => 1 + u32::from(*width == 64),
        Instruction::TypeVector { component_type, component_count, .. } => {
            consumed_components(c, component_type.get(), depth + 1).wrapping_mul(*component_count)
        }
        Instruction::TypeArray { element_type, .. } => consumed_components(c, element_type.get(), depth + 1),
        i if is_physical_pointer(c, i) => 2,
        _ => 0,
    }
}

/// The location and component slots (4 × location + component) taken so far.
#[derive(Default)]
struct Slots {
    input: BTreeSet<u32>,
    output_index_0: BTreeSet<u32>,
    output_index_1: BTreeSet<u32>,
    patch_index_0: BTreeSet<u32>,
    patch_index_1: BTreeSet<u32>,
}

/// The inputs' and outputs' locations of an entry point do not overlap (`ValidateLocations`).
fn locations(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<(), ValidationError> {
    let Instruction::EntryPoint { execution_model, interface, .. } = inst else { return Ok(()) };
    use ExecutionModel as E;
    if !matches!(
        execution_model,
        E::Vertex | E::TessellationControl | E::TessellationEvaluation | E::Geometry | E::Fragment
    ) {
        return Ok(());
    }
    let mut slots = Slots::default();
    let mut seen = BTreeSet::new();
    for var in interface.iter() {
        let Some(Instruction::Variable { storage_class, .. }) = c.model.def(var) else { continue };
        let storage = *storage_class;
        if !matches!(storage, StorageClass::Input | StorageClass::Output) || !seen.insert(var.get()) {
            continue;
        }
        let patch = c.model.decorations(var).any(|d| matches!(d, Decoration::Patch));
        let (taken, index_1) = match (patch, storage) {
            (true, _) => (&mut slots.patch_index_0, &mut slots.patch_index_1),
            (false, StorageClass::Input) => (&mut slots.input, &mut slots.output_index_1),
            (false, _) => (&mut slots.output_index_0, &mut slots.output_index_1),
        };
        variable_locations(c, index, *execution_model, var.get(), taken, index_1)?;
    }
    Ok(())
}

/// Records the slots variable `var` takes (`GetLocationsForVariable`).
fn variable_locations(
    c: &mut Checker<'_, '_>,
    entry_index: usize,
    model: ExecutionModel,
    var: u32,
    taken: &mut BTreeSet<u32>,
    index_1: &mut BTreeSet<u32>,
) -> Result<(), ValidationError> {
    let Some(var_ref) = IdRef::new(var) else { return Ok(()) };
    let Some(Instruction::Variable { result_type, storage_class, .. }) = c.model.def(var_ref) else { return Ok(()) };
    let var_index = c.model.def_index(var_ref);
    let fragment = model == ExecutionModel::Fragment;
    let output = *storage_class == StorageClass::Output;
    let Some((mut type_id, _)) = c.pointer_type_info(result_type.get()) else { return Ok(()) };
    let (mut location, mut component, mut index) = (None, 0, None);
    let (mut patch, mut per_task_nv, mut per_vertex_khr) = (false, false, false);
    let decorations: Vec<Decoration<'_>> = c.model.decorations(var_ref).cloned().collect();
    for d in &decorations {
        match d {
            Decoration::Location(l) => location = Some(*l),
            Decoration::Component(n) => component = *n,
            Decoration::Index(i) => {
                if !output || !fragment {
                    let message = "Index can only be applied to Fragment output variables";
                    return Err(c.diag(ErrorKind::InvalidData, var_index, message));
                }
                index = Some(*i);
            }
            // Built-ins are not checked.
            Decoration::BuiltIn(_) => return Ok(()),
            Decoration::Patch => patch = true,
            Decoration::PerTaskNV => per_task_nv = true,
            Decoration::PerVertexKHR => {
                if !fragment {
                    let message =
                        format!("{}PerVertexKHR can only be applied to Fragment Execution Models", c.vuid(6777));
                    return Err(c.diag(ErrorKind::InvalidData, var_index, message));
                }
                if !matches!(c.def(type_id), Some(Instruction::TypeArray { .. } | Instruction::TypeRuntimeArray { .. }))
                {
                    let message = format!("{}PerVertexKHR must be declared as arrays", c.vuid(6778));
                    return Err(c.diag(ErrorKind::InvalidData, var_index, message));
                }
                per_vertex_khr = true;
            }
            _ => {}
        }
    }
    // A layer of arraying that interface matching leaves out (Vulkan 14.1.3).
    use ExecutionModel as E;
    let arrayed = match model {
        E::TessellationControl => !patch,
        E::TessellationEvaluation => !output && !patch,
        E::Geometry => !output,
        E::Fragment => !output && per_vertex_khr,
        E::MeshNV => output && !per_task_nv,
        _ => false,
    };
    if arrayed
        && let Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) =
            c.def(type_id)
    {
        type_id = element_type.get();
    }
    let is_struct = matches!(c.def(type_id), Some(Instruction::TypeStruct { .. }));
    if is_struct && has_decoration(c, type_id, |d| matches!(d, Decoration::BuiltIn(_))) {
        return Ok(());
    }
    let block = IdRef::new(type_id).is_some_and(|t| c.model.decorations(t).any(|d| matches!(d, Decoration::Block)));
    let storage = if output { "output" } else { "input" };
    let conflict = |c: &mut Checker<'_, '_>, slot: u32| {
        let message = format!(
            "{}Entry-point has conflicting {storage} location assignment at location {}, component {}",
            c.vuid(if output { 8722 } else { 8721 }),
            slot / 4,
            slot % 4
        );
        c.diag(ErrorKind::InvalidData, Some(entry_index), message)
    };
    let Some(location) = location else {
        if block {
            return block_member_locations(c, entry_index, type_id, taken, storage, output);
        }
        let message =
            format!("{}Variable must be decorated with a location", c.vuid(if is_struct { 4917 } else { 4916 }));
        return Err(c.diag(ErrorKind::InvalidData, var_index, message));
    };
    let (mut sub_type, mut array_size) = (type_id, 1);
    if let Some(Instruction::TypeArray { element_type, length, .. }) = c.def(type_id) {
        array_size = match c.eval_int32_if_const(length.get()) {
            (true, true, n) => n,
            _ => 1,
        };
        sub_type = element_type.get();
    }
    let locations = consumed_locations(c, sub_type, 0)?;
    let components = consumed_components(c, sub_type, 0);
    let set = if index == Some(1) { index_1 } else { taken };
    for element in 0..array_size {
        let array_location = location.wrapping_add(locations.wrapping_mul(element));
        let Some(mut start) = array_location.checked_mul(4).filter(|&s| s < MAX_LOCATIONS) else { break };
        let mut end = array_location.wrapping_add(locations).wrapping_mul(4);
        if components != 0 {
            start = start.wrapping_add(component);
            end = array_location.wrapping_mul(4).wrapping_add(component).wrapping_add(components);
        }
        for slot in start..end {
            if !set.insert(slot) {
                return Err(conflict(c, slot));
            }
        }
    }
    Ok(())
}

/// A `Block` struct without a location on its variable: each member has one, and they do not
/// overlap.
fn block_member_locations(
    c: &mut Checker<'_, '_>,
    entry_index: usize,
    type_id: u32,
    taken: &mut BTreeSet<u32>,
    storage: &str,
    output: bool,
) -> Result<(), ValidationError> {
    let Some(type_ref) = IdRef::new(type_id) else { return Ok(()) };
    let type_index = c.model.def_index(type_ref);
    let members: Vec<u32> = c.struct_member_types(type_id).map(|m| m.collect()).unwrap_or_default();
    let mut member_locations = BTreeMap::new();
    let mut member_components = BTreeMap::new();
    for m in 0..members.len() as u32 {
        let decorations: Vec<(bool, u32)> = c
            .model
            .member_decorations(type_ref, m)
            .filter_map(|d| match d {
                Decoration::Location(l) => Some((true, *l)),
                Decoration::Component(n) => Some((false, *n)),
                _ => None,
            })
            .collect();
        for (is_location, value) in decorations {
            let (map, what) = match is_location {
                true => (&mut member_locations, "location"),
                false => (&mut member_components, "component"),
            };
            if *map.entry(m).or_insert(value) != value {
                let message = format!("Member index {m} has conflicting {what} assignments");
                return Err(c.diag(ErrorKind::InvalidData, type_index, message));
            }
        }
    }
    let conflict = |c: &mut Checker<'_, '_>, location: u32, component: u32| {
        let message = format!(
            "{}Entry-point has conflicting {storage} location assignment at location {location}, component \
             {component}",
            c.vuid(if output { 8722 } else { 8721 })
        );
        c.diag(ErrorKind::InvalidData, Some(entry_index), message)
    };
    for (m, &member) in members.iter().enumerate() {
        let Some(&location) = member_locations.get(&(m as u32)) else {
            let message = format!("{}Member index {m} is missing a location assignment", c.vuid(4919));
            return Err(c.diag(ErrorKind::InvalidData, type_index, message));
        };
        let locations = consumed_locations(c, member, 0)?;
        let components = consumed_components(c, member, 0);
        let component = member_components.get(&(m as u32)).copied().unwrap_or(0);
        let Some(start) = location.checked_mul(4).filter(|&s| s < MAX_LOCATIONS) else { continue };
        let is_array = matches!(c.def(member), Some(Instruction::TypeArray { .. }));
        if is_array && (1..4).contains(&components) {
            // An array of elements smaller than a location takes its components in each.
            for l in location..location.wrapping_add(locations) {
                for comp in component..component.wrapping_add(components) {
                    if !taken.insert(l.wrapping_mul(4).wrapping_add(comp)) {
                        return Err(conflict(c, l, comp));
                    }
                }
            }
        } else {
            let (mut first, mut end) = (start, location.wrapping_add(locations).wrapping_mul(4));
            if components != 0 {
                first = start.wrapping_add(component);
                end = start.wrapping_add(component).wrapping_add(components);
            }
            for slot in first..end {
                if !taken.insert(slot) {
                    return Err(conflict(c, slot / 4, slot % 4));
                }
            }
        }
    }
    Ok(())
}

/// An entry point has at most one variable of each storage class a stage has one of, and no
/// small floats among its inputs and outputs (`ValidateStorageClass`).
fn storage_classes(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<(), ValidationError> {
    let Instruction::EntryPoint { interface, .. } = inst else { return Ok(()) };
    let mut seen: Vec<StorageClass> = Vec::new();
    for var in interface.iter() {
        let Some(Instruction::Variable { result_type, storage_class, .. }) = c.model.def(var) else { continue };
        let storage = *storage_class;
        let once = match storage {
            StorageClass::PushConstant => Some((6673, "PushConstant")),
            StorageClass::IncomingRayPayloadKHR => Some((4700, "IncomingRayPayloadKHR")),
            StorageClass::HitAttributeKHR => Some((4702, "HitAttributeKHR")),
            StorageClass::IncomingCallableDataKHR => Some((4706, "IncomingCallableDataKHR")),
            _ => None,
        };
        if let Some((vuid, name)) = once {
            if seen.contains(&storage) {
                let message = format!(
                    "{}Entry-point has more than one variable with the {name} storage class in the interface",
                    c.vuid(vuid)
                );
                return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
            }
            seen.push(storage);
        }
        if !matches!(storage, StorageClass::Input | StorageClass::Output) {
            continue;
        }
        let var_index = c.model.def_index(var);
        let pointee = c.def(result_type.get()).and_then(|t| match t {
            Instruction::TypePointer { type_, .. } => Some(type_.get()),
            _ => None,
        });
        let Some(pointee) = pointee else { continue };
        let encoded = |c: &Checker<'_, '_>, encodings: &[FPEncoding]| {
            c.contains_type(
                pointee,
                &|t| matches!(t, Instruction::TypeFloat { floating_point_encoding: Some(e), .. } if encodings.contains(e)),
                false,
            )
        };
        if encoded(c, &[FPEncoding::BFloat16KHR]) {
            let message = format!(
                "{}Bfloat16 OpVariable <id> {} must not be declared with a Storage Class of Input or Output.",
                c.vuid(10370),
                c.id_name(var.get())
            );
            return Err(c.diag(ErrorKind::InvalidId, var_index, message));
        }
        if encoded(c, &[FPEncoding::Float8E4M3EXT, FPEncoding::Float8E5M2EXT]) {
            let message = format!(
                "FP8 E4M3/E5M2 OpVariable <id> {} must not be declared with a Storage Class of Input or Output.",
                c.id_name(var.get())
            );
            return Err(c.diag(ErrorKind::InvalidId, var_index, message));
        }
    }
    Ok(())
}
