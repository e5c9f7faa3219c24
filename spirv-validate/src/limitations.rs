//! What an instruction requires of the entry points whose call graphs reach its function:
//! spirv-val's `RegisterExecutionModelLimitation` and `RegisterLimitation`. The passes register
//! them as they check the instructions; `ValidateExecutionLimitations`
//! (`passes/execution_limitations.rs`) checks them once every instruction is checked, entry
//! point by entry point. spirv-val also registers one for each use, in a function, of a pointer
//! type or variable of some storage classes ([`storage_class_rule`]), as it parses the
//! instruction: those come first in each function's list, and are worked out by the check.

use alloc::vec::Vec;

use spirv_core::spec::{ExecutionModeKind, ExecutionModel, StorageClass};
use spirv_model::Model;

use crate::facts::{Facts, has_mode};

/// Whether an entry point of `model` may reach the instruction.
pub(crate) type ModelRule = fn(ExecutionModel) -> bool;

/// Whether the entry point (its function id) keeps to a rule about it as a whole: its
/// execution models and modes.
pub(crate) type EntryRule = fn(&Model<'_, '_>, &Facts, u32) -> bool;

/// A limitation's rule.
#[derive(Clone, Copy)]
pub(crate) enum Rule {
    /// On each execution model of the entry point (`RegisterExecutionModelLimitation`).
    Model(ModelRule),
    /// On the entry point (`RegisterLimitation`).
    EntryPoint(EntryRule),
}

/// What spirv-val says of a broken limitation, made only when one is (but for the few made
/// when registered).
#[derive(Clone, Debug)]
pub(crate) enum Message {
    /// A text made when the limitation was registered.
    Owned(alloc::string::String),
    /// A fixed text.
    Text(&'static str),
    /// A Vulkan rule's name (under Vulkan) and a text.
    Vuid(u32, &'static str),
    /// A text and an opcode's name (`spvOpcodeString`).
    Opcode(&'static str, u16),
    /// An opcode's name and a text.
    OpcodeFirst(u16, &'static str),
}

/// When spirv-val registers a limitation: in its first walk of the instructions (the control-flow
/// pass, and the instruction's registration after its checks) or in the passes of each
/// instruction class, which walk the instructions again after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Phase {
    FirstWalk,
    Passes,
}

/// One limitation of the function `function`, registered at instruction `at` in `phase`.
#[derive(Clone)]
pub(crate) struct Limitation {
    pub(crate) function: u32,
    pub(crate) phase: Phase,
    pub(crate) at: u32,
    pub(crate) rule: Rule,
    pub(crate) message: Message,
}

impl Limitation {
    /// The order spirv-val registers them in.
    pub(crate) fn order(&self) -> (Phase, u32) {
        (self.phase, self.at)
    }
}

/// The limitations the passes register, in the order they do.
#[derive(Default)]
pub(crate) struct Limitations {
    list: Vec<Limitation>,
}

impl Limitations {
    /// Registers a limitation of the function holding instruction `at` (none outside
    /// functions, where spirv-val registers none), as a pass of each instruction class does.
    pub(crate) fn register(&mut self, model: &Model<'_, '_>, at: usize, rule: Rule, message: Message) {
        self.register_in(Phase::Passes, model, at, rule, message);
    }

    /// Registers a limitation in `phase`.
    pub(crate) fn register_in(&mut self, phase: Phase, model: &Model<'_, '_>, at: usize, rule: Rule, message: Message) {
        if let Some(function) = model.function_at(at) {
            let function = function.id.get();
            self.list.push(Limitation { function, phase, at: at as u32, rule, message });
        }
    }

    /// The limitations of `function`, in the order registered.
    pub(crate) fn of(&self, function: u32) -> impl Iterator<Item = &Limitation> {
        self.list.iter().filter(move |l| l.function == function)
    }

    /// Whether some limitation may be broken: its rule fails for an execution model or an
    /// entry point of the module. (If none may, which entry point reaches which function need
    /// not be worked out: most shaders sample images, whose limitations a fragment shader
    /// meets.)
    pub(crate) fn may_fail(&self, model: &Model<'_, '_>, facts: &Facts) -> bool {
        let entries = model.entry_points();
        self.list.iter().any(|l| match l.rule {
            Rule::Model(allows) => entries.iter().any(|e| facts.models_of(e.function.get()).any(|m| !allows(m))),
            Rule::EntryPoint(keeps) => entries.iter().any(|e| !keeps(model, facts, e.function.get())),
        })
    }
}

/// The limitation spirv-val registers for each use, in a function, of a pointer type or a
/// variable of `storage` (`RegisterStorageClassConsumer`); `vulkan`: under a Vulkan
/// environment.
pub(crate) fn storage_class_rule(storage: StorageClass, vulkan: bool) -> Option<(ModelRule, Message)> {
    use ExecutionModel as M;
    use StorageClass as S;
    let rule: (ModelRule, Message) = match storage {
        S::Output if vulkan => (
            |m| {
                !matches!(
                    m,
                    M::GLCompute
                        | M::RayGenerationKHR
                        | M::IntersectionKHR
                        | M::AnyHitKHR
                        | M::ClosestHitKHR
                        | M::MissKHR
                        | M::CallableKHR
                )
            },
            Message::Vuid(
                4644,
                "in Vulkan environment, Output Storage Class must not be used in GLCompute, RayGenerationKHR, \
                 IntersectionKHR, AnyHitKHR, ClosestHitKHR, MissKHR, or CallableKHR execution models",
            ),
        ),
        S::Workgroup if vulkan => (
            |m| matches!(m, M::GLCompute | M::TaskNV | M::MeshNV | M::TaskEXT | M::MeshEXT),
            Message::Vuid(
                4645,
                "in Vulkan environment, Workgroup Storage Class is limited to MeshNV, TaskNV, and GLCompute \
                 execution model",
            ),
        ),
        S::CallableDataKHR => (
            |m| matches!(m, M::RayGenerationKHR | M::ClosestHitKHR | M::CallableKHR | M::MissKHR),
            Message::Vuid(
                4704,
                "CallableDataKHR Storage Class is limited to RayGenerationKHR, ClosestHitKHR, CallableKHR, and \
                 MissKHR execution model",
            ),
        ),
        S::IncomingCallableDataKHR => (
            |m| m == M::CallableKHR,
            Message::Vuid(4705, "IncomingCallableDataKHR Storage Class is limited to CallableKHR execution model"),
        ),
        S::RayPayloadKHR => (
            |m| matches!(m, M::RayGenerationKHR | M::ClosestHitKHR | M::MissKHR),
            Message::Vuid(
                4698,
                "RayPayloadKHR Storage Class is limited to RayGenerationKHR, ClosestHitKHR, and MissKHR execution \
                 model",
            ),
        ),
        // ("sand": spirv-val's words.)
        S::HitAttributeKHR => (
            |m| matches!(m, M::IntersectionKHR | M::AnyHitKHR | M::ClosestHitKHR),
            Message::Vuid(
                4701,
                "HitAttributeKHR Storage Class is limited to IntersectionKHR, AnyHitKHR, sand ClosestHitKHR \
                 execution model",
            ),
        ),
        S::IncomingRayPayloadKHR => (
            |m| matches!(m, M::AnyHitKHR | M::ClosestHitKHR | M::MissKHR),
            Message::Vuid(
                4699,
                "IncomingRayPayloadKHR Storage Class is limited to AnyHitKHR, ClosestHitKHR, and MissKHR execution \
                 model",
            ),
        ),
        S::ShaderRecordBufferKHR => (
            |m| {
                matches!(
                    m,
                    M::RayGenerationKHR
                        | M::IntersectionKHR
                        | M::AnyHitKHR
                        | M::ClosestHitKHR
                        | M::CallableKHR
                        | M::MissKHR
                )
            },
            Message::Vuid(
                7119,
                "ShaderRecordBufferKHR Storage Class is limited to RayGenerationKHR, IntersectionKHR, AnyHitKHR, \
                 ClosestHitKHR, CallableKHR, and MissKHR execution model",
            ),
        ),
        S::TaskPayloadWorkgroupEXT => (
            |m| matches!(m, M::TaskEXT | M::MeshEXT),
            Message::Text("TaskPayloadWorkgroupEXT Storage Class is limited to TaskEXT and MeshKHR execution model"),
        ),
        S::HitObjectAttributeNV => (
            |m| matches!(m, M::RayGenerationKHR | M::ClosestHitKHR | M::MissKHR),
            Message::Text(
                "HitObjectAttributeNV Storage Class is limited to RayGenerationKHR, ClosestHitKHR or MissKHR \
                 execution model",
            ),
        ),
        S::HitObjectAttributeEXT => (
            |m| matches!(m, M::RayGenerationKHR | M::ClosestHitKHR | M::MissKHR),
            Message::Text(
                "HitObjectAttributeEXT Storage Class is limited to RayGenerationKHR, ClosestHitKHR or MissKHR \
                 execution model",
            ),
        ),
        _ => return None,
    };
    Some(rule)
}

/// Whether an entry point of `model` may compute derivatives (derivatives, implicit-LOD
/// sampling, `OpImageQueryLod`).
pub(crate) fn derivative_models(model: ExecutionModel) -> bool {
    use ExecutionModel as M;
    matches!(model, M::Fragment | M::GLCompute | M::MeshEXT | M::TaskEXT)
}

/// Whether the entry point computes derivatives in groups where it must: outside fragment
/// shaders, a GLCompute, MeshEXT or TaskEXT entry point needs a derivative group mode.
pub(crate) fn derivative_group(model: &Model<'_, '_>, facts: &Facts, entry: u32) -> bool {
    use ExecutionModel as M;
    let compute = facts.models_of(entry).any(|m| matches!(m, M::GLCompute | M::MeshEXT | M::TaskEXT));
    !compute
        || has_any_mode(
            model,
            entry,
            &[ExecutionModeKind::DerivativeGroupLinearKHR, ExecutionModeKind::DerivativeGroupQuadsKHR],
        )
}

/// Whether the entry point is given one of `modes`.
pub(crate) fn has_any_mode(model: &Model<'_, '_>, entry: u32, modes: &[ExecutionModeKind]) -> bool {
    modes.iter().any(|m| has_mode(model, entry, m.to_u32()))
}
