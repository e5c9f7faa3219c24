//! `text::check_decoded` (and `check_decoded_except_operands` with its caller's visit) gives
//! what `text::check_binary` gives (SPIRV-Tools' binary parse,
//! itself checked against spirv-dis in `tests/text_disassemble.rs`) for every module that
//! decodes: the corpus, and mutations aimed at what the decoder accepts and the parse rejects
//! (ids swapped for other ids, instructions repeated or moved, opcodes, enumerants and words
//! changed). The shortcut is only taken when the decoded instructions prove the parse passes;
//! this is where a wrong proof would show.

use spirv_core::text::{check_binary, check_decoded, check_decoded_except_operands};
use spirv_core::{InstructionSet, List, Module, Visitor};
use spirv_workspace::{Rng, corpus_modules, parallel_map};

/// The module's words after the header.
fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Word index of each instruction's first word.
fn starts(words: &[u32]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        out.push(at);
        at += ((words[at] >> 16) as usize).max(1);
    }
    out
}

/// One mutation of `module` of the kinds the decoder accepts more often than the parse.
fn mutate(rng: &mut Rng, module: &[u32]) -> Vec<u32> {
    let mut out = module.to_vec();
    let starts = starts(&out);
    if starts.len() < 2 {
        return out;
    }
    let pick = |rng: &mut Rng| starts[rng.below(starts.len() as u64) as usize];
    let end = |w: &[u32], at: usize| (at + ((w[at] >> 16) as usize).max(1)).min(w.len());
    match rng.below(5) {
        // An operand replaced by another instruction's operand (usually an id).
        0 => {
            let (a, b) = (pick(rng), pick(rng));
            let (la, lb) = (end(&out, a) - a, end(&out, b) - b);
            if la > 1 && lb > 1 {
                let from = out[b + 1 + rng.below(lb as u64 - 1) as usize];
                out[a + 1 + rng.below(la as u64 - 1) as usize] = from;
            }
        }
        // An instruction repeated elsewhere (a second definition, a forward reference).
        1 => {
            let a = pick(rng);
            let inst: Vec<u32> = out[a..end(&out, a)].to_vec();
            let at = pick(rng);
            out.splice(at..at, inst);
        }
        // An instruction moved earlier (uses before definitions).
        2 => {
            let a = pick(rng);
            let inst: Vec<u32> = out.drain(a..end(&out, a)).collect();
            let at = starts[rng.below(starts.iter().position(|&s| s == a).unwrap_or(0) as u64 + 1) as usize];
            out.splice(at..at, inst);
        }
        // An opcode changed, keeping the word count.
        3 => {
            let a = pick(rng);
            let opcode = [rng.below(400), 4160 + rng.below(2000), 0xFFFF][rng.below(3) as usize] as u32;
            out[a] = (out[a] & 0xFFFF_0000) | opcode;
        }
        // An operand word set to 0, 1 or a large value.
        _ => {
            let a = pick(rng);
            let len = end(&out, a) - a;
            if len > 1 {
                out[a + 1 + rng.below(len as u64 - 1) as usize] = [0, 1, 0x7FFF_FFFF][rng.below(3) as usize];
            }
        }
    }
    out
}

/// Whether a visit of the operands meets any that no grammar types: what
/// `check_decoded_except_operands` leaves to its caller's visitor.
#[derive(Default)]
struct Untyped(bool);

impl<'a> Visitor<'a> for Untyped {
    fn unknown_bits(&mut self, _: &'static str, _: u32) {
        self.0 = true;
    }
    fn raw(&mut self, _: &List<'a, u32>) {
        self.0 = true;
    }
}

/// `check_decoded_except_operands` as a validator uses it: its own visit of the operands, and the full parse when that visit meets an untyped operand. Also whether
/// the visit decided it.
fn check_except_operands(bytes: &[u8], module: &Module<'_>) -> (Result<(), spirv_core::text::DisassembleError>, bool) {
    let mut untyped = Untyped::default();
    for inst in &module.instructions {
        inst.visit_operands(&mut untyped);
    }
    match check_decoded_except_operands(bytes, module) {
        Err(e) => (Err(e), false),
        Ok(()) if untyped.0 => (check_binary(bytes), true),
        Ok(()) => (Ok(()), false),
    }
}

#[test]
fn check_decoded_agrees_with_check_binary() {
    let corpus = corpus_modules();
    assert!(corpus.len() > 2000, "the corpus is missing: {} modules", corpus.len());
    // Per module: (inputs that decode, of which the parse rejects, of which only the visit of
    // the operands tells).
    let counts = parallel_map(&corpus, |(name, module)| {
        let mut rng = Rng::new(0x5EED ^ module.len() as u64);
        let original = words(module);
        let mut inputs = vec![module.clone()];
        // Twelve single mutations and twelve double ones.
        for _ in 0..12 {
            let once = mutate(&mut rng, &original);
            inputs.push(bytes(&once));
            inputs.push(bytes(&mutate(&mut rng, &once)));
        }
        let (mut decoded, mut rejected, mut by_visit) = (0, 0, 0);
        for input in &inputs {
            let Ok(m) = Module::decode(input) else { continue };
            let expected = check_binary(input);
            assert_eq!(check_decoded(input, &m), expected, "{name}: a mutation of it");
            let (given, visit_told) = check_except_operands(input, &m);
            assert_eq!(given, expected, "{name}: a mutation of it, results given");
            decoded += 1;
            rejected += usize::from(expected.is_err());
            by_visit += usize::from(visit_told && expected.is_err());
        }
        (decoded, rejected, by_visit)
    });
    let decoded: usize = counts.iter().map(|c| c.0).sum();
    let rejected: usize = counts.iter().map(|c| c.1).sum();
    let by_visit: usize = counts.iter().map(|c| c.2).sum();
    eprintln!("{decoded} inputs decode, the parse rejects {rejected} of them, {by_visit} found by the operands' visit");
    // Some rejections only the caller's visit of the operands can tell.
    assert!(by_visit > 40, "only {by_visit} rejections found by the visit of the operands");
    // The mutations reach the difference between the two: many inputs decode that the parse
    // rejects (without them, the test would prove nothing).
    assert!(rejected > 10_000, "only {rejected} decoded inputs that the parse rejects");
    assert!(decoded - rejected > 10_000, "only {} decoded inputs that the parse accepts", decoded - rejected);
}
