//! `spirv`: SPIR-V assembly, disassembly and validation, a drop-in for SPIRV-Tools' `spirv-as`,
//! `spirv-dis` and `spirv-val` (v2025.5): the same flags, read the same way, the same output byte
//! for byte, the same messages and exit statuses, for good input and bad (a missing file, a
//! directory, an output that cannot be opened, an unknown flag, ...); `spirv val` as far as its
//! validator's checks go (`spirv val --help` lists those it does not make yet). And two commands
//! of its own: `spirv reqs` and `spirv reflect`.
//!
//! ```text
//! spirv as [--target-env ENV] [--preserve-numeric-ids] [INPUT] [-o OUTPUT]
//! spirv dis [--raw-id] [--no-header] [--no-indent] [--nested-indent] [--reorder-blocks]
//!           [--comment] [--offsets] [--color | --no-color] [--keep-going] [INPUT] [-o OUTPUT]
//! spirv reqs [--json] [INPUT]
//! spirv reflect [--json] [--entry NAME [--stage MODEL]] [INPUT]
//! spirv val [--target-env ENV] [--keep-going] [spirv-val's flags] [INPUT]
//! ```
//!
//! `-` is standard input or output; `spirv as` writes `out.spv` without `-o`.
//!
//! # `spirv as`, `spirv dis`
//!
//! ```sh
//! cargo install --path spirv-cli            # the `spirv` command
//! spirv dis shader.spv                      # = spirv-dis shader.spv (indent, friendly names)
//! spirv dis --raw-id --comment -o out.spvasm shader.spv
//! spirv as --target-env vulkan1.2 shader.spvasm -o shader.spv   # = spirv-as
//! spirv dis --keep-going damaged.spv        # prints past an invalid instruction (spirv-dis stops)
//! ```
//!
//! `spirv dis` takes every layout flag of spirv-dis (`--raw-id`, `--no-header`, `--no-indent`,
//! `--nested-indent`, `--reorder-blocks`, `--comment`, `--offsets`, `--color`/`--no-color`),
//! `spirv as` takes `--target-env` and `--preserve-numeric-ids`; both read `-` as standard input,
//! print the same messages (`error: LINE: COL: ...`, `error: N: ...`) and exit with the same
//! statuses; `spirv dis` also reads spirv-dis' hex-text input (words, bytes or digit pairs,
//! either order). Bad paths and options fail as they do in SPIRV-Tools, message and status: the
//! command line is read by the same rules (`-o --raw-id` names a file `--raw-id`,
//! `--raw-id=false`, a flag given twice or an unknown one is `Unknown flag --x` / `The flag -o
//! was specified multiple times.` with status 1, `--` ends the flags); a file that cannot be
//! opened `does not exist`; a directory or `/dev/null` is an empty input (`Missing module.`, 252;
//! `Missing assembly text.`, 251); an output that cannot be opened (a directory, a missing
//! folder) is `could not open file`, and nothing is written to `-o` on error
//! (`spirv-cli/tests/cli.rs` compares 138 such cases with the real tools, and holds that
//! number).
//!
//! Where `spirv as` / `spirv dis` differ from the reference, on purpose:
//! - `--help` and `--version` name `spirv as` / `spirv dis` (the help text is otherwise
//!   spirv-as' / spirv-dis', and `spirv dis --help` lists `--keep-going`, which spirv-dis lacks);
//! - a failed write (`-o /dev/full`, a full disk) is always an error (`error: could not write to
//!   file 'NAME'`, status 1): spirv-as and spirv-dis report it only when the output exceeds C's
//!   4 KiB stdio buffer, and otherwise lose it and exit 0 (`spirv-as x.spvasm -o /dev/full`);
//! - when standard output is a closed pipe (`spirv dis x.spv | head -1`), the C tools die of
//!   SIGPIPE; `spirv` exits quietly with status 141, what a shell reports for that;
//! - a big-endian module (every word byte-swapped) reads as the same module in `spirv dis`,
//!   `spirv val` and the library, where spirv-dis and spirv-val 2025.5 read each string's
//!   characters in the wrong order within its words and fail on the first (`Invalid extended
//!   instruction import 'LSLGdts.054.'`): SPIR-V packs strings into words, and words follow the
//!   module's byte order (`spirv-cli/tests/cli.rs` checks 21 corpus modules swapped against the
//!   tools' output for the originals, and holds that number).
//!
//! The library underneath is `spirv_core::text`, whose documentation states its conformance.
//!
//! # `spirv val`
//!
//! `spirv val [options] FILE` is a drop-in for `spirv-val`: the same command line, output
//! (`error: line N: message` and the instruction), exit statuses, `-` for standard input, a
//! directory validated file by file (by one `Validator`); `--keep-going` prints every error;
//! `--help` lists the checks not made yet. The validator is the crate spirv-validate, whose
//! documentation says what it checks and how it is tested.
//!
//! Where `spirv val` differs from spirv-val, on purpose: `--help` and `--version` name `spirv
//! val`, `--help` lists `--keep-going` (ours only) and the checks not made yet; a file name too
//! long for the file system is reported as any file that cannot be opened, where spirv-val dies
//! of an uncaught exception; a big-endian module reads as its little-endian original (above).
//!
//! # `spirv reqs`
//!
//! What a module requires (`spirv_core::requirements`):
//!
//! ```text
//! spirv reqs FILE          # the lists, then each unmet feature once
//! spirv reqs --json FILE   # the same as one JSON object (below)
//! ```
//!
//! Taking `OpCapability Int8` out of the corpus' `shader-arithmetic-8bit.frag` (68 unmet uses),
//! `spirv reqs` prints, on standard output:
//!
//! ```text
//! module version:        1.3
//! minimum version:       1.3
//! capabilities:          Shader, Int16, Int8, StorageBuffer8BitAccess, UniformAndStorageBuffer8BitAccess, StoragePushConstant8
//! extensions:            SPV_KHR_8bit_storage
//! declared capabilities: Shader, Int16, StorageBuffer8BitAccess, UniformAndStorageBuffer8BitAccess, StoragePushConstant8
//! declared extensions:   SPV_KHR_8bit_storage
//! missing capabilities:  Int8
//! missing extensions:    (none)
//! unmet: a constant of an 8- or 16-bit type needs one of the capabilities Int8 (16 uses, first at instruction 112)
//! unmet: a use of an 8- or 16-bit value other than a store, copy or width conversion needs one of the capabilities Int8 (29 uses, first at instruction 114)
//! unmet: a variable of 8- or 16-bit types in its storage class needs one of the capabilities Int8 (6 uses, first at instruction 152)
//! unmet: OpBitcast from or to an 8- or 16-bit type needs one of the capabilities Int8 (9 uses, first at instruction 157)
//! unmet: OpCompositeConstruct of an 8- or 16-bit type needs one of the capabilities Int8 (8 uses, first at instruction 233)
//! ```
//!
//! and on standard error the one line `error: 5 unmet requirements (68 uses) at SPIR-V 1.3`;
//! `spirv-val` says `error: line 112: Cannot form constants of 8- or 16-bit types` about
//! `%char_n40 = OpConstant %char -40`, line 112 of `spirv-dis --no-header`. Messages number
//! instructions from 1, the header not counted: the number `spirv-val` gives them and their line
//! in `spirv-dis --no-header`'s default output (112 + 5 with its header). `spirv-cli/tests/cli.rs`
//! runs this case and checks that each feature is printed once, that the counts add up to the
//! library's unmet uses, and that the first instruction is the one spirv-val names.
//!
//! Exit status: 0 when the module meets its requirements, 1 when something is missing, 2 for a
//! bad command line, 3 when there is no report: the input cannot be read or is not a SPIR-V
//! module (`error: file does not exist 'x.spv'`, a decoding error), or standard output cannot be
//! written.
//!
//! `--json` prints one object, its keys in this order:
//!
//! | key | value |
//! |---|---|
//! | `version` | the minimum SPIR-V version the module needs, `"1.3"` |
//! | `capabilities`, `extensions` | what its features need (names) |
//! | `declared_capabilities`, `declared_extensions` | its `OpCapability` / `OpExtension` operands, in order |
//! | `missing_capabilities`, `missing_extensions` | what to declare to be valid at its header's version |
//! | `module_version` | its header's version, `"1.3"` |
//! | `unmet` | one object per unmet feature, in the order of first use: `{"feature": "a constant of an 8- or 16-bit type", "need": "one of the capabilities Int8", "count": 16, "first_instruction": 112}` (`first_instruction` numbered as above); `[]` when nothing is missing |
//!
//! # `spirv reflect`
//!
//! What a module needs bound (`spirv_model::reflect`, whose documentation says what each fact
//! means and how it is checked):
//!
//! ```text
//! spirv reflect shader.spv                  # a readable table
//! spirv reflect --json shader.spv           # one JSON object (schema below)
//! spirv reflect --json --entry main shader.spv   # one entry point, and what its code uses
//! spirv reflect --entry main --stage Fragment linked.spv   # where a vertex and a fragment `main` share the name
//! ```
//!
//! The table lists resources by set and binding and specialization constants by `SpecId`; the
//! JSON keeps module order. `--json` prints `{"entry_points": [...], "resources": [...],
//! "push_constants": [...], "specialization_constants": [...], "ignored_spec_ids": [...]}`:
//!
//! | object | keys |
//! |---|---|
//! | entry point | `name`, `execution_model` (`"GLCompute"`), `workgroup_size` (`[x, y, z]` or `null`), `workgroup_size_spec_ids` (`[id or null, ...]` or `null`), `inputs`, `outputs` |
//! | input / output | `name`, `id`, `location`, `component`, `builtin` (`"Position"` or `null`), `member_builtins` (of a `gl_PerVertex` block), `type` (`"vec4"`), `array`, `decorations` (`["Flat"]`) |
//! | resource | `set`, `binding`, `name`, `id`, `descriptor_type`, `array` (sizes, outermost first, 0 for a runtime array), `image` (`dim`, `depth`, `arrayed`, `multisampled`, `sampled`, `format`, `sampled_type`) or `null`, `block` or `null`, `input_attachment_index`, `access` (`non_writable`, `non_readable`, `read`, `written`), `used_by` (entry points, `{"name": "main", "execution_model": "Fragment"}`) |
//! | block | `name` (the struct type's), `size`, `runtime_array_stride`, `members` |
//! | member | `name`, `offset`, `absolute_offset`, `size`, `padded_size`, `type`, `array`, `array_stride`, `array_strides`, `matrix_stride`, `row_major`, `used`, `members` |
//! | push constant | `name`, `id`, `block`, `used_by` |
//! | specialization constant | `spec_id`, `name`, `id`, `type`, `default` (a number or boolean) |
//! | ignored spec id | `spec_id`, `name`, `id`, `instruction` (`"OpSpecConstantOp"`) |
//!
//! Exit status: 0, 1 when the input cannot be read or decoded (or is a directory), 2 for a bad
//! command line, 3 when no entry point, or more than one, has the `--entry` name (and `--stage`).

use std::ffi::{OsStr, OsString};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

mod flags;
mod help;
mod hex;
mod io;
mod reflect;
mod val;
use flags::Kind;
use io::{BROKEN_PIPE, WriteFailure, eprint_bytes, fail, read_input, read_module_input, write_output, write_to};
use spirv_core::binary::ByteOrder;
use spirv_core::spec::ExecutionModel;
use spirv_core::text::{AssembleOptions, DisassembleOptions, assemble, disassemble_into, target_env_version};

#[derive(Parser, Debug)]
#[command(
    name = "spirv",
    version,
    about = "Assemble, disassemble and validate SPIR-V as spirv-as, spirv-dis and spirv-val do"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Assemble SPIR-V assembly text into a binary module, as spirv-as does (`spirv as --help`).
    As(Passthrough),
    /// Disassemble a SPIR-V binary into the text spirv-dis prints (`spirv dis --help`).
    Dis(Passthrough),
    /// Validate a SPIR-V binary as spirv-val does, as far as its checks go (`spirv val --help`
    /// says which are not made yet).
    Val(Passthrough),
    /// Show the capabilities, extensions and SPIR-V version a binary module requires, and what
    /// it is missing (exit status 1 when something is, 3 when the input cannot be read).
    #[command(after_help = REQS_AFTER_HELP)]
    Reqs(ReqsArgs),
    /// Show what a binary module needs bound: entry points with their workgroup sizes and
    /// stage inputs and outputs, descriptor bindings with their block layouts, push constants
    /// and specialization constants (exit status 1 when the input cannot be read, 2 for a bad
    /// command line, 3 when no entry point, or more than one, has the name and stage given).
    Reflect(ReflectArgs),
}

#[derive(Args, Debug)]
struct ReflectArgs {
    /// The binary module (`-`: standard input).
    #[arg(default_value = "-")]
    input: OsString,
    /// Print one JSON object (its schema is in spirv-cli's documentation): entry_points, resources,
    /// push_constants, specialization_constants.
    #[arg(long)]
    json: bool,
    /// Only this entry point, and the resources and push constants its code uses.
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
    /// With --entry: the entry point of this execution model (`Vertex`, `Fragment`,
    /// `GLCompute`, ...), where several have the name.
    #[arg(long, value_name = "MODEL", requires = "entry")]
    stage: Option<String>,
}

/// The arguments of `spirv as` / `spirv dis`, which `main` reads itself, as spirv-as and
/// spirv-dis do ([`flags`]), before clap sees them; this is only for `spirv --help`.
#[derive(Args, Debug)]
#[command(disable_help_flag = true)]
struct Passthrough {
    #[arg(allow_hyphen_values = true, trailing_var_arg = true)]
    args: Vec<OsString>,
}

#[derive(Args, Debug)]
struct ReqsArgs {
    /// The binary module (`-`: standard input).
    #[arg(default_value = "-")]
    input: OsString,
    /// Print one JSON object: version, capabilities, extensions, declared_capabilities,
    /// declared_extensions, missing_capabilities, missing_extensions, module_version, and unmet
    /// (a list of {feature, need, count, first_instruction}).
    #[arg(long)]
    json: bool,
}

/// The end of `spirv reqs --help`.
const REQS_AFTER_HELP: &str = "\
Each missing feature is printed once, on standard output, with how many instructions use it
and the first of them:
  unmet: OpTypeInt 64 needs one of the capabilities Int64 (2 uses, first at instruction 9)
Instructions are numbered from 1, the header not counted: the number spirv-val gives them
(`error: line 9: ...`), and their line in `spirv-dis --no-header`'s output (5 lines further
down with spirv-dis' header; --comment, --nested-indent and --reorder-blocks move them).
Standard error gets one line: `error: 1 unmet requirement (2 uses) at SPIR-V 1.0`.

Exit status:
  0  the module meets its requirements
  1  it does not: something is missing (the report says what)
  2  the command line is wrong
  3  no report: the input cannot be read or is not a SPIR-V module, or standard output
     cannot be written";

/// The flags of spirv-as (v2025.5).
const AS_FLAGS: [(&str, Kind); 6] = [
    ("-h", Kind::Bool),
    ("--help", Kind::Bool),
    ("--version", Kind::Bool),
    ("--preserve-numeric-ids", Kind::Bool),
    ("-o", Kind::String),
    ("--target-env", Kind::String),
];

/// The flags of spirv-dis (v2025.5), and `--keep-going`.
const DIS_FLAGS: [(&str, Kind); 14] = [
    ("-h", Kind::Bool),
    ("-o", Kind::String),
    ("--help", Kind::Bool),
    ("--version", Kind::Bool),
    ("--color", Kind::Bool),
    ("--no-color", Kind::Bool),
    ("--no-indent", Kind::Bool),
    ("--no-header", Kind::Bool),
    ("--raw-id", Kind::Bool),
    ("--nested-indent", Kind::Bool),
    ("--reorder-blocks", Kind::Bool),
    ("--offsets", Kind::Bool),
    ("--comment", Kind::Bool),
    ("--keep-going", Kind::Bool),
];

/// `--help` / `--version`, shared by both commands; `None` when neither is given.
fn help_or_version(parsed: &flags::Parsed, help: &str, target: &str) -> Option<ExitCode> {
    let text = if parsed.on("-h") || parsed.on("--help") {
        help.to_string()
    } else if parsed.on("--version") {
        format!(
            "spirv {}, for SPIRV-Tools v2025.5 (the same text, messages and exit statuses)\nTarget: {target}\n",
            env!("CARGO_PKG_VERSION")
        )
    } else {
        return None;
    };
    Some(write_output(OsStr::new("-"), text.as_bytes()))
}

/// `spirv as ARGS`: spirv-as' `main` (`tools/as/as.cpp`), step for step.
fn as_(args: Vec<OsString>) -> ExitCode {
    let parsed = match flags::parse(&AS_FLAGS, args) {
        Ok(p) => p,
        Err(message) => {
            eprint_bytes(&[&message]);
            return ExitCode::from(1);
        }
    };
    if let Some(status) = help_or_version(&parsed, help::AS, "SPIR-V 1.6") {
        return status;
    }
    // An empty `-o` is the default too.
    let output = parsed.string("-o").filter(|o| !o.is_empty()).unwrap_or(OsStr::new("out.spv"));
    if parsed.positional.len() > 1 {
        return fail(&[b"one input file at most must be specified."]);
    }
    let input = parsed.positional.first().map_or(OsStr::new("-"), OsString::as_os_str);
    let text = match read_input(input) {
        Ok(t) => t,
        Err(e) => return fail(&[&e]),
    };
    // The target is read after the input (a missing file is reported first); an empty one is
    // none, as in spirv-as.
    let target = match parsed.string("--target-env").filter(|t| !t.is_empty()) {
        None => None,
        Some(name) => match target_env_version(&name.to_string_lossy()) {
            Some(version) => Some(version),
            None => return fail(&[b"Unrecognized target env: ", &flags::bytes(name)]),
        },
    };
    if text.is_empty() {
        // spirv-as hands the library no text at all for an empty file.
        eprintln!("error: 1: 1: Missing assembly text.");
        return ExitCode::from(251);
    }
    let options = AssembleOptions { target, preserve_numeric_ids: parsed.on("--preserve-numeric-ids") };
    match assemble(&text, &options) {
        Ok(words) => write_output(output, &ByteOrder::Little.to_bytes(&words)),
        Err(e) => {
            if !e.message().is_empty() {
                let mut stderr = std::io::stderr().lock();
                let _ = write!(stderr, "error: {}: {}: ", e.line(), e.column());
                let _ = stderr.write_all(e.message_bytes());
                let _ = stderr.write_all(b"\n");
            }
            ExitCode::from(e.kind().exit_status())
        }
    }
}

/// `spirv dis ARGS`: spirv-dis' `main` (`tools/dis/dis.cpp`), step for step.
fn dis(args: Vec<OsString>) -> ExitCode {
    let parsed = match flags::parse(&DIS_FLAGS, args) {
        Ok(p) => p,
        Err(message) => {
            eprint_bytes(&[&message]);
            return ExitCode::from(1);
        }
    };
    if let Some(status) = help_or_version(&parsed, help::DIS, "SPIR-V 1.5") {
        return status;
    }
    if parsed.positional.len() > 1 {
        return fail(&[b"more than one input file specified."]);
    }
    let input = parsed.positional.first().map_or(OsStr::new("-"), OsString::as_os_str);
    let output = parsed.string("-o").unwrap_or(OsStr::new("-"));
    let bytes = match read_input(input) {
        Ok(b) => b,
        Err(e) => return fail(&[&e]),
    };
    let name = flags::bytes(input);
    let bytes = if hex::is_hex_stream(&bytes) {
        match hex::parse(&bytes, &name) {
            Ok(words) => ByteOrder::Little.to_bytes(&words),
            Err(e) => return fail(&[&e]),
        }
    } else if !bytes.len().is_multiple_of(4) {
        return fail(&[b"file size should be a multiple of 4; file '", &name, b"' corrupt"]);
    } else {
        bytes
    };
    if bytes.is_empty() {
        eprintln!("error: Missing module.");
        return ExitCode::from(252);
    }
    // Only `-` is standard output (an empty `-o` is a file that cannot be opened).
    let to_stdout = output == "-";
    // As in spirv-dis, `--no-color` wins over `--color` whatever their order.
    let color = to_stdout && !parsed.on("--no-color") && (parsed.on("--color") || std::io::stdout().is_terminal());
    let options = DisassembleOptions {
        indent: !parsed.on("--no-indent"),
        friendly_names: !parsed.on("--raw-id"),
        header: !parsed.on("--no-header"),
        nested_indent: parsed.on("--nested-indent"),
        reorder_blocks: parsed.on("--reorder-blocks"),
        comment: parsed.on("--comment"),
        offsets: parsed.on("--offsets"),
        color,
        keep_going: parsed.on("--keep-going"),
        ..Default::default()
    };
    let mut text = Vec::new();
    let result = disassemble_into(&bytes, &options, &mut text);
    // Like spirv-dis: to standard output, what was printed before an error stays; a file is
    // opened only on success, so nothing is written to it on error.
    if to_stdout || result.is_ok() {
        let written = write_output(output, &text);
        if written != ExitCode::SUCCESS {
            return written;
        }
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(e.kind().exit_status())
        }
    }
}

fn names<T: std::fmt::Display>(items: &[T]) -> String {
    if items.is_empty() {
        return "(none)".into();
    }
    items.iter().map(T::to_string).collect::<Vec<_>>().join(", ")
}

/// `spirv reqs`' exit status when the module misses something.
const REQS_UNMET: u8 = 1;
/// `spirv reqs`' exit status when there is no report: the input cannot be read or decoded, or
/// the report cannot be written (2 is clap's, a bad command line).
const REQS_NO_REPORT: u8 = 3;

/// A JSON object with its keys in this order (a `serde_json::Map` would sort them); the
/// values are JSON already.
fn json_object(fields: &[(&str, String)]) -> String {
    let fields: Vec<String> =
        fields.iter().map(|(key, value)| format!("{}: {value}", serde_json::Value::from(*key))).collect();
    format!("{{{}}}", fields.join(", "))
}

fn reqs(args: &ReqsArgs) -> ExitCode {
    let no_report = |parts: &[&[u8]]| {
        let mut all = vec![b"error: ".as_slice()];
        all.extend_from_slice(parts);
        eprint_bytes(&all);
        ExitCode::from(REQS_NO_REPORT)
    };
    let bytes = match read_module_input(&args.input) {
        Ok(b) => b,
        Err(message) => return no_report(&[&message]),
    };
    let module = match spirv_core::Module::decode(&bytes) {
        Ok(m) => m,
        Err(e) => return no_report(&[e.to_string().as_bytes()]),
    };
    let r = spirv_core::Requirements::of(&module);
    let groups = r.unmet_grouped();
    let mut out = String::new();
    if args.json {
        let json = |v: serde_json::Value| v.to_string();
        let strings = |items: &[spirv_core::spec::Capability]| json(items.iter().map(|c| c.name()).collect());
        let unmet: Vec<String> = groups
            .iter()
            .map(|g| {
                json_object(&[
                    ("feature", json(g.feature.to_string().into())),
                    ("need", json(g.need.to_string().into())),
                    ("count", g.count.to_string()),
                    // Numbered from 1, as spirv-val numbers instructions.
                    ("first_instruction", (g.first + 1).to_string()),
                ])
            })
            .collect();
        // The original keys first, in their order; those added since after them.
        out = json_object(&[
            ("version", json(r.version.to_string().into())),
            ("capabilities", strings(&r.capabilities)),
            ("extensions", json(r.extensions.clone().into())),
            ("declared_capabilities", strings(&r.declared_capabilities)),
            ("declared_extensions", json(r.declared_extensions.clone().into())),
            ("missing_capabilities", strings(&r.missing_capabilities)),
            ("missing_extensions", json(r.missing_extensions.clone().into())),
            ("module_version", json(r.module_version.to_string().into())),
            ("unmet", format!("[{}]", unmet.join(", "))),
        ]);
        out.push('\n');
    } else {
        out.push_str(&format!("module version:        {}\n", r.module_version));
        out.push_str(&format!("minimum version:       {}\n", r.version));
        out.push_str(&format!("capabilities:          {}\n", names(&r.capabilities)));
        out.push_str(&format!("extensions:            {}\n", names(&r.extensions)));
        out.push_str(&format!("declared capabilities: {}\n", names(&r.declared_capabilities)));
        out.push_str(&format!("declared extensions:   {}\n", names(&r.declared_extensions)));
        out.push_str(&format!("missing capabilities:  {}\n", names(&r.missing_capabilities)));
        out.push_str(&format!("missing extensions:    {}\n", names(&r.missing_extensions)));
        for g in &groups {
            out.push_str(&format!("unmet: {g}\n"));
        }
    }
    match write_to(OsStr::new("-"), out.as_bytes()) {
        Ok(()) => {}
        Err(WriteFailure::BrokenPipe) => return ExitCode::from(BROKEN_PIPE),
        Err(WriteFailure::Message(m)) => return no_report(&[&m]),
    }
    if groups.is_empty() {
        return ExitCode::SUCCESS;
    }
    // The list is on stdout, once; stderr gets one line.
    let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    eprintln!(
        "error: {} ({}) at SPIR-V {}",
        plural(groups.len(), "unmet requirement"),
        plural(r.unmet.len(), "use"),
        r.module_version
    );
    ExitCode::from(REQS_UNMET)
}

fn main() -> ExitCode {
    // `spirv as` and `spirv dis` read their arguments as spirv-as and spirv-dis do, which clap
    // cannot (`-o --raw-id`, `--raw-id=false`, a flag given twice, ...): they get them raw.
    let mut args = std::env::args_os().skip(1);
    let first = args.next();
    match first.as_ref().and_then(|a| a.to_str()) {
        Some("as") => return as_(args.collect()),
        Some("dis") => return dis(args.collect()),
        Some("val") => return val::val(&args.collect::<Vec<_>>()),
        // `spirv help as`: the same as `spirv as --help`.
        Some("help") => {
            let rest: Vec<OsString> = args.collect();
            match rest.first().and_then(|a| a.to_str()) {
                Some("as") if rest.len() == 1 => return write_output(OsStr::new("-"), help::AS.as_bytes()),
                Some("dis") if rest.len() == 1 => return write_output(OsStr::new("-"), help::DIS.as_bytes()),
                Some("val") if rest.len() == 1 => return val::val(&[OsString::from("--help")]),
                _ => {}
            }
        }
        _ => {}
    }
    let cli = Cli::parse();
    match &cli.command {
        // Not reached (`main` hands these their arguments first); the same either way.
        Command::As(raw) => as_(raw.args.clone()),
        Command::Dis(raw) => dis(raw.args.clone()),
        Command::Val(raw) => val::val(&raw.args),
        Command::Reqs(args) => reqs(args),
        Command::Reflect(args) => reflect_command(args),
    }
}

/// `spirv reflect`'s status when no entry point, or more than one, has the name `--entry` and
/// the execution model `--stage` give.
const REFLECT_NO_ENTRY: u8 = 3;

fn reflect_command(args: &ReflectArgs) -> ExitCode {
    let fail = |parts: &[&[u8]]| {
        let mut all = vec![b"error: ".as_slice()];
        all.extend_from_slice(parts);
        eprint_bytes(&all);
        ExitCode::from(1)
    };
    let stage = match args.stage.as_deref().map(|s| (s, ExecutionModel::from_name(s))) {
        None => None,
        Some((_, Some(model))) => Some(model),
        Some((name, None)) => {
            eprintln!("error: '{name}' is not an execution model (Vertex, Fragment, GLCompute, ...)");
            return ExitCode::from(2);
        }
    };
    let bytes = match read_module_input(&args.input) {
        Ok(b) => b,
        Err(message) => return fail(&[&message]),
    };
    let module = match spirv_core::Module::decode(&bytes) {
        Ok(m) => m,
        Err(e) => return fail(&[e.to_string().as_bytes()]),
    };
    let r = match reflect::reflect(&module, args.entry.as_deref(), stage) {
        Ok(r) => r,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(REFLECT_NO_ENTRY);
        }
    };
    let out = if args.json { reflect::json(&r) } else { r.to_string() };
    match write_to(OsStr::new("-"), out.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(WriteFailure::BrokenPipe) => ExitCode::from(BROKEN_PIPE),
        Err(WriteFailure::Message(m)) => fail(&[&m]),
    }
}
