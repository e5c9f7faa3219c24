//! Typed SPIR-V for Rust, generated from the Khronos machine-readable grammar.
//!
//! Every opcode, operand kind, enumerant, alias and requirement of SPIR-V is a Rust type or
//! constant here, expanded at compile time by [`spirv_grammar!`] from the JSON grammar files
//! (SPIRV-Headers 1.4.335): the core grammar in [`spec`], each extended instruction set in
//! [`ext`]. On top of them, [`Module`] decodes and encodes binaries losslessly.
//!
//! ```
//! use spirv_core::spec::{Capability, Decoration, Instruction, Op};
//! use spirv_core::{Header, IdRef, IdResult, Module, Version};
//!
//! # fn main() -> Result<(), spirv_core::DecodeError> {
//! // Grammar facts, from the JSON.
//! assert_eq!(Op::SDotKHR, Op::SDot);
//! assert_eq!(Op::SDot.name(), "OpSDot");
//! assert_eq!(Capability::StorageBuffer8BitAccess.version(), Some(Version::new(1, 5)));
//! assert_eq!(Capability::StorageBuffer8BitAccess.extensions(), ["SPV_KHR_8bit_storage"]);
//!
//! // A module built from typed instructions, encoded, and decoded back.
//! let var = IdResult::new(1).unwrap();
//! let module = Module {
//!     header: Header::new(Version::new(1, 0), 0, 2),
//!     instructions: vec![
//!         Instruction::Capability { capability: Capability::Shader },
//!         Instruction::Decorate { target: IdRef::from(var), decoration: Decoration::Location(3) },
//!     ],
//! };
//! let bytes = module.to_bytes();
//! let decoded = Module::decode(&bytes)?;
//! assert_eq!(decoded, module);
//! # Ok(())
//! # }
//! ```
#![deny(missing_docs, missing_debug_implementations)]

extern crate self as spirv_core;

mod ext_set;
mod module;

#[doc(hidden)]
pub mod __private;

/// Binary SPIR-V: the raw zero-copy layer ([`Reader`](binary::Reader)), typed decoding
/// ([`Decode`], [`OperandReader`](binary::OperandReader)), encoding ([`Encode`],
/// [`WordSink`](binary::WordSink)) and whole modules ([`Module`]).
pub mod binary {
    pub use crate::ext_set::{ExtInstruction, ExtSet};
    pub use crate::module::Module;
    pub use spirv_runtime::binary::*;
}

pub use binary::{ExtInstruction, ExtSet, Module};
pub use spirv_runtime::{
    BitEnum, Decode, DecodeError, DecodeErrorKind, Encode, EncodeError, Header, IdMemorySemantics, IdRef, IdResult,
    IdResultType, IdScope, InstructionSet, List, ListIter, LiteralNumber, Opcode, RawInstruction, Str, ValueEnum,
    Version, grammar,
};

/// Expands a SPIR-V JSON grammar into typed Rust items.
///
/// Invoke it inside a module of its own; the argument names a grammar file relative to the
/// invoking crate's directory, or to a `grammar/` folder in that directory or in one of its
/// ancestors (so a workspace can keep its grammars in one top-level `grammar/`). The crate is
/// rebuilt when the file changes. The file may be the core grammar, an `extinst.*` grammar, or a
/// grammar of your own; extended-set grammars may use the core operand kinds (`IdRef`,
/// `LiteralInteger`, `StorageClass`, ...) without defining them.
///
/// ```ignore
/// pub mod my_set {
///     spirv_core::spirv_grammar!("extinst.my-set.grammar.json");
/// }
/// ```
///
/// For a grammar it generates:
///
/// - `Op`: a `#[repr(u16)]` enum with one variant per instruction (`Op::TypeInt`; the core
///   grammar's `Op` prefix is dropped), aliases as associated consts, and `from_u16`, `name`,
///   `from_name`, `capabilities`, `extensions`, `version`, `last_version`, `class`, `has_result`,
///   `has_result_type`;
/// - one enum per ValueEnum kind (`StorageClass`, `Capability`), with `from_u32`, `name`,
///   `from_name` and requirement queries; a kind whose values take parameters (`Decoration`)
///   becomes an enum carrying them (`Decoration::BuiltIn(BuiltIn)`), with the plain values as
///   `<Kind>Kind` (`DecorationKind`);
/// - one [`bitflags`](https://docs.rs/bitflags) type per BitEnum kind (`ImageOperands`), with a
///   constant per flag and alias, and `<Kind>Operand` holding the flags' parameters when some
///   flags take them (`ImageOperandsOperand`);
/// - `Instruction`: one struct-like variant per instruction with the operands as named, typed
///   fields (`Instruction::TypeInt { result_id, width, signedness }`), which decodes and encodes
///   ([`InstructionSet`]);
/// - `INSTRUCTIONS` and `operand_kinds::*`: metadata tables for table-driven tools.
///
/// A malformed grammar is a compile error at the macro's argument naming the JSON position and
/// path of every problem, for example
/// `my.json:12:20: instructions[OpFoo].operands[1].kind: unknown operand kind `Bar``.
pub use spirv_macros::spirv_grammar;

/// The core SPIR-V grammar (`spirv.core.grammar.json`, SPIR-V 1.6 revision 4).
pub mod spec {
    crate::spirv_grammar!("spirv.core.grammar.json");
}

/// The extended instruction sets, one module per grammar file.
pub mod ext {
    /// `GLSL.std.450` (`extinst.glsl.std.450.grammar.json`).
    pub mod glsl_std_450 {
        crate::spirv_grammar!("extinst.glsl.std.450.grammar.json");
    }
    /// `OpenCL.std` (`extinst.opencl.std.100.grammar.json`).
    pub mod opencl_std_100 {
        crate::spirv_grammar!("extinst.opencl.std.100.grammar.json");
    }
    /// `DebugInfo` (`extinst.debuginfo.grammar.json`).
    pub mod debuginfo {
        crate::spirv_grammar!("extinst.debuginfo.grammar.json");
    }
    /// `OpenCL.DebugInfo.100` (`extinst.opencl.debuginfo.100.grammar.json`).
    pub mod opencl_debuginfo_100 {
        crate::spirv_grammar!("extinst.opencl.debuginfo.100.grammar.json");
    }
    /// `NonSemantic.Shader.DebugInfo.100` (`extinst.nonsemantic.shader.debuginfo.100.grammar.json`).
    pub mod nonsemantic_shader_debuginfo_100 {
        crate::spirv_grammar!("extinst.nonsemantic.shader.debuginfo.100.grammar.json");
    }
    /// `NonSemantic.ClspvReflection.*` (`extinst.nonsemantic.clspvreflection.grammar.json`).
    pub mod nonsemantic_clspvreflection {
        crate::spirv_grammar!("extinst.nonsemantic.clspvreflection.grammar.json");
    }
    /// `NonSemantic.DebugPrintf` (`extinst.nonsemantic.debugprintf.grammar.json`).
    pub mod nonsemantic_debugprintf {
        crate::spirv_grammar!("extinst.nonsemantic.debugprintf.grammar.json");
    }
    /// `NonSemantic.DebugBreak` (`extinst.nonsemantic.debugbreak.grammar.json`).
    pub mod nonsemantic_debugbreak {
        crate::spirv_grammar!("extinst.nonsemantic.debugbreak.grammar.json");
    }
    /// `NonSemantic.VkspReflection.*` (`extinst.nonsemantic.vkspreflection.grammar.json`).
    pub mod nonsemantic_vkspreflection {
        crate::spirv_grammar!("extinst.nonsemantic.vkspreflection.grammar.json");
    }
    /// `SPV_AMD_gcn_shader` (`extinst.spv-amd-gcn-shader.grammar.json`).
    pub mod spv_amd_gcn_shader {
        crate::spirv_grammar!("extinst.spv-amd-gcn-shader.grammar.json");
    }
    /// `SPV_AMD_shader_ballot` (`extinst.spv-amd-shader-ballot.grammar.json`).
    pub mod spv_amd_shader_ballot {
        crate::spirv_grammar!("extinst.spv-amd-shader-ballot.grammar.json");
    }
    /// `SPV_AMD_shader_explicit_vertex_parameter` (`extinst.spv-amd-shader-explicit-vertex-parameter.grammar.json`).
    pub mod spv_amd_shader_explicit_vertex_parameter {
        crate::spirv_grammar!("extinst.spv-amd-shader-explicit-vertex-parameter.grammar.json");
    }
    /// `SPV_AMD_shader_trinary_minmax` (`extinst.spv-amd-shader-trinary-minmax.grammar.json`).
    pub mod spv_amd_shader_trinary_minmax {
        crate::spirv_grammar!("extinst.spv-amd-shader-trinary-minmax.grammar.json");
    }
    /// `Arm.MotionEngine.100` (`extinst.arm.motion-engine.100.grammar.json`).
    pub mod arm_motion_engine_100 {
        crate::spirv_grammar!("extinst.arm.motion-engine.100.grammar.json");
    }
    /// `TOSA.001000.1` (`extinst.tosa.001000.1.grammar.json`).
    pub mod tosa_001000_1 {
        crate::spirv_grammar!("extinst.tosa.001000.1.grammar.json");
    }
}
