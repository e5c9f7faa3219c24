//! A downstream crate that depends on spirv-core under another name (`spirv`), expands a
//! grammar of its own, and generates code from the instruction lists with
//! `for_each_instruction!`. Nothing here names `spirv_core`: the generated code reaches the
//! runtime through `$crate`.

/// The vendor grammar of `examples/vendor`, expanded here.
pub mod acme {
    spirv::spirv_grammar!("examples/vendor/extinst.acme.vendor-ops.grammar.json", module = crate::acme);
}

/// Builds the table and code that `for_each_instruction!` describes: per instruction, its
/// variant, opcode, grammar name, shape and typed fields.
macro_rules! instruction_list {
    ($grammar:ident: $($variant:ident = $opcode:literal, $name:literal, $shape:ident { $($field:ident: $ty:ty),* };)*) => {
        /// (opcode, grammar name, field names) of every instruction.
        pub const LIST: &[(u16, &str, &[&str])] = &[$(($opcode, $name, &[$(stringify!($field)),*])),*];

        /// The opcode of a typed instruction, found by matching on each variant's shape.
        pub fn opcode_by_variant(inst: &$grammar::Instruction<'_>) -> Option<u16> {
            #[allow(unreachable_patterns)]
            match inst {
                $(instruction_list!(@pattern $grammar $shape $variant) => Some($opcode),)*
                _ => None,
            }
        }

        /// One constructor per instruction, from its fields with the types the list gives: this
        /// compiles only if those types are the variants' own.
        #[allow(non_snake_case, clippy::too_many_arguments)]
        pub mod build {
            use super::$grammar;
            $(
                pub fn $variant<'a>($($field: $ty),*) -> $grammar::Instruction<'a> {
                    instruction_list!(@build $grammar $shape $variant { $($field),* })
                }
            )*
        }
    };
    (@pattern $grammar:ident unit $variant:ident) => { $grammar::Instruction::$variant };
    (@pattern $grammar:ident fields $variant:ident) => { $grammar::Instruction::$variant { .. } };
    (@pattern $grammar:ident boxed $variant:ident) => { $grammar::Instruction::$variant(_) };
    (@build $grammar:ident unit $variant:ident {}) => { $grammar::Instruction::$variant };
    (@build $grammar:ident fields $variant:ident { $($field:ident),* }) => {
        $grammar::Instruction::$variant { $($field),* }
    };
    (@build $grammar:ident boxed $variant:ident { $($field:ident),* }) => {
        $grammar::Instruction::$variant(Box::new($grammar::op::$variant { $($field),* }))
    };
}

/// The core grammar's list, through spirv-core's `spec::for_each_instruction!`.
pub mod core_list {
    use spirv::spec;
    macro_rules! with_spec {
        ($($t:tt)*) => { instruction_list!(spec: $($t)*); };
    }
    spirv::spec::for_each_instruction!(with_spec);
}

/// The vendor grammar's list, through this crate's own `acme::for_each_instruction!`.
pub mod acme_list {
    use crate::acme;
    macro_rules! with_acme {
        ($($t:tt)*) => { instruction_list!(acme: $($t)*); };
    }
    crate::acme::for_each_instruction!(with_acme);
}

/// GLSL.std.450's list, through `spirv::ext::glsl_std_450::for_each_instruction!`.
pub mod glsl_list {
    use spirv::ext::glsl_std_450;
    macro_rules! with_glsl {
        ($($t:tt)*) => { instruction_list!(glsl_std_450: $($t)*); };
    }
    spirv::ext::glsl_std_450::for_each_instruction!(with_glsl);
}

#[cfg(test)]
mod tests {
    use spirv::binary::{OperandReader, WordSink, decode_instruction};
    use spirv::grammar::{Category, LiteralKind};
    use spirv::spec::{self, Capability, StorageClass};
    use spirv::{IdRef, List};

    use crate::acme::{self, AcmeHints, AcmeRounding, AcmeRoundingKind, Instruction, Op};

    #[test]
    fn the_expansion_uses_the_renamed_runtime() {
        assert_eq!(Op::PrefetchACME, Op::Prefetch);
        assert_eq!(Op::Prefetch.capabilities(), [Capability::Shader]);
        assert_eq!(AcmeRoundingKind::Truncate, AcmeRoundingKind::TowardZero);
        let id = |n| IdRef::new(n).unwrap();
        let instructions = [
            Instruction::Blend { base: id(5), layer: id(6), rounding: AcmeRounding::Stochastic(42) },
            Instruction::Prefetch {
                pointer: id(7),
                storage: StorageClass::Workgroup,
                hints: Some(AcmeHints::BALANCED),
            },
            Instruction::Trace(Box::new(acme::op::Trace { label: "frame".into(), values: List::from([id(5), id(6)]) })),
        ];
        for inst in &instructions {
            let mut sink = WordSink::new();
            sink.extended_instruction(inst);
            let words = sink.finish().unwrap();
            let bytes: Vec<u8> = words[1..].iter().flat_map(|w| w.to_le_bytes()).collect();
            let decoded: Instruction = decode_instruction(words[0], OperandReader::new(&bytes, 0)).unwrap();
            assert_eq!(&decoded, inst);
        }
    }

    /// The operands a list entry has as fields: those before and including an operand that
    /// takes the rest (`OpExtInst`'s instruction, `OpSpecConstantOp`'s operation).
    fn field_count(info: &spirv::grammar::InstructionInfo<Capability>) -> usize {
        let operands: Vec<_> = info.operands().collect();
        operands
            .iter()
            .position(|o| {
                matches!(
                    o.kind.category(),
                    Category::Literal(LiteralKind::ExtInstInteger | LiteralKind::SpecConstantOpInteger)
                )
            })
            .map_or(operands.len(), |i| i + 1)
    }

    fn check_list(list: &[(u16, &str, &[&str])], table: spirv::grammar::InstructionTable<Capability>) {
        assert_eq!(list.len(), table.len());
        for (&(opcode, name, fields), info) in list.iter().zip(table.iter()) {
            assert_eq!((opcode, name), (info.opcode(), info.name()));
            assert_eq!(fields.len(), field_count(&info), "{name}");
        }
    }

    #[test]
    fn for_each_instruction_lists_every_instruction() {
        check_list(crate::core_list::LIST, spec::INSTRUCTIONS);
        check_list(crate::acme_list::LIST, acme::INSTRUCTIONS);
        check_list(crate::glsl_list::LIST, spirv::ext::glsl_std_450::INSTRUCTIONS);
        let type_int = crate::core_list::LIST.iter().find(|(opcode, ..)| *opcode == 21);
        assert_eq!(type_int, Some(&(21, "OpTypeInt", &["result_id", "width", "signedness"][..])));
    }

    #[test]
    fn for_each_instruction_shapes_match_the_variants() {
        let id = |n| IdRef::new(n).unwrap();
        let insts = [
            crate::core_list::build::TypeInt(id(1).into(), 32, 1),
            crate::core_list::build::FunctionEnd(),
            crate::core_list::build::Nop(),
        ];
        for inst in &insts {
            assert_eq!(crate::core_list::opcode_by_variant(inst), Some(inst.opcode() as u16));
        }
        let blend = crate::acme_list::build::Blend(id(1), id(2), AcmeRounding::Nearest);
        assert_eq!(crate::acme_list::opcode_by_variant(&blend), Some(1));
    }
}
