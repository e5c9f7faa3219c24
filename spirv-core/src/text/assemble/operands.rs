//! The operand types the assembler expects, derived from the grammar's operand lists the way
//! SPIRV-Tools derives its `spv_operand_type_t` patterns (`utils/ggt.py`, `source/operand.cpp`),
//! and the few facts SPIRV-Tools does not take from the grammar: names of operand kinds in
//! messages, which mask kinds accept `A|B`, which opcodes generate types.

use alloc::vec::Vec;

use crate::grammar::{Category, IdKind, KindInfo, LiteralKind, OperandInfo, Quantifier};
use crate::spec::Capability;

/// A grammar operand kind.
pub(super) type Kind = KindInfo<Capability>;

/// One expected operand (SPIRV-Tools' `spv_operand_type_t`, the quantifier folded in).
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
    /// `IdRef*` (and `PairIdRefIdRef*`, which SPIRV-Tools reads one id at a time).
    VariableId,
    /// `LiteralInteger`.
    LiteralInteger,
    /// `LiteralInteger?`.
    OptionalLiteralInteger,
    /// `LiteralInteger*`.
    VariableLiteralInteger,
    /// `LiteralFloat`: a 32-bit float.
    LiteralFloat,
    /// `LiteralContextDependentNumber`: typed by the instruction's result type.
    TypedNumber,
    /// The literal of a `PairLiteralIntegerIdRef`: typed by the first operand's type.
    OptionalTypedInteger,
    /// `PairLiteralIntegerIdRef*`.
    VariableIntegerId,
    /// `PairIdRefLiteralInteger*`.
    VariableIdInteger,
    /// `LiteralExtInstInteger`.
    ExtInstNumber,
    /// `LiteralSpecConstantOpInteger`.
    SpecConstantOp,
    /// `LiteralString`.
    LiteralString,
    /// `LiteralString?`.
    OptionalLiteralString,
    /// A ValueEnum or BitEnum kind, maybe optional.
    Enum { kind: Kind, optional: bool },
    /// `Kind*` of a ValueEnum or BitEnum kind.
    VariableEnum(Kind),
    /// A context-insensitive value (after a `!<integer>`): a number, a string or an id.
    Civ,
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
    pub fn of(operand: &OperandInfo<Capability>) -> Ty {
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
            Category::ValueEnum(table) | Category::BitEnum(table) => match q {
                Quantifier::One => Ty::Enum { kind: table.kind(), optional: false },
                Quantifier::Optional => Ty::Enum { kind: table.kind(), optional: true },
                Quantifier::Many => Ty::VariableEnum(table.kind()),
            },
        }
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

/// Whether a BitEnum operand of `kind` accepts `A|B` masks. SPIRV-Tools parses masks only for
/// the kinds it lists in `spvTextEncodeOperand`; the others (a required `MemoryAccess`, as
/// `OpCooperativeMatrixLoadTensorNV` has) take one enumerant name.
pub(super) fn parses_mask(kind: Kind, optional: bool) -> bool {
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
