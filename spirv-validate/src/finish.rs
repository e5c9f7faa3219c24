//! Validation when a module is built: [`FinishValidated::finish_validated`], the module
//! builder's `finish` followed by [`validate`](crate::validate), for a compiler that wants to
//! know, in process, that the module it made is valid. (spirv-core cannot call the validator
//! itself: the validator is built on it.)

use core::fmt;

use spirv_core::Module;
use spirv_core::builder::{BuildError, Builder};

use crate::{Options, Validated, ValidationError, validate};

/// Why [`FinishValidated::finish_validated`] gave no module.
#[derive(Debug)]
#[non_exhaustive]
pub enum FinishError {
    /// The builder could not finish the module (its own checks: ids, requirements).
    Build(BuildError),
    /// The module it finished is not valid: the first error, as spirv-val would report it.
    Invalid(ValidationError),
}

impl fmt::Display for FinishError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FinishError::Build(e) => write!(f, "{e}"),
            FinishError::Invalid(e) => write!(f, "the module built is not valid: {e}"),
        }
    }
}

impl core::error::Error for FinishError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            FinishError::Build(e) => Some(e),
            FinishError::Invalid(e) => Some(e),
        }
    }
}

/// A builder's `finish` that also validates the module.
///
/// ```
/// use spirv_core::builder::Builder;
/// use spirv_core::spec::{AddressingModel, Capability, FunctionControl, Instruction, MemoryModel};
/// use spirv_core::{TargetEnv, Version};
/// use spirv_validate::{FinishError, FinishValidated, Options};
///
/// // A function that shifts a float: the builder takes it, the validator does not.
/// let mut b = Builder::new(Version::new(1, 3));
/// b.capability(Capability::Shader);
/// b.capability(Capability::Linkage);
/// b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
/// let void = b.type_void();
/// let float = b.type_float(32);
/// let one = b.constant_f32(1.0);
/// let f_type = b.type_function(void, []);
/// let f = b.function(void, FunctionControl::NONE, f_type);
/// let entry = b.block(f);
/// let mut c = b.at(entry);
/// c.op(|r| Instruction::ShiftLeftLogical { result_type: float.into(), result_id: r, base: one, shift: one });
/// c.ret();
/// let e = b.finish_validated(&Options::new(TargetEnv::Universal1_3)).unwrap_err();
/// let FinishError::Invalid(error) = e else { panic!("{e}") };
/// assert_eq!(error.message, "Expected int scalar or vector type as Result Type: ShiftLeftLogical");
/// ```
pub trait FinishValidated<'a> {
    /// The builder's `finish` (which declares what the module requires), then validation under
    /// `options`: the module, and what the validation vouches for (the checks it did not make).
    ///
    /// # Errors
    /// The builder's error, or the first validation error.
    fn finish_validated(self, options: &Options) -> Result<(Module<'a>, Validated), FinishError>;
}

impl<'a> FinishValidated<'a> for Builder<'a> {
    fn finish_validated(self, options: &Options) -> Result<(Module<'a>, Validated), FinishError> {
        let module = self.finish().map_err(FinishError::Build)?;
        let validated = validate(&module.to_bytes(), options).map_err(FinishError::Invalid)?;
        Ok((module, validated))
    }
}
