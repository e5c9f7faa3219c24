mod grammar {
    spirv_core::spirv_grammar!("spirv-macros/tests/fixtures/bad_values.json");
}

fn main() {}
