//! `ValidateExecutionLimitations` (SPIRV-Tools' `source/val/validate_execution_limitations.cpp`):
//! each function's limitations (see `limitations.rs`) against every entry point that reaches it:
//! first against each of the entry point's execution models, then against the entry point as
//! a whole. Every limitation a model or an entry point breaks is listed, one per line, in the
//! order registered.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::spec::{ExecutionModel, Instruction, StorageClass};
use spirv_core::{IdKind, IdRef};

use crate::by_class::Class;
use crate::checker::Checker;
use crate::error::{ErrorKind, Report, Stop};
use crate::limitations::{Limitation, Message, Phase, Rule, storage_class_rule};
use crate::operands::Operand;

/// What the check of each function needs, worked out once per module.
pub(crate) struct Prepared {
    /// The uses of pointer types and variables of limited storage classes, if any.
    consumers: Option<StorageConsumers>,
    /// The functions each entry point reaches, as indices into the model's functions, in the
    /// order of the entry points (`FunctionEntryPoints` lists them so).
    entry_points: Vec<(u32, Vec<bool>)>,
}

/// What the checks of the functions need; `None` when no limitation may be broken.
pub(crate) fn prepare(c: &Checker<'_, '_>) -> Option<Prepared> {
    let consumers = StorageConsumers::of_module(c);
    if consumers.is_none() && !c.limitations.may_fail(&c.model, &c.facts) {
        return None;
    }
    let entry_points = c
        .model
        .entry_points()
        .iter()
        .map(|e| {
            let mut reached = alloc::vec![false; c.model.functions().len()];
            for f in c.model.reachable_functions(e.function) {
                reached[f] = true;
            }
            (e.function.get(), reached)
        })
        .collect();
    Some(Prepared { consumers, entry_points })
}

/// The limitations of function `f` (an index into the model's functions), checked when
/// spirv-val's last walk meets its `OpFunction`: the first entry point reaching it that breaks
/// one is reported.
pub(crate) fn check_function(
    c: &mut Checker<'_, '_>,
    prepared: &Prepared,
    f: usize,
    report: &mut Report,
) -> Result<(), Stop> {
    let Some(function) = c.model.functions().get(f) else { return Ok(()) };
    let (id, at) = (function.id.get(), function.instructions.start);
    let mut limitations: Vec<Limitation> = Vec::new();
    if let Some(consumers) = &prepared.consumers {
        consumers.uses(c, function.instructions.clone(), id, &mut limitations);
    }
    limitations.extend(c.limitations.of(id).cloned());
    // In the order spirv-val registers them: the uses' and the first walk's among each
    // other, by instruction, then the passes', in the order they were registered.
    limitations.sort_by_key(Limitation::order);
    if limitations.is_empty() {
        return Ok(());
    }
    for (entry, reached) in &prepared.entry_points {
        if !reached[f] {
            continue;
        }
        let models: Vec<ExecutionModel> = c.facts.models_of(*entry).collect();
        let broken = models.iter().find_map(|&model| {
            let reason = reasons(c, &limitations, |rule| match rule {
                Rule::Model(allows) => allows(model),
                Rule::EntryPoint(_) => true,
            });
            (!reason.is_empty()).then_some(reason)
        });
        let (what, reason) = match broken {
            Some(reason) => ("model", reason),
            None => {
                let reason = reasons(c, &limitations, |rule| match rule {
                    Rule::Model(_) => true,
                    Rule::EntryPoint(keeps) => keeps(&c.model, &c.facts, *entry),
                });
                if reason.is_empty() {
                    continue;
                }
                ("modes", reason)
            }
        };
        let message = format!(
            "OpEntryPoint Entry Point <id> {}s callgraph contains function <id> {}, which cannot be used with the \
             current execution {what}:\n{reason}",
            c.id_name(*entry),
            c.id_name(id)
        );
        let e = c.diag(ErrorKind::InvalidId, Some(at), message);
        return report.error(e);
    }
    Ok(())
}

/// The messages of the limitations whose rules `keeps` says are broken, each followed by a
/// new line.
fn reasons(c: &Checker<'_, '_>, limitations: &[Limitation], keeps: impl Fn(Rule) -> bool) -> String {
    let mut reason = String::new();
    for l in limitations.iter().filter(|l| !keeps(l.rule)) {
        match l.message {
            Message::Owned(ref text) => reason.push_str(text),
            Message::Text(text) => reason.push_str(text),
            Message::Vuid(vuid, text) => {
                reason.push_str(&c.vuid(vuid));
                reason.push_str(text);
            }
            Message::Opcode(text, op) => {
                reason.push_str(text);
                reason.push_str(crate::opcodes::op_name(op));
            }
            Message::OpcodeFirst(op, text) => {
                reason.push_str(crate::opcodes::op_name(op));
                reason.push_str(text);
            }
        }
        reason.push('\n');
    }
    reason
}

/// The pointer types and variables whose uses in functions spirv-val limits
/// (`RegisterStorageClassConsumer`): their ids, sorted, with their storage classes.
struct StorageConsumers {
    limited: Vec<(u32, StorageClass)>,
    vulkan: bool,
}

impl StorageConsumers {
    /// Those of the module, if it declares any.
    fn of_module(c: &Checker<'_, '_>) -> Option<Self> {
        let vulkan = c.options.target_env.is_vulkan();
        // A limitation every entry point's model meets is never among the reasons an error
        // lists: only the storage classes some entry point may not use are followed (a
        // fragment shader's outputs, the commonest, are not).
        let entries = c.model.entry_points();
        let broken = |storage| {
            storage_class_rule(storage, vulkan)
                .is_some_and(|(allows, _)| entries.iter().any(|e| !allows(e.execution_model)))
        };
        // The pointer types and variables of the module, in module order (those in functions,
        // of the Function storage class, are limited by none).
        let declared = c.all_of(Class::PointerTypes).chain(c.all_of(Class::Variables));
        let mut limited: Vec<(u32, StorageClass)> = Vec::new();
        for (index, inst) in declared {
            let storage = match inst {
                Instruction::TypePointer { storage_class, .. } | Instruction::Variable { storage_class, .. } => {
                    *storage_class
                }
                _ => continue,
            };
            if broken(storage) {
                limited.push((c.result_id_at(index), storage));
            }
        }
        limited.sort_unstable_by_key(|&(id, _)| id);
        (!limited.is_empty()).then_some(StorageConsumers { limited, vulkan })
    }

    /// The limitations the uses in `instructions` (those of `function`, from its
    /// `OpFunction`, which spirv-val has not placed in the function yet) register, in order: one
    /// per operand (result types included) that names a limited pointer type or variable
    /// defined before it.
    fn uses(
        &self,
        c: &Checker<'_, '_>,
        instructions: core::ops::Range<usize>,
        function: u32,
        out: &mut Vec<Limitation>,
    ) {
        for index in instructions.skip(1) {
            for operand in c.operands.of(index) {
                let id = match *operand {
                    Operand::Id(IdKind::Ref | IdKind::ResultType, id) | Operand::RawId(id) => id,
                    _ => continue,
                };
                let Ok(at) = self.limited.binary_search_by_key(&id, |&(i, _)| i) else { continue };
                let storage = self.limited[at].1;
                // Defined before its use: spirv-val finds only those as it parses.
                if IdRef::new(id).and_then(|i| c.model.def_index(i)).is_none_or(|d| d >= index) {
                    continue;
                }
                if let Some((rule, message)) = storage_class_rule(storage, self.vulkan) {
                    let (phase, at) = (Phase::FirstWalk, index as u32);
                    out.push(Limitation { function, phase, at, rule: Rule::Model(rule), message });
                }
            }
        }
    }
}
