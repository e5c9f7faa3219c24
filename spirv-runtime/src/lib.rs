//! Runtime support of the code that `spirv_grammar!` generates: ids, operand value types,
//! metadata table views, the traits generated types implement, and binary reading, visiting and
//! writing.
//!
//! Use it through [spirv-core](https://docs.rs/spirv-core), which re-exports all of it next to
//! the expansions of the SPIR-V grammars. It is a crate of its own so that a clean build compiles
//! it in parallel with the macro, rather than after it. The table layout it reads is
//! [`grammar::layout`] (the crate spirv-layout), which the macro's code generator writes.
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs, missing_debug_implementations)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod binary;
mod enums;
mod float_format;
#[doc(hidden)]
pub mod float_text;
pub mod grammar;
mod id;
mod id_map;
mod literal;
mod owned;
pub mod profile;

#[doc(hidden)]
pub mod __private;

pub use binary::{
    Decode, DecodeError, DecodeErrorKind, Encode, EncodeError, Header, InstructionSet, Operand, RawInstruction,
    Visitor, VisitorMut,
};
pub use enums::{BitEnum, GrammarNames, Opcode, ValueEnum};
pub use float_format::{FloatEncoding, FloatFormat, FloatLayout};
pub use grammar::{IdKind, Version};
pub use id::{Id, IdMemorySemantics, IdRef, IdResult, IdResultType, IdScope};
pub use id_map::IdMap;
pub use literal::{List, ListIter, LiteralNumber, NumberType, Str};
pub use owned::IntoOwned;
pub use profile::Profile;
