//! What a validation error tells besides spirv-val's line: the instruction's byte offset (as
//! `spirv-dis --offsets` prints it), the source location a compiler recorded (glslang's `OpLine`
//! and NonSemantic.Shader.DebugInfo.100 `DebugLine`, checked against the GLSL source line), and
//! the ids and Vulkan rule the message names (as spirv-val's message names them).

use spirv_core::TargetEnv;
use spirv_core::spec::Op;
use spirv_validate::{Options, SourceLocation, validate, validate_all};
use spirv_workspace::validate_cases::{self, Case, instructions, quoted_ids};
use spirv_workspace::{glslang, run_reference};

/// The shader: the shift on line 6 is the instruction the test breaks.
const SHADER: &str = "#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint u[2]; float f[]; } b;
void main() {
    uint a = b.u[0];
    uint x = a << 3u;
    b.u[1] = x;
    b.f[0] = b.f[1] * 2.0;
}
";

/// glslang's module with `flags`, its `OpShiftLeftLogical` given a float result type: the
/// module, and the index and word of that instruction.
fn broken(flags: &[&str]) -> (Vec<u8>, usize) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let source = dir.path().join("s.comp");
    std::fs::write(&source, SHADER).expect("source written");
    let bytes = glslang(&source, flags);
    let (mut words, ranges) = instructions(&bytes);
    let op = |r: &std::ops::Range<usize>| Op::from_u16((words[r.start] & 0xFFFF) as u16);
    let float = ranges.iter().find(|r| op(r) == Some(Op::TypeFloat)).map(|r| words[r.start + 1]).expect("a float");
    let shift = ranges.iter().position(|r| op(r) == Some(Op::ShiftLeftLogical)).expect("the shift");
    words[ranges[shift].start + 1] = float;
    (words.iter().flat_map(|w| w.to_le_bytes()).collect(), shift)
}

/// spirv-dis' text of `bytes`, with offsets.
fn disassembly(bytes: &[u8]) -> String {
    let out = run_reference("spirv-dis", &["--offsets", "-"], bytes);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("text")
}

#[test]
fn errors_point_at_the_source_line() {
    // NonSemantic.Shader.DebugInfo.100 (-gVS), OpLine (-g), and nothing.
    for (flags, expect_source) in [(&["-gVS"][..], true), (&["-g"][..], true), (&[][..], false)] {
        let (bytes, shift) = broken(flags);
        let options = Options::new(TargetEnv::Vulkan1_3);
        let error = validate(&bytes, &options).expect_err("a float shift");
        // spirv-val finds the same error at the same instruction.
        let reference = validate_cases::spirv_val(&bytes, "vulkan1.3", &[]).expect_err("spirv-val rejects it");
        assert_eq!(reference, format!("error: {error}\n"), "{flags:?}");
        assert_eq!(error.instruction, Some(shift));
        // The offset spirv-dis gives that instruction.
        let text = disassembly(&bytes);
        let line = text.lines().find(|l| l.contains("OpShiftLeftLogical")).expect("the shift's line");
        let printed = line.rsplit("; 0x").next().and_then(|h| usize::from_str_radix(h.trim(), 16).ok());
        assert_eq!(error.offset, printed, "{flags:?}");
        // Line 6 of s.comp; the column glslang recorded (0 in DebugLine, the OpLine's otherwise).
        let source = error.source.clone();
        if !expect_source {
            assert_eq!(source, None);
            continue;
        }
        let source = source.expect("a source location");
        assert!(source.file.ends_with("s.comp"), "{source:?}");
        assert_eq!(source.line, 6, "{flags:?}");
        let column = match flags {
            ["-g"] => text
                .lines()
                .take_while(|l| !l.contains("OpShiftLeftLogical"))
                .filter(|l| l.trim_start().starts_with("OpLine"))
                .last()
                .and_then(|l| l.split_whitespace().nth(3)?.parse().ok())
                .expect("an OpLine before the shift"),
            _ => 0,
        };
        assert_eq!(*source, SourceLocation { file: source.file.clone(), line: 6, column }, "{flags:?}");
        // validate_all tells the same.
        assert_eq!(validate_all(&bytes, &options).first(), Some(&error));
    }
}

#[test]
fn errors_name_the_ids_and_rules_of_their_messages() {
    const CASES: &[Case] = &[
        Case {
            name: "two ids",
            env: "spv1.6",
            flags: &[],
            expect: Some("has not been defined"),
            asm: "OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n\
                  %void = OpTypeVoid\n%int = OpTypeInt 32 1\n%fn = OpTypeFunction %void\n\
                  %f = OpFunction %void None %fn\n%l = OpLabel\n%x = OpIAdd %int %y %y\nOpReturn\nOpFunctionEnd\n",
        },
        Case {
            name: "a Vulkan rule",
            env: "vulkan1.3",
            flags: &[],
            expect: Some("VUID-StandaloneSpirv-MeshEXT-07102"),
            asm: "OpCapability MeshShadingNV\nOpCapability MeshShadingEXT\nOpExtension \"SPV_NV_mesh_shader\"\n\
                  OpExtension \"SPV_EXT_mesh_shader\"\nOpMemoryModel Logical GLSL450\n\
                  OpEntryPoint MeshNV %f \"a\"\nOpEntryPoint MeshEXT %f \"b\"\n\
                  %void = OpTypeVoid\n%fn = OpTypeFunction %void\n\
                  %f = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n",
        },
    ];
    validate_cases::check(CASES);
    for case in CASES {
        let bytes = validate_cases::assemble(case.asm, case.env);
        let reference = validate_cases::spirv_val(&bytes, case.env, &[]).expect_err(case.name);
        let error = validate(&bytes, &validate_cases::options(case.env, &[])).expect_err(case.name);
        assert_eq!(*error.ids, quoted_ids(&reference), "{}", case.name);
        let vuid = reference.split_once("[VUID-").map(|(_, rest)| format!("VUID-{}", rest.split(']').next().unwrap()));
        assert_eq!(error.vuid.as_deref(), vuid.as_deref(), "{}", case.name);
    }
}
