mod grammar {
    spirv_core::spirv_grammar!("spirv-macros/tests/fixtures/bad_version.json");
}

fn main() {}
