//! Decoding arbitrary bytes never panics, and printing what decodes never panics either.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(module) = spirv_core::Module::decode(data) {
        for inst in &module {
            let _ = format!("{inst:?}");
        }
    }
});
