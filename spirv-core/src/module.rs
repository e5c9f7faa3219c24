//! A whole module, decoded into typed instructions.

use std::collections::HashMap;
use std::sync::OnceLock;

use spirv_runtime::binary::{
    DecodeError, DecodeErrorKind, EncodeError, Header, InstructionRef, OperandReader, Reader, WordSink,
    decode_instruction,
};
use spirv_runtime::grammar::{Category, LiteralKind};

use crate::ExtSet;
use crate::spec::{self, Instruction};

/// A SPIR-V module: its header and its typed instructions, borrowing strings and operand lists
/// from the input bytes when the input is little-endian.
///
/// ```
/// # fn main() -> Result<(), spirv_core::DecodeError> {
/// use spirv_core::spec::{Capability, Instruction};
/// use spirv_core::{Header, Module, Version};
///
/// let module = Module {
///     header: Header::new(Version::new(1, 0), 0, 1),
///     instructions: vec![Instruction::Capability { capability: Capability::Shader }],
/// };
/// let bytes = module.to_bytes();
/// let decoded = Module::decode(&bytes)?;
/// assert_eq!(decoded, module);
/// assert!(matches!(decoded.instructions[0], Instruction::Capability { capability: Capability::Shader }));
/// # Ok(())
/// # }
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Module<'a> {
    /// The module header.
    pub header: Header,
    /// The instructions in order.
    pub instructions: Vec<Instruction<'a>>,
}

impl<'a> Module<'a> {
    /// Decodes a module (either byte order) into typed instructions.
    ///
    /// Instructions this crate's grammar cannot type (unknown opcodes or enumerant values, as a
    /// newer tool may emit) are kept as [`Instruction::Raw`], so encoding gives back the same
    /// bytes.
    ///
    /// # Errors
    /// On malformed input, with the byte offset and instruction index: a short or unaligned
    /// input, a bad magic number, a word count of 0 or past the end, missing or left-over
    /// operands, unterminated or non-UTF-8 strings, an id of 0, a result id not below the
    /// header's bound.
    pub fn decode(bytes: &'a [u8]) -> Result<Self, DecodeError> {
        let (header, reader) = Reader::new(bytes)?;
        // Counting first is cheap and sizes the vector exactly (never larger than what the input
        // backs). With broken framing the count is unknown; the walk below reports the error.
        let mut instructions = Vec::with_capacity(reader.instruction_count().unwrap_or(0));
        let mut cx = Context::new(header.bound, bytes.len() / 4);
        for inst in reader {
            let inst = inst?;
            instructions.push(cx.decode(&inst).map_err(|e| e.with_instruction(inst.index))?);
        }
        Ok(Module { header, instructions })
    }

    /// Encodes to words (header first).
    ///
    /// # Errors
    /// If an instruction has more than 65,535 words or an opcode above 65,535 (possible only
    /// for hand-built instructions).
    pub fn encode(&self) -> Result<Vec<u32>, EncodeError> {
        let mut w = WordSink::with_capacity(5 + self.instructions.len() * 4);
        w.words(&self.header.to_words());
        for inst in &self.instructions {
            w.instruction(inst);
        }
        w.finish()
    }

    /// Encodes to words (header first).
    ///
    /// # Panics
    /// If [`Module::encode`] fails, which only hand-built instructions can make it do.
    pub fn to_words(&self) -> Vec<u32> {
        match self.encode() {
            Ok(words) => words,
            Err(e) => panic!("cannot encode module: {e}"),
        }
    }

    /// Encodes to little-endian bytes.
    ///
    /// # Panics
    /// If [`Module::encode`] fails, which only hand-built instructions can make it do.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.to_words().iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    /// The instructions in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Instruction<'a>> {
        self.instructions.iter()
    }
}

impl<'m, 'a> IntoIterator for &'m Module<'a> {
    type Item = &'m Instruction<'a>;
    type IntoIter = std::slice::Iter<'m, Instruction<'a>>;
    fn into_iter(self) -> Self::IntoIter {
        self.instructions.iter()
    }
}

/// Per-opcode facts the decoder needs beyond the generated code, derived once from the grammar
/// table (`spec::INSTRUCTIONS`).
#[derive(Clone, Copy, Default)]
struct OpFlags(u8);

impl OpFlags {
    const RESULT_TYPE: u8 = 1;
    const RESULT: u8 = 2;
    /// Has a context-dependent number as wide as the result type (OpConstant).
    const NUMBER_OF_RESULT_TYPE: u8 = 4;
    /// Has a context-dependent number as wide as the first operand's type (OpSwitch).
    const NUMBER_OF_FIRST: u8 = 8;
    /// Operand index of `LiteralExtInstInteger` (the set id is just before it), in bits 4..8.
    const EXT_SHIFT: u8 = 4;
    /// Every flag that needs `Context::set_context`.
    const NEEDS_CONTEXT: u8 = Self::NUMBER_OF_RESULT_TYPE | Self::NUMBER_OF_FIRST | 0xF << Self::EXT_SHIFT;

    fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }

    fn ext_operand(self) -> Option<usize> {
        let i = self.0 >> Self::EXT_SHIFT;
        (i != 0).then(|| usize::from(i))
    }
}

fn op_flags() -> &'static [OpFlags] {
    static FLAGS: OnceLock<Vec<OpFlags>> = OnceLock::new();
    FLAGS.get_or_init(|| {
        let len = spec::INSTRUCTIONS.iter().map(|i| usize::from(i.opcode()) + 1).max().unwrap_or(0);
        let mut flags = vec![OpFlags::default(); len];
        for info in spec::INSTRUCTIONS.iter() {
            let mut f = 0u8;
            if info.has_result_type() {
                f |= OpFlags::RESULT_TYPE;
            }
            if info.has_result() {
                f |= OpFlags::RESULT;
            }
            for (i, operand) in info.operands().enumerate() {
                match operand.kind.category() {
                    Category::Literal(LiteralKind::ContextDependentNumber) => {
                        f |= if info.has_result_type() {
                            OpFlags::NUMBER_OF_RESULT_TYPE
                        } else {
                            OpFlags::NUMBER_OF_FIRST
                        };
                    }
                    // OpSwitch's targets: literals as wide as the selector (SPIR-V spec, OpSwitch).
                    Category::Composite(_) if operand.kind.name() == "PairLiteralIntegerIdRef" => {
                        f |= OpFlags::NUMBER_OF_FIRST;
                    }
                    Category::Literal(LiteralKind::ExtInstInteger) if (1..16).contains(&i) => {
                        f |= (i as u8) << OpFlags::EXT_SHIFT;
                    }
                    _ => {}
                }
            }
            flags[usize::from(info.opcode())] = OpFlags(f);
        }
        flags
    })
}

/// What decoding an instruction needs to know about earlier ones.
struct Context {
    bound: u32,
    /// Width in words of a number of this id's type: for an integer or float type, its own;
    /// for a value, its type's (0 when unknown). Dense up to a limit the input backs; sparse
    /// beyond, so that a lying bound cannot make us allocate.
    widths: Vec<u8>,
    sparse_widths: HashMap<u32, u8>,
    ext_sets: Vec<(u32, ExtSet)>,
    flags: &'static [OpFlags],
}

impl Context {
    fn new(bound: u32, input_words: usize) -> Self {
        let dense = (bound as usize).min(input_words.saturating_mul(2) + 16);
        Context {
            bound,
            widths: vec![0; dense],
            sparse_widths: HashMap::new(),
            ext_sets: Vec::new(),
            flags: op_flags(),
        }
    }

    fn width(&self, id: u32) -> u8 {
        match self.widths.get(id as usize) {
            Some(&w) => w,
            None => self.sparse_widths.get(&id).copied().unwrap_or(0),
        }
    }

    fn set_width(&mut self, id: u32, width: u8) {
        match self.widths.get_mut(id as usize) {
            Some(w) => *w = width,
            None if width != 0 => {
                self.sparse_widths.insert(id, width);
            }
            None => {}
        }
    }

    #[inline]
    fn decode<'a>(&mut self, inst: &InstructionRef<'a>) -> Result<Instruction<'a>, DecodeError> {
        let flags = self.flags.get(usize::from(inst.opcode)).copied().unwrap_or_default();
        let mut r = inst.reader();
        // The first two operand words: result type and result id, or the operand whose type
        // sizes a literal.
        let (w0, w1) = (inst.operand(0), inst.operand(1));
        if flags.has(OpFlags::RESULT) {
            let (at, id) = if flags.has(OpFlags::RESULT_TYPE) { (1, w1) } else { (0, w0) };
            if let Some(id) = id
                && id >= self.bound
            {
                let offset = inst.offset + 4 + at * 4;
                return Err(DecodeError::new(DecodeErrorKind::IdOutOfBound { id, bound: self.bound }, offset));
            }
        }
        if flags.has(OpFlags::NEEDS_CONTEXT) {
            self.set_context(inst, flags, w0, &mut r);
        }
        let decoded: Instruction<'a> = decode_instruction(u32::from(inst.opcode), r)?;
        if flags.has(OpFlags::RESULT_TYPE) {
            if let (Some(ty), Some(id)) = (w0, w1) {
                let w = self.width(ty);
                if w != 0 {
                    self.set_width(id, w);
                }
            }
        } else {
            self.record(&decoded);
        }
        Ok(decoded)
    }

    /// Literal widths and extended sets, for the few instructions that need them.
    fn set_context(&self, inst: &InstructionRef<'_>, flags: OpFlags, w0: Option<u32>, r: &mut OperandReader<'_>) {
        if flags.has(OpFlags::NUMBER_OF_RESULT_TYPE) {
            r.set_number_words(w0.map(|t| self.width(t)).filter(|&w| w != 0));
        } else if flags.has(OpFlags::NUMBER_OF_FIRST) {
            r.set_number_words(w0.map(|v| self.width(v)).filter(|&w| w != 0).or(Some(1)));
        }
        if let Some(i) = flags.ext_operand() {
            let set =
                inst.operand(i - 1).and_then(|id| self.ext_sets.iter().find(|(s, _)| *s == id).map(|&(_, set)| set));
            r.set_ext_set(set.map(ExtSet::index));
        }
    }

    /// Remembers what later instructions need from types and imports: literal widths of
    /// integer and float types, and imported extended instruction sets.
    #[inline]
    fn record(&mut self, decoded: &Instruction<'_>) {
        match decoded {
            Instruction::TypeInt { result_id, width, .. } | Instruction::TypeFloat { result_id, width, .. } => {
                self.set_width(result_id.get(), words_for_bits(*width));
            }
            Instruction::ExtInstImport { result_id, name } => {
                if let Some(set) = name.to_str().ok().and_then(ExtSet::from_import_name) {
                    self.ext_sets.push((result_id.get(), set));
                }
            }
            _ => {}
        }
    }
}

/// Words a literal of a `bits`-wide integer or float type takes (0: unsupported width).
fn words_for_bits(bits: u32) -> u8 {
    match bits {
        1..=32 => 1,
        33..=64 => 2,
        _ => 0,
    }
}
