//! `ValidateExtInstNonsemanticClspvReflection`: the version the import's name gives, the version
//! each instruction needs, and what each operand must be (a 32-bit unsigned `OpConstant`, an
//! `OpString`, a `Kernel` or `ArgumentInfo` instruction of the same import, the kernel's entry
//! point). The grammar names the operands; the messages name some otherwise, so the rules are
//! listed here with spirv-val's words.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::spec::{ExecutionModel, Instruction};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The newest version of the set SPIRV-Tools knows (`NonSemanticClspvReflectionRevision`).
const NEWEST: u32 = 7;

/// `Kernel`'s and `ArgumentInfo`'s instruction numbers.
const KERNEL: u32 = 1;
const ARGUMENT_INFO: u32 = 2;

/// What one operand must be.
#[derive(Clone, Copy)]
enum Rule {
    /// A `Kernel` instruction of the same import (`ValidateKernelDecl`).
    Decl,
    /// A 32-bit unsigned integer `OpConstant`, called this.
    U32(&'static str),
    /// An `OpString`, called this.
    Str(&'static str),
    /// An `ArgumentInfo` instruction of the same import, if the operand is there.
    ArgInfo,
    /// Every operand from here on a 32-bit unsigned integer `OpConstant`, called this.
    EachU32(&'static str),
}

use Rule::{ArgInfo, Decl, EachU32, Str, U32};

/// The version instruction `number` needs and its operands' rules (`Kernel` and
/// `ArgumentInfo`, whose rules depend on their operand counts, are checked apart).
fn rules(number: u32) -> (u32, &'static [Rule]) {
    const BUFFER: &[Rule] = &[Decl, U32("Ordinal"), U32("DescriptorSet"), U32("Binding"), ArgInfo];
    const OFFSET_BUFFER: &[Rule] =
        &[Decl, U32("Ordinal"), U32("DescriptorSet"), U32("Binding"), U32("Offset"), U32("Size"), ArgInfo];
    const PUSH_CONSTANT_ARGUMENT: &[Rule] = &[Decl, U32("Ordinal"), U32("Offset"), U32("Size"), ArgInfo];
    const TRIPLE: &[Rule] = &[U32("X"), U32("Y"), U32("Z")];
    const PUSH_CONSTANT: &[Rule] = &[U32("Offset"), U32("Size")];
    const DATA: &[Rule] = &[U32("DescriptorSet"), U32("Binding"), Str("Data")];
    const PUSH_CONSTANT_DATA: &[Rule] = &[U32("Offset"), U32("Size"), Str("Data")];
    const IMAGE_PUSH_CONSTANT: &[Rule] = &[Decl, U32("Ordinal"), U32("Offset"), U32("Size")];
    const IMAGE_UNIFORM: &[Rule] =
        &[Decl, U32("Ordinal"), U32("DescriptorSet"), U32("Binding"), U32("Offset"), U32("Size")];
    match number {
        KERNEL | ARGUMENT_INFO => (1, &[]),
        3 | 4 | 8 | 9 | 10 => (1, BUFFER),
        34 | 35 => (4, BUFFER),
        5 | 6 => (1, OFFSET_BUFFER),
        27 => (3, OFFSET_BUFFER),
        7 => (1, PUSH_CONSTANT_ARGUMENT),
        26 => (3, PUSH_CONSTANT_ARGUMENT),
        11 => (1, &[Decl, U32("Ordinal"), U32("SpecId"), U32("ElemSize"), ArgInfo]),
        12 | 13 => (1, TRIPLE),
        14 => (1, &[U32("Dim")]),
        15..=20 => (1, PUSH_CONSTANT),
        21 | 22 => (1, DATA),
        28 => (3, DATA),
        23 => (1, &[U32("DescriptorSet"), U32("Binding"), U32("Mask")]),
        24 => (1, &[Decl, U32("X"), U32("Y"), U32("Z")]),
        25 => (2, &[U32("Size")]),
        29 => (3, &[U32("ObjectOffset"), U32("PointerOffset"), U32("PointerSize")]),
        30 | 31 => (3, IMAGE_PUSH_CONSTANT),
        32 | 33 => (3, IMAGE_UNIFORM),
        36 | 37 => (5, PUSH_CONSTANT_DATA),
        38 => (5, &[U32("PrintfID"), Str("FormatString"), EachU32("ArgumentSizes")]),
        39 => (5, &[U32("DescriptorSet"), U32("Binding"), U32("Size")]),
        40 => (5, &[U32("Offset"), U32("Size"), U32("BufferSize")]),
        _ => (0, &[]),
    }
}

/// The version the import's name gives (`NonSemantic.ClspvReflection.<version>`), or spirv-val's
/// message about it.
fn version(name: &[u8]) -> Result<u32, &'static str> {
    let text = name.strip_prefix(b"NonSemantic.ClspvReflection.").unwrap_or_default();
    if text.is_empty() {
        return Err("Missing NonSemantic.ClspvReflection import version");
    }
    // As `strtoul` reads it: spaces, a sign, digits, and nothing after.
    let trimmed = text.trim_ascii_start();
    let (negative, digits) = match trimmed.first() {
        Some(b'-') => (true, &trimmed[1..]),
        Some(b'+') => (false, &trimmed[1..]),
        _ => (false, trimmed),
    };
    let count = digits.iter().take_while(|b| b.is_ascii_digit()).count();
    if count == 0 || count != digits.len() {
        return Err("NonSemantic.ClspvReflection import does not encode the version correctly");
    }
    let value = digits.iter().fold(0u64, |v, d| v.saturating_mul(10).saturating_add(u64::from(d - b'0')));
    let value = if negative { value.wrapping_neg() } else { value } as u32;
    if value == 0 || value > NEWEST {
        return Err("Unknown NonSemantic.ClspvReflection import version");
    }
    Ok(value)
}

/// Checks the `OpExtInst` at `index`, instruction `number` of the `NonSemantic.ClspvReflection`
/// set `set` imports (named `import`).
pub(crate) fn check(c: &mut Checker<'_, '_>, index: usize, set: u32, number: u32, import: &[u8]) -> Result<(), Fault> {
    let version = match version(import) {
        Ok(version) => version,
        Err(message) => {
            let at = spirv_core::IdRef::new(set).and_then(|s| c.model.def_index(s));
            return Err(c.diag(ErrorKind::InvalidData, at, message));
        }
    };
    let fail = |c: &mut Checker<'_, '_>, message: String| Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    if !c.is_void_type(c.result_type_at(index)) {
        return fail(c, "Return Type must be OpTypeVoid".into());
    }
    let name = spirv_core::ext::nonsemantic_clspvreflection::Op::from_u16(u16::try_from(number).unwrap_or(0))
        .map_or("Unknown ExtInst", |op| op.name());
    let (required, rules) = rules(number);
    if version < required {
        return fail(c, format!("{name} requires version {required}, but parsed version is {version}"));
    }
    let operands: Vec<u32> = c.operands.ext_operand_ids(index).collect();
    let operand = |i: usize| operands.get(i).copied().unwrap_or(0);
    match number {
        KERNEL => return kernel(c, index, name, version, &operands),
        ARGUMENT_INFO => {
            let strings = [(0, "Name"), (1, "TypeName")];
            for (i, what) in strings.into_iter().take(operands.len()) {
                if !is_string(c, operand(i)) {
                    return fail(c, format!("{what} must be an OpString"));
                }
            }
            let constants = [(2, "AddressQualifier"), (3, "AccessQualifier"), (4, "TypeQualifier")];
            for (i, what) in constants.into_iter().filter(|&(i, _)| i < operands.len()) {
                if !is_u32_constant(c, operand(i)) {
                    return fail(c, format!("{what} must be a 32-bit unsigned integer OpConstant"));
                }
            }
            return Ok(());
        }
        _ => {}
    }
    for (i, rule) in rules.iter().enumerate() {
        let id = operand(i);
        let message = match *rule {
            Decl => {
                same_import_instruction(c, index, id, KERNEL, "Kernel must be a Kernel extended instruction", "Kernel")
            }
            U32(what) => {
                (!is_u32_constant(c, id)).then(|| format!("{what} must be a 32-bit unsigned integer OpConstant"))
            }
            Str(what) => (!is_string(c, id)).then(|| format!("{what} must be an OpString")),
            ArgInfo if i < operands.len() => same_import_instruction(
                c,
                index,
                id,
                ARGUMENT_INFO,
                "ArgInfo must be an ArgumentInfo extended instruction",
                "ArgInfo",
            ),
            ArgInfo => None,
            EachU32(what) => operands[i.min(operands.len())..]
                .iter()
                .any(|&id| !is_u32_constant(c, id))
                .then(|| format!("{what} must be a 32-bit unsigned integer OpConstant")),
        };
        if let Some(message) = message {
            return fail(c, message);
        }
    }
    Ok(())
}

/// `ValidateClspvReflectionKernel`.
fn kernel(c: &mut Checker<'_, '_>, index: usize, name: &str, version: u32, operands: &[u32]) -> Result<(), Fault> {
    let operand = |i: usize| operands.get(i).copied().unwrap_or(0);
    let kernel = operand(0);
    let message = if !matches!(c.def(kernel), Some(Instruction::Function { .. })) {
        format!("{name} does not reference a function")
    } else if !c.facts.is_entry_point(kernel) {
        format!("{name} does not reference an entry-point")
    } else if c.facts.models_of(kernel).any(|m| m != ExecutionModel::GLCompute) {
        format!("{name} must refer only to GLCompute entry-points")
    } else if let Some(Instruction::String { string, .. }) = c.def(operand(1)) {
        let named = c.model.entry_points().iter().any(|e| e.function.get() == kernel && e.name == string);
        if !named {
            "Name must match an entry-point for Kernel".into()
        } else if version < 5 && operands.len() > 2 {
            format!("Version {version} of the {name} instruction can only have 2 additional operands")
        } else if operands.len() > 2 && !is_u32_constant(c, operand(2)) {
            "NumArguments must be a 32-bit unsigned integer OpConstant".into()
        } else if operands.len() > 3 && !is_u32_constant(c, operand(3)) {
            "Flags must be a 32-bit unsigned integer OpConstant".into()
        } else if operands.len() > 4 && !is_string(c, operand(4)) {
            "Attributes must be an OpString".into()
        } else {
            return Ok(());
        }
    } else {
        "Name must be an OpString".into()
    };
    Err(c.diag(ErrorKind::InvalidId, Some(index), message))
}

/// What is wrong with `id` as the instruction `number` of the import the instruction at
/// `index` uses (`ValidateKernelDecl`, `ValidateArgInfo`), if anything.
fn same_import_instruction(
    c: &Checker<'_, '_>,
    index: usize,
    id: u32,
    number: u32,
    not_it: &str,
    what: &str,
) -> Option<String> {
    let set_of = |inst: &Instruction<'_>| match inst {
        Instruction::ExtInst { set, instruction, .. }
        | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. } => {
            Some((set.get(), instruction.instruction()))
        }
        _ => None,
    };
    let Some((set, instruction)) = c.def(id).and_then(set_of) else { return Some(not_it.into()) };
    let own = c.module.instructions.get(index).and_then(set_of).map_or(0, |(s, _)| s);
    if set != own {
        return Some(format!("{what} must be from the same extended instruction import"));
    }
    (instruction != number).then(|| not_it.into())
}

/// `IsUint32Constant`: an `OpConstant` of a 32-bit unsigned integer type.
fn is_u32_constant(c: &Checker<'_, '_>, id: u32) -> bool {
    let Some(Instruction::Constant { result_type, .. }) = c.def(id) else { return false };
    matches!(c.def(result_type.get()), Some(Instruction::TypeInt { width: 32, signedness: 0, .. }))
}

/// Whether `id` is an `OpString`.
fn is_string(c: &Checker<'_, '_>, id: u32) -> bool {
    matches!(c.def(id), Some(Instruction::String { .. }))
}
