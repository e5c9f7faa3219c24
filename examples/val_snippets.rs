//! Measures spirv-validate against spirv-val on the modules of SPIRV-Tools' own validator tests,
//! which we do not ship: `scripts/harvest-val-snippets.py` harvests them (with spirv-val's
//! verdict under each test's target environment and options) into a folder, by default
//! `target/val-snippets`. Per test file (the pass it tests) and in all: cases, verdicts that
//! agree, false accepts, false rejects, and identical first error lines; with `--list`, every
//! disagreement with both outputs.
//!
//! `cargo run --release --example val_snippets [-- FOLDER] [--list]`

use std::collections::BTreeMap;

use spirv_core::TargetEnv;
use spirv_validate::{Options, validate};

#[derive(Default)]
struct Tally {
    cases: usize,
    agree: usize,
    identical: usize,
    false_accepts: usize,
    false_rejects: usize,
}

fn options(env: &str, flags: &[serde_json::Value]) -> Options {
    let mut o = Options::new(TargetEnv::parse(env).expect("a target the harvester wrote"));
    for flag in flags {
        match flag.as_str().unwrap_or_default() {
            "--relax-block-layout" => o.relax_block_layout = true,
            "--uniform-buffer-standard-layout" => o.uniform_buffer_standard_layout = true,
            "--scalar-block-layout" => o.scalar_block_layout = true,
            "--workgroup-scalar-block-layout" => o.workgroup_scalar_block_layout = true,
            "--skip-block-layout" => o.skip_block_layout = true,
            "--relax-struct-store" => o.relax_struct_store = true,
            "--relax-logical-pointer" => o.relax_logical_pointer = true,
            "--before-hlsl-legalization" => o.before_hlsl_legalization = true,
            "--allow-localsizeid" => o.allow_localsizeid = true,
            "--allow-offset-texture-operand" => o.allow_offset_texture_operand = true,
            "--allow-vulkan-32-bit-bitwise" => o.allow_vulkan_32_bit_bitwise = true,
            other => panic!("unknown flag {other}"),
        }
    }
    o
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let list = args.iter().any(|a| a == "--list");
    let dir = args.iter().find(|a| !a.starts_with("--")).map_or("target/val-snippets", String::as_str);
    let manifest = std::fs::read_to_string(format!("{dir}/manifest.jsonl"))
        .unwrap_or_else(|e| panic!("{dir}/manifest.jsonl: {e} (run scripts/harvest-val-snippets.py first)"));
    let mut per_file: BTreeMap<String, Tally> = BTreeMap::new();
    let mut total = Tally::default();
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
        for t in [per_file.entry(file.clone()).or_default(), &mut total] {
            t.cases += 1;
            t.agree += usize::from(ours.is_ok() == reference.is_ok());
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
        "{:<40} {:>6} {:>7} {:>8} {:>7} {:>7} {:>10}",
        "test file", "cases", "agree", "agree %", "f.acc", "f.rej", "same line"
    );
    let row = |name: &str, t: &Tally| {
        println!(
            "{name:<40} {:>6} {:>7} {:>7.1}% {:>7} {:>7} {:>10}",
            t.cases,
            t.agree,
            100.0 * t.agree as f64 / t.cases.max(1) as f64,
            t.false_accepts,
            t.false_rejects,
            t.identical
        )
    };
    for (file, t) in &per_file {
        row(file, t);
    }
    row("all", &total);
}
