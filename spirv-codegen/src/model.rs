//! The validated, normalised grammar: references resolved to indices, identifiers chosen,
//! values parsed, entries sorted, Rust types decided. Emission reads only this and cannot fail.

use spirv_layout::{IdKind, LiteralKind, Quantifier};

/// A validated grammar.
#[derive(Clone, Debug)]
pub struct Grammar {
    /// What kind of grammar this is, with its header values.
    pub header: Header,
    /// Instructions sorted by opcode.
    pub instructions: Vec<Instruction>,
    /// Operand kinds. For an extended set, the core grammar's kinds come first (origin `Core`,
    /// same indices as in the core model) followed by the set's own kinds.
    pub kinds: Vec<Kind>,
    /// Where the `Capability` enum that requirements refer to lives.
    pub capability_origin: Origin,
    /// The instruction classes (`instruction_printing_class`), in the grammar's order; none for
    /// the extended sets.
    pub classes: Vec<Class>,
}

/// An instruction class: a section of the specification.
#[derive(Clone, Debug)]
pub struct Class {
    /// The grammar's tag (`Type-Declaration`, `@exclude`).
    pub tag: String,
    /// The `OpClass` variant (`TypeDeclaration`).
    pub ident: String,
    /// The section's heading (`Type-Declaration Instructions`), if the grammar gives one.
    pub heading: Option<String>,
}

impl Grammar {
    /// The kinds this grammar defines.
    pub fn own_kinds(&self) -> impl Iterator<Item = (KindRef, &Kind)> {
        self.kinds.iter().enumerate().filter(|(_, k)| k.origin == Origin::Local)
    }
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
    /// Grammar name (`ImageOperands`), also the name of its Rust type.
    pub name: String,
    pub origin: Origin,
    pub doc: Option<String>,
    pub category: Category,
    /// Layout and trait facts about the kind's Rust type, computed once all kinds are known.
    pub props: TypeProps,
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
    /// snake_case name, for the field holding a flag's parameters.
    pub field: String,
    pub value: u32,
    pub aliases: Vec<Alias>,
    pub params: Vec<Operand>,
    /// Whether a ValueEnum's variant holds its parameters boxed: see
    /// [`crate::lower::PARAMS_INLINE_SIZE`].
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
    /// The grammar's class tag (`Type-Declaration`), one of [`Grammar::classes`].
    pub class: Option<String>,
    pub aliases: Vec<Alias>,
    /// All grammar operands, for the metadata tables.
    pub operands: Vec<Operand>,
    /// How many leading `operands` are fields of the typed variant; the rest are absorbed by an
    /// `LiteralExtInstInteger` / `LiteralSpecConstantOpInteger` field.
    pub field_count: usize,
    pub reqs: Requirements,
    /// Whether the variant holds its fields in a boxed struct (`op::<Name>`): see
    /// [`crate::lower::CORE_ENUM_SIZE`].
    pub boxed: bool,
    /// Properties of the variant's fields together.
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
    /// Size and alignment in bytes, as rustc lays the type out (used to decide what to box).
    pub size: u32,
    pub align: u32,
    /// Whether `Option<T>` is no larger than `T`.
    pub niche: bool,
}

impl TypeProps {
    pub const fn word(niche: bool) -> Self {
        TypeProps { borrows: false, eq: true, size: 4, align: 4, niche }
    }

    /// Two words (a slice or a thin box with a tag): `Str`, `List`.
    pub const fn two_words(eq: bool) -> Self {
        TypeProps { borrows: true, eq, size: 16, align: 8, niche: false }
    }

    pub fn optional(self) -> Self {
        if self.niche {
            self
        } else {
            TypeProps { size: round_up(self.size + self.align, self.align), niche: true, ..self }
        }
    }

    /// A struct (or tuple) of the given fields, laid out smallest padding first.
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
}

pub fn round_up(size: u32, align: u32) -> u32 {
    size.div_ceil(align.max(1)) * align.max(1)
}
