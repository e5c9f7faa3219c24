//! `BarriersPass` (SPIRV-Tools' `source/val/validate_barriers.cpp`): the execution and memory
//! scopes and the memory semantics of `OpControlBarrier`, `OpMemoryBarrier` and
//! `OpMemoryNamedBarrier` (`crate::synchronization`), and the types of named barriers.
//!
//! The execution models `OpControlBarrier` may be in before SPIR-V 1.3, and Vulkan's limits on
//! the execution models of its scopes, are registered for the function holding the barrier and
//! checked once every pass has run (`passes/execution_limitations.rs`).

use alloc::format;

use spirv_core::spec::{Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::op_name;
use crate::synchronization::{self, Semantics};

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[Op] =
    &[Op::ControlBarrier, Op::MemoryBarrier, Op::NamedBarrierInitialize, Op::MemoryNamedBarrier];

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let (memory, semantics) = match inst {
        Instruction::ControlBarrier { execution, memory, semantics } => {
            // Before SPIR-V 1.3, the execution models that may hold it are few.
            if c.module.header.version < 0x0001_0300 {
                synchronization::register_limit(c, index, synchronization::Limit::ControlBarrierBefore1_3);
            }
            synchronization::execution_scope(c, index, execution.get())?;
            (memory.get(), semantics.get())
        }
        Instruction::MemoryBarrier { memory, semantics } => (memory.get(), semantics.get()),
        Instruction::NamedBarrierInitialize { subgroup_count, .. } => {
            let name = op_name(c.opcode_at(index));
            if !c.def_is(c.result_type_at(index), Op::TypeNamedBarrier) {
                let message = format!("{name}: expected Result Type to be OpTypeNamedBarrier");
                return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
            }
            let count_type = c.type_of(subgroup_count.get());
            if !c.is_int_scalar_type(count_type) || c.bit_width(count_type) != 32 {
                let message = format!("{name}: expected Subgroup Count to be a 32-bit int");
                return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
            }
            return Ok(());
        }
        Instruction::MemoryNamedBarrier { named_barrier, memory, semantics } => {
            if !c.def_is(c.type_of(named_barrier.get()), Op::TypeNamedBarrier) {
                let name = op_name(c.opcode_at(index));
                let message = format!("{name}: expected Named Barrier to be of type OpTypeNamedBarrier");
                return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
            }
            (memory.get(), semantics.get())
        }
        _ => return Ok(()),
    };
    synchronization::memory_scope(c, index, memory)?;
    synchronization::memory_semantics(c, index, Semantics::Only(semantics), memory)
}
