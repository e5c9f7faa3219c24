//! The metadata tables, written as one string table and byte strings of records
//! ([`spirv_layout`] defines them, for this writer and for the views that read
//! them).
//!
//! Thousands of nested struct literals (one per instruction, operand and enumerant) made up
//! most of the expansion's compile time; the same data as a few literals costs nothing to
//! compile.

use std::collections::HashMap;

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use spirv_layout::{
    CORE_KIND, EnumerantRecord, InstructionRecord, KindRecord, KindRefRecord, NameRecord, OperandRecord,
    RequirementsRecord, StrRecord, category, decode_facts, name_index, opcode_index, operand_form, version_code,
};

use spirv_layout::{IdKind, LiteralKind};

use super::context::{Ctx, Scope, ident};
use crate::model::*;

#[derive(Default)]
struct Writer {
    strings: String,
    interned: HashMap<String, (u32, u32)>,
    kinds: Vec<u32>,
    enumerants: Vec<u32>,
    operands: Vec<u32>,
    /// One [`operand_form`] word per operand record.
    operand_forms: Vec<u32>,
    instructions: Vec<u32>,
    requirements: Vec<u32>,
    names: Vec<u32>,
    /// The `(first, count)` of each list of `names`, and the name of each record, for the
    /// [`name_index`].
    name_lists: Vec<(u32, u32)>,
    record_names: Vec<String>,
    strs: Vec<u32>,
    kind_refs: Vec<u32>,
    /// Identifiers of the `Capability` values, concatenated lists.
    capabilities: Vec<String>,
    extensions: Vec<String>,
}

impl Writer {
    /// `(offset, len)` of `s` in the string table.
    fn string(&mut self, s: &str) -> (u32, u32) {
        if let Some(&entry) = self.interned.get(s) {
            return entry;
        }
        let entry = (self.strings.len() as u32, s.len() as u32);
        self.strings.push_str(s);
        self.interned.insert(s.to_string(), entry);
        entry
    }

    /// `(first, count)` of the aliases' names.
    fn aliases(&mut self, aliases: &[Alias]) -> (u32, u32) {
        let first = (self.strs.len() / StrRecord::WORDS) as u32;
        for a in aliases {
            let (offset, len) = self.string(&a.name);
            StrRecord { offset, len }.write(&mut self.strs);
        }
        (first, aliases.len() as u32)
    }

    /// `(first, count)` of name records, sorted by name, for `entries`.
    fn names(&mut self, mut entries: Vec<(&str, u32)>) -> (u32, u32) {
        entries.sort();
        let first = (self.names.len() / NameRecord::WORDS) as u32;
        for (name, value) in &entries {
            self.record_names.push(name.to_string());
            let (name, name_len) = self.string(name);
            NameRecord { name, name_len, value: *value }.write(&mut self.names);
        }
        self.name_lists.push((first, entries.len() as u32));
        (first, entries.len() as u32)
    }

    /// Index of a new requirements record.
    fn requirements(&mut self, reqs: &Requirements) -> u32 {
        let index = (self.requirements.len() / RequirementsRecord::WORDS) as u32;
        let record = RequirementsRecord {
            capabilities_first: self.capabilities.len() as u32,
            capabilities_count: reqs.capabilities.len() as u32,
            extensions_first: self.extensions.len() as u32,
            extensions_count: reqs.extensions.len() as u32,
            version: version_code(reqs.version),
            last_version: version_code(reqs.last_version),
            provisional: u32::from(reqs.provisional),
        };
        record.write(&mut self.requirements);
        self.capabilities.extend(reqs.capabilities.iter().cloned());
        self.extensions.extend(reqs.extensions.iter().cloned());
        index
    }

    /// `(first, count)` of operand records.
    fn operands(&mut self, g: &Grammar, operands: &[Operand]) -> (u32, u32) {
        let first = (self.operands.len() / OperandRecord::WORDS) as u32;
        for o in operands {
            let (name, name_len) = self.string(&o.name);
            let (field, field_len) = self.string(&o.field);
            let record = OperandRecord {
                kind: kind_ref(g, o.kind),
                quantifier: o.quantifier.code(),
                name,
                name_len,
                field,
                field_len,
            };
            record.write(&mut self.operands);
            let (category, detail) = category_code(&g.kinds[o.kind].category);
            self.operand_forms.push(operand_form::pack(record.kind, record.quantifier, category, detail));
        }
        (first, operands.len() as u32)
    }
}

/// How a table refers to kind `k`: its index among the grammar's own kinds, or among the core
/// grammar's with [`CORE_KIND`] set.
fn kind_ref(g: &Grammar, k: KindRef) -> u32 {
    let own_start = g.kinds.iter().position(|k| k.origin == Origin::Local).unwrap_or(g.kinds.len());
    if g.kinds[k].origin == Origin::Core { k as u32 | CORE_KIND } else { (k - own_start) as u32 }
}

/// The [`category`] and detail codes of a kind.
fn category_code(c: &Category) -> (u32, u32) {
    match c {
        Category::Id(id) => (category::ID, id.code()),
        Category::Literal(lit) => (category::LITERAL, lit.code()),
        Category::Composite { .. } => (category::COMPOSITE, 0),
        Category::ValueEnum(_) => (category::VALUE_ENUM, 0),
        Category::BitEnum(_) => (category::BIT_ENUM, 0),
    }
}

fn bytes(words: &[u32]) -> Literal {
    let b: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    Literal::byte_string(&b)
}

/// Emits `TABLES`, `INSTRUCTIONS`, `OPERAND_KINDS` and `operand_kinds`.
pub(crate) fn emit(cx: &Ctx) -> TokenStream {
    let g = cx.g;
    let mut w = Writer::default();

    for (_, kind) in g.own_kinds() {
        let (name, name_len) = w.string(&kind.name);
        let (doc, doc_len) = w.string(kind.doc.as_deref().unwrap_or(""));
        let mut record = KindRecord { name, name_len, doc, doc_len, ..KindRecord::default() };
        (record.category, record.detail) = category_code(&kind.category);
        match &kind.category {
            Category::Id(_) | Category::Literal(_) => {}
            Category::Composite { bases, .. } => {
                record.first = (w.kind_refs.len() / KindRefRecord::WORDS) as u32;
                record.count = bases.len() as u32;
                for &b in bases {
                    KindRefRecord { kind: kind_ref(g, b) }.write(&mut w.kind_refs);
                }
            }
            Category::ValueEnum(e) | Category::BitEnum(e) => {
                record.first = (w.enumerants.len() / EnumerantRecord::WORDS) as u32;
                record.count = e.enumerants.len() as u32;
                for en in &e.enumerants {
                    let (name, name_len) = w.string(&en.name);
                    let (aliases_first, aliases_count) = w.aliases(&en.aliases);
                    let (params_first, params_count) = w.operands(g, &en.params);
                    let requirements = w.requirements(&en.reqs);
                    let value = en.value;
                    EnumerantRecord {
                        value,
                        name,
                        name_len,
                        aliases_first,
                        aliases_count,
                        params_first,
                        params_count,
                        requirements,
                    }
                    .write(&mut w.enumerants);
                }
                let names = e
                    .enumerants
                    .iter()
                    .flat_map(|x| {
                        std::iter::once((x.name.as_str(), x.value))
                            .chain(x.aliases.iter().map(move |a| (a.name.as_str(), x.value)))
                    })
                    .collect();
                (record.names_first, record.names_count) = w.names(names);
            }
        }
        record.write(&mut w.kinds);
    }

    for inst in &g.instructions {
        let (name, name_len) = w.string(&inst.name);
        let (aliases_first, aliases_count) = w.aliases(&inst.aliases);
        let (class, class_len) = w.string(inst.class.as_deref().unwrap_or(""));
        let (operands_first, operands_count) = w.operands(g, &inst.operands);
        let requirements = w.requirements(&inst.reqs);
        InstructionRecord {
            opcode: u32::from(inst.opcode),
            name,
            name_len,
            aliases_first,
            aliases_count,
            class,
            class_len,
            operands_first,
            operands_count,
            requirements,
        }
        .write(&mut w.instructions);
    }
    let (names_first, names_count) = w.names(
        g.instructions
            .iter()
            .flat_map(|i| {
                std::iter::once((i.name.as_str(), u32::from(i.opcode)))
                    .chain(i.aliases.iter().map(move |a| (a.name.as_str(), u32::from(i.opcode))))
            })
            .collect(),
    );

    let (kind_names_first, kind_names_count) =
        w.names(g.own_kinds().enumerate().map(|(i, (_, kind))| (kind.name.as_str(), i as u32)).collect());

    let name_index = bytes(&name_index::build(&w.name_lists, |i| w.record_names[i as usize].as_str()));
    let opcodes: Vec<u16> = g.instructions.iter().map(|i| i.opcode).collect();
    let opcode_index = Literal::byte_string(&opcode_index::build(&opcodes));
    let facts = decode_facts_table(g);
    let facts_len = facts.len();
    let facts = Literal::byte_string(&facts);
    let cap = cx.capability_path(Scope::Top);
    let caps = w.capabilities.iter().map(|c| {
        let c = ident(c);
        quote!(#cap::#c)
    });
    let exts = &w.extensions;
    let core = if g.header.is_core() {
        quote!(::core::option::Option::None)
    } else {
        quote!(::core::option::Option::Some(&__spirv::spec::TABLES))
    };
    let strings = &w.strings;
    let (kinds, enumerants, operands) = (bytes(&w.kinds), bytes(&w.enumerants), bytes(&w.operands));
    let operand_forms = bytes(&w.operand_forms);
    let (instructions, requirements, names) = (bytes(&w.instructions), bytes(&w.requirements), bytes(&w.names));
    let (strs, kind_refs) = (bytes(&w.strs), bytes(&w.kind_refs));
    let cap_sub = cx.capability_path(Scope::Sub);
    let descriptors = g.own_kinds().enumerate().map(|(i, (_, kind))| {
        let d = format!("Descriptor of the `{}` operand kind.", kind.name);
        let name = ident(&kind.name);
        let i = Literal::u32_unsuffixed(i as u32);
        quote! {
            #[doc = #d]
            pub static #name: super::__spirv::KindInfo<#cap_sub> = super::__spirv::KindInfo::new(&super::TABLES, #i);
        }
    });
    quote! {
        #[doc(hidden)]
        pub static TABLES: __spirv::Tables<#cap> = __spirv::Tables {
            strings: #strings,
            kinds: #kinds,
            enumerants: #enumerants,
            operands: #operands,
            operand_forms: #operand_forms,
            instructions: #instructions,
            opcode_index: #opcode_index,
            requirements: #requirements,
            names: #names,
            name_index: #name_index,
            instruction_names: (#names_first, #names_count),
            kind_names: (#kind_names_first, #kind_names_count),
            strs: #strs,
            kind_refs: #kind_refs,
            capabilities: &[#(#caps),*],
            extensions: &[#(#exts),*],
            core: #core,
        };
        /// What a decoder needs to know about each opcode's operands before decoding them
        /// (`spirv_core::grammar::layout::decode_facts`), indexed by opcode.
        #[doc(hidden)]
        pub static DECODE_FACTS: [u8; #facts_len] = *#facts;
        /// Every instruction of the grammar, sorted by opcode: name, aliases, class, operands
        /// (kind, quantifier, name) and requirements.
        pub static INSTRUCTIONS: __spirv::InstructionTable<#cap> = __spirv::InstructionTable::new(&TABLES);
        /// Every operand kind the grammar defines, in its order.
        pub static OPERAND_KINDS: __spirv::KindTable<#cap> = __spirv::KindTable::new(&TABLES);
        /// Descriptors of the grammar's operand kinds, for table-driven tools (assembler,
        /// disassembler, requirement checks): category, enumerants with their parameters and
        /// requirements, and lookup by name.
        #[allow(non_upper_case_globals)] // named like the kinds
        pub mod operand_kinds {
            #(#descriptors)*
        }
    }
}

/// The `DECODE_FACTS` table: one byte of [`decode_facts`] per opcode up to the largest.
fn decode_facts_table(g: &Grammar) -> Vec<u8> {
    let len = g.instructions.iter().map(|i| usize::from(i.opcode) + 1).max().unwrap_or(0);
    let mut table = vec![0u8; len];
    for inst in &g.instructions {
        let id = |i: usize| match inst.operands.get(i).map(|o| &g.kinds[o.kind].category) {
            Some(Category::Id(kind)) => Some(*kind),
            _ => None,
        };
        let mut facts = 0u8;
        let has_result_type = id(0) == Some(IdKind::ResultType);
        if has_result_type {
            facts |= decode_facts::RESULT_TYPE;
        }
        if id(0) == Some(IdKind::Result) || id(1) == Some(IdKind::Result) {
            facts |= decode_facts::RESULT;
        }
        for (i, operand) in inst.operands.iter().enumerate() {
            match &g.kinds[operand.kind].category {
                Category::Literal(LiteralKind::ContextDependentNumber) if has_result_type => {
                    facts |= decode_facts::NUMBER_OF_RESULT_TYPE;
                }
                // OpSwitch's selector and its targets' literals (SPIR-V spec, OpSwitch).
                Category::Literal(LiteralKind::ContextDependentNumber)
                | Category::Composite { literal_number: true, .. } => facts |= decode_facts::NUMBER_OF_FIRST,
                Category::Literal(LiteralKind::ExtInstInteger) if (1..16).contains(&i) => {
                    facts |= (i as u8) << decode_facts::EXT_SHIFT;
                }
                _ => {}
            }
        }
        table[usize::from(inst.opcode)] = facts;
    }
    table
}
