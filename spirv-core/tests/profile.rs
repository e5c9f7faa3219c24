//! `checked!`: features outside a target profile fail to compile, naming the version and the
//! extensions that would provide them; features inside it compile. The expected versions and
//! extensions are the grammar's (`spirv.core.grammar.json`: `StorageBuffer8BitAccess` is SPIR-V
//! 1.5 or `SPV_KHR_8bit_storage`, `OpSDot` 1.6 or `SPV_KHR_integer_dot_product`,
//! `MakePointerAvailable` 1.5 or `SPV_KHR_vulkan_memory_model`). The `.stderr` snapshots come
//! from rustc 1.95 (regenerate with `TRYBUILD=overwrite cargo test -p spirv-core --test profile`
//! and review the diff).

#[test]
fn profile() {
    let t = trybuild::TestCases::new();
    t.pass("tests/profile/pass_*.rs");
    t.compile_fail("tests/profile/fail_*.rs");
}
