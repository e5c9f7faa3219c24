//! [`IntoOwned`]: values without the input's lifetime, for modules that outlive their bytes.

use alloc::boxed::Box;
use alloc::vec::Vec;

use crate::binary::{Decode, RawInstruction};
use crate::id::{IdMemorySemantics, IdRef, IdResult, IdResultType, IdScope};
use crate::literal::{List, LiteralNumber, Str};

/// A value that can drop its borrow of the input: strings and lists borrowed from a module
/// become owned. Implemented by every operand type and instruction.
pub trait IntoOwned {
    /// The same type without the input's lifetime.
    type Owned: 'static;

    /// The value, owning everything it borrowed.
    fn into_owned(self) -> Self::Owned;
}

/// Types that borrow nothing are their own owned form (the generated enums too, through the
/// enum macros).
#[doc(hidden)]
#[macro_export]
macro_rules! __owned_already {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::IntoOwned for $t {
            type Owned = $t;
            #[inline]
            fn into_owned(self) -> $t {
                self
            }
        }
    )*};
}

__owned_already!(u32, f32, LiteralNumber, IdRef, IdResult, IdResultType, IdScope, IdMemorySemantics);

impl IntoOwned for Str<'_> {
    type Owned = Str<'static>;

    fn into_owned(self) -> Str<'static> {
        Str::into_owned(self)
    }
}

impl<'a, T: Decode<'a> + Clone + IntoOwned> IntoOwned for List<'a, T> {
    type Owned = List<'static, T::Owned>;

    fn into_owned(self) -> Self::Owned {
        List::from(self.iter().map(IntoOwned::into_owned).collect::<Vec<_>>())
    }
}

impl<T: IntoOwned> IntoOwned for Option<T> {
    type Owned = Option<T::Owned>;

    #[inline]
    fn into_owned(self) -> Self::Owned {
        self.map(IntoOwned::into_owned)
    }
}

impl<T: IntoOwned> IntoOwned for Box<T> {
    type Owned = Box<T::Owned>;

    fn into_owned(self) -> Self::Owned {
        Box::new((*self).into_owned())
    }
}

impl IntoOwned for RawInstruction<'_> {
    type Owned = RawInstruction<'static>;

    fn into_owned(self) -> RawInstruction<'static> {
        RawInstruction { opcode: self.opcode, operands: self.operands.into_owned() }
    }
}

/// Tuples (Composite kinds), element by element.
macro_rules! tuples {
    ($(($($t:ident $i:tt),*))*) => {$(
        impl<$($t: IntoOwned),*> IntoOwned for ($($t,)*) {
            type Owned = ($($t::Owned,)*);
            #[inline]
            fn into_owned(self) -> Self::Owned {
                ($(self.$i.into_owned(),)*)
            }
        }
    )*};
}

tuples! { (A 0, B 1) (A 0, B 1, C 2) (A 0, B 1, C 2, D 3) }
