//! `ValidateEntryPoints` (SPIRV-Tools' `source/val/validate.cpp`, with
//! `ValidateDuplicateExecutionModes` of `validate_mode_setting.cpp`): a module without
//! `Linkage` (or `GraphARM`) has an entry point; an entry point's function is not called; under
//! Vulkan its call graph has no cycle; an execution mode is not repeated for an entry point
//! (with the same operands, for those that may be repeated); no `NoContraction` or
//! `FPFastMathMode Fast` under an entry point with `FPFastMathDefault` (`ValidateFloatControls2`).

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::format;
use alloc::vec::Vec;

use spirv_core::spec::{Capability, ExecutionModeKind as K, Instruction};

use crate::by_class::Class;
use crate::checker::Checker;
use crate::error::ErrorKind;
use crate::error::{Report, Stop};

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    if c.model.entry_points().is_empty()
        && !c.has_capability(Capability::Linkage)
        && !c.has_capability(Capability::GraphARM)
    {
        let e = c.diag(
            ErrorKind::InvalidBinary,
            None,
            "No OpEntryPoint instruction was found. This is only allowed if the Linkage or GraphARM capability is \
             being used.",
        );
        // spirv-val stops its entry-point checks here.
        return report.error(e);
    }
    let recursive = if c.options.target_env.is_vulkan() { recursive_entry_points(c) } else { BTreeSet::new() };
    for i in 0..c.model.entry_points().len() {
        let entry_point = c.model.entry_points()[i].function.get();
        let at = spirv_core::IdRef::new(entry_point).and_then(|id| c.model.def_index(id));
        if c.facts.is_called(entry_point) {
            let message = format!(
                "A function ({}) may not be targeted by both an OpEntryPoint instruction and an \
                 OpFunctionCall instruction.",
                c.id_number(entry_point)
            );
            let e = c.diag(ErrorKind::InvalidBinary, at, message);
            report.error(e)?;
        } else if recursive.contains(&entry_point) {
            let message = format!("{}Entry points may not have a call graph with cycles.", c.vuid(4634));
            let e = c.diag(ErrorKind::InvalidBinary, at, message);
            report.error(e)?;
        }
    }
    float_controls2(c, report)?;
    duplicate_execution_modes(c, report)
}

/// `ValidateFloatControls2`: an instruction decorated `NoContraction` or `FPFastMathMode`
/// with `Fast` (or, for one outside functions, an instruction using it, and so on) is not in a
/// function an entry point with `FPFastMathDefault` reaches.
fn float_controls2(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let with_default: BTreeSet<u32> = c
        .model
        .entry_points()
        .iter()
        .map(|e| e.function.get())
        .filter(|&e| crate::facts::has_mode(&c.model, e, K::FPFastMathDefault.to_u32()))
        .collect();
    if with_default.is_empty() {
        return Ok(());
    }
    let module = c.module;
    // (instruction index, NoContraction) in module order; processed last first.
    let mut worklist: Vec<(usize, bool)> = Vec::new();
    for (_, inst) in c.all_of(Class::Decorations) {
        let Instruction::Decorate { target, decoration } = inst else { continue };
        let no_contraction = match decoration {
            spirv_core::spec::Decoration::NoContraction => true,
            spirv_core::spec::Decoration::FPFastMathMode(mask) if mask.bits() & 0x10 != 0 => false,
            _ => continue,
        };
        if let Some(at) = c.model.def_index(*target) {
            worklist.push((at, no_contraction));
        }
    }
    if worklist.is_empty() {
        return Ok(());
    }
    // The functions an entry point with FPFastMathDefault reaches.
    let functions = c.model.functions();
    let reached: BTreeSet<u32> = with_default
        .iter()
        .filter_map(|&e| spirv_core::IdRef::new(e))
        .flat_map(|e| c.model.reachable_functions(e))
        .map(|f| functions[f].id.get())
        .collect();
    let uses = c.uses();
    let mut visited = BTreeSet::new();
    while let Some((at, no_contraction)) = worklist.pop() {
        if !visited.insert(at) {
            continue;
        }
        if let Some(function) = c.model.function_at(at).map(|f| f.id.get()) {
            if reached.contains(&function) {
                let dec = if no_contraction { "NoContraction" } else { "FPFastMathMode Fast" };
                let message =
                    format!("{dec} cannot be used by an entry point with the FPFastMathDefault execution mode");
                let e = c.diag(ErrorKind::InvalidData, Some(at), message);
                // spirv-val stops at the first.
                return report.error(e);
            }
        } else if let Some(id) = module.instructions.get(at).and_then(|i| i.result_id()) {
            worklist.extend(uses.users(spirv_core::IdRef::from(id)).iter().map(|&u| (u as usize, no_contraction)));
        }
    }
    Ok(())
}

/// The entry points from whose function a function on a cycle of calls can be reached
/// (`ComputeRecursiveEntryPoints`), in time linear in the call graph: its strongly connected
/// components (Tarjan's), found sinks first, are on a cycle when they have two functions or a
/// function that calls itself, and reach one when a callee's component does.
fn recursive_entry_points(c: &Checker<'_, '_>) -> BTreeSet<u32> {
    let model = &c.model;
    let functions = model.functions();
    let number: BTreeMap<u32, usize> = functions.iter().enumerate().map(|(n, f)| (f.id.get(), n)).collect();
    let calls: Vec<Vec<usize>> = functions
        .iter()
        .map(|f| f.callees(model).iter().filter_map(|id| number.get(&id.get()).copied()).collect())
        .collect();
    let count = functions.len();
    let mut order: Vec<Option<usize>> = alloc::vec![None; count];
    let mut low = alloc::vec![0usize; count];
    let mut on_stack = alloc::vec![false; count];
    let mut component: Vec<Option<usize>> = alloc::vec![None; count];
    // Per component: whether it reaches a cycle.
    let mut bad: Vec<bool> = Vec::new();
    let mut stack: Vec<usize> = Vec::new();
    let mut next = 0;
    for start in 0..count {
        if order[start].is_some() {
            continue;
        }
        let mut walk: Vec<(usize, usize)> = alloc::vec![(start, 0)];
        order[start] = Some(next);
        low[start] = next;
        next += 1;
        stack.push(start);
        on_stack[start] = true;
        while let Some(&mut (v, ref mut child)) = walk.last_mut() {
            if let Some(&w) = calls[v].get(*child) {
                *child += 1;
                match order[w] {
                    None => {
                        order[w] = Some(next);
                        low[w] = next;
                        next += 1;
                        stack.push(w);
                        on_stack[w] = true;
                        walk.push((w, 0));
                    }
                    Some(o) if on_stack[w] => low[v] = low[v].min(o),
                    Some(_) => {}
                }
                continue;
            }
            walk.pop();
            if let Some(&(parent, _)) = walk.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if Some(low[v]) != order[v] {
                continue;
            }
            // `v` roots a component: its functions are on the stack down to `v`.
            let id = bad.len();
            let mut members = Vec::new();
            while let Some(w) = stack.pop() {
                on_stack[w] = false;
                component[w] = Some(id);
                members.push(w);
                if w == v {
                    break;
                }
            }
            let cyclic = members.len() > 1 || calls[v].contains(&v);
            let reaches =
                members.iter().flat_map(|&m| calls[m].iter()).any(|&w| component[w].is_some_and(|k| k != id && bad[k]));
            bad.push(cyclic || reaches);
        }
    }
    c.model
        .entry_points()
        .iter()
        .map(|e| e.function.get())
        .filter(|e| number.get(e).and_then(|&n| component[n]).is_some_and(|k| bad[k]))
        .collect()
}

/// Whether `mode` may be given an entry point several times (with different operands).
fn repeatable(mode: K) -> bool {
    matches!(
        mode,
        K::DenormPreserve
            | K::DenormFlushToZero
            | K::SignedZeroInfNanPreserve
            | K::RoundingModeRTE
            | K::RoundingModeRTZ
            | K::FPFastMathDefault
            | K::RoundingModeRTPINTEL
            | K::RoundingModeRTNINTEL
            | K::FloatingPointModeALTINTEL
            | K::FloatingPointModeIEEEINTEL
    )
}

/// `ValidateDuplicateExecutionModes`.
fn duplicate_execution_modes(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let mut per_entry: BTreeSet<(u32, u32)> = BTreeSet::new();
    let mut per_operand: BTreeSet<(u32, u32, u32)> = BTreeSet::new();
    for (index, inst) in c.all_of(Class::ExecutionModes) {
        let (entry_point, mode) = match inst {
            Instruction::ExecutionMode { entry_point, mode } | Instruction::ExecutionModeId { entry_point, mode } => {
                (entry_point.get(), mode)
            }
            _ => continue,
        };
        let kind = mode.kind();
        let message = if !repeatable(kind) {
            if per_entry.insert((kind.to_u32(), entry_point)) {
                continue;
            }
            format!("{} execution mode must not be specified multiple times per entry point", kind.name())
        } else {
            // The modes that may repeat take one operand.
            let mut operand = 0;
            let mut first = true;
            let mut ids = 0;
            inst.for_each_id(|_, id| {
                ids += 1;
                if ids == 2 {
                    operand = id.get();
                    first = false;
                }
            });
            if first {
                operand = first_literal(mode);
            }
            if per_operand.insert((kind.to_u32(), entry_point, operand)) {
                continue;
            }
            format!(
                "{} execution mode must not be specified multiple times for the same entry point and operands",
                kind.name()
            )
        };
        let e = c.diag(ErrorKind::InvalidId, Some(index), message);
        report.error(e)?;
    }
    Ok(())
}

/// The first literal operand of the repeatable modes that take one.
fn first_literal(mode: &spirv_core::spec::ExecutionMode) -> u32 {
    use spirv_core::spec::ExecutionMode as M;
    match mode {
        M::DenormPreserve(w)
        | M::DenormFlushToZero(w)
        | M::SignedZeroInfNanPreserve(w)
        | M::RoundingModeRTE(w)
        | M::RoundingModeRTZ(w)
        | M::RoundingModeRTPINTEL(w)
        | M::RoundingModeRTNINTEL(w)
        | M::FloatingPointModeALTINTEL(w)
        | M::FloatingPointModeIEEEINTEL(w) => *w,
        _ => 0,
    }
}
