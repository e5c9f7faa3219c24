//! Random instructions built from the grammar tables (operand kinds, quantifiers, enumerant
//! parameters, bit-flag parameters, extended sets, OpSpecConstantOp) decode to typed values that
//! encode back to the same words: decode(encode(x)) == x for every opcode of all 16 grammars.

use proptest::prelude::*;
use spirv_core::binary::{OperandReader, WordSink, decode_instruction};
use spirv_core::grammar::{Category, InstructionInfo, InstructionTable, KindInfo, LiteralKind, Quantifier};
use spirv_core::spec::{self, Capability};
use spirv_core::{ExtSet, InstructionSet, ext};
use spirv_workspace::Rng;

/// Context the decoder needs for some instructions, chosen while generating.
#[derive(Default)]
struct Context {
    number_words: Option<u8>,
    ext_set: Option<ExtSet>,
}

fn ext_table(set: ExtSet) -> InstructionTable<Capability> {
    set.instructions()
}

fn string(rng: &mut Rng, out: &mut Vec<u32>) {
    let len = rng.below(12) as usize;
    let mut bytes: Vec<u8> = (0..len).map(|_| b' ' + rng.below(95) as u8).collect();
    if rng.one_in(4) {
        bytes.extend("é→😀".as_bytes());
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
            let table = ext_table(set);
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

fn operands(
    rng: &mut Rng,
    list: impl Iterator<Item = spirv_core::grammar::OperandInfo<Capability>>,
    out: &mut Vec<u32>,
    cx: &mut Context,
) {
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

/// Generates operands for `info`, decodes them as grammar `I`, checks the typed value encodes
/// back to the same words, in both byte orders. (The input bytes are leaked: a test's worth.)
fn check<I: InstructionSet<'static> + PartialEq + std::fmt::Debug>(info: InstructionInfo<Capability>, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut cx = Context::default();
    let mut words = Vec::new();
    operands(&mut rng, info.operands(), &mut words, &mut cx);
    if info.operands().any(|o| o.kind.name() == "PairLiteralIntegerIdRef") {
        cx.number_words = Some(1);
    }
    let le: &'static [u8] = Box::leak(words.iter().flat_map(|w| w.to_le_bytes()).collect::<Box<[u8]>>());
    let be: &'static [u8] = Box::leak(words.iter().flat_map(|w| w.to_be_bytes()).collect::<Box<[u8]>>());
    let decode = |bytes: &'static [u8], big_endian: bool| -> I {
        let mut r = OperandReader::new(bytes, 0, big_endian);
        r.set_number_words(cx.number_words);
        r.set_ext_set(cx.ext_set.map(ExtSet::index));
        decode_instruction(u32::from(info.opcode()), r).unwrap_or_else(|e| panic!("{} {words:?}: {e}", info.name()))
    };
    let typed = decode(le, false);
    assert!(typed.as_raw().is_none(), "{} {words:?} decoded as raw words", info.name());
    let mut sink = WordSink::new();
    sink.instruction(&typed);
    let encoded = sink.finish().unwrap();
    assert_eq!(encoded[0] & 0xFFFF, u32::from(info.opcode()));
    assert_eq!(encoded[0] >> 16, words.len() as u32 + 1);
    assert_eq!(&encoded[1..], &words[..], "{}: {typed:?}", info.name());
    assert_eq!(decode(be, true), typed, "{}", info.name());
}

macro_rules! for_each_grammar {
    ($f:ident, $seed:expr) => {{
        $f::<spec::Instruction>(spec::INSTRUCTIONS, $seed);
        $f::<ext::glsl_std_450::Instruction>(ext::glsl_std_450::INSTRUCTIONS, $seed);
        $f::<ext::opencl_std_100::Instruction>(ext::opencl_std_100::INSTRUCTIONS, $seed);
        $f::<ext::debuginfo::Instruction>(ext::debuginfo::INSTRUCTIONS, $seed);
        $f::<ext::opencl_debuginfo_100::Instruction>(ext::opencl_debuginfo_100::INSTRUCTIONS, $seed);
        $f::<ext::nonsemantic_shader_debuginfo_100::Instruction>(
            ext::nonsemantic_shader_debuginfo_100::INSTRUCTIONS,
            $seed,
        );
        $f::<ext::nonsemantic_clspvreflection::Instruction>(ext::nonsemantic_clspvreflection::INSTRUCTIONS, $seed);
        $f::<ext::nonsemantic_debugprintf::Instruction>(ext::nonsemantic_debugprintf::INSTRUCTIONS, $seed);
        $f::<ext::nonsemantic_debugbreak::Instruction>(ext::nonsemantic_debugbreak::INSTRUCTIONS, $seed);
        $f::<ext::nonsemantic_vkspreflection::Instruction>(ext::nonsemantic_vkspreflection::INSTRUCTIONS, $seed);
        $f::<ext::spv_amd_gcn_shader::Instruction>(ext::spv_amd_gcn_shader::INSTRUCTIONS, $seed);
        $f::<ext::spv_amd_shader_ballot::Instruction>(ext::spv_amd_shader_ballot::INSTRUCTIONS, $seed);
        $f::<ext::spv_amd_shader_explicit_vertex_parameter::Instruction>(
            ext::spv_amd_shader_explicit_vertex_parameter::INSTRUCTIONS,
            $seed,
        );
        $f::<ext::spv_amd_shader_trinary_minmax::Instruction>(ext::spv_amd_shader_trinary_minmax::INSTRUCTIONS, $seed);
        $f::<ext::arm_motion_engine_100::Instruction>(ext::arm_motion_engine_100::INSTRUCTIONS, $seed);
        $f::<ext::tosa_001000_1::Instruction>(ext::tosa_001000_1::INSTRUCTIONS, $seed);
    }};
}

/// Every opcode of every grammar, a few random operand choices each.
fn every_opcode<I: InstructionSet<'static> + PartialEq + std::fmt::Debug>(
    table: InstructionTable<Capability>,
    seed: u64,
) {
    for info in table.iter() {
        for k in 0..8 {
            check::<I>(info, seed ^ (u64::from(info.opcode()) << 8 | k));
        }
    }
}

/// One random opcode of a grammar.
fn one_opcode<I: InstructionSet<'static> + PartialEq + std::fmt::Debug>(
    table: InstructionTable<Capability>,
    seed: u64,
) {
    let info = table.at((seed % table.len() as u64) as usize).unwrap();
    check::<I>(info, seed);
}

#[test]
fn every_opcode_round_trips() {
    for_each_grammar!(every_opcode, 0x5eed);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]
    #[test]
    fn random_instructions_round_trip(seed in any::<u64>()) {
        for_each_grammar!(one_opcode, seed);
    }
}
