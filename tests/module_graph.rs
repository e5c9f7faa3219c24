//! The modules of each library crate form no cycle: a module uses only modules that do not use
//! it back, directly or through others (issue 40: state below, passes above, the orchestrator
//! on top).
//!
//! A module's uses are the paths its code names through `crate::`, `super::` and `self::`
//! (comments and `#[cfg(test)] mod tests` aside), each resolved to the deepest module of the
//! crate it names. A module's own submodules are not counted as its uses when it only declares
//! or re-exports them (`mod x;`, `pub use x::Item;`): what a parent declares is the crate's
//! shape, not a dependency. Anything else a module names of another is an edge, and the graph
//! of each crate must have no cycle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The library crates and the crates of the command-line tool and the macro.
const CRATES: &[&str] = &[
    "spirv-layout",
    "spirv-codegen",
    "spirv-macros",
    "spirv-runtime",
    "spirv-core",
    "spirv-model",
    "spirv-validate",
    "spirv-cli",
];

/// A module's path in its crate (`["passes", "memory"]`; empty: the crate's root).
type ModPath = Vec<String>;

fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            source_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a source file holds.
fn module_of(src: &Path, file: &Path) -> ModPath {
    let relative = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts
}

/// The code of a file without its comments, string literals, test module and the code it
/// writes for others (the bodies of `quote!`, whose paths name the generated code's modules,
/// and `$crate` paths, which name the crate from where a macro expands).
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let text = text.replace("$crate", "$krate");
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("quote!") || rest.starts_with("quote_spanned!") {
            // Up to the bracket that closes the macro's.
            let open = rest.find(['(', '{', '[']).unwrap_or(rest.len());
            let mut depth = 0;
            let mut end = rest.len();
            for (k, ch) in rest[open..].char_indices() {
                match ch {
                    '(' | '{' | '[' => depth += 1,
                    ')' | '}' | ']' => {
                        depth -= 1;
                        if depth == 0 {
                            end = open + k + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            i += end;
        } else if rest.starts_with('"') || raw_string(rest) {
            // A string: up to its closing quote (and hashes), escapes skipped.
            let hashes = rest[1..].chars().take_while(|&c| c == '#').count();
            let raw = rest.starts_with('r');
            let start = if raw { 2 + hashes } else { 1 };
            let close = format!("\"{}", "#".repeat(hashes));
            let mut k = start;
            while k < rest.len() {
                if !raw && rest.as_bytes()[k] == b'\\' {
                    k += 2;
                } else if rest[k..].starts_with(&close) {
                    k += close.len();
                    break;
                } else {
                    k += rest[k..].chars().next().map_or(1, char::len_utf8);
                }
            }
            out.push_str("\"\"");
            i += k.min(rest.len());
        } else if rest.starts_with("'\"'") {
            i += 3;
        } else {
            let ch = rest.chars().next().unwrap();
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// Whether `rest` starts with a raw string (`r"`, `r#"`, ...; not a raw identifier, `r#type`).
fn raw_string(rest: &str) -> bool {
    rest.strip_prefix('r').is_some_and(|r| r.trim_start_matches('#').starts_with('"'))
}

/// The paths `code` names from `start` (`crate`, `super` or `self`), as identifier lists: a
/// group (`crate::a::{b, c::d}`) gives one path per member.
fn paths(code: &str, start: &str) -> Vec<(Vec<String>, bool)> {
    let mut found = Vec::new();
    let bytes = code.as_bytes();
    let needle = format!("{start}::");
    let mut from = 0;
    while let Some(at) = code[from..].find(&needle) {
        let at = from + at;
        from = at + needle.len();
        // Not the end of a longer identifier (`my_crate::`).
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue;
        }
        // Whether the path is re-exported or declared (`pub use`, `pub(crate) use`).
        let line_start = code[..at].rfind('\n').map_or(0, |n| n + 1);
        let reexport = code[line_start..at].trim_start().starts_with("pub");
        let mut prefix = Vec::new();
        read_path(&code[from..], &mut prefix, &mut found, reexport);
    }
    found
}

/// Reads `a::b::{c, d::e}` from the start of `rest` after `prefix`, pushing each full path.
fn read_path(rest: &str, prefix: &mut Vec<String>, found: &mut Vec<(Vec<String>, bool)>, reexport: bool) {
    let rest = rest.trim_start();
    if let Some(group) = rest.strip_prefix('{') {
        // The members, split at the group's top-level commas.
        let mut depth = 0;
        let mut member_start = 0;
        for (i, ch) in group.char_indices() {
            match ch {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    let mut p = prefix.clone();
                    read_path(&group[member_start..i], &mut p, found, reexport);
                    return;
                }
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    let mut p = prefix.clone();
                    read_path(&group[member_start..i], &mut p, found, reexport);
                    member_start = i + 1;
                }
                _ => {}
            }
        }
        return;
    }
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    if end == 0 {
        if !prefix.is_empty() {
            found.push((prefix.clone(), reexport));
        }
        return;
    }
    prefix.push(rest[..end].to_string());
    match rest[end..].strip_prefix("::") {
        Some(more) => read_path(more, prefix, found, reexport),
        None => found.push((prefix.clone(), reexport)),
    }
}

/// The deepest module of `modules` that `path` names.
fn resolve(modules: &BTreeSet<ModPath>, path: &[String]) -> ModPath {
    (0..=path.len()).rev().map(|n| path[..n].to_vec()).find(|p| modules.contains(p)).unwrap_or_default()
}

/// Each module's uses of other modules of the crate under `src`.
fn graph(src: &Path) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
    let mut files = Vec::new();
    source_files(src, &mut files);
    // Binaries beside a library (`src/bin`) are crates of their own.
    files.retain(|f| !f.strip_prefix(src).unwrap().starts_with("bin"));
    let modules: BTreeSet<ModPath> = files.iter().map(|f| module_of(src, f)).collect();
    let mut graph = BTreeMap::new();
    for file in &files {
        let module = module_of(src, file);
        let text = code(&std::fs::read_to_string(file).unwrap());
        let mut uses = BTreeSet::new();
        for start in ["crate", "super", "self"] {
            for (path, reexport) in paths(&text, start) {
                let base: ModPath = match start {
                    "crate" => Vec::new(),
                    "super" => module[..module.len().saturating_sub(1)].to_vec(),
                    _ => module.clone(),
                };
                let full: ModPath = base.into_iter().chain(path).collect();
                let target = resolve(&modules, &full);
                let is_child = target.len() > module.len() && target.starts_with(&module);
                if target != module && !(is_child && reexport) {
                    uses.insert(target);
                }
            }
        }
        // Items a module names without a path (`foo::bar()` after `mod foo;`) are its own
        // submodules' uses: those count too.
        for child in modules.iter().filter(|m| m.len() == module.len() + 1 && m.starts_with(&module)) {
            let name = child.last().unwrap();
            let used = text.match_indices(&format!("{name}::")).any(|(at, _)| {
                let before = text[..at].chars().next_back();
                let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
                let reexport = text[line_start..at].trim_start().starts_with("pub");
                !matches!(before, Some(c) if c.is_alphanumeric() || c == '_' || c == ':') && !reexport
            });
            if used {
                uses.insert(child.clone());
            }
        }
        graph.insert(module, uses);
    }
    graph
}

/// A cycle of `graph`, if it has one.
fn cycle(graph: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Option<Vec<ModPath>> {
    // Depth first, iteratively: 0 unseen, 1 on the path, 2 done.
    let mut state: BTreeMap<&ModPath, u8> = BTreeMap::new();
    for root in graph.keys() {
        if state.contains_key(root) {
            continue;
        }
        let mut path: Vec<(&ModPath, Vec<&ModPath>)> = vec![(root, graph[root].iter().collect())];
        state.insert(root, 1);
        while let Some((node, next)) = path.last_mut() {
            let node = *node;
            match next.pop() {
                Some(n) if !graph.contains_key(n) => {}
                Some(n) => match state.get(n).copied().unwrap_or(0) {
                    0 => {
                        state.insert(n, 1);
                        path.push((n, graph[n].iter().collect()));
                    }
                    1 => {
                        let from = path.iter().position(|(m, _)| *m == n).unwrap();
                        let mut cycle: Vec<ModPath> = path[from..].iter().map(|(m, _)| (*m).clone()).collect();
                        cycle.push(n.clone());
                        return Some(cycle);
                    }
                    _ => {}
                },
                None => {
                    state.insert(node, 2);
                    path.pop();
                }
            }
        }
    }
    None
}

fn name(module: &ModPath) -> String {
    if module.is_empty() { "crate".into() } else { module.join("::") }
}

#[test]
fn no_crate_has_a_module_cycle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut failures = Vec::new();
    for krate in CRATES {
        let graph = graph(&root.join(krate).join("src"));
        assert!(graph.len() > 1, "{krate}: no modules found");
        if let Some(cycle) = cycle(&graph) {
            failures.push(format!("{krate}: {}", cycle.iter().map(name).collect::<Vec<_>>().join(" -> ")));
        }
    }
    assert!(failures.is_empty(), "module cycles:\n{}", failures.join("\n"));
}

#[test]
fn the_check_finds_a_cycle() {
    // Two modules that use each other, and one that names its child's item through `self`.
    let mut graph = BTreeMap::new();
    let a = vec!["a".to_string()];
    let b = vec!["b".to_string()];
    graph.insert(a.clone(), BTreeSet::from([b.clone()]));
    graph.insert(b.clone(), BTreeSet::from([a.clone()]));
    assert!(cycle(&graph).is_some());
    graph.insert(b, BTreeSet::new());
    assert!(cycle(&graph).is_none());
    let text = code(
        "use crate::{a::X, b::{c, d::Y}};\nfn f() { crate::e::g() } // crate::h\nconst S: &str = \"crate::i\";\nquote!(crate::j); $crate::k",
    );
    let found = paths(&text, "crate");
    let found: Vec<Vec<String>> = found.into_iter().map(|(p, _)| p).collect();
    let expect = [vec!["a", "X"], vec!["b", "c"], vec!["b", "d", "Y"], vec!["e", "g"]];
    assert_eq!(found, expect.map(|p| p.iter().map(|s| s.to_string()).collect::<Vec<_>>()));
}
