//! `ValidateLogicalPointers` (SPIRV-Tools' `source/val/validate_logical_pointers.cpp`): under
//! the `Logical` and `PhysicalStorageBuffer64` addressing models, which instructions may take
//! and return logical pointers (pointers of any storage class but `PhysicalStorageBuffer`), and
//! which need a variable pointers capability and the `StorageBuffer` or `Workgroup` storage
//! class to do so.

use alloc::collections::BTreeSet;
use alloc::vec::Vec;

use spirv_core::spec::{AddressingModel, Capability, Decoration, Instruction, Op, StorageClass};
use spirv_core::{IdMap, IdRef, OpSet};

use crate::bit_set::IndexSet;
use crate::by_class::Class;
use crate::checker::Checker;
use crate::error::ErrorKind;
use crate::error::{Report, Stop};
use crate::passes::{ray_query, ray_reorder};

/// The instructions that may take a logical pointer operand with no capability: these, and
/// those `RayQueryPass` and the hit object passes look at, which take their ray query or hit
/// object by pointer (spirv-val lists them all again; `OpReorderThreadWithHintNV` takes neither).
static OPERAND_ALLOWED: OpSet = OpSet::new(&[
    Op::Load,
    Op::Store,
    Op::AccessChain,
    Op::InBoundsAccessChain,
    Op::FunctionCall,
    Op::ImageTexelPointer,
    Op::CopyMemory,
    Op::CopyObject,
    Op::ArrayLength,
    Op::ExtInst,
    Op::Decorate,
    Op::DecorateId,
    Op::GroupDecorate,
    Op::EntryPoint,
    Op::Name,
    Op::DecorateString,
    Op::UntypedArrayLengthKHR,
    Op::UntypedAccessChainKHR,
    Op::UntypedInBoundsAccessChainKHR,
    Op::CopyMemorySized,
    Op::CooperativeMatrixLoadKHR,
    Op::CooperativeMatrixLoadNV,
    Op::CooperativeMatrixStoreKHR,
    Op::CooperativeMatrixStoreNV,
    Op::TraceRayKHR,
    Op::ExecuteCallableKHR,
    Op::RayQueryGetIntersectionTriangleVertexPositionsKHR,
    Op::TraceMotionNV,
    Op::TraceRayMotionNV,
    Op::HitObjectRecordHitMotionNV,
    Op::HitObjectRecordHitWithIndexMotionNV,
    Op::HitObjectRecordMissMotionNV,
    Op::RawAccessChainNV,
    Op::CooperativeMatrixLoadTensorNV,
    Op::CooperativeMatrixStoreTensorNV,
    Op::CooperativeVectorLoadNV,
    Op::CooperativeVectorStoreNV,
    Op::CooperativeVectorMatrixMulNV,
    Op::CooperativeVectorMatrixMulAddNV,
    Op::CooperativeVectorOuterProductAccumulateNV,
    Op::CooperativeVectorReduceSumAccumulateNV,
    Op::EmitMeshTasksEXT,
    Op::EnqueueNodePayloadsAMDX,
    Op::NodePayloadArrayLengthAMDX,
    Op::IsNodePayloadValidAMDX,
    Op::FinishWritingNodePayloadAMDX,
    Op::GraphEntryPointARM,
    // The atomic instructions (`spvOpcodeIsAtomicOp`).
    Op::AtomicLoad,
    Op::AtomicExchange,
    Op::AtomicCompareExchange,
    Op::AtomicCompareExchangeWeak,
    Op::AtomicIIncrement,
    Op::AtomicIDecrement,
    Op::AtomicIAdd,
    Op::AtomicFAddEXT,
    Op::AtomicISub,
    Op::AtomicSMin,
    Op::AtomicUMin,
    Op::AtomicFMinEXT,
    Op::AtomicSMax,
    Op::AtomicUMax,
    Op::AtomicFMaxEXT,
    Op::AtomicAnd,
    Op::AtomicOr,
    Op::AtomicXor,
    Op::AtomicFlagTestAndSet,
    Op::AtomicStore,
    Op::AtomicFlagClear,
])
.union(&OpSet::new(ray_query::OPCODES))
.union(&ray_reorder::NV_OPCODES)
.union(&ray_reorder::EXT_OPCODES)
.without(Op::ReorderThreadWithHintNV);

/// The instructions that may take a logical pointer operand with a variable pointers capability.
static OPERAND_VARIABLE: OpSet = OpSet::new(&[
    Op::ReturnValue,
    Op::PtrAccessChain,
    Op::PtrEqual,
    Op::PtrNotEqual,
    Op::PtrDiff,
    Op::Select,
    Op::Phi,
    Op::Variable,
    Op::UntypedPtrAccessChainKHR,
]);

/// The instructions that may return a logical pointer with no capability.
static RETURN_ALLOWED: OpSet = OpSet::new(&[
    Op::Variable,
    Op::AccessChain,
    Op::InBoundsAccessChain,
    Op::FunctionParameter,
    Op::ImageTexelPointer,
    Op::CopyObject,
    Op::Undef,
    Op::UntypedAccessChainKHR,
    Op::UntypedInBoundsAccessChainKHR,
    Op::UntypedVariableKHR,
    Op::RawAccessChainNV,
    Op::AllocateNodePayloadsAMDX,
]);

/// The instructions that may return a logical pointer with a variable pointers capability.
static RETURN_VARIABLE: OpSet = OpSet::new(&[
    Op::Select,
    Op::Phi,
    Op::FunctionCall,
    Op::PtrAccessChain,
    Op::Load,
    Op::ConstantNull,
    Op::Function,
    Op::UntypedPtrAccessChainKHR,
]);

/// The storage class of a logical pointer type (`IsLogicalPointer` of a value of it): a pointer
/// type, typed or not, of any storage class but `PhysicalStorageBuffer`.
fn logical_pointer_class(c: &Checker<'_, '_>, ty: u32) -> Option<StorageClass> {
    match c.def(ty)? {
        Instruction::TypePointer { storage_class, .. } | Instruction::TypeUntypedPointerKHR { storage_class, .. }
            if *storage_class != StorageClass::PhysicalStorageBuffer =>
        {
            Some(*storage_class)
        }
        _ => None,
    }
}

/// The storage class of the value `id` if it is a logical pointer.
#[inline]
fn logical_pointer_value(c: &Checker<'_, '_>, id: u32) -> Option<StorageClass> {
    logical_pointer_class(c, c.type_of(id))
}

/// Whether a variable pointer of storage class `sc` is allowed by the capabilities declared.
fn variable_pointer_allowed(c: &Checker<'_, '_>, sc: StorageClass) -> bool {
    (sc == StorageClass::StorageBuffer && c.has_capability(Capability::VariablePointersStorageBuffer))
        || (sc == StorageClass::Workgroup && c.has_capability(Capability::VariablePointers))
}

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    if !matches!(c.addressing_model(), Some(AddressingModel::Logical | AddressingModel::PhysicalStorageBuffer64))
        || c.options.relax_logical_pointer
        || c.options.before_hlsl_legalization
    {
        return Ok(());
    }
    let module = c.module;
    let mut facts = Facts { variable: IdMap::for_input(c.bytes.len() / 4, c.module.header.bound) };
    let looked_at = looked_at(c);
    for index in looked_at.iter() {
        let Some(inst) = module.instructions.get(index) else { continue };
        if let Some((message, at)) = rules(c, &mut facts, index, inst) {
            let e = c.diag(ErrorKind::InvalidData, Some(at), message);
            report.error(e)?;
        }
    }
    if cfg!(debug_assertions) {
        for (index, inst) in module.instructions.iter().enumerate() {
            debug_assert!(
                looked_at.contains(index) || rules(c, &mut facts, index, inst).is_none(),
                "instruction {index} breaks a rule but was not looked at"
            );
        }
    }
    Ok(())
}

/// The instructions the rules may reject: those that take or return a pointer, and the array
/// lengths (whose rule asks about their operand whatever its type). Most of a module is
/// arithmetic on values that are not pointers; found from the uses of the pointer types, the
/// rest are not looked at.
fn looked_at(c: &Checker<'_, '_>) -> IndexSet {
    let uses = c.uses();
    let mut set = IndexSet::new(c.module.instructions.len());
    for (index, _) in c.all_of(Class::ArrayLengths) {
        set.insert(index);
    }
    for (ty_index, _) in c.all_of(Class::PointerTypes) {
        let Some(ty) = IdRef::new(c.result_id_at(ty_index)) else { continue };
        // The values of the type (the instructions that use it as their result type), and
        // their users.
        for &user in uses.users(ty) {
            let user = user as usize;
            if c.result_type_at(user) != ty.get() {
                continue;
            }
            set.insert(user);
            if let Some(value) = IdRef::new(c.result_id_at(user)) {
                for &value_user in uses.users(value) {
                    set.insert(value_user as usize);
                }
            }
        }
    }
    set
}

/// The first rule instruction `index` breaks, and the instruction the message is about.
fn rules(
    c: &Checker<'_, '_>,
    facts: &mut Facts,
    index: usize,
    inst: &Instruction<'_>,
) -> Option<(&'static str, usize)> {
    let opcode = c.opcode_at(index);
    // The operands.
    // Most pointer operands are those of instructions that may take any: their operands
    // are not looked at.
    // The storage class of the first id operand that is a logical pointer.
    let first = match OPERAND_ALLOWED.contains(opcode) {
        true => None,
        false => c.operands.operand_ids(index).find_map(|id| logical_pointer_value(c, id)),
    };
    if let Some(sc) = first {
        let message = if OPERAND_VARIABLE.contains(opcode) {
            (!variable_pointer_allowed(c, sc)).then_some(
                "Instruction may only have a logical pointer operand in the StorageBuffer or Workgroup storage \
                 classes with appropriate variable pointers capability",
            )
        } else {
            Some("Instruction may not have a logical pointer operand")
        };
        if let Some(message) = message {
            return Some((message, index));
        }
    }
    // The result.
    if let Some(sc) = logical_pointer_class(c, c.result_type_at(index)) {
        let message = if RETURN_ALLOWED.contains(opcode) {
            None
        } else if RETURN_VARIABLE.contains(opcode) {
            (!variable_pointer_allowed(c, sc)).then_some(
                "Instruction may only return a logical pointer in the StorageBuffer or Workgroup storage classes \
                 with appropriate variable pointers capability",
            )
        } else {
            Some("Instruction may not return a logical pointer")
        };
        if let Some(message) = message {
            return Some((message, index));
        }
    }
    // The variable pointers.
    variable_pointer_rules(c, facts, index, inst)
}

/// What the variable pointer rules need of the module, made when first asked: which values
/// are variable pointers (`IsVariablePointer`).
struct Facts {
    /// Whether each value asked about is a variable pointer (`Unknown` until asked).
    variable: IdMap<Known>,
}

/// What is known of a value: whether it is a variable pointer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Known {
    #[default]
    Unknown,
    /// Being worked out (a cycle through it answers no).
    Asking,
    Yes,
    No,
}

/// How deep the search for variable pointers recurses.
const MAX_DEPTH: u32 = 512;

impl Facts {
    /// The arguments passed for parameter `param` (an `OpFunctionParameter`'s id) by the
    /// calls of its function.
    fn arguments(&mut self, c: &Checker<'_, '_>, param: u32) -> Vec<u32> {
        let Some(function) = c.model.functions().iter().find(|f| f.parameters.iter().any(|p| p.get() == param)) else {
            return Vec::new();
        };
        let Some(position) = function.parameters.iter().position(|p| p.get() == param) else { return Vec::new() };
        let id = function.id;
        let module = c.module;
        let uses = c.uses();
        uses.users(id)
            .iter()
            .filter_map(|&user| match module.instructions.get(user as usize)? {
                Instruction::FunctionCall { function, arguments, .. } if *function == id => {
                    arguments.get(position).map(|a| a.get())
                }
                _ => None,
            })
            .collect()
    }

    /// Whether the value `id` is a variable pointer (`IsVariablePointer`).
    fn is_variable_pointer(&mut self, c: &Checker<'_, '_>, id: u32, depth: u32) -> bool {
        match self.variable.get(id) {
            Known::Unknown => {}
            Known::Yes => return true,
            Known::No | Known::Asking => return false,
        }
        let Some(def) = IdRef::new(id).and_then(|id| c.model.def_index(id)) else { return false };
        let Some(inst) = c.module.instructions.get(def) else { return false };
        if depth > MAX_DEPTH {
            return false;
        }
        self.variable.set(id, Known::Asking);
        let opcode = inst.opcode() as u16;
        let result = if VARIABLE_RESULTS.contains(opcode) {
            true
        } else if let Instruction::FunctionParameter { .. } = inst {
            logical_pointer_value(c, id).is_some()
                && self
                    .arguments(c, id)
                    .into_iter()
                    .fold(false, |any, a| self.is_variable_pointer(c, a, depth + 1) | any)
        } else {
            let mut any = false;
            for operand in c.operands.operand_ids(def) {
                if logical_pointer_value(c, operand).is_some() {
                    any |= self.is_variable_pointer(c, operand, depth + 1);
                }
            }
            any
        };
        self.variable.set(id, if result { Known::Yes } else { Known::No });
        result
    }

    /// The instructions (indices) a variable pointer made at `index` may come from, the way
    /// `TraceVariablePointers` follows them.
    fn sources(&mut self, c: &Checker<'_, '_>, index: usize) -> Vec<usize> {
        let module = c.module;
        let Some(inst) = module.instructions.get(index) else { return Vec::new() };
        let def = |id: IdRef| c.model.def_index(id);
        match inst {
            Instruction::AccessChain { base, .. }
            | Instruction::InBoundsAccessChain { base, .. }
            | Instruction::PtrAccessChain { base, .. }
            | Instruction::UntypedAccessChainKHR { base, .. }
            | Instruction::UntypedInBoundsAccessChainKHR { base, .. }
            | Instruction::UntypedPtrAccessChainKHR { base, .. } => def(*base).into_iter().collect(),
            Instruction::Phi { variables, .. } => variables.iter().filter_map(|(value, _)| def(value)).collect(),
            Instruction::Select { object_1, object_2, .. } => {
                [*object_1, *object_2].into_iter().filter_map(def).collect()
            }
            Instruction::FunctionParameter { result_id, .. } => self
                .arguments(c, result_id.get())
                .into_iter()
                .filter_map(|a| c.model.def_index(IdRef::new(a)?))
                .collect(),
            Instruction::FunctionCall { function, .. } => c
                .model
                .function(*function)
                .map(|f| {
                    f.blocks
                        .iter()
                        .filter_map(|b| {
                            let last = b.instructions.end.checked_sub(1)?;
                            matches!(module.instructions.get(last), Some(Instruction::ReturnValue { .. }))
                                .then_some(last)
                        })
                        .collect()
                })
                .unwrap_or_default(),
            Instruction::ReturnValue { value, .. } => def(*value).into_iter().collect(),
            Instruction::CopyObject { operand, .. } => def(*operand).into_iter().collect(),
            Instruction::Load { pointer, .. } | Instruction::Store { pointer, .. } => {
                def(*pointer).into_iter().collect()
            }
            Instruction::Variable {
                result_id,
                storage_class: StorageClass::Function | StorageClass::Private,
                initializer,
                ..
            } => {
                let mut found: Vec<usize> = initializer.and_then(def).into_iter().collect();
                // The objects stored through the variable, or through pointers made from it.
                let mut stack = alloc::vec![result_id.get()];
                let mut seen = BTreeSet::new();
                while let Some(id) = stack.pop() {
                    let Some(id_ref) = IdRef::new(id) else { continue };
                    let users: Vec<u32> = c.uses().users(id_ref).to_vec();
                    for user in users {
                        if !seen.insert(user) {
                            continue;
                        }
                        match module.instructions.get(user as usize) {
                            Some(Instruction::Store { pointer, object, .. }) if pointer.get() == id => {
                                found.extend(def(*object));
                            }
                            Some(other) => stack.extend(other.result_id().map(|r| r.get())),
                            None => {}
                        }
                    }
                }
                found
            }
            _ => Vec::new(),
        }
    }

    /// Follows a variable pointer back from `index` (`TraceVariablePointers`), asking `check`
    /// of each instruction met; the first message it gives.
    fn trace(
        &mut self,
        c: &Checker<'_, '_>,
        index: usize,
        unmodified: bool,
        check: &mut dyn FnMut(&Checker<'_, '_>, usize) -> Option<&'static str>,
    ) -> Option<(&'static str, usize)> {
        let mut stack = alloc::vec![index];
        let mut seen = BTreeSet::new();
        while let Some(at) = stack.pop() {
            if !seen.insert(at) {
                continue;
            }
            if let Some(message) = check(c, at) {
                return Some((message, at));
            }
            // `TraceUnmodifiedVariablePointers` does not follow access chains.
            if unmodified
                && matches!(
                    c.module.instructions.get(at),
                    Some(
                        Instruction::AccessChain { .. }
                            | Instruction::InBoundsAccessChain { .. }
                            | Instruction::PtrAccessChain { .. }
                            | Instruction::UntypedAccessChainKHR { .. }
                            | Instruction::UntypedInBoundsAccessChainKHR { .. }
                            | Instruction::UntypedPtrAccessChainKHR { .. }
                    )
                )
            {
                continue;
            }
            stack.extend(self.sources(c, at));
        }
        None
    }
}

/// The instructions whose results are variable pointers whatever their operands.
static VARIABLE_RESULTS: OpSet = OpSet::new(&[
    Op::PtrAccessChain,
    Op::UntypedPtrAccessChainKHR,
    Op::UntypedInBoundsPtrAccessChainKHR,
    Op::Load,
    Op::Select,
    Op::Phi,
    Op::FunctionCall,
    Op::ConstantNull,
]);

/// Whether `ty` is an array or runtime array of `Block` or `BufferBlock` structs (`IsBlockArray`).
fn is_block_array(c: &Checker<'_, '_>, ty: u32) -> bool {
    let element = match c.def(ty) {
        Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) => {
            *element_type
        }
        _ => return false,
    };
    matches!(c.model.def(element), Some(Instruction::TypeStruct { .. }))
        && c.model.decorations(element).any(|d| matches!(d, Decoration::Block | Decoration::BufferBlock))
}

fn is_matrix(inst: &Instruction<'_>) -> bool {
    matches!(inst, Instruction::TypeMatrix { .. })
}

/// `CheckMatrixElementTyped` (and, with `untyped`, `CheckMatrixElementUntyped`, which also
/// follows untyped access chains and ends its message with a full stop): whether the access
/// chain at `index` steps into a matrix.
fn steps_into_matrix(c: &Checker<'_, '_>, index: usize, untyped: bool) -> Option<&'static str> {
    let message = if untyped {
        "Variable pointer must not point to a column or a component of a column of a matrix."
    } else {
        "Variable pointer must not point to a column or a component of a column of a matrix"
    };
    let (mut ty, indexes) = match c.module.instructions.get(index)? {
        Instruction::AccessChain { base, indexes, .. }
        | Instruction::InBoundsAccessChain { base, indexes, .. }
        | Instruction::PtrAccessChain { base, indexes, .. } => {
            (c.pointer_type_info(c.type_of(base.get()))?.0, indexes.iter().collect::<Vec<_>>())
        }
        Instruction::UntypedAccessChainKHR { base_type, indexes, .. }
        | Instruction::UntypedInBoundsAccessChainKHR { base_type, indexes, .. }
        | Instruction::UntypedPtrAccessChainKHR { base_type, indexes, .. }
            if untyped =>
        {
            (base_type.get(), indexes.iter().collect::<Vec<_>>())
        }
        _ => return None,
    };
    if c.def(ty).is_some_and(is_matrix) {
        return Some(message);
    }
    for index in indexes {
        ty = match c.def(ty)? {
            Instruction::TypeStruct { member_types, .. } => {
                let member = c.constant_u64(index.get()).unwrap_or(0);
                member_types.get(usize::try_from(member).ok()?)?.get()
            }
            _ => c.component_type(ty),
        };
        if c.def(ty).is_some_and(is_matrix) {
            return Some(message);
        }
    }
    None
}

const MATRIX: &str = "Variable pointer must not point to an object that is or contains a matrix";

/// Whether a load or store of a `data` through the untyped variable pointer `pointer`
/// accesses a matrix.
#[inline]
fn untyped_matrix_access(c: &Checker<'_, '_>, facts: &mut Facts, pointer: u32, data: u32) -> bool {
    matches!(c.def(c.type_of(pointer)), Some(Instruction::TypeUntypedPointerKHR { .. }))
        && facts.is_variable_pointer(c, pointer, 0)
        && c.contains_type(data, &is_matrix, false)
}

/// `ValidateVariablePointers` of the instruction at `index`: the first rule it breaks, and
/// the instruction the message is about (a column of a matrix is reported where the access
/// chain steps into it).
fn variable_pointer_rules(
    c: &Checker<'_, '_>,
    facts: &mut Facts,
    index: usize,
    inst: &Instruction<'_>,
) -> Option<(&'static str, usize)> {
    match inst {
        Instruction::ArrayLength { structure: pointer, .. } | Instruction::UntypedArrayLengthKHR { pointer, .. } => {
            return facts
                .is_variable_pointer(c, pointer.get(), 0)
                .then_some(("Pointer operand must not be a variable pointer", index));
        }
        Instruction::Load { pointer, result_type, .. }
            if untyped_matrix_access(c, facts, pointer.get(), result_type.get()) =>
        {
            return Some((MATRIX, index));
        }
        Instruction::Store { pointer, object, .. }
            if untyped_matrix_access(c, facts, pointer.get(), c.type_of(object.get())) =>
        {
            return Some((MATRIX, index));
        }
        _ => {}
    }
    let (result, result_type) = (c.result_id_at(index), c.result_type_at(index));
    if result == 0 || result_type == 0 {
        return None;
    }
    let (pointee, storage_class) = match c.def(result_type) {
        Some(Instruction::TypePointer { storage_class, type_, .. }) => (Some(type_.get()), *storage_class),
        Some(Instruction::TypeUntypedPointerKHR { storage_class, .. }) => (None, *storage_class),
        _ => return None,
    };
    if storage_class == StorageClass::PhysicalStorageBuffer || !facts.is_variable_pointer(c, result, 0) {
        return None;
    }
    if !c.has_capability(Capability::VariablePointers)
        && matches!(inst, Instruction::Select { .. } | Instruction::Phi { .. })
    {
        let mut sources = BTreeSet::new();
        let message = facts.trace(c, index, false, &mut |c, at| {
            if let Some(
                Instruction::Variable { storage_class: StorageClass::StorageBuffer | StorageClass::Workgroup, .. }
                | Instruction::UntypedVariableKHR {
                    storage_class: StorageClass::StorageBuffer | StorageClass::Workgroup,
                    ..
                },
            ) = c.module.instructions.get(at)
            {
                sources.insert(at);
            }
            (sources.len() > 1).then_some("Variable pointers must point into the same structure (or OpConstantNull)")
        });
        if let Some((message, _)) = message {
            return Some((message, index));
        }
    }
    let Some(pointee) = pointee else {
        // An untyped pointer: what it points to is found back where it was made.
        if let Some(found) = facts.trace(c, index, false, &mut |c, at| steps_into_matrix(c, at, true)) {
            return Some(found);
        }
        let block_array = facts.trace(c, index, true, &mut |c, at| {
            let ty = match c.module.instructions.get(at)? {
                Instruction::UntypedVariableKHR { data_type, .. } => data_type.map(|t| t.get())?,
                Instruction::Variable { result_type, .. } => c.pointer_type_info(result_type.get())?.0,
                _ => return None,
            };
            is_block_array(c, ty)
                .then_some("Variable pointer must not point to an array of Block- or BufferBlock-decorated structs")
        });
        return block_array.map(|(message, _)| (message, index));
    };
    if is_block_array(c, pointee) {
        Some(("Variable pointer must not point to an array of Block- or BufferBlock-decorated structs", index))
    } else if c.contains_type(pointee, &is_matrix, false) {
        Some((MATRIX, index))
    } else if c.is_float_scalar_or_vector_type(pointee) {
        facts.trace(c, index, false, &mut |c, at| steps_into_matrix(c, at, false))
    } else {
        None
    }
}
