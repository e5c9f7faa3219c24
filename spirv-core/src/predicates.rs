//! SPIRV-Tools' opcode predicates (`source/opcode.cpp`), each stated once as the grammar class
//! it is nearest to and the differences SPIRV-Tools makes from that class, with where each
//! difference comes from. The text tools and the validator, which must agree with SPIRV-Tools,
//! ask these; `tests/predicates.rs` lists every difference against the grammar.

use crate::OpSet;
use crate::spec::{Capability, Op, OpClass, StorageClass};

/// The opcodes SPIRV-Tools treats as generating a type (`spvOpcodeGeneratesType`): a second
/// definition of their result id is an error to its tools, and its validator places them in
/// the types section and takes them where a type is expected. (A constant, from which other
/// sets are made: ask [`generates_type`].)
pub const GENERATES_TYPE: OpSet = OpSet::new(OpClass::TypeDeclaration.ops())
    // Declares the storage class of a pointer type another instruction generates.
    .without(Op::TypeForwardPointer)
    // Intel types of the grammar's class that `spvOpcodeGeneratesType` does not list.
    .without(Op::TypeBufferSurfaceINTEL)
    .without(Op::TypeStructContinuedINTEL)
    // Types it lists that the grammar puts in other classes (`Reserved`, `@exclude`).
    .with(Op::TypeNodePayloadArrayAMDX)
    .with(Op::TypeTaskSequenceALTERA);

/// Whether SPIRV-Tools treats `opcode` as generating a type ([`GENERATES_TYPE`]).
///
/// ```
/// use spirv_core::predicates::generates_type;
/// use spirv_core::spec::Op;
/// assert!(generates_type(Op::TypeInt as u16));
/// assert!(!generates_type(Op::TypeForwardPointer as u16)); // in the grammar's Type-Declaration class
/// assert!(generates_type(Op::TypeNodePayloadArrayAMDX as u16)); // in its Reserved class
/// ```
#[inline]
pub const fn generates_type(opcode: u16) -> bool {
    // A reference to a constant: promoted to one static copy, not copied per call.
    GENERATES_TYPE.contains(opcode)
}

/// The opcodes SPIRV-Tools treats as constants (`spvOpcodeIsConstant`): what its validator's
/// constant pass checks and what may name an id of a type where a constant is expected.
pub const IS_CONSTANT: OpSet = OpSet::new(OpClass::ConstantCreation.ops())
    // Continuations of a composite, which spvOpcodeIsConstant does not list.
    .without(Op::ConstantCompositeContinuedINTEL)
    .without(Op::SpecConstantCompositeContinuedINTEL)
    // Constants it lists that the grammar puts in other classes (`@exclude`, `Reserved`,
    // `Graph`).
    .with(Op::AsmTargetINTEL)
    .with(Op::AsmINTEL)
    .with(Op::ConstantFunctionPointerINTEL)
    .with(Op::ConstantStringAMDX)
    .with(Op::SpecConstantStringAMDX)
    .with(Op::GraphConstantARM);

/// Whether SPIRV-Tools treats `opcode` as a constant ([`IS_CONSTANT`]).
#[inline]
pub const fn is_constant(opcode: u16) -> bool {
    IS_CONSTANT.contains(opcode)
}

/// The opcodes SPIRV-Tools treats as specialization constants (`spvOpcodeIsSpecConstant`).
/// The grammar has no class of them.
pub const IS_SPEC_CONSTANT: OpSet = OpSet::new(&[
    Op::SpecConstantTrue,
    Op::SpecConstantFalse,
    Op::SpecConstant,
    Op::SpecConstantComposite,
    Op::SpecConstantCompositeReplicateEXT,
    Op::SpecConstantOp,
    Op::SpecConstantArchitectureINTEL,
    Op::SpecConstantTargetINTEL,
    Op::SpecConstantCapabilitiesINTEL,
]);

/// Whether SPIRV-Tools treats `opcode` as a specialization constant ([`IS_SPEC_CONSTANT`]).
#[inline]
pub const fn is_spec_constant(opcode: u16) -> bool {
    IS_SPEC_CONSTANT.contains(opcode)
}

/// The operations `OpSpecConstantOp` may name in any module, as SPIRV-Tools 2025.5 lists them
/// (`kOpSpecConstantOpcodes` in `source/assembly_grammar.cpp`, less those of
/// [`SPEC_CONSTANT_KERNEL_OPERATIONS`]): the grammar does not say which opcodes are allowed
/// there. The assembler and the disassembler reject any opcode of neither list.
pub const SPEC_CONSTANT_SHADER_OPERATIONS: &[Op] = &[
    Op::SConvert,
    Op::FConvert,
    Op::UConvert,
    Op::QuantizeToF16,
    Op::SNegate,
    Op::Not,
    Op::IAdd,
    Op::ISub,
    Op::IMul,
    Op::UDiv,
    Op::SDiv,
    Op::UMod,
    Op::SRem,
    Op::SMod,
    Op::ShiftRightLogical,
    Op::ShiftRightArithmetic,
    Op::ShiftLeftLogical,
    Op::BitwiseOr,
    Op::BitwiseAnd,
    Op::BitwiseXor,
    Op::VectorShuffle,
    Op::CompositeExtract,
    Op::CompositeInsert,
    Op::LogicalOr,
    Op::LogicalAnd,
    Op::LogicalNot,
    Op::LogicalEqual,
    Op::LogicalNotEqual,
    Op::Select,
    Op::IEqual,
    Op::INotEqual,
    Op::ULessThan,
    Op::SLessThan,
    Op::UGreaterThan,
    Op::SGreaterThan,
    Op::ULessThanEqual,
    Op::SLessThanEqual,
    Op::UGreaterThanEqual,
    Op::SGreaterThanEqual,
    Op::CooperativeMatrixLengthNV,
    Op::CooperativeMatrixLengthKHR,
];

/// The operations `OpSpecConstantOp` may name only with the `Kernel` capability (spirv-val's
/// `ValidateSpecConstantOp` in `source/val/validate_constants.cpp`).
pub const SPEC_CONSTANT_KERNEL_OPERATIONS: &[Op] = &[
    Op::ConvertFToS,
    Op::ConvertSToF,
    Op::ConvertFToU,
    Op::ConvertUToF,
    Op::ConvertPtrToU,
    Op::ConvertUToPtr,
    Op::GenericCastToPtr,
    Op::PtrCastToGeneric,
    Op::Bitcast,
    Op::FNegate,
    Op::FAdd,
    Op::FSub,
    Op::FMul,
    Op::FDiv,
    Op::FRem,
    Op::FMod,
    Op::AccessChain,
    Op::InBoundsAccessChain,
    Op::PtrAccessChain,
    Op::InBoundsPtrAccessChain,
];

/// Every operation `OpSpecConstantOp` may name: both lists.
pub const SPEC_CONSTANT_OPERATIONS: OpSet =
    OpSet::new(SPEC_CONSTANT_SHADER_OPERATIONS).union(&OpSet::new(SPEC_CONSTANT_KERNEL_OPERATIONS));

/// The debug instructions (`spvOpcodeIsDebug`): the grammar's `Debug` class.
pub const IS_DEBUG: OpSet = OpSet::new(OpClass::Debug.ops());

/// Whether `opcode` is a debug instruction to SPIRV-Tools ([`IS_DEBUG`]).
#[inline]
pub const fn is_debug(opcode: u16) -> bool {
    IS_DEBUG.contains(opcode)
}

/// The decorations (`spvOpcodeIsDecoration`): the grammar's `Annotation` class but
/// `OpDecorationGroup`, which decorates nothing itself.
pub const IS_DECORATION: OpSet = OpSet::new(OpClass::Annotation.ops()).without(Op::DecorationGroup);

/// Whether `opcode` is a decoration to SPIRV-Tools ([`IS_DECORATION`]).
#[inline]
pub const fn is_decoration(opcode: u16) -> bool {
    IS_DECORATION.contains(opcode)
}

/// The storage classes a Vulkan environment allows (`IsValidStorageClass` in SPIRV-Tools'
/// `source/val/validate_memory.cpp`); other environments allow every one.
pub fn is_vulkan_storage_class(class: StorageClass) -> bool {
    use StorageClass as S;
    matches!(
        class,
        S::UniformConstant
            | S::Uniform
            | S::StorageBuffer
            | S::Input
            | S::Output
            | S::Image
            | S::Workgroup
            | S::Private
            | S::Function
            | S::PushConstant
            | S::PhysicalStorageBuffer
            | S::RayPayloadKHR
            | S::IncomingRayPayloadKHR
            | S::HitAttributeKHR
            | S::CallableDataKHR
            | S::IncomingCallableDataKHR
            | S::ShaderRecordBufferKHR
            | S::TaskPayloadWorkgroupEXT
            | S::HitObjectAttributeNV
            | S::HitObjectAttributeEXT
            | S::TileImageEXT
            | S::NodePayloadAMDX
            | S::TileAttachmentQCOM
    )
}

/// The capabilities that let a module declare 8-bit integers (spirv-val's `declare_int8_type`
/// feature, which `RegisterCapability` sets): `Int8` and the 8-bit storage capabilities.
pub const DECLARES_INT8: &[Capability] = &[
    Capability::Int8,
    Capability::StorageBuffer8BitAccess,
    Capability::UniformAndStorageBuffer8BitAccess,
    Capability::StoragePushConstant8,
    Capability::WorkgroupMemoryExplicitLayout8BitAccessKHR,
];

/// The capabilities that let a module declare 16-bit integers (`declare_int16_type`): `Int16`
/// and the 16-bit storage capabilities.
pub const DECLARES_INT16: &[Capability] = &[
    Capability::Int16,
    Capability::StorageBuffer16BitAccess,
    Capability::UniformAndStorageBuffer16BitAccess,
    Capability::StoragePushConstant16,
    Capability::StorageInputOutput16,
    Capability::WorkgroupMemoryExplicitLayout16BitAccessKHR,
];

/// The capabilities that let a module declare IEEE 16-bit floats (`declare_float16_type`):
/// `Float16`, `Float16Buffer` and the 16-bit storage capabilities.
pub const DECLARES_FLOAT16: &[Capability] = &[
    Capability::Float16,
    Capability::Float16Buffer,
    Capability::StorageBuffer16BitAccess,
    Capability::UniformAndStorageBuffer16BitAccess,
    Capability::StoragePushConstant16,
    Capability::StorageInputOutput16,
    Capability::WorkgroupMemoryExplicitLayout16BitAccessKHR,
];

/// The extensions that let a module declare IEEE 16-bit floats too (`RegisterExtension`).
pub const DECLARES_FLOAT16_EXTENSIONS: &[&str] =
    &["SPV_AMD_gpu_shader_half_float", "SPV_AMD_gpu_shader_half_float_fetch"];

/// Adds `capability` and the capabilities it implies (the grammar's `capabilities` of a
/// `Capability` value, recursively) through `insert`, which says whether each was new: the
/// implied capabilities of one already there are not followed again. spirv-val registers a
/// declared capability so (`RegisterCapability`), and every set of declared capabilities here
/// is closed through this.
///
/// ```
/// use spirv_core::predicates::insert_closed;
/// use spirv_core::spec::Capability;
///
/// let mut set = Vec::new();
/// insert_closed(Capability::Shader, &mut |c| !set.contains(&c) && { set.push(c); true });
/// assert_eq!(set, [Capability::Shader, Capability::Matrix]);
/// ```
pub fn insert_closed(capability: Capability, insert: &mut impl FnMut(Capability) -> bool) {
    if insert(capability) {
        for &implied in capability.capabilities() {
            insert_closed(implied, insert);
        }
    }
}
