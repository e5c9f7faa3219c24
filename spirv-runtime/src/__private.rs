//! Generic code behind the generated inherent methods. Not public API.

pub use crate::enums::{bit_enum, opcode, requirements, value_enum};
pub use crate::profile::str_eq;
