//! The command line of `spirv as` and `spirv dis`, read exactly as spirv-as and spirv-dis read
//! theirs (SPIRV-Tools' `tools/util/flags.cpp`, v2025.5), so that every command line either tool
//! accepts means the same here and every one it refuses is refused with its message and status:
//!
//! - `--` ends the flags (everything after it is an input, even an empty argument), `-` alone
//!   is an input (standard input), an empty argument is ignored, anything else not starting
//!   with `-` is an input;
//! - a flag is looked up by its whole token (`-o=x` is the unknown flag `-o=x`), a long flag by
//!   the part before `=` (`--target-env=spv1.3`);
//! - a boolean long flag takes `=true` or `=false` (`--raw-id=false`), nothing else;
//! - a string flag takes the next argument whatever it is (`-o --raw-id` writes to a file named
//!   `--raw-id`), or, for a long flag, what follows `=` (which may be empty);
//! - a flag given twice is an error, even with the same value.
//!
//! The first problem ends the parse with one of spirv-as' messages (without `error: `): `Unknown
//! flag NAME`, `The flag NAME was specified multiple times.`, `Invalid usage for flag NAME`
//! (exit status 1).

use std::ffi::{OsStr, OsString};

/// What a flag takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A switch (`--raw-id`, `--raw-id=false`).
    Bool,
    /// A value (`-o FILE`, `--target-env ENV`, `--target-env=ENV`).
    String,
}

/// A value given on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A switch's setting.
    Bool(bool),
    /// A string flag's argument.
    String(OsString),
}

/// The flags and inputs of a command line.
#[derive(Debug)]
pub struct Parsed {
    /// The flags given, by name (with their dashes), in order.
    flags: Vec<(&'static str, Value)>,
    /// The inputs, in order.
    pub positional: Vec<OsString>,
}

impl Parsed {
    /// Whether the switch `name` is on (given without `=false`).
    pub fn on(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, v)| *n == name && *v == Value::Bool(true))
    }

    /// The value of the string flag `name`, if given.
    pub fn string(&self, name: &str) -> Option<&OsStr> {
        self.flags.iter().find_map(|(n, v)| match v {
            Value::String(s) if *n == name => Some(s.as_os_str()),
            _ => None,
        })
    }
}

/// An argument's bytes (on Unix exactly; elsewhere its lossy UTF-8, which is all a flag name can
/// match anyway).
pub fn bytes(s: &OsStr) -> std::borrow::Cow<'_, [u8]> {
    #[cfg(unix)]
    {
        std::borrow::Cow::Borrowed(std::os::unix::ffi::OsStrExt::as_bytes(s))
    }
    #[cfg(not(unix))]
    {
        match s.to_string_lossy() {
            std::borrow::Cow::Borrowed(t) => std::borrow::Cow::Borrowed(t.as_bytes()),
            std::borrow::Cow::Owned(t) => std::borrow::Cow::Owned(t.into_bytes()),
        }
    }
}

/// The argument made of `bytes` (on Unix exactly; elsewhere through lossy UTF-8).
fn os_string(bytes: &[u8]) -> OsString {
    #[cfg(unix)]
    {
        <OsStr as std::os::unix::ffi::OsStrExt>::from_bytes(bytes).to_os_string()
    }
    #[cfg(not(unix))]
    {
        OsString::from(String::from_utf8_lossy(bytes).into_owned())
    }
}

fn message(parts: &[&[u8]]) -> Vec<u8> {
    parts.concat()
}

/// Parses `args` (without the program and subcommand names) against `specs` (names with their
/// dashes: `-o`, `--raw-id`). The error is the message to print on standard error, as is.
pub fn parse(specs: &[(&'static str, Kind)], args: impl IntoIterator<Item = OsString>) -> Result<Parsed, Vec<u8>> {
    let args: Vec<OsString> = args.into_iter().collect();
    let mut parsed = Parsed { flags: Vec::new(), positional: Vec::new() };
    let mut only_inputs = false;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        let raw = bytes(arg);
        if only_inputs {
            parsed.positional.push(arg.clone());
            continue;
        }
        match &*raw {
            b"--" => {
                only_inputs = true;
                continue;
            }
            b"-" => {
                parsed.positional.push(arg.clone());
                continue;
            }
            // flags.cpp skips empty arguments.
            b"" => continue,
            [c, ..] if *c != b'-' => {
                parsed.positional.push(arg.clone());
                continue;
            }
            _ => {}
        }
        let short = !raw.starts_with(b"--");
        let (name, inline) = match raw.iter().position(|&c| c == b'=') {
            Some(eq) if !short => (&raw[..eq], Some(&raw[eq + 1..])),
            _ => (&raw[..], None),
        };
        let Some(&(spec, kind)) = specs.iter().find(|(n, _)| n.as_bytes() == name) else {
            return Err(message(&[b"Unknown flag ", name]));
        };
        if parsed.flags.iter().any(|(n, _)| *n == spec) {
            return Err(message(&[b"The flag ", name, b" was specified multiple times."]));
        }
        let value = match (kind, inline) {
            (Kind::Bool, None) => Some(Value::Bool(true)),
            (Kind::Bool, Some(b"true")) => Some(Value::Bool(true)),
            (Kind::Bool, Some(b"false")) => Some(Value::Bool(false)),
            (Kind::Bool, Some(_)) => None,
            (Kind::String, Some(v)) => Some(Value::String(os_string(v))),
            (Kind::String, None) => args.get(i).map(|next| {
                i += 1;
                Value::String(next.clone())
            }),
        };
        match value {
            Some(v) => parsed.flags.push((spec, v)),
            None => return Err(message(&[b"Invalid usage for flag ", name])),
        }
    }
    Ok(parsed)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: [(&str, Kind); 4] =
        [("-h", Kind::Bool), ("-o", Kind::String), ("--raw-id", Kind::Bool), ("--target-env", Kind::String)];

    fn run(args: &[&str]) -> Result<Parsed, String> {
        parse(&SPECS, args.iter().map(OsString::from)).map_err(|e| String::from_utf8(e).unwrap())
    }

    // The messages are flags.cpp's; the command-line tests in tests/cli.rs compare them with the
    // real tools. These pin the parser's own rules.
    #[test]
    fn reads_flags_as_spirv_tools_does() {
        let p = run(&["a", "-o", "--raw-id", "--", "-h", "", "-"]).unwrap();
        assert_eq!(p.string("-o"), Some(OsStr::new("--raw-id")));
        assert!(!p.on("--raw-id") && !p.on("-h"));
        // After `--`, even an empty argument is an input.
        assert_eq!(p.positional, ["a", "-h", "", "-"]);
        let p = run(&["--raw-id=false", "--target-env=", ""]).unwrap();
        assert!(!p.on("--raw-id"));
        assert_eq!(p.string("--target-env"), Some(OsStr::new("")));
        assert!(p.positional.is_empty());
        assert_eq!(run(&["-o=x"]).unwrap_err(), "Unknown flag -o=x");
        assert_eq!(run(&["--bogus=1"]).unwrap_err(), "Unknown flag --bogus");
        assert_eq!(run(&["--raw-id=yes"]).unwrap_err(), "Invalid usage for flag --raw-id");
        assert_eq!(run(&["-o"]).unwrap_err(), "Invalid usage for flag -o");
        assert_eq!(run(&["-h", "-h"]).unwrap_err(), "The flag -h was specified multiple times.");
    }
}
