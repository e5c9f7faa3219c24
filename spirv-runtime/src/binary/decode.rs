//! Reading the operands of one instruction into typed values.

use core::num::NonZeroU32;

use super::error::{DecodeError, DecodeErrorKind};
use crate::enums::{BitEnum, ValueEnum};

/// A value that can be read from an instruction's operand words (wasmparser's `FromReader`).
///
/// Implemented by hand for ids, literals, options, lists, pairs and boxes, and by the generated
/// code for every enum and operand struct.
pub trait Decode<'a>: Sized {
    /// Reads one value, advancing the reader.
    ///
    /// # Errors
    /// When the words run out, or do not hold a valid value of this type.
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError>;
}

/// A value of a type that decoding returns for a field whose decoding failed; the caller sees
/// the error and never the value. Implemented for every operand type.
#[doc(hidden)]
pub trait Placeholder {
    /// Some value of the type.
    fn placeholder() -> Self;
}

/// Cursor over the operand words of one instruction, with the context that decoding some
/// operands needs (the width of a context-dependent number, the extended instruction set).
#[derive(Clone, Debug)]
pub struct OperandReader<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// Byte offset of `bytes[0]` in the module, for error positions.
    offset: usize,
    big_endian: bool,
    number_words: Option<u8>,
    ext_set: Option<u16>,
    /// Words read before `bytes` (the result type and id that `OpSpecConstantOp` lends to the
    /// operation it embeds).
    prefix: [u32; 2],
    prefix_len: u8,
    saw_unknown_bits: bool,
    error: Option<DecodeError>,
}

impl<'a> OperandReader<'a> {
    /// A reader over operand bytes at byte `offset` of a module.
    pub fn new(bytes: &'a [u8], offset: usize, big_endian: bool) -> Self {
        OperandReader {
            bytes,
            pos: 0,
            offset,
            big_endian,
            number_words: None,
            ext_set: None,
            prefix: [0; 2],
            prefix_len: 0,
            saw_unknown_bits: false,
            error: None,
        }
    }

    /// A reader over little-endian words with one-word numbers (used to iterate lists).
    pub(crate) fn new_le(bytes: &'a [u8]) -> Self {
        OperandReader { number_words: Some(1), ..OperandReader::new(bytes, 0, false) }
    }

    /// The same reader with two words to read before its bytes (`OpSpecConstantOp` lends its
    /// result type and id to the operation it embeds).
    pub(crate) fn with_prefix(&self, prefix: [u32; 2]) -> Self {
        OperandReader { prefix, prefix_len: 2, ..self.clone() }
    }

    /// Sets the width in words of `LiteralContextDependentNumber` operands (from the type the
    /// instruction refers to). Without it, such a number takes all remaining words.
    pub fn set_number_words(&mut self, words: Option<u8>) {
        self.number_words = words;
    }

    /// The width in words of `LiteralContextDependentNumber` operands, if known.
    pub fn number_words(&self) -> Option<u8> {
        self.number_words
    }

    /// Sets the extended instruction set that `OpExtInst`'s operands belong to, as a number
    /// the caller assigns to its sets (spirv-core uses its `ExtSet` enum's index).
    pub fn set_ext_set(&mut self, set: Option<u16>) {
        self.ext_set = set;
    }

    /// The extended instruction set of the `OpExtInst` being decoded, if known (see
    /// [`OperandReader::set_ext_set`]).
    pub fn ext_set(&self) -> Option<u16> {
        self.ext_set
    }

    /// Whether the input is big-endian.
    pub fn big_endian(&self) -> bool {
        self.big_endian
    }

    /// Whether every operand word has been read.
    #[inline]
    pub fn at_end(&self) -> bool {
        self.prefix_len == 0 && self.pos >= self.bytes.len()
    }

    /// Whether every operand was read without error.
    #[inline]
    pub(crate) fn is_clean_end(&self) -> bool {
        self.error.is_none() && self.at_end()
    }

    /// Words not yet read.
    #[inline]
    pub fn remaining_words(&self) -> usize {
        usize::from(self.prefix_len) + self.bytes.len().saturating_sub(self.pos) / 4
    }

    /// Byte offset in the module of the next word.
    pub fn offset(&self) -> usize {
        self.offset + self.pos
    }

    /// Whether a bit mask with bits unknown to the grammar was read; such bits may carry
    /// parameters this grammar cannot know about.
    pub(crate) fn saw_unknown_bits(&self) -> bool {
        self.saw_unknown_bits
    }

    /// The read position, for [`OperandReader::rewind`].
    #[inline]
    pub(crate) fn mark(&self) -> usize {
        self.pos
    }

    /// Goes back to a position from [`OperandReader::mark`].
    pub(crate) fn rewind(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// Marks every operand as read.
    #[doc(hidden)]
    pub fn skip_rest(&mut self) {
        self.prefix_len = 0;
        self.pos = self.bytes.len();
    }

    /// The unread operand bytes, in the input's byte order; `None` while words lent by
    /// [`OperandReader::with_prefix`] are unread (they have no bytes).
    pub fn rest_bytes(&self) -> Option<&'a [u8]> {
        if self.prefix_len != 0 {
            return None;
        }
        Some(self.bytes.get(self.pos..).unwrap_or_default())
    }

    /// Advances over `n` bytes of [`OperandReader::rest_bytes`].
    pub(crate) fn skip_bytes(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.bytes.len());
    }

    /// The unread bytes, when a list of them can borrow them: little-endian input, nothing
    /// lent, one-word numbers.
    pub(crate) fn borrowable_rest(&self) -> Option<&'a [u8]> {
        let borrowable = !self.big_endian && self.number_words.is_none_or(|w| w == 1);
        if borrowable { self.rest_bytes() } else { None }
    }

    /// Operand word `i` of the instruction, wherever the reader is.
    pub(crate) fn operand_word(&self, i: usize) -> Option<u32> {
        let b = self.bytes.get(i * 4..i * 4 + 4)?;
        let b = [b[0], b[1], b[2], b[3]];
        Some(if self.big_endian { u32::from_be_bytes(b) } else { u32::from_le_bytes(b) })
    }

    /// An error at the current position.
    #[cold]
    pub fn error(&self, kind: DecodeErrorKind) -> DecodeError {
        DecodeError::new(kind, self.offset())
    }

    /// The error for a value of `kind` the grammar does not define.
    #[cold]
    pub fn unknown_value(&self, kind: &'static str, value: u32) -> DecodeError {
        DecodeError::new(DecodeErrorKind::UnknownValue { kind, value }, self.offset().saturating_sub(4))
    }

    /// Reads one word.
    #[inline]
    pub fn word(&mut self) -> Result<u32, DecodeError> {
        if self.prefix_len != 0 {
            return Ok(self.prefix_word());
        }
        match self.bytes.get(self.pos..self.pos + 4) {
            Some(&[a, b, c, d]) => {
                self.pos += 4;
                Ok(if self.big_endian { u32::from_be_bytes([a, b, c, d]) } else { u32::from_le_bytes([a, b, c, d]) })
            }
            _ => Err(self.missing()),
        }
    }

    #[cold]
    fn prefix_word(&mut self) -> u32 {
        let w = self.prefix[2 - usize::from(self.prefix_len)];
        self.prefix_len -= 1;
        w
    }

    #[cold]
    #[inline(never)]
    fn missing(&self) -> DecodeError {
        self.error(DecodeErrorKind::MissingOperand)
    }

    /// Reads a value, or on error records it (the first one is kept, see
    /// [`OperandReader::take_error`]) and returns a placeholder.
    ///
    /// The generated instruction decoders read fields with this rather than with `?`: straight-
    /// line code without an early return per field compiles much faster.
    #[doc(hidden)]
    #[inline]
    pub fn get<T: Decode<'a> + Placeholder>(&mut self) -> T {
        match T::decode(self) {
            Ok(v) => v,
            Err(e) => self.fail(e),
        }
    }

    #[cold]
    #[inline(never)]
    fn fail<T: Placeholder>(&mut self, e: DecodeError) -> T {
        self.error.get_or_insert(e);
        T::placeholder()
    }

    /// The first error recorded by [`OperandReader::get`], if any.
    #[doc(hidden)]
    pub fn take_error(&mut self) -> Option<DecodeError> {
        self.error.take()
    }

    /// Reads a value of any decodable type.
    #[inline]
    pub fn read<T: Decode<'a>>(&mut self) -> Result<T, DecodeError> {
        T::decode(self)
    }

    /// Reads an id (never 0).
    #[inline]
    pub fn id(&mut self) -> Result<NonZeroU32, DecodeError> {
        let w = self.word()?;
        match NonZeroU32::new(w) {
            Some(id) => Ok(id),
            None => Err(self.zero_id()),
        }
    }

    #[cold]
    #[inline(never)]
    fn zero_id(&self) -> DecodeError {
        DecodeError::new(DecodeErrorKind::ZeroId, self.offset() - 4)
    }

    /// Reads a ValueEnum value; an unknown value is an `UnknownValue` error.
    #[inline]
    pub fn value_enum<T: ValueEnum>(&mut self) -> Result<T, DecodeError> {
        let w = self.word()?;
        match crate::enums::value_enum::from_u32(w) {
            Some(v) => Ok(v),
            None => Err(self.unknown_value(T::kind().name(), w)),
        }
    }

    /// Reads a BitEnum mask, keeping unknown bits.
    #[inline]
    pub fn bit_enum<T: BitEnum>(&mut self) -> Result<T, DecodeError> {
        let w = self.word()?;
        if w & !T::KNOWN_BITS != 0 {
            self.saw_unknown_bits = true;
        }
        Ok(T::from_bits_retain(w))
    }
}

impl<'a> Decode<'a> for u32 {
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        r.word()
    }
}

impl<'a> Decode<'a> for f32 {
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        r.word().map(f32::from_bits)
    }
}

impl<'a, T: Decode<'a>> Decode<'a> for Option<T> {
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        if r.at_end() { Ok(None) } else { T::decode(r).map(Some) }
    }
}

impl<'a, T: Decode<'a>> Decode<'a> for Box<T> {
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        T::decode(r).map(Box::new)
    }
}

/// `Decode` and `Placeholder` for tuples (Composite kinds), element by element.
macro_rules! tuples {
    ($(($($t:ident),*))*) => {$(
        impl<'a, $($t: Decode<'a>),*> Decode<'a> for ($($t,)*) {
            #[inline]
            fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
                Ok(($($t::decode(r)?,)*))
            }
        }

        impl<$($t: Placeholder),*> Placeholder for ($($t,)*) {
            fn placeholder() -> Self {
                ($($t::placeholder(),)*)
            }
        }
    )*};
}

tuples! { (A, B) (A, B, C) (A, B, C, D) }

impl Placeholder for u32 {
    fn placeholder() -> Self {
        0
    }
}

impl Placeholder for f32 {
    fn placeholder() -> Self {
        0.0
    }
}

impl<T> Placeholder for Option<T> {
    fn placeholder() -> Self {
        None
    }
}

impl<T: Placeholder> Placeholder for Box<T> {
    fn placeholder() -> Self {
        Box::new(T::placeholder())
    }
}
