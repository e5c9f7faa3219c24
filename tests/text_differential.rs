//! The disassembler against SPIRV-Tools 2025.5's `spirv-dis` on random modules generated from
//! the grammar tables: every core instruction, every ValueEnum value and BitEnum flag (with their
//! parameters), every extended instruction of the sets SPIRV-Tools knows (and of sets it treats
//! as unknown non-semantic ones), literal numbers of every int and float type SPIRV-Tools prints,
//! `OpSwitch` on narrow and wide selectors, awkward strings and `OpSpecConstantOp`. Both must
//! print the same text in the default layout, with `--raw-id` and (for some modules) with
//! `--comment --nested-indent`; on deliberately damaged modules (bad values, zero ids, word
//! counts, opcodes, truncation, odd int and float widths, ...), the same error, exit status and
//! partial output. Some modules are big-endian.
//!
//! Where spirv-dis cannot be compared with, the case is left out narrowly, with the reason where
//! it is: `EXCLUDED_VALUES` (a value SPIRV-Tools cannot parse), `orphan_function_end` (a crash
//! of `--nested-indent`), and big-endian modules import no sets (see `generated`).
//!
//! The modules are well-formed for SPIRV-Tools' binary parser (ids non-zero and defined once,
//! literal numbers typed by int or float types, extended instructions naming an import) but not
//! valid SPIR-V: operands are random. The generator steers towards what has not been emitted yet
//! (instructions, values, and values whose parameters lead to kinds not fully emitted yet), so a
//! fixed seed covers all of the grammar; `generated_modules_cover_the_grammar` checks it did.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use spirv_core::ExtSet;
use spirv_core::grammar::{Category, IdKind, InstructionInfo, KindInfo, LiteralKind, OperandInfo, Quantifier};
use spirv_core::spec::{self, Capability, Op};
use spirv_core::text::disassemble_into;
use spirv_workspace::{Rng, dis_options, parallel_map, run_reference};

type Info = InstructionInfo<Capability>;
type Kind = KindInfo<Capability>;

/// Well-formed modules generated; each even one also gets a damaged copy.
const MODULES: usize = 600;
const SEED: u64 = 0x7e57_d15a;

// ---------------------------------------------------------------------------------------------
// The grammar, as the generator walks it.

/// A ValueEnum or BitEnum kind of one of the grammars.
struct EnumKind {
    kind: Kind,
    /// `Decoration`, or `OpenCL.DebugInfo.100/DebugInfoFlags` for a kind of an extended set.
    label: String,
    bits: bool,
    values: Vec<u32>,
    names: Vec<&'static str>,
    /// Per value: whether it is in [`EXCLUDED_VALUES`].
    excluded: Vec<bool>,
    /// The values that are not.
    allowed: Vec<usize>,
    /// Per value: every enum kind its parameters lead to (indices into `Catalog::kinds`).
    reach: Vec<Vec<usize>>,
}

/// A core instruction, or an instruction of an extended set.
struct Subject {
    info: Info,
    set: Option<ExtSet>,
    /// Whether SPIRV-Tools parses the operands by the set's grammar; `false` for the sets it
    /// does not compile in (`NonSemantic.DebugPrintf`, `NonSemantic.DebugBreak`), whose
    /// instructions it takes as unknown non-semantic ones: a number and ids.
    typed: bool,
    /// Every enum kind its operands lead to.
    reach: Vec<usize>,
}

struct Catalog {
    kinds: Vec<EnumKind>,
    core: Vec<Subject>,
    ext: Vec<Subject>,
    /// Core enum kinds no instruction has an operand of.
    unreachable: Vec<&'static str>,
}

/// Values never generated, because `spirv-dis` cannot print them: SPIRV-Tools 2025.5's binary
/// parser has no case for the operand type of `InitModeALTERA`'s parameter
/// (`InitializationModeQualifier`, its operand type 81) and rejects `OpDecorate %x InitModeALTERA
/// InitOnDeviceReprogramALTERA` with "Internal error: Unhandled operand type: 81" (exit status
/// 252), where the crate prints the decoration. (That kind is the parameter of no other value,
/// so it is not generated either.)
const EXCLUDED_VALUES: [(&str, &str); 1] = [("Decoration", "InitModeALTERA")];

/// The sets SPIRV-Tools 2025.5 has no grammar for, though the crate has (see
/// `spirv-core/src/text/mod.rs`, `imported_set`).
fn spirv_tools_knows(set: ExtSet) -> bool {
    !matches!(set, ExtSet::NonSemanticDebugPrintf | ExtSet::NonSemanticDebugBreak)
}

/// Known sets whose unknown instruction numbers SPIRV-Tools accepts (with id operands).
fn non_semantic(set: ExtSet) -> bool {
    matches!(
        set,
        ExtSet::NonSemanticShaderDebugInfo100 | ExtSet::NonSemanticClspvReflection | ExtSet::NonSemanticVkspReflection
    )
}

fn set_label(set: ExtSet) -> &'static str {
    set.import_name().trim_end_matches('.')
}

impl Catalog {
    fn new() -> Self {
        let mut c = Catalog { kinds: Vec::new(), core: Vec::new(), ext: Vec::new(), unreachable: Vec::new() };
        for info in spec::INSTRUCTIONS.iter() {
            for o in info.operands() {
                c.add_kind(o.kind, None);
            }
        }
        for &set in ExtSet::ALL.iter().filter(|&&s| spirv_tools_knows(s)) {
            for info in set.instructions().iter() {
                for o in info.operands() {
                    c.add_kind(o.kind, Some(set));
                }
            }
        }
        // Kinds that are no operand's (`MemorySemantics`, `Scope`, `RayFlags`, ...: their values
        // are those of constants): never in a binary as such.
        c.unreachable = spec::OPERAND_KINDS
            .iter()
            .filter(|k| k.enum_table().is_some() && c.index(*k).is_none())
            .map(|k| k.name())
            .collect();
        for i in 0..c.kinds.len() {
            let kind = c.kinds[i].kind;
            let table = kind.enum_table().expect("an enum kind");
            let reach = table
                .enumerants()
                .zip(&c.kinds[i].excluded)
                .map(|(e, &excluded)| {
                    let mut out = Vec::new();
                    for p in e.parameters().filter(|_| !excluded) {
                        c.reach_of(p.kind, &mut out);
                    }
                    out
                })
                .collect();
            c.kinds[i].reach = reach;
        }
        for info in spec::INSTRUCTIONS.iter() {
            let mut reach = Vec::new();
            for o in info.operands() {
                c.reach_of(o.kind, &mut reach);
            }
            c.core.push(Subject { info, set: None, typed: true, reach });
        }
        for &set in ExtSet::ALL {
            for info in set.instructions().iter() {
                let mut reach = Vec::new();
                let typed = spirv_tools_knows(set);
                if typed {
                    for o in info.operands() {
                        c.reach_of(o.kind, &mut reach);
                    }
                }
                c.ext.push(Subject { info, set: Some(set), typed, reach });
            }
        }
        c
    }

    fn index(&self, kind: Kind) -> Option<usize> {
        self.kinds.iter().position(|k| k.kind == kind)
    }

    fn add_kind(&mut self, kind: Kind, set: Option<ExtSet>) {
        match kind.category() {
            Category::Composite(bases) => {
                for base in bases {
                    self.add_kind(base, set);
                }
            }
            Category::ValueEnum(table) | Category::BitEnum(table) => {
                if self.index(kind).is_some() {
                    return;
                }
                let core = spec::OPERAND_KINDS.get(kind.name()) == Some(kind);
                let label = match set {
                    Some(set) if !core => format!("{}/{}", set_label(set), kind.name()),
                    _ => kind.name().to_string(),
                };
                let bits = matches!(kind.category(), Category::BitEnum(_));
                let values: Vec<u32> = table.enumerants().map(|e| e.value()).collect();
                // SPIRV-Tools parses a mask bit by bit: a value of several bits (`FlagIsPublic` of
                // the DebugInfo sets) is its bits' flags, and must have no parameters of its own.
                assert!(
                    !bits || table.enumerants().all(|e| e.value().count_ones() <= 1 || e.parameters().len() == 0),
                    "{label}: a value of several bits with parameters"
                );
                let names: Vec<&str> = table.enumerants().map(|e| e.name()).collect();
                let excluded: Vec<bool> =
                    names.iter().map(|&n| EXCLUDED_VALUES.contains(&(kind.name(), n)) && set.is_none()).collect();
                let allowed = (0..names.len()).filter(|&v| !excluded[v]).collect();
                self.kinds.push(EnumKind {
                    kind,
                    label,
                    bits,
                    values,
                    names,
                    excluded: excluded.clone(),
                    allowed,
                    reach: Vec::new(),
                });
                for (e, excluded) in table.enumerants().zip(excluded) {
                    for p in e.parameters().filter(|_| !excluded) {
                        self.add_kind(p.kind, set);
                    }
                }
            }
            Category::Id(_) | Category::Literal(_) => {}
        }
    }

    /// Adds the enum kinds `kind` leads to (itself, its bases, its values' parameters) to `out`.
    fn reach_of(&self, kind: Kind, out: &mut Vec<usize>) {
        match kind.category() {
            Category::Composite(bases) => {
                for base in bases {
                    self.reach_of(base, out);
                }
            }
            Category::ValueEnum(table) | Category::BitEnum(table) => {
                let i = self.index(kind).expect("catalogued kind");
                if !out.contains(&i) {
                    out.push(i);
                    for (e, &excluded) in table.enumerants().zip(&self.kinds[i].excluded) {
                        for p in e.parameters().filter(|_| !excluded) {
                            self.reach_of(p.kind, out);
                        }
                    }
                }
            }
            Category::Id(_) | Category::Literal(_) => {}
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Literal numbers.

/// A float type SPIRV-Tools prints literals of: width, FP Encoding operand, exponent and
/// mantissa bits.
#[derive(Clone, Copy, Debug, PartialEq)]
struct FloatForm {
    name: &'static str,
    width: u32,
    encoding: Option<spec::FPEncoding>,
    exponent: u32,
    mantissa: u32,
}

const FLOATS: [FloatForm; 6] = [
    FloatForm { name: "float16", width: 16, encoding: None, exponent: 5, mantissa: 10 },
    FloatForm { name: "float32", width: 32, encoding: None, exponent: 8, mantissa: 23 },
    FloatForm { name: "float64", width: 64, encoding: None, exponent: 11, mantissa: 52 },
    FloatForm { name: "bfloat16", width: 16, encoding: Some(spec::FPEncoding::BFloat16KHR), exponent: 8, mantissa: 7 },
    FloatForm { name: "e4m3", width: 8, encoding: Some(spec::FPEncoding::Float8E4M3EXT), exponent: 4, mantissa: 3 },
    FloatForm { name: "e5m2", width: 8, encoding: Some(spec::FPEncoding::Float8E5M2EXT), exponent: 5, mantissa: 2 },
];

const INT_WIDTHS: [u32; 4] = [8, 16, 32, 64];

/// The type of a literal number.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Num {
    Int { width: u32, signed: bool },
    Float(FloatForm),
}

impl Num {
    fn name(self) -> String {
        match self {
            Num::Int { width, signed } => format!("{}int{width}", if signed { "" } else { "u" }),
            Num::Float(f) => f.name.to_string(),
        }
    }

    fn width(self) -> u32 {
        match self {
            Num::Int { width, .. } => width,
            Num::Float(f) => f.width,
        }
    }

    /// The kinds of bit patterns generated for this type.
    fn classes(self) -> &'static [&'static str] {
        match (self, self.width() < 32) {
            (Num::Int { .. }, false) => &["zero", "one", "minus one", "max", "min", "random"],
            (Num::Int { .. }, true) => &["zero", "one", "minus one", "max", "min", "random", "high bits set"],
            (Num::Float(_), false) => &["+0", "-0", "subnormal", "normal", "inf", "nan", "random"],
            (Num::Float(_), true) => &["+0", "-0", "subnormal", "normal", "inf", "nan", "random", "high bits set"],
        }
    }
}

/// Every number type with every class of bit pattern: what the generator must have emitted.
fn expected_literal_forms() -> BTreeSet<String> {
    let mut all: Vec<Num> = Vec::new();
    for width in INT_WIDTHS {
        all.extend([Num::Int { width, signed: false }, Num::Int { width, signed: true }]);
    }
    all.extend(FLOATS.map(Num::Float));
    all.iter().flat_map(|n| n.classes().iter().map(move |c| format!("OpConstant {} {c}", n.name()))).collect()
}

/// Random bits of a float of `f`'s layout, of the given class.
fn float_bits(rng: &mut Rng, f: FloatForm, class: &str) -> u64 {
    let mantissa_mask = (1u64 << f.mantissa) - 1;
    let exponent_max = (1u64 << f.exponent) - 1;
    let sign = (rng.below(2)) << (f.exponent + f.mantissa);
    let make = |sign: u64, exponent: u64, mantissa: u64| sign | exponent << f.mantissa | mantissa;
    let nonzero_mantissa = |rng: &mut Rng| match rng.below(3) {
        0 => 1,
        1 => mantissa_mask,
        _ => 1 + rng.below(mantissa_mask),
    };
    match class {
        "+0" => 0,
        "-0" => make(1 << (f.exponent + f.mantissa), 0, 0),
        "subnormal" => make(sign, 0, nonzero_mantissa(rng)),
        "normal" => match rng.below(4) {
            // 1.0, the largest and the smallest normal numbers, a random one
            0 => make(sign, exponent_max >> 1, 0),
            1 => make(sign, exponent_max - 1, mantissa_mask),
            2 => make(sign, 1, 0),
            _ => make(sign, 1 + rng.below(exponent_max - 1), rng.next_u64() & mantissa_mask),
        },
        // (E4M3 has no infinities: its largest exponent holds numbers, and NaN for the all-ones
        // mantissa.)
        "inf" => make(sign, exponent_max, 0),
        "nan" => make(sign, exponent_max, nonzero_mantissa(rng)),
        _ if f.width == 64 => rng.next_u64(),
        _ => rng.next_u64() & ((1u64 << f.width) - 1),
    }
}

/// Random bits of an int of `width`, of the given class, sign-extended to 32 bits when narrow
/// and signed.
fn int_bits(rng: &mut Rng, width: u32, signed: bool, class: &str) -> u64 {
    let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
    let value = match class {
        "zero" => 0,
        "one" => 1,
        "minus one" => mask,
        "max" if signed => mask >> 1,
        "max" => mask,
        "min" if signed => 1 << (width - 1),
        "min" => 0,
        _ => match rng.below(3) {
            0 => rng.below(100),
            _ => rng.next_u64() & mask,
        },
    };
    let negative = signed && value >> (width - 1) & 1 == 1;
    if negative && width < 32 { value | (0xFFFF_FFFF & !mask) } else { value }
}

// ---------------------------------------------------------------------------------------------
// Strings.

/// Pieces of strings: plain and escaped ASCII, UTF-8, bytes that are not UTF-8.
const PIECES: &[&[u8]] = &[
    b"a",
    b"Z",
    b"_",
    b"0",
    b"7",
    b" ",
    b".",
    b"-",
    b"\"",
    b"\\",
    b"%",
    b";",
    b"\n",
    b"\t",
    b"\x01",
    b"\x7f",
    b"\xc3\xa9",         // é
    b"\xe2\x86\x92",     // →
    b"\xf0\x9f\x98\x80", // 😀
    b"\xff",
    b"\x80",
    b"\xc3",         // a truncated sequence
    b"\xed\xa0\x80", // an encoded surrogate
];

/// Names that collide with each other and with the names spirv-dis makes up.
const NAMES: &[&[u8]] = &[
    b"x",
    b"x",
    b"main",
    b"x_0",
    b"_",
    b"",
    b"float",
    b"uint",
    b"v4float",
    b"_ptr_Function_float",
    b"a.b",
    b"1st",
    b"t\xc3\xa9l\xc3\xa9",
    b"with space",
    b"q\"uote",
    b"back\\slash",
    b"\xff\xfe",
];

/// The classes of string the test must have printed in `OpName`, `OpString` and
/// `OpSourceExtension`.
const STRING_CLASSES: [&str; 6] = ["empty", "quote", "backslash", "UTF-8", "not UTF-8", "control"];

fn string_classes(s: &[u8]) -> Vec<&'static str> {
    let mut out = Vec::new();
    if s.is_empty() {
        out.push("empty");
    }
    if s.contains(&b'"') {
        out.push("quote");
    }
    if s.contains(&b'\\') {
        out.push("backslash");
    }
    match std::str::from_utf8(s) {
        Ok(text) if !text.is_ascii() => out.push("UTF-8"),
        Ok(_) => {}
        Err(_) => out.push("not UTF-8"),
    }
    if s.iter().any(|b| b.is_ascii_control()) {
        out.push("control");
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The generator.

/// What the generated modules held, across the run.
struct Coverage {
    core: Vec<u32>,
    ext: Vec<u32>,
    values: Vec<Vec<u32>>,
    /// Per enum kind: whether every value was emitted.
    done: Vec<bool>,
    /// Per enum kind: whether every value, and everything its values lead to, was emitted.
    satisfied: Vec<bool>,
    forms: BTreeMap<String, u32>,
}

/// An operand word a damaged copy may change.
#[derive(Clone, Copy, Debug)]
enum Site {
    Enum {
        word: usize,
        kind: usize,
    },
    Id {
        word: usize,
    },
    ExtNumber {
        word: usize,
    },
    SpecOpcode {
        word: usize,
    },
    Selector {
        word: usize,
    },
    ImportName {
        word: usize,
    },
    /// `OpTypeInt`'s or `OpTypeFloat`'s width.
    IntWidth {
        word: usize,
    },
    FloatWidth {
        word: usize,
    },
}

/// What `OpExtInstImport` imports.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Import {
    Set(ExtSet),
    /// `NonSemantic.Foo`, a set SPIRV-Tools does not know.
    Unknown,
}

/// The module being generated.
#[derive(Default)]
struct ModuleState {
    /// The module's words, header (filled in last) included.
    words: Vec<u32>,
    sites: Vec<Site>,
    /// Where each instruction starts.
    starts: Vec<usize>,
    next_id: u32,
    max_id: u32,
    defined: Vec<u32>,
    types: Vec<u32>,
    numbers: Vec<(u32, Num)>,
    /// Values typed by an integer type (for `OpSwitch` selectors).
    ints: Vec<(u32, Num)>,
    imports: Vec<(Import, u32)>,
}

/// What an instruction's operands need to agree on.
#[derive(Default)]
struct Cx {
    /// The instruction has a literal number typed by its result type.
    wants_number: bool,
    number: Option<Num>,
    result: Option<u32>,
    opcode_name: &'static str,
}

/// Opcodes for `OpSpecConstantOp`: a sample of `SPEC_CONSTANT_OPCODES`
/// (`spirv-core/src/text/mod.rs`, from SPIRV-Tools' `kOpSpecConstantOpcodes`).
const SPEC_CONSTANT_OPS: [Op; 20] = [
    Op::IAdd,
    Op::ISub,
    Op::SNegate,
    Op::Not,
    Op::ShiftLeftLogical,
    Op::FMod,
    Op::QuantizeToF16,
    Op::UConvert,
    Op::FConvert,
    Op::Bitcast,
    Op::CompositeExtract,
    Op::CompositeInsert,
    Op::VectorShuffle,
    Op::Select,
    Op::IEqual,
    Op::SLessThan,
    Op::LogicalNot,
    Op::AccessChain,
    Op::PtrAccessChain,
    Op::CooperativeMatrixLengthKHR,
];

/// Generator words: a sample of registered tools, and unknown ones.
const GENERATORS: [u32; 8] =
    [0, 0x0007_0016, 0x0008_000B, 0x001C_0000, 0x0031_0001, 0x0032_0000, 0xFFFF_FFFF, 0x1234_5678];

struct Gen<'c> {
    rng: Rng,
    c: &'c Catalog,
    cov: Coverage,
    m: ModuleState,
}

/// A generated module.
struct Case {
    name: String,
    bytes: Vec<u8>,
    damaged: bool,
}

/// One of the items of a module's body.
#[derive(Clone, Copy)]
enum Item {
    Core(usize),
    Ext,
    Constant,
    Switch,
    Name,
    StringOf(Op),
    SpecConstantOp,
}

impl<'c> Gen<'c> {
    fn new(c: &'c Catalog, seed: u64) -> Self {
        let cov = Coverage {
            core: vec![0; c.core.len()],
            ext: vec![0; c.ext.len()],
            values: c.kinds.iter().map(|k| vec![0; k.values.len()]).collect(),
            done: c.kinds.iter().map(|k| k.allowed.is_empty()).collect(),
            satisfied: vec![false; c.kinds.len()],
            forms: BTreeMap::new(),
        };
        Gen { rng: Rng::new(seed), c, cov, m: ModuleState::default() }
    }

    fn form(&mut self, label: String) {
        *self.cov.forms.entry(label).or_default() += 1;
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rng.below(items.len() as u64) as usize]
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.rng.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    // --- coverage-steered choices

    fn mark_value(&mut self, kind: usize, value: usize) {
        let counts = &mut self.cov.values[kind];
        counts[value] += 1;
        if counts[value] == 1 && self.c.kinds[kind].allowed.iter().all(|&v| counts[v] > 0) {
            self.cov.done[kind] = true;
        }
    }

    fn value_needed(&self, kind: usize, value: usize) -> bool {
        self.cov.values[kind][value] == 0 || self.c.kinds[kind].reach[value].iter().any(|&r| !self.cov.done[r])
    }

    fn subject_needed(&self, subject: &Subject, count: u32) -> bool {
        count == 0 || subject.reach.iter().any(|&r| !self.cov.done[r])
    }

    /// A value of enum kind `kind`: mostly one not emitted yet (or leading to kinds not fully
    /// emitted yet) while there are such, else any.
    fn pick_value(&mut self, kind: usize) -> usize {
        let allowed = &self.c.kinds[kind].allowed;
        if !self.cov.satisfied[kind] && !self.rng.one_in(4) {
            let needed: Vec<usize> = allowed.iter().copied().filter(|&v| self.value_needed(kind, v)).collect();
            if needed.is_empty() {
                self.cov.satisfied[kind] = true;
            } else {
                return self.pick(&needed);
            }
        }
        self.pick(allowed)
    }

    // --- ids and words

    fn fresh(&mut self) -> u32 {
        self.m.next_id += 1;
        self.m.max_id = self.m.max_id.max(self.m.next_id);
        self.m.next_id
    }

    /// An existing id, or (a quarter of the time) any id, maybe defined later or never.
    fn id_ref(&mut self) -> u32 {
        if !self.m.defined.is_empty() && !self.rng.one_in(4) {
            let defined = std::mem::take(&mut self.m.defined);
            let id = self.pick(&defined);
            self.m.defined = defined;
            id
        } else {
            let id = 1 + self.rng.below(u64::from(self.m.next_id) + 8) as u32;
            self.m.max_id = self.m.max_id.max(id);
            id
        }
    }

    fn type_ref(&mut self) -> u32 {
        if self.m.types.is_empty() || self.rng.one_in(8) {
            self.id_ref()
        } else {
            let i = self.rng.below(self.m.types.len() as u64) as usize;
            self.m.types[i]
        }
    }

    fn push_id(&mut self, id: u32) {
        self.m.sites.push(Site::Id { word: self.m.words.len() });
        self.m.words.push(id);
    }

    fn push_string(&mut self, s: &[u8]) {
        let mut bytes = s.to_vec();
        bytes.push(0);
        while !bytes.len().is_multiple_of(4) {
            bytes.push(0);
        }
        self.m.words.extend(bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
    }

    fn begin(&mut self, opcode: u16) -> usize {
        let start = self.m.words.len();
        self.m.starts.push(start);
        self.m.words.push(u32::from(opcode));
        start
    }

    fn end(&mut self, start: usize) {
        let count = self.m.words.len() - start;
        assert!(count <= 0xFFFF, "instruction of {count} words");
        self.m.words[start] |= (count as u32) << 16;
    }

    fn string(&mut self, opcode_name: &str) -> Vec<u8> {
        let s = match self.rng.below(6) {
            0 => self.pick(NAMES).to_vec(),
            1 => (0..40 + self.rng.below(80)).flat_map(|_| self.pick(PIECES).to_vec()).collect(),
            _ => (0..self.rng.below(8)).flat_map(|_| self.pick(PIECES).to_vec()).collect(),
        };
        for class in string_classes(&s) {
            self.form(format!("{opcode_name} string {class}"));
        }
        s
    }

    fn literal_integer(&mut self) -> u32 {
        match self.rng.below(6) {
            0 => self.pick(&[0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]),
            1 => self.rng.next_u64() as u32,
            _ => self.rng.below(20) as u32,
        }
    }

    /// The words of a literal of type `num`.
    fn number(&mut self, num: Num, what: &str) {
        let class = self.pick(num.classes());
        self.form(format!("{what} {} {class}", num.name()));
        let bits = match (num, class) {
            (_, "high bits set") => {
                // Bits above a narrow type's width, which SPIRV-Tools ignores or prints.
                let low = self.rng.next_u64() & ((1 << num.width()) - 1);
                let high = (self.rng.next_u64() << num.width()) & 0xFFFF_FFFF;
                low | if high == 0 { 1 << 31 } else { high }
            }
            (Num::Int { width, signed }, _) => int_bits(&mut self.rng, width, signed, class),
            (Num::Float(f), _) => float_bits(&mut self.rng, f, class),
        };
        self.m.words.push(bits as u32);
        if num.width() > 32 {
            self.m.words.push((bits >> 32) as u32);
        }
    }

    // --- operands from the grammar

    fn operands(&mut self, list: impl Iterator<Item = OperandInfo<Capability>>, cx: &mut Cx) {
        // Once an optional operand is left out, so are those after it (none of the grammars has
        // a required one after an optional one).
        let mut skipped = false;
        for o in list {
            match o.quantifier {
                Quantifier::One => self.value(o.kind, cx),
                Quantifier::Optional if skipped || self.rng.one_in(2) => skipped = true,
                Quantifier::Optional => self.value(o.kind, cx),
                Quantifier::Many if skipped => {}
                Quantifier::Many => {
                    for _ in 0..self.rng.below(4) {
                        self.value(o.kind, cx);
                    }
                }
            }
        }
    }

    fn value(&mut self, kind: Kind, cx: &mut Cx) {
        match kind.category() {
            Category::Id(IdKind::Result) => {
                let id = self.fresh();
                self.push_id(id);
                cx.result = Some(id);
            }
            Category::Id(IdKind::ResultType) if cx.wants_number => {
                let (id, num) = self.pick(&self.m.numbers.clone());
                cx.number = Some(num);
                self.push_id(id);
            }
            Category::Id(IdKind::ResultType) => {
                let id = self.type_ref();
                self.push_id(id);
            }
            Category::Id(_) => {
                let id = self.id_ref();
                self.push_id(id);
            }
            Category::Literal(LiteralKind::Integer) => {
                let v = self.literal_integer();
                self.m.words.push(v);
            }
            Category::Literal(LiteralKind::Float) => {
                let class = self.pick(Num::Float(FLOATS[1]).classes());
                let bits = float_bits(&mut self.rng, FLOATS[1], class);
                self.m.words.push(bits as u32);
            }
            Category::Literal(LiteralKind::String) => {
                let s = self.string(cx.opcode_name);
                self.push_string(&s);
            }
            Category::Literal(LiteralKind::ContextDependentNumber) => {
                let num = cx.number.expect("a number type picked for the result type");
                self.number(num, cx.opcode_name);
            }
            Category::Literal(LiteralKind::ExtInstInteger) => unreachable!("OpExtInst is generated by ext_instruction"),
            Category::Literal(LiteralKind::SpecConstantOpInteger) => self.spec_constant_opcode(cx),
            Category::Composite(bases) => {
                for base in bases {
                    self.value(base, cx);
                }
            }
            Category::ValueEnum(table) => {
                let k = self.c.index(kind).expect("catalogued kind");
                let v = self.pick_value(k);
                self.mark_value(k, v);
                let e = table.enumerant(v).expect("enumerant");
                self.m.sites.push(Site::Enum { word: self.m.words.len(), kind: k });
                self.m.words.push(e.value());
                self.operands(e.parameters(), cx);
            }
            Category::BitEnum(table) => {
                let c = self.c;
                let k = c.index(kind).expect("catalogued kind");
                let values = &c.kinds[k].values;
                let mask = if self.rng.one_in(16) {
                    // Even for kinds without a `None` value.
                    0
                } else {
                    let first = values[self.pick_value(k)];
                    let mut mask = first;
                    if first != 0 {
                        for &v in c.kinds[k].allowed.iter().map(|&v| &values[v]) {
                            if self.rng.one_in(6) {
                                mask |= v;
                            }
                        }
                    }
                    mask
                };
                self.m.sites.push(Site::Enum { word: self.m.words.len(), kind: k });
                self.m.words.push(mask);
                if mask == 0 {
                    if let Some(v) = values.iter().position(|&v| v == 0) {
                        self.mark_value(k, v);
                    }
                    self.form(format!("{} mask 0", self.c.kinds[k].label));
                }
                // Parameters follow in the order of the flags' bits, lowest first.
                for (v, e) in table.enumerants().enumerate() {
                    let bits = e.value();
                    if bits != 0 && mask & bits == bits {
                        self.mark_value(k, v);
                        if bits.is_power_of_two() {
                            self.operands(e.parameters(), cx);
                        }
                    }
                }
            }
        }
    }

    fn spec_constant_opcode(&mut self, cx: &mut Cx) {
        let op = self.pick(&SPEC_CONSTANT_OPS);
        let info = spec::INSTRUCTIONS.get(op.to_u16()).expect("opcode");
        self.form(format!("OpSpecConstantOp {}", info.name()));
        self.m.sites.push(Site::SpecOpcode { word: self.m.words.len() });
        self.m.words.push(u32::from(op.to_u16()));
        // Its own result type and id are OpSpecConstantOp's.
        let own = info
            .operands()
            .take_while(|o| matches!(o.kind.category(), Category::Id(IdKind::Result | IdKind::ResultType)))
            .count();
        self.operands(info.operands().skip(own), cx);
    }

    // --- instructions

    fn define(&mut self, id: u32, is_type: bool) {
        self.m.defined.push(id);
        if is_type {
            self.m.types.push(id);
        }
    }

    fn core_index(&self, op: Op) -> usize {
        spec::INSTRUCTIONS.position(op.to_u16()).expect("core opcode")
    }

    fn core_instruction(&mut self, i: usize) {
        self.cov.core[i] += 1;
        let info = self.c.core[i].info;
        let opcode = info.opcode();
        match Op::from_u16(opcode) {
            Some(Op::TypeInt) => {
                self.type_int();
            }
            Some(Op::TypeFloat) => {
                self.type_float();
            }
            Some(Op::Switch) => self.switch(),
            Some(Op::ExtInstImport) => {
                let import = self.m.imports[self.rng.below(self.m.imports.len() as u64) as usize].0;
                self.import(import);
            }
            Some(Op::ExtInst | Op::ExtInstWithForwardRefsKHR) => self.ext_instruction(opcode, None),
            _ => self.generic(info),
        }
    }

    fn generic(&mut self, info: Info) {
        let start = self.begin(info.opcode());
        let wants_number = info
            .operands()
            .any(|o| matches!(o.kind.category(), Category::Literal(LiteralKind::ContextDependentNumber)));
        let mut cx = Cx { wants_number, opcode_name: info.name(), ..Cx::default() };
        self.operands(info.operands(), &mut cx);
        self.end(start);
        if let Some(result) = cx.result {
            self.define(result, info.class() == "Type-Declaration");
            if let Some(num @ Num::Int { .. }) = cx.number {
                self.m.ints.push((result, num));
            }
        }
    }

    fn type_int(&mut self) -> u32 {
        let width = self.pick(&INT_WIDTHS);
        let signed = self.rng.one_in(2);
        self.type_int_of(width, signed)
    }

    fn type_int_of(&mut self, width: u32, signed: bool) -> u32 {
        // Any non-zero signedness is signed for SPIRV-Tools' parser.
        let signedness = match signed {
            false => 0,
            true if self.rng.one_in(16) => 2,
            true => 1,
        };
        self.form(format!("OpTypeInt {width} {signedness}"));
        let start = self.begin(Op::TypeInt.to_u16());
        let id = self.fresh();
        self.push_id(id);
        self.m.sites.push(Site::IntWidth { word: self.m.words.len() });
        self.m.words.extend([width, signedness]);
        self.end(start);
        self.define(id, true);
        self.m.numbers.push((id, Num::Int { width, signed }));
        id
    }

    fn type_float(&mut self) -> u32 {
        let form = self.pick(&FLOATS);
        self.type_float_of(form)
    }

    fn type_float_of(&mut self, form: FloatForm) -> u32 {
        self.form(format!("OpTypeFloat {}", form.name));
        let start = self.begin(Op::TypeFloat.to_u16());
        let id = self.fresh();
        self.push_id(id);
        self.m.sites.push(Site::FloatWidth { word: self.m.words.len() });
        self.m.words.push(form.width);
        if let Some(encoding) = form.encoding {
            let k = self.c.index(spec::OPERAND_KINDS.get("FPEncoding").expect("FPEncoding")).expect("catalogued");
            let v = self.c.kinds[k].values.iter().position(|&v| v == encoding as u32).expect("encoding");
            self.mark_value(k, v);
            self.m.sites.push(Site::Enum { word: self.m.words.len(), kind: k });
            self.m.words.push(encoding as u32);
        }
        self.end(start);
        self.define(id, true);
        self.m.numbers.push((id, Num::Float(form)));
        id
    }

    fn constant(&mut self, ty: u32, num: Num) {
        let op = if self.rng.one_in(4) { Op::SpecConstant } else { Op::Constant };
        let i = self.core_index(op);
        self.cov.core[i] += 1;
        let start = self.begin(op.to_u16());
        self.push_id(ty);
        let id = self.fresh();
        self.push_id(id);
        self.number(num, "OpConstant");
        self.end(start);
        self.define(id, false);
        if let Num::Int { .. } = num {
            self.m.ints.push((id, num));
        }
    }

    fn switch(&mut self) {
        let (selector, num) = self.pick(&self.m.ints.clone());
        self.form(format!("OpSwitch {}-bit selector", num.width()));
        let i = self.core_index(Op::Switch);
        self.cov.core[i] += 1;
        let start = self.begin(Op::Switch.to_u16());
        self.m.sites.push(Site::Selector { word: self.m.words.len() });
        self.push_id(selector);
        let default = self.id_ref();
        self.push_id(default);
        for _ in 0..self.rng.below(5) {
            self.number(num, "OpSwitch");
            let target = self.id_ref();
            self.push_id(target);
        }
        self.end(start);
    }

    fn import_name(&mut self, import: Import) -> Vec<u8> {
        match import {
            Import::Set(set) if set == ExtSet::NonSemanticClspvReflection => {
                let version = if self.rng.one_in(4) { 1 + self.rng.below(6) } else { 6 };
                format!("{}{version}", set.import_name()).into_bytes()
            }
            Import::Set(set) if set == ExtSet::NonSemanticVkspReflection => {
                format!("{}1", set.import_name()).into_bytes()
            }
            Import::Set(set) => set.import_name().as_bytes().to_vec(),
            Import::Unknown => b"NonSemantic.Foo".to_vec(),
        }
    }

    fn import(&mut self, import: Import) -> u32 {
        let i = self.core_index(Op::ExtInstImport);
        self.cov.core[i] += 1;
        let name = self.import_name(import);
        let start = self.begin(Op::ExtInstImport.to_u16());
        let id = self.fresh();
        self.push_id(id);
        self.m.sites.push(Site::ImportName { word: self.m.words.len() });
        self.push_string(&name);
        self.end(start);
        self.define(id, false);
        self.m.imports.push((import, id));
        id
    }

    /// `OpExtInst` (or `OpExtInstWithForwardRefsKHR`) of extended instruction `subject`
    /// (an index into `Catalog::ext`), or of a random one.
    fn ext_instruction(&mut self, opcode: u16, subject: Option<usize>) {
        let i = self.c.core.iter().position(|s| s.info.opcode() == opcode).expect("opcode");
        self.cov.core[i] += 1;
        // The target: an instruction of a grammar, or a number unknown to a non-semantic set.
        let (import, number, operands) = match subject {
            None if self.rng.one_in(12) => {
                self.form("NonSemantic.Foo instruction".into());
                let number = self.pick(&[0, 1, 7, 1000, 0xFFFF_FFFF]);
                (Import::Unknown, number, None)
            }
            None if self.rng.one_in(16) => {
                let set = self.pick(&[
                    ExtSet::NonSemanticShaderDebugInfo100,
                    ExtSet::NonSemanticClspvReflection,
                    ExtSet::NonSemanticVkspReflection,
                ]);
                self.form(format!("{} unknown instruction", set_label(set)));
                (Import::Set(set), 9999, None)
            }
            _ => {
                let s = subject.unwrap_or_else(|| self.rng.below(self.c.ext.len() as u64) as usize);
                self.cov.ext[s] += 1;
                let subject = &self.c.ext[s];
                let set = subject.set.expect("extended");
                let operands = subject.typed.then_some(subject.info);
                (Import::Set(set), u32::from(subject.info.opcode()), operands)
            }
        };
        let start = self.begin(opcode);
        let ty = self.type_ref();
        self.push_id(ty);
        let result = self.fresh();
        self.push_id(result);
        let imports: Vec<u32> = self.m.imports.iter().filter(|(i, _)| *i == import).map(|(_, id)| *id).collect();
        let set_id = self.pick(&imports);
        self.push_id(set_id);
        if matches!(import, Import::Set(set) if spirv_tools_knows(set) && !non_semantic(set)) {
            self.m.sites.push(Site::ExtNumber { word: self.m.words.len() });
        }
        self.m.words.push(number);
        match operands {
            Some(info) => {
                let mut cx = Cx { opcode_name: info.name(), ..Cx::default() };
                self.operands(info.operands(), &mut cx);
            }
            None => {
                for _ in 0..self.rng.below(4) {
                    let id = self.id_ref();
                    self.push_id(id);
                }
            }
        }
        self.end(start);
        self.define(result, false);
    }

    /// An instruction with a string: `OpName`, `OpString`, `OpSourceExtension`.
    fn string_instruction(&mut self, op: Op) {
        let i = self.core_index(op);
        self.cov.core[i] += 1;
        let name = self.c.core[i].info.name();
        let start = self.begin(op.to_u16());
        let result = match op {
            Op::String => {
                let id = self.fresh();
                self.push_id(id);
                Some(id)
            }
            Op::Name => {
                let id = self.id_ref();
                self.push_id(id);
                None
            }
            _ => None,
        };
        let s = self.string(name);
        self.push_string(&s);
        self.end(start);
        if let Some(id) = result {
            self.define(id, false);
        }
    }

    fn spec_constant_op(&mut self) {
        let info = self.c.core[self.core_index(Op::SpecConstantOp)].info;
        let i = self.core_index(Op::SpecConstantOp);
        self.cov.core[i] += 1;
        self.generic(info);
    }

    fn item(&mut self, item: Item) {
        match item {
            Item::Core(i) => self.core_instruction(i),
            Item::Ext => {
                let op = if self.rng.one_in(8) { Op::ExtInstWithForwardRefsKHR } else { Op::ExtInst };
                // Mostly extended instructions not emitted yet, while there are.
                let needed: Vec<usize> =
                    (0..self.c.ext.len()).filter(|&s| self.subject_needed(&self.c.ext[s], self.cov.ext[s])).collect();
                let subject = (!needed.is_empty() && !self.rng.one_in(3)).then(|| self.pick(&needed));
                self.ext_instruction(op.to_u16(), subject);
            }
            Item::Constant => {
                let (ty, num) = self.pick(&self.m.numbers.clone());
                self.constant(ty, num);
            }
            Item::Switch => self.switch(),
            Item::Name => self.string_instruction(Op::Name),
            Item::StringOf(op) => self.string_instruction(op),
            Item::SpecConstantOp => self.spec_constant_op(),
        }
    }

    /// A well-formed module, and where its operands are; without `OpExtInstImport` (nor
    /// extended instructions) unless `imports`.
    fn module(&mut self, imports: bool) -> (Vec<u32>, Vec<Site>, Vec<usize>) {
        self.m = ModuleState { words: vec![0; 5], ..ModuleState::default() };
        // Imports of every set (and of an unknown non-semantic one), in random order.
        let mut sets: Vec<Import> = ExtSet::ALL.iter().map(|&s| Import::Set(s)).collect();
        sets.push(Import::Unknown);
        self.shuffle(&mut sets);
        for import in sets.into_iter().filter(|_| imports) {
            self.import(import);
        }
        // Every number type (some twice), then a constant of each.
        let mut numbers: Vec<Num> = INT_WIDTHS
            .iter()
            .flat_map(|&width| [Num::Int { width, signed: false }, Num::Int { width, signed: true }])
            .chain(FLOATS.map(Num::Float))
            .collect();
        self.shuffle(&mut numbers);
        for num in numbers {
            for _ in 0..1 + usize::from(self.rng.one_in(8)) {
                let id = match num {
                    Num::Int { width, signed } => self.type_int_of(width, signed),
                    Num::Float(form) => self.type_float_of(form),
                };
                self.constant(id, num);
            }
        }
        // The body: instructions not emitted yet (or leading to values not emitted yet) half of
        // the time while there are, else any; extended instructions; the special cases.
        let needed_core: Vec<usize> =
            (0..self.c.core.len()).filter(|&i| self.subject_needed(&self.c.core[i], self.cov.core[i])).collect();
        let mut items = Vec::new();
        for _ in 0..40 + self.rng.below(40) {
            let i = if !needed_core.is_empty() && self.rng.one_in(2) {
                self.pick(&needed_core)
            } else {
                self.rng.below(self.c.core.len() as u64) as usize
            };
            let extended = matches!(
                Op::from_u16(self.c.core[i].info.opcode()),
                Some(Op::ExtInstImport | Op::ExtInst | Op::ExtInstWithForwardRefsKHR)
            );
            if imports || !extended {
                items.push(Item::Core(i));
            }
        }
        if imports {
            items.extend((0..10 + self.rng.below(20)).map(|_| Item::Ext));
        }
        items.extend((0..2 + self.rng.below(6)).map(|_| Item::Constant));
        items.extend((0..1 + self.rng.below(2)).map(|_| Item::Switch));
        items.extend((0..1 + self.rng.below(4)).map(|_| Item::Name));
        items.extend([Item::StringOf(Op::String), Item::StringOf(Op::SourceExtension), Item::SpecConstantOp]);
        self.shuffle(&mut items);
        for item in items {
            self.item(item);
        }
        let version = if self.rng.one_in(8) { 0x0001_0000 | (self.rng.below(6) as u32) << 8 } else { 0x0001_0600 };
        let generator = self.pick(&GENERATORS);
        let schema = if self.rng.one_in(16) { self.rng.next_u64() as u32 } else { 0 };
        let header = [spirv_core::binary::MAGIC, version, generator, self.m.max_id + 1, schema];
        self.m.words[..5].copy_from_slice(&header);
        let m = std::mem::take(&mut self.m);
        (m.words, m.sites, m.starts)
    }

    /// A damaged copy of a module (damage `how`, or the next kind of damage it has a site for).
    fn damage(&mut self, words: &[u32], sites: &[Site], starts: &[usize], how: usize) -> (String, Vec<u32>) {
        let mut w = words.to_vec();
        for attempt in 0..DAMAGES.len() {
            let what = DAMAGES[(how + attempt) % DAMAGES.len()];
            let candidates: Vec<Site> = sites
                .iter()
                .copied()
                .filter(|s| {
                    matches!(
                        (what, s),
                        ("bad enum value", Site::Enum { .. })
                            | ("zero id", Site::Id { .. })
                            | ("unknown extended instruction", Site::ExtNumber { .. })
                            | ("bad OpSpecConstantOp opcode", Site::SpecOpcode { .. })
                            | ("untyped OpSwitch selector", Site::Selector { .. })
                            | ("unknown import", Site::ImportName { .. })
                            | ("odd int width", Site::IntWidth { .. })
                            | ("odd float width", Site::FloatWidth { .. })
                    )
                })
                .collect();
            match what {
                "bad word count" => {
                    let start = self.pick(starts);
                    let count = w[start] >> 16;
                    let new = self.pick(&[count.saturating_sub(1), count + 1, 0, count + 3, 0xFFFF]);
                    w[start] = new << 16 | (w[start] & 0xFFFF);
                }
                "unknown opcode" => {
                    let start = self.pick(starts);
                    let opcode = self.pick(&[9, 13, 53, 367, 4000, 0x7FFF, 0xFFFF]);
                    assert!(spec::INSTRUCTIONS.get(opcode).is_none());
                    w[start] = (w[start] & 0xFFFF_0000) | u32::from(opcode);
                }
                "truncated" => {
                    let cut = 6 + self.rng.below(w.len() as u64 - 6) as usize;
                    w.truncate(cut);
                }
                _ if candidates.is_empty() => continue,
                _ => match self.pick(&candidates) {
                    Site::Enum { word, kind } => {
                        let k = &self.c.kinds[kind];
                        if k.bits {
                            let unknown: Vec<u32> =
                                (0..32).map(|b| 1u32 << b).filter(|b| !k.values.contains(b)).collect();
                            w[word] |= self.pick(&unknown);
                        } else {
                            let max = k.values.iter().max().copied().unwrap_or(0);
                            let bad: Vec<u32> = [max + 1, 0xFFFF, 0x7FFF_FFFF, 0xFFFF_FFFF, self.rng.below(400) as u32]
                                .into_iter()
                                .filter(|v| !k.values.contains(v))
                                .collect();
                            w[word] = self.pick(&bad);
                        }
                    }
                    Site::Id { word } => w[word] = 0,
                    Site::ExtNumber { word } => w[word] = self.pick(&[5000, 0xFFFF, 0x1_0000]),
                    Site::SpecOpcode { word } => w[word] = self.pick(&[61, 0, 0xFFFF, 0x1_002C]),
                    Site::Selector { word } => w[word] = self.pick(&[1, 2, words[3] + 5]),
                    Site::ImportName { word } => w[word] = u32::from_le_bytes(*b"Foo."),
                    Site::IntWidth { word } => w[word] = self.pick(&[0, 1, 7, 24, 48, 63, 65, 96, 128, 0xFFFF_FFFF]),
                    Site::FloatWidth { word } => w[word] = self.pick(&[0, 8, 16, 24, 32, 64, 80, 128]),
                },
            }
            return (what.to_string(), w);
        }
        unreachable!("a module always has instructions")
    }
}

const DAMAGES: [&str; 11] = [
    "odd int width",
    "odd float width",
    "bad enum value",
    "zero id",
    "bad word count",
    "unknown opcode",
    "truncated",
    "unknown extended instruction",
    "bad OpSpecConstantOp opcode",
    "untyped OpSwitch selector",
    "unknown import",
];

fn file_name(case: &str) -> String {
    case.replace([' ', ','], "_")
}

fn bytes_of(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The generated modules and what they covered (generated once, shared by the tests).
struct Generated {
    catalog: &'static Catalog,
    cases: Vec<Case>,
    coverage: Coverage,
}

fn generated() -> &'static Generated {
    static GENERATED: OnceLock<Generated> = OnceLock::new();
    GENERATED.get_or_init(|| {
        // The catalog lives as long as the test binary.
        let catalog: &'static Catalog = Box::leak(Box::new(Catalog::new()));
        let mut g = Gen::new(catalog, SEED);
        let mut cases = Vec::new();
        for i in 0..MODULES {
            let (words, sites, starts) = g.module(true);
            if i % 2 == 0 {
                let (what, damaged) = g.damage(&words, &sites, &starts, i / 2);
                cases.push(Case { name: format!("module {i}, {what}"), bytes: bytes_of(&damaged), damaged: true });
            }
            cases.push(Case { name: format!("module {i}"), bytes: bytes_of(&words), damaged: false });
            if i % 10 == 5 {
                // spirv-dis reads either byte order. Except for the names of `OpExtInstImport`:
                // SPIRV-Tools 2025.5 looks them up in the bytes as they are, not in the words, so
                // it rejects a big-endian `OpExtInstImport "GLSL.std.450"` ("Invalid extended
                // instruction import 'LSLGdts.054.'") where the crate reads the name. So the
                // big-endian modules import no sets.
                let (words, _, _) = g.module(false);
                let bytes = spirv_workspace::byte_swapped(&bytes_of(&words));
                cases.push(Case { name: format!("module {i}b, big-endian"), bytes, damaged: false });
            }
        }
        // TEXT_DIFFERENTIAL_DUMP=<folder> writes every case there, to look at or minimise.
        if let Some(dir) = std::env::var_os("TEXT_DIFFERENTIAL_DUMP") {
            let dir = std::path::PathBuf::from(dir);
            std::fs::create_dir_all(&dir).expect("dump folder");
            for case in &cases {
                std::fs::write(dir.join(format!("{}.spv", file_name(&case.name))), &case.bytes).expect("dump");
            }
        }
        Generated { catalog, cases, coverage: g.cov }
    })
}

// ---------------------------------------------------------------------------------------------
// Comparison with spirv-dis.

/// `spirv-dis` with `flags` on `bytes`.
fn spirv_dis(bytes: &[u8], flags: &[&str]) -> std::process::Output {
    let mut args = flags.to_vec();
    args.extend(["-o", "-", "-"]);
    run_reference("spirv-dis", &args, bytes)
}

/// What one comparison found.
struct Outcome {
    /// `Err` describes the difference.
    same: Result<(), String>,
    /// Whether spirv-dis accepted the module.
    accepted: bool,
}

/// Our disassembly against spirv-dis': stdout, and on failure the message, the exit status and
/// the partial output.
fn compare_with_spirv_dis(name: &str, bytes: &[u8], flags: &[&str]) -> Outcome {
    let reference = spirv_dis(bytes, flags);
    let mut ours = Vec::new();
    let result = disassemble_into(bytes, &dis_options(flags), &mut ours);
    let stderr = String::from_utf8_lossy(&reference.stderr);
    let accepted = reference.status.success();
    let same = match &result {
        Ok(()) => accepted && reference.stdout == ours,
        Err(e) => {
            reference.status.code() == Some(i32::from(e.kind().exit_status()))
                && stderr.trim_end() == format!("error: {e}")
                && reference.stdout == ours
        }
    };
    if same {
        return Outcome { same: Ok(()), accepted };
    }
    // Kept for minimising: target/tmp/text_differential/<name>.spv
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("text_differential");
    let file = dir.join(format!("{}.spv", file_name(name)));
    let _ = std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&file, bytes));
    let first_difference = ours.iter().zip(&reference.stdout).position(|(a, b)| a != b).unwrap_or(ours.len());
    let context = |text: &[u8]| {
        let from = first_difference.saturating_sub(160);
        String::from_utf8_lossy(&text[from.min(text.len())..(first_difference + 160).min(text.len())]).into_owned()
    };
    let same = Err(format!(
        "{name} {flags:?} ({}): spirv-dis {:?} {stderr:?}, ours {:?}\nspirv-dis: ...{}\nours:      ...{}",
        file.display(),
        reference.status.code(),
        result.err().map(|e| e.to_string()),
        context(&reference.stdout),
        context(&ours)
    ));
    Outcome { same, accepted }
}

/// Collects failures and reports the first ones with the pass count.
struct Tally {
    what: String,
    total: usize,
    failures: Vec<String>,
}

impl Tally {
    fn new(what: impl Into<String>) -> Self {
        Tally { what: what.into(), total: 0, failures: Vec::new() }
    }

    fn check(&mut self, result: &Result<(), String>) {
        self.total += 1;
        if let Err(e) = result {
            self.failures.push(e.clone());
        }
    }

    /// The summary line; `Err` with the first failures if any.
    fn finish(&self) -> Result<String, String> {
        let passed = self.total - self.failures.len();
        let summary = format!("{}: {passed}/{} pass", self.what, self.total);
        if self.total == 0 {
            return Err(format!("{}: no cases ran", self.what));
        }
        if self.failures.is_empty() {
            Ok(summary)
        } else {
            Err(format!(
                "{summary}; first failures:\n{}",
                self.failures.iter().take(10).cloned().collect::<Vec<_>>().join("\n---\n")
            ))
        }
    }
}

/// Whether an `OpFunctionEnd` comes before any `OpFunction`: `spirv-dis --nested-indent` (and
/// `--reorder-blocks`) of SPIRV-Tools 2025.5 crashes on it (segmentation fault), so those modules
/// are not compared in that layout. The smallest: the header and the one word `0x00010038`.
fn orphan_function_end(bytes: &[u8]) -> bool {
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let mut at = 5;
    while let Some(&first) = words.get(at) {
        match Op::from_u16(first as u16) {
            Some(Op::Function) => return false,
            Some(Op::FunctionEnd) => return true,
            _ => at += (first >> 16).max(1) as usize,
        }
    }
    false
}

/// Every generated module, in the default layout and with `--raw-id`; a quarter of the
/// well-formed ones also with `--comment --nested-indent` (not those `orphan_function_end`
/// excludes); the damaged ones too (same error, exit status and
/// partial output). The well-formed ones must all be accepted by spirv-dis (else the generator
/// is wrong).
#[test]
fn generated_modules_disassemble_like_spirv_dis() {
    const LAYOUTS: [&[&str]; 3] = [&[], &["--raw-id"], &["--comment", "--nested-indent"]];
    let generated = generated();
    let mut jobs: Vec<(usize, usize)> = Vec::new();
    for (i, case) in generated.cases.iter().enumerate() {
        jobs.extend([(i, 0), (i, 1)]);
        if !case.damaged && i % 10 < 4 && !orphan_function_end(&case.bytes) {
            jobs.push((i, 2));
        }
    }
    let outcomes = parallel_map(&jobs, |&(i, layout)| {
        let case = &generated.cases[i];
        compare_with_spirv_dis(&case.name, &case.bytes, LAYOUTS[layout])
    });
    let mut tallies: Vec<Tally> = Vec::new();
    let mut rejected_well_formed = Tally::new("well-formed modules spirv-dis accepts");
    let mut damaged_rejected = 0;
    let mut damaged_runs = 0;
    for (&(i, layout), outcome) in jobs.iter().zip(&outcomes) {
        let case = &generated.cases[i];
        let what = format!(
            "{} modules, {}",
            if case.damaged { "damaged" } else { "generated" },
            match layout {
                0 => "default layout".to_string(),
                _ => LAYOUTS[layout].join(" "),
            }
        );
        let tally = match tallies.iter().position(|t| t.what == what) {
            Some(t) => &mut tallies[t],
            None => {
                tallies.push(Tally::new(what));
                tallies.last_mut().expect("just pushed")
            }
        };
        tally.check(&outcome.same);
        if case.damaged {
            damaged_runs += 1;
            damaged_rejected += usize::from(!outcome.accepted);
        } else if layout == 0 {
            rejected_well_formed.check(&if outcome.accepted {
                Ok(())
            } else {
                Err(format!("spirv-dis rejects {}", case.name))
            });
        }
    }
    tallies.push(rejected_well_formed);
    let mut failures = Vec::new();
    for tally in &tallies {
        match tally.finish() {
            Ok(summary) => eprintln!("{summary}"),
            Err(report) => {
                eprintln!("{}", report.lines().next().unwrap_or_default());
                failures.push(report);
            }
        }
    }
    eprintln!("damaged modules spirv-dis rejects: {damaged_rejected}/{damaged_runs} runs");
    assert!(failures.is_empty(), "{}", failures.join("\n=====\n"));
    // The damage mostly makes modules invalid (a changed word count may still parse).
    assert!(damaged_rejected * 10 >= damaged_runs * 7, "{damaged_rejected}/{damaged_runs} damaged runs rejected");
}

/// The generator emitted every core instruction, every value of every ValueEnum and BitEnum kind
/// (of the core grammar and of the extended sets), every extended instruction, every literal
/// form: a bug that skips something cannot go unnoticed.
#[test]
fn generated_modules_cover_the_grammar() {
    let generated = generated();
    let (c, cov) = (generated.catalog, &generated.coverage);
    let mut missing = Vec::new();
    let core_seen = cov.core.iter().filter(|&&n| n > 0).count();
    eprintln!(
        "core instructions: {core_seen}/{} emitted ({} emitted in all)",
        c.core.len(),
        cov.core.iter().sum::<u32>()
    );
    for (subject, &n) in c.core.iter().zip(&cov.core) {
        if n == 0 {
            missing.push(format!("core instruction {}", subject.info.name()));
        }
    }
    let ext_seen = cov.ext.iter().filter(|&&n| n > 0).count();
    eprintln!("extended instructions: {ext_seen}/{} emitted ({} in all)", c.ext.len(), cov.ext.iter().sum::<u32>());
    let mut per_set: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for (subject, &n) in c.ext.iter().zip(&cov.ext) {
        let set = set_label(subject.set.expect("extended"));
        let entry = per_set.entry(set).or_default();
        entry.0 += usize::from(n > 0);
        entry.1 += 1;
        if n == 0 {
            missing.push(format!("{set} instruction {}", subject.info.name()));
        }
    }
    for (set, (seen, all)) in &per_set {
        eprintln!("  {set}: {seen}/{all}");
    }
    let (mut values_seen, mut values_all) = (0, 0);
    for (k, counts) in c.kinds.iter().zip(&cov.values) {
        values_all += k.allowed.len();
        values_seen += k.allowed.iter().filter(|&&v| counts[v] > 0).count();
        for ((name, &n), excluded) in k.names.iter().zip(counts).zip(&k.excluded) {
            if n == 0 && !excluded {
                missing.push(format!("{} {name}", k.label));
            }
        }
    }
    eprintln!(
        "enum kinds: {} ({} BitEnum); values and flags: {values_seen}/{values_all} emitted",
        c.kinds.len(),
        c.kinds.iter().filter(|k| k.bits).count()
    );
    eprintln!("  excluded (spirv-dis cannot print them): {EXCLUDED_VALUES:?}");
    eprintln!(
        "  core enum kinds not generated, as no operand has them (their values are those of constants) or only the \
         excluded values' parameters: {}",
        c.unreachable.join(", ")
    );
    let mut expected: BTreeSet<String> = expected_literal_forms();
    for op in ["OpName", "OpString", "OpSourceExtension"] {
        expected.extend(STRING_CLASSES.iter().map(|class| format!("{op} string {class}")));
    }
    expected.extend(INT_WIDTHS.map(|w| format!("OpSwitch {w}-bit selector")));
    expected.extend(SPEC_CONSTANT_OPS.map(|op| format!("OpSpecConstantOp Op{}", op_name(op))));
    expected.extend(FLOATS.map(|f| format!("OpTypeFloat {}", f.name)));
    for w in INT_WIDTHS {
        expected.extend((0..3).map(|s| format!("OpTypeInt {w} {s}")));
    }
    expected.insert("NonSemantic.Foo instruction".into());
    for set in ExtSet::ALL.iter().filter(|&&s| non_semantic(s)) {
        expected.insert(format!("{} unknown instruction", set_label(*set)));
    }
    let forms_seen = expected.iter().filter(|f| cov.forms.contains_key(*f)).count();
    eprintln!("literal, string and special forms: {forms_seen}/{} emitted", expected.len());
    missing.extend(expected.iter().filter(|f| !cov.forms.contains_key(*f)).map(|f| format!("form {f}")));
    let damaged = generated.cases.iter().filter(|c| c.damaged).count();
    let swapped = generated.cases.iter().filter(|c| c.name.ends_with("big-endian")).count();
    eprintln!(
        "modules: {} well-formed ({swapped} of them big-endian), {damaged} damaged",
        generated.cases.len() - damaged
    );
    for what in DAMAGES {
        let n = generated.cases.iter().filter(|c| c.damaged && c.name.ends_with(what)).count();
        eprintln!("  {what}: {n}");
        if n == 0 {
            missing.push(format!("damage {what}"));
        }
    }
    assert!(missing.is_empty(), "{} not emitted: {}", missing.len(), missing.join(", "));
}

fn op_name(op: Op) -> &'static str {
    spec::INSTRUCTIONS.get(op.to_u16()).expect("opcode").name().trim_start_matches("Op")
}

// ---------------------------------------------------------------------------------------------
// The assembler half: each well-formed module's text as spirv-dis prints it (raw ids, and the
// default layout), assembled by spirv-as and by us: the same bytes or the same rejection.

#[test]
fn generated_texts_assemble_like_spirv_as() {
    use spirv_core::text::{AssembleOptions, assemble};
    let cases: Vec<&Case> = generated().cases.iter().filter(|c| !c.damaged).collect();
    for (layout, flags, preserve) in
        [(&["--raw-id"][..], &["--preserve-numeric-ids"][..], true), (&[][..], &[][..], false)]
    {
        let results = parallel_map(&cases, |case| {
            let text = spirv_dis(&case.bytes, layout).stdout;
            let options =
                AssembleOptions { target: Some(spirv_core::Version::new(1, 6)), preserve_numeric_ids: preserve };
            let ours = assemble(&text, &options).map_err(|e| e.to_string());
            compare_with_spirv_as(&case.name, &text, flags, ours)
        });
        let mut tally = Tally::new(if preserve {
            "generated texts (raw ids), spirv-as --preserve-numeric-ids"
        } else {
            "generated texts (default layout), spirv-as"
        });
        results.iter().for_each(|r| tally.check(r));
        match tally.finish() {
            Ok(summary) => eprintln!("{summary}"),
            Err(report) => panic!("{report}"),
        }
    }
}

/// `spirv-as` with `flags` on `text`, against our assembly of it (`ours`: the words, or the
/// message it would print after `error: `): the same bytes, or the same rejection.
fn compare_with_spirv_as(
    name: &str,
    text: &[u8],
    flags: &[&str],
    ours: Result<Vec<u32>, String>,
) -> Result<(), String> {
    let mut args = vec!["--target-env", "spv1.6"];
    args.extend(flags);
    args.extend(["-o", "-", "-"]);
    let reference = run_reference("spirv-as", &args, text);
    let stderr = String::from_utf8_lossy(&reference.stderr);
    match &ours {
        Ok(words) if reference.status.success() && reference.stdout == bytes_of(words) => return Ok(()),
        Err(message) if !reference.status.success() && stderr.trim_end() == format!("error: {message}") => {
            return Ok(());
        }
        _ => {}
    }
    let words = |bytes: &[u8]| {
        bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect::<Vec<u32>>()
    };
    let reference_words = words(&reference.stdout);
    let first_difference = match &ours {
        Ok(ours) => {
            ours.iter().zip(&reference_words).position(|(a, b)| a != b).unwrap_or(ours.len().min(reference_words.len()))
        }
        Err(_) => 0,
    };
    Err(format!(
        "{name} {flags:?}: spirv-as {:?} {stderr:?}, ours {:?}\nfirst difference at word {first_difference}: spirv-as {:08x?}, ours {:08x?}\ntext: {:?}",
        reference.status.code(),
        ours.as_ref().err(),
        reference_words.get(first_difference..(first_difference + 8).min(reference_words.len())),
        ours.as_ref().ok().and_then(|o| o.get(first_difference..(first_difference + 8).min(o.len()))),
        String::from_utf8_lossy(text)
    ))
}
