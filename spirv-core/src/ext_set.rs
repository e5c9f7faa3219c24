//! Extended instruction sets: the `ext` modules, which set an `OpExtInstImport` name selects,
//! and the typed operand of `OpExtInst`, all from the one list in `lib.rs`.

use alloc::vec::Vec;

use spirv_runtime::List;
use spirv_runtime::binary::{
    ByteOrder, Decode, DecodeError, EncodeError, InstructionSet, OperandReader, Placeholder, WordSink,
};
use spirv_runtime::grammar::InstructionTable;

use crate::spec::Capability;

/// Defines, from the list of extended sets: the `ext` modules (one expansion per grammar
/// file), `ExtSet` and `ExtInstruction`.
macro_rules! ext_sets {
    ($($(#[doc = $doc:literal])* $(#[cfg($cfg:meta)])? $variant:ident => $module:ident, $file:literal, $import:literal, [$($attr:ident),*];)*) => {
        // An attribute the list does not define is a compile error here.
        const _: () = {
            #[allow(non_camel_case_types, dead_code)]
            enum Attribute {
                spirv_tools,
                debug_info,
            }
            $($(let _ = Attribute::$attr;)*)*
        };

        /// The extended instruction sets, one module per grammar file (without the `ext-sets`
        /// feature, only `glsl_std_450`).
        pub mod ext {
            $(
                #[doc = concat!("`", $import, "` (`", $file, "`).")]
                $(#[cfg($cfg)])?
                pub mod $module {
                    $crate::spirv_grammar!($file, module = crate::ext::$module);
                }
            )*
        }

        /// An extended instruction set this crate has a grammar for (without the `ext-sets`
        /// feature, only `GLSL.std.450`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum ExtSet {
            $($(#[doc = $doc])* $(#[cfg($cfg)])? $variant,)*
        }

        impl ExtSet {
            /// Every set, in the order of [`ExtSet::index`].
            pub const ALL: &'static [ExtSet] = &[$($(#[cfg($cfg)])? ExtSet::$variant),*];

            /// The set's position in [`ExtSet::ALL`] (what
            /// [`OperandReader::set_ext_set`](crate::binary::OperandReader::set_ext_set) holds).
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
                    $($(#[cfg($cfg)])? ExtSet::$variant => $import,)*
                }
            }

            /// Its attributes in the list (`spirv_tools`, `debug_info`).
            #[inline]
            fn attributes(self) -> &'static [&'static str] {
                match self {
                    $($(#[cfg($cfg)])? ExtSet::$variant => &[$(stringify!($attr)),*],)*
                }
            }

            /// The grammar file the set's module is expanded from.
            pub fn grammar_file(self) -> &'static str {
                match self {
                    $($(#[cfg($cfg)])? ExtSet::$variant => $file,)*
                }
            }

            /// The set's instructions, sorted by instruction number.
            pub fn instructions(self) -> $crate::grammar::InstructionTable<$crate::spec::Capability> {
                match self {
                    $($(#[cfg($cfg)])? ExtSet::$variant => $crate::ext::$module::INSTRUCTIONS,)*
                }
            }

            /// The revision its grammar gives (every grammar of SPIRV-Headers 1.4.335 has one).
            pub fn revision(self) -> u32 {
                match self {
                    $($(#[cfg($cfg)])? ExtSet::$variant => $crate::ext::$module::REVISION,)*
                }
            }
        }

        $(
            $(#[cfg($cfg)])?
            impl<'a> ExtSetInstruction<'a> for $crate::ext::$module::Instruction<'a> {
                const SET: ExtSet = ExtSet::$variant;
            }
            $(#[cfg($cfg)])?
            impl<'a> From<$crate::ext::$module::Instruction<'a>> for ExtInstruction<'a> {
                fn from(instruction: $crate::ext::$module::Instruction<'a>) -> Self {
                    ExtInstruction::$variant(instruction)
                }
            }
        )*
        /// The typed operand of `OpExtInst`: the extended instruction, typed by the set that the
        /// instruction's `Set` id imports.
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum ExtInstruction<'a> {
            $($(#[doc = $doc])* $(#[cfg($cfg)])? $variant($crate::ext::$module::Instruction<'a>),)*
            /// An instruction of a set this crate has no grammar for (or whose set is unknown
            /// where it was decoded, or left out with the `ext-sets` feature), or one whose
            /// operands its set's grammar cannot type.
            Unknown {
                /// The instruction number.
                instruction: u32,
                /// The operand words.
                operands: $crate::List<'a, u32>,
            },
        }

        impl<'a> ExtInstruction<'a> {
            /// The instruction number within its set.
            #[inline]
            pub fn instruction(&self) -> u32 {
                match self {
                    $($(#[cfg($cfg)])? ExtInstruction::$variant(i) => $crate::InstructionSet::opcode(i),)*
                    ExtInstruction::Unknown { instruction, .. } => *instruction,
                }
            }

            /// The set, if the instruction is typed.
            pub fn set(&self) -> Option<ExtSet> {
                match self {
                    $($(#[cfg($cfg)])? ExtInstruction::$variant(_) => Some(ExtSet::$variant),)*
                    ExtInstruction::Unknown { .. } => None,
                }
            }

            /// Decodes the operands in `r` as instruction `number` of `set`.
            fn decode_in(set: Option<ExtSet>, number: u32, r: &$crate::binary::OperandReader<'a>) -> Self {
                let unknown = || ExtInstruction::Unknown { instruction: number, operands: $crate::binary::raw_words(r) };
                let typed = match set {
                    $($(#[cfg($cfg)])? Some(ExtSet::$variant) => {
                        $crate::binary::decode_instruction(number, r.clone()).map(ExtInstruction::$variant)
                    })*
                    None => return unknown(),
                };
                // Extended instructions the set's grammar cannot type are kept as words: a newer
                // version of the set may add operands, and producers put ids of 0 in debug info
                // (glslang's `DebugTypeFunction` for forward-declared pointers). At the core
                // level these operands are just `IdRef*`, so the module stays lossless.
                typed.unwrap_or_else(|_| unknown())
            }
        }

        impl<'a> $crate::IntoOwned for ExtInstruction<'a> {
            type Owned = ExtInstruction<'static>;

            fn into_owned(self) -> ExtInstruction<'static> {
                match self {
                    $($(#[cfg($cfg)])? ExtInstruction::$variant(i) => ExtInstruction::$variant($crate::IntoOwned::into_owned(i)),)*
                    ExtInstruction::Unknown { instruction, operands } => {
                        ExtInstruction::Unknown { instruction, operands: $crate::IntoOwned::into_owned(operands) }
                    }
                }
            }
        }

        /// Shows the instruction as `spirv-dis` prints it after `OpExtInst %type %set`: a typed
        /// one by name with its operands (`Sqrt %14`), an unknown one as its number and its
        /// operand words as ids, the form `spirv-dis` gives an unknown non-semantic set's
        /// (`3 %5 %6`).
        impl ::core::fmt::Display for ExtInstruction<'_> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                match self {
                    $($(#[cfg($cfg)])? ExtInstruction::$variant(i) => ::core::fmt::Display::fmt(i, f),)*
                    ExtInstruction::Unknown { instruction, operands } => {
                        write!(f, "{instruction}")?;
                        operands.iter().try_for_each(|word| write!(f, " %{word}"))
                    }
                }
            }
        }

        /// The instruction number, then the extended instruction's operands.
        impl<'a> $crate::Operand<'a> for ExtInstruction<'a> {
            fn visit<V: $crate::Visitor<'a> + ?Sized>(&self, v: &mut V) {
                v.ext_instruction(self.instruction());
                match self {
                    $($(#[cfg($cfg)])? ExtInstruction::$variant(i) => $crate::InstructionSet::visit_operands(i, v),)*
                    ExtInstruction::Unknown { operands, .. } => v.raw(operands),
                }
            }

            fn visit_mut<V: $crate::VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
                v.ext_instruction(self.instruction());
                match self {
                    $($(#[cfg($cfg)])? ExtInstruction::$variant(i) => $crate::InstructionSet::visit_operands_mut(i, v),)*
                    ExtInstruction::Unknown { operands, .. } => v.raw(operands),
                }
            }
        }
    };
}

// The extended instruction sets: the one list of them, with their attributes.
//
//     Variant => module, grammar file, import name, [attributes];
//
// Every set but GLSL.std.450 (which nearly every shader from GLSL or HLSL imports) is behind the
// `ext-sets` feature: a quarter of the crate's build, which a crate that only decodes and
// encodes need not pay.
//
// A versioned set's import name is its prefix, ending in `.` (`NonSemantic.ClspvReflection.7`
// imports revision 7). Attributes: `spirv_tools`, SPIRV-Tools 2025.5 compiles the grammar in
// (`spvExtInstImportTypeGet`; its tools treat the others as unknown sets); `debug_info`, the
// set describes debug information (`spvExtInstIsDebugInfo`). A set is non-semantic when its name
// starts with `NonSemantic.` (`spvExtInstIsNonSemantic`).
ext_sets! {
    /// `GLSL.std.450`.
    GlslStd450 => glsl_std_450, "extinst.glsl.std.450.grammar.json", "GLSL.std.450", [spirv_tools];
    /// `OpenCL.std`.
    #[cfg(feature = "ext-sets")]
    OpenClStd100 => opencl_std_100, "extinst.opencl.std.100.grammar.json", "OpenCL.std", [spirv_tools];
    /// `DebugInfo`.
    #[cfg(feature = "ext-sets")]
    DebugInfo => debuginfo, "extinst.debuginfo.grammar.json", "DebugInfo", [spirv_tools, debug_info];
    /// `OpenCL.DebugInfo.100`.
    #[cfg(feature = "ext-sets")]
    OpenClDebugInfo100 => opencl_debuginfo_100, "extinst.opencl.debuginfo.100.grammar.json", "OpenCL.DebugInfo.100",
        [spirv_tools, debug_info];
    /// `NonSemantic.Shader.DebugInfo.100`.
    #[cfg(feature = "ext-sets")]
    NonSemanticShaderDebugInfo100 => nonsemantic_shader_debuginfo_100,
        "extinst.nonsemantic.shader.debuginfo.100.grammar.json", "NonSemantic.Shader.DebugInfo.100",
        [spirv_tools, debug_info];
    /// `NonSemantic.ClspvReflection.<version>`.
    #[cfg(feature = "ext-sets")]
    NonSemanticClspvReflection => nonsemantic_clspvreflection,
        "extinst.nonsemantic.clspvreflection.grammar.json", "NonSemantic.ClspvReflection.", [spirv_tools];
    /// `NonSemantic.DebugPrintf`.
    #[cfg(feature = "ext-sets")]
    NonSemanticDebugPrintf => nonsemantic_debugprintf, "extinst.nonsemantic.debugprintf.grammar.json",
        "NonSemantic.DebugPrintf", [];
    /// `NonSemantic.DebugBreak`.
    #[cfg(feature = "ext-sets")]
    NonSemanticDebugBreak => nonsemantic_debugbreak, "extinst.nonsemantic.debugbreak.grammar.json",
        "NonSemantic.DebugBreak", [];
    /// `NonSemantic.VkspReflection.<version>`.
    #[cfg(feature = "ext-sets")]
    NonSemanticVkspReflection => nonsemantic_vkspreflection,
        "extinst.nonsemantic.vkspreflection.grammar.json", "NonSemantic.VkspReflection.", [spirv_tools];
    /// `SPV_AMD_gcn_shader`.
    #[cfg(feature = "ext-sets")]
    SpvAmdGcnShader => spv_amd_gcn_shader, "extinst.spv-amd-gcn-shader.grammar.json", "SPV_AMD_gcn_shader",
        [spirv_tools];
    /// `SPV_AMD_shader_ballot`.
    #[cfg(feature = "ext-sets")]
    SpvAmdShaderBallot => spv_amd_shader_ballot, "extinst.spv-amd-shader-ballot.grammar.json",
        "SPV_AMD_shader_ballot", [spirv_tools];
    /// `SPV_AMD_shader_explicit_vertex_parameter`.
    #[cfg(feature = "ext-sets")]
    SpvAmdShaderExplicitVertexParameter => spv_amd_shader_explicit_vertex_parameter,
        "extinst.spv-amd-shader-explicit-vertex-parameter.grammar.json", "SPV_AMD_shader_explicit_vertex_parameter",
        [spirv_tools];
    /// `SPV_AMD_shader_trinary_minmax`.
    #[cfg(feature = "ext-sets")]
    SpvAmdShaderTrinaryMinmax => spv_amd_shader_trinary_minmax,
        "extinst.spv-amd-shader-trinary-minmax.grammar.json", "SPV_AMD_shader_trinary_minmax", [spirv_tools];
    /// `Arm.MotionEngine.100`.
    #[cfg(feature = "ext-sets")]
    ArmMotionEngine100 => arm_motion_engine_100, "extinst.arm.motion-engine.100.grammar.json",
        "Arm.MotionEngine.100", [spirv_tools];
    /// `TOSA.001000.1`.
    #[cfg(feature = "ext-sets")]
    Tosa0010001 => tosa_001000_1, "extinst.tosa.001000.1.grammar.json", "TOSA.001000.1", [spirv_tools];
}

/// The instruction type of an extended set this crate has a grammar for
/// (`ext::glsl_std_450::Instruction`): which set it belongs to.
pub trait ExtSetInstruction<'a>: Into<ExtInstruction<'a>> {
    /// The set.
    const SET: ExtSet;
}

/// Whether an `OpExtInstImport` of `name` imports the set named `import`: the same name, or for
/// a versioned set (`import` ending in `.`, `NonSemantic.ClspvReflection.`), any name it starts,
/// as SPIRV-Tools matches them (`strncmp` on the prefix).
fn imports(import: &str, name: &[u8]) -> bool {
    match import.ends_with('.') {
        true => name.starts_with(import.as_bytes()),
        false => name == import.as_bytes(),
    }
}

impl ExtSet {
    /// The set an `OpExtInstImport` name selects. Versioned sets (`NonSemantic.ClspvReflection.5`)
    /// match any version.
    pub fn from_import_name(name: &str) -> Option<ExtSet> {
        ExtSet::from_import(name.as_bytes())
    }

    /// The set an `OpExtInstImport` name selects, given as its bytes (which need not be UTF-8).
    pub fn from_import(name: &[u8]) -> Option<ExtSet> {
        ExtSet::ALL.iter().copied().find(|set| imports(set.import_name(), name))
    }

    /// Whether SPIRV-Tools 2025.5 compiles the set's grammar in, so that its tools name its
    /// instructions (`NonSemantic.DebugPrintf` and `NonSemantic.DebugBreak` it does not: it
    /// treats them as unknown non-semantic sets, printing numbers and ids).
    #[inline]
    pub fn known_to_spirv_tools(self) -> bool {
        self.attributes().contains(&"spirv_tools")
    }

    /// Whether the set is non-semantic (its name starts with `NonSemantic.`): its instructions
    /// may be removed without changing what the module does, and those a tool does not know
    /// take only ids.
    pub fn is_non_semantic(self) -> bool {
        self.import_name().starts_with("NonSemantic.")
    }

    /// Whether the import name carries a version (`NonSemantic.ClspvReflection.7`).
    pub fn is_versioned(self) -> bool {
        self.import_name().ends_with('.')
    }

    /// The name a new module imports the set by: its import name, with the grammar's revision
    /// for a versioned set (`NonSemantic.ClspvReflection.7`).
    pub fn default_import_name(self) -> alloc::borrow::Cow<'static, str> {
        match self.is_versioned() {
            true => alloc::format!("{}{}", self.import_name(), self.revision()).into(),
            false => self.import_name().into(),
        }
    }

    /// Whether the set describes debug information (SPIRV-Tools' `spvExtInstIsDebugInfo`):
    /// `DebugInfo`, `OpenCL.DebugInfo.100`, `NonSemantic.Shader.DebugInfo.100`.
    #[inline]
    pub fn is_debug_info(self) -> bool {
        self.attributes().contains(&"debug_info")
    }

    /// The set's grammar, as the tools that take a downstream crate's sets take it.
    pub fn grammar(self) -> ExtGrammar {
        ExtGrammar { import_name: self.import_name(), instructions: self.instructions() }
    }
}

/// The grammar of an extended instruction set, for the tools that look its instructions up by
/// number when they meet `OpExtInst`: requirement inference
/// ([`Requirements::of_with_grammars`](crate::Requirements::of_with_grammars)) and the disassembler
/// ([`DisassembleOptions::ext_grammars`](crate::text::DisassembleOptions::ext_grammars)).
/// A downstream crate describes its own set, expanded by [`spirv_grammar!`](crate::spirv_grammar),
/// with the name its modules import it by:
///
/// ```
/// # mod acme { spirv_core::spirv_grammar!("examples/vendor/extinst.acme.vendor-ops.grammar.json"); }
/// use spirv_core::ExtGrammar;
///
/// const ACME: ExtGrammar = ExtGrammar::new("Acme.VendorOps", &acme::INSTRUCTIONS);
/// assert!(ACME.imported_by(b"Acme.VendorOps"));
/// assert_eq!(ACME.instructions().get(acme::Op::Blend as u16).unwrap().name(), "Blend");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ExtGrammar {
    import_name: &'static str,
    instructions: InstructionTable<Capability>,
}

impl ExtGrammar {
    /// The grammar of the set `OpExtInstImport` imports as `import_name` (a name ending in `.`
    /// is a versioned set's prefix, matching `import_name` followed by a number), whose
    /// instructions are `instructions` (the expansion's `INSTRUCTIONS`).
    pub const fn new(import_name: &'static str, instructions: &'static InstructionTable<Capability>) -> Self {
        ExtGrammar { import_name, instructions: InstructionTable::new(instructions.tables()) }
    }

    /// The name `OpExtInstImport` uses for the set (for a versioned set, the prefix before the
    /// version).
    pub fn import_name(&self) -> &'static str {
        self.import_name
    }

    /// The set's instructions, sorted by instruction number.
    pub fn instructions(&self) -> InstructionTable<Capability> {
        self.instructions
    }

    /// Whether an `OpExtInstImport` of `name` imports this set.
    pub fn imported_by(&self, name: &[u8]) -> bool {
        imports(self.import_name, name)
    }

    /// The address of the instruction tables: they are `'static`, so it tells grammars apart.
    fn tables_address(&self) -> usize {
        core::ptr::from_ref(self.instructions.tables()) as usize
    }
}

/// Two grammars are equal when they import by the same name and have the same tables (the same
/// expansion), so that options holding grammars compare and hash.
impl PartialEq for ExtGrammar {
    fn eq(&self, other: &Self) -> bool {
        self.import_name == other.import_name && self.tables_address() == other.tables_address()
    }
}

impl Eq for ExtGrammar {}

impl core::hash::Hash for ExtGrammar {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.import_name.hash(state);
        self.tables_address().hash(state);
    }
}

impl ExtInstruction<'_> {
    /// Decodes an instruction of a set this crate has no grammar for, such as a downstream
    /// crate's own set expanded by [`spirv_grammar!`](crate::spirv_grammar): `decode` gets the
    /// instruction number and a reader over its operands (offsets in errors count from the
    /// first operand). `None` when the instruction is typed already.
    ///
    /// ```
    /// # mod acme { spirv_core::spirv_grammar!("examples/vendor/extinst.acme.vendor-ops.grammar.json"); }
    /// use spirv_core::binary::decode_instruction;
    /// use spirv_core::{ExtInstruction, IdRef, IntoOwned};
    ///
    /// let blend = acme::Instruction::Blend {
    ///     base: IdRef::new(5).unwrap(),
    ///     layer: IdRef::new(6).unwrap(),
    ///     rounding: acme::AcmeRounding::Stochastic(42),
    /// };
    /// // As a module decoded without knowing the set holds it: words.
    /// let ext = ExtInstruction::from_instruction(&blend).unwrap();
    /// let typed = ext.decode_as(|number, r| decode_instruction::<acme::Instruction>(number, r).map(IntoOwned::into_owned));
    /// assert_eq!(typed.unwrap().unwrap(), blend);
    /// ```
    pub fn decode_as<T>(
        &self,
        decode: impl for<'b> FnOnce(u32, OperandReader<'b>) -> Result<T, DecodeError>,
    ) -> Option<Result<T, DecodeError>> {
        let ExtInstruction::Unknown { instruction, operands } = self else {
            return None;
        };
        Some(match operands.as_le_bytes() {
            Some(bytes) => decode(*instruction, OperandReader::new(bytes, 0)),
            None => {
                let mut bytes = Vec::new();
                ByteOrder::Little.extend_bytes(&mut bytes, operands.iter());
                decode(*instruction, OperandReader::new(&bytes, 0))
            }
        })
    }

    /// An instruction of another set (a downstream crate's own) as the words of
    /// [`ExtInstruction::Unknown`], to put in an `OpExtInst`: it encodes exactly as `inst`.
    ///
    /// # Errors
    /// If `inst` cannot be encoded (a flag without its parameters).
    pub fn from_instruction<'b, I: InstructionSet<'b>>(inst: &I) -> Result<ExtInstruction<'static>, EncodeError> {
        let mut sink = WordSink::new();
        inst.visit_operands(&mut sink);
        Ok(ExtInstruction::Unknown { instruction: inst.opcode(), operands: List::from(sink.finish()?) })
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
