//! `Display` of a module: `spirv-dis --raw-id`'s text. `Display` of an instruction: its line as `spirv-dis --raw-id --no-indent` prints it, as far
//! as the instruction itself knows its context. A typed `OpExtInst` names its extended
//! instruction, a constant's literal prints by the type it was decoded with (or built from),
//! `OpSpecConstantOp` names its opcode.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use spirv_runtime::binary::{InstructionSet, MAGIC, WordSink};
use spirv_runtime::{LiteralNumber, NumberType};

use super::{DisassembleOptions, disassemble};
use crate::spec::{Instruction, Op};
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
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
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

/// Ids for the declarations the line needs and the instruction does not hold (no real module
/// comes near them).
const FRESH_TYPE: u32 = 0xFFFF_FF00;

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

/// `OpTypeInt` / `OpTypeFloat` declaring `id` as a type of literals of type `ty`.
fn type_declaration(id: u32, ty: NumberType) -> Vec<u32> {
    let int = |width: u8, signed: bool| vec![4 << 16 | Op::TypeInt as u32, id, u32::from(width), u32::from(signed)];
    match ty {
        NumberType::Unsigned { width } => int(width, false),
        NumberType::Signed { width } => int(width, true),
        NumberType::Untyped { words } => int(words.saturating_mul(32), false),
        NumberType::Float { width, encoding } => {
            let encoding = encoding.to_operand();
            let mut words = vec![3 << 16 | Op::TypeFloat as u32, id, u32::from(width)];
            words.extend(encoding);
            words[0] += u32::from(encoding.is_some()) << 16;
            words
        }
    }
}

/// The instruction's line, disassembled in a module made of the declarations it needs.
fn line(inst: &Instruction<'_>) -> Option<String> {
    let mut sink = WordSink::new();
    sink.instruction(inst);
    let words = sink.finish().ok()?;
    let mut module = vec![MAGIC, 0x0001_0600, 0, u32::MAX, 0];
    let number_of = |n: Option<&LiteralNumber>| n.map_or(NumberType::Untyped { words: 1 }, |n| n.number_type());
    match inst {
        Instruction::ExtInst { set, instruction, .. }
        | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. } => {
            if let Some(known) = instruction.set() {
                let name = known.import_name();
                // Versioned sets are known by the prefix.
                let mut bytes: Vec<u8> = name.bytes().chain(name.ends_with('.').then_some(b'1')).collect();
                bytes.resize(bytes.len() / 4 * 4 + 4, 0);
                module.push(((2 + bytes.len() / 4) as u32) << 16 | Op::ExtInstImport as u32);
                module.push(set.get());
                module.extend(bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
            }
        }
        Instruction::Constant { result_type, value, .. } | Instruction::SpecConstant { result_type, value, .. } => {
            module.extend(type_declaration(result_type.get(), value.number_type()));
        }
        Instruction::Switch { selector, target, .. } => {
            let first = target.iter().next().map(|(n, _)| n);
            module.extend(type_declaration(FRESH_TYPE, number_of(first.as_ref())));
            module.extend([3 << 16 | Op::Undef as u32, FRESH_TYPE, selector.get()]);
        }
        _ => {}
    }
    module.extend(words);
    let bytes: Vec<u8> = module.iter().flat_map(|w| w.to_le_bytes()).collect();
    let text = disassemble(&bytes, &DisassembleOptions::raw()).ok()?;
    let text = String::from_utf8_lossy(&text);
    Some(text.trim_end_matches('\n').rsplit('\n').next().unwrap_or_default().into())
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
    const IMPORT: u32 = 1;
    const TYPE: u32 = 2;
    const RESULT: u32 = 3;
    let mut sink = WordSink::new();
    inst.visit_operands(&mut sink);
    let operands = sink.finish().ok()?;
    let count = u32::try_from(5 + operands.len()).ok().filter(|&n| n <= 0xFFFF)?;
    let mut module = vec![MAGIC, 0x0001_0600, 0, RESULT + 1, 0];
    // `OpExtInstImport %1 ""`: the empty name is one word of zeros.
    module.extend([3 << 16 | Op::ExtInstImport as u32, IMPORT, 0]);
    module.extend([count << 16 | Op::ExtInst as u32, TYPE, RESULT, IMPORT, inst.opcode()]);
    module.extend(operands);
    let bytes: Vec<u8> = module.iter().flat_map(|w| w.to_le_bytes()).collect();
    let options = DisassembleOptions { ext_grammars: grammar, ..DisassembleOptions::raw() };
    let text = String::from_utf8(disassemble(&bytes, &options).ok()?).ok()?;
    let line = text.trim_end_matches('\n').rsplit('\n').next()?;
    line.strip_prefix("%3 = OpExtInst %2 %1 ").map(String::from)
}
