//! `Module::strip_debug` against `spirv-opt --strip-debug` (SPIRV-Tools 2025.5) on every corpus
//! module, with spirv-val checking what either leaves.

use spirv_core::Module;
use spirv_workspace::{corpus_modules, parallel_map, run_reference};

/// `spirv-opt --strip-debug` of `bytes` (without its own validation, so that it takes what
/// spirv-val rejects too), or `None` when it fails.
fn spirv_opt_strip(bytes: &[u8]) -> Option<Vec<u8>> {
    let out = run_reference("spirv-opt", &["--skip-validation", "--strip-debug", "-o", "-", "-"], bytes);
    out.status.success().then_some(out.stdout)
}

fn valid(bytes: &[u8]) -> bool {
    run_reference("spirv-val", &["-"], bytes).status.success()
}

/// How the stripped module compares with spirv-opt's.
enum Outcome {
    Same,
    /// spirv-opt's output is invalid where the original and ours are valid.
    SpirvOptInvalid(String),
}

/// Every corpus module spirv-opt strips: ours is spirv-opt's byte for byte, or spirv-opt's is
/// invalid where the original and ours are valid (spirv-opt keeps a `DebugFunctionDefinition`
/// whose `DebugFunction` it removed). Stripping never makes a valid module invalid.
#[test]
fn strips_as_spirv_opt_does_on_the_corpus() {
    let modules = corpus_modules();
    let results = parallel_map(&modules, |(name, bytes)| -> Option<Result<Outcome, String>> {
        let mut module = Module::decode(bytes).ok()?.into_owned();
        let reference = spirv_opt_strip(bytes)?;
        module.strip_debug();
        let ours = module.to_bytes();
        if valid(bytes) && !valid(&ours) {
            return Some(Err(format!("{name}: valid, and invalid once stripped")));
        }
        if ours == reference {
            return Some(Ok(Outcome::Same));
        }
        if valid(bytes) && !valid(&reference) {
            return Some(Ok(Outcome::SpirvOptInvalid(name.clone())));
        }
        let dis = |b: &[u8]| {
            String::from_utf8_lossy(&run_reference("spirv-dis", &["--raw-id", "-o", "-", "-"], b).stdout).into_owned()
        };
        let (a, b) = (dis(&ours), dis(&reference));
        let diff = a.lines().zip(b.lines()).find(|(x, y)| x != y);
        Some(Err(format!("{name}: first difference (ours, spirv-opt's): {diff:?}")))
    });
    let results: Vec<Result<Outcome, String>> = results.into_iter().flatten().collect();
    let failures: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    let invalid: Vec<&String> = results
        .iter()
        .filter_map(|r| match r {
            Ok(Outcome::SpirvOptInvalid(name)) => Some(name),
            _ => None,
        })
        .collect();
    eprintln!(
        "{} corpus modules stripped: {} as spirv-opt strips them, {} where spirv-opt's is invalid and ours valid: \
         {invalid:?}",
        results.len(),
        results.len() - failures.len() - invalid.len(),
        invalid.len()
    );
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures.iter().take(20).map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
    assert!(results.len() > 1_700 && invalid.len() <= 1, "{} {invalid:?}", results.len());
}

/// The issue's case: a DebugPrintf format string is an `OpString` a non-debug instruction uses.
/// spirv-opt keeps it, and so do we; the source file's name goes.
#[test]
fn a_debug_printf_format_survives() {
    let text = br#"OpCapability Shader
OpExtension "SPV_KHR_non_semantic_info"
%printf = OpExtInstImport "NonSemantic.DebugPrintf"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
%file = OpString "shader.comp"
%format = OpString "x = %d"
OpSource GLSL 450 %file
OpName %main "main"
%void = OpTypeVoid
%int = OpTypeInt 32 1
%one = OpConstant %int 1
%fn = OpTypeFunction %void
%main = OpFunction %void None %fn
%entry = OpLabel
OpLine %file 3 0
%call = OpExtInst %void %printf 1 %format %one
OpReturn
OpFunctionEnd
"#;
    let words = spirv_core::text::assemble(text, &Default::default()).unwrap();
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert!(valid(&bytes));
    let mut module = Module::decode(&bytes).unwrap();
    module.strip_debug();
    let ours = module.to_bytes();
    assert_eq!(ours, spirv_opt_strip(&bytes).expect("spirv-opt strips it"));
    assert!(valid(&ours));
    let text =
        String::from_utf8(spirv_core::text::disassemble(&ours, &spirv_core::text::DisassembleOptions::raw()).unwrap())
            .unwrap();
    assert!(text.contains("OpString \"x = %d\"") && !text.contains("shader.comp"), "{text}");
}
