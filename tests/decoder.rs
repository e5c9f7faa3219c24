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
