//! Which capability the builder and `spirv reqs` choose for 8- and 16-bit values (issue 39,
//! item 2): a shader that only loads such values from memory and converts them needs the
//! storage capability of that memory (`StorageBuffer8BitAccess`, `StoragePushConstant16`, ...),
//! with the extension its SPIR-V version needs, and not `Int8` / `Int16` / `Float16`, which
//! Vulkan devices often lack; a shader that computes with them needs the general one. Each
//! module the builder finishes is checked by spirv-val under the Vulkan version of its SPIR-V
//! version.

use spirv_core::builder::Builder;
use spirv_core::builder::layout::Layout;
use spirv_core::requirements::Requirements;
use spirv_core::spec::{
    AddressingModel, Capability, Decoration, ExecutionMode, ExecutionModel, FunctionControl, Instruction, MemoryModel,
    StorageClass,
};
use spirv_core::{IdRef, Module, Profile, Version};
use spirv_workspace::run_reference;

/// The 8- or 16-bit type the shader reads.
#[derive(Clone, Copy, Debug)]
enum Small {
    I8,
    I16,
    F16,
}

/// A compute shader that reads element 1 of a 4-element array of `small` values in a block of
/// storage class `storage`, widens it to 32 bits (adding it to itself first, in its own type,
/// when `arithmetic`) and stores it into a 32-bit storage buffer. Only `Shader` is declared by
/// hand: `finish()` declares the rest.
fn shader(mut b: Builder<'static>, small: Small, storage: StorageClass, arithmetic: bool) -> Module<'static> {
    b.capability(Capability::Shader);
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let void = b.type_void();
    let u32_ = b.type_int(32, false);
    let f32_ = b.type_float(32);
    let (ty, wide) = match small {
        Small::I8 => (b.type_int(8, true), b.type_int(32, true)),
        Small::I16 => (b.type_int(16, true), b.type_int(32, true)),
        Small::F16 => (b.type_float(16), f32_),
    };
    let array = b.type_array(ty, 4);
    let block = b.type_struct([array]);
    // Workgroup memory is laid out explicitly, a Block, where its 8- and 16-bit storage
    // capabilities apply (SPV_KHR_workgroup_memory_explicit_layout, SPIR-V 1.4 on).
    if storage != StorageClass::Workgroup || b.version() >= Version::new(1, 4) {
        b.decorate(block, Decoration::Block);
        let layout = if storage == StorageClass::Uniform { Layout::Std140 } else { Layout::Std430 };
        b.decorate_layout(block, layout).expect("laid out");
    }
    let pointer = b.type_pointer(storage, block);
    let source = b.variable(pointer, storage);
    if !matches!(storage, StorageClass::PushConstant | StorageClass::Workgroup) {
        b.decorate(source, Decoration::DescriptorSet(0));
        b.decorate(source, Decoration::Binding(0));
    }
    let out_array = b.type_runtime_array(u32_);
    let out_block = b.type_struct([out_array]);
    b.decorate(out_block, Decoration::Block);
    b.decorate_layout(out_block, Layout::Std430).expect("laid out");
    let out_pointer = b.type_pointer(StorageClass::StorageBuffer, out_block);
    let out = b.variable(out_pointer, StorageClass::StorageBuffer);
    b.decorate(out, Decoration::DescriptorSet(0));
    b.decorate(out, Decoration::Binding(1));
    let element_pointer = b.type_pointer(storage, ty);
    let u32_pointer = b.type_pointer(StorageClass::StorageBuffer, u32_);
    let (zero, one) = (b.constant_u32(0), b.constant_u32(1));

    let main_type = b.type_function(void, []);
    let main = b.function(void, FunctionControl::NONE, main_type);
    b.entry_point(ExecutionModel::GLCompute, main, "main", [] as [IdRef; 0]);
    b.execution_mode(main, ExecutionMode::LocalSize(1, 1, 1));
    let entry = b.block(main);
    let mut c = b.at(entry);
    let at = c.access_chain(element_pointer, source, [zero, one]);
    let mut value = c.load(ty, at);
    if arithmetic {
        value = c.op(|r| match small {
            Small::F16 => {
                Instruction::FAdd { result_type: ty.into(), result_id: r, operand_1: value, operand_2: value }
            }
            _ => Instruction::IAdd { result_type: ty.into(), result_id: r, operand_1: value, operand_2: value },
        });
    }
    let widened = c.op(|r| match small {
        Small::F16 => Instruction::FConvert { result_type: wide.into(), result_id: r, float_value: value },
        _ => Instruction::SConvert { result_type: wide.into(), result_id: r, signed_value: value },
    });
    let word = c.op(|r| match small {
        Small::F16 => Instruction::ConvertFToU { result_type: u32_.into(), result_id: r, float_value: widened },
        _ => Instruction::Bitcast { result_type: u32_.into(), result_id: r, operand: widened },
    });
    let target = c.access_chain(u32_pointer, out, [zero, zero]);
    c.store(target, word);
    c.ret();
    b.finish().expect("finished")
}

/// The module's `OpCapability` and `OpExtension` operands.
fn declared(module: &Module<'_>) -> (Vec<Capability>, Vec<String>) {
    let r = Requirements::of(module);
    (r.declared_capabilities, r.declared_extensions)
}

/// spirv-val's verdict on `module` under Vulkan `vulkan` (`"vulkan1.1"`, ...).
fn spirv_val(module: &Module<'_>, vulkan: &str) {
    let out = run_reference("spirv-val", &["--target-env", vulkan, "-"], &module.to_bytes());
    assert!(out.status.success(), "spirv-val --target-env {vulkan}: {}", String::from_utf8_lossy(&out.stderr));
}

/// The Vulkan version whose SPIR-V version is `minor`.
fn vulkan(minor: u8) -> &'static str {
    match minor {
        3 => "vulkan1.1",
        5 => "vulkan1.2",
        _ => "vulkan1.3",
    }
}

/// The shader: signed bytes loaded from a storage buffer and converted. At SPIR-V 1.3
/// the builder declares `StorageBuffer8BitAccess` with `SPV_KHR_8bit_storage`; from 1.5 on,
/// which contains the extension, the capability alone; with a profile that enables the
/// extension, the same. Never `Int8`.
#[test]
fn bytes_loaded_from_a_storage_buffer_need_8bit_storage_not_int8() {
    for minor in [3, 5, 6] {
        let module = shader(Builder::new(Version::new(1, minor)), Small::I8, StorageClass::StorageBuffer, false);
        let (caps, exts) = declared(&module);
        assert_eq!(caps, [Capability::Shader, Capability::StorageBuffer8BitAccess], "1.{minor}");
        let want: &[&str] = if minor < 5 { &["SPV_KHR_8bit_storage"] } else { &[] };
        assert_eq!(exts, want, "1.{minor}");
        spirv_val(&module, vulkan(minor));
    }
    let profile = Profile::new(Version::new(1, 3), &["SPV_KHR_8bit_storage"]);
    let module = shader(Builder::for_profile(profile), Small::I8, StorageClass::StorageBuffer, false);
    assert_eq!(
        declared(&module),
        (vec![Capability::Shader, Capability::StorageBuffer8BitAccess], vec!["SPV_KHR_8bit_storage".into()])
    );
    spirv_val(&module, "vulkan1.1");
    // A profile without the extension leaves only Int8 at SPIR-V 1.3.
    let module = shader(
        Builder::for_profile(Profile::new(Version::new(1, 3), &[])),
        Small::I8,
        StorageClass::StorageBuffer,
        false,
    );
    assert_eq!(declared(&module).0, [Capability::Shader, Capability::Int8]);
    spirv_val(&module, "vulkan1.1");
}

/// The same for 16-bit integers and floats, and for uniform buffers and push constants: the
/// storage capability of that memory, with `SPV_KHR_16bit_storage` / `SPV_KHR_8bit_storage`
/// before SPIR-V 1.5 (1.3 for 16-bit storage, which 1.3 contains).
#[test]
fn small_values_loaded_from_each_kind_of_memory_need_its_storage_capability() {
    use Capability as C;
    let cases = [
        (Small::I16, StorageClass::StorageBuffer, C::StorageBuffer16BitAccess),
        (Small::F16, StorageClass::StorageBuffer, C::StorageBuffer16BitAccess),
        (Small::I8, StorageClass::Uniform, C::UniformAndStorageBuffer8BitAccess),
        (Small::I16, StorageClass::Uniform, C::UniformAndStorageBuffer16BitAccess),
        (Small::F16, StorageClass::Uniform, C::UniformAndStorageBuffer16BitAccess),
        (Small::I8, StorageClass::PushConstant, C::StoragePushConstant8),
        (Small::I16, StorageClass::PushConstant, C::StoragePushConstant16),
        (Small::F16, StorageClass::PushConstant, C::StoragePushConstant16),
        (Small::I8, StorageClass::Workgroup, C::WorkgroupMemoryExplicitLayout8BitAccessKHR),
        (Small::I16, StorageClass::Workgroup, C::WorkgroupMemoryExplicitLayout16BitAccessKHR),
        (Small::F16, StorageClass::Workgroup, C::WorkgroupMemoryExplicitLayout16BitAccessKHR),
    ];
    for (small, storage, storage_capability) in cases {
        for minor in [3, 5, 6] {
            // SPV_KHR_workgroup_memory_explicit_layout needs SPIR-V 1.4: before, only the
            // general capability allows 8- and 16-bit values in workgroup memory.
            let want = match (storage, minor) {
                (StorageClass::Workgroup, 3) => general(small),
                _ => storage_capability,
            };
            let module = shader(Builder::new(Version::new(1, minor)), small, storage, false);
            let (caps, exts) = declared(&module);
            assert_eq!(caps, [C::Shader, want], "{small:?} in {storage:?} at 1.{minor}");
            let extension = want.info().unwrap().requirements().extensions.first();
            let needed = want.version().is_none_or(|v| v > Version::new(1, minor)) && extension.is_some();
            assert_eq!(exts.len(), usize::from(needed), "{small:?} in {storage:?} at 1.{minor}: {exts:?}");
            assert!(exts.iter().all(|e| Some(&e.as_str()) == extension), "{small:?} in {storage:?}: {exts:?}");
            spirv_val(&module, vulkan(minor));
        }
    }
}

/// The general capability of `small`.
fn general(small: Small) -> Capability {
    match small {
        Small::I8 => Capability::Int8,
        Small::I16 => Capability::Int16,
        Small::F16 => Capability::Float16,
    }
}

/// A shader that adds 8- or 16-bit values needs the general capability, which allows it; the
/// storage one is then not needed as well.
#[test]
fn arithmetic_on_small_values_needs_the_general_capability() {
    for small in [Small::I8, Small::I16, Small::F16] {
        let want = general(small);
        for minor in [3, 5, 6] {
            let module = shader(Builder::new(Version::new(1, minor)), small, StorageClass::StorageBuffer, true);
            assert_eq!(declared(&module).0, [Capability::Shader, want], "{small:?} at 1.{minor}");
            spirv_val(&module, vulkan(minor));
        }
    }
}

/// `spirv reqs` (`Requirements::missing_*`) on the loading shader with its capabilities taken
/// out suggests the storage capability and its extension, and declaring them makes spirv-val
/// accept it again.
#[test]
fn missing_requirements_suggest_the_storage_capability() {
    let mut module = shader(Builder::new(Version::new(1, 3)), Small::I8, StorageClass::StorageBuffer, false);
    module.instructions.retain(|i| {
        !matches!(i, Instruction::Capability { capability } if *capability != Capability::Shader)
            && !matches!(i, Instruction::Extension { .. })
    });
    let r = Requirements::of(&module);
    assert_eq!(r.missing_capabilities, [Capability::StorageBuffer8BitAccess]);
    assert_eq!(r.missing_extensions, ["SPV_KHR_8bit_storage"]);
}
