//! Model → Rust source. Nothing here can fail: every check happened in `lower`.
//!
//! Generated code is data plus thin trait impls; the algorithms (lookup by value or name,
//! requirement queries, the decode/encode loops) live once in spirv-core and are reached through
//! `::spirv_core::__private` (imported as `__spirv`), so that a crate invoking the macro needs
//! spirv-core alone.
//!
//! The output is source text rather than `proc_macro2` tokens built with `quote!`: this crate
//! then depends on std alone, which takes proc-macro2 and quote off the critical path of a clean
//! build, compiles faster itself, and hands `build.rs` users a string to write to a file. Every
//! name written here was validated as an identifier in `lower`, and every string goes through
//! [`str_lit`].

mod enums;
mod instructions;
mod tables;

use std::fmt::Write;

use crate::model::*;

/// Where a type path is written from: the grammar's module, or one of its submodules.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    Top,
    Sub,
}

pub(crate) struct Ctx<'g> {
    pub g: &'g Grammar,
}

/// Emits the whole expansion of a validated grammar as Rust source.
pub fn emit(g: &Grammar) -> String {
    let cx = Ctx { g };
    let mut out = String::with_capacity(1 << 20);
    out.push_str("#[allow(unused_imports)]\nuse ::spirv_core::__private as __spirv;\n");
    out.push_str("const _: () = __spirv::assert_abi_version(1);\n");
    cx.header(&mut out);
    enums::emit_kinds(&cx, &mut out);
    instructions::emit(&cx, &mut out);
    out
}

/// A Rust string literal for `s`.
pub(crate) fn str_lit(s: &str) -> String {
    // `Debug` escapes quotes, backslashes and control characters with Rust's own syntax.
    format!("{s:?}")
}

/// A Rust byte-string literal for `bytes`.
pub(crate) fn byte_str_lit(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2 + 3);
    out.push_str("b\"");
    for &b in bytes {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7E => out.push(b as char),
            _ => {
                let _ = write!(out, "\\x{b:02x}");
            }
        }
    }
    out.push('"');
    out
}

/// `#[doc = "..."]`.
pub(crate) fn doc(text: &str) -> String {
    format!("#[doc = {}]\n", str_lit(text))
}

impl Ctx<'_> {
    fn header(&self, out: &mut String) {
        match self.g.header {
            Header::Core { magic, major, minor, revision } => {
                let _ = write!(
                    out,
                    "{}pub const MAGIC_NUMBER: u32 = {magic:#010x};\n\
                     /// Major version of SPIR-V that this grammar describes.\n\
                     pub const MAJOR_VERSION: u8 = {major};\n\
                     /// Minor version of SPIR-V that this grammar describes.\n\
                     pub const MINOR_VERSION: u8 = {minor};\n\
                     /// Revision of the grammar within its SPIR-V version.\n\
                     pub const REVISION: u32 = {revision};\n",
                    doc(&format!("The SPIR-V magic number, `{magic:#010x}`, the first word of every module."))
                );
            }
            Header::Ext { version, revision } => {
                if let Some(v) = version {
                    let _ = writeln!(
                        out,
                        "/// Version of the extended instruction set, as given by its grammar.\npub const VERSION: u32 = {v};"
                    );
                }
                if let Some(v) = revision {
                    let _ = writeln!(
                        out,
                        "/// Revision of the extended instruction set, as given by its grammar.\npub const REVISION: u32 = {v};"
                    );
                }
            }
        }
    }

    /// Path of `Capability` from `scope`.
    pub(crate) fn capability_path(&self, scope: Scope) -> &'static str {
        match (self.g.capability_origin, scope) {
            (Origin::Core, _) => "::spirv_core::spec::Capability",
            (Origin::Local, Scope::Top) => "Capability",
            (Origin::Local, Scope::Sub) => "super::Capability",
        }
    }

    /// Path of a generated item of kind `k` named `name` from `scope`.
    fn item_path(&self, k: KindRef, name: &str, scope: Scope) -> String {
        match (self.g.kinds[k].origin, scope) {
            (Origin::Core, _) => format!("::spirv_core::spec::{name}"),
            (Origin::Local, Scope::Top) => name.to_string(),
            (Origin::Local, Scope::Sub) => format!("super::{name}"),
        }
    }

    /// The Rust type holding one value of kind `k`.
    pub(crate) fn kind_type(&self, k: KindRef, scope: Scope) -> String {
        let kind = &self.g.kinds[k];
        let lt = if kind.props.borrows { "<'a>" } else { "" };
        match &kind.category {
            Category::Id(id) => format!("__spirv::{}", id.name()),
            Category::Literal(lit) => match lit {
                LiteralKind::Integer => "u32".to_string(),
                LiteralKind::Float => "f32".to_string(),
                LiteralKind::String => "__spirv::Str<'a>".to_string(),
                LiteralKind::ContextDependentNumber => "__spirv::LiteralNumber".to_string(),
                LiteralKind::ExtInstInteger => "__spirv::ExtInstruction<'a>".to_string(),
                LiteralKind::SpecConstantOpInteger => match (self.g.header.is_core(), scope) {
                    (false, _) => "::spirv_core::spec::SpecConstantOperation<'a>".to_string(),
                    (true, Scope::Top) => "SpecConstantOperation<'a>".to_string(),
                    (true, Scope::Sub) => "super::SpecConstantOperation<'a>".to_string(),
                },
            },
            Category::Composite { bases, literal_number } => {
                let types: Vec<String> = bases
                    .iter()
                    .enumerate()
                    .map(|(i, &b)| {
                        if i == 0 && *literal_number {
                            "__spirv::LiteralNumber".to_string()
                        } else {
                            self.kind_type(b, scope)
                        }
                    })
                    .collect();
                format!("({})", types.join(", "))
            }
            Category::ValueEnum(_) => format!("{}{lt}", self.item_path(k, &kind.name, scope)),
            Category::BitEnum(e) if e.has_params() => {
                format!("{}{lt}", self.item_path(k, &format!("{}Operand", kind.name), scope))
            }
            Category::BitEnum(_) => self.item_path(k, &kind.name, scope),
        }
    }

    /// The Rust type of a field holding `operand` (with its quantifier and boxing).
    pub(crate) fn field_type(&self, operand: &Operand, scope: Scope) -> String {
        let inner = self.kind_type(operand.kind, scope);
        let inner = if operand.boxed { format!("__spirv::Box<{inner}>") } else { inner };
        match operand.quantifier {
            Quantifier::One => inner,
            Quantifier::Optional => format!("::core::option::Option<{inner}>"),
            Quantifier::Many => format!("__spirv::List<'a, {inner}>"),
        }
    }

    /// Path of the descriptor of kind `k`, from the grammar's module.
    pub(crate) fn descriptor_path(&self, k: KindRef) -> String {
        let name = &self.g.kinds[k].name;
        match self.g.kinds[k].origin {
            Origin::Core => format!("::spirv_core::spec::operand_kinds::{name}"),
            Origin::Local => format!("operand_kinds::{name}"),
        }
    }

    /// One line describing requirements, for docs.
    pub(crate) fn requirements_doc(&self, reqs: &Requirements) -> String {
        let mut parts = Vec::new();
        if !reqs.capabilities.is_empty() {
            parts.push(format!("Capabilities (any one): {}.", reqs.capabilities.join(", ")));
        }
        if !reqs.extensions.is_empty() {
            let list: Vec<String> = reqs.extensions.iter().map(|e| format!("`{e}`")).collect();
            parts.push(format!("Extensions: {}.", list.join(", ")));
        }
        match reqs.version {
            Some((a, b)) => parts.push(format!("SPIR-V version: {a}.{b}.")),
            None => parts.push("SPIR-V version: none (only through extensions).".to_string()),
        }
        if let Some((a, b)) = reqs.last_version {
            parts.push(format!("Last version: {a}.{b}."));
        }
        if reqs.provisional {
            parts.push("Provisional.".to_string());
        }
        parts.join(" ")
    }

    /// Derives for a generated type with the given properties.
    pub(crate) fn derives(props: TypeProps) -> &'static str {
        if props.eq { "#[derive(Clone, Debug, PartialEq, Eq, Hash)]\n" } else { "#[derive(Clone, Debug, PartialEq)]\n" }
    }
}

/// Link to the unified SPIR-V specification for a core item.
pub(crate) fn spec_link(g: &Grammar, anchor: &str) -> String {
    if g.header.is_core() {
        format!(" [Specification](https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#{anchor}).")
    } else {
        String::new()
    }
}

/// Cleans a grammar operand name for docs: quotes removed, whitespace collapsed.
pub(crate) fn operand_doc_name(name: &str) -> String {
    name.replace('\'', "").split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals() {
        assert_eq!(str_lit("a\"b\\c\nd"), r#""a\"b\\c\nd""#);
        assert_eq!(byte_str_lit(&[0, b'a', b'"', 255]), r#"b"\x00a\"\xff""#);
    }
}
