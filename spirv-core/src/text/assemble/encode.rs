//! Instructions and operands to words, one loop over the grammar's operand lists
//! (SPIRV-Tools' `spvTextEncodeOpcode` and `spvTextEncodeOperand`, `source/text.cpp`).
//!
//! The expected operands are a stack (the next one on top): an instruction pushes its grammar
//! operands, an enumerant its parameters, a mask the parameters of its bits, an extended
//! instruction or `OpSpecConstantOp` the operands of the instruction it names; variable operands
//! expand one element at a time. A `!<integer>` switches the rest to context-insensitive values.

use alloc::boxed::Box;
use alloc::vec::Vec;

use spirv_runtime::binary::ByteOrder;
use spirv_runtime::{FloatEncoding, IdMap};

use super::error::AssembleErrorKind;
use super::lexer::{Lexer, Next, Pos};
use super::lookup::{self, InstructionEntry};
use super::number::{Words, encode_number, parse_integer};
use super::operands::{Enumerants, Expected, Kind, Ty, parses_mask};
use super::tables::{IdInfo, NameMap};
use crate::definition::Definition;
use crate::grammar::LiteralKind;
use crate::spec::{self, Op};
use crate::text::{ImportedSet, NumberFormat, NumberKind, imported_set, is_spec_constant_opcode, kind_description};

mod fast;

/// The most words an instruction may have.
const MAX_WORDS: usize = 0xffff;
/// The most bytes a literal string may have (`SPV_LIMIT_LITERAL_STRING_BYTES_MAX`).
const MAX_STRING_BYTES: usize = 0xffff * 4;
/// The generator word: SPIRV-Tools' assembler (7), version 0.
const GENERATOR: u32 = 7 << 16;

/// A diagnostic: where, what class, and the message (none when SPIRV-Tools prints none).
#[derive(Debug)]
pub(super) struct Diag {
    pub pos: Pos,
    pub kind: AssembleErrorKind,
    pub message: Option<Vec<u8>>,
}

/// Why an operand was not encoded.
#[derive(Debug)]
enum Fail {
    /// An optional literal that does not parse (`SPV_FAILED_MATCH`): the instruction ends there.
    NoMatch,
    Error(Box<Diag>),
}

type R<T = ()> = Result<T, Fail>;

/// The state of one pass over the text.
pub(super) struct Assembler<'a> {
    lx: Lexer<'a>,
    /// The target version's header word.
    version: u32,
    /// The module's words (the header first).
    pub out: Vec<u32>,
    names: NameMap<'a>,
    /// The instructions of the opcode names met so far (a text uses few, each many times).
    opcodes: NameMap<'a, Option<InstructionEntry>>,
    next_id: u32,
    bound: u32,
    /// Ids that keep their number (`--preserve-numeric-ids`), sorted.
    preserved: Vec<u32>,
    /// Facts about ids; ids kept by `--preserve-numeric-ids` can be any number, and a text of
    /// n bytes defines fewer than n / 2 ids, which the map's vector holds.
    ids: IdMap<IdInfo>,
    expected: Vec<Expected>,
    /// The instruction being encoded: index of its first word, opcode for the operand rules (0
    /// for an instruction written as words), result type, extended set, whether the opcode
    /// takes an extended instruction.
    start: usize,
    opcode: u16,
    result_type: u32,
    ext: Option<ImportedSet>,
    ext_inst: bool,
    /// A diagnostic SPIRV-Tools reports without failing: a value defined a second time. It is
    /// what `spirv-as` prints when a later error has no message of its own.
    note: Option<Pos>,
    /// Whether common instructions take the fast path (`fast.rs`).
    fast: bool,
}

/// The bytes of id names: ASCII letters and digits, and `_`.
static ID_BYTES: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        table[i] = (i as u8).is_ascii_alphanumeric() || i as u8 == b'_';
        i += 1;
    }
    table
};

/// Concatenates message parts.
fn msg(parts: &[&[u8]]) -> Vec<u8> {
    parts.concat()
}

impl<'a> Assembler<'a> {
    pub fn new(text: &'a [u8], version: u32, preserved: Vec<u32>, fast: bool) -> Self {
        let mut out = Vec::with_capacity(text.len() / 6 + 16);
        out.extend([0u32; 5]);
        Assembler {
            lx: Lexer::new(text),
            version,
            out,
            // A name in about 64 bytes of text, at first.
            names: NameMap::with_capacity(text.len() / 40),
            opcodes: NameMap::with_capacity(64),
            next_id: 1,
            bound: 1,
            preserved,
            // Room for an id per 16 bytes at first (spirv-dis' lines are about 40), so that the
            // vector seldom grows: 327.8 -> 325.0 M Ir over the corpus' texts.
            ids: IdMap::with_len(
                u32::try_from(text.len() / 2 + 16).unwrap_or(u32::MAX),
                u32::try_from(text.len() / 16 + 16).unwrap_or(u32::MAX),
            ),
            expected: Vec::new(),
            start: 0,
            opcode: 0,
            result_type: 0,
            ext: None,
            ext_inst: false,
            note: None,
            fast,
        }
    }

    /// Assembles the whole text; then `out` holds the module.
    pub fn run(&mut self) -> Result<(), Box<Diag>> {
        // (At a NUL byte, the first instruction is an empty word.)
        self.lx.advance();
        while self.lx.has_text() {
            match self.instruction() {
                // (Only optional operands fail to match, and they end the instruction.)
                Ok(()) | Err(Fail::NoMatch) => {}
                Err(Fail::Error(diag)) => return Err(diag),
            }
            if !self.lx.advance() {
                break;
            }
        }
        if let Some(header) = self.out.get_mut(..5) {
            header.copy_from_slice(&[crate::binary::MAGIC, self.version, GENERATOR, self.bound, 0]);
        }
        Ok(())
    }

    /// The ids whose names read as numbers (`AssemblyContext::GetNumericIds`), sorted.
    pub fn numeric_ids(&self) -> Vec<u32> {
        let mut ids: Vec<u32> =
            self.names.names().filter_map(|name| parse_integer(name, 32, false)).map(|v| v as u32).collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    #[cold]
    #[inline(never)]
    fn diag(&self, kind: AssembleErrorKind, message: Vec<u8>) -> Box<Diag> {
        Box::new(Diag { pos: self.lx.pos(), kind, message: Some(message) })
    }

    /// An invalid-text error at the current position.
    #[cold]
    #[inline(never)]
    fn error(&self, parts: &[&[u8]]) -> Fail {
        Fail::Error(self.diag(AssembleErrorKind::InvalidText, msg(parts)))
    }

    #[cold]
    #[inline(never)]
    fn error_of(&self, kind: AssembleErrorKind, parts: &[&[u8]]) -> Fail {
        Fail::Error(self.diag(kind, msg(parts)))
    }

    /// Word `i` of the current instruction (0 past its end).
    #[inline]
    fn word(&self, i: usize) -> u32 {
        self.out.get(self.start + i).copied().unwrap_or(0)
    }

    #[inline]
    fn words_len(&self) -> usize {
        self.out.len() - self.start
    }

    /// The number of `name`, numbering new names (`spvNamedIdAssignOrGet`); `None` for a name
    /// that is not an id (letters, digits and `_`).
    #[inline(always)]
    fn id_of(&mut self, name: &'a [u8]) -> Option<u32> {
        match self.names.get(name) {
            Ok(&id) => Some(id),
            Err(hash) => self.new_id(hash, name),
        }
    }

    /// The number of a name not seen before, of hash `hash` in the map.
    #[inline(never)]
    fn new_id(&mut self, hash: u64, name: &'a [u8]) -> Option<u32> {
        // Only valid names are in the map: check a name when it is first seen.
        if name.is_empty() || !name.iter().all(|&c| ID_BYTES.get(usize::from(c)) == Some(&true)) {
            return None;
        }
        let kept = match self.preserved.is_empty() {
            true => None,
            false => {
                parse_integer(name, 32, false).map(|v| v as u32).filter(|v| self.preserved.binary_search(v).is_ok())
            }
        };
        let id = match kept {
            Some(id) => id,
            None => loop {
                let id = self.next_id;
                self.next_id = self.next_id.wrapping_add(1);
                if self.preserved.binary_search(&id).is_err() {
                    break id;
                }
            },
        };
        self.names.insert(hash, name, id);
        self.bound = self.bound.max(id.wrapping_add(1));
        Some(id)
    }

    /// The instruction an opcode name stands for ([`lookup::instruction`]).
    #[inline(always)]
    fn instruction_entry(&mut self, name: &'a [u8]) -> Option<InstructionEntry> {
        match self.opcodes.get(name) {
            Ok(entry) => entry.clone(),
            Err(hash) => self.new_instruction_entry(hash, name),
        }
    }

    #[inline(never)]
    fn new_instruction_entry(&mut self, hash: u64, name: &'a [u8]) -> Option<InstructionEntry> {
        let entry = lookup::instruction(name, self.version);
        self.opcodes.insert(hash, name, entry.clone());
        entry
    }

    /// One instruction, from the current position (at its first word).
    fn instruction(&mut self) -> R {
        self.start = self.out.len();
        self.opcode = 0;
        self.result_type = 0;
        self.ext = None;
        self.ext_inst = false;
        if self.fast
            && let Some(done) = self.fast_instruction()
        {
            return done;
        }
        if self.lx.peek() == Some(b'!') {
            return self.instruction_of_words();
        }
        let first = self.lx.word();
        let mut name_len = first.len();
        let mut result = None;
        let name = if self.lx.starts_with_op() {
            first
        } else {
            if first.first() != Some(&b'%') {
                return Err(self.error(&[
                    b"Expected <opcode> or <result-id> at the beginning of an instruction, found '",
                    first,
                    b"'.",
                ]));
            }
            result = Some(first);
            self.lx.step(first.len());
            if !self.lx.advance() {
                return Err(self.error(&[b"Expected '=', found end of stream."]));
            }
            if !self.lx.at_equal_sign() {
                let word = self.lx.word();
                return Err(self.error(&[b"'=' expected after result id but found '", word, b"'."]));
            }
            self.lx.step(1);
            if !self.lx.advance() {
                return Err(self.error(&[b"Expected opcode, found end of stream."]));
            }
            let name = self.lx.word();
            name_len = name.len();
            if !self.lx.starts_with_op() {
                return Err(self.error(&[b"Invalid Opcode prefix '", name, b"'."]));
            }
            name
        };
        if name == b"OpUnknown" {
            if result.is_some() {
                return Err(
                    self.error(&[b"OpUnknown not allowed in assignment. Use an explicit result id operand instead."])
                );
            }
            self.lx.step(name_len);
            return self.op_unknown();
        }
        let Some(entry) = self.instruction_entry(name) else {
            return Err(self.error_of(AssembleErrorKind::InvalidLookup, &[b"Invalid Opcode name '", name, b"'"]));
        };
        let opcode = entry.opcode;
        self.expected.clear();
        Expected::push_forms(&mut self.expected, &entry.operands, None);
        let has_result = entry.has_result;
        self.ext_inst = entry.ext_inst;
        if has_result && result.is_none() {
            return Err(self.error(&[
                b"Expected <result-id> at the beginning of an instruction, found '",
                first,
                b"'.",
            ]));
        }
        if let (false, Some(result)) = (has_result, result) {
            return Err(self.error(&[
                b"Cannot set ID ",
                result,
                b" because ",
                name,
                b" does not produce a result ID.",
            ]));
        }
        self.opcode = opcode;
        self.lx.step(name_len);
        self.out.push(0);

        while let Some(expected) = self.expected.pop() {
            let ty = expected.ty();
            if expected.expand(ty, &mut self.expected) {
                continue;
            }
            if let (Ty::ResultId, Some(result)) = (ty, result) {
                self.operand(Ty::ResultId, result)?;
                continue;
            }
            match self.lx.next_operand() {
                Next::End if ty.is_optional() => break,
                Next::End => {
                    return Err(self.error(&[
                        b"Expected operand for ",
                        name,
                        b" instruction, but found the end of the stream.",
                    ]));
                }
                Next::NewInstruction if ty.is_optional() => break,
                Next::NewInstruction => {
                    return Err(self.error(&[
                        b"Expected operand for ",
                        name,
                        b" instruction, but found the next instruction instead.",
                    ]));
                }
                Next::Word(word) => {
                    match self.operand(ty, word) {
                        Ok(()) => {}
                        // The instruction ends before the word, which the next one reads.
                        Err(Fail::NoMatch) if ty.is_optional() => return Ok(()),
                        Err(e) => return Err(e),
                    }
                    self.lx.step(word.len());
                }
            }
        }

        self.finish(name, &entry)
    }

    /// The end of an instruction whose operands are encoded: the type or value it defines
    /// recorded, its length checked and written with its opcode.
    fn finish(&mut self, name: &[u8], entry: &InstructionEntry) -> R {
        let opcode = entry.opcode;
        match Definition::of(opcode, |i| self.out.get(self.start + 1 + i).copied()) {
            Definition::Type { id, number } => self.record_type(id, number)?,
            Definition::Value { id, type_id } => {
                let entry = self.ids.entry(id);
                if entry.value_type.is_none() {
                    entry.value_type = Some(type_id);
                } else {
                    self.note = Some(self.lx.pos());
                }
            }
            // (`OpExtInstImport`'s set is recorded as its name is read, for the message.)
            _ => {}
        }
        let len = self.words_len();
        if len > MAX_WORDS {
            let n = alloc::format!("{len}");
            return Err(self.error(&[
                name,
                b" Instruction too long: ",
                n.as_bytes(),
                b" words, but the limit is 65535",
            ]));
        }
        if let Some(w) = self.out.get_mut(self.start) {
            *w = crate::binary::first_word(opcode, len as u16);
        }
        Ok(())
    }

    /// Records the type `value` a type-generating instruction defines, whose literals are
    /// written as `number` (`recordTypeDefinition`).
    fn record_type(&mut self, value: u32, number: NumberFormat) -> R {
        if self.ids.get(value).type_def.is_some() {
            let n = alloc::format!("{value}");
            return Err(self.error(&[b"Value ", n.as_bytes(), b" has already been used to generate a type"]));
        }
        let len = self.words_len();
        // SPIRV-Tools' checks of the declarations that type literals.
        if self.opcode == Op::TypeInt as u16 && len != 4 {
            return Err(self.error(&[b"Invalid OpTypeInt instruction"]));
        }
        if self.opcode == Op::TypeFloat as u16 {
            if len != 3 && len != 4 {
                return Err(self.error(&[b"Invalid OpTypeFloat instruction"]));
            }
            let table = spec::operand_kinds::FPEncoding.enum_table();
            if len == 4 && table.and_then(|t| t.get(self.word(3))).is_none() {
                return Err(self.error(&[b"Invalid OpTypeFloat encoding"]));
            }
        }
        self.ids.entry(value).type_def = Some(number);
        Ok(())
    }

    /// An instruction written as words from a `!<integer>` on: context-insensitive values up
    /// to the next instruction.
    fn instruction_of_words(&mut self) -> R {
        let first = self.lx.word();
        self.immediate(first)?;
        self.lx.step(first.len());
        while self.lx.advance() {
            if self.lx.is_start_of_new_instruction() {
                return Ok(());
            }
            let word = self.lx.word();
            if word == b"=" {
                return Err(self.error(&[first, b" not allowed before =."]));
            }
            self.operand(Ty::Civ, word)?;
            self.lx.step(word.len());
        }
        Ok(())
    }

    /// `OpUnknown(<opcode>, <word count>)` and its operand words.
    fn op_unknown(&mut self) -> R {
        let (opcode, after) = self.op_unknown_number(
            b'(',
            b"'(' expected after OpUnknown but found '",
            b"Expected '(', found end of stream.",
            b"Expected opcode enumerant, found end of stream.",
            b"Invalid opcode enumerant: \"",
        )?;
        self.lx.step(after);
        let (count, after) = self.op_unknown_number(
            b',',
            b"',' expected after opcode enumerant but found '",
            b"Expected ',', found end of stream.",
            b"Expected number of words, found end of stream.",
            b"Invalid number of words: \"",
        )?;
        if count == 0 {
            return Err(self.error(&[b"Number of words (which includes the opcode) must be greater than zero."]));
        }
        self.lx.step(after);
        if !self.lx.advance() {
            return Err(self.error(&[b"Expected ')', found end of stream."]));
        }
        if let Some(c) = self.lx.peek().filter(|&c| c != b')') {
            return Err(self.error(&[b"')' expected after number of words but found '", &[c], b"'."]));
        }
        self.lx.step(1);
        self.opcode = opcode;
        self.ext_inst = spec::INSTRUCTIONS.get(opcode).is_some_and(|info| {
            info.operands()
                .any(|o| matches!(o.kind.category(), crate::grammar::Category::Literal(LiteralKind::ExtInstInteger)))
        });
        self.out.push(crate::binary::first_word(opcode, count));
        for remaining in (1..count).rev() {
            let n = || alloc::format!("{remaining}");
            if !self.lx.advance() {
                return Err(self.error(&[b"Expected ", n().as_bytes(), b" more operands, found end of stream."]));
            }
            if self.lx.is_start_of_new_instruction() {
                let word = self.lx.word();
                return Err(self.error(&[
                    b"Unexpected start of new instruction: \"",
                    word,
                    b"\". Expected ",
                    n().as_bytes(),
                    b" more operands",
                ]));
            }
            let word = self.lx.word();
            if word == b"=" {
                return Err(self.error(&[b"OpUnknown not allowed before =."]));
            }
            self.operand(Ty::Civ, word)?;
            self.lx.step(word.len());
        }
        Ok(())
    }

    /// A punctuation byte, then a 16-bit number, of `OpUnknown(...)`; the position is left at
    /// the number, whose length is returned.
    fn op_unknown_number(
        &mut self,
        punctuation: u8,
        unexpected: &[u8],
        missing_punctuation: &[u8],
        missing_number: &[u8],
        invalid: &[u8],
    ) -> R<(u16, usize)> {
        if !self.lx.advance() {
            return Err(self.error(&[missing_punctuation]));
        }
        if let Some(c) = self.lx.peek().filter(|&c| c != punctuation) {
            return Err(self.error(&[unexpected, &[c], b"'."]));
        }
        self.lx.step(1);
        if !self.lx.advance() {
            return Err(self.error(&[missing_number]));
        }
        let word = self.lx.word();
        let Some(number) = parse_integer(word, 16, false) else {
            return Err(self.error(&[invalid, word, b"\"."]));
        };
        Ok((number as u16, word.len()))
    }

    /// Encodes one operand word as `ty` (`spvTextEncodeOperand`): ids here, the rest in
    /// [`other_operand`](Self::other_operand).
    #[inline(always)]
    fn operand(&mut self, ty: Ty, word: &'a [u8]) -> R {
        match ty {
            Ty::TypeId | Ty::ResultId | Ty::Id | Ty::OptionalId if word.first() != Some(&b'!') => self.id(ty, word),
            _ => self.other_operand(ty, word),
        }
    }

    #[inline(never)]
    fn other_operand(&mut self, ty: Ty, word: &'a [u8]) -> R {
        if word.first() == Some(&b'!') {
            self.immediate(word)?;
            // The rest of the instruction is context-insensitive values, the result id kept
            // in its place (`spvAlternatePatternFollowingImmediate`).
            let result = self.expected.iter().rposition(|e| e.is_result_id());
            let above = result.map(|i| self.expected.len() - 1 - i);
            self.expected.clear();
            self.expected.push(Expected::CIV);
            if let Some(above) = above {
                self.expected.push(Expected::RESULT_ID);
                self.expected.extend(core::iter::repeat_n(Expected::CIV, above));
            }
            return Ok(());
        }
        match ty {
            Ty::TypeId | Ty::ResultId | Ty::Id | Ty::OptionalId => self.id(ty, word),
            Ty::LiteralInteger | Ty::OptionalLiteralInteger => {
                self.number(word, NumberFormat { width: 32, kind: NumberKind::Unsigned }, ty.is_optional())
            }
            Ty::LiteralFloat => {
                self.number(word, NumberFormat { width: 32, kind: NumberKind::Float(FloatEncoding::Ieee) }, false)
            }
            Ty::TypedNumber => {
                let ty = match self.ids.get(self.result_type).type_def {
                    Some(
                        t @ NumberFormat {
                            kind: NumberKind::Unsigned | NumberKind::Signed | NumberKind::Float(_), ..
                        },
                    ) => t,
                    _ => {
                        let name = spec::INSTRUCTIONS.get(self.opcode).map_or("opcode", |i| i.name());
                        let name = name.strip_prefix("Op").unwrap_or(name);
                        return Err(self.error(&[
                            b"Type for ",
                            name.as_bytes(),
                            b" must be a scalar floating point or integer type",
                        ]));
                    }
                };
                self.number(word, ty, false)
            }
            Ty::OptionalTypedInteger => {
                let selector = self.ids.get(self.word(1)).value_type;
                let ty = match selector.map(|t| self.ids.get(t).type_def) {
                    Some(Some(t @ NumberFormat { kind: NumberKind::Unsigned | NumberKind::Signed, .. })) => t,
                    _ => {
                        return Err(self.error(&[
                            b"The selector operand for OpSwitch must be the result of an instruction that generates an integer scalar",
                        ]));
                    }
                };
                self.number(word, ty, true)
            }
            Ty::ExtInstNumber => self.ext_instruction(word),
            Ty::SpecConstantOp => self.spec_constant_op(word),
            Ty::LiteralString | Ty::OptionalLiteralString => self.string(word, ty.is_optional()),
            Ty::Enum { kind, bits, optional } => self.enumerant(kind, bits && parses_mask(kind, optional), word),
            Ty::Civ => self.civ(word),
            // Variable operands are expanded before they are encoded.
            Ty::VariableId
            | Ty::VariableLiteralInteger
            | Ty::VariableIntegerId
            | Ty::VariableIdInteger
            | Ty::VariableEnum => Err(self.error_of(AssembleErrorKind::Internal, &[b"Unexpected operand type"])),
        }
    }

    /// `!<integer>`: the word itself.
    fn immediate(&mut self, word: &[u8]) -> R {
        let digits = word.get(1..).unwrap_or_default();
        let Some(value) = parse_integer(digits, 32, false) else {
            return Err(self.error(&[b"Invalid immediate integer: !", digits]));
        };
        self.out.push(value as u32);
        Ok(())
    }

    /// `%name`.
    #[inline(always)]
    fn id(&mut self, ty: Ty, word: &'a [u8]) -> R {
        let Some(name) = word.strip_prefix(b"%") else {
            return Err(self.error(&[b"Expected id to start with %."]));
        };
        let Some(id) = self.id_of(name) else {
            return Err(self.error(&[b"Invalid ID ", name]));
        };
        if matches!(ty, Ty::TypeId) {
            self.result_type = id;
        }
        self.out.push(id);
        // The set operand of OpExtInst selects the extended instruction set.
        if self.ext_inst && self.words_len() == 4 {
            match self.ids.get(self.word(3)).import {
                Some(set) => self.ext = Some(set),
                None => {
                    let n = alloc::format!("{}", self.word(2));
                    return Err(self.error(&[b"Invalid extended instruction import Id ", n.as_bytes()]));
                }
            }
        }
        Ok(())
    }

    /// A number of type `ty` (`binaryEncodeNumericLiteral`); an invalid optional one does not
    /// match.
    fn number(&mut self, word: &[u8], ty: NumberFormat, optional: bool) -> R {
        use super::number::Status;
        match encode_number(word, ty) {
            Ok(Words::One(a)) => self.out.push(a),
            Ok(Words::Two(a, b)) => self.out.extend([a, b]),
            Err(e) => {
                return Err(match e.status() {
                    Status::InvalidText if optional => Fail::NoMatch,
                    Status::InvalidText | Status::InvalidUsage => self.error(&[&e.message(word)]),
                    Status::Unsupported => self.error_of(AssembleErrorKind::Internal, &[&e.message(word)]),
                });
            }
        }
        Ok(())
    }

    /// A context-insensitive value: a number, else a string, else an id.
    fn civ(&mut self, word: &'a [u8]) -> R {
        let kind = if word.contains(&b'.') {
            NumberKind::Float(FloatEncoding::Ieee)
        } else if word.first() == Some(&b'-') {
            NumberKind::Signed
        } else {
            NumberKind::Unsigned
        };
        let result = match self.number(word, NumberFormat { width: 32, kind }, true) {
            Err(Fail::NoMatch) => match self.string(word, true) {
                Err(Fail::NoMatch) => self.id(Ty::OptionalId, word),
                r => r,
            },
            r => r,
        };
        match result {
            Ok(()) => {
                if self.expected.is_empty() {
                    self.expected.push(Expected::CIV);
                }
                Ok(())
            }
            Err(Fail::Error(diag)) => Err(self.error_of(diag.kind, &[b"Invalid word following !<integer>: ", word])),
            Err(Fail::NoMatch) => Err(Fail::NoMatch),
        }
    }

    /// A literal string (`spvTextToLiteral`, `binaryEncodeString`).
    fn string(&mut self, word: &[u8], optional: bool) -> R {
        let invalid = |this: &Self| {
            if optional { Fail::NoMatch } else { this.error(&[b"Invalid literal string '", word, b"'."]) }
        };
        // What spvTextToLiteral takes for a number: digits, at most one '.', a leading '-'.
        let mut periods = 0;
        let mut signed = false;
        let mut is_string = false;
        for (i, &c) in word.iter().enumerate() {
            match c {
                b'0'..=b'9' => {}
                b'.' => periods += 1,
                b'-' if i == 0 => signed = true,
                b'-' => is_string = true,
                _ => {
                    is_string = true;
                    break;
                }
            }
        }
        if word.is_empty() {
            return Err(invalid(self));
        }
        if !(is_string || periods > 1 || (signed && word.len() == 1)) {
            return Err(self.error(&[b"Expected literal string, found literal number '", word, b"'."]));
        }
        let content = match word {
            [b'"', content @ .., b'"'] => content,
            _ => return Err(invalid(self)),
        };
        // The bytes, a backslash taking the next byte as it is.
        let unescaped = || {
            let mut escaping = false;
            content.iter().filter(move |&&c| {
                let keep = c != b'\\' || escaping;
                escaping = !keep;
                keep
            })
        };
        let escaped = content.contains(&b'\\');
        let len = if escaped { unescaped().count() } else { content.len() };
        if len > MAX_STRING_BYTES {
            // No message (unless an earlier one stands).
            let (pos, message) = match self.note {
                Some(pos) => (pos, Some(b"Value is being defined a second time".to_vec())),
                None => (self.lx.pos(), None),
            };
            return Err(Fail::Error(Box::new(Diag { pos, kind: AssembleErrorKind::OutOfMemory, message })));
        }
        if self.opcode == Op::ExtInstImport as u16 {
            let name: Vec<u8> = unescaped().copied().collect();
            // The assembler takes no grammars beyond those SPIRV-Tools knows.
            let Some(set) = imported_set(&name, &[]) else {
                return Err(self.error(&[b"Invalid extended instruction import '", &name, b"'"]));
            };
            let entry = self.ids.entry(self.word(1));
            if entry.import.is_some() {
                return Err(self.error(&[b"Import Id is being defined a second time"]));
            }
            entry.import = Some(set);
        }
        if self.words_len() + len / 4 + 1 > MAX_WORDS {
            return Err(self.error(&[b"Instruction too long: more than 65535 words."]));
        }
        // The bytes, little-endian in words, then a NUL and padding.
        if !escaped {
            self.out.extend(ByteOrder::Little.words(content));
            let rest = content.len() / 4 * 4;
            let mut last = [0; 4];
            last[..content.len() - rest].copy_from_slice(&content[rest..]);
            self.out.push(ByteOrder::Little.word(last));
            return Ok(());
        }
        let mut word = 0u32;
        let mut shift = 0;
        for &c in unescaped() {
            word |= u32::from(c) << shift;
            shift += 8;
            if shift == 32 {
                self.out.push(word);
                word = 0;
                shift = 0;
            }
        }
        self.out.push(word);
        Ok(())
    }

    /// A ValueEnum or BitEnum operand: one enumerant name, or for a mask kind names joined by
    /// `|`; the parameters of the value (of the mask's bits, lowest first) follow.
    fn enumerant(&mut self, kind: Kind, mask: bool, word: &'a [u8]) -> R {
        let Some(table) = kind.enum_table() else {
            return Err(self.error_of(AssembleErrorKind::Internal, &[b"Unexpected operand type"]));
        };
        if !mask {
            let Some((value, parameters)) = lookup::enumerant(table, word) else {
                return Err(self.enumerant_error(table, word, false, AssembleErrorKind::InvalidText));
            };
            self.out.push(value);
            Expected::push_parameters(&mut self.expected, &parameters, kind);
            return Ok(());
        }
        if word.is_empty() {
            return Err(self.enumerant_error(table, word, true, AssembleErrorKind::InvalidText));
        }
        let mut value = 0;
        let mut list = None;
        for name in word.split(|&c| c == b'|') {
            let Some((v, parameters)) = lookup::enumerant(table, name) else {
                return Err(self.enumerant_error(table, word, true, AssembleErrorKind::InvalidLookup));
            };
            // One name of one bit (or none): its parameters are the mask's.
            list = if value == 0 && v.count_ones() <= 1 { Some(parameters) } else { None };
            value |= v;
        }
        self.out.push(value);
        match list.filter(|_| !word.contains(&b'|')) {
            Some(list) => Expected::push_parameters(&mut self.expected, &list, kind),
            // Each bit's parameters, the lowest bit's taken first.
            None => {
                for bit in (0..32).rev().map(|i| 1u32 << i).filter(|bit| value & bit != 0) {
                    if let Some(list) = lookup::enumerant_parameters(table, bit) {
                        Expected::push_parameters(&mut self.expected, &list, kind);
                    }
                }
            }
        }
        Ok(())
    }

    /// `Invalid <kind> '<word>'.`, or for a mask `Invalid <kind> operand '<word>'.`.
    #[cold]
    fn enumerant_error(&self, table: Enumerants, word: &[u8], mask: bool, class: AssembleErrorKind) -> Fail {
        let name = kind_description(table.kind()).as_bytes();
        let operand: &[u8] = if mask { b" operand '" } else { b" '" };
        self.error_of(class, &[b"Invalid ", name, operand, word, b"'."])
    }

    /// The instruction of an extended set: a name of the imported set, or for a non-semantic
    /// set also a number (its operands are then ids).
    fn ext_instruction(&mut self, word: &[u8]) -> R {
        if let Some(ImportedSet::Known(set)) = self.ext
            && let Some((number, list)) = lookup::ext_instruction(set, word)
        {
            self.out.push(number);
            Expected::push_forms(&mut self.expected, &list, Some(set));
            return Ok(());
        }
        let non_semantic = self.ext.is_some_and(ImportedSet::is_non_semantic);
        if !non_semantic {
            return Err(self.error(&[b"Invalid extended instruction name '", word, b"'."]));
        }
        let Some(number) = decimal_u32(word) else {
            return Err(self.error(&[
                b"Couldn't translate unknown extended instruction name '",
                word,
                b"' to unsigned integer.",
            ]));
        };
        self.out.push(number);
        self.expected.push(Expected::VARIABLE_ID);
        Ok(())
    }

    /// The operation of `OpSpecConstantOp`: an opcode name without `Op`; its operands after the
    /// result type and id follow.
    fn spec_constant_op(&mut self, word: &[u8]) -> R {
        use crate::predicates::{SPEC_CONSTANT_KERNEL_OPERATIONS, SPEC_CONSTANT_SHADER_OPERATIONS};
        let mut operations = SPEC_CONSTANT_SHADER_OPERATIONS.iter().chain(SPEC_CONSTANT_KERNEL_OPERATIONS);
        let found = operations.find(|op| op.name().as_bytes().get(2..) == Some(word));
        let Some(&op) = found else {
            return Err(self.error(&[b"Invalid OpSpecConstantOp opcode '", word, b"'."]));
        };
        debug_assert!(is_spec_constant_opcode(op as u16));
        let Some(list) = lookup::spec_constant_operands(op as u16, self.version) else {
            return Err(self.error_of(AssembleErrorKind::Internal, &[b"OpSpecConstant opcode table out of sync"]));
        };
        self.out.push(u32::from(op as u16));
        Expected::push_forms(&mut self.expected, &list, None);
        Ok(())
    }
}

/// An unsigned decimal that fits 32 bits, as `spvTextToLiteral` reads one (digits only).
fn decimal_u32(word: &[u8]) -> Option<u32> {
    if word.is_empty() || !word.iter().all(u8::is_ascii_digit) {
        return None;
    }
    word.iter().try_fold(0u32, |v, &d| v.checked_mul(10)?.checked_add(u32::from(d - b'0')))
}
