//! The grammar's five Id kinds as newtypes.
//!
//! Ids are never 0 in SPIR-V (`0 < id < bound`), so they wrap `NonZeroU32`: `Option<IdRef>` is
//! four bytes, which keeps optional operands and the instruction enum small. Decoding rejects an
//! id of 0, as `spirv-dis` does.

use std::fmt;
use std::num::NonZeroU32;

use crate::binary::{Decode, DecodeError, Encode, OperandReader, Placeholder, WordSink};

macro_rules! id_types {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(transparent)]
        pub struct $name(NonZeroU32);

        impl $name {
            /// The id with number `id`, or `None` for 0, which is not a valid id.
            #[inline]
            pub const fn new(id: u32) -> Option<Self> {
                match NonZeroU32::new(id) {
                    Some(n) => Some(Self(n)),
                    None => None,
                }
            }

            /// The id with number `id`.
            #[inline]
            pub const fn from_nonzero(id: NonZeroU32) -> Self {
                Self(id)
            }

            /// The id's number.
            #[inline]
            pub const fn get(self) -> u32 {
                self.0.get()
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "%{}", self.0)
            }
        }

        /// Prints `%<number>`, as `spirv-dis --raw-id` does.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "%{}", self.0)
            }
        }

        impl From<$name> for u32 {
            #[inline]
            fn from(id: $name) -> u32 {
                id.get()
            }
        }

        impl<'a> Decode<'a> for $name {
            #[inline]
            fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
                r.id().map(Self)
            }
        }

        impl Placeholder for $name {
            fn placeholder() -> Self {
                Self(NonZeroU32::MIN)
            }
        }

        impl Encode for $name {
            #[inline]
            fn encode(&self, w: &mut WordSink) {
                w.word(self.get());
            }
        }
    )*};
}

id_types! {
    /// A reference to an id (`IdRef`).
    IdRef,
    /// The id an instruction defines (`IdResult`).
    IdResult,
    /// The id of the type of an instruction's result (`IdResultType`).
    IdResultType,
    /// The id of a 32-bit integer constant holding a `Scope` (`IdScope`).
    IdScope,
    /// The id of a 32-bit integer constant holding `MemorySemantics` (`IdMemorySemantics`).
    IdMemorySemantics,
}

macro_rules! into_ref {
    ($($from:ident),*) => {$(
        impl From<$from> for IdRef {
            #[inline]
            fn from(id: $from) -> IdRef {
                IdRef(id.0)
            }
        }
        impl From<IdRef> for $from {
            #[inline]
            fn from(id: IdRef) -> $from {
                $from(id.0)
            }
        }
    )*};
}

into_ref!(IdResult, IdResultType, IdScope, IdMemorySemantics);
