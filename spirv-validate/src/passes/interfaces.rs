//! `ValidateInterfaces` (SPIRV-Tools' `source/val/validate_interfaces.cpp`), in part: every
//! entry point that uses an interface variable (an `Input` or `Output` one before SPIR-V 1.4,
//! any global one since) lists it, and under Vulkan no `Input` or `Output` variable holds a
//! pointer into a physical storage buffer. The locations and components of the interfaces are
//! not checked yet.

use alloc::collections::{BTreeMap, BTreeSet, VecDeque};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::IdRef;
use spirv_core::spec::{Instruction, StorageClass};
use spirv_model::DefUse;

use super::{Report, Stop};
use crate::checker::Checker;
use crate::error::ErrorKind;

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let since_1_4 = c.module.header.version >= 0x0001_0400;
    let module = c.module;
    let variables: Vec<(usize, u32, StorageClass)> = module
        .instructions
        .iter()
        .enumerate()
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
    let uses = DefUse::new(&c.model);
    let entry_points = EntryPoints::new(c);
    for (index, var, sc) in variables {
        if let Some((entry, name)) = unlisted_user(c, &uses, &entry_points, index, var) {
            let name = String::from_utf8_lossy(name).into_owned();
            let e = c.diag(
                ErrorKind::InvalidId,
                Some(index),
                format!("Interface variable id <{var}> is used by entry point '{name}' id <{entry}>, but is not listed as an interface"),
            );
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
                    "{}Input/Output interface variable id <{var}> contains a PhysicalStorageBuffer pointer, which is not \
                     allowed. If you want to interface shader stages with a PhysicalStorageBuffer, cast to a uint64 or \
                     uvec2 instead.",
                    c.vuid(9557)
                );
                let e = c.diag(ErrorKind::InvalidId, Some(index), message);
                report.error(e)?;
            }
        }
    }
    Ok(())
}

/// An `OpEntryPoint`'s name and interface.
type Description<'m> = (&'m [u8], Vec<u32>);

/// The entry points and the functions each reaches through calls (`FunctionEntryPoints`).
struct EntryPoints<'m> {
    /// Function id -> the entry points (function ids) that reach it.
    reached_by: BTreeMap<u32, BTreeSet<u32>>,
    /// Entry point function id -> (name, interface) of each `OpEntryPoint` naming it.
    descriptions: BTreeMap<u32, Vec<Description<'m>>>,
    /// The instruction ranges of the functions, in module order, with their ids.
    ranges: Vec<(core::ops::Range<usize>, u32)>,
}

impl<'m> EntryPoints<'m> {
    fn new(c: &Checker<'m, '_>) -> Self {
        let ranges: Vec<(core::ops::Range<usize>, u32)> =
            c.model.functions().iter().map(|f| (f.instructions.clone(), f.id.get())).collect();
        let mut callees: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        for (range, id) in &ranges {
            let list = callees.entry(*id).or_default();
            for inst in c.module.instructions.get(range.clone()).unwrap_or(&[]) {
                if let Instruction::FunctionCall { function, .. } = inst {
                    list.push(function.get());
                }
            }
        }
        let mut descriptions: BTreeMap<u32, Vec<Description<'m>>> = BTreeMap::new();
        let mut reached_by: BTreeMap<u32, BTreeSet<u32>> = BTreeMap::new();
        for inst in &c.module.instructions {
            let Instruction::EntryPoint { entry_point, name, interface, .. } = inst else { continue };
            let entry = entry_point.get();
            descriptions.entry(entry).or_default().push((name.as_bytes(), interface.iter().map(|i| i.get()).collect()));
            let mut queue = VecDeque::from([entry]);
            let mut seen = BTreeSet::new();
            while let Some(f) = queue.pop_front() {
                if !seen.insert(f) {
                    continue;
                }
                reached_by.entry(f).or_default().insert(entry);
                queue.extend(callees.get(&f).into_iter().flatten().copied());
            }
        }
        EntryPoints { reached_by, descriptions, ranges }
    }

    /// The function whose body holds instruction `index`.
    fn function_at(&self, index: usize) -> Option<u32> {
        let at = self.ranges.partition_point(|(r, _)| r.end <= index);
        self.ranges.get(at).filter(|(r, _)| r.contains(&index)).map(|&(_, id)| id)
    }
}

/// The first entry point (lowest id) that uses `var` (in a function it reaches) without listing
/// it, with the name of its `OpEntryPoint` that does not.
fn unlisted_user<'m>(
    c: &Checker<'m, '_>,
    uses: &DefUse,
    entry_points: &EntryPoints<'m>,
    index: usize,
    var: u32,
) -> Option<(u32, &'m [u8])> {
    // The users spirv-val records: instructions after the definition; users outside functions
    // pass the search on to their own users.
    let mut functions = BTreeSet::new();
    let mut queue = VecDeque::from([(index, var)]);
    let mut seen = BTreeSet::new();
    while let Some((def_index, id)) = queue.pop_front() {
        if !seen.insert(id) {
            continue;
        }
        let Some(id_ref) = IdRef::new(id) else { continue };
        for &user in uses.users(id_ref) {
            let user = user as usize;
            if user <= def_index {
                continue;
            }
            match entry_points.function_at(user) {
                Some(f) => {
                    functions.insert(f);
                }
                None => {
                    if let Some(result) = c.module.instructions.get(user).and_then(|u| u.result_id()) {
                        queue.push_back((user, result.get()));
                    }
                }
            }
        }
    }
    let entries: BTreeSet<u32> =
        functions.iter().filter_map(|f| entry_points.reached_by.get(f)).flatten().copied().collect();
    for entry in entries {
        for (name, interface) in entry_points.descriptions.get(&entry).into_iter().flatten() {
            if !interface.contains(&var) {
                return Some((entry, name));
            }
        }
    }
    None
}
