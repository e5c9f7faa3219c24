//! The Vulkan compute harness of the examples (`examples/support/vulkan.rs`) runs a shader on
//! lavapipe, Mesa's software driver, with SPV_KHR_8bit_storage: one compiled by glslang, and the
//! one the quickstart (the main job) builds with `spirv_core::builder`. Needs the driver and the
//! reference tools, which `scripts/test.sh` installs; without them it fails, never skips.

// The quickstart builds the 8-bit storage shader these tests check; its Vulkan harness runs it.
use spirv_examples::{quickstart, vulkan};

use spirv_workspace::{Rng, glslang, run_reference};

/// The shader's workgroup size (`local_size_x` in `tests/data/sum_bytes.comp`).
const LOCAL_SIZE: u32 = 64;

/// `tests/data/sum_bytes.comp` compiled for Vulkan 1.1 (SPIR-V 1.3) and checked by spirv-val.
fn sum_bytes_shader() -> Vec<u32> {
    // glslang writes its output next to the source: compile a copy, outside the source tree.
    let dir = tempfile::tempdir().expect("a temporary directory");
    let source = dir.path().join("sum_bytes.comp");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sum_bytes.comp"), &source)
        .expect("copy tests/data/sum_bytes.comp");
    // The later --target-env overrides glslang()'s vulkan1.3.
    let bytes = glslang(&source, &["--target-env", "vulkan1.1"]);
    let val = run_reference("spirv-val", &["--target-env", "vulkan1.1", "-"], &bytes);
    assert!(val.status.success(), "spirv-val rejects the shader: {}", String::from_utf8_lossy(&val.stderr));
    bytes.chunks_exact(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect()
}

#[test]
fn sums_8bit_storage_buffer_on_lavapipe() {
    let spirv = sum_bytes_shader();
    // Not a multiple of the workgroup size, so that the shader's bounds check matters.
    let sums = 1000;
    let mut rng = Rng::new(9);
    let input: Vec<u8> = (0..4 * sums).map(|_| rng.next_u64() as u8).collect();
    // Filled with a value no sum of four bytes can take, so that an unwritten result shows.
    let mut buffers = vec![input.clone(), vec![0xff; 4 * sums]];
    let workgroups = [(sums as u32).div_ceil(LOCAL_SIZE), 1, 1];
    let features = vulkan::Features { storage_buffer_8bit: true, ..Default::default() };
    let info = vulkan::run_compute(&spirv, "main", &mut buffers, workgroups, features)
        .unwrap_or_else(|e| panic!("the Vulkan run failed: {e}"));
    eprintln!(
        "device: {} (Vulkan {}, used at {}), storageBuffer8BitAccess {}, shaderInt8 {}",
        info.name, info.api_version, info.used_version, info.supported.storage_buffer_8bit, info.supported.shader_int8
    );
    assert_eq!(buffers[0], input, "the input buffer changed");
    let results: Vec<u32> = buffers[1].chunks_exact(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect();
    for (i, (&got, group)) in results.iter().zip(input.chunks_exact(4)).enumerate() {
        let want: u32 = group.iter().map(|&b| u32::from(b)).sum();
        assert_eq!(got, want, "sum {i} of {group:?}");
    }
}

#[test]
fn bad_arguments_are_errors_not_panics() {
    let spirv = sum_bytes_shader();
    let features = vulkan::Features { storage_buffer_8bit: true, ..Default::default() };
    let run = |buffers: &mut [Vec<u8>], entry: &str| vulkan::run_compute(&spirv, entry, buffers, [1, 1, 1], features);
    let no_buffers = run(&mut [], "main").unwrap_err();
    assert!(no_buffers.contains("at least one buffer"), "{no_buffers}");
    let empty = run(&mut [vec![4; 4], vec![]], "main").unwrap_err();
    assert!(empty.contains("buffer 1 is empty"), "{empty}");
    let nul = run(&mut [vec![4; 4], vec![0; 4]], "ma\0in").unwrap_err();
    assert!(nul.contains("NUL"), "{nul}");
}

/// The quickstart's shader, built with the builder, validated by spirv-val and
/// run on lavapipe for several group sizes: every sum is the CPU's.
#[test]
fn builder_shader_sums_bytes_on_lavapipe() {
    let mut rng = Rng::new(23);
    for group in [1u32, 4, 7] {
        let module = quickstart::sum_bytes_shader(group).expect("the shader builds");
        let bytes = module.to_bytes();
        let val = run_reference("spirv-val", &["--target-env", "vulkan1.1", "-"], &bytes);
        assert!(val.status.success(), "spirv-val rejects the built shader: {}", String::from_utf8_lossy(&val.stderr));
        let sums = 8 * quickstart::LOCAL_SIZE as usize;
        let input: Vec<u8> = (0..group as usize * sums).map(|_| rng.next_u64() as u8).collect();
        let mut buffers = vec![input.clone(), vec![0xff; 4 * sums]];
        let features = vulkan::Features { storage_buffer_8bit: true, ..Default::default() };
        let workgroups = [sums as u32 / quickstart::LOCAL_SIZE, 1, 1];
        vulkan::run_compute(&module.to_words(), "main", &mut buffers, workgroups, features)
            .unwrap_or_else(|e| panic!("the Vulkan run failed: {e}"));
        let results = buffers[1].chunks_exact(4).map(|w| u32::from_le_bytes(w.try_into().unwrap()));
        for (i, (got, bytes)) in results.zip(input.chunks_exact(group as usize)).enumerate() {
            let want: u32 = bytes.iter().map(|&b| u32::from(b)).sum();
            assert_eq!(got, want, "group size {group}, sum {i}");
        }
    }
}
