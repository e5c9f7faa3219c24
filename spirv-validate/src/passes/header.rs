//! The header, checked before anything is parsed (`ValidateBinaryUsingContextAndValidationState`
//! in SPIRV-Tools' `source/val/validate.cpp`).

use alloc::format;

use spirv_core::binary::MAGIC;

use crate::error::{ErrorKind, ValidationError};
use crate::options::Options;

fn module_error(kind: ErrorKind, message: impl Into<alloc::string::String>) -> ValidationError {
    ValidationError::of_module(kind, None, message.into())
}

/// The magic number, the header's shape and version, the version against the target
/// environment, and the id bound against `--max-id-bound`.
pub(crate) fn check(bytes: &[u8], options: &Options) -> Result<(), ValidationError> {
    let word = |i: usize| bytes.get(i * 4..i * 4 + 4).map(|b| [b[0], b[1], b[2], b[3]]);
    let magic = word(0).map(u32::from_le_bytes);
    let big_endian = match magic {
        Some(MAGIC) => false,
        Some(m) if m == MAGIC.swap_bytes() => true,
        _ => return Err(module_error(ErrorKind::InvalidBinary, "Invalid SPIR-V magic number.")),
    };
    let read = |i: usize| word(i).map(|w| if big_endian { u32::from_be_bytes(w) } else { u32::from_le_bytes(w) });
    let (Some(version), Some(bound)) = (read(1), read(3)) else {
        return Err(module_error(ErrorKind::InvalidBinary, "Invalid SPIR-V header."));
    };
    if spirv_core::known_version(version).is_none() || bytes.len() < 20 {
        return Err(module_error(ErrorKind::InvalidBinary, "Invalid SPIR-V header."));
    }
    let env = options.target_env;
    let target = env.spirv_version();
    if version > (u32::from(target.major) << 16 | u32::from(target.minor) << 8) {
        return Err(module_error(
            ErrorKind::WrongVersion,
            format!(
                "Invalid SPIR-V binary version {}.{} for target environment {}.",
                version >> 16 & 0xFF,
                version >> 8 & 0xFF,
                env.description()
            ),
        ));
    }
    if bound > options.limits.max_id_bound {
        return Err(module_error(
            ErrorKind::InvalidBinary,
            format!("Invalid SPIR-V.  The id bound is larger than the max id bound {}.", options.limits.max_id_bound),
        ));
    }
    Ok(())
}
