//! Macro input, grammar file lookup, and error reporting at the literal.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// A compile error at a span.
pub struct Error {
    span: Span,
    message: String,
}

impl Error {
    fn new(span: Span, message: impl Into<String>) -> Self {
        Error { span, message: message.into() }
    }

    /// `::core::compile_error! { "…" }` with every token at the error's span, so that rustc
    /// points at the macro's argument.
    pub fn into_compile_error(self) -> TokenStream {
        let span = self.span;
        let punct = |c, spacing| {
            let mut p = Punct::new(c, spacing);
            p.set_span(span);
            TokenTree::Punct(p)
        };
        let mut message = Literal::string(&self.message);
        message.set_span(span);
        let mut body = Group::new(Delimiter::Brace, TokenStream::from(TokenTree::Literal(message)));
        body.set_span(span);
        [
            punct(':', Spacing::Joint),
            punct(':', Spacing::Alone),
            TokenTree::Ident(Ident::new("core", span)),
            punct(':', Spacing::Joint),
            punct(':', Spacing::Alone),
            TokenTree::Ident(Ident::new("compile_error", span)),
            punct('!', Spacing::Alone),
            TokenTree::Group(body),
        ]
        .into_iter()
        .collect()
    }
}

/// The grammar file name: the macro's only argument, a string literal (a trailing comma is
/// accepted).
fn file_literal(input: TokenStream) -> Result<(String, Span), Error> {
    let mut tokens = input.into_iter();
    let expected = "expected a string literal naming the grammar file, such as `\"spirv.core.grammar.json\"`";
    let literal = match tokens.next() {
        Some(TokenTree::Literal(lit)) => lit,
        // A literal passed through a `macro_rules!` fragment arrives wrapped in a group.
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::None => return file_literal(g.stream()),
        Some(other) => return Err(Error::new(other.span(), expected)),
        None => return Err(Error::new(Span::call_site(), expected)),
    };
    let span = literal.span();
    let value = string_value(&literal.to_string()).ok_or_else(|| Error::new(span, expected))?;
    match tokens.next() {
        None => {}
        Some(TokenTree::Punct(p)) if p.as_char() == ',' && tokens.next().is_none() => {}
        Some(other) => return Err(Error::new(other.span(), "unexpected input after the grammar file name")),
    }
    Ok((value, span))
}

/// The value of a string literal token (`"a\"b"`, `r#"x"#`); `None` if it is not a string.
pub(crate) fn string_value(token: &str) -> Option<String> {
    if let Some(raw) = token.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let body = raw.get(hashes..raw.len().checked_sub(hashes)?)?;
        return body.strip_prefix('"')?.strip_suffix('"').map(str::to_string);
    }
    let body = token.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next()? {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            '0' => out.push('\0'),
            c @ ('\\' | '"' | '\'') => out.push(c),
            // Line continuations, unicode and byte escapes never name grammar files.
            _ => return None,
        }
    }
    Some(out)
}

/// Reads, validates and expands the grammar named by the macro's argument.
pub fn expand(input: TokenStream) -> Result<TokenStream, Vec<Error>> {
    let (name, span) = file_literal(input).map_err(|e| vec![e])?;
    let path = resolve(&name, span).map_err(|e| vec![e])?;
    let text = std::fs::read_to_string(&path)
        .map_err(|e| vec![Error::new(span, format!("cannot read grammar file `{name}`: {e}"))])?;
    let mut source = spirv_codegen::expand(&text).map_err(|errors| {
        errors.into_iter().map(|error| Error::new(span, format!("{name}:{error}"))).collect::<Vec<_>>()
    })?;
    // Rebuild when the grammar changes: `include_bytes!` puts the file in rustc's dep-info
    // (`proc_macro::tracked` is unstable).
    let tracked = path.to_string_lossy();
    source.push_str(&format!("const _: &[u8] = ::core::include_bytes!({tracked:?});\n"));
    TokenStream::from_str(&source)
        .map_err(|e| vec![Error::new(span, format!("internal error: the expansion of `{name}` does not parse: {e}"))])
}

/// Finds the grammar file: `<dir>/<name>` or `<dir>/grammar/<name>`, where `<dir>` is the
/// invoking crate's directory (`CARGO_MANIFEST_DIR`) and then each of its ancestors. Messages
/// never contain absolute paths, so that they read the same on every machine.
fn resolve(name: &str, span: Span) -> Result<PathBuf, Error> {
    if name.is_empty() {
        return Err(Error::new(span, "the grammar file name is empty"));
    }
    if Path::new(name).is_absolute() {
        return Err(Error::new(
            span,
            format!(
                "absolute grammar path `{name}`: give a path relative to the crate directory (or to a `grammar/` folder in it or in one of its ancestors)"
            ),
        ));
    }
    let Some(manifest_dir) = std::env::var_os("CARGO_MANIFEST_DIR") else {
        return Err(Error::new(span, "CARGO_MANIFEST_DIR is not set: build with cargo"));
    };
    for dir in Path::new(&manifest_dir).ancestors() {
        for candidate in [dir.join(name), dir.join("grammar").join(name)] {
            if candidate.is_file() {
                return candidate
                    .canonicalize()
                    .map_err(|e| Error::new(span, format!("cannot resolve grammar file `{name}`: {e}")));
            }
        }
    }
    Err(Error::new(
        span,
        format!(
            "grammar file `{name}` not found: looked for `{name}` and `grammar/{name}` in the crate directory and each of its ancestors"
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::string_value;

    #[test]
    fn string_literals() {
        assert_eq!(string_value(r#""a.json""#).as_deref(), Some("a.json"));
        assert_eq!(string_value(r#""a\"b""#).as_deref(), Some("a\"b"));
        assert_eq!(string_value(r###"r#"x"y"#"###).as_deref(), Some("x\"y"));
        assert_eq!(string_value("12"), None);
        assert_eq!(string_value(r#"b"x""#), None);
    }
}
