//! `GraphPass` and `ValidateGraphEntryPoints` (SPIRV-Tools' `source/val/validate_graph.cpp`,
//! `validate.cpp`): SPV_ARM_graph's graph types (inputs and outputs, all tensors or arrays of
//! tensors), graph constants (tensors, their ids unique), graph entry points (their interfaces
//! `UniformConstant` variables of the graph's input and output types), and each graph's inputs
//! and outputs: indices 32-bit integers, in range, of the graph type's types, not repeated.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::OpSet;
use spirv_core::spec::{Capability, Instruction, Op, OpClass, StorageClass};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault, Report, Stop};
use crate::opcodes::OpName;

/// The instructions this pass looks at (the grammar's class of graph instructions, and the
/// graph type): it accepts any other.
pub(crate) static OPCODES: OpSet = OpSet::new(OpClass::Graph.ops()).with(Op::TypeGraphARM);

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    match inst {
        Instruction::TypeGraphARM { .. } => graph_type(c, index),
        Instruction::GraphConstantARM { .. } => graph_constant(c, index),
        Instruction::GraphEntryPointARM { .. } => entry_point(c, index),
        Instruction::GraphARM { .. } => {
            if c.def_is(c.result_type_at(index), Op::TypeGraphARM) {
                return Ok(());
            }
            let message = format!("{} Result Type must be an OpTypeGraphARM.", OpName(c.opcode_at(index)));
            Err(c.diag(ErrorKind::InvalidData, Some(index), message))
        }
        Instruction::GraphInputARM { .. } => input_or_output(c, index, true),
        Instruction::GraphSetOutputARM { .. } => input_or_output(c, index, false),
        Instruction::GraphEndARM => graph_end(c, index),
        _ => Ok(()),
    }
}

/// `ValidateGraphEntryPoints`: a module declaring `GraphARM` has a graph entry point.
pub(crate) fn check_entry_points(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    if !c.has_capability(Capability::GraphARM) || c.opcodes.contains(&(Op::GraphEntryPointARM as u16)) {
        return Ok(());
    }
    let message = "No OpGraphEntryPointARM instruction was found but the GraphARM capability is declared.";
    let e = c.diag(ErrorKind::InvalidBinary, None, message);
    report.error(e)
}

/// What a graph type says: its inputs' count, and where its input and output types are (the
/// operands after its result id and that count).
struct GraphType {
    at: usize,
    inputs: u32,
    io: u32,
}

impl GraphType {
    /// The graph type `id`, if it is one.
    fn of(c: &Checker<'_, '_>, id: u32) -> Option<GraphType> {
        let at = c.model.def_index(spirv_core::IdRef::new(id)?)?;
        if c.opcode_at(at) != Op::TypeGraphARM as u16 {
            return None;
        }
        let inputs = c.operands.word(at, 1)?;
        let io = c.operands.of(at).len().saturating_sub(2) as u32;
        Some(GraphType { at, inputs, io })
    }

    /// The type of input or output `i` (counting inputs first).
    fn type_at(&self, c: &Checker<'_, '_>, i: u64) -> u32 {
        usize::try_from(i).ok().and_then(|i| c.operands.word(self.at, i.checked_add(2)?)).unwrap_or(0)
    }
}

/// `OpTypeGraphARM`: as many types as inputs and at least one more, each a tensor or an
/// array of tensors.
fn graph_type(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    let inputs = c.operands.word(index, 1).unwrap_or(0);
    let io = c.operands.of(index).len().saturating_sub(2);
    if (io as u64) < u64::from(inputs) {
        let message = format!("{io} I/O types were provided but the graph has {inputs} inputs.");
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    if io as u64 == u64::from(inputs) {
        return Err(c.diag(ErrorKind::InvalidData, Some(index), "A graph type must have at least one output."));
    }
    for i in 2..2 + io {
        let ty = c.operands.word(index, i).unwrap_or(0);
        if !c.def_is(ty, Op::TypeTensorARM) && !is_tensor_array(c, ty) {
            let message = format!("I/O type {} is not a Graph Interface Type.", c.id_name(ty));
            return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
        }
    }
    Ok(())
}

/// `OpGraphConstantARM`: a tensor, its GraphConstantID not that of an earlier graph constant.
fn graph_constant(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    if !c.def_is(c.result_type_at(index), Op::TypeTensorARM) {
        let message = format!("{} must have a Result Type that is a tensor type.", OpName(c.opcode_at(index)));
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    let id = c.operands.word(index, 2);
    // The instructions before it (spirv-val does not look at the first).
    let repeated = (1..index)
        .rev()
        .any(|before| c.opcode_at(before) == Op::GraphConstantARM as u16 && c.operands.word(before, 2) == id);
    if repeated {
        let message = "No two OpGraphConstantARM instructions may have the same GraphConstantID";
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    Ok(())
}

/// `OpGraphEntryPointARM`: a graph, and for each of its inputs and outputs a `UniformConstant`
/// variable of its type.
fn entry_point(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    let op = OpName(c.opcode_at(index));
    let graph = c.operands.word(index, 0).unwrap_or(0);
    let Some(graph_at) = spirv_core::IdRef::new(graph).and_then(|g| c.model.def_index(g)) else { return Ok(()) };
    if c.opcode_at(graph_at) != Op::GraphARM as u16 {
        let message = format!("{op} Graph must be a OpGraphARM but found {}.", OpName(c.opcode_at(graph_at)));
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    let graph_type_id = c.result_type_at(graph_at);
    // A graph of another type is the graph's error, which its check reports.
    let Some(graph_type) = GraphType::of(c, graph_type_id) else { return Ok(()) };
    let interfaces = c.operands.of(index).len().saturating_sub(2);
    if interfaces != graph_type.io as usize {
        let message = format!(
            "{op} Interface list contains {interfaces} IDs but Graph's type {} has {} inputs and outputs.",
            c.id_name(graph_type_id),
            graph_type.io
        );
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    for i in 0..interfaces {
        let interface = c.operands.word(index, i + 2).unwrap_or(0);
        let Some(at) = spirv_core::IdRef::new(interface).and_then(|v| c.model.def_index(v)) else { continue };
        let variable = matches!(
            c.module.instructions.get(at),
            Some(Instruction::Variable { storage_class: StorageClass::UniformConstant, .. })
        );
        if !variable {
            let message = format!(
                "{op} Interface ID {} must come from OpVariable with UniformConstant Storage Class.",
                c.id_name(interface)
            );
            // About the variable, not the entry point.
            return Err(c.diag(ErrorKind::InvalidData, Some(at), message));
        }
        let expected = graph_type.type_at(c, i as u64);
        let pointee = c.pointer_type_info(c.result_type_at(at)).map_or(0, |(t, _)| t);
        if pointee != expected {
            let message = format!(
                "{op} Interface ID type {} must match the type of the corresponding graph I/O {}",
                c.id_name(pointee),
                c.id_name(expected)
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
        }
    }
    Ok(())
}

/// The index of the `OpGraphARM` of the graph holding instruction `index`: the last before it
/// (spirv-val does not look at the first instruction).
fn graph_of(c: &Checker<'_, '_>, index: usize) -> Option<usize> {
    (1..index).rev().find(|&i| c.opcode_at(i) == Op::GraphARM as u16)
}

/// Whether `id` is an array or runtime array of tensors (`IsTensorArray`).
fn is_tensor_array(c: &Checker<'_, '_>, id: u32) -> bool {
    match c.def(id) {
        Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) => {
            c.def_is(element_type.get(), Op::TypeTensorARM)
        }
        _ => false,
    }
}

/// `OpGraphInputARM` (`input`) or `OpGraphSetOutputARM`: its indices 32-bit integers, in the
/// range of the graph type, an element index only for an array, and the type of the input (its
/// result) or the output (its value) the graph type's.
fn input_or_output(c: &mut Checker<'_, '_>, index: usize, input: bool) -> Result<(), Fault> {
    let op = OpName(c.opcode_at(index));
    // Where the indices are among the operands.
    let at = if input { 2 } else { 1 };
    let (what, kind) = if input { ("input", "Input") } else { ("output", "Output") };
    let io_index = c.operands.word(index, at).unwrap_or(0);
    if c.def(io_index).is_none() || !c.is_int_scalar_type_of_width(c.type_of(io_index), 32) {
        let message = format!("{op} {kind}Index must be a 32-bit integer.");
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    let element_index = c.operands.word(index, at + 1);
    if let Some(element_index) = element_index
        && (c.def(element_index).is_none() || !c.is_int_scalar_type_of_width(c.type_of(element_index), 32))
    {
        let message = format!("{op} ElementIndex must be a 32-bit integer.");
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    let Some(graph) = graph_of(c, index) else { return Ok(()) };
    // Nothing more is known of an index whose value is not.
    let Some(io_index) = c.constant_u64(io_index) else { return Ok(()) };
    let graph_type_id = c.result_type_at(graph);
    // A graph of another type is the graph's error, reported before.
    let Some(graph_type) = GraphType::of(c, graph_type_id) else { return Ok(()) };
    let io_type = if input {
        let inputs = graph_type.inputs;
        if io_index >= u64::from(inputs) {
            let text = c.text(index).unwrap_or_default();
            let message = format!(
                "Type {} for graph {} has {inputs} inputs but found an OpGraphInputARM instruction with an \
                 InputIndex that is {io_index}: {text}",
                c.id_name(graph_type_id),
                c.id_name(c.result_id_at(graph))
            );
            return Err(c.diag(ErrorKind::InvalidData, None, message));
        }
        graph_type.type_at(c, io_index)
    } else {
        let outputs = graph_type.io.wrapping_sub(graph_type.inputs);
        if io_index >= u64::from(outputs) {
            let message = format!("{op} setting OutputIndex {io_index} but graph only has {outputs} outputs.");
            return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
        }
        graph_type.type_at(c, u64::from(graph_type.inputs) + io_index)
    };
    let opname = if input { "OpGraphInputARM" } else { "OpGraphSetOutputARM" };
    if let Some(element_index) = element_index {
        if !is_tensor_array(c, io_type) {
            let message = format!(
                "{opname} ElementIndex not allowed when the graph {what} selected by {kind}Index is not an \
                 OpTypeArray or OpTypeRuntimeArray"
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
        }
        // In range, when both the index and the array's length are known.
        let length = match c.def(io_type) {
            Some(Instruction::TypeArray { length, .. }) => c.constant_u64(length.get()),
            _ => None,
        };
        if let (Some(element_index), Some(length)) = (c.constant_u64(element_index), length)
            && element_index >= length
        {
            let message = format!(
                "{opname} ElementIndex out of range. The type of the graph {what} being accessed {} is an array of \
                 {length} elements but ElementIndex is {element_index}",
                c.id_name(io_type)
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
        }
    }
    // The type of the input's result or of the output's value.
    let (value, value_type) = if input {
        (c.result_id_at(index), c.result_type_at(index))
    } else {
        let value = c.operands.word(index, 0).unwrap_or(0);
        (value, c.type_of(value))
    };
    let (expected, which) = match element_index {
        Some(_) => (c.component_type(io_type), "component type"),
        None => (io_type, "type"),
    };
    if value_type == expected {
        return Ok(());
    }
    let message = if input {
        format!(
            "Result Type {} of graph input instruction {} does not match the {which} {} of input {io_index} in the \
             graph type.",
            c.id_name(value_type),
            c.id_name(value),
            c.id_name(expected)
        )
    } else {
        format!(
            "The type {} of Value provided to the graph output instruction {} does not match the {which} {} of \
             output {io_index} in the graph type.",
            c.id_name(value_type),
            c.id_name(value),
            c.id_name(expected)
        )
    };
    Err(c.diag(ErrorKind::InvalidData, Some(index), message))
}

/// `OpGraphEndARM`: no two inputs, and no two outputs, of the graph with the same index, unless
/// both give element indices and those differ.
fn graph_end(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    let start = graph_of(c, index).unwrap_or(0);
    for input in [true, false] {
        let (op, at) = if input { (Op::GraphInputARM, 2) } else { (Op::GraphSetOutputARM, 1) };
        let members = (start + 1..index).filter(|&i| c.opcode_at(i) == op as u16);
        if let Some(repeated) = first_repeated(c, members, at) {
            let message: String = if input {
                "Two OpGraphInputARM instructions with the same InputIndex must not be part of the same graph \
                 definition unless ElementIndex is present in both with different values."
                    .into()
            } else {
                "Two OpGraphSetOutputARM instructions with the same OutputIndex must not be part of the same graph \
                 definition unless ElementIndex is present in both with different values."
                    .into()
            };
            return Err(c.diag(ErrorKind::InvalidData, Some(repeated), message));
        }
    }
    Ok(())
}

/// The first of the `instructions` (inputs or outputs, their index operand at `at`, their
/// element index after it) whose index repeats an earlier one's with the same element index, or
/// an earlier one's without one. Those whose indices' values are not known are passed over.
fn first_repeated(c: &Checker<'_, '_>, instructions: impl Iterator<Item = usize>, at: usize) -> Option<usize> {
    // (index, element index or none), as met.
    let mut seen: Vec<(u64, Option<u64>)> = Vec::new();
    for i in instructions {
        let Some(io_index) = c.operands.word(i, at).and_then(|id| c.constant_u64(id)) else { continue };
        let element = match c.operands.word(i, at + 1) {
            Some(id) => match c.constant_u64(id) {
                Some(value) => Some(value),
                None => continue,
            },
            None => None,
        };
        // spirv-val's "no element index" is the largest value: an element index of that value
        // is none.
        let element = element.filter(|&e| e != u64::MAX);
        if seen.contains(&(io_index, element)) || seen.contains(&(io_index, None)) {
            return Some(i);
        }
        seen.push((io_index, element));
    }
    None
}
