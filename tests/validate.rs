//! The validator against spirv-val (SPIRV-Tools 2025.5): on every corpus module under its own
//! version's environment and under vulkan1.3, and on mutated copies of the corpus (instructions
//! moved, duplicated or removed, ids replaced, declarations removed, literals and enumerants
//! changed), the verdicts and first error lines agree where
//! the validator's passes reach ([`spirv_validate::CHECKED`]), and it never rejects what
//! spirv-val accepts.

use spirv_core::TargetEnv;
use spirv_core::grammar::{Category, EnumTable, LiteralKind, Quantifier};
use spirv_core::spec::{Capability, Op};
use spirv_validate::{Options, Validator, validate, validate_all};
use spirv_workspace::validate_cases::{instructions, quoted_ids};
use spirv_workspace::{Rng, corpus_modules, parallel_map, run_reference};

/// spirv-val's verdict on `bytes` under `env`: `Ok`, or its whole stderr.
fn spirv_val(bytes: &[u8], env: &str) -> Result<(), String> {
    let out = run_reference("spirv-val", &["--target-env", env, "-"], bytes);
    match out.status.success() {
        true => Ok(()),
        false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
    }
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
    /// The same output, but the error's ids or Vulkan rule are not those its message names: a
    /// bug.
    FieldsDiffer,
}

/// The agreement, spirv-val's verdict and ours.
type Compared = (Agreement, Result<(), String>, Result<(), String>);

fn compare(bytes: &[u8], env: TargetEnv) -> Compared {
    let reference = spirv_val(bytes, env.name());
    let error = validate(bytes, &Options::new(env)).err();
    let ours = error.as_ref().map_or(Ok(()), |e| Err(format!("error: {e}\n")));
    let agreement = match (&reference, &ours) {
        (Ok(()), Ok(())) => Agreement::BothAccept,
        (Err(a), Err(b)) if a == b => {
            let e = error.as_ref().expect("an error");
            let vuid = a.split_once("[VUID-").and_then(|(_, rest)| Some(format!("VUID-{}", rest.split_once(']')?.0)));
            match *e.ids == quoted_ids(a) && e.vuid.as_deref() == vuid.as_deref() {
                true => Agreement::SameError,
                false => Agreement::FieldsDiffer,
            }
        }
        (Err(_), Err(_)) => Agreement::OtherError,
        (Err(_), Ok(())) => Agreement::FalseAccept,
        (Ok(()), Err(_)) => Agreement::FalseReject,
    };
    (agreement, reference, ours)
}

/// What spirv-validate's crate docs (spirv-validate/src/lib.rs) state of a set of cases, which
/// the test holds: how many there are, on how many the verdicts agree (at least), and on how
/// many of spirv-val's rejections the first error is the same (at least). A figure that rises is
/// written into those docs and here.
struct Figures {
    cases: usize,
    verdicts_agree: usize,
    same_first_error: usize,
}

/// A case: its name, the module and the environment to validate it under.
type Case = (String, Vec<u8>, TargetEnv);

/// Each case judged by spirv-val and by spirv-validate: the counts per agreement held to
/// `figures`, and no bug (a false reject, fields that differ), else the first ten with both
/// outputs.
fn judge(what: &str, cases: &[Case], figures: Figures) {
    let results: Vec<_> = parallel_map(cases, |(name, bytes, env)| (name.clone(), compare(bytes, *env)));
    let mut counts = std::collections::BTreeMap::new();
    for (_, (a, ..)) in &results {
        *counts.entry(*a).or_insert(0) += 1;
    }
    eprintln!("{what}: {} cases: {counts:?}", results.len());
    let count = |a: Agreement| counts.get(&a).copied().unwrap_or(0);
    let verdicts_agree = results.len() - count(Agreement::FalseAccept) - count(Agreement::FalseReject);
    assert_eq!(results.len(), figures.cases, "{what}: cases");
    assert!(
        verdicts_agree >= figures.verdicts_agree,
        "{what}: verdicts agree on {verdicts_agree} of {}, spirv-validate's documentation says {}",
        results.len(),
        figures.verdicts_agree
    );
    assert!(
        count(Agreement::SameError) >= figures.same_first_error,
        "{what}: the same first error on {} of spirv-val's rejections, spirv-validate's documentation says {}",
        count(Agreement::SameError),
        figures.same_first_error
    );
    // SPIRV_VALIDATE_SHOW=OtherError (or FalseAccept, ...) prints those cases, to see what differs.
    if let Ok(show) = std::env::var("SPIRV_VALIDATE_SHOW") {
        for (name, (a, r, o)) in results.iter().filter(|(_, (a, ..))| format!("{a:?}") == show) {
            eprintln!("{a:?} {name}:\n  spirv-val {r:?}\n  ours      {o:?}");
        }
    }
    let bugs: Vec<String> = results
        .iter()
        .filter(|(_, (a, ..))| matches!(a, Agreement::FalseReject | Agreement::FieldsDiffer))
        .map(|(name, (_, r, o))| format!("{name}: spirv-val {r:?}, ours {o:?}"))
        .collect();
    assert!(bugs.is_empty(), "{what}: {} bugs:\n{}", bugs.len(), bugs[..bugs.len().min(10)].join("\n"));
}

#[test]
fn corpus_verdicts_agree_with_spirv_val() {
    let modules = corpus_modules();
    let cases: Vec<Case> = modules
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
    assert!(cases.len() == 2 * modules.len());
    // spirv-validate's crate docs: verdicts agree on all 4,036 corpus runs.
    judge("corpus", &cases, Figures { cases: 4036, verdicts_agree: 4036, same_first_error: 141 });
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
    let cases: Vec<Case> = modules
        .iter()
        .step_by(4)
        .flat_map(|(name, bytes)| (0..4).map(|i| (format!("{name} #{i}"), bytes.clone())).collect::<Vec<_>>())
        .map(|(name, bytes)| (name, mutate(&mut rng, &bytes), TargetEnv::Universal1_6))
        .collect();
    // spirv-validate's crate docs: on all 2,020 mutated modules, identical first error on all
    // 1,565 spirv-val rejects.
    judge("mutated corpus", &cases, Figures { cases: 2020, verdicts_agree: 2020, same_first_error: 1565 });
}

/// A `Validator` validating module after module, keeping its working memory from one to the
/// next, finds every error a fresh validation of each module finds, and no other: over every
/// corpus module, each followed by a mutated copy, so that modules of other shapes and sizes,
/// valid and not, come before each one (each thread validates its share in order).
#[test]
fn a_reused_validator_finds_what_fresh_validations_find() {
    let modules = corpus_modules();
    let mut rng = Rng::new(0x5eed);
    let cases: Vec<(String, Vec<u8>)> = modules
        .iter()
        .flat_map(|(name, bytes)| [(name.clone(), bytes.clone()), (format!("{name} mutated"), mutate(&mut rng, bytes))])
        .collect();
    let differ: Vec<String> = parallel_map(&cases.chunks(64).collect::<Vec<_>>(), |chunk| {
        let mut validator = Validator::new(Options::default());
        let mut differ = Vec::new();
        for (name, bytes) in *chunk {
            let (reused, fresh) = (validator.validate_all(bytes), validate_all(bytes, &Options::default()));
            if reused != fresh {
                differ.push(format!("{name}: reused {reused:?}, fresh {fresh:?}"));
            }
        }
        differ
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(differ.is_empty(), "{}", differ.iter().take(5).cloned().collect::<Vec<_>>().join("\n"));
    assert_eq!(cases.len(), 2 * modules.len());
}

/// Corpus modules changed where the capability and instruction passes look: one `OpCapability`
/// or `OpExtension` removed, the header's version lowered to 1.0 (validated as `spv1.0`), and
/// the module under the Vulkan environment of its version.
#[test]
fn requirement_mutations_agree_with_spirv_val() {
    let modules = corpus_modules();
    let mut rng = Rng::new(0xca95);
    let mut cases: Vec<Case> = Vec::new();
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
    // spirv-validate's crate docs: all 3,027 with a declaration removed or the version lowered.
    judge("requirement mutations", &cases, Figures { cases: 3027, verdicts_agree: 3027, same_first_error: 1344 });
}

/// The operand words of an instruction (`words`, its opcode word first) that hold a literal
/// or an enumerant, as far as the grammar fixes their positions: the operands after a
/// variable-length one (an enumerant with parameters, a number as wide as its type, an
/// extended instruction's operands) are not followed.
fn literal_words(words: &[u32]) -> Vec<(usize, Option<EnumTable<Capability>>)> {
    let Some(op) = Op::from_u16((words[0] & 0xFFFF) as u16) else { return Vec::new() };
    let mut found = Vec::new();
    let mut at = 1;
    for operand in op.info().operands() {
        if at >= words.len() || operand.quantifier == Quantifier::Many {
            break;
        }
        match operand.kind.category() {
            Category::Id(_) => at += 1,
            Category::Literal(LiteralKind::Integer | LiteralKind::Float) => {
                found.push((at, None));
                at += 1;
            }
            Category::Literal(LiteralKind::String) => {
                // Nul-terminated, padded to whole words.
                while at < words.len() && !words[at].to_le_bytes().contains(&0) {
                    at += 1;
                }
                at += 1;
            }
            Category::ValueEnum(table) | Category::BitEnum(table) => {
                found.push((at, Some(table)));
                break;
            }
            Category::Literal(_) => {
                found.push((at, None));
                break;
            }
            Category::Composite(_) => break,
        }
    }
    found
}

/// Corpus modules with one literal or enumerant operand changed: an enumerant to another of
/// its kind (a mask to one bit of its kind), a literal to a neighbour, 0 or a random value.
#[test]
fn literal_mutations_agree_with_spirv_val() {
    let modules = corpus_modules();
    let mut rng = Rng::new(0x11e4a1);
    let mut cases: Vec<Case> = Vec::new();
    for (name, bytes) in modules.iter().skip(1).step_by(4) {
        let (words, starts) = instructions(bytes);
        let targets: Vec<(usize, Option<EnumTable<Capability>>)> = starts
            .iter()
            .flat_map(|r| literal_words(&words[r.clone()]).into_iter().map(move |(at, table)| (r.start + at, table)))
            .collect();
        for i in 0..2 {
            if targets.is_empty() {
                break;
            }
            let (at, table) = targets[rng.below(targets.len() as u64) as usize];
            let mut changed = words.clone();
            changed[at] = match table {
                Some(table) if !table.is_empty() => {
                    table.enumerant(rng.below(table.len() as u64) as usize).map_or(0, |e| e.value())
                }
                _ => match rng.below(4) {
                    0 => changed[at].wrapping_add(1),
                    1 => changed[at].wrapping_sub(1),
                    2 => 0,
                    _ => rng.next_u64() as u32,
                },
            };
            let bytes = changed.iter().flat_map(|w| w.to_le_bytes()).collect();
            cases.push((format!("{name} #{i} (word {at})"), bytes, TargetEnv::Universal1_6));
        }
    }
    // spirv-validate's crate docs: all 1,010 with a literal or enumerant changed.
    judge("literal mutations", &cases, Figures { cases: 1010, verdicts_agree: 1010, same_first_error: 789 });
}

/// The opcodes the second half's passes check (images, extended instructions, atomics,
/// barriers, derivatives, primitives), whose operands the mutations below aim at.
fn second_half_target(op: Op) -> bool {
    let name = op.name();
    name.starts_with("OpImage")
        || name.starts_with("OpAtomic")
        || matches!(
            op,
            Op::ExtInst
                | Op::SampledImage
                | Op::TypeImage
                | Op::TypeSampledImage
                | Op::ControlBarrier
                | Op::MemoryBarrier
                | Op::DPdx
                | Op::DPdy
                | Op::Fwidth
                | Op::DPdxFine
                | Op::DPdyFine
                | Op::FwidthFine
                | Op::DPdxCoarse
                | Op::DPdyCoarse
                | Op::FwidthCoarse
                | Op::EmitVertex
                | Op::EndPrimitive
        )
}

/// The words of an instruction (`words`, its opcode word first) that hold ids it uses (not its
/// result type or result), as far as the grammar fixes their positions; an extended
/// instruction's own operands are ids.
fn used_id_words(words: &[u32]) -> Vec<usize> {
    let Some(op) = Op::from_u16((words[0] & 0xFFFF) as u16) else { return Vec::new() };
    if op == Op::ExtInst {
        return (3..words.len()).filter(|&w| w != 4).collect();
    }
    let mut found = Vec::new();
    let mut at = 1;
    for operand in op.info().operands() {
        if at >= words.len() {
            break;
        }
        match operand.kind.category() {
            Category::Id(spirv_core::IdKind::Result | spirv_core::IdKind::ResultType) => at += 1,
            Category::Id(_) if operand.quantifier == Quantifier::Many => {
                found.extend(at..words.len());
                break;
            }
            Category::Id(_) => {
                found.push(at);
                at += 1;
            }
            Category::Literal(LiteralKind::Integer | LiteralKind::Float) => at += 1,
            // Past an enumerant (whose parameters may follow) or a string, positions are not
            // followed.
            _ => break,
        }
    }
    found
}

/// `words` with the last word of the instruction at `range` dropped (its word count one less).
fn without_last_word(words: &[u32], range: std::ops::Range<usize>) -> Vec<u32> {
    let mut out = words[..range.start].to_vec();
    out.push(words[range.start] - (1 << 16));
    out.extend_from_slice(&words[range.start + 1..range.end - 1]);
    out.extend_from_slice(&words[range.end..]);
    out
}

/// Corpus modules with one operand of an instruction the second half's passes check changed:
/// an id it uses replaced by another id defined before it (an operand of another type or
/// width, a scope or memory semantics of another value, another image or sampler), a literal or
/// enumerant of it (an image type's Dim, Depth, Arrayed, MS, Sampled or Format, an image
/// operands mask, an extended instruction's number) set to another value, two of its operands
/// swapped, its last operand dropped, or the module's entry point given another execution
/// model; under universal SPIR-V 1.6 and Vulkan 1.3 in turn.
#[test]
fn second_half_mutations_agree_with_spirv_val() {
    let modules = corpus_modules();
    let mut rng = Rng::new(0x5ec0_d4a1f);
    let mut cases: Vec<Case> = Vec::new();
    for (n, (name, bytes)) in modules.iter().enumerate() {
        let (words, starts) = instructions(bytes);
        let targets: Vec<usize> = (0..starts.len())
            .filter(|&i| Op::from_u16((words[starts[i].start] & 0xFFFF) as u16).is_some_and(second_half_target))
            .collect();
        if targets.is_empty() {
            continue;
        }
        // The result id of each instruction (0: none), to pick ids defined before a target.
        let Ok(module) = spirv_core::Module::decode(bytes) else { continue };
        let results: Vec<u32> = module.instructions.iter().map(|i| i.result_id().map_or(0, |id| id.get())).collect();
        if results.len() != starts.len() {
            continue;
        }
        for i in 0..3 {
            let target = targets[rng.below(targets.len() as u64) as usize];
            let range = starts[target].clone();
            let mut changed = words.clone();
            let ids = used_id_words(&words[range.clone()]);
            let literals = literal_words(&words[range.clone()]);
            let earlier: Vec<u32> = results[..target].iter().copied().filter(|&id| id != 0).collect();
            // The third edit of each module changes its shape: two operands of the instruction
            // swapped, its last operand dropped, or an entry point's execution model changed
            // (a barrier, a derivative or an image instruction run by another stage).
            let what = if i == 2 {
                match rng.below(3) {
                    0 if ids.len() >= 2 => {
                        let a = range.start + ids[rng.below(ids.len() as u64) as usize];
                        let b = range.start + ids[rng.below(ids.len() as u64) as usize];
                        changed.swap(a, b);
                        format!("words {a} and {b} swapped")
                    }
                    1 if range.len() > 3 => {
                        changed = without_last_word(&words, range.clone());
                        format!("last word of instruction {target} dropped")
                    }
                    _ => {
                        let entry = starts.iter().find(|r| words[r.start] & 0xFFFF == Op::EntryPoint as u32);
                        let Some(entry) = entry else { continue };
                        // The execution model, the first operand, and its enumerants.
                        let Some(&(at, Some(models))) = literal_words(&words[entry.clone()]).first() else { continue };
                        let at = entry.start + at;
                        changed[at] =
                            models.enumerant(rng.below(models.len() as u64) as usize).map_or(0, |e| e.value());
                        format!("execution model at word {at}")
                    }
                }
            } else if !ids.is_empty() && !earlier.is_empty() && (literals.is_empty() || rng.below(3) != 0) {
                let at = range.start + ids[rng.below(ids.len() as u64) as usize];
                changed[at] = earlier[rng.below(earlier.len() as u64) as usize];
                format!("id word {at}")
            } else if let Some(&(at, table)) = literals.get(rng.below(literals.len().max(1) as u64) as usize) {
                let at = range.start + at;
                changed[at] = match table {
                    Some(table) if !table.is_empty() => {
                        table.enumerant(rng.below(table.len() as u64) as usize).map_or(0, |e| e.value())
                    }
                    _ => match rng.below(3) {
                        0 => changed[at].wrapping_add(1),
                        1 => changed[at].wrapping_sub(1),
                        _ => rng.below(8) as u32,
                    },
                };
                format!("literal word {at}")
            } else {
                continue;
            };
            let env = if (n + i) % 2 == 0 { TargetEnv::Universal1_6 } else { TargetEnv::Vulkan1_3 };
            let bytes = changed.iter().flat_map(|w| w.to_le_bytes()).collect();
            cases.push((format!("{name} #{i} ({what}, {})", env.name()), bytes, env));
        }
    }
    // spirv-validate's crate docs: all 2,532 with an instruction the second half checks edited.
    judge("second-half mutations", &cases, Figures { cases: 2532, verdicts_agree: 2532, same_first_error: 2212 });
}

/// What a part-2 mutation aims at in an instruction: a built-in decoration, a group operation,
/// or an instruction of ray tracing, ray queries or mesh shading.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PartTwo {
    BuiltIn,
    Group,
    Stage,
}

/// What the validator's second half, part 2, checks in the instruction `words` (its opcode word
/// first), if anything the mutations below aim at.
fn part_two_target(words: &[u32]) -> Option<PartTwo> {
    let op = Op::from_u16((words[0] & 0xFFFF) as u16)?;
    let builtin = spirv_core::spec::DecorationKind::BuiltIn as u32;
    let name = op.name();
    match op {
        Op::Decorate if words.get(2) == Some(&builtin) => Some(PartTwo::BuiltIn),
        Op::MemberDecorate if words.get(3) == Some(&builtin) => Some(PartTwo::BuiltIn),
        _ if name.starts_with("OpGroup") && !name.starts_with("OpGroupDecorate") => Some(PartTwo::Group),
        _ if name.starts_with("OpSubgroup") => Some(PartTwo::Group),
        _ if ["Ray", "HitObject", "Mesh", "Reorder"].iter().any(|s| name.contains(s)) => Some(PartTwo::Stage),
        _ => None,
    }
}

/// Corpus modules with one edit aimed at the passes of the validator's second half, part 2:
/// a built-in decoration given another built-in, put on another variable, or its variable's
/// pointer type given another storage class or pointee type; a group operation's id operand
/// replaced by another id defined before it (a scope of another value, a value of another
/// type), its group operation or other literal changed, two operands swapped, its last operand
/// dropped; or the entry point of a module using built-ins, group operations, ray tracing or
/// mesh shading given another execution model. Two edits a module, under Vulkan 1.3 and
/// universal SPIR-V 1.6 in turn (built-ins' rules are mostly Vulkan's: two thirds Vulkan).
#[test]
fn part_two_mutations_agree_with_spirv_val() {
    let modules = corpus_modules();
    let mut rng = Rng::new(0x9a27_0b1d);
    let mut cases: Vec<Case> = Vec::new();
    for (n, (name, bytes)) in modules.iter().enumerate() {
        let (words, starts) = instructions(bytes);
        let targets: Vec<(usize, PartTwo)> =
            (0..starts.len()).filter_map(|i| Some((i, part_two_target(&words[starts[i].clone()])?))).collect();
        if targets.is_empty() {
            continue;
        }
        let Ok(module) = spirv_core::Module::decode(bytes) else { continue };
        let results: Vec<u32> = module.instructions.iter().map(|i| i.result_id().map_or(0, |id| id.get())).collect();
        if results.len() != starts.len() {
            continue;
        }
        let opcode = |i: usize| words[starts[i].start] & 0xFFFF;
        let of_opcode =
            |op: Op| -> Vec<usize> { (0..starts.len()).filter(|&i| opcode(i) == op as u32).collect::<Vec<_>>() };
        let variables = of_opcode(Op::Variable);
        let defining = |id: u32| results.iter().position(|&r| r == id);
        for i in 0..2 {
            let (target, kind) = targets[rng.below(targets.len() as u64) as usize];
            let range = starts[target].clone();
            let mut changed = words.clone();
            let what = match (kind, rng.below(4)) {
                // The entry point's execution model.
                (_, 0) => {
                    let Some(&entry) = of_opcode(Op::EntryPoint).first() else { continue };
                    let entry = starts[entry].clone();
                    let Some(&(at, Some(models))) = literal_words(&words[entry.clone()]).first() else { continue };
                    let at = entry.start + at;
                    changed[at] = models.enumerant(rng.below(models.len() as u64) as usize).map_or(0, |e| e.value());
                    format!("execution model at word {at}")
                }
                // Another built-in.
                (PartTwo::BuiltIn, 1) => {
                    let at = range.end - 1;
                    let table = spirv_core::spec::operand_kinds::BuiltIn.enum_table().expect("an enumeration");
                    changed[at] = table.enumerant(rng.below(table.len() as u64) as usize).map_or(0, |e| e.value());
                    format!("built-in at word {at}")
                }
                // The decoration on another variable.
                (PartTwo::BuiltIn, 2) if !variables.is_empty() && opcode(target) == Op::Decorate as u32 => {
                    let other = variables[rng.below(variables.len() as u64) as usize];
                    changed[range.start + 1] = results[other];
                    format!("decoration moved to variable {}", results[other])
                }
                // The decorated variable's pointer type: another storage class or pointee.
                (PartTwo::BuiltIn, _) => {
                    let variable = match opcode(target) == Op::Decorate as u32 {
                        true => defining(words[range.start + 1]),
                        // A member's: a variable of a pointer to its struct.
                        false => variables.iter().copied().find(|&v| {
                            defining(words[starts[v].start + 1]).is_some_and(|p| {
                                opcode(p) == Op::TypePointer as u32
                                    && words[starts[p].start + 3] == words[range.start + 1]
                            })
                        }),
                    };
                    let Some(variable) = variable.filter(|&v| opcode(v) == Op::Variable as u32) else { continue };
                    let Some(pointer) = defining(words[starts[variable].start + 1]) else { continue };
                    if opcode(pointer) != Op::TypePointer as u32 {
                        continue;
                    }
                    let p = starts[pointer].start;
                    if rng.below(2) == 0 {
                        // Every variable of that pointer type follows (OpVariable's storage class
                        // must be its type's).
                        let classes =
                            spirv_core::spec::operand_kinds::StorageClass.enum_table().expect("an enumeration");
                        let class =
                            classes.enumerant(rng.below(classes.len() as u64) as usize).map_or(0, |e| e.value());
                        changed[p + 2] = class;
                        for &v in &variables {
                            if words[starts[v].start + 1] == results[pointer] {
                                changed[starts[v].start + 3] = class;
                            }
                        }
                        format!("storage class of pointer {}", results[pointer])
                    } else {
                        let types: Vec<u32> = (0..pointer)
                            .filter(|&t| spirv_core::predicates::generates_type(opcode(t) as u16))
                            .map(|t| results[t])
                            .collect();
                        let Some(&ty) = types.get(rng.below(types.len().max(1) as u64) as usize) else { continue };
                        changed[p + 3] = ty;
                        format!("pointee of pointer {}", results[pointer])
                    }
                }
                // A group operation's or a ray / mesh instruction's operands.
                (_, edit) => {
                    let ids = used_id_words(&words[range.clone()]);
                    let literals = literal_words(&words[range.clone()]);
                    let earlier: Vec<u32> = results[..target].iter().copied().filter(|&id| id != 0).collect();
                    match edit {
                        1 if !ids.is_empty() && !earlier.is_empty() => {
                            let at = range.start + ids[rng.below(ids.len() as u64) as usize];
                            changed[at] = earlier[rng.below(earlier.len() as u64) as usize];
                            format!("id word {at}")
                        }
                        2 if !literals.is_empty() => {
                            let (at, table) = literals[rng.below(literals.len() as u64) as usize];
                            let at = range.start + at;
                            changed[at] = match table {
                                Some(t) if !t.is_empty() => {
                                    t.enumerant(rng.below(t.len() as u64) as usize).map_or(0, |e| e.value())
                                }
                                _ => rng.below(8) as u32,
                            };
                            format!("literal word {at}")
                        }
                        _ if ids.len() >= 2 && rng.below(2) == 0 => {
                            let a = range.start + ids[rng.below(ids.len() as u64) as usize];
                            let b = range.start + ids[rng.below(ids.len() as u64) as usize];
                            changed.swap(a, b);
                            format!("words {a} and {b} swapped")
                        }
                        _ if range.len() > 3 => {
                            changed = without_last_word(&words, range.clone());
                            format!("last word of instruction {target} dropped")
                        }
                        _ => continue,
                    }
                }
            };
            let env = if (n * 2 + i) % 3 == 2 { TargetEnv::Universal1_6 } else { TargetEnv::Vulkan1_3 };
            let bytes = changed.iter().flat_map(|w| w.to_le_bytes()).collect();
            cases.push((format!("{name} #{i} ({what}, {})", env.name()), bytes, env));
        }
    }
    // spirv-validate's crate docs: all 2,195 with a built-in, group operation, ray-tracing or mesh
    // instruction edited.
    judge("part-two mutations", &cases, Figures { cases: 2195, verdicts_agree: 2195, same_first_error: 1921 });
}
