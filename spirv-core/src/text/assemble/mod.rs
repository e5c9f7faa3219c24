//! The assembler: SPIR-V assembly text to a module, byte for byte as SPIRV-Tools' `spirv-as`
//! (v2025.5) writes it, with its diagnostics.

use alloc::vec::Vec;

use crate::Version;

mod encode;
mod error;
mod lexer;
mod lookup;
mod number;
mod operands;
mod tables;

use encode::{Assembler, Diag};
pub use error::{AssembleError, AssembleErrorKind};
/// The SPIR-V minor version (0 to 6) a text's leading `; Version: 1.N` comment selects, as
/// `spirv-as` reads its target from it when none is given (what [`assemble`] does without a
/// target); for harnesses that drive SPIRV-Tools as `spirv-as` would.
#[doc(hidden)]
pub use lexer::version_comment;

/// How to assemble: the target SPIR-V version and id numbering, as `spirv-as`'s
/// `--target-env` and `--preserve-numeric-ids` set them.
///
/// ```
/// use spirv_core::Version;
/// use spirv_core::text::{AssembleOptions, target_env_version};
///
/// let options = AssembleOptions { target: target_env_version("vulkan1.1"), preserve_numeric_ids: true };
/// assert_eq!(options.target, Some(Version::new(1, 3)));
/// assert_eq!(AssembleOptions::default().target, None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AssembleOptions {
    /// The SPIR-V version of the module header, which also decides which opcodes are
    /// available. `None` (the default) takes it from a leading `; Version: 1.<digit>` comment
    /// (only whitespace and comment lines may come before it), else 1.6, as `spirv-as` without
    /// `--target-env` does.
    pub target: Option<Version>,
    /// Keep the number of every id whose name is a number (`%5` is id 5; `%010` is 8, read as
    /// C reads integers); other names take the lowest free numbers in order of first use.
    /// Without it every name, `%5` included, is numbered from 1 in order of first use.
    pub preserve_numeric_ids: bool,
}

/// Assembles SPIR-V assembly text into a module (header included), as `spirv-as` does.
///
/// The text is bytes (a NUL byte ends it). Ids are numbered in the order they are first
/// written to the binary, the result type of an instruction before its result id; the header
/// has the target version, the generator word of SPIRV-Tools' assembler (`0x00070000`), the id
/// bound and a zero schema. Empty text is an error (`Missing assembly text.`), as for
/// `spirv-as`.
///
/// ```
/// use spirv_core::text::{AssembleOptions, assemble};
///
/// let text = b"; Version: 1.3\n%a = OpIAdd %int %b %c\n";
/// let words = assemble(text, &AssembleOptions::default())?;
/// assert_eq!(words, [0x0723_0203, 0x0001_0300, 0x0007_0000, 5, 0, 0x0005_0080, 1, 2, 3, 4]);
/// # Ok::<(), spirv_core::text::AssembleError>(())
/// ```
pub fn assemble(text: &[u8], options: &AssembleOptions) -> Result<Vec<u32>, AssembleError> {
    assemble_with(text, options, true)
}

/// [`assemble`] without the fast path for common instructions (`fast` false): what the tests
/// compare it with.
#[doc(hidden)]
pub fn assemble_with(text: &[u8], options: &AssembleOptions, fast: bool) -> Result<Vec<u32>, AssembleError> {
    if text.is_empty() {
        return Err(AssembleError::new(1, 1, b"Missing assembly text.".to_vec(), AssembleErrorKind::InvalidText));
    }
    let version = options
        .target
        // Without a target or a `; Version:` line, spirv-as' default environment, SPIR-V 1.6
        // (SPIRV-Tools' newest, and the grammar's).
        .unwrap_or_else(|| lexer::version_comment(text).map_or(crate::NEWEST_VERSION, |minor| Version::new(1, minor)))
        .to_word();
    let mut first = Assembler::new(text, version, Vec::new(), fast);
    match first.run() {
        Ok(()) => {}
        // The numbering pass of --preserve-numeric-ids reports any error as invalid text.
        Err(diag) if options.preserve_numeric_ids => {
            let mut error = error_of(&diag);
            error.kind = AssembleErrorKind::InvalidText;
            return Err(error);
        }
        Err(diag) => return Err(error_of(&diag)),
    }
    if !options.preserve_numeric_ids {
        return Ok(first.out);
    }
    let preserved = first.numeric_ids();
    if preserved.is_empty() {
        return Ok(first.out);
    }
    drop(first);
    let mut second = Assembler::new(text, version, preserved, fast);
    second.run().map_err(|diag| error_of(&diag))?;
    Ok(second.out)
}

/// The SPIR-V version `spirv-as --target-env <name>` writes: `spv1.0` to `spv1.6`, `vulkan1.0`
/// to `vulkan1.4`, `vulkan1.1spv1.4`, `opencl1.2` to `opencl2.2` (with `embedded`), `opengl4.0`
/// to `opengl4.5`. Like SPIRV-Tools it takes the first of its names that starts `name`
/// (`vulkan1.2spv1.5` is `vulkan1.2`). `None` for a name it does not know.
///
/// ```
/// use spirv_core::Version;
/// use spirv_core::text::target_env_version;
///
/// assert_eq!(target_env_version("vulkan1.1"), Some(Version::new(1, 3)));
/// assert_eq!(target_env_version("opencl2.1"), Some(Version::new(1, 0)));
/// assert_eq!(target_env_version("spv1.7"), None);
/// ```
pub fn target_env_version(name: &str) -> Option<Version> {
    crate::TargetEnv::parse(name).map(crate::TargetEnv::spirv_version)
}

/// The error of the assembler's diagnostic `diag`.
fn error_of(diag: &Diag) -> AssembleError {
    let bytes = diag.message.clone().unwrap_or_default();
    AssembleError::new(diag.pos.line + 1, diag.pos.column + 1, bytes, diag.kind)
}
