//! Identifier derivation: grammar names to Rust identifiers.
//!
//! One rule, which a grammar update cannot reshape: the grammar spelling is kept (`OpenCL_C`,
//! `acos`), so that a user who knows the specification finds the name they expect. Only what Rust
//! cannot accept changes: a name starting with a digit gets its kind's name as a prefix
//! (`Dim::Dim2D`), a keyword gets a trailing underscore (wasm-encoder's `loop_`). Names of
//! instructions, kinds and enumerants may hold only ASCII letters, digits and `_`; anything else
//! is a grammar error. Flags are the SCREAMING_SNAKE_CASE of their name (`MAKE_TEXEL_AVAILABLE`),
//! as `bitflags` constants are. Operand names are prose (`'Memory Access'`) and are cleaned into
//! snake_case fields.

/// Rust keywords (strict and reserved, all editions) that cannot be used as plain identifiers.
const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false", "fn",
    "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self",
    "Self", "static", "struct", "super", "trait", "true", "try", "type", "unsafe", "use", "where", "while", "abstract",
    "become", "box", "do", "final", "macro", "override", "priv", "typeof", "unsized", "virtual", "yield",
];

/// Whether `s` is a Rust keyword.
pub fn is_keyword(s: &str) -> bool {
    KEYWORDS.contains(&s)
}

/// Whether `s` is a valid non-keyword identifier.
pub fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    s != "_" && chars.all(|c| c.is_ascii_alphanumeric() || c == '_') && !is_keyword(s)
}

/// Why `name` cannot name an instruction, kind or enumerant, if it cannot: it must be
/// non-empty and hold only ASCII letters, digits and `_`.
pub fn check_name(name: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err("the name is empty".into());
    }
    match name.chars().find(|c| !(c.is_ascii_alphanumeric() || *c == '_')) {
        Some(c) => Err(format!("`{name}` is not a name: {c:?} is not an ASCII letter, digit or `_`")),
        None => Ok(()),
    }
}

/// Turns any string into an identifier: invalid characters become `_`, a leading digit gets
/// `prefix`, keywords get a trailing `_`.
pub fn sanitize(name: &str, prefix: &str) -> String {
    let mut out: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert_str(0, prefix);
    }
    if is_keyword(&out) || out == "_" {
        out.push('_');
    }
    out
}

/// Variant identifier of an enumerant: the grammar spelling, prefixed with the kind's name when
/// it starts with a digit (`Dim` `2D` → `Dim2D`).
pub fn variant_ident(name: &str, kind: &str) -> String {
    sanitize(name, kind)
}

/// Variant identifier of an instruction: `OpTypeInt` → `TypeInt` in the core grammar (the enum is
/// already called `Op`); extended-set names are kept (`Sqrt`, `acos`).
pub fn instruction_ident(opname: &str, strip_op: bool) -> String {
    let name = match opname.strip_prefix("Op") {
        Some(rest) if strip_op && rest.starts_with(|c: char| c.is_ascii_uppercase()) => rest,
        _ => opname,
    };
    sanitize(name, "Op")
}

/// Variant identifier of an instruction class: the tag's words, each capitalised
/// (`Type-Declaration` → `TypeDeclaration`, `Relational_and_Logical` → `RelationalAndLogical`,
/// `@exclude` → `Exclude`); `None` when the tag has no letter or digit.
pub fn class_ident(tag: &str) -> Option<String> {
    let words = words(tag);
    let mut out = String::new();
    for w in &words {
        let mut chars = w.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars);
        }
    }
    (!out.is_empty()).then(|| sanitize(&out, "Class"))
}

/// Splits a CamelCase or separated name into words.
///
/// `MakeTexelAvailableKHR` → `Make Texel Available KHR`, `Float16ImageAMD` → `Float16 Image AMD`,
/// `NotNaN` → `Not NaN` (a single trailing capital after a lower-case letter stays in its word),
/// `D~ref~` → `D ref`.
pub fn words(name: &str) -> Vec<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut words: Vec<String> = Vec::new();
    let mut current = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_ascii_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            continue;
        }
        if let Some(&prev) = current.chars().last().as_ref() {
            let next = chars.get(i + 1).copied();
            let boundary = c.is_ascii_uppercase()
                && ((prev.is_ascii_lowercase() || prev.is_ascii_digit())
                    || (prev.is_ascii_uppercase() && next.is_some_and(|n| n.is_ascii_lowercase())));
            // "NaN": a lone capital ending the name after a lower-case letter belongs to its word.
            let lone_tail = c.is_ascii_uppercase() && prev.is_ascii_lowercase() && next.is_none() && current.len() <= 2;
            if boundary && !lone_tail {
                words.push(std::mem::take(&mut current));
            }
        }
        current.push(c);
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

/// `MakeTexelAvailableKHR` → `MAKE_TEXEL_AVAILABLE_KHR`; a leading digit gets `prefix` first.
pub fn screaming_snake(name: &str, prefix: &str) -> String {
    let mut joined = words(name).join("_").to_ascii_uppercase();
    if joined.is_empty() || joined.starts_with(|c: char| c.is_ascii_digit()) {
        let p = words(prefix).join("_").to_ascii_uppercase();
        joined = if joined.is_empty() { p } else { format!("{p}_{joined}") };
    }
    sanitize(&joined, "_")
}

/// `Memory Access` → `memory_access`, `minVal` → `min_val`, `DWARF Version` → `dwarf_version`.
pub fn snake(name: &str) -> String {
    words(name).join("_").to_ascii_lowercase()
}

/// Field name for an operand or parameter, from its grammar `name` if any, else from its kind.
///
/// Prose is cleaned: quotes go, `<id>` goes, a list description such as
/// `'Operand 1, Operand 2, ...'` or `'Member 0 type, member 1 type, ...'` becomes the plural of its
/// first item without the number (`operands`, `member_types`).
pub fn field_name(name: Option<&str>, kind: &str) -> String {
    let from_kind = || match kind {
        "IdResultType" => "result_type".to_string(),
        "IdResult" => "result_id".to_string(),
        _ => snake(kind),
    };
    let Some(raw) = name else { return sanitize(&from_kind(), "operand_") };
    let text = raw.replace("<id>", "").replace('\'', "");
    let text = text.trim();
    let is_list = text.contains(',') || text.contains("...");
    let field = if is_list {
        let first = text.split([',', '+']).next().unwrap_or_default().replace("...", "");
        let kept: Vec<&str> = first.split_whitespace().filter(|w| !w.chars().all(|c| c.is_ascii_digit())).collect();
        let mut s = snake(&kept.join(" "));
        if !s.is_empty() && !s.ends_with('s') {
            s.push('s');
        }
        s
    } else {
        snake(text)
    };
    if field.is_empty() { sanitize(&from_kind(), "operand_") } else { sanitize(&field, "operand_") }
}

/// The candidate closest to `name`, if one is close enough to be a likely misspelling.
pub fn suggest<'c>(name: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    candidates
        .into_iter()
        .map(|c| (strsim::jaro_winkler(&name.to_ascii_lowercase(), &c.to_ascii_lowercase()), c))
        .filter(|&(score, _)| score >= 0.85)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screaming_snake_examples() {
        for (input, expected) in [
            ("MakeTexelAvailableKHR", "MAKE_TEXEL_AVAILABLE_KHR"),
            ("FlagIsPublic", "FLAG_IS_PUBLIC"),
            ("NotNaN", "NOT_NAN"),
            ("NotInf", "NOT_INF"),
            ("NSZ", "NSZ"),
            ("NoAliasINTELMask", "NO_ALIAS_INTEL_MASK"),
            ("ConstOffsets", "CONST_OFFSETS"),
            ("None", "NONE"),
            ("Float16ImageAMD", "FLOAT16_IMAGE_AMD"),
            ("InitiationIntervalALTERA", "INITIATION_INTERVAL_ALTERA"),
        ] {
            assert_eq!(screaming_snake(input, "Kind"), expected, "{input}");
        }
        assert_eq!(screaming_snake("2x2", "CooperativeMatrixReduce"), "COOPERATIVE_MATRIX_REDUCE_2X2");
    }

    #[test]
    fn field_names_from_prose() {
        for (name, kind, expected) in [
            (Some("'Operand 1, Operand 2, ...'"), "IdRef", "operands"),
            (Some("'Member 0 type, member 1 type, ...'"), "IdRef", "member_types"),
            (Some("'Parameter 0 Type, Parameter 1 Type, ...'"), "IdRef", "parameter_types"),
            (Some("'Argument 0, Argument 1, ...'"), "IdRef", "arguments"),
            (Some("'Condition 0, Operand 0, +\n...'"), "IdRef", "conditions"),
            (Some("Operands ..."), "IdRef", "operands"),
            (Some("'Memory Access'"), "MemoryAccess", "memory_access"),
            (Some("D~ref~"), "IdRef", "d_ref"),
            (Some("minVal"), "IdRef", "min_val"),
            (Some("DWARF Version"), "LiteralInteger", "dwarf_version"),
            (Some("A_zp"), "IdRef", "a_zp"),
            (Some("'Type'"), "IdRef", "type_"),
            (Some("'Default'"), "IdRef", "default"),
            (None, "IdResultType", "result_type"),
            (None, "IdResult", "result_id"),
            (None, "ImageOperands", "image_operands"),
        ] {
            assert_eq!(field_name(name, kind), expected, "{name:?}");
        }
    }

    #[test]
    fn suggestions() {
        let kinds = ["IdRef", "IdResult", "LiteralInteger", "ImageOperands", "StorageClass"];
        assert_eq!(suggest("IdReff", kinds), Some("IdRef"));
        assert_eq!(suggest("LiteralInterger", kinds), Some("LiteralInteger"));
        assert_eq!(suggest("storageclass", kinds), Some("StorageClass"));
        assert_eq!(suggest("Bogus", kinds), None);
    }

    #[test]
    fn names_must_be_ascii_words() {
        assert!(check_name("Dim2D").is_ok() && check_name("2D").is_ok() && check_name("OpenCL_C").is_ok());
        assert!(check_name("Anno tate").is_err() && check_name("A.").is_err() && check_name("").is_err());
    }

    #[test]
    fn identifiers() {
        assert_eq!(variant_ident("2D", "Dim"), "Dim2D");
        assert_eq!(variant_ident("OpenCL_C", "SourceLanguage"), "OpenCL_C");
        assert_eq!(instruction_ident("OpTypeInt", true), "TypeInt");
        assert_eq!(instruction_ident("Sqrt", false), "Sqrt");
        assert_eq!(instruction_ident("acos", false), "acos");
        assert_eq!(sanitize("loop", "x"), "loop_");
        assert!(!is_ident("2D") && is_ident("Dim2D") && !is_ident("type"));
        assert_eq!(class_ident("Type-Declaration").as_deref(), Some("TypeDeclaration"));
        assert_eq!(class_ident("Relational_and_Logical").as_deref(), Some("RelationalAndLogical"));
        assert_eq!(class_ident("Device-Side_Enqueue").as_deref(), Some("DeviceSideEnqueue"));
        assert_eq!(class_ident("@exclude").as_deref(), Some("Exclude"));
        assert_eq!(class_ident("2D"), Some("Class2D".to_string()));
        assert_eq!(class_ident("-"), None);
    }
}
