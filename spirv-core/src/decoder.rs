//! The typed decoder: an iterator over a module's instructions that allocates nothing but the
//! table of what later instructions need from earlier ones.

use alloc::vec::Vec;

use spirv_runtime::binary::{
    ByteOrder, DecodeError, DecodeErrorKind, Header, InstructionSet, OperandContext, count_instructions, frame,
    read_header,
};
use spirv_runtime::grammar::layout::decode_facts as facts;
use spirv_runtime::{FloatEncoding, IdMap, IntoOwned, NumberType};

use crate::ExtSet;
use crate::definition::{Definition, NumberKind};
use crate::spec::{self, Instruction};

/// Decodes the instructions of a module one at a time, typed, borrowing strings and operand
/// lists from the input. (A big-endian module is byte-swapped into a buffer first and its
/// instructions own their strings and lists.)
///
/// It keeps what decoding needs from earlier instructions (the width of the literals of each
/// numeric type, the extended instruction sets imported) in a table sized once by the input;
/// it allocates nothing else. Use it to look at a module without keeping it (reflection,
/// statistics, linting); [`Module::decode`](crate::Module::decode) collects it into a vector.
///
/// ```
/// # fn main() -> Result<(), spirv_core::DecodeError> {
/// # let bytes = spirv_core::Module {
/// #     header: spirv_core::Header::new(spirv_core::Version::new(1, 0), 0, 1),
/// #     instructions: vec![spirv_core::spec::Instruction::Capability { capability: spirv_core::spec::Capability::Shader }],
/// # }.to_bytes();
/// use spirv_core::Decoder;
/// use spirv_core::spec::Instruction;
///
/// let (header, decoder) = Decoder::new(&bytes)?;
/// let mut capabilities = 0;
/// for inst in decoder {
///     if let Instruction::Capability { .. } = inst? {
///         capabilities += 1;
///     }
/// }
/// assert_eq!((header.bound, capabilities), (1, 1));
/// # Ok(())
/// # }
/// ```
#[derive(Debug, Clone)]
pub struct Decoder<'a> {
    bytes: &'a [u8],
    /// The words of a big-endian module, byte-swapped: decoded from here, and made owned.
    swapped: Option<Vec<u8>>,
    /// Byte offset of the next instruction; the input's length once an error was returned.
    pos: usize,
    index: usize,
    cx: Context,
}

impl<'a> Decoder<'a> {
    /// Reads the header and returns it with a decoder of the instructions.
    ///
    /// # Errors
    /// When the input is shorter than the header, not a whole number of words, or does not
    /// start with the magic number in either byte order.
    pub fn new(bytes: &'a [u8]) -> Result<(Header, Decoder<'a>), DecodeError> {
        let header = read_header(bytes)?;
        let cx = Context::new(header.bound, bytes.len() / 4);
        let swapped = (header.byte_order == ByteOrder::Big).then(|| ByteOrder::Big.convert(bytes, ByteOrder::Little));
        Ok((header, Decoder { bytes, swapped, pos: 20, index: 0, cx }))
    }

    /// Number of instructions left, if the framing is sound (for sizing a vector up front): a
    /// tight loop over word counts, much cheaper than decoding.
    pub fn count_remaining(&self) -> Option<usize> {
        count_instructions(self.swapped.as_deref().unwrap_or(self.bytes), self.pos, ByteOrder::Little)
    }

    /// Index of the next instruction (0 for the first after the header).
    pub fn index(&self) -> usize {
        self.index
    }

    /// Byte offset of the next instruction.
    pub fn offset(&self) -> usize {
        self.pos
    }
}

impl<'a> Iterator for Decoder<'a> {
    type Item = Result<Instruction<'a>, DecodeError>;

    #[inline(always)]
    fn next(&mut self) -> Option<Self::Item> {
        // The result passes through unchanged (no re-wrapping, which would copy it).
        let mut result = match &self.swapped {
            None => step(&mut self.cx, self.bytes, &mut self.pos)?,
            Some(swapped) => step(&mut self.cx, swapped, &mut self.pos)?.map(IntoOwned::into_owned),
        };
        match &mut result {
            Ok(_) => self.index += 1,
            Err(e) => self.failed(e),
        }
        Some(result)
    }
}

impl<'a> Decoder<'a> {
    /// Attributes `e` to the current instruction and ends the iteration.
    #[cold]
    fn failed(&mut self, e: &mut DecodeError) {
        e.attribute_to(self.index);
        self.pos = self.bytes.len();
    }

    /// Decodes every remaining instruction into `out` ([`Module::decode`](crate::Module::decode)).
    ///
    /// A loop of its own rather than the iterator: each decoded instruction goes into the vector
    /// with one copy, where the iterator's `Option<Result<..>>` costs several.
    pub(crate) fn decode_all(mut self, out: &mut Vec<Instruction<'a>>) -> Result<(), DecodeError> {
        match self.swapped.take() {
            None => {
                let bytes = self.bytes;
                self.decode_each(bytes, out)
            }
            Some(swapped) => {
                let mut borrowing = Vec::with_capacity(out.capacity());
                let result = self.decode_each(&swapped, &mut borrowing);
                out.extend(borrowing.into_iter().map(|inst| -> Instruction<'a> { inst.into_owned() }));
                result
            }
        }
    }

    /// The loop of [`Decoder::decode_all`]. Its position stays in a local, and the index is
    /// counted by the vector, so that neither goes to memory on each instruction.
    #[inline(always)]
    fn decode_each<'b>(&mut self, bytes: &'b [u8], out: &mut Vec<Instruction<'b>>) -> Result<(), DecodeError> {
        let (start, mut pos) = (out.len(), self.pos);
        let result = loop {
            let (opcode, operands, offset) = match frame(bytes, &mut pos, ByteOrder::Little) {
                None => break Ok(()),
                Some(Ok(frame)) => frame,
                Some(Err(e)) => break Err(e),
            };
            match self.cx.decode(opcode, operands, offset) {
                Ok(inst) => out.push(inst),
                Err(e) => break Err(e),
            }
        };
        self.pos = pos;
        self.index += out.len() - start;
        result.map_err(|mut e| {
            self.failed(&mut e);
            e
        })
    }
}

/// Decodes the instruction at byte `pos` of little-endian `bytes` and moves `pos` past it.
#[inline(always)]
fn step<'b>(cx: &mut Context, bytes: &'b [u8], pos: &mut usize) -> Option<Result<Instruction<'b>, DecodeError>> {
    Some(match frame(bytes, pos, ByteOrder::Little)? {
        Ok((opcode, operands, offset)) => cx.decode(opcode, operands, offset),
        Err(e) => Err(e),
    })
}

/// Operand word `i` of little-endian `operands`.
#[inline]
fn word(operands: &[u8], i: usize) -> Option<u32> {
    ByteOrder::Little.word_at(operands, i * 4)
}

// The runtime states which FP Encoding value names which float format; the grammar agrees.
const _: () = {
    use spec::FPEncoding;
    assert!(matches!(FloatEncoding::from_operand(Some(FPEncoding::BFloat16KHR as u32)), FloatEncoding::BFloat16));
    assert!(matches!(FloatEncoding::from_operand(Some(FPEncoding::Float8E4M3EXT as u32)), FloatEncoding::Float8E4M3));
    assert!(matches!(FloatEncoding::from_operand(Some(FPEncoding::Float8E5M2EXT as u32)), FloatEncoding::Float8E5M2));
};

/// What decoding an instruction needs to know about earlier ones, recorded by the rules of
/// [`Definition::of`], in storage of its own: two bytes per id, as this is the hottest path.
#[derive(Debug, Clone)]
struct Context {
    bound: u32,
    /// The number type (`NumberType::to_code`) of this id's literals: for an integer or float
    /// type, its own; for a value, its type's (0 when unknown).
    widths: IdMap<u16>,
    /// The imported sets the decoder types, by import id (a module imports a few).
    ext_sets: Vec<(u32, ExtSet)>,
}

impl Context {
    fn new(bound: u32, input_words: usize) -> Self {
        Context { bound, widths: IdMap::for_input(input_words, bound), ext_sets: Vec::new() }
    }

    #[inline]
    fn width(&self, id: u32) -> u16 {
        self.widths.get(id)
    }

    #[inline]
    fn set_width(&mut self, id: u32, width: u16) {
        self.widths.set(id, width);
    }

    #[inline(always)]
    fn decode<'a>(&mut self, opcode: u16, operands: &'a [u8], offset: usize) -> Result<Instruction<'a>, DecodeError> {
        let f = spec::DECODE_FACTS.get(usize::from(opcode)).copied().unwrap_or(0);
        // The context is updated before decoding, from the words: the decoded value then goes
        // straight to the caller. (After an error the context no longer matters.)
        match Definition::of(opcode, |i| word(operands, i)) {
            Definition::Nothing => {}
            Definition::Value { id, type_id } => {
                self.check_bound(f, id, offset)?;
                self.copy_width(type_id, id);
            }
            Definition::Type { id, number } => {
                self.check_bound(f, id, offset)?;
                if number.kind != NumberKind::None {
                    self.set_width(id, number.literal_type().map_or(0, NumberType::to_code));
                }
            }
            Definition::Import { id } => {
                self.check_bound(f, id, offset)?;
                self.record_import(operands, id);
            }
            Definition::Other { id } => self.check_bound(f, id, offset)?,
        }
        if f & facts::NEEDS_CONTEXT != 0 {
            return self.decode_in_context(f, opcode, operands, offset);
        }
        // The reader's parts are passed, in registers; the generated decode function makes
        // the reader of them (a reader passed would be copied through memory twice).
        Instruction::decode_parts(u32::from(opcode), operands, offset + 4, OperandContext::default())
    }

    /// Decodes an instruction whose operands need the context: the literal width of its
    /// result type or of its first operand, or the extended set its operands belong to.
    #[inline(never)]
    fn decode_in_context<'a>(
        &self,
        f: u8,
        opcode: u16,
        operands: &'a [u8],
        offset: usize,
    ) -> Result<Instruction<'a>, DecodeError> {
        let w0 = word(operands, 0);
        let mut number_type = None;
        if f & facts::NUMBER_OF_RESULT_TYPE != 0 {
            number_type = w0.and_then(|t| NumberType::from_code(self.width(t)));
        } else if f & facts::NUMBER_OF_FIRST != 0 {
            let selector = w0.and_then(|v| NumberType::from_code(self.width(v)));
            number_type = selector.or(Some(NumberType::Untyped { words: 1 }));
        }
        let mut ext_set = None;
        let ext_operand = usize::from(f >> facts::EXT_SHIFT);
        if ext_operand != 0 {
            let set = word(operands, ext_operand - 1)
                .and_then(|id| self.ext_sets.iter().find(|(s, _)| *s == id).map(|&(_, set)| set));
            ext_set = set.map(ExtSet::index);
        }
        let cx = OperandContext::new(number_type, ext_set);
        Instruction::decode_parts(u32::from(opcode), operands, offset + 4, cx)
    }

    /// Whether the result `id` of an instruction of decode facts `f` at byte `offset` is
    /// within the bound.
    #[inline(always)]
    fn check_bound(&self, f: u8, id: u32, offset: usize) -> Result<(), DecodeError> {
        if id >= self.bound {
            let at = usize::from(f & facts::RESULT_TYPE);
            return Err(self.out_of_bound(id, offset + 4 + at * 4));
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn out_of_bound(&self, id: u32, offset: usize) -> DecodeError {
        DecodeError::new(DecodeErrorKind::IdOutOfBound { id, bound: self.bound }, offset)
    }

    /// Gives `id` the width of `ty`, if it has one.
    #[inline(always)]
    fn copy_width(&mut self, ty: u32, id: u32) {
        let w = self.widths.get(ty);
        if w != 0 {
            self.set_width(id, w);
        }
    }

    /// Records the set an `OpExtInstImport` of `id` imports, if it is one the decoder types.
    #[cold]
    fn record_import(&mut self, operands: &[u8], id: u32) {
        let name = operands.get(4..).unwrap_or_default();
        let name = &name[..name.iter().position(|&b| b == 0).unwrap_or(name.len())];
        if let Some(set) = ExtSet::from_import(name) {
            self.ext_sets.push((id, set));
        }
    }
}
