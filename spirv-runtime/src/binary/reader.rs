//! The raw layer: a zero-copy walk over the instructions after the header.

use super::decode::OperandReader;
use super::error::{DecodeError, DecodeErrorKind};
use super::header::{ByteOrder, Header, Words, read_header};

/// One instruction as it sits in the module: where, which opcode, and its operand bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstructionRef<'a> {
    /// Byte offset of the instruction's first word in the module.
    pub offset: usize,
    /// Index of the instruction (0 for the first after the header).
    pub index: usize,
    /// The opcode (low 16 bits of the first word).
    pub opcode: u16,
    operands: &'a [u8],
    order: ByteOrder,
}

impl<'a> InstructionRef<'a> {
    /// The word count (the first word included).
    pub fn word_count(&self) -> usize {
        self.operands.len() / 4 + 1
    }

    /// Operand word `i`.
    #[inline]
    pub fn operand(&self, i: usize) -> Option<u32> {
        self.order.word_at(self.operands, i * 4)
    }

    /// The operand words.
    pub fn operands(&self) -> Words<'a> {
        self.order.words(self.operands)
    }

    /// The operand bytes, in the module's byte order.
    pub fn operand_bytes(&self) -> &'a [u8] {
        self.operands
    }

    /// A reader over the operands, for typed decoding; `None` in a big-endian module, whose
    /// words the typed layer needs byte-swapped first (as [`Decoder`](../struct.Decoder.html) and
    /// `Module::decode` do).
    pub fn reader(&self) -> Option<OperandReader<'a>> {
        (self.order == ByteOrder::Little).then(|| OperandReader::new(self.operands, self.offset + 4))
    }
}

/// Zero-copy iterator over the instructions of a module (after the header). Stops after the
/// first error.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    index: usize,
    order: ByteOrder,
}

impl<'a> Reader<'a> {
    /// Reads the header and returns it with an iterator over the instructions.
    ///
    /// # Errors
    /// See [`read_header`].
    pub fn new(bytes: &'a [u8]) -> Result<(Header, Reader<'a>), DecodeError> {
        let header = read_header(bytes)?;
        Ok((header, Reader { bytes, pos: 20, index: 0, order: header.byte_order }))
    }

    /// Whether the module is big-endian.
    pub fn is_big_endian(&self) -> bool {
        self.order == ByteOrder::Big
    }

    /// Number of instructions, if the framing is sound (for sizing a vector up front). A
    /// tight loop over word counts: much cheaper than iterating.
    pub fn instruction_count(&self) -> Option<usize> {
        count_instructions(self.bytes, self.pos, self.order)
    }
}

/// The opcode (the low half) and the word count, the first word included (the high half), that
/// an instruction's first word holds: how SPIR-V frames instructions, stated once. [`frame`]
/// reads a module's bytes with it and [`WordFrames`] its words; so do the disassembler's parse
/// (which reproduces SPIRV-Tools' messages for a count of 0 or past the end) and the
/// validator's walks over a module's bytes.
///
/// ```
/// use spirv_runtime::binary::{first_word, split_first_word};
///
/// // OpTypeInt (opcode 21) of 4 words.
/// assert_eq!(split_first_word(0x0004_0015), (21, 4));
/// assert_eq!(first_word(21, 4), 0x0004_0015);
/// ```
#[inline(always)]
pub const fn split_first_word(first: u32) -> (u16, usize) {
    (first as u16, (first >> 16) as usize)
}

/// The first word of an instruction of `word_count` words (the first included) with `opcode`:
/// the inverse of [`split_first_word`], for encoders.
#[inline(always)]
pub const fn first_word(opcode: u16, word_count: u16) -> u32 {
    (word_count as u32) << 16 | opcode as u32
}

/// The instructions of a module given as words in the machine's order, from word `at`: each
/// one's word index and words (its first word included), the last cut at the module's end if
/// its word count runs past it. The walk ends at the end or at a word count of 0. For walks that
/// need no error (the disassembler's naming of ids); [`Reader`] and the typed decoders report
/// what is wrong instead.
///
/// ```
/// use spirv_runtime::binary::WordFrames;
///
/// // OpCapability Shader, then OpMemoryModel Logical GLSL450 (header words left out).
/// let words = [0x0002_0011, 1, 0x0003_000e, 0, 1];
/// let frames: Vec<_> = WordFrames::new(&words, 0).collect();
/// assert_eq!(frames, [(0, &words[..2]), (2, &words[2..])]);
/// // A word count of 0 ends the walk; one past the end is cut.
/// assert_eq!(WordFrames::new(&[0x0000_0011, 1], 0).count(), 0);
/// assert_eq!(WordFrames::new(&[0x0004_0011, 1], 0).collect::<Vec<_>>(), [(0, &[0x0004_0011, 1][..])]);
/// ```
#[derive(Clone, Debug)]
pub struct WordFrames<'w> {
    words: &'w [u32],
    at: usize,
}

impl<'w> WordFrames<'w> {
    /// The instructions of `words` from word `at` (5 skips a module's header).
    pub fn new(words: &'w [u32], at: usize) -> Self {
        WordFrames { words, at }
    }
}

impl<'w> Iterator for WordFrames<'w> {
    type Item = (usize, &'w [u32]);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let at = self.at;
        let (_, count) = split_first_word(*self.words.get(at)?);
        if count == 0 {
            return None;
        }
        let end = (at + count).min(self.words.len());
        self.at = end;
        Some((at, &self.words[at..end]))
    }

    /// The number of instructions left: the word counts alone, stepped over.
    #[inline]
    fn count(self) -> usize {
        let (mut n, mut at) = (0, self.at);
        while let Some(&first) = self.words.get(at) {
            match split_first_word(first) {
                (_, 0) => break,
                (_, count) => at += count,
            }
            n += 1;
        }
        n
    }
}

/// The opcode, operand bytes and byte offset of the instruction at byte `pos` of `bytes`, and
/// `pos` moved past it; `None` at the end. The one place that frames instructions: the
/// [`Reader`] and the typed decoders read through it. After an error `pos` is left unchanged.
#[doc(hidden)]
#[cfg_attr(not(debug_assertions), inline(always))]
#[cfg_attr(debug_assertions, inline)]
#[allow(clippy::type_complexity)]
pub fn frame<'b>(
    bytes: &'b [u8],
    pos: &mut usize,
    order: ByteOrder,
) -> Option<Result<(u16, &'b [u8], usize), DecodeError>> {
    let rest = bytes.get(*pos..)?;
    let first = order.word(*rest.first_chunk::<4>()?);
    let (opcode, count) = split_first_word(first);
    let len = count * 4;
    let Some(operands) = rest.get(4..len) else {
        return Some(Err(framing_error(count as u16, rest.len(), *pos)));
    };
    let offset = *pos;
    *pos += len;
    Some(Ok((opcode, operands, offset)))
}

#[cold]
#[inline(never)]
fn framing_error(word_count: u16, remaining_bytes: usize, offset: usize) -> DecodeError {
    let kind = if word_count == 0 {
        DecodeErrorKind::ZeroWordCount
    } else {
        DecodeErrorKind::PastEnd { word_count, remaining: remaining_bytes / 4 }
    };
    DecodeError::new(kind, offset)
}

/// Number of instructions from byte `pos` of `bytes` on, if the framing is sound: a tight
/// loop over word counts.
#[doc(hidden)]
pub fn count_instructions(bytes: &[u8], mut pos: usize, order: ByteOrder) -> Option<usize> {
    // One bound check per instruction (its first word's), and no overflow to guard against (a
    // slice is at most `isize::MAX` bytes long, a step at most 2^18).
    let mut n = 0;
    while pos < bytes.len() {
        let (_, count) = split_first_word(order.word_at(bytes, pos)?);
        if count == 0 {
            return None;
        }
        pos += count * 4;
        n += 1;
    }
    (pos == bytes.len()).then_some(n)
}

impl<'a> Iterator for Reader<'a> {
    type Item = Result<InstructionRef<'a>, DecodeError>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        match frame(self.bytes, &mut self.pos, self.order)? {
            Ok((opcode, operands, offset)) => {
                let inst = InstructionRef { offset, index: self.index, opcode, operands, order: self.order };
                self.index += 1;
                Some(Ok(inst))
            }
            Err(e) => {
                self.pos = self.bytes.len();
                Some(Err(e.with_instruction(self.index)))
            }
        }
    }
}
