//! What the validator keeps beside the control-flow graphs, which spirv-model builds
//! ([`spirv_model::cfg`], spirv-val's model of each function's graph): the buffers its passes
//! walk the graphs in, and the order spirv-val lists a function's undefined blocks in.

use alloc::vec::Vec;

use spirv_model::cfg::FunctionCfg;
use spirv_model::graph;

use crate::unordered_set::ForwardIds;

/// The buffers the graphs are built in and the passes walk them in, kept from one function
/// and one module to the next: once they are large enough, nothing is allocated.
#[derive(Debug, Default)]
pub(crate) struct Scratch {
    /// Building the graphs ([`spirv_model::cfg::ModuleCfg::new`]).
    pub(crate) cfg: spirv_model::cfg::Scratch,
    /// Those of the graph algorithms ([`spirv_model::graph`]).
    pub(crate) graph: graph::Scratch,
    /// A postorder, for [`graph::dominators`].
    pub(crate) postorder: Vec<usize>,
    /// The structured control-flow checks' marks of blocks seen.
    pub(crate) visited: Vec<bool>,
    /// The structured control-flow checks' nesting depths and the path to them, and their two
    /// sets of blocks.
    pub(crate) depths: Vec<Option<u32>>,
    pub(crate) depth_path: Vec<(usize, u32)>,
    pub(crate) block_sets: [Vec<u32>; 2],
}

/// The blocks `f` references and does not define, in the order spirv-val lists them: that of
/// its `std::unordered_set` of them, into which each block goes when first referenced and from
/// which it leaves when defined.
pub(crate) fn undefined_blocks(f: &FunctionCfg) -> Vec<u32> {
    let blocks = f.blocks();
    // (instruction, block, added) in the order spirv-val met them: a block is added where it is
    // first named, if that is not its label, and removed at its label.
    let mut log: Vec<(usize, usize, bool)> = Vec::new();
    for (b, block) in blocks.iter().enumerate() {
        let Some(first) = block.first_named() else { continue };
        if block.label() != Some(first) {
            log.push((first, b, true));
        }
        if let Some(label) = block.label() {
            log.push((label, b, false));
        }
    }
    log.sort_unstable();
    let mut set = ForwardIds::default();
    for &(_, b, added) in &log {
        match added {
            true => set.insert(blocks[b].id()),
            false => set.remove(blocks[b].id()),
        }
    }
    set.iter().collect()
}
