//! `PerformCfgChecks` (SPIRV-Tools' `source/val/validate_cfg.cpp`, its whole-module part): every
//! block a function references is defined in it, blocks come after their dominators, the
//! nesting depth of control flow, and, in shaders, structured control flow: back edges reach
//! loop headers only and one per loop, constructs (selections, loops, continues) dominate their
//! merge blocks and are left only by structured exits, switches' case constructs fall through
//! in order, and every divergence is structured.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::spec::{Capability, ExecutionMode, Instruction};

use spirv_model::graph::{DomTree, depth_first, dominators};

use crate::by_class::Class;
use spirv_model::cfg::{BlockKind, Construct, ConstructKind, FunctionCfg, ModuleCfg};

use crate::cfg_graph::{Scratch, undefined_blocks};
use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::error::{Report, Stop};

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let cfg = c.module_cfg();
    let shader = c.declares_capability(Capability::Shader);
    let mut scratch = core::mem::take(&mut c.graph_scratch);
    for f in cfg.functions() {
        if let Err(e) = check_function(c, f, shader, &mut scratch) {
            report.error(e)?;
        }
    }
    c.graph_scratch = scratch;
    if let Err(e) = maximal_reconvergence(c, &cfg) {
        report.error(e)?;
    }
    Ok(())
}

/// In the functions an entry point with the `MaximallyReconvergesKHR` execution mode calls
/// (itself included): no conditional branch to one label twice, and only loop headers, merge
/// blocks, continue targets and switch targets have several predecessors
/// (`MaximalReconvergenceChecks`).
fn maximal_reconvergence(c: &mut Checker<'_, '_>, cfg: &ModuleCfg) -> Result<(), Fault> {
    let model = &c.model;
    let functions = model.functions();
    // The functions they call, directly or not.
    let maximal: BTreeSet<u32> = model
        .entry_points()
        .iter()
        .filter(|e| e.modes.iter().any(|m| matches!(m, ExecutionMode::MaximallyReconvergesKHR)))
        .flat_map(|e| model.reachable_functions(e.function))
        .map(|f| functions[f].id.get())
        .collect();
    if maximal.is_empty() {
        return Ok(());
    }
    let module = c.module;
    for (index, inst) in c.all_of(Class::BranchConditionals) {
        if let Instruction::BranchConditional { true_label, false_label, .. } = inst
            && true_label == false_label
            && cfg.function_of(index).is_some_and(|f| maximal.contains(&cfg.functions()[f].id()))
        {
            return Err(c.diag(
                ErrorKind::InvalidId,
                Some(index),
                "In entry points using the MaximallyReconvergesKHR execution mode, True Label and False Label must \
                 be different labels",
            ));
        }
    }
    // The labels merge instructions and switches name.
    let mut named: BTreeSet<u32> = BTreeSet::new();
    for inst in &module.instructions {
        match inst {
            Instruction::SelectionMerge { merge_block, .. } => {
                named.insert(merge_block.get());
            }
            Instruction::LoopMerge { merge_block, continue_target, .. } => {
                named.extend([merge_block.get(), continue_target.get()]);
            }
            Instruction::Switch { default, target, .. } => {
                named.insert(default.get());
                named.extend(target.iter().map(|(_, l)| l.get()));
            }
            _ => {}
        }
    }
    for f in cfg.functions() {
        if !maximal.contains(&f.id()) {
            continue;
        }
        for &b in f.order() {
            let block = &f.blocks()[b];
            let mut preds: Vec<u32> = block.predecessors().iter().map(|&p| f.blocks()[p].id()).collect();
            preds.sort_unstable();
            preds.dedup();
            if preds.len() < 2 {
                continue;
            }
            let before = block.terminator().and_then(|t| t.checked_sub(1)).and_then(|i| module.instructions.get(i));
            if matches!(before, Some(Instruction::LoopMerge { .. })) || named.contains(&block.id()) {
                continue;
            }
            return Err(c.diag(
                ErrorKind::InvalidCfg,
                block.label(),
                "In entry points using the MaximallyReconvergesKHR execution mode, this basic block must not have \
                 multiple unique predecessors",
            ));
        }
    }
    Ok(())
}

fn check_function(c: &mut Checker<'_, '_>, f: &FunctionCfg, shader: bool, scratch: &mut Scratch) -> Result<(), Fault> {
    if f.has_undefined_blocks() {
        // spirv-val's list: the first name, then each other followed by a space.
        let mut list = String::from("{");
        for (i, &id) in undefined_blocks(f).iter().enumerate() {
            list.push_str(&c.id_name(id));
            if i > 0 {
                list.push(' ');
            }
        }
        let message = format!("Block(s) {list}}} are referenced but not defined in function {}", c.id_name(f.id()));
        return Err(c.diag(ErrorKind::InvalidCfg, Some(f.index()), message));
    }
    if f.order().is_empty() {
        return Ok(());
    }
    // Blocks come after their dominators.
    let seen = &mut scratch.visited;
    seen.clear();
    seen.resize(f.blocks().len(), false);
    for (i, &b) in f.order().iter().enumerate() {
        if i > 0
            && let Some(idom) = f.blocks()[b].immediate_dominator()
            && idom != f.pseudo_entry()
            && !seen[idom]
        {
            let message = format!(
                "Block {} appears in the binary before its dominator {}",
                c.id_name(f.blocks()[b].id()),
                c.id_name(f.blocks()[idom].id())
            );
            return Err(c.diag(ErrorKind::InvalidCfg, f.blocks()[idom].label(), message));
        }
        seen[b] = true;
    }
    if shader {
        let limit = c.options.limits.max_control_flow_nesting_depth;
        let (depths, path) = (&mut scratch.depths, &mut scratch.depth_path);
        depths.clear();
        depths.resize(f.blocks().len(), None);
        for &b in f.order() {
            if block_depth(f, b, depths, path) > limit {
                return Err(c.diag(
                    ErrorKind::InvalidCfg,
                    f.blocks()[b].label(),
                    "Maximum Control Flow nesting depth exceeded.",
                ));
            }
        }
        let s = Structure::new(f, scratch);
        s.check(c, scratch)?;
    }
    Ok(())
}

/// A block's control-flow nesting depth (`GetBlockDepth`): that of the block it follows (its
/// immediate dominator, its loop's header for a continue target, its header for a merge
/// block), one more inside a header's construct. A block met again on the way counts 0.
fn block_depth(f: &FunctionCfg, b: usize, memo: &mut [Option<u32>], path: &mut Vec<(usize, u32)>) -> u32 {
    path.clear();
    let mut cur = b;
    let base = loop {
        if let Some(d) = memo[cur] {
            break d;
        }
        memo[cur] = Some(0);
        let block = &f.blocks()[cur];
        let Some(idom) = block.immediate_dominator().filter(|&d| d != cur) else { break 0 };
        let (next, step) = if block.is(BlockKind::CONTINUE) {
            let header = f
                .entry_construct(cur, ConstructKind::Continue)
                .and_then(|k| f.constructs()[k].partner)
                .map(|l| f.constructs()[l].entry);
            match header {
                Some(h) if h != cur => (h, 1),
                _ => (idom, 1),
            }
        } else if block.is(BlockKind::MERGE) {
            match block.merge_header() {
                Some(h) => (h, 0),
                None => break 0,
            }
        } else if f.blocks()[idom].is(BlockKind::SELECTION | BlockKind::LOOP) {
            (idom, 1)
        } else {
            (idom, 0)
        };
        path.push((cur, step));
        cur = next;
    };
    let mut depth = base;
    for &(block, step) in path.iter().rev() {
        depth = depth.saturating_add(step);
        memo[block] = Some(depth);
    }
    depth
}

/// What structured control flow is checked against: structural dominators and
/// post-dominators, back edges, and the constructs with their exits.
struct Structure<'f> {
    f: &'f FunctionCfg,
    sidom: Vec<Option<usize>>,
    /// The trees of the two.
    dom_tree: DomTree,
    post_dom_tree: DomTree,
    /// The structural graph's blocks in postorder, from the first block.
    postorder: Vec<usize>,
    /// (block, loop header) of each back edge, in the order found.
    back_edges: Vec<(usize, usize)>,
    constructs: Vec<Construct>,
}

impl<'f> Structure<'f> {
    fn new(f: &'f FunctionCfg, scratch: &mut Scratch) -> Self {
        let n = f.blocks().len();
        // Dominators are asked about constructs only, post-dominators about continue
        // constructs only: a function without them (most) does without either tree.
        let with_constructs = !f.constructs().is_empty();
        let with_continues = f.constructs().iter().any(|k| k.kind == ConstructKind::Continue);
        let mut s = Structure {
            f,
            sidom: if with_constructs { alloc::vec![None; n] } else { Vec::new() },
            dom_tree: DomTree::default(),
            post_dom_tree: DomTree::default(),
            postorder: Vec::new(),
            back_edges: Vec::new(),
            constructs: f.constructs().to_vec(),
        };
        let Some(first) = f.first_block() else { return s };
        let graph = &mut scratch.graph;
        let mut postorder = Vec::with_capacity(n);
        depth_first(first, n, |b| f.augmented_successors(b, true), |b| postorder.push(b), None, graph);
        if with_constructs {
            let sidom = &mut s.sidom;
            let mut found = |b, d| sidom[b] = (b != d).then_some(d);
            dominators(&postorder, n, |b| f.augmented_predecessors(b, true), &mut found, graph);
            s.dom_tree = DomTree::new(&s.sidom, graph);
        }
        s.postorder = postorder;
        if with_continues {
            let mut ipdom = alloc::vec![None; n];
            let mut post_postorder = core::mem::take(&mut scratch.postorder);
            post_postorder.clear();
            depth_first(
                f.pseudo_exit(),
                n,
                |b| f.augmented_predecessors(b, true),
                |b| post_postorder.push(b),
                None,
                graph,
            );
            dominators(&post_postorder, n, |b| f.augmented_successors(b, true), |b, d| ipdom[b] = Some(d), graph);
            scratch.postorder = post_postorder;
            s.post_dom_tree = DomTree::new(&ipdom, graph);
        }
        let mut back_edges = Vec::new();
        let mut on_back_edge = |from: usize, to: usize| {
            // Only real edges: the augmented graph's structural ones are not.
            for &succ in f.blocks()[from].successors() {
                if succ == to {
                    back_edges.push((from, to));
                }
            }
        };
        depth_first(f.pseudo_entry(), n, |b| f.augmented_successors(b, true), |_| {}, Some(&mut on_back_edge), graph);
        // A continue construct ends at the back-edge block.
        for &(from, header) in &back_edges {
            let continue_construct =
                f.entry_construct(header, ConstructKind::Loop).and_then(|l| s.constructs[l].partner);
            if let Some(k) = continue_construct {
                s.constructs[k].exit = Some(from);
            }
        }
        s.back_edges = back_edges;
        s
    }

    fn bound(&self) -> usize {
        self.f.blocks().len()
    }

    fn dominates(&self, a: usize, b: usize) -> bool {
        self.dom_tree.dominates(a, b)
    }

    fn postdominates(&self, a: usize, b: usize) -> bool {
        self.post_dom_tree.dominates(a, b)
    }

    fn label(&self, b: usize) -> Option<usize> {
        self.f.blocks()[b].label()
    }

    fn id(&self, b: usize) -> u32 {
        self.f.blocks()[b].id()
    }

    /// The instruction before a block's terminator (its merge instruction, if any) and the
    /// terminator.
    fn merge_and_terminator<'m, 'a>(
        &self,
        c: &Checker<'m, 'a>,
        b: usize,
    ) -> (Option<&'m Instruction<'a>>, Option<&'m Instruction<'a>>) {
        let module = c.module;
        let Some(t) = self.f.blocks()[b].terminator() else { return (None, None) };
        let merge = t.checked_sub(1).and_then(|i| module.instructions.get(i));
        (merge, module.instructions.get(t))
    }

    fn check(&self, c: &mut Checker<'_, '_>, scratch: &mut Scratch) -> Result<(), Fault> {
        let f = self.f;
        // Back edges only to loop headers, exactly one to each.
        let mut latches: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
        for &(from, header) in &self.back_edges {
            if !f.blocks()[header].is(BlockKind::LOOP) {
                let message = format!(
                    "Back-edges ({} -> {}) can only be formed between a block and a loop header.",
                    c.id_name(self.id(from)),
                    c.id_name(self.id(header))
                );
                return Err(c.diag(ErrorKind::InvalidCfg, self.label(from), message));
            }
            latches.entry(header).or_default().insert(from);
        }
        for &b in f.order() {
            let block = &f.blocks()[b];
            if !block.is_structurally_reachable() || !block.is(BlockKind::LOOP) {
                continue;
            }
            let count = latches.get(&b).map_or(0, BTreeSet::len);
            if count != 1 {
                let message = format!(
                    "Loop header {} is targeted by {count} back-edge blocks but the standard requires exactly one",
                    c.id_name(block.id())
                );
                return Err(c.diag(ErrorKind::InvalidCfg, block.label(), message));
            }
        }
        let [members, visits] = &mut scratch.block_sets;
        let (mut members, mut visits) = (Marks::new(members, f.blocks().len()), Marks::new(visits, f.blocks().len()));
        for construct in &self.constructs {
            self.check_construct(c, construct, &mut members, &mut visits)?;
        }
        self.check_selections(c)
    }

    fn check_construct(
        &self,
        c: &mut Checker<'_, '_>,
        construct: &Construct,
        inside: &mut Marks,
        visits: &mut Marks,
    ) -> Result<(), Fault> {
        let f = self.f;
        let header = construct.entry;
        if !f.blocks()[header].is_structurally_reachable() {
            return Ok(());
        }
        let (name, header_name, exit_name) = names(construct.kind);
        let Some(merge) = construct.exit else {
            let message = format!(
                "Construct {name} with {header_name} {} does not have a {exit_name}. This may be a bug in the validator.",
                c.id_name(self.id(header))
            );
            return Err(c.diag(ErrorKind::Internal, self.label(header), message));
        };
        let construct_error = |c: &mut Checker<'_, '_>, relation: &str| {
            let message = format!(
                "The {name} construct with the {header_name} {} {relation} the {exit_name} {}",
                c.id_name(self.id(header)),
                c.id_name(self.id(merge))
            );
            c.diag(ErrorKind::InvalidCfg, self.label(merge), message)
        };
        if !self.dominates(header, merge) {
            return Err(construct_error(c, "does not structurally dominate"));
        }
        if construct.kind != ConstructKind::Continue && header == merge {
            return Err(construct_error(c, "does not strictly structurally dominate"));
        }
        if construct.kind == ConstructKind::Continue && !self.postdominates(merge, header) {
            return Err(construct_error(c, "is not structurally post dominated by"));
        }
        let members = self.construct_blocks(construct, inside);
        for &b in &members {
            for &succ in f.blocks()[b].successors() {
                if !inside.contains(&succ) && !self.is_structured_exit(c, construct, succ) {
                    let message = format!(
                        "block <ID> {} exits the {name} headed by <ID> {}, but not via a structured exit",
                        c.id_name(self.id(b)),
                        c.id_name(self.id(header))
                    );
                    return Err(c.diag(ErrorKind::InvalidCfg, self.label(b), message));
                }
            }
            if b == header {
                continue;
            }
            for &pred in f.blocks()[b].predecessors() {
                if f.blocks()[pred].is_structurally_reachable() && !inside.contains(&pred) {
                    let message = format!(
                        "block <ID> {} branches to the {name} construct, but not to the {header_name} <ID> {}",
                        c.id_number(self.id(pred)),
                        c.id_number(self.id(header))
                    );
                    return Err(c.diag(ErrorKind::InvalidCfg, self.label(pred), message));
                }
            }
            if f.blocks()[b].is(BlockKind::SELECTION | BlockKind::LOOP) {
                let merge_id = match self.merge_and_terminator(c, b).0 {
                    Some(
                        Instruction::SelectionMerge { merge_block, .. } | Instruction::LoopMerge { merge_block, .. },
                    ) => Some(merge_block.get()),
                    _ => None,
                };
                if let Some(merge_id) = merge_id
                    && let Some(m) = f.block(merge_id)
                    && f.blocks()[m].is_structurally_reachable()
                    && !inside.contains(&m)
                {
                    let message = format!(
                        "Header block {} is contained in the {name} construct headed by {}, but its merge block {} \
                         is not",
                        c.id_name(self.id(b)),
                        c.id_name(self.id(header)),
                        c.id_name(merge_id)
                    );
                    return Err(c.diag(ErrorKind::InvalidCfg, self.label(b), message));
                }
            }
        }
        if construct.kind == ConstructKind::Loop
            && let (Some(Instruction::LoopMerge { continue_target, .. }), _) = self.merge_and_terminator(c, header)
        {
            let continue_id = continue_target.get();
            if self.id(header) != continue_id
                && let Some(k) = f.block(continue_id)
            {
                for &pred in f.blocks()[k].predecessors() {
                    if !f.blocks()[pred].is_structurally_reachable() {
                        continue;
                    }
                    let back_edge = self.back_edges.iter().any(|&(from, to)| to == k && from == pred);
                    if !inside.contains(&pred) && !back_edge {
                        let message = format!(
                            "Block {} branches to the loop continue target {}, but is not contained in the \
                             associated loop construct {}",
                            c.id_name(self.id(pred)),
                            c.id_name(continue_id),
                            c.id_name(self.id(header))
                        );
                        return Err(c.diag(ErrorKind::InvalidCfg, f.blocks()[pred].terminator(), message));
                    }
                }
            }
        }
        if construct.kind == ConstructKind::Selection
            && let (_, Some(Instruction::Switch { .. })) = self.merge_and_terminator(c, header)
        {
            self.check_switch(c, construct, visits)?;
        }
        Ok(())
    }

    /// The blocks of a construct (`Construct::blocks`), ordered by id, and marked in `inside`.
    fn construct_blocks(&self, construct: &Construct, inside: &mut Marks) -> Vec<usize> {
        let f = self.f;
        inside.clear();
        let mut members = Vec::new();
        let header = construct.entry;
        let Some(exit) = construct.exit else { return members };
        let continue_header = if construct.kind == ConstructKind::Loop {
            construct.partner.map(|p| self.constructs[p].entry)
        } else {
            None
        };
        let mut stack: smallvec::SmallVec<[usize; 16]> = smallvec::smallvec![header];
        while let Some(b) = stack.pop() {
            if !self.dominates(header, b) {
                continue;
            }
            let include = if construct.kind == ConstructKind::Continue && self.postdominates(exit, b) {
                true
            } else {
                !self.dominates(exit, b) && !continue_header.is_some_and(|k| self.dominates(k, b))
            };
            if include && inside.insert(b) {
                members.push(b);
                stack.extend(f.blocks()[b].structural_successors().iter().copied());
            }
        }
        members.sort_by_key(|&b| f.blocks()[b].id());
        members
    }

    /// The block after `b` on the way out of nested constructs: the header that declares `b`
    /// its merge block, else `b`'s immediate structural dominator.
    fn next_block(&self, b: usize) -> Option<usize> {
        for &h in self.f.blocks()[b].merge_users() {
            if h != b && self.dominates(h, b) {
                return Some(h);
            }
        }
        self.sidom.get(b).copied().flatten()
    }

    /// Whether a branch from the construct to `dest` is a structured exit
    /// (`Construct::IsStructuredExit`).
    fn is_structured_exit(&self, c: &Checker<'_, '_>, construct: &Construct, dest: usize) -> bool {
        let dest_id = self.id(dest);
        match construct.kind {
            ConstructKind::Loop => match self.merge_and_terminator(c, construct.entry).0 {
                Some(Instruction::LoopMerge { merge_block, continue_target, .. }) => {
                    dest_id == merge_block.get() || dest_id == continue_target.get()
                }
                _ => false,
            },
            ConstructKind::Continue => {
                let Some(header) = construct.partner.map(|p| self.constructs[p].entry) else { return false };
                let merge_id = match self.merge_and_terminator(c, header).0 {
                    Some(
                        Instruction::LoopMerge { merge_block, .. } | Instruction::SelectionMerge { merge_block, .. },
                    ) => Some(merge_block.get()),
                    _ => None,
                };
                dest == header || Some(dest_id) == merge_id
            }
            ConstructKind::Selection => {
                if Some(dest) == construct.exit {
                    return true;
                }
                let header = construct.entry;
                let header_is_switch =
                    matches!(self.merge_and_terminator(c, header).1, Some(Instruction::Switch { .. }));
                let mut seen_switch = false;
                let mut block = self.next_block(header);
                for _ in 0..=self.bound() {
                    let Some(b) = block else { break };
                    let (merge, terminator) = self.merge_and_terminator(c, b);
                    let is_switch = matches!(terminator, Some(Instruction::Switch { .. }));
                    let (merge_target, continue_target, is_loop) = match merge {
                        Some(Instruction::LoopMerge { merge_block, continue_target, .. }) => {
                            (Some(merge_block.get()), Some(continue_target.get()), true)
                        }
                        Some(Instruction::SelectionMerge { merge_block, .. }) if !header_is_switch && is_switch => {
                            (Some(merge_block.get()), None, false)
                        }
                        _ => (None, None, false),
                    };
                    if let Some(merge_target) = merge_target {
                        if self.f.block(merge_target).is_some_and(|m| self.dominates(m, header)) {
                            block = self.next_block(b);
                            continue;
                        }
                        let breaks = (!seen_switch || is_loop) && dest_id == merge_target;
                        if breaks || (is_loop && Some(dest_id) == continue_target) {
                            return true;
                        }
                        if is_switch {
                            seen_switch = true;
                        }
                        if is_loop {
                            return false;
                        }
                    }
                    block = self.next_block(b);
                }
                false
            }
        }
    }

    /// The rules of a switch's case constructs (`StructuredSwitchChecks`).
    fn check_switch(&self, c: &mut Checker<'_, '_>, construct: &Construct, visits: &mut Marks) -> Result<(), Fault> {
        let f = self.f;
        let header = construct.entry;
        let Some(merge) = construct.exit else { return Ok(()) };
        let merge_id = self.id(merge);
        let (_, terminator) = self.merge_and_terminator(c, header);
        let Some(Instruction::Switch { default, target, .. }) = terminator else { return Ok(()) };
        let switch_at = f.blocks()[header].terminator();
        // The default, then each case's target, as the operands list them.
        let targets: Vec<u32> = core::iter::once(default.get()).chain(target.iter().map(|(_, l)| l.get())).collect();
        let case_targets: BTreeSet<u32> = targets.iter().copied().filter(|&t| t != merge_id).collect();
        let default_target = targets[0];
        let default_repeated = targets[1..].contains(&default_target);
        let mut targeted: BTreeMap<u32, u32> = BTreeMap::new();
        let mut default_fall_through = 0;
        let mut seen: BTreeMap<u32, u32> = BTreeMap::new();
        for (k, &t) in targets.iter().enumerate() {
            if t == merge_id {
                continue;
            }
            let mut fall_through = match seen.get(&t) {
                Some(&ft) => ft,
                None => {
                    let Some(tb) = f.block(t) else { continue };
                    if f.blocks()[header].is_structurally_reachable()
                        && f.blocks()[tb].is_structurally_reachable()
                        && !self.dominates(header, tb)
                    {
                        let message = format!(
                            "Switch header {} does not structurally dominate its case construct {}",
                            c.id_name(self.id(header)),
                            c.id_name(t)
                        );
                        return Err(c.diag(ErrorKind::InvalidCfg, self.label(header), message));
                    }
                    let ft = self.case_fall_through(c, construct, tb, &case_targets, visits)?;
                    if ft != 0 {
                        *targeted.entry(ft).or_default() += 1;
                    }
                    seen.insert(t, ft);
                    ft
                }
            };
            if fall_through == default_target && !default_repeated {
                fall_through = default_fall_through;
            }
            if fall_through == 0 {
                continue;
            }
            if k == 0 {
                default_fall_through = fall_through;
                continue;
            }
            let mut j = k;
            while j + 1 < targets.len() && targets[j + 1] == t {
                j += 1;
            }
            if targets.get(j + 1) != Some(&fall_through) {
                let message = format!(
                    "Case construct that targets {} has branches to the case construct that targets {}, but does \
                     not immediately precede it in the OpSwitch's target list",
                    c.id_name(t),
                    c.id_name(fall_through)
                );
                return Err(c.diag(ErrorKind::InvalidCfg, switch_at, message));
            }
        }
        for (&ft, &count) in &targeted {
            if count > 1 {
                let message = format!(
                    "Multiple case constructs have branches to the case construct that targets {}",
                    c.id_name(ft)
                );
                let at = f.block(ft).and_then(|b| f.blocks()[b].label());
                return Err(c.diag(ErrorKind::InvalidCfg, at, message));
            }
        }
        Ok(())
    }

    /// The case construct the one at `target` falls through to (0: none), checking that it
    /// branches only to one other case construct or structured exits (`FindCaseFallThrough`).
    fn case_fall_through(
        &self,
        c: &mut Checker<'_, '_>,
        construct: &Construct,
        target: usize,
        case_targets: &BTreeSet<u32>,
        visited: &mut Marks,
    ) -> Result<u32, Fault> {
        let f = self.f;
        let mut fall_through = 0;
        let mut stack = alloc::vec![target];
        visited.clear();
        let reachable = f.blocks()[target].is_structurally_reachable();
        while let Some(b) = stack.pop() {
            if Some(b) == construct.exit || !visited.insert(b) {
                continue;
            }
            if reachable && f.blocks()[b].is_structurally_reachable() && self.dominates(target, b) {
                stack.extend(f.blocks()[b].successors().iter().copied());
                continue;
            }
            let id = self.id(b);
            if !case_targets.contains(&id) {
                if self.is_structured_exit(c, construct, b) {
                    continue;
                }
                let message = format!(
                    "Case construct that targets {} has invalid branch to block {} (not another case construct, \
                     corresponding merge, outer loop merge or outer loop continue)",
                    c.id_name(self.id(target)),
                    c.id_name(id)
                );
                return Err(c.diag(ErrorKind::InvalidCfg, self.label(target), message));
            }
            if fall_through == 0 {
                if target != b {
                    fall_through = id;
                }
            } else if fall_through != id {
                let message = format!(
                    "Case construct that targets {} has branches to multiple other case construct targets {} and {}",
                    c.id_name(self.id(target)),
                    c.id_name(fall_through),
                    c.id_name(id)
                );
                return Err(c.diag(ErrorKind::InvalidCfg, self.label(target), message));
            }
        }
        Ok(fall_through)
    }

    /// Every conditional branch and switch is preceded by a selection merge, unless (for a
    /// conditional branch) one of its targets was already met (`ValidateStructuredSelections`).
    fn check_selections(&self, c: &mut Checker<'_, '_>) -> Result<(), Fault> {
        let f = self.f;
        let mut seen: BTreeSet<u32> = BTreeSet::new();
        for &b in self.postorder.iter().rev() {
            let (merge, terminator) = self.merge_and_terminator(c, b);
            let Some(terminator) = terminator else { continue };
            let merge = match merge {
                Some(Instruction::SelectionMerge { merge_block, .. }) => {
                    seen.insert(merge_block.get());
                    Some(false)
                }
                Some(Instruction::LoopMerge { merge_block, continue_target, .. }) => {
                    seen.insert(merge_block.get());
                    seen.insert(continue_target.get());
                    Some(true)
                }
                _ => None,
            };
            if !f.blocks()[b].is_structurally_reachable() {
                continue;
            }
            match terminator {
                Instruction::BranchConditional { true_label, false_label, .. } => {
                    let true_unseen = seen.insert(true_label.get());
                    let false_unseen = seen.insert(false_label.get());
                    if merge != Some(false) && true_unseen && false_unseen {
                        return Err(c.diag(
                            ErrorKind::InvalidCfg,
                            f.blocks()[b].terminator(),
                            "Selection must be structured",
                        ));
                    }
                }
                Instruction::Switch { default, target, .. } => {
                    if merge.is_none() {
                        return Err(c.diag(
                            ErrorKind::InvalidCfg,
                            f.blocks()[b].terminator(),
                            "OpSwitch must be preceded by an OpSelectionMerge instruction",
                        ));
                    }
                    seen.insert(default.get());
                    seen.extend(target.iter().map(|(_, l)| l.get()));
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// The words naming a construct's kind, its header and its exit in messages.
fn names(kind: ConstructKind) -> (&'static str, &'static str, &'static str) {
    match kind {
        ConstructKind::Selection => ("selection", "selection header", "merge block"),
        ConstructKind::Loop => ("loop", "loop header", "merge block"),
        ConstructKind::Continue => ("continue", "continue target", "back-edge block"),
    }
}

/// A set of blocks emptied in constant time: each block's mark, and the mark of the current
/// set (so that checking every construct costs what the constructs hold, not the function).
struct Marks<'s> {
    marks: &'s mut Vec<u32>,
    current: u32,
}

impl<'s> Marks<'s> {
    /// An empty set of `blocks` blocks, in `marks`' memory.
    fn new(marks: &'s mut Vec<u32>, blocks: usize) -> Self {
        marks.clear();
        marks.resize(blocks, 0);
        Marks { marks, current: 1 }
    }

    fn clear(&mut self) {
        if self.current == u32::MAX {
            self.marks.fill(0);
            self.current = 0;
        }
        self.current += 1;
    }

    /// Adds `b`; whether it was not in the set.
    fn insert(&mut self, b: usize) -> bool {
        match self.marks.get_mut(b) {
            Some(mark) if *mark != self.current => {
                *mark = self.current;
                true
            }
            _ => false,
        }
    }

    fn contains(&self, b: &usize) -> bool {
        self.marks.get(*b) == Some(&self.current)
    }
}
