mod grammar {
    spirv_core::spirv_grammar!("spirv-macros/tests/fixtures/bad_composite.json");
}

fn main() {}
