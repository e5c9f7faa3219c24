//! Operand kinds: ValueEnum enums, BitEnum flags, and the operand types of kinds whose values
//! take parameters.
//!
//! Every ValueEnum kind `X` has the operand type `X` and the plain values `XKind` (the same type
//! when no value takes parameters); every BitEnum kind `X` has the flags `X` and the operand
//! type `XOperand` (the same type when no flag takes parameters). A grammar update that gives a
//! value parameters changes only that value's variant.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::context::{Ctx, Scope, doc, ident, operand_doc_name};
use crate::model::*;

pub(crate) fn emit(cx: &Ctx) -> TokenStream {
    cx.g.own_kinds()
        .map(|(k, kind)| match &kind.category {
            Category::ValueEnum(e) => value_enum(cx, k, e),
            Category::BitEnum(e) => bit_enum(cx, k, e),
            _ => TokenStream::new(),
        })
        .collect()
}

fn kind_doc(cx: &Ctx, kind: &Kind, what: &str) -> String {
    let mut text = format!("The `{}` operand kind ({what}).", kind.name);
    if let Some(d) = &kind.doc {
        text.push_str("\n\n");
        text.push_str(d);
    }
    text.push_str(&cx.spec_link(&kind.name));
    text
}

/// `implies`: the values are capabilities, whose grammar capabilities are those they imply.
fn enumerant_doc(cx: &Ctx, e: &Enumerant, is_bit: bool, implies: bool) -> String {
    let value = if is_bit { format!("{:#x}", e.value) } else { e.value.to_string() };
    let mut text = format!("`{}` ({value}).", e.name);
    if !e.params.is_empty() {
        let params: Vec<String> = e
            .params
            .iter()
            .map(|p| {
                let kind = &cx.g.kinds[p.kind].name;
                let q = p.quantifier.name();
                if p.name.is_empty() {
                    format!("{kind}{q}")
                } else {
                    format!("{kind}{q} ({})", operand_doc_name(&p.name))
                }
            })
            .collect();
        text.push_str(&format!(" Parameters: {}.", params.join(", ")));
    }
    if !e.aliases.is_empty() {
        let names: Vec<String> = e.aliases.iter().map(|a| format!("`{}`", a.name)).collect();
        text.push_str(&format!(" Also named {}.", names.join(", ")));
    }
    text.push(' ');
    text.push_str(&cx.requirements_doc(&e.reqs, implies));
    text
}

/// A fieldless `#[repr(u32)]` enum of the kind's values, with its table and lookups. `operand`:
/// it is also the kind's operand type (no value takes parameters).
fn fieldless_enum(cx: &Ctx, k: KindRef, name: &str, e: &Enum, type_doc: &str, operand: bool) -> TokenStream {
    let kind = &cx.g.kinds[k];
    let cap = cx.capability_path(Scope::Top);
    let descriptor = cx.descriptor_path(k);
    let ty = ident(name);
    let kind_name = &kind.name;
    let variants = e.enumerants.iter().map(|en| {
        let d = enumerant_doc(cx, en, false, kind_name == "Capability");
        let v = ident(&en.ident);
        let value = Literal::u32_unsuffixed(en.value);
        quote!(#[doc = #d] #v = #value,)
    });
    let aliases = e.enumerants.iter().flat_map(|en| {
        en.aliases.iter().map(move |a| {
            let d = format!("`{}`: another name of [`{name}::{}`].", a.name, en.ident);
            let (a, v) = (ident(&a.ident), ident(&en.ident));
            quote!(#[doc = #d] pub const #a: Self = Self::#v;)
        })
    });
    let values = e.enumerants.iter().map(|en| {
        let v = ident(&en.ident);
        let number = Literal::u32_unsuffixed(en.value);
        quote!(#v = #number)
    });
    let operand = operand.then(|| quote!(, operand));
    quote! {
        #[doc = #type_doc]
        #[repr(u32)]
        #[non_exhaustive]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(non_camel_case_types)] // grammar spellings such as `OpenCL_C` are kept
        pub enum #ty {
            #(#variants)*
        }
        #[allow(non_upper_case_globals)] // aliases keep the grammar's spelling
        impl #ty {
            #(#aliases)*
        }
        __spirv::impl_value_enum!(#ty, #cap, #kind_name, #descriptor, [#(#values),*] #operand);
    }
}

/// Parameter types of an enumerant.
fn param_types(cx: &Ctx, en: &Enumerant) -> Vec<TokenStream> {
    en.params.iter().map(|p| cx.field_type(p, Scope::Top)).collect()
}

/// The payload of a ValueEnum variant: its parameters, boxed as one value if `boxed_params`.
fn payload_type(cx: &Ctx, en: &Enumerant) -> Vec<TokenStream> {
    let types = param_types(cx, en);
    match (en.boxed_params, types.as_slice()) {
        (false, _) => types,
        (true, [one]) => vec![quote!(__spirv::Box<#one>)],
        (true, _) => vec![quote!(__spirv::Box<(#(#types),*)>)],
    }
}

/// A payload built from parameter expressions, boxed as one value if `boxed_params`.
fn payload_value(en: &Enumerant, values: Vec<TokenStream>) -> Vec<TokenStream> {
    match (en.boxed_params, values.as_slice()) {
        (false, _) => values,
        (true, [one]) => vec![quote!(__spirv::Box::new(#one))],
        (true, _) => vec![quote!(__spirv::Box::new((#(#values),*)))],
    }
}

fn value_enum(cx: &Ctx, k: KindRef, e: &Enum) -> TokenStream {
    let kind = &cx.g.kinds[k];
    let name = &kind.name;
    let tag_name = format!("{name}Kind");
    if !e.has_params() {
        let plain = fieldless_enum(cx, k, name, e, &kind_doc(cx, kind, "ValueEnum"), true);
        let (ty, tag) = (ident(name), ident(&tag_name));
        let alias_doc = format!(
            "The values of the `{name}` operand kind without their parameters: [`{name}`] itself, as none of them takes parameters."
        );
        return quote! {
            #plain
            #[doc = #alias_doc]
            pub type #tag = #ty;
        };
    }
    // Parameters: a payload enum under the kind's name (`Decoration::BuiltIn(BuiltIn)`), and the
    // fieldless enum as `<Kind>Kind` for value-level lookups.
    let tag_doc = format!(
        "The values of the `{name}` operand kind without their parameters: lookups by value and name, and requirements. [`{name}`] is the operand with its parameters.{}",
        cx.spec_link(name)
    );
    let tag_enum = fieldless_enum(cx, k, &tag_name, e, &tag_doc, false);
    let (ty, tag) = (ident(name), ident(&tag_name));
    let lt = Ctx::lifetime(kind.props);
    let impl_lt = lt.clone().unwrap_or_else(|| quote!(<'a>));
    let type_doc = doc(&kind_doc(cx, kind, "ValueEnum with parameters"));
    let derives = Ctx::derives(kind.props);

    let binds = |n: usize| -> Vec<proc_macro2::Ident> { (0..n).map(|i| format_ident!("p{i}")).collect() };
    let variants = e.enumerants.iter().map(|en| {
        let d = enumerant_doc(cx, en, false, false);
        let v = ident(&en.ident);
        let types = payload_type(cx, en);
        if types.is_empty() { quote!(#[doc = #d] #v,) } else { quote!(#[doc = #d] #v(#(#types),*),) }
    });
    let aliases = e.enumerants.iter().flat_map(|en| {
        let types = param_types(cx, en);
        let args = binds(en.params.len());
        let payload = payload_value(en, args.iter().map(|a| quote!(#a)).collect());
        en.aliases.iter().map(move |a| {
            let d = format!("`{}`: another name of [`{name}::{}`].", a.name, en.ident);
            let (a, v) = (ident(&a.ident), ident(&en.ident));
            if types.is_empty() {
                quote!(#[doc = #d] pub const #a: Self = Self::#v;)
            } else {
                quote!(#[doc = #d] #[allow(non_snake_case)] pub fn #a(#(#args: #types),*) -> Self { Self::#v(#(#payload),*) })
            }
        })
    });
    let kind_arms = e.enumerants.iter().map(|en| {
        let v = ident(&en.ident);
        if en.params.is_empty() { quote!(Self::#v => #tag::#v,) } else { quote!(Self::#v(..) => #tag::#v,) }
    });
    let decode_arms = e.enumerants.iter().map(|en| {
        let v = ident(&en.ident);
        let value = Literal::u32_unsuffixed(en.value);
        let reads = payload_value(en, en.params.iter().map(|_| quote!(r.read()?)).collect());
        // In a nested function, which cannot say `Self`.
        if en.params.is_empty() { quote!(#value => #ty::#v,) } else { quote!(#value => #ty::#v(#(#reads),*),) }
    });
    // Arms visiting the parameters (unit values have none to visit).
    let visit_arms = |method: TokenStream| {
        e.enumerants.iter().filter(|en| !en.params.is_empty()).map(move |en| {
            let v = ident(&en.ident);
            let args = binds(payload_type(cx, en).len());
            quote!(Self::#v(#(#args),*) => { #(__spirv::Operand::#method(#args, v);)* })
        })
    };
    let visits = visit_arms(quote!(visit));
    let visits_mut = visit_arms(quote!(visit_mut));
    let into_owned = if kind.props.borrows {
        let arms = e.enumerants.iter().map(|en| {
            let v = ident(&en.ident);
            let args = binds(payload_type(cx, en).len());
            if args.is_empty() {
                quote!(Self::#v => #ty::#v,)
            } else {
                quote!(Self::#v(#(#args),*) => #ty::#v(#(__spirv::IntoOwned::into_owned(#args)),*),)
            }
        });
        quote! {
            #[automatically_derived]
            impl<'a> __spirv::IntoOwned for #ty<'a> {
                type Owned = #ty<'static>;
                fn into_owned(self) -> #ty<'static> {
                    match self {
                        #(#arms)*
                    }
                }
            }
        }
    } else {
        owned_already(&ty)
    };
    let placeholder = e.enumerants.first().map(|en| {
        let v = ident(&en.ident);
        let values = payload_value(en, en.params.iter().map(|_| quote!(__spirv::Placeholder::placeholder())).collect());
        if en.params.is_empty() { quote!(Self::#v) } else { quote!(Self::#v(#(#values),*)) }
    });
    quote! {
        #tag_enum
        #type_doc
        #[non_exhaustive]
        #derives
        #[allow(non_camel_case_types)] // grammar spellings are kept
        pub enum #ty #lt {
            #(#variants)*
        }
        #[allow(non_upper_case_globals)] // aliases keep the grammar's spelling
        impl #lt #ty #lt {
            #(#aliases)*
            /// The value without its parameters.
            #[inline]
            pub fn kind(&self) -> #tag {
                match self {
                    #(#kind_arms)*
                }
            }
        }
        __spirv::impl_payload_enum!([#ty #lt] [#lt] #tag);
        const _: () = {
            #[automatically_derived]
            impl<'a> __spirv::Decode<'a> for #ty #lt {
                #[inline]
                fn decode(r: &mut __spirv::OperandReader<'a>) -> ::core::result::Result<Self, __spirv::DecodeError> {
                    #[inline(never)]
                    fn decode_value<'a>(
                        r: &mut __spirv::OperandReader<'a>,
                    ) -> ::core::result::Result<#ty #lt, __spirv::DecodeError> {
                        let value = r.word()?;
                        ::core::result::Result::Ok(match value {
                            #(#decode_arms)*
                            _ => return ::core::result::Result::Err(r.unknown_value(#name, value)),
                        })
                    }
                    r.out_of_line(decode_value)
                }
            }
            #[automatically_derived]
            impl #impl_lt __spirv::Operand<'a> for #ty #lt {
                fn visit<V: __spirv::Visitor<'a> + ?::core::marker::Sized>(&self, v: &mut V) {
                    v.enumerant(#name, self.to_u32());
                    #[allow(unreachable_patterns)]
                    match self {
                        #(#visits)*
                        _ => {}
                    }
                }
                fn visit_mut<V: __spirv::VisitorMut<'a> + ?::core::marker::Sized>(&mut self, v: &mut V) {
                    v.enumerant(#name, self.to_u32());
                    #[allow(unreachable_patterns)]
                    match self {
                        #(#visits_mut)*
                        _ => {}
                    }
                }
            }
            #[automatically_derived]
            impl #lt __spirv::Placeholder for #ty #lt {
                fn placeholder() -> Self {
                    #placeholder
                }
            }
            #into_owned
        };
    }
}

/// `IntoOwned` of a type that borrows nothing: itself.
fn owned_already(ty: &proc_macro2::Ident) -> TokenStream {
    quote! {
        #[automatically_derived]
        impl __spirv::IntoOwned for #ty {
            type Owned = #ty;
            #[inline]
            fn into_owned(self) -> #ty {
                self
            }
        }
    }
}

fn bit_enum(cx: &Ctx, k: KindRef, e: &Enum) -> TokenStream {
    let kind = &cx.g.kinds[k];
    let name = &kind.name;
    let ty = ident(name);
    let operand_name = format!("{name}Operand");
    let operand = ident(&operand_name);
    let cap = cx.capability_path(Scope::Top);
    let descriptor = cx.descriptor_path(k);
    let known = Literal::u32_unsuffixed(e.enumerants.iter().fold(0u32, |acc, en| acc | en.value));
    let type_doc = kind_doc(cx, kind, "BitEnum");
    let flags = e.enumerants.iter().map(|en| {
        let d = enumerant_doc(cx, en, true, false);
        let c = ident(&en.ident);
        let value = Literal::u32_unsuffixed(en.value);
        let aliases = en.aliases.iter().map(|a| {
            let d = format!("`{}`: another name of [`Self::{}`].", a.name, en.ident);
            let a = ident(&a.ident);
            quote!(#[doc = #d] const #a = #value;)
        });
        quote!(#[doc = #d] const #c = #value; #(#aliases)*)
    });
    let common = quote! {
        __spirv::bitflags::bitflags! {
            #[doc = #type_doc]
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
            pub struct #ty: u32 {
                #(#flags)*
                // Bits the grammar does not know are kept: a newer tool may set them.
                const _ = !0;
            }
        }
    };
    if !e.has_params() {
        let alias_doc = format!("The `{name}` operand: [`{name}`] itself, as none of its flags takes parameters.");
        return quote! {
            #common
            __spirv::impl_bit_enum!(#ty, #cap, #name, #known, #descriptor, operand);
            #[doc = #alias_doc]
            pub type #operand = #ty;
        };
    }
    // Parameters: `<Kind>Operand` holds the flags and, boxed, the parameters of the flags that
    // take some (`<Kind>Params`, private: accessors keep "no parameters" as `None`).
    let lt = Ctx::lifetime(kind.props);
    let impl_lt = lt.clone().unwrap_or_else(|| quote!(<'a>));
    let params = format_ident!("{name}Params");
    let with_params: Vec<&Enumerant> = e.enumerants.iter().filter(|en| !en.params.is_empty()).collect();
    let derives = Ctx::derives(kind.props);
    let param_type = |en: &Enumerant| {
        let types = param_types(cx, en);
        if types.len() == 1 { types[0].clone() } else { quote!((#(#types),*)) }
    };
    let fields: Vec<_> = with_params.iter().map(|en| ident(&en.field)).collect();
    let types: Vec<_> = with_params.iter().map(|en| param_type(en)).collect();
    let bits: Vec<_> = with_params.iter().map(|en| Literal::u32_unsuffixed(en.value)).collect();
    let flag_names: Vec<&str> = with_params.iter().map(|en| en.name.as_str()).collect();
    let consts: Vec<_> = with_params.iter().map(|en| ident(&en.ident)).collect();
    let withs = fields.iter().map(|f| format_ident!("with_{f}"));
    let sets = fields.iter().map(|f| format_ident!("set_{f}"));
    let getter_docs = consts.iter().map(|c| format!("The parameters of [`{name}::{c}`], if that flag is set."));
    let with_docs = consts.iter().map(|c| format!("Sets [`{name}::{c}`] with its parameters."));
    let set_docs = consts
        .iter()
        .map(|c| format!("Sets [`{name}::{c}`] with its parameters (`Some`), or clears it and them (`None`)."));
    let decode_fields = with_params.iter().map(|en| {
        let f = ident(&en.field);
        let bit = Literal::u32_unsuffixed(en.value);
        let reads = en.params.iter().map(|_| quote!(r.read()?));
        let read = if en.params.len() == 1 { quote!(#(#reads)*) } else { quote!((#(#reads),*)) };
        quote!(#f: if bits & #bit != 0 { ::core::option::Option::Some(#read) } else { ::core::option::Option::None },)
    });
    let param_bits = Literal::u32_unsuffixed(with_params.iter().fold(0, |acc, en| acc | en.value));
    let into_owned = if kind.props.borrows {
        quote! {
            #[automatically_derived]
            impl<'a> __spirv::IntoOwned for #operand<'a> {
                type Owned = #operand<'static>;
                fn into_owned(self) -> #operand<'static> {
                    #operand {
                        flags: self.flags,
                        params: self.params.map(|p| __spirv::Box::new(#params {
                            #(#fields: __spirv::IntoOwned::into_owned(p.#fields),)*
                        })),
                    }
                }
            }
        }
    } else {
        owned_already(&operand)
    };
    let operand_doc = format!(
        "A `{name}` operand: the flags, and the parameters of those that take some (in bit order in the binary). \
         The parameters are read with the accessor of their flag and set with its `with_`/`set_` method, which \
         sets or clears the flag too; they are boxed, and allocated only when such a flag is set. A flag set \
         directly in `flags` without its parameters cannot be encoded: the encoder reports `EncodeError::FlagParameters`."
    );
    quote! {
        #common
        __spirv::impl_bit_enum!(#ty, #cap, #name, #known, #descriptor);
        #[doc = #operand_doc]
        #derives
        #[derive(Default)]
        pub struct #operand #lt {
            /// The flags, including those whose parameters the accessors give.
            pub flags: #ty,
            params: ::core::option::Option<__spirv::Box<#params #lt>>,
        }
        #[doc(hidden)]
        #derives
        #[derive(Default)]
        pub struct #params #lt {
            #(#fields: ::core::option::Option<#types>,)*
        }
        impl #lt #operand #lt {
            /// The flags.
            #[inline]
            pub fn flags(&self) -> #ty {
                self.flags
            }
            #(
                #[doc = #getter_docs]
                pub fn #fields(&self) -> ::core::option::Option<&#types> {
                    self.params.as_ref()?.#fields.as_ref()
                }
                #[doc = #with_docs]
                pub fn #withs(mut self, value: #types) -> Self {
                    self.#sets(::core::option::Option::Some(value));
                    self
                }
                #[doc = #set_docs]
                pub fn #sets(&mut self, value: ::core::option::Option<#types>) {
                    self.flags.set(#ty::#consts, value.is_some());
                    self.params.get_or_insert_default().#fields = value;
                    if self.params.as_deref().is_some_and(|p| *p == #params::default()) {
                        self.params = ::core::option::Option::None;
                    }
                }
            )*
        }
        /// The flags, without parameters: a flag that takes some must get them with its `with_`
        /// method before the operand can be encoded.
        impl #lt ::core::convert::From<#ty> for #operand #lt {
            fn from(flags: #ty) -> Self {
                Self { flags, params: ::core::option::Option::None }
            }
        }
        const _: () = {
            #[automatically_derived]
            impl<'a> __spirv::Decode<'a> for #operand #lt {
                #[cfg_attr(not(debug_assertions), inline(always))]
                #[cfg_attr(debug_assertions, inline)]
                fn decode(r: &mut __spirv::OperandReader<'a>) -> ::core::result::Result<Self, __spirv::DecodeError> {
                    #[inline(never)]
                    fn decode_params<'a>(
                        r: &mut __spirv::OperandReader<'a>,
                        bits: u32,
                    ) -> ::core::result::Result<__spirv::Box<#params #lt>, __spirv::DecodeError> {
                        ::core::result::Result::Ok(__spirv::Box::new(#params { #(#decode_fields)* }))
                    }
                    let flags: #ty = r.bit_enum()?;
                    let bits = flags.bits();
                    let params = if bits & #param_bits == 0 {
                        ::core::option::Option::None
                    } else {
                        ::core::option::Option::Some(r.out_of_line(|r| decode_params(r, bits))?)
                    };
                    ::core::result::Result::Ok(Self { flags, params })
                }
            }
            #[automatically_derived]
            impl #lt __spirv::Placeholder for #operand #lt {
                fn placeholder() -> Self {
                    ::core::default::Default::default()
                }
            }
            #[automatically_derived]
            impl #impl_lt __spirv::Operand<'a> for #operand #lt {
                fn visit<V: __spirv::Visitor<'a> + ?::core::marker::Sized>(&self, v: &mut V) {
                    let bits = self.flags.bits();
                    __spirv::visit_flags(v, #name, bits, <#ty as __spirv::BitEnum>::KNOWN_BITS);
                    let params = self.params.as_deref();
                    __spirv::check_flag_parameters(v, #name, bits, &[
                        #((#bits, #flag_names, params.is_some_and(|p| p.#fields.is_some()))),*
                    ]);
                    if let ::core::option::Option::Some(p) = params {
                        #(__spirv::Operand::visit(&p.#fields, v);)*
                    }
                }
                fn visit_mut<V: __spirv::VisitorMut<'a> + ?::core::marker::Sized>(&mut self, v: &mut V) {
                    let mut bits = self.flags.bits();
                    v.flags(#name, &mut bits);
                    self.flags = #ty::from_bits_retain(bits);
                    if let ::core::option::Option::Some(p) = &mut self.params {
                        #(__spirv::Operand::visit_mut(&mut p.#fields, v);)*
                    }
                }
            }
            #into_owned
        };
    }
}
