//! What the code does with global variables: which entry points reach them through their call
//! graphs, and whether they are read or written.

use alloc::vec::Vec;

use spirv_core::spec::Instruction;
use spirv_core::{IdMap, IdRef};

use crate::Model;

/// How a variable is accessed by the code of an entry point.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Usage {
    /// Named by an instruction of a function the entry point reaches.
    pub used: bool,
    /// Loaded from, sampled or read as an image, an atomic's operand, a copy's source.
    pub read: bool,
    /// Stored to, written as an image, an atomic's operand, a copy's target.
    pub written: bool,
}

/// The functions reachable from `entry` through `OpFunctionCall`, `entry` first, by index into
/// [`Model::functions`].
pub(crate) fn reachable(model: &Model<'_, '_>, entry: IdRef) -> Vec<usize> {
    let functions = model.functions();
    let mut seen: Vec<usize> = Vec::new();
    let mut stack: Vec<IdRef> = alloc::vec![entry];
    while let Some(id) = stack.pop() {
        let Some(index) = functions.iter().position(|f| f.id == id) else { continue };
        if seen.contains(&index) {
            continue;
        }
        seen.push(index);
        stack.extend(functions[index].callees(model));
    }
    seen
}

/// How the code of `functions` uses each of `variables` (by position in it). The pointers and
/// handles derived from a variable (access chains, copies, loaded images, function parameters
/// it is passed as) are followed to the instructions that read or write through them.
pub(crate) fn usages(model: &Model<'_, '_>, functions: &[usize], variables: &[IdRef]) -> Vec<Usage> {
    let all = model.functions();
    let instructions = &model.module.instructions;
    let mut usage = alloc::vec![Usage::default(); variables.len()];
    let mut owners = Owners::new(model, variables);
    // To a fixed point: a pointer may be derived after an instruction that uses it is met
    // (phis in loops), or passed to a function met earlier. A pointer derives from one
    // variable; the rounds are bounded by the depth of such chains, and by 8. Another round is
    // needed only if this one derived an id after reading it (as derived from nothing): if it
    // did not, the next would read what this one read, and change nothing.
    for round in 0..8 {
        owners.begin_round(round);
        for function in functions.iter().filter_map(|&f| all.get(f)) {
            for inst in &instructions[function.instructions.clone()] {
                let result = || inst.result_id().map(IdRef::from);
                let mut note = |v: u32, read: bool, written: bool| {
                    if let Some(u) = (v as usize).checked_sub(1).and_then(|i| usage.get_mut(i)) {
                        u.used = true;
                        u.read |= read;
                        u.written |= written;
                    }
                };
                match inst {
                    Instruction::AccessChain { base, .. }
                    | Instruction::InBoundsAccessChain { base, .. }
                    | Instruction::PtrAccessChain { base, .. }
                    | Instruction::InBoundsPtrAccessChain { base, .. } => {
                        let v = owners.of(base);
                        note(v, false, false);
                        owners.derive(v, result);
                    }
                    Instruction::CopyObject { operand, .. }
                    | Instruction::Bitcast { operand, .. }
                    | Instruction::CopyLogical { operand, .. } => {
                        let v = owners.of(operand);
                        note(v, false, false);
                        owners.derive(v, result);
                    }
                    Instruction::Phi { variables: incoming, .. } => {
                        for (value, _) in incoming.iter() {
                            let v = owners.of(&value);
                            note(v, false, false);
                            owners.derive(v, result);
                        }
                    }
                    Instruction::Select { object_1, object_2, .. } => {
                        for object in [object_1, object_2] {
                            let v = owners.of(object);
                            note(v, false, false);
                            owners.derive(v, result);
                        }
                    }
                    Instruction::Load { pointer, .. } => {
                        let v = owners.of(pointer);
                        note(v, true, false);
                        // A loaded image or sampler: what is done with it tells how the
                        // resource is accessed.
                        owners.derive(v, result);
                    }
                    Instruction::Store { pointer, object, .. } => {
                        note(owners.of(pointer), false, true);
                        note(owners.of(object), false, false);
                    }
                    Instruction::CopyMemory(copy) => {
                        note(owners.of(&copy.target), false, true);
                        note(owners.of(&copy.source), true, false);
                    }
                    Instruction::CopyMemorySized(copy) => {
                        note(owners.of(&copy.target), false, true);
                        note(owners.of(&copy.source), true, false);
                    }
                    Instruction::ImageWrite { image, .. } => note(owners.of(image), false, true),
                    Instruction::SampledImage { image, sampler, .. } => {
                        note(owners.of(sampler), false, false);
                        let v = owners.of(image);
                        note(v, false, false);
                        owners.derive(v, result);
                    }
                    Instruction::Image { sampled_image, .. } => {
                        let v = owners.of(sampled_image);
                        note(v, false, false);
                        owners.derive(v, result);
                    }
                    Instruction::ImageTexelPointer { image, .. } => {
                        let v = owners.of(image);
                        note(v, false, false);
                        owners.derive(v, result);
                    }
                    Instruction::FunctionCall { function: callee, arguments, .. } => {
                        // Looked for only when an argument derives from a variable.
                        let mut target = None;
                        for (i, arg) in arguments.iter().enumerate() {
                            let v = owners.of(&arg);
                            note(v, false, false);
                            owners.derive(v, || {
                                let target = target.get_or_insert_with(|| all.iter().find(|g| g.id == *callee));
                                target.and_then(|t| t.parameters.get(i)).copied()
                            });
                        }
                    }
                    _ => {
                        // Whether it reads or writes is looked up (by the opcode's name) only
                        // when it names something derived from a variable: most do not.
                        let mut access = None;
                        inst.for_each_id(|_, id| {
                            let v = owners.of(&id);
                            if v != 0 {
                                let (read, written) = *access.get_or_insert_with(|| access_of(inst));
                                note(v, read, written);
                            }
                        });
                    }
                }
            }
        }
        if !owners.late {
            break;
        }
    }
    usage
}

/// The variable each id is derived from, as a round of [`usages`] finds them.
struct Owners {
    /// The variable (index + 1) each id is derived from; 0 for none.
    owner: IdMap<u32>,
    /// The round (plus one) in which each id was last read as derived from nothing.
    read: IdMap<u8>,
    round: u8,
    /// Whether this round derived an id it had read before as derived from nothing.
    late: bool,
}

impl Owners {
    fn new(model: &Model<'_, '_>, variables: &[IdRef]) -> Owners {
        let (words, bound) = (model.module.instructions.len().saturating_mul(2), model.module.header.bound);
        let mut owner = IdMap::for_input(words, bound);
        for (i, v) in variables.iter().enumerate() {
            owner.set(v.get(), i as u32 + 1);
        }
        Owners { owner, read: IdMap::for_input(words, bound), round: 0, late: false }
    }

    fn begin_round(&mut self, round: u8) {
        self.round = round + 1;
        self.late = false;
    }

    /// The variable (index + 1) `id` is derived from; 0 for none.
    fn of(&mut self, id: &IdRef) -> u32 {
        let v = self.owner.get(id.get());
        if v == 0 {
            self.read.set(id.get(), self.round);
        }
        v
    }

    /// Records that `id` derives from the variable `v` (index + 1; 0 for none) if nothing did
    /// yet. `id` is asked for only when `v` is a variable: finding an instruction's result id
    /// visits all its operands.
    fn derive(&mut self, v: u32, id: impl FnOnce() -> Option<IdRef>) {
        if v == 0 {
            return;
        }
        if let Some(id) = id()
            && self.owner.get(id.get()) == 0
        {
            self.owner.set(id.get(), v);
            self.late |= self.read.get(id.get()) == self.round;
        }
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
