//! Splits a module's instructions into typed operands as SPIRV-Tools' binary parser does
//! (`Parser` in `source/binary.cpp`), with its checks and its messages, and hands each operand
//! to a [`Sink`] as it reads it (a check, the naming pass, a printer): one loop over the
//! grammar's operand lists, a stack of the operands still expected (enumerant parameters, the
//! operands of an extended instruction or of `OpSpecConstantOp`'s opcode are pushed as they
//! become known), and the module facts the text needs (the type of each literal number, the
//! set each `OpExtInstImport` imports). Before it, a lane reads the common instructions
//! without the stack or the messages; what it gives up on, the loop reads again.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_runtime::IdMap;
use spirv_runtime::binary::{ByteOrder, split_first_word};

use crate::ExtGrammar;
use crate::definition::Definition;
use crate::grammar::{
    Category, EnumTable, FormWord, IdKind, InstructionInfo, InstructionTable, KindInfo, OperandClass, OperandForms,
    Quantifier,
};
use crate::spec::{Capability, Op, operand_kinds};

use super::form_code as code;
use super::{ImportedSet, NumberFormat, NumberKind, imported_set, is_spec_constant_opcode, kind_description};

type Kind = KindInfo<Capability>;
type Info = InstructionInfo<Capability>;

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
    Number(NumberFormat),
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
    id: Option<u32>,
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

    /// The id the message names, if it names one (`Id 5 is defined more than once`).
    pub fn id(&self) -> Option<u32> {
        self.id
    }

    pub(crate) fn header(kind: DisassembleErrorKind, message: String) -> Self {
        DisassembleError { kind, message, instruction: None, offset: 0, id: None }
    }

    /// The error, naming `id`.
    fn naming(self, id: u32) -> Self {
        DisassembleError { id: Some(id), ..self }
    }
}

/// An operand still expected: its form word, with the tables of its kind.
type Expected = FormWord<Capability>;

/// The form of the operands of an unknown non-semantic instruction: `IdRef*`.
fn id_refs() -> Expected {
    FormWord::of(operand_kinds::IdRef, Quantifier::Many)
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
    /// The word (in the instruction) of its result id, 0 if it has none.
    result_at: usize,
    /// `OpSwitch`: its literals are as wide as its selector.
    switch: bool,
    /// Whether [`Parser::lane`] may read its operands: none of them depends on other
    /// instructions beyond the literals' types, and none records what later ones need (not
    /// `OpExtInst`, `OpSwitch`, `OpExtInstImport`, `OpSpecConstantOp`).
    lane: bool,
    /// Its operands.
    steps: OperandForms<Capability>,
}

/// The opcodes [`Parser::lane`] leaves to the general loop.
static LANE_EXCLUDED: crate::OpSet =
    crate::OpSet::new(&[Op::ExtInst, Op::ExtInstWithForwardRefsKHR, Op::Switch, Op::ExtInstImport, Op::SpecConstantOp]);

impl Plan {
    #[inline]
    fn of(opcode: u16) -> Option<Plan> {
        use crate::grammar::layout::decode_facts as facts;
        let info = crate::spec::INSTRUCTIONS.get(opcode)?;
        let f = crate::spec::DECODE_FACTS.get(usize::from(opcode)).copied().unwrap_or(0);
        Some(Plan {
            info,
            declares_type: crate::predicates::generates_type(opcode),
            extended: opcode == Op::ExtInst as u16 || opcode == Op::ExtInstWithForwardRefsKHR as u16,
            result_at: if f & facts::RESULT != 0 { 1 + usize::from(f & facts::RESULT_TYPE) } else { 0 },
            switch: opcode == Op::Switch as u16,
            lane: !LANE_EXCLUDED.contains(opcode),
            steps: info.operands().forms(),
        })
    }
}

/// What the parse does with the instructions it reads, operand by operand: nothing (a check),
/// name ids (`FriendlyNames`), print each line as it goes (the plain layouts, `print::Line`), or
/// keep each instruction's operands for the printers of the layouts that need them whole.
pub(crate) trait Sink<'m> {
    /// An instruction begins: its result id (0 if it has none) and its name.
    #[inline(always)]
    fn begin(&mut self, result_id: u32, name: &'static str) {
        let _ = (result_id, name);
    }

    /// One operand of the instruction whose words are `inst` (the first is the opcode's).
    #[inline(always)]
    fn operand(&mut self, inst: &[u32], operand: Operand) {
        let _ = (inst, operand);
    }

    /// The instruction was read whole; `parser` knows the module up to it. False ends the
    /// parse there ([`Parser::run`] returns `Ok`).
    #[inline(always)]
    fn end(&mut self, inst: &Parsed<'m>, parser: &Parser<'m>) -> bool {
        let _ = (inst, parser);
        true
    }

    /// The instruction begun could not be read: what the sink made of it is to be undone.
    #[inline(always)]
    fn failed(&mut self) {}

    /// [`Parser::run`] with `keep_going` stepped over the words `start..end` of a failed
    /// instruction.
    #[inline(always)]
    fn skipped(&mut self, start: usize, end: usize) {
        let _ = (start, end);
    }
}

/// The parse as a check: nothing is kept.
impl Sink<'_> for () {}

/// One parsed instruction.
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

/// Walks a module's instructions as SPIRV-Tools' binary parser does.
#[derive(Debug)]
pub(crate) struct Parser<'m> {
    words: &'m [u32],
    position: usize,
    index: usize,
    /// Result id → its type id (a type maps to itself, an untyped result to 0).
    id_types: IdMap<Option<u32>>,
    /// Type id → the number type of its literals.
    number_types: IdMap<Option<NumberFormat>>,
    imports: IdMap<Option<ImportedSet>>,
    /// The grammars of sets SPIRV-Tools does not know that the caller gives.
    given: &'static [ExtGrammar],
    expected: Vec<Expected>,
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
        }
    }

    /// Steps over the instruction that failed to parse, by its word count (one word if that
    /// is 0, the rest of the module if it runs past the end); returns its word range.
    pub fn skip(&mut self) -> (usize, usize) {
        let start = self.position;
        let count = self.words.get(start).map_or(1, |&w| split_first_word(w).1).max(1);
        let end = (start + count).min(self.words.len());
        self.position = end;
        (start, end)
    }

    /// The number type of the literals of type `type_id`, if it is a type.
    pub fn literal_type(&self, type_id: u32) -> Option<NumberFormat> {
        self.number_types.get(type_id)
    }

    fn error(&self, kind: DisassembleErrorKind, message: String) -> DisassembleError {
        let start = self.position;
        DisassembleError { kind, message, instruction: Some(self.index), offset: start * 4, id: None }
    }

    /// Parses the instructions into `sink`, to the end of the module or until the sink stops
    /// it. At the first error it stops and returns it, or with `keep_going` steps over the
    /// instruction ([`Parser::skip`]) and goes on, and returns the first error at the end.
    pub fn run(&mut self, sink: &mut impl Sink<'m>, keep_going: bool) -> Result<(), DisassembleError> {
        let mut first_error = None;
        while self.position < self.words.len() {
            match self.parse(sink) {
                Ok(inst) => {
                    if !sink.end(&inst, self) {
                        break;
                    }
                }
                Err(e) => {
                    sink.failed();
                    if !keep_going {
                        return Err(e);
                    }
                    let (start, end) = self.skip();
                    sink.skipped(start, end);
                    first_error.get_or_insert(e);
                }
            }
        }
        first_error.map_or(Ok(()), Err)
    }

    /// The next instruction, its operands given to `sink` (but not the instruction:
    /// [`Sink::end`] is the caller's); `None` at the end of the module.
    pub fn next_instruction(&mut self, sink: &mut impl Sink<'m>) -> Option<Result<Parsed<'m>, DisassembleError>> {
        if self.position >= self.words.len() {
            return None;
        }
        Some(self.parse(sink))
    }

    #[inline(always)]
    fn parse(&mut self, sink: &mut impl Sink<'m>) -> Result<Parsed<'m>, DisassembleError> {
        use DisassembleErrorKind::InvalidBinary;
        self.index += 1;
        let start = self.position;
        let (opcode, word_count) = split_first_word(self.words[start]);
        if word_count == 0 {
            return Err(self.error(InvalidBinary, format!("Invalid instruction word count: {word_count}")));
        }
        let Some(plan) = Plan::of(opcode) else {
            return Err(self.error(InvalidBinary, format!("Invalid opcode: {opcode}")));
        };
        let info = plan.info;
        let end = start + word_count;
        let result_word = match plan.result_at {
            0 => 0,
            at => self.words.get(start + at).copied().unwrap_or(0),
        };
        sink.begin(result_word, info.name());
        let in_module = self.words.get(start..end).filter(|_| plan.lane);
        let (result_id, type_id) = match in_module.and_then(|inst| self.lane(&plan, inst, sink)) {
            Some(ids) => ids,
            None => {
                if in_module.is_some() {
                    // The lane gave up part way: the sink starts the instruction again.
                    sink.failed();
                    sink.begin(result_word, info.name());
                }
                self.parse_operands(&plan, start, end, sink)?
            }
        };
        // (Within the module: the operand loop read up to `end`.)
        let words = self.words.get(start..end).unwrap_or_default();
        if result_id != 0
            && plan.declares_type
            && let Some(number) = declared_format(opcode, words)
        {
            self.number_types.set(result_id, Some(number));
        }
        self.position = end;
        Ok(Parsed { start, words, opcode, info, result_id, type_id })
    }

    /// The operands of an instruction `inst` (its words, all in the module) of the common
    /// forms: ids, literal integers, strings, numbers, enumerants and flags with their
    /// parameters (at most four pending), read without the stack of expected operands and
    /// without messages. `None` for anything else and anything wrong, with nothing recorded in
    /// the parser: the general loop ([`Parser::parse_operands`]) reads the instruction again and
    /// says what is wrong. The two agree on every instruction the lane reads.
    #[inline(always)]
    fn lane(&mut self, plan: &Plan, inst: &[u32], sink: &mut impl Sink<'m>) -> Option<(u32, u32)> {
        let mut pending: [Option<Expected>; 4] = [None; 4];
        let mut waiting = 0;
        let (mut rel, mut cursor) = (1, 0);
        let (mut result_id, mut type_id) = (0, 0);
        while let Some(&word) = inst.get(rel) {
            let expected = match waiting {
                0 => {
                    let expected = plan.steps.word(cursor)?;
                    if expected.quantifier() != Quantifier::Many {
                        cursor += 1;
                    }
                    expected
                }
                _ => {
                    let expected = pending[waiting - 1]?;
                    if expected.quantifier() != Quantifier::Many {
                        waiting -= 1;
                    }
                    expected
                }
            };
            // Each arm gives its operand to the sink itself, so that the sink's match on the
            // form folds away (one jump per operand, not two).
            macro_rules! operand {
                ($form:expr, $len:expr) => {{
                    let len: usize = $len;
                    if len == 0 || rel + len > inst.len() {
                        return None;
                    }
                    sink.operand(inst, Operand { offset: rel as u32, words: len as u32, form: $form });
                    rel += len;
                }};
            }
            match expected.class_code() {
                code::RESULT_TYPE if word != 0 => {
                    type_id = word;
                    operand!(Form::Id, 1)
                }
                code::RESULT if word != 0 && result_id == 0 && self.id_types.get(word).is_none() => {
                    result_id = word;
                    operand!(Form::ResultId, 1)
                }
                code::REF | code::MEMORY_SEMANTICS | code::SCOPE if word != 0 => operand!(Form::Id, 1),
                code::INTEGER => operand!(Form::Integer, 1),
                code::NUMBER => {
                    let number = self.number_types.get(type_id).filter(|n| n.kind != NumberKind::None)?;
                    operand!(Form::Number(number), number_words(number.width))
                }
                code::STRING => operand!(Form::String, find_nul(inst.get(rel..)?)? / 4 + 1),
                code::VALUE_ENUM_ => {
                    let value = expected.enum_table().get(word)?;
                    for p in value.parameters().forms().form_words().rev() {
                        *pending.get_mut(waiting)? = Some(p);
                        waiting += 1;
                    }
                    operand!(Form::Enum(value.name()), 1)
                }
                code::BIT_ENUM_ => {
                    let table = expected.enum_table();
                    let mut bits = word;
                    while bits != 0 {
                        let mask = 1u32 << (31 - bits.leading_zeros());
                        bits &= !mask;
                        for p in table.get(mask)?.parameters().forms().form_words().rev() {
                            *pending.get_mut(waiting)? = Some(p);
                            waiting += 1;
                        }
                    }
                    if word == 0
                        && let Some(none) = table.get(0)
                    {
                        for p in none.parameters().forms().form_words().rev() {
                            *pending.get_mut(waiting)? = Some(p);
                            waiting += 1;
                        }
                    }
                    operand!(Form::Mask(table), 1)
                }
                _ => return None,
            }
        }
        let still_expected = match waiting {
            0 => plan.steps.word(cursor),
            _ => pending[waiting - 1],
        };
        if still_expected.is_some_and(|e| e.quantifier() == Quantifier::One) {
            return None;
        }
        if result_id != 0 {
            self.id_types.set(result_id, Some(if plan.declares_type { result_id } else { type_id }));
        }
        Some((result_id, type_id))
    }

    /// The loop over the operands, with SPIRV-Tools' checks and messages.
    #[inline(always)]
    fn parse_operands(
        &mut self,
        plan: &Plan,
        start: usize,
        end: usize,
        sink: &mut impl Sink<'m>,
    ) -> Result<(u32, u32), DisassembleError> {
        use DisassembleErrorKind::{InvalidBinary, InvalidId};
        let opcode = plan.info.opcode();
        let word_count = end - start;
        // The instruction's words, for the sink: those in the module (an instruction running
        // past its end fails before the sink sees a word beyond it).
        let inst = self.words.get(start..end.min(self.words.len())).unwrap_or_default();
        self.expected.clear();
        // The operands still expected: those pushed on `expected` (enumerant parameters, an
        // extended instruction's operands), then the plan's from `cursor` on.
        let (mut cursor, plan_end) = (0, plan.steps.len());
        let mut pos = start + 1;
        let mut result_id = 0;
        let mut type_id = 0;
        let mut ext_set: Option<ImportedSet> = None;
        while pos < end {
            let expected = match self.expected.pop() {
                Some(expected) => {
                    if expected.quantifier() == Quantifier::Many {
                        self.expected.push(expected);
                    }
                    expected
                }
                None => match plan.steps.word(cursor) {
                    Some(expected) => {
                        if expected.quantifier() != Quantifier::Many {
                            cursor += 1;
                        }
                        expected
                    }
                    None => return Err(self.no_more_operands(plan.info, start, pos, word_count)),
                },
            };
            let class = expected.class_code();
            if class == code::COMPOSITE_ {
                if let Category::Composite(bases) = expected.kind().category() {
                    bases.push_words(&mut self.expected);
                }
                continue;
            }
            let Some(&word) = self.words.get(pos) else {
                return Err(self.exhausted(plan.info, start, pos, expected, plan.switch && class == code::INTEGER));
            };
            let offset = (pos - start) as u32;
            let mut len = 1usize;
            let form = match class {
                code::RESULT_TYPE => {
                    if word == 0 {
                        return Err(self.error(InvalidId, "Error: Type Id is 0".into()));
                    }
                    type_id = word;
                    Form::Id
                }
                code::RESULT => {
                    if word == 0 {
                        return Err(self.error(InvalidId, "Error: Result Id is 0".into()));
                    }
                    if self.id_types.get(word).is_some() {
                        return Err(self.error(InvalidId, format!("Id {word} is defined more than once")).naming(word));
                    }
                    result_id = word;
                    let own_type = if plan.declares_type { word } else { type_id };
                    self.id_types.set(word, Some(own_type));
                    Form::ResultId
                }
                code::REF => {
                    if word == 0 {
                        return Err(self.error(InvalidId, "Id is 0".into()));
                    }
                    if offset == 3 && plan.extended {
                        ext_set = Some(self.ext_set(word)?);
                    }
                    Form::Id
                }
                code::MEMORY_SEMANTICS | code::SCOPE => {
                    if word == 0 {
                        return Err(self.error(InvalidBinary, format!("{} is 0", kind_description(expected.kind()))));
                    }
                    Form::Id
                }
                code::INTEGER if plan.switch => {
                    let number = self.switch_literal_type(start)?;
                    len = number_words(number.width);
                    Form::Number(number)
                }
                code::INTEGER => Form::Integer,
                code::FLOAT => Form::Float,
                code::NUMBER => {
                    let number = self.number_type(type_id)?;
                    len = number_words(number.width);
                    Form::Number(number)
                }
                code::STRING => {
                    let Some(nul) = find_nul(&self.words[pos..]) else {
                        return Err(self.exhausted(
                            plan.info,
                            start,
                            pos,
                            expected,
                            plan.switch && class == code::INTEGER,
                        ));
                    };
                    len = nul / 4 + 1;
                    if opcode == Op::ExtInstImport as u16 {
                        self.import(result_id, &self.words[pos..], nul)?;
                    }
                    Form::String
                }
                code::EXT_INST => {
                    // The set's grammar says what follows, not the rest of `OpExtInst`'s own.
                    cursor = plan_end;
                    self.ext_instruction(ext_set, word)?
                }
                code::SPEC_CONSTANT_OP => {
                    self.spec_constant_operation(word)?;
                    Form::SpecConstantOpcode
                }
                code::VALUE_ENUM_ => {
                    let Some(value) = expected.enum_table().get(word) else {
                        return Err(self.invalid_value(expected.kind(), word));
                    };
                    let parameters = value.parameters();
                    if parameters.len() != 0 {
                        parameters.forms().push_words(&mut self.expected);
                    }
                    Form::Enum(value.name())
                }
                _ => {
                    // A BitEnum (the one class left): each bit's parameters, the lowest bit's first.
                    let table = expected.enum_table();
                    let mut bits = word;
                    while bits != 0 {
                        let mask = 1u32 << (31 - bits.leading_zeros());
                        bits &= !mask;
                        let Some(flag) = table.get(mask) else {
                            return Err(self.invalid_mask(expected.kind(), word, mask));
                        };
                        let parameters = flag.parameters();
                        if parameters.len() != 0 {
                            parameters.forms().push_words(&mut self.expected);
                        }
                    }
                    if word == 0
                        && let Some(none) = table.get(0)
                    {
                        none.parameters().forms().push_words(&mut self.expected);
                    }
                    Form::Mask(table)
                }
            };
            if pos + len > self.words.len() {
                return Err(self.exhausted(plan.info, start, pos, expected, plan.switch && class == code::INTEGER));
            }
            sink.operand(inst, Operand { offset, words: len as u32, form });
            pos += len;
        }
        let still_expected = match self.expected.last() {
            Some(e) => Some(*e),
            None => plan.steps.word(cursor),
        };
        if still_expected.is_some_and(|e| e.quantifier() == Quantifier::One) {
            return Err(self.more_operands_expected(plan.info, start, word_count));
        }
        if pos != end {
            return Err(self.wrong_word_count(plan.info, start, pos, word_count));
        }
        Ok((result_id, type_id))
    }

    // The errors of the operand loop, out of line: they run once per module at most, and they
    // take values, so that nothing of the loop's has to be kept in memory for them.

    #[cold]
    #[inline(never)]
    fn more_operands_expected(&self, info: Info, start: usize, word_count: usize) -> DisassembleError {
        self.error(
            DisassembleErrorKind::InvalidBinary,
            format!(
                "End of input reached while decoding {} starting at word {start}: expected more operands after \
                 {word_count} words.",
                info.name()
            ),
        )
    }

    #[cold]
    #[inline(never)]
    fn wrong_word_count(&self, info: Info, start: usize, pos: usize, word_count: usize) -> DisassembleError {
        self.error(
            DisassembleErrorKind::InvalidBinary,
            format!(
                "Invalid word count: {} starting at word {start} says it has {word_count} words, but found {} words \
                 instead.",
                info.name(),
                pos - start
            ),
        )
    }

    #[cold]
    #[inline(never)]
    fn no_more_operands(&self, info: Info, start: usize, pos: usize, word_count: usize) -> DisassembleError {
        self.error(
            DisassembleErrorKind::InvalidBinary,
            format!(
                "Invalid instruction {} starting at word {start}: expected no more operands after {} words, but \
                 stated word count is {word_count}.",
                info.name(),
                pos - start
            ),
        )
    }

    #[cold]
    #[inline(never)]
    fn exhausted(
        &self,
        info: Info,
        start: usize,
        pos: usize,
        expected: Expected,
        switch_literal: bool,
    ) -> DisassembleError {
        let state = if pos < self.words.len() { "truncated" } else { "missing" };
        let description = match switch_literal {
            true => "possibly multi-word literal integer",
            false => kind_description(expected.kind()),
        };
        self.error(
            DisassembleErrorKind::InvalidBinary,
            format!(
                "End of input reached while decoding {} starting at word {start}: {state} {description} operand at \
                 word offset {}.",
                info.name(),
                pos - start
            ),
        )
    }

    #[cold]
    #[inline(never)]
    fn invalid_value(&self, kind: Kind, word: u32) -> DisassembleError {
        let suffix = if kind.name() == "SourceLanguage" {
            ", if you are creating a new source language please use value 0 (Unknown) and when ready, add your \
             source language to SPIRV-Headers"
        } else {
            ""
        };
        self.error(
            DisassembleErrorKind::InvalidBinary,
            format!("Invalid {} operand: {word}{suffix}", kind_description(kind)),
        )
    }

    #[cold]
    #[inline(never)]
    fn invalid_mask(&self, kind: Kind, word: u32, mask: u32) -> DisassembleError {
        self.error(
            DisassembleErrorKind::InvalidBinary,
            format!("Invalid {} operand: {word} has invalid mask component {mask}", kind_description(kind)),
        )
    }

    /// The set `OpExtInst`'s set operand `word` imports.
    fn ext_set(&self, word: u32) -> Result<ImportedSet, DisassembleError> {
        self.imports.get(word).ok_or_else(|| {
            self.error(
                DisassembleErrorKind::InvalidId,
                format!("OpExtInst set Id {word} does not reference an OpExtInstImport result Id"),
            )
            .naming(word)
        })
    }

    /// Extended instruction `word` of the set `ext_set`: its operands pushed.
    fn ext_instruction(&mut self, ext_set: Option<ImportedSet>, word: u32) -> Result<Form, DisassembleError> {
        let table = ext_set.and_then(ImportedSet::instructions);
        let found = table.and_then(|set| set.get(u16::try_from(word).ok()?));
        match (found, ext_set) {
            (Some(info), _) => info.operands().forms().push_words(&mut self.expected),
            (None, Some(imported)) if imported.is_non_semantic() => self.expected.push(id_refs()),
            _ => {
                return Err(self.error(
                    DisassembleErrorKind::InvalidBinary,
                    format!("Invalid extended instruction number: {word}"),
                ));
            }
        }
        Ok(Form::ExtInstNumber(table))
    }

    /// The operation `word` of `OpSpecConstantOp`: its operands pushed but its result type and
    /// id, which are the instruction's own, parsed already.
    fn spec_constant_operation(&mut self, word: u32) -> Result<(), DisassembleError> {
        let operation = u16::try_from(word)
            .ok()
            .filter(|&op| is_spec_constant_opcode(op))
            .and_then(|op| crate::spec::INSTRUCTIONS.get(op));
        let Some(operation) = operation else {
            return Err(
                self.error(DisassembleErrorKind::InvalidBinary, format!("Invalid OpSpecConstantOp opcode: {word}"))
            );
        };
        let operands = operation.operands().forms();
        let own = operands
            .clone()
            .take_while(|e| matches!(e.class, OperandClass::Id(IdKind::Result | IdKind::ResultType)))
            .count();
        let mut rest = Vec::new();
        operands.push_words(&mut rest);
        rest.truncate(rest.len() - own);
        self.expected.extend(rest);
        Ok(())
    }

    /// The number type of `OpSwitch`'s literals: its selector's type's.
    fn switch_literal_type(&self, start: usize) -> Result<NumberFormat, DisassembleError> {
        use DisassembleErrorKind::InvalidBinary;
        let selector = self.words.get(start + 1).copied().unwrap_or(0);
        let number = match self.id_types.get(selector) {
            None | Some(0) => {
                let message = format!("Invalid OpSwitch: selector id {selector} has no type");
                return Err(self.error(InvalidBinary, message).naming(selector));
            }
            Some(t) if t == selector => {
                let message = format!("Invalid OpSwitch: selector id {selector} is a type, not a value");
                return Err(self.error(InvalidBinary, message).naming(selector));
            }
            Some(t) => self.number_type(t)?,
        };
        if !matches!(number.kind, NumberKind::Signed | NumberKind::Unsigned) {
            let message = format!("Invalid OpSwitch: selector id {selector} is not a scalar integer");
            return Err(self.error(InvalidBinary, message).naming(selector));
        }
        Ok(number)
    }

    /// Records the set an `OpExtInstImport` of `result_id` imports, its name the first `len`
    /// bytes of `words`.
    fn import(&mut self, result_id: u32, words: &[u32], len: usize) -> Result<(), DisassembleError> {
        let name = string_bytes(words, len);
        match imported_set(&name, self.given) {
            Some(set) => {
                self.imports.set(result_id, Some(set));
                Ok(())
            }
            None => Err(self.error(
                DisassembleErrorKind::InvalidBinary,
                format!("Invalid extended instruction import '{}'", String::from_utf8_lossy(&name)),
            )),
        }
    }

    fn number_type(&self, type_id: u32) -> Result<NumberFormat, DisassembleError> {
        match self.number_types.get(type_id) {
            None => {
                let message = format!("Type Id {type_id} is not a type");
                Err(self.error(DisassembleErrorKind::InvalidBinary, message).naming(type_id))
            }
            Some(NumberFormat { kind: NumberKind::None, .. }) => {
                let message = format!("Type Id {type_id} is not a scalar numeric type");
                Err(self.error(DisassembleErrorKind::InvalidBinary, message).naming(type_id))
            }
            Some(number) => Ok(number),
        }
    }
}

/// The format of the literals of the type the instruction of `opcode` and `words` declares, if
/// it declares one. Out of line: inlined, it made the operand loop around it slower (1.7 % more
/// instructions in the disassembly).
#[inline(never)]
fn declared_format(opcode: u16, words: &[u32]) -> Option<NumberFormat> {
    match Definition::of(opcode, |i| words.get(1 + i).copied()) {
        Definition::Type { number, .. } => Some(number),
        _ => None,
    }
}

/// Words of a literal of `width` bits, as SPIRV-Tools computes it (in 32 bits, then 16).
pub(crate) fn number_words(width: u32) -> usize {
    usize::from((width.wrapping_add(31) / 32) as u16)
}

/// Byte index of the first nul of the string starting at `words[0]`, if any.
pub(crate) fn find_nul(words: &[u32]) -> Option<usize> {
    for (i, &w) in words.iter().enumerate() {
        let bytes = ByteOrder::Little.bytes(w);
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
        for b in ByteOrder::Little.bytes(*w) {
            if out.len() == len {
                return out;
            }
            out.push(b);
        }
    }
    out
}
