//! Instructions: the `Op` enum, the `Instruction` enum (one struct-like variant per
//! instruction, like wasmparser's `Operator`) that decodes and encodes them, and the metadata
//! tables.

use std::fmt::Write;

use super::{Ctx, Scope, doc, operand_doc_name, spec_link};
use crate::model::*;

pub(crate) fn emit(cx: &Ctx, out: &mut String) {
    opcode_enum(cx, out);
    super::tables::emit(cx, out);
    instruction_enum(cx, out);
    spec_constant_operation(cx, out);
}

fn instruction_doc(cx: &Ctx, inst: &Instruction) -> String {
    let mut text = format!("`{}` (opcode {}).", inst.name, inst.opcode);
    if let Some(class) = &inst.class {
        let _ = write!(text, " Class: {class}.");
    }
    if !inst.aliases.is_empty() {
        let names: Vec<String> = inst.aliases.iter().map(|a| format!("`{}`", a.name)).collect();
        let _ = write!(text, " Also named {}.", names.join(", "));
    }
    text.push(' ');
    text.push_str(&cx.requirements_doc(&inst.reqs));
    text.push_str(&spec_link(cx.g, &inst.name));
    text
}

fn opcode_enum(cx: &Ctx, out: &mut String) {
    let cap = cx.capability_path(Scope::Top);
    out.push_str(&doc(if cx.g.header.is_core() {
        "SPIR-V opcodes. Each variant's discriminant is its opcode; aliases are associated consts."
    } else {
        "Instruction numbers of this extended instruction set (the `Instruction` operand of `OpExtInst`). Aliases are associated consts."
    }));
    out.push_str(
        "#[repr(u16)]\n#[non_exhaustive]\n#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]\n\
         #[allow(non_camel_case_types)] // extended sets spell instructions `acos`, `AVG_POOL2D`\npub enum Op {\n",
    );
    for inst in &cx.g.instructions {
        out.push_str(&doc(&instruction_doc(cx, inst)));
        let _ = writeln!(out, "{} = {},", inst.ident, inst.opcode);
    }
    out.push_str("}\n#[allow(non_upper_case_globals)] // aliases keep the grammar's spelling\nimpl Op {\n");
    for inst in &cx.g.instructions {
        for a in &inst.aliases {
            out.push_str(&doc(&format!("`{}`: another name of [`Op::{}`].", a.name, inst.ident)));
            let _ = writeln!(out, "pub const {}: Self = Self::{};", a.ident, inst.ident);
        }
    }
    out.push_str("}\n");
    let values: Vec<String> = cx.g.instructions.iter().map(|i| format!("Op::{}", i.ident)).collect();
    let _ = write!(
        out,
        "const _: () = {{
#[automatically_derived]
impl __spirv::Opcode for Op {{
    type Capability = {cap};
    #[inline]
    fn values() -> &'static [Self] {{ static VALUES: [Op; {count}] = [{values}]; &VALUES }}
    #[inline]
    fn table() -> __spirv::InstructionTable<{cap}> {{ INSTRUCTIONS }}
    #[inline]
    fn to_u16(self) -> u16 {{ self as u16 }}
}}
}};
__spirv::impl_opcode_methods!(Op);
",
        values = values.join(", "),
        count = values.len()
    );
}

fn field_doc(cx: &Ctx, o: &Operand) -> String {
    let kind = &cx.g.kinds[o.kind].name;
    let q = match o.quantifier {
        Quantifier::One => "",
        Quantifier::Optional => ", optional",
        Quantifier::Many => ", zero or more",
    };
    let boxed = if o.boxed { " Boxed, to keep the enum small." } else { "" };
    if o.name.is_empty() {
        format!("{kind}{q}.{boxed}")
    } else {
        format!("`{}`: {kind}{q}.{boxed}", operand_doc_name(&o.name))
    }
}

fn instruction_enum(cx: &Ctx, out: &mut String) {
    let is_core = cx.g.header.is_core();
    out.push_str(&doc(if is_core {
        "A typed instruction of this grammar: one variant per opcode with the operands as named, \
         typed fields (a few large fields are boxed to keep the enum at 48 bytes). `Raw` keeps, \
         word for word, what this grammar cannot type: unknown opcodes, or enumerant values it \
         does not know.\n\nTwo instructions are equal when they encode to the same words; `Debug` \
         prints assembly (`%2 = OpTypeInt 32 1`)."
    } else {
        "A typed instruction of this extended set: one variant per instruction number with the \
         operands as named, typed fields (a few large fields are boxed, so that `OpExtInst` stays \
         small). `Raw` keeps, word for word, instruction numbers or values this grammar does not \
         know.\n\nTwo instructions are equal when they encode to the same words; `Debug` \
         prints assembly."
    }));
    // Equality and hashing compare encodings (`encoded_eq`): a derived `PartialEq` matches on
    // pairs of variants, whose exhaustiveness check is quadratic in the number of variants, and
    // floats would rule out `Eq` and `Hash`. `Debug` prints assembly through the grammar tables
    // (`fmt_instruction`) rather than a derived impl of hundreds of arms.
    out.push_str(
        "#[non_exhaustive]\n#[derive(Clone)]\n\
         #[allow(non_camel_case_types)] // extended sets spell instructions `acos`, `AVG_POOL2D`\npub enum Instruction<'a> {\n",
    );
    let mut decode_arms = String::new();
    let mut encode_arms = String::new();
    let mut opcode_arms = String::new();
    let mut structs = String::new();
    for inst in &cx.g.instructions {
        let names: Vec<&str> = inst.fields().iter().map(|o| o.field.as_str()).collect();
        let reads: String = names.iter().map(|f| format!("{f}: r.get(), ")).collect();
        let writes: String = names.iter().map(|f| format!("__spirv::Encode::encode({f}, w); ")).collect();
        let fields = |out: &mut String, scope| {
            for o in inst.fields() {
                out.push_str(&doc(&field_doc(cx, o)));
                let vis = if scope == Scope::Sub { "pub " } else { "" };
                let _ = writeln!(out, "{vis}{}: {},", o.field, cx.field_type(o, scope));
            }
        };
        out.push_str(&doc(&instruction_doc(cx, inst)));
        if inst.boxed {
            // Too many fields to keep the enum small: a boxed struct in `op`.
            let lt = if inst.props.borrows { "<'a>" } else { "" };
            let _ = writeln!(out, "{}(__spirv::Box<op::{}{lt}>),", inst.ident, inst.ident);
            structs.push_str(&doc(&instruction_doc(cx, inst)));
            // Equality of instructions compares encodings, so the structs need only Clone and Debug.
            structs.push_str("#[derive(Clone, Debug)]\n");
            let _ = writeln!(structs, "#[allow(non_camel_case_types)]\npub struct {}{lt} {{", inst.ident);
            fields(&mut structs, Scope::Sub);
            structs.push_str("}\n");
            let _ = writeln!(
                decode_arms,
                "{} => Self::{}(__spirv::Box::new(op::{} {{ {reads}}})),",
                inst.opcode, inst.ident, inst.ident
            );
            let _ = writeln!(
                encode_arms,
                "Self::{}(x) => {{ let op::{} {{ {} }} = &**x; {writes}{} }}",
                inst.ident,
                inst.ident,
                names.join(", "),
                inst.opcode
            );
        } else {
            let _ = writeln!(out, "{} {{", inst.ident);
            fields(out, Scope::Top);
            out.push_str("},\n");
            let _ = writeln!(decode_arms, "{} => Self::{} {{ {reads}}},", inst.opcode, inst.ident);
            let _ = writeln!(
                encode_arms,
                "Self::{} {{ {} }} => {{ {writes}{} }}",
                inst.ident,
                names.join(", "),
                inst.opcode
            );
        }
        let _ = writeln!(opcode_arms, "Self::{} {{ .. }} => {},", inst.ident, inst.opcode);
    }
    // The raw fallback: unknown opcodes, and known ones holding values this grammar does not
    // know. Boxed in extended sets, whose enum must stay small inside `OpExtInst`.
    let (raw_ty, raw_wrap, raw_ref) = if is_core {
        ("__spirv::RawInstruction<'a>", "raw", "raw")
    } else {
        ("__spirv::Box<__spirv::RawInstruction<'a>>", "__spirv::Box::new(raw)", "&**raw")
    };
    let _ = write!(
        out,
        "/// An instruction kept as raw words.
Raw({raw_ty}),
}}
const _: () = {{
#[automatically_derived]
impl ::core::cmp::PartialEq for Instruction<'_> {{
    #[inline]
    fn eq(&self, other: &Self) -> bool {{ __spirv::encoded_eq(self, other) }}
}}
#[automatically_derived]
impl ::core::cmp::Eq for Instruction<'_> {{}}
/// Prints the instruction in assembly syntax (`%2 = OpTypeInt 32 1`).
#[automatically_derived]
impl ::core::fmt::Debug for Instruction<'_> {{
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {{ __spirv::fmt_instruction(self, f) }}
}}
#[automatically_derived]
impl ::core::hash::Hash for Instruction<'_> {{
    #[inline]
    fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {{ __spirv::encoded_hash(self, state) }}
}}
#[automatically_derived]
impl<'a> __spirv::InstructionSet<'a> for Instruction<'a> {{
    type Op = Op;
    #[inline]
    fn decode_operands(opcode: u32, r: &mut __spirv::OperandReader<'a>) -> ::core::option::Option<Self> {{
        // Fields are read with `get`, which records the first error in the reader instead of
        // returning early: straight-line code compiles much faster.
        ::core::option::Option::Some(match opcode {{
{decode_arms}            _ => return ::core::option::Option::None,
        }})
    }}
    fn encode_operands(&self, w: &mut __spirv::WordSink) -> u32 {{
        match self {{
{encode_arms}            Self::Raw(raw) => {{ __spirv::Encode::encode(&raw.operands, w); raw.opcode }}
        }}
    }}
    fn opcode(&self) -> u32 {{
        match self {{
{opcode_arms}            Self::Raw(raw) => raw.opcode,
        }}
    }}
    #[inline]
    fn from_raw(raw: __spirv::RawInstruction<'a>) -> Self {{ Self::Raw({raw_wrap}) }}
    #[inline]
    fn as_raw(&self) -> ::core::option::Option<&__spirv::RawInstruction<'a>> {{
        match self {{
            Self::Raw(raw) => ::core::option::Option::Some({raw_ref}),
            _ => ::core::option::Option::None,
        }}
    }}
}}
}};
__spirv::impl_instruction_methods!(Instruction);
/// Instructions with more fields than fit in [`Instruction`] inline: their variants hold these,
/// boxed.
pub mod op {{
use super::__spirv;
{structs}}}
"
    );
}

fn spec_constant_operation(cx: &Ctx, out: &mut String) {
    let used = cx.g.header.is_core()
        && cx.g.instructions.iter().any(|i| {
            i.operands
                .iter()
                .any(|o| matches!(cx.g.kinds[o.kind].category, Category::Literal(LiteralKind::SpecConstantOpInteger)))
        });
    if !used {
        return;
    }
    out.push_str(
        "/// The operation of an `OpSpecConstantOp`: an instruction of this grammar, typed by its
/// embedded opcode. Its result type and result id are those of the enclosing
/// `OpSpecConstantOp` (they are not repeated in the binary); decoding fills them in and
/// encoding leaves them out.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpecConstantOperation<'a>(pub __spirv::Box<Instruction<'a>>);
const _: () = {
#[automatically_derived]
impl<'a> __spirv::Decode<'a> for SpecConstantOperation<'a> {
    fn decode(r: &mut __spirv::OperandReader<'a>) -> ::core::result::Result<Self, __spirv::DecodeError> {
        r.spec_constant_operation::<Instruction<'a>>().map(Self)
    }
}
#[automatically_derived]
impl __spirv::Encode for SpecConstantOperation<'_> {
    fn encode(&self, w: &mut __spirv::WordSink) { w.spec_constant_operation(&*self.0); }
}
#[automatically_derived]
impl __spirv::Placeholder for SpecConstantOperation<'_> {
    fn placeholder() -> Self { Self(__spirv::Box::new(Instruction::Raw(__spirv::Placeholder::placeholder()))) }
}
};
",
    );
}
