mod grammar {
    spirv_core::spirv_grammar!("spirv-macros/tests/fixtures/duplicate_instruction.json");
}

fn main() {}
