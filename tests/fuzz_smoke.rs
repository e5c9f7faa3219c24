//! A stable, deterministic stand-in for the cargo-fuzz targets in `fuzz/`: mutated real modules
//! (bit flips, truncation, edited word counts, spliced words) never make the decoder panic, and
//! whatever it accepts encodes and decodes again to the same module.

use std::panic::{AssertUnwindSafe, catch_unwind};

use spirv_core::Module;
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
    let Ok(module) = Module::decode(input) else { return };
    let bytes = module.to_bytes();
    let again = Module::decode(&bytes).expect("an encoded module decodes");
    assert!(again == module, "decode(encode(m)) != m");
    assert!(again.to_bytes() == bytes, "encoding is not stable");
    for inst in &module {
        let _ = format!("{inst:?}");
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
