mod grammar {
    spirv_core::spirv_grammar!("no-such-grammar.json");
}

fn main() {}
