//! SPIR-V assembly text, in the syntax of SPIRV-Tools' `spirv-as` / `spirv-dis` (v2025.5).
//!
//! The text format of SPIRV-Tools, byte for byte, without a C++ build. The commands
//! `spirv as` and `spirv dis` (the crate spirv-cli, whose documentation describes their command
//! line) are drop-ins for `spirv-as` and `spirv-dis` on top of this module.
//!
//! ```
//! use spirv_core::binary::ByteOrder;
//! use spirv_core::text::{assemble, disassemble, AssembleOptions, DisassembleOptions};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let words = assemble(b"OpCapability Shader\nOpMemoryModel Logical GLSL450\n", &AssembleOptions::default())?;
//! let bytes = ByteOrder::Little.to_bytes(&words);
//! let text = disassemble(&bytes, &DisassembleOptions::raw())?;   // Vec<u8>: strings need not be UTF-8
//! assert_eq!(text, b"OpCapability Shader\nOpMemoryModel Logical GLSL450\n");
//! # Ok(())
//! # }
//! ```
//!
//! [`disassemble_to`] streams to an `io::Write`; [`disassemble_into`] keeps, on error, what
//! spirv-dis prints before it; [`FriendlyNames`] gives spirv-dis' name for each id.
//! `module.to_string()` is `spirv-dis --raw-id`'s output, `inst.to_string()` an instruction's line
//! (`%15 = OpExtInst %10 %1 Sqrt %14`, `%11 = OpConstant %10 2.5`), and an extended set's
//! instruction (`glsl_std_450::Instruction`, a downstream crate's own, `ExtInstruction`) what
//! follows `OpExtInst %type %set` (`Sqrt %14`). `Display` of a module leaves nothing out: what
//! spirv-dis would reject (an import of a set it does not know, and that set's instructions)
//! prints as its words, as `spirv dis --keep-going` prints it, and the text ends with
//! `; error: ...`. A downstream crate's own set prints by name given its grammar:
//! `module.display_with(&[ExtGrammar::new("Acme.VendorOps", &acme::INSTRUCTIONS)])`, or
//! `DisassembleOptions { ext_grammars, .. }` (the assembler takes only the sets SPIRV-Tools knows).
//!
//! Both directions are table-driven: one loop over the grammar's operand lists
//! ([`grammar`](crate::grammar)), not per-instruction code. The facts here are the few that
//! SPIRV-Tools hard-codes instead of taking from the grammar (the opcodes `OpSpecConstantOp`
//! accepts, the names of built-in variables and of operand kinds in messages, generator names
//! from spir-v.xml); they are compatibility data, kept in one place for both directions. Two
//! more such facts are shared with the validator and live elsewhere in the crate: the
//! type-generating opcodes ([`predicates::GENERATES_TYPE`](crate::predicates::GENERATES_TYPE))
//! and the extended sets SPIRV-Tools knows (the `spirv_tools` attribute in the list of sets,
//! [`ExtSet::known_to_spirv_tools`](crate::ExtSet::known_to_spirv_tools)).
//!
//! Conformance (CI): all 2,760 assembler and 2,557 disassembler cases of SPIRV-Tools' unit tests,
//! 147 name and 256 float cases, 48 tricky cases (`tests/corpus.rs` holds these counts);
//! `spirv-dis` on all 2,018 corpus modules in the default layout and with `--raw-id`, a tenth of
//! them with every other flag, 324 damaged modules (same message, exit status and partial output;
//! `tests/text_disassemble.rs` holds the 324); `spirv-as` on the reference text of every corpus
//! module in both layouts (`tests/text_*.rs`, `spirv-cli/tests/cli.rs`).

mod assemble;
mod check;
mod display;
mod form_code;
mod generators;
mod header;
mod kind_names;
mod line_buf;
mod literals;
mod names;
mod operands;
mod print;

pub use assemble::{AssembleError, AssembleErrorKind, AssembleOptions, assemble, target_env_version};
#[doc(hidden)]
pub use assemble::{assemble_with, version_comment};
pub use check::{check_binary, check_decoded};
// For the validator: outside the API's promise (they change as its needs do).
pub(crate) use crate::definition::{NumberFormat, NumberKind};
#[doc(hidden)]
pub use check::check_decoded_except_operands;
pub use display::ModuleText;
pub(crate) use display::ext_instruction_line;
pub(crate) use kind_names::kind_description;
pub use names::FriendlyNames;

pub use operands::{DisassembleError, DisassembleErrorKind};
#[cfg(feature = "std")]
pub use print::disassemble_to;
pub use print::{DisassembleOptions, disassemble, disassemble_into, instruction_text};
#[doc(hidden)]
pub use print::{instruction_text_named, instruction_texts};

use crate::grammar::InstructionTable;
use crate::spec::Capability;
use crate::{ExtGrammar, ExtSet};

/// Whether `OpSpecConstantOp` may name `opcode`.
pub(crate) fn is_spec_constant_opcode(opcode: u16) -> bool {
    crate::predicates::SPEC_CONSTANT_OPERATIONS.contains(opcode)
}

/// What an `OpExtInstImport` name selects, as SPIRV-Tools 2025.5 sees it
/// (`spvExtInstImportTypeGet`, `source/ext_inst.cpp`), and beyond it, a set whose grammar the
/// caller gives ([`DisassembleOptions::ext_grammars`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ImportedSet {
    /// A set whose grammar SPIRV-Tools compiles in: instructions by name.
    Known(ExtSet),
    /// A set whose grammar the caller gives (a downstream crate's own): instructions by name.
    Given(ExtGrammar),
    /// Another `NonSemantic.*` set: instruction numbers, and ids for operands.
    UnknownNonSemantic,
}

impl ImportedSet {
    /// The set's instructions, if its grammar is known.
    pub fn instructions(self) -> Option<InstructionTable<Capability>> {
        match self {
            ImportedSet::Known(set) => Some(set.instructions()),
            ImportedSet::Given(grammar) => Some(grammar.instructions()),
            ImportedSet::UnknownNonSemantic => None,
        }
    }

    /// Whether SPIRV-Tools treats the set as non-semantic (`spvExtInstIsNonSemantic`): its
    /// instructions the grammar does not list take ids. Every such set's import name starts
    /// with `NonSemantic.`.
    pub fn is_non_semantic(self) -> bool {
        match self {
            ImportedSet::Known(set) => set.is_non_semantic(),
            ImportedSet::Given(grammar) => grammar.import_name().starts_with("NonSemantic."),
            ImportedSet::UnknownNonSemantic => true,
        }
    }
}

/// The set an `OpExtInstImport` of `name` imports: one SPIRV-Tools knows, else one of `given`;
/// `None` for a name SPIRV-Tools rejects and no grammar of `given` matches.
///
/// `NonSemantic.DebugPrintf` and `NonSemantic.DebugBreak` have grammars (and [`ExtSet`]s) but
/// SPIRV-Tools does not compile them in, so its tools treat them as unknown non-semantic sets
/// (unless given).
pub(crate) fn imported_set(name: &[u8], given: &[ExtGrammar]) -> Option<ImportedSet> {
    match ExtSet::from_import(name).filter(|set| set.known_to_spirv_tools()) {
        Some(set) => Some(ImportedSet::Known(set)),
        None => match given.iter().find(|g| g.imported_by(name)) {
            Some(&grammar) => Some(ImportedSet::Given(grammar)),
            None if name.starts_with(b"NonSemantic.") => Some(ImportedSet::UnknownNonSemantic),
            None => None,
        },
    }
}
