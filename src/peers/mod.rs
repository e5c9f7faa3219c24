//! What the benchmarks and the profiling examples compare ours with: the corpus in each
//! library's form, rspirv's no-op consumer, the builder workload, and each library's reflection
//! (`benches/*.rs` time them; `examples/profile_decode.rs` and `examples/reflect_probe.rs` count
//! their instructions and allocations).

pub mod build_workload;
pub mod corpus;
pub mod reflect;
pub mod rspirv_noop;
