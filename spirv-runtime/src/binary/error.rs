//! Decode and encode errors.

use alloc::boxed::Box;

use core::fmt;

/// Why a module or instruction could not be decoded, where, and in which instruction.
///
/// Boxed, so that `Result<T, DecodeError>` stays one word wider than `T`.
///
/// It reads `OpMemoryModel: 1 word(s) left over after operand 'Memory Model' at byte offset 28
/// (instruction 1)`: the instruction's name and the operand's when they are known.
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{}{} at byte offset {}{}",
    NamePrefix(inner.instruction_name),
    KindWithOperand(&inner.kind, inner.operand_name),
    inner.offset,
    InstructionSuffix(inner.instruction)
)]
pub struct DecodeError {
    inner: Box<Inner>,
}

#[derive(Clone, PartialEq, Eq)]
struct Inner {
    kind: DecodeErrorKind,
    offset: usize,
    instruction: Option<usize>,
    instruction_name: Option<&'static str>,
    operand_name: Option<&'static str>,
}

/// `OpName: ` when the instruction is known.
struct NamePrefix(Option<&'static str>);

impl fmt::Display for NamePrefix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(name) => write!(f, "{name}: "),
            None => Ok(()),
        }
    }
}

/// The kind's message, naming the operand when it is known.
struct KindWithOperand<'a>(&'a DecodeErrorKind, Option<&'static str>);

impl fmt::Display for KindWithOperand<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0, self.1.map(OperandName)) {
            (DecodeErrorKind::TrailingOperands { words }, Some(operand)) => {
                write!(f, "{words} word(s) left over after operand {operand}")
            }
            (kind, Some(operand)) => write!(f, "{kind} (operand {operand})"),
            (kind, None) => write!(f, "{kind}"),
        }
    }
}

/// An operand's grammar name (`'Memory Access'`, quoted in the grammar) as it is, or its kind's
/// name (`MemoryModel`) as the grammar would name it: `'Memory Model'`.
struct OperandName(&'static str);

impl fmt::Display for OperandName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.starts_with('\'') {
            return f.write_str(self.0);
        }
        f.write_str("'")?;
        for (i, c) in self.0.char_indices() {
            if i > 0 && c.is_ascii_uppercase() && !self.0[..i].ends_with(|p: char| p.is_ascii_uppercase()) {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        f.write_str("'")
    }
}

/// ` (instruction N)` when the instruction is known.
struct InstructionSuffix(Option<usize>);

impl fmt::Display for InstructionSuffix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(i) => write!(f, " (instruction {i})"),
            None => Ok(()),
        }
    }
}

/// What went wrong while decoding. `Debug` prints words the specification gives in hex (the
/// magic number, the version word, the reserved header word) in hex.
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DecodeErrorKind {
    /// The input is shorter than the five-word module header.
    #[error("the module is {len} bytes long, shorter than the 20-byte header")]
    TruncatedHeader {
        /// Length of the input in bytes.
        len: usize,
    },
    /// The input's length is not a whole number of words.
    #[error("the module is {len} bytes long, not a multiple of 4")]
    NotWords {
        /// Length of the input in bytes.
        len: usize,
    },
    /// The first word is not the SPIR-V magic number in either byte order.
    #[error("the first word {found:#010x} is not the SPIR-V magic number 0x07230203 in either byte order")]
    BadMagic {
        /// The word found.
        found: u32,
    },
    /// An instruction's word count is 0.
    #[error("instruction word count is 0")]
    ZeroWordCount,
    /// An instruction's word count reaches past the end of the input.
    #[error("instruction word count {word_count} reaches past the end of the module ({remaining} words remain)")]
    PastEnd {
        /// The instruction's word count.
        word_count: u16,
        /// Words left in the input, the instruction's first word included.
        remaining: usize,
    },
    /// The instruction ended before a required operand.
    #[error("operand missing: the instruction ends before its operands do")]
    MissingOperand,
    /// The instruction has words left after its last operand.
    #[error("{words} word(s) left over after the last operand")]
    TrailingOperands {
        /// How many words were left.
        words: usize,
    },
    /// A string operand has no nul terminator before the end of the instruction.
    #[error("string operand has no nul terminator")]
    UnterminatedString,
    /// An id operand is 0.
    #[error("id 0 is not a valid id")]
    ZeroId,
    /// An id is not below the header's bound.
    #[error("id {id} is not below the module's id bound {bound}")]
    IdOutOfBound {
        /// The id.
        id: u32,
        /// The header's bound.
        bound: u32,
    },
    /// An enumerant value the grammar does not define. Decoding a module keeps such
    /// instructions as raw words instead of failing.
    #[error("{kind} has no value {value}")]
    UnknownValue {
        /// Grammar name of the operand kind.
        kind: &'static str,
        /// The value found.
        value: u32,
    },
    /// A context-dependent number has a width other than one or two words.
    #[error("literal number of {words} words: expected 1 or 2")]
    NumberWidth {
        /// Words available for the number.
        words: usize,
    },
    /// Strict decoding: an opcode the grammar does not define.
    #[error("opcode {opcode} is not in the grammar")]
    UnknownOpcode {
        /// The opcode.
        opcode: u32,
    },
    /// Strict decoding: operands holding values the grammar does not define (an enumerant, or
    /// mask bits followed by operands they may take).
    #[error("the operands hold values the grammar does not define")]
    UnknownOperandValues,
    /// Strict decoding: the version word is not a SPIR-V version this grammar knows.
    #[error("the version word {word:#010x} is not a known SPIR-V version")]
    BadVersion {
        /// The version word.
        word: u32,
    },
    /// Strict decoding: the reserved header word (the instruction schema) is not 0.
    #[error("the reserved header word is {word:#010x}, not 0")]
    ReservedHeaderWord {
        /// The word.
        word: u32,
    },
    /// `OpSpecConstantOp` embeds an opcode that has no result type and result id.
    #[error("OpSpecConstantOp cannot embed opcode {opcode}, which has no result type and result id")]
    SpecConstantOpcode {
        /// The embedded opcode.
        opcode: u32,
    },
}

/// A word printed in hex by `Debug`.
struct Hex(u32);

impl fmt::Debug for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#010x}", self.0)
    }
}

impl fmt::Debug for DecodeErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DecodeErrorKind as K;
        match self {
            K::TruncatedHeader { len } => f.debug_struct("TruncatedHeader").field("len", len).finish(),
            K::NotWords { len } => f.debug_struct("NotWords").field("len", len).finish(),
            K::BadMagic { found } => f.debug_struct("BadMagic").field("found", &Hex(*found)).finish(),
            K::ZeroWordCount => f.write_str("ZeroWordCount"),
            K::PastEnd { word_count, remaining } => {
                f.debug_struct("PastEnd").field("word_count", word_count).field("remaining", remaining).finish()
            }
            K::MissingOperand => f.write_str("MissingOperand"),
            K::TrailingOperands { words } => f.debug_struct("TrailingOperands").field("words", words).finish(),
            K::UnterminatedString => f.write_str("UnterminatedString"),
            K::ZeroId => f.write_str("ZeroId"),
            K::IdOutOfBound { id, bound } => {
                f.debug_struct("IdOutOfBound").field("id", id).field("bound", bound).finish()
            }
            K::UnknownValue { kind, value } => {
                f.debug_struct("UnknownValue").field("kind", kind).field("value", value).finish()
            }
            K::NumberWidth { words } => f.debug_struct("NumberWidth").field("words", words).finish(),
            K::UnknownOpcode { opcode } => f.debug_struct("UnknownOpcode").field("opcode", opcode).finish(),
            K::UnknownOperandValues => f.write_str("UnknownOperandValues"),
            K::BadVersion { word } => f.debug_struct("BadVersion").field("word", &Hex(*word)).finish(),
            K::ReservedHeaderWord { word } => f.debug_struct("ReservedHeaderWord").field("word", &Hex(*word)).finish(),
            K::SpecConstantOpcode { opcode } => f.debug_struct("SpecConstantOpcode").field("opcode", opcode).finish(),
        }
    }
}

impl DecodeError {
    /// An error of `kind` at byte `offset` of the module.
    #[cold]
    pub fn new(kind: DecodeErrorKind, offset: usize) -> Self {
        DecodeError {
            inner: Box::new(Inner { kind, offset, instruction: None, instruction_name: None, operand_name: None }),
        }
    }

    /// What went wrong.
    pub fn kind(&self) -> &DecodeErrorKind {
        &self.inner.kind
    }

    /// Byte offset in the module where the problem was found.
    pub fn offset(&self) -> usize {
        self.inner.offset
    }

    /// Index of the instruction (0 for the first after the header), if known.
    pub fn instruction_index(&self) -> Option<usize> {
        self.inner.instruction
    }

    /// The same error, attributed to instruction `index`.
    #[cold]
    pub fn with_instruction(mut self, index: usize) -> Self {
        self.inner.instruction.get_or_insert(index);
        self
    }

    /// The name of the instruction (`OpMemoryModel`), when the error is in one the grammar knows.
    pub fn instruction_name(&self) -> Option<&'static str> {
        self.inner.instruction_name
    }

    /// The grammar's name of the operand (`'Memory Access'`, with the grammar's quotes), or its
    /// kind's name (`MemoryModel`) where the grammar gives none, when the operand is certain.
    pub fn operand_name(&self) -> Option<&'static str> {
        self.inner.operand_name
    }

    /// The same error, in instruction `name` (and its operand `operand`).
    #[cold]
    pub(crate) fn in_instruction(mut self, name: &'static str, operand: Option<&'static str>) -> Self {
        self.inner.instruction_name = Some(name);
        self.inner.operand_name = operand;
        self
    }

    /// Attributes the error to instruction `index`, unless it already is.
    #[doc(hidden)]
    pub fn attribute_to(&mut self, index: usize) {
        self.inner.instruction.get_or_insert(index);
    }

    /// Whether a newer grammar could make this input valid (an unknown value), so that keeping
    /// the instruction as raw words is the lossless answer.
    pub(crate) fn is_unknown_value(&self) -> bool {
        matches!(self.inner.kind, DecodeErrorKind::UnknownValue { .. })
    }
}

impl fmt::Debug for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DecodeError")
            .field("kind", &self.inner.kind)
            .field("offset", &self.inner.offset)
            .field("instruction", &self.inner.instruction)
            .field("instruction_name", &self.inner.instruction_name)
            .field("operand_name", &self.inner.operand_name)
            .finish()
    }
}

/// Why instructions could not be encoded: only hand-built values can cause these, never
/// decoded ones.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EncodeError {
    /// An instruction needs more words than the 16-bit word count can express.
    #[error("instruction {index} (opcode {opcode}) needs {words} words; the limit is 65535")]
    TooManyWords {
        /// Index of the instruction in what was encoded.
        index: usize,
        /// Its opcode.
        opcode: u32,
        /// Words it needs.
        words: usize,
    },
    /// An opcode does not fit in the 16 bits of the instruction's first word.
    #[error("instruction {index} has opcode {opcode}, which does not fit in 16 bits")]
    OpcodeTooLarge {
        /// Index of the instruction in what was encoded.
        index: usize,
        /// Its opcode.
        opcode: u32,
    },
    /// A string operand holds a nul byte: it would end there when read back.
    #[error("instruction {index}: a string operand holds a nul byte")]
    NulInString {
        /// Index of the instruction in what was encoded.
        index: usize,
    },
    /// An id is not below the module header's bound: the module would be invalid (raise the
    /// bound, for example with `Module::fix_bound`).
    #[error("instruction {index}: id {id} is not below the module's id bound {bound}")]
    IdOutOfBound {
        /// Index of the instruction in what was encoded.
        index: usize,
        /// The id.
        id: u32,
        /// The header's bound.
        bound: u32,
    },
    /// A flag that takes parameters and its parameters disagree: the flag is set and its
    /// parameters are missing, or the parameters are given and the flag is not set. The words
    /// would not decode back to the same value.
    #[error(
        "instruction {index}: {kind} flag {flag} {}",
        if *flag_set { "is set but its parameters are missing" } else { "has parameters but is not set" }
    )]
    FlagParameters {
        /// Index of the instruction in what was encoded.
        index: usize,
        /// Grammar name of the operand kind (`ImageOperands`).
        kind: &'static str,
        /// Grammar name of the flag (`Grad`).
        flag: &'static str,
        /// Whether the flag was set (its parameters missing) or not (its parameters given).
        flag_set: bool,
    },
}
