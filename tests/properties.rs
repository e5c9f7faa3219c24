//! Random instructions built from the grammar tables (operand kinds, quantifiers, enumerant
//! parameters, bit-flag parameters, extended sets, OpSpecConstantOp), for every opcode of the core
//! grammar and every instruction of the 15 extended sets (inside `OpExtInst`):
//!
//! - they decode to typed values that encode back to the same words, and equal their owned
//!   copies;
//! - with the flags of their masks changed at random, so that flags and parameters may disagree,
//!   encoding either fails with `EncodeError::FlagParameters` or gives words that decode back to
//!   the same value (compared operand by operand, as a visitor sees them).

use proptest::prelude::*;
use spirv_core::binary::{OperandReader, WordSink, decode_instruction};
use spirv_core::grammar::{Category, InstructionInfo, KindInfo, LiteralKind, OperandInfo, Quantifier};
use spirv_core::spec::{self, Capability, Instruction, Op};
use spirv_core::{
    EncodeError, ExtSet, IdKind, IdRef, List, LiteralNumber, NumberType, Operand, Str, Visitor, VisitorMut,
};
use spirv_workspace::Rng;

/// Context the decoder needs for some instructions, chosen while generating.
#[derive(Default)]
struct Context {
    number_type: Option<NumberType>,
    ext_set: Option<ExtSet>,
}

fn string(rng: &mut Rng, out: &mut Vec<u32>) {
    let len = rng.below(12) as usize;
    let mut bytes: Vec<u8> = (0..len).map(|_| b' ' + rng.below(95) as u8).collect();
    if rng.one_in(4) {
        bytes.extend("é→😀".as_bytes());
    }
    if rng.one_in(4) {
        // Bytes that are not UTF-8 are kept too.
        bytes.push(0x80 + rng.below(128) as u8);
    }
    bytes.push(0);
    while !bytes.len().is_multiple_of(4) {
        bytes.push(0);
    }
    out.extend(bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
}

/// Whether an instruction can sit inside OpSpecConstantOp in these tests (no operands whose
/// decoding needs more context).
fn simple(info: &InstructionInfo<Capability>) -> bool {
    info.has_result_type()
        && info.operands().all(|o| {
            !matches!(
                o.kind.category(),
                Category::Literal(
                    LiteralKind::ContextDependentNumber
                        | LiteralKind::ExtInstInteger
                        | LiteralKind::SpecConstantOpInteger
                ) | Category::Composite(_)
            )
        })
}

fn value(rng: &mut Rng, kind: KindInfo<Capability>, out: &mut Vec<u32>, cx: &mut Context, rest_absorbed: &mut bool) {
    match kind.category() {
        Category::Id(_) => out.push(1 + rng.below(1000) as u32),
        Category::Literal(LiteralKind::Integer | LiteralKind::Float) => out.push(rng.next_u64() as u32),
        Category::Literal(LiteralKind::String) => string(rng, out),
        Category::Literal(LiteralKind::ContextDependentNumber) => {
            let words = 1 + rng.below(2) as usize;
            out.extend((0..words).map(|_| rng.next_u64() as u32));
        }
        Category::Literal(LiteralKind::ExtInstInteger) => {
            let set = ExtSet::ALL[rng.below(ExtSet::ALL.len() as u64) as usize];
            let table = set.instructions();
            let info = table.at(rng.below(table.len() as u64) as usize).unwrap();
            cx.ext_set = Some(set);
            out.push(u32::from(info.opcode()));
            operands(rng, info.operands(), out, cx);
            *rest_absorbed = true;
        }
        Category::Literal(LiteralKind::SpecConstantOpInteger) => {
            let candidates: Vec<_> = spec::INSTRUCTIONS.iter().filter(simple).collect();
            let info = candidates[rng.below(candidates.len() as u64) as usize];
            out.push(u32::from(info.opcode()));
            operands(rng, info.operands().skip(2), out, cx);
            *rest_absorbed = true;
        }
        Category::Composite(bases) => {
            for base in bases {
                value(rng, base, out, cx, rest_absorbed);
            }
        }
        Category::ValueEnum(table) => {
            let e = table.enumerant(rng.below(table.len() as u64) as usize).unwrap();
            out.push(e.value());
            operands(rng, e.parameters(), out, cx);
        }
        Category::BitEnum(table) => {
            let mut mask = 0;
            for e in table.enumerants() {
                if rng.one_in(3) {
                    mask |= e.value();
                }
            }
            out.push(mask);
            for e in table.enumerants() {
                if e.value() != 0 && mask & e.value() == e.value() {
                    operands(rng, e.parameters(), out, cx);
                }
            }
        }
    }
}

fn operands(rng: &mut Rng, list: impl Iterator<Item = OperandInfo<Capability>>, out: &mut Vec<u32>, cx: &mut Context) {
    let mut absorbed = false;
    let mut optional_skipped = false;
    for o in list {
        if absorbed {
            break;
        }
        match o.quantifier {
            Quantifier::One => value(rng, o.kind, out, cx, &mut absorbed),
            // Once one optional operand is left out, the following ones must be too.
            Quantifier::Optional if optional_skipped || rng.one_in(2) => optional_skipped = true,
            Quantifier::Optional => value(rng, o.kind, out, cx, &mut absorbed),
            Quantifier::Many => {
                for _ in 0..rng.below(4) {
                    value(rng, o.kind, out, cx, &mut absorbed);
                }
            }
        }
    }
}

/// An instruction to test: a core opcode, or an instruction of an extended set (placed in
/// `OpExtInst`, whose decoding types it by its set).
#[derive(Clone, Copy)]
enum Subject {
    Core(InstructionInfo<Capability>),
    Ext(ExtSet, InstructionInfo<Capability>),
}

impl Subject {
    fn name(self) -> String {
        match self {
            Subject::Core(info) => info.name().to_string(),
            Subject::Ext(set, info) => format!("{} {}", set.import_name(), info.name()),
        }
    }

    /// Random operand words of the core instruction holding the subject, and its opcode.
    fn words(self, rng: &mut Rng, cx: &mut Context) -> (u16, Vec<u32>) {
        let mut words = Vec::new();
        match self {
            Subject::Core(info) => {
                operands(rng, info.operands(), &mut words, cx);
                if info.operands().any(|o| o.kind.name() == "PairLiteralIntegerIdRef") {
                    cx.number_type = Some(NumberType::Untyped { words: 1 });
                }
                (info.opcode(), words)
            }
            Subject::Ext(set, info) => {
                // Result type, result id, set id, instruction number, operands.
                words.extend([1, 2, 3, u32::from(info.opcode())]);
                operands(rng, info.operands(), &mut words, cx);
                cx.ext_set = Some(set);
                (Op::ExtInst.to_u16(), words)
            }
        }
    }

    fn all() -> Vec<Subject> {
        let mut all: Vec<Subject> = spec::INSTRUCTIONS.iter().map(Subject::Core).collect();
        for &set in ExtSet::ALL {
            all.extend(set.instructions().iter().map(|info| Subject::Ext(set, info)));
        }
        all
    }
}

fn decode(opcode: u16, bytes: &'static [u8], cx: &Context) -> Instruction<'static> {
    let mut r = OperandReader::new(bytes, 0);
    r.set_number_type(cx.number_type);
    r.set_ext_set(cx.ext_set.map(ExtSet::index));
    decode_instruction(u32::from(opcode), r).unwrap_or_else(|e| panic!("opcode {opcode}: {e}"))
}

/// The input bytes of a test live as long as the test binary (a test's worth of leaks).
fn leak(words: &[u32]) -> &'static [u8] {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    Box::leak(bytes.into_boxed_slice())
}

fn encode(inst: &Instruction<'_>) -> Result<Vec<u32>, EncodeError> {
    let mut sink = WordSink::new();
    sink.instruction(inst);
    sink.finish()
}

/// Generates operands for `subject`, decodes them, checks the typed value encodes back to the
/// same words, and returns it. (Big-endian modules are byte-swapped before decoding, which
/// tests/roundtrip_binary.rs checks on the corpus.)
fn check_round_trip(subject: Subject, seed: u64) -> (Instruction<'static>, Context) {
    let mut rng = Rng::new(seed);
    let mut cx = Context::default();
    let (opcode, words) = subject.words(&mut rng, &mut cx);
    let typed = decode(opcode, leak(&words), &cx);
    let name = subject.name();
    assert!(typed.as_raw().is_none(), "{name} {words:?} decoded as raw words");
    if let Subject::Ext(set, _) = subject {
        let Instruction::ExtInst { instruction, .. } = &typed else { panic!("{name}: {typed:?}") };
        assert_eq!(instruction.set(), Some(set), "{name} {words:?} is not typed by its set: {typed:?}");
    }
    let encoded = encode(&typed).unwrap();
    assert_eq!(encoded[0] & 0xFFFF, u32::from(opcode));
    assert_eq!(encoded[0] >> 16, words.len() as u32 + 1);
    assert_eq!(&encoded[1..], &words[..], "{name}: {typed:?}");
    assert_eq!(typed.clone().into_owned(), typed, "{name}");
    (typed, cx)
}

/// What a visitor sees of an instruction, operand by operand: a comparison of typed values that
/// does not go through their encoding.
#[derive(Debug, PartialEq)]
enum Seen {
    Id(IdKind, u32),
    Integer(u32),
    Float(u32),
    Number(LiteralNumber),
    String(String),
    Enumerant(&'static str, u32),
    Flags(&'static str, u32),
    ExtInstruction(u32),
    SpecConstantOpcode(u32),
    Raw(Vec<u32>),
    Mismatch(&'static str, &'static str, bool),
}

#[derive(Default)]
struct Record(Vec<Seen>);

impl<'a> Visitor<'a> for Record {
    fn id(&mut self, kind: IdKind, id: IdRef) {
        self.0.push(Seen::Id(kind, id.get()));
    }
    fn integer(&mut self, value: u32) {
        self.0.push(Seen::Integer(value));
    }
    fn float(&mut self, value: f32) {
        self.0.push(Seen::Float(value.to_bits()));
    }
    fn number(&mut self, value: LiteralNumber) {
        self.0.push(Seen::Number(value));
    }
    fn string(&mut self, value: &Str<'a>) {
        self.0.push(Seen::String(value.to_string()));
    }
    fn enumerant(&mut self, kind: &'static str, value: u32) {
        self.0.push(Seen::Enumerant(kind, value));
    }
    fn flags(&mut self, kind: &'static str, bits: u32) {
        self.0.push(Seen::Flags(kind, bits));
    }
    fn ext_instruction(&mut self, number: u32) {
        self.0.push(Seen::ExtInstruction(number));
    }
    fn spec_constant_opcode(&mut self, opcode: u32) {
        self.0.push(Seen::SpecConstantOpcode(opcode));
    }
    fn raw(&mut self, words: &List<'a, u32>) {
        self.0.push(Seen::Raw(words.to_vec()));
    }
    fn flag_mismatch(&mut self, kind: &'static str, flag: &'static str, flag_set: bool) {
        self.0.push(Seen::Mismatch(kind, flag, flag_set));
    }
}

fn record(inst: &Instruction<'_>) -> Vec<Seen> {
    let mut r = Record::default();
    inst.visit(&mut r);
    r.0
}

/// Flips random bits of every mask, bits the grammar knows or not.
struct FlipFlags<'r>(&'r mut Rng);

impl VisitorMut<'_> for FlipFlags<'_> {
    fn flags(&mut self, _: &'static str, bits: &mut u32) {
        for _ in 0..self.0.below(3) {
            *bits ^= 1 << self.0.below(32);
        }
    }
}

/// `encode(x)` either fails with `FlagParameters` (a flag disagrees with its parameters) or
/// decodes back to `x`.
fn check_flags(subject: Subject, seed: u64) {
    let (mut inst, cx) = check_round_trip(subject, seed);
    let mut rng = Rng::new(seed ^ 0xF1A6);
    inst.visit_mut(&mut FlipFlags(&mut rng));
    let seen = record(&inst);
    let mismatched = seen.iter().any(|s| matches!(s, Seen::Mismatch(..)));
    match encode(&inst) {
        Err(EncodeError::FlagParameters { .. }) => {
            assert!(
                mismatched,
                "{}: {inst:?} fails to encode, but its flags agree with their parameters",
                subject.name()
            )
        }
        Err(e) => panic!("{}: {e}", subject.name()),
        Ok(words) => {
            assert!(!mismatched, "{}: {seen:?} encodes though a flag disagrees with its parameters", subject.name());
            let opcode = words[0] as u16;
            let decoded = decode(opcode, leak(&words[1..]), &cx);
            assert_eq!(record(&decoded), seen, "{}: {words:?}", subject.name());
        }
    }
}

#[test]
fn every_instruction_round_trips() {
    for subject in Subject::all() {
        for k in 0..8 {
            check_round_trip(subject, 0x5eed ^ (k << 32) ^ u64::from(k as u32) << 8 ^ subject.name().len() as u64);
        }
    }
}

/// Every BitEnum and ValueEnum with parameters, in all 16 grammars: each is an operand of some
/// instruction here, so every instruction is checked.
#[test]
fn flags_and_parameters_never_disagree_silently() {
    let mut failed_to_encode = 0;
    for subject in Subject::all() {
        for k in 0..16u64 {
            let seed = 0xF1A65 ^ k << 40 ^ subject.name().bytes().map(u64::from).sum::<u64>();
            let (mut inst, _) = check_round_trip(subject, seed);
            inst.visit_mut(&mut FlipFlags(&mut Rng::new(seed ^ 0xF1A6)));
            failed_to_encode += usize::from(encode(&inst).is_err());
            check_flags(subject, seed);
        }
    }
    // The check above is not vacuous: some changed flags did lose their parameters.
    assert!(failed_to_encode > 100, "{failed_to_encode}");
}

/// A hand-built operand whose flag and parameters disagree, both ways.
#[test]
fn a_flag_without_its_parameters_is_an_encode_error() {
    use spirv_core::spec::{ImageOperands, ImageOperandsOperand, MemoryAccess, MemoryAccessOperand};
    let id = |n| IdRef::new(n).unwrap();
    let sample = |image_operands| Instruction::ImageSampleExplicitLod {
        result_type: id(1).into(),
        result_id: id(2).into(),
        sampled_image: id(3),
        coordinate: id(4),
        image_operands,
    };
    let missing = sample(ImageOperandsOperand::from(ImageOperands::GRAD));
    assert_eq!(
        encode(&missing),
        Err(EncodeError::FlagParameters { index: 0, kind: "ImageOperands", flag: "Grad", flag_set: true })
    );
    let mut unset = ImageOperandsOperand::default().with_grad((id(5), id(6)));
    unset.flags = ImageOperands::empty();
    assert_eq!(
        encode(&sample(unset)),
        Err(EncodeError::FlagParameters { index: 0, kind: "ImageOperands", flag: "Grad", flag_set: false })
    );
    let fine = sample(ImageOperandsOperand::default().with_grad((id(5), id(6))));
    assert_eq!(encode(&fine).unwrap()[5..], [ImageOperands::GRAD.bits(), 5, 6]);
    // `MemoryAccess::ALIGNED` without its literal.
    let load = Instruction::Load {
        result_type: id(1).into(),
        result_id: id(2).into(),
        pointer: id(3),
        memory_access: Some(MemoryAccessOperand::from(MemoryAccess::ALIGNED)),
    };
    assert!(matches!(encode(&load), Err(EncodeError::FlagParameters { flag: "Aligned", .. })));
    let message = encode(&missing).unwrap_err().to_string();
    assert_eq!(message, "instruction 0: ImageOperands flag Grad is set but its parameters are missing");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]
    #[test]
    fn random_instructions_round_trip(seed in any::<u64>()) {
        let all = Subject::all();
        let subject = all[(seed % all.len() as u64) as usize];
        check_round_trip(subject, seed);
        check_flags(subject, seed);
    }
}

/// `Operand` is implemented for what a user holds: the visitor sees the operand as it is encoded.
#[test]
fn operands_visit_as_encoded() {
    let mut r = Record::default();
    spirv_core::spec::Decoration::BuiltIn(spirv_core::spec::BuiltIn::Position).visit(&mut r);
    assert_eq!(r.0, [Seen::Enumerant("Decoration", 11), Seen::Enumerant("BuiltIn", 0)]);
}
