//! The logical layout of a module (SPIR-V 2.4): which section each instruction belongs to, in
//! order, and how functions and blocks nest (`ModuleLayoutPass`, SPIRV-Tools'
//! `source/val/validate_layout.cpp`).

use alloc::format;

use spirv_core::ExtSet;
use spirv_core::spec::{Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::op_name;
use crate::walk::{FunctionKind, FunctionState, GraphRegion, Section, Walk};
use spirv_core::predicates::is_constant;

/// The section `inst` belongs to when the walk is in `current` (`InstructionLayoutSection`):
/// variables, extended instructions, lines and `OpUndef` belong to the types section while
/// the walk is in it, and to function bodies after it.
fn section_of(current: Section, op: u16, inst: &Instruction<'_>) -> Section {
    use Section as S;
    // A raw instruction's opcode is not read as the grammar's, but for the types and constants.
    let placement = match inst {
        Instruction::Raw(_) if !(spirv_core::predicates::generates_type(op) || is_constant(op)) => {
            Placement::Fixed(S::FunctionDefinitions)
        }
        _ => PLACEMENTS.get(usize::from(op)).copied().unwrap_or(Placement::Fixed(S::FunctionDefinitions)),
    };
    match placement {
        Placement::Fixed(section) => section,
        Placement::TypesOrBody if current == S::Types => S::Types,
        Placement::TypesOrBody => S::FunctionDefinitions,
        Placement::ExtInst => match current {
            S::Types => S::Types,
            S::GraphDefinitions => S::GraphDefinitions,
            _ => S::FunctionDefinitions,
        },
        Placement::Function if current == S::FunctionDeclarations => S::FunctionDeclarations,
        Placement::Function => S::FunctionDefinitions,
        Placement::CompositeExtract if current == S::GraphDefinitions => S::GraphDefinitions,
        Placement::CompositeExtract => S::FunctionDefinitions,
    }
}

/// Where an opcode's instructions go: a section, or a rule reading the walk's section.
#[derive(Clone, Copy, Debug)]
enum Placement {
    Fixed(Section),
    /// The types section while the walk is in it, else function bodies.
    TypesOrBody,
    /// The types section or a graph while the walk is in it, else function bodies.
    ExtInst,
    /// Function declarations while the walk is in them, else function bodies.
    Function,
    /// A graph while the walk is in one, else function bodies.
    CompositeExtract,
}

/// The placement of every opcode below [`crate::opcodes::OPCODE_LIMIT`], made at compile time from the
/// lists below; other opcodes belong to function bodies.
static PLACEMENTS: [Placement; crate::opcodes::OPCODE_LIMIT] = {
    use Op as O;
    use Placement as P;
    use Section as S;
    let lists: &[(&[Op], Placement)] = &[
        (&[O::Capability, O::ConditionalCapabilityINTEL], P::Fixed(S::Capabilities)),
        (&[O::Extension, O::ConditionalExtensionINTEL], P::Fixed(S::Extensions)),
        (&[O::ExtInstImport], P::Fixed(S::ExtInstImport)),
        (&[O::MemoryModel], P::Fixed(S::MemoryModel)),
        (&[O::EntryPoint, O::ConditionalEntryPointINTEL], P::Fixed(S::EntryPoint)),
        (&[O::ExecutionMode, O::ExecutionModeId], P::Fixed(S::ExecutionMode)),
        (&[O::SourceContinued, O::Source, O::SourceExtension, O::String], P::Fixed(S::Debug1)),
        (&[O::Name, O::MemberName], P::Fixed(S::Debug2)),
        (&[O::ModuleProcessed], P::Fixed(S::Debug3)),
        (
            &[
                O::Decorate,
                O::MemberDecorate,
                O::GroupDecorate,
                O::GroupMemberDecorate,
                O::DecorationGroup,
                O::DecorateId,
                O::DecorateString,
                O::MemberDecorateString,
            ],
            P::Fixed(S::Annotations),
        ),
        (&[O::TypeForwardPointer, O::TypeTaskSequenceALTERA], P::Fixed(S::Types)),
        (&[O::Variable, O::UntypedVariableKHR, O::Line, O::NoLine, O::Undef], P::TypesOrBody),
        (&[O::ExtInst, O::ExtInstWithForwardRefsKHR], P::ExtInst),
        (&[O::Function, O::FunctionParameter, O::FunctionEnd], P::Function),
        (&[O::SamplerImageAddressingModeNV], P::Fixed(S::SamplerImageAddressMode)),
        (
            &[O::GraphEntryPointARM, O::GraphARM, O::GraphInputARM, O::GraphSetOutputARM, O::GraphEndARM],
            P::Fixed(S::GraphDefinitions),
        ),
        (&[O::CompositeExtract], P::CompositeExtract),
    ];
    let mut table = [P::Fixed(S::FunctionDefinitions); crate::opcodes::OPCODE_LIMIT];
    let mut l = 0;
    while l < lists.len() {
        let (ops, placement) = lists[l];
        let mut i = 0;
        while i < ops.len() {
            table[ops[i] as usize] = placement;
            i += 1;
        }
        l += 1;
    }
    // Types and constants first, whatever the lists say.
    let mut op = 0;
    while op < crate::opcodes::OPCODE_LIMIT {
        if spirv_core::predicates::generates_type(op as u16) || is_constant(op as u16) {
            table[op] = P::Fixed(S::Types);
        }
        op += 1;
    }
    table
};

/// What an `OpExtInst`'s set is, for where the instruction may be.
enum ExtKind {
    /// A debug-information set; `local`: an instruction that belongs in a function body.
    DebugInfo {
        local: bool,
    },
    NonSemantic,
    Other,
}

fn ext_kind(c: &Checker<'_, '_>, inst: &Instruction<'_>) -> ExtKind {
    let (Instruction::ExtInst { set, instruction, .. }
    | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. }) = inst
    else {
        return ExtKind::Other;
    };
    let name = c.model.ext_import(*set).map(|n| n.as_bytes()).unwrap_or_default();
    let known = c.model.ext_set(*set).filter(|s| s.known_to_spirv_tools());
    match known {
        Some(s) if s.is_debug_info() => {
            // DebugScope, DebugNoScope, DebugDeclare, DebugValue (and, of
            // NonSemantic.Shader.DebugInfo.100, DebugFunctionDefinition, DebugLine,
            // DebugNoLine) are about code: they belong in a function body.
            let number = instruction.instruction();
            let shader = s == ExtSet::NonSemanticShaderDebugInfo100;
            ExtKind::DebugInfo {
                local: matches!(number, 23 | 24 | 28 | 29) || (shader && matches!(number, 101 | 103 | 104)),
            }
        }
        _ if name.starts_with(b"NonSemantic.") => ExtKind::NonSemantic,
        _ => ExtKind::Other,
    }
}

/// Checks instruction `index` against the layout and moves the walk on.
#[inline]
pub(crate) fn check(
    c: &mut Checker<'_, '_>,
    walk: &mut Walk,
    index: usize,
    inst: &Instruction<'_>,
) -> Result<(), Fault> {
    // Most instructions belong to the section the walk is in and have no rule of their own
    // here: nothing to check, nothing moves. (In a function body, that is an instruction in a
    // block but `OpLabel`; before, any but `OpMemoryModel`, which the walk notes, and a raw
    // instruction, which belongs to function bodies.)
    let op = c.opcode_at(index);
    let placement = PLACEMENTS.get(usize::from(op)).copied();
    let stays = match (walk.section, placement) {
        (Section::FunctionDefinitions, Some(Placement::Fixed(Section::FunctionDefinitions))) => {
            walk.in_block() && op != Op::Label as u16
        }
        (Section::FunctionDeclarations | Section::FunctionDefinitions | Section::GraphDefinitions, _) => false,
        (section, Some(Placement::Fixed(fixed))) => {
            fixed == section && op != Op::MemoryModel as u16 && !matches!(inst, Instruction::Raw(_))
        }
        (Section::Types, Some(Placement::TypesOrBody)) => !matches!(inst, Instruction::Raw(_)),
        _ => false,
    };
    crate::checker::quick_or_full(stays, || check_placed(c, walk, index, inst))
}

/// [`check`] of the other instructions (out of line: the walk calls `check` for every one).
#[inline(never)]
fn check_placed(c: &mut Checker<'_, '_>, walk: &mut Walk, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let result = match walk.section {
        Section::FunctionDeclarations | Section::FunctionDefinitions => function_scoped(c, walk, index, inst),
        Section::GraphDefinitions => graph_scoped(c, walk, index, inst),
        _ => module_scoped(c, walk, index, inst),
    };
    if matches!(inst, Instruction::MemoryModel { .. }) {
        walk.memory_model = true;
    }
    result
}

fn layout_error(c: &mut Checker<'_, '_>, index: usize, message: impl Into<alloc::string::String>) -> Fault {
    c.diag(ErrorKind::InvalidLayout, Some(index), message)
}

const DEBUG_LOCAL: &str =
    "DebugScope, DebugNoScope, DebugDeclare, DebugValue of debug info extension must appear in a function body";
const DEBUG_GLOBAL: &str = "Debug info extension instructions other than DebugScope, DebugNoScope, DebugDeclare, \
     DebugValue must appear between section 9 (types, constants, global variables) and section 10 (function declarations)";

/// Where an extended instruction may not be, in any section: debug info of code outside a
/// function, other debug info outside the types section, non-semantic instructions before it.
/// (The walks before and in the function definitions add their own rules of blocks.)
fn ext_inst_misplaced(walk: &Walk, kind: &ExtKind) -> Option<&'static str> {
    match kind {
        ExtKind::DebugInfo { local: true } if walk.function.is_none() => Some(DEBUG_LOCAL),
        ExtKind::DebugInfo { local: false }
            if walk.section < Section::Types || walk.section >= Section::FunctionDeclarations =>
        {
            Some(DEBUG_GLOBAL)
        }
        ExtKind::NonSemantic if walk.section < Section::Types => {
            Some("Non-semantic OpExtInst must not appear before types section")
        }
        _ => None,
    }
}

fn module_scoped(c: &mut Checker<'_, '_>, walk: &mut Walk, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let op = c.opcode_at(index);
    if matches!(inst, Instruction::ExtInst { .. } | Instruction::ExtInstWithForwardRefsKHR { .. }) {
        let kind = ext_kind(c, inst);
        if let Some(message) = ext_inst_misplaced(walk, &kind) {
            return Err(layout_error(c, index, message));
        }
        if matches!(kind, ExtKind::Other) && walk.section < Section::FunctionDefinitions {
            return Err(layout_error(c, index, format!("{} must appear in a block", op_name(op))));
        }
    }
    while section_of(walk.section, op, inst) != walk.section {
        if section_of(walk.section, op, inst) < walk.section {
            return Err(layout_error(c, index, format!("{} is in an invalid layout section", op_name(op))));
        }
        walk.section = walk.section.next();
        match walk.section {
            Section::MemoryModel if op != Op::MemoryModel as u16 => {
                return Err(layout_error(
                    c,
                    index,
                    format!("{} cannot appear before the memory model instruction", op_name(op)),
                ));
            }
            Section::FunctionDeclarations => return check(c, walk, index, inst),
            _ => {}
        }
    }
    Ok(())
}

fn function_scoped(
    c: &mut Checker<'_, '_>,
    walk: &mut Walk,
    index: usize,
    inst: &Instruction<'_>,
) -> Result<(), Fault> {
    let op = c.opcode_at(index);
    if walk.section == Section::FunctionDeclarations && section_of(walk.section, op, inst) != walk.section {
        walk.section = walk.section.next();
        if let Some(f) = &mut walk.function {
            f.kind = FunctionKind::Definition;
        }
    }
    if section_of(walk.section, op, inst) != walk.section {
        walk.section = walk.section.next();
        return check(c, walk, index, inst);
    }
    match inst {
        Instruction::Function { result_type, result_id, .. } => {
            if walk.function.is_some() {
                return Err(layout_error(c, index, "Cannot declare a function in a function body"));
            }
            let declaration = match walk.section {
                Section::FunctionDefinitions => FunctionKind::Definition,
                _ => FunctionKind::Unknown,
            };
            walk.function = Some(FunctionState {
                id: result_id.get(),
                result_type: result_type.get(),
                kind: declaration,
                first_block: None,
                current_block: None,
                merge_blocks: crate::hash::set_with_capacity(0),
            });
            walk.functions.push(result_id.get());
        }
        Instruction::FunctionParameter { .. } => {
            let Some(f) = &walk.function else {
                return Err(layout_error(c, index, "Function parameter instructions must be in a function body"));
            };
            if f.first_block.is_some() {
                return Err(layout_error(
                    c,
                    index,
                    "Function parameters must only appear immediately after the function definition",
                ));
            }
        }
        Instruction::FunctionEnd => {
            let Some(f) = &mut walk.function else {
                return Err(layout_error(c, index, "Function end instructions must be in a function body"));
            };
            if f.current_block.is_some() {
                return Err(layout_error(c, index, "Function end cannot be called in blocks"));
            }
            if f.first_block.is_none() && walk.section == Section::FunctionDefinitions {
                return Err(layout_error(c, index, "Function declarations must appear before function definitions."));
            }
            if walk.section == Section::FunctionDeclarations {
                f.kind = FunctionKind::Declaration;
            }
            walk.function = None;
        }
        Instruction::Line { .. } | Instruction::NoLine => {}
        Instruction::Label { .. } => {
            let Some(f) = &walk.function else {
                return Err(layout_error(c, index, "Label instructions must be in a function body"));
            };
            if f.current_block.is_some() {
                return Err(layout_error(c, index, "A block must end with a branch instruction."));
            }
        }
        Instruction::ExtInst { .. } | Instruction::ExtInstWithForwardRefsKHR { .. } => {
            let kind = ext_kind(c, inst);
            if let Some(message) = ext_inst_misplaced(walk, &kind) {
                return Err(layout_error(c, index, message));
            }
            match kind {
                ExtKind::NonSemantic if walk.function.is_some() && !walk.in_block() => {
                    return Err(layout_error(
                        c,
                        index,
                        "Non-semantic OpExtInst within function definition must appear in a block",
                    ));
                }
                ExtKind::Other if !walk.in_block() => {
                    return Err(layout_error(c, index, format!("{} must appear in a block", op_name(op))));
                }
                _ => {}
            }
        }
        _ => {
            if walk.section == Section::FunctionDeclarations && walk.function.is_some() {
                return Err(layout_error(c, index, "A function must begin with a label"));
            }
            if !walk.in_block() {
                return Err(layout_error(c, index, format!("{} must appear in a block", op_name(op))));
            }
        }
    }
    Ok(())
}

/// Where a graph's instructions may be (SPV_ARM_graph).
fn graph_scoped(c: &mut Checker<'_, '_>, walk: &mut Walk, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let op = c.opcode_at(index);
    if section_of(walk.section, op, inst) != walk.section {
        return Err(layout_error(
            c,
            index,
            format!("Op{} cannot appear in the graph definitions section", op_name(op)),
        ));
    }
    use GraphRegion as G;
    let region = walk.graph;
    let next = match inst {
        Instruction::GraphARM { .. } if region != G::Outside => {
            return Err(layout_error(c, index, "Cannot define a graph in a graph"));
        }
        Instruction::GraphARM { .. } => G::Begin,
        Instruction::GraphInputARM { .. } if !matches!(region, G::Begin | G::Inputs) => {
            return Err(layout_error(
                c,
                index,
                "OpGraphInputARM must immediately follow an OpGraphARM or OpGraphInputARM instruction.",
            ));
        }
        Instruction::GraphInputARM { .. } => G::Inputs,
        Instruction::GraphSetOutputARM { .. } if region == G::Outside => {
            return Err(layout_error(
                c,
                index,
                format!(
                    "Op{} must immediately precede an OpGraphEndARM or OpGraphSetOutputARM instruction.",
                    op_name(op)
                ),
            ));
        }
        Instruction::GraphSetOutputARM { .. } => G::Outputs,
        Instruction::GraphEndARM if region != G::Outputs => {
            return Err(layout_error(
                c,
                index,
                format!("{} must be preceded by at least one OpGraphSetOutputARM instruction", op_name(op)),
            ));
        }
        Instruction::GraphEndARM => G::Outside,
        Instruction::GraphEntryPointARM { .. } if region != G::Outside => {
            return Err(layout_error(c, index, format!("{} cannot appear in the definition of a graph", op_name(op))));
        }
        Instruction::GraphEntryPointARM { .. } => region,
        _ if region == G::Outside => {
            return Err(layout_error(c, index, format!("Op{} must appear in a graph body", op_name(op))));
        }
        _ if region == G::Outputs => {
            return Err(layout_error(
                c,
                index,
                format!("{} cannot appear after a graph output instruction", op_name(op)),
            ));
        }
        _ => G::Body,
    };
    walk.graph = next;
    Ok(())
}
