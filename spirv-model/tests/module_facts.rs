//! The model's whole-module facts: capabilities (and those they imply), extensions, the memory
//! model, entry points (conditional ones too), execution modes of any id, and decorations with
//! decoration groups applied as SPIR-V orders them: a group's decorations stated before the
//! `OpGroupDecorate` that applies them, which is what spirv-val registers (the validator's
//! decoration rules read these; `tests/validate_decorations.rs` checks them against spirv-val).

use spirv_core::Module;
use spirv_core::spec::{AddressingModel, Capability, Decoration, ExecutionModeKind, ExecutionModel, MemoryModel};
use spirv_model::Model;

fn assemble(text: &str) -> Vec<u32> {
    let options = spirv_core::text::AssembleOptions::default();
    spirv_core::text::assemble(text.as_bytes(), &options).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn capabilities_extensions_memory_model_and_conditional_entry_points() {
    let words = assemble(
        "OpCapability Shader
         OpCapability SpecConditionalINTEL
         OpExtension \"SPV_INTEL_function_variants\"
         OpConditionalCapabilityINTEL %cond Float64
         OpMemoryModel Logical GLSL450
         OpEntryPoint GLCompute %main \"main\"
         OpConditionalEntryPointINTEL %cond GLCompute %main \"other\"
         OpExecutionMode %main LocalSize 8 1 1
         OpExecutionMode %void LocalSize 2 1 1
         %void = OpTypeVoid
         %bool = OpTypeBool
         %cond = OpSpecConstantTrue %bool
         %fn = OpTypeFunction %void
         %main = OpFunction %void None %fn
         %entry = OpLabel
         OpReturn
         OpFunctionEnd",
    );
    let module = Module::decode_words(&words).unwrap();
    let model = Model::new(&module);
    let capabilities: Vec<_> = model.capabilities().map(|c| (c.item, c.index, c.condition.is_some())).collect();
    assert_eq!(
        capabilities,
        [(Capability::Shader, 0, false), (Capability::SpecConditionalINTEL, 1, false), (Capability::Float64, 3, true)]
    );
    // Shader implies Matrix; nothing declared implies Kernel.
    assert!(model.has_capability(Capability::Matrix));
    assert!(model.has_capability(Capability::Float64));
    assert!(!model.has_capability(Capability::Kernel));
    assert_eq!(model.extensions().count(), 1);
    assert!(model.has_extension("SPV_INTEL_function_variants"));
    assert!(!model.has_extension("SPV_INTEL_function"));
    assert_eq!(model.memory_model(), Some((AddressingModel::Logical, MemoryModel::GLSL450)));

    let entry_points = model.entry_points();
    assert_eq!(entry_points.len(), 2);
    assert_eq!((entry_points[0].index, entry_points[0].condition), (5, None));
    assert_eq!(entry_points[1].index, 6);
    assert_eq!(entry_points[1].condition, module.instructions[11].result_id().map(Into::into));
    assert!(entry_points.iter().all(|e| e.execution_model == ExecutionModel::GLCompute && e.modes.len() == 1));
    // A mode given an id that is no entry point is kept for that id, with its instruction.
    let void = module.instructions[9].result_id().unwrap();
    let modes: Vec<_> = model.execution_modes(void).map(|(index, mode)| (index, mode.kind())).collect();
    assert_eq!(modes, [(8, ExecutionModeKind::LocalSize)]);
}

#[test]
fn decoration_groups_apply_what_is_stated_before_them() {
    let words = assemble(
        "OpCapability Shader
         OpMemoryModel Logical GLSL450
         OpDecorate %group Restrict
         %group = OpDecorationGroup
         OpGroupDecorate %group %a
         OpGroupMemberDecorate %group %s 1
         OpDecorate %group Volatile
         OpGroupDecorate %group %b
         OpDecorate %a Aliased
         %int = OpTypeInt 32 1
         %s = OpTypeStruct %int %int
         %ptr = OpTypePointer Private %int
         %a = OpVariable %ptr Private
         %b = OpVariable %ptr Private",
    );
    let module = Module::decode_words(&words).unwrap();
    let model = Model::new(&module);
    let id = |index: usize| module.instructions[index].result_id().unwrap();
    let (group, s, a, b) = (id(3), id(10), id(12), id(13));
    // `Volatile` is stated after the first two uses of the group: only `%b` gets it.
    assert_eq!(model.decorations(a).cloned().collect::<Vec<_>>(), [Decoration::Restrict, Decoration::Aliased]);
    assert_eq!(model.member_decorations(s, 1).cloned().collect::<Vec<_>>(), [Decoration::Restrict]);
    assert_eq!(model.decorations(b).cloned().collect::<Vec<_>>(), [Decoration::Restrict, Decoration::Volatile]);
    assert_eq!(model.decorations(group).count(), 2);
    // Where each was given and stated: `%a`'s Restrict by the first OpGroupDecorate, stated by
    // the first OpDecorate.
    let of_a: Vec<_> =
        model.decorations_in_order().iter().filter(|d| d.id == a.get()).map(|d| (d.applied_at, d.stated_at)).collect();
    assert_eq!(of_a, [(4, 2), (8, 8)]);
}
