//! The structure of a SPIR-V module, indexed by id, and its reflection.
//!
//! [`Model::new`] reads a decoded [`Module`](spirv_core::Module) once and indexes it: what
//! defines each id, its types as a structure ([`Type`]), its constants and their values
//! ([`Constant`], [`Model::evaluate`], specialization constants at their defaults), names and
//! decorations of ids and of structure members (decoration groups applied), the entry points
//! with their interfaces and execution modes, the extended-instruction imports, and the
//! functions with their blocks and control-flow graph ([`Function`], [`Block`]). Uses of ids
//! are indexed on demand ([`DefUse`]).
//!
//! It is a crate of its own, above spirv-core, so that a program that only decodes and
//! encodes does not compile it.
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs, missing_debug_implementations)]

extern crate alloc;

mod cfg;
mod constants;
mod def_use;
mod model;
pub mod reflect;
mod types;

pub use cfg::{Block, Function, Merge};
pub use constants::{Constant, Value};
pub use def_use::DefUse;
pub use model::{EntryPoint, Model};
pub use types::{ImageType, Type};
