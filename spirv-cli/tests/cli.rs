//! `spirv as`, `spirv dis` and `spirv val` against `spirv-as`, `spirv-dis` and `spirv-val` as
//! processes: the same stdout, stderr and exit status for files, standard input, flags, and bad
//! input; `--keep-going`; and `spirv reqs` and `spirv reflect`.

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
    // The original seven keys in their order, then those added since.
    let keys = [
        "version",
        "capabilities",
        "extensions",
        "declared_capabilities",
        "declared_extensions",
        "missing_capabilities",
        "missing_extensions",
        "module_version",
        "unmet",
    ];
    let positions: Vec<usize> = keys.iter().map(|k| text.find(&format!("\"{k}\":")).expect(k)).collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{text}");
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value.as_object().unwrap().len(), keys.len());
    assert_eq!(value["declared_capabilities"][0], "Shader");
    assert_eq!(value["missing_capabilities"], serde_json::json!([]));
    assert_eq!(value["unmet"], serde_json::json!([]));
    assert!(value["version"].as_str().unwrap().starts_with("1."));
    // The header's version, as spirv-dis prints it.
    let header = String::from_utf8(run(&reference_tool("spirv-dis"), &["-"], Some(&bytes)).stdout).unwrap();
    let version = header.lines().find_map(|l| l.strip_prefix("; Version: ")).expect("a version line");
    assert_eq!(value["module_version"], version);
}

/// The first `error: line N: ...` of spirv-val on `bytes` (N: spirv-val's number of the
/// instruction it names, from 1), and the instruction it prints under it.
fn spirv_val_line(bytes: &[u8]) -> (usize, String) {
    let out = run(&reference_tool("spirv-val"), &["-"], Some(bytes));
    assert!(!out.status.success(), "spirv-val accepts the module");
    let stderr = String::from_utf8(out.stderr).unwrap();
    let mut lines = stderr.lines();
    let first = lines.next().expect("a message");
    let line = first.strip_prefix("error: line ").and_then(|r| r.split(':').next()).expect(first);
    (line.parse().expect(first), lines.next().expect("the instruction").trim().to_string())
}

#[test]
fn reqs_reports_what_is_missing_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.spv");
    let bytes = module_missing_8bit_storage();
    std::fs::write(&path, &bytes).unwrap();
    let out = run(&spirv(), &["reqs", "--json", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["missing_extensions"], serde_json::json!(["SPV_KHR_8bit_storage"]));
    assert_eq!(value["version"], "1.5");
    assert_eq!(value["module_version"], "1.3");
    // spirv-val names the same instruction: the second, `OpCapability StorageBuffer8BitAccess`.
    let (line, instruction) = spirv_val_line(&bytes);
    assert_eq!(instruction, "OpCapability StorageBuffer8BitAccess");
    assert_eq!(
        value["unmet"],
        serde_json::json!([{
            "feature": "Capability StorageBuffer8BitAccess",
            "need": "SPIR-V 1.5, or SPV_KHR_8bit_storage",
            "count": 1,
            "first_instruction": line,
        }])
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), "error: 1 unmet requirement (1 use) at SPIR-V 1.3\n");

    let out = run(&spirv(), &["reqs", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("missing extensions:    SPV_KHR_8bit_storage"), "{stdout}");
    assert!(
        stdout.contains(&format!(
            "unmet: Capability StorageBuffer8BitAccess needs SPIR-V 1.5, or SPV_KHR_8bit_storage (1 use, at \
             instruction {line})\n"
        )),
        "{stdout}"
    );
    // Printed once: not again on stderr.
    assert_eq!(String::from_utf8_lossy(&out.stderr), "error: 1 unmet requirement (1 use) at SPIR-V 1.3\n");
}

/// A module with Int8 taken out of its capabilities has dozens of unmet uses: `spirv reqs`
/// prints each feature once with its count and first instruction, which is the instruction
/// spirv-val rejects (`error: line N`) and line N of `spirv-dis --no-header`.
#[test]
fn reqs_groups_unmet_features_and_numbers_instructions_as_spirv_val() {
    use spirv_core::spec::{Capability, Instruction};
    const NAME: &str = "spv/shaders-msl__frag__shader-arithmetic-8bit.frag.spv";
    let (_, original) = corpus_modules().into_iter().find(|(name, _)| name == NAME).expect(NAME);
    let mut module = spirv_core::Module::decode(&original).unwrap();
    let before = module.instructions.len();
    module.instructions.retain(|i| !matches!(i, Instruction::Capability { capability: Capability::Int8 }));
    assert_eq!(module.instructions.len(), before - 1, "{NAME} declares Int8 once");
    let bytes = module.to_bytes();
    let reqs = spirv_core::Requirements::of(&module);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no-int8.spv");
    std::fs::write(&path, &bytes).unwrap();
    let path = path.to_str().unwrap();

    let (line, instruction) = spirv_val_line(&bytes);
    let numbered = String::from_utf8(run(&reference_tool("spirv-dis"), &["--no-header", path], None).stdout).unwrap();
    assert_eq!(numbered.lines().nth(line - 1).map(str::trim), Some(instruction.as_str()), "spirv-dis line {line}");

    let out = run(&spirv(), &["reqs", path], None);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let unmet: Vec<&str> = stdout.lines().filter_map(|l| l.strip_prefix("unmet: ")).collect();
    // (count, first instruction) of each line: `(16 uses, first at instruction 112)`.
    let counts: Vec<(usize, usize)> = unmet
        .iter()
        .map(|l| {
            let tail = &l[l.rfind(" (").expect(l) + 2..l.len() - 1];
            let (count, at) = tail.split_once(", ").expect(l);
            let count = count.split(' ').next().unwrap().parse().expect(l);
            (count, at.rsplit(' ').next().unwrap().parse().expect(l))
        })
        .collect();
    eprintln!("{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(unmet.len(), reqs.unmet_grouped().len());
    let mut distinct = unmet.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), unmet.len(), "a feature printed twice");
    let uses: usize = counts.iter().map(|(n, _)| n).sum();
    assert_eq!(uses, reqs.unmet.len());
    assert!(uses > 50, "{uses} uses");
    assert_eq!(counts.iter().map(|(_, at)| *at).min(), Some(line), "spirv-val: line {line}: {instruction}");
    assert!(unmet.iter().all(|l| l.contains("needs one of the capabilities Int8")), "{unmet:?}");
    // Standard error: one short line, the list not repeated.
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        stderr,
        format!("error: {} unmet requirements ({uses} uses) at SPIR-V {}\n", unmet.len(), reqs.module_version)
    );

    let out = run(&spirv(), &["reqs", "--json", path], None);
    assert_eq!(out.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let groups = value["unmet"].as_array().unwrap();
    assert_eq!(groups.len(), unmet.len());
    for (g, (text, (count, first))) in groups.iter().zip(unmet.iter().zip(&counts)) {
        assert_eq!(g.as_object().unwrap().len(), 4);
        assert_eq!(g["count"], *count);
        assert_eq!(g["first_instruction"], *first);
        let (feature, need) = (g["feature"].as_str().unwrap(), g["need"].as_str().unwrap());
        assert!(text.starts_with(&format!("{feature} needs {need} (")), "{text}");
    }
    assert_eq!(value["missing_capabilities"], serde_json::json!(["Int8"]));
}

/// `spirv reqs`' exit statuses: 0 met, 1 unmet (above), 2 a bad command line, 3 no report (the
/// input cannot be read or is not a module), with nothing on stdout then.
#[test]
fn reqs_exit_status_tells_unreadable_input_from_unmet_requirements() {
    let dir = tempfile::tempdir().unwrap();
    let (_, good) = corpus_modules().swap_remove(0);
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path.to_str().unwrap().to_string()
    };
    let met = run(&spirv(), &["reqs", &write("good.spv", &good)], None);
    assert_eq!(met.status.code(), Some(0));
    assert!(met.stderr.is_empty());

    let missing = dir.path().join("missing.spv").to_str().unwrap().to_string();
    let folder = dir.path().join("folder");
    std::fs::create_dir(&folder).unwrap();
    let inputs = [
        missing.clone(),
        folder.to_str().unwrap().to_string(),
        write("text.spv", b"OpCapability Shader\n"),
        write("odd.spv", &good[..good.len() - 1]),
        // The header and the first word of the first instruction (OpCapability, two words).
        write("truncated.spv", &good[..24]),
        write("header.spv", &good[..12]),
    ];
    for input in &inputs {
        // spirv-val refuses each too, but the folder: it exits 0 there without a word (it reads
        // an empty input and validates nothing); there is no module to report on.
        if *input != inputs[1] {
            assert!(!run(&reference_tool("spirv-val"), &[input], None).status.success(), "{input}");
        }
        let out = run(&spirv(), &["reqs", input], None);
        assert_eq!(out.status.code(), Some(3), "{input}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(out.stdout.is_empty(), "{input}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.starts_with("error: ") && stderr.lines().count() == 1, "{input}: {stderr}");
    }
    // A file that cannot be opened: spirv-dis' message.
    let out = run(&spirv(), &["reqs", &missing], None);
    assert_eq!(out.stderr, run(&reference_tool("spirv-dis"), &[&missing], None).stderr);

    let bad = run(&spirv(), &["reqs", "--bogus"], None);
    assert_eq!(bad.status.code(), Some(2));
    let help = String::from_utf8(run(&spirv(), &["reqs", "--help"], None).stdout).unwrap();
    for status in ["  1  ", "  2  ", "  3  no report"] {
        assert!(help.contains(status), "{help}");
    }
}

/// The command-line cases of [`as_and_dis_fail_like_the_reference`] (Unix: FIFOs, `/dev/full`,
/// `/proc/self/mem`, permission bits, SIGPIPE).
#[cfg(unix)]
mod bad_paths {
    use std::collections::BTreeMap;
    use std::path::{Path, PathBuf};
    use std::process::{Command, Output, Stdio};

    /// Which commands a row runs: `spirv as` against spirv-as, `spirv dis` against spirv-dis.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Tools {
        Both,
        As,
        Dis,
        /// `spirv val` against spirv-val (rows of their own: [`super::val_fails_like_spirv_val`]).
        Val,
    }

    /// What a row gives the tool on standard input.
    #[derive(Clone, Copy, Debug)]
    pub enum Stdin {
        /// `/dev/null`.
        Null,
        /// The input file (`IN`)'s bytes, through a pipe.
        Input,
        /// The write end of a pipe: reading fails (EBADF) and a pipe cannot seek, so the C
        /// tools' `ftell` fails too: `error reading file '-'`.
        PipeWriteEnd,
        /// A file of the fixture opened for writing only: reading fails (EBADF), but the file
        /// can seek, so the C tools see an empty input.
        WriteOnly,
    }

    /// Where the tool's standard output goes.
    #[derive(Clone, Copy, Debug)]
    pub enum Stdout {
        /// A pipe the test reads.
        Pipe,
        /// `/dev/full`: every write fails (ENOSPC); it holds no data, so nothing is written
        /// outside the test's directories.
        DevFull,
        /// A pipe whose read end is closed: a write fails (EPIPE) or raises SIGPIPE.
        Closed,
    }

    /// What a row asserts.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Expect {
        /// The same exit status, stdout and stderr (bytes), and the same files afterwards.
        Same,
        /// Deliberate difference, `--help`: the reference's text with its program name
        /// (argv[0], the path it was run by) replaced by `spirv as` / `spirv dis`, then, for
        /// `dis`, the paragraph of `--keep-going`, which spirv-dis lacks; status 0, no stderr.
        Help,
        /// Deliberate difference, `--version`: both exit 0 with nothing on stderr and print
        /// two lines; the second (`Target: SPIR-V 1.x`) is the same, the first names SPIRV-Tools
        /// v2025.5 in both (ours names `spirv` and its version before it).
        Version,
        /// Deliberate difference: the write fails after the output was opened. The reference's
        /// stdio buffer holds the little it writes, `fclose` / exit ignore the failure, and it
        /// exits 0 having lost its output; ours reports `error: could not write to file 'NAME'`
        /// with status 1. (With output bigger than the buffer the reference reports it too:
        /// those rows are `Same`.)
        WriteReported,
        /// Deliberate difference: standard output is a closed pipe. SIGPIPE kills the reference
        /// (no message); ours exits with status 141, which is what a shell reports for a process
        /// killed by SIGPIPE (128 + 13), with nothing on stderr.
        BrokenPipe,
        /// Deliberate difference: `--keep-going` is ours only; spirv-dis refuses it (`Unknown
        /// flag --keep-going`, status 1, asserted), and on a valid module ours prints exactly
        /// what spirv-dis prints without it.
        OursOnly,
        /// Deliberate difference: spirv-val dies (an uncaught `std::filesystem` exception,
        /// SIGABRT) where ours reports the input as it reports any it cannot open (`error: file
        /// does not exist 'NAME'`, status 1): a name too long for the file system.
        ReferenceAborts,
    }

    pub struct Row {
        pub tools: Tools,
        /// `IN`, `BIG`, `BAD` stand for the fixture's small module, big module and damaged
        /// input of the tool's kind (`m.spv` / `m.spvasm`, ...), also as a path's first part.
        pub args: Vec<String>,
        pub stdin: Stdin,
        pub stdout: Stdout,
        pub expect: Expect,
    }

    fn row(tools: Tools, args: &[&str]) -> Row {
        Row {
            tools,
            args: args.iter().map(|s| s.to_string()).collect(),
            stdin: Stdin::Null,
            stdout: Stdout::Pipe,
            expect: Expect::Same,
        }
    }

    impl Row {
        fn stdin(mut self, stdin: Stdin) -> Row {
            self.stdin = stdin;
            self
        }
        fn stdout(mut self, stdout: Stdout) -> Row {
            self.stdout = stdout;
            self
        }
        fn expect(mut self, expect: Expect) -> Row {
            self.expect = expect;
            self
        }
    }

    /// The table: bad paths and options, and the good ones next to them. Every row runs in a
    /// fresh copy of the fixture (see [`fixture`]), as its current directory, so that the file
    /// names in the messages are the same for both tools.
    pub fn rows() -> Vec<Row> {
        use Tools::{As, Both, Dis};
        let long = "a".repeat(300);
        vec![
            // Inputs.
            row(Both, &["IN"]),
            row(Both, &["missing"]),
            // fopen succeeds on a directory, fread fails (EISDIR), ftell does not: an empty
            // input, `Missing module.` (252) / `1: 1: Missing assembly text.` (251).
            row(Both, &["dir"]),
            row(Both, &["empty"]),
            row(Both, &["IN/x"]),        // a path through a file (ENOTDIR): "does not exist"
            row(Both, &[long.as_str()]), // ENAMETOOLONG: "does not exist"
            row(Both, &["/dev/null"]),   // a character device: empty
            // An unreadable file as root, who reads whatever the permission bits say: a read
            // that fails (EIO, at address 0) on a file that can seek. The C tools stop there
            // and see an empty input.
            row(Both, &["/proc/self/mem"]),
            // Mode 000: root reads it anyway (both succeed); anyone else cannot open it (both
            // say "does not exist"). The row compares the two tools either way.
            row(Both, &["unreadable"]),
            row(Both, &["-"]).stdin(Stdin::PipeWriteEnd),
            row(Both, &["-"]).stdin(Stdin::WriteOnly),
            row(Both, &[]),
            row(Both, &[]).stdin(Stdin::Input),
            row(Both, &["-"]).stdin(Stdin::Input),
            row(Both, &["fifo"]),     // a FIFO the test writes the input into
            row(Both, &["./-"]),      // the file named `-`
            row(Both, &["--", "-o"]), // after `--`, `-o` is an input file
            row(Both, &["", "IN"]),   // an empty argument is skipped
            row(Both, &["--", ""]),   // ... but not after `--`: the file '' does not exist
            row(Both, &["IN", "IN"]),
            row(Both, &["missing", "IN"]), // two inputs is reported before reading
            row(Both, &["BAD"]),
            // Outputs.
            row(Both, &["IN", "-o", "dir"]),
            row(Both, &["IN", "-o", "nodir/out"]),
            row(Both, &["IN", "-o", "IN/out"]),
            // A read-only target: root writes it anyway (both succeed); anyone else cannot
            // open it (both fail). Compared either way.
            row(Both, &["IN", "-o", "ro.out"]),
            row(Both, &["IN", "-o", "existing.out"]),
            row(Both, &["BAD", "-o", "existing.out"]), // left as it was
            row(Both, &["BAD", "-o", "new.out"]),      // not created
            row(Both, &["missing", "-o", "dir"]),      // the input is read first
            row(Both, &["IN", "-o", "-"]),
            row(Both, &["IN", "-o", ""]), // spirv-as: out.spv; spirv-dis: could not open ''
            row(Both, &["IN", "-o"]),
            row(Both, &["IN", "-o", "a.out", "-o", "b.out"]),
            row(Both, &["-o=x.out", "IN"]),
            row(Both, &["IN", "-o", "--raw-id"]), // a file named `--raw-id`
            row(As, &["IN"]),                     // out.spv
            row(Both, &["BIG", "-o", "/dev/full"]),
            row(Both, &["IN", "-o", "/dev/full"]).expect(Expect::WriteReported),
            row(Dis, &["IN"]).stdout(Stdout::DevFull).expect(Expect::WriteReported),
            row(Dis, &["BIG"]).stdout(Stdout::DevFull).expect(Expect::WriteReported),
            row(As, &["IN", "-o", "-"]).stdout(Stdout::DevFull).expect(Expect::WriteReported),
            row(As, &["BIG", "-o", "-"]).stdout(Stdout::DevFull),
            row(Dis, &["IN"]).stdout(Stdout::Closed).expect(Expect::BrokenPipe),
            row(As, &["IN", "-o", "-"]).stdout(Stdout::Closed).expect(Expect::BrokenPipe),
            // Flags.
            row(Both, &["--bogus", "IN"]),
            row(Both, &["-x", "IN"]),
            row(Both, &["--bogus=1", "IN"]),
            row(Both, &["IN", "---"]),
            row(Both, &["--help=false", "IN"]),
            row(Both, &["--help=maybe", "IN"]),
            row(Both, &["--version", "--bogus"]), // every flag is read before any is acted on
            row(Both, &["-h", "--bogus"]),
            row(Both, &["--help", "--help"]),
            row(Dis, &["--raw-id=true", "IN"]),
            row(Dis, &["--raw-id=false", "IN"]),
            row(Dis, &["--raw-id=yes", "IN"]),
            row(Dis, &["--raw-id", "--raw-id", "IN"]),
            row(Dis, &["--color", "IN"]),
            row(Dis, &["--color=false", "IN"]),
            row(Dis, &["--no-color", "--color", "IN"]), // --no-color wins, whatever the order
            row(Dis, &["--color", "IN", "-o", "out.txt"]), // never colour in a file
            row(Dis, &["--target-env", "spv1.3", "IN"]),
            row(Dis, &["--keep-going", "IN"]).expect(Expect::OursOnly),
            row(As, &["--preserve-numeric-ids=true", "IN"]),
            row(As, &["--preserve-numeric-ids=maybe", "IN"]),
            row(As, &["--target-env", "nope", "IN"]),
            row(As, &["--target-env", "spv1.3junk", "IN"]), // a prefix is enough (strncmp)
            row(As, &["--target-env", "SPV1.3", "IN"]),
            row(As, &["--target-env", "vulkan1.1spv1.4", "IN"]),
            row(As, &["--target-env", "spv1.0", "IN"]),
            row(As, &["--target-env", "", "IN"]), // empty: none
            row(As, &["--target-env=", "IN"]),
            row(As, &["--target-env=spv1.3", "IN"]),
            row(As, &["IN", "--target-env"]),
            row(As, &["--target-env", "--preserve-numeric-ids", "IN"]),
            row(As, &["--target-env", "nope", "missing"]), // the input is read first
            row(As, &["--target-env", "nope", "empty"]),
            row(As, &["--target-env", "spv1.3", "--target-env", "spv1.4", "IN"]),
            // Help and version: deliberately not the same text (see `Expect`).
            row(Both, &["-h"]).expect(Expect::Help),
            row(Both, &["--help"]).expect(Expect::Help),
            row(Both, &["-h", "IN", "IN"]).expect(Expect::Help), // before the inputs are counted
            row(Both, &["--help", "missing", "-o", "dir"]).expect(Expect::Help),
            row(Both, &["--version"]).expect(Expect::Version),
            row(Both, &["--version", "IN", "IN"]).expect(Expect::Version),
        ]
    }

    /// The modules and texts a fixture holds.
    pub struct Inputs {
        pub small: Vec<u8>,
        pub small_text: Vec<u8>,
        pub big: Vec<u8>,
        pub big_text: Vec<u8>,
        /// A module whose last instruction but one has an invalid opcode (spirv-dis: 252,
        /// with the text before it on stdout).
        pub damaged: Vec<u8>,
    }

    /// Writes the fixture into `dir`: the inputs for `tool` (`as`: `m.spvasm`, `big.spvasm`,
    /// `bad.spvasm`; `dis`: `m.spv`, `big.spv`, `bad.spv`), `empty`, `dir/`, `-` and `unreadable`
    /// (mode 000) holding the small input, `existing.out` and `ro.out` (mode 444) holding
    /// `old`, `wo` (empty, for [`Stdin::WriteOnly`]) and, when `fifo` is set, the FIFO `fifo`.
    pub fn fixture(dir: &Path, tool: &str, inputs: &Inputs, fifo: bool) {
        use std::os::unix::fs::PermissionsExt;
        let write = |name: &str, bytes: &[u8]| std::fs::write(dir.join(name), bytes).unwrap();
        let (small, big, bad): (&[u8], &[u8], &[u8]) = if tool == "as" {
            (&inputs.small_text, &inputs.big_text, b"OpCapability Shaderx\n")
        } else {
            (&inputs.small, &inputs.big, &inputs.damaged)
        };
        let ext = if tool == "as" { "spvasm" } else { "spv" };
        write(&format!("m.{ext}"), small);
        write(&format!("big.{ext}"), big);
        write(&format!("bad.{ext}"), bad);
        write("empty", b"");
        write("-", small);
        write("unreadable", small);
        write("existing.out", b"old\n");
        write("ro.out", b"old\n");
        write("wo", b"");
        std::fs::create_dir(dir.join("dir")).unwrap();
        std::fs::set_permissions(dir.join("unreadable"), std::fs::Permissions::from_mode(0o000)).unwrap();
        std::fs::set_permissions(dir.join("ro.out"), std::fs::Permissions::from_mode(0o444)).unwrap();
        if fifo {
            let status = Command::new("mkfifo").arg(dir.join("fifo")).status().expect("mkfifo runs");
            assert!(status.success(), "mkfifo");
        }
    }

    /// `IN`, `BIG`, `BAD` (alone or as a path's first part) replaced by the tool's files.
    pub fn substitute(arg: &str, tool: &str) -> String {
        let ext = if tool == "as" { "spvasm" } else { "spv" };
        for (token, file) in [("IN", "m"), ("BIG", "big"), ("BAD", "bad")] {
            if arg == token {
                return format!("{file}.{ext}");
            }
            if let Some(rest) = arg.strip_prefix(token).filter(|r| r.starts_with('/')) {
                return format!("{file}.{ext}{rest}");
            }
        }
        arg.to_string()
    }

    /// Every file of `dir` (recursively) with its bytes (`None`: not readable), and the folders.
    pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
        let mut out = BTreeMap::new();
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).unwrap() {
                let path = entry.unwrap().path();
                let kind = std::fs::symlink_metadata(&path).unwrap().file_type();
                let rel = path.strip_prefix(dir).unwrap().to_path_buf();
                if kind.is_dir() {
                    stack.push(path);
                    out.insert(rel.join(""), None);
                } else if kind.is_file() {
                    out.insert(rel, std::fs::read(&path).ok());
                }
                // The FIFO is not read: that would wait for a writer.
            }
        }
        out
    }

    /// Runs `program args` in `dir` with `row`'s standard input and output, feeding the FIFO
    /// `fifo` with `input` if the row reads it.
    pub fn run_in(dir: &Path, program: &Path, args: &[String], row: &Row, input: &[u8]) -> Output {
        use std::io::Write;
        let mut command = Command::new(program);
        command.args(args).current_dir(dir).stderr(Stdio::piped());
        let mut keep_alive = Vec::new();
        match row.stdin {
            Stdin::Null => command.stdin(Stdio::null()),
            Stdin::Input => command.stdin(Stdio::piped()),
            Stdin::PipeWriteEnd => {
                let (reader, writer) = std::io::pipe().unwrap();
                keep_alive.push(reader);
                command.stdin(writer)
            }
            Stdin::WriteOnly => command.stdin(std::fs::OpenOptions::new().write(true).open(dir.join("wo")).unwrap()),
        };
        match row.stdout {
            Stdout::Pipe => command.stdout(Stdio::piped()),
            Stdout::DevFull => command.stdout(std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap()),
            Stdout::Closed => {
                let (reader, writer) = std::io::pipe().unwrap();
                drop(reader);
                command.stdout(writer)
            }
        };
        let fifo = dir.join("fifo");
        let feeds_fifo = args.iter().any(|a| a == "fifo");
        std::thread::scope(|s| {
            // Opening a FIFO for writing waits for a reader, the tool.
            let writer = feeds_fifo.then(|| s.spawn(|| std::fs::write(&fifo, input)));
            let mut child = command.spawn().unwrap();
            if let Some(mut stdin) = child.stdin.take() {
                s.spawn(move || {
                    let _ = stdin.write_all(input);
                });
            }
            let out = child.wait_with_output().unwrap();
            if let Some(writer) = writer {
                // If the tool never opened the FIFO, the writer still waits: a reader of our
                // own (read-write, which does not wait) lets it finish, and the row fails on
                // the comparison rather than hanging.
                let _unblock = std::fs::OpenOptions::new().read(true).write(true).open(&fifo);
                let _ = writer.join();
            }
            drop(keep_alive);
            out
        })
    }
}

/// `spirv help as` / `spirv help dis` print what `--help` prints (the table compares that with
/// the reference's).
#[test]
fn help_subcommand_prints_the_commands_help() {
    for tool in ["as", "dis"] {
        let help = run(&spirv(), &["help", tool], None);
        let flag = run(&spirv(), &[tool, "--help"], None);
        assert!(help.status.success() && flag.status.success());
        assert_eq!(String::from_utf8_lossy(&help.stdout), String::from_utf8_lossy(&flag.stdout));
        assert!(help.stdout.starts_with(format!("spirv {tool} - ").as_bytes()));
    }
}

/// Every way in the table of `bad_paths::rows` of giving spirv-as and spirv-dis a bad path or
/// option (and the good ones next to them): `spirv as` / `spirv dis` must exit with the same
/// status, print the same bytes on stdout and stderr, and leave the same files, or differ only
/// as the row's `Expect` says. Failures are collected, so one run lists them all.
#[cfg(unix)]
#[test]
fn as_and_dis_fail_like_the_reference() {
    use bad_paths::{Expect, Inputs, Stdout, Tools};
    use std::os::unix::process::ExitStatusExt;

    let modules = corpus_modules();
    let dis_text = |bytes: &[u8]| {
        let out = run(&reference_tool("spirv-dis"), &["-"], Some(bytes));
        assert!(out.status.success());
        out.stdout
    };
    // The small module's binary and text fit in C's 4,096-byte stdio buffer (so a failed write
    // of them goes unnoticed by the reference); the big one's do not.
    let (_, small) = modules.iter().find(|(_, m)| m.len() < 1024).expect("a small module");
    let (_, big) = modules.iter().find(|(_, m)| m.len() > 8192).expect("a big module");
    let small_text = dis_text(small);
    assert!(small_text.len() < 4096, "{}", small_text.len());
    let mut damaged = small.clone();
    let last = damaged.len() - 8;
    damaged[last..last + 4].copy_from_slice(&0x0001_ffffu32.to_le_bytes());
    let inputs = Inputs { small: small.clone(), small_text, big: big.clone(), big_text: dis_text(big), damaged };

    let mut failures = Vec::new();
    let mut rows = 0;
    for row in bad_paths::rows() {
        for tool in ["as", "dis"] {
            match (row.tools, tool) {
                (Tools::As, "dis") | (Tools::Dis, "as") | (Tools::Val, _) => continue,
                _ => {}
            }
            rows += 1;
            let args: Vec<String> = row.args.iter().map(|a| bad_paths::substitute(a, tool)).collect();
            let input = if tool == "as" { &inputs.small_text } else { &inputs.small };
            let reference_program = reference_tool(&format!("spirv-{tool}"));
            let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
            for d in &dirs {
                bad_paths::fixture(d.path(), tool, &inputs, args.iter().any(|a| a == "fifo"));
            }
            let mut reference_args = args.clone();
            if row.expect == Expect::OursOnly {
                reference_args.retain(|a| a != "--keep-going");
            }
            let reference = bad_paths::run_in(dirs[0].path(), &reference_program, &reference_args, &row, input);
            let mut ours_args = vec![tool.to_string()];
            ours_args.extend(args.iter().cloned());
            let ours = bad_paths::run_in(dirs[1].path(), &spirv(), &ours_args, &row, input);
            let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
            eprintln!(
                "{tool} {args:?} ({:?}, {:?}): reference {:?} {:?}",
                row.stdin,
                row.stdout,
                reference.status,
                text(&reference.stderr)
            );
            let mut problems = Vec::new();
            let mut check = |ok: bool, what: String| {
                if !ok {
                    problems.push(what);
                }
            };
            match row.expect {
                Expect::ReferenceAborts => unreachable!("a spirv-val row"),
                Expect::Same | Expect::OursOnly => {
                    check(
                        ours.status.code() == reference.status.code(),
                        format!("status {:?}, reference {:?}", ours.status, reference.status),
                    );
                    check(ours.stdout == reference.stdout, format!("stdout {:?}", text(&ours.stdout)));
                    check(
                        ours.stderr == reference.stderr,
                        format!("stderr {:?}, reference {:?}", text(&ours.stderr), text(&reference.stderr)),
                    );
                    if row.expect == Expect::OursOnly {
                        let refused =
                            run(&reference_program, &args.iter().map(String::as_str).collect::<Vec<_>>(), None);
                        check(
                            refused.status.code() == Some(1) && refused.stderr == b"Unknown flag --keep-going\n",
                            format!("spirv-dis accepts --keep-going: {}", text(&refused.stderr)),
                        );
                    }
                }
                Expect::Help => {
                    let name = format!("spirv {tool}");
                    let expected = text(&reference.stdout).replace(reference_program.to_str().unwrap(), &name);
                    let ours_text = text(&ours.stdout);
                    let extra = ours_text.strip_prefix(&expected);
                    let extra_ok = match tool {
                        "as" => extra == Some(""),
                        _ => extra.is_some_and(|e| e.starts_with("\n  --keep-going ")),
                    };
                    check(extra_ok, format!("help {ours_text:?}, reference {expected:?}"));
                    check(reference.status.code() == Some(0) && ours.status.code() == Some(0), "status".into());
                    check(reference.stderr.is_empty() && ours.stderr.is_empty(), "stderr".into());
                }
                Expect::Version => {
                    let (r, o) = (text(&reference.stdout), text(&ours.stdout));
                    let (r, o): (Vec<&str>, Vec<&str>) = (r.lines().collect(), o.lines().collect());
                    check(
                        r.len() == 2 && o.len() == 2 && r[1] == o[1] && r[1].starts_with("Target: SPIR-V 1."),
                        format!("{o:?}, reference {r:?}"),
                    );
                    check(
                        r.first().is_some_and(|l| l.starts_with("SPIRV-Tools v2025.5 "))
                            && o.first().is_some_and(|l| l.contains("SPIRV-Tools v2025.5")),
                        "name".into(),
                    );
                    check(reference.status.code() == Some(0) && ours.status.code() == Some(0), "status".into());
                    check(reference.stderr.is_empty() && ours.stderr.is_empty(), "stderr".into());
                }
                Expect::WriteReported => {
                    let target = args.iter().position(|a| a == "-o").map_or("-", |i| args[i + 1].as_str());
                    check(
                        reference.status.code() == Some(0) && reference.stderr.is_empty(),
                        format!("the reference noticed: {reference:?}"),
                    );
                    check(ours.status.code() == Some(1), format!("status {:?}", ours.status));
                    check(
                        text(&ours.stderr) == format!("error: could not write to file '{target}'\n"),
                        format!("stderr {:?}", text(&ours.stderr)),
                    );
                }
                Expect::BrokenPipe => {
                    check(reference.status.signal() == Some(13), format!("reference {:?}", reference.status));
                    check(ours.status.code() == Some(141), format!("status {:?}", ours.status));
                    check(
                        reference.stderr.is_empty() && ours.stderr.is_empty(),
                        format!("stderr {:?}", text(&ours.stderr)),
                    );
                }
            }
            // The same files afterwards: the same outputs written, nothing written on error.
            let (before, after) = (bad_paths::snapshot(dirs[0].path()), bad_paths::snapshot(dirs[1].path()));
            if before != after {
                let differing: Vec<_> =
                    before.keys().chain(after.keys()).filter(|k| before.get(*k) != after.get(*k)).collect();
                check(false, format!("files differ: {differing:?}"));
            }
            if !matches!(row.stdout, Stdout::Pipe) {
                check(ours.stdout.is_empty(), "stdout captured".into());
            }
            if !problems.is_empty() {
                failures.push(format!("{tool} {args:?} ({:?}, {:?}): {}", row.stdin, row.stdout, problems.join("; ")));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {rows} cases differ:\n{}", failures.len(), failures.join("\n"));
    // The figure in spirv-cli's crate docs (spirv-cli/src/main.rs).
    assert_eq!(rows, 138, "cases compared");
}

/// `spirv reflect --json` on corpus modules: one JSON object with the four keys, whose
/// resources are spirv-cross' (set, binding and name of each uniform and storage buffer, the
/// library being compared with spirv-cross fact by fact in tests/reflect.rs); `--entry` keeps
/// one entry point; the table names every resource; statuses for a missing entry point (3)
/// and unreadable input (1).
#[test]
fn reflect_prints_json_and_tables_as_spirv_cross_sees_the_module() {
    let dir = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for (name, bytes) in corpus_modules().iter().filter(|(n, _)| n.contains("ubo") || n.contains("ssbo")).take(20) {
        let path = dir.path().join("m.spv");
        std::fs::write(&path, bytes).unwrap();
        let path = path.to_str().unwrap();
        let out = run(&spirv(), &["reflect", "--json", path], None);
        assert_eq!(out.status.code(), Some(0), "{name}: {}", String::from_utf8_lossy(&out.stderr));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
        // (serde_json's map sorts the keys.)
        let keys: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            ["entry_points", "ignored_spec_ids", "push_constants", "resources", "specialization_constants"],
            "{name}"
        );
        let Ok(cross) = spirv_workspace::spirv_cross::reflect(bytes) else { continue };
        for t in cross.resources.iter().filter(|r| r.block_size.is_some()) {
            let found = json["resources"].as_array().unwrap().iter().any(|r| {
                r["set"].as_u64() == t.set.map(u64::from)
                    && r["binding"].as_u64() == t.binding.map(u64::from)
                    && r["block"]["size"].as_u64() == t.block_size.map(u64::from)
            });
            assert!(found, "{name}: spirv-cross' {:?} at set {:?} binding {:?}", t.name, t.set, t.binding);
            checked += 1;
        }
        let table = run(&spirv(), &["reflect", path], None);
        let table = String::from_utf8_lossy(&table.stdout);
        for r in json["resources"].as_array().unwrap() {
            assert!(table.contains(r["descriptor_type"].as_str().unwrap()), "{name}: {table}");
        }
        let entry = json["entry_points"][0]["name"].as_str().unwrap().to_string();
        let one = run(&spirv(), &["reflect", "--json", "--entry", &entry, path], None);
        let one: serde_json::Value = serde_json::from_slice(&one.stdout).unwrap();
        assert_eq!(one["entry_points"].as_array().unwrap().len(), 1, "{name}");
        let missing = run(&spirv(), &["reflect", "--entry", "no such entry", path], None);
        assert_eq!(missing.status.code(), Some(3), "{name}");
        assert_eq!(String::from_utf8_lossy(&missing.stderr), "error: no entry point named 'no such entry'\n");
    }
    assert!(checked >= 10, "{checked}");
    let absent = run(&spirv(), &["reflect", dir.path().join("absent.spv").to_str().unwrap()], None);
    assert_eq!(absent.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&absent.stderr).starts_with("error: file does not exist"));
}

/// A vertex and a fragment entry point both called `main`: `--entry main` alone names two, and
/// says so (status 3); with `--stage` it picks one, and keeps what that one's code uses.
#[test]
fn reflect_tells_entry_points_of_one_name_apart_by_stage() {
    let words = spirv_core::text::assemble(
        b"OpCapability Shader
          OpMemoryModel Logical GLSL450
          OpEntryPoint Vertex %vert \"main\" %position
          OpEntryPoint Fragment %frag \"main\" %color %tex
          OpExecutionMode %frag OriginUpperLeft
          OpDecorate %position BuiltIn Position
          OpDecorate %color Location 0
          OpDecorate %tex DescriptorSet 0
          OpDecorate %tex Binding 1
          %void = OpTypeVoid
          %fn = OpTypeFunction %void
          %float = OpTypeFloat 32
          %v4 = OpTypeVector %float 4
          %v2 = OpTypeVector %float 2
          %half = OpConstant %float 0.5
          %uv = OpConstantComposite %v2 %half %half
          %image = OpTypeImage %float 2D 0 0 0 1 Unknown
          %sampled = OpTypeSampledImage %image
          %ptex = OpTypePointer UniformConstant %sampled
          %tex = OpVariable %ptex UniformConstant
          %pout = OpTypePointer Output %v4
          %position = OpVariable %pout Output
          %color = OpVariable %pout Output
          %vert = OpFunction %void None %fn
          %ventry = OpLabel
          %zero = OpCompositeConstruct %v4 %half %half %half %half
          OpStore %position %zero
          OpReturn
          OpFunctionEnd
          %frag = OpFunction %void None %fn
          %fentry = OpLabel
          %s = OpLoad %sampled %tex
          %texel = OpImageSampleImplicitLod %v4 %s %uv
          OpStore %color %texel
          OpReturn
          OpFunctionEnd",
        &Default::default(),
    )
    .unwrap();
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let val = spirv_workspace::run_reference("spirv-val", &["--target-env", "vulkan1.3", "-"], &bytes);
    assert!(val.status.success(), "{}", String::from_utf8_lossy(&val.stderr));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("two-mains.spv");
    std::fs::write(&path, &bytes).unwrap();
    let path = path.to_str().unwrap();
    let both = run(&spirv(), &["reflect", "--entry", "main", path], None);
    assert_eq!(both.status.code(), Some(3));
    assert_eq!(
        String::from_utf8_lossy(&both.stderr),
        "error: 2 entry points are named 'main' (Vertex, Fragment): choose one with --stage\n"
    );
    let json = |stage: &str| -> serde_json::Value {
        let out = run(&spirv(), &["reflect", "--json", "--entry", "main", "--stage", stage, path], None);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let fragment = json("Fragment");
    assert_eq!(fragment["entry_points"][0]["execution_model"], "Fragment");
    assert_eq!(
        fragment["resources"][0]["used_by"],
        serde_json::json!([{"name": "main", "execution_model": "Fragment"}])
    );
    let vertex = json("Vertex");
    assert_eq!(vertex["entry_points"].as_array().unwrap().len(), 1);
    assert_eq!(vertex["resources"].as_array().unwrap().len(), 0);
    let none = run(&spirv(), &["reflect", "--entry", "main", "--stage", "GLCompute", path], None);
    assert_eq!(none.status.code(), Some(3));
    assert_eq!(
        String::from_utf8_lossy(&none.stderr),
        "error: no entry point named 'main' of execution model GLCompute\n"
    );
    let bad = run(&spirv(), &["reflect", "--entry", "main", "--stage", "vert", path], None);
    assert_eq!(bad.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&bad.stderr),
        "error: 'vert' is not an execution model (Vertex, Fragment, GLCompute, ...)\n"
    );
}

/// A big-endian module (every word byte-swapped) is the same module: `spirv dis` prints what
/// spirv-dis prints for its little-endian original, and `spirv val` says what spirv-val says of
/// that. This is a deliberate difference: SPIRV-Tools 2025.5 reads the characters of a string
/// in the wrong order within each word of a big-endian module, so spirv-dis and spirv-val fail
/// on its first string (`Invalid extended instruction import 'LSLGdts.054.'`); SPIR-V packs a
/// string into words, which follow the module's byte order.
#[test]
fn big_endian_modules_are_read_as_their_little_endian_originals() {
    let dir = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for (name, bytes) in corpus_modules().iter().step_by(97) {
        let little = dir.path().join("little.spv");
        let big = dir.path().join("big.spv");
        std::fs::write(&little, bytes).unwrap();
        std::fs::write(&big, spirv_workspace::byte_swapped(bytes)).unwrap();
        let (little, big) = (little.to_str().unwrap(), big.to_str().unwrap());
        let reference = run(&reference_tool("spirv-dis"), &[little], None);
        let ours = run(&spirv(), &["dis", big], None);
        assert_eq!(ours.status.code(), reference.status.code(), "{name}");
        assert!(ours.stdout == reference.stdout, "{name}: spirv dis of the big-endian module");
        let reference = run(&reference_tool("spirv-val"), &[little], None);
        let ours = run(&spirv(), &["val", big], None);
        assert_eq!(ours.status.code(), reference.status.code(), "{name}");
        assert_eq!(String::from_utf8_lossy(&ours.stderr), String::from_utf8_lossy(&reference.stderr), "{name}");
        checked += 1;
    }
    assert_eq!(checked, 21);
    // What SPIRV-Tools makes of a big-endian module's strings.
    let (_, glsl) = corpus_modules().into_iter().find(|(_, b)| b.windows(6).any(|w| w == b"GLSL.s")).unwrap();
    let big = dir.path().join("glsl.spv");
    std::fs::write(&big, spirv_workspace::byte_swapped(&glsl)).unwrap();
    let theirs = run(&reference_tool("spirv-dis"), &[big.to_str().unwrap()], None);
    assert!(
        String::from_utf8_lossy(&theirs.stderr).contains("Invalid extended instruction import 'LSLGdts.054.'"),
        "{}",
        String::from_utf8_lossy(&theirs.stderr)
    );
    assert_eq!(run(&spirv(), &["dis", big.to_str().unwrap()], None).status.code(), Some(0));
}

/// `spirv reflect DIR` and `spirv reqs DIR` say that DIR is a directory (they read one module),
/// with their statuses for unreadable input (1 and 3).
#[test]
fn reflect_and_reqs_say_a_directory_is_one() {
    let dir = tempfile::tempdir().unwrap();
    let name = dir.path().to_str().unwrap();
    for (command, status) in [("reflect", 1), ("reqs", 3)] {
        let out = run(&spirv(), &[command, name], None);
        assert_eq!(out.status.code(), Some(status), "{command}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("error: '{name}' is a directory, not a module file\n"),
            "{command}"
        );
    }
}

/// `spirv val` against spirv-val as processes: the same exit status, stdout and stderr (bytes)
/// for its command line, good and bad (spirv-val reads it by hand: exact names, `--max-*` and
/// `--target-env` taking the next argument, the usage on stdout for an unknown flag), bad
/// paths, standard input, a directory of modules, and modules it rejects for reasons this
/// validator checks; `--help`, `--version` and `--keep-going` differ only as said below.
#[cfg(unix)]
#[test]
fn val_fails_like_spirv_val() {
    use bad_paths::{Expect, Inputs, Row, Stdin, Stdout, Tools};

    let modules = corpus_modules();
    let (_, small) = modules.iter().find(|(_, m)| m.len() < 1024).expect("a small module");
    let (_, big) = modules.iter().find(|(_, m)| m.len() > 8192).expect("a big module");
    let mut damaged = small.clone();
    let last = damaged.len() - 8;
    damaged[last..last + 4].copy_from_slice(&0x0001_ffffu32.to_le_bytes());
    let inputs =
        Inputs { small: small.clone(), small_text: Vec::new(), big: big.clone(), big_text: Vec::new(), damaged };
    // Two errors the layout pass finds (an OpName among the types, then an OpCapability after
    // the memory model), and no other (a library: no entry point needed); spirv-val reports the
    // first.
    let invalid: Vec<u8> = spirv_core::text::assemble(
        b"OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n%uint = OpTypeInt 32 0\nOpName %uint \"uint\"\nOpCapability Int64\n",
        &Default::default(),
    )
    .unwrap()
    .iter()
    .flat_map(|w| w.to_le_bytes())
    .collect();
    let row = |args: &[&str]| Row {
        tools: Tools::Val,
        args: args.iter().map(|s| s.to_string()).collect(),
        stdin: Stdin::Null,
        stdout: Stdout::Pipe,
        expect: Expect::Same,
    };
    let with = |mut r: Row, stdin: Stdin, expect: Expect| {
        r.stdin = stdin;
        r.expect = expect;
        r
    };
    let long = "a".repeat(300);
    let rows = vec![
        row(&["IN"]),
        row(&["BIG"]),
        row(&["BAD"]),
        row(&["invalid.spv"]),
        row(&["missing"]),
        row(&["dir"]),  // an empty directory: nothing to validate, status 0
        row(&["tree"]), // .spv files in it and below, each reported with its path
        row(&["empty"]),
        row(&["IN/x"]),
        with(row(&[long.as_str()]), Stdin::Null, Expect::ReferenceAborts),
        row(&["/dev/null"]),
        row(&["/proc/self/mem"]),
        row(&["unreadable"]),
        row(&["three"]), // not a multiple of 4 bytes
        row(&["hex.txt"]),
        with(row(&["-"]), Stdin::PipeWriteEnd, Expect::Same),
        with(row(&["-"]), Stdin::WriteOnly, Expect::Same),
        row(&[]),
        with(row(&[]), Stdin::Input, Expect::Same),
        with(row(&["-"]), Stdin::Input, Expect::Same),
        row(&["fifo"]),
        row(&["./-"]),
        row(&["", "IN"]), // an empty argument is an input here (spirv-val does not skip it)
        row(&["IN", "IN"]),
        row(&["missing", "IN"]),
        row(&["-", "-"]),
        // Flags.
        row(&["--bogus", "IN"]),
        row(&["--", "IN"]),
        row(&["--target-env", "vulkan1.0", "IN"]),
        row(&["--target-env", "vulkan1.0", "invalid.spv"]),
        row(&["--target-env", "spv1.0", "BIG"]),
        row(&["--target-env", "spv1.3junk", "IN"]), // a prefix is enough
        row(&["--target-env", "nope", "IN"]),
        row(&["--target-env", "nope", "missing"]), // the command line is read first
        row(&["IN", "--target-env"]),
        row(&["--target-env=spv1.3", "IN"]), // no `=` form: an unknown flag
        row(&["--target-env", "spv1.3", "--target-env", "spv1.4", "IN"]), // the last wins
        row(&["--max-id-bound"]),
        row(&["--max-id-bound", "10", "IN"]),
        row(&["--max-id-bound", "x", "IN"]),
        row(&["--max-id-bound", "", "IN"]), // C's sscanf: EOF, the limit set to 0
        row(&["--max-id-bound", "-1", "IN"]),
        row(&["--max-foo", "3", "IN"]),
        // spirv-val's spelling of the struct depth, its usage text's (which it refuses), a
        // limit's name followed by more, and the switch limit that sets the global variables'.
        row(&["--max-struct_depth", "0", "IN"]),
        row(&["--max-struct-depth", "0", "IN"]),
        row(&["--max-id-bound-and-more", "3", "IN"]),
        row(&["--max-switch-branches", "0", "IN"]),
        row(&["--max-global-variables", "0", "IN"]),
        row(&["--max-foo"]),
        row(&["--relax-block-layout", "--scalar-block-layout", "--skip-block-layout", "IN"]),
        row(&["--relax-block-layout", "--relax-block-layout", "IN"]), // twice is fine here
        row(&["--before-hlsl-legalization", "--relax-logical-pointer", "invalid.spv"]),
        with(row(&["--keep-going", "invalid.spv"]), Stdin::Null, Expect::OursOnly),
        with(row(&["--keep-going", "IN"]), Stdin::Null, Expect::OursOnly),
        with(row(&["-h"]), Stdin::Null, Expect::Help),
        with(row(&["--help", "--bogus"]), Stdin::Null, Expect::Help), // the first ends the parse
        with(row(&["IN", "IN", "--help"]), Stdin::Null, Expect::Same), // two inputs come first
        with(row(&["--version"]), Stdin::Null, Expect::Version),
    ];

    let mut failures = Vec::new();
    for row in &rows {
        let args: Vec<String> = row.args.iter().map(|a| bad_paths::substitute(a, "dis")).collect();
        let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
        for d in &dirs {
            let d = d.path();
            bad_paths::fixture(d, "dis", &inputs, args.iter().any(|a| a == "fifo"));
            std::fs::write(d.join("invalid.spv"), &invalid).unwrap();
            std::fs::write(d.join("three"), b"abc").unwrap();
            let hex: Vec<String> =
                small.chunks(4).map(|w| format!("0x{:08x}", u32::from_le_bytes(w.try_into().unwrap()))).collect();
            std::fs::write(d.join("hex.txt"), hex.join(", ")).unwrap();
            std::fs::create_dir_all(d.join("tree/sub")).unwrap();
            std::fs::write(d.join("tree/a.spv"), small).unwrap();
            std::fs::write(d.join("tree/notes.txt"), b"not a module").unwrap();
            std::fs::write(d.join("tree/sub/bad.spv"), &inputs.damaged).unwrap();
            std::fs::write(d.join("tree/sub/invalid.spv"), &invalid).unwrap();
        }
        let reference_program = reference_tool("spirv-val");
        let mut reference_args = args.clone();
        if row.expect == Expect::OursOnly {
            reference_args.retain(|a| a != "--keep-going");
        }
        let reference = bad_paths::run_in(dirs[0].path(), &reference_program, &reference_args, row, small);
        let mut ours_args = vec!["val".to_string()];
        ours_args.extend(args.iter().cloned());
        let ours = bad_paths::run_in(dirs[1].path(), &spirv(), &ours_args, row, small);
        let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        eprintln!("val {args:?} ({:?}): reference {:?} {:?}", row.stdin, reference.status, text(&reference.stderr));
        let usage = |out: &Output| {
            // Ours: the reference's text naming `spirv val`, with one flag more and a tail.
            let t = text(&out.stdout).replace(reference_program.to_str().unwrap(), "spirv val");
            let t: String = t.lines().filter(|l| !l.starts_with("  --keep-going ")).map(|l| format!("{l}\n")).collect();
            match t.find("\nExit status:") {
                Some(end) => t[..end].to_string(),
                None => t,
            }
        };
        let mut problems = Vec::new();
        let same_status = ours.status.code() == reference.status.code();
        match row.expect {
            // An unknown flag: the usage, on stdout, status 1 (compared as help is).
            Expect::Same if text(&reference.stdout).contains("USAGE:") => {
                if !same_status || usage(&ours) != usage(&reference) || ours.stderr != reference.stderr {
                    problems.push(format!("usage: status {:?}, stderr {:?}", ours.status.code(), text(&ours.stderr)));
                }
            }
            Expect::Same => {
                if !same_status || ours.stdout != reference.stdout || ours.stderr != reference.stderr {
                    problems.push(format!(
                        "status {:?} stdout {:?} stderr {:?}",
                        ours.status.code(),
                        text(&ours.stdout),
                        text(&ours.stderr)
                    ));
                }
            }
            Expect::ReferenceAborts => {
                use std::os::unix::process::ExitStatusExt;
                let o = text(&ours.stderr);
                if reference.status.signal() != Some(6)
                    || ours.status.code() != Some(1)
                    || !o.starts_with("error: file does not exist '")
                {
                    problems.push(format!("reference {:?}, ours {:?} {o:?}", reference.status, ours.status));
                }
            }
            Expect::Help => {
                if !same_status || usage(&ours) != usage(&reference) || !ours.stderr.is_empty() {
                    problems.push(format!("help: status {:?}", ours.status.code()));
                }
            }
            Expect::Version => {
                let (r, o) = (text(&reference.stdout), text(&ours.stdout));
                let (r, o): (Vec<&str>, Vec<&str>) = (r.lines().collect(), o.lines().collect());
                if !same_status || r.get(1..) != o.get(1..) || !o[0].contains("SPIRV-Tools v2025.5") {
                    problems.push(format!("version {o:?}"));
                }
            }
            Expect::OursOnly => {
                // The first error is spirv-val's; the rest follow it, each in the same form.
                let (r, o) = (text(&reference.stderr), text(&ours.stderr));
                let lines = o.lines().filter(|l| l.starts_with("error: line ")).count();
                if !same_status || !o.starts_with(&r) || (reference.status.success() != o.is_empty()) {
                    problems.push(format!("keep going {o:?}"));
                }
                if args.iter().any(|a| a == "invalid.spv") && lines != 2 {
                    problems.push(format!("keep going found {lines} errors, not 2: {o:?}"));
                }
                // spirv-val itself refuses the flag: its usage, status 1.
                let refused = run(&reference_program, &args.iter().map(String::as_str).collect::<Vec<_>>(), None);
                if refused.status.code() != Some(1) || !text(&refused.stdout).contains("USAGE:") {
                    problems.push("spirv-val accepts --keep-going".into());
                }
            }
            _ => unreachable!(),
        }
        if bad_paths::snapshot(dirs[0].path()) != bad_paths::snapshot(dirs[1].path()) {
            problems.push("files differ".into());
        }
        if !problems.is_empty() {
            failures.push(format!("val {args:?} ({:?}): {}", row.stdin, problems.join("; ")));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases differ:\n{}", failures.len(), rows.len(), failures.join("\n"));
}
