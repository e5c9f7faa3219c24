//! The control-flow graph of each function as spirv-val builds it while it parses the module
//! (SPIRV-Tools' `source/val/function.cpp`, `basic_block.cpp` and `source/cfa.h`): blocks,
//! their successors and predecessors (and the structural ones, where a header's merge block
//! and continue target count as successors), the block types merge instructions give, the
//! constructs they declare, reachability (`ReachabilityPass`), the augmented graph with its
//! pseudo entry and exit blocks, and the dominators (by [`spirv_model::graph`]'s algorithms,
//! which are SPIRV-Tools'). The passes of control flow and dominance share it; it is built once
//! per module, on first use.
//!
//! Every traversal is iterative and bounded by the number of blocks: nothing here recurses on
//! the input's depth.

use alloc::vec::Vec;

use spirv_core::spec::Instruction;

use spirv_core::IdMap;

use spirv_model::graph::{self, DomTree};

use crate::unordered_set::ForwardIds;

/// Block types (`BlockType`), as bits: a block may be of several.
pub(crate) const LOOP: u8 = 1;
pub(crate) const SELECTION: u8 = 2;
pub(crate) const MERGE: u8 = 4;
pub(crate) const CONTINUE: u8 = 8;

/// No block or function (in the per-instruction tables).
const NONE: u32 = u32::MAX;

/// A block of a function: one defined by an `OpLabel`, one only referenced, or one of the
/// pseudo entry and exit blocks of the augmented graph.
#[derive(Debug, Default)]
pub(crate) struct Block {
    pub id: u32,
    /// Its `OpLabel` (`None`: referenced but not defined in the function, or a pseudo block).
    pub label: Option<usize>,
    /// Its terminator, once met.
    pub terminator: Option<usize>,
    pub successors: Edges,
    pub predecessors: Edges,
    pub structural_successors: Edges,
    pub structural_predecessors: Edges,
    /// Its types ([`LOOP`], [`SELECTION`], [`MERGE`], [`CONTINUE`]).
    pub kinds: u8,
    pub reachable: bool,
    pub structurally_reachable: bool,
    /// The immediate dominator in the augmented graph (none for the first block and for
    /// unreachable ones).
    pub idom: Option<usize>,
    /// The construct of each kind ([`ConstructKind`] as an index) the block is the entry of
    /// (the last registered).
    constructs: [Option<u32>; 3],
    /// The header that last declared the block as its merge block.
    pub merge_header: Option<usize>,
    /// The headers naming the block as their merge block, in module order.
    pub merge_users: Edges,
    /// Where the augmented graph's successors and predecessors are in
    /// [`FunctionCfg`]'s list of them, if they differ from the block's (`start..end`).
    augmented_successors: Option<(u32, u32)>,
    augmented_predecessors: Option<(u32, u32)>,
}

/// A block's successors or predecessors: most blocks have one or two.
pub(crate) type Edges = smallvec::SmallVec<[usize; 2]>;

/// The buffers the walks of a function's graph work in, kept from one function to the next:
/// once they are large enough, a function's walks allocate nothing.
#[derive(Debug, Default)]
pub(crate) struct Scratch {
    /// Those of the graph algorithms ([`spirv_model::graph`]).
    pub(crate) graph: graph::Scratch,
    /// A postorder, for [`graph::dominators`].
    pub(crate) postorder: Vec<usize>,
    /// [`FunctionCfg::compute_reachability`]'s stack.
    stack: Vec<usize>,
    /// [`ModuleCfg::build`]'s changes to a function's set of undefined blocks.
    undefined_log: Vec<(u32, bool)>,
    /// The structured control-flow checks' marks of blocks seen.
    pub(crate) visited: Vec<bool>,
    /// [`graph::traversal_roots`]' answers for the augmented graph: its sources and sinks.
    sources: Vec<usize>,
    sinks: Vec<usize>,
    /// Immediate dominators or post-dominators being worked out, for a [`DomTree`].
    pub(crate) idom: Vec<Option<usize>>,
    /// The structured control-flow checks' nesting depths and the path to them, and their two
    /// sets of blocks.
    pub(crate) depths: Vec<Option<u32>>,
    pub(crate) depth_path: Vec<(usize, u32)>,
    pub(crate) block_sets: [Vec<u32>; 2],
    /// [`ModuleCfg::build`]'s blocks by id.
    nodes: IdMap<(u32, u32)>,
    /// The memory of the last module's graphs, emptied: its tables and its functions'.
    spare: ModuleCfg,
    spare_functions: Vec<FunctionCfg>,
}

impl Scratch {
    /// Keeps the memory of `cfg`, a module's graphs no longer used, for the next module's.
    pub(crate) fn recycle(&mut self, mut cfg: ModuleCfg) {
        self.spare_functions.append(&mut cfg.functions);
        self.spare = cfg;
    }
}

impl Block {
    pub(crate) fn is(&self, kind: u8) -> bool {
        self.kinds & kind != 0
    }
}

/// The kind of a construct.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum ConstructKind {
    Selection,
    Loop,
    Continue,
}

/// A construct a merge instruction declares (`Construct`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Construct {
    pub kind: ConstructKind,
    pub entry: usize,
    /// The merge block, or (for a continue construct) the back-edge block once known.
    pub exit: Option<usize>,
    /// The loop construct of a continue construct, the continue construct of a loop.
    pub partner: Option<usize>,
}

/// A function's graph.
#[derive(Debug, Default)]
pub(crate) struct FunctionCfg {
    pub id: u32,
    /// Its `OpFunction`.
    pub index: usize,
    /// Its blocks (defined ones first met as referenced keep that place), then the pseudo
    /// entry and exit blocks.
    pub blocks: Vec<Block>,
    /// The defined blocks, in module order (`ordered_blocks`).
    pub order: Vec<usize>,
    /// (id, block) of every block but the pseudo ones, sorted by id.
    by_id: Vec<(u32, usize)>,
    /// The blocks referenced and not defined, in the order spirv-val lists them.
    pub undefined: Vec<u32>,
    pub constructs: Vec<Construct>,
    /// The augmented graph's successors and predecessors where they differ from a block's,
    /// one list after another (where each is: [`Block::augmented_successors`] and
    /// [`Block::augmented_predecessors`]).
    augmented: Vec<usize>,
    /// The tree of [`Block::idom`].
    pub dom_tree: DomTree,
}

impl FunctionCfg {
    /// Empties the graph (keeping its memory) for the function `id` whose `OpFunction` is
    /// instruction `index`.
    fn reset(&mut self, id: u32, index: usize) {
        let FunctionCfg {
            id: own_id,
            index: own_index,
            blocks,
            order,
            by_id,
            undefined,
            constructs,
            augmented,
            dom_tree,
        } = self;
        (*own_id, *own_index) = (id, index);
        blocks.clear();
        order.clear();
        by_id.clear();
        undefined.clear();
        constructs.clear();
        augmented.clear();
        dom_tree.clear();
    }

    pub(crate) fn pseudo_entry(&self) -> usize {
        self.blocks.len() - 2
    }

    pub(crate) fn pseudo_exit(&self) -> usize {
        self.blocks.len() - 1
    }

    pub(crate) fn first_block(&self) -> Option<usize> {
        self.order.first().copied()
    }

    pub(crate) fn block(&self, id: u32) -> Option<usize> {
        let at = self.by_id.binary_search_by_key(&id, |&(i, _)| i).ok()?;
        Some(self.by_id[at].1)
    }

    /// The construct of `kind` block `b` is the entry of (the last registered).
    pub(crate) fn entry_construct(&self, b: usize, kind: ConstructKind) -> Option<usize> {
        self.blocks[b].constructs[kind as usize].map(|k| k as usize)
    }

    /// Successors in the augmented graph; structural ones if `structural`.
    pub(crate) fn augmented_succ(&self, b: usize, structural: bool) -> &[usize] {
        let block = &self.blocks[b];
        match block.augmented_successors {
            Some((start, end)) => &self.augmented[start as usize..end as usize],
            None if structural => &block.structural_successors,
            None => &block.successors,
        }
    }

    /// Predecessors in the augmented graph; structural ones if `structural`.
    pub(crate) fn augmented_pred(&self, b: usize, structural: bool) -> &[usize] {
        let block = &self.blocks[b];
        match block.augmented_predecessors {
            Some((start, end)) => &self.augmented[start as usize..end as usize],
            None if structural => &block.structural_predecessors,
            None => &block.predecessors,
        }
    }

    /// The block `id` names, made if this function has none yet (`true` then); `nodes` maps
    /// ids to blocks of the function numbered `function` (+ 1).
    fn node(&mut self, id: u32, nodes: &mut IdMap<(u32, u32)>, function: u32) -> (usize, bool) {
        let slot = nodes.entry(id);
        if slot.0 == function + 1 {
            return (slot.1 as usize, false);
        }
        let b = self.blocks.len();
        *slot = (function + 1, b as u32);
        self.blocks.push(Block { id, ..Block::default() });
        (b, true)
    }

    fn add_construct(&mut self, construct: Construct) -> usize {
        let i = self.constructs.len();
        self.blocks[construct.entry].constructs[construct.kind as usize] = Some(i as u32);
        self.constructs.push(construct);
        i
    }
}

/// The graphs of a module's functions, and where each instruction is.
#[derive(Debug, Default)]
pub(crate) struct ModuleCfg {
    pub functions: Vec<FunctionCfg>,
    /// Per instruction: the function it is in (`Instruction::function`; not `OpFunction`).
    function_of: Vec<u32>,
    /// Per instruction: its block (`Instruction::block`; not `OpLabel`).
    block_of: Vec<u32>,
}

impl ModuleCfg {
    /// The function (index into [`Self::functions`]) instruction `index` is in.
    pub(crate) fn function_of(&self, index: usize) -> Option<usize> {
        self.function_of.get(index).filter(|&&f| f != NONE).map(|&f| f as usize)
    }

    /// The function and block instruction `index` is in.
    pub(crate) fn block_of(&self, index: usize) -> Option<(usize, usize)> {
        let f = self.function_of(index)?;
        let b = *self.block_of.get(index).filter(|&&b| b != NONE)?;
        Some((f, b as usize))
    }

    /// The graphs of the functions of `model`'s module, whose binary has `words` words.
    pub(crate) fn build(model: &spirv_model::Model<'_, '_>, words: usize, scratch: &mut Scratch) -> Self {
        let module = model.module();
        let instructions = &module.instructions;
        // In the memory of the last module's graphs, if any.
        let mut cfg = core::mem::take(&mut scratch.spare);
        cfg.functions.reserve(model.functions().len());
        for table in [&mut cfg.function_of, &mut cfg.block_of] {
            if table.capacity() < instructions.len() {
                *table = alloc::vec![NONE; instructions.len()];
            } else {
                table.clear();
                table.resize(instructions.len(), NONE);
            }
        }
        let mut nodes = core::mem::take(&mut scratch.nodes);
        nodes.reset_for_input(words, module.header.bound);
        for function in model.functions() {
            let f_index = cfg.functions.len() as u32;
            let range = function.instructions.clone();
            let mut f = scratch.spare_functions.pop().unwrap_or_default();
            f.reset(function.id.get(), range.start);
            // Its blocks, and the pseudo entry and exit blocks (more if some are only referenced).
            f.blocks.reserve(function.blocks.len() + 2);
            f.order.reserve(function.blocks.len());
            // The blocks referenced before they are defined, as changes to spirv-val's set of
            // them ((id, added)): the set is made, in its order, only if some are left.
            let mut undefined = core::mem::take(&mut scratch.undefined_log);
            undefined.clear();
            let mut current: Option<usize> = None;
            for index in range.clone() {
                let Some(inst) = instructions.get(index) else { break };
                if index > range.start {
                    cfg.function_of[index] = f_index;
                }
                if let Some(b) = current {
                    cfg.block_of[index] = b as u32;
                }
                match (inst, current) {
                    (Instruction::Label { result_id }, None) => {
                        let (b, _) = f.node(result_id.get(), &mut nodes, f_index);
                        if f.blocks[b].label.is_none() {
                            f.blocks[b].label = Some(index);
                            undefined.push((result_id.get(), false));
                            f.order.push(b);
                            current = Some(b);
                        }
                    }
                    (Instruction::LoopMerge { merge_block, continue_target, .. }, Some(b)) => {
                        let (m, new) = f.node(merge_block.get(), &mut nodes, f_index);
                        if new {
                            undefined.push((merge_block.get(), true));
                        }
                        let (k, new) = f.node(continue_target.get(), &mut nodes, f_index);
                        if new {
                            undefined.push((continue_target.get(), true));
                        }
                        for s in [m, k] {
                            f.blocks[b].structural_successors.push(s);
                            f.blocks[s].structural_predecessors.push(b);
                        }
                        f.blocks[b].kinds |= LOOP;
                        f.blocks[m].kinds |= MERGE;
                        f.blocks[k].kinds |= CONTINUE;
                        let lp = f.constructs.len();
                        f.add_construct(Construct {
                            kind: ConstructKind::Loop,
                            entry: b,
                            exit: Some(m),
                            partner: Some(lp + 1),
                        });
                        f.add_construct(Construct {
                            kind: ConstructKind::Continue,
                            entry: k,
                            exit: None,
                            partner: Some(lp),
                        });
                        f.blocks[m].merge_header = Some(b);
                        f.blocks[m].merge_users.push(b);
                    }
                    (Instruction::SelectionMerge { merge_block, .. }, Some(b)) => {
                        let (m, new) = f.node(merge_block.get(), &mut nodes, f_index);
                        if new {
                            undefined.push((merge_block.get(), true));
                        }
                        f.blocks[b].kinds |= SELECTION;
                        f.blocks[m].kinds |= MERGE;
                        f.blocks[m].merge_header = Some(b);
                        f.blocks[m].merge_users.push(b);
                        f.blocks[b].structural_successors.push(m);
                        f.blocks[m].structural_predecessors.push(b);
                        f.add_construct(Construct {
                            kind: ConstructKind::Selection,
                            entry: b,
                            exit: Some(m),
                            partner: None,
                        });
                    }
                    (_, Some(b)) => {
                        // A terminator ends the block; its targets are the block's successors.
                        let Some(targets) = spirv_model::branch_targets(inst) else { continue };
                        for t in targets {
                            let (t, new) = f.node(t.get(), &mut nodes, f_index);
                            if new {
                                undefined.push((f.blocks[t].id, true));
                            }
                            f.blocks[t].predecessors.push(b);
                            f.blocks[b].successors.push(t);
                            f.blocks[t].structural_predecessors.push(b);
                            f.blocks[b].structural_successors.push(t);
                        }
                        f.blocks[b].terminator = Some(index);
                        current = None;
                    }
                    _ => {}
                }
            }
            if f.blocks.iter().any(|block| block.label.is_none()) {
                let mut set = ForwardIds::default();
                for &(id, added) in &undefined {
                    match added {
                        true => set.insert(id),
                        false => set.remove(id),
                    }
                }
                f.undefined.extend(set.iter());
            }
            scratch.undefined_log = undefined;
            f.by_id.extend(f.blocks.iter().enumerate().map(|(b, block)| (block.id, b)));
            f.by_id.sort_unstable();
            // The pseudo entry (id 0) and exit blocks.
            f.blocks.push(Block::default());
            f.blocks.push(Block { id: 0x40_0000, ..Block::default() });
            f.compute_reachability(scratch);
            f.compute_augmented_cfg(scratch);
            f.compute_dominators(scratch);
            cfg.functions.push(f);
        }
        scratch.nodes = nodes;
        cfg
    }
}

impl FunctionCfg {
    /// `ReachabilityPass`: the blocks reachable from the first, along branches and along
    /// structural successors.
    fn compute_reachability(&mut self, scratch: &mut Scratch) {
        let Some(first) = self.first_block() else { return };
        let stack = &mut scratch.stack;
        for structural in [false, true] {
            stack.clear();
            stack.push(first);
            while let Some(b) = stack.pop() {
                let block = &mut self.blocks[b];
                let seen = if structural { &mut block.structurally_reachable } else { &mut block.reachable };
                if *seen {
                    continue;
                }
                *seen = true;
                let next = if structural { &block.structural_successors } else { &block.successors };
                stack.extend(next.iter().copied());
            }
        }
    }

    /// The pseudo entry block's successors (the blocks no other reaches) and the pseudo exit
    /// block's predecessors (the blocks that reach no other), on the structural graph
    /// (`ComputeAugmentedCFG`).
    fn compute_augmented_cfg(&mut self, scratch: &mut Scratch) {
        let (mut sources, mut sinks) = (core::mem::take(&mut scratch.sources), core::mem::take(&mut scratch.sinks));
        graph::traversal_roots(
            self.order.iter().copied(),
            self.blocks.len(),
            |b| &self.blocks[b].structural_successors,
            |b| &self.blocks[b].structural_predecessors,
            &mut sources,
            &mut scratch.graph,
        );
        graph::traversal_roots(
            self.order.iter().rev().copied(),
            self.blocks.len(),
            |b| &self.blocks[b].structural_predecessors,
            |b| &self.blocks[b].structural_successors,
            &mut sinks,
            &mut scratch.graph,
        );
        let (entry, exit) = (self.pseudo_entry(), self.pseudo_exit());
        let mut augmented = core::mem::take(&mut self.augmented);
        augmented.clear();
        // Appends `first` then `rest` to the list: where they are.
        let mut append = |first: usize, rest: &[usize]| {
            let start = augmented.len() as u32;
            augmented.push(first);
            augmented.extend_from_slice(rest);
            Some((start, augmented.len() as u32))
        };
        for &b in &sources {
            self.blocks[b].augmented_predecessors = append(entry, &self.blocks[b].structural_predecessors);
        }
        if let Some((&first, rest)) = sources.split_first() {
            self.blocks[entry].augmented_successors = append(first, rest);
        } else {
            self.blocks[entry].augmented_successors = Some((0, 0));
        }
        for &b in &sinks {
            self.blocks[b].augmented_successors = append(exit, &self.blocks[b].structural_successors);
        }
        if let Some((&first, rest)) = sinks.split_first() {
            self.blocks[exit].augmented_predecessors = append(first, rest);
        } else {
            self.blocks[exit].augmented_predecessors = Some((0, 0));
        }
        self.augmented = augmented;
        (scratch.sources, scratch.sinks) = (sources, sinks);
    }

    /// The immediate dominators on the augmented graph, from the first block.
    fn compute_dominators(&mut self, scratch: &mut Scratch) {
        let Some(first) = self.first_block() else { return };
        let n = self.blocks.len();
        let walks = &mut scratch.graph;
        let mut postorder = core::mem::take(&mut scratch.postorder);
        postorder.clear();
        graph::depth_first(first, n, |b| self.augmented_succ(b, false), |b| postorder.push(b), None, walks);
        let mut idom = core::mem::take(&mut scratch.idom);
        idom.clear();
        idom.resize(n, None);
        graph::dominators(
            &postorder,
            n,
            |b| self.augmented_pred(b, false),
            |b, d| idom[b] = (b != d).then_some(d),
            walks,
        );
        scratch.postorder = postorder;
        for (block, d) in self.blocks.iter_mut().zip(&idom) {
            block.idom = *d;
        }
        let mut dom_tree = core::mem::take(&mut self.dom_tree);
        dom_tree.rebuild(&idom, walks);
        self.dom_tree = dom_tree;
        scratch.idom = idom;
    }

    /// Whether `a` dominates `b` (along [`Block::idom`]; a block dominates itself).
    pub(crate) fn dominates(&self, a: usize, b: usize) -> bool {
        self.dom_tree.dominates(a, b)
    }
}
