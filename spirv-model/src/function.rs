//! Functions, their blocks, and the control-flow graph between the blocks.

use alloc::vec::Vec;
use core::ops::Range;

use spirv_core::IdRef;
use spirv_core::spec::Instruction;

use crate::Model;
use crate::graph::{DomTree, Scratch, depth_first, dominators};

/// A function: its `OpFunction` … `OpFunctionEnd`, parameters and blocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Function {
    /// The id `OpFunction` defines.
    pub id: IdRef,
    /// Its `OpFunctionParameter`s.
    pub parameters: Vec<IdRef>,
    /// Its blocks in module order; the first is the entry block (none for a declaration).
    pub blocks: Vec<Block>,
    /// Its instructions: indices into [`Module::instructions`](spirv_core::Module), from
    /// `OpFunction` to `OpFunctionEnd`.
    pub instructions: Range<usize>,
}

/// A block: `OpLabel` to its terminator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// The id of its `OpLabel`.
    pub label: IdRef,
    /// Its instructions, `OpLabel` first and the terminator last: indices into
    /// [`Module::instructions`](spirv_core::Module).
    pub instructions: Range<usize>,
}

/// How a block declares structured control flow (the instruction before its terminator).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Merge {
    /// `OpSelectionMerge`: the header of a selection, which ends at `merge`.
    Selection {
        /// The merge block.
        merge: IdRef,
    },
    /// `OpLoopMerge`: the header of a loop.
    Loop {
        /// The merge block, where the loop exits to.
        merge: IdRef,
        /// The continue target.
        continue_target: IdRef,
    },
}

/// The dominators of a function's blocks ([`Function::dominators`]), blocks given as indices
/// into [`Function::blocks`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dominators {
    /// Each block's immediate dominator.
    idom: Vec<Option<usize>>,
    /// Their tree, which answers [`Dominators::dominates`] without walking up the chain.
    tree: DomTree,
}

impl Dominators {
    /// The immediate dominator of `block`: the one of its dominators that every other
    /// dominates. None for the entry block, for a block the entry does not reach, and for an
    /// index out of range.
    pub fn immediate_dominator(&self, block: usize) -> Option<usize> {
        self.idom.get(block).copied().flatten()
    }

    /// Whether `a` dominates `b`: every path from the entry block to `b` passes through `a`. A
    /// block dominates itself; a block the entry does not reach dominates no other, and no other
    /// dominates it. False for an index out of range.
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        a < self.idom.len() && b < self.idom.len() && self.tree.dominates(a, b)
    }

    /// Whether the entry block reaches `block` along branches (the entry reaches itself).
    pub fn is_reachable(&self, block: usize) -> bool {
        block < self.idom.len() && (block == 0 || self.idom[block].is_some())
    }
}

impl Function {
    pub(crate) fn start(id: IdRef, index: usize) -> Self {
        Function { id, parameters: Vec::new(), blocks: Vec::new(), instructions: index..index + 1 }
    }

    pub(crate) fn begin_block(&mut self, label: IdRef, index: usize) {
        if let Some(last) = self.blocks.last_mut() {
            last.instructions.end = index;
        }
        self.blocks.push(Block { label, instructions: index..index + 1 });
    }

    /// Ends the function before instruction `end`; its last block ends before the
    /// `OpFunctionEnd`.
    pub(crate) fn finish(mut self, end: usize) -> Self {
        self.instructions.end = end;
        if let Some(last) = self.blocks.last_mut() {
            last.instructions.end = end.saturating_sub(1).max(last.instructions.start + 1);
        }
        self
    }

    /// Whether it has no body (a declaration, with the `Import` linkage).
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }

    /// The block labelled `label`.
    pub fn block(&self, label: IdRef) -> Option<&Block> {
        self.blocks.iter().find(|b| b.label == label)
    }

    /// The blocks each block branches to, by index into [`Function::blocks`] (successors the
    /// function lacks are left out).
    pub fn successor_indices(&self, model: &Model<'_, '_>) -> Vec<Vec<usize>> {
        self.blocks
            .iter()
            .map(|b| b.successors(model).filter_map(|s| self.blocks.iter().position(|x| x.label == s)).collect())
            .collect()
    }

    /// The dominators of its blocks, along the branches from its entry block (the first): block
    /// `a` dominates block `b` when every path from the entry to `b` passes through `a`. Blocks
    /// are indices into [`Function::blocks`]; a branch to a label the function lacks is left out,
    /// and one to a label two blocks share (in a damaged module) goes to the first.
    ///
    /// The algorithm is the one spirv-val computes dominators with, on its own graph of the
    /// function (Cooper, Harvey and Kennedy's, as [`graph::dominators`](crate::graph::dominators)
    /// runs it); the graph here is the branches alone, without spirv-val's structural edges and
    /// pseudo blocks. Each call computes them anew: keep the result to ask many questions.
    ///
    /// ```
    /// use spirv_core::Module;
    /// use spirv_model::Model;
    ///
    /// let words = spirv_core::text::assemble(b"
    ///     OpCapability Shader
    ///     OpMemoryModel Logical GLSL450
    ///     %void = OpTypeVoid
    ///     %bool = OpTypeBool
    ///     %true = OpConstantTrue %bool
    ///     %fn = OpTypeFunction %void
    ///     %f = OpFunction %void None %fn
    ///     %entry = OpLabel
    ///     OpSelectionMerge %end None
    ///     OpBranchConditional %true %then %else
    ///     %then = OpLabel
    ///     OpBranch %end
    ///     %else = OpLabel
    ///     OpBranch %end
    ///     %end = OpLabel
    ///     OpReturn
    ///     %dead = OpLabel
    ///     OpBranch %end
    ///     OpFunctionEnd
    /// ", &Default::default()).unwrap();
    /// let module = Module::decode_words(&words).unwrap();
    /// let model = Model::new(&module);
    /// let f = &model.functions()[0];
    /// let [entry, then, r#else, end, dead] = [0, 1, 2, 3, 4];
    /// let dominators = f.dominators(&model);
    /// // %end is reached through %then or %else: only %entry dominates it (%dead, which no
    /// // path from the entry reaches, is passed over).
    /// assert_eq!(dominators.immediate_dominator(end), Some(entry));
    /// assert!(dominators.dominates(entry, then) && dominators.dominates(end, end));
    /// assert!(!dominators.dominates(then, end) && !dominators.dominates(r#else, end));
    /// // A block the entry does not reach has no dominator but itself.
    /// assert!(!dominators.is_reachable(dead) && dominators.immediate_dominator(dead).is_none());
    /// assert!(!dominators.dominates(entry, dead) && !dominators.dominates(dead, end));
    /// ```
    pub fn dominators(&self, model: &Model<'_, '_>) -> Dominators {
        let n = self.blocks.len();
        // The blocks by label (sorted, so that a function of many blocks is not searched
        // through for each branch), the first of a label met twice.
        let mut by_label: Vec<(IdRef, usize)> = self.blocks.iter().enumerate().map(|(i, b)| (b.label, i)).collect();
        by_label.sort_unstable();
        let block = |label: IdRef| {
            let at = by_label.partition_point(|&(l, _)| l < label);
            by_label.get(at).filter(|&&(l, _)| l == label).map(|&(_, i)| i)
        };
        // Each block's successors and predecessors, in one list each (a block's from
        // `starts[b]` to `starts[b + 1]`).
        let mut succ_starts = Vec::with_capacity(n + 1);
        let mut succ = Vec::new();
        for b in &self.blocks {
            succ_starts.push(succ.len());
            succ.extend(b.successors(model).filter_map(block));
        }
        succ_starts.push(succ.len());
        let mut pred_starts = alloc::vec![0; n + 1];
        for &s in &succ {
            pred_starts[s + 1] += 1;
        }
        for b in 0..n {
            pred_starts[b + 1] += pred_starts[b];
        }
        let mut next = pred_starts.clone();
        let mut pred = alloc::vec![0; succ.len()];
        for b in 0..n {
            for &s in &succ[succ_starts[b]..succ_starts[b + 1]] {
                pred[next[s]] = b;
                next[s] += 1;
            }
        }
        let mut scratch = Scratch::default();
        let mut idom = alloc::vec![None; n];
        if n > 0 {
            let mut postorder = Vec::with_capacity(n);
            let successors = |b: usize| &succ[succ_starts[b]..succ_starts[b + 1]];
            depth_first(0, n, successors, |b| postorder.push(b), None, &mut scratch);
            let predecessors = |b: usize| &pred[pred_starts[b]..pred_starts[b + 1]];
            dominators(&postorder, n, predecessors, |b, d| idom[b] = (b != d).then_some(d), &mut scratch);
        }
        let tree = DomTree::new(&idom, &mut scratch);
        Dominators { idom, tree }
    }

    /// The functions it calls (`OpFunctionCall`), in order of first call, without repeats.
    pub fn callees(&self, model: &Model<'_, '_>) -> Vec<IdRef> {
        let mut out = Vec::new();
        for inst in &model.module.instructions[self.instructions.clone()] {
            if let Instruction::FunctionCall { function, .. } = inst
                && !out.contains(function)
            {
                out.push(*function);
            }
        }
        out
    }
}

impl Block {
    /// Its instructions, `OpLabel` first, to the next block's `OpLabel` or the `OpFunctionEnd`:
    /// the terminator last, or followed by the `OpLine` and `OpNoLine` a valid module may put
    /// after it.
    pub fn body<'m, 'a>(&self, model: &Model<'m, 'a>) -> &'m [Instruction<'a>] {
        model.module.instructions.get(self.instructions.clone()).unwrap_or_default()
    }

    /// Where its terminator is in `body`: the last instruction but the `OpLine` and `OpNoLine`
    /// after it.
    fn terminator_at(body: &[Instruction<'_>]) -> Option<usize> {
        body.iter().rposition(|i| !matches!(i, Instruction::Line { .. } | Instruction::NoLine))
    }

    /// Its terminator (in a valid module): its last instruction but the `OpLine` and `OpNoLine`
    /// that may follow it.
    pub fn terminator<'m, 'a>(&self, model: &Model<'m, 'a>) -> Option<&'m Instruction<'a>> {
        let body = self.body(model);
        body.get(Self::terminator_at(body)?)
    }

    /// The structured control flow it heads: the merge instruction before its terminator.
    pub fn merge(&self, model: &Model<'_, '_>) -> Option<Merge> {
        let body = self.body(model);
        match body.get(Self::terminator_at(body)?.checked_sub(1)?)? {
            Instruction::SelectionMerge { merge_block, .. } => Some(Merge::Selection { merge: *merge_block }),
            Instruction::LoopMerge { merge_block, continue_target, .. } => {
                Some(Merge::Loop { merge: *merge_block, continue_target: *continue_target })
            }
            _ => None,
        }
    }

    /// The blocks its terminator may branch to, in operand order (an `OpSwitch`'s default
    /// first, then its targets; repeats kept): [`branch_targets`] of its
    /// [terminator](Block::terminator).
    ///
    /// ```
    /// use spirv_core::Module;
    /// use spirv_model::{Merge, Model};
    ///
    /// let words = spirv_core::text::assemble(b"
    ///     OpCapability Shader
    ///     OpMemoryModel Logical GLSL450
    ///     %void = OpTypeVoid
    ///     %bool = OpTypeBool
    ///     %true = OpConstantTrue %bool
    ///     %fn = OpTypeFunction %void
    ///     %f = OpFunction %void None %fn
    ///     %entry = OpLabel
    ///     OpSelectionMerge %end None
    ///     OpBranchConditional %true %then %end
    ///     %then = OpLabel
    ///     OpBranch %end
    ///     %end = OpLabel
    ///     OpReturn
    ///     OpFunctionEnd
    /// ", &Default::default()).unwrap();
    /// let module = Module::decode_words(&words).unwrap();
    /// let model = Model::new(&module);
    /// let f = &model.functions()[0];
    /// let [entry, then, end] = [&f.blocks[0], &f.blocks[1], &f.blocks[2]];
    /// assert_eq!(entry.successors(&model).collect::<Vec<_>>(), [then.label, end.label]);
    /// assert_eq!(entry.merge(&model), Some(Merge::Selection { merge: end.label }));
    /// assert_eq!(end.successors(&model).count(), 0); // OpReturn
    /// assert_eq!(f.successor_indices(&model), [vec![1, 2], vec![2], vec![]]);
    /// ```
    pub fn successors<'m>(&self, model: &Model<'m, '_>) -> impl Iterator<Item = IdRef> + 'm {
        self.terminator(model).and_then(branch_targets).into_iter().flatten()
    }
}

/// Whether `inst` ends a block, and where to: `None` if it does not end one, otherwise the blocks
/// it may branch to, in operand order (an `OpSwitch`'s default first, then its targets; repeats
/// kept), none for a return or an abort.
///
/// The instructions that end a block are those of SPIRV-Tools' `spvOpcodeIsBlockTerminator`
/// (`source/opcode.cpp`), which spirv-val's CFG pass ends a block at
/// (`source/val/validate_cfg.cpp`, `CfgPass`): `OpBranch`, `OpBranchConditional`, `OpSwitch`,
/// `OpReturn`, `OpReturnValue`, `OpKill`, `OpUnreachable`, `OpTerminateInvocation`,
/// `OpTerminateRayKHR`, `OpIgnoreIntersectionKHR` and `OpEmitMeshTasksEXT`. The grammar has no
/// class of them (its `Control-Flow` class also holds `OpPhi`, `OpLabel`, the merge
/// instructions and more, and puts the last three in `Reserved`), so `spirv_core::predicates` has
/// no set of them either: this list is the one statement of it, which [`Block::successors`] and
/// spirv-validate read.
///
/// ```
/// use spirv_core::IdRef;
/// use spirv_core::spec::Instruction;
/// use spirv_model::branch_targets;
///
/// let target_label = IdRef::new(7).unwrap();
/// let branch = Instruction::Branch { target_label };
/// assert_eq!(branch_targets(&branch).map(Iterator::collect::<Vec<_>>), Some(vec![target_label]));
/// assert_eq!(branch_targets(&Instruction::Return).map(Iterator::count), Some(0));
/// assert!(branch_targets(&Instruction::Nop).is_none());
/// ```
#[inline]
pub fn branch_targets<'i>(inst: &'i Instruction<'_>) -> Option<impl Iterator<Item = IdRef> + 'i> {
    let (fixed, cases) = match inst {
        Instruction::Branch { target_label } => ([Some(*target_label), None], None),
        Instruction::BranchConditional { true_label, false_label, .. } => {
            ([Some(*true_label), Some(*false_label)], None)
        }
        Instruction::Switch { default, target, .. } => ([Some(*default), None], Some(target.iter())),
        Instruction::Return
        | Instruction::ReturnValue { .. }
        | Instruction::Kill
        | Instruction::Unreachable
        | Instruction::TerminateInvocation
        | Instruction::TerminateRayKHR
        | Instruction::IgnoreIntersectionKHR
        | Instruction::EmitMeshTasksEXT { .. } => ([None, None], None),
        _ => return None,
    };
    Some(fixed.into_iter().flatten().chain(cases.into_iter().flatten().map(|(_, label)| label)))
}
