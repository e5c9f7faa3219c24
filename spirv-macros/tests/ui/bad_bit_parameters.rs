mod grammar {
    spirv_core::spirv_grammar!("spirv-macros/tests/fixtures/bad_bit_parameters.json");
}

fn main() {}
