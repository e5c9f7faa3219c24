//! A stable, deterministic stand-in for the cargo-fuzz targets in `fuzz/`: mutated real modules
//! (bit flips, truncation, edited word counts, spliced words) never make the decoder panic, and
//! whatever it accepts encodes and decodes again to the same module; the disassembler, the
//! validator (which takes any bytes), the module model and reflection never panic on them
//! either, and the assembler never panics on mutated text.

use std::panic::{AssertUnwindSafe, catch_unwind};

use spirv_core::Module;
use spirv_core::text::{AssembleOptions, DisassembleOptions, assemble, disassemble};
use spirv_workspace::{Rng, corpus_modules, data_modules};

fn mutate(rng: &mut Rng, bytes: &[u8]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    let words = out.len() / 4;
    for _ in 0..1 + rng.below(4) {
        match rng.below(6) {
            // Flip a bit anywhere.
            0 => {
                let bit = rng.below(out.len() as u64 * 8) as usize;
                out[bit / 8] ^= 1 << (bit % 8);
            }
            // Truncate, keeping or breaking word alignment.
            1 => {
                let len = rng.below(out.len() as u64 + 1) as usize;
                out.truncate(len);
            }
            // Rewrite an instruction's word count (past the header).
            2 if words > 5 => {
                let w = 5 + rng.below(words as u64 - 5) as usize;
                if let Some(b) = out.get_mut(w * 4 + 2..w * 4 + 4) {
                    b.copy_from_slice(&(rng.below(8) as u16).to_le_bytes());
                }
            }
            // Overwrite a word with an interesting value.
            3 if words > 0 => {
                let w = rng.below(words as u64) as usize;
                let value = [0, 1, 0xFFFF_FFFF, 0x8000_0000, 0x0001_0000, rng.next_u64() as u32][rng.below(6) as usize];
                if let Some(b) = out.get_mut(w * 4..w * 4 + 4) {
                    b.copy_from_slice(&value.to_le_bytes());
                }
            }
            // Duplicate a span of words somewhere else.
            4 if words > 6 => {
                let from = 5 + rng.below(words as u64 - 5) as usize;
                let len = 1 + rng.below(8) as usize;
                let span: Vec<u8> = out.get(from * 4..(from + len).min(words) * 4).unwrap_or_default().to_vec();
                let at = (5 + rng.below(words as u64 - 5) as usize) * 4;
                if at <= out.len() {
                    out.splice(at..at, span);
                }
            }
            // Swap the byte order of the whole module.
            _ => out = spirv_workspace::byte_swapped(&out),
        }
    }
    out
}

fn check(input: &[u8]) {
    for options in text_layouts() {
        let _ = disassemble(input, &options);
    }
    // Both modes of the validator, under a universal and a Vulkan environment; the first
    // error of the mode that keeps going is the one the other reports.
    for env in [spirv_core::TargetEnv::Universal1_6, spirv_core::TargetEnv::Vulkan1_3] {
        let options = spirv_validate::Options::new(env);
        let all = spirv_validate::validate_all(input, &options);
        assert!(all.first() == spirv_validate::validate(input, &options).err().as_ref(), "validate_all's first error");
    }
    let Ok(module) = Module::decode(input) else { return };
    let bytes = module.to_bytes();
    let again = Module::decode(&bytes).expect("an encoded module decodes");
    assert!(again == module, "decode(encode(m)) != m");
    assert!(again.to_bytes() == bytes, "encoding is not stable");
    for inst in &module {
        let _ = format!("{inst:?}");
    }
    // The model and reflection take whatever decodes, however inconsistent.
    let model = spirv_model::Model::new(&module);
    let reflection = spirv_model::reflect::Reflection::new(&model);
    let _ = format!("{reflection:?}");
    let _ = spirv_model::DefUse::new(&model);
    for f in model.functions() {
        for b in &f.blocks {
            let _ = (b.successors(&model).count(), b.merge(&model));
        }
    }
}

#[test]
fn mutated_modules_never_panic() {
    let mut bases = data_modules();
    bases.extend(corpus_modules().into_iter().step_by(25));
    let mut rng = Rng::new(0x5eed);
    let mut runs = 0;
    let mut accepted = 0;
    for (name, bytes) in &bases {
        for _ in 0..40 {
            let input = mutate(&mut rng, bytes);
            let result = catch_unwind(AssertUnwindSafe(|| check(&input)));
            if let Err(panic) = result {
                let message = panic.downcast_ref::<String>().cloned().unwrap_or_default();
                panic!("{name}: panicked on a mutation ({message}); input words: {:?}", &input[..input.len().min(64)]);
            }
            runs += 1;
            accepted += usize::from(Module::decode(&input).is_ok());
        }
    }
    assert!(runs >= 3000, "{runs}");
    // Most mutations are detected; some (a flipped literal) decode to a different valid module.
    assert!(accepted > 0 && accepted < runs, "{accepted} of {runs} accepted");
}

/// The disassembler's layouts, each flag on in one of them.
fn text_layouts() -> [DisassembleOptions; 3] {
    let all = DisassembleOptions {
        nested_indent: true,
        reorder_blocks: true,
        comment: true,
        offsets: true,
        keep_going: true,
        color: true,
        ..Default::default()
    };
    [DisassembleOptions::default(), DisassembleOptions::raw(), all]
}

/// Text edits: a character dropped, duplicated, or replaced by one that matters to the lexer.
fn mutate_text(rng: &mut Rng, text: &[u8]) -> Vec<u8> {
    let mut out = text.to_vec();
    for _ in 0..1 + rng.below(6) {
        if out.is_empty() {
            break;
        }
        let at = rng.below(out.len() as u64) as usize;
        match rng.below(3) {
            0 => {
                out.remove(at);
            }
            1 => out.insert(at, out[at]),
            _ => out[at] = b"%\"!;\n =|0x-.e+9\\(\0\xff"[rng.below(19) as usize],
        }
    }
    out
}

#[test]
fn mutated_text_never_panics() {
    let mut rng = Rng::new(0x7e47);
    let mut runs = 0;
    for (name, bytes) in corpus_modules().into_iter().step_by(40) {
        let text = disassemble(&bytes, &DisassembleOptions::default()).unwrap();
        for _ in 0..30 {
            let input = mutate_text(&mut rng, &text);
            for preserve_numeric_ids in [false, true] {
                let options = AssembleOptions { preserve_numeric_ids, ..Default::default() };
                let result = catch_unwind(AssertUnwindSafe(|| assemble(&input, &options)));
                assert!(result.is_ok(), "{name}: the assembler panicked on mutated text");
                runs += 1;
            }
        }
    }
    assert!(runs >= 1000, "{runs}");
}

/// Text round trip: every corpus module, disassembled with raw ids and assembled keeping them,
/// gives back its instructions word for word.
#[test]
fn corpus_text_round_trip_is_exact() {
    let mut checked = 0;
    for (name, bytes) in corpus_modules() {
        let options = DisassembleOptions { friendly_names: false, ..Default::default() };
        let Ok(text) = disassemble(&bytes, &options) else { continue };
        let words = assemble(&text, &AssembleOptions { preserve_numeric_ids: true, ..Default::default() })
            .unwrap_or_else(|e| panic!("{name}: our text does not assemble: {e}"));
        let original: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        assert!(words[5..] == original[5..], "{name}: instructions differ after the text round trip");
        assert_eq!(words[1], original[1], "{name}: version");
        checked += 1;
    }
    assert!(checked >= 2000, "{checked}");
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng::new(7);
    for len in 0..400 {
        let mut bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        if len >= 4 && rng.one_in(2) {
            bytes[..4].copy_from_slice(&0x0723_0203u32.to_le_bytes());
        }
        check(&bytes);
    }
}
