//! Builds a compute shader with `spirv_core::builder` (SPV_KHR_8bit_storage: read bytes from a
//! storage buffer, widen, sum groups of them, write 32-bit sums), validates it with spirv-val,
//! runs it on a Vulkan device through `ash` (Mesa's software driver, lavapipe, in CI) and checks
//! the results against the CPU.
//!
//! ```sh
//! eval "$(scripts/reference-tools.sh --env)"; eval "$(scripts/vulkan-driver.sh --env)"
//! cargo run --example vulkan_sum_bytes
//! ```

#[path = "support/sum_bytes.rs"]
mod sum_bytes;
#[path = "support/vulkan.rs"]
mod vulkan;

use std::error::Error;
use std::path::PathBuf;
use std::process::Command;

/// Bytes summed by each invocation.
const GROUP: u32 = 4;
/// Sums computed: a whole number of workgroups.
const SUMS: u32 = 16 * sum_bytes::LOCAL_SIZE;

fn main() -> Result<(), Box<dyn Error>> {
    let module = sum_bytes::sum_bytes_shader(GROUP)?;
    let bytes = module.to_bytes();
    let version = module.header.spirv_version().map(|v| v.to_string()).unwrap_or_default();
    println!("built a SPIR-V {version} module of {} bytes:\n{module}", bytes.len());

    // spirv-val from $SPIRV_TOOLS_BIN (scripts/reference-tools.sh) or the PATH.
    let spirv_val =
        std::env::var_os("SPIRV_TOOLS_BIN").map_or(PathBuf::from("spirv-val"), |d| PathBuf::from(d).join("spirv-val"));
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("sum_bytes.spv");
    std::fs::write(&path, &bytes)?;
    let val = Command::new(&spirv_val)
        .args(["--target-env", "vulkan1.1"])
        .arg(&path)
        .output()
        .map_err(|e| format!("cannot run {} ({e}): see scripts/reference-tools.sh", spirv_val.display()))?;
    if !val.status.success() {
        return Err(format!("spirv-val rejects the module: {}", String::from_utf8_lossy(&val.stderr)).into());
    }
    println!("spirv-val --target-env vulkan1.1: valid");

    let input: Vec<u8> = (0..GROUP * SUMS).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect();
    let mut buffers = vec![input.clone(), vec![0; 4 * SUMS as usize]];
    let features = vulkan::Features { storage_buffer_8bit: true, ..Default::default() };
    let workgroups = [SUMS / sum_bytes::LOCAL_SIZE, 1, 1];
    let device = vulkan::run_compute(&module.to_words(), "main", &mut buffers, workgroups, features)?;
    println!("ran on {} (Vulkan {})", device.name, device.api_version);

    let sums = buffers[1].chunks_exact(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]));
    for (i, (got, group)) in sums.zip(input.chunks_exact(GROUP as usize)).enumerate() {
        let want: u32 = group.iter().map(|&b| u32::from(b)).sum();
        if got != want {
            return Err(format!("sum {i}: the device computed {got}, the CPU {want}").into());
        }
    }
    println!("all {SUMS} sums match the CPU's");
    Ok(())
}
