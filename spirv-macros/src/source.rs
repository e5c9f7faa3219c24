//! Grammar file lookup, expansion, and errors at the literal.

use std::path::{Path, PathBuf};

use proc_macro2::TokenStream;
use quote::quote;

use crate::args::Args;

/// Reads, validates and expands the grammar named by the macro's argument.
pub fn expand(args: &Args) -> syn::Result<TokenStream> {
    let name = args.file.value();
    let span = args.file.span();
    let (path, shown) = resolve(&name).map_err(|message| syn::Error::new(span, message))?;
    let text = std::fs::read_to_string(&path)
        .map_err(|e| syn::Error::new(span, format!("cannot read grammar file `{shown}`: {e}")))?;
    let mut options = spirv_codegen::Options::default();
    if let Some(krate) = &args.krate {
        options.krate = krate.clone();
    }
    options.module = args.module.clone();
    let tokens = spirv_codegen::expand(&text, &options).map_err(|errors| {
        errors
            .into_iter()
            .map(|error| syn::Error::new(span, format!("{shown}:{error}")))
            .reduce(|mut all, e| {
                all.combine(e);
                all
            })
            .unwrap_or_else(|| syn::Error::new(span, "invalid grammar"))
    })?;
    // Rebuild when the grammar changes: `include_bytes!` puts the file in rustc's dep-info
    // (`proc_macro::tracked` is unstable).
    let tracked = path.to_string_lossy();
    Ok(quote! {
        #tokens
        const _: &[u8] = ::core::include_bytes!(#tracked);
    })
}

/// Finds the grammar file: `<dir>/<name>` or `<dir>/grammar/<name>`, where `<dir>` is the
/// invoking crate's directory (`CARGO_MANIFEST_DIR`) and then each of its ancestors. Returns
/// its canonical path and the path relative to the crate directory, which messages show: they
/// never contain absolute paths, so that they read the same on every machine.
fn resolve(name: &str) -> Result<(PathBuf, String), String> {
    if name.is_empty() {
        return Err("the grammar file name is empty".into());
    }
    if Path::new(name).is_absolute() {
        return Err(format!(
            "absolute grammar path `{name}`: give a path relative to the crate directory (or to a `grammar/` folder in it or in one of its ancestors)"
        ));
    }
    let manifest_dir =
        std::env::var_os("CARGO_MANIFEST_DIR").ok_or("CARGO_MANIFEST_DIR is not set: build with cargo")?;
    for (up, dir) in Path::new(&manifest_dir).ancestors().enumerate() {
        for folder in ["", "grammar/"] {
            let candidate = dir.join(folder).join(name);
            if candidate.is_file() {
                let shown = format!("{}{folder}{name}", "../".repeat(up));
                let path =
                    candidate.canonicalize().map_err(|e| format!("cannot resolve grammar file `{shown}`: {e}"))?;
                return Ok((path, shown));
            }
        }
    }
    Err(format!(
        "grammar file `{name}` not found: looked for `{name}` and `grammar/{name}` in the crate directory and each of its ancestors"
    ))
}
