//! spirv-core is publishable: `cargo package` builds the packaged crate, whose macro finds the 16
//! grammar files inside the package (through the `grammar` symlink, which cargo follows).
//!
//! spirv-core's unpublished path dependencies (spirv-macros, spirv-runtime, spirv-codegen) are
//! packaged in the same invocation, as cargo requires until they are on crates.io.

use std::process::Command;

#[test]
fn spirv_core_packages_with_its_grammars() {
    let root = env!("CARGO_MANIFEST_DIR");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    // A fresh target directory: cargo reuses builds of registry crates by version alone, and
    // the packaged crates' version does not change between runs.
    let target = format!("{root}/target/package-test");
    let _ = std::fs::remove_dir_all(&target);
    let list = Command::new(&cargo)
        .args(["package", "-p", "spirv-core", "--list", "--allow-dirty"])
        .current_dir(root)
        .output()
        .expect("cargo runs");
    assert!(list.status.success(), "{}", String::from_utf8_lossy(&list.stderr));
    let files = String::from_utf8_lossy(&list.stdout);
    let grammars: Vec<&str> = files.lines().filter(|l| l.starts_with("grammar/") && l.ends_with(".json")).collect();
    assert_eq!(grammars.len(), 16, "{files}");
    assert!(grammars.contains(&"grammar/spirv.core.grammar.json"));

    // Cargo unpacks the packaged dependencies into its registry cache keyed by name and version
    // only, and would build a stale copy from an earlier run; remove those copies first (these
    // crates are not on crates.io, so nothing else is lost).
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cargo")));
    if let Some(src) = cargo_home.map(|h| h.join("registry/src")) {
        for registry in std::fs::read_dir(src).into_iter().flatten().flatten() {
            for name in ["spirv-codegen-0.1.0", "spirv-macros-0.1.0", "spirv-runtime-0.1.0", "spirv-core-0.1.0"] {
                let _ = std::fs::remove_dir_all(registry.path().join(name));
            }
        }
    }
    let package = Command::new(&cargo)
        .args(["package", "--allow-dirty", "--target-dir", &target])
        .args(["-p", "spirv-codegen", "-p", "spirv-macros", "-p", "spirv-runtime", "-p", "spirv-core"])
        .current_dir(root)
        .output()
        .expect("cargo runs");
    assert!(package.status.success(), "{}", String::from_utf8_lossy(&package.stderr));
    let log = String::from_utf8_lossy(&package.stderr);
    assert!(log.contains("Compiling spirv-core v0.1.0"), "the packaged crate is built: {log}");
}
