//! How SPIRV-Tools names operand kinds in its diagnostics (`spvOperandTypeStr`,
//! `source/operand.cpp`): `Invalid capability operand: 65280`, `Invalid decoration 'xxyyzz'.`.
//! The grammar has no such text, so this is compatibility data.

use crate::ExtSet;

/// The description of the core or extended-set operand kind `kind` (a grammar kind name) used
/// in SPIRV-Tools' messages; `set` is the extended set whose grammar defines it, if any.
pub(crate) fn kind_description(kind: &str, set: Option<ExtSet>) -> (&'static str, &'static str) {
    let prefix = match set {
        Some(ExtSet::OpenClDebugInfo100) => "OpenCL.DebugInfo.100 ",
        Some(ExtSet::NonSemanticShaderDebugInfo100) => "NonSemantic.Shader.DebugInfo.100 ",
        _ => "",
    };
    let text = match kind {
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
        "MemoryAccess" => "memory access",
        "FragmentShadingRate" => "shading rate",
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
        "ImageChannelOrder" => "image channel order",
        "ImageChannelDataType" => "image channel data type",
        "FPDenormMode" => "FP denorm mode",
        "FPOperationMode" => "FP operation mode",
        "QuantizationModes" => "quantization mode",
        "OverflowModes" => "overflow mode",
        "CooperativeVectorMatrixLayout" => "cooperative vector matrix layout",
        "ComponentType" => "component type",
        "FPEncoding" => "FP encoding",
        "KernelPropertyFlags" => "kernel property flags",
        "DebugInfoFlags" => "debug info flags",
        "DebugBaseTypeAttributeEncoding" => "debug base type encoding",
        "DebugCompositeType" => "debug composite type",
        "DebugTypeQualifier" => "debug type qualifier",
        "DebugOperation" => "debug operation",
        "DebugImportedEntity" => "debug imported entity",
        "BuildIdentifierFlags" => "debug build identifier flags",
        _ => "unknown",
    };
    // SPIRV-Tools' own wording for one kind of NonSemantic.Shader.DebugInfo.100.
    if prefix.starts_with("NonSemantic") && kind == "DebugBaseTypeAttributeEncoding" {
        return (prefix, "debug base type attribute encoding");
    }
    // Only the sets' own kinds (not the core kinds they use) carry the set's name.
    (if text.starts_with("debug") { prefix } else { "" }, text)
}
