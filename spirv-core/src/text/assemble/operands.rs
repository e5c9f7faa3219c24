//! The operand types the assembler expects, derived from the grammar's operand forms the way
//! SPIRV-Tools derives its `spv_operand_type_t` patterns (`utils/ggt.py`, `source/operand.cpp`),
//! and the few facts SPIRV-Tools does not take from the grammar: names of operand kinds in
//! messages, which mask kinds accept `A|B`, which opcodes generate types.

use alloc::vec::Vec;

use crate::ExtSet;
use crate::binary::ByteOrder;
use crate::grammar::layout::{CORE_KIND, category, operand_form};
use crate::grammar::{Category, EnumTable, IdKind, KindInfo, LiteralKind, OperandForms, Quantifier};
use crate::spec::{self, Capability};

/// A grammar operand kind.
pub(super) type Kind = KindInfo<Capability>;

/// The enumerants of a ValueEnum or BitEnum kind.
pub(super) type Enumerants = EnumTable<Capability>;

/// One expected operand (SPIRV-Tools' `spv_operand_type_t`, the quantifier folded in), as
/// [`Expected::ty`] reads it.
#[derive(Clone, Copy, Debug)]
pub(super) enum Ty {
    /// `IdResultType`.
    TypeId,
    /// `IdResult`.
    ResultId,
    /// Any other id.
    Id,
    /// `IdRef?`.
    OptionalId,
    /// `LiteralInteger`.
    LiteralInteger,
    /// `LiteralInteger?`.
    OptionalLiteralInteger,
    /// `LiteralFloat`: a 32-bit float.
    LiteralFloat,
    /// `LiteralContextDependentNumber`: typed by the instruction's result type.
    TypedNumber,
    /// The literal of a `PairLiteralIntegerIdRef`: typed by the first operand's type.
    OptionalTypedInteger,
    /// `LiteralExtInstInteger`.
    ExtInstNumber,
    /// `LiteralSpecConstantOpInteger`.
    SpecConstantOp,
    /// `LiteralString`.
    LiteralString,
    /// `LiteralString?`.
    OptionalLiteralString,
    /// A ValueEnum (`bits` false) or BitEnum (`bits` true) kind, maybe optional.
    Enum { kind: Kind, bits: bool, optional: bool },
    /// A context-insensitive value (after a `!<integer>`): a number, a string or an id.
    Civ,
    /// `IdRef*` (and `PairIdRefIdRef*`, which SPIRV-Tools reads one id at a time).
    VariableId,
    /// `LiteralInteger*`.
    VariableLiteralInteger,
    /// `PairLiteralIntegerIdRef*`.
    VariableIntegerId,
    /// `PairIdRefLiteralInteger*`.
    VariableIdInteger,
    /// `Kind*` of a ValueEnum or BitEnum kind.
    VariableEnum,
}

impl Ty {
    /// Whether the operand may be absent (SPIRV-Tools' `spvOperandIsOptional`).
    #[inline]
    pub fn is_optional(self) -> bool {
        matches!(
            self,
            Ty::OptionalId
                | Ty::VariableId
                | Ty::OptionalLiteralInteger
                | Ty::VariableLiteralInteger
                | Ty::OptionalTypedInteger
                | Ty::VariableIntegerId
                | Ty::VariableIdInteger
                | Ty::OptionalLiteralString
                | Ty::Enum { optional: true, .. }
                | Ty::VariableEnum
                | Ty::Civ
        )
    }
}

/// An expected operand as the assembler's stack keeps it: the generated operand form word
/// (`layout::operand_form`) as it is, with the grammar its kind belongs to above it (0 for the
/// core grammar, an extended set's index + 1), or one of the assembler's own codes (category
/// [`OWN`]). An instruction's operands are pushed as their words, with no conversion; each is
/// read once, when it is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Expected(u32);

/// The shift of the grammar above an operand form word (which takes the bits below).
const GRAMMAR_SHIFT: u32 = 25;
/// The category of the assembler's own codes (beyond the grammar's categories).
const OWN: u32 = 7;

const fn form(category: u32, detail: u32, quantifier: Quantifier) -> Expected {
    Expected(operand_form::pack(0, quantifier.code(), category, detail))
}

impl Expected {
    pub const RESULT_ID: Expected = form(category::ID, IdKind::Result as u32, Quantifier::One);
    pub const ID: Expected = form(category::ID, IdKind::Ref as u32, Quantifier::One);
    pub const OPTIONAL_ID: Expected = form(category::ID, IdKind::Ref as u32, Quantifier::Optional);
    pub const VARIABLE_ID: Expected = form(category::ID, IdKind::Ref as u32, Quantifier::Many);
    const LITERAL_INTEGER: Expected = form(category::LITERAL, LiteralKind::Integer as u32, Quantifier::One);
    const OPTIONAL_LITERAL_INTEGER: Expected =
        form(category::LITERAL, LiteralKind::Integer as u32, Quantifier::Optional);
    pub const CIV: Expected = form(OWN, 0, Quantifier::One);
    const OPTIONAL_TYPED_INTEGER: Expected = form(OWN, 1, Quantifier::Optional);

    /// Pushes the operands of `forms`, of the grammar of extended set `set` (`None`: the core
    /// grammar), the last first.
    #[inline]
    pub fn push_forms(stack: &mut Vec<Expected>, forms: &OperandForms<Capability>, set: Option<ExtSet>) {
        let grammar = set.map_or(0, |s| u32::from(s.index()) + 1) << GRAMMAR_SHIFT;
        let words = forms.words();
        stack.reserve(words.len() / 4);
        for word in words.rchunks_exact(4) {
            let word = ByteOrder::Little.word([word[0], word[1], word[2], word[3]]);
            stack.push(Expected(word | grammar));
        }
    }

    /// Pushes the parameters of an enumerant of `kind`, the last first.
    #[inline]
    pub fn push_parameters(stack: &mut Vec<Expected>, forms: &OperandForms<Capability>, kind: Kind) {
        let tables = kind.tables();
        let set = match core::ptr::eq(tables, &spec::TABLES) {
            true => None,
            false => ExtSet::ALL.iter().copied().find(|s| core::ptr::eq(s.instructions().tables(), tables)),
        };
        Expected::push_forms(stack, forms, set);
    }

    /// Whether it is an operand of this category and detail code.
    #[inline]
    fn is(self, category: u32, detail: u32) -> bool {
        operand_form::category(self.0) == category && operand_form::detail(self.0) == detail
    }

    /// `IdResult`.
    #[inline]
    pub fn is_result_id(self) -> bool {
        self.is(category::ID, IdKind::Result as u32)
    }

    /// The operand's kind (of a form word).
    fn kind(self) -> Kind {
        let kind_ref = operand_form::kind_ref(self.0);
        let own = (self.0 >> GRAMMAR_SHIFT).checked_sub(1).and_then(|i| ExtSet::from_index(i as u16));
        let tables = match own {
            Some(set) if kind_ref & CORE_KIND == 0 => set.instructions().tables(),
            _ => &spec::TABLES,
        };
        KindInfo::new(tables, kind_ref & !CORE_KIND)
    }

    /// What it expects.
    #[inline]
    pub fn ty(self) -> Ty {
        let code = self.0;
        let q = operand_form::quantifier(code);
        let (one, optional) = (Quantifier::One as u32, Quantifier::Optional as u32);
        let detail = operand_form::detail(code);
        match operand_form::category(code) {
            category::ID if detail == IdKind::ResultType as u32 => Ty::TypeId,
            category::ID if detail == IdKind::Result as u32 => Ty::ResultId,
            category::ID if q == one => Ty::Id,
            category::ID if q == optional => Ty::OptionalId,
            category::ID => Ty::VariableId,
            category::LITERAL => match LiteralKind::from_code(detail) {
                Some(LiteralKind::Integer) if q == one => Ty::LiteralInteger,
                Some(LiteralKind::Integer) if q == optional => Ty::OptionalLiteralInteger,
                Some(LiteralKind::Integer) => Ty::VariableLiteralInteger,
                Some(LiteralKind::String) if q == one => Ty::LiteralString,
                Some(LiteralKind::String) => Ty::OptionalLiteralString,
                Some(LiteralKind::Float) => Ty::LiteralFloat,
                Some(LiteralKind::ContextDependentNumber) => Ty::TypedNumber,
                Some(LiteralKind::ExtInstInteger) => Ty::ExtInstNumber,
                Some(LiteralKind::SpecConstantOpInteger) | None => Ty::SpecConstantOp,
            },
            category::COMPOSITE => {
                // The pairs of the grammar, as SPIRV-Tools reads them.
                let Category::Composite(mut bases) = self.kind().category() else { return Ty::VariableId };
                let literal_first = bases.next().is_some_and(|k| matches!(k.category(), Category::Literal(_)));
                let literal_second = bases.next().is_some_and(|k| matches!(k.category(), Category::Literal(_)));
                match (literal_first, literal_second) {
                    (true, _) => Ty::VariableIntegerId,
                    (false, true) => Ty::VariableIdInteger,
                    (false, false) => Ty::VariableId,
                }
            }
            category::VALUE_ENUM | category::BIT_ENUM if q == one || q == optional => Ty::Enum {
                kind: self.kind(),
                bits: operand_form::category(code) == category::BIT_ENUM,
                optional: q == optional,
            },
            category::VALUE_ENUM | category::BIT_ENUM => Ty::VariableEnum,
            _ if detail == 0 => Ty::Civ,
            _ => Ty::OptionalTypedInteger,
        }
    }

    /// Expands a variable operand (`spvExpandOperandSequenceOnce`) that reads as `ty`: pushes
    /// itself, then the operands it stands for, on the stack of expected operands (whose top is
    /// taken next). False for other operands.
    #[inline]
    pub fn expand(self, ty: Ty, stack: &mut Vec<Expected>) -> bool {
        match ty {
            Ty::VariableId => stack.extend([self, Expected::OPTIONAL_ID]),
            Ty::VariableLiteralInteger => stack.extend([self, Expected::OPTIONAL_LITERAL_INTEGER]),
            Ty::VariableIntegerId => stack.extend([self, Expected::ID, Expected::OPTIONAL_TYPED_INTEGER]),
            Ty::VariableIdInteger => stack.extend([self, Expected::LITERAL_INTEGER, Expected::OPTIONAL_ID]),
            Ty::VariableEnum => {
                // The same kind, one optional value.
                let quantifier = operand_form::pack(0, 3, 0, 0);
                let optional = operand_form::pack(0, Quantifier::Optional as u32, 0, 0);
                stack.extend([self, Expected(self.0 & !quantifier | optional)]);
            }
            _ => return false,
        }
        true
    }
}

/// Whether an operand of BitEnum `kind` accepts `A|B` masks. SPIRV-Tools parses masks only for
/// the kinds it lists in `spvTextEncodeOperand`; the others (a required `MemoryAccess`, as
/// `OpCooperativeMatrixLoadTensorNV` has) take one enumerant name.
pub(super) fn parses_mask(kind: Kind, optional: bool) -> bool {
    match kind.name() {
        "MemoryAccess"
        | "RawAccessChainOperands"
        | "CooperativeMatrixOperands"
        | "MatrixMultiplyAccumulateOperands" => optional,
        "RayFlags"
        | "FragmentShadingRate"
        | "KernelProfilingInfo"
        | "MemorySemantics"
        | "KernelPropertyFlags"
        | "BuildIdentifierFlags" => false,
        "DebugInfoFlags" => kind != crate::ext::nonsemantic_shader_debuginfo_100::operand_kinds::DebugInfoFlags,
        _ => true,
    }
}
