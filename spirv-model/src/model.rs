//! The model: one pass over a module that indexes what each id is, and what is said of it.

use alloc::vec::Vec;
use core::ops::Range;

use alloc::collections::BTreeSet;

use spirv_core::spec::{
    AddressingModel, Capability, Decoration, ExecutionMode, ExecutionModel, Instruction, MemoryModel, StorageClass,
};
use spirv_core::{ExtSet, IdKind, IdMap, IdRef, List, Module, Str};

use crate::Constant;
use crate::function::{Block, Function};

/// No member: a name or decoration of the id itself.
const WHOLE: u32 = u32::MAX;

/// A module's structure, indexed by id: each id's defining instruction, its names and
/// decorations (those of its members too, decoration groups applied), the entry points with
/// their interfaces and execution modes, the extended-instruction imports, and the functions with
/// their blocks. Types ([`Model::ty`]), constants ([`Model::constant`], [`Model::evaluate`]) and
/// the control flow ([`Function`], [`Block::successors`]) are read from it. Built in one pass
/// over a [`Module`], which it borrows; it never fails: what a damaged module leaves undefined
/// is absent (`None`), and a second definition of an id is ignored.
///
/// A type, or a constant made of other constants, is one only if every id it names is defined
/// before it, as SPIR-V requires (or, for a structure member, declared by
/// `OpTypeForwardPointer` and then defined as a pointer): `%v = OpTypeVector %v 2` is no type
/// ([`Model::ty`] is `None`), so that walks through types and constants end on any input. Only
/// pointers can then lead back to a type met before (a structure holding a pointer to itself),
/// and every walk through them here is bounded.
///
/// ```
/// use spirv_core::Module;
/// use spirv_core::spec::{Decoration, StorageClass};
/// use spirv_model::{Model, Type};
///
/// let words = spirv_core::text::assemble(b"
///     OpCapability Shader
///     OpMemoryModel Logical GLSL450
///     OpEntryPoint GLCompute %main \"main\"
///     OpExecutionMode %main LocalSize 64 1 1
///     OpName %data \"data\"
///     OpDecorate %data DescriptorSet 0
///     OpDecorate %data Binding 3
///     OpDecorate %block Block
///     OpMemberDecorate %block 0 Offset 0
///     %void = OpTypeVoid
///     %fn = OpTypeFunction %void
///     %uint = OpTypeInt 32 0
///     %block = OpTypeStruct %uint
///     %ptr = OpTypePointer StorageBuffer %block
///     %data = OpVariable %ptr StorageBuffer
///     %main = OpFunction %void None %fn
///     %entry = OpLabel
///     OpReturn
///     OpFunctionEnd
/// ", &Default::default()).unwrap();
/// let module = Module::decode_words(&words).unwrap();
/// let model = Model::new(&module);
///
/// let data = model.id_named("data").unwrap();
/// assert_eq!(model.binding(data), Some((0, 3)));
/// let Some(Type::Pointer { storage, pointee }) = model.type_of(data) else { panic!() };
/// assert_eq!(storage, StorageClass::StorageBuffer);
/// assert!(model.decorations(pointee).any(|d| matches!(d, Decoration::Block)));
/// assert_eq!(model.entry_points()[0].name.to_string_lossy(), "main");
/// assert_eq!(model.functions()[0].blocks.len(), 1);
/// ```
#[derive(Debug)]
pub struct Model<'m, 'a> {
    pub(crate) module: &'m Module<'a>,
    /// Per id, the index of its defining instruction plus one (0: not defined).
    defs: IdMap<u32>,
    /// `OpName` and `OpMemberName`: (id, member or [`WHOLE`], name), sorted by id and member.
    names: Vec<(u32, u32, &'m Str<'a>)>,
    /// Every decoration: sorted by id, member and the instruction that registered it.
    decorations: Vec<Decorated<'m, 'a>>,
    entry_points: Vec<EntryPoint<'m, 'a>>,
    /// `OpExecutionMode` and `OpExecutionModeId`, of any id: sorted by id, in module order
    /// within each.
    modes: Vec<ModeOf<'m>>,
    /// The instructions from the first `OpCapability`, `OpConditionalCapabilityINTEL`,
    /// `OpExtension` or `OpConditionalExtensionINTEL` to the last (the module's first ones, in
    /// a valid module), read when asked: a list of them cost the model 2 % of its time, in its
    /// allocation.
    declarations: Range<u32>,
    /// The first `OpMemoryModel`'s operands.
    memory_model: Option<(AddressingModel, MemoryModel)>,
    /// `OpExtInstImport`s: (id, name).
    /// Each import's result id, name and set (if this crate has its grammar).
    imports: Vec<(u32, &'m Str<'a>, Option<ExtSet>)>,
    /// `OpTypeForwardPointer`s: (pointer type, storage class).
    forward_pointers: Vec<(IdRef, StorageClass)>,
    /// The types and constants that name an id not defined before them (see above), sorted;
    /// empty in a valid module.
    ill_founded: Vec<u32>,
    functions: Vec<Function>,
}

/// An entry point: `OpEntryPoint` (or `OpConditionalEntryPointINTEL`) with the execution modes
/// (`OpExecutionMode`, `OpExecutionModeId`) the module gives it.
#[derive(Debug, Clone)]
pub struct EntryPoint<'m, 'a> {
    /// The index of its instruction in [`Module::instructions`].
    pub index: usize,
    /// `OpConditionalEntryPointINTEL`'s condition, a boolean specialization constant (`None`
    /// for `OpEntryPoint`).
    pub condition: Option<IdRef>,
    /// The stage.
    pub execution_model: ExecutionModel,
    /// Its `OpFunction`.
    pub function: IdRef,
    /// The name it is called by.
    pub name: &'m Str<'a>,
    /// The variables it lists (before SPIR-V 1.4 only `Input` and `Output` ones; since, every
    /// global variable it uses).
    pub interface: &'m List<'a, IdRef>,
    /// Its execution modes, in module order.
    pub modes: Vec<&'m ExecutionMode>,
}

/// A decoration of an id or of a structure member, where the module says it
/// ([`Model::decorations_in_order`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Decorated<'m, 'a> {
    /// The decorated id.
    pub id: u32,
    /// The member (`u32::MAX`: the id itself).
    pub member: u32,
    /// The decoration.
    pub decoration: &'m Decoration<'a>,
    /// The index in [`Module::instructions`] of the instruction that gives it to the id: its
    /// own, or the `OpGroupDecorate` / `OpGroupMemberDecorate` that applies a group's.
    pub applied_at: u32,
    /// The index of the instruction that states it (`OpDecorate`, `OpMemberDecorate`, ...; for
    /// one applied through a group, the group's).
    pub stated_at: u32,
}

/// An execution mode given to an id (an entry point's function, in a valid module).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct ModeOf<'m> {
    id: u32,
    index: u32,
    mode: &'m ExecutionMode,
}

/// A capability or extension the module declares, where, and on what condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Declared<T> {
    /// The capability or the extension's name.
    pub item: T,
    /// The index of its instruction in [`Module::instructions`].
    pub index: usize,
    /// `OpConditionalCapabilityINTEL`'s or `OpConditionalExtensionINTEL`'s condition (`None`
    /// for `OpCapability`, `OpExtension`).
    pub condition: Option<IdRef>,
}

impl<'m, 'a> Model<'m, 'a> {
    /// Indexes `module` in one pass over its instructions.
    pub fn new(module: &'m Module<'a>) -> Self {
        let instructions = &module.instructions;
        // The lists' lengths, counted first so that each is allocated once: grown as they
        // filled, they left up to half their memory unused (the model of the corpus held 14.7
        // bytes per instruction, now 9.8), and the growing cost about what counting does.
        let mut count = Counts::default();
        for inst in instructions {
            match inst {
                Instruction::Name { .. } | Instruction::MemberName { .. } => count.names += 1,
                Instruction::Decorate { .. }
                | Instruction::DecorateId { .. }
                | Instruction::DecorateString { .. }
                | Instruction::MemberDecorate { .. }
                | Instruction::MemberDecorateString { .. } => count.decorations += 1,
                Instruction::GroupDecorate { targets, .. } => count.group_uses += targets.len(),
                Instruction::GroupMemberDecorate { targets, .. } => count.group_uses += targets.len(),
                Instruction::EntryPoint { .. } | Instruction::ConditionalEntryPointINTEL { .. } => {
                    count.entry_points += 1
                }
                Instruction::ExecutionMode { .. } | Instruction::ExecutionModeId { .. } => count.modes += 1,
                Instruction::ExtInstImport { .. } => count.imports += 1,
                Instruction::TypeForwardPointer { .. } => count.forward_pointers += 1,
                Instruction::Function { .. } => count.functions += 1,
                _ => {}
            }
        }
        let mut model = Model {
            module,
            defs: IdMap::for_input(instructions.len().saturating_mul(2), module.header.bound),
            names: Vec::with_capacity(count.names),
            decorations: Vec::with_capacity(count.decorations),
            entry_points: Vec::with_capacity(count.entry_points),
            modes: Vec::with_capacity(count.modes),
            declarations: 0..0,
            memory_model: None,
            imports: Vec::with_capacity(count.imports),
            forward_pointers: Vec::with_capacity(count.forward_pointers),
            ill_founded: Vec::new(),
            functions: Vec::with_capacity(count.functions),
        };
        // The ids `OpTypeForwardPointer` declared so far.
        let mut forward: BTreeSet<u32> = BTreeSet::new();
        // Decoration groups and what they are applied to: (group, target, member, index),
        // resolved once all are known.
        let mut group_uses: Vec<(u32, u32, u32, u32)> = Vec::with_capacity(count.group_uses);
        let mut function: Option<Function> = None;
        for (index, inst) in instructions.iter().enumerate() {
            if let (result_type, Some(id)) = inst.result_type_and_id() {
                let def = model.defs.entry(id.get());
                if *def == 0 {
                    *def = index as u32 + 1;
                    if function.is_none()
                        && names_values(result_type.is_some(), inst)
                        && !well_founded(&model.defs, &forward, id.get(), inst)
                    {
                        model.ill_founded.push(id.get());
                    }
                }
            }
            match inst {
                Instruction::Name { target, name } => model.names.push((target.get(), WHOLE, name)),
                Instruction::MemberName { type_, member, name } => model.names.push((type_.get(), *member, name)),
                Instruction::Decorate { target, decoration }
                | Instruction::DecorateId { target, decoration }
                | Instruction::DecorateString { target, decoration } => {
                    model.decorations.push(Decorated::new(target.get(), WHOLE, decoration, index));
                }
                Instruction::MemberDecorate { structure_type: target, member, decoration }
                | Instruction::MemberDecorateString { struct_type: target, member, decoration } => {
                    model.decorations.push(Decorated::new(target.get(), *member, decoration, index));
                }
                Instruction::GroupDecorate { decoration_group, targets } => {
                    group_uses.extend(targets.iter().map(|t| (decoration_group.get(), t.get(), WHOLE, index as u32)));
                }
                Instruction::GroupMemberDecorate { decoration_group, targets } => {
                    let group = decoration_group.get();
                    group_uses.extend(targets.iter().map(|(t, member)| (group, t.get(), member, index as u32)));
                }
                Instruction::EntryPoint { execution_model, entry_point, name, interface } => {
                    model.entry_points.push(EntryPoint {
                        index,
                        condition: None,
                        execution_model: *execution_model,
                        function: *entry_point,
                        name,
                        interface,
                        modes: Vec::new(),
                    });
                }
                Instruction::ConditionalEntryPointINTEL {
                    condition,
                    execution_model,
                    entry_point,
                    name,
                    interface,
                } => {
                    model.entry_points.push(EntryPoint {
                        index,
                        condition: Some(*condition),
                        execution_model: *execution_model,
                        function: *entry_point,
                        name,
                        interface,
                        modes: Vec::new(),
                    });
                }
                Instruction::ExecutionMode { entry_point, mode }
                | Instruction::ExecutionModeId { entry_point, mode } => {
                    model.modes.push(ModeOf { id: entry_point.get(), index: index as u32, mode });
                }
                Instruction::Capability { .. }
                | Instruction::ConditionalCapabilityINTEL { .. }
                | Instruction::Extension { .. }
                | Instruction::ConditionalExtensionINTEL { .. } => {
                    if model.declarations.is_empty() {
                        model.declarations.start = index as u32;
                    }
                    model.declarations.end = index as u32 + 1;
                }
                Instruction::MemoryModel { addressing_model, memory_model } => {
                    model.memory_model.get_or_insert((*addressing_model, *memory_model));
                }
                Instruction::ExtInstImport { result_id, name } => {
                    model.imports.push((result_id.get(), name, ExtSet::from_import(name.as_bytes())));
                }
                Instruction::TypeForwardPointer { pointer_type, storage_class } => {
                    model.forward_pointers.push((*pointer_type, *storage_class));
                    forward.insert(pointer_type.get());
                }
                Instruction::Function { result_id, .. } => {
                    // An unterminated function ends where the next begins.
                    if let Some(f) = function.take() {
                        model.functions.push(f.finish(index));
                    }
                    function = Some(Function::start(IdRef::from(*result_id), index));
                }
                Instruction::FunctionParameter { result_id, .. } => {
                    if let Some(f) = &mut function {
                        f.parameters.push(IdRef::from(*result_id));
                    }
                }
                Instruction::Label { result_id } => {
                    if let Some(f) = &mut function {
                        f.begin_block(IdRef::from(*result_id), index);
                    }
                }
                Instruction::FunctionEnd => {
                    if let Some(f) = function.take() {
                        model.functions.push(f.finish(index + 1));
                    }
                }
                _ => {}
            }
        }
        if let Some(f) = function.take() {
            model.functions.push(f.finish(instructions.len()));
        }
        // Stable: pushed in module order, each id's and member's are then in the order given.
        model.decorations.sort_by_key(|d| (d.id, d.member));
        if !group_uses.is_empty() {
            model.apply_groups(&group_uses);
        }
        model.names.sort_by_key(|&(id, member, _)| (id, member));
        model.ill_founded.sort_unstable();
        // Stable: each id's modes keep their module order.
        model.modes.sort_by_key(|m| m.id);
        for entry in &mut model.entry_points {
            let modes = equal_range(&model.modes, entry.function.get(), |m| m.id);
            entry.modes.extend(modes.iter().map(|m| m.mode));
        }
        model
    }

    /// Applies decoration groups: each `OpGroupDecorate` (`OpGroupMemberDecorate`) gives its
    /// targets (their members) the group's decorations stated before it, as SPIR-V orders them
    /// and as spirv-val registers them (a group's decorations are the group's own and any
    /// applied to it by an earlier use of another group). `decorations` is sorted; so it is
    /// after.
    fn apply_groups(&mut self, uses: &[(u32, u32, u32, u32)]) {
        // Targets that are groups themselves are rare (and invalid): only for them are the
        // decorations applied so far searched too.
        let groups: BTreeSet<u32> = uses.iter().map(|&(group, ..)| group).collect();
        let nested = uses.iter().any(|&(_, target, ..)| groups.contains(&target));
        let mut applied: Vec<Decorated<'m, 'a>> = Vec::new();
        for &(group, target, member, at) in uses {
            // Its members' too (which SPIR-V does not allow a group, but spirv-val applies).
            let own = equal_range(&self.decorations, group, |d| d.id);
            let before = own.iter().filter(|d| d.applied_at < at);
            let through = applied.iter().filter(|d| nested && d.id == group && d.applied_at < at);
            let given: Vec<Decorated<'m, 'a>> = before
                .chain(through)
                .map(|d| Decorated {
                    id: target,
                    member: if member == WHOLE { d.member } else { member },
                    applied_at: at,
                    ..*d
                })
                .collect();
            applied.extend(given);
        }
        self.decorations.extend(applied);
        self.decorations.sort_by_key(Decorated::key);
    }

    /// The module the model indexes.
    pub fn module(&self) -> &'m Module<'a> {
        self.module
    }

    /// The instruction that defines `id` (the first, if the module defines it twice).
    #[inline]
    pub fn def(&self, id: impl Into<IdRef>) -> Option<&'m Instruction<'a>> {
        self.def_index(id).and_then(|i| self.module.instructions.get(i))
    }

    /// The index in [`Module::instructions`] of the instruction that defines `id`.
    #[inline]
    pub fn def_index(&self, id: impl Into<IdRef>) -> Option<usize> {
        match self.defs.get(id.into().get()) {
            0 => None,
            n => Some(n as usize - 1),
        }
    }

    /// Whether `id` is defined by a type or constant that names an id not defined before it
    /// (which makes it neither: see [`Model`]).
    #[inline]
    pub(crate) fn is_ill_founded(&self, id: IdRef) -> bool {
        !self.ill_founded.is_empty() && self.ill_founded.binary_search(&id.get()).is_ok()
    }

    /// The type of the value `id` (its defining instruction's result type).
    pub fn result_type(&self, id: impl Into<IdRef>) -> Option<IdRef> {
        self.def(id)?.result_type().map(IdRef::from)
    }

    /// `id`'s first `OpName`.
    pub fn name(&self, id: impl Into<IdRef>) -> Option<&'m Str<'a>> {
        self.names_of(id.into().get(), WHOLE).first().map(|&(_, _, name)| name)
    }

    /// The first `OpMemberName` of member `member` of the structure type `id`.
    pub fn member_name(&self, id: impl Into<IdRef>, member: u32) -> Option<&'m Str<'a>> {
        self.names_of(id.into().get(), member).first().map(|&(_, _, name)| name)
    }

    /// The first id that `OpName` calls `name`.
    pub fn id_named(&self, name: &str) -> Option<IdRef> {
        let found = self.names.iter().find(|(_, member, n)| *member == WHOLE && n.as_bytes() == name.as_bytes());
        found.and_then(|&(id, ..)| IdRef::new(id))
    }

    fn names_of(&self, id: u32, member: u32) -> &[(u32, u32, &'m Str<'a>)] {
        equal_range(&self.names, (id, member), |&(i, m, _)| (i, m))
    }

    /// The decorations of `id` itself (not of its members), in module order, those of the
    /// decoration groups applied to it included.
    pub fn decorations(&self, id: impl Into<IdRef>) -> impl Iterator<Item = &'m Decoration<'a>> + Clone + '_ {
        self.decorations_of(id.into().get(), WHOLE).iter().map(|d| d.decoration)
    }

    /// The decorations of member `member` of the structure type `id`.
    pub fn member_decorations(
        &self,
        id: impl Into<IdRef>,
        member: u32,
    ) -> impl Iterator<Item = &'m Decoration<'a>> + Clone + '_ {
        self.decorations_of(id.into().get(), member).iter().map(|d| d.decoration)
    }

    fn decorations_of(&self, id: u32, member: u32) -> &[Decorated<'m, 'a>] {
        equal_range(&self.decorations, (id, member), |d| (d.id, d.member))
    }

    /// Every decoration of the module, decoration groups applied, with where it is given and
    /// stated: sorted by id, member (the id's own, `u32::MAX`, last) and the instruction that
    /// gives it. What a validator needs to apply rules about the order of decorations.
    pub fn decorations_in_order(&self) -> &[Decorated<'m, 'a>] {
        &self.decorations
    }

    /// Whether `id` is decorated with a decoration without parameters such as `Block`.
    pub fn has_decoration(&self, id: impl Into<IdRef>, decoration: &Decoration<'_>) -> bool {
        self.decorations(id).any(|d| d == decoration)
    }

    /// `id`'s `DescriptorSet` and `Binding` decorations, if it has both.
    pub fn binding(&self, id: impl Into<IdRef>) -> Option<(u32, u32)> {
        let id = id.into();
        let set = self.decorations(id).find_map(|d| match d {
            Decoration::DescriptorSet(set) => Some(*set),
            _ => None,
        })?;
        let binding = self.decorations(id).find_map(|d| match d {
            Decoration::Binding(binding) => Some(*binding),
            _ => None,
        })?;
        Some((set, binding))
    }

    /// The entry points, in module order.
    pub fn entry_points(&self) -> &[EntryPoint<'m, 'a>] {
        &self.entry_points
    }

    /// The execution modes the module gives `id`, with the index of their instruction, in
    /// module order: an entry point's ([`EntryPoint::modes`]), or those of an id that is none
    /// (which a valid module does not have).
    pub fn execution_modes(&self, id: impl Into<IdRef>) -> impl Iterator<Item = (usize, &'m ExecutionMode)> + '_ {
        equal_range(&self.modes, id.into().get(), |m| m.id).iter().map(|m| (m.index as usize, m.mode))
    }

    /// The capabilities the module declares, in module order.
    pub fn capabilities(&self) -> impl Iterator<Item = Declared<Capability>> + '_ {
        self.declarations().filter_map(|(index, inst)| match inst {
            Instruction::Capability { capability } => Some(Declared { item: *capability, index, condition: None }),
            Instruction::ConditionalCapabilityINTEL { condition, capability } => {
                Some(Declared { item: *capability, index, condition: Some(*condition) })
            }
            _ => None,
        })
    }

    /// The instructions that may declare capabilities and extensions, with their indices.
    fn declarations(&self) -> impl Iterator<Item = (usize, &'m Instruction<'a>)> + '_ {
        let Range { start, end } = self.declarations;
        let instructions = self.module.instructions.get(start as usize..end as usize).unwrap_or_default();
        (start as usize..).zip(instructions)
    }

    /// Whether the module declares `capability`, or one that implies it (the grammar's
    /// `implicitly declares`, followed to the end), conditionally or not.
    pub fn has_capability(&self, capability: Capability) -> bool {
        self.capabilities().any(|declared| {
            let mut found = false;
            spirv_core::predicates::insert_closed(declared.item, &mut |c| {
                found |= c == capability;
                !found
            });
            found
        })
    }

    /// The extensions the module declares, in module order.
    pub fn extensions(&self) -> impl Iterator<Item = Declared<&'m Str<'a>>> + '_ {
        self.declarations().filter_map(|(index, inst)| match inst {
            Instruction::Extension { name } => Some(Declared { item: name, index, condition: None }),
            Instruction::ConditionalExtensionINTEL { condition, name } => {
                Some(Declared { item: name, index, condition: Some(*condition) })
            }
            _ => None,
        })
    }

    /// Whether the module declares the extension `name`.
    pub fn has_extension(&self, name: &str) -> bool {
        self.extensions().any(|e| e.item.as_bytes() == name.as_bytes())
    }

    /// The addressing and memory models of the module's (first) `OpMemoryModel`.
    pub fn memory_model(&self) -> Option<(AddressingModel, MemoryModel)> {
        self.memory_model
    }

    /// The name an `OpExtInstImport` with result `id` imports.
    pub fn ext_import(&self, id: impl Into<IdRef>) -> Option<&'m Str<'a>> {
        let id = id.into().get();
        self.imports.iter().find(|(i, ..)| *i == id).map(|&(_, name, _)| name)
    }

    /// The extended instruction set `id` imports, if this crate has its grammar.
    pub fn ext_set(&self, id: impl Into<IdRef>) -> Option<ExtSet> {
        let id = id.into().get();
        self.imports.iter().find(|(i, ..)| *i == id).and_then(|&(.., set)| set)
    }

    /// The storage class an `OpTypeForwardPointer` gives the pointer type `id`.
    pub fn forward_pointer(&self, id: impl Into<IdRef>) -> Option<StorageClass> {
        let id = id.into();
        self.forward_pointers.iter().find(|(p, _)| *p == id).map(|&(_, storage)| storage)
    }

    /// The functions, in module order.
    pub fn functions(&self) -> &[Function] {
        &self.functions
    }

    /// The function whose `OpFunction` defines `id`.
    pub fn function(&self, id: impl Into<IdRef>) -> Option<&Function> {
        let id = id.into();
        self.functions.iter().find(|f| f.id == id)
    }

    /// The functions `entry` reaches through `OpFunctionCall`, `entry` first, each once, as
    /// indices into [`Model::functions`] (in the order a depth-first walk of the calls meets
    /// them). What an entry point reaches is what its stage runs: reflection reports the
    /// variables they use, a validator checks their rules against its execution model.
    pub fn reachable_functions(&self, entry: impl Into<IdRef>) -> Vec<usize> {
        // Marks by index, so that a module of many functions is walked in linear time.
        let mut marked = alloc::vec![false; self.functions.len()];
        let mut seen: Vec<usize> = Vec::new();
        let mut stack: Vec<IdRef> = alloc::vec![entry.into()];
        while let Some(id) = stack.pop() {
            let Some(index) = self.function_index(id) else { continue };
            if core::mem::replace(&mut marked[index], true) {
                continue;
            }
            seen.push(index);
            stack.extend(self.functions[index].callees(self));
        }
        seen
    }

    /// The index into [`Model::functions`] of the function `id` names.
    fn function_index(&self, id: IdRef) -> Option<usize> {
        let at = self.def_index(id)?;
        let i = self.functions.partition_point(|f| f.instructions.end <= at);
        self.functions.get(i).filter(|f| f.id == id).map(|_| i)
    }

    /// The block whose `OpLabel` defines `label`, with the function it is in.
    pub fn block(&self, label: impl Into<IdRef>) -> Option<(&Function, &Block)> {
        let at = self.def_index(label)?;
        let (function, block) = self.block_at(at)?;
        (block.instructions.start == at).then_some((function, block))
    }

    /// The function holding instruction `index` of [`Module::instructions`] (from its
    /// `OpFunction` to its `OpFunctionEnd`).
    pub fn function_at(&self, index: usize) -> Option<&Function> {
        // In module order, and apart: the first that ends after `index` is the only candidate.
        let i = self.functions.partition_point(|f| f.instructions.end <= index);
        self.functions.get(i).filter(|f| f.instructions.contains(&index))
    }

    /// The block holding instruction `index` of [`Module::instructions`] (from its `OpLabel` to
    /// its terminator), with the function it is in: where a validator's or a tool's message
    /// about an instruction places it.
    ///
    /// ```
    /// use spirv_core::Module;
    /// use spirv_core::spec::Instruction;
    /// use spirv_model::Model;
    ///
    /// let words = spirv_core::text::assemble(b"
    ///     OpCapability Shader
    ///     OpMemoryModel Logical GLSL450
    ///     OpName %then \"then\"
    ///     %void = OpTypeVoid
    ///     %bool = OpTypeBool
    ///     %true = OpConstantTrue %bool
    ///     %fn = OpTypeFunction %void
    ///     %f = OpFunction %void None %fn
    ///     %entry = OpLabel
    ///     OpSelectionMerge %end None
    ///     OpBranchConditional %true %then %end
    ///     %then = OpLabel
    ///     OpBranch %end
    ///     %end = OpLabel
    ///     OpReturn
    ///     OpFunctionEnd
    /// ", &Default::default()).unwrap();
    /// let module = Module::decode_words(&words).unwrap();
    /// let model = Model::new(&module);
    /// let branch = module.instructions.iter().position(|i| matches!(i, Instruction::Branch { .. })).unwrap();
    /// let (function, block) = model.block_at(branch).unwrap();
    /// assert_eq!(Some(block.label), model.id_named("then"));
    /// assert_eq!(function.blocks.len(), 3);
    /// assert!(model.block_at(0).is_none()); // OpCapability: outside every function
    /// ```
    pub fn block_at(&self, index: usize) -> Option<(&Function, &Block)> {
        let function = self.function_at(index)?;
        let i = function.blocks.partition_point(|b| b.instructions.end <= index);
        let block = function.blocks.get(i).filter(|b| b.instructions.contains(&index))?;
        Some((function, block))
    }
}

/// Whether `inst`, outside functions, is one of those whose ids walks follow: a type (what has
/// no result type there) or a constant made of other constants (composites, operations).
fn names_values(has_result_type: bool, inst: &Instruction<'_>) -> bool {
    !has_result_type
        || matches!(
            Constant::of_instruction(inst),
            Some(Constant::Composite(_) | Constant::Replicate(_) | Constant::Operation(_))
        )
}

/// Whether `inst` (defining `own`) names only ids defined before it (`defs` holds those; `own`
/// is there already), or ids `forward` declares as pointers; and, if `forward` declares `own`,
/// whether it is a pointer. SPIR-V requires this of types and constants; code in functions
/// names what it likes (a loop's phi names an id defined after it).
fn well_founded(defs: &IdMap<u32>, forward: &BTreeSet<u32>, own: u32, inst: &Instruction<'_>) -> bool {
    let mut ok = true;
    inst.for_each_id(|kind, id| {
        let id = id.get();
        ok &= kind == IdKind::Result
            || (id != own && defs.get(id) != 0)
            || (!forward.is_empty() && forward.contains(&id));
    });
    let declared_forward = !forward.is_empty() && forward.contains(&own);
    ok && (!declared_forward
        || matches!(inst, Instruction::TypePointer { .. } | Instruction::TypeUntypedPointerKHR { .. }))
}

/// How many entries each of the model's lists gets.
#[derive(Default)]
struct Counts {
    names: usize,
    decorations: usize,
    group_uses: usize,
    entry_points: usize,
    modes: usize,
    imports: usize,
    forward_pointers: usize,
    functions: usize,
}

impl<'m, 'a> Decorated<'m, 'a> {
    /// A decoration given by its own instruction, instruction `index`.
    fn new(id: u32, member: u32, decoration: &'m Decoration<'a>, index: usize) -> Self {
        Decorated { id, member, decoration, applied_at: index as u32, stated_at: index as u32 }
    }

    /// The order the model keeps them in.
    fn key(&self) -> (u32, u32, u32, u32) {
        (self.id, self.member, self.applied_at, self.stated_at)
    }
}

/// The entries of `sorted` (sorted by `key`) whose key is `key`.
fn equal_range<T, K: Ord + Copy>(sorted: &[T], key: K, f: impl Fn(&T) -> K) -> &[T] {
    let start = sorted.partition_point(|x| f(x) < key);
    let end = start + sorted[start..].partition_point(|x| f(x) == key);
    &sorted[start..end]
}
