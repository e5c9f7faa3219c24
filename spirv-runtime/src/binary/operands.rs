//! Reading the operands of one instruction into typed values.

use std::num::NonZeroU32;

use super::error::{DecodeError, DecodeErrorKind};
use super::instruction::{InstructionSet, decode_instruction};
use crate::enums::{BitEnum, ValueEnum};
use crate::literal::{List, LiteralNumber, Str};

/// A value that can be read from an instruction's operand words (wasmparser's `FromReader`).
///
/// Implemented by hand for ids, literals, options, lists, pairs and boxes, and by the generated
/// code for every enum, operand struct and instruction struct.
pub trait Decode<'a>: Sized {
    /// Reads one value, advancing the reader.
    ///
    /// # Errors
    /// When the words run out, or do not hold a valid value of this type.
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError>;
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

/// A value of a type that decoding returns for a field whose decoding failed; the caller sees
/// the error and never the value. Implemented for every operand type.
#[doc(hidden)]
pub trait Placeholder {
    /// Some value of the type.
    fn placeholder() -> Self;
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

    /// Sets the width in words of `LiteralContextDependentNumber` operands (from the type the
    /// instruction refers to). Without it, such a number takes all remaining words.
    pub fn set_number_words(&mut self, words: Option<u8>) {
        self.number_words = words;
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

    pub(crate) fn big_endian(&self) -> bool {
        self.big_endian
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

    /// The unread operand bytes.
    pub(crate) fn rest_bytes(&self) -> &'a [u8] {
        self.bytes.get(self.pos..).unwrap_or_default()
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
    #[inline(always)]
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
    #[inline(always)]
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
    #[inline(always)]
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

    /// Reads a nul-terminated UTF-8 string padded to whole words. Borrows from the input for
    /// little-endian modules.
    pub fn string(&mut self) -> Result<Str<'a>, DecodeError> {
        if self.prefix_len != 0 {
            return Err(self.error(DecodeErrorKind::UnterminatedString));
        }
        let start = self.pos;
        let rest = self.rest_bytes();
        if !self.big_endian {
            let Some(nul) = rest.iter().position(|&b| b == 0) else {
                return Err(self.error(DecodeErrorKind::UnterminatedString));
            };
            let text = std::str::from_utf8(&rest[..nul])
                .map_err(|_| DecodeError::new(DecodeErrorKind::InvalidUtf8, self.offset + start))?;
            self.pos = start + (nul / 4 + 1) * 4;
            return Ok(Str::new(text));
        }
        // Big-endian: each word's bytes are reversed; rebuild the text word by word.
        let mut bytes = Vec::new();
        for chunk in rest.chunks_exact(4) {
            self.pos += 4;
            for &b in chunk.iter().rev() {
                if b == 0 {
                    let text = String::from_utf8(bytes)
                        .map_err(|_| DecodeError::new(DecodeErrorKind::InvalidUtf8, self.offset + start))?;
                    return Ok(Str::from(text));
                }
                bytes.push(b);
            }
        }
        self.pos = start;
        Err(self.error(DecodeErrorKind::UnterminatedString))
    }

    /// Reads a `LiteralContextDependentNumber`: as many words as the context says, or all
    /// remaining words (one or two) when the context is unknown.
    pub fn number(&mut self) -> Result<LiteralNumber, DecodeError> {
        let words = match self.number_words {
            Some(w) => usize::from(w),
            None => self.remaining_words(),
        };
        match words {
            1 => Ok(LiteralNumber::U32(self.word()?)),
            2 => {
                let lo = self.word()?;
                let hi = self.word()?;
                Ok(LiteralNumber::U64(u64::from(lo) | u64::from(hi) << 32))
            }
            words => Err(self.error(DecodeErrorKind::NumberWidth { words })),
        }
    }

    /// Reads the remaining operands as a list. Each element is decoded once to check it; the
    /// list then borrows the words (little-endian input) or holds the values.
    pub fn list<T: Decode<'a> + Clone>(&mut self) -> Result<List<'a, T>, DecodeError> {
        let borrowable = !self.big_endian && self.prefix_len == 0 && self.number_words.is_none_or(|w| w == 1);
        if borrowable {
            let start = self.pos;
            while !self.at_end() {
                T::decode(self)?;
            }
            return Ok(List::from_le_bytes(self.bytes.get(start..).unwrap_or_default()));
        }
        let mut items = Vec::with_capacity(self.remaining_words());
        while !self.at_end() {
            items.push(T::decode(self)?);
        }
        Ok(List::from(items))
    }

    /// Reads `OpSpecConstantOp`'s embedded opcode and its operands as an instruction of `I`,
    /// with the enclosing instruction's result type and id (operand words 0 and 1).
    pub fn spec_constant_operation<I: InstructionSet<'a>>(&mut self) -> Result<Box<I>, DecodeError> {
        let word_at = |i: usize| -> Option<u32> {
            let b = self.bytes.get(i * 4..i * 4 + 4)?;
            let b = [b[0], b[1], b[2], b[3]];
            Some(if self.big_endian { u32::from_be_bytes(b) } else { u32::from_le_bytes(b) })
        };
        let (Some(result_type), Some(result_id)) = (word_at(0), word_at(1)) else {
            return Err(self.error(DecodeErrorKind::MissingOperand));
        };
        let opcode = self.word()?;
        let fits = u16::try_from(opcode).ok().and_then(I::info).map(|i| i.has_result_type() && i.has_result());
        match fits {
            Some(true) => {}
            // An opcode the grammar does not know: the whole instruction stays raw.
            None => return Err(self.unknown_value("LiteralSpecConstantOpInteger", opcode)),
            Some(false) => return Err(self.error(DecodeErrorKind::SpecConstantOpcode { opcode })),
        }
        let mut inner = self.clone();
        inner.prefix = [result_type, result_id];
        inner.prefix_len = 2;
        let decoded = decode_instruction::<I>(opcode, inner)?;
        if decoded.as_raw().is_some() {
            // The operation holds values this grammar does not know; keep the whole
            // instruction raw rather than an operation whose borrowed result ids are lost.
            return Err(self.unknown_value("LiteralSpecConstantOpInteger", opcode));
        }
        self.pos = self.bytes.len();
        Ok(Box::new(decoded))
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

impl<'a, A: Decode<'a>, B: Decode<'a>> Decode<'a> for (A, B) {
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        Ok((A::decode(r)?, B::decode(r)?))
    }
}

impl<'a, A: Decode<'a>, B: Decode<'a>, C: Decode<'a>> Decode<'a> for (A, B, C) {
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        Ok((A::decode(r)?, B::decode(r)?, C::decode(r)?))
    }
}

impl<'a, A: Decode<'a>, B: Decode<'a>, C: Decode<'a>, D: Decode<'a>> Decode<'a> for (A, B, C, D) {
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        Ok((A::decode(r)?, B::decode(r)?, C::decode(r)?, D::decode(r)?))
    }
}

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

impl<A: Placeholder, B: Placeholder> Placeholder for (A, B) {
    fn placeholder() -> Self {
        (A::placeholder(), B::placeholder())
    }
}

impl<A: Placeholder, B: Placeholder, C: Placeholder> Placeholder for (A, B, C) {
    fn placeholder() -> Self {
        (A::placeholder(), B::placeholder(), C::placeholder())
    }
}

impl<A: Placeholder, B: Placeholder, C: Placeholder, D: Placeholder> Placeholder for (A, B, C, D) {
    fn placeholder() -> Self {
        (A::placeholder(), B::placeholder(), C::placeholder(), D::placeholder())
    }
}

impl Placeholder for LiteralNumber {
    fn placeholder() -> Self {
        LiteralNumber::U32(0)
    }
}

impl Placeholder for Str<'_> {
    fn placeholder() -> Self {
        Str::new("")
    }
}

impl<T> Placeholder for List<'_, T> {
    fn placeholder() -> Self {
        List::new()
    }
}
