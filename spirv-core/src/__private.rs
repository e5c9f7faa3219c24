//! Paths the generated code uses. Not public API: anything here may change in any release.

pub use alloc::boxed::Box;

pub use bitflags;
pub use spirv_macros::spirv_grammar;
pub use spirv_runtime::__private::{bit_enum, opcode, value_enum};
pub use spirv_runtime::binary::{
    Decode, DecodeError, InstructionSet, Operand, OperandContext, OperandReader, Placeholder, RawInstruction, Visitor,
    VisitorMut, WordSink, check_flag_parameters, decode_instruction, encoded_eq, encoded_hash, fmt_instruction,
    not_typed, spec_constant_operation_words, visit_flags, visit_spec_constant_operation,
    visit_spec_constant_operation_mut,
};
pub use spirv_runtime::grammar::{InstructionTable, KindInfo, KindTable, Tables, Version};
pub use spirv_runtime::{
    BitEnum, IdMemorySemantics, IdRef, IdResult, IdResultType, IdScope, IntoOwned, List, LiteralNumber, Opcode, Str,
    ValueEnum, impl_bit_enum, impl_instruction, impl_opcode, impl_payload_enum, impl_value_enum,
};

/// The core grammar, whose kinds extended sets use.
pub use crate::spec;
pub use crate::{ExtGrammar, ExtInstruction};

/// The version of the interface between `spirv-macros` and this crate. An expansion asserts the
/// version it was written for, so mismatched crate versions fail to compile rather than
/// misbehave.
pub const ABI_VERSION: u32 = 9;

/// Fails const evaluation unless `version` is [`ABI_VERSION`].
pub const fn assert_abi_version(version: u32) {
    assert!(version == ABI_VERSION, "spirv-macros and spirv-core versions do not match");
}

pub use spirv_runtime::profile::assert_allowed;

/// `Display` of an extended set's generated `Instruction`: its operands as `spirv-dis` prints
/// them after `OpExtInst %type %set` (`Blend %5 %6 Stochastic 42`), `grammar` being the set's
/// under the import name `""`. Without the `text` feature, or for an instruction `spirv-dis`
/// would reject (a raw one), its `Debug` form.
pub fn fmt_ext_instruction<'a, I: InstructionSet<'a> + core::fmt::Debug>(
    inst: &I,
    grammar: &'static [ExtGrammar],
    f: &mut core::fmt::Formatter<'_>,
) -> core::fmt::Result {
    #[cfg(feature = "text")]
    if let Some(line) = crate::text::ext_instruction_line(inst, grammar) {
        return f.write_str(&line);
    }
    #[cfg(not(feature = "text"))]
    let _ = grammar;
    core::fmt::Debug::fmt(inst, f)
}
