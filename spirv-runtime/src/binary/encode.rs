//! Writing typed values as words: [`WordSink`] is the [`Visitor`] that encodes what it sees.

use alloc::vec::Vec;

use super::error::EncodeError;
use super::header::ByteOrder;
use super::visit::{Operand, Visitor};
use crate::grammar::IdKind;
use crate::id::IdRef;
use crate::literal::{List, LiteralNumber, Str};

/// A value that can be written as operand words: every [`Operand`].
pub trait Encode {
    /// Appends the value's words.
    fn encode(&self, w: &mut WordSink);
}

impl<'a, T: Operand<'a> + ?Sized> Encode for T {
    #[inline]
    fn encode(&self, w: &mut WordSink) {
        self.visit(w);
    }
}

/// A growing buffer of words. Instructions are written with [`WordSink::instruction`], which
/// fills in the first word (word count and opcode) once the operands are written.
#[derive(Clone, Debug)]
pub struct WordSink {
    words: Vec<u32>,
    /// Where two-word literal numbers start (assembly printing needs the width, which the words
    /// alone do not tell).
    wide_literals: Vec<usize>,
    /// Instructions written (`instruction`, in the `instruction` module).
    pub(super) instructions: usize,
    /// Ids still to leave out: the copies of `OpSpecConstantOp`'s result type and result id that
    /// its operation starts with.
    skip_ids: u8,
    /// Ids must be below this (`u32::MAX`: unchecked).
    id_bound: u32,
    pub(super) error: Option<EncodeError>,
}

impl Default for WordSink {
    fn default() -> Self {
        WordSink {
            words: Vec::new(),
            wide_literals: Vec::new(),
            instructions: 0,
            skip_ids: 0,
            id_bound: u32::MAX,
            error: None,
        }
    }
}

impl WordSink {
    /// An empty sink.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty sink with room for `words` words.
    pub fn with_capacity(words: usize) -> Self {
        WordSink { words: Vec::with_capacity(words), ..Self::default() }
    }

    /// Checks every result id written from now on against a module's id `bound`: one at or above
    /// it is an [`EncodeError::IdOutOfBound`] (returned by [`WordSink::finish`]). Decoding checks
    /// the same, so a decoded module always encodes.
    pub fn check_ids_below(&mut self, bound: u32) {
        self.id_bound = bound;
    }

    #[cold]
    fn id_out_of_bound(&mut self, id: u32) {
        let (index, bound) = (self.instructions, self.id_bound);
        self.error.get_or_insert(EncodeError::IdOutOfBound { index, id, bound });
    }

    /// Appends one word.
    #[inline]
    pub fn word(&mut self, w: u32) {
        self.words.push(w);
    }

    /// Replaces word `at` (an index into [`WordSink::as_words`]).
    pub(super) fn set_word(&mut self, at: usize, w: u32) {
        if let Some(slot) = self.words.get_mut(at) {
            *slot = w;
        }
    }

    /// Appends words.
    pub fn words(&mut self, ws: &[u32]) {
        self.words.extend_from_slice(ws);
    }

    /// Appends little-endian words given as bytes (a whole number of words).
    pub fn le_bytes(&mut self, bytes: &[u8]) {
        self.words.extend(ByteOrder::Little.words(bytes));
    }

    /// Appends a string: its bytes, a nul terminator, zero padding to a whole word.
    ///
    /// A string whose bytes hold a nul cannot be encoded (it would end early); the error is kept
    /// and returned by [`WordSink::finish`].
    pub fn string(&mut self, s: &Str<'_>) {
        let bytes = s.as_bytes();
        let (whole, last) = bytes.split_at(bytes.len() / 4 * 4);
        self.words.extend(ByteOrder::Little.words(whole));
        // The last word: the remaining bytes, the nul, and the padding as the string has it.
        let mut b = [0u8; 4];
        b[..last.len()].copy_from_slice(last);
        b[last.len() + 1..].copy_from_slice(s.padding());
        self.words.push(ByteOrder::Little.word(b));
        if bytes.contains(&0) {
            self.nul_in_string();
        }
    }

    #[cold]
    fn nul_in_string(&mut self) {
        let index = self.instructions;
        self.error.get_or_insert(EncodeError::NulInString { index });
    }

    /// Forgets everything written, keeping the allocation.
    pub fn clear(&mut self) {
        self.words.clear();
        self.wide_literals.clear();
        self.instructions = 0;
        self.skip_ids = 0;
        self.id_bound = u32::MAX;
        self.error = None;
    }

    /// The words written so far.
    pub fn as_words(&self) -> &[u32] {
        &self.words
    }

    /// Appends a two-word literal number (low word first) and remembers where it starts.
    pub fn wide_literal(&mut self, value: u64) {
        self.wide_literals.push(self.words.len());
        self.words.push(value as u32);
        self.words.push((value >> 32) as u32);
    }

    /// Positions (in words) where two-word literal numbers start.
    pub fn wide_literals(&self) -> &[usize] {
        &self.wide_literals
    }

    /// Number of words written.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether nothing was written.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The words written.
    ///
    /// # Errors
    /// If an instruction could not be encoded (see [`WordSink::instruction`]).
    pub fn finish(self) -> Result<Vec<u32>, EncodeError> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.words),
        }
    }
}

/// Encoding: every operand becomes its words.
impl<'a> Visitor<'a> for WordSink {
    #[inline]
    fn id(&mut self, kind: IdKind, id: IdRef) {
        if kind == IdKind::Result && id.get() >= self.id_bound {
            self.id_out_of_bound(id.get());
        }
        if self.skip_ids == 0 {
            self.word(id.get());
        } else {
            self.skip_ids -= 1;
        }
    }

    #[inline]
    fn integer(&mut self, value: u32) {
        self.word(value);
    }

    #[inline]
    fn float(&mut self, value: f32) {
        self.word(value.to_bits());
    }

    #[inline]
    fn number(&mut self, value: LiteralNumber) {
        match value.word_count() {
            1 => self.word(value.bits() as u32),
            _ => self.wide_literal(value.bits()),
        }
    }

    #[inline]
    fn string(&mut self, value: &Str<'a>) {
        WordSink::string(self, value);
    }

    #[inline]
    fn enumerant(&mut self, _: &'static str, value: u32) {
        self.word(value);
    }

    #[inline]
    fn flags(&mut self, _: &'static str, bits: u32) {
        self.word(bits);
    }

    #[inline]
    fn ext_instruction(&mut self, number: u32) {
        self.word(number);
    }

    #[inline]
    fn spec_constant_opcode(&mut self, opcode: u32) {
        self.word(opcode);
        self.skip_ids = 2;
    }

    #[inline]
    fn list_words(&mut self, le_bytes: &[u8]) -> bool {
        self.le_bytes(le_bytes);
        true
    }

    fn raw(&mut self, words: &List<'a, u32>) {
        match words.as_le_bytes() {
            Some(bytes) => self.le_bytes(bytes),
            None => self.words.extend(words.iter()),
        }
    }

    #[cold]
    fn flag_mismatch(&mut self, kind: &'static str, flag: &'static str, flag_set: bool) {
        let index = self.instructions;
        self.error.get_or_insert(EncodeError::FlagParameters { index, kind, flag, flag_set });
    }
}
