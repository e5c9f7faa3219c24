//! Paths the generated code uses. Not public API: anything here may change in any release.

pub use std::boxed::Box;

pub use bitflags;
pub use spirv_runtime::__private::{bit_enum, opcode, value_enum};
pub use spirv_runtime::binary::{
    Decode, DecodeError, Encode, InstructionSet, OperandReader, Placeholder, RawInstruction, WordSink, encoded_eq,
    encoded_hash, fmt_instruction,
};
pub use spirv_runtime::grammar::{InstructionTable, KindInfo, KindTable, Tables, Version};
pub use spirv_runtime::{
    BitEnum, IdMemorySemantics, IdRef, IdResult, IdResultType, IdScope, List, LiteralNumber, Opcode, Str, ValueEnum,
    impl_bit_enum_methods, impl_instruction_methods, impl_opcode_methods, impl_payload_enum_methods,
    impl_value_enum_methods,
};

pub use crate::ExtInstruction;

/// The version of the interface between `spirv-macros` and this crate. An expansion asserts the
/// version it was written for, so mismatched crate versions fail to compile rather than
/// misbehave.
pub const ABI_VERSION: u32 = 1;

/// Fails const evaluation unless `version` is [`ABI_VERSION`].
pub const fn assert_abi_version(version: u32) {
    assert!(version == ABI_VERSION, "spirv-macros and spirv-core versions do not match");
}
