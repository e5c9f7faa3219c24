//! The validation state the passes share: the module, its model, the options, and how errors
//! are worded and numbered as spirv-val words and numbers them.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use spirv_core::text::FriendlyNames;
use spirv_core::{IntoOwned, Module};
use spirv_model::Model;

use crate::by_class::{ByClass, Class};
use crate::error::{ErrorKind, Fault, ValidationError};
use crate::facts::Facts;
use crate::operands::OperandTable;
use crate::options::Options;
use crate::passes;

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
    texts: Option<Vec<String>>,
    keep_going: bool,
    /// spirv-dis' names of the ids, made on the first message that names one.
    names: Option<Option<FriendlyNames>>,
    /// The ids named since the last error was made, and how: those the next one names.
    pub(crate) named: Vec<(u32, Naming)>,
    /// The byte offset of each instruction, made on the first error.
    offsets: Option<Vec<usize>>,
    /// The first instruction using each function where no function may be named (the function
    /// pass's), made on the first `OpFunction` it checks.
    pub function_uses: Option<alloc::collections::BTreeMap<u32, usize>>,
    /// The functions' control-flow graphs, made on first use.
    pub(crate) cfg: Option<alloc::rc::Rc<passes::cfg_graph::ModuleCfg>>,
    /// The buffers the graph walks work in, shared by the passes that walk graphs.
    pub(crate) graph_scratch: passes::cfg_graph::Scratch,
    /// What the annotation pass works out once (decorations registered, uses of ids).
    pub annotations: Option<alloc::boxed::Box<passes::annotation::Registered>>,
    /// The memory pass's answers to its repeated type questions, made on first use.
    pub(crate) memory_types: passes::memory::TypeCache,
    /// The uses of every id, indexed on first use: several passes ask.
    uses: core::cell::OnceCell<alloc::rc::Rc<spirv_model::DefUse>>,
    /// Each instruction's operands, collected by the id pass.
    pub(crate) operands: OperandTable,
    /// Each instruction's opcode, result type and result id (0: none), read once: every pass
    /// asks.
    opcodes: Vec<u16>,
    result_types: Vec<u32>,
    result_ids: Vec<u32>,
    /// The instructions whole-module checks look for.
    by_class: &'m ByClass,
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
        let source = instruction.and_then(|i| self.source_location(i)).map(alloc::boxed::Box::new);
        // spirv-val puts the rule's name first: `[VUID-...] message`.
        let vuid = message.strip_prefix('[').and_then(|m| m.split_once(']')).map(|(v, _)| v.into());
        // The ids named while the message was made, as far as it names them (an id named for a
        // message not sent is not this error's), in the message's order.
        let mut found: Vec<(usize, u32)> = core::mem::take(&mut self.named)
            .into_iter()
            .filter_map(|(id, naming)| Some((naming.find(&message, id)?, id)))
            .collect();
        found.sort_unstable();
        let mut seen = alloc::collections::BTreeSet::new();
        let ids: Vec<u32> = found.into_iter().map(|(_, id)| id).filter(|id| seen.insert(*id)).collect();
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

    /// The byte offset of instruction `index`.
    fn offset(&mut self, index: usize) -> Option<usize> {
        let bytes = self.bytes;
        let offsets = self.offsets.get_or_insert_with(|| {
            let little = bytes.starts_with(&spirv_core::binary::MAGIC.to_le_bytes());
            let word = |at: usize| {
                let w: [u8; 4] = bytes.get(at * 4..at * 4 + 4)?.try_into().ok()?;
                Some(if little { u32::from_le_bytes(w) } else { u32::from_be_bytes(w) })
            };
            let mut offsets = Vec::new();
            let mut at = 5;
            while let Some(w) = word(at) {
                let (_, count) = spirv_core::binary::split_first_word(w);
                if count == 0 {
                    break;
                }
                offsets.push(at * 4);
                at += count;
            }
            offsets
        });
        offsets.get(index).copied()
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

/// What a validation leaves for the next one (of a [`crate::Validator`]): its working memory,
/// which the next reuses rather than allocating it again, and what it looked up in the grammar.
#[derive(Debug, Default)]
pub(crate) struct Buffers {
    graph_scratch: passes::cfg_graph::Scratch,
    operands: OperandTable,
    opcodes: Vec<u16>,
    result_types: Vec<u32>,
    result_ids: Vec<u32>,
    by_class: ByClass,
    /// The last module's facts (boxed: they are a few KiB, which moving would copy).
    facts: Option<alloc::boxed::Box<Facts>>,
    walk: passes::Kept,
    /// The last module's instructions' memory.
    instructions: Vec<spirv_core::spec::Instruction<'static>>,
}

/// `kept` emptied, its memory kept, with room for `count` items.
pub(crate) fn emptied<T>(mut kept: Vec<T>, count: usize) -> Vec<T> {
    kept.clear();
    kept.reserve(count);
    kept
}

/// The validation error of the binary parse's error `e`.
#[cold]
fn parse_error(e: &spirv_core::text::DisassembleError) -> ValidationError {
    let kind = match e.kind() {
        spirv_core::text::DisassembleErrorKind::InvalidId => ErrorKind::InvalidId,
        spirv_core::text::DisassembleErrorKind::Internal => ErrorKind::Internal,
        _ => ErrorKind::InvalidBinary,
    };
    let mut error = ValidationError::of_module(kind, e.instruction().map(|i| i - 1), e.message().to_string());
    error.offset = error.instruction.map(|_| e.offset());
    error.ids = e.id().into_iter().collect();
    error
}

/// `bytes` with the header's bound (in either byte order) at its largest.
#[cold]
fn with_bound_raised(bytes: &[u8]) -> Vec<u8> {
    let mut raised = bytes.to_vec();
    if let Some(bound) = raised.get_mut(12..16) {
        bound.fill(0xFF);
    }
    raised
}

/// The instruction pass's error for result id `id` of instruction `index` at or above `bound`,
/// with the instruction's text and offset.
#[cold]
fn id_beyond_bound(bytes: &[u8], index: usize, id: u32, bound: u32) -> ValidationError {
    let message = passes::instruction::id_beyond_bound_message(&id.to_string(), bound);
    let mut error = ValidationError::of_module(ErrorKind::InvalidBinary, Some(index), message);
    // Made before there is a checker to count the id as named.
    error.ids = [id].into();
    let text = spirv_core::text::instruction_text(bytes, index).ok().flatten();
    error.text = text.map(|text| String::from_utf8_lossy(&text).into());
    let instruction = spirv_core::binary::Reader::new(bytes).ok().and_then(|(_, mut reader)| reader.nth(index));
    error.offset = instruction.and_then(Result::ok).map(|instruction| instruction.offset);
    error
}

/// Validates `bytes`: every error (with `keep_going`) or the first. What `buffers` holds is
/// reused, and what this validation leaves is put back for the next.
pub(crate) fn run(bytes: &[u8], options: &Options, keep_going: bool, buffers: &mut Buffers) -> Vec<ValidationError> {
    // The header and the binary parse come first, and nothing can be checked past their errors.
    if let Err(e) = passes::header::check(bytes, options) {
        return alloc::vec![e];
    }
    // The binary parse's errors come first. Where the module decodes, the parse is skipped
    // when the decoded instructions show it would pass (below, once their results are read).
    let decoded = Module::decode_into(bytes, core::mem::take(&mut buffers.instructions));
    if decoded.is_err()
        && let Err(e) = spirv_core::text::check_binary(bytes)
    {
        return alloc::vec![parse_error(&e)];
    }
    // A result id at or above the header's bound: the binary parse accepts it, the decoder does
    // not. spirv-val reports it in its instruction pass, in order among its other checks, so
    // the module is decoded from a copy whose header raises the bound, then given back its own
    // (the passes' id maps keep ids beyond a bound apart).
    let raised;
    let decoded_as_is = decoded.is_ok();
    let decoded = match decoded {
        Err(e) if matches!(e.kind(), spirv_core::DecodeErrorKind::IdOutOfBound { .. }) => {
            raised = with_bound_raised(bytes);
            let bound = spirv_core::binary::read_header(bytes).map_or(0, |header| header.bound);
            match Module::decode(&raised) {
                Ok(mut module) => {
                    module.header.bound = bound;
                    Ok(module)
                }
                // An id of 2^32 - 1 is beyond any bound: its instruction is reported alone.
                Err(e) => match (e.kind(), e.instruction_index()) {
                    (&spirv_core::DecodeErrorKind::IdOutOfBound { id, .. }, Some(index)) => {
                        return alloc::vec![id_beyond_bound(bytes, index, id, bound)];
                    }
                    _ => Err(e),
                },
            }
        }
        decoded => decoded,
    };
    let Ok(module) = decoded else {
        // The binary parse accepts what the decoder does but the bound; this is only a safeguard.
        let message = "The module could not be decoded.".into();
        return alloc::vec![ValidationError::of_module(ErrorKind::InvalidBinary, None, message)];
    };
    let count = module.instructions.len();
    let mut opcodes = emptied(core::mem::take(&mut buffers.opcodes), count);
    let mut result_types = emptied(core::mem::take(&mut buffers.result_types), count);
    let mut result_ids = emptied(core::mem::take(&mut buffers.result_ids), count);
    for inst in &module.instructions {
        opcodes.push(inst.opcode() as u16);
        let (result_type, result_id) = inst.result_type_and_id();
        result_types.push(result_type.map_or(0, |t| t.get()));
        result_ids.push(result_id.map_or(0, |t| t.get()));
    }
    // All of the shortcut's proof but its visit of the operands, which the id pass's makes
    // (see the end).
    let parse_checked = decoded_as_is && {
        match spirv_core::text::check_decoded_except_operands(bytes, &module, &result_types, &result_ids) {
            Ok(()) => true,
            Err(e) => return alloc::vec![parse_error(&e)],
        }
    };
    let mut by_class = core::mem::take(&mut buffers.by_class);
    by_class.refill(&opcodes);
    let mut facts = buffers.facts.take().unwrap_or_default();
    Facts::gather(bytes, &module.instructions, &opcodes, &by_class, &mut facts);
    let mut checker = Checker {
        bytes,
        module: &module,
        model: Model::new(&module),
        options,
        facts,
        texts: None,
        keep_going,
        names: None,
        named: Vec::new(),
        offsets: None,
        function_uses: None,
        cfg: None,
        graph_scratch: core::mem::take(&mut buffers.graph_scratch),
        annotations: None,
        memory_types: Default::default(),
        uses: Default::default(),
        operands: core::mem::take(&mut buffers.operands).reset(count, bytes.len() / 4),
        opcodes,
        result_types,
        result_ids,
        by_class: &by_class,
    };
    let mut errors = passes::run(&mut checker, keep_going, &mut buffers.walk);
    // The rest of the binary parse's proof: no operand the grammars cannot type, shown to the
    // id pass's visit; if the pass stopped before the end, the whole proof again.
    let visited = checker.operands.len() == count;
    if parse_checked
        && (checker.operands.untyped() || !visited)
        && let Err(e) = spirv_core::text::check_decoded(bytes, &module)
    {
        errors = alloc::vec![parse_error(&e)];
    }
    buffers.graph_scratch = core::mem::take(&mut checker.graph_scratch);
    // The graphs, which no pass holds any more, leave their memory to the next module's.
    if let Some(cfg) = checker.cfg.take().and_then(|cfg| alloc::rc::Rc::try_unwrap(cfg).ok()) {
        buffers.graph_scratch.recycle(cfg);
    }
    buffers.operands = core::mem::take(&mut checker.operands);
    buffers.opcodes = core::mem::take(&mut checker.opcodes);
    buffers.result_types = core::mem::take(&mut checker.result_types);
    buffers.result_ids = core::mem::take(&mut checker.result_ids);
    buffers.facts = Some(checker.facts);
    buffers.by_class = by_class;
    // The instructions' memory, emptied, for the next module's (an empty vector's elements may
    // take any lifetime; collecting into the same layout keeps the memory).
    let mut instructions = module.instructions;
    instructions.clear();
    buffers.instructions = instructions.into_iter().map(IntoOwned::into_owned).collect();
    errors
}
