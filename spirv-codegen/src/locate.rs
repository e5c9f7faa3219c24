//! Finds where a JSON path points in the grammar text, for error positions.
//!
//! serde does not keep positions, so validation errors carry a path (`instructions[12].operands[2]`)
//! and this small scanner walks the text to the value at that path. It is only run when an error is
//! reported, never on the happy path, and it cannot panic: a path that does not resolve (which
//! would be a bug in the caller) falls back to the deepest prefix that did.

/// One step of a JSON path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// An object member.
    Key(&'static str),
    /// An array element, with an optional label shown instead of the index (an opname, a kind).
    Index(usize, Option<String>),
}

/// A path from the document root to a value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Path(pub Vec<Step>);

impl Path {
    /// The path with one more object key.
    pub fn key(&self, key: &'static str) -> Path {
        let mut steps = self.0.clone();
        steps.push(Step::Key(key));
        Path(steps)
    }

    /// The path with one more array index, shown as `[label]` when a label is given.
    pub fn index(&self, index: usize, label: Option<&str>) -> Path {
        let mut steps = self.0.clone();
        steps.push(Step::Index(index, label.map(str::to_string)));
        Path(steps)
    }
}

impl std::fmt::Display for Path {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, step) in self.0.iter().enumerate() {
            match step {
                Step::Key(key) if i == 0 => write!(f, "{key}")?,
                Step::Key(key) => write!(f, ".{key}")?,
                Step::Index(_, Some(label)) => write!(f, "[{label}]")?,
                Step::Index(index, None) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

/// 1-based line and column (in characters) of the value at `path`.
pub fn line_column(text: &str, path: &Path) -> (usize, usize) {
    offset_line_column(text, offset_of(text.as_bytes(), path))
}

/// 1-based line and column (in characters) of byte `offset`.
pub fn offset_line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..floor_char_boundary(text, offset)];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// Byte offset of the value at `path`, or of the deepest prefix that resolves.
fn offset_of(bytes: &[u8], path: &Path) -> usize {
    let mut scanner = Scanner { bytes, pos: 0 };
    scanner.skip_ws();
    for step in &path.0 {
        let found = match step {
            Step::Key(key) => scanner.enter_member(key),
            Step::Index(index, _) => scanner.enter_element(*index),
        };
        if !found {
            break;
        }
    }
    scanner.pos
}

struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r' | b'\n')) {
            self.pos += 1;
        }
    }

    /// At an object: moves to the value of member `key`. Leaves the position unchanged if absent.
    fn enter_member(&mut self, key: &str) -> bool {
        let start = self.pos;
        if self.peek() != Some(b'{') {
            return false;
        }
        self.pos += 1;
        loop {
            self.skip_ws();
            if self.peek() != Some(b'"') {
                self.pos = start;
                return false;
            }
            let name = self.string();
            self.skip_ws();
            if self.peek() != Some(b':') {
                self.pos = start;
                return false;
            }
            self.pos += 1;
            self.skip_ws();
            if name.as_deref() == Some(key) {
                return true;
            }
            self.skip_value();
            self.skip_ws();
            if self.peek() != Some(b',') {
                self.pos = start;
                return false;
            }
            self.pos += 1;
        }
    }

    /// At an array: moves to element `index`. Leaves the position unchanged if absent.
    fn enter_element(&mut self, index: usize) -> bool {
        let start = self.pos;
        if self.peek() != Some(b'[') {
            return false;
        }
        self.pos += 1;
        for _ in 0..index {
            self.skip_ws();
            self.skip_value();
            self.skip_ws();
            if self.peek() != Some(b',') {
                self.pos = start;
                return false;
            }
            self.pos += 1;
        }
        self.skip_ws();
        if self.peek() == Some(b']') || self.peek().is_none() {
            self.pos = start;
            return false;
        }
        true
    }

    /// Reads a string token; returns its raw content (escapes are not decoded: grammar keys have none).
    fn string(&mut self) -> Option<String> {
        self.pos += 1;
        let start = self.pos;
        while let Some(b) = self.peek() {
            match b {
                b'\\' => self.pos += 2,
                b'"' => {
                    let s = String::from_utf8_lossy(&self.bytes[start..self.pos]).into_owned();
                    self.pos += 1;
                    return Some(s);
                }
                _ => self.pos += 1,
            }
        }
        None
    }

    fn skip_value(&mut self) {
        match self.peek() {
            Some(b'"') => {
                self.string();
            }
            Some(b'{' | b'[') => {
                // Brackets inside strings are skipped with the strings.
                let mut depth = 0usize;
                while let Some(b) = self.peek() {
                    match b {
                        b'"' => {
                            self.string();
                            continue;
                        }
                        b'{' | b'[' => depth += 1,
                        b'}' | b']' => {
                            depth = depth.saturating_sub(1);
                            if depth == 0 {
                                self.pos += 1;
                                return;
                            }
                        }
                        _ => {}
                    }
                    self.pos += 1;
                }
            }
            _ => {
                while let Some(b) = self.peek() {
                    if matches!(b, b',' | b'}' | b']' | b' ' | b'\t' | b'\r' | b'\n') {
                        break;
                    }
                    self.pos += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_nested_values() {
        let text = "{\n  \"a\": 1,\n  \"list\": [\n    {\"x\": \"[{\"},\n    {\"x\": 2, \"y\": [5, 6]}\n  ]\n}";
        let path = Path::default().key("list").index(1, None).key("y").index(1, None);
        assert_eq!(line_column(text, &path), (5, 23));
        assert_eq!(path.to_string(), "list[1].y[1]");
        let missing = Path::default().key("list").index(7, None);
        assert_eq!(line_column(text, &missing), (3, 11));
    }

    #[test]
    fn labels_replace_indices_in_display() {
        let path = Path::default().key("operand_kinds").index(3, Some("Capability")).key("enumerants").index(3, None);
        assert_eq!(path.to_string(), "operand_kinds[Capability].enumerants[3]");
    }
}
