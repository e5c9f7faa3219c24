//! Constants: what each constant instruction says, and the value of scalar constants,
//! specialization constants at their defaults and `OpSpecConstantOp` folded included.

use core::cell::Cell;

use spirv_core::spec::{Decoration, Instruction};
use spirv_core::{IdRef, List, LiteralNumber, NumberType};

use crate::{Model, Type};

/// A constant, as the instruction that defines it says.
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub enum Constant<'m> {
    /// `OpConstantTrue` / `OpConstantFalse` (and their `OpSpecConstant` forms: the default).
    Bool(bool),
    /// `OpConstant` / `OpSpecConstant` (the default): a number of its type.
    Number(LiteralNumber),
    /// `OpConstantComposite` / `OpSpecConstantComposite`: the constituents.
    Composite(&'m List<'m, IdRef>),
    /// `OpConstantCompositeReplicateEXT` / `OpSpecConstantCompositeReplicateEXT`: every
    /// constituent is this one.
    Replicate(IdRef),
    /// `OpConstantNull`: the type's zero.
    Null,
    /// `OpSpecConstantOp`: an operation on other constants ([`Model::evaluate`] folds it).
    Operation(&'m Instruction<'m>),
}

impl<'m> Constant<'m> {
    /// The constant `inst` defines, if it defines one.
    pub fn of_instruction(inst: &'m Instruction<'_>) -> Option<Constant<'m>> {
        Some(match inst {
            Instruction::ConstantTrue { .. } | Instruction::SpecConstantTrue { .. } => Constant::Bool(true),
            Instruction::ConstantFalse { .. } | Instruction::SpecConstantFalse { .. } => Constant::Bool(false),
            Instruction::Constant { value, .. } | Instruction::SpecConstant { value, .. } => Constant::Number(*value),
            Instruction::ConstantComposite { constituents, .. }
            | Instruction::SpecConstantComposite { constituents, .. } => Constant::Composite(constituents),
            Instruction::ConstantCompositeReplicateEXT { value, .. }
            | Instruction::SpecConstantCompositeReplicateEXT { value, .. } => Constant::Replicate(*value),
            Instruction::ConstantNull { .. } => Constant::Null,
            Instruction::SpecConstantOp { opcode, .. } => Constant::Operation(&opcode.0),
            _ => return None,
        })
    }
}

/// The value of a scalar constant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    /// A boolean.
    Bool(bool),
    /// A number, with the type its constant has.
    Number(LiteralNumber),
}

impl Value {
    /// The value as an unsigned integer, whatever the signedness of its type, if it is an
    /// integer that fits (`-1` does not).
    pub fn to_u64(self) -> Option<u64> {
        match self {
            Value::Number(n) => n.to_u64(),
            Value::Bool(_) => None,
        }
    }
}

impl<'m, 'a: 'm> Model<'m, 'a> {
    /// The constant `id` defines (`None` if `id` is not a constant, or names an id not defined
    /// before it: see [`Model`]).
    pub fn constant(&self, id: impl Into<IdRef>) -> Option<Constant<'m>> {
        let id = id.into();
        if self.is_ill_founded(id) {
            return None;
        }
        Constant::of_instruction(self.def(id)?)
    }

    /// Whether `id` is a specialization constant (an `OpSpecConstant*`, whose value a pipeline
    /// may set or which is made of such), as SPIRV-Tools counts them
    /// ([`spirv_core::predicates::IS_SPEC_CONSTANT`]).
    pub fn is_spec_constant(&self, id: impl Into<IdRef>) -> bool {
        self.def(id).is_some_and(|inst| spirv_core::predicates::is_spec_constant(inst.opcode() as u16))
    }

    /// Whether `id` is a specialization constant a pipeline can set: Vulkan specializes
    /// `OpSpecConstant`, `OpSpecConstantTrue` and `OpSpecConstantFalse` by their `SpecId`; the
    /// others (`OpSpecConstantOp`, the composites) take their values from the constants they
    /// are made of.
    pub fn is_specializable(&self, id: impl Into<IdRef>) -> bool {
        matches!(
            self.def(id),
            Some(
                Instruction::SpecConstant { .. }
                    | Instruction::SpecConstantTrue { .. }
                    | Instruction::SpecConstantFalse { .. }
            )
        )
    }

    /// The `SpecId` decoration of the specialization constant `id`.
    pub fn spec_id(&self, id: impl Into<IdRef>) -> Option<u32> {
        self.decorations(id).find_map(|d| match d {
            Decoration::SpecId(spec_id) => Some(*spec_id),
            _ => None,
        })
    }

    /// The value of the scalar constant `id`: a constant's, a specialization constant's default,
    /// the zero of `OpConstantNull`, and `OpSpecConstantOp` folded as SPIR-V defines its
    /// integer and boolean operations (conversions, arithmetic, shifts, bitwise and logical
    /// operations, comparisons, `OpSelect`, `OpCompositeExtract` of constant composites) on the
    /// defaults. `None` for composites, for what a damaged module leaves undefined, and for what
    /// SPIR-V leaves undefined (a division by 0).
    ///
    /// ```
    /// use spirv_core::Module;
    /// use spirv_model::{Model, Value};
    ///
    /// let words = spirv_core::text::assemble(b"
    ///     OpCapability Shader
    ///     OpMemoryModel Logical GLSL450
    ///     OpName %n \"n\"
    ///     OpName %len \"len\"
    ///     OpDecorate %n SpecId 7
    ///     %int = OpTypeInt 32 1
    ///     %n = OpSpecConstant %int 6
    ///     %two = OpConstant %int 2
    ///     %len = OpSpecConstantOp %int IMul %n %two
    /// ", &Default::default()).unwrap();
    /// let module = Module::decode_words(&words).unwrap();
    /// let model = Model::new(&module);
    /// let (n, len) = (model.id_named("n").unwrap(), model.id_named("len").unwrap());
    /// assert_eq!(model.spec_id(n), Some(7));
    /// assert_eq!(model.evaluate(len).and_then(Value::to_u64), Some(12)); // 6 × 2, at the default
    /// ```
    pub fn evaluate(&self, id: impl Into<IdRef>) -> Option<Value> {
        // Bounded twice: in depth (the stack), and in steps, since constants that name the same
        // constant twice (`%c1 = OpSpecConstantOp %int IAdd %c0 %c0`, `%c2` of `%c1`, ...) make a
        // walk without memory exponential in the chain's length.
        self.evaluate_within(id.into(), 64, &Cell::new(4096))
    }

    fn evaluate_within(&self, id: IdRef, depth: u32, steps: &Cell<u32>) -> Option<Value> {
        let depth = depth.checked_sub(1)?;
        steps.set(steps.get().checked_sub(1)?);
        let result_type = self.result_type(id);
        match self.constant(id)? {
            Constant::Bool(b) => Some(Value::Bool(b)),
            Constant::Number(n) => Some(Value::Number(self.typed(n, result_type))),
            Constant::Null => match self.ty(result_type?)? {
                Type::Bool => Some(Value::Bool(false)),
                Type::Int { .. } | Type::Float { .. } => Some(Value::Number(
                    self.typed(LiteralNumber::new(0, NumberType::Untyped { words: 1 }), result_type),
                )),
                _ => None,
            },
            Constant::Operation(op) => self.fold(op, result_type?, depth, steps),
            Constant::Composite(_) | Constant::Replicate(_) => None,
        }
    }

    /// `n` with the type `result_type` declares, when it was built without one.
    fn typed(&self, n: LiteralNumber, result_type: Option<IdRef>) -> LiteralNumber {
        if !matches!(n.number_type(), NumberType::Untyped { .. }) {
            return n;
        }
        match result_type.and_then(|t| self.ty(t)) {
            Some(Type::Int { width, signed }) => {
                NumberType::int(width, signed).map_or(n, |t| LiteralNumber::new(n.bits(), t))
            }
            _ => n,
        }
    }

    /// Folds the operation of an `OpSpecConstantOp` whose result type is `result_type`.
    fn fold(&self, op: &Instruction<'_>, result_type: IdRef, depth: u32, steps: &Cell<u32>) -> Option<Value> {
        let value = |id: &IdRef| self.evaluate_within(*id, depth, steps);
        let int = |id: &IdRef| match value(id)? {
            Value::Number(n) => Int::of(n),
            Value::Bool(_) => None,
        };
        let boolean = |id: &IdRef| match value(id)? {
            Value::Bool(b) => Some(b),
            Value::Number(_) => None,
        };
        // The result's width and signedness (a comparison's result is a bool).
        let out = match self.ty(result_type)? {
            Type::Int { width, signed } => Some((width, signed)),
            Type::Bool => None,
            _ => return None,
        };
        let number = |bits: u64| {
            let (width, signed) = out?;
            Some(Value::Number(LiteralNumber::new(bits & mask(width), NumberType::int(width, signed)?)))
        };
        use Instruction as I;
        match op {
            I::SConvert { signed_value: a, .. } => number(int(a)?.signed() as u64),
            I::UConvert { unsigned_value: a, .. } => number(int(a)?.bits),
            I::SNegate { operand: a, .. } => number(int(a)?.signed().wrapping_neg() as u64),
            I::Not { operand: a, .. } => number(!int(a)?.bits),
            I::IAdd { operand_1: a, operand_2: b, .. } => number(int(a)?.bits.wrapping_add(int(b)?.bits)),
            I::ISub { operand_1: a, operand_2: b, .. } => number(int(a)?.bits.wrapping_sub(int(b)?.bits)),
            I::IMul { operand_1: a, operand_2: b, .. } => number(int(a)?.bits.wrapping_mul(int(b)?.bits)),
            I::UDiv { operand_1: a, operand_2: b, .. } => number(int(a)?.bits.checked_div(int(b)?.bits)?),
            I::UMod { operand_1: a, operand_2: b, .. } => number(int(a)?.bits.checked_rem(int(b)?.bits)?),
            I::SDiv { operand_1: a, operand_2: b, .. } => {
                number(int(a)?.signed().checked_div(int(b)?.signed())? as u64)
            }
            I::SRem { operand_1: a, operand_2: b, .. } => {
                number(int(a)?.signed().checked_rem(int(b)?.signed())? as u64)
            }
            I::SMod { operand_1: a, operand_2: b, .. } => {
                // The sign of the result is the sign of the divisor.
                let (a, b) = (int(a)?.signed(), int(b)?.signed());
                let r = a.checked_rem(b)?;
                number((if r != 0 && (r < 0) != (b < 0) { r + b } else { r }) as u64)
            }
            I::ShiftLeftLogical { base, shift, .. } => number(int(base)?.bits.checked_shl(shift_amount(int(shift)?)?)?),
            I::ShiftRightLogical { base, shift, .. } => {
                number(int(base)?.bits.checked_shr(shift_amount(int(shift)?)?)?)
            }
            I::ShiftRightArithmetic { base, shift, .. } => {
                number(int(base)?.signed().checked_shr(shift_amount(int(shift)?)?)? as u64)
            }
            I::BitwiseOr { operand_1: a, operand_2: b, .. } => number(int(a)?.bits | int(b)?.bits),
            I::BitwiseAnd { operand_1: a, operand_2: b, .. } => number(int(a)?.bits & int(b)?.bits),
            I::BitwiseXor { operand_1: a, operand_2: b, .. } => number(int(a)?.bits ^ int(b)?.bits),
            I::LogicalOr { operand_1: a, operand_2: b, .. } => Some(Value::Bool(boolean(a)? || boolean(b)?)),
            I::LogicalAnd { operand_1: a, operand_2: b, .. } => Some(Value::Bool(boolean(a)? && boolean(b)?)),
            I::LogicalNot { operand: a, .. } => Some(Value::Bool(!boolean(a)?)),
            I::LogicalEqual { operand_1: a, operand_2: b, .. } => Some(Value::Bool(boolean(a)? == boolean(b)?)),
            I::LogicalNotEqual { operand_1: a, operand_2: b, .. } => Some(Value::Bool(boolean(a)? != boolean(b)?)),
            I::Select { condition, object_1, object_2, .. } => {
                let chosen = if boolean(condition)? { object_1 } else { object_2 };
                match value(chosen)? {
                    Value::Number(n) => number(Int::of(n)?.bits),
                    b @ Value::Bool(_) => Some(b),
                }
            }
            I::CompositeExtract { composite, indexes, .. } => {
                let indexes: alloc::vec::Vec<u32> = indexes.iter().collect();
                match self.extract(*composite, &indexes, depth, steps)? {
                    Value::Number(n) => match out {
                        Some(_) => number(Int::of(n)?.bits),
                        None => None,
                    },
                    b @ Value::Bool(_) => Some(b),
                }
            }
            I::IEqual { operand_1: a, operand_2: b, .. } => Some(Value::Bool(int(a)?.bits == int(b)?.bits)),
            I::INotEqual { operand_1: a, operand_2: b, .. } => Some(Value::Bool(int(a)?.bits != int(b)?.bits)),
            I::ULessThan { operand_1: a, operand_2: b, .. } => Some(Value::Bool(int(a)?.bits < int(b)?.bits)),
            I::UGreaterThan { operand_1: a, operand_2: b, .. } => Some(Value::Bool(int(a)?.bits > int(b)?.bits)),
            I::ULessThanEqual { operand_1: a, operand_2: b, .. } => Some(Value::Bool(int(a)?.bits <= int(b)?.bits)),
            I::UGreaterThanEqual { operand_1: a, operand_2: b, .. } => Some(Value::Bool(int(a)?.bits >= int(b)?.bits)),
            I::SLessThan { operand_1: a, operand_2: b, .. } => Some(Value::Bool(int(a)?.signed() < int(b)?.signed())),
            I::SGreaterThan { operand_1: a, operand_2: b, .. } => {
                Some(Value::Bool(int(a)?.signed() > int(b)?.signed()))
            }
            I::SLessThanEqual { operand_1: a, operand_2: b, .. } => {
                Some(Value::Bool(int(a)?.signed() <= int(b)?.signed()))
            }
            I::SGreaterThanEqual { operand_1: a, operand_2: b, .. } => {
                Some(Value::Bool(int(a)?.signed() >= int(b)?.signed()))
            }
            _ => None,
        }
    }
}

impl<'m, 'a: 'm> Model<'m, 'a> {
    /// The scalar at `indexes` inside the constant composite `composite`: through constituents,
    /// replicated values, null constants, and the composite operations of `OpSpecConstantOp`
    /// (`OpCompositeInsert`, `OpVectorShuffle`, `OpCompositeExtract`).
    fn extract(&self, composite: IdRef, indexes: &[u32], depth: u32, steps: &Cell<u32>) -> Option<Value> {
        let depth = depth.checked_sub(1)?;
        steps.set(steps.get().checked_sub(1)?);
        let Some((&first, rest)) = indexes.split_first() else {
            return self.evaluate_within(composite, depth, steps);
        };
        match self.constant(composite)? {
            Constant::Composite(parts) => self.extract(parts.get(first as usize)?, rest, depth, steps),
            Constant::Replicate(part) => self.extract(part, rest, depth, steps),
            Constant::Null => {
                // The zero of the scalar inside, whose type is found through the composite's.
                let mut ty = self.result_type(composite)?;
                for &i in indexes {
                    ty = match self.ty(ty)? {
                        Type::Vector { component, .. } => component,
                        Type::Matrix { column, .. } => column,
                        Type::Array { element, .. } => element,
                        Type::Struct { members } => members.get(i as usize)?,
                        _ => return None,
                    };
                }
                match self.ty(ty)? {
                    Type::Bool => Some(Value::Bool(false)),
                    Type::Int { width, signed } => {
                        Some(Value::Number(LiteralNumber::new(0, NumberType::int(width, signed)?)))
                    }
                    _ => None,
                }
            }
            Constant::Operation(op) => match op {
                Instruction::CompositeInsert { object, composite: inner, indexes: at, .. } => {
                    let at: alloc::vec::Vec<u32> = at.iter().collect();
                    if indexes.starts_with(&at) {
                        self.extract(*object, &indexes[at.len()..], depth, steps)
                    } else if at.starts_with(indexes) {
                        None
                    } else {
                        self.extract(*inner, indexes, depth, steps)
                    }
                }
                Instruction::VectorShuffle { vector_1, vector_2, components, .. } => {
                    let c = components.get(first as usize)?;
                    let n1 = match self.ty(self.result_type(*vector_1)?)? {
                        Type::Vector { count, .. } => count,
                        _ => return None,
                    };
                    match c.checked_sub(n1) {
                        None => self.extract(*vector_1, &[c], depth, steps),
                        Some(c2) => self.extract(*vector_2, &[c2], depth, steps),
                    }
                }
                Instruction::CompositeExtract { composite: inner, indexes: at, .. } => {
                    let path: alloc::vec::Vec<u32> = at.iter().chain(indexes.iter().copied()).collect();
                    self.extract(*inner, &path, depth, steps)
                }
                _ => None,
            },
            Constant::Bool(_) | Constant::Number(_) => None,
        }
    }
}

/// An integer operand: its bits (zero above its width) and width.
#[derive(Clone, Copy)]
struct Int {
    bits: u64,
    width: u32,
}

impl Int {
    fn of(n: LiteralNumber) -> Option<Int> {
        let width = match n.number_type() {
            NumberType::Signed { width } | NumberType::Unsigned { width } => u32::from(width),
            NumberType::Untyped { words } => u32::from(words) * 32,
            NumberType::Float { .. } => return None,
        };
        Some(Int { bits: n.bits() & mask(width), width })
    }

    /// The bits read as a two's-complement number of its width.
    fn signed(self) -> i64 {
        match self.width {
            0 => 0,
            w if w >= 64 => self.bits as i64,
            w => ((self.bits << (64 - w)) as i64) >> (64 - w),
        }
    }
}

/// A shift amount, which SPIR-V leaves undefined at or past the base's width.
fn shift_amount(shift: Int) -> Option<u32> {
    u32::try_from(shift.bits).ok().filter(|&s| s < 64)
}

/// The bits of an integer of `width` bits.
fn mask(width: u32) -> u64 {
    if width >= 64 { u64::MAX } else { (1u64 << width) - 1 }
}
