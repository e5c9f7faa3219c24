//! What spirv-val has registered of the whole module by the time its per-instruction passes
//! run (`ValidationState_t`'s capabilities, entry points' execution models, calls), gathered
//! once: read from the model, kept in the form the passes ask most (capabilities as bit sets),
//! and what depends on the order of the instructions (the first section's capabilities, what
//! comes before the first function).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use spirv_core::IdRef;
use spirv_core::binary::{ByteOrder, HEADER_BYTES, frame};
use spirv_core::spec::{Capability, ExecutionModeKind, ExecutionModel, Instruction, Op};
use spirv_model::Model;

use crate::by_class::{ByClass, Class};
use crate::capabilities::{self, CapabilitySet};
use crate::hash::HashMap;
use crate::reuse::emptied;

/// What the validator keeps of the model's facts for its many questions, and what spirv-val
/// registers by the order of the instructions.
#[derive(Debug, Default)]
pub(crate) struct Facts {
    /// The capabilities declared (by `OpCapability` and `OpConditionalCapabilityINTEL`) and
    /// those they imply.
    capabilities: CapabilitySet,
    /// Those `OpCapability` declares, and those they imply.
    plain_capabilities: CapabilitySet,
    /// Those the module's first section declares (`OpCapability`,
    /// `OpConditionalCapabilityINTEL`, before any but `OpExtension`s), and those they imply.
    leading_capabilities: CapabilitySet,
    /// The execution models each entry point function is given: (function, model), sorted,
    /// each once.
    models: Vec<(u32, u32)>,
    /// Whether an id is decorated `BuiltIn WorkgroupSize` before the first function.
    pub workgroup_size: bool,
    /// Whether an `OpExecutionModeId` with `LocalSizeId` comes before the first function.
    pub local_size_id: bool,
    /// The functions `OpFunctionCall` calls, sorted, each once.
    call_targets: Vec<u32>,
    /// The capabilities or extensions declared allow 8-bit integer types (`declare_int8_type`).
    pub declare_int8: bool,
    /// ... 16-bit integer types (`declare_int16_type`).
    pub declare_int16: bool,
    /// ... 16-bit float types (`declare_float16_type`).
    pub declare_float16: bool,
    /// Whether an `OpTypeFloat` has an encoding (BFloat16, FP8): without one, no value is of
    /// the types the invalid-type pass refuses.
    pub encoded_floats: bool,
    /// The indices of the type declarations (and `OpTypeForwardPointer`s) whose opcode and
    /// operands (but the result id) repeat an earlier one's, in order.
    pub duplicate_types: Vec<usize>,
    /// The first instruction using each function type where it may not (made on demand).
    pub function_type_misuses: core::cell::OnceCell<BTreeMap<u32, usize>>,
    /// `ContainsLimitedUseIntOrFloatType`'s answer for each type asked about.
    pub limited_use: core::cell::RefCell<HashMap<u32, bool>>,
    /// The first instruction using each function where no function may be named (made on the
    /// first `OpFunction` checked).
    pub function_uses: core::cell::OnceCell<BTreeMap<u32, usize>>,
    /// The memory pass's answers to its repeated type questions.
    pub memory_types: TypeMemo,
}

/// Answers to type questions a pass asks again and again, kept for the module: (question, type
/// id) to the answer, and which kinds of type the module declares at all (bits the asking pass
/// defines, found on its first question).
#[derive(Debug, Default)]
pub(crate) struct TypeMemo {
    pub(crate) declared: core::cell::Cell<Option<u16>>,
    pub(crate) known: core::cell::RefCell<HashMap<(u8, u32), bool>>,
}

impl Facts {
    /// The facts of a module, gathered in the memory of `facts` (the last module's facts).
    pub(crate) fn gather(bytes: &[u8], model: &Model<'_, '_>, opcodes: &[u16], by_class: &ByClass, facts: &mut Facts) {
        let instructions = &model.module().instructions;
        facts.empty(by_class);
        duplicate_types(bytes, opcodes, instructions, &mut facts.duplicate_types);
        // Each class in module order; where it matters, an instruction's place is compared with
        // the module's first function's start.
        let class = |class: Class| {
            by_class.get(class).iter().filter_map(|&i| Some((i as usize, instructions.get(i as usize)?)))
        };
        let first_function = class(Class::Functions).next().map_or(usize::MAX, |(index, _)| index);
        // The module's first section: the capabilities and extensions from the first
        // instruction on, both lists being in module order.
        let mut leading_end = 0;
        let mut capabilities = model.capabilities().map(|c| c.index).peekable();
        let mut extensions = model.extensions().map(|e| e.index).peekable();
        while capabilities.next_if_eq(&leading_end).or_else(|| extensions.next_if_eq(&leading_end)).is_some() {
            leading_end += 1;
        }
        // Each declared capability with those it implies, worked out once for the sets it goes in.
        let mut implied = Vec::new();
        for declared in model.capabilities() {
            capabilities::closure(declared.item, &mut implied);
            facts.capabilities.insert_each(&implied);
            if declared.condition.is_none() {
                facts.plain_capabilities.insert_each(&implied);
            }
            if declared.index < leading_end {
                facts.leading_capabilities.insert_each(&implied);
            }
        }
        facts.encoded_floats = class(Class::FloatTypes)
            .any(|(_, inst)| matches!(inst, Instruction::TypeFloat { floating_point_encoding: Some(_), .. }));
        facts.models.extend(model.entry_points().iter().map(|e| (e.function.get(), e.execution_model.to_u32())));
        facts.local_size_id = class(Class::ExecutionModes).take_while(|&(index, _)| index < first_function).any(
            |(_, inst)| matches!(inst, Instruction::ExecutionModeId { mode, .. } if mode.kind().to_u32() == LOCAL_SIZE_ID),
        );
        facts.workgroup_size =
            class(Class::Decorations).take_while(|&(index, _)| index < first_function).any(|(_, inst)| {
                matches!(
                    inst,
                    Instruction::Decorate {
                        decoration: spirv_core::spec::Decoration::BuiltIn(spirv_core::spec::BuiltIn::WorkgroupSize),
                        ..
                    }
                )
            });
        for (_, inst) in class(Class::FunctionCalls) {
            if let Instruction::FunctionCall { function, .. } = inst {
                facts.call_targets.push(function.get());
            }
        }
        facts.models.sort_unstable();
        facts.models.dedup();
        facts.call_targets.sort_unstable();
        facts.call_targets.dedup();
        // The 8- and 16-bit types the declared capabilities (and extensions) let the module
        // declare.
        use spirv_core::predicates::{DECLARES_FLOAT16, DECLARES_FLOAT16_EXTENSIONS, DECLARES_INT8, DECLARES_INT16};
        let any = |caps: &[Capability]| caps.iter().any(|&cap| facts.has_capability(cap));
        let declare_int8 = any(DECLARES_INT8);
        let declare_int16 = any(DECLARES_INT16);
        let declare_float16 =
            any(DECLARES_FLOAT16) || DECLARES_FLOAT16_EXTENSIONS.iter().any(|e| model.has_extension(e));
        facts.declare_int8 = declare_int8;
        facts.declare_int16 = declare_int16;
        facts.declare_float16 = declare_float16;
    }

    /// These facts emptied, in place (they are a few KiB, which moving would copy), their
    /// lists sized once for their classes.
    fn empty(&mut self, by_class: &ByClass) {
        let count = |class: Class| by_class.get(class).len();
        // Every field named, so that a new one is not forgotten here.
        let Facts {
            capabilities,
            plain_capabilities,
            leading_capabilities,
            models,
            workgroup_size,
            local_size_id,
            call_targets,
            declare_int8,
            declare_int16,
            declare_float16,
            encoded_floats,
            duplicate_types,
            function_type_misuses,
            limited_use,
            function_uses,
            memory_types,
        } = self;
        for set in [capabilities, plain_capabilities, leading_capabilities] {
            set.clear();
        }
        *models = emptied(core::mem::take(models), count(Class::EntryPoints));
        *call_targets = emptied(core::mem::take(call_targets), count(Class::FunctionCalls));
        duplicate_types.clear();
        for flag in [workgroup_size, local_size_id, declare_int8, declare_int16, declare_float16, encoded_floats] {
            *flag = false;
        }
        *function_type_misuses = core::cell::OnceCell::new();
        limited_use.get_mut().clear();
        *function_uses = core::cell::OnceCell::new();
        memory_types.declared.set(None);
        memory_types.known.get_mut().clear();
    }

    /// Whether an `OpFunctionCall` calls `function`.
    pub fn is_called(&self, function: u32) -> bool {
        self.call_targets.binary_search(&function).is_ok()
    }

    /// Whether the module declares `capability` or one that implies it (`HasCapability`).
    pub fn has_capability(&self, capability: Capability) -> bool {
        self.capabilities.contains(capability)
    }

    /// Whether an `OpCapability` of the module declares `capability` or one that implies it.
    pub fn has_plain_capability(&self, capability: Capability) -> bool {
        self.plain_capabilities.contains(capability)
    }

    /// Whether the module's first section declares `capability` or one that implies it.
    pub fn has_leading_capability(&self, capability: Capability) -> bool {
        self.leading_capabilities.contains(capability)
    }

    /// Whether an entry point names `function`.
    pub fn is_entry_point(&self, function: u32) -> bool {
        !crate::sorted::equal_range(&self.models, function, |&(e, _)| e).is_empty()
    }

    /// The execution models `entry_point` is given (`GetExecutionModels`).
    pub fn models_of(&self, entry_point: u32) -> impl Iterator<Item = ExecutionModel> + '_ {
        let range = crate::sorted::equal_range(&self.models, entry_point, |&(e, _)| e);
        self.models[range].iter().filter_map(|&(_, m)| ExecutionModel::from_u32(m))
    }
}

/// The fragment shader interlock execution modes (an entry point may have one; an interlock
/// instruction needs one).
pub(crate) const INTERLOCK_MODES: &[ExecutionModeKind] = &[
    ExecutionModeKind::PixelInterlockOrderedEXT,
    ExecutionModeKind::PixelInterlockUnorderedEXT,
    ExecutionModeKind::SampleInterlockOrderedEXT,
    ExecutionModeKind::SampleInterlockUnorderedEXT,
    ExecutionModeKind::ShadingRateInterlockOrderedEXT,
    ExecutionModeKind::ShadingRateInterlockUnorderedEXT,
];

/// Whether the module gives `id` the execution mode `mode` (its value).
pub(crate) fn has_mode(model: &Model<'_, '_>, id: u32, mode: u32) -> bool {
    IdRef::new(id).is_some_and(|id| model.execution_modes(id).any(|(_, m)| m.kind().to_u32() == mode))
}

/// The last `OpExecutionMode(Id)` with `LocalSize` or `LocalSizeId` of `id`: its index.
pub(crate) fn local_size(model: &Model<'_, '_>, id: u32) -> Option<usize> {
    let modes = IdRef::new(id).into_iter().flat_map(|id| model.execution_modes(id));
    modes.filter(|(_, m)| matches!(m.kind().to_u32(), LOCAL_SIZE | LOCAL_SIZE_ID)).last().map(|(index, _)| index)
}

/// The indices of the instructions that declare a type (or forward pointer) the same as an
/// earlier one: the same opcode and operand words, the result id aside
/// (`RegisterUniqueTypeDeclaration`), in order.
fn duplicate_types(bytes: &[u8], opcodes: &[u16], instructions: &[Instruction<'_>], duplicates: &mut Vec<usize>) {
    duplicates.clear();
    let Some(order) = bytes.first_chunk::<4>().copied().and_then(ByteOrder::of_magic) else { return };
    let is_type =
        |opcode: u16| spirv_core::predicates::generates_type(opcode) || opcode == Op::TypeForwardPointer as u16;
    // The instructions are framed up to the last type (the functions, after the types, are not).
    let Some(last) = opcodes.iter().rposition(|&op| is_type(op)) else { return };
    // Each type declaration's opcode (with its first operand word: most comparisons end there,
    // without comparing bytes), operand bytes (the same words, the same bytes) and index. Sized
    // once, for the types counted.
    let types = opcodes[..=last].iter().filter(|&&op| is_type(op)).count();
    let mut keys: Vec<(u64, &[u8], usize)> = Vec::with_capacity(types);
    let mut at = HEADER_BYTES;
    for (index, (&opcode, inst)) in opcodes.iter().zip(instructions).enumerate().take(last + 1) {
        let Some(Ok((_, operands, _))) = frame(bytes, &mut at, order) else { break };
        if is_type(opcode) {
            // The operands but the result id (a type's first operand).
            let skip = usize::from(inst.result_id().is_some());
            let operands = operands.get(skip * 4..).unwrap_or_default();
            let lead = operands.first_chunk::<4>().map_or(0, |w| u32::from_ne_bytes(*w));
            keys.push((u64::from(opcode) << 32 | u64::from(lead), operands, index));
        }
    }
    // Equal keys sort together, the earliest first: the others repeat it.
    keys.sort_unstable();
    duplicates.extend(keys.windows(2).filter(|w| (w[0].0, w[0].1) == (w[1].0, w[1].1)).map(|w| w[1].2));
    duplicates.sort_unstable();
}

/// `LocalSize`'s value.
pub(crate) const LOCAL_SIZE: u32 = 17;
/// `LocalSizeId`'s value.
pub(crate) const LOCAL_SIZE_ID: u32 = 38;
