//! The validator on the modules of SPIRV-Tools' own validator tests of the second half's passes
//! (`tests/conformance/spirv-val-cases`, harvested by `scripts/harvest-val-generated.py`):
//! each case is assembled with our assembler under its environment and judged by
//! spirv-validate, and its verdict and output (the error line and the instruction under it)
//! compared with spirv-val's, which the case holds; `validate_all` must begin with the same
//! error. No reference tool is needed. Per test file it prints the cases, the verdicts that
//! agree, false accepts, false rejects and the rejections with spirv-val's whole output, and
//! holds the figures: the cases exactly, agreement and identical outputs at least as today's,
//! and the false rejects exactly (none). With the reference tools (`SPIRV_TOOLS_BIN`),
//! a sample of about 100 cases, another each day (all with `SPIRV_VAL_CASES_ALL`), is judged again by spirv-val (and assembled by
//! spirv-as, whose binary ours must equal), which must still say what the case holds.

use spirv_core::TargetEnv;
use spirv_core::text::{AssembleOptions, assemble};
use spirv_validate::{validate, validate_all};
use spirv_workspace::validate_cases::options;
use spirv_workspace::{parallel_map, run_reference};

/// Per test file: cases, verdicts agreeing (at least), rejections with spirv-val's output (at
/// least), and the tests whose cases spirv-validate rejects though spirv-val accepts
/// them (exactly).
const FIGURES: &[(&str, usize, usize, usize, &[&str])] = &[
    ("val_image_test", 465, 465, 354, &[]),
    ("val_ext_inst_test", 1749, 1749, 1321, &[]),
    ("val_ext_inst_debug_test", 257, 257, 191, &[]),
    ("val_atomics_test", 135, 135, 91, &[]),
    ("val_barriers_test", 70, 70, 45, &[]),
    ("val_memory_semantics_test", 806, 806, 654, &[]),
    ("val_derivatives_test", 24, 24, 22, &[]),
    ("val_primitives_test", 22, 22, 18, &[]),
    ("val_builtins_test", 2928, 2928, 2233, &[]),
    ("val_non_uniform_test", 3347, 3347, 2549, &[]),
    ("val_ray_tracing_test", 28, 28, 24, &[]),
    ("val_ray_query_test", 103, 103, 69, &[]),
    ("val_ray_tracing_reorder_test", 67, 67, 0, &[]),
    ("val_mesh_shading_test", 30, 30, 21, &[]),
    ("val_tensor_test", 72, 72, 45, &[]),
    ("val_graph_test", 77, 77, 46, &[]),
    ("val_invalid_type_test", 9, 9, 9, &[]),
    ("val_small_type_uses_test", 100, 100, 43, &[]),
    ("val_decoration_test", 431, 431, 289, &[]),
];

/// A case of a file: the case's fields as its JSON line has them.
struct Case {
    file: &'static str,
    test: String,
    env: String,
    as_env: String,
    flags: Vec<String>,
    preserve_ids: bool,
    text: String,
    verdict: Result<(), String>,
}

fn cases(file: &'static str) -> Vec<Case> {
    let path = format!("{}/tests/conformance/spirv-val-cases/{file}.jsonl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("a JSON case per line");
            let s = |key: &str| v[key].as_str().unwrap_or_else(|| panic!("{path}: no {key} in {line}")).to_string();
            Case {
                file,
                test: s("test"),
                env: s("env"),
                as_env: v["as_env"].as_str().map_or_else(|| s("env"), str::to_string),
                flags: v["flags"]
                    .as_array()
                    .expect("flags")
                    .iter()
                    .map(|f| f.as_str().expect("a flag").into())
                    .collect(),
                preserve_ids: v["preserve_ids"].as_bool().unwrap_or(false),
                text: s("text"),
                verdict: match s("verdict").as_str() {
                    "valid" => Ok(()),
                    message => Err(message.to_string()),
                },
            }
        })
        .collect()
}

/// Our assembler's words for the case, as bytes.
fn assembled(case: &Case) -> Result<Vec<u8>, String> {
    let env = TargetEnv::parse(&case.as_env).expect("a target environment");
    let options = AssembleOptions { target: Some(env.spirv_version()), preserve_numeric_ids: case.preserve_ids };
    let words = assemble(case.text.as_bytes(), &options)
        .map_err(|e| format!("our assembler refuses what spirv-as takes: {e}"))?;
    Ok(words.iter().flat_map(|w| w.to_le_bytes()).collect())
}

#[test]
fn spirv_tools_validator_cases() {
    let all: Vec<Case> = FIGURES.iter().flat_map(|&(file, ..)| cases(file)).collect();
    // The README's figure: every verdict of all 10,720 agrees (each file's floor is its count).
    assert_eq!(all.len(), 10_720, "the cases of all files");
    assert!(FIGURES.iter().all(|&(_, count, agree, ..)| agree == count), "a file's floor below its count");
    let verdicts = parallel_map(&all, |case| {
        let bytes = assembled(case)?;
        let flags: Vec<&str> = case.flags.iter().map(String::as_str).collect();
        let options = options(&case.env, &flags);
        let first = validate(&bytes, &options).err();
        // The mode that keeps going must begin with the same error.
        if validate_all(&bytes, &options).first() != first.as_ref() {
            return Err(format!("validate_all's first error is not validate's: {first:?}"));
        }
        Ok::<_, String>(first.map_or(Ok(()), |e| Err(format!("error: {e}\n"))))
    });
    let mut failures = Vec::new();
    let show = std::env::var("SPIRV_VAL_CASES_SHOW").ok();
    println!(
        "{:<28} {:>6} {:>6} {:>6} {:>6} {:>9} {:>9}",
        "test file", "cases", "agree", "f.acc", "f.rej", "rejects", "same out"
    );
    for &(file, count, agree_floor, same_floor, expected_false_rejects) in FIGURES {
        let (mut n, mut agree, mut false_accepts, mut rejects, mut same) = (0, 0, 0, 0, 0);
        let mut false_rejects = Vec::new();
        for (case, ours) in all.iter().zip(&verdicts).filter(|(case, _)| case.file == file) {
            n += 1;
            let ours = match ours {
                Ok(ours) => ours,
                Err(e) => {
                    failures.push(format!("{file} {}: {e}", case.test));
                    continue;
                }
            };
            agree += usize::from(ours.is_ok() == case.verdict.is_ok());
            false_accepts += usize::from(ours.is_ok() && case.verdict.is_err());
            if ours.is_err() && case.verdict.is_ok() {
                false_rejects.push(case.test.as_str());
            }
            if case.verdict.is_err() {
                rejects += 1;
                // spirv-val's whole output: the error line and the instruction under it.
                same += usize::from(ours == &case.verdict);
            }
            // SPIRV_VAL_CASES_SHOW=1 prints every case whose output differs, to see why;
            // SPIRV_VAL_CASES_SHOW=builtins only those of the files whose name holds "builtins".
            if show.as_deref().is_some_and(|show| show == "1" || file.contains(show)) && ours != &case.verdict {
                println!("{file} {}:\n  spirv-val {:?}\n  ours      {:?}", case.test, case.verdict, ours);
            }
        }
        println!("{file:<28} {n:>6} {agree:>6} {false_accepts:>6} {:>6} {rejects:>9} {same:>9}", false_rejects.len());
        if n != count {
            failures.push(format!("{file}: {n} cases, {count} expected"));
        }
        if agree < agree_floor || same < same_floor {
            failures.push(format!(
                "{file}: {agree} verdicts agree (at least {agree_floor} expected), {same} outputs \
                 are spirv-val's (at least {same_floor} expected)"
            ));
        }
        if false_rejects != expected_false_rejects {
            failures.push(format!("{file}: false rejects {false_rejects:?}, expected {expected_false_rejects:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// With the reference tools: about 100 cases, another sample each day (every case with
/// `SPIRV_VAL_CASES_ALL` set, as after regenerating them), judged again by spirv-val (assembled
/// by spirv-as, whose binary ours equals) must say what the case holds.
#[test]
fn spirv_val_still_says_so() {
    if std::env::var_os("SPIRV_TOOLS_BIN").is_none() {
        eprintln!("SPIRV_TOOLS_BIN is not set: the expectations are not checked against spirv-val");
        return;
    }
    let all: Vec<Case> = FIGURES.iter().flat_map(|&(file, ..)| cases(file)).collect();
    let day =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970").as_secs() / 86_400;
    let stride = match std::env::var_os("SPIRV_VAL_CASES_ALL") {
        Some(_) => 1,
        None => (all.len() / 100).max(1),
    };
    let sample: Vec<&Case> = all.iter().skip(day as usize % stride).step_by(stride).collect();
    let differ = parallel_map(&sample, |case| {
        let mut args = vec!["--target-env", case.as_env.as_str(), "-o", "-", "-"];
        if case.preserve_ids {
            args.insert(0, "--preserve-numeric-ids");
        }
        let out = run_reference("spirv-as", &args, case.text.as_bytes());
        assert!(out.status.success(), "{} {}: spirv-as fails", case.file, case.test);
        let mut args = vec!["--target-env", case.env.as_str()];
        args.extend(case.flags.iter().map(String::as_str));
        args.push("-");
        let val = run_reference("spirv-val", &args, &out.stdout);
        let today = match val.status.success() {
            true => Ok(()),
            false => Err(String::from_utf8_lossy(&val.stderr).into_owned()),
        };
        let mut differ = Vec::new();
        if today != case.verdict {
            differ.push(format!("{} {}: spirv-val says {today:?}, the case {:?}", case.file, case.test, case.verdict));
        }
        if assembled(case).as_ref() != Ok(&out.stdout) {
            differ.push(format!("{} {}: our assembler's binary is not spirv-as'", case.file, case.test));
        }
        differ
    });
    let differ: Vec<String> = differ.into_iter().flatten().collect();
    println!("{} cases of {} judged again by spirv-val (day {day})", sample.len(), all.len());
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
