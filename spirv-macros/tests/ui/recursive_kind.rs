mod grammar {
    spirv_core::spirv_grammar!("spirv-macros/tests/fixtures/recursive_kind.json");
}

fn main() {}
