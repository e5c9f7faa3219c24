//! `FunctionPass` (SPIRV-Tools' `source/val/validate_function.cpp`): `OpFunction` against its
//! function type and the uses of its result, `OpFunctionParameter` against the function type,
//! `OpFunctionCall`'s callee, result and arguments (and the pointers logical addressing allows
//! to pass and return).

use alloc::collections::BTreeMap;
use alloc::format;

use spirv_core::spec::{AddressingModel, Capability, Decoration, Instruction, Op, StorageClass};
use spirv_core::{IdRef, List};

use crate::by_class::Class;
use crate::checker::Checker;
use crate::checker::has_variable_pointers;
use crate::error::{ErrorKind, Fault};

/// The instructions this pass looks at (it accepts any other): the grammar's `Function` class but `OpFunctionEnd`, which spirv-val's function pass does not check.
pub(crate) static OPCODES: spirv_core::OpSet =
    spirv_core::OpSet::new(spirv_core::spec::OpClass::Function.ops()).without(spirv_core::spec::Op::FunctionEnd);

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    match inst {
        Instruction::Function { result_type, result_id, function_type, .. } => {
            function(c, index, result_type.get(), result_id.get(), function_type.get())
        }
        Instruction::FunctionParameter { result_type, .. } => parameter(c, index, result_type.get()),
        Instruction::FunctionCall { result_type, function, arguments, .. } => {
            call(c, index, result_type.get(), function.get(), arguments)
        }
        Instruction::CooperativeMatrixPerElementOpNV { result_type, matrix, func, .. } => {
            per_element_op(c, index, result_type.get(), matrix.get(), func.get())
        }
        _ => Ok(()),
    }
}

/// The return type and parameter types of the function type `id` (`None`: not a function
/// type).
fn parameter_types<'m, 'a>(c: &Checker<'m, 'a>, id: u32) -> Option<(u32, &'m List<'a, IdRef>)> {
    match c.def(id)? {
        Instruction::TypeFunction { return_type, parameter_types, .. } => Some((return_type.get(), parameter_types)),
        _ => None,
    }
}

fn invalid_id(c: &mut Checker<'_, '_>, index: usize, message: impl Into<alloc::string::String>) -> Fault {
    c.diag(ErrorKind::InvalidId, Some(index), message)
}

/// `ValidateFunction`.
fn function(
    c: &mut Checker<'_, '_>,
    index: usize,
    result_type: u32,
    result_id: u32,
    function_type: u32,
) -> Result<(), Fault> {
    let Some((return_type, _)) = parameter_types(c, function_type) else {
        let name = c.id_name(function_type);
        return Err(invalid_id(c, index, format!("OpFunction Function Type <id> {name} is not a function type.")));
    };
    if return_type != result_type {
        let (r, t) = (c.id_name(result_type), c.id_name(return_type));
        return Err(invalid_id(
            c,
            index,
            format!("OpFunction Result Type <id> {r} does not match the Function Type's return type <id> {t}."),
        ));
    }
    if let Some(user) = first_invalid_use(c, result_id) {
        let name = c.id_name(result_id);
        return Err(invalid_id(c, user, format!("Invalid use of function result id {name}.")));
    }
    Ok(())
}

/// The first instruction (in module order) that uses the function `id` where a function may
/// not be named; spirv-val reports it when it checks the `OpFunction`.
fn first_invalid_use(c: &mut Checker<'_, '_>, id: u32) -> Option<usize> {
    c.facts.function_uses.get_or_init(|| invalid_function_uses(c)).get(&id).copied()
}

/// For each function used where no function may be, its first such use (from the uses of
/// ids), made on the first `OpFunction`.
fn invalid_function_uses(c: &Checker<'_, '_>) -> BTreeMap<u32, usize> {
    let uses = c.uses();
    let instructions = &c.module.instructions;
    let mut found = BTreeMap::new();
    for (_, inst) in c.all_of(Class::Functions) {
        let Instruction::Function { result_id, .. } = inst else { continue };
        // A function as the id's (first) definition says.
        let id = result_id.get();
        if found.contains_key(&id) || !matches!(c.def(id), Some(Instruction::Function { .. })) {
            continue;
        }
        let first = uses
            .users(*result_id)
            .iter()
            .map(|&u| u as usize)
            .find(|&u| instructions.get(u).is_some_and(|user| !use_allowed(c, user)));
        if let Some(first) = first {
            found.insert(id, first);
        }
    }
    found
}

/// Whether `inst` may name a function (spirv-val's list in `ValidateFunction`), or is a
/// non-semantic or debug-information instruction.
fn use_allowed(c: &Checker<'_, '_>, inst: &Instruction<'_>) -> bool {
    use Op as O;
    const ALLOWED: [Op; 18] = [
        O::GroupDecorate,
        O::Decorate,
        O::EnqueueKernel,
        O::EntryPoint,
        O::ExecutionMode,
        O::ExecutionModeId,
        O::FunctionCall,
        O::GetKernelNDrangeSubGroupCount,
        O::GetKernelNDrangeMaxSubGroupSize,
        O::GetKernelWorkGroupSize,
        O::GetKernelPreferredWorkGroupSizeMultiple,
        O::GetKernelLocalSizeForSubgroupCount,
        O::GetKernelMaxNumSubgroups,
        O::Name,
        O::CooperativeMatrixPerElementOpNV,
        O::CooperativeMatrixReduceNV,
        O::CooperativeMatrixLoadTensorNV,
        O::ConditionalEntryPointINTEL,
    ];
    if inst.op().is_some_and(|op| ALLOWED.contains(&op)) {
        return true;
    }
    let (Instruction::ExtInst { set, .. } | Instruction::ExtInstWithForwardRefsKHR { set, .. }) = inst else {
        return false;
    };
    let name = c.model.ext_import(*set).map(|n| n.as_bytes()).unwrap_or_default();
    let debug_info = c.model.ext_set(*set).filter(|s| s.known_to_spirv_tools()).is_some_and(|s| s.is_debug_info());
    name.starts_with(b"NonSemantic.") || debug_info
}

/// `ValidateFunctionParameter`: the parameter's type is the function type's of its position.
fn parameter(c: &mut Checker<'_, '_>, index: usize, result_type: u32) -> Result<(), Fault> {
    let instructions = &c.module.instructions;
    let mut position = 0usize;
    let mut function = None;
    for i in (0..index).rev() {
        match &instructions[i] {
            Instruction::Function { result_id, function_type, .. } => {
                function = Some((result_id.get(), function_type.get()));
                break;
            }
            Instruction::FunctionParameter { .. } => position += 1,
            Instruction::Line { .. } | Instruction::NoLine => {}
            // A parameter after other instructions breaks the layout, which the layout pass has
            // reported: the walk back (spirv-val's, to the previous `OpFunction`) is not made, as
            // it would make a module of many such parameters quadratic.
            _ => return Ok(()),
        }
    }
    let Some((function_id, function_type)) = function else {
        return Err(c.diag(
            ErrorKind::InvalidLayout,
            Some(index),
            "Function parameter must be preceded by a function.",
        ));
    };
    let Some((_, parameters)) = parameter_types(c, function_type) else {
        // The function's own check reports a type that is not a function type.
        return Ok(());
    };
    if position >= parameters.len() {
        let message = format!(
            "Too many OpFunctionParameters for {}: expected {} based on the function's type",
            c.id_number(function_id),
            parameters.len()
        );
        return Err(invalid_id(c, index, message));
    }
    let expected = parameters.get(position).map_or(0, IdRef::get);
    if c.def(expected).is_none() || expected != result_type {
        let name = c.id_name(result_type);
        return Err(invalid_id(
            c,
            index,
            format!(
                "OpFunctionParameter Result Type <id> {name} does not match the OpTypeFunction parameter type of \
                 the same index."
            ),
        ));
    }
    Ok(())
}

/// Whether logical addressing rules apply to pointers (Logical or PhysicalStorageBuffer64
/// addressing).
fn logical_addressing(c: &Checker<'_, '_>) -> bool {
    matches!(c.addressing_model(), Some(AddressingModel::Logical | AddressingModel::PhysicalStorageBuffer64))
}

/// `ValidateFunctionCall`.
fn call(
    c: &mut Checker<'_, '_>,
    index: usize,
    result_type: u32,
    function: u32,
    arguments: &List<'_, IdRef>,
) -> Result<(), Fault> {
    let Some(Instruction::Function { result_type: return_type, function_type, .. }) = c.def(function) else {
        let name = c.id_name(function);
        return Err(invalid_id(c, index, format!("OpFunctionCall Function <id> {name} is not a function.")));
    };
    let (return_type, function_type) = (return_type.get(), function_type.get());
    if c.def(return_type).is_none() || return_type != result_type {
        let (r, t) = (c.id_name(result_type), c.id_name(return_type));
        return Err(invalid_id(
            c,
            index,
            format!("OpFunctionCall Result Type <id> {r}s type does not match Function <id> {t}s return type."),
        ));
    }
    let logical = logical_addressing(c);
    if logical
        && !c.options.relax_logical_pointer
        && let Some((_, storage)) = c.pointer_type_info(return_type)
        && storage != StorageClass::PhysicalStorageBuffer
    {
        let message =
            if !c.has_capability(Capability::VariablePointersStorageBuffer) && storage == StorageClass::StorageBuffer {
                Some(
                    "In Logical addressing, functions may only return a storage buffer pointer if the \
                         VariablePointersStorageBuffer capability is declared",
                )
            } else if !c.has_capability(Capability::VariablePointers) && storage == StorageClass::Workgroup {
                Some(
                    "In Logical addressing, functions may only return a workgroup pointer if the \
                         VariablePointers capability is declared",
                )
            } else if storage != StorageClass::StorageBuffer && storage != StorageClass::Workgroup {
                Some("In Logical addressing, functions may not return a pointer in this storage class")
            } else {
                None
            };
        if let Some(message) = message {
            return Err(invalid_id(c, index, message));
        }
    }
    let Some((_, parameters)) = parameter_types(c, function_type) else {
        return Err(invalid_id(c, index, "Missing function type definition."));
    };
    if parameters.len() != arguments.len() {
        return Err(invalid_id(
            c,
            index,
            "OpFunctionCall Function <id>'s parameter count does not match the argument count.",
        ));
    }
    for (n, (argument, parameter)) in arguments.iter().zip(parameters.iter()).enumerate() {
        let (argument, parameter) = (argument.get(), parameter.get());
        let Some(argument_def) = c.def(argument) else {
            return Err(invalid_id(c, index, format!("Missing argument {n} definition.")));
        };
        let argument_op = argument_def.op();
        let argument_type = c.type_of(argument);
        if c.def(argument_type).is_none() {
            return Err(invalid_id(c, index, format!("Missing argument {n} type definition.")));
        }
        let parameter_defined = c.def(parameter).is_some();
        if (!parameter_defined || argument_type != parameter)
            && (!parameter_defined
                || !c.options.before_hlsl_legalization
                || !pointees_logically_match(c, argument_type, parameter))
        {
            let (a, p) = (c.id_name(argument), c.id_name(parameter));
            return Err(invalid_id(
                c,
                index,
                format!("OpFunctionCall Argument <id> {a}s type does not match Function <id> {p}s parameter type."),
            ));
        }
        if !logical || c.options.relax_logical_pointer {
            continue;
        }
        let Some((_, storage)) = c.pointer_type_info(parameter) else { continue };
        if storage == StorageClass::PhysicalStorageBuffer {
            continue;
        }
        use StorageClass as S;
        match storage {
            S::UniformConstant
            | S::Function
            | S::Private
            | S::Workgroup
            | S::AtomicCounter
            | S::TileImageEXT
            | S::ShaderRecordBufferKHR => {}
            S::StorageBuffer => {
                if !has_variable_pointers(c) {
                    let name = c.id_name(argument);
                    return Err(invalid_id(
                        c,
                        index,
                        format!("StorageBuffer pointer operand {name} requires a variable pointers capability"),
                    ));
                }
            }
            _ => {
                let name = c.id_name(argument);
                return Err(invalid_id(c, index, format!("Invalid storage class for pointer operand {name}")));
            }
        }
        let memory_object = matches!(argument_op, Some(Op::Variable | Op::UntypedVariableKHR | Op::FunctionParameter));
        if !memory_object {
            let ssbo_vptr = c.has_capability(Capability::VariablePointersStorageBuffer) && storage == S::StorageBuffer;
            let wg_vptr = c.has_capability(Capability::VariablePointers) && storage == S::Workgroup;
            let uc_ptr = storage == S::UniformConstant;
            if !c.options.before_hlsl_legalization && !ssbo_vptr && !wg_vptr && !uc_ptr {
                let name = c.id_name(argument);
                return Err(invalid_id(
                    c,
                    index,
                    format!("Pointer operand {name} must be a memory object declaration"),
                ));
            }
        }
    }
    Ok(())
}

/// `DoPointeesLogicallyMatch`: both are `OpTypePointer`s, `b`'s decorations are among `a`'s,
/// and the types they point to are the same or logically match.
fn pointees_logically_match(c: &Checker<'_, '_>, a: u32, b: u32) -> bool {
    let (Some(Instruction::TypePointer { type_: a_type, .. }), Some(Instruction::TypePointer { type_: b_type, .. })) =
        (c.def(a), c.def(b))
    else {
        return false;
    };
    if !decorations_subset(c, b, a) {
        return false;
    }
    a_type == b_type
        || LogicalMatch { c, check_decorations: true, known: BTreeMap::new() }.matches(a_type.get(), b_type.get())
}

/// Whether every decoration of `sub` (its own and its members') is one of `of`'s.
fn decorations_subset(c: &Checker<'_, '_>, sub: u32, of: u32) -> bool {
    let (Some(sub), Some(of)) = (IdRef::new(sub), IdRef::new(of)) else { return false };
    let all = |id: IdRef| -> alloc::vec::Vec<(u32, &Decoration<'_>)> {
        let mut list: alloc::vec::Vec<(u32, &Decoration<'_>)> =
            c.model.decorations(id).map(|d| (u32::MAX, d)).collect();
        let members = match c.model.def(id) {
            Some(Instruction::TypeStruct { member_types, .. }) => member_types.len() as u32,
            _ => 0,
        };
        for m in 0..members {
            list.extend(c.model.member_decorations(id, m).map(|d| (m, d)));
        }
        list
    };
    let of_list = all(of);
    all(sub).iter().all(|d| of_list.contains(d))
}

/// `ValidationState_t::LogicallyMatch`: arrays of the same length operand whose elements match
/// or logically match, structs of as many members each matching or logically matching.
/// Each pair is compared once (`known`: shared member types would otherwise make the walk
/// exponential); a pair met again while it is compared counts as matching until shown not.
struct LogicalMatch<'c, 'm, 'a> {
    c: &'c Checker<'m, 'a>,
    check_decorations: bool,
    known: BTreeMap<(u32, u32), bool>,
}

impl LogicalMatch<'_, '_, '_> {
    fn matches(&mut self, lhs: u32, rhs: u32) -> bool {
        if let Some(&answer) = self.known.get(&(lhs, rhs)) {
            return answer;
        }
        if self.known.len() > 1 << 16 {
            return false;
        }
        self.known.insert((lhs, rhs), true);
        let answer = self.types_match(lhs, rhs);
        self.known.insert((lhs, rhs), answer);
        answer
    }

    fn types_match(&mut self, lhs: u32, rhs: u32) -> bool {
        let c = self.c;
        let (Some(l), Some(r)) = (c.def(lhs), c.def(rhs)) else { return false };
        if l.opcode() != r.opcode() || l.op().is_none() {
            return false;
        }
        if self.check_decorations && !decorations_subset(c, rhs, lhs) {
            return false;
        }
        match (l, r) {
            (
                Instruction::TypeArray { element_type: le, length: ll, .. },
                Instruction::TypeArray { element_type: re, length: rl, .. },
            ) => ll == rl && (le == re || self.matches(le.get(), re.get())),
            (Instruction::TypeStruct { member_types: lm, .. }, Instruction::TypeStruct { member_types: rm, .. }) => {
                lm.len() == rm.len() && lm.iter().zip(rm.iter()).all(|(a, b)| a == b || self.matches(a.get(), b.get()))
            }
            _ => false,
        }
    }
}

/// `ValidateCooperativeMatrixPerElementOp`: the function applied to each element of a
/// cooperative matrix returns its component type and takes the row, the column and the element.
fn per_element_op(
    c: &mut Checker<'_, '_>,
    index: usize,
    result_type: u32,
    matrix: u32,
    function: u32,
) -> Result<(), Fault> {
    const OP: &str = "OpCooperativeMatrixPerElementOpNV";
    let Some(Instruction::Function { function_type, .. }) = c.def(function) else {
        let name = c.id_name(function);
        return Err(invalid_id(c, index, format!("{OP} Function <id> {name} is not a function.")));
    };
    let function_type = function_type.get();
    let matrix_type = c.type_of(matrix);
    let Some(Instruction::TypeCooperativeMatrixKHR { component_type, .. }) = c.def(matrix_type) else {
        let name = c.id_name(matrix);
        return Err(invalid_id(c, index, format!("{OP} Matrix <id> {name} is not a cooperative matrix.")));
    };
    let component = component_type.get();
    if matrix_type != result_type {
        let (r, m) = (c.id_name(result_type), c.id_name(matrix_type));
        return Err(invalid_id(c, index, format!("{OP} Result Type <id> {r} must match matrix type <id> {m}.")));
    }
    let Some((return_type, parameters)) = parameter_types(c, function_type) else { return Ok(()) };
    if return_type != component {
        let (r, m) = (c.id_name(return_type), c.id_name(component));
        return Err(invalid_id(
            c,
            index,
            format!("{OP} function return type <id> {r} must match matrix component type <id> {m}."),
        ));
    }
    if parameters.len() < 3 {
        let name = c.id_name(function_type);
        return Err(invalid_id(
            c,
            index,
            format!("{OP} function type <id> {name} must have a least three parameters."),
        ));
    }
    for (n, which) in [(0, "first"), (1, "second")] {
        let p = parameters.get(n).map_or(0, IdRef::get);
        if !c.is_int_scalar_type(p) || c.bit_width(p) != 32 {
            let name = c.id_name(p);
            return Err(invalid_id(
                c,
                index,
                format!("{OP} function type {which} parameter type <id> {name} must be a 32-bit integer."),
            ));
        }
    }
    let third = parameters.get(2).map_or(0, IdRef::get);
    if third != component {
        let name = c.id_name(third);
        return Err(invalid_id(
            c,
            index,
            format!("{OP} function type third parameter type <id> {name} must match matrix component type."),
        ));
    }
    Ok(())
}
