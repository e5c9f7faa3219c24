//! The main job: build a compute shader from typed instructions, encode it, decode it back
//! (bit-exactly), and print it as assembly. Pass a `.spv` path to decode that module instead.
//!
//! Run with `cargo run --example quickstart [module.spv]`.

use spirv_core::spec::{
    AddressingModel, Capability, ExecutionMode, ExecutionModel, FunctionControl, Instruction, MemoryModel,
};
use spirv_core::{Header, IdRef, IdResult, IdResultType, Module, Version};

/// `OpCapability Shader` … `OpFunctionEnd`: an empty GLSL compute shader with a 64×1×1 local size.
fn build() -> Module<'static> {
    let id = |n: u32| IdRef::new(n).unwrap();
    let result = |n: u32| IdResult::new(n).unwrap();
    let ty = |n: u32| IdResultType::new(n).unwrap();
    let (main, void, fn_void, label) = (1, 2, 3, 4);
    Module {
        header: Header::new(Version::new(1, 0), 0, 5),
        instructions: vec![
            Instruction::Capability { capability: Capability::Shader },
            Instruction::MemoryModel { addressing_model: AddressingModel::Logical, memory_model: MemoryModel::GLSL450 },
            Instruction::EntryPoint {
                execution_model: ExecutionModel::GLCompute,
                entry_point: id(main),
                name: "main".into(),
                interface: Default::default(),
            },
            Instruction::ExecutionMode { entry_point: id(main), mode: ExecutionMode::LocalSize(64, 1, 1) },
            Instruction::Name { target: id(main), name: "main".into() },
            Instruction::TypeVoid { result_id: result(void) },
            Instruction::TypeFunction {
                result_id: result(fn_void),
                return_type: id(void),
                parameter_types: Default::default(),
            },
            Instruction::Function {
                result_type: ty(void),
                result_id: result(main),
                function_control: FunctionControl::NONE,
                function_type: id(fn_void),
            },
            Instruction::Label { result_id: result(label) },
            Instruction::Return {},
            Instruction::FunctionEnd {},
        ],
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let bytes = match std::env::args().nth(1) {
        Some(path) => std::fs::read(path)?,
        None => build().to_bytes(),
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
