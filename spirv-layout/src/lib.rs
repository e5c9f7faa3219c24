//! The record layout of the metadata tables that `spirv_grammar!` generates, and the grammar's
//! fixed vocabulary (its Id and Literal kinds, operand quantifiers), shared by the writer
//! (spirv-codegen, which emits the tables) and the reader (the views of spirv-runtime), so that
//! the two cannot disagree. A crate of its own, without dependencies, so that neither has to
//! wait for the other to compile.
//!
//! Use it through spirv-core (`spirv_core::grammar`).
#![no_std]
#![deny(missing_docs)]

extern crate alloc;

mod records;

pub use records::*;

/// Defines a fieldless enum of grammar names, with its table codes (the discriminants).
macro_rules! grammar_names {
    ($(#[$doc:meta])* $name:ident { $($(#[$variant_doc:meta])* $variant:ident = $text:literal,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$variant_doc])* $variant,)*
        }

        impl $name {
            /// Every value, in code order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The grammar's name for it.
            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }

            /// The value with this grammar name.
            pub fn from_name(name: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.name() == name)
            }

            /// The code stored in the tables.
            pub const fn code(self) -> u32 {
                self as u32
            }

            /// The value of a table code.
            pub fn from_code(code: u32) -> Option<Self> {
                Self::ALL.get(code as usize).copied()
            }
        }
    };
}

grammar_names! {
    /// The five Id kinds of the grammar.
    IdKind {
        /// `IdResultType`: the type of an instruction's result.
        ResultType = "IdResultType",
        /// `IdResult`: the id an instruction defines.
        Result = "IdResult",
        /// `IdMemorySemantics`: a constant holding memory semantics.
        MemorySemantics = "IdMemorySemantics",
        /// `IdScope`: a constant holding a scope.
        Scope = "IdScope",
        /// `IdRef`: any other reference to an id.
        Ref = "IdRef",
    }
}

grammar_names! {
    /// The six Literal kinds of the grammar.
    LiteralKind {
        /// `LiteralInteger`: one 32-bit word.
        Integer = "LiteralInteger",
        /// `LiteralString`: a nul-terminated string padded to whole words.
        String = "LiteralString",
        /// `LiteralFloat`: one 32-bit float.
        Float = "LiteralFloat",
        /// `LiteralContextDependentNumber`: one or two words, as wide as a type found elsewhere.
        ContextDependentNumber = "LiteralContextDependentNumber",
        /// `LiteralExtInstInteger`: an extended instruction number; its operands follow.
        ExtInstInteger = "LiteralExtInstInteger",
        /// `LiteralSpecConstantOpInteger`: an opcode; its operands follow.
        SpecConstantOpInteger = "LiteralSpecConstantOpInteger",
    }
}

grammar_names! {
    /// How many times an operand occurs.
    Quantifier {
        /// Exactly once (no quantifier in the grammar).
        One = "",
        /// Zero or one time (`?`).
        Optional = "?",
        /// Zero or more times (`*`).
        Many = "*",
    }
}
