//! Operand kinds: ValueEnum enums, BitEnum flags, and their parameter-carrying operand types.

use std::fmt::Write;

use super::{Ctx, Scope, doc, operand_doc_name, spec_link, str_lit};
use crate::model::*;

pub(crate) fn emit_kinds(cx: &Ctx, out: &mut String) {
    for (k, kind) in cx.g.kinds.iter().enumerate() {
        if kind.origin != Origin::Local {
            continue;
        }
        match &kind.category {
            Category::ValueEnum(e) => value_enum(cx, k, e, out),
            Category::BitEnum(e) => bit_enum(cx, k, e, out),
            _ => {}
        }
    }
}

fn kind_doc(cx: &Ctx, kind: &Kind, what: &str) -> String {
    let mut text = format!("The `{}` operand kind ({what}).", kind.name);
    if let Some(d) = &kind.doc {
        text.push_str("\n\n");
        text.push_str(d);
    }
    text.push_str(&spec_link(cx.g, &kind.name));
    text
}

fn enumerant_doc(cx: &Ctx, e: &Enumerant, is_bit: bool) -> String {
    let value = if is_bit { format!("{:#x}", e.value) } else { e.value.to_string() };
    let mut text = format!("`{}` ({value}).", e.name);
    if !e.params.is_empty() {
        let params: Vec<String> = e
            .params
            .iter()
            .map(|p| {
                let kind = &cx.g.kinds[p.kind].name;
                let q = match p.quantifier {
                    Quantifier::One => "",
                    Quantifier::Optional => "?",
                    Quantifier::Many => "*",
                };
                if p.name.is_empty() {
                    format!("{kind}{q}")
                } else {
                    format!("{kind}{q} ({})", operand_doc_name(&p.name))
                }
            })
            .collect();
        let _ = write!(text, " Parameters: {}.", params.join(", "));
    }
    if !e.aliases.is_empty() {
        let names: Vec<String> = e.aliases.iter().map(|a| format!("`{}`", a.name)).collect();
        let _ = write!(text, " Also named {}.", names.join(", "));
    }
    text.push(' ');
    text.push_str(&cx.requirements_doc(&e.reqs));
    text
}

/// A fieldless `#[repr(u32)]` enum with the kind's values, table and lookups.
fn fieldless_enum(cx: &Ctx, k: KindRef, name: &str, e: &Enum, type_doc: &str, out: &mut String) {
    let cap = cx.capability_path(Scope::Top);
    let descriptor = cx.descriptor_path(k);
    out.push_str(&doc(type_doc));
    out.push_str(
        "#[repr(u32)]\n#[non_exhaustive]\n#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]\n\
         #[allow(non_camel_case_types)] // grammar spellings such as `OpenCL_C` are kept\n",
    );
    let _ = writeln!(out, "pub enum {name} {{");
    for en in &e.enumerants {
        out.push_str(&doc(&enumerant_doc(cx, en, false)));
        let _ = writeln!(out, "{} = {},", en.ident, en.value);
    }
    out.push_str("}\n");
    let _ = writeln!(out, "#[allow(non_upper_case_globals)] // aliases keep the grammar's spelling\nimpl {name} {{");
    for en in &e.enumerants {
        for a in &en.aliases {
            out.push_str(&doc(&format!("`{}`: another name of [`{name}::{}`].", a.name, en.ident)));
            let _ = writeln!(out, "pub const {}: Self = Self::{};", a.ident, en.ident);
        }
    }
    out.push_str("}\n");
    let values: Vec<String> = e.enumerants.iter().map(|en| format!("{name}::{}", en.ident)).collect();
    let first = e.enumerants.first().map_or("", |en| en.ident.as_str());
    let _ = write!(
        out,
        "const _: () = {{
#[automatically_derived]
impl __spirv::ValueEnum for {name} {{
    type Capability = {cap};
    #[inline]
    fn values() -> &'static [Self] {{ static VALUES: [{name}; {count}] = [{values}]; &VALUES }}
    #[inline]
    fn numbers() -> &'static [u32] {{ static NUMBERS: [u32; {count}] = [{numbers}]; &NUMBERS }}
    #[inline]
    fn kind() -> __spirv::KindInfo<{cap}> {{ {descriptor} }}
    #[inline]
    fn to_u32(self) -> u32 {{ self as u32 }}
}}
#[automatically_derived]
impl<'a> __spirv::Decode<'a> for {name} {{
    #[inline]
    fn decode(r: &mut __spirv::OperandReader<'a>) -> ::core::result::Result<Self, __spirv::DecodeError> {{ r.value_enum() }}
}}
#[automatically_derived]
impl __spirv::Encode for {name} {{
    #[inline]
    fn encode(&self, w: &mut __spirv::WordSink) {{ w.word(*self as u32); }}
}}
#[automatically_derived]
impl __spirv::Placeholder for {name} {{
    fn placeholder() -> Self {{ Self::{first} }}
}}
}};
__spirv::impl_value_enum_methods!({name});
",
        values = values.join(", "),
        numbers = e.enumerants.iter().map(|en| en.value.to_string()).collect::<Vec<_>>().join(", "),
        count = values.len()
    );
}

/// Constructor expression of a payload variant from parameter expressions.
fn payload_expr(variant: &str, values: &[String], boxed: bool) -> String {
    match (values.len(), boxed) {
        (0, _) => format!("Self::{variant}"),
        (1, true) => format!("Self::{variant}(__spirv::Box::new({}))", values[0]),
        (_, true) => format!("Self::{variant}(__spirv::Box::new(({})))", values.join(", ")),
        (_, false) => format!("Self::{variant}({})", values.join(", ")),
    }
}

fn value_enum(cx: &Ctx, k: KindRef, e: &Enum, out: &mut String) {
    let kind = &cx.g.kinds[k];
    let name = &kind.name;
    if !e.has_params() {
        fieldless_enum(cx, k, name, e, &kind_doc(cx, kind, "ValueEnum"), out);
        return;
    }
    // Parameters: a payload enum under the kind's name (`Decoration::BuiltIn(BuiltIn)`), and the
    // fieldless enum as `<Kind>Kind` for value-level lookups.
    let tag = format!("{name}Kind");
    let tag_doc = format!(
        "The values of the `{name}` operand kind without their parameters: lookups by value and name, and requirements. [`{name}`] is the operand with its parameters.{}",
        spec_link(cx.g, name)
    );
    fieldless_enum(cx, k, &tag, e, &tag_doc, out);
    let lt = if kind.props.borrows { "<'a>" } else { "" };
    let param_types =
        |en: &Enumerant| -> Vec<String> { en.params.iter().map(|p| cx.field_type(p, Scope::Top)).collect() };

    out.push_str(&doc(&kind_doc(cx, kind, "ValueEnum with parameters")));
    out.push_str("#[non_exhaustive]\n");
    out.push_str(Ctx::derives(kind.props));
    let _ = writeln!(out, "#[allow(non_camel_case_types)] // grammar spellings are kept\npub enum {name}{lt} {{");
    for en in &e.enumerants {
        out.push_str(&doc(&enumerant_doc(cx, en, false)));
        let types = param_types(en);
        let payload = match (types.len(), en.boxed_params) {
            (0, _) => String::new(),
            (1, true) => format!("(__spirv::Box<{}>)", types[0]),
            (_, true) => format!("(__spirv::Box<({})>)", types.join(", ")),
            (_, false) => format!("({})", types.join(", ")),
        };
        let _ = writeln!(out, "{}{payload},", en.ident);
    }
    out.push_str("}\n");

    let _ = writeln!(
        out,
        "#[allow(non_upper_case_globals)] // aliases keep the grammar's spelling\nimpl{lt} {name}{lt} {{"
    );
    for en in &e.enumerants {
        let types = param_types(en);
        for a in &en.aliases {
            out.push_str(&doc(&format!("`{}`: another name of [`{name}::{}`].", a.name, en.ident)));
            if types.is_empty() {
                let _ = writeln!(out, "pub const {}: Self = Self::{};", a.ident, en.ident);
            } else {
                let args: Vec<String> = (0..types.len()).map(|i| format!("p{i}")).collect();
                let params: Vec<String> = args.iter().zip(&types).map(|(a, t)| format!("{a}: {t}")).collect();
                let _ = writeln!(
                    out,
                    "#[allow(non_snake_case)]\npub fn {}({}) -> Self {{ {} }}",
                    a.ident,
                    params.join(", "),
                    payload_expr(&en.ident, &args, en.boxed_params)
                );
            }
        }
    }
    let _ = writeln!(out, "/// The value without its parameters.\npub fn kind(&self) -> {tag} {{ match self {{");
    for en in &e.enumerants {
        let pat = if en.params.is_empty() { "" } else { "(..)" };
        let _ = writeln!(out, "Self::{}{pat} => {tag}::{},", en.ident, en.ident);
    }
    out.push_str("} }\n}\n");
    let _ = writeln!(out, "__spirv::impl_payload_enum_methods!([{name}{lt}] [{lt}] {tag});");

    let mut decode_arms = String::new();
    let mut encode_arms = String::new();
    for en in &e.enumerants {
        let reads: Vec<String> = en.params.iter().map(|_| "r.read()?".to_string()).collect();
        let _ = writeln!(decode_arms, "{} => {},", en.value, payload_expr(&en.ident, &reads, en.boxed_params));
        let binds: Vec<String> = (0..en.params.len()).map(|i| format!("p{i}")).collect();
        let encodes: String = binds.iter().map(|b| format!(" __spirv::Encode::encode({b}, w);")).collect();
        let _ = match (binds.len(), en.boxed_params) {
            (0, _) => writeln!(encode_arms, "Self::{} => w.word({}),", en.ident, en.value),
            (1, true) => writeln!(
                encode_arms,
                "Self::{}(b) => {{ w.word({}); __spirv::Encode::encode(&**b, w); }}",
                en.ident, en.value
            ),
            (_, true) => writeln!(
                encode_arms,
                "Self::{}(b) => {{ w.word({}); let ({}) = &**b;{encodes} }}",
                en.ident,
                en.value,
                binds.join(", ")
            ),
            (_, false) => writeln!(
                encode_arms,
                "Self::{}({}) => {{ w.word({});{encodes} }}",
                en.ident,
                binds.join(", "),
                en.value
            ),
        };
    }
    let placeholder = e.enumerants.first().map_or(String::new(), |en| {
        let values: Vec<String> = en.params.iter().map(|_| "__spirv::Placeholder::placeholder()".to_string()).collect();
        payload_expr(&en.ident, &values, en.boxed_params)
    });
    let _ = write!(
        out,
        "const _: () = {{
#[automatically_derived]
impl<'a> __spirv::Decode<'a> for {name}{lt} {{
    fn decode(r: &mut __spirv::OperandReader<'a>) -> ::core::result::Result<Self, __spirv::DecodeError> {{
        let value = r.word()?;
        ::core::result::Result::Ok(match value {{
{decode_arms}            _ => return ::core::result::Result::Err(r.unknown_value({kind_name}, value)),
        }})
    }}
}}
#[automatically_derived]
impl{lt} __spirv::Encode for {name}{lt} {{
    fn encode(&self, w: &mut __spirv::WordSink) {{
        match self {{
{encode_arms}        }}
    }}
}}
#[automatically_derived]
impl{lt} __spirv::Placeholder for {name}{lt} {{
    fn placeholder() -> Self {{ {placeholder} }}
}}
}};
",
        kind_name = str_lit(name)
    );
}

fn bit_enum(cx: &Ctx, k: KindRef, e: &Enum, out: &mut String) {
    let kind = &cx.g.kinds[k];
    let name = &kind.name;
    let cap = cx.capability_path(Scope::Top);
    let descriptor = cx.descriptor_path(k);
    let known = e.enumerants.iter().fold(0u32, |acc, en| acc | en.value);
    out.push_str("__spirv::bitflags::bitflags! {\n");
    out.push_str(&doc(&kind_doc(cx, kind, "BitEnum")));
    let _ = writeln!(
        out,
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]\npub struct {name}: u32 {{"
    );
    for en in &e.enumerants {
        out.push_str(&doc(&enumerant_doc(cx, en, true)));
        let _ = writeln!(out, "const {} = {:#x};", en.ident, en.value);
        for a in &en.aliases {
            out.push_str(&doc(&format!("`{}`: another name of [`Self::{}`].", a.name, en.ident)));
            let _ = writeln!(out, "const {} = {:#x};", a.ident, en.value);
        }
    }
    out.push_str("// Bits the grammar does not know are kept: a newer tool may set them.\nconst _ = !0;\n}\n}\n");
    let _ = write!(
        out,
        "const _: () = {{
#[automatically_derived]
impl __spirv::BitEnum for {name} {{
    type Capability = {cap};
    const KNOWN_BITS: u32 = {known:#x};
    #[inline]
    fn kind() -> __spirv::KindInfo<{cap}> {{ {descriptor} }}
    #[inline]
    fn bits(self) -> u32 {{ {name}::bits(&self) }}
    #[inline]
    fn from_bits_retain(bits: u32) -> Self {{ {name}::from_bits_retain(bits) }}
}}
#[automatically_derived]
impl<'a> __spirv::Decode<'a> for {name} {{
    #[inline]
    fn decode(r: &mut __spirv::OperandReader<'a>) -> ::core::result::Result<Self, __spirv::DecodeError> {{ r.bit_enum() }}
}}
#[automatically_derived]
impl __spirv::Encode for {name} {{
    #[inline]
    fn encode(&self, w: &mut __spirv::WordSink) {{ w.word(self.bits()); }}
}}
#[automatically_derived]
impl __spirv::Placeholder for {name} {{
    fn placeholder() -> Self {{ Self::empty() }}
}}
}};
__spirv::impl_bit_enum_methods!({name});
"
    );
    if !e.has_params() {
        return;
    }
    // Parameters: `<Kind>Operand` holds the flags and, per parameterized flag, its parameters.
    let operand = format!("{name}Operand");
    let lt = if kind.props.borrows { "<'a>" } else { "" };
    let with_params: Vec<&Enumerant> = e.enumerants.iter().filter(|en| !en.params.is_empty()).collect();
    out.push_str(&doc(&format!(
        "A `{name}` operand: the flags, and the parameters of the flags that take some (in bit order in the binary). Encoding sets the bit of every parameter that is present."
    )));
    out.push_str(Ctx::derives(kind.props));
    let _ = writeln!(
        out,
        "#[derive(Default)]\npub struct {operand}{lt} {{\n/// The flags, including those whose parameters are in the fields below.\npub flags: {name},"
    );
    let mut decode_fields = String::new();
    let mut mask_bits = String::new();
    let mut encode_params = String::new();
    for en in &with_params {
        let types: Vec<String> = en.params.iter().map(|p| cx.field_type(p, Scope::Top)).collect();
        let ty = if types.len() == 1 { types[0].clone() } else { format!("({})", types.join(", ")) };
        out.push_str(&doc(&format!("Parameters of [`{name}::{}`], present when that bit is set.", en.ident)));
        let _ = writeln!(out, "pub {}: ::core::option::Option<{ty}>,", en.field);
        let reads: Vec<&str> = en.params.iter().map(|_| "r.read()?").collect();
        let value = if reads.len() == 1 { reads[0].to_string() } else { format!("({})", reads.join(", ")) };
        let _ = writeln!(
            decode_fields,
            "{}: if bits & {:#x} != 0 {{ ::core::option::Option::Some({value}) }} else {{ ::core::option::Option::None }},",
            en.field, en.value
        );
        let _ = writeln!(mask_bits, "if self.{}.is_some() {{ bits |= {:#x}; }}", en.field, en.value);
        let _ = writeln!(
            encode_params,
            "if let ::core::option::Option::Some(v) = &self.{} {{ __spirv::Encode::encode(v, w); }}",
            en.field
        );
    }
    out.push_str("}\n");
    let _ = write!(
        out,
        "const _: () = {{
#[automatically_derived]
impl<'a> __spirv::Decode<'a> for {operand}{lt} {{
    fn decode(r: &mut __spirv::OperandReader<'a>) -> ::core::result::Result<Self, __spirv::DecodeError> {{
        let flags: {name} = r.bit_enum()?;
        let bits = flags.bits();
        ::core::result::Result::Ok(Self {{ flags,
{decode_fields}        }})
    }}
}}
#[automatically_derived]
impl{lt} __spirv::Placeholder for {operand}{lt} {{
    fn placeholder() -> Self {{ Self::default() }}
}}
#[automatically_derived]
impl{lt} __spirv::Encode for {operand}{lt} {{
    fn encode(&self, w: &mut __spirv::WordSink) {{
        let mut bits = self.flags.bits();
{mask_bits}        w.word(bits);
{encode_params}    }}
}}
}};
"
    );
}
