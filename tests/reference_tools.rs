//! Checks against SPIRV-Tools 2025.5: what we build is valid SPIR-V and disassembles as we print
//! it; what glslang compiles, we decode and encode back unchanged.

use std::process::Command;

use spirv_core::Module;
use spirv_workspace::{compute_shader, glslang, reference_tool};

/// Writes `bytes` to `name` in `dir`, a temporary directory the test owns (removed when dropped).
fn temp_file(dir: &tempfile::TempDir, name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn built_module_passes_spirv_val() {
    let dir = tempfile::tempdir().unwrap();
    let path = temp_file(&dir, "quickstart.spv", &compute_shader().to_bytes());
    for env in ["spv1.0", "vulkan1.0", "vulkan1.3"] {
        let out = Command::new(reference_tool("spirv-val")).args(["--target-env", env]).arg(&path).output().unwrap();
        assert!(out.status.success(), "{env}: {}", String::from_utf8_lossy(&out.stderr));
    }
}

/// `Display` of each instruction is its line of `spirv-dis --raw-id --no-header --no-indent`.
#[test]
fn display_matches_spirv_dis() {
    let module = compute_shader();
    let dir = tempfile::tempdir().unwrap();
    let path = temp_file(&dir, "dis.spv", &module.to_bytes());
    let out = Command::new(reference_tool("spirv-dis"))
        .args(["--raw-id", "--no-header", "--no-indent"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let reference: Vec<String> = String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect();
    let ours: Vec<String> = module.iter().map(|i| format!("{i}")).collect();
    assert_eq!(ours, reference);
}

/// A shader compiled now by the pinned glslang decodes and encodes bit for bit.
#[test]
fn glslang_output_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let source = temp_file(&dir, "shader.comp", include_bytes!("data/compute.comp"));
    let bytes = glslang(&source, &["-gV"]);
    let module = Module::decode(&bytes).unwrap();
    assert_eq!(module.to_bytes(), bytes);
}
