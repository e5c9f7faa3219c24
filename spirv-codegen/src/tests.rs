//! The generator on the 16 real grammar files, and on small inline grammars for the rules.

use serde_json::Value;

use crate::Options;
use crate::model::{Category, Header};

/// Keys of the top-level object that the generator reads (or knowingly ignores: `copyright`).
const KNOWN_TOP_KEYS: &[&str] = &[
    "copyright",
    "magic_number",
    "major_version",
    "minor_version",
    "version",
    "revision",
    "instruction_printing_class",
    "instructions",
    "operand_kinds",
];
/// Keys of an instruction object that the generator reads.
const KNOWN_INSTRUCTION_KEYS: &[&str] = &[
    "opname",
    "class",
    "opcode",
    "operands",
    "capabilities",
    "capability",
    "extensions",
    "aliases",
    "version",
    "lastVersion",
    "provisional",
];
/// Keys of an operand or parameter object that the generator reads.
const KNOWN_OPERAND_KEYS: &[&str] = &["kind", "quantifier", "name"];
/// Keys of an operand kind object that the generator reads.
const KNOWN_KIND_KEYS: &[&str] = &["category", "kind", "doc", "enumerants", "bases"];
/// Keys of an enumerant object that the generator reads.
const KNOWN_ENUMERANT_KEYS: &[&str] = &[
    "enumerant",
    "enumerator",
    "value",
    "capabilities",
    "extensions",
    "aliases",
    "parameters",
    "version",
    "lastVersion",
    "provisional",
];
/// Keys of an `instruction_printing_class` entry that the generator reads.
const KNOWN_CLASS_KEYS: &[&str] = &["tag", "heading"];

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

fn load(text: &str) -> Result<crate::model::Grammar, Vec<crate::Error>> {
    crate::load(text, None)
}

fn errors(text: &str) -> Vec<String> {
    crate::expand(text, &Options::default()).unwrap_err().iter().map(ToString::to_string).collect()
}

#[test]
fn every_grammar_validates_and_expands() {
    let files = grammar_files();
    assert_eq!(files.len(), 16);
    for (name, text) in &files {
        let model = load(text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(model.header.is_core(), name == "spirv.core.grammar.json");
        let tokens = crate::expand(text, &Options::default()).unwrap().to_string();
        assert!(tokens.contains("pub enum Op"), "{name}");
    }
}

/// Keys the grammar files use that the generator does not read would be silently ignored;
/// this notices them when the grammars are updated.
#[test]
fn grammars_use_only_known_keys() {
    fn keys(v: &Value) -> Vec<&str> {
        v.as_object().map(|m| m.keys().map(String::as_str).collect()).unwrap_or_default()
    }
    fn items<'v>(v: &'v Value, key: &str) -> Vec<&'v Value> {
        v.get(key).and_then(Value::as_array).map(|a| a.iter().collect()).unwrap_or_default()
    }
    let mut unknown = Vec::new();
    let mut seen_capability_spelling = false;
    for (name, text) in grammar_files() {
        let root: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut check = |v: &Value, known: &[&str], what: &str| {
            for k in keys(v) {
                if !known.contains(&k) {
                    unknown.push(format!("{name}: {what} key `{k}`"));
                }
            }
        };
        check(&root, KNOWN_TOP_KEYS, "top-level");
        for class in items(&root, "instruction_printing_class") {
            check(class, KNOWN_CLASS_KEYS, "printing class");
        }
        for inst in items(&root, "instructions") {
            check(inst, KNOWN_INSTRUCTION_KEYS, "instruction");
            seen_capability_spelling |= inst.get("capability").is_some();
            for op in items(inst, "operands") {
                check(op, KNOWN_OPERAND_KEYS, "operand");
            }
        }
        for kind in items(&root, "operand_kinds") {
            check(kind, KNOWN_KIND_KEYS, "operand kind");
            for e in items(kind, "enumerants") {
                check(e, KNOWN_ENUMERANT_KEYS, "enumerant");
                for p in items(e, "parameters") {
                    check(p, KNOWN_OPERAND_KEYS, "parameter");
                }
            }
        }
    }
    assert_eq!(unknown, Vec::<String>::new());
    // OpenCL.DebugInfo.100 spells `capabilities` as `capability` on one instruction
    // (DebugModuleINTEL); the mirror reads both.
    assert!(seen_capability_spelling);
}

/// `capability` (one string) is read as `capabilities`.
#[test]
fn capability_spelling_is_read() {
    let text = r#"{ "instructions": [ { "opname": "A", "opcode": 1, "capability": "Shader" } ] }"#;
    let g = load(text).unwrap();
    assert_eq!(g.instructions[0].reqs.capabilities, ["Shader"]);
}

#[test]
fn core_model_facts() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/spirv.core.grammar.json")).unwrap();
    let g = load(&text).unwrap();
    assert!(matches!(g.header, Header::Core { magic: 0x0723_0203, major: 1, minor: 6, revision: 4 }));
    assert_eq!(g.instructions.len(), 858);
    let by_name = |n: &str| g.instructions.iter().find(|i| i.name == n).unwrap();
    // Two `MemoryAccess` operands get distinct field names, of the same type.
    let copy = by_name("OpCopyMemory");
    let fields: Vec<&str> = copy.fields().iter().map(|o| o.field.as_str()).collect();
    assert_eq!(fields, ["target", "source", "memory_access", "memory_access_2"]);
    assert_eq!(copy.fields()[2].kind, copy.fields()[3].kind);
    // `LiteralExtInstInteger` takes the operands after it.
    let ext = by_name("OpExtInst");
    assert_eq!(ext.fields().len(), 4);
    assert_eq!(ext.operands.len(), 5);
    // Prose names are cleaned.
    let call = by_name("OpFunctionCall");
    assert_eq!(call.fields().last().unwrap().field, "arguments");
    // Sorted by opcode, opcodes unique.
    assert!(g.instructions.windows(2).all(|w| w[0].opcode < w[1].opcode));
    let dim = g.kinds.iter().find(|k| k.name == "Dim").unwrap();
    let Category::ValueEnum(e) = &dim.category else { panic!("Dim is a ValueEnum") };
    assert!(e.enumerants.iter().any(|x| x.name == "2D" && x.ident == "Dim2D"));
}

/// Which variants hold their fields in a box depends only on the instruction's own operands.
#[test]
fn boxed_variants_follow_one_rule() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/spirv.core.grammar.json")).unwrap();
    let g = load(&text).unwrap();
    for inst in &g.instructions {
        let size = crate::lower::variant_size(
            inst.fields().iter().map(|o| crate::lower::field_props(&g.kinds, o.kind, o.quantifier)),
        );
        assert_eq!(inst.boxed, size > crate::lower::CORE_ENUM_SIZE, "{}", inst.name);
    }
}

#[test]
fn extended_sets_use_core_kinds() {
    let g = load(
        r#"{ "instructions": [ { "opname": "Store", "opcode": 1,
        "operands": [ { "kind": "IdRef" }, { "kind": "StorageClass" }, { "kind": "PairIdRefIdRef", "quantifier": "*" } ] } ] }"#,
    )
    .unwrap();
    let kinds: Vec<&str> = g.instructions[0].operands.iter().map(|o| g.kinds[o.kind].name.as_str()).collect();
    assert_eq!(kinds, ["IdRef", "StorageClass", "PairIdRefIdRef"]);
}

/// Every violation is reported, each with its position and path, in the order of positions.
#[test]
fn errors_are_collected_with_positions() {
    let text = r#"{
  "instructions": [
    { "opname": "A", "opcode": 1, "operands": [ { "kind": "Nope" } ] },
    { "opname": "B", "opcode": 1, "capabilities": [ "Shader", "Shadr" ] }
  ],
  "operand_kinds": [
    { "category": "BitEnum", "kind": "M", "enumerants": [ { "enumerant": "X", "value": "0x1" }, { "enumerant": "Y", "value": "0x1" } ] }
  ]
}"#;
    assert_eq!(
        errors(text),
        [
            "3:59: instructions[A].operands[0].kind: unknown operand kind `Nope`",
            "4:32: instructions[B].opcode: opcode 1 of `B` is already taken by `A`: list other names in `aliases` instead of a second entry",
            "4:63: instructions[B].capabilities[1]: unknown capability `Shadr`: did you mean `Shader`?",
            "7:126: operand_kinds[M].enumerants[1].value: value 0x1 of `Y` is already taken by `X` in `M`: list other names in `aliases` instead of a second entry",
        ]
    );
}

/// Names must be made of ASCII letters, digits and `_`: they become identifiers by one rule.
#[test]
fn names_that_are_not_identifiers_are_errors() {
    let text = r#"{
  "instructions": [ { "opname": "Anno tate", "opcode": 1 } ],
  "operand_kinds": [ { "category": "ValueEnum", "kind": "K", "enumerants": [ { "enumerant": "A-B", "value": 0 } ] } ]
}"#;
    assert_eq!(
        errors(text),
        [
            "2:33: instructions[Anno tate].opname: opname: `Anno tate` is not a name: ' ' is not an ASCII letter, digit or `_`",
            "3:93: operand_kinds[K].enumerants[0].enumerant: enumerant: `A-B` is not a name: '-' is not an ASCII letter, digit or `_`",
        ]
    );
}

/// Syntax errors and shape errors come from serde_json, with their position and path.
#[test]
fn syntax_and_shape_errors() {
    assert_eq!(errors("{ \"instructions\": [ { \"opname\": } ] }"), ["1:33: invalid JSON: expected value"]);
    assert_eq!(
        errors("{ \"instructions\": [ { \"opname\": \"A\", \"opcode\": 1, \"operands\": 7 } ] }"),
        ["1:63: instructions[A].operands: invalid type: integer `7`, expected a sequence"]
    );
    // Inside a value whose position is kept, the error points at the value's start.
    assert_eq!(
        errors("{ \"instructions\": [ { \"opname\": 12, \"opcode\": 1 } ] }"),
        ["1:33: instructions[0].opname: invalid type: integer `12`, expected a string"]
    );
    assert_eq!(
        errors("{ \"instructions\": [ { \"opcode\": 1 } ] }"),
        ["1:21: instructions[0]: missing field `opname`"]
    );
}

/// The companion names `XKind` / `XOperand` exist for every kind, so they are reserved.
#[test]
fn companion_names_are_reserved() {
    let text = r#"{
  "instructions": [ { "opname": "A", "opcode": 1 } ],
  "operand_kinds": [
    { "category": "ValueEnum", "kind": "Level", "enumerants": [ { "enumerant": "Low", "value": 0 } ] },
    { "category": "ValueEnum", "kind": "LevelKind", "enumerants": [ { "enumerant": "Low", "value": 0 } ] }
  ]
}"#;
    assert_eq!(
        errors(text),
        [
            "4:40: operand_kinds[Level].kind: `Level` needs a generated companion type `LevelKind`, which collides with another item"
        ]
    );
}

/// Every problem of a file is reported in one pass: inside an instruction whose name or opcode
/// is bad, the capabilities of an instruction whose operands are bad, an element of the wrong
/// shape beside good ones, a kind of the wrong shape (its uses are not reported again), an
/// enumerant with a bad name. Only a syntax error stops the parse.
#[test]
fn every_error_is_reported_at_once() {
    let text = r#"{
  "instructions": [
    { "opname": "Bad name", "opcode": 1, "operands": [ { "kind": "Nope" } ], "capabilities": [ "Shadr" ] },
    { "opname": "A", "opcode": "two", "operands": [ { "kind": "IdRef", "quantifier": "+" } ] },
    { "opname": "B", "opcode": 3, "operands": [ { "kind": "IdReff" }, { "kind": 5 } ], "capabilities": [ "Teleportation" ] },
    { "opname": "C", "opcode": 4, "operands": [ { "kind": "Broken" } ] },
    { "opname": 7, "opcode": 5 },
    { "opname": "D", "opcode": 6, "version": "one" }
  ],
  "operand_kinds": [
    { "category": "ValueEnum", "kind": "Broken", "enumerants": 3 },
    { "category": "ValueEnum", "kind": "K", "enumerants": [
      { "enumerant": "A-B", "value": 0, "capabilities": [ "Shadr" ], "parameters": [ { "kind": "IdRef" } ] },
      { "enumerant": "C", "value": "one" },
      { "value": 2 }
    ] }
  ]
}"#;
    assert_eq!(
        errors(text),
        [
            "3:17: instructions[Bad name].opname: opname: `Bad name` is not a name: ' ' is not an ASCII letter, digit or `_`",
            "3:66: instructions[Bad name].operands[0].kind: unknown operand kind `Nope`",
            "3:96: instructions[Bad name].capabilities[0]: unknown capability `Shadr`: did you mean `Shader`?",
            "4:32: instructions[A].opcode: opcode `\"two\"` must be an integer from 0 to 65535",
            "4:86: instructions[A].operands[0].quantifier: quantifier `+` is not one of `?` and `*`",
            "5:59: instructions[B].operands[0].kind: unknown operand kind `IdReff`: did you mean `IdRef`?",
            "5:81: instructions[B].operands[1].kind: invalid type: integer `5`, expected a string",
            "5:106: instructions[B].capabilities[0]: unknown capability `Teleportation`",
            "7:17: instructions[4].opname: invalid type: integer `7`, expected a string",
            "8:46: instructions[D].version: version `one` is neither `\"None\"` nor `major.minor` (such as `\"1.5\"`)",
            "11:64: operand_kinds[Broken].enumerants: invalid type: integer `3`, expected a sequence",
            "13:22: operand_kinds[K].enumerants[0].enumerant: enumerant: `A-B` is not a name: '-' is not an ASCII letter, digit or `_`",
            "13:59: operand_kinds[K].enumerants[0].capabilities[0]: unknown capability `Shadr`: did you mean `Shader`?",
            "14:36: operand_kinds[K].enumerants[1].value: ValueEnum value `\"one\"` must be an integer from 0 to 4294967295",
            "15:7: operand_kinds[K].enumerants[2]: missing field `enumerant`",
        ]
    );
}
