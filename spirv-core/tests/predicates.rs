//! Every difference between SPIRV-Tools' opcode predicates (`spirv_core::predicates`) and the
//! grammar class each is made from, listed with where in SPIRV-Tools 2025.5 it comes from. A
//! grammar update that moves an instruction between classes changes a predicate only through
//! its class; a difference that appears or goes shows here.

use spirv_core::spec::{Op, OpClass};
use spirv_core::{OpSet, predicates};

/// The opcodes of the grammar in `set` and not in `class` (`+`), and in `class` and not in
/// `set` (`-`), by name, in opcode order.
fn differences(set: &OpSet, class: OpClass) -> Vec<String> {
    let in_class = OpSet::new(class.ops());
    (0..=u16::MAX)
        .filter_map(|opcode| {
            let op = Op::from_u16(opcode)?;
            match (set.contains(opcode), in_class.contains(opcode)) {
                (true, false) => Some(format!("+{}", op.name())),
                (false, true) => Some(format!("-{}", op.name())),
                _ => None,
            }
        })
        .collect()
}

#[test]
fn generates_type_is_the_type_declaration_class_but_for_these() {
    assert_eq!(
        differences(&predicates::GENERATES_TYPE, OpClass::TypeDeclaration),
        [
            // source/opcode.cpp spvOpcodeGeneratesType: "OpTypeForwardPointer does not
            // generate a type".
            "-OpTypeForwardPointer",
            // spvOpcodeGeneratesType lists it; the grammar's class is `Reserved`.
            "+OpTypeNodePayloadArrayAMDX",
            // Not in spvOpcodeGeneratesType's list.
            "-OpTypeBufferSurfaceINTEL",
            "-OpTypeStructContinuedINTEL",
            // spvOpcodeGeneratesType lists it (as OpTypeTaskSequenceINTEL); the grammar's class
            // is `@exclude`.
            "+OpTypeTaskSequenceALTERA",
        ]
    );
}

#[test]
fn is_constant_is_the_constant_creation_class_but_for_these() {
    assert_eq!(
        differences(&predicates::IS_CONSTANT, OpClass::ConstantCreation),
        [
            // source/opcode.cpp spvOpcodeIsConstant lists these, which the grammar puts in other
            // classes: `Reserved` (the AMDX strings), `@exclude` (the Intel ones), `Graph`.
            "+OpGraphConstantARM",
            "+OpConstantStringAMDX",
            "+OpSpecConstantStringAMDX",
            "+OpConstantFunctionPointerINTEL",
            "+OpAsmTargetINTEL",
            "+OpAsmINTEL",
            // Continuations of a composite, which spvOpcodeIsConstant does not list.
            "-OpConstantCompositeContinuedINTEL",
            "-OpSpecConstantCompositeContinuedINTEL",
        ]
    );
}

#[test]
fn is_decoration_is_the_annotation_class_but_decoration_groups() {
    // spvOpcodeIsDecoration does not list OpDecorationGroup.
    assert_eq!(differences(&predicates::IS_DECORATION, OpClass::Annotation), ["-OpDecorationGroup"]);
}

#[test]
fn is_debug_is_the_debug_class() {
    // spvOpcodeIsDebug lists exactly the grammar's Debug class.
    assert_eq!(differences(&predicates::IS_DEBUG, OpClass::Debug), [] as [&str; 0]);
}

/// The classes are the grammar's: `Op::class` gives the class of the instruction's grammar
/// entry, and each instruction is in the list of that class and of no other.
#[test]
fn class_lists_agree_with_op_class() {
    for opcode in 0..=u16::MAX {
        let Some(op) = Op::from_u16(opcode) else { continue };
        // The grammar entry's class tag, read from the metadata tables.
        assert_eq!(op.class(), OpClass::from_name(op.info().class()), "{}", op.name());
        for &class in OpClass::ALL {
            assert_eq!(class.ops().contains(&op), op.class() == Some(class), "{} in {}", op.name(), class.name());
        }
    }
}

#[test]
fn spec_constant_operations_are_spirv_tools_61_in_two_disjoint_lists() {
    let shader = OpSet::new(predicates::SPEC_CONSTANT_SHADER_OPERATIONS);
    let kernel = OpSet::new(predicates::SPEC_CONSTANT_KERNEL_OPERATIONS);
    let count = |set: &OpSet| (0..=u16::MAX).filter(|&op| set.contains(op)).count();
    // kOpSpecConstantOpcodes has 61 entries; spirv-val's ValidateSpecConstantOp asks Kernel of 20.
    assert_eq!((count(&shader), count(&kernel)), (41, 20));
    assert_eq!(count(&predicates::SPEC_CONSTANT_OPERATIONS), 61);
    assert!(predicates::SPEC_CONSTANT_KERNEL_OPERATIONS.iter().all(|&op| !shader.contains(op as u16)));
}
