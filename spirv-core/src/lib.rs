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
//! let mut decoded = Module::decode(&bytes)?;
//! assert_eq!(decoded, module);
//!
//! // Every operand is reachable, typed: here the ids, renumbered in place.
//! for inst in &mut decoded.instructions {
//!     inst.for_each_id_mut(|_kind, id| *id = IdRef::new(id.get() + 10).unwrap());
//! }
//! let Instruction::Decorate { target, .. } = &decoded.instructions[1] else { unreachable!() };
//! assert_eq!(target.get(), 11);
//! # Ok(())
//! # }
//! ```
//!
//! # Reading and writing modules
//!
//! | you want | use | allocates |
//! |---|---|---|
//! | to look at every instruction once (reflection, statistics, linting) | [`Decoder::new`]`(&bytes)?` → the header and an iterator of `Result<Instruction<'_>, DecodeError>` | the context table (literal widths per id), one allocation |
//! | to keep, edit, re-encode a module | [`Module::decode`]`(&bytes)?` (borrows strings and lists from `bytes`) | the instruction vector (48 bytes per instruction, 2.8× the binary) |
//! | a module that outlives its input | `Module::decode(&bytes)?.into_owned()`, or [`Module::decode_words`]`(&words)?` | strings and lists copied |
//! | many modules, one after the other | [`Module::decode_into`]`(&bytes, storage)?`, `storage` the last module's instructions, cleared | nothing once `storage` is large enough |
//! | a validator's or fuzzer's view | [`Module::decode_strict`]`(&bytes)?`: rejects unknown opcodes and values, version words that are not a SPIR-V version, a non-zero reserved header word | as `decode` |
//! | just the words | [`binary::Reader`] (opcode, operand words, offsets) | nothing |
//!
//! - Decoding is lossless: strings keep their bytes (`Str::as_bytes`, `to_str`, `to_string_lossy`;
//!   glslang writes invalid UTF-8 into `OpSource`), instructions the grammar cannot type stay
//!   `Instruction::Raw`, and encoding gives back the input bit for bit, in either byte order: the
//!   module keeps the input's in `header.byte_order`, which `to_bytes` and `write_to` follow (set
//!   it to write the other; new modules are little-endian).
//! - Errors carry the byte offset, the instruction index, and the instruction and operand names
//!   where known: `OpMemoryModel: 1 word(s) left over after operand 'Memory Model' at byte offset
//!   28 (instruction 1)`.
//! - [`Module::encode`] refuses what would be invalid or lossy and names the instruction: a result
//!   id at or above the header's bound ([`Module::fix_bound`] recomputes it), a nul inside a
//!   string, a flag without its parameters.
//! - `module.strip_debug()` removes debug information as `spirv-opt --strip-debug` does (names,
//!   sources, lines, the debug-information sets' instructions, and the `OpString`s no
//!   non-semantic instruction uses: a DebugPrintf format stays); it gives spirv-opt's bytes on
//!   every corpus module but one, where spirv-opt's output is invalid (`tests/strip_debug.rs`).
//! - A downstream crate's own extended instruction set (`spirv_grammar!` on its grammar) types the
//!   `OpExtInst`s that spirv-core keeps as words, and puts them back bit-exactly
//!   ([`ExtInstruction::decode_as`] and [`ExtInstruction::from_instruction`], whose docs show it
//!   whole):
//!
//! ```ignore
//! let typed = ext.decode_as(|n, r| decode_instruction::<acme::Instruction>(n, r).map(IntoOwned::into_owned));
//! *ext = ExtInstruction::from_instruction(&edited_acme_instruction)?;
//! ```
//!
//! - Literal numbers carry the type their module gives them (`LiteralNumber::number_type`,
//!   `to_i64`, `to_f64`, printed as spirv-dis prints them); `Debug` shows an instruction's variant
//!   and typed fields (`Load { result_type: %2, result_id: %10, pointer: %3, memory_access:
//!   Some(Aligned(16)) }`). `Display` is the disassembler's (`spirv_core::text`).
//!
//! How it is tested: decode and encode are bit-exact on all 2,018 corpus modules in both byte
//! orders (`tests/roundtrip_binary.rs`), checked against random instructions of every opcode of
//! all 16 grammars, with flags and parameters made to disagree (`tests/properties.rs`), mutated
//! inputs (`tests/fuzz_smoke.rs`, `fuzz/`) and malformed ones (`tests/bad_input.rs`); operand
//! visitors, ids and renumbering are checked against spirv-dis and spirv-val (`tests/ids.rs`); the
//! typed iterator against `Module::decode` (`tests/decoder.rs`, `tests/allocations.rs`).
//!
//! # What `spirv_grammar!` generates
//!
//! Invoke it in a module of its own; the argument names a grammar file relative to the crate
//! directory, or to a `grammar/` folder in it or in one of its ancestors. The option
//! `module = <path of this module>` also generates `for_each_instruction!`:
//!
//! ```ignore
//! pub mod acme {
//!     spirv_core::spirv_grammar!("examples/vendor/extinst.acme.vendor-ops.grammar.json", module = crate::acme);
//! }
//! ```
//!
//! The generated code reaches spirv-core through `$crate`, so a crate that renames the dependency
//! (`spirv = { package = "spirv-core", .. }`) uses the macro as `spirv::spirv_grammar!`
//! (`tests/renamed-dependency`).
//!
//! - `Op`: `#[repr(u16)]` opcodes (`Op::TypeInt`), aliases as associated consts, `from_u16`,
//!   `name`, `from_name` (aliases too), `capabilities`, `extensions`, `version`, `last_version`,
//!   `class`, `has_result`, `has_result_type`.
//! - `OpClass`: the grammar's instruction classes (`instruction_printing_class`), which
//!   `Op::class()` returns (`Some(OpClass::TypeDeclaration)`; `None` in the extended sets, which
//!   have none), with `name` (the tag) and `heading`. A tag's variant is its words capitalised
//!   (`Relational_and_Logical` → `RelationalAndLogical`, `@exclude` → `Exclude`).
//! - `Instruction<'a>`: one variant per instruction with named, typed fields
//!   (`Instruction::TypeInt { result_id, width, signedness }`), a unit variant for an instruction
//!   without operands (`Instruction::FunctionEnd`); ids are `NonZeroU32` newtypes of the five Id
//!   kinds, strings and `*` lists borrow from the input, `?` is `Option`; `Raw` keeps what the
//!   grammar cannot type, word for word. Methods: `opcode`, `op`, `result_id`, `result_type`,
//!   `visit` / `visit_mut` (every operand, typed: ids, literals, enumerants and flags followed by
//!   their parameters, strings), `for_each_id` / `for_each_id_mut` (renumbering).
//! - `for_each_instruction!` (with the `module` option): the instruction list as a callback macro,
//!   like wasmparser's `for_each_operator!`: `TypeInt = 21, "OpTypeInt", fields { result_id: ..,
//!   width: u32, signedness: u32 };` per instruction, so that a crate generates visitors or
//!   builders from the same list.
//! - `INSTRUCTIONS`, `OPERAND_KINDS` and `operand_kinds::*`: metadata tables (operands with kind,
//!   quantifier and name; enumerants with parameters and requirements) for table-driven tools.
//!
//! ## Naming and shape rules
//!
//! These rules depend only on the item they name, so that a grammar update changes only what it
//! changes:
//!
//! - Names are the grammar's spelling (`OpenCL_C`, `acos`), the core grammar's `Op` prefix dropped
//!   for variants; a name starting with a digit gets its kind's name in front (`Dim::Dim2D`); a
//!   keyword gets a trailing `_`. Flags are SCREAMING_SNAKE_CASE (`MAKE_TEXEL_AVAILABLE`). Names
//!   other than ASCII letters, digits and `_` are grammar errors. Fields are the snake_case of the
//!   operand's prose name (`'Memory Access'` → `memory_access`), numbered when repeated
//!   (`memory_access_2`, of the same type).
//! - Every ValueEnum kind `X` has the operand type `X` and the plain values `XKind` (lookups by
//!   number and name, requirements); `X::kind()` gives the latter. When no value of `X` takes
//!   parameters, `XKind` is an alias of `X` (`Capability`); when some do, `X` carries them
//!   (`Decoration::BuiltIn(BuiltIn)`). A value whose parameters take more than 24 bytes holds them
//!   in a `Box` (`Decoration::MergeALTERA`).
//! - Every BitEnum kind `X` is a [`bitflags`](https://docs.rs/bitflags) type `X` (unknown bits
//!   retained) and has the operand type `XOperand`, an alias of `X` when no flag takes parameters.
//!   When some do (`ImageOperands`, `LoopControl`, `MemoryAccess`), `XOperand` holds the flags and,
//!   boxed and only when such a flag is set, their parameters: read with `grad()`, set with
//!   `with_grad(..)` / `set_grad(..)`, which set the flag too. A flag set without its parameters is
//!   an `EncodeError`, never words that decode to something else.
//! - One operand kind is one Rust type wherever it appears. An instruction whose fields would make
//!   `Instruction` larger than 48 bytes (24 for an extended set) holds them in a box: its variant
//!   is `Name(Box<op::Name>)` (22 in the core grammar: `Instruction::EnqueueKernel`, `CopyMemory`,
//!   the ray-tracing calls with many operands, ...).
//!
//! ## Errors in a grammar
//!
//! A malformed grammar is a compile error at the macro's argument, one per problem in the order of
//! their positions, naming the file as found and the JSON position and path:
//!
//! ```text
//! error: ../grammar/my.json:4:79: instructions[OpFoo].operands[1].kind: unknown operand kind `IdReff`: did you mean `IdRef`?
//! ```
//!
//! Every problem of the file is reported in one build: each instruction, operand kind, enumerant
//! and operand is checked on its own, so a value of the wrong type or a missing key in one of them
//! does not hide the problems of the others, and an instruction whose name or opcode is bad still
//! has its operands and requirements checked. The one exception is a JSON syntax error (a missing
//! quote, a trailing comma): past it nothing can be read with certainty, so it is reported alone.
//! (`spirv-macros/tests/ui`: the compile-error snapshots; `spirv-codegen/tests/snapshot.rs`: the
//! expansion of a vendor grammar.)
//!
//! # Compile-time profiles: `checked!`
//!
//! A crate chooses its target once, `const TARGET: Profile = Profile::new(Version::new(1, 3),
//! &["SPV_KHR_8bit_storage"]);`, and names the features it uses through it:
//! `checked!(TARGET, Capability::StorageBuffer8BitAccess)`, `checked!(TARGET, Op::SDot)`,
//! `checked!(TARGET, MemoryAccess::ALIGNED | ...)`. The check is a constant evaluated by the
//! compiler from the same grammar tables, so it works on any `spirv_grammar!` expansion, a
//! downstream crate's included. Outside the profile the build fails:
//!
//! ```text
//! error[E0080]: evaluation panicked: `Op::SDot` needs SPIR-V 1.6, or SPV_KHR_integer_dot_product,
//! which profile `TARGET` (SPIR-V 1.5 with its extensions) does not provide
//! ```
//!
//! (`spirv-core/tests/profile/`: trybuild cases for 8-bit storage under 1.3 with and without the
//! extension and under 1.5, `OpSDot` under 1.5, 1.6 and with its extension, and a mask bit.)
//! `Builder::for_profile` applies the same profile at run time to what the builder declares.
//! See [`checked!`].
//!
//! # Features
//!
//! All on by default. With `default-features = false` the crate decodes and encodes every
//! instruction of the core grammar and of GLSL.std.450, `no_std` (it needs `alloc`), and builds
//! in about rspirv's time (BENCHMARKS.md measures it).
//!
//! - `std`: I/O conveniences (`Module::write_to`, `text::disassemble_to`).
//! - `builder`: the module builder (`spirv_core::builder`); needs `std` and `requirements`.
//! - `requirements`: requirement inference (`Requirements`: the capabilities, extensions and
//!   version a module needs).
//! - `ext-sets`: the extended instruction sets other than GLSL.std.450, typed ([`ext`]).
//!   Without it, an `OpExtInst` of one of them keeps its operands as words
//!   ([`ExtInstruction::Unknown`]), still losslessly.
//! - `text`: the assembler and disassembler in SPIRV-Tools' syntax (`spirv_core::text`), and
//!   `Display` of modules and instructions; needs `ext-sets`.
//!
//! The library keeps no global or per-thread state, with `std` or without: grammar indexes are
//! generated tables. The test script builds spirv-core for `thumbv7em-none-eabihf`, a target
//! without `std`.
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs, missing_debug_implementations)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "builder")]
pub mod builder;
mod decoder;
mod definition;
mod ext_set;
mod module;
mod op_set;
mod strip_debug;
mod target_env;

#[doc(hidden)]
pub mod __private;
pub mod predicates;
#[cfg(feature = "requirements")]
pub mod requirements;
#[cfg(feature = "text")]
pub mod text;

/// Binary SPIR-V: the raw zero-copy layer ([`Reader`](binary::Reader)), typed decoding
/// ([`Decode`], [`OperandReader`](binary::OperandReader)), encoding ([`Encode`],
/// [`WordSink`](binary::WordSink)) and whole modules ([`Module`]).
pub mod binary {
    pub use crate::decoder::Decoder;
    pub use crate::module::Module;
    pub use crate::{ExtGrammar, ExtInstruction, ExtSet};
    pub use spirv_runtime::binary::*;
}

pub use decoder::Decoder;
pub use ext_set::{ExtGrammar, ExtInstruction, ExtSet, ExtSetInstruction, ext};
pub use module::Module;
pub use op_set::OpSet;
#[cfg(feature = "requirements")]
pub use requirements::Requirements;
pub use spirv_runtime::{
    BitEnum, Decode, DecodeError, DecodeErrorKind, Encode, EncodeError, FloatEncoding, FloatFormat, FloatLayout,
    GrammarNames, Header, Id, IdKind, IdMap, IdMemorySemantics, IdRef, IdResult, IdResultType, IdScope, InstructionSet,
    IntoOwned, List, ListIter, LiteralNumber, NumberType, Opcode, Operand, Profile, RawInstruction, Str, ValueEnum,
    Version, Visitor, VisitorMut, grammar,
};
pub use target_env::{Family, TargetEnv};

/// Expands a SPIR-V JSON grammar into typed Rust items.
///
/// Invoke it inside a module of its own; the argument names a grammar file relative to the
/// invoking crate's directory, or to a `grammar/` folder in that directory or in one of its
/// ancestors (so a workspace can keep its grammars in one top-level `grammar/`). The crate is
/// rebuilt when the file changes. The file may be the core grammar, an `extinst.*` grammar, or a
/// grammar of your own; extended-set grammars may use the core operand kinds (`IdRef`,
/// `LiteralInteger`, `StorageClass`, ...) without defining them. The generated code reaches
/// this crate through `$crate`, so a crate that renames its dependency on spirv-core can use it.
///
/// ```ignore
/// pub mod my_set {
///     spirv_core::spirv_grammar!("extinst.my-set.grammar.json", module = crate::my_set);
/// }
/// ```
///
/// Options, after the file name: `module = crate::path::to::this::module` (the path of the
/// module the macro is invoked in) also generates `for_each_instruction!`, whose types are
/// written through that path.
///
/// For a grammar it generates (the [crate documentation](crate#what-spirv_grammar-generates)
/// states the naming rules):
///
/// - `Op`: a `#[repr(u16)]` enum with one variant per instruction (`Op::TypeInt`; the core
///   grammar's `Op` prefix is dropped), aliases as associated consts, and `from_u16`, `name`,
///   `from_name`, `capabilities`, `extensions`, `version`, `last_version`, `class` (an `OpClass`),
///   `has_result`, `has_result_type`;
/// - `OpClass`: the grammar's instruction classes (none for the extended sets);
/// - for each ValueEnum kind `X`: the operand type `X` (`Decoration::BuiltIn(BuiltIn)` where a
///   value takes parameters) and the plain values `XKind` with `from_u32`, `name`, `from_name`
///   and requirement queries (the same type as `X` when no value takes parameters); `X::kind()`;
/// - for each BitEnum kind `X`: a [`bitflags`](https://docs.rs/bitflags) type `X` with a
///   constant per flag and alias, and the operand type `XOperand` holding the flags' parameters
///   (`ImageOperandsOperand`; the same type as `X` when no flag takes parameters); fields hold
///   operands of kinds with parameterized flags boxed (`Box<ImageOperandsOperand>`);
/// - `Instruction`: one variant per instruction with the operands as named, typed fields
///   (`Instruction::TypeInt { result_id, width, signedness }`, `Instruction::FunctionEnd`),
///   which decodes ([`InstructionSet`]), visits its operands ([`Visitor`]) and encodes;
/// - `INSTRUCTIONS`, `OPERAND_KINDS` and `operand_kinds::*`: metadata tables for table-driven
///   tools.
///
/// A malformed grammar is a compile error at the macro's argument naming the file, the JSON
/// position and the path of every problem, for example
/// `my.json:12:20: instructions[OpFoo].operands[1].kind: unknown operand kind `Bar``.
#[macro_export]
macro_rules! spirv_grammar {
    ($($args:tt)*) => {
        $crate::__private::spirv_grammar! { @krate $crate; $($args)* }
    };
}

/// The value of an instruction, enumerant or flag (a constant expression: `Op::SDot`,
/// `Capability::StorageBuffer8BitAccess`, `MemoryAccess::ALIGNED`), checked at compile time
/// against a [`Profile`]: the build fails unless the grammar's `version` of it is at most the
/// profile's, or the profile enables one of its `extensions`.
///
/// A crate defines its profile once, as a constant, and names it at each use:
///
/// ```
/// use spirv_core::spec::{Capability, Op};
/// use spirv_core::{Profile, Version, checked};
///
/// /// Vulkan 1.1 (SPIR-V 1.3) with 8-bit storage.
/// pub const TARGET: Profile = Profile::new(Version::new(1, 3), &["SPV_KHR_8bit_storage"]);
///
/// let cap = checked!(TARGET, Capability::StorageBuffer8BitAccess);
/// assert_eq!(cap, Capability::StorageBuffer8BitAccess);
/// let add = checked!(TARGET, Op::IAdd);
/// # let _ = add;
/// ```
///
/// Outside the profile, the build fails with the version and extensions that would provide
/// the feature:
///
/// ```compile_fail
/// # use spirv_core::spec::Op;
/// # use spirv_core::{Profile, Version, checked};
/// const TARGET: Profile = Profile::new(Version::new(1, 3), &[]);
/// let dot = checked!(TARGET, Op::SDot);
/// // error: `Op::SDot` needs SPIR-V 1.6, or SPV_KHR_integer_dot_product, which profile
/// // `TARGET` (SPIR-V 1.3) does not provide
/// ```
///
/// Capabilities a feature needs are declared in the module, not in the profile; see
/// [`spirv_runtime::profile`] for the exact rule. Features of a downstream crate's own grammar
/// expansion are checked the same way.
#[macro_export]
macro_rules! checked {
    ($profile:path, $value:expr $(,)?) => {{
        const _: () = $crate::__private::assert_allowed(
            &$profile,
            ::core::stringify!($profile),
            ::core::stringify!($value),
            ($value).__feature(),
        );
        $value
    }};
}

/// The core SPIR-V grammar (`spirv.core.grammar.json`, SPIR-V 1.6 revision 4).
pub mod spec {
    crate::spirv_grammar!("spirv.core.grammar.json", module = crate::spec);
}

/// The newest SPIR-V version, as the core grammar gives it (`major_version`, `minor_version`):
/// 1.6. SPIRV-Tools 2025.5, which is built on the same grammar, knows the versions up to it.
pub const NEWEST_VERSION: Version = Version::new(spec::MAJOR_VERSION, spec::MINOR_VERSION);

/// The SPIR-V version of a module header's version word (`0x00010300`: 1.3) if it is one the
/// tools know: 1.0 to [`NEWEST_VERSION`], its unused bytes 0. SPIRV-Tools' header check, which
/// [`check_header`] applies.
///
/// ```
/// use spirv_core::{Version, known_version};
/// assert_eq!(known_version(0x0001_0300), Some(Version::new(1, 3)));
/// assert_eq!(known_version(0x0001_0700), None); // newer than the grammar
/// assert_eq!(known_version(0x0001_0301), None); // a low byte set
/// ```
pub const fn known_version(word: u32) -> Option<Version> {
    Version::known(word, NEWEST_VERSION)
}

/// Reads and checks a module's header as SPIRV-Tools does, its version against the grammar's
/// ([`known_version`]): what `spirv-dis`, `spirv-val` and [`Module::decode_strict`] check
/// first. See [`binary::check_header`] for the faults and their order.
///
/// ```
/// use spirv_core::binary::{ByteOrder, HeaderError, MAGIC};
///
/// let module = ByteOrder::Little.to_bytes(&[MAGIC, 0x0001_0700, 0, 1, 0]);
/// assert_eq!(spirv_core::check_header(&module), Err(HeaderError::BadVersion { word: 0x0001_0700 }));
/// ```
///
/// # Errors
/// The first fault found.
pub fn check_header(bytes: &[u8]) -> Result<Header, binary::HeaderError> {
    binary::check_header(bytes, Some(NEWEST_VERSION))
}

// The runtime states the magic number, as it reads headers without a grammar; the grammar agrees.
const _: () = assert!(spec::MAGIC_NUMBER == binary::MAGIC);
