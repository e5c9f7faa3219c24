//! The validator against spirv-val (SPIRV-Tools 2025.5): on every corpus module under its own
//! version's environment and under vulkan1.3, and on mutated copies of the corpus (instructions
//! moved, duplicated or removed, ids replaced), the verdicts and first error lines agree where
//! the validator's passes reach ([`spirv_validate::CHECKED`]), and it never rejects what
//! spirv-val accepts.

use spirv_core::TargetEnv;
use spirv_validate::{Options, validate};
use spirv_workspace::{Rng, corpus_modules, parallel_map, run_reference};

/// spirv-val's verdict on `bytes` under `env`: `Ok`, or its whole stderr.
fn spirv_val(bytes: &[u8], env: &str) -> Result<(), String> {
    let out = run_reference("spirv-val", &["--target-env", env, "-"], bytes);
    match out.status.success() {
        true => Ok(()),
        false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
    }
}

/// Ours, worded as spirv-val prints it.
fn ours(bytes: &[u8], env: TargetEnv) -> Result<(), String> {
    validate(bytes, &Options::new(env)).map_err(|e| format!("error: {e}\n"))
}

/// How one verdict compares.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone, Copy)]
enum Agreement {
    /// Both accept.
    BothAccept,
    /// Both reject with the same output.
    SameError,
    /// Both reject, with different first errors.
    OtherError,
    /// spirv-val rejects, ours accepts: a check not made yet.
    FalseAccept,
    /// spirv-val accepts, ours rejects: a bug.
    FalseReject,
}

/// The agreement, spirv-val's verdict and ours.
type Compared = (Agreement, Result<(), String>, Result<(), String>);

fn compare(bytes: &[u8], env: TargetEnv) -> Compared {
    let reference = spirv_val(bytes, env.name());
    let ours = ours(bytes, env);
    let agreement = match (&reference, &ours) {
        (Ok(()), Ok(())) => Agreement::BothAccept,
        (Err(a), Err(b)) if a == b => Agreement::SameError,
        (Err(_), Err(_)) => Agreement::OtherError,
        (Err(_), Ok(())) => Agreement::FalseAccept,
        (Ok(()), Err(_)) => Agreement::FalseReject,
    };
    (agreement, reference, ours)
}

/// Counts per agreement, and the false rejects with both outputs.
fn tally(what: &str, results: &[(String, Compared)]) -> Vec<String> {
    let mut counts = std::collections::BTreeMap::new();
    for (_, (a, ..)) in results {
        *counts.entry(*a).or_insert(0) += 1;
    }
    eprintln!("{what}: {} cases: {counts:?}", results.len());
    // SPIRV_VALIDATE_SHOW=OtherError (or FalseAccept, ...) prints those cases, to see what differs.
    if let Ok(show) = std::env::var("SPIRV_VALIDATE_SHOW") {
        for (name, (a, r, o)) in results.iter().filter(|(_, (a, ..))| format!("{a:?}") == show) {
            eprintln!("{a:?} {name}:\n  spirv-val {r:?}\n  ours      {o:?}");
        }
    }
    results
        .iter()
        .filter(|(_, (a, ..))| *a == Agreement::FalseReject)
        .map(|(name, (_, r, o))| format!("{name}: spirv-val {r:?}, ours {o:?}"))
        .collect()
}

#[test]
fn corpus_verdicts_agree_with_spirv_val() {
    let modules = corpus_modules();
    let cases: Vec<(String, Vec<u8>, TargetEnv)> = modules
        .iter()
        .flat_map(|(name, bytes)| {
            let minor = bytes.get(5).copied().unwrap_or(0);
            let own = TargetEnv::parse(&format!("spv1.{minor}")).unwrap_or(TargetEnv::Universal1_6);
            [
                (format!("{name} ({})", own.name()), bytes.clone(), own),
                (format!("{name} (vulkan1.3)"), bytes.clone(), TargetEnv::Vulkan1_3),
            ]
        })
        .collect();
    let results: Vec<_> =
        parallel_map(&cases, |(name, bytes, env)| (name.clone(), compare(bytes, *env))).into_iter().collect();
    let false_rejects = tally("corpus", &results);
    assert!(false_rejects.is_empty(), "{}", false_rejects.join("\n"));
    assert!(results.len() == 2 * modules.len());
}

/// A module's words, and the word range of each instruction.
fn instructions(bytes: &[u8]) -> (Vec<u32>, Vec<std::ops::Range<usize>>) {
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let mut starts = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 {
            break;
        }
        starts.push(at..(at + count).min(words.len()));
        at += count;
    }
    (words, starts)
}

/// A corpus module with one edit: an instruction removed, duplicated or moved elsewhere, or
/// an id operand word replaced by another id of the module.
fn mutate(rng: &mut Rng, bytes: &[u8]) -> Vec<u8> {
    let (words, starts) = instructions(bytes);
    if starts.is_empty() {
        return bytes.to_vec();
    }
    let pick = |rng: &mut Rng| starts[rng.below(starts.len() as u64) as usize].clone();
    let mut out = words[..5].to_vec();
    let victim = pick(rng);
    match rng.below(4) {
        // Remove.
        0 => {
            for s in &starts {
                if *s != victim {
                    out.extend_from_slice(&words[s.clone()]);
                }
            }
        }
        // Duplicate in place.
        1 => {
            for s in &starts {
                out.extend_from_slice(&words[s.clone()]);
                if *s == victim {
                    out.extend_from_slice(&words[s.clone()]);
                }
            }
        }
        // Move before another instruction.
        2 => {
            let before = pick(rng);
            for s in &starts {
                if *s == before {
                    out.extend_from_slice(&words[victim.clone()]);
                }
                if *s != victim {
                    out.extend_from_slice(&words[s.clone()]);
                }
            }
        }
        // Replace an operand word below the bound by another id.
        _ => {
            let bound = words[3].max(2);
            out = words.clone();
            if victim.len() > 1 {
                let w = victim.start + 1 + rng.below(victim.len() as u64 - 1) as usize;
                if out[w] < bound {
                    out[w] = 1 + rng.below(u64::from(bound - 1)) as u32;
                }
            }
        }
    }
    out.iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn mutated_corpus_verdicts_agree_with_spirv_val() {
    let modules = corpus_modules();
    let mut rng = Rng::new(0x7a11d);
    let cases: Vec<(String, Vec<u8>)> = modules
        .iter()
        .step_by(4)
        .flat_map(|(name, bytes)| (0..4).map(|i| (format!("{name} #{i}"), bytes.clone())).collect::<Vec<_>>())
        .map(|(name, bytes)| (name, mutate(&mut rng, &bytes)))
        .collect();
    let results: Vec<_> = parallel_map(&cases, |(name, bytes)| (name.clone(), compare(bytes, TargetEnv::Universal1_6)));
    let false_rejects = tally("mutated corpus", &results);
    assert!(false_rejects.is_empty(), "{}", false_rejects.iter().take(10).cloned().collect::<Vec<_>>().join("\n"));
    assert!(results.len() > 1_900);
}

/// Corpus modules changed where the capability and instruction passes look: one `OpCapability`
/// or `OpExtension` removed, the header's version lowered to 1.0 (validated as `spv1.0`), and
/// the module under the Vulkan environment of its version.
#[test]
fn requirement_mutations_agree_with_spirv_val() {
    let modules = corpus_modules();
    let mut rng = Rng::new(0xca95);
    let mut cases: Vec<(String, Vec<u8>, TargetEnv)> = Vec::new();
    for (name, bytes) in modules.iter().step_by(2) {
        let (words, starts) = instructions(bytes);
        let to_bytes = |words: &[u32]| words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>();
        // OpCapability (17) and OpExtension (10).
        let declarations: Vec<_> = starts.iter().filter(|r| matches!(words[r.start] & 0xFFFF, 10 | 17)).collect();
        if !declarations.is_empty() {
            let victim = declarations[rng.below(declarations.len() as u64) as usize];
            let kept: Vec<u32> = words[..victim.start].iter().chain(&words[victim.end..]).copied().collect();
            cases.push((format!("{name} (a declaration removed)"), to_bytes(&kept), TargetEnv::Universal1_6));
        }
        let minor = (words[1] >> 8) & 0xFF;
        if minor > 0 {
            let mut old = words.clone();
            old[1] = 0x1_0000;
            cases.push((format!("{name} (as 1.0)"), to_bytes(&old), TargetEnv::Universal1_0));
        }
        let vulkan = match minor {
            0 => TargetEnv::Vulkan1_0,
            1..=3 => TargetEnv::Vulkan1_1,
            4 => TargetEnv::Vulkan1_1Spirv1_4,
            5 => TargetEnv::Vulkan1_2,
            _ => TargetEnv::Vulkan1_4,
        };
        cases.push((format!("{name} ({})", vulkan.name()), bytes.clone(), vulkan));
    }
    let results: Vec<_> = parallel_map(&cases, |(name, bytes, env)| (name.clone(), compare(bytes, *env)));
    let false_rejects = tally("requirement mutations", &results);
    assert!(false_rejects.is_empty(), "{}", false_rejects.iter().take(10).cloned().collect::<Vec<_>>().join("\n"));
    assert!(results.len() > 1_500);
}
