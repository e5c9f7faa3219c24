//! `MemoryPass` (SPIRV-Tools' `source/val/validate_memory.cpp`): variables (their types,
//! storage classes, initializers, and what each environment allows), loads and stores, memory
//! copies and their memory access operands, access chains, `OpArrayLength`, the cooperative
//! matrix length, and pointer comparisons.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;

use spirv_core::IdRef;
use spirv_core::spec::op;
use spirv_core::spec::{AddressingModel, Capability, Decoration, Instruction, MemoryAccess, Op, StorageClass};

use crate::checker::{Checker, has_variable_pointers};
use crate::error::{ErrorKind, Fault};
use crate::opcodes::opcode;
use crate::opcodes::{OpName, op_name};
use crate::synchronization;
use crate::types::TypeWalk;
use spirv_core::predicates::is_constant;

/// How deep the type questions of this pass follow types (damaged modules may loop).
const MAX_DEPTH: u32 = 256;

/// Whether pointers follow the rules of logical addressing (Logical or
/// PhysicalStorageBuffer64 addressing, `--relax-logical-pointer` not given).
fn strict_logical_pointers(c: &Checker<'_, '_>) -> bool {
    !c.options.relax_logical_pointer
        && matches!(c.addressing_model(), Some(AddressingModel::Logical | AddressingModel::PhysicalStorageBuffer64))
}

fn vulkan(c: &Checker<'_, '_>) -> bool {
    c.options.target_env.is_vulkan()
}

/// Whether the instruction at `index` is inside a function.
fn in_function(c: &Checker<'_, '_>, index: usize) -> bool {
    let functions = c.model.functions();
    let at = functions.partition_point(|f| f.instructions.start <= index);
    at > 0 && functions[at - 1].instructions.contains(&index)
}

/// Whether `id` has the decoration `decoration` (one without parameters), itself or (a
/// struct) on a member, as spirv-val's `HasDecoration` answers.
fn has_decoration(c: &Checker<'_, '_>, id: u32, decoration: &Decoration<'_>) -> bool {
    has_decoration_kind(c, id, |d| d == decoration)
}

/// Whether `id`, or (a struct) one of its members, has a decoration `f` accepts.
fn has_decoration_kind(c: &Checker<'_, '_>, id: u32, f: impl Fn(&Decoration<'_>) -> bool) -> bool {
    let Some(id) = IdRef::new(id) else { return false };
    if c.model.decorations(id).any(&f) {
        return true;
    }
    match c.model.def(id) {
        Some(Instruction::TypeStruct { member_types, .. }) => {
            (0..member_types.len() as u32).any(|m| c.model.member_decorations(id, m).any(&f))
        }
        _ => false,
    }
}

/// The opcode of the instruction defining `id`.
fn op_of(c: &Checker<'_, '_>, id: u32) -> Option<Op> {
    c.def(id)?.op()
}

/// The type questions of this pass that are asked again and again (each a `ContainsType`
/// with a fixed predicate), answered once per module and type.
#[derive(Clone, Copy)]
enum Kind {
    /// A cooperative matrix (NV or KHR).
    CooperativeMatrix = 0,
    CooperativeVector,
    /// A 16-bit integer.
    Int16,
    /// An 8-bit integer.
    Int8,
    /// A 16-bit float of no special encoding.
    Float16,
    /// A runtime array (pointers and function types not followed).
    RuntimeArray,
    /// An image, sampler, sampled image or acceleration structure.
    Opaque,
    /// A boolean (for `contains_invalid_bool`'s prefilter only).
    Bool,
}

impl Kind {
    fn bit(self) -> u16 {
        1 << self as u16
    }

    /// The kind whose types `inst` declares.
    fn of(inst: &Instruction<'_>) -> Option<Kind> {
        Some(match inst {
            Instruction::TypeCooperativeMatrixNV { .. } | Instruction::TypeCooperativeMatrixKHR { .. } => {
                Kind::CooperativeMatrix
            }
            Instruction::TypeCooperativeVectorNV { .. } => Kind::CooperativeVector,
            Instruction::TypeInt { width: 16, .. } => Kind::Int16,
            Instruction::TypeInt { width: 8, .. } => Kind::Int8,
            Instruction::TypeFloat { width: 16, floating_point_encoding: None, .. } => Kind::Float16,
            Instruction::TypeRuntimeArray { .. } => Kind::RuntimeArray,
            Instruction::TypeImage { .. }
            | Instruction::TypeSampler { .. }
            | Instruction::TypeSampledImage { .. }
            | Instruction::TypeAccelerationStructureKHR { .. } => Kind::Opaque,
            Instruction::TypeBool { .. } => Kind::Bool,
            _ => return None,
        })
    }

    fn accepts(self, inst: &Instruction<'_>) -> bool {
        Kind::of(inst).is_some_and(|k| k as u8 == self as u8)
    }
}

/// Whether the module declares any type of `kind` (if not, no type contains one).
fn declares(c: &Checker<'_, '_>, kind: Kind) -> bool {
    let cache = &c.facts.memory_types;
    let declared = match cache.declared.get() {
        Some(d) => d,
        None => {
            let d = c.module.instructions.iter().filter_map(Kind::of).fold(0, |d, k| d | k.bit());
            cache.declared.set(Some(d));
            d
        }
    };
    declared & kind.bit() != 0
}

/// `contains` with the predicate of `kind`, remembered per module and type.
fn contains_kind(c: &Checker<'_, '_>, id: u32, kind: Kind) -> bool {
    if !declares(c, kind) {
        return false;
    }
    if let Some(&answer) = c.facts.memory_types.known.borrow().get(&(kind as u8, id)) {
        return answer;
    }
    let all = !matches!(kind, Kind::RuntimeArray);
    let answer = c.contains_type(id, &|i| kind.accepts(i), all);
    c.facts.memory_types.known.borrow_mut().insert((kind as u8, id), answer);
    answer
}

/// `ContainsSizedIntOrFloatType`, through this pass's answers where it keeps them.
fn contains_sized(c: &Checker<'_, '_>, id: u32, float: bool, width: u32) -> bool {
    match (float, width) {
        (false, 16) => contains_kind(c, id, Kind::Int16),
        (false, 8) => contains_kind(c, id, Kind::Int8),
        (true, 16) => contains_kind(c, id, Kind::Float16),
        _ => c.contains_sized_int_or_float_type(id, float, width),
    }
}

/// `ContainsRuntimeArray`.
fn contains_runtime_array(c: &Checker<'_, '_>, id: u32) -> bool {
    contains_kind(c, id, Kind::RuntimeArray)
}

/// `GetLargestScalarType`: the size in bytes of the largest scalar in a type.
fn largest_scalar(c: &Checker<'_, '_>, id: u32) -> u32 {
    let mut walk = TypeWalk::from(id);
    let mut largest = 0;
    while let Some(id) = walk.next() {
        match c.def(id) {
            Some(Instruction::TypeStruct { member_types, .. }) => member_types.iter().for_each(|m| walk.push(m.get())),
            Some(
                Instruction::TypeArray { element_type: t, .. } | Instruction::TypeVector { component_type: t, .. },
            ) => walk.push(t.get()),
            Some(_) => largest = largest.max(c.bit_width(id) / 8),
            None => {}
        }
    }
    largest
}

/// `EvalConstantValInt64`: an integer constant's value, sign-extended from 32 bits.
fn constant_i64(c: &Checker<'_, '_>, id: u32) -> Option<i64> {
    let value = c.constant_u64(id)?;
    let width = match c.def(c.type_of(id)) {
        Some(Instruction::TypeInt { width, .. }) => *width,
        _ => 0,
    };
    Some(if width <= 32 { value as u32 as i32 as i64 } else { value as i64 })
}

/// `spvOpcodeReturnsLogicalPointer` (without variable pointers) or
/// `spvOpcodeReturnsLogicalVariablePointer` (with them), of an opcode's number.
fn returns_logical_pointer(code: u16, variable_pointers: impl FnOnce() -> bool) -> bool {
    use Op as O;
    const PLAIN: [Op; 11] = [
        O::Variable,
        O::UntypedVariableKHR,
        O::AccessChain,
        O::InBoundsAccessChain,
        O::UntypedAccessChainKHR,
        O::UntypedInBoundsAccessChainKHR,
        O::FunctionParameter,
        O::ImageTexelPointer,
        O::CopyObject,
        O::RawAccessChainNV,
        O::AllocateNodePayloadsAMDX,
    ];
    const VARIABLE: [Op; 7] =
        [O::Select, O::Phi, O::FunctionCall, O::PtrAccessChain, O::UntypedPtrAccessChainKHR, O::Load, O::ConstantNull];
    PLAIN.iter().any(|&op| op as u16 == code) || (VARIABLE.iter().any(|&op| op as u16 == code) && variable_pointers())
}

/// Whether `pointer` is no pointer logical addressing allows a load or store through (or is
/// undefined).
fn not_logical_pointer(c: &Checker<'_, '_>, pointer: u32) -> bool {
    let Some(def) = c.def(pointer) else { return true };
    if c.addressing_model() != Some(AddressingModel::Logical) {
        // Only an instruction of no known opcode is refused.
        return def.op().is_none();
    }
    // Under logical addressing an unknown opcode is refused as any other not listed.
    !returns_logical_pointer(opcode(def), || has_variable_pointers(c))
}

/// A storage class's name, as spirv-val prints it.
fn storage_name(storage: StorageClass) -> &'static str {
    storage.name()
}

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[spirv_core::spec::Op] = {
    use spirv_core::spec::Op as O;
    &[
        O::AccessChain,
        O::ArrayLength,
        O::CooperativeMatrixLengthKHR,
        O::CooperativeMatrixLengthNV,
        O::CooperativeMatrixLoadKHR,
        O::CooperativeMatrixLoadNV,
        O::CooperativeMatrixStoreKHR,
        O::CooperativeMatrixStoreNV,
        O::CooperativeVectorLoadNV,
        O::CooperativeVectorStoreNV,
        O::CopyMemory,
        O::CopyMemorySized,
        O::InBoundsAccessChain,
        O::InBoundsPtrAccessChain,
        O::Load,
        O::PtrAccessChain,
        O::PtrDiff,
        O::PtrEqual,
        O::PtrNotEqual,
        O::RawAccessChainNV,
        O::Store,
        O::UntypedAccessChainKHR,
        O::UntypedArrayLengthKHR,
        O::UntypedInBoundsAccessChainKHR,
        O::UntypedInBoundsPtrAccessChainKHR,
        O::UntypedPtrAccessChainKHR,
        O::UntypedVariableKHR,
        O::Variable,
    ]
};

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    match inst {
        Instruction::Variable { result_type, result_id, storage_class, initializer } => {
            let v = Var {
                result_type: result_type.get(),
                id: result_id.get(),
                storage: *storage_class,
                data_type: None,
                initializer: initializer.map(|i| i.get()),
                untyped: false,
            };
            variable(c, index, v)
        }
        Instruction::UntypedVariableKHR { result_type, result_id, storage_class, data_type, initializer } => {
            let v = Var {
                result_type: result_type.get(),
                id: result_id.get(),
                storage: *storage_class,
                data_type: data_type.map(|d| d.get()),
                initializer: initializer.map(|i| i.get()),
                untyped: true,
            };
            variable(c, index, v)
        }
        Instruction::Load { result_type, pointer, memory_access, .. } => {
            load(c, index, result_type.get(), pointer.get(), memory_access.as_ref().map(Access::of))
        }
        Instruction::Store { pointer, object, memory_access } => {
            store(c, index, pointer.get(), object.get(), memory_access.as_ref().map(Access::of))
        }
        Instruction::CopyMemory(copy) => {
            let op::CopyMemory { target, source, memory_access, memory_access_2 } = &**copy;
            let accesses = [memory_access.as_ref().map(Access::of), memory_access_2.as_ref().map(Access::of)];
            copy_memory(c, index, target.get(), source.get(), None, accesses)
        }
        Instruction::CopyMemorySized(copy) => {
            let op::CopyMemorySized { target, source, size, memory_access, memory_access_2 } = &**copy;
            let accesses = [memory_access.as_ref().map(Access::of), memory_access_2.as_ref().map(Access::of)];
            copy_memory(c, index, target.get(), source.get(), Some(size.get()), accesses)
        }
        Instruction::AccessChain { result_type, result_id, base, indexes }
        | Instruction::InBoundsAccessChain { result_type, result_id, base, indexes } => {
            access_chain(c, index, &Chain::new(inst, result_type.get(), result_id.get(), base.get(), indexes))
        }
        Instruction::InBoundsPtrAccessChain { result_type, result_id, base, element, indexes } => {
            let chain = Chain::new(inst, result_type.get(), result_id.get(), base.get(), indexes);
            access_chain(c, index, &Chain { element: Some(element.get()), ..chain })
        }
        Instruction::PtrAccessChain { result_type, result_id, base, element, indexes } => {
            let chain = Chain::new(inst, result_type.get(), result_id.get(), base.get(), indexes);
            let chain = Chain { element: Some(element.get()), ..chain };
            access_chain(c, index, &chain)?;
            ptr_access_chain(c, index, &chain)
        }
        Instruction::UntypedAccessChainKHR { result_type, result_id, base_type, base, indexes }
        | Instruction::UntypedInBoundsAccessChainKHR { result_type, result_id, base_type, base, indexes } => {
            let chain = Chain::new(inst, result_type.get(), result_id.get(), base.get(), indexes);
            access_chain(c, index, &Chain { base_type: Some(base_type.get()), ..chain })
        }
        Instruction::UntypedPtrAccessChainKHR { result_type, result_id, base_type, base, element, indexes }
        | Instruction::UntypedInBoundsPtrAccessChainKHR { result_type, result_id, base_type, base, element, indexes } =>
        {
            let chain = Chain::new(inst, result_type.get(), result_id.get(), base.get(), indexes);
            let chain = Chain { base_type: Some(base_type.get()), element: Some(element.get()), ..chain };
            access_chain(c, index, &chain)?;
            ptr_access_chain(c, index, &chain)
        }
        Instruction::ArrayLength { result_type, result_id, structure, array_member } => array_length(
            c,
            index,
            op_name(opcode(inst)),
            result_type.get(),
            result_id.get(),
            None,
            structure.get(),
            *array_member,
        ),
        Instruction::UntypedArrayLengthKHR { result_type, result_id, structure, pointer, array_member } => {
            array_length(
                c,
                index,
                op_name(opcode(inst)),
                result_type.get(),
                result_id.get(),
                Some(structure.get()),
                pointer.get(),
                *array_member,
            )
        }
        Instruction::CooperativeMatrixLengthKHR { result_type, result_id, type_ }
        | Instruction::CooperativeMatrixLengthNV { result_type, result_id, type_ } => cooperative_matrix_length(
            c,
            index,
            matches!(inst, Instruction::CooperativeMatrixLengthKHR { .. }),
            result_type.get(),
            result_id.get(),
            type_.get(),
        ),
        Instruction::CooperativeMatrixLoadKHR {
            result_type, pointer, memory_layout, stride, memory_operand, ..
        } => {
            let m = MatrixAccess {
                load: true,
                matrix_type: result_type.get(),
                pointer: pointer.get(),
                stride: stride.map(|s| s.get()),
                access: memory_operand.as_ref().map(Access::of),
            };
            cooperative_matrix_khr(c, index, &m, memory_layout.get())
        }
        Instruction::CooperativeMatrixStoreKHR { pointer, object, memory_layout, stride, memory_operand } => {
            let m = MatrixAccess {
                load: false,
                matrix_type: c.type_of(object.get()),
                pointer: pointer.get(),
                stride: stride.map(|s| s.get()),
                access: memory_operand.as_ref().map(Access::of),
            };
            cooperative_matrix_khr(c, index, &m, memory_layout.get())
        }
        Instruction::CooperativeMatrixLoadNV { result_type, pointer, stride, column_major, memory_access, .. } => {
            let m = MatrixAccess {
                load: true,
                matrix_type: result_type.get(),
                pointer: pointer.get(),
                stride: Some(stride.get()),
                access: memory_access.as_ref().map(Access::of),
            };
            cooperative_matrix_nv(c, index, &m, column_major.get())
        }
        Instruction::CooperativeMatrixStoreNV { pointer, object, stride, column_major, memory_access } => {
            let m = MatrixAccess {
                load: false,
                matrix_type: c.type_of(object.get()),
                pointer: pointer.get(),
                stride: Some(stride.get()),
                access: memory_access.as_ref().map(Access::of),
            };
            cooperative_matrix_nv(c, index, &m, column_major.get())
        }
        Instruction::CooperativeVectorLoadNV { result_type, pointer, offset, memory_access, .. } => {
            let v = MatrixAccess {
                load: true,
                matrix_type: result_type.get(),
                pointer: pointer.get(),
                stride: Some(offset.get()),
                access: memory_access.as_ref().map(Access::of),
            };
            cooperative_vector(c, index, &v)
        }
        Instruction::CooperativeVectorStoreNV { pointer, offset, object, memory_access } => {
            let v = MatrixAccess {
                load: false,
                matrix_type: c.type_of(object.get()),
                pointer: pointer.get(),
                stride: Some(offset.get()),
                access: memory_access.as_ref().map(Access::of),
            };
            cooperative_vector(c, index, &v)
        }
        Instruction::RawAccessChainNV {
            result_type,
            result_id,
            byte_stride,
            element_index,
            byte_offset,
            raw_access_chain_operands,
            ..
        } => raw_access_chain(
            c,
            index,
            result_type.get(),
            result_id.get(),
            [byte_stride.get(), element_index.get(), byte_offset.get()],
            raw_access_chain_operands.map_or(0, |o| o.bits()),
        ),
        Instruction::PtrEqual { result_type, operand_1, operand_2, .. }
        | Instruction::PtrNotEqual { result_type, operand_1, operand_2, .. }
        | Instruction::PtrDiff { result_type, operand_1, operand_2, .. } => pointer_comparison(
            c,
            index,
            matches!(inst, Instruction::PtrDiff { .. }),
            result_type.get(),
            operand_1.get(),
            operand_2.get(),
        ),
        _ => Ok(()),
    }
}

fn invalid_id(c: &mut Checker<'_, '_>, index: usize, message: impl Into<String>) -> Fault {
    c.diag(ErrorKind::InvalidId, Some(index), message)
}

fn invalid_data(c: &mut Checker<'_, '_>, index: usize, message: impl Into<String>) -> Fault {
    c.diag(ErrorKind::InvalidData, Some(index), message)
}

/// A memory access operand: its mask and `Aligned`'s literal.
#[derive(Clone, Copy, Debug)]
struct Access {
    mask: MemoryAccess,
    aligned: Option<u32>,
    /// The scopes of `MakePointerAvailable` and `MakePointerVisible`.
    available: Option<u32>,
    visible: Option<u32>,
}

impl Access {
    fn of(operand: &spirv_core::spec::MemoryAccessOperand) -> Access {
        Access {
            mask: operand.flags(),
            aligned: operand.aligned().copied(),
            available: operand.make_pointer_available().map(|s| s.get()),
            visible: operand.make_pointer_visible().map(|s| s.get()),
        }
    }
}

/// What kind of instruction a memory access belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AccessKind {
    Load,
    Store,
    Copy,
}

/// `CheckMemoryAccess`: the memory access operand `access` (`None`: absent) of an instruction
/// whose (destination, source) pointer types are given, and whose result type (0: none) is
/// `result_type`.
fn memory_access(
    c: &mut Checker<'_, '_>,
    index: usize,
    kind: AccessKind,
    dst_type: u32,
    src_type: Option<u32>,
    result_type: u32,
    access: Option<Access>,
) -> Result<(), Fault> {
    let dst = c.pointer_type_info(dst_type);
    let src = src_type.and_then(|t| c.pointer_type_info(t));
    let dst_sc = dst.map(|(_, s)| s);
    let src_sc = src.map(|(_, s)| s);
    let psb = |s: Option<StorageClass>| s == Some(StorageClass::PhysicalStorageBuffer);
    let must_align =
        |c: &Checker<'_, '_>| format!("{}Memory accesses with PhysicalStorageBuffer must use Aligned.", c.vuid(4708));
    let Some(access) = access else {
        if psb(src_sc) || psb(dst_sc) {
            let message = must_align(c);
            return Err(invalid_id(c, index, message));
        }
        return Ok(());
    };
    let mask = access.mask;
    if mask.contains(MemoryAccess::MAKE_POINTER_AVAILABLE) {
        if kind == AccessKind::Load {
            return Err(invalid_id(c, index, "MakePointerAvailableKHR cannot be used with OpLoad."));
        }
        if !mask.contains(MemoryAccess::NON_PRIVATE_POINTER) {
            return Err(invalid_id(
                c,
                index,
                "NonPrivatePointerKHR must be specified if MakePointerAvailableKHR is specified.",
            ));
        }
        synchronization::memory_scope(c, index, access.available.unwrap_or(0))?;
    }
    if mask.contains(MemoryAccess::MAKE_POINTER_VISIBLE) {
        if kind == AccessKind::Store {
            return Err(invalid_id(c, index, "MakePointerVisibleKHR cannot be used with OpStore."));
        }
        if !mask.contains(MemoryAccess::NON_PRIVATE_POINTER) {
            return Err(invalid_id(
                c,
                index,
                "NonPrivatePointerKHR must be specified if MakePointerVisibleKHR is specified.",
            ));
        }
        synchronization::memory_scope(c, index, access.visible.unwrap_or(0))?;
    }
    if mask.contains(MemoryAccess::NON_PRIVATE_POINTER) {
        use StorageClass as S;
        let shared = |s: StorageClass| {
            matches!(
                s,
                S::Uniform
                    | S::Workgroup
                    | S::CrossWorkgroup
                    | S::Generic
                    | S::Image
                    | S::StorageBuffer
                    | S::PhysicalStorageBuffer
            )
        };
        if !dst_sc.is_some_and(shared) || src_sc.is_some_and(|s| !shared(s)) {
            return Err(invalid_id(
                c,
                index,
                "NonPrivatePointerKHR requires a pointer in Uniform, Workgroup, CrossWorkgroup, Generic, Image or \
                 StorageBuffer storage classes.",
            ));
        }
    }
    if !mask.contains(MemoryAccess::ALIGNED) {
        if psb(src_sc) || psb(dst_sc) {
            let message = must_align(c);
            return Err(invalid_id(c, index, message));
        }
        return Ok(());
    }
    let aligned = access.aligned.unwrap_or(0);
    if !aligned.is_power_of_two() {
        return Err(invalid_id(
            c,
            index,
            format!("Memory accesses Aligned operand value {aligned} is not a power of two."),
        ));
    }
    let mut largest = 0;
    if let Some((pointee, StorageClass::PhysicalStorageBuffer)) = dst {
        if matches!(c.def(dst_type), Some(Instruction::TypePointer { .. })) {
            largest = largest_scalar(c, pointee);
        } else if result_type != 0 {
            largest = largest_scalar(c, result_type);
        }
    }
    if let (Some((pointee, StorageClass::PhysicalStorageBuffer)), Some(src_type)) = (src, src_type)
        && matches!(c.def(src_type), Some(Instruction::TypePointer { .. }))
    {
        largest = largest.max(largest_scalar(c, pointee));
    }
    if aligned < largest {
        let message = format!(
            "{}Memory accesses Aligned operand value {aligned} is too small, the largest scalar type is {largest} bytes.",
            c.vuid(6314)
        );
        return Err(invalid_id(c, index, message));
    }
    Ok(())
}

/// An `OpVariable` or `OpUntypedVariableKHR`.
#[derive(Clone, Copy, Debug)]
struct Var {
    result_type: u32,
    id: u32,
    storage: StorageClass,
    /// `OpUntypedVariableKHR`'s data type.
    data_type: Option<u32>,
    initializer: Option<u32>,
    untyped: bool,
}

/// `ContainsInvalidBool`: a boolean in `id` (unless, with `skip_built_in`, a type on the way is
/// decorated `BuiltIn`).
fn contains_invalid_bool(c: &Checker<'_, '_>, id: u32, skip_built_in: bool) -> bool {
    if !declares(c, Kind::Bool) {
        return false;
    }
    // Remembered per module and type as `contains_kind`'s answers are, under keys of their own.
    let key = (Kind::Bool as u8 + 1 + u8::from(skip_built_in), id);
    if let Some(&answer) = c.facts.memory_types.known.borrow().get(&key) {
        return answer;
    }
    let answer = walk_invalid_bool(c, id, skip_built_in);
    c.facts.memory_types.known.borrow_mut().insert(key, answer);
    answer
}

fn walk_invalid_bool(c: &Checker<'_, '_>, id: u32, skip_built_in: bool) -> bool {
    let mut walk = TypeWalk::from(id);
    while let Some(id) = walk.next() {
        if skip_built_in && has_decoration_kind(c, id, |d| matches!(d, Decoration::BuiltIn(_))) {
            continue;
        }
        match c.def(id) {
            Some(Instruction::TypeBool { .. }) => return true,
            Some(
                Instruction::TypeVector { component_type: t, .. }
                | Instruction::TypeMatrix { column_type: t, .. }
                | Instruction::TypeArray { element_type: t, .. }
                | Instruction::TypeRuntimeArray { element_type: t, .. },
            ) => walk.push(t.get()),
            Some(Instruction::TypeStruct { member_types, .. }) => member_types.iter().for_each(|m| walk.push(m.get())),
            _ => {}
        }
    }
    false
}

/// `IsAllowedTypeOrArrayOfSame`.
fn allowed_or_array_of(c: &Checker<'_, '_>, id: u32, allowed: &[Op]) -> bool {
    let Some(inst) = c.def(id) else { return false };
    if inst.op().is_some_and(|op| allowed.contains(&op)) {
        return true;
    }
    match inst {
        Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. } => {
            op_of(c, element_type.get()).is_some_and(|op| allowed.contains(&op))
        }
        _ => false,
    }
}

/// `ValidateVariable`.
fn variable(c: &mut Checker<'_, '_>, index: usize, v: Var) -> Result<(), Fault> {
    use StorageClass as S;
    let result_def = c.def(v.result_type);
    if v.untyped {
        if !matches!(result_def, Some(Instruction::TypeUntypedPointerKHR { .. })) {
            return Err(invalid_id(c, index, "Result type must be an untyped pointer"));
        }
    } else if !matches!(result_def, Some(Instruction::TypePointer { .. })) {
        let name = c.id_name(v.result_type);
        return Err(invalid_id(c, index, format!("OpVariable Result Type <id> {name} is not a pointer type.")));
    }
    let mut storage = v.storage;
    let mut value_id = 0;
    if v.untyped {
        match v.data_type {
            Some(data) => {
                value_id = data;
                if !c.def(data).is_some_and(is_type) {
                    return Err(invalid_id(c, index, "Data type must be a type instruction"));
                }
            }
            None => {
                if matches!(storage, S::Function | S::Private | S::Workgroup) {
                    return Err(invalid_id(
                        c,
                        index,
                        "Data type must be specified for Function, Private, and Workgroup storage classes",
                    ));
                }
                if vulkan(c) {
                    let message = format!("{}Vulkan requires that data type be specified", c.vuid(11167));
                    return Err(invalid_id(c, index, message));
                }
            }
        }
    } else if let Some((pointee, _)) = c.pointer_type_info(v.result_type) {
        value_id = pointee;
    }
    let value_type = if value_id == 0 { None } else { c.def(value_id) };

    if let Some(init) = v.initializer {
        let init_def = c.def(init);
        let module_scope_var = match init_def {
            Some(
                Instruction::Variable { storage_class, .. } | Instruction::UntypedVariableKHR { storage_class, .. },
            ) => *storage_class != S::Function,
            _ => false,
        };
        let constant = init_def.is_some_and(|d| is_constant(opcode(d)));
        if init_def.is_none() || !(constant || module_scope_var) {
            let name = c.id_name(init);
            return Err(invalid_id(
                c,
                index,
                format!("Variable Initializer <id> {name} is not a constant or module-scope variable."),
            ));
        }
        if c.type_of(init) != value_id {
            return Err(invalid_id(c, index, "Initializer type must match the data type"));
        }
    }

    let bool_allowed = matches!(
        storage,
        S::Workgroup
            | S::CrossWorkgroup
            | S::Private
            | S::Function
            | S::UniformConstant
            | S::RayPayloadKHR
            | S::IncomingRayPayloadKHR
            | S::HitAttributeKHR
            | S::CallableDataKHR
            | S::IncomingCallableDataKHR
            | S::TaskPayloadWorkgroupEXT
            | S::HitObjectAttributeNV
            | S::HitObjectAttributeEXT
            | S::NodePayloadAMDX
    );
    if !bool_allowed {
        let io = matches!(storage, S::Input | S::Output);
        let built_in = io && has_decoration_kind(c, v.id, |d| matches!(d, Decoration::BuiltIn(_)));
        if !built_in && value_type.is_some() && contains_invalid_bool(c, value_id, io) {
            let message = if io {
                format!(
                    "{}If OpTypeBool is stored in conjunction with OpVariable using Input or Output Storage Classes \
                     it requires a BuiltIn decoration",
                    c.vuid(7290)
                )
            } else {
                "If OpTypeBool is stored in conjunction with OpVariable, it can only be used with non-externally \
                 visible shader Storage Classes: Workgroup, CrossWorkgroup, Private, Function, Input, Output, \
                 RayPayloadKHR, IncomingRayPayloadKHR, HitAttributeKHR, CallableDataKHR, IncomingCallableDataKHR, \
                 NodePayloadAMDX, or UniformConstant"
                    .into()
            };
            return Err(invalid_id(c, index, message));
        }
    }

    if vulkan(c) && !spirv_core::predicates::is_vulkan_storage_class(storage) {
        let message = format!("{}Invalid storage class for target environment", c.vuid(4643));
        return Err(c.diag(ErrorKind::InvalidBinary, Some(index), message));
    }
    if storage == S::Generic {
        return Err(c.diag(ErrorKind::InvalidBinary, Some(index), "Variable storage class cannot be Generic"));
    }
    let inside = in_function(c, index);
    if inside && storage != S::Function {
        return Err(c.diag(
            ErrorKind::InvalidLayout,
            Some(index),
            "Variables must have a function[7] storage class inside of a function",
        ));
    }
    if !inside && storage == S::Function {
        return Err(c.diag(
            ErrorKind::InvalidLayout,
            Some(index),
            "Variables can not have a function[7] storage class outside of a function",
        ));
    }
    if c.pointer_type_info(v.result_type).map(|(_, s)| s) != Some(storage) {
        return Err(invalid_id(c, index, "Storage class must match result type storage class"));
    }

    // The type the variable allocates: the pointee, or the untyped variable's data type.
    let pointee = if v.untyped {
        value_type.map(|_| value_id)
    } else {
        c.pointer_type_info(v.result_type).map(|(p, _)| p).filter(|&p| c.def(p).is_some())
    };
    if strict_logical_pointers(c)
        && let Some((_, sc)) = pointee.and_then(|p| c.pointer_type_info(p))
        && sc != S::PhysicalStorageBuffer
    {
        let message = if sc != S::StorageBuffer && sc != S::Workgroup {
            Some(
                "In Logical addressing, variables can only allocate a pointer to the StorageBuffer or \
                         Workgroup storage classes",
            )
        } else if !c.has_capability(Capability::VariablePointersStorageBuffer) && sc == S::StorageBuffer {
            Some(
                "In Logical addressing, variables can only allocate a storage buffer pointer if the \
                         VariablePointersStorageBuffer capability is declared",
            )
        } else if !c.has_capability(Capability::VariablePointers) && sc == S::Workgroup {
            Some(
                "In Logical addressing, variables can only allocate a workgroup pointer if the \
                         VariablePointers capability is declared",
            )
        } else if storage != S::Function && storage != S::Private {
            Some(
                "In Logical addressing with variable pointers, variables that allocate pointers must be in \
                         Function or Private storage classes",
            )
        } else {
            None
        };
        if let Some(message) = message {
            return Err(invalid_id(c, index, message));
        }
    }

    if vulkan(c) {
        if let Some(pointee) = pointee {
            // Which rule the type breaks, found before the variable is named (naming it makes
            // spirv-dis' names of the whole module).
            let broken = match storage {
                S::PushConstant => op_of(c, pointee) != Some(Op::TypeStruct),
                S::UniformConstant => !allowed_or_array_of(
                    c,
                    pointee,
                    &[
                        Op::TypeImage,
                        Op::TypeSampler,
                        Op::TypeSampledImage,
                        Op::TypeTensorARM,
                        Op::TypeAccelerationStructureKHR,
                    ],
                ),
                S::Uniform | S::StorageBuffer => !allowed_or_array_of(c, pointee, &[Op::TypeStruct]),
                _ => false,
            };
            let name = if broken {
                c.id_name(v.id)
            } else {
                // The id is still counted as named, as it was when its name was made here.
                c.named.push((v.id, crate::checker::Naming::Name));
                String::new()
            };
            let message = match storage {
                _ if !broken => None,
                S::PushConstant => Some(format!(
                    "{}PushConstant OpVariable <id> {name} has illegal type.\nFrom Vulkan spec, Push Constant \
                     Interface section:\nSuch variables must be typed as OpTypeStruct",
                    c.vuid(6808)
                )),
                S::UniformConstant => Some(format!(
                    "{}UniformConstant OpVariable <id> {name} has illegal type.\nVariables identified with the \
                         UniformConstant storage class are used only as handles to refer to opaque resources. Such \
                         variables must be typed as OpTypeImage, OpTypeSampler, OpTypeSampledImage, \
                         OpTypeAccelerationStructureKHR, or an array of one of these types.",
                    c.vuid(4655)
                )),
                S::Uniform => Some(format!(
                    "{}Uniform OpVariable <id> {name} has illegal type.\nFrom Vulkan spec:\nVariables identified \
                     with the Uniform storage class are used to access transparent buffer backed resources. Such \
                     variables must be typed as OpTypeStruct, or an array of this type",
                    c.vuid(6807)
                )),
                S::StorageBuffer => Some(format!(
                    "{}StorageBuffer OpVariable <id> {name} has illegal type.\nFrom Vulkan spec:\nVariables \
                     identified with the StorageBuffer storage class are used to access transparent buffer backed \
                     resources. Such variables must be typed as OpTypeStruct, or an array of this type",
                    c.vuid(6807)
                )),
                _ => None,
            };
            if let Some(message) = message {
                return Err(invalid_id(c, index, message));
            }
        }
        if storage != S::Input && storage != S::Output {
            if has_decoration(c, v.id, &Decoration::Invariant) {
                let message = format!(
                    "{}Variable decorated with Invariant must only be identified with the Input or Output storage \
                     class in Vulkan environment.",
                    c.vuid(4677)
                );
                return Err(invalid_id(c, index, message));
            }
            if matches!(value_type, Some(Instruction::TypeStruct { .. }))
                && has_decoration(c, value_id, &Decoration::Invariant)
            {
                let message = format!(
                    "{}Variable struct member decorated with Invariant must only be identified with the Input or \
                     Output storage class in Vulkan environment.",
                    c.vuid(4677)
                );
                return Err(invalid_id(c, index, message));
            }
        }
    }

    if let Some(init) = v.initializer {
        if !matches!(storage, S::Output | S::Private | S::Function) && vulkan(c) {
            if storage == S::Workgroup {
                if op_of(c, init) != Some(Op::ConstantNull) {
                    let name = c.id_name(v.id);
                    let message = format!(
                        "{}OpVariable, <id> {name}, initializers are limited to OpConstantNull in Workgroup storage \
                         class",
                        c.vuid(4734)
                    );
                    return Err(invalid_id(c, index, message));
                }
            } else {
                let name = c.id_name(v.id);
                let message = format!(
                    "{}OpVariable, <id> {name}, has a disallowed initializer & storage class combination.\nFrom \
                     Vulkan spec:\nVariable declarations that include initializers must have one of the following \
                     storage classes: Output, Private, Function or Workgroup",
                    c.vuid(4651)
                );
                return Err(invalid_id(c, index, message));
            }
        }
        let refused = match storage {
            S::TaskPayloadWorkgroupEXT => Some("TaskPayloadWorkgroupEXT"),
            S::Input => Some("Input"),
            S::HitObjectAttributeNV => Some("HitObjectAttributeNV"),
            S::HitObjectAttributeEXT => Some("HitObjectAttributeEXT"),
            _ => None,
        };
        if let Some(class) = refused {
            let name = c.id_name(v.id);
            return Err(invalid_id(
                c,
                index,
                format!("OpVariable, <id> {name}, initializer are not allowed for {class}"),
            ));
        }
    }

    if storage == S::PhysicalStorageBuffer {
        return Err(invalid_id(c, index, "PhysicalStorageBuffer must not be used with OpVariable."));
    }

    if vulkan(c) {
        if matches!(value_type, Some(Instruction::TypeRuntimeArray { .. })) {
            if !c.has_capability(Capability::RuntimeDescriptorArrayEXT) {
                let name = c.id_name(v.id);
                let message = format!(
                    "{}OpVariable, <id> {name}, is attempting to create memory for an illegal type, \
                     OpTypeRuntimeArray.\nFor Vulkan OpTypeRuntimeArray can only appear as the final member of an \
                     OpTypeStruct, thus cannot be instantiated via OpVariable",
                    c.vuid(4680)
                );
                return Err(invalid_id(c, index, message));
            } else if !matches!(storage, S::StorageBuffer | S::Uniform | S::UniformConstant) {
                let message = format!(
                    "{}For Vulkan with RuntimeDescriptorArrayEXT, a variable containing OpTypeRuntimeArray must \
                     have storage class of StorageBuffer, Uniform, or UniformConstant.",
                    c.vuid(4680)
                );
                return Err(invalid_id(c, index, message));
            }
        }
        if let Some(Instruction::TypeStruct { member_types, .. }) = value_type {
            let has_rta =
                member_types.iter().any(|m| matches!(c.def(m.get()), Some(Instruction::TypeRuntimeArray { .. })));
            if has_rta {
                if matches!(storage, S::StorageBuffer | S::PhysicalStorageBuffer) {
                    if !has_decoration(c, value_id, &Decoration::Block) {
                        let message = format!(
                            "{}For Vulkan, an OpTypeStruct variable containing an OpTypeRuntimeArray must be \
                             decorated with Block if it has storage class StorageBuffer or PhysicalStorageBuffer.",
                            c.vuid(4680)
                        );
                        return Err(invalid_id(c, index, message));
                    }
                } else if storage != S::Uniform {
                    let message = format!(
                        "{}For Vulkan, OpTypeStruct variables containing OpTypeRuntimeArray must have storage class \
                         of StorageBuffer, PhysicalStorageBuffer, or Uniform.",
                        c.vuid(4680)
                    );
                    return Err(invalid_id(c, index, message));
                }
            }
        }
    }

    if storage != S::Function
        && storage != S::Private
        && let Some(p) = pointee
    {
        if contains_kind(c, p, Kind::CooperativeMatrix) {
            return Err(invalid_id(
                c,
                index,
                "Cooperative matrix types (or types containing them) can only be allocated in Function or \
                     Private storage classes or as function parameters",
            ));
        }
        if contains_kind(c, p, Kind::CooperativeVector) {
            return Err(invalid_id(
                c,
                index,
                "Cooperative vector types (or types containing them) can only be allocated in Function or \
                     Private storage classes or as function parameters",
            ));
        }
    }

    if c.has_capability(Capability::Shader) {
        let needs16 = (!c.has_capability(Capability::Int16) && contains_sized(c, value_id, false, 16))
            || (!c.has_capability(Capability::Float16) && contains_sized(c, value_id, true, 16));
        if needs16 {
            small_storage(c, index, value_id, &mut storage, 16)?;
        }
        if !c.has_capability(Capability::Int8) && contains_sized(c, value_id, false, 8) {
            small_storage(c, index, value_id, &mut storage, 8)?;
        }
    }

    if storage == S::TileAttachmentQCOM && c.has_capability(Capability::TileShadingQCOM) {
        let (set, binding) = (
            has_decoration_kind(c, v.id, |d| matches!(d, Decoration::DescriptorSet(_))),
            has_decoration_kind(c, v.id, |d| matches!(d, Decoration::Binding(_))),
        );
        if let Some(Instruction::TypeImage { dim, sampled, .. }) = pointee.and_then(|p| c.def(p)) {
            if *dim != spirv_core::spec::Dim::Dim2D {
                return Err(invalid_data(
                    c,
                    index,
                    "Any OpTypeImage variable in the TileAttachmentQCOM Storage Class must have 2D as its dimension",
                ));
            }
            if *sampled != 1 && *sampled != 2 {
                return Err(invalid_data(
                    c,
                    index,
                    "Any OpyTpeImage variable in the TileAttachmentQCOM Storage Class must have 1 or 2 as Image \
                     'Sampled' parameter",
                ));
            }
        }
        if !(set && binding) {
            return Err(invalid_id(
                c,
                index,
                "Any variable in the TileAttachmentQCOM Storage Class must be decorated with DescriptorSet and \
                 Binding",
            ));
        }
        if has_decoration_kind(c, v.id, |d| matches!(d, Decoration::Component(_))) {
            return Err(invalid_id(
                c,
                index,
                "Any variable in the TileAttachmentQCOM Storage Class must not be decorated with Component \
                 decoration",
            ));
        }
    }
    Ok(())
}

/// Whether `inst` declares a type (`spvOpcodeGeneratesType`).
fn is_type(inst: &Instruction<'_>) -> bool {
    spirv_core::predicates::generates_type(inst.opcode() as u16)
}

/// The storage capabilities a variable holding 8- or 16-bit (`bits`) types needs in its storage
/// class (that of the innermost pointer it holds, if it holds pointers).
fn small_storage(
    c: &mut Checker<'_, '_>,
    index: usize,
    value_id: u32,
    storage: &mut StorageClass,
    bits: u32,
) -> Result<(), Fault> {
    use StorageClass as S;
    let mut underlying = value_id;
    for _ in 0..MAX_DEPTH {
        match c.def(underlying) {
            Some(Instruction::TypePointer { storage_class, type_, .. }) => {
                *storage = *storage_class;
                underlying = type_.get();
            }
            _ => break,
        }
    }
    let sixteen = bits == 16;
    let (ssbo, ubo, push, io, workgroup) = if sixteen {
        (
            Capability::StorageBuffer16BitAccess,
            Capability::UniformAndStorageBuffer16BitAccess,
            Capability::StoragePushConstant16,
            Some(Capability::StorageInputOutput16),
            Capability::WorkgroupMemoryExplicitLayout16BitAccessKHR,
        )
    } else {
        (
            Capability::StorageBuffer8BitAccess,
            Capability::UniformAndStorageBuffer8BitAccess,
            Capability::StoragePushConstant8,
            None,
            Capability::WorkgroupMemoryExplicitLayout8BitAccessKHR,
        )
    };
    let name = storage_name(*storage);
    let ok = match *storage {
        S::StorageBuffer | S::PhysicalStorageBuffer => c.has_capability(ssbo),
        S::Uniform => {
            if c.def(underlying).is_some() && !c.has_capability(ubo) {
                if let Some(
                    Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. },
                ) = c.def(underlying)
                {
                    underlying = element_type.get();
                }
                c.has_capability(ssbo) && has_decoration(c, underlying, &Decoration::BufferBlock)
            } else {
                true
            }
        }
        S::PushConstant => c.has_capability(push),
        S::Input | S::Output if io.is_some() => io.is_some_and(|cap| c.has_capability(cap)),
        S::Workgroup => c.has_capability(workgroup),
        _ => {
            return Err(invalid_id(
                c,
                index,
                format!("Cannot allocate a variable containing a {bits}-bit type in {name} storage class"),
            ));
        }
    };
    if !ok {
        return Err(invalid_id(
            c,
            index,
            format!(
                "Allocating a variable containing a {bits}-bit element in {name} storage class requires an additional capability"
            ),
        ));
    }
    Ok(())
}

/// `ValidateLoad`.
fn load(
    c: &mut Checker<'_, '_>,
    index: usize,
    result_type: u32,
    pointer: u32,
    access: Option<Access>,
) -> Result<(), Fault> {
    let Some(result_def) = c.def(result_type) else {
        let name = c.id_name(result_type);
        return Err(invalid_id(c, index, format!("OpLoad Result Type <id> {name} is not defined.")));
    };
    if not_logical_pointer(c, pointer) {
        let name = c.id_name(pointer);
        return Err(invalid_id(c, index, format!("OpLoad Pointer <id> {name} is not a logical pointer.")));
    }
    let pointer_type = c.type_of(pointer);
    let Some((pointee, _)) = c.pointer_type_info(pointer_type) else {
        let name = c.id_name(pointer);
        return Err(invalid_id(c, index, format!("OpLoad type for pointer <id> {name} is not a pointer type.")));
    };
    if matches!(c.def(pointer_type), Some(Instruction::TypePointer { .. }))
        && (c.def(pointee).is_none() || pointee != result_type)
    {
        let (r, p) = (c.id_name(result_type), c.id_name(pointer));
        return Err(invalid_id(
            c,
            index,
            format!("OpLoad Result Type <id> {r} does not match Pointer <id> {p}s type."),
        ));
    }
    if !c.options.before_hlsl_legalization && contains_runtime_array(c, result_type) {
        return Err(invalid_id(c, index, "Cannot load a runtime-sized array"));
    }
    memory_access(c, index, AccessKind::Load, pointer_type, None, result_type, access)?;
    if c.has_capability(Capability::Shader)
        && c.contains_limited_use_int_or_float_type(result_type)
        && !matches!(
            result_def,
            Instruction::TypePointer { .. }
                | Instruction::TypeInt { .. }
                | Instruction::TypeFloat { .. }
                | Instruction::TypeVector { .. }
                | Instruction::TypeMatrix { .. }
        )
    {
        return Err(invalid_id(c, index, "8- or 16-bit loads must be a scalar, vector or matrix type"));
    }
    Ok(())
}

/// `TracePointer`: the pointer an access chain (or copy) starts from.
fn trace_pointer(c: &Checker<'_, '_>, pointer: u32) -> Option<u32> {
    let mut id = pointer;
    for _ in 0..4096 {
        match c.def(id)? {
            Instruction::AccessChain { base, .. }
            | Instruction::InBoundsAccessChain { base, .. }
            | Instruction::PtrAccessChain { base, .. }
            | Instruction::InBoundsPtrAccessChain { base, .. } => id = base.get(),
            Instruction::CopyObject { operand, .. } => id = operand.get(),
            _ => return Some(id),
        }
    }
    None
}

/// `ValidateStore`.
fn store(
    c: &mut Checker<'_, '_>,
    index: usize,
    pointer: u32,
    object: u32,
    access: Option<Access>,
) -> Result<(), Fault> {
    use StorageClass as S;
    if not_logical_pointer(c, pointer) {
        let name = c.id_name(pointer);
        return Err(invalid_id(c, index, format!("OpStore Pointer <id> {name} is not a logical pointer.")));
    }
    let pointer_type = c.type_of(pointer);
    let Some((pointee, storage)) = c.pointer_type_info(pointer_type) else {
        let name = c.id_name(pointer);
        return Err(invalid_id(c, index, format!("OpStore type for pointer <id> {name} is not a pointer type.")));
    };
    let typed = matches!(c.def(pointer_type), Some(Instruction::TypePointer { .. }));
    if typed && matches!(c.def(pointee), None | Some(Instruction::TypeVoid { .. })) {
        let name = c.id_name(pointer);
        return Err(invalid_id(c, index, format!("OpStore Pointer <id> {name}s type is void.")));
    }
    match storage {
        S::UniformConstant | S::Input | S::PushConstant => {
            let name = c.id_name(pointer);
            return Err(invalid_id(c, index, format!("OpStore Pointer <id> {name} storage class is read-only")));
        }
        S::ShaderRecordBufferKHR => {
            return Err(invalid_id(c, index, "ShaderRecordBufferKHR Storage Class variables are read only"));
        }
        S::HitAttributeKHR => {
            use spirv_core::spec::ExecutionModel as M;
            c.limitations.register(
                &c.model,
                index,
                crate::limitations::Rule::Model(|m| !matches!(m, M::AnyHitKHR | M::ClosestHitKHR)),
                crate::limitations::Message::Vuid(
                    4703,
                    "HitAttributeKHR Storage Class variables are read only with AnyHitKHR and ClosestHitKHR",
                ),
            );
        }
        _ => {}
    }
    if vulkan(c)
        && storage == S::Uniform
        && let Some(Instruction::Variable { result_type, .. }) = trace_pointer(c, pointer).and_then(|b| c.def(b))
    {
        let mut base_type = c.pointer_type_info(result_type.get()).map_or(0, |(p, _)| p);
        if let Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) =
            c.def(base_type)
        {
            base_type = element_type.get();
        }
        if has_decoration(c, base_type, &Decoration::Block) {
            let message = format!("{}In the Vulkan environment, cannot store to Uniform Blocks", c.vuid(6925));
            return Err(invalid_id(c, index, message));
        }
    }
    let object_type = c.type_of(object);
    if object_type == 0 {
        let name = c.id_name(object);
        return Err(invalid_id(c, index, format!("OpStore Object <id> {name} is not an object.")));
    }
    if matches!(c.def(object_type), None | Some(Instruction::TypeVoid { .. })) {
        let name = c.id_name(object);
        return Err(invalid_id(c, index, format!("OpStore Object <id> {name}s type is void.")));
    }
    if typed && pointee != object_type {
        let structs = matches!(c.def(pointee), Some(Instruction::TypeStruct { .. }))
            && matches!(c.def(object_type), Some(Instruction::TypeStruct { .. }));
        if !c.options.relax_struct_store || !structs {
            let (p, o) = (c.id_name(pointer), c.id_name(object));
            return Err(invalid_id(
                c,
                index,
                format!("OpStore Pointer <id> {p}s type does not match Object <id> {o}s type."),
            ));
        }
        if !layout_compatible_structs(c, pointee, object_type, &mut BTreeMap::new()) {
            let (p, o) = (c.id_name(pointer), c.id_name(object));
            return Err(invalid_id(
                c,
                index,
                format!("OpStore Pointer <id> {p}s layout does not match Object <id> {o}s layout."),
            ));
        }
    }
    memory_access(c, index, AccessKind::Store, pointer_type, None, 0, access)?;
    if vulkan(c) && !c.options.before_hlsl_legalization && contains_kind(c, object_type, Kind::Opaque) {
        let message = format!(
            "{}Cannot store to OpTypeImage, OpTypeSampler, OpTypeSampledImage, or OpTypeAccelerationStructureKHR \
             objects",
            c.vuid(6924)
        );
        return Err(invalid_id(c, index, message));
    }
    Ok(())
}

/// `AreLayoutCompatibleStructs`: two structs of as many members, each the same or a layout
/// compatible struct, whose members' `Offset`s do not disagree.
fn layout_compatible_structs(c: &Checker<'_, '_>, a: u32, b: u32, known: &mut BTreeMap<(u32, u32), bool>) -> bool {
    // Each pair is compared once (shared member types would otherwise make the walk
    // exponential); a pair met again while it is compared counts as compatible until shown not.
    if let Some(&answer) = known.get(&(a, b)) {
        return answer;
    }
    if known.len() > 1 << 16 {
        return false;
    }
    known.insert((a, b), true);
    let answer = structs_compatible(c, a, b, known);
    known.insert((a, b), answer);
    answer
}

fn structs_compatible(c: &Checker<'_, '_>, a: u32, b: u32, known: &mut BTreeMap<(u32, u32), bool>) -> bool {
    let (
        Some(Instruction::TypeStruct { member_types: am, .. }),
        Some(Instruction::TypeStruct { member_types: bm, .. }),
    ) = (c.def(a), c.def(b))
    else {
        return false;
    };
    if am.len() != bm.len() {
        return false;
    }
    if !am.iter().zip(bm.iter()).all(|(x, y)| x == y || layout_compatible_structs(c, x.get(), y.get(), known)) {
        return false;
    }
    // Conflicting member offsets.
    let (Some(a), Some(b)) = (IdRef::new(a), IdRef::new(b)) else { return false };
    let offset = |id: IdRef, m: u32| {
        c.model.member_decorations(id, m).find_map(|d| match d {
            Decoration::Offset(o) => Some(*o),
            _ => None,
        })
    };
    (0..am.len() as u32).all(|m| match (offset(a, m), offset(b, m)) {
        (Some(x), Some(y)) => x == y,
        _ => true,
    })
}

/// `ValidateCopyMemory`: `size` is `OpCopyMemorySized`'s.
fn copy_memory(
    c: &mut Checker<'_, '_>,
    index: usize,
    target: u32,
    source: u32,
    size: Option<u32>,
    accesses: [Option<Access>; 2],
) -> Result<(), Fault> {
    if c.def(target).is_none() {
        let name = c.id_name(target);
        return Err(invalid_id(c, index, format!("Target operand <id> {name} is not defined.")));
    }
    if c.def(source).is_none() {
        let name = c.id_name(source);
        return Err(invalid_id(c, index, format!("Source operand <id> {name} is not defined.")));
    }
    let target_type = c.type_of(target);
    let Some((target_pointee, target_sc)) = c.pointer_type_info(target_type) else {
        let name = c.id_name(target);
        return Err(invalid_id(c, index, format!("Target operand <id> {name} is not a pointer.")));
    };
    let source_type = c.type_of(source);
    let Some((source_pointee, source_sc)) = c.pointer_type_info(source_type) else {
        let name = c.id_name(source);
        return Err(invalid_id(c, index, format!("Source operand <id> {name} is not a pointer.")));
    };
    let target_typed = matches!(c.def(target_type), Some(Instruction::TypePointer { .. }));
    let source_typed = matches!(c.def(source_type), Some(Instruction::TypePointer { .. }));
    let void = |c: &Checker<'_, '_>, t: u32| matches!(c.def(t), None | Some(Instruction::TypeVoid { .. }));
    match size {
        None => {
            if target_typed && void(c, target_pointee) {
                let name = c.id_name(target);
                return Err(invalid_id(c, index, format!("Target operand <id> {name} cannot be a void pointer.")));
            }
            if source_typed && void(c, source_pointee) {
                let name = c.id_name(source);
                return Err(invalid_id(c, index, format!("Source operand <id> {name} cannot be a void pointer.")));
            }
            if target_typed && source_typed && target_pointee != source_pointee {
                let (s, t) = (c.id_name(source), c.id_name(source_pointee));
                return Err(invalid_id(
                    c,
                    index,
                    format!("Target <id> {s}s type does not match Source <id> {t}s type."),
                ));
            }
            if !target_typed && !source_typed {
                return Err(invalid_id(c, index, "One of Source or Target must be a typed pointer"));
            }
        }
        Some(size) => {
            if c.def(size).is_none() {
                let name = c.id_name(size);
                return Err(invalid_id(c, index, format!("Size operand <id> {name} is not defined.")));
            }
            let size_type = c.type_of(size);
            let Some(Instruction::TypeInt { width, signedness, .. }) = c.def(size_type) else {
                let name = c.id_name(size);
                return Err(invalid_id(c, index, format!("Size operand <id> {name} must be a scalar integer type.")));
            };
            let (width, signedness) = (*width, *signedness);
            match c.def(size) {
                Some(Instruction::ConstantNull { .. }) => {
                    let name = c.id_name(size);
                    return Err(invalid_id(c, index, format!("Size operand <id> {name} cannot be a constant zero.")));
                }
                Some(Instruction::Constant { value, .. }) => {
                    let bits = value.bits();
                    let last_word = if width > 32 { (bits >> 32) as u32 } else { bits as u32 };
                    if signedness == 1 && last_word & 0x8000_0000 != 0 {
                        let name = c.id_name(size);
                        return Err(invalid_id(
                            c,
                            index,
                            format!("Size operand <id> {name} cannot have the sign bit set to 1."),
                        ));
                    }
                    if bits == 0 {
                        let name = c.id_name(size);
                        return Err(invalid_id(
                            c,
                            index,
                            format!("Size operand <id> {name} cannot be a constant zero."),
                        ));
                    }
                }
                _ => {}
            }
            if c.has_capability(Capability::Shader) {
                let (_, known, value) = c.eval_int32_if_const(size);
                if known && value % 4 != 0 {
                    sized_copy_multiple(c, index, source_sc, target_sc, value)?;
                }
            }
        }
    }
    let (dst, src) = (target_type, Some(source_type));
    memory_access(c, index, AccessKind::Copy, dst, src, 0, accesses[0])?;
    // `ValidateCopyMemoryMemoryAccess`.
    if let Some(first) = accesses[0]
        && let Some(second) = accesses[1]
    {
        if c.module.header.version >= 0x0001_0400 {
            memory_access(c, index, AccessKind::Copy, dst, src, 0, Some(second))?;
            if first.mask.contains(MemoryAccess::MAKE_POINTER_VISIBLE) {
                return Err(invalid_data(c, index, "Target memory access must not include MakePointerVisibleKHR"));
            }
            if second.mask.contains(MemoryAccess::MAKE_POINTER_AVAILABLE) {
                return Err(invalid_data(c, index, "Source memory access must not include MakePointerAvailableKHR"));
            }
        } else {
            let op = if size.is_some() { "CopyMemorySized" } else { "CopyMemory" };
            return Err(invalid_data(
                c,
                index,
                format!("{op} with two memory access operands requires SPIR-V 1.4 or later"),
            ));
        }
    }
    if target_typed {
        let mut sub = target_pointee;
        for _ in 0..MAX_DEPTH {
            match c.def(sub) {
                Some(Instruction::TypePointer { type_, .. }) => sub = type_.get(),
                _ => break,
            }
        }
        if c.has_capability(Capability::Shader) && c.contains_limited_use_int_or_float_type(sub) {
            return Err(invalid_id(c, index, "Cannot copy memory of objects containing 8- or 16-bit types"));
        }
    }
    Ok(())
}

/// The size of an `OpCopyMemorySized` in a shader, not a multiple of 4: what the 8- and
/// 16-bit capabilities of both storage classes allow.
fn sized_copy_multiple(
    c: &mut Checker<'_, '_>,
    index: usize,
    source: StorageClass,
    target: StorageClass,
    value: u32,
) -> Result<(), Fault> {
    use StorageClass as S;
    let has = |cap| c.has_capability(cap);
    let int8 = has(Capability::Int8);
    let ubo_int8 = has(Capability::UniformAndStorageBuffer8BitAccess);
    let ssbo_int8 = has(Capability::StorageBuffer8BitAccess) || ubo_int8;
    let pc_int8 = has(Capability::StoragePushConstant8);
    let wg_int8 = has(Capability::WorkgroupMemoryExplicitLayout8BitAccessKHR);
    let int16 = has(Capability::Int16) || int8;
    let ubo_int16 = has(Capability::UniformAndStorageBuffer16BitAccess) || ubo_int8;
    let ssbo_int16 = has(Capability::StorageBuffer16BitAccess) || ubo_int16 || ssbo_int8;
    let pc_int16 = has(Capability::StoragePushConstant16) || pc_int8;
    let io_int16 = has(Capability::StorageInputOutput16);
    let wg_int16 = has(Capability::WorkgroupMemoryExplicitLayout16BitAccessKHR);
    let matches = |s: StorageClass, target: bool| match s {
        S::StorageBuffer => (ssbo_int16, ssbo_int8),
        S::Uniform => (ubo_int16, ubo_int8),
        S::PushConstant => (pc_int16, pc_int8),
        S::Input if !target => (io_int16, false),
        S::Output => (io_int16, false),
        S::Workgroup => (wg_int16, wg_int8),
        _ => (false, false),
    };
    let (source16, source8) = matches(source, false);
    let (target16, target8) = matches(target, true);
    let sixteen_ok = int8 || int16 || (source16 && target16);
    if !sixteen_ok {
        return Err(invalid_id(c, index, "Size must be a multiple of 4"));
    }
    let eight_ok = int8 || (source8 && target8);
    if !value.is_multiple_of(2) && !eight_ok {
        return Err(invalid_id(c, index, "Size must be a multiple of 2"));
    }
    Ok(())
}

/// An access chain of any kind.
#[derive(Debug)]
struct Chain<'i> {
    /// The opcode's name without `Op`.
    op: OpName,
    result_type: u32,
    id: u32,
    /// The untyped chains' Base Type.
    base_type: Option<u32>,
    base: u32,
    /// The pointer chains' Element.
    element: Option<u32>,
    indexes: &'i spirv_core::List<'i, IdRef>,
}

impl<'i> Chain<'i> {
    /// The chain `inst` with neither a Base Type nor an Element; the untyped and pointer chains
    /// set theirs on the value this returns.
    fn new(inst: &Instruction, result_type: u32, id: u32, base: u32, indexes: &'i spirv_core::List<'i, IdRef>) -> Self {
        Chain { op: OpName::of(inst), result_type, id, base_type: None, base, element: None, indexes }
    }
}

/// A type's opcode as spirv-val names it after `Op` (`TypeInt`; `Nop` when there is none).
fn type_op_name(c: &Checker<'_, '_>, id: u32) -> &'static str {
    op_name(c.def(id).map_or(0, |d| opcode(d)))
}

/// Whether `id` is a struct decorated `Block` or `BufferBlock`.
fn is_block(c: &Checker<'_, '_>, id: u32) -> bool {
    matches!(c.def(id), Some(Instruction::TypeStruct { .. }))
        && (has_decoration(c, id, &Decoration::Block) || has_decoration(c, id, &Decoration::BufferBlock))
}

/// `ValidateAccessChain`.
fn access_chain(c: &mut Checker<'_, '_>, index: usize, chain: &Chain<'_>) -> Result<(), Fault> {
    let op = chain.op;
    let untyped = chain.base_type.is_some();
    let result_def = c.def(chain.result_type);
    let wanted_untyped = matches!(result_def, Some(Instruction::TypeUntypedPointerKHR { .. }));
    let wanted_typed = matches!(result_def, Some(Instruction::TypePointer { .. }));
    if (untyped && !wanted_untyped) || (!untyped && !wanted_typed) {
        let name = c.id_name(chain.id);
        let found = type_op_name(c, chain.result_type);
        let expected = if untyped { "OpTypeUntypedPointerKHR" } else { "OpTypePointer" };
        return Err(invalid_id(
            c,
            index,
            format!("The Result Type of Op{op} <id> {name} must be {expected}. Found Op{found}."),
        ));
    }
    if let Some(base_type) = chain.base_type {
        let base_type_ok = c.def(base_type).is_some_and(is_type)
            && !matches!(
                c.def(base_type),
                Some(Instruction::TypePointer { .. } | Instruction::TypeUntypedPointerKHR { .. })
            );
        if !base_type_ok {
            return Err(invalid_id(c, index, "Base type must be a non-pointer type"));
        }
        let block_array = |c: &Checker<'_, '_>, t: u32| {
            matches!(c.def(t), Some(Instruction::TypeArray { .. }))
                && c.contains_type(
                    t,
                    &|i| match i {
                        Instruction::TypeStruct { result_id, .. } => is_block(c, result_id.get()),
                        _ => false,
                    },
                    false,
                )
        };
        let base_type_block_array = block_array(c, base_type);
        let mut base = chain.base;
        for _ in 0..4096 {
            match c.def(base) {
                Some(Instruction::CopyObject { operand, .. }) => base = operand.get(),
                _ => break,
            }
        }
        let base_data_type = match c.def(base) {
            Some(Instruction::Variable { result_type, .. }) => c.pointer_type_info(result_type.get()).map(|(p, _)| p),
            Some(Instruction::UntypedVariableKHR { data_type, .. }) => data_type.map(|d| d.get()),
            _ => None,
        };
        if let Some(data) = base_data_type.filter(|&d| c.def(d).is_some()) {
            let base_block_array = block_array(c, data);
            if base_type_block_array != base_block_array {
                return Err(invalid_id(
                    c,
                    index,
                    "Both Base Type and Base must be Block or BufferBlock arrays or neither can be",
                ));
            } else if base_type_block_array && base_block_array && base_type != data {
                return Err(invalid_id(
                    c,
                    index,
                    "If Base or Base Type is a Block or BufferBlock array, the other must also be the same array",
                ));
            }
        }
    }
    let base_type = c.type_of(chain.base);
    let base_pointer = match c.def(base_type) {
        Some(Instruction::TypePointer { .. }) => true,
        Some(Instruction::TypeUntypedPointerKHR { .. }) => untyped,
        _ => false,
    };
    if !base_pointer {
        let name = c.id_name(chain.base);
        return Err(invalid_id(c, index, format!("The Base <id> {name} in Op{op} instruction must be a pointer.")));
    }
    let result_sc = c.pointer_type_info(chain.result_type).map(|(_, s)| s);
    let (base_pointee, base_sc) = c.pointer_type_info(base_type).unwrap_or((0, StorageClass::Function));
    if result_sc != Some(base_sc) {
        return Err(invalid_id(
            c,
            index,
            format!("The result pointer storage class and base pointer storage class in Op{op} do not match."),
        ));
    }
    let mut pointee = chain.base_type.unwrap_or(base_pointee);
    let ptr_chain = chain.element.is_some();
    let count = chain.indexes.len() + usize::from(untyped);
    let limit = c.options.limits.max_access_chain_indexes as usize;
    if count > limit {
        return Err(invalid_id(
            c,
            index,
            format!("The number of indexes in Op{op} may not exceed {limit}. Found {count} indexes."),
        ));
    }
    let first_word = 4 + usize::from(untyped) + usize::from(ptr_chain);
    let strict = strict_logical_pointers(c) && result_sc != Some(StorageClass::PhysicalStorageBuffer);
    for (k, index_id) in chain.indexes.iter().map(|i| i.get()).enumerate() {
        let word = first_word + k;
        let Some(Instruction::TypeInt { signedness, .. }) = c.def(c.type_of(index_id)) else {
            return Err(invalid_id(c, index, format!("Indexes passed to Op{op} must be of type integer.")));
        };
        if strict && *signedness == 1 && constant_i64(c, index_id).is_some_and(|v| v < 0) {
            return Err(invalid_id(c, index, format!("Index at word {word} may not have a negative value")));
        }
        pointee = match c.def(pointee) {
            Some(
                Instruction::TypeMatrix { column_type: t, .. }
                | Instruction::TypeVector { component_type: t, .. }
                | Instruction::TypeCooperativeVectorNV { component_type: t, .. }
                | Instruction::TypeCooperativeMatrixNV { component_type: t, .. }
                | Instruction::TypeCooperativeMatrixKHR { component_type: t, .. }
                | Instruction::TypeArray { element_type: t, .. }
                | Instruction::TypeRuntimeArray { element_type: t, .. },
            ) => t.get(),
            Some(Instruction::TypeNodePayloadArrayAMDX { payload_type, .. }) => payload_type.get(),
            Some(Instruction::TypeStruct { member_types, .. }) => {
                let Some(member) = constant_i64(c, index_id) else {
                    let name = c.id_name(index_id);
                    return Err(invalid_id(
                        c,
                        index,
                        format!("The <id> passed to Op{op} to index {name} into a structure must be an OpConstant."),
                    ));
                };
                let members = member_types.len() as i64;
                if member < 0 || member >= members {
                    let (i, s) = (c.id_name(index_id), c.id_name(pointee));
                    return Err(invalid_id(
                        c,
                        index,
                        format!(
                            "Index {i} is out of bounds: Op{op} cannot find index {member} into the structure <id> \
                             {s}. This structure has {members} members. Largest valid index is {}.",
                            members - 1
                        ),
                    ));
                }
                member_types.iter().nth(member as usize).map_or(0, |m| m.get())
            }
            _ => {
                return Err(invalid_id(
                    c,
                    index,
                    format!("Op{op} reached non-composite type while indexes still remain to be traversed."),
                ));
            }
        };
    }
    if !untyped {
        let result_pointee = c.pointer_type_info(chain.result_type).map_or(0, |(p, _)| p);
        if result_pointee != pointee {
            let (r, t) = (type_op_name(c, result_pointee), type_op_name(c, pointee));
            return Err(invalid_id(
                c,
                index,
                format!(
                    "Op{op} result type (Op{r}) does not match the type that results from indexing into the base \
                     <id> (Op{t})."
                ),
            ));
        }
    }
    Ok(())
}

/// `ValidatePtrAccessChain`, past `ValidateAccessChain`.
fn ptr_access_chain(c: &mut Checker<'_, '_>, index: usize, chain: &Chain<'_>) -> Result<(), Fault> {
    use StorageClass as S;
    let untyped = chain.base_type.is_some();
    let base_type = c.type_of(chain.base);
    let Some((base_pointee, storage)) = c.pointer_type_info(base_type) else { return Ok(()) };
    let element = chain.element.unwrap_or(0);
    if !matches!(c.def(c.type_of(element)), Some(Instruction::TypeInt { .. })) {
        return Err(invalid_data(c, index, "Element must be an integer"));
    }
    if c.constant_u64(element).is_some_and(|v| v != 0) {
        let interpretation = chain.base_type.unwrap_or(base_pointee);
        if is_block(c, interpretation) {
            return Err(invalid_data(
                c,
                index,
                "Element must be 0 if the interpretation type is a Block- or BufferBlock-decorated structure",
            ));
        }
    }
    let strided = matches!(storage, S::Uniform | S::StorageBuffer | S::PhysicalStorageBuffer | S::PushConstant)
        || (storage == S::Workgroup && c.has_capability(Capability::WorkgroupMemoryExplicitLayoutKHR));
    if c.has_capability(Capability::Shader)
        && strided
        && !has_decoration_kind(c, base_type, |d| matches!(d, Decoration::ArrayStride(_)))
    {
        return Err(invalid_data(
            c,
            index,
            "OpPtrAccessChain must have a Base whose type is decorated with ArrayStride",
        ));
    }
    if vulkan(c) {
        let untyped_cap = untyped && c.has_capability(Capability::UntypedPointersKHR);
        let message = match storage {
            S::Workgroup if !c.has_capability(Capability::VariablePointers) && !untyped_cap => Some(format!(
                "{}OpPtrAccessChain Base operand pointing to Workgroup storage class must use VariablePointers \
                 capability",
                c.vuid(7651)
            )),
            S::Workgroup => None,
            S::StorageBuffer if !has_variable_pointers(c) && !untyped_cap => Some(format!(
                "{}OpPtrAccessChain Base operand pointing to StorageBuffer storage class must use VariablePointers \
                 or VariablePointersStorageBuffer capability",
                c.vuid(7652)
            )),
            S::StorageBuffer => None,
            S::PhysicalStorageBuffer => None,
            _ if !untyped_cap => Some(format!(
                "{}OpPtrAccessChain Base operand must point to Workgroup, StorageBuffer, or PhysicalStorageBuffer \
                 storage class",
                c.vuid(7650)
            )),
            _ => None,
        };
        if let Some(message) = message {
            return Err(invalid_data(c, index, message));
        }
    }
    Ok(())
}

/// `ValidateArrayLength` (`structure_type` is the untyped form's Structure operand).
#[allow(clippy::too_many_arguments)]
fn array_length(
    c: &mut Checker<'_, '_>,
    index: usize,
    op: &'static str,
    result_type: u32,
    id: u32,
    structure_type: Option<u32>,
    pointer: u32,
    member: u32,
) -> Result<(), Fault> {
    let ok = matches!(c.def(result_type), Some(Instruction::TypeInt { width: 32 | 64, signedness: 0, .. }));
    if !ok {
        let name = c.id_name(id);
        return Err(invalid_id(
            c,
            index,
            format!("The Result Type of Op{op} <id> {name} must be OpTypeInt with width 32 or 64 and signedness 0."),
        ));
    }
    let pointer_type = c.type_of(pointer);
    let not_struct_pointer = |c: &mut Checker<'_, '_>| {
        let name = c.id_name(id);
        invalid_id(
            c,
            index,
            format!("The Structure's type in Op{op} <id> {name} must be a pointer to an OpTypeStruct."),
        )
    };
    let pointer_def = c.def(pointer_type);
    let structure = match structure_type {
        Some(structure) => {
            if !matches!(pointer_def, Some(Instruction::TypeUntypedPointerKHR { .. })) {
                return Err(invalid_id(c, index, "Pointer must be an untyped pointer"));
            }
            structure
        }
        None => match pointer_def {
            Some(Instruction::TypePointer { type_, .. }) => type_.get(),
            _ => return Err(not_struct_pointer(c)),
        },
    };
    let Some(Instruction::TypeStruct { member_types, .. }) = c.def(structure) else {
        return Err(not_struct_pointer(c));
    };
    let last = member_types.iter().last().map_or(structure, |m| m.get());
    if !matches!(c.def(last), Some(Instruction::TypeRuntimeArray { .. })) {
        let name = c.id_name(id);
        return Err(invalid_id(
            c,
            index,
            format!("The Structure's last member in Op{op} <id> {name} must be an OpTypeRuntimeArray."),
        ));
    }
    if member as usize != member_types.len() - 1 {
        let name = c.id_name(id);
        return Err(invalid_id(
            c,
            index,
            format!("The array member in Op{op} <id> {name} must be the last member of the struct."),
        ));
    }
    if vulkan(c)
        && c.pointer_type_info(pointer_type).map(|(_, s)| s) == Some(StorageClass::Uniform)
        && has_decoration(c, structure, &Decoration::Block)
    {
        let message =
            format!("{}Op{op} must not be used on the OpTypeRuntimeArray inside a Uniform block", c.vuid(11805));
        return Err(invalid_id(c, index, message));
    }
    Ok(())
}

/// `ValidateCooperativeMatrixLengthNV` (of both kinds).
fn cooperative_matrix_length(
    c: &mut Checker<'_, '_>,
    index: usize,
    khr: bool,
    result_type: u32,
    id: u32,
    matrix_type: u32,
) -> Result<(), Fault> {
    let op = if khr { "CooperativeMatrixLengthKHR" } else { "CooperativeMatrixLengthNV" };
    if !matches!(c.def(result_type), Some(Instruction::TypeInt { width: 32, signedness: 0, .. })) {
        let name = c.id_name(id);
        return Err(invalid_id(
            c,
            index,
            format!("The Result Type of Op{op} <id> {name} must be OpTypeInt with width 32 and signedness 0."),
        ));
    }
    let (ok, expected) = if khr {
        (matches!(c.def(matrix_type), Some(Instruction::TypeCooperativeMatrixKHR { .. })), "OpTypeCooperativeMatrixKHR")
    } else {
        (matches!(c.def(matrix_type), Some(Instruction::TypeCooperativeMatrixNV { .. })), "OpTypeCooperativeMatrixNV")
    };
    if !ok {
        let name = c.id_name(matrix_type);
        return Err(invalid_id(c, index, format!("The type in Op{op} <id> {name} must be {expected}.")));
    }
    Ok(())
}

/// `ValidatePtrComparison`: `OpPtrEqual`, `OpPtrNotEqual`, `OpPtrDiff`.
fn pointer_comparison(
    c: &mut Checker<'_, '_>,
    index: usize,
    diff: bool,
    result_type: u32,
    operand_1: u32,
    operand_2: u32,
) -> Result<(), Fault> {
    use StorageClass as S;
    let type_1 = c.type_of(operand_1);
    let type_2 = c.type_of(operand_2);
    let info_1 = c.pointer_type_info(type_1);
    let info_2 = c.pointer_type_info(type_2);
    let storage = info_1.map(|(_, s)| s);
    let addressing = c.addressing_model();
    let logical = matches!(addressing, Some(AddressingModel::Logical | AddressingModel::PhysicalStorageBuffer64));
    if logical && storage != Some(S::PhysicalStorageBuffer) && !has_variable_pointers(c) {
        return Err(invalid_id(
            c,
            index,
            "Instruction on logical pointers cannot be used without a variable pointers capability",
        ));
    }
    if diff {
        if !matches!(c.def(result_type), Some(Instruction::TypeInt { .. })) {
            return Err(invalid_id(c, index, "Result Type must be an integer scalar"));
        }
    } else if !matches!(c.def(result_type), Some(Instruction::TypeBool { .. })) {
        return Err(invalid_id(c, index, "Result Type must be OpTypeBool"));
    }
    if info_1.is_none() || info_2.is_none() {
        return Err(invalid_id(c, index, "Operand type must be a pointer"));
    }
    let untyped = |t: u32| matches!(c.def(t), Some(Instruction::TypeUntypedPointerKHR { .. }));
    if !diff && (untyped(type_1) || untyped(type_2)) {
        if info_1.map(|(_, s)| s) != info_2.map(|(_, s)| s) {
            return Err(invalid_id(c, index, "Pointer storage classes must match"));
        }
    } else if type_1 != type_2 {
        return Err(invalid_id(c, index, "The types of Operand 1 and Operand 2 must match"));
    }
    if addressing == Some(AddressingModel::Logical) {
        if storage != Some(S::Workgroup) && storage != Some(S::StorageBuffer) {
            return Err(invalid_id(c, index, "Invalid pointer storage class"));
        }
        if storage == Some(S::Workgroup) && !c.has_capability(Capability::VariablePointers) {
            return Err(invalid_id(
                c,
                index,
                "Workgroup storage class pointer requires VariablePointers capability to be specified",
            ));
        }
    } else if storage == Some(S::PhysicalStorageBuffer) {
        return Err(invalid_id(c, index, "Cannot use a pointer in the PhysicalStorageBuffer storage class"));
    }
    Ok(())
}

/// A cooperative matrix load or store: the matrix type (the result's or the object's), the
/// pointer, the stride and the memory operand.
#[derive(Clone, Copy, Debug)]
struct MatrixAccess {
    load: bool,
    matrix_type: u32,
    pointer: u32,
    stride: Option<u32>,
    access: Option<Access>,
}

/// The checks the cooperative matrix loads and stores share: the matrix type, a logical
/// pointer, a pointer type; its storage class and pointee (the pointer type's id, its storage
/// class and whether it is typed).
fn matrix_pointer(
    c: &mut Checker<'_, '_>,
    index: usize,
    m: &MatrixAccess,
    opname: &str,
    khr: bool,
) -> Result<(u32, StorageClass, bool), Fault> {
    let is_matrix = if khr {
        matches!(c.def(m.matrix_type), Some(Instruction::TypeCooperativeMatrixKHR { .. }))
    } else {
        matches!(c.def(m.matrix_type), Some(Instruction::TypeCooperativeMatrixNV { .. }))
    };
    if !is_matrix {
        let name = c.id_name(m.matrix_type);
        let what = if m.load { "Result Type" } else { "Object type" };
        return Err(invalid_id(c, index, format!("{opname} {what} <id> {name} is not a cooperative matrix type.")));
    }
    if not_logical_pointer(c, m.pointer) {
        let name = c.id_name(m.pointer);
        return Err(invalid_id(c, index, format!("{opname} Pointer <id> {name} is not a logical pointer.")));
    }
    let pointer_type = c.type_of(m.pointer);
    let typed = matches!(c.def(pointer_type), Some(Instruction::TypePointer { .. }));
    let untyped = matches!(c.def(pointer_type), Some(Instruction::TypeUntypedPointerKHR { .. }));
    let Some((_, storage)) = c.pointer_type_info(pointer_type).filter(|_| typed || (khr && untyped)) else {
        let name = c.id_name(m.pointer);
        return Err(invalid_id(c, index, format!("{opname} type for pointer <id> {name} is not a pointer type.")));
    };
    Ok((pointer_type, storage, typed))
}

/// The pointee of a cooperative matrix access: an integer or float scalar or vector.
fn matrix_pointee(
    c: &mut Checker<'_, '_>,
    index: usize,
    opname: &str,
    pointer: u32,
    pointee: u32,
) -> Result<(), Fault> {
    if !(c.is_int_scalar_or_vector_type(pointee) || c.is_float_scalar_or_vector_type(pointee)) {
        let name = c.id_name(pointer);
        return Err(invalid_id(
            c,
            index,
            format!("{opname} Pointer <id> {name}s Type must be a scalar or vector type."),
        ));
    }
    Ok(())
}

/// `ValidateCooperativeMatrixLoadStoreKHR`.
fn cooperative_matrix_khr(c: &mut Checker<'_, '_>, index: usize, m: &MatrixAccess, layout: u32) -> Result<(), Fault> {
    use StorageClass as S;
    let opname = if m.load { "spv::Op::OpCooperativeMatrixLoadKHR" } else { "spv::Op::OpCooperativeMatrixStoreKHR" };
    let (pointer_type, storage, typed) = matrix_pointer(c, index, m, opname, true)?;
    if vulkan(c) && !matches!(storage, S::Workgroup | S::StorageBuffer | S::PhysicalStorageBuffer) {
        let name = c.id_name(pointer_type);
        let message = format!(
            "{}{opname} storage class for pointer type <id> {name} is not Workgroup, StorageBuffer, or \
             PhysicalStorageBuffer.",
            c.vuid(8973)
        );
        return Err(invalid_id(c, index, message));
    }
    if typed {
        let pointee = c.pointer_type_info(pointer_type).map_or(0, |(p, _)| p);
        matrix_pointee(c, index, opname, m.pointer, pointee)?;
    }
    let layout_ok = c.is_int_scalar_type(c.type_of(layout)) && c.def(layout).is_some_and(|d| is_constant(opcode(d)));
    if !layout_ok {
        let name = c.id_name(layout);
        return Err(invalid_id(
            c,
            index,
            format!("MemoryLayout operand <id> {name} must be a 32-bit integer constant instruction."),
        ));
    }
    const ROW_BLOCKED: u64 = 4202;
    const COLUMN_BLOCKED: u64 = 4203;
    let layout_value = c.constant_u64(layout);
    let arm = layout_value.is_some_and(|l| l == ROW_BLOCKED || l == COLUMN_BLOCKED);
    if arm && !c.has_capability(Capability::CooperativeMatrixLayoutsARM) {
        return Err(invalid_id(
            c,
            index,
            "Using the RowBlockedInterleavedARM or ColumnBlockedInterleavedARM MemoryLayout requires the \
             CooperativeMatrixLayoutsARM capability be declared",
        ));
    }
    let stride_required = layout_value.is_some_and(|l| l == 0 || l == 1) || arm;
    let layout_text = layout_value.unwrap_or(0);
    match m.stride {
        Some(stride) => {
            if !c.is_int_scalar_type(c.type_of(stride)) {
                let name = c.id_name(stride);
                return Err(invalid_id(c, index, format!("Stride operand <id> {name} must be a scalar integer type.")));
            }
            if arm {
                if !c.def(stride).is_some_and(|d| is_constant(opcode(d))) {
                    return Err(invalid_id(
                        c,
                        index,
                        format!("MemoryLayout {layout_text} requires Stride come from a constant instruction."),
                    ));
                }
                if let Some(stride_value) = c.constant_u64(stride) {
                    if !matches!(stride_value, 1 | 2 | 4) {
                        return Err(invalid_id(
                            c,
                            index,
                            format!("MemoryLayout {layout_text} requires Stride be 1, 2, or 4."),
                        ));
                    }
                    if let Some(Instruction::TypeCooperativeMatrixKHR { component_type, rows, columns, .. }) =
                        c.def(m.matrix_type)
                    {
                        let rows = c.constant_u64(rows.get()).unwrap_or(0);
                        let cols = c.constant_u64(columns.get()).unwrap_or(0);
                        let bytes = u64::from(c.bit_width(component_type.get()) / 8);
                        let mut rows_multiple = 4u64;
                        let mut cols_multiple = 16u64.checked_div(bytes).unwrap_or(0);
                        if layout_text == ROW_BLOCKED {
                            cols_multiple = cols_multiple.wrapping_mul(stride_value);
                        } else {
                            rows_multiple = rows_multiple.wrapping_mul(stride_value);
                        }
                        if rows != 0 && rows.checked_rem(rows_multiple).is_some_and(|r| r != 0) {
                            return Err(invalid_id(
                                c,
                                index,
                                format!(
                                    "MemoryLayout {layout_text} with a Stride of {stride_value} requires that the \
                                     number of rows be a multiple of {rows_multiple}"
                                ),
                            ));
                        }
                        if cols != 0 && cols.checked_rem(cols_multiple).is_some_and(|r| r != 0) {
                            return Err(invalid_id(
                                c,
                                index,
                                format!(
                                    "MemoryLayout {layout_text} with a Stride of {stride_value} requires that the \
                                     number of columns be a multiple of {cols_multiple}"
                                ),
                            ));
                        }
                    }
                }
            }
        }
        None if stride_required => {
            return Err(invalid_id(c, index, format!("MemoryLayout {layout_text} requires a Stride.")));
        }
        None => {}
    }
    if m.access.is_some() {
        let kind = if m.load { AccessKind::Load } else { AccessKind::Store };
        let result_type = if m.load { m.matrix_type } else { 0 };
        memory_access(c, index, kind, pointer_type, None, result_type, m.access)?;
    }
    Ok(())
}

/// `ValidateCooperativeMatrixLoadStoreNV`.
fn cooperative_matrix_nv(
    c: &mut Checker<'_, '_>,
    index: usize,
    m: &MatrixAccess,
    column_major: u32,
) -> Result<(), Fault> {
    use StorageClass as S;
    let opname = if m.load { "spv::Op::OpCooperativeMatrixLoadNV" } else { "spv::Op::OpCooperativeMatrixStoreNV" };
    let (pointer_type, storage, _) = matrix_pointer(c, index, m, opname, false)?;
    if !matches!(storage, S::Workgroup | S::StorageBuffer | S::PhysicalStorageBuffer) {
        let name = c.id_name(pointer_type);
        return Err(invalid_id(
            c,
            index,
            format!("{opname} storage class for pointer type <id> {name} is not Workgroup or StorageBuffer."),
        ));
    }
    let pointee = c.pointer_type_info(pointer_type).map_or(0, |(p, _)| p);
    matrix_pointee(c, index, opname, m.pointer, pointee)?;
    let stride = m.stride.unwrap_or(0);
    if !c.is_int_scalar_type(c.type_of(stride)) {
        let name = c.id_name(stride);
        return Err(invalid_id(c, index, format!("Stride operand <id> {name} must be a scalar integer type.")));
    }
    let constant = c.def(column_major).is_some_and(|d| is_constant(opcode(d)));
    if !c.is_bool_scalar_type(c.type_of(column_major)) || !constant {
        let name = c.id_name(column_major);
        return Err(invalid_id(
            c,
            index,
            format!("Column Major operand <id> {name} must be a boolean constant instruction."),
        ));
    }
    if m.access.is_some() {
        let kind = if m.load { AccessKind::Load } else { AccessKind::Store };
        let result_type = if m.load { m.matrix_type } else { 0 };
        memory_access(c, index, kind, pointer_type, None, result_type, m.access)?;
    }
    Ok(())
}

/// `ValidateRawAccessChain`: the result type, and the stride, index and offset operands.
fn raw_access_chain(
    c: &mut Checker<'_, '_>,
    index: usize,
    result_type: u32,
    id: u32,
    [stride, element, offset]: [u32; 3],
    operands: u32,
) -> Result<(), Fault> {
    use StorageClass as S;
    const OP: &str = "OpRawAccessChainNV";
    let name = c.id_name(id);
    let Some((pointee, storage)) = c
        .pointer_type_info(result_type)
        .filter(|_| matches!(c.def(result_type), Some(Instruction::TypePointer { .. })))
    else {
        let found = type_op_name(c, result_type);
        return Err(invalid_data(
            c,
            index,
            format!("The Result Type of {OP} <id> {name} must be OpTypePointer. Found Op{found}."),
        ));
    };
    if !matches!(storage, S::StorageBuffer | S::PhysicalStorageBuffer | S::Uniform) {
        return Err(invalid_data(
            c,
            index,
            format!(
                "The Result Type of {OP} <id> {name} must point to a storage class of StorageBuffer, \
                 PhysicalStorageBuffer, or Uniform."
            ),
        ));
    }
    if matches!(
        c.def(pointee),
        Some(Instruction::TypeArray { .. } | Instruction::TypeMatrix { .. } | Instruction::TypeStruct { .. })
    ) {
        return Err(invalid_data(
            c,
            index,
            format!(
                "The Result Type of {OP} <id> {name} must not point to OpTypeArray, OpTypeMatrix, or OpTypeStruct."
            ),
        ));
    }
    if !matches!(c.def(stride), Some(Instruction::Constant { .. })) {
        let found = op_name(c.def(stride).map_or(0, |d| opcode(d)));
        return Err(invalid_data(
            c,
            index,
            format!("The Stride of {OP} <id> {name} must be OpConstant. Found Op{found}."),
        ));
    }
    let stride_type = c.type_of(stride);
    if !c.is_int_scalar_type(stride_type) {
        let found = type_op_name(c, stride_type);
        return Err(invalid_data(
            c,
            index,
            format!("The type of Stride of {OP} <id> {name} must be OpTypeInt. Found Op{found}."),
        ));
    }
    for (what, operand) in [("Index", element), ("Offset", offset)] {
        let ty = c.type_of(operand);
        let Some(Instruction::TypeInt { width, .. }) = c.def(ty) else {
            let found = type_op_name(c, ty);
            return Err(invalid_data(
                c,
                index,
                format!("The type of {what} of {OP} <id> {name} must be OpTypeInt. Found Op{found}."),
            ));
        };
        if *width != 32 {
            return Err(invalid_data(
                c,
                index,
                format!("The integer width of {what} of {OP} <id> {name} must be 32. Found {width}."),
            ));
        }
    }
    let (per_component, per_element) = (operands & 1 != 0, operands & 2 != 0);
    if per_element && c.constant_u64(stride) == Some(0) {
        return Err(invalid_data(c, index, "Stride must not be zero when per-element robustness is used."));
    }
    if (per_component || per_element) && storage == S::PhysicalStorageBuffer {
        return Err(invalid_data(
            c,
            index,
            "Storage class cannot be PhysicalStorageBuffer when raw access chain robustness is used.",
        ));
    }
    if per_component && per_element {
        return Err(invalid_data(
            c,
            index,
            "Per-component robustness and per-element robustness are mutually exclusive.",
        ));
    }
    Ok(())
}

/// `ValidateCooperativeVectorLoadStoreNV` (`v.stride` holds the Offset): the vector type, the
/// pointer (`ValidateCooperativeVectorPointer`: a logical pointer to an array of scalars or
/// vectors in Workgroup or a storage buffer), the offset, the memory access.
fn cooperative_vector(c: &mut Checker<'_, '_>, index: usize, v: &MatrixAccess) -> Result<(), Fault> {
    use StorageClass as S;
    let opname = if v.load { "spv::Op::OpCooperativeVectorLoadNV" } else { "spv::Op::OpCooperativeVectorStoreNV" };
    if !matches!(c.def(v.matrix_type), Some(Instruction::TypeCooperativeVectorNV { .. })) {
        let name = c.id_name(v.matrix_type);
        let what = if v.load { "Result Type" } else { "Object type" };
        return Err(invalid_id(c, index, format!("{opname} {what} <id> {name} is not a cooperative vector type.")));
    }
    if not_logical_pointer(c, v.pointer) {
        let name = c.id_name(v.pointer);
        return Err(invalid_id(c, index, format!("{opname} Pointer <id> {name} is not a logical pointer.")));
    }
    let pointer_type = c.type_of(v.pointer);
    let Some(Instruction::TypePointer { storage_class, type_, .. }) = c.def(pointer_type) else {
        let name = c.id_name(v.pointer);
        return Err(invalid_id(c, index, format!("{opname} type for pointer <id> {name} is not a pointer type.")));
    };
    if !matches!(storage_class, S::Workgroup | S::StorageBuffer | S::PhysicalStorageBuffer) {
        let name = c.id_name(pointer_type);
        return Err(invalid_id(
            c,
            index,
            format!("{opname} storage class for pointer type <id> {name} is not Workgroup or StorageBuffer."),
        ));
    }
    let element = match c.def(type_.get()) {
        Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) => {
            element_type.get()
        }
        _ => {
            let name = c.id_name(v.pointer);
            return Err(invalid_id(c, index, format!("{opname} Pointer <id> {name}s Type must be an array type.")));
        }
    };
    if !(c.is_int_scalar_or_vector_type(element) || c.is_float_scalar_or_vector_type(element)) {
        let name = c.id_name(v.pointer);
        return Err(invalid_id(
            c,
            index,
            format!("{opname} Pointer <id> {name}s Type must be an array of scalar or vector type."),
        ));
    }
    let offset_type = c.type_of(v.stride.unwrap_or(0));
    if !c.is_int_scalar_type(offset_type) || !matches!(c.bit_width(offset_type), 32 | 64) {
        let name = c.id_name(offset_type);
        return Err(invalid_id(c, index, format!("{opname} Offset type <id> {name} is not a 32 or 64 bit integer.")));
    }
    if v.access.is_some() {
        let kind = if v.load { AccessKind::Load } else { AccessKind::Store };
        let result_type = if v.load { v.matrix_type } else { 0 };
        memory_access(c, index, kind, pointer_type, None, result_type, v.access)?;
    }
    Ok(())
}
