//! A whole module, decoded into typed instructions.

use alloc::vec::Vec;

use spirv_runtime::IntoOwned;
use spirv_runtime::binary::{ByteOrder, DecodeError, DecodeErrorKind, EncodeError, Header, WordSink};

use crate::decoder::Decoder;
use crate::spec::Instruction;

/// A SPIR-V module: its header (with the byte order it was read in) and its typed instructions,
/// borrowing strings and operand lists from the input bytes when the input is little-endian.
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
        Self::decode_into(bytes, Vec::new())
    }

    /// Decodes like [`Module::decode`], into `storage` (emptied first): its memory is reused,
    /// where [`Module::decode`] allocates. For a tool that decodes many modules one after the
    /// other and drops each before the next (a validator): the instructions of the last module,
    /// cleared, are the next one's storage, in memory the caches have seen.
    ///
    /// ```
    /// # fn main() -> Result<(), spirv_core::DecodeError> {
    /// use spirv_core::spec::Instruction;
    /// use spirv_core::{IntoOwned, Module};
    /// # let bytes = spirv_core::Module {
    /// #     header: spirv_core::Header::new(spirv_core::Version::new(1, 0), 0, 1),
    /// #     instructions: vec![Instruction::Capability { capability: spirv_core::spec::Capability::Shader }],
    /// # }.to_bytes();
    /// let mut storage: Vec<Instruction<'static>> = Vec::new();
    /// for input in [&bytes, &bytes] {
    ///     let module = Module::decode_into(input, storage)?;
    ///     assert_eq!(module, Module::decode(input)?);
    ///     // Emptied, the vector takes any lifetime again, in its own memory.
    ///     let mut instructions = module.instructions;
    ///     instructions.clear();
    ///     storage = instructions.into_iter().map(IntoOwned::into_owned).collect();
    /// }
    /// # Ok(())
    /// # }
    /// ```
    ///
    /// # Errors
    /// Those of [`Module::decode`].
    pub fn decode_into(bytes: &'a [u8], mut storage: Vec<Instruction<'a>>) -> Result<Self, DecodeError> {
        let (header, decoder) = Decoder::new(bytes)?;
        // Counting first is cheap and sizes the vector exactly (never larger than what the input
        // backs). With broken framing the count is unknown; decoding reports the error.
        storage.clear();
        storage.reserve_exact(decoder.count_remaining().unwrap_or(0));
        decoder.decode_all(&mut storage)?;
        Ok(Module { header, instructions: storage })
    }

    /// Decodes like [`Module::decode`], and rejects what that keeps for losslessness: a version
    /// word that is not a SPIR-V version up to the grammar's, a reserved header word other than
    /// 0, unknown opcodes, and operands holding values the grammar does not define (instructions
    /// [`Module::decode`] keeps as [`Instruction::Raw`]). For validators and fuzzers.
    ///
    /// # Errors
    /// Those of [`Module::decode`], and [`DecodeErrorKind::BadVersion`],
    /// [`DecodeErrorKind::ReservedHeaderWord`], [`DecodeErrorKind::UnknownOpcode`] and
    /// [`DecodeErrorKind::UnknownOperandValues`] with the offset of the word or instruction.
    pub fn decode_strict(bytes: &'a [u8]) -> Result<Self, DecodeError> {
        let (header, mut decoder) = Decoder::new(bytes)?;
        header.known_version(crate::NEWEST_VERSION)?;
        if header.schema != 0 {
            return Err(DecodeError::new(DecodeErrorKind::ReservedHeaderWord { word: header.schema }, 16));
        }
        let mut instructions = Vec::with_capacity(decoder.count_remaining().unwrap_or(0));
        loop {
            let (offset, index) = (decoder.offset(), decoder.index());
            let Some(inst) = decoder.next() else { break };
            let inst = inst?;
            if let Some(raw) = inst.as_raw() {
                let known = u16::try_from(raw.opcode).ok().and_then(crate::spec::Op::from_u16).is_some();
                let kind = if known {
                    DecodeErrorKind::UnknownOperandValues
                } else {
                    DecodeErrorKind::UnknownOpcode { opcode: raw.opcode }
                };
                return Err(DecodeError::new(kind, offset).with_instruction(index));
            }
            instructions.push(inst);
        }
        Ok(Module { header, instructions })
    }

    /// Decodes a module given as words in the machine's byte order (as `include_bytes!` of a
    /// `.spv` file read into `u32`s, or a `Vec<u32>` from a compiler). The module owns what it
    /// holds: this crate does not reinterpret the words as bytes (it has no `unsafe` code),
    /// so it decodes a copy. Words have no byte order: the module's is little-endian.
    ///
    /// # Errors
    /// Those of [`Module::decode`].
    pub fn decode_words(words: &[u32]) -> Result<Module<'static>, DecodeError> {
        let bytes = ByteOrder::Little.to_bytes(words);
        Module::decode(&bytes).map(Module::into_owned)
    }

    /// The module with everything it borrowed copied, to outlive its input.
    pub fn into_owned(self) -> Module<'static> {
        Module { header: self.header, instructions: self.instructions.into_iter().map(IntoOwned::into_owned).collect() }
    }

    /// Sets the header's id bound to one more than the largest id the instructions use (1 for
    /// none), as after adding instructions with new ids.
    pub fn fix_bound(&mut self) {
        let mut largest = 0;
        for inst in &self.instructions {
            inst.for_each_id(|_, id| largest = largest.max(id.get()));
        }
        self.header.bound = largest.saturating_add(1);
    }

    /// Encodes to words (header first).
    ///
    /// # Errors
    /// If an instruction has more than 65,535 words or an opcode above 65,535, a string with a
    /// nul byte, a flag without its parameters, or a result id at or above the header's bound
    /// (see [`Module::fix_bound`]): possible only for hand-built or edited instructions. The error
    /// names the instruction by index.
    pub fn encode(&self) -> Result<Vec<u32>, EncodeError> {
        let mut w = WordSink::with_capacity(5 + self.instructions.len() * 4);
        w.words(&self.header.to_words());
        w.check_ids_below(self.header.bound);
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

    /// Encodes to bytes in the header's byte order ([`Header::byte_order`]): the input's for a
    /// decoded module, so that decoding and encoding give back the same bytes in either byte
    /// order; little-endian for a new one. Set `header.byte_order` to choose.
    ///
    /// ```
    /// # fn main() -> Result<(), spirv_core::DecodeError> {
    /// use spirv_core::binary::ByteOrder;
    /// use spirv_core::spec::{Capability, Instruction};
    /// use spirv_core::{Header, Module, Version};
    ///
    /// let mut module = Module {
    ///     header: Header::new(Version::new(1, 0), 0, 1),
    ///     instructions: vec![Instruction::Capability { capability: Capability::Shader }],
    /// };
    /// let little = module.to_bytes();
    /// assert_eq!(little[..4], [0x03, 0x02, 0x23, 0x07]);
    /// module.header.byte_order = ByteOrder::Big;
    /// let big = module.to_bytes();
    /// assert_eq!(big[..4], [0x07, 0x23, 0x02, 0x03]);
    /// assert_eq!(Module::decode(&big)?.to_bytes(), big);
    /// # Ok(())
    /// # }
    /// ```
    ///
    /// # Panics
    /// If [`Module::encode`] fails, which only hand-built instructions can make it do.
    ///
    /// [`Header::byte_order`]: crate::Header::byte_order
    pub fn to_bytes(&self) -> Vec<u8> {
        self.header.byte_order.to_bytes(&self.to_words())
    }

    /// Encodes to bytes in the header's byte order (as [`Module::to_bytes`]) and writes them
    /// to `w`.
    ///
    /// # Errors
    /// If [`Module::encode`] fails (as [`std::io::ErrorKind::InvalidInput`]), or writing does.
    #[cfg(feature = "std")]
    pub fn write_to(&self, mut w: impl std::io::Write) -> std::io::Result<()> {
        let words = self.encode().map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
        w.write_all(&self.header.byte_order.to_bytes(&words))
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
