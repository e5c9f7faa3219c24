//! Reading the operands of one instruction into typed values.
//!
//! The word, id and enumerant reads are forced inline only where optimizations run
//! (`not(debug_assertions)`): there they keep the reader in registers across each generated decode
//! function; in a debug build, forced into every field of ~860 instructions, they made LLVM's
//! work the larger part of spirv-core's build (23.6 s of spirv-core alone, against 14.2 s with
//! plain `#[inline]`). The same holds for the other `cfg_attr`-ed reads of this crate.

use alloc::boxed::Box;

use core::num::NonZeroU32;

use super::error::{DecodeError, DecodeErrorKind};
use super::header::ByteOrder;
use crate::enums::{BitEnum, ValueEnum};
use crate::literal::NumberType;

/// A value that can be read from an instruction's operand words (wasmparser's `FromReader`).
///
/// Implemented by hand for ids, literals, options, lists, pairs and boxes, and by the generated
/// code for every enum and operand struct.
pub trait Decode<'a>: Sized {
    /// The number of words every value of the type takes, when it is the same for all (ids
    /// and plain integers: 1); lets [`List::get`](crate::List::get) index in O(1).
    const WORDS: Option<usize> = None;

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

/// Cursor over the little-endian operand words of one instruction, with the context that
/// decoding some operands needs (the width of a context-dependent number, the extended
/// instruction set). Decoders of whole modules byte-swap big-endian input first.
#[derive(Clone, Debug)]
pub struct OperandReader<'a> {
    /// The unread operand bytes.
    rest: &'a [u8],
    /// Byte offset in the module of the end of the operands, for error positions.
    end: usize,
    cx: OperandContext,
    error: Option<DecodeError>,
}

/// What reading an instruction's operands needs besides their bytes and offset: the width of
/// context-dependent numbers, the extended set, and whether a mask with unknown bits was read
/// already. Small enough to be passed in a register, so that the generated decoders take a
/// reader's parts rather than a reader in memory.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default)]
pub struct OperandContext {
    /// `NumberType::to_code` of context-dependent numbers, 0 if unknown.
    number_type: u16,
    ext_set: Option<u16>,
    saw_unknown_bits: bool,
}

impl OperandContext {
    /// The context of [`OperandReader::set_number_type`] and [`OperandReader::set_ext_set`].
    #[inline]
    pub fn new(number_type: Option<NumberType>, ext_set: Option<u16>) -> Self {
        OperandContext { number_type: number_type.map_or(0, NumberType::to_code), ext_set, saw_unknown_bits: false }
    }
}

impl<'a> OperandReader<'a> {
    /// A reader over little-endian operand bytes that start at byte `offset` of a module.
    #[inline]
    pub fn new(bytes: &'a [u8], offset: usize) -> Self {
        OperandReader::from_parts(bytes, offset, OperandContext::default())
    }

    /// A reader made of [`OperandReader::into_parts`]' parts.
    #[doc(hidden)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn from_parts(bytes: &'a [u8], offset: usize, cx: OperandContext) -> Self {
        OperandReader { rest: bytes, end: offset + bytes.len(), cx, error: None }
    }

    /// The unread bytes, their offset in the module and the context: all of the reader, unless
    /// it holds an error (then the reader back).
    #[doc(hidden)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn into_parts(self) -> Result<(&'a [u8], usize, OperandContext), Self> {
        if self.error.is_some() {
            return Err(self);
        }
        Ok((self.rest, self.offset(), self.cx))
    }

    /// A reader over little-endian words with one-word numbers (used to iterate lists).
    #[inline]
    pub(crate) fn new_list(bytes: &'a [u8]) -> Self {
        OperandReader::from_parts(bytes, 0, OperandContext::new(Some(NumberType::Untyped { words: 1 }), None))
    }

    /// Sets the type of `LiteralContextDependentNumber` operands (the type the instruction
    /// refers to), which gives their width. Without it, such a number takes all remaining words
    /// and is [`NumberType::Untyped`].
    pub fn set_number_type(&mut self, ty: Option<NumberType>) {
        self.cx.number_type = ty.map_or(0, NumberType::to_code);
    }

    /// The type of `LiteralContextDependentNumber` operands, if known.
    #[inline]
    pub fn number_type(&self) -> Option<NumberType> {
        NumberType::from_code(self.cx.number_type)
    }

    /// Sets the extended instruction set that `OpExtInst`'s operands belong to, as a number
    /// the caller assigns to its sets (spirv-core uses its `ExtSet` enum's index).
    pub fn set_ext_set(&mut self, set: Option<u16>) {
        self.cx.ext_set = set;
    }

    /// The extended instruction set of the `OpExtInst` being decoded, if known (see
    /// [`OperandReader::set_ext_set`]).
    pub fn ext_set(&self) -> Option<u16> {
        self.cx.ext_set
    }

    /// Whether every operand word has been read.
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn at_end(&self) -> bool {
        self.rest.is_empty()
    }

    /// Whether every operand was read without error.
    #[doc(hidden)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn is_clean_end(&self) -> bool {
        self.error.is_none() && self.rest.is_empty()
    }

    /// Words not yet read.
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn remaining_words(&self) -> usize {
        self.rest.len() / 4
    }

    /// Byte offset in the module of the next word.
    pub fn offset(&self) -> usize {
        self.end - self.rest.len()
    }

    /// Whether a bit mask with bits unknown to the grammar was read; such bits may carry
    /// parameters this grammar cannot know about.
    pub(crate) fn saw_unknown_bits(&self) -> bool {
        self.cx.saw_unknown_bits
    }

    /// Runs `decode` on a reader of its own and takes its position back: for decoders kept out
    /// of line, which would otherwise take this reader's address and keep it out of registers.
    #[doc(hidden)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn out_of_line<T>(
        &mut self,
        decode: impl FnOnce(&mut OperandReader<'a>) -> Result<T, DecodeError>,
    ) -> Result<T, DecodeError> {
        let cx = OperandContext { saw_unknown_bits: false, ..self.cx };
        let mut own = OperandReader { rest: self.rest, end: self.end, cx, error: None };
        let result = decode(&mut own);
        self.rest = own.rest;
        self.cx.saw_unknown_bits |= own.cx.saw_unknown_bits;
        result
    }

    /// Goes back to a position from [`OperandReader::rest_bytes`].
    pub(crate) fn rewind(&mut self, mark: &'a [u8]) {
        self.rest = mark;
    }

    /// Marks every operand as read.
    #[doc(hidden)]
    pub fn skip_rest(&mut self) {
        self.rest = &[];
    }

    /// The unread operand bytes (little-endian words).
    #[inline]
    pub fn rest_bytes(&self) -> &'a [u8] {
        self.rest
    }

    /// Advances over `n` bytes of [`OperandReader::rest_bytes`].
    #[inline]
    pub(crate) fn skip_bytes(&mut self, n: usize) {
        self.rest = self.rest.get(n..).unwrap_or_default();
    }

    /// The unread bytes, when a list of them can borrow them: when its numbers, if any, are
    /// one word of no known type, which is how a borrowed list reads them back (an `OpSwitch`
    /// on a typed selector owns its values, so that they keep their type), or when it is empty.
    #[inline]
    pub(crate) fn borrowable_rest(&self) -> Option<&'a [u8]> {
        let untyped = self.number_type().is_none_or(|t| t == NumberType::Untyped { words: 1 });
        (untyped || self.rest.is_empty()).then_some(self.rest)
    }

    /// An error at the current position.
    #[inline]
    pub fn error(&self, kind: DecodeErrorKind) -> DecodeError {
        DecodeError::new(kind, self.offset())
    }

    /// The error for a value of `kind` the grammar does not define (at the word just read).
    #[inline]
    pub fn unknown_value(&self, kind: &'static str, value: u32) -> DecodeError {
        unknown_value_at(kind, value, self.offset())
    }

    /// Reads one word.
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn word(&mut self) -> Result<u32, DecodeError> {
        match self.rest.split_first_chunk::<4>() {
            Some((w, rest)) => {
                self.rest = rest;
                Ok(ByteOrder::Little.word(*w))
            }
            None => Err(missing_at(self.offset())),
        }
    }

    /// Reads a value, or on error records it (the first one is kept, see
    /// [`OperandReader::take_error`]) and returns a placeholder.
    ///
    /// The generated instruction decoders read fields with this rather than with `?`: straight-
    /// line code without an early return per field compiles much faster.
    #[doc(hidden)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn get<T: Decode<'a> + Placeholder>(&mut self) -> T {
        match T::decode(self) {
            Ok(v) => v,
            Err(e) => {
                self.keep_error(e);
                T::placeholder()
            }
        }
    }

    /// Keeps the first error. Inlined, and nothing here takes the reader's address: a reader
    /// whose operands are all plain words stays in registers.
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    fn keep_error(&mut self, e: DecodeError) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    /// Like [`OperandReader::get`], with a decoding function of its own (for an operand that
    /// needs operands decoded before it).
    #[doc(hidden)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn get_with<T: Placeholder>(&mut self, decode: impl FnOnce(&mut Self) -> Result<T, DecodeError>) -> T {
        match decode(self) {
            Ok(v) => v,
            Err(e) => {
                self.keep_error(e);
                T::placeholder()
            }
        }
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
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn id(&mut self) -> Result<NonZeroU32, DecodeError> {
        let w = self.word()?;
        match NonZeroU32::new(w) {
            Some(id) => Ok(id),
            None => Err(zero_id_at(self.offset())),
        }
    }

    /// Reads a ValueEnum value; an unknown value is an `UnknownValue` error.
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn value_enum<T: ValueEnum>(&mut self) -> Result<T, DecodeError> {
        let w = self.word()?;
        match crate::enums::value_enum::from_u32(w) {
            Some(v) => Ok(v),
            None => Err(self.unknown_value(T::kind().name(), w)),
        }
    }

    /// Reads a BitEnum mask, keeping unknown bits.
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    pub fn bit_enum<T: BitEnum>(&mut self) -> Result<T, DecodeError> {
        let w = self.word()?;
        if w & !T::KNOWN_BITS != 0 {
            self.cx.saw_unknown_bits = true;
        }
        Ok(T::from_bits_retain(w))
    }
}

// The errors of the operand reads, out of line and taking values, not the reader: a reader
// whose address is taken cannot live in registers.

#[cold]
#[inline(never)]
fn missing_at(offset: usize) -> DecodeError {
    DecodeError::new(DecodeErrorKind::MissingOperand, offset)
}

/// `offset` is just past the id.
#[cold]
#[inline(never)]
fn zero_id_at(offset: usize) -> DecodeError {
    DecodeError::new(DecodeErrorKind::ZeroId, offset - 4)
}

/// `offset` is just past the value.
#[cold]
#[inline(never)]
fn unknown_value_at(kind: &'static str, value: u32, offset: usize) -> DecodeError {
    DecodeError::new(DecodeErrorKind::UnknownValue { kind, value }, offset.saturating_sub(4))
}

impl<'a> Decode<'a> for u32 {
    const WORDS: Option<usize> = Some(1);

    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        r.word()
    }
}

impl<'a> Decode<'a> for f32 {
    const WORDS: Option<usize> = Some(1);

    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        r.word().map(f32::from_bits)
    }
}

impl<'a, T: Decode<'a>> Decode<'a> for Option<T> {
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline)]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        if r.at_end() { Ok(None) } else { T::decode(r).map(Some) }
    }
}

impl<'a, T: Decode<'a>> Decode<'a> for Box<T> {
    const WORDS: Option<usize> = T::WORDS;

    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        T::decode(r).map(Box::new)
    }
}

/// `Decode` and `Placeholder` for tuples (Composite kinds), element by element.
macro_rules! tuples {
    ($(($($t:ident),*))*) => {$(
        impl<'a, $($t: Decode<'a>),*> Decode<'a> for ($($t,)*) {
            const WORDS: Option<usize> = {
                let mut words = Some(0);
                $(words = match (words, $t::WORDS) {
                    (Some(a), Some(b)) => Some(a + b),
                    _ => None,
                };)*
                words
            };

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
