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
    // The variable (index + 1) each id is derived from; 0 for none.
    let mut owner: IdMap<u32> = IdMap::new(model.module.header.bound.min(instructions.len() as u32 * 4 + 16));
    for (i, v) in variables.iter().enumerate() {
        owner.set(v.get(), i as u32 + 1);
    }
    // To a fixed point: a pointer may be derived after an instruction that uses it is met
    // (phis in loops), or passed to a function met earlier. A pointer derives from one
    // variable; the rounds are bounded by the depth of such chains, and by 8.
    for _round in 0..8 {
        let mut grew = false;
        let mut derive = |owner: &mut IdMap<u32>, id: Option<IdRef>, v: u32| {
            if let Some(id) = id
                && v != 0
                && owner.get(id.get()) == 0
            {
                owner.set(id.get(), v);
                grew = true;
            }
        };
        for function in functions.iter().filter_map(|&f| all.get(f)) {
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
                match inst {
                    Instruction::AccessChain { base, .. }
                    | Instruction::InBoundsAccessChain { base, .. }
                    | Instruction::PtrAccessChain { base, .. }
                    | Instruction::InBoundsPtrAccessChain { base, .. } => {
                        let v = of(&owner, base);
                        note(v, false, false);
                        derive(&mut owner, result, v);
                    }
                    Instruction::CopyObject { operand, .. }
                    | Instruction::Bitcast { operand, .. }
                    | Instruction::CopyLogical { operand, .. } => {
                        let v = of(&owner, operand);
                        note(v, false, false);
                        derive(&mut owner, result, v);
                    }
                    Instruction::Phi { variables: incoming, .. } => {
                        for (value, _) in incoming.iter() {
                            let v = of(&owner, &value);
                            note(v, false, false);
                            derive(&mut owner, result, v);
                        }
                    }
                    Instruction::Select { object_1, object_2, .. } => {
                        for object in [object_1, object_2] {
                            let v = of(&owner, object);
                            note(v, false, false);
                            derive(&mut owner, result, v);
                        }
                    }
                    Instruction::Load { pointer, .. } => {
                        let v = of(&owner, pointer);
                        note(v, true, false);
                        // A loaded image or sampler: what is done with it tells how the
                        // resource is accessed.
                        derive(&mut owner, result, v);
                    }
                    Instruction::Store { pointer, object, .. } => {
                        note(of(&owner, pointer), false, true);
                        note(of(&owner, object), false, false);
                    }
                    Instruction::CopyMemory(copy) => {
                        note(of(&owner, &copy.target), false, true);
                        note(of(&owner, &copy.source), true, false);
                    }
                    Instruction::CopyMemorySized(copy) => {
                        note(of(&owner, &copy.target), false, true);
                        note(of(&owner, &copy.source), true, false);
                    }
                    Instruction::ImageWrite { image, .. } => note(of(&owner, image), false, true),
                    Instruction::SampledImage { image, sampler, .. } => {
                        note(of(&owner, sampler), false, false);
                        let v = of(&owner, image);
                        note(v, false, false);
                        derive(&mut owner, result, v);
                    }
                    Instruction::Image { sampled_image, .. } => {
                        let v = of(&owner, sampled_image);
                        note(v, false, false);
                        derive(&mut owner, result, v);
                    }
                    Instruction::ImageTexelPointer { image, .. } => {
                        let v = of(&owner, image);
                        note(v, false, false);
                        derive(&mut owner, result, v);
                    }
                    Instruction::FunctionCall { function: callee, arguments, .. } => {
                        let target = all.iter().find(|g| g.id == *callee);
                        for (i, arg) in arguments.iter().enumerate() {
                            let v = of(&owner, &arg);
                            note(v, false, false);
                            derive(&mut owner, target.and_then(|t| t.parameters.get(i)).copied(), v);
                        }
                    }
                    _ => {
                        let (read, written) = access_of(inst);
                        inst.for_each_id(|_, id| note(of(&owner, &id), read, written));
                    }
                }
            }
        }
        if !grew {
            break;
        }
    }
    usage
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
