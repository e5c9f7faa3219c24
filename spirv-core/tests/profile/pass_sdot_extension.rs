//! OpSDot under SPIR-V 1.0 with SPV_KHR_integer_dot_product.
use spirv_core::spec::Op;
use spirv_core::{Profile, Version, checked};

const TARGET: Profile = Profile::new(Version::new(1, 0), &["SPV_KHR_integer_dot_product"]);

fn main() {
    let _ = checked!(TARGET, Op::SDot);
}
