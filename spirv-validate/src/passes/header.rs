//! The header, checked before anything is parsed (`ValidateBinaryUsingContextAndValidationState`
//! in SPIRV-Tools' `source/val/validate.cpp`).

use alloc::format;

use spirv_core::binary::{ByteOrder, HEADER_BYTES};

use crate::error::{ErrorKind, ValidationError};
use crate::options::Options;

fn module_error(kind: ErrorKind, message: impl Into<alloc::string::String>) -> ValidationError {
    ValidationError::of_module(kind, None, message.into())
}

/// The magic number, the header's shape and version, the version against the target
/// environment, and the id bound against `--max-id-bound`.
pub(crate) fn check(bytes: &[u8], options: &Options) -> Result<(), ValidationError> {
    // spirv-val looks at the first word before the header's length, so a short module with a
    // bad magic number gets the magic number's message.
    if bytes.first_chunk::<4>().and_then(|first| ByteOrder::of_magic(*first)).is_none() {
        return Err(module_error(ErrorKind::InvalidBinary, "Invalid SPIR-V magic number."));
    }
    // The header's words only: a partial word after them is the binary parse's to report
    // (spirv-val's command line reads whole words).
    let header = spirv_core::check_header(&bytes[..bytes.len().min(HEADER_BYTES)])
        .map_err(|_| module_error(ErrorKind::InvalidBinary, "Invalid SPIR-V header."))?;
    let (version, bound) = (header.version, header.bound);
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

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use spirv_core::binary::{ByteOrder, MAGIC};

    use super::check;
    use crate::options::Options;

    /// The message of the header check, `None` if it passes.
    fn message(bytes: &[u8]) -> Option<alloc::string::String> {
        check(bytes, &Options::default()).err().map(|e| e.message)
    }

    /// spirv-val 2025.5's messages for short, bad and big-endian headers.
    #[test]
    fn messages_are_spirv_vals() {
        let magic = Some("Invalid SPIR-V magic number.".into());
        let header = Some("Invalid SPIR-V header.".into());
        let good = ByteOrder::Little.to_bytes(&[MAGIC, 0x0001_0000, 0, 1, 0]);
        assert_eq!(message(&good[..3]), magic);
        assert_eq!(message(&ByteOrder::Little.to_bytes(&[0x42, 0x0001_0000])), magic);
        assert_eq!(message(&good[..8]), header);
        assert_eq!(message(&good[..18]), header);
        assert_eq!(message(&ByteOrder::Little.to_bytes(&[MAGIC, 0x0001_0700, 0, 1, 0])), header);
        assert_eq!(message(&ByteOrder::Big.to_bytes(&[MAGIC, 0x0001_0300, 0, 1, 0])), None);
        // A partial word after the header is the binary parse's to report.
        let mut odd: Vec<u8> = good.clone();
        odd.push(0);
        assert_eq!(message(&odd), None);
    }
}
