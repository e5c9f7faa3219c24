//! Grammar model, validation and code emission behind `spirv_grammar!`.
//!
//! The pipeline has three stages, each in its own module:
//!
//! 1. parse: a serde mirror of the grammar file (its shape, with the position of every value);
//! 2. lower: validation into a checked model, collecting every violation with its JSON position
//!    and path;
//! 3. emit: `quote!` tokens from the model; it cannot fail.
//!
//! The proc-macro crate `spirv-macros` is a thin shell around [`expand`]; a `build.rs` can call
//! it too and write the tokens (`.to_string()`) to a file.
//!
//! ```
//! let options = spirv_codegen::Options::default();
//! let grammar = r#"{ "instructions": [ { "opname": "Hello", "opcode": 1,
//!     "operands": [ { "kind": "IdRef", "name": "'Who'" } ] } ] }"#;
//! let tokens = spirv_codegen::expand(grammar, &options).expect("a valid grammar");
//! assert!(tokens.to_string().contains("pub enum Op"));
//!
//! let errors = spirv_codegen::expand(r#"{ "instructions": [ { "opname": "A", "opcode": 1,
//!     "operands": [ { "kind": "IdReff" } ] } ] }"#, &options).unwrap_err();
//! assert_eq!(
//!     errors[0].to_string(),
//!     "2:29: instructions[A].operands[0].kind: unknown operand kind `IdReff`: did you mean `IdRef`?"
//! );
//! ```

mod emit;
mod json;
mod lower;
mod model;
mod names;
mod options;

pub use options::Options;

use std::sync::OnceLock;

use proc_macro2::TokenStream;

/// A grammar error with its position in the JSON text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{column}: {}{message}", if path.is_empty() { String::new() } else { format!("{path}: ") })]
pub struct Error {
    /// 1-based line of the offending value.
    pub line: usize,
    /// 1-based column (in characters) of the offending value.
    pub column: usize,
    /// JSON path such as `operand_kinds[Capability].enumerants[3]`; empty for the whole file.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

/// The core grammar this crate was built with, used to resolve the core operand kinds and
/// capabilities that extended-instruction-set grammars refer to without defining.
const CORE_GRAMMAR: &str = include_str!("../grammar/spirv.core.grammar.json");

/// The validated embedded core grammar.
fn core_model() -> Result<&'static model::Grammar, Vec<Error>> {
    static CORE: OnceLock<Result<model::Grammar, Vec<Error>>> = OnceLock::new();
    CORE.get_or_init(|| load(CORE_GRAMMAR, None)).as_ref().map_err(|errors| {
        errors
            .iter()
            .map(|e| Error { message: format!("in the embedded core grammar: {}", e.message), ..e.clone() })
            .collect()
    })
}

/// Parses and validates a grammar; `core` resolves the kinds an extended set uses.
fn load(text: &str, core: Option<&model::Grammar>) -> Result<model::Grammar, Vec<Error>> {
    let source = json::Source { text };
    let raw = json::parse(source)
        .map_err(|e| vec![Error { line: e.line, column: e.column, path: e.path, message: e.message }])?;
    let core = match (raw.magic_number.is_none(), core) {
        (true, None) => Some(core_model()?),
        (_, core) => core,
    };
    lower::lower(&raw, core).map_err(|errors| {
        let mut errors: Vec<Error> = errors
            .into_iter()
            .map(|e| {
                let (line, column) = source.line_column(e.at);
                Error { line, column, path: e.path, message: e.message }
            })
            .collect();
        errors.sort_by_key(|e| (e.line, e.column));
        errors
    })
}

/// Validates a grammar and emits its expansion (without the rebuild-tracking item, which the
/// macro adds because only it knows the file's path). Extended-set grammars (those without a
/// magic number) are resolved against the core grammar of SPIRV-Headers 1.4.335.
///
/// # Errors
/// Every problem of the grammar, in the order of their positions.
pub fn expand(text: &str, options: &Options) -> Result<TokenStream, Vec<Error>> {
    let model = load(text, None)?;
    Ok(emit::emit(&model, options))
}

#[cfg(test)]
mod tests;
