//! Splits a module's instructions into typed operands as SPIRV-Tools' binary parser does
//! (`Parser` in `source/binary.cpp`), with its checks and its messages: one loop over the
//! grammar's operand lists, a stack of the operands still expected (enumerant parameters, the
//! operands of an extended instruction or of `OpSpecConstantOp`'s opcode are pushed as they
//! become known), and the module facts the text needs (the type of each literal number, the
//! set each `OpExtInstImport` imports).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_runtime::IdMap;

use crate::ExtGrammar;
use crate::grammar::{
    Category, EnumTable, IdKind, InstructionInfo, InstructionTable, KindInfo, LiteralKind, OperandClass, OperandForm,
    OperandForms, Quantifier,
};
use crate::spec::{Capability, Op, operand_kinds};

use super::{
    ImportedSet, NumberKind, NumberType, generates_type, imported_set, is_spec_constant_opcode, kind_description,
};

type Kind = KindInfo<Capability>;

/// How an operand is printed.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Form {
    /// The instruction's result id.
    ResultId,
    /// Any other id.
    Id,
    /// `LiteralInteger`: one unsigned 32-bit word.
    Integer,
    /// `LiteralFloat`: one 32-bit float.
    Float,
    /// A literal number typed by a type in the module (`OpConstant`, `OpSwitch`).
    Number(NumberType),
    /// A nul-terminated string.
    String,
    /// An extended instruction number of a set with these instructions (`None`: an unknown
    /// non-semantic set).
    ExtInstNumber(Option<InstructionTable<Capability>>),
    /// The opcode of `OpSpecConstantOp`.
    SpecConstantOpcode,
    /// A ValueEnum value, by its name.
    Enum(&'static str),
    /// A BitEnum mask.
    Mask(EnumTable<Capability>),
}

/// One operand: where its words are in the instruction, and how to print them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Operand {
    /// Index of its first word in the instruction (1 for the first operand).
    pub offset: u32,
    /// Number of words.
    pub words: u32,
    pub form: Form,
}

/// Why a module cannot be parsed; the exit status `spirv-dis` gives for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DisassembleErrorKind {
    /// The binary is malformed (`SPV_ERROR_INVALID_BINARY`, exit status 252).
    InvalidBinary,
    /// An id is 0, defined twice, or not what it must be (`SPV_ERROR_INVALID_ID`, exit 246).
    InvalidId,
    /// The header's version is not one SPIRV-Tools 2025.5 knows (it reports an internal error,
    /// exit 255).
    Internal,
}

impl DisassembleErrorKind {
    /// The exit status `spirv-dis` ends with for this error.
    pub fn exit_status(self) -> u8 {
        match self {
            DisassembleErrorKind::InvalidBinary => 252,
            DisassembleErrorKind::InvalidId => 246,
            DisassembleErrorKind::Internal => 255,
        }
    }
}

/// An error found while disassembling, with SPIRV-Tools' message.
///
/// Displays as `spirv-dis` reports it after `error: `: `N: message` with the 1-based index of
/// the failing instruction, or just the message for a header error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{message}", match instruction { Some(i) => format!("{i}: "), None => String::new() })]
pub struct DisassembleError {
    kind: DisassembleErrorKind,
    message: String,
    instruction: Option<usize>,
    offset: usize,
}

impl DisassembleError {
    /// What went wrong.
    pub fn kind(&self) -> DisassembleErrorKind {
        self.kind
    }

    /// The message, as SPIRV-Tools words it.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The 1-based index of the failing instruction; `None` for a header error.
    pub fn instruction(&self) -> Option<usize> {
        self.instruction
    }

    /// Byte offset in the module of the failing instruction (0 for a header error).
    pub fn offset(&self) -> usize {
        self.offset
    }

    pub(crate) fn header(kind: DisassembleErrorKind, message: String) -> Self {
        DisassembleError { kind, message, instruction: None, offset: 0 }
    }
}

/// An operand still expected: its form as the grammar tables give it.
type Expected = OperandForm<Capability>;
type Cat = OperandClass<Capability>;

/// The form of an operand of `kind` that is not in an operand list (a composite's base, the
/// operands of an unknown non-semantic instruction).
fn form_of(kind: Kind, quantifier: Quantifier) -> Expected {
    let class = match kind.category() {
        Category::Id(id) => Cat::Id(id),
        Category::Literal(literal) => Cat::Literal(literal),
        Category::Composite(_) => Cat::Composite,
        Category::ValueEnum(table) => Cat::ValueEnum(table),
        Category::BitEnum(table) => Cat::BitEnum(table),
    };
    OperandForm { kind, class, quantifier }
}

/// What parsing an opcode needs, read from the generated tables per instruction (an opcode's
/// record is found in a few instructions, and each operand's form is one word).
#[derive(Clone, Debug)]
struct Plan {
    info: InstructionInfo<Capability>,
    /// Whether its result id is a type id.
    declares_type: bool,
    /// `OpExtInst` or `OpExtInstWithForwardRefsKHR`: its third operand names the set, and the
    /// set's grammar says what follows its instruction number (SPIRV-Tools drops `OpExtInst`'s
    /// own trailing `IdRef*`).
    extended: bool,
    /// Its operands.
    steps: OperandForms<Capability>,
    /// Whether [`Parser::parse_fast`] may parse it (not an instruction whose operands depend
    /// on other instructions: extended instructions, `OpSwitch`, `OpExtInstImport`).
    fast: bool,
}

/// The opcodes [`Parser::parse_fast`] leaves to the general loop.
static SLOW_OPCODES: crate::OpSet =
    crate::OpSet::new(&[Op::ExtInst, Op::ExtInstWithForwardRefsKHR, Op::Switch, Op::ExtInstImport, Op::SpecConstantOp]);

impl Plan {
    #[inline]
    fn of(opcode: u16) -> Option<Plan> {
        let info = crate::spec::INSTRUCTIONS.get(opcode)?;
        Some(Plan {
            info,
            declares_type: generates_type(opcode),
            extended: opcode == Op::ExtInst as u16 || opcode == Op::ExtInstWithForwardRefsKHR as u16,
            steps: info.operands().forms(),
            fast: !SLOW_OPCODES.contains(opcode),
        })
    }
}

/// One parsed instruction; the operand list lives in the [`Parser`] until the next one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parsed<'m> {
    /// Word index of the instruction in the module.
    pub start: usize,
    /// The instruction's words (the first is the opcode and word count).
    pub words: &'m [u32],
    pub opcode: u16,
    pub info: InstructionInfo<Capability>,
    pub result_id: u32,
    pub type_id: u32,
}

/// One recorded instruction: parsed, with its range of [`Recorded::operands`], or its error
/// with the word range skipped past it.
pub(crate) type Entry<'m> = Result<(Parsed<'m>, u32, u32), (DisassembleError, usize, usize)>;

/// A module's instructions parsed once (by the naming pass), for the printing pass: each
/// instruction with the range of [`Recorded::operands`] holding its operands, or the error
/// it failed with and the words skipped past it.
#[derive(Debug, Default)]
pub(crate) struct Recorded<'m> {
    pub entries: Vec<Entry<'m>>,
    pub operands: Vec<Operand>,
    /// Set before the parse: only the instruction of this index is recorded, if the parse
    /// reaches it without error (for one instruction's text, the lists of all of a large
    /// module's were most of the cost).
    pub only: Option<usize>,
}

/// Walks a module's instructions as SPIRV-Tools' binary parser does.
#[derive(Debug)]
pub(crate) struct Parser<'m> {
    words: &'m [u32],
    position: usize,
    index: usize,
    /// Result id → its type id (a type maps to itself, an untyped result to 0).
    id_types: IdMap<Option<u32>>,
    /// Type id → the number type of its literals.
    number_types: IdMap<Option<NumberType>>,
    imports: IdMap<Option<ImportedSet>>,
    /// The grammars of sets SPIRV-Tools does not know that the caller gives.
    given: &'static [ExtGrammar],
    expected: Vec<Expected>,
    pub operands: Vec<Operand>,
}

impl<'m> Parser<'m> {
    /// A parser of the instructions of `words` (a whole module, header included, in host
    /// order; the header must have been checked), with the grammars of sets SPIRV-Tools does
    /// not know in `given`.
    pub fn new(words: &'m [u32], given: &'static [ExtGrammar]) -> Self {
        let bound = words.get(3).copied().unwrap_or(0);
        Parser {
            words,
            position: 5,
            index: 0,
            id_types: IdMap::for_input(words.len(), bound),
            number_types: IdMap::for_input(words.len(), bound),
            imports: IdMap::new(bound),
            given,
            expected: Vec::new(),
            operands: Vec::new(),
        }
    }

    /// Steps over the instruction that failed to parse, by its word count (one word if that
    /// is 0, the rest of the module if it runs past the end); returns its word range.
    pub fn skip(&mut self) -> (usize, usize) {
        let start = self.position;
        let count = self.words.get(start).map_or(1, |w| (w >> 16) as usize).max(1);
        let end = (start + count).min(self.words.len());
        self.position = end;
        (start, end)
    }

    fn error(&self, kind: DisassembleErrorKind, message: String) -> DisassembleError {
        let start = self.position;
        DisassembleError { kind, message, instruction: Some(self.index), offset: start * 4 }
    }

    /// The next instruction, `None` at the end of the module.
    pub fn next_instruction(&mut self) -> Option<Result<Parsed<'m>, DisassembleError>> {
        if self.position >= self.words.len() {
            return None;
        }
        Some(self.parse())
    }

    fn parse(&mut self) -> Result<Parsed<'m>, DisassembleError> {
        use DisassembleErrorKind::InvalidBinary;
        self.index += 1;
        let start = self.position;
        let first = self.words[start];
        let word_count = (first >> 16) as usize;
        let opcode = first as u16;
        if word_count == 0 {
            return Err(self.error(InvalidBinary, format!("Invalid instruction word count: {word_count}")));
        }
        let Some(plan) = Plan::of(opcode) else {
            return Err(self.error(InvalidBinary, format!("Invalid opcode: {opcode}")));
        };
        let info = plan.info;
        let end = start + word_count;
        let fast = if plan.fast { self.parse_fast(&plan, start, end) } else { None };
        let (result_id, type_id) = match fast {
            Some(ids) => ids,
            None => self.parse_operands(&plan, start, end)?,
        };
        let words = &self.words[start..end];
        if result_id != 0 && plan.declares_type {
            let number = NumberType::declared_by(opcode, &words[1..]);
            self.number_types.set(result_id, Some(number));
        }
        self.position = end;
        Ok(Parsed { start, words, opcode, info, result_id, type_id })
    }

    /// The operands of an instruction of only one-word operands that push nothing (ids,
    /// literal numbers, strings, enumerants without parameters): the plan's steps in order,
    /// without the stack. `None` for anything else, and for anything wrong, which the general
    /// loop ([`Parser::parse_operands`]) parses again and reports; nothing is recorded before
    /// the instruction is known to be good.
    #[inline]
    fn parse_fast(&mut self, plan: &Plan, start: usize, end: usize) -> Option<(u32, u32)> {
        let words = self.words.get(..end)?;
        let steps = &plan.steps;
        self.operands.clear();
        let mut pos = start + 1;
        let mut i = 0;
        let mut result_id = 0;
        let mut type_id = 0;
        while pos < end {
            let expected = steps.get(i)?;
            if expected.quantifier != Quantifier::Many {
                i += 1;
            }
            let word = words[pos];
            let mut len = 1;
            let form = match expected.class {
                Cat::Id(IdKind::ResultType) => {
                    if word == 0 {
                        return None;
                    }
                    type_id = word;
                    Form::Id
                }
                Cat::Id(IdKind::Result) => {
                    if word == 0 || result_id != 0 || self.id_types.get(word).is_some() {
                        return None;
                    }
                    result_id = word;
                    Form::ResultId
                }
                Cat::Id(_) => {
                    if word == 0 {
                        return None;
                    }
                    Form::Id
                }
                Cat::Literal(LiteralKind::Integer) => Form::Integer,
                Cat::Literal(LiteralKind::Float) => Form::Float,
                Cat::Literal(LiteralKind::ContextDependentNumber) => {
                    let number = self.number_types.get(type_id)?;
                    if matches!(number.kind, NumberKind::None) {
                        return None;
                    }
                    len = number_words(number.width);
                    Form::Number(number)
                }
                Cat::Literal(LiteralKind::String) => {
                    len = find_nul(&words[pos..])? / 4 + 1;
                    Form::String
                }
                Cat::ValueEnum(table) => {
                    let value = table.get(word)?;
                    if value.parameters().len() != 0 {
                        return None;
                    }
                    Form::Enum(value.name())
                }
                Cat::BitEnum(table) => {
                    let mut bits = word;
                    while bits != 0 {
                        let mask = bits & bits.wrapping_neg();
                        bits &= !mask;
                        if table.get(mask)?.parameters().len() != 0 {
                            return None;
                        }
                    }
                    if word == 0
                        && let Some(none) = table.get(0)
                        && none.parameters().len() != 0
                    {
                        return None;
                    }
                    Form::Mask(table)
                }
                _ => return None,
            };
            if len == 0 || pos + len > end {
                return None;
            }
            self.operands.push(Operand { offset: (pos - start) as u32, words: len as u32, form });
            pos += len;
        }
        if steps.get(i).is_some_and(|e| e.quantifier == Quantifier::One) {
            return None;
        }
        if result_id != 0 {
            self.id_types.set(result_id, Some(if plan.declares_type { result_id } else { type_id }));
        }
        Some((result_id, type_id))
    }

    /// The general loop over the operands, with SPIRV-Tools' messages.
    fn parse_operands(&mut self, plan: &Plan, start: usize, end: usize) -> Result<(u32, u32), DisassembleError> {
        use DisassembleErrorKind::{InvalidBinary, InvalidId};
        let opcode = plan.info.opcode();
        let name = plan.info.name();
        let word_count = end - start;
        self.expected.clear();
        self.operands.clear();
        // The operands still expected: those pushed on `expected` (enumerant parameters, an
        // extended instruction's operands), then the plan's from `cursor` on.
        let (mut cursor, plan_end) = (0, plan.steps.len());
        let mut pos = start + 1;
        let mut result_id = 0;
        let mut type_id = 0;
        let mut ext_set: Option<ImportedSet> = None;
        while pos < end {
            let next = match self.expected.pop() {
                Some(expected) => {
                    if expected.quantifier == Quantifier::Many {
                        self.expected.push(expected);
                    }
                    Some(expected)
                }
                None if let Some(expected) = plan.steps.get(cursor) => {
                    if expected.quantifier != Quantifier::Many {
                        cursor += 1;
                    }
                    Some(expected)
                }
                None => None,
            };
            let Some(expected) = next else {
                return Err(self.error(
                    InvalidBinary,
                    format!(
                        "Invalid instruction {name} starting at word {start}: expected no more operands after {} \
                         words, but stated word count is {word_count}.",
                        pos - start
                    ),
                ));
            };
            let kind = expected.kind;
            let exhausted = |pos: usize, this: &Self, description: &str| {
                let state = if pos < this.words.len() { "truncated" } else { "missing" };
                this.error(
                    InvalidBinary,
                    format!(
                        "End of input reached while decoding {name} starting at word {start}: {state} {description} \
                         operand at word offset {}.",
                        pos - start
                    ),
                )
            };
            let category = expected.class;
            if let Cat::Composite = category {
                if let Category::Composite(bases) = kind.category() {
                    for base in bases.rev() {
                        self.expected.push(form_of(base, Quantifier::One));
                    }
                }
                continue;
            }
            let switch_literal = opcode == Op::Switch as u16 && matches!(category, Cat::Literal(LiteralKind::Integer));
            let description = || {
                if switch_literal { "possibly multi-word literal integer" } else { kind_description(kind) }
            };
            let Some(&word) = self.words.get(pos) else {
                return Err(exhausted(pos, self, description()));
            };
            let offset = (pos - start) as u32;
            let mut len = 1usize;
            let form = match category {
                Cat::Composite => continue,
                Cat::Id(IdKind::ResultType) => {
                    if word == 0 {
                        return Err(self.error(InvalidId, "Error: Type Id is 0".into()));
                    }
                    type_id = word;
                    Form::Id
                }
                Cat::Id(IdKind::Result) => {
                    if word == 0 {
                        return Err(self.error(InvalidId, "Error: Result Id is 0".into()));
                    }
                    if self.id_types.get(word).is_some() {
                        return Err(self.error(InvalidId, format!("Id {word} is defined more than once")));
                    }
                    result_id = word;
                    let own_type = if plan.declares_type { word } else { type_id };
                    self.id_types.set(word, Some(own_type));
                    Form::ResultId
                }
                Cat::Id(IdKind::Ref) => {
                    if word == 0 {
                        return Err(self.error(InvalidId, "Id is 0".into()));
                    }
                    if offset == 3 && plan.extended {
                        match self.imports.get(word) {
                            Some(set) => ext_set = Some(set),
                            None => {
                                return Err(self.error(
                                    InvalidId,
                                    format!("OpExtInst set Id {word} does not reference an OpExtInstImport result Id"),
                                ));
                            }
                        }
                    }
                    Form::Id
                }
                Cat::Id(_) => {
                    if word == 0 {
                        return Err(self.error(InvalidBinary, format!("{} is 0", description())));
                    }
                    Form::Id
                }
                Cat::Literal(LiteralKind::Integer) if switch_literal => {
                    let selector = self.words.get(start + 1).copied().unwrap_or(0);
                    let number = match self.id_types.get(selector) {
                        None | Some(0) => {
                            return Err(self.error(
                                InvalidBinary,
                                format!("Invalid OpSwitch: selector id {selector} has no type"),
                            ));
                        }
                        Some(t) if t == selector => {
                            return Err(self.error(
                                InvalidBinary,
                                format!("Invalid OpSwitch: selector id {selector} is a type, not a value"),
                            ));
                        }
                        Some(t) => self.number_type(t)?,
                    };
                    if !matches!(number.kind, NumberKind::Signed | NumberKind::Unsigned) {
                        return Err(self.error(
                            InvalidBinary,
                            format!("Invalid OpSwitch: selector id {selector} is not a scalar integer"),
                        ));
                    }
                    len = number_words(number.width);
                    Form::Number(number)
                }
                Cat::Literal(LiteralKind::Integer) => Form::Integer,
                Cat::Literal(LiteralKind::Float) => Form::Float,
                Cat::Literal(LiteralKind::ContextDependentNumber) => {
                    let number = self.number_type(type_id)?;
                    len = number_words(number.width);
                    Form::Number(number)
                }
                Cat::Literal(LiteralKind::String) => {
                    let Some(nul) = find_nul(&self.words[pos..]) else {
                        return Err(exhausted(pos, self, description()));
                    };
                    len = nul / 4 + 1;
                    if opcode == Op::ExtInstImport as u16 {
                        let name = string_bytes(&self.words[pos..], nul);
                        match imported_set(&name, self.given) {
                            Some(set) => self.imports.set(result_id, Some(set)),
                            None => {
                                return Err(self.error(
                                    InvalidBinary,
                                    format!("Invalid extended instruction import '{}'", String::from_utf8_lossy(&name)),
                                ));
                            }
                        }
                    }
                    Form::String
                }
                Cat::Literal(LiteralKind::ExtInstInteger) => {
                    let table = ext_set.and_then(ImportedSet::instructions);
                    let found = table.and_then(|set| set.get(u16::try_from(word).ok()?));
                    // The set's grammar says what follows, not the rest of `OpExtInst`'s own.
                    cursor = plan_end;
                    match (found, ext_set) {
                        (Some(info), _) => {
                            self.expected.extend(info.operands().forms().rev());
                            Form::ExtInstNumber(table)
                        }
                        (None, Some(imported)) if imported.is_non_semantic() => {
                            self.expected.push(form_of(operand_kinds::IdRef, Quantifier::Many));
                            Form::ExtInstNumber(table)
                        }
                        _ => {
                            return Err(
                                self.error(InvalidBinary, format!("Invalid extended instruction number: {word}"))
                            );
                        }
                    }
                }
                Cat::Literal(LiteralKind::SpecConstantOpInteger) => {
                    let operation = u16::try_from(word)
                        .ok()
                        .filter(|&op| is_spec_constant_opcode(op))
                        .and_then(|op| crate::spec::INSTRUCTIONS.get(op));
                    let Some(operation) = operation else {
                        return Err(self.error(InvalidBinary, format!("Invalid OpSpecConstantOp opcode: {word}")));
                    };
                    // Its result type and id are the instruction's own, parsed already.
                    let operands = operation.operands().forms();
                    let own = operands
                        .clone()
                        .take_while(|e| matches!(e.class, Cat::Id(IdKind::Result | IdKind::ResultType)))
                        .count();
                    self.expected.extend(operands.skip(own).rev());
                    Form::SpecConstantOpcode
                }
                Cat::ValueEnum(table) => {
                    let Some(value) = table.get(word) else {
                        let suffix = if kind.name() == "SourceLanguage" {
                            ", if you are creating a new source language please use value 0 (Unknown) and when ready, \
                             add your source language to SPIRV-Headers"
                        } else {
                            ""
                        };
                        return Err(
                            self.error(InvalidBinary, format!("Invalid {} operand: {word}{suffix}", description()))
                        );
                    };
                    self.push_parameters(value.parameters());
                    Form::Enum(value.name())
                }
                Cat::BitEnum(table) => {
                    for bit in (0..32).rev() {
                        let mask = 1u32 << bit;
                        if word & mask == 0 {
                            continue;
                        }
                        let Some(flag) = table.get(mask) else {
                            return Err(self.error(
                                InvalidBinary,
                                format!("Invalid {} operand: {word} has invalid mask component {mask}", description()),
                            ));
                        };
                        self.push_parameters(flag.parameters());
                    }
                    if word == 0
                        && let Some(none) = table.get(0)
                    {
                        self.push_parameters(none.parameters());
                    }
                    Form::Mask(table)
                }
            };
            self.operands.push(Operand { offset, words: len as u32, form });
            if pos + len > self.words.len() {
                return Err(exhausted(pos, self, description()));
            }
            pos += len;
        }
        let still_expected = match self.expected.last() {
            Some(e) => Some(*e),
            None => plan.steps.get(cursor),
        };
        if still_expected.is_some_and(|e| e.quantifier == Quantifier::One) {
            return Err(self.error(
                InvalidBinary,
                format!(
                    "End of input reached while decoding {name} starting at word {start}: expected more operands \
                     after {word_count} words."
                ),
            ));
        }
        if pos != end {
            return Err(self.error(
                InvalidBinary,
                format!(
                    "Invalid word count: {name} starting at word {start} says it has {word_count} words, but found {} \
                     words instead.",
                    pos - start
                ),
            ));
        }
        Ok((result_id, type_id))
    }

    /// Pushes an enumerant's parameters so that the first is taken next.
    fn push_parameters(&mut self, parameters: crate::grammar::Operands<Capability>) {
        for p in parameters.forms().rev() {
            self.expected.push(p);
        }
    }

    fn number_type(&self, type_id: u32) -> Result<NumberType, DisassembleError> {
        match self.number_types.get(type_id) {
            None => Err(self.error(DisassembleErrorKind::InvalidBinary, format!("Type Id {type_id} is not a type"))),
            Some(NumberType { kind: NumberKind::None, .. }) => Err(self
                .error(DisassembleErrorKind::InvalidBinary, format!("Type Id {type_id} is not a scalar numeric type"))),
            Some(number) => Ok(number),
        }
    }
}

/// Words of a literal of `width` bits, as SPIRV-Tools computes it (in 32 bits, then 16).
fn number_words(width: u32) -> usize {
    usize::from((width.wrapping_add(31) / 32) as u16)
}

/// Byte index of the first nul of the string starting at `words[0]`, if any.
pub(crate) fn find_nul(words: &[u32]) -> Option<usize> {
    for (i, &w) in words.iter().enumerate() {
        let bytes = w.to_le_bytes();
        if let Some(j) = bytes.iter().position(|&b| b == 0) {
            return Some(i * 4 + j);
        }
    }
    None
}

/// The first `len` bytes of the string starting at `words[0]`.
pub(crate) fn string_bytes(words: &[u32], len: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(len);
    for w in words {
        for b in w.to_le_bytes() {
            if out.len() == len {
                return out;
            }
            out.push(b);
        }
    }
    out
}
