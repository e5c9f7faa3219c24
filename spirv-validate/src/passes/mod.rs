//! The passes, run in spirv-val's order (`ValidateBinaryUsingContextAndValidationState` in
//! SPIRV-Tools' `source/val/validate.cpp`), and what they share while the instructions are
//! walked.

pub(crate) mod adjacency;
pub(crate) mod annotation;
pub(crate) mod arithmetics;
pub(crate) mod atomics;
pub(crate) mod barriers;
pub(crate) mod bitwise;
pub(crate) mod builtins;
pub(crate) mod capability;
pub(crate) mod cfg;
pub(crate) mod composites;
pub(crate) mod constants;
pub(crate) mod control_flow;
pub(crate) mod conversion;
pub(crate) mod debug;
pub(crate) mod decorations;
pub(crate) mod derivatives;
pub(crate) mod dominance;
pub(crate) mod entry_points;
pub(crate) mod execution_limitations;
pub(crate) mod extensions;
pub(crate) mod function;
pub(crate) mod graph;
pub(crate) mod header;
pub(crate) mod ids;
pub(crate) mod image;
pub(crate) mod instruction;
pub(crate) mod interfaces;
pub(crate) mod invalid_type;
pub(crate) mod last_walk;
pub(crate) mod layout;
pub(crate) mod literals;
pub(crate) mod logical_pointers;
pub(crate) mod logicals;
pub(crate) mod memory;
pub(crate) mod mesh_shading;
pub(crate) mod misc;
pub(crate) mod mode_setting;
pub(crate) mod non_uniform;
pub(crate) mod primitives;
pub(crate) mod qcom_texture_usages;
pub(crate) mod ray_operands;
pub(crate) mod ray_query;
pub(crate) mod ray_reorder;
pub(crate) mod ray_tracing;
pub(crate) mod small_type_uses;
pub(crate) mod structured_cfg;
pub(crate) mod tensor;
pub(crate) mod tensor_layout;
pub(crate) mod types_pass;

use alloc::vec::Vec;

use spirv_core::OpSet;
use spirv_core::spec::{Capability, ExecutionModel, Instruction};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault, Report, ValidationError};
use crate::opcodes::OPCODE_LIMIT;
use crate::walk::{GraphRegion, Section, Walk};

/// The checks this validator makes, in spirv-val's order, by the name of spirv-val's pass.
pub const CHECKED: &[&str] = &[
    "header (magic number, version, target environment, id bound)",
    "binary parse (spvBinaryParse: word counts, operands, opcodes, ids of 0)",
    "entry point names and execution models unique; OpFunctionCall in a function",
    "IdPass (ids defined before use unless the operand may be a forward reference, types where types are due, values with types, non-semantic results only in non-semantic instructions, OpExtInstWithForwardRefsKHR)",
    "CapabilityPass (the capabilities each Vulkan and OpenCL environment allows)",
    "ModuleLayoutPass (the logical layout of the module, functions and blocks)",
    "CfgPass, its part run per instruction (blocks, first blocks, merge blocks, OpReturn)",
    "InstructionPass (capabilities, extensions and versions of every opcode, enumerant operand and mask bit; \
     one OpMemoryModel; OpSamplerImageAddressingModeNV; the limits on ids, structs, switches and variables)",
    "end of module (memory model, OpFunctionEnd, OpGraphEndARM, sampler addressing mode, mesh execution models not \
     mixed)",
    "ValidateForwardDecls (forward references defined by the end of the module)",
    "ReachabilityPass (blocks reachable along branches and along structural successors)",
    "MiscPass (OpUndef's type, OpIsHelperInvocationEXT, OpReadClockKHR's scope and result, OpAssumeTrueKHR, \
     OpExpectKHR)",
    "DebugPass (OpMemberName's struct and member, OpLine's file)",
    "AnnotationPass (what each decoration instruction may target, decorations by kind of target and, under \
     Vulkan, storage class; FPFastMathMode against NoContraction; member indices; decoration groups)",
    "ExtensionPass (the SPIR-V version OpExtension of some extensions needs; OpExtInstImport of a \
     NonSemantic set without SPV_KHR_non_semantic_info before SPIR-V 1.6; every GLSL.std.450 instruction's result \
     and operand types, and the interpolation functions' capability, interpolants and execution model; every \
     OpenCL.std instruction's types, vector sizes, pointers and size_t operands; NonSemantic.ClspvReflection's \
     import versions, the version each instruction needs and its operands; every \
     OpenCL.DebugInfo.100 and NonSemantic.Shader.DebugInfo.100 instruction spirv-val checks: void results, what each \
     operand names (strings, constants, functions, debug instructions of a kind, lexical scopes, debug types), the \
     Vulkan set's 32-bit unsigned constants, vector, matrix and array sizes, DebugLine's ranges, \
     DebugFunctionDefinition in its function's entry block)",
    "ModeSettingPass (entry points' functions and required execution modes, execution modes' operands and \
     models, addressing and memory models per environment, CooperativeMatrixKHR with VulkanMemoryModel)",
    "TypePass (non-aggregate types unique; integer and float widths; vectors, matrices, arrays, runtime arrays, \
     structs, pointers, function types and their uses, forward pointers, cooperative matrices, untyped pointers)",
    "ConstantPass (result types of constants, constituents of composite constants, OpSpecConstantOp's \
     operations, no 8- or 16-bit constants without their capabilities)",
    "MemoryPass (variables: types, storage classes, initializers, Vulkan's rules; loads, stores, memory copies and \
     their memory access operands; access chains; OpArrayLength; pointer comparisons)",
    "FunctionPass (OpFunction and its uses, OpFunctionParameter, OpFunctionCall: types, counts, pointer arguments)",
    "ImagePass (OpTypeImage and OpTypeSampledImage by environment and capability; OpSampledImage and where its \
     result may be used; OpImageTexelPointer; the sampling, Dref, projective, fetch, gather, read, write, query and \
     sparse instructions; the image operands: presence, types, opcodes, offsets, Sample, MinLod, MakeTexelAvailable \
     and MakeTexelVisible with their scopes; the decorated textures of the QCOM image-processing instructions)",
    "ConversionPass (numeric conversions, pointer conversions and casts, OpBitcast, OpBitCastArrayQCOM; 8- and \
     16-bit types)",
    "CompositesPass (dynamic vector accesses, shuffles, construction, extraction and insertion, copies, \
     transposition, the QCOM cooperative matrix conversions)",
    "ArithmeticsPass (float and integer arithmetic, dot, vector and matrix products, extended arithmetic, \
     cooperative matrix multiply-adds and reductions)",
    "BitwisePass (shifts, bitwise operations, bit fields, bit counts)",
    "LogicalsPass (any, all, float classes, comparisons, logical operations, select)",
    "ControlFlowPass (OpPhi's types and incoming blocks, branch operands, OpReturnValue's type, OpLoopMerge's operands)",
    "DerivativesPass (result and operand types; the execution models and, outside fragment shaders, the \
     derivative-group execution modes they need)",
    "AtomicsPass (result types, pointers and the types they point to, storage classes by environment, the \
     capabilities of 64-bit and float atomics, memory scopes and semantics, values and comparators)",
    "PrimitivesPass (the geometry instructions' execution model, streams constant integers)",
    "BarriersPass (OpControlBarrier's, OpMemoryBarrier's and OpMemoryNamedBarrier's scopes and memory semantics, \
     named barriers' types)",
    "NonUniformPass (the non-uniform group operations' execution scopes, result types, predicates, values, ids, \
     deltas and masks (constants before SPIR-V 1.5 where broadcasts need them), ballots, Vulkan's bit-count \
     operations, cluster sizes and partition ballots, rotations)",
    "LiteralsPass (the high-order bits of narrow literal numbers)",
    "RayQueryPass (ray queries: pointers to OpTypeRayQueryKHR, the acceleration structure and ray of an \
     initialization, intersections constant 32-bit integers, each query's result type)",
    "RayTracingPass (OpTraceRayKHR, OpReportIntersectionKHR, OpExecuteCallableKHR: acceleration structures, rays, \
     hits, payloads and callable data of their storage classes, and the execution models that may reach them)",
    "RayReorderNVPass, RayReorderEXTPass (the hit-object instructions: hit objects of their extension's type, rays, \
     shader-binding-table indices, hits, payloads and attributes, the optional hint and bits of reorderings, each \
     query's result type, and the execution models that may reach them)",
    "MeshShadingPass (OpEmitMeshTasksEXT in task shaders and OpSetMeshOutputsEXT in mesh shaders, their counts \
     32-bit unsigned integers, the payload a TaskPayloadWorkgroupEXT variable; PerPrimitiveEXT variables inputs of \
     fragment shaders and outputs of mesh shaders)",
    "TensorLayoutPass (the tensor layout and view instructions' result types, objects, and counts of 32-bit \
     integer operands)",
    "TensorPass (OpTensorReadARM, OpTensorWriteARM, OpTensorQuerySizeARM: ranked tensors, coordinates of their rank, \
     values of their element type, the tensor operands each allows, dimensions below the rank)",
    "GraphPass (graph types' inputs and outputs, graph constants' types and unique ids, graph entry points' \
     interfaces, graph inputs' and outputs' indices and types, no repeated input or output)",
    "InvalidTypePass (no BFloat16 or FP8 values in the arithmetic, derivative, some atomic and group instructions, \
     extended instructions, float classifications and OpMatrixTimesMatrix)",
    "ValidateAdjacency (OpPhi and function variables first, merge instructions second to last)",
    "ValidateEntryPoints (an entry point unless Linkage, entry points not called nor recursive under Vulkan, \
     execution modes not repeated, ValidateFloatControls2)",
    "ValidateGraphEntryPoints (a graph entry point when GraphARM is declared)",
    "PerformCfgChecks (blocks defined, after their dominators, nesting depth; structured control flow: back edges, \
     constructs, structured exits, case constructs, structured selections; MaximalReconvergenceChecks)",
    "CheckIdDefinitionDominateUse (definitions dominate uses, OpPhi's values their parents, parameters and labels \
     used in their function)",
    "ValidateDecorations (imported variables not initialized; the interfaces of entry points: variables, \
     storage classes by version, built-ins, workgroup blocks, Flat and other interpolations under Vulkan, no linkage \
     on entry points; buffers: Block/BufferBlock under Vulkan, one push constant per entry point, the Offset, \
     ArrayStride, MatrixStride and majorness decorations of blocks, explicit layouts (standard, relaxed, scalar), \
     under Vulkan also of the data untyped pointers reach; OpenGL: bindings of block variables; \
     descriptor sets and bindings under Vulkan; decorations applied twice or with their opposite; linkage of \
     functions; Coherent and Volatile under the Vulkan memory model; from each decoration: Component, \
     FPRoundingMode, NonReadable, NonWritable, Uniform, UniformId (its execution scope), NoSignedWrap, Block, Location, RelaxedPrecision; no \
     explicit layout on the types of Vulkan's variables whose storage class has none)",
    "ValidateInterfaces (interface variables listed by the entry points using them; Vulkan: locations and \
     components, one push-constant, ray payload, hit attribute and callable data variable per entry point)",
    "ValidateBuiltIns (under Vulkan, for every built-in spirv-val has rules for: the type of the decorated variable, \
     struct member or constant; the storage classes and execution models of its uses, followed through pointer \
     types, variables and composites to the functions the entry points call; the uses refused by storage class \
     and execution model; FragDepth with DepthReplacing, tessellation levels with Patch, VertexId refused; the mesh \
     shaders' primitive outputs and per-primitive built-ins: output modes, PerPrimitiveEXT, array sizes; in every \
     environment, WorkgroupSize's constant: no zero dimension, dimensions the derivative groups allow)",
    "ValidateExecutionLimitations (the execution models and modes \
     of the entry points reaching derivatives, geometry instructions, OpKill, OpTerminateInvocation, \
     OpIgnoreIntersectionKHR, OpTerminateRayKHR, ray tracing, intersection reports, callables, hit objects and \
     reorderings, interlocks, helper invocations, stores to HitAttributeKHR \
     variables, uses of variables of the storage classes limited to some execution models, OpControlBarrier before \
     SPIR-V 1.3 and, under Vulkan, Workgroup and ShaderCallKHR scopes and OpControlBarrier of an execution scope \
     other than Subgroup, the image pass's: implicit-LOD instructions, OpImageQueryLod and reads of SubpassData \
     images, and the mesh shading pass's: OpEmitMeshTasksEXT, OpSetMeshOutputsEXT), checked with the two below \
     instruction by instruction, as spirv-val's last walk does",
    "ValidateSmallTypeUses (in shaders, 8- and 16-bit values without Int8, Int16 or Float16 only stored, copied, \
     converted or decorated)",
    "ValidateQCOMImageProcessingTextureUsages (no image instruction but the QCOM ones uses a texture decorated \
     for them)",
    "ValidateLogicalPointers (which instructions may take and return logical pointers, with and without variable \
     pointers)",
];

/// What the walk of a module leaves for the next (a [`crate::Validator`]'s): what the
/// instruction pass works out from the grammar, the id pass's memory.
#[derive(Debug, Default)]
pub(crate) struct Kept {
    instruction: instruction::Kept,
    ids: ids::IdState,
}

/// Runs the passes; every error (with `keep_going`) or the first, with what `kept` holds,
/// which is left there for the next module.
pub(crate) fn run(c: &mut Checker<'_, '_>, keep_going: bool, kept: &mut Kept) -> Vec<ValidationError> {
    let mut walk = Walk {
        section: Section::Capabilities,
        function: None,
        functions: Vec::new(),
        entry_points: Vec::new(),
        memory_model: false,
        mesh_nv: false,
        mesh_ext: false,
        graph: GraphRegion::Outside,
        declared: Default::default(),
        enumerants_good: false,
    };
    walk.declared.begin(&c.module.instructions);
    let version = c.module.header.version;
    // The passes' own states: the id pass's forward references, the instruction pass's verdicts.
    let mut own = Own {
        ids: core::mem::take(&mut kept.ids).begin(c.bytes.len() / 4, c.module.header.bound),
        operands: instruction::begin(&walk.declared, version, &mut kept.instruction),
    };
    let errors = walk_module(c, &mut walk, &mut own, keep_going);
    kept.instruction.keep(&mut walk.declared, own.operands, version);
    kept.ids = own.ids;
    errors
}

/// The states of the passes run on each instruction that are theirs alone.
struct Own {
    /// The id pass's: forward references, forward pointers.
    ids: ids::IdState,
    /// The instruction pass's: its verdicts, the enumerant tables and opcodes met.
    operands: instruction::OperandCache,
}

/// The passes over the module, in spirv-val's order.
fn walk_module(c: &mut Checker<'_, '_>, walk: &mut Walk, own: &mut Own, keep_going: bool) -> Vec<ValidationError> {
    let mut errors = Vec::new();
    let module = c.module;
    for (index, inst) in module.instructions.iter().enumerate() {
        let (ext, good) = ids::collect(c, inst, own.operands.good());
        walk.enumerants_good = good;
        let result = before_id_pass(c, walk, index, inst)
            .and_then(|()| ids::check(c, &mut own.ids, index, inst, ext))
            .and_then(|()| capability::check(c, walk, index, inst))
            .and_then(|()| layout::check(c, walk, index, inst))
            .and_then(|()| cfg::check(c, walk, index, inst))
            .and_then(|()| instruction::check(c, walk, &mut own.operands, index, inst));
        if let Err(e) = result {
            errors.push(*e);
            if !keep_going {
                return errors;
            }
        }
    }
    if let Err(e) = end_of_module(c, walk) {
        errors.push(*e);
        if !keep_going {
            return errors;
        }
    }
    // Forward references left undefined, once the module's end is checked.
    if let Err(e) = ids::forward_declarations(c, &own.ids) {
        errors.push(*e);
        if !keep_going {
            return errors;
        }
    }
    // The passes of each instruction class, instruction by instruction, in spirv-val's order;
    // each instruction only through the passes that look at its opcode.
    for (index, inst) in module.instructions.iter().enumerate() {
        let op = c.opcode_at(index);
        let looking = passes_looking_at(op);
        // In debug builds every pass, so that tests find a pass acting on an opcode outside its
        // list.
        let mut passes = if cfg!(debug_assertions) { u32::MAX >> (32 - INSTRUCTION_PASSES.len()) } else { looking };
        while passes != 0 {
            let bit = passes.trailing_zeros();
            passes &= passes - 1;
            let pass = &INSTRUCTION_PASSES[bit as usize];
            let result = (pass.check)(c, index, inst);
            debug_assert!(
                looking & 1 << bit != 0 || result.is_ok(),
                "{} rejects an opcode outside its list: {result:?}",
                pass.name
            );
            if let Err(e) = result {
                errors.push(*e);
                if !keep_going {
                    return errors;
                }
                // The instruction's other checks are skipped: they would mostly repeat this one.
                break;
            }
        }
    }
    // The checks of the module as a whole, in spirv-val's order.
    let mut report = Report { errors, keep_going };
    for pass in MODULE_PASSES {
        if pass(c, &mut report).is_err() {
            break;
        }
    }
    report.errors
}

/// A pass of an instruction class (`MiscPass`, `TypePass`, ...).
pub(crate) struct InstructionPass {
    /// spirv-val's name of it.
    name: &'static str,
    /// The opcodes it looks at: it accepts every other instruction.
    opcodes: &'static OpSet,
    /// The first rule `inst` (the instruction at `index`) breaks.
    check: for<'c, 'm, 'a> fn(&'c mut Checker<'m, 'a>, usize, &'m Instruction<'a>) -> Result<(), Fault>,
}

/// The passes of each instruction class, in the order spirv-val runs them on each instruction
/// (`ValidateBinaryUsingContextAndValidationState`).
const INSTRUCTION_PASSES: &[InstructionPass] = &[
    InstructionPass { name: "MiscPass", opcodes: &OpSet::new(misc::OPCODES), check: misc::check },
    InstructionPass { name: "DebugPass", opcodes: &OpSet::new(debug::OPCODES), check: debug::check },
    InstructionPass { name: "AnnotationPass", opcodes: &annotation::OPCODES, check: annotation::check },
    InstructionPass { name: "ExtensionPass", opcodes: &OpSet::new(extensions::OPCODES), check: extensions::check },
    InstructionPass { name: "ModeSettingPass", opcodes: &mode_setting::OPCODES, check: mode_setting::check },
    InstructionPass { name: "TypePass", opcodes: &types_pass::OPCODES, check: types_pass::check },
    InstructionPass { name: "ConstantPass", opcodes: &CONSTANTS, check: constants::check },
    InstructionPass { name: "MemoryPass", opcodes: &OpSet::new(memory::OPCODES), check: memory::check },
    InstructionPass { name: "FunctionPass", opcodes: &function::OPCODES, check: function::check },
    InstructionPass { name: "ImagePass", opcodes: &image::OPCODES, check: image::check },
    InstructionPass { name: "ConversionPass", opcodes: &OpSet::new(conversion::OPCODES), check: conversion::check },
    InstructionPass { name: "CompositesPass", opcodes: &composites::OPCODES, check: composites::check },
    InstructionPass { name: "ArithmeticsPass", opcodes: &OpSet::new(arithmetics::OPCODES), check: arithmetics::check },
    InstructionPass { name: "BitwisePass", opcodes: &bitwise::OPCODES, check: bitwise::check },
    InstructionPass { name: "LogicalsPass", opcodes: &logicals::OPCODES, check: logicals::check },
    InstructionPass {
        name: "ControlFlowPass",
        opcodes: &OpSet::new(control_flow::OPCODES),
        check: control_flow::check,
    },
    InstructionPass { name: "DerivativesPass", opcodes: &OpSet::new(derivatives::OPCODES), check: derivatives::check },
    InstructionPass { name: "AtomicsPass", opcodes: atomics::OPCODES, check: atomics::check },
    InstructionPass { name: "PrimitivesPass", opcodes: &OpSet::new(primitives::OPCODES), check: primitives::check },
    InstructionPass { name: "BarriersPass", opcodes: &OpSet::new(barriers::OPCODES), check: barriers::check },
    InstructionPass { name: "NonUniformPass", opcodes: non_uniform::OPCODES, check: non_uniform::check },
    InstructionPass { name: "LiteralsPass", opcodes: &OpSet::new(literals::OPCODES), check: literals::check },
    InstructionPass { name: "RayQueryPass", opcodes: &OpSet::new(ray_query::OPCODES), check: ray_query::check },
    InstructionPass { name: "RayTracingPass", opcodes: &OpSet::new(ray_tracing::OPCODES), check: ray_tracing::check },
    InstructionPass { name: "RayReorderNVPass", opcodes: &ray_reorder::NV_OPCODES, check: ray_reorder::check_nv },
    InstructionPass { name: "RayReorderEXTPass", opcodes: &ray_reorder::EXT_OPCODES, check: ray_reorder::check_ext },
    InstructionPass {
        name: "MeshShadingPass",
        opcodes: &OpSet::new(mesh_shading::OPCODES),
        check: mesh_shading::check,
    },
    InstructionPass {
        name: "TensorLayoutPass",
        opcodes: &OpSet::new(tensor_layout::OPCODES),
        check: tensor_layout::check,
    },
    InstructionPass { name: "TensorPass", opcodes: &tensor::OPCODES, check: tensor::check },
    InstructionPass { name: "GraphPass", opcodes: &graph::OPCODES, check: graph::check },
    InstructionPass { name: "InvalidTypePass", opcodes: &invalid_type::OPCODES, check: invalid_type::check },
];

// One bit each in a `u32`.
const _: () = assert!(INSTRUCTION_PASSES.len() <= 32);

/// The passes that look at each opcode, one bit each (bit `i`: `INSTRUCTION_PASSES[i]`), made
/// at compile time from each pass's list.
static PASSES_OF: [u32; OPCODE_LIMIT] = {
    let mut table = [0u32; OPCODE_LIMIT];
    let mut pass = 0;
    while pass < INSTRUCTION_PASSES.len() {
        let opcodes = INSTRUCTION_PASSES[pass].opcodes;
        let mut op = 0;
        while op < OPCODE_LIMIT {
            if opcodes.contains(op as u16) {
                table[op] |= 1 << pass;
            }
            op += 1;
        }
        pass += 1;
    }
    table
};

/// The passes that look at opcode `op`, one bit each (bit `i`: `INSTRUCTION_PASSES[i]`).
fn passes_looking_at(op: u16) -> u32 {
    PASSES_OF.get(usize::from(op)).copied().unwrap_or(0)
}

/// A check of the module as a whole (`ValidateAdjacency`, `ValidateDecorations`, ...), which
/// reports its errors to [`Report::error`]: every one, or only the first.
pub(crate) type ModulePass = fn(&mut Checker<'_, '_>, &mut Report) -> Result<(), crate::error::Stop>;

/// The checks of the module as a whole, in spirv-val's order.
const MODULE_PASSES: &[ModulePass] = &[
    adjacency::check,
    entry_points::check,
    graph::check_entry_points,
    structured_cfg::check,
    dominance::check,
    decorations::check,
    interfaces::check,
    builtins::check,
    // ValidateExecutionLimitations, ValidateSmallTypeUses and
    // ValidateQCOMImageProcessingTextureUsages, instruction by instruction.
    last_walk::check,
    logical_pointers::check,
];

/// What spirv-val checks of an instruction before its id pass: entry points' names and
/// models, and where `OpFunctionCall` may be.
fn before_id_pass(c: &mut Checker<'_, '_>, walk: &mut Walk, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    match inst {
        Instruction::EntryPoint { execution_model, name, .. } => {
            let name = name.as_bytes().to_vec();
            if walk.entry_points.iter().any(|(n, m)| *n == name && m == execution_model) {
                return Err(c.diag(
                    ErrorKind::InvalidData,
                    Some(index),
                    "2 Entry points cannot share the same name and ExecutionMode.",
                ));
            }
            use ExecutionModel as E;
            walk.mesh_nv |= matches!(execution_model, E::TaskNV | E::MeshNV);
            walk.mesh_ext |= matches!(execution_model, E::TaskEXT | E::MeshEXT);
            walk.entry_points.push((name, *execution_model));
        }
        Instruction::FunctionCall { .. } if walk.function.is_none() => {
            return Err(c.diag(
                ErrorKind::InvalidLayout,
                Some(index),
                "A FunctionCall must happen within a function body.",
            ));
        }
        _ => {}
    }
    Ok(())
}

/// What spirv-val checks once every instruction is walked.
fn end_of_module(c: &mut Checker<'_, '_>, walk: &Walk) -> Result<(), Fault> {
    if !walk.memory_model {
        return Err(c.diag(ErrorKind::InvalidLayout, None, "Missing required OpMemoryModel instruction."));
    }
    if walk.function.is_some() {
        return Err(c.diag(ErrorKind::InvalidLayout, None, "Missing OpFunctionEnd at end of module."));
    }
    if walk.graph != GraphRegion::Outside {
        return Err(c.diag(ErrorKind::InvalidLayout, None, "Missing OpGraphEndARM at end of module."));
    }
    if walk.declared.has_capability(Capability::BindlessTextureNV) && walk.declared.sampler_image_addressing_mode == 0 {
        return Err(c.diag(
            ErrorKind::InvalidLayout,
            None,
            "Missing required OpSamplerImageAddressingModeNV instruction.",
        ));
    }
    if walk.mesh_ext && walk.mesh_nv {
        return Err(c.diag(
            ErrorKind::InvalidLayout,
            None,
            "[VUID-StandaloneSpirv-MeshEXT-07102] Module can't mix MeshEXT/TaskEXT with MeshNV/TaskNV Execution Model.",
        ));
    }
    Ok(())
}

/// The constants: spirv-val's constant pass looks at these.
static CONSTANTS: OpSet = spirv_core::predicates::IS_CONSTANT;
