//! Grammar model, validation and code emission behind `spirv_grammar!`.
//!
//! The pipeline has three stages, each in its own module:
//!
//! 1. [`json`]: a serde mirror of the grammar file (shape only, never panics);
//! 2. [`lower`]: validation into the checked [`model`], collecting every violation with its
//!    JSON path;
//! 3. `emit`: Rust source from the model; it cannot fail.
//!
//! The proc-macro crate `spirv-macros` is a thin shell around [`expand`]; this crate can also be
//! used from a `build.rs` to write the expansion to a file.
//!
//! ```
//! let grammar = r#"{ "instructions": [ { "opname": "Hello", "opcode": 1,
//!     "operands": [ { "kind": "IdRef", "name": "'Who'" } ] } ] }"#;
//! let source = spirv_codegen::expand(grammar).expect("a valid grammar");
//! assert!(source.contains("pub enum Op"));
//!
//! let errors = spirv_codegen::expand(r#"{ "instructions": [ { "opname": "A", "opcode": 1,
//!     "operands": [ { "kind": "Nope" } ] } ] }"#).unwrap_err();
//! assert_eq!(errors[0].to_string(), "2:29: instructions[A].operands[0].kind: unknown operand kind `Nope`");
//! ```

pub mod json;
pub mod locate;
pub mod lower;
pub mod model;
pub mod names;

mod emit;

use std::sync::OnceLock;

/// A grammar error with its position in the JSON text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// 1-based line of the offending value.
    pub line: usize,
    /// 1-based column (in characters) of the offending value.
    pub column: usize,
    /// JSON path such as `operand_kinds[Capability].enumerants[3]`; empty for the whole file.
    pub path: String,
    pub message: String,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.path.is_empty() {
            write!(f, "{}:{}: {}", self.line, self.column, self.message)
        } else {
            write!(f, "{}:{}: {}: {}", self.line, self.column, self.path, self.message)
        }
    }
}

/// The core grammar this crate was built with, used to resolve the core operand kinds and
/// capabilities that extended-instruction-set grammars refer to without defining.
const CORE_GRAMMAR: &str = include_str!("../grammar/spirv.core.grammar.json");

/// The validated embedded core grammar.
pub fn core_model() -> Result<&'static model::Grammar, Vec<Error>> {
    static CORE: OnceLock<Result<model::Grammar, Vec<Error>>> = OnceLock::new();
    CORE.get_or_init(|| load_with(CORE_GRAMMAR, None)).as_ref().map_err(|errors| {
        errors
            .iter()
            .map(|e| Error { message: format!("in the embedded core grammar: {}", e.message), ..e.clone() })
            .collect()
    })
}

/// Parses and validates a grammar. Extended-set grammars (those without a magic number) are
/// resolved against the embedded core grammar.
pub fn load(text: &str) -> Result<model::Grammar, Vec<Error>> {
    let raw = parse(text)?;
    let core = if raw.magic_number.is_none() { Some(core_model()?) } else { None };
    lower_raw(text, &raw, core)
}

fn load_with(text: &str, core: Option<&model::Grammar>) -> Result<model::Grammar, Vec<Error>> {
    let raw = parse(text)?;
    lower_raw(text, &raw, core)
}

fn parse(text: &str) -> Result<json::Grammar, Vec<Error>> {
    json::parse(text).map_err(|errors| {
        errors
            .into_iter()
            .map(|e| match e {
                json::ParseError::Syntax { offset, message } => {
                    let (line, column) = locate::offset_line_column(text, offset);
                    Error { line, column, path: String::new(), message: format!("invalid JSON: {message}") }
                }
                json::ParseError::Shape { path, message } => {
                    let (line, column) = locate::line_column(text, &path);
                    Error { line, column, path: path.to_string(), message }
                }
            })
            .collect()
    })
}

fn lower_raw(text: &str, raw: &json::Grammar, core: Option<&model::Grammar>) -> Result<model::Grammar, Vec<Error>> {
    lower::lower(raw, core).map_err(|errors| {
        errors
            .into_iter()
            .map(|e| {
                let (line, column) = locate::line_column(text, &e.path);
                Error { line, column, path: e.path.to_string(), message: e.message }
            })
            .collect()
    })
}

/// Validates a grammar and emits its Rust expansion as source text (without the rebuild-tracking
/// item, which the macro adds because only it knows the file's path).
pub fn expand(text: &str) -> Result<String, Vec<Error>> {
    let model = load(text)?;
    Ok(emit::emit(&model))
}
