//! Operand value types: strings and lists borrowed from the input where possible, and
//! context-dependent numbers.
//!
//! [`Str`] and [`List`] are two words wide (a borrowed slice, or a box of owned data), half the
//! size of `Cow`; that keeps the instruction enum at 48 bytes. Decoding a little-endian module
//! borrows; decoding a big-endian one, or building instructions by hand, owns.

use core::borrow::Borrow;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::ops::Deref;

use crate::binary::{Decode, DecodeError, DecodeErrorKind, OperandReader, Placeholder};

/// A `LiteralString` operand: borrowed from the module when possible, owned otherwise.
#[derive(Clone)]
pub struct Str<'a>(StrRepr<'a>);

#[derive(Clone)]
enum StrRepr<'a> {
    Borrowed(&'a str),
    // A thin pointer: `Box<str>` is two words and would make `Str` three.
    #[allow(clippy::box_collection)]
    Owned(Box<String>),
}

impl<'a> Str<'a> {
    /// A string borrowing `s`.
    pub const fn new(s: &'a str) -> Self {
        Str(StrRepr::Borrowed(s))
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            StrRepr::Borrowed(s) => s,
            StrRepr::Owned(s) => s,
        }
    }

    /// Whether the text is borrowed from the input rather than owned.
    pub fn is_borrowed(&self) -> bool {
        matches!(self.0, StrRepr::Borrowed(_))
    }

    /// The same text, owned, without the input's lifetime.
    pub fn into_owned(self) -> Str<'static> {
        match self.0 {
            StrRepr::Borrowed(s) => Str(StrRepr::Owned(Box::new(s.to_string()))),
            StrRepr::Owned(s) => Str(StrRepr::Owned(s)),
        }
    }
}

impl Deref for Str<'_> {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for Str<'_> {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Str<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<'a> From<&'a str> for Str<'a> {
    fn from(s: &'a str) -> Self {
        Str::new(s)
    }
}

impl From<String> for Str<'_> {
    fn from(s: String) -> Self {
        Str(StrRepr::Owned(Box::new(s)))
    }
}

impl PartialEq for Str<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Str<'_> {}

impl PartialEq<str> for Str<'_> {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Str<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl Hash for Str<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl fmt::Debug for Str<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for Str<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<'a> Decode<'a> for Str<'a> {
    /// Reads a nul-terminated UTF-8 string padded to whole words. Borrows from the input for
    /// little-endian modules.
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        let start = r.offset();
        let rest = r.rest_bytes().ok_or_else(|| r.error(DecodeErrorKind::UnterminatedString))?;
        if !r.big_endian() {
            let Some(nul) = rest.iter().position(|&b| b == 0) else {
                return Err(r.error(DecodeErrorKind::UnterminatedString));
            };
            let text = core::str::from_utf8(&rest[..nul])
                .map_err(|_| DecodeError::new(DecodeErrorKind::InvalidUtf8, start))?;
            r.skip_bytes((nul / 4 + 1) * 4);
            return Ok(Str::new(text));
        }
        // Big-endian: each word's bytes are reversed; rebuild the text word by word.
        let mut bytes = Vec::new();
        for (i, chunk) in rest.chunks_exact(4).enumerate() {
            for &b in chunk.iter().rev() {
                if b == 0 {
                    r.skip_bytes((i + 1) * 4);
                    let text =
                        String::from_utf8(bytes).map_err(|_| DecodeError::new(DecodeErrorKind::InvalidUtf8, start))?;
                    return Ok(Str::from(text));
                }
                bytes.push(b);
            }
        }
        Err(r.error(DecodeErrorKind::UnterminatedString))
    }
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

    /// The borrowed little-endian bytes, if this list borrows.
    pub(crate) fn le_bytes(&self) -> Option<&'a [u8]> {
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
            ListRepr::Words(bytes, _) => ListIter::Words(OperandReader::new_le(bytes)),
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
    Owned(std::slice::Iter<'l, T>),
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
        if let (Some(a), Some(b)) = (self.le_bytes(), other.le_bytes()) {
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
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
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
