//! The main job: build a compute shader with the module builder, encode it, decode it back
//! (bit-exactly, in the byte order it was written in), and print it as `spirv-dis --raw-id`
//! does, then the first instructions' typed structure. Pass a `.spv` path to decode that module
//! instead.
//!
//! Run with `cargo run --example quickstart [module.spv]`. It depends on spirv-core alone.

use spirv_core::builder::Builder;
use spirv_core::spec::{AddressingModel, Capability, ExecutionMode, ExecutionModel, FunctionControl, MemoryModel};
use spirv_core::{Module, Version};

/// The module the quickstart builds: an empty GLSL compute shader with a 64×1×1 local size
/// (`OpCapability Shader` … `OpFunctionEnd`). The tests include this file to check it against
/// spirv-val and spirv-dis.
pub fn compute_shader() -> Module<'static> {
    let mut b = Builder::new(Version::new(1, 0));
    b.capability(Capability::Shader);
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let void = b.type_void();
    let main_type = b.type_function(void, []);
    let main = b.function(void, FunctionControl::NONE, main_type);
    b.name(main.id, "main");
    b.entry_point(ExecutionModel::GLCompute, main, "main", []);
    b.execution_mode(main, ExecutionMode::LocalSize(64, 1, 1));
    let body = b.block(main);
    b.at(body).ret();
    b.finish().expect("the shader needs nothing SPIR-V 1.0 lacks")
}

/// What the quickstart prints for a module: its `spirv-dis --raw-id` text, then the typed
/// structure of its first instructions; an error if it does not decode, or if encoding it does
/// not give back `bytes` exactly (in either byte order).
pub fn report(bytes: &[u8]) -> Result<String, Box<dyn std::error::Error>> {
    use std::fmt::Write;
    let module = Module::decode(bytes)?;
    if module.to_bytes() != bytes {
        return Err("decoding then encoding did not give back the same bytes".into());
    }
    let mut out = format!("{module}\n");
    for inst in module.iter().take(4) {
        writeln!(out, "{inst:?}")?;
    }
    Ok(out)
}

#[allow(dead_code)] // The tests include this file for its functions alone.
fn main() -> Result<(), Box<dyn std::error::Error>> {
    let bytes = match std::env::args().nth(1) {
        Some(path) => std::fs::read(path)?,
        None => compute_shader().to_bytes(),
    };
    print!("{}", report(&bytes)?);
    Ok(())
}
