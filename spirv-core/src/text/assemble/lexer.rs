//! Words and positions of assembly text, as SPIRV-Tools' `AssemblyContext` sees them
//! (`source/text_handler.cpp`: `advance`, `getWord`, `startsWithOp`, `isStartOfNewInst`).
//!
//! Positions count lines from `\n` skipped between words and columns in bytes; a newline inside
//! a quoted word moves the column, not the line, as in SPIRV-Tools.

/// A place in the text: byte index, 0-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Pos {
    pub index: usize,
    pub line: usize,
    pub column: usize,
}

/// The text (cut at its first NUL byte, which ends the input) and the current position.
pub(super) struct Lexer<'a> {
    text: &'a [u8],
    /// Whether a NUL byte follows `text` in the input.
    pub nul_terminated: bool,
    pub pos: Pos,
}

/// What follows the current position where an operand may come.
pub(super) enum Next<'a> {
    /// The end of the text.
    End,
    /// An opcode or `%id = Op...`: the start of the next instruction.
    NewInstruction,
    /// A word, and the position after it.
    Word(&'a [u8], Pos),
}

/// Whether `byte` ends a word outside quotes.
#[inline]
fn is_terminator(byte: u8) -> bool {
    matches!(byte, b' ' | b';' | b',' | b'(' | b')' | b'\t' | b'\n' | b'\r')
}

impl<'a> Lexer<'a> {
    pub fn new(input: &'a [u8]) -> Self {
        let (text, nul_terminated) = match input.iter().position(|&b| b == 0) {
            Some(n) => (input.get(..n).unwrap_or_default(), true),
            None => (input, false),
        };
        Lexer { text, nul_terminated, pos: Pos::default() }
    }

    /// Whether text remains at the current position.
    #[inline]
    pub fn has_text(&self) -> bool {
        self.pos.index < self.text.len()
    }

    /// The byte at the current position.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.text.get(self.pos.index).copied()
    }

    /// Moves past one byte of the current line.
    #[inline]
    pub fn seek_forward(&mut self, n: usize) {
        self.pos.index += n;
        self.pos.column += n;
    }

    /// Skips whitespace and comments from `pos`; false at the end of the text.
    #[inline]
    fn skip(&self, pos: &mut Pos) -> bool {
        loop {
            let Some(&byte) = self.text.get(pos.index) else { return false };
            match byte {
                b' ' | b'\t' | b'\r' => {
                    pos.index += 1;
                    pos.column += 1;
                }
                b'\n' => {
                    pos.index += 1;
                    pos.line += 1;
                    pos.column = 0;
                }
                b';' => {
                    // To the end of the line, the newline included.
                    let rest = self.text.get(pos.index..).unwrap_or_default();
                    match rest.iter().position(|&b| b == b'\n') {
                        Some(n) => {
                            pos.index += n + 1;
                            pos.line += 1;
                            pos.column = 0;
                        }
                        None => {
                            pos.index += rest.len();
                            pos.column += rest.len();
                            return false;
                        }
                    }
                }
                _ => return true,
            }
        }
    }

    /// Skips whitespace and comments; false at the end of the text.
    #[inline]
    pub fn advance(&mut self) -> bool {
        let mut pos = self.pos;
        let more = self.skip(&mut pos);
        self.pos = pos;
        more
    }

    /// The word at `pos` and the position after it. A word ends at whitespace, `;`, `,`, `(` or
    /// `)` outside double quotes; a backslash escapes the next byte. It may be empty.
    #[inline]
    pub fn word_at(&self, pos: Pos) -> (&'a [u8], Pos) {
        let rest = self.text.get(pos.index..).unwrap_or_default();
        let mut quoting = false;
        let mut escaping = false;
        let mut len = rest.len();
        for (i, &byte) in rest.iter().enumerate() {
            if byte == b'\\' {
                escaping = !escaping;
                continue;
            }
            if byte == b'"' {
                if !escaping {
                    quoting = !quoting;
                }
            } else if is_terminator(byte) && !escaping && !quoting {
                len = i;
                break;
            }
            escaping = false;
        }
        let word = rest.get(..len).unwrap_or_default();
        (word, Pos { index: pos.index + len, line: pos.line, column: pos.column + len })
    }

    /// The word at the current position and the position after it.
    #[inline]
    pub fn word(&self) -> (&'a [u8], Pos) {
        self.word_at(self.pos)
    }

    /// Whether the text at `pos` is `Op` followed by an uppercase ASCII letter.
    #[inline]
    fn starts_with_op_at(&self, pos: Pos) -> bool {
        matches!(self.text.get(pos.index..pos.index + 3), Some([b'O', b'p', c]) if c.is_ascii_uppercase())
    }

    /// Whether the word at the current position starts with `Op` and an uppercase letter.
    #[inline]
    pub fn starts_with_op(&self) -> bool {
        self.starts_with_op_at(self.pos)
    }

    /// Whether the word at `pos` is exactly `=`.
    #[inline]
    fn is_equal_sign_at(&self, pos: Pos) -> bool {
        self.text.get(pos.index) == Some(&b'=') && self.text.get(pos.index + 1).is_none_or(|&b| is_terminator(b))
    }

    /// Whether the current position (at a word) starts an instruction: an opcode, or
    /// `%name = Op...`. Also returns the word when it does not.
    #[inline]
    fn classify(&self) -> Next<'a> {
        if self.starts_with_op() {
            return Next::NewInstruction;
        }
        let (word, after) = self.word();
        if word.first() == Some(&b'%') {
            let mut pos = after;
            if self.skip(&mut pos) && self.is_equal_sign_at(pos) {
                pos.index += 1;
                pos.column += 1;
                if self.skip(&mut pos) && self.starts_with_op_at(pos) {
                    return Next::NewInstruction;
                }
            }
        }
        Next::Word(word, after)
    }

    /// Advances to the next word and tells what it is: the end of the text, the start of the
    /// next instruction, or an operand word.
    #[inline]
    pub fn next_operand(&mut self) -> Next<'a> {
        if !self.advance() {
            return Next::End;
        }
        self.classify()
    }

    /// Whether the word at the current position starts a new instruction.
    #[inline]
    pub fn is_start_of_new_instruction(&self) -> bool {
        matches!(self.classify(), Next::NewInstruction)
    }
}

/// The SPIR-V minor version a leading `; Version: 1.<digit>` comment selects
/// (`spvReadEnvironmentFromText`): only whitespace and comment lines may come before it.
pub(super) fn version_comment(text: &[u8]) -> Option<u8> {
    const PREFIX: &[u8] = b"; Version: 1.";
    let mut i = 0;
    while let Some(&c) = text.get(i) {
        if c == b';' {
            let digit_pos = i + PREFIX.len();
            if digit_pos >= text.len() {
                return None;
            }
            let matched =
                PREFIX.iter().zip(text.get(i..).unwrap_or_default()).skip(1).take_while(|(a, b)| a == b).count() + 1;
            if matched == PREFIX.len() {
                let minor = text.get(digit_pos).copied().unwrap_or(0);
                let next = text.get(digit_pos + 1).copied().unwrap_or(0);
                if minor.is_ascii_digit() && !next.is_ascii_digit() && minor - b'0' <= 6 {
                    return Some(minor - b'0');
                }
            }
            // Skip to the end of the line.
            i += matched;
            while text.get(i).is_some_and(|&b| b != b'\n') {
                i += 1;
            }
        } else if !is_c_space(c) {
            return None;
        }
        i += 1;
    }
    None
}

/// C's `isspace` in the "C" locale.
#[inline]
pub(super) fn is_c_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}
