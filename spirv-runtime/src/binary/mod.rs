//! Binary SPIR-V: the raw zero-copy layer ([`Reader`]), typed decoding ([`Decode`],
//! [`OperandReader`]), operand walks ([`Visitor`], [`VisitorMut`], [`Operand`]) and encoding
//! ([`WordSink`], the visitor that writes words).
//!
//! Modules depend on each other in one direction: `error` ← `header` ← `reader`, `decode` ←
//! `visit` ← `encode` ← `instruction` ← `debug`.

mod debug;
mod decode;
mod encode;
mod error;
mod header;
mod instruction;
mod reader;
mod visit;

pub use debug::fmt_instruction;
pub use decode::{Decode, OperandContext, OperandReader, Placeholder};
pub use encode::{Encode, WordSink};
pub use error::{DecodeError, DecodeErrorKind, EncodeError};
pub use header::{ByteOrder, HEADER_BYTES, Header, HeaderError, MAGIC, Words, check_header, read_header};
pub use instruction::{
    InstructionSet, RawInstruction, decode_instruction, encoded_eq, encoded_hash, for_each_id, for_each_id_mut,
    not_typed, raw_words, result_id, result_type, spec_constant_operation_words, visit_spec_constant_operation,
    visit_spec_constant_operation_mut,
};
pub use reader::{InstructionRef, Reader, WordFrames, count_instructions, first_word, frame, split_first_word};
pub use visit::{Operand, Visitor, VisitorMut, check_flag_parameters, visit_flags};
