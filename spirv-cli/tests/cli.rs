//! `spirv dis` against `spirv-dis` as processes: the same stdout, stderr and exit status for
//! files, standard input, layout flags, colour, and bad input; and `--keep-going`.

use std::process::{Command, Output, Stdio};

use spirv_workspace::{corpus_modules, reference_tool};

fn run(program: &std::path::Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    use std::io::Write;
    let mut child = Command::new(program)
        .args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(input) = stdin {
        let mut pipe = child.stdin.take().unwrap();
        let _ = pipe.write_all(input);
    }
    child.wait_with_output().unwrap()
}

fn spirv() -> std::path::PathBuf {
    env!("CARGO_BIN_EXE_spirv").into()
}

/// Runs `spirv dis ARGS` and `spirv-dis ARGS` and requires the same status, stdout and stderr.
fn same_as_spirv_dis(args: &[&str], stdin: Option<&[u8]>) {
    let reference = run(&reference_tool("spirv-dis"), args, stdin);
    let mut ours_args = vec!["dis"];
    ours_args.extend(args);
    let ours = run(&spirv(), &ours_args, stdin);
    assert_eq!(ours.status.code(), reference.status.code(), "{args:?}: {}", String::from_utf8_lossy(&ours.stderr));
    assert!(ours.stdout == reference.stdout, "{args:?}: stdout differs");
    assert_eq!(String::from_utf8_lossy(&ours.stderr), String::from_utf8_lossy(&reference.stderr), "{args:?}");
}

#[test]
fn dis_matches_spirv_dis_on_files_and_stdin() {
    let dir = tempfile::tempdir().unwrap();
    for (i, (_, bytes)) in corpus_modules().iter().step_by(100).enumerate() {
        let path = dir.path().join(format!("m{i}.spv"));
        std::fs::write(&path, bytes).unwrap();
        let path = path.to_str().unwrap();
        same_as_spirv_dis(&[path], None);
        same_as_spirv_dis(&["--raw-id", "--comment", "--offsets", path], None);
        same_as_spirv_dis(&["--nested-indent", "--reorder-blocks", "-o", "-", "-"], Some(bytes));
        same_as_spirv_dis(&["--color", path], None);
    }
}

#[test]
fn dis_output_file_is_written_only_on_success() {
    let dir = tempfile::tempdir().unwrap();
    let (_, bytes) = corpus_modules().swap_remove(3);
    let input = dir.path().join("in.spv");
    std::fs::write(&input, &bytes).unwrap();
    let output = dir.path().join("out.spvasm");
    let ours = run(&spirv(), &["dis", input.to_str().unwrap(), "-o", output.to_str().unwrap()], None);
    assert!(ours.status.success());
    let reference = run(&reference_tool("spirv-dis"), &[input.to_str().unwrap()], None);
    assert_eq!(std::fs::read(&output).unwrap(), reference.stdout);

    // A module that fails part-way: nothing is written to the file.
    let mut damaged = bytes.clone();
    let last = damaged.len() - 8;
    damaged[last..last + 4].copy_from_slice(&0x0001_ffffu32.to_le_bytes());
    std::fs::write(&input, &damaged).unwrap();
    let bad_output = dir.path().join("bad.spvasm");
    let ours = run(&spirv(), &["dis", input.to_str().unwrap(), "-o", bad_output.to_str().unwrap()], None);
    assert_eq!(ours.status.code(), Some(252));
    assert!(!bad_output.exists());
}

#[test]
fn dis_bad_input_fails_like_spirv_dis() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path.to_str().unwrap().to_string()
    };
    let (_, good) = corpus_modules().swap_remove(0);
    same_as_spirv_dis(&[&write("empty.spv", b"")], None);
    same_as_spirv_dis(&[&write("odd.spv", &good[..good.len() - 1])], None);
    same_as_spirv_dis(&[&write("truncated.spv", &good[..good.len() - 4])], None);
    same_as_spirv_dis(&[&write("short.spv", &good[..8])], None);
    same_as_spirv_dis(&[&dir.path().join("missing.spv").to_string_lossy()], None);
}

/// `--keep-going` prints an invalid instruction's words as a comment and goes on: the rest is
/// exactly what spirv-dis prints for the module without that instruction.
#[test]
fn keep_going_prints_past_an_invalid_instruction() {
    let (_, bytes) = corpus_modules().swap_remove(0);
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    // The first OpDecorate (no result id, so nothing else depends on it being there).
    let mut at = 5;
    while words[at] & 0xFFFF != 71 {
        at += (words[at] >> 16) as usize;
    }
    let count = (words[at] >> 16) as usize;
    let mut damaged = words.clone();
    damaged[at] = (count as u32) << 16 | 0xFFFF;
    let mut without = words.clone();
    without.drain(at..at + count);
    let to_bytes = |w: &[u32]| w.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>();

    let ours = run(&spirv(), &["dis", "--raw-id", "--keep-going", "-"], Some(&to_bytes(&damaged)));
    assert_eq!(ours.status.code(), Some(252));
    assert!(String::from_utf8_lossy(&ours.stderr).contains("Invalid opcode: 65535"));
    let reference = run(&reference_tool("spirv-dis"), &["--raw-id", "-"], Some(&to_bytes(&without)));
    assert!(reference.status.success());
    let comment = format!(
        "; 0x{:08x}: {}\n",
        at * 4,
        damaged[at..at + count].iter().map(|w| format!("0x{w:08x}")).collect::<Vec<_>>().join(" ")
    );
    let text = String::from_utf8(ours.stdout).unwrap();
    assert!(text.contains(&comment), "{comment}");
    assert_eq!(text.replacen(&comment, "", 1), String::from_utf8(reference.stdout).unwrap());
}

/// Runs `spirv as ARGS` and `spirv-as ARGS` (each writing to its own file in `dir`) and
/// requires the same status, stderr and output bytes (or no output file from either).
fn same_as_spirv_as(dir: &std::path::Path, args: &[&str], stdin: Option<&[u8]>) {
    let outputs = [dir.join("reference.spv"), dir.join("ours.spv")];
    for o in &outputs {
        let _ = std::fs::remove_file(o);
    }
    let with_output = |o: &std::path::Path| {
        let mut a: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        a.extend(["-o".to_string(), o.to_str().unwrap().to_string()]);
        a
    };
    let reference_args = with_output(&outputs[0]);
    let reference =
        run(&reference_tool("spirv-as"), &reference_args.iter().map(String::as_str).collect::<Vec<_>>(), stdin);
    let mut ours_args = vec!["as".to_string()];
    ours_args.extend(with_output(&outputs[1]));
    let ours = run(&spirv(), &ours_args.iter().map(String::as_str).collect::<Vec<_>>(), stdin);
    assert_eq!(ours.status.code(), reference.status.code(), "{args:?}: {}", String::from_utf8_lossy(&ours.stderr));
    assert_eq!(String::from_utf8_lossy(&ours.stderr), String::from_utf8_lossy(&reference.stderr), "{args:?}");
    assert_eq!(std::fs::read(&outputs[1]).ok(), std::fs::read(&outputs[0]).ok(), "{args:?}: output differs");
}

#[test]
fn as_matches_spirv_as() {
    let dir = tempfile::tempdir().unwrap();
    for (i, (_, bytes)) in corpus_modules().iter().step_by(150).enumerate() {
        let text = run(&reference_tool("spirv-dis"), &["-o", "-", "-"], Some(bytes)).stdout;
        let path = dir.path().join(format!("m{i}.spvasm"));
        std::fs::write(&path, &text).unwrap();
        let path = path.to_str().unwrap();
        same_as_spirv_as(dir.path(), &[path], None);
        same_as_spirv_as(dir.path(), &["--target-env", "vulkan1.3", path], None);
        same_as_spirv_as(dir.path(), &["--preserve-numeric-ids", "-"], Some(&text));
    }
    let write = |name: &str, text: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    same_as_spirv_as(dir.path(), &[&write("empty.spvasm", b"")], None);
    same_as_spirv_as(dir.path(), &[&write("newline.spvasm", b"\n")], None);
    same_as_spirv_as(dir.path(), &[&write("bad.spvasm", b"OpCapability Shaderx\n")], None);
    same_as_spirv_as(dir.path(), &[&write("lookup.spvasm", b"OpFooBar\n")], None);
    same_as_spirv_as(
        dir.path(),
        &["--target-env", "spv1.3", &write("gated.spvasm", b"%2 = OpCopyLogical %1 %3\n")],
        None,
    );
    same_as_spirv_as(dir.path(), &["--target-env", "nope", &write("env.spvasm", b"OpCapability Shader\n")], None);
    same_as_spirv_as(dir.path(), &[&dir.path().join("missing.spvasm").to_string_lossy()], None);
}

/// spirv-dis' hex-text input, in its five forms and with its parse errors.
#[test]
fn dis_reads_hex_text_like_spirv_dis() {
    let (_, bytes) = corpus_modules().swap_remove(7);
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let join = |items: Vec<String>, sep: &str| items.join(sep).into_bytes();
    let forms: Vec<Vec<u8>> = vec![
        join(words.iter().map(|w| format!("0x{w:08x}")).collect(), ", "),
        join(words.iter().map(|w| format!("x{w:x}")).collect(), "\n"),
        join(words.iter().flat_map(|w| w.to_be_bytes()).map(|b| format!("0x{b:02X}")).collect(), ","),
        join(words.iter().flat_map(|w| w.to_le_bytes()).map(|b| format!("0x{b:x}")).collect(), " "),
        join(words.iter().flat_map(|w| w.to_be_bytes()).map(|b| format!("{b:02x}")).collect(), " "),
        join(words.iter().flat_map(|w| w.to_le_bytes()).map(|b| format!("{b:02x}")).collect(), ""),
        b"0x07230203, 0x00010000, zz".to_vec(),
        b"0x07230203 0x0001000000".to_vec(),
        b"0x07230203 0x0q".to_vec(),
        b"0x1234, 0x5678".to_vec(),
        b"  ,x07230203".to_vec(),
        [b"x".as_slice(), &bytes[1..]].concat(),
    ];
    for form in &forms {
        same_as_spirv_dis(&["--raw-id", "-"], Some(form));
    }
}

/// A module at SPIR-V 1.3 declaring StorageBuffer8BitAccess without its extension.
fn module_missing_8bit_storage() -> Vec<u8> {
    use spirv_core::spec::{AddressingModel, Capability, Instruction, MemoryModel};
    use spirv_core::{Header, IdResult, Module, Version};
    let module = Module {
        header: Header::new(Version::new(1, 3), 0, 2),
        instructions: vec![
            Instruction::Capability { capability: Capability::Shader },
            Instruction::Capability { capability: Capability::StorageBuffer8BitAccess },
            Instruction::Capability { capability: Capability::Linkage },
            Instruction::MemoryModel { addressing_model: AddressingModel::Logical, memory_model: MemoryModel::GLSL450 },
            Instruction::TypeInt { result_id: IdResult::new(1).unwrap(), width: 8, signedness: 0 },
        ],
    };
    module.to_bytes()
}

#[test]
fn reqs_json_is_one_object_with_the_keys_in_order() {
    let (name, bytes) = corpus_modules().swap_remove(0);
    let out = run(&spirv(), &["reqs", "--json", "-"], Some(&bytes));
    assert_eq!(out.status.code(), Some(0), "{name}: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "{text}");
    let keys = [
        "version",
        "capabilities",
        "extensions",
        "declared_capabilities",
        "declared_extensions",
        "missing_capabilities",
        "missing_extensions",
    ];
    let positions: Vec<usize> = keys.iter().map(|k| text.find(&format!("\"{k}\":")).expect(k)).collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{text}");
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value.as_object().unwrap().len(), keys.len());
    assert_eq!(value["declared_capabilities"][0], "Shader");
    assert_eq!(value["missing_capabilities"], serde_json::json!([]));
    assert!(value["version"].as_str().unwrap().starts_with("1."));
}

#[test]
fn reqs_reports_what_is_missing_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.spv");
    std::fs::write(&path, module_missing_8bit_storage()).unwrap();
    let out = run(&spirv(), &["reqs", "--json", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["missing_extensions"], serde_json::json!(["SPV_KHR_8bit_storage"]));
    assert_eq!(value["version"], "1.5");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("Capability StorageBuffer8BitAccess needs SPIR-V 1.5, or SPV_KHR_8bit_storage"),
        "{stderr}"
    );

    let out = run(&spirv(), &["reqs", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("missing extensions:    SPV_KHR_8bit_storage"), "{stdout}");
    assert!(
        stdout.contains(
            "unmet: instruction 1: Capability StorageBuffer8BitAccess needs SPIR-V 1.5, or SPV_KHR_8bit_storage"
        ),
        "{stdout}"
    );

    let out = run(&spirv(), &["reqs", dir.path().join("absent.spv").to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("file does not exist"));
}
