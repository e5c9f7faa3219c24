//! The validator's hit-object passes (`RayReorderNVPass`, `RayReorderEXTPass`) on modules that
//! break their rules: SPIRV-Tools' own tests of them (`val_ray_tracing_reorder_test`, in
//! `validate_spirv_tools_cases.rs`) are all valid modules, so these keep the checks honest.
//! Each case holds spirv-val's (SPIRV-Tools 2025.5) first error line; the module is assembled by
//! our assembler and our first line must be it. With the reference tools (`SPIRV_TOOLS_BIN`),
//! spirv-val judges the same binary again and our whole output must be its.

use spirv_core::TargetEnv;
use spirv_core::text::{AssembleOptions, assemble};
use spirv_validate::validate;
use spirv_workspace::validate_cases::{options, spirv_val};

/// A module of one entry point, `main`, of execution model `model`, with the capability and
/// extension of `ext` (`NV` or `EXT`) invocation reordering: a hit object `%hObj` of that
/// extension, a payload `%payload`, an acceleration structure `%as`, a few constants; `body`
/// in `main`'s only block.
macro_rules! module {
    (model: $model:expr, ext: $ext:expr, $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability RayTracingKHR\n",
            "OpCapability ShaderInvocationReorder", $ext, "\n",
            "OpExtension \"SPV_KHR_ray_tracing\"\n",
            "OpExtension \"SPV_", $ext, "_shader_invocation_reorder\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint ", $model, " %main \"main\" %hObj %payload %as %fp\n",
            "OpDecorate %as DescriptorSet 0\n",
            "OpDecorate %as Binding 0\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%bool = OpTypeBool\n",
            "%float = OpTypeFloat 32\n",
            "%v3float = OpTypeVector %float 3\n",
            "%v4float = OpTypeVector %float 4\n",
            "%mat3 = OpTypeMatrix %v3float 3\n",
            "%int = OpTypeInt 32 1\n",
            "%uint = OpTypeInt 32 0\n",
            "%uint_1 = OpConstant %uint 1\n",
            "%int_1 = OpConstant %int 1\n",
            "%float_1 = OpConstant %float 1\n",
            "%v3_1 = OpConstantComposite %v3float %float_1 %float_1 %float_1\n",
            "%hit = OpTypeHitObject", $ext, "\n",
            "%ptr_hit = OpTypePointer Private %hit\n",
            "%hObj = OpVariable %ptr_hit Private\n",
            "%ptr_payload = OpTypePointer RayPayloadKHR %v4float\n",
            "%payload = OpVariable %ptr_payload RayPayloadKHR\n",
            "%accel = OpTypeAccelerationStructureKHR\n",
            "%ptr_accel = OpTypePointer UniformConstant %accel\n",
            "%as = OpVariable %ptr_accel UniformConstant\n",
            "%ptr_float = OpTypePointer Private %float\n",
            "%fp = OpVariable %ptr_float Private\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%asv = OpLoad %accel %as\n",
            $($body,)*
            "OpReturn\n",
            "OpFunctionEnd\n",
        )
    };
}

/// A module, its environment, and spirv-val's first error line (`None`: it accepts it).
struct Case {
    name: &'static str,
    env: &'static str,
    expect: Option<&'static str>,
    asm: &'static str,
}

const CASES: &[Case] = &[
    Case {
        name: "the hit object's queries and reorderings kept to the rules",
        env: "vulkan1.2",
        expect: None,
        asm: module!(model: "RayGenerationKHR", ext: "EXT",
            "%e = OpHitObjectIsEmptyEXT %bool %hObj\n",
            "%t = OpHitObjectGetRayTMaxEXT %float %hObj\n",
            "OpReorderThreadWithHitObjectEXT %hObj %uint_1 %uint_1\n",
            "OpHitObjectTraceRayEXT %hObj %asv %uint_1 %uint_1 %uint_1 %uint_1 %uint_1 %v3_1 %float_1 %v3_1 %float_1 %payload\n",
        ),
    },
    Case {
        name: "NV: a test of emptiness that is no boolean",
        env: "vulkan1.2",
        expect: Some("error: line 35: expected Result Type to be bool scalar type"),
        asm: module!(model: "RayGenerationKHR", ext: "NV", "%e = OpHitObjectIsEmptyNV %int %hObj\n"),
    },
    Case {
        name: "EXT: a query of what is no hit object",
        env: "vulkan1.2",
        expect: Some("error: line 35: Type must be OpTypeHitObjectEXT"),
        asm: module!(model: "RayGenerationKHR", ext: "EXT", "%t = OpHitObjectGetRayTMaxEXT %float %fp\n"),
    },
    Case {
        name: "EXT: a matrix of three columns for the world-to-object transform",
        env: "vulkan1.2",
        expect: Some(
            "error: line 35: expected Result Type matrix to have a Column Count of 4HitObjectGetWorldToObjectEXT",
        ),
        asm: module!(model: "RayGenerationKHR", ext: "EXT", "%m = OpHitObjectGetWorldToObjectEXT %mat3 %hObj\n"),
    },
    Case {
        name: "EXT: a reordering's hint without its bits",
        env: "vulkan1.2",
        expect: Some(
            "error: line 35: Hint and Bits are optional together i.e  Either both Hint and Bits should be provided \
             or neither.",
        ),
        asm: module!(model: "RayGenerationKHR", ext: "EXT", "OpReorderThreadWithHitObjectEXT %hObj %uint_1\n"),
    },
    Case {
        name: "NV: a trace's cull mask of a signed integer",
        env: "vulkan1.2",
        expect: Some("error: line 35: Cull mask must be a 32-bit int scalar"),
        asm: module!(model: "RayGenerationKHR", ext: "NV",
            "OpHitObjectTraceRayNV %hObj %asv %uint_1 %int_1 %uint_1 %uint_1 %uint_1 %v3_1 %float_1 %v3_1 %float_1 %payload\n",
        ),
    },
    Case {
        name: "EXT: a recorded miss's signed miss index",
        env: "vulkan1.2",
        expect: Some("error: line 35: Miss Index must be a 32-bit unsigned int scalar"),
        asm: module!(model: "RayGenerationKHR", ext: "EXT",
            "OpHitObjectRecordMissEXT %hObj %uint_1 %int_1 %v3_1 %float_1 %v3_1 %float_1\n",
        ),
    },
    Case {
        name: "EXT: a trace whose payload is no payload variable",
        env: "vulkan1.2",
        expect: Some(
            "error: line 35: payload must be a OpVariable of storage class RayPayloadKHR or IncomingRayPayloadKHR",
        ),
        asm: module!(model: "RayGenerationKHR", ext: "EXT",
            "OpHitObjectTraceRayEXT %hObj %asv %uint_1 %uint_1 %uint_1 %uint_1 %uint_1 %v3_1 %float_1 %v3_1 %float_1 %fp\n",
        ),
    },
    Case {
        name: "EXT: a reordering in a closest-hit shader",
        env: "vulkan1.2",
        expect: Some(
            "error: line 32: OpEntryPoint Entry Point <id> '1[%1]'s callgraph contains function <id> \
             '1[%1]', which cannot be used with the current execution model:",
        ),
        asm: module!(model: "ClosestHitKHR", ext: "EXT", "OpReorderThreadWithHintEXT %uint_1 %uint_1\n"),
    },
];

/// Our assembler's binary of `asm` under `env`.
fn assembled(asm: &str, env: &str) -> Vec<u8> {
    let env = TargetEnv::parse(env).expect("a target environment");
    let options = AssembleOptions { target: Some(env.spirv_version()), preserve_numeric_ids: false };
    let words = assemble(asm.as_bytes(), &options).unwrap_or_else(|e| panic!("our assembler refuses\n{asm}\n{e}"));
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn hit_object_rules_are_spirv_vals() {
    let live = std::env::var_os("SPIRV_TOOLS_BIN").is_some();
    let mut failures = Vec::new();
    for case in CASES {
        let bytes = assembled(case.asm, case.env);
        let ours = validate(&bytes, &options(case.env, &[])).map(|_| ()).map_err(|e| format!("error: {e}\n"));
        let first = ours.as_ref().err().and_then(|e| e.lines().next());
        if first != case.expect {
            failures.push(format!("{}: ours {ours:?}, the case expects {:?}", case.name, case.expect));
        }
        if live {
            let reference = spirv_val(&bytes, case.env, &[]);
            if reference != ours {
                failures.push(format!("{}:\n  spirv-val {reference:?}\n  ours      {ours:?}", case.name));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} cases fail:\n{}", failures.len(), CASES.len(), failures.join("\n"));
}
