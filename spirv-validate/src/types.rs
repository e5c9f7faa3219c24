//! The questions the passes ask about types, with SPIRV-Tools' answers (`ValidationState_t`'s
//! `GetComponentType`, `GetDimension`, `GetBitWidth`, `Is*Type`, `GetPointerTypeInfo`,
//! `EvalInt32IfConst`, ...), so that a check and its message come out as spirv-val's do: a
//! "component type" of a scalar is itself, of a matrix its column's component, of an array its
//! element; a value's questions are its type's.
//!
//! Ids are plain numbers, as in the binary; a number that names nothing (or not a type) is no
//! type, and each question has a "no" answer for it (0, `false`, `None`), where SPIRV-Tools
//! would assert: the id pass has rejected such modules before these questions are asked, but a
//! damaged module must not panic here either.

use spirv_core::spec::{FPEncoding, Instruction, Op, StorageClass};

use crate::checker::Checker;
use spirv_core::predicates::{is_constant, is_spec_constant};

/// How deep a question follows types through other types (a damaged module may make them
/// refer to each other in a loop; real nesting is far shallower).
const MAX_DEPTH: u32 = 256;

impl<'m, 'a> Checker<'m, 'a> {
    /// The instruction that defines `id`.
    #[inline]
    pub fn def(&self, id: u32) -> Option<&'m Instruction<'a>> {
        spirv_core::IdRef::new(id).and_then(|id| self.model.def(id))
    }

    /// The opcode of the instruction that defines `id` (`GetIdOpcode`).
    #[inline]
    pub fn def_op(&self, id: u32) -> Option<Op> {
        let index = self.model.def_index(spirv_core::IdRef::new(id)?)?;
        Op::from_u16(self.opcode_at(index))
    }

    /// Whether `id` is defined by an instruction of opcode `op`: [`Self::def_op`] compared,
    /// without making an [`Op`] of the opcode's number (a lookup in the grammar's table).
    #[inline]
    pub fn def_is(&self, id: u32, op: Op) -> bool {
        spirv_core::IdRef::new(id)
            .and_then(|id| self.model.def_index(id))
            .is_some_and(|i| self.opcode_at(i) == op as u16)
    }

    /// The result type of the value `id`, 0 if it has none (`GetTypeId`).
    #[inline]
    pub fn type_of(&self, id: u32) -> u32 {
        spirv_core::IdRef::new(id).and_then(|id| self.model.def_index(id)).map_or(0, |i| self.result_type_at(i))
    }

    /// The scalar a type is made of (`GetComponentType`): a scalar or pointer type itself, the
    /// component of a vector, matrix or cooperative matrix, the element of an array; for a value,
    /// its type's. 0 when there is none.
    pub fn component_type(&self, id: u32) -> u32 {
        self.component_type_at(id, 0)
    }

    fn component_type_at(&self, id: u32, depth: u32) -> u32 {
        let Some(inst) = self.def(id) else { return 0 };
        if depth > MAX_DEPTH {
            return 0;
        }
        match inst {
            Instruction::TypeFloat { .. }
            | Instruction::TypeInt { .. }
            | Instruction::TypeBool { .. }
            | Instruction::TypePointer { .. }
            | Instruction::TypeUntypedPointerKHR { .. } => id,
            Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. } => {
                element_type.get()
            }
            Instruction::TypeVector { component_type, .. } => component_type.get(),
            Instruction::TypeMatrix { column_type, .. } => self.component_type_at(column_type.get(), depth + 1),
            Instruction::TypeCooperativeMatrixNV { component_type, .. }
            | Instruction::TypeCooperativeMatrixKHR { component_type, .. }
            | Instruction::TypeCooperativeVectorNV { component_type, .. } => component_type.get(),
            Instruction::TypeTensorARM { element_type, .. } => element_type.get(),
            other => match other.result_type() {
                Some(t) => self.component_type_at(t.get(), depth + 1),
                None => 0,
            },
        }
    }

    /// The element type of the array or runtime array `id`; any other id itself.
    pub fn array_element_or_self(&self, id: u32) -> u32 {
        match self.def(id) {
            Some(Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. }) => {
                element_type.get()
            }
            _ => id,
        }
    }

    /// How many components a type has (`GetDimension`): 1 for a scalar, the count of a vector or
    /// a matrix (its columns), 0 for a cooperative matrix or vector (not known); for a value, its
    /// type's. 0 when there is none.
    pub fn dimension(&self, id: u32) -> u32 {
        let mut id = id;
        for _ in 0..2 {
            let Some(inst) = self.def(id) else { return 0 };
            match inst {
                Instruction::TypeFloat { .. } | Instruction::TypeInt { .. } | Instruction::TypeBool { .. } => return 1,
                Instruction::TypeVector { component_count, .. } => return *component_count,
                Instruction::TypeMatrix { column_count, .. } => return *column_count,
                _ => match inst.result_type() {
                    Some(t) => id = t.get(),
                    None => return 0,
                },
            }
        }
        0
    }

    /// The bits of a type's component (`GetBitWidth`): an integer's or float's width, 1 for a
    /// boolean, 64 for a pointer (one into physical storage); 0 when there is none.
    pub fn bit_width(&self, id: u32) -> u32 {
        match self.def(self.component_type(id)) {
            Some(Instruction::TypeFloat { width, .. } | Instruction::TypeInt { width, .. }) => *width,
            Some(Instruction::TypeBool { .. }) => 1,
            Some(Instruction::TypePointer { .. } | Instruction::TypeUntypedPointerKHR { .. }) => 64,
            _ => 0,
        }
    }

    /// Whether `id` is `OpTypeVoid`.
    pub fn is_void_type(&self, id: u32) -> bool {
        matches!(self.def(id), Some(Instruction::TypeVoid { .. }))
    }

    /// Whether `id` is an integer, float or boolean type.
    pub fn is_scalar_type(&self, id: u32) -> bool {
        self.is_int_scalar_type(id) || self.is_float_scalar_type(id) || self.is_bool_scalar_type(id)
    }

    /// Whether `id` is an integer type.
    pub fn is_int_scalar_type(&self, id: u32) -> bool {
        matches!(self.def(id), Some(Instruction::TypeInt { .. }))
    }

    /// Whether `id` is an integer type of `width` bits.
    pub fn is_int_scalar_type_of_width(&self, id: u32, width: u32) -> bool {
        matches!(self.def(id), Some(Instruction::TypeInt { width: w, .. }) if *w == width)
    }

    /// Whether `id` is an integer type of this signedness operand (0 unsigned, 1 signed).
    pub fn is_int_scalar_type_with_signedness(&self, id: u32, signedness: u32) -> bool {
        matches!(self.def(id), Some(Instruction::TypeInt { signedness: s, .. }) if *s == signedness)
    }

    /// Whether `id` is an unsigned integer type (signedness 0).
    pub fn is_unsigned_int_scalar_type(&self, id: u32) -> bool {
        self.is_int_scalar_type_with_signedness(id, 0)
    }

    /// Whether `id` is a signed integer type (signedness 1).
    pub fn is_signed_int_scalar_type(&self, id: u32) -> bool {
        self.is_int_scalar_type_with_signedness(id, 1)
    }

    /// Whether `id` is a float type.
    pub fn is_float_scalar_type(&self, id: u32) -> bool {
        matches!(self.def(id), Some(Instruction::TypeFloat { .. }))
    }

    /// Whether `id` is `OpTypeBool`.
    pub fn is_bool_scalar_type(&self, id: u32) -> bool {
        matches!(self.def(id), Some(Instruction::TypeBool { .. }))
    }

    /// Whether `id` is a vector whose component `scalar` accepts.
    fn is_vector_of(&self, id: u32, scalar: impl Fn(&Self, u32) -> bool) -> bool {
        match self.def(id) {
            Some(Instruction::TypeVector { component_type, .. }) => scalar(self, component_type.get()),
            _ => false,
        }
    }

    /// Whether `id` is a vector of integers.
    pub fn is_int_vector_type(&self, id: u32) -> bool {
        self.is_vector_of(id, Self::is_int_scalar_type)
    }

    /// Whether `id` is a vector of unsigned integers.
    pub fn is_unsigned_int_vector_type(&self, id: u32) -> bool {
        self.is_vector_of(id, Self::is_unsigned_int_scalar_type)
    }

    /// Whether `id` is a vector of floats.
    pub fn is_float_vector_type(&self, id: u32) -> bool {
        self.is_vector_of(id, Self::is_float_scalar_type)
    }

    /// Whether `id` is a vector of booleans.
    pub fn is_bool_vector_type(&self, id: u32) -> bool {
        self.is_vector_of(id, Self::is_bool_scalar_type)
    }

    /// Whether `id` is an integer type or a vector of integers.
    pub fn is_int_scalar_or_vector_type(&self, id: u32) -> bool {
        self.is_int_scalar_type(id) || self.is_int_vector_type(id)
    }

    /// Whether `id` is a float type or a vector of floats.
    pub fn is_float_scalar_or_vector_type(&self, id: u32) -> bool {
        self.is_float_scalar_type(id) || self.is_float_vector_type(id)
    }

    /// Whether `id` is `OpTypeBool` or a vector of booleans.
    pub fn is_bool_scalar_or_vector_type(&self, id: u32) -> bool {
        self.is_bool_scalar_type(id) || self.is_bool_vector_type(id)
    }

    /// Whether `id` is a matrix of floats.
    pub fn is_float_matrix_type(&self, id: u32) -> bool {
        match self.def(id) {
            Some(Instruction::TypeMatrix { column_type, .. }) => self.is_float_vector_type(column_type.get()),
            _ => false,
        }
    }

    /// Whether `id` is a float type of this encoding (`BFloat16KHR`, `Float8E4M3EXT`, ...).
    pub fn is_float_scalar_type_encoded(&self, id: u32, encodings: &[FPEncoding]) -> bool {
        matches!(self.def(id), Some(Instruction::TypeFloat { floating_point_encoding: Some(e), .. }) if encodings.contains(e))
    }

    /// Whether `id` is `OpTypePointer` or `OpTypeUntypedPointerKHR`.
    pub fn is_pointer_type(&self, id: u32) -> bool {
        matches!(self.def(id), Some(Instruction::TypePointer { .. } | Instruction::TypeUntypedPointerKHR { .. }))
    }

    /// Whether `id` is a cooperative matrix type, KHR's or NV's.
    pub fn is_cooperative_matrix_type(&self, id: u32) -> bool {
        matches!(
            self.def(id),
            Some(Instruction::TypeCooperativeMatrixKHR { .. } | Instruction::TypeCooperativeMatrixNV { .. })
        )
    }

    /// Whether `id` is `OpTypeCooperativeMatrixKHR`.
    pub fn is_cooperative_matrix_khr_type(&self, id: u32) -> bool {
        matches!(self.def(id), Some(Instruction::TypeCooperativeMatrixKHR { .. }))
    }

    /// Whether `id` is `OpTypeCooperativeVectorNV`.
    pub fn is_cooperative_vector_nv_type(&self, id: u32) -> bool {
        matches!(self.def(id), Some(Instruction::TypeCooperativeVectorNV { .. }))
    }

    /// Whether `id` is a cooperative vector (NV) whose component `scalar` accepts
    /// (`IsIntCooperativeVectorNVType` with [`Self::is_int_scalar_type`], ...).
    pub fn is_cooperative_vector_nv_of(&self, id: u32, scalar: impl Fn(&Self, u32) -> bool) -> bool {
        match self.def(id) {
            Some(Instruction::TypeCooperativeVectorNV { component_type, .. }) => scalar(self, component_type.get()),
            _ => false,
        }
    }

    /// Whether `id` is a cooperative matrix (KHR's or NV's) whose component `scalar` accepts
    /// (`IsFloatCooperativeMatrixType` with [`Self::is_float_scalar_type`], ...).
    pub fn is_cooperative_matrix_of(&self, id: u32, scalar: impl Fn(&Self, u32) -> bool) -> bool {
        match self.def(id) {
            Some(
                Instruction::TypeCooperativeMatrixKHR { component_type, .. }
                | Instruction::TypeCooperativeMatrixNV { component_type, .. },
            ) => scalar(self, component_type.get()),
            _ => false,
        }
    }

    /// Whether `id` is a cooperative matrix (KHR's) of this use (`IsCooperativeMatrixAType`,
    /// `...BType`, `...AccType`): its Use a constant whose value is known and is `use_`.
    pub fn is_cooperative_matrix_use(&self, id: u32, use_: u64) -> bool {
        match self.def(id) {
            Some(Instruction::TypeCooperativeMatrixKHR { use_: u, .. }) => self.constant_u64(u.get()) == Some(use_),
            _ => false,
        }
    }

    /// The scope, rows, columns and (for KHR's) use ids of a cooperative matrix type.
    pub fn cooperative_matrix_shape(&self, id: u32) -> Option<[u32; 4]> {
        match self.def(id)? {
            Instruction::TypeCooperativeMatrixKHR { scope, rows, columns, use_, .. } => {
                Some([scope.get(), rows.get(), columns.get(), use_.get()])
            }
            Instruction::TypeCooperativeMatrixNV { execution, rows, columns, .. } => {
                Some([execution.get(), rows.get(), columns.get(), 0])
            }
            _ => None,
        }
    }

    /// The type a pointer type points to and its storage class (`GetPointerTypeInfo`): for an
    /// untyped pointer, no type (0).
    pub fn pointer_type_info(&self, id: u32) -> Option<(u32, StorageClass)> {
        match self.def(id)? {
            Instruction::TypePointer { storage_class, type_, .. } => Some((type_.get(), *storage_class)),
            Instruction::TypeUntypedPointerKHR { storage_class, .. } => Some((0, *storage_class)),
            _ => None,
        }
    }

    /// The rows, columns, column type and component type of a matrix type
    /// (`GetMatrixTypeInfo`).
    pub fn matrix_type_info(&self, id: u32) -> Option<(u32, u32, u32, u32)> {
        let Instruction::TypeMatrix { column_type, column_count, .. } = self.def(id)? else { return None };
        let Instruction::TypeVector { component_type, component_count, .. } = self.def(column_type.get())? else {
            return None;
        };
        Some((*component_count, *column_count, column_type.get(), component_type.get()))
    }

    /// The member types of a struct type (`GetStructMemberTypes`).
    pub fn struct_member_types(&self, id: u32) -> Option<impl Iterator<Item = u32> + 'm> {
        match self.def(id)? {
            Instruction::TypeStruct { member_types, .. } => Some(member_types.iter().map(|m| m.get())),
            _ => None,
        }
    }

    /// Whether `id` is an array type (of this length, unless 0: a length that is a constant
    /// whose value cannot be worked out still matches), as `IsArrayType` answers.
    pub fn is_array_type(&self, id: u32, length: u64) -> bool {
        let Some(Instruction::TypeArray { length: len_id, .. }) = self.def(id) else { return false };
        if length == 0 {
            return true;
        }
        let len_id = len_id.get();
        if !self.def(len_id).is_some_and(|d| is_constant(d.opcode() as u16)) {
            return false;
        }
        self.constant_u64(len_id).is_none_or(|value| value == length)
    }

    /// The value of an integer constant (`EvalConstantValUint64`): its words as they are (not
    /// sign-extended), 0 for `OpConstantNull`; `None` when `id` is no value of an integer type
    /// or not one of those two (a specialization constant is not evaluated).
    pub fn constant_u64(&self, id: u32) -> Option<u64> {
        let inst = self.def(id)?;
        if !self.is_int_scalar_type(inst.result_type()?.get()) {
            return None;
        }
        match inst {
            Instruction::ConstantNull { .. } => Some(0),
            Instruction::Constant { value, .. } => Some(value.bits()),
            _ => None,
        }
    }

    /// `EvalInt32IfConst`: whether `id`'s type is a 32-bit integer, whether it is a constant
    /// whose value is known (a specialization constant's is not), and that value.
    pub fn eval_int32_if_const(&self, id: u32) -> (bool, bool, u32) {
        let Some(inst) = self.def(id) else { return (false, false, 0) };
        let ty = inst.result_type().map_or(0, |t| t.get());
        if !self.is_int_scalar_type_of_width(ty, 32) {
            return (false, false, 0);
        }
        let op = inst.opcode() as u16;
        if !is_constant(op) || is_spec_constant(op) {
            return (true, false, 0);
        }
        match inst {
            Instruction::Constant { value, .. } => (true, true, value.bits() as u32),
            _ => (true, true, 0),
        }
    }

    /// Whether the type `id`, or a type it is made of (through arrays, vectors, matrices,
    /// images, structs, and pointers (not forward ones) and function types unless
    /// `traverse_pointers` is false), is one `f` accepts (`ContainsType`).
    pub fn contains_type(&self, id: u32, f: &dyn Fn(&Instruction<'a>) -> bool, traverse_pointers: bool) -> bool {
        let mut walk = TypeWalk::from(id);
        while let Some(id) = walk.next() {
            let Some(inst) = self.def(id) else { continue };
            if f(inst) {
                return true;
            }
            let mut inner = |t: u32| walk.push(t);
            match inst {
                Instruction::TypeArray { element_type, .. } | Instruction::TypeRuntimeArray { element_type, .. } => {
                    inner(element_type.get())
                }
                Instruction::TypeVector { component_type, .. }
                | Instruction::TypeCooperativeMatrixNV { component_type, .. }
                | Instruction::TypeCooperativeMatrixKHR { component_type, .. }
                | Instruction::TypeCooperativeVectorNV { component_type, .. } => inner(component_type.get()),
                Instruction::TypeImage { sampled_type, .. } => inner(sampled_type.get()),
                Instruction::TypeSampledImage { image_type, .. } => inner(image_type.get()),
                Instruction::TypeMatrix { column_type, .. } => inner(column_type.get()),
                Instruction::TypeStruct { member_types, .. } => member_types.iter().for_each(|m| inner(m.get())),
                // A forward-declared pointer is not followed.
                Instruction::TypePointer { type_, .. }
                    if traverse_pointers
                        && spirv_core::IdRef::new(id).is_none_or(|id| self.model.forward_pointer(id).is_none()) =>
                {
                    inner(type_.get())
                }
                Instruction::TypeFunction { return_type, parameter_types, .. } if traverse_pointers => {
                    inner(return_type.get());
                    parameter_types.iter().for_each(|p| inner(p.get()));
                }
                _ => {}
            }
        }
        false
    }

    /// Whether the type `id` contains an integer (or float, not of a special encoding) type of
    /// `width` bits (`ContainsSizedIntOrFloatType`).
    pub fn contains_sized_int_or_float_type(&self, id: u32, float: bool, width: u32) -> bool {
        let f = |inst: &Instruction<'_>| match inst {
            Instruction::TypeInt { width: w, .. } => !float && *w == width,
            Instruction::TypeFloat { width: w, floating_point_encoding, .. } => {
                float && floating_point_encoding.is_none() && *w == width
            }
            _ => false,
        };
        self.contains_type(id, &f, true)
    }

    /// Whether the type `id` contains an 8- or 16-bit integer or a 16-bit float without the
    /// capability to use it fully (`ContainsLimitedUseIntOrFloatType`).
    pub fn contains_limited_use_int_or_float_type(&self, id: u32) -> bool {
        use spirv_core::spec::Capability as C;
        // The three walks of `ContainsLimitedUseIntOrFloatType` see the same types, so one walk
        // looking for any of the three answers the same; the answer is kept per type.
        let int16 = !self.has_capability(C::Int16);
        let int8 = !self.has_capability(C::Int8);
        let float16 = !self.has_capability(C::Float16);
        if !int16 && !int8 && !float16 {
            return false;
        }
        if let Some(&answer) = self.facts.limited_use.borrow().get(&id) {
            return answer;
        }
        let f = |inst: &Instruction<'_>| match inst {
            Instruction::TypeInt { width, .. } => (int16 && *width == 16) || (int8 && *width == 8),
            Instruction::TypeFloat { width, floating_point_encoding, .. } => {
                float16 && floating_point_encoding.is_none() && *width == 16
            }
            _ => false,
        };
        let answer = self.contains_type(id, &f, true);
        self.facts.limited_use.borrow_mut().insert(id, answer);
        answer
    }

    /// Whether `id` is a 64-bit unsigned integer or a vector of two 32-bit unsigned integers
    /// (`IsUnsigned64BitHandle`).
    pub fn is_unsigned_64_bit_handle(&self, id: u32) -> bool {
        (self.is_unsigned_int_scalar_type(id) && self.bit_width(id) == 64)
            || (self.is_unsigned_int_vector_type(id) && self.dimension(id) == 2 && self.bit_width(id) == 32)
    }
}

/// A walk over a type and the types it is made of, as spirv-val's `Contains*` questions make
/// it: depth first, each type once (types shared by several members, a struct of two of the same
/// struct and so on, would make a walk of the tree exponential). Which types a type leads to is
/// the walker's to say ([`TypeWalk::push`]). The types seen and those still to look at are kept
/// in small arrays, spilling over into the heap only for large types; the walk is the same
/// depth-first one either way.
pub(crate) struct TypeWalk {
    seen: SmallSet,
    stack: SmallStack,
}

impl TypeWalk {
    /// A walk that starts at `id`.
    pub(crate) fn from(id: u32) -> Self {
        let mut walk = TypeWalk { seen: SmallSet::default(), stack: SmallStack::default() };
        walk.push(id);
        walk
    }

    /// The next type to look at, one not met before (`None` when none is left).
    pub(crate) fn next(&mut self) -> Option<u32> {
        loop {
            let id = self.stack.pop()?;
            if self.seen.insert(id) {
                return Some(id);
            }
        }
    }

    /// Adds `id` to the types to look at (the last added is looked at first).
    pub(crate) fn push(&mut self, id: u32) {
        self.stack.push(id);
    }
}

/// The types a walk has seen: a few inline, the rest in a set.
#[derive(Default)]
struct SmallSet {
    inline: [u32; 16],
    len: usize,
    rest: alloc::collections::BTreeSet<u32>,
}

impl SmallSet {
    /// Adds `id`; whether it was not there.
    fn insert(&mut self, id: u32) -> bool {
        if self.inline[..self.len].contains(&id) {
            return false;
        }
        if self.len < self.inline.len() {
            self.inline[self.len] = id;
            self.len += 1;
            return true;
        }
        self.rest.insert(id)
    }
}

/// The types a walk has still to look at, last in first out: a few inline, the rest (pushed
/// once those are full) on the heap.
#[derive(Default)]
struct SmallStack {
    inline: [u32; 16],
    len: usize,
    rest: alloc::vec::Vec<u32>,
}

impl SmallStack {
    fn push(&mut self, item: u32) {
        if self.rest.is_empty() && self.len < self.inline.len() {
            self.inline[self.len] = item;
            self.len += 1;
        } else {
            self.rest.push(item);
        }
    }

    fn pop(&mut self) -> Option<u32> {
        if let Some(item) = self.rest.pop() {
            return Some(item);
        }
        self.len = self.len.checked_sub(1)?;
        Some(self.inline[self.len])
    }
}

/// `IsIntNOrFP32OrFP16<N>`: whether `id` contains an `n`-bit integer or a 32- or 16-bit IEEE
/// float (pointers and functions not followed).
pub(crate) fn is_int_n_or_fp32_or_fp16(c: &Checker<'_, '_>, id: u32, n: u32) -> bool {
    let f = |inst: &Instruction<'_>| match inst {
        Instruction::TypeInt { width, .. } => *width == n,
        Instruction::TypeFloat { width, floating_point_encoding, .. } => {
            floating_point_encoding.is_none() && (*width == 32 || *width == 16)
        }
        _ => false,
    };
    c.contains_type(id, &f, false)
}

/// `GetConstantValueAs<unsigned>`: the value of an integer constant (or `OpConstantNull`),
/// cut to 32 bits.
pub(crate) fn constant_as_u32(c: &Checker<'_, '_>, id: u32) -> Option<u32> {
    c.constant_u64(id).map(|v| v as u32)
}

/// Whether `id` is defined by a specialization constant instruction.
pub(crate) fn is_spec_constant_id(c: &Checker<'_, '_>, id: u32) -> bool {
    c.def(id).is_some_and(|d| spirv_core::predicates::is_spec_constant(d.opcode() as u16))
}
