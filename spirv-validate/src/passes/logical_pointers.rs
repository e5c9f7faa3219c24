//! `ValidateLogicalPointers` (SPIRV-Tools' `source/val/validate_logical_pointers.cpp`): under
//! the `Logical` and `PhysicalStorageBuffer64` addressing models, which instructions may take
//! and return logical pointers (pointers of any storage class but `PhysicalStorageBuffer`), and
//! which need a variable pointers capability and the `StorageBuffer` or `Workgroup` storage
//! class to do so.

use spirv_core::spec::{AddressingModel, Capability, Instruction, Op, StorageClass};
use spirv_core::{IdKind, IdRef, OpSet, Visitor};

use super::{Report, Stop};
use crate::checker::Checker;
use crate::error::ErrorKind;

/// The instructions that may take a logical pointer operand with no capability.
static OPERAND_ALLOWED: OpSet = OpSet::new(&[
    Op::Load,
    Op::Store,
    Op::AccessChain,
    Op::InBoundsAccessChain,
    Op::FunctionCall,
    Op::ImageTexelPointer,
    Op::CopyMemory,
    Op::CopyObject,
    Op::ArrayLength,
    Op::ExtInst,
    Op::Decorate,
    Op::DecorateId,
    Op::GroupDecorate,
    Op::EntryPoint,
    Op::Name,
    Op::DecorateString,
    Op::UntypedArrayLengthKHR,
    Op::UntypedAccessChainKHR,
    Op::UntypedInBoundsAccessChainKHR,
    Op::CopyMemorySized,
    Op::CooperativeMatrixLoadKHR,
    Op::CooperativeMatrixLoadNV,
    Op::CooperativeMatrixStoreKHR,
    Op::CooperativeMatrixStoreNV,
    Op::TraceRayKHR,
    Op::ExecuteCallableKHR,
    Op::RayQueryConfirmIntersectionKHR,
    Op::RayQueryInitializeKHR,
    Op::RayQueryTerminateKHR,
    Op::RayQueryGenerateIntersectionKHR,
    Op::RayQueryProceedKHR,
    Op::RayQueryGetIntersectionTypeKHR,
    Op::RayQueryGetRayTMinKHR,
    Op::RayQueryGetRayFlagsKHR,
    Op::RayQueryGetIntersectionTKHR,
    Op::RayQueryGetIntersectionInstanceCustomIndexKHR,
    Op::RayQueryGetIntersectionInstanceIdKHR,
    Op::RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR,
    Op::RayQueryGetIntersectionGeometryIndexKHR,
    Op::RayQueryGetIntersectionPrimitiveIndexKHR,
    Op::RayQueryGetIntersectionBarycentricsKHR,
    Op::RayQueryGetIntersectionFrontFaceKHR,
    Op::RayQueryGetIntersectionCandidateAABBOpaqueKHR,
    Op::RayQueryGetIntersectionObjectRayDirectionKHR,
    Op::RayQueryGetIntersectionObjectRayOriginKHR,
    Op::RayQueryGetWorldRayDirectionKHR,
    Op::RayQueryGetWorldRayOriginKHR,
    Op::RayQueryGetIntersectionObjectToWorldKHR,
    Op::RayQueryGetIntersectionWorldToObjectKHR,
    Op::RayQueryGetIntersectionTriangleVertexPositionsKHR,
    Op::RayQueryGetClusterIdNV,
    Op::HitObjectGetClusterIdNV,
    Op::TraceMotionNV,
    Op::TraceRayMotionNV,
    Op::RayQueryGetIntersectionSpherePositionNV,
    Op::RayQueryGetIntersectionSphereRadiusNV,
    Op::RayQueryGetIntersectionLSSPositionsNV,
    Op::RayQueryGetIntersectionLSSRadiiNV,
    Op::RayQueryGetIntersectionLSSHitValueNV,
    Op::RayQueryIsSphereHitNV,
    Op::RayQueryIsLSSHitNV,
    Op::HitObjectGetSpherePositionNV,
    Op::HitObjectGetSphereRadiusNV,
    Op::HitObjectGetLSSPositionsNV,
    Op::HitObjectGetLSSRadiiNV,
    Op::HitObjectIsSphereHitNV,
    Op::HitObjectIsLSSHitNV,
    Op::ReorderThreadWithHitObjectNV,
    Op::HitObjectTraceRayNV,
    Op::HitObjectTraceRayMotionNV,
    Op::HitObjectRecordHitNV,
    Op::HitObjectRecordHitMotionNV,
    Op::HitObjectRecordHitWithIndexNV,
    Op::HitObjectRecordHitWithIndexMotionNV,
    Op::HitObjectRecordMissNV,
    Op::HitObjectRecordMissMotionNV,
    Op::HitObjectRecordEmptyNV,
    Op::HitObjectExecuteShaderNV,
    Op::HitObjectGetCurrentTimeNV,
    Op::HitObjectGetAttributesNV,
    Op::HitObjectGetHitKindNV,
    Op::HitObjectGetPrimitiveIndexNV,
    Op::HitObjectGetGeometryIndexNV,
    Op::HitObjectGetInstanceIdNV,
    Op::HitObjectGetInstanceCustomIndexNV,
    Op::HitObjectGetObjectRayOriginNV,
    Op::HitObjectGetObjectRayDirectionNV,
    Op::HitObjectGetWorldRayDirectionNV,
    Op::HitObjectGetWorldRayOriginNV,
    Op::HitObjectGetObjectToWorldNV,
    Op::HitObjectGetWorldToObjectNV,
    Op::HitObjectGetRayTMaxNV,
    Op::HitObjectGetRayTMinNV,
    Op::HitObjectGetShaderBindingTableRecordIndexNV,
    Op::HitObjectGetShaderRecordBufferHandleNV,
    Op::HitObjectIsEmptyNV,
    Op::HitObjectIsHitNV,
    Op::HitObjectIsMissNV,
    Op::HitObjectRecordFromQueryEXT,
    Op::HitObjectRecordMissEXT,
    Op::HitObjectRecordMissMotionEXT,
    Op::HitObjectGetIntersectionTriangleVertexPositionsEXT,
    Op::HitObjectGetRayFlagsEXT,
    Op::HitObjectSetShaderBindingTableRecordIndexEXT,
    Op::HitObjectReorderExecuteShaderEXT,
    Op::HitObjectTraceReorderExecuteEXT,
    Op::HitObjectTraceMotionReorderExecuteEXT,
    Op::ReorderThreadWithHintEXT,
    Op::ReorderThreadWithHitObjectEXT,
    Op::HitObjectTraceRayEXT,
    Op::HitObjectTraceRayMotionEXT,
    Op::HitObjectRecordEmptyEXT,
    Op::HitObjectExecuteShaderEXT,
    Op::HitObjectGetCurrentTimeEXT,
    Op::HitObjectGetAttributesEXT,
    Op::HitObjectGetHitKindEXT,
    Op::HitObjectGetPrimitiveIndexEXT,
    Op::HitObjectGetGeometryIndexEXT,
    Op::HitObjectGetInstanceIdEXT,
    Op::HitObjectGetInstanceCustomIndexEXT,
    Op::HitObjectGetObjectRayOriginEXT,
    Op::HitObjectGetObjectRayDirectionEXT,
    Op::HitObjectGetWorldRayDirectionEXT,
    Op::HitObjectGetWorldRayOriginEXT,
    Op::HitObjectGetObjectToWorldEXT,
    Op::HitObjectGetWorldToObjectEXT,
    Op::HitObjectGetRayTMaxEXT,
    Op::HitObjectGetRayTMinEXT,
    Op::HitObjectGetShaderBindingTableRecordIndexEXT,
    Op::HitObjectGetShaderRecordBufferHandleEXT,
    Op::HitObjectIsEmptyEXT,
    Op::HitObjectIsHitEXT,
    Op::HitObjectIsMissEXT,
    Op::RawAccessChainNV,
    Op::CooperativeMatrixLoadTensorNV,
    Op::CooperativeMatrixStoreTensorNV,
    Op::CooperativeVectorLoadNV,
    Op::CooperativeVectorStoreNV,
    Op::CooperativeVectorMatrixMulNV,
    Op::CooperativeVectorMatrixMulAddNV,
    Op::CooperativeVectorOuterProductAccumulateNV,
    Op::CooperativeVectorReduceSumAccumulateNV,
    Op::EmitMeshTasksEXT,
    Op::EnqueueNodePayloadsAMDX,
    Op::NodePayloadArrayLengthAMDX,
    Op::IsNodePayloadValidAMDX,
    Op::FinishWritingNodePayloadAMDX,
    Op::GraphEntryPointARM,
    // The atomic instructions (`spvOpcodeIsAtomicOp`).
    Op::AtomicLoad,
    Op::AtomicExchange,
    Op::AtomicCompareExchange,
    Op::AtomicCompareExchangeWeak,
    Op::AtomicIIncrement,
    Op::AtomicIDecrement,
    Op::AtomicIAdd,
    Op::AtomicFAddEXT,
    Op::AtomicISub,
    Op::AtomicSMin,
    Op::AtomicUMin,
    Op::AtomicFMinEXT,
    Op::AtomicSMax,
    Op::AtomicUMax,
    Op::AtomicFMaxEXT,
    Op::AtomicAnd,
    Op::AtomicOr,
    Op::AtomicXor,
    Op::AtomicFlagTestAndSet,
    Op::AtomicStore,
    Op::AtomicFlagClear,
]);

/// The instructions that may take a logical pointer operand with a variable pointers capability.
static OPERAND_VARIABLE: OpSet = OpSet::new(&[
    Op::ReturnValue,
    Op::PtrAccessChain,
    Op::PtrEqual,
    Op::PtrNotEqual,
    Op::PtrDiff,
    Op::Select,
    Op::Phi,
    Op::Variable,
    Op::UntypedPtrAccessChainKHR,
]);

/// The instructions that may return a logical pointer with no capability.
static RETURN_ALLOWED: OpSet = OpSet::new(&[
    Op::Variable,
    Op::AccessChain,
    Op::InBoundsAccessChain,
    Op::FunctionParameter,
    Op::ImageTexelPointer,
    Op::CopyObject,
    Op::Undef,
    Op::UntypedAccessChainKHR,
    Op::UntypedInBoundsAccessChainKHR,
    Op::UntypedVariableKHR,
    Op::RawAccessChainNV,
    Op::AllocateNodePayloadsAMDX,
]);

/// The instructions that may return a logical pointer with a variable pointers capability.
static RETURN_VARIABLE: OpSet = OpSet::new(&[
    Op::Select,
    Op::Phi,
    Op::FunctionCall,
    Op::PtrAccessChain,
    Op::Load,
    Op::ConstantNull,
    Op::Function,
    Op::UntypedPtrAccessChainKHR,
]);

/// The storage class of a logical pointer type (`IsLogicalPointer` of a value of it): a pointer
/// type, typed or not, of any storage class but `PhysicalStorageBuffer`.
fn logical_pointer_class(c: &Checker<'_, '_>, ty: u32) -> Option<StorageClass> {
    match c.def(ty)? {
        Instruction::TypePointer { storage_class, .. } | Instruction::TypeUntypedPointerKHR { storage_class, .. }
            if *storage_class != StorageClass::PhysicalStorageBuffer =>
        {
            Some(*storage_class)
        }
        _ => None,
    }
}

/// The storage class of the value `id` if it is a logical pointer.
fn logical_pointer_value(c: &Checker<'_, '_>, id: u32) -> Option<StorageClass> {
    logical_pointer_class(c, c.type_of(id))
}

/// The storage class of the first id operand of an instruction that is a logical pointer.
struct FirstPointerOperand<'c, 'm, 'a> {
    c: &'c Checker<'m, 'a>,
    found: Option<StorageClass>,
}

impl Visitor<'_> for FirstPointerOperand<'_, '_, '_> {
    fn id(&mut self, kind: IdKind, id: IdRef) {
        if self.found.is_none() && !matches!(kind, IdKind::Result | IdKind::ResultType) {
            self.found = logical_pointer_value(self.c, id.get());
        }
    }
}

/// Whether a variable pointer of storage class `sc` is allowed by the capabilities declared.
fn variable_pointer_allowed(c: &Checker<'_, '_>, sc: StorageClass) -> bool {
    (sc == StorageClass::StorageBuffer && c.module_has_capability(Capability::VariablePointersStorageBuffer))
        || (sc == StorageClass::Workgroup && c.module_has_capability(Capability::VariablePointers))
}

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    if !matches!(c.module_addressing_model(), Some(AddressingModel::Logical | AddressingModel::PhysicalStorageBuffer64))
        || c.options.relax_logical_pointer
        || c.options.before_hlsl_legalization
    {
        return Ok(());
    }
    let module = c.module;
    for (index, inst) in module.instructions.iter().enumerate() {
        let opcode = inst.opcode() as u16;
        // The operands.
        let mut first = FirstPointerOperand { c, found: None };
        inst.visit(&mut first);
        if let Some(sc) = first.found {
            let message = if OPERAND_ALLOWED.contains(opcode) {
                None
            } else if OPERAND_VARIABLE.contains(opcode) {
                (!variable_pointer_allowed(c, sc)).then_some(
                    "Instruction may only have a logical pointer operand in the StorageBuffer or Workgroup storage \
                     classes with appropriate variable pointers capability",
                )
            } else {
                Some("Instruction may not have a logical pointer operand")
            };
            if let Some(message) = message {
                let e = c.diag(ErrorKind::InvalidData, Some(index), message);
                report.error(e)?;
                continue;
            }
        }
        // The result.
        let Some(sc) = inst.result_type().and_then(|t| logical_pointer_class(c, t.get())) else { continue };
        let message = if RETURN_ALLOWED.contains(opcode) {
            None
        } else if RETURN_VARIABLE.contains(opcode) {
            (!variable_pointer_allowed(c, sc)).then_some(
                "Instruction may only return a logical pointer in the StorageBuffer or Workgroup storage classes \
                 with appropriate variable pointers capability",
            )
        } else {
            Some("Instruction may not return a logical pointer")
        };
        if let Some(message) = message {
            let e = c.diag(ErrorKind::InvalidData, Some(index), message);
            report.error(e)?;
        }
    }
    Ok(())
}
