//! What every part of the expansion is written with: the grammar and options ([`Ctx`]), where
//! a path is written from ([`Scope`]), identifiers, docs and the paths of shared types.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;
use spirv_layout::{IdKind, LiteralKind, Quantifier};

use crate::model::*;
use crate::options::Options;

/// Where a type path is written from: the grammar's module, its `op` submodule, or anywhere
/// (the `for_each_instruction!` macro, through the grammar module's path).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    Top,
    Sub,
    Absolute,
}

pub(crate) struct Ctx<'g> {
    pub g: &'g Grammar,
    pub options: &'g Options,
}

/// An identifier checked by `lower`.
pub(crate) fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

/// `#[doc = "..."]`.
pub(crate) fn doc(text: &str) -> TokenStream {
    quote!(#[doc = #text])
}

impl Ctx<'_> {
    pub(crate) fn header(&self) -> TokenStream {
        match self.g.header {
            Header::Core { magic, major, minor, revision } => {
                let magic_doc = format!("The SPIR-V magic number, `{magic:#010x}`, the first word of every module.");
                let magic = Literal::u32_unsuffixed(magic);
                let (major, minor) = (Literal::u8_unsuffixed(major), Literal::u8_unsuffixed(minor));
                let revision = Literal::u32_unsuffixed(revision);
                quote! {
                    #[doc = #magic_doc]
                    pub const MAGIC_NUMBER: u32 = #magic;
                    /// Major version of SPIR-V that this grammar describes.
                    pub const MAJOR_VERSION: u8 = #major;
                    /// Minor version of SPIR-V that this grammar describes.
                    pub const MINOR_VERSION: u8 = #minor;
                    /// Revision of the grammar within its SPIR-V version.
                    pub const REVISION: u32 = #revision;
                }
            }
            Header::Ext { version, revision } => {
                let version = version.map(Literal::u32_unsuffixed).map(|v| {
                    quote! {
                        /// Version of the extended instruction set, as given by its grammar.
                        pub const VERSION: u32 = #v;
                    }
                });
                let revision = revision.map(Literal::u32_unsuffixed).map(|v| {
                    quote! {
                        /// Revision of the extended instruction set, as given by its grammar.
                        pub const REVISION: u32 = #v;
                    }
                });
                quote!(#version #revision)
            }
        }
    }

    /// Path of a generated item named `name`, of a kind defined in the grammar (`origin`), from
    /// `scope`.
    fn item_path(&self, origin: Origin, name: &str, scope: Scope) -> TokenStream {
        let name = ident(name);
        let rt = self.runtime(scope);
        match (origin, scope) {
            (Origin::Core, _) => quote!(#rt::spec::#name),
            (Origin::Local, Scope::Top) => quote!(#name),
            (Origin::Local, Scope::Sub) => quote!(super::#name),
            (Origin::Local, Scope::Absolute) => {
                let module = self.absolute_module();
                quote!(#module::#name)
            }
        }
    }

    /// Path of spirv-core's `__private` module from `scope`.
    pub(crate) fn runtime(&self, scope: Scope) -> TokenStream {
        match scope {
            Scope::Top => quote!(__spirv),
            Scope::Sub => quote!(super::__spirv),
            Scope::Absolute => {
                let module = self.absolute_module();
                quote!(#module::__spirv)
            }
        }
    }

    /// The grammar module's path inside a `macro_rules!` definition: the `module` option with
    /// `$` before its leading `crate`, whose span (the invoking crate's) makes `$crate` that crate.
    pub(crate) fn absolute_module(&self) -> TokenStream {
        let Some((krate, rest)) = self.options.module.as_deref().and_then(<[_]>::split_first) else {
            return quote!($crate);
        };
        quote!($#krate #(::#rest)*)
    }

    /// Path of `Capability` from `scope`.
    pub(crate) fn capability_path(&self, scope: Scope) -> TokenStream {
        self.item_path(self.g.capability_origin, "Capability", scope)
    }

    /// `<'a>` if the kind's type borrows.
    pub(crate) fn lifetime(props: TypeProps) -> Option<TokenStream> {
        props.borrows.then(|| quote!(<'a>))
    }

    /// The Rust type holding one value of kind `k`: the same type wherever the kind appears.
    pub(crate) fn kind_type(&self, k: KindRef, scope: Scope) -> TokenStream {
        let kind = &self.g.kinds[k];
        let lt = Self::lifetime(kind.props);
        let rt = self.runtime(scope);
        match &kind.category {
            Category::Id(id) => {
                let id = ident(id_type(*id));
                quote!(#rt::#id)
            }
            Category::Literal(lit) => match lit {
                LiteralKind::Integer => quote!(u32),
                LiteralKind::Float => quote!(f32),
                LiteralKind::String => quote!(#rt::Str<'a>),
                LiteralKind::ContextDependentNumber => quote!(#rt::LiteralNumber),
                LiteralKind::ExtInstInteger => quote!(#rt::ExtInstruction<'a>),
                LiteralKind::SpecConstantOpInteger => {
                    let origin = if self.g.header.is_core() { Origin::Local } else { Origin::Core };
                    let path = self.item_path(origin, "SpecConstantOperation", scope);
                    quote!(#path<'a>)
                }
            },
            Category::Composite { bases, literal_number } => {
                let types = bases.iter().enumerate().map(|(i, &b)| {
                    if i == 0 && *literal_number { quote!(#rt::LiteralNumber) } else { self.kind_type(b, scope) }
                });
                quote!((#(#types),*))
            }
            Category::ValueEnum(_) => {
                let path = self.item_path(kind.origin, &kind.name, scope);
                quote!(#path #lt)
            }
            Category::BitEnum(e) if e.has_params() => {
                let path = self.item_path(kind.origin, &format!("{}Operand", kind.name), scope);
                quote!(#path #lt)
            }
            Category::BitEnum(_) => self.item_path(kind.origin, &kind.name, scope),
        }
    }

    /// The Rust type of a field holding `operand`, with its quantifier.
    pub(crate) fn field_type(&self, operand: &Operand, scope: Scope) -> TokenStream {
        let inner = self.kind_type(operand.kind, scope);
        let rt = self.runtime(scope);
        match operand.quantifier {
            Quantifier::One => inner,
            Quantifier::Optional => quote!(::core::option::Option<#inner>),
            Quantifier::Many => quote!(#rt::List<'a, #inner>),
        }
    }

    /// Path of the descriptor of kind `k`, from the grammar's module.
    pub(crate) fn descriptor_path(&self, k: KindRef) -> TokenStream {
        let name = ident(&self.g.kinds[k].name);
        match self.g.kinds[k].origin {
            Origin::Core => quote!(__spirv::spec::operand_kinds::#name),
            Origin::Local => quote!(operand_kinds::#name),
        }
    }

    /// One line describing requirements, for docs.
    /// `implies`: the item is a capability, whose grammar capabilities are the ones declaring
    /// it implies (not alternatives that enable it).
    pub(crate) fn requirements_doc(&self, reqs: &Requirements, implies: bool) -> String {
        let mut parts = Vec::new();
        if !reqs.capabilities.is_empty() {
            let caps = reqs.capabilities.join(", ");
            parts.push(if implies {
                format!("Declaring it implies: {caps}.")
            } else {
                format!("Capabilities (any one): {caps}.")
            });
        }
        if !reqs.extensions.is_empty() {
            let list: Vec<String> = reqs.extensions.iter().map(|e| format!("`{e}`")).collect();
            parts.push(format!("Extensions: {}.", list.join(", ")));
        }
        match reqs.version {
            Some((major, minor)) => parts.push(format!("SPIR-V version: {major}.{minor}.")),
            None => parts.push("SPIR-V version: none (only through extensions).".to_string()),
        }
        if let Some((major, minor)) = reqs.last_version {
            parts.push(format!("Last version: {major}.{minor}."));
        }
        if reqs.provisional {
            parts.push("Provisional.".to_string());
        }
        parts.join(" ")
    }

    /// Derives for a generated type with the given properties.
    pub(crate) fn derives(props: TypeProps) -> TokenStream {
        if props.eq {
            quote!(#[derive(Clone, Debug, PartialEq, Eq, Hash)])
        } else {
            quote!(#[derive(Clone, Debug, PartialEq)])
        }
    }

    /// Link to the unified SPIR-V specification for a core item.
    pub(crate) fn spec_link(&self, anchor: &str) -> String {
        if self.g.header.is_core() {
            format!(" [Specification](https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#{anchor}).")
        } else {
            String::new()
        }
    }
}

/// The Rust type of an Id kind: its grammar name.
pub(crate) fn id_type(kind: IdKind) -> &'static str {
    kind.name()
}

/// Cleans a grammar operand name for docs: quotes removed, whitespace collapsed.
pub(crate) fn operand_doc_name(name: &str) -> String {
    name.replace('\'', "").split_whitespace().collect::<Vec<_>>().join(" ")
}
