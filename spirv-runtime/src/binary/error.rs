//! Decode and encode errors.

use alloc::boxed::Box;

use core::fmt;

/// Why a module or instruction could not be decoded, where, and in which instruction.
///
/// Boxed, so that `Result<T, DecodeError>` stays one word wider than `T`.
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
#[error("{} at byte offset {}{}", inner.kind, inner.offset, InstructionSuffix(inner.instruction))]
pub struct DecodeError {
    inner: Box<Inner>,
}

#[derive(Clone, PartialEq, Eq)]
struct Inner {
    kind: DecodeErrorKind,
    offset: usize,
    instruction: Option<usize>,
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

/// What went wrong while decoding.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
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
    /// `OpSpecConstantOp` embeds an opcode that has no result type and result id.
    #[error("OpSpecConstantOp cannot embed opcode {opcode}, which has no result type and result id")]
    SpecConstantOpcode {
        /// The embedded opcode.
        opcode: u32,
    },
}

impl DecodeError {
    /// An error of `kind` at byte `offset` of the module.
    #[cold]
    pub fn new(kind: DecodeErrorKind, offset: usize) -> Self {
        DecodeError { inner: Box::new(Inner { kind, offset, instruction: None }) }
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
