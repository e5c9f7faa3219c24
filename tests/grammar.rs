//! The generated grammar API against the grammar data: counts from SPIRV-Headers 1.4.335 (as
//! measured on the JSON files), requirement facts from the SPIR-V specification, and aliases.

use spirv_core::ext::{debuginfo, glsl_std_450, nonsemantic_shader_debuginfo_100, opencl_std_100};
use spirv_core::grammar::{Category, LiteralKind, Quantifier};
use spirv_core::spec::{
    self, BuiltIn, Capability, Decoration, DecorationKind, Dim, ExecutionMode, ImageOperands, ImageOperandsOperand,
    Instruction, MemoryAccess, MemoryAccessOperand, Op, OpClass, StorageClass,
};
use spirv_core::{IdRef, IdResult, IdResultType, IdScope, Version};

fn id(n: u32) -> IdRef {
    IdRef::new(n).unwrap()
}

#[test]
fn core_grammar_counts() {
    assert_eq!(spec::INSTRUCTIONS.len(), 858);
    assert_eq!(spec::OPERAND_KINDS.len(), 71);
    let enum_tables: Vec<_> = spec::OPERAND_KINDS.iter().filter_map(|k| k.enum_table()).collect();
    assert_eq!(enum_tables.len(), 57);
    assert_eq!(enum_tables.iter().map(|t| t.len()).sum::<usize>(), 1059);
    let enumerant_aliases: usize = enum_tables.iter().flat_map(|t| t.enumerants()).map(|e| e.aliases().len()).sum();
    assert_eq!(enumerant_aliases, 171);
    let instruction_aliases: usize = spec::INSTRUCTIONS.iter().map(|i| i.aliases().len()).sum();
    assert_eq!(instruction_aliases, 51);
    let categories =
        |f: fn(&Category<Capability>) -> bool| spec::OPERAND_KINDS.iter().filter(|k| f(&k.category())).count();
    assert_eq!(categories(|c| matches!(c, Category::ValueEnum(_))), 41);
    assert_eq!(categories(|c| matches!(c, Category::BitEnum(_))), 16);
    assert_eq!(categories(|c| matches!(c, Category::Literal(_))), 6);
    assert_eq!(categories(|c| matches!(c, Category::Id(_))), 5);
    assert_eq!(categories(|c| matches!(c, Category::Composite(_))), 3);
    assert_eq!((spec::MAJOR_VERSION, spec::MINOR_VERSION, spec::REVISION), (1, 6, 4));
    assert_eq!(spec::MAGIC_NUMBER, 0x0723_0203);
}

/// `OpClass` is the grammar's `instruction_printing_class` list, and every instruction's class is
/// the one its JSON entry names.
#[test]
fn instruction_classes_match_the_grammar_file() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/spirv.core.grammar.json");
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let classes = json["instruction_printing_class"].as_array().unwrap();
    assert_eq!(OpClass::ALL.len(), classes.len());
    for (class, entry) in OpClass::ALL.iter().zip(classes) {
        assert_eq!(class.name(), entry["tag"]);
        assert_eq!(class.heading(), entry["heading"].as_str());
        assert_eq!(OpClass::from_name(class.name()), Some(*class));
    }
    assert_eq!(OpClass::RelationalAndLogical.name(), "Relational_and_Logical");
    assert_eq!(OpClass::Exclude.name(), "@exclude");
    for inst in json["instructions"].as_array().unwrap() {
        let op = Op::from_name(inst["opname"].as_str().unwrap()).unwrap();
        assert_eq!(op.class().map(OpClass::name), inst["class"].as_str(), "{op}");
    }
}

/// Each extended set has as many instructions as its grammar file lists.
#[test]
fn extended_set_counts_match_their_grammar_files() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar");
    let mut checked = 0;
    for set in spirv_core::ExtSet::ALL {
        let file = match set.import_name() {
            "GLSL.std.450" => "extinst.glsl.std.450.grammar.json",
            "OpenCL.std" => "extinst.opencl.std.100.grammar.json",
            "DebugInfo" => "extinst.debuginfo.grammar.json",
            "OpenCL.DebugInfo.100" => "extinst.opencl.debuginfo.100.grammar.json",
            "NonSemantic.Shader.DebugInfo.100" => "extinst.nonsemantic.shader.debuginfo.100.grammar.json",
            "NonSemantic.ClspvReflection." => "extinst.nonsemantic.clspvreflection.grammar.json",
            "NonSemantic.DebugPrintf" => "extinst.nonsemantic.debugprintf.grammar.json",
            "NonSemantic.DebugBreak" => "extinst.nonsemantic.debugbreak.grammar.json",
            "NonSemantic.VkspReflection." => "extinst.nonsemantic.vkspreflection.grammar.json",
            "SPV_AMD_gcn_shader" => "extinst.spv-amd-gcn-shader.grammar.json",
            "SPV_AMD_shader_ballot" => "extinst.spv-amd-shader-ballot.grammar.json",
            "SPV_AMD_shader_explicit_vertex_parameter" => {
                "extinst.spv-amd-shader-explicit-vertex-parameter.grammar.json"
            }
            "SPV_AMD_shader_trinary_minmax" => "extinst.spv-amd-shader-trinary-minmax.grammar.json",
            "Arm.MotionEngine.100" => "extinst.arm.motion-engine.100.grammar.json",
            "TOSA.001000.1" => "extinst.tosa.001000.1.grammar.json",
            other => panic!("no grammar file known for {other}"),
        };
        let text = std::fs::read_to_string(format!("{dir}/{file}")).unwrap();
        assert_eq!(set.instructions().len(), text.matches("\"opname\"").count(), "{file}");
        checked += 1;
    }
    assert_eq!(checked, 15);
    assert_eq!(glsl_std_450::INSTRUCTIONS.len(), 81);
    assert_eq!(opencl_std_100::INSTRUCTIONS.len(), 162);
    assert_eq!(debuginfo::INSTRUCTIONS.len(), 34);
    assert_eq!(nonsemantic_shader_debuginfo_100::INSTRUCTIONS.len(), 44);
}

/// SPV_KHR_8bit_storage: the three capabilities are core in SPIR-V 1.5 and otherwise need the
/// extension; UniformAndStorageBuffer8BitAccess implies StorageBuffer8BitAccess.
#[test]
fn eight_bit_storage_requirements() {
    let expected = [
        (Capability::StorageBuffer8BitAccess, 4448, "StorageBuffer8BitAccess"),
        (Capability::UniformAndStorageBuffer8BitAccess, 4449, "UniformAndStorageBuffer8BitAccess"),
        (Capability::StoragePushConstant8, 4450, "StoragePushConstant8"),
    ];
    for (cap, value, name) in expected {
        assert_eq!(cap.to_u32(), value);
        assert_eq!(Capability::from_u32(value), Some(cap));
        assert_eq!(cap.name(), name);
        assert_eq!(Capability::from_name(name), Some(cap));
        assert_eq!(cap.version(), Some(Version::new(1, 5)));
        assert_eq!(cap.version().unwrap().to_string(), "1.5");
        assert_eq!(cap.extensions(), ["SPV_KHR_8bit_storage"]);
    }
    assert_eq!(Capability::UniformAndStorageBuffer8BitAccess.capabilities(), [Capability::StorageBuffer8BitAccess]);
    assert!(Capability::StorageBuffer8BitAccess.capabilities().is_empty());
    assert!(Capability::StoragePushConstant8.capabilities().is_empty());
    // A capability's implied capabilities: Shader implies Matrix.
    assert_eq!(Capability::Shader.capabilities(), [Capability::Matrix]);
}

#[test]
fn aliases_resolve_both_ways() {
    assert_eq!(Op::SDotKHR, Op::SDot);
    assert_eq!(Op::SDot.name(), "OpSDot");
    assert_eq!(Op::from_name("OpSDot"), Some(Op::SDot));
    assert_eq!(Op::from_name("OpSDotKHR"), Some(Op::SDot));
    assert!(Op::SDot.info().aliases().any(|a| a == "OpSDotKHR"));
    assert_eq!(Op::SDot.version(), Some(Version::new(1, 6)));
    assert_eq!(Op::SDot.version().unwrap().to_string(), "1.6");
    assert_eq!(Op::SDot.extensions(), ["SPV_KHR_integer_dot_product"]);
    assert_eq!(Op::SDot.capabilities(), [Capability::DotProduct]);
    assert_eq!(Op::from_u16(Op::SDot.to_u16()), Some(Op::SDot));

    assert_eq!(Capability::StorageUniformBufferBlock16, Capability::StorageBuffer16BitAccess);
    assert_eq!(Capability::from_name("StorageUniformBufferBlock16"), Some(Capability::StorageBuffer16BitAccess));
    assert_eq!(Capability::StorageUniformBufferBlock16.name(), "StorageBuffer16BitAccess");

    assert_eq!(ImageOperands::MAKE_TEXEL_AVAILABLE_KHR, ImageOperands::MAKE_TEXEL_AVAILABLE);
    assert_eq!(ImageOperands::from_grammar_name("MakeTexelAvailableKHR"), Some(ImageOperands::MAKE_TEXEL_AVAILABLE));
    assert_eq!(ImageOperands::MAKE_TEXEL_AVAILABLE.capabilities(), [Capability::VulkanMemoryModel]);
}

#[test]
fn opcode_metadata() {
    assert_eq!(Op::TypeInt.to_u16(), 21);
    assert_eq!(Op::TypeInt.class(), Some(OpClass::TypeDeclaration));
    assert_eq!(glsl_std_450::Op::Sqrt.class(), None);
    assert!(Op::TypeInt.has_result() && !Op::TypeInt.has_result_type());
    assert!(Op::IAdd.has_result() && Op::IAdd.has_result_type());
    assert!(!Op::Store.has_result());
    assert_eq!(Op::Nop.version(), Some(Version::new(1, 0)));
    // Only through extensions: version "None".
    assert_eq!(Op::SubgroupBallotKHR.version(), None);
    assert_eq!(Op::LessOrGreater.last_version(), Some(Version::new(1, 5)));
    assert_eq!(Op::from_u16(0xFFFF), None);
    assert_eq!(Op::TypeInt.to_string(), "OpTypeInt");

    let info = Op::TypeInt.info();
    let operands: Vec<_> = info.operands().map(|o| (o.kind.name(), o.quantifier, o.name)).collect();
    assert_eq!(
        operands,
        [
            ("IdResult", Quantifier::One, ""),
            ("LiteralInteger", Quantifier::One, "Width"),
            ("LiteralInteger", Quantifier::One, "Signedness")
        ]
    );
    let ext_inst = Op::ExtInst.info();
    assert!(matches!(
        ext_inst.operands().nth(3).unwrap().kind.category(),
        Category::Literal(LiteralKind::ExtInstInteger)
    ));
}

#[test]
fn value_enums() {
    assert_eq!(Dim::Dim2D.name(), "2D");
    assert_eq!(Dim::from_name("2D"), Some(Dim::Dim2D));
    assert_eq!(Dim::Dim2D.to_string(), "2D");
    assert_eq!(StorageClass::from_u32(12), Some(StorageClass::StorageBuffer));
    assert_eq!(StorageClass::from_u32(0xFFFF_FFFF), None);
    assert_eq!(
        StorageClass::StorageBuffer.extensions(),
        ["SPV_KHR_storage_buffer_storage_class", "SPV_KHR_variable_pointers"]
    );
    // Parameterized kinds: the operand carries its parameters; the plain values are `…Kind`.
    assert_eq!(Decoration::BuiltIn(BuiltIn::Position).kind(), DecorationKind::BuiltIn);
    assert_eq!(Decoration::BuiltIn(BuiltIn::Position).to_u32(), 11);
    assert_eq!(DecorationKind::from_u32(11), Some(DecorationKind::BuiltIn));
    assert_eq!(Decoration::Location(3).name(), "Location");
    assert_eq!(ExecutionMode::LocalSize(8, 8, 1).name(), "LocalSize");
    // An alias of a parameterized enumerant is a constructor.
    assert_eq!(Decoration::HlslCounterBufferGOOGLE(id(7)), Decoration::CounterBuffer(id(7)));
}

#[test]
fn bit_enums() {
    let flags = ImageOperands::BIAS | ImageOperands::LOD;
    assert_eq!(flags.bits(), 0x3);
    assert_eq!(flags.grammar_names().collect::<Vec<_>>(), ["Bias", "Lod"]);
    let unknown = ImageOperands::from_bits_retain(0x8000_0001);
    assert_eq!(unknown.bits(), 0x8000_0001);
    assert_eq!(unknown.unknown_bits(), 0x8000_0000);
    assert_eq!(MemoryAccess::ALIGNED.bits(), 0x2);
    // DebugInfo's multi-bit member.
    assert_eq!(debuginfo::DebugInfoFlags::FLAG_IS_PUBLIC.bits(), 0x3);
    assert_eq!(debuginfo::DebugInfoFlags::FLAG_IS_PROTECTED.bits(), 0x1);
    assert_eq!(debuginfo::DebugInfoFlags::from_grammar_name("FlagIsPublic").unwrap().bits(), 0x3);
    assert_eq!(
        nonsemantic_shader_debuginfo_100::DebugInfoFlags::FLAG_IS_PUBLIC.info().map(|e| e.name()),
        Some("FlagIsPublic")
    );
}

/// Typed operands round-trip through encode and decode, parameters included.
#[test]
fn typed_instructions_with_parameters() {
    let r = IdResult::new(10).unwrap();
    let t = IdResultType::new(2).unwrap();
    let instructions: Vec<Instruction> = vec![
        Instruction::Decorate { target: id(5), decoration: Decoration::BuiltIn(BuiltIn::Position) },
        Instruction::Decorate {
            target: id(5),
            decoration: Decoration::LinkageAttributes("f".into(), spec::LinkageType::Export),
        },
        Instruction::ImageSampleExplicitLod {
            result_type: t,
            result_id: r,
            sampled_image: id(3),
            coordinate: id(4),
            image_operands: ImageOperandsOperand::default().with_grad((id(6), id(7))),
        },
        Instruction::Load {
            result_type: t,
            result_id: r,
            pointer: id(3),
            memory_access: Some(
                MemoryAccessOperand::default().with_aligned(16).with_make_pointer_available(IdScope::new(9).unwrap()),
            ),
        },
        Instruction::ExecutionMode { entry_point: id(1), mode: ExecutionMode::LocalSize(8, 4, 1) },
    ];
    let module = spirv_core::Module {
        header: spirv_core::Header::new(Version::new(1, 6), 0, 100),
        instructions: instructions.clone(),
    };
    let words = module.to_words();
    // OpLoad: word count 7, then type, result, pointer, mask 0xA (Aligned | MakePointerAvailable),
    // then the parameters in bit order: 16, then scope %9. (OpExecutionMode, 6 words, follows.)
    let load_at = words.len() - 6 - 7;
    assert_eq!(&words[load_at..load_at + 7], &[7 << 16 | 61, 2, 10, 3, 0xA, 16, 9]);
    let bytes = module.to_bytes();
    let decoded = spirv_core::Module::decode(&bytes).unwrap();
    assert_eq!(decoded.instructions, instructions);
    match &decoded.instructions[0] {
        Instruction::Decorate { decoration: Decoration::BuiltIn(b), .. } => assert_eq!(*b, BuiltIn::Position),
        other => panic!("{other:?}"),
    }
    match &decoded.instructions[2] {
        Instruction::ImageSampleExplicitLod { image_operands, .. } => {
            assert_eq!(image_operands.grad(), Some(&(id(6), id(7))))
        }
        other => panic!("{other:?}"),
    }
    // `Display` is the instruction's spirv-dis line, `Debug` its structure, parameters with their flags.
    assert_eq!(decoded.instructions[3].to_string(), "%10 = OpLoad %2 %3 Aligned|MakePointerAvailable 16 %9");
    assert_eq!(
        format!("{:?}", decoded.instructions[3]),
        "Load { result_type: %2, result_id: %10, pointer: %3, memory_access: Some(Aligned(16) | MakePointerAvailable(%9)) }"
    );
}

/// The generated opcode index finds exactly the opcodes the instruction list holds, at their
/// place in it, in every grammar; every other number is absent.
#[test]
fn opcode_lookup_finds_each_instruction_and_nothing_else() {
    let tables = std::iter::once(spec::INSTRUCTIONS).chain(spirv_core::ExtSet::ALL.iter().map(|s| s.instructions()));
    for table in tables {
        let listed: std::collections::HashMap<u16, usize> =
            table.iter().enumerate().map(|(i, info)| (info.opcode(), i)).collect();
        assert_eq!(listed.len(), table.len());
        for opcode in 0..=u16::MAX {
            assert_eq!(table.position(opcode), listed.get(&opcode).copied(), "opcode {opcode}");
        }
    }
    assert_eq!(Op::from_u16(Op::SDot as u16), Some(Op::SDot));
    // Holes of the core grammar (SPIRV-Headers 1.4.335): no instruction has opcode 9 or 18.
    assert_eq!(Op::from_u16(9), None);
    assert_eq!(Op::from_u16(18), None);
    assert_eq!(Op::from_u16(6532), None);
}

/// The generated operand forms say what the operand records and their kinds say, for every
/// operand of every instruction and enumerant parameter of every grammar.
#[test]
fn operand_forms_agree_with_operands_and_kinds() {
    use spirv_core::grammar::{OperandClass, Operands};
    fn check(operands: Operands<Capability>) -> usize {
        let forms = operands.forms();
        assert_eq!(forms.len(), operands.len());
        for (i, (operand, form)) in operands.zip(forms.clone()).enumerate() {
            assert_eq!(form.kind, operand.kind);
            assert_eq!(form.quantifier, operand.quantifier);
            assert_eq!(forms.get(i).map(|f| f.kind), Some(operand.kind));
            let agrees = match (form.class, operand.kind.category()) {
                (OperandClass::Id(a), Category::Id(b)) => a == b,
                (OperandClass::Literal(a), Category::Literal(b)) => a == b,
                (OperandClass::Composite, Category::Composite(_)) => true,
                (OperandClass::ValueEnum(a), Category::ValueEnum(b))
                | (OperandClass::BitEnum(a), Category::BitEnum(b)) => a.kind() == b.kind(),
                _ => false,
            };
            assert!(agrees, "{}: {:?}", operand.kind.name(), form);
        }
        assert!(forms.get(forms.len()).is_none());
        forms.len()
    }
    let mut checked = 0;
    let tables = std::iter::once(spec::INSTRUCTIONS).chain(spirv_core::ExtSet::ALL.iter().map(|s| s.instructions()));
    for table in tables {
        for inst in table.iter() {
            checked += check(inst.operands());
        }
    }
    for kind in spec::OPERAND_KINDS.iter() {
        for enumerant in kind.enum_table().iter().flat_map(|t| t.enumerants()) {
            checked += check(enumerant.parameters());
        }
    }
    assert!(checked > 3000, "{checked}");
}

/// The generated name index finds every instruction and enumerant name and alias of every
/// grammar with its own value, and nothing else: not a name of another list, nor a prefix.
#[test]
fn name_lookup_finds_each_name_in_its_own_list_only() {
    let mut found = 0;
    let tables = std::iter::once(spec::INSTRUCTIONS).chain(spirv_core::ExtSet::ALL.iter().map(|s| s.instructions()));
    for table in tables {
        for inst in table.iter() {
            for name in std::iter::once(inst.name()).chain(inst.aliases()) {
                assert_eq!(table.opcode_of(name), Some(inst.opcode()), "{name}");
                assert_eq!(table.opcode_of(&name[..name.len() - 1]).filter(|&op| op == inst.opcode()), None);
                found += 1;
            }
        }
    }
    let enum_tables: Vec<_> = spec::OPERAND_KINDS.iter().filter_map(|k| k.enum_table()).collect();
    for table in &enum_tables {
        for enumerant in table.enumerants() {
            for name in std::iter::once(enumerant.name()).chain(enumerant.aliases()) {
                assert_eq!(table.value_of(name), Some(enumerant.value()), "{name}");
                found += 1;
            }
        }
    }
    // Names of one list are not found in another: `Shader` is a Capability, not a StorageClass.
    assert_eq!(spec::operand_kinds::StorageClass.enum_table().unwrap().value_of("Shader"), None);
    assert_eq!(spec::INSTRUCTIONS.opcode_of("Shader"), None);
    assert_eq!(spec::INSTRUCTIONS.opcode_of(""), None);
    // 858 instructions and 51 aliases; 1,059 enumerants and 171 aliases (core_grammar_counts).
    assert!(found >= 858 + 51 + 1059 + 171, "{found}");
    // Kinds by name: each kind of the core grammar is itself, and a name of another list
    // (an instruction, an enumerant) or of a kind no grammar defines is none.
    for kind in spec::OPERAND_KINDS.iter() {
        assert_eq!(spec::OPERAND_KINDS.get(kind.name()), Some(kind), "{}", kind.name());
    }
    assert_eq!(spec::OPERAND_KINDS.iter().count(), spec::OPERAND_KINDS.len());
    for absent in ["OpNop", "Shader", "IdRe", "", "DebugInfoFlags"] {
        assert_eq!(spec::OPERAND_KINDS.get(absent), None, "{absent}");
    }
    // Two extended sets define a kind of the same name, each its own.
    let (debug, shader) =
        (spirv_core::ext::debuginfo::OPERAND_KINDS, spirv_core::ext::nonsemantic_shader_debuginfo_100::OPERAND_KINDS);
    let (a, b) = (debug.get("DebugInfoFlags").unwrap(), shader.get("DebugInfoFlags").unwrap());
    assert!(a != b && debug.iter().any(|k| k == a) && shader.iter().any(|k| k == b));
}
