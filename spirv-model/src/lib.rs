//! The structure of a SPIR-V module, indexed by id, and its reflection.
//!
//! [`Model::new`] reads a decoded [`Module`](spirv_core::Module) once and indexes it: what
//! defines each id, its types as a structure ([`Type`]), its constants and their values
//! ([`Constant`], [`Model::evaluate`], specialization constants at their defaults), names and
//! decorations of ids and of structure members (decoration groups applied), the entry points
//! with their interfaces and execution modes, the extended-instruction imports, and the
//! functions with their blocks, control-flow graph and dominators ([`Function`], [`Block`],
//! [`Dominators`]). Uses of ids are indexed on demand ([`DefUse`]). The graph algorithms
//! (depth-first order, dominators) are public in [`graph`], for other graphs of blocks;
//! [`cfg`](mod@cfg) builds, on request, spirv-val's model of each function's control-flow graph
//! (blocks only referenced, structural edges, constructs, the augmented graph and its
//! dominators), which spirv-validate reads.
//!
//! [`reflect::Reflection`] is built on it: what a shader needs bound (descriptor bindings in
//! Vulkan's terms, block layouts, push constants, stage inputs and outputs, specialization
//! constants, workgroup sizes).
//!
//! It is a crate of its own, above spirv-core, so that a program that only decodes and
//! encodes does not compile it.
//!
//! ```
//! use spirv_core::Module;
//! use spirv_model::reflect::{DescriptorType, Reflection};
//! use spirv_model::{Model, Type};
//!
//! # let words = spirv_core::text::assemble(b"
//! #     OpCapability Shader
//! #     OpMemoryModel Logical GLSL450
//! #     OpEntryPoint Fragment %main \"main\" %color
//! #     OpExecutionMode %main OriginUpperLeft
//! #     OpName %color \"color\"
//! #     OpName %tex \"tex\"
//! #     OpDecorate %color Location 0
//! #     OpDecorate %tex DescriptorSet 1
//! #     OpDecorate %tex Binding 2
//! #     %void = OpTypeVoid
//! #     %fn = OpTypeFunction %void
//! #     %float = OpTypeFloat 32
//! #     %v4 = OpTypeVector %float 4
//! #     %v2 = OpTypeVector %float 2
//! #     %img = OpTypeImage %float 2D 0 0 0 1 Unknown
//! #     %sampled = OpTypeSampledImage %img
//! #     %ptex = OpTypePointer UniformConstant %sampled
//! #     %tex = OpVariable %ptex UniformConstant
//! #     %pout = OpTypePointer Output %v4
//! #     %color = OpVariable %pout Output
//! #     %half = OpConstant %float 0.5
//! #     %uv = OpConstantComposite %v2 %half %half
//! #     %main = OpFunction %void None %fn
//! #     %entry = OpLabel
//! #     %s = OpLoad %sampled %tex
//! #     %texel = OpImageSampleImplicitLod %v4 %s %uv
//! #     OpStore %color %texel
//! #     OpReturn
//! #     OpFunctionEnd
//! # ", &Default::default()).unwrap();
//! # let bytes = spirv_core::binary::ByteOrder::Little.to_bytes(&words);
//! // A fragment shader sampling `tex` (set 1, binding 2) into `color` (location 0).
//! let module = Module::decode(&bytes)?;
//! let model = Model::new(&module);
//! let color = model.id_named("color").unwrap();
//! let Some(Type::Pointer { pointee, .. }) = model.type_of(color) else { panic!() };
//! assert!(matches!(model.ty(pointee), Some(Type::Vector { count: 4, .. })));
//!
//! let reflection = Reflection::new(&model);
//! let tex = &reflection.resources[0];
//! assert_eq!((tex.set, tex.binding, tex.descriptor_type), (Some(1), Some(2), DescriptorType::CombinedImageSampler));
//! assert!(tex.access.read && tex.used_by[0].name == "main");
//! assert_eq!(reflection.entry_points[0].outputs[0].location, Some(0));
//! # Ok::<(), spirv_core::DecodeError>(())
//! ```
//!
//! # The model
//!
//! `Model::new(&module)` indexes a decoded module in one pass and gives, by id: the defining
//! instruction (`def`, `def_index`, `result_type`), types as a structure (`ty(id)` →
//! `Type::Int { width, signed }`, `Vector`, `Matrix`, `Array { element, length }`,
//! `RuntimeArray`, `Struct { members }`, `Pointer { storage, pointee }`, `Image(ImageType)`, ...,
//! `Other(&Instruction)` for the rest), constants (`constant(id)`, and `evaluate(id)`:
//! specialization constants at their defaults, `OpSpecConstantOp` folded), names and member
//! names (`id_named`), decorations and member decorations (decoration groups applied;
//! `binding(id)` gives `(DescriptorSet, Binding)`; `decorations_in_order` says which
//! instruction gave each), entry points with their interfaces and execution modes (and the modes
//! of any id, `execution_modes`), capabilities (`has_capability` follows what they imply),
//! extensions, the memory model, extended-instruction imports, and functions with their blocks
//! (`Block::successors`, from [`branch_targets`]; `Block::merge`, `Function::callees`,
//! `Function::dominators`; [`Model::block_at`] finds the block holding an instruction). Uses of
//! ids are indexed on demand (`DefUse::new(&model).users(id)`).
//!
//! The model never fails, and neither does reflection: on a damaged module what is undefined is
//! `None`. A type or constant that names an id not defined before it (`%v = OpTypeVector %v 2`)
//! is none, so walks through types end; every walk through pointers, constants, calls and block
//! members is bounded (`spirv-model/tests/damaged.rs`; the reflect fuzz target).
//!
//! Tested against the references (CI): `tests/model.rs` checks the model against `spirv-dis` on
//! every corpus module (355,741 facts, which the test holds: definitions, names, decorations,
//! entry points, functions, blocks, successors, merges, uses) and the folding of
//! `OpSpecConstantOp` against `spirv-opt`; `spirv-model/tests/dominators.rs` checks
//! `Function::dominators` against the definition of dominance on every corpus function and on
//! 600 random graphs. Reflection's tests are listed in [`reflect`].
//!
//! # Features
//!
//! `std`, `serde` (`Serialize` on every reflection result) and `ext-sets` (spirv-core's typed
//! extended sets beyond GLSL.std.450, which `Model::ext_set` names), all on by default; without
//! `std` the crate is `no_std` (it needs `alloc`).
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs, missing_debug_implementations)]

extern crate alloc;

pub mod cfg;
mod constants;
mod def_use;
mod function;
pub mod graph;
mod model;
pub mod reflect;
mod types;

pub use constants::{Constant, Value};
pub use def_use::DefUse;
pub use function::{Block, Dominators, Function, Merge, branch_targets};
pub use model::{Declared, Decorated, EntryPoint, Model};
pub use types::{ImageType, Type};
