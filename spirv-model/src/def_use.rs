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
    /// The ids used, sorted, one entry per use; `users[i]` uses `ids[i]`.
    ids: Vec<u32>,
    users: Vec<u32>,
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
        let largest = pairs.iter().map(|&(id, _)| id).max().unwrap_or(0) as usize;
        if largest > 4 * pairs.len() + 1024 {
            // Sparse ids: counting them would take memory the uses do not account for.
            // Stable: the users of an id stay in module order.
            pairs.sort_by_key(|&(id, _)| id);
            let (ids, users) = pairs.into_iter().unzip();
            return DefUse { ids, users };
        }
        // A counting sort (stable too): where each id's uses start, then each use in its place.
        let mut starts = alloc::vec![0u32; largest + 2];
        for &(id, _) in &pairs {
            starts[id as usize + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut ids = alloc::vec![0; pairs.len()];
        let mut users = alloc::vec![0; pairs.len()];
        for &(id, user) in &pairs {
            let at = &mut starts[id as usize];
            ids[*at as usize] = id;
            users[*at as usize] = user;
            *at += 1;
        }
        DefUse { ids, users }
    }

    /// The indices (into the module's instructions) of the instructions that use `id`, in
    /// module order; an instruction that names it twice is listed twice.
    pub fn users(&self, id: impl Into<IdRef>) -> &[u32] {
        let id = id.into().get();
        let start = self.ids.partition_point(|&i| i < id);
        let end = start + self.ids[start..].partition_point(|&i| i == id);
        &self.users[start..end]
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
