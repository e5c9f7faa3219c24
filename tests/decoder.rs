//! The typed iterator (`Decoder`) yields what `Module::decode` collects, in both byte orders, and
//! fails where and as it fails; `Module::write_to` writes back the input.

use spirv_core::{DecodeError, Decoder, Module};
use spirv_workspace::{byte_swapped, corpus_modules, data_modules};

/// Everything the iterator yields, up to and including the first error.
fn iterate(bytes: &[u8]) -> Result<Vec<spirv_core::spec::Instruction<'_>>, DecodeError> {
    let (_, decoder) = Decoder::new(bytes)?;
    decoder.collect()
}

#[test]
fn the_iterator_yields_what_module_decode_collects() {
    let mut modules = corpus_modules();
    assert_eq!(modules.len(), 2018, "the corpus README lists 1,723 + 295 modules");
    modules.extend(data_modules());
    let mut instructions = 0;
    for (name, bytes) in &modules {
        let module = Module::decode(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        let iterated = iterate(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(iterated == module.instructions, "{name}");
        let swapped = byte_swapped(bytes);
        let big = iterate(&swapped).unwrap_or_else(|e| panic!("{name} (big-endian): {e}"));
        assert!(big == module.instructions, "{name} (big-endian)");
        let mut written = Vec::new();
        module.write_to(&mut written).unwrap();
        assert!(written == *bytes, "{name}: write_to");
        instructions += iterated.len();
    }
    assert!(instructions > 187_488 + 47_747, "{instructions}");
}

/// `Module::decode_into` with the storage of the module before gives what `Module::decode` gives,
/// for every corpus module in turn, and the storage keeps its memory from one to the next.
#[test]
fn decoding_into_reused_storage_decodes_the_same() {
    use spirv_core::IntoOwned;
    let modules = corpus_modules();
    assert_eq!(modules.len(), 2018, "the corpus README lists 1,723 + 295 modules");
    let mut storage: Vec<spirv_core::spec::Instruction<'static>> = Vec::new();
    let mut largest = 0;
    for (name, bytes) in &modules {
        let module = Module::decode_into(bytes, storage).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(module == Module::decode(bytes).unwrap(), "{name}");
        largest = largest.max(module.instructions.len());
        let mut instructions = module.instructions;
        instructions.clear();
        storage = instructions.into_iter().map(IntoOwned::into_owned).collect();
        assert!(storage.capacity() >= largest, "{name}: the storage lost its memory");
    }
}

/// Damaged modules: each word of the first instructions of a few modules set to 0, to all ones,
/// and its word count to one past the end. Both ways of decoding agree on every outcome, and an
/// error points into the damaged instruction or after it.
#[test]
fn the_iterator_fails_like_module_decode() {
    let modules = corpus_modules();
    let (mut errors, mut cases) = (0, 0);
    for (name, bytes) in modules.iter().step_by(97) {
        let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
        for i in 5..words.len().min(60) {
            for damaged_word in [0, u32::MAX, words[i] | 0xFFFF_0000] {
                let mut damaged = words.clone();
                damaged[i] = damaged_word;
                let damaged: Vec<u8> = damaged.iter().flat_map(|w| w.to_le_bytes()).collect();
                let collected = Module::decode(&damaged).map(|m| m.instructions);
                let iterated = iterate(&damaged);
                match (&collected, &iterated) {
                    (Ok(a), Ok(b)) => assert!(a == b, "{name}, word {i}"),
                    (Err(a), Err(b)) => {
                        assert_eq!(a, b, "{name}, word {i}");
                        assert!(a.instruction_index().is_some(), "{name}, word {i}: {a}");
                        errors += 1;
                    }
                    _ => panic!("{name}, word {i}: {collected:?} vs {iterated:?}"),
                }
                // Big-endian input fails at the same place.
                let swapped = byte_swapped(&damaged);
                match (Module::decode(&swapped), collected) {
                    (Ok(a), Ok(b)) => assert!(a.instructions == b, "{name}, word {i} (big-endian)"),
                    (Err(a), Err(b)) => assert_eq!(a, b, "{name}, word {i} (big-endian)"),
                    (a, b) => panic!("{name}, word {i} (big-endian): {a:?} vs {b:?}"),
                }
                cases += 1;
            }
        }
    }
    assert!(cases > 2_000 && errors > cases / 4, "{errors} errors in {cases} cases");
}

/// A decoded instruction outlives its input once made owned.
#[test]
fn instructions_outlive_their_input() {
    let (name, bytes) = &data_modules()[0];
    let owned: Vec<spirv_core::spec::Instruction<'static>> = {
        let copy = bytes.clone();
        let (_, decoder) = Decoder::new(&copy).unwrap();
        decoder.map(|i| i.unwrap().into_owned()).collect()
    };
    assert!(owned == Module::decode(bytes).unwrap().instructions, "{name}");
}

/// One answer to "which set does this import select", everywhere: an import named
/// `NonSemantic.ClspvReflection.x` (a version that is not a number) is the clspv reflection set
/// for spirv-dis (SPIRV-Tools matches the prefix), and so for the decoder, which types its
/// instructions, the disassembler, which names them as spirv-dis does, the model and the
/// requirement walk.
#[test]
fn every_layer_reads_a_versioned_import_as_spirv_tools_does() {
    let text = b"OpCapability Shader\nOpExtension \"SPV_KHR_non_semantic_info\"\n\
        %1 = OpExtInstImport \"NonSemantic.ClspvReflection.x\"\nOpMemoryModel Logical GLSL450\n\
        %void = OpTypeVoid\n%uint = OpTypeInt 32 0\n%c = OpConstant %uint 5\n\
        %2 = OpExtInst %void %1 ArgumentInfo %c %c %c %c %c\n";
    let out = spirv_workspace::run_reference("spirv-as", &["-o", "-", "-"], text);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let bytes = out.stdout;
    let reference = spirv_workspace::run_reference("spirv-dis", &["--raw-id", "-o", "-", "-"], &bytes);
    assert!(reference.status.success());
    assert!(String::from_utf8_lossy(&reference.stdout).contains("%5 = OpExtInst %2 %1 ArgumentInfo %4 %4 %4 %4 %4"));
    let module = Module::decode(&bytes).unwrap();
    let ext = module.iter().find_map(|i| match i {
        spirv_core::spec::Instruction::ExtInst { instruction, .. } => Some(instruction),
        _ => None,
    });
    assert_eq!(ext.and_then(|e| e.set()), Some(spirv_core::ExtSet::NonSemanticClspvReflection));
    assert_eq!(module.to_string(), String::from_utf8_lossy(&reference.stdout));
    let model = spirv_model::Model::new(&module);
    assert_eq!(model.ext_set(spirv_core::IdRef::new(1).unwrap()), Some(spirv_core::ExtSet::NonSemanticClspvReflection));
    assert!(spirv_core::Requirements::of(&module).is_met());
}
