//! SPIRV-Tools' validator in process, through its C API (`libSPIRV-Tools-shared.so` of the
//! pinned PyPI package, opened at run time), for benchmarks that compare with `spvValidate`
//! without a process per module. Nothing of ours links it: it is loaded from
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

impl Validator {
    /// A validator for `target_env` (a `--target-env` name, read by SPIRV-Tools itself).
    ///
    /// # Panics
    /// When the library or one of its functions is missing, or the name is not one it knows.
    pub fn new(target_env: &str) -> Validator {
        let path = library_path();
        // SAFETY: loading SPIRV-Tools runs only its C++ static initialisers, which have no
        // preconditions.
        let library = unsafe { libloading::Library::new(&path) }
            .unwrap_or_else(|e| panic!("cannot load {}: {e}", path.display()));
        // SAFETY (each `get`): the types are the functions' C prototypes in libspirv.h.
        let get =
            |name: &[u8]| unsafe { library.get::<*const c_void>(name).map(|s| *s).unwrap_or_else(|e| panic!("{e}")) };
        // SAFETY: each pointer is the function of that name, of the type it is cast to.
        let (create, parse, options_create, validate, diagnostic_destroy, context_destroy, options_destroy) = unsafe {
            (
                std::mem::transmute::<*const c_void, ContextCreate>(get(b"spvContextCreate")),
                std::mem::transmute::<*const c_void, ParseTargetEnv>(get(b"spvParseTargetEnv")),
                std::mem::transmute::<*const c_void, OptionsCreate>(get(b"spvValidatorOptionsCreate")),
                std::mem::transmute::<*const c_void, ValidateWithOptions>(get(b"spvValidateWithOptions")),
                std::mem::transmute::<*const c_void, DiagnosticDestroy>(get(b"spvDiagnosticDestroy")),
                std::mem::transmute::<*const c_void, ContextDestroy>(get(b"spvContextDestroy")),
                std::mem::transmute::<*const c_void, OptionsDestroy>(get(b"spvValidatorOptionsDestroy")),
            )
        };
        let name = CString::new(target_env).expect("no NUL in a target name");
        let mut env: c_int = 0;
        // SAFETY: `name` is a NUL-terminated string and `env` a valid out-pointer.
        assert!(unsafe { parse(name.as_ptr(), &mut env) }, "SPIRV-Tools does not know the target {target_env}");
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
        let rejection = (code != 0).then(|| {
            let (index, message) = if diagnostic.is_null() {
                (0, String::new())
            } else {
                // SAFETY: a non-null diagnostic is the library's, with a NUL-terminated error.
                unsafe {
                    let d = &*diagnostic;
                    let message = if d.error.is_null() {
                        String::new()
                    } else {
                        CStr::from_ptr(d.error).to_string_lossy().into_owned()
                    };
                    (d.position.index, message)
                }
            };
            Rejection { code, index, message }
        });
        if !diagnostic.is_null() {
            // SAFETY: the diagnostic the call made, destroyed once.
            unsafe { (self.diagnostic_destroy)(diagnostic) };
        }
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
