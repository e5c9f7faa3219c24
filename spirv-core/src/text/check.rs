//! SPIRV-Tools' binary parse as a check (`spvBinaryParse`, which `spirv-val` and `spirv-dis`
//! run first), and the same check given the module the decoder made of the bytes.
//!
//! The decoder keeps what a newer grammar may define and types what it can; the parse rejects
//! some of what the decoder accepts. That difference is a short list, read here off the typed
//! instructions: when none of it is present, the parse is certain to pass and is skipped.

use spirv_runtime::{IdMap, List, LiteralNumber, NumberType, Operand as _, Str, Visitor};

use super::header::{module_header, module_words};
use super::operands::Parser;
use super::{DisassembleError, imported_set, is_spec_constant_opcode};
use crate::Module;
use crate::definition::{Definition, NumberKind};
use crate::spec::Instruction;

/// Parses a module (bytes in either byte order) as SPIRV-Tools' binary parser does
/// (`spvBinaryParse`, which `spirv-val` and `spirv-dis` run first), without printing anything:
/// the first error it reports, with its message and the instruction it is in.
///
/// # Errors
/// As [`disassemble`](super::disassemble): a malformed header, word count, operand, opcode or id.
///
/// ```
/// use spirv_core::binary::ByteOrder;
/// use spirv_core::text::check_binary;
///
/// // OpCapability of two words, the file ending after the first.
/// let words: [u32; 6] = [0x0723_0203, 0x0001_0000, 0, 1, 0, 0x0002_0011];
/// let bytes = ByteOrder::Little.to_bytes(&words);
/// let e = check_binary(&bytes).unwrap_err();
/// assert_eq!(e.to_string(), "1: End of input reached while decoding OpCapability starting at word 5: \
///     missing capability operand at word offset 1.");
/// ```
pub fn check_binary(bytes: &[u8]) -> Result<(), DisassembleError> {
    let words = module_words(bytes)?;
    Parser::new(&words, &[]).run(&mut (), false)
}

/// [`check_binary`] of `bytes`, given `module`, what [`Module::decode`] made of them (a module
/// decoded from other bytes gives a meaningless answer): the same result, but the parse is
/// skipped when the typed instructions show it would pass, as they do for nearly every module
/// that decodes. A validator that decodes anyway pays for the header check alone.
///
/// ```
/// use spirv_core::Module;
/// use spirv_core::binary::ByteOrder;
/// use spirv_core::text::{assemble, check_binary, check_decoded};
///
/// let words = assemble(b"OpCapability Shader\nOpMemoryModel Logical GLSL450\n", &Default::default()).unwrap();
/// let bytes = ByteOrder::Little.to_bytes(&words);
/// let module = Module::decode(&bytes).unwrap();
/// assert_eq!(check_decoded(&bytes, &module), check_binary(&bytes));
///
/// // The decoder keeps an unknown opcode as words; the parse rejects it.
/// let mut unknown = bytes.clone();
/// ByteOrder::Little.extend_bytes(&mut unknown, [1 << 16 | 0xFFFF]);
/// let module = Module::decode(&unknown).unwrap();
/// assert_eq!(check_decoded(&unknown, &module).unwrap_err().message(), "Invalid opcode: 65535");
/// ```
pub fn check_decoded(bytes: &[u8], module: &Module<'_>) -> Result<(), DisassembleError> {
    module_header(bytes)?;
    if parse_is_certain(module, bytes.len() / 4, true) { Ok(()) } else { check_binary(bytes) }
}

/// [`check_decoded`] for a caller that shows every operand of `module` to a [`Visitor`] of its
/// own anyway (a validator): the same checks but the one that visits the operands, which is
/// left to the caller's visitor. If it is shown [`Visitor::unknown_bits`] or [`Visitor::raw`]
/// (mask bits or an extended instruction no grammar defines), the parse may fail, and
/// [`check_binary`] tells; otherwise the result is [`check_decoded`]'s.
///
/// That visit is the larger part of [`check_decoded`]'s cost: a validator that visits each
/// instruction once instead of twice validates a few percent faster.
///
/// ```
/// use spirv_core::Module;
/// use spirv_core::binary::ByteOrder;
/// use spirv_core::text::{assemble, check_binary, check_decoded_except_operands};
///
/// let words = assemble(b"OpCapability Shader\nOpMemoryModel Logical GLSL450\n", &Default::default()).unwrap();
/// let bytes = ByteOrder::Little.to_bytes(&words);
/// let module = Module::decode(&bytes).unwrap();
/// assert_eq!(check_decoded_except_operands(&bytes, &module), check_binary(&bytes));
/// ```
///
/// # Errors
/// [`check_decoded`]'s, but those of operands the caller's visitor is left to find.
pub fn check_decoded_except_operands(bytes: &[u8], module: &Module<'_>) -> Result<(), DisassembleError> {
    module_header(bytes)?;
    if parse_is_certain(module, bytes.len() / 4, false) { Ok(()) } else { check_binary(bytes) }
}

/// Whether SPIRV-Tools' parse surely accepts the instructions `module` was decoded from (of
/// `words` words): none of what the decoder accepts and the parse does not is there. The
/// operands are visited only if `visit` (see [`check_decoded_except_operands`]).
fn parse_is_certain(module: &Module<'_>, words: usize, visit: bool) -> bool {
    // What each id defined so far is, by the rules every reader applies (`Definition`); each
    // check reads only definitions made before the instruction, as the parse does.
    let mut defined: IdMap<Definition> = IdMap::for_input(words, module.header.bound);
    let number = |id: u32, defined: &IdMap<Definition>| match defined.get(id) {
        Definition::Type { number, .. } => number.kind,
        _ => NumberKind::None,
    };
    let typed = |n: LiteralNumber| !matches!(n.number_type(), NumberType::Untyped { .. });
    for inst in &module.instructions {
        let certain = match inst {
            // An unknown opcode, enumerant value or mask bit.
            Instruction::Raw(_) => false,
            Instruction::ExtInstImport { name, .. } => imported_set(name.as_bytes(), &[]).is_some(),
            Instruction::ExtInst { set, instruction, .. }
            | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. } => {
                matches!(defined.get(set.get()), Definition::Import { .. })
                    && match instruction.set() {
                        // The parse reads it with the same grammar.
                        Some(set) if set.known_to_spirv_tools() => true,
                        // The parse takes only ids, which decoded ids are (never 0).
                        Some(set) if set.is_non_semantic() => {
                            let mut operands = Operands::default();
                            instruction.visit(&mut operands);
                            !operands.not_ids
                        }
                        _ => false,
                    }
            }
            // A literal as wide as a scalar number type declared before it (the decoder also
            // widens a literal typed by a value, or leaves one untyped).
            Instruction::Constant { result_type, value, .. } | Instruction::SpecConstant { result_type, value, .. } => {
                number(result_type.get(), &defined) != NumberKind::None && typed(*value)
            }
            Instruction::Switch { selector, target, .. } => match target.get(0) {
                None => true,
                Some((literal, _)) => match defined.get(selector.get()) {
                    Definition::Value { type_id, .. } => {
                        matches!(number(type_id, &defined), NumberKind::Signed | NumberKind::Unsigned) && typed(literal)
                    }
                    _ => false,
                },
            },
            Instruction::SpecConstantOp { opcode, .. } => is_spec_constant_opcode(opcode.0.opcode() as u16),
            _ => true,
        };
        if !certain {
            return false;
        }
        if visit {
            // Masks keep bits their grammar does not define; an extended instruction its
            // set's grammar does not have is kept as words.
            let mut operands = Operands::default();
            inst.visit(&mut operands);
            if operands.untyped {
                return false;
            }
        }
        let definition = Definition::of_decoded(inst);
        let id = match definition {
            Definition::Nothing => continue,
            Definition::Value { id, .. }
            | Definition::Type { id, .. }
            | Definition::Import { id }
            | Definition::Other { id } => id,
        };
        let slot = defined.entry(id);
        if *slot != Definition::Nothing {
            return false;
        }
        *slot = definition;
    }
    true
}

/// What the parse may reject in the operands visited.
#[derive(Default)]
struct Operands {
    /// A mask has bits its grammar does not define, or operands are kept as words.
    untyped: bool,
    /// An operand is not an id (an extended instruction's number aside).
    not_ids: bool,
}

impl Visitor<'_> for Operands {
    fn integer(&mut self, _: u32) {
        self.not_ids = true;
    }
    fn float(&mut self, _: f32) {
        self.not_ids = true;
    }
    fn number(&mut self, _: LiteralNumber) {
        self.not_ids = true;
    }
    fn string(&mut self, _: &Str<'_>) {
        self.not_ids = true;
    }
    fn enumerant(&mut self, _: &'static str, _: u32) {
        self.not_ids = true;
    }
    fn flags(&mut self, _: &'static str, _: u32) {
        self.not_ids = true;
    }
    fn unknown_bits(&mut self, _: &'static str, _: u32) {
        self.untyped = true;
    }
    fn spec_constant_opcode(&mut self, _: u32) {
        self.not_ids = true;
    }
    fn raw(&mut self, _: &List<'_, u32>) {
        self.untyped = true;
        self.not_ids = true;
    }
}
