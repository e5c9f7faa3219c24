//! Malformed binaries: each is a typed error with the byte offset and instruction index.

use spirv_core::{DecodeErrorKind, Module};

const MAGIC: u32 = 0x0723_0203;

/// A module from words: header (version 1.0, bound `bound`) then `body`.
fn module(bound: u32, body: &[u32]) -> Vec<u8> {
    [MAGIC, 0x0001_0000, 0, bound, 0].iter().chain(body).flat_map(|w| w.to_le_bytes()).collect()
}

fn word(count: u32, opcode: u32) -> u32 {
    count << 16 | opcode
}

fn error(bytes: &[u8]) -> (DecodeErrorKind, usize, Option<usize>) {
    let e = Module::decode(bytes).expect_err("malformed input must not decode");
    // Messages name the position.
    assert!(e.to_string().contains(&format!("byte offset {}", e.offset())), "{e}");
    (e.kind().clone(), e.offset(), e.instruction_index())
}

/// `OpString %1 "…"` words for `text` without a terminator.
fn string_words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks(4)
        .map(|c| {
            let mut b = [0u8; 4];
            b[..c.len()].copy_from_slice(c);
            u32::from_le_bytes(b)
        })
        .collect()
}

#[test]
fn header_errors() {
    assert_eq!(error(&[0x03, 0x02, 0x23, 0x07]), (DecodeErrorKind::TruncatedHeader { len: 4 }, 0, None));
    let mut odd = module(1, &[]);
    odd.push(0);
    assert_eq!(error(&odd), (DecodeErrorKind::NotWords { len: 21 }, 20, None));
    let mut bad = module(1, &[]);
    bad[0] = 0;
    assert_eq!(error(&bad), (DecodeErrorKind::BadMagic { found: 0x0723_0200 }, 0, None));
}

#[test]
fn framing_errors() {
    // OpCapability Shader, then a word count of 0.
    assert_eq!(error(&module(1, &[word(2, 17), 1, word(0, 17)])), (DecodeErrorKind::ZeroWordCount, 28, Some(1)));
    // A word count reaching past the end.
    assert_eq!(
        error(&module(1, &[word(2, 17), 1, word(9, 17), 1])),
        (DecodeErrorKind::PastEnd { word_count: 9, remaining: 2 }, 28, Some(1))
    );
}

#[test]
fn operand_errors() {
    // OpTypeInt %1 32: the signedness is missing.
    assert_eq!(error(&module(2, &[word(3, 21), 1, 32])), (DecodeErrorKind::MissingOperand, 32, Some(0)));
    // OpTypeVoid %1 with a word left over.
    assert_eq!(error(&module(2, &[word(3, 19), 1, 7])), (DecodeErrorKind::TrailingOperands { words: 1 }, 28, Some(0)));
    // OpTypeVoid %0.
    assert_eq!(error(&module(2, &[word(2, 19), 0])), (DecodeErrorKind::ZeroId, 24, Some(0)));
    // OpTypeVoid %9 with an id bound of 5: the bound lies.
    assert_eq!(error(&module(5, &[word(2, 19), 9])), (DecodeErrorKind::IdOutOfBound { id: 9, bound: 5 }, 24, Some(0)));
}

#[test]
fn string_errors() {
    // OpSourceExtension "abcd" without the nul terminator's word.
    let text = string_words(b"abcd");
    let mut body = vec![word(1 + text.len() as u32, 4)];
    body.extend(&text);
    assert_eq!(error(&module(1, &body)), (DecodeErrorKind::UnterminatedString, 24, Some(0)));
    // The same error in a big-endian module. (Bytes that are not UTF-8 are no error: see
    // tests/strings.rs.)
    let be: Vec<u8> = spirv_workspace::byte_swapped(&module(1, &body));
    assert_eq!(error(&be).0, DecodeErrorKind::UnterminatedString);
}

/// A bound far beyond what the input holds is fine as long as no id exceeds it, and does not
/// make the decoder allocate for it.
#[test]
fn huge_bound_is_not_trusted_for_allocation() {
    let bytes = module(u32::MAX, &[word(2, 19), 0xFFFF_FFF0, word(4, 21), 7, 32, 0]);
    let decoded = Module::decode(&bytes).unwrap();
    assert_eq!(decoded.instructions.len(), 2);
    assert_eq!(decoded.to_bytes(), bytes);
}
