//! `Debug` of instructions: the variant and its fields, as a derived impl would show them
//! (`TypeInt { result_id: %1, width: 32, signedness: 1 }`), printed by one table-driven function
//! for every instruction of every grammar instead of a derived impl per grammar: the derived impl
//! for hundreds of variants was a large part of the expansion's compile time.
//!
//! The values come from the instruction's typed operands (its [`Visitor`] walk: numbers by their
//! type, strings, enumerant values), the field names and nesting from the grammar's operand
//! table.

use alloc::string::String;
use alloc::vec::Vec;

use core::fmt::{self, Write};

use super::instruction::InstructionSet;
use super::visit::Visitor;
use crate::enums::Opcode;
use crate::grammar::{Category, IdKind, KindInfo, LiteralKind, Operands, Quantifier};
use crate::id::IdRef;
use crate::literal::{List, LiteralNumber, Str};

/// One typed operand value, as the visitor reports it.
#[derive(Debug)]
enum Value {
    Id(u32),
    Integer(u32),
    Float(f32),
    Number(LiteralNumber),
    String(String),
    Enumerant(u32),
    Flags(u32),
    ExtInstruction(u32),
    SpecConstantOpcode(u32),
    Raw(Vec<u32>),
}

#[derive(Default)]
struct Values(Vec<Value>);

impl<'a> Visitor<'a> for Values {
    fn id(&mut self, _kind: IdKind, id: IdRef) {
        self.0.push(Value::Id(id.get()));
    }
    fn integer(&mut self, value: u32) {
        self.0.push(Value::Integer(value));
    }
    fn float(&mut self, value: f32) {
        self.0.push(Value::Float(value));
    }
    fn number(&mut self, value: LiteralNumber) {
        self.0.push(Value::Number(value));
    }
    fn string(&mut self, value: &Str<'a>) {
        self.0.push(Value::String(value.to_string_lossy().into()));
    }
    fn enumerant(&mut self, _kind: &'static str, value: u32) {
        self.0.push(Value::Enumerant(value));
    }
    fn flags(&mut self, _kind: &'static str, bits: u32) {
        self.0.push(Value::Flags(bits));
    }
    fn ext_instruction(&mut self, number: u32) {
        self.0.push(Value::ExtInstruction(number));
    }
    fn spec_constant_opcode(&mut self, opcode: u32) {
        self.0.push(Value::SpecConstantOpcode(opcode));
    }
    fn raw(&mut self, words: &List<'a, u32>) {
        self.0.push(Value::Raw(words.iter().collect()));
    }
}

/// The variant name of an instruction: the grammar name, without the core grammar's `Op`.
fn variant_name(name: &str) -> &str {
    match name.strip_prefix("Op") {
        Some(rest) if rest.starts_with(|c: char| c.is_ascii_uppercase()) => rest,
        _ => name,
    }
}

/// Writes `inst` as its variant and fields: `TypeInt { result_id: %1, width: 32, signedness: 1 }`,
/// `Decorate { target: %5, decoration: BuiltIn(Position) }`, `FunctionEnd`.
pub fn fmt_instruction<'a, I: InstructionSet<'a>>(inst: &I, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    if let Some(raw) = inst.as_raw() {
        return write!(f, "Raw {{ opcode: {}, operands: {:?} }}", raw.opcode, raw.operands.iter().collect::<Vec<_>>());
    }
    let opcode = inst.opcode();
    let Some(info) = u16::try_from(opcode).ok().and_then(|o| <I::Op as Opcode>::table().get(o)) else {
        return write!(f, "Op{opcode}");
    };
    let mut values = Values::default();
    inst.visit_operands(&mut values);
    let mut values = Cursor { values: &values.0, at: 0 };
    fields(f, variant_name(info.name()), info.operands(), &mut values)?;
    // Anything the operand table did not account for (never, for a typed instruction).
    if !values.at_end() {
        f.write_str(" + ")?;
        values.rest(f)?;
    }
    Ok(())
}

struct Cursor<'v> {
    values: &'v [Value],
    at: usize,
}

impl Cursor<'_> {
    fn next(&mut self) -> Option<&Value> {
        let v = self.values.get(self.at);
        self.at += usize::from(v.is_some());
        v
    }

    fn at_end(&self) -> bool {
        self.at >= self.values.len()
    }

    /// The remaining values, as a list.
    fn rest(&mut self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char('[')?;
        let mut first = true;
        while let Some(v) = self.next() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            plain(f, v)?;
        }
        f.write_char(']')
    }
}

/// A value on its own (when the operand table does not say more).
fn plain(f: &mut fmt::Formatter<'_>, value: &Value) -> fmt::Result {
    match value {
        Value::Id(id) => write!(f, "%{id}"),
        Value::Integer(v) | Value::Enumerant(v) | Value::ExtInstruction(v) | Value::SpecConstantOpcode(v) => {
            write!(f, "{v}")
        }
        Value::Flags(bits) => write!(f, "{bits:#x}"),
        Value::Float(v) => write!(f, "{v:?}"),
        Value::Number(n) => write!(f, "{n}"),
        Value::String(s) => write!(f, "{s:?}"),
        Value::Raw(words) => write!(f, "{words:?}"),
    }
}

/// `Name { field: value, ... }`, or `Name` without operands.
fn fields<C>(f: &mut fmt::Formatter<'_>, name: &str, operands: Operands<C>, values: &mut Cursor<'_>) -> fmt::Result {
    f.write_str(name)?;
    let mut first = true;
    for operand in operands {
        f.write_str(if first { " { " } else { ", " })?;
        first = false;
        write!(f, "{}: ", operand.field)?;
        let absorbs = matches!(
            operand.kind.category(),
            Category::Literal(LiteralKind::ExtInstInteger | LiteralKind::SpecConstantOpInteger)
        );
        quantified(f, operand.kind, operand.quantifier, values)?;
        // The extended instruction or the embedded operation holds the rest.
        if absorbs {
            break;
        }
    }
    if !first {
        f.write_str(" }")?;
    }
    Ok(())
}

fn quantified<C>(
    f: &mut fmt::Formatter<'_>,
    kind: KindInfo<C>,
    quantifier: Quantifier,
    values: &mut Cursor<'_>,
) -> fmt::Result {
    match quantifier {
        Quantifier::One => value(f, kind, values),
        Quantifier::Optional if values.at_end() => f.write_str("None"),
        Quantifier::Optional => {
            f.write_str("Some(")?;
            value(f, kind, values)?;
            f.write_char(')')
        }
        Quantifier::Many => {
            f.write_char('[')?;
            let mut first = true;
            while !values.at_end() {
                if !first {
                    f.write_str(", ")?;
                }
                first = false;
                value(f, kind, values)?;
            }
            f.write_char(']')
        }
    }
}

/// `(p1, p2)` after an enumerant with parameters.
fn parameters<C>(f: &mut fmt::Formatter<'_>, params: Operands<C>, values: &mut Cursor<'_>) -> fmt::Result {
    if params.len() == 0 {
        return Ok(());
    }
    f.write_char('(')?;
    for (i, p) in params.enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        quantified(f, p.kind, p.quantifier, values)?;
    }
    f.write_char(')')
}

fn value<C>(f: &mut fmt::Formatter<'_>, kind: KindInfo<C>, values: &mut Cursor<'_>) -> fmt::Result {
    let Some(v) = values.next() else { return Ok(()) };
    match (kind.category(), v) {
        (Category::Composite(bases), _) => {
            values.at -= 1;
            f.write_char('(')?;
            for (i, base) in bases.enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                value(f, base, values)?;
            }
            f.write_char(')')
        }
        (Category::ValueEnum(table), &Value::Enumerant(v)) => match table.get(v) {
            Some(e) => {
                f.write_str(e.name())?;
                parameters(f, e.parameters(), values)
            }
            None => write!(f, "{v}"),
        },
        (Category::BitEnum(table), &Value::Flags(bits)) => {
            let mut shown = 0;
            let mut first = true;
            for bit in 0..32 {
                let mask = 1u32 << bit;
                if bits & mask == 0 {
                    continue;
                }
                let Some(flag) = table.get(mask) else { continue };
                if !first {
                    f.write_str(" | ")?;
                }
                first = false;
                shown |= mask;
                f.write_str(flag.name())?;
                parameters(f, flag.parameters(), values)?;
            }
            if bits & !shown != 0 {
                if !first {
                    f.write_str(" | ")?;
                }
                write!(f, "{:#x}", bits & !shown)?;
            } else if first {
                match table.get(0) {
                    Some(none) => f.write_str(none.name())?,
                    None => f.write_str("0")?,
                }
            }
            Ok(())
        }
        (Category::Literal(LiteralKind::ExtInstInteger), Value::ExtInstruction(number)) => {
            write!(f, "{number} ")?;
            values.rest(f)
        }
        (Category::Literal(LiteralKind::SpecConstantOpInteger), &Value::SpecConstantOpcode(opcode)) => {
            let table = kind_table_instructions(&kind, opcode);
            match table {
                Some((name, operands)) => fields(f, variant_name(name), operands, values),
                None => {
                    write!(f, "{opcode} ")?;
                    values.rest(f)
                }
            }
        }
        (_, v) => plain(f, v),
    }
}

/// The name and operands of core instruction `opcode`, from the grammar that defines `kind`.
fn kind_table_instructions<C>(kind: &KindInfo<C>, opcode: u32) -> Option<(&'static str, Operands<C>)> {
    let info = kind.instructions().get(u16::try_from(opcode).ok()?)?;
    Some((info.name(), info.operands()))
}
