//! What spirv-val has registered of the whole module by the time its per-instruction passes
//! run (`ValidationState_t`'s capabilities, extensions, memory model, entry points and their
//! execution modes), gathered once, on the first question, from the module's instructions.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use spirv_core::binary::{ByteOrder, HEADER_BYTES, frame};
use spirv_core::spec::{AddressingModel, Capability, ExecutionModel, Instruction, MemoryModel, Op};

use crate::by_class::{ByClass, Class};
use crate::capabilities::{self, CapabilitySet};
use crate::hash::HashMap;
use crate::reuse::emptied;

/// The module's declarations, as spirv-val has registered them after its first walk.
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
    /// The names of the extensions declared.
    extensions: Vec<Vec<u8>>,
    /// The operands of the first `OpMemoryModel`.
    pub memory_model: Option<(AddressingModel, MemoryModel)>,
    /// The function of each `OpEntryPoint`, in module order (repeated if it is repeated).
    pub entry_points: Vec<u32>,
    /// The execution models each entry point function is given: (function, model), sorted,
    /// each once.
    models: Vec<(u32, u32)>,
    /// The execution modes (their values) each id is given (an entry point or not): (id, mode),
    /// sorted, each once.
    modes: Vec<(u32, u32)>,
    /// Each `OpExecutionMode(Id)` with `LocalSize` or `LocalSizeId`: (id, its index), sorted by
    /// id, in module order for each.
    local_size: Vec<(u32, usize)>,
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
    /// The indices of the type declarations (and `OpTypeForwardPointer`s) whose opcode and
    /// operands (but the result id) repeat an earlier one's, in order.
    pub duplicate_types: Vec<usize>,
    /// The first instruction using each function type where it may not (made on demand).
    pub function_type_misuses: core::cell::OnceCell<BTreeMap<u32, usize>>,
    /// `ContainsLimitedUseIntOrFloatType`'s answer for each type asked about.
    pub limited_use: core::cell::RefCell<HashMap<u32, bool>>,
}

impl Facts {
    /// The facts of a module, gathered in the memory of `kept` (the last module's facts).
    pub(crate) fn gather(
        bytes: &[u8],
        instructions: &[Instruction<'_>],
        opcodes: &[u16],
        by_class: &ByClass,
        facts: &mut Facts,
    ) {
        facts.empty(by_class);
        duplicate_types(bytes, opcodes, instructions, &mut facts.duplicate_types);
        // Each class in module order; where it matters, an instruction's place is compared with
        // the module's first section's end and its first function's start.
        let class = |class: Class| {
            by_class.get(class).iter().filter_map(|&i| Some((i as usize, instructions.get(i as usize)?)))
        };
        let leading_end = instructions
            .iter()
            .position(|inst| {
                !matches!(
                    inst,
                    Instruction::Capability { .. }
                        | Instruction::ConditionalCapabilityINTEL { .. }
                        | Instruction::Extension { .. }
                        | Instruction::ConditionalExtensionINTEL { .. }
                )
            })
            .unwrap_or(instructions.len());
        let first_function = class(Class::Functions).next().map_or(usize::MAX, |(index, _)| index);
        // Each declared capability with those it implies, worked out once for the sets it goes in.
        let mut implied = Vec::new();
        for (index, inst) in class(Class::Capabilities) {
            let (Instruction::Capability { capability } | Instruction::ConditionalCapabilityINTEL { capability, .. }) =
                inst
            else {
                continue;
            };
            capabilities::closure(*capability, &mut implied);
            facts.capabilities.insert_each(&implied);
            if matches!(inst, Instruction::Capability { .. }) {
                facts.plain_capabilities.insert_each(&implied);
            }
            if index < leading_end {
                facts.leading_capabilities.insert_each(&implied);
            }
        }
        for (_, inst) in class(Class::Extensions) {
            if let Instruction::Extension { name } | Instruction::ConditionalExtensionINTEL { name, .. } = inst {
                let name = name.as_bytes();
                if !facts.extensions.iter().any(|e| e == name) {
                    facts.extensions.push(name.to_vec());
                }
            }
        }
        facts.memory_model = class(Class::AddressingModels).find_map(|(_, inst)| match inst {
            Instruction::MemoryModel { addressing_model, memory_model } => Some((*addressing_model, *memory_model)),
            _ => None,
        });
        for (_, inst) in class(Class::EntryPoints) {
            if let Instruction::EntryPoint { execution_model, entry_point, .. }
            | Instruction::ConditionalEntryPointINTEL { execution_model, entry_point, .. } = inst
            {
                facts.entry_points.push(entry_point.get());
                facts.models.push((entry_point.get(), execution_model.to_u32()));
            }
        }
        for (index, inst) in class(Class::ExecutionModes) {
            match inst {
                Instruction::ExecutionMode { entry_point, mode } => {
                    facts.register_mode(index, entry_point.get(), mode.kind().to_u32());
                }
                Instruction::ExecutionModeId { entry_point, mode } => {
                    let value = mode.kind().to_u32();
                    facts.register_mode(index, entry_point.get(), value);
                    if index < first_function && value == LOCAL_SIZE_ID {
                        facts.local_size_id = true;
                    }
                }
                _ => {}
            }
        }
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
        for list in [&mut facts.models, &mut facts.modes] {
            list.sort_unstable();
            list.dedup();
        }
        facts.call_targets.sort_unstable();
        facts.call_targets.dedup();
        // Stable: each id's keep module order, the last one last.
        facts.local_size.sort_by_key(|&(id, _)| id);
        // The 8- and 16-bit types the declared capabilities (and extensions) let the module
        // declare.
        use spirv_core::predicates::{DECLARES_FLOAT16, DECLARES_FLOAT16_EXTENSIONS, DECLARES_INT8, DECLARES_INT16};
        let any = |caps: &[Capability]| caps.iter().any(|&cap| facts.has_capability(cap));
        let declare_int8 = any(DECLARES_INT8);
        let declare_int16 = any(DECLARES_INT16);
        let declare_float16 =
            any(DECLARES_FLOAT16) || DECLARES_FLOAT16_EXTENSIONS.iter().any(|e| facts.has_extension(e));
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
            extensions,
            memory_model,
            entry_points,
            models,
            modes,
            local_size,
            workgroup_size,
            local_size_id,
            call_targets,
            declare_int8,
            declare_int16,
            declare_float16,
            duplicate_types,
            function_type_misuses,
            limited_use,
        } = self;
        for set in [capabilities, plain_capabilities, leading_capabilities] {
            set.clear();
        }
        *extensions = emptied(core::mem::take(extensions), count(Class::Extensions));
        *entry_points = emptied(core::mem::take(entry_points), count(Class::EntryPoints));
        *models = emptied(core::mem::take(models), count(Class::EntryPoints));
        *modes = emptied(core::mem::take(modes), count(Class::ExecutionModes));
        *call_targets = emptied(core::mem::take(call_targets), count(Class::FunctionCalls));
        local_size.clear();
        duplicate_types.clear();
        *memory_model = None;
        for flag in [workgroup_size, local_size_id, declare_int8, declare_int16, declare_float16] {
            *flag = false;
        }
        *function_type_misuses = core::cell::OnceCell::new();
        limited_use.get_mut().clear();
    }

    fn register_mode(&mut self, index: usize, entry_point: u32, mode: u32) {
        self.modes.push((entry_point, mode));
        if mode == LOCAL_SIZE || mode == LOCAL_SIZE_ID {
            self.local_size.push((entry_point, index));
        }
    }

    /// The last `OpExecutionMode(Id)` with `LocalSize` or `LocalSizeId` of `id`: its index.
    pub fn local_size(&self, id: u32) -> Option<usize> {
        let end = self.local_size.partition_point(|&(i, _)| i <= id);
        end.checked_sub(1).and_then(|last| self.local_size.get(last)).filter(|&&(i, _)| i == id).map(|&(_, at)| at)
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

    /// Whether the module declares the extension `name` (`HasExtension`).
    pub fn has_extension(&self, name: &str) -> bool {
        self.extensions.iter().any(|e| e == name.as_bytes())
    }

    /// Whether `entry_point` is given the execution mode `mode` (its value).
    pub fn has_mode(&self, entry_point: u32, mode: u32) -> bool {
        self.modes.binary_search(&(entry_point, mode)).is_ok()
    }

    /// The execution models `entry_point` is given (`GetExecutionModels`).
    pub fn models_of(&self, entry_point: u32) -> impl Iterator<Item = ExecutionModel> + '_ {
        let range = crate::sorted::equal_range(&self.models, entry_point, |&(e, _)| e);
        self.models[range].iter().filter_map(|&(_, m)| ExecutionModel::from_u32(m))
    }
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
