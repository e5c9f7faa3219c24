//! The operand types the assembler expects, derived from the grammar's operand lists the way
//! SPIRV-Tools derives its `spv_operand_type_t` patterns (`utils/ggt.py`, `source/operand.cpp`),
//! and the few facts SPIRV-Tools does not take from the grammar: names of operand kinds in
//! messages, which mask kinds accept `A|B`, which opcodes generate types.

use alloc::vec::Vec;

use crate::grammar::{Category, IdKind, KindInfo, LiteralKind, OperandInfo, Quantifier};
use crate::spec::Capability;

/// A grammar operand kind.
pub(super) type Kind = KindInfo<Capability>;

/// One expected operand (SPIRV-Tools' `spv_operand_type_t`, the quantifier folded in). The
/// variable operands come last, so that telling them apart is one comparison.
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
    /// A ValueEnum or BitEnum kind (its index in the run's [`Kinds`]), maybe optional.
    Enum { kind: u16, optional: bool },
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
    VariableEnum(u16),
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
                | Ty::VariableEnum(_)
                | Ty::Civ
        )
    }

    /// The expected operand for a grammar operand.
    #[inline]
    pub fn of(operand: &OperandInfo<Capability>, kinds: &mut Kinds) -> Ty {
        let q = operand.quantifier;
        match operand.kind.category() {
            Category::Id(IdKind::ResultType) => Ty::TypeId,
            Category::Id(IdKind::Result) => Ty::ResultId,
            Category::Id(_) => match q {
                Quantifier::One => Ty::Id,
                Quantifier::Optional => Ty::OptionalId,
                Quantifier::Many => Ty::VariableId,
            },
            Category::Literal(LiteralKind::Integer) => match q {
                Quantifier::One => Ty::LiteralInteger,
                Quantifier::Optional => Ty::OptionalLiteralInteger,
                Quantifier::Many => Ty::VariableLiteralInteger,
            },
            Category::Literal(LiteralKind::String) => match q {
                Quantifier::One => Ty::LiteralString,
                _ => Ty::OptionalLiteralString,
            },
            Category::Literal(LiteralKind::Float) => Ty::LiteralFloat,
            Category::Literal(LiteralKind::ContextDependentNumber) => Ty::TypedNumber,
            Category::Literal(LiteralKind::ExtInstInteger) => Ty::ExtInstNumber,
            Category::Literal(LiteralKind::SpecConstantOpInteger) => Ty::SpecConstantOp,
            Category::Composite(mut bases) => {
                // The pairs of the grammar, as SPIRV-Tools reads them.
                let literal_first = bases.next().is_some_and(|k| matches!(k.category(), Category::Literal(_)));
                let literal_second = bases.next().is_some_and(|k| matches!(k.category(), Category::Literal(_)));
                match (literal_first, literal_second) {
                    (true, _) => Ty::VariableIntegerId,
                    (false, true) => Ty::VariableIdInteger,
                    (false, false) => Ty::VariableId,
                }
            }
            Category::ValueEnum(table) | Category::BitEnum(table) => {
                let kind = kinds.index(table.kind());
                match q {
                    Quantifier::One => Ty::Enum { kind, optional: false },
                    Quantifier::Optional => Ty::Enum { kind, optional: true },
                    Quantifier::Many => Ty::VariableEnum(kind),
                }
            }
        }
    }

    /// Whether the operand stands for any number of operands.
    #[inline(always)]
    pub fn is_variable(self) -> bool {
        matches!(
            self,
            Ty::VariableId
                | Ty::VariableLiteralInteger
                | Ty::VariableIntegerId
                | Ty::VariableIdInteger
                | Ty::VariableEnum(_)
        )
    }

    /// Expands a variable operand (`spvExpandOperandSequenceOnce`): pushes itself, then the
    /// operands it stands for, on the stack of expected operands (whose top is taken next).
    /// False for other operands.
    #[inline]
    pub fn expand(self, stack: &mut Vec<Ty>) -> bool {
        match self {
            Ty::VariableId => stack.extend([self, Ty::OptionalId]),
            Ty::VariableLiteralInteger => stack.extend([self, Ty::OptionalLiteralInteger]),
            Ty::VariableIntegerId => stack.extend([self, Ty::Id, Ty::OptionalTypedInteger]),
            Ty::VariableIdInteger => stack.extend([self, Ty::LiteralInteger, Ty::OptionalId]),
            Ty::VariableEnum(kind) => stack.extend([self, Ty::Enum { kind, optional: true }]),
            _ => return false,
        }
        true
    }
}

/// The enumerated kinds met, numbered so that an expected operand stays small, with whether a
/// required and an optional operand of the kind are masks.
#[derive(Debug, Default)]
pub(super) struct Kinds(Vec<(Kind, bool, bool)>);

impl Kinds {
    /// The number of `kind`.
    pub fn index(&mut self, kind: Kind) -> u16 {
        match self.0.iter().position(|k| k.0 == kind) {
            Some(i) => i as u16,
            None => {
                self.0.push((kind, parses_mask(kind, false), parses_mask(kind, true)));
                (self.0.len() - 1) as u16
            }
        }
    }

    /// The kind of a number.
    pub fn get(&self, index: u16) -> Option<Kind> {
        self.0.get(usize::from(index)).map(|k| k.0)
    }

    /// Whether an operand of kind number `index` is a mask (`A|B`).
    #[inline]
    pub fn parses_mask(&self, index: u16, optional: bool) -> bool {
        self.0.get(usize::from(index)).is_some_and(|k| if optional { k.2 } else { k.1 })
    }
}

/// Whether a BitEnum operand of `kind` accepts `A|B` masks. SPIRV-Tools parses masks only for
/// the kinds it lists in `spvTextEncodeOperand`; the others (a required `MemoryAccess`, as
/// `OpCooperativeMatrixLoadTensorNV` has) take one enumerant name.
fn parses_mask(kind: Kind, optional: bool) -> bool {
    let name = kind.name();
    if !matches!(kind.category(), Category::BitEnum(_)) {
        return false;
    }
    match name {
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
        "DebugInfoFlags" => !is_kind_of(kind, crate::ext::nonsemantic_shader_debuginfo_100::OPERAND_KINDS),
        _ => true,
    }
}

/// Whether `kind` is one of the kinds `table` defines.
fn is_kind_of(kind: Kind, table: crate::grammar::KindTable<Capability>) -> bool {
    table.get(kind.name()) == Some(kind)
}
