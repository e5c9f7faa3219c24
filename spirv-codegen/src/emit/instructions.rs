//! Instructions: the `Op` enum, and the `Instruction` enum (one variant per instruction with its
//! operands as named, typed fields, like wasmparser's `Operator`) that decodes and visits them.

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use spirv_layout::{IdKind, LiteralKind};

use super::context::{Ctx, Scope, ident, operand_doc_name};
use crate::lower::{CORE_ENUM_SIZE, EXT_ENUM_SIZE, field_props};
use crate::model::*;

/// Instructions per decoding function.
const DECODE_CHUNK: usize = 32;

pub(crate) fn emit(cx: &Ctx) -> TokenStream {
    let op = opcode_enum(cx);
    let instruction = instruction_enum(cx);
    let spec_constant = spec_constant_operation(cx);
    quote!(#op #instruction #spec_constant)
}

fn instruction_doc(cx: &Ctx, inst: &Instruction) -> String {
    let mut text = format!("`{}` (opcode {}).", inst.name, inst.opcode);
    if let Some(class) = &inst.class {
        text.push_str(&format!(" Class: {class}."));
    }
    if !inst.aliases.is_empty() {
        let names: Vec<String> = inst.aliases.iter().map(|a| format!("`{}`", a.name)).collect();
        text.push_str(&format!(" Also named {}.", names.join(", ")));
    }
    text.push(' ');
    text.push_str(&cx.requirements_doc(&inst.reqs, false));
    text.push_str(&cx.spec_link(&inst.name));
    text
}

/// `#[doc(alias = ...)]` for the grammar name (where it is not the variant's) and the aliases.
fn doc_aliases(inst: &Instruction) -> TokenStream {
    let names = std::iter::once(&inst.name).chain(inst.aliases.iter().map(|a| &a.name)).filter(|n| **n != inst.ident);
    quote!(#(#[doc(alias = #names)])*)
}

fn opcode_enum(cx: &Ctx) -> TokenStream {
    let cap = cx.capability_path(Scope::Top);
    let enum_doc = if cx.g.header.is_core() {
        "SPIR-V opcodes. Each variant's discriminant is its opcode; aliases are associated consts."
    } else {
        "Instruction numbers of this extended instruction set (the `Instruction` operand of `OpExtInst`). Aliases are associated consts."
    };
    let variants = cx.g.instructions.iter().map(|inst| {
        // The full description (requirements, link) is on the `Instruction` variant.
        let d = format!("`{}` (opcode {}): [`Instruction::{}`].", inst.name, inst.opcode, inst.ident);
        let aliases = doc_aliases(inst);
        let v = ident(&inst.ident);
        let opcode = Literal::u16_unsuffixed(inst.opcode);
        quote!(#[doc = #d] #aliases #v = #opcode,)
    });
    let aliases = cx.g.instructions.iter().flat_map(|inst| {
        inst.aliases.iter().map(move |a| {
            let d = format!("`{}`: another name of [`Op::{}`].", a.name, inst.ident);
            let (a, v) = (ident(&a.ident), ident(&inst.ident));
            quote!(#[doc = #d] pub const #a: Self = Self::#v;)
        })
    });
    let values = cx.g.instructions.iter().map(|i| ident(&i.ident));
    let classes = class_enum(cx);
    quote! {
        #[doc = #enum_doc]
        #[repr(u16)]
        #[non_exhaustive]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(non_camel_case_types)] // extended sets spell instructions `acos`, `AVG_POOL2D`
        pub enum Op {
            #(#variants)*
        }
        #[allow(non_upper_case_globals)] // aliases keep the grammar's spelling
        impl Op {
            #(#aliases)*
        }
        __spirv::impl_opcode!(Op, #cap, OpClass, INSTRUCTIONS, [#(#values),*]);
        #classes
    }
}

/// `OpClass`: the grammar's instruction classes (none for an extended set).
fn class_enum(cx: &Ctx) -> TokenStream {
    let classes = &cx.g.classes;
    let variants = classes.iter().map(|c| {
        let d = match &c.heading {
            Some(h) => format!("`{}`: {h}.", c.tag),
            None => format!("`{}`.", c.tag),
        };
        let v = ident(&c.ident);
        quote!(#[doc = #d] #v,)
    });
    let idents: Vec<_> = classes.iter().map(|c| ident(&c.ident)).collect();
    let tags: Vec<&str> = classes.iter().map(|c| c.tag.as_str()).collect();
    let headings = classes.iter().map(|c| match &c.heading {
        Some(h) => quote!(::core::option::Option::Some(#h)),
        None => quote!(::core::option::Option::None),
    });
    // Each instruction's class, one arm per class (the instructions of none fall through).
    let class_of = classes.iter().map(|c| {
        let v = ident(&c.ident);
        let ops: Vec<_> =
            cx.g.instructions
                .iter()
                .filter(|i| i.class.as_deref() == Some(c.tag.as_str()))
                .map(|i| ident(&i.ident))
                .collect();
        match ops.is_empty() {
            true => quote!(),
            false => quote!(#(Op::#ops)|* => ::core::option::Option::Some(OpClass::#v),),
        }
    });
    // Each class's instructions, in opcode order.
    let members = classes.iter().map(|c| {
        let v = ident(&c.ident);
        let ops =
            cx.g.instructions.iter().filter(|i| i.class.as_deref() == Some(c.tag.as_str())).map(|i| ident(&i.ident));
        quote!(OpClass::#v => &[#(Op::#ops),*],)
    });
    let doc = if classes.is_empty() {
        "Instruction classes: this grammar defines none, so [`Op::class`] is always `None`."
    } else {
        "The grammar's instruction classes (`instruction_printing_class`): the sections of the specification, which [`Op::class`] gives."
    };
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum OpClass {
            #(#variants)*
        }
        impl OpClass {
            /// Every class, in the grammar's order.
            pub const ALL: &'static [OpClass] = &[#(OpClass::#idents),*];
            /// The grammar's tag (`Type-Declaration`).
            pub fn name(self) -> &'static str {
                match self {
                    #(OpClass::#idents => #tags,)*
                }
            }
            /// The section's heading (`Type-Declaration Instructions`), if the grammar gives one.
            pub fn heading(self) -> ::core::option::Option<&'static str> {
                match self {
                    #(OpClass::#idents => #headings,)*
                }
            }
            /// The class with this tag.
            pub fn from_name(tag: &str) -> ::core::option::Option<Self> {
                match tag {
                    #(#tags => ::core::option::Option::Some(OpClass::#idents),)*
                    _ => ::core::option::Option::None,
                }
            }
            /// The class of `op` (what [`Op::class`] gives): one step, where the grammar
            /// entry's class tag would be a name to look up.
            #[allow(unreachable_patterns)] // a grammar without classes has only the last arm
            pub const fn of(op: Op) -> ::core::option::Option<Self> {
                match op {
                    #(#class_of)*
                    _ => ::core::option::Option::None,
                }
            }
            /// The instructions [`Op::class`] puts in this class, in opcode order: a list that
            /// a constant can be made of (spirv-core's `OpSet::new`).
            pub const fn ops(self) -> &'static [Op] {
                match self {
                    #(#members)*
                }
            }
        }
    }
}

fn field_doc(cx: &Ctx, o: &Operand) -> String {
    let kind = &cx.g.kinds[o.kind].name;
    let q = match o.quantifier.name() {
        "?" => ", optional",
        "*" => ", zero or more",
        _ => "",
    };
    if o.name.is_empty() { format!("{kind}{q}.") } else { format!("`{}`: {kind}{q}.", operand_doc_name(&o.name)) }
}

fn instruction_enum(cx: &Ctx) -> TokenStream {
    let is_core = cx.g.header.is_core();
    let limit = if is_core { CORE_ENUM_SIZE } else { EXT_ENUM_SIZE };
    let enum_doc = format!(
        "A typed instruction of this {}: one variant per instruction with the operands as named, typed \
         fields (an instruction without operands is a unit variant). `Raw` keeps, word for word, what \
         this grammar cannot type: unknown {}, or enumerant values it does not know.\n\n\
         Each operand kind has one Rust type wherever it appears. An instruction whose fields would \
         make this enum larger than {limit} bytes holds them in a box: its variant is \
         `Name(Box<op::Name>)` (the structs in [`op`]).\n\n\
         Two instructions are equal when they encode to the same words; `Debug` shows the variant and its fields.",
        if is_core { "grammar" } else { "extended instruction set" },
        if is_core { "opcodes" } else { "instruction numbers" },
    );
    let mut variants = Vec::new();
    let mut structs = Vec::new();
    let mut decode_arms = Vec::new();
    let mut visit_arms = Vec::new();
    let mut visit_mut_arms = Vec::new();
    let mut opcode_arms = Vec::new();
    let mut result_arms = Vec::new();
    let mut owned_arms = Vec::new();
    for inst in &cx.g.instructions {
        let v = ident(&inst.ident);
        let opcode = Literal::u32_unsuffixed(u32::from(inst.opcode));
        let doc = instruction_doc(cx, inst);
        let aliases = doc_aliases(inst);
        let names: Vec<_> = inst.fields().iter().map(|o| ident(&o.field)).collect();
        let fields = |scope: Scope| {
            inst.fields()
                .iter()
                .zip(&names)
                .map(|(o, f)| {
                    let d = field_doc(cx, o);
                    let t = cx.field_type(o, scope);
                    let vis = (scope == Scope::Sub).then(|| quote!(pub));
                    quote!(#[doc = #d] #vis #f: #t,)
                })
                .collect::<Vec<_>>()
        };
        // The visitor is `__visitor`: a field may be called `v`.
        let reads = field_reads(cx, inst, &names);
        let visit = quote!(#(__spirv::Operand::visit(#names, __visitor);)*);
        let visit_mut = quote!(#(__spirv::Operand::visit_mut(#names, __visitor);)*);
        if inst.boxed {
            let lt = Ctx::lifetime(inst.props);
            let struct_fields = fields(Scope::Sub);
            structs.push(quote! {
                #[doc = #doc]
                #[derive(Clone, Debug)]
                #[allow(non_camel_case_types)] // extended sets spell instructions `acos`
                pub struct #v #lt {
                    #(#struct_fields)*
                }
            });
            variants.push(quote!(#[doc = #doc] #aliases #v(__spirv::Box<op::#v #lt>),));
            decode_arms.push(quote!(#opcode => {
                let mut r = __spirv::OperandReader::from_parts(__start, __offset, __cx);
                #reads
                if r.is_clean_end() {
                    return ::core::result::Result::Ok(Instruction::#v(__spirv::Box::new(op::#v { #(#names,)* })));
                }
                r
            }));
            visit_arms.push(quote!(Self::#v(x) => { let op::#v { #(#names),* } = &**x; #visit }));
            visit_mut_arms.push(quote!(Self::#v(x) => { let op::#v { #(#names),* } = &mut **x; #visit_mut }));
        } else if names.is_empty() {
            variants.push(quote!(#[doc = #doc] #aliases #v,));
            decode_arms.push(quote!(#opcode => {
                if __start.is_empty() {
                    return ::core::result::Result::Ok(Instruction::#v);
                }
                __spirv::OperandReader::from_parts(__start, __offset, __cx)
            }));
            visit_arms.push(quote!(Self::#v => {}));
            visit_mut_arms.push(quote!(Self::#v => {}));
        } else {
            let variant_fields = fields(Scope::Top);
            variants.push(quote!(#[doc = #doc] #aliases #v { #(#variant_fields)* },));
            decode_arms.push(quote!(#opcode => {
                let mut r = __spirv::OperandReader::from_parts(__start, __offset, __cx);
                #reads
                if r.is_clean_end() {
                    return ::core::result::Result::Ok(Instruction::#v { #(#names,)* });
                }
                r
            }));
            visit_arms.push(quote!(Self::#v { #(#names),* } => { #visit }));
            visit_mut_arms.push(quote!(Self::#v { #(#names),* } => { #visit_mut }));
        }
        opcode_arms.push(quote!(Self::#v { .. } => #opcode,));
        // The result type and id: the fields of the grammar's IdResultType and IdResult operands.
        let field = |kind: IdKind| {
            inst.fields()
                .iter()
                .zip(&names)
                .find(|(o, _)| matches!(cx.g.kinds[o.kind].category, Category::Id(k) if k == kind))
                .map(|(_, f)| f)
        };
        let (ty, id) = (field(IdKind::ResultType), field(IdKind::Result));
        if ty.is_some() || id.is_some() {
            let value = |f: Option<&proc_macro2::Ident>| match (f, inst.boxed) {
                (Some(f), true) => quote!(::core::option::Option::Some(x.#f)),
                (Some(f), false) => quote!(::core::option::Option::Some(*#f)),
                (None, _) => quote!(::core::option::Option::None),
            };
            let (ty_value, id_value) = (value(ty), value(id));
            let bound = ty.iter().chain(&id);
            result_arms.push(match inst.boxed {
                true => quote!(Self::#v(x) => (#ty_value, #id_value),),
                false => quote!(Self::#v { #(#bound,)* .. } => (#ty_value, #id_value),),
            });
        }
        // A field whose type borrows nothing moves as it is; the others are made owned. (Fewer
        // tokens and trait calls for the compiler: this impl is one of spirv-core's largest.)
        let owned = inst.fields().iter().zip(&names).map(|(o, f)| {
            if field_props(&cx.g.kinds, o.kind, o.quantifier).borrows {
                quote!(#f: __spirv::IntoOwned::into_owned(#f),)
            } else {
                quote!(#f,)
            }
        });
        let owned = quote!(#(#owned)*);
        owned_arms.push(if inst.boxed && !inst.props.borrows {
            quote!(Self::#v(x) => Instruction::#v(x),)
        } else if inst.boxed {
            quote!(Self::#v(x) => { let op::#v { #(#names),* } = *x; Instruction::#v(__spirv::Box::new(op::#v { #owned })) })
        } else if names.is_empty() {
            quote!(Self::#v => Instruction::#v,)
        } else {
            quote!(Self::#v { #(#names),* } => Instruction::#v { #owned },)
        });
    }
    // Decoding goes through functions of at most `DECODE_CHUNK` instructions each: one function
    // of hundreds of arms is too large for LLVM to inline the field decoders into (and slow to
    // optimize); small ones get them inlined. Each arm makes a reader of its own from the parts
    // the function takes, so that the arms whose operand decoders take the reader's address
    // (strings, operands with parameters) do not keep the others' reader in memory (one reader
    // made at the top was stored to memory for all arms: 8 Ir per instruction).
    let mut decode_chunks = Vec::new();
    let mut chunk_arms = Vec::new();
    for (n, (insts, arms)) in cx.g.instructions.chunks(DECODE_CHUNK).zip(decode_arms.chunks(DECODE_CHUNK)).enumerate() {
        let f = quote::format_ident!("decode_{n}");
        let (first, last) = (insts[0].opcode, insts[insts.len() - 1].opcode);
        let (first, last) = (Literal::u32_unsuffixed(u32::from(first)), Literal::u32_unsuffixed(u32::from(last)));
        decode_chunks.push(quote! {
            fn #f<'a>(
                __opcode: u32,
                __start: &'a [u8],
                __offset: usize,
                __cx: __spirv::OperandContext,
            ) -> ::core::result::Result<Instruction<'a>, __spirv::DecodeError> {
                // `__`: fields are named like the grammar's operands. An arm returns its
                // instruction, or the reader as it ended up for the rare outcomes.
                let r = match __opcode {
                    #(#arms)*
                    _ => __spirv::OperandReader::from_parts(__start, __offset, __cx),
                };
                __spirv::not_typed(__opcode, r, __start)
            }
        });
        chunk_arms.push(quote!(#first..=#last => #f(opcode, bytes, offset, cx),));
    }
    // The raw fallback: unknown opcodes, and known ones holding values this grammar does not
    // know. Boxed in extended sets, whose enum must stay small inside `OpExtInst`.
    let (raw_ty, raw_wrap, raw_ref) = if is_core {
        (quote!(__spirv::RawInstruction<'a>), quote!(raw), quote!(raw))
    } else {
        (quote!(__spirv::Box<__spirv::RawInstruction<'a>>), quote!(__spirv::Box::new(raw)), quote!(&**raw))
    };
    // The core grammar's `Display` (an instruction's line) is spirv-core's own; an extended
    // set's prints what follows `OpExtInst %type %set`, through its own grammar.
    let display = (!is_core).then(|| {
        quote! {
            /// Shows the instruction as `spirv-dis` prints it after `OpExtInst %type %set`: its
            /// name and operands (`Sqrt %14`).
            #[automatically_derived]
            impl ::core::fmt::Display for Instruction<'_> {
                fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                    const GRAMMAR: &[__spirv::ExtGrammar] = &[__spirv::ExtGrammar::new("", &INSTRUCTIONS)];
                    __spirv::fmt_ext_instruction(self, GRAMMAR, f)
                }
            }
        }
    });
    quote! {
        #[doc = #enum_doc]
        #[non_exhaustive]
        #[derive(Clone)]
        #[allow(non_camel_case_types)] // extended sets spell instructions `acos`, `AVG_POOL2D`
        pub enum Instruction<'a> {
            #(#variants)*
            /// An instruction kept as raw words.
            Raw(#raw_ty),
        }
        const _: () = {
            #(#decode_chunks)*
            #[automatically_derived]
            impl<'a> __spirv::InstructionSet<'a> for Instruction<'a> {
                type Op = Op;
                #[inline]
                fn decode_operands(
                    opcode: u32,
                    r: __spirv::OperandReader<'a>,
                ) -> ::core::result::Result<Self, __spirv::DecodeError> {
                    match r.into_parts() {
                        ::core::result::Result::Ok((bytes, offset, cx)) => Self::decode_parts(opcode, bytes, offset, cx),
                        ::core::result::Result::Err(r) => {
                            let start = r.rest_bytes();
                            __spirv::not_typed(opcode, r, start)
                        }
                    }
                }
                #[inline]
                fn decode_parts(
                    opcode: u32,
                    bytes: &'a [u8],
                    offset: usize,
                    cx: __spirv::OperandContext,
                ) -> ::core::result::Result<Self, __spirv::DecodeError> {
                    match opcode {
                        #(#chunk_arms)*
                        _ => {
                            let r = __spirv::OperandReader::from_parts(bytes, offset, cx);
                            __spirv::not_typed(opcode, r, bytes)
                        }
                    }
                }
                fn visit_operands<V: __spirv::Visitor<'a> + ?::core::marker::Sized>(&self, __visitor: &mut V) {
                    match self {
                        #(#visit_arms)*
                        Self::Raw(raw) => __visitor.raw(&raw.operands),
                    }
                }
                fn visit_operands_mut<V: __spirv::VisitorMut<'a> + ?::core::marker::Sized>(
                    &mut self,
                    __visitor: &mut V,
                ) {
                    match self {
                        #(#visit_mut_arms)*
                        Self::Raw(raw) => __visitor.raw(&mut raw.operands),
                    }
                }
                fn opcode(&self) -> u32 {
                    // The raw variant first, so that the match maps every other variant to a
                    // constant: a table lookup rather than a jump to one of ~800 arms (an indirect
                    // branch that mispredicts as the opcodes vary).
                    if let Self::Raw(raw) = self {
                        return raw.opcode;
                    }
                    match self {
                        #(#opcode_arms)*
                        Self::Raw(_) => 0,
                    }
                }
                fn result_type_and_id(
                    &self,
                ) -> (::core::option::Option<__spirv::IdResultType>, ::core::option::Option<__spirv::IdResult>) {
                    match self {
                        #(#result_arms)*
                        _ => (::core::option::Option::None, ::core::option::Option::None),
                    }
                }
                #[inline]
                fn from_raw(raw: __spirv::RawInstruction<'a>) -> Self {
                    Self::Raw(#raw_wrap)
                }
                #[inline]
                fn as_raw(&self) -> ::core::option::Option<&__spirv::RawInstruction<'a>> {
                    match self {
                        Self::Raw(raw) => ::core::option::Option::Some(#raw_ref),
                        _ => ::core::option::Option::None,
                    }
                }
            }
        };
        const _: () = {
            #[automatically_derived]
            impl<'a> __spirv::IntoOwned for Instruction<'a> {
                type Owned = Instruction<'static>;
                fn into_owned(self) -> Instruction<'static> {
                    match self {
                        #(#owned_arms)*
                        Self::Raw(raw) => Instruction::Raw(__spirv::IntoOwned::into_owned(raw)),
                    }
                }
            }
        };
        __spirv::impl_instruction!(Instruction);
        #display
        /// The fields of the instructions whose variant holds them boxed (see [`Instruction`]).
        pub mod op {
            #(#structs)*
        }
    }
}

/// Reads the fields of `inst` into locals named like them, in order. Fields are read with `get`,
/// which records the first error in the reader instead of returning early: straight-line code
/// compiles much faster. The embedded operation of `OpSpecConstantOp` is read with the result
/// type and result id before it (which `lower` checks are there).
fn field_reads(cx: &Ctx, inst: &Instruction, names: &[proc_macro2::Ident]) -> TokenStream {
    let id_field = |kind: IdKind| {
        inst.fields()
            .iter()
            .zip(names)
            .find(|(o, _)| matches!(cx.g.kinds[o.kind].category, Category::Id(k) if k == kind))
    };
    let spec_constant = inst
        .fields()
        .iter()
        .any(|o| matches!(cx.g.kinds[o.kind].category, Category::Literal(LiteralKind::SpecConstantOpInteger)));
    let reads = inst.fields().iter().zip(names).map(|(o, f)| match cx.g.kinds[o.kind].category {
        Category::Literal(LiteralKind::SpecConstantOpInteger) => {
            let ids = [IdKind::ResultType, IdKind::Result].map(|k| id_field(k).map(|(_, f)| f));
            let [Some(ty), Some(id)] = ids else { return quote!(let #f = r.get();) };
            quote!(let #f = r.get_with(|r| SpecConstantOperation::decode_with(r, [#ty.get(), #id.get()]));)
        }
        // Typed, so that the operation's decoder can use them.
        _ if spec_constant => {
            let t = cx.field_type(o, Scope::Top);
            quote!(let #f: #t = r.get();)
        }
        _ => quote!(let #f = r.get();),
    });
    quote!(#(#reads)*)
}

fn spec_constant_operation(cx: &Ctx) -> TokenStream {
    let used = cx.g.header.is_core()
        && cx.g.instructions.iter().any(|i| {
            i.operands
                .iter()
                .any(|o| matches!(cx.g.kinds[o.kind].category, Category::Literal(LiteralKind::SpecConstantOpInteger)))
        });
    if !used {
        return TokenStream::new();
    }
    quote! {
        /// The operation of an `OpSpecConstantOp`: an instruction of this grammar, typed by its
        /// embedded opcode. Its result type and result id are those of the enclosing
        /// `OpSpecConstantOp` (they are not repeated in the binary); decoding fills them in and
        /// encoding leaves them out.
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct SpecConstantOperation<'a>(pub __spirv::Box<Instruction<'a>>);
        const _: () = {
            impl<'a> SpecConstantOperation<'a> {
                /// Decodes the operation of an `OpSpecConstantOp` whose result type and result id
                /// are `ids`.
                #[doc(hidden)]
                pub fn decode_with(
                    r: &mut __spirv::OperandReader<'a>,
                    ids: [u32; 2],
                ) -> ::core::result::Result<Self, __spirv::DecodeError> {
                    let (opcode, words, offset) = __spirv::spec_constant_operation_words::<Instruction<'a>>(r, ids)?;
                    let inner: Instruction<'_> =
                        __spirv::decode_instruction(opcode, __spirv::OperandReader::new(&words, offset))?;
                    if inner.as_raw().is_some() {
                        // The operation holds values this grammar does not know: the whole
                        // instruction stays raw.
                        return ::core::result::Result::Err(r.unknown_value("LiteralSpecConstantOpInteger", opcode));
                    }
                    // The words were copied (the operation's operands are not contiguous with its
                    // result type and id), so the operation owns what it would have borrowed.
                    ::core::result::Result::Ok(Self(__spirv::Box::new(__spirv::IntoOwned::into_owned(inner))))
                }
            }
            #[automatically_derived]
            impl<'a> __spirv::Operand<'a> for SpecConstantOperation<'a> {
                fn visit<V: __spirv::Visitor<'a> + ?::core::marker::Sized>(&self, v: &mut V) {
                    __spirv::visit_spec_constant_operation(&*self.0, v);
                }
                fn visit_mut<V: __spirv::VisitorMut<'a> + ?::core::marker::Sized>(&mut self, v: &mut V) {
                    __spirv::visit_spec_constant_operation_mut(&mut *self.0, v);
                }
            }
            #[automatically_derived]
            impl<'a> __spirv::IntoOwned for SpecConstantOperation<'a> {
                type Owned = SpecConstantOperation<'static>;
                fn into_owned(self) -> SpecConstantOperation<'static> {
                    SpecConstantOperation(__spirv::IntoOwned::into_owned(self.0))
                }
            }
            #[automatically_derived]
            impl __spirv::Placeholder for SpecConstantOperation<'_> {
                fn placeholder() -> Self {
                    Self(__spirv::Box::new(Instruction::Raw(__spirv::Placeholder::placeholder())))
                }
            }
        };
    }
}
