//! The extended instruction sets with and without the `ext-sets` feature (`scripts/test.sh`
//! runs this file in both configurations), over every module of the corpus: each
//! decodes and encodes back to its own bytes; `GLSL.std.450` instructions are typed either way;
//! the other sets' are typed with the feature and kept as words without it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use spirv_core::spec::Instruction;
use spirv_core::{ExtInstruction, ExtSet, Module};

/// The corpus folder (`SPIRV_CORPUS`, or the workspace's `tests/corpus`); missing, the
/// test fails. (The workspace package's `corpus_dir` does the same; depending on that package
/// would turn spirv-core's default features on, which this test must run without.)
fn corpus_dir() -> PathBuf {
    let dir = std::env::var_os("SPIRV_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus"));
    assert!(
        dir.join("spv").is_dir() && dir.join("spv-gV").is_dir(),
        "the SPIR-V corpus is missing at {} (set SPIRV_CORPUS to the folder holding spv/ and spv-gV/)",
        dir.display()
    );
    dir
}

#[test]
fn extended_instructions_of_the_corpus() {
    let dir = corpus_dir();
    let (mut modules, mut glsl, mut others_typed, mut others_words) = (0, 0, 0, 0);
    for sub in ["spv", "spv-gV"] {
        for entry in std::fs::read_dir(dir.join(sub)).expect("corpus folder") {
            let path = entry.expect("corpus entry").path();
            if path.extension().is_none_or(|e| e != "spv") {
                continue;
            }
            let bytes = std::fs::read(&path).expect("corpus module");
            let module = Module::decode(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(module.to_bytes() == bytes, "{}: not encoded back to its bytes", path.display());
            modules += 1;
            let mut imports = HashMap::new();
            for inst in &module.instructions {
                match inst {
                    Instruction::ExtInstImport { name, .. } => {
                        let id = inst.result_id().expect("OpExtInstImport has a result").get();
                        imports.insert(id, name.as_bytes().to_vec());
                    }
                    Instruction::ExtInst { set, instruction, .. } => {
                        let import = imports.get(&set.get()).expect("the set is imported before");
                        if import == b"GLSL.std.450" {
                            assert!(matches!(instruction, ExtInstruction::GlslStd450(_)), "{}", path.display());
                            glsl += 1;
                        } else if instruction.set().is_some() {
                            others_typed += 1;
                        } else {
                            others_words += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(modules > 2000, "{modules} corpus modules");
    assert!(glsl > 0, "no GLSL.std.450 instruction in the corpus");
    if cfg!(feature = "ext-sets") {
        // NonSemantic.Shader.DebugInfo.100 and the others are typed (a few the grammar cannot
        // type stay words).
        assert_eq!(ExtSet::ALL.len(), 15, "the extended grammars of SPIRV-Headers 1.4.335");
        assert!(others_typed > others_words, "{others_typed} typed, {others_words} words");
    } else {
        assert!(ExtSet::ALL == [ExtSet::GlslStd450], "{:?}", ExtSet::ALL);
        assert!(others_typed == 0 && others_words > 0, "{others_typed} typed, {others_words} words");
    }
}
