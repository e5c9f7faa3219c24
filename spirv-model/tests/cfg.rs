//! `spirv_model::cfg` (spirv-val's model of each function's graph) on every function of the
//! corpus and on random graphs, against the model's own statements of the same facts: its
//! defined blocks are the model's blocks with their successors, its predecessors mirror its
//! successors, its structural successors include the branches', the pseudo exit block
//! post-dominates every block, and on the blocks the first one reaches its dominators are
//! `Function::dominators`'.

use std::collections::HashMap;

mod common;

use spirv_core::Module;
use spirv_core::spec::Instruction;
use spirv_core::text::assemble;
use spirv_model::cfg::{BlockKind, FunctionCfg, ModuleCfg, Scratch};
use spirv_model::graph::{self, DomTree};
use spirv_model::{Function, Merge, Model, branch_targets};

/// How many times `x` is in `list`.
fn count(list: &[usize], x: usize) -> usize {
    list.iter().filter(|&&y| y == x).count()
}

/// Checks the graph `g` of the well-formed function `f`; the number of dominance pairs compared.
fn check_function(
    name: &str,
    model: &Model<'_, '_>,
    f: &Function,
    g: &FunctionCfg,
    scratch: &mut graph::Scratch,
) -> usize {
    let at = |what: &str| format!("{name}: function {}: {what}", f.id.get());
    let blocks = g.blocks();
    assert_eq!(g.id(), f.id.get(), "{}", at("id"));
    assert_eq!(g.index(), f.instructions.start, "{}", at("OpFunction"));
    // The defined blocks are the model's, in module order; none is only referenced.
    assert!(!g.has_undefined_blocks(), "{}", at("undefined blocks"));
    assert_eq!(g.order().len(), f.blocks.len(), "{}", at("block count"));
    assert_eq!(blocks.len(), f.blocks.len() + 2, "{}", at("blocks and pseudo blocks"));
    let model_index: HashMap<u32, usize> = f.blocks.iter().enumerate().map(|(i, b)| (b.label.get(), i)).collect();
    for (&b, mb) in g.order().iter().zip(&f.blocks) {
        let block = &blocks[b];
        assert_eq!(block.id(), mb.label.get(), "{}", at("block order"));
        assert_eq!(g.block(block.id()), Some(b), "{}", at("block by id"));
        assert_eq!(block.label(), Some(mb.instructions.start), "{}", at("label"));
        // The terminator is the model's block's (its last instruction but the `OpLine` and
        // `OpNoLine` that may follow it), and its targets the successors, in the same order.
        let body = &model.module().instructions[mb.instructions.clone()];
        let last = body.iter().rposition(|i| branch_targets(i).is_some()).expect("a terminator");
        assert_eq!(block.terminator(), Some(mb.instructions.start + last), "{}", at("terminator"));
        assert!(mb.successors(model).eq(branch_targets(&body[last]).unwrap()), "{}", at("Block::successors"));
        let ids: Vec<u32> = block.successors().iter().map(|&s| blocks[s].id()).collect();
        let expected: Vec<u32> = branch_targets(&body[last]).unwrap().map(|s| s.get()).collect();
        assert_eq!(ids, expected, "{}", at("successors"));
        // The merge instruction gives the kinds and the structural successors.
        let merge = match last.checked_sub(1).map(|i| &body[i]) {
            Some(Instruction::SelectionMerge { merge_block, .. }) => Some(Merge::Selection { merge: *merge_block }),
            Some(Instruction::LoopMerge { merge_block, continue_target, .. }) => {
                Some(Merge::Loop { merge: *merge_block, continue_target: *continue_target })
            }
            _ => None,
        };
        assert_eq!(merge, mb.merge(model), "{}", at("Block::merge"));
        assert_eq!(block.is(BlockKind::LOOP), matches!(merge, Some(Merge::Loop { .. })), "{}", at("loop header"));
        assert_eq!(
            block.is(BlockKind::SELECTION),
            matches!(merge, Some(Merge::Selection { .. })),
            "{}",
            at("selection")
        );
        let structural: Vec<u32> = block.structural_successors().iter().map(|&s| blocks[s].id()).collect();
        let mut expected_structural: Vec<u32> = match merge {
            Some(Merge::Loop { merge, continue_target }) => vec![merge.get(), continue_target.get()],
            Some(Merge::Selection { merge }) => vec![merge.get()],
            None => vec![],
        };
        expected_structural.extend(&expected);
        assert_eq!(structural, expected_structural, "{}", at("structural successors"));
        for &s in block.successors() {
            assert!(count(block.structural_successors(), s) >= count(block.successors(), s), "{}", at("structural"));
            assert_eq!(count(blocks[s].predecessors(), b), count(block.successors(), s), "{}", at("predecessors"));
        }
        for &s in block.structural_successors() {
            assert_eq!(
                count(blocks[s].structural_predecessors(), b),
                count(block.structural_successors(), s),
                "{}",
                at("structural predecessors")
            );
        }
        if let Some(Merge::Loop { merge, .. } | Merge::Selection { merge }) = merge {
            let m = g.block(merge.get()).expect("merge block");
            assert!(blocks[m].is(BlockKind::MERGE) && blocks[m].merge_users().contains(&b), "{}", at("merge users"));
        }
    }
    // The pseudo exit block post-dominates every block, along the augmented structural graph.
    let n = blocks.len();
    let mut post_postorder = Vec::new();
    graph::depth_first(
        g.pseudo_exit(),
        n,
        |b| g.augmented_predecessors(b, true),
        |b| post_postorder.push(b),
        None,
        scratch,
    );
    let mut ipdom = vec![None; n];
    graph::dominators(
        &post_postorder,
        n,
        |b| g.augmented_successors(b, true),
        |b, d| ipdom[b] = (b != d).then_some(d),
        scratch,
    );
    let post_dominators = DomTree::new(&ipdom, scratch);
    for &b in g.order() {
        assert!(post_dominators.dominates(g.pseudo_exit(), b), "{}", at("the pseudo exit post-dominates"));
    }
    // The pseudo entry block reaches every block.
    let mut from_entry = vec![false; n];
    graph::depth_first(
        g.pseudo_entry(),
        n,
        |b| g.augmented_successors(b, true),
        |b| from_entry[b] = true,
        None,
        scratch,
    );
    assert!(g.order().iter().all(|&b| from_entry[b]), "{}", at("the pseudo entry reaches every block"));
    // Reachability and dominators, against the model's.
    let dominators = f.dominators(model);
    let mut pairs = 0;
    for &a in g.order() {
        let ma = model_index[&blocks[a].id()];
        assert_eq!(blocks[a].is_reachable(), dominators.is_reachable(ma), "{}", at("reachable"));
        assert!(!blocks[a].is_reachable() || blocks[a].is_structurally_reachable(), "{}", at("structurally reachable"));
        if !blocks[a].is_reachable() {
            continue;
        }
        let idom = blocks[a].immediate_dominator().map(|d| model_index[&blocks[d].id()]);
        assert_eq!(idom, dominators.immediate_dominator(ma), "{}", at("immediate dominator"));
        for &b in g.order() {
            let mb = model_index[&blocks[b].id()];
            if blocks[b].is_reachable() {
                assert_eq!(g.dominates(a, b), dominators.dominates(ma, mb), "{}", at("dominates"));
                pairs += 1;
            }
        }
    }
    pairs
}

/// Each function of `model` checked, in one graph built with `scratch`; (functions, pairs).
fn check_module(
    name: &str,
    model: &Model<'_, '_>,
    scratch: &mut Scratch,
    walks: &mut graph::Scratch,
) -> (usize, usize) {
    let cfg = ModuleCfg::new(model, scratch);
    assert_eq!(cfg.functions().len(), model.functions().len(), "{name}: functions");
    let mut pairs = 0;
    for (i, (f, g)) in model.functions().iter().zip(cfg.functions()).enumerate() {
        pairs += check_function(name, model, f, g, walks);
        // Each instruction of a block (but its label) is in it.
        for &b in g.order() {
            let block = &g.blocks()[b];
            let (label, terminator) = (block.label().unwrap(), block.terminator().unwrap());
            assert_eq!(cfg.block_of(label), None, "{name}: a label is in no block");
            for index in label + 1..=terminator {
                assert_eq!(cfg.block_of(index), Some((i, b)), "{name}: instruction {index}'s block");
            }
        }
        assert_eq!(cfg.function_of(f.instructions.start), None, "{name}: OpFunction is in no function");
        assert_eq!(cfg.function_of(f.instructions.end - 1), Some(i), "{name}: OpFunctionEnd");
    }
    scratch.recycle(cfg);
    (model.functions().len(), pairs)
}

#[test]
fn the_graphs_of_the_corpus_agree_with_the_model() {
    let (mut scratch, mut walks) = (Scratch::default(), graph::Scratch::default());
    let (mut modules, mut functions, mut pairs) = (0, 0, 0);
    for (name, bytes) in common::corpus_modules() {
        let module = Module::decode(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        let model = Model::new(&module);
        let (f, p) = check_module(&name, &model, &mut scratch, &mut walks);
        (functions, pairs) = (functions + f, pairs + p);
        modules += 1;
    }
    assert!(
        modules > 2000 && functions > modules && pairs > functions,
        "{modules} modules, {functions} functions, {pairs} pairs"
    );
    println!("{modules} modules, {functions} functions, {pairs} dominance pairs compared");
}

#[test]
fn the_graphs_of_random_functions_agree_with_the_model() {
    // The same graphs on every run.
    let mut next = common::numbers(0x2545_F491_4F6C_DD1D_u64);
    let (mut scratch, mut walks) = (Scratch::default(), graph::Scratch::default());
    let mut pairs = 0;
    for _ in 0..300 {
        let n = 1 + next(30);
        let words = assemble(common::random_function(n, &mut next).as_bytes(), &Default::default()).expect("assembles");
        let module = Module::decode_words(&words).expect("decodes");
        let model = Model::new(&module);
        pairs += check_module("a random graph", &model, &mut scratch, &mut walks).1;
    }
    assert!(pairs > 10_000, "{pairs} pairs");
}

/// A block only referenced (a merge block defined nowhere) is a block of the graph without a
/// label; the function says so.
#[test]
fn a_block_only_referenced_has_no_label() {
    let words = assemble(
        b"OpCapability Shader
          OpMemoryModel Logical GLSL450
          %void = OpTypeVoid
          %bool = OpTypeBool
          %true = OpConstantTrue %bool
          %fn = OpTypeFunction %void
          %f = OpFunction %void None %fn
          %entry = OpLabel
          OpSelectionMerge %missing None
          OpBranchConditional %true %then %missing
          %then = OpLabel
          OpReturn
          OpFunctionEnd",
        &Default::default(),
    )
    .expect("assembles");
    let module = Module::decode_words(&words).expect("decodes");
    let model = Model::new(&module);
    let cfg = ModuleCfg::new(&model, &mut Scratch::default());
    let g = &cfg.functions()[0];
    assert!(g.has_undefined_blocks());
    let blocks = g.blocks();
    // %entry, then %missing (named by the merge instruction before %then), then %then.
    assert_eq!(blocks.len(), 3 + 2);
    let missing = 1;
    assert_eq!(blocks[missing].label(), None);
    assert_eq!(blocks[missing].first_named(), blocks[0].terminator().map(|t| t - 1));
    assert!(blocks[missing].is(BlockKind::MERGE) && blocks[missing].merge_header() == Some(0));
    assert_eq!(g.order(), [0, 2]);
}
