//! SPIRV-Tools' header checks of a module as its disassembler reports them.

use alloc::format;
use alloc::vec::Vec;

use super::operands::{DisassembleError, DisassembleErrorKind};

/// The module's words in host order, after SPIRV-Tools' header checks.
pub(crate) fn module_words(bytes: &[u8]) -> Result<Vec<u32>, DisassembleError> {
    Ok(module_header(bytes)?.to_words(bytes))
}

/// SPIRV-Tools' header checks of a module, with `spirv-dis`'s messages: its byte order if they
/// pass.
pub(crate) fn module_header(bytes: &[u8]) -> Result<crate::binary::ByteOrder, DisassembleError> {
    use crate::binary::HeaderError;
    use DisassembleErrorKind::{Internal, InvalidBinary};
    let message = match crate::check_header(bytes) {
        Ok(header) => return Ok(header.byte_order),
        Err(HeaderError::NotWords { len }) => format!("The module is {len} bytes long, not a whole number of words"),
        Err(HeaderError::TruncatedHeader { len }) => {
            format!("Module has incomplete header: only {} words instead of 5", len / 4)
        }
        Err(HeaderError::BadMagic { found }) => format!("Invalid SPIR-V magic number '{found:x}'."),
        // SPIRV-Tools' parser words an unknown version no better than this.
        Err(HeaderError::BadVersion { .. }) => {
            return Err(DisassembleError::header(Internal, "Internal error: unhandled header parse failure".into()));
        }
    };
    Err(DisassembleError::header(InvalidBinary, message))
}
