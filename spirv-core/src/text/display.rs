//! `Display` of a module: `spirv-dis --raw-id`'s text. `Display` of an instruction: its line as `spirv-dis --raw-id --no-indent` prints it, as far
//! as the instruction itself knows its context. A typed `OpExtInst` names its extended
//! instruction, a constant's literal prints by the type it was decoded with (or built from),
//! `OpSpecConstantOp` names its opcode.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use spirv_runtime::binary::{ByteOrder, InstructionSet, Operand as _, Visitor, WordSink};
use spirv_runtime::grammar::{EnumTable, IdKind, InstructionTable, KindTable};
use spirv_runtime::{IdRef, List, LiteralNumber, NumberType, Str};

use super::literals::write_literal;
use super::print::{push_id_number, write_escaped, write_mask};
use super::{DisassembleOptions, imported_set, is_spec_constant_opcode};
use crate::spec::{Capability, Instruction};
use crate::{ExtGrammar, Module};

/// Displays the module as `spirv-dis --raw-id` prints it: the header comments, then one
/// indented instruction per line with numeric ids. Bytes of strings that are not UTF-8 are
/// replaced. No instruction is left out: one that `spirv-dis` would reject (an import of a set
/// it does not know, and the instructions of that set) prints as its words, as `spirv dis
/// --keep-going` prints it (`; 0x<byte offset>: 0x<word> ...`), and the first such error ends
/// the text as `; error: ...`; so does a module that does not encode. To print the
/// instructions of a downstream crate's own set by name, give its grammar:
/// [`Module::display_with`].
///
/// ```
/// use spirv_core::spec::{Capability, Instruction};
/// use spirv_core::{Header, Module, Version};
///
/// let module = Module {
///     header: Header::new(Version::new(1, 0), 0, 1),
///     instructions: vec![Instruction::Capability { capability: Capability::Shader }],
/// };
/// let text = module.to_string();
/// assert!(text.starts_with("; SPIR-V\n; Version: 1.0\n"));
/// assert!(text.ends_with("               OpCapability Shader\n"));
/// ```
impl fmt::Display for Module<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.display_with(&[]), f)
    }
}

/// A module shown with the grammars of extended sets `spirv-dis` does not know: what
/// [`Module::display_with`] returns.
#[derive(Clone, Copy, Debug)]
pub struct ModuleText<'m, 'a> {
    module: &'m Module<'a>,
    ext_grammars: &'static [ExtGrammar],
}

impl<'a> Module<'a> {
    /// The module as [`Display`](fmt::Display) shows it, with `ext_grammars` for the sets it
    /// imports that `spirv-dis` does not know (a downstream crate's own, expanded by
    /// [`spirv_grammar!`](crate::spirv_grammar)): their instructions print by name, with typed
    /// operands ([`DisassembleOptions::ext_grammars`]).
    ///
    /// ```
    /// # mod acme { spirv_core::spirv_grammar!("examples/vendor/extinst.acme.vendor-ops.grammar.json"); }
    /// use spirv_core::spec::Instruction;
    /// use spirv_core::{ExtGrammar, ExtInstruction, Header, IdRef, IdResult, IdResultType, Module, Version};
    ///
    /// const ACME: &[ExtGrammar] = &[ExtGrammar::new("Acme.VendorOps", &acme::INSTRUCTIONS)];
    /// let id = |n| IdRef::new(n).unwrap();
    /// let blend = acme::Instruction::Blend { base: id(2), layer: id(2), rounding: acme::AcmeRounding::Stochastic(42) };
    /// let module = Module {
    ///     header: Header::new(Version::new(1, 0), 0, 4),
    ///     instructions: vec![
    ///         Instruction::ExtInstImport { result_id: IdResult::new(1).unwrap(), name: "Acme.VendorOps".into() },
    ///         Instruction::TypeVoid { result_id: IdResult::new(2).unwrap() },
    ///         Instruction::ExtInst {
    ///             result_type: IdResultType::new(2).unwrap(),
    ///             result_id: IdResult::new(3).unwrap(),
    ///             set: id(1),
    ///             instruction: ExtInstruction::from_instruction(&blend).unwrap(),
    ///         },
    ///     ],
    /// };
    /// // Without the grammar, the import and the instruction print as their words.
    /// let text = module.to_string();
    /// assert!(text.contains("; 0x00000014: 0x0006000b 0x00000001 0x656d6341 "), "{text}");
    /// assert!(text.ends_with("; error: 1: Invalid extended instruction import 'Acme.VendorOps'\n"), "{text}");
    /// // With it, by name.
    /// let text = module.display_with(ACME).to_string();
    /// assert!(text.ends_with("%3 = OpExtInst %2 %1 Blend %2 %2 Stochastic 42\n"), "{text}");
    /// ```
    pub fn display_with(&self, ext_grammars: &'static [ExtGrammar]) -> ModuleText<'_, 'a> {
        ModuleText { module: self, ext_grammars }
    }
}

impl fmt::Display for ModuleText<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self.module.encode() {
            Ok(words) => words,
            Err(e) => return writeln!(f, "; error: {e}"),
        };
        let bytes = ByteOrder::Little.to_bytes(&words);
        let options = DisassembleOptions {
            friendly_names: false,
            keep_going: true,
            ext_grammars: self.ext_grammars,
            ..Default::default()
        };
        let mut text = Vec::new();
        let result = super::disassemble_into(&bytes, &options, &mut text);
        f.write_str(&String::from_utf8_lossy(&text))?;
        match result {
            Ok(()) => Ok(()),
            Err(e) => writeln!(f, "; error: {e}"),
        }
    }
}

/// Displays the instruction as `spirv-dis --raw-id --no-indent` prints its line.
///
/// ```
/// use spirv_core::ext::glsl_std_450;
/// use spirv_core::spec::Instruction;
/// use spirv_core::{ExtInstruction, IdRef, IdResult, IdResultType, LiteralNumber};
///
/// let id = |n| IdRef::new(n).unwrap();
/// let sqrt = Instruction::ExtInst {
///     result_type: IdResultType::new(10).unwrap(),
///     result_id: IdResult::new(15).unwrap(),
///     set: id(1),
///     instruction: ExtInstruction::GlslStd450(glsl_std_450::Instruction::Sqrt { x: id(14) }),
/// };
/// assert_eq!(sqrt.to_string(), "%15 = OpExtInst %10 %1 Sqrt %14");
///
/// let constant = Instruction::Constant {
///     result_type: IdResultType::new(10).unwrap(),
///     result_id: IdResult::new(11).unwrap(),
///     value: LiteralNumber::from(2.5f64),
/// };
/// assert_eq!(constant.to_string(), "%11 = OpConstant %10 2.5");
/// ```
impl fmt::Display for Instruction<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match line(self) {
            Some(text) => f.write_str(&text),
            // An instruction spirv-dis would reject (an id of 0, say): its words, as `Debug`.
            None => fmt::Debug::fmt(self, f),
        }
    }
}

/// The instruction's line, printed from its operands; `None` where `spirv-dis` would reject
/// the instruction in any module (see [`LinePrinter`]).
fn line(inst: &Instruction<'_>) -> Option<String> {
    // A raw instruction holds what the grammar cannot type (an unknown opcode, enumerant value
    // or flag), which spirv-dis rejects as well.
    if inst.as_raw().is_some() {
        return None;
    }
    let opcode = u16::try_from(inst.opcode()).ok()?;
    let name = crate::spec::INSTRUCTIONS.get(opcode)?.name();
    let mut p = LinePrinter::new(None);
    if let Some(result) = inst.result_id() {
        push_id_number(&mut p.out, result.get());
        p.out.extend_from_slice(b" = ");
    }
    p.out.extend_from_slice(name.as_bytes());
    match inst {
        Instruction::ExtInstImport { name, .. } => {
            // An import of a set spirv-dis does not know it rejects.
            imported_set(name.as_bytes(), &[])?;
        }
        Instruction::ExtInst { result_type, result_id, set, instruction }
        | Instruction::ExtInstWithForwardRefsKHR { result_type, result_id, set, instruction } => {
            // The set's import defines `set`.
            let known = instruction.set().filter(|_| result_id.get() != set.get())?;
            let table = known.instructions();
            let named =
                known.known_to_spirv_tools() && table.get(u16::try_from(instruction.instruction()).ok()?).is_some();
            if !named {
                // spirv-dis prints an instruction of a non-semantic set it cannot name as its
                // number and its operand words as ids (its own `--raw-id` form).
                let is_non_semantic = !known.known_to_spirv_tools() || known.is_non_semantic();
                if !is_non_semantic {
                    return None;
                }
                p.id(IdKind::ResultType, (*result_type).into());
                p.id(IdKind::Ref, *set);
                let mut sink = WordSink::new();
                instruction.visit(&mut sink);
                let words = sink.finish().ok()?;
                let (number, operands) = words.split_first()?;
                p.integer(*number);
                for &word in operands {
                    p.id(IdKind::Ref, IdRef::new(word)?);
                }
                return p.finish();
            }
            p.ext = Some(table);
        }
        // The literal's type is the instruction's result type: a result id equal to it is a
        // second definition.
        Instruction::Constant { result_type, result_id, .. }
        | Instruction::SpecConstant { result_type, result_id, .. }
            if result_type.get() == result_id.get() =>
        {
            return None;
        }
        Instruction::Switch { target, .. } => {
            // The selector's type, which the literals are read by: the type of the first.
            if let Some((first, _)) = target.iter().next() {
                let ty = first.number_type();
                if matches!(ty, NumberType::Float { .. }) {
                    return None;
                }
                p.switch_type = Some(ty);
            }
        }
        _ => {}
    }
    inst.visit_operands(&mut p);
    p.finish()
}

/// The operands of an extended instruction as `spirv-dis --raw-id` prints them after `OpExtInst
/// %type %set`: `Blend %5 %6 Stochastic 42`. `grammar` is the set's, under the import name ""
/// (the generated `Display` of an extended set's `Instruction` passes it). `None` if the
/// instruction does not encode or `spirv-dis` would reject it (a raw instruction number the
/// grammar lacks).
pub(crate) fn ext_instruction_line<'a, I: InstructionSet<'a>>(
    inst: &I,
    grammar: &'static [ExtGrammar],
) -> Option<String> {
    // The set is the one imported as "", which spirv-dis reads as not non-semantic: an
    // instruction its grammar does not name is rejected.
    let table = grammar.iter().find(|g| g.imported_by(b""))?.instructions();
    if inst.as_raw().is_some() {
        return None;
    }
    let info = table.get(u16::try_from(inst.opcode()).ok()?)?;
    let mut p = LinePrinter::new(Some(table));
    // `OpExtInst`, its result type, result id, set and number: five words.
    p.words = 5;
    p.out.extend_from_slice(info.name().as_bytes());
    inst.visit_operands(&mut p);
    p.finish()
}

/// Prints an instruction's operands as `spirv-dis --raw-id --no-indent` does, each after a
/// space, from the typed value (a [`Visitor`] over its operands), with the operand forms of
/// the disassembler (`print.rs`). Marks the line rejected for what `spirv-dis` rejects in
/// any module: an instruction that does not encode (a flag without its parameters, more than
/// 65,535 words), raw words, an unknown enumerant or flag, an opcode `OpSpecConstantOp` may not
/// name, an `OpSwitch` literal not of its selector's width, a string with a nul inside.
struct LinePrinter {
    out: Vec<u8>,
    /// The instructions of the extended set whose operands are visited (an `OpExtInst`'s):
    /// its kinds come before the core grammar's.
    ext: Option<InstructionTable<Capability>>,
    /// `OpSwitch`: the type of its selector, by which its literals print.
    switch_type: Option<NumberType>,
    /// After `OpSpecConstantOp`'s opcode, the visit repeats its result type, and result id,
    /// which the line does not print again.
    skip_type_copy: bool,
    /// Words of the encoded instruction so far.
    words: usize,
    rejected: bool,
}

impl LinePrinter {
    fn new(ext: Option<InstructionTable<Capability>>) -> Self {
        LinePrinter {
            out: Vec::with_capacity(64),
            ext,
            switch_type: None,
            skip_type_copy: false,
            words: 1,
            rejected: false,
        }
    }

    /// The line, unless rejected.
    fn finish(self) -> Option<String> {
        if self.rejected || self.words > usize::from(u16::MAX) {
            return None;
        }
        // Strings need not be UTF-8.
        Some(match String::from_utf8(self.out) {
            Ok(text) => text,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        })
    }

    /// Starts an operand of `words` words.
    fn operand(&mut self, words: usize) -> &mut Vec<u8> {
        self.words = self.words.saturating_add(words);
        self.out.push(b' ');
        &mut self.out
    }

    /// The values of the operand kind named `kind`: the extended set's, else the core grammar's.
    fn enum_table(&self, kind: &str) -> Option<EnumTable<Capability>> {
        let ext_kinds = self.ext.map(|table| KindTable::new(table.tables()));
        ext_kinds.and_then(|k| k.get(kind)).or_else(|| crate::spec::OPERAND_KINDS.get(kind))?.enum_table()
    }
}

impl<'a> Visitor<'a> for LinePrinter {
    fn id(&mut self, kind: IdKind, id: IdRef) {
        match kind {
            // The result id starts the line; OpSpecConstantOp's operation repeats it.
            IdKind::Result => {
                if !self.skip_type_copy {
                    self.words += 1;
                }
                self.skip_type_copy = false;
            }
            IdKind::ResultType if self.skip_type_copy => {}
            _ => push_id_number(self.operand(1), id.get()),
        }
    }

    fn integer(&mut self, value: u32) {
        write_literal(self.operand(1), LiteralNumber::from(value));
    }

    fn float(&mut self, value: f32) {
        write_literal(self.operand(1), LiteralNumber::from(value));
    }

    fn number(&mut self, value: LiteralNumber) {
        let words = value.word_count();
        let value = match self.switch_type {
            // A literal of another width than its selector's would be read as other operands.
            Some(ty) if usize::from(ty.words()) != words => {
                self.rejected = true;
                return;
            }
            Some(ty) => LiteralNumber::new(value.bits(), ty),
            None => value,
        };
        if !(1..=2).contains(&words) {
            self.rejected = true;
            return;
        }
        write_literal(self.operand(words), value);
    }

    fn string(&mut self, value: &Str<'a>) {
        let bytes = value.as_bytes();
        // A nul inside would end the string early, the rest read as other operands.
        if bytes.contains(&0) {
            self.rejected = true;
            return;
        }
        let out = self.operand(bytes.len() / 4 + 1);
        out.push(b'"');
        write_escaped(out, bytes.iter().copied());
        out.push(b'"');
    }

    fn enumerant(&mut self, kind: &'static str, value: u32) {
        match self.enum_table(kind).and_then(|t| t.get(value)) {
            Some(e) => self.operand(1).extend_from_slice(e.name().as_bytes()),
            None => self.rejected = true,
        }
    }

    fn flags(&mut self, kind: &'static str, bits: u32) {
        let Some(table) = self.enum_table(kind) else {
            self.rejected = true;
            return;
        };
        // Bits the kind does not define spirv-dis rejects.
        let mut rest = bits;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest &= !bit;
            if table.get(bit).is_none() {
                self.rejected = true;
                return;
            }
        }
        write_mask(self.operand(1), table, bits);
    }

    fn ext_instruction(&mut self, number: u32) {
        let name = self.ext.and_then(|t| t.get(u16::try_from(number).ok()?)).map(|i| i.name());
        match name {
            Some(name) => self.operand(1).extend_from_slice(name.as_bytes()),
            None => self.rejected = true,
        }
    }

    fn spec_constant_opcode(&mut self, opcode: u32) {
        let info = u16::try_from(opcode)
            .ok()
            .filter(|&op| is_spec_constant_opcode(op))
            .and_then(|op| crate::spec::INSTRUCTIONS.get(op));
        match info {
            Some(info) => {
                let name = info.name();
                self.operand(1).extend_from_slice(name.strip_prefix("Op").unwrap_or(name).as_bytes());
                self.skip_type_copy = true;
            }
            None => self.rejected = true,
        }
    }

    fn raw(&mut self, _: &List<'a, u32>) {
        self.rejected = true;
    }

    fn flag_mismatch(&mut self, _: &'static str, _: &'static str, _: bool) {
        self.rejected = true;
    }
}
