//! Module-building speed against rspirv 0.13's `dr::Builder`, in the same run: a module with N
//! distinct types and N distinct constants, N = 500 and 8,000 (`src/peers/build_workload.rs`).
//!
//! Both sides start with `OpCapability Shader` and `OpMemoryModel Logical GLSL450` (SPIR-V
//! 1.0), then, for i in 0..N:
//!
//! - ask for the 32-bit float type: made on the first iteration, a deduplication hit after;
//! - make the 32-bit unsigned constant i + 1 (a miss; the u32 type it needs is a hit after the
//!   first iteration) and the array type of i + 1 floats (a miss);
//! - ask for the u32 constant i / 2 + 1, made at this or an earlier iteration (a hit).
//!
//! Ours (`spirv_core::builder::Builder`): `type_float(32)`, `type_array(float, i + 1)` (which
//! calls `constant_u32(i + 1)`, itself `type_int(32, false)` + `constant`), `constant_u32(i / 2 +
//! 1)`; every type and constant is hash-consed (its encoding hashed, O(1)). Then either
//! `finish()` (the module assembled in layout order, requirement inference over it, missing
//! capabilities declared, the result checked) or `finish_unchecked()` (assembled only).
//!
//! rspirv (`rspirv::dr::Builder`): `type_float(32, None)` and `type_int(32, 0)` (deduplicated by
//! its `dedup_insert_type`: a linear scan of `types_global_values`, types and constants alike,
//! comparing opcode and operands; both found at the start of the list),
//! `type_array(float, length)` (a miss: the scan goes over every type and constant made so
//! far, so building N of them is quadratic). Its `constant_bit32` does not deduplicate (it
//! always appends a new `OpConstant`), so the caller keeps a `HashMap<u32, Word>` from value to
//! id, checked before `constant_bit32` and for the i / 2 + 1 hit: the cheapest way a user gets
//! one constant per value. Then `module()` (which only sets the header's bound; rspirv infers
//! no requirements).
//!
//! Every variant includes dropping the module. Throughput is in items, an item being one type
//! or constant created (2N; the two scalar types made once are not counted); BENCHMARKS.md
//! derives µs per item.
//!
//! Run with `cargo bench --bench builder`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

use spirv_workspace::peers::build_workload::{items, ours_builder, rspirv_builder};

fn benches(c: &mut Criterion) {
    // The modules are equal up to the order of the constant and the type made at the same
    // iteration; check the sizes once.
    let ours = ours_builder(500).finish().unwrap();
    let theirs = rspirv_builder(500).module();
    assert_eq!(ours.instructions.len(), theirs.all_inst_iter().count());
    assert_eq!(ours.header.bound, theirs.header.as_ref().unwrap().bound);

    let mut g = c.benchmark_group("build");
    for n in [500u32, 8_000] {
        g.throughput(Throughput::Elements(items(n)));
        g.bench_with_input(BenchmarkId::new("spirv-core finish", n), &n, |b, &n| {
            b.iter(|| black_box(ours_builder(n).finish().unwrap()))
        });
        g.bench_with_input(BenchmarkId::new("spirv-core finish_unchecked", n), &n, |b, &n| {
            b.iter(|| black_box(ours_builder(n).finish_unchecked().unwrap()))
        });
        g.bench_with_input(BenchmarkId::new("rspirv module", n), &n, |b, &n| {
            b.iter(|| black_box(rspirv_builder(n).module()))
        });
    }
    g.finish();
}

criterion_group! {
    name = builder;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(5));
    targets = benches
}
criterion_main!(builder);
