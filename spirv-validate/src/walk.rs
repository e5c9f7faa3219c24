//! What the passes run on each instruction in turn share while they walk the module: the
//! section and function the walk is in, what is declared so far.

use alloc::vec::Vec;

use spirv_core::spec::ExecutionModel;

use crate::declared::Declared;
use crate::hash::HashSet;

/// The sections of a module's logical layout (SPIR-V 2.4), in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Section {
    Capabilities,
    Extensions,
    ExtInstImport,
    MemoryModel,
    SamplerImageAddressMode,
    EntryPoint,
    ExecutionMode,
    Debug1,
    Debug2,
    Debug3,
    Annotations,
    Types,
    FunctionDeclarations,
    FunctionDefinitions,
    GraphDefinitions,
}

impl Section {
    pub(crate) fn next(self) -> Section {
        use Section::*;
        match self {
            Capabilities => Extensions,
            Extensions => ExtInstImport,
            ExtInstImport => MemoryModel,
            MemoryModel => SamplerImageAddressMode,
            SamplerImageAddressMode => EntryPoint,
            EntryPoint => ExecutionMode,
            ExecutionMode => Debug1,
            Debug1 => Debug2,
            Debug2 => Debug3,
            Debug3 => Annotations,
            Annotations => Types,
            Types => FunctionDeclarations,
            FunctionDeclarations => FunctionDefinitions,
            FunctionDefinitions | GraphDefinitions => GraphDefinitions,
        }
    }
}

/// Whether a function has a body, as the layout finds out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FunctionKind {
    Unknown,
    Declaration,
    Definition,
}

/// The function being walked.
#[derive(Debug)]
pub(crate) struct FunctionState {
    pub id: u32,
    pub result_type: u32,
    pub kind: FunctionKind,
    /// The first block defined (the entry block).
    pub first_block: Option<u32>,
    /// The block being walked.
    pub current_block: Option<u32>,
    /// The blocks merge instructions have declared merge blocks.
    pub merge_blocks: HashSet<u32>,
}

/// What the per-instruction passes share while the module is walked (each pass's own state
/// is the pass's: the orchestrator hands it to the pass alone).
#[derive(Debug)]
pub(crate) struct Walk {
    pub section: Section,
    pub function: Option<FunctionState>,
    /// Every function met: (id, defined with a body).
    pub functions: Vec<u32>,
    /// (name, execution model) of the `OpEntryPoint`s met.
    pub entry_points: Vec<(Vec<u8>, ExecutionModel)>,
    pub memory_model: bool,
    pub mesh_nv: bool,
    pub mesh_ext: bool,
    /// Where the walk is in a graph's definition.
    pub graph: GraphRegion,
    /// What the module declares (capabilities, extensions, memory model), as registered so far.
    pub declared: Declared,
    /// Whether the enumerant operands of the instruction being checked are known to pass (as
    /// the id pass collected them).
    pub enumerants_good: bool,
}

impl Walk {
    pub(crate) fn in_block(&self) -> bool {
        self.function.as_ref().is_some_and(|f| f.current_block.is_some())
    }
}

/// Where the walk is in a graph's definition (SPV_ARM_graph).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GraphRegion {
    Outside,
    Begin,
    Inputs,
    Body,
    Outputs,
}
