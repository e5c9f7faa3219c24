//! The validator takes any bytes: it reports an error or accepts, in both modes, without a
//! panic, a hang or an allocation the input cannot back; the first error of the mode that keeps
//! going is the one the other reports.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for env in [spirv_core::TargetEnv::Universal1_6, spirv_core::TargetEnv::Vulkan1_3] {
        let options = spirv_validate::Options::new(env);
        let all = spirv_validate::validate_all(data, &options);
        assert!(all.first() == spirv_validate::validate(data, &options).err().as_ref());
    }
});
