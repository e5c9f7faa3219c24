//! The serde mirror of a grammar file: its shape, and the position of every value that
//! validation may complain about.
//!
//! Unknown keys are ignored (Khronos keeps adding some, such as `lastVersion` and
//! `provisional`); a test lists the keys the 16 grammar files use, so that it notices new ones.
//! Values whose type validation checks itself (numbers written as strings or integers) are kept
//! as [`Value`], and the elements of the lists (instructions, operand kinds, enumerants,
//! operands) are parsed one by one ([`Items`]), so that every such problem is reported, not only
//! the first. A syntax error still ends the parse: past it, nothing is certain.

use serde::Deserialize;
use serde::de::{DeserializeOwned, Deserializer, Error as _, SeqAccess, Visitor};
use serde_json::Value;
use serde_json::value::RawValue;

/// A value with the position of its first character in the grammar text.
///
/// The position is the value's address: it is deserialized through a `RawValue` that borrows
/// the text, and [`Source::line_column`] turns the address into a line and column.
#[derive(Clone, Debug)]
pub struct Spanned<T> {
    pub at: At,
    pub value: T,
}

/// Where a value starts: its address inside the grammar text (0: unknown).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct At(usize);

/// Marks the message of an error found inside a spanned value, so that [`parse`] can place it
/// at the value (serde_json would place it where the value ends).
const AT_MARK: char = '\u{1}';

impl<'de, T: DeserializeOwned> Deserialize<'de> for Spanned<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw: &'de RawValue = Deserialize::deserialize(d)?;
        let at = At(raw.get().as_ptr() as usize);
        match serde_json::from_str(raw.get()) {
            Ok(value) => Ok(Spanned { at, value }),
            Err(e) => Err(D::Error::custom(format_args!("{AT_MARK}{}{AT_MARK}{}", at.0, message(&e)))),
        }
    }
}

/// A serde_json error's message without its position.
fn message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let position = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&position).map_or(text.clone(), str::to_string)
}

/// A list whose elements are parsed one by one: an element of the wrong shape is an error of its
/// own ([`ShapeError`]), and the other elements are still read and checked.
#[derive(Debug)]
pub struct Items<T>(pub Vec<Result<T, ShapeError>>);

impl<T> Default for Items<T> {
    fn default() -> Self {
        Items(Vec::new())
    }
}

impl<T> Items<T> {
    pub fn iter(&self) -> std::slice::Iter<'_, Result<T, ShapeError>> {
        self.0.iter()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// An element of an [`Items`] list that does not have the shape of `T`.
#[derive(Clone, Debug)]
pub struct ShapeError {
    /// Where the problem is.
    pub at: At,
    /// Its JSON path inside the element (empty: the element itself).
    pub path: String,
    /// The element's name, when it has one (an instruction's `opname`), for the element's path.
    pub label: Option<String>,
    pub message: String,
}

/// The key whose string names an element in paths (`instructions[OpFoo]`).
pub trait Label {
    const KEY: Option<&'static str>;
}

impl<'de, T: DeserializeOwned + Label> Deserialize<'de> for Items<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raws: Vec<&'de RawValue> = Deserialize::deserialize(d)?;
        Ok(Items(raws.into_iter().map(element).collect()))
    }
}

/// Parses one element of a list on its own.
fn element<T: DeserializeOwned + Label>(raw: &RawValue) -> Result<T, ShapeError> {
    let text = raw.get();
    let mut de = serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let e = e.into_inner();
        let mut message = message(&e);
        // serde_json counts lines and columns (in bytes) inside the element's text, and places a
        // missing field at the element's end: an error of the element itself is shown at its start.
        let line_start: usize = text.split_inclusive('\n').take(e.line().saturating_sub(1)).map(str::len).sum();
        let offset = if path == "." { 0 } else { line_start + e.column().saturating_sub(1) };
        let mut at = At(text.as_ptr() as usize + offset);
        if let Some((inner, rest)) = message.strip_prefix(AT_MARK).and_then(|t| t.split_once(AT_MARK)) {
            at = At(inner.parse().unwrap_or(0));
            message = rest.to_string();
        }
        let label = T::KEY.and_then(|key| {
            let value: Value = serde_json::from_str(text).ok()?;
            value.get(key)?.as_str().map(str::to_string)
        });
        ShapeError { at, path: if path == "." { String::new() } else { path }, label, message }
    })
}

/// One value or a list of them (OpenCL.DebugInfo.100 writes `"capability": "X"` once).
///
/// A visitor rather than an untagged enum: untagged enums buffer their input, and a buffered
/// value has no position.
fn one_or_many<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Spanned<String>>, D::Error> {
    struct OneOrMany;
    impl<'de> Visitor<'de> for OneOrMany {
        type Value = Vec<Spanned<String>>;

        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a string or a list of strings")
        }

        fn visit_borrowed_str<E: serde::de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
            // The value starts at its opening quote, just before the borrowed text.
            Ok(vec![Spanned { at: At((v.as_ptr() as usize).saturating_sub(1)), value: v.to_string() }])
        }

        fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Self::Value, E> {
            // A string with escapes is not borrowed from the text; its position is unknown.
            Ok(vec![Spanned { at: At::default(), value: v.to_string() }])
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut out = Vec::new();
            while let Some(x) = seq.next_element()? {
                out.push(x);
            }
            Ok(out)
        }
    }
    d.deserialize_any(OneOrMany)
}

/// The whole grammar file: the core grammar or an `extinst.*` grammar.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct Grammar {
    /// Hex string such as `"0x07230203"`; present only in the core grammar.
    pub magic_number: Option<Spanned<Value>>,
    pub major_version: Option<Spanned<Value>>,
    pub minor_version: Option<Spanned<Value>>,
    /// Version of an extended instruction set.
    pub version: Option<Spanned<Value>>,
    pub revision: Option<Spanned<Value>>,
    pub instruction_printing_class: Vec<PrintingClass>,
    pub instructions: Items<Instruction>,
    pub operand_kinds: Items<OperandKind>,
}

/// One section of the specification that instructions are grouped by (`class`).
#[derive(Debug, Deserialize)]
pub struct PrintingClass {
    pub tag: Spanned<String>,
    #[serde(default)]
    pub heading: Option<String>,
}

/// One instruction.
#[derive(Debug, Deserialize)]
pub struct Instruction {
    pub opname: Spanned<String>,
    pub opcode: Spanned<Value>,
    #[serde(default)]
    pub class: Option<Spanned<String>>,
    #[serde(default)]
    pub operands: Items<Operand>,
    /// OpenCL.DebugInfo.100 spells this key `capability` once.
    #[serde(default, alias = "capability", deserialize_with = "one_or_many")]
    pub capabilities: Vec<Spanned<String>>,
    #[serde(default)]
    pub extensions: Vec<Spanned<String>>,
    #[serde(default)]
    pub aliases: Vec<Spanned<String>>,
    #[serde(default)]
    pub version: Option<Spanned<String>>,
    #[serde(default, rename = "lastVersion")]
    pub last_version: Option<Spanned<String>>,
    #[serde(default)]
    pub provisional: bool,
}

impl Label for Instruction {
    const KEY: Option<&'static str> = Some("opname");
}

impl Label for OperandKind {
    const KEY: Option<&'static str> = Some("kind");
}

impl Label for Enumerant {
    const KEY: Option<&'static str> = None;
}

impl Label for Operand {
    const KEY: Option<&'static str> = None;
}

/// One operand of an instruction, or one parameter of an enumerant.
#[derive(Debug, Deserialize)]
pub struct Operand {
    pub kind: Spanned<String>,
    #[serde(default)]
    pub quantifier: Option<Spanned<String>>,
    #[serde(default)]
    pub name: Option<String>,
}

/// One operand kind (`ImageOperands`, `IdRef`, `PairIdRefIdRef`, ...).
#[derive(Debug, Deserialize)]
pub struct OperandKind {
    pub category: Spanned<String>,
    pub kind: Spanned<String>,
    #[serde(default)]
    pub doc: Option<String>,
    #[serde(default)]
    pub enumerants: Option<Items<Enumerant>>,
    #[serde(default)]
    pub bases: Option<Vec<Spanned<String>>>,
}

/// One enumerant of a ValueEnum or BitEnum kind. (Its requirement keys repeat the
/// instruction's: a shared struct would need `#[serde(flatten)]`, which buffers the input, and
/// a buffered value has no position.)
#[derive(Debug, Deserialize)]
pub struct Enumerant {
    /// The schema text spells this key both `enumerant` and `enumerator`.
    #[serde(alias = "enumerator")]
    pub enumerant: Spanned<String>,
    /// An integer for ValueEnum kinds, a hex string for BitEnum kinds.
    pub value: Spanned<Value>,
    #[serde(default)]
    pub capabilities: Vec<Spanned<String>>,
    #[serde(default)]
    pub extensions: Vec<Spanned<String>>,
    #[serde(default)]
    pub aliases: Vec<Spanned<String>>,
    #[serde(default)]
    pub parameters: Items<Operand>,
    #[serde(default)]
    pub version: Option<Spanned<String>>,
    #[serde(default, rename = "lastVersion")]
    pub last_version: Option<Spanned<String>>,
    #[serde(default)]
    pub provisional: bool,
}

/// The grammar text, which turns value addresses into lines and columns.
#[derive(Clone, Copy, Debug)]
pub struct Source<'t> {
    pub text: &'t str,
}

impl Source<'_> {
    /// 1-based line and column (in characters) of the value at `at`; 1:1 when unknown.
    pub fn line_column(&self, at: At) -> (usize, usize) {
        let offset = at.0.checked_sub(self.text.as_ptr() as usize).filter(|&o| o <= self.text.len());
        self.offset_line_column(offset.unwrap_or(0))
    }

    /// 1-based line and column (in characters) of byte `offset`.
    pub fn offset_line_column(&self, offset: usize) -> (usize, usize) {
        let mut end = offset.min(self.text.len());
        while !self.text.is_char_boundary(end) {
            end -= 1;
        }
        let before = &self.text[..end];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (before.matches('\n').count() + 1, before[line_start..].chars().count() + 1)
    }
}

/// A syntax or shape error: its line, column, JSON path (empty for a syntax error) and message.
#[derive(Debug)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub path: String,
    pub message: String,
}

/// Parses the grammar text into the mirror.
///
/// # Errors
/// A syntax error, or a shape error outside the [`Items`] lists (the top-level object), with its
/// position and, for shape errors, its JSON path. Elements of the lists carry their own errors.
pub fn parse(source: Source<'_>) -> Result<Grammar, ParseError> {
    let mut deserializer = serde_json::Deserializer::from_str(source.text);
    let grammar = serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
        let path = e.path().to_string();
        let e = e.into_inner();
        // Skipping over a list element (`RawValue`) words some syntax errors vaguely ("key must
        // be a string" for a trailing comma); a full parse words them as serde_json does.
        let e = match (e.is_syntax(), serde_json::from_str::<Value>(source.text)) {
            (true, Err(full)) => full,
            _ => e,
        };
        parse_error(source, path, e)
    })?;
    deserializer.end().map_err(|e| parse_error(source, String::new(), e))?;
    Ok(grammar)
}

fn parse_error(source: Source<'_>, path: String, e: serde_json::Error) -> ParseError {
    let (mut line, mut column) = (e.line(), e.column());
    let mut text = message(&e);
    // An error inside a spanned value: place it at the value.
    if let Some((at, rest)) = text.strip_prefix(AT_MARK).and_then(|t| t.split_once(AT_MARK)) {
        (line, column) = source.line_column(At(at.parse().unwrap_or(0)));
        text = rest.to_string();
    }
    let syntax = e.is_syntax() || e.is_eof();
    let message = if syntax { format!("invalid JSON: {text}") } else { text };
    let path = if syntax || path == "." { String::new() } else { path };
    ParseError { line, column, path, message }
}
