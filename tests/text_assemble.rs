//! The assembler against SPIRV-Tools 2025.5: the cases extracted from its unit tests, the
//! hand-picked traps, its hex-float parsing cases, and a sample of the corpus disassembled by
//! `spirv-dis` and assembled by both `spirv-as` and us.

use std::fmt::Write as _;

use serde_json::Value;
use spirv_core::text::{AssembleOptions, assemble, target_env_version};
use spirv_workspace::{conformance_cases, corpus_modules, parallel_map, run_reference};

/// The words of a JSON array.
fn words(value: &Value) -> Vec<u32> {
    value.as_array().expect("an array of words").iter().map(|w| w.as_u64().expect("a word") as u32).collect()
}

/// Asserts that no case failed, listing the first failures.
fn report(name: &str, total: usize, failures: &[String]) {
    let mut text = String::new();
    for failure in failures.iter().take(20) {
        writeln!(text, "{failure}\n").unwrap();
    }
    assert!(failures.is_empty(), "{name}: {} of {total} cases pass; first failures:\n{text}", total - failures.len());
    eprintln!("{name}: {total} of {total} cases pass");
}

#[test]
fn spirv_tools_unit_test_cases() {
    let cases = conformance_cases("as_cases.jsonl");
    let mut failures = Vec::new();
    for case in &cases {
        let id = case["case_id"].as_str().unwrap_or("?");
        let text = case["text"].as_str().expect("text");
        let env = case["target_env"].as_str().expect("target_env");
        let options = AssembleOptions {
            target: Some(target_env_version(env).unwrap_or_else(|| panic!("{id}: unknown env {env}"))),
            preserve_numeric_ids: case["as_options"].as_u64().unwrap_or(0) & 2 != 0,
        };
        let result = assemble(text.as_bytes(), &options);
        let fail = |expected: String, got: String| format!("{id}: {text:?}\n  expected {expected}\n  got      {got}");
        if let Some(error) = case["error"].as_str() {
            let matches = match &result {
                Err(e) if case["error_match"] == "exact" => e.message() == error,
                Err(e) => e.message().contains(error),
                Ok(_) => false,
            };
            if !matches {
                failures.push(fail(format!("error {error:?}"), format!("{result:?}")));
            }
        } else if text.is_empty() {
            // The unit test feeds the library an empty string; `spirv-as` reads an empty file as
            // no text at all (README of the cases: the binaries win).
            match &result {
                Err(e) if e.message() == "Missing assembly text." && (e.line(), e.column()) == (1, 1) => {}
                _ => failures.push(fail("the CLI's `Missing assembly text.`".into(), format!("{result:?}"))),
            }
        } else {
            let expected = words(&case["words"]);
            let got = match (&result, case["words_scope"].as_str()) {
                (Ok(module), Some("instructions")) => Ok(module.get(5..).unwrap_or_default().to_vec()),
                (Ok(module), _) => Ok(module.clone()),
                (Err(e), _) => Err(e.clone()),
            };
            if got.as_ref() != Ok(&expected) {
                failures.push(fail(format!("{expected:08x?}"), format!("{got:08x?}")));
            }
        }
    }
    report("as_cases.jsonl", cases.len(), &failures);
}

#[test]
fn tricky_cases() {
    let cases = conformance_cases("tricky_cases.jsonl");
    let mut failures = Vec::new();
    let mut count = 0;
    for case in &cases {
        let key = case["key"].as_str().unwrap_or("?");
        let text = case["text"].as_str().expect("text");
        let args: Vec<&str> = case["as_args"].as_array().expect("as_args").iter().filter_map(Value::as_str).collect();
        let mut options = AssembleOptions::default();
        let mut args_iter = args.iter();
        while let Some(arg) = args_iter.next() {
            match *arg {
                "--preserve-numeric-ids" => options.preserve_numeric_ids = true,
                "--target-env" => options.target = args_iter.next().and_then(|env| target_env_version(env)),
                other => panic!("{key}: unexpected spirv-as argument {other}"),
            }
        }
        let result = assemble(text.as_bytes(), &options);
        if let Some(expected) = case.get("words") {
            count += 1;
            let expected = words(expected);
            if result.as_ref() != Ok(&expected) {
                failures.push(format!("{key}: {text:?}\n  expected {expected:08x?}\n  got      {result:08x?}"));
            }
        } else if let Some(stderr) = case.get("as_stderr").and_then(Value::as_str) {
            count += 1;
            let exit = case["as_exit"].as_i64().expect("as_exit");
            let ok = match &result {
                Err(e) => format!("error: {e}\n") == stderr && i64::from(e.kind().exit_status()) == exit,
                Ok(_) => false,
            };
            if !ok {
                failures.push(format!("{key}: {text:?}\n  expected {stderr:?} (exit {exit})\n  got      {result:?}"));
            }
        }
    }
    report("tricky_cases.jsonl (assembler)", count, &failures);
}

#[test]
fn hex_float_parse_cases() {
    let cases = conformance_cases("float_cases.jsonl");
    let mut failures = Vec::new();
    let mut count = 0;
    for case in cases.iter().filter(|c| c["op"] == "parse") {
        count += 1;
        let width = case["width"].as_u64().expect("width");
        let hex = case["hex"].as_str().expect("hex");
        let bits = case["bits"].as_u64().expect("bits");
        let text = format!("%1 = OpTypeFloat {width}\n%2 = OpConstant %1 {hex}\n");
        let expected: Vec<u32> = if width == 64 { vec![bits as u32, (bits >> 32) as u32] } else { vec![bits as u32] };
        let got =
            assemble(text.as_bytes(), &AssembleOptions::default()).map(|m| m.get(11..).unwrap_or_default().to_vec());
        if got.as_ref() != Ok(&expected) {
            failures.push(format!("{}: {width}-bit {hex}: expected {expected:08x?}, got {got:08x?}", case["case_id"]));
        }
    }
    report("float_cases.jsonl (parse)", count, &failures);
}

/// Every corpus module, disassembled by `spirv-dis` with raw ids and with friendly names,
/// assembles to the same bytes with `spirv-as` and with us.
#[test]
fn corpus_disassembly_assembles_like_spirv_as() {
    let modules = corpus_modules();
    let results = parallel_map(&modules, |(name, bytes)| {
        let mut outcomes = Vec::new();
        for layout in [&["--raw-id"][..], &[]] {
            let mut args = layout.to_vec();
            args.extend(["-o", "-", "-"]);
            let dis = run_reference("spirv-dis", &args, bytes);
            if !dis.status.success() {
                continue;
            }
            let reference = run_reference("spirv-as", &["-o", "-", "-"], &dis.stdout);
            let expected: Result<Vec<u32>, String> = if reference.status.success() {
                Ok(reference.stdout.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
            } else {
                Err(String::from_utf8_lossy(&reference.stderr).into_owned())
            };
            let ours = assemble(&dis.stdout, &AssembleOptions::default()).map_err(|e| format!("error: {e}\n"));
            outcomes.push(if ours == expected {
                Ok(())
            } else {
                let first_difference = match (&ours, &expected) {
                    (Ok(a), Ok(b)) => a.iter().zip(b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len())),
                    _ => 0,
                };
                Err(format!(
                    "{name} ({layout:?}): first difference at word {first_difference}\n  spirv-as: {:?}\n  ours:     {:?}",
                    expected.as_ref().map(|w| w.get(first_difference..first_difference + 8).unwrap_or_default().to_vec()),
                    ours.as_ref().map(|w| w.get(first_difference..first_difference + 8).unwrap_or_default().to_vec()),
                ))
            });
        }
        outcomes
    });
    let outcomes: Vec<Result<(), String>> = results.into_iter().flatten().collect();
    let failures: Vec<String> = outcomes.iter().filter_map(|o| o.clone().err()).collect();
    assert!(outcomes.len() >= 2 * modules.len() - 10, "most corpus modules disassemble with spirv-dis");
    report("corpus round trip", outcomes.len(), &failures);
}

/// The assembler's fast path for common instructions (`text/assemble/encode/fast.rs`) against
/// its general loop, which the tests above hold to `spirv-as`: the same words, or the same error
/// at the same place, for the texts of SPIRV-Tools' cases and the corpus' disassembly (default
/// layout), each as it is and damaged at pseudo-random places in ways that lead the fast path to
/// give up part of the way through an instruction (a comment, a `!`, a quote, an escape, an
/// `=`, a mask, a line that goes on, an id or opcode written in, a byte removed, the text cut).
#[test]
fn fast_path_agrees_with_the_general_loop() {
    use spirv_core::text::{DisassembleOptions, assemble_with, disassemble};
    const INSERTS: &[&[u8]] = &[
        b" ", b"\n", b"  ", b"\t", b" ;c\n", b"!1 ", b"!", b"\"", b"\\", b" = ", b"=", b"%x ", b" %x", b"|Const", b"|",
        b"0x", b"-", b"1", b"Op", b" OpNop ", b"OpNop\n", b",", b"(", b"\0", b"\n  \n", b".5", b"\"a b\"",
    ];
    let mut texts: Vec<Vec<u8>> = conformance_cases("as_cases.jsonl")
        .iter()
        .filter_map(|case| case["text"].as_str().map(|t| t.as_bytes().to_vec()))
        .collect();
    let corpus = corpus_modules();
    texts.extend(corpus.iter().filter_map(|(_, bytes)| disassemble(bytes, &DisassembleOptions::default()).ok()));
    assert!(texts.len() > 4_500, "the cases and the corpus disassemble ({} texts)", texts.len());
    let indexed: Vec<(usize, &Vec<u8>)> = texts.iter().enumerate().collect();
    let failures: Vec<String> = parallel_map(&indexed, |&(i, text)| {
        let mut seed = (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n.max(1) as u64) as usize
        };
        let mut variants = vec![text.clone()];
        for _ in 0..6 {
            let mut damaged = text.clone();
            let at = next(damaged.len() + 1);
            match next(8) {
                0 => damaged.truncate(at),
                1 => drop(damaged.drain(at..(at + 1 + next(3)).min(damaged.len()))),
                _ => {
                    let insert = INSERTS[next(INSERTS.len())];
                    damaged.splice(at..at, insert.iter().copied());
                }
            }
            variants.push(damaged);
        }
        let mut failures = Vec::new();
        for variant in &variants {
            for preserve_numeric_ids in [false, true] {
                let options = AssembleOptions { preserve_numeric_ids, ..AssembleOptions::default() };
                let fast = assemble_with(variant, &options, true);
                let general = assemble_with(variant, &options, false);
                if fast != general {
                    failures.push(format!(
                        "{:?} (preserve ids: {preserve_numeric_ids})\n  general: {:?}\n  fast:    {:?}",
                        String::from_utf8_lossy(variant),
                        general.map(|w| w.len()),
                        fast.map(|w| w.len())
                    ));
                }
            }
        }
        failures
    })
    .into_iter()
    .flatten()
    .collect();
    report("fast path against the general loop", texts.len() * 7 * 2, &failures);
}
