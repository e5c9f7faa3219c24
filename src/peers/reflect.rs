//! The reflection each library does from a module's bytes, as `benches/reflect.rs` times it and
//! `examples/reflect_probe.rs` tries it: ours (decode, model, reflection), spirq 1.3.0 and
//! SPIRV-Reflect's C code (spirv-reflect 0.2.3).
//!
//! Each peer does what a user asking for the facts our [`Reflection`] holds would have it do:
//!
//! - spirq: `ReflectConfig::reflect` with `ref_all_rscs(true)` (every resource, as ours lists
//!   every resource, used or not), which also walks the functions for access types and collects
//!   the specialization constants and execution modes of each entry point;
//! - SPIRV-Reflect: `ShaderModule::load_u8_data` (which computes everything: types, block
//!   layouts, per-entry-point static use), then the crate's conversions of what ours reports:
//!   the entry points (each with its inputs, outputs and the descriptor sets it uses, the
//!   counterpart of our `used_by`), the module's descriptor bindings (with block layouts) and
//!   its push-constant blocks. The crate exposes no specialization constants.

use std::hint::black_box;

use spirv_model::Model;
use spirv_model::reflect::Reflection;

/// A library reflecting a module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Peer {
    Ours,
    Spirq,
    SpirvReflect,
}

impl Peer {
    pub const ALL: [Peer; 3] = [Peer::Ours, Peer::Spirq, Peer::SpirvReflect];

    pub fn name(self) -> &'static str {
        match self {
            Peer::Ours => "ours",
            Peer::Spirq => "spirq",
            Peer::SpirvReflect => "spirv-reflect",
        }
    }

    pub fn from_name(name: &str) -> Option<Peer> {
        Peer::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Reflects `bytes`; `Err` when the library rejects the module.
    pub fn reflect(self, bytes: &[u8]) -> Result<(), String> {
        match self {
            Peer::Ours => ours(bytes),
            Peer::Spirq => spirq(bytes),
            Peer::SpirvReflect => spirv_reflect(bytes),
        }
    }
}

/// Ours, the whole path from bytes.
pub fn ours(bytes: &[u8]) -> Result<(), String> {
    let module = spirv_core::Module::decode(bytes).map_err(|e| e.to_string())?;
    let model = Model::new(&module);
    black_box(Reflection::new(&model));
    Ok(())
}

pub fn spirq(bytes: &[u8]) -> Result<(), String> {
    let entry_points =
        spirq::ReflectConfig::new().spv(bytes).ref_all_rscs(true).reflect().map_err(|e| e.to_string())?;
    black_box(entry_points);
    Ok(())
}

pub fn spirv_reflect(bytes: &[u8]) -> Result<(), String> {
    let module = spirv_reflect::ShaderModule::load_u8_data(bytes)?;
    black_box(module.enumerate_entry_points()?);
    black_box(module.enumerate_descriptor_bindings(None)?);
    black_box(module.enumerate_push_constant_blocks(None)?);
    Ok(())
}

/// SPIRV-Reflect's load alone (everything its C code computes), for the split of its time.
pub fn spirv_reflect_load(bytes: &[u8]) -> Result<(), String> {
    black_box(spirv_reflect::ShaderModule::load_u8_data(bytes)?);
    Ok(())
}
