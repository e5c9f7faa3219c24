//! The typed instruction layer shared by every grammar's `Instruction` enum.

use core::hash::{Hash, Hasher};

use super::decode::{OperandReader, Placeholder};
use super::encode::WordSink;
use super::error::{DecodeError, DecodeErrorKind, EncodeError};
use super::header::ByteOrder;
use super::visit::{Visitor, VisitorMut};
use crate::enums::Opcode;
use crate::grammar::{IdKind, InstructionInfo};
use crate::id::{IdRef, IdResult, IdResultType};
use alloc::vec::Vec;

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

    /// Decodes an instruction with `opcode` from the reader over its operands, as
    /// [`decode_instruction`] does (which calls this).
    ///
    /// The reader is passed by value so that it can live in registers while the fields are read.
    ///
    /// # Errors
    /// See [`decode_instruction`].
    fn decode_operands(opcode: u32, r: OperandReader<'a>) -> Result<Self, DecodeError>;

    /// [`InstructionSet::decode_operands`] of a reader given by its parts
    /// ([`OperandReader::from_parts`]), which are passed in registers; the generated
    /// decoders take them.
    #[doc(hidden)]
    #[inline]
    fn decode_parts(
        opcode: u32,
        bytes: &'a [u8],
        offset: usize,
        cx: super::decode::OperandContext,
    ) -> Result<Self, DecodeError> {
        Self::decode_operands(opcode, OperandReader::from_parts(bytes, offset, cx))
    }

    /// The opcode (or extended instruction number).
    fn opcode(&self) -> u32;

    /// The type of the instruction's result and the id it defines (its `IdResultType` and
    /// `IdResult` operands), each if it has one; `None` for a raw instruction. Generated as one
    /// match, so that it costs no visit of the operands, and one jump over the variants for both.
    fn result_type_and_id(&self) -> (Option<IdResultType>, Option<IdResult>);

    /// The id the instruction defines (its `IdResult` operand), if it has one; `None` for a
    /// raw instruction.
    #[inline]
    fn result_id(&self) -> Option<IdResult> {
        self.result_type_and_id().1
    }

    /// The type of the instruction's result (its `IdResultType` operand), if it has one;
    /// `None` for a raw instruction.
    #[inline]
    fn result_type(&self) -> Option<IdResultType> {
        self.result_type_and_id().0
    }

    /// Shows the operands to `v`, in binary order.
    fn visit_operands<V: Visitor<'a> + ?Sized>(&self, v: &mut V);

    /// Shows the operands to `v`, which may change them.
    fn visit_operands_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V);

    /// Wraps raw words.
    fn from_raw(raw: RawInstruction<'a>) -> Self;

    /// The raw words, if this is the raw variant.
    fn as_raw(&self) -> Option<&RawInstruction<'a>>;

    /// The grammar's descriptor of `opcode`.
    fn info(opcode: u16) -> Option<InstructionInfo<<Self::Op as Opcode>::Capability>> {
        <Self::Op as Opcode>::table().get(opcode)
    }
}

/// Writing whole instructions (beside the operand encoding in `encode`).
impl WordSink {
    /// Appends one instruction: its first word, then its operands.
    ///
    /// An instruction of more than 65,535 words, an opcode above 65,535, or a flag whose
    /// parameters disagree with it cannot be encoded; the first such problem is kept and
    /// returned by [`WordSink::finish`].
    pub fn instruction<'a, I: InstructionSet<'a>>(&mut self, inst: &I) {
        let start = self.len();
        self.word(0);
        inst.visit_operands(self);
        let opcode = inst.opcode();
        let count = self.len() - start;
        let index = self.instructions;
        self.instructions += 1;
        if count > usize::from(u16::MAX) {
            self.error.get_or_insert(EncodeError::TooManyWords { index, opcode, words: count });
        } else if opcode > u32::from(u16::MAX) {
            self.error.get_or_insert(EncodeError::OpcodeTooLarge { index, opcode });
        }
        // (Cut to 16 bits each after an error: the result is the error.)
        self.set_word(start, super::first_word(opcode as u16, count as u16));
    }

    /// Appends an extended instruction (the `Instruction` operand of `OpExtInst` and the
    /// operands after it): its instruction number, then its operands.
    pub fn extended_instruction<'a, I: InstructionSet<'a>>(&mut self, inst: &I) {
        self.word(inst.opcode());
        inst.visit_operands(self);
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
pub fn decode_instruction<'a, I: InstructionSet<'a>>(opcode: u32, r: OperandReader<'a>) -> Result<I, DecodeError> {
    I::decode_operands(opcode, r)
}

/// The rare outcomes of [`decode_instruction`]: raw words, or an error. `r` is the reader as
/// it ended up (an error recorded, or words left over, or nothing read for an unknown opcode);
/// `start` the operands it began with.
#[doc(hidden)]
#[cold]
#[inline(never)]
pub fn not_typed<'a, I: InstructionSet<'a>>(
    opcode: u32,
    mut r: OperandReader<'a>,
    start: &'a [u8],
) -> Result<I, DecodeError> {
    let info = u16::try_from(opcode).ok().and_then(I::info);
    let unknown_bits = r.saw_unknown_bits();
    let error = match r.take_error() {
        Some(e) => e,
        None => r.error(DecodeErrorKind::TrailingOperands { words: r.remaining_words() }),
    };
    r.rewind(start);
    // What a newer grammar may define is kept as words: an unknown opcode or value, or bits
    // that may carry parameters this grammar cannot account for.
    let Some(info) = info else {
        return Ok(I::from_raw(RawInstruction { opcode, operands: raw_words(&r) }));
    };
    if error.is_unknown_value() || unknown_bits {
        return Ok(I::from_raw(RawInstruction { opcode, operands: raw_words(&r) }));
    }
    // Name the instruction, and the operand where that is certain.
    let first_operand = r.offset();
    let word = error.offset().checked_sub(first_operand).map(|b| b / 4);
    let operand = match error.kind() {
        DecodeErrorKind::TrailingOperands { .. } => info.operands().next_back(),
        _ => word.and_then(|w| operand_at(&info, start, w)),
    };
    // An operand the grammar does not name goes by its kind.
    let operand = operand.map(|o| if o.name.is_empty() { o.kind.name() } else { o.name });
    Err(error.in_instruction(info.name(), operand))
}

/// The operand that starts at or spans operand word `word` of an instruction with operand bytes
/// `bytes`, when the operands before it have widths the grammar fixes (ids, one-word literals
/// and enumerants without parameters, strings); `None` otherwise.
fn operand_at<C>(
    info: &crate::grammar::InstructionInfo<C>,
    bytes: &[u8],
    word: usize,
) -> Option<crate::grammar::OperandInfo<C>> {
    use crate::grammar::{Category, Quantifier};
    use spirv_layout::LiteralKind;
    let mut pos = 0;
    for operand in info.operands() {
        if pos == word {
            return Some(operand);
        }
        if operand.quantifier == Quantifier::Many {
            return None;
        }
        let width = match operand.kind.category() {
            Category::Id(_) => 1,
            Category::Literal(LiteralKind::String) => {
                let rest = bytes.get(pos * 4..)?;
                rest.iter().position(|&b| b == 0)? / 4 + 1
            }
            Category::Literal(LiteralKind::ContextDependentNumber | LiteralKind::SpecConstantOpInteger) => return None,
            Category::Literal(_) => 1,
            Category::Composite(bases) => bases.count(),
            Category::ValueEnum(t) | Category::BitEnum(t) => {
                if t.enumerants().any(|e| e.parameters().next().is_some()) {
                    return None;
                }
                1
            }
        };
        if word < pos + width {
            return Some(operand);
        }
        pos += width;
    }
    None
}

/// The remaining operand words of `r` as a list, borrowed.
pub fn raw_words<'a>(r: &OperandReader<'a>) -> List<'a, u32> {
    List::from_le_bytes(r.rest_bytes())
}

/// Reads `OpSpecConstantOp`'s embedded opcode, checks that grammar `I` has it with a result type
/// and a result id, and returns it with the operation's operand words (little-endian bytes):
/// `ids` (the enclosing instruction's result type and id), then the operands that follow the
/// opcode. The generated code decodes them as an instruction of `I`, at byte offset `offset` of
/// the module.
///
/// # Errors
/// An opcode `I` does not know is an `UnknownValue` error (decoding a module then keeps the
/// whole `OpSpecConstantOp` raw); an opcode without result type and result id is
/// `SpecConstantOpcode`.
pub fn spec_constant_operation_words<'a, I: InstructionSet<'a>>(
    r: &mut OperandReader<'a>,
    ids: [u32; 2],
) -> Result<(u32, Vec<u8>, usize), DecodeError> {
    let opcode = r.word()?;
    let fits = u16::try_from(opcode).ok().and_then(I::info).map(|i| i.has_result_type() && i.has_result());
    match fits {
        Some(true) => {}
        None => return Err(r.unknown_value("LiteralSpecConstantOpInteger", opcode)),
        Some(false) => return Err(r.error(DecodeErrorKind::SpecConstantOpcode { opcode })),
    }
    // Operand bytes from 8 on sit where the operation's operands are in the module.
    let offset = r.offset() - 8;
    let mut bytes = Vec::with_capacity(8 + r.rest_bytes().len());
    ByteOrder::Little.extend_bytes(&mut bytes, ids);
    bytes.extend_from_slice(r.rest_bytes());
    r.skip_rest();
    Ok((opcode, bytes, offset))
}

/// Shows `OpSpecConstantOp`'s operation to `v`: the opcode, then the operation's operands,
/// beginning with its copies of the enclosing instruction's result type and result id (see
/// [`Visitor::spec_constant_opcode`]).
#[inline]
pub fn visit_spec_constant_operation<'a, I: InstructionSet<'a>, V: Visitor<'a> + ?Sized>(inst: &I, v: &mut V) {
    v.spec_constant_opcode(inst.opcode());
    inst.visit_operands(v);
}

/// Shows `OpSpecConstantOp`'s operation to `v`, which may change it; as
/// [`visit_spec_constant_operation`].
#[inline]
pub fn visit_spec_constant_operation_mut<'a, I: InstructionSet<'a>, V: VisitorMut<'a> + ?Sized>(
    inst: &mut I,
    v: &mut V,
) {
    v.spec_constant_opcode(inst.opcode());
    inst.visit_operands_mut(v);
}

/// The id an instruction defines, if it has one.
pub fn result_id<'a, I: InstructionSet<'a>>(inst: &I) -> Option<IdResult> {
    inst.result_id()
}

/// The type of the instruction's result, if it has one.
pub fn result_type<'a, I: InstructionSet<'a>>(inst: &I) -> Option<IdResultType> {
    inst.result_type()
}

/// Calls `f` with every id operand, in binary order.
pub fn for_each_id<'a, I: InstructionSet<'a>>(inst: &I, f: &mut dyn FnMut(IdKind, IdRef)) {
    struct Each<'f>(&'f mut dyn FnMut(IdKind, IdRef));
    impl Visitor<'_> for Each<'_> {
        fn id(&mut self, kind: IdKind, id: IdRef) {
            (self.0)(kind, id);
        }
    }
    inst.visit_operands(&mut Each(f) as &mut dyn Visitor<'a>);
}

/// Calls `f` with every id operand, which it may change, in binary order.
pub fn for_each_id_mut<'a, I: InstructionSet<'a>>(inst: &mut I, f: &mut dyn FnMut(IdKind, &mut IdRef)) {
    struct Each<'f>(&'f mut dyn FnMut(IdKind, &mut IdRef));
    impl VisitorMut<'_> for Each<'_> {
        fn id(&mut self, kind: IdKind, id: &mut IdRef) {
            (self.0)(kind, id);
        }
    }
    inst.visit_operands_mut(&mut Each(f) as &mut dyn VisitorMut<'a>);
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

/// Runs `f` on the operand words of `inst`, encoded into a buffer of its own (the library keeps
/// no per-thread or global state; a comparison or a hash costs an allocation).
pub(crate) fn with_encoded<'a, I: InstructionSet<'a>, R>(inst: &I, f: impl FnOnce(&WordSink) -> R) -> R {
    let mut sink = WordSink::with_capacity(16);
    inst.visit_operands(&mut sink);
    f(&sink)
}
