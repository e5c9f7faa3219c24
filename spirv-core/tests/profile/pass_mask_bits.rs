//! Mask bits inside the profile.
use spirv_core::spec::MemoryAccess;
use spirv_core::{Profile, Version, checked};

const TARGET: Profile = Profile::new(Version::new(1, 5), &[]);

fn main() {
    let _ = checked!(TARGET, MemoryAccess::ALIGNED.union(MemoryAccess::MAKE_POINTER_AVAILABLE));
}
