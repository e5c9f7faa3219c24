//! Decode and encode speed over the corpus (`tests/corpus`, `spv/` and `spv-gV/`),
//! against rspirv 0.13 and rspirv2 0.1.1 in the same run, over the modules all three accept: the
//! raw walk, the typed iterator, typed decode into a `Module`, decode + encode, rspirv's
//! `parse_words` with a no-op consumer and `dr::load_words`, and rspirv2's typed iteration.
//! Throughput is in instructions; BENCHMARKS.md derives ns/instruction.
//!
//! Run with `cargo bench --bench decode` (set SPIRV_CORPUS to measure another corpus).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use spirv_core::binary::Reader;
use spirv_core::{Decoder, Module};

use spirv_workspace::peers::corpus as peers;
use spirv_workspace::peers::rspirv_noop::NoOp;

fn benches(c: &mut Criterion) {
    let corpus = peers::Corpus::load();
    let modules = &corpus.modules;
    eprintln!(
        "corpus: {} modules, {} accepted by all three libraries: {} instructions, {} bytes",
        corpus.total,
        modules.len(),
        corpus.instructions,
        corpus.bytes
    );

    let mut g = c.benchmark_group("corpus");
    g.throughput(Throughput::Elements(corpus.instructions));
    g.bench_function("raw walk", |b| {
        b.iter(|| {
            for m in modules {
                let (_, reader) = Reader::new(&m.bytes).unwrap();
                for inst in reader {
                    black_box(inst.unwrap().opcode);
                }
            }
        })
    });
    g.bench_function("typed iterator (Decoder)", |b| {
        b.iter(|| {
            for m in modules {
                let (_, decoder) = Decoder::new(&m.bytes).unwrap();
                for inst in decoder {
                    black_box(inst.unwrap());
                }
            }
        })
    });
    g.bench_function("typed decode (Module::decode)", |b| {
        b.iter(|| {
            for m in modules {
                black_box(Module::decode(&m.bytes).unwrap());
            }
        })
    });
    g.bench_function("decode + encode", |b| {
        b.iter(|| {
            for m in modules {
                black_box(Module::decode(&m.bytes).unwrap().encode().unwrap());
            }
        })
    });
    g.bench_function("rspirv parse_words (no-op consumer)", |b| {
        b.iter(|| {
            for m in modules {
                rspirv::binary::parse_words(&m.words, &mut NoOp).unwrap();
            }
        })
    });
    g.bench_function("rspirv dr::load_words", |b| {
        b.iter(|| {
            for m in modules {
                black_box(rspirv::dr::load_words(&m.words).unwrap());
            }
        })
    });
    g.bench_function("rspirv2 typed iteration", |b| {
        b.iter(|| {
            for m in modules {
                for inst in peers::rspirv2_instructions(&m.rspirv2_words) {
                    black_box(inst);
                }
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
