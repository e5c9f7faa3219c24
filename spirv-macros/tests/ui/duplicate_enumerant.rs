mod grammar {
    spirv_core::spirv_grammar!("spirv-macros/tests/fixtures/duplicate_enumerant.json");
}

fn main() {}
