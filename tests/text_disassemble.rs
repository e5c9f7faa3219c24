//! The disassembler against SPIRV-Tools 2025.5: the cases of its unit tests
//! (`../shared/conformance/spirv-tools-cases`) and `spirv-dis` itself on every corpus module,
//! in the default layout, with `--raw-id` and with the other layout flags, and on damaged
//! modules (same rejection, same message, same partial output).

use spirv_core::text::{DisassembleOptions, FriendlyNames, disassemble, disassemble_into};
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

/// `spirv dis` against `spirv-dis`: stdout, and on failure the message and the partial output.
fn compare_with_spirv_dis(name: &str, bytes: &[u8], flags: &[&str]) -> Result<(), String> {
    let mut args = flags.to_vec();
    args.extend(["-o", "-", "-"]);
    let reference = run_reference("spirv-dis", &args, bytes);
    let mut ours = Vec::new();
    let result = disassemble_into(bytes, &dis_options(flags), &mut ours);
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
        let Ok(module) = spirv_core::Module::decode(bytes) else { return Ok(()) };
        let reference = run_reference("spirv-dis", &["--raw-id", "-o", "-", "-"], bytes);
        if !reference.status.success() {
            return Ok(());
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

/// `Display` of each decoded instruction is its line of `spirv-dis --raw-id --no-indent`.
#[test]
fn instruction_display_is_its_spirv_dis_line() {
    let mut tally = Tally::new("Instruction Display");
    for (name, bytes) in corpus_modules().into_iter().step_by(10) {
        let Ok(module) = spirv_core::Module::decode(&bytes) else { continue };
        let Ok(text) = disassemble(&bytes, &DisassembleOptions::raw()) else { continue };
        let text = String::from_utf8_lossy(&text).into_owned();
        for (inst, line) in module.iter().zip(text.lines()) {
            let shown = inst.to_string();
            tally.check(shown == line, || format!("{name}: {line:?} shown as {shown:?}"));
        }
    }
    tally.finish();
}
