//! The macro's input: `[@krate PATH;] "file.json" [, key = value]* [,]`.
//!
//! `@krate` is how `spirv_core::spirv_grammar!` passes `$crate`; the options are
//! `module = crate::path::to::here`.

use proc_macro2::TokenStream;
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Ident, LitStr, Token};

pub struct Args {
    /// Path of spirv-core (`$crate` when invoked through spirv-core's macro).
    pub krate: Option<TokenStream>,
    /// The grammar file name.
    pub file: LitStr,
    /// The `module` option: the invocation's module path from the crate root.
    pub module: Option<Vec<Ident>>,
}

impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut krate = None;
        if input.peek(Token![@]) {
            input.parse::<Token![@]>()?;
            let key: Ident = input.parse()?;
            if key != "krate" {
                return Err(syn::Error::new(key.span(), "expected `@krate`"));
            }
            let mut path = TokenStream::new();
            while !input.peek(Token![;]) {
                path.extend([input.parse::<proc_macro2::TokenTree>()?]);
            }
            input.parse::<Token![;]>()?;
            krate = Some(path);
        }
        let file: LitStr = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected a string literal naming the grammar file, such as `\"spirv.core.grammar.json\"`",
            )
        })?;
        let mut module = None;
        while !input.is_empty() {
            input.parse::<Token![,]>().map_err(|e| {
                syn::Error::new(e.span(), "expected `,` and an option such as `module = crate::path::to::here`")
            })?;
            if input.is_empty() {
                break;
            }
            let key = Ident::parse_any(input)?;
            input.parse::<Token![=]>()?;
            match key.to_string().as_str() {
                "module" => {
                    let path = Punctuated::<Ident, Token![::]>::parse_separated_nonempty_with(input, Ident::parse_any)?;
                    let segments: Vec<Ident> = path.into_iter().collect();
                    if segments[0] != "crate" {
                        return Err(syn::Error::new(
                            segments[0].span(),
                            "`module` is the path of the module the macro is invoked in, from the crate root, such as `crate::spec`",
                        ));
                    }
                    module = Some(segments);
                }
                other => {
                    return Err(syn::Error::new(
                        key.span(),
                        format!("unknown option `{other}`: the option is `module`"),
                    ));
                }
            }
        }
        Ok(Args { krate, file, module })
    }
}
