mod grammar {
    spirv_core::spirv_grammar!("spirv-macros/tests/fixtures/unknown_capability.json");
}

fn main() {}
