//! Literal numbers as `spirv-dis` prints them, from operand words or a typed value.

use alloc::vec::Vec;
use core::fmt::Write as _;

use spirv_runtime::{FloatEncoding, LiteralNumber, NumberType};

use super::NumberKind;
use super::operands::{Form, Operand};

/// Appends a literal operand as `spirv-dis` prints it (`EmitNumericLiteral`), by its form:
/// integers by signedness and width, floats by encoding; nothing for literals wider than 64
/// bits and floats of a width it cannot print.
pub(crate) fn write_number(out: &mut Vec<u8>, words: &[u32], operand: &Operand) {
    let word = |i: usize| words.get(operand.offset as usize + i).copied().unwrap_or(0);
    let number = match operand.form {
        Form::Integer => LiteralNumber::from(word(0)),
        Form::Float => LiteralNumber::from(f32::from_bits(word(0))),
        Form::Number(number) => {
            let bits = u64::from(word(0)) | if operand.words == 2 { u64::from(word(1)) << 32 } else { 0 };
            // Wider literals print as nothing, as in spirv-dis.
            let width = if operand.words <= 2 { number.width.min(64) as u8 } else { 0 };
            let ty = match number.kind {
                NumberKind::Signed => NumberType::Signed { width },
                NumberKind::Unsigned => NumberType::Unsigned { width },
                NumberKind::Float(encoding) => NumberType::Float { width, encoding },
                NumberKind::None => return,
            };
            if width == 0 {
                return;
            }
            LiteralNumber::new(bits, ty)
        }
        _ => return,
    };
    write_literal(out, number);
}

/// Appends a literal number of the type it carries as `spirv-dis` prints a literal of that type
/// (`EmitNumericLiteral`): the disassembler's and an instruction's `Display`'s one way.
pub(crate) fn write_literal(out: &mut Vec<u8>, number: LiteralNumber) {
    let bits = number.bits();
    // The common one-word integers straight to digits; the rest through `LiteralNumber`'s
    // `Display`, which knows how spirv-dis prints every number type.
    let number = match number.number_type() {
        NumberType::Unsigned { width } if width <= 32 => {
            out.extend_from_slice(itoa::Buffer::new().format(bits as u32).as_bytes());
            return;
        }
        NumberType::Signed { width } if width <= 32 => {
            out.extend_from_slice(itoa::Buffer::new().format(bits as u32 as i32).as_bytes());
            return;
        }
        // Any two-word float prints as a double.
        NumberType::Float { width, .. } if width > 32 => {
            LiteralNumber::new(bits, NumberType::Float { width: 64, encoding: FloatEncoding::Ieee })
        }
        _ => number,
    };
    let _ = write!(Text(out), "{number}");
}

/// Text appended to a byte vector (writing to a vector cannot fail).
struct Text<'a>(&'a mut Vec<u8>);

impl core::fmt::Write for Text<'_> {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}
