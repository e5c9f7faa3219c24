//! OpSDot under SPIR-V 1.6.
use spirv_core::spec::Op;
use spirv_core::{Profile, Version, checked};

const TARGET: Profile = Profile::new(Version::new(1, 6), &[]);

fn main() {
    let _ = checked!(TARGET, Op::SDot);
}
