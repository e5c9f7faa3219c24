//! `Debug` of instructions, in the assembly syntax of `spirv-dis --raw-id`.
//!
//! One table-driven function prints every instruction of every grammar from its encoded words
//! and the grammar's operand descriptors, instead of a derived `Debug` per grammar: the derived
//! impl for hundreds of variants was a large part of the expansion's compile time, and assembly
//! text is what a SPIR-V developer reads anyway.

use alloc::string::String;
use alloc::vec::Vec;

use core::fmt::{self, Write};

use super::instruction::{InstructionSet, with_encoded};
use crate::enums::Opcode;
use crate::grammar::{Category, KindInfo, LiteralKind, OperandInfo, Quantifier};

/// Writes `inst` as assembly: `%2 = OpTypeInt 32 1`, `OpDecorate %5 BuiltIn Position`.
pub fn fmt_instruction<'a, I: InstructionSet<'a>>(inst: &I, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let opcode = inst.opcode();
    let info = u16::try_from(opcode).ok().and_then(|o| <I::Op as Opcode>::table().get(o));
    with_encoded(inst, |sink| {
        let words = sink.as_words();
        let Some(info) = info else {
            write!(f, "Op{opcode}")?;
            return words.iter().try_for_each(|w| write!(f, " {w}"));
        };
        let operands = info.operands();
        let mut words = Words { words, pos: 0, wide: sink.wide_literals() };
        // `%result = ` first, as the assembly syntax puts it.
        let has_type = info.has_result_type();
        if info.has_result() {
            let at = usize::from(has_type);
            if let Some(id) = words.words.get(at) {
                write!(f, "%{id} = ")?;
            }
        }
        f.write_str(info.name())?;
        let mut index = 0;
        for operand in operands {
            if info.has_result() && index == usize::from(has_type) {
                words.pos += 1;
                index += 1;
                continue;
            }
            index += 1;
            operand_words(f, &operand, &mut words)?;
        }
        // Words no operand accounts for (a raw instruction of a newer grammar).
        while let Some(w) = words.next() {
            write!(f, " {w}")?;
        }
        Ok(())
    })
}

struct Words<'w> {
    words: &'w [u32],
    pos: usize,
    /// Positions of two-word literal numbers (see `WordSink::wide_literals`).
    wide: &'w [usize],
}

impl Words<'_> {
    fn next(&mut self) -> Option<u32> {
        let w = self.words.get(self.pos).copied();
        self.pos += usize::from(w.is_some());
        w
    }

    /// A literal number: two words where the encoder wrote a wide one, else one.
    fn number(&mut self) -> Option<u64> {
        if self.wide.contains(&self.pos) {
            let lo = self.next()?;
            let hi = self.next()?;
            Some(u64::from(lo) | u64::from(hi) << 32)
        } else {
            self.next().map(u64::from)
        }
    }

    fn at_end(&self) -> bool {
        self.pos >= self.words.len()
    }
}

fn operand_words<C>(f: &mut fmt::Formatter<'_>, operand: &OperandInfo<C>, words: &mut Words<'_>) -> fmt::Result {
    match operand.quantifier {
        Quantifier::One => value(f, operand.kind, words),
        Quantifier::Optional if words.at_end() => Ok(()),
        Quantifier::Optional => value(f, operand.kind, words),
        Quantifier::Many => {
            while !words.at_end() {
                value(f, operand.kind, words)?;
            }
            Ok(())
        }
    }
}

fn value<C>(f: &mut fmt::Formatter<'_>, kind: KindInfo<C>, words: &mut Words<'_>) -> fmt::Result {
    match kind.category() {
        Category::Id(_) => match words.next() {
            Some(id) => write!(f, " %{id}"),
            None => Ok(()),
        },
        Category::Literal(LiteralKind::String) => {
            let mut text = Vec::new();
            'words: while let Some(w) = words.next() {
                for b in w.to_le_bytes() {
                    if b == 0 {
                        break 'words;
                    }
                    text.push(b);
                }
            }
            f.write_char(' ')?;
            fmt::Debug::fmt(&String::from_utf8_lossy(&text), f)
        }
        Category::Literal(LiteralKind::Float) => match words.next() {
            Some(w) => write!(f, " {:?}", f32::from_bits(w)),
            None => Ok(()),
        },
        // Integers, and the literal of OpSwitch's target pairs, which the grammar calls a
        // `LiteralInteger` but which is as wide as the selector.
        Category::Literal(LiteralKind::ContextDependentNumber | LiteralKind::Integer) => match words.number() {
            Some(n) => write!(f, " {n}"),
            None => Ok(()),
        },
        Category::Literal(_) => match words.next() {
            Some(w) => write!(f, " {w}"),
            None => Ok(()),
        },
        Category::Composite(bases) => bases.into_iter().try_for_each(|b| value(f, b, words)),
        Category::ValueEnum(table) => {
            let Some(w) = words.next() else { return Ok(()) };
            match table.get(w) {
                Some(e) => {
                    write!(f, " {}", e.name())?;
                    e.parameters().try_for_each(|p| operand_words(f, &p, words))
                }
                None => write!(f, " {w}"),
            }
        }
        Category::BitEnum(table) => {
            let Some(mask) = words.next() else { return Ok(()) };
            let mut names = table.enumerants().filter(|e| e.value() != 0 && mask & e.value() == e.value());
            let mut covered = 0;
            match names.next() {
                None if mask == 0 => write!(f, " {}", table.get(0).map_or("None", |e| e.name()))?,
                None => {}
                Some(first) => {
                    write!(f, " {}", first.name())?;
                    covered |= first.value();
                    for e in names {
                        write!(f, "|{}", e.name())?;
                        covered |= e.value();
                    }
                }
            }
            if mask & !covered != 0 {
                let sep = if covered == 0 { " " } else { "|" };
                write!(f, "{sep}{:#x}", mask & !covered)?;
            }
            for e in table.enumerants().filter(|e| e.value() != 0 && mask & e.value() == e.value()) {
                e.parameters().try_for_each(|p| operand_words(f, &p, words))?;
            }
            Ok(())
        }
    }
}
