//! The help texts of `spirv as`, `spirv dis` and `spirv val`: spirv-as', spirv-dis' and
//! spirv-val's own (v2025.5), with `spirv as` / `spirv dis` / `spirv val` where they print their
//! program name, and the flags `spirv dis` and `spirv val` add.

/// `spirv as --help` (spirv-as', whose target list is `spvTargetEnvList(19, 80)`).
pub const AS: &str = r#"spirv as - Create a SPIR-V binary module from SPIR-V assembly text

Usage: spirv as [options] [<filename>]

The SPIR-V assembly text is read from <filename>.
Use "-" as the filename to read from standard input.
Use "./-" to read from the file named "-".

The SPIR-V binary module is written to file "out.spv", unless the -o option
is used.

Options:

  -h, --help      Print this help.

  -o <filename>   Set the output filename. Use '-' to mean stdout.
  --version       Display assembler version information.
  --preserve-numeric-ids
                  Numeric IDs in the binary will have the same values as in the
                  source. Non-numeric IDs are allocated by filling in the gaps,
                  starting with 1 and going up.
  --target-env    vulkan1.0|vulkan1.1spv1.4|vulkan1.1|vulkan1.2|vulkan1.3
                   |vulkan1.4|spv1.0|spv1.1|spv1.2|spv1.3|spv1.4|spv1.5|spv1.6
                   |opencl1.2embedded|opencl1.2|opencl2.0embedded|opencl2.0
                   |opencl2.1embedded|opencl2.1|opencl2.2embedded|opencl2.2
                   |opengl4.0|opengl4.1|opengl4.2|opengl4.3|opengl4.5
                  Use specified environment.
"#;

/// `spirv dis --help` (spirv-dis', then `--keep-going`, which spirv-dis lacks).
pub const DIS: &str = concat!(
    r#"spirv dis - Disassemble a SPIR-V binary module

Usage: spirv dis [options] [<filename>]

The SPIR-V binary is read from <filename>. If no file is specified,
or if the filename is "-", then the binary is read from standard input.

A text-based hex stream is also accepted as binary input, which should either
consist of 32-bit words or 8-bit bytes.  The 0x or x prefix is optional, but
should be consistently present in the stream.

Options:

  -h, --help        Print this help.
  --version         Display disassembler version information.

  -o <filename>     Set the output filename.
                    Output goes to standard output if this option is
                    not specified, or if the filename is "-".

  --color           Force color output.  The default when printing to a terminal.
                    Overrides a previous --no-color option.
  --no-color        Don't print in color.  Overrides a previous --color option.
                    The default when output goes to something other than a
                    terminal (e.g. a file, a pipe, or a shell redirection).

  --no-indent       Don't indent instructions.

  --no-header       Don't output the header as leading comments.

  --raw-id          Show raw Id values instead of friendly names.

  --nested-indent   Indentation is adjusted to indicate nesting in structured
                    control flow.

  --reorder-blocks  Reorder blocks to match the structured control flow of SPIR-V.
                    With this option, the order of instructions will no longer
                    match the input binary, but the result will be more readable.

  --offsets         Show byte offsets for each instruction.

  --comment         Add comments to make reading easier
"#,
    r#"
  --keep-going      Go on past an invalid instruction: print its words as a
                    comment and continue with the next (the exit status still
                    reports the first error). Not in spirv-dis.
"#
);

/// `spirv val --help` (spirv-val's, whose target list is `spvTargetEnvList(36, 105)`), with
/// `--keep-going` and the exit statuses.
pub const VAL: &str = r#"spirv val - Validate a SPIR-V binary file(s).

USAGE: spirv val [options] [<path>]

The SPIR-V binary is read from <path>. If no path is specified,
or if the path is "-", then the binary is read from standard input.
The <path> parameter may also specify a directory; in this case,
the tool will recursively process all regular files with the .spv
extension within that directory.

NOTE: The validator is a work in progress.

Options:
  -h, --help                       Print this help.
  --max-struct-members             <maximum number of structure members allowed>
  --max-struct-depth               <maximum allowed nesting depth of structures>
  --max-local-variables            <maximum number of local variables allowed>
  --max-global-variables           <maximum number of global variables allowed>
  --max-switch-branches            <maximum number of branches allowed in switch statements>
  --max-function-args              <maximum number arguments allowed per function>
  --max-control-flow-nesting-depth <maximum Control Flow nesting depth allowed>
  --max-access-chain-indexes       <maximum number of indexes allowed to use for Access Chain instructions>
  --max-id-bound                   <maximum value for the id bound>
  --relax-logical-pointer          Allow allocating an object of a pointer type and returning
                                   a pointer value from a function in logical addressing mode
  --relax-block-layout             Enable VK_KHR_relaxed_block_layout when checking standard
                                   uniform, storage buffer, and push constant layouts.
                                   This is the default when targeting Vulkan 1.1 or later.
  --uniform-buffer-standard-layout Enable VK_KHR_uniform_buffer_standard_layout when checking standard
                                   uniform buffer layouts.
  --scalar-block-layout            Enable VK_EXT_scalar_block_layout when checking standard
                                   uniform, storage buffer, and push constant layouts.  Scalar layout
                                   rules are more permissive than relaxed block layout so in effect
                                   this will override the --relax-block-layout option.
  --workgroup-scalar-block-layout  Enable scalar block layout when checking Workgroup block layouts.
  --skip-block-layout              Skip checking standard uniform/storage buffer layout.
                                   Overrides any --relax-block-layout or --scalar-block-layout option.
  --relax-struct-store             Allow store from one struct type to a
                                   different type with compatible layout and
                                   members.
  --allow-localsizeid              Allow use of the LocalSizeId decoration where it would otherwise not
                                   be allowed by the target environment.
  --allow-offset-texture-operand   Allow use of the Offset texture operands where it would otherwise not
                                   be allowed by the target environment.
  --allow-vulkan-32-bit-bitwise    Allow use of non-32 bit for the Base operand where it would otherwise
                                   not be allowed by the target environment.
  --before-hlsl-legalization       Allows code patterns that are intended to be
                                   fixed by spirv-opt's legalization passes.
  --keep-going                     Report every error, not only the first (spirv-val has no such flag).
  --version                        Display validator version information.
  --target-env                     {vulkan1.0|vulkan1.1spv1.4|vulkan1.1|vulkan1.2|vulkan1.3|vulkan1.4
                                    |spv1.0|spv1.1|spv1.2|spv1.3|spv1.4|spv1.5|spv1.6|opencl1.2embedded
                                    |opencl1.2|opencl2.0embedded|opencl2.0|opencl2.1embedded|opencl2.1
                                    |opencl2.2embedded|opencl2.2|opengl4.0|opengl4.1|opengl4.2|opengl4.3
                                    |opengl4.5}
                                   Use validation rules from the specified environment.

Exit status: 0 when the module is valid, 1 when it is not or cannot be read, or the command
line is wrong.
"#;
