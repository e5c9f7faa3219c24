//! The ids of every instruction, as `for_each_id` and `result_id` give them, against spirv-dis
//! (SPIRV-Tools 2025.5), which prints every id operand as `%<number>`; and renumbering with
//! `for_each_id_mut`, which spirv-val accepts and spirv-dis shows renumbered.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

use spirv_core::spec::{Instruction, Op};
use spirv_core::{IdKind, IdRef, Module};
use spirv_workspace::{corpus_modules, reference_tool};

/// `spirv-dis --raw-id` of a module, one line per instruction (header comments left out).
fn disassemble(dir: &Path, name: &str, bytes: &[u8]) -> Vec<String> {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    let out = Command::new(reference_tool("spirv-dis"))
        .args(["--raw-id", "--no-header", "--no-indent"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_string).collect()
}

/// The `%<number>` tokens of a disassembled line, in order, outside string literals.
fn ids_in_line(line: &str) -> Vec<u32> {
    let mut ids = Vec::new();
    let mut in_string = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => in_string = !in_string,
            '\\' if in_string => {
                chars.next();
            }
            '%' if !in_string => {
                let mut n = String::new();
                while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    n.push(*d);
                    chars.next();
                }
                ids.push(n.parse().unwrap());
            }
            _ => {}
        }
    }
    ids
}

/// Our ids of an instruction in spirv-dis' order: the result id first (`%r = OpX %type ...`),
/// and without the copies of `OpSpecConstantOp`'s result type and id that its operation holds.
fn ids_of(inst: &Instruction<'_>) -> Vec<u32> {
    let mut ids: Vec<(IdKind, u32)> = Vec::new();
    inst.for_each_id(|kind, id| ids.push((kind, id.get())));
    if inst.op() == Some(Op::SpecConstantOp) {
        ids.drain(2..4);
    }
    if let Some(i) = ids.iter().position(|(kind, _)| *kind == IdKind::Result) {
        let result = ids.remove(i);
        ids.insert(0, result);
    }
    ids.into_iter().map(|(_, id)| id).collect()
}

/// A sample of the corpus: every 25th module, so that the reference tools run briefly.
fn sample() -> Vec<(String, Vec<u8>)> {
    corpus_modules().into_iter().step_by(25).collect()
}

#[test]
fn ids_match_spirv_dis() {
    let dir = tempfile::tempdir().unwrap();
    let (mut modules, mut instructions) = (0, 0);
    for (name, bytes) in sample() {
        let module = Module::decode(&bytes).unwrap();
        let lines = disassemble(dir.path(), "module.spv", &bytes);
        assert_eq!(lines.len(), module.instructions.len(), "{name}");
        for (inst, line) in module.iter().zip(&lines) {
            assert_eq!(ids_of(inst), ids_in_line(line), "{name}: {line}");
            let result = line.split_once(" = ").map(|(r, _)| ids_in_line(r)[0]);
            assert_eq!(inst.result_id().map(|id| id.get()), result, "{name}: {line}");
            if inst.op().is_some_and(|op| op.has_result_type()) {
                assert_eq!(inst.result_type().map(|id| id.get()), Some(ids_in_line(line)[1]), "{name}: {line}");
            } else {
                assert_eq!(inst.result_type(), None, "{name}: {line}");
            }
            instructions += 1;
        }
        modules += 1;
    }
    assert!(modules >= 80 && instructions > 5000, "{modules} modules, {instructions} instructions");
}

/// Reversing the id numbering (`id` → `bound - id`) with `for_each_id_mut` gives a module that
/// spirv-val accepts and that spirv-dis prints as the original with every id mapped.
#[test]
fn renumbering_with_for_each_id_mut() {
    let dir = tempfile::tempdir().unwrap();
    let val = reference_tool("spirv-val");
    let mut checked = 0;
    for (name, bytes) in sample() {
        let original = Module::decode(&bytes).unwrap();
        let bound = original.header.bound;
        let mut renumbered = original.clone();
        for inst in &mut renumbered.instructions {
            inst.for_each_id_mut(|_, id| *id = IdRef::new(bound - id.get()).unwrap());
        }
        let renumbered_bytes = renumbered.to_bytes();
        let path = dir.path().join("renumbered.spv");
        std::fs::write(&path, &renumbered_bytes).unwrap();
        let original_valid = {
            let p = dir.path().join("original.spv");
            std::fs::write(&p, &bytes).unwrap();
            Command::new(&val).arg(&p).output().unwrap().status.success()
        };
        if original_valid {
            let out = Command::new(&val).arg(&path).output().unwrap();
            assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
        }
        let map: HashMap<u32, u32> = (1..bound).map(|id| (id, bound - id)).collect();
        let expected: Vec<Vec<u32>> = disassemble(dir.path(), "a.spv", &bytes)
            .iter()
            .map(|l| ids_in_line(l).iter().map(|id| map[id]).collect())
            .collect();
        let got: Vec<Vec<u32>> =
            disassemble(dir.path(), "b.spv", &renumbered_bytes).iter().map(|l| ids_in_line(l)).collect();
        assert_eq!(got, expected, "{name}");
        // Renumbering back gives the original bytes.
        for inst in &mut renumbered.instructions {
            inst.for_each_id_mut(|_, id| *id = IdRef::new(bound - id.get()).unwrap());
        }
        assert_eq!(renumbered.to_bytes(), bytes, "{name}");
        checked += 1;
    }
    assert!(checked >= 80, "{checked}");
}
