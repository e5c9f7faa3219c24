//! SPIRV-Tools' opcode predicates (`source/opcode.cpp`), each stated once as the grammar class
//! it is nearest to and the differences SPIRV-Tools makes from that class, with where each
//! difference comes from. The text tools and the validator, which must agree with SPIRV-Tools,
//! ask these; `tests/predicates.rs` lists every difference against the grammar.

use crate::OpSet;
use crate::spec::{Op, OpClass};

/// The opcodes SPIRV-Tools treats as generating a type (`spvOpcodeGeneratesType`): a second
/// definition of their result id is an error to its tools, and its validator places them in
/// the types section and takes them where a type is expected. (A constant, from which other
/// sets are made: ask [`generates_type`].)
pub const GENERATES_TYPE: OpSet = OpSet::new(OpClass::TypeDeclaration.ops())
    // Declares the storage class of a pointer type another instruction generates.
    .without(Op::TypeForwardPointer)
    // Intel types of the grammar's class that `spvOpcodeGeneratesType` does not list.
    .without(Op::TypeBufferSurfaceINTEL)
    .without(Op::TypeStructContinuedINTEL)
    // Types it lists that the grammar puts in other classes (`Reserved`, `@exclude`).
    .with(Op::TypeNodePayloadArrayAMDX)
    .with(Op::TypeTaskSequenceALTERA);

/// Whether SPIRV-Tools treats `opcode` as generating a type ([`GENERATES_TYPE`]).
///
/// ```
/// use spirv_core::predicates::generates_type;
/// use spirv_core::spec::Op;
/// assert!(generates_type(Op::TypeInt as u16));
/// assert!(!generates_type(Op::TypeForwardPointer as u16)); // in the grammar's Type-Declaration class
/// assert!(generates_type(Op::TypeNodePayloadArrayAMDX as u16)); // in its Reserved class
/// ```
#[inline]
pub const fn generates_type(opcode: u16) -> bool {
    // A reference to a constant: promoted to one static copy, not copied per call.
    GENERATES_TYPE.contains(opcode)
}
