//! What spirv-model's graph tests share: the corpus and random functions. (The workspace
//! package's `corpus_modules` does the same; spirv-model's tests do not depend on that package,
//! which depends on spirv-model.)

use std::path::{Path, PathBuf};

/// Every corpus module, by path, with its bytes: the folder `SPIRV_CORPUS`, or the workspace's
/// `tests/corpus`; missing, the test fails.
pub fn corpus_modules() -> Vec<(String, Vec<u8>)> {
    let dir = std::env::var_os("SPIRV_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus"));
    assert!(
        dir.join("spv").is_dir() && dir.join("spv-gV").is_dir(),
        "the SPIR-V corpus is missing at {} (set SPIRV_CORPUS to the folder holding spv/ and spv-gV/)",
        dir.display()
    );
    let mut modules = Vec::new();
    for sub in ["spv", "spv-gV"] {
        for entry in std::fs::read_dir(dir.join(sub)).expect("corpus folder") {
            let path = entry.expect("corpus entry").path();
            if path.extension().is_some_and(|e| e == "spv") {
                modules.push((path.display().to_string(), std::fs::read(&path).expect("corpus module")));
            }
        }
    }
    modules
}

/// A generator of numbers below a bound (xorshift64 from `seed`: the same on every run).
pub fn numbers(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed;
    move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    }
}

/// A function of `n` blocks whose terminators branch at random (`OpBranch`,
/// `OpBranchConditional`, `OpSwitch`, `OpReturn`), to any block, the entry too: loops,
/// irreducible ones, blocks no path reaches, repeated targets, which the corpus's compiled
/// shaders have few of.
pub fn random_function(n: usize, next: &mut impl FnMut(usize) -> usize) -> String {
    let mut text = String::from(
        "OpCapability Shader
         OpMemoryModel Logical GLSL450
         %void = OpTypeVoid
         %bool = OpTypeBool
         %int = OpTypeInt 32 0
         %true = OpConstantTrue %bool
         %zero = OpConstant %int 0
         %fn = OpTypeFunction %void
         %f = OpFunction %void None %fn\n",
    );
    for b in 0..n {
        text += &format!("%b{b} = OpLabel\n");
        text += &match next(20) {
            0..3 => "OpReturn\n".to_string(),
            3..10 => format!("OpBranch %b{}\n", next(n)),
            10..17 => format!("OpBranchConditional %true %b{} %b{}\n", next(n), next(n)),
            _ => {
                let cases: String = (0..1 + next(3)).map(|i| format!(" {i} %b{}", next(n))).collect();
                format!("OpSwitch %zero %b{}{cases}\n", next(n))
            }
        };
    }
    text + "OpFunctionEnd\n"
}
