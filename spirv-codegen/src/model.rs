//! The validated, normalised grammar: references resolved to indices, identifiers chosen,
//! values parsed, entries sorted. Emission reads only this and cannot fail.

/// A validated grammar.
#[derive(Clone, Debug)]
pub struct Grammar {
    /// What kind of grammar this is, with its header values.
    pub header: Header,
    /// `instruction_printing_class` entries: (tag, heading).
    pub classes: Vec<(String, Option<String>)>,
    /// Instructions sorted by opcode.
    pub instructions: Vec<Instruction>,
    /// Operand kinds. For an extended set, the core grammar's kinds come first (origin `Core`,
    /// same indices as in the core model) followed by the set's own kinds.
    pub kinds: Vec<Kind>,
    /// Where the `Capability` enum that requirements refer to lives.
    pub capability_origin: Origin,
}

/// Core grammar (with a magic number) or extended instruction set.
#[derive(Clone, Debug)]
pub enum Header {
    Core { magic: u32, major: u8, minor: u8, revision: u32 },
    Ext { version: Option<u32>, revision: Option<u32> },
}

impl Header {
    pub fn is_core(&self) -> bool {
        matches!(self, Header::Core { .. })
    }
}

/// Where an item is defined: in the expansion being generated, or in `spirv_core::spec`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    Local,
    Core,
}

/// Index into `Grammar::kinds`.
pub type KindRef = usize;

/// One operand kind.
#[derive(Clone, Debug)]
pub struct Kind {
    /// Grammar name (`ImageOperands`).
    pub name: String,
    pub origin: Origin,
    pub doc: Option<String>,
    pub category: Category,
    /// Layout and trait facts about the Rust type, computed once all kinds are known.
    pub props: TypeProps,
}

/// The five Id kinds of the grammar; each maps to a newtype in spirv-core.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdKind {
    IdResultType,
    IdResult,
    IdMemorySemantics,
    IdScope,
    IdRef,
}

impl IdKind {
    pub const ALL: [(&'static str, IdKind); 5] = [
        ("IdResultType", IdKind::IdResultType),
        ("IdResult", IdKind::IdResult),
        ("IdMemorySemantics", IdKind::IdMemorySemantics),
        ("IdScope", IdKind::IdScope),
        ("IdRef", IdKind::IdRef),
    ];

    pub fn name(self) -> &'static str {
        Self::ALL.iter().find(|(_, k)| *k == self).map_or("IdRef", |(n, _)| n)
    }
}

/// The six Literal kinds of the grammar; each maps to a Rust type known to spirv-core.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiteralKind {
    Integer,
    String,
    Float,
    ContextDependentNumber,
    ExtInstInteger,
    SpecConstantOpInteger,
}

impl LiteralKind {
    pub const ALL: [(&'static str, LiteralKind); 6] = [
        ("LiteralInteger", LiteralKind::Integer),
        ("LiteralString", LiteralKind::String),
        ("LiteralFloat", LiteralKind::Float),
        ("LiteralContextDependentNumber", LiteralKind::ContextDependentNumber),
        ("LiteralExtInstInteger", LiteralKind::ExtInstInteger),
        ("LiteralSpecConstantOpInteger", LiteralKind::SpecConstantOpInteger),
    ];

    /// Kinds whose Rust value also holds the operands that follow them (the extended
    /// instruction's or the embedded opcode's operands).
    pub fn absorbs_rest(self) -> bool {
        matches!(self, LiteralKind::ExtInstInteger | LiteralKind::SpecConstantOpInteger)
    }

    /// Variant name of `spirv_core::grammar::LiteralKind`.
    pub fn variant(self) -> &'static str {
        match self {
            LiteralKind::Integer => "Integer",
            LiteralKind::String => "String",
            LiteralKind::Float => "Float",
            LiteralKind::ContextDependentNumber => "ContextDependentNumber",
            LiteralKind::ExtInstInteger => "ExtInstInteger",
            LiteralKind::SpecConstantOpInteger => "SpecConstantOpInteger",
        }
    }
}

/// What a kind is.
#[derive(Clone, Debug)]
pub enum Category {
    Id(IdKind),
    Literal(LiteralKind),
    /// Tuple of the base kinds. `literal_number` marks `PairLiteralIntegerIdRef`, whose literal
    /// has the width of OpSwitch's selector (SPIR-V spec, OpSwitch) rather than one word.
    Composite {
        bases: Vec<KindRef>,
        literal_number: bool,
    },
    ValueEnum(Enum),
    BitEnum(Enum),
}

/// Enumerants of a ValueEnum or BitEnum kind.
#[derive(Clone, Debug)]
pub struct Enum {
    /// Sorted by value (BitEnum: by bits), primary names only; aliases hang off each entry.
    pub enumerants: Vec<Enumerant>,
}

impl Enum {
    /// Whether any enumerant carries parameters (then the operand type is not the plain enum).
    pub fn has_params(&self) -> bool {
        self.enumerants.iter().any(|e| !e.params.is_empty())
    }
}

/// One enumerant.
#[derive(Clone, Debug)]
pub struct Enumerant {
    /// Grammar name (`MakeTexelAvailable`).
    pub name: String,
    /// Rust identifier: variant (`Dim2D`) for ValueEnum, const (`MAKE_TEXEL_AVAILABLE`) for BitEnum.
    pub ident: String,
    /// snake_case name, for fields that hold this enumerant's parameters.
    pub field: String,
    pub value: u32,
    pub aliases: Vec<Alias>,
    pub params: Vec<Operand>,
    /// Whether the parameters are stored boxed (they would make the operand type large).
    pub boxed_params: bool,
    pub reqs: Requirements,
}

/// Another name for an instruction or enumerant.
#[derive(Clone, Debug)]
pub struct Alias {
    pub name: String,
    pub ident: String,
}

/// An instruction operand or an enumerant parameter.
#[derive(Clone, Debug)]
pub struct Operand {
    pub kind: KindRef,
    pub quantifier: Quantifier,
    /// Grammar name as written (may be empty).
    pub name: String,
    /// Field identifier in the typed struct.
    pub field: String,
    /// Whether the field's value is boxed (it would make the instruction enum large).
    pub boxed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantifier {
    One,
    Optional,
    Many,
}

/// Requirements of an instruction or enumerant.
#[derive(Clone, Debug, Default)]
pub struct Requirements {
    /// Identifiers of `Capability` enumerants (variants or alias consts).
    pub capabilities: Vec<String>,
    pub extensions: Vec<String>,
    /// First core version containing the item; `None` for `"None"` (extensions only).
    /// An absent key means 1.0, as SPIRV-Tools reads it.
    pub version: Option<(u8, u8)>,
    pub last_version: Option<(u8, u8)>,
    pub provisional: bool,
}

/// One instruction.
#[derive(Clone, Debug)]
pub struct Instruction {
    /// Grammar name (`OpTypeInt`, `Sqrt`).
    pub name: String,
    /// Variant and struct identifier (`TypeInt`, `Sqrt`).
    pub ident: String,
    pub opcode: u16,
    pub class: Option<String>,
    pub aliases: Vec<Alias>,
    /// All grammar operands, for the metadata tables.
    pub operands: Vec<Operand>,
    /// How many leading `operands` are fields of the typed struct; the rest are absorbed by an
    /// `LiteralExtInstInteger` / `LiteralSpecConstantOpInteger` field.
    pub field_count: usize,
    pub reqs: Requirements,
    /// Whether the variant holds its fields in a boxed struct (`op::<Name>`) because they are
    /// too many to keep the instruction enum small even with large fields boxed.
    pub boxed: bool,
    /// Properties of the variant's fields together (after boxing).
    pub props: TypeProps,
}

impl Instruction {
    pub fn fields(&self) -> &[Operand] {
        &self.operands[..self.field_count]
    }
}

/// Facts about a Rust type needed to write it and to keep the instruction enum small.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeProps {
    /// Needs the `'a` lifetime (holds borrowed strings or word lists).
    pub borrows: bool,
    /// Can derive `Eq` and `Hash` (holds no float).
    pub eq: bool,
    /// Estimated size and alignment in bytes (used only to decide what to box).
    pub size: u32,
    pub align: u32,
    /// Whether `Option<T>` is no larger than `T`.
    pub niche: bool,
}

impl TypeProps {
    pub const fn word(niche: bool) -> Self {
        TypeProps { borrows: false, eq: true, size: 4, align: 4, niche }
    }

    pub fn optional(self) -> Self {
        if self.niche {
            self
        } else {
            TypeProps { size: round_up(self.size + self.align, self.align), niche: true, ..self }
        }
    }

    /// A struct (or tuple, or enum variant) of the given fields, laid out smallest padding first.
    pub fn record(fields: impl IntoIterator<Item = TypeProps>) -> Self {
        let mut out = TypeProps { borrows: false, eq: true, size: 0, align: 1, niche: false };
        for f in fields {
            out.borrows |= f.borrows;
            out.eq &= f.eq;
            out.niche |= f.niche;
            out.size += f.size;
            out.align = out.align.max(f.align);
        }
        out.size = round_up(out.size, out.align);
        out
    }

    /// A heap box of a value with these properties.
    pub fn boxed(self) -> Self {
        TypeProps { size: 8, align: 8, niche: true, ..self }
    }
}

pub fn round_up(size: u32, align: u32) -> u32 {
    size.div_ceil(align.max(1)) * align.max(1)
}
