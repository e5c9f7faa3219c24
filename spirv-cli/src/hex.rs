//! spirv-dis' hex-text input (`tools/io.cpp` in SPIRV-Tools): a file whose first character other
//! than space or comma is `0`, `x` or `X` holds the module as hex text, in one of five forms
//! chosen by its first token: words (`0x07230203, ...`), bytes in either order (`0x07, 0x23,
//! ...` / `0x03, 0x02, ...`), or a stream of digit pairs in either order (`07 23 02 03 ...`).
//! The messages are spirv-dis' own.

use spirv_core::binary::ByteOrder;

/// Whether `c` separates tokens (C's `isspace`, a comma, or a nul).
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b',' | 0)
}

/// Whether the input is hex text rather than a binary module.
pub fn is_hex_stream(stream: &[u8]) -> bool {
    stream.iter().find(|&&c| !is_space(c)).is_some_and(|&c| matches!(c, b'0' | b'x' | b'X'))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Words,
    BytesBigEndian,
    BytesLittleEndian,
    StreamBigEndian,
    StreamLittleEndian,
}

struct Tokenizer<'a> {
    stream: &'a [u8],
    current: usize,
    mode: Mode,
    error: Option<Vec<u8>>,
    filename: &'a [u8],
}

impl Tokenizer<'_> {
    fn next(&mut self) -> u8 {
        let c = self.stream.get(self.current).copied().unwrap_or(0);
        self.current += usize::from(self.current < self.stream.len());
        c
    }

    fn skip_space(&mut self) {
        while self.stream.get(self.current).is_some_and(|&c| is_space(c)) {
            self.current += 1;
        }
    }

    fn parse_error(&mut self, reason: &str) {
        if self.error.is_none() {
            let at = format!("hex stream parse error at character {}: {reason} in '", self.current);
            self.error = Some([at.as_bytes(), self.filename, b"'"].concat());
        }
    }

    fn skip_0x(&mut self) {
        match self.next() {
            b'x' | b'X' => {}
            b'0' => {
                if !matches!(self.next(), b'x' | b'X') {
                    self.parse_error("expected 0x");
                }
            }
            _ => self.parse_error("expected 0x or x"),
        }
    }

    /// Up to `max_len` hex digits, ended by a separator (which is consumed).
    fn next_n(&mut self, max_len: usize) -> String {
        let mut token = String::new();
        for _ in 0..=max_len {
            let c = self.next();
            if is_space(c) {
                return token;
            }
            token.push(char::from(c));
            if !c.is_ascii_hexdigit() {
                self.parse_error("encountered non-hex character");
            }
        }
        self.parse_error("expected delimiter (space or comma)");
        token.truncate(max_len);
        token
    }

    fn next_hex_digit(&mut self) -> char {
        let c = self.next();
        if !c.is_ascii_hexdigit() {
            self.parse_error("encountered non-hex character");
        }
        char::from(c)
    }

    fn next_token(&mut self) -> u32 {
        self.skip_space();
        let token = match self.mode {
            Mode::Words | Mode::BytesBigEndian | Mode::BytesLittleEndian => {
                self.skip_0x();
                self.next_n(if self.mode == Mode::Words { 8 } else { 2 })
            }
            Mode::StreamBigEndian | Mode::StreamLittleEndian => {
                [self.next_hex_digit(), self.next_hex_digit()].iter().collect()
            }
        };
        if self.error.is_some() {
            return 0;
        }
        // strtol: the leading hex digits.
        let digits: String = token.chars().take_while(char::is_ascii_hexdigit).collect();
        u64::from_str_radix(&digits, 16).map_or(0, |v| v as u32)
    }

    fn next_word(&mut self) -> u32 {
        if self.mode == Mode::Words {
            return self.next_token();
        }
        // Byte tokens are at most two hex digits.
        let bytes = [0; 4].map(|_| self.next_token() as u8);
        match self.mode {
            Mode::BytesBigEndian | Mode::StreamBigEndian => ByteOrder::Big.word(bytes),
            _ => ByteOrder::Little.word(bytes),
        }
    }
}

/// The module's words from hex text, or spirv-dis' message (without `error: `; bytes, as the
/// file name and the pattern shown need not be UTF-8).
pub fn parse(stream: &[u8], filename: &[u8]) -> Result<Vec<u32>, Vec<u8>> {
    let mut t = Tokenizer { stream, current: 0, mode: Mode::Words, error: None, filename };
    // The first token decides the form.
    t.skip_space();
    let first: Vec<u8> = (0..11).map(|_| t.next()).collect();
    const FORMS: [(&str, bool, Mode); 14] = [
        ("0x07230203", true, Mode::Words),
        ("0x7230203", true, Mode::Words),
        ("x07230203", true, Mode::Words),
        ("x7230203", true, Mode::Words),
        ("0x07", true, Mode::BytesBigEndian),
        ("0x7", true, Mode::BytesBigEndian),
        ("x07", true, Mode::BytesBigEndian),
        ("x7", true, Mode::BytesBigEndian),
        ("0x03", true, Mode::BytesLittleEndian),
        ("0x3", true, Mode::BytesLittleEndian),
        ("x03", true, Mode::BytesLittleEndian),
        ("x3", true, Mode::BytesLittleEndian),
        ("07", false, Mode::StreamBigEndian),
        ("03", false, Mode::StreamLittleEndian),
    ];
    let form = FORMS.iter().find(|(expect, delimited, _)| {
        first[..expect.len()].eq_ignore_ascii_case(expect.as_bytes()) && (!delimited || is_space(first[expect.len()]))
    });
    let Some(&(_, _, mode)) = form else {
        // `%.11s`: up to the first nul.
        let shown: Vec<u8> = first.iter().take_while(|&&c| c != 0).copied().collect();
        return Err([
            b"hex format detected, but pattern '".as_slice(),
            &shown,
            b"' is not recognized '",
            filename,
            b"'",
        ]
        .concat());
    };
    t.mode = mode;
    t.current = 0;
    let mut words = Vec::new();
    while t.current < stream.len() && t.error.is_none() {
        words.push(t.next_word());
        t.skip_space();
    }
    match t.error {
        Some(e) => Err(e),
        None => Ok(words),
    }
}
