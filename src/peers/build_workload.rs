//! The module-building workload shared by `benches/builder.rs` and `examples/profile_decode.rs`
//! (`build` modes): N distinct array types and N distinct constants, with a hash-cons hit on a
//! type and on a constant per iteration. See `benches/builder.rs` for what each side does.

use std::collections::HashMap;
use std::hint::black_box;

use spirv_core::Version;
use spirv_core::builder::Builder;
use spirv_core::spec::{AddressingModel, Capability, MemoryModel};

/// The types and constants created by a workload of `n` iterations (the two scalar types made
/// before the loop are left out): one array type and one constant per iteration.
pub fn items(n: u32) -> u64 {
    2 * u64::from(n)
}

/// Our builder up to the module, without finishing it.
pub fn ours_builder(n: u32) -> Builder<'static> {
    let mut b = Builder::new(Version::new(1, 0));
    b.capability(Capability::Shader);
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    for i in 0..n {
        // A hit: the float type, made on the first iteration.
        let float = b.type_float(32);
        // Two misses: the u32 constant i + 1 (after a hit on the u32 type) and the array type.
        let array = b.type_array(float, i + 1);
        // A hit: a constant made at an earlier (or this) iteration.
        let half = b.constant_u32(i / 2 + 1);
        black_box((array, half));
    }
    b
}

/// rspirv 0.13's `dr::Builder` doing the same; it does not deduplicate `OpConstant`s
/// (`constant_bit32` always appends), so the caller keeps a `HashMap` from value to id, as a
/// user who wants one constant per value has to.
pub fn rspirv_builder(n: u32) -> rspirv::dr::Builder {
    use rspirv::spirv;
    let mut b = rspirv::dr::Builder::new();
    b.set_version(1, 0);
    b.capability(spirv::Capability::Shader);
    b.memory_model(spirv::AddressingModel::Logical, spirv::MemoryModel::GLSL450);
    let mut constants: HashMap<u32, spirv::Word> = HashMap::new();
    for i in 0..n {
        // A hit: the float type (the linear scan finds it first).
        let float = b.type_float(32, None);
        // A hit: the u32 type (second in the scan), for the constants.
        let uint = b.type_int(32, 0);
        // Two misses: the u32 constant i + 1 (caller's map, then `constant_bit32`) and the array
        // type (a scan of every type and constant made so far).
        let length = *constants.entry(i + 1).or_insert_with(|| b.constant_bit32(uint, i + 1));
        let array = b.type_array(float, length);
        // A hit: a constant made at an earlier (or this) iteration, from the caller's map.
        let half = *constants.entry(i / 2 + 1).or_insert_with(|| b.constant_bit32(uint, i / 2 + 1));
        black_box((array, half));
    }
    b
}
