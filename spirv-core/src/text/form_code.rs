//! The class codes of the core grammar's operand forms ([`FormWord::class_code`]), which the
//! disassembler's parse and the assembler's fast path match on, one jump per operand.

use crate::grammar::layout::category::{BIT_ENUM, COMPOSITE, ID, LITERAL, VALUE_ENUM};
use crate::grammar::{FormWord, IdKind, LiteralKind};

type F = FormWord<crate::spec::Capability>;
pub const RESULT_TYPE: u32 = F::code(ID, IdKind::ResultType.code());
pub const RESULT: u32 = F::code(ID, IdKind::Result.code());
pub const MEMORY_SEMANTICS: u32 = F::code(ID, IdKind::MemorySemantics.code());
pub const SCOPE: u32 = F::code(ID, IdKind::Scope.code());
pub const REF: u32 = F::code(ID, IdKind::Ref.code());
pub const INTEGER: u32 = F::code(LITERAL, LiteralKind::Integer.code());
pub const STRING: u32 = F::code(LITERAL, LiteralKind::String.code());
pub const FLOAT: u32 = F::code(LITERAL, LiteralKind::Float.code());
pub const NUMBER: u32 = F::code(LITERAL, LiteralKind::ContextDependentNumber.code());
pub const EXT_INST: u32 = F::code(LITERAL, LiteralKind::ExtInstInteger.code());
pub const SPEC_CONSTANT_OP: u32 = F::code(LITERAL, LiteralKind::SpecConstantOpInteger.code());
pub const COMPOSITE_: u32 = F::code(COMPOSITE, 0);
pub const VALUE_ENUM_: u32 = F::code(VALUE_ENUM, 0);
pub const BIT_ENUM_: u32 = F::code(BIT_ENUM, 0);
