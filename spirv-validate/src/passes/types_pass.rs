//! `TypePass` (SPIRV-Tools' `source/val/validate_type.cpp`): non-aggregate types declared once;
//! the widths of integers and floats the capabilities allow; vector, matrix, array, runtime
//! array, struct, pointer and function types made of what they may be; forward pointers;
//! cooperative matrix and untyped pointer types; Vulkan's rules on them.
//!

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::OpSet;
use spirv_core::spec::{Capability, Decoration, FPEncoding, Instruction, Op, Scope, StorageClass};

use crate::by_class::Class;
use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use spirv_core::predicates::is_constant;

/// The types (`spvOpcodeGeneratesType`) and `OpTypeForwardPointer`: the instructions this pass
/// looks at (it accepts any other).
pub(crate) static OPCODES: OpSet = spirv_core::predicates::GENERATES_TYPE.with(Op::TypeForwardPointer);

/// Whether the instruction defining `id` declares a type.
fn is_type(c: &Checker<'_, '_>, id: u32) -> bool {
    // The opcode tested as a number: naming it (`Op::from_u16`) costs more than the test.
    c.def(id).is_some_and(|d| spirv_core::predicates::generates_type(d.opcode() as u16))
}

/// Whether `op` is an opaque type (`spvOpcodeIsBaseOpaqueType`).
fn is_base_opaque(op: Op) -> bool {
    use Op as O;
    matches!(
        op,
        O::TypeImage
            | O::TypeSampler
            | O::TypeSampledImage
            | O::TypeOpaque
            | O::TypeEvent
            | O::TypeDeviceEvent
            | O::TypeReserveId
            | O::TypeQueue
            | O::TypePipe
            | O::TypeForwardPointer
            | O::TypePipeStorage
            | O::TypeNamedBarrier
    )
}

fn has_decoration(c: &Checker<'_, '_>, id: u32, f: impl Fn(&Decoration<'_>) -> bool) -> bool {
    spirv_core::IdRef::new(id).is_some_and(|id| c.model.decorations(id).any(f))
}

/// Whether `id` is decorated `Block` or `BufferBlock`.
fn is_block(c: &Checker<'_, '_>, id: u32) -> bool {
    has_decoration(c, id, |d| matches!(d, Decoration::Block | Decoration::BufferBlock))
}

/// How many of a struct's members (by distinct index) are decorated `BuiltIn`.
fn built_in_members(c: &Checker<'_, '_>, id: u32, members: usize) -> usize {
    let Some(id) = spirv_core::IdRef::new(id) else { return 0 };
    (0..members as u32)
        .filter(|&m| c.model.member_decorations(id, m).any(|d| matches!(d, Decoration::BuiltIn(_))))
        .count()
}

/// `EvalConstantValInt64`: an integer constant's value, a 32-bit (or narrower) one's word
/// sign-extended; `None` unless it is an `OpConstant` or `OpConstantNull` of an integer type.
fn constant_i64(c: &Checker<'_, '_>, id: u32) -> Option<i64> {
    let bits = c.constant_u64(id)?;
    let width = c.bit_width(c.type_of(id));
    Some(if width <= 32 { i64::from(bits as u32 as i32) } else { bits as i64 })
}

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    if !OPCODES.contains(c.opcode_at(index)) {
        return Ok(());
    }
    let Some(op) = inst.op() else { return Ok(()) };
    let id = c.result_id_at(index);
    let fail = |c: &mut Checker<'m, 'a>, kind: ErrorKind, message: String| Err(c.diag(kind, Some(index), message));

    // Uniqueness (unless SPV_VALIDATOR_ignore_type_decl_unique).
    if !matches!(
        op,
        Op::TypeArray
            | Op::TypeRuntimeArray
            | Op::TypeNodePayloadArrayAMDX
            | Op::TypeStruct
            | Op::TypePointer
            | Op::TypeUntypedPointerKHR
    ) && c.facts.duplicate_types.binary_search(&index).is_ok()
        && !c.has_extension("SPV_VALIDATOR_ignore_type_decl_unique")
    {
        let name = crate::opcodes::op_name(op as u16);
        let message = format!(
            "Duplicate non-aggregate type declarations are not allowed. Opcode: {name} id: {}",
            c.id_number(id)
        );
        return fail(c, ErrorKind::InvalidData, message);
    }

    match inst {
        Instruction::TypeInt { width, signedness, .. } => {
            let message = match *width {
                32 => None,
                8 if c.facts.declare_int8 => return Ok(()),
                8 => Some(
                    "Using an 8-bit integer type requires the Int8 capability, or an extension that explicitly \
                     enables 8-bit integers.",
                ),
                16 if c.facts.declare_int16 => return Ok(()),
                16 => Some(
                    "Using a 16-bit integer type requires the Int16 capability, or an extension that explicitly \
                     enables 16-bit integers.",
                ),
                64 if c.has_capability(Capability::Int64) => return Ok(()),
                64 => Some("Using a 64-bit integer type requires the Int64 capability."),
                other => {
                    return fail(
                        c,
                        ErrorKind::InvalidData,
                        format!("Invalid number of bits ({other}) used for OpTypeInt."),
                    );
                }
            };
            if let Some(message) = message {
                return fail(c, ErrorKind::InvalidData, message.into());
            }
            if *signedness > 1 {
                return fail(c, ErrorKind::InvalidValue, "OpTypeInt has invalid signedness:".into());
            }
            if c.has_capability(Capability::Kernel) && *signedness != 0 {
                return fail(
                    c,
                    ErrorKind::InvalidBinary,
                    "The Signedness in OpTypeInt must always be 0 when Kernel capability is used.".into(),
                );
            }
        }
        Instruction::TypeFloat { width, floating_point_encoding, .. } => {
            let message = match *width {
                32 => return Ok(()),
                16 if floating_point_encoding.is_some() || c.facts.declare_float16 => return Ok(()),
                16 => String::from(
                    "Using a 16-bit floating point type requires the Float16 or Float16Buffer capability, or an \
                     extension that explicitly enables 16-bit floating point.",
                ),
                8 if !c.has_capability(Capability::Float8EXT) => {
                    "Using a 8-bit floating point type requires the Float8EXT capability.".into()
                }
                8 => match floating_point_encoding {
                    None => "8-bit floating point type requires an encoding.".into(),
                    Some(FPEncoding::Float8E4M3EXT | FPEncoding::Float8E5M2EXT) => return Ok(()),
                    Some(other) => format!("Unsupported 8-bit floating point encoding ({}).", other.name()),
                },
                64 if c.has_capability(Capability::Float64) => return Ok(()),
                64 => "Using a 64-bit floating point type requires the Float64 capability.".into(),
                other => format!("Invalid number of bits ({other}) used for OpTypeFloat."),
            };
            return fail(c, ErrorKind::InvalidData, message);
        }
        Instruction::TypeVector { component_type, component_count, .. } => {
            let component = component_type.get();
            let component_op = c.def_op(component);
            let scalar = matches!(component_op, Some(Op::TypeInt | Op::TypeFloat | Op::TypeBool));
            let pointer = component_op == Some(Op::TypePointer);
            if c.has_capability(Capability::MaskedGatherScatterINTEL) && component_op.is_some() {
                if !scalar && !pointer {
                    let message = format!(
                        "Invalid OpTypeVector Component Type<id> {}: Expected a scalar or pointer type when using \
                         the SPV_INTEL_masked_gather_scatter extension.",
                        c.id_name(component)
                    );
                    return fail(c, ErrorKind::InvalidId, message);
                }
            } else if !scalar {
                let message =
                    format!("OpTypeVector Component Type <id> {} is not a scalar type.", c.id_name(component));
                return fail(c, ErrorKind::InvalidId, message);
            }
            let count = *component_count;
            match count {
                2..=4 => {}
                8 | 16 if c.has_capability(Capability::Vector16) => {}
                8 | 16 => {
                    let message = format!("Having {count} components for TypeVector requires the Vector16 capability");
                    return fail(c, ErrorKind::InvalidData, message);
                }
                _ => {
                    let message = format!("Illegal number of components ({count}) for TypeVector");
                    return fail(c, ErrorKind::InvalidData, message);
                }
            }
        }
        Instruction::TypeMatrix { column_type, column_count, .. } => {
            let Some(Instruction::TypeVector { component_type, .. }) = c.def(column_type.get()) else {
                return fail(c, ErrorKind::InvalidId, "Columns in a matrix must be of type vector.".into());
            };
            if !c.is_float_scalar_type(component_type.get()) {
                return fail(
                    c,
                    ErrorKind::InvalidData,
                    "Matrix types can only be parameterized with floating-point types.".into(),
                );
            }
            if !(2..=4).contains(column_count) {
                return fail(
                    c,
                    ErrorKind::InvalidData,
                    "Matrix types can only be parameterized as having only 2, 3, or 4 columns.".into(),
                );
            }
        }
        Instruction::TypeArray { element_type, length, .. } => {
            array(c, index, "OpTypeArray", id, element_type.get())?;
            let length = length.get();
            if !c.def(length).is_some_and(|d| is_constant(d.opcode() as u16)) {
                let message = format!("OpTypeArray Length <id> {} is not a scalar constant type.", c.id_name(length));
                return fail(c, ErrorKind::InvalidId, message);
            }
            let length_type = c.type_of(length);
            if !c.is_int_scalar_type(length_type) {
                let message = format!("OpTypeArray Length <id> {} is not a constant integer type.", c.id_name(length));
                return fail(c, ErrorKind::InvalidId, message);
            }
            let value = constant_i64(c, length);
            if let Some(value) = value.filter(|&v| v == 0 || (v < 0 && c.is_signed_int_scalar_type(length_type))) {
                let message = format!(
                    "OpTypeArray Length <id> {} default value must be at least 1: found {value}",
                    c.id_name(length)
                );
                return fail(c, ErrorKind::InvalidId, message);
            }
        }
        Instruction::TypeRuntimeArray { element_type, .. } => {
            array(c, index, "OpTypeRuntimeArray", id, element_type.get())?;
        }
        Instruction::TypeStruct { member_types, .. } => {
            let members: smallvec::SmallVec<[u32; 16]> = member_types.iter().map(|m| m.get()).collect();
            structure(c, index, id, &members)?
        }
        Instruction::TypePointer { storage_class, type_, .. } => {
            if !is_type(c, type_.get()) {
                let message = format!("OpTypePointer Type <id> {} is not a type.", c.id_name(type_.get()));
                return fail(c, ErrorKind::InvalidId, message);
            }
            if c.options.target_env.is_vulkan() && !spirv_core::predicates::is_vulkan_storage_class(*storage_class) {
                let message = format!("{}Invalid storage class for target environment", c.vuid(4643));
                return fail(c, ErrorKind::InvalidBinary, message);
            }
        }
        Instruction::TypeFunction { return_type, parameter_types, .. } => {
            if !is_type(c, return_type.get()) {
                let message =
                    format!("OpTypeFunction Return Type <id> {} is not a type.", c.id_name(return_type.get()));
                return fail(c, ErrorKind::InvalidId, message);
            }
            for parameter in parameter_types.iter() {
                let parameter = parameter.get();
                let message = if !is_type(c, parameter) {
                    format!("OpTypeFunction Parameter Type <id> {} is not a type.", c.id_name(parameter))
                } else if c.is_void_type(parameter) {
                    format!("OpTypeFunction Parameter Type <id> {} cannot be OpTypeVoid.", c.id_name(parameter))
                } else {
                    continue;
                };
                return fail(c, ErrorKind::InvalidId, message);
            }
            let limit = c.options.limits.max_function_args;
            let count = parameter_types.len();
            if count > limit as usize {
                let message = format!(
                    "OpTypeFunction may not take more than {limit} arguments. OpTypeFunction <id> {} has {count} \
                     arguments.",
                    c.id_name(id)
                );
                return fail(c, ErrorKind::InvalidId, message);
            }
            function_type_uses(c, id)?;
        }
        Instruction::TypeForwardPointer { pointer_type, storage_class } => {
            let Some(Instruction::TypePointer { storage_class: defined_class, type_, .. }) = c.def(pointer_type.get())
            else {
                return fail(
                    c,
                    ErrorKind::InvalidId,
                    "Pointer type in OpTypeForwardPointer is not a pointer type.".into(),
                );
            };
            if storage_class != defined_class {
                return fail(
                    c,
                    ErrorKind::InvalidId,
                    "Storage class in OpTypeForwardPointer does not match the pointer definition.".into(),
                );
            }
            if !c.def_is(type_.get(), Op::TypeStruct) {
                return fail(c, ErrorKind::InvalidId, "Forward pointers must point to a structure".into());
            }
            if c.options.target_env.is_vulkan() && *storage_class != StorageClass::PhysicalStorageBuffer {
                let message = format!(
                    "{}In Vulkan, OpTypeForwardPointer must have a storage class of PhysicalStorageBuffer.",
                    c.vuid(4711)
                );
                return fail(c, ErrorKind::InvalidId, message);
            }
        }
        Instruction::TypeCooperativeMatrixNV { component_type, execution, rows, columns, .. } => {
            cooperative_matrix(c, index, component_type.get(), execution.get(), rows.get(), columns.get(), None)?;
        }
        Instruction::TypeCooperativeMatrixKHR { component_type, scope, rows, columns, use_, .. } => {
            cooperative_matrix(
                c,
                index,
                component_type.get(),
                scope.get(),
                rows.get(),
                columns.get(),
                Some(use_.get()),
            )?;
        }
        Instruction::TypeCooperativeVectorNV { component_type, component_count, .. } => {
            let (component, count) = (component_type.get(), component_count.get());
            let message = if !c.is_int_scalar_type(component) && !c.is_float_scalar_type(component) {
                format!(
                    "OpTypeCooperativeVectorNV Component Type <id> {} is not a scalar numerical type.",
                    c.id_name(component)
                )
            } else if !c.def(count).is_some_and(|d| is_constant(d.opcode() as u16)) {
                format!(
                    "OpTypeCooperativeVectorNV component count <id> {} is not a scalar constant type.",
                    c.id_name(count)
                )
            } else if !c.is_int_scalar_type(c.type_of(count)) {
                format!(
                    "OpTypeCooperativeVectorNV component count <id> {} is not a constant integer type.",
                    c.id_name(count)
                )
            } else {
                let signed = c.is_signed_int_scalar_type(c.type_of(count));
                match constant_i64(c, count).filter(|&v| v == 0 || (v < 0 && signed)) {
                    Some(value) => format!(
                        "OpTypeCooperativeVectorNV component count <id> {} default value must be at least 1: found \
                         {value}",
                        c.id_name(count)
                    ),
                    None => return Ok(()),
                }
            };
            return fail(c, ErrorKind::InvalidId, message);
        }
        Instruction::TypeTensorLayoutNV { dim, clamp_mode, .. } => {
            tensor_dim(c, index, "TypeTensorLayoutNV", dim.get())?;
            let clamp = clamp_mode.get();
            let message = if !is_int32_value(c, clamp) {
                format!("TypeTensorLayoutNV ClampMode <id> {} is not a 32-bit integer.", c.id_name(clamp))
            } else if c.constant_u64(clamp).is_some_and(|v| v > 4) {
                format!("TypeTensorLayoutNV ClampMode <id> {} must be a valid TensorClampMode.", c.id_name(clamp))
            } else {
                return Ok(());
            };
            return fail(c, ErrorKind::InvalidId, message);
        }
        Instruction::TypeTensorViewNV { dim, has_dimensions, p, .. } => {
            tensor_dim(c, index, "TypeTensorViewNV", dim.get())?;
            let has_dimensions = has_dimensions.get();
            if !c.is_bool_scalar_type(c.type_of(has_dimensions)) {
                let message = format!(
                    "TypeTensorViewNV HasDimensions <id> {} is not a boolean value.",
                    c.id_name(has_dimensions)
                );
                return fail(c, ErrorKind::InvalidId, message);
            }
            let count = p.len() as u64;
            let mut mask = 0u64;
            let mut all_constant = true;
            for permutation in p.iter() {
                let permutation = permutation.get();
                if !is_int32_value(c, permutation) {
                    let message = format!(
                        "TypeTensorViewNV Permutation <id> {} is not a 32-bit integer.",
                        c.id_name(permutation)
                    );
                    return fail(c, ErrorKind::InvalidId, message);
                }
                match c.constant_u64(permutation) {
                    Some(value) if value >= count => {
                        let message = format!(
                            "TypeTensorViewNV Permutation <id> {} must be a valid dimension.",
                            c.id_name(permutation)
                        );
                        return fail(c, ErrorKind::InvalidId, message);
                    }
                    Some(value) => mask |= 1u64.checked_shl(value as u32).unwrap_or(0),
                    None => all_constant = false,
                }
            }
            let full = 1u64.checked_shl(count as u32).unwrap_or(0).wrapping_sub(1);
            if all_constant && mask != full {
                return fail(
                    c,
                    ErrorKind::InvalidId,
                    "TypeTensorViewNV Permutation values don't form a valid permutation.".into(),
                );
            }
            if c.constant_u64(dim.get()).is_some_and(|d| d != count) {
                return fail(
                    c,
                    ErrorKind::InvalidId,
                    "TypeTensorViewNV Incorrect number of permutation values.".into(),
                );
            }
        }
        Instruction::TypeTensorARM { element_type, rank, shape, .. } => {
            tensor(c, index, element_type.get(), rank.map(|r| r.get()), shape.map(|s| s.get()))?;
        }
        Instruction::TypeUntypedPointerKHR { storage_class, .. } if c.options.target_env.is_vulkan() => {
            use StorageClass as S;
            match storage_class {
                S::Workgroup if !c.has_capability(Capability::WorkgroupMemoryExplicitLayoutKHR) => {
                    return fail(
                        c,
                        ErrorKind::InvalidId,
                        "Workgroup storage class untyped pointers in Vulkan require WorkgroupMemoryExplicitLayoutKHR \
                         be declared"
                            .into(),
                    );
                }
                S::Workgroup | S::StorageBuffer | S::PhysicalStorageBuffer | S::Uniform | S::PushConstant => {}
                _ => {
                    return fail(
                        c,
                        ErrorKind::InvalidId,
                        "In Vulkan, untyped pointers can only be used in an explicitly laid out storage class".into(),
                    );
                }
            }
        }
        _ => {}
    }
    Ok(())
}

/// The element type of `OpTypeArray` and `OpTypeRuntimeArray` (`what`).
fn array(c: &mut Checker<'_, '_>, index: usize, what: &str, id: u32, element: u32) -> Result<(), Fault> {
    // The opcode as a number (`Op::from_u16` costs more than the tests).
    let element_op = c.def(element).map(|d| d.opcode() as u16);
    let message = if !element_op.is_some_and(spirv_core::predicates::generates_type) {
        format!("{what} Element Type <id> {} is not a type.", c.id_name(element))
    } else if element_op == Some(Op::TypeVoid as u16) {
        format!("{what} Element Type <id> {} is a void type.", c.id_name(element))
    } else if c.has_capability(Capability::Shader)
        && element_op == Some(Op::TypeStruct as u16)
        && is_block(c, element)
        && has_decoration(c, id, |d| matches!(d, Decoration::ArrayStride(_)))
    {
        "Array containing a Block or BufferBlock must not be decorated with ArrayStride".into()
    } else if c.options.target_env.is_vulkan() && element_op == Some(Op::TypeRuntimeArray as u16) {
        format!("{}{what} Element Type <id> {} is not valid in Vulkan environments.", c.vuid(4680), c.id_name(element))
    } else {
        return Ok(());
    };
    Err(c.diag(ErrorKind::InvalidId, Some(index), message))
}

/// `OpTypeStruct`'s members.
fn structure(c: &mut Checker<'_, '_>, index: usize, id: u32, members: &[u32]) -> Result<(), Fault> {
    let count = members.len();
    let vulkan = c.options.target_env.is_vulkan();
    for (n, &member) in members.iter().enumerate() {
        // The opcode as a number (`Op::from_u16` costs more than the tests).
        let member_op = c.def(member).map(|d| d.opcode() as u16);
        let message = if member == id {
            "Structure members may not be self references".into()
        } else if !member_op.is_some_and(spirv_core::predicates::generates_type) {
            format!("OpTypeStruct Member Type <id> {} is not a type.", c.id_name(member))
        } else if member_op == Some(Op::TypeVoid as u16) {
            "Structures cannot contain a void type.".into()
        } else if member_op == Some(Op::TypeStruct as u16) && is_built_in_struct(c, member) {
            format!(
                "Structure <id> {m} contains members with BuiltIn decoration. Therefore this structure may not be \
                 contained as a member of another structure type. Structure <id> {s} contains structure <id> {m}.",
                m = c.id_name(member),
                s = c.id_name(id),
            )
        } else if vulkan && member_op == Some(Op::TypeRuntimeArray as u16) && n + 1 != count {
            format!(
                "{}In Vulkan, OpTypeRuntimeArray must only be used for the last member of an OpTypeStruct",
                c.vuid(4680)
            )
        } else if vulkan && member_op == Some(Op::TypeRuntimeArray as u16) && !is_block(c, id) {
            format!(
                "{}Vulkan, OpTypeStruct containing an OpTypeRuntimeArray must be decorated with Block or BufferBlock.",
                c.vuid(4680)
            )
        } else {
            continue;
        };
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    let is_block_struct = |inst: &Instruction<'_>| match inst {
        Instruction::TypeStruct { result_id, .. } => is_block(c, result_id.get()),
        _ => false,
    };
    if is_block(c, id) && members.iter().any(|&m| c.contains_type(m, &is_block_struct, false)) {
        return Err(c.diag(
            ErrorKind::InvalidId,
            Some(index),
            "rules: A Block or BufferBlock cannot be nested within another Block or BufferBlock. ",
        ));
    }
    let built_in = built_in_members(c, id, count);
    if built_in > 0 && built_in != count {
        let message = format!(
            "When BuiltIn decoration is applied to a structure-type member, all members of that structure type must \
             also be decorated with BuiltIn (No allowed mixing of built-in variables and non-built-in variables \
             within a single structure). Structure id {} does not meet this requirement.",
            c.id_number(id)
        );
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    if vulkan && !c.options.before_hlsl_legalization {
        let bindless = c.has_capability(Capability::BindlessTextureNV);
        let opaque = |inst: &Instruction<'_>| {
            let Some(op) = inst.op() else { return false };
            if bindless && matches!(op, Op::TypeImage | Op::TypeSampler | Op::TypeSampledImage) {
                return false;
            }
            is_base_opaque(op)
        };
        if c.contains_type(id, &opaque, true) {
            let message = format!("{}In Vulkan, OpTypeStruct must not contain an opaque type.", c.vuid(4667));
            return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
        }
    }
    Ok(())
}

/// Whether the struct `id` has members decorated `BuiltIn`, all of them
/// (`IsStructTypeWithBuiltInMember`, as registered when the struct passed its checks).
fn is_built_in_struct(c: &Checker<'_, '_>, id: u32) -> bool {
    let Some(Instruction::TypeStruct { member_types, .. }) = c.def(id) else { return false };
    let count = member_types.len();
    let built_in = built_in_members(c, id, count);
    built_in > 0 && built_in == count
}

/// Where a function type may be used: by `OpFunction`, `OpAsmINTEL`, debug instructions,
/// non-semantic instructions and decorations.
fn function_type_uses(c: &mut Checker<'_, '_>, id: u32) -> Result<(), Fault> {
    let misuses = c.facts.function_type_misuses.get_or_init(|| function_type_misuses(c));
    if let Some(&index) = misuses.get(&id) {
        let message = format!("Invalid use of function type result id {}.", c.id_name(id));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    Ok(())
}

/// The first instruction that uses each function type where it may not, by function type
/// (from the uses of ids).
fn function_type_misuses(c: &Checker<'_, '_>) -> BTreeMap<u32, usize> {
    // Where a function type may be used (an extended instruction: of a non-semantic set).
    static ALLOWED: OpSet = spirv_core::predicates::IS_DEBUG
        .union(&spirv_core::predicates::IS_DECORATION)
        .with(Op::Function)
        .with(Op::AsmINTEL);
    let uses = c.uses();
    let instructions = &c.module.instructions;
    let mut misuses = BTreeMap::new();
    for (_, inst) in c.all_of(Class::FunctionTypes) {
        let Instruction::TypeFunction { result_id, .. } = inst else { continue };
        // A function type as the id's (first) definition says.
        let id = result_id.get();
        if misuses.contains_key(&id) || !matches!(c.def(id), Some(Instruction::TypeFunction { .. })) {
            continue;
        }
        let misuse = |user: &Instruction<'_>| {
            let opcode = user.opcode();
            let ext_inst = opcode == Op::ExtInst as u32 || opcode == Op::ExtInstWithForwardRefsKHR as u32;
            let allowed =
                u16::try_from(opcode).is_ok_and(|op| ALLOWED.contains(op)) || (ext_inst && is_non_semantic(c, user));
            !allowed
        };
        let first =
            uses.users(*result_id).iter().map(|&u| u as usize).find(|&u| instructions.get(u).is_some_and(misuse));
        if let Some(first) = first {
            misuses.insert(id, first);
        }
    }
    misuses
}

/// Whether `inst` is an extended instruction of a `NonSemantic.*` set.
fn is_non_semantic(c: &Checker<'_, '_>, inst: &Instruction<'_>) -> bool {
    let set = match inst {
        Instruction::ExtInst { set, .. } | Instruction::ExtInstWithForwardRefsKHR { set, .. } => *set,
        _ => return false,
    };
    c.model.ext_import(set).is_some_and(|name| name.as_bytes().starts_with(b"NonSemantic."))
}

/// `OpTypeCooperativeMatrixNV` and `OpTypeCooperativeMatrixKHR` (with `use_`).
fn cooperative_matrix(
    c: &mut Checker<'_, '_>,
    index: usize,
    component: u32,
    scope: u32,
    rows: u32,
    columns: u32,
    use_: Option<u32>,
) -> Result<(), Fault> {
    let fail = |c: &mut Checker<'_, '_>, message: String| Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    if !c.is_int_scalar_type(component) && !c.is_float_scalar_type(component) {
        let message = format!(
            "OpTypeCooperativeMatrix Component Type <id> {} is not a scalar numerical type.",
            c.id_name(component)
        );
        return fail(c, message);
    }
    if c.is_float_scalar_type_encoded(component, &[FPEncoding::BFloat16KHR])
        && !c.has_capability(Capability::BFloat16CooperativeMatrixKHR)
    {
        let message = format!(
            "OpTypeCooperativeMatrix Component Type <id> {}require BFloat16CooperativeMatrixKHR be declared.",
            c.id_name(component)
        );
        return fail(c, message);
    }
    if c.is_float_scalar_type_encoded(component, &[FPEncoding::Float8E4M3EXT, FPEncoding::Float8E5M2EXT])
        && !c.has_capability(Capability::Float8CooperativeMatrixEXT)
    {
        let message = format!(
            "OpTypeCooperativeMatrix Component Type <id> {}require Float8CooperativeMatrixEXT be declared.",
            c.id_name(component)
        );
        return fail(c, message);
    }
    let operands = [("OpTypeCooperativeMatrix Scope", scope), ("OpTypeCooperativeMatrix Rows", rows)]
        .into_iter()
        .chain([("OpTypeCooperativeMatrix Cols", columns)])
        .chain(use_.map(|u| ("OpTypeCooperativeMatrixKHR Use", u)));
    for (what, operand) in operands {
        let constant = c.def(operand).is_some_and(|d| is_constant(d.opcode() as u16));
        if !constant || !c.is_int_scalar_type(c.type_of(operand)) {
            let message =
                format!("{what} <id> {} is not a constant instruction with scalar integer type.", c.id_name(operand));
            return fail(c, message);
        }
    }
    if c.constant_u64(scope) == Some(u64::from(Scope::Workgroup.to_u32())) {
        for i in 0..c.model.entry_points().len() {
            let entry_point = c.model.entry_points()[i].function.get();
            let Some(local_size) = crate::facts::local_size(&c.model, entry_point) else {
                let message = format!(
                    "OpTypeCooperativeMatrixKHR with ScopeWorkgroup used without specifying LocalSize or LocalSizeId \
                     for entry point <id> {}",
                    c.id_name(entry_point)
                );
                return fail(c, message);
            };
            let module = c.module;
            if let Some(Instruction::ExecutionModeId {
                mode: spirv_core::spec::ExecutionMode::LocalSizeId(x, y, z),
                ..
            }) = module.instructions.get(local_size)
            {
                for size in [x.get(), y.get(), z.get()] {
                    if spirv_core::IdRef::new(size).and_then(|s| c.model.def_index(s)).is_some_and(|d| d > index) {
                        let message = format!(
                            "OpTypeCooperativeMatrixKHR with ScopeWorkgroup used before LocalSizeId constant value \
                             <id> {} is defined.",
                            c.id_name(size)
                        );
                        return fail(c, message);
                    }
                }
            }
        }
    }
    Ok(())
}

/// `OpTypeTensorARM`: a scalar element type, a positive constant integer rank, a constant shape
/// of `rank` positive integers.
fn tensor(
    c: &mut Checker<'_, '_>,
    index: usize,
    element: u32,
    rank: Option<u32>,
    shape: Option<u32>,
) -> Result<(), Fault> {
    let fail = |c: &mut Checker<'_, '_>, message: String| Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    if !c.is_float_scalar_type(element) && !c.is_int_scalar_type(element) && !c.is_bool_scalar_type(element) {
        let message = format!("OpTypeTensorARM Element Type <id> {} is not a scalar type.", c.id_name(element));
        return fail(c, message);
    }
    let Some(rank) = rank else { return Ok(()) };
    if !c.def(rank).is_some_and(|d| is_constant(d.opcode() as u16)) {
        let message = format!("OpTypeTensorARM Rank <id> {} is not a constant instruction.", c.id_name(rank));
        return fail(c, message);
    }
    if !c.is_int_scalar_type(c.type_of(rank)) {
        let message = format!("OpTypeTensorARM Rank <id> {} does not have a scalar integer type.", c.id_name(rank));
        return fail(c, message);
    }
    let rank_value = c.constant_u64(rank);
    if rank_value == Some(0) {
        let message = format!("OpTypeTensorARM Rank <id> {} must define a value greater than 0.", c.id_name(rank));
        return fail(c, message);
    }
    let Some(shape) = shape else { return Ok(()) };
    if !c.def(shape).is_some_and(|d| is_constant(d.opcode() as u16)) {
        let message = format!("OpTypeTensorARM Shape <id> {} is not a constant instruction.", c.id_name(shape));
        return fail(c, message);
    }
    let shape_type = c.type_of(shape);
    if !c.is_array_type(shape_type, rank_value.unwrap_or(0)) || !c.is_int_scalar_type(c.component_type(shape_type)) {
        let message = format!(
            "OpTypeTensorARM Shape <id> {} is not an array of integer type whose Length is equal to Rank.",
            c.id_name(shape)
        );
        return fail(c, message);
    }
    let constituents: Vec<u32> = match c.def(shape) {
        Some(
            Instruction::ConstantComposite { constituents, .. }
            | Instruction::SpecConstantComposite { constituents, .. },
        ) => constituents.iter().map(|k| k.get()).collect(),
        _ => Vec::new(),
    };
    if let Some(n) = constituents.iter().position(|&k| c.constant_u64(k) == Some(0)) {
        return fail(c, format!("OpTypeTensorARM Shape constituent {n} is not greater than 0."));
    }
    Ok(())
}

/// Whether `id` is a value of a 32-bit integer type.
fn is_int32_value(c: &Checker<'_, '_>, id: u32) -> bool {
    let ty = c.type_of(id);
    c.is_int_scalar_type(ty) && c.bit_width(ty) == 32
}

/// The Dim of `OpTypeTensorLayoutNV` and `OpTypeTensorViewNV` (`what`): a 32-bit integer from 1
/// to 5 (`ValidateTensorDim`).
fn tensor_dim(c: &mut Checker<'_, '_>, index: usize, what: &str, dim: u32) -> Result<(), Fault> {
    let message = if !is_int32_value(c, dim) {
        format!("{what} Dim <id> {} is not a 32-bit integer.", c.id_name(dim))
    } else if c.constant_u64(dim).is_some_and(|d| d == 0 || d > 5) {
        format!("{what} Dim <id> {} must be between 1 and 5.", c.id_name(dim))
    } else {
        return Ok(());
    };
    Err(c.diag(ErrorKind::InvalidId, Some(index), message))
}
