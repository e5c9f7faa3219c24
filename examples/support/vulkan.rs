//! A minimal Vulkan compute harness (with `ash`) for examples and tests: run one compute shader
//! over a few storage or uniform buffers (and push constants) and read them back. It is meant for Mesa's software driver,
//! lavapipe (`scripts/vulkan-driver.sh` installs it and points the loader at it), but takes any
//! device that can run the shader.
//!
//! It is `spirv_examples::vulkan`, which the quickstart and the tests use. libvulkan is opened at
//! run time (ash's `loaded` feature), so building needs no Vulkan at all; only running does.

// Every Vulkan call is `unsafe`: the harness owns each handle it creates, uses it only while its
// parent lives, and destroys it in `Drop` after the device is idle.
#![allow(unsafe_code)]

use std::ffi::{CStr, CString};

use ash::vk;

/// Device features a shader may need beyond what Vulkan 1.0 always has. Those of extensions
/// promoted to core in Vulkan 1.2 come, on a 1.1 device, from the extension, which the harness
/// then enables.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// `storageBuffer8BitAccess` (VK_KHR_8bit_storage): 8-bit integers in storage buffers, the
    /// SPIR-V capability `StorageBuffer8BitAccess` of SPV_KHR_8bit_storage.
    pub storage_buffer_8bit: bool,
    /// `shaderInt8` (VK_KHR_shader_float16_int8): 8-bit integer arithmetic, the capability `Int8`.
    pub shader_int8: bool,
    /// `storageBuffer16BitAccess` (Vulkan 1.1): 16-bit values in storage buffers, the capability
    /// `StorageBuffer16BitAccess`.
    pub storage_buffer_16bit: bool,
    /// `uniformAndStorageBuffer16BitAccess` (Vulkan 1.1): 16-bit values in uniform buffers too,
    /// the capability `UniformAndStorageBuffer16BitAccess`.
    pub uniform_and_storage_buffer_16bit: bool,
    /// `storagePushConstant16` (Vulkan 1.1): 16-bit values in push constants, the capability
    /// `StoragePushConstant16`.
    pub storage_push_constant_16bit: bool,
    /// `shaderInt64` (Vulkan 1.0, optional): the capability `Int64`.
    pub shader_int64: bool,
    /// `shaderFloat64` (Vulkan 1.0, optional): the capability `Float64`.
    pub shader_float64: bool,
    /// `scalarBlockLayout` (VK_EXT_scalar_block_layout): blocks laid out by the scalar rules.
    pub scalar_block_layout: bool,
}

impl Features {
    /// Each feature with its Vulkan name, for the error that names a missing one.
    fn named(&self) -> [(&'static str, bool); 8] {
        [
            ("storageBuffer8BitAccess", self.storage_buffer_8bit),
            ("shaderInt8", self.shader_int8),
            ("storageBuffer16BitAccess", self.storage_buffer_16bit),
            ("uniformAndStorageBuffer16BitAccess", self.uniform_and_storage_buffer_16bit),
            ("storagePushConstant16", self.storage_push_constant_16bit),
            ("shaderInt64", self.shader_int64),
            ("shaderFloat64", self.shader_float64),
            ("scalarBlockLayout", self.scalar_block_layout),
        ]
    }
}

/// How the shader sees a buffer of [`run_compute_with`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BufferKind {
    /// A storage buffer (`VK_DESCRIPTOR_TYPE_STORAGE_BUFFER`): a `StorageBuffer` block.
    #[default]
    Storage,
    /// A uniform buffer (`VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER`): a `Uniform` block, read-only,
    /// at most `maxUniformBufferRange` bytes.
    Uniform,
}

/// A buffer of [`run_compute_with`]: its contents, and how it is bound.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Buffer {
    /// Its descriptor type.
    pub kind: BufferKind,
    /// Its contents: what the shader sees, and after the run what it left.
    pub data: Vec<u8>,
}

impl Buffer {
    /// A storage buffer holding `data`.
    pub fn storage(data: Vec<u8>) -> Buffer {
        Buffer { kind: BufferKind::Storage, data }
    }

    /// A uniform buffer holding `data`.
    pub fn uniform(data: Vec<u8>) -> Buffer {
        Buffer { kind: BufferKind::Uniform, data }
    }
}

/// What the device that ran the shader is.
#[derive(Clone, Debug)]
pub struct DeviceInfo {
    /// Its name, such as `llvmpipe (LLVM 15.0.6, 256 bits)` for lavapipe.
    pub name: String,
    /// The Vulkan version it supports (`major.minor.patch`).
    pub api_version: String,
    /// The Vulkan version the harness used it at: the lower of the device's and the loader's,
    /// at most 1.3.
    pub used_version: String,
    /// The features of `Features` it supports (not only those that were enabled).
    pub supported: Features,
}

/// Runs the compute shader `entry` of the SPIR-V module `spirv` once over `workgroups`
/// workgroups, and then copies every buffer back into `buffers`.
///
/// The shader sees `buffers[i]` as the storage buffer of set 0, binding `i`; each must be
/// non-empty and as large as the shader reads or writes (the harness does not check that).
/// `features` lists what the shader's capabilities need beyond Vulkan 1.0; a device that lacks
/// one is an error. Picks a CPU device (lavapipe) when there is one, else the first device.
/// Every error says which step failed.
pub fn run_compute(
    spirv: &[u32],
    entry: &str,
    buffers: &mut [Vec<u8>],
    workgroups: [u32; 3],
    features: Features,
) -> Result<DeviceInfo, String> {
    // Moved into storage `Buffer`s for the run and back, whatever its outcome.
    let mut bound: Vec<Buffer> = buffers.iter_mut().map(|data| Buffer::storage(std::mem::take(data))).collect();
    let result = run_compute_with(spirv, entry, &mut bound, &[], workgroups, features);
    for (data, buffer) in buffers.iter_mut().zip(bound) {
        *data = buffer.data;
    }
    result
}

/// [`run_compute`] with buffers of either kind and push constants: the shader sees
/// `buffers[i]` as the storage or uniform buffer (its [`BufferKind`]) of set 0, binding `i`,
/// and `push_constants` (when not empty; a multiple of 4 bytes, at most
/// `maxPushConstantsSize`) as its push-constant block from offset 0. Every buffer is copied
/// back after the run (a uniform buffer unchanged).
pub fn run_compute_with(
    spirv: &[u32],
    entry: &str,
    buffers: &mut [Buffer],
    push_constants: &[u8],
    workgroups: [u32; 3],
    features: Features,
) -> Result<DeviceInfo, String> {
    if buffers.is_empty() {
        return Err("run_compute needs at least one buffer".into());
    }
    if let Some(i) = buffers.iter().position(|b| b.data.is_empty()) {
        return Err(format!("buffer {i} is empty: Vulkan has no empty buffers"));
    }
    if !push_constants.len().is_multiple_of(4) {
        return Err(format!("{} bytes of push constants: Vulkan needs a multiple of 4", push_constants.len()));
    }
    let entry_name = CString::new(entry).map_err(|_| format!("entry point name {entry:?} has a NUL"))?;
    // SAFETY: loading libvulkan runs its initialisers; the system's loader is trusted here.
    let loader = unsafe { ash::Entry::load() }
        .map_err(|e| format!("cannot load libvulkan (run scripts/vulkan-driver.sh): {e}"))?;
    let mut session = Session { entry: loader, instance: None, device: None, objects: Objects::default() };
    session.run(spirv, &entry_name, buffers, push_constants, workgroups, features)
}

/// Everything the harness creates, so that `Drop` can destroy it whatever step failed.
struct Session {
    entry: ash::Entry,
    instance: Option<ash::Instance>,
    device: Option<ash::Device>,
    objects: Objects,
}

/// The device's objects. Each starts as the null handle, which every `vkDestroy*` and
/// `vkFreeMemory` accepts, so `Drop` needs no record of how far creation got.
#[derive(Default)]
struct Objects {
    buffers: Vec<(vk::Buffer, vk::DeviceMemory)>,
    shader: vk::ShaderModule,
    set_layout: vk::DescriptorSetLayout,
    pipeline_layout: vk::PipelineLayout,
    pipeline: vk::Pipeline,
    descriptor_pool: vk::DescriptorPool,
    command_pool: vk::CommandPool,
    fence: vk::Fence,
}

/// A Vulkan version as `major.minor.patch`.
fn version(v: u32) -> String {
    format!("{}.{}.{}", vk::api_version_major(v), vk::api_version_minor(v), vk::api_version_patch(v))
}

/// `vk::Result` as an error of the step `what`.
fn fail(what: &'static str) -> impl Fn(vk::Result) -> String {
    move |e| format!("{what} failed: {e}")
}

impl Session {
    fn run(
        &mut self,
        spirv: &[u32],
        entry: &CStr,
        buffers: &mut [Buffer],
        push_constants: &[u8],
        workgroups: [u32; 3],
        wanted: Features,
    ) -> Result<DeviceInfo, String> {
        // Ask for the newest version both we and the loader know; a 1.0-only loader cannot even
        // query the features, so it is an error.
        let loader_version = unsafe { self.entry.try_enumerate_instance_version() }
            .map_err(fail("vkEnumerateInstanceVersion"))?
            .unwrap_or(vk::API_VERSION_1_0);
        if loader_version < vk::API_VERSION_1_1 {
            return Err(format!("the Vulkan loader supports only {}; 1.1 is needed", version(loader_version)));
        }
        let instance_version = loader_version.min(vk::API_VERSION_1_3);
        let app = vk::ApplicationInfo::default()
            .application_name(c"spirv-workspace compute harness")
            .api_version(instance_version);
        let instance =
            unsafe { self.entry.create_instance(&vk::InstanceCreateInfo::default().application_info(&app), None) }
                .map_err(fail("vkCreateInstance (is a driver installed? see scripts/vulkan-driver.sh)"))?;
        let instance = &*self.instance.insert(instance);

        // The physical device: lavapipe reports itself as a CPU.
        let devices = unsafe { instance.enumerate_physical_devices() }.map_err(fail("vkEnumeratePhysicalDevices"))?;
        let properties: Vec<_> =
            devices.iter().map(|&d| unsafe { instance.get_physical_device_properties(d) }).collect();
        let index = properties
            .iter()
            .position(|p| p.device_type == vk::PhysicalDeviceType::CPU)
            .or((!devices.is_empty()).then_some(0))
            .ok_or("no Vulkan device: is lavapipe installed (scripts/vulkan-driver.sh)?")?;
        let physical = devices[index];
        let props = &properties[index];
        let name = props.device_name_as_c_str().map_or_else(|_| "?".into(), |n| n.to_string_lossy().into_owned());
        if props.api_version < vk::API_VERSION_1_1 {
            return Err(format!("{name} supports only Vulkan {}; 1.1 is needed", version(props.api_version)));
        }
        // What the device may be used at is the lower of its version and the instance's.
        let used = props.api_version.min(instance_version);

        // Below 1.2 the features come from extensions, which must be enabled to be used, and
        // whose feature structures may be queried only when the device has them.
        let extensions = unsafe { instance.enumerate_device_extension_properties(physical) }
            .map_err(fail("vkEnumerateDeviceExtensionProperties"))?;
        let has = |ext: &CStr| {
            used >= vk::API_VERSION_1_2 || extensions.iter().any(|e| e.extension_name_as_c_str() == Ok(ext))
        };
        let storage_ext = c"VK_KHR_8bit_storage";
        let int8_ext = c"VK_KHR_shader_float16_int8";
        let scalar_ext = c"VK_EXT_scalar_block_layout";
        let mut storage8 = vk::PhysicalDevice8BitStorageFeatures::default();
        let mut int8 = vk::PhysicalDeviceShaderFloat16Int8Features::default();
        let mut scalar = vk::PhysicalDeviceScalarBlockLayoutFeatures::default();
        // 16-bit storage is core in Vulkan 1.1, which the harness requires.
        let mut storage16 = vk::PhysicalDevice16BitStorageFeatures::default();
        let mut query = vk::PhysicalDeviceFeatures2::default().push_next(&mut storage16);
        if has(storage_ext) {
            query = query.push_next(&mut storage8);
        }
        if has(int8_ext) {
            query = query.push_next(&mut int8);
        }
        if has(scalar_ext) {
            query = query.push_next(&mut scalar);
        }
        unsafe { instance.get_physical_device_features2(physical, &mut query) };
        let core = query.features;
        let supported = Features {
            storage_buffer_8bit: storage8.storage_buffer8_bit_access == vk::TRUE,
            shader_int8: int8.shader_int8 == vk::TRUE,
            storage_buffer_16bit: storage16.storage_buffer16_bit_access == vk::TRUE,
            uniform_and_storage_buffer_16bit: storage16.uniform_and_storage_buffer16_bit_access == vk::TRUE,
            storage_push_constant_16bit: storage16.storage_push_constant16 == vk::TRUE,
            shader_int64: core.shader_int64 == vk::TRUE,
            shader_float64: core.shader_float64 == vk::TRUE,
            scalar_block_layout: scalar.scalar_block_layout == vk::TRUE,
        };
        let info = DeviceInfo {
            name: name.clone(),
            api_version: version(props.api_version),
            used_version: version(used),
            supported,
        };
        for ((feature, want), (_, have)) in wanted.named().into_iter().zip(supported.named()) {
            if want && !have {
                return Err(format!("{name} (Vulkan {}) lacks {feature}", info.used_version));
            }
        }
        let limits = &props.limits;
        if push_constants.len() as u64 > u64::from(limits.max_push_constants_size) {
            return Err(format!(
                "{} bytes of push constants: {name} takes at most {}",
                push_constants.len(),
                limits.max_push_constants_size
            ));
        }
        if let Some(i) = buffers.iter().position(|b| {
            b.kind == BufferKind::Uniform && b.data.len() as u64 > u64::from(limits.max_uniform_buffer_range)
        }) {
            return Err(format!(
                "uniform buffer {i} has {} bytes: {name} binds at most {}",
                buffers[i].data.len(),
                limits.max_uniform_buffer_range
            ));
        }

        // The device, with exactly the features asked for.
        let family = unsafe { instance.get_physical_device_queue_family_properties(physical) }
            .iter()
            .position(|f| f.queue_flags.contains(vk::QueueFlags::COMPUTE))
            .ok_or_else(|| format!("{name} has no compute queue"))? as u32;
        let priorities = [1.0];
        let queues = [vk::DeviceQueueCreateInfo::default().queue_family_index(family).queue_priorities(&priorities)];
        let mut enable_storage8 = vk::PhysicalDevice8BitStorageFeatures::default().storage_buffer8_bit_access(true);
        let mut enable_int8 = vk::PhysicalDeviceShaderFloat16Int8Features::default().shader_int8(true);
        let mut enable_storage16 = vk::PhysicalDevice16BitStorageFeatures::default()
            .storage_buffer16_bit_access(wanted.storage_buffer_16bit)
            .uniform_and_storage_buffer16_bit_access(wanted.uniform_and_storage_buffer_16bit)
            .storage_push_constant16(wanted.storage_push_constant_16bit);
        let mut enable_scalar = vk::PhysicalDeviceScalarBlockLayoutFeatures::default().scalar_block_layout(true);
        // The core features go in a chained `VkPhysicalDeviceFeatures2` (instead of
        // `pEnabledFeatures`, which cannot be used with it); all false is enabling none.
        let mut enable_core = vk::PhysicalDeviceFeatures2::default().features(
            vk::PhysicalDeviceFeatures::default()
                .shader_int64(wanted.shader_int64)
                .shader_float64(wanted.shader_float64),
        );
        let mut extension_names = Vec::new();
        let mut create = vk::DeviceCreateInfo::default().queue_create_infos(&queues).push_next(&mut enable_core);
        if wanted.storage_buffer_16bit || wanted.uniform_and_storage_buffer_16bit || wanted.storage_push_constant_16bit
        {
            create = create.push_next(&mut enable_storage16);
        }
        if wanted.scalar_block_layout {
            create = create.push_next(&mut enable_scalar);
            if used < vk::API_VERSION_1_2 {
                extension_names.push(scalar_ext.as_ptr());
            }
        }
        if wanted.storage_buffer_8bit {
            create = create.push_next(&mut enable_storage8);
            if used < vk::API_VERSION_1_2 {
                extension_names.push(storage_ext.as_ptr());
            }
        }
        if wanted.shader_int8 {
            create = create.push_next(&mut enable_int8);
            if used < vk::API_VERSION_1_2 {
                extension_names.push(int8_ext.as_ptr());
            }
        }
        create = create.enabled_extension_names(&extension_names);
        let device = unsafe { instance.create_device(physical, &create, None) }.map_err(fail("vkCreateDevice"))?;
        let device = &*self.device.insert(device);
        let queue = unsafe { device.get_device_queue(family, 0) };
        let o = &mut self.objects;

        // One host-visible, coherent buffer per entry of `buffers`, filled with it and left
        // mapped: on lavapipe all memory is host memory, and coherence spares the flushes.
        let descriptor_type = |kind: BufferKind| match kind {
            BufferKind::Storage => vk::DescriptorType::STORAGE_BUFFER,
            BufferKind::Uniform => vk::DescriptorType::UNIFORM_BUFFER,
        };
        let memory_types = unsafe { instance.get_physical_device_memory_properties(physical) };
        let host = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let mut mapped = Vec::new();
        for (i, Buffer { kind, data }) in buffers.iter().enumerate() {
            let usage = match kind {
                BufferKind::Storage => vk::BufferUsageFlags::STORAGE_BUFFER,
                BufferKind::Uniform => vk::BufferUsageFlags::UNIFORM_BUFFER,
            };
            let create = vk::BufferCreateInfo::default()
                .size(data.len() as u64)
                .usage(usage)
                .sharing_mode(vk::SharingMode::EXCLUSIVE);
            let buffer = unsafe { device.create_buffer(&create, None) }.map_err(fail("vkCreateBuffer"))?;
            o.buffers.push((buffer, vk::DeviceMemory::null()));
            let needs = unsafe { device.get_buffer_memory_requirements(buffer) };
            let type_index = (0..memory_types.memory_type_count)
                .find(|&t| {
                    needs.memory_type_bits & (1 << t) != 0
                        && memory_types.memory_types[t as usize].property_flags.contains(host)
                })
                .ok_or_else(|| format!("{name} has no host-visible coherent memory for buffer {i}"))?;
            let allocate = vk::MemoryAllocateInfo::default().allocation_size(needs.size).memory_type_index(type_index);
            let memory = unsafe { device.allocate_memory(&allocate, None) }.map_err(fail("vkAllocateMemory"))?;
            o.buffers[i].1 = memory;
            unsafe { device.bind_buffer_memory(buffer, memory, 0) }.map_err(fail("vkBindBufferMemory"))?;
            let ptr = unsafe { device.map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty()) }
                .map_err(fail("vkMapMemory"))?
                .cast::<u8>();
            // SAFETY: the mapping is at least `needs.size >= data.len()` bytes and not aliased.
            unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), ptr, data.len()) };
            mapped.push(ptr);
        }

        // The pipeline: set 0 holds one buffer per binding; the push constants are one range.
        let shader = vk::ShaderModuleCreateInfo::default().code(spirv);
        o.shader = unsafe { device.create_shader_module(&shader, None) }.map_err(fail("vkCreateShaderModule"))?;
        let bindings: Vec<_> = (0..buffers.len() as u32)
            .zip(buffers.iter())
            .map(|(i, buffer)| {
                vk::DescriptorSetLayoutBinding::default()
                    .binding(i)
                    .descriptor_type(descriptor_type(buffer.kind))
                    .descriptor_count(1)
                    .stage_flags(vk::ShaderStageFlags::COMPUTE)
            })
            .collect();
        let layout = vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings);
        o.set_layout = unsafe { device.create_descriptor_set_layout(&layout, None) }
            .map_err(fail("vkCreateDescriptorSetLayout"))?;
        let set_layouts = [o.set_layout];
        let push_range = [vk::PushConstantRange::default()
            .stage_flags(vk::ShaderStageFlags::COMPUTE)
            .offset(0)
            .size(push_constants.len() as u32)];
        let push_ranges = if push_constants.is_empty() { &[][..] } else { &push_range[..] };
        let layout =
            vk::PipelineLayoutCreateInfo::default().set_layouts(&set_layouts).push_constant_ranges(push_ranges);
        o.pipeline_layout =
            unsafe { device.create_pipeline_layout(&layout, None) }.map_err(fail("vkCreatePipelineLayout"))?;
        let stage = vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::COMPUTE)
            .module(o.shader)
            .name(entry);
        let pipeline = vk::ComputePipelineCreateInfo::default().stage(stage).layout(o.pipeline_layout);
        o.pipeline = unsafe { device.create_compute_pipelines(vk::PipelineCache::null(), &[pipeline], None) }
            .map_err(|(_, e)| format!("vkCreateComputePipelines failed: {e}"))?[0];

        // The descriptor set; a pool size may not be of no descriptors.
        let sizes: Vec<_> = [BufferKind::Storage, BufferKind::Uniform]
            .into_iter()
            .map(|kind| vk::DescriptorPoolSize {
                ty: descriptor_type(kind),
                descriptor_count: buffers.iter().filter(|b| b.kind == kind).count() as u32,
            })
            .filter(|size| size.descriptor_count > 0)
            .collect();
        let pool = vk::DescriptorPoolCreateInfo::default().max_sets(1).pool_sizes(&sizes);
        o.descriptor_pool =
            unsafe { device.create_descriptor_pool(&pool, None) }.map_err(fail("vkCreateDescriptorPool"))?;
        let allocate =
            vk::DescriptorSetAllocateInfo::default().descriptor_pool(o.descriptor_pool).set_layouts(&set_layouts);
        let set = unsafe { device.allocate_descriptor_sets(&allocate) }.map_err(fail("vkAllocateDescriptorSets"))?[0];
        let infos: Vec<_> = o
            .buffers
            .iter()
            .map(|&(b, _)| [vk::DescriptorBufferInfo::default().buffer(b).range(vk::WHOLE_SIZE)])
            .collect();
        let writes: Vec<_> = infos
            .iter()
            .zip(buffers.iter())
            .enumerate()
            .map(|(i, (info, buffer))| {
                vk::WriteDescriptorSet::default()
                    .dst_set(set)
                    .dst_binding(i as u32)
                    .descriptor_type(descriptor_type(buffer.kind))
                    .buffer_info(info)
            })
            .collect();
        unsafe { device.update_descriptor_sets(&writes, &[]) };

        // Record the dispatch, then a barrier that makes the shader's writes visible to the host:
        // waiting on the fence alone does not.
        let pool = vk::CommandPoolCreateInfo::default().queue_family_index(family);
        o.command_pool = unsafe { device.create_command_pool(&pool, None) }.map_err(fail("vkCreateCommandPool"))?;
        let allocate = vk::CommandBufferAllocateInfo::default()
            .command_pool(o.command_pool)
            .level(vk::CommandBufferLevel::PRIMARY)
            .command_buffer_count(1);
        let commands =
            unsafe { device.allocate_command_buffers(&allocate) }.map_err(fail("vkAllocateCommandBuffers"))?[0];
        let to_host = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::SHADER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ);
        unsafe {
            let begin = vk::CommandBufferBeginInfo::default().flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
            device.begin_command_buffer(commands, &begin).map_err(fail("vkBeginCommandBuffer"))?;
            device.cmd_bind_pipeline(commands, vk::PipelineBindPoint::COMPUTE, o.pipeline);
            device.cmd_bind_descriptor_sets(
                commands,
                vk::PipelineBindPoint::COMPUTE,
                o.pipeline_layout,
                0,
                &[set],
                &[],
            );
            if !push_constants.is_empty() {
                device.cmd_push_constants(
                    commands,
                    o.pipeline_layout,
                    vk::ShaderStageFlags::COMPUTE,
                    0,
                    push_constants,
                );
            }
            device.cmd_dispatch(commands, workgroups[0], workgroups[1], workgroups[2]);
            device.cmd_pipeline_barrier(
                commands,
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[to_host],
                &[],
                &[],
            );
            device.end_command_buffer(commands).map_err(fail("vkEndCommandBuffer"))?;
        }

        // Submit and wait, with a timeout so that a shader that never ends fails the run instead
        // of hanging it.
        o.fence =
            unsafe { device.create_fence(&vk::FenceCreateInfo::default(), None) }.map_err(fail("vkCreateFence"))?;
        let command_buffers = [commands];
        let submit = vk::SubmitInfo::default().command_buffers(&command_buffers);
        unsafe { device.queue_submit(queue, &[submit], o.fence) }.map_err(fail("vkQueueSubmit"))?;
        const TIMEOUT_NS: u64 = 60_000_000_000;
        unsafe { device.wait_for_fences(&[o.fence], true, TIMEOUT_NS) }
            .map_err(fail("waiting for the dispatch (vkWaitForFences)"))?;

        for (Buffer { data, .. }, &ptr) in buffers.iter_mut().zip(&mapped) {
            // SAFETY: as for the copy in; the device is done with the memory.
            unsafe { std::ptr::copy_nonoverlapping(ptr, data.as_mut_ptr(), data.len()) };
        }
        Ok(info)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // Children before parents; memory is unmapped when freed.
        unsafe {
            if let Some(device) = &self.device {
                // After an error or a timeout the queue may still be running the dispatch.
                let _ = device.device_wait_idle();
                let o = &self.objects;
                device.destroy_fence(o.fence, None);
                device.destroy_command_pool(o.command_pool, None);
                device.destroy_descriptor_pool(o.descriptor_pool, None);
                device.destroy_pipeline(o.pipeline, None);
                device.destroy_pipeline_layout(o.pipeline_layout, None);
                device.destroy_descriptor_set_layout(o.set_layout, None);
                device.destroy_shader_module(o.shader, None);
                for &(buffer, memory) in &o.buffers {
                    device.destroy_buffer(buffer, None);
                    device.free_memory(memory, None);
                }
                device.destroy_device(None);
            }
            if let Some(instance) = &self.instance {
                instance.destroy_instance(None);
            }
        }
    }
}
