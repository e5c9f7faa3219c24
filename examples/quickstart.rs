//! The main job: build a compute shader with the module builder, show its reflection and its
//! disassembly, and run it on a Vulkan device (Mesa's software driver, lavapipe, in CI) when
//! one is present, checking its results against the CPU. The shader is SPV_KHR_8bit_storage's
//! use case: read bytes from a storage buffer, widen them, sum groups of them and write 32-bit
//! sums. The GLSL it corresponds to:
//!
//! ```glsl
//! #version 450
//! #extension GL_EXT_shader_8bit_storage : require
//! layout(local_size_x = 64) in;
//! layout(set = 0, binding = 0) readonly buffer Bytes { uint8_t bytes[]; };
//! layout(set = 0, binding = 1) writeonly buffer Sums { uint sums[]; };
//! void main() {
//!     uint i = gl_GlobalInvocationID.x;
//!     uint sum = 0;
//!     for (uint k = 0; k < GROUP; k++) sum += uint(bytes[GROUP * i + k]);
//!     sums[i] = sum;
//! }
//! ```
//!
//! Run with `cargo run --example quickstart`; pass a `.spv` file (`cargo run --example
//! quickstart -- shader.spv`) to show that module's disassembly and reflection instead. It needs
//! spirv-core, spirv-validate (the module is validated as it is finished), spirv-model
//! (reflection) and ash (Vulkan, whose loader it opens at run time: no Vulkan SDK is needed to
//! build it, and without a driver it says so and stops there).

use spirv_core::binary::ByteOrder;
// The shader is built in `support/quickstart.rs`, the part of the examples the tests share
// (the `spirv_examples` library).
use spirv_examples::quickstart::{LOCAL_SIZE, report, sum_bytes_shader};
use spirv_examples::vulkan;

/// Bytes summed by each invocation.
const GROUP: u32 = 4;
/// Sums computed: a whole number of workgroups.
const SUMS: u32 = 16 * LOCAL_SIZE;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    if let Some(path) = std::env::args().nth(1) {
        print!("{}", report(&std::fs::read(path)?)?);
        return Ok(());
    }
    let module = sum_bytes_shader(GROUP)?;
    let version = module.header.spirv_version().map(|v| v.to_string()).unwrap_or_default();
    println!(
        "Built a SPIR-V {version} module of {} bytes with spirv_core::builder, valid for Vulkan 1.1 to \
         spirv_validate:\n",
        module.to_bytes().len()
    );
    print!("{}", report(&module.to_bytes())?);

    let input: Vec<u8> = (0..GROUP * SUMS).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect();
    let mut buffers = vec![input.clone(), vec![0; 4 * SUMS as usize]];
    let features = vulkan::Features { storage_buffer_8bit: true, ..Default::default() };
    let workgroups = [SUMS / LOCAL_SIZE, 1, 1];
    let device = match vulkan::run_compute(&module.to_words(), "main", &mut buffers, workgroups, features) {
        Ok(device) => device,
        Err(e) => {
            println!("\nNot run: no Vulkan device could run it ({e}); scripts/vulkan-driver.sh installs lavapipe.");
            return Ok(());
        }
    };
    println!("\nRan it on {} (Vulkan {}).", device.name, device.api_version);
    let sums = ByteOrder::Little.words(&buffers[1]);
    for (i, (got, group)) in sums.zip(input.chunks_exact(GROUP as usize)).enumerate() {
        let want: u32 = group.iter().map(|&b| u32::from(b)).sum();
        if got != want {
            return Err(format!("sum {i}: the device computed {got}, the CPU {want}").into());
        }
    }
    println!("All {SUMS} sums match the CPU's.");
    Ok(())
}
