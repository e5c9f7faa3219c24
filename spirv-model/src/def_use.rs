//! Uses of ids, indexed on demand.

use alloc::vec::Vec;

use spirv_core::spec::Instruction;
use spirv_core::{IdKind, IdRef, Visitor};

use crate::Model;

/// Where each id is used: the instructions that name it as an operand (its definition not
/// counted), indexed once for the whole module: every use, sorted by the id it names.
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
    /// Every use's user, grouped by the id used (ids in increasing order, each one's users in
    /// module order).
    users: Vec<u32>,
    index: Index,
}

/// Where each id's users are in [`DefUse::users`].
#[derive(Debug, Clone)]
enum Index {
    /// Ids dense enough to count: the users of `id` end at `ends[id]` (and start where those of
    /// `id - 1` end).
    Dense { ends: Vec<u32> },
    /// Sparse ids: the id of each use, in the order of `users`.
    Sparse { ids: Vec<u32> },
}

impl DefUse {
    /// Indexes the uses of every id of `model`'s module. Memory is proportional to the
    /// number of uses, whatever ids they name.
    pub fn new(model: &Model<'_, '_>) -> Self {
        // About two uses per instruction in real modules.
        let mut pairs: Vec<(u32, u32)> = Vec::with_capacity(model.module.instructions.len() * 2);
        for (index, inst) in model.module.instructions.iter().enumerate() {
            for_each_use(inst, &mut |id| pairs.push((id, index as u32)));
        }
        Self::from_uses(&pairs)
    }

    /// Indexes uses already listed: `(id, user)`, `user` the index of the instruction that
    /// names `id`, listed in module order (as [`DefUse::new`] lists them: a caller that has
    /// walked the operands already need not walk them again, and keeps its list: the index
    /// copies what it needs).
    ///
    /// ```
    /// use spirv_model::DefUse;
    ///
    /// let uses = DefUse::from_uses(&[(1, 3), (2, 3), (1, 4)]);
    /// assert_eq!(uses.users(spirv_core::IdRef::new(1).unwrap()), [3, 4]);
    /// ```
    pub fn from_uses(pairs: &[(u32, u32)]) -> Self {
        let largest = pairs.iter().map(|&(id, _)| id).max().unwrap_or(0) as usize;
        if largest > 4 * pairs.len() + 1024 {
            // Sparse ids: counting them would take memory the uses do not account for.
            // Stable: the users of an id stay in module order.
            let mut pairs = pairs.to_vec();
            pairs.sort_by_key(|&(id, _)| id);
            let (ids, users) = pairs.into_iter().unzip();
            return DefUse { users, index: Index::Sparse { ids } };
        }
        // A counting sort (stable too): where each id's uses start, then each use in its place,
        // which leaves each id's start at the next one's, its end.
        let mut ends = alloc::vec![0u32; largest + 2];
        for &(id, _) in pairs {
            ends[id as usize + 1] += 1;
        }
        for i in 1..ends.len() {
            ends[i] += ends[i - 1];
        }
        let mut users = alloc::vec![0; pairs.len()];
        for &(id, user) in pairs {
            let at = &mut ends[id as usize];
            users[*at as usize] = user;
            *at += 1;
        }
        DefUse { users, index: Index::Dense { ends } }
    }

    /// The indices (into the module's instructions) of the instructions that use `id`, in
    /// module order; an instruction that names it twice is listed twice.
    #[inline]
    pub fn users(&self, id: impl Into<IdRef>) -> &[u32] {
        let id = id.into().get();
        let range = match &self.index {
            Index::Dense { ends } => {
                let end = ends.get(id as usize).map_or(0, |&e| e as usize);
                let start = id.checked_sub(1).and_then(|before| ends.get(before as usize)).map_or(0, |&e| e as usize);
                start..end.max(start)
            }
            Index::Sparse { ids } => {
                let start = ids.partition_point(|&i| i < id);
                start..start + ids[start..].partition_point(|&i| i == id)
            }
        };
        &self.users[range]
    }
}

/// Calls `f` with each id `inst` uses, in binary order: its id operands but its result id. The
/// operation of an `OpSpecConstantOp` repeats the instruction's result type and id, which are
/// not in the binary a second time: they are left out.
pub(crate) fn for_each_use(inst: &Instruction<'_>, f: &mut dyn FnMut(u32)) {
    struct Uses<'f> {
        f: &'f mut dyn FnMut(u32),
        /// Ids still to skip: the result type and id of an `OpSpecConstantOp`'s operation.
        skip: u8,
    }
    impl Visitor<'_> for Uses<'_> {
        fn id(&mut self, kind: IdKind, id: IdRef) {
            if self.skip > 0 && matches!(kind, IdKind::ResultType | IdKind::Result) {
                self.skip -= 1;
            } else if kind != IdKind::Result {
                (self.f)(id.get());
            }
        }
        fn spec_constant_opcode(&mut self, _: u32) {
            self.skip = 2;
        }
    }
    inst.visit(&mut Uses { f, skip: 0 });
}
