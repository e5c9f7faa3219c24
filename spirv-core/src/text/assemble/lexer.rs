//! Words and positions of assembly text, as SPIRV-Tools' `AssemblyContext` sees them
//! (`source/text_handler.cpp`: `advance`, `getWord`, `startsWithOp`, `isStartOfNewInst`).
//!
//! Positions count lines from `\n` skipped between words and columns in bytes; a newline inside
//! a quoted word moves the column, not the line, as in SPIRV-Tools.

/// A place in the text for a diagnostic: 0-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Pos {
    pub line: usize,
    pub column: usize,
}

/// The text and the current position: the byte index, the line, and where the line starts for
/// the column. (Only newlines skipped between words start lines; a newline inside a quoted word
/// moves the column.) A NUL byte ends the text, as in SPIRV-Tools: it ends a word and stops
/// skipping; only the first instruction can start at it (and is then an empty word).
pub(super) struct Lexer<'a> {
    text: &'a [u8],
    index: usize,
    line: usize,
    line_start: usize,
    /// The last word scanned: its index + 1 (0 for none) and length. (Looking ahead for the
    /// next instruction scans the word that starts it, which is then read again.)
    last_word: core::cell::Cell<(usize, usize)>,
}

/// What follows the current position where an operand may come.
pub(super) enum Next<'a> {
    /// The end of the text.
    End,
    /// An opcode or `%id = Op...`: the start of the next instruction.
    NewInstruction,
    /// A word, at the current position.
    Word(&'a [u8]),
}

const PLAIN: u8 = 0;
const TERMINATOR: u8 = 1;
const SPECIAL: u8 = 2;

/// What each byte is to a word: part of it, its end (outside quotes), or a quote or backslash.
static BYTE_CLASS: [u8; 256] = {
    let mut table = [PLAIN; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        table[i] = if is_terminator(b) || b == 0 {
            TERMINATOR
        } else if b == b'"' || b == b'\\' {
            SPECIAL
        } else {
            PLAIN
        };
        i += 1;
    }
    table
};

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// Eight bytes of `bytes` from `at` (little-endian), if there are eight.
#[inline]
fn chunk(bytes: &[u8], at: usize) -> Option<u64> {
    bytes.get(at..at + 8).and_then(|b| <[u8; 8]>::try_from(b).ok()).map(u64::from_le_bytes)
}

const WORD: u8 = 0;
const BLANK: u8 = 1;
const NEWLINE: u8 = 2;
const COMMENT: u8 = 3;
const END: u8 = 4;

/// What each byte is between words: the start of a word, a blank (space, tab, carriage
/// return), a newline, the start of a comment, or the end of the text (NUL).
static SKIP_CLASS: [u8; 256] = {
    let mut table = [WORD; 256];
    table[b' ' as usize] = BLANK;
    table[b'\t' as usize] = BLANK;
    table[b'\r' as usize] = BLANK;
    table[b'\n' as usize] = NEWLINE;
    table[b';' as usize] = COMMENT;
    table[0] = END;
    table
};

/// The index after the spaces from `i` (eight at a time: indentation).
#[inline]
pub(super) fn skip_spaces(text: &[u8], mut i: usize) -> usize {
    if text.get(i) != Some(&b' ') {
        return i;
    }
    while let Some(x) = chunk(text, i) {
        let others = x ^ (u64::from(b' ') * ONES);
        if others != 0 {
            return i + others.trailing_zeros() as usize / 8;
        }
        i += 8;
    }
    while text.get(i) == Some(&b' ') {
        i += 1;
    }
    i
}

/// The length of the word `rest` starts with.
#[inline(always)]
pub(super) fn word_len(rest: &[u8]) -> usize {
    const LOW5: u64 = 0x1f * ONES;
    // Past a first `%` or `!` (below `-`, but part of the word).
    let mut n = usize::from(rest.first().is_some_and(|&b| BYTE_CLASS.get(usize::from(b)) == Some(&PLAIN)));
    loop {
        // Eight bytes at a time while none of them can end the word or be a quote or a
        // backslash: those are all below `-` (0x2d), or `;` (0x3b) and `\\` (0x5c), whose low five
        // bits are 0x1b and 0x1c (as for a few other bytes, checked one at a time).
        while let Some(x) = chunk(rest, n) {
            let low = x & LOW5;
            let in_1b_1c = low.wrapping_add(0x65 * ONES) & !low.wrapping_add(0x63 * ONES);
            let special = (x.wrapping_sub(0x2d * ONES) & !x | in_1b_1c) & HIGHS;
            if special != 0 {
                n += special.trailing_zeros() as usize / 8;
                break;
            }
            n += 8;
        }
        match rest.get(n).map(|&b| BYTE_CLASS.get(usize::from(b))) {
            Some(Some(&PLAIN)) => n += 1,
            Some(Some(&TERMINATOR)) | None => return n,
            _ => return n + quoted_word_len(rest.get(n..).unwrap_or_default()),
        }
    }
}

/// The length of the rest of a word that continues with a quote or a backslash.
fn quoted_word_len(rest: &[u8]) -> usize {
    let mut quoting = false;
    let mut escaping = false;
    for (i, &byte) in rest.iter().enumerate() {
        if byte == b'\\' {
            escaping = !escaping;
            continue;
        }
        if byte == 0 {
            return i;
        }
        if byte == b'"' {
            if !escaping {
                quoting = !quoting;
            }
        } else if is_terminator(byte) && !escaping && !quoting {
            return i;
        }
        escaping = false;
    }
    rest.len()
}

/// Whether `byte` ends a word outside quotes.
#[inline]
const fn is_terminator(byte: u8) -> bool {
    matches!(byte, b' ' | b';' | b',' | b'(' | b')' | b'\t' | b'\n' | b'\r')
}

/// Where a lexer is, to go back to ([`Lexer::mark`], [`Lexer::reset`]).
#[derive(Clone, Copy)]
pub(super) struct Mark {
    index: usize,
    line: usize,
    line_start: usize,
}

/// Whether the text at `index` is `Op` followed by an uppercase ASCII letter.
#[inline]
pub(super) fn starts_with_op(text: &[u8], index: usize) -> bool {
    matches!(text.get(index..index + 3), Some([b'O', b'p', c]) if c.is_ascii_uppercase())
}

/// Whether `byte` may start a word (it is not whitespace, a comment or a NUL).
#[inline]
pub(super) fn starts_word(byte: u8) -> bool {
    SKIP_CLASS.get(usize::from(byte)) == Some(&WORD)
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a [u8]) -> Self {
        Lexer { text, index: 0, line: 0, line_start: 0, last_word: core::cell::Cell::new((0, 0)) }
    }

    /// The text.
    #[inline]
    pub fn text(&self) -> &'a [u8] {
        self.text
    }

    /// The current byte index.
    #[inline]
    pub fn at(&self) -> usize {
        self.index
    }

    /// Moves to byte `index` of the current line.
    #[inline]
    pub fn go(&mut self, index: usize) {
        self.index = index;
    }

    /// Where the lexer is.
    #[inline]
    pub fn mark(&self) -> Mark {
        Mark { index: self.index, line: self.line, line_start: self.line_start }
    }

    /// Goes back to `mark`.
    #[inline]
    pub fn reset(&mut self, mark: Mark) {
        (self.index, self.line, self.line_start) = (mark.index, mark.line, mark.line_start);
    }

    /// The current position.
    pub fn pos(&self) -> Pos {
        Pos { line: self.line, column: self.index.wrapping_sub(self.line_start) }
    }

    /// Whether text remains at the current position.
    #[inline]
    pub fn has_text(&self) -> bool {
        self.index < self.text.len()
    }

    /// The byte at the current position.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.text.get(self.index).copied()
    }

    /// Moves `n` bytes along the current line (past a word, or a punctuation byte).
    #[inline]
    pub fn step(&mut self, n: usize) {
        self.index += n;
    }

    /// Skips whitespace and comments; false at the end of the text (or at a NUL byte).
    #[inline(always)]
    pub fn advance(&mut self) -> bool {
        // Usually one space, then a word.
        let i = self.index;
        if let Some([b' ', next]) = self.text.get(i..i + 2)
            && SKIP_CLASS.get(usize::from(*next)) == Some(&WORD)
        {
            self.index = i + 1;
            return true;
        }
        self.skip()
    }

    /// [`advance`](Self::advance) in general.
    #[inline(never)]
    fn skip(&mut self) -> bool {
        let text = self.text;
        let mut i = self.index;
        loop {
            let Some(&c) = text.get(i) else {
                self.index = i;
                return false;
            };
            match SKIP_CLASS.get(usize::from(c)) {
                Some(&WORD) => {
                    self.index = i;
                    return true;
                }
                Some(&BLANK) => i = skip_spaces(text, i + 1),
                Some(&NEWLINE) => {
                    i += 1;
                    self.line += 1;
                    self.line_start = i;
                    // (Then usually indentation.)
                    i = skip_spaces(text, i);
                }
                Some(&COMMENT) => {
                    // To the end of the line, the newline included.
                    let comment = text.get(i..).unwrap_or_default();
                    match comment.iter().position(|&b| b == b'\n' || b == 0) {
                        Some(len) if comment.get(len) == Some(&b'\n') => {
                            i += len + 1;
                            self.line += 1;
                            self.line_start = i;
                        }
                        end => {
                            self.index = i + end.unwrap_or(comment.len());
                            return false;
                        }
                    }
                }
                _ => {
                    self.index = i;
                    return false;
                }
            }
        }
    }

    /// The word at the current position: it ends at whitespace, `;`, `,`, `(` or `)` outside
    /// double quotes (a backslash escapes the next byte), or at a NUL byte. It may be empty.
    #[inline(always)]
    pub fn word(&self) -> &'a [u8] {
        let rest = self.text.get(self.index..).unwrap_or_default();
        let (at, len) = self.last_word.get();
        let len = if at == self.index + 1 {
            len
        } else {
            let len = word_len(rest);
            self.last_word.set((self.index + 1, len));
            len
        };
        rest.get(..len).unwrap_or_default()
    }

    /// Whether the word at the current position is `=`.
    #[inline]
    pub fn at_equal_sign(&self) -> bool {
        self.text.get(self.index) == Some(&b'=')
            && self.text.get(self.index + 1).is_none_or(|&b| is_terminator(b) || b == 0)
    }

    /// Whether the text at `index` is `Op` followed by an uppercase ASCII letter.
    #[inline]
    fn starts_with_op_at(&self, index: usize) -> bool {
        starts_with_op(self.text, index)
    }

    /// Whether the word at the current position starts with `Op` and an uppercase letter.
    #[inline]
    pub fn starts_with_op(&self) -> bool {
        self.starts_with_op_at(self.index)
    }

    /// The index of the next word from `index`, looking ahead (whitespace and comments
    /// skipped), if there is one.
    fn next_word_from(&self, mut index: usize) -> Option<usize> {
        let text = self.text;
        loop {
            let c = *text.get(index)?;
            match SKIP_CLASS.get(usize::from(c)) {
                Some(&WORD) => return Some(index),
                Some(&BLANK) => index = skip_spaces(text, index + 1),
                Some(&NEWLINE) => index += 1,
                Some(&COMMENT) => {
                    let comment = text.get(index..)?;
                    let end = comment.iter().position(|&b| b == b'\n' || b == 0)?;
                    if comment.get(end) != Some(&b'\n') {
                        return None;
                    }
                    index += end + 1;
                }
                _ => return None,
            }
        }
    }

    /// Whether the current position (at a word) starts an instruction: an opcode, or
    /// `%name = Op...`. Also returns the word when it does not.
    #[inline(always)]
    fn classify(&self) -> Next<'a> {
        if self.starts_with_op() {
            return Next::NewInstruction;
        }
        let word = self.word();
        if word.first() == Some(&b'%') {
            let end = self.index + word.len();
            // Usually one space, or a newline and indentation, then a word that is not `=`.
            let next = match self.text.get(end..end + 2) {
                Some([b'\n', b' ']) => self.text.get(skip_spaces(self.text, end + 1)),
                Some([b' ' | b'\n', next]) => Some(next),
                _ => None,
            };
            if next.is_some_and(|&next| next != b'=' && SKIP_CLASS.get(usize::from(next)) == Some(&WORD)) {
                return Next::Word(word);
            }
            let equal = self.next_word_from(end);
            let is_equal = |i: usize| {
                self.text.get(i) == Some(&b'=') && self.text.get(i + 1).is_none_or(|&b| is_terminator(b) || b == 0)
            };
            if let Some(i) = equal.filter(|&i| is_equal(i))
                && self.next_word_from(i + 1).is_some_and(|op| self.starts_with_op_at(op))
            {
                return Next::NewInstruction;
            }
        }
        Next::Word(word)
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
pub fn version_comment(text: &[u8]) -> Option<u8> {
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
