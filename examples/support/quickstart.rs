//! The quickstart's reusable parts (`examples/quickstart.rs`): the compute shader it builds
//! with `spirv_core::builder`, and what it shows of a module. The tests build and check the same
//! shader.

use spirv_core::builder::Builder;
use spirv_core::builder::layout::Layout;
use spirv_core::spec::{
    AddressingModel, BuiltIn, Capability, Decoration, ExecutionMode, ExecutionModel, FunctionControl, Instruction,
    MemoryModel, StorageClass,
};
use spirv_core::{Profile, TargetEnv, Version, checked};
use spirv_validate::{FinishValidated, Options};

/// Vulkan 1.1 (SPIR-V 1.3) with the device extension this shader needs: what the module may
/// use, checked at compile time where features are named with `checked!`, and at `finish` for
/// the extensions the builder declares.
pub const VULKAN_1_1_8BIT: Profile = Profile::new(Version::new(1, 3), &["SPV_KHR_8bit_storage"]);

/// Threads per workgroup.
pub const LOCAL_SIZE: u32 = 64;

/// A SPIR-V 1.3 (Vulkan 1.1) module whose invocation `i` writes the sum of bytes
/// `group * i .. group * (i + 1)` of binding 0, widened to 32 bits, to word `i` of binding 1.
/// Only the 8-bit storage capability is declared by hand; the builder adds the extension
/// (`SPV_KHR_8bit_storage`, since SPIR-V 1.3 does not contain it).
pub fn sum_bytes_shader(group: u32) -> Result<spirv_core::Module<'static>, Box<dyn std::error::Error>> {
    let mut b = Builder::for_profile(VULKAN_1_1_8BIT);
    b.capability(Capability::Shader);
    b.capability(checked!(VULKAN_1_1_8BIT, Capability::StorageBuffer8BitAccess));
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);

    let void = b.type_void();
    let bool_ = b.type_bool();
    let u8_ = b.type_int(8, false);
    let u32_ = b.type_int(32, false);
    let uvec3 = b.type_vector(u32_, 3);

    // The two storage buffers: a block holding a runtime array each, laid out as std430.
    let storage_buffer = |b: &mut Builder, element, binding, name: &str| {
        let array = b.type_runtime_array(element);
        let block = b.type_struct([array]);
        b.decorate(block, Decoration::Block);
        b.decorate_layout(block, Layout::Std430)?;
        let pointer = b.type_pointer(StorageClass::StorageBuffer, block);
        let var = b.variable(pointer, StorageClass::StorageBuffer);
        b.decorate(var, Decoration::DescriptorSet(0));
        b.decorate(var, Decoration::Binding(binding));
        b.name(var, name);
        Ok::<_, Box<dyn std::error::Error>>(var)
    };
    let bytes = storage_buffer(&mut b, u8_, 0, "bytes")?;
    let sums = storage_buffer(&mut b, u32_, 1, "sums")?;
    let global_id_pointer = b.type_pointer(StorageClass::Input, uvec3);
    let global_id = b.variable(global_id_pointer, StorageClass::Input);
    b.decorate(global_id, Decoration::BuiltIn(BuiltIn::GlobalInvocationId));

    let u8_pointer = b.type_pointer(StorageClass::StorageBuffer, u8_);
    let u32_pointer = b.type_pointer(StorageClass::StorageBuffer, u32_);
    let (zero, one, group) = (b.constant_u32(0), b.constant_u32(1), b.constant_u32(group));

    let main_type = b.type_function(void, []);
    let main = b.function(void, FunctionControl::NONE, main_type);
    b.name(main.id, "main");
    b.entry_point(ExecutionModel::GLCompute, main, "main", [global_id]);
    b.execution_mode(main, ExecutionMode::LocalSize(LOCAL_SIZE, 1, 1));

    // The loop's blocks exist up front; each is filled when its code is known.
    let [entry, header, body, next, exit] = [(); 5].map(|()| b.block(main));
    // Values that flow back into the header are numbered before they are computed.
    let (k_next, sum_next) = (b.id(), b.id());

    let mut c = b.at(entry);
    let id = c.load(uvec3, global_id);
    let i = c.composite_extract(u32_, id, [0]);
    let first = c.op(|r| Instruction::IMul { result_type: u32_.into(), result_id: r, operand_1: i, operand_2: group });
    c.branch(header);

    let mut c = b.at(header);
    let k = c.phi(u32_, [(zero, entry), (k_next, next)]);
    let sum = c.phi(u32_, [(zero, entry), (sum_next, next)]);
    let more =
        c.op(|r| Instruction::ULessThan { result_type: bool_.into(), result_id: r, operand_1: k, operand_2: group });
    c.loop_merge(exit, next);
    c.branch_conditional(more, body, exit);

    let mut c = b.at(body);
    let index = c.op(|r| Instruction::IAdd { result_type: u32_.into(), result_id: r, operand_1: first, operand_2: k });
    let byte_pointer = c.access_chain(u8_pointer, bytes, [zero, index]);
    let byte = c.load(u8_, byte_pointer);
    let widened = c.op(|r| Instruction::UConvert { result_type: u32_.into(), result_id: r, unsigned_value: byte });
    c.op_with(sum_next, |r| Instruction::IAdd {
        result_type: u32_.into(),
        result_id: r,
        operand_1: sum,
        operand_2: widened,
    });
    c.branch(next);

    let mut c = b.at(next);
    c.op_with(k_next, |r| Instruction::IAdd { result_type: u32_.into(), result_id: r, operand_1: k, operand_2: one });
    c.branch(header);

    let mut c = b.at(exit);
    let out = c.access_chain(u32_pointer, sums, [zero, i]);
    c.store(out, sum);
    c.ret();

    // `finish` declares the extension the module needs; validating it too (as spirv-val would,
    // under Vulkan 1.1) is on request.
    let (module, _validated) = b.finish_validated(&Options::new(TargetEnv::Vulkan1_1))?;
    Ok(module)
}

/// What the quickstart shows of a module: its `spirv-dis --raw-id` text, then its reflection;
/// an error if it does not decode, or if encoding it does not give back `bytes` exactly (in
/// either byte order).
pub fn report(bytes: &[u8]) -> Result<String, Box<dyn std::error::Error>> {
    let module = spirv_core::Module::decode(bytes)?;
    if module.to_bytes() != bytes {
        return Err("decoding then encoding did not give back the same bytes".into());
    }
    let reflection = spirv_model::reflect::Reflection::new(&spirv_model::Model::new(&module));
    Ok(format!("{module}\n{reflection}"))
}
