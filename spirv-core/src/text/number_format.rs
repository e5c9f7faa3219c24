//! How the literals of a number type are read and written, as SPIRV-Tools' text tools model
//! the type of a literal (`NumberType` in its `source/util/parse_number.h`): a kind and a width
//! in bits, for both directions.
//!
//! It is wider than [`spirv_runtime::NumberType`], the type a [`LiteralNumber`] carries: SPIRV-Tools
//! reads and prints the literals of types of any width (`OpTypeInt 7 0`, `OpTypeInt 128 0`, whose
//! literals take `(width + 31) / 32` words computed in 16 bits) and says what is wrong with a
//! type that is no number, so the raw width and a kind for "not a number" are kept here; the
//! runtime's type is derived from it where a value is printed. (Named for what it says, how a
//! literal is written, so that the workspace has one `NumberType`.)
//!
//! [`LiteralNumber`]: spirv_runtime::LiteralNumber

use spirv_runtime::FloatEncoding;

use crate::spec::Op;

/// What kind of number a literal is, from the `OpTypeInt` / `OpTypeFloat` that types it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NumberKind {
    /// Not a scalar number type.
    None,
    /// An unsigned integer.
    Unsigned,
    /// A signed integer.
    Signed,
    /// A float of this encoding.
    Float(FloatEncoding),
}

/// How the literals of a type are written: their kind and width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NumberFormat {
    pub kind: NumberKind,
    pub width: u32,
}

impl NumberFormat {
    /// The type a declaration declares: for `OpTypeInt` (its width and signedness operands) and
    /// `OpTypeFloat` (its width and optional encoding), a number; for any other, `None`.
    /// `operands` are the instruction's operand words (the result id first).
    pub fn declared_by(opcode: u16, operands: &[u32]) -> NumberFormat {
        let width = operands.get(1).copied().unwrap_or(0);
        let kind = if opcode == Op::TypeInt as u16 {
            match operands.get(2).is_some_and(|&s| s != 0) {
                true => NumberKind::Signed,
                false => NumberKind::Unsigned,
            }
        } else if opcode == Op::TypeFloat as u16 {
            NumberKind::Float(FloatEncoding::from_operand(operands.get(2).copied()))
        } else {
            return NumberFormat { kind: NumberKind::None, width: 0 };
        };
        NumberFormat { kind, width }
    }
}
