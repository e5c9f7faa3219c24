//! Whatever decodes can be modelled and reflected without a panic: a damaged module leaves
//! things undefined, and the model and reflection must say so (`None`, empty) rather than fail.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(module) = spirv_core::Module::decode(data) else { return };
    let model = spirv_model::Model::new(&module);
    let _ = spirv_model::reflect::Reflection::new(&model);
});
