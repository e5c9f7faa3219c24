//! What the assembler reports: an error's class and its place in the text.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// The class of an [`AssembleError`], as `spirv-as` reports it in its exit status.
///
/// ```
/// use spirv_core::text::{AssembleErrorKind, AssembleOptions, assemble};
///
/// let error = assemble(b"OpFooBar\n", &AssembleOptions::default()).unwrap_err();
/// assert_eq!(error.kind(), AssembleErrorKind::InvalidLookup);
/// assert_eq!(error.kind().exit_status(), 247);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AssembleErrorKind {
    /// Invalid text (`SPV_ERROR_INVALID_TEXT`, exit status 251): most errors.
    InvalidText,
    /// A name that is not found (`SPV_ERROR_INVALID_LOOKUP`, exit status 247): an unknown or
    /// unavailable opcode name, a bad mask operand.
    InvalidLookup,
    /// An unsupported literal width (`SPV_ERROR_INTERNAL`, exit status 255), such as a
    /// constant of a 128-bit integer type.
    Internal,
    /// A literal string longer than SPIR-V allows (`SPV_ERROR_OUT_OF_MEMORY`, exit status 254).
    /// `spirv-as` has no message for it unless the string follows a `!<integer>`: it prints
    /// the last diagnostic it made without failing (`Value is being defined a second time`),
    /// which is then the error's message and position, or nothing: the message is then empty.
    OutOfMemory,
}

impl AssembleErrorKind {
    /// The exit status of `spirv-as` for this error (256 + the `spv_result_t` code).
    ///
    /// ```
    /// use spirv_core::text::{AssembleOptions, assemble};
    ///
    /// let options = AssembleOptions::default();
    /// assert_eq!(assemble(b"OpCapability Shaderx", &options).unwrap_err().kind().exit_status(), 251);
    /// assert_eq!(assemble(b"%1 = OpTypeInt 128 0\n%2 = OpConstant %1 1", &options).unwrap_err().kind().exit_status(), 255);
    /// ```
    pub fn exit_status(self) -> u8 {
        match self {
            AssembleErrorKind::InvalidText => 251,
            AssembleErrorKind::InvalidLookup => 247,
            AssembleErrorKind::Internal => 255,
            AssembleErrorKind::OutOfMemory => 254,
        }
    }
}

/// Why the text does not assemble: the message and position `spirv-as` reports.
///
/// Displays as `LINE: COL: MESSAGE`, 1-based; `spirv-as` prints `error: ` before it.
///
/// ```
/// use spirv_core::text::{AssembleOptions, assemble};
///
/// let error = assemble(b"%foo.bar = OpTypeVoid\n", &AssembleOptions::default()).unwrap_err();
/// assert_eq!((error.line(), error.column()), (1, 22));
/// assert_eq!(error.message(), "Invalid ID foo.bar");
/// assert_eq!(error.to_string(), "1: 22: Invalid ID foo.bar");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}: {column}: {message}")]
pub struct AssembleError {
    line: usize,
    column: usize,
    message: String,
    bytes: Vec<u8>,
    pub(super) kind: AssembleErrorKind,
}

impl AssembleError {
    pub(super) fn new(line: usize, column: usize, bytes: Vec<u8>, kind: AssembleErrorKind) -> Self {
        let message = String::from_utf8_lossy(&bytes).into_owned();
        AssembleError { line, column, message, bytes, kind }
    }

    /// The 1-based line.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column, in bytes.
    pub fn column(&self) -> usize {
        self.column
    }

    /// The message (invalid UTF-8 from the text replaced; [`message_bytes`](Self::message_bytes)
    /// has it as `spirv-as` prints it).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The message's bytes, with the text's bytes as they are.
    ///
    /// ```
    /// use spirv_core::text::{AssembleOptions, assemble};
    ///
    /// let error = assemble(b"OpCapability \xff", &AssembleOptions::default()).unwrap_err();
    /// assert_eq!(error.message_bytes(), b"Invalid capability '\xff'.");
    /// assert_eq!(error.message(), "Invalid capability '\u{fffd}'.");
    /// ```
    pub fn message_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The class of error.
    pub fn kind(&self) -> AssembleErrorKind {
        self.kind
    }
}

impl fmt::Display for AssembleErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            AssembleErrorKind::InvalidText => "invalid text",
            AssembleErrorKind::InvalidLookup => "invalid lookup",
            AssembleErrorKind::Internal => "internal error",
            AssembleErrorKind::OutOfMemory => "out of memory",
        })
    }
}
