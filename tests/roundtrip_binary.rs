//! Decode then encode gives back the input bit for bit: every corpus module, in both byte orders,
//! and the project's own modules in `tests/data`, whose typed content is checked too.

use spirv_core::binary::ByteOrder;
use spirv_core::spec::{Capability, Decoration, FunctionControl, Instruction, LinkageType, Op};
use spirv_core::{ExtInstruction, FloatEncoding, LiteralNumber, Module, NumberType, ext::glsl_std_450};
use spirv_workspace::{byte_swapped, corpus_modules, data_modules};

fn round_trip(name: &str, bytes: &[u8]) -> usize {
    let module = Module::decode(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(module.to_bytes() == bytes, "{name}: bytes differ after decode and encode");
    let swapped = byte_swapped(bytes);
    let mut big = Module::decode(&swapped).unwrap_or_else(|e| panic!("{name} (big-endian): {e}"));
    assert_eq!(big.header.byte_order, ByteOrder::Big, "{name}");
    assert!(big.to_bytes() == swapped, "{name} (big-endian): bytes differ after decode and encode");
    // The same module in the other byte order: the same instructions, and the little-endian
    // input once the byte order is changed.
    assert!(big.instructions == module.instructions, "{name}: the two byte orders decode differently");
    big.header.byte_order = ByteOrder::Little;
    assert!(big.header == module.header && big.to_bytes() == bytes, "{name}: big-endian written little-endian");
    module.instructions.len()
}

#[test]
fn corpus_round_trips_in_both_byte_orders() {
    let modules = corpus_modules();
    assert_eq!(modules.len(), 2018, "the corpus README lists 1,723 + 295 modules");
    let mut instructions = 0;
    let mut raw = 0;
    for (name, bytes) in &modules {
        instructions += round_trip(name, bytes);
        raw += Module::decode(bytes).unwrap().iter().filter(|i| i.as_raw().is_some()).count();
    }
    // The corpus README: 187,488 + 47,747 instructions.
    assert_eq!(instructions, 187_488 + 47_747);
    // Everything in the corpus is typed by the grammar; nothing falls back to raw words.
    assert_eq!(raw, 0);
}

/// Every `OpExtInst` of a set we have a grammar for is typed, except the few whose operands that
/// set's grammar cannot type (glslang writes ids of 0 into `DebugTypeFunction` for
/// forward-declared pointer types; `spirv-dis` rejects those modules).
#[test]
fn corpus_extended_instructions_are_typed() {
    let (mut typed, mut kept) = (0, Vec::new());
    for (name, bytes) in corpus_modules() {
        let module = Module::decode(&bytes).unwrap();
        for inst in &module {
            if let Instruction::ExtInst { instruction, .. } = inst {
                match instruction {
                    ExtInstruction::Unknown { .. } => kept.push(name.clone()),
                    _ => typed += 1,
                }
            }
        }
    }
    kept.dedup();
    assert!(typed > 12_000, "{typed}");
    assert_eq!(
        kept,
        [
            "spv-gV/shaders__vulkan__comp__array-of-buffer-reference.nocompat.vk.comp.spv",
            "spv-gV/shaders__vulkan__comp__buffer-reference.nocompat.vk.comp.spv",
            "spv-gV/shaders__vulkan__comp__ray-query.nocompat.spv14.invalid.vk.comp.spv"
        ]
    );
}

#[test]
fn own_modules_round_trip() {
    let modules = data_modules();
    assert_eq!(modules.len(), 6);
    for (name, bytes) in &modules {
        round_trip(name, bytes);
    }
}

fn data(name: &str) -> Vec<u8> {
    data_modules().into_iter().find(|(n, _)| n == name).unwrap_or_else(|| panic!("tests/data/{name}")).1
}

/// Context-dependent literals, OpSpecConstantOp, extended instructions, string parameters:
/// values from `special.spvasm` (assembled by spirv-as).
#[test]
fn special_operands_are_typed() {
    let bytes = data("special.spv");
    let module = Module::decode(&bytes).unwrap();
    let find = |op: Op| module.iter().filter(move |i| i.op() == Some(op));
    let constants: Vec<LiteralNumber> = find(Op::Constant)
        .map(|i| match i {
            Instruction::Constant { value, .. } => *value,
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(
        constants,
        [LiteralNumber::from(u64::MAX), LiteralNumber::from(2.5f64), LiteralNumber::from(4_000_000_000u32)]
    );
    // Typed by their types: the value, and the text spirv-dis prints.
    let types: Vec<NumberType> = constants.iter().map(|c| c.number_type()).collect();
    assert_eq!(
        types,
        [
            NumberType::Unsigned { width: 64 },
            NumberType::Float { width: 64, encoding: FloatEncoding::Ieee },
            NumberType::Unsigned { width: 32 }
        ]
    );
    assert_eq!((constants[0].to_u64(), constants[1].to_f64()), (Some(u64::MAX), Some(2.5)));
    let text: Vec<String> = constants.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["18446744073709551615", "2.5", "4000000000"]);
    let Some(Instruction::Switch { target, .. }) = find(Op::Switch).next() else { panic!("OpSwitch") };
    let literals: Vec<LiteralNumber> = target.iter().map(|(l, _)| l).collect();
    assert_eq!(literals, [LiteralNumber::from(1u64), LiteralNumber::from(u64::MAX)]);
    let spec_ops: Vec<&Instruction> = find(Op::SpecConstantOp).collect();
    assert_eq!(spec_ops.len(), 3);
    match spec_ops[0] {
        Instruction::SpecConstantOp { opcode, result_id, .. } => match &*opcode.0 {
            Instruction::VectorShuffle { components, result_id: inner, .. } => {
                assert_eq!(components.to_vec(), [1, 0]);
                assert_eq!(inner, result_id);
            }
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
    let Some(Instruction::ExtInst { instruction, .. }) = find(Op::ExtInst).next() else { panic!("OpExtInst") };
    assert!(matches!(instruction, ExtInstruction::GlslStd450(glsl_std_450::Instruction::Sqrt { .. })));
    let linkage = find(Op::Decorate).find_map(|i| match i {
        Instruction::Decorate { decoration: Decoration::LinkageAttributes(name, kind), .. } => {
            Some((name.to_string(), *kind))
        }
        _ => None,
    });
    assert_eq!(linkage, Some(("sum_export".to_string(), LinkageType::Export)));
    let switch = find(Op::Switch).next().unwrap();
    assert_eq!(switch.to_string(), "OpSwitch %22 %25 1 %26 18446744073709551615 %27");
    assert_eq!(
        format!("{switch:?}"),
        "Switch { selector: %22, default: %25, target: [(1, %26), (18446744073709551615, %27)] }"
    );
}

/// Words of a newer grammar survive: an unknown opcode and an unknown capability are kept raw,
/// an unknown function-control bit is kept in the flags.
#[test]
fn unknown_words_are_kept() {
    let bytes = data("unknown.spv");
    let module = Module::decode(&bytes).unwrap();
    let raw: Vec<(u32, Vec<u32>)> =
        module.iter().filter_map(|i| i.as_raw()).map(|r| (r.opcode, r.operands.to_vec())).collect();
    assert_eq!(raw, [(0x7fff, vec![2, 42]), (Op::Capability.to_u16().into(), vec![777_777])]);
    let control = module.iter().find_map(|i| match i {
        Instruction::Function { function_control, .. } => Some(*function_control),
        _ => None,
    });
    assert_eq!(control, Some(FunctionControl::from_bits_retain(0x0010_0001)));
    assert_eq!(control.unwrap().unknown_bits(), 0x0010_0000);
    assert!(module.iter().any(|i| matches!(i, Instruction::Capability { capability: Capability::Shader })));
    assert_eq!(module.to_bytes(), bytes);
}

#[test]
fn instruction_enum_stays_small() {
    assert!(size_of::<Instruction>() <= 48, "{}", size_of::<Instruction>());
    assert!(size_of::<ExtInstruction>() <= 32, "{}", size_of::<ExtInstruction>());
    assert_eq!(size_of::<spirv_core::Str>(), 16);
    assert_eq!(size_of::<spirv_core::List<u32>>(), 16);
    assert_eq!(size_of::<Option<spirv_core::IdRef>>(), 4);
}
