//! The id pass (`IdPass`, SPIRV-Tools' `source/val/validate_id.cpp`), run per instruction
//! before the capability and layout passes: every id an instruction uses is defined by an
//! earlier instruction, unless the operand may name an id defined later (a forward reference,
//! `spvOperandCanBeForwardDeclaredFunction` in `source/operand.cpp`), and is of the right kind
//! (a type where a type is due, a value elsewhere). Forward references still unresolved once
//! every instruction is walked are reported by [`forward_declarations`] (`ValidateForwardDecls`,
//! `source/val/validate.cpp`).
//!
//! `UpdateIdUse`, which spirv-val runs in a loop of its own after the reachability pass, only
//! records uses for later passes and reports nothing; this validator needs no record of its own.

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::OpSet;
use spirv_core::spec::{Instruction, Op};
use spirv_core::{ExtSet, IdKind, IdMap, IdRef};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::good_operands::GoodOperands;
use crate::opcodes::opcode;
use crate::operands::Operand;
use crate::unordered_set::ForwardIds;

/// What the id pass remembers between instructions.
#[derive(Debug, Default)]
pub(crate) struct IdState {
    /// Ids referenced before their definition and not defined since.
    forward: Pending,
    /// The pointer types `OpTypeForwardPointer` declared so far: a type may name them before
    /// their definition.
    forward_pointers: BTreeSet<u32>,
    /// Ids defined by raw instructions (which the model does not index): SPIRV-Tools may read
    /// an instruction our grammar cannot type, and its result is then defined all the same.
    raw_defs: BTreeSet<u32>,
}

/// What SPIRV-Tools knows of an `OpExtInst`'s set (its `ext_inst_type`).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ExtInfo {
    /// The set's name starts with `NonSemantic.` (`spvExtInstIsNonSemantic`: every such set,
    /// known or not).
    non_semantic: bool,
    /// The set, if it describes debug information (`spvExtInstIsDebugInfo`).
    debug_info: Option<ExtSet>,
    /// The instruction number.
    number: u32,
}

/// The set of an `OpExtInst` (or `OpExtInstWithForwardRefsKHR`), as SPIRV-Tools classifies it;
/// `None` for other instructions.
fn ext_info(c: &Checker<'_, '_>, inst: &Instruction<'_>) -> Option<ExtInfo> {
    let (Instruction::ExtInst { set, instruction, .. }
    | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. }) = inst
    else {
        return None;
    };
    let name = c.model.ext_import(*set).map(|n| n.as_bytes()).unwrap_or_default();
    let known = c.model.ext_set(*set).filter(|s| s.known_to_spirv_tools());
    Some(ExtInfo {
        non_semantic: name.starts_with(b"NonSemantic."),
        debug_info: known.filter(|s| s.is_debug_info()),
        number: instruction.instruction(),
    })
}

/// Whether SPIRV-Tools parses the words of an untyped extended instruction as ids: the set is
/// non-semantic and SPIRV-Tools has no grammar entry for the instruction. (Words our grammar
/// could not type but SPIRV-Tools' can may hold literals: they are not taken for ids.)
#[inline]
fn raw_words_are_ids(c: &Checker<'_, '_>, inst: &Instruction<'_>, ext: Option<ExtInfo>) -> bool {
    let Some(ext) = ext.filter(|e| e.non_semantic) else { return false };
    let (Instruction::ExtInst { set, .. } | Instruction::ExtInstWithForwardRefsKHR { set, .. }) = inst else {
        return false;
    };
    match c.model.ext_set(*set).filter(|s| s.known_to_spirv_tools()) {
        Some(set) => u16::try_from(ext.number).ok().and_then(|n| set.instructions().get(n)).is_none(),
        None => true,
    }
}

/// Whether operand `index` (counting every operand, result type and result id included) of an
/// instruction may name an id defined later (`spvOperandCanBeForwardDeclaredFunction`, and
/// `spvDbgInfoExtOperandCanBeForwardDeclaredFunction` for debug-information sets).
#[inline]
fn can_be_forward(op: u16, ext: Option<ExtInfo>, index: usize) -> bool {
    if let Some(ExtInfo { debug_info: Some(set), number, .. }) = ext {
        use spirv_core::ext::{debuginfo as di, opencl_debuginfo_100 as cl};
        return match set {
            // The Vulkan debug information is non-semantic: forward references only through
            // the instruction made for them.
            ExtSet::NonSemanticShaderDebugInfo100 => op == Op::ExtInstWithForwardRefsKHR as u16,
            ExtSet::OpenClDebugInfo100 if number == cl::Op::DebugFunction as u32 => index == 13,
            ExtSet::OpenClDebugInfo100 if number == cl::Op::DebugTypeComposite as u32 => index >= 13,
            ExtSet::OpenClDebugInfo100 => false,
            _ if number == di::Op::DebugFunction as u32 => index == 13,
            _ if number == di::Op::DebugTypeComposite as u32 => index >= 12,
            _ => false,
        };
    }
    if spirv_core::predicates::generates_type(op) {
        // Types may name pointer types declared by OpTypeForwardPointer.
        return true;
    }
    let Some(o) = Op::from_u16(op) else { return false };
    match o {
        Op::ExecutionMode
        | Op::ExecutionModeId
        | Op::EntryPoint
        | Op::Name
        | Op::MemberName
        | Op::SelectionMerge
        | Op::Decorate
        | Op::MemberDecorate
        | Op::DecorateId
        | Op::DecorateString
        | Op::MemberDecorateString
        | Op::Branch
        | Op::LoopMerge
        | Op::ConditionalEntryPointINTEL
        | Op::ConditionalCapabilityINTEL
        | Op::ConditionalExtensionINTEL => true,
        Op::GroupDecorate | Op::GroupMemberDecorate | Op::BranchConditional | Op::Switch => index != 0,
        Op::FunctionCall => index == 2,
        Op::Phi => index > 1,
        Op::EnqueueKernel => index == 8,
        Op::GetKernelNDrangeSubGroupCount | Op::GetKernelNDrangeMaxSubGroupSize => index == 3,
        Op::GetKernelWorkGroupSize | Op::GetKernelPreferredWorkGroupSizeMultiple => index == 2,
        Op::TypeForwardPointer | Op::GraphEntryPointARM => index == 0,
        Op::TypeArray => index == 1,
        Op::CooperativeMatrixPerElementOpNV => index == 3,
        Op::CooperativeMatrixReduceNV => index == 4,
        // SPIRV-Tools' approximation, its operands being variable.
        Op::CooperativeMatrixLoadTensorNV => index > 6,
        _ => false,
    }
}

/// `spvOpcodeGeneratesUntypedPointer`.
static UNTYPED_POINTERS: OpSet = OpSet::new(&[
    Op::UntypedVariableKHR,
    Op::UntypedAccessChainKHR,
    Op::UntypedInBoundsAccessChainKHR,
    Op::UntypedPtrAccessChainKHR,
    Op::UntypedInBoundsPtrAccessChainKHR,
]);

/// The opcodes `InstructionCanHaveTypeOperand` names besides the classes above.
static TYPE_ALLOWED: OpSet = OpSet::new(&[
    Op::SizeOf,
    Op::CooperativeMatrixLengthNV,
    Op::CooperativeMatrixLengthKHR,
    Op::UntypedArrayLengthKHR,
    Op::Function,
    Op::AsmINTEL,
]);

/// The opcodes `InstructionRequiresTypeOperand` exempts besides the classes above.
static TYPE_DENIED: OpSet = OpSet::new(&[
    Op::ExtInst,
    Op::ExtInstWithForwardRefsKHR,
    Op::ExtInstImport,
    Op::SelectionMerge,
    Op::LoopMerge,
    Op::Function,
    Op::SizeOf,
    Op::CooperativeMatrixLengthNV,
    Op::CooperativeMatrixLengthKHR,
    Op::Phi,
    Op::UntypedArrayLengthKHR,
    Op::AsmINTEL,
    // spvOpcodeIsBranch.
    Op::Branch,
    Op::BranchConditional,
    Op::Switch,
]);

/// A bit of [`OP_TRAITS`]: the opcode may name a type where an id is due.
const CAN_HAVE_TYPE: u8 = 1;
/// A bit of [`OP_TRAITS`]: its id operands must have a type.
const REQUIRES_TYPE: u8 = 2;

/// The traits an opcode has by itself, before what an instruction's extended set or
/// operation adds ([`traits`]).
const fn op_traits(op: u16) -> u8 {
    use spirv_core::predicates::{is_debug, is_decoration};
    let plain = is_debug(op) || is_decoration(op) || UNTYPED_POINTERS.contains(op);
    let can = plain || spirv_core::predicates::generates_type(op) || TYPE_ALLOWED.contains(op);
    let requires = !plain && !TYPE_DENIED.contains(op);
    (if can { CAN_HAVE_TYPE } else { 0 }) | (if requires { REQUIRES_TYPE } else { 0 })
}

/// [`op_traits`] of every opcode below [`crate::opcodes::OPCODE_LIMIT`] (every opcode of the grammar),
/// made at compile time: every instruction asks.
static OP_TRAITS: [u8; crate::opcodes::OPCODE_LIMIT] = {
    let mut table = [0u8; crate::opcodes::OPCODE_LIMIT];
    let mut op = 0;
    while op < crate::opcodes::OPCODE_LIMIT {
        table[op] = op_traits(op as u16);
        op += 1;
    }
    table
};

/// `OpSpecConstantOp` computing a cooperative matrix's length, which takes a type.
#[inline]
fn is_spec_constant_length(inst: &Instruction<'_>) -> bool {
    let Instruction::SpecConstantOp { opcode: operation, .. } = inst else { return false };
    let op = opcode(&operation.0);
    op == Op::CooperativeMatrixLengthNV as u16 || op == Op::CooperativeMatrixLengthKHR as u16
}

/// The instruction's traits the operand rules depend on.
#[derive(Clone, Copy, Debug)]
struct Traits {
    /// May name a type where an id is due (`InstructionCanHaveTypeOperand`).
    can_have_type: bool,
    /// Its id operands must have a type (`InstructionRequiresTypeOperand`).
    requires_type: bool,
    non_semantic: bool,
}

#[inline]
fn traits(inst: &Instruction<'_>, op: u16, ext: Option<ExtInfo>) -> Traits {
    let of_op = OP_TRAITS.get(usize::from(op)).copied().unwrap_or_else(|| op_traits(op));
    let non_semantic = ext.is_some_and(|e| e.non_semantic);
    // A debug-information set, a non-semantic one, or a length of a cooperative matrix: a type
    // may be named, and nothing requires one.
    let special = ext.is_some_and(|e| e.debug_info.is_some() || e.non_semantic)
        || (op == Op::SpecConstantOp as u16 && is_spec_constant_length(inst));
    Traits {
        can_have_type: special || of_op & CAN_HAVE_TYPE != 0,
        requires_type: !special && of_op & REQUIRES_TYPE != 0,
        non_semantic,
    }
}

/// Checks the ids instruction `index` uses, and records its forward references and its
/// definition.
// `#[inline]` on this pass's per-instruction functions: the walk that calls them is in another
// module, which the compiler may put in another codegen unit, where a function not marked
// `#[inline]` cannot be inlined. Unmarked, an unrelated change could move the pass out of line
// (+40 Ir per instruction, measured).
#[inline]
pub(crate) fn check(
    c: &mut Checker<'_, '_>,
    state: &mut IdState,
    index: usize,
    inst: &Instruction<'_>,
    ext: Option<ExtInfo>,
) -> Result<(), Fault> {
    // A raw instruction's operands are not typed, so they are not checked; its result (where
    // the grammar puts it for its opcode) is defined from here on.
    if let Some(raw) = inst.as_raw() {
        let op = u16::try_from(raw.opcode).ok().and_then(Op::from_u16);
        let at = op.filter(|o| o.has_result()).map(|o| usize::from(o.has_result_type()));
        if let Some(id) = at.and_then(|at| raw.operands.iter().nth(at)) {
            state.forward.remove(id);
            state.raw_defs.insert(id);
        }
        return Ok(());
    }
    let result = check_collected(c, state, index, inst, c.opcode_at(index), ext);
    // The result is defined from here on (spirv-val registers it after the instruction's
    // checks; past an error, keep-going mode counts it as defined too).
    let id = c.result_id_at(index);
    if id != 0 {
        state.forward.remove(id);
    }
    if let Instruction::TypeForwardPointer { pointer_type, .. } = inst {
        state.forward_pointers.insert(pointer_type.get());
    }
    result
}

/// Collects the operands of instruction `index` into the checker's table (every instruction
/// is collected, whatever the checks find), and tells what SPIRV-Tools knows of its extended
/// set, for [`check`], and whether its enumerant operands are all in `good` (the instruction
/// pass's verdicts), for the instruction pass.
#[inline]
pub(crate) fn collect(c: &mut Checker<'_, '_>, inst: &Instruction<'_>, good: &GoodOperands) -> (Option<ExtInfo>, bool) {
    let ext = ext_info(c, inst);
    let raw_ids = raw_words_are_ids(c, inst, ext);
    let good = c.operands.push(inst, raw_ids, good);
    (ext, good)
}

#[inline]
fn check_collected(
    c: &mut Checker<'_, '_>,
    state: &mut IdState,
    index: usize,
    inst: &Instruction<'_>,
    op: u16,
    ext: Option<ExtInfo>,
) -> Result<(), Fault> {
    let traits = traits(inst, op, ext);
    let mut has_forward = false;
    // By position: the checks below borrow the checker.
    let range = c.operands.range(index);
    let first = range.start;
    for at in range {
        let i = at - first;
        match c.operands.at(at) {
            Operand::Id(IdKind::Result, _) | Operand::Word(_) | Operand::Other => {}
            Operand::Id(IdKind::ResultType, id) => match defined_before(c, id, index) {
                None if state.raw_defs.contains(&id) => {}
                None => return Err(undefined(c, index, id)),
                Some(def) if !spirv_core::predicates::generates_type(c.opcode_at(def)) => {
                    let message = format!("ID {} is not a type id", c.id_name(id));
                    return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
                }
                Some(_) => {}
            },
            Operand::Id(_, id) | Operand::RawId(id) => match defined_before(c, id, index) {
                Some(def) => check_use(c, index, id, def, &traits)?,
                None => has_forward |= not_defined_before(c, state, index, op, ext, i, id)?,
            },
            Operand::ExtNumber(_) => {
                // Checked here rather than with the other extended instructions: forward
                // references are allowed only in non-semantic instructions, and without this
                // an "ID has not been defined" would hide the cause.
                if op == Op::ExtInstWithForwardRefsKHR as u16 && !traits.non_semantic {
                    return Err(c.diag(
                        ErrorKind::InvalidData,
                        Some(index),
                        "OpExtInstWithForwardRefsKHR is only allowed with non-semantic instructions.",
                    ));
                }
            }
        }
    }
    if op == Op::ExtInstWithForwardRefsKHR as u16 && !has_forward {
        return Err(c.diag(
            ErrorKind::InvalidId,
            Some(index),
            "Opcode OpExtInstWithForwardRefsKHR must have at least one forward declared ID.",
        ));
    }
    Ok(())
}

/// Operand `i`, `id`, of instruction `index` (whose opcode is `op`), not defined before it:
/// defined by a raw instruction, a forward reference where one may be (`Ok(true)`), or an
/// error. Apart from the common case, so that its work is not done for every instruction.
#[cold]
#[inline(never)]
fn not_defined_before(
    c: &mut Checker<'_, '_>,
    state: &mut IdState,
    index: usize,
    op: u16,
    ext: Option<ExtInfo>,
    i: usize,
    id: u32,
) -> Result<bool, Fault> {
    // Defined by an instruction whose kind is unknown here: nothing to check.
    if state.raw_defs.contains(&id) {
        return Ok(false);
    }
    if !can_be_forward(op, ext, i) {
        return Err(undefined(c, index, id));
    }
    if spirv_core::predicates::generates_type(op) && !state.forward_pointers.contains(&id) {
        let message = format!("Operand {} requires a previous definition", c.id_name(id));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    state.forward.insert(id);
    Ok(true)
}

/// The index of the instruction defining `id`, if it comes before instruction `index`.
#[inline]
fn defined_before(c: &Checker<'_, '_>, id: u32, index: usize) -> Option<usize> {
    c.model.def_index(IdRef::new(id)?).filter(|&at| at < index)
}

fn undefined(c: &mut Checker<'_, '_>, index: usize, id: u32) -> Fault {
    let message = format!("ID {} has not been defined", c.id_name(id));
    c.diag(ErrorKind::InvalidId, Some(index), message)
}

/// The rules of an id operand defined by instruction `def`: a type only where the
/// instruction may take one, a value with a type where it requires one, and a non-semantic
/// result only in non-semantic instructions.
#[inline]
fn check_use(c: &mut Checker<'_, '_>, index: usize, id: u32, def: usize, traits: &Traits) -> Result<(), Fault> {
    let def_op = c.opcode_at(def);
    let is_type = spirv_core::predicates::generates_type(def_op);
    let extended = def_op == Op::ExtInst as u16 || def_op == Op::ExtInstWithForwardRefsKHR as u16;
    let problem = if is_type && !traits.can_have_type {
        "cannot be a type"
    } else if !is_type && c.result_type_at(def) == 0 && traits.requires_type {
        "requires a type"
    } else if !traits.non_semantic
        && extended
        && c.module.instructions.get(def).and_then(|d| ext_info(c, d)).is_some_and(|e| e.non_semantic)
    {
        "in semantic instruction cannot be a non-semantic instruction"
    } else {
        return Ok(());
    };
    let message = format!("Operand {} {problem}", c.id_name(id));
    Err(c.diag(ErrorKind::InvalidId, Some(index), message))
}

impl IdState {
    /// The state before the first instruction of a module of `words` words whose header gives
    /// `bound`.
    /// The memory of `self` (a state left by an earlier module) is kept.
    pub(crate) fn begin(mut self, words: usize, bound: u32) -> Self {
        let limit = bound.min(u32::try_from(words.saturating_mul(2)).unwrap_or(u32::MAX));
        // Allocated at once: grown as forward references come, it was reallocated several times.
        let forward = &mut self.forward;
        forward.member.reset_for_input(words, limit);
        forward.len = 0;
        forward.log.clear();
        self.forward_pointers.clear();
        self.raw_defs.clear();
        self
    }
}

/// The forward references pending: whether each id is one, and every change in order, from
/// which the order spirv-val lists them in ([`ForwardIds`], a replay of the changes) is worked
/// out only when it is wanted, at the end of a module that leaves some undefined. Keeping the
/// libstdc++ order as the walk goes cost ~70 Ir per instruction.
#[derive(Debug, Default)]
struct Pending {
    member: IdMap<bool>,
    /// How many are pending.
    len: usize,
    /// (id, added): each insertion and removal that changed the set.
    log: Vec<(u32, bool)>,
}

impl Pending {
    fn insert(&mut self, id: u32) {
        let member = self.member.entry(id);
        if !*member {
            *member = true;
            self.len += 1;
            self.log.push((id, true));
        }
    }

    fn remove(&mut self, id: u32) {
        if self.member.get(id) {
            self.member.set(id, false);
            self.len -= 1;
            self.log.push((id, false));
        }
    }

    /// The ids pending, in the order spirv-val lists them.
    fn ids(&self) -> Vec<u32> {
        if self.len == 0 {
            return Vec::new();
        }
        let mut set = ForwardIds::default();
        for &(id, added) in &self.log {
            if added {
                set.insert(id);
            } else {
                set.remove(id);
            }
        }
        set.iter().collect()
    }
}

/// Forward references left unresolved once every instruction is walked
/// (`ValidateForwardDecls`), listed in the order spirv-val lists them.
pub(crate) fn forward_declarations(c: &mut Checker<'_, '_>, state: &IdState) -> Result<(), Fault> {
    let ids = state.forward.ids();
    if ids.is_empty() {
        return Ok(());
    }
    let names: Vec<String> = ids.into_iter().map(|id| c.id_name(id)).collect();
    let message = format!("The following forward referenced IDs have not been defined:\n{}", names.join(" "));
    Err(c.diag(ErrorKind::InvalidId, None, message))
}
