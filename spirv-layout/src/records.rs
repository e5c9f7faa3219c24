//! The records of the generated tables.
//!
//! Each table is a byte string of little-endian `u32` words holding fixed-size records back to
//! back. Strings are `(offset, len)` ranges of the grammar's string table; lists are
//! `(first, count)` ranges of records in another table; requirements are indices into the
//! requirements table.

use alloc::vec::Vec;

/// Word `i` of a table; 0 past the end (never reached with generated tables). A `const fn`, so
/// that requirement checks can run at compile time.
#[inline]
pub const fn word(table: &[u8], i: usize) -> u32 {
    // One split guards the four reads (this is the inner loop of every table search).
    let Some(at) = i.checked_mul(4) else { return 0 };
    let Some((_, rest)) = table.split_at_checked(at) else { return 0 };
    match rest.first_chunk::<4>() {
        Some(bytes) => u32::from_le_bytes(*bytes),
        None => 0,
    }
}

macro_rules! records {
    // Fields come in groups (a string is an offset and a length) that share their one doc line.
    ($($(#[$doc:meta])* $name:ident { $(#[$field_doc:meta] $($field:ident),+;)* })*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name {
            $($(#[$field_doc] pub $field: u32,)+)*
        }

        impl $name {
            /// Words per record.
            pub const WORDS: usize = [$($(stringify!($field)),+),*].len();

            /// Appends the record's words to a table being written.
            pub fn write(&self, table: &mut Vec<u32>) {
                $($(table.push(self.$field);)+)*
            }

            /// Record `index` of `table` (all zero past the end).
            #[inline]
            pub const fn read(table: &[u8], index: u32) -> Self {
                // One bounds check for the whole record, then fixed offsets.
                const BYTES: usize = $name::WORDS * 4;
                let bytes = match table.split_at_checked(index as usize * BYTES) {
                    Some((_, rest)) => match rest.first_chunk::<BYTES>() {
                        Some(bytes) => bytes,
                        None => &[0; BYTES],
                    },
                    None => &[0; BYTES],
                };
                let mut i = 0;
                $($(let $field = u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]); i += 4;)+)*
                let _ = i;
                $name { $($($field),+),* }
            }

            /// The first field of record `index` alone: the sort key of instructions (opcode)
            /// and enumerants (value), read without the rest of the record by searches.
            #[inline]
            pub const fn first_field(table: &[u8], index: u32) -> u32 {
                word(table, index as usize * Self::WORDS)
            }

            /// The index of the record among `first..first + count` whose first field is
            /// `key`, records sorted by it (a binary search reading only that field).
            #[inline]
            pub const fn find(table: &[u8], first: u32, count: u32, key: u32) -> Option<u32> {
                let (mut lo, mut hi) = (first, first.saturating_add(count));
                while lo < hi {
                    let mid = lo + (hi - lo) / 2;
                    let found = Self::first_field(table, mid);
                    if found == key {
                        return Some(mid);
                    } else if found < key {
                        lo = mid + 1;
                    } else {
                        hi = mid;
                    }
                }
                None
            }

            /// Number of records in `table`.
            pub const fn count(table: &[u8]) -> u32 {
                (table.len() / 4 / Self::WORDS) as u32
            }
        }
    )*};
}

records! {
    /// An operand kind.
    KindRecord {
        /// Grammar name (string).
        name, name_len;
        /// The grammar's `doc` (string, empty if none).
        doc, doc_len;
        /// One of the [`category`] codes.
        category;
        /// For an Id kind its [`IdKind`](crate::IdKind) code, for a Literal kind its [`LiteralKind`](crate::LiteralKind) code.
        detail;
        /// Enumerants (ValueEnum, BitEnum: sorted by value) or bases (Composite: [`KindRefRecord`]s).
        first, count;
        /// [`NameRecord`]s of the enumerants and their aliases, sorted by name.
        names_first, names_count;
    }

    /// An enumerant of a ValueEnum or BitEnum kind.
    EnumerantRecord {
        /// The value (BitEnum: the bits).
        value;
        /// Grammar name (string).
        name, name_len;
        /// Other names ([`StrRecord`]s).
        aliases_first, aliases_count;
        /// Parameters ([`OperandRecord`]s).
        params_first, params_count;
        /// Index of its [`RequirementsRecord`].
        requirements;
    }

    /// An instruction operand or enumerant parameter.
    OperandRecord {
        /// Its kind: a [`KindRecord`] index, with [`CORE_KIND`] set for a kind of the core grammar.
        kind;
        /// Its [`Quantifier`](crate::Quantifier) code.
        quantifier;
        /// The grammar's name for it (string, empty if none).
        name, name_len;
        /// The Rust field that holds it in the instruction's variant (string).
        field, field_len;
    }

    /// An instruction, in opcode order.
    InstructionRecord {
        /// Opcode (extended set: instruction number).
        opcode;
        /// Grammar name (string).
        name, name_len;
        /// Other names ([`StrRecord`]s).
        aliases_first, aliases_count;
        /// The grammar's `class` (string, empty if none).
        class, class_len;
        /// Operands ([`OperandRecord`]s).
        operands_first, operands_count;
        /// Index of its [`RequirementsRecord`].
        requirements;
    }

    /// What an instruction or enumerant requires.
    RequirementsRecord {
        /// Capabilities: a range of the grammar's capability list.
        capabilities_first, capabilities_count;
        /// Extensions: a range of the grammar's extension list.
        extensions_first, extensions_count;
        /// First and last version ([`version_code`]).
        version, last_version;
        /// 1 if provisional.
        provisional;
    }

    /// A name with its value, in lists sorted by name (for lookups by name).
    NameRecord {
        /// The name (string).
        name, name_len;
        /// Opcode or enumerant value.
        value;
    }

    /// A string of a list (aliases).
    StrRecord {
        /// The string.
        offset, len;
    }

    /// A base of a Composite kind.
    KindRefRecord {
        /// The kind, as in [`OperandRecord::kind`].
        kind;
    }
}

/// A kind reference with this bit set points into the core grammar's tables (from an extended
/// instruction set, which uses the core kinds without defining them).
pub const CORE_KIND: u32 = 1 << 31;

/// Category codes of [`KindRecord::category`].
pub mod category {
    /// One of the five Id kinds.
    pub const ID: u32 = 0;
    /// One of the six Literal kinds.
    pub const LITERAL: u32 = 1;
    /// A Composite kind.
    pub const COMPOSITE: u32 = 2;
    /// A ValueEnum kind.
    pub const VALUE_ENUM: u32 = 3;
    /// A BitEnum kind.
    pub const BIT_ENUM: u32 = 4;
}

/// The code of a version (major, minor) in [`RequirementsRecord`]: `major << 8 | minor`,
/// `0xFFFF` for none.
pub const fn version_code(version: Option<(u8, u8)>) -> u32 {
    match version {
        Some((major, minor)) => (major as u32) << 8 | minor as u32,
        None => 0xFFFF,
    }
}

/// The version (major, minor) of a [`version_code`].
pub const fn version_from_code(code: u32) -> Option<(u8, u8)> {
    if code == 0xFFFF { None } else { Some(((code >> 8) as u8, code as u8)) }
}

/// What a decoder needs to know about an instruction's operands before decoding them: one byte
/// per opcode in a grammar's `DECODE_FACTS` table (indexed by opcode; 0 for opcodes the grammar
/// does not define).
pub mod decode_facts {
    /// The first operand is the result type.
    pub const RESULT_TYPE: u8 = 1;
    /// One of the first two operands is the result id.
    pub const RESULT: u8 = 2;
    /// A `LiteralContextDependentNumber` is as wide as the result type (`OpConstant`).
    pub const NUMBER_OF_RESULT_TYPE: u8 = 4;
    /// A literal number is as wide as the type of the first operand (`OpSwitch`).
    pub const NUMBER_OF_FIRST: u8 = 8;
    /// The operand index (1 to 15) of a `LiteralExtInstInteger`, whose set is the operand just
    /// before it, in bits 4 to 7.
    pub const EXT_SHIFT: u8 = 4;
    /// The facts that need context from earlier instructions.
    pub const NEEDS_CONTEXT: u8 = NUMBER_OF_RESULT_TYPE | NUMBER_OF_FIRST | 0xF << EXT_SHIFT;
}

/// A dense index of a grammar's opcodes, so that the record of an opcode is found with two
/// loads: for each opcode from 0 to the largest the grammar defines, two bytes (little-endian),
/// the index of its instruction record plus one, or 0 for an opcode the grammar does not define.
/// (The core grammar's opcodes run to about 6,500 with long gaps: 13 KB, of which the common
/// opcodes, all below 400, take the first 800 bytes. A rank index of a bitmap and a count per
/// block of 32 opcodes took a tenth of that, and a population count per lookup, which without
/// a `popcnt` target feature is some fifteen instructions.)
pub mod opcode_index {
    use alloc::vec::Vec;

    /// The index of `opcodes`, sorted ascending (as the instruction records are). There must
    /// be fewer than 65,535 of them.
    pub fn build(opcodes: &[u16]) -> Vec<u8> {
        let len = opcodes.last().map_or(0, |&last| usize::from(last) + 1);
        let mut table = alloc::vec![0u8; len * 2];
        for (record, &opcode) in opcodes.iter().enumerate() {
            let entry = u16::try_from(record + 1).expect("too many instructions for the opcode index");
            let at = usize::from(opcode) * 2;
            table[at..at + 2].copy_from_slice(&entry.to_le_bytes());
        }
        table
    }

    /// The record index of `opcode` in the table `index` (as bytes, as [`build`] wrote it and
    /// the generated code holds it), if the grammar defines it.
    #[inline]
    pub const fn position(index: &[u8], opcode: u16) -> Option<u32> {
        let at = opcode as usize * 2;
        let Some((_, rest)) = index.split_at_checked(at) else { return None };
        let Some(entry) = rest.first_chunk::<2>() else { return None };
        match u16::from_le_bytes(*entry) {
            0 => None,
            entry => Some(entry as u32 - 1),
        }
    }
}

/// One word per operand record, parallel to the operand table: the operand's kind reference,
/// quantifier and the category of its kind, resolved by the generator so that a parser reads
/// one word per operand instead of the operand and the kind records.
pub mod operand_form {
    use super::CORE_KIND;

    const INDEX: u32 = 0xFFFF;
    const CORE: u32 = 1 << 16;

    /// The word of an operand of kind `kind_ref` (as in [`OperandRecord::kind`](super::OperandRecord)),
    /// with quantifier, [`category`](super::category) and detail codes as in the operand and kind
    /// records. Kind indices must fit in 16 bits.
    pub const fn pack(kind_ref: u32, quantifier: u32, category: u32, detail: u32) -> u32 {
        let index = kind_ref & !CORE_KIND;
        assert!(index <= INDEX && quantifier < 4 && category < 8 && detail < 8, "operand form out of range");
        index | if kind_ref & CORE_KIND != 0 { CORE } else { 0 } | quantifier << 17 | category << 19 | detail << 22
    }

    /// The kind reference, as in [`OperandRecord::kind`](super::OperandRecord).
    #[inline]
    pub const fn kind_ref(form: u32) -> u32 {
        (form & INDEX) | if form & CORE != 0 { CORE_KIND } else { 0 }
    }

    /// The quantifier code.
    #[inline]
    pub const fn quantifier(form: u32) -> u32 {
        form >> 17 & 3
    }

    /// The kind's [`category`](super::category) code.
    #[inline]
    pub const fn category(form: u32) -> u32 {
        form >> 19 & 7
    }

    /// The kind's detail code (as in [`KindRecord::detail`](super::KindRecord)).
    #[inline]
    pub const fn detail(form: u32) -> u32 {
        form >> 22 & 7
    }

    /// A category and a detail code in one, `category | detail << 3`: what a parser matches
    /// on once per operand ([`class_code`] of a form).
    #[inline]
    pub const fn code(category: u32, detail: u32) -> u32 {
        category | detail << 3
    }

    /// The [`code`] of a form's category and detail.
    #[inline]
    pub const fn class_code(form: u32) -> u32 {
        code(category(form), detail(form))
    }
}

/// A hash index of the [`NameRecord`]s, so that a name is found by hashing it instead of a
/// binary search of string comparisons. Each list of name records (the instructions', each
/// kind's enumerants') is indexed by its first record, which seeds the hash: the same name in
/// two lists goes to two places. The table: word 0 is the mask of the slot count (a power of
/// two, at least twice the names), then one word per slot: 0 for empty, else the record index
/// plus 1 in the low 16 bits and the high 16 bits of the name's hash above, so that a probe
/// reads a record only when its hash matches. Collisions probe the next slots.
pub mod name_index {
    use alloc::vec::Vec;

    const RECORD: u32 = 0xFFFF;
    const TAG: u32 = !RECORD;

    /// The hash of `name` in the list whose first record is `first`: eight bytes at a time,
    /// the last eight overlapping (the names are short ASCII identifiers, most of 8 to 24
    /// bytes), each step a full 64 × 64 → 128-bit multiply folded (wyhash's mix).
    #[inline]
    pub const fn hash(first: u32, name: &[u8]) -> u32 {
        const K0: u64 = 0xa076_1d64_78bd_642f;
        const K1: u64 = 0xe703_7ed1_a0b4_28db;
        const fn mix(a: u64, b: u64) -> u64 {
            let r = a as u128 * b as u128;
            (r as u64) ^ (r >> 64) as u64
        }
        let mut h = K0 ^ ((first as u64) << 32 | name.len() as u64);
        let mut rest = name;
        while rest.len() > 8 {
            let Some((w, tail)) = rest.split_first_chunk::<8>() else { break };
            h = mix(h ^ u64::from_le_bytes(*w), K1);
            rest = tail;
        }
        let last = if let Some(w) = name.last_chunk::<8>() {
            u64::from_le_bytes(*w)
        } else if let (Some(a), Some(b)) = (name.first_chunk::<4>(), name.last_chunk::<4>()) {
            (u32::from_le_bytes(*a) as u64) << 32 | u32::from_le_bytes(*b) as u64
        } else {
            match *name {
                [a, b, c] => (a as u64) << 16 | (b as u64) << 8 | c as u64,
                [a, b] => (a as u64) << 8 | b as u64,
                [a] => a as u64,
                _ => 0,
            }
        };
        let h = mix(h ^ last, K1 ^ K0);
        (h >> 32) as u32 ^ h as u32
    }

    /// The index of name records: `lists` are their `(first, count)` ranges, `name(i)` the name
    /// of record `i`. There must be fewer than 65,535 records.
    pub fn build<'n>(lists: &[(u32, u32)], name: impl Fn(u32) -> &'n str) -> Vec<u32> {
        let names: u32 = lists.iter().map(|l| l.1).sum();
        let slots = (names as usize * 2).next_power_of_two().max(2);
        let mask = slots - 1;
        let mut table = alloc::vec![0u32; slots + 1];
        table[0] = mask as u32;
        for &(first, count) in lists {
            for record in first..first + count {
                assert!(record < RECORD, "too many name records for the name index");
                let hash = hash(first, name(record).as_bytes());
                let mut i = hash as usize & mask;
                while table[1 + i] != 0 {
                    i = (i + 1) & mask;
                }
                table[1 + i] = (hash & TAG) | (record + 1);
            }
        }
        table
    }

    /// The mask of the index's slot count (the slot count less one).
    #[inline]
    pub const fn mask(index: &[u8]) -> u32 {
        super::word(index, 0)
    }

    /// Step `step` of the probe for a name of [`hash`] `hash` (`mask` from [`mask`]): `None` at
    /// an empty slot, which ends the probe; `Some(None)` at a slot of another hash; else the
    /// record the caller checks (that it is in the list and has the name).
    #[inline]
    pub const fn probe(index: &[u8], mask: u32, hash: u32, step: u32) -> Option<Option<u32>> {
        let slot = super::word(index, 1 + (hash.wrapping_add(step) & mask) as usize);
        if slot == 0 {
            None
        } else if slot & TAG == hash & TAG {
            Some(Some((slot & RECORD) - 1))
        } else {
            Some(None)
        }
    }
}
