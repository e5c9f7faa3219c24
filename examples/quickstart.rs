//! The main job: build a compute shader from typed instructions, encode it, decode it back
//! (bit-exactly), and print it as assembly. Pass a `.spv` path to decode that module instead.
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
    let version = module.header.spirv_version().map_or("?".to_string(), |v| v.to_string());
    println!("; SPIR-V {version}, {} bytes, id bound {}", bytes.len(), module.header.bound);
    for inst in &module {
        println!("{inst:?}");
    }
    Ok(())
}
