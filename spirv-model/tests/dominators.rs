//! `Function::dominators` on every function of the corpus and on random graphs, against the
//! definition rather than another implementation of the algorithm: `a` dominates `b` exactly
//! when `b`, reachable from the entry block, is no longer reachable once `a` is taken out of
//! the graph; the immediate dominator of `b` is the strict dominator that all its other strict
//! dominators dominate.

use std::collections::HashMap;

mod common;

use spirv_core::Module;
use spirv_core::text::assemble;
use spirv_model::{Function, Model};

/// The blocks (indices into `successors`) the entry, block 0, reaches when block `removed` (if
/// any) is taken out.
fn reachable(successors: &[Vec<usize>], removed: Option<usize>) -> Vec<bool> {
    let mut seen = vec![false; successors.len()];
    if successors.is_empty() || removed == Some(0) {
        return seen;
    }
    let mut stack = vec![0];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for &s in &successors[b] {
            if !seen[s] && Some(s) != removed {
                seen[s] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// The most blocks taken out, one at a time, per function: each removal walks the function,
/// so a function of more blocks is checked on a sample of them (every block is still the `b`
/// of each check). The corpus's largest function has 307 blocks: it is checked whole.
const MOST_REMOVALS: usize = 500;

/// Checks `f`'s dominators against the definition; the number of (a, b) pairs checked.
fn check_function(name: &str, model: &Model<'_, '_>, f: &Function) -> usize {
    let n = f.blocks.len();
    // Successors by index, the first block of a label met twice (as `Function::dominators`).
    let mut by_label = HashMap::new();
    for (i, b) in f.blocks.iter().enumerate() {
        by_label.entry(b.label).or_insert(i);
    }
    let successors: Vec<Vec<usize>> =
        f.blocks.iter().map(|b| b.successors(model).filter_map(|s| by_label.get(&s).copied()).collect()).collect();
    let dominators = f.dominators(model);
    let reached = reachable(&successors, None);
    for (b, &reached) in reached.iter().enumerate() {
        assert_eq!(dominators.is_reachable(b), reached, "{name}: function {}, block {b}", f.id.get());
    }
    let step = n.div_ceil(MOST_REMOVALS).max(1);
    let mut pairs = 0;
    // `strict[b]`: the strict dominators of `b` among the blocks taken out.
    let mut strict: Vec<Vec<usize>> = vec![Vec::new(); n];
    for a in (0..n).step_by(step) {
        let without = reachable(&successors, Some(a));
        for b in 0..n {
            let expected = if reached[b] { !without[b] } else { a == b };
            assert_eq!(
                dominators.dominates(a, b),
                expected,
                "{name}: function {}, does block {a} dominate block {b}?",
                f.id.get()
            );
            if expected && a != b {
                strict[b].push(a);
            }
            pairs += 1;
        }
    }
    for b in 0..n {
        let idom = dominators.immediate_dominator(b);
        let at = format!("{name}: function {}, block {b}, immediate dominator {idom:?}", f.id.get());
        if !reached[b] || b == 0 {
            assert_eq!(idom, None, "{at}");
            continue;
        }
        let idom = idom.unwrap_or_else(|| panic!("{at}: none"));
        // A strict dominator (by the definition: `b` is not reached without it)...
        let strictly_dominates = match idom % step {
            0 => strict[b].contains(&idom),
            _ => !reachable(&successors, Some(idom))[b],
        };
        assert!(idom != b && strictly_dominates, "{at}: not a strict dominator");
        // ... that every other one (sampled) dominates.
        for &a in &strict[b] {
            assert!(dominators.dominates(a, idom), "{at}: not dominated by block {a}");
        }
    }
    pairs
}

#[test]
fn dominators_of_the_corpus_agree_with_the_definition() {
    let (mut modules, mut functions, mut blocks, mut pairs, mut largest) = (0, 0, 0, 0, 0);
    for (name, bytes) in common::corpus_modules() {
        let module = Module::decode(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        let model = Model::new(&module);
        for f in model.functions() {
            pairs += check_function(&name, &model, f);
            functions += 1;
            blocks += f.blocks.len();
            largest = largest.max(f.blocks.len());
        }
        modules += 1;
    }
    assert!(modules > 2000, "{modules} corpus modules");
    assert!(
        functions > modules && blocks > functions && pairs > blocks,
        "{functions} functions, {blocks} blocks, {pairs} pairs"
    );
    println!(
        "{modules} modules, {functions} functions, {blocks} blocks (at most {largest} in one), {pairs} pairs checked"
    );
}

#[test]
fn dominators_of_random_graphs_agree_with_the_definition() {
    // The same graphs on every run.
    let mut next = common::numbers(0x9E37_79B9_7F4A_7C15_u64);
    let (mut graphs, mut pairs, mut unreachable) = (0, 0, 0);
    for _ in 0..600 {
        let n = 1 + next(30);
        let words = assemble(common::random_function(n, &mut next).as_bytes(), &Default::default()).expect("assembles");
        let module = Module::decode_words(&words).expect("decodes");
        let model = Model::new(&module);
        let f = &model.functions()[0];
        assert_eq!(f.blocks.len(), n);
        pairs += check_function("a random graph", &model, f);
        let dominators = f.dominators(&model);
        unreachable += (0..n).filter(|&b| !dominators.is_reachable(b)).count();
        graphs += 1;
    }
    assert!(pairs > 100_000 && unreachable > 1000, "{pairs} pairs, {unreachable} unreachable blocks");
    println!("{graphs} random graphs, {pairs} pairs checked, {unreachable} blocks unreachable");
}
