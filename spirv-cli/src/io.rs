//! Reading inputs and writing outputs as the reference tools do: file names as bytes, `-` for
//! the standard streams, a closed pipe's exit status, `error: ` messages.

use std::ffi::OsStr;
use std::io::{Read, Seek, Write};
use std::process::ExitCode;

use crate::flags;

/// Writes `parts` and a newline to standard error (bytes: file names need not be UTF-8).
pub(crate) fn eprint_bytes(parts: &[&[u8]]) {
    let mut stderr = std::io::stderr().lock();
    for p in parts {
        let _ = stderr.write_all(p);
    }
    let _ = stderr.write_all(b"\n");
}

/// `error: MESSAGE` on standard error, and exit status 1.
pub(crate) fn fail(parts: &[&[u8]]) -> ExitCode {
    let mut all = vec![b"error: ".as_slice()];
    all.extend_from_slice(parts);
    eprint_bytes(&all);
    ExitCode::from(1)
}

/// Standard input as a file, to read it and ask whether it is seekable; `None` when it is
/// closed.
#[cfg(unix)]
pub(crate) fn stdin_file() -> Option<std::fs::File> {
    use std::os::fd::AsFd;
    std::io::stdin().as_fd().try_clone_to_owned().ok().map(std::fs::File::from)
}

/// Reads the input as spirv-as and spirv-dis do (`ReadBinaryFile` / `ReadTextFile` in
/// `tools/io.cpp`), with their messages: a file that cannot be opened, whatever the reason,
/// "does not exist"; a read that fails on a seekable file (a directory, `/proc/self/mem`) ends
/// the input there (C's `ftell` does not fail, so the tools do not notice), and only on an
/// unseekable one (a pipe) is it `error reading file`.
pub(crate) fn read_input(path: &OsStr) -> Result<Vec<u8>, Vec<u8>> {
    let name = flags::bytes(path);
    let quoted = |what: &[u8]| [what, b" '", &name, b"'"].concat();
    let mut bytes = Vec::new();
    if &*name == b"-" {
        #[cfg(unix)]
        {
            let Some(mut file) = stdin_file() else { return Err(quoted(b"error reading file")) };
            if file.read_to_end(&mut bytes).is_err() && file.stream_position().is_err() {
                return Err(quoted(b"error reading file"));
            }
        }
        #[cfg(not(unix))]
        if std::io::stdin().read_to_end(&mut bytes).is_err() {
            return Err(quoted(b"error reading file"));
        }
        return Ok(bytes);
    }
    let Ok(mut file) = std::fs::File::open(path) else { return Err(quoted(b"file does not exist")) };
    if file.read_to_end(&mut bytes).is_err() && file.stream_position().is_err() {
        return Err(quoted(b"error reading file"));
    }
    Ok(bytes)
}

/// The bytes of the module `path` names, for the commands of our own (`spirv reqs`, `spirv
/// reflect`): [`read_input`], but a directory is said to be one, where `spirv-dis` and
/// `spirv-as` read it as an empty file (and `spirv val` validates the modules in it).
pub(crate) fn read_module_input(path: &OsStr) -> Result<Vec<u8>, Vec<u8>> {
    if flags::bytes(path).as_ref() != b"-" && std::path::Path::new(path).is_dir() {
        return Err([b"'".as_slice(), &flags::bytes(path), b"' is a directory, not a module file"].concat());
    }
    read_input(path)
}

/// The exit status of a command whose standard output is a closed pipe: what a shell reports
/// for the reference tools, which SIGPIPE kills (128 + 13).
pub(crate) const BROKEN_PIPE: u8 = 141;

/// Why [`write_to`] failed.
pub(crate) enum WriteFailure {
    /// Standard output is a closed pipe.
    BrokenPipe,
    /// The message to print (without `error: `).
    Message(Vec<u8>),
}

/// Writes `bytes` to `path` (`-`: standard output) as spirv-as' and spirv-dis' `WriteFile` does,
/// with its messages; a write that fails is always reported (see the crate documentation).
pub(crate) fn write_to(path: &OsStr, bytes: &[u8]) -> Result<(), WriteFailure> {
    let name = flags::bytes(path);
    if &*name == b"-" {
        let mut stdout = std::io::stdout().lock();
        return stdout.write_all(bytes).and_then(|()| stdout.flush()).map_err(|e| {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                WriteFailure::BrokenPipe
            } else {
                WriteFailure::Message(b"could not write to file '-'".to_vec())
            }
        });
    }
    let Ok(mut file) = std::fs::File::create(path) else {
        return Err(WriteFailure::Message([b"could not open file '", &*name, b"'"].concat()));
    };
    file.write_all(bytes)
        .and_then(|()| file.flush())
        .map_err(|_| WriteFailure::Message([b"could not write to file '", &*name, b"'"].concat()))
}

/// [`write_to`], with `spirv as` / `spirv dis`' exit statuses: 1 on failure (with the
/// message), [`BROKEN_PIPE`] (quietly) on a closed pipe.
pub(crate) fn write_output(path: &OsStr, bytes: &[u8]) -> ExitCode {
    match write_to(path, bytes) {
        Ok(()) => ExitCode::SUCCESS,
        Err(WriteFailure::BrokenPipe) => ExitCode::from(BROKEN_PIPE),
        Err(WriteFailure::Message(m)) => fail(&[&m]),
    }
}
