//! The operand types the assembler expects, derived from the grammar's operand lists the way
//! SPIRV-Tools derives its `spv_operand_type_t` patterns (`utils/ggt.py`, `source/operand.cpp`),
//! and the few facts SPIRV-Tools does not take from the grammar: names of operand kinds in
//! messages, which mask kinds accept `A|B`, which opcodes generate types.

use alloc::vec::Vec;

use crate::grammar::{Category, IdKind, KindInfo, LiteralKind, OperandInfo, Quantifier};
use crate::spec::{Capability, Op};

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

/// How SPIRV-Tools names an operand kind in messages (`spvOperandTypeStr`).
pub(super) fn kind_name(kind: Kind) -> &'static str {
    let name = kind.name();
    if is_kind_of(kind, crate::ext::opencl_debuginfo_100::OPERAND_KINDS) {
        return match name {
            "DebugInfoFlags" => "OpenCL.DebugInfo.100 debug info flags",
            "DebugBaseTypeAttributeEncoding" => "OpenCL.DebugInfo.100 debug base type encoding",
            "DebugCompositeType" => "OpenCL.DebugInfo.100 debug composite type",
            "DebugTypeQualifier" => "OpenCL.DebugInfo.100 debug type qualifier",
            "DebugOperation" => "OpenCL.DebugInfo.100 debug operation",
            "DebugImportedEntity" => "OpenCL.DebugInfo.100 debug imported entity",
            _ => "unknown",
        };
    }
    if is_kind_of(kind, crate::ext::nonsemantic_shader_debuginfo_100::OPERAND_KINDS) {
        return match name {
            "DebugInfoFlags" => "NonSemantic.Shader.DebugInfo.100 debug info flags",
            "BuildIdentifierFlags" => "NonSemantic.Shader.DebugInfo.100 debug build identifier flags",
            "DebugBaseTypeAttributeEncoding" => "NonSemantic.Shader.DebugInfo.100 debug base type attribute encoding",
            "DebugCompositeType" => "NonSemantic.Shader.DebugInfo.100 debug composite type",
            "DebugTypeQualifier" => "NonSemantic.Shader.DebugInfo.100 debug type qualifier",
            "DebugOperation" => "NonSemantic.Shader.DebugInfo.100 debug operation",
            "DebugImportedEntity" => "NonSemantic.Shader.DebugInfo.100 debug imported entity",
            _ => "unknown",
        };
    }
    match name {
        "SourceLanguage" => "source language",
        "ExecutionModel" => "execution model",
        "AddressingModel" => "addressing model",
        "MemoryModel" => "memory model",
        "ExecutionMode" => "execution mode",
        "StorageClass" => "storage class",
        "Dim" => "dimensionality",
        "SamplerAddressingMode" => "sampler addressing mode",
        "SamplerFilterMode" => "sampler filter mode",
        "ImageFormat" => "image format",
        "FPFastMathMode" => "floating-point fast math mode",
        "FPRoundingMode" => "floating-point rounding mode",
        "LinkageType" => "linkage type",
        "AccessQualifier" => "access qualifier",
        "FunctionParameterAttribute" => "function parameter attribute",
        "Decoration" => "decoration",
        "BuiltIn" => "built-in",
        "SelectionControl" => "selection control",
        "LoopControl" => "loop control",
        "FunctionControl" => "function control",
        "MemorySemantics" => "memory semantics ID",
        "MemoryAccess" => "memory access",
        "FragmentShadingRate" => "shading rate",
        "Scope" => "scope ID",
        "GroupOperation" => "group operation",
        "KernelEnqueueFlags" => "kernel enqeue flags",
        "KernelProfilingInfo" => "kernel profiling info",
        "Capability" => "capability",
        "RayFlags" => "ray flags",
        "RayQueryIntersection" => "ray query intersection",
        "RayQueryCommittedIntersectionType" => "ray query committed intersection type",
        "RayQueryCandidateIntersectionType" => "ray query candidate intersection type",
        "PackedVectorFormat" => "packed vector format",
        "CooperativeMatrixOperands" => "cooperative matrix operands",
        "CooperativeMatrixLayout" => "cooperative matrix layout",
        "CooperativeMatrixUse" => "cooperative matrix use",
        "TensorClampMode" => "tensor clamp mode",
        "CooperativeMatrixReduce" => "cooperative matrix reduce",
        "TensorAddressingOperands" => "tensor addressing operands",
        "MatrixMultiplyAccumulateOperands" => "matrix multiply accumulate operands",
        "TensorOperands" => "tensor operands",
        "InitializationModeQualifier" => "initialization mode qualifier",
        "HostAccessQualifier" => "host access qualifier",
        "LoadCacheControl" => "load cache control",
        "StoreCacheControl" => "store cache control",
        "NamedMaximumNumberOfRegisters" => "named maximum number of registers",
        "RawAccessChainOperands" => "raw access chain operands",
        "ImageOperands" => "image",
        "FPEncoding" => "FP encoding",
        "ImageChannelOrder" => "image channel order",
        "ImageChannelDataType" => "image channel data type",
        "FPDenormMode" => "FP denorm mode",
        "FPOperationMode" => "FP operation mode",
        "QuantizationModes" => "quantization mode",
        "OverflowModes" => "overflow mode",
        "CooperativeVectorMatrixLayout" => "cooperative vector matrix layout",
        "ComponentType" => "component type",
        "KernelPropertyFlags" => "kernel property flags",
        // The DebugInfo set's kinds.
        "DebugInfoFlags" => "debug info flags",
        "DebugBaseTypeAttributeEncoding" => "debug base type encoding",
        "DebugCompositeType" => "debug composite type",
        "DebugTypeQualifier" => "debug type qualifier",
        "DebugOperation" => "debug operation",
        _ => "unknown",
    }
}

/// The opcodes SPIRV-Tools treats as generating types (`spvOpcodeGeneratesType`,
/// `source/opcode.cpp`): a second definition of their result id is an error. The grammar's
/// `Type-Declaration` class differs (it has `OpTypeForwardPointer`, which declares no type).
pub(super) const TYPE_GENERATING_OPCODES: [Op; 36] = [
    Op::TypeVoid,
    Op::TypeBool,
    Op::TypeInt,
    Op::TypeFloat,
    Op::TypeVector,
    Op::TypeMatrix,
    Op::TypeImage,
    Op::TypeSampler,
    Op::TypeSampledImage,
    Op::TypeArray,
    Op::TypeRuntimeArray,
    Op::TypeStruct,
    Op::TypeOpaque,
    Op::TypePointer,
    Op::TypeFunction,
    Op::TypeEvent,
    Op::TypeDeviceEvent,
    Op::TypeReserveId,
    Op::TypeQueue,
    Op::TypePipe,
    Op::TypePipeStorage,
    Op::TypeNamedBarrier,
    Op::TypeAccelerationStructureNV,
    Op::TypeCooperativeMatrixNV,
    Op::TypeCooperativeMatrixKHR,
    Op::TypeCooperativeVectorNV,
    Op::TypeRayQueryKHR,
    Op::TypeHitObjectNV,
    Op::TypeHitObjectEXT,
    Op::TypeUntypedPointerKHR,
    Op::TypeNodePayloadArrayAMDX,
    Op::TypeTensorLayoutNV,
    Op::TypeTensorViewNV,
    Op::TypeTensorARM,
    Op::TypeTaskSequenceINTEL,
    Op::TypeGraphARM,
];

/// Whether SPIRV-Tools treats `opcode` as generating a type.
#[inline]
pub(super) fn generates_type(opcode: u16) -> bool {
    TYPE_GENERATING_OPCODES.iter().any(|op| *op as u16 == opcode)
}
