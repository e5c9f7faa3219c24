//! `ValidationError::ids` holds the ids the message names, in its order, in every form
//! spirv-val's messages name them: quoted with spirv-dis' name (`'15[%x]'`) or as the number
//! alone (`Structure id 15`, `Uniform id '16'`, `id <9>`, `(4)`, `<id> 9`, `<ID> 22`, `id: 7`,
//! and the binary parse's `Id 9 is defined more than once`, `Type Id 11 is not a type`).
//! Each module is assembled by spirv-as; spirv-val's output is the expectation for the message,
//! and each case says which ids that message names.

use spirv_validate::{validate, validate_all};
use spirv_workspace::validate_cases::{self, quoted_ids};

/// A module whose first error names `ids`.
struct IdCase {
    name: &'static str,
    env: &'static str,
    asm: &'static str,
    /// An edit of the assembled words that spirv-as cannot write (a literal's high bits, an id
    /// beyond the bound).
    patch: fn(&mut [u32]),
    /// A part of spirv-val's message.
    expect: &'static str,
    /// The ids the message names, in its order.
    ids: &'static [u32],
}

/// No edit.
fn as_assembled(_: &mut [u32]) {}

/// A GLCompute shader whose `main` is empty, with `annotations` and `types` (which may use
/// `%void`, `%fn`, `%float`).
macro_rules! compute {
    (annotations: [$($a:expr),* $(,)?], types: [$($t:expr),* $(,)?] $(,)?) => {
        concat!(
            "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n",
            $($a,)*
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%float = OpTypeFloat 32\n",
            $($t,)*
            "%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n"
        )
    };
}

const CASES: &[IdCase] = &[
    IdCase {
        name: "Structure id N",
        env: "spv1.0",
        asm: compute!(
            annotations: ["OpDecorate %15 BufferBlock\n", "OpDecorate %16 DescriptorSet 0\n", "OpDecorate %16 Binding 0\n"],
            types: ["%15 = OpTypeStruct %float\n", "%ptr = OpTypePointer Uniform %15\n", "%16 = OpVariable %ptr Uniform\n"],
        ),
        patch: as_assembled,
        expect: "Structure id 15 decorated as BufferBlock must be explicitly laid out with Offset decorations.",
        ids: &[15],
    },
    IdCase {
        name: "id 'N'",
        env: "vulkan1.0",
        asm: compute!(
            annotations: ["OpDecorate %15 Block\n", "OpMemberDecorate %15 0 Offset 0\n", "OpDecorate %16 DescriptorSet 0\n"],
            types: ["%15 = OpTypeStruct %float\n", "%ptr = OpTypePointer Uniform %15\n", "%16 = OpVariable %ptr Uniform\n"],
        ),
        patch: as_assembled,
        expect: "Uniform id '16' is missing Binding decoration.",
        ids: &[16],
    },
    IdCase {
        name: "ID 'N', and a member index quoted too",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
              OpMemberDecorate %10 1 Offset 0\nOpMemberDecorate %10 1 Offset 4\n\
              %float = OpTypeFloat 32\n%10 = OpTypeStruct %float %float\n",
        patch: as_assembled,
        expect: "ID '10', member '1' decorated with Offset multiple times",
        ids: &[10],
    },
    IdCase {
        name: "id 'N without its closing quote",
        env: "vulkan1.1",
        asm: compute!(
            annotations: [
                "OpDecorate %15 BufferBlock\n",
                "OpMemberDecorate %15 0 Offset 0\n",
                "OpDecorate %16 DescriptorSet 0\n",
                "OpDecorate %16 Binding 0\n",
            ],
            types: [
                "%15 = OpTypeStruct %float\n",
                "%ptr = OpTypePointer StorageBuffer %15\n",
                "%16 = OpVariable %ptr StorageBuffer\n",
            ],
        ),
        patch: as_assembled,
        expect: "Storage buffer id '16 In Vulkan",
        ids: &[16],
    },
    IdCase {
        name: "id <N> twice",
        env: "spv1.4",
        asm: "OpCapability Shader\nOpMemoryModel Logical GLSL450\n\
              OpEntryPoint GLCompute %4 \"main\"\nOpExecutionMode %4 LocalSize 1 1 1\n\
              %void = OpTypeVoid\n%fn = OpTypeFunction %void\n%float = OpTypeFloat 32\n\
              %ptr = OpTypePointer Private %float\n%9 = OpVariable %ptr Private\n\
              %4 = OpFunction %void None %fn\n%l = OpLabel\n%x = OpLoad %float %9\nOpReturn\nOpFunctionEnd\n",
        patch: as_assembled,
        expect: "Interface variable id <9> is used by entry point 'main' id <4>",
        ids: &[9, 4],
    },
    IdCase {
        name: "(N)",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpMemoryModel Logical GLSL450\n\
              OpEntryPoint GLCompute %4 \"main\"\nOpExecutionMode %4 LocalSize 1 1 1\n\
              %void = OpTypeVoid\n%fn = OpTypeFunction %void\n\
              %4 = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n\
              %5 = OpFunction %void None %fn\n%l2 = OpLabel\n%r = OpFunctionCall %void %4\nOpReturn\nOpFunctionEnd\n",
        patch: as_assembled,
        expect: "A function (4) may not be targeted by both",
        ids: &[4],
    },
    IdCase {
        name: "(id N)",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
              %void = OpTypeVoid\n%fn = OpTypeFunction %void\n%6 = OpFunction %void None %fn\nOpFunctionEnd\n",
        patch: as_assembled,
        expect: "Function declaration (id 6) must have a LinkageAttributes decoration",
        ids: &[6],
    },
    IdCase {
        name: "id: N",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
              %3 = OpTypeInt 32 0\n%7 = OpTypeInt 32 0\n",
        patch: as_assembled,
        expect: "Opcode: TypeInt id: 7",
        ids: &[7],
    },
    IdCase {
        name: "for N:",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
              OpDecorate %8 LinkageAttributes \"f\" Export\n\
              %void = OpTypeVoid\n%float = OpTypeFloat 32\n%fn = OpTypeFunction %void %float\n\
              %8 = OpFunction %void None %fn\n%p1 = OpFunctionParameter %float\n%p2 = OpFunctionParameter %float\n\
              %l = OpLabel\nOpReturn\nOpFunctionEnd\n",
        patch: as_assembled,
        expect: "Too many OpFunctionParameters for 8: expected 1",
        ids: &[8],
    },
    IdCase {
        name: "<id> 'N'",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
              %void = OpTypeVoid\n%fn = OpTypeFunction %void\n%float = OpTypeFloat 32\n\
              %12 = OpTypeStruct %float %float\n%u = OpUndef %12\n\
              %f = OpFunction %void None %fn\n%l = OpLabel\n%x = OpCompositeExtract %float %u 2\nOpReturn\nOpFunctionEnd\n",
        patch: as_assembled,
        expect: "can not find index 2 in the structure <id> '12'",
        ids: &[12],
    },
    IdCase {
        name: "Result Id N",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
              %void = OpTypeVoid\n%fn = OpTypeFunction %void\n%float = OpTypeFloat 32\n\
              %v2 = OpTypeVector %float 2\n%13 = OpTypeVector %float 3\n%u = OpUndef %v2\n%one = OpConstant %float 1\n\
              %f = OpFunction %void None %fn\n%l = OpLabel\n%x = OpCompositeInsert %13 %one %u 0\nOpReturn\nOpFunctionEnd\n",
        patch: as_assembled,
        expect: "yielding Result Id 13.",
        ids: &[13],
    },
    IdCase {
        name: "operand N, then Entry Point id N",
        env: "vulkan1.0",
        asm: "OpCapability Shader\nOpMemoryModel Logical GLSL450\n\
              OpEntryPoint Fragment %4 \"main\" %9\nOpExecutionMode %4 OriginUpperLeft\nOpDecorate %9 Location 0\n\
              %void = OpTypeVoid\n%fn = OpTypeFunction %void\n%int = OpTypeInt 32 1\n\
              %ptr = OpTypePointer Input %int\n%9 = OpVariable %ptr Input\n\
              %4 = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n",
        patch: as_assembled,
        expect: "Fragment OpEntryPoint operand 9 with Input interfaces",
        ids: &[9, 4],
    },
    IdCase {
        name: "<ID> N twice",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
              %void = OpTypeVoid\n%fn = OpTypeFunction %void\n%bool = OpTypeBool\n%t = OpConstantTrue %bool\n\
              %f = OpFunction %void None %fn\n\
              %20 = OpLabel\nOpSelectionMerge %22 None\nOpBranchConditional %t %21 %22\n\
              %22 = OpLabel\nOpBranch %21\n%21 = OpLabel\nOpReturn\nOpFunctionEnd\n",
        patch: as_assembled,
        expect: "block <ID> 22 branches to the selection construct, but not to the selection header <ID> 20",
        ids: &[22, 20],
    },
    IdCase {
        name: "<id> N",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpCapability Int16\nOpMemoryModel Logical GLSL450\n\
              %short = OpTypeInt 16 0\n%9 = OpConstant %short 4660\n",
        // The constant's word gets a bit above its 16.
        patch: |words| *words.iter_mut().rev().find(|w| **w == 4660).unwrap() |= 0x1_0000,
        expect: "literal number in instruction <id> 9 must be 0",
        ids: &[9],
    },
    IdCase {
        name: "Result <id> 'N', found by the instruction pass",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n%9 = OpTypeFloat 32\n",
        // The header's bound lowered below the float's id.
        patch: |words| words[3] = 5,
        expect: "Result <id> '9' must be less than the ID bound '5'.",
        ids: &[9],
    },
    IdCase {
        name: "Result <id> 'N', beyond any bound",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n%9 = OpTypeFloat 32\n",
        // The float's result id (the last instruction's second word) at 2^32 - 1.
        patch: |words| words[words.len() - 2] = u32::MAX,
        expect: "Result <id> '4294967295' must be less than the ID bound '10'.",
        ids: &[u32::MAX],
    },
    // The binary parse's messages, which come first.
    IdCase {
        name: "Id N, defined twice",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
              %9 = OpTypeFloat 32\n%10 = OpTypeInt 32 0\n",
        // The integer's result id (the last instruction's second word) made the float's.
        patch: |words| {
            let at = words.len() - 3;
            words[at] = 9;
        },
        expect: "Id 9 is defined more than once",
        ids: &[9],
    },
    IdCase {
        name: "Type Id N",
        env: "spv1.0",
        asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
              %9 = OpTypeFloat 32\n%10 = OpConstant %9 1\n%11 = OpTypeVoid\n",
        // The constant's type made the void (defined after it).
        patch: |words| {
            let at = words.len() - 5;
            words[at] = 11;
        },
        expect: "Type Id 11 is not a type",
        ids: &[11],
    },
];

#[test]
fn errors_hold_the_ids_their_messages_name() {
    let mut failures = Vec::new();
    for case in CASES {
        let mut words: Vec<u32> = validate_cases::assemble(case.asm, case.env)
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        (case.patch)(&mut words);
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let reference = validate_cases::spirv_val(&bytes, case.env, &[]).expect_err(case.name);
        assert!(reference.contains(case.expect), "{}: spirv-val says {reference:?}", case.name);
        // The ids the tests' reading of spirv-val's message finds (tests/validate.rs checks every
        // error of the corpus against it) are the case's.
        assert_eq!(quoted_ids(&reference), case.ids, "{}: {reference:?}", case.name);
        let options = validate_cases::options(case.env, &[]);
        let error = validate(&bytes, &options).expect_err(case.name);
        assert_eq!(format!("error: {error}\n"), reference, "{}", case.name);
        if *error.ids != *case.ids {
            failures.push(format!("{}: ids {:?}, the message names {:?}", case.name, error.ids, case.ids));
        }
        // Going past the first error names the same ids.
        let first = validate_all(&bytes, &options).into_iter().next().expect(case.name);
        if first.ids != error.ids {
            failures.push(format!("{}: validate_all's ids {:?}", case.name, first.ids));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases fail:\n{}", failures.len(), CASES.len(), failures.join("\n"));
}

#[test]
fn ids_named_for_a_message_not_sent_are_dropped() {
    // The memory pass counts a Uniform variable's id as named whether or not it reports its type;
    // the decorations pass's message after it, about the struct, holds that id's number (16) but
    // not as an id.
    let asm = compute!(
        annotations: [
            "OpDecorate %15 Block\n",
            "OpMemberDecorate %15 0 Offset 4\n",
            "OpDecorate %16 DescriptorSet 0\n",
            "OpDecorate %16 Binding 0\n",
        ],
        types: [
            "%v4 = OpTypeVector %float 4\n",
            "%15 = OpTypeStruct %v4\n",
            "%ptr = OpTypePointer Uniform %15\n",
            "%16 = OpVariable %ptr Uniform\n",
        ],
    );
    let bytes = validate_cases::assemble(asm, "vulkan1.0");
    let reference = validate_cases::spirv_val(&bytes, "vulkan1.0", &[]).expect_err("a misaligned member");
    assert!(reference.contains("Structure id 15 decorated as Block") && reference.contains("not aligned to 16\n"));
    assert_eq!(quoted_ids(&reference), [15]);
    let error = validate(&bytes, &validate_cases::options("vulkan1.0", &[])).expect_err("a misaligned member");
    assert_eq!(format!("error: {error}\n"), reference);
    assert_eq!(*error.ids, [15]);
}
