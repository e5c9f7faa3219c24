//! Walking the operands of typed values in binary order: [`Visitor`] reads them, [`VisitorMut`]
//! may change them (renumbering ids, rewriting flags), and [`Operand`] is implemented by every
//! operand type to drive either.
//!
//! Encoding is one visitor (`WordSink`), so what a visitor sees is exactly what the binary
//! holds: the words of every operand, typed by the grammar.

use alloc::boxed::Box;
use alloc::vec::Vec;

use crate::grammar::IdKind;
use crate::id::{Id, IdMemorySemantics, IdRef, IdResult, IdResultType, IdScope};
use crate::literal::{List, LiteralNumber, Str};

use super::decode::Decode;

/// Receives the operands of an instruction, in binary order. Every method does nothing by
/// default: implement the ones you need.
///
/// ```
/// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
/// use spirv_core::binary::Visitor;
/// use spirv_core::grammar::IdKind;
/// use spirv_core::IdRef;
///
/// /// Collects the ids an instruction uses (not the one it defines).
/// struct Uses(Vec<IdRef>);
///
/// impl Visitor<'_> for Uses {
///     fn id(&mut self, kind: IdKind, id: IdRef) {
///         if kind != IdKind::Result {
///             self.0.push(id);
///         }
///     }
/// }
/// ```
pub trait Visitor<'a> {
    /// An id operand of the given kind.
    fn id(&mut self, kind: IdKind, id: IdRef) {
        let _ = (kind, id);
    }

    /// A `LiteralInteger` (or an integer parameter of an enumerant).
    fn integer(&mut self, value: u32) {
        let _ = value;
    }

    /// A `LiteralFloat`.
    fn float(&mut self, value: f32) {
        let _ = value;
    }

    /// A `LiteralContextDependentNumber`, or the literal of an `OpSwitch` target: one or two
    /// words, as wide as the type it belongs to.
    fn number(&mut self, value: LiteralNumber) {
        let _ = value;
    }

    /// A `LiteralString`.
    fn string(&mut self, value: &Str<'a>) {
        let _ = value;
    }

    /// A ValueEnum value of the kind named `kind`; the value's parameters follow as operands.
    fn enumerant(&mut self, kind: &'static str, value: u32) {
        let _ = (kind, value);
    }

    /// A BitEnum mask of the kind named `kind`; the parameters of its set flags follow as
    /// operands, in bit order.
    fn flags(&mut self, kind: &'static str, bits: u32) {
        let _ = (kind, bits);
    }

    /// The instruction number of `OpExtInst`; the extended instruction's operands follow.
    fn ext_instruction(&mut self, number: u32) {
        let _ = number;
    }

    /// The opcode `OpSpecConstantOp` embeds; the operation's operands follow, beginning with
    /// copies of the `OpSpecConstantOp`'s result type and result id, which the binary does not
    /// repeat (an encoder leaves them out).
    fn spec_constant_opcode(&mut self, opcode: u32) {
        let _ = opcode;
    }

    /// Operand words no grammar types: an unknown opcode, enumerant value or extended
    /// instruction, kept as they are.
    fn raw(&mut self, words: &List<'a, u32>) {
        let _ = words;
    }

    /// The bits of the mask just shown to [`Visitor::flags`] that its grammar does not define
    /// (a newer grammar's flags, kept as they are); called only when there are some.
    fn unknown_bits(&mut self, kind: &'static str, bits: u32) {
        let _ = (kind, bits);
    }

    /// Offered the words of a `*` operand list that borrows a little-endian module, before its
    /// elements are visited one by one: return `true` to take the words as they are instead
    /// (an encoder copies them); the default, `false`, visits the elements.
    fn list_words(&mut self, le_bytes: &[u8]) -> bool {
        let _ = le_bytes;
        false
    }

    /// A flag that takes parameters disagrees with its parameters (`flag_set`: the flag is set
    /// and they are missing; otherwise they are given and it is not set). Such a value cannot be
    /// encoded; the encoder reports `EncodeError::FlagParameters`.
    fn flag_mismatch(&mut self, kind: &'static str, flag: &'static str, flag_set: bool) {
        let _ = (kind, flag, flag_set);
    }
}

/// Receives the operands of an instruction, in binary order, and may change them. Every
/// method does nothing by default.
///
/// ```
/// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
/// use spirv_core::binary::VisitorMut;
/// use spirv_core::grammar::IdKind;
/// use spirv_core::IdRef;
///
/// /// Adds an offset to every id.
/// struct Shift(u32);
///
/// impl VisitorMut<'_> for Shift {
///     fn id(&mut self, _: IdKind, id: &mut IdRef) {
///         *id = IdRef::new(id.get() + self.0).unwrap();
///     }
/// }
/// ```
pub trait VisitorMut<'a> {
    /// An id operand of the given kind.
    fn id(&mut self, kind: IdKind, id: &mut IdRef) {
        let _ = (kind, id);
    }

    /// A `LiteralInteger` (or an integer parameter of an enumerant).
    fn integer(&mut self, value: &mut u32) {
        let _ = value;
    }

    /// A `LiteralFloat`.
    fn float(&mut self, value: &mut f32) {
        let _ = value;
    }

    /// A `LiteralContextDependentNumber`, or the literal of an `OpSwitch` target.
    fn number(&mut self, value: &mut LiteralNumber) {
        let _ = value;
    }

    /// A `LiteralString`.
    fn string(&mut self, value: &mut Str<'a>) {
        let _ = value;
    }

    /// A ValueEnum value (read-only: its parameters depend on it); its parameters follow.
    fn enumerant(&mut self, kind: &'static str, value: u32) {
        let _ = (kind, value);
    }

    /// A BitEnum mask; the parameters of the flags that are set (after this call) follow.
    fn flags(&mut self, kind: &'static str, bits: &mut u32) {
        let _ = (kind, bits);
    }

    /// The instruction number of `OpExtInst` (read-only); the operands follow.
    fn ext_instruction(&mut self, number: u32) {
        let _ = number;
    }

    /// The opcode `OpSpecConstantOp` embeds (read-only); the operation's operands follow,
    /// beginning with its copies of the result type and result id (change them as the
    /// `OpSpecConstantOp`'s own, so that they stay equal).
    fn spec_constant_opcode(&mut self, opcode: u32) {
        let _ = opcode;
    }

    /// Operand words no grammar types.
    fn raw(&mut self, words: &mut List<'a, u32>) {
        let _ = words;
    }
}

/// A value of an operand kind: ids, literals, enumerants and flags with their parameters,
/// options, lists, pairs. [`Operand::visit`] shows it to a [`Visitor`] as the binary holds it.
pub trait Operand<'a> {
    /// Shows the value to `v`, in binary order.
    fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V);

    /// Shows the value to `v`, which may change it.
    fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V);
}

macro_rules! id_operands {
    ($($t:ident),*) => {$(
        impl<'a> Operand<'a> for $t {
            #[inline]
            fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V) {
                v.id(<$t as Id>::KIND, IdRef::from(*self));
            }

            #[inline]
            fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
                let mut id = IdRef::from(*self);
                v.id(<$t as Id>::KIND, &mut id);
                *self = $t::from(id);
            }
        }
    )*};
}

id_operands!(IdRef, IdResult, IdResultType, IdScope, IdMemorySemantics);

impl<'a> Operand<'a> for u32 {
    #[inline]
    fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V) {
        v.integer(*self);
    }

    #[inline]
    fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
        v.integer(self);
    }
}

impl<'a> Operand<'a> for f32 {
    #[inline]
    fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V) {
        v.float(*self);
    }

    #[inline]
    fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
        v.float(self);
    }
}

impl<'a> Operand<'a> for LiteralNumber {
    #[inline]
    fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V) {
        v.number(*self);
    }

    #[inline]
    fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
        v.number(self);
    }
}

impl<'a> Operand<'a> for Str<'a> {
    #[inline]
    fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V) {
        v.string(self);
    }

    #[inline]
    fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
        v.string(self);
    }
}

impl<'a, T: Operand<'a>> Operand<'a> for Option<T> {
    #[inline]
    fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V) {
        if let Some(x) = self {
            x.visit(v);
        }
    }

    #[inline]
    fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
        if let Some(x) = self {
            x.visit_mut(v);
        }
    }
}

impl<'a, T: Operand<'a> + ?Sized> Operand<'a> for Box<T> {
    #[inline]
    fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V) {
        (**self).visit(v);
    }

    #[inline]
    fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
        (**self).visit_mut(v);
    }
}

/// Lists visit their elements. A list that borrows the input becomes owned when a mutable
/// visitor changes one of its elements.
impl<'a, T: Operand<'a> + Decode<'a> + Clone + PartialEq> Operand<'a> for List<'a, T> {
    fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V) {
        if let Some(bytes) = self.as_le_bytes()
            && v.list_words(bytes)
        {
            return;
        }
        for x in self.iter() {
            x.visit(v);
        }
    }

    fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
        let mut changed: Option<Vec<T>> = None;
        for (i, x) in self.iter().enumerate() {
            let mut y = x.clone();
            y.visit_mut(v);
            match &mut changed {
                Some(items) => items.push(y),
                None if y != x => {
                    let mut items: Vec<T> = self.iter().take(i).collect();
                    items.push(y);
                    changed = Some(items);
                }
                None => {}
            }
        }
        if let Some(items) = changed {
            *self = List::from(items);
        }
    }
}

/// Tuples (Composite kinds) visit their elements in order.
macro_rules! tuples {
    ($(($($t:ident $i:tt),*))*) => {$(
        impl<'a, $($t: Operand<'a>),*> Operand<'a> for ($($t,)*) {
            #[inline]
            fn visit<V: Visitor<'a> + ?Sized>(&self, v: &mut V) {
                $(self.$i.visit(v);)*
            }

            #[inline]
            fn visit_mut<V: VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
                $(self.$i.visit_mut(v);)*
            }
        }
    )*};
}

tuples! { (A 0, B 1) (A 0, B 1, C 2) (A 0, B 1, C 2, D 3) }

/// Shows a mask of kind `kind` to `v`: [`Visitor::flags`], then [`Visitor::unknown_bits`] if
/// it has bits outside `known`, those its grammar defines.
#[doc(hidden)]
#[inline]
pub fn visit_flags<'a, V: Visitor<'a> + ?Sized>(v: &mut V, kind: &'static str, bits: u32, known: u32) {
    v.flags(kind, bits);
    if bits & !known != 0 {
        v.unknown_bits(kind, bits & !known);
    }
}

/// Reports every flag of a mask whose parameters disagree with it (see
/// [`Visitor::flag_mismatch`]): `params` holds, per flag that takes parameters, its bit, its
/// grammar name and whether its parameters are present. Called by the generated operand types.
#[doc(hidden)]
pub fn check_flag_parameters<'a, V: Visitor<'a> + ?Sized>(
    v: &mut V,
    kind: &'static str,
    bits: u32,
    params: &[(u32, &'static str, bool)],
) {
    for &(bit, name, present) in params {
        let set = bits & bit != 0;
        if set != present {
            v.flag_mismatch(kind, name, set);
        }
    }
}
