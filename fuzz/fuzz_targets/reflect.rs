//! Whatever decodes can be modelled and reflected without a panic, a stack overflow or a hang:
//! a damaged module leaves things undefined, and the model and reflection must say so (`None`,
//! empty) rather than fail. Every walk the model and reflection offer is taken: the types,
//! constants and values of every id, the functions' control flow and calls, the uses, the
//! reflection and its table.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spirv_model::{DefUse, Model};

fuzz_target!(|data: &[u8]| {
    let Ok(module) = spirv_core::Module::decode(data) else { return };
    let model = Model::new(&module);
    for inst in &module.instructions {
        if let Some(id) = inst.result_id() {
            let _ = (model.ty(id), model.type_of(id), model.constant(id), model.evaluate(id));
            let _ = (model.array_length(id), model.innermost(id.into()));
        }
    }
    for function in model.functions() {
        let _ = (function.callees(&model), function.successor_indices(&model));
        for block in &function.blocks {
            let _ = (block.successors(&model).count(), block.merge(&model), model.block(block.label));
        }
    }
    let uses = DefUse::new(&model);
    for inst in &module.instructions {
        if let Some(id) = inst.result_id() {
            let _ = uses.users(id);
        }
    }
    let reflection = spirv_model::reflect::Reflection::new(&model);
    let _ = reflection.to_string();
});
