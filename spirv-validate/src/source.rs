//! Where an instruction comes from in the shader's source, when the module says: the `OpLine`
//! or NonSemantic.Shader.DebugInfo.100 `DebugLine` in effect at it, so that an error can point
//! at the source line a compiler wrote it from (what rust-gpu#323 asks of a validator).

use alloc::string::String;

use spirv_core::ExtInstruction;
use spirv_core::ext::nonsemantic_shader_debuginfo_100 as debug_info;
use spirv_core::spec::Instruction;

use spirv_model::Model;

/// A place in the shader's source.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourceLocation {
    /// The file's name, as the module's `OpString` gives it (empty when it names none).
    pub file: String,
    /// The line, from 1 (0: the module does not say).
    pub line: u32,
    /// The column, from 1 (0: the module does not say).
    pub column: u32,
}

/// The source location in effect at instruction `index` of `model`'s module: the nearest line
/// instruction before it, unless a line's scope ends between them (`OpNoLine` or
/// `DebugNoLine`, the end of a block, a function's start or end).
pub(crate) fn source_location(model: &Model<'_, '_>, index: usize) -> Option<SourceLocation> {
    let instructions = model.module().instructions.get(..index)?;
    for inst in instructions.iter().rev() {
        match inst {
            Instruction::Line { file, line, column } => {
                return Some(SourceLocation { file: string(model, file.get()), line: *line, column: *column });
            }
            Instruction::NoLine | Instruction::Label { .. } | Instruction::Function { .. } => return None,
            Instruction::FunctionEnd => return None,
            Instruction::ExtInst { instruction: ExtInstruction::NonSemanticShaderDebugInfo100(i), .. } => match i {
                debug_info::Instruction::DebugLine { source, line_start, column_start, .. } => {
                    let file = match model.def(*source) {
                        Some(Instruction::ExtInst {
                            instruction:
                                ExtInstruction::NonSemanticShaderDebugInfo100(debug_info::Instruction::DebugSource {
                                    file,
                                    ..
                                }),
                            ..
                        }) => string(model, file.get()),
                        _ => String::new(),
                    };
                    return Some(SourceLocation {
                        file,
                        line: number(model, *line_start),
                        column: number(model, *column_start),
                    });
                }
                debug_info::Instruction::DebugNoLine => return None,
                _ => {}
            },
            i if spirv_model::branch_targets(i).is_some() => return None,
            _ => {}
        }
    }
    None
}

/// The value of an integer constant that fits 32 bits (0 for anything else: the module does
/// not say).
fn number(model: &Model<'_, '_>, id: spirv_core::IdRef) -> u32 {
    let Some(Instruction::Constant { result_type, value, .. }) = model.def(id) else { return 0 };
    match model.def(*result_type) {
        Some(Instruction::TypeInt { .. }) => u32::try_from(value.bits()).unwrap_or(0),
        _ => 0,
    }
}

/// The text of an `OpString` (empty for any other id).
fn string(model: &Model<'_, '_>, id: u32) -> String {
    match spirv_core::IdRef::new(id).and_then(|id| model.def(id)) {
        Some(Instruction::String { string, .. }) => String::from_utf8_lossy(string.as_bytes()).into_owned(),
        _ => String::new(),
    }
}
