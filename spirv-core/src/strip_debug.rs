//! Removing debug information from a module, as `spirv-opt --strip-debug` does.

use alloc::collections::BTreeSet;

use crate::module::Module;
use crate::spec::Instruction;
use crate::{ExtInstruction, ExtSet};

impl Module<'_> {
    /// Removes the module's debug information as `spirv-opt --strip-debug` (SPIRV-Tools 2025.5,
    /// `StripDebugInfoPass`) does: `OpSource`, `OpSourceContinued`, `OpSourceExtension`,
    /// `OpName`, `OpMemberName`, `OpModuleProcessed`, `OpLine`, `OpNoLine`, the instructions of
    /// the debug-information sets (`OpenCL.DebugInfo.100`, `NonSemantic.Shader.DebugInfo.100`,
    /// `DebugInfo`), and `OpString`s, but for those a non-semantic extended instruction still
    /// uses (`DebugPrintf`'s format) in a module that declares `SPV_KHR_non_semantic_info`.
    /// The imports of the sets stay. When something is removed, the header's bound becomes one
    /// more than the largest id left ([`Module::fix_bound`]), as `spirv-opt` sets it after any
    /// change.
    ///
    /// One difference: `spirv-opt` leaves a function's `DebugFunctionDefinition` naming the
    /// `DebugFunction` it removes, which `spirv-val` then rejects (`ID '16[%16]' has not been
    /// defined`); this removes every instruction of the debug-information sets.
    ///
    /// ```
    /// use spirv_core::Module;
    /// use spirv_core::spec::Instruction;
    /// use spirv_core::text::assemble;
    ///
    /// let text = br#"OpCapability Shader
    /// OpExtension "SPV_KHR_non_semantic_info"
    /// %printf = OpExtInstImport "NonSemantic.DebugPrintf"
    /// OpMemoryModel Logical GLSL450
    /// OpEntryPoint GLCompute %main "main"
    /// OpExecutionMode %main LocalSize 1 1 1
    /// %file = OpString "shader.comp"
    /// %format = OpString "x = %d"
    /// OpSource GLSL 450 %file
    /// OpName %main "main"
    /// %void = OpTypeVoid
    /// %fn = OpTypeFunction %void
    /// %main = OpFunction %void None %fn
    /// %entry = OpLabel
    /// OpLine %file 3 0
    /// %call = OpExtInst %void %printf 1 %format
    /// OpReturn
    /// OpFunctionEnd
    /// "#;
    /// let words = assemble(text, &Default::default()).unwrap();
    /// let mut module = Module::decode_words(&words).unwrap();
    /// module.strip_debug();
    /// let strings: Vec<_> = module
    ///     .iter()
    ///     .filter_map(|i| match i {
    ///         Instruction::String { string, .. } => Some(string.to_string_lossy()),
    ///         _ => None,
    ///     })
    ///     .collect();
    /// assert_eq!(strings, ["x = %d"]); // the file name goes, the format stays
    /// assert!(!module.iter().any(|i| matches!(i, Instruction::Name { .. } | Instruction::Line { .. })));
    /// ```
    pub fn strip_debug(&mut self) {
        let mut debug_sets = BTreeSet::new();
        let mut non_semantic_sets = BTreeSet::new();
        let mut non_semantic_info = false;
        for inst in &self.instructions {
            match inst {
                Instruction::ExtInstImport { result_id, name } => {
                    let bytes = name.as_bytes();
                    if ExtSet::from_import(bytes).is_some_and(ExtSet::is_debug_info) {
                        debug_sets.insert(result_id.get());
                    }
                    if bytes.starts_with(b"NonSemantic.") {
                        non_semantic_sets.insert(result_id.get());
                    }
                }
                Instruction::Extension { name } if name.as_bytes() == b"SPV_KHR_non_semantic_info" => {
                    non_semantic_info = true;
                }
                _ => {}
            }
        }
        // The strings a non-semantic instruction uses (an unknown set's operands count as ids,
        // as SPIRV-Tools reads them). Without SPV_KHR_non_semantic_info, none is kept.
        let mut used = BTreeSet::new();
        if non_semantic_info {
            for inst in &self.instructions {
                if let Instruction::ExtInst { set, instruction, .. }
                | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. } = inst
                    && non_semantic_sets.contains(&set.get())
                {
                    match instruction {
                        ExtInstruction::Unknown { operands, .. } => used.extend(operands.iter()),
                        _ => inst.for_each_id(|_, id| {
                            used.insert(id.get());
                        }),
                    }
                }
            }
        }
        let before = self.instructions.len();
        self.instructions.retain(|inst| match inst {
            Instruction::Source { .. }
            | Instruction::SourceContinued { .. }
            | Instruction::SourceExtension { .. }
            | Instruction::Name { .. }
            | Instruction::MemberName { .. }
            | Instruction::ModuleProcessed { .. }
            | Instruction::Line { .. }
            | Instruction::NoLine => false,
            Instruction::String { result_id, .. } => used.contains(&result_id.get()),
            Instruction::ExtInst { set, .. } | Instruction::ExtInstWithForwardRefsKHR { set, .. } => {
                !debug_sets.contains(&set.get())
            }
            _ => true,
        });
        if self.instructions.len() != before {
            self.fix_bound();
        }
    }
}
