//! The module model against `spirv-dis --raw-id` on every corpus module: what defines each id,
//! names, decorations (groups applied), entry points with their execution modes, functions with
//! their parameters and blocks, each block's successors and merge, the uses of ids; and the
//! values of specialization-constant operations against `spirv-opt`, which folds them.

use std::collections::{BTreeMap, HashMap};

use spirv_core::{IdRef, Module};
use spirv_model::{DefUse, Merge, Model, Value};
use spirv_workspace::{corpus_modules, parallel_map, run_reference};

/// One instruction of spirv-dis' `--raw-id --no-header --no-indent` text: its result id (if
/// any), opcode name and operand tokens (a string is one token, quotes and escapes kept).
#[derive(Debug)]
struct Line {
    result: Option<u32>,
    op: String,
    operands: Vec<String>,
}

/// Splits spirv-dis' text into instructions (a string operand may span lines).
fn lines(text: &str) -> Vec<Line> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while chars.peek().is_some() {
        let mut tokens = Vec::new();
        let mut token = String::new();
        loop {
            match chars.next() {
                None | Some('\n') => break,
                Some(' ') => {
                    if !token.is_empty() {
                        tokens.push(std::mem::take(&mut token));
                    }
                }
                Some('"') => {
                    token.push('"');
                    while let Some(c) = chars.next() {
                        token.push(c);
                        match c {
                            '\\' => token.extend(chars.next()),
                            '"' => break,
                            _ => {}
                        }
                    }
                }
                Some(c) => token.push(c),
            }
        }
        if !token.is_empty() {
            tokens.push(token);
        }
        let (result, rest) = match tokens.get(1).map(String::as_str) {
            Some("=") => (tokens[0].strip_prefix('%').and_then(|n| n.parse().ok()), &tokens[2..]),
            _ => (None, &tokens[..]),
        };
        if let Some((op, operands)) = rest.split_first() {
            out.push(Line { result, op: op.clone(), operands: operands.to_vec() });
        }
    }
    out
}

fn id(token: &str) -> Option<u32> {
    token.strip_prefix('%')?.parse().ok()
}

/// A string token's text: quotes removed, spirv-dis' escapes (`\"`, `\\`) undone.
fn unquote(token: &str) -> String {
    let inner = token.strip_prefix('"').and_then(|t| t.strip_suffix('"')).unwrap_or(token);
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        out.extend(if c == '\\' { chars.next() } else { Some(c) });
    }
    out
}

fn r(n: u32) -> IdRef {
    IdRef::new(n).expect("an id")
}

/// Compares the model of `bytes` with spirv-dis' text; the number of facts checked.
fn check(name: &str, bytes: &[u8]) -> Option<Result<usize, String>> {
    let module = Module::decode(bytes).ok()?;
    let out = run_reference("spirv-dis", &["--raw-id", "--no-header", "--no-indent", "-o", "-", "-"], bytes);
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let insts = lines(&text);
    if insts.len() != module.instructions.len() {
        return Some(Err(format!("{name}: {} lines for {} instructions", insts.len(), module.instructions.len())));
    }
    let model = Model::new(&module);
    let mut facts = 0;
    let fail = |what: String| Err(format!("{name}: {what}"));
    // Definitions: the first instruction defining each id.
    let mut defs: HashMap<u32, usize> = HashMap::new();
    for (i, l) in insts.iter().enumerate() {
        if let Some(res) = l.result {
            defs.entry(res).or_insert(i);
        }
    }
    for (&res, &i) in &defs {
        facts += 1;
        if model.def_index(r(res)) != Some(i) {
            return Some(fail(format!(
                "%{res} defined at {:?}, spirv-dis {i} ({})",
                model.def_index(r(res)),
                insts[i].op
            )));
        }
    }
    // Names: the first OpName / OpMemberName of each.
    let mut names: HashMap<(u32, Option<u32>), String> = HashMap::new();
    for l in &insts {
        match l.op.as_str() {
            "OpName" => {
                names.entry((id(&l.operands[0])?, None)).or_insert_with(|| unquote(&l.operands[1]));
            }
            "OpMemberName" => {
                names
                    .entry((id(&l.operands[0])?, l.operands[1].parse().ok()))
                    .or_insert_with(|| unquote(&l.operands[2]));
            }
            _ => {}
        }
    }
    for (&(target, member), expected) in &names {
        let ours = match member {
            None => model.name(r(target)),
            Some(m) => model.member_name(r(target), m),
        };
        facts += 1;
        if ours.map(|n| n.to_string_lossy().into_owned()).as_ref() != Some(expected) {
            return Some(fail(format!("name of %{target} {member:?}: {ours:?}, spirv-dis {expected:?}")));
        }
    }
    // Decorations, counted per id and member, decoration groups applied.
    let mut decorations: BTreeMap<(u32, Option<u32>), usize> = BTreeMap::new();
    let mut groups: Vec<(u32, u32, Option<u32>)> = Vec::new();
    for l in &insts {
        match l.op.as_str() {
            "OpDecorate" | "OpDecorateId" | "OpDecorateString" => {
                *decorations.entry((id(&l.operands[0])?, None)).or_default() += 1;
            }
            "OpMemberDecorate" | "OpMemberDecorateString" => {
                *decorations.entry((id(&l.operands[0])?, l.operands[1].parse().ok())).or_default() += 1;
            }
            "OpGroupDecorate" => {
                let group = id(&l.operands[0])?;
                groups.extend(l.operands[1..].iter().filter_map(|t| Some((group, id(t)?, None))));
            }
            "OpGroupMemberDecorate" => {
                let group = id(&l.operands[0])?;
                for pair in l.operands[1..].chunks(2) {
                    groups.push((group, id(&pair[0])?, pair.get(1).and_then(|m| m.parse().ok())));
                }
            }
            _ => {}
        }
    }
    for &(group, target, member) in &groups {
        let n = decorations.get(&(group, None)).copied().unwrap_or(0);
        *decorations.entry((target, member)).or_default() += n;
    }
    for (&(target, member), &n) in &decorations {
        let ours = match member {
            None => model.decorations(r(target)).count(),
            Some(m) => model.member_decorations(r(target), m).count(),
        };
        facts += 1;
        if ours != n {
            return Some(fail(format!("%{target} member {member:?}: {ours} decorations, spirv-dis {n}")));
        }
    }
    // Entry points and their execution modes.
    let entries: Vec<&Line> = insts.iter().filter(|l| l.op == "OpEntryPoint").collect();
    facts += 1;
    if entries.len() != model.entry_points().len() {
        return Some(fail(format!("{} entry points, spirv-dis {}", model.entry_points().len(), entries.len())));
    }
    for (l, e) in entries.iter().zip(model.entry_points()) {
        let function = id(&l.operands[1])?;
        let modes = insts
            .iter()
            .filter(|m| {
                (m.op == "OpExecutionMode" || m.op == "OpExecutionModeId") && id(&m.operands[0]) == Some(function)
            })
            .count();
        facts += 3;
        if e.function.get() != function || e.name.to_string_lossy() != unquote(&l.operands[2]) || e.modes.len() != modes
        {
            return Some(fail(format!(
                "entry point {:?}: {} modes, spirv-dis {l:?} with {modes}",
                e.name,
                e.modes.len()
            )));
        }
        let interface: Vec<u32> = l.operands[3..].iter().filter_map(|t| id(t)).collect();
        facts += 1;
        if e.interface.iter().map(|i| i.get()).collect::<Vec<_>>() != interface {
            return Some(fail("entry point interface differs".into()));
        }
    }
    // Functions: parameters, blocks, and each block's successors and merge.
    let mut functions = Vec::new();
    for (i, l) in insts.iter().enumerate() {
        match l.op.as_str() {
            "OpFunction" => functions.push((l.result?, Vec::new(), Vec::<(u32, usize)>::new())),
            "OpFunctionParameter" => functions.last_mut()?.1.push(l.result?),
            "OpLabel" => functions.last_mut()?.2.push((l.result?, i)),
            _ => {}
        }
    }
    facts += 1;
    if functions.len() != model.functions().len() {
        return Some(fail(format!("{} functions, spirv-dis {}", model.functions().len(), functions.len())));
    }
    for ((fid, params, blocks), f) in functions.iter().zip(model.functions()) {
        let ours_params: Vec<u32> = f.parameters.iter().map(|p| p.get()).collect();
        let ours_blocks: Vec<u32> = f.blocks.iter().map(|b| b.label.get()).collect();
        let labels: Vec<u32> = blocks.iter().map(|b| b.0).collect();
        facts += 3;
        if f.id.get() != *fid || ours_params != *params || ours_blocks != labels {
            return Some(fail(format!(
                "function %{fid}: {ours_params:?} {ours_blocks:?}, spirv-dis {params:?} {labels:?}"
            )));
        }
        for (k, b) in f.blocks.iter().enumerate() {
            // The block ends before the next block or the function's end; its terminator is its
            // last line but the `OpLine` and `OpNoLine` that may follow it.
            let end = blocks.get(k + 1).map_or(f.instructions.end - 1, |next| next.1);
            let mut at = end - 1;
            while at > 0 && matches!(insts[at].op.as_str(), "OpLine" | "OpNoLine") {
                at -= 1;
            }
            let term = &insts[at];
            let expected: Vec<u32> = match term.op.as_str() {
                "OpBranch" => vec![id(&term.operands[0])?],
                "OpBranchConditional" => vec![id(&term.operands[1])?, id(&term.operands[2])?],
                "OpSwitch" => std::iter::once(id(&term.operands[1])?)
                    .chain(term.operands[2..].chunks(2).filter_map(|p| id(p.get(1)?)))
                    .collect(),
                _ => Vec::new(),
            };
            let ours: Vec<u32> = b.successors(&model).map(|s| s.get()).collect();
            let merge_line = &insts[at.saturating_sub(1)];
            let merge = match merge_line.op.as_str() {
                "OpSelectionMerge" => Some(Merge::Selection { merge: r(id(&merge_line.operands[0])?) }),
                "OpLoopMerge" => Some(Merge::Loop {
                    merge: r(id(&merge_line.operands[0])?),
                    continue_target: r(id(&merge_line.operands[1])?),
                }),
                _ => None,
            };
            facts += 2;
            if ours != expected || b.merge(&model) != merge || b.instructions.end != end {
                return Some(fail(format!(
                    "block %{}: successors {ours:?} merge {:?} end {}, spirv-dis {expected:?} {merge:?} {end}",
                    b.label.get(),
                    b.merge(&model),
                    b.instructions.end
                )));
            }
        }
    }
    // Uses: every id token that is not the instruction's own result, counted per id.
    let mut uses: HashMap<u32, usize> = HashMap::new();
    for l in &insts {
        for t in &l.operands {
            if let Some(n) = id(t) {
                *uses.entry(n).or_default() += 1;
            }
        }
    }
    let def_use = DefUse::new(&model);
    for (&n, &count) in &uses {
        facts += 1;
        if def_use.users(r(n)).len() != count {
            return Some(fail(format!("%{n}: {} uses, spirv-dis {count}", def_use.users(r(n)).len())));
        }
    }
    Some(Ok(facts))
}

#[test]
fn model_agrees_with_spirv_dis_on_the_corpus() {
    let modules = corpus_modules();
    let results: Vec<Result<usize, String>> =
        parallel_map(&modules, |(name, bytes)| check(name, bytes)).into_iter().flatten().collect();
    let failures: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    let facts: usize = results.iter().filter_map(|r| r.as_ref().ok()).sum();
    eprintln!("{} corpus modules, {facts} facts checked, {} differ", results.len(), failures.len());
    assert!(failures.is_empty(), "{}", failures.iter().take(10).map(|s| s.as_str()).collect::<Vec<_>>().join("\n"));
    // The figure in spirv-model's crate docs (spirv-model/src/lib.rs): 355,741 facts over the corpus.
    assert!(results.len() > 2_000 && facts >= 355_741, "{} {facts}", results.len());
}

/// `OpSpecConstantOp` folded: spirv-opt's `--freeze-spec-const --fold-spec-const-op-composite`
/// turns specialization constants into constants at their defaults and folds the operations
/// on them into new `OpConstant`s, which replace them where they are used (the users keep their
/// ids). For each operation, the constant that stands in its place at its first user that
/// defines an id is the value `Model::evaluate` must give.
#[test]
fn folded_operations_agree_with_spirv_opt() {
    use spirv_core::spec::Instruction;
    /// The ids `inst` uses, in order.
    fn uses(inst: &Instruction<'_>) -> Vec<u32> {
        let mut out = Vec::new();
        inst.for_each_id(|kind, id| {
            if !matches!(kind, spirv_core::IdKind::Result | spirv_core::IdKind::ResultType) {
                out.push(id.get());
            }
        });
        out
    }
    let modules = corpus_modules();
    let results = parallel_map(&modules, |(name, bytes)| -> Vec<Result<(), String>> {
        let Ok(module) = Module::decode(bytes) else { return Vec::new() };
        let ops: Vec<u32> = module
            .iter()
            .filter_map(|i| match i {
                Instruction::SpecConstantOp { result_id, .. } => Some(result_id.get()),
                _ => None,
            })
            .collect();
        if ops.is_empty() {
            return Vec::new();
        }
        let args = ["--skip-validation", "--freeze-spec-const", "--fold-spec-const-op-composite", "-o", "-", "-"];
        let out = run_reference("spirv-opt", &args, bytes);
        if !out.status.success() {
            return vec![Err(format!("{name}: spirv-opt fails: {}", String::from_utf8_lossy(&out.stderr)))];
        }
        let Ok(folded) = Module::decode(&out.stdout) else { return vec![Err(format!("{name}: spirv-opt's output"))] };
        let folded_model = Model::new(&folded);
        let model = Model::new(&module);
        ops.iter()
            .filter_map(|&op| {
                // The first user with an id of its own that spirv-opt kept, and where op was.
                let (user, position) = module.iter().find_map(|inst| {
                    let position = uses(inst).iter().position(|&u| u == op)?;
                    let user = inst.result_id()?.get();
                    (!ops.contains(&user) || folded_model.def(r(user)).is_some()).then_some((user, position))
                })?;
                let replacement = *uses(folded_model.def(r(user))?).get(position)?;
                let expected = folded_model.evaluate(r(replacement))?;
                let plain = matches!(
                    folded_model.def(r(replacement))?,
                    Instruction::Constant { .. } | Instruction::ConstantTrue { .. } | Instruction::ConstantFalse { .. }
                );
                plain.then_some(())?;
                let ours = model.evaluate(r(op));
                let same = match (ours, expected) {
                    (Some(Value::Number(a)), Value::Number(b)) => a.bits() == b.bits(),
                    (a, b) => a == Some(b),
                };
                Some(if same { Ok(()) } else { Err(format!("{name}: %{op}: ours {ours:?}, spirv-opt {expected:?}")) })
            })
            .collect()
    });
    let results: Vec<Result<(), String>> = results.into_iter().flatten().collect();
    let failures: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    eprintln!("{} operations folded by spirv-opt, {} differ", results.len(), failures.len());
    assert!(failures.is_empty(), "{}", failures.iter().take(10).map(|s| s.as_str()).collect::<Vec<_>>().join("\n"));
    assert!(results.len() >= 20, "{}", results.len());
}

/// `DefUse` indexes sparse ids (far more id values than uses) another way than dense ones; both
/// give the same users. Every corpus module, with each id `n` renumbered to `n * 4099` (the
/// corpus test above checks the dense numbering against spirv-dis).
#[test]
fn def_use_of_sparse_ids() {
    let modules = corpus_modules();
    assert!(modules.len() > 2_000, "the corpus is missing");
    let checked: Vec<usize> = parallel_map(&modules, |(name, bytes)| {
        let Ok(module) = Module::decode(bytes) else { return 0 };
        let mut sparse = module.clone();
        for inst in &mut sparse.instructions {
            inst.for_each_id_mut(|_, id| *id = r(id.get() * 4099));
        }
        sparse.header.bound = module.header.bound * 4099;
        let (dense_model, sparse_model) = (Model::new(&module), Model::new(&sparse));
        let (dense, sparse) = (DefUse::new(&dense_model), DefUse::new(&sparse_model));
        for n in 1..module.header.bound {
            assert_eq!(dense.users(r(n)), sparse.users(r(n * 4099)), "{name}: %{n}");
        }
        module.header.bound as usize
    });
    assert!(checked.iter().sum::<usize>() > 100_000, "ids checked: {}", checked.iter().sum::<usize>());
}
