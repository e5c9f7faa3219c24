//! `ValidateBuiltIns` (SPIRV-Tools' `source/val/validate_builtins.cpp`): the ids decorated
//! with a built-in (variables, struct members, constants) have the type, the storage class and
//! the execution models Vulkan requires of it (the rules of each built-in are the rows of
//! [`table::FACTS`]); WorkgroupSize's constant has no zero dimension, nor one that the
//! derivative groups of the entry points refuse, in every environment.
//!
//! As spirv-val does, each decorated id is checked where it is defined, then its uses are
//! followed: a rule is registered on the id, and every instruction using an id that has rules
//! runs them; outside functions (a pointer type, a variable, a composite) the instruction
//! passes them on to its own result, inside one it checks them against the execution models of
//! the entry points that call the function. Some rules are registered only where a use has a
//! storage class (`Input` Position is refused to vertex shaders) and some only check in
//! functions (the mesh shaders' per-primitive outputs).

mod mesh;
mod table;
mod type_rules;
mod workgroup_size;

use alloc::collections::BinaryHeap;
use alloc::format;
use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Reverse;

use spirv_core::IdRef;
use spirv_core::spec::{DecorationKind, ExecutionModeKind, ExecutionModel, Op, StorageClass};
use spirv_model::DefUse;

use table::{Definition, Extra, Fact, Models, Refused, fact_of};
use type_rules::{Decorated, check_type, id_desc};

use crate::checker::Checker;
use crate::decoration_table::WHOLE;
use crate::error::{ErrorKind, Fault, Report, Stop};
use crate::facts::has_mode;
use crate::hash::HashMap;
use crate::operands::Operand;

/// The checks; spirv-val stops at the first error, and so does this pass unless every error is
/// asked for (then a definition in error has its uses left unchecked, and an instruction in
/// error its other rules).
pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let table = c.decoration_table();
    let built_in = DecorationKind::BuiltIn as u32;
    let mut walk = Walk { vulkan: c.options.target_env.is_vulkan(), ..Walk::default() };
    // Where each decorated id is defined, in spirv-val's order (by id, then as its set orders
    // the decorations).
    for (id, decorations) in table.by_id() {
        for decoration in decorations.iter().filter(|d| d.kind == built_in) {
            let Some(&builtin) = decoration.params.first() else { continue };
            let Some(index) = IdRef::new(id).and_then(|id| c.model.def_index(id)) else { continue };
            let member = (decoration.member != WHOLE).then_some(decoration.member as u32);
            if let Err(e) = definition(c, &mut walk, Decorated { builtin, member, id, index }) {
                report.error(e)?;
            }
        }
    }
    if walk.rules.is_empty() {
        return Ok(());
    }
    walk.follow_uses(c, report)
}

/// A rule registered on an id: run where an instruction uses it.
#[derive(Clone, Copy, Debug)]
struct Rule {
    check: Check,
    /// The decorated id.
    decorated: Decorated,
    /// The instruction whose result the rule is registered on (what depends on the built-in).
    referenced: usize,
}

#[derive(Clone, Copy, Debug)]
enum Check {
    /// The built-in's own rules (`Validate*AtReference`).
    Built,
    /// Not in a function an entry point of this model calls (`ValidateNotCalledWithExecutionModel`).
    NotCalledWith(ExecutionModel, u32, &'static str),
    /// One of the checks made only in functions ([`Extra`]), but for the one above.
    Extra(Extra),
}

/// Where a rule runs: the instruction using the id and its function (index in
/// [`Model::functions`](spirv_model::Model::functions), if any).
#[derive(Clone, Copy, Debug)]
struct At {
    index: usize,
    function: Option<usize>,
}

impl At {
    fn global(index: usize) -> Self {
        At { index, function: None }
    }
}

/// The rules, by id, and the instructions left to visit.
#[derive(Default)]
struct Walk {
    vulkan: bool,
    rules: HashMap<u32, Registered>,
    /// The instructions using an id with rules, smallest index first.
    pending: BinaryHeap<Reverse<u32>>,
    uses: Option<Rc<DefUse>>,
    /// The uses of ids as operands no grammar types (of instructions of non-semantic sets
    /// without a grammar), which spirv-val takes for ids and the index of uses leaves out:
    /// (id, user), sorted (made on the first rule, if the module has any).
    raw_uses: Option<Vec<(u32, u32)>>,
    /// Per function: the execution models of the entry points calling it (sorted) and those
    /// entry points (made on the first use in a function).
    callers: Option<Vec<(Vec<ExecutionModel>, Vec<u32>)>>,
    /// The mesh entry points whose interface has a CullPrimitiveEXT.
    cull_primitive_entry_points: Vec<u32>,
}

/// An id's rules, and from which instruction on its users are queued (`None`: all).
#[derive(Default)]
struct Registered {
    rules: Vec<Rule>,
    queued_after: Option<Option<usize>>,
}

impl Walk {
    /// Registers `rule` on `id` by the instruction `after` (none: before the walk): the
    /// instructions after it that use `id` will run it.
    fn register(&mut self, c: &Checker<'_, '_>, id: u32, rule: Rule, after: Option<usize>) {
        let Some(id_ref) = IdRef::new(id) else { return };
        let entry = self.rules.entry(id).or_default();
        entry.rules.push(rule);
        if entry.queued_after.is_some_and(|queued| queued <= after) {
            return;
        }
        entry.queued_after = Some(after);
        let uses = self.uses.get_or_insert_with(|| c.uses());
        let raw_uses = self.raw_uses.get_or_insert_with(|| raw_uses(c));
        let raw = crate::reach::equal_range(raw_uses, id).iter().map(|&(_, user)| user);
        for user in uses.users(id_ref).iter().copied().chain(raw) {
            if after.is_none_or(|after| user as usize > after) {
                self.pending.push(Reverse(user));
            }
        }
    }

    /// The uses of the ids with rules, in module order, running the rules.
    fn follow_uses(&mut self, c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
        let mut last = None;
        let mut ids: smallvec::SmallVec<[u32; 8]> = smallvec::SmallVec::new();
        while let Some(Reverse(index)) = self.pending.pop() {
            if last == Some(index) {
                continue;
            }
            last = Some(index);
            let index = index as usize;
            let result = c.result_id_at(index);
            ids.clear();
            for operand in c.operands.of(index) {
                let (Operand::Id(_, id) | Operand::RawId(id)) = *operand else { continue };
                if id != result && !ids.contains(&id) {
                    ids.push(id);
                }
            }
            // `OpFunctionEnd` is outside (spirv-val leaves the function first); it uses no id.
            let function = match c.opcode_at(index) == Op::FunctionEnd as u16 {
                true => None,
                false => function_index(c, index),
            };
            let at = At { index, function };
            'rules: for &id in &ids {
                let mut k = 0;
                while let Some(rule) = self.rules.get(&id).and_then(|r| r.rules.get(k)).copied() {
                    if let Err(e) = self.run(c, rule, at) {
                        report.error(e)?;
                        break 'rules;
                    }
                    k += 1;
                }
            }
        }
        Ok(())
    }

    fn run(&mut self, c: &mut Checker<'_, '_>, rule: Rule, at: At) -> Result<(), Fault> {
        match rule.check {
            Check::Built => match fact_of(rule.decorated.builtin) {
                Some(fact) => self.built(c, fact, &rule.decorated, rule.referenced, at),
                None => Ok(()),
            },
            Check::NotCalledWith(model, vuid, comment) => {
                let Some(function) = at.function else {
                    self.pass_on(c, rule, at);
                    return Ok(());
                };
                if !self.models(c, function).contains(&model) {
                    return Ok(());
                }
                let referenced = id_desc(c, rule.referenced);
                let built_in = id_desc(c, rule.decorated.index);
                let referenced_id = c.result_id_at(rule.referenced);
                let from = id_desc(c, at.index);
                let function_id = function_id(c, function);
                let message = format!(
                    "{}{comment} {referenced} depends on {built_in} which is decorated with BuiltIn {}. Id <{}> is \
                     later referenced by {from} in function <{}> which is called with execution model {}.",
                    c.vuid(vuid),
                    rule.decorated.name(),
                    c.id_number(referenced_id),
                    c.id_number(function_id),
                    model.name()
                );
                Err(c.diag(ErrorKind::InvalidData, Some(at.index), message))
            }
            Check::Extra(extra) => {
                let Some(function) = at.function else {
                    self.pass_on(c, rule, at);
                    return Ok(());
                };
                let has_mesh = self.models(c, function).contains(&ExecutionModel::MeshEXT);
                match extra {
                    Extra::Mesh(scalar, vuids) if has_mesh => mesh::interface(c, &rule.decorated, scalar, vuids),
                    Extra::NotMesh(vuid) if !has_mesh => mesh::not_mesh(c, &rule.decorated, vuid),
                    Extra::ShadingRateNotMesh(vuid) if !has_mesh => mesh::shading_rate(c, &rule.decorated, vuid),
                    _ => Ok(()),
                }
            }
        }
    }

    /// Registers `rule` on the result of the instruction at `at`, which depends on the
    /// built-in (outside functions).
    fn pass_on(&mut self, c: &Checker<'_, '_>, rule: Rule, at: At) {
        let result = c.result_id_at(at.index);
        self.register(c, result, Rule { referenced: at.index, ..rule }, Some(at.index));
    }

    /// The built-in's own rules where the instruction at `at` uses `referenced`, which depends
    /// on the decorated id (where it is defined, all three are the definition).
    fn built(
        &mut self,
        c: &mut Checker<'_, '_>,
        fact: &'static Fact,
        d: &Decorated,
        referenced: usize,
        at: At,
    ) -> Result<(), Fault> {
        if !self.vulkan {
            return Ok(());
        }
        let storage = storage_class(c, at.index);
        if let (Some((allowed, vuid)), Some(storage)) = (fact.storage, storage)
            && !allowed.allows(storage)
        {
            let reference = self.reference_desc(c, d, referenced, at, None);
            let storage_desc = storage_desc(c, at.index, storage);
            let message = format!(
                "{}Vulkan spec allows BuiltIn {} to be only used for variables with {} storage class. {reference} \
                 {storage_desc}",
                c.vuid(vuid),
                d.name(),
                allowed.words()
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(at.index), message));
        }
        let result = c.result_id_at(at.index);
        let depending = |check| Rule { check, decorated: *d, referenced: at.index };
        for &Refused { storage: refused, model, vuid, comment } in fact.refused {
            if storage == Some(refused as u32) {
                self.register(c, result, depending(Check::NotCalledWith(model, vuid, comment)), Some(at.index));
            }
        }
        for &extra in fact.extras {
            let check = match extra {
                Extra::FragmentNeedsCapabilities(vuid, comment) => {
                    if table::PRIMITIVE_ID_CAPABILITIES.iter().any(|&cap| c.has_capability(cap)) {
                        continue;
                    }
                    Check::NotCalledWith(ExecutionModel::Fragment, vuid, comment)
                }
                _ => Check::Extra(extra),
            };
            self.register(c, result, depending(check), Some(at.index));
        }
        if let Some(function) = at.function {
            let models = self.models(c, function).to_vec();
            for model in models {
                self.check_model(c, fact, d, referenced, at, model)?;
            }
            if fact.depth_replacing {
                let entries = self.entry_points(c, function).to_vec();
                let depth_replacing = ExecutionModeKind::DepthReplacing as u32;
                if entries.iter().any(|&e| !has_mode(&c.model, e, depth_replacing)) {
                    let reference = self.reference_desc(c, d, referenced, at, None);
                    let message = format!(
                        "{}Vulkan spec requires DepthReplacing execution mode to be declared when using BuiltIn \
                         FragDepth. {reference}",
                        c.vuid(4216)
                    );
                    return Err(c.diag(ErrorKind::InvalidData, Some(at.index), message));
                }
            }
        } else {
            self.register(c, result, depending(Check::Built), Some(at.index));
        }
        Ok(())
    }

    /// The built-in's rule of execution models, for one model of the entry points calling the
    /// function using it.
    fn check_model(
        &mut self,
        c: &mut Checker<'_, '_>,
        fact: &'static Fact,
        d: &Decorated,
        referenced: usize,
        at: At,
        model: ExecutionModel,
    ) -> Result<(), Fault> {
        let phrase = match fact.models {
            Models::Any => return Ok(()),
            Models::Only(models, phrase) if !models.contains(&model) => phrase,
            Models::Not(models, phrase) if models.contains(&model) => phrase,
            Models::Only(..) | Models::Not(..) => return Ok(()),
            Models::Ray(models) => {
                if models.contains(&model) {
                    return Ok(());
                }
                let reference = self.reference_desc(c, d, referenced, at, Some(model));
                let message = format!(
                    "{}Vulkan spec does not allow BuiltIn {} to be used with the execution model {}.\n{reference}",
                    c.vuid(fact.models_vuid),
                    d.name(),
                    model.name()
                );
                return Err(c.diag(ErrorKind::InvalidData, Some(at.index), message));
            }
            Models::Typed { plain, arrayed, at_use, phrase } => {
                let in_plain = plain.contains(&model);
                if !in_plain && !arrayed.contains(&model) {
                    phrase
                } else {
                    let optional_array = !in_plain && d.member.is_none();
                    return check_type(c, d, &at_use, optional_array, at.index);
                }
            }
            Models::Layered { only, capability, capabilities, vertex_vuid, phrase } => {
                if only.contains(&model) {
                    return Ok(());
                }
                if matches!(model, ExecutionModel::Vertex | ExecutionModel::TessellationEvaluation) {
                    use spirv_core::spec::Capability;
                    if c.has_capability(Capability::ShaderViewportIndexLayerEXT) || c.has_capability(capability) {
                        return Ok(());
                    }
                    let message = format!(
                        "{}Using BuiltIn {} in Vertex or Tessellation execution model requires the {capabilities} \
                         capability.",
                        c.vuid(vertex_vuid),
                        d.name()
                    );
                    return Err(c.diag(ErrorKind::InvalidData, Some(at.index), message));
                }
                phrase
            }
        };
        let reference = self.reference_desc(c, d, referenced, at, Some(model));
        let message =
            format!("{}Vulkan spec allows BuiltIn {} to be {phrase} {reference}", c.vuid(fact.models_vuid), d.name());
        Err(c.diag(ErrorKind::InvalidData, Some(at.index), message))
    }

    /// `ID <51> (OpTypePointer) is referencing ID <2> (OpTypeStruct) which is decorated with
    /// BuiltIn Position in function <4> called with execution model Vertex.`
    /// (`GetReferenceDesc`).
    fn reference_desc(
        &mut self,
        c: &mut Checker<'_, '_>,
        d: &Decorated,
        referenced: usize,
        at: At,
        model: Option<ExecutionModel>,
    ) -> String {
        let mut text = format!("{} is referencing {}", id_desc(c, at.index), id_desc(c, referenced));
        if c.result_id_at(referenced) != d.id {
            text.push_str(&format!(" which is dependent on {}", id_desc(c, d.index)));
        }
        text.push_str(&format!(" which is decorated with BuiltIn {}", d.name()));
        if let Some(function) = at.function {
            let id = function_id(c, function);
            text.push_str(&format!(" in function <{}>", c.id_number(id)));
            if let Some(model) = model {
                text.push_str(&format!(" called with execution model {}", model.name()));
            }
        }
        text.push('.');
        text
    }

    /// The execution models of the entry points calling function `function` (an index), in
    /// their numbers' order.
    fn models(&mut self, c: &Checker<'_, '_>, function: usize) -> &[ExecutionModel] {
        self.callers(c).get(function).map_or(&[], |(models, _)| models.as_slice())
    }

    /// The entry points (function ids) calling function `function`.
    fn entry_points(&mut self, c: &Checker<'_, '_>, function: usize) -> &[u32] {
        self.callers(c).get(function).map_or(&[], |(_, entries)| entries.as_slice())
    }

    fn callers(&mut self, c: &Checker<'_, '_>) -> &[(Vec<ExecutionModel>, Vec<u32>)] {
        self.callers.get_or_insert_with(|| {
            let mut callers = alloc::vec![(Vec::new(), Vec::new()); c.model.functions().len()];
            let mut entries: Vec<u32> = c.model.entry_points().iter().map(|e| e.function.get()).collect();
            entries.sort_unstable();
            entries.dedup();
            for entry in entries {
                let Some(entry_ref) = IdRef::new(entry) else { continue };
                for function in c.model.reachable_functions(entry_ref) {
                    let Some((models, entry_points)) = callers.get_mut(function) else { continue };
                    models.extend(c.facts.models_of(entry));
                    entry_points.push(entry);
                }
            }
            for (models, _) in &mut callers {
                models.sort_unstable_by_key(|m: &ExecutionModel| m.to_u32());
                models.dedup();
            }
            callers
        })
    }
}

/// What is checked where a built-in-decorated id is defined, then the rules registered for its
/// uses.
fn definition(c: &mut Checker<'_, '_>, walk: &mut Walk, d: Decorated) -> Result<(), Fault> {
    let Some(fact) = fact_of(d.builtin) else { return Ok(()) };
    if !walk.vulkan {
        if fact.definition == Definition::WorkgroupSize {
            workgroup_size::constant(c, &d)?;
        }
        return Ok(());
    }
    match fact.definition {
        Definition::Refused => {
            let message = format!("Vulkan spec doesn't allow BuiltIn {} to be used.", d.name());
            return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
        }
        Definition::NotMember | Definition::InputOnly if d.member.is_some() => {
            let message = format!("BuiltIn {} cannot be used as a member decoration ", d.name());
            return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
        }
        _ => {}
    }
    if let Some(rule) = fact.ty {
        check_type(c, &d, &rule, false, d.index)?;
    }
    match fact.definition {
        Definition::Patch if !c.decoration_table().has(d.id, DecorationKind::Patch) => {
            let message = format!("BuiltIn {} variable needs to also have a Patch decoration.", d.name());
            return Err(c.diag(ErrorKind::InvalidData, Some(d.index), format!("{}{message}", c.vuid(10880))));
        }
        Definition::InputOnly => {
            if let (Some((allowed, vuid)), Some(storage)) = (fact.storage, storage_class(c, d.index))
                && !allowed.allows(storage)
            {
                let reference = walk.reference_desc(c, &d, d.index, At::global(d.index), None);
                let storage_desc = storage_desc(c, d.index, storage);
                let message = format!(
                    "{}Vulkan spec allows BuiltIn {} to be only used for variables with {} storage class. \
                     {reference} {storage_desc}",
                    c.vuid(vuid),
                    d.name(),
                    allowed.words()
                );
                return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
            }
            return Ok(());
        }
        Definition::MeshPrimitive(indices) => {
            // CullPrimitiveEXT's rule in mesh shaders is registered before its own (spirv-val
            // checks it where it is defined, outside functions, which registers it).
            if indices.is_none() {
                let check = Check::Extra(Extra::Mesh(table::Scalar::Bool, table::CULL_PRIMITIVE_MESH));
                walk.register(c, d.id, Rule { check, decorated: d, referenced: d.index }, None);
            }
            mesh::definition(c, &d, indices, &mut walk.cull_primitive_entry_points)?;
        }
        Definition::WorkgroupSize => workgroup_size::constant(c, &d)?,
        _ => {}
    }
    walk.built(c, fact, &d, d.index, At::global(d.index))
}

/// Every use of an id as an operand no grammar types ([`Operand::RawId`]): (id, user), sorted.
fn raw_uses(c: &Checker<'_, '_>) -> Vec<(u32, u32)> {
    if !c.operands.untyped() {
        return Vec::new();
    }
    let mut uses: Vec<(u32, u32)> = (0..c.operands.len())
        .flat_map(|index| {
            c.operands.of(index).iter().filter_map(move |operand| match *operand {
                Operand::RawId(id) => Some((id, index as u32)),
                _ => None,
            })
        })
        .collect();
    uses.sort_unstable();
    uses
}

/// The storage class spirv-val reads of the instruction at `index` (`GetStorageClass`), as
/// its number: that of a pointer type, a variable, a cast to a pointer.
fn storage_class(c: &Checker<'_, '_>, index: usize) -> Option<u32> {
    use spirv_core::spec::Instruction as I;
    match c.module.instructions.get(index)? {
        I::TypePointer { storage_class, .. }
        | I::TypeUntypedPointerKHR { storage_class, .. }
        | I::TypeForwardPointer { storage_class, .. }
        | I::Variable { storage_class, .. } => Some(*storage_class as u32),
        // spirv-val reads the fourth word, the data type (if any).
        I::UntypedVariableKHR { data_type, .. } => data_type.map(|t| t.get()),
        I::GenericCastToPtrExplicit { storage, .. } => Some(*storage as u32),
        _ => None,
    }
}

/// `ID <5> (OpVariable) uses storage class Uniform.` (`GetStorageClassDesc`).
fn storage_desc(c: &mut Checker<'_, '_>, index: usize, storage: u32) -> String {
    let name = StorageClass::from_u32(storage).map_or("Unknown", |s| s.name());
    format!("{} uses storage class {name}.", id_desc(c, index))
}

/// The index in [`Model::functions`](spirv_model::Model::functions) of the function holding
/// instruction `index`.
fn function_index(c: &Checker<'_, '_>, index: usize) -> Option<usize> {
    let functions = c.model.functions();
    let i = functions.partition_point(|f| f.instructions.end <= index);
    functions.get(i).filter(|f| f.instructions.contains(&index)).map(|_| i)
}

/// The id of function `function` (an index).
fn function_id(c: &Checker<'_, '_>, function: usize) -> u32 {
    c.model.functions().get(function).map_or(0, |f| f.id.get())
}
