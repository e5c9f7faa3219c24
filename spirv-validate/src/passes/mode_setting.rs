//! `ModeSettingPass` (SPIRV-Tools' `source/val/validate_mode_setting.cpp`): an `OpEntryPoint`'s
//! function (void, no parameters) and the execution modes its model requires or forbids; an
//! `OpExecutionMode(Id)`'s entry point, operands and the execution models each mode may be
//! used with; the addressing and memory models each environment allows; `CooperativeMatrixKHR`
//! with the Vulkan memory model.
//!
//! Not ported: the tile-shading (QCOM) rules of entry points.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::IdKind;
use spirv_core::spec::{
    AddressingModel, Capability, ExecutionMode, ExecutionModeKind as K, ExecutionModel, Instruction, MemoryModel,
};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use spirv_core::predicates::is_constant;

/// The instructions this pass looks at (it accepts any other): the grammar's `Mode-Setting` class but the Intel conditional ones, which spirv-val's mode-setting pass does not check.
pub(crate) static OPCODES: spirv_core::OpSet = spirv_core::OpSet::new(spirv_core::spec::OpClass::ModeSetting.ops())
    .without(spirv_core::spec::Op::ConditionalCapabilityINTEL)
    .without(spirv_core::spec::Op::ConditionalEntryPointINTEL);

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    match inst {
        Instruction::EntryPoint { execution_model, entry_point, .. } => {
            self::entry_point(c, index, *execution_model, entry_point.get())
        }
        Instruction::ExecutionMode { entry_point, mode } => {
            execution_mode(c, index, inst, entry_point.get(), mode, false)
        }
        Instruction::ExecutionModeId { entry_point, mode } => {
            execution_mode(c, index, inst, entry_point.get(), mode, true)
        }
        Instruction::MemoryModel { addressing_model, memory_model } => {
            self::memory_model(c, index, *addressing_model, *memory_model)
        }
        Instruction::Capability { capability: Capability::CooperativeMatrixKHR }
            if c.has_capability(Capability::Shader) && !c.has_capability(Capability::VulkanMemoryModel) =>
        {
            Err(c.diag(
                ErrorKind::InvalidCapability,
                Some(index),
                "If the Shader and CooperativeMatrixKHR capabilities are declared, the VulkanMemoryModel capability \
                 must also be declared",
            ))
        }
        _ => Ok(()),
    }
}

/// Whether `entry_point` is given the mode `mode`.
fn has(c: &Checker<'_, '_>, entry_point: u32, mode: K) -> bool {
    crate::facts::has_mode(&c.model, entry_point, mode.to_u32())
}

/// How many of `modes` `entry_point` is given.
fn count(c: &Checker<'_, '_>, entry_point: u32, modes: &[K]) -> usize {
    modes.iter().filter(|&&m| has(c, entry_point, m)).count()
}

fn entry_point(c: &mut Checker<'_, '_>, index: usize, model: ExecutionModel, function: u32) -> Result<(), Fault> {
    let fail = |c: &mut Checker<'_, '_>, kind: ErrorKind, message: String| Err(c.diag(kind, Some(index), message));
    let Some(Instruction::Function { result_type, function_type, .. }) = c.def(function) else {
        let message = format!("OpEntryPoint Entry Point <id> {} is not a function.", c.id_name(function));
        return fail(c, ErrorKind::InvalidId, message);
    };
    let (result_type, function_type) = (result_type.get(), function_type.get());
    // spirv-val asks only that the function's type be three words long (an `OpTypeFunction`
    // without parameters, or any other instruction of that length).
    let type_words = |c: &mut Checker<'_, '_>| match c.def(function_type) {
        Some(Instruction::TypeFunction { parameter_types, .. }) => 3 + parameter_types.len(),
        // Rare: the instruction's length is read from the binary.
        Some(_) => {
            spirv_core::IdRef::new(function_type).and_then(|t| c.model.def_index(t)).map_or(0, |at| c.word_count(at))
        }
        None => 0,
    };
    if model != ExecutionModel::Kernel && type_words(c) != 3 {
        let message = format!(
            "{}OpEntryPoint Entry Point <id> {}s function parameter count is not zero.",
            c.vuid(4633),
            c.id_name(function)
        );
        return fail(c, ErrorKind::InvalidId, message);
    }
    if !c.is_void_type(result_type) {
        let message = format!(
            "{}OpEntryPoint Entry Point <id> {}s function return type is not void.",
            c.vuid(4633),
            c.id_name(function)
        );
        return fail(c, ErrorKind::InvalidId, message);
    }
    if let Some(message) = model_modes(c, model, function).filter(|_| c.has_capability(Capability::Shader)) {
        return fail(c, ErrorKind::InvalidData, message.into());
    }
    let has_workgroup_size = c.facts.workgroup_size;
    if c.options.target_env.is_vulkan() {
        let tile = c.has_capability(Capability::TileShadingQCOM);
        let message = if model == ExecutionModel::GLCompute {
            let ok = has(c, function, K::LocalSize)
                || has_workgroup_size
                || c.facts.local_size_id
                || (tile && has(c, function, K::TileShadingRateQCOM));
            if !ok {
                format!(
                    "{}In the Vulkan environment, GLCompute execution model entry points require either the \
                     {}LocalSize or LocalSizeId execution mode or an object decorated with WorkgroupSize must be \
                     specified.",
                    c.vuid(10685),
                    if tile { "TileShadingRateQCOM, " } else { "" }
                )
            } else if tile
                && has(c, function, K::TileShadingRateQCOM)
                && (has(c, function, K::LocalSize) || has(c, function, K::LocalSizeId))
            {
                "If the TileShadingRateQCOM execution mode is used, LocalSize and LocalSizeId must not be specified."
                    .into()
            } else if tile && has(c, function, K::NonCoherentTileAttachmentReadQCOM) {
                "The NonCoherentTileAttachmentQCOM execution mode must not be used in any stage other than fragment."
                    .into()
            } else if !tile && has(c, function, K::TileShadingRateQCOM) {
                "If the TileShadingRateQCOM execution mode is used, the TileShadingQCOM capability must be enabled."
                    .into()
            } else {
                String::new()
            }
        } else if has(c, function, K::TileShadingRateQCOM) {
            "The TileShadingRateQCOM execution mode must not be used in any stage other than compute.".into()
        } else if model != ExecutionModel::Fragment {
            if has(c, function, K::NonCoherentTileAttachmentReadQCOM) {
                "The NonCoherentTileAttachmentQCOM execution mode must not be used in any stage other than fragment."
                    .into()
            } else if tile {
                return fail(
                    c,
                    ErrorKind::InvalidCapability,
                    "The TileShadingQCOM capability must not be enabled in any stage other than compute or fragment."
                        .into(),
                );
            } else {
                String::new()
            }
        } else if has(c, function, K::NonCoherentTileAttachmentReadQCOM) && !tile {
            "If the NonCoherentTileAttachmentReadQCOM execution mode is used, the TileShadingQCOM capability must be \
             enabled."
                .into()
        } else {
            String::new()
        };
        if !message.is_empty() {
            return fail(c, ErrorKind::InvalidData, message);
        }
    }
    // WorkgroupSize takes precedence over the local size's values.
    if has_workgroup_size {
        return Ok(());
    }
    let Some(at) = crate::facts::local_size(&c.model, function) else { return Ok(()) };
    let module = c.module;
    let (name, x, y, z) = match module.instructions.get(at) {
        Some(Instruction::ExecutionMode { mode: ExecutionMode::LocalSize(x, y, z), .. }) => {
            let product = x.wrapping_mul(*y).wrapping_mul(*z);
            ("Local Size", u64::from(*x), u64::from(*y), (u64::from(*z), u64::from(product)))
        }
        Some(
            Instruction::ExecutionModeId { mode: ExecutionMode::LocalSizeId(x, y, z), .. }
            | Instruction::ExecutionMode { mode: ExecutionMode::LocalSizeId(x, y, z), .. },
        ) => {
            let (Some(x), Some(y), Some(z)) =
                (c.constant_u64(x.get()), c.constant_u64(y.get()), c.constant_u64(z.get()))
            else {
                return Ok(());
            };
            ("LocalSizeId", x, y, (z, x.wrapping_mul(y).wrapping_mul(z)))
        }
        _ => return Ok(()),
    };
    let (z, product) = z;
    let message = if product == 0 {
        format!("{name} execution mode must not have a product of zero (X = {x}, Y = {y}, Z = {z}).")
    } else if has(c, function, K::DerivativeGroupQuadsKHR) && (x % 2 != 0 || y % 2 != 0) {
        format!(
            "{}{name} execution mode dimensions is (X = {x}, Y = {y}) but Entry Point id {} also has an \
             DerivativeGroupQuadsKHR execution mode, so both dimensions must be a multiple of 2",
            c.vuid(10151),
            c.id_number(function)
        )
    } else if has(c, function, K::DerivativeGroupLinearKHR) && product % 4 != 0 {
        format!(
            "{}{name} execution mode dimensions is (X = {x}, Y = {y}, Z = {z}) but Entry Point id {} also has \
             an DerivativeGroupLinearKHR execution mode, so the product ({product}) must be a multiple of 4",
            c.vuid(10152),
            c.id_number(function)
        )
    } else {
        return Ok(());
    };
    Err(c.diag(ErrorKind::InvalidData, Some(at), message))
}

/// The execution modes an entry point of `model` must have one of, or at most one of (with
/// the `Shader` capability): the message of the first rule broken.
fn model_modes(c: &Checker<'_, '_>, model: ExecutionModel, function: u32) -> Option<&'static str> {
    let count = |modes: &[K]| count(c, function, modes);
    match model {
        ExecutionModel::Fragment => {
            let origins = count(&[K::OriginUpperLeft, K::OriginLowerLeft]);
            if origins == 2 {
                Some(
                    "Fragment execution model entry points can only specify one of OriginUpperLeft or \
                     OriginLowerLeft execution modes.",
                )
            } else if origins == 0 {
                Some(
                    "Fragment execution model entry points require either an OriginUpperLeft or OriginLowerLeft \
                     execution mode.",
                )
            } else if count(&[K::DepthGreater, K::DepthLess, K::DepthUnchanged]) > 1 {
                Some(
                    "Fragment execution model entry points can specify at most one of DepthGreater, DepthLess or \
                     DepthUnchanged execution modes.",
                )
            } else if count(crate::facts::INTERLOCK_MODES) > 1 {
                Some(
                    "Fragment execution model entry points can specify at most one fragment shader interlock \
                     execution mode.",
                )
            } else if count(&[K::StencilRefUnchangedFrontAMD, K::StencilRefLessFrontAMD, K::StencilRefGreaterFrontAMD])
                > 1
            {
                Some(
                    "Fragment execution model entry points can specify at most one of StencilRefUnchangedFrontAMD, \
                     StencilRefLessFrontAMD or StencilRefGreaterFrontAMD execution modes.",
                )
            } else if count(&[K::StencilRefUnchangedBackAMD, K::StencilRefLessBackAMD, K::StencilRefGreaterBackAMD]) > 1
            {
                Some(
                    "Fragment execution model entry points can specify at most one of StencilRefUnchangedBackAMD, \
                     StencilRefLessBackAMD or StencilRefGreaterBackAMD execution modes.",
                )
            } else {
                None
            }
        }
        ExecutionModel::TessellationControl | ExecutionModel::TessellationEvaluation => {
            if count(&[K::SpacingEqual, K::SpacingFractionalEven, K::SpacingFractionalOdd]) > 1 {
                Some(
                    "Tessellation execution model entry points can specify at most one of SpacingEqual, \
                     SpacingFractionalOdd or SpacingFractionalEven execution modes.",
                )
            } else if count(&[K::Triangles, K::Quads, K::Isolines]) > 1 {
                Some(
                    "Tessellation execution model entry points can specify at most one of Triangles, Quads or \
                     Isolines execution modes.",
                )
            } else if count(&[K::VertexOrderCw, K::VertexOrderCcw]) > 1 {
                Some(
                    "Tessellation execution model entry points can specify at most one of VertexOrderCw or \
                     VertexOrderCcw execution modes.",
                )
            } else {
                None
            }
        }
        ExecutionModel::Geometry => {
            if count(&[K::InputPoints, K::InputLines, K::InputLinesAdjacency, K::Triangles, K::InputTrianglesAdjacency])
                != 1
            {
                Some(
                    "Geometry execution model entry points must specify exactly one of InputPoints, InputLines, \
                     InputLinesAdjacency, Triangles or InputTrianglesAdjacency execution modes.",
                )
            } else if count(&[K::OutputPoints, K::OutputLineStrip, K::OutputTriangleStrip]) != 1 {
                Some(
                    "Geometry execution model entry points must specify exactly one of OutputPoints, \
                     OutputLineStrip or OutputTriangleStrip execution modes.",
                )
            } else {
                None
            }
        }
        ExecutionModel::MeshEXT => {
            if count(&[K::OutputPoints, K::OutputLinesEXT, K::OutputTrianglesEXT]) != 1 {
                Some(
                    "MeshEXT execution model entry points must specify exactly one of OutputPoints, OutputLinesEXT, \
                     or OutputTrianglesEXT Execution Modes.",
                )
            } else if count(&[K::OutputPrimitivesEXT, K::OutputVertices]) != 2 {
                Some(
                    "MeshEXT execution model entry points must specify both OutputPrimitivesEXT and OutputVertices \
                     Execution Modes.",
                )
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The modes whose extra operands are ids.
fn takes_ids(mode: K) -> bool {
    matches!(
        mode,
        K::SubgroupsPerWorkgroupId
            | K::LocalSizeHintId
            | K::LocalSizeId
            | K::FPFastMathDefault
            | K::IsApiEntryAMDX
            | K::MaxNodeRecursionAMDX
            | K::MaxNumWorkgroupsAMDX
            | K::ShaderIndexAMDX
            | K::SharesInputWithAMDX
            | K::StaticNumWorkgroupsAMDX
    )
}

fn execution_mode(
    c: &mut Checker<'_, '_>,
    index: usize,
    inst: &Instruction<'_>,
    entry_point: u32,
    mode: &ExecutionMode,
    with_ids: bool,
) -> Result<(), Fault> {
    let fail = |c: &mut Checker<'_, '_>, kind: ErrorKind, message: String| Err(c.diag(kind, Some(index), message));
    if !c.facts.is_entry_point(entry_point) {
        let message = format!(
            "OpExecutionMode Entry Point <id> {} is not the Entry Point operand of an OpEntryPoint.",
            c.id_name(entry_point)
        );
        return fail(c, ErrorKind::InvalidId, message);
    }
    let kind = mode.kind();
    if with_ids {
        if !takes_ids(kind) && kind != K::MaximumRegistersIdINTEL {
            return fail(
                c,
                ErrorKind::InvalidId,
                "OpExecutionModeId is only valid when the Mode operand is an execution mode that takes Extra Operands \
                 that are id operands."
                    .into(),
            );
        }
        // The mode's operands: the ids after the entry point.
        let mut operands = Vec::new();
        inst.for_each_id(|k, id| {
            if k != IdKind::Result && k != IdKind::ResultType {
                operands.push(id.get());
            }
        });
        for (n, &operand) in operands.iter().enumerate().skip(1) {
            let message = if kind == K::FPFastMathDefault {
                if n == 1 {
                    if c.is_float_scalar_type(operand) {
                        continue;
                    }
                    "The Target Type operand must be a floating-point scalar type"
                } else {
                    let (is_int32, is_const, value) = c.eval_int32_if_const(operand);
                    if !(is_int32 && is_const) {
                        "The Fast Math Default operand must be a non-specialization constant"
                    } else if value & 0xfff8_0000 != 0 {
                        "The Fast Math Default operand is an invalid bitmask value"
                    } else if value & 0x10 != 0 {
                        "The Fast Math Default operand must not include Fast"
                    } else if value & 0x4_0000 != 0 && value & 0x3_0000 != 0x3_0000 {
                        "The Fast Math Default operand must include AllowContract and AllowReassoc when \
                         AllowTransform is specified"
                    } else {
                        continue;
                    }
                }
            } else if kind == K::MaximumRegistersIdINTEL
                || c.def(operand).is_some_and(|d| is_constant(d.opcode() as u16))
            {
                continue;
            } else {
                "For OpExecutionModeId all Extra Operand ids must be constant instructions."
            };
            return fail(c, ErrorKind::InvalidId, message.into());
        }
    } else if takes_ids(kind) {
        return fail(
            c,
            ErrorKind::InvalidData,
            "OpExecutionMode is only valid when the Mode operand is an execution mode that takes no Extra Operands, \
             or takes Extra Operands that are not id operands."
                .into(),
        );
    }

    let vulkan = c.options.target_env.is_vulkan();
    let facts = &c.facts;
    let all = |f: &dyn Fn(ExecutionModel) -> bool| facts.models_of(entry_point).all(f);
    let mesh_nv = c.has_capability(Capability::MeshShadingNV);
    let mesh_ext = c.has_capability(Capability::MeshShadingEXT);
    use ExecutionModel as M;
    let message: Option<String> = match kind {
        K::Invocations
        | K::InputPoints
        | K::InputLines
        | K::InputLinesAdjacency
        | K::InputTrianglesAdjacency
        | K::OutputLineStrip
        | K::OutputTriangleStrip
            if !all(&|m| m == M::Geometry) =>
        {
            Some("Execution mode can only be used with the Geometry execution model.".into())
        }
        K::OutputPoints
            if !all(&|m| m == M::Geometry || (m == M::MeshNV && mesh_nv) || (m == M::MeshEXT && mesh_ext)) =>
        {
            Some(if mesh_nv || mesh_ext {
                "Execution mode can only be used with the Geometry MeshNV or MeshEXT execution model.".into()
            } else {
                "Execution mode can only be used with the Geometry execution model.".into()
            })
        }
        K::SpacingEqual
        | K::SpacingFractionalEven
        | K::SpacingFractionalOdd
        | K::VertexOrderCw
        | K::VertexOrderCcw
        | K::PointMode
        | K::Quads
        | K::Isolines
            if !all(&|m| matches!(m, M::TessellationControl | M::TessellationEvaluation)) =>
        {
            Some("Execution mode can only be used with a tessellation execution model.".into())
        }
        K::Triangles if !all(&|m| matches!(m, M::Geometry | M::TessellationControl | M::TessellationEvaluation)) => {
            Some("Execution mode can only be used with a Geometry or tessellation execution model.".into())
        }
        K::OutputVertices => {
            let allowed = |m: M| {
                matches!(m, M::Geometry | M::TessellationControl | M::TessellationEvaluation)
                    || (m == M::MeshNV && mesh_nv)
                    || (m == M::MeshEXT && mesh_ext)
            };
            if !all(&allowed) {
                Some(if mesh_nv || mesh_ext {
                    "Execution mode can only be used with a Geometry, tessellation, MeshNV or MeshEXT execution model."
                        .into()
                } else {
                    "Execution mode can only be used with a Geometry or tessellation execution model.".into()
                })
            } else if vulkan && mesh_ext && matches!(mode, ExecutionMode::OutputVertices(0)) {
                Some(format!(
                    "{}In mesh shaders using the MeshEXT Execution Model the OutputVertices Execution Mode must be \
                     greater than 0",
                    c.vuid(7330)
                ))
            } else {
                None
            }
        }
        K::OutputLinesEXT | K::OutputTrianglesEXT | K::OutputPrimitivesEXT => {
            if !all(&|m| matches!(m, M::MeshEXT | M::MeshNV)) {
                Some("Execution mode can only be used with the MeshEXT or MeshNV execution model.".into())
            } else if vulkan && mesh_ext && matches!(mode, ExecutionMode::OutputPrimitivesEXT(0)) {
                Some(format!(
                    "{}In mesh shaders using the MeshEXT Execution Model the OutputPrimitivesEXT Execution Mode must \
                     be greater than 0",
                    c.vuid(7331)
                ))
            } else {
                None
            }
        }
        K::QuadDerivativesKHR if !all(&|m| matches!(m, M::Fragment | M::GLCompute)) => {
            Some("Execution mode can only be used with the Fragment or GLCompute execution model.".into())
        }
        K::PixelCenterInteger
        | K::OriginUpperLeft
        | K::OriginLowerLeft
        | K::EarlyFragmentTests
        | K::DepthReplacing
        | K::DepthGreater
        | K::DepthLess
        | K::DepthUnchanged
        | K::NonCoherentColorAttachmentReadEXT
        | K::NonCoherentDepthAttachmentReadEXT
        | K::NonCoherentStencilAttachmentReadEXT
        | K::PixelInterlockOrderedEXT
        | K::PixelInterlockUnorderedEXT
        | K::SampleInterlockOrderedEXT
        | K::SampleInterlockUnorderedEXT
        | K::ShadingRateInterlockOrderedEXT
        | K::ShadingRateInterlockUnorderedEXT
        | K::EarlyAndLateFragmentTestsAMD
        | K::StencilRefUnchangedFrontAMD
        | K::StencilRefGreaterFrontAMD
        | K::StencilRefLessFrontAMD
        | K::StencilRefUnchangedBackAMD
        | K::StencilRefGreaterBackAMD
        | K::StencilRefLessBackAMD
        | K::RequireFullQuadsKHR
            if !all(&|m| m == M::Fragment) =>
        {
            Some("Execution mode can only be used with the Fragment execution model.".into())
        }
        K::LocalSizeHint | K::VecTypeHint | K::ContractionOff | K::LocalSizeHintId if !all(&|m| m == M::Kernel) => {
            Some("Execution mode can only be used with the Kernel execution model.".into())
        }
        K::LocalSize | K::LocalSizeId => {
            let env = c.options.target_env;
            let env_allows = !matches!(
                env,
                spirv_core::TargetEnv::Vulkan1_0
                    | spirv_core::TargetEnv::Vulkan1_1
                    | spirv_core::TargetEnv::Vulkan1_1Spirv1_4
                    | spirv_core::TargetEnv::Vulkan1_2
            );
            let allowed = |m: M| {
                matches!(m, M::Kernel | M::GLCompute)
                    || (matches!(m, M::TaskNV | M::MeshNV) && mesh_nv)
                    || (matches!(m, M::TaskEXT | M::MeshEXT) && mesh_ext)
            };
            if kind == K::LocalSizeId && !env_allows && !c.options.allow_localsizeid {
                Some(format!(
                    "LocalSizeId mode is not allowed by the current environment.{}",
                    if vulkan {
                        Checker::missing_feature("maintenance4 feature", "--allow-localsizeid", false)
                    } else {
                        String::new()
                    }
                ))
            } else if !all(&allowed) {
                Some(if mesh_nv || mesh_ext {
                    "Execution mode can only be used with a Kernel, GLCompute, MeshNV, MeshEXT, TaskNV or TaskEXT \
                     execution model."
                        .into()
                } else {
                    "Execution mode can only be used with a Kernel or GLCompute execution model.".into()
                })
            } else {
                None
            }
        }
        _ => None,
    };
    if let Some(message) = message {
        return fail(c, ErrorKind::InvalidData, message);
    }
    if kind == K::FPFastMathDefault {
        if has(c, entry_point, K::ContractionOff) {
            return fail(
                c,
                ErrorKind::InvalidData,
                "FPFastMathDefault and ContractionOff execution modes cannot be applied to the same entry point".into(),
            );
        }
        if has(c, entry_point, K::SignedZeroInfNanPreserve) {
            return fail(
                c,
                ErrorKind::InvalidData,
                "FPFastMathDefault and SignedZeroInfNanPreserve execution modes cannot be applied to the same entry \
                 point"
                    .into(),
            );
        }
    }
    if vulkan {
        let message = match mode {
            ExecutionMode::OriginLowerLeft => format!(
                "{}In the Vulkan environment, the OriginLowerLeft execution mode must not be used.",
                c.vuid(4653)
            ),
            ExecutionMode::PixelCenterInteger => format!(
                "{}In the Vulkan environment, the PixelCenterInteger execution mode must not be used.",
                c.vuid(4654)
            ),
            ExecutionMode::TileShadingRateQCOM(x, y, _) => {
                let (x, y) = (*x as i32, *y as i32);
                if x & x.wrapping_sub(1) == 0 && y & y.wrapping_sub(1) == 0 {
                    return Ok(());
                }
                "The TileShadingRateQCOM execution mode's x and y values must be powers of 2.".into()
            }
            _ => return Ok(()),
        };
        return fail(c, ErrorKind::InvalidData, message);
    }
    Ok(())
}

fn memory_model(
    c: &mut Checker<'_, '_>,
    index: usize,
    addressing: AddressingModel,
    memory: MemoryModel,
) -> Result<(), Fault> {
    let message = if memory != MemoryModel::Vulkan && c.has_capability(Capability::VulkanMemoryModel) {
        "VulkanMemoryModelKHR capability must only be specified if the VulkanKHR memory model is used.".into()
    } else if c.options.target_env.family() == spirv_core::Family::OpenCl
        && !matches!(addressing, AddressingModel::Physical32 | AddressingModel::Physical64)
    {
        "Addressing model must be Physical32 or Physical64 in the OpenCL environment.".into()
    } else if c.options.target_env.family() == spirv_core::Family::OpenCl && memory != MemoryModel::OpenCL {
        "Memory model must be OpenCL in the OpenCL environment.".into()
    } else if c.options.target_env.is_vulkan()
        && !matches!(addressing, AddressingModel::Logical | AddressingModel::PhysicalStorageBuffer64)
    {
        format!(
            "{}Addressing model must be Logical or PhysicalStorageBuffer64 in the Vulkan environment.",
            c.vuid(4635)
        )
    } else {
        return Ok(());
    };
    Err(c.diag(ErrorKind::InvalidData, Some(index), message))
}
