//! A harness for instruction-count profiling (deterministic, unlike wall time on a shared
//! machine): decodes the corpus (`tests/corpus`, `spv/` and `spv-gV/`) once in the given mode. Measure
//! only the work with
//! `valgrind --tool=callgrind --toggle-collect='profile_decode::run' target/release/examples/profile_decode <mode>`
//! (loading and selecting the files is left out) and divide by the instruction count it prints.
//!
//! Modes: raw (the raw walk), iter (the typed `Decoder`), module (`Module::decode`), encode
//! (decode + encode), rspirv-parse (`parse_words` with a no-op consumer), rspirv-load
//! (`dr::load_words`), rspirv2 (typed iteration of rspirv2's `InstSlice`); disassembly: dis
//! (`spirv-dis` default layout), dis-raw (`--raw-id`), rspirv-dis (`load_words` + `disassemble`),
//! rspirv2-dis (`dis` with its SPIRV-Tools-like options); as (assembly of the default-layout
//! text: measure with `--toggle-collect='profile_decode::assemble_only'`); SPIRV-Tools' own, in
//! process through its C library (`SPIRV_TOOLS_BIN` locates it): spirv-tools-dis
//! (`spvBinaryToText` with spirv-dis' default options), spirv-tools-dis-raw (`--raw-id`),
//! spirv-tools-as (`spvTextToBinary` of the default-layout text); measure these with
//! `--toggle-collect='profile_decode::spirv_tools_text_only'`. Every mode runs over the modules
//! all three libraries accept (rspirv2 rejects those with OpSpecConstantOp).
//!
//! Model and reflection (spirv-model), over every corpus module spirv-core decodes (2,018: not
//! only those the peers accept), each step counted alone: `corpus-decode` (`Module::decode`, the
//! module dropped; `--toggle-collect='profile_decode::decode_only'`), `model` (`Model::new` on
//! the decoded module, the model dropped; `--toggle-collect='profile_decode::model_only'`),
//! `reflect` (`Reflection::new` on the model, the reflection dropped;
//! `--toggle-collect='profile_decode::reflect_only'`). Divide by the instruction count it prints.
//!
//! Validation, over every corpus module, under spirv-val's default target (spv1.6): `validate`
//! (`spirv_validate::validate`; `--toggle-collect='profile_decode::validate_only'`), `validator`
//! (one `spirv_validate::Validator` for every module, keeping its working memory from one to the
//! next; `--toggle-collect='profile_decode::validator_only'`) and
//! `spirv-tools-validate` (SPIRV-Tools' `spvValidateWithOptions` through its C library, which
//! `SPIRV_TOOLS_BIN` locates; `--toggle-collect='profile_decode::spirv_tools_validate_only'`).
//!
//! An optional count after `validate`, `validator` or `spirv-tools-validate` runs over the corpus
//! that many times (for sampling profilers, which need a longer run); `PROFILE_SIZES=LO:HI` in
//! the environment keeps only the modules of LO to HI (excluded) instructions, to tell what a
//! module costs apart from what its instructions do. `validate-one FILE N` and
//! `spirv-tools-validate-one FILE N` validate one module N times (the same toggles; divide by N
//! for the cost of one validation). `validator-per-module` times, by the wall clock, 20
//! validations of each corpus module in a row and fits the time per validation to the module's
//! size (a warm run: each module is validated again right after itself).
//!
//! Instruction text: `display` (`Display` of every instruction of every corpus module spirv-core
//! decodes, written into one reused `String`; `--toggle-collect='profile_decode::display_only'`).
//! Divide by the instruction count it prints.
//!
//! `peer-reflect <ours|spirq|spirv-reflect> <list>`: reflection from bytes (ours: decode, model
//! and reflection) by one of the peers of `benches/reflect.rs`, over the corpus modules named in
//! `<list>` (the benchmark writes those all three accept to `target/tmp/reflect-accepted.txt`);
//! `--toggle-collect='profile_decode::peer_reflect_only'`.
//!
//! Module building (`src/peers/build_workload.rs`, no corpus loaded): `build N` (our builder,
//! `finish()`), `build-unchecked N` (`finish_unchecked()`), `rspirv-build N` (rspirv's
//! `dr::Builder`, `module()`), each building the module of N array types and N constants once and
//! dropping it; measure with `--toggle-collect='profile_decode::build'` and divide by the item
//! count it prints (2N).

use std::hint::black_box;

use spirv_workspace::peers::rspirv_noop::NoOp;
use spirv_workspace::peers::{build_workload, corpus as peers, reflect as reflect_peers};

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_default();
    if matches!(&*mode, "build" | "build-unchecked" | "rspirv-build") {
        let n: u32 = std::env::args().nth(2).and_then(|n| n.parse().ok()).expect("build modes take N");
        println!("{} items", build_workload::items(n));
        build(&mode, n);
        return;
    }
    if mode == "peer-reflect" {
        let args: Vec<String> = std::env::args().skip(2).collect();
        let [peer, list] = &args[..] else { panic!("peer-reflect takes a peer and a list of modules") };
        let peer = reflect_peers::Peer::from_name(peer).expect("a peer: ours, spirq or spirv-reflect");
        let list = std::fs::read_to_string(list).expect("the list of modules");
        let wanted: std::collections::HashSet<&str> = list.lines().collect();
        let modules: Vec<Vec<u8>> = spirv_workspace::corpus_modules()
            .into_iter()
            .filter(|(name, _)| wanted.contains(name.as_str()))
            .map(|(_, bytes)| bytes)
            .collect();
        let instructions: usize =
            modules.iter().map(|m| spirv_core::binary::Reader::new(m).map_or(0, |(_, r)| r.count())).sum();
        println!("{} modules, {instructions} instructions", modules.len());
        for bytes in &modules {
            peer_reflect_only(peer, bytes);
        }
        return;
    }
    if matches!(&*mode, "validate-one" | "spirv-tools-validate-one") {
        let args: Vec<String> = std::env::args().skip(2).collect();
        let [file, n] = &args[..] else { panic!("{mode} takes a file and a count") };
        let bytes = std::fs::read(file).expect("a readable module");
        let n: usize = n.parse().expect("a count");
        if mode == "validate-one" {
            let options = spirv_validate::Options::default();
            for _ in 0..n {
                validate_only(&bytes, &options);
            }
        } else {
            let validator = spirv_workspace::spirv_tools_c::Validator::new("spv1.6");
            let words: Vec<u32> = bytes.chunks_exact(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect();
            for _ in 0..n {
                spirv_tools_validate_only(&validator, &words);
            }
        }
        let instructions = spirv_core::binary::Reader::new(&bytes).map_or(0, |(_, r)| r.count());
        println!("{instructions} instructions, {n} validations");
        return;
    }
    if mode == "validator-per-module" {
        // Wall time per validation against module size, fitted to a line: what a validation
        // costs before its instructions, and per instruction.
        let all: Vec<Vec<u8>> = spirv_workspace::corpus_modules().into_iter().map(|(_, b)| b).collect();
        let mut v = spirv_validate::Validator::new(Default::default());
        let mut rows = Vec::new();
        for b in &all {
            let n = spirv_core::binary::Reader::new(b).map_or(0, |(_, r)| r.count());
            for _ in 0..3 {
                let _ = v.validate(b);
            }
            let t = std::time::Instant::now();
            for _ in 0..20 {
                let _ = std::hint::black_box(v.validate(b));
            }
            rows.push((n, t.elapsed().as_nanos() as f64 / 20.0));
        }
        // least squares t = a + b n
        let k = rows.len() as f64;
        let (sx, sy) = rows.iter().fold((0.0, 0.0), |(x, y), &(n, t)| (x + n as f64, y + t));
        let (mx, my) = (sx / k, sy / k);
        let (sxy, sxx) = rows
            .iter()
            .fold((0.0, 0.0), |(a, b), &(n, t)| (a + (n as f64 - mx) * (t - my), b + (n as f64 - mx).powi(2)));
        let b = sxy / sxx;
        let a = my - b * mx;
        println!("mean instr {mx:.0}, mean ns {my:.0}, fixed {a:.0} ns, per instr {b:.1} ns");
        let mut small: Vec<_> = rows.iter().filter(|r| r.0 < 30).map(|r| r.1).collect();
        small.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "modules < 30 instr: {} median {:.0} ns",
            small.len(),
            small.get(small.len() / 2).copied().unwrap_or(0.0)
        );
        return;
    }
    if matches!(&*mode, "validate" | "validator" | "spirv-tools-validate") {
        let all: Vec<Vec<u8>> = spirv_workspace::corpus_modules().into_iter().map(|(_, bytes)| bytes).collect();
        let count = |m: &Vec<u8>| spirv_core::binary::Reader::new(m).map_or(0, |(_, r)| r.count());
        // `PROFILE_SIZES=LO:HI`: only the modules of LO to HI (excluded) instructions.
        let (lo, hi): (usize, usize) = std::env::var("PROFILE_SIZES")
            .ok()
            .and_then(|f| {
                let (a, b) = f.split_once(':')?;
                Some((a.parse().ok()?, b.parse().ok()?))
            })
            .unwrap_or((0, usize::MAX));
        let all: Vec<Vec<u8>> = all.into_iter().filter(|m| (lo..hi).contains(&count(m))).collect();
        let instructions: usize = all.iter().map(count).sum();
        println!("{} modules, {instructions} instructions", all.len());
        // An optional repeat count, for sampling profilers (perf) that need a longer run.
        let repeat: usize = std::env::args().nth(2).and_then(|n| n.parse().ok()).unwrap_or(1);
        let all: Vec<&Vec<u8>> = std::iter::repeat_n(&all, repeat).flatten().collect();
        if mode == "validate" {
            let options = spirv_validate::Options::default();
            for bytes in all {
                validate_only(bytes, &options);
            }
        } else if mode == "validator" {
            let mut validator = spirv_validate::Validator::new(Default::default());
            for bytes in all {
                validator_only(&mut validator, bytes);
            }
        } else {
            let validator = spirv_workspace::spirv_tools_c::Validator::new("spv1.6");
            for bytes in all {
                let words: Vec<u32> =
                    bytes.chunks_exact(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect();
                spirv_tools_validate_only(&validator, &words);
            }
        }
        return;
    }
    if mode == "display" {
        let all: Vec<Vec<u8>> = spirv_workspace::corpus_modules().into_iter().map(|(_, bytes)| bytes).collect();
        let decoded: Vec<spirv_core::Module<'_>> =
            all.iter().filter_map(|bytes| spirv_core::Module::decode(bytes).ok()).collect();
        let instructions: usize = decoded.iter().map(|m| m.instructions.len()).sum();
        println!("{} modules, {} decoded, {instructions} instructions", all.len(), decoded.len());
        let mut line = String::new();
        for module in &decoded {
            display_only(module, &mut line);
        }
        return;
    }
    if matches!(&*mode, "corpus-decode" | "model" | "reflect") {
        let all: Vec<Vec<u8>> = spirv_workspace::corpus_modules().into_iter().map(|(_, bytes)| bytes).collect();
        let decoded: Vec<spirv_core::Module<'_>> =
            all.iter().filter_map(|bytes| spirv_core::Module::decode(bytes).ok()).collect();
        let instructions: usize = decoded.iter().map(|m| m.instructions.len()).sum();
        println!("{} modules, {} decoded, {instructions} instructions", all.len(), decoded.len());
        model_modes(&mode, &all, &decoded);
        return;
    }
    let corpus = peers::Corpus::load();
    println!("{} modules, {} instructions", corpus.modules.len(), corpus.instructions);
    if let Some(what) = mode.strip_prefix("spirv-tools-") {
        let tools = spirv_workspace::spirv_tools_c::TextTools::new();
        let texts: Vec<Vec<u8>> = corpus
            .modules
            .iter()
            .map(|m| spirv_core::text::disassemble(&m.bytes, &Default::default()).unwrap())
            .collect();
        for (m, text) in corpus.modules.iter().zip(&texts) {
            spirv_tools_text_only(&tools, what, m, text);
        }
        return;
    }
    run(&mode, &corpus.modules);
}

/// The measured work.
#[inline(never)]
fn run(mode: &str, modules: &[peers::Input]) {
    for m in modules {
        match mode {
            "raw" => {
                let (_, reader) = spirv_core::binary::Reader::new(&m.bytes).unwrap();
                for inst in reader {
                    black_box(inst.unwrap().opcode);
                }
            }
            "iter" => {
                let (_, decoder) = spirv_core::Decoder::new(&m.bytes).unwrap();
                for inst in decoder {
                    black_box(inst.unwrap());
                }
            }
            "module" => drop(black_box(spirv_core::Module::decode(&m.bytes).unwrap())),
            "encode" => drop(black_box(spirv_core::Module::decode(&m.bytes).unwrap().encode().unwrap())),
            "rspirv-parse" => rspirv::binary::parse_words(&m.words, &mut NoOp).unwrap(),
            "rspirv-load" => drop(black_box(rspirv::dr::load_words(&m.words).unwrap())),
            "rspirv2" => {
                for inst in peers::rspirv2_instructions(&m.rspirv2_words) {
                    black_box(inst);
                }
            }
            "dis" => drop(black_box(spirv_core::text::disassemble(&m.bytes, &Default::default()).unwrap())),
            "dis-raw" => {
                let options = spirv_core::text::DisassembleOptions { friendly_names: false, ..Default::default() };
                drop(black_box(spirv_core::text::disassemble(&m.bytes, &options).unwrap()))
            }
            "rspirv-dis" => {
                use rspirv::binary::Disassemble;
                drop(black_box(rspirv::dr::load_words(&m.words).unwrap().disassemble()))
            }
            "rspirv2-dis" => {
                let slice = rspirv2::slice::InstSlice::<rspirv2::core::inst_set::CoreInstSet>::from_words_unchecked(
                    &m.rspirv2_words,
                );
                drop(black_box(format!("{}", slice.dis(rspirv2::dis::DisOptions::like_spirv_tools()))))
            }
            "as" => {
                let text = spirv_core::text::disassemble(&m.bytes, &Default::default()).unwrap();
                // Only the assembly is measured (see `assemble_only`).
                assemble_only(&text);
            }
            _ => {}
        }
    }
}

/// The assembly of one text, a function of its own so that callgrind can count it alone
/// (`--toggle-collect='profile_decode::assemble_only'`).
#[inline(never)]
fn assemble_only(text: &[u8]) {
    drop(black_box(spirv_core::text::assemble(text, &Default::default()).unwrap()));
}

/// SPIRV-Tools' assembly (`as`) of `text` or disassembly (`dis`, `dis-raw`) of `m`, through its
/// C library (`--toggle-collect='profile_decode::spirv_tools_text_only'`). The copy of the
/// output out of the library's buffer is counted too (a `memcpy`, as ours writes into a vector).
#[inline(never)]
fn spirv_tools_text_only(tools: &spirv_workspace::spirv_tools_c::TextTools, what: &str, m: &peers::Input, text: &[u8]) {
    match what {
        "as" => drop(black_box(tools.assemble(text).unwrap())),
        "dis" => drop(black_box(tools.disassemble(&m.words, false).unwrap())),
        "dis-raw" => drop(black_box(tools.disassemble(&m.words, true).unwrap())),
        _ => panic!("unknown mode spirv-tools-{what}"),
    }
}

/// The building of one module and its drop, a function of its own so that callgrind can count it
/// alone (`--toggle-collect='profile_decode::build'`).
#[inline(never)]
fn build(mode: &str, n: u32) {
    match mode {
        "build" => drop(black_box(build_workload::ours_builder(n).finish().unwrap())),
        "build-unchecked" => drop(black_box(build_workload::ours_builder(n).finish_unchecked().unwrap())),
        "rspirv-build" => drop(black_box(build_workload::rspirv_builder(n).module())),
        _ => unreachable!(),
    }
}

/// The model and reflection modes: each step in a function of its own, so that callgrind counts
/// it alone, without the steps before it.
fn model_modes(mode: &str, all: &[Vec<u8>], decoded: &[spirv_core::Module<'_>]) {
    match mode {
        "corpus-decode" => {
            for bytes in all {
                decode_only(bytes);
            }
        }
        "model" => {
            for module in decoded {
                model_only(module);
            }
        }
        "reflect" => {
            for module in decoded {
                reflect_only(&spirv_model::Model::new(module));
            }
        }
        _ => unreachable!(),
    }
}

/// `Module::decode` and the module's drop (a module spirv-core rejects costs its rejection).
#[inline(never)]
fn decode_only(bytes: &[u8]) {
    drop(black_box(spirv_core::Module::decode(bytes)));
}

/// `Model::new` and the model's drop.
#[inline(never)]
fn model_only(module: &spirv_core::Module<'_>) {
    drop(black_box(spirv_model::Model::new(module)));
}

/// `Reflection::new` and the reflection's drop.
#[inline(never)]
fn reflect_only(model: &spirv_model::Model<'_, '_>) {
    drop(black_box(spirv_model::reflect::Reflection::new(model)));
}

/// `Display` of every instruction of one module, each written into the one reused `line`.
#[inline(never)]
fn display_only(module: &spirv_core::Module<'_>, line: &mut String) {
    use std::fmt::Write as _;
    for inst in &module.instructions {
        line.clear();
        write!(line, "{inst}").unwrap();
        black_box(&*line);
    }
}

/// One peer's reflection of one module from its bytes.
#[inline(never)]
fn peer_reflect_only(peer: reflect_peers::Peer, bytes: &[u8]) {
    peer.reflect(bytes).expect("a module all three peers accept");
}

/// `spirv_validate::validate` on one module.
#[inline(never)]
fn validate_only(bytes: &[u8], options: &spirv_validate::Options) {
    let _ = black_box(spirv_validate::validate(bytes, options));
}

/// `spirv_validate::Validator::validate` on one module.
#[inline(never)]
fn validator_only(validator: &mut spirv_validate::Validator, bytes: &[u8]) {
    let _ = black_box(validator.validate(bytes));
}

/// SPIRV-Tools' `spvValidateWithOptions` on one module.
#[inline(never)]
fn spirv_tools_validate_only(validator: &spirv_workspace::spirv_tools_c::Validator, words: &[u32]) {
    let _ = black_box(validator.validate(words));
}
