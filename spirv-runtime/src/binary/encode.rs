//! Writing typed values as words.

use super::error::EncodeError;
use super::instruction::InstructionSet;

/// A value that can be written as operand words (wasm-encoder's `Encode`).
pub trait Encode {
    /// Appends the value's words.
    fn encode(&self, w: &mut WordSink);
}

/// A growing buffer of words. Instructions are written with [`WordSink::instruction`], which
/// fills in the first word (word count and opcode) once the operands are written.
#[derive(Clone, Debug, Default)]
pub struct WordSink {
    words: Vec<u32>,
    /// Where two-word literal numbers start (assembly printing needs the width, which the words
    /// alone do not tell).
    wide_literals: Vec<usize>,
    instructions: usize,
    error: Option<EncodeError>,
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

    /// Appends one word.
    #[inline]
    pub fn word(&mut self, w: u32) {
        self.words.push(w);
    }

    /// Appends words.
    pub fn words(&mut self, ws: &[u32]) {
        self.words.extend_from_slice(ws);
    }

    /// Appends little-endian words given as bytes (a whole number of words).
    pub fn le_bytes(&mut self, bytes: &[u8]) {
        self.words.extend(bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
    }

    /// Appends a string: UTF-8 bytes, a nul terminator, zero padding to a whole word.
    pub fn string(&mut self, s: &str) {
        let bytes = s.as_bytes();
        for chunk in bytes.chunks(4) {
            let mut b = [0u8; 4];
            b[..chunk.len()].copy_from_slice(chunk);
            self.words.push(u32::from_le_bytes(b));
        }
        if bytes.len().is_multiple_of(4) {
            self.words.push(0);
        }
    }

    /// Forgets everything written, keeping the allocation.
    pub fn clear(&mut self) {
        self.words.clear();
        self.wide_literals.clear();
        self.instructions = 0;
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

    /// Appends one instruction: its first word, then its operands.
    ///
    /// An instruction of more than 65,535 words, or an opcode above 65,535, cannot be encoded;
    /// the first such problem is kept and returned by [`WordSink::finish`].
    pub fn instruction<'a, I: InstructionSet<'a>>(&mut self, inst: &I) {
        let start = self.words.len();
        self.words.push(0);
        let opcode = inst.encode_operands(self);
        let count = self.words.len() - start;
        let index = self.instructions;
        self.instructions += 1;
        if count > usize::from(u16::MAX) {
            self.error.get_or_insert(EncodeError::TooManyWords { index, opcode, words: count });
        } else if opcode > u32::from(u16::MAX) {
            self.error.get_or_insert(EncodeError::OpcodeTooLarge { index, opcode });
        }
        self.words[start] = (count as u32) << 16 | (opcode & 0xFFFF);
    }

    /// Appends an extended instruction's number and operands (the `Instruction` operand of
    /// `OpExtInst` with what follows).
    pub fn ext_instruction<'a, I: InstructionSet<'a>>(&mut self, inst: &I) {
        let at = self.words.len();
        self.words.push(0);
        let number = inst.encode_operands(self);
        self.words[at] = number;
    }

    /// Appends `OpSpecConstantOp`'s operation: the embedded opcode, then its operands without
    /// the result type and result id (the enclosing instruction's).
    pub fn spec_constant_operation<'a, I: InstructionSet<'a>>(&mut self, inst: &I) {
        let at = self.words.len();
        self.words.push(0);
        let opcode = inst.encode_operands(self);
        self.words[at] = opcode;
        let end = (at + 3).min(self.words.len());
        self.words.drain(at + 1..end);
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

impl Encode for u32 {
    #[inline]
    fn encode(&self, w: &mut WordSink) {
        w.word(*self);
    }
}

impl Encode for f32 {
    #[inline]
    fn encode(&self, w: &mut WordSink) {
        w.word(self.to_bits());
    }
}

impl<T: Encode> Encode for Option<T> {
    #[inline]
    fn encode(&self, w: &mut WordSink) {
        if let Some(v) = self {
            v.encode(w);
        }
    }
}

impl<T: Encode + ?Sized> Encode for Box<T> {
    #[inline]
    fn encode(&self, w: &mut WordSink) {
        (**self).encode(w);
    }
}

impl<T: Encode + ?Sized> Encode for &T {
    #[inline]
    fn encode(&self, w: &mut WordSink) {
        (**self).encode(w);
    }
}

impl<A: Encode, B: Encode> Encode for (A, B) {
    #[inline]
    fn encode(&self, w: &mut WordSink) {
        self.0.encode(w);
        self.1.encode(w);
    }
}

impl<A: Encode, B: Encode, C: Encode> Encode for (A, B, C) {
    #[inline]
    fn encode(&self, w: &mut WordSink) {
        self.0.encode(w);
        self.1.encode(w);
        self.2.encode(w);
    }
}

impl<A: Encode, B: Encode, C: Encode, D: Encode> Encode for (A, B, C, D) {
    #[inline]
    fn encode(&self, w: &mut WordSink) {
        self.0.encode(w);
        self.1.encode(w);
        self.2.encode(w);
        self.3.encode(w);
    }
}
