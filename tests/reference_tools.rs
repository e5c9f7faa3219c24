//! Checks against SPIRV-Tools 2025.5: what we build is valid SPIR-V and disassembles as we print
//! it; what glslang compiles, we decode and encode back unchanged.

use std::process::Command;

use spirv_core::Module;
use spirv_workspace::{glslang, reference_tool};

// The main job's module is checked here, built by the quickstart's own code.
use spirv_examples::quickstart::{report, sum_bytes_shader};

/// The quickstart's shader (summing groups of 4 bytes).
fn compute_shader() -> Module<'static> {
    sum_bytes_shader(4).expect("the quickstart's shader builds")
}

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
    // A SPIR-V 1.3 module with SPV_KHR_8bit_storage: Vulkan 1.1 and later.
    for env in ["spv1.3", "vulkan1.1", "vulkan1.3"] {
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

/// The main job on corpus modules in both byte orders: it prints what `spirv-dis --raw-id`
/// prints for the module (then its reflection), and no module fails its round trip (a big-endian module is written
/// back big-endian). The reference text is spirv-dis' of the little-endian file for both: on a
/// byte-swapped file, spirv-dis 2025.5 reads strings with their bytes reversed within each word
/// (`error: 2: Invalid extended instruction import 'LSLGdts.054.'`), whereas the specification
/// packs a string's bytes into words by value ("the first octet is in the lowest-order 8 bits of
/// the word"), whatever the byte order of the words.
#[test]
fn quickstart_reports_modules_of_either_byte_order() {
    let dir = tempfile::tempdir().unwrap();
    let modules = spirv_workspace::corpus_modules();
    let sample: Vec<_> = modules.iter().step_by(40).collect();
    assert!(sample.len() >= 50, "{}", sample.len());
    for (name, bytes) in sample {
        let path = temp_file(&dir, "module.spv", bytes);
        let out = Command::new(reference_tool("spirv-dis")).arg("--raw-id").arg(&path).output().unwrap();
        assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
        let reference = String::from_utf8_lossy(&out.stdout);
        for (order, bytes) in [("little", bytes.clone()), ("big", spirv_workspace::byte_swapped(bytes))] {
            let ours = report(&bytes).unwrap_or_else(|e| panic!("{name} ({order}-endian): {e}"));
            assert!(ours.starts_with(&*reference), "{name} ({order}-endian): the text differs from spirv-dis'");
            assert!(ours[reference.len()..].starts_with('\n'), "{name} ({order}-endian): then a blank line");
        }
    }
}

/// The benchmarks' in-process SPIRV-Tools (`spirv_tools_c::TextTools`, its C library) does what
/// the `spirv-dis` and `spirv-as` executables do, so that timing it times them: the same text
/// in the default layout and with `--raw-id`, and the same words assembled from it.
#[test]
fn in_process_text_tools_match_the_executables() {
    let tools = spirv_workspace::spirv_tools_c::TextTools::new();
    let words = compute_shader().to_words();
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let dir = tempfile::tempdir().unwrap();
    let path = temp_file(&dir, "tools.spv", &bytes);
    for raw_id in [false, true] {
        let mut dis = Command::new(reference_tool("spirv-dis"));
        dis.arg(&path).args(["-o", "-"]);
        if raw_id {
            dis.arg("--raw-id");
        }
        let out = dis.output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = tools.disassemble(&words, raw_id).unwrap();
        assert_eq!(String::from_utf8_lossy(&text), String::from_utf8_lossy(&out.stdout), "raw id: {raw_id}");

        let text_path = temp_file(&dir, "tools.spvasm", &text);
        let assembled = dir.path().join("tools.out.spv");
        let out = Command::new(reference_tool("spirv-as")).arg(&text_path).arg("-o").arg(&assembled).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let theirs: Vec<u32> = std::fs::read(&assembled)
            .unwrap()
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        assert_eq!(tools.assemble(&text).unwrap(), theirs, "raw id: {raw_id}");
    }
    assert!(tools.assemble(b"OpCapability Bogus").is_err());
}
