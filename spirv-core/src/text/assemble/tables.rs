//! The assembler's maps: names (borrowed from the text) to numbers, and what it records about
//! ids (types they define, the types of values, imported sets).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::number::FpEncoding;
use crate::text::ImportedSet;

const K: u64 = 0x517c_c1b7_2722_0a95;

/// A hash of `bytes` (FxHash-style, eight bytes at a time).
#[inline]
fn hash(bytes: &[u8]) -> u64 {
    let mut h = bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        if let &[a, b, c, d, e, f, g, i] = chunk {
            h = (h.rotate_left(5) ^ u64::from_le_bytes([a, b, c, d, e, f, g, i])).wrapping_mul(K);
        }
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut word = 0u64;
        for (i, &b) in rest.iter().enumerate() {
            word |= u64::from(b) << (8 * i);
        }
        h = (h.rotate_left(5) ^ word).wrapping_mul(K);
    }
    h
}

/// An open-addressing map from non-empty byte strings (borrowed) to `u32`.
pub(super) struct NameMap<'a> {
    slots: Vec<(&'a [u8], u32)>,
    len: usize,
    shift: u32,
}

impl<'a> NameMap<'a> {
    pub fn new() -> Self {
        NameMap { slots: Vec::new(), len: 0, shift: 64 }
    }

    #[inline]
    fn slot(&self, h: u64) -> usize {
        (h.wrapping_mul(K) >> self.shift) as usize
    }

    /// The value of `key`.
    #[inline]
    pub fn get(&self, key: &[u8]) -> Option<u32> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(hash(key));
        loop {
            let (k, v) = *self.slots.get(i)?;
            if k.is_empty() {
                return None;
            }
            if k == key {
                return Some(v);
            }
            i = (i + 1) & mask;
        }
    }

    /// Sets the value of `key` (which must not be empty).
    pub fn insert(&mut self, key: &'a [u8], value: u32) {
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(hash(key));
        while let Some(slot) = self.slots.get_mut(i) {
            if slot.0.is_empty() {
                *slot = (key, value);
                self.len += 1;
                return;
            }
            if slot.0 == key {
                slot.1 = value;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let capacity = (self.slots.len() * 2).max(64);
        let old = core::mem::replace(&mut self.slots, alloc::vec![(&[][..], 0); capacity]);
        self.shift = 64 - capacity.trailing_zeros();
        self.len = 0;
        for (k, v) in old {
            if !k.is_empty() {
                self.insert(k, v);
            }
        }
    }

    /// The keys.
    pub fn keys(&self) -> impl Iterator<Item = &'a [u8]> + '_ {
        self.slots.iter().map(|(k, _)| *k).filter(|k| !k.is_empty())
    }
}

/// What a type id defines, for typing literals: SPIRV-Tools' `IdType`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum IdType {
    Integer { width: u32, signed: bool },
    Float { width: u32, encoding: FpEncoding },
    Other,
}

/// What the assembler knows about one id.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct IdInfo {
    /// The type it defines.
    pub type_def: Option<IdType>,
    /// The type of the value it is the result of (the first definition's).
    pub value_type: Option<u32>,
    /// The set it imports.
    pub import: Option<ImportedSet>,
}

/// Facts about ids: a vector for ids up to a limit the text's size backs, a tree above it
/// (ids kept by `--preserve-numeric-ids` can be any number).
pub(super) struct IdTable {
    dense: Vec<IdInfo>,
    dense_limit: u32,
    sparse: BTreeMap<u32, IdInfo>,
}

impl IdTable {
    pub fn new(text_len: usize) -> Self {
        let dense_limit = u32::try_from(text_len / 2 + 16).unwrap_or(u32::MAX);
        IdTable { dense: Vec::new(), dense_limit, sparse: BTreeMap::new() }
    }

    #[inline]
    pub fn get(&self, id: u32) -> IdInfo {
        if id < self.dense_limit {
            self.dense.get(id as usize).copied().unwrap_or_default()
        } else {
            self.sparse.get(&id).copied().unwrap_or_default()
        }
    }

    #[inline]
    pub fn entry(&mut self, id: u32) -> &mut IdInfo {
        if id < self.dense_limit {
            let i = id as usize;
            if i >= self.dense.len() {
                let len = (i + 1).max(self.dense.len() * 2).min(self.dense_limit as usize);
                self.dense.resize(len.max(i + 1), IdInfo::default());
            }
            match self.dense.get_mut(i) {
                Some(info) => info,
                None => self.sparse.entry(id).or_default(),
            }
        } else {
            self.sparse.entry(id).or_default()
        }
    }
}
