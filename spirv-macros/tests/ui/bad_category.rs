mod grammar {
    spirv_core::spirv_grammar!("spirv-macros/tests/fixtures/bad_category.json");
}

fn main() {}
