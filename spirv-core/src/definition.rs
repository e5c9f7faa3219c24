//! What an instruction's words say about the id it defines, for reading the instructions after
//! it: the one statement of the rules, [`Definition::of`], that every reader streaming a module
//! applies as it records its ids: the decoder, the disassembler's parse
//! (`text::operands::Parser`) and its names (`FriendlyNames::of_parsing_module`), and the
//! assembler; and, through [`Definition::of_decoded`], the readers of decoded instructions: the
//! parse's shortcut (`text::check`) and the requirements' record of types.
//!
//! The rules: an instruction with a result type defines a value of that type (whose literals,
//! `OpConstant`'s, or an `OpSwitch` on it, are its type's); `OpTypeInt` declares a number type of
//! its width and signedness, `OpTypeFloat` one of its width and encoding, any other type-generating
//! instruction a type that is no number; `OpExtInstImport` imports the set its name names. Which
//! operand's type types an instruction's literals (the result type, or the first operand's) is
//! the grammar's, in the generated `DECODE_FACTS`.
//!
//! Each reader keeps what it records in storage of its own, sized to what it asks later: the
//! decoder a two-byte code per id ([`NumberType::to_code`]), on the hottest path, and its few
//! imported sets in a list; the parse a type per id and a format per type; the assembler one
//! record per id with the messages SPIRV-Tools gives for a second definition. Which sets a name
//! names differs by reader on purpose (the text tools know SPIRV-Tools' sets and the grammars a
//! caller gives; the decoder its typed sets), so a [`Definition::Import`] leaves the name to it.

use spirv_runtime::grammar::layout::decode_facts as facts;
use spirv_runtime::{FloatEncoding, NumberType};

use crate::predicates::generates_type;
use crate::spec::{self, Op};

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

/// How the literals of a type are read and written, as SPIRV-Tools' text tools model the type
/// of a literal (`NumberType` in its `source/util/parse_number.h`): a kind and a width in bits.
///
/// It is wider than [`NumberType`], the type a [`LiteralNumber`] carries: SPIRV-Tools reads and
/// prints the literals of types of any width (`OpTypeInt 7 0`, `OpTypeInt 128 0`, whose literals
/// take `(width + 31) / 32` words computed in 16 bits) and says what is wrong with a type that is
/// no number, so the raw width and a kind for "not a number" are kept here; the runtime's type is
/// derived from it ([`NumberFormat::literal_type`]). (Named for what it says, how a literal is
/// written, so that the workspace has one `NumberType`.)
///
/// [`LiteralNumber`]: spirv_runtime::LiteralNumber
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NumberFormat {
    pub kind: NumberKind,
    pub width: u32,
}

impl NumberFormat {
    /// The format of a type that is no number.
    pub const NONE: NumberFormat = NumberFormat { kind: NumberKind::None, width: 0 };

    /// The type a decoded literal of this format carries; `None` for a type that is no number
    /// and for widths a literal cannot hold in one or two words (0, or above 64).
    #[inline]
    pub fn literal_type(self) -> Option<NumberType> {
        match self.kind {
            NumberKind::None => None,
            NumberKind::Unsigned => NumberType::int(self.width, false),
            NumberKind::Signed => NumberType::int(self.width, true),
            NumberKind::Float(encoding) => NumberType::float(self.width, encoding),
        }
    }
}

/// What an instruction defines, as the instructions after it need to know it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Definition {
    /// No result id (or an instruction too short to hold it); in a map of ids, an id not
    /// defined (yet).
    #[default]
    Nothing,
    /// A value of type `type_id` (the instruction has a result type).
    Value { id: u32, type_id: u32 },
    /// A type, with the format of its literals ([`NumberFormat::NONE`] for a type that is no
    /// number).
    Type { id: u32, number: NumberFormat },
    /// `OpExtInstImport`: its name, the operand after the result id, names the set.
    Import { id: u32 },
    /// Any other result without a type (`OpLabel`, `OpString`, ...).
    Other { id: u32 },
}

impl Definition {
    /// What the instruction of `opcode` defines, by its operand words (`operand(0)` is the word
    /// after the opcode's; `None` past the instruction's end).
    #[inline(always)]
    pub fn of(opcode: u16, operand: impl Fn(usize) -> Option<u32>) -> Definition {
        let f = spec::DECODE_FACTS.get(usize::from(opcode)).copied().unwrap_or(0);
        if f & facts::RESULT == 0 {
            return Definition::Nothing;
        }
        let Some(id) = operand(usize::from(f & facts::RESULT_TYPE)) else {
            return Definition::Nothing;
        };
        if f & facts::RESULT_TYPE != 0 {
            // (The result type is the word before the result id, which is there.)
            return Definition::Value { id, type_id: operand(0).unwrap_or(0) };
        }
        Definition::without_type(opcode, id, operand)
    }

    /// [`Definition::of`] a decoded instruction: its result type and id as the grammar gives
    /// them, and the operands [`Definition::of`] reads of a type's words (the width and
    /// signedness of `OpTypeInt`, the width and encoding of `OpTypeFloat`) from its fields, so
    /// that a reader of decoded instructions applies the same rules.
    #[cfg(any(feature = "text", feature = "requirements"))]
    #[inline]
    pub fn of_decoded(inst: &spec::Instruction<'_>) -> Definition {
        use spec::Instruction;
        match inst.result_type_and_id() {
            (_, None) => Definition::Nothing,
            (Some(type_id), Some(id)) => Definition::Value { id: id.get(), type_id: type_id.get() },
            (None, Some(id)) => {
                let operand = |i: usize| match (inst, i) {
                    (Instruction::TypeInt { width, .. } | Instruction::TypeFloat { width, .. }, 1) => Some(*width),
                    (Instruction::TypeInt { signedness, .. }, 2) => Some(*signedness),
                    (Instruction::TypeFloat { floating_point_encoding, .. }, 2) => {
                        floating_point_encoding.map(|e| e as u32)
                    }
                    _ => None,
                };
                Definition::without_type(inst.opcode() as u16, id.get(), operand)
            }
        }
    }

    /// What the instruction of `opcode` with result `id` and no result type defines.
    #[inline(always)]
    fn without_type(opcode: u16, id: u32, operand: impl Fn(usize) -> Option<u32>) -> Definition {
        const TYPE_INT: u16 = Op::TypeInt as u16;
        const TYPE_FLOAT: u16 = Op::TypeFloat as u16;
        const EXT_INST_IMPORT: u16 = Op::ExtInstImport as u16;
        // The width follows the result id, then the signedness or the optional encoding.
        let width = || operand(1).unwrap_or(0);
        match opcode {
            TYPE_INT => {
                let kind = match operand(2).is_some_and(|s| s != 0) {
                    true => NumberKind::Signed,
                    false => NumberKind::Unsigned,
                };
                Definition::Type { id, number: NumberFormat { kind, width: width() } }
            }
            TYPE_FLOAT => {
                let kind = NumberKind::Float(FloatEncoding::from_operand(operand(2)));
                Definition::Type { id, number: NumberFormat { kind, width: width() } }
            }
            EXT_INST_IMPORT => Definition::Import { id },
            _ if generates_type(opcode) => Definition::Type { id, number: NumberFormat::NONE },
            _ => Definition::Other { id },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(words: &[u32]) -> Definition {
        let opcode = (words[0] & 0xFFFF) as u16;
        Definition::of(opcode, |i| words.get(1 + i).copied())
    }

    const fn first(op: Op, count: u32) -> u32 {
        count << 16 | op as u32
    }

    #[test]
    fn the_rules() {
        let int = |w, s| NumberFormat { kind: if s { NumberKind::Signed } else { NumberKind::Unsigned }, width: w };
        assert_eq!(of(&[first(Op::TypeInt, 4), 7, 32, 1]), Definition::Type { id: 7, number: int(32, true) });
        assert_eq!(of(&[first(Op::TypeInt, 4), 7, 128, 0]), Definition::Type { id: 7, number: int(128, false) });
        let half = NumberFormat { kind: NumberKind::Float(FloatEncoding::Ieee), width: 16 };
        assert_eq!(of(&[first(Op::TypeFloat, 3), 2, 16]), Definition::Type { id: 2, number: half });
        let bf16 = NumberFormat { kind: NumberKind::Float(FloatEncoding::BFloat16), width: 16 };
        let bf16_encoding = spec::FPEncoding::BFloat16KHR as u32;
        assert_eq!(of(&[first(Op::TypeFloat, 4), 2, 16, bf16_encoding]), Definition::Type { id: 2, number: bf16 });
        assert_eq!(of(&[first(Op::TypeVoid, 2), 3]), Definition::Type { id: 3, number: NumberFormat::NONE });
        assert_eq!(of(&[first(Op::Constant, 4), 7, 9, 1]), Definition::Value { id: 9, type_id: 7 });
        assert_eq!(of(&[first(Op::ExtInstImport, 3), 5, 0]), Definition::Import { id: 5 });
        assert_eq!(of(&[first(Op::Label, 2), 6]), Definition::Other { id: 6 });
        assert_eq!(of(&[first(Op::Name, 3), 6, 0]), Definition::Nothing);
        // Cut before its result id.
        assert_eq!(of(&[first(Op::Constant, 4), 7]), Definition::Nothing);
        assert_eq!(int(64, true).literal_type(), NumberType::int(64, true));
        assert_eq!(int(128, true).literal_type(), None);
        assert_eq!(NumberFormat::NONE.literal_type(), None);
    }

    #[cfg(feature = "text")]
    #[test]
    fn decoded_instructions_define_what_their_words_do() {
        let words = crate::text::assemble(
            b"OpCapability Shader\nOpCapability Float16\nOpCapability BFloat16TypeKHR\n\
              OpExtension \"SPV_KHR_bfloat16\"\n%1 = OpExtInstImport \"GLSL.std.450\"\n\
              OpMemoryModel Logical GLSL450\n%2 = OpTypeInt 32 1\n%3 = OpTypeInt 16 0\n\
              %4 = OpTypeFloat 16\n%5 = OpTypeFloat 16 BFloat16KHR\n%6 = OpTypeVoid\n\
              %7 = OpConstant %2 -1\n%8 = OpString \"s\"\nOpName %7 \"c\"\n",
            &Default::default(),
        )
        .unwrap();
        let module = crate::Module::decode_words(&words).unwrap();
        let frames = spirv_runtime::binary::WordFrames::new(&words, 5);
        assert_eq!(frames.clone().count(), module.instructions.len());
        for ((_, frame), inst) in frames.zip(&module.instructions) {
            assert_eq!(Definition::of_decoded(inst), of(frame), "{inst:?}");
        }
    }
}
