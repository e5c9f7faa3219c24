//! A consumer for rspirv's `binary::parse_words` that does nothing with what it is given, shared
//! by the benchmark and the profiling example.

use std::hint::black_box;

use rspirv::binary::{Consumer, ParseAction};

/// Keeps each instruction alive just long enough to be built, then drops it.
pub struct NoOp;

impl Consumer for NoOp {
    fn initialize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn finalize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_header(&mut self, _: rspirv::dr::ModuleHeader) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_instruction(&mut self, inst: rspirv::dr::Instruction) -> ParseAction {
        black_box(inst);
        ParseAction::Continue
    }
}
