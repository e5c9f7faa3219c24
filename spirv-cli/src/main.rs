//! `spirv`: SPIR-V assembly and disassembly, a drop-in for SPIRV-Tools' `spirv-as` and
//! `spirv-dis` (v2025.5): the same flags, the same output byte for byte, the same messages and
//! exit statuses.
//!
//! ```text
//! spirv as [--target-env ENV] [--preserve-numeric-ids] [INPUT] [-o OUTPUT]
//! spirv dis [--raw-id] [--no-header] [--no-indent] [--nested-indent] [--reorder-blocks]
//!           [--comment] [--offsets] [--color | --no-color] [--keep-going] [INPUT] [-o OUTPUT]
//! spirv reqs [--json] [INPUT]
//! ```
//!
//! `-` is standard input or output; `spirv as` writes `out.spv` without `-o`.

use std::io::{IsTerminal, Read, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

mod hex;
use spirv_core::text::{AssembleOptions, DisassembleOptions, assemble, disassemble_into, target_env_version};

#[derive(Parser, Debug)]
#[command(name = "spirv", version, about = "Assemble and disassemble SPIR-V exactly as spirv-as and spirv-dis do")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Assemble SPIR-V assembly text into a binary module, as spirv-as does.
    As(AsArgs),
    /// Disassemble a SPIR-V binary into the text spirv-dis prints.
    Dis(DisArgs),
    /// Show the capabilities, extensions and SPIR-V version a binary module requires, and what
    /// it is missing (exit status 1 when something is).
    Reqs(ReqsArgs),
}

#[derive(Args, Debug)]
struct ReqsArgs {
    /// The binary module (`-`: standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Print one JSON object: version, capabilities, extensions, declared_capabilities,
    /// declared_extensions, missing_capabilities, missing_extensions.
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
struct AsArgs {
    /// The assembly text (`-`: standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Where to write the module (`-`: standard output).
    #[arg(short = 'o', default_value = "out.spv")]
    output: String,
    /// The target environment, such as spv1.3 or vulkan1.2; it sets the header's version and
    /// which opcodes are available. Without it, a leading `; Version: 1.x` comment, else 1.6.
    #[arg(long)]
    target_env: Option<String>,
    /// Keep the number of every id whose name is a number (`%5` stays 5).
    #[arg(long)]
    preserve_numeric_ids: bool,
}

#[derive(Args, Debug)]
struct DisArgs {
    /// The binary module (`-`: standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Where to write the text (`-`: standard output).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Print ids as numbers instead of friendly names.
    #[arg(long)]
    raw_id: bool,
    /// Leave out the header comments.
    #[arg(long)]
    no_header: bool,
    /// Do not align the opcodes in column 15.
    #[arg(long)]
    no_indent: bool,
    /// Indent blocks by their nesting in the control flow.
    #[arg(long)]
    nested_indent: bool,
    /// Print each function's blocks in reverse post-order.
    #[arg(long)]
    reorder_blocks: bool,
    /// Add section comments, OpName ids and decorations as comments.
    #[arg(long)]
    comment: bool,
    /// Add each instruction's byte offset as a comment.
    #[arg(long)]
    offsets: bool,
    /// Colour the output (only when writing to standard output).
    #[arg(long, overrides_with = "no_color")]
    color: bool,
    /// Never colour the output.
    #[arg(long)]
    no_color: bool,
    /// Go on past an invalid instruction: print its words as a comment and continue with the
    /// next (the exit status still reports the first error).
    #[arg(long)]
    keep_going: bool,
}

/// Reads a file, or standard input for `-`; the error is spirv-dis' message.
fn read_input(path: &str) -> Result<Vec<u8>, String> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map_err(|_| "error reading file '-'".to_string())?;
        return Ok(bytes);
    }
    match std::fs::read(path) {
        Ok(bytes) => Ok(bytes),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(format!("file does not exist '{path}'")),
        Err(_) => Err(format!("error reading file '{path}'")),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(1)
}

fn as_(args: &AsArgs) -> ExitCode {
    let text = match read_input(&args.input) {
        Ok(t) => t,
        Err(e) => return fail(&e),
    };
    let target = match &args.target_env {
        None => None,
        Some(name) => match target_env_version(name) {
            Some(version) => Some(version),
            None => return fail(&format!("Unrecognized target env: {name}")),
        },
    };
    if text.is_empty() {
        // spirv-as hands the library no text at all for an empty file.
        eprintln!("error: 1: 1: Missing assembly text.");
        return ExitCode::from(251);
    }
    let options = AssembleOptions { target, preserve_numeric_ids: args.preserve_numeric_ids };
    match assemble(&text, &options) {
        Ok(words) => {
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            let written = if args.output == "-" {
                std::io::stdout().lock().write_all(&bytes).and_then(|()| std::io::stdout().flush())
            } else {
                std::fs::write(&args.output, &bytes)
            };
            match written {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => fail(&format!("could not write '{}'", args.output)),
            }
        }
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

fn dis(args: &DisArgs) -> ExitCode {
    let bytes = match read_input(&args.input) {
        Ok(b) => b,
        Err(e) => return fail(&e),
    };
    let bytes = if hex::is_hex_stream(&bytes) {
        match hex::parse(&bytes, &args.input) {
            Ok(words) => words.iter().flat_map(|w| w.to_le_bytes()).collect(),
            Err(e) => return fail(&e),
        }
    } else if !bytes.len().is_multiple_of(4) {
        return fail(&format!("file size should be a multiple of 4; file '{}' corrupt", args.input));
    } else {
        bytes
    };
    if bytes.is_empty() {
        eprintln!("error: Missing module.");
        return ExitCode::from(252);
    }
    let to_stdout = args.output == "-";
    let options = DisassembleOptions {
        indent: !args.no_indent,
        friendly_names: !args.raw_id,
        header: !args.no_header,
        nested_indent: args.nested_indent,
        reorder_blocks: args.reorder_blocks,
        comment: args.comment,
        offsets: args.offsets,
        color: to_stdout && !args.no_color && (args.color || std::io::stdout().is_terminal()),
        keep_going: args.keep_going,
        ..Default::default()
    };
    let mut text = Vec::new();
    let result = disassemble_into(&bytes, &options, &mut text);
    // Like spirv-dis: to standard output, what was printed before an error stays; to a file,
    // nothing is written on error.
    if to_stdout || result.is_ok() {
        let written = if to_stdout {
            std::io::stdout().lock().write_all(&text).and_then(|()| std::io::stdout().flush())
        } else {
            std::fs::write(&args.output, &text)
        };
        if written.is_err() {
            return fail(&format!("could not write '{}'", args.output));
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

fn reqs(args: &ReqsArgs) -> ExitCode {
    let bytes = match read_input(&args.input) {
        Ok(b) => b,
        Err(message) => return fail(&message),
    };
    let module = match spirv_core::Module::decode(&bytes) {
        Ok(m) => m,
        Err(e) => return fail(&e.to_string()),
    };
    let r = spirv_core::Requirements::of(&module);
    let mut out = String::new();
    if args.json {
        let strings = |items: &[_]| items.iter().map(|c: &spirv_core::spec::Capability| c.name()).collect::<Vec<_>>();
        // Keys in this order: a `Map` would sort them.
        let fields: [(&str, serde_json::Value); 7] = [
            ("version", r.version.to_string().into()),
            ("capabilities", strings(&r.capabilities).into()),
            ("extensions", r.extensions.clone().into()),
            ("declared_capabilities", strings(&r.declared_capabilities).into()),
            ("declared_extensions", r.declared_extensions.clone().into()),
            ("missing_capabilities", strings(&r.missing_capabilities).into()),
            ("missing_extensions", r.missing_extensions.clone().into()),
        ];
        out.push('{');
        for (i, (key, value)) in fields.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&format!("{}: {value}", serde_json::Value::from(*key)));
        }
        out.push_str("}\n");
    } else {
        out.push_str(&format!("module version:        {}\n", r.module_version));
        out.push_str(&format!("minimum version:       {}\n", r.version));
        out.push_str(&format!("capabilities:          {}\n", names(&r.capabilities)));
        out.push_str(&format!("extensions:            {}\n", names(&r.extensions)));
        out.push_str(&format!("declared capabilities: {}\n", names(&r.declared_capabilities)));
        out.push_str(&format!("declared extensions:   {}\n", names(&r.declared_extensions)));
        out.push_str(&format!("missing capabilities:  {}\n", names(&r.missing_capabilities)));
        out.push_str(&format!("missing extensions:    {}\n", names(&r.missing_extensions)));
        for u in &r.unmet {
            out.push_str(&format!("unmet: instruction {}: {u}\n", u.instruction));
        }
    }
    if std::io::stdout().write_all(out.as_bytes()).is_err() {
        return fail("error writing to standard output");
    }
    match r.check() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e.to_string()),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match &cli.command {
        Command::As(args) => as_(args),
        Command::Dis(args) => dis(args),
        Command::Reqs(args) => reqs(args),
    }
}
