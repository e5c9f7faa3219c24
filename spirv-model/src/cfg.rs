//! spirv-val's model of each function's control-flow graph, as it builds it while it parses a
//! module (SPIRV-Tools' `source/val/function.cpp`, `basic_block.cpp`, `construct.cpp` and
//! `source/cfa.h`): the blocks (those defined by an `OpLabel` and those only referenced), their
//! successors and predecessors along branches and the structural ones (where a header's merge
//! block and continue target count as successors too), the kinds of block the merge
//! instructions give ([`BlockKind`]), the constructs they declare ([`Construct`]), reachability
//! and structural reachability (`ReachabilityPass`), the augmented graph with its pseudo entry
//! and exit blocks (`ComputeAugmentedCFG`), and the immediate dominators on it.
//!
//! [`ModuleCfg::new`] builds the graphs of every function of a [`Model`], on request (the
//! model does not build them): spirv-validate's control-flow, structured control-flow and
//! dominance passes read them. It reads the model's functions ([`Model::functions`]: each one's
//! instructions), ends blocks where [`branch_targets`] says and takes their successors from it,
//! and runs [`graph`]'s algorithms, which are spirv-val's. It walks the instructions as
//! spirv-val's parse does, so that a damaged function (a label inside an unterminated block,
//! instructions after a terminator, a label defined twice, a branch to a label defined nowhere)
//! is the graph spirv-val makes of it; in a well-formed function the defined blocks are the
//! model's [`Function::blocks`](crate::Function::blocks), in the same order, and each one's
//! successors its [`Block::successors`](crate::Block::successors).
//!
//! Its dominators differ from [`Function::dominators`](crate::Function::dominators)', which are
//! along the branches alone: these are on the augmented graph (the pseudo entry block
//! precedes every block no other reaches), as spirv-val computes them. On the blocks the first
//! block reaches they agree (`spirv-model/tests/cfg.rs`).
//!
//! Blocks are indices into [`FunctionCfg::blocks`]; ids are `u32` (the pseudo entry block's is 0,
//! the pseudo exit block's `0x40_0000`, as in spirv-val). Building allocates nothing once a
//! [`Scratch`] has served a module as large (give it back the graphs with
//! [`Scratch::recycle`]). Every traversal is iterative and bounded by the number of blocks:
//! nothing here recurses on the input's depth.
//!
//! ```
//! use spirv_core::Module;
//! use spirv_model::Model;
//! use spirv_model::cfg::{BlockKind, ConstructKind, ModuleCfg, Scratch};
//!
//! let words = spirv_core::text::assemble(b"
//!     OpCapability Shader
//!     OpMemoryModel Logical GLSL450
//!     %void = OpTypeVoid
//!     %bool = OpTypeBool
//!     %true = OpConstantTrue %bool
//!     %fn = OpTypeFunction %void
//!     %f = OpFunction %void None %fn
//!     %entry = OpLabel
//!     OpLoopMerge %end %cont None
//!     OpBranchConditional %true %body %end
//!     %body = OpLabel
//!     OpBranch %cont
//!     %cont = OpLabel
//!     OpBranch %entry
//!     %end = OpLabel
//!     OpReturn
//!     OpFunctionEnd
//! ", &Default::default()).unwrap();
//! let module = Module::decode_words(&words).unwrap();
//! let model = Model::new(&module);
//! let mut scratch = Scratch::default();
//! let cfg = ModuleCfg::new(&model, &mut scratch);
//! let f = &cfg.functions()[0];
//! // The model's blocks, in module order: %entry, %body, %cont, %end.
//! let [entry, body, cont, end] = [0, 1, 2, 3].map(|i| f.block(model.functions()[0].blocks[i].label.get()).unwrap());
//! let blocks = f.blocks();
//! assert_eq!(f.order(), [entry, body, cont, end]);
//! assert_eq!(blocks[entry].successors(), [body, end]);
//! // The merge block and the continue target are structural successors of the header.
//! assert_eq!(blocks[entry].structural_successors(), [end, cont, body, end]);
//! assert!(blocks[entry].is(BlockKind::LOOP) && blocks[cont].is(BlockKind::CONTINUE));
//! assert!(blocks[end].is(BlockKind::MERGE) && blocks[end].merge_header() == Some(entry));
//! let lp = f.entry_construct(entry, ConstructKind::Loop).unwrap();
//! assert_eq!(f.constructs()[lp].exit, Some(end));
//! // Dominators on the augmented graph; %end, which returns, precedes the pseudo exit block.
//! assert!(f.dominates(entry, end) && !f.dominates(body, end));
//! assert_eq!(blocks[cont].immediate_dominator(), Some(body));
//! assert_eq!(f.augmented_successors(end, true), [f.pseudo_exit()]);
//! // Each instruction's function and block.
//! let label = blocks[cont].label().unwrap();
//! assert_eq!(cfg.block_of(label + 1), Some((0, cont)));
//! scratch.recycle(cfg); // its memory serves the next module's graphs
//! ```

use alloc::vec::Vec;

use spirv_core::IdMap;
use spirv_core::spec::Instruction;

use crate::graph::{self, DomTree};
use crate::{Model, branch_targets};

/// No block or function (in the per-instruction tables).
const NONE: u32 = u32::MAX;

/// The kinds of block merge instructions make (spirv-val's `BlockType`), as a set: a block may be
/// of several (a loop's header may be another's merge block).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BlockKind(u8);

impl BlockKind {
    /// No kind.
    pub const NONE: BlockKind = BlockKind(0);
    /// A loop header (its block has an `OpLoopMerge`).
    pub const LOOP: BlockKind = BlockKind(1);
    /// A selection header (its block has an `OpSelectionMerge`).
    pub const SELECTION: BlockKind = BlockKind(2);
    /// A merge block some merge instruction names.
    pub const MERGE: BlockKind = BlockKind(4);
    /// A continue target some `OpLoopMerge` names.
    pub const CONTINUE: BlockKind = BlockKind(8);

    /// Whether the two sets share a kind.
    #[inline]
    pub const fn intersects(self, other: BlockKind) -> bool {
        self.0 & other.0 != 0
    }
}

impl core::ops::BitOr for BlockKind {
    type Output = BlockKind;
    fn bitor(self, other: BlockKind) -> BlockKind {
        BlockKind(self.0 | other.0)
    }
}

impl core::ops::BitOrAssign for BlockKind {
    fn bitor_assign(&mut self, other: BlockKind) {
        self.0 |= other.0;
    }
}

/// A block's successors or predecessors: most blocks have one or two.
type Edges = smallvec::SmallVec<[usize; 2]>;

/// A block of a function's graph (spirv-val's `BasicBlock`): one defined by an `OpLabel`, one
/// only referenced (by a branch or a merge instruction), or one of the pseudo entry and exit
/// blocks of the augmented graph.
#[derive(Debug, Default, Clone)]
pub struct BasicBlock {
    id: u32,
    /// Its `OpLabel` (`None`: referenced but not defined in the function, or a pseudo block).
    label: Option<usize>,
    /// Its terminator, once met.
    terminator: Option<usize>,
    /// The instruction that first named it in the function (its label or a reference).
    first_named: Option<usize>,
    successors: Edges,
    predecessors: Edges,
    structural_successors: Edges,
    structural_predecessors: Edges,
    kind: BlockKind,
    reachable: bool,
    structurally_reachable: bool,
    /// The immediate dominator in the augmented graph.
    idom: Option<usize>,
    /// The construct of each [`ConstructKind`] (as an index) the block is the entry of (the last
    /// registered).
    constructs: [Option<u32>; 3],
    /// The header that last declared the block as its merge block.
    merge_header: Option<usize>,
    /// The headers naming the block as their merge block, in module order.
    merge_users: Edges,
    /// Where the augmented graph's successors and predecessors are in
    /// [`FunctionCfg`]'s list of them, if they differ from the structural ones (`start..end`).
    augmented_successors: Option<(u32, u32)>,
    augmented_predecessors: Option<(u32, u32)>,
}

impl BasicBlock {
    /// Its id: its label's (0 for the pseudo entry block, `0x40_0000` for the pseudo exit).
    #[inline]
    pub fn id(&self) -> u32 {
        self.id
    }

    /// Its `OpLabel`, an index into the module's instructions: none for a block the function
    /// references and does not define, and for the pseudo blocks.
    #[inline]
    pub fn label(&self) -> Option<usize> {
        self.label
    }

    /// Its terminator, an index into the module's instructions (none if its block never ends).
    #[inline]
    pub fn terminator(&self) -> Option<usize> {
        self.terminator
    }

    /// The instruction that first named it in its function: its `OpLabel`, or the branch or
    /// merge instruction that referenced it before (none for the pseudo blocks).
    #[inline]
    pub fn first_named(&self) -> Option<usize> {
        self.first_named
    }

    /// The blocks its terminator branches to, in operand order (repeats kept).
    #[inline]
    pub fn successors(&self) -> &[usize] {
        &self.successors
    }

    /// The blocks that branch to it, in the order the function's branches are met (a block
    /// branching twice to it counted twice).
    #[inline]
    pub fn predecessors(&self) -> &[usize] {
        &self.predecessors
    }

    /// Its successors with the merge block and continue target of its merge instruction
    /// (those first, in operand order, then the branches').
    #[inline]
    pub fn structural_successors(&self) -> &[usize] {
        &self.structural_successors
    }

    /// Its predecessors with the headers naming it their merge block or continue target.
    #[inline]
    pub fn structural_predecessors(&self) -> &[usize] {
        &self.structural_predecessors
    }

    /// Its kinds.
    #[inline]
    pub fn kind(&self) -> BlockKind {
        self.kind
    }

    /// Whether it is of one of `kinds`.
    #[inline]
    pub fn is(&self, kinds: BlockKind) -> bool {
        self.kind.intersects(kinds)
    }

    /// Whether the function's first block reaches it along branches.
    #[inline]
    pub fn is_reachable(&self) -> bool {
        self.reachable
    }

    /// Whether the function's first block reaches it along structural successors.
    #[inline]
    pub fn is_structurally_reachable(&self) -> bool {
        self.structurally_reachable
    }

    /// Its immediate dominator in the augmented graph, from the first block: none for the
    /// first block and for the blocks it does not reach. The pseudo entry block is none's.
    #[inline]
    pub fn immediate_dominator(&self) -> Option<usize> {
        self.idom
    }

    /// The header whose merge instruction last named it as the merge block.
    #[inline]
    pub fn merge_header(&self) -> Option<usize> {
        self.merge_header
    }

    /// The headers whose merge instructions name it as the merge block, in module order.
    #[inline]
    pub fn merge_users(&self) -> &[usize] {
        &self.merge_users
    }
}

/// The kind of a construct.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ConstructKind {
    /// From a selection header to its merge block.
    Selection,
    /// From a loop header to its merge block.
    Loop,
    /// From a continue target to the block with the back edge to its loop's header.
    Continue,
}

/// A construct a merge instruction declares (spirv-val's `Construct`); blocks are indices into
/// [`FunctionCfg::blocks`], partners into [`FunctionCfg::constructs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Construct {
    /// Its kind.
    pub kind: ConstructKind,
    /// Its header (the continue target, for a continue construct).
    pub entry: usize,
    /// The merge block; none for a continue construct (whose exit, the back-edge block, is
    /// found by a traversal the graph does not make).
    pub exit: Option<usize>,
    /// The loop construct of a continue construct, the continue construct of a loop.
    pub partner: Option<usize>,
}

/// A function's graph.
#[derive(Debug, Default, Clone)]
pub struct FunctionCfg {
    id: u32,
    /// Its `OpFunction`.
    index: usize,
    /// Its blocks (in the order first named), then the pseudo entry and exit blocks.
    blocks: Vec<BasicBlock>,
    /// The defined blocks, in module order.
    order: Vec<usize>,
    /// (id, block) of every block but the pseudo ones, sorted by id.
    by_id: Vec<(u32, usize)>,
    /// Whether some block is referenced and not defined.
    undefined: bool,
    constructs: Vec<Construct>,
    /// The augmented graph's successors and predecessors where they differ from a block's
    /// structural ones, one list after another.
    augmented: Vec<usize>,
    /// The tree of the immediate dominators.
    dom_tree: DomTree,
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
        *undefined = false;
        constructs.clear();
        augmented.clear();
        dom_tree.clear();
    }

    /// The id of its `OpFunction`.
    #[inline]
    pub fn id(&self) -> u32 {
        self.id
    }

    /// Its `OpFunction`, an index into the module's instructions.
    #[inline]
    pub fn index(&self) -> usize {
        self.index
    }

    /// Its blocks: those it defines or references, in the order first named, then the pseudo
    /// entry and exit blocks.
    #[inline]
    pub fn blocks(&self) -> &[BasicBlock] {
        &self.blocks
    }

    /// The blocks it defines, in module order (spirv-val's `ordered_blocks`); the first is its
    /// first block.
    #[inline]
    pub fn order(&self) -> &[usize] {
        &self.order
    }

    /// Its first block, if it has blocks.
    #[inline]
    pub fn first_block(&self) -> Option<usize> {
        self.order.first().copied()
    }

    /// The pseudo entry block of the augmented graph.
    #[inline]
    pub fn pseudo_entry(&self) -> usize {
        self.blocks.len() - 2
    }

    /// The pseudo exit block of the augmented graph.
    #[inline]
    pub fn pseudo_exit(&self) -> usize {
        self.blocks.len() - 1
    }

    /// The block of id `id` (defined or referenced; not a pseudo block).
    #[inline]
    pub fn block(&self, id: u32) -> Option<usize> {
        let at = self.by_id.binary_search_by_key(&id, |&(i, _)| i).ok()?;
        Some(self.by_id[at].1)
    }

    /// Whether some block is referenced and not defined in the function (those without a
    /// [`BasicBlock::label`], pseudo blocks aside).
    #[inline]
    pub fn has_undefined_blocks(&self) -> bool {
        self.undefined
    }

    /// The constructs its merge instructions declare, in module order (a loop's, then its
    /// continue construct).
    #[inline]
    pub fn constructs(&self) -> &[Construct] {
        &self.constructs
    }

    /// The construct of `kind` block `b` is the entry of (the last declared).
    #[inline]
    pub fn entry_construct(&self, b: usize, kind: ConstructKind) -> Option<usize> {
        self.blocks.get(b)?.constructs[kind as usize].map(|k| k as usize)
    }

    /// Successors in the augmented graph: a block's (its structural ones if `structural`); for
    /// a block that reaches no other, the pseudo exit block then its structural successors;
    /// for the pseudo entry block, the blocks no other reaches (then, in cycles no such block
    /// reaches, one block of each). Sources and sinks are those of the structural graph
    /// whatever `structural`, as spirv-val has them.
    #[inline]
    pub fn augmented_successors(&self, b: usize, structural: bool) -> &[usize] {
        let block = &self.blocks[b];
        match block.augmented_successors {
            Some((start, end)) => &self.augmented[start as usize..end as usize],
            None if structural => &block.structural_successors,
            None => &block.successors,
        }
    }

    /// Predecessors in the augmented graph, as [`FunctionCfg::augmented_successors`].
    #[inline]
    pub fn augmented_predecessors(&self, b: usize, structural: bool) -> &[usize] {
        let block = &self.blocks[b];
        match block.augmented_predecessors {
            Some((start, end)) => &self.augmented[start as usize..end as usize],
            None if structural => &block.structural_predecessors,
            None => &block.predecessors,
        }
    }

    /// Whether `a` dominates `b` in the augmented graph from the first block (along
    /// [`BasicBlock::immediate_dominator`]; a block dominates itself).
    #[inline]
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        self.dom_tree.dominates(a, b)
    }

    /// The block `id` names, made if this function has none yet (`true` then), first named by
    /// instruction `index`; `nodes` maps ids to blocks of the function numbered `function` (+ 1).
    fn node(&mut self, id: u32, index: usize, nodes: &mut IdMap<(u32, u32)>, function: u32) -> (usize, bool) {
        let slot = nodes.entry(id);
        if slot.0 == function + 1 {
            return (slot.1 as usize, false);
        }
        let b = self.blocks.len();
        *slot = (function + 1, b as u32);
        self.blocks.push(BasicBlock { id, first_named: Some(index), ..BasicBlock::default() });
        (b, true)
    }

    fn add_construct(&mut self, construct: Construct) -> usize {
        let i = self.constructs.len();
        self.blocks[construct.entry].constructs[construct.kind as usize] = Some(i as u32);
        self.constructs.push(construct);
        i
    }
}

/// The buffers building graphs works in, kept from one module to the next: once they are
/// large enough, building allocates nothing.
#[derive(Debug, Default)]
pub struct Scratch {
    /// Those of the graph algorithms.
    graph: graph::Scratch,
    /// A postorder, for [`graph::dominators`].
    postorder: Vec<usize>,
    /// [`FunctionCfg::compute_reachability`]'s stack.
    stack: Vec<usize>,
    /// [`graph::traversal_roots`]' answers for the augmented graph: its sources and sinks.
    sources: Vec<usize>,
    sinks: Vec<usize>,
    /// Immediate dominators being worked out.
    idom: Vec<Option<usize>>,
    /// Blocks by id.
    nodes: IdMap<(u32, u32)>,
    /// The memory of the last module's graphs, emptied: its tables and its functions'.
    spare: ModuleCfg,
    spare_functions: Vec<FunctionCfg>,
}

impl Scratch {
    /// Keeps the memory of `cfg`, graphs no longer used, for the next ones built.
    pub fn recycle(&mut self, mut cfg: ModuleCfg) {
        self.spare_functions.append(&mut cfg.functions);
        self.spare = cfg;
    }
}

/// The graphs of a module's functions, and where each instruction is.
#[derive(Debug, Default, Clone)]
pub struct ModuleCfg {
    functions: Vec<FunctionCfg>,
    /// Per instruction: the function it is in (not its `OpFunction`).
    function_of: Vec<u32>,
    /// Per instruction: its block (not its `OpLabel`).
    block_of: Vec<u32>,
}

impl ModuleCfg {
    /// The graphs of the functions of `model`, in module order ([`Model::functions`]'), in
    /// `scratch`'s memory.
    pub fn new(model: &Model<'_, '_>, scratch: &mut Scratch) -> Self {
        let module = model.module();
        let instructions = &module.instructions;
        // In the memory of the last module's graphs, if any.
        let mut cfg = core::mem::take(&mut scratch.spare);
        cfg.functions.clear();
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
        // Every instruction has a word at least, and defines one id at most.
        nodes.reset_for_input(instructions.len(), module.header.bound);
        for function in model.functions() {
            let f_index = cfg.functions.len() as u32;
            let range = function.instructions.clone();
            let mut f = scratch.spare_functions.pop().unwrap_or_default();
            f.reset(function.id.get(), range.start);
            // Its blocks, and the pseudo entry and exit blocks (more if some are only referenced).
            f.blocks.reserve(function.blocks.len() + 2);
            f.order.reserve(function.blocks.len());
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
                        let (b, _) = f.node(result_id.get(), index, &mut nodes, f_index);
                        if f.blocks[b].label.is_none() {
                            f.blocks[b].label = Some(index);
                            f.order.push(b);
                            current = Some(b);
                        }
                    }
                    (Instruction::LoopMerge { merge_block, continue_target, .. }, Some(b)) => {
                        let (m, _) = f.node(merge_block.get(), index, &mut nodes, f_index);
                        let (k, _) = f.node(continue_target.get(), index, &mut nodes, f_index);
                        for s in [m, k] {
                            f.blocks[b].structural_successors.push(s);
                            f.blocks[s].structural_predecessors.push(b);
                        }
                        f.blocks[b].kind |= BlockKind::LOOP;
                        f.blocks[m].kind |= BlockKind::MERGE;
                        f.blocks[k].kind |= BlockKind::CONTINUE;
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
                        let (m, _) = f.node(merge_block.get(), index, &mut nodes, f_index);
                        f.blocks[b].kind |= BlockKind::SELECTION;
                        f.blocks[m].kind |= BlockKind::MERGE;
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
                        let Some(targets) = branch_targets(inst) else { continue };
                        for t in targets {
                            let (t, _) = f.node(t.get(), index, &mut nodes, f_index);
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
            f.undefined = f.blocks.iter().any(|block| block.label.is_none());
            f.by_id.extend(f.blocks.iter().enumerate().map(|(b, block)| (block.id, b)));
            f.by_id.sort_unstable();
            // The pseudo entry (id 0) and exit blocks.
            f.blocks.push(BasicBlock::default());
            f.blocks.push(BasicBlock { id: 0x40_0000, ..BasicBlock::default() });
            f.compute_reachability(scratch);
            f.compute_augmented_cfg(scratch);
            f.compute_dominators(scratch);
            cfg.functions.push(f);
        }
        scratch.nodes = nodes;
        cfg
    }

    /// The functions' graphs, in module order.
    #[inline]
    pub fn functions(&self) -> &[FunctionCfg] {
        &self.functions
    }

    /// The function (an index into [`ModuleCfg::functions`]) instruction `index` is in, from the
    /// instruction after its `OpFunction` to its `OpFunctionEnd` (spirv-val's
    /// `Instruction::function`).
    #[inline]
    pub fn function_of(&self, index: usize) -> Option<usize> {
        self.function_of.get(index).filter(|&&f| f != NONE).map(|&f| f as usize)
    }

    /// The function and block instruction `index` is in, from the instruction after the block's
    /// `OpLabel` to its terminator (spirv-val's `Instruction::block`).
    #[inline]
    pub fn block_of(&self, index: usize) -> Option<(usize, usize)> {
        let f = self.function_of(index)?;
        let b = *self.block_of.get(index).filter(|&&b| b != NONE)?;
        Some((f, b as usize))
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
        graph::depth_first(first, n, |b| self.augmented_successors(b, false), |b| postorder.push(b), None, walks);
        let mut idom = core::mem::take(&mut scratch.idom);
        idom.clear();
        idom.resize(n, None);
        graph::dominators(
            &postorder,
            n,
            |b| self.augmented_predecessors(b, false),
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
}
