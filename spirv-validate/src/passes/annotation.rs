//! `AnnotationPass` (SPIRV-Tools' `source/val/validate_annotation.cpp`): what each decoration
//! instruction may target (`OpDecorate`, `OpDecorateId`, `OpMemberDecorate`,
//! `OpDecorationGroup`, `OpGroupDecorate`, `OpGroupMemberDecorate`), which decorations go on
//! which kinds of ids, storage classes under Vulkan, and decorations that exclude each other.
//!
//! spirv-val registers decorations as it walks the instructions, so a rule about "the target
//! already has decoration X" sees only the decorations of earlier instructions; the decoration
//! table records when each was first registered.

#![allow(clippy::collapsible_match, reason = "one arm per decoration, as spirv-val's switch has")]

use alloc::format;
use alloc::vec::Vec;

use spirv_core::spec::{BuiltIn, Capability, Decoration, DecorationKind, Instruction, Op, StorageClass};
use spirv_core::{IdKind, IdRef, InstructionSet, LiteralNumber, Visitor};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The instructions this pass looks at (it accepts any other): the grammar's `Annotation` class but `OpDecorateString` and `OpMemberDecorateString`, which spirv-val's annotation pass does not check.
pub(crate) static OPCODES: spirv_core::OpSet = spirv_core::OpSet::new(spirv_core::spec::OpClass::Annotation.ops())
    .without(spirv_core::spec::Op::DecorateString)
    .without(spirv_core::spec::Op::MemberDecorateString);

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    match inst {
        Instruction::Decorate { target, decoration } => decorate(c, index, target.get(), decoration),
        Instruction::DecorateId { target, decoration } => decorate_id(c, index, target.get(), decoration),
        Instruction::MemberDecorate { structure_type, member, decoration } => {
            member_in_bounds(c, index, "OpMemberDecorate", structure_type.get(), *member)?;
            if not_for_members(decoration.kind()) {
                return Err(c.diag(
                    ErrorKind::InvalidId,
                    Some(index),
                    format!("{} cannot be applied to structure members", decoration.name()),
                ));
            }
            Ok(())
        }
        Instruction::DecorationGroup { result_id } => {
            let Some(group) = IdRef::new(result_id.get()) else { return Ok(()) };
            let module = c.module;
            let users: Vec<u32> = c.uses().users(group).to_vec();
            let misused = users.iter().any(|&user| {
                let Some(user) = module.instructions.get(user as usize) else { return false };
                !matches!(user.op(), Some(Op::Decorate | Op::GroupDecorate | Op::GroupMemberDecorate | Op::Name))
                    && !is_non_semantic(c, user)
            });
            if misused {
                return Err(c.diag(
                    ErrorKind::InvalidId,
                    Some(index),
                    "Result id of OpDecorationGroup can only be targeted by OpName, OpGroupDecorate, OpDecorate, \
                     OpDecorateId, and OpGroupMemberDecorate",
                ));
            }
            Ok(())
        }
        Instruction::GroupDecorate { decoration_group, targets } => {
            group(c, index, "OpGroupDecorate", decoration_group.get())?;
            for target in targets.iter() {
                let target = target.get();
                if c.def(target).is_none_or(|d| d.op() == Some(Op::DecorationGroup)) {
                    let name = c.id_name(target);
                    return Err(c.diag(
                        ErrorKind::InvalidId,
                        Some(index),
                        format!("OpGroupDecorate may not target OpDecorationGroup <id> {name}"),
                    ));
                }
            }
            Ok(())
        }
        Instruction::GroupMemberDecorate { decoration_group, targets } => {
            group(c, index, "OpGroupMemberDecorate", decoration_group.get())?;
            for (target, member) in targets.iter() {
                member_in_bounds(c, index, "OpGroupMemberDecorate", target.get(), member)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// `id`, which instruction `index` (an `op`) decorates a member of, is a struct with a member
/// `member`.
fn member_in_bounds(c: &mut Checker<'_, '_>, index: usize, op: &str, id: u32, member: u32) -> Result<(), Fault> {
    let members = match c.def(id) {
        Some(Instruction::TypeStruct { member_types, .. }) => member_types.len() as u32,
        _ => {
            let name = c.id_name(id);
            let message = format!("{op} Structure type <id> {name} is not a struct type.");
            return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
        }
    };
    if member >= members {
        return Err(out_of_bounds(c, index, op, id, member, members));
    }
    Ok(())
}

/// Whether `inst` is an `OpExtInst` of a non-semantic set (`Instruction::IsNonSemantic`).
fn is_non_semantic(c: &Checker<'_, '_>, inst: &Instruction<'_>) -> bool {
    match inst {
        Instruction::ExtInst { set, .. } | Instruction::ExtInstWithForwardRefsKHR { set, .. } => {
            c.model.ext_import(*set).is_some_and(|name| name.as_bytes().starts_with(b"NonSemantic."))
        }
        _ => false,
    }
}

fn out_of_bounds(c: &mut Checker<'_, '_>, index: usize, op: &str, id: u32, member: u32, members: u32) -> Fault {
    let name = c.id_name(id);
    c.diag(
        ErrorKind::InvalidId,
        Some(index),
        format!(
            "Index {member} provided in {op} for struct <id> {name} is out of bounds. The structure has {members} \
             members. Largest valid index is {}.",
            members.wrapping_sub(1)
        ),
    )
}

/// The decoration group of `OpGroupDecorate` or `OpGroupMemberDecorate`.
fn group(c: &mut Checker<'_, '_>, index: usize, op: &str, id: u32) -> Result<(), Fault> {
    if c.def_is(id, Op::DecorationGroup) {
        return Ok(());
    }
    let name = c.id_name(id);
    Err(c.diag(
        ErrorKind::InvalidId,
        Some(index),
        format!("{op} Decoration group <id> {name} is not a decoration group."),
    ))
}

/// Whether the decoration takes ids (`DecorationTakesIdParameters`).
fn takes_ids(kind: DecorationKind) -> bool {
    use DecorationKind as D;
    matches!(
        kind,
        D::UniformId
            | D::AlignmentId
            | D::MaxByteOffsetId
            | D::CounterBuffer
            | D::NodeMaxPayloadsAMDX
            | D::NodeSharesPayloadLimitsWithAMDX
            | D::PayloadNodeArraySizeAMDX
            | D::PayloadNodeNameAMDX
            | D::PayloadNodeBaseIndexAMDX
    )
}

/// Decorations only for structure members (`IsMemberDecorationOnly`).
fn only_for_members(kind: DecorationKind) -> bool {
    matches!(kind, DecorationKind::RowMajor | DecorationKind::ColMajor | DecorationKind::MatrixStride)
}

/// Decorations never for structure members (`IsNotMemberDecoration`).
fn not_for_members(kind: DecorationKind) -> bool {
    use DecorationKind as D;
    matches!(
        kind,
        D::SpecId
            | D::Block
            | D::BufferBlock
            | D::ArrayStride
            | D::GLSLShared
            | D::GLSLPacked
            | D::CPacked
            | D::Aliased
            | D::Constant
            | D::Uniform
            | D::UniformId
            | D::SaturatedConversion
            | D::Index
            | D::Binding
            | D::DescriptorSet
            | D::FuncParamAttr
            | D::FPRoundingMode
            | D::FPFastMathMode
            | D::LinkageAttributes
            | D::NoContraction
            | D::InputAttachmentIndex
            | D::Alignment
            | D::MaxByteOffset
            | D::AlignmentId
            | D::MaxByteOffsetId
            | D::NoSignedWrap
            | D::NoUnsignedWrap
            | D::NonUniform
            | D::RestrictPointer
            | D::AliasedPointer
            | D::CounterBuffer
    )
}

/// `OpDecorate` (`ValidateDecorate`).
fn decorate(c: &mut Checker<'_, '_>, index: usize, target: u32, decoration: &Decoration<'_>) -> Result<(), Fault> {
    let kind = decoration.kind();
    let Some(target_inst) = c.def(target) else {
        return Err(c.diag(ErrorKind::InvalidId, Some(index), "target is not defined"));
    };
    if c.options.target_env.is_vulkan() && matches!(kind, DecorationKind::GLSLShared | DecorationKind::GLSLPacked) {
        let message = format!(
            "{}OpDecorate decoration '{}' is not valid for the Vulkan execution environment.",
            c.vuid(4669),
            decoration.name()
        );
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    const BOTH: &str = "FPFastMathMode and NoContraction cannot decorate the same target";
    if let Decoration::FPFastMathMode(mask) = decoration {
        if c.decoration_table().registered_before(target, DecorationKind::NoContraction, index) {
            return Err(c.diag(ErrorKind::InvalidId, Some(index), BOTH));
        }
        const CONTRACT: u32 = 0x1_0000;
        const REASSOC: u32 = 0x2_0000;
        const TRANSFORM: u32 = 0x4_0000;
        let bits = mask.bits();
        if bits & TRANSFORM != 0 && bits & (CONTRACT | REASSOC) != CONTRACT | REASSOC {
            return Err(c.diag(
                ErrorKind::InvalidData,
                Some(index),
                "AllowReassoc and AllowContract must be specified when AllowTransform is specified",
            ));
        }
    }
    if kind == DecorationKind::NoContraction
        && c.decoration_table().registered_before(target, DecorationKind::FPFastMathMode, index)
    {
        return Err(c.diag(ErrorKind::InvalidId, Some(index), BOTH));
    }
    if takes_ids(kind) {
        return Err(c.diag(
            ErrorKind::InvalidId,
            Some(index),
            "Decorations taking ID parameters may not be used with OpDecorateId",
        ));
    }
    if target_inst.op() != Some(Op::DecorationGroup) {
        if only_for_members(kind) {
            return Err(c.diag(
                ErrorKind::InvalidId,
                Some(index),
                format!("{} can only be applied to structure members", decoration.name()),
            ));
        }
        decoration_target(c, index, decoration, target, target_inst)?;
    }
    Ok(())
}

/// What a decoration may target (`ValidateDecorationTarget`).
fn decoration_target<'m, 'a>(
    c: &mut Checker<'m, 'a>,
    index: usize,
    decoration: &Decoration<'_>,
    target: u32,
    target_inst: &'m Instruction<'a>,
) -> Result<(), Fault> {
    use DecorationKind as D;
    let kind = decoration.kind();
    let op = target_inst.op();
    let is_variable = matches!(op, Some(Op::Variable | Op::UntypedVariableKHR));
    let fail = |c: &mut Checker<'_, '_>, vuid: u32, what: &str| {
        let name = c.id_name(target);
        let message = format!("{}{} decoration on target <id> {name} {what}", c.vuid(vuid), decoration.name());
        Err(c.diag(ErrorKind::InvalidId, Some(index), message))
    };
    match kind {
        D::SpecId => {
            if !matches!(op, Some(Op::SpecConstantTrue | Op::SpecConstantFalse | Op::SpecConstant)) {
                return fail(c, 0, "must be a scalar specialization constant");
            }
        }
        D::Block | D::BufferBlock | D::GLSLShared | D::GLSLPacked | D::CPacked => {
            if op != Some(Op::TypeStruct) {
                return fail(c, 0, "must be a structure type");
            }
        }
        D::ArrayStride => {
            if !matches!(op, Some(Op::TypeArray | Op::TypeRuntimeArray | Op::TypePointer | Op::TypeUntypedPointerKHR)) {
                return fail(c, 0, "must be an array or pointer type");
            }
        }
        D::BuiltIn => {
            let is_constant = spirv_core::predicates::is_constant(target_inst.opcode() as u16);
            if !is_variable && !is_constant {
                return Err(c.diag(
                    ErrorKind::InvalidData,
                    Some(index),
                    "BuiltIns can only target variables, structure members or constants",
                ));
            }
            let workgroup_size = matches!(decoration, Decoration::BuiltIn(BuiltIn::WorkgroupSize));
            if workgroup_size && c.facts.has_plain_capability(Capability::Shader) {
                if !is_constant {
                    return fail(c, 0, "must be a constant for WorkgroupSize");
                }
            } else if !is_variable {
                return fail(c, 0, "must be a variable");
            }
        }
        D::NoPerspective
        | D::Flat
        | D::Patch
        | D::Centroid
        | D::Sample
        | D::Restrict
        | D::Aliased
        | D::Volatile
        | D::Coherent
        | D::NonWritable
        | D::NonReadable
        | D::XfbBuffer
        | D::XfbStride
        | D::Component
        | D::Stream
        | D::RestrictPointer
        | D::AliasedPointer
        | D::PerPrimitiveEXT => {
            if !is_variable && !matches!(op, Some(Op::FunctionParameter | Op::RawAccessChainNV)) {
                return fail(c, 0, "must be a memory object declaration");
            }
            if !c.is_pointer_type(c.type_of(target)) {
                return fail(c, 0, "must be a pointer type");
            }
        }
        D::Invariant
        | D::Constant
        | D::Location
        | D::Index
        | D::Binding
        | D::DescriptorSet
        | D::InputAttachmentIndex => {
            if !is_variable {
                return fail(c, 0, "must be a variable");
            }
        }
        _ => {}
    }
    if !c.options.target_env.is_vulkan() {
        return Ok(());
    }
    // The storage class: operand 1 of the target's type if that has more than two operands (a
    // typed pointer's), Uniform otherwise.
    let sc = type_operand_1(c, c.type_of(target)).unwrap_or(StorageClass::Uniform as u32);
    let is = |classes: &[StorageClass]| classes.iter().any(|&s| s as u32 == sc);
    use StorageClass as S;
    match kind {
        D::Location | D::Component => {
            if !is(&[
                S::Input,
                S::Output,
                S::RayPayloadKHR,
                S::IncomingRayPayloadKHR,
                S::HitAttributeKHR,
                S::CallableDataKHR,
                S::IncomingCallableDataKHR,
                S::ShaderRecordBufferKHR,
                S::HitObjectAttributeNV,
                S::HitObjectAttributeEXT,
                S::TileImageEXT,
            ]) {
                let message = format!(
                    "{}{} decoration must not be applied to this storage class",
                    c.vuid(6672),
                    decoration.name()
                );
                let at = c.model.def_index(IdRef::new(target).expect("defined, so not 0"));
                return Err(c.diag(ErrorKind::InvalidId, at, message));
            }
        }
        D::Index => {
            if !is(&[S::Output]) {
                return fail(c, 0, "must be in the Output storage class");
            }
        }
        D::Binding | D::DescriptorSet => {
            if !is(&[S::StorageBuffer, S::Uniform, S::UniformConstant, S::TileAttachmentQCOM]) {
                return fail(c, 6491, "must be in the StorageBuffer, Uniform, or UniformConstant storage class");
            }
        }
        D::InputAttachmentIndex => {
            if !is(&[S::UniformConstant]) {
                return fail(c, 6678, "must be in the UniformConstant storage class");
            }
        }
        D::Flat | D::NoPerspective | D::Centroid | D::Sample => {
            if !is(&[S::Input, S::Output]) {
                return fail(c, 4670, "storage class must be Input or Output");
            }
        }
        D::PerVertexKHR => {
            if !is(&[S::Input]) {
                return fail(c, 6777, "storage class must be Input");
            }
        }
        _ => {}
    }
    Ok(())
}

/// Operand 1 (after the result id) of the type `id`, as a word, if the type has more than two
/// operands.
fn type_operand_1(c: &Checker<'_, '_>, id: u32) -> Option<u32> {
    struct Second {
        seen: usize,
        value: Option<u32>,
    }
    impl Second {
        fn push(&mut self, word: u32) {
            if self.seen == 1 {
                self.value = Some(word);
            }
            self.seen += 1;
        }
    }
    impl<'a> Visitor<'a> for Second {
        fn id(&mut self, _: IdKind, id: IdRef) {
            self.push(id.get());
        }
        fn integer(&mut self, value: u32) {
            self.push(value);
        }
        fn float(&mut self, value: f32) {
            self.push(value.to_bits());
        }
        fn number(&mut self, value: LiteralNumber) {
            self.push(value.bits() as u32);
        }
        fn string(&mut self, _: &spirv_core::Str<'a>) {
            self.push(0);
        }
        fn enumerant(&mut self, _: &'static str, value: u32) {
            self.push(value);
        }
        fn flags(&mut self, _: &'static str, bits: u32) {
            self.push(bits);
        }
    }
    let inst = c.def(id)?;
    let mut second = Second { seen: 0, value: None };
    inst.visit_operands(&mut second);
    if second.seen > 2 { second.value } else { None }
}

/// `OpDecorateId` (`ValidateDecorateId`).
fn decorate_id(c: &mut Checker<'_, '_>, index: usize, target: u32, decoration: &Decoration<'_>) -> Result<(), Fault> {
    if c.def_is(target, Op::DecorationGroup) {
        let name = c.id_name(target);
        return Err(c.diag(
            ErrorKind::InvalidId,
            Some(index),
            format!("OpMemberDecorate Target <id> {name} must not be an OpDecorationGroup instruction."),
        ));
    }
    if !takes_ids(decoration.kind()) {
        return Err(c.diag(
            ErrorKind::InvalidId,
            Some(index),
            "Decorations that don't take ID parameters may not be used with OpDecorateId",
        ));
    }
    struct Ids(Vec<u32>);
    impl Visitor<'_> for Ids {
        fn id(&mut self, _: IdKind, id: IdRef) {
            self.0.push(id.get());
        }
    }
    let mut ids = Ids(Vec::new());
    spirv_core::Operand::visit(decoration, &mut ids);
    let target_at = IdRef::new(target).and_then(|t| c.model.def_index(t));
    for param in ids.0 {
        let param_at = IdRef::new(param).and_then(|p| c.model.def_index(p));
        // spirv-val compares where the two are defined (an undefined one is first).
        let later = match (target_at, param_at) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(t), Some(p)) => t <= p,
        };
        if later {
            let name = c.id_name(param);
            return Err(c.diag(
                ErrorKind::InvalidId,
                Some(index),
                format!("Parameter <ID> {name} must appear earlier in the binary than the target"),
            ));
        }
    }
    Ok(())
}
