//! Support code shared by the workspace's examples and integration tests (not published).

use std::path::{Path, PathBuf};

pub mod peers;
pub mod spirv_cross;
pub mod spirv_tools_c;
pub mod validate_cases;

/// The corpus folder: `tests/corpus` of this repository (`$SPIRV_CORPUS` overrides it, to measure
/// on another corpus).
///
/// # Panics
/// When the folder is missing: tests that need the corpus fail rather than pass silently.
pub fn corpus_dir() -> PathBuf {
    let dir = std::env::var_os("SPIRV_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus"));
    assert!(
        dir.join("spv").is_dir() && dir.join("spv-gV").is_dir(),
        "the SPIR-V corpus is missing at {} (set SPIRV_CORPUS to the folder holding spv/ and spv-gV/)",
        dir.display()
    );
    dir
}

/// The cases extracted from SPIRV-Tools' unit tests (`tests/conformance/spirv-tools-cases`):
/// every line of `file` (such as `as_cases.jsonl`), parsed.
///
/// # Panics
/// When the file is missing or a line is not JSON: conformance tests fail rather than pass
/// silently.
pub fn conformance_cases(file: &str) -> Vec<serde_json::Value> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/spirv-tools-cases").join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the conformance cases are missing at {}: {e}", path.display()));
    let cases: Vec<serde_json::Value> =
        text.lines().map(|line| serde_json::from_str(line).expect("a JSON case per line")).collect();
    assert!(!cases.is_empty(), "no cases in {}", path.display());
    cases
}

/// Every module of the corpus: (file name, bytes), `spv/` then `spv-gV/`, sorted.
pub fn corpus_modules() -> Vec<(String, Vec<u8>)> {
    let dir = corpus_dir();
    let mut out = Vec::new();
    for sub in ["spv", "spv-gV"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join(sub))
            .expect("corpus folder")
            .map(|e| e.expect("corpus entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "spv"))
            .collect();
        files.sort();
        for f in files {
            let bytes = std::fs::read(&f).expect("corpus module");
            out.push((format!("{sub}/{}", f.file_name().unwrap_or_default().to_string_lossy()), bytes));
        }
    }
    out
}

/// The project's own small corpus in `tests/data` (modules built from its own sources).
pub fn data_modules() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "spv"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|f| (f.file_name().unwrap_or_default().to_string_lossy().into_owned(), std::fs::read(&f).expect("module")))
        .collect()
}

/// The same words in the other byte order.
pub fn byte_swapped(bytes: &[u8]) -> Vec<u8> {
    bytes.chunks(4).flat_map(|c| c.iter().rev().copied().collect::<Vec<u8>>()).collect()
}

/// Compiles GLSL `source` with the reference glslangValidator (`-V --target-env vulkan1.3` and
/// `flags`, such as `-g`) and returns the SPIR-V module's bytes; panics with its output if it
/// fails. The module is written next to the source, with the extension `spv`.
pub fn glslang(source: &Path, flags: &[&str]) -> Vec<u8> {
    let spv = source.with_extension("spv");
    let out = std::process::Command::new(reference_tool("glslangValidator"))
        .args(["-V", "--target-env", "vulkan1.3"])
        .args(flags)
        .arg(source)
        .arg("-o")
        .arg(&spv)
        .output()
        .expect("glslangValidator runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    std::fs::read(&spv).expect("glslangValidator's output")
}

/// A reference tool from SPIRV-Tools or glslang (`$SPIRV_TOOLS_BIN`, as `scripts/test.sh` sets).
///
/// # Panics
/// When the tool is missing: tests that need it fail rather than pass silently.
pub fn reference_tool(name: &str) -> PathBuf {
    let dir = std::env::var_os("SPIRV_TOOLS_BIN").map(PathBuf::from);
    let path = dir.as_ref().map(|d| d.join(name));
    match path {
        Some(p) if p.is_file() => p,
        _ => panic!("reference tool `{name}` not found: run the tests through scripts/test.sh, which installs it"),
    }
}

/// Runs a reference tool with `args`, feeding `input` on its standard input, and returns its
/// exit status, standard output and standard error.
pub fn run_reference(tool: &str, args: &[&str], input: &[u8]) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(reference_tool(tool))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{tool} starts: {e}"));
    let mut stdin = child.stdin.take().expect("piped stdin");
    // A tool that fails early may close its input: that is its answer, not an error here.
    std::thread::scope(|s| {
        let feed = s.spawn(move || {
            let _ = stdin.write_all(input);
        });
        let out = child.wait_with_output().unwrap_or_else(|e| panic!("{tool} runs: {e}"));
        let _ = feed.join();
        out
    })
}

/// `f` applied to every item, on as many threads as the machine has cores, results in order.
pub fn parallel_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(items.len().max(1));
    let chunk = items.len().div_ceil(threads).max(1);
    std::thread::scope(|s| {
        let handles: Vec<_> =
            items.chunks(chunk).map(|part| s.spawn(|| part.iter().map(&f).collect::<Vec<R>>())).collect();
        handles.into_iter().flat_map(|h| h.join().expect("worker thread")).collect()
    })
}

/// The disassembler options of a `spirv-dis` command line (`--raw-id`, `--no-indent`, ...).
///
/// # Panics
/// On a flag `spirv-dis` does not have.
pub fn dis_options(flags: &[&str]) -> spirv_core::text::DisassembleOptions {
    let mut o = spirv_core::text::DisassembleOptions::default();
    for flag in flags {
        match *flag {
            "--raw-id" => o.friendly_names = false,
            "--no-indent" => o.indent = false,
            "--no-header" => o.header = false,
            "--nested-indent" => o.nested_indent = true,
            "--reorder-blocks" => o.reorder_blocks = true,
            "--comment" => o.comment = true,
            "--offsets" => o.offsets = true,
            other => panic!("unknown spirv-dis flag {other}"),
        }
    }
    o
}

/// A small deterministic pseudo-random generator (xorshift64*), for reproducible test inputs.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// True with probability 1/`n`.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.below(n) == 0
    }
}
