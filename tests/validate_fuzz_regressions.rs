//! Inputs the validate fuzz target (`fuzz/fuzz_targets/validate.rs`) found to panic, kept so that
//! they cannot come back: under every environment the target tries, `validate` and
//! `validate_all` return (the image pass once overflowed adding a damaged `Arrayed` operand,
//! which spirv-val adds in 32 bits), and `validate_all`'s first error is `validate`'s.

use spirv_core::TargetEnv;
use spirv_validate::{Options, validate, validate_all};

#[test]
fn inputs_that_once_panicked_validate() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz-validate");
    let mut inputs: Vec<_> =
        std::fs::read_dir(&dir).expect("the fuzz regressions").map(|e| e.unwrap().path()).collect();
    inputs.sort();
    assert_eq!(inputs.len(), 8, "the inputs in {}", dir.display());
    for path in &inputs {
        let bytes = std::fs::read(path).unwrap();
        for env in [TargetEnv::Universal1_0, TargetEnv::Universal1_6, TargetEnv::Vulkan1_3, TargetEnv::OpenCl2_2] {
            let options = Options::new(env);
            let all = validate_all(&bytes, &options);
            assert_eq!(
                all.first(),
                validate(&bytes, &options).err().as_ref(),
                "{} under {}",
                path.display(),
                env.name()
            );
        }
    }
}
