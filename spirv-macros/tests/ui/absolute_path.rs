mod grammar {
    spirv_core::spirv_grammar!("/etc/spirv.core.grammar.json");
}

fn main() {}
