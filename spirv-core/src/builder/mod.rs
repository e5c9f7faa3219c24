//! Typed construction and editing of modules.
//!
//! [`Builder`] assembles a module from typed [`Instruction`]s:
//!
//! - it allocates ids and keeps the header's bound;
//! - it puts every module-level instruction in its section of the logical layout (capabilities,
//!   extensions, imports, memory model, entry points, execution modes, debug, annotations,
//!   types/constants/globals, functions), whatever order they come in;
//! - types and constants are hash-consed: asking for `OpTypeInt 32 0` twice gives the same id, in
//!   O(1) (structures and spec constants are the exceptions: each is new, since decorations tell
//!   equal ones apart);
//! - functions hold blocks, and any block can be appended to at any time through a [`BlockRef`]
//!   handle, so code can be emitted into several places at once (a loop header, its body and its
//!   merge block) without moving one cursor around;
//! - extended instructions are typed ([`ExtInstruction`](crate::ExtInstruction)), their set imported on first use;
//! - [`layout`] computes and decorates `Offset`, `ArrayStride` and `MatrixStride` for std140,
//!   std430 and scalar layouts (giving a block its own copy of a type laid out under another
//!   rule elsewhere);
//! - [`Builder::finish`] lists in each entry point's interface the global variables its code
//!   uses, and declares the capabilities and extensions the module's instructions, enumerants
//!   and flags need (see [`crate::requirements`]), unless told not to.
//!
//! A decoded module can be edited the same way: [`Builder::from_module`] sorts its instructions
//! into sections and functions, which are plain vectors to insert into, replace in and remove
//! from; [`Builder::replace_uses`] and [`Module::renumber`] cover the id-level edits.
//!
//! ```
//! use spirv_core::builder::Builder;
//! use spirv_core::spec::{AddressingModel, Capability, ExecutionModel, FunctionControl, Instruction, MemoryModel};
//! use spirv_core::Version;
//!
//! # fn main() -> Result<(), spirv_core::builder::BuildError> {
//! let mut b = Builder::new(Version::new(1, 0));
//! b.capability(Capability::Shader);
//! b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
//! let void = b.type_void();
//! let main_type = b.type_function(void, []);
//! let main = b.function(void, FunctionControl::NONE, main_type);
//! let entry = b.block(main);
//! b.at(entry).ret();
//! b.entry_point(ExecutionModel::GLCompute, main, "main", []);
//! b.execution_mode(main, spirv_core::spec::ExecutionMode::LocalSize(1, 1, 1));
//! assert_eq!(b.type_void(), void); // hash-consed
//!
//! let module = b.finish()?;
//! assert!(matches!(module.instructions[0], Instruction::Capability { capability: Capability::Shader }));
//! assert_eq!(module.header.bound, 5);
//! # Ok(())
//! # }
//! ```
//!
//! # Details
//!
//! - Extended sets: `c.ext(float, glsl_std_450::Instruction::Sqrt { x })`, and
//!   `c.ext_custom(ExtGrammar::new(name, &set::INSTRUCTIONS), ..)` for a downstream crate's own
//!   set.
//! - Code goes into any block at any time (`b.at(loop_header)`, `b.at(merge)`); function-local
//!   variables land at the top of the entry block whichever block asks.
//! - Layouts (`b.decorate_layout(block, Layout::Std430)`): a block gets its own copy of a type
//!   already laid out under another rule (one `float[3]` in a std140 and a std430 block: the
//!   second block's member becomes a copy with `ArrayStride 4`, and `type_array` still gives the
//!   original), so lay out a block before taking pointers into its members; the block itself
//!   keeps its id, and laying it out again under a rule that places it differently is a
//!   `Conflict` error: lay out `b.copy_type(block)` instead.
//! - At `finish()` it completes each entry point's interface with the global variables its
//!   function and the functions it calls use (all of them from SPIR-V 1.4, `Input` and `Output`
//!   ones before; those given to `entry_point` first, the rest in declaration order), and
//!   declares the capabilities and extensions the module needs, or reports what is missing (with
//!   `declare_requirements(false)`, which leaves interfaces completed); `finish_unchecked()` gives
//!   the module as it stands. Of several capabilities that provide a feature, it declares the one
//!   [`crate::requirements`] suggests.
//! - Editing: besides [`Builder::replace_uses`], [`Builder::remove`]; [`Module::renumber`]
//!   numbers ids as spirv-as does.
//!
//! A profile ([`checked!`](crate::checked)) chooses the version and the extensions the builder
//! may declare:
//!
//! ```
//! use spirv_core::builder::{Builder, layout::Layout};
//! use spirv_core::spec::{AddressingModel, Capability, Decoration, MemoryModel, StorageClass};
//! use spirv_core::{Profile, Version, checked};
//!
//! const VULKAN_1_1_8BIT: Profile = Profile::new(Version::new(1, 3), &["SPV_KHR_8bit_storage"]);
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut b = Builder::for_profile(VULKAN_1_1_8BIT);     // SPIR-V 1.3 + SPV_KHR_8bit_storage
//! b.capability(Capability::Shader);
//! b.capability(checked!(VULKAN_1_1_8BIT, Capability::StorageBuffer8BitAccess));
//! b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
//! let u8_ = b.type_int(8, false);
//! let array = b.type_runtime_array(u8_);
//! let block = b.type_struct([array]);
//! b.decorate(block, Decoration::Block);
//! b.decorate_layout(block, Layout::Std430)?;
//! let pointer = b.type_pointer(StorageClass::StorageBuffer, block);
//! b.variable(pointer, StorageClass::StorageBuffer);
//! // ... see examples/support/quickstart.rs for the whole shader: a loop with phis, written as the
//! // GLSL reads; finish() adds OpExtension "SPV_KHR_8bit_storage".
//! let module = b.finish()?;
//! assert!(module.to_string().contains("OpExtension \"SPV_KHR_8bit_storage\""));
//! # Ok(())
//! # }
//! ```
//!
//! `cargo run --example quickstart` builds that shader, prints it and its reflection, and runs it
//! on a Vulkan device through `ash` (lavapipe in CI), checking every sum against the CPU;
//! `tests/vulkan.rs` runs it for several group sizes after spirv-val accepts it, and
//! `tests/vulkan_layout.rs` checks on lavapipe that reflection's block offsets are where the
//! driver reads (std140 uniform buffers, std430 and scalar storage buffers and push constants,
//! with matrices of both majors, arrays of structs, 16- and 64-bit members).
//! `tests/builder.rs` validates every module it builds with spirv-val, compares the layouts with
//! glslang's for the three rules, rebuilds every corpus module exactly from
//! `Builder::from_module`, and compares `renumber` with spirv-as; `tests/builder_fixes.rs`
//! validates blocks sharing a type under two rules (Vulkan 1.1) and interfaces completed by
//! `finish()` (SPIR-V 1.3, 1.4, 1.5 and 1.6 under Vulkan 1.1 to 1.3). spirv-validate's
//! `finish_validated(&options)` validates as it finishes (the quickstart does).

mod edit;
mod function;
mod interface;
pub mod layout;

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::num::NonZeroU32;
use std::collections::HashMap;

use spirv_runtime::binary::WordSink;
use spirv_runtime::{Header, IdRef, IdResult, IdResultType, LiteralNumber, Profile, Str, Version};

use crate::module::Module;
use crate::requirements::{Requirements, UnmetRequirements};
use crate::spec::{
    AddressingModel, Capability, Decoration, ExecutionMode, ExecutionModel, Instruction, MemoryModel, StorageClass,
};
use crate::{ExtGrammar, ExtSet, ExtSetInstruction};

pub use function::{Block, BlockRef, Cursor, Function, FunctionRef};

/// A section of a module's logical layout (SPIR-V specification 2.4), in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Section {
    /// `OpCapability`.
    Capabilities,
    /// `OpExtension`.
    Extensions,
    /// `OpExtInstImport`.
    ExtInstImports,
    /// `OpMemoryModel`.
    MemoryModel,
    /// `OpEntryPoint`.
    EntryPoints,
    /// `OpExecutionMode`, `OpExecutionModeId`.
    ExecutionModes,
    /// `OpString`, `OpSource`, `OpSourceContinued`, `OpSourceExtension`.
    DebugSources,
    /// `OpName`, `OpMemberName`.
    DebugNames,
    /// `OpModuleProcessed`.
    DebugModuleProcessed,
    /// Decorations.
    Annotations,
    /// Types, constants, global variables, `OpUndef`, `OpLine`, module-level `OpExtInst`.
    Globals,
    /// After the functions: module-level instructions a decoded module has there (clspv puts
    /// its non-semantic reflection instructions last). [`Section::of`] never gives it.
    AfterFunctions,
}

impl Section {
    /// Every section, in layout order.
    pub const ALL: [Section; 12] = [
        Section::Capabilities,
        Section::Extensions,
        Section::ExtInstImports,
        Section::MemoryModel,
        Section::EntryPoints,
        Section::ExecutionModes,
        Section::DebugSources,
        Section::DebugNames,
        Section::DebugModuleProcessed,
        Section::Annotations,
        Section::Globals,
        Section::AfterFunctions,
    ];

    /// The section a module-level instruction belongs in (other than
    /// [`Section::AfterFunctions`]). Instructions that only occur in
    /// functions also land in [`Section::Globals`]; [`Builder::from_module`] tells them apart by
    /// where they stand.
    pub fn of(inst: &Instruction<'_>) -> Section {
        use Instruction as I;
        match inst {
            I::Capability { .. } => Section::Capabilities,
            I::Extension { .. } => Section::Extensions,
            I::ExtInstImport { .. } => Section::ExtInstImports,
            I::MemoryModel { .. } => Section::MemoryModel,
            I::EntryPoint { .. } => Section::EntryPoints,
            I::ExecutionMode { .. } | I::ExecutionModeId { .. } => Section::ExecutionModes,
            I::String { .. } | I::Source { .. } | I::SourceContinued { .. } | I::SourceExtension { .. } => {
                Section::DebugSources
            }
            I::Name { .. } | I::MemberName { .. } => Section::DebugNames,
            I::ModuleProcessed { .. } => Section::DebugModuleProcessed,
            I::Decorate { .. }
            | I::MemberDecorate { .. }
            | I::DecorationGroup { .. }
            | I::GroupDecorate { .. }
            | I::GroupMemberDecorate { .. }
            | I::DecorateId { .. }
            | I::DecorateString { .. }
            | I::MemberDecorateString { .. } => Section::Annotations,
            _ => Section::Globals,
        }
    }
}

/// Why [`Builder::finish`] failed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// More than `u32::MAX - 1` ids were allocated.
    #[error("the module needs more ids than SPIR-V can number")]
    IdOverflow,
    /// The module uses features its version and declarations do not allow, and declaring
    /// capabilities and extensions cannot provide them (or the builder was told not to).
    #[error(transparent)]
    Requirements(#[from] UnmetRequirements),
    /// The module declares an extension its builder's [`Profile`] does not enable.
    #[error("the module declares {extension}, which the profile does not enable")]
    OutsideProfile {
        /// The extension.
        extension: String,
    },
}

/// The key of a hash-consed instruction: its words, held inline when they are few (types and
/// scalar constants are 2 to 5 words), so that a table of thousands is not thousands of heap
/// blocks to chase. Hashes and compares as the slice of its words.
#[derive(Clone, Debug)]
enum InternKey {
    Inline { len: u8, words: [u32; INLINE_WORDS] },
    Heap(Box<[u32]>),
}

const INLINE_WORDS: usize = 6;

impl InternKey {
    fn new(words: &[u32]) -> Self {
        match words.len() {
            len @ ..=INLINE_WORDS => {
                let mut inline = [0; INLINE_WORDS];
                inline[..len].copy_from_slice(words);
                InternKey::Inline { len: len as u8, words: inline }
            }
            _ => InternKey::Heap(words.into()),
        }
    }

    fn words(&self) -> &[u32] {
        match self {
            InternKey::Inline { len, words } => &words[..usize::from(*len)],
            InternKey::Heap(words) => words,
        }
    }
}

impl PartialEq for InternKey {
    fn eq(&self, other: &Self) -> bool {
        self.words() == other.words()
    }
}

impl Eq for InternKey {}

impl core::hash::Hash for InternKey {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.words().hash(state);
    }
}

impl core::borrow::Borrow<[u32]> for InternKey {
    fn borrow(&self) -> &[u32] {
        self.words()
    }
}

/// Builds a module from typed instructions; see the [module docs](self).
#[derive(Debug)]
pub struct Builder<'a> {
    version: Version,
    generator: u32,
    next_id: u32,
    id_overflow: bool,
    declare_requirements: bool,
    profile: Option<Profile>,
    sections: [Vec<Instruction<'a>>; Section::ALL.len()],
    functions: Vec<Function<'a>>,
    /// Hash-consed types and constants: their encoding, with the result id as 0, to their id.
    interned: HashMap<InternKey, IdRef, foldhash::fast::RandomState>,
    /// The encoding of the instruction being interned, and its key in `interned`: buffers kept
    /// so that a lookup does not allocate.
    scratch: WordSink,
    key: Vec<u32>,
    /// Grammars of the sets this crate has none for, given by [`Builder::ext_grammar`].
    grammars: Vec<ExtGrammar>,
}

impl<'a> Builder<'a> {
    /// A builder of an empty module of SPIR-V `version`.
    pub fn new(version: Version) -> Self {
        Builder {
            version,
            generator: 0,
            next_id: 1,
            id_overflow: false,
            declare_requirements: true,
            profile: None,
            sections: Default::default(),
            functions: Vec::new(),
            interned: HashMap::default(),
            scratch: WordSink::new(),
            grammars: Vec::new(),
            key: Vec::new(),
        }
    }

    /// A builder of a module for `profile`: of its SPIR-V version, declaring only extensions it
    /// enables. [`Builder::finish`] fails with [`BuildError::OutsideProfile`] if the module
    /// declares another, and picks, among the extensions that provide a feature, one the
    /// profile enables. (Naming features with [`checked!`](crate::checked) checks them against
    /// the profile at compile time.)
    pub fn for_profile(profile: Profile) -> Self {
        Builder { profile: Some(profile), ..Builder::new(profile.version) }
    }

    /// The SPIR-V version of the module.
    pub fn version(&self) -> Version {
        self.version
    }

    /// Sets the header's generator word (the Khronos-registered tool id in the high 16 bits).
    pub fn set_generator(&mut self, generator: u32) {
        self.generator = generator;
    }

    /// Whether [`Builder::finish`] declares the capabilities and extensions the module needs
    /// (the default); without it, `finish` reports what is missing instead.
    pub fn declare_requirements(&mut self, declare: bool) {
        self.declare_requirements = declare;
    }

    /// A new id.
    pub fn id(&mut self) -> IdRef {
        let id = IdRef::new(self.next_id).unwrap_or(IdRef::from_nonzero(NonZeroU32::MAX));
        match self.next_id.checked_add(1) {
            Some(next) if next < u32::MAX => self.next_id = next,
            _ => self.id_overflow = true,
        }
        id
    }

    /// The id the next call of [`Builder::id`] returns.
    fn peek_id(&self) -> IdResult {
        IdResult::from(IdRef::new(self.next_id).unwrap_or(IdRef::from_nonzero(NonZeroU32::MAX)))
    }

    /// The id bound: one more than every id allocated so far.
    pub fn bound(&self) -> u32 {
        self.next_id
    }

    /// The instructions of a module-level section.
    pub fn section(&self, section: Section) -> &[Instruction<'a>] {
        &self.sections[section as usize]
    }

    /// The instructions of a module-level section, to edit. Hash-consing knows only the types
    /// and constants it made or found in [`Builder::from_module`]; ones edited here may be made
    /// again.
    pub fn section_mut(&mut self, section: Section) -> &mut Vec<Instruction<'a>> {
        &mut self.sections[section as usize]
    }

    /// Adds a module-level instruction to the end of its [`Section`].
    pub fn push(&mut self, inst: Instruction<'a>) {
        self.sections[Section::of(&inst) as usize].push(inst);
    }

    /// Adds a module-level instruction that defines a new id (a global variable, a spec
    /// constant, a structure type), made by `make` from that id; returns the id.
    pub fn push_new(&mut self, make: impl FnOnce(IdResult) -> Instruction<'a>) -> IdRef {
        let id = self.id();
        self.push(make(IdResult::from(id)));
        id
    }

    /// The id of a type or constant made by `make` from a candidate id: the id of an equal
    /// instruction made before, or the candidate (the instruction is then added to
    /// [`Section::Globals`]). O(1): the instruction's encoding is hashed.
    pub fn intern(&mut self, make: impl FnOnce(IdResult) -> Instruction<'a>) -> IdRef {
        let candidate = self.peek_id();
        let inst = make(candidate);
        self.set_key(&inst, candidate);
        if let Some(&id) = self.interned.get(self.key.as_slice()) {
            return id;
        }
        let id = self.id();
        self.interned.insert(InternKey::new(&self.key), id);
        self.sections[Section::Globals as usize].push(inst);
        id
    }

    /// Sets `key` to the encoding of `inst` with its result id, `id`, as 0. The result id is the
    /// first or second operand (after a result type, which is older).
    fn set_key(&mut self, inst: &Instruction<'a>, id: IdResult) {
        self.scratch.clear();
        self.scratch.instruction(inst);
        self.key.clear();
        self.key.extend_from_slice(self.scratch.as_words());
        if let Some(w) = self.key.iter_mut().skip(1).take(2).find(|w| **w == id.get()) {
            *w = 0;
        }
    }

    /// Declares a capability (once).
    pub fn capability(&mut self, capability: Capability) {
        let section = &mut self.sections[Section::Capabilities as usize];
        let declared =
            section.iter().any(|i| matches!(i, Instruction::Capability { capability: c } if *c == capability));
        if !declared {
            section.push(Instruction::Capability { capability });
        }
    }

    /// Declares an extension (once).
    pub fn extension(&mut self, name: &str) {
        let section = &mut self.sections[Section::Extensions as usize];
        let declared =
            section.iter().any(|i| matches!(i, Instruction::Extension { name: n } if n.as_bytes() == name.as_bytes()));
        if !declared {
            section.push(Instruction::Extension { name: Str::from(String::from(name)) });
        }
    }

    /// The id of the `OpExtInstImport` of the set `grammar` describes (a downstream crate's own
    /// set), imported on first use; [`Builder::finish`] infers the requirements of its
    /// instructions from the grammar.
    pub fn ext_grammar(&mut self, grammar: ExtGrammar) -> IdRef {
        if !self.grammars.iter().any(|g| g.import_name() == grammar.import_name()) {
            self.grammars.push(grammar);
        }
        match grammar.import_name() {
            // A versioned set's first version.
            prefix if prefix.ends_with('.') => self.ext_import(&alloc::format!("{prefix}1")),
            name => self.ext_import(name),
        }
    }

    /// The id of the `OpExtInstImport` of `set`: one the module has (under any name that
    /// selects it, `NonSemantic.ClspvReflection.5`), or a new one under its default name
    /// ([`ExtSet::default_import_name`]).
    pub fn ext_set_import(&mut self, set: ExtSet) -> IdRef {
        let existing = self.sections[Section::ExtInstImports as usize].iter().find_map(|i| match i {
            Instruction::ExtInstImport { result_id, name } if ExtSet::from_import(name.as_bytes()) == Some(set) => {
                Some(IdRef::from(*result_id))
            }
            _ => None,
        });
        existing.unwrap_or_else(|| self.ext_import(&set.default_import_name()))
    }

    /// The id of the `OpExtInstImport` of the set called `name`, imported on first use.
    pub fn ext_import(&mut self, name: &str) -> IdRef {
        let existing = self.sections[Section::ExtInstImports as usize].iter().find_map(|i| match i {
            Instruction::ExtInstImport { result_id, name: n } if n.as_bytes() == name.as_bytes() => {
                Some(IdRef::from(*result_id))
            }
            _ => None,
        });
        existing.unwrap_or_else(|| {
            let name = Str::from(String::from(name));
            self.push_new(|result_id| Instruction::ExtInstImport { result_id, name })
        })
    }

    /// Sets the memory model (replacing an earlier one).
    pub fn memory_model(&mut self, addressing_model: AddressingModel, memory_model: MemoryModel) {
        let section = &mut self.sections[Section::MemoryModel as usize];
        section.clear();
        section.push(Instruction::MemoryModel { addressing_model, memory_model });
    }

    /// Declares an entry point: `function` under `name`, with the global variables of its
    /// interface. [`Builder::finish`] adds the ones its code uses that are not given (all of
    /// them from SPIR-V 1.4; `Input`/`Output` ones before), so `[]` will do; the ones given come
    /// first, in their order.
    pub fn entry_point(
        &mut self,
        execution_model: ExecutionModel,
        function: FunctionRef,
        name: &str,
        interface: impl IntoIterator<Item = IdRef>,
    ) {
        self.push(Instruction::EntryPoint {
            execution_model,
            entry_point: function.id,
            name: Str::from(String::from(name)),
            interface: interface.into_iter().collect(),
        });
    }

    /// Adds an execution mode to an entry point.
    pub fn execution_mode(&mut self, function: FunctionRef, mode: ExecutionMode) {
        self.push(Instruction::ExecutionMode { entry_point: function.id, mode });
    }

    /// Names an id (`OpName`).
    pub fn name(&mut self, target: IdRef, name: &str) {
        self.push(Instruction::Name { target, name: Str::from(String::from(name)) });
    }

    /// Names a structure member (`OpMemberName`).
    pub fn member_name(&mut self, structure: IdRef, member: u32, name: &str) {
        self.push(Instruction::MemberName { type_: structure, member, name: Str::from(String::from(name)) });
    }

    /// Decorates an id.
    pub fn decorate(&mut self, target: IdRef, decoration: Decoration<'a>) {
        self.push(Instruction::Decorate { target, decoration });
    }

    /// Decorates a structure member.
    pub fn member_decorate(&mut self, structure: IdRef, member: u32, decoration: Decoration<'a>) {
        self.push(Instruction::MemberDecorate { structure_type: structure, member, decoration });
    }

    /// `OpTypeVoid`.
    pub fn type_void(&mut self) -> IdRef {
        self.intern(|result_id| Instruction::TypeVoid { result_id })
    }

    /// `OpTypeBool`.
    pub fn type_bool(&mut self) -> IdRef {
        self.intern(|result_id| Instruction::TypeBool { result_id })
    }

    /// `OpTypeInt`: an integer type of `width` bits.
    pub fn type_int(&mut self, width: u32, signed: bool) -> IdRef {
        self.intern(|result_id| Instruction::TypeInt { result_id, width, signedness: u32::from(signed) })
    }

    /// `OpTypeFloat`: an IEEE 754 floating-point type of `width` bits.
    pub fn type_float(&mut self, width: u32) -> IdRef {
        self.intern(|result_id| Instruction::TypeFloat { result_id, width, floating_point_encoding: None })
    }

    /// `OpTypeVector`.
    pub fn type_vector(&mut self, component_type: IdRef, component_count: u32) -> IdRef {
        self.intern(|result_id| Instruction::TypeVector { result_id, component_type, component_count })
    }

    /// `OpTypeMatrix`: `column_count` columns of vector type `column_type`.
    pub fn type_matrix(&mut self, column_type: IdRef, column_count: u32) -> IdRef {
        self.intern(|result_id| Instruction::TypeMatrix { result_id, column_type, column_count })
    }

    /// `OpTypeArray` of `length` elements (the length a 32-bit unsigned constant).
    pub fn type_array(&mut self, element_type: IdRef, length: u32) -> IdRef {
        let length = self.constant_u32(length);
        self.intern(|result_id| Instruction::TypeArray { result_id, element_type, length })
    }

    /// `OpTypeRuntimeArray`.
    pub fn type_runtime_array(&mut self, element_type: IdRef) -> IdRef {
        self.intern(|result_id| Instruction::TypeRuntimeArray { result_id, element_type })
    }

    /// `OpTypeStruct`: always a new type, since structures differ by their decorations.
    pub fn type_struct(&mut self, member_types: impl IntoIterator<Item = IdRef>) -> IdRef {
        let member_types = member_types.into_iter().collect();
        self.push_new(|result_id| Instruction::TypeStruct { result_id, member_types })
    }

    /// `OpTypePointer`.
    pub fn type_pointer(&mut self, storage_class: StorageClass, pointee: IdRef) -> IdRef {
        self.intern(|result_id| Instruction::TypePointer { result_id, storage_class, type_: pointee })
    }

    /// `OpTypeFunction`.
    pub fn type_function(&mut self, return_type: IdRef, parameter_types: impl IntoIterator<Item = IdRef>) -> IdRef {
        let parameter_types = parameter_types.into_iter().collect();
        self.intern(|result_id| Instruction::TypeFunction { result_id, return_type, parameter_types })
    }

    /// `OpConstant` of type `ty` (the value's number type should match it: `LiteralNumber::from(1u32)`
    /// for a 32-bit unsigned type).
    pub fn constant(&mut self, ty: IdRef, value: LiteralNumber) -> IdRef {
        self.intern(|result_id| Instruction::Constant { result_type: ty.into(), result_id, value })
    }

    /// A 32-bit unsigned integer constant (and its type).
    pub fn constant_u32(&mut self, value: u32) -> IdRef {
        let ty = self.type_int(32, false);
        self.constant(ty, value.into())
    }

    /// A 32-bit signed integer constant (and its type).
    pub fn constant_i32(&mut self, value: i32) -> IdRef {
        let ty = self.type_int(32, true);
        self.constant(ty, value.into())
    }

    /// A 32-bit float constant (and its type).
    pub fn constant_f32(&mut self, value: f32) -> IdRef {
        let ty = self.type_float(32);
        self.constant(ty, value.into())
    }

    /// `OpConstantTrue` or `OpConstantFalse` (and the bool type).
    pub fn constant_bool(&mut self, value: bool) -> IdRef {
        let result_type = IdResultType::from(self.type_bool());
        match value {
            true => self.intern(|result_id| Instruction::ConstantTrue { result_type, result_id }),
            false => self.intern(|result_id| Instruction::ConstantFalse { result_type, result_id }),
        }
    }

    /// `OpConstantComposite`.
    pub fn constant_composite(&mut self, ty: IdRef, constituents: impl IntoIterator<Item = IdRef>) -> IdRef {
        let constituents = constituents.into_iter().collect();
        self.intern(|result_id| Instruction::ConstantComposite { result_type: ty.into(), result_id, constituents })
    }

    /// `OpConstantNull`.
    pub fn constant_null(&mut self, ty: IdRef) -> IdRef {
        self.intern(|result_id| Instruction::ConstantNull { result_type: ty.into(), result_id })
    }

    /// A global `OpVariable` of pointer type `pointer_type` in `storage_class`.
    pub fn variable(&mut self, pointer_type: IdRef, storage_class: StorageClass) -> IdRef {
        self.push_new(|result_id| Instruction::Variable {
            result_type: pointer_type.into(),
            result_id,
            storage_class,
            initializer: None,
        })
    }

    /// A module-level `OpExtInst` (such as non-semantic debug information) of a set this crate
    /// has a grammar for, of result type `ty`; the set is imported on first use. In functions,
    /// use [`Cursor::ext`].
    pub fn ext<I: ExtSetInstruction<'a>>(&mut self, ty: IdRef, instruction: I) -> IdRef {
        let set = self.ext_set_import(I::SET);
        let instruction = instruction.into();
        self.push_new(|result_id| Instruction::ExtInst { result_type: ty.into(), result_id, set, instruction })
    }

    /// The module, its sections in layout order, then the function declarations and
    /// definitions; with each entry point's interface completed, and the capabilities and
    /// extensions it needs declared (unless [`Builder::declare_requirements`] turned that off).
    ///
    /// An entry point's interface lists, after the variables given to
    /// [`Builder::entry_point`] (kept as given), the global variables missing from it that its
    /// function and the functions it calls (through `OpFunctionCall`, at any depth) use in any
    /// operand, in the order they are declared: from SPIR-V 1.4 every one whose storage class
    /// is not `Function`, before 1.4 only `Input` and `Output` ones (the only ones allowed
    /// there). The interface is completed whether or not requirements are declared: it follows
    /// from the code alone, with nothing to choose, and the requirements check would not report
    /// it missing. [`Builder::finish_unchecked`] leaves interfaces as they are.
    ///
    /// # Errors
    /// When the ids overflowed; when the module needs a feature that neither its version nor a
    /// declaration can provide (a SPIR-V 1.6 instruction without an extension in a 1.3 module,
    /// or without one the profile enables), or that is missing when declaring is off; when it
    /// declares an extension outside the builder's profile.
    pub fn finish(mut self) -> Result<Module<'a>, BuildError> {
        self.complete_interfaces();
        let (declare, profile) = (self.declare_requirements, self.profile);
        let grammars = core::mem::take(&mut self.grammars);
        let mut module = self.finish_unchecked()?;
        let reqs = match declare {
            true => declare_missing(&mut module, profile.as_ref(), &grammars),
            false => Requirements::of_with_grammars(&module, &grammars),
        };
        if let Some(profile) = profile
            && let Some(extension) = reqs.declared_extensions.iter().find(|e| !profile.enables(e))
        {
            return Err(BuildError::OutsideProfile { extension: extension.clone() });
        }
        reqs.check()?;
        Ok(module)
    }

    /// The module as it stands, without declaring or checking requirements: for editing a
    /// decoded module that may already be invalid, or for a caller that checks
    /// [`Requirements`] itself.
    ///
    /// # Errors
    /// When the ids overflowed.
    pub fn finish_unchecked(self) -> Result<Module<'a>, BuildError> {
        if self.id_overflow {
            return Err(BuildError::IdOverflow);
        }
        let header = Header::new(self.version, self.generator, self.next_id);
        let mut instructions = Vec::new();
        let [before @ .., after] = self.sections;
        instructions.extend(before.into_iter().flatten());
        // Declarations (functions without blocks) come before definitions.
        let (declarations, definitions): (Vec<_>, Vec<_>) =
            self.functions.into_iter().partition(|f| f.blocks.is_empty());
        for function in declarations.into_iter().chain(definitions) {
            function.append_to(&mut instructions);
        }
        instructions.extend(after);
        Ok(Module { header, instructions })
    }
}

/// Declares, after the module's own declarations, what its instructions need until nothing is
/// missing: the missing capabilities (among alternatives, one the module's version, its
/// extensions or the profile provide), and among the extensions that provide a newer feature
/// the first the profile enables (without a profile, the first). A declared capability can
/// itself need more, hence the rounds; the grammar's chains are short, and the bound only
/// guards against a loop. Returns the requirements of the module as it ends up.
fn declare_missing(module: &mut Module<'_>, profile: Option<&Profile>, grammars: &[ExtGrammar]) -> Requirements {
    for _ in 0..8 {
        let reqs = Requirements::of_with_grammars(module, grammars);
        let (capabilities, extensions) = match profile {
            Some(p) => (reqs.capabilities_to_declare(|e| p.enables(e)), reqs.extensions_to_declare(|e| p.enables(e))),
            None => (reqs.missing_capabilities.clone(), reqs.missing_extensions.clone()),
        };
        if capabilities.is_empty() && extensions.is_empty() {
            return reqs;
        }
        let declared_caps =
            module.instructions.iter().take_while(|i| matches!(i, Instruction::Capability { .. })).count();
        let new_caps = capabilities.iter().map(|&capability| Instruction::Capability { capability });
        module.instructions.splice(declared_caps..declared_caps, new_caps);
        let declared_exts = module
            .instructions
            .iter()
            .take_while(|i| matches!(i, Instruction::Capability { .. } | Instruction::Extension { .. }))
            .count();
        let new_exts = extensions.into_iter().map(|name| Instruction::Extension { name: Str::from(name) });
        module.instructions.splice(declared_exts..declared_exts, new_exts);
    }
    Requirements::of_with_grammars(module, grammars)
}
