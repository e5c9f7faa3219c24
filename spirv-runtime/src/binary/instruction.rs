//! The typed instruction layer shared by every grammar's `Instruction` enum.

use std::cell::RefCell;
use std::hash::{Hash, Hasher};

use super::encode::WordSink;
use super::error::{DecodeError, DecodeErrorKind};
use super::operands::{OperandReader, Placeholder};
use crate::enums::Opcode;
use crate::grammar::InstructionInfo;
use crate::literal::List;

/// An instruction kept as words: its opcode (for an extended set, its instruction number) and
/// its operand words.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RawInstruction<'a> {
    /// The opcode or extended instruction number.
    pub opcode: u32,
    /// The operand words, in order.
    pub operands: List<'a, u32>,
}

impl Placeholder for RawInstruction<'_> {
    fn placeholder() -> Self {
        RawInstruction { opcode: 0, operands: List::new() }
    }
}

/// A generated `Instruction` enum: the typed instructions of one grammar.
pub trait InstructionSet<'a>: Sized {
    /// The grammar's opcode enum.
    type Op: Opcode;

    /// Decodes the operands of an instruction with `opcode`; `None` if the grammar has no such
    /// opcode. Errors are recorded in the reader ([`OperandReader::take_error`]); the value
    /// returned with one is meaningless. Does not check that all operands were read
    /// ([`decode_instruction`] does both).
    fn decode_operands(opcode: u32, r: &mut OperandReader<'a>) -> Option<Self>;

    /// Writes the operands and returns the opcode.
    fn encode_operands(&self, w: &mut WordSink) -> u32;

    /// The opcode (or extended instruction number).
    fn opcode(&self) -> u32;

    /// Wraps raw words.
    fn from_raw(raw: RawInstruction<'a>) -> Self;

    /// The raw words, if this is the raw variant.
    fn as_raw(&self) -> Option<&RawInstruction<'a>>;

    /// The grammar's descriptor of `opcode`.
    fn info(opcode: u16) -> Option<InstructionInfo<<Self::Op as Opcode>::Capability>> {
        <Self::Op as Opcode>::table().get(opcode)
    }
}

/// Decodes one instruction of grammar `I` from its opcode and operand reader.
///
/// Keeps the instruction raw (losslessly) when the grammar cannot type it: an unknown opcode,
/// an unknown enumerant value, or a mask with unknown bits followed by operands this grammar
/// cannot account for.
///
/// # Errors
/// When the operands are malformed for a known opcode: missing or left over, an id of 0, a
/// string without terminator or not UTF-8.
#[inline]
pub fn decode_instruction<'a, I: InstructionSet<'a>>(opcode: u32, mut r: OperandReader<'a>) -> Result<I, DecodeError> {
    let start = r.mark();
    match I::decode_operands(opcode, &mut r) {
        Some(inst) if r.is_clean_end() => Ok(inst),
        result => {
            let result = match (result, r.take_error()) {
                (_, Some(e)) => Err(e),
                (inst, None) => Ok(inst),
            };
            not_typed(opcode, r, start, result)
        }
    }
}

/// The rare outcomes of [`decode_instruction`]: raw words, or an error.
#[cold]
#[inline(never)]
fn not_typed<'a, I: InstructionSet<'a>>(
    opcode: u32,
    mut r: OperandReader<'a>,
    start: usize,
    result: Result<Option<I>, DecodeError>,
) -> Result<I, DecodeError> {
    let unknown_bits = r.saw_unknown_bits();
    let trailing = r.remaining_words();
    let error = r.error(DecodeErrorKind::TrailingOperands { words: trailing });
    r.rewind(start);
    let raw = |r: &OperandReader<'a>| Ok(I::from_raw(RawInstruction { opcode, operands: raw_words(r) }));
    match result {
        Ok(Some(_)) if unknown_bits => raw(&r),
        Ok(Some(_)) => Err(error),
        Ok(None) => raw(&r),
        Err(e) if e.is_unknown_value() || unknown_bits => raw(&r),
        Err(e) => Err(e),
    }
}

/// The remaining operand words of `r` as a list (borrowed when little-endian).
pub fn raw_words<'a>(r: &OperandReader<'a>) -> List<'a, u32> {
    let bytes = r.rest_bytes();
    if !r.big_endian() {
        return List::from_le_bytes(bytes);
    }
    bytes.chunks_exact(4).map(|c| u32::from_be_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// Equality of two instructions of one grammar: same opcode, same operand words. This is the
/// `PartialEq` of the generated `Instruction` enums: exact (float operands compare by bits), and
/// a raw instruction equals the typed one with the same words.
pub fn encoded_eq<'a, I: InstructionSet<'a>>(a: &I, b: &I) -> bool {
    a.opcode() == b.opcode() && with_encoded(a, |x| with_encoded(b, |y| x.as_words() == y.as_words()))
}

/// Hash of an instruction's opcode and operand words, consistent with [`encoded_eq`].
pub fn encoded_hash<'a, I: InstructionSet<'a>, H: Hasher>(inst: &I, state: &mut H) {
    state.write_u32(inst.opcode());
    with_encoded(inst, |sink| sink.as_words().hash(state));
}

/// Runs `f` on the operand words of `inst`, encoded into a reused per-thread buffer.
pub(crate) fn with_encoded<'a, I: InstructionSet<'a>, R>(inst: &I, f: impl FnOnce(&WordSink) -> R) -> R {
    thread_local! {
        static BUFFERS: RefCell<Vec<WordSink>> = const { RefCell::new(Vec::new()) };
    }
    let mut sink = BUFFERS.with(|b| b.borrow_mut().pop()).unwrap_or_default();
    sink.clear();
    inst.encode_operands(&mut sink);
    let result = f(&sink);
    BUFFERS.with(|b| b.borrow_mut().push(sink));
    result
}
