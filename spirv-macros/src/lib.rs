//! The `spirv_grammar!` procedural macro. Use it through `spirv_core::spirv_grammar!`, whose
//! documentation describes what it generates; this crate is only the compiler-facing shell
//! around `spirv-codegen`.
//!
//! It depends on nothing but `spirv-codegen` (which uses std alone): its input is one string
//! literal, and leaving syn, quote, proc-macro2 and serde out makes a clean build of spirv-core
//! markedly faster (see BENCHMARKS.md).

mod source;

use proc_macro::TokenStream;

/// Expands a SPIR-V JSON grammar into typed Rust. See `spirv_core::spirv_grammar!`.
#[proc_macro]
pub fn spirv_grammar(input: TokenStream) -> TokenStream {
    match source::expand(input) {
        Ok(tokens) => tokens,
        Err(errors) => errors.into_iter().map(source::Error::into_compile_error).collect(),
    }
}
