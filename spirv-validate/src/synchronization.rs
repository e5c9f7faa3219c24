//! Scopes and memory semantics, the operands of every synchronizing instruction (atomics,
//! barriers, memory accesses' `MakePointerAvailable` and `MakePointerVisible`, clocks, group
//! operations), with spirv-val's rules for them stated once (SPIRV-Tools'
//! `source/val/validate_scopes.cpp` and `validate_memory_semantics.cpp`): `ValidateScope`,
//! `ValidateExecutionScope`, `ValidateMemoryScope`, `ValidateMemorySemantics`.
//!
//! Under Vulkan, a Workgroup or ShaderCallKHR scope, or `OpControlBarrier` of another execution
//! scope than Subgroup, limits the execution models of the entry points reaching the function
//! holding it: the limits are registered here (`register_limit`, through `limitations.rs`) and checked
//! once every pass has run (`passes/execution_limitations.rs`).

use alloc::format;
use alloc::string::String;

use spirv_core::spec::{Capability, ExecutionModel, MemoryModel, Op};
use spirv_core::{Family, OpSet, TargetEnv};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::limitations::{Message, ModelRule, Rule};
use crate::opcodes::op_name;
use spirv_core::predicates::is_constant;

/// The values of `Scope`.
mod scope {
    pub(super) const DEVICE: u32 = 1;
    pub(super) const WORKGROUP: u32 = 2;
    pub(super) const SUBGROUP: u32 = 3;
    pub(super) const INVOCATION: u32 = 4;
    pub(super) const QUEUE_FAMILY: u32 = 5;
    pub(super) const SHADER_CALL: u32 = 6;
}

/// The bits of `MemorySemantics`.
mod bits {
    pub(super) const ACQUIRE: u32 = 0x2;
    pub(super) const RELEASE: u32 = 0x4;
    pub(super) const ACQUIRE_RELEASE: u32 = 0x8;
    pub(super) const SEQUENTIALLY_CONSISTENT: u32 = 0x10;
    pub(super) const UNIFORM_MEMORY: u32 = 0x40;
    pub(super) const WORKGROUP_MEMORY: u32 = 0x100;
    pub(super) const IMAGE_MEMORY: u32 = 0x800;
    pub(super) const OUTPUT_MEMORY: u32 = 0x1000;
    pub(super) const MAKE_AVAILABLE: u32 = 0x2000;
    pub(super) const MAKE_VISIBLE: u32 = 0x4000;
    pub(super) const VOLATILE: u32 = 0x8000;
    /// The memory orders: at most one may be set.
    pub(super) const ORDER: u32 = ACQUIRE | RELEASE | ACQUIRE_RELEASE | SEQUENTIALLY_CONSISTENT;
    /// The storage classes Vulkan knows.
    pub(super) const VULKAN_STORAGE: u32 = UNIFORM_MEMORY | WORKGROUP_MEMORY | IMAGE_MEMORY | OUTPUT_MEMORY;
}

/// The non-uniform group operations (`spvOpcodeIsNonUniformGroupOperation`): the grammar's
/// `Non-Uniform` class but `OpGroupNonUniformPartitionNV`, with `OpGroupNonUniformRotateKHR`
/// (of the `Group` class).
pub(crate) static NON_UNIFORM_GROUP_OPERATIONS: OpSet = non_uniform_group_operations();

const fn non_uniform_group_operations() -> OpSet {
    OpSet::new(spirv_core::spec::OpClass::NonUniform.ops())
        .without(Op::GroupNonUniformPartitionNV)
        .with(Op::GroupNonUniformRotateKHR)
}

/// The non-uniform group operations whose execution scope is limited: all but
/// `OpGroupNonUniformQuadAllKHR` and `OpGroupNonUniformQuadAnyKHR`, which have no scope and are
/// excepted wherever spirv-val asks.
static LIMITED_NON_UNIFORM: OpSet =
    non_uniform_group_operations().without(Op::GroupNonUniformQuadAllKHR).without(Op::GroupNonUniformQuadAnyKHR);

/// An error of spirv-val's class for scopes and semantics (`SPV_ERROR_INVALID_DATA`).
fn invalid(c: &mut Checker<'_, '_>, index: usize, message: impl Into<String>) -> Fault {
    c.diag(ErrorKind::InvalidData, Some(index), message)
}

/// `ValidateScope`: the rules of every scope operand `scope` of the instruction at `index`: a
/// 32-bit integer, a constant under `Shader` (a specialization constant will do with
/// `CooperativeMatrixNV`), a known scope.
pub(crate) fn scope(c: &mut Checker<'_, '_>, index: usize, scope: u32) -> Result<(), Fault> {
    let (is_int32, known, value) = c.eval_int32_if_const(scope);
    if !is_int32 {
        let op = op_name(c.opcode_at(index));
        return Err(invalid(c, index, format!("{op}: expected scope to be a 32-bit int")));
    }
    if !known && c.has_capability(Capability::Shader) {
        if !c.has_capability(Capability::CooperativeMatrixNV) {
            return Err(invalid(c, index, "Scope ids must be OpConstant when Shader capability is present"));
        }
        if !c.def(scope).is_some_and(|d| is_constant(d.opcode() as u16)) {
            return Err(invalid(
                c,
                index,
                "Scope ids must be constant or specialization constant when CooperativeMatrixNV capability is present",
            ));
        }
    }
    // CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR.
    if known && value > scope::SHADER_CALL {
        let at = spirv_core::IdRef::new(scope).and_then(|s| c.model.def_index(s));
        let disassembly = at.and_then(|i| c.text(i)).unwrap_or_default();
        return Err(invalid(c, index, format!("Invalid scope value:\n {disassembly}")));
    }
    Ok(())
}

/// `ValidateExecutionScope`: [`scope`], and Vulkan's limits on execution scopes (Workgroup or
/// Subgroup; Subgroup for non-uniform group operations after Vulkan 1.0).
pub(crate) fn execution_scope(c: &mut Checker<'_, '_>, index: usize, id: u32) -> Result<(), Fault> {
    scope(c, index, id)?;
    let (_, known, value) = c.eval_int32_if_const(id);
    if !known {
        return Ok(());
    }
    let opcode = c.opcode_at(index);
    let op = op_name(opcode);
    let limited_non_uniform = LIMITED_NON_UNIFORM.contains(opcode);
    let env = c.options.target_env;
    if env.is_vulkan() {
        if env != TargetEnv::Vulkan1_0 && limited_non_uniform && value != scope::SUBGROUP {
            let message = format!("{}{op}: in Vulkan environment Execution scope is limited to Subgroup", c.vuid(4642));
            return Err(invalid(c, index, message));
        }
        // The execution models that may hold the instruction, checked once every pass has run.
        if opcode == Op::ControlBarrier as u16 && value != scope::SUBGROUP {
            register_limit(c, index, Limit::ControlBarrierNotSubgroup);
        }
        if value == scope::WORKGROUP {
            register_limit(c, index, Limit::WorkgroupExecutionScope);
        }
        if value != scope::WORKGROUP && value != scope::SUBGROUP {
            let message = format!(
                "{}{op}: in Vulkan environment Execution Scope is limited to Workgroup and Subgroup",
                c.vuid(4636)
            );
            return Err(invalid(c, index, message));
        }
    }
    if limited_non_uniform && value != scope::SUBGROUP && value != scope::WORKGROUP {
        return Err(invalid(c, index, format!("{op}: Execution scope is limited to Subgroup or Workgroup")));
    }
    Ok(())
}

/// `ValidateMemoryScope`: [`scope`], QueueFamily and Device under the Vulkan memory model, and
/// Vulkan's limits on memory scopes.
pub(crate) fn memory_scope(c: &mut Checker<'_, '_>, index: usize, id: u32) -> Result<(), Fault> {
    scope(c, index, id)?;
    let (_, known, value) = c.eval_int32_if_const(id);
    if !known {
        return Ok(());
    }
    let op = op_name(c.opcode_at(index));
    let vulkan_memory_model = c.has_capability(Capability::VulkanMemoryModel);
    if value == scope::QUEUE_FAMILY {
        if vulkan_memory_model {
            return Ok(());
        }
        return Err(invalid(
            c,
            index,
            format!("{op}: Memory Scope QueueFamilyKHR requires capability VulkanMemoryModelKHR"),
        ));
    }
    if value == scope::DEVICE && vulkan_memory_model && !c.has_capability(Capability::VulkanMemoryModelDeviceScope) {
        return Err(invalid(
            c,
            index,
            "Use of device scope with VulkanKHR memory model requires the VulkanMemoryModelDeviceScopeKHR capability",
        ));
    }
    let env = c.options.target_env;
    if env.is_vulkan() {
        // Of the scopes [`scope`] lets through, CrossDevice.
        if value == 0 {
            let message = format!(
                "{}{op}: in Vulkan environment Memory Scope is limited to Device, QueueFamily, Workgroup, \
                 ShaderCallKHR, Subgroup, or Invocation",
                c.vuid(4638)
            );
            return Err(invalid(c, index, message));
        }
        if env == TargetEnv::Vulkan1_0
            && value == scope::SUBGROUP
            && !c.has_capability(Capability::SubgroupBallotKHR)
            && !c.has_capability(Capability::SubgroupVoteKHR)
        {
            let message = format!(
                "{}{op}: in Vulkan 1.0 environment Memory Scope is can not be Subgroup without SubgroupBallotKHR or \
                 SubgroupVoteKHR declared",
                c.vuid(7951)
            );
            return Err(invalid(c, index, message));
        }
        // The execution models that may hold the instruction, checked once every pass has run.
        if value == scope::SHADER_CALL {
            register_limit(c, index, Limit::ShaderCallMemoryScope);
        }
        if value == scope::WORKGROUP {
            register_limit(c, index, Limit::WorkgroupMemoryScope);
            if c.model.memory_model().is_some_and(|(_, memory)| memory == MemoryModel::GLSL450) {
                register_limit(c, index, Limit::WorkgroupMemoryScopeGlsl450);
            }
        }
    }
    Ok(())
}

/// Which memory-semantics operand of an instruction is checked.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Semantics {
    /// The only one, or the Equal one of a compare-exchange.
    Only(u32),
    /// The Unequal one of a compare-exchange, and the Equal one it is compared with.
    Unequal { unequal: u32, equal: u32 },
}

/// `ValidateMemorySemantics`: the memory-semantics operand of the instruction at `index`, whose
/// memory scope is `memory_scope`: a 32-bit integer constant under `Shader`, the capabilities
/// of its bits, one memory order, the orders each instruction may use, Vulkan's memory model's
/// rules (under Vulkan or with the Vulkan memory model), and a compare-exchange's Unequal
/// semantics against its Equal ones.
pub(crate) fn memory_semantics(
    c: &mut Checker<'_, '_>,
    index: usize,
    semantics: Semantics,
    memory_scope: u32,
) -> Result<(), Fault> {
    let (id, equal) = match semantics {
        Semantics::Only(id) => (id, None),
        Semantics::Unequal { unequal, equal } => (unequal, Some(equal)),
    };
    let opcode = c.opcode_at(index);
    let op = op_name(opcode);
    let (is_int32, known, value) = c.eval_int32_if_const(id);
    let vulkan = c.options.target_env.is_vulkan()
        || c.model.memory_model().is_some_and(|(_, memory)| memory == MemoryModel::Vulkan);
    if !is_int32 {
        return Err(invalid(c, index, format!("{op}: expected Memory Semantics to be a 32-bit int")));
    }
    if !known {
        if c.has_capability(Capability::Shader) {
            if !c.has_capability(Capability::CooperativeMatrixNV) {
                return Err(invalid(
                    c,
                    index,
                    "Memory Semantics ids must be OpConstant when Shader capability is present",
                ));
            }
            if !c.def(id).is_some_and(|d| is_constant(d.opcode() as u16)) {
                return Err(invalid(
                    c,
                    index,
                    "Memory Semantics must be a constant instruction when CooperativeMatrixNV capability is present",
                ));
            }
        }
        return Ok(());
    }
    let vulkan_memory_model = c.has_capability(Capability::VulkanMemoryModel);
    if value & bits::UNIFORM_MEMORY != 0 && !c.has_capability(Capability::Shader) {
        return Err(invalid(c, index, format!("{op}: Memory Semantics UniformMemory requires capability Shader")));
    }
    if value & bits::OUTPUT_MEMORY != 0 && !vulkan_memory_model {
        return Err(invalid(
            c,
            index,
            format!("{op}: Memory Semantics OutputMemoryKHR requires capability VulkanMemoryModelKHR"),
        ));
    }
    let orders = (value & bits::ORDER).count_ones();
    if orders > 1 {
        let message =
            format!("{}{op}: Memory Semantics must have at most one non-relaxed memory order bit set", c.vuid(10865));
        return Err(invalid(c, index, message));
    }
    if vulkan && value & bits::SEQUENTIALLY_CONSISTENT != 0 {
        let message = format!(
            "{}{op}: Memory Semantics with SequentiallyConsistent memory order must not be used in the Vulkan API",
            c.vuid(10866)
        );
        return Err(invalid(c, index, message));
    }
    if matches!(Op::from_u16(opcode), Some(Op::AtomicStore | Op::AtomicFlagClear))
        && value & (bits::ACQUIRE | bits::ACQUIRE_RELEASE) != 0
    {
        let message = format!(
            "{}{op}: MemorySemantics must not use Acquire or AcquireRelease memory order with {op}",
            c.vuid(10867)
        );
        return Err(invalid(c, index, message));
    }
    if opcode == Op::AtomicLoad as u16 && value & (bits::RELEASE | bits::ACQUIRE_RELEASE) != 0 {
        let message = format!(
            "{}{op}: MemorySemantics must not use Release or AcquireRelease memory order with {op}",
            c.vuid(10868)
        );
        return Err(invalid(c, index, message));
    }
    // A relaxed fence does nothing in OpenCL, but is not forbidden there.
    if vulkan && opcode == Op::MemoryBarrier as u16 && orders == 0 {
        let message = format!("{}{op}: MemorySemantics must not use Relaxed memory order with {op}", c.vuid(10869));
        return Err(invalid(c, index, message));
    }
    if vulkan {
        let storage = value & bits::VULKAN_STORAGE != 0;
        if orders != 0 && !storage {
            let message = format!(
                "{}{op}: Memory Semantics with a non-relaxed memory order (Acquire, Release, or AcquireRelease) must \
                 have at least one Vulkan-supported storage class semantics bit set (UniformMemory, WorkgroupMemory, \
                 ImageMemory, or OutputMemory)",
                c.vuid(10870)
            );
            return Err(invalid(c, index, message));
        }
        if orders == 0 && storage {
            let message = format!(
                "{}{op}: Memory Semantics with at least one Vulkan-supported storage class semantics bit set \
                 (UniformMemory, WorkgroupMemory, ImageMemory, or OutputMemory) must use a non-relaxed memory order \
                 (Acquire, Release, or AcquireRelease)",
                c.vuid(10871)
            );
            return Err(invalid(c, index, message));
        }
    }
    if value & bits::MAKE_AVAILABLE != 0 {
        if !vulkan_memory_model {
            return Err(invalid(
                c,
                index,
                format!("{op}: Memory Semantics MakeAvailableKHR requires capability VulkanMemoryModelKHR"),
            ));
        }
        if value & (bits::RELEASE | bits::ACQUIRE_RELEASE) == 0 {
            let message = format!(
                "{}{op}: Memory Semantics with MakeAvailable bit set must use Release or AcquireRelease memory order",
                c.vuid(10872)
            );
            return Err(invalid(c, index, message));
        }
    }
    if value & bits::MAKE_VISIBLE != 0 {
        if !vulkan_memory_model {
            return Err(invalid(
                c,
                index,
                format!("{op}: Memory Semantics MakeVisibleKHR requires capability VulkanMemoryModelKHR"),
            ));
        }
        if value & (bits::ACQUIRE | bits::ACQUIRE_RELEASE) == 0 {
            let message = format!(
                "{}{op}: Memory Semantics with MakeVisible bit set must use Acquire or AcquireRelease memory order",
                c.vuid(10873)
            );
            return Err(invalid(c, index, message));
        }
    }
    if value & bits::VOLATILE != 0 {
        if !vulkan_memory_model {
            return Err(invalid(
                c,
                index,
                format!("{op}: Memory Semantics Volatile requires capability VulkanMemoryModelKHR"),
            ));
        }
        if !ATOMICS.contains(opcode) {
            let message = format!(
                "{}{op}: Memory Semantics with Volatile bit set must not be used with barrier instructions",
                c.vuid(10874)
            );
            return Err(invalid(c, index, message));
        }
    }
    if let Some(equal) = equal {
        if value & (bits::RELEASE | bits::ACQUIRE_RELEASE) != 0 {
            let message = format!(
                "{}{op} Unequal Memory Semantics must not use Release or AcquireRelease memory order",
                c.vuid(10875)
            );
            return Err(invalid(c, index, message));
        }
        let (_, _, equal) = c.eval_int32_if_const(equal);
        // Equal semantics Release with Unequal Acquire is allowed: the C standard does not
        // clearly forbid it.
        if (value & bits::SEQUENTIALLY_CONSISTENT != 0 && equal & bits::SEQUENTIALLY_CONSISTENT == 0)
            || (value & bits::ACQUIRE != 0 && equal & bits::ORDER == 0)
        {
            let message = format!(
                "{}{op} Unequal Memory Semantics must not use a stronger memory order than the corresponding Equal \
                 Memory Semantics",
                c.vuid(10876)
            );
            return Err(invalid(c, index, message));
        }
        if vulkan {
            if value & !equal & bits::VULKAN_STORAGE != 0 {
                let message = format!(
                    "{}{op} Unequal Memory Semantics must not have any Vulkan-supported storage class semantics bit \
                     set (UniformMemory, WorkgroupMemory, ImageMemory, or OutputMemory) unless this bit is also set \
                     in the corresponding Equal Memory Semantics",
                    c.vuid(10877)
                );
                return Err(invalid(c, index, message));
            }
            if value & !equal & bits::MAKE_VISIBLE != 0 {
                let message = format!(
                    "{}{op} Unequal Memory Semantics must not have MakeVisible bit set unless this bit is also set in \
                     the corresponding Equal Memory Semantics",
                    c.vuid(10878)
                );
                return Err(invalid(c, index, message));
            }
            if (value ^ equal) & bits::VOLATILE != 0 {
                let message = format!(
                    "{}{op} Unequal Memory Semantics must have Volatile bit set if and only if this bit is also set \
                     in the corresponding Equal Memory Semantics",
                    c.vuid(10879)
                );
                return Err(invalid(c, index, message));
            }
        }
    }
    if vulkan && orders != 0 {
        let (_, _, scope) = c.eval_int32_if_const(memory_scope);
        if scope == scope::INVOCATION {
            let message = format!(
                "{}{op}: Vulkan specification requires Memory Semantics to be Relaxed if used with Invocation Memory \
                 Scope",
                c.vuid(4641)
            );
            return Err(invalid(c, index, message));
        }
    }
    Ok(())
}

/// The atomic instructions (`spvOpcodeIsAtomicOp`): those spirv-val's atomics pass checks.
pub(crate) static ATOMICS: OpSet = {
    use Op as O;
    OpSet::new(&[
        O::AtomicLoad,
        O::AtomicStore,
        O::AtomicExchange,
        O::AtomicCompareExchange,
        O::AtomicCompareExchangeWeak,
        O::AtomicIIncrement,
        O::AtomicIDecrement,
        O::AtomicIAdd,
        O::AtomicFAddEXT,
        O::AtomicISub,
        O::AtomicSMin,
        O::AtomicUMin,
        O::AtomicFMinEXT,
        O::AtomicSMax,
        O::AtomicUMax,
        O::AtomicFMaxEXT,
        O::AtomicAnd,
        O::AtomicOr,
        O::AtomicXor,
        O::AtomicFlagTestAndSet,
        O::AtomicFlagClear,
    ])
};

/// Whether the environment is one of OpenCL's (`spvIsOpenCLEnv`).
pub(crate) fn is_opencl(c: &Checker<'_, '_>) -> bool {
    c.options.target_env.family() == Family::OpenCl
}

/// A limit on the execution models of the entry points reaching a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Limit {
    /// `OpControlBarrier` before SPIR-V 1.3.
    ControlBarrierBefore1_3,
    /// Vulkan: `OpControlBarrier` of an execution scope other than Subgroup (04682).
    ControlBarrierNotSubgroup,
    /// Vulkan: a Workgroup execution scope (04637).
    WorkgroupExecutionScope,
    /// Vulkan: a ShaderCallKHR memory scope (04640).
    ShaderCallMemoryScope,
    /// Vulkan: a Workgroup memory scope (07321).
    WorkgroupMemoryScope,
    /// Vulkan: a Workgroup memory scope under the GLSL450 memory model (07320).
    WorkgroupMemoryScopeGlsl450,
}

impl Limit {
    /// Whether an entry point of execution model `model` may reach the function.
    pub(crate) fn allows(self, model: ExecutionModel) -> bool {
        use ExecutionModel as E;
        match self {
            Limit::ControlBarrierBefore1_3 => {
                matches!(model, E::TessellationControl | E::GLCompute | E::Kernel | E::TaskNV | E::MeshNV)
            }
            Limit::ControlBarrierNotSubgroup => !matches!(
                model,
                E::Fragment
                    | E::Vertex
                    | E::Geometry
                    | E::TessellationEvaluation
                    | E::RayGenerationKHR
                    | E::IntersectionKHR
                    | E::AnyHitKHR
                    | E::ClosestHitKHR
                    | E::MissKHR
            ),
            Limit::WorkgroupExecutionScope | Limit::WorkgroupMemoryScope => {
                matches!(model, E::TaskNV | E::MeshNV | E::TaskEXT | E::MeshEXT | E::TessellationControl | E::GLCompute)
            }
            Limit::ShaderCallMemoryScope => matches!(
                model,
                E::RayGenerationKHR
                    | E::IntersectionKHR
                    | E::AnyHitKHR
                    | E::ClosestHitKHR
                    | E::MissKHR
                    | E::CallableKHR
            ),
            Limit::WorkgroupMemoryScopeGlsl450 => model != E::TessellationControl,
        }
    }

    /// The VUID its message names (`VkErrorID`), if any.
    pub(crate) fn vuid(self) -> Option<u32> {
        match self {
            Limit::ControlBarrierBefore1_3 => None,
            Limit::ControlBarrierNotSubgroup => Some(4682),
            Limit::WorkgroupExecutionScope => Some(4637),
            Limit::ShaderCallMemoryScope => Some(4640),
            Limit::WorkgroupMemoryScope => Some(7321),
            Limit::WorkgroupMemoryScopeGlsl450 => Some(7320),
        }
    }

    /// Its message, after the VUID.
    pub(crate) fn message(self) -> &'static str {
        match self {
            Limit::ControlBarrierBefore1_3 => {
                "In SPIR-V 1.2 or earlier, OpControlBarrier requires one of the following Execution Models: \
                 TessellationControl, GLCompute, Kernel, MeshNV or TaskNV"
            }
            Limit::ControlBarrierNotSubgroup => {
                "in Vulkan environment, OpControlBarrier execution scope must be Subgroup for Fragment, Vertex, \
                 Geometry, TessellationEvaluation, RayGeneration, Intersection, AnyHit, ClosestHit, and Miss \
                 execution models"
            }
            Limit::WorkgroupExecutionScope => {
                "in Vulkan environment, Workgroup execution scope is only for TaskNV, MeshNV, TaskEXT, MeshEXT, \
                 TessellationControl, and GLCompute execution models"
            }
            Limit::ShaderCallMemoryScope => "ShaderCallKHR Memory Scope requires a ray tracing execution model",
            Limit::WorkgroupMemoryScope => {
                "Workgroup Memory Scope is limited to MeshNV, TaskNV, MeshEXT, TaskEXT, TessellationControl, and \
                 GLCompute execution model"
            }
            Limit::WorkgroupMemoryScopeGlsl450 => {
                "Workgroup Memory Scope can't be used with TessellationControl using GLSL450 Memory Model"
            }
        }
    }
}

impl Limit {
    /// The rule as the limitations register it.
    fn rule(self) -> ModelRule {
        match self {
            Limit::ControlBarrierBefore1_3 => |m| Limit::ControlBarrierBefore1_3.allows(m),
            Limit::ControlBarrierNotSubgroup => |m| Limit::ControlBarrierNotSubgroup.allows(m),
            Limit::WorkgroupExecutionScope => |m| Limit::WorkgroupExecutionScope.allows(m),
            Limit::ShaderCallMemoryScope => |m| Limit::ShaderCallMemoryScope.allows(m),
            Limit::WorkgroupMemoryScope => |m| Limit::WorkgroupMemoryScope.allows(m),
            Limit::WorkgroupMemoryScopeGlsl450 => |m| Limit::WorkgroupMemoryScopeGlsl450.allows(m),
        }
    }
}

/// Registers `limit` for the function holding instruction `index`
/// (`RegisterExecutionModelLimitation`); none outside a function.
pub(crate) fn register_limit(c: &mut Checker<'_, '_>, index: usize, limit: Limit) {
    let message = match limit.vuid() {
        Some(vuid) => Message::Vuid(vuid, limit.message()),
        None => Message::Text(limit.message()),
    };
    c.limitations.register(&c.model, index, Rule::Model(limit.rule()), message);
}
