//! The operand types the assembler expects, derived from the grammar's operand forms the way
//! SPIRV-Tools derives its `spv_operand_type_t` patterns (`utils/ggt.py`, `source/operand.cpp`),
//! and the few facts SPIRV-Tools does not take from the grammar: names of operand kinds in
//! messages, which mask kinds accept `A|B`, which opcodes generate types.

use alloc::vec::Vec;

use crate::grammar::{Category, EnumTable, IdKind, KindInfo, LiteralKind, OperandClass, OperandForm, Quantifier};
use crate::spec::Capability;

/// A grammar operand kind.
pub(super) type Kind = KindInfo<Capability>;

/// The enumerants of a ValueEnum or BitEnum kind.
pub(super) type Enumerants = EnumTable<Capability>;

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
    /// A ValueEnum (`bits` false) or BitEnum (`bits` true) kind, maybe optional.
    Enum { table: Enumerants, bits: bool, optional: bool },
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
    VariableEnum { table: Enumerants, bits: bool },
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
                | Ty::VariableEnum { .. }
                | Ty::Civ
        )
    }

    /// The expected operand for a grammar operand.
    #[inline]
    pub fn of(form: OperandForm<Capability>) -> Ty {
        let q = form.quantifier;
        let enumerated = |table, bits| match q {
            Quantifier::One => Ty::Enum { table, bits, optional: false },
            Quantifier::Optional => Ty::Enum { table, bits, optional: true },
            Quantifier::Many => Ty::VariableEnum { table, bits },
        };
        match form.class {
            OperandClass::Id(IdKind::ResultType) => Ty::TypeId,
            OperandClass::Id(IdKind::Result) => Ty::ResultId,
            OperandClass::Id(_) => match q {
                Quantifier::One => Ty::Id,
                Quantifier::Optional => Ty::OptionalId,
                Quantifier::Many => Ty::VariableId,
            },
            OperandClass::Literal(LiteralKind::Integer) => match q {
                Quantifier::One => Ty::LiteralInteger,
                Quantifier::Optional => Ty::OptionalLiteralInteger,
                Quantifier::Many => Ty::VariableLiteralInteger,
            },
            OperandClass::Literal(LiteralKind::String) => match q {
                Quantifier::One => Ty::LiteralString,
                _ => Ty::OptionalLiteralString,
            },
            OperandClass::Literal(LiteralKind::Float) => Ty::LiteralFloat,
            OperandClass::Literal(LiteralKind::ContextDependentNumber) => Ty::TypedNumber,
            OperandClass::Literal(LiteralKind::ExtInstInteger) => Ty::ExtInstNumber,
            OperandClass::Literal(LiteralKind::SpecConstantOpInteger) => Ty::SpecConstantOp,
            OperandClass::Composite => {
                // The pairs of the grammar, as SPIRV-Tools reads them.
                // (The class is the kind's category: it is a composite.)
                let Category::Composite(mut bases) = form.kind.category() else { return Ty::VariableId };
                let literal_first = bases.next().is_some_and(|k| matches!(k.category(), Category::Literal(_)));
                let literal_second = bases.next().is_some_and(|k| matches!(k.category(), Category::Literal(_)));
                match (literal_first, literal_second) {
                    (true, _) => Ty::VariableIntegerId,
                    (false, true) => Ty::VariableIdInteger,
                    (false, false) => Ty::VariableId,
                }
            }
            OperandClass::ValueEnum(table) => enumerated(table, false),
            OperandClass::BitEnum(table) => enumerated(table, true),
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
                | Ty::VariableEnum { .. }
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
            Ty::VariableEnum { table, bits } => stack.extend([self, Ty::Enum { table, bits, optional: true }]),
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
