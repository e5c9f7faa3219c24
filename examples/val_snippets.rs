//! Measures spirv-validate against spirv-val on the modules of SPIRV-Tools' own validator tests,
//! which we do not ship: `scripts/harvest-val-snippets.py` harvests them (with spirv-val's
//! verdict under each test's target environment and options) into a folder, by default
//! `target/val-snippets`. Per test file (the pass it tests), per target environment, for the
//! passes of the validator's first half and in all: cases, verdicts that agree, false accepts,
//! false rejects, and identical first error lines (and their share of spirv-val's rejections);
//! with `--list`, every disagreement with both outputs.
//!
//! `cargo run --release --example val_snippets [-- FOLDER] [--list]`

use std::collections::BTreeMap;

use spirv_validate::{Options, validate};

#[derive(Default)]
struct Tally {
    cases: usize,
    agree: usize,
    /// spirv-val rejects.
    rejects: usize,
    identical: usize,
    false_accepts: usize,
    false_rejects: usize,
}

/// The test files of the passes left for the second half of the validator (images, built-ins,
/// extended instruction sets, atomics, barriers, derivatives, primitives, non-uniform, ray
/// tracing and queries, mesh shading, tensors and graphs, small types, execution limitations).
const SECOND_HALF: &[&str] = &[
    "image",
    "builtins",
    "ext_inst",
    "ext_inst_debug",
    "opencl",
    "non_semantic",
    "atomics",
    "barriers",
    "derivatives",
    "primitives",
    "non_uniform",
    "ray_query",
    "ray_tracing",
    "ray_tracing_reorder",
    "mesh_shading",
    "tensor",
    "tensor_layout",
    "graph",
    "small_type_uses",
    "execution_limitations",
];

fn options(env: &str, flags: &[serde_json::Value]) -> Options {
    let flags: Vec<&str> = flags.iter().map(|f| f.as_str().expect("a flag")).collect();
    spirv_workspace::validate_cases::options(env, &flags)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let list = args.iter().any(|a| a == "--list");
    let dir = args.iter().find(|a| !a.starts_with("--")).map_or("target/val-snippets", String::as_str);
    let manifest = std::fs::read_to_string(format!("{dir}/manifest.jsonl"))
        .unwrap_or_else(|e| panic!("{dir}/manifest.jsonl: {e} (run scripts/harvest-val-snippets.py first)"));
    let mut per_file: BTreeMap<String, Tally> = BTreeMap::new();
    let mut per_env: BTreeMap<String, Tally> = BTreeMap::new();
    let (mut first_half, mut second_half, mut total) = (Tally::default(), Tally::default(), Tally::default());
    for line in manifest.lines() {
        let case: serde_json::Value = serde_json::from_str(line).expect("a JSON case");
        if case["assembled"] != true {
            continue;
        }
        let id = case["id"].as_u64().unwrap();
        let bytes = std::fs::read(format!("{dir}/{id:05}.spv")).expect("the case's module");
        let opts = options(case["env"].as_str().unwrap(), case["flags"].as_array().unwrap());
        let ours = validate(&bytes, &opts).map(|_| ()).map_err(|e| format!("error: {e}\n"));
        let reference = match case["verdict"].as_str().unwrap() {
            "valid" => Ok(()),
            text => Err(text.to_string()),
        };
        let first_line = |r: &Result<(), String>| r.as_ref().err().and_then(|t| t.lines().next().map(str::to_string));
        let file = case["file"].as_str().unwrap().trim_start_matches("val_").trim_end_matches("_test.cpp").to_string();
        let env = case["env"].as_str().unwrap().to_string();
        // Per environment: the first half's passes only.
        let (half, env) = match SECOND_HALF.contains(&file.as_str()) {
            true => (&mut second_half, None),
            false => (&mut first_half, Some(per_env.entry(format!("{env} (first half)")).or_default())),
        };
        for t in [per_file.entry(file.clone()).or_default(), half, &mut total].into_iter().chain(env) {
            t.cases += 1;
            t.agree += usize::from(ours.is_ok() == reference.is_ok());
            t.rejects += usize::from(reference.is_err());
            t.identical += usize::from(reference.is_err() && first_line(&ours) == first_line(&reference));
            t.false_accepts += usize::from(ours.is_ok() && reference.is_err());
            t.false_rejects += usize::from(ours.is_err() && reference.is_ok());
        }
        let differs = ours.is_ok() != reference.is_ok() || first_line(&ours) != first_line(&reference);
        if list && differs {
            println!(
                "{file} #{id} (line {}, {}): spirv-val {:?}\n    ours {:?}",
                case["line"],
                case["env"].as_str().unwrap(),
                first_line(&reference).unwrap_or("valid".into()),
                first_line(&ours).unwrap_or("valid".into())
            );
        }
    }
    println!(
        "{:<48} {:>6} {:>7} {:>8} {:>7} {:>7} {:>10} {:>8}",
        "test file", "cases", "agree", "agree %", "f.acc", "f.rej", "same line", "of rej."
    );
    let percent = |n: usize, of: usize| 100.0 * n as f64 / of.max(1) as f64;
    let row = |name: &str, t: &Tally| {
        println!(
            "{name:<48} {:>6} {:>7} {:>7.1}% {:>7} {:>7} {:>10} {:>7.1}%",
            t.cases,
            t.agree,
            percent(t.agree, t.cases),
            t.false_accepts,
            t.false_rejects,
            t.identical,
            percent(t.identical, t.rejects)
        )
    };
    for (file, t) in &per_file {
        let half = if SECOND_HALF.contains(&file.as_str()) { " (second half)" } else { "" };
        row(&format!("{file}{half}"), t);
    }
    println!();
    for (env, t) in &per_env {
        row(env, t);
    }
    println!();
    row("first half (the passes of this half)", &first_half);
    row("second half", &second_half);
    row("all", &total);
}
