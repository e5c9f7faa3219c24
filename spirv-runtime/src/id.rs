//! The grammar's five Id kinds as newtypes.
//!
//! Ids are never 0 in SPIR-V (`0 < id < bound`), so they wrap `NonZeroU32`: `Option<IdRef>` is
//! four bytes, which keeps optional operands and the instruction enum small. Decoding rejects an
//! id of 0, as `spirv-dis` does.
//!
//! The five types are the same number with the role the grammar gives it; `From` converts
//! between any two of them (the id a type instruction defines is the result type of a value:
//! `IdResultType::from(type_id)`).

use core::fmt;
use core::num::NonZeroU32;

use crate::binary::{Decode, DecodeError, OperandReader, Placeholder};
use crate::grammar::IdKind;

/// What the five id types have in common.
pub trait Id: Copy + Eq + Ord + core::hash::Hash + fmt::Debug + fmt::Display + Into<IdRef> + From<IdRef> {
    /// The grammar's Id kind of this type.
    const KIND: IdKind;

    /// The id with number `id`.
    fn from_nonzero(id: NonZeroU32) -> Self;

    /// The id's number.
    fn get(self) -> u32;
}

macro_rules! id_types {
    ($($(#[$doc:meta])* $name:ident = $kind:ident,)*) => {$(
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

            /// The id's number, as `NonZeroU32`.
            #[inline]
            pub const fn to_nonzero(self) -> NonZeroU32 {
                self.0
            }
        }

        impl Id for $name {
            const KIND: IdKind = IdKind::$kind;

            #[inline]
            fn from_nonzero(id: NonZeroU32) -> Self {
                Self(id)
            }

            #[inline]
            fn get(self) -> u32 {
                self.0.get()
            }
        }

        /// Prints `%<number>`.
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

        impl From<$name> for NonZeroU32 {
            #[inline]
            fn from(id: $name) -> NonZeroU32 {
                id.0
            }
        }

        impl From<NonZeroU32> for $name {
            #[inline]
            fn from(id: NonZeroU32) -> $name {
                $name(id)
            }
        }
    )*};
}

id_types! {
    /// A reference to an id (`IdRef`).
    IdRef = Ref,
    /// The id an instruction defines (`IdResult`).
    IdResult = Result,
    /// The id of the type of an instruction's result (`IdResultType`).
    IdResultType = ResultType,
    /// The id of a 32-bit integer constant holding a `Scope` (`IdScope`).
    IdScope = Scope,
    /// The id of a 32-bit integer constant holding `MemorySemantics` (`IdMemorySemantics`).
    IdMemorySemantics = MemorySemantics,
}

/// `From` between two different id types.
macro_rules! conversions {
    ($($from:ident => [$($to:ident),*];)*) => {$($(
        impl From<$from> for $to {
            #[inline]
            fn from(id: $from) -> $to {
                $to(id.0)
            }
        }
    )*)*};
}

conversions! {
    IdRef => [IdResult, IdResultType, IdScope, IdMemorySemantics];
    IdResult => [IdRef, IdResultType, IdScope, IdMemorySemantics];
    IdResultType => [IdRef, IdResult, IdScope, IdMemorySemantics];
    IdScope => [IdRef, IdResult, IdResultType, IdMemorySemantics];
    IdMemorySemantics => [IdRef, IdResult, IdResultType, IdScope];
}

/// Decoding: ids are never 0.
macro_rules! decode_ids {
    ($($name:ident),*) => {$(
        impl<'a> Decode<'a> for $name {
            const WORDS: Option<usize> = Some(1);

            #[cfg_attr(not(debug_assertions), inline(always))]

            #[cfg_attr(debug_assertions, inline)]
            fn decode(r: &mut OperandReader<'a>) -> Result<Self, DecodeError> {
                r.id().map(Self)
            }
        }

        impl Placeholder for $name {
            fn placeholder() -> Self {
                Self(NonZeroU32::MIN)
            }
        }
    )*};
}

decode_ids!(IdRef, IdResult, IdResultType, IdScope, IdMemorySemantics);
