//! spirv-core is publishable: `cargo package` makes crates whose macro finds the 16 grammar files
//! inside the package (through the `grammar` symlink, which cargo follows), and the packaged
//! spirv-core builds from them alone.
//!
//! Its unpublished path dependencies are packaged in the same invocation; the packages are
//! unpacked into a temporary directory and spirv-core is built there with cargo's `[patch]`
//! pointing at the unpacked dependencies. Everything is written under `target/` and the
//! temporary directory; nothing outside the project is touched.

use std::path::Path;
use std::process::Command;

const CRATES: [&str; 5] = ["spirv-layout", "spirv-codegen", "spirv-runtime", "spirv-macros", "spirv-core"];

fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

fn run(command: &mut Command) -> String {
    let out = command.output().expect("the command runs");
    assert!(out.status.success(), "{command:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
}

#[test]
fn spirv_core_packages_with_its_grammars() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = run(cargo().args(["package", "-p", "spirv-core", "--list", "--allow-dirty"]).current_dir(root));
    let grammars: Vec<&str> = files.lines().filter(|l| l.starts_with("grammar/") && l.ends_with(".json")).collect();
    assert_eq!(grammars.len(), 16, "{files}");
    assert!(grammars.contains(&"grammar/spirv.core.grammar.json"));

    let target = root.join("target/package-test");
    let mut package = cargo();
    package.args(["package", "--allow-dirty", "--no-verify", "--target-dir"]).arg(&target).current_dir(root);
    for name in CRATES {
        package.args(["-p", name]);
    }
    run(&mut package);

    let unpacked = tempfile::tempdir().unwrap();
    let version = env!("CARGO_PKG_VERSION");
    let mut build = cargo();
    for name in CRATES {
        let file = target.join(format!("package/{name}-{version}.crate"));
        run(Command::new("tar").arg("-xzf").arg(&file).arg("-C").arg(unpacked.path()));
        if name != "spirv-core" {
            let dir = unpacked.path().join(format!("{name}-{version}"));
            build.arg("--config").arg(format!("patch.crates-io.{name}.path={:?}", dir.to_str().unwrap()));
        }
    }
    let core = unpacked.path().join(format!("spirv-core-{version}"));
    // The workspace's lock file pins the same dependency versions, which are then in cargo's
    // cache already: the build needs no network.
    std::fs::copy(root.join("Cargo.lock"), core.join("Cargo.lock")).unwrap();
    let log = run(build.args(["build", "--offline", "--target-dir"]).arg(&target).current_dir(&core));
    assert!(log.contains("Compiling spirv-core v0.1.0"), "the packaged crate is built: {log}");
    assert!(!log.contains(root.join("spirv-core").to_str().unwrap()), "it is not the workspace's crate: {log}");
}
