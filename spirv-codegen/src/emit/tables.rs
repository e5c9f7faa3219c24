//! The metadata tables, encoded as a string table and byte strings of little-endian words.
//!
//! Thousands of nested struct literals (one per instruction, operand and enumerant) made up
//! most of the expansion's compile time; the same data as a few literals costs nothing to
//! compile. `spirv_core::grammar` reads the records through small views. The record layouts
//! here and there must agree (`*_WORDS` there).

use std::collections::HashMap;
use std::fmt::Write;

use super::{Ctx, Scope, byte_str_lit, doc, str_lit};
use crate::model::*;

/// A kind reference with this bit set points into the core grammar's tables.
const CORE_KIND: u32 = 1 << 31;

#[derive(Default)]
struct Encoder {
    strings: String,
    interned: HashMap<String, (u32, u32)>,
    kinds: Vec<u32>,
    enumerants: Vec<u32>,
    operands: Vec<u32>,
    instructions: Vec<u32>,
    names: Vec<u32>,
    aliases: Vec<u32>,
    kind_refs: Vec<u32>,
    /// Identifiers of the `Capability` values, concatenated lists.
    capabilities: Vec<String>,
    extensions: Vec<String>,
}

impl Encoder {
    fn string(&mut self, s: &str) -> [u32; 2] {
        if let Some(&(off, len)) = self.interned.get(s) {
            return [off, len];
        }
        let entry = (self.strings.len() as u32, s.len() as u32);
        self.strings.push_str(s);
        self.interned.insert(s.to_string(), entry);
        [entry.0, entry.1]
    }

    fn alias_list(&mut self, aliases: &[Alias]) -> [u32; 2] {
        let first = (self.aliases.len() / 2) as u32;
        for a in aliases {
            let s = self.string(&a.name);
            self.aliases.extend(s);
        }
        [first, aliases.len() as u32]
    }

    /// Name records (sorted by name) for `entries`; returns (first, count).
    fn name_list(&mut self, mut entries: Vec<(&str, u32)>) -> [u32; 2] {
        entries.sort();
        let first = (self.names.len() / 3) as u32;
        for (name, value) in &entries {
            let s = self.string(name);
            self.names.extend([s[0], s[1], *value]);
        }
        [first, entries.len() as u32]
    }

    fn requirements(&mut self, reqs: &Requirements) -> [u32; 6] {
        let cap_first = self.capabilities.len() as u32;
        self.capabilities.extend(reqs.capabilities.iter().cloned());
        let ext_first = self.extensions.len() as u32;
        self.extensions.extend(reqs.extensions.iter().cloned());
        let code = |v: Option<(u8, u8)>| v.map_or(0xFFFF, |(a, b)| u32::from(a) << 8 | u32::from(b));
        [
            cap_first,
            reqs.capabilities.len() as u32,
            ext_first,
            reqs.extensions.len() as u32,
            code(reqs.version) | code(reqs.last_version) << 16,
            u32::from(reqs.provisional),
        ]
    }
}

fn bytes(words: &[u32]) -> String {
    let b: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    byte_str_lit(&b)
}

/// Emits `TABLES`, `INSTRUCTIONS` and `operand_kinds`.
pub(crate) fn emit(cx: &Ctx, out: &mut String) {
    let g = cx.g;
    let own_start = g.kinds.iter().position(|k| k.origin == Origin::Local).unwrap_or(g.kinds.len());
    let kind_ref = |k: KindRef| -> u32 {
        if g.kinds[k].origin == Origin::Core { k as u32 | CORE_KIND } else { (k - own_start) as u32 }
    };
    let mut e = Encoder::default();
    let operand_list = |e: &mut Encoder, operands: &[Operand]| -> [u32; 2] {
        let first = (e.operands.len() / 4) as u32;
        for o in operands {
            let q = match o.quantifier {
                Quantifier::One => 0,
                Quantifier::Optional => 1,
                Quantifier::Many => 2,
            };
            let name = e.string(&o.name);
            e.operands.extend([kind_ref(o.kind), q, name[0], name[1]]);
        }
        [first, operands.len() as u32]
    };

    for kind in g.kinds.iter().filter(|k| k.origin == Origin::Local) {
        let name = e.string(&kind.name);
        let doc = e.string(kind.doc.as_deref().unwrap_or(""));
        let (category, a, b, c, d) = match &kind.category {
            Category::Id(_) => (0, 0, 0, 0, 0),
            Category::Literal(lit) => {
                let code = match lit {
                    LiteralKind::Integer => 1,
                    LiteralKind::String => 2,
                    LiteralKind::Float => 3,
                    LiteralKind::ContextDependentNumber => 4,
                    LiteralKind::ExtInstInteger => 5,
                    LiteralKind::SpecConstantOpInteger => 6,
                };
                (code, 0, 0, 0, 0)
            }
            Category::Composite { bases, .. } => {
                let first = e.kind_refs.len() as u32;
                e.kind_refs.extend(bases.iter().map(|&b| kind_ref(b)));
                (7, first, bases.len() as u32, 0, 0)
            }
            Category::ValueEnum(en) | Category::BitEnum(en) => {
                let code = if matches!(kind.category, Category::ValueEnum(_)) { 8 } else { 9 };
                let first = (e.enumerants.len() / 13) as u32;
                for entry in &en.enumerants {
                    let name = e.string(&entry.name);
                    let aliases = e.alias_list(&entry.aliases);
                    let params = operand_list(&mut e, &entry.params);
                    let reqs = e.requirements(&entry.reqs);
                    e.enumerants.push(entry.value);
                    e.enumerants.extend(name);
                    e.enumerants.extend(aliases);
                    e.enumerants.extend(params);
                    e.enumerants.extend(reqs);
                }
                let names = en
                    .enumerants
                    .iter()
                    .flat_map(|x| {
                        std::iter::once((x.name.as_str(), x.value))
                            .chain(x.aliases.iter().map(move |a| (a.name.as_str(), x.value)))
                    })
                    .collect();
                let names = e.name_list(names);
                (code, first, en.enumerants.len() as u32, names[0], names[1])
            }
        };
        e.kinds.extend([name[0], name[1], doc[0], doc[1], category, a, b, c, d]);
    }

    for inst in &g.instructions {
        let name = e.string(&inst.name);
        let aliases = e.alias_list(&inst.aliases);
        let class = e.string(inst.class.as_deref().unwrap_or(""));
        let operands = operand_list(&mut e, &inst.operands);
        let reqs = e.requirements(&inst.reqs);
        e.instructions.push(u32::from(inst.opcode));
        e.instructions.extend(name);
        e.instructions.extend(aliases);
        e.instructions.extend(class);
        e.instructions.extend(operands);
        e.instructions.extend(reqs);
    }
    let instruction_names = e.name_list(
        g.instructions
            .iter()
            .flat_map(|i| {
                std::iter::once((i.name.as_str(), u32::from(i.opcode)))
                    .chain(i.aliases.iter().map(move |a| (a.name.as_str(), u32::from(i.opcode))))
            })
            .collect(),
    );

    let cap = cx.capability_path(Scope::Top);
    let caps: Vec<String> = e.capabilities.iter().map(|c| format!("{cap}::{c}")).collect();
    let exts: Vec<String> = e.extensions.iter().map(|x| str_lit(x)).collect();
    let core = if g.header.is_core() {
        "::core::option::Option::None"
    } else {
        "::core::option::Option::Some(&::spirv_core::spec::TABLES)"
    };
    let _ = write!(
        out,
        "#[doc(hidden)]
pub static TABLES: __spirv::Tables<{cap}> = __spirv::Tables::new(
{strings}, {kinds}, {enumerants}, {operands}, {instructions}, {names}, ({names_first}, {names_count}),
{aliases}, {kind_refs}, &[{caps}], &[{exts}], {core},
);
/// Every instruction of the grammar, sorted by opcode: name, aliases, class, operands (kind,
/// quantifier, name) and requirements.
pub static INSTRUCTIONS: __spirv::InstructionTable<{cap}> = __spirv::InstructionTable::new(&TABLES);
/// Every operand kind the grammar defines, in its order.
pub static OPERAND_KINDS: __spirv::KindTable<{cap}> = __spirv::KindTable::new(&TABLES);
/// Descriptors of the grammar's operand kinds, for table-driven tools (assembler, disassembler,
/// requirement checks): category, enumerants with their parameters and requirements, and lookup
/// by name.
#[allow(non_upper_case_globals)] // named like the kinds
pub mod operand_kinds {{
",
        strings = str_lit(&e.strings),
        kinds = bytes(&e.kinds),
        enumerants = bytes(&e.enumerants),
        operands = bytes(&e.operands),
        instructions = bytes(&e.instructions),
        names = bytes(&e.names),
        names_first = instruction_names[0],
        names_count = instruction_names[1],
        aliases = bytes(&e.aliases),
        kind_refs = bytes(&e.kind_refs),
        caps = caps.join(", "),
        exts = exts.join(", "),
    );
    let cap_sub = cx.capability_path(Scope::Sub);
    for (i, kind) in g.kinds.iter().filter(|k| k.origin == Origin::Local).enumerate() {
        out.push_str(&doc(&format!("Descriptor of the `{}` operand kind.", kind.name)));
        let _ = writeln!(
            out,
            "pub static {}: super::__spirv::KindInfo<{cap_sub}> = super::__spirv::KindInfo::new(&super::TABLES, {i});",
            kind.name
        );
    }
    out.push_str("}\n");
}
