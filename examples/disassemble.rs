//! Prints a SPIR-V module as `spirv-dis` does: `cargo run --example disassemble -- FILE.spv`
//! (add `--raw-id` for numeric ids).

use spirv_core::text::{DisassembleOptions, disassemble_to};

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(path), raw) = (args.next(), args.next().is_some_and(|a| a == "--raw-id")) else {
        eprintln!("usage: disassemble FILE.spv [--raw-id]");
        std::process::exit(1);
    };
    let bytes = std::fs::read(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1);
    });
    let options = DisassembleOptions { friendly_names: !raw, ..Default::default() };
    if let Err(e) = disassemble_to(&bytes, &options, &mut std::io::stdout().lock()) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
