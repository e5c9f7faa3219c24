//! Strings keep every byte: bytes that are not UTF-8 (which glslang writes and spirv-val
//! accepts) and padding that is not zero decode without error and encode back bit-exactly, in
//! both byte orders.

use std::process::Command;

use proptest::prelude::*;
use spirv_core::spec::Instruction;
use spirv_core::{EncodeError, Header, IdResult, Module, Str, Version};
use spirv_workspace::{byte_swapped, glslang, reference_tool};

/// The words of a string operand: `bytes`, a nul, then `padding` up to the word's end.
fn string_words(bytes: &[u8], padding: &[u8]) -> Vec<u32> {
    let mut b = bytes.to_vec();
    b.push(0);
    b.extend(padding);
    while !b.len().is_multiple_of(4) {
        b.push(0);
    }
    b.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// A module holding `OpString %1 <string>` (opcode 7).
fn module_with_string(bytes: &[u8], padding: &[u8]) -> Vec<u8> {
    let text = string_words(bytes, padding);
    let mut words = vec![0x0723_0203, 0x0001_0000, 0, 2, 0, (2 + text.len() as u32) << 16 | 7, 1];
    words.extend(&text);
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn the_string<'m>(module: &'m Module<'_>) -> &'m Str<'m> {
    match &module.instructions[0] {
        Instruction::String { string, .. } => string,
        other => panic!("{other:?}"),
    }
}

#[test]
fn bytes_that_are_not_utf8_round_trip() {
    let bytes = module_with_string(b"h\xc3\xff\xfflo", &[]);
    for input in [bytes.clone(), byte_swapped(&bytes)] {
        let module = Module::decode(&input).unwrap();
        let s = the_string(&module);
        assert_eq!(s.as_bytes(), b"h\xc3\xff\xfflo");
        assert!(s.to_str().is_err());
        assert_eq!(s.to_string_lossy(), "h\u{fffd}\u{fffd}\u{fffd}lo");
        assert_eq!(format!("{s:?}"), r#"b"h\xc3\xff\xfflo""#);
        assert_eq!(module.to_bytes(), input);
    }
    // Borrowed from a little-endian module.
    assert!(the_string(&Module::decode(&bytes).unwrap()).is_borrowed());
}

#[test]
fn padding_that_is_not_zero_round_trips() {
    // "ab", the nul, then 0x55 where a zero belongs (malformed, but kept).
    let bytes = module_with_string(b"ab", &[0x55]);
    for input in [bytes.clone(), byte_swapped(&bytes)] {
        let module = Module::decode(&input).unwrap();
        let s = the_string(&module);
        assert_eq!(s.as_bytes(), b"ab");
        assert_eq!(s.padding(), [0x55]);
        assert_eq!(module.to_bytes(), input);
    }
    // Zero padding of every length.
    for len in 0..9 {
        let text = vec![b'x'; len];
        let bytes = module_with_string(&text, &[]);
        let module = Module::decode(&bytes).unwrap();
        assert_eq!(the_string(&module).as_bytes(), &text[..]);
        assert_eq!(module.to_bytes(), bytes);
    }
}

#[test]
fn a_nul_in_a_string_is_an_encode_error() {
    let module = Module {
        header: Header::new(Version::new(1, 0), 0, 2),
        instructions: vec![Instruction::String {
            result_id: IdResult::new(1).unwrap(),
            string: Str::from_bytes(b"a\0b"),
        }],
    };
    assert_eq!(module.encode(), Err(EncodeError::NulInString { index: 0 }));
}

/// glslang 13.1.1 writes the shader source into `OpSource` with its non-ASCII comments mangled
/// into bytes that are not UTF-8; spirv-val accepts the module, and so do we, bit for bit.
#[test]
fn glslang_source_with_mangled_comments() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("shader.comp");
    std::fs::write(&source, "#version 450\n// héllo wörld ✓ 日本語\nlayout(local_size_x = 1) in;\nvoid main() {}\n")
        .unwrap();
    let bytes = glslang(&source, &["-g"]);
    let spv = source.with_extension("spv");
    let val = Command::new(reference_tool("spirv-val")).arg(&spv).output().unwrap();
    assert!(val.status.success(), "{}", String::from_utf8_lossy(&val.stderr));
    let module = Module::decode(&bytes).unwrap();
    let not_utf8: Vec<&Str> = module
        .iter()
        .filter_map(|i| match i {
            Instruction::Source { source: Some(text), .. } => Some(text),
            Instruction::SourceContinued { continued_source } => Some(continued_source),
            _ => None,
        })
        .filter(|s| s.to_str().is_err())
        .collect();
    assert!(!not_utf8.is_empty(), "glslang wrote the source as UTF-8 this time");
    assert!(not_utf8[0].as_bytes().windows(4).any(|w| w == b"// h"));
    assert_eq!(module.to_bytes(), bytes);
    assert_eq!(Module::decode(&byte_swapped(&bytes)).unwrap().to_bytes(), byte_swapped(&bytes));
}

proptest! {
    /// Any bytes without a nul, with any padding, round-trip in both byte orders.
    #[test]
    fn arbitrary_strings_round_trip(
        text in proptest::collection::vec(1u8..=255, 0..40),
        padding in proptest::collection::vec(any::<u8>(), 3),
    ) {
        let padding = &padding[..3 - text.len() % 4];
        let bytes = module_with_string(&text, padding);
        for input in [bytes.clone(), byte_swapped(&bytes)] {
            let module = Module::decode(&input).unwrap();
            prop_assert_eq!(the_string(&module).as_bytes(), &text[..]);
            prop_assert_eq!(the_string(&module).padding(), padding);
            prop_assert_eq!(module.to_bytes(), input.clone());
        }
    }
}
