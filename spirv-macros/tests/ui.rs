//! Compile errors of `spirv_grammar!`, compared with the `.stderr` snapshots in `tests/ui`
//! (regenerate with `TRYBUILD=overwrite cargo test -p spirv-macros --test ui` and review the diff).
//! Each grammar fixture in `tests/fixtures` exercises one class of grammar error.
//!
//! The snapshots come from rustc 1.95, the machine's toolchain; another compiler may word its
//! part of them differently.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
