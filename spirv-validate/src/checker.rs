//! The validation state the passes share: the module, its model, the options, and how errors
//! are worded and numbered as spirv-val words and numbers them.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use spirv_core::Module;
use spirv_core::text::FriendlyNames;
use spirv_model::Model;
use spirv_model::cfg::ModuleCfg;

use spirv_core::spec::{AddressingModel, Capability};

use crate::by_class::{ByClass, Class};
use crate::cfg_graph::Scratch;
use crate::decoration_table::Table;
use crate::error::{ErrorKind, Fault, ValidationError};
use crate::facts::Facts;
use crate::operands::OperandTable;
use crate::options::Options;

/// What the passes see of the module being validated.
pub(crate) struct Checker<'m, 'a> {
    pub bytes: &'m [u8],
    pub module: &'m Module<'a>,
    pub model: Model<'m, 'a>,
    /// The target environment and flags.
    pub options: &'m Options,
    /// What spirv-val registers of the whole module in its first walk.
    pub facts: alloc::boxed::Box<Facts>,
    /// Each instruction's text under a message, made on the first error when the validation
    /// keeps going (else only the one instruction's text is made, the one time it is asked).
    pub(crate) texts: Option<Vec<String>>,
    pub(crate) keep_going: bool,
    /// spirv-dis' names of the ids, made on the first message that names one.
    pub(crate) names: Option<Option<FriendlyNames>>,
    /// The ids named since the last error was made, and how: those the next one names.
    pub(crate) named: Vec<(u32, Naming)>,
    /// The byte offset of each instruction, made on the first error.
    pub(crate) offsets: Option<Vec<usize>>,
    /// The functions' control-flow graphs (spirv-model's), made on first use.
    pub(crate) cfg: Option<alloc::rc::Rc<ModuleCfg>>,
    /// The buffers the graph walks work in, shared by the passes that walk graphs.
    pub(crate) graph_scratch: Scratch,
    /// The decorations as spirv-val records them, made on first use.
    pub(crate) decorations: Option<alloc::rc::Rc<Table>>,
    /// The uses of every id, indexed on first use: several passes ask.
    pub(crate) uses: core::cell::OnceCell<alloc::rc::Rc<spirv_model::DefUse>>,
    /// Each instruction's operands, collected by the id pass.
    pub(crate) operands: OperandTable,
    /// Each instruction's opcode, result type and result id (0: none), read once: every pass
    /// asks.
    pub(crate) opcodes: Vec<u16>,
    pub(crate) result_types: Vec<u32>,
    pub(crate) result_ids: Vec<u32>,
    /// What the instructions checked so far require of the entry points that reach them.
    pub(crate) limitations: crate::limitations::Limitations,
    /// The instructions whole-module checks look for.
    pub(crate) by_class: &'m ByClass,
}

impl<'m, 'a> Checker<'m, 'a> {
    /// The uses of every id (indexed once per module).
    pub fn uses(&self) -> alloc::rc::Rc<spirv_model::DefUse> {
        debug_assert_eq!(self.operands.len(), self.module.instructions.len(), "asked before the id pass is done");
        self.uses.get_or_init(|| alloc::rc::Rc::new(spirv_model::DefUse::from_uses(self.operands.uses()))).clone()
    }

    /// The instructions of `class`, with their indices, in module order. (Borrowing the module
    /// and not the checker, so that the loop may report errors.)
    pub fn all_of(
        &self,
        class: Class,
    ) -> impl Iterator<Item = (usize, &'m spirv_core::spec::Instruction<'a>)> + use<'m, 'a> {
        let instructions: &'m [spirv_core::spec::Instruction<'a>] = &self.module.instructions;
        self.by_class.get(class).iter().filter_map(move |&i| Some((i as usize, instructions.get(i as usize)?)))
    }

    /// The opcode of instruction `index` of the module.
    #[inline]
    pub fn opcode_at(&self, index: usize) -> u16 {
        self.opcodes.get(index).copied().unwrap_or(0)
    }

    /// The result type of instruction `index` of the module (0: none).
    #[inline]
    pub fn result_type_at(&self, index: usize) -> u32 {
        self.result_types.get(index).copied().unwrap_or(0)
    }

    /// The result id of instruction `index` of the module (0: none).
    #[inline]
    pub fn result_id_at(&self, index: usize) -> u32 {
        self.result_ids.get(index).copied().unwrap_or(0)
    }

    /// An error of `kind` about instruction `instruction` (`None`: the module), with
    /// spirv-val's message.
    pub fn diag(&mut self, kind: ErrorKind, instruction: Option<usize>, message: impl Into<String>) -> Fault {
        let message = message.into();
        let text = instruction.and_then(|i| self.text(i));
        let offset = instruction.and_then(|i| self.offset(i));
        let source =
            instruction.and_then(|i| crate::source::source_location(&self.model, i)).map(alloc::boxed::Box::new);
        // spirv-val puts the rule's name first, `[VUID-...] message`, or, in a message that
        // lists the rules an entry point breaks, first on a line of its own.
        let vuid = message.find("[VUID-").and_then(|at| message[at + 1..].split_once(']')).map(|(v, _)| v.into());
        // The ids named while the message was made, as far as it names them (an id named for a
        // message not sent is not this error's), in the message's order.
        let mut found: Vec<(usize, u32)> = core::mem::take(&mut self.named)
            .into_iter()
            .filter_map(|(id, naming)| Some((naming.find(&message, id)?, id)))
            .collect();
        found.sort_unstable();
        let mut seen = alloc::collections::BTreeSet::new();
        // (0 is no id: spirv-val prints it for an instruction without a result id.)
        let ids: Vec<u32> = found.into_iter().map(|(_, id)| id).filter(|&id| id != 0 && seen.insert(id)).collect();
        alloc::boxed::Box::new(ValidationError {
            kind,
            instruction,
            message,
            text,
            offset,
            ids: ids.into(),
            vuid,
            source,
        })
    }

    /// `InvalidData` about instruction `index` when there is a `message`: how the passes that
    /// work out at most one message an instruction end.
    pub(crate) fn invalid_data_if(&mut self, index: usize, message: Option<impl Into<String>>) -> Result<(), Fault> {
        match message {
            Some(message) => Err(self.diag(ErrorKind::InvalidData, Some(index), message)),
            None => Ok(()),
        }
    }

    /// The byte offset of instruction `index`.
    fn offset(&mut self, index: usize) -> Option<usize> {
        let bytes = self.bytes;
        let offsets = self.offsets.get_or_insert_with(|| {
            let Ok((_, reader)) = spirv_core::binary::Reader::new(bytes) else { return Vec::new() };
            reader.map_while(Result::ok).map(|inst| inst.offset).collect()
        });
        offsets.get(index).copied()
    }

    /// The number of words of instruction `index` (0 past the end), as its first word says.
    pub(crate) fn word_count(&mut self, index: usize) -> usize {
        let Some(at) = self.offset(index) else { return 0 };
        let order = self.bytes.first_chunk::<4>().copied().and_then(spirv_core::binary::ByteOrder::of_magic);
        order.and_then(|order| order.word_at(self.bytes, at)).map_or(0, |first| (first >> 16) as usize)
    }

    /// The text of instruction `index` as spirv-val prints it under a message.
    pub(crate) fn text(&mut self, index: usize) -> Option<alloc::boxed::Box<str>> {
        if !self.keep_going {
            // The names made for the message, if it named ids, are not made again.
            let text = match &self.names {
                Some(Some(names)) => spirv_core::text::instruction_text_named(self.bytes, index, names),
                _ => spirv_core::text::instruction_text(self.bytes, index),
            };
            let text = text.ok().flatten()?;
            return Some(String::from_utf8_lossy(&text).into());
        }
        let texts = self.texts.get_or_insert_with(|| {
            let texts = spirv_core::text::instruction_texts(self.bytes).unwrap_or_default();
            texts.into_iter().map(|t| String::from_utf8_lossy(&t).into_owned()).collect()
        });
        texts.get(index).map(|t| t.as_str().into())
    }

    /// The prefix spirv-val puts before a message about a rule of Vulkan's (`VkErrorID`):
    /// `[VUID-...] ` under a Vulkan environment, nothing otherwise.
    pub fn vuid(&self, id: u32) -> String {
        match crate::vuid::name(id) {
            Some(name) if self.options.target_env.is_vulkan() => format!("[{name}] "),
            _ => String::new(),
        }
    }

    /// The sentence spirv-val adds when an option or device feature would allow what a message
    /// refuses (`MissingFeature`).
    pub fn missing_feature(feature: &str, flag: &str, hint: bool) -> String {
        format!(
            "\nThis is {}allowed if you enable the {feature} (or use the {flag} command line flag)",
            if hint { "may be " } else { "" }
        )
    }

    /// An id as spirv-val names it in messages (`getIdName`): `'5[%x]'`, the number and
    /// spirv-dis' name, quoted.
    pub fn id_name(&mut self, id: u32) -> String {
        self.named.push((id, Naming::Name));
        let names = self.names.get_or_insert_with(|| FriendlyNames::from_module(self.bytes).ok());
        match names {
            Some(names) => format!("'{id}[%{}]'", names.name(id)),
            None => format!("'{id}[%{id}]'"),
        }
    }

    /// An id as spirv-val names it in the messages that print the number alone (`Structure id
    /// 15`, `Uniform id '16'`, `<id> 15`, `id <15>`, `(15)`): the number, counted as named.
    pub fn id_number(&mut self, id: u32) -> String {
        self.named.push((id, Naming::Number));
        id.to_string()
    }
}

impl Checker<'_, '_> {
    /// The module's decorations as spirv-val records them, made on first use.
    pub(crate) fn decoration_table(&mut self) -> alloc::rc::Rc<Table> {
        if self.decorations.is_none() {
            self.decorations = Some(alloc::rc::Rc::new(Table::new(&self.model, &self.opcodes)));
        }
        self.decorations.clone().unwrap_or_default()
    }

    /// The module's control-flow graphs, built on first use.
    pub(crate) fn module_cfg(&mut self) -> alloc::rc::Rc<ModuleCfg> {
        if let Some(cfg) = &self.cfg {
            return cfg.clone();
        }
        let mut scratch = core::mem::take(&mut self.graph_scratch);
        let cfg = alloc::rc::Rc::new(ModuleCfg::new(&self.model, &mut scratch.cfg));
        self.graph_scratch = scratch;
        self.cfg = Some(cfg.clone());
        cfg
    }

    /// Whether the module declares `capability` or one that implies it (`HasCapability`).
    pub fn has_capability(&self, capability: Capability) -> bool {
        self.facts.has_capability(capability)
    }

    /// Whether the module's first section declares `capability` or one that implies it
    /// (`HasCapability` as the structured control-flow checks ask it).
    pub(crate) fn declares_capability(&self, capability: Capability) -> bool {
        self.facts.has_leading_capability(capability)
    }

    /// Whether the module declares the extension `name` (`HasExtension`).
    pub fn has_extension(&self, name: &str) -> bool {
        self.model.has_extension(name)
    }

    /// The addressing model of the module's `OpMemoryModel` (`addressing_model`).
    pub fn addressing_model(&self) -> Option<AddressingModel> {
        self.model.memory_model().map(|(addressing, _)| addressing)
    }
}

/// Whether the module may use variable pointers to storage buffers (`VariablePointers` implies
/// the capability).
pub(crate) fn has_variable_pointers(c: &Checker<'_, '_>) -> bool {
    c.has_capability(Capability::VariablePointersStorageBuffer)
}

/// A check of one instruction that has a quick answer: `quick` says that the instruction
/// surely passes, and then `full`, the whole check, is not run. Debug builds run it anyway and
/// assert that it passes, so that the tests find a quick answer that is wrong.
#[inline(always)]
pub(crate) fn quick_or_full(quick: bool, full: impl FnOnce() -> Result<(), Fault>) -> Result<(), Fault> {
    if quick && !cfg!(debug_assertions) {
        return Ok(());
    }
    let result = full();
    debug_assert!(!quick || result.is_ok(), "the quick answer passes what the full check fails: {result:?}");
    result
}

/// How a message names an id: as [`Checker::id_name`] or as [`Checker::id_number`] made it.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Naming {
    /// `'15[%x]'`.
    Name,
    /// `15`, after a quote, `<`, `(` or a space (the forms spirv-val's messages put it in).
    Number,
}

impl Naming {
    /// Where `message` names `id` this way, if it does.
    fn find(self, message: &str, id: u32) -> Option<usize> {
        let number = id.to_string();
        message.match_indices(&number).map(|(at, _)| at).find(|&at| {
            let before = message[..at].chars().next_back();
            let after = &message[at + number.len()..];
            match self {
                Naming::Name => before == Some('\'') && after.starts_with("[%"),
                // Not a part of a longer number.
                Naming::Number => {
                    matches!(before, Some('\'' | '<' | '(' | ' ')) && !after.starts_with(|c: char| c.is_ascii_digit())
                }
            }
        })
    }
}
