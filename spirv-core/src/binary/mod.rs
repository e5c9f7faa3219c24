//! Binary SPIR-V: the raw zero-copy layer ([`Reader`]), typed decoding ([`Decode`],
//! [`OperandReader`]), encoding ([`Encode`], [`WordSink`]) and whole modules ([`Module`]).

mod debug;
mod encode;
mod error;
mod ext;
mod instruction;
mod module;
mod operands;
mod reader;

pub use debug::fmt_instruction;
pub use encode::{Encode, WordSink};
pub use error::{DecodeError, DecodeErrorKind, EncodeError};
pub use ext::{ExtInstruction, ExtSet};
pub use instruction::{InstructionSet, RawInstruction, decode_instruction, encoded_eq, encoded_hash};
pub use module::Module;
pub use operands::{Decode, OperandReader, Placeholder};
pub use reader::{Header, InstructionRef, MAGIC, Reader, read_header};
