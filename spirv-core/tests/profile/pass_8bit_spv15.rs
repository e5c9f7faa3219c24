//! StorageBuffer8BitAccess under SPIR-V 1.5, which contains it.
use spirv_core::spec::Capability;
use spirv_core::{Profile, Version, checked};

const TARGET: Profile = Profile::new(Version::new(1, 5), &[]);

fn main() {
    let _ = checked!(TARGET, Capability::StorageBuffer8BitAccess);
}
