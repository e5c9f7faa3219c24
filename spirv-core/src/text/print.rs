//! The disassembler: SPIR-V binary to the text `spirv-dis` prints, byte for byte, in its
//! default layout and with each of its layout flags.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::vec::Vec;

use crate::ExtGrammar;
use crate::binary::ByteOrder;
use crate::grammar::{EnumTable, InstructionInfo};
use crate::spec::{Capability, Op};

use super::generators::GENERATORS;
use super::header::module_words;
use super::line_buf::LineBuf;
use super::literals::write_number;
use super::names::FriendlyNames;
use super::operands::{DisassembleError, Form, Operand, Parsed, Parser, Sink};

/// How to lay out the text: the options of `spirv-dis`. [`Default`] is `spirv-dis` without
/// flags (indented, friendly names, with the header); [`DisassembleOptions::raw`] is
/// `spirv-dis --raw-id --no-indent --no-header`.
///
/// ```
/// use spirv_core::text::DisassembleOptions;
///
/// // spirv-dis --raw-id --comment
/// let options = DisassembleOptions { friendly_names: false, comment: true, ..Default::default() };
/// assert!(options.indent && options.header);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DisassembleOptions {
    /// Align the opcodes in column 15 (`--no-indent` turns it off).
    pub indent: bool,
    /// Name ids after `OpName`s, built-ins, types and constants (`--raw-id` turns it off).
    pub friendly_names: bool,
    /// Print the five header comment lines (`--no-header` turns it off).
    pub header: bool,
    /// Indent blocks by their nesting in the control flow (`--nested-indent`).
    pub nested_indent: bool,
    /// Print each function's blocks in reverse post-order (`--reorder-blocks`).
    pub reorder_blocks: bool,
    /// Section comments, `OpName` ids and decorations as comments (`--comment`).
    pub comment: bool,
    /// The byte offset of each instruction as a comment (`--offsets`).
    pub offsets: bool,
    /// ANSI colours, as `spirv-dis --color`.
    pub color: bool,
    /// Go on past an invalid instruction (which `spirv-dis` cannot): its words are printed as a
    /// comment, `; 0x<byte offset>: 0x<word> ...`, and the first error is still returned.
    pub keep_going: bool,
    /// Grammars of extended instruction sets SPIRV-Tools does not know (a downstream crate's
    /// own, expanded by [`spirv_grammar!`](crate::spirv_grammar)), so that their instructions
    /// print by name with typed operands where `spirv-dis` rejects the import (or, for an
    /// unknown `NonSemantic.*` set, prints numbers and ids).
    ///
    /// ```
    /// # mod acme { spirv_core::spirv_grammar!("examples/vendor/extinst.acme.vendor-ops.grammar.json"); }
    /// use spirv_core::spec::Instruction;
    /// use spirv_core::text::{DisassembleOptions, disassemble};
    /// use spirv_core::{ExtGrammar, ExtInstruction, Header, IdRef, IdResult, IdResultType, Module, Version};
    ///
    /// const GRAMMARS: &[ExtGrammar] = &[ExtGrammar::new("Acme.VendorOps", &acme::INSTRUCTIONS)];
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
    /// let bytes = module.to_bytes();
    /// // spirv-dis rejects the import; given the grammar, its instructions print by name.
    /// assert!(disassemble(&bytes, &DisassembleOptions::raw()).is_err());
    /// let options = DisassembleOptions { ext_grammars: GRAMMARS, ..DisassembleOptions::raw() };
    /// let text = disassemble(&bytes, &options).unwrap();
    /// assert!(text.ends_with(b"%3 = OpExtInst %2 %1 Blend %2 %2 Stochastic 42\n"));
    /// ```
    pub ext_grammars: &'static [ExtGrammar],
}

impl Default for DisassembleOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl DisassembleOptions {
    /// `spirv-dis` without flags ([`Default::default`], usable in constants).
    pub(crate) const DEFAULT: Self = DisassembleOptions {
        indent: true,
        friendly_names: true,
        header: true,
        nested_indent: false,
        reorder_blocks: false,
        comment: false,
        offsets: false,
        color: false,
        keep_going: false,
        ext_grammars: &[],
    };

    /// One instruction per line, numeric ids, no header: `spirv-dis --raw-id --no-indent
    /// --no-header`, the form of SPIRV-Tools' unit tests.
    pub fn raw() -> Self {
        DisassembleOptions { indent: false, friendly_names: false, header: false, ..Default::default() }
    }
}

/// Disassembles a module (bytes in either byte order) into `spirv-dis`' text.
///
/// The text is bytes, not a `String`: `spirv-dis` prints string operands as they are, and they
/// need not be UTF-8.
///
/// # Errors
/// When `spirv-dis` would reject the module, with its message.
///
/// ```
/// use spirv_core::binary::ByteOrder;
/// use spirv_core::text::{DisassembleOptions, disassemble};
///
/// // OpCapability Shader, OpMemoryModel Logical GLSL450
/// let words: [u32; 8] = [0x0723_0203, 0x0001_0000, 0, 1, 0, 0x0002_0011, 1, 0x0003_000e];
/// let mut bytes = ByteOrder::Little.to_bytes(&words);
/// ByteOrder::Little.extend_bytes(&mut bytes, [0, 1]);
/// let text = disassemble(&bytes, &DisassembleOptions::raw()).unwrap();
/// assert_eq!(text, b"OpCapability Shader\nOpMemoryModel Logical GLSL450\n");
/// ```
pub fn disassemble(bytes: &[u8], options: &DisassembleOptions) -> Result<Vec<u8>, DisassembleError> {
    let mut out = Vec::new();
    disassemble_into(bytes, options, &mut out)?;
    Ok(out)
}

/// Disassembles a module into `out`. On error, `out` holds what `spirv-dis` prints before it
/// reports the error (the header and the instructions before the bad one, except those of a
/// function it was still holding back for `--nested-indent` or `--reorder-blocks`).
///
/// # Errors
/// As [`disassemble`].
pub fn disassemble_into(bytes: &[u8], options: &DisassembleOptions, out: &mut Vec<u8>) -> Result<(), DisassembleError> {
    let words = module_words(bytes)?;
    // About 2.5 bytes of text per byte of binary in the default layout.
    out.reserve(bytes.len() * 3);
    if !options.friendly_names || options.keep_going {
        return Disassembler::new(&words, *options, out).run(None);
    }
    // Named as if every instruction parsed, which the disassembly finds out; if one does not,
    // named again up to it, as spirv-dis names, and printed again.
    let start = out.len();
    let names = FriendlyNames::of_parsing_module(&words);
    let result = Disassembler::named(&words, *options, out, Some(names)).run(None);
    if result.is_ok() {
        return result;
    }
    out.truncate(start);
    Disassembler::new(&words, *options, out).run(None)
}

/// Disassembles a module to a writer, in chunks, without holding the whole text.
///
/// # Errors
/// The writer's error, or the module's ([`std::io::ErrorKind::InvalidData`] wrapping a
/// [`DisassembleError`]), after the text `spirv-dis` prints before it.
#[cfg(feature = "std")]
pub fn disassemble_to(bytes: &[u8], options: &DisassembleOptions, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let words = module_words(bytes).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
    let mut out = Vec::new();
    let mut io_error = None;
    let result = Disassembler::new(&words, *options, &mut out).run(Some(&mut |chunk| match w.write_all(chunk) {
        Ok(()) => true,
        Err(e) => {
            io_error = Some(e);
            false
        }
    }));
    if let Some(e) = io_error {
        return Err(e);
    }
    w.write_all(&out)?;
    result.map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
}

/// Each instruction of a module as `spirv-dis --no-indent --no-header` prints it, with friendly
/// names, without its newline (a string operand may hold newlines): the text under a
/// `spirv-val` message. As many as the instructions before the first error the binary parse
/// meets.
///
/// # Errors
/// When the header is malformed.
pub fn instruction_texts(bytes: &[u8]) -> Result<Vec<Vec<u8>>, DisassembleError> {
    let words = module_words(bytes)?;
    let mut out = Vec::new();
    let mut d = Disassembler::new(&words, MESSAGE_LAYOUT, &mut out);
    d.ends = Some(Vec::new());
    // (An error ends the texts; the validator reports its own.)
    let (_, ends) = d.run_keeping_ends();
    let mut texts = Vec::with_capacity(ends.len());
    let mut start = 0;
    for end in ends {
        let text = out.get(start..end).unwrap_or_default();
        texts.push(text.strip_suffix(b"\n").unwrap_or(text).to_vec());
        start = end;
    }
    Ok(texts)
}

/// The text of instruction `index` of a module as [`instruction_texts`] gives it (`None` past
/// the instructions before the first error the binary parse meets): the module is parsed for
/// its names, and up to the instruction for its text.
///
/// # Errors
/// When the header is malformed.
pub fn instruction_text(bytes: &[u8], index: usize) -> Result<Option<Vec<u8>>, DisassembleError> {
    let words = module_words(bytes)?;
    let names = FriendlyNames::new(&words, false, MESSAGE_LAYOUT.ext_grammars);
    Ok(message_line(&words, index, &names))
}

/// [`instruction_text`], given the module's names ([`FriendlyNames::from_module`] of the same
/// bytes), which it does not make again: only the instructions up to `index` are parsed. For a
/// caller that names ids in its messages too (a validator).
///
/// ```
/// use spirv_core::binary::ByteOrder;
/// use spirv_core::text::{FriendlyNames, assemble, instruction_text, instruction_text_named};
///
/// let words = assemble(b"OpCapability Shader\nOpMemoryModel Logical GLSL450\n%void = OpTypeVoid\n", &Default::default()).unwrap();
/// let bytes = ByteOrder::Little.to_bytes(&words);
/// let names = FriendlyNames::from_module(&bytes).unwrap();
/// assert_eq!(names.name(1), "void");
/// let text = instruction_text_named(&bytes, 2, &names).unwrap();
/// assert_eq!(text.as_deref(), Some(&b"%void = OpTypeVoid"[..]));
/// assert_eq!(text, instruction_text(&bytes, 2).unwrap());
/// ```
///
/// # Errors
/// When the header is malformed.
pub fn instruction_text_named(
    bytes: &[u8],
    index: usize,
    names: &FriendlyNames,
) -> Result<Option<Vec<u8>>, DisassembleError> {
    Ok(message_line(&module_words(bytes)?, index, names))
}

/// The layout of the texts under `spirv-val`'s messages: `--no-indent --no-header`.
const MESSAGE_LAYOUT: DisassembleOptions =
    DisassembleOptions { indent: false, header: false, ..DisassembleOptions::DEFAULT };

/// Instruction `index` of the module `words` printed in [`MESSAGE_LAYOUT`] with `names`, without
/// the line's end; `None` if the parse (which stops at its first error) does not reach it. (In
/// that layout an instruction prints the same whatever was printed before it.)
fn message_line(words: &[u32], index: usize, names: &FriendlyNames) -> Option<Vec<u8>> {
    let mut parser = Parser::new(words, MESSAGE_LAYOUT.ext_grammars);
    for _ in 0..index {
        parser.next_instruction(&mut ())?.ok()?;
    }
    let mut out = Vec::new();
    let mut line = Line::new(&mut out, Some(names), MESSAGE_LAYOUT.indent);
    parser.next_instruction(&mut line)?.ok()?;
    // (Without its line's end.)
    line.done();
    Some(out)
}

const RESET: &[u8] = b"\x1b[0m";
const GREY: &[u8] = b"\x1b[1;30m";
const RED: &[u8] = b"\x1b[31m";
const GREEN: &[u8] = b"\x1b[32m";
const YELLOW: &[u8] = b"\x1b[33m";
const BLUE: &[u8] = b"\x1b[34m";

/// Column of the opcode when indenting.
const STANDARD_INDENT: usize = 15;
/// Comments start at this column at least.
const COMMENT_COLUMN: usize = 50;
/// The output is handed to the writer in chunks of about this size.
const CHUNK: usize = 1 << 16;

/// An instruction held back until its function ends (`--nested-indent`, `--reorder-blocks`).
#[derive(Clone, Copy, Debug)]
struct Held {
    start: usize,
    len: usize,
    info: InstructionInfo<Capability>,
    opcode: u16,
    name: &'static str,
    result_id: u32,
    operands: (usize, usize),
}

/// A block of the function being held back, and where its branches go.
#[derive(Clone, Debug, Default)]
struct Block {
    first: usize,
    count: usize,
    merge: u32,
    continue_target: u32,
    true_target: u32,
    false_target: u32,
    body: u32,
    next: u32,
    cases: Vec<u32>,
    nest_level: Option<u32>,
    reachable: bool,
}

/// Appends `code` when colouring.
#[inline(always)]
fn color(out: &mut Vec<u8>, color: bool, code: &[u8]) {
    if color {
        out.extend_from_slice(code);
    }
}

/// The length of the text of `id` without the `%`: its name's, or its number's.
#[inline]
fn name_len(names: Option<&FriendlyNames>, id: u32) -> usize {
    match names.and_then(|n| n.get(id)) {
        Some(name) => name.len(),
        None => super::line_buf::decimal_len(id),
    }
}

/// Appends `%` and the name of `id`, or its number.
#[inline(always)]
fn push_id(out: &mut Vec<u8>, names: Option<&FriendlyNames>, id: u32) {
    match names.and_then(|n| n.get(id)) {
        Some(name) => {
            out.push(b'%');
            out.extend_from_slice(name);
        }
        None => push_id_number(out, id),
    }
}

/// `EmitOperand`: one operand of the instruction whose words are `words` (ids by name or
/// number, literals by their type, enumerants by name), closed by a colour reset.
#[inline(always)]
fn write_operand(out: &mut Vec<u8>, names: Option<&FriendlyNames>, colors: bool, words: &[u32], operand: &Operand) {
    let word = words.get(operand.offset as usize).copied().unwrap_or(0);
    match operand.form {
        Form::ResultId | Form::Id => {
            color(out, colors, YELLOW);
            push_id(out, names, word);
        }
        Form::ExtInstNumber(set) => {
            color(out, colors, RED);
            let name = set.and_then(|s| u16::try_from(word).ok().and_then(|n| s.get(n)));
            match name {
                Some(inst) => out.extend_from_slice(inst.name().as_bytes()),
                None => out.extend_from_slice(itoa::Buffer::new().format(word).as_bytes()),
            }
        }
        Form::SpecConstantOpcode => {
            color(out, colors, RED);
            if let Some(inst) = u16::try_from(word).ok().and_then(|op| crate::spec::INSTRUCTIONS.get(op)) {
                let name = inst.name();
                out.extend_from_slice(name.strip_prefix("Op").unwrap_or(name).as_bytes());
            }
        }
        Form::Integer | Form::Float | Form::Number(_) => {
            color(out, colors, RED);
            write_number(out, words, operand);
            color(out, colors, RESET);
        }
        Form::String => {
            out.push(b'"');
            color(out, colors, GREEN);
            let start = operand.offset as usize;
            let string = words.get(start..start + operand.words as usize).unwrap_or_default();
            write_escaped(out, string.iter().flat_map(|&w| ByteOrder::Little.bytes(w)));
            color(out, colors, RESET);
            out.push(b'"');
        }
        Form::Enum(name) => out.extend_from_slice(name.as_bytes()),
        Form::Mask(table) => write_mask(out, table, word),
    }
    color(out, colors, RESET);
}

/// The printer of the plain layouts (no colour, comments or blocks held back): an instruction's
/// line, written as the parse reads its operands (`EmitInstructionImpl` of those layouts), into
/// a [`LineBuf`] and from there to `out`, many lines at a time. The text is what `out` holds
/// and the buffer after it, until [`Line::done`].
pub(crate) struct Line<'a> {
    out: &'a mut Vec<u8>,
    buf: LineBuf,
    /// Where the line being written begins in the text: what follows is undone when its
    /// instruction fails.
    mark: usize,
    names: Option<&'a FriendlyNames>,
    indent: bool,
}

impl<'a> Line<'a> {
    /// A printer of lines after what `out` holds.
    pub fn new(out: &'a mut Vec<u8>, names: Option<&'a FriendlyNames>, indent: bool) -> Self {
        Line { mark: out.len(), out, buf: LineBuf::new(), names, indent }
    }

    /// The length of the text so far.
    #[inline(always)]
    fn len(&self) -> usize {
        self.out.len() + self.buf.len()
    }

    /// Moves the text held to `out`.
    #[inline]
    pub fn done(&mut self) {
        self.buf.flush(self.out);
    }

    /// `%` and the name or number of `id`.
    #[inline(always)]
    fn id(&mut self, id: u32) {
        match self.names.and_then(|n| n.get(id)) {
            Some(name) => {
                self.buf.byte(self.out, b'%');
                self.buf.bytes(self.out, name);
            }
            None => self.buf.decimal(self.out, b'%', id),
        }
    }

    /// Ends the line; the next begins.
    #[inline(always)]
    fn finish(&mut self) {
        self.buf.byte(self.out, b'\n');
        self.mark = self.len();
    }
}

impl<'m> Sink<'m> for Line<'_> {
    #[inline(always)]
    fn begin(&mut self, result_id: u32, name: &'static str) {
        if result_id != 0 {
            if self.indent {
                // `setw(12 - len)` before the `%`.
                let width = (STANDARD_INDENT - 3).saturating_sub(name_len(self.names, result_id));
                self.buf.spaces(self.out, width.saturating_sub(1));
            }
            self.id(result_id);
            self.buf.bytes(self.out, b" = ");
        } else if self.indent {
            self.buf.spaces(self.out, STANDARD_INDENT);
        }
        self.buf.bytes(self.out, name.as_bytes());
    }

    #[inline(always)]
    fn operand(&mut self, inst: &[u32], operand: Operand) {
        let word = inst.get(operand.offset as usize).copied().unwrap_or(0);
        match operand.form {
            Form::ResultId => {}
            Form::Id => {
                self.buf.byte(self.out, b' ');
                self.id(word);
            }
            Form::Integer => {
                self.buf.byte(self.out, b' ');
                self.buf.decimal(self.out, 0, word);
            }
            Form::Enum(name) => {
                self.buf.byte(self.out, b' ');
                self.buf.bytes(self.out, name.as_bytes());
            }
            Form::String => {
                self.buf.bytes(self.out, b" \"");
                let start = operand.offset as usize;
                self.buf.escaped(self.out, inst.get(start..start + operand.words as usize).unwrap_or_default());
                self.buf.byte(self.out, b'"');
            }
            _ => {
                self.buf.byte(self.out, b' ');
                self.buf.flush(self.out);
                write_operand(self.out, self.names, false, inst, &operand);
            }
        }
    }

    #[inline(always)]
    fn end(&mut self, _: &Parsed<'m>, _: &Parser<'m>) -> bool {
        self.finish();
        true
    }

    #[inline(always)]
    fn failed(&mut self) {
        match self.mark.checked_sub(self.out.len()) {
            Some(held) => self.buf.truncate(held),
            None => {
                self.out.truncate(self.mark);
                self.buf.truncate(0);
            }
        }
    }
}

/// The plain layouts' pass over a module: its lines ([`Line`]), where each ends when asked
/// for, the text handed to the writer in chunks, and `--keep-going`'s comments.
struct Plain<'d, 'a, 'f> {
    line: Line<'a>,
    words: &'a [u32],
    ends: Option<&'d mut Vec<usize>>,
    flush: &'d mut Option<Flush<'f>>,
}

impl<'m> Sink<'m> for Plain<'_, '_, '_> {
    #[inline(always)]
    fn begin(&mut self, result_id: u32, name: &'static str) {
        self.line.begin(result_id, name);
    }

    #[inline(always)]
    fn operand(&mut self, inst: &[u32], operand: Operand) {
        self.line.operand(inst, operand);
    }

    #[inline(always)]
    fn end(&mut self, _: &Parsed<'m>, _: &Parser<'m>) -> bool {
        self.line.finish();
        if let Some(ends) = &mut self.ends {
            ends.push(self.line.len());
        }
        if self.flush.is_none() || self.line.len() < CHUNK {
            return true;
        }
        self.line.done();
        let go_on = take_chunk(self.flush, self.line.out);
        self.line.mark = self.line.len();
        go_on
    }

    #[inline(always)]
    fn failed(&mut self) {
        Sink::failed(&mut self.line);
    }

    fn skipped(&mut self, start: usize, end: usize) {
        self.line.done();
        skipped(self.words, start, end, self.line.out);
        self.line.mark = self.line.len();
    }
}

/// Hands `out` to the writer when it holds a chunk; false when the writer failed.
#[inline(always)]
fn take_chunk(flush: &mut Option<Flush<'_>>, out: &mut Vec<u8>) -> bool {
    if let Some(flush) = flush.as_mut()
        && out.len() >= CHUNK
    {
        if !flush(out) {
            return false;
        }
        out.clear();
    }
    true
}

/// The other layouts' pass: each instruction's operands kept, then printed whole
/// ([`Disassembler::instruction`]).
struct Whole<'d, 'm, 'o, 'f> {
    d: &'d mut Disassembler<'m, 'o>,
    operands: Vec<Operand>,
    flush: &'d mut Option<Flush<'f>>,
}

impl<'m> Sink<'m> for Whole<'_, 'm, '_, '_> {
    #[inline(always)]
    fn begin(&mut self, _: u32, _: &'static str) {
        self.operands.clear();
    }

    #[inline(always)]
    fn operand(&mut self, _: &[u32], operand: Operand) {
        self.operands.push(operand);
    }

    fn end(&mut self, inst: &Parsed<'m>, _: &Parser<'m>) -> bool {
        self.d.instruction(inst, &self.operands);
        if let Some(ends) = &mut self.d.ends {
            ends.push(self.d.out.len());
        }
        take_chunk(self.flush, self.d.out)
    }

    fn skipped(&mut self, start: usize, end: usize) {
        skipped(self.d.words, start, end, self.d.out);
    }
}

/// Appends the bytes of a string operand up to its first nul, `"` and `\\` escaped, as
/// `spirv-dis` prints them between the quotes.
pub(crate) fn write_escaped(out: &mut Vec<u8>, bytes: impl IntoIterator<Item = u8>) {
    for b in bytes {
        if b == 0 {
            break;
        }
        if b == b'"' || b == b'\\' {
            out.push(b'\\');
        }
        out.push(b);
    }
}

/// Appends a mask as `spirv-dis` prints it: the names of its flags in bit order, joined by `|`
/// (`Flat|NoPerspective`); for 0, the name of the kind's 0 value (`None`) if it has one. Bits
/// the kind does not define are left out (the parser rejects them first).
pub(crate) fn write_mask(out: &mut Vec<u8>, table: EnumTable<Capability>, word: u32) {
    let mut first = true;
    for bit in 0..32 {
        let mask = 1u32 << bit;
        if word & mask != 0
            && let Some(e) = table.get(mask)
        {
            if !first {
                out.push(b'|');
            }
            first = false;
            out.extend_from_slice(e.name().as_bytes());
        }
    }
    if word == 0
        && let Some(e) = table.get(0)
    {
        out.extend_from_slice(e.name().as_bytes());
    }
}

/// Appends `%` and the decimal `id`, in one copy.
#[inline]
pub(crate) fn push_id_number(out: &mut Vec<u8>, id: u32) {
    let mut buf = [0u8; 11];
    let mut i = buf.len();
    let mut n = id;
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    i -= 1;
    buf[i] = b'%';
    out.extend_from_slice(&buf[i..]);
}

/// Appends `n` spaces.
fn spaces(out: &mut Vec<u8>, n: usize) {
    const SPACES: [u8; 64] = [b' '; 64];
    let mut n = n;
    while n > 0 {
        let k = n.min(SPACES.len());
        out.extend_from_slice(&SPACES[..k]);
        n -= k;
    }
}

/// The visible length of a line (ANSI colour sequences not counted).
fn visible_len(line: &[u8]) -> usize {
    let mut len = 0;
    let mut i = 0;
    while i < line.len() {
        if line[i] == 0x1b {
            while i < line.len() && line[i] != b'm' {
                i += 1;
            }
            i += 1;
            continue;
        }
        len += 1;
        i += 1;
    }
    len
}

/// Takes a chunk of finished text; false when the writer failed.
type Flush<'a> = &'a mut dyn FnMut(&[u8]) -> bool;

/// One run of the disassembler over a module.
struct Disassembler<'m, 'o> {
    words: &'m [u32],
    options: DisassembleOptions,
    /// Where each instruction's text ends in `out`, when asked for ([`instruction_texts`]).
    ends: Option<Vec<usize>>,
    names: Option<FriendlyNames>,
    out: &'o mut Vec<u8>,
    /// `--comment`: the decorations of each id, printed on its defining line.
    id_comments: BTreeMap<u32, Vec<u8>>,
    comment_align: usize,
    seen_annotation: bool,
    seen_debug: bool,
    seen_type: bool,
    held: Vec<Held>,
    held_operands: Vec<Operand>,
    blocks: Vec<Block>,
    scratch: Vec<u8>,
}

impl<'m, 'o> Disassembler<'m, 'o> {
    fn new(words: &'m [u32], options: DisassembleOptions, out: &'o mut Vec<u8>) -> Self {
        let names = options.friendly_names.then(|| FriendlyNames::new(words, options.keep_going, options.ext_grammars));
        Self::named(words, options, out, names)
    }

    /// [`Disassembler::new`] with the names given.
    fn named(
        words: &'m [u32],
        options: DisassembleOptions,
        out: &'o mut Vec<u8>,
        names: Option<FriendlyNames>,
    ) -> Self {
        Disassembler {
            words,
            options,
            ends: None,
            names,
            out,
            id_comments: BTreeMap::new(),
            comment_align: 0,
            seen_annotation: false,
            seen_debug: false,
            seen_type: false,
            held: Vec::new(),
            held_operands: Vec::new(),
            blocks: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Prints the module, recording where each instruction's text ends; returns the outcome
    /// and those ends.
    fn run_keeping_ends(mut self) -> (Result<(), DisassembleError>, Vec<usize>) {
        let result = self.print(&mut None);
        (result, self.ends.take().unwrap_or_default())
    }

    /// Prints the module; `flush`, if given, takes each full chunk of text (false stops with
    /// no error: the writer failed and holds the error).
    fn run(mut self, mut flush: Option<Flush<'_>>) -> Result<(), DisassembleError> {
        if self.options.header {
            self.header();
        }
        self.print(&mut flush)
    }

    /// Prints the instructions: in the plain layouts as the parse reads them ([`Line`]), in the
    /// others from their operands (held back, commented, coloured).
    fn print(&mut self, flush: &mut Option<Flush<'_>>) -> Result<(), DisassembleError> {
        let o = self.options;
        let mut parser = Parser::new(self.words, o.ext_grammars);
        if o.color || o.nested_indent || o.reorder_blocks || o.comment || o.offsets {
            return parser.run(&mut Whole { d: self, operands: Vec::new(), flush }, o.keep_going);
        }
        let mut plain = Plain {
            line: Line::new(&mut *self.out, self.names.as_ref(), o.indent),
            words: self.words,
            ends: self.ends.as_mut(),
            flush,
        };
        let result = parser.run(&mut plain, o.keep_going);
        plain.line.done();
        result
    }

    fn header(&mut self) {
        let [_, version, generator, bound, schema] = [0, 1, 2, 3, 4].map(|i| self.words[i]);
        let out = &mut *self.out;
        let mut buf = itoa::Buffer::new();
        out.extend_from_slice(b"; SPIR-V\n; Version: ");
        out.extend_from_slice(buf.format((version >> 16) & 0xFF).as_bytes());
        out.push(b'.');
        out.extend_from_slice(buf.format((version >> 8) & 0xFF).as_bytes());
        out.extend_from_slice(b"\n; Generator: ");
        let tool = (generator >> 16) as u16;
        match GENERATORS.binary_search_by_key(&tool, |&(id, _)| id) {
            Ok(i) => out.extend_from_slice(GENERATORS[i].1.as_bytes()),
            Err(_) => {
                out.extend_from_slice(b"Unknown(");
                out.extend_from_slice(buf.format(tool).as_bytes());
                out.push(b')');
            }
        }
        out.extend_from_slice(b"; ");
        out.extend_from_slice(buf.format(generator & 0xFFFF).as_bytes());
        out.extend_from_slice(b"\n; Bound: ");
        out.extend_from_slice(buf.format(bound).as_bytes());
        out.extend_from_slice(b"\n; Schema: ");
        out.extend_from_slice(buf.format(schema).as_bytes());
        out.push(b'\n');
    }

    /// `HandleInstruction`: section comments, then the line, or holds it back in its block.
    fn instruction(&mut self, inst: &Parsed<'m>, operands: &[Operand]) {
        if self.options.comment {
            self.section_comment(inst);
        }
        let held = Held {
            start: inst.start,
            len: inst.words.len(),
            info: inst.info,
            opcode: inst.opcode,
            name: inst.info.name(),
            result_id: inst.result_id,
            operands: (0, 0),
        };
        if self.options.nested_indent || self.options.reorder_blocks {
            if inst.opcode == Op::Label as u16 {
                self.blocks.push(Block { first: self.held.len(), ..Block::default() });
                self.hold(held, operands);
                return;
            }
            if inst.opcode == Op::FunctionEnd as u16 {
                self.emit_function();
            }
            if !self.blocks.is_empty() {
                self.hold(held, operands);
                return;
            }
        }
        self.emit(&held, operands, None);
    }

    fn hold(&mut self, mut held: Held, operands: &[Operand]) {
        let first = self.held_operands.len();
        self.held_operands.extend_from_slice(operands);
        held.operands = (first, self.held_operands.len());
        self.held.push(held);
        if let Some(block) = self.blocks.last_mut() {
            block.count += 1;
        }
    }

    fn section_comment(&mut self, inst: &Parsed<'m>) {
        let indent = if self.options.indent { STANDARD_INDENT } else { 0 };
        let class = inst.info.class();
        let header = |out: &mut Vec<u8>, text: &[u8]| {
            out.push(b'\n');
            out.extend(core::iter::repeat_n(b' ', indent));
            out.extend_from_slice(text);
            out.push(b'\n');
        };
        if inst.opcode == Op::Function as u16 {
            if self.options.nested_indent {
                self.out.push(b'\n');
            }
            let mut text = b"; Function ".to_vec();
            match self.names.as_ref().and_then(|n| n.get(inst.result_id)) {
                Some(name) => text.extend_from_slice(name),
                None => text.extend_from_slice(itoa::Buffer::new().format(inst.result_id).as_bytes()),
            }
            header(self.out, &text);
        }
        // SPIRV-Tools' lists are the grammar's classes, less OpDecorationGroup.
        if !self.seen_annotation && class == "Annotation" && inst.opcode != Op::DecorationGroup as u16 {
            self.seen_annotation = true;
            header(self.out, b"; Annotations");
        }
        if !self.seen_debug && class == "Debug" {
            self.seen_debug = true;
            header(self.out, b"; Debug Information");
        }
        if !self.seen_type && crate::predicates::generates_type(inst.opcode) {
            self.seen_type = true;
            header(self.out, b"; Types, variables and constants");
        }
    }

    /// `EmitCFG`: the held function's blocks, nested and ordered.
    fn emit_function(&mut self) {
        if self.blocks.is_empty() {
            return;
        }
        let mut blocks = core::mem::take(&mut self.blocks);
        let held = core::mem::take(&mut self.held);
        let held_operands = core::mem::take(&mut self.held_operands);
        let word_of = |h: &Held, operand: usize| -> u32 {
            let ops = &held_operands[h.operands.0..h.operands.1];
            ops.get(operand).and_then(|o| self.words.get(h.start + o.offset as usize)).copied().unwrap_or(0)
        };
        let mut index_of: BTreeMap<u32, usize> = BTreeMap::new();
        for (i, block) in blocks.iter_mut().enumerate() {
            let insts = &held[block.first..block.first + block.count];
            index_of.insert(insts[0].result_id, i);
            if insts.len() >= 3 {
                let maybe_merge = &insts[insts.len() - 2];
                match Op::from_u16(maybe_merge.info.opcode()) {
                    Some(Op::LoopMerge) => {
                        block.merge = word_of(maybe_merge, 0);
                        block.continue_target = word_of(maybe_merge, 1);
                    }
                    Some(Op::SelectionMerge) => block.merge = word_of(maybe_merge, 0),
                    _ => {}
                }
            }
            let Some(branch) = insts.last() else { continue };
            match Op::from_u16(branch.info.opcode()) {
                Some(Op::Branch) if block.merge != 0 => block.body = word_of(branch, 0),
                Some(Op::Branch) => block.next = word_of(branch, 0),
                Some(Op::BranchConditional) => {
                    block.true_target = word_of(branch, 1);
                    block.false_target = word_of(branch, 2);
                }
                Some(Op::Switch) => {
                    let count = branch.operands.1 - branch.operands.0;
                    block.cases = (1..count).step_by(2).map(|i| word_of(branch, i)).collect();
                }
                _ => {}
            }
        }
        let order = order_blocks(&mut blocks, &index_of);
        for i in 0..blocks.len() {
            let block = &blocks[if self.options.reorder_blocks { order[i] } else { i }];
            let level = block.nest_level.unwrap_or(0);
            for h in &held[block.first..block.first + block.count] {
                self.emit(h, &held_operands[h.operands.0..h.operands.1], Some(level));
            }
        }
    }

    /// `EmitInstructionImpl`: one line, with its comments.
    fn emit(&mut self, inst: &Held, operands: &[Operand], block_level: Option<u32>) {
        let words = &self.words[inst.start..inst.start + inst.len];
        let opcode = inst.opcode;
        let options = self.options;
        if options.nested_indent && opcode == Op::Label as u16 {
            self.out.push(b'\n');
        }
        let line_start = self.out.len();
        let out = &mut *self.out;
        let names = self.names.as_ref();
        if inst.result_id != 0 {
            color(out, options.color, BLUE);
            if options.indent {
                // `setw(12 - len)` before the `%`.
                let width = (STANDARD_INDENT - 3).saturating_sub(name_len(names, inst.result_id));
                spaces(out, width.saturating_sub(1));
            }
            push_id(out, names, inst.result_id);
            color(out, options.color, RESET);
            out.extend_from_slice(b" = ");
        } else if options.indent {
            out.extend_from_slice(&[b' '; STANDARD_INDENT]);
        }
        if options.nested_indent
            && let Some(level) = block_level
        {
            let body = if opcode == Op::Label as u16 { 0 } else { 2 };
            spaces(out, level as usize * 2 + body);
        }
        out.extend_from_slice(inst.name.as_bytes());
        for operand in operands {
            if matches!(operand.form, Form::ResultId) {
                continue;
            }
            out.push(b' ');
            write_operand(out, names, options.color, words, operand);
        }
        if !(options.comment || options.offsets) {
            out.push(b'\n');
            return;
        }
        self.comments(inst, words, operands, line_start);
    }

    /// The comments of the line started at `line_start` (`--comment`, `--offsets`), aligned.
    fn comments(&mut self, inst: &Held, words: &[u32], operands: &[Operand], line_start: usize) {
        let opcode = inst.info.opcode();
        let mut comments = core::mem::take(&mut self.scratch);
        comments.clear();
        if self.options.comment && opcode == Op::Decorate as u16 {
            let mut partial = Vec::new();
            for (i, operand) in operands.iter().enumerate().skip(1) {
                if i > 1 {
                    partial.push(b' ');
                }
                write_operand(&mut partial, self.names.as_ref(), self.options.color, words, operand);
            }
            let target = words.get(1).copied().unwrap_or(0);
            if target != 0 {
                let entry = self.id_comments.entry(target).or_default();
                if !entry.is_empty() {
                    entry.extend_from_slice(b", ");
                }
                entry.extend_from_slice(&partial);
            }
        }
        let mut separator: &[u8] = b"";
        if self.options.offsets {
            color(&mut comments, self.options.color, GREY);
            comments.extend_from_slice(format!("0x{:08x}", inst.start * 4).as_bytes());
            color(&mut comments, self.options.color, RESET);
            separator = b", ";
        }
        if self.options.comment && opcode == Op::Name as u16 {
            comments.extend_from_slice(separator);
            comments.extend_from_slice(b"id %");
            comments.extend_from_slice(itoa::Buffer::new().format(words.get(1).copied().unwrap_or(0)).as_bytes());
            separator = b", ";
        }
        if self.options.comment
            && inst.result_id != 0
            && let Some(decorations) = self.id_comments.get(&inst.result_id)
        {
            comments.extend_from_slice(separator);
            comments.extend_from_slice(decorations);
        }
        if comments.is_empty() {
            self.comment_align = 0;
        } else {
            let line_len = visible_len(&self.out[line_start..]);
            let align = (line_len + 2).max(self.comment_align).max(COMMENT_COLUMN).next_multiple_of(4);
            self.comment_align = align.min(256);
            self.out.extend(core::iter::repeat_n(b' ', align - line_len));
            self.out.extend_from_slice(b"; ");
            self.out.extend_from_slice(&comments);
        }
        self.out.push(b'\n');
        self.scratch = comments;
    }
}

/// Prints the words `start..end` of an instruction the parse failed on as `--keep-going`'s
/// comment: `; 0x<byte offset>: 0x<word> ...`.
fn skipped(words: &[u32], start: usize, end: usize, out: &mut Vec<u8>) {
    out.extend_from_slice(format!("; 0x{:08x}:", start * 4).as_bytes());
    for w in &words[start..end] {
        out.extend_from_slice(format!(" 0x{w:08x}").as_bytes());
    }
    out.push(b'\n');
}

/// `OrderBlocks`: assigns nesting levels along a depth-first walk from the entry block and
/// returns the reverse post-order, unreachable blocks last (at level 0).
fn order_blocks(blocks: &mut [Block], index_of: &BTreeMap<u32, usize>) -> Vec<usize> {
    let mut post_order = Vec::new();
    blocks[0].nest_level = Some(0);
    let mut stack: Vec<(usize, bool)> = alloc::vec![(0, false)];
    let mut visited = alloc::vec![false; blocks.len()];
    while let Some((i, post_visit)) = stack.pop() {
        if post_visit {
            post_order.push(i);
            continue;
        }
        if visited[i] {
            continue;
        }
        visited[i] = true;
        stack.push((i, true));
        let block = blocks[i].clone();
        let level = block.nest_level.unwrap_or(0);
        let mut nest = |id: u32, level: u32| {
            if let Some(&j) = index_of.get(&id)
                && blocks[j].nest_level.is_none()
            {
                blocks[j].nest_level = Some(level);
            }
        };
        nest(block.merge, level);
        nest(block.continue_target, level + 1);
        nest(block.true_target, level + 2);
        nest(block.false_target, level + 2);
        nest(block.body, level + 2);
        nest(block.next, level);
        for &case in &block.cases {
            nest(case, level + 2);
        }
        blocks[i].reachable = true;
        let successors = [block.true_target, block.false_target, block.body, block.next];
        let after = [block.continue_target, block.merge];
        for id in successors.iter().chain(&block.cases).chain(&after) {
            if let Some(&j) = index_of.get(id) {
                stack.push((j, false));
            }
        }
    }
    let mut order: Vec<usize> = post_order.into_iter().rev().collect();
    for (i, block) in blocks.iter_mut().enumerate() {
        if !block.reachable {
            order.push(i);
            block.nest_level = Some(0);
        }
    }
    order
}
