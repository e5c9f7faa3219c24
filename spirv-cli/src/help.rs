//! The help texts of `spirv as` and `spirv dis`: spirv-as' and spirv-dis' own (v2025.5), with
//! `spirv as` / `spirv dis` where they print their program name, and `spirv dis`' one flag more.

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
