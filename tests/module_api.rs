//! Working with modules as a tool does: words in, owned modules, the id bound checked on
//! encode, strict decoding, errors that name the instruction and operand, and a downstream
//! crate's own extended instruction set inside `OpExtInst`.

use spirv_core::binary::decode_instruction;
use spirv_core::spec::{AddressingModel, Capability, Instruction, MemoryModel};
use spirv_core::{
    DecodeErrorKind, EncodeError, ExtInstruction, Header, IdRef, IdResult, IdResultType, IntoOwned, Module, Str,
    Version,
};
use spirv_workspace::corpus_modules;

mod acme {
    spirv_core::spirv_grammar!("examples/vendor/extinst.acme.vendor-ops.grammar.json");
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn words_decode_into_owned_modules() {
    for (name, input) in corpus_modules().iter().step_by(50) {
        let owned: Module<'static> = Module::decode_words(&words(input)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(owned == Module::decode(input).unwrap(), "{name}");
        assert!(owned.to_bytes() == *input, "{name}");
        let copy = input.clone();
        let outlives: Module<'static> = Module::decode(&copy).unwrap().into_owned();
        drop(copy);
        assert!(outlives == owned, "{name}");
    }
}

/// glslang and spirv-opt write the bound as the largest id plus one: `fix_bound` computes the
/// same. Below it, encoding fails and names the instruction that defines the largest id.
#[test]
fn the_id_bound_is_checked_and_fixed() {
    let mut exact = 0;
    for (name, input) in corpus_modules().iter().step_by(10) {
        let module = Module::decode(input).unwrap();
        let mut fixed = module.clone();
        fixed.fix_bound();
        assert!(fixed.header.bound <= module.header.bound, "{name}");
        exact += usize::from(fixed.header.bound == module.header.bound);
        let mut lowered = fixed.clone();
        lowered.header.bound -= 1;
        let largest = lowered.header.bound;
        let first = lowered
            .instructions
            .iter()
            .position(|i| {
                let mut defines = false;
                i.for_each_id(|kind, id| defines |= kind == spirv_core::IdKind::Result && id.get() == largest);
                defines
            })
            .unwrap();
        match lowered.encode() {
            Err(EncodeError::IdOutOfBound { index, id, bound }) => {
                assert_eq!((index, id, bound), (first, largest, largest), "{name}");
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    assert!(exact > 150, "{exact}");
}

fn module_words(version: u32, schema: u32, instructions: &[&[u32]]) -> Vec<u8> {
    let mut w = vec![0x0723_0203, version, 0, 10, schema];
    for inst in instructions {
        w.extend_from_slice(inst);
    }
    bytes(&w)
}

const CAPABILITY_SHADER: &[u32] = &[2 << 16 | 17, 1];

#[test]
fn strict_decoding_rejects_what_lossless_decoding_keeps() {
    // Every corpus module is typed entirely and has a valid header.
    for (name, input) in corpus_modules() {
        Module::decode_strict(&input).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let cases: [(Vec<u8>, DecodeErrorKind, usize); 5] = [
        (module_words(0x0001_0700, 0, &[]), DecodeErrorKind::BadVersion { word: 0x0001_0700 }, 4),
        (module_words(0x0001_0001, 0, &[]), DecodeErrorKind::BadVersion { word: 0x0001_0001 }, 4),
        (module_words(0x0001_0000, 7, &[]), DecodeErrorKind::ReservedHeaderWord { word: 7 }, 16),
        // Opcode 65535 is not in the grammar; capability 65535 neither.
        (
            module_words(0x0001_0000, 0, &[CAPABILITY_SHADER, &[1 << 16 | 0xFFFF]]),
            DecodeErrorKind::UnknownOpcode { opcode: 0xFFFF },
            28,
        ),
        (
            module_words(0x0001_0000, 0, &[CAPABILITY_SHADER, &[2 << 16 | 17, 0xFFFF]]),
            DecodeErrorKind::UnknownOperandValues,
            28,
        ),
    ];
    for (input, kind, offset) in cases {
        let lossless = Module::decode(&input).unwrap();
        assert_eq!(lossless.to_bytes(), input, "the lossless decode keeps {kind:?}");
        let e = Module::decode_strict(&input).unwrap_err();
        assert_eq!((e.kind(), e.offset()), (&kind, offset), "{e}");
    }
}

#[test]
fn errors_name_the_instruction_and_operand() {
    // OpMemoryModel Logical GLSL450, with one word too many.
    let input = module_words(0x0001_0000, 0, &[CAPABILITY_SHADER, &[4 << 16 | 14, 0, 1, 9]]);
    let e = Module::decode(&input).unwrap_err();
    assert_eq!(
        e.to_string(),
        "OpMemoryModel: 1 word(s) left over after operand 'Memory Model' at byte offset 40 (instruction 1)"
    );
    assert_eq!((e.instruction_name(), e.operand_name()), (Some("OpMemoryModel"), Some("MemoryModel")));
    // OpTypePointer %1 Function %0: the id 0 is operand 'Type'.
    let input = module_words(0x0001_0000, 0, &[&[4 << 16 | 32, 1, 7, 0]]);
    let e = Module::decode(&input).unwrap_err();
    assert_eq!(
        e.to_string(),
        "OpTypePointer: id 0 is not a valid id (operand 'Type') at byte offset 32 (instruction 0)"
    );
    // OpName %1 and no name.
    let input = module_words(0x0001_0000, 0, &[&[2 << 16 | 5, 1]]);
    let e = Module::decode(&input).unwrap_err();
    assert_eq!(
        e.to_string(),
        "OpName: string operand has no nul terminator (operand 'Name') at byte offset 28 (instruction 0)"
    );
    // OpLoad %1 %2 and no pointer.
    let input = module_words(0x0001_0000, 0, &[&[3 << 16 | 61, 1, 2]]);
    let e = Module::decode(&input).unwrap_err();
    assert_eq!(
        e.to_string(),
        "OpLoad: operand missing: the instruction ends before its operands do (operand 'Pointer') at byte offset 32 (instruction 0)"
    );
    // The magic number prints in hex, as the specification writes it.
    let e = Module::decode(&bytes(&[0x0203_0723, 0, 0, 0, 0])).unwrap_err();
    assert_eq!(format!("{:?}", e.kind()), "BadMagic { found: 0x02030723 }");
}

/// A module decoded without knowing the vendor set keeps its `OpExtInst`s as words; the set's own
/// expansion types them, and a typed instruction put back encodes bit-exactly.
#[test]
fn a_downstream_set_takes_part_in_decoding() {
    let id = |n| IdRef::new(n).unwrap();
    let blend = acme::Instruction::Blend { base: id(5), layer: id(6), rounding: acme::AcmeRounding::Stochastic(42) };
    let module = Module {
        header: Header::new(Version::new(1, 0), 0, 10),
        instructions: vec![
            Instruction::Capability { capability: Capability::Shader },
            Instruction::ExtInstImport { result_id: IdResult::new(1).unwrap(), name: Str::new("Acme.VendorOps") },
            Instruction::MemoryModel { addressing_model: AddressingModel::Logical, memory_model: MemoryModel::GLSL450 },
            Instruction::ExtInst {
                result_type: IdResultType::new(2).unwrap(),
                result_id: IdResult::new(3).unwrap(),
                set: id(1),
                instruction: ExtInstruction::from_instruction(&blend).unwrap(),
            },
        ],
    };
    let input = module.to_bytes();
    let decoded = Module::decode(&input).unwrap();
    let Instruction::ExtInst { instruction, .. } = &decoded.instructions[3] else { panic!() };
    let typed = instruction
        .decode_as(|number, r| decode_instruction::<acme::Instruction>(number, r).map(IntoOwned::into_owned))
        .expect("not a set spirv-core knows")
        .unwrap();
    assert_eq!(typed, blend);
    // Edited and put back.
    let acme::Instruction::Blend { base, layer, .. } = typed else { panic!() };
    let edited = acme::Instruction::Blend { base, layer, rounding: acme::AcmeRounding::Stochastic(7) };
    let mut module = decoded.clone();
    let Instruction::ExtInst { instruction, .. } = &mut module.instructions[3] else { panic!() };
    *instruction = ExtInstruction::from_instruction(&edited).unwrap();
    let mut expected = words(&input);
    *expected.last_mut().unwrap() = 7;
    assert_eq!(module.to_words(), expected);
}

/// `List::get` and `List::len` give the operand words the binary holds (read with the raw
/// reader), for lists borrowed from a little-endian module and owned ones from a big-endian one:
/// ids (`OpTypeStruct`), pairs of ids (`OpPhi`), and pairs of a context-dependent number and an
/// id (`OpSwitch`, whose elements have no fixed size).
#[test]
fn list_get_reads_the_element_at_its_index() {
    let (mut structs, mut phis, mut switches) = (0, 0, 0);
    for (name, input) in corpus_modules().iter().step_by(5) {
        for bytes in [input.clone(), spirv_workspace::byte_swapped(input)] {
            let module = Module::decode(&bytes).unwrap();
            let (_, reader) = spirv_core::binary::Reader::new(&bytes).unwrap();
            for (inst, raw) in module.iter().zip(reader) {
                let raw = raw.unwrap();
                let word = |i: usize| raw.operand(i).unwrap();
                match inst {
                    Instruction::TypeStruct { member_types, .. } => {
                        structs += 1;
                        assert_eq!(member_types.len(), raw.word_count() - 2, "{name}");
                        for i in 0..member_types.len() {
                            assert_eq!(member_types.get(i).map(IdRef::get), Some(word(1 + i)), "{name}");
                        }
                        assert_eq!(member_types.get(member_types.len()), None);
                    }
                    Instruction::Phi { variables, .. } => {
                        phis += 1;
                        assert_eq!(variables.len(), (raw.word_count() - 3) / 2, "{name}");
                        for i in 0..variables.len() {
                            let (value, parent) = variables.get(i).unwrap();
                            assert_eq!((value.get(), parent.get()), (word(2 + 2 * i), word(3 + 2 * i)), "{name}");
                        }
                        assert_eq!(variables.get(variables.len()), None);
                    }
                    Instruction::Switch { target, .. } => {
                        switches += 1;
                        let words_per_target = (raw.word_count() - 3) / target.len().max(1);
                        for i in 0..target.len() {
                            let (literal, label) = target.get(i).unwrap();
                            let at = 2 + i * words_per_target;
                            assert_eq!(literal.bits() as u32, word(at), "{name}");
                            assert_eq!(label.get(), word(at + words_per_target - 1), "{name}");
                        }
                        assert_eq!(target.get(target.len()), None);
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(structs > 1000 && phis > 100 && switches > 10, "{structs} {phis} {switches}");
}

/// The length of every array type in the corpus is an integer constant whose value `to_u64`
/// gives, whatever its signedness (DXC declares some lengths `int`): the value `spirv-dis` prints
/// for the constant.
#[test]
fn array_lengths_read_whatever_their_signedness() {
    let (mut lengths, mut signed) = (0, 0);
    for (name, input) in corpus_modules() {
        let module = Module::decode(&input).unwrap();
        let constants: std::collections::HashMap<u32, spirv_core::LiteralNumber> = module
            .iter()
            .filter_map(|i| match i {
                Instruction::Constant { result_id, value, .. } => Some((result_id.get(), *value)),
                _ => None,
            })
            .collect();
        let mut checked = Vec::new();
        for inst in &module {
            if let Instruction::TypeArray { length, .. } = inst
                && let Some(value) = constants.get(&length.get())
            {
                let n = value.to_u64().unwrap_or_else(|| panic!("{name}: length %{} is {value:?}", length.get()));
                lengths += 1;
                if matches!(value.number_type(), spirv_core::NumberType::Signed { .. }) {
                    checked.push((length.get(), n));
                }
            }
        }
        if checked.is_empty() {
            continue;
        }
        signed += checked.len();
        let out = spirv_workspace::run_reference("spirv-dis", &["--raw-id", "-"], &input);
        let text = String::from_utf8(out.stdout).unwrap();
        for (id, n) in checked {
            let prefix = format!("%{id} = OpConstant ");
            let line = text.lines().map(str::trim).find(|l| l.starts_with(&prefix)).unwrap();
            assert_eq!(line.rsplit(' ').next(), Some(n.to_string().as_str()), "{name}: {line}");
        }
    }
    assert!(lengths > 1000 && signed >= 5, "{lengths} {signed}");
}
