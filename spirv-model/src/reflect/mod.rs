//! Reflection: what a module needs bound to run, per entry point and for the whole module.
//!
//! [`Reflection::new`] gives the descriptor bindings (in Vulkan's terms), block layouts,
//! push-constant blocks, stage inputs and outputs, specialization constants and workgroup
//! sizes of a [`Model`]. Everything is owned and, with the `serde` feature, `Serialize`d as
//! `spirv reflect --json` prints it.
//!
//! # What it states
//!
//! `Reflection` is what a Vulkan renderer needs to build its descriptor-set and pipeline layouts:
//! descriptor bindings in Vulkan's terms (`Sampler`, `CombinedImageSampler`, `SampledImage`,
//! `StorageImage`, `UniformTexelBuffer`, `StorageTexelBuffer`, `UniformBuffer`, `StorageBuffer`,
//! `InputAttachment` with its index, `AccelerationStructure`, the QCOM image-processing types,
//! `Tensor`), their array sizes (a specialization-constant size evaluated at its default, with its
//! `SpecId`; 0 for a runtime array), image operands, block layouts (member names, offsets, offsets
//! from the block's start, sizes, padded sizes (the bytes to the next member), the stride of every
//! array dimension, matrix strides, row-major, nested structs, whether the code reaches each
//! member, the block's size and a trailing runtime array's stride), access (`NonWritable` /
//! `NonReadable`, and whether the code reads or writes it, following access chains, copies,
//! loaded images and function arguments) and the entry points whose call graphs use each;
//! push-constant blocks; per entry point the workgroup size (a `WorkgroupSize` built-in,
//! `LocalSizeId`, `LocalSize`; specialization constants at their defaults, with their
//! `SpecId`s) and stage inputs and outputs (location, component, built-in, type, interpolation
//! and `Patch` / `PerPrimitiveEXT` decorations); specialization constants (`SpecId`, name, type,
//! default).
//!
//! Naming: a resource or push-constant block is called by its variable's `OpName`, or, when the
//! variable has none or an empty one (glslang's anonymous blocks, `uniform Globals { .. };`), by
//! its block type's, as spirv-cross calls it. Entry points are told apart by name and execution
//! model (a module linked from a vertex and a fragment shader has two `main`s), and `used_by`
//! names both. Access is what the code does: an image only stored to is written, not read
//! (loading its handle reads nothing). A `SpecId` on a constant Vulkan does not specialize
//! (glslang puts one on the `OpSpecConstantOp` of `layout(constant_id = 105) const uint64_t x =
//! y + 1UL;`) is listed apart, in `ignored_spec_ids`, and not offered as a specialization constant.
//! Reflection's ids are the model's `IdRef`s (`model.type_of(resource.id)`), and
//! `Model::block_at` finds the block holding an instruction. Like the model, it never fails: on a
//! damaged module what is undefined is `None`.
//!
//! # How it is checked
//!
//! Against the references (CI): `tests/reflect.rs` compares every fact `spirv-cross --reflect`
//! states with ours on all 1,999 corpus modules it accepts (the test holds that number: entry
//! points, workgroup sizes, each resource's set, binding, name, descriptor type, array sizes,
//! image type, format and access decorations, block sizes, member offsets, names and strides,
//! push constants, stage inputs' and outputs' locations and names, specialization constants' ids,
//! names and defaults): 0 disagreements; the exclusions are counted with their reasons (names
//! spirv-cross makes up, QCOM image-processing images it does not know, a `LocalSizeId` constant
//! it reads as 0, resources outside its first entry point's interface). `tests/reflect_cases.rs`
//! covers SPIRV-Reflect's issues #110 (arrays sized by specialization constants), #325
//! (`OpInBoundsAccessChain`) and #290 (push-constant sizes); `tests/vulkan_layout.rs` checks on
//! lavapipe that block offsets are where the driver reads.
//!
//! Measured against SPIRV-Reflect's own goldens, by a command not run in CI (its `tests/`
//! directory is not shipped here): `cargo run --example reflect_goldens -- DIR` on a copy of it
//! (`examples/reflect_goldens.rs`) found 98.06 % of the 11,009 facts both state agree (bindings,
//! descriptor types, image operands, access flags, member offsets, absolute offsets, sizes,
//! padded sizes, strides, member use, push constants, interface variables, specialization
//! constants); every disagreement left is a documented SPIRV-Reflect convention or defect (sizes
//! rounded up to 16 bytes, `OpSpecConstantOp` array lengths read as their opcode, member use not
//! followed through chained access chains or whole-object copies, arrays of buffer references
//! losing their length), explained in the file.
//!
//! `spirv reflect` prints it as a table or as JSON (the crate spirv-cli documents the schema).

mod display;
mod layout;
mod usage;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use spirv_core::spec::{BuiltIn, Decoration, Dim, ExecutionMode, ExecutionModel, Instruction, StorageClass};
use spirv_core::{IdRef, NumberType};

use crate::{Model, Type, Value};
use usage::{reachable, usages};

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
    fn of(value: Value) -> Option<ScalarValue> {
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

impl Reflection {
    /// Reflects `model`'s module.
    pub fn new(model: &Model<'_, '_>) -> Reflection {
        let module = &model.module;
        // The global variables, by storage class.
        let mut variables: Vec<(IdRef, StorageClass)> = Vec::new();
        for inst in &module.instructions {
            if let Instruction::Variable { result_id, storage_class, .. } = inst
                && *storage_class != StorageClass::Function
            {
                variables.push((IdRef::from(*result_id), *storage_class));
            }
        }
        let ids: Vec<IdRef> = variables.iter().map(|&(id, _)| id).collect();
        // Per entry point, how its code uses each global variable.
        let per_entry: Vec<Vec<usage::Usage>> =
            model.entry_points().iter().map(|e| usages(model, &reachable(model, e.function), &ids)).collect();
        let used_by = |i: usize| -> Vec<EntryPointRef> {
            let mut entries: Vec<EntryPointRef> = Vec::new();
            for (e, usage) in model.entry_points().iter().zip(&per_entry) {
                let entry = EntryPointRef { name: e.name.to_string_lossy().into(), execution_model: e.execution_model };
                // A module may declare the same entry point twice.
                if usage[i].used && !entries.contains(&entry) {
                    entries.push(entry);
                }
            }
            entries
        };
        let mut resources = Vec::new();
        let mut push_constants = Vec::new();
        for (i, &(id, storage)) in variables.iter().enumerate() {
            let name = || variable_name(model, id);
            match storage {
                StorageClass::UniformConstant | StorageClass::Uniform | StorageClass::StorageBuffer => {
                    let Some(mut resource) = resource(model, id, storage) else { continue };
                    let mut access = resource.access;
                    for usage in &per_entry {
                        access.read |= usage[i].read;
                        access.written |= usage[i].written;
                        if let Some(block) = &mut resource.block {
                            mark_used(&mut block.members, &usage[i].member_paths);
                        }
                    }
                    resources.push(Resource { access, used_by: used_by(i), ..resource });
                }
                StorageClass::PushConstant => {
                    let block = model.result_type(id).map(|t| model.innermost(t));
                    let mut block = block.and_then(|b| layout::block_layout(model, b));
                    for usage in &per_entry {
                        if let Some(block) = &mut block {
                            mark_used(&mut block.members, &usage[i].member_paths);
                        }
                    }
                    push_constants.push(PushConstant { name: name(), id, block, used_by: used_by(i) });
                }
                _ => {}
            }
        }
        // The same for every entry point: found once.
        let builtin_size = workgroup_size_builtin(model);
        let entry_points = model
            .entry_points()
            .iter()
            .map(|e| {
                let (workgroup_size, workgroup_size_spec_ids) = workgroup_size(model, e, builtin_size).unzip();
                let interface = |wanted: StorageClass| {
                    e.interface
                        .iter()
                        .filter(|&v| variables.iter().any(|&(id, s)| id == v && s == wanted))
                        .map(|v| interface_variable(model, v))
                        .collect()
                };
                EntryPointReflection {
                    name: e.name.to_string_lossy().into(),
                    execution_model: e.execution_model,
                    workgroup_size,
                    workgroup_size_spec_ids,
                    inputs: interface(StorageClass::Input),
                    outputs: interface(StorageClass::Output),
                }
            })
            .collect();
        let mut specialization_constants = Vec::new();
        let mut ignored_spec_ids = Vec::new();
        // An id is a specialization constant only if some `OpSpecConstant*` defines it: most
        // modules have none, and then the pass over every result id (each found by a visit of
        // the instruction's operands) would find nothing.
        let any_spec_constant =
            module.instructions.iter().any(|inst| spirv_core::predicates::is_spec_constant(inst.opcode() as u16));
        let candidates: &[Instruction<'_>] = if any_spec_constant { &module.instructions } else { &[] };
        for inst in candidates {
            let Some(id) = inst.result_id().map(IdRef::from) else { continue };
            if !model.is_spec_constant(id) {
                continue;
            }
            let Some(spec_id) = model.spec_id(id) else { continue };
            let name = model.name(id).map(|n| n.to_string_lossy().into()).unwrap_or_default();
            if !model.is_specializable(id) {
                let instruction = inst.op().map_or("", |op| op.name());
                ignored_spec_ids.push(IgnoredSpecId { spec_id, name, id, instruction });
                continue;
            }
            specialization_constants.push(SpecializationConstant {
                spec_id,
                name,
                id,
                type_name: model.result_type(id).map(|t| type_name(model, t)).unwrap_or_default(),
                default: model.evaluate(id).and_then(ScalarValue::of),
            });
        }
        Reflection { entry_points, resources, push_constants, specialization_constants, ignored_spec_ids }
    }
}

/// Sets [`Member::used`] on the members the code reaches along `paths` (member indices from
/// the block down): each member on a path, and, for a path that reaches everything under its
/// end, everything under the member it ends at.
fn mark_used(members: &mut [Member], paths: &[(Vec<u32>, bool)]) {
    fn all(members: &mut [Member]) {
        for m in members {
            m.used = true;
            all(&mut m.members);
        }
    }
    for (path, whole) in paths {
        let mut level = &mut *members;
        let mut rest = path.as_slice();
        loop {
            let Some((&first, tail)) = rest.split_first() else {
                if *whole {
                    all(level);
                }
                break;
            };
            let Some(m) = level.get_mut(first as usize) else { break };
            m.used = true;
            level = &mut m.members;
            rest = tail;
        }
    }
}

/// A variable's name: its `OpName`, else (without one, or with an empty one: glslang's
/// anonymous blocks) its block type's.
fn variable_name(model: &Model<'_, '_>, id: IdRef) -> String {
    let named = |id: IdRef| model.name(id).filter(|n| !n.as_bytes().is_empty());
    if let Some(name) = named(id) {
        return name.to_string_lossy().into();
    }
    let block = model.result_type(id).map(|t| model.innermost(t));
    block.and_then(named).map(|n| n.to_string_lossy().into()).unwrap_or_default()
}

/// The resource the variable `id` of storage class `storage` is, if it is one (access from
/// decorations only).
fn resource(model: &Model<'_, '_>, id: IdRef, storage: StorageClass) -> Option<Resource> {
    let pointee = match model.type_of(id)? {
        Type::Pointer { pointee, .. } => pointee,
        _ => return None,
    };
    let (array, inner) = array_sizes(model, pointee);
    // Found once (a binary search), read up to seven times.
    let decorations = model.decorations(id);
    let decorated = |d: &Decoration<'_>| decorations.clone().any(|x| x == d);
    let mut image = None;
    let mut block = None;
    let descriptor_type = match (storage, model.ty(inner)?) {
        (StorageClass::UniformConstant, Type::Sampler) => DescriptorType::Sampler,
        (StorageClass::UniformConstant, Type::SampledImage { image: image_type }) => {
            image = image_info(model, image_type);
            match image.as_ref().map(|i| i.dim.as_str()) {
                Some("Buffer") => DescriptorType::UniformTexelBuffer,
                _ => DescriptorType::CombinedImageSampler,
            }
        }
        (StorageClass::UniformConstant, Type::Image(info)) => {
            image = image_info(model, inner);
            if decorated(&Decoration::WeightTextureQCOM) {
                DescriptorType::SampleWeightImage
            } else if decorated(&Decoration::BlockMatchTextureQCOM) {
                DescriptorType::BlockMatchImage
            } else {
                match (info.dim, info.sampled) {
                    (Dim::SubpassData, _) => DescriptorType::InputAttachment,
                    (Dim::Buffer, 2) => DescriptorType::StorageTexelBuffer,
                    (Dim::Buffer, _) => DescriptorType::UniformTexelBuffer,
                    (_, 2) => DescriptorType::StorageImage,
                    _ => DescriptorType::SampledImage,
                }
            }
        }
        (StorageClass::UniformConstant, Type::AccelerationStructure) => DescriptorType::AccelerationStructure,
        (StorageClass::UniformConstant, Type::Other(Instruction::TypeTensorARM { .. })) => DescriptorType::Tensor,
        (StorageClass::Uniform, Type::Struct { .. }) => {
            block = layout::block_layout(model, inner);
            match model.decorations(inner).any(|d| matches!(d, Decoration::BufferBlock)) {
                true => DescriptorType::StorageBuffer,
                false => DescriptorType::UniformBuffer,
            }
        }
        (StorageClass::StorageBuffer, Type::Struct { .. }) => {
            block = layout::block_layout(model, inner);
            DescriptorType::StorageBuffer
        }
        _ => return None,
    };
    // A block's members may carry the access decorations instead of the variable.
    let all_members = |d: &Decoration<'_>| match model.ty(inner) {
        Some(Type::Struct { members }) => {
            !members.is_empty() && (0..members.len() as u32).all(|m| model.member_decorations(inner, m).any(|x| x == d))
        }
        _ => false,
    };
    let access = Access {
        non_writable: decorated(&Decoration::NonWritable) || all_members(&Decoration::NonWritable),
        non_readable: decorated(&Decoration::NonReadable) || all_members(&Decoration::NonReadable),
        read: false,
        written: false,
    };
    let (set, binding) = (
        decorations.clone().find_map(|d| match d {
            Decoration::DescriptorSet(s) => Some(*s),
            _ => None,
        }),
        decorations.clone().find_map(|d| match d {
            Decoration::Binding(b) => Some(*b),
            _ => None,
        }),
    );
    let input_attachment_index = decorations.clone().find_map(|d| match d {
        Decoration::InputAttachmentIndex(i) => Some(*i),
        _ => None,
    });
    Some(Resource {
        set,
        binding,
        name: variable_name(model, id),
        id,
        descriptor_type,
        array,
        image,
        block,
        input_attachment_index,
        access,
        used_by: Vec::new(),
    })
}

fn image_info(model: &Model<'_, '_>, id: IdRef) -> Option<ImageInfo> {
    let Some(Type::Image(info)) = model.ty(id) else { return None };
    Some(ImageInfo {
        dim: String::from(info.dim.name().strip_prefix("Dim").unwrap_or(info.dim.name())),
        depth: info.depth,
        arrayed: info.arrayed,
        multisampled: info.multisampled,
        sampled: info.sampled,
        format: info.format.name().into(),
        sampled_type: type_name(model, info.sampled_type),
    })
}

/// The dimensions of the arrays `ty` is made of, outermost first, and the element type inside.
pub(crate) fn array_sizes(model: &Model<'_, '_>, mut ty: IdRef) -> (Vec<ArraySize>, IdRef) {
    let mut sizes = Vec::new();
    // Bounded: a damaged module may make types refer to each other in a loop.
    for _ in 0..64 {
        match model.ty(ty) {
            Some(Type::Array { element, length }) => {
                sizes.push(array_length(model, length));
                ty = element;
            }
            Some(Type::RuntimeArray { element }) => {
                sizes.push(ArraySize::Runtime);
                ty = element;
            }
            _ => break,
        }
    }
    (sizes, ty)
}

/// The length an array's length constant gives.
fn array_length(model: &Model<'_, '_>, length: IdRef) -> ArraySize {
    let n = model.evaluate(length).and_then(|v| v.to_u64()).map_or(0, |n| u32::try_from(n).unwrap_or(u32::MAX));
    match model.is_spec_constant(length) {
        true => ArraySize::SpecConstant { default: n, spec_id: specializable_spec_id(model, length) },
        false => ArraySize::Literal(n),
    }
}

/// The `SpecId` of `id` if a pipeline can set it (see [`Reflection::ignored_spec_ids`]).
fn specializable_spec_id(model: &Model<'_, '_>, id: IdRef) -> Option<u32> {
    model.is_specializable(id).then(|| model.spec_id(id)).flatten()
}

/// The constituents of the first constant composite of three decorated `BuiltIn WorkgroupSize`,
/// which overrides the execution modes.
fn workgroup_size_builtin<'m>(model: &Model<'m, '_>) -> Option<&'m spirv_core::List<'m, IdRef>> {
    model.module.instructions.iter().find_map(|inst| {
        // Only these define a `Constant::Composite`; the first instruction that satisfies the
        // test below is the first definition of its id, so it is one of them.
        if !matches!(inst, Instruction::ConstantComposite { .. } | Instruction::SpecConstantComposite { .. }) {
            return None;
        }
        let id = inst.result_id()?;
        let decorated = model.decorations(id).any(|d| matches!(d, Decoration::BuiltIn(BuiltIn::WorkgroupSize)));
        match (decorated, model.constant(id)?) {
            (true, crate::Constant::Composite(parts)) if parts.len() == 3 => Some(parts),
            _ => None,
        }
    })
}

/// The workgroup size of entry point `e`, and the `SpecId`s of its parts; `builtin` is
/// [`workgroup_size_builtin`]'s answer.
#[allow(clippy::type_complexity)]
fn workgroup_size(
    model: &Model<'_, '_>,
    e: &crate::EntryPoint<'_, '_>,
    builtin: Option<&spirv_core::List<'_, IdRef>>,
) -> Option<([u32; 3], [Option<u32>; 3])> {
    let part = |id: IdRef| -> (u32, Option<u32>) {
        let value = model.evaluate(id).and_then(|v| v.to_u64()).map_or(0, |n| u32::try_from(n).unwrap_or(u32::MAX));
        (value, specializable_spec_id(model, id))
    };
    if let Some(parts) = builtin {
        let [x, y, z] = [0, 1, 2].map(|i| part(parts.get(i).unwrap_or(e.function)));
        return Some(([x.0, y.0, z.0], [x.1, y.1, z.1]));
    }
    for mode in e.modes.iter().rev() {
        match mode {
            ExecutionMode::LocalSizeId(x, y, z) => {
                let [x, y, z] = [*x, *y, *z].map(part);
                return Some(([x.0, y.0, z.0], [x.1, y.1, z.1]));
            }
            ExecutionMode::LocalSize(x, y, z) => return Some(([*x, *y, *z], [None; 3])),
            _ => {}
        }
    }
    None
}

/// A stage input or output variable.
fn interface_variable(model: &Model<'_, '_>, id: IdRef) -> InterfaceVariable {
    // Found once (a binary search), read five times.
    let decorations = model.decorations(id);
    let name = model.name(id).map(|n| n.to_string_lossy().into()).unwrap_or_default();
    let Some(Type::Pointer { pointee, .. }) = model.type_of(id) else {
        // Not a pointer: a damaged module.
        return InterfaceVariable {
            name,
            id,
            location: None,
            component: None,
            builtin: None,
            member_builtins: Vec::new(),
            type_name: String::new(),
            array: Vec::new(),
            decorations: Vec::new(),
        };
    };
    let (array, element) = array_sizes(model, pointee);
    let member_builtins = match model.ty(element) {
        Some(Type::Struct { members }) => (0..members.len() as u32)
            .filter_map(|m| {
                model.member_decorations(element, m).find_map(|d| match d {
                    Decoration::BuiltIn(b) => Some(String::from(b.name())),
                    _ => None,
                })
            })
            .collect(),
        _ => Vec::new(),
    };
    let mut names = Vec::new();
    for d in decorations.clone() {
        if matches!(
            d,
            Decoration::Flat
                | Decoration::NoPerspective
                | Decoration::Centroid
                | Decoration::Sample
                | Decoration::Patch
                | Decoration::PerPrimitiveEXT
                | Decoration::PerVertexKHR
                | Decoration::Invariant
        ) {
            names.push(String::from(d.name()));
        }
    }
    InterfaceVariable {
        name,
        id,
        location: decorations.clone().find_map(|d| match d {
            Decoration::Location(l) => Some(*l),
            _ => None,
        }),
        component: decorations.clone().find_map(|d| match d {
            Decoration::Component(c) => Some(*c),
            _ => None,
        }),
        builtin: decorations.clone().find_map(|d| match d {
            Decoration::BuiltIn(b) => Some(String::from(b.name())),
            _ => None,
        }),
        member_builtins,
        type_name: type_name(model, element),
        array,
        decorations: names,
    }
}

/// A GLSL-style name of type `id`: `float`, `uint`, `vec4`, `ivec2`, `mat4`, `mat3x4`,
/// `dvec2`, `float16_t`, `f16vec3`, `int64_t`, `u8vec4`, `bool`, a structure's `OpName` (or
/// `_<id>`), `image2D`-style names left to [`ImageInfo`] (`image`), `sampler`.
pub(crate) fn type_name(model: &Model<'_, '_>, id: IdRef) -> String {
    let mut out = String::new();
    write_type_name(model, id, &mut out, 16);
    out
}

/// Writes [`type_name`] of `id` to `out`, through at most `depth` pointers and arrays (a
/// damaged module may make them refer to each other in a loop).
fn write_type_name(model: &Model<'_, '_>, id: IdRef, out: &mut String, depth: u32) {
    let Some(depth) = depth.checked_sub(1) else { return };
    let scalar = |ty: Option<Type<'_>>| -> (&'static str, &'static str) {
        // (scalar name, vector prefix)
        match ty {
            Some(Type::Bool) => ("bool", "b"),
            Some(Type::Int { width: 32, signed: true }) => ("int", "i"),
            Some(Type::Int { width: 32, signed: false }) => ("uint", "u"),
            Some(Type::Int { width: 64, signed: true }) => ("int64_t", "i64"),
            Some(Type::Int { width: 64, signed: false }) => ("uint64_t", "u64"),
            Some(Type::Int { width: 16, signed: true }) => ("int16_t", "i16"),
            Some(Type::Int { width: 16, signed: false }) => ("uint16_t", "u16"),
            Some(Type::Int { width: 8, signed: true }) => ("int8_t", "i8"),
            Some(Type::Int { width: 8, signed: false }) => ("uint8_t", "u8"),
            Some(Type::Float { width: 32, encoding: None }) => ("float", ""),
            Some(Type::Float { width: 64, encoding: None }) => ("double", "d"),
            Some(Type::Float { width: 16, encoding: None }) => ("float16_t", "f16"),
            _ => ("", ""),
        }
    };
    match model.ty(id) {
        Some(Type::Void) => out.push_str("void"),
        Some(
            t @ (Type::Bool
            | Type::Int { width: 8 | 16 | 32 | 64, .. }
            | Type::Float { width: 16 | 32 | 64, encoding: None }),
        ) => out.push_str(scalar(Some(t)).0),
        Some(Type::Vector { component, count }) => {
            let (_, prefix) = scalar(model.ty(component));
            out.push_str(prefix);
            out.push_str("vec");
            push_number(out, count);
        }
        Some(Type::Matrix { column, count }) => {
            let (rows, prefix) = match model.ty(column) {
                Some(Type::Vector { component, count }) => (count, scalar(model.ty(component)).1),
                _ => (0, ""),
            };
            out.push_str(prefix);
            out.push_str("mat");
            push_number(out, count);
            if rows != count {
                out.push('x');
                push_number(out, rows);
            }
        }
        Some(Type::Struct { .. }) => match model.name(id) {
            Some(name) if !name.as_bytes().is_empty() => out.push_str(&name.to_string_lossy()),
            _ => {
                let _ = write!(out, "_{}", id.get());
            }
        },
        Some(Type::Image(_)) => out.push_str("image"),
        Some(Type::SampledImage { .. }) => out.push_str("sampledImage"),
        Some(Type::Sampler) => out.push_str("sampler"),
        Some(Type::AccelerationStructure) => out.push_str("accelerationStructureEXT"),
        Some(Type::Pointer { pointee, .. }) => {
            write_type_name(model, pointee, out, depth);
            out.push('*');
        }
        Some(Type::Array { element, .. } | Type::RuntimeArray { element }) => {
            write_type_name(model, element, out, depth);
            out.push_str("[]");
        }
        Some(Type::Int { width, signed }) => {
            let _ = write!(out, "{}int{width}_t", if signed { "" } else { "u" });
        }
        Some(Type::Float { width, encoding }) => {
            let _ = match encoding {
                Some(e) => write!(out, "{}", e.name()),
                None => write!(out, "float{width}_t"),
            };
        }
        Some(other) => {
            let _ = write!(out, "{other:?}");
        }
        None => {
            let _ = write!(out, "_{}", id.get());
        }
    }
}

/// Writes `n` in decimal; a digit without the formatting machinery (which costs more than the
/// rest of a type's name), as vector and matrix sizes are.
fn push_number(out: &mut String, n: u32) {
    match u8::try_from(n) {
        Ok(digit @ 0..=9) => out.push(char::from(b'0' + digit)),
        _ => {
            let _ = write!(out, "{n}");
        }
    }
}
