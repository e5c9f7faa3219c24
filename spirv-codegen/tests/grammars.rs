//! The generator on the 16 real grammar files, and on small inline grammars for the rules.

use spirv_codegen::json::{self, Value};
use spirv_codegen::model::{Category, Header, Quantifier};

fn grammar_files() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar");
    let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("the grammar folder")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap()))
        .collect();
    files.sort();
    files
}

#[test]
fn every_grammar_validates_and_expands() {
    let files = grammar_files();
    assert_eq!(files.len(), 16);
    for (name, text) in &files {
        let model = spirv_codegen::load(text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(model.header.is_core(), name == "spirv.core.grammar.json");
        let source = spirv_codegen::expand(text).unwrap();
        assert!(source.contains("pub enum Op {"), "{name}");
    }
}

/// Keys the grammar files use that the generator does not understand would be silently
/// ignored; this notices them when the grammars are updated.
#[test]
fn grammars_use_only_known_keys() {
    fn keys(v: &Value) -> Vec<&str> {
        match v {
            Value::Object(m) => m.iter().map(|(k, _)| k.as_str()).collect(),
            _ => Vec::new(),
        }
    }
    fn items<'v>(v: &'v Value, key: &str) -> Vec<&'v Value> {
        match v {
            Value::Object(m) => match m.iter().find(|(k, _)| k == key) {
                Some((_, Value::Array(items))) => items.iter().collect(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }
    let mut unknown = Vec::new();
    for (name, text) in grammar_files() {
        let root = json::parse_value(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let mut check = |v: &Value, known: &[&str], what: &str| {
            for k in keys(v) {
                if !known.contains(&k) {
                    unknown.push(format!("{name}: {what} key `{k}`"));
                }
            }
        };
        check(&root, json::KNOWN_TOP_KEYS, "top-level");
        for inst in items(&root, "instructions") {
            check(inst, json::KNOWN_INSTRUCTION_KEYS, "instruction");
            for op in items(inst, "operands") {
                check(op, json::KNOWN_OPERAND_KEYS, "operand");
            }
        }
        for kind in items(&root, "operand_kinds") {
            check(kind, json::KNOWN_KIND_KEYS, "operand kind");
            for e in items(kind, "enumerants") {
                check(e, json::KNOWN_ENUMERANT_KEYS, "enumerant");
                for p in items(e, "parameters") {
                    check(p, json::KNOWN_OPERAND_KEYS, "parameter");
                }
            }
        }
    }
    // OpenCL.DebugInfo.100 spells `capabilities` as `capability` on one instruction
    // (DebugModuleINTEL); SPIRV-Tools ignores it too.
    assert_eq!(unknown, ["extinst.opencl.debuginfo.100.grammar.json: instruction key `capability`"]);
}

#[test]
fn core_model_facts() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/spirv.core.grammar.json")).unwrap();
    let g = spirv_codegen::load(&text).unwrap();
    assert!(matches!(g.header, Header::Core { magic: 0x0723_0203, major: 1, minor: 6, revision: 4 }));
    assert_eq!(g.instructions.len(), 858);
    let by_name = |n: &str| g.instructions.iter().find(|i| i.name == n).unwrap();
    // Two `MemoryAccess` operands get distinct field names.
    let copy = by_name("OpCopyMemory");
    let fields: Vec<&str> = copy.fields().iter().map(|o| o.field.as_str()).collect();
    assert_eq!(fields, ["target", "source", "memory_access", "memory_access_2"]);
    // `LiteralExtInstInteger` takes the operands after it.
    let ext = by_name("OpExtInst");
    assert_eq!(ext.fields().len(), 4);
    assert_eq!(ext.operands.len(), 5);
    assert_eq!(ext.operands[4].quantifier, Quantifier::Many);
    // Prose names are cleaned.
    let call = by_name("OpFunctionCall");
    assert_eq!(call.fields().last().unwrap().field, "arguments");
    // Sorted by opcode, opcodes unique.
    assert!(g.instructions.windows(2).all(|w| w[0].opcode < w[1].opcode));
    let dim = g.kinds.iter().find(|k| k.name == "Dim").unwrap();
    let Category::ValueEnum(e) = &dim.category else { panic!("Dim is a ValueEnum") };
    assert!(e.enumerants.iter().any(|x| x.name == "2D" && x.ident == "Dim2D"));
}

#[test]
fn extended_sets_use_core_kinds() {
    let g = spirv_codegen::load(r#"{ "instructions": [ { "opname": "Store", "opcode": 1,
        "operands": [ { "kind": "IdRef" }, { "kind": "StorageClass" }, { "kind": "PairIdRefIdRef", "quantifier": "*" } ] } ] }"#)
    .unwrap();
    let kinds: Vec<&str> = g.instructions[0].operands.iter().map(|o| g.kinds[o.kind].name.as_str()).collect();
    assert_eq!(kinds, ["IdRef", "StorageClass", "PairIdRefIdRef"]);
}

/// Every violation is reported, each with its position and path.
#[test]
fn errors_are_collected_with_positions() {
    let text = r#"{
  "instructions": [
    { "opname": "A", "opcode": 1, "operands": [ { "kind": "Nope" } ] },
    { "opname": "B", "opcode": 1, "capabilities": [ "Shader", "Flying" ] }
  ],
  "operand_kinds": [
    { "category": "BitEnum", "kind": "M", "enumerants": [ { "enumerant": "X", "value": "0x1" }, { "enumerant": "Y", "value": "0x1" } ] }
  ]
}"#;
    let errors: Vec<String> = spirv_codegen::expand(text).unwrap_err().iter().map(ToString::to_string).collect();
    assert_eq!(
        errors,
        [
            "7:126: operand_kinds[M].enumerants[1].value: value 0x1 of `Y` is already taken by `X` in `M`: list other names in `aliases` instead of a second entry",
            "3:59: instructions[A].operands[0].kind: unknown operand kind `Nope`",
            "4:32: instructions[B].opcode: opcode 1 of `B` is already taken by `A`: list other names in `aliases` instead of a second entry",
            "4:63: instructions[B].capabilities[1]: unknown capability `Flying`",
        ]
    );
}
