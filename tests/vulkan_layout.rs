//! Block layouts against a driver (issue 16): the offsets, strides and majorness that
//! `spirv_model::reflect` reports for blocks that `spirv_core::builder` laid out are where a
//! Vulkan driver (lavapipe) reads.
//!
//! For each of std140 (a uniform buffer), std430 and scalar (a storage buffer ending in a
//! runtime array, and a push-constant block) the test builds a compute shader whose input
//! blocks hold 16-, 32- and 64-bit integers and floats, vectors, column- and row-major matrices
//! (of floats and doubles, with vec2, vec3 and vec4 columns or rows), arrays of them, nested
//! structures and arrays of structures. The shader copies every scalar component, as 32-bit words, to an
//! output buffer in an order the test knows. The host writes a distinct value at the offset
//! that reflection reports for each component (walking members, array elements by their
//! `ArrayStride`, matrix columns or rows by their `MatrixStride`), runs the shader, and checks
//! that every value comes back: the driver, not our own layout code, is the reference. Each
//! module passes spirv-val first. As a secondary check, the offsets and strides reflection
//! reports are those the builder's layout computation (`Builder::layout_of`) implies.
//!
//! Needs lavapipe and the reference tools (`scripts/test.sh` installs both); without them it
//! fails, never skips.

use std::collections::HashSet;

use spirv_core::builder::Builder;
use spirv_core::builder::layout::Layout;
use spirv_core::spec::{
    AddressingModel, Capability, Decoration, ExecutionMode, ExecutionModel, FunctionControl, Instruction, MemoryModel,
    StorageClass,
};
use spirv_core::{IdRef, Module, Version};
use spirv_examples::vulkan;
use spirv_model::Model;
use spirv_model::reflect::{ArraySize, BlockLayout, DescriptorType, Member, Reflection};
use spirv_workspace::{Rng, run_reference};

/// Elements of a trailing runtime array that the host provides and the shader copies.
const RUNTIME_LENGTH: u32 = 3;

/// A scalar type of the blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scalar {
    U16,
    I16,
    F16,
    U32,
    I32,
    F32,
    U64,
    I64,
    F64,
}

impl Scalar {
    fn bytes(self) -> u32 {
        match self {
            Scalar::U16 | Scalar::I16 | Scalar::F16 => 2,
            Scalar::U32 | Scalar::I32 | Scalar::F32 => 4,
            Scalar::U64 | Scalar::I64 | Scalar::F64 => 8,
        }
    }

    fn spirv(self, b: &mut Builder<'_>) -> IdRef {
        let bits = 8 * self.bytes();
        match self {
            Scalar::U16 | Scalar::U32 | Scalar::U64 => b.type_int(bits, false),
            Scalar::I16 | Scalar::I32 | Scalar::I64 => b.type_int(bits, true),
            Scalar::F16 | Scalar::F32 | Scalar::F64 => b.type_float(bits),
        }
    }

    /// A random bit pattern of this type. Floats are normal numbers: no NaN, whose payload a
    /// device may change, and no subnormal, which it may flush to zero in a conversion.
    fn random(self, rng: &mut Rng) -> u64 {
        let (bits, exponent) = (rng.next_u64(), rng.next_u64());
        match self {
            Scalar::F16 => (bits & 0x83ff) | ((1 + exponent % 30) << 10),
            Scalar::F32 => (bits & 0x807f_ffff) | ((1 + exponent % 254) << 23),
            Scalar::F64 => (bits & 0x800f_ffff_ffff_ffff) | ((1 + exponent % 2046) << 52),
            _ => bits & (u64::MAX >> (64 - 8 * self.bytes())),
        }
    }

    /// The 32-bit words the shader writes for a value of this type with bits `value`: 32-bit
    /// values as they are; 16-bit ones widened (zero- or sign-extended, or converted to `float`,
    /// the conversions that 16-bit storage allows without 16-bit arithmetic); 64-bit ones as two
    /// words, low first.
    fn words(self, value: u64) -> Vec<u32> {
        match self {
            Scalar::U16 | Scalar::U32 | Scalar::I32 | Scalar::F32 => vec![value as u32],
            Scalar::I16 => vec![value as u16 as i16 as i32 as u32],
            Scalar::F16 => vec![f16_to_f32(value as u16)],
            Scalar::U64 | Scalar::I64 | Scalar::F64 => vec![value as u32, (value >> 32) as u32],
        }
    }
}

/// The bits of the `float` equal to the normal half-precision number `h`.
fn f16_to_f32(h: u16) -> u32 {
    let (sign, exponent, mantissa) = (u32::from(h >> 15), u32::from((h >> 10) & 0x1f), u32::from(h & 0x3ff));
    assert!((1..31).contains(&exponent), "{h:#x} is not a normal half");
    (sign << 31) | ((exponent + 127 - 15) << 23) | (mantissa << 13)
}

/// A type of the blocks: what the builder builds and the host and shader walk.
#[derive(Clone, Debug)]
enum Ty {
    Scalar(Scalar),
    Vector(Scalar, u32),
    /// `columns` columns of `rows` components (GLSL's `matCxR`).
    Matrix {
        scalar: Scalar,
        columns: u32,
        rows: u32,
    },
    Array(Box<Ty>, u32),
    RuntimeArray(Box<Ty>),
    Struct(&'static str, Vec<Field>),
}

/// A structure member.
#[derive(Clone, Debug)]
struct Field {
    name: &'static str,
    ty: Ty,
    /// Decorated `RowMajor` (a matrix, or an array of matrices).
    row_major: bool,
}

fn field(name: &'static str, ty: Ty) -> Field {
    Field { name, ty, row_major: false }
}

fn row_major(name: &'static str, ty: Ty) -> Field {
    Field { name, ty, row_major: true }
}

fn scalar(s: Scalar) -> Ty {
    Ty::Scalar(s)
}

fn vector(s: Scalar, n: u32) -> Ty {
    Ty::Vector(s, n)
}

fn matrix(s: Scalar, columns: u32, rows: u32) -> Ty {
    Ty::Matrix { scalar: s, columns, rows }
}

fn array(ty: Ty, n: u32) -> Ty {
    Ty::Array(Box::new(ty), n)
}

impl Ty {
    /// Every scalar type in it.
    fn scalars(&self, out: &mut Vec<Scalar>) {
        match self {
            Ty::Scalar(s) | Ty::Vector(s, _) | Ty::Matrix { scalar: s, .. } => out.push(*s),
            Ty::Array(element, _) | Ty::RuntimeArray(element) => element.scalars(out),
            Ty::Struct(_, fields) => fields.iter().for_each(|f| f.ty.scalars(out)),
        }
    }

    /// The fields of the structure it is, or of the structure its array elements are.
    fn struct_fields(&self) -> Option<&[Field]> {
        match self {
            Ty::Struct(_, fields) => Some(fields),
            Ty::Array(element, _) | Ty::RuntimeArray(element) => element.struct_fields(),
            _ => None,
        }
    }
}

/// The members every input block has: scalars of each width after vectors and structures
/// that leave holes of different sizes, vec3s followed by what fits in their fourth
/// component, matrices whose columns (or rows) are vec2s, vec3s and vec4s, arrays whose
/// stride std140 rounds up, nested structures and arrays of them.
fn common_fields() -> Vec<Field> {
    use Scalar::*;
    let inner = || {
        Ty::Struct(
            "Inner",
            vec![
                field("x", scalar(F32)),
                field("y", vector(F32, 3)),
                field("z", scalar(U16)),
                field("w", scalar(F16)),
                field("v", vector(I32, 2)),
            ],
        )
    };
    let outer = || {
        Ty::Struct(
            "Outer",
            vec![
                field("inner", inner()),
                row_major("m", matrix(F32, 2, 3)),
                field("i", scalar(I32)),
                field("h", vector(F16, 2)),
                field("d", scalar(F64)),
            ],
        )
    };
    vec![
        field("a", scalar(U32)),
        field("b", scalar(I32)),
        field("c", vector(F32, 3)),
        field("d", scalar(F32)),
        field("e", vector(F32, 2)),
        field("f", vector(I32, 3)),
        field("g", scalar(U16)),
        field("h", vector(F16, 3)),
        field("i", scalar(I16)),
        field("j", scalar(F64)),
        field("k", vector(U64, 2)),
        field("l", vector(F64, 3)),
        field("n", scalar(I64)),
        field("o", array(scalar(F32), 3)),
        field("p", array(vector(F32, 3), 2)),
        field("q", array(scalar(I16), 3)),
        field("r", vector(U32, 4)),
        field("m2", matrix(F32, 2, 2)),
        field("m3", matrix(F32, 3, 3)),
        field("m2x3", matrix(F32, 2, 3)),
        field("m3x2", matrix(F32, 3, 2)),
        field("m4", matrix(F32, 4, 4)),
        field("m4x2", matrix(F32, 4, 2)),
        row_major("r3x2", matrix(F32, 3, 2)),
        row_major("r2x3", matrix(F32, 2, 3)),
        row_major("r4", matrix(F32, 4, 4)),
        field("am2", array(matrix(F32, 2, 2), 2)),
        row_major("ar3x2", array(matrix(F32, 3, 2), 2)),
        field("dm2x3", matrix(F64, 2, 3)),
        row_major("dr3x2", matrix(F64, 3, 2)),
        field("s", inner()),
        field("t", scalar(F32)),
        field("u", array(outer(), 2)),
        field("z", scalar(F16)),
    ]
}

/// A push-constant block: at most 128 bytes, the least `maxPushConstantsSize` Vulkan allows.
fn push_fields() -> Vec<Field> {
    use Scalar::*;
    vec![
        field("a", scalar(U32)),
        field("b", vector(F32, 3)),
        field("c", scalar(F32)),
        row_major("m", matrix(F32, 2, 3)),
        field("h", scalar(F16)),
        field("d", scalar(F64)),
        field("e", vector(I32, 2)),
        field("f", array(scalar(I16), 2)),
    ]
}

/// The trailing runtime array of the storage blocks: of structures with a matrix, so that its
/// stride is not a scalar's.
fn tail() -> Field {
    use Scalar::*;
    let element = Ty::Struct(
        "Tail",
        vec![
            field("x", vector(F32, 3)),
            field("m", matrix(F32, 2, 2)),
            field("y", scalar(U64)),
            field("z", scalar(I16)),
        ],
    );
    field("tail", Ty::RuntimeArray(Box::new(element)))
}

/// One layout under test.
struct Case {
    name: &'static str,
    rule: Layout,
    /// How the input block is bound.
    kind: vulkan::BufferKind,
    /// The input block's members.
    fields: Vec<Field>,
    /// The push-constant block's members, if the case has one.
    push: Option<Vec<Field>>,
    /// spirv-val's options (other than the input).
    val: &'static [&'static str],
}

fn cases() -> Vec<Case> {
    let with_tail = || {
        let mut fields = common_fields();
        fields.push(tail());
        fields
    };
    vec![
        Case {
            name: "std140 uniform buffer",
            rule: Layout::Std140,
            kind: vulkan::BufferKind::Uniform,
            fields: common_fields(),
            push: None,
            val: &["--target-env", "vulkan1.1"],
        },
        Case {
            name: "std430 storage buffer and push constants",
            rule: Layout::Std430,
            kind: vulkan::BufferKind::Storage,
            fields: with_tail(),
            push: Some(push_fields()),
            val: &["--target-env", "vulkan1.1"],
        },
        Case {
            name: "scalar storage buffer and push constants",
            rule: Layout::Scalar,
            kind: vulkan::BufferKind::Storage,
            fields: with_tail(),
            push: Some(push_fields()),
            val: &["--target-env", "vulkan1.2", "--scalar-block-layout"],
        },
    ]
}

/// One scalar component the shader copies: the indexes of `OpAccessChain` from its block
/// variable, and its type.
#[derive(Clone, Debug)]
struct Leaf {
    path: Vec<u32>,
    scalar: Scalar,
}

/// The leaves of `ty` at `path`, in the order the shader copies them (and the host expects
/// them): members in order, array elements in order, matrices column by column.
fn leaves(ty: &Ty, path: &mut Vec<u32>, out: &mut Vec<Leaf>) {
    let mut at = |index: u32, ty: &Ty, out: &mut Vec<Leaf>| {
        path.push(index);
        leaves(ty, path, out);
        path.pop();
    };
    match ty {
        Ty::Scalar(s) => out.push(Leaf { path: path.clone(), scalar: *s }),
        Ty::Vector(s, n) => (0..*n).for_each(|c| at(c, &Ty::Scalar(*s), out)),
        Ty::Matrix { scalar, columns, rows } => {
            (0..*columns).for_each(|c| at(c, &Ty::Vector(*scalar, *rows), out));
        }
        Ty::Array(element, n) => (0..*n).for_each(|i| at(i, element, out)),
        Ty::RuntimeArray(element) => (0..RUNTIME_LENGTH).for_each(|i| at(i, element, out)),
        Ty::Struct(_, fields) => fields.iter().zip(0..).for_each(|(f, i)| at(i, &f.ty, out)),
    }
}

/// Where reflection says each leaf of `fields` (in [`leaves`]' order) is, from the offset
/// `base` of the structure whose reflected members are `members`.
fn reflected_offsets(fields: &[Field], members: &[Member], base: u32, context: &str, out: &mut Vec<u32>) {
    assert_eq!(fields.len(), members.len(), "{context}: reflection's members");
    for (f, m) in fields.iter().zip(members) {
        let context = format!("{context}.{}", f.name);
        assert_eq!(m.name, f.name, "{context}: reflection's name");
        assert_eq!(m.row_major, f.row_major, "{context}: reflection's RowMajor");
        let offset = base + m.offset.unwrap_or_else(|| panic!("{context}: reflection has no Offset"));
        let (element, elements) = match &f.ty {
            Ty::Array(element, n) => {
                assert_eq!(m.array, [ArraySize::Literal(*n)], "{context}: reflection's array");
                (&**element, *n)
            }
            Ty::RuntimeArray(element) => {
                assert_eq!(m.array, [ArraySize::Runtime], "{context}: reflection's array");
                (&**element, RUNTIME_LENGTH)
            }
            ty => {
                assert!(m.array.is_empty(), "{context}: reflection's array {:?}", m.array);
                (ty, 1)
            }
        };
        let stride = match elements {
            1 if m.array.is_empty() => 0,
            _ => m.array_stride.unwrap_or_else(|| panic!("{context}: reflection has no ArrayStride")),
        };
        for i in 0..elements {
            element_offsets(element, m, offset + i * stride, &context, out);
        }
    }
}

/// [`reflected_offsets`] of one array element (or non-array member) `ty` of member `m`.
fn element_offsets(ty: &Ty, m: &Member, offset: u32, context: &str, out: &mut Vec<u32>) {
    match ty {
        Ty::Scalar(_) => out.push(offset),
        Ty::Vector(s, n) => out.extend((0..*n).map(|c| offset + c * s.bytes())),
        Ty::Matrix { scalar, columns, rows } => {
            let stride = m.matrix_stride.unwrap_or_else(|| panic!("{context}: reflection has no MatrixStride"));
            for c in 0..*columns {
                for r in 0..*rows {
                    // Row-major: the stride steps from row to row, and a row's components follow
                    // each other.
                    let (major, minor) = if m.row_major { (r, c) } else { (c, r) };
                    out.push(offset + major * stride + minor * scalar.bytes());
                }
            }
        }
        Ty::Struct(_, fields) => reflected_offsets(fields, &m.members, offset, context, out),
        // Reflection gives only an array member's outermost stride.
        Ty::Array(..) | Ty::RuntimeArray(_) => panic!("{context}: arrays of arrays are not in the test"),
    }
}

/// What the builder's layout computation gives a member: its offset from `layout_of` of the
/// members before it (each placed at the end of the previous one, rounded up to its
/// alignment), its array and matrix strides, and the same for the members of a structure.
#[derive(Debug)]
struct BuilderMember {
    offset: u32,
    array_stride: Option<u32>,
    matrix_stride: Option<u32>,
    members: Vec<BuilderMember>,
}

/// The builder's view of the members of a structure whose (built) members are `fields`.
/// `structs` maps the field lists of the description to the structure types built for them.
/// The transposed matrices and arrays of them it asks the layout of are types the shader
/// does not use (and, being in no block, need no layout decorations).
fn builder_members(
    b: &mut Builder<'_>,
    fields: &[Field],
    rule: Layout,
    structs: &[(*const Field, IdRef)],
) -> Vec<BuilderMember> {
    let mut end = 0u32;
    let mut out = Vec::new();
    for f in fields {
        // A row-major matrix takes the memory of its transpose stored column-major.
        let ty = layout_type(b, &f.ty, f.row_major, structs);
        let layout = b.layout_of(ty, rule).unwrap_or_else(|e| panic!("layout_of {}: {e}", f.name));
        let offset = end.next_multiple_of(layout.alignment);
        end = offset + layout.size;
        let array_stride = match &f.ty {
            Ty::Array(_, n) => Some(layout.size / n),
            Ty::RuntimeArray(element) => {
                // A runtime array's stride is that of a one-element array of its elements.
                let element = layout_type(b, element, f.row_major, structs);
                let one = b.type_array(element, 1);
                Some(b.layout_of(one, rule).expect("layout_of").size)
            }
            _ => None,
        };
        let matrix_stride = match innermost(&f.ty) {
            Ty::Matrix { scalar, columns, rows } => {
                let m = layout_type(b, &matrix(*scalar, *columns, *rows), f.row_major, structs);
                let size = b.layout_of(m, rule).expect("layout_of").size;
                Some(size / if f.row_major { rows } else { columns })
            }
            _ => None,
        };
        let members = f.ty.struct_fields().map_or_else(Vec::new, |fields| builder_members(b, fields, rule, structs));
        out.push(BuilderMember { offset, array_stride, matrix_stride, members });
    }
    out
}

/// The element type of an array (of arrays), or the type itself.
fn innermost(ty: &Ty) -> &Ty {
    match ty {
        Ty::Array(element, _) | Ty::RuntimeArray(element) => innermost(element),
        ty => ty,
    }
}

/// The type whose layout is that of `ty` as a member (row-major or not): structures are those
/// built, and a row-major matrix is its transpose.
fn layout_type(b: &mut Builder<'_>, ty: &Ty, row_major: bool, structs: &[(*const Field, IdRef)]) -> IdRef {
    match ty {
        Ty::Matrix { scalar, columns, rows } if row_major => {
            spirv_type(b, &matrix(*scalar, *rows, *columns), &mut Vec::new())
        }
        Ty::Array(element, n) => {
            let element = layout_type(b, element, row_major, structs);
            b.type_array(element, *n)
        }
        Ty::RuntimeArray(element) => {
            let element = layout_type(b, element, row_major, structs);
            b.type_runtime_array(element)
        }
        Ty::Struct(_, fields) => {
            structs.iter().find(|(f, _)| std::ptr::eq(*f, fields.as_ptr())).expect("the structure was built").1
        }
        ty => spirv_type(b, ty, &mut Vec::new()),
    }
}

/// Reflection's offsets and strides against the builder's.
fn compare_with_builder(members: &[Member], expected: &[BuilderMember], context: &str) -> usize {
    let mut checked = 0;
    for (m, e) in members.iter().zip(expected) {
        let context = format!("{context}.{}", m.name);
        assert_eq!(m.offset, Some(e.offset), "{context}: reflection's Offset against the builder's layout");
        if e.array_stride.is_some() {
            assert_eq!(m.array_stride, e.array_stride, "{context}: reflection's ArrayStride against the builder's");
        }
        if e.matrix_stride.is_some() {
            assert_eq!(m.matrix_stride, e.matrix_stride, "{context}: reflection's MatrixStride against the builder's");
        }
        checked += 1 + compare_with_builder(&m.members, &e.members, &context);
    }
    checked
}

/// The SPIR-V type of `ty`, its structures named and their row-major members decorated; each
/// structure built is recorded in `structs` under its description's field list.
fn spirv_type(b: &mut Builder<'_>, ty: &Ty, structs: &mut Vec<(*const Field, IdRef)>) -> IdRef {
    match ty {
        Ty::Scalar(s) => s.spirv(b),
        Ty::Vector(s, n) => {
            let component = s.spirv(b);
            b.type_vector(component, *n)
        }
        Ty::Matrix { scalar, columns, rows } => {
            let column = spirv_type(b, &Ty::Vector(*scalar, *rows), structs);
            b.type_matrix(column, *columns)
        }
        Ty::Array(element, n) => {
            let element = spirv_type(b, element, structs);
            b.type_array(element, *n)
        }
        Ty::RuntimeArray(element) => {
            let element = spirv_type(b, element, structs);
            b.type_runtime_array(element)
        }
        Ty::Struct(name, fields) => struct_type(b, name, fields, structs),
    }
}

fn struct_type(b: &mut Builder<'_>, name: &str, fields: &[Field], structs: &mut Vec<(*const Field, IdRef)>) -> IdRef {
    let members: Vec<IdRef> = fields.iter().map(|f| spirv_type(b, &f.ty, structs)).collect();
    let id = b.type_struct(members);
    b.name(id, name);
    for (f, i) in fields.iter().zip(0..) {
        b.member_name(id, i, f.name);
        // Before the layout is decorated, which lays such a member out row by row.
        if f.row_major {
            b.member_decorate(id, i, Decoration::RowMajor);
        }
    }
    structs.push((fields.as_ptr(), id));
    id
}

/// A built case: the module, its leaves (the input block's, then the push constants'), and
/// the builder's view of each block.
struct Built {
    module: Module<'static>,
    input_leaves: Vec<Leaf>,
    push_leaves: Vec<Leaf>,
    input_builder: Vec<BuilderMember>,
    push_builder: Vec<BuilderMember>,
    /// The size and alignment `decorate_layout` gave the input block.
    input_layout: spirv_core::builder::layout::TypeLayout,
    features: vulkan::Features,
}

/// The shader of `case`: `main` copies every leaf of the input block (set 0, binding 0), then
/// every leaf of the push constants, as 32-bit words to consecutive elements of the `uint[]`
/// of set 0, binding 1.
fn build(case: &Case) -> Built {
    let mut b = Builder::new(Version::new(1, 3));
    // What the scalars need: 16-bit values only loaded and widened (the storage capabilities),
    // 64-bit ones bit-cast.
    let scalars_in = |fields: &[Field]| {
        let mut s = Vec::new();
        fields.iter().for_each(|f| f.ty.scalars(&mut s));
        s
    };
    let input_scalars = scalars_in(&case.fields);
    let push_scalars = case.push.as_deref().map(scalars_in).unwrap_or_default();
    let all: Vec<Scalar> = input_scalars.iter().chain(&push_scalars).copied().collect();
    let narrow = |s: &[Scalar]| s.iter().any(|s| s.bytes() == 2);
    let uniform = case.kind == vulkan::BufferKind::Uniform;
    let features = vulkan::Features {
        storage_buffer_16bit: narrow(&input_scalars),
        uniform_and_storage_buffer_16bit: uniform && narrow(&input_scalars),
        storage_push_constant_16bit: narrow(&push_scalars),
        shader_int64: all.iter().any(|s| matches!(s, Scalar::U64 | Scalar::I64)),
        shader_float64: all.contains(&Scalar::F64),
        scalar_block_layout: case.rule == Layout::Scalar,
        ..Default::default()
    };
    b.capability(Capability::Shader);
    for (needed, capability) in [
        (features.storage_buffer_16bit, Capability::StorageBuffer16BitAccess),
        (features.uniform_and_storage_buffer_16bit, Capability::UniformAndStorageBuffer16BitAccess),
        (features.storage_push_constant_16bit, Capability::StoragePushConstant16),
        (features.shader_int64, Capability::Int64),
        (features.shader_float64, Capability::Float64),
    ] {
        if needed {
            b.capability(capability);
        }
    }
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);

    let mut structs = Vec::new();
    let input_class = if uniform { StorageClass::Uniform } else { StorageClass::StorageBuffer };
    let block = |b: &mut Builder<'_>, name: &str, fields: &[Field], class, rule, structs: &mut Vec<_>| {
        let ty = struct_type(b, name, fields, structs);
        b.decorate(ty, Decoration::Block);
        let layout = b.decorate_layout(ty, rule).unwrap_or_else(|e| panic!("{}: {name}: {e}", case.name));
        let pointer = b.type_pointer(class, ty);
        let var = b.variable(pointer, class);
        (var, layout)
    };
    let (input, input_layout) = block(&mut b, "Input", &case.fields, input_class, case.rule, &mut structs);
    b.name(input, "input");
    b.decorate(input, Decoration::DescriptorSet(0));
    b.decorate(input, Decoration::Binding(0));
    let push = case.push.as_ref().map(|fields| {
        let (var, _) = block(&mut b, "Push", fields, StorageClass::PushConstant, case.rule, &mut structs);
        b.name(var, "push");
        var
    });
    let out_fields = [field("words", Ty::RuntimeArray(Box::new(scalar(Scalar::U32))))];
    // The output is a plain `uint[]` whatever the case: std430, stride 4.
    let (output, _) = block(&mut b, "Output", &out_fields, StorageClass::StorageBuffer, Layout::Std430, &mut structs);
    b.name(output, "output");
    b.decorate(output, Decoration::DescriptorSet(0));
    b.decorate(output, Decoration::Binding(1));

    // The secondary check's expectations, while the builder is there to compute them.
    let input_builder = builder_members(&mut b, &case.fields, case.rule, &structs);
    let push_builder =
        case.push.as_ref().map(|fields| builder_members(&mut b, fields, case.rule, &structs)).unwrap_or_default();

    let mut input_leaves = Vec::new();
    leaves(&Ty::Struct("Input", case.fields.clone()), &mut Vec::new(), &mut input_leaves);
    let mut push_leaves = Vec::new();
    if let Some(fields) = &case.push {
        leaves(&Ty::Struct("Push", fields.clone()), &mut Vec::new(), &mut push_leaves);
    }

    let void = b.type_void();
    let main_type = b.type_function(void, []);
    let main = b.function(void, FunctionControl::NONE, main_type);
    b.name(main.id, "main");
    b.entry_point(ExecutionModel::GLCompute, main, "main", []);
    b.execution_mode(main, ExecutionMode::LocalSize(1, 1, 1));
    let entry = b.block(main);
    let mut c = b.at(entry);
    let u32_ = c.builder().type_int(32, false);
    let i32_ = c.builder().type_int(32, true);
    let f32_ = c.builder().type_float(32);
    let uvec2 = c.builder().type_vector(u32_, 2);
    let word_pointer = c.builder().type_pointer(StorageClass::StorageBuffer, u32_);
    let zero = c.builder().constant_u32(0);
    let mut next_word = 0;
    let sources = [(input, input_class, &input_leaves)]
        .into_iter()
        .chain(push.map(|var| (var, StorageClass::PushConstant, &push_leaves)));
    for (var, class, leaves) in sources {
        for leaf in leaves {
            let ty = leaf.scalar.spirv(c.builder());
            let pointer_type = c.builder().type_pointer(class, ty);
            let indexes: Vec<IdRef> = leaf.path.iter().map(|&i| c.builder().constant_u32(i)).collect();
            let pointer = c.access_chain(pointer_type, var, indexes);
            let value = c.load(ty, pointer);
            let bitcast = |c: &mut spirv_core::builder::Cursor<'_, '_>, ty: IdRef, operand: IdRef| {
                c.op(|r| Instruction::Bitcast { result_type: ty.into(), result_id: r, operand })
            };
            let words = match leaf.scalar {
                Scalar::U32 => vec![value],
                Scalar::I32 | Scalar::F32 => vec![bitcast(&mut c, u32_, value)],
                Scalar::U16 => vec![c.op(|r| Instruction::UConvert {
                    result_type: u32_.into(),
                    result_id: r,
                    unsigned_value: value,
                })],
                Scalar::I16 => {
                    let wide =
                        c.op(|r| Instruction::SConvert { result_type: i32_.into(), result_id: r, signed_value: value });
                    vec![bitcast(&mut c, u32_, wide)]
                }
                Scalar::F16 => {
                    let wide =
                        c.op(|r| Instruction::FConvert { result_type: f32_.into(), result_id: r, float_value: value });
                    vec![bitcast(&mut c, u32_, wide)]
                }
                Scalar::U64 | Scalar::I64 | Scalar::F64 => {
                    // Bit-cast to two words: the first holds the low-order bits.
                    let pair = bitcast(&mut c, uvec2, value);
                    vec![c.composite_extract(u32_, pair, [0]), c.composite_extract(u32_, pair, [1])]
                }
            };
            for word in words {
                let index = c.builder().constant_u32(next_word);
                let out = c.access_chain(word_pointer, output, [zero, index]);
                c.store(out, word);
                next_word += 1;
            }
        }
    }
    c.ret();
    let module = b.finish().unwrap_or_else(|e| panic!("{}: the shader builds: {e}", case.name));
    Built { module, input_leaves, push_leaves, input_builder, push_builder, input_layout, features }
}

/// The bytes of a block whose leaves (`leaves`, at the `offsets` reflection gives them) get
/// random distinct values, `size` bytes in all; the words the shader should copy are
/// appended to `expected`. Bytes no leaf covers keep a filler, which no value can be mistaken
/// for since every value is distinct from it and from each other.
fn fill(
    leaves: &[Leaf],
    offsets: &[u32],
    size: usize,
    rng: &mut Rng,
    seen: &mut HashSet<u64>,
    expected: &mut Vec<u32>,
    context: &str,
) -> Vec<u8> {
    const FILLER: u8 = 0xee;
    assert_eq!(leaves.len(), offsets.len(), "{context}: reflection's leaves");
    let mut data = vec![FILLER; size];
    let mut owner: Vec<Option<usize>> = vec![None; size];
    for (k, (leaf, &offset)) in leaves.iter().zip(offsets).enumerate() {
        let value = loop {
            let value = leaf.scalar.random(rng);
            let filler = u64::from_le_bytes([FILLER; 8]) >> (64 - 8 * leaf.scalar.bytes());
            if value != filler && seen.insert(value) {
                break value;
            }
        };
        let (start, end) = (offset as usize, (offset + leaf.scalar.bytes()) as usize);
        assert!(end <= size, "{context}: leaf {k} {:?} at {offset} ends past the block's {size} bytes", leaf.path);
        for byte in &mut owner[start..end] {
            if let Some(other) = *byte {
                panic!(
                    "{context}: leaf {k} {:?} at {offset} overlaps leaf {other} {:?}",
                    leaf.path, leaves[other].path
                );
            }
            *byte = Some(k);
        }
        data[start..end].copy_from_slice(&value.to_le_bytes()[..end - start]);
        expected.extend(leaf.scalar.words(value));
    }
    data
}

/// Runs spirv-val with `flags` on `module`.
fn validate(module: &Module<'_>, flags: &[&str], context: &str) {
    let out = run_reference("spirv-val", &[flags, &["-"]].concat(), &module.to_bytes());
    assert!(
        out.status.success(),
        "{context}: spirv-val {} rejects the module:\n{}{}\n{module}",
        flags.join(" "),
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn reflected_offsets_are_where_the_driver_reads() {
    let mut total = 0;
    for (seed, case) in cases().iter().enumerate() {
        let built = build(case);
        validate(&built.module, case.val, case.name);
        let reflection = Reflection::new(&Model::new(&built.module));

        // The input block, through reflection.
        let resource = reflection
            .resources
            .iter()
            .find(|r| (r.set, r.binding) == (Some(0), Some(0)))
            .unwrap_or_else(|| panic!("{}: reflection has no binding 0", case.name));
        let descriptor = match case.kind {
            vulkan::BufferKind::Uniform => DescriptorType::UniformBuffer,
            vulkan::BufferKind::Storage => DescriptorType::StorageBuffer,
        };
        assert_eq!(resource.descriptor_type, descriptor, "{}: binding 0's descriptor type", case.name);
        let block: &BlockLayout = resource.block.as_ref().expect("the input is a block");
        let mut input_offsets = Vec::new();
        reflected_offsets(&case.fields, &block.members, 0, case.name, &mut input_offsets);
        let runtime = case.fields.iter().any(|f| matches!(f.ty, Ty::RuntimeArray(_)));
        let input_size = match runtime {
            true => {
                let stride = block.runtime_array_stride.expect("the runtime array's stride");
                block.size + RUNTIME_LENGTH * stride
            }
            false => block.size,
        };

        // Secondary: reflection against the builder's own layout computation.
        let mut compared = compare_with_builder(&block.members, &built.input_builder, case.name);
        // decorate_layout's size is padded to the block's alignment (unless it ends in a
        // runtime array, where both stop); reflection's ends at the last member.
        let padded = if runtime { block.size } else { block.size.next_multiple_of(built.input_layout.alignment) };
        assert_eq!(padded, built.input_layout.size, "{}: reflection's size against the builder's", case.name);

        let mut rng = Rng::new(0x16_0000 + seed as u64);
        let mut seen = HashSet::new();
        let mut expected = Vec::new();
        let input = fill(
            &built.input_leaves,
            &input_offsets,
            input_size as usize,
            &mut rng,
            &mut seen,
            &mut expected,
            case.name,
        );
        let mut push_offsets = Vec::new();
        let push = match &case.push {
            Some(fields) => {
                let [push] = &reflection.push_constants[..] else {
                    panic!("{}: reflection's push constants {:?}", case.name, reflection.push_constants)
                };
                let block = push.block.as_ref().expect("the push constants are a block");
                reflected_offsets(fields, &block.members, 0, case.name, &mut push_offsets);
                compared += compare_with_builder(&block.members, &built.push_builder, case.name);
                let size = block.size.next_multiple_of(4) as usize;
                fill(&built.push_leaves, &push_offsets, size, &mut rng, &mut seen, &mut expected, case.name)
            }
            None => Vec::new(),
        };

        // Filled with a word no expected value has, so that an unwritten one shows.
        let unwritten = (0..).map(|i| 0xdead_0000u32 + i).find(|w| !expected.contains(w)).unwrap();
        let output = unwritten.to_le_bytes().repeat(expected.len());
        let mut buffers = [vulkan::Buffer { kind: case.kind, data: input.clone() }, vulkan::Buffer::storage(output)];
        let info =
            vulkan::run_compute_with(&built.module.to_words(), "main", &mut buffers, &push, [1, 1, 1], built.features)
                .unwrap_or_else(|e| panic!("{}: the Vulkan run failed: {e}", case.name));
        assert_eq!(buffers[0].data, input, "{}: the input buffer changed", case.name);
        let got: Vec<u32> =
            buffers[1].data.chunks_exact(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect();

        // Which leaf each word is, for the message.
        let mut word_leaf = Vec::new();
        let input_leaves = built.input_leaves.iter().zip(&input_offsets).map(|(l, &o)| (l, ("input", o)));
        let push_leaves = built.push_leaves.iter().zip(&push_offsets).map(|(l, &o)| (l, ("push constants", o)));
        for (leaf, offset) in input_leaves.chain(push_leaves) {
            for _ in 0..leaf.scalar.bytes().div_ceil(4) {
                word_leaf.push((leaf, offset));
            }
        }
        let wrong: Vec<String> = got
            .iter()
            .zip(&expected)
            .enumerate()
            .filter(|(_, (g, e))| g != e)
            .map(|(k, (g, e))| {
                let (leaf, (block, offset)) = word_leaf[k];
                format!(
                    "word {k} ({block} {:?} {:?}, at {offset}): got {g:#010x}, wrote {e:#010x}",
                    leaf.path, leaf.scalar
                )
            })
            .collect();
        assert!(
            wrong.is_empty(),
            "{}: {} of {} words differ on {}:\n{}",
            case.name,
            wrong.len(),
            expected.len(),
            info.name,
            wrong.join("\n")
        );
        let leaves = built.input_leaves.len() + built.push_leaves.len();
        eprintln!(
            "{}: {leaves} values ({} words) read back at reflection's offsets on {} (Vulkan {}); \
             {compared} members agree with the builder's layout",
            case.name,
            expected.len(),
            info.name,
            info.used_version
        );
        total += leaves;
    }
    assert!(total >= 600, "the cases cover {total} values");
}
