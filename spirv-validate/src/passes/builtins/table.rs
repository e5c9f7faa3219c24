//! What spirv-val requires of each built-in under Vulkan (SPIRV-Tools'
//! `source/val/validate_builtins.cpp`), stated once, one row per built-in: the type of the
//! decorated variable or member, the storage classes it may have, the execution models that
//! may use it, the uses refused by storage class and execution model, the Vulkan rule (VUID)
//! each message names and the words of the messages that differ from built-in to built-in.
//! The walk (`mod.rs`) reads the rows; built-ins without a row have no rule.

use spirv_core::spec::{BuiltIn, Capability, ExecutionModeKind, ExecutionModel as M, StorageClass};

/// The type a built-in must have (`ValidateBool`, `ValidateI32`, `ValidateF32Vec`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ty {
    /// A boolean scalar.
    Bool,
    /// An integer scalar of any width.
    Int,
    /// A 32-bit integer scalar.
    I32,
    /// A 32-bit float scalar.
    F32,
    /// A vector of this many 32-bit integers.
    I32Vec(u32),
    /// A vector of this many 32-bit floats.
    F32Vec(u32),
    /// An array of 32-bit integers.
    I32Arr,
    /// An array of 32-bit floats, of this length (0: any).
    F32Arr(u32),
    /// An array of vectors of this many 32-bit integers.
    ArrayedI32Vec(u32),
    /// A matrix of 32-bit floats: rows, columns.
    F32Mat(u32, u32),
}

/// A type rule and its message: `According to the Vulkan spec BuiltIn X variable needs to be a
/// {needs}` followed by what is wrong.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TypeRule {
    pub(crate) ty: Ty,
    pub(crate) vuid: u32,
    pub(crate) needs: &'static str,
}

/// The storage classes a built-in's variables may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Storage {
    Input,
    Output,
    InputOrOutput,
}

impl Storage {
    pub(crate) fn allows(self, storage: u32) -> bool {
        let (input, output) = (StorageClass::Input as u32, StorageClass::Output as u32);
        match self {
            Storage::Input => storage == input,
            Storage::Output => storage == output,
            Storage::InputOrOutput => storage == input || storage == output,
        }
    }

    pub(crate) fn words(self) -> &'static str {
        match self {
            Storage::Input => "Input",
            Storage::Output => "Output",
            Storage::InputOrOutput => "Input or Output",
        }
    }
}

/// The execution models that may use a built-in.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Models {
    /// Any.
    Any,
    /// These; else `Vulkan spec allows BuiltIn X to be {phrase}`.
    Only(&'static [M], &'static str),
    /// All but these; else the same message.
    Not(&'static [M], &'static str),
    /// These; else `Vulkan spec does not allow BuiltIn X to be used with the execution model
    /// M.` (the ray-tracing built-ins).
    Ray(&'static [M]),
    /// `plain` and `arrayed` models, the built-in having the type of `at_use` in `plain`
    /// models and in `arrayed` ones when a struct member, else that type or an array of it;
    /// else the message of `Only`.
    Typed { plain: &'static [M], arrayed: &'static [M], at_use: TypeRule, phrase: &'static str },
    /// Layer and ViewportIndex: these models; Vertex and TessellationEvaluation with
    /// `ShaderViewportIndexLayerEXT` or `capability` (else the `vertex_vuid` message naming
    /// `capabilities`); else the message of `Only`.
    Layered {
        only: &'static [M],
        capability: Capability,
        capabilities: &'static str,
        vertex_vuid: u32,
        phrase: &'static str,
    },
}

/// A use refused: of a variable of `storage` in an entry point of execution model `model`
/// (`ValidateNotCalledWithExecutionModel`), with the rule's VUID and spirv-val's explanation.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Refused {
    pub(crate) storage: StorageClass,
    pub(crate) model: M,
    pub(crate) vuid: u32,
    pub(crate) comment: &'static str,
}

/// The scalar a mesh shader's per-primitive built-in is (or is an array of).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scalar {
    Bool,
    Int,
}

/// The VUIDs of a per-primitive built-in in a mesh shader: its type, the array size of a
/// variable, of a block's, and the PerPrimitiveEXT decoration (`MeshBuiltinVUIDs`).
pub(crate) type MeshVuids = [u32; 4];

/// The rules registered for the ids that depend on a built-in (beyond its own), checked where
/// a function uses them.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Extra {
    /// In fragment shaders, only with one of the Geometry, Tessellation, mesh shading
    /// capabilities (PrimitiveId).
    FragmentNeedsCapabilities(u32, &'static str),
    /// In mesh shaders (MeshEXT): per-primitive, sized by OutputPrimitivesEXT.
    Mesh(Scalar, MeshVuids),
    /// Elsewhere: a 32-bit integer (or an array of them), with this VUID.
    NotMesh(u32),
    /// PrimitiveShadingRateKHR elsewhere than in mesh shaders: a 32-bit integer.
    ShadingRateNotMesh(u32),
}

/// What is checked where the decorated id is defined, beyond its type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Definition {
    /// The type, then the uses.
    Plain,
    /// Not a struct member; the type, then the uses.
    NotMember,
    /// Not a struct member; the type; an `Input` variable; the uses are not followed.
    InputOnly,
    /// The type, a `Patch` decoration, then the uses.
    Patch,
    /// Refused under Vulkan (VertexId).
    Refused,
    /// The mesh shaders' primitive built-ins: CullPrimitiveEXT once per interface (`None`),
    /// the primitive indices with the output mode of their primitives and as many as
    /// `OutputPrimitivesEXT` says.
    MeshPrimitive(Option<PrimitiveIndices>),
    /// WorkgroupSize: a constant (checked in every environment).
    WorkgroupSize,
}

/// What a mesh entry point using a primitive-indices built-in declares: the execution mode of
/// its primitives (else the `mode_vuid` message) and, when the built-in is an array of a known
/// size, an `OutputPrimitivesEXT` count equal to it (else the `count_vuid` message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PrimitiveIndices {
    pub(crate) mode: ExecutionModeKind,
    pub(crate) mode_vuid: u32,
    pub(crate) count_vuid: u32,
}

/// One built-in's rules.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fact {
    pub(crate) builtin: BuiltIn,
    pub(crate) definition: Definition,
    /// The type, checked where the id is defined.
    pub(crate) ty: Option<TypeRule>,
    /// The storage classes and the VUID (0: none) of the message.
    pub(crate) storage: Option<(Storage, u32)>,
    pub(crate) models: Models,
    /// The VUID (0: none) of the execution-model message.
    pub(crate) models_vuid: u32,
    /// The uses refused to some execution models when a use has a storage class (registered,
    /// for the id depending on the built-in, by the instruction with that storage class).
    pub(crate) refused: &'static [Refused],
    /// The rules registered for every id depending on the built-in.
    pub(crate) extras: &'static [Extra],
    /// Every entry point reaching a use declares `DepthReplacing` (FragDepth).
    pub(crate) depth_replacing: bool,
}

const fn ty(ty: Ty, vuid: u32, needs: &'static str) -> Option<TypeRule> {
    Some(TypeRule { ty, vuid, needs })
}

/// A row with the common parts: the type, the storage classes, the execution models.
const fn fact(
    builtin: BuiltIn,
    ty: Option<TypeRule>,
    storage: Option<(Storage, u32)>,
    models: Models,
    models_vuid: u32,
) -> Fact {
    Fact {
        builtin,
        definition: Definition::Plain,
        ty,
        storage,
        models,
        models_vuid,
        refused: &[],
        extras: &[],
        depth_replacing: false,
    }
}

const fn with_definition(mut f: Fact, definition: Definition) -> Fact {
    f.definition = definition;
    f
}

const fn with_refused(mut f: Fact, refused: &'static [Refused]) -> Fact {
    f.refused = refused;
    f
}

const fn with_extras(mut f: Fact, extras: &'static [Extra]) -> Fact {
    f.extras = extras;
    f
}

const fn refused(storage: StorageClass, model: M, vuid: u32, comment: &'static str) -> Refused {
    Refused { storage, model, vuid, comment }
}

use Storage::{Input, InputOrOutput, Output};
use StorageClass as S;

const FRAGMENT: Models = Models::Only(&[M::Fragment], "used only with Fragment execution model.");
const COMPUTE_MODELS: &[M] = &[M::GLCompute, M::TaskNV, M::MeshNV, M::TaskEXT, M::MeshEXT];
const COMPUTE: Models =
    Models::Only(COMPUTE_MODELS, "used only with GLCompute, MeshNV, TaskNV, MeshEXT or TaskEXT execution model.");
const VERTEX: Models = Models::Only(&[M::Vertex], "used only with Vertex execution model.");
const STAGES_BETWEEN: &[M] = &[M::TessellationControl, M::TessellationEvaluation, M::Geometry, M::MeshNV, M::MeshEXT];
const MESH_EXT: Models = Models::Only(&[M::MeshEXT], "used only with MeshEXT execution model.");

const I32_SCALAR: &str = "32-bit int scalar. ";
const F32_SCALAR: &str = "32-bit float scalar. ";
const BOOL_SCALAR: &str = "bool scalar. ";
const F32_VEC3: &str = "3-component 32-bit float vector. ";
const I32_VEC3: &str = "3-component 32-bit int vector. ";

const HIT: &[M] = &[M::AnyHitKHR, M::ClosestHitKHR];
const HIT_OR_INTERSECTION: &[M] = &[M::IntersectionKHR, M::AnyHitKHR, M::ClosestHitKHR];
const HIT_INTERSECTION_OR_MISS: &[M] = &[M::IntersectionKHR, M::AnyHitKHR, M::ClosestHitKHR, M::MissKHR];
const RAY_STAGES: &[M] =
    &[M::RayGenerationKHR, M::IntersectionKHR, M::AnyHitKHR, M::ClosestHitKHR, M::MissKHR, M::CallableKHR];

const F32: Ty = Ty::F32;
const F32_VEC4: Ty = Ty::F32Vec(4);
const F32_ARRAY: Ty = Ty::F32Arr(0);

const CLIP_OR_CULL_PHRASE: &str =
    "used only with Fragment, Vertex, TessellationControl, TessellationEvaluation or Geometry execution models.";

/// ClipDistance or CullDistance; `vuids`: storage class, execution model, type.
const fn clip_or_cull(builtin: BuiltIn, vuids: [u32; 3], refused_uses: &'static [Refused]) -> Fact {
    let [storage, models, ty_vuid] = vuids;
    with_refused(
        fact(
            builtin,
            None,
            Some((InputOrOutput, storage)),
            Models::Typed {
                plain: &[M::Fragment, M::Vertex],
                arrayed: STAGES_BETWEEN,
                at_use: TypeRule { ty: F32_ARRAY, vuid: ty_vuid, needs: "32-bit float array. " },
                phrase: CLIP_OR_CULL_PHRASE,
            },
            models,
        ),
        refused_uses,
    )
}

macro_rules! clip_refused {
    ($input:expr, $output:expr) => {
        &[
            refused(
                S::Input,
                M::Vertex,
                $input,
                concat!(
                    "Vulkan spec doesn't allow BuiltIn ClipDistance/CullDistance to be used for variables with Input ",
                    "storage class if execution model is Vertex."
                ),
            ),
            refused(
                S::Input,
                M::MeshNV,
                $input,
                concat!(
                    "Vulkan spec doesn't allow BuiltIn ClipDistance/CullDistance to be used for variables with Input ",
                    "storage class if execution model is MeshNV."
                ),
            ),
            refused(
                S::Input,
                M::MeshEXT,
                $input,
                concat!(
                    "Vulkan spec doesn't allow BuiltIn ClipDistance/CullDistance to be used for variables with Input ",
                    "storage class if execution model is MeshEXT."
                ),
            ),
            refused(
                S::Output,
                M::Fragment,
                $output,
                concat!(
                    "Vulkan spec doesn't allow BuiltIn ClipDistance/CullDistance to be used for variables with Output ",
                    "storage class if execution model is Fragment."
                ),
            ),
        ]
    };
}

const LAYER_INPUT: &str = "Vulkan spec doesn't allow BuiltIn Layer and ViewportIndex to be used for variables with \
                           Input storage class if execution model is Vertex, TessellationEvaluation, Geometry, MeshNV \
                           or MeshEXT.";
const LAYER_OUTPUT: &str = "Vulkan spec doesn't allow BuiltIn Layer and ViewportIndex to be used for variables with \
                            Output storage class if execution model is Fragment.";
macro_rules! layer_refused {
    ($input:expr, $output:expr) => {
        &[
            refused(S::Input, M::Vertex, $input, LAYER_INPUT),
            refused(S::Input, M::TessellationEvaluation, $input, LAYER_INPUT),
            refused(S::Input, M::Geometry, $input, LAYER_INPUT),
            refused(S::Input, M::MeshNV, $input, LAYER_INPUT),
            refused(S::Input, M::MeshEXT, $input, LAYER_INPUT),
            refused(S::Output, M::Fragment, $output, LAYER_OUTPUT),
        ]
    };
}
const LAYERED_PHRASE: &str = "used only with Vertex, TessellationEvaluation, Geometry, or Fragment execution models.";
const LAYERED_ONLY: &[M] = &[M::Geometry, M::Fragment, M::MeshNV, M::MeshEXT];

const TESS_LEVEL_MODELS: Models = Models::Only(
    &[M::TessellationControl, M::TessellationEvaluation],
    "used only with TessellationControl or TessellationEvaluation execution models.",
);
macro_rules! tess_level_refused {
    ($input:expr, $output:expr) => {
        &[
            refused(S::Input, M::TessellationControl, $input, concat!(
                "Vulkan spec doesn't allow TessLevelOuter/TessLevelInner to be used for variables with Input storage ",
                "class if execution model is TessellationControl."
            )),
            refused(S::Output, M::TessellationEvaluation, $output, concat!(
                "Vulkan spec doesn't allow TessLevelOuter/TessLevelInner to be used for variables with Output storage ",
                "class if execution model is TessellationEvaluation."
            )),
        ]
    };
}

macro_rules! primitive_id_refused {
    ($($model:ident),*) => {
        &[$(refused(S::Output, M::$model, 4334, concat!(
            "Vulkan spec doesn't allow BuiltIn PrimitiveId to be used for variables with Output storage class if ",
            "execution model is ", stringify!($model), "."
        ))),*]
    };
}

/// A ray-tracing built-in: an input of the stages `models`; `vuids`: execution model, storage
/// class, type.
const fn ray(builtin: BuiltIn, t: Ty, needs: &'static str, models: &'static [M], vuids: [u32; 3]) -> Fact {
    let [model, storage, type_] = vuids;
    fact(builtin, ty(t, type_, needs), Some((Input, storage)), Models::Ray(models), model)
}

/// A fragment shader's input; `vuids`: execution model, storage class, type.
const fn fragment_input(builtin: BuiltIn, t: Ty, needs: &'static str, vuids: [u32; 3]) -> Fact {
    let [model, storage, type_] = vuids;
    fact(builtin, ty(t, type_, needs), Some((Input, storage)), FRAGMENT, model)
}

/// A compute-like shader's input; `vuids`: execution model, storage class, type.
const fn compute_input(builtin: BuiltIn, t: Ty, needs: &'static str, vuids: [u32; 3]) -> Fact {
    let [model, storage, type_] = vuids;
    fact(builtin, ty(t, type_, needs), Some((Input, storage)), COMPUTE, model)
}

/// A subgroup built-in: an `Input` variable, not a member, of any stage; `vuids`: storage
/// class, type.
const fn subgroup_input(builtin: BuiltIn, t: Ty, needs: &'static str, vuids: [u32; 2]) -> Fact {
    let [storage, type_] = vuids;
    with_definition(fact(builtin, ty(t, type_, needs), Some((Input, storage)), Models::Any, 0), Definition::InputOnly)
}

/// A mesh shader's primitive output; `vuids`: execution model, storage class, type; `indices`:
/// the mode and VUIDs of the primitive indices.
const fn mesh_output(
    builtin: BuiltIn,
    t: Option<TypeRule>,
    vuids: [u32; 3],
    indices: Option<(ExecutionModeKind, u32, u32)>,
) -> Fact {
    let [model, storage, _] = vuids;
    let indices = match indices {
        Some((mode, mode_vuid, count_vuid)) => Some(PrimitiveIndices { mode, mode_vuid, count_vuid }),
        None => None,
    };
    with_definition(fact(builtin, t, Some((Output, storage)), MESH_EXT, model), Definition::MeshPrimitive(indices))
}

/// An NV streaming-multiprocessor or ARM core built-in: a 32-bit integer input, no VUID.
const fn core_input(builtin: BuiltIn) -> Fact {
    fact(builtin, ty(Ty::I32, 0, I32_SCALAR), Some((Input, 0)), Models::Any, 0)
}

const PRIMITIVE_ID_MESH: MeshVuids = [10595, 10596, 10597, 7040];

/// The built-ins spirv-val has rules for, with their rules.
pub(crate) static FACTS: &[Fact] = &[
    clip_or_cull(BuiltIn::ClipDistance, [4190, 4187, 4191], clip_refused!(4188, 4189)),
    clip_or_cull(BuiltIn::CullDistance, [4199, 4196, 4200], clip_refused!(4197, 4198)),
    fact(
        BuiltIn::FragCoord,
        ty(F32_VEC4, 4212, "4-component 32-bit float vector. "),
        Some((Input, 4211)),
        FRAGMENT,
        4210,
    ),
    Fact {
        depth_replacing: true,
        ..fact(BuiltIn::FragDepth, ty(F32, 4215, F32_SCALAR), Some((Output, 4214)), FRAGMENT, 4213)
    },
    fact(BuiltIn::FrontFacing, ty(Ty::Bool, 4231, BOOL_SCALAR), Some((Input, 4230)), FRAGMENT, 4229),
    compute_input(BuiltIn::GlobalInvocationId, Ty::I32Vec(3), I32_VEC3, [4236, 4237, 4238]),
    compute_input(BuiltIn::LocalInvocationId, Ty::I32Vec(3), I32_VEC3, [4281, 4282, 4283]),
    compute_input(BuiltIn::NumWorkgroups, Ty::I32Vec(3), I32_VEC3, [4296, 4297, 4298]),
    compute_input(BuiltIn::WorkgroupId, Ty::I32Vec(3), I32_VEC3, [4422, 4423, 4424]),
    fragment_input(BuiltIn::BaryCoordKHR, Ty::F32Vec(3), F32_VEC3, [4154, 4155, 4156]),
    fragment_input(BuiltIn::BaryCoordNoPerspKHR, Ty::F32Vec(3), F32_VEC3, [4160, 4161, 4162]),
    fact(BuiltIn::HelperInvocation, ty(Ty::Bool, 4241, BOOL_SCALAR), Some((Input, 4240)), FRAGMENT, 4239),
    fact(
        BuiltIn::InvocationId,
        ty(Ty::I32, 4259, I32_SCALAR),
        Some((Input, 4258)),
        Models::Only(
            &[M::TessellationControl, M::Geometry],
            "used only with TessellationControl or Geometry execution models.",
        ),
        4257,
    ),
    fact(BuiltIn::InstanceIndex, ty(Ty::I32, 4265, I32_SCALAR), Some((Input, 4264)), VERTEX, 4263),
    with_extras(
        with_refused(
            fact(
                BuiltIn::Layer,
                None,
                Some((InputOrOutput, 0)),
                Models::Layered {
                    only: LAYERED_ONLY,
                    capability: Capability::ShaderLayer,
                    capabilities: "ShaderViewportIndexLayerEXT or ShaderLayer",
                    vertex_vuid: 4273,
                    phrase: LAYERED_PHRASE,
                },
                4272,
            ),
            layer_refused!(4274, 4275),
        ),
        &[Extra::Mesh(Scalar::Int, [10592, 10593, 10594, 7039]), Extra::NotMesh(4276)],
    ),
    with_extras(
        with_refused(
            fact(
                BuiltIn::ViewportIndex,
                None,
                Some((InputOrOutput, 0)),
                Models::Layered {
                    only: LAYERED_ONLY,
                    capability: Capability::ShaderViewportIndex,
                    capabilities: "ShaderViewportIndexLayerEXT or ShaderViewportIndex",
                    vertex_vuid: 4405,
                    phrase: LAYERED_PHRASE,
                },
                4404,
            ),
            layer_refused!(4406, 4407),
        ),
        &[Extra::Mesh(Scalar::Int, [10601, 10602, 10603, 7060]), Extra::NotMesh(4408)],
    ),
    fact(
        BuiltIn::PatchVertices,
        ty(Ty::I32, 4310, I32_SCALAR),
        Some((Input, 4309)),
        Models::Only(
            &[M::TessellationControl, M::TessellationEvaluation],
            "used only with TessellationControl or TessellationEvaluation execution models.",
        ),
        4308,
    ),
    fact(
        BuiltIn::PointCoord,
        ty(Ty::F32Vec(2), 4313, "2-component 32-bit float vector. "),
        Some((Input, 4312)),
        FRAGMENT,
        4311,
    ),
    with_refused(
        fact(
            BuiltIn::PointSize,
            None,
            Some((InputOrOutput, 4316)),
            Models::Typed {
                plain: &[M::Vertex],
                arrayed: STAGES_BETWEEN,
                at_use: TypeRule { ty: F32, vuid: 4317, needs: F32_SCALAR },
                phrase: "used only with Vertex, TessellationControl, TessellationEvaluation or Geometry execution models.",
            },
            4314,
        ),
        &[refused(
            S::Input,
            M::Vertex,
            4315,
            "Vulkan spec doesn't allow BuiltIn PointSize to be used for variables with Input storage class if \
             execution model is Vertex.",
        )],
    ),
    with_refused(
        fact(
            BuiltIn::Position,
            None,
            Some((InputOrOutput, 4320)),
            Models::Typed {
                plain: &[M::Vertex],
                arrayed: STAGES_BETWEEN,
                at_use: TypeRule { ty: F32_VEC4, vuid: 4321, needs: "4-component 32-bit float vector. " },
                phrase: "used only with Vertex, TessellationControl, TessellationEvaluation or Geometry execution models.",
            },
            4318,
        ),
        &[
            refused(
                S::Input,
                M::Vertex,
                4319,
                "Vulkan spec doesn't allow BuiltIn Position to be used for variables with Input storage class if \
                 execution model is Vertex.",
            ),
            refused(
                S::Input,
                M::MeshNV,
                4319,
                "Vulkan spec doesn't allow BuiltIn Position to be used for variables with Input storage class if \
                 execution model is MeshNV.",
            ),
            refused(
                S::Input,
                M::MeshEXT,
                4319,
                "Vulkan spec doesn't allow BuiltIn Position to be used for variables with Input storage class if \
                 execution model is MeshEXT.",
            ),
        ],
    ),
    with_extras(
        with_refused(
            fact(
                BuiltIn::PrimitiveId,
                None,
                Some((InputOrOutput, 0)),
                Models::Only(
                    &[
                        M::Fragment,
                        M::TessellationControl,
                        M::TessellationEvaluation,
                        M::Geometry,
                        M::MeshNV,
                        M::MeshEXT,
                        M::IntersectionKHR,
                        M::AnyHitKHR,
                        M::ClosestHitKHR,
                    ],
                    "used only with Fragment, TessellationControl, TessellationEvaluation, Geometry, MeshNV, MeshEXT, \
                     IntersectionKHR, AnyHitKHR, and ClosestHitKHR execution models.",
                ),
                4330,
            ),
            primitive_id_refused!(
                TessellationControl,
                TessellationEvaluation,
                Fragment,
                IntersectionKHR,
                AnyHitKHR,
                ClosestHitKHR
            ),
        ),
        &[
            Extra::FragmentNeedsCapabilities(
                4333,
                "Vulkan spec doesn't allow BuiltIn PrimitiveId to be used for variables in the Fragment execution \
                 model unless it declares Geometry, Tessellation, or MeshShader capabilities.",
            ),
            Extra::Mesh(Scalar::Int, PRIMITIVE_ID_MESH),
            Extra::NotMesh(4337),
        ],
    ),
    fact(BuiltIn::SampleId, ty(Ty::I32, 4356, I32_SCALAR), Some((Input, 4355)), FRAGMENT, 4354),
    fact(BuiltIn::SampleMask, ty(Ty::I32Arr, 4359, "32-bit int array. "), Some((InputOrOutput, 4358)), FRAGMENT, 4357),
    fact(
        BuiltIn::SamplePosition,
        ty(Ty::F32Vec(2), 4362, "2-component 32-bit float vector. "),
        Some((Input, 4361)),
        FRAGMENT,
        4360,
    ),
    with_definition(
        compute_input(BuiltIn::SubgroupId, Ty::I32, "32-bit int vector. ", [4367, 4368, 4369]),
        Definition::NotMember,
    ),
    with_definition(
        compute_input(BuiltIn::NumSubgroups, Ty::I32, "32-bit int vector. ", [4293, 4294, 4295]),
        Definition::NotMember,
    ),
    subgroup_input(BuiltIn::SubgroupLocalInvocationId, Ty::I32, "32-bit int. ", [4380, 4381]),
    subgroup_input(BuiltIn::SubgroupSize, Ty::I32, "32-bit int. ", [4382, 4383]),
    subgroup_input(BuiltIn::SubgroupEqMask, Ty::I32Vec(4), "4-component 32-bit int vector. ", [4370, 4371]),
    subgroup_input(BuiltIn::SubgroupGeMask, Ty::I32Vec(4), "4-component 32-bit int vector. ", [4372, 4373]),
    subgroup_input(BuiltIn::SubgroupGtMask, Ty::I32Vec(4), "4-component 32-bit int vector. ", [4374, 4375]),
    subgroup_input(BuiltIn::SubgroupLeMask, Ty::I32Vec(4), "4-component 32-bit int vector. ", [4376, 4377]),
    subgroup_input(BuiltIn::SubgroupLtMask, Ty::I32Vec(4), "4-component 32-bit int vector. ", [4378, 4379]),
    fact(
        BuiltIn::TessCoord,
        ty(Ty::F32Vec(3), 4389, F32_VEC3),
        Some((Input, 4388)),
        Models::Only(&[M::TessellationEvaluation], "used only with TessellationEvaluation execution model."),
        4387,
    ),
    with_definition(
        with_refused(
            fact(
                BuiltIn::TessLevelOuter,
                ty(Ty::F32Arr(4), 4393, "4-component 32-bit float array. "),
                Some((InputOrOutput, 0)),
                TESS_LEVEL_MODELS,
                4390,
            ),
            tess_level_refused!(4391, 4392),
        ),
        Definition::Patch,
    ),
    with_definition(
        with_refused(
            fact(
                BuiltIn::TessLevelInner,
                ty(Ty::F32Arr(2), 4397, "2-component 32-bit float array. "),
                Some((InputOrOutput, 0)),
                TESS_LEVEL_MODELS,
                4394,
            ),
            tess_level_refused!(4395, 4396),
        ),
        Definition::Patch,
    ),
    fact(BuiltIn::VertexIndex, ty(Ty::I32, 4400, I32_SCALAR), Some((Input, 4399)), VERTEX, 4398),
    with_definition(fact(BuiltIn::VertexId, None, None, Models::Any, 0), Definition::Refused),
    compute_input(BuiltIn::LocalInvocationIndex, Ty::I32, I32_SCALAR, [4284, 4285, 4286]),
    with_definition(
        fact(BuiltIn::WorkgroupSize, ty(Ty::I32Vec(3), 4427, I32_VEC3), None, COMPUTE, 4425),
        Definition::WorkgroupSize,
    ),
    core_input(BuiltIn::CoreIDARM),
    core_input(BuiltIn::CoreCountARM),
    core_input(BuiltIn::CoreMaxIDARM),
    core_input(BuiltIn::WarpIDARM),
    core_input(BuiltIn::WarpMaxIDARM),
    core_input(BuiltIn::WarpsPerSMNV),
    core_input(BuiltIn::SMCountNV),
    core_input(BuiltIn::WarpIDNV),
    core_input(BuiltIn::SMIDNV),
    fact(BuiltIn::BaseInstance, ty(Ty::I32, 4183, I32_SCALAR), Some((Input, 4182)), VERTEX, 4181),
    fact(BuiltIn::BaseVertex, ty(Ty::I32, 4186, I32_SCALAR), Some((Input, 4185)), VERTEX, 4184),
    fact(
        BuiltIn::DrawIndex,
        ty(Ty::I32, 4209, I32_SCALAR),
        Some((Input, 4208)),
        Models::Only(
            &[M::Vertex, M::MeshNV, M::TaskNV, M::MeshEXT, M::TaskEXT],
            "used only with Vertex, MeshNV, TaskNV , MeshEXT or TaskEXT execution model.",
        ),
        4207,
    ),
    fact(
        BuiltIn::ViewIndex,
        ty(Ty::I32, 4403, I32_SCALAR),
        Some((Input, 4402)),
        Models::Not(&[M::GLCompute], "not be used with GLCompute execution model."),
        4401,
    ),
    fact(BuiltIn::DeviceIndex, ty(Ty::I32, 4206, I32_SCALAR), Some((Input, 4205)), Models::Any, 0),
    fragment_input(BuiltIn::FragInvocationCountEXT, Ty::I32, I32_SCALAR, [4217, 4218, 4219]),
    fragment_input(BuiltIn::FragSizeEXT, Ty::I32Vec(2), "2-component 32-bit int vector. ", [4220, 4221, 4222]),
    fact(BuiltIn::FragStencilRefEXT, ty(Ty::Int, 4225, "int scalar. "), Some((Output, 4224)), FRAGMENT, 4223),
    fragment_input(BuiltIn::FullyCoveredEXT, Ty::Bool, BOOL_SCALAR, [4232, 4233, 4234]),
    ray(BuiltIn::HitKindKHR, Ty::I32, I32_SCALAR, HIT, [4242, 4243, 4244]),
    ray(BuiltIn::HitTNV, Ty::F32, F32_SCALAR, HIT, [4245, 4246, 4247]),
    ray(BuiltIn::InstanceId, Ty::I32, I32_SCALAR, HIT_OR_INTERSECTION, [4254, 4255, 4256]),
    ray(BuiltIn::LaunchIdKHR, Ty::I32Vec(3), I32_VEC3, RAY_STAGES, [4266, 4267, 4268]),
    ray(BuiltIn::LaunchSizeKHR, Ty::I32Vec(3), I32_VEC3, RAY_STAGES, [4269, 4270, 4271]),
    ray(BuiltIn::WorldRayOriginKHR, Ty::F32Vec(3), F32_VEC3, HIT_INTERSECTION_OR_MISS, [4431, 4432, 4433]),
    ray(BuiltIn::WorldRayDirectionKHR, Ty::F32Vec(3), F32_VEC3, HIT_INTERSECTION_OR_MISS, [4428, 4429, 4430]),
    ray(BuiltIn::ObjectRayOriginKHR, Ty::F32Vec(3), F32_VEC3, HIT_OR_INTERSECTION, [4302, 4303, 4304]),
    ray(BuiltIn::ObjectRayDirectionKHR, Ty::F32Vec(3), F32_VEC3, HIT_OR_INTERSECTION, [4299, 4300, 4301]),
    ray(BuiltIn::RayTminKHR, Ty::F32, F32_SCALAR, HIT_INTERSECTION_OR_MISS, [4351, 4352, 4353]),
    ray(BuiltIn::RayTmaxKHR, Ty::F32, F32_SCALAR, HIT_INTERSECTION_OR_MISS, [4348, 4349, 4350]),
    ray(BuiltIn::InstanceCustomIndexKHR, Ty::I32, I32_SCALAR, HIT_OR_INTERSECTION, [4251, 4252, 4253]),
    ray(
        BuiltIn::ObjectToWorldKHR,
        Ty::F32Mat(3, 4),
        "matrix with 4 columns of 3-component vectors of 32-bit floats. ",
        HIT_OR_INTERSECTION,
        [4305, 4306, 4307],
    ),
    ray(
        BuiltIn::WorldToObjectKHR,
        Ty::F32Mat(3, 4),
        "matrix with 4 columns of 3-component vectors of 32-bit floats. ",
        HIT_OR_INTERSECTION,
        [4434, 4435, 4436],
    ),
    ray(BuiltIn::IncomingRayFlagsKHR, Ty::I32, I32_SCALAR, HIT_INTERSECTION_OR_MISS, [4248, 4249, 4250]),
    ray(BuiltIn::RayGeometryIndexKHR, Ty::I32, I32_SCALAR, HIT_OR_INTERSECTION, [4345, 4346, 4347]),
    ray(BuiltIn::CullMaskKHR, Ty::I32, I32_SCALAR, HIT_INTERSECTION_OR_MISS, [6735, 6736, 6737]),
    mesh_output(BuiltIn::CullPrimitiveEXT, None, [7034, 7035, 7036], None),
    mesh_output(
        BuiltIn::PrimitivePointIndicesEXT,
        ty(Ty::I32Arr, 7044, "32-bit int array."),
        [7041, 7043, 7044],
        Some((ExecutionModeKind::OutputPoints, 7042, 7046)),
    ),
    mesh_output(
        BuiltIn::PrimitiveLineIndicesEXT,
        ty(Ty::ArrayedI32Vec(2), 7050, "2-component 32-bit int array."),
        [7047, 7049, 7050],
        Some((ExecutionModeKind::OutputLinesEXT, 7048, 7052)),
    ),
    mesh_output(
        BuiltIn::PrimitiveTriangleIndicesEXT,
        ty(Ty::ArrayedI32Vec(3), 7056, "3-component 32-bit int array."),
        [7053, 7055, 7056],
        Some((ExecutionModeKind::OutputTrianglesEXT, 7054, 7058)),
    ),
    with_extras(
        fact(
            BuiltIn::PrimitiveShadingRateKHR,
            None,
            Some((Output, 4485)),
            Models::Only(
                &[M::Vertex, M::Geometry, M::MeshNV, M::MeshEXT],
                "used only with Vertex, Geometry, MeshNV or MeshEXT execution models.",
            ),
            4484,
        ),
        &[Extra::Mesh(Scalar::Int, [10598, 10599, 10600, 7059]), Extra::ShadingRateNotMesh(4486)],
    ),
    fact(
        BuiltIn::ShadingRateKHR,
        ty(Ty::I32, 4492, I32_SCALAR),
        Some((Input, 4491)),
        Models::Only(&[M::Fragment], "used only with the Fragment execution model."),
        4490,
    ),
];

/// The rules of `builtin` (its number), if spirv-val has any.
pub(crate) fn fact_of(builtin: u32) -> Option<&'static Fact> {
    FACTS.iter().find(|f| f.builtin as u32 == builtin)
}

/// The capabilities that let a fragment shader use PrimitiveId.
pub(crate) const PRIMITIVE_ID_CAPABILITIES: [Capability; 4] =
    [Capability::MeshShadingEXT, Capability::MeshShadingNV, Capability::Geometry, Capability::Tessellation];

/// The VUIDs of CullPrimitiveEXT in a mesh shader ([`MeshVuids`]).
pub(crate) const CULL_PRIMITIVE_MESH: MeshVuids = [7036, 10589, 10590, 7038];
