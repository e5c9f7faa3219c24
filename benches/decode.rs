//! Decode and encode speed over the shared corpus (`../shared/corpus/spv`), against rspirv 0.13
//! in the same run: the raw walk, typed decode, decode + encode, and rspirv's `parse_words` with
//! a no-op consumer and `dr::load_words`. Throughput is in instructions; BENCHMARKS.md derives
//! ns/instruction and MB/s.
//!
//! Run with `cargo bench --bench decode` (set SPIRV_CORPUS if the corpus is elsewhere).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use spirv_core::Module;
use spirv_core::binary::Reader;

#[path = "rspirv_noop.rs"]
mod rspirv_noop;
use rspirv_noop::NoOp;

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn instruction_count(modules: &[Vec<u8>]) -> u64 {
    modules.iter().map(|m| Module::decode(m).map_or(0, |m| m.instructions.len() as u64)).sum()
}

fn benches(c: &mut Criterion) {
    let corpus: Vec<Vec<u8>> = spirv_workspace::corpus_modules()
        .into_iter()
        .filter(|(name, _)| name.starts_with("spv/"))
        .map(|(_, bytes)| bytes)
        .collect();
    // rspirv rejects some modules; the comparison uses the ones it accepts.
    let accepted: Vec<Vec<u8>> = corpus.iter().filter(|m| rspirv::dr::load_words(words(m)).is_ok()).cloned().collect();
    let accepted_words: Vec<Vec<u32>> = accepted.iter().map(|m| words(m)).collect();
    let instructions = instruction_count(&accepted);
    let bytes: usize = accepted.iter().map(Vec::len).sum();
    eprintln!(
        "corpus spv/: {} modules ({} accepted by rspirv: {instructions} instructions, {bytes} bytes)",
        corpus.len(),
        accepted.len()
    );

    let mut g = c.benchmark_group("spv");
    g.throughput(Throughput::Elements(instructions));
    g.bench_function("raw walk", |b| {
        b.iter(|| {
            for m in &accepted {
                let (_, reader) = Reader::new(m).unwrap();
                for inst in reader {
                    black_box(inst.unwrap().opcode);
                }
            }
        })
    });
    g.bench_function("typed decode", |b| {
        b.iter(|| {
            for m in &accepted {
                black_box(Module::decode(m).unwrap());
            }
        })
    });
    g.bench_function("decode + encode", |b| {
        b.iter(|| {
            for m in &accepted {
                black_box(Module::decode(m).unwrap().encode().unwrap());
            }
        })
    });
    g.bench_function("rspirv parse_words (no-op consumer)", |b| {
        b.iter(|| {
            for w in &accepted_words {
                rspirv::binary::parse_words(w, &mut NoOp).unwrap();
            }
        })
    });
    g.bench_function("rspirv dr::load_words", |b| {
        b.iter(|| {
            for w in &accepted_words {
                black_box(rspirv::dr::load_words(w).unwrap());
            }
        })
    });
    g.finish();
}

criterion_group! {
    name = decode;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(6));
    targets = benches
}
criterion_main!(decode);
