//! The grammar JSON: a small parser and a mirror of the file's structure.
//!
//! The mirror structs follow the file one to one; only the shape is checked here (which keys
//! hold strings, lists or objects, and which are required). Content whose validity needs context
//! (opcode ranges, hex values, version strings, quantifiers, references between entries) is kept
//! as raw [`Value`]s or strings and checked in `lower`, which collects every violation. Unknown
//! keys are ignored, because Khronos keeps adding fields (`lastVersion` and `provisional` arrived
//! that way); `KNOWN_*_KEYS` lists the keys we understand so that a test notices new ones.
//!
//! The parser is hand-written rather than serde's: serde, serde_json and serde_derive took longer
//! to compile than everything else the macro needs (measured in BENCHMARKS.md), and this one
//! reports positions for free. It never panics and recursion is bounded.

use crate::locate::Path;

/// Keys of the top-level object that the generator understands.
pub const KNOWN_TOP_KEYS: &[&str] = &[
    "copyright",
    "magic_number",
    "major_version",
    "minor_version",
    "version",
    "revision",
    "instruction_printing_class",
    "instructions",
    "operand_kinds",
];
/// Keys of an instruction object that the generator understands.
pub const KNOWN_INSTRUCTION_KEYS: &[&str] = &[
    "opname",
    "class",
    "opcode",
    "operands",
    "capabilities",
    "extensions",
    "aliases",
    "version",
    "lastVersion",
    "provisional",
];
/// Keys of an operand kind object that the generator understands.
pub const KNOWN_KIND_KEYS: &[&str] = &["category", "kind", "doc", "enumerants", "bases"];
/// Keys of an enumerant object that the generator understands.
pub const KNOWN_ENUMERANT_KEYS: &[&str] = &[
    "enumerant",
    "enumerator",
    "value",
    "capabilities",
    "extensions",
    "aliases",
    "parameters",
    "version",
    "lastVersion",
    "provisional",
];
/// Keys of an operand or parameter object that the generator understands.
pub const KNOWN_OPERAND_KEYS: &[&str] = &["kind", "quantifier", "name"];

/// A JSON value.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Value {
    #[default]
    Null,
    Bool(bool),
    /// A number as written (`12`, `-3`, `1.5e3`).
    Number(String),
    String(String),
    Array(Vec<Value>),
    /// Members in file order (duplicates are reported by the parser).
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The value as a non-negative integer, if it is written as one.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(n) => n.parse().ok(),
            _ => None,
        }
    }

    fn type_name(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "an array",
            Value::Object(_) => "an object",
        }
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Number(n) => f.write_str(n),
            Value::String(s) => write!(f, "{s:?}"),
            Value::Array(_) => f.write_str("[...]"),
            Value::Object(_) => f.write_str("{...}"),
        }
    }
}

/// The whole grammar file: the core grammar or an `extinst.*` grammar.
#[derive(Debug, Default)]
pub struct Grammar {
    pub copyright: Vec<String>,
    /// Hex string such as `"0x07230203"`; present only in the core grammar.
    pub magic_number: Option<Value>,
    pub major_version: Option<Value>,
    pub minor_version: Option<Value>,
    /// Version of an extended instruction set.
    pub version: Option<Value>,
    pub revision: Option<Value>,
    pub instruction_printing_class: Vec<PrintingClass>,
    pub instructions: Vec<Instruction>,
    pub operand_kinds: Vec<OperandKind>,
}

/// One section of the specification that instructions are grouped by (`class`).
#[derive(Debug, Default)]
pub struct PrintingClass {
    pub tag: String,
    pub heading: Option<String>,
}

/// One instruction.
#[derive(Debug, Default)]
pub struct Instruction {
    pub opname: String,
    pub class: Option<String>,
    pub opcode: Value,
    pub operands: Vec<Operand>,
    pub capabilities: Vec<String>,
    pub extensions: Vec<String>,
    pub aliases: Vec<String>,
    pub version: Option<String>,
    pub last_version: Option<String>,
    pub provisional: bool,
}

/// One operand of an instruction, or one parameter of an enumerant.
#[derive(Debug, Default)]
pub struct Operand {
    pub kind: String,
    pub quantifier: Option<String>,
    pub name: Option<String>,
}

/// One operand kind (`ImageOperands`, `IdRef`, `PairIdRefIdRef`, ...).
#[derive(Debug, Default)]
pub struct OperandKind {
    pub category: String,
    pub kind: String,
    pub doc: Option<String>,
    pub enumerants: Option<Vec<Enumerant>>,
    pub bases: Option<Vec<String>>,
}

/// One enumerant of a ValueEnum or BitEnum kind.
#[derive(Debug, Default)]
pub struct Enumerant {
    /// The schema text spells this key both `enumerant` and `enumerator`.
    pub enumerant: String,
    /// An integer for ValueEnum kinds, a hex string for BitEnum kinds.
    pub value: Value,
    pub capabilities: Vec<String>,
    pub extensions: Vec<String>,
    pub aliases: Vec<String>,
    pub parameters: Vec<Operand>,
    pub version: Option<String>,
    pub last_version: Option<String>,
    pub provisional: bool,
}

/// A JSON syntax error (with its byte offset) or shape error (with its path).
#[derive(Debug)]
pub enum ParseError {
    Syntax { offset: usize, message: String },
    Shape { path: Path, message: String },
}

/// Parses the grammar text into the mirror structs, reporting every shape error.
pub fn parse(text: &str) -> Result<Grammar, Vec<ParseError>> {
    let value = Parser { bytes: text.as_bytes(), pos: 0 }.document().map_err(|e| vec![e])?;
    let mut cx = Shape { errors: Vec::new() };
    let grammar = cx.grammar(&value, &Path::default());
    if cx.errors.is_empty() { Ok(grammar) } else { Err(cx.errors) }
}

/// Nesting deeper than this is rejected (grammars nest five levels).
const MAX_DEPTH: usize = 64;

struct Parser<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Parser<'_> {
    fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError::Syntax { offset: self.pos, message: message.into() }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r' | b'\n')) {
            self.pos += 1;
        }
    }

    fn document(mut self) -> Result<Value, ParseError> {
        self.skip_ws();
        let value = self.value(0)?;
        self.skip_ws();
        if self.pos < self.bytes.len() {
            return Err(self.error("trailing characters after the JSON value"));
        }
        Ok(value)
    }

    fn expect(&mut self, byte: u8, what: &str) -> Result<(), ParseError> {
        if self.peek() == Some(byte) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.error(format!("expected {what}")))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, ParseError> {
        if depth > MAX_DEPTH {
            return Err(self.error("JSON nested too deeply"));
        }
        match self.peek() {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.keyword("true", Value::Bool(true)),
            Some(b'f') => self.keyword("false", Value::Bool(false)),
            Some(b'n') => self.keyword("null", Value::Null),
            Some(_) => Err(self.error("expected a JSON value")),
            None => Err(self.error("unexpected end of input")),
        }
    }

    fn keyword(&mut self, word: &str, value: Value) -> Result<Value, ParseError> {
        if self.bytes[self.pos..].starts_with(word.as_bytes()) {
            self.pos += word.len();
            Ok(value)
        } else {
            Err(self.error("expected a JSON value"))
        }
    }

    fn number(&mut self) -> Result<Value, ParseError> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        let digits = |p: &mut Self| {
            let s = p.pos;
            while matches!(p.peek(), Some(b'0'..=b'9')) {
                p.pos += 1;
            }
            p.pos > s
        };
        if !digits(self) {
            return Err(self.error("expected digits"));
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if !digits(self) {
                return Err(self.error("expected digits after the decimal point"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if !digits(self) {
                return Err(self.error("expected exponent digits"));
            }
        }
        let text = String::from_utf8_lossy(&self.bytes[start..self.pos]).into_owned();
        Ok(Value::Number(text))
    }

    fn string(&mut self) -> Result<String, ParseError> {
        self.expect(b'"', "a string")?;
        let mut out = Vec::new();
        loop {
            let Some(b) = self.peek() else { return Err(self.error("unterminated string")) };
            self.pos += 1;
            match b {
                b'"' => break,
                b'\\' => {
                    let Some(e) = self.peek() else { return Err(self.error("unterminated string")) };
                    self.pos += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => {
                            self.pos -= 1;
                            return Err(self.error("invalid escape in string"));
                        }
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                0x00..=0x1F => {
                    self.pos -= 1;
                    return Err(self.error("control character in string"));
                }
                _ => out.push(b),
            }
        }
        String::from_utf8(out).map_err(|_| self.error("string is not valid UTF-8"))
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        let digits = self.bytes.get(self.pos..self.pos + 4).ok_or_else(|| self.error("short \\u escape"))?;
        let text = std::str::from_utf8(digits).map_err(|_| self.error("invalid \\u escape"))?;
        let v = u32::from_str_radix(text, 16).map_err(|_| self.error("invalid \\u escape"))?;
        self.pos += 4;
        Ok(v)
    }

    fn unicode_escape(&mut self) -> Result<char, ParseError> {
        let first = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&first) {
            if !self.bytes[self.pos..].starts_with(b"\\u") {
                return Err(self.error("unpaired surrogate in \\u escape"));
            }
            self.pos += 2;
            let second = self.hex4()?;
            if !(0xDC00..0xE000).contains(&second) {
                return Err(self.error("unpaired surrogate in \\u escape"));
            }
            0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else {
            first
        };
        char::from_u32(code).ok_or_else(|| self.error("invalid \\u escape"))
    }

    fn array(&mut self, depth: usize) -> Result<Value, ParseError> {
        self.expect(b'[', "`[`")?;
        let mut items = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(Value::Array(items));
        }
        loop {
            self.skip_ws();
            items.push(self.value(depth + 1)?);
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.error("expected `,` or `]`")),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, ParseError> {
        self.expect(b'{', "`{`")?;
        let mut members: Vec<(String, Value)> = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_ws();
            let key_pos = self.pos;
            let key = self.string()?;
            if members.iter().any(|(k, _)| *k == key) {
                self.pos = key_pos;
                return Err(self.error(format!("duplicate key `{key}`")));
            }
            self.skip_ws();
            self.expect(b':', "`:`")?;
            self.skip_ws();
            let value = self.value(depth + 1)?;
            members.push((key, value));
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(Value::Object(members));
                }
                _ => return Err(self.error("expected `,` or `}`")),
            }
        }
    }
}

/// Builds the mirror structs, collecting shape errors.
struct Shape {
    errors: Vec<ParseError>,
}

/// The members of an object being read into a mirror struct.
struct Members<'v> {
    members: &'v [(String, Value)],
}

impl<'v> Members<'v> {
    fn get(&self, key: &str) -> Option<&'v Value> {
        self.members.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }
}

impl Shape {
    fn error(&mut self, path: Path, message: impl Into<String>) {
        self.errors.push(ParseError::Shape { path, message: message.into() });
    }

    fn object<'v>(&mut self, value: &'v Value, path: &Path, what: &str) -> Option<Members<'v>> {
        match value {
            Value::Object(members) => Some(Members { members }),
            other => {
                self.error(path.clone(), format!("{what} must be an object, not {}", other.type_name()));
                None
            }
        }
    }

    fn required<'v>(&mut self, m: &Members<'v>, key: &'static str, path: &Path) -> Option<&'v Value> {
        let v = m.get(key);
        if v.is_none() {
            self.error(path.clone(), format!("missing key `{key}`"));
        }
        v
    }

    fn string(&mut self, value: Option<&Value>, path: Path) -> Option<String> {
        match value? {
            Value::String(s) => Some(s.clone()),
            other => {
                self.error(path, format!("expected a string, not {}", other.type_name()));
                None
            }
        }
    }

    fn bool(&mut self, value: Option<&Value>, path: Path) -> bool {
        match value {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(other) => {
                self.error(path, format!("expected a boolean, not {}", other.type_name()));
                false
            }
        }
    }

    fn list<T>(
        &mut self,
        value: Option<&Value>,
        path: &Path,
        label: impl Fn(&Value) -> Option<String>,
        mut item: impl FnMut(&mut Self, &Value, &Path) -> T,
    ) -> Vec<T> {
        match value {
            None => Vec::new(),
            Some(Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let label = label(v);
                    item(self, v, &path.index(i, label.as_deref()))
                })
                .collect(),
            Some(other) => {
                self.error(path.clone(), format!("expected an array, not {}", other.type_name()));
                Vec::new()
            }
        }
    }

    fn strings(&mut self, value: Option<&Value>, path: &Path) -> Vec<String> {
        self.list(value, path, |_| None, |cx, v, p| cx.string(Some(v), p.clone()).unwrap_or_default())
    }

    fn grammar(&mut self, value: &Value, root: &Path) -> Grammar {
        let Some(m) = self.object(value, root, "the grammar") else { return Grammar::default() };
        let instructions = match self.required(&m, "instructions", root) {
            Some(v) => self.list(Some(v), &root.key("instructions"), |v| member_string(v, "opname"), Self::instruction),
            None => Vec::new(),
        };
        Grammar {
            copyright: self.strings(m.get("copyright"), &root.key("copyright")),
            magic_number: m.get("magic_number").cloned(),
            major_version: m.get("major_version").cloned(),
            minor_version: m.get("minor_version").cloned(),
            version: m.get("version").cloned(),
            revision: m.get("revision").cloned(),
            instruction_printing_class: self.list(
                m.get("instruction_printing_class"),
                &root.key("instruction_printing_class"),
                |_| None,
                |cx, v, p| {
                    let Some(c) = cx.object(v, p, "a printing class") else { return PrintingClass::default() };
                    let tag = cx.required(&c, "tag", p);
                    PrintingClass {
                        tag: cx.string(tag, p.key("tag")).unwrap_or_default(),
                        heading: cx.string(c.get("heading"), p.key("heading")),
                    }
                },
            ),
            instructions,
            operand_kinds: self.list(
                m.get("operand_kinds"),
                &root.key("operand_kinds"),
                |v| member_string(v, "kind"),
                Self::operand_kind,
            ),
        }
    }

    fn instruction(&mut self, value: &Value, path: &Path) -> Instruction {
        let Some(m) = self.object(value, path, "an instruction") else { return Instruction::default() };
        let opname = self.required(&m, "opname", path);
        let opcode = self.required(&m, "opcode", path);
        Instruction {
            opname: self.string(opname, path.key("opname")).unwrap_or_default(),
            class: self.string(m.get("class"), path.key("class")),
            opcode: opcode.cloned().unwrap_or_default(),
            operands: self.list(m.get("operands"), &path.key("operands"), |_| None, Self::operand),
            capabilities: self.strings(m.get("capabilities"), &path.key("capabilities")),
            extensions: self.strings(m.get("extensions"), &path.key("extensions")),
            aliases: self.strings(m.get("aliases"), &path.key("aliases")),
            version: self.string(m.get("version"), path.key("version")),
            last_version: self.string(m.get("lastVersion"), path.key("lastVersion")),
            provisional: self.bool(m.get("provisional"), path.key("provisional")),
        }
    }

    fn operand(&mut self, value: &Value, path: &Path) -> Operand {
        let Some(m) = self.object(value, path, "an operand") else { return Operand::default() };
        let kind = self.required(&m, "kind", path);
        Operand {
            kind: self.string(kind, path.key("kind")).unwrap_or_default(),
            quantifier: self.string(m.get("quantifier"), path.key("quantifier")),
            name: self.string(m.get("name"), path.key("name")),
        }
    }

    fn operand_kind(&mut self, value: &Value, path: &Path) -> OperandKind {
        let Some(m) = self.object(value, path, "an operand kind") else { return OperandKind::default() };
        let category = self.required(&m, "category", path);
        let kind = self.required(&m, "kind", path);
        let enumerants =
            m.get("enumerants").map(|v| self.list(Some(v), &path.key("enumerants"), |_| None, Self::enumerant));
        let bases = m.get("bases").map(|v| self.strings(Some(v), &path.key("bases")));
        OperandKind {
            category: self.string(category, path.key("category")).unwrap_or_default(),
            kind: self.string(kind, path.key("kind")).unwrap_or_default(),
            doc: self.string(m.get("doc"), path.key("doc")),
            enumerants,
            bases,
        }
    }

    fn enumerant(&mut self, value: &Value, path: &Path) -> Enumerant {
        let Some(m) = self.object(value, path, "an enumerant") else { return Enumerant::default() };
        let (key, name) = match (m.get("enumerant"), m.get("enumerator")) {
            (Some(_), Some(_)) => {
                self.error(path.clone(), "both `enumerant` and `enumerator` name this enumerant");
                ("enumerant", m.get("enumerant"))
            }
            (Some(v), None) => ("enumerant", Some(v)),
            (None, Some(v)) => ("enumerator", Some(v)),
            (None, None) => {
                self.error(path.clone(), "missing key `enumerant`");
                ("enumerant", None)
            }
        };
        let value = self.required(&m, "value", path);
        Enumerant {
            enumerant: self.string(name, path.key(key)).unwrap_or_default(),
            value: value.cloned().unwrap_or_default(),
            capabilities: self.strings(m.get("capabilities"), &path.key("capabilities")),
            extensions: self.strings(m.get("extensions"), &path.key("extensions")),
            aliases: self.strings(m.get("aliases"), &path.key("aliases")),
            parameters: self.list(m.get("parameters"), &path.key("parameters"), |_| None, Self::operand),
            version: self.string(m.get("version"), path.key("version")),
            last_version: self.string(m.get("lastVersion"), path.key("lastVersion")),
            provisional: self.bool(m.get("provisional"), path.key("provisional")),
        }
    }
}

/// `value[key]` if it is a string, to label array elements in paths.
fn member_string(value: &Value, key: &str) -> Option<String> {
    match value {
        Value::Object(members) => members.iter().find(|(k, _)| k == key).and_then(|(_, v)| match v {
            Value::String(s) => Some(s.clone()),
            _ => None,
        }),
        _ => None,
    }
}

/// Parses JSON text into a [`Value`] (for tests and tools).
pub fn parse_value(text: &str) -> Result<Value, ParseError> {
    Parser { bytes: text.as_bytes(), pos: 0 }.document()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_values() {
        let v = parse_value(r#" { "a": [1, -2.5e3, "x\u00e9\n", true, null], "b": {} } "#).unwrap();
        let Value::Object(m) = v else { panic!("not an object") };
        assert_eq!(m[0].0, "a");
        assert_eq!(
            m[0].1,
            Value::Array(vec![
                Value::Number("1".into()),
                Value::Number("-2.5e3".into()),
                Value::String("xé\n".into()),
                Value::Bool(true),
                Value::Null
            ])
        );
        assert_eq!(m[1].1, Value::Object(Vec::new()));
    }

    #[test]
    fn syntax_errors_have_offsets() {
        for (text, offset) in [("{\"a\": }", 6), ("[1, 2", 5), ("{\"a\":1,\"a\":2}", 7), ("\"\\q\"", 2), ("[1] x", 4)] {
            match parse_value(text) {
                Err(ParseError::Syntax { offset: o, .. }) => assert_eq!(o, offset, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
        let deep = "[".repeat(100) + &"]".repeat(100);
        assert!(parse_value(&deep).is_err());
    }
}
