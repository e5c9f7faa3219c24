//! Binary SPIR-V: the raw zero-copy layer ([`Reader`]), typed decoding ([`Decode`],
//! [`OperandReader`]) and encoding ([`Encode`], [`WordSink`]).

mod debug;
mod encode;
mod error;
mod instruction;
mod operands;
mod reader;

pub use debug::fmt_instruction;
pub use encode::{Encode, WordSink};
pub use error::{DecodeError, DecodeErrorKind, EncodeError};
#[doc(hidden)]
pub use instruction::raw_words;
pub use instruction::{InstructionSet, RawInstruction, decode_instruction, encoded_eq, encoded_hash};
pub use operands::{Decode, OperandReader, Placeholder};
pub use reader::{Header, InstructionRef, MAGIC, Reader, read_header};
