//! A harness for instruction-count profiling (deterministic, unlike wall time on a shared
//! machine): decodes the shared corpus (`spv/`, the modules rspirv 0.13 accepts) once in the
//! given mode. Measure with
//! `valgrind --tool=callgrind target/release/examples/profile_decode <mode>` and subtract the
//! `none` mode (loading the files).
//!
//! Modes: none, raw, module, encode (decode + encode), rspirv-parse, rspirv-load.

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
    for (bytes, words) in &modules {
        match mode.as_str() {
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
