//! Entry-point interfaces: the global variables each entry point's code uses, listed by
//! [`Builder::finish`](super::Builder::finish).

use alloc::vec::Vec;
use std::collections::{HashMap, HashSet};

use spirv_runtime::{IdKind, IdRef, Version};

use super::{Builder, Function, Section};
use crate::spec::{Instruction, StorageClass};

impl Builder<'_> {
    /// Completes each `OpEntryPoint`'s interface, which SPIR-V requires to list the global
    /// variables its static call tree uses: every one from SPIR-V 1.4 (storage class other than
    /// `Function`), only `Input` and `Output` ones before (where no other may be listed). What
    /// the interface lists stays, in its order; the variables missing from it, used by an
    /// instruction of the entry point's function or of a function it calls (through
    /// `OpFunctionCall`, at any depth), follow in the order they are declared.
    pub(super) fn complete_interfaces(&mut self) {
        let since_1_4 = self.version >= Version::new(1, 4);
        let variables: Vec<IdRef> = self.sections[Section::Globals as usize]
            .iter()
            .filter_map(|inst| match inst {
                Instruction::Variable { result_id, storage_class, .. }
                | Instruction::UntypedVariableKHR { result_id, storage_class, .. } => {
                    let listed = match since_1_4 {
                        true => *storage_class != StorageClass::Function,
                        false => matches!(storage_class, StorageClass::Input | StorageClass::Output),
                    };
                    listed.then_some(IdRef::from(*result_id))
                }
                _ => None,
            })
            .collect();
        if variables.is_empty() {
            return;
        }
        let functions: HashMap<IdRef, &Function<'_>> =
            self.functions.iter().filter_map(|f| Some((f.id()?, f))).collect();
        let candidates: HashSet<IdRef> = variables.iter().copied().collect();
        for inst in &mut self.sections[Section::EntryPoints as usize] {
            let Instruction::EntryPoint { entry_point, interface, .. } = inst else { continue };
            let used = used_variables(&functions, *entry_point, &candidates);
            let listed: HashSet<IdRef> = interface.iter().collect();
            let mut missing = variables.iter().filter(|v| used.contains(v) && !listed.contains(v)).peekable();
            if missing.peek().is_some() {
                *interface = interface.iter().chain(missing.copied()).collect();
            }
        }
    }
}

/// The `variables` an instruction of function `entry` or of a function it calls uses as an
/// operand, each function visited once.
fn used_variables(
    functions: &HashMap<IdRef, &Function<'_>>,
    entry: IdRef,
    variables: &HashSet<IdRef>,
) -> HashSet<IdRef> {
    let mut used = HashSet::new();
    let mut visited = HashSet::from([entry]);
    let mut to_visit = Vec::from([entry]);
    while let Some(id) = to_visit.pop() {
        let Some(function) = functions.get(&id) else { continue };
        for inst in function.blocks.iter().flat_map(|b| &b.instructions) {
            if let Instruction::FunctionCall { function, .. } = inst
                && visited.insert(*function)
            {
                to_visit.push(*function);
            }
            inst.for_each_id(|kind, id| {
                if kind != IdKind::Result && variables.contains(&id) {
                    used.insert(id);
                }
            });
        }
    }
    used
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::{FunctionControl, Instruction};

    /// A call graph with a cycle (which SPIR-V forbids, but a module being edited may have)
    /// still ends, each function visited once; the variable used in the cycle is listed once.
    #[test]
    fn a_recursive_call_graph_is_walked_once() {
        let mut b = Builder::new(Version::new(1, 4));
        let void = b.type_void();
        let uint = b.type_int(32, false);
        let fn_type = b.type_function(void, []);
        let pointer = b.type_pointer(StorageClass::Private, uint);
        let var = b.variable(pointer, StorageClass::Private);
        let zero = b.constant_u32(0);
        let [main, f, g] = [(); 3].map(|_| b.function(void, FunctionControl::NONE, fn_type));
        for (caller, callee) in [(main, f), (f, g), (g, f)] {
            let block = b.block(caller);
            let mut c = b.at(block);
            c.op(|r| Instruction::FunctionCall {
                result_type: void.into(),
                result_id: r,
                function: callee.id,
                arguments: Default::default(),
            });
            c.store(var, zero);
            c.ret();
        }
        b.entry_point(crate::spec::ExecutionModel::GLCompute, main, "main", []);
        b.complete_interfaces();
        let Instruction::EntryPoint { interface, .. } = &b.section(Section::EntryPoints)[0] else { unreachable!() };
        assert_eq!(interface.to_vec(), [var]);
    }
}
