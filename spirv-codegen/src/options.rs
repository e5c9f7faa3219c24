//! How a grammar is expanded: the options the macro passes.

use proc_macro2::TokenStream;
use quote::quote;

/// How to expand a grammar.
#[derive(Clone, Debug)]
pub struct Options {
    /// Path of the crate whose `__private` module the generated code uses (spirv-core):
    /// `::spirv_core` by default; `spirv_core::spirv_grammar!` passes `$crate`, so that a crate
    /// that renames its dependency works.
    pub krate: TokenStream,
    /// Path of the module the expansion goes in, from the crate root (`crate`, `spec`).
    /// When given, the expansion also defines `for_each_instruction!`, whose types are written
    /// through this path, as `$crate::spec::…`: the `crate` identifier's span decides which crate
    /// `$crate` means, so it should be the invoking crate's own token.
    pub module: Option<Vec<proc_macro2::Ident>>,
}

impl Default for Options {
    fn default() -> Self {
        Options { krate: quote!(::spirv_core), module: None }
    }
}
