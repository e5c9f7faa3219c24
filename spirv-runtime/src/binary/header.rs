//! The module header: the magic number and the byte order it tells, the five words, and the
//! one check of them that the decoder, the disassembler and the validator share.

use alloc::vec::Vec;

use core::fmt;

use super::error::{DecodeError, DecodeErrorKind};
use crate::grammar::Version;

/// The SPIR-V magic number.
pub const MAGIC: u32 = 0x0723_0203;

/// The length of the header in bytes: five words.
pub const HEADER_BYTES: usize = 20;

/// The order of the four bytes of each word in a module's binary form. SPIR-V allows both; the
/// magic number tells which a module uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ByteOrder {
    /// Least significant byte first (what compilers write on every common machine).
    #[default]
    Little,
    /// Most significant byte first.
    Big,
}

impl ByteOrder {
    /// The byte order in which `first` (a module's first four bytes) is the magic number, if it
    /// is in either.
    ///
    /// ```
    /// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
    /// use spirv_core::binary::ByteOrder;
    ///
    /// assert_eq!(ByteOrder::of_magic([0x03, 0x02, 0x23, 0x07]), Some(ByteOrder::Little));
    /// assert_eq!(ByteOrder::of_magic([0x07, 0x23, 0x02, 0x03]), Some(ByteOrder::Big));
    /// assert_eq!(ByteOrder::of_magic([0; 4]), None);
    /// ```
    #[inline]
    pub fn of_magic(first: [u8; 4]) -> Option<ByteOrder> {
        [ByteOrder::Little, ByteOrder::Big].into_iter().find(|order| order.word(first) == MAGIC)
    }

    /// The word made of `bytes` in this order.
    #[inline]
    pub fn word(self, bytes: [u8; 4]) -> u32 {
        match self {
            ByteOrder::Little => u32::from_le_bytes(bytes),
            ByteOrder::Big => u32::from_be_bytes(bytes),
        }
    }

    /// The word at byte offset `at` of `bytes` in this order; `None` if fewer than four bytes
    /// start there.
    ///
    /// ```
    /// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
    /// use spirv_core::binary::ByteOrder;
    ///
    /// let bytes = [0xFF, 0x03, 0x02, 0x23, 0x07];
    /// assert_eq!(ByteOrder::Little.word_at(&bytes, 1), Some(0x0723_0203));
    /// assert_eq!(ByteOrder::Little.word_at(&bytes, 2), None);
    /// ```
    #[inline]
    pub fn word_at(self, bytes: &[u8], at: usize) -> Option<u32> {
        let word = bytes.get(at..at.checked_add(4)?)?;
        Some(self.word([word[0], word[1], word[2], word[3]]))
    }

    /// The words of `bytes` in this order, a partial last word left out.
    ///
    /// ```
    /// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
    /// use spirv_core::binary::ByteOrder;
    ///
    /// let bytes = [0x07, 0x23, 0x02, 0x03, 0, 0, 0, 1, 0xFF];
    /// assert!(ByteOrder::Big.words(&bytes).eq([0x0723_0203, 1]));
    /// ```
    #[inline]
    pub fn words(self, bytes: &[u8]) -> Words<'_> {
        Words { bytes: bytes.chunks_exact(4), order: self }
    }

    /// The four bytes of `word` in this order.
    #[inline]
    pub fn bytes(self, word: u32) -> [u8; 4] {
        match self {
            ByteOrder::Little => word.to_le_bytes(),
            ByteOrder::Big => word.to_be_bytes(),
        }
    }

    /// The bytes of `words`, each in this order.
    ///
    /// ```
    /// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
    /// use spirv_core::binary::ByteOrder;
    ///
    /// assert_eq!(ByteOrder::Big.to_bytes(&[0x0723_0203]), [0x07, 0x23, 0x02, 0x03]);
    /// assert_eq!(ByteOrder::Little.to_bytes(&[0x0723_0203]), [0x03, 0x02, 0x23, 0x07]);
    /// ```
    pub fn to_bytes(self, words: &[u32]) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(words.len() * 4);
        self.extend_bytes(&mut bytes, words.iter().copied());
        bytes
    }

    /// Appends the bytes of `words`, each in this order, to `out`.
    #[inline]
    pub fn extend_bytes(self, out: &mut Vec<u8>, words: impl IntoIterator<Item = u32>) {
        out.extend(words.into_iter().flat_map(|w| self.bytes(w)));
    }

    /// The bytes of `bytes`' words (read in this order) in the order `to`: a copy, byte-swapped
    /// where the orders differ.
    pub fn convert(self, bytes: &[u8], to: ByteOrder) -> Vec<u8> {
        let mut out = Vec::with_capacity(bytes.len());
        to.extend_bytes(&mut out, self.words(bytes));
        out
    }

    /// The words of `bytes` in this order, a partial last word left out.
    ///
    /// ```
    /// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
    /// use spirv_core::binary::ByteOrder;
    ///
    /// assert_eq!(ByteOrder::Big.to_words(&[0x07, 0x23, 0x02, 0x03, 0xFF]), [0x0723_0203]);
    /// ```
    pub fn to_words(self, bytes: &[u8]) -> Vec<u32> {
        // Into a vector of zeros (allocated zeroed), in a loop LLVM turns into wide moves;
        // collecting an iterator of words was a loop of single ones.
        let mut words = alloc::vec![0u32; bytes.len() / 4];
        for (w, b) in words.iter_mut().zip(self.words(bytes)) {
            *w = b;
        }
        words
    }
}

/// Iterator over the words of bytes in a byte order ([`ByteOrder::words`],
/// [`InstructionRef::operands`](super::InstructionRef::operands)).
#[derive(Clone, Debug)]
pub struct Words<'a> {
    bytes: core::slice::ChunksExact<'a, u8>,
    order: ByteOrder,
}

impl Iterator for Words<'_> {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        let c = self.bytes.next()?;
        Some(self.order.word([c[0], c[1], c[2], c[3]]))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.bytes.size_hint()
    }
}

impl ExactSizeIterator for Words<'_> {}

/// The five-word module header, as read (nothing is normalised, so it encodes back bit-exactly),
/// and the byte order the module was read in, which encoding keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Header {
    /// The version word (`0x00MMmm00`).
    pub version: u32,
    /// The generator word: tool id in the high 16 bits, tool version in the low 16.
    pub generator: u32,
    /// Every id is below this bound.
    pub bound: u32,
    /// Reserved instruction schema word (0).
    pub schema: u32,
    /// The byte order of the module's words: the input's when decoded, little-endian for
    /// [`Header::new`]. Encoding to bytes writes in this order; set it to choose another.
    pub byte_order: ByteOrder,
}

impl Header {
    /// A little-endian header for `version` with the given generator and id bound.
    pub fn new(version: Version, generator: u32, bound: u32) -> Self {
        Header { version: version.to_word(), generator, bound, schema: 0, byte_order: ByteOrder::Little }
    }

    /// The SPIR-V version, if the version word is well-formed.
    pub fn spirv_version(&self) -> Option<Version> {
        Version::from_word(self.version)
    }

    /// The SPIR-V version, if the version word is one from 1.0 to `newest` (the grammar's:
    /// `spirv_core::NEWEST_VERSION`) with its unused bytes 0.
    ///
    /// # Errors
    /// [`HeaderError::BadVersion`] otherwise.
    pub fn known_version(&self, newest: Version) -> Result<Version, HeaderError> {
        Version::known(self.version, newest).ok_or(HeaderError::BadVersion { word: self.version })
    }

    /// The five header words.
    pub fn to_words(&self) -> [u32; 5] {
        [MAGIC, self.version, self.generator, self.bound, self.schema]
    }
}

/// What is wrong with a module's header, of the faults [`check_header`] looks for. It converts
/// into the [`DecodeError`] of the same kind and offset, and displays as that does.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum HeaderError {
    /// The input's length is not a whole number of words.
    NotWords {
        /// Length of the input in bytes.
        len: usize,
    },
    /// The input (of whole words) is shorter than the five-word header.
    TruncatedHeader {
        /// Length of the input in bytes.
        len: usize,
    },
    /// The first word is not the SPIR-V magic number in either byte order.
    BadMagic {
        /// The first word, read little-endian.
        found: u32,
    },
    /// The version word is not a SPIR-V version from 1.0 to the newest the caller knows.
    BadVersion {
        /// The version word.
        word: u32,
    },
}

impl HeaderError {
    /// The byte offset of the fault: the partial word's for [`HeaderError::NotWords`], the
    /// version word's for [`HeaderError::BadVersion`], 0 otherwise.
    pub fn offset(&self) -> usize {
        match *self {
            HeaderError::NotWords { len } => len - len % 4,
            HeaderError::TruncatedHeader { .. } | HeaderError::BadMagic { .. } => 0,
            HeaderError::BadVersion { .. } => 4,
        }
    }

    /// The decode error kind of the same fault, which words the message.
    pub fn kind(&self) -> DecodeErrorKind {
        match *self {
            HeaderError::NotWords { len } => DecodeErrorKind::NotWords { len },
            HeaderError::TruncatedHeader { len } => DecodeErrorKind::TruncatedHeader { len },
            HeaderError::BadMagic { found } => DecodeErrorKind::BadMagic { found },
            HeaderError::BadVersion { word } => DecodeErrorKind::BadVersion { word },
        }
    }
}

impl From<HeaderError> for DecodeError {
    #[cold]
    fn from(e: HeaderError) -> Self {
        DecodeError::new(e.kind(), e.offset())
    }
}

/// As the [`DecodeErrorKind`] of the fault: the magic number and version word in hex.
impl fmt::Debug for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.kind(), f)
    }
}

/// `the first word 0x00000000 is not the SPIR-V magic number 0x07230203 in either byte order at
/// byte offset 0`: the [`DecodeError`]'s message.
impl fmt::Display for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at byte offset {}", self.kind(), self.offset())
    }
}

impl core::error::Error for HeaderError {}

/// Reads and checks the header of a module: the first fault of a length that is not a whole
/// number of words, one shorter than the header, a first word that is not the magic number in
/// either byte order and, when `newest` is given, a version word that is not one from 1.0 to
/// `newest` (`spirv_core::check_header` gives the grammar's). The order is SPIRV-Tools' binary
/// parser's, whose messages the disassembler reproduces.
///
/// ```
/// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
/// use spirv_core::Version;
/// use spirv_core::binary::{ByteOrder, HeaderError, MAGIC, check_header};
///
/// let module = ByteOrder::Big.to_bytes(&[MAGIC, 0x0001_0300, 0, 1, 0]);
/// let header = check_header(&module, Some(Version::new(1, 6))).unwrap();
/// assert_eq!((header.version, header.byte_order), (0x0001_0300, ByteOrder::Big));
/// let err = check_header(&module, Some(Version::new(1, 2))).unwrap_err();
/// assert_eq!((err, err.offset()), (HeaderError::BadVersion { word: 0x0001_0300 }, 4));
/// assert_eq!(check_header(&module[..18], None), Err(HeaderError::NotWords { len: 18 }));
/// ```
///
/// # Errors
/// The first [`HeaderError`] found, in the order above.
pub fn check_header(bytes: &[u8], newest: Option<Version>) -> Result<Header, HeaderError> {
    let len = bytes.len();
    if !len.is_multiple_of(4) {
        return Err(HeaderError::NotWords { len });
    }
    let Some(words) = bytes.first_chunk::<HEADER_BYTES>() else {
        return Err(HeaderError::TruncatedHeader { len });
    };
    let first = [words[0], words[1], words[2], words[3]];
    let Some(byte_order) = ByteOrder::of_magic(first) else {
        return Err(HeaderError::BadMagic { found: ByteOrder::Little.word(first) });
    };
    let word = |i: usize| byte_order.word([words[i * 4], words[i * 4 + 1], words[i * 4 + 2], words[i * 4 + 3]]);
    let header = Header { version: word(1), generator: word(2), bound: word(3), schema: word(4), byte_order };
    if let Some(newest) = newest {
        header.known_version(newest)?;
    }
    Ok(header)
}

/// Reads the header of a module, with its byte order: [`check_header`] without the version check
/// (decoding keeps any version word, for losslessness).
///
/// # Errors
/// When the input is not a whole number of words, shorter than the header, or does not start
/// with the magic number in either byte order.
pub fn read_header(bytes: &[u8]) -> Result<Header, DecodeError> {
    Ok(check_header(bytes, None)?)
}
