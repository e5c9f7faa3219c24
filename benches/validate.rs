//! Validation speed over the corpus (`tests/corpus`, `spv/` and `spv-gV/`): ours
//! (`spirv_validate::validate`, and one `spirv_validate::Validator` validating module after module,
//! which keeps its working memory from one to the next) against SPIRV-Tools' own
//! `spvValidateWithOptions` (2025.5, its C
//! library, opened at run time: `src/spirv_tools_c.rs`) in the same run, every module under
//! spirv-val's default target (`spv1.6`), default options. Throughput is in instructions.
//!
//! Before measuring, it prints how many modules each accepts and on how many the verdicts
//! agree. Ours makes only the checks `spirv_validate::CHECKED` lists, so the ratio measures
//! that much of the work against all of spirv-val's (BENCHMARKS.md says which).
//!
//! A second group validates each module ten times in a row before the next, which shows what
//! moving on to a new module costs each validator beyond the module's own work.
//!
//! On a shared machine the load moves between criterion's groups by more than the difference
//! being measured, so before them the bench also times sweeps of one `Validator` and of
//! spvValidate in turns, pair by pair, and prints the ratio of each pair: a sweep and its partner
//! see the same load. Each sweep then starts where the other validator left the caches, the
//! branch predictors and the allocator's free lists, which criterion's repeated sweeps of one
//! validator do not; that costs the shorter sweep (ours) a larger share of its time.
//!
//! Run with `cargo bench --bench validate` after `scripts/test.sh` has installed SPIRV-Tools
//! (it sets `SPIRV_TOOLS_BIN`; set SPIRV_CORPUS to measure another corpus).

use std::hint::black_box;

use criterion::{Criterion, Throughput};
use spirv_validate::{Options, Validator, validate};
use spirv_workspace::spirv_tools_c::Validator as SpirvTools;

fn main() {
    let corpus = spirv_workspace::corpus_modules();
    let modules: Vec<(Vec<u8>, Vec<u32>)> = corpus
        .iter()
        .map(|(_, bytes)| {
            let words = bytes.chunks_exact(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect();
            (bytes.clone(), words)
        })
        .collect();
    let instructions: u64 =
        corpus.iter().map(|(_, b)| spirv_core::Module::decode(b).map_or(0, |m| m.instructions.len() as u64)).sum();
    let options = Options::default();
    let reference = SpirvTools::new("spv1.6");
    let (mut ours_ok, mut theirs_ok, mut agree) = (0, 0, 0);
    for (bytes, words) in &modules {
        let ours = validate(bytes, &options).is_ok();
        let theirs = reference.validate(words).is_ok();
        ours_ok += usize::from(ours);
        theirs_ok += usize::from(theirs);
        agree += usize::from(ours == theirs);
    }
    eprintln!(
        "corpus: {} modules, {instructions} instructions; accepted by ours {ours_ok}, by spvValidate {theirs_ok}; \
         verdicts agree on {agree}",
        modules.len()
    );

    paired_ratio(&modules, &options, &reference);

    let mut c = Criterion::default().configure_from_args();
    let mut g = c.benchmark_group("validate corpus");
    g.throughput(Throughput::Elements(instructions));
    g.bench_function("ours (spirv_validate::validate)", |b| {
        b.iter(|| {
            for (bytes, _) in &modules {
                let _ = black_box(validate(bytes, &options));
            }
        })
    });
    let mut validator = Validator::new(options.clone());
    g.bench_function("ours, one Validator (spirv_validate::Validator)", |b| {
        b.iter(|| sweep_ours(&mut validator, &modules, 1))
    });
    g.bench_function("SPIRV-Tools (spvValidateWithOptions)", |b| b.iter(|| sweep_theirs(&reference, &modules, 1)));
    g.finish();

    // The same work, each module validated REPEAT times in a row before the next: the caches
    // and branch predictors then hold that module's paths. The gap between this and the
    // sequence above is what validating a new module costs beyond its instructions.
    const REPEAT: u64 = 10;
    let mut g = c.benchmark_group("validate corpus, each module repeated");
    g.throughput(Throughput::Elements(instructions * REPEAT)).sample_size(10);
    g.bench_function("ours, one Validator (spirv_validate::Validator)", |b| {
        b.iter(|| sweep_ours(&mut validator, &modules, REPEAT))
    });
    g.bench_function("SPIRV-Tools (spvValidateWithOptions)", |b| b.iter(|| sweep_theirs(&reference, &modules, REPEAT)));
    g.finish();
    c.final_summary();
}

/// Times `PAIRS` sweeps over the corpus of one `Validator` and of spvValidate in turns, and
/// prints how many times faster ours was in each pair (spvValidate's time over ours), sorted,
/// with their median.
fn paired_ratio(modules: &[(Vec<u8>, Vec<u32>)], options: &Options, reference: &SpirvTools) {
    const PAIRS: usize = 11;
    let mut validator = Validator::new(options.clone());
    let timed = |sweep: &mut dyn FnMut()| {
        let start = std::time::Instant::now();
        sweep();
        start.elapsed().as_secs_f64()
    };
    // One of each first, untimed: both sides' first sweep fills caches and tables.
    sweep_ours(&mut validator, modules, 1);
    sweep_theirs(reference, modules, 1);
    let mut ratios: Vec<f64> = (0..PAIRS)
        .map(|_| {
            let ours = timed(&mut || sweep_ours(&mut validator, modules, 1));
            timed(&mut || sweep_theirs(reference, modules, 1)) / ours
        })
        .collect();
    ratios.sort_by(f64::total_cmp);
    let list: Vec<String> = ratios.iter().map(|r| format!("{r:.2}")).collect();
    eprintln!(
        "paired sweeps, one Validator against spvValidate, {PAIRS} pairs: median {:.2}x faster ({})",
        ratios[PAIRS / 2],
        list.join(", ")
    );
}

/// Validates every module `repeat` times in a row with `validator`.
fn sweep_ours(validator: &mut Validator, modules: &[(Vec<u8>, Vec<u32>)], repeat: u64) {
    for (bytes, _) in modules {
        for _ in 0..repeat {
            let _ = black_box(validator.validate(bytes));
        }
    }
}

/// Validates every module `repeat` times in a row with spvValidate.
fn sweep_theirs(reference: &SpirvTools, modules: &[(Vec<u8>, Vec<u32>)], repeat: u64) {
    for (_, words) in modules {
        for _ in 0..repeat {
            let _ = black_box(reference.validate(words));
        }
    }
}
