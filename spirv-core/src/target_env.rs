//! Target environments: the SPIR-V versions and client APIs SPIRV-Tools' tools target
//! (`--target-env`), one list for the assembler and the validator.

use spirv_runtime::Version;

/// Defines `TargetEnv` and its tables from one list: variant, the name `--target-env` takes,
/// the SPIR-V minor version (major 1), the client API family, and SPIRV-Tools' description.
macro_rules! target_envs {
    ($($(#[$doc:meta])* $variant:ident, $name:literal, $minor:literal, $family:ident, $description:literal;)*) => {
        /// A target environment, as SPIRV-Tools 2025.5 names and describes them
        /// (`spv_target_env`): a SPIR-V version, possibly under a client API's rules.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum TargetEnv {
            $($(#[$doc])* $variant,)*
        }

        impl TargetEnv {
            /// Every environment, in the order SPIRV-Tools lists (and matches) their names: a
            /// name comes before its prefixes (`vulkan1.1spv1.4` before `vulkan1.1`).
            pub const ALL: &'static [TargetEnv] = &[$(TargetEnv::$variant),*];

            /// The name `--target-env` takes (`vulkan1.2`, `spv1.5`, `opencl2.2embedded`).
            pub const fn name(self) -> &'static str {
                match self {
                    $(TargetEnv::$variant => $name,)*
                }
            }

            /// The newest SPIR-V version the environment accepts (`spvVersionForTargetEnv`).
            pub const fn spirv_version(self) -> Version {
                match self {
                    $(TargetEnv::$variant => Version::new(1, $minor),)*
                }
            }

            /// The client API whose rules apply.
            #[inline]
            pub const fn family(self) -> Family {
                match self {
                    $(TargetEnv::$variant => Family::$family,)*
                }
            }

            /// SPIRV-Tools' description (`spvTargetEnvDescription`), as its messages print it:
            /// `SPIR-V 1.5 (under Vulkan 1.2 semantics)`.
            pub const fn description(self) -> &'static str {
                match self {
                    $(TargetEnv::$variant => $description,)*
                }
            }
        }
    };
}

/// The client API of a [`TargetEnv`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Family {
    /// SPIR-V alone (`spv1.x`): the universal rules.
    Universal,
    /// Vulkan: the universal rules and Vulkan's.
    Vulkan,
    /// OpenCL, full or embedded profile.
    OpenCl,
    /// OpenGL.
    OpenGl,
}

target_envs! {
    /// `vulkan1.0`.
    Vulkan1_0, "vulkan1.0", 0, Vulkan, "SPIR-V 1.0 (under Vulkan 1.0 semantics)";
    /// `vulkan1.1spv1.4`: Vulkan 1.1 with SPIR-V 1.4 (VK_KHR_spirv_1_4).
    Vulkan1_1Spirv1_4, "vulkan1.1spv1.4", 4, Vulkan, "SPIR-V 1.4 (under Vulkan 1.1 semantics)";
    /// `vulkan1.1`.
    Vulkan1_1, "vulkan1.1", 3, Vulkan, "SPIR-V 1.3 (under Vulkan 1.1 semantics)";
    /// `vulkan1.2`.
    Vulkan1_2, "vulkan1.2", 5, Vulkan, "SPIR-V 1.5 (under Vulkan 1.2 semantics)";
    /// `vulkan1.3`.
    Vulkan1_3, "vulkan1.3", 6, Vulkan, "SPIR-V 1.6 (under Vulkan 1.3 semantics)";
    /// `vulkan1.4`.
    Vulkan1_4, "vulkan1.4", 6, Vulkan, "SPIR-V 1.6 (under Vulkan 1.4 semantics)";
    /// `spv1.0`.
    Universal1_0, "spv1.0", 0, Universal, "SPIR-V 1.0";
    /// `spv1.1`.
    Universal1_1, "spv1.1", 1, Universal, "SPIR-V 1.1";
    /// `spv1.2`.
    Universal1_2, "spv1.2", 2, Universal, "SPIR-V 1.2";
    /// `spv1.3`.
    Universal1_3, "spv1.3", 3, Universal, "SPIR-V 1.3";
    /// `spv1.4`.
    Universal1_4, "spv1.4", 4, Universal, "SPIR-V 1.4";
    /// `spv1.5`.
    Universal1_5, "spv1.5", 5, Universal, "SPIR-V 1.5";
    /// `spv1.6`.
    Universal1_6, "spv1.6", 6, Universal, "SPIR-V 1.6";
    /// `opencl1.2embedded`.
    OpenCl1_2Embedded, "opencl1.2embedded", 0, OpenCl, "SPIR-V 1.0 (under OpenCL 1.2 Embedded Profile semantics)";
    /// `opencl1.2`.
    OpenCl1_2, "opencl1.2", 0, OpenCl, "SPIR-V 1.0 (under OpenCL 1.2 Full Profile semantics)";
    /// `opencl2.0embedded`.
    OpenCl2_0Embedded, "opencl2.0embedded", 0, OpenCl, "SPIR-V 1.0 (under OpenCL 2.0 Embedded Profile semantics)";
    /// `opencl2.0`.
    OpenCl2_0, "opencl2.0", 0, OpenCl, "SPIR-V 1.0 (under OpenCL 2.0 Full Profile semantics)";
    /// `opencl2.1embedded`.
    OpenCl2_1Embedded, "opencl2.1embedded", 0, OpenCl, "SPIR-V 1.0 (under OpenCL 2.1 Embedded Profile semantics)";
    /// `opencl2.1`.
    OpenCl2_1, "opencl2.1", 0, OpenCl, "SPIR-V 1.0 (under OpenCL 2.1 Full Profile semantics)";
    /// `opencl2.2embedded`.
    OpenCl2_2Embedded, "opencl2.2embedded", 2, OpenCl, "SPIR-V 1.2 (under OpenCL 2.2 Embedded Profile semantics)";
    /// `opencl2.2`.
    OpenCl2_2, "opencl2.2", 2, OpenCl, "SPIR-V 1.2 (under OpenCL 2.2 Full Profile semantics)";
    /// `opengl4.0`.
    OpenGl4_0, "opengl4.0", 0, OpenGl, "SPIR-V 1.0 (under OpenGL 4.0 semantics)";
    /// `opengl4.1`.
    OpenGl4_1, "opengl4.1", 0, OpenGl, "SPIR-V 1.0 (under OpenGL 4.1 semantics)";
    /// `opengl4.2`.
    OpenGl4_2, "opengl4.2", 0, OpenGl, "SPIR-V 1.0 (under OpenGL 4.2 semantics)";
    /// `opengl4.3`.
    OpenGl4_3, "opengl4.3", 0, OpenGl, "SPIR-V 1.0 (under OpenGL 4.3 semantics)";
    /// `opengl4.5`.
    OpenGl4_5, "opengl4.5", 0, OpenGl, "SPIR-V 1.0 (under OpenGL 4.5 semantics)";
}

impl TargetEnv {
    /// The environment a `--target-env` value selects, as SPIRV-Tools reads it
    /// (`spvParseTargetEnv`): the first name of [`TargetEnv::ALL`] the value starts with
    /// (`vulkan1.2spv1.5` is `vulkan1.2`).
    ///
    /// ```
    /// use spirv_core::{TargetEnv, Version};
    ///
    /// let env = TargetEnv::parse("vulkan1.2").unwrap();
    /// assert_eq!(env.spirv_version(), Version::new(1, 5));
    /// assert_eq!(env.description(), "SPIR-V 1.5 (under Vulkan 1.2 semantics)");
    /// assert_eq!(TargetEnv::parse("vulkan1.1spv1.4"), Some(TargetEnv::Vulkan1_1Spirv1_4));
    /// assert_eq!(TargetEnv::parse("nope"), None);
    /// ```
    pub fn parse(value: &str) -> Option<TargetEnv> {
        TargetEnv::ALL.iter().copied().find(|env| value.starts_with(env.name()))
    }

    /// Whether Vulkan's rules apply.
    #[inline]
    pub const fn is_vulkan(self) -> bool {
        matches!(self.family(), Family::Vulkan)
    }
}
