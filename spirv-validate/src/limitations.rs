//! The execution models an instruction limits the functions holding it to
//! (`RegisterExecutionModelLimitation` in SPIRV-Tools): a pass registers them for the function
//! holding the instruction as it checks the instruction, and spirv-val checks them against the
//! entry points whose call graphs hold the function once every pass has run
//! (`ValidateExecutionLimitations`). Only those of the scopes and barriers are registered here
//! (`crate::synchronization`, the barriers pass).

use spirv_core::spec::ExecutionModel;

/// A limit on the execution models of the entry points reaching a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Limitation {
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

impl Limitation {
    /// Whether an entry point of execution model `model` may reach the function.
    pub(crate) fn allows(self, model: ExecutionModel) -> bool {
        use ExecutionModel as E;
        match self {
            Limitation::ControlBarrierBefore1_3 => {
                matches!(model, E::TessellationControl | E::GLCompute | E::Kernel | E::TaskNV | E::MeshNV)
            }
            Limitation::ControlBarrierNotSubgroup => !matches!(
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
            Limitation::WorkgroupExecutionScope | Limitation::WorkgroupMemoryScope => {
                matches!(model, E::TaskNV | E::MeshNV | E::TaskEXT | E::MeshEXT | E::TessellationControl | E::GLCompute)
            }
            Limitation::ShaderCallMemoryScope => matches!(
                model,
                E::RayGenerationKHR
                    | E::IntersectionKHR
                    | E::AnyHitKHR
                    | E::ClosestHitKHR
                    | E::MissKHR
                    | E::CallableKHR
            ),
            Limitation::WorkgroupMemoryScopeGlsl450 => model != E::TessellationControl,
        }
    }

    /// The VUID its message names (`VkErrorID`), if any.
    pub(crate) fn vuid(self) -> Option<u32> {
        match self {
            Limitation::ControlBarrierBefore1_3 => None,
            Limitation::ControlBarrierNotSubgroup => Some(4682),
            Limitation::WorkgroupExecutionScope => Some(4637),
            Limitation::ShaderCallMemoryScope => Some(4640),
            Limitation::WorkgroupMemoryScope => Some(7321),
            Limitation::WorkgroupMemoryScopeGlsl450 => Some(7320),
        }
    }

    /// Its message, after the VUID.
    pub(crate) fn message(self) -> &'static str {
        match self {
            Limitation::ControlBarrierBefore1_3 => {
                "In SPIR-V 1.2 or earlier, OpControlBarrier requires one of the following Execution Models: \
                 TessellationControl, GLCompute, Kernel, MeshNV or TaskNV"
            }
            Limitation::ControlBarrierNotSubgroup => {
                "in Vulkan environment, OpControlBarrier execution scope must be Subgroup for Fragment, Vertex, \
                 Geometry, TessellationEvaluation, RayGeneration, Intersection, AnyHit, ClosestHit, and Miss \
                 execution models"
            }
            Limitation::WorkgroupExecutionScope => {
                "in Vulkan environment, Workgroup execution scope is only for TaskNV, MeshNV, TaskEXT, MeshEXT, \
                 TessellationControl, and GLCompute execution models"
            }
            Limitation::ShaderCallMemoryScope => "ShaderCallKHR Memory Scope requires a ray tracing execution model",
            Limitation::WorkgroupMemoryScope => {
                "Workgroup Memory Scope is limited to MeshNV, TaskNV, MeshEXT, TaskEXT, TessellationControl, and \
                 GLCompute execution model"
            }
            Limitation::WorkgroupMemoryScopeGlsl450 => {
                "Workgroup Memory Scope can't be used with TessellationControl using GLSL450 Memory Model"
            }
        }
    }
}
