//! A downstream crate's own extended instruction set: `spirv_grammar!` on a vendor grammar
//! (`examples/vendor/extinst.acme.vendor-ops.grammar.json`) that defines operand kinds of its own
//! and uses core ones (`IdRef`, `StorageClass`, capability `Shader`). The crate depends on
//! spirv-core alone.
//!
//! Run with `cargo run --example vendor_extension`.

use spirv_core::binary::{OperandReader, WordSink, decode_instruction};
use spirv_core::spec::{Capability, StorageClass};
use spirv_core::{IdRef, List};

/// The generated API of the vendor set: `Op`, `Instruction`, `AcmeRounding` (with a parameter
/// and an alias), `AcmeHints` (bit flags with a multi-bit member), tables.
pub mod acme {
    spirv_core::spirv_grammar!("vendor/extinst.acme.vendor-ops.grammar.json", module = crate::acme);
}

fn main() {
    use acme::{AcmeHints, AcmeRounding, AcmeRoundingKind, Instruction, Op};

    // Names, aliases and requirements come from the vendor grammar.
    assert_eq!(Op::PrefetchACME, Op::Prefetch);
    assert_eq!(Op::from_name("PrefetchACME"), Some(Op::Prefetch));
    assert_eq!(Op::Prefetch.name(), "Prefetch");
    assert_eq!(Op::Prefetch.capabilities(), [Capability::Shader]);
    assert_eq!(AcmeRoundingKind::Truncate, AcmeRoundingKind::TowardZero);
    assert_eq!(AcmeRoundingKind::Stochastic.capabilities(), [Capability::Int64]);
    assert_eq!(AcmeHints::BALANCED, AcmeHints::FAST | AcmeHints::EXACT);
    assert_eq!(AcmeHints::from_grammar_name("Balanced").map(|h| h.bits()), Some(0x3));
    assert_eq!(acme::VERSION, 1);

    let id = |n| IdRef::new(n).unwrap();
    let instructions = [
        Instruction::Blend { base: id(5), layer: id(6), rounding: AcmeRounding::Stochastic(42) },
        Instruction::Prefetch { pointer: id(7), storage: StorageClass::Workgroup, hints: Some(AcmeHints::BALANCED) },
        // Variants with too many bytes of fields to keep the enum small hold a boxed struct.
        Instruction::Trace(Box::new(acme::op::Trace { label: "frame".into(), values: List::from([id(5), id(6)]) })),
    ];
    for inst in &instructions {
        // The operand words of `OpExtInst` after its `Set` id: instruction number, operands.
        let mut sink = WordSink::new();
        sink.extended_instruction(inst);
        let words = sink.finish().expect("small instructions encode");
        let bytes: Vec<u8> = words[1..].iter().flat_map(|w| w.to_le_bytes()).collect();
        let decoded: Instruction = decode_instruction(words[0], OperandReader::new(&bytes, 0)).expect("decodes");
        assert_eq!(&decoded, inst);
        println!("{decoded:?}");
    }
}
