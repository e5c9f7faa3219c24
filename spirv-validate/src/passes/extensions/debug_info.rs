//! `ValidateExtInstDebugInfo100`: the operands of the instructions of `OpenCL.DebugInfo.100`
//! and `NonSemantic.Shader.DebugInfo.100`: which instruction (an `OpString`, an `OpConstant`,
//! a debug instruction of a kind, a lexical scope, a debug type) each operand must name, and, in
//! the Vulkan set, the 32-bit unsigned constants that stand for the other set's literals. The
//! binary parse has checked the operands' number and kinds against the set's grammar; these are
//! the rules the grammar cannot state.
//!
//! spirv-val reads the operands as words (`inst->word(i)`, word 5 the first operand), of the
//! instruction and of those its operands name; so do these checks, through the operands the id
//! pass collected ([`word`]), so that what spirv-val reads of a literal or of an id alike (the
//! `Tag` of a composite, an id in one set and a literal in the other) is read the same here.

use alloc::format;

use spirv_core::ExtSet;
use spirv_core::ext::nonsemantic_shader_debuginfo_100::Op as V;
use spirv_core::ext::opencl_debuginfo_100::Op as D;
use spirv_core::spec::{Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::operands::Operand;

/// `DebugBaseTypeAttributeEncoding`'s `Signed` and `Unsigned`.
const SIGNED: u32 = 4;
const UNSIGNED: u32 = 6;
/// `DebugCompositeType`'s `Class` and `Structure`.
const CLASS: u32 = 0;
const STRUCTURE: u32 = 1;

/// The opcodes `DebugGlobalVariable`'s `Variable` may name (besides `DebugInfoNone`).
const GLOBAL_VARIABLE_OPS: &[Op] = &[
    Op::Variable,
    Op::ConstantTrue,
    Op::ConstantFalse,
    Op::Constant,
    Op::ConstantComposite,
    Op::ConstantSampler,
    Op::ConstantNull,
    Op::SpecConstantTrue,
    Op::SpecConstantFalse,
    Op::SpecConstant,
    Op::SpecConstantComposite,
    Op::SpecConstantOp,
];

/// The instruction being checked: where it is, its set, its number and word count.
struct Debug {
    index: usize,
    /// `NonSemantic.Shader.DebugInfo.100` (spirv-val's `vulkanDebugInfo`), else
    /// `OpenCL.DebugInfo.100`.
    vulkan: bool,
    number: u16,
    /// The `OpExtInstImport` of its set.
    set: u32,
    /// The instruction's words (`inst->words().size()`).
    words: usize,
}

/// Checks the `OpExtInst` at `index`, instruction `number` of `OpenCL.DebugInfo.100` or (with
/// `vulkan`) `NonSemantic.Shader.DebugInfo.100`, imported by `set`.
pub(crate) fn check(c: &mut Checker<'_, '_>, index: usize, set: u32, number: u16, vulkan: bool) -> Result<(), Fault> {
    let words = c.operands.range(index).len() + 1;
    let d = Debug { index, vulkan, number, set, words };
    if !c.is_void_type(c.result_type_at(index)) {
        return d.fail(c, "expected result type must be a result id of OpTypeVoid");
    }
    if vulkan {
        vulkan_only(c, &d)?;
    }
    if !vulkan && number == D::DebugModuleINTEL as u16 {
        return Ok(());
    }
    common(c, &d)
}

impl Debug {
    /// The instruction's name in messages (`GetExtInstName`): the import's name and the
    /// instruction's.
    fn name(&self, c: &Checker<'_, '_>) -> alloc::string::String {
        let name = match self.vulkan {
            true => V::from_u16(self.number).map(V::name),
            false => D::from_u16(self.number).map(D::name),
        };
        match name {
            Some(name) => {
                let import = spirv_core::IdRef::new(self.set).and_then(|set| c.model.ext_import(set));
                format!("{} {name}", import.map(|i| i.to_string_lossy()).unwrap_or_default())
            }
            None => "Unknown ExtInst".into(),
        }
    }

    /// An error about this instruction: its name, then `message`.
    fn fail(&self, c: &mut Checker<'_, '_>, message: &str) -> Result<(), Fault> {
        let message = format!("{}: {message}", self.name(c));
        Err(c.diag(ErrorKind::InvalidData, Some(self.index), message))
    }

    /// Word `w` of this instruction.
    fn word(&self, c: &Checker<'_, '_>, w: usize) -> Option<u32> {
        word(c, self.index, w)
    }

    /// The instruction word `w` names (`FindDef(inst->word(w))`), by its index.
    fn def(&self, c: &Checker<'_, '_>, w: usize) -> Option<usize> {
        def_index(c, self.word(c, w)?)
    }

    /// `ValidateOperandForDebugInfo`: operand `w`, `name`, is the result of an `op`.
    fn op(&self, c: &mut Checker<'_, '_>, name: &str, op: Op, w: usize) -> Result<(), Fault> {
        if self.def(c, w).is_some_and(|j| c.opcode_at(j) == op as u16) {
            return Ok(());
        }
        self.fail(c, &format!("expected operand {name} must be a result id of {}", op.name()))
    }

    /// `CHECK_CONST_UINT_OPERAND`: in the Vulkan set, operand `w`, `name`, is a 32-bit unsigned
    /// `OpConstant` (in the other set it is a literal).
    fn uint(&self, c: &mut Checker<'_, '_>, name: &str, w: usize) -> Result<(), Fault> {
        if !self.vulkan || self.word(c, w).is_some_and(|id| is_uint32_constant(c, id)) {
            return Ok(());
        }
        self.fail(c, &format!("expected operand {name} must be a result id of 32-bit unsigned OpConstant"))
    }

    /// `DoesDebugInfoOperandMatchExpectation`: operand `w` is an instruction of either debug
    /// set whose number `expected` accepts.
    fn is(&self, c: &Checker<'_, '_>, w: usize, expected: impl Fn(u32) -> bool) -> bool {
        w < self.words
            && self.word(c, w).and_then(|id| debug_number(c, id, (self.set, self.vulkan), false)).is_some_and(expected)
    }

    /// `ValidateDebugInfoOperand`: operand `w`, `name`, is a `kind` of either set.
    fn debug(&self, c: &mut Checker<'_, '_>, name: &str, kind: D, w: usize) -> Result<(), Fault> {
        if self.is(c, w, |n| n == kind as u32) {
            return Ok(());
        }
        self.fail(c, &format!("expected operand {name} must be a result id of {}", kind.name()))
    }

    /// The operands `DebugFunction` and `DebugFunctionDeclaration` share: Name to Flags.
    fn function(&self, c: &mut Checker<'_, '_>) -> Result<(), Fault> {
        self.op(c, "Name", Op::String, 5)?;
        self.debug(c, "Type", D::DebugTypeFunction, 6)?;
        self.debug(c, "Source", D::DebugSource, 7)?;
        self.uint(c, "Line", 8)?;
        self.uint(c, "Column", 9)?;
        self.scope(c, "Parent", 10)?;
        self.op(c, "Linkage Name", Op::String, 11)?;
        self.uint(c, "Flags", 12)
    }

    /// `ValidateOperandLexicalScope`.
    fn scope(&self, c: &mut Checker<'_, '_>, name: &str, w: usize) -> Result<(), Fault> {
        let scopes = [D::DebugCompilationUnit, D::DebugFunction, D::DebugLexicalBlock, D::DebugTypeComposite];
        if self.is(c, w, |n| scopes.iter().any(|&s| s as u32 == n)) {
            return Ok(());
        }
        self.fail(c, &format!("expected operand {name} must be a result id of a lexical scope"))
    }

    /// `ValidateOperandDebugType`: operand `w`, `name`, is a debug type (`DebugTypeBasic` to
    /// `DebugTypeTemplate`; the Vulkan set's `DebugTypeMatrix` in that set; the template
    /// parameters with `template`).
    fn debug_type(&self, c: &mut Checker<'_, '_>, name: &str, w: usize, template: bool) -> Result<(), Fault> {
        if self.vulkan
            && w < self.words
            && self.word(c, w).and_then(|id| debug_number(c, id, (self.set, self.vulkan), true))
                == Some(V::DebugTypeMatrix as u32)
        {
            return Ok(());
        }
        let is_type = |n: u32| {
            let parameter =
                n == D::DebugTypeTemplateParameter as u32 || n == D::DebugTypeTemplateTemplateParameter as u32;
            (template && parameter) || (D::DebugTypeBasic as u32..=D::DebugTypeTemplate as u32).contains(&n)
        };
        if self.is(c, w, is_type) {
            return Ok(());
        }
        self.fail(c, &format!("expected operand {name} is not a valid debug type"))
    }

    /// Whether operand `w` is `DebugInfoNone`.
    fn is_none(&self, c: &Checker<'_, '_>, w: usize) -> bool {
        self.is(c, w, |n| n == D::DebugInfoNone as u32)
    }
}

/// Word `w` of instruction `j` as spirv-val reads it (`inst->word(w)`): from the operands the
/// id pass collected (ids, one-word literals, the number of an extended instruction) and the
/// low word of an `OpConstant`'s value; `None` past the instruction's end or inside a longer
/// literal (a string), where spirv-val would read what follows.
#[inline]
fn word(c: &Checker<'_, '_>, j: usize, w: usize) -> Option<u32> {
    let range = c.operands.range(j);
    let at = range.start + w.checked_sub(1)?;
    if at >= range.end {
        return None;
    }
    match c.operands.at(at) {
        Operand::Id(_, v) | Operand::RawId(v) | Operand::Word(v) | Operand::ExtNumber(v) => Some(v),
        Operand::Other => match c.module.instructions.get(j)? {
            Instruction::Constant { value, .. } if w == 3 => Some(value.bits() as u32),
            _ => None,
        },
    }
}

/// How many words instruction `j` has, as far as [`word`] reads them.
fn word_count(c: &Checker<'_, '_>, j: usize) -> usize {
    c.operands.range(j).len() + 1
}

/// The index of the instruction defining `id`.
fn def_index(c: &Checker<'_, '_>, id: u32) -> Option<usize> {
    c.model.def_index(spirv_core::IdRef::new(id)?)
}

/// The instruction number of `id`'s definition, if it is an extended instruction of
/// `OpenCL.DebugInfo.100` or `NonSemantic.Shader.DebugInfo.100` (only the latter with
/// `vulkan_only`); `own` is the import of the instruction asking, `vulkan` whether that is the
/// Vulkan set (most operands name instructions of the same set: no look-up for those).
fn debug_number(c: &Checker<'_, '_>, id: u32, own: (u32, bool), vulkan_only: bool) -> Option<u32> {
    let j = def_index(c, id)?;
    let op = c.opcode_at(j);
    if op != Op::ExtInst as u16 && op != Op::ExtInstWithForwardRefsKHR as u16 {
        return None;
    }
    let set = word(c, j, 3)?;
    let vulkan = match set == own.0 {
        true => own.1,
        false => match c.model.ext_set(spirv_core::IdRef::new(set)?)? {
            ExtSet::NonSemanticShaderDebugInfo100 => true,
            ExtSet::OpenClDebugInfo100 => false,
            _ => return None,
        },
    };
    if vulkan_only && !vulkan {
        return None;
    }
    word(c, j, 4)
}

/// `IsUint32Constant`: `id` is an `OpConstant` of a 32-bit unsigned integer type.
#[inline]
fn is_uint32_constant(c: &Checker<'_, '_>, id: u32) -> bool {
    def_index(c, id).is_some_and(|j| {
        c.opcode_at(j) == Op::Constant as u16
            && matches!(c.def(c.result_type_at(j)), Some(Instruction::TypeInt { width: 32, signedness: 0, .. }))
    })
}

/// `IsConstWithIntScalarType`: `id` is an `OpConstant` of an integer type.
fn is_int_constant(c: &Checker<'_, '_>, id: u32) -> bool {
    def_index(c, id).is_some_and(|j| c.opcode_at(j) == Op::Constant as u16 && c.is_int_scalar_type(c.result_type_at(j)))
}

/// The encoding of a `DebugTypeBasic` (its word 7): in the Vulkan set the low word of the
/// constant it names, if that is a 32-bit unsigned constant (`None` otherwise).
fn encoding(c: &Checker<'_, '_>, basic: usize, vulkan: bool) -> Option<u32> {
    let encoding = word(c, basic, 7)?;
    if !vulkan {
        return Some(encoding);
    }
    if !is_uint32_constant(c, encoding) {
        return None;
    }
    word(c, def_index(c, encoding)?, 3)
}

/// `IsDebugVariableWithIntScalarType`: `id` is a `DebugLocalVariable` or `DebugGlobalVariable`
/// (of either set: spirv-val reads word 4 of any instruction) whose type is a
/// `DebugTypeBasic` of a signed or unsigned encoding.
fn is_int_debug_variable(c: &Checker<'_, '_>, id: u32, vulkan: bool) -> bool {
    let is_int = || {
        let var = def_index(c, id)?;
        let kind = word(c, var, 4)?;
        if kind != D::DebugLocalVariable as u32 && kind != D::DebugGlobalVariable as u32 {
            return None;
        }
        let ty = def_index(c, word(c, var, 6)?)?;
        if word(c, ty, 4)? != D::DebugTypeBasic as u32 {
            return None;
        }
        let encoding = encoding(c, ty, vulkan)?;
        Some(encoding == SIGNED || encoding == UNSIGNED)
    };
    is_int().unwrap_or(false)
}

/// Whether operand `w` of a `DebugTypeArray` is a good component count: an `OpConstant` of a
/// 32- or 64-bit integer type (not 0 in `OpenCL.DebugInfo.100`), or a debug variable whose type
/// is a `DebugTypeBasic` of unsigned encoding and a size of 32 or 64 bits.
fn is_component_count(c: &Checker<'_, '_>, d: &Debug, w: usize) -> bool {
    let Some(count) = d.def(c, w) else { return false };
    let ty = c.result_type_at(count);
    if c.opcode_at(count) == Op::Constant as u16 && c.is_int_scalar_type(ty) && matches!(c.bit_width(ty), 32 | 64) {
        return d.vulkan || word(c, count, 3).is_some_and(|v| v != 0);
    }
    let variable = || {
        let kind = word(c, count, 4)?;
        if word_count(c, count) <= 6 || kind != D::DebugLocalVariable as u32 && kind != D::DebugGlobalVariable as u32 {
            return None;
        }
        let basic = def_index(c, word(c, count, 6)?)?;
        if word_count(c, basic) <= 7
            || word(c, basic, 4)? != D::DebugTypeBasic as u32
            || encoding(c, basic, d.vulkan)? != UNSIGNED
        {
            return None;
        }
        let size = def_index(c, word(c, basic, 6)?)?;
        let bits = word(c, size, 3)?;
        Some(c.is_int_scalar_type(c.result_type_at(size)) && (bits == 32 || bits == 64))
    };
    variable().unwrap_or(false)
}

/// The checks of the instructions only `NonSemantic.Shader.DebugInfo.100` has, and of the
/// operands it gives others that `OpenCL.DebugInfo.100` does not.
fn vulkan_only(c: &mut Checker<'_, '_>, d: &Debug) -> Result<(), Fault> {
    let Some(op) = V::from_u16(d.number) else { return Ok(()) };
    match op {
        V::DebugTypeBasic => d.uint(c, "Flags", 8)?,
        V::DebugDeclare => {
            for w in 8..d.words {
                let index_type = d.def(c, w).map_or(0, |j| c.result_type_at(j));
                if index_type == 0 || !c.is_int_scalar_type(index_type) {
                    return d.fail(c, "expected index must be scalar integer");
                }
            }
        }
        V::DebugTypeMatrix => {
            d.debug(c, "Vector Type", D::DebugTypeVector, 5)?;
            d.uint(c, "Vector Count", 6)?;
            let Some(count) = d.word(c, 6).and_then(|id| c.constant_u64(id)) else {
                return d.fail(c, "Vector Count must be 32-bit integer OpConstant");
            };
            if !(1..=4).contains(&(count as u32)) {
                return d.fail(c, "Vector Count must be positive integer less than or equal to 4");
            }
        }
        V::DebugFunctionDefinition => {
            d.debug(c, "Function", D::DebugFunction, 5)?;
            d.op(c, "Definition", Op::Function, 6)?;
            let (function, entry) = match c.model.block_at(d.index) {
                Some((f, block)) => (f.id.get(), f.blocks.first().is_some_and(|b| b.label == block.label)),
                None => (c.model.function_at(d.index).map_or(0, |f| f.id.get()), false),
            };
            if !entry {
                return d.fail(c, "must be in the entry basic block of the function");
            }
            if d.word(c, 6) != Some(function) {
                return d.fail(c, "operand Definition must point to the OpFunction it is inside");
            }
        }
        V::DebugLine => {
            d.debug(c, "Source", D::DebugSource, 5)?;
            d.uint(c, "Line Start", 6)?;
            d.uint(c, "Line End", 7)?;
            d.uint(c, "Column Start", 8)?;
            d.uint(c, "Column End", 9)?;
            // `EvalInt32IfConst`: the operands are 32-bit unsigned constants (checked above).
            let value = |w| d.def(c, w).and_then(|j| word(c, j, 3)).unwrap_or(0);
            let (line_start, line_end, column_start, column_end) = (value(6), value(7), value(8), value(9));
            if line_end < line_start {
                return d.fail(c, &format!("operand Line End ({line_end}) is less than Line Start ({line_start})"));
            }
            if line_start == line_end && column_end < column_start {
                return d.fail(
                    c,
                    &format!(
                        "operand Column End ({column_end}) is less than Column Start ({column_start}) when Line Start \
                         equals Line End"
                    ),
                );
            }
        }
        V::DebugSourceContinued => d.op(c, "Text", Op::String, 5)?,
        V::DebugBuildIdentifier => {
            d.op(c, "Identifier", Op::String, 5)?;
            d.uint(c, "Flags", 6)?;
        }
        V::DebugStoragePath => d.op(c, "Path", Op::String, 5)?,
        V::DebugEntryPoint => {
            d.debug(c, "Entry Point", D::DebugFunction, 5)?;
            d.debug(c, "Compilation Unit", D::DebugCompilationUnit, 6)?;
            d.op(c, "Compiler Signature", Op::String, 7)?;
            d.op(c, "Command-line Arguments", Op::String, 8)?;
        }
        _ => {}
    }
    Ok(())
}

/// The checks of the instructions both sets have (numbered alike), in the operands' order.
fn common(c: &mut Checker<'_, '_>, d: &Debug) -> Result<(), Fault> {
    // The Vulkan set's own instructions (numbers from 101) are none of these.
    let Some(op) = D::from_u16(d.number) else { return Ok(()) };
    let vulkan = d.vulkan;
    match op {
        D::DebugOperation => {
            d.uint(c, "Operation", 5)?;
            for w in 6..d.words {
                d.uint(c, "Operand", w)?;
            }
        }
        D::DebugCompilationUnit => {
            d.uint(c, "Version", 5)?;
            d.uint(c, "DWARF Version", 6)?;
            d.debug(c, "Source", D::DebugSource, 7)?;
            d.uint(c, "Language", 8)?;
        }
        D::DebugSource => {
            d.op(c, "File", Op::String, 5)?;
            if d.words == 7 {
                d.op(c, "Text", Op::String, 6)?;
            }
        }
        D::DebugTypeBasic => {
            d.op(c, "Name", Op::String, 5)?;
            d.op(c, "Size", Op::Constant, 6)?;
            d.uint(c, "Encoding", 7)?;
        }
        D::DebugTypePointer => {
            d.debug_type(c, "Base Type", 5, false)?;
            d.uint(c, "Storage Class", 6)?;
            d.uint(c, "Flags", 7)?;
        }
        D::DebugTypeQualifier => {
            d.debug_type(c, "Base Type", 5, false)?;
            d.uint(c, "Type Qualifier", 6)?;
        }
        D::DebugTypeVector => {
            d.debug(c, "Base Type", D::DebugTypeBasic, 5)?;
            d.uint(c, "Component Count", 6)?;
            let count = match vulkan {
                true => match d.word(c, 6).and_then(|id| c.constant_u64(id)) {
                    Some(value) => value as u32,
                    None => return d.fail(c, "Component Count must be 32-bit integer OpConstant"),
                },
                false => d.word(c, 6).unwrap_or(0),
            };
            if !(1..=4).contains(&count) {
                return d.fail(c, "Component Count must be positive integer less than or equal to 4");
            }
        }
        D::DebugTypeArray => {
            d.debug_type(c, "Base Type", 5, false)?;
            for w in 6..d.words {
                if !is_component_count(c, d, w) {
                    return d.fail(
                        c,
                        "Component Count must be OpConstant with a 32- or 64-bits integer scalar type or \
                         DebugGlobalVariable or DebugLocalVariable with a 32- or 64-bits unsigned integer scalar type",
                    );
                }
            }
        }
        D::DebugTypedef => {
            d.op(c, "Name", Op::String, 5)?;
            d.debug(c, "Base Type", D::DebugTypeBasic, 6)?;
            d.debug(c, "Source", D::DebugSource, 7)?;
            d.uint(c, "Line", 8)?;
            d.uint(c, "Column", 9)?;
            d.scope(c, "Parent", 10)?;
        }
        D::DebugTypeFunction => {
            d.uint(c, "Flags", 5)?;
            if d.def(c, 6).is_none_or(|j| c.opcode_at(j) != Op::TypeVoid as u16) {
                d.debug_type(c, "Return Type", 6, true)?;
            }
            for w in 7..d.words {
                d.debug_type(c, "Parameter Types", w, true)?;
            }
        }
        D::DebugTypeEnum => {
            d.op(c, "Name", Op::String, 5)?;
            if !d.is_none(c, 6) {
                d.debug_type(c, "Underlying Types", 6, false)?;
            }
            d.debug(c, "Source", D::DebugSource, 7)?;
            d.uint(c, "Line", 8)?;
            d.uint(c, "Column", 9)?;
            d.scope(c, "Parent", 10)?;
            d.op(c, "Size", Op::Constant, 11)?;
            let size = d.def(c, 11);
            let positive = size
                .is_some_and(|j| c.is_int_scalar_type(c.result_type_at(j)) && word(c, j, 3).is_some_and(|v| v != 0));
            if !positive {
                return d.fail(c, "expected operand Size is a positive integer");
            }
            d.uint(c, "Flags", 12)?;
            let mut w = 13;
            while w + 1 < d.words {
                d.op(c, "Value", Op::Constant, w)?;
                d.op(c, "Name", Op::String, w + 1)?;
                w += 2;
            }
        }
        D::DebugTypeComposite => {
            d.op(c, "Name", Op::String, 5)?;
            d.debug(c, "Source", D::DebugSource, 7)?;
            d.uint(c, "Line", 8)?;
            d.uint(c, "Column", 9)?;
            d.scope(c, "Parent", 10)?;
            d.op(c, "Linkage Name", Op::String, 11)?;
            if !d.is_none(c, 12) {
                d.op(c, "Size", Op::Constant, 12)?;
            }
            d.uint(c, "Flags", 13)?;
            let members = [D::DebugTypeMember, D::DebugFunction, D::DebugTypeInheritance];
            for w in 14..d.words {
                if !d.is(c, w, |n| members.iter().any(|&m| m as u32 == n)) {
                    return d.fail(
                        c,
                        "expected operand Members must be DebugTypeMember, DebugFunction, or DebugTypeInheritance",
                    );
                }
            }
        }
        D::DebugTypeMember => {
            d.op(c, "Name", Op::String, 5)?;
            d.debug_type(c, "Type", 6, true)?;
            d.debug(c, "Source", D::DebugSource, 7)?;
            d.uint(c, "Line", 8)?;
            d.uint(c, "Column", 9)?;
            // The Vulkan set has no Parent operand.
            let at = if vulkan { 10 } else { 11 };
            if !vulkan {
                d.debug(c, "Parent", D::DebugTypeComposite, 10)?;
            }
            d.op(c, "Offset", Op::Constant, at)?;
            d.op(c, "Size", Op::Constant, at + 1)?;
            d.uint(c, "Flags", at + 2)?;
            if d.words == at + 4 {
                d.op(c, "Value", Op::Constant, at + 3)?;
            }
        }
        D::DebugTypeInheritance => {
            // Word 6 of the composites is their Tag: a literal in OpenCL.DebugInfo.100, an id in
            // the Vulkan set, which spirv-val compares alike.
            let class_or_struct = |c: &Checker<'_, '_>, w: usize| {
                d.def(c, w).and_then(|j| word(c, j, 6)).is_some_and(|tag| tag == CLASS || tag == STRUCTURE)
            };
            d.debug(c, "Child", D::DebugTypeComposite, 5)?;
            if !class_or_struct(c, 5) {
                return d.fail(c, "expected operand Child must be class or struct debug type");
            }
            d.debug(c, "Parent", D::DebugTypeComposite, 6)?;
            if !class_or_struct(c, 6) {
                return d.fail(c, "expected operand Parent must be class or struct debug type");
            }
            d.op(c, "Offset", Op::Constant, 7)?;
            d.op(c, "Size", Op::Constant, 8)?;
            d.uint(c, "Flags", 9)?;
        }
        D::DebugFunction => {
            d.function(c)?;
            d.uint(c, "Scope Line", 13)?;
            // The Vulkan set does not name the OpFunction.
            if vulkan {
                if d.words == 15 {
                    d.debug(c, "Declaration", D::DebugFunctionDeclaration, 14)?;
                }
            } else {
                if !d.is_none(c, 14) {
                    d.op(c, "Function", Op::Function, 14)?;
                }
                if d.words == 16 {
                    d.debug(c, "Declaration", D::DebugFunctionDeclaration, 15)?;
                }
            }
        }
        D::DebugFunctionDeclaration => {
            d.function(c)?;
        }
        D::DebugLexicalBlock => {
            d.debug(c, "Source", D::DebugSource, 5)?;
            d.uint(c, "Line", 6)?;
            d.uint(c, "Column", 7)?;
            d.scope(c, "Parent", 8)?;
            if d.words == 10 {
                d.op(c, "Name", Op::String, 9)?;
            }
        }
        D::DebugScope => {
            d.scope(c, "Scope", 5)?;
            if d.words == 7 {
                d.debug(c, "Inlined At", D::DebugInlinedAt, 6)?;
            }
        }
        D::DebugLocalVariable => {
            d.op(c, "Name", Op::String, 5)?;
            d.debug_type(c, "Type", 6, true)?;
            d.debug(c, "Source", D::DebugSource, 7)?;
            d.uint(c, "Line", 8)?;
            d.uint(c, "Column", 9)?;
            d.scope(c, "Parent", 10)?;
            d.uint(c, "Flags", 11)?;
            if d.words == 13 {
                d.uint(c, "ArgNumber", 12)?;
            }
        }
        D::DebugDeclare => {
            d.debug(c, "Local Variable", D::DebugLocalVariable, 5)?;
            let variable = d.def(c, 6).map_or(0, |j| c.opcode_at(j));
            if variable != Op::Variable as u16 && variable != Op::FunctionParameter as u16 {
                return d.fail(c, "expected operand Variable must be a result id of OpVariable or OpFunctionParameter");
            }
            d.debug(c, "Expression", D::DebugExpression, 7)?;
        }
        D::DebugExpression => {
            for w in 5..d.words {
                d.debug(c, "Operation", D::DebugOperation, w)?;
            }
        }
        D::DebugTypeTemplate => {
            if !d.is(c, 5, |n| n == D::DebugTypeComposite as u32 || n == D::DebugFunction as u32) {
                return d.fail(c, "expected operand Target must be DebugTypeComposite or DebugFunction");
            }
            for w in 6..d.words {
                let parameter = |n: u32| {
                    n == D::DebugTypeTemplateParameter as u32 || n == D::DebugTypeTemplateTemplateParameter as u32
                };
                if !d.is(c, w, parameter) {
                    return d.fail(
                        c,
                        "expected operand Parameters must be DebugTypeTemplateParameter or \
                         DebugTypeTemplateTemplateParameter",
                    );
                }
            }
        }
        D::DebugTypeTemplateParameter => {
            d.op(c, "Name", Op::String, 5)?;
            d.debug_type(c, "Actual Type", 6, false)?;
            if !d.is_none(c, 7) {
                d.op(c, "Value", Op::Constant, 7)?;
            }
            d.debug(c, "Source", D::DebugSource, 8)?;
            d.uint(c, "Line", 9)?;
            d.uint(c, "Column", 10)?;
        }
        D::DebugGlobalVariable => {
            d.op(c, "Name", Op::String, 5)?;
            d.debug_type(c, "Type", 6, false)?;
            d.debug(c, "Source", D::DebugSource, 7)?;
            d.uint(c, "Line", 8)?;
            d.uint(c, "Column", 9)?;
            d.scope(c, "Scope", 10)?;
            d.op(c, "Linkage Name", Op::String, 11)?;
            if !d.is_none(c, 12) {
                let variable = d.def(c, 12).map_or(0, |j| c.opcode_at(j));
                if !GLOBAL_VARIABLE_OPS.iter().any(|&op| op as u16 == variable) {
                    return d.fail(
                        c,
                        "expected operand Variable must be a result id of OpVariable, OpConstant variant, \
                         OpSpecConstant variant or DebugInfoNone",
                    );
                }
            }
            if d.words == 15 {
                d.debug(c, "Static Member Declaration", D::DebugTypeMember, 14)?;
            }
        }
        D::DebugInlinedAt => {
            d.uint(c, "Line", 5)?;
            d.scope(c, "Scope", 6)?;
            if d.words == 8 {
                d.debug(c, "Inlined", D::DebugInlinedAt, 7)?;
            }
        }
        D::DebugValue => {
            d.debug(c, "Local Variable", D::DebugLocalVariable, 5)?;
            d.debug(c, "Expression", D::DebugExpression, 7)?;
            for w in 8..d.words {
                let good =
                    d.word(c, w).is_some_and(|id| is_int_constant(c, id) || is_int_debug_variable(c, id, vulkan));
                if !good {
                    return d.fail(
                        c,
                        "expected operand Indexes is OpConstant, DebugGlobalVariable, or type is OpConstant with an \
                         integer scalar type",
                    );
                }
            }
        }
        // spirv-val checks nothing of these (DebugInfoNone, DebugNoScope, DebugTypePtrToMember,
        // the template template parameters and parameter packs, DebugLexicalBlockDiscriminator,
        // DebugInlinedVariable, the macros, DebugImportedEntity, DebugModuleINTEL).
        _ => {}
    }
    Ok(())
}
