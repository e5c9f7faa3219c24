//! A harness for instruction-count profiling (deterministic, unlike wall time on a shared
//! machine): decodes the shared corpus (`spv/`, the modules rspirv 0.13 accepts) once in the
//! given mode. Measure with
//! `valgrind --tool=callgrind target/release/examples/profile_decode <mode>` and subtract the
//! `none` mode (loading the files).
//!
//! Modes: none, raw, module, encode (decode + encode), rspirv-parse, rspirv-load.

use std::hint::black_box;

use rspirv::binary::{Consumer, ParseAction};

struct NoOp;

impl Consumer for NoOp {
    fn initialize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn finalize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_header(&mut self, _: rspirv::dr::ModuleHeader) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_instruction(&mut self, inst: rspirv::dr::Instruction) -> ParseAction {
        black_box(inst);
        ParseAction::Continue
    }
}

fn main() {
    let words = |m: &[u8]| -> Vec<u32> { m.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect() };
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
