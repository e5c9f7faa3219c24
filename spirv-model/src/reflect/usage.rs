//! What the code does with global variables: which entry points reach them through their call
//! graphs, and whether they are read or written.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec::Vec;
use core::cell::Cell;

use spirv_core::spec::Instruction;
use spirv_core::{IdMap, IdRef};

use crate::{Model, Type};

/// How a variable is accessed by the code of an entry point.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Usage {
    /// Named by an instruction of a function the entry point reaches.
    pub used: bool,
    /// Loaded from, sampled or read as an image, an atomic's operand, a copy's source.
    pub read: bool,
    /// Stored to, written as an image, an atomic's operand, a copy's target.
    pub written: bool,
    /// The parts of a block variable the code reaches, each as the path of structure member
    /// indices from the block down (array indices are not part of a path: every element of an
    /// array is the same member), and whether everything under the path's end is reached: an
    /// access chain reaches the members it names (`false`), a load, store, copy or atomic
    /// through a pointer everything under it (`true`). An empty path is the whole variable.
    pub member_paths: Vec<(Vec<u32>, bool)>,
}

/// How the code of `functions` uses each of `variables` (by position in it). The pointers and
/// handles derived from a variable (access chains, copies, loaded images, function parameters
/// it is passed as) are followed to the instructions that read or write through them.
pub(crate) fn usages(model: &Model<'_, '_>, functions: &[usize], variables: &[IdRef]) -> Vec<Usage> {
    let all = model.functions();
    let instructions = &model.module.instructions;
    let mut usage = alloc::vec![Usage::default(); variables.len()];
    // For each pointer into a variable whose place in it is known (the variable itself, access
    // chains from it and copies of them), that place as a path of member indices.
    let limit = model.module.header.bound.min(instructions.len() as u32 * 4 + 16);
    let mut paths = Paths::new(limit);
    let whole_variable = paths.intern(&[]);
    for v in variables {
        paths.insert(v.get(), whole_variable);
    }
    let mut scratch: Vec<u32> = Vec::new();
    // The variable (index + 1) each id is derived from; 0 for none.
    let mut owner: IdMap<u32> = IdMap::new(limit);
    for (i, v) in variables.iter().enumerate() {
        owner.set(v.get(), i as u32 + 1);
    }
    // To a fixed point: a pointer may be derived after an instruction that uses it is met
    // (phis in loops), or passed to a function met earlier. A pointer derives from one
    // variable; the rounds are bounded by the depth of such chains, and by 8.
    // The parts of variables reached: (variable index + 1, path, everything under it).
    let mut reached: BTreeSet<(u32, u32, bool)> = BTreeSet::new();
    //
    // Another round is needed only when something is derived after an instruction of this
    // round read it as underived. In SSA form that can only be a phi's operand (a value from a
    // loop's back edge) or a parameter of a function already walked; other uses follow their
    // definitions.
    for _round in 0..8 {
        let again = Cell::new(false);
        // Ids phis read before anything was derived for them, this round.
        let mut phi_misses: Vec<u32> = Vec::new();
        // The functions walked this round, by index into `all`.
        let mut walked: Vec<usize> = Vec::new();
        let derive = |owner: &mut IdMap<u32>, phi_misses: &[u32], id: Option<IdRef>, v: u32| {
            if let Some(id) = id
                && v != 0
                && owner.get(id.get()) == 0
            {
                owner.set(id.get(), v);
                if phi_misses.contains(&id.get()) {
                    again.set(true);
                }
            }
        };
        for (f, function) in functions.iter().filter_map(|&f| Some((f, all.get(f)?))) {
            walked.push(f);
            for inst in &instructions[function.instructions.clone()] {
                let of = |owner: &IdMap<u32>, id: &IdRef| owner.get(id.get());
                let result = inst.result_id().map(IdRef::from);
                let mut note = |v: u32, read: bool, written: bool| {
                    if let Some(u) = (v as usize).checked_sub(1).and_then(|i| usage.get_mut(i)) {
                        u.used = true;
                        u.read |= read;
                        u.written |= written;
                    }
                };
                // Marks the part of its variable the pointer `id` points to as reached: the
                // members on its path, and with `whole` everything under the path's end.
                let mut reach = |owner: &IdMap<u32>, paths: &Paths, id: &IdRef, whole: bool| {
                    let v = owner.get(id.get());
                    if let Some(path) = paths.get(id.get())
                        && v != 0
                    {
                        reached.insert((v, path, whole));
                    }
                };
                match inst {
                    // `Element` (of the pointer forms) steps to another element of the array the
                    // base points into: the same member.
                    Instruction::AccessChain { base, indexes, .. }
                    | Instruction::InBoundsAccessChain { base, indexes, .. }
                    | Instruction::PtrAccessChain { base, indexes, .. }
                    | Instruction::InBoundsPtrAccessChain { base, indexes, .. } => {
                        let v = of(&owner, base);
                        note(v, false, false);
                        derive(&mut owner, &phi_misses, result, v);
                        if let (Some(result), Some(path)) =
                            (result, member_path(model, &mut paths, &mut scratch, *base, indexes.iter()))
                        {
                            paths.insert(result.get(), path);
                            reach(&owner, &paths, &result, false);
                        }
                    }
                    Instruction::CopyObject { operand, .. } | Instruction::CopyLogical { operand, .. } => {
                        let v = of(&owner, operand);
                        note(v, false, false);
                        derive(&mut owner, &phi_misses, result, v);
                        if let (Some(result), Some(path)) = (result, paths.get(operand.get())) {
                            paths.insert(result.get(), path);
                        }
                    }
                    Instruction::Bitcast { operand, .. } => {
                        // A pointer of another type: what it reaches is not known member by
                        // member, so everything under the operand is.
                        let v = of(&owner, operand);
                        note(v, false, false);
                        derive(&mut owner, &phi_misses, result, v);
                        reach(&owner, &paths, operand, true);
                    }
                    Instruction::Phi { variables: incoming, .. } => {
                        let values: Vec<IdRef> = incoming.iter().map(|(value, _)| value).collect();
                        for value in &values {
                            let v = of(&owner, value);
                            if v == 0 || paths.get(value.get()).is_none() {
                                phi_misses.push(value.get());
                            }
                            note(v, false, false);
                            derive(&mut owner, &phi_misses, result, v);
                        }
                        choose(&mut paths, &mut reach, &owner, result, &values);
                    }
                    Instruction::Select { object_1, object_2, .. } => {
                        for object in [object_1, object_2] {
                            let v = of(&owner, object);
                            note(v, false, false);
                            derive(&mut owner, &phi_misses, result, v);
                        }
                        choose(&mut paths, &mut reach, &owner, result, &[*object_1, *object_2]);
                    }
                    Instruction::Load { result_type, pointer, .. } => {
                        let v = of(&owner, pointer);
                        // Loading an image or sampler reads only its handle: what is done with
                        // the handle tells how the resource is accessed (an image only stored
                        // to is not read).
                        let handle = matches!(
                            model.ty(*result_type),
                            Some(Type::Image(_) | Type::SampledImage { .. } | Type::Sampler)
                        );
                        note(v, !handle, false);
                        reach(&owner, &paths, pointer, true);
                        derive(&mut owner, &phi_misses, result, v);
                    }
                    Instruction::Store { pointer, object, .. } => {
                        note(of(&owner, pointer), false, true);
                        reach(&owner, &paths, pointer, true);
                        note(of(&owner, object), false, false);
                    }
                    Instruction::CopyMemory(copy) => {
                        note(of(&owner, &copy.target), false, true);
                        note(of(&owner, &copy.source), true, false);
                        reach(&owner, &paths, &copy.target, true);
                        reach(&owner, &paths, &copy.source, true);
                    }
                    Instruction::CopyMemorySized(copy) => {
                        note(of(&owner, &copy.target), false, true);
                        note(of(&owner, &copy.source), true, false);
                        reach(&owner, &paths, &copy.target, true);
                        reach(&owner, &paths, &copy.source, true);
                    }
                    Instruction::ImageWrite { image, .. } => note(of(&owner, image), false, true),
                    Instruction::SampledImage { image, sampler, .. } => {
                        note(of(&owner, sampler), false, false);
                        let v = of(&owner, image);
                        note(v, false, false);
                        derive(&mut owner, &phi_misses, result, v);
                    }
                    Instruction::Image { sampled_image, .. } => {
                        let v = of(&owner, sampled_image);
                        note(v, false, false);
                        derive(&mut owner, &phi_misses, result, v);
                    }
                    Instruction::ImageTexelPointer { image, .. } => {
                        let v = of(&owner, image);
                        note(v, false, false);
                        derive(&mut owner, &phi_misses, result, v);
                    }
                    Instruction::FunctionCall { function: callee, arguments, .. } => {
                        // The parameter points where the argument does: what the callee does
                        // through it tells which members are reached.
                        let target = all.iter().position(|g| g.id == *callee);
                        // Walked already this round: what it does through a parameter derived
                        // now is seen in the next.
                        let walked_already = target.is_some_and(|t| walked.contains(&t));
                        for (i, arg) in arguments.iter().enumerate() {
                            let v = of(&owner, &arg);
                            note(v, false, false);
                            let parameter = target.and_then(|t| all[t].parameters.get(i)).copied();
                            if let Some(p) = parameter
                                && v != 0
                                && owner.get(p.get()) == 0
                                && walked_already
                            {
                                again.set(true);
                            }
                            derive(&mut owner, &phi_misses, parameter, v);
                            if let (Some(p), Some(path)) = (parameter, paths.get(arg.get()))
                                && paths.get(p.get()).is_none()
                            {
                                paths.insert(p.get(), path);
                                if walked_already {
                                    again.set(true);
                                }
                            }
                        }
                    }
                    // The length of a runtime array comes from the descriptor's range: no
                    // member's bytes are reached.
                    Instruction::ArrayLength { structure, .. } => note(of(&owner, structure), false, false),
                    _ => {
                        // Most instructions name nothing derived from a variable: what they do
                        // is looked up only for those that do.
                        let mut named = false;
                        inst.for_each_id(|_, id| named |= of(&owner, &id) != 0);
                        if named {
                            let (read, written) = access_of(inst);
                            inst.for_each_id(|_, id| {
                                note(of(&owner, &id), read, written);
                                // An atomic or image texel access through the pointer.
                                if read || written {
                                    reach(&owner, &paths, &id, true);
                                }
                            });
                        }
                    }
                }
            }
        }
        if !again.get() {
            break;
        }
    }
    for (v, path, whole) in reached {
        if let Some(u) = (v as usize).checked_sub(1).and_then(|i| usage.get_mut(i)) {
            u.member_paths.push((paths.path(path).to_vec(), whole));
        }
    }
    // In the order of the paths themselves, whatever order they were met in.
    for u in &mut usage {
        u.member_paths.sort();
    }
    usage
}

/// The place of the pointer `result` that is one of `values` (a phi's, a select's): theirs if
/// all are known and the same; else, what it points to not being known member by member,
/// everything under each of them is reached (a loop's phi may name a pointer defined later,
/// whose place is then not known yet: what that one points to is reached where it is used).
fn choose(
    paths: &mut Paths,
    reach: &mut impl FnMut(&IdMap<u32>, &Paths, &IdRef, bool),
    owner: &IdMap<u32>,
    result: Option<IdRef>,
    values: &[IdRef],
) {
    // Interned: the same path is the same number.
    let first = values.first().and_then(|v| paths.get(v.get()));
    let same = first.filter(|&p| values.iter().all(|v| paths.get(v.get()) == Some(p)));
    match (result, same) {
        (Some(result), Some(path)) => paths.insert(result.get(), path),
        _ => {
            for value in values {
                reach(owner, paths, value, true);
            }
        }
    }
}

/// The places pointers point to in their variables: paths of structure member indices, each
/// stored once and named by its number, and the path of each pointer whose place is known.
struct Paths {
    /// For each pointer, its path's number + 1 (0: not known).
    of: IdMap<u32>,
    table: Vec<Vec<u32>>,
    numbers: BTreeMap<Vec<u32>, u32>,
}

impl Paths {
    fn new(limit: u32) -> Self {
        Paths { of: IdMap::new(limit), table: Vec::new(), numbers: BTreeMap::new() }
    }

    /// The number of `path`, stored on first use.
    fn intern(&mut self, path: &[u32]) -> u32 {
        if let Some(&n) = self.numbers.get(path) {
            return n;
        }
        let n = self.table.len() as u32;
        self.table.push(path.to_vec());
        self.numbers.insert(path.to_vec(), n);
        n
    }

    /// The path the pointer `id` points to, if known.
    fn get(&self, id: u32) -> Option<u32> {
        self.of.get(id).checked_sub(1)
    }

    fn insert(&mut self, id: u32, path: u32) {
        self.of.set(id, path + 1);
    }

    fn path(&self, n: u32) -> &[u32] {
        self.table.get(n as usize).map_or(&[], Vec::as_slice)
    }
}

/// Whether an instruction that names a pointer or image derived from a variable reads and
/// writes through it (beyond those [`usages`] handles itself).
fn access_of(inst: &Instruction<'_>) -> (bool, bool) {
    use Instruction as I;
    match inst {
        I::AtomicLoad { .. } => (true, false),
        I::AtomicStore { .. } | I::AtomicFlagClear { .. } => (false, true),
        I::ArrayLength { .. } => (false, false),
        i => match i.op().map(|op| op.name()) {
            Some(name) if name.starts_with("OpAtomic") => (true, true),
            Some(name)
                if [
                    "OpImageSample",
                    "OpImageSparse",
                    "OpImageFetch",
                    "OpImageGather",
                    "OpImageDrefGather",
                    "OpImageRead",
                ]
                .iter()
                .any(|p| name.starts_with(p)) =>
            {
                (true, false)
            }
            _ => (false, false),
        },
    }
}

/// The number of the path of member indices that an access chain from `base` through
/// `indexes` ends at, if `base`'s place in its variable is known: structure members are
/// followed by the (constant) index, array elements add nothing, and a vector or matrix ends
/// the path at the member it is. `scratch` holds the path while it is made.
fn member_path(
    model: &Model<'_, '_>,
    paths: &mut Paths,
    scratch: &mut Vec<u32>,
    base: IdRef,
    indexes: impl Iterator<Item = IdRef>,
) -> Option<u32> {
    let from = paths.get(base.get())?;
    scratch.clear();
    scratch.extend_from_slice(paths.path(from));
    let Some(Type::Pointer { pointee, .. }) = model.type_of(base) else { return Some(from) };
    let mut ty = pointee;
    for index in indexes {
        match model.ty(ty) {
            Some(Type::Struct { members }) => {
                let Some(m) = model.evaluate(index).and_then(|v| v.to_u64()).and_then(|m| u32::try_from(m).ok()) else {
                    break;
                };
                let Some(member) = members.get(m as usize) else { break };
                scratch.push(m);
                ty = member;
            }
            Some(Type::Array { element, .. } | Type::RuntimeArray { element }) => ty = element,
            _ => break,
        }
    }
    Some(paths.intern(scratch))
}
