//! Uses of ids, indexed on demand.

use alloc::vec::Vec;

use spirv_core::IdRef;

use crate::Model;

/// Where each id is used: the instructions that name it as an operand (its definition not
/// counted), built in two passes over the module and held as one array (a count per id, then
/// the users of all ids in one vector).
///
/// ```
/// use spirv_core::Module;
/// use spirv_model::{DefUse, Model};
///
/// let words = spirv_core::text::assemble(b"
///     OpCapability Shader
///     OpMemoryModel Logical GLSL450
///     %int = OpTypeInt 32 1
///     %one = OpConstant %int 1
///     %two = OpConstant %int 2
/// ", &Default::default()).unwrap();
/// let module = Module::decode_words(&words).unwrap();
/// let model = Model::new(&module);
/// let uses = DefUse::new(&model);
/// let int = spirv_core::IdRef::new(1).unwrap();
/// assert_eq!(uses.users(int), [3, 4]); // the two OpConstants
/// ```
#[derive(Debug, Clone)]
pub struct DefUse {
    /// For id `i`, its users are `users[start[i]..start[i + 1]]`.
    start: Vec<u32>,
    users: Vec<u32>,
}

impl DefUse {
    /// Indexes the uses of every id of `model`'s module below its bound (ids at or above the
    /// bound, which a valid module has none of, are left out).
    pub fn new(model: &Model<'_, '_>) -> Self {
        let instructions = &model.module.instructions;
        // Bounded by what the module backs, whatever its header says.
        let bound = (model.module.header.bound as usize).min(instructions.len().saturating_mul(4) + 16);
        let mut start = alloc::vec![0u32; bound + 1];
        let each_use = |f: &mut dyn FnMut(usize, u32)| {
            for (index, inst) in instructions.iter().enumerate() {
                let defined = inst.result_id().map(|id| id.get());
                inst.for_each_id(|_, id| {
                    let id = id.get();
                    if Some(id) != defined && (id as usize) < bound {
                        f(id as usize, index as u32);
                    }
                });
            }
        };
        each_use(&mut |id, _| start[id + 1] += 1);
        for i in 1..start.len() {
            start[i] += start[i - 1];
        }
        let mut next = start.clone();
        let mut users = alloc::vec![0u32; start[bound] as usize];
        each_use(&mut |id, index| {
            users[next[id] as usize] = index;
            next[id] += 1;
        });
        DefUse { start, users }
    }

    /// The indices (into the module's instructions) of the instructions that use `id`, in
    /// module order; an instruction that names it twice is listed twice.
    pub fn users(&self, id: impl Into<IdRef>) -> &[u32] {
        let id = id.into().get() as usize;
        match (self.start.get(id), self.start.get(id + 1)) {
            (Some(&a), Some(&b)) => &self.users[a as usize..b as usize],
            _ => &[],
        }
    }
}
