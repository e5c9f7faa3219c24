//! What reflection reports: the reflection of a module and its parts.

use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::spec::ExecutionModel;
use spirv_core::{IdRef, NumberType};

use crate::constants::Value;

/// The reflection of a module: its entry points, resources, push constants and specialization
/// constants.
///
/// ```
/// use spirv_core::Module;
/// use spirv_model::reflect::{DescriptorType, Reflection};
/// use spirv_model::Model;
///
/// let words = spirv_core::text::assemble(b"
///     OpCapability Shader
///     OpMemoryModel Logical GLSL450
///     OpEntryPoint GLCompute %main \"main\"
///     OpExecutionMode %main LocalSize 64 1 1
///     OpName %data \"data\"
///     OpMemberName %block 0 \"values\"
///     OpDecorate %data DescriptorSet 0
///     OpDecorate %data Binding 3
///     OpDecorate %block Block
///     OpMemberDecorate %block 0 Offset 0
///     OpDecorate %array ArrayStride 4
///     %void = OpTypeVoid
///     %fn = OpTypeFunction %void
///     %uint = OpTypeInt 32 0
///     %array = OpTypeRuntimeArray %uint
///     %block = OpTypeStruct %array
///     %ptr = OpTypePointer StorageBuffer %block
///     %data = OpVariable %ptr StorageBuffer
///     %main = OpFunction %void None %fn
///     %entry = OpLabel
///     OpReturn
///     OpFunctionEnd
/// ", &Default::default()).unwrap();
/// let module = Module::decode_words(&words).unwrap();
/// let reflection = Reflection::new(&Model::new(&module));
///
/// assert_eq!(reflection.entry_points[0].workgroup_size, Some([64, 1, 1]));
/// let data = &reflection.resources[0];
/// assert_eq!((data.set, data.binding, data.name.as_str()), (Some(0), Some(3), "data"));
/// assert_eq!(data.descriptor_type, DescriptorType::StorageBuffer);
/// let block = data.block.as_ref().unwrap();
/// assert_eq!((block.size, block.runtime_array_stride), (0, Some(4)));
/// assert_eq!(block.members[0].name, "values");
/// ```
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Reflection {
    /// The entry points, in module order.
    pub entry_points: Vec<EntryPointReflection>,
    /// The descriptor bindings: variables in the `UniformConstant`, `Uniform` and
    /// `StorageBuffer` storage classes, in module order.
    pub resources: Vec<Resource>,
    /// The push-constant blocks (one per entry point in a valid module).
    pub push_constants: Vec<PushConstant>,
    /// The specialization constants a pipeline can set (`OpSpecConstant`,
    /// `OpSpecConstantTrue`, `OpSpecConstantFalse` with a `SpecId`), in module order.
    pub specialization_constants: Vec<SpecializationConstant>,
    /// The `SpecId`s on other constants, which Vulkan does not specialize (an
    /// `OpSpecConstantOp` or `OpSpecConstantComposite` takes its value from the constants it
    /// is made of; glslang decorates one for `layout(constant_id = 105) const uint64_t x = y +
    /// 1UL;`), in module order: listed apart, so that nothing offers to set them.
    pub ignored_spec_ids: Vec<IgnoredSpecId>,
}

/// An entry point as SPIR-V tells them apart: by name and execution model (a module may have a
/// vertex and a fragment entry point both called `main`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct EntryPointRef {
    /// The name it is called by.
    pub name: String,
    /// The stage.
    #[cfg_attr(feature = "serde", serde(serialize_with = "enum_name"))]
    pub execution_model: ExecutionModel,
}

/// An entry point: its stage, workgroup size and stage interface.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct EntryPointReflection {
    /// The name it is called by.
    pub name: String,
    /// The stage (`GLCompute`, `Fragment`, ...).
    #[cfg_attr(feature = "serde", serde(serialize_with = "enum_name"))]
    pub execution_model: ExecutionModel,
    /// The workgroup size (defaults of its specialization constants), from a `WorkgroupSize`
    /// built-in constant, else `LocalSizeId`, else `LocalSize`; `None` for stages without one.
    pub workgroup_size: Option<[u32; 3]>,
    /// For each part of the workgroup size, the `SpecId` of the specialization constant that
    /// gives it, if one does.
    pub workgroup_size_spec_ids: Option<[Option<u32>; 3]>,
    /// Its `Input` variables (built-ins included), in interface order.
    pub inputs: Vec<InterfaceVariable>,
    /// Its `Output` variables (built-ins included), in interface order.
    pub outputs: Vec<InterfaceVariable>,
}

impl EntryPointReflection {
    /// The entry point's name and execution model, as [`Resource::used_by`] names it.
    pub fn reference(&self) -> EntryPointRef {
        EntryPointRef { name: self.name.clone(), execution_model: self.execution_model }
    }
}

/// A stage input or output.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct InterfaceVariable {
    /// Its `OpName` (empty without one).
    pub name: String,
    /// The variable's id.
    #[cfg_attr(feature = "serde", serde(serialize_with = "id_number"))]
    pub id: IdRef,
    /// `Location`.
    pub location: Option<u32>,
    /// `Component`.
    pub component: Option<u32>,
    /// `BuiltIn`, by name (`Position`); for a block of built-ins (`gl_PerVertex`), its
    /// members' in [`InterfaceVariable::member_builtins`].
    pub builtin: Option<String>,
    /// The built-ins of the members of a block of built-ins, in member order.
    pub member_builtins: Vec<String>,
    /// The type of the value (the element type of an array), GLSL-style: `vec4`, `uint`.
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub type_name: String,
    /// Its array dimensions, outermost first.
    pub array: Vec<ArraySize>,
    /// Interpolation and auxiliary decorations: `Flat`, `NoPerspective`, `Centroid`, `Sample`,
    /// `Patch`, `PerPrimitiveEXT`, `PerVertexKHR`, `Invariant`.
    pub decorations: Vec<String>,
}

/// A descriptor binding.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Resource {
    /// `DescriptorSet` (`None` without one).
    pub set: Option<u32>,
    /// `Binding` (`None` without one).
    pub binding: Option<u32>,
    /// The variable's `OpName`, else (without one, or with an empty one, as glslang gives an
    /// anonymous block: `uniform Globals { .. };`) its block type's (empty without either).
    pub name: String,
    /// The variable's id.
    #[cfg_attr(feature = "serde", serde(serialize_with = "id_number"))]
    pub id: IdRef,
    /// The descriptor type, in Vulkan's terms.
    pub descriptor_type: DescriptorType,
    /// Array dimensions, outermost first (an array of descriptors).
    pub array: Vec<ArraySize>,
    /// The image's operands, for images, sampled images and texel buffers.
    pub image: Option<ImageInfo>,
    /// The block's layout, for uniform and storage buffers.
    pub block: Option<BlockLayout>,
    /// `InputAttachmentIndex`, for input attachments.
    pub input_attachment_index: Option<u32>,
    /// How the resource is accessed: its decorations, and what the code does.
    pub access: Access,
    /// The entry points whose code (through its call graph) uses it.
    pub used_by: Vec<EntryPointRef>,
}

/// Descriptor types, as Vulkan names them (`VkDescriptorType`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub enum DescriptorType {
    /// `OpTypeSampler`.
    Sampler,
    /// `OpTypeSampledImage`.
    CombinedImageSampler,
    /// An image with `Sampled` 1 (or 0, known at run time).
    SampledImage,
    /// An image with `Sampled` 2.
    StorageImage,
    /// A `Buffer` image with `Sampled` 1.
    UniformTexelBuffer,
    /// A `Buffer` image with `Sampled` 2.
    StorageTexelBuffer,
    /// A `Uniform` block.
    UniformBuffer,
    /// A `StorageBuffer` block, or a `Uniform` `BufferBlock`.
    StorageBuffer,
    /// A `SubpassData` image.
    InputAttachment,
    /// `OpTypeAccelerationStructureKHR`.
    AccelerationStructure,
    /// An image decorated `WeightTextureQCOM`.
    SampleWeightImage,
    /// An image decorated `BlockMatchTextureQCOM`.
    BlockMatchImage,
    /// `OpTypeTensorARM`.
    Tensor,
}

/// One dimension of an array. Serialized as its number of elements (a specialization
/// constant's default; 0 for a runtime array).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArraySize {
    /// A length given by a constant.
    Literal(u32),
    /// A length given by a specialization constant: its default, and its `SpecId` (none for
    /// an `OpSpecConstantOp`, which a pipeline cannot set).
    SpecConstant {
        /// The length at the constant's default.
        default: u32,
        /// The constant's `SpecId`.
        spec_id: Option<u32>,
    },
    /// A runtime array.
    Runtime,
}

#[cfg(feature = "serde")]
impl serde::Serialize for ArraySize {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(self.elements())
    }
}

impl ArraySize {
    /// Elements: the length (at the default), 0 for a runtime array.
    pub fn elements(&self) -> u32 {
        match *self {
            ArraySize::Literal(n) | ArraySize::SpecConstant { default: n, .. } => n,
            ArraySize::Runtime => 0,
        }
    }
}

/// The operands of an image type.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ImageInfo {
    /// `1D`, `2D`, `3D`, `Cube`, `Rect`, `Buffer`, `SubpassData`, ...
    pub dim: String,
    /// 0: not a depth image, 1: a depth image, 2: not said.
    pub depth: u32,
    /// Arrayed.
    pub arrayed: bool,
    /// Multisampled.
    pub multisampled: bool,
    /// 0: known at run time, 1: sampled, 2: storage.
    pub sampled: u32,
    /// The texel format (`Unknown`, `Rgba8`, ...).
    pub format: String,
    /// The sampled type's GLSL-style name (`float`, `uint`).
    pub sampled_type: String,
}

/// How a resource is accessed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Access {
    /// Decorated `NonWritable` (the variable, or every member of its block).
    pub non_writable: bool,
    /// Decorated `NonReadable` (the variable, or every member of its block).
    pub non_readable: bool,
    /// The code of some entry point reads it.
    pub read: bool,
    /// The code of some entry point writes it.
    pub written: bool,
}

/// The layout of a uniform, storage or push-constant block.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BlockLayout {
    /// The structure type's `OpName` (or `_<id>`).
    #[cfg_attr(feature = "serde", serde(rename = "name"))]
    pub type_name: String,
    /// Bytes up to the end of its last member (the one with the highest offset; an array
    /// counted as its length times its stride, a trailing runtime array as no elements): the
    /// range a descriptor must cover, as SPIRV-Cross reports it.
    pub size: u32,
    /// The `ArrayStride` of a trailing runtime array: the bytes each of its elements adds.
    pub runtime_array_stride: Option<u32>,
    /// Its members, in order.
    pub members: Vec<Member>,
}

/// A member of a block (or of a structure inside one).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Member {
    /// Its `OpMemberName` (empty without one).
    pub name: String,
    /// `Offset` (`None` without one): from the start of the structure it is a member of.
    pub offset: Option<u32>,
    /// Its offset from the start of the block: the offsets of the members it is nested in
    /// added up, in the first element of every array of structures it is inside (element `i`
    /// of such an array is `i` times the array's stride further). `None` when it or one of
    /// those members has no `Offset`.
    pub absolute_offset: Option<u32>,
    /// Bytes it takes: an array's length times its stride, a runtime array none.
    pub size: u32,
    /// Bytes from its offset to the next member's (the next higher offset in its structure),
    /// its trailing padding included; for the member with the highest offset, to the end of
    /// its structure where that end is set by what holds the structure (the stride of an array
    /// of it, or the padded size of the member it is), else its own size. What a writer of
    /// the block skips after the member's bytes. Less than `size` only when a relaxed layout
    /// puts the next member inside the padding of this one's last array element.
    pub padded_size: u32,
    /// Its type's GLSL-style name (the element type of an array): `vec4`, `mat4`, a structure's
    /// name.
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub type_name: String,
    /// Array dimensions, outermost first.
    pub array: Vec<ArraySize>,
    /// The outermost array's `ArrayStride`.
    pub array_stride: Option<u32>,
    /// The `ArrayStride` of each of its array dimensions, outermost first (the first is
    /// [`Member::array_stride`]): element `[i][j]` of a two-dimensional array is at
    /// `i * array_strides[0] + j * array_strides[1]`.
    pub array_strides: Vec<Option<u32>>,
    /// `MatrixStride`, for matrices (and arrays of them).
    pub matrix_stride: Option<u32>,
    /// Decorated `RowMajor`.
    pub row_major: bool,
    /// Whether the code of some entry point reaches it: an access chain from the variable
    /// through or to it, or a load, store, copy or atomic of it or of something that holds it
    /// (a whole block loaded reaches every member). `OpArrayLength` reaches no member: the
    /// length comes from the descriptor's range.
    pub used: bool,
    /// The members of a structure member, nested up to eight levels below the block. Once a
    /// block's layout lists 65,536 members, those after are listed without theirs: a hostile
    /// module can nest structures of several members of the same structure, which would
    /// otherwise list exponentially many.
    pub members: Vec<Member>,
}

/// A push-constant block.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PushConstant {
    /// The variable's `OpName`, else (without one, or with an empty one) its block type's.
    pub name: String,
    /// The variable's id.
    #[cfg_attr(feature = "serde", serde(serialize_with = "id_number"))]
    pub id: IdRef,
    /// Its layout.
    pub block: Option<BlockLayout>,
    /// The entry points whose code uses it.
    pub used_by: Vec<EntryPointRef>,
}

/// A specialization constant.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SpecializationConstant {
    /// `SpecId`.
    pub spec_id: u32,
    /// Its `OpName` (empty without one).
    pub name: String,
    /// The constant's id.
    #[cfg_attr(feature = "serde", serde(serialize_with = "id_number"))]
    pub id: IdRef,
    /// Its type's GLSL-style name.
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub type_name: String,
    /// Its default value.
    pub default: Option<ScalarValue>,
}

/// A `SpecId` on a constant that Vulkan does not specialize (see
/// [`Reflection::ignored_spec_ids`]).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct IgnoredSpecId {
    /// `SpecId`.
    pub spec_id: u32,
    /// The constant's `OpName` (empty without one).
    pub name: String,
    /// The constant's id.
    #[cfg_attr(feature = "serde", serde(serialize_with = "id_number"))]
    pub id: IdRef,
    /// The instruction that defines it: `OpSpecConstantOp`, `OpSpecConstantComposite`, ...
    pub instruction: &'static str,
}

/// The value of a scalar constant, for reports.
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(untagged))]
pub enum ScalarValue {
    /// A boolean.
    Bool(bool),
    /// An unsigned integer.
    Unsigned(u64),
    /// A signed integer.
    Signed(i64),
    /// A float.
    Float(f64),
}

impl ScalarValue {
    pub(crate) fn of(value: Value) -> Option<ScalarValue> {
        match value {
            Value::Bool(b) => Some(ScalarValue::Bool(b)),
            Value::Number(n) => match n.number_type() {
                NumberType::Signed { .. } => n.to_i64().map(ScalarValue::Signed),
                NumberType::Float { .. } => n.to_f64().map(ScalarValue::Float),
                _ => n.to_u64().map(ScalarValue::Unsigned),
            },
        }
    }
}

#[cfg(feature = "serde")]
fn enum_name<S: serde::Serializer>(model: &ExecutionModel, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(model.name())
}

/// An id as its number.
#[cfg(feature = "serde")]
fn id_number<S: serde::Serializer>(id: &IdRef, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_u32(id.get())
}
