//! The generated metadata tables, and views into them.
//!
//! `spirv_grammar!` encodes each grammar's tables (kinds, enumerants, operands, instructions,
//! names) as a few byte strings and one string table: data the compiler copies instead of
//! building thousands of nested constants, which keeps the expansion cheap to compile. The
//! types here are two-word views that read the records on access, without allocating; lookups
//! by opcode, value or name are binary searches. Table-driven tools (an assembler, a
//! disassembler, a requirement checker) walk them instead of matching on hundreds of opcodes.
//!
//! The views are generic over the `Capability` type so that a crate expanding its own core
//! grammar gets requirements typed by its own enum.

use std::fmt;
use std::str::FromStr;

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

    /// Decodes the table encoding (`major << 8 | minor`, `0xFFFF` for none).
    fn from_code(code: u32) -> Option<Self> {
        (code != 0xFFFF).then_some(Version { major: (code >> 8) as u8, minor: code as u8 })
    }
}

/// Displays as `1.6`.
impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// Error of parsing a [`Version`] from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseVersionError(String);

impl fmt::Display for ParseVersionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a SPIR-V version of the form `major.minor`", self.0)
    }
}

impl std::error::Error for ParseVersionError {}

impl FromStr for Version {
    type Err = ParseVersionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseVersionError(s.to_string());
        let (a, b) = s.split_once('.').ok_or_else(err)?;
        Ok(Version { major: a.parse().map_err(|_| err())?, minor: b.parse().map_err(|_| err())? })
    }
}

/// How many times an operand occurs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Quantifier {
    /// Exactly once.
    One,
    /// Zero or one time (`?`).
    Optional,
    /// Zero or more times (`*`).
    Many,
}

/// The six Literal kinds of the grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiteralKind {
    /// `LiteralInteger`: one 32-bit word.
    Integer,
    /// `LiteralString`: a nul-terminated UTF-8 string padded to whole words.
    String,
    /// `LiteralFloat`: one 32-bit float.
    Float,
    /// `LiteralContextDependentNumber`: one or two words, as wide as a type found elsewhere.
    ContextDependentNumber,
    /// `LiteralExtInstInteger`: an extended instruction number; its operands follow.
    ExtInstInteger,
    /// `LiteralSpecConstantOpInteger`: an opcode; its operands follow.
    SpecConstantOpInteger,
}

// Record layouts, in little-endian 32-bit words. The emitter in spirv-codegen writes the same.
const KIND_WORDS: usize = 9;
const ENUMERANT_WORDS: usize = 13;
const OPERAND_WORDS: usize = 4;
const INSTRUCTION_WORDS: usize = 15;
const NAME_WORDS: usize = 3;
const STRING_WORDS: usize = 2;
/// A kind reference with this bit set points into the core grammar's tables.
const CORE_KIND: u32 = 1 << 31;

/// The encoded tables of one grammar. Built by generated code only.
#[doc(hidden)]
pub struct Tables<C: 'static> {
    strings: &'static str,
    kinds: &'static [u8],
    enumerants: &'static [u8],
    operands: &'static [u8],
    instructions: &'static [u8],
    names: &'static [u8],
    /// First and count of the instruction names in `names`.
    instruction_names: (u32, u32),
    aliases: &'static [u8],
    kind_refs: &'static [u8],
    capabilities: &'static [C],
    extensions: &'static [&'static str],
    core: Option<&'static Tables<C>>,
}

impl<C> fmt::Debug for Tables<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tables")
            .field("kinds", &(self.kinds.len() / 4 / KIND_WORDS))
            .field("instructions", &(self.instructions.len() / 4 / INSTRUCTION_WORDS))
            .finish_non_exhaustive()
    }
}

impl<C> Tables<C> {
    #[allow(clippy::too_many_arguments)]
    #[doc(hidden)]
    pub const fn new(
        strings: &'static str,
        kinds: &'static [u8],
        enumerants: &'static [u8],
        operands: &'static [u8],
        instructions: &'static [u8],
        names: &'static [u8],
        instruction_names: (u32, u32),
        aliases: &'static [u8],
        kind_refs: &'static [u8],
        capabilities: &'static [C],
        extensions: &'static [&'static str],
        core: Option<&'static Tables<C>>,
    ) -> Self {
        Tables {
            strings,
            kinds,
            enumerants,
            operands,
            instructions,
            names,
            instruction_names,
            aliases,
            kind_refs,
            capabilities,
            extensions,
            core,
        }
    }
}

/// Word `i` of record `index` (of `words` words) in `data`; 0 past the end (never reached with
/// generated tables).
#[inline]
fn word(data: &[u8], words: usize, index: u32, i: usize) -> u32 {
    let at = (index as usize * words + i) * 4;
    match data.get(at..at + 4) {
        Some(&[a, b, c, d]) => u32::from_le_bytes([a, b, c, d]),
        _ => 0,
    }
}

fn count(data: &[u8], words: usize) -> u32 {
    (data.len() / 4 / words) as u32
}

impl<C: 'static> Tables<C> {
    fn string(&'static self, off: u32, len: u32) -> &'static str {
        self.strings.get(off as usize..(off + len) as usize).unwrap_or_default()
    }

    fn kind(&'static self, reference: u32) -> KindInfo<C> {
        match (reference & CORE_KIND != 0, self.core) {
            (true, Some(core)) => KindInfo { t: core, i: reference & !CORE_KIND },
            _ => KindInfo { t: self, i: reference & !CORE_KIND },
        }
    }

    fn name_value(&'static self, i: u32) -> (&'static str, u32) {
        let w = |k| word(self.names, NAME_WORDS, i, k);
        (self.string(w(0), w(1)), w(2))
    }

    /// Binary search of `name` in the name records `first..first + count` (sorted by name).
    fn find_name(&'static self, first: u32, count: u32, name: &str) -> Option<u32> {
        let (mut lo, mut hi) = (first, first + count);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            let (n, v) = self.name_value(mid);
            match n.cmp(name) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(v),
            }
        }
        None
    }

    fn strings_list(&'static self, first: u32, count: u32) -> impl ExactSizeIterator<Item = &'static str> + Clone {
        (first..first + count)
            .map(move |i| self.string(word(self.aliases, STRING_WORDS, i, 0), word(self.aliases, STRING_WORDS, i, 1)))
    }

    fn operand_list(&'static self, first: u32, count: u32) -> Operands<C> {
        Operands { t: self, range: first..first + count }
    }

    /// Requirements from the five words at `w(at..at + 5)`: capability range, extension
    /// range, versions; then provisional.
    fn requirements(&'static self, w: impl Fn(usize) -> u32, at: usize) -> Requirements<C> {
        let slice = |first: u32, count: u32| (first as usize)..(first + count) as usize;
        let versions = w(at + 4);
        Requirements {
            capabilities: self.capabilities.get(slice(w(at), w(at + 1))).unwrap_or_default(),
            extensions: self.extensions.get(slice(w(at + 2), w(at + 3))).unwrap_or_default(),
            version: Version::from_code(versions & 0xFFFF),
            last_version: Version::from_code(versions >> 16),
            provisional: w(at + 5) != 0,
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

copy_views!(KindInfo, EnumerantInfo, InstructionInfo, InstructionTable, KindTable);

/// What an operand kind is.
#[derive(Debug)]
pub enum Category<C: 'static> {
    /// One of the five Id kinds.
    Id,
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
        std::ptr::eq(self.t, other.t) && self.i == other.i
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

    fn w(&self, k: usize) -> u32 {
        word(self.t.kinds, KIND_WORDS, self.i, k)
    }

    /// Grammar name, such as `ImageOperands`.
    pub fn name(&self) -> &'static str {
        self.t.string(self.w(0), self.w(1))
    }

    /// The grammar's `doc` text, or empty.
    pub fn doc(&self) -> &'static str {
        self.t.string(self.w(2), self.w(3))
    }

    /// What the kind is, with its enumerants or bases.
    pub fn category(&self) -> Category<C> {
        let table = EnumTable { kind: *self };
        match self.w(4) {
            0 => Category::Id,
            1 => Category::Literal(LiteralKind::Integer),
            2 => Category::Literal(LiteralKind::String),
            3 => Category::Literal(LiteralKind::Float),
            4 => Category::Literal(LiteralKind::ContextDependentNumber),
            5 => Category::Literal(LiteralKind::ExtInstInteger),
            6 => Category::Literal(LiteralKind::SpecConstantOpInteger),
            7 => Category::Composite(Bases { t: self.t, range: self.w(5)..self.w(5) + self.w(6) }),
            8 => Category::ValueEnum(table),
            _ => Category::BitEnum(table),
        }
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
    range: std::ops::Range<u32>,
}

impl<C> Iterator for Bases<C> {
    type Item = KindInfo<C>;
    fn next(&mut self) -> Option<KindInfo<C>> {
        let i = self.range.next()?;
        Some(self.t.kind(word(self.t.kind_refs, 1, i, 0)))
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
    fn first(&self) -> u32 {
        self.kind.w(5)
    }

    /// Number of enumerants (aliases not counted).
    pub fn len(&self) -> usize {
        self.kind.w(6) as usize
    }

    /// Whether the kind has no enumerants.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Enumerant `i` in value order.
    pub fn enumerant(&self, i: usize) -> Option<EnumerantInfo<C>> {
        (i < self.len()).then(|| EnumerantInfo { t: self.kind.t, i: self.first() + i as u32 })
    }

    /// The enumerants, sorted by value.
    pub fn enumerants(&self) -> impl ExactSizeIterator<Item = EnumerantInfo<C>> + use<C> {
        let t = self.kind.t;
        (self.first()..self.first() + self.len() as u32).map(move |i| EnumerantInfo { t, i })
    }

    /// Position (in value order) of the enumerant with exactly this value.
    pub fn position(&self, value: u32) -> Option<usize> {
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            let v = word(self.kind.t.enumerants, ENUMERANT_WORDS, self.first() + mid as u32, 0);
            match v.cmp(&value) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(mid),
            }
        }
        None
    }

    /// The enumerant with exactly this value.
    pub fn get(&self, value: u32) -> Option<EnumerantInfo<C>> {
        self.enumerant(self.position(value)?)
    }

    /// The value named `name` (a primary name or an alias).
    pub fn value_of(&self, name: &str) -> Option<u32> {
        self.kind.t.find_name(self.kind.w(7), self.kind.w(8), name)
    }
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
    fn w(&self, k: usize) -> u32 {
        word(self.t.enumerants, ENUMERANT_WORDS, self.i, k)
    }

    /// The value (for a BitEnum, its bits).
    pub fn value(&self) -> u32 {
        self.w(0)
    }

    /// Grammar name.
    pub fn name(&self) -> &'static str {
        self.t.string(self.w(1), self.w(2))
    }

    /// Other names of the same value.
    pub fn aliases(&self) -> impl ExactSizeIterator<Item = &'static str> + Clone + use<C> {
        self.t.strings_list(self.w(3), self.w(4))
    }

    /// Operands that follow when this value is used (for a BitEnum: when this bit is set).
    pub fn parameters(&self) -> Operands<C> {
        self.t.operand_list(self.w(5), self.w(6))
    }

    /// What using this value requires.
    pub fn requirements(&self) -> Requirements<C> {
        self.t.requirements(|k| self.w(k), 7)
    }
}

/// An instruction operand or enumerant parameter.
#[derive(Debug)]
pub struct OperandInfo<C: 'static> {
    /// The operand's kind.
    pub kind: KindInfo<C>,
    /// How often it occurs.
    pub quantifier: Quantifier,
    /// The grammar's name for it (such as `'Memory Access'`), or empty.
    pub name: &'static str,
}

/// Iterator over operand descriptors.
#[derive(Debug)]
pub struct Operands<C: 'static> {
    t: &'static Tables<C>,
    range: std::ops::Range<u32>,
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
        let w = |k| word(self.t.operands, OPERAND_WORDS, i, k);
        let quantifier = match w(1) {
            0 => Quantifier::One,
            1 => Quantifier::Optional,
            _ => Quantifier::Many,
        };
        Some(OperandInfo { kind: self.t.kind(w(0)), quantifier, name: self.t.string(w(2), w(3)) })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl<C: 'static> ExactSizeIterator for Operands<C> {}

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
    fn w(&self, k: usize) -> u32 {
        word(self.t.instructions, INSTRUCTION_WORDS, self.i, k)
    }

    /// Opcode (for an extended set: instruction number).
    pub fn opcode(&self) -> u16 {
        self.w(0) as u16
    }

    /// Grammar name, such as `OpTypeInt` or `Sqrt`.
    pub fn name(&self) -> &'static str {
        self.t.string(self.w(1), self.w(2))
    }

    /// Other names of the same opcode.
    pub fn aliases(&self) -> impl ExactSizeIterator<Item = &'static str> + Clone + use<C> {
        self.t.strings_list(self.w(3), self.w(4))
    }

    /// The grammar's `class` (the specification section), or empty.
    pub fn class(&self) -> &'static str {
        self.t.string(self.w(5), self.w(6))
    }

    /// All operands in order.
    pub fn operands(&self) -> Operands<C> {
        self.t.operand_list(self.w(7), self.w(8))
    }

    /// What using this instruction requires.
    pub fn requirements(&self) -> Requirements<C> {
        self.t.requirements(|k| self.w(k), 9)
    }

    /// Whether the first operands are a result type and a result id.
    pub fn has_result_type(&self) -> bool {
        self.operands().next().is_some_and(|o| o.kind.name() == "IdResultType")
    }

    /// Whether the instruction defines a result id.
    pub fn has_result(&self) -> bool {
        self.operands().take(2).any(|o| o.kind.name() == "IdResult")
    }
}

/// All instructions of a grammar, sorted by opcode.
pub struct InstructionTable<C: 'static> {
    t: &'static Tables<C>,
}

impl<C> fmt::Debug for InstructionTable<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "InstructionTable({} instructions)", count(self.t.instructions, INSTRUCTION_WORDS))
    }
}

impl<C: 'static> InstructionTable<C> {
    #[doc(hidden)]
    pub const fn new(t: &'static Tables<C>) -> Self {
        InstructionTable { t }
    }

    /// Number of instructions.
    pub fn len(&self) -> usize {
        count(self.t.instructions, INSTRUCTION_WORDS) as usize
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
    pub fn iter(&self) -> impl ExactSizeIterator<Item = InstructionInfo<C>> + use<C> {
        let t = self.t;
        (0..self.len() as u32).map(move |i| InstructionInfo { t, i })
    }

    /// Position (in opcode order) of the instruction with this opcode.
    pub fn position(&self, opcode: u16) -> Option<usize> {
        let (mut lo, mut hi) = (0u32, self.len() as u32);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            let v = word(self.t.instructions, INSTRUCTION_WORDS, mid, 0) as u16;
            match v.cmp(&opcode) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(mid as usize),
            }
        }
        None
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

    /// The opcode named `name` (a primary name or an alias).
    pub fn opcode_of(&self, name: &str) -> Option<u16> {
        let (first, count) = self.t.instruction_names;
        self.t.find_name(first, count, name).map(|v| v as u16)
    }
}

/// All operand kinds a grammar defines (kinds it uses from the core grammar are not listed).
pub struct KindTable<C: 'static> {
    t: &'static Tables<C>,
}

impl<C> fmt::Debug for KindTable<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "KindTable({} kinds)", count(self.t.kinds, KIND_WORDS))
    }
}

impl<C: 'static> KindTable<C> {
    #[doc(hidden)]
    pub const fn new(t: &'static Tables<C>) -> Self {
        KindTable { t }
    }

    /// Number of kinds.
    pub fn len(&self) -> usize {
        count(self.t.kinds, KIND_WORDS) as usize
    }

    /// Whether the grammar defines no kinds.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The kinds, in the grammar's order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = KindInfo<C>> + use<C> {
        let t = self.t;
        (0..self.len() as u32).map(move |i| KindInfo { t, i })
    }

    /// The kind with this grammar name.
    pub fn get(&self, name: &str) -> Option<KindInfo<C>> {
        self.iter().find(|k| k.name() == name)
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
