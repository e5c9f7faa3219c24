//! The validation state the passes share: the module, its model, the options, and how errors
//! are worded and numbered as spirv-val words and numbers them.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use spirv_core::Module;
use spirv_core::text::FriendlyNames;
use spirv_model::Model;

use crate::error::{ErrorKind, ValidationError};
use crate::options::Options;
use crate::passes;

/// What the passes see of the module being validated.
pub(crate) struct Checker<'m, 'a> {
    pub bytes: &'m [u8],
    pub module: &'m Module<'a>,
    pub model: Model<'m, 'a>,
    /// The target environment and flags.
    pub options: &'m Options,
    /// Each instruction's text under a message, made on the first error.
    texts: Option<Vec<String>>,
    /// spirv-dis' names of the ids, made on the first message that names one.
    names: Option<Option<FriendlyNames>>,
    /// What the annotation pass works out once (decorations registered, uses of ids).
    pub annotations: Option<alloc::boxed::Box<passes::annotation::Registered>>,
}

impl<'m, 'a> Checker<'m, 'a> {
    /// An error of `kind` about instruction `instruction` (`None`: the module), with
    /// spirv-val's message.
    pub fn diag(&mut self, kind: ErrorKind, instruction: Option<usize>, message: impl Into<String>) -> ValidationError {
        let text = instruction.and_then(|i| self.text(i));
        ValidationError { kind, instruction, message: message.into(), text }
    }

    /// The text of instruction `index` as spirv-val prints it under a message.
    fn text(&mut self, index: usize) -> Option<String> {
        let texts = self.texts.get_or_insert_with(|| {
            let texts = spirv_core::text::instruction_texts(self.bytes).unwrap_or_default();
            texts.into_iter().map(|t| String::from_utf8_lossy(&t).into_owned()).collect()
        });
        texts.get(index).cloned()
    }

    /// The prefix spirv-val puts before a message about a rule of Vulkan's (`VkErrorID`):
    /// `[VUID-...] ` under a Vulkan environment, nothing otherwise.
    pub fn vuid(&self, id: u32) -> String {
        match crate::vuid::name(id) {
            Some(name) if self.options.target_env.is_vulkan() => format!("[{name}] "),
            _ => String::new(),
        }
    }

    /// The sentence spirv-val adds when an option or device feature would allow what a message
    /// refuses (`MissingFeature`).
    pub fn missing_feature(feature: &str, flag: &str, hint: bool) -> String {
        format!(
            "\nThis is {}allowed if you enable the {feature} (or use the {flag} command line flag)",
            if hint { "may be " } else { "" }
        )
    }

    /// An id as spirv-val names it in messages (`getIdName`): `'5[%x]'`, the number and
    /// spirv-dis' name, quoted.
    pub fn id_name(&mut self, id: u32) -> String {
        let names = self.names.get_or_insert_with(|| FriendlyNames::from_module(self.bytes).ok());
        match names {
            Some(names) => format!("'{id}[%{}]'", names.name(id)),
            None => format!("'{id}[%{id}]'"),
        }
    }
}

/// Validates `bytes`: every error (with `keep_going`) or the first.
pub(crate) fn run(bytes: &[u8], options: &Options, keep_going: bool) -> Vec<ValidationError> {
    // The header and the binary parse come first, and nothing can be checked past their errors.
    if let Err(e) = passes::header::check(bytes, options) {
        return alloc::vec![e];
    }
    if let Err(e) = spirv_core::text::check_binary(bytes) {
        let kind = match e.kind() {
            spirv_core::text::DisassembleErrorKind::InvalidId => ErrorKind::InvalidId,
            spirv_core::text::DisassembleErrorKind::Internal => ErrorKind::Internal,
            _ => ErrorKind::InvalidBinary,
        };
        let message = e.message().to_string();
        return alloc::vec![ValidationError { kind, instruction: e.instruction().map(|i| i - 1), message, text: None }];
    }
    let Ok(module) = Module::decode(bytes) else {
        // The binary parse accepts what the decoder does; this is only a safeguard.
        return alloc::vec![ValidationError {
            kind: ErrorKind::InvalidBinary,
            instruction: None,
            message: "The module could not be decoded.".into(),
            text: None,
        }];
    };
    let mut checker = Checker {
        bytes,
        module: &module,
        model: Model::new(&module),
        options,
        texts: None,
        names: None,
        annotations: None,
    };
    passes::run(&mut checker, keep_going)
}
