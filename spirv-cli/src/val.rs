//! `spirv val`: spirv-val's `main` (`tools/val/val.cpp`, v2025.5), step for step, on
//! [`spirv_validate`]: its command line (which, unlike spirv-as' and spirv-dis', it reads by
//! hand: exact flag names, `--target-env ENV` and `--max-* N` taking the next argument, the
//! first problem ending the parse), its messages and exit statuses, a directory validated file
//! by file; and `--keep-going`, which prints every error instead of the first.

use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use spirv_core::TargetEnv;
use spirv_validate::{Options, ValidationError, Validator};

use crate::io::{BROKEN_PIPE, WriteFailure, eprint_bytes, read_input, write_to};
use crate::{flags, hex};

/// What the command line asks for.
enum Parsed {
    /// Validate the input (`None`: standard input).
    Validate { input: Option<OsString>, options: Box<Options>, keep_going: bool },
    /// Print this and exit with this status (help, version, or a bad command line).
    Exit(ExitCode),
}

/// C's `sscanf(arg, "%u", ...)`: `None` when it matches nothing (no digits after optional
/// space and sign), as spirv-val's "missing argument"; an empty or all-space argument is C's
/// EOF, which spirv-val takes as success with the limit left at 0; the value wraps as C's
/// conversion to `unsigned` does, and saturates past `unsigned long`.
fn scan_unsigned(arg: &[u8]) -> Option<u32> {
    let rest = arg.trim_ascii_start();
    if rest.is_empty() {
        return Some(0);
    }
    let (negative, digits) = match rest[0] {
        b'-' => (true, &rest[1..]),
        b'+' => (false, &rest[1..]),
        _ => (false, rest),
    };
    let len = digits.iter().take_while(|b| b.is_ascii_digit()).count();
    if len == 0 {
        return None;
    }
    let mut value: u64 = 0;
    for &d in &digits[..len] {
        match value.checked_mul(10).and_then(|v| v.checked_add(u64::from(d - b'0'))) {
            Some(v) => value = v,
            None => return Some(u32::MAX),
        }
    }
    let value = if negative { value.wrapping_neg() } else { value };
    Some(value as u32)
}

/// Reads the command line as spirv-val does.
fn parse(args: &[OsString]) -> Parsed {
    let mut options = Options::default();
    let mut input: Option<OsString> = None;
    let mut keep_going = false;
    let fail = |message: &[&[u8]]| {
        let mut line = vec![b"error: ".as_slice()];
        line.extend_from_slice(message);
        eprint_bytes(&line);
        Parsed::Exit(ExitCode::from(1))
    };
    let mut i = 0;
    while i < args.len() {
        let arg = flags::bytes(&args[i]);
        let has_next = i + 1 < args.len();
        i += 1;
        if arg.first() != Some(&b'-') {
            if input.is_some() {
                return fail(&[b"More than one input file specified"]);
            }
            input = Some(args[i - 1].clone());
            continue;
        }
        if arg.starts_with(b"--max-") {
            if !has_next {
                return fail(&[b"Missing argument to ", &arg]);
            }
            let Some(limit) = options.limits.by_flag(&arg) else {
                return fail(&[b"unrecognized option: ", &arg]);
            };
            let value = flags::bytes(&args[i]);
            i += 1;
            match scan_unsigned(&value) {
                Some(n) => *limit = n,
                None => return fail(&[b"missing argument to ", &arg]),
            }
        } else if &*arg == b"--version" {
            let mut text = format!(
                "spirv {}, for SPIRV-Tools v2025.5 (the same checks, messages and exit statuses)\nTargets:\n",
                env!("CARGO_PKG_VERSION")
            );
            // spirv-val's list, with its last two targets on one line.
            let targets = [
                TargetEnv::Universal1_0,
                TargetEnv::Universal1_1,
                TargetEnv::Universal1_2,
                TargetEnv::Universal1_3,
                TargetEnv::Universal1_4,
                TargetEnv::Universal1_5,
                TargetEnv::Universal1_6,
                TargetEnv::OpenCl2_2,
                TargetEnv::Vulkan1_0,
                TargetEnv::Vulkan1_1,
                TargetEnv::Vulkan1_1Spirv1_4,
                TargetEnv::Vulkan1_2,
                TargetEnv::Vulkan1_3,
            ];
            for env in targets {
                text.push_str("  ");
                text.push_str(env.description());
                text.push(if env == TargetEnv::Vulkan1_3 { ' ' } else { '\n' });
            }
            text.push_str(TargetEnv::Vulkan1_4.description());
            text.push('\n');
            return Parsed::Exit(write_stdout(&text));
        } else if &*arg == b"--help" || &*arg == b"-h" {
            return Parsed::Exit(write_stdout(&usage()));
        } else if &*arg == b"--target-env" {
            if !has_next {
                return fail(&[b"Missing argument to --target-env"]);
            }
            let name = flags::bytes(&args[i]);
            i += 1;
            match std::str::from_utf8(&name).ok().and_then(TargetEnv::parse) {
                Some(env) => options.target_env = env,
                None => return fail(&[b"Unrecognized target env: ", &name]),
            }
        } else if &*arg == b"--keep-going" {
            keep_going = true;
        } else if let Some(switch) = options.switch(&arg) {
            *switch = true;
        } else if &*arg == b"-" {
            if input.is_some() {
                return fail(&[b"More than one input file specified"]);
            }
            input = Some(args[i - 1].clone());
        } else {
            // spirv-val prints its usage, on standard output, for an unknown flag.
            let _ = write_stdout(&usage());
            return Parsed::Exit(ExitCode::from(1));
        }
    }
    Parsed::Validate { input, options: Box::new(options), keep_going }
}

/// Writes `text` to standard output; the exit status: 0, or [`BROKEN_PIPE`].
fn write_stdout(text: &str) -> ExitCode {
    match write_to(OsStr::new("-"), text.as_bytes()) {
        Err(WriteFailure::BrokenPipe) => ExitCode::from(BROKEN_PIPE),
        // spirv-val does not check its own printf.
        _ => ExitCode::SUCCESS,
    }
}

/// spirv-val's usage, naming `spirv val`, with `--keep-going`.
fn usage() -> String {
    String::from(crate::help::VAL)
}

/// Prints `errors` as spirv-val prints its first: `error: line N: message` (or, for a file
/// in a directory, `error: PATH:N: message`), the instruction, an empty line.
fn print_errors(errors: &[ValidationError], file: Option<&[u8]>) {
    let mut stderr = std::io::stderr().lock();
    for e in errors {
        let _ = match file {
            None => writeln!(stderr, "error: {e}"),
            Some(path) => {
                let _ = stderr.write_all(b"error: ");
                let _ = stderr.write_all(path);
                let _ = write!(stderr, ":{}: {}", e.line(), e.message);
                match &e.text {
                    Some(text) => writeln!(stderr, "\n  {text}\n"),
                    None => writeln!(stderr),
                }
            }
        };
    }
}

/// Reads and validates one file as spirv-val's `process_single_file` does; whether it is
/// valid. `path` `None`: standard input, not named on the command line (which spirv-val's
/// messages about the file call `(null)`, C's printing of a null name); `in_directory`: name
/// the file in validation messages.
fn validate_file(path: Option<&OsStr>, validator: &mut Validator, keep_going: bool, in_directory: bool) -> bool {
    let name = path.map_or(std::borrow::Cow::Borrowed(b"(null)".as_slice()), flags::bytes);
    let path = path.unwrap_or(OsStr::new("-"));
    let bytes = match read_input(path) {
        Ok(b) => b,
        Err(message) => {
            eprint_bytes(&[b"error: ", &message]);
            return false;
        }
    };
    let bytes = if hex::is_hex_stream(&bytes) {
        match hex::parse(&bytes, &name) {
            Ok(words) => spirv_core::binary::ByteOrder::Little.to_bytes(&words),
            Err(message) => {
                eprint_bytes(&[b"error: ", &message]);
                return false;
            }
        }
    } else if !bytes.len().is_multiple_of(4) {
        eprint_bytes(&[b"error: file size should be a multiple of 4; file '", &name, b"' corrupt"]);
        return false;
    } else {
        bytes
    };
    let errors = if keep_going {
        validator.validate_all(&bytes)
    } else {
        validator.validate(&bytes).err().into_iter().collect()
    };
    print_errors(&errors, in_directory.then_some(&*name));
    errors.is_empty()
}

/// The `.spv` files under `dir`, in the order the directory lists them, depth first, as
/// `std::filesystem::recursive_directory_iterator` walks them.
fn spv_files(dir: &Path, out: &mut Vec<OsString>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else { continue };
        if kind.is_dir() {
            spv_files(&path, out);
        } else if kind.is_file() && path.extension() == Some(OsStr::new("spv")) {
            out.push(path.into_os_string());
        }
    }
}

/// `spirv val ARGS`.
pub fn val(args: &[OsString]) -> ExitCode {
    let (input, options, keep_going) = match parse(args) {
        Parsed::Exit(status) => return status,
        Parsed::Validate { input, options, keep_going } => (input, options, keep_going),
    };
    // One validator for every file of a directory: it keeps its working memory from one to the
    // next.
    let mut validator = Validator::new(*options);
    if let Some(dir) = input.as_deref().filter(|i| *i != "-" && Path::new(i).is_dir()) {
        let mut files = Vec::new();
        spv_files(Path::new(dir), &mut files);
        let mut all_valid = true;
        for file in &files {
            all_valid &= validate_file(Some(file), &mut validator, keep_going, true);
        }
        return ExitCode::from(u8::from(!all_valid));
    }
    ExitCode::from(u8::from(!validate_file(input.as_deref(), &mut validator, keep_going, false)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scans_as_c_does() {
        // glibc's sscanf("%u") on each (checked with a C program against glibc 2.36).
        assert_eq!(scan_unsigned(b"12"), Some(12));
        assert_eq!(scan_unsigned(b"  +7x"), Some(7));
        assert_eq!(scan_unsigned(b"x"), None);
        assert_eq!(scan_unsigned(b"-"), None);
        assert_eq!(scan_unsigned(b""), Some(0));
        assert_eq!(scan_unsigned(b"-1"), Some(u32::MAX));
        assert_eq!(scan_unsigned(b"4294967296"), Some(0));
        assert_eq!(scan_unsigned(b"99999999999999999999999"), Some(u32::MAX));
    }
}
