//! The assembler's maps: names (borrowed from the text) to numbers, and what it records about
//! ids (types they define, the types of values, imported sets).

use crate::text::ImportedSet;
use crate::text::NumberType;

/// The text's id names (borrowed from it) and their numbers. The hasher has a fixed seed, as
/// the library keeps no global state (a random seed is one); the names are the text's own.
pub(super) type NameMap<'a> = hashbrown::HashMap<&'a [u8], u32, foldhash::fast::FixedState>;

/// What the assembler knows about one id.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct IdInfo {
    /// The number type of the type it defines (kind `None` for a type that is no number).
    pub type_def: Option<NumberType>,
    /// The type of the value it is the result of (the first definition's).
    pub value_type: Option<u32>,
    /// The set it imports.
    pub import: Option<ImportedSet>,
}
