//! Whatever decodes encodes to bytes that decode to the same module, and encode to the same bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(module) = spirv_core::Module::decode(data) else { return };
    let bytes = module.to_bytes();
    let again = spirv_core::Module::decode(&bytes).expect("encoded modules decode");
    assert!(again == module, "decode(encode(m)) differs from m");
    assert!(again.to_bytes() == bytes, "encoding is not stable");
});
