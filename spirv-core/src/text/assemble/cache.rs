//! The grammar, indexed by name for the assembler: instructions, enumerants and extended
//! instructions as they are first looked up, with their operand lists converted to expected
//! operands. Keys are the grammar's own (static) names, so one index serves every text: with
//! `std` each thread keeps one, else each run builds its own.

use alloc::vec::Vec;

use super::operands::{Kind, Kinds, Ty};
use super::tables::NameMap;
use crate::ExtSet;
use crate::grammar::{InstructionInfo, OperandInfo};
use crate::spec::{self, Capability, Op};
use crate::text::generates_type;

/// What the assembler needs of an instruction.
#[derive(Clone, Copy, Debug)]
pub(super) struct InstructionEntry {
    pub opcode: u16,
    pub has_result: bool,
    pub has_result_type: bool,
    /// Whether it takes an extended instruction (`OpExtInst`).
    pub ext_inst: bool,
    /// Whether SPIRV-Tools takes it to generate a type.
    pub generates_type: bool,
    /// Its expected operands, the last first.
    pub operands: List,
    /// The versions it is in (header words; `u32::MAX` for none), and whether a capability or
    /// an extension makes it available in any version.
    first_version: u32,
    last_version: u32,
    enabled_otherwise: bool,
}

impl InstructionEntry {
    /// Whether SPIRV-Tools accepts it when assembling for `version` (`LookupOpcodeForEnv`).
    #[inline]
    pub fn available(&self, version: u32) -> bool {
        self.enabled_otherwise || (self.first_version <= version && version <= self.last_version)
    }
}

/// A range of `operand_lists`.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct List(u32, u32);

/// An enumerant name of a kind, or an extended instruction name of a set.
#[derive(Clone, Copy, Debug)]
struct Named {
    /// The kind's number, or the set's index.
    owner: u16,
    value: u32,
    operands: List,
    /// The next entry of the same name, or `u32::MAX`.
    next: u32,
}

/// The index.
#[derive(Default)]
pub(super) struct GrammarCache {
    opcodes: NameMap<'static>,
    instructions: Vec<InstructionEntry>,
    enumerant_names: NameMap<'static>,
    ext_names: NameMap<'static>,
    named: Vec<Named>,
    /// The operands after the result type and id of the opcodes `OpSpecConstantOp` named.
    spec_constant: Vec<(u16, List)>,
    operand_lists: Vec<Ty>,
    pub kinds: Kinds,
}

impl core::fmt::Debug for GrammarCache {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("GrammarCache").field("instructions", &self.instructions.len()).finish_non_exhaustive()
    }
}

/// The grammar's name, among `names`, that is `word`.
fn static_name(mut names: impl Iterator<Item = &'static str>, word: &[u8]) -> Option<&'static [u8]> {
    names.find(|n| n.as_bytes() == word).map(str::as_bytes)
}

fn version_word(v: Option<crate::Version>) -> u32 {
    v.map_or(u32::MAX, |v| v.to_word())
}

impl GrammarCache {
    pub fn new() -> Self {
        GrammarCache::default()
    }

    /// The expected operands of a list, to push (the last first).
    #[inline]
    pub fn list(&self, List(start, end): List) -> &[Ty] {
        self.operand_lists.get(start as usize..end as usize).unwrap_or_default()
    }

    /// The kind of a number.
    #[inline]
    pub fn kind(&self, index: u16) -> Option<Kind> {
        self.kinds.get(index)
    }

    /// Adds operands as a list, the last first.
    fn add_list(&mut self, operands: impl Iterator<Item = OperandInfo<Capability>>) -> List {
        let start = self.operand_lists.len();
        let kinds = &mut self.kinds;
        self.operand_lists.extend(operands.map(|o| Ty::of(&o, kinds)));
        self.operand_lists.get_mut(start..).unwrap_or_default().reverse();
        List(start as u32, self.operand_lists.len() as u32)
    }

    /// The instruction an opcode name (or alias) stands for.
    #[inline]
    pub fn instruction(&mut self, name: &[u8]) -> Option<InstructionEntry> {
        if let Some(i) = self.opcodes.get(name) {
            return self.instructions.get(i as usize).copied();
        }
        let info = spec::INSTRUCTIONS.get(spec::INSTRUCTIONS.opcode_of(core::str::from_utf8(name).ok()?)?)?;
        let key = static_name(core::iter::once(info.name()).chain(info.aliases()), name)?;
        let entry = self.instruction_entry(&info);
        self.opcodes.insert(key, self.instructions.len() as u32);
        self.instructions.push(entry);
        Some(entry)
    }

    fn instruction_entry(&mut self, info: &InstructionInfo<Capability>) -> InstructionEntry {
        let opcode = info.opcode();
        let operands = info.operands();
        let count = operands.len();
        // SPIRV-Tools drops OpExtInst's trailing `IdRef*`: the extended instruction's operands
        // take its place (`utils/ggt.py`). OpExtInstWithForwardRefsKHR keeps it.
        let kept = if opcode == Op::ExtInst as u16 { count.saturating_sub(1) } else { count };
        let list = self.add_list(operands.take(kept));
        let tys = self.list(list);
        let r = info.requirements();
        InstructionEntry {
            opcode,
            has_result: tys.iter().any(|t| matches!(t, Ty::ResultId)),
            has_result_type: tys.iter().any(|t| matches!(t, Ty::TypeId)),
            ext_inst: tys.iter().any(|t| matches!(t, Ty::ExtInstNumber)),
            generates_type: generates_type(opcode),
            operands: list,
            first_version: version_word(r.version),
            last_version: version_word(r.last_version),
            enabled_otherwise: !r.capabilities.is_empty() || !r.extensions.is_empty(),
        }
    }

    /// The entry of a name in a chain of `named`.
    fn find_named(&self, map: &NameMap<'static>, owner: u16, name: &[u8]) -> Option<Named> {
        let mut i = map.get(name)?;
        while let Some(entry) = self.named.get(i as usize) {
            if entry.owner == owner {
                return Some(*entry);
            }
            i = entry.next;
        }
        None
    }

    /// The value of enumerant `name` of kind number `kind`, and the list of its parameters.
    #[inline]
    pub fn enumerant(&mut self, kind: u16, name: &[u8]) -> Option<(u32, List)> {
        if let Some(entry) = self.find_named(&self.enumerant_names, kind, name) {
            return Some((entry.value, entry.operands));
        }
        let table = self.kinds.get(kind)?.enum_table()?;
        let value = table.value_of(core::str::from_utf8(name).ok()?)?;
        let enumerant = table.get(value)?;
        let key = static_name(core::iter::once(enumerant.name()).chain(enumerant.aliases()), name)?;
        let operands = self.add_list(enumerant.parameters());
        let next = self.enumerant_names.get(key).unwrap_or(u32::MAX);
        self.enumerant_names.insert(key, self.named.len() as u32);
        self.named.push(Named { owner: kind, value, operands, next });
        Some((value, operands))
    }

    /// The list of parameters of the enumerant with `value` of kind number `kind`.
    pub fn enumerant_parameters(&mut self, kind: u16, value: u32) -> List {
        let name = self.kinds.get(kind).and_then(|k| k.enum_table()).and_then(|t| t.get(value)).map(|e| e.name());
        name.and_then(|name| self.enumerant(kind, name.as_bytes())).map_or(List::default(), |(_, list)| list)
    }

    /// The number of extended instruction `name` of `set`, and the list of its operands.
    #[inline]
    pub fn ext_instruction(&mut self, set: ExtSet, name: &[u8]) -> Option<(u32, List)> {
        let owner = set.index();
        if let Some(entry) = self.find_named(&self.ext_names, owner, name) {
            return Some((entry.value, entry.operands));
        }
        let table = set.instructions();
        let info = table.get(table.opcode_of(core::str::from_utf8(name).ok()?)?)?;
        let key = static_name(core::iter::once(info.name()).chain(info.aliases()), name)?;
        let value = u32::from(info.opcode());
        let operands = self.add_list(info.operands());
        let next = self.ext_names.get(key).unwrap_or(u32::MAX);
        self.ext_names.insert(key, self.named.len() as u32);
        self.named.push(Named { owner, value, operands, next });
        Some((value, operands))
    }

    /// The operands of instruction `opcode` after its result type and id (for
    /// `OpSpecConstantOp`), if it is available in `version`.
    pub fn spec_constant_operands(&mut self, opcode: u16, version: u32) -> Option<List> {
        let info = spec::INSTRUCTIONS.get(opcode)?;
        let entry = self.instruction(info.name().as_bytes())?;
        if !entry.available(version) {
            return None;
        }
        if let Some(&(_, list)) = self.spec_constant.iter().find(|(op, _)| *op == opcode) {
            return Some(list);
        }
        let list = self.add_list(info.operands().skip(2));
        self.spec_constant.push((opcode, list));
        Some(list)
    }
}

#[cfg(feature = "std")]
std::thread_local! {
    static CACHE: core::cell::RefCell<GrammarCache> = core::cell::RefCell::new(GrammarCache::new());
}

/// Runs `f` with this thread's index (with `std`), or a new one.
pub(super) fn with_cache<R>(mut f: impl FnMut(&mut GrammarCache) -> R) -> R {
    #[cfg(feature = "std")]
    if let Ok(Some(result)) = CACHE.try_with(|cache| cache.try_borrow_mut().ok().map(|mut cache| f(&mut cache))) {
        return result;
    }
    f(&mut GrammarCache::new())
}
