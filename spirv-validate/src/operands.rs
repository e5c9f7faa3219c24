//! Every instruction's operands as SPIRV-Tools' binary parse splits them, collected once while
//! the id pass walks the module: the id pass checks them, and the passes that look for the uses
//! of ids (the index of uses, dominance, logical pointers) read them instead of visiting each
//! instruction again.

use alloc::vec::Vec;

use spirv_core::spec::Instruction;
use spirv_core::{IdKind, IdRef, InstructionSet, List, Str, Visitor};

use crate::good_operands::{GoodOperands, mask_values};

/// One operand: an id with its kind, the instruction number of an `OpExtInst`, or anything
/// else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Operand {
    Id(IdKind, u32),
    /// A word no grammar types, which SPIRV-Tools parses as an id: an operand of an instruction
    /// of a non-semantic set it has no grammar for. Not a use in the index of uses.
    RawId(u32),
    /// The instruction number of an `OpExtInst`.
    ExtNumber(u32),
    /// A literal of one word: an integer, an enumerant, a mask (what spirv-val's checks of
    /// debug information read as `inst->word(i)`).
    Word(u32),
    Other,
}

/// The operands of the instructions collected so far, in module order.
#[derive(Debug, Default)]
pub(crate) struct OperandTable {
    operands: Vec<Operand>,
    /// Where each instruction's operands start in `operands`, and where the last one's end.
    starts: Vec<u32>,
    /// Every use of every id, `(id, user)`, in module order, listed as the operands are
    /// collected (for the index of uses, [`OperandTable::uses`]).
    uses: Vec<(u32, u32)>,
    /// Whether an operand collected is one no grammar types: mask bits it does not define, or
    /// words kept raw. SPIRV-Tools' binary parse may reject those.
    untyped: bool,
}

impl OperandTable {
    /// This table emptied (its memory kept) for `instructions` instructions of a module of
    /// `words` words (each operand takes at least one word: the vectors never grow).
    pub(crate) fn reset(mut self, instructions: usize, words: usize) -> Self {
        self.operands.clear();
        self.operands.reserve(words);
        self.starts.clear();
        self.starts.reserve(instructions + 1);
        self.starts.push(0);
        self.uses.clear();
        self.uses.reserve(words);
        self.untyped = false;
        self
    }

    /// Collects the operands of the next instruction, `inst`; with `raw_ids`, words no grammar
    /// types are ids ([`Operand::RawId`]). Returns whether its enumerant operands are all in
    /// `good` (vacuously for none; never for raw words).
    pub(crate) fn push(&mut self, inst: &Instruction<'_>, raw_ids: bool, good: &GoodOperands) -> bool {
        let user = self.len() as u32;
        let mut collect = Collect {
            out: &mut self.operands,
            uses: &mut self.uses,
            user,
            skip_ids: 0,
            raw_ids,
            good,
            all_good: true,
            untyped: &mut self.untyped,
        };
        inst.visit_operands(&mut collect);
        let all_good = collect.all_good;
        self.starts.push(self.operands.len() as u32);
        all_good
    }

    /// Whether an operand collected is one no grammar types (mask bits it does not define,
    /// words kept raw).
    pub(crate) fn untyped(&self) -> bool {
        self.untyped
    }

    /// How many instructions are collected.
    pub(crate) fn len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// The operands of instruction `index` (none if it is not collected).
    pub(crate) fn of(&self, index: usize) -> &[Operand] {
        &self.operands[self.range(index)]
    }

    /// Where the operands of instruction `index` are, for [`OperandTable::at`] (empty if it is
    /// not collected).
    #[inline]
    pub(crate) fn range(&self, index: usize) -> core::ops::Range<usize> {
        match self.starts.get(index..index + 2) {
            Some(&[start, end]) => start as usize..end as usize,
            _ => 0..0,
        }
    }

    /// The operand at `at`, a position [`OperandTable::range`] gives.
    #[inline]
    pub(crate) fn at(&self, at: usize) -> Operand {
        self.operands[at]
    }

    /// The operands of the `OpExtInst` at `index` after its set and number, as spirv-val reads
    /// them (`GetOperandAs<uint32_t>`): an id's value, 0 for what is no id.
    pub(crate) fn ext_operand_ids(&self, index: usize) -> impl Iterator<Item = u32> + '_ {
        self.of(index).iter().skip(4).map(|o| match *o {
            Operand::Id(_, id) | Operand::RawId(id) => id,
            _ => 0,
        })
    }

    /// The first word of operand `i` of instruction `index`, as spirv-val reads it
    /// (`GetOperandAs<uint32_t>(i)`): an id, a number, an enumerant; `None` if there is no such
    /// operand or it is a string or a wider literal.
    pub(crate) fn word(&self, index: usize, i: usize) -> Option<u32> {
        match *self.of(index).get(i)? {
            Operand::Id(_, word) | Operand::RawId(word) | Operand::ExtNumber(word) | Operand::Word(word) => Some(word),
            Operand::Other => None,
        }
    }

    /// The ids instruction `index` takes as operands (but its result type and result id), in
    /// binary order.
    pub(crate) fn operand_ids(&self, index: usize) -> impl Iterator<Item = u32> + '_ {
        self.of(index).iter().filter_map(|operand| match *operand {
            Operand::Id(kind, id) if !matches!(kind, IdKind::Result | IdKind::ResultType) => Some(id),
            _ => None,
        })
    }

    /// Every use of every id, `(id, user)`, in module order.
    pub(crate) fn uses(&self) -> &[(u32, u32)] {
        &self.uses
    }
}

/// Collects an instruction's operands, one entry per operand of SPIRV-Tools' parse.
struct Collect<'v> {
    out: &'v mut Vec<Operand>,
    /// The uses of ids, and the index of the instruction collected (their user).
    uses: &'v mut Vec<(u32, u32)>,
    user: u32,
    /// Ids the visitor shows that are not operands of the binary: `OpSpecConstantOp`'s copies of
    /// its result type and id, shown again before the operation's operands.
    skip_ids: u8,
    /// Whether words no grammar types are ids.
    raw_ids: bool,
    /// The enumerant operands known to pass, and whether this instruction's all are.
    good: &'v GoodOperands,
    all_good: bool,
    /// Set by an operand no grammar types ([`OperandTable::untyped`]).
    untyped: &'v mut bool,
}

impl Collect<'_> {
    /// Notes whether enumerant `value` of `kind` is known to pass.
    #[inline]
    fn check(&mut self, kind: &'static str, value: u32) {
        self.all_good &= self.good.contains(kind, value);
    }
}

impl<'a> Visitor<'a> for Collect<'_> {
    fn id(&mut self, kind: IdKind, id: IdRef) {
        if self.skip_ids > 0 {
            self.skip_ids -= 1;
            return;
        }
        self.out.push(Operand::Id(kind, id.get()));
        if kind != IdKind::Result {
            self.uses.push((id.get(), self.user));
        }
    }

    fn integer(&mut self, value: u32) {
        self.out.push(Operand::Word(value));
    }

    fn float(&mut self, _: f32) {
        self.out.push(Operand::Other);
    }

    fn number(&mut self, _: spirv_core::LiteralNumber) {
        self.out.push(Operand::Other);
    }

    fn string(&mut self, _: &Str<'a>) {
        self.out.push(Operand::Other);
    }

    fn enumerant(&mut self, kind: &'static str, value: u32) {
        self.out.push(Operand::Word(value));
        self.check(kind, value);
    }

    fn flags(&mut self, kind: &'static str, bits: u32) {
        self.out.push(Operand::Word(bits));
        for value in mask_values(kind, bits) {
            self.check(kind, value);
        }
    }

    fn ext_instruction(&mut self, number: u32) {
        self.out.push(Operand::ExtNumber(number));
    }

    fn spec_constant_opcode(&mut self, _: u32) {
        self.out.push(Operand::Other);
        self.skip_ids = 2;
    }

    fn unknown_bits(&mut self, _: &'static str, _: u32) {
        *self.untyped = true;
    }

    fn raw(&mut self, words: &List<'a, u32>) {
        self.all_good = false;
        *self.untyped = true;
        for word in words.iter() {
            self.out.push(match self.raw_ids {
                true => Operand::RawId(word),
                false => Operand::Other,
            });
        }
    }
}
