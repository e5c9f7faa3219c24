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

    /// Number of elements.
    pub fn len(&self) -> usize {
        match &self.repr {
            ListRepr::Owned(v) => v.len(),
            ListRepr::Words(..) => self.iter().count(),
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

/// A `LiteralContextDependentNumber`: one word, or two for a 64-bit type, as wide as the type
/// the instruction refers to (OpConstant's result type, OpSwitch's selector type). The bits are
/// kept as they are; their meaning (signed, unsigned, float) is the type's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiteralNumber {
    /// A one-word literal (types of 32 bits or fewer).
    U32(u32),
    /// A two-word literal (64-bit types), low word first in the binary.
    U64(u64),
}

impl LiteralNumber {
    /// The bits, zero-extended to 64.
    pub fn bits(self) -> u64 {
        match self {
            LiteralNumber::U32(v) => u64::from(v),
            LiteralNumber::U64(v) => v,
        }
    }

    /// Number of words in the binary.
    pub fn word_count(self) -> usize {
        match self {
            LiteralNumber::U32(_) => 1,
            LiteralNumber::U64(_) => 2,
        }
    }
}

impl<'a> Decode<'a> for LiteralNumber {
    /// Reads as many words as the context says (see [`OperandReader::set_number_words`]), or
    /// all remaining words (one or two) when the context is unknown.
    #[inline]
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        let words = match r.number_words() {
            Some(w) => usize::from(w),
            None => r.remaining_words(),
        };
        match words {
            1 => Ok(LiteralNumber::U32(r.word()?)),
            2 => {
                let lo = r.word()?;
                let hi = r.word()?;
                Ok(LiteralNumber::U64(u64::from(lo) | u64::from(hi) << 32))
            }
            words => Err(r.error(DecodeErrorKind::NumberWidth { words })),
        }
    }
}

impl Placeholder for LiteralNumber {
    fn placeholder() -> Self {
        LiteralNumber::U32(0)
    }
}

/// Literal constructors: the bits of the value, one word for 32-bit types and two for 64-bit
/// ones (for a narrower type, such as a 16-bit float, give its bits as `u32`).
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
    u32 => |v| LiteralNumber::U32(v);
    i32 => |v| LiteralNumber::U32(v as u32);
    f32 => |v| LiteralNumber::U32(v.to_bits());
    u64 => |v| LiteralNumber::U64(v);
    i64 => |v| LiteralNumber::U64(v as u64);
    f64 => |v| LiteralNumber::U64(v.to_bits());
}
