//! The validation of one module, start to end: the header, the binary parse, the decoding,
//! the module's facts and model, then the passes in spirv-val's order; and what one validation
//! leaves for the next.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use spirv_core::{IntoOwned, Module};
use spirv_model::Model;

use crate::by_class::ByClass;
use crate::checker::Checker;
use crate::error::{ErrorKind, ValidationError};
use crate::facts::Facts;
use crate::operands::OperandTable;
use crate::options::Options;
use crate::passes;
use crate::reuse::emptied;

/// What a validation leaves for the next one (of a [`crate::Validator`]): its working memory,
/// which the next reuses rather than allocating it again, and what it looked up in the grammar.
#[derive(Debug, Default)]
pub(crate) struct Buffers {
    graph_scratch: crate::cfg_graph::Scratch,
    operands: OperandTable,
    opcodes: Vec<u16>,
    result_types: Vec<u32>,
    result_ids: Vec<u32>,
    by_class: ByClass,
    /// The last module's facts (boxed: they are a few KiB, which moving would copy).
    facts: Option<alloc::boxed::Box<Facts>>,
    walk: passes::Kept,
    /// The last module's instructions' memory.
    instructions: Vec<spirv_core::spec::Instruction<'static>>,
}

/// The validation error of the binary parse's error `e`.
#[cold]
fn parse_error(e: &spirv_core::text::DisassembleError) -> ValidationError {
    let kind = match e.kind() {
        spirv_core::text::DisassembleErrorKind::InvalidId => ErrorKind::InvalidId,
        spirv_core::text::DisassembleErrorKind::Internal => ErrorKind::Internal,
        _ => ErrorKind::InvalidBinary,
    };
    let mut error = ValidationError::of_module(kind, e.instruction().map(|i| i - 1), e.message().to_string());
    error.offset = error.instruction.map(|_| e.offset());
    error.ids = e.id().into_iter().collect();
    error
}

/// `bytes` with the header's bound (in either byte order) at its largest.
#[cold]
fn with_bound_raised(bytes: &[u8]) -> Vec<u8> {
    let mut raised = bytes.to_vec();
    if let Some(bound) = raised.get_mut(12..16) {
        bound.fill(0xFF);
    }
    raised
}

/// The instruction pass's error for result id `id` of instruction `index` at or above `bound`,
/// with the instruction's text and offset.
#[cold]
fn id_beyond_bound(bytes: &[u8], index: usize, id: u32, bound: u32) -> ValidationError {
    let message = passes::instruction::id_beyond_bound_message(&id.to_string(), bound);
    let mut error = ValidationError::of_module(ErrorKind::InvalidBinary, Some(index), message);
    // Made before there is a checker to count the id as named.
    error.ids = [id].into();
    let text = spirv_core::text::instruction_text(bytes, index).ok().flatten();
    error.text = text.map(|text| String::from_utf8_lossy(&text).into());
    let instruction = spirv_core::binary::Reader::new(bytes).ok().and_then(|(_, mut reader)| reader.nth(index));
    error.offset = instruction.and_then(Result::ok).map(|instruction| instruction.offset);
    error
}

/// Validates `bytes`: every error (with `keep_going`) or the first. What `buffers` holds is
/// reused, and what this validation leaves is put back for the next.
pub(crate) fn run(bytes: &[u8], options: &Options, keep_going: bool, buffers: &mut Buffers) -> Vec<ValidationError> {
    // The header and the binary parse come first, and nothing can be checked past their errors.
    if let Err(e) = passes::header::check(bytes, options) {
        return alloc::vec![e];
    }
    // The binary parse's errors come first. Where the module decodes, the parse is skipped
    // when the decoded instructions show it would pass (below, once their results are read).
    let decoded = Module::decode_into(bytes, core::mem::take(&mut buffers.instructions));
    if decoded.is_err()
        && let Err(e) = spirv_core::text::check_binary(bytes)
    {
        return alloc::vec![parse_error(&e)];
    }
    // A result id at or above the header's bound: the binary parse accepts it, the decoder does
    // not. spirv-val reports it in its instruction pass, in order among its other checks, so
    // the module is decoded from a copy whose header raises the bound, then given back its own
    // (the passes' id maps keep ids beyond a bound apart).
    let raised;
    let decoded_as_is = decoded.is_ok();
    let decoded = match decoded {
        Err(e) if matches!(e.kind(), spirv_core::DecodeErrorKind::IdOutOfBound { .. }) => {
            raised = with_bound_raised(bytes);
            let bound = spirv_core::binary::read_header(bytes).map_or(0, |header| header.bound);
            match Module::decode(&raised) {
                Ok(mut module) => {
                    module.header.bound = bound;
                    Ok(module)
                }
                // An id of 2^32 - 1 is beyond any bound: its instruction is reported alone.
                Err(e) => match (e.kind(), e.instruction_index()) {
                    (&spirv_core::DecodeErrorKind::IdOutOfBound { id, .. }, Some(index)) => {
                        return alloc::vec![id_beyond_bound(bytes, index, id, bound)];
                    }
                    _ => Err(e),
                },
            }
        }
        decoded => decoded,
    };
    let Ok(module) = decoded else {
        // The binary parse accepts what the decoder does but the bound; this is only a safeguard.
        let message = "The module could not be decoded.".into();
        return alloc::vec![ValidationError::of_module(ErrorKind::InvalidBinary, None, message)];
    };
    let count = module.instructions.len();
    let mut opcodes = emptied(core::mem::take(&mut buffers.opcodes), count);
    let mut result_types = emptied(core::mem::take(&mut buffers.result_types), count);
    let mut result_ids = emptied(core::mem::take(&mut buffers.result_ids), count);
    for inst in &module.instructions {
        opcodes.push(inst.opcode() as u16);
        let (result_type, result_id) = inst.result_type_and_id();
        result_types.push(result_type.map_or(0, |t| t.get()));
        result_ids.push(result_id.map_or(0, |t| t.get()));
    }
    // All of the shortcut's proof but its visit of the operands, which the id pass's makes
    // (see the end).
    let parse_checked = decoded_as_is && {
        match spirv_core::text::check_decoded_except_operands(bytes, &module) {
            Ok(()) => true,
            Err(e) => return alloc::vec![parse_error(&e)],
        }
    };
    let mut by_class = core::mem::take(&mut buffers.by_class);
    by_class.refill(&opcodes);
    let model = Model::new(&module);
    let mut facts = buffers.facts.take().unwrap_or_default();
    Facts::gather(bytes, &model, &opcodes, &by_class, &mut facts);
    let mut checker = Checker {
        bytes,
        module: &module,
        model,
        options,
        facts,
        texts: None,
        keep_going,
        names: None,
        named: Vec::new(),
        offsets: None,
        cfg: None,
        graph_scratch: core::mem::take(&mut buffers.graph_scratch),
        decorations: None,
        uses: Default::default(),
        operands: core::mem::take(&mut buffers.operands).reset(count, bytes.len() / 4),
        opcodes,
        result_types,
        result_ids,
        limitations: Default::default(),
        by_class: &by_class,
    };
    let mut errors = passes::run(&mut checker, keep_going, &mut buffers.walk);
    // The rest of the binary parse's proof: no operand the grammars cannot type, shown to the
    // id pass's visit; if the pass stopped before the end, the whole proof again.
    let visited = checker.operands.len() == count;
    if parse_checked
        && (checker.operands.untyped() || !visited)
        && let Err(e) = spirv_core::text::check_decoded(bytes, &module)
    {
        errors = alloc::vec![parse_error(&e)];
    }
    buffers.graph_scratch = core::mem::take(&mut checker.graph_scratch);
    // The graphs, which no pass holds any more, leave their memory to the next module's.
    if let Some(cfg) = checker.cfg.take().and_then(|cfg| alloc::rc::Rc::try_unwrap(cfg).ok()) {
        buffers.graph_scratch.cfg.recycle(cfg);
    }
    buffers.operands = core::mem::take(&mut checker.operands);
    buffers.opcodes = core::mem::take(&mut checker.opcodes);
    buffers.result_types = core::mem::take(&mut checker.result_types);
    buffers.result_ids = core::mem::take(&mut checker.result_ids);
    buffers.facts = Some(checker.facts);
    buffers.by_class = by_class;
    // The instructions' memory, emptied, for the next module's (an empty vector's elements may
    // take any lifetime; collecting into the same layout keeps the memory).
    let mut instructions = module.instructions;
    instructions.clear();
    buffers.instructions = instructions.into_iter().map(IntoOwned::into_owned).collect();
    errors
}
