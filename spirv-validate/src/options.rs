//! What to validate against: the target environment, spirv-val's switches and its limits.

use spirv_core::TargetEnv;

/// The validator's options: `spirv-val`'s command-line flags.
///
/// ```
/// use spirv_core::TargetEnv;
/// use spirv_validate::Options;
///
/// // spirv-val --target-env vulkan1.2 --scalar-block-layout
/// let options = Options { scalar_block_layout: true, ..Options::new(TargetEnv::Vulkan1_2) };
/// assert_eq!(options.limits.max_id_bound, 0x3F_FFFF);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `--target-env` (spirv-val's default: `spv1.6`).
    pub target_env: TargetEnv,
    /// `--relax-block-layout` (VK_KHR_relaxed_block_layout; the default from Vulkan 1.1).
    pub relax_block_layout: bool,
    /// `--uniform-buffer-standard-layout` (VK_KHR_uniform_buffer_standard_layout).
    pub uniform_buffer_standard_layout: bool,
    /// `--scalar-block-layout` (VK_EXT_scalar_block_layout).
    pub scalar_block_layout: bool,
    /// `--workgroup-scalar-block-layout`.
    pub workgroup_scalar_block_layout: bool,
    /// `--skip-block-layout`: no check of standard buffer layouts.
    pub skip_block_layout: bool,
    /// `--relax-struct-store`.
    pub relax_struct_store: bool,
    /// `--relax-logical-pointer`.
    pub relax_logical_pointer: bool,
    /// `--before-hlsl-legalization` (which also relaxes logical pointers).
    pub before_hlsl_legalization: bool,
    /// `--allow-localsizeid`.
    pub allow_localsizeid: bool,
    /// `--allow-offset-texture-operand`.
    pub allow_offset_texture_operand: bool,
    /// `--allow-vulkan-32-bit-bitwise`.
    pub allow_vulkan_32_bit_bitwise: bool,
    /// The `--max-*` limits.
    pub limits: Limits,
}

/// spirv-val's universal limits (`--max-*`), with its defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// `--max-struct-members` (16,383).
    pub max_struct_members: u32,
    /// `--max-struct-depth` (255).
    pub max_struct_depth: u32,
    /// `--max-local-variables` (524,287).
    pub max_local_variables: u32,
    /// `--max-global-variables` (65,535).
    pub max_global_variables: u32,
    /// `--max-switch-branches` (16,383).
    pub max_switch_branches: u32,
    /// `--max-function-args` (255).
    pub max_function_args: u32,
    /// `--max-control-flow-nesting-depth` (1,023).
    pub max_control_flow_nesting_depth: u32,
    /// `--max-access-chain-indexes` (255).
    pub max_access_chain_indexes: u32,
    /// `--max-id-bound` (0x3FFFFF).
    pub max_id_bound: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_struct_members: 16_383,
            max_struct_depth: 255,
            max_local_variables: 524_287,
            max_global_variables: 65_535,
            max_switch_branches: 16_383,
            max_function_args: 255,
            max_control_flow_nesting_depth: 1_023,
            max_access_chain_indexes: 255,
            max_id_bound: 0x3F_FFFF,
        }
    }
}

impl Options {
    /// The defaults of `spirv-val --target-env <env>`.
    pub fn new(target_env: TargetEnv) -> Self {
        Options {
            target_env,
            relax_block_layout: false,
            uniform_buffer_standard_layout: false,
            scalar_block_layout: false,
            workgroup_scalar_block_layout: false,
            skip_block_layout: false,
            relax_struct_store: false,
            relax_logical_pointer: false,
            before_hlsl_legalization: false,
            allow_localsizeid: false,
            allow_offset_texture_operand: false,
            allow_vulkan_32_bit_bitwise: false,
            limits: Limits::default(),
        }
    }
}

impl Default for Options {
    /// `spirv-val` without flags: `spv1.6`.
    fn default() -> Self {
        Options::new(TargetEnv::Universal1_6)
    }
}
