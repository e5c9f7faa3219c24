mod grammar {
    spirv_core::spirv_grammar!(spirv_core_grammar);
}

mod trailing {
    spirv_core::spirv_grammar!("spirv.core.grammar.json" extra);
}

fn main() {}
