//! The assembler's maps: names (borrowed from the text) to numbers, and what it records about
//! ids (types they define, the types of values, imported sets).

use alloc::vec::Vec;

use crate::text::ImportedSet;
use crate::text::NumberType;

/// Eight bytes of `bytes` from `at` (little-endian), or 0 past the end.
#[inline]
fn read8(bytes: &[u8], at: usize) -> u64 {
    bytes.get(at..at + 8).and_then(|b| <[u8; 8]>::try_from(b).ok()).map_or(0, u64::from_le_bytes)
}

/// Four bytes of `bytes` from `at` (little-endian), or 0 past the end.
#[inline]
fn read4(bytes: &[u8], at: usize) -> u64 {
    bytes.get(at..at + 4).and_then(|b| <[u8; 4]>::try_from(b).ok()).map_or(0, |b| u64::from(u32::from_le_bytes(b)))
}

/// The high and low halves of a 128-bit product, combined (as wyhash mixes).
#[inline]
fn mum(a: u64, b: u64) -> u64 {
    let r = u128::from(a) * u128::from(b);
    (r as u64) ^ (r >> 64) as u64
}

/// A hash of `bytes` (wyhash-style): two words of up to sixteen bytes at a time, read
/// overlapping at the end.
#[inline]
fn hash(bytes: &[u8]) -> u64 {
    const S0: u64 = 0xa076_1d64_78bd_642f;
    const S1: u64 = 0xe703_7ed1_a0b4_28db;
    let n = bytes.len();
    let (mut a, mut b) = if n >= 8 {
        (read8(bytes, 0), read8(bytes, n - 8))
    } else if n >= 4 {
        (read4(bytes, 0), read4(bytes, n - 4))
    } else {
        let byte = |i: usize| u64::from(bytes.get(i).copied().unwrap_or(0));
        (byte(0) << 16 | byte(n / 2) << 8 | byte(n.wrapping_sub(1)), 0)
    };
    let mut seed = S0 ^ n as u64;
    if n > 16 {
        let mut at = 0;
        while at + 16 < n {
            seed = mum(read8(bytes, at) ^ S1, read8(bytes, at + 8) ^ seed);
            at += 16;
        }
        a = read8(bytes, n - 16);
        b = read8(bytes, n - 8);
    }
    mum(S1 ^ n as u64, mum(a ^ S1, b ^ seed))
}

/// Whether two byte strings are equal (without a call for short ones).
#[inline]
fn same(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    if n != b.len() {
        return false;
    }
    if n >= 8 {
        // Eight bytes at a time, the last eight overlapping.
        let mut at = 0;
        while at + 8 < n {
            if read8(a, at) != read8(b, at) {
                return false;
            }
            at += 8;
        }
        return read8(a, n - 8) == read8(b, n - 8);
    }
    if n >= 4 {
        return read4(a, 0) == read4(b, 0) && read4(a, n - 4) == read4(b, n - 4);
    }
    (0..n).all(|i| a.get(i) == b.get(i))
}

/// A map from byte strings (borrowed) to `u32`: open addressing over slots holding a tag (the
/// hash's low half, never 0; 0 for a free slot), the value and the key.
pub(super) struct NameMap<'a> {
    slots: Vec<(u32, u32, &'a [u8])>,
    len: usize,
    shift: u32,
}

impl Default for NameMap<'_> {
    fn default() -> Self {
        NameMap::with_capacity(8)
    }
}

impl<'a> NameMap<'a> {
    /// A map for about `n` names without growing.
    pub fn with_capacity(n: usize) -> Self {
        let capacity = (2 * n).next_power_of_two().max(16);
        NameMap { slots: alloc::vec![(0, 0, &[][..]); capacity], len: 0, shift: 64 - capacity.trailing_zeros() }
    }

    /// The first slot of a hash, and its tag.
    #[inline]
    fn place(&self, h: u64) -> (usize, u32) {
        ((h >> self.shift) as usize, (h as u32) | 1)
    }

    /// The value of `key`.
    #[inline(always)]
    pub fn get(&self, key: &[u8]) -> Option<u32> {
        let (mut i, tag) = self.place(hash(key));
        let mask = self.slots.len().wrapping_sub(1);
        loop {
            let &(t, v, k) = self.slots.get(i)?;
            if t == 0 {
                return None;
            }
            if t == tag && same(k, key) {
                return Some(v);
            }
            i = (i + 1) & mask;
        }
    }

    /// Sets the value of `key`.
    pub fn insert(&mut self, key: &'a [u8], value: u32) {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let (mut i, tag) = self.place(hash(key));
        let mask = self.slots.len().wrapping_sub(1);
        while let Some(slot) = self.slots.get_mut(i) {
            if slot.0 == 0 {
                *slot = (tag, value, key);
                self.len += 1;
                return;
            }
            if slot.0 == tag && same(slot.2, key) {
                slot.1 = value;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let capacity = self.slots.len() * 2;
        let old = core::mem::replace(&mut self.slots, alloc::vec![(0, 0, &[][..]); capacity]);
        self.shift = 64 - capacity.trailing_zeros();
        self.len = 0;
        for (t, v, k) in old {
            if t != 0 {
                self.insert(k, v);
            }
        }
    }

    /// The keys.
    pub fn keys(&self) -> impl Iterator<Item = &'a [u8]> + '_ {
        self.slots.iter().filter(|s| s.0 != 0).map(|s| s.2)
    }
}

/// What the assembler knows about one id.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct IdInfo {
    /// The number type of the type it defines (kind `None` for a type that is no number).
    pub type_def: Option<NumberType>,
    /// The type of the value it is the result of (the first definition's).
    pub value_type: Option<u32>,
    /// The set it imports.
    pub import: Option<ImportedSet>,
}
