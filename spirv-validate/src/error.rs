//! What the validator reports: an error of a class, at an instruction, with spirv-val's message.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::source::SourceLocation;

/// The class of an error: SPIRV-Tools' `spv_result_t` codes that validation reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// `SPV_ERROR_INVALID_BINARY`: a malformed binary, or a rule of the module as a whole.
    InvalidBinary,
    /// `SPV_ERROR_INVALID_ID`: an id undefined, defined twice, or not what it must be.
    InvalidId,
    /// `SPV_ERROR_INVALID_LAYOUT`: an instruction out of the module's logical layout.
    InvalidLayout,
    /// `SPV_ERROR_INVALID_CAPABILITY`: a feature the declared capabilities do not enable.
    InvalidCapability,
    /// `SPV_ERROR_INVALID_DATA`: an operand's value breaks a rule.
    InvalidData,
    /// `SPV_ERROR_INVALID_VALUE`: a literal operand's value is not one its type or kind allows.
    InvalidValue,
    /// `SPV_ERROR_INVALID_CFG`: control flow that breaks the rules of blocks and constructs.
    InvalidCfg,
    /// `SPV_ERROR_WRONG_VERSION`: the module's version is newer than the target allows.
    WrongVersion,
    /// `SPV_ERROR_MISSING_EXTENSION`: a feature whose extension is not declared.
    MissingExtension,
    /// `SPV_ERROR_INTERNAL`: what SPIRV-Tools reports as its own failure.
    Internal,
    /// `SPV_WARNING`: behavior the specification leaves undefined, which spirv-val reports (and
    /// fails the validation on) as it does its errors.
    Warning,
}

/// A validation error: its class, the instruction it is about, and spirv-val's message.
///
/// Displays as `spirv-val` prints it after `error: ` (and before its last newline): `line N:
/// message`, where `N` numbers instructions from 1 (0: the module as a whole), then, for an
/// instruction, a line with the instruction as `spirv-dis` prints it with friendly names and an
/// empty line:
///
/// ```text
/// line 4: Name is in an invalid layout section
///   OpName %x "x"
///
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    /// The class.
    pub kind: ErrorKind,
    /// The index of the instruction in the module (0 for the first after the header); `None`
    /// for an error about the module as a whole.
    pub instruction: Option<usize>,
    /// spirv-val's message, without the instruction's text.
    pub message: String,
    /// The instruction as spirv-val prints it under the message (with friendly names), if the
    /// error is about one.
    pub text: Option<Box<str>>,
    /// The instruction's byte offset in the module (from the start of the header).
    pub offset: Option<usize>,
    /// The ids the message names, in its order.
    pub ids: Box<[u32]>,
    /// The Vulkan rule the message names (`VUID-StandaloneSpirv-...`), under a Vulkan
    /// environment.
    pub vuid: Option<Box<str>>,
    /// Where in the shader's source the instruction comes from, when the module says
    /// (`OpLine`, or NonSemantic.Shader.DebugInfo.100's `DebugLine`).
    pub source: Option<Box<SourceLocation>>,
}

/// An error as the passes return it: boxed, so that a check's `Result` is a pointer (the error
/// is large, and every instruction goes through a dozen checks that almost always pass).
pub(crate) type Fault = alloc::boxed::Box<ValidationError>;

impl ValidationError {
    /// An error about no instruction (or one the module's words cannot place).
    pub(crate) fn of_module(kind: ErrorKind, instruction: Option<usize>, message: String) -> Self {
        ValidationError {
            kind,
            instruction,
            message,
            text: None,
            offset: None,
            ids: Box::default(),
            vuid: None,
            source: None,
        }
    }

    /// The line number spirv-val gives: the instruction's index + 1, 0 for the module.
    pub fn line(&self) -> usize {
        self.instruction.map_or(0, |i| i + 1)
    }
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line(), self.message)?;
        if let Some(text) = &self.text {
            write!(f, "\n  {text}\n")?;
        }
        Ok(())
    }
}

impl core::error::Error for ValidationError {}

/// Where a whole-module check reports its errors.
#[derive(Debug)]
pub(crate) struct Report {
    pub(crate) errors: Vec<ValidationError>,
    pub(crate) keep_going: bool,
}

/// The validation stops here: an error was reported and only the first is wanted.
#[derive(Debug)]
pub(crate) struct Stop;

impl Report {
    /// Records `e`; `Err(Stop)` unless the validation keeps going (use `?`).
    #[expect(clippy::boxed_local, reason = "the passes make their errors boxed")]
    pub(crate) fn error(&mut self, e: Fault) -> Result<(), Stop> {
        self.errors.push(*e);
        if self.keep_going { Ok(()) } else { Err(Stop) }
    }
}
