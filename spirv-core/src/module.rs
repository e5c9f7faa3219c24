//! A whole module, decoded into typed instructions.

use alloc::vec::Vec;

use spirv_runtime::binary::{DecodeError, EncodeError, Header, WordSink};

use crate::decoder::Decoder;
use crate::spec::Instruction;

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
        let (header, decoder) = Decoder::new(bytes)?;
        // Counting first is cheap and sizes the vector exactly (never larger than what the input
        // backs). With broken framing the count is unknown; decoding reports the error.
        let mut instructions = Vec::with_capacity(decoder.count_remaining().unwrap_or(0));
        decoder.decode_all(&mut instructions)?;
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

    /// Encodes to little-endian bytes and writes them to `w`.
    ///
    /// # Errors
    /// If [`Module::encode`] fails (as [`std::io::ErrorKind::InvalidInput`]), or writing does.
    #[cfg(feature = "std")]
    pub fn write_to(&self, mut w: impl std::io::Write) -> std::io::Result<()> {
        let words = self.encode().map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        w.write_all(&bytes)
    }

    /// The instructions in order.
    pub fn iter(&self) -> core::slice::Iter<'_, Instruction<'a>> {
        self.instructions.iter()
    }
}

impl<'m, 'a> IntoIterator for &'m Module<'a> {
    type Item = &'m Instruction<'a>;
    type IntoIter = core::slice::Iter<'m, Instruction<'a>>;
    fn into_iter(self) -> Self::IntoIter {
        self.instructions.iter()
    }
}
