mod relative {
    spirv_core::spirv_grammar!("spirv.core.grammar.json", module = self::relative);
}

mod unknown {
    spirv_core::spirv_grammar!("spirv.core.grammar.json", modul = crate::unknown);
}

fn main() {}
