//! `for_each_instruction!`: the instruction list as a callback macro (wasmparser's
//! `for_each_operator!`), so that downstream crates generate visitors, builders or tables from
//! the same list as the `Instruction` enum.
//!
//! Emitted only when the macro knows the grammar module's path (the `module` option): the
//! callback's types are absolute paths through it.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::context::{Ctx, Scope, ident};

pub(crate) fn emit(cx: &Ctx) -> TokenStream {
    let Some(module) = &cx.options.module else { return TokenStream::new() };
    // `#[macro_export]` puts the macro at the crate root, so its name must be unique in the
    // crate: it is made of the module's path. `pub use` then gives it its public name here.
    let segments: Vec<String> = module.iter().map(ToString::to_string).collect();
    let hidden = format_ident!("__spirv_for_each_instruction_{}", segments[1..].join("_"));
    let entries = cx.g.instructions.iter().map(|inst| {
        let v = ident(&inst.ident);
        let opcode = Literal::u16_unsuffixed(inst.opcode);
        let name = &inst.name;
        let shape = if inst.boxed {
            quote!(boxed)
        } else if inst.fields().is_empty() {
            quote!(unit)
        } else {
            quote!(fields)
        };
        let fields = inst.fields().iter().map(|o| {
            let f = ident(&o.field);
            let t = cx.field_type(o, Scope::Absolute);
            quote!(#f: #t)
        });
        quote!(#v = #opcode, #name, #shape { #(#fields),* };)
    });
    let module_path = segments.join("::");
    let doc = format!(
        "Calls a macro with the instructions of this grammar (the module `{module_path}`), like \
         wasmparser's `for_each_operator!`: `for_each_instruction!(my_macro)` expands to \
         `my_macro! {{ ... }}` with one entry per instruction, in opcode order:\n\n\
         ```text\n\
         TypeInt = 21, \"OpTypeInt\", fields {{ result_id: IdResult, width: u32, signedness: u32 }};\n\
         Nop = 0, \"OpNop\", unit {{}};\n\
         ```\n\n\
         that is the `Instruction` variant, the opcode, the grammar name, the variant's shape \
         (`fields`: a struct-like variant; `unit`: no fields; `boxed`: the fields are in \
         `Box<op::Name>`) and the fields with their types (absolute paths, with the lifetime `'a`)."
    );
    quote! {
        #[doc(hidden)]
        #[macro_export]
        macro_rules! #hidden {
            ($($callback:tt)+) => {
                $($callback)+! {
                    #(#entries)*
                }
            };
        }
        #[doc = #doc]
        #[doc(inline)]
        pub use #hidden as for_each_instruction;
    }
}
