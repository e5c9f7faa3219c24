//! Disassembly and assembly speed over the corpus (`tests/corpus`), against rspirv 0.13's and rspirv2
//! 0.1.1's disassemblers in the same run, over the modules all three libraries accept:
//! `spirv-dis`' default layout (friendly names) and `--raw-id`, rspirv's `dr::load_words` +
//! `Disassemble::disassemble`, rspirv2's `dis` with its SPIRV-Tools-like options, and
//! SPIRV-Tools' own `spvBinaryToText` in process (its C library, which `SPIRV_TOOLS_BIN`
//! locates); then the assembly of the default-layout text, against SPIRV-Tools'
//! `spvTextToBinary` (neither Rust peer has an assembler). SPIRV-Tools' output is checked to
//! be ours, byte for byte, before it is timed.
//! Throughput is in instructions; BENCHMARKS.md derives ns/instruction.
//!
//! Run with `cargo bench --bench text` (set SPIRV_CORPUS to measure another corpus).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use spirv_core::text::{AssembleOptions, DisassembleOptions, assemble, disassemble};
use spirv_workspace::spirv_tools_c::TextTools;

#[allow(dead_code)] // the typed iteration is for the decode benchmark
use spirv_workspace::peers::corpus as peers;

fn benches(c: &mut Criterion) {
    let corpus = peers::Corpus::load();
    let modules = &corpus.modules;
    eprintln!("{} modules, {} instructions", modules.len(), corpus.instructions);

    let mut g = c.benchmark_group("disassemble");
    g.throughput(Throughput::Elements(corpus.instructions));
    let default = DisassembleOptions::default();
    g.bench_function("spirv-core, default layout", |b| {
        b.iter(|| {
            for m in modules {
                black_box(disassemble(&m.bytes, &default).unwrap());
            }
        })
    });
    let raw = DisassembleOptions { friendly_names: false, ..Default::default() };
    g.bench_function("spirv-core, --raw-id", |b| {
        b.iter(|| {
            for m in modules {
                black_box(disassemble(&m.bytes, &raw).unwrap());
            }
        })
    });
    g.bench_function("rspirv load_words + disassemble", |b| {
        use rspirv::binary::Disassemble;
        b.iter(|| {
            for m in modules {
                black_box(rspirv::dr::load_words(&m.words).unwrap().disassemble());
            }
        })
    });
    let tools = TextTools::new();
    for m in modules {
        for (raw_id, options) in [(false, &default), (true, &raw)] {
            let theirs = tools.disassemble(&m.words, raw_id).unwrap();
            assert!(theirs == disassemble(&m.bytes, options).unwrap(), "spvBinaryToText differs (raw id {raw_id})");
        }
    }
    g.bench_function("SPIRV-Tools spvBinaryToText, default layout", |b| {
        b.iter(|| {
            for m in modules {
                black_box(tools.disassemble(&m.words, false).unwrap());
            }
        })
    });
    g.bench_function("SPIRV-Tools spvBinaryToText, --raw-id", |b| {
        b.iter(|| {
            for m in modules {
                black_box(tools.disassemble(&m.words, true).unwrap());
            }
        })
    });
    g.bench_function("rspirv2 dis (like_spirv_tools)", |b| {
        use rspirv2::core::inst_set::CoreInstSet;
        use rspirv2::dis::DisOptions;
        use rspirv2::slice::InstSlice;
        b.iter(|| {
            for m in modules {
                let slice = InstSlice::<CoreInstSet>::from_words_unchecked(&m.rspirv2_words);
                black_box(format!("{}", slice.dis(DisOptions::like_spirv_tools())));
            }
        })
    });
    g.finish();

    // Assembly of the text spirv-dis prints (ours is byte-identical; checked by the tests).
    let texts: Vec<Vec<u8>> = modules.iter().map(|m| disassemble(&m.bytes, &default).unwrap()).collect();
    let mut g = c.benchmark_group("assemble");
    g.throughput(Throughput::Elements(corpus.instructions));
    g.bench_function("spirv-core, default-layout text", |b| {
        b.iter(|| {
            for text in &texts {
                black_box(assemble(text, &AssembleOptions::default()).unwrap());
            }
        })
    });
    for text in &texts {
        let ours = assemble(text, &AssembleOptions::default()).unwrap();
        assert!(tools.assemble(text).unwrap() == ours, "spvTextToBinary differs from ours");
    }
    g.bench_function("SPIRV-Tools spvTextToBinary, default-layout text", |b| {
        b.iter(|| {
            for text in &texts {
                black_box(tools.assemble(text).unwrap());
            }
        })
    });
    g.finish();
}

criterion_group! {
    name = text;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(5));
    targets = benches
}
criterion_main!(text);
