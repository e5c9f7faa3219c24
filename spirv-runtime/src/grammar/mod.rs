//! The generated metadata tables, and views into them.
//!
//! `spirv_grammar!` encodes each grammar's tables (kinds, enumerants, operands, instructions,
//! names, requirements) as a few byte strings and one string table ([`layout`] defines the
//! records): data the compiler copies instead of building thousands of nested constants, which
//! keeps the expansion cheap to compile. The types here are two-word views that read the records
//! on access, without allocating. Lookups by opcode go through a generated dense index
//! ([`layout::opcode_index`]), by name through a generated hash index ([`layout::name_index`]),
//! by enumerant value through a binary search of the kind's (few) enumerants.
//! Table-driven tools (an assembler, a disassembler, a requirement checker) walk them instead of
//! matching on hundreds of opcodes.
//!
//! The views are generic over the `Capability` type so that a crate expanding its own core
//! grammar gets requirements typed by its own enum.

use alloc::string::String;

use core::fmt;
use core::ops::Range;
use core::str::FromStr;

pub use spirv_layout as layout;
pub use spirv_layout::{IdKind, LiteralKind, Quantifier};

use layout::{
    CORE_KIND, EnumerantRecord, InstructionRecord, KindRecord, KindRefRecord, NameRecord, OperandRecord,
    RequirementsRecord, StrRecord, category,
};

/// A SPIR-V version, such as 1.6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Version {
    /// Major version.
    pub major: u8,
    /// Minor version.
    pub minor: u8,
}

impl Version {
    /// The version `major.minor`.
    pub const fn new(major: u8, minor: u8) -> Self {
        Version { major, minor }
    }

    /// The version word of a module header (`0x00MMmm00`).
    pub const fn to_word(self) -> u32 {
        (self.major as u32) << 16 | (self.minor as u32) << 8
    }

    /// The version of a module header word; `None` if the unused bytes are not zero.
    pub const fn from_word(word: u32) -> Option<Self> {
        if word & 0xFF00_00FF != 0 {
            return None;
        }
        Some(Version { major: (word >> 16) as u8, minor: (word >> 8) as u8 })
    }

    /// The version of a module header word if it is one the tools know: 1.0 to `newest` (the
    /// grammar's, which the runtime does not see: `spirv_core::known_version` gives it), its
    /// unused bytes 0. SPIRV-Tools' header check.
    pub const fn known(word: u32, newest: Version) -> Option<Self> {
        match Version::from_word(word) {
            Some(v) if v.major == 1 && v.to_word() <= newest.to_word() => Some(v),
            _ => None,
        }
    }
}

/// Displays as `1.6`.
impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// Error of parsing a [`Version`] from text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a SPIR-V version of the form `major.minor`")]
pub struct ParseVersionError(String);

impl FromStr for Version {
    type Err = ParseVersionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseVersionError(s.into());
        let (a, b) = s.split_once('.').ok_or_else(err)?;
        Ok(Version { major: a.parse().map_err(|_| err())?, minor: b.parse().map_err(|_| err())? })
    }
}

/// The encoded tables of one grammar ([`layout`] describes the records). Built by generated
/// code only.
#[doc(hidden)]
pub struct Tables<C: 'static> {
    pub strings: &'static str,
    pub kinds: &'static [u8],
    pub enumerants: &'static [u8],
    pub operands: &'static [u8],
    /// One [`layout::operand_form`] word per record of `operands`.
    pub operand_forms: &'static [u8],
    pub instructions: &'static [u8],
    /// The dense index of the instructions' opcodes ([`layout::opcode_index`]).
    pub opcode_index: &'static [u8],
    pub requirements: &'static [u8],
    pub names: &'static [u8],
    /// The hash index of `names` ([`layout::name_index`]).
    pub name_index: &'static [u8],
    /// The instruction names' range of `names`: first, count.
    pub instruction_names: (u32, u32),
    /// The kind names' range of `names` (values: indices in `kinds`): first, count.
    pub kind_names: (u32, u32),
    pub strs: &'static [u8],
    pub kind_refs: &'static [u8],
    pub capabilities: &'static [C],
    pub extensions: &'static [&'static str],
    /// The core grammar's tables, which kind references with [`CORE_KIND`] point into.
    pub core: Option<&'static Tables<C>>,
}

impl<C> fmt::Debug for Tables<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tables")
            .field("kinds", &KindRecord::count(self.kinds))
            .field("instructions", &InstructionRecord::count(self.instructions))
            .finish_non_exhaustive()
    }
}

/// Whether two byte strings of the same length are equal: eight bytes at a time, the last
/// eight overlapping, without the call to `memcmp` that `==` makes (names are short).
#[inline]
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let eight =
        |s: &[u8], at: usize| s.get(at..at + 8).and_then(|c| c.first_chunk::<8>()).map(|c| u64::from_le_bytes(*c));
    let n = a.len();
    if n != b.len() {
        return false;
    }
    if n < 8 {
        return a.iter().zip(b).all(|(x, y)| x == y);
    }
    let mut at = 0;
    while at + 8 < n {
        if eight(a, at) != eight(b, at) {
            return false;
        }
        at += 8;
    }
    eight(a, n - 8) == eight(b, n - 8)
}

fn range(first: u32, count: u32) -> Range<u32> {
    first..first.saturating_add(count)
}

impl<C: 'static> Tables<C> {
    fn string(&'static self, offset: u32, len: u32) -> &'static str {
        self.strings.get(offset as usize..offset as usize + len as usize).unwrap_or_default()
    }

    fn kind(&'static self, reference: u32) -> KindInfo<C> {
        match (reference & CORE_KIND != 0, self.core) {
            (true, Some(core)) => KindInfo { t: core, i: reference & !CORE_KIND },
            _ => KindInfo { t: self, i: reference & !CORE_KIND },
        }
    }

    /// The value of `name` in the name records `first..first + count`, through the hash index.
    #[inline]
    fn find_name(&'static self, first: u32, count: u32, name: &[u8]) -> Option<u32> {
        let names = range(first, count);
        let hash = layout::name_index::hash(first, name);
        // At most every slot is probed (the table is at most half full, so an empty slot ends
        // the probe long before).
        let mask = layout::name_index::mask(self.name_index);
        for step in 0..=mask {
            let Some(i) = layout::name_index::probe(self.name_index, mask, hash, step)? else { continue };
            if names.contains(&i) {
                let record = NameRecord::read(self.names, i);
                let at = record.name as usize;
                if record.name_len as usize == name.len()
                    && self.strings.as_bytes().get(at..at + name.len()).is_some_and(|s| same_bytes(s, name))
                {
                    return Some(record.value);
                }
            }
        }
        None
    }

    #[inline]
    fn requirements(&'static self, index: u32) -> Requirements<C> {
        let r = RequirementsRecord::read(self.requirements, index);
        let slice = |first: u32, count: u32| first as usize..first as usize + count as usize;
        Requirements {
            capabilities: self.capabilities.get(slice(r.capabilities_first, r.capabilities_count)).unwrap_or_default(),
            extensions: self.extensions.get(slice(r.extensions_first, r.extensions_count)).unwrap_or_default(),
            version: layout::version_from_code(r.version).map(|(major, minor)| Version::new(major, minor)),
            last_version: layout::version_from_code(r.last_version).map(|(major, minor)| Version::new(major, minor)),
            provisional: r.provisional != 0,
        }
    }
}

/// `Clone` and `Copy` for the views, whatever `C` is (a derive would require `C: Copy`).
macro_rules! copy_views {
    ($($view:ident),*) => {$(
        impl<C> Clone for $view<C> {
            fn clone(&self) -> Self {
                *self
            }
        }

        impl<C> Copy for $view<C> {}
    )*};
}

copy_views!(KindInfo, EnumTable, EnumerantInfo, InstructionInfo, InstructionTable, KindTable);

/// Iterators over a range of records, yielding a view of each.
macro_rules! view_iterators {
    ($($(#[$doc:meta])* $name:ident => $view:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Debug)]
        pub struct $name<C: 'static> {
            t: &'static Tables<C>,
            range: Range<u32>,
        }

        impl<C> Clone for $name<C> {
            fn clone(&self) -> Self {
                $name { t: self.t, range: self.range.clone() }
            }
        }

        impl<C> Iterator for $name<C> {
            type Item = $view<C>;

            fn next(&mut self) -> Option<$view<C>> {
                self.range.next().map(|i| $view { t: self.t, i })
            }

            fn size_hint(&self) -> (usize, Option<usize>) {
                self.range.size_hint()
            }
        }

        impl<C> ExactSizeIterator for $name<C> {}
    )*};
}

view_iterators! {
    /// Iterator over the enumerants of a kind ([`EnumTable::enumerants`]).
    Enumerants => EnumerantInfo;
    /// Iterator over the instructions of a grammar ([`InstructionTable::iter`]).
    Instructions => InstructionInfo;
    /// Iterator over the operand kinds of a grammar ([`KindTable::iter`]).
    Kinds => KindInfo;
}

/// What an operand kind is.
#[derive(Debug)]
pub enum Category<C: 'static> {
    /// One of the five Id kinds.
    Id(IdKind),
    /// One of the six Literal kinds.
    Literal(LiteralKind),
    /// Several kinds in a row, such as `PairIdRefIdRef`.
    Composite(Bases<C>),
    /// One enumerant value.
    ValueEnum(EnumTable<C>),
    /// A mask of enumerant bits.
    BitEnum(EnumTable<C>),
}

/// An operand kind of a grammar.
pub struct KindInfo<C: 'static> {
    t: &'static Tables<C>,
    i: u32,
}

impl<C> PartialEq for KindInfo<C> {
    fn eq(&self, other: &Self) -> bool {
        core::ptr::eq(self.t, other.t) && self.i == other.i
    }
}

impl<C> Eq for KindInfo<C> {}

impl<C> fmt::Debug for KindInfo<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "KindInfo({})", self.name())
    }
}

impl<C: 'static> KindInfo<C> {
    #[doc(hidden)]
    pub const fn new(t: &'static Tables<C>, i: u32) -> Self {
        KindInfo { t, i }
    }

    /// The tables the kind is in (for the `const fn` lookups of [`crate::profile`]).
    #[doc(hidden)]
    pub const fn tables(&self) -> &'static Tables<C> {
        self.t
    }

    /// The kind's index in its tables.
    #[doc(hidden)]
    pub const fn index(&self) -> u32 {
        self.i
    }

    fn record(&self) -> KindRecord {
        KindRecord::read(self.t.kinds, self.i)
    }

    /// Grammar name, such as `ImageOperands`.
    pub fn name(&self) -> &'static str {
        let r = self.record();
        self.t.string(r.name, r.name_len)
    }

    /// The grammar's `doc` text, or empty.
    pub fn doc(&self) -> &'static str {
        let r = self.record();
        self.t.string(r.doc, r.doc_len)
    }

    /// What the kind is, with its enumerants or bases.
    pub fn category(&self) -> Category<C> {
        let r = self.record();
        match r.category {
            category::ID => Category::Id(IdKind::from_code(r.detail).unwrap_or(IdKind::Ref)),
            category::LITERAL => Category::Literal(LiteralKind::from_code(r.detail).unwrap_or(LiteralKind::Integer)),
            category::COMPOSITE => Category::Composite(Bases { t: self.t, range: range(r.first, r.count) }),
            category::VALUE_ENUM => Category::ValueEnum(EnumTable { kind: *self }),
            _ => Category::BitEnum(EnumTable { kind: *self }),
        }
    }

    /// The instructions of the grammar that defines this kind.
    pub fn instructions(&self) -> InstructionTable<C> {
        InstructionTable::new(self.t)
    }

    /// The enumerant table of a ValueEnum or BitEnum kind.
    pub fn enum_table(&self) -> Option<EnumTable<C>> {
        match self.category() {
            Category::ValueEnum(t) | Category::BitEnum(t) => Some(t),
            _ => None,
        }
    }
}

/// The base kinds of a Composite kind, in order.
#[derive(Debug)]
pub struct Bases<C: 'static> {
    t: &'static Tables<C>,
    range: Range<u32>,
}

impl<C> Clone for Bases<C> {
    fn clone(&self) -> Self {
        Bases { t: self.t, range: self.range.clone() }
    }
}

impl<C> Iterator for Bases<C> {
    type Item = KindInfo<C>;

    fn next(&mut self) -> Option<KindInfo<C>> {
        let i = self.range.next()?;
        Some(self.t.kind(KindRefRecord::read(self.t.kind_refs, i).kind))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl<C> ExactSizeIterator for Bases<C> {}

impl<C> DoubleEndedIterator for Bases<C> {
    fn next_back(&mut self) -> Option<KindInfo<C>> {
        let i = self.range.next_back()?;
        Some(self.t.kind(KindRefRecord::read(self.t.kind_refs, i).kind))
    }
}

/// The enumerants of a ValueEnum or BitEnum kind.
pub struct EnumTable<C: 'static> {
    kind: KindInfo<C>,
}

impl<C> fmt::Debug for EnumTable<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "EnumTable({})", self.kind.name())
    }
}

impl<C: 'static> EnumTable<C> {
    fn range(&self) -> Range<u32> {
        let r = self.kind.record();
        range(r.first, r.count)
    }

    /// The kind these enumerants belong to.
    pub fn kind(&self) -> KindInfo<C> {
        self.kind
    }

    /// Number of enumerants (aliases not counted).
    pub fn len(&self) -> usize {
        self.range().len()
    }

    /// Whether the kind has no enumerants.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Enumerant `i` in value order.
    pub fn enumerant(&self, i: usize) -> Option<EnumerantInfo<C>> {
        let range = self.range();
        (i < range.len()).then(|| EnumerantInfo { t: self.kind.t, i: range.start + i as u32 })
    }

    /// The enumerants, sorted by value.
    pub fn enumerants(&self) -> Enumerants<C> {
        Enumerants { t: self.kind.t, range: self.range() }
    }

    /// Position (in value order) of the enumerant with exactly this value.
    pub fn position(&self, value: u32) -> Option<usize> {
        let range = self.range();
        let table = self.kind.t.enumerants;
        // Most kinds number their first enumerants 0, 1, 2, …: there, value `v` is at position
        // `v`, and one read finds it; the others are a binary search.
        if value < range.len() as u32 && EnumerantRecord::first_field(table, range.start + value) == value {
            return Some(value as usize);
        }
        let i = EnumerantRecord::find(table, range.start, range.len() as u32, value)?;
        Some((i - range.start) as usize)
    }

    /// The enumerant with exactly this value.
    pub fn get(&self, value: u32) -> Option<EnumerantInfo<C>> {
        self.enumerant(self.position(value)?)
    }

    /// The value named `name` (a primary name or an alias), given as text or bytes.
    pub fn value_of(&self, name: impl AsRef<[u8]>) -> Option<u32> {
        let r = self.kind.record();
        self.kind.t.find_name(r.names_first, r.names_count, name.as_ref())
    }
}

/// `name` and `aliases` of [`EnumerantInfo`] and [`InstructionInfo`], whose records (generated
/// types of `spirv-layout`, with no trait in common) have the same name and alias fields.
macro_rules! name_and_aliases {
    ($name_doc:literal, $aliases_doc:literal) => {
        #[doc = $name_doc]
        pub fn name(&self) -> &'static str {
            let r = self.record();
            self.t.string(r.name, r.name_len)
        }

        #[doc = $aliases_doc]
        pub fn aliases(&self) -> Aliases {
            let r = self.record();
            Aliases { strings: self.t.strings, strs: self.t.strs, range: range(r.aliases_first, r.aliases_count) }
        }
    };
}

/// An enumerant of a ValueEnum or BitEnum kind.
pub struct EnumerantInfo<C: 'static> {
    t: &'static Tables<C>,
    i: u32,
}

impl<C> fmt::Debug for EnumerantInfo<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "EnumerantInfo({} = {:#x})", self.name(), self.value())
    }
}

impl<C: 'static> EnumerantInfo<C> {
    fn record(&self) -> EnumerantRecord {
        EnumerantRecord::read(self.t.enumerants, self.i)
    }

    /// The value (for a BitEnum, its bits).
    pub fn value(&self) -> u32 {
        self.record().value
    }

    name_and_aliases!("Grammar name.", "Other names of the same value.");

    /// Operands that follow when this value is used (for a BitEnum: when this bit is set).
    pub fn parameters(&self) -> Operands<C> {
        let r = self.record();
        Operands { t: self.t, range: range(r.params_first, r.params_count) }
    }

    /// What using this value requires.
    pub fn requirements(&self) -> Requirements<C> {
        self.t.requirements(self.record().requirements)
    }
}

/// Iterator over the other names of an instruction or enumerant.
#[derive(Clone, Debug)]
pub struct Aliases {
    strings: &'static str,
    strs: &'static [u8],
    range: Range<u32>,
}

impl Iterator for Aliases {
    type Item = &'static str;

    fn next(&mut self) -> Option<&'static str> {
        let r = StrRecord::read(self.strs, self.range.next()?);
        Some(self.strings.get(r.offset as usize..r.offset as usize + r.len as usize).unwrap_or_default())
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl ExactSizeIterator for Aliases {}

/// An instruction operand or enumerant parameter.
#[derive(Debug)]
pub struct OperandInfo<C: 'static> {
    /// The operand's kind.
    pub kind: KindInfo<C>,
    /// How often it occurs.
    pub quantifier: Quantifier,
    /// The grammar's name for it (such as `'Memory Access'`), or empty.
    pub name: &'static str,
    /// The field of the instruction's variant that holds it (`memory_access`).
    pub field: &'static str,
}

/// Iterator over operand descriptors.
#[derive(Debug)]
pub struct Operands<C: 'static> {
    t: &'static Tables<C>,
    range: Range<u32>,
}

impl<C> Clone for Operands<C> {
    fn clone(&self) -> Self {
        Operands { t: self.t, range: self.range.clone() }
    }
}

impl<C: 'static> Iterator for Operands<C> {
    type Item = OperandInfo<C>;

    fn next(&mut self) -> Option<OperandInfo<C>> {
        let i = self.range.next()?;
        Some(self.info(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl<C: 'static> ExactSizeIterator for Operands<C> {}

impl<C: 'static> Operands<C> {
    /// The view of operand record `i`.
    fn info(&self, i: u32) -> OperandInfo<C> {
        let r = OperandRecord::read(self.t.operands, i);
        OperandInfo {
            kind: self.t.kind(r.kind),
            quantifier: Quantifier::from_code(r.quantifier).unwrap_or(Quantifier::One),
            name: self.t.string(r.name, r.name_len),
            field: self.t.string(r.field, r.field_len),
        }
    }
}

impl<C: 'static> Operands<C> {
    /// The same operands as [`OperandForms`]: what a parser needs of each, one word per operand.
    pub fn forms(&self) -> OperandForms<C> {
        OperandForms { t: self.t, range: self.range.clone() }
    }
}

/// How to read an operand ([`OperandForm::class`]): its kind's category, resolved when the
/// tables were generated.
pub enum OperandClass<C: 'static> {
    /// One of the five Id kinds.
    Id(IdKind),
    /// One of the six Literal kinds.
    Literal(LiteralKind),
    /// Several kinds in a row ([`KindInfo::category`] has the bases).
    Composite,
    /// One enumerant value.
    ValueEnum(EnumTable<C>),
    /// A mask of enumerant bits.
    BitEnum(EnumTable<C>),
}

impl<C> fmt::Debug for OperandClass<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OperandClass::Id(id) => write!(f, "Id({id:?})"),
            OperandClass::Literal(literal) => write!(f, "Literal({literal:?})"),
            OperandClass::Composite => f.write_str("Composite"),
            OperandClass::ValueEnum(t) => write!(f, "ValueEnum({t:?})"),
            OperandClass::BitEnum(t) => write!(f, "BitEnum({t:?})"),
        }
    }
}

/// An operand as a parser needs it: its kind, how to read it and how often it occurs (what an
/// [`OperandInfo`] and its kind's [`Category`] say, without the names, read from one word).
pub struct OperandForm<C: 'static> {
    /// The operand's kind.
    pub kind: KindInfo<C>,
    /// How to read it.
    pub class: OperandClass<C>,
    /// How often it occurs.
    pub quantifier: Quantifier,
}

impl<C> fmt::Debug for OperandForm<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OperandForm({:?}, {:?})", self.class, self.quantifier)
    }
}

copy_views!(OperandClass, OperandForm);

/// The forms of a list of operands ([`Operands::forms`]): an iterator, and indexable.
pub struct OperandForms<C: 'static> {
    t: &'static Tables<C>,
    range: Range<u32>,
}

impl<C> fmt::Debug for OperandForms<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OperandForms({:?})", self.range)
    }
}

impl<C> Clone for OperandForms<C> {
    fn clone(&self) -> Self {
        OperandForms { t: self.t, range: self.range.clone() }
    }
}

impl<C: 'static> OperandForms<C> {
    /// The form words ([`layout::operand_form`]) of the operands not yet iterated, as stored:
    /// for parsers that keep them as they are.
    #[doc(hidden)]
    pub fn words(&self) -> &'static [u8] {
        let (start, end) = (self.range.start as usize * 4, self.range.end as usize * 4);
        self.t.operand_forms.get(start..end).unwrap_or_default()
    }

    /// The form of the `i`-th operand of the list.
    #[inline]
    pub fn get(&self, i: usize) -> Option<OperandForm<C>> {
        let record = self.range.start.checked_add(u32::try_from(i).ok()?).filter(|r| *r < self.range.end)?;
        Some(self.form(record))
    }

    /// The number of operands not yet iterated.
    #[inline]
    pub fn len(&self) -> usize {
        self.range.len()
    }

    /// Whether none is left.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.range.is_empty()
    }

    #[inline]
    fn form(&self, record: u32) -> OperandForm<C> {
        use layout::operand_form as f;
        let word = layout::word(self.t.operand_forms, record as usize);
        let kind = self.t.kind(f::kind_ref(word));
        let class = match f::category(word) {
            category::ID => OperandClass::Id(IdKind::from_code(f::detail(word)).unwrap_or(IdKind::Ref)),
            category::LITERAL => {
                OperandClass::Literal(LiteralKind::from_code(f::detail(word)).unwrap_or(LiteralKind::Integer))
            }
            category::COMPOSITE => OperandClass::Composite,
            category::VALUE_ENUM => OperandClass::ValueEnum(EnumTable { kind }),
            _ => OperandClass::BitEnum(EnumTable { kind }),
        };
        OperandForm { kind, class, quantifier: Quantifier::from_code(f::quantifier(word)).unwrap_or(Quantifier::One) }
    }
}

/// An operand's form as one word ([`layout::operand_form`]) and the tables its kind is in: what
/// a parser keeps on its stack of the operands still expected (two words, where an
/// [`OperandForm`] takes five), read when it is taken. [`OperandForms::word`] and
/// [`OperandForms::push_words`] give them.
pub struct FormWord<C: 'static> {
    t: &'static Tables<C>,
    word: u32,
}

copy_views!(FormWord);

impl<C> fmt::Debug for FormWord<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FormWord({:#x})", self.word)
    }
}

impl<C: 'static> FormWord<C> {
    /// The category and detail codes in one: `category | detail << 3` (see
    /// [`FormWord::code`]).
    #[inline]
    pub const fn code(category: u32, detail: u32) -> u32 {
        layout::operand_form::code(category, detail)
    }

    /// The kind's [`category`] and detail codes in one, as [`FormWord::code`] makes them: a
    /// parser matches on it once per operand.
    #[inline]
    pub fn class_code(self) -> u32 {
        layout::operand_form::class_code(self.word)
    }

    /// How often it occurs.
    #[inline]
    pub fn quantifier(self) -> Quantifier {
        match layout::operand_form::quantifier(self.word) {
            1 => Quantifier::Optional,
            2 => Quantifier::Many,
            _ => Quantifier::One,
        }
    }

    /// The operand's kind.
    #[inline]
    pub fn kind(self) -> KindInfo<C> {
        self.t.kind(layout::operand_form::kind_ref(self.word))
    }

    /// The enumerants of its kind (for a ValueEnum or BitEnum kind).
    #[inline]
    pub fn enum_table(self) -> EnumTable<C> {
        EnumTable { kind: self.kind() }
    }

    /// The form of an operand of `kind` that occurs `quantifier` times, where no operand list
    /// gives it (a composite's bases, the operands of an instruction no grammar defines).
    pub fn of(kind: KindInfo<C>, quantifier: Quantifier) -> Self {
        let (class, detail) = match kind.category() {
            Category::Id(id) => (category::ID, id.code()),
            Category::Literal(literal) => (category::LITERAL, literal.code()),
            Category::Composite(_) => (category::COMPOSITE, 0),
            Category::ValueEnum(_) => (category::VALUE_ENUM, 0),
            Category::BitEnum(_) => (category::BIT_ENUM, 0),
        };
        FormWord { t: kind.t, word: layout::operand_form::pack(kind.i, quantifier.code(), class, detail) }
    }
}

impl<C: 'static> OperandForms<C> {
    /// The form word of the `i`-th operand of the list.
    #[inline]
    pub fn word(&self, i: usize) -> Option<FormWord<C>> {
        let record = self.range.start as usize + i;
        if record >= self.range.end as usize {
            return None;
        }
        Some(FormWord { t: self.t, word: layout::word(self.t.operand_forms, record) })
    }

    /// The form words of the list, in order.
    #[inline]
    pub fn form_words(&self) -> FormWords<C> {
        FormWords { t: self.t, range: self.range.clone() }
    }

    /// Pushes the form words of the list onto `stack`, the last first (so that the first is
    /// popped first).
    #[inline]
    pub fn push_words(&self, stack: &mut alloc::vec::Vec<FormWord<C>>) {
        stack.extend(self.form_words().rev());
    }
}

/// Iterator over the form words of a list of operands ([`OperandForms::form_words`]).
pub struct FormWords<C: 'static> {
    t: &'static Tables<C>,
    range: Range<u32>,
}

impl<C> fmt::Debug for FormWords<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FormWords({:?})", self.range)
    }
}

impl<C: 'static> Iterator for FormWords<C> {
    type Item = FormWord<C>;

    #[inline]
    fn next(&mut self) -> Option<FormWord<C>> {
        let i = self.range.next()?;
        Some(FormWord { t: self.t, word: layout::word(self.t.operand_forms, i as usize) })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl<C: 'static> DoubleEndedIterator for FormWords<C> {
    #[inline]
    fn next_back(&mut self) -> Option<FormWord<C>> {
        let i = self.range.next_back()?;
        Some(FormWord { t: self.t, word: layout::word(self.t.operand_forms, i as usize) })
    }
}

impl<C: 'static> ExactSizeIterator for FormWords<C> {}

impl<C: 'static> Bases<C> {
    /// Pushes the bases (each read once) onto `stack`, the last first.
    #[inline]
    pub fn push_words(self, stack: &mut alloc::vec::Vec<FormWord<C>>) {
        for base in self.rev() {
            stack.push(FormWord::of(base, Quantifier::One));
        }
    }
}

impl<C: 'static> Iterator for OperandForms<C> {
    type Item = OperandForm<C>;

    #[inline]
    fn next(&mut self) -> Option<OperandForm<C>> {
        let i = self.range.next()?;
        Some(self.form(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl<C: 'static> ExactSizeIterator for OperandForms<C> {}

impl<C: 'static> DoubleEndedIterator for OperandForms<C> {
    fn next_back(&mut self) -> Option<OperandForm<C>> {
        let i = self.range.next_back()?;
        Some(self.form(i))
    }
}

/// Backwards, for tools that keep the operands still expected on a stack.
impl<C: 'static> DoubleEndedIterator for Operands<C> {
    fn next_back(&mut self) -> Option<OperandInfo<C>> {
        let i = self.range.next_back()?;
        Some(self.info(i))
    }
}

/// An instruction of a grammar.
pub struct InstructionInfo<C: 'static> {
    t: &'static Tables<C>,
    i: u32,
}

impl<C> fmt::Debug for InstructionInfo<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "InstructionInfo({} = {})", self.name(), self.opcode())
    }
}

impl<C: 'static> InstructionInfo<C> {
    fn record(&self) -> InstructionRecord {
        InstructionRecord::read(self.t.instructions, self.i)
    }

    /// Opcode (for an extended set: instruction number).
    pub fn opcode(&self) -> u16 {
        self.record().opcode as u16
    }

    name_and_aliases!("Grammar name, such as `OpTypeInt` or `Sqrt`.", "Other names of the same opcode.");

    /// The grammar's `class` (the specification section), or empty.
    pub fn class(&self) -> &'static str {
        let r = self.record();
        self.t.string(r.class, r.class_len)
    }

    /// All operands in order.
    pub fn operands(&self) -> Operands<C> {
        let r = self.record();
        Operands { t: self.t, range: range(r.operands_first, r.operands_count) }
    }

    /// What using this instruction requires.
    #[inline]
    pub fn requirements(&self) -> Requirements<C> {
        self.t.requirements(self.record().requirements)
    }

    /// Whether the first operands are a result type and a result id.
    pub fn has_result_type(&self) -> bool {
        self.operands().next().is_some_and(|o| matches!(o.kind.category(), Category::Id(IdKind::ResultType)))
    }

    /// Whether the instruction defines a result id.
    pub fn has_result(&self) -> bool {
        self.operands().take(2).any(|o| matches!(o.kind.category(), Category::Id(IdKind::Result)))
    }
}

/// All instructions of a grammar, sorted by opcode.
pub struct InstructionTable<C: 'static> {
    t: &'static Tables<C>,
}

impl<C> fmt::Debug for InstructionTable<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "InstructionTable({} instructions)", self.len())
    }
}

impl<C: 'static> InstructionTable<C> {
    #[doc(hidden)]
    pub const fn new(t: &'static Tables<C>) -> Self {
        InstructionTable { t }
    }

    /// The tables (for the `const fn` lookups of [`crate::profile`]).
    #[doc(hidden)]
    pub const fn tables(&self) -> &'static Tables<C> {
        self.t
    }

    /// Number of instructions.
    pub fn len(&self) -> usize {
        InstructionRecord::count(self.t.instructions) as usize
    }

    /// Whether the grammar has no instructions.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Instruction `i` in opcode order.
    pub fn at(&self, i: usize) -> Option<InstructionInfo<C>> {
        (i < self.len()).then_some(InstructionInfo { t: self.t, i: i as u32 })
    }

    /// The instructions, sorted by opcode.
    pub fn iter(&self) -> Instructions<C> {
        Instructions { t: self.t, range: 0..self.len() as u32 }
    }

    /// Position (in opcode order) of the instruction with this opcode.
    pub fn position(&self, opcode: u16) -> Option<usize> {
        layout::opcode_index::position(self.t.opcode_index, opcode).map(|i| i as usize)
    }

    /// The instruction with this opcode.
    pub fn get(&self, opcode: u16) -> Option<InstructionInfo<C>> {
        self.at(self.position(opcode)?)
    }

    /// The instruction with this opcode, for an opcode known to be in the table (the view of
    /// the first entry otherwise).
    pub(crate) fn entry(&self, opcode: u16) -> InstructionInfo<C> {
        InstructionInfo { t: self.t, i: self.position(opcode).unwrap_or(0) as u32 }
    }

    /// The opcode named `name` (a primary name or an alias), given as text or bytes.
    pub fn opcode_of(&self, name: impl AsRef<[u8]>) -> Option<u16> {
        let (first, count) = self.t.instruction_names;
        self.t.find_name(first, count, name.as_ref()).map(|v| v as u16)
    }
}

impl<C: 'static> IntoIterator for InstructionTable<C> {
    type Item = InstructionInfo<C>;
    type IntoIter = Instructions<C>;

    fn into_iter(self) -> Instructions<C> {
        self.iter()
    }
}

/// All operand kinds a grammar defines (kinds it uses from the core grammar are not listed).
pub struct KindTable<C: 'static> {
    t: &'static Tables<C>,
}

impl<C> fmt::Debug for KindTable<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "KindTable({} kinds)", self.len())
    }
}

impl<C: 'static> KindTable<C> {
    #[doc(hidden)]
    pub const fn new(t: &'static Tables<C>) -> Self {
        KindTable { t }
    }

    /// Number of kinds.
    pub fn len(&self) -> usize {
        KindRecord::count(self.t.kinds) as usize
    }

    /// Whether the grammar defines no kinds.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The kinds, in the grammar's order.
    pub fn iter(&self) -> Kinds<C> {
        Kinds { t: self.t, range: 0..self.len() as u32 }
    }

    /// The kind with this grammar name (through the generated name index).
    pub fn get(&self, name: &str) -> Option<KindInfo<C>> {
        let (first, count) = self.t.kind_names;
        self.t.find_name(first, count, name.as_bytes()).map(|i| KindInfo { t: self.t, i })
    }
}

impl<C: 'static> IntoIterator for KindTable<C> {
    type Item = KindInfo<C>;
    type IntoIter = Kinds<C>;

    fn into_iter(self) -> Kinds<C> {
        self.iter()
    }
}

/// What an instruction or enumerant needs to be usable in a module.
///
/// It is usable when its `version` is at most the module's version **or** one of its
/// `extensions` is declared, **and** one of its `capabilities` is declared (if it lists any).
#[derive(Debug)]
pub struct Requirements<C: 'static> {
    /// Any one of these capabilities enables it.
    pub capabilities: &'static [C],
    /// Any one of these extensions makes it available regardless of version.
    pub extensions: &'static [&'static str],
    /// First core version containing it; `None` when only extensions provide it.
    pub version: Option<Version>,
    /// Last core version containing it, if it was removed.
    pub last_version: Option<Version>,
    /// Whether it belongs to a provisional extension.
    pub provisional: bool,
}
