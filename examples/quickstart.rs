//! The main job: build a compute shader with the module builder, encode it, decode it back
//! (bit-exactly), and print it as `spirv-dis --raw-id` does, then the first instructions' typed
//! structure. Pass a `.spv` path to decode that module instead.
//!
//! Run with `cargo run --example quickstart [module.spv]`.

use spirv_core::Module;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let bytes = match std::env::args().nth(1) {
        Some(path) => std::fs::read(path)?,
        None => spirv_workspace::compute_shader().to_bytes(),
    };
    let module = Module::decode(&bytes)?;
    assert_eq!(module.to_bytes(), bytes, "decode then encode gives back the same bytes");
    print!("{module}");
    println!();
    for inst in module.iter().take(4) {
        println!("{inst:?}");
    }
    Ok(())
}
