//! How SPIRV-Tools names operand kinds in its diagnostics (`spvOperandTypeStr`,
//! `source/operand.cpp`): `Invalid capability operand: 65280`, `Invalid decoration 'xxyyzz'.`.
//! The grammar has no such text, so this is compatibility data, for both directions.

use crate::grammar::KindInfo;
use crate::spec::Capability;

type Kind = KindInfo<Capability>;

/// Whether `kind` is one of the kinds `table` defines.
fn is_kind_of(kind: Kind, table: crate::grammar::KindTable<Capability>) -> bool {
    table.get(kind.name()) == Some(kind)
}

/// How SPIRV-Tools names an operand kind in messages (`spvOperandTypeStr`).
pub(crate) fn kind_description(kind: Kind) -> &'static str {
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
        "IdRef" => "ID",
        "IdResultType" => "type ID",
        "IdResult" => "result ID",
        "IdMemorySemantics" => "memory semantics ID",
        "IdScope" => "scope ID",
        "LiteralInteger" | "LiteralFloat" => "literal number",
        "LiteralContextDependentNumber" => "possibly multi-word literal number",
        "LiteralExtInstInteger" => "extension instruction number",
        "LiteralSpecConstantOpInteger" => "OpSpecConstantOp opcode",
        "LiteralString" => "literal string",
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
