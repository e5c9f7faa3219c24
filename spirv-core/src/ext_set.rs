//! Extended instruction sets: which set an `OpExtInstImport` name selects, and the typed
//! operand of `OpExtInst`.

use spirv_runtime::List;
use spirv_runtime::binary::{
    Decode, DecodeError, Encode, InstructionSet, OperandReader, Placeholder, WordSink, decode_instruction, raw_words,
};
use spirv_runtime::grammar::InstructionTable;

use crate::spec::Capability;

macro_rules! ext_sets {
    ($($(#[$doc:meta])* $variant:ident => $module:ident, $import:literal;)*) => {
        /// An extended instruction set this crate has a grammar for.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum ExtSet {
            $($(#[$doc])* $variant,)*
        }

        impl ExtSet {
            /// Every set, in the order of [`ExtSet::index`].
            pub const ALL: &'static [ExtSet] = &[$(ExtSet::$variant),*];

            /// The set's position in [`ExtSet::ALL`] (what [`OperandReader::set_ext_set`] holds).
            pub fn index(self) -> u16 {
                self as u16
            }

            /// The set at `index` in [`ExtSet::ALL`].
            pub fn from_index(index: u16) -> Option<ExtSet> {
                Self::ALL.get(usize::from(index)).copied()
            }

            /// The name `OpExtInstImport` uses for this set (for versioned names, the prefix
            /// before the version).
            pub fn import_name(self) -> &'static str {
                match self {
                    $(ExtSet::$variant => $import,)*
                }
            }

            /// The set's instructions, sorted by instruction number.
            pub fn instructions(self) -> InstructionTable<Capability> {
                match self {
                    $(ExtSet::$variant => crate::ext::$module::INSTRUCTIONS,)*
                }
            }
        }

        /// The typed operand of `OpExtInst`: the extended instruction, typed by the set that the
        /// instruction's `Set` id imports.
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub enum ExtInstruction<'a> {
            $($(#[$doc])* $variant(crate::ext::$module::Instruction<'a>),)*
            /// An instruction of a set this crate has no grammar for (or whose set is unknown
            /// where it was decoded), or one whose operands its set's grammar cannot type.
            Unknown {
                /// The instruction number.
                instruction: u32,
                /// The operand words.
                operands: List<'a, u32>,
            },
        }

        impl<'a> ExtInstruction<'a> {
            /// The instruction number within its set.
            pub fn instruction(&self) -> u32 {
                match self {
                    $(ExtInstruction::$variant(i) => InstructionSet::opcode(i),)*
                    ExtInstruction::Unknown { instruction, .. } => *instruction,
                }
            }

            /// The set, if the instruction is typed.
            pub fn set(&self) -> Option<ExtSet> {
                match self {
                    $(ExtInstruction::$variant(_) => Some(ExtSet::$variant),)*
                    ExtInstruction::Unknown { .. } => None,
                }
            }

            fn decode_in(set: Option<ExtSet>, number: u32, r: &OperandReader<'a>) -> Self {
                let unknown = || ExtInstruction::Unknown { instruction: number, operands: raw_words(r) };
                let typed = match set {
                    $(Some(ExtSet::$variant) => decode_instruction(number, r.clone()).map(ExtInstruction::$variant),)*
                    None => return unknown(),
                };
                // Extended instructions the set's grammar cannot type are kept as words: a newer
                // version of the set may add operands, and producers put ids of 0 in debug info
                // (glslang's `DebugTypeFunction` for forward-declared pointers). At the core
                // level these operands are just `IdRef*`, so the module stays lossless.
                typed.unwrap_or_else(|_| unknown())
            }
        }

        impl Encode for ExtInstruction<'_> {
            fn encode(&self, w: &mut WordSink) {
                match self {
                    $(ExtInstruction::$variant(i) => w.ext_instruction(i),)*
                    ExtInstruction::Unknown { instruction, operands } => {
                        w.word(*instruction);
                        operands.encode(w);
                    }
                }
            }
        }
    };
}

ext_sets! {
    /// `GLSL.std.450`.
    GlslStd450 => glsl_std_450, "GLSL.std.450";
    /// `OpenCL.std`.
    OpenClStd100 => opencl_std_100, "OpenCL.std";
    /// `DebugInfo`.
    DebugInfo => debuginfo, "DebugInfo";
    /// `OpenCL.DebugInfo.100`.
    OpenClDebugInfo100 => opencl_debuginfo_100, "OpenCL.DebugInfo.100";
    /// `NonSemantic.Shader.DebugInfo.100`.
    NonSemanticShaderDebugInfo100 => nonsemantic_shader_debuginfo_100, "NonSemantic.Shader.DebugInfo.100";
    /// `NonSemantic.ClspvReflection.<version>`.
    NonSemanticClspvReflection => nonsemantic_clspvreflection, "NonSemantic.ClspvReflection.";
    /// `NonSemantic.DebugPrintf`.
    NonSemanticDebugPrintf => nonsemantic_debugprintf, "NonSemantic.DebugPrintf";
    /// `NonSemantic.DebugBreak`.
    NonSemanticDebugBreak => nonsemantic_debugbreak, "NonSemantic.DebugBreak";
    /// `NonSemantic.VkspReflection.<version>`.
    NonSemanticVkspReflection => nonsemantic_vkspreflection, "NonSemantic.VkspReflection.";
    /// `SPV_AMD_gcn_shader`.
    SpvAmdGcnShader => spv_amd_gcn_shader, "SPV_AMD_gcn_shader";
    /// `SPV_AMD_shader_ballot`.
    SpvAmdShaderBallot => spv_amd_shader_ballot, "SPV_AMD_shader_ballot";
    /// `SPV_AMD_shader_explicit_vertex_parameter`.
    SpvAmdShaderExplicitVertexParameter => spv_amd_shader_explicit_vertex_parameter, "SPV_AMD_shader_explicit_vertex_parameter";
    /// `SPV_AMD_shader_trinary_minmax`.
    SpvAmdShaderTrinaryMinmax => spv_amd_shader_trinary_minmax, "SPV_AMD_shader_trinary_minmax";
    /// `Arm.MotionEngine.100`.
    ArmMotionEngine100 => arm_motion_engine_100, "Arm.MotionEngine.100";
    /// `TOSA.001000.1`.
    Tosa0010001 => tosa_001000_1, "TOSA.001000.1";
}

impl ExtSet {
    /// The set an `OpExtInstImport` name selects. Versioned sets (`NonSemantic.ClspvReflection.5`)
    /// match any version.
    pub fn from_import_name(name: &str) -> Option<ExtSet> {
        ExtSet::ALL.iter().copied().find(|set| {
            let import = set.import_name();
            match import.strip_suffix('.') {
                Some(prefix) => name
                    .strip_prefix(prefix)
                    .and_then(|v| v.strip_prefix('.'))
                    .is_some_and(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit())),
                None => name == import,
            }
        })
    }
}

impl Placeholder for ExtInstruction<'_> {
    fn placeholder() -> Self {
        ExtInstruction::Unknown { instruction: 0, operands: List::new() }
    }
}

impl<'a> Decode<'a> for ExtInstruction<'a> {
    fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
        let number = r.word()?;
        let decoded = ExtInstruction::decode_in(r.ext_set().and_then(ExtSet::from_index), number, r);
        // The extended instruction's operands are the rest of `OpExtInst`.
        r.skip_rest();
        Ok(decoded)
    }
}
