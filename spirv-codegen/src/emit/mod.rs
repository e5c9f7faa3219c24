//! Model → tokens. Nothing here can fail: every check happened in `lower`.
//!
//! Generated code is data plus thin trait impls; the algorithms (lookup by value or name,
//! requirement queries, decoding and visiting loops) live once in spirv-runtime and spirv-core
//! and are reached through the runtime crate's `__private` module (imported as `__spirv`), so
//! that a crate invoking the macro needs spirv-core alone.

mod context;
mod enums;
mod for_each;
mod instructions;
mod tables;

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::model::*;
use crate::options::Options;
use context::Ctx;

/// The version of the interface between generated code and spirv-core's `__private` module;
/// spirv-core asserts it, so that mismatched crate versions fail to compile rather than
/// misbehave.
const ABI_VERSION: u32 = 9;

/// Emits the whole expansion of a validated grammar.
pub(crate) fn emit(g: &Grammar, options: &Options) -> TokenStream {
    let cx = Ctx { g, options };
    let krate = &options.krate;
    let abi = Literal::u32_unsuffixed(ABI_VERSION);
    let header = cx.header();
    let kinds = enums::emit(&cx);
    let instructions = instructions::emit(&cx);
    let tables = tables::emit(&cx);
    let for_each = for_each::emit(&cx);
    quote! {
        // Public (and hidden) so that `for_each_instruction!` can name runtime types through it.
        #[doc(hidden)]
        #[allow(unused_imports)]
        pub use #krate::__private as __spirv;
        const _: () = __spirv::assert_abi_version(#abi);
        #header
        #kinds
        #instructions
        #tables
        #for_each
    }
}
