//! The grammar as the assembler asks it, name by name: each question goes to the generated
//! tables (their name and opcode indexes), nothing is kept between instructions or runs.

use super::operands::Enumerants;
use crate::ExtSet;
use crate::grammar::layout::decode_facts;
use crate::grammar::{InstructionInfo, OperandForms};
use crate::spec::{self, Capability, Op};

/// Operand forms of the grammar, in order.
pub(super) type Forms = OperandForms<Capability>;

/// What the assembler needs of an instruction.
#[derive(Clone, Debug)]
pub(super) struct InstructionEntry {
    pub opcode: u16,
    /// Whether it has a result id, an extended instruction (the generated decode facts tell,
    /// without a look at the operands). What it defines is `Definition::of` its words.
    pub has_result: bool,
    pub ext_inst: bool,
    /// Its expected operands.
    pub operands: Forms,
}

/// The instruction an opcode name (or alias) stands for, if SPIRV-Tools accepts it when
/// assembling for `version` (a header word).
#[inline]
pub(super) fn instruction(name: &[u8], version: u32) -> Option<InstructionEntry> {
    let info = spec::INSTRUCTIONS.get(spec::INSTRUCTIONS.opcode_of(name)?)?;
    if !available(&info, version) {
        return None;
    }
    let opcode = info.opcode();
    let mut operands = info.operands().forms();
    // SPIRV-Tools drops OpExtInst's trailing `IdRef*`: the extended instruction's operands
    // take its place (`utils/ggt.py`). OpExtInstWithForwardRefsKHR keeps it.
    if opcode == Op::ExtInst as u16 {
        operands.next_back();
    }
    let facts = spec::DECODE_FACTS.get(usize::from(opcode)).copied().unwrap_or(0);
    Some(InstructionEntry {
        opcode,
        has_result: facts & decode_facts::RESULT != 0,
        ext_inst: facts >> decode_facts::EXT_SHIFT != 0,
        operands,
    })
}

/// Whether SPIRV-Tools accepts an instruction when assembling for `version`
/// (`LookupOpcodeForEnv`): the version is in its range, or a capability or an extension makes
/// it available in any version.
fn available(info: &InstructionInfo<Capability>, version: u32) -> bool {
    let r = info.requirements();
    let word = |v: Option<crate::Version>| v.map_or(u32::MAX, |v| v.to_word());
    !r.capabilities.is_empty()
        || !r.extensions.is_empty()
        || (word(r.version) <= version && version <= word(r.last_version))
}

/// The value of enumerant `name` (or alias) of a kind, and its parameters. (Always inlined: out
/// of line, as small changes elsewhere in the operand's encoding made it, assembly ran 15 Ir
/// per instruction more.)
#[inline(always)]
pub(super) fn enumerant(table: Enumerants, name: &[u8]) -> Option<(u32, Forms)> {
    let value = table.value_of(name)?;
    Some((value, table.get(value)?.parameters().forms()))
}

/// The parameters of the enumerant with `value` of a kind.
pub(super) fn enumerant_parameters(table: Enumerants, value: u32) -> Option<Forms> {
    Some(table.get(value)?.parameters().forms())
}

/// The number of extended instruction `name` (or alias) of `set`, and its operands.
#[inline]
pub(super) fn ext_instruction(set: ExtSet, name: &[u8]) -> Option<(u32, Forms)> {
    let table = set.instructions();
    let info = table.get(table.opcode_of(name)?)?;
    Some((u32::from(info.opcode()), info.operands().forms()))
}

/// The operands of instruction `opcode` after its result type and id (for
/// `OpSpecConstantOp`), if it is available in `version`.
pub(super) fn spec_constant_operands(opcode: u16, version: u32) -> Option<Forms> {
    let info = spec::INSTRUCTIONS.get(opcode)?;
    if !available(&info, version) {
        return None;
    }
    let mut operands = info.operands().forms();
    operands.nth(1);
    Some(operands)
}
