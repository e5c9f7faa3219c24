//! The common instruction without the general loop: a line such as
//! `%x = OpIAdd %int %a %b` or `OpDecorate %v Location 0`, whose words are separated by single
//! spaces and whose operands are ids, numbers, strings, and enumerants (their parameters
//! included), read straight from the text in the grammar's order.
//!
//! It does what the general loop ([`Assembler::instruction`]'s) does with the same words, in
//! the same order, and gives up (leaving the text to that loop, with the instruction's words
//! removed and the lexer back at its start) at anything else: any error, and anything it
//! would have to look at more closely to tell (a `!`, a comment, `A|B`, an extended
//! instruction, a line that goes on to the next). Giving up redoes nothing the loop would see:
//! the only other thing it changes is the map of id names, and the loop then numbers the same
//! names in the same order (each found where the fast path added it). (The names it adds are
//! valid: the map checks a name when it first sees it.)

use super::{Assembler, R};
use crate::binary::ByteOrder;
use crate::grammar::layout::operand_form;
use crate::grammar::{Category, OperandForms, Quantifier};
use crate::spec::{Capability, Op};
use crate::text::assemble::lexer::{Next, starts_with_op, starts_word};
use crate::text::assemble::operands::Ty;
use crate::text::assemble::{lexer, lookup};
use crate::text::form_code as code;
use crate::text::{NumberFormat, NumberKind};

/// How a list of operands ended.
enum Step {
    /// Every operand of the list was read; the lexer has not moved.
    More,
    /// An optional operand is not there (the text ends, or the next instruction starts): the
    /// instruction ends, and the lexer is where the general loop leaves it.
    Stop,
    /// The general loop is to read the instruction.
    GiveUp,
}

/// The index after the word that starts at `i` (as the lexer takes words).
#[inline(always)]
fn word_end(text: &[u8], i: usize) -> usize {
    i + lexer::word_len(text.get(i..).unwrap_or_default())
}

/// Whether a word ends at `end` with a space, a newline or the end of the text.
#[inline]
fn ends_simply(text: &[u8], end: usize) -> bool {
    matches!(text.get(end), None | Some(b' ' | b'\n'))
}

/// Whether the lexer, at the `%name` word that ends at `end`, would take it for an operand, not
/// the start of `%name = Op...`: the next word, after one space or a newline and indentation,
/// is not `=` (or there is none). False also when that takes a closer look.
#[inline]
fn no_assignment_after(text: &[u8], end: usize) -> bool {
    let next = match text.get(end) {
        None => return true,
        Some(b' ') => end + 1,
        Some(b'\n') => lexer::skip_spaces(text, end + 1),
        Some(_) => return false,
    };
    match text.get(next) {
        None => true,
        Some(&b) => b != b'=' && starts_word(b),
    }
}

impl<'a> Assembler<'a> {
    /// The instruction at the current position, if the fast path reads it: then what
    /// [`instruction`](Self::instruction) returns for it. `None` when it gives up.
    #[inline(always)]
    pub(super) fn fast_instruction(&mut self) -> Option<R> {
        let text = self.lx.text();
        let i = self.lx.at();
        let (result, op_at) = match text.get(i) {
            Some(b'%') => {
                let end = word_end(text, i);
                if text.get(end..end + 3) != Some(b" = ") {
                    return None;
                }
                (text.get(i..end), end + 3)
            }
            _ => (None, i),
        };
        if !starts_with_op(text, op_at) {
            return None;
        }
        let op_end = word_end(text, op_at);
        let name = text.get(op_at..op_end)?;
        if !ends_simply(text, op_end) || name == b"OpUnknown" {
            return None;
        }
        let entry = self.instruction_entry(name)?;
        // (An extended set's instructions, and the import whose string records one, are the
        // general loop's.)
        if entry.ext_inst || entry.opcode == Op::ExtInstImport as u16 || entry.has_result != result.is_some() {
            return None;
        }
        let mark = self.lx.mark();
        self.opcode = entry.opcode;
        self.out.push(0);
        let mut end = op_end;
        match self.fast_forms(&entry.operands, result, &mut end) {
            Step::More => self.lx.go(end),
            Step::Stop => {}
            Step::GiveUp => {
                self.out.truncate(self.start);
                self.lx.reset(mark);
                self.opcode = 0;
                self.result_type = 0;
                return None;
            }
        }
        Some(self.finish(name, &entry))
    }

    /// The operands of `forms` (`result` is the instruction's `%name`), from `end`, the end of
    /// the last word read, which it moves along.
    fn fast_forms(&mut self, forms: &OperandForms<Capability>, result: Option<&'a [u8]>, end: &mut usize) -> Step {
        let text = self.lx.text();
        // The form words as stored (`FormWord::class_code` and `quantifier` of each, read here
        // without a view of the tables for each; an enumerant's or a pair's form takes one).
        for (i, form_word) in ByteOrder::Little.words(forms.words()).enumerate() {
            let code = operand_form::class_code(form_word);
            let form = || forms.word(i);
            if code == code::RESULT {
                match result.map(|result| self.id(Ty::ResultId, result)) {
                    Some(Ok(())) => continue,
                    _ => return Step::GiveUp,
                }
            }
            // What the general loop makes of the form (`Expected::ty`): whether it takes more
            // than one word, and whether it may be absent.
            let q = Quantifier::from_code(operand_form::quantifier(form_word)).unwrap_or(Quantifier::One);
            let (code, many, optional) = match code {
                code::RESULT_TYPE | code::NUMBER => (code, false, false),
                code::REF | code::MEMORY_SEMANTICS | code::SCOPE | code::INTEGER => {
                    (code, q == Quantifier::Many, q != Quantifier::One)
                }
                code::STRING => (code, false, q != Quantifier::One),
                code::VALUE_ENUM_ | code::BIT_ENUM_ if q != Quantifier::Many => (code, false, q != Quantifier::One),
                code::COMPOSITE_ => {
                    // A pair of ids (`PairIdRefIdRef`) is read one id at a time, as `IdRef*`.
                    let Some(Category::Composite(mut bases)) = form().map(|f| f.kind().category()) else {
                        return Step::GiveUp;
                    };
                    if bases.by_ref().take(2).any(|base| matches!(base.category(), Category::Literal(_))) {
                        return Step::GiveUp;
                    }
                    (code::REF, true, true)
                }
                _ => return Step::GiveUp,
            };
            loop {
                // The next word, after one space, that starts no instruction.
                let at = *end + 1;
                let word = match (text.get(*end), text.get(at)) {
                    (Some(b' '), Some(b'%')) => {
                        let end = word_end(text, at);
                        let simple = ends_simply(text, end) && no_assignment_after(text, end);
                        text.get(at..end).filter(|_| simple)
                    }
                    (Some(b' '), Some(b'"')) => {
                        // To the next quote, with no escape or NUL before it (the lexer's words
                        // take those one byte at a time).
                        let rest = text.get(at + 1..).unwrap_or_default();
                        match rest.iter().position(|&b| matches!(b, b'"' | b'\\' | 0)) {
                            Some(close) if rest.get(close) == Some(&b'"') && ends_simply(text, at + close + 2) => {
                                text.get(at..at + close + 2)
                            }
                            _ => None,
                        }
                    }
                    (Some(b' '), Some(&b)) if starts_word(b) && b != b'!' && !starts_with_op(text, at) => {
                        let end = word_end(text, at);
                        text.get(at..end).filter(|_| ends_simply(text, end))
                    }
                    _ => None,
                };
                let Some(word) = word else {
                    // The end of the line, or something to look at more closely.
                    if !optional {
                        return Step::GiveUp;
                    }
                    self.lx.go(*end);
                    return match self.lx.next_operand() {
                        Next::End | Next::NewInstruction => Step::Stop,
                        Next::Word(_) => Step::GiveUp,
                    };
                };
                let read = match code {
                    code::RESULT_TYPE => self.id(Ty::TypeId, word).is_ok(),
                    code::REF | code::MEMORY_SEMANTICS | code::SCOPE => {
                        word.first() == Some(&b'%') && self.id(Ty::Id, word).is_ok()
                    }
                    code::INTEGER => {
                        self.number(word, NumberFormat { width: 32, kind: NumberKind::Unsigned }, true).is_ok()
                    }
                    code::NUMBER => match self.ids.get(self.result_type).type_def {
                        Some(
                            ty @ NumberFormat {
                                kind: NumberKind::Unsigned | NumberKind::Signed | NumberKind::Float(_),
                                ..
                            },
                        ) => self.number(word, ty, true).is_ok(),
                        _ => false,
                    },
                    code::STRING => word.first() == Some(&b'"') && self.string(word, false).is_ok(),
                    code::VALUE_ENUM_ | code::BIT_ENUM_ if !word.contains(&b'|') => {
                        let Some((value, parameters)) = form().and_then(|f| lookup::enumerant(f.enum_table(), word))
                        else {
                            return Step::GiveUp;
                        };
                        // A name of several bits takes each bit's parameters: the general loop's.
                        if code == code::BIT_ENUM_ && value.count_ones() > 1 {
                            return Step::GiveUp;
                        }
                        self.out.push(value);
                        *end = at + word.len();
                        match self.fast_forms(&parameters, None, end) {
                            Step::More => break,
                            other => return other,
                        }
                    }
                    _ => false,
                };
                if !read {
                    return Step::GiveUp;
                }
                *end = at + word.len();
                if !many {
                    break;
                }
            }
        }
        Step::More
    }
}
