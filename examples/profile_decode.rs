//! A harness for instruction-count profiling (deterministic, unlike wall time on a shared
//! machine): decodes the shared corpus (`spv/`, the modules rspirv 0.13 accepts) once in the
//! given mode. Measure only the work with
//! `valgrind --tool=callgrind --toggle-collect='profile_decode::run' target/release/examples/profile_decode <mode>`
//! (loading and selecting the files is left out) and divide by the instruction count it prints.
//!
//! Modes: raw, module, encode (decode + encode), rspirv-parse, rspirv-load.

use std::hint::black_box;

#[path = "../benches/rspirv_noop.rs"]
mod rspirv_noop;
use rspirv_noop::NoOp;

fn main() {
    let words =
        |m: &[u8]| -> Vec<u32> { m.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect() };
    let modules: Vec<(Vec<u8>, Vec<u32>)> = spirv_workspace::corpus_modules()
        .into_iter()
        .filter(|(n, _)| n.starts_with("spv/"))
        .map(|(_, b)| {
            let w = words(&b);
            (b, w)
        })
        .filter(|(_, w)| rspirv::dr::load_words(w).is_ok())
        .collect();
    let mode = std::env::args().nth(1).unwrap_or_default();
    let instructions: usize = modules.iter().map(|(b, _)| spirv_core::binary::Reader::new(b).unwrap().1.count()).sum();
    println!("{} modules, {instructions} instructions", modules.len());
    run(&mode, &modules);
}

/// The measured work.
#[inline(never)]
fn run(mode: &str, modules: &[(Vec<u8>, Vec<u32>)]) {
    for (bytes, words) in modules {
        match mode {
            "raw" => {
                let (_, reader) = spirv_core::binary::Reader::new(bytes).unwrap();
                for inst in reader {
                    black_box(inst.unwrap().opcode);
                }
            }
            "module" => drop(black_box(spirv_core::Module::decode(bytes).unwrap())),
            "encode" => drop(black_box(spirv_core::Module::decode(bytes).unwrap().encode().unwrap())),
            "rspirv-parse" => rspirv::binary::parse_words(words, &mut NoOp).unwrap(),
            "rspirv-load" => drop(black_box(rspirv::dr::load_words(words).unwrap())),
            _ => {}
        }
    }
}
