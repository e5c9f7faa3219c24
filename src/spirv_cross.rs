//! The reflection reference: Debian's `spirv-cross --reflect` (bookworm's 2021.01.15+1.3.239.0,
//! whose code is upstream's tag `sdk-1.3.239.0`, January 2023), run on a module, and its JSON
//! read into types that a test compares fact by fact with our reflection.
//!
//! What this version's JSON says, and does not say (from its `spirv_reflect.cpp` and its output
//! on the corpus):
//!
//! - Resources, inputs and outputs are those of the module's *first* `OpEntryPoint`: `--reflect`
//!   ignores `--entry` and `--stage`. Before SPIR-V 1.4 every descriptor variable of the module is
//!   listed (whether the entry point uses it or not), and only inputs and outputs are filtered by
//!   the entry point's interface; from 1.4 on, everything is. Nothing is filtered by static use.
//! - Built-in variables and blocks with a built-in member (`gl_PerVertex`) are never listed, and
//!   no input or output has a `Component`: the facts are name, type, array, `Location`, `Index`
//!   and `Offset` (transform feedback).
//! - Array sizes are listed innermost first; [`ArraySize`] lists them outermost first, the order
//!   of the types from the variable in (`float d[2][4]` is `[2, 4]`). A size given by a spec
//!   constant is that constant's result id (`array_size_is_literal: false`), not its value.
//! - `block_size` (uniform and storage buffers only, never push constants) is the highest
//!   member offset plus that member's size: a trailing runtime array counts zero, nothing is
//!   rounded up to the block's alignment (`{ vec4 a; vec3 b; }` is 28), and a spec-constant array
//!   counts with its default size.
//! - `workgroup_size` is given for `GLCompute` entry points only; a part that is a spec constant
//!   is its `SpecId`, not its default. With `LocalSizeId`, a part that is a plain constant reads 0
//!   (this version keeps only the ids of `LocalSizeId`, and the values of `LocalSize` and of the
//!   `WorkgroupSize` built-in, which takes precedence). Which parts are spec constants is taken
//!   from the first entry point, for every `GLCompute` entry point listed.
//! - Names: a nameless block is `_<struct id>_<variable id>` (or its variable's name when only
//!   that is named), any other nameless resource `_<variable id>`; a uniform or storage buffer is
//!   named after its block type, except storage buffers of an HLSL module (or of a module whose
//!   storage buffers share a block type), which are named after the variable. A nameless member
//!   is `_m<index>`. See [`is_fallback_name`].
//! - Types are GLSL spellings (`vec4`, `sampler2DShadow`, `uimageBuffer`, `f16vec2`), or `_<id>`
//!   for a struct that `types` describes.

use serde::Deserialize;
use spirv_core::spec::{Dim, ExecutionModel, ImageFormat};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// How long one run may take. A module takes milliseconds; the limit is only there so that a
/// run that hangs fails its module instead of the whole test.
pub const TIMEOUT: Duration = Duration::from_secs(60);

/// The `spirv-cross` binary (`$SPIRV_CROSS`, as `scripts/test.sh` sets from
/// `scripts/spirv-cross.sh`).
///
/// # Panics
/// When it is missing: tests that need it fail rather than pass silently.
pub fn spirv_cross() -> PathBuf {
    match std::env::var_os("SPIRV_CROSS").filter(|p| !p.is_empty()).map(PathBuf::from) {
        Some(p) if p.is_file() => p,
        Some(p) => panic!("SPIRV_CROSS is {}, which is not a file: run scripts/spirv-cross.sh", p.display()),
        None => panic!(
            "spirv-cross not found: run the tests through scripts/test.sh, which installs it (scripts/spirv-cross.sh)"
        ),
    }
}

/// What one run of `spirv-cross --reflect` gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Run {
    /// It exited with status 0: its standard output, the JSON.
    Json(String),
    /// It exited with another status (it reports an exception it caught, `SPIRV-Cross threw an
    /// exception: ...`, with status 1).
    Rejected { status: i32, stderr: String },
    /// It was killed by a signal (an abort or a segmentation fault).
    Crashed { signal: i32, stderr: String },
    /// It ran longer than [`TIMEOUT`] and was killed.
    TimedOut { stderr: String },
}

impl Run {
    /// A rejection's or crash's message without what varies from module to module: the first
    /// line of standard error without spirv-cross's prefix, or what happened when it is empty.
    pub fn message(&self) -> String {
        let (what, stderr) = match self {
            Run::Json(_) => return "accepted".into(),
            Run::Rejected { status, stderr } => (format!("exit status {status}"), stderr),
            Run::Crashed { signal, stderr } => (format!("signal {signal}"), stderr),
            Run::TimedOut { stderr } => (format!("no answer after {TIMEOUT:?}"), stderr),
        };
        let line = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        let line = line.strip_prefix("SPIRV-Cross threw an exception: ").unwrap_or(line).trim();
        if line.is_empty() { what } else { line.to_string() }
    }
}

/// Runs `spirv-cross --reflect json -` on `module`, given on its standard input (it reads `-` as
/// standard input; `--reflect` takes the next argument as its format when it does not start with
/// `--`, so the format is always given). Never waits longer than [`TIMEOUT`].
///
/// # Panics
/// When spirv-cross is missing or cannot be started.
pub fn run_reflect(module: &[u8]) -> Run {
    use std::io::{Read, Write};
    let tool = spirv_cross();
    let mut child = Command::new(&tool)
        .args(["--reflect", "json", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{} starts: {e}", tool.display()));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let mut stdout = child.stdout.take().expect("piped stdout");
    let mut stderr = child.stderr.take().expect("piped stderr");
    // Feeding and reading on threads of their own: a child blocked on a full pipe would
    // otherwise never exit, and the timeout below must see it either way.
    let (status, out, err) = std::thread::scope(|s| {
        s.spawn(move || {
            // A run that fails early may close its input: its answer is in its status.
            let _ = stdin.write_all(module);
        });
        let out = s.spawn(move || {
            let mut v = Vec::new();
            let _ = stdout.read_to_end(&mut v);
            v
        });
        let err = s.spawn(move || {
            let mut v = Vec::new();
            let _ = stderr.read_to_end(&mut v);
            v
        });
        let status = wait_until(&mut child, Instant::now() + TIMEOUT);
        let out = out.join().expect("stdout reader");
        let err = err.join().expect("stderr reader");
        (status, out, err)
    });
    let stderr = String::from_utf8_lossy(&err).into_owned();
    match status {
        None => Run::TimedOut { stderr },
        Some(s) if s.success() => Run::Json(String::from_utf8_lossy(&out).into_owned()),
        Some(s) => match (s.code(), signal(&s)) {
            (Some(status), _) => Run::Rejected { status, stderr },
            (None, Some(signal)) => Run::Crashed { signal, stderr },
            (None, None) => Run::Crashed { signal: 0, stderr },
        },
    }
}

/// The child's exit status, or `None` after killing it at `deadline`.
fn wait_until(child: &mut std::process::Child, deadline: Instant) -> Option<ExitStatus> {
    // Polling (std has no wait with a timeout): short sleeps first, as most runs take a few
    // milliseconds, then longer ones so that a slow run costs little.
    let mut pause = Duration::from_micros(200);
    loop {
        if let Some(status) = child.try_wait().expect("waiting for spirv-cross") {
            return Some(status);
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    }
}

#[cfg(unix)]
fn signal(status: &ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(status)
}

#[cfg(not(unix))]
fn signal(_: &ExitStatus) -> Option<i32> {
    None
}

/// `spirv-cross --reflect` on `module`, read. The error is spirv-cross's message when it rejects
/// the module, crashes or hangs, or why its JSON could not be read.
pub fn reflect(module: &[u8]) -> Result<Reflection, String> {
    match run_reflect(module) {
        Run::Json(json) => Reflection::parse(&json).map_err(|e| format!("spirv-cross's JSON: {e}")),
        run @ Run::Rejected { .. } => Err(format!("spirv-cross rejects the module: {}", run.message())),
        run @ Run::Crashed { .. } => Err(format!("spirv-cross crashes: {}", run.message())),
        run @ Run::TimedOut { .. } => Err(format!("spirv-cross hangs: {}", run.message())),
    }
}

/// Whether `name` may be one spirv-cross made up for something nameless (`_12`, `_12_13`,
/// `_m0` for a member) rather than an `OpName` / `OpMemberName`. A module may of course name
/// something `_12` itself: compare such names only where the module names the thing.
pub fn is_fallback_name(name: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    match name.strip_prefix('_') {
        Some(rest) => match rest.split_once('_') {
            Some((a, b)) => digits(a) && digits(b),
            None => digits(rest) || rest.strip_prefix('m').is_some_and(digits),
        },
        None => false,
    }
}

/// The reflection of one module, as spirv-cross gives it, normalised.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "RawReflection")]
pub struct Reflection {
    /// Sorted by execution model, then name (spirv-cross sorts them so).
    pub entry_points: Vec<EntryPoint>,
    /// Struct types (and the pointees of physical pointers), by result id.
    pub types: BTreeMap<u32, TypeDecl>,
    /// Descriptors and push constants, in the order of [`ResourceKind::ALL`], each kind in the
    /// order of its variables' ids.
    pub resources: Vec<Resource>,
    /// The first entry point's inputs, built-ins left out.
    pub inputs: Vec<StageVariable>,
    /// The first entry point's outputs, built-ins left out.
    pub outputs: Vec<StageVariable>,
    /// Every `OpSpecConstant*` with a `SpecId`, in id order.
    pub specialization_constants: Vec<SpecConstant>,
    /// Top-level keys this reader does not know (none in this version): a new group of
    /// resources would show here rather than be lost.
    pub unknown_keys: Vec<String>,
}

impl Reflection {
    /// Reads spirv-cross's JSON.
    pub fn parse(json: &str) -> Result<Reflection, serde_json::Error> {
        serde_json::from_str(json)
    }

    /// The resources of one kind.
    pub fn resources_of(&self, kind: ResourceKind) -> impl Iterator<Item = &Resource> {
        self.resources.iter().filter(move |r| r.kind == kind)
    }

    /// The descriptor at (`set`, `binding`) (none for push constants, which have neither).
    pub fn descriptor(&self, set: u32, binding: u32) -> Option<&Resource> {
        self.resources.iter().find(|r| r.set == Some(set) && r.binding == Some(binding))
    }
}

/// An entry point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryPoint {
    pub name: String,
    /// spirv-cross's stage string: `vert`, `tesc`, `tese`, `geom`, `frag`, `comp`, `rgen`,
    /// `rint`, `rahit`, `rchit`, `rmiss`, `rcall`, or `???` for every other execution model
    /// (task and mesh shaders, kernels).
    pub mode: String,
    /// `GLCompute` entry points only (not task or mesh shaders, nor kernels).
    pub workgroup_size: Option<[WorkgroupDim; 3]>,
}

impl EntryPoint {
    /// The SPIR-V execution model that [`mode`](Self::mode) stands for; `None` for `???`.
    pub fn execution_model(&self) -> Option<ExecutionModel> {
        execution_model(&self.mode)
    }
}

/// The SPIR-V execution model of one of spirv-cross's stage strings (the ray-tracing ones are
/// the `KHR` models, which have the same numbers as the `NV` ones that spirv-cross names).
pub fn execution_model(mode: &str) -> Option<ExecutionModel> {
    Some(match mode {
        "vert" => ExecutionModel::Vertex,
        "tesc" => ExecutionModel::TessellationControl,
        "tese" => ExecutionModel::TessellationEvaluation,
        "geom" => ExecutionModel::Geometry,
        "frag" => ExecutionModel::Fragment,
        "comp" => ExecutionModel::GLCompute,
        "rgen" => ExecutionModel::RayGenerationKHR,
        "rint" => ExecutionModel::IntersectionKHR,
        "rahit" => ExecutionModel::AnyHitKHR,
        "rchit" => ExecutionModel::ClosestHitKHR,
        "rmiss" => ExecutionModel::MissKHR,
        "rcall" => ExecutionModel::CallableKHR,
        _ => return None,
    })
}

/// One part of a workgroup size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkgroupDim {
    /// A plain number (0 for a plain constant of `LocalSizeId`, which this version loses).
    Literal(u32),
    /// A spec constant: its `SpecId` (0 when it has none).
    SpecId(u32),
}

/// One array dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArraySize {
    Literal(u32),
    /// A runtime array (spirv-cross's literal 0).
    Runtime,
    /// A size given by a spec constant or spec-constant operation: its result id.
    SpecConstant(u32),
}

/// A type as spirv-cross names one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeRef {
    /// `_<id>`: a type listed in [`Reflection::types`] (a struct, or a physical pointer's
    /// pointee), by its result id.
    Id(u32),
    /// Anything else, in GLSL's spelling (`vec4`, `mat3x4`, `sampler2D`, `uint16_t`).
    Glsl(String),
}

impl TypeRef {
    fn new(s: String) -> Self {
        match s.strip_prefix('_').and_then(|id| id.parse().ok()) {
            Some(id) => TypeRef::Id(id),
            None => TypeRef::Glsl(s),
        }
    }

    /// The GLSL spelling, if the type is not one listed by id.
    pub fn glsl(&self) -> Option<&str> {
        match self {
            TypeRef::Glsl(s) => Some(s),
            TypeRef::Id(_) => None,
        }
    }
}

/// An entry of `types`: a struct (members), or a physical pointer's pointee that is an array
/// (`element`, `array`, `array_stride`) or a pointer itself (`element`, `physical_pointer`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeDecl {
    /// The struct's `OpName`, or `_<id>`.
    pub name: String,
    pub members: Vec<Member>,
    pub element: Option<TypeRef>,
    pub array: Vec<ArraySize>,
    pub array_stride: Option<u32>,
    pub physical_pointer: bool,
}

/// A struct member and its layout decorations (each `None` / `false` when not decorated).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// Its `OpMemberName`, or `_m<index>`.
    pub name: String,
    /// For a physical pointer (`physical_pointer`), the pointee.
    pub ty: TypeRef,
    pub array: Vec<ArraySize>,
    pub offset: Option<u32>,
    /// The `ArrayStride` of the member's (outermost) array type; inner strides are not given.
    pub array_stride: Option<u32>,
    pub matrix_stride: Option<u32>,
    pub row_major: bool,
    pub location: Option<u32>,
    pub physical_pointer: bool,
}

/// spirv-cross's groups of resources (the JSON keys), each a kind of descriptor or push
/// constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ResourceKind {
    /// `subpass_inputs`: images of `Dim` `SubpassData`.
    SubpassInputs,
    /// `textures`: combined image samplers (`OpTypeSampledImage`).
    Textures,
    /// `separate_images`: sampled images (`Sampled` 1) without a sampler, texel buffers too.
    SeparateImages,
    /// `separate_samplers`: `OpTypeSampler`.
    SeparateSamplers,
    /// `images`: storage images (`Sampled` 2), storage texel buffers too.
    Images,
    /// `ssbos`: `StorageBuffer` blocks and `Uniform` `BufferBlock`s.
    Ssbos,
    /// `ubos`: `Uniform` `Block`s.
    Ubos,
    /// `push_constants`: the `PushConstant` block (no set, no binding, no `block_size`).
    PushConstants,
    /// `counters`: OpenGL atomic counters (`AtomicCounter` storage; none in Vulkan).
    Counters,
    /// `acceleration_structures`.
    AccelerationStructures,
}

impl ResourceKind {
    /// Every kind, in the order spirv-cross writes them.
    pub const ALL: [ResourceKind; 10] = [
        ResourceKind::SubpassInputs,
        ResourceKind::Textures,
        ResourceKind::SeparateImages,
        ResourceKind::SeparateSamplers,
        ResourceKind::Images,
        ResourceKind::Ssbos,
        ResourceKind::Ubos,
        ResourceKind::PushConstants,
        ResourceKind::Counters,
        ResourceKind::AccelerationStructures,
    ];

    /// spirv-cross's JSON key.
    pub fn key(self) -> &'static str {
        match self {
            ResourceKind::SubpassInputs => "subpass_inputs",
            ResourceKind::Textures => "textures",
            ResourceKind::SeparateImages => "separate_images",
            ResourceKind::SeparateSamplers => "separate_samplers",
            ResourceKind::Images => "images",
            ResourceKind::Ssbos => "ssbos",
            ResourceKind::Ubos => "ubos",
            ResourceKind::PushConstants => "push_constants",
            ResourceKind::Counters => "counters",
            ResourceKind::AccelerationStructures => "acceleration_structures",
        }
    }
}

/// Vulkan's descriptor types (`VkDescriptorType` without `VK_DESCRIPTOR_TYPE_`, in CamelCase).
/// A shader cannot tell a dynamic buffer from a plain one, so there are no `*Dynamic` here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DescriptorType {
    Sampler,
    CombinedImageSampler,
    SampledImage,
    StorageImage,
    UniformTexelBuffer,
    StorageTexelBuffer,
    UniformBuffer,
    StorageBuffer,
    InputAttachment,
    AccelerationStructure,
}

/// A descriptor or the push-constant block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resource {
    pub kind: ResourceKind,
    /// See the module's documentation for how spirv-cross names things.
    pub name: String,
    /// A block's struct type, by id; the GLSL name of anything else (`sampler2DArrayShadow`,
    /// `uimageBuffer`, `subpassInputMS`, `sampler`, `accelerationStructureNV`).
    pub ty: TypeRef,
    /// `None` without a `DescriptorSet` decoration, and always for push constants.
    pub set: Option<u32>,
    pub binding: Option<u32>,
    /// Outermost first; empty when the variable is not an array.
    pub array: Vec<ArraySize>,
    /// Uniform and storage buffers only.
    pub block_size: Option<u32>,
    pub input_attachment_index: Option<u32>,
    /// A storage image's format in GLSL's spelling (`rgba8`, `r32ui`); absent for `Unknown` and
    /// for the formats GLSL has no name for (`R64ui`, `R64i`). See [`Resource::image_format`].
    pub format: Option<String>,
    /// `NonWritable` (of the variable, or of every member of a storage buffer's block).
    pub readonly: bool,
    /// `NonReadable`, likewise.
    pub writeonly: bool,
    pub restrict: bool,
    pub coherent: bool,
    pub volatile: bool,
}

impl Resource {
    /// The image type, for the kinds that are images (parsed from the GLSL type name).
    pub fn image(&self) -> Option<ImageType> {
        match self.kind {
            ResourceKind::Textures
            | ResourceKind::SeparateImages
            | ResourceKind::Images
            | ResourceKind::SubpassInputs => self.ty.glsl().and_then(parse_image_type),
            _ => None,
        }
    }

    /// [`format`](Self::format) as a SPIR-V image format.
    pub fn image_format(&self) -> Option<ImageFormat> {
        self.format.as_deref().and_then(image_format)
    }

    /// The Vulkan descriptor type that binds this resource; `None` for push constants and
    /// atomic counters. By group: `ubos` → `UniformBuffer`, `ssbos` → `StorageBuffer`,
    /// `textures` → `CombinedImageSampler`, `separate_images` → `SampledImage`, `images` →
    /// `StorageImage`, `separate_samplers` → `Sampler`, `acceleration_structures` →
    /// `AccelerationStructure`, `subpass_inputs` → `InputAttachment`; an image of `Dim` `Buffer`
    /// is a texel buffer: `UniformTexelBuffer` in `separate_images` and in `textures` (Vulkan has
    /// no combined sampler for a buffer; SPIRV-Reflect classifies such a sampled image as a
    /// uniform texel buffer too), `StorageTexelBuffer` in `images`.
    pub fn descriptor_type(&self) -> Option<DescriptorType> {
        let buffer = self.image().is_some_and(|i| i.dim == Dim::Buffer);
        Some(match self.kind {
            ResourceKind::Ubos => DescriptorType::UniformBuffer,
            ResourceKind::Ssbos => DescriptorType::StorageBuffer,
            ResourceKind::Textures | ResourceKind::SeparateImages if buffer => DescriptorType::UniformTexelBuffer,
            ResourceKind::Textures => DescriptorType::CombinedImageSampler,
            ResourceKind::SeparateImages => DescriptorType::SampledImage,
            ResourceKind::Images if buffer => DescriptorType::StorageTexelBuffer,
            ResourceKind::Images => DescriptorType::StorageImage,
            ResourceKind::SeparateSamplers => DescriptorType::Sampler,
            ResourceKind::AccelerationStructures => DescriptorType::AccelerationStructure,
            ResourceKind::SubpassInputs => DescriptorType::InputAttachment,
            ResourceKind::PushConstants | ResourceKind::Counters => return None,
        })
    }
}

/// The sampled type of an image, as far as GLSL's prefix tells it (`i`, `u`, none): a 16-bit or
/// 8-bit integer reads as `Int` / `UInt`, a half or a float as `Float`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SampledType {
    Float,
    Int,
    UInt,
}

/// An image type, read back from its GLSL name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageType {
    pub sampled_type: SampledType,
    pub dim: Dim,
    pub arrayed: bool,
    pub multisampled: bool,
    /// GLSL's `Shadow`: given for combined image samplers only (`Depth` 1 and an `Unknown`
    /// format), so a separate or storage image never has it.
    pub shadow: bool,
}

/// Reads an image type from its GLSL name: `[iu]?(sampler|texture|image)(1D|2D|3D|Cube|2DRect|
/// Buffer)(MS)?(Array)?(Shadow)?` or `[iu]?subpassInput(MS)?`. `None` for anything else.
///
/// spirv-cross writes the GLSL of the module's source language: a module whose `OpSource` is
/// ESSL would have `1D` images spelled `2D` (none in the corpus).
pub fn parse_image_type(glsl: &str) -> Option<ImageType> {
    let (sampled_type, rest) = match glsl.as_bytes().first() {
        Some(b'i') if !glsl.starts_with("image") => (SampledType::Int, &glsl[1..]),
        Some(b'u') => (SampledType::UInt, &glsl[1..]),
        _ => (SampledType::Float, glsl),
    };
    if let Some(ms) = rest.strip_prefix("subpassInput") {
        let multisampled = match ms {
            "" => false,
            "MS" => true,
            _ => return None,
        };
        return Some(ImageType { sampled_type, dim: Dim::SubpassData, arrayed: false, multisampled, shadow: false });
    }
    let rest = ["sampler", "texture", "image"].iter().find_map(|p| rest.strip_prefix(p))?;
    // `2DRect` before `2D`, which is its prefix.
    let (dim, rest) = [
        ("2DRect", Dim::Rect),
        ("1D", Dim::Dim1D),
        ("2D", Dim::Dim2D),
        ("3D", Dim::Dim3D),
        ("Cube", Dim::Cube),
        ("Buffer", Dim::Buffer),
    ]
    .iter()
    .find_map(|(s, d)| rest.strip_prefix(s).map(|r| (*d, r)))?;
    let (multisampled, rest) = rest.strip_prefix("MS").map_or((false, rest), |r| (true, r));
    let (arrayed, rest) = rest.strip_prefix("Array").map_or((false, rest), |r| (true, r));
    let (shadow, rest) = rest.strip_prefix("Shadow").map_or((false, rest), |r| (true, r));
    rest.is_empty().then_some(ImageType { sampled_type, dim, arrayed, multisampled, shadow })
}

/// The SPIR-V image format of a GLSL layout format (`rgba8` → `Rgba8`, `r11f_g11f_b10f` →
/// `R11fG11fB10f`, `rgb10_a2ui` → `Rgb10a2ui`); `None` for a name GLSL does not have.
pub fn image_format(glsl: &str) -> Option<ImageFormat> {
    let spirv = match glsl {
        "rgba32f" => "Rgba32f",
        "rgba16f" => "Rgba16f",
        "r32f" => "R32f",
        "rgba8" => "Rgba8",
        "rgba8_snorm" => "Rgba8Snorm",
        "rg32f" => "Rg32f",
        "rg16f" => "Rg16f",
        "r11f_g11f_b10f" => "R11fG11fB10f",
        "r16f" => "R16f",
        "rgba16" => "Rgba16",
        "rgb10_a2" => "Rgb10A2",
        "rg16" => "Rg16",
        "rg8" => "Rg8",
        "r16" => "R16",
        "r8" => "R8",
        "rgba16_snorm" => "Rgba16Snorm",
        "rg16_snorm" => "Rg16Snorm",
        "rg8_snorm" => "Rg8Snorm",
        "r16_snorm" => "R16Snorm",
        "r8_snorm" => "R8Snorm",
        "rgba32i" => "Rgba32i",
        "rgba16i" => "Rgba16i",
        "rgba8i" => "Rgba8i",
        "r32i" => "R32i",
        "rg32i" => "Rg32i",
        "rg16i" => "Rg16i",
        "rg8i" => "Rg8i",
        "r16i" => "R16i",
        "r8i" => "R8i",
        "rgba32ui" => "Rgba32ui",
        "rgba16ui" => "Rgba16ui",
        "rgba8ui" => "Rgba8ui",
        "r32ui" => "R32ui",
        "rgb10_a2ui" => "Rgb10a2ui",
        "rg32ui" => "Rg32ui",
        "rg16ui" => "Rg16ui",
        "rg8ui" => "Rg8ui",
        "r16ui" => "R16ui",
        "r8ui" => "R8ui",
        _ => return None,
    };
    ImageFormat::from_name(spirv)
}

/// A stage input or output (not a built-in).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageVariable {
    /// The variable's name, a block's type name, or `_<variable id>`.
    pub name: String,
    pub ty: TypeRef,
    /// Outermost first, the per-vertex array of tessellation and geometry stages included.
    pub array: Vec<ArraySize>,
    /// `None` without a `Location` decoration on the variable (a block whose members have them).
    pub location: Option<u32>,
    /// The `Index` decoration (dual-source blending).
    pub index: Option<u32>,
    /// The `Offset` decoration (transform feedback).
    pub xfb_offset: Option<u32>,
}

/// A specialization constant.
#[derive(Clone, Debug, PartialEq)]
pub struct SpecConstant {
    /// Its `SpecId`.
    pub spec_id: u32,
    /// Its `OpName`, or empty.
    pub name: String,
    /// GLSL's name of its type (`uint`, `int`, `float`, `bool`, `int64_t`, ...).
    pub ty: String,
    /// The result id of the `OpSpecConstant*` instruction.
    pub result_id: u32,
    /// Its default; given only for 32-bit integers and floats and for booleans.
    pub default: Option<SpecValue>,
}

/// A specialization constant's default value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SpecValue {
    Bool(bool),
    Int(i32),
    UInt(u32),
    /// Exact: spirv-cross prints the value with 32 significant digits.
    Float(f32),
}

impl SpecValue {
    /// The literal word of the `OpSpecConstant` (booleans as 1 and 0).
    pub fn to_bits(self) -> u32 {
        match self {
            SpecValue::Bool(b) => u32::from(b),
            SpecValue::Int(i) => i as u32,
            SpecValue::UInt(u) => u,
            SpecValue::Float(f) => f.to_bits(),
        }
    }
}

// The JSON as spirv-cross writes it; unknown fields are ignored (serde's default).

#[derive(Deserialize)]
struct RawReflection {
    #[serde(rename = "entryPoints", default)]
    entry_points: Vec<RawEntryPoint>,
    #[serde(default)]
    types: BTreeMap<String, RawType>,
    #[serde(default)]
    inputs: Vec<RawResource>,
    #[serde(default)]
    outputs: Vec<RawResource>,
    #[serde(default)]
    specialization_constants: Vec<RawSpecConstant>,
    /// The groups of resources, and anything unknown.
    #[serde(flatten)]
    rest: BTreeMap<String, serde_json::Value>,
}

#[derive(Deserialize)]
struct RawEntryPoint {
    name: String,
    mode: String,
    workgroup_size: Option<Vec<u32>>,
    workgroup_size_is_spec_constant_id: Option<Vec<bool>>,
}

#[derive(Deserialize)]
struct RawType {
    name: String,
    members: Option<Vec<RawMember>>,
    #[serde(rename = "type")]
    ty: Option<String>,
    #[serde(default)]
    array: Vec<u32>,
    #[serde(default)]
    array_size_is_literal: Vec<bool>,
    array_stride: Option<u32>,
    #[serde(default)]
    physical_pointer: bool,
}

#[derive(Deserialize)]
struct RawMember {
    name: String,
    #[serde(rename = "type")]
    ty: String,
    #[serde(default)]
    array: Vec<u32>,
    #[serde(default)]
    array_size_is_literal: Vec<bool>,
    offset: Option<u32>,
    array_stride: Option<u32>,
    matrix_stride: Option<u32>,
    #[serde(default)]
    row_major: bool,
    location: Option<u32>,
    #[serde(default)]
    physical_pointer: bool,
}

#[derive(Deserialize)]
struct RawResource {
    #[serde(rename = "type")]
    ty: String,
    name: String,
    #[serde(default)]
    array: Vec<u32>,
    #[serde(default)]
    array_size_is_literal: Vec<bool>,
    set: Option<u32>,
    binding: Option<u32>,
    block_size: Option<u32>,
    input_attachment_index: Option<u32>,
    location: Option<u32>,
    index: Option<u32>,
    offset: Option<u32>,
    format: Option<String>,
    #[serde(default)]
    readonly: bool,
    #[serde(default)]
    writeonly: bool,
    #[serde(default)]
    restrict: bool,
    #[serde(default)]
    coherent: bool,
    #[serde(default)]
    volatile: bool,
}

#[derive(Deserialize)]
struct RawSpecConstant {
    name: String,
    id: u32,
    #[serde(rename = "type")]
    ty: String,
    variable_id: u32,
    default_value: Option<serde_json::Value>,
}

/// spirv-cross's two parallel lists, innermost first, as sizes outermost first.
fn array_sizes(sizes: Vec<u32>, literal: Vec<bool>) -> Result<Vec<ArraySize>, String> {
    if sizes.len() != literal.len() {
        return Err(format!("array {sizes:?} with array_size_is_literal {literal:?}"));
    }
    Ok(sizes
        .into_iter()
        .zip(literal)
        .rev()
        .map(|(n, lit)| match (n, lit) {
            (0, true) => ArraySize::Runtime,
            (n, true) => ArraySize::Literal(n),
            (id, false) => ArraySize::SpecConstant(id),
        })
        .collect())
}

fn type_id(key: &str) -> Result<u32, String> {
    key.strip_prefix('_').and_then(|id| id.parse().ok()).ok_or_else(|| format!("type key {key:?} is not _<id>"))
}

impl TryFrom<RawReflection> for Reflection {
    type Error = String;

    fn try_from(raw: RawReflection) -> Result<Self, String> {
        let entry_points = raw
            .entry_points
            .into_iter()
            .map(|e| {
                let workgroup_size = match (e.workgroup_size, e.workgroup_size_is_spec_constant_id) {
                    (None, None) => None,
                    (Some(size), Some(spec)) if size.len() == 3 && spec.len() == 3 => {
                        let dim = |i: usize| {
                            if spec[i] { WorkgroupDim::SpecId(size[i]) } else { WorkgroupDim::Literal(size[i]) }
                        };
                        Some([dim(0), dim(1), dim(2)])
                    }
                    (size, spec) => {
                        return Err(format!("entry point {}: workgroup_size {size:?} with {spec:?}", e.name));
                    }
                };
                Ok(EntryPoint { name: e.name, mode: e.mode, workgroup_size })
            })
            .collect::<Result<_, String>>()?;
        let mut types = BTreeMap::new();
        for (key, t) in raw.types {
            let members = t
                .members
                .unwrap_or_default()
                .into_iter()
                .map(|m| {
                    Ok(Member {
                        name: m.name,
                        ty: TypeRef::new(m.ty),
                        array: array_sizes(m.array, m.array_size_is_literal)?,
                        offset: m.offset,
                        array_stride: m.array_stride,
                        matrix_stride: m.matrix_stride,
                        row_major: m.row_major,
                        location: m.location,
                        physical_pointer: m.physical_pointer,
                    })
                })
                .collect::<Result<_, String>>()
                .map_err(|e| format!("type {key}: {e}"))?;
            let decl = TypeDecl {
                name: t.name,
                members,
                element: t.ty.map(TypeRef::new),
                array: array_sizes(t.array, t.array_size_is_literal).map_err(|e| format!("type {key}: {e}"))?,
                array_stride: t.array_stride,
                physical_pointer: t.physical_pointer,
            };
            types.insert(type_id(&key)?, decl);
        }
        let mut rest = raw.rest;
        let mut resources = Vec::new();
        for kind in ResourceKind::ALL {
            let Some(list) = rest.remove(kind.key()) else { continue };
            let list: Vec<RawResource> = serde_json::from_value(list).map_err(|e| format!("{}: {e}", kind.key()))?;
            for r in list {
                resources.push(Resource {
                    kind,
                    name: r.name,
                    ty: TypeRef::new(r.ty),
                    set: r.set,
                    binding: r.binding,
                    array: array_sizes(r.array, r.array_size_is_literal)?,
                    block_size: r.block_size,
                    input_attachment_index: r.input_attachment_index,
                    format: r.format,
                    readonly: r.readonly,
                    writeonly: r.writeonly,
                    restrict: r.restrict,
                    coherent: r.coherent,
                    volatile: r.volatile,
                });
            }
        }
        let stage = |list: Vec<RawResource>| {
            list.into_iter()
                .map(|r| {
                    Ok(StageVariable {
                        name: r.name,
                        ty: TypeRef::new(r.ty),
                        array: array_sizes(r.array, r.array_size_is_literal)?,
                        location: r.location,
                        index: r.index,
                        xfb_offset: r.offset,
                    })
                })
                .collect::<Result<Vec<_>, String>>()
        };
        let specialization_constants = raw
            .specialization_constants
            .into_iter()
            .map(|c| {
                let default = match c.default_value {
                    None => None,
                    Some(v) => Some(spec_value(&c.ty, &v).ok_or_else(|| {
                        format!("specialization constant {}: default_value {v} for type {}", c.id, c.ty)
                    })?),
                };
                Ok(SpecConstant { spec_id: c.id, name: c.name, ty: c.ty, result_id: c.variable_id, default })
            })
            .collect::<Result<_, String>>()?;
        Ok(Reflection {
            entry_points,
            types,
            resources,
            inputs: stage(raw.inputs).map_err(|e| format!("inputs: {e}"))?,
            outputs: stage(raw.outputs).map_err(|e| format!("outputs: {e}"))?,
            specialization_constants,
            unknown_keys: rest.into_keys().collect(),
        })
    }
}

/// A default value, read as its type says (a float prints as `1.0`, never as `1`).
fn spec_value(ty: &str, v: &serde_json::Value) -> Option<SpecValue> {
    Some(match ty {
        "bool" => SpecValue::Bool(v.as_bool()?),
        "int" => SpecValue::Int(i32::try_from(v.as_i64()?).ok()?),
        "uint" => SpecValue::UInt(u32::try_from(v.as_u64()?).ok()?),
        // Exact: the printed value has 32 significant digits, enough for any f32.
        "float" => SpecValue::Float(v.as_f64()? as f32),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_types() {
        let t = parse_image_type("usampler2DMSArray").expect("an image");
        assert_eq!(
            (t.sampled_type, t.dim, t.multisampled, t.arrayed, t.shadow),
            (SampledType::UInt, Dim::Dim2D, true, true, false)
        );
        let t = parse_image_type("samplerCubeArrayShadow").expect("an image");
        assert_eq!((t.dim, t.arrayed, t.shadow), (Dim::Cube, true, true));
        assert_eq!(parse_image_type("image2DRect").map(|t| t.dim), Some(Dim::Rect));
        assert_eq!(
            parse_image_type("iimageBuffer").map(|t| (t.sampled_type, t.dim)),
            Some((SampledType::Int, Dim::Buffer))
        );
        assert_eq!(
            parse_image_type("isubpassInputMS").map(|t| (t.dim, t.multisampled)),
            Some((Dim::SubpassData, true))
        );
        assert_eq!(parse_image_type("sampler"), None);
        assert_eq!(parse_image_type("vec4"), None);
        assert_eq!(parse_image_type("sampler2DArrayMS"), None);
        assert_eq!(image_format("r11f_g11f_b10f"), Some(ImageFormat::R11fG11fB10f));
        assert_eq!(image_format("rgb10_a2ui"), Some(ImageFormat::Rgb10a2ui));
        assert_eq!(image_format("r64ui"), None);
    }

    /// A run that outlives its deadline is killed, and a signal is a crash, not a rejection.
    #[cfg(unix)]
    #[test]
    fn timeout_and_signals() {
        let mut child = Command::new("sleep").arg("30").spawn().expect("sleep starts");
        let start = Instant::now();
        assert_eq!(wait_until(&mut child, start + Duration::from_millis(100)), None);
        assert!(start.elapsed() < Duration::from_secs(10), "{:?}", start.elapsed());
        let mut child = Command::new("sh").args(["-c", "kill -SEGV $$"]).spawn().expect("sh starts");
        let status = wait_until(&mut child, Instant::now() + TIMEOUT).expect("sh ends");
        assert_eq!((status.code(), signal(&status)), (None, Some(11)));
    }

    #[test]
    fn fallback_names() {
        for n in ["_12", "_12_13", "_m0"] {
            assert!(is_fallback_name(n), "{n}");
        }
        for n in ["_", "_m", "__1", "_1_", "_x1", "m0", "UBO", "_1_2_3"] {
            assert!(!is_fallback_name(n), "{n}");
        }
    }
}
