//! What a module requires: the capabilities, extensions and minimum SPIR-V version its
//! instructions, enumerant operands and mask bits need, what it declares, and what it is
//! missing to be valid at its header's version.
//!
//! ```
//! use spirv_core::requirements::Requirements;
//! use spirv_core::spec::{Capability, Instruction};
//! use spirv_core::{Header, IdResult, Module, Version};
//!
//! let module = Module {
//!     header: Header::new(Version::new(1, 3), 0, 2),
//!     instructions: vec![
//!         Instruction::Capability { capability: Capability::Shader },
//!         Instruction::TypeInt { result_id: IdResult::new(1).unwrap(), width: 64, signedness: 0 },
//!     ],
//! };
//! let reqs = Requirements::of(&module);
//! assert_eq!(reqs.missing_capabilities, [Capability::Int64]);
//! assert_eq!(reqs.unmet[0].to_string(), "OpTypeInt 64 needs one of the capabilities Int64");
//! assert!(reqs.check().is_err());
//! ```
//!
//! # What it reports
//!
//! [`Requirements::of`] walks every instruction, enumerant operand and mask bit and reports what
//! the module needs: the minimum SPIR-V `version` (given the extensions it declares), the
//! `capabilities` and `extensions` its features need, what it declares, and the
//! `missing_capabilities` / `missing_extensions` to declare so that it is valid at its header's
//! version, with every unmet feature and both ways out ([`Requirements::check`] returns them as
//! an error):
//!
//! ```text
//! Capability StorageBuffer8BitAccess needs SPIR-V 1.5, or SPV_KHR_8bit_storage
//! OpTypeInt 64 needs one of the capabilities Int64
//! ```
//!
//! Extended instructions count too: `OpExtInst` is checked against its set's grammar
//! (GLSL.std.450's `InterpolateAtSample` needs InterpolationFunction, the AMD sets' instructions
//! their extensions), a downstream crate's set through `Requirements::of_with_grammars(&module,
//! &[ExtGrammar::new(..)])`.
//!
//! [`Requirements::unmet_grouped`] (and [`UnmetRequirements::grouped`], whose grouping the
//! `check()` error's message uses) gives one entry per unmet feature however many instructions
//! use it, with their count and the first of them. Messages number instructions from 1, the
//! header not counted: the number `spirv-val` gives them (`error: line 112: ...`) and their line
//! in `spirv-dis --no-header`'s default output (112 + 5 with its header); [`Unmet::instruction`]
//! and [`UnmetGroup::first`] are the 0-based indices into `module.instructions`. The command
//! `spirv reqs` prints the same (the crate spirv-cli documents its output, its JSON and its exit
//! statuses).
//!
//! # Which capability it suggests
//!
//! Of several capabilities that provide a feature, the one suggested is one the module's version
//! or its declared extensions already allow (`MeshShadingEXT` in a module declaring
//! `SPV_EXT_mesh_shader`, not `MeshShadingNV`); the builder's `finish()` declares the same. In a
//! shader, `Int8`, `Int16` and `Float16` are chosen only where a use needs them (arithmetic,
//! constants, composites): a shader that only loads, stores, copies and converts 8- or 16-bit
//! values gets the storage capability of the memory they are in (`StorageBuffer8BitAccess`,
//! `UniformAndStorageBuffer16BitAccess`, `StoragePushConstant8`, the workgroup explicit-layout
//! ones for a Workgroup `Block`), with `SPV_KHR_8bit_storage` / `SPV_KHR_16bit_storage` where its
//! version needs them: what Vulkan devices have, where `shaderInt8` and `shaderFloat16` are often
//! missing (`tests/requirements_small_storage.rs` builds such shaders at SPIR-V 1.3, 1.5 and 1.6
//! and checks them with spirv-val under Vulkan 1.1, 1.2 and 1.3).
//!
//! # Semantics
//!
//! Everything comes from the grammar tables ([`Op::info`], the enumerants' entries), as the
//! grammar states it: a feature (an instruction, an enumerant value, a mask bit) is usable
//! when its `version` is at most the module's **or** one of its `extensions` is declared,
//! **and** one of its `capabilities` is declared. Declared capabilities are closed under
//! implication: a `Capability` value's grammar `capabilities` are the ones it implies
//! (`Shader` implies `Matrix`), never something it requires.
//!
//! Where the grammar and `spirv-val` (SPIRV-Tools 2025.5, universal `spv1.X` environments)
//! differ, `spirv-val` is the reference, and the differences are the one table [`RULES`]:
//! - an instruction gated by capabilities is not version-checked (its capability is);
//! - a feature with `version` "None" and no extension is gated by its capabilities only;
//! - the rules the grammar cannot express (type widths, vector sizes) and `spirv-val`'s
//!   exemptions;
//! - the rules on the uses of 8- and 16-bit values ([`SmallType`], [`SmallUse`]): in a module
//!   declaring `Shader`, a type that only a storage capability declares (`StorageBuffer8BitAccess`
//!   and the like) holds values that may be loaded, stored, copied, decorated and
//!   width-converted, and nothing else; constants, arithmetic, composites, other conversions,
//!   variables outside the storage classes the storage capabilities enable need the general
//!   capability (`Int8`, `Int16`, `Float16`), which [`Requirements::missing_capabilities`]
//!   then names.
//!
//! By topic, the rules `spirv-val` applies that the grammar does not state, all in [`RULES`]:
//! type widths, extensions that need SPIR-V 1.4, entry-point interfaces before 1.4, the BuiltIn
//! exemptions, no version check of instructions gated by a capability, how 8- and 16-bit values
//! may be used when only a storage capability enables their types, non-semantic imports before
//! 1.6. The validator's instruction pass reads the same table (through [`op_rule`] and
//! [`enumerant_rule`]).
//!
//! One row is stricter than spirv-val, as the SPIR-V specification defines the capability: 8- and
//! 16-bit values in a Workgroup variable that is not a `Block` need `Int8` / `Int16` / `Float16`,
//! where spirv-val also takes the workgroup explicit-layout capabilities, which are for explicitly
//! laid out Workgroup Blocks.
//!
//! Other rules that depend on how values flow (64-bit atomics) and the Vulkan environments'
//! extra rules are not modelled.
//!
//! Nothing here panics: [`Instruction::Raw`] (an opcode or operand value the grammar lacks)
//! and extended instructions of unknown sets are skipped, as are enumerant kinds of extended
//! sets (none of them carries requirements). Besides the result sets, the walk allocates one
//! map from ids (up to 2^22) to what they define, and the sorted lists of the ids it needs.
//!
//! `tests/requirements.rs` checks every corpus module and compares the inference with `spirv-val`
//! on variants of a sample (each declared capability removed, the version lowered), on every
//! corpus module whose extended instructions need something, and on the suggestions (declaring
//! them makes spirv-val accept the module again).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use spirv_runtime::binary::Visitor;
use spirv_runtime::grammar::{EnumTable, Requirements as Grammar, Version};
use spirv_runtime::{IdKind, IdMap, IdRef, List, ValueEnum};

use crate::ExtGrammar;
use crate::definition::Definition;
use crate::module::Module;
use crate::op_set::OpSet;
use crate::spec::{Capability, Decoration, Instruction, OPERAND_KINDS, Op, OpClass, StorageClass};

/// A feature a module uses: an instruction, an enumerant value (or mask bit) of an operand
/// kind, or the subject of one of the [`RULES`]. (`Ord` is only for keying maps: an arbitrary
/// but fixed order.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Feature {
    /// An instruction (`OpSDot`).
    Instruction(Op),
    /// A value of an operand kind (`Capability StorageBuffer8BitAccess`,
    /// `StorageClass PhysicalStorageBuffer`), or a bit of a mask kind.
    Enumerant {
        /// The kind's grammar name.
        kind: &'static str,
        /// The value's grammar name.
        name: &'static str,
        /// The value (for a mask kind, the bit).
        value: u32,
    },
    /// An instruction of an extended instruction set (`GLSL.std.450 InterpolateAtCentroid`).
    ExtInstruction {
        /// The set's import name (for a versioned set, without the version).
        set: &'static str,
        /// The instruction's grammar name.
        name: &'static str,
    },
    /// The subject of a rule of [`RULES`] (`OpTypeInt 64`).
    Rule(&'static str),
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Feature::Instruction(op) => f.write_str(op.name()),
            Feature::Enumerant { kind, name, .. } => write!(f, "{kind} {name}"),
            Feature::ExtInstruction { set, name } => write!(f, "{} {name}", set.trim_end_matches('.')),
            Feature::Rule(subject) => f.write_str(subject),
        }
    }
}

/// What an unmet feature needs: its ways out. (`Ord` is only for keying maps.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Need {
    /// One of `capabilities` (or, for a few [`RULES`], one of `extensions`) declared.
    Capabilities {
        /// Any one of these capabilities.
        capabilities: &'static [Capability],
        /// Or any one of these extensions (empty for grammar features).
        extensions: &'static [&'static str],
    },
    /// At least SPIR-V `version` (`None`: no version has it), or one of `extensions` declared.
    Version {
        /// The first version that has it.
        version: Option<Version>,
        /// Any one of these extensions.
        extensions: &'static [&'static str],
    },
    /// At most SPIR-V `0`: the feature was removed after it.
    LastVersion(Version),
}

fn list<T: fmt::Display>(f: &mut fmt::Formatter<'_>, items: &[T]) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

fn extensions(f: &mut fmt::Formatter<'_>, exts: &[&str]) -> fmt::Result {
    match exts {
        [one] => f.write_str(one),
        _ => {
            f.write_str("one of the extensions ")?;
            list(f, exts)
        }
    }
}

/// `SPIR-V 1.5, or SPV_KHR_8bit_storage`; `one of the capabilities Int64`.
impl fmt::Display for Need {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Need::Capabilities { capabilities, extensions: exts } => {
                f.write_str("one of the capabilities ")?;
                list(f, capabilities)?;
                if !exts.is_empty() {
                    f.write_str(", or ")?;
                    extensions(f, exts)?;
                }
                Ok(())
            }
            Need::Version { version: Some(v), extensions: [] } => write!(f, "SPIR-V {v}"),
            Need::Version { version: Some(v), extensions: exts } => {
                write!(f, "SPIR-V {v}, or ")?;
                extensions(f, exts)
            }
            Need::Version { version: None, extensions: [] } => f.write_str("a SPIR-V version that has it"),
            Need::Version { version: None, extensions: exts } => extensions(f, exts),
            Need::LastVersion(v) => write!(f, "SPIR-V {v} or earlier"),
        }
    }
}

/// A feature the module uses without what it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unmet {
    /// The index of the instruction using it in the module's instructions (from 0, the header
    /// not counted). Messages print it plus one, `instruction 112`: the number `spirv-val`
    /// gives the same instruction (`error: line 112: ...`), and its line in `spirv-dis
    /// --no-header`'s default output.
    pub instruction: usize,
    /// What it uses.
    pub feature: Feature,
    /// What that needs.
    pub need: Need,
}

/// `Capability StorageBuffer8BitAccess needs SPIR-V 1.5, or SPV_KHR_8bit_storage`.
impl fmt::Display for Unmet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} needs {}", self.feature, self.need)
    }
}

/// The unmet uses of one feature with one need ([`Requirements::unmet_grouped`]): how many
/// there are and the first instruction with one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnmetGroup {
    /// What is used.
    pub feature: Feature,
    /// What that needs.
    pub need: Need,
    /// How many [`Unmet`] entries have this feature and need (the uses of it).
    pub count: usize,
    /// The index of the first instruction using it (from 0, as [`Unmet::instruction`];
    /// printed plus one).
    pub first: usize,
}

/// `OpTypeInt 64 needs one of the capabilities Int64 (2 uses, first at instruction 3)`, or
/// `(1 use, at instruction 3)`; instructions numbered from 1 as `spirv-val` numbers them.
impl fmt::Display for UnmetGroup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} needs {} ", self.feature, self.need)?;
        match self.count {
            1 => write!(f, "(1 use, at instruction {})", self.first + 1),
            n => write!(f, "({n} uses, first at instruction {})", self.first + 1),
        }
    }
}

/// `unmet` grouped by feature and need, in the order of their first use.
fn group(unmet: &[Unmet]) -> Vec<UnmetGroup> {
    let mut groups: Vec<UnmetGroup> = Vec::new();
    let mut index: alloc::collections::BTreeMap<(Feature, Need), usize> = alloc::collections::BTreeMap::new();
    for u in unmet {
        match index.entry((u.feature, u.need)) {
            alloc::collections::btree_map::Entry::Occupied(e) => groups[*e.get()].count += 1,
            alloc::collections::btree_map::Entry::Vacant(e) => {
                e.insert(groups.len());
                groups.push(UnmetGroup { feature: u.feature, need: u.need, count: 1, first: u.instruction });
            }
        }
    }
    groups
}

/// The error of [`Requirements::check`]: every unmet feature. Its message lists them grouped
/// ([`UnmetRequirements::grouped`]), one entry per feature, not per use.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the module does not meet its requirements at SPIR-V {version}: {}", GroupList(&group(.unmet)))]
pub struct UnmetRequirements {
    /// The module's version.
    pub version: Version,
    /// The unmet features, in instruction order.
    pub unmet: Vec<Unmet>,
}

impl UnmetRequirements {
    /// [`UnmetRequirements::unmet`] grouped by feature and need, in the order of their first
    /// use (as [`Requirements::unmet_grouped`]).
    pub fn grouped(&self) -> Vec<UnmetGroup> {
        group(&self.unmet)
    }
}

struct GroupList<'a>(&'a [UnmetGroup]);

impl fmt::Display for GroupList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, g) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{g}")?;
        }
        Ok(())
    }
}

/// What a rule of [`RULES`] applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Subject {
    /// `OpTypeInt` of this width.
    IntWidth(u32),
    /// `OpTypeFloat` of this width (for 16 bits: without an encoding operand, IEEE binary16).
    FloatWidth(u32),
    /// `OpTypeVector` with this many components.
    VectorSize(u32),
    /// This instruction.
    Op(Op),
    /// `OpExtension` of this name.
    Extension(&'static str),
    /// An `OpExtInstImport` of a set whose name starts with `NonSemantic.`.
    NonSemanticImport,
    /// An `OpEntryPoint` whose interface lists a variable of a storage class other than
    /// `Input` and `Output`.
    EntryPointInterface,
    /// An `OpSelect` choosing between arrays, matrices or structures, or between vectors by a
    /// scalar condition.
    SelectComposite,
    /// A value whose type contains an 8- or 16-bit type ([`SmallType`]), made or used so.
    SmallTypeUse(SmallUse),
    /// This value of the operand kind named `kind`.
    Enumerant {
        /// The kind's grammar name.
        kind: &'static str,
        /// The value.
        value: u32,
    },
}

/// An 8- or 16-bit type that the storage capabilities let a module declare, but whose general
/// use needs its own capability (`spirv-val`'s `ContainsLimitedUseIntOrFloatType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmallType {
    /// `OpTypeInt 8`: generally usable with Int8.
    Int8,
    /// `OpTypeInt 16`: generally usable with Int16.
    Int16,
    /// `OpTypeFloat 16` without an encoding: generally usable with Float16.
    Float16,
}

impl SmallType {
    /// The three, in the order of [`Action::NeedsPerSmallType`]'s lists.
    pub const ALL: [SmallType; 3] = [SmallType::Int8, SmallType::Int16, SmallType::Float16];

    /// The capability that allows its general use.
    pub const fn capability(self) -> Capability {
        match self {
            SmallType::Int8 => Capability::Int8,
            SmallType::Int16 => Capability::Int16,
            SmallType::Float16 => Capability::Float16,
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// How a value whose type contains a [`SmallType`] is made or used ([`Subject::SmallTypeUse`]),
/// in a module that declares `Shader` (`spirv-val` checks nothing of the kind otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SmallUse {
    /// The result of a constant instruction (grammar class `Constant-Creation`), unless a
    /// pointer.
    Constant,
    /// The result of `OpUndef`, unless a pointer.
    Undef,
    /// The result of this instruction.
    Result(Op),
    /// The result or the converted operand of this conversion.
    Conversion(Op),
    /// The result of `OpLoad`, when neither a scalar, a vector, a matrix nor a pointer.
    AggregateLoad,
    /// The objects `OpCopyMemory` or `OpCopyMemorySized` copies (the target's pointee, past
    /// pointers).
    CopyMemory,
    /// A value (not a pointer) that an instruction other than `OpDecorate`, `OpDecorateId`,
    /// `OpCopyObject`, `OpStore`, `OpFConvert`, `OpUConvert` and `OpSConvert` takes as an
    /// operand.
    Operand,
    /// A variable of this storage class (the innermost one when it holds pointers); in the
    /// `Workgroup` class, one whose data (past an array) is decorated `Block`.
    Variable(StorageClass),
    /// A `Uniform` variable whose data type (past one array) is decorated `BufferBlock`.
    BufferBlockVariable,
    /// A variable of a storage class without a row of its own, or a `Workgroup` variable that
    /// is not a `Block`.
    OtherVariable,
}

/// What a rule of [`RULES`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Action {
    /// The subject needs one of `capabilities`, or one of `extensions`; [`Feature::Rule`]
    /// `name` when unmet.
    Needs {
        /// How the feature is shown (`OpTypeInt 64`).
        name: &'static str,
        /// Any one of these capabilities.
        capabilities: &'static [Capability],
        /// Or any one of these extensions.
        extensions: &'static [&'static str],
    },
    /// For each [`SmallType`] the subject's type contains, the subject needs one of
    /// `capabilities[t as usize]` (in the order of [`SmallType::ALL`]); [`Feature::Rule`]
    /// `name` when unmet.
    NeedsPerSmallType {
        /// How the feature is shown.
        name: &'static str,
        /// For Int8, Int16 and Float16, any one of these capabilities (the general one first).
        capabilities: [&'static [Capability]; 3],
    },
    /// The subject needs at least SPIR-V `version`, or one of `extensions`; [`Feature::Rule`]
    /// `name` when unmet.
    NeedsVersion {
        /// How the feature is shown.
        name: &'static str,
        /// The first version that allows it.
        version: Version,
        /// Or any one of these extensions.
        extensions: &'static [&'static str],
    },
    /// The subject's grammar capabilities are not needed when one of these extensions is
    /// declared.
    CapabilitiesWaivedBy(&'static [&'static str]),
    /// The subject needs nothing: neither its grammar capabilities nor its version.
    Exempt,
    /// The subject's version is checked even though it is gated by capabilities.
    VersionChecked,
}

/// A rule of `spirv-val` beside the grammar ([`RULES`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// What it applies to.
    pub subject: Subject,
    /// What it does.
    pub action: Action,
}

const fn needs(subject: Subject, name: &'static str, capabilities: &'static [Capability]) -> Rule {
    Rule { subject, action: Action::Needs { name, capabilities, extensions: &[] } }
}

use Capability as C;

const fn ext_version(name: &'static str, minor: u8) -> Rule {
    let action = Action::NeedsVersion { name, version: Version::new(1, minor), extensions: &[] };
    Rule { subject: Subject::Extension(name), action }
}

use crate::predicates::{DECLARES_FLOAT16 as FLOAT16, DECLARES_INT8 as INT8, DECLARES_INT16 as INT16};

/// For the rules on 8- and 16-bit values: the general capabilities, Int8, Int16, Float16.
const GENERAL: [&[Capability]; 3] = [&[C::Int8], &[C::Int16], &[C::Float16]];

const fn small(usage: SmallUse, name: &'static str) -> Rule {
    Rule { subject: Subject::SmallTypeUse(usage), action: Action::NeedsPerSmallType { name, capabilities: GENERAL } }
}

const fn small_variable(usage: SmallUse, name: &'static str, capabilities: [&'static [Capability]; 3]) -> Rule {
    Rule { subject: Subject::SmallTypeUse(usage), action: Action::NeedsPerSmallType { name, capabilities } }
}

/// The group operations `Reduce`, `InclusiveScan` and `ExclusiveScan`, and the AMD group
/// instructions, without their grammar capabilities when this extension is declared.
const AMD_BALLOT: &[&str] = &["SPV_AMD_shader_ballot"];

/// The rules of `spirv-val` (SPIRV-Tools 2025.5) that the grammar does not state, each with
/// the `spirv-val` code it models. Everything else comes from the grammar tables.
pub const RULES: &[Rule] = &[
    // validate_type.cpp ValidateTypeInt: 8-bit integers need `declare_int8_type`, which
    // RegisterCapability sets for Int8 and the 8-bit storage capabilities.
    needs(Subject::IntWidth(8), "OpTypeInt 8", INT8),
    // ValidateTypeInt: 16-bit integers need `declare_int16_type` (Int16, 16-bit storage).
    needs(Subject::IntWidth(16), "OpTypeInt 16", INT16),
    // ValidateTypeInt: 64-bit integers need Int64.
    needs(Subject::IntWidth(64), "OpTypeInt 64", &[C::Int64]),
    // ValidateTypeInt: 4-bit integers need Int4TypeINTEL (or ArbitraryPrecisionIntegersINTEL,
    // which this grammar does not have).
    needs(Subject::IntWidth(4), "OpTypeInt 4", &[C::Int4TypeINTEL]),
    // validate_type.cpp ValidateTypeFloat: IEEE 16-bit floats need `declare_float16_type`:
    // Float16, Float16Buffer, the 16-bit storage capabilities (RegisterCapability), or the
    // AMD half-float extensions (RegisterExtension).
    Rule {
        subject: Subject::FloatWidth(16),
        action: Action::Needs {
            name: "OpTypeFloat 16",
            capabilities: FLOAT16,
            extensions: crate::predicates::DECLARES_FLOAT16_EXTENSIONS,
        },
    },
    // ValidateTypeFloat: 8-bit floats need `declare_float8_type` (Float8EXT here).
    needs(Subject::FloatWidth(8), "OpTypeFloat 8", &[C::Float8EXT]),
    // ValidateTypeFloat: 64-bit floats need Float64.
    needs(Subject::FloatWidth(64), "OpTypeFloat 64", &[C::Float64]),
    // validate_type.cpp ValidateTypeVector: 8 or 16 components need Vector16.
    needs(Subject::VectorSize(8), "OpTypeVector of 8 components", &[C::Vector16]),
    needs(Subject::VectorSize(16), "OpTypeVector of 16 components", &[C::Vector16]),
    // validate_instruction.cpp CheckRequiredCapabilities: the mere mention of PointSize,
    // ClipDistance or CullDistance as a BuiltIn needs nothing (SPIRV-Tools issue 365; glslang
    // declares gl_PerVertex with them).
    Rule { subject: Subject::Enumerant { kind: "BuiltIn", value: 1 }, action: Action::Exempt },
    Rule { subject: Subject::Enumerant { kind: "BuiltIn", value: 3 }, action: Action::Exempt },
    Rule { subject: Subject::Enumerant { kind: "BuiltIn", value: 4 }, action: Action::Exempt },
    // CheckRequiredCapabilities + RegisterExtension: SPV_AMD_shader_ballot enables the group
    // operations Reduce, InclusiveScan and ExclusiveScan.
    Rule {
        subject: Subject::Enumerant { kind: "GroupOperation", value: 0 },
        action: Action::CapabilitiesWaivedBy(AMD_BALLOT),
    },
    Rule {
        subject: Subject::Enumerant { kind: "GroupOperation", value: 1 },
        action: Action::CapabilitiesWaivedBy(AMD_BALLOT),
    },
    Rule {
        subject: Subject::Enumerant { kind: "GroupOperation", value: 2 },
        action: Action::CapabilitiesWaivedBy(AMD_BALLOT),
    },
    // validate_instruction.cpp EnablingCapabilitiesForOp: with SPV_AMD_shader_ballot the AMD
    // group instructions need no Groups capability.
    Rule { subject: Subject::Op(Op::GroupIAddNonUniformAMD), action: Action::CapabilitiesWaivedBy(AMD_BALLOT) },
    Rule { subject: Subject::Op(Op::GroupFAddNonUniformAMD), action: Action::CapabilitiesWaivedBy(AMD_BALLOT) },
    Rule { subject: Subject::Op(Op::GroupFMinNonUniformAMD), action: Action::CapabilitiesWaivedBy(AMD_BALLOT) },
    Rule { subject: Subject::Op(Op::GroupUMinNonUniformAMD), action: Action::CapabilitiesWaivedBy(AMD_BALLOT) },
    Rule { subject: Subject::Op(Op::GroupSMinNonUniformAMD), action: Action::CapabilitiesWaivedBy(AMD_BALLOT) },
    Rule { subject: Subject::Op(Op::GroupFMaxNonUniformAMD), action: Action::CapabilitiesWaivedBy(AMD_BALLOT) },
    Rule { subject: Subject::Op(Op::GroupUMaxNonUniformAMD), action: Action::CapabilitiesWaivedBy(AMD_BALLOT) },
    Rule { subject: Subject::Op(Op::GroupSMaxNonUniformAMD), action: Action::CapabilitiesWaivedBy(AMD_BALLOT) },
    // validate_extensions.cpp ValidateExtension: these extensions need SPIR-V 1.3.
    ext_version("SPV_KHR_vulkan_memory_model", 3),
    ext_version("SPV_QCOM_cooperative_matrix_conversion", 3),
    // ValidateExtension: these extensions need SPIR-V 1.4.
    ext_version("SPV_KHR_workgroup_memory_explicit_layout", 4),
    ext_version("SPV_KHR_opacity_micromap", 4),
    ext_version("SPV_EXT_mesh_shader", 4),
    ext_version("SPV_NV_shader_invocation_reorder", 4),
    ext_version("SPV_EXT_shader_invocation_reorder", 4),
    ext_version("SPV_NV_cluster_acceleration_structure", 4),
    ext_version("SPV_NV_linear_swept_spheres", 4),
    ext_version("SPV_QCOM_image_processing", 4),
    ext_version("SPV_QCOM_image_processing2", 4),
    // validate_interfaces.cpp: up to SPIR-V 1.3 an entry point's interface lists only Input and
    // Output variables.
    Rule {
        subject: Subject::EntryPointInterface,
        action: Action::NeedsVersion {
            name: "OpEntryPoint interface of a variable neither Input nor Output",
            version: Version::new(1, 4),
            extensions: &[],
        },
    },
    // validate_logicals.cpp ValidateSelect: selecting composites, or vectors by a scalar
    // condition, needs SPIR-V 1.4.
    Rule {
        subject: Subject::SelectComposite,
        action: Action::NeedsVersion {
            name: "OpSelect of composites or by a scalar condition",
            version: Version::new(1, 4),
            extensions: &[],
        },
    },
    // validate_extensions.cpp ValidateExtInstImport: up to SPIR-V 1.5, importing a
    // non-semantic set needs SPV_KHR_non_semantic_info.
    Rule {
        subject: Subject::NonSemanticImport,
        action: Action::NeedsVersion {
            name: "OpExtInstImport of a NonSemantic set",
            version: Version::new(1, 6),
            extensions: &["SPV_KHR_non_semantic_info"],
        },
    },
    // validate_instruction.cpp VersionCheck: an instruction gated by capabilities is not
    // version-checked, except OpTerminateInvocation.
    Rule { subject: Subject::Op(Op::TerminateInvocation), action: Action::VersionChecked },
    // The uses of 8- and 16-bit values, in a module declaring Shader: an 8-bit integer, 16-bit
    // integer or 16-bit float type that only a storage capability declares (not Int8, Int16,
    // Float16) may be loaded, stored, copied, decorated and width-converted, and nothing else.
    // validate_constants.cpp ConstantPass: no constants of them.
    small(SmallUse::Constant, "a constant of an 8- or 16-bit type"),
    // validate_misc.cpp ValidateUndef: no OpUndef of them.
    small(SmallUse::Undef, "OpUndef of an 8- or 16-bit type"),
    // validate_composites.cpp ValidateVectorExtractDynamic, ValidateVectorInsertDyanmic,
    // ValidateCompositeConstruct, ValidateCompositeExtract, ValidateCompositeInsert,
    // ValidateTranspose, ValidateVectorShuffle, ValidateCopyLogical: no results of them.
    small(SmallUse::Result(Op::VectorExtractDynamic), "OpVectorExtractDynamic of an 8- or 16-bit type"),
    small(SmallUse::Result(Op::VectorInsertDynamic), "OpVectorInsertDynamic of an 8- or 16-bit type"),
    small(SmallUse::Result(Op::CompositeConstruct), "OpCompositeConstruct of an 8- or 16-bit type"),
    small(SmallUse::Result(Op::CompositeExtract), "OpCompositeExtract of an 8- or 16-bit type"),
    small(SmallUse::Result(Op::CompositeInsert), "OpCompositeInsert of an 8- or 16-bit type"),
    small(SmallUse::Result(Op::Transpose), "OpTranspose of an 8- or 16-bit type"),
    small(SmallUse::Result(Op::VectorShuffle), "OpVectorShuffle of an 8- or 16-bit type"),
    small(SmallUse::Result(Op::CopyLogical), "OpCopyLogical of an 8- or 16-bit type"),
    // validate_conversion.cpp ConversionPass: only width conversions from or to them.
    small(SmallUse::Conversion(Op::ConvertFToU), "OpConvertFToU from or to an 8- or 16-bit type"),
    small(SmallUse::Conversion(Op::ConvertFToS), "OpConvertFToS from or to an 8- or 16-bit type"),
    small(SmallUse::Conversion(Op::ConvertSToF), "OpConvertSToF from or to an 8- or 16-bit type"),
    small(SmallUse::Conversion(Op::ConvertUToF), "OpConvertUToF from or to an 8- or 16-bit type"),
    small(SmallUse::Conversion(Op::Bitcast), "OpBitcast from or to an 8- or 16-bit type"),
    // validate_memory.cpp ValidateLoad: loads of them are scalars, vectors or matrices. (The
    // like check of ValidateStore looks at OpStore's result type, which it has not.)
    small(SmallUse::AggregateLoad, "OpLoad of an aggregate of 8- or 16-bit types"),
    // validate_memory.cpp ValidateCopyMemory: no OpCopyMemory(Sized) of them.
    small(SmallUse::CopyMemory, "OpCopyMemory of 8- or 16-bit types"),
    // validate_small_type_uses.cpp ValidateSmallTypeUses: their values are used only by
    // OpDecorate(Id), OpCopyObject, OpStore and the width conversions.
    small(SmallUse::Operand, "a use of an 8- or 16-bit value other than a store, copy or width conversion"),
    // validate_memory.cpp ValidateVariable: variables holding them are in storage classes that a
    // storage capability enables for them.
    small_variable(
        SmallUse::Variable(StorageClass::StorageBuffer),
        "a StorageBuffer variable of 8- or 16-bit types",
        [
            &[C::Int8, C::StorageBuffer8BitAccess],
            &[C::Int16, C::StorageBuffer16BitAccess],
            &[C::Float16, C::StorageBuffer16BitAccess],
        ],
    ),
    small_variable(
        SmallUse::Variable(StorageClass::PhysicalStorageBuffer),
        "a PhysicalStorageBuffer variable of 8- or 16-bit types",
        [
            &[C::Int8, C::StorageBuffer8BitAccess],
            &[C::Int16, C::StorageBuffer16BitAccess],
            &[C::Float16, C::StorageBuffer16BitAccess],
        ],
    ),
    small_variable(
        SmallUse::Variable(StorageClass::Uniform),
        "a Uniform variable of 8- or 16-bit types",
        [
            &[C::Int8, C::UniformAndStorageBuffer8BitAccess],
            &[C::Int16, C::UniformAndStorageBuffer16BitAccess],
            &[C::Float16, C::UniformAndStorageBuffer16BitAccess],
        ],
    ),
    small_variable(
        SmallUse::BufferBlockVariable,
        "a Uniform BufferBlock variable of 8- or 16-bit types",
        [
            &[C::Int8, C::UniformAndStorageBuffer8BitAccess, C::StorageBuffer8BitAccess],
            &[C::Int16, C::UniformAndStorageBuffer16BitAccess, C::StorageBuffer16BitAccess],
            &[C::Float16, C::UniformAndStorageBuffer16BitAccess, C::StorageBuffer16BitAccess],
        ],
    ),
    small_variable(
        SmallUse::Variable(StorageClass::PushConstant),
        "a PushConstant variable of 8- or 16-bit types",
        [
            &[C::Int8, C::StoragePushConstant8],
            &[C::Int16, C::StoragePushConstant16],
            &[C::Float16, C::StoragePushConstant16],
        ],
    ),
    small_variable(
        SmallUse::Variable(StorageClass::Input),
        "an Input variable of 8- or 16-bit types",
        [&[C::Int8], &[C::Int16, C::StorageInputOutput16], &[C::Float16, C::StorageInputOutput16]],
    ),
    small_variable(
        SmallUse::Variable(StorageClass::Output),
        "an Output variable of 8- or 16-bit types",
        [&[C::Int8], &[C::Int16, C::StorageInputOutput16], &[C::Float16, C::StorageInputOutput16]],
    ),
    // Workgroup memory: only a Block (explicitly laid out, SPV_KHR_workgroup_memory_explicit_layout)
    // may take the 8- and 16-bit workgroup capabilities, as SPIR-V defines them ("within an
    // explicitly laid out Workgroup Block"), which is what a device offering them supports.
    // Stricter than spirv-val, which accepts them for any Workgroup variable: a plain one falls
    // under the row of other storage classes (Int8, Int16, Float16).
    small_variable(
        SmallUse::Variable(StorageClass::Workgroup),
        "a Workgroup variable of 8- or 16-bit types",
        [
            &[C::Int8, C::WorkgroupMemoryExplicitLayout8BitAccessKHR],
            &[C::Int16, C::WorkgroupMemoryExplicitLayout16BitAccessKHR],
            &[C::Float16, C::WorkgroupMemoryExplicitLayout16BitAccessKHR],
        ],
    ),
    small(SmallUse::OtherVariable, "a variable of 8- or 16-bit types in its storage class"),
];

/// What [`RULES`] say of instruction `op`, if anything (the validator's instruction pass reads
/// the same rows).
pub fn op_rule(op: Op) -> Option<Action> {
    // Most instructions have no row: a bit says so, where the search of the rows would cost
    // about 200 instructions of the validator's work on each (it asks of every one).
    if !RULED_OPS.contains(op as u16) {
        return None;
    }
    rule(Subject::Op(op))
}

/// The instructions some row of [`RULES`] is about.
static RULED_OPS: OpSet = {
    let mut set = OpSet::new(&[]);
    let mut i = 0;
    while i < RULES.len() {
        if let Subject::Op(op) = RULES[i].subject {
            set = set.with(op);
        }
        i += 1;
    }
    set
};

/// The operand kinds some `Subject::Enumerant` row of [`RULES`] is about (the rest of the
/// array empty): few kinds have rows, and their values are small numbers every kind has.
static RULED_KINDS: [&str; 8] = {
    use spirv_runtime::__private::str_eq as same;
    let mut kinds = [""; 8];
    let mut count = 0;
    let mut i = 0;
    while i < RULES.len() {
        if let Subject::Enumerant { kind, .. } = RULES[i].subject {
            let mut j = 0;
            while j < count && !same(kinds[j], kind) {
                j += 1;
            }
            if j == count {
                // More than 8 kinds: a compile error here.
                kinds[count] = kind;
                count += 1;
            }
        }
        i += 1;
    }
    kinds
};

fn rule(subject: Subject) -> Option<Action> {
    RULES.iter().find(|r| r.subject == subject).map(|r| r.action)
}

fn extension_rule(name: &str) -> Option<Action> {
    RULES.iter().find_map(|r| match r.subject {
        Subject::Extension(e) if e == name => Some(r.action),
        _ => None,
    })
}

/// What [`RULES`] say of value `value` of the operand kind named `kind`, if anything.
pub fn enumerant_rule(kind: &str, value: u32) -> Option<Action> {
    // As `op_rule`: most kinds have no row.
    if !RULED_KINDS.iter().any(|&k| !k.is_empty() && k == kind) {
        return None;
    }
    RULES.iter().find_map(|r| match r.subject {
        Subject::Enumerant { kind: k, value: v } if v == value && k == kind => Some(r.action),
        _ => None,
    })
}

fn instruction_rule(inst: &Instruction<'_>) -> Option<Action> {
    let subject = match inst {
        Instruction::TypeInt { width, .. } => Subject::IntWidth(*width),
        // A 16-bit float with an encoding (BFloat16KHR) is gated by the encoding's grammar entry.
        Instruction::TypeFloat { width: 16, floating_point_encoding: Some(_), .. } => return None,
        Instruction::TypeFloat { width, .. } => Subject::FloatWidth(*width),
        Instruction::TypeVector { component_count, .. } => Subject::VectorSize(*component_count),
        _ => return None,
    };
    RULES.iter().find(|r| r.subject == subject).map(|r| r.action)
}

/// A set of capabilities: one bit per grammar value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct CapSet(Vec<u64>);

fn position(c: Capability) -> Option<usize> {
    <Capability as ValueEnum>::numbers().binary_search(&c.to_u32()).ok()
}

impl CapSet {
    fn new() -> Self {
        CapSet(alloc::vec![0; <Capability as ValueEnum>::numbers().len().div_ceil(64)])
    }

    fn contains(&self, c: Capability) -> bool {
        position(c).is_some_and(|i| self.0.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0))
    }

    /// Adds `c`; whether it was new.
    fn insert(&mut self, c: Capability) -> bool {
        let Some(i) = position(c) else { return false };
        let Some(w) = self.0.get_mut(i / 64) else { return false };
        let new = *w & (1 << (i % 64)) == 0;
        *w |= 1 << (i % 64);
        new
    }

    /// Adds `c` and everything it implies.
    fn insert_closed(&mut self, c: Capability) {
        crate::predicates::insert_closed(c, &mut |c| self.insert(c));
    }

    fn any(&self, caps: &[Capability]) -> Option<Capability> {
        caps.iter().copied().find(|&c| self.contains(c))
    }

    fn to_vec(&self) -> Vec<Capability> {
        let values = <Capability as ValueEnum>::values();
        let mut out = Vec::new();
        for (i, w) in self.0.iter().enumerate() {
            let mut bits = *w;
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(&c) = values.get(i * 64 + b) {
                    out.push(c);
                }
            }
        }
        out
    }
}

/// What a module requires, declares and misses ([`Requirements::of`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Requirements {
    /// The module's header version (what the `missing_*` lists are relative to).
    pub module_version: Version,
    /// The minimum SPIR-V version the module needs, given the extensions it declares (at
    /// least 1.0).
    pub version: Version,
    /// The capabilities its features need, in value order: for a feature any of several
    /// capabilities enables, the declared one (possibly through implication), else the one
    /// [`Requirements::missing_capabilities`] names.
    pub capabilities: Vec<Capability>,
    /// The extensions its features need, sorted: for a feature its version does not provide,
    /// the declared extension, else the one [`Requirements::missing_extensions`] names.
    pub extensions: Vec<&'static str>,
    /// Its `OpCapability` operands, in order, without repeats.
    pub declared_capabilities: Vec<Capability>,
    /// Its `OpExtension` names, in order, without repeats.
    pub declared_extensions: Vec<String>,
    /// The capabilities to declare so that the module is valid at its version: for each
    /// feature whose capabilities are not declared (nor implied), unless one already listed
    /// covers it (the features with the fewest alternatives first), the first alternative the
    /// module can use as it stands (its version has it, or an extension it declares provides
    /// it: `MeshShadingEXT` in a module declaring `SPV_EXT_mesh_shader`) and that belongs with
    /// what it declares (implies only declared capabilities: `ImageQuery` in a shader, not
    /// `Kernel`), else the first it can use, else the first an extension would provide; in a
    /// shader, `Int8`, `Int16` and `Float16` only where no other alternative does (a storage
    /// capability such as `StorageBuffer8BitAccess` for a shader that only loads and converts
    /// bytes). In value order.
    pub missing_capabilities: Vec<Capability>,
    /// The extensions to declare so that the module is valid at its version: for each
    /// feature newer than it (including the missing capabilities), its first extension,
    /// unless one already listed covers it. Sorted.
    pub missing_extensions: Vec<&'static str>,
    /// Every unmet feature, in instruction order.
    pub unmet: Vec<Unmet>,
    /// The declared capabilities and those they imply.
    declared: CapSet,
}

/// One extension per list of alternatives, the first `enabled` accepts, unless one already
/// chosen is among them.
fn choose_extensions(choices: &[&'static [&'static str]], enabled: impl Fn(&str) -> bool) -> Vec<&'static str> {
    let mut chosen: Vec<&'static str> = Vec::new();
    for exts in choices {
        if !exts.iter().any(|e| chosen.contains(e))
            && let Some(&e) = exts.iter().find(|e| enabled(e))
        {
            chosen.push(e);
        }
    }
    chosen
}

struct Walk<'r> {
    header: Version,
    declared: &'r CapSet,
    declared_exts: &'r [String],
    index: usize,
    version: Version,
    required: CapSet,
    exts: Vec<&'static str>,
    unmet: Vec<Unmet>,
    /// Kind names seen, with their tables (`None`: not a core enumerant kind).
    kinds: Vec<(&'static str, Option<EnumTable<Capability>>)>,
    /// The ids of the variables of storage classes other than Input and Output, sorted.
    non_io_variables: &'r [u32],
    /// What each id is (for the rules on operand types).
    types: &'r Types,
    /// Whether the module declares Shader (the rules on 8- and 16-bit values apply).
    shader: bool,
    /// The instruction being walked, for the rule on operands.
    op: Op,
    /// The [`SmallType`] bits the rule on operands has reported for this instruction.
    operand_reported: u8,
    /// The extended sets the module imports that have a grammar here, by import id, sorted.
    imports: &'r [(u32, ExtGrammar)],
}

/// What an id is, as far as [`RULES`] care.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum Slot {
    #[default]
    Unknown,
    /// A type: what it is, and the [`SmallType`] bits of the types it contains (`spirv-val`'s
    /// `ContainsType`, which looks through element, component, member, sampled, pointee and
    /// function types, but not through pointers `OpTypeForwardPointer` declares).
    Type(TypeKind, u8),
    /// A value of this type.
    Value(u32),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum TypeKind {
    Bool,
    /// `OpTypeInt` or `OpTypeFloat`.
    Scalar,
    Vector,
    Matrix,
    Struct,
    /// `OpTypeArray` (`runtime`: `OpTypeRuntimeArray`) of this element type.
    Array {
        element: u32,
        runtime: bool,
    },
    /// `OpTypePointer` (`pointee` 0: `OpTypeUntypedPointerKHR`); `forward` when
    /// `OpTypeForwardPointer` declares it.
    Pointer {
        storage: StorageClass,
        pointee: u32,
        forward: bool,
    },
    Other,
}

/// What each id of a module is, and the ids decorated `BufferBlock` and `Block` (each sorted
/// once all are known).
struct Types {
    ids: IdMap<Slot>,
    buffer_blocks: Vec<u32>,
    blocks: Vec<u32>,
}

impl Types {
    /// For a module of `instructions` instructions (which define fewer ids than that).
    fn new(instructions: usize) -> Self {
        let limit = u32::try_from(instructions.saturating_mul(2).saturating_add(16)).unwrap_or(u32::MAX);
        Types { ids: IdMap::new(limit), buffer_blocks: Vec::new(), blocks: Vec::new() }
    }

    fn slot(&self, id: u32) -> Slot {
        self.ids.get(id)
    }

    fn type_of(&self, id: u32) -> Slot {
        match self.slot(id) {
            Slot::Value(ty) => self.slot(ty),
            _ => Slot::Unknown,
        }
    }

    /// The [`SmallType`] bits of what type `id` contains, as `spirv-val`'s `ContainsType` finds
    /// them.
    fn small(&self, id: u32) -> u8 {
        match self.slot(id) {
            Slot::Type(TypeKind::Pointer { forward: true, .. }, _) => 0,
            Slot::Type(_, small) => small,
            _ => 0,
        }
    }

    fn is_pointer(&self, ty: u32) -> bool {
        matches!(self.slot(ty), Slot::Type(TypeKind::Pointer { .. }, _))
    }

    /// `ty` past pointers (at most a few), with the storage class of the last pointer passed
    /// (`storage` if none).
    fn past_pointers(&self, mut ty: u32, mut storage: StorageClass) -> (u32, StorageClass) {
        for _ in 0..8 {
            match self.slot(ty) {
                Slot::Type(TypeKind::Pointer { storage: s, pointee, .. }, _) if pointee != 0 => {
                    storage = s;
                    ty = pointee;
                }
                _ => break,
            }
        }
        (ty, storage)
    }

    /// Records what `inst` defines.
    fn record(&mut self, inst: &Instruction<'_>) {
        match inst {
            Instruction::Decorate { target, decoration: Decoration::BufferBlock } => {
                self.buffer_blocks.push(target.get())
            }
            Instruction::Decorate { target, decoration: Decoration::Block } => self.blocks.push(target.get()),
            _ => {}
        }
        let (id, slot) = match *inst {
            Instruction::TypeForwardPointer { pointer_type, storage_class } => {
                let kind = TypeKind::Pointer { storage: storage_class, pointee: 0, forward: true };
                (pointer_type.get(), Slot::Type(kind, 0))
            }
            _ => {
                let Some(id) = inst.result_id() else { return };
                (id.get(), self.slot_of(inst, id.get()))
            }
        };
        if slot != Slot::Unknown {
            self.ids.set(id, slot);
        }
    }

    fn slot_of(&self, inst: &Instruction<'_>, id: u32) -> Slot {
        let small = |ty: IdRef| self.small(ty.get());
        let (kind, bits) = match inst {
            Instruction::TypeBool { .. } => (TypeKind::Bool, 0),
            Instruction::TypeInt { width: 8, .. } => (TypeKind::Scalar, SmallType::Int8.bit()),
            Instruction::TypeInt { width: 16, .. } => (TypeKind::Scalar, SmallType::Int16.bit()),
            // A 16-bit float with an encoding (BFloat16KHR) is not IEEE binary16.
            Instruction::TypeFloat { width: 16, floating_point_encoding: None, .. } => {
                (TypeKind::Scalar, SmallType::Float16.bit())
            }
            Instruction::TypeInt { .. } | Instruction::TypeFloat { .. } => (TypeKind::Scalar, 0),
            Instruction::TypeVector { component_type, .. } => (TypeKind::Vector, small(*component_type)),
            Instruction::TypeMatrix { column_type, .. } => (TypeKind::Matrix, small(*column_type)),
            Instruction::TypeArray { element_type, .. } => {
                (TypeKind::Array { element: element_type.get(), runtime: false }, small(*element_type))
            }
            Instruction::TypeRuntimeArray { element_type, .. } => {
                (TypeKind::Array { element: element_type.get(), runtime: true }, small(*element_type))
            }
            Instruction::TypeStruct { member_types, .. } => {
                (TypeKind::Struct, member_types.iter().fold(0, |bits, m| bits | small(m)))
            }
            Instruction::TypeFunction { return_type, parameter_types, .. } => {
                (TypeKind::Other, parameter_types.iter().fold(small(*return_type), |bits, p| bits | small(p)))
            }
            Instruction::TypeImage { sampled_type, .. } => (TypeKind::Other, small(*sampled_type)),
            Instruction::TypeSampledImage { image_type, .. } => (TypeKind::Other, small(*image_type)),
            Instruction::TypeCooperativeMatrixKHR { component_type, .. }
            | Instruction::TypeCooperativeMatrixNV { component_type, .. }
            | Instruction::TypeCooperativeVectorNV { component_type, .. } => (TypeKind::Other, small(*component_type)),
            Instruction::TypePointer { storage_class, type_, .. } => {
                let forward = matches!(self.slot(id), Slot::Type(TypeKind::Pointer { forward: true, .. }, _));
                let kind = TypeKind::Pointer { storage: *storage_class, pointee: type_.get(), forward };
                (kind, small(*type_))
            }
            Instruction::TypeUntypedPointerKHR { storage_class, .. } => {
                (TypeKind::Pointer { storage: *storage_class, pointee: 0, forward: false }, 0)
            }
            // What any other instruction defines, by the rules every reader applies.
            _ => match Definition::of_decoded(inst) {
                Definition::Value { type_id, .. } => return Slot::Value(type_id),
                Definition::Type { .. } => (TypeKind::Other, 0),
                _ => return Slot::Unknown,
            },
        };
        Slot::Type(kind, bits)
    }
}

impl Walk<'_> {
    fn declares_any(&self, exts: &[&'static str]) -> Option<&'static str> {
        exts.iter().copied().find(|e| self.declared_exts.iter().any(|d| d == e))
    }

    fn capabilities(&mut self, feature: Feature, caps: &'static [Capability], or_exts: &'static [&'static str]) {
        if caps.is_empty() {
            return;
        }
        if let Some(c) = self.declared.any(caps) {
            self.required.insert(c);
        } else if let Some(e) = self.declares_any(or_exts) {
            self.exts.push(e);
        } else {
            let need = Need::Capabilities { capabilities: caps, extensions: or_exts };
            self.unmet.push(Unmet { instruction: self.index, feature, need });
        }
    }

    fn version(&mut self, feature: Feature, reqs: &Grammar<Capability>) {
        if let Some(last) = reqs.last_version
            && self.header > last
        {
            self.unmet.push(Unmet { instruction: self.index, feature, need: Need::LastVersion(last) });
        }
        if reqs.version.is_none() && reqs.extensions.is_empty() {
            // Gated by its capabilities only (spirv-val finds no extension to ask for).
            return;
        }
        if let Some(e) = self.declares_any(reqs.extensions) {
            self.exts.push(e);
            return;
        }
        match reqs.version {
            Some(v) if v <= self.header => self.version = self.version.max(v),
            version => {
                if let Some(v) = version {
                    self.version = self.version.max(v);
                }
                let need = Need::Version { version, extensions: reqs.extensions };
                self.unmet.push(Unmet { instruction: self.index, feature, need });
            }
        }
    }

    fn needs_version(&mut self, name: &'static str, version: Version, extensions: &'static [&'static str]) {
        if let Some(e) = self.declares_any(extensions) {
            self.exts.push(e);
            return;
        }
        self.version = self.version.max(version);
        if version > self.header {
            let need = Need::Version { version: Some(version), extensions };
            self.unmet.push(Unmet { instruction: self.index, feature: Feature::Rule(name), need });
        }
    }

    /// Applies the rule on `usage` to a value whose type contains the [`SmallType`] `bits`.
    fn small_type_use(&mut self, usage: SmallUse, bits: u8) {
        if bits == 0 || !self.shader {
            return;
        }
        let Some(Action::NeedsPerSmallType { name, capabilities }) = rule(Subject::SmallTypeUse(usage)) else {
            return;
        };
        for t in SmallType::ALL {
            if bits & t.bit() != 0 {
                self.capabilities(Feature::Rule(name), capabilities[t as usize], &[]);
            }
        }
    }

    /// The rules of [`RULES`] on 8- and 16-bit values that `inst` makes (its operands: in
    /// [`Visitor::id`]).
    fn small_type_rules(&mut self, op: Op, class: Option<OpClass>, inst: &Instruction<'_>) {
        let types = self.types;
        let result = inst.result_type().map_or(0, |ty| ty.get());
        match inst {
            _ if result != 0 && class == Some(OpClass::ConstantCreation) && !types.is_pointer(result) => {
                self.small_type_use(SmallUse::Constant, types.small(result));
            }
            Instruction::Undef { .. } if !types.is_pointer(result) => {
                self.small_type_use(SmallUse::Undef, types.small(result));
            }
            Instruction::ConvertFToU { float_value: value, .. }
            | Instruction::ConvertFToS { float_value: value, .. }
            | Instruction::ConvertSToF { signed_value: value, .. }
            | Instruction::ConvertUToF { unsigned_value: value, .. }
            | Instruction::Bitcast { operand: value, .. } => {
                let operand = match types.slot(value.get()) {
                    Slot::Value(ty) => types.small(ty),
                    _ => 0,
                };
                self.small_type_use(SmallUse::Conversion(op), types.small(result) | operand);
            }
            Instruction::Load { .. } => {
                if let Slot::Type(TypeKind::Struct | TypeKind::Array { .. } | TypeKind::Bool | TypeKind::Other, bits) =
                    types.slot(result)
                {
                    self.small_type_use(SmallUse::AggregateLoad, bits);
                }
            }
            Instruction::CopyMemory(copy) => self.small_type_copy(copy.target),
            Instruction::CopyMemorySized(copy) => self.small_type_copy(copy.target),
            Instruction::Variable { storage_class, .. } => {
                if let Slot::Type(TypeKind::Pointer { pointee, .. }, _) = types.slot(result) {
                    self.small_type_variable(pointee, *storage_class);
                }
            }
            Instruction::UntypedVariableKHR { storage_class, data_type: Some(data), .. } => {
                self.small_type_variable(data.get(), *storage_class);
            }
            _ => {
                if rule(Subject::SmallTypeUse(SmallUse::Result(op))).is_some() {
                    self.small_type_use(SmallUse::Result(op), types.small(result));
                }
            }
        }
    }

    /// The rule on copying memory to `target`.
    fn small_type_copy(&mut self, target: IdRef) {
        let types = self.types;
        if let Slot::Type(TypeKind::Pointer { pointee, storage, .. }, _) = types.type_of(target.get())
            && pointee != 0
        {
            let (objects, _) = types.past_pointers(pointee, storage);
            self.small_type_use(SmallUse::CopyMemory, types.small(objects));
        }
    }

    /// The rules on a variable of data type `data` in `storage`.
    fn small_type_variable(&mut self, data: u32, storage: StorageClass) {
        let types = self.types;
        let bits = types.small(data);
        if bits == 0 || !self.shader {
            return;
        }
        let (data, storage) = types.past_pointers(data, storage);
        let block = match types.slot(data) {
            Slot::Type(TypeKind::Array { element, .. }, _) => element,
            _ => data,
        };
        let usage = match storage {
            StorageClass::Uniform if types.buffer_blocks.binary_search(&block).is_ok() => SmallUse::BufferBlockVariable,
            StorageClass::Workgroup if types.blocks.binary_search(&block).is_err() => SmallUse::OtherVariable,
            _ if rule(Subject::SmallTypeUse(SmallUse::Variable(storage))).is_some() => SmallUse::Variable(storage),
            _ => SmallUse::OtherVariable,
        };
        self.small_type_use(usage, bits);
    }

    /// The rules of [`RULES`] on operand values.
    fn value_rules(&mut self, inst: &Instruction<'_>) {
        let subject = match inst {
            Instruction::Extension { name } => {
                if let Some(Action::NeedsVersion { name, version, extensions }) =
                    extension_rule(&name.to_string_lossy())
                {
                    self.needs_version(name, version, extensions);
                }
                return;
            }
            Instruction::ExtInstImport { name, .. } if name.as_bytes().starts_with(b"NonSemantic.") => {
                Subject::NonSemanticImport
            }
            Instruction::EntryPoint { interface, .. }
                if !self.non_io_variables.is_empty()
                    && interface.iter().any(|id| self.non_io_variables.binary_search(&id.get()).is_ok()) =>
            {
                Subject::EntryPointInterface
            }
            Instruction::Select { result_type, condition, .. } => {
                let (composite, vector) = match self.types.slot(result_type.get()) {
                    Slot::Type(TypeKind::Array { runtime: false, .. } | TypeKind::Matrix | TypeKind::Struct, _) => {
                        (true, false)
                    }
                    Slot::Type(TypeKind::Vector, _) => (false, true),
                    _ => (false, false),
                };
                let scalar_condition = matches!(self.types.type_of(condition.get()), Slot::Type(TypeKind::Bool, _));
                if composite || (vector && scalar_condition) {
                    Subject::SelectComposite
                } else {
                    return;
                }
            }
            _ => return,
        };
        if let Some(Action::NeedsVersion { name, version, extensions }) = rule(subject) {
            self.needs_version(name, version, extensions);
        }
    }

    fn instruction(&mut self, inst: &Instruction<'_>) {
        if inst.as_raw().is_some() {
            return;
        }
        let Some(op) = inst.op() else { return };
        self.op = op;
        self.operand_reported = 0;
        self.value_rules(inst);
        // One lookup of the grammar entry per instruction (the generated opcode index).
        let info = op.info();
        self.small_type_rules(op, op.class(), inst);
        let reqs = info.requirements();
        let feature = Feature::Instruction(op);
        let rule = op_rule(op);
        match rule {
            Some(Action::CapabilitiesWaivedBy(exts)) if self.declares_any(exts).is_some() => {}
            _ => self.capabilities(feature, reqs.capabilities, &[]),
        }
        if reqs.capabilities.is_empty() || rule == Some(Action::VersionChecked) {
            self.version(feature, &reqs);
        } else if let Some(last) = reqs.last_version
            && self.header > last
        {
            self.unmet.push(Unmet { instruction: self.index, feature, need: Need::LastVersion(last) });
        }
        if let Some(Action::Needs { name, capabilities, extensions }) = instruction_rule(inst) {
            self.capabilities(Feature::Rule(name), capabilities, extensions);
        }
        if let Instruction::ExtInst { set, instruction, .. }
        | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. } = inst
        {
            self.ext_instruction(set.get(), instruction.instruction());
        }
        inst.visit(self);
    }

    /// The grammar requirements of instruction `number` of the set imported as `set`. An
    /// extended grammar gives no SPIR-V version (none lists one): an instruction that lists
    /// extensions needs one of them declared (the AMD sets), whatever the module's version.
    fn ext_instruction(&mut self, set: u32, number: u32) {
        let Ok(i) = self.imports.binary_search_by_key(&set, |(id, _)| *id) else { return };
        let grammar = self.imports[i].1;
        let Some(info) = u16::try_from(number).ok().and_then(|n| grammar.instructions().get(n)) else { return };
        let feature = Feature::ExtInstruction { set: grammar.import_name(), name: info.name() };
        let reqs = info.requirements();
        self.capabilities(feature, reqs.capabilities, &[]);
        if !reqs.extensions.is_empty() {
            self.version(feature, &Grammar { version: None, ..reqs });
        }
    }

    fn table(&mut self, kind: &'static str) -> Option<EnumTable<Capability>> {
        if let Some((_, t)) = self.kinds.iter().find(|(k, _)| core::ptr::eq(*k, kind) || *k == kind) {
            return *t;
        }
        let t = OPERAND_KINDS.get(kind).and_then(|k| k.enum_table());
        self.kinds.push((kind, t));
        t
    }

    fn enumerant(&mut self, kind: &'static str, table: EnumTable<Capability>, value: u32) {
        let Some(e) = table.get(value) else { return };
        let feature = Feature::Enumerant { kind, name: e.name(), value };
        let reqs = e.requirements();
        match enumerant_rule(kind, value) {
            Some(Action::Exempt) => return,
            Some(Action::CapabilitiesWaivedBy(exts)) if self.declares_any(exts).is_some() => {}
            // A capability's capabilities are those it implies.
            _ if kind == Capability::NAME => {}
            _ => self.capabilities(feature, reqs.capabilities, &[]),
        }
        self.version(feature, &reqs);
    }
}

impl<'a> Visitor<'a> for Walk<'_> {
    fn id(&mut self, kind: IdKind, id: IdRef) {
        if kind == IdKind::Result
            || !self.shader
            || matches!(
                self.op,
                Op::Decorate | Op::DecorateId | Op::CopyObject | Op::Store | Op::FConvert | Op::UConvert | Op::SConvert
            )
        {
            return;
        }
        let types = self.types;
        if let Slot::Value(ty) = types.slot(id.get())
            && !types.is_pointer(ty)
        {
            let bits = types.small(ty) & !self.operand_reported;
            self.operand_reported |= bits;
            self.small_type_use(SmallUse::Operand, bits);
        }
    }

    fn enumerant(&mut self, kind: &'static str, value: u32) {
        if let Some(table) = self.table(kind) {
            Walk::enumerant(self, kind, table, value);
        }
    }

    fn flags(&mut self, kind: &'static str, bits: u32) {
        let Some(table) = self.table(kind) else { return };
        let mut rest = bits;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest &= rest - 1;
            Walk::enumerant(self, kind, table, bit);
        }
    }

    fn raw(&mut self, _words: &List<'a, u32>) {}
}

impl Requirements {
    /// The requirements of `module`, relative to its header's version (the newest version the
    /// grammar knows if the header's version word is malformed). Extended instructions are
    /// checked against the grammars of the sets this crate has ([`ExtSet`](crate::ExtSet)).
    pub fn of(module: &Module<'_>) -> Requirements {
        Requirements::of_with_grammars(module, &[])
    }

    /// The requirements of `module`, with the grammars of extended sets this crate does not
    /// have (a downstream crate's own) for the `OpExtInst`s that import them.
    pub fn of_with_grammars(module: &Module<'_>, grammars: &[ExtGrammar]) -> Requirements {
        let version = module.header.spirv_version().unwrap_or(crate::NEWEST_VERSION);
        Requirements::of_instructions_with_grammars(version, &module.instructions, grammars)
    }

    /// The requirements of `instructions` in a module of SPIR-V `version`.
    pub fn of_instructions<'i, 'a: 'i>(
        version: Version,
        instructions: impl IntoIterator<Item = &'i Instruction<'a>> + Clone,
    ) -> Requirements {
        Requirements::of_instructions_with_grammars(version, instructions, &[])
    }

    /// The requirements of `instructions` in a module of SPIR-V `version`, with the grammars of
    /// extended sets this crate does not have.
    pub fn of_instructions_with_grammars<'i, 'a: 'i>(
        version: Version,
        instructions: impl IntoIterator<Item = &'i Instruction<'a>> + Clone,
        grammars: &[ExtGrammar],
    ) -> Requirements {
        let mut declared_capabilities = Vec::new();
        let mut declared_extensions: Vec<String> = Vec::new();
        let mut declared = CapSet::new();
        let mut non_io_variables = Vec::new();
        let mut imports = Vec::new();
        let mut types = Types::new(instructions.clone().into_iter().count());
        for inst in instructions.clone() {
            if inst.as_raw().is_none() {
                types.record(inst);
            }
            match inst {
                Instruction::Variable { result_id, storage_class, .. }
                    if !matches!(storage_class, StorageClass::Input | StorageClass::Output) =>
                {
                    non_io_variables.push(result_id.get());
                }
                Instruction::Capability { capability } => {
                    if !declared_capabilities.contains(capability) {
                        declared_capabilities.push(*capability);
                    }
                    declared.insert_closed(*capability);
                }
                Instruction::Extension { name } => {
                    let name = name.to_string_lossy();
                    if !declared_extensions.iter().any(|d| *d == name) {
                        declared_extensions.push(name.into());
                    }
                }
                Instruction::ExtInstImport { result_id, name } => {
                    let name = name.as_bytes();
                    let known = crate::ExtSet::from_import(name).map(crate::ExtSet::grammar);
                    if let Some(grammar) = known.or_else(|| grammars.iter().copied().find(|g| g.imported_by(name))) {
                        imports.push((result_id.get(), grammar));
                    }
                }
                _ => {}
            }
        }
        non_io_variables.sort_unstable();
        imports.sort_by_key(|(id, _)| *id);
        types.buffer_blocks.sort_unstable();
        types.blocks.sort_unstable();
        let mut walk = Walk {
            header: version,
            declared: &declared,
            declared_exts: &declared_extensions,
            index: 0,
            version: Version::new(1, 0),
            required: CapSet::new(),
            exts: Vec::new(),
            unmet: Vec::new(),
            kinds: Vec::new(),
            non_io_variables: &non_io_variables,
            types: &types,
            shader: declared.contains(Capability::Shader),
            op: Op::Nop,
            operand_reported: 0,
            imports: &imports,
        };
        for (index, inst) in instructions.into_iter().enumerate() {
            walk.index = index;
            walk.instruction(inst);
        }
        let Walk { version: minimum, required, exts, unmet, .. } = walk;
        let mut reqs = Requirements {
            module_version: version,
            version: minimum,
            capabilities: Vec::new(),
            extensions: Vec::new(),
            declared_capabilities,
            declared_extensions,
            missing_capabilities: Vec::new(),
            missing_extensions: Vec::new(),
            unmet,
            declared,
        };
        // What to declare, as the module stands (no extension preferred beyond those it
        // declares, any accepted).
        let plan = reqs.plan(|_| false, |_| true);
        let mut required = required;
        for &c in &plan.capabilities {
            required.insert(c);
        }
        let mut exts = exts;
        exts.extend(plan.extensions.iter().chain(&plan.declared_used).copied());
        exts.sort_unstable();
        exts.dedup();
        reqs.version = reqs.version.max(plan.version);
        reqs.capabilities = required.to_vec();
        reqs.extensions = exts;
        reqs.missing_capabilities = plan.capabilities;
        reqs.missing_extensions = plan.extensions;
        reqs
    }

    /// Chooses what to declare for the unmet features: capabilities first, then, for each
    /// feature newer than the module (the chosen capabilities included), one of its extensions
    /// that `allow` accepts.
    ///
    /// Capabilities are chosen greedily, each covering what it implies, the features with the
    /// fewest alternatives first (so that a capability one of them must have covers the others
    /// it can). Among a feature's alternatives the first of these is taken: one the module can
    /// use as it stands or through an extension it declares or `prefer` names ("usable"), and
    /// that belongs with what it declares; one usable; one reachable through an extension
    /// `allow` accepts, unless it implies `Kernel` in a shader (or `Shader` in a kernel); then
    /// the first two without the next rule; else the first. In a shader, `Int8`, `Int16` and `Float16` are taken only where no other
    /// alternative does: they allow any use of 8- and 16-bit values, which Vulkan devices
    /// often lack (`shaderInt8`, `shaderInt16`, `shaderFloat16`), where a storage capability
    /// (`StorageBuffer8BitAccess`, ...) allows loading, storing and converting them, which is
    /// all a shader that only keeps such values in memory does.
    fn plan(&self, prefer: impl Fn(&str) -> bool, allow: impl Fn(&str) -> bool) -> Plan {
        let declares = |e: &str| self.declared_extensions.iter().any(|d| d == e);
        let version = self.module_version;
        // Whether extension `e` may be declared at the module's version (some need SPIR-V 1.4).
        let in_version = |e: &str| match extension_rule(e) {
            Some(Action::NeedsVersion { version: v, .. }) => v <= version,
            _ => true,
        };
        let (prefer, allow) = (|e: &str| prefer(e) && in_version(e), |e: &str| allow(e) && in_version(e));
        // Whether capability `c` needs nothing more: its version has it, or an extension the
        // module declares (or `prefer` names) provides it.
        let usable = |c: Capability| {
            let Some(reqs) = c.info().map(|e| e.requirements()) else { return false };
            let by_version = match reqs.version {
                Some(v) => v <= version,
                None => reqs.extensions.is_empty(),
            };
            by_version || reqs.extensions.iter().any(|e| declares(e) || prefer(e))
        };
        // Whether it belongs with those declared: it implies some, and only declared ones
        // (ImageQuery, which implies Shader, in a shader).
        let fits =
            |c: Capability| !c.capabilities().is_empty() && c.capabilities().iter().all(|&d| self.declared.contains(d));
        // Whether capability `c` implies `Kernel` in a shader or `Shader` in a kernel: SPIR-V's
        // two kinds of module, which do not mix (Float16Buffer implies Kernel).
        let foreign = match (self.declared.contains(Capability::Shader), self.declared.contains(Capability::Kernel)) {
            (true, false) => Some(Capability::Kernel),
            (false, true) => Some(Capability::Shader),
            _ => None,
        };
        let clashes = |c: Capability| {
            foreign.is_some_and(|f| {
                let mut implied = CapSet::new();
                implied.insert_closed(c);
                implied.contains(f)
            })
        };
        // Whether an extension `allow` accepts would provide it.
        let reachable =
            |c: Capability| usable(c) || c.info().is_some_and(|e| e.requirements().extensions.iter().any(|e| allow(e)));
        // The general 8- and 16-bit capabilities, taken last in a shader (see above).
        let shader = self.declared.contains(Capability::Shader);
        let avoid = |c: Capability| shader && SmallType::ALL.iter().any(|t| t.capability() == c);
        let preferences: [&dyn Fn(Capability) -> bool; 5] = [
            &|c| usable(c) && fits(c) && !avoid(c),
            &|c| usable(c) && !avoid(c),
            &|c| reachable(c) && !clashes(c) && !avoid(c),
            &|c| usable(c) && fits(c),
            &|c| usable(c),
        ];
        let mut needs: Vec<&'static [Capability]> = Vec::new();
        for u in &self.unmet {
            if let Need::Capabilities { capabilities: caps, .. } = u.need
                && !needs.contains(&caps)
            {
                needs.push(caps);
            }
        }
        // Stable: among features with as many alternatives, the first met first.
        needs.sort_by_key(|caps| caps.len());
        let mut with = self.declared.clone();
        let mut chosen = CapSet::new();
        for caps in needs {
            if with.any(caps).is_none()
                && let Some(&pick) = preferences.iter().find_map(|p| caps.iter().find(|&&c| p(c))).or(caps.first())
            {
                chosen.insert(pick);
                with.insert_closed(pick);
            }
        }
        let capabilities = chosen.to_vec();
        let mut minimum = Version::new(1, 0);
        let mut choices: Vec<&'static [&'static str]> = self
            .unmet
            .iter()
            .filter_map(|u| match u.need {
                Need::Version { extensions, .. } if !extensions.is_empty() => Some(extensions),
                _ => None,
            })
            .collect();
        let mut declared_used = Vec::new();
        for &c in &capabilities {
            let Some(reqs) = c.info().map(|e| e.requirements()) else { continue };
            if let Some(&e) = reqs.extensions.iter().find(|e| declares(e)) {
                declared_used.push(e);
                continue;
            }
            match reqs.version {
                Some(v) if v <= version => minimum = minimum.max(v),
                _ if !reqs.extensions.is_empty() => choices.push(reqs.extensions),
                Some(v) => minimum = minimum.max(v),
                None => {}
            }
        }
        let mut extensions = choose_extensions(&choices, allow);
        extensions.sort_unstable();
        Plan { capabilities, extensions, declared_used, version: minimum }
    }

    /// The capabilities to declare so that the module is valid at its version, choosing among
    /// alternatives one that its version, an extension it declares or one that `enabled`
    /// accepts (a target's device extensions) provides. [`Requirements::missing_capabilities`]
    /// is this with no extension accepted beyond the declared ones.
    pub fn capabilities_to_declare(&self, enabled: impl Fn(&str) -> bool) -> Vec<Capability> {
        self.plan(&enabled, &enabled).capabilities
    }

    /// The extensions to declare so that the module is valid at its version, with
    /// [`Requirements::capabilities_to_declare`] declared: for each feature newer than it, the
    /// first of its extensions that `enabled` accepts; features no accepted extension provides
    /// stay unmet. [`Requirements::missing_extensions`] is this with every extension accepted.
    pub fn extensions_to_declare(&self, enabled: impl Fn(&str) -> bool) -> Vec<&'static str> {
        self.plan(&enabled, &enabled).extensions
    }

    /// [`Requirements::unmet`] grouped by feature and need, in the order of their first use:
    /// one entry per missing feature however many instructions use it, with their count and
    /// the first of them.
    ///
    /// ```
    /// use spirv_core::requirements::Requirements;
    /// use spirv_core::spec::{Capability, Instruction};
    /// use spirv_core::{Header, IdResult, Module, Version};
    ///
    /// let int64 = |id, signedness| Instruction::TypeInt { result_id: IdResult::new(id).unwrap(), width: 64, signedness };
    /// let module = Module {
    ///     header: Header::new(Version::new(1, 3), 0, 3),
    ///     instructions: vec![Instruction::Capability { capability: Capability::Shader }, int64(1, 0), int64(2, 1)],
    /// };
    /// let reqs = Requirements::of(&module);
    /// assert_eq!(reqs.unmet.len(), 2);
    /// let groups = reqs.unmet_grouped();
    /// assert_eq!((groups.len(), groups[0].count, groups[0].first), (1, 2, 1));
    /// // Instructions are numbered from 1 in messages, as spirv-val numbers them.
    /// assert_eq!(
    ///     groups[0].to_string(),
    ///     "OpTypeInt 64 needs one of the capabilities Int64 (2 uses, first at instruction 2)"
    /// );
    /// ```
    pub fn unmet_grouped(&self) -> Vec<UnmetGroup> {
        group(&self.unmet)
    }

    /// Whether nothing is missing: every feature the module uses is usable at its version.
    pub fn is_met(&self) -> bool {
        self.unmet.is_empty()
    }

    /// `Ok` when nothing is missing; otherwise every unmet feature.
    ///
    /// # Errors
    /// [`UnmetRequirements`], listing the unmet features with their ways out.
    pub fn check(&self) -> Result<(), UnmetRequirements> {
        if self.unmet.is_empty() {
            Ok(())
        } else {
            Err(UnmetRequirements { version: self.module_version, unmet: self.unmet.clone() })
        }
    }
}

/// What [`Requirements::plan`] chooses to declare.
struct Plan {
    capabilities: Vec<Capability>,
    /// Sorted.
    extensions: Vec<&'static str>,
    /// The declared extensions that provide chosen capabilities.
    declared_used: Vec<&'static str>,
    /// The version the chosen capabilities need, where the module's has them.
    version: Version,
}
