//! Operand value types: strings and lists borrowed from the input where possible, and
//! context-dependent numbers.
//!
//! [`Str`] and [`List`] are two words wide (a borrowed slice, or a box of owned data), half the
//! size of `Cow`; that keeps the instruction enum at 48 bytes. Decoding a little-endian module
//! borrows; decoding a big-endian one (which is byte-swapped first), or building instructions by
//! hand, owns.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use crate::binary::{Decode, DecodeError, DecodeErrorKind, OperandReader, Placeholder};
use crate::float_format::{FloatEncoding, FloatFormat, FloatLayout};

/// A `LiteralString` operand: its bytes, borrowed from the module when possible, owned
/// otherwise.
///
/// SPIR-V strings are nul-terminated UTF-8 by the specification, but real producers write other
/// bytes too (glslang puts shader source with mangled comments in `OpSource`), and validators
/// accept them: a `Str` keeps every byte, so decoding never fails on them and encoding gives the
/// same words back. [`Str::to_str`] checks the UTF-8; [`Str::to_string_lossy`] replaces what is
/// not.
#[derive(Clone)]
pub struct Str<'a>(StrRepr<'a>);

#[derive(Clone)]
enum StrRepr<'a> {
    /// The bytes before the nul, borrowed; the padding after the nul is zero.
    Borrowed(&'a [u8]),
    // A thin pointer: `Box<[u8]>` is two words and would make `Str` three.
    Owned(Box<OwnedStr>),
}

/// Owned bytes, and the padding after the nul as the binary had it (zero unless a producer wrote
/// otherwise; kept so that encoding gives the same words back).
#[derive(Clone)]
struct OwnedStr {
    bytes: Vec<u8>,
    padding: [u8; 3],
}

impl<'a> Str<'a> {
    /// A string borrowing `s`.
    pub const fn new(s: &'a str) -> Self {
        Str(StrRepr::Borrowed(s.as_bytes()))
    }

    /// A string borrowing `bytes`, which need not be UTF-8 (a nul in them cannot be encoded).
    pub const fn from_bytes(bytes: &'a [u8]) -> Self {
        Str(StrRepr::Borrowed(bytes))
    }

    /// Owned bytes and the padding the binary had after the nul: the bytes of the padding beyond
    /// the word's end are ignored.
    pub(crate) fn from_owned(bytes: Vec<u8>, padding: [u8; 3]) -> Self {
        if padding == [0; 3] && bytes.is_empty() {
            return Str(StrRepr::Borrowed(&[]));
        }
        Str(StrRepr::Owned(Box::new(OwnedStr { bytes, padding })))
    }

    /// The bytes, without the nul terminator.
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            StrRepr::Borrowed(b) => b,
            StrRepr::Owned(o) => &o.bytes,
        }
    }

    /// The text, if the bytes are UTF-8 (as the specification asks).
    ///
    /// # Errors
    /// Where the bytes are not UTF-8.
    pub fn to_str(&self) -> Result<&str, core::str::Utf8Error> {
        core::str::from_utf8(self.as_bytes())
    }

    /// The text, with `U+FFFD` for bytes that are not UTF-8.
    pub fn to_string_lossy(&self) -> alloc::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.as_bytes())
    }

    /// The bytes after the nul terminator up to the end of its word: zero, unless the producer
    /// wrote something else there (the specification asks for zero).
    pub fn padding(&self) -> &[u8] {
        let len = 3 - self.as_bytes().len() % 4;
        match &self.0 {
            StrRepr::Borrowed(_) => &[0; 3][..len],
            StrRepr::Owned(o) => &o.padding[..len],
        }
    }

    /// Whether the bytes are borrowed from the input rather than owned.
    pub fn is_borrowed(&self) -> bool {
        matches!(self.0, StrRepr::Borrowed(_))
    }

    /// The same string, owned, without the input's lifetime.
    pub fn into_owned(self) -> Str<'static> {
        match self.0 {
            StrRepr::Borrowed(b) => Str(StrRepr::Owned(Box::new(OwnedStr { bytes: b.to_vec(), padding: [0; 3] }))),
            StrRepr::Owned(o) => Str(StrRepr::Owned(o)),
        }
    }
}

impl AsRef<[u8]> for Str<'_> {
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
    }
}

impl<'a> From<&'a str> for Str<'a> {
    fn from(s: &'a str) -> Self {
        Str::new(s)
    }
}

impl<'a> From<&'a [u8]> for Str<'a> {
    fn from(b: &'a [u8]) -> Self {
        Str::from_bytes(b)
    }
}

impl From<String> for Str<'_> {
    fn from(s: String) -> Self {
        Str::from_owned(s.into_bytes(), [0; 3])
    }
}

impl From<Vec<u8>> for Str<'_> {
    fn from(b: Vec<u8>) -> Self {
        Str::from_owned(b, [0; 3])
    }
}

/// Strings are equal when their bytes and padding are (so that equal strings encode alike).
impl PartialEq for Str<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.as_bytes() == other.as_bytes() && self.padding() == other.padding()
    }
}

impl Eq for Str<'_> {}

impl PartialEq<str> for Str<'_> {
    fn eq(&self, other: &str) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<&str> for Str<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl Hash for Str<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_bytes().hash(state);
        self.padding().hash(state);
    }
}

/// A quoted string when the bytes are UTF-8, `b"..."` with escapes otherwise.
impl fmt::Debug for Str<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.to_str() {
            Ok(s) => fmt::Debug::fmt(s, f),
            Err(_) => write!(f, "b\"{}\"", self.as_bytes().escape_ascii()),
        }
    }
}

/// The text, with `U+FFFD` for bytes that are not UTF-8.
impl fmt::Display for Str<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_string_lossy(), f)
    }
}

impl<'a> Decode<'a> for Str<'a> {
    /// Reads a nul-terminated string padded to whole words, whatever its bytes; borrows them
    /// when the padding is zero.
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        // The work is out of line and takes the bytes, not the reader, which can then stay in
        // registers in the caller.
        let (s, len) = split_str(r.rest_bytes(), r.offset())?;
        r.skip_bytes(len);
        Ok(s)
    }
}

/// The index of the first nul byte: eight bytes at a time (strings such as `OpSource`'s text
/// run to kilobytes).
#[inline]
fn find_nul(bytes: &[u8]) -> Option<usize> {
    const LOW: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut chunks = bytes.chunks_exact(8);
    let mut start = 0;
    for chunk in &mut chunks {
        let w = u64::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3], chunk[4], chunk[5], chunk[6], chunk[7]]);
        // Non-zero exactly when some byte of `w` is zero (the classic has-zero-byte test).
        if w.wrapping_sub(LOW) & !w & HIGH != 0 {
            break;
        }
        start += 8;
    }
    bytes[start..].iter().position(|&b| b == 0).map(|i| start + i)
}

/// The string at the start of `bytes` (at byte `offset` of the module) and the bytes it takes.
#[inline(never)]
fn split_str(bytes: &[u8], offset: usize) -> Result<(Str<'_>, usize), DecodeError> {
    let Some(nul) = find_nul(bytes) else {
        return Err(DecodeError::new(DecodeErrorKind::UnterminatedString, offset));
    };
    let end = (nul / 4 + 1) * 4;
    let padding = &bytes[nul + 1..end];
    if padding.iter().all(|&b| b == 0) {
        return Ok((Str::from_bytes(&bytes[..nul]), end));
    }
    let mut tail = [0; 3];
    tail[..padding.len()].copy_from_slice(padding);
    Ok((Str::from_owned(bytes[..nul].to_vec(), tail), end))
}

impl Placeholder for Str<'_> {
    fn placeholder() -> Self {
        Str::new("")
    }
}

/// A `*` operand list: the words of the module when decoded from a little-endian module,
/// owned values otherwise. Elements are decoded on iteration (they were checked when the
/// instruction was decoded).
pub struct List<'a, T> {
    repr: ListRepr<'a, T>,
}

enum ListRepr<'a, T> {
    /// Little-endian operand bytes holding the elements back to back.
    Words(&'a [u8], PhantomData<T>),
    // A thin pointer: `Box<[T]>` is two words and would make `List` three.
    #[allow(clippy::box_collection)]
    Owned(Box<Vec<T>>),
}

impl<'a, T> List<'a, T> {
    /// An empty list.
    pub const fn new() -> Self {
        List { repr: ListRepr::Words(&[], PhantomData) }
    }

    /// Wraps operand bytes already checked to hold a whole number of little-endian elements.
    pub(crate) fn from_le_bytes(bytes: &'a [u8]) -> Self {
        List { repr: ListRepr::Words(bytes, PhantomData) }
    }

    /// The little-endian bytes of the elements in the input, if this list borrows them.
    pub fn as_le_bytes(&self) -> Option<&'a [u8]> {
        match self.repr {
            ListRepr::Words(b, _) => Some(b),
            ListRepr::Owned(_) => None,
        }
    }

    /// Whether the elements are borrowed from the input rather than owned.
    pub fn is_borrowed(&self) -> bool {
        matches!(self.repr, ListRepr::Words(..))
    }
}

impl<'a, T: Decode<'a> + Clone> List<'a, T> {
    /// The elements in order.
    pub fn iter(&self) -> ListIter<'_, 'a, T> {
        match &self.repr {
            ListRepr::Words(bytes, _) => ListIter::Words(OperandReader::new_list(bytes)),
            ListRepr::Owned(v) => ListIter::Owned(v.iter()),
        }
    }

    /// Number of elements: O(1) for elements of a fixed size (ids, integers, pairs of them),
    /// otherwise a walk over the list.
    pub fn len(&self) -> usize {
        match (&self.repr, T::WORDS) {
            (ListRepr::Owned(v), _) => v.len(),
            (ListRepr::Words(bytes, _), Some(words @ 1..)) => bytes.len() / (4 * words),
            (ListRepr::Words(..), _) => self.iter().count(),
        }
    }

    /// The element at `index`, if there is one: O(1) for elements of a fixed size (ids,
    /// integers, pairs of them), otherwise a walk to it.
    ///
    /// ```
    /// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
    /// use spirv_core::{IdRef, List};
    ///
    /// let members: List<IdRef> = List::from(vec![IdRef::new(7).unwrap(), IdRef::new(9).unwrap()]);
    /// assert_eq!(members.get(1).map(|id| id.get()), Some(9));
    /// assert_eq!(members.get(2), None);
    /// ```
    pub fn get(&self, index: usize) -> Option<T> {
        match (&self.repr, T::WORDS) {
            (ListRepr::Owned(v), _) => v.get(index).cloned(),
            (ListRepr::Words(bytes, _), Some(words @ 1..)) => {
                let start = index.checked_mul(4 * words)?;
                let element = bytes.get(start..start.checked_add(4 * words)?)?;
                T::decode(&mut OperandReader::new_list(element)).ok()
            }
            (ListRepr::Words(..), _) => self.iter().nth(index),
        }
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        match &self.repr {
            ListRepr::Owned(v) => v.is_empty(),
            ListRepr::Words(b, _) => b.is_empty(),
        }
    }

    /// The elements, collected.
    pub fn to_vec(&self) -> Vec<T> {
        self.iter().collect()
    }
}

/// Iterator over a [`List`].
#[derive(Debug)]
pub enum ListIter<'l, 'a, T> {
    #[doc(hidden)]
    Words(OperandReader<'a>),
    #[doc(hidden)]
    Owned(core::slice::Iter<'l, T>),
}

impl<'a, T: Decode<'a> + Clone> Iterator for ListIter<'_, 'a, T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        match self {
            // Elements were validated when the list was decoded, so an error here cannot happen
            // for a list the decoder built; it ends the iteration.
            ListIter::Words(r) => (!r.at_end()).then(|| T::decode(r).ok()).flatten(),
            ListIter::Owned(it) => it.next().cloned(),
        }
    }
}

impl<'a, T> Default for List<'a, T> {
    fn default() -> Self {
        List::new()
    }
}

impl<T> From<Vec<T>> for List<'_, T> {
    fn from(v: Vec<T>) -> Self {
        List { repr: ListRepr::Owned(Box::new(v)) }
    }
}

impl<T: Clone> From<&[T]> for List<'_, T> {
    fn from(v: &[T]) -> Self {
        List::from(v.to_vec())
    }
}

impl<T, const N: usize> From<[T; N]> for List<'_, T> {
    fn from(v: [T; N]) -> Self {
        List::from(Vec::from(v))
    }
}

impl<T> FromIterator<T> for List<'_, T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        List::from(iter.into_iter().collect::<Vec<T>>())
    }
}

impl<T: Clone> Clone for List<'_, T> {
    fn clone(&self) -> Self {
        match &self.repr {
            ListRepr::Words(b, _) => List { repr: ListRepr::Words(b, PhantomData) },
            ListRepr::Owned(v) => List { repr: ListRepr::Owned(v.clone()) },
        }
    }
}

impl<'a, T: Decode<'a> + Clone + PartialEq> PartialEq for List<'a, T> {
    fn eq(&self, other: &Self) -> bool {
        if let (Some(a), Some(b)) = (self.as_le_bytes(), other.as_le_bytes()) {
            return a == b;
        }
        self.iter().eq(other.iter())
    }
}

impl<'a, T: Decode<'a> + Clone + Eq> Eq for List<'a, T> {}

impl<'a, T: Decode<'a> + Clone + Hash> Hash for List<'a, T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for item in self.iter() {
            item.hash(state);
        }
    }
}

impl<'a, T: Decode<'a> + Clone + fmt::Debug> fmt::Debug for List<'a, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a, T: Decode<'a> + Clone> Decode<'a> for List<'a, T> {
    /// Reads the remaining operands as a list. Each element is decoded once to check it; the
    /// list then borrows the words (little-endian input) or holds the values.
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        r.out_of_line(decode_list)
    }
}

#[inline(never)]
fn decode_list<'a, T: Decode<'a> + Clone>(r: &mut OperandReader<'a>) -> Result<List<'a, T>, DecodeError> {
    if let Some(start) = r.borrowable_rest() {
        while !r.at_end() {
            T::decode(r)?;
        }
        return Ok(List::from_le_bytes(start));
    }
    let mut items = Vec::with_capacity(r.remaining_words());
    while !r.at_end() {
        items.push(T::decode(r)?);
    }
    Ok(List::from(items))
}

impl<T> Placeholder for List<'_, T> {
    fn placeholder() -> Self {
        List::new()
    }
}

/// What the bits of a literal number mean: the `OpTypeInt` or `OpTypeFloat` its instruction
/// refers to (`OpConstant`'s result type, `OpSwitch`'s selector type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumberType {
    /// An unsigned integer of `width` bits (1 to 64).
    Unsigned {
        /// Bits.
        width: u8,
    },
    /// A signed integer of `width` bits (1 to 64).
    Signed {
        /// Bits.
        width: u8,
    },
    /// A float of `width` bits (1 to 64).
    Float {
        /// Bits.
        width: u8,
        /// The encoding `OpTypeFloat` names (IEEE 754 without one).
        encoding: FloatEncoding,
    },
    /// Type not known (a number decoded without its module, or built from its words): just
    /// `words` words (1 or 2).
    Untyped {
        /// Words in the binary.
        words: u8,
    },
}

impl NumberType {
    /// The type of `OpTypeInt width signedness`; `None` for widths SPIR-V literals cannot
    /// hold in one or two words (0, or above 64).
    pub fn int(width: u32, signed: bool) -> Option<Self> {
        let width = u8::try_from(width).ok().filter(|w| (1..=64).contains(w))?;
        Some(if signed { NumberType::Signed { width } } else { NumberType::Unsigned { width } })
    }

    /// The type of `OpTypeFloat width [encoding]`; `None` for widths above 64 or 0.
    pub fn float(width: u32, encoding: FloatEncoding) -> Option<Self> {
        let width = u8::try_from(width).ok().filter(|w| (1..=64).contains(w))?;
        Some(NumberType::Float { width, encoding })
    }

    /// Words a literal of this type takes: 1 up to 32 bits, 2 up to 64.
    pub fn words(self) -> u8 {
        match self {
            NumberType::Unsigned { width } | NumberType::Signed { width } | NumberType::Float { width, .. } => {
                width.div_ceil(32)
            }
            NumberType::Untyped { words } => words,
        }
    }

    /// A compact code of the type (0 is never used), for context tables.
    #[doc(hidden)]
    pub fn to_code(self) -> u16 {
        let (kind, width, encoding) = match self {
            NumberType::Untyped { words } => (0, words, 0),
            NumberType::Unsigned { width } => (1, width, 0),
            NumberType::Signed { width } => (2, width, 0),
            NumberType::Float { width, encoding } => (3, width, encoding as u16),
        };
        u16::from(width) | kind << 7 | encoding << 9
    }

    /// The type of a code from [`NumberType::to_code`]; `None` for 0.
    #[doc(hidden)]
    pub fn from_code(code: u16) -> Option<Self> {
        if code == 0 {
            return None;
        }
        let width = (code & 0x7F) as u8;
        Some(match (code >> 7) & 3 {
            0 => NumberType::Untyped { words: width },
            1 => NumberType::Unsigned { width },
            2 => NumberType::Signed { width },
            _ => NumberType::Float {
                width,
                encoding: match code >> 9 {
                    0 => FloatEncoding::Ieee,
                    1 => FloatEncoding::BFloat16,
                    2 => FloatEncoding::Float8E4M3,
                    _ => FloatEncoding::Float8E5M2,
                },
            },
        })
    }
}

/// A `LiteralContextDependentNumber` (and the literal of an `OpSwitch` target): one word, or two
/// for types wider than 32 bits, typed by the type the instruction refers to. Decoding a module
/// gives each number its type; one built from a Rust number has that number's type.
///
/// Two numbers are equal when they encode the same words, whatever types they carry: the type
/// is what the module says about the bits, not part of the instruction.
///
/// `Display` prints the value as `spirv-dis` does for its type (`-1`, `0.100000001`,
/// `0x1.998p-4` for a half).
///
/// ```
/// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
/// use spirv_core::{FloatEncoding, LiteralNumber, NumberType};
///
/// let n = LiteralNumber::new(0xFFFF_FFFF, NumberType::Signed { width: 32 });
/// assert_eq!((n.to_i64(), n.to_u64()), (Some(-1), None));
/// let length = LiteralNumber::new(4, NumberType::Signed { width: 32 }); // `const int N = 4;`
/// assert_eq!(length.to_u64(), Some(4));
/// assert_eq!(n.to_string(), "-1");
/// assert_eq!(LiteralNumber::from(2.5f64).to_string(), "2.5");
/// assert_eq!(LiteralNumber::from(0.1f32).to_string(), "0.100000001");
/// assert_eq!(n, LiteralNumber::from(u32::MAX)); // same words
/// let half = LiteralNumber::new(0x3c00, NumberType::Float { width: 16, encoding: FloatEncoding::Ieee });
/// assert_eq!((half.to_f64(), half.to_string().as_str()), (Some(1.0), "0x1p+0"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct LiteralNumber {
    bits: u64,
    ty: NumberType,
}

impl LiteralNumber {
    /// The number of type `ty` with these bits (bits beyond its words are dropped).
    pub fn new(bits: u64, ty: NumberType) -> Self {
        let bits = if ty.words() == 1 { bits & 0xFFFF_FFFF } else { bits };
        LiteralNumber { bits, ty }
    }

    /// The bits, zero-extended to 64 (the words as they are in the binary, low word first).
    pub fn bits(self) -> u64 {
        self.bits
    }

    /// Number of words in the binary.
    pub fn word_count(self) -> usize {
        usize::from(self.ty.words())
    }

    /// The type, as the module declares it.
    pub fn number_type(self) -> NumberType {
        self.ty
    }

    /// The value of an integer type of either signedness, exactly (sign-extended from a signed
    /// type's width); `None` for floats and untyped numbers.
    pub fn to_i128(self) -> Option<i128> {
        match self.ty {
            NumberType::Unsigned { width } => Some(i128::from(self.bits & mask(width))),
            NumberType::Signed { width } => {
                let shift = 64 - u32::from(width);
                Some(i128::from(((self.bits << shift) as i64) >> shift))
            }
            _ => None,
        }
    }

    /// The value of an integer type of either signedness, if it fits in a `u64`: a length or
    /// index declared `int` as well as `uint`. `None` for negative values, floats and untyped
    /// numbers.
    pub fn to_u64(self) -> Option<u64> {
        self.to_i128().and_then(|v| u64::try_from(v).ok())
    }

    /// The value of an integer type of either signedness, if it fits in an `i64`. `None` for
    /// unsigned values above `i64::MAX`, floats and untyped numbers.
    pub fn to_i64(self) -> Option<i64> {
        self.to_i128().and_then(|v| i64::try_from(v).ok())
    }

    /// The value of an IEEE float type of 16, 32 or 64 bits.
    pub fn to_f64(self) -> Option<f64> {
        let NumberType::Float { width, encoding } = self.ty else { return None };
        match FloatFormat::of(u32::from(width), encoding)? {
            FloatFormat::Single => Some(f64::from(f32::from_bits(self.bits as u32))),
            FloatFormat::Double => Some(f64::from_bits(self.bits)),
            FloatFormat::Half => Some(widen(self.bits, FloatFormat::Half.layout())),
            FloatFormat::BFloat16 | FloatFormat::E4M3 | FloatFormat::E5M2 => None,
        }
    }
}

fn mask(width: u8) -> u64 {
    if width >= 64 { u64::MAX } else { (1 << width) - 1 }
}

/// The value of the float `bits` of a format narrower than binary64 that has infinities, exactly.
fn widen(bits: u64, layout: FloatLayout) -> f64 {
    let sign = u64::from(bits & layout.sign_mask() != 0) << 63;
    let exponent = (bits & layout.exponent_mask()) >> layout.fraction_bits;
    let fraction = bits & layout.fraction_mask();
    let shift = 52 - layout.fraction_bits;
    if exponent == 0 {
        // Subnormal: fraction × 2^(1 - bias - fraction bits), exact in a double.
        let scale = f64::from_bits(((1023 + 1 - layout.bias - i64::from(layout.fraction_bits)) as u64) << 52);
        f64::from_bits((fraction as f64 * scale).to_bits() | sign)
    } else if exponent == layout.exponent_mask() >> layout.fraction_bits {
        // Infinity or NaN, the payload kept.
        f64::from_bits(sign | 0x7FF << 52 | fraction << shift)
    } else {
        f64::from_bits(sign | ((exponent as i64 + 1023 - layout.bias) as u64) << 52 | fraction << shift)
    }
}

impl PartialEq for LiteralNumber {
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits && self.ty.words() == other.ty.words()
    }
}

impl Eq for LiteralNumber {}

impl core::hash::Hash for LiteralNumber {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.bits.hash(state);
        self.ty.words().hash(state);
    }
}

impl fmt::Display for LiteralNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::float_text::{write_f32, write_f64, write_hex};
        let bits = self.bits;
        match self.ty {
            NumberType::Signed { width } if width <= 32 => write!(f, "{}", bits as u32 as i32),
            NumberType::Signed { .. } => write!(f, "{}", bits as i64),
            NumberType::Unsigned { .. } | NumberType::Untyped { .. } => write!(f, "{bits}"),
            NumberType::Float { width, encoding } => match FloatFormat::of(u32::from(width), encoding) {
                Some(FloatFormat::Single) => write_f32(f, bits as u32),
                Some(FloatFormat::Double) => write_f64(f, bits),
                Some(format) => write_hex(f, bits & format.layout().mask(), format),
                // spirv-dis prints nothing for floats of other widths.
                None => Ok(()),
            },
        }
    }
}

impl<'a> Decode<'a> for LiteralNumber {
    /// Reads as many words as the context says (see [`OperandReader::set_number_type`]), or
    /// all remaining words (one or two) when the context is unknown.
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        let ty = match r.number_type() {
            Some(ty) => ty,
            None => match r.remaining_words() {
                words @ 1..=2 => NumberType::Untyped { words: words as u8 },
                words => return Err(r.error(DecodeErrorKind::NumberWidth { words })),
            },
        };
        match ty.words() {
            1 => Ok(LiteralNumber { bits: u64::from(r.word()?), ty }),
            2 => {
                let lo = r.word()?;
                let hi = r.word()?;
                Ok(LiteralNumber { bits: u64::from(lo) | u64::from(hi) << 32, ty })
            }
            words => Err(r.error(DecodeErrorKind::NumberWidth { words: usize::from(words) })),
        }
    }
}

impl Placeholder for LiteralNumber {
    fn placeholder() -> Self {
        LiteralNumber { bits: 0, ty: NumberType::Untyped { words: 1 } }
    }
}

/// Literal constructors: the value with its Rust type's number type (for another type, such as
/// a 16-bit float, use [`LiteralNumber::new`]).
macro_rules! number_from {
    ($($t:ty => |$v:ident| $e:expr;)*) => {$(
        impl From<$t> for LiteralNumber {
            #[inline]
            fn from($v: $t) -> Self {
                $e
            }
        }
    )*};
}

number_from! {
    u32 => |v| LiteralNumber { bits: u64::from(v), ty: NumberType::Unsigned { width: 32 } };
    i32 => |v| LiteralNumber { bits: u64::from(v as u32), ty: NumberType::Signed { width: 32 } };
    f32 => |v| LiteralNumber { bits: u64::from(v.to_bits()), ty: NumberType::Float { width: 32, encoding: FloatEncoding::Ieee } };
    u64 => |v| LiteralNumber { bits: v, ty: NumberType::Unsigned { width: 64 } };
    i64 => |v| LiteralNumber { bits: v as u64, ty: NumberType::Signed { width: 64 } };
    f64 => |v| LiteralNumber { bits: v.to_bits(), ty: NumberType::Float { width: 64, encoding: FloatEncoding::Ieee } };
}

#[cfg(test)]
mod tests {
    use super::{FloatFormat, widen};

    /// Every binary16 value widens to the value its fields give: (1 + fraction / 2^10) ×
    /// 2^(exponent - 15), or fraction × 2^-24 when subnormal.
    #[test]
    fn halves_widen_exactly() {
        for h in 0..=u16::MAX {
            let (sign, exponent, fraction) = (h >> 15, i32::from(h >> 10 & 0x1F), f64::from(h & 0x3FF));
            let magnitude = match exponent {
                0 => fraction * 2f64.powi(-24),
                31 if fraction == 0.0 => f64::INFINITY,
                31 => f64::NAN,
                e => (1.0 + fraction / 1024.0) * 2f64.powi(e - 15),
            };
            let expected = if sign == 1 { -magnitude } else { magnitude };
            let widened = widen(u64::from(h), FloatFormat::Half.layout());
            if expected.is_nan() {
                assert!(widened.is_nan() && widened.to_bits() >> 42 & 0x3FF == u64::from(h & 0x3FF), "{h:#x}");
            } else {
                assert_eq!(widened.to_bits(), expected.to_bits(), "{h:#x}");
            }
        }
    }
}
