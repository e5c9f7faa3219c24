//! The `spirv_grammar!` procedural macro. Use it through `spirv_core::spirv_grammar!`, whose
//! documentation describes what it generates and which passes it the path of spirv-core
//! (`$crate`); this crate is only the compiler-facing shell around `spirv-codegen`.

mod args;
mod source;

use proc_macro::TokenStream;

/// Expands a SPIR-V JSON grammar into typed Rust. See `spirv_core::spirv_grammar!`.
#[proc_macro]
pub fn spirv_grammar(input: TokenStream) -> TokenStream {
    let args = syn::parse_macro_input!(input as args::Args);
    source::expand(&args).unwrap_or_else(syn::Error::into_compile_error).into()
}
