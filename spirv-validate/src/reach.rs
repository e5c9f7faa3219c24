//! The entry points and the functions each one reaches through calls (spirv-val's
//! `FunctionEntryPoints`), and the entry points that reach a use of an id
//! (`EntryPointReferences`): what the decoration and interface passes ask.

use alloc::collections::VecDeque;
use alloc::vec::Vec;

use spirv_core::IdRef;
use spirv_model::DefUse;

use crate::checker::Checker;
use crate::hash::HashSet;
use crate::sorted::{self, IdSet};

/// The entry points and the functions each reaches through calls (`FunctionEntryPoints`), as
/// sorted lists.
pub(crate) struct EntryPoints {
    /// (function, entry point) for each function each entry point (function id) reaches,
    /// sorted, each once.
    reached_by: Vec<(u32, u32)>,
    /// (entry point function, index in [`Model::entry_points`](spirv_model::Model::entry_points)
    /// of an entry point naming it), sorted: each function's in module order (spirv-val's
    /// `entry_point_descriptions`, of `OpEntryPoint` and `OpConditionalEntryPointINTEL`).
    pub(crate) descriptions: Vec<(u32, usize)>,
    /// The buffers of [`entry_point_references`].
    scratch: core::cell::RefCell<Search>,
}

/// The items of `list` (sorted by their first) whose first is `key`.
pub(crate) fn equal_range<T>(list: &[(u32, T)], key: u32) -> &[(u32, T)] {
    &list[sorted::equal_range(list, key, |&(k, _)| k)]
}

impl EntryPoints {
    pub(crate) fn new(c: &Checker<'_, '_>) -> Self {
        let mut entry_points =
            EntryPoints { reached_by: Vec::new(), descriptions: Vec::new(), scratch: Default::default() };
        entry_points.descriptions =
            c.model.entry_points().iter().enumerate().map(|(at, e)| (e.function.get(), at)).collect();
        entry_points.descriptions.sort_unstable();
        let functions = c.model.functions();
        for group in entry_points.descriptions.chunk_by(|a, b| a.0 == b.0) {
            let entry = group[0].0;
            let Some(entry_id) = IdRef::new(entry) else { continue };
            let reached = c.model.reachable_functions(entry_id);
            entry_points.reached_by.extend(reached.into_iter().map(|f| (functions[f].id.get(), entry)));
        }
        entry_points.reached_by.sort_unstable();
        entry_points
    }
}

/// The entry points (function ids) that reach a use of `id` (defined at instruction `index`)
/// in a function (`EntryPointReferences`): the users spirv-val records, instructions after the
/// definition; users outside functions pass the search on to their own users.
pub(crate) fn entry_point_references(
    c: &Checker<'_, '_>,
    uses: &DefUse,
    entry_points: &EntryPoints,
    index: usize,
    id: u32,
) -> IdSet {
    // The search's buffers are the entry points' own: it runs once per variable.
    let mut scratch = entry_points.scratch.borrow_mut();
    let Search { functions, queue, seen } = &mut *scratch;
    functions.clear();
    queue.clear();
    seen.clear();
    queue.push_back((index, id));
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
            match c.model.function_at(user).map(|f| f.id.get()) {
                Some(f) => functions.push(f),
                None => {
                    if let Some(result) = c.module.instructions.get(user).and_then(|u| u.result_id()) {
                        queue.push_back((user, result.get()));
                    }
                }
            }
        }
    }
    functions.sort_unstable();
    functions.dedup();
    // (A few: in a small array.)
    let mut entries: IdSet =
        functions.iter().flat_map(|&f| equal_range(&entry_points.reached_by, f)).map(|&(_, entry)| entry).collect();
    // In order, once each, as spirv-val's set lists them.
    entries.sort_unstable();
    entries.dedup();
    entries
}

/// The buffers of [`entry_point_references`].
#[derive(Default)]
pub(crate) struct Search {
    /// The functions reached.
    functions: Vec<u32>,
    /// (definition index, id) to look for users of.
    queue: VecDeque<(usize, u32)>,
    /// The ids looked for.
    seen: HashSet<u32>,
}
