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

use super::{Report, Stop};
use crate::checker::Checker;
use crate::error::ErrorKind;

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    if c.facts.entry_points.is_empty()
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
    let entry_points = c.facts.entry_points.clone();
    for entry_point in entry_points {
        let at = spirv_core::IdRef::new(entry_point).and_then(|id| c.model.def_index(id));
        if c.facts.call_targets.contains(&entry_point) {
            let message = format!(
                "A function ({entry_point}) may not be targeted by both an OpEntryPoint instruction and an \
                 OpFunctionCall instruction."
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

/// The entry points whose function reaches each function through calls (itself included):
/// function id → entry point ids (`ComputeFunctionToEntryPointMapping`).
fn function_entry_points(c: &Checker<'_, '_>) -> BTreeMap<u32, BTreeSet<u32>> {
    let model = &c.model;
    let callees: BTreeMap<u32, Vec<u32>> =
        model.functions().iter().map(|f| (f.id.get(), f.callees(model).iter().map(|id| id.get()).collect())).collect();
    let mut map: BTreeMap<u32, BTreeSet<u32>> = BTreeMap::new();
    for &entry_point in &c.facts.entry_points {
        let mut stack = alloc::vec![entry_point];
        let mut seen = BTreeSet::new();
        while let Some(f) = stack.pop() {
            if seen.insert(f) {
                map.entry(f).or_default().insert(entry_point);
                stack.extend(callees.get(&f).into_iter().flatten().copied());
            }
        }
    }
    map
}

/// `ValidateFloatControls2`: an instruction decorated `NoContraction` or `FPFastMathMode`
/// with `Fast` (or, for one outside functions, an instruction using it, and so on) is not in a
/// function an entry point with `FPFastMathDefault` reaches.
fn float_controls2(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let with_default: BTreeSet<u32> =
        c.facts.entry_points.iter().copied().filter(|&e| c.facts.has_mode(e, K::FPFastMathDefault.to_u32())).collect();
    if with_default.is_empty() {
        return Ok(());
    }
    let module = c.module;
    // (instruction index, NoContraction) in module order; processed last first.
    let mut worklist: Vec<(usize, bool)> = Vec::new();
    for inst in &module.instructions {
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
    let reaching = function_entry_points(c);
    let functions: Vec<(core::ops::Range<usize>, u32)> =
        c.model.functions().iter().map(|f| (f.instructions.clone(), f.id.get())).collect();
    let uses = spirv_model::DefUse::new(&c.model);
    let mut visited = BTreeSet::new();
    while let Some((at, no_contraction)) = worklist.pop() {
        if !visited.insert(at) {
            continue;
        }
        // The functions are in module order: the last one starting at or before `at`.
        let containing = functions.partition_point(|(range, _)| range.start <= at).checked_sub(1);
        let function = containing.and_then(|i| functions.get(i)).filter(|(range, _)| range.contains(&at));
        if let Some(&(_, function)) = function {
            if reaching.get(&function).is_some_and(|eps| eps.iter().any(|e| with_default.contains(e))) {
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
/// (`ComputeRecursiveEntryPoints`).
fn recursive_entry_points(c: &Checker<'_, '_>) -> BTreeSet<u32> {
    let model = &c.model;
    let callees: BTreeMap<u32, Vec<u32>> =
        model.functions().iter().map(|f| (f.id.get(), f.callees(model).iter().map(|id| id.get()).collect())).collect();
    // The functions each entry point reaches (itself included).
    let reached_from = |start: u32| {
        let mut seen = BTreeSet::new();
        let mut stack = alloc::vec![start];
        while let Some(f) = stack.pop() {
            if seen.insert(f) {
                stack.extend(callees.get(&f).into_iter().flatten().copied());
            }
        }
        seen
    };
    let reaches: Vec<(u32, BTreeSet<u32>)> = c.facts.entry_points.iter().map(|&e| (e, reached_from(e))).collect();
    let mut recursive = BTreeSet::new();
    for (&function, calls) in &callees {
        // Whether `function` reaches itself through its calls.
        let mut seen = BTreeSet::new();
        let mut stack: Vec<u32> = calls.clone();
        let mut cycle = false;
        while let Some(f) = stack.pop() {
            if !seen.insert(f) {
                continue;
            }
            if f == function {
                cycle = true;
                break;
            }
            stack.extend(callees.get(&f).into_iter().flatten().copied());
        }
        if cycle {
            recursive.extend(reaches.iter().filter(|(_, r)| r.contains(&function)).map(|&(e, _)| e));
        }
    }
    recursive
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
    let module = c.module;
    for (index, inst) in module.instructions.iter().enumerate() {
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
