//! A SPIR-V validator that agrees with `spirv-val` (SPIRV-Tools 2025.5): its checks in its
//! order, so that the first error reported is the one `spirv-val` reports, with its message.
//!
//! ```
//! use spirv_validate::{validate_words, ErrorKind, Options};
//!
//! let words = spirv_core::text::assemble(b"
//!     OpCapability Shader
//!     OpMemoryModel Logical GLSL450
//!     %uint = OpTypeInt 32 0
//!     OpName %uint \"uint\"
//! ", &Default::default()).unwrap();
//! let e = validate_words(&words, &Options::default()).unwrap_err();
//! assert_eq!(e.kind, ErrorKind::InvalidLayout);
//! assert_eq!(e.to_string(), "line 4: Name is in an invalid layout section\n  OpName %uint \"uint\"\n");
//! ```
//!
//! [`validate_all`] goes on past the first error and reports every one it finds, which
//! `spirv-val` cannot (SPIRV-Tools#547, #6806). A [`Validator`] validates module after module under one set of options,
//! keeping its working memory from one to the next: for a tool or an engine that validates many.
//!
//! # Options, errors, many modules
//!
//! ```
//! use spirv_core::TargetEnv;
//! use spirv_validate::{Options, validate, validate_all};
//!
//! # let words = spirv_core::text::assemble(b"OpCapability Shader\nOpMemoryModel Logical GLSL450\n", &Default::default()).unwrap();
//! # let bytes = spirv_core::binary::ByteOrder::Little.to_bytes(&words);
//! let options = Options { scalar_block_layout: true, ..Options::new(TargetEnv::Vulkan1_2) };
//! match validate(&bytes, &options) {
//!     Ok(_) => println!("valid"),
//!     Err(e) => {
//!         // spirv-val's line: `line 42: Expected int scalar or vector type as Result Type: ...`
//!         println!("error: {e}");
//!         // And more than it says: the byte offset, the ids and the Vulkan rule the message
//!         // names, and the source line the compiler recorded (OpLine or DebugLine).
//!         println!("{:?} {:?} {:?} {:?}", e.offset, e.ids, e.vuid, e.source);
//!     }
//! }
//! for e in validate_all(&bytes, &options) {
//!     println!("{e}");
//! }
//! // Many modules: one Validator keeps its working memory (and what it has looked up in the
//! // grammar) from one module to the next.
//! let mut validator = spirv_validate::Validator::new(options);
//! for module in [&bytes, &bytes] {
//!     let _ = validator.validate(module);
//! }
//! ```
//!
//! [`Options`] are `spirv-val`'s flags: `--target-env` (every environment it takes),
//! `--relax-block-layout`, `--uniform-buffer-standard-layout`, `--scalar-block-layout`,
//! `--workgroup-scalar-block-layout`, `--skip-block-layout`, `--relax-struct-store`,
//! `--relax-logical-pointer`, `--before-hlsl-legalization`, `--allow-localsizeid` and the
//! `--max-*` limits ([`Limits::by_flag`] reads them as `spirv-val` does, quirks included). The
//! builder validates on request: `builder.finish_validated(&options)` (the quickstart does).
//!
//! A [`Validator`] keeps the verdicts of the checks that depend only on what a module declares,
//! for the next modules that declare the same, and decodes each module into the memory of the
//! last one's instructions. SPIRV-Tools' binary parse, whose errors come first, runs only when the
//! decoded module shows it might fail (`spirv_core::text::check_decoded`; a validator, which
//! visits every operand anyway, leaves that visit's part of the proof to its own visit:
//! `spirv_core::text::check_decoded_except_operands`). Its speed against `spvValidate`: `cargo
//! bench --bench validate`, and BENCHMARKS.md.
//!
//! `spirv val` (the crate spirv-cli) is the drop-in for the `spirv-val` command.
//!
//! # What it checks
//!
//! `spirv-val` runs, in order: the header and the binary parse; per instruction, the id, capability,
//! layout, control-flow-structure and instruction passes; forward declarations and
//! reachability; per instruction, the passes of each instruction class; then whole-module checks.
//! This validator makes every check of spirv-val 2025.5, pass by pass in its order
//! ([`CHECKED`] lists them), so that its verdict and first error are spirv-val's.
//!
//! In spirv-val's words: the header and binary parse, the id, capability, layout, control-flow
//! and instruction passes, forward declarations, reachability; per instruction the misc, debug,
//! annotation, extension (`GLSL.std.450`, `OpenCL.std`, `OpenCL.DebugInfo.100`,
//! `NonSemantic.Shader.DebugInfo.100` and `NonSemantic.ClspvReflection` instructions),
//! mode-setting, type, constant, memory, function, image, conversion, composite, arithmetic,
//! bitwise, logical, control-flow, derivative, atomic (scopes and memory semantics with them),
//! primitive, barrier, non-uniform, literal, ray query, ray tracing, hit-object (reorder), mesh
//! shading, tensor layout, tensor, graph and invalid-type passes; then adjacency, entry points,
//! graph entry points, structured control flow, dominance, decorations (explicit layouts with
//! every layout option), interfaces, built-ins, and per instruction execution limitations,
//! small-type uses and QCOM texture uses, and logical pointers.
//!
//! # How it is tested
//!
//! Against spirv-val (CI, `tests/validate*.rs`; every expectation is spirv-val's output on the
//! same input and options). No module spirv-val accepts is rejected, and none it rejects is
//! accepted in any of these:
//! - SPIRV-Tools' own validator tests: the 10,720 modules the test files of the second half's
//!   passes and of the decorations build (`tests/conformance/spirv-val-cases`, with spirv-val's
//!   verdicts; `tests/validate_spirv_tools_cases.rs` holds the figures per file): every verdict
//!   agrees, and the output (error line and instruction) is spirv-val's on all 8,024
//!   rejections. The raw modules
//!   of all its test files (`scripts/harvest-val-snippets.py` then `cargo run --release
//!   --example val_snippets`, not run in CI): all 1,448 verdicts agree, the first line on 990 of
//!   991 rejections.
//! - `tests/validate.rs`: all 4,036 corpus runs (each module under its own version and under
//!   Vulkan 1.3); all 2,020 mutated modules (ids replaced, instructions removed, duplicated or
//!   moved; the first error spirv-val's on all 1,565 rejections); all 1,010 with a literal or
//!   enumerant changed (789); all 3,027 with a declaration removed or the version lowered
//!   (1,344); all 2,532 with an instruction of images, extended sets, atomics, barriers,
//!   derivatives or primitives edited (2,212); all 2,195 with a built-in decoration moved,
//!   re-typed or re-stored, a group operation's or ray-tracing or mesh instruction's operands
//!   edited, or the entry point given another execution model (1,921).
//!
//! [`validate_all`] reports every one of 2 to 5 faults injected into valid modules, each at its
//! instruction, in all 601 modules where spirv-val finds them one at a time
//! (`tests/validate_keep_going.rs`). Errors carry the source line recorded by glslang's `-g`
//! and `-gVS` (`tests/validate_errors.rs`). The small modules of `tests/validate_*.rs` each
//! break one rule of a pass (or keep to it), and are judged by spirv-val and by this crate
//! alike.
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs, missing_debug_implementations)]

extern crate alloc;

// The modules in layers, each using only those of the layers below it (tests/module_graph.rs
// holds them to it): what a module is made of and what is said of it (`checker` and below:
// the module's facts, model, decorations and graphs, built once, the execution-model
// limitations registered, and how errors are worded); the questions the passes ask of that
// state (`types`, `cooperative`, `reach`) and the rules they share (`synchronization`: scopes
// and memory semantics); the passes, each of which uses the state and never another pass; and
// on top `passes`' own module, which runs them in spirv-val's order, and `run`, the validation
// of a module from start to end.
mod bit_set;
mod by_class;
mod capabilities;
mod cfg_graph;
mod checker;
mod cooperative;
mod declared;
mod decoration_table;
mod error;
mod facts;
// The module builder is spirv-core's `std` part.
#[cfg(feature = "std")]
mod finish;
mod good_operands;
mod hash;
mod limitations;
mod op_cache;
mod opcodes;
mod operands;
mod options;
mod passes;
mod reach;
mod reuse;
mod run;
mod sorted;
mod source;
mod synchronization;
mod types;
mod unordered_set;
mod vuid;
mod walk;

pub use error::{ErrorKind, ValidationError};
#[cfg(feature = "std")]
pub use finish::{FinishError, FinishValidated};
pub use options::{Limits, Options};
pub use passes::CHECKED;
pub use source::SourceLocation;

use alloc::vec::Vec;

/// Validates a module (bytes in either byte order) as `spirv-val` does, as far as [`CHECKED`]
/// goes: the first error `spirv-val` would report.
///
/// # Errors
/// The first rule the module breaks, with `spirv-val`'s class, line and message.
pub fn validate(bytes: &[u8], options: &Options) -> Result<Validated, ValidationError> {
    first(run::run(bytes, options, false, &mut Default::default()))
}

/// [`validate`] of a module given as words (as [`spirv_core::text::assemble`] and
/// [`spirv_core::Module::to_words`] return it): the words are read in this machine's order, as
/// bytes in little-endian order.
///
/// # Errors
/// The first rule the module breaks, with `spirv-val`'s class, line and message.
pub fn validate_words(words: &[u32], options: &Options) -> Result<Validated, ValidationError> {
    validate(&little_endian(words), options)
}

/// `words` as bytes, little-endian: the validator reads bytes (its messages give byte offsets,
/// and spirv-val's binary parse reads either order).
fn little_endian(words: &[u32]) -> Vec<u8> {
    spirv_core::binary::ByteOrder::Little.to_bytes(words)
}

/// The first of `errors`, or what a validation without any vouches for.
fn first(errors: Vec<ValidationError>) -> Result<Validated, ValidationError> {
    match errors.into_iter().next() {
        Some(e) => Err(e),
        None => Ok(Validated { _private: () }),
    }
}

/// What [`validate`] vouches for when it finds no error: the module breaks none of the rules
/// of [`CHECKED`], which are spirv-val's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use]
pub struct Validated {
    _private: (),
}

/// Validates like [`validate`], going on past each error: every error found, in the order
/// `spirv-val`'s passes would meet them (none: valid as far as [`CHECKED`] goes, as
/// [`Validated`] says). After an error in an instruction the rest of that
/// instruction's checks are skipped; a malformed binary (whose instructions cannot be read)
/// ends the validation.
pub fn validate_all(bytes: &[u8], options: &Options) -> Vec<ValidationError> {
    run::run(bytes, options, true, &mut Default::default())
}

/// Validates module after module under the same options, keeping what one validation leaves
/// for the next (the memory of the graphs, of the operand and opcode tables and of the id pass,
/// what it has looked up in the grammar, and the verdicts of the capability checks for the last
/// few sets of declarations a module made), so that each does less than [`validate`] alone:
/// for a tool, an engine or a test suite that validates many modules. The answers are
/// [`validate`]'s and [`validate_all`]'s. It holds on to the memory the largest module so far
/// needed; a new `Validator` starts small again.
///
/// ```
/// use spirv_validate::{Options, Validator};
///
/// // A library (`Linkage`: no entry point needed) and a module missing its memory model.
/// let module = |text: &[u8]| spirv_core::text::assemble(text, &Default::default()).unwrap();
/// let library = module(b"OpCapability Shader\nOpCapability Linkage\nOpMemoryModel Logical GLSL450\n");
/// let broken = module(b"OpCapability Shader\nOpCapability Linkage\n");
/// let mut validator = Validator::new(Options::default());
/// assert!(validator.validate_words(&library).is_ok());
/// assert_eq!(
///     validator.validate_words(&broken).unwrap_err().message,
///     spirv_validate::validate_words(&broken, validator.options()).unwrap_err().message,
/// );
/// // Bytes, in either order, give the same answers.
/// let bytes = spirv_core::binary::ByteOrder::Big.to_bytes(&broken);
/// assert_eq!(validator.validate(&bytes), validator.validate_words(&broken));
/// assert!(validator.validate_words(&library).is_ok());
/// ```
#[derive(Debug, Default)]
pub struct Validator {
    options: Options,
    buffers: run::Buffers,
}

// A validator can move to another thread (an engine's worker validating the shaders it loads).
const _: () = {
    const fn send<T: Send>() {}
    send::<Validator>()
};

impl Validator {
    /// A validator applying `options` to every module.
    pub fn new(options: Options) -> Self {
        Validator { options, buffers: Default::default() }
    }

    /// The options it validates under.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// [`validate`] under this validator's options.
    ///
    /// # Errors
    /// The first rule the module breaks, with `spirv-val`'s class, line and message.
    pub fn validate(&mut self, bytes: &[u8]) -> Result<Validated, ValidationError> {
        first(run::run(bytes, &self.options, false, &mut self.buffers))
    }

    /// [`validate_all`] under this validator's options.
    pub fn validate_all(&mut self, bytes: &[u8]) -> Vec<ValidationError> {
        run::run(bytes, &self.options, true, &mut self.buffers)
    }

    /// [`validate_words`] under this validator's options.
    ///
    /// # Errors
    /// The first rule the module breaks, with `spirv-val`'s class, line and message.
    pub fn validate_words(&mut self, words: &[u32]) -> Result<Validated, ValidationError> {
        self.validate(&little_endian(words))
    }
}
