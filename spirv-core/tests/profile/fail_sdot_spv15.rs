//! OpSDot under SPIR-V 1.5 without the extension.
use spirv_core::spec::Op;
use spirv_core::{Profile, Version, checked};

const TARGET: Profile = Profile::new(Version::new(1, 5), &["SPV_KHR_8bit_storage"]);

fn main() {
    let _ = checked!(TARGET, Op::SDot);
}
