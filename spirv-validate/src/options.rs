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
    /// `--max-struct_depth` (255; spirv-val's spelling).
    pub max_struct_depth: u32,
    /// `--max-local-variables` (524,287).
    pub max_local_variables: u32,
    /// `--max-global-variables` (65,535).
    pub max_global_variables: u32,
    /// The most `(literal, label)` pairs of an `OpSwitch` (16,383; spirv-val's
    /// `--max-switch-branches` sets the global variables' limit instead).
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

impl Limits {
    /// The limit a `--max-*` flag sets, read as spirv-val reads it
    /// (`spvParseUniversalLimitsOptions`): the flag need only begin with a limit's name; the
    /// struct depth's is spelled `--max-struct_depth` (its usage text says `--max-struct-depth`,
    /// which spirv-val refuses); and `--max-switch-branches` sets the global variables' limit,
    /// leaving the switches' at its default. `None`: spirv-val's "unrecognized option".
    ///
    /// ```
    /// use spirv_validate::Limits;
    ///
    /// let mut limits = Limits::default();
    /// *limits.by_flag(b"--max-struct_depth").unwrap() = 4;
    /// assert_eq!(limits.max_struct_depth, 4);
    /// assert!(limits.by_flag(b"--max-struct-depth").is_none());
    /// ```
    pub fn by_flag(&mut self, flag: &[u8]) -> Option<&mut u32> {
        type Field = fn(&mut Limits) -> &mut u32;
        // In spirv-val's order: the first whose name begins the flag wins.
        let fields: [(&[u8], Field); 9] = [
            (b"--max-struct-members", |l| &mut l.max_struct_members),
            (b"--max-struct_depth", |l| &mut l.max_struct_depth),
            (b"--max-local-variables", |l| &mut l.max_local_variables),
            (b"--max-global-variables", |l| &mut l.max_global_variables),
            (b"--max-switch-branches", |l| &mut l.max_global_variables),
            (b"--max-function-args", |l| &mut l.max_function_args),
            (b"--max-control-flow-nesting-depth", |l| &mut l.max_control_flow_nesting_depth),
            (b"--max-access-chain-indexes", |l| &mut l.max_access_chain_indexes),
            (b"--max-id-bound", |l| &mut l.max_id_bound),
        ];
        let (_, field) = fields.into_iter().find(|(name, _)| flag.starts_with(name))?;
        Some(field(self))
    }
}

impl Options {
    /// The switch a flag of spirv-val's turns on (the whole flag, as spirv-val compares it), or
    /// `None`.
    ///
    /// ```
    /// use spirv_validate::Options;
    ///
    /// let mut options = Options::default();
    /// *options.switch(b"--scalar-block-layout").unwrap() = true;
    /// assert!(options.scalar_block_layout);
    /// ```
    pub fn switch(&mut self, flag: &[u8]) -> Option<&mut bool> {
        Some(match flag {
            b"--before-hlsl-legalization" => &mut self.before_hlsl_legalization,
            b"--relax-logical-pointer" => &mut self.relax_logical_pointer,
            b"--relax-block-layout" => &mut self.relax_block_layout,
            b"--uniform-buffer-standard-layout" => &mut self.uniform_buffer_standard_layout,
            b"--scalar-block-layout" => &mut self.scalar_block_layout,
            b"--workgroup-scalar-block-layout" => &mut self.workgroup_scalar_block_layout,
            b"--skip-block-layout" => &mut self.skip_block_layout,
            b"--allow-localsizeid" => &mut self.allow_localsizeid,
            b"--allow-offset-texture-operand" => &mut self.allow_offset_texture_operand,
            b"--allow-vulkan-32-bit-bitwise" => &mut self.allow_vulkan_32_bit_bitwise,
            b"--relax-struct-store" => &mut self.relax_struct_store,
            _ => return None,
        })
    }
}

impl Default for Options {
    /// `spirv-val` without flags: `spv1.6`.
    fn default() -> Self {
        Options::new(TargetEnv::Universal1_6)
    }
}
