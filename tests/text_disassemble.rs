//! The disassembler against SPIRV-Tools 2025.5: the cases of its unit tests
//! (`tests/conformance/spirv-tools-cases`) and `spirv-dis` itself on every corpus module,
//! in the default layout, with `--raw-id` and with the other layout flags, and on damaged
//! modules (same rejection, same message, same partial output).

use spirv_core::text::{
    DisassembleOptions, FriendlyNames, disassemble, disassemble_into, disassemble_to, instruction_text,
    instruction_text_named, instruction_texts,
};
use spirv_workspace::{Rng, conformance_cases, corpus_modules, dis_options, parallel_map, run_reference};

/// Assembles `text` with the reference `spirv-as`.
fn reference_assemble(text: &[u8], target_env: &str, preserve_ids: bool) -> Vec<u8> {
    let mut args = vec!["--target-env", target_env, "-o", "-", "-"];
    if preserve_ids {
        args.insert(0, "--preserve-numeric-ids");
    }
    let out = run_reference("spirv-as", &args, text);
    assert!(
        out.status.success(),
        "spirv-as failed on {:?}: {}",
        String::from_utf8_lossy(text),
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn words_to_bytes(words: impl IntoIterator<Item = u32>) -> Vec<u8> {
    words.into_iter().flat_map(u32::to_le_bytes).collect()
}

/// A case's string field, given either as text or as hex bytes (`<field>_hex`).
fn text_field(case: &serde_json::Value, field: &str) -> Option<Vec<u8>> {
    if let Some(s) = case[field].as_str() {
        return Some(s.as_bytes().to_vec());
    }
    let hex = case[format!("{field}_hex")].as_str()?;
    Some((0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap()).collect())
}

/// Collects failures and reports the first ones with the pass count.
struct Tally {
    what: &'static str,
    total: usize,
    failures: Vec<String>,
}

impl Tally {
    fn new(what: &'static str) -> Self {
        Tally { what, total: 0, failures: Vec::new() }
    }

    fn check(&mut self, ok: bool, describe: impl FnOnce() -> String) {
        self.total += 1;
        if !ok {
            self.failures.push(describe());
        }
    }

    /// A tally of results already computed (an `Err` holds the failure's description).
    fn of(what: &'static str, results: Vec<Result<(), String>>) {
        let mut tally = Tally::new(what);
        for result in results {
            tally.check(result.is_ok(), || result.unwrap_err());
        }
        tally.finish();
    }

    fn finish(self) {
        let passed = self.total - self.failures.len();
        eprintln!("{}: {passed}/{} pass", self.what, self.total);
        assert!(self.total > 0, "{}: no cases ran", self.what);
        assert!(
            self.failures.is_empty(),
            "{}: {passed}/{} pass; first failures:\n{}",
            self.what,
            self.total,
            self.failures.iter().take(15).cloned().collect::<Vec<_>>().join("\n---\n")
        );
    }
}

#[test]
fn spirv_tools_disassembly_cases() {
    let cases = conformance_cases("dis_cases.jsonl");
    let results = parallel_map(&cases, |case| {
        let text = text_field(case, "text").unwrap();
        let target = case["target_env"].as_str().unwrap();
        let preserve = case["as_options"].as_u64().unwrap() & 2 != 0;
        // spirv-as rejects empty text; the library (which the cases come from) gives a header.
        let mut bytes = if text.is_empty() {
            let version = match target {
                "spv1.0" => 0x0001_0000u32,
                other => panic!("empty text for {other}"),
            };
            words_to_bytes([0x0723_0203, version, 0x0007_0000, 1, 0])
        } else {
            reference_assemble(&text, target, preserve)
        };
        if let Some(extra) = case["appended_words"].as_array() {
            bytes.extend(words_to_bytes(extra.iter().map(|w| w.as_u64().unwrap() as u32)));
        }
        if case["flip_endian"].as_bool().unwrap_or(false) {
            bytes = spirv_workspace::byte_swapped(&bytes);
        }
        let flags: Vec<&str> = case["dis_cli"].as_array().unwrap().iter().map(|f| f.as_str().unwrap()).collect();
        let ours = disassemble(&bytes, &dis_options(&flags));
        let id = case["case_id"].as_str().unwrap().to_string();
        match (text_field(case, "expect_text"), case["expect_error"].as_str(), ours) {
            (Some(expected), _, Ok(got)) if got == expected => Ok(()),
            (_, Some(expected), Err(e)) => {
                let exact = case["error_match"].as_str() == Some("exact");
                if (exact && e.message() == expected) || (!exact && e.message().contains(expected)) {
                    Ok(())
                } else {
                    Err(format!("{id}: expected error {expected:?}, got {:?}", e.message()))
                }
            }
            (expected, error, got) => Err(format!(
                "{id} {flags:?}: {:?}\nexpected {:?} / error {error:?}\ngot {:?}",
                String::from_utf8_lossy(&text),
                expected.map(|e| String::from_utf8_lossy(&e).into_owned()),
                got.map(|g| String::from_utf8_lossy(&g).into_owned())
            )),
        }
    });
    Tally::of("dis_cases.jsonl", results);
}

#[test]
fn spirv_tools_friendly_name_cases() {
    let cases = conformance_cases("name_cases.jsonl");
    let results = parallel_map(&cases, |case| {
        let text = text_field(case, "text").unwrap();
        let bytes = reference_assemble(&text, case["target_env"].as_str().unwrap(), false);
        let names = FriendlyNames::from_module(&bytes).unwrap();
        let id = case["spirv_id"].as_u64().unwrap() as u32;
        let expected = case["expect_name"].as_str().unwrap();
        let got = names.name(id);
        (got == expected).then_some(()).ok_or_else(|| {
            format!(
                "{}: {:?}: %{id} expected {expected:?}, got {got:?}",
                case["case_id"],
                String::from_utf8_lossy(&text)
            )
        })
    });
    Tally::of("name_cases.jsonl", results);
}

/// Hex-float formatting cases: a constant of the case's width and bits disassembles to its text.
#[test]
fn spirv_tools_float_format_cases() {
    let mut tally = Tally::new("float_cases.jsonl (format)");
    for case in conformance_cases("float_cases.jsonl").iter().filter(|c| c["op"] == "format") {
        let width = case["width"].as_u64().unwrap() as u32;
        let bits = case["bits"].as_u64().unwrap();
        // %1 = OpTypeFloat width; %2 = OpConstant %1 bits
        let mut words = vec![0x0723_0203, 0x0001_0000, 0, 3, 0, 0x0003_0016, 1, width];
        let value_words: Vec<u32> =
            if width == 64 { vec![bits as u32, (bits >> 32) as u32] } else { vec![bits as u32] };
        words.extend([(3 + value_words.len() as u32) << 16 | 43, 1, 2]);
        words.extend(&value_words);
        let text = disassemble(&words_to_bytes(words), &DisassembleOptions::raw()).unwrap();
        let text = String::from_utf8(text).unwrap();
        let got = text.lines().nth(1).and_then(|l| l.strip_prefix("%2 = OpConstant %1 ")).unwrap_or("").to_string();
        let expected = case["hex"].as_str().unwrap();
        // The cases format with the hex-float printer; spirv-dis uses it for all but zeros and
        // normal numbers, which it prints in decimal.
        let (decimal, reread) = if width == 64 {
            let v = f64::from_bits(bits);
            (v == 0.0 || v.is_normal(), got.parse::<f64>().ok().map(f64::to_bits))
        } else {
            let v = f32::from_bits(bits as u32);
            (v == 0.0 || v.is_normal(), got.parse::<f32>().ok().map(|f| u64::from(f.to_bits())))
        };
        if decimal {
            tally.check(reread == Some(bits), || format!("{}: {bits:#x} printed {got}", case["case_id"]));
        } else {
            tally.check(got == expected, || format!("{}: {bits:#x}: expected {expected}, got {got}", case["case_id"]));
        }
    }
    tally.finish();
}

#[test]
fn tricky_disassembly_cases() {
    let mut tally = Tally::new("tricky_cases.jsonl (disassembly)");
    for case in conformance_cases("tricky_cases.jsonl") {
        let (Some(words), Some(expected)) = (case["words"].as_array(), text_field(&case, "dis_stdout")) else {
            continue;
        };
        let bytes = words_to_bytes(words.iter().map(|w| w.as_u64().unwrap() as u32));
        let flags: Vec<&str> = case["dis_args"].as_array().unwrap().iter().map(|f| f.as_str().unwrap()).collect();
        let mut got = Vec::new();
        let result = disassemble_into(&bytes, &dis_options(&flags), &mut got);
        let error = result.err().map(|e| format!("error: {e}\n"));
        let expected_error = case["dis_stderr"].as_str().filter(|e| !e.is_empty()).map(str::to_string);
        tally.check(got == expected && error == expected_error, || {
            format!(
                "{}: expected {:?} {expected_error:?}, got {:?} {error:?}",
                case["key"],
                String::from_utf8_lossy(&expected),
                String::from_utf8_lossy(&got)
            )
        });
    }
    tally.finish();
}

/// `spirv dis` against `spirv-dis`: stdout, and on failure the message and the partial output;
/// and `disassemble_to`, which writes in chunks, against `disassemble_into`.
fn compare_with_spirv_dis(name: &str, bytes: &[u8], flags: &[&str]) -> Result<(), String> {
    let mut args = flags.to_vec();
    args.extend(["-o", "-", "-"]);
    let reference = run_reference("spirv-dis", &args, bytes);
    let mut ours = Vec::new();
    let result = disassemble_into(bytes, &dis_options(flags), &mut ours);
    let mut written = Vec::new();
    let written_result = disassemble_to(bytes, &dis_options(flags), &mut written);
    let same_error = match (&result, &written_result) {
        (Ok(()), Ok(())) => true,
        (Err(e), Err(w)) => w.to_string() == e.to_string(),
        _ => false,
    };
    if written != ours || !same_error {
        return Err(format!("{name} {flags:?}: disassemble_to wrote other text or error than disassemble_into"));
    }
    let stderr = String::from_utf8_lossy(&reference.stderr);
    let same = match &result {
        Ok(()) => reference.status.success() && reference.stdout == ours,
        Err(e) => {
            reference.status.code() == Some(i32::from(e.kind().exit_status()))
                && stderr.trim_end() == format!("error: {e}")
                && reference.stdout == ours
        }
    };
    if same {
        return Ok(());
    }
    let first_difference = ours.iter().zip(&reference.stdout).position(|(a, b)| a != b).unwrap_or(ours.len());
    let context = |text: &[u8]| {
        let from = first_difference.saturating_sub(120);
        String::from_utf8_lossy(&text[from.min(text.len())..(first_difference + 120).min(text.len())]).into_owned()
    };
    Err(format!(
        "{name} {flags:?}: spirv-dis {:?} {stderr:?}, ours {:?}\nspirv-dis: ...{}\nours:      ...{}",
        reference.status.code(),
        result.err().map(|e| e.to_string()),
        context(&reference.stdout),
        context(&ours)
    ))
}

/// Names of digits against the numbers `spirv-dis` names the other ids by, suggested before and
/// after the number they equal (an `OpName` may come anywhere for `spirv-dis`), and the names
/// that only look like one (`07`).
#[test]
fn digit_names_match_spirv_dis() {
    let texts: [&[u8]; 4] = [
        // The name first: %3's number is taken.
        b"OpName %1 \"3\"\n%1 = OpTypeVoid\n%2 = OpTypeFunction %1\n%3 = OpTypeFunction %1\n",
        // The number first: the name is taken.
        b"%1 = OpTypeVoid\n%2 = OpTypeFunction %1\nOpName %3 \"2\"\n%3 = OpTypeFunction %1\n",
        // Both, and numbers after the first name of digits.
        b"%1 = OpTypeVoid\n%2 = OpTypeFunction %1\nOpName %5 \"2\"\nOpName %6 \"4\"\n\
          %4 = OpTypeFunction %1\n%5 = OpTypeFunction %1\n%6 = OpTypeFunction %1\n%7 = OpTypeFunction %1\n\
          OpName %8 \"7\"\n%8 = OpTypeFunction %1\n",
        // Not numbers: a leading zero, a sign.
        b"OpName %1 \"07\"\nOpName %2 \"-7\"\n%1 = OpTypeVoid\n%2 = OpTypeFunction %1\n%7 = OpTypeFunction %1\n",
    ];
    let results: Vec<Result<(), String>> = texts
        .iter()
        .map(|text| {
            let bytes = reference_assemble(text, "spv1.0", true);
            compare_with_spirv_dis(&String::from_utf8_lossy(text), &bytes, &[])
        })
        .collect();
    Tally::of("names of digits", results);
}

fn check_corpus(what: &'static str, modules: &[(String, Vec<u8>)], flags: &[&str]) {
    let results = parallel_map(modules, |(name, bytes)| compare_with_spirv_dis(name, bytes, flags));
    Tally::of(what, results);
}

#[test]
fn corpus_default_layout_matches_spirv_dis() {
    check_corpus("corpus, default layout", &corpus_modules(), &[]);
}

#[test]
fn corpus_raw_ids_match_spirv_dis() {
    check_corpus("corpus, --raw-id", &corpus_modules(), &["--raw-id"]);
}

/// The texts under spirv-val's messages: `instruction_texts` is `spirv-dis --no-indent
/// --no-header` line by line (as far as it prints, where it fails), and `instruction_text` (and
/// `instruction_text_named`, given the module's names) each one of them, on a tenth of the corpus.
#[test]
fn message_texts_are_spirv_dis_lines() {
    let sample: Vec<(String, Vec<u8>)> = corpus_modules().into_iter().step_by(10).collect();
    let results = parallel_map(&sample, |(name, bytes)| {
        let reference = run_reference("spirv-dis", &["--no-indent", "--no-header", "-o", "-", "-"], bytes);
        let texts = instruction_texts(bytes).map_err(|e| format!("{name}: {e}"))?;
        let mut joined = Vec::new();
        for text in &texts {
            joined.extend_from_slice(text);
            joined.push(b'\n');
        }
        if reference.stdout != joined {
            return Err(format!("{name}: instruction_texts differ from spirv-dis --no-indent --no-header"));
        }
        let names = FriendlyNames::from_module(bytes).map_err(|e| format!("{name}: {e}"))?;
        for (index, text) in texts.iter().enumerate() {
            let one = instruction_text(bytes, index).map_err(|e| format!("{name}: {e}"))?;
            if one.as_ref() != Some(text) {
                return Err(format!("{name}: instruction {index}: {one:?} against {text:?}"));
            }
            let named = instruction_text_named(bytes, index, &names).map_err(|e| format!("{name}: {e}"))?;
            if named.as_ref() != Some(text) {
                return Err(format!("{name}: instruction {index}, names given: {named:?} against {text:?}"));
            }
        }
        match (instruction_text(bytes, texts.len()), instruction_text_named(bytes, texts.len(), &names)) {
            (Ok(None), Ok(None)) => Ok(()),
            other => Err(format!("{name}: past the last instruction: {other:?}")),
        }
    });
    Tally::of("message texts", results);
}

/// Every other layout flag, each alone and a few together, on a tenth of the corpus.
#[test]
fn corpus_layout_flags_match_spirv_dis() {
    let sample: Vec<(String, Vec<u8>)> = corpus_modules().into_iter().step_by(10).collect();
    for flags in [
        &["--no-indent"][..],
        &["--no-header"],
        &["--nested-indent"],
        &["--reorder-blocks"],
        &["--comment"],
        &["--offsets"],
        &["--nested-indent", "--reorder-blocks", "--comment", "--offsets"],
        &["--raw-id", "--no-indent", "--comment", "--nested-indent"],
    ] {
        let what: &'static str = format!("corpus sample, {}", flags.join(" ")).leak();
        check_corpus(what, &sample, flags);
    }
}

/// Damaged modules: truncated, words overwritten, word counts changed. Where spirv-dis rejects
/// one, so do we, with its message, its exit status and the text it printed before.
#[test]
fn damaged_modules_fail_like_spirv_dis() {
    let modules: Vec<(String, Vec<u8>)> = corpus_modules().into_iter().step_by(25).collect();
    let mut rng = Rng::new(0x5eed_d15a);
    let mut damaged = Vec::new();
    for (name, bytes) in &modules {
        let words = bytes.len() / 4;
        for round in 0..4 {
            let mut b = bytes.clone();
            match round {
                0 => b.truncate(4 * (5 + rng.below(words as u64 - 5) as usize)),
                1 => {
                    let i = 5 + rng.below(words as u64 - 5) as usize;
                    let w = [0, 1, 0xFFFF_FFFF, rng.next_u64() as u32, 0x0001_0000][rng.below(5) as usize];
                    b[4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
                }
                2 => {
                    let i = 5 + rng.below(words as u64 - 5) as usize;
                    b[4 * i + 2] = b[4 * i + 2].wrapping_add(1 + rng.below(3) as u8);
                }
                _ => {
                    let i = 5 + rng.below(words as u64 - 5) as usize;
                    b[4 * i] ^= 1 << rng.below(8);
                }
            }
            damaged.push((format!("{name} (damage {round})"), b));
        }
    }
    // The figure in spirv_core::text's docs (spirv-core/src/text/mod.rs).
    assert_eq!(damaged.len(), 324, "damaged modules");
    let results = parallel_map(&damaged, |(name, bytes)| compare_with_spirv_dis(name, bytes, &[]));
    Tally::of("damaged modules", results);
}

/// Header errors, before any instruction.
#[test]
fn header_errors_match_spirv_dis() {
    let good = corpus_modules().swap_remove(0).1;
    let mut cases = vec![("short".to_string(), good[..12].to_vec())];
    let mut bad_magic = good.clone();
    bad_magic[0] = 0x42;
    cases.push(("magic".into(), bad_magic));
    for version in [0x0001_0700u32, 0x0000_0100, 0x0001_0001, 0x0101_0000] {
        let mut b = good.clone();
        b[4..8].copy_from_slice(&version.to_le_bytes());
        cases.push((format!("version {version:#x}"), b));
    }
    let results = parallel_map(&cases, |(name, bytes)| compare_with_spirv_dis(name, bytes, &[]));
    Tally::of("header errors", results);
}

/// `Display` of a `Module` is `spirv-dis --raw-id`'s output.
#[test]
fn module_display_is_spirv_dis_raw_id() {
    let modules: Vec<(String, Vec<u8>)> = corpus_modules().into_iter().step_by(20).collect();
    let results = parallel_map(&modules, |(name, bytes)| {
        // Every corpus module decodes and spirv-dis accepts it: one that does not is a failure,
        // not a module to skip.
        let module = spirv_core::Module::decode(bytes).map_err(|e| format!("{name}: {e}"))?;
        let reference = run_reference("spirv-dis", &["--raw-id", "-o", "-", "-"], bytes);
        if !reference.status.success() {
            return Err(format!("{name}: spirv-dis rejects it"));
        }
        let expected = String::from_utf8_lossy(&reference.stdout);
        (module.to_string() == expected).then_some(()).ok_or_else(|| format!("{name}: Display differs"))
    });
    Tally::of("Module Display", results);
}

/// Decoded constants carry their type: on every corpus module, each `OpConstant`'s value prints
/// as the disassembly (the same as spirv-dis', checked above) prints it.
#[test]
fn decoded_constants_print_as_spirv_dis_prints_them() {
    use spirv_core::spec::Instruction;
    let mut checked = 0;
    for (name, bytes) in corpus_modules() {
        let Ok(module) = spirv_core::Module::decode(&bytes) else { continue };
        // (The 3 modules spirv-dis rejects have no text to compare with.)
        let Ok(text) = disassemble(&bytes, &DisassembleOptions::raw()) else { continue };
        let text = String::from_utf8_lossy(&text).into_owned();
        let printed: std::collections::HashMap<&str, &str> = text
            .lines()
            .filter_map(|l| l.split_once(" = OpConstant %"))
            .filter_map(|(id, rest)| Some((id, rest.split_once(' ')?.1)))
            .collect();
        for inst in &module {
            if let Instruction::Constant { result_id, value, .. } = inst {
                let id = format!("%{}", result_id.get());
                assert_eq!(Some(value.to_string().as_str()), printed.get(id.as_str()).copied(), "{name}: {id}");
                checked += 1;
            }
        }
    }
    eprintln!("{checked} constants");
    assert!(checked > 10_000, "{checked}");
}

/// `Display` of each decoded instruction of every corpus module is its line of `spirv-dis
/// --raw-id --no-indent`.
#[test]
fn instruction_display_is_its_spirv_dis_line() {
    let mut tally = Tally::new("Instruction Display");
    for (name, bytes) in corpus_modules() {
        let Ok(module) = spirv_core::Module::decode(&bytes) else { continue };
        let Ok(text) = disassemble(&bytes, &DisassembleOptions::raw()) else { continue };
        let text = String::from_utf8_lossy(&text).into_owned();
        // Lines are not split at newlines: a string operand may hold some.
        let mut rest = text.as_str();
        for inst in &module {
            let shown = inst.to_string();
            let line = rest.strip_prefix(shown.as_str()).and_then(|after| after.strip_prefix('\n'));
            let at = rest.split('\n').next().unwrap_or_default();
            tally.check(line.is_some(), || format!("{name}: {at:?} shown as {shown:?}"));
            rest = line.unwrap_or_else(|| rest.split_once('\n').map_or("", |(_, after)| after));
        }
    }
    tally.finish();
}

// ---- Display never leaves an instruction out; a downstream set's grammar names its instructions ----

/// `name` as another set's: `NonSemantic.X` becomes `NonSemantic.Acme.X` (a non-semantic set
/// spirv-dis does not know, which it prints as numbers and ids), any other `X` becomes `Acme.X`
/// (an import spirv-dis rejects).
fn renamed(name: &str) -> String {
    match name.strip_prefix("NonSemantic.") {
        Some(rest) => format!("NonSemantic.Acme.{rest}"),
        None => format!("Acme.{name}"),
    }
}

/// The module with its non-semantic imports renamed (`non_semantic`), or its other imports (see
/// [`renamed`]); the renamed sets' grammars under their new names, leaked to be `'static` as
/// `Module::display_with` takes them (once per module of a test), but for the sets spirv-dis
/// does not know, which it prints as numbers and ids under either name.
fn with_renamed_imports(
    module: &spirv_core::Module<'_>,
    non_semantic: bool,
) -> (spirv_core::Module<'static>, Vec<spirv_core::ExtGrammar>) {
    use spirv_core::spec::Instruction;
    use spirv_core::{ExtGrammar, ExtSet};
    let mut renamed_module = module.clone().into_owned();
    let mut grammars = Vec::new();
    for inst in &mut renamed_module.instructions {
        let Instruction::ExtInstImport { name, .. } = inst else { continue };
        let old = name.to_string_lossy().into_owned();
        if old.starts_with("NonSemantic.") != non_semantic {
            continue;
        }
        if let Some(set) = ExtSet::from_import_name(&old)
            .filter(|s| !matches!(s, ExtSet::NonSemanticDebugPrintf | ExtSet::NonSemanticDebugBreak))
        {
            // A versioned set's grammar is named by its prefix.
            let import = renamed(if set.import_name().ends_with('.') { set.import_name() } else { &old });
            grammars.push(ExtGrammar::new(Box::leak(import.into_boxed_str()), Box::leak(Box::new(set.instructions()))));
        }
        *name = renamed(&old).into();
    }
    (renamed_module, grammars)
}

/// The byte offset and words of each instruction of the module.
fn instruction_words(module: &spirv_core::Module<'_>) -> std::collections::HashMap<usize, Vec<u32>> {
    let words = module.encode().expect("encodes");
    let mut out = std::collections::HashMap::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        out.insert(at * 4, words[at..at + count].to_vec());
        at += count;
    }
    out
}

/// `Display` of `module` (imports renamed) against `expected`, spirv-dis' text of the module
/// before renaming with the new names put in, where spirv-dis rejects the renamed module with
/// `error` and the text has `instructions` instructions of unknown sets. Each line is
/// `expected`'s, or an instruction's own words in the keep-going form where `expected` has the
/// line of an import or an extended instruction; the text ends with the first error. Returns
/// the number of lines in the keep-going form.
fn check_keep_going(
    module: &spirv_core::Module<'_>,
    expected: &str,
    error: &str,
    instructions: usize,
) -> Result<usize, String> {
    let shown = module.to_string();
    let mut lines: Vec<&str> = shown.lines().collect();
    let last = lines.pop().unwrap_or_default();
    let error = error.trim_end().strip_prefix("error: ").unwrap_or_default();
    if last != format!("; error: {error}") {
        return Err(format!("ends with {last:?}, spirv-dis says {error:?}"));
    }
    let expected: Vec<&str> = expected.lines().collect();
    if lines.len() != expected.len() {
        return Err(format!("{} lines where spirv-dis has {}", lines.len(), expected.len()));
    }
    let words = instruction_words(module);
    let mut keep_going = 0;
    for (line, reference) in lines.iter().zip(&expected) {
        if line == reference {
            continue;
        }
        let Some((offset, printed)) = line.strip_prefix("; 0x").and_then(|l| l.split_once(':')) else {
            return Err(format!("{line:?} where spirv-dis prints {reference:?}"));
        };
        let offset = usize::from_str_radix(offset, 16).map_err(|e| e.to_string())?;
        let own: String =
            words.get(&offset).map(|w| w.iter().map(|w| format!(" 0x{w:08x}")).collect()).unwrap_or_default();
        if printed != own || !(reference.contains(" = OpExtInst ") || reference.contains(" = OpExtInstImport ")) {
            return Err(format!("{line:?} where spirv-dis prints {reference:?}"));
        }
        keep_going += 1;
    }
    if keep_going != instructions {
        return Err(format!("{keep_going} instructions in the keep-going form of {instructions} of unknown sets"));
    }
    Ok(keep_going)
}

/// Every corpus module that imports an extended set, with its imports renamed: `Display` prints
/// every instruction, none left out. Where spirv-dis accepts the renamed module (non-semantic
/// sets renamed), the text is spirv-dis'. Where it rejects it (other sets renamed), each line is
/// spirv-dis' line for the original module, or for the imports and the instructions of the
/// renamed sets, the instruction's own words in the keep-going form, and the text ends with
/// spirv-dis' error. Given the sets' grammars under their new names (`display_with`), the text
/// is spirv-dis' for the original module but for the import names.
#[test]
fn module_display_never_drops_an_instruction() {
    use spirv_core::spec::Instruction;
    let modules = corpus_modules();
    let results = parallel_map(&modules, |(name, bytes)| -> Vec<Result<(bool, usize), String>> {
        let Ok(module) = spirv_core::Module::decode(bytes) else { return Vec::new() };
        let reference = run_reference("spirv-dis", &["--raw-id", "-o", "-", "-"], bytes);
        if !reference.status.success() {
            return Vec::new();
        }
        let original = String::from_utf8_lossy(&reference.stdout).into_owned();
        let mut out = Vec::new();
        for non_semantic in [false, true] {
            let (renamed_module, grammars) = with_renamed_imports(&module, non_semantic);
            if renamed_module == module {
                continue;
            }
            let what = format!("{name} ({} renamed)", if non_semantic { "non-semantic sets" } else { "other sets" });
            // spirv-dis' text of the original module, with the new import names.
            let mut expected = original.clone();
            let mut unknown_sets = Vec::new();
            for inst in &renamed_module {
                if let Instruction::ExtInstImport { result_id, name: new } = inst {
                    let new = new.to_string_lossy();
                    let old = new.replacen("Acme.", "", 1);
                    if new != old {
                        unknown_sets.push(result_id.get());
                        let import = |n: &str| format!("%{} = OpExtInstImport \"{n}\"", result_id.get());
                        expected = expected.replacen(&import(&old), &import(&new), 1);
                    }
                }
            }
            let own = run_reference("spirv-dis", &["--raw-id", "-o", "-", "-"], &renamed_module.to_bytes());
            let result = if own.status.success() {
                let shown = renamed_module.to_string();
                (shown == String::from_utf8_lossy(&own.stdout))
                    .then_some((true, 0))
                    .ok_or_else(|| format!("{what}: Display differs from spirv-dis on the renamed module"))
            } else {
                let of_unknown_sets = renamed_module
                    .iter()
                    .filter(|i| match i {
                        Instruction::ExtInstImport { result_id, .. } => unknown_sets.contains(&result_id.get()),
                        Instruction::ExtInst { set, .. } => unknown_sets.contains(&set.get()),
                        _ => false,
                    })
                    .count();
                check_keep_going(&renamed_module, &expected, &String::from_utf8_lossy(&own.stderr), of_unknown_sets)
                    .map(|n| (false, n))
                    .map_err(|e| format!("{what}: {e}"))
            };
            out.push(result);
            let grammars: &'static [spirv_core::ExtGrammar] = Box::leak(grammars.into_boxed_slice());
            let named = renamed_module.display_with(grammars).to_string();
            if named != expected {
                let diff = named.lines().zip(expected.lines()).find(|(a, b)| a != b);
                out.push(Err(format!("{what}: display_with differs: {diff:?}")));
            }
        }
        out
    });
    let results: Vec<Result<(bool, usize), String>> = results.into_iter().flatten().collect();
    let accepted = results.iter().filter(|r| matches!(r, Ok((true, _)))).count();
    let words: usize = results.iter().filter_map(|r| r.as_ref().ok()).map(|(_, n)| n).sum();
    eprintln!(
        "{} variants of corpus modules with imports renamed: {accepted} that spirv-dis accepts printed as it does, the others \
         with {words} instructions in the keep-going form; all named again given the grammars",
        results.len()
    );
    let variants = results.len();
    Tally::of("Display with renamed imports", results.into_iter().map(|r| r.map(|_| ())).collect());
    assert!(variants > 1_800 && accepted > 0 && words > 3_000, "{variants} {accepted} {words}");
}

/// `Display` of an extended instruction (`ExtInstruction`, and so each set's generated
/// `Instruction`) is what spirv-dis prints after `OpExtInst %type %set`, on every extended
/// instruction of the corpus. The sets spirv-dis does not know
/// (`NonSemantic.DebugPrintf`, `NonSemantic.DebugBreak`) print by name where it prints numbers:
/// counted, and checked to name the instruction spirv-dis numbers.
#[test]
fn extended_instruction_display_is_the_rest_of_its_spirv_dis_line() {
    use spirv_core::ExtSet;
    use spirv_core::spec::Instruction;
    let mut tally = Tally::new("ExtInstruction Display");
    let (mut checked, mut by_name) = (0, 0);
    for (name, bytes) in corpus_modules() {
        let Ok(module) = spirv_core::Module::decode(&bytes) else { continue };
        let Ok(text) = disassemble(&bytes, &DisassembleOptions::raw()) else { continue };
        let text = String::from_utf8_lossy(&text).into_owned();
        for (inst, line) in module.iter().zip(text.lines()) {
            let Instruction::ExtInst { result_type, set, instruction, .. } = inst else { continue };
            let prefix = format!(" = OpExtInst %{} %{} ", result_type.get(), set.get());
            let rest = line.split_once(&prefix).map_or("", |(_, rest)| rest);
            let shown = instruction.to_string();
            checked += 1;
            if matches!(instruction.set(), Some(ExtSet::NonSemanticDebugPrintf | ExtSet::NonSemanticDebugBreak)) {
                let info = instruction.set().unwrap().instructions().get(instruction.instruction() as u16).unwrap();
                let numbered = rest.replacen(&instruction.instruction().to_string(), info.name(), 1);
                by_name += 1;
                tally.check(shown == numbered, || format!("{name}: {line:?} shown as {shown:?}"));
                continue;
            }
            tally.check(shown == rest, || format!("{name}: {line:?} shown as {shown:?}"));
        }
    }
    eprintln!("{checked} extended instructions, {by_name} of sets spirv-dis does not know");
    tally.finish();
    assert!(checked > 10_000 && by_name > 0, "{checked} {by_name}");
}
