//! Algorithms on a directed graph whose nodes are the indices `0..n`, its edges given by
//! closures from a node to the slice of its successors or of its predecessors: a depth-first
//! traversal ([`depth_first`]), the immediate dominators ([`dominators`]), the dominator tree
//! that answers whether one node dominates another ([`DomTree`]), and the roots a traversal
//! needs to reach every node ([`traversal_roots`]).
//!
//! [`Function::dominators`](crate::Function::dominators) runs them on a function's blocks,
//! [`cfg`](crate::cfg) on spirv-val's graph of a function (its augmented graph), and
//! spirv-validate on that graph again for structural dominators and post-dominators. They are SPIRV-Tools' (`source/cfa.h`: `DepthFirstTraversal`,
//! `CalculateDominators`, `TraversalRoots`), in the same order of visits, so that what depends
//! on that order (the back edge found first, the dominators computed on a damaged graph) is
//! what spirv-val finds.
//!
//! Each works in a [`Scratch`] of buffers kept from one call to the next: once they are large
//! enough, a call allocates nothing. Every traversal is iterative and bounded by the number of
//! nodes: nothing here recurses on the input's depth.
//!
//! ```
//! use spirv_model::graph::{DomTree, Scratch, depth_first, dominators};
//!
//! // 0 → 1 → 3, 0 → 2 → 3, 3 → 1: node 0 dominates all, 3 is reached along either branch.
//! let succ: [&[usize]; 4] = [&[1, 2], &[3], &[3], &[1]];
//! let pred: [&[usize]; 4] = [&[], &[0, 3], &[0], &[1, 2]];
//! let mut scratch = Scratch::default();
//! let mut postorder = Vec::new();
//! let mut back_edges = Vec::new();
//! let mut back = |from, to| back_edges.push((from, to));
//! depth_first(0, 4, |b| succ[b], |b| postorder.push(b), Some(&mut back), &mut scratch);
//! assert_eq!((postorder.as_slice(), back_edges.as_slice()), ([3, 1, 2, 0].as_slice(), [(3, 1)].as_slice()));
//!
//! let mut idom = [None; 4];
//! dominators(&postorder, 4, |b| pred[b], |b, d| idom[b] = (b != d).then_some(d), &mut scratch);
//! assert_eq!(idom, [None, Some(0), Some(0), Some(0)]);
//! let tree = DomTree::new(&idom, &mut scratch);
//! assert!(tree.dominates(0, 3) && tree.dominates(1, 1) && !tree.dominates(1, 3));
//! ```

use alloc::vec::Vec;

/// The buffers the algorithms work in, kept from one call to the next (and from one graph to
/// the next): once they are large enough for a graph, its walks allocate nothing.
#[derive(Debug, Default)]
pub struct Scratch {
    /// [`depth_first`]'s marks and path.
    marks: Vec<u8>,
    path: Vec<(usize, usize)>,
    /// [`dominators`]' positions and dominators by position.
    position: Vec<usize>,
    dom: Vec<usize>,
    /// [`DomTree::rebuild`]'s children, siblings and path.
    first_child: Vec<usize>,
    next_sibling: Vec<usize>,
    tree_path: Vec<(usize, usize)>,
    /// [`traversal_roots`]' stack and visited marks.
    stack: Vec<usize>,
    visited: Vec<bool>,
}

/// A depth-first traversal of the nodes reachable from `entry` (of `n` nodes), as
/// `CFA::DepthFirstTraversal` makes it: successors in the order `succ` gives them, `post` told
/// each node in postorder, `back` each edge to a node on the current path (once per successor
/// entry, so an edge listed twice is told twice).
pub fn depth_first<'g>(
    entry: usize,
    n: usize,
    succ: impl Fn(usize) -> &'g [usize],
    mut post: impl FnMut(usize),
    mut back: Option<&mut dyn FnMut(usize, usize)>,
    scratch: &mut Scratch,
) {
    // Per node: bit 0, processed; bit 1, on the current path.
    const PROCESSED: u8 = 1;
    const ON_PATH: u8 = 2;
    let state = &mut scratch.marks;
    state.clear();
    state.resize(n, 0);
    let work = &mut scratch.path;
    work.clear();
    work.push((entry, 0));
    state[entry] = PROCESSED | ON_PATH;
    while let Some(&mut (block, ref mut next)) = work.last_mut() {
        let successors = succ(block);
        let Some(&child) = successors.get(*next) else {
            post(block);
            state[block] &= !ON_PATH;
            work.pop();
            continue;
        };
        *next += 1;
        if let Some(back) = back.as_mut()
            && state[child] & ON_PATH != 0
        {
            back(block, child);
        }
        if state[child] & PROCESSED == 0 {
            state[child] = PROCESSED | ON_PATH;
            work.push((child, 0));
        }
    }
}

/// Tells `found` the immediate dominator of each node of `postorder` (a postorder from a root,
/// such as [`depth_first`] gives; of `n` nodes), in postorder, by the algorithm of Cooper,
/// Harvey and Kennedy as `CFA::CalculateDominators` runs it. The root (last) is its own, and so
/// is a node whose dominator is left undefined (none on a graph whose `pred` agrees with the
/// successors the postorder was made along). Predecessors outside `postorder` (nodes the root
/// does not reach) are passed over.
pub fn dominators<'g>(
    postorder: &[usize],
    n: usize,
    pred: impl Fn(usize) -> &'g [usize],
    mut found: impl FnMut(usize, usize),
    scratch: &mut Scratch,
) {
    let len = postorder.len();
    if len == 0 {
        return;
    }
    let undefined = len;
    let position = &mut scratch.position;
    position.clear();
    position.resize(n, usize::MAX);
    for (i, &b) in postorder.iter().enumerate() {
        position[b] = i;
    }
    let dom = &mut scratch.dom;
    dom.clear();
    dom.resize(len, undefined);
    dom[len - 1] = len - 1;
    let known = |p: usize, dom: &[usize]| position.get(p).is_some_and(|&i| i != usize::MAX && dom[i] != undefined);
    // The algorithm settles in a few passes; the bound only guards against a damaged graph.
    for _ in 0..len + 3 {
        let mut changed = false;
        for i in (0..len - 1).rev() {
            let preds = pred(postorder[i]);
            let Some(&first) = preds.iter().find(|&&p| known(p, dom)) else { continue };
            let mut idom = position[first];
            for &p in preds {
                if p == first || !known(p, dom) {
                    continue;
                }
                let (mut f1, mut f2) = (position[p], idom);
                let mut steps = 0;
                while f1 != f2 && steps <= 2 * len {
                    while f1 < f2 && dom[f1] != undefined && steps <= 2 * len {
                        f1 = dom[f1];
                        steps += 1;
                    }
                    while f2 < f1 && dom[f2] != undefined && steps <= 2 * len {
                        f2 = dom[f2];
                        steps += 1;
                    }
                    steps += 1;
                }
                idom = f1;
            }
            if dom[i] != idom {
                dom[i] = idom;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for (i, &b) in postorder.iter().enumerate() {
        found(b, if dom[i] == undefined { b } else { postorder[dom[i]] });
    }
}

/// A dominator tree (a forest: nodes without a dominator are roots), numbered in depth-first
/// order so that whether one node dominates another is two comparisons: the same answer as
/// walking the chain of immediate dominators, as spirv-val does, without the walk.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct DomTree {
    /// Each node's (enter, exit) numbers (`u32::MAX` entering: not in the tree).
    numbers: Vec<(u32, u32)>,
}

impl DomTree {
    /// The tree of `parent` (each node's immediate dominator; itself or none for a root).
    pub fn new(parent: &[Option<usize>], scratch: &mut Scratch) -> Self {
        let mut tree = DomTree::default();
        tree.rebuild(parent, scratch);
        tree
    }

    /// Makes this the tree of `parent`, in its own memory.
    pub fn rebuild(&mut self, parent: &[Option<usize>], scratch: &mut Scratch) {
        let n = parent.len();
        let up = |b: usize| parent[b].filter(|&p| p != b && p < n);
        // Each node's first child and next sibling, children in increasing order.
        let first_child = &mut scratch.first_child;
        let next_sibling = &mut scratch.next_sibling;
        first_child.clear();
        first_child.resize(n, usize::MAX);
        next_sibling.clear();
        next_sibling.resize(n, usize::MAX);
        for b in (0..n).rev() {
            if let Some(p) = up(b) {
                next_sibling[b] = first_child[p];
                first_child[p] = b;
            }
        }
        let tree = self;
        tree.numbers.clear();
        tree.numbers.resize(n, (u32::MAX, 0));
        let mut clock = 0u32;
        // The path from the root, each node with the child to visit next.
        let stack = &mut scratch.tree_path;
        stack.clear();
        for root in (0..n).filter(|&b| up(b).is_none()) {
            stack.push((root, first_child[root]));
            tree.numbers[root].0 = clock;
            clock += 1;
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                if *next != usize::MAX {
                    let child = *next;
                    *next = next_sibling[child];
                    tree.numbers[child].0 = clock;
                    clock += 1;
                    stack.push((child, first_child[child]));
                } else {
                    tree.numbers[b].1 = clock;
                    clock += 1;
                    stack.pop();
                }
            }
        }
    }

    /// Empties the tree, keeping its memory.
    pub fn clear(&mut self) {
        self.numbers.clear();
    }

    /// Whether `a` is `b` or one of its dominators (any node is its own; a node outside the
    /// tree dominates only itself).
    #[inline]
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        let number = |x: usize| self.numbers.get(x).filter(|(enter, _)| *enter != u32::MAX);
        match (number(a), number(b)) {
            _ if a == b => true,
            (Some((a_in, a_out)), Some((b_in, b_out))) => a_in <= b_in && b_out <= a_out,
            _ => false,
        }
    }
}

/// The roots from which a depth-first traversal reaches every node of `nodes` (of `n`), into
/// `roots`: those with no predecessors, then (in the order given) those left, in cycles no
/// root reaches (`CFA::TraversalRoots`).
pub fn traversal_roots<'g>(
    nodes: impl Iterator<Item = usize> + Clone,
    n: usize,
    succ: impl Fn(usize) -> &'g [usize],
    pred: impl Fn(usize) -> &'g [usize],
    roots: &mut Vec<usize>,
    scratch: &mut Scratch,
) {
    let visited = &mut scratch.visited;
    visited.clear();
    visited.resize(n, false);
    roots.clear();
    let stack = &mut scratch.stack;
    stack.clear();
    let mut mark = |root: usize, visited: &mut Vec<bool>| {
        // Nodes reached from a node already visited are visited too: the walk stops there.
        stack.push(root);
        while let Some(b) = stack.pop() {
            if core::mem::replace(&mut visited[b], true) {
                continue;
            }
            stack.extend(succ(b).iter().copied().filter(|&s| !visited[s]));
        }
    };
    for b in nodes.clone() {
        if pred(b).is_empty() && !visited[b] {
            roots.push(b);
            mark(b, visited);
        }
    }
    for b in nodes {
        if !visited[b] {
            roots.push(b);
            mark(b, visited);
        }
    }
}
