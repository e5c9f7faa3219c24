//! Traits implemented by the generated enums, with the lookups written once here.
//!
//! The macro emits, per type, its values and a one-line trait impl; `from_u32`, `name`,
//! `from_name` and the requirement queries are the generic code below, reached through small
//! inherent forwarders (`impl_*!`) so that users call `Capability::from_u32(1)` without
//! importing a trait.

use crate::grammar::{EnumTable, EnumerantInfo, InstructionInfo, InstructionTable, KindInfo, Version};

/// A generated ValueEnum type without parameters (fieldless, `#[repr(u32)]`): `Capability`,
/// and `DecorationKind`, the values of `Decoration` without their parameters.
pub trait ValueEnum: Copy + Eq + 'static {
    /// The `Capability` type the requirement tables use.
    type Capability: 'static;
    /// Grammar name of the kind.
    const NAME: &'static str;
    /// Descriptor of the kind.
    fn kind() -> KindInfo<Self::Capability>;
    /// Every value, in the order of the descriptor's enumerants (sorted by value).
    fn values() -> &'static [Self];
    /// The numbers of [`ValueEnum::values`], in the same order (ascending).
    fn numbers() -> &'static [u32];
    /// The value's number.
    fn to_u32(self) -> u32;
}

/// A generated BitEnum type (a `bitflags` struct over `u32`).
pub trait BitEnum: Copy + Eq + 'static {
    /// The `Capability` type the requirement tables use.
    type Capability: 'static;
    /// Grammar name of the kind.
    const NAME: &'static str;
    /// Union of every bit the grammar defines.
    const KNOWN_BITS: u32;
    /// Descriptor of the kind.
    fn kind() -> KindInfo<Self::Capability>;
    /// The raw bits.
    fn bits(self) -> u32;
    /// Flags from raw bits, keeping bits the grammar does not know.
    fn from_bits_retain(bits: u32) -> Self;
}

/// A generated opcode enum (`Op`), `#[repr(u16)]`.
pub trait Opcode: Copy + Eq + 'static {
    /// The `Capability` type the requirement tables use.
    type Capability: 'static;
    /// Descriptors of every instruction, sorted by opcode.
    fn table() -> InstructionTable<Self::Capability>;
    /// Every opcode, in the order of `table()`.
    fn values() -> &'static [Self];
    /// The opcode number.
    fn to_u16(self) -> u16;
}

fn table<C>(kind: KindInfo<C>) -> Option<EnumTable<C>> {
    kind.enum_table()
}

fn empty<C>() -> &'static [C] {
    &[]
}

/// Generic implementations behind the generated inherent methods.
#[doc(hidden)]
pub mod value_enum {
    use super::*;

    #[inline]
    pub fn from_u32<T: ValueEnum>(value: u32) -> Option<T> {
        let numbers = T::numbers();
        // Most kinds number their values 0, 1, 2, ...: the value is its own index.
        let i = match numbers.get(value as usize) {
            Some(&n) if n == value => value as usize,
            _ => numbers.binary_search(&value).ok()?,
        };
        T::values().get(i).copied()
    }

    pub fn from_name<T: ValueEnum>(name: &str) -> Option<T> {
        from_u32(table(T::kind())?.value_of(name)?)
    }

    pub fn info<T: ValueEnum>(v: T) -> Option<EnumerantInfo<T::Capability>> {
        table(T::kind())?.get(v.to_u32())
    }

    pub fn name<T: ValueEnum>(v: T) -> &'static str {
        info(v).map_or("", |e| e.name())
    }
}

/// The requirements of an enumerant (of a ValueEnum or a BitEnum) behind the generated
/// inherent methods: `None`, no enumerant of the grammar, requires nothing.
#[doc(hidden)]
pub mod requirements {
    use super::*;

    pub fn capabilities<C>(info: Option<EnumerantInfo<C>>) -> &'static [C] {
        info.map_or(empty(), |e| e.requirements().capabilities)
    }

    pub fn extensions<C>(info: Option<EnumerantInfo<C>>) -> &'static [&'static str] {
        info.map_or(&[], |e| e.requirements().extensions)
    }

    pub fn version<C>(info: Option<EnumerantInfo<C>>) -> Option<Version> {
        info.and_then(|e| e.requirements().version)
    }

    pub fn last_version<C>(info: Option<EnumerantInfo<C>>) -> Option<Version> {
        info.and_then(|e| e.requirements().last_version)
    }
}

/// `Display` and `Debug` of a generated enum type: its grammar name, `self.name()`.
#[doc(hidden)]
#[macro_export]
macro_rules! __fmt_by_name {
    ($t:ident) => {
        /// Prints the grammar name.
        impl ::core::fmt::Display for $t {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.name())
            }
        }
        /// Prints the grammar name (one table lookup instead of a derived match per type).
        impl ::core::fmt::Debug for $t {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

/// `Decode` of a generated ValueEnum or BitEnum type by the `OperandReader` method `$read`
/// (`value_enum`, `bit_enum`).
#[doc(hidden)]
#[macro_export]
macro_rules! __decode_by {
    ($t:ident, $read:ident) => {
        impl<'a> $crate::binary::Decode<'a> for $t {
            #[cfg_attr(not(debug_assertions), inline(always))]
            #[cfg_attr(debug_assertions, inline)]
            fn decode(
                r: &mut $crate::binary::OperandReader<'a>,
            ) -> ::core::result::Result<Self, $crate::binary::DecodeError> {
                r.$read()
            }
        }
    };
}

/// The requirement methods of a generated ValueEnum or BitEnum type (`$what`: "value" or
/// "flag"; `$trait`: the kind's trait), from its `info()`.
#[doc(hidden)]
#[macro_export]
macro_rules! __requirement_methods {
    ($what:literal, $trait:ident) => {
        #[doc = concat!("Capabilities enabling this ", $what, " (any one suffices); empty if none is needed, or if it is no ", $what, " of the grammar.")]
        pub fn capabilities(self) -> &'static [<Self as $crate::$trait>::Capability] {
            $crate::__private::requirements::capabilities(self.info())
        }
        #[doc = concat!("Extensions that make this ", $what, " available regardless of version.")]
        pub fn extensions(self) -> &'static [&'static str] {
            $crate::__private::requirements::extensions(self.info())
        }
        #[doc = concat!("First SPIR-V version containing this ", $what, "; `None` if only extensions provide it.")]
        pub fn version(self) -> ::core::option::Option<$crate::Version> {
            $crate::__private::requirements::version(self.info())
        }
        #[doc = concat!("Last SPIR-V version containing this ", $what, ", if it was removed.")]
        pub fn last_version(self) -> ::core::option::Option<$crate::Version> {
            $crate::__private::requirements::last_version(self.info())
        }
    };
}

/// Generic implementations behind the generated inherent methods.
#[doc(hidden)]
pub mod bit_enum {
    use super::*;

    pub fn info<T: BitEnum>(v: T) -> Option<EnumerantInfo<T::Capability>> {
        table(T::kind())?.get(v.bits())
    }

    pub fn from_grammar_name<T: BitEnum>(name: &str) -> Option<T> {
        table(T::kind())?.value_of(name).map(T::from_bits_retain)
    }

    /// Bits that no enumerant of the grammar defines.
    pub fn unknown_bits<T: BitEnum>(v: T) -> u32 {
        v.bits() & !T::KNOWN_BITS
    }
}

/// Grammar names of the flags set in a mask, in bit order ([`BitEnum`] types'
/// `grammar_names`). A member of several bits counts when all its bits are set; bits no name
/// covers are not shown (`unknown_bits` has them).
#[derive(Debug, Clone)]
pub struct GrammarNames<C: 'static> {
    enumerants: Option<crate::grammar::Enumerants<C>>,
    bits: u32,
}

impl<C> GrammarNames<C> {
    #[doc(hidden)]
    pub fn new<T: BitEnum<Capability = C>>(v: T) -> Self {
        GrammarNames { enumerants: table(T::kind()).map(|t| t.enumerants()), bits: v.bits() }
    }
}

impl<C> Iterator for GrammarNames<C> {
    type Item = &'static str;

    fn next(&mut self) -> Option<&'static str> {
        let bits = self.bits;
        self.enumerants.as_mut()?.find(|e| e.value() != 0 && bits & e.value() == e.value()).map(|e| e.name())
    }
}

/// Generic implementations behind the generated inherent methods.
#[doc(hidden)]
pub mod opcode {
    use super::*;

    pub fn from_u16<T: Opcode>(opcode: u16) -> Option<T> {
        T::values().get(T::table().position(opcode)?).copied()
    }

    pub fn from_name<T: Opcode>(name: &str) -> Option<T> {
        from_u16(T::table().opcode_of(name)?)
    }

    /// The descriptor of `op`. Every generated opcode has one: the enum and the table are
    /// generated from the same list.
    pub fn info<T: Opcode>(op: T) -> InstructionInfo<T::Capability> {
        T::table().entry(op.to_u16())
    }
}

/// Inherent methods and trait impls of a generated ValueEnum type without parameters. With
/// `operand`, the type is also its kind's operand type (no enumerant of the kind takes
/// parameters): it is shown to visitors, and `kind()` returns it, as the operand types of
/// kinds with parameters do.
#[doc(hidden)]
#[macro_export]
macro_rules! impl_value_enum {
    (
        $t:ident, $cap:ty, $name:literal, $descriptor:path,
        [$first:ident = $first_number:literal $(, $v:ident = $number:literal)* $(,)?]
        $(, $operand:ident)?
    ) => {
        const _: () = {
            #[automatically_derived]
            impl $crate::ValueEnum for $t {
                type Capability = $cap;
                const NAME: &'static str = $name;
                #[inline]
                fn values() -> &'static [Self] {
                    static VALUES: &[$t] = &[$t::$first $(, $t::$v)*];
                    VALUES
                }
                #[inline]
                fn numbers() -> &'static [u32] {
                    static NUMBERS: &[u32] = &[$first_number $(, $number)*];
                    NUMBERS
                }
                #[inline]
                fn kind() -> $crate::grammar::KindInfo<$cap> {
                    $descriptor
                }
                #[inline]
                fn to_u32(self) -> u32 {
                    self as u32
                }
            }
            #[automatically_derived]
            impl $crate::binary::Placeholder for $t {
                fn placeholder() -> Self {
                    Self::$first
                }
            }
            $crate::__owned_already!($t);
        };
        impl $t {
            /// The grammar entry, for the compile-time profile check (`checked!`).
            #[doc(hidden)]
            #[inline]
            pub const fn __feature(self) -> $crate::profile::Feature<$cap> {
                $crate::profile::Feature::enumerant(&$descriptor, self as u32)
            }
            /// The value with this number, or `None` if the grammar defines none.
            #[inline]
            pub fn from_u32(value: u32) -> ::core::option::Option<Self> {
                $crate::__private::value_enum::from_u32(value)
            }
            /// The value's number.
            #[inline]
            pub fn to_u32(self) -> u32 {
                self as u32
            }
            /// The grammar name (for an alias, the primary name).
            pub fn name(self) -> &'static str {
                $crate::__private::value_enum::name(self)
            }
            /// The value with this grammar name or alias.
            pub fn from_name(name: &str) -> ::core::option::Option<Self> {
                $crate::__private::value_enum::from_name(name)
            }
            /// The grammar's entry for this value: name, aliases, parameters, requirements.
            pub fn info(
                self,
            ) -> ::core::option::Option<$crate::grammar::EnumerantInfo<<Self as $crate::ValueEnum>::Capability>> {
                $crate::__private::value_enum::info(self)
            }
            $crate::__requirement_methods!("value", ValueEnum);
        }
        $crate::__fmt_by_name!($t);
        $crate::__decode_by!($t, value_enum);
        $($crate::impl_value_enum!(@$operand $t);)?
    };
    (@operand $t:ident) => {
        impl $t {
            /// The value without its parameters: the value itself, as no value of this kind
            /// takes parameters.
            #[inline]
            pub fn kind(self) -> Self {
                self
            }
        }
        impl<'a> $crate::binary::Operand<'a> for $t {
            #[inline]
            fn visit<V: $crate::binary::Visitor<'a> + ?Sized>(&self, v: &mut V) {
                v.enumerant(<$t as $crate::ValueEnum>::NAME, *self as u32);
            }
            #[inline]
            fn visit_mut<V: $crate::binary::VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
                v.enumerant(<$t as $crate::ValueEnum>::NAME, *self as u32);
            }
        }
    };
}

/// Inherent methods of a generated ValueEnum type with parameters (forwarding to its `…Kind`).
#[doc(hidden)]
#[macro_export]
macro_rules! impl_payload_enum {
    ([$($ty:tt)*] [$($lt:tt)*] $kind:ident) => {
        impl $($lt)* $($ty)* {
            /// The value's number.
            #[inline]
            pub fn to_u32(&self) -> u32 {
                self.kind() as u32
            }
            /// The grammar name (for an alias, the primary name).
            pub fn name(&self) -> &'static str {
                self.kind().name()
            }
            /// Capabilities enabling this value (any one suffices); empty if none is needed.
            pub fn capabilities(&self) -> &'static [<$kind as $crate::ValueEnum>::Capability] {
                self.kind().capabilities()
            }
            /// Extensions that make this value available regardless of version.
            pub fn extensions(&self) -> &'static [&'static str] {
                self.kind().extensions()
            }
            /// First SPIR-V version containing this value; `None` if only extensions provide it.
            pub fn version(&self) -> ::core::option::Option<$crate::Version> {
                self.kind().version()
            }
            /// Last SPIR-V version containing this value, if it was removed.
            pub fn last_version(&self) -> ::core::option::Option<$crate::Version> {
                self.kind().last_version()
            }
        }
    };
}

/// Inherent methods and trait impls of a generated BitEnum type, beside those of `bitflags`.
/// With `operand`, the type is also its kind's operand type (no flag of the kind takes
/// parameters): it is shown to visitors, and `flags()` returns it, as the operand types of
/// kinds with parameters do.
#[doc(hidden)]
#[macro_export]
macro_rules! impl_bit_enum {
    ($t:ident, $cap:ty, $name:literal, $known:literal, $descriptor:path $(, $operand:ident)?) => {
        const _: () = {
            #[automatically_derived]
            impl $crate::BitEnum for $t {
                type Capability = $cap;
                const NAME: &'static str = $name;
                const KNOWN_BITS: u32 = $known;
                #[inline]
                fn kind() -> $crate::grammar::KindInfo<$cap> {
                    $descriptor
                }
                #[inline]
                fn bits(self) -> u32 {
                    $t::bits(&self)
                }
                #[inline]
                fn from_bits_retain(bits: u32) -> Self {
                    $t::from_bits_retain(bits)
                }
            }
            $crate::__owned_already!($t);
        };
        impl $t {
            /// The grammar entry, for the compile-time profile check (`checked!`).
            #[doc(hidden)]
            #[inline]
            pub const fn __feature(self) -> $crate::profile::Feature<$cap> {
                $crate::profile::Feature::enumerant(&$descriptor, self.bits())
            }
            /// The flag with this grammar name or alias (`"Bias"`, `"MakeTexelAvailableKHR"`).
            ///
            /// `bitflags`' own `from_name` takes the Rust constant name (`"BIAS"`).
            pub fn from_grammar_name(name: &str) -> ::core::option::Option<Self> {
                $crate::__private::bit_enum::from_grammar_name(name)
            }
            /// The grammar's entry for exactly this value (one flag, or a multi-bit member).
            pub fn info(
                self,
            ) -> ::core::option::Option<$crate::grammar::EnumerantInfo<<Self as $crate::BitEnum>::Capability>> {
                $crate::__private::bit_enum::info(self)
            }
            /// Grammar names of the set flags, in bit order.
            pub fn grammar_names(self) -> $crate::GrammarNames<<Self as $crate::BitEnum>::Capability> {
                $crate::GrammarNames::new(self)
            }
            /// Bits that no flag of the grammar defines.
            pub fn unknown_bits(self) -> u32 {
                $crate::__private::bit_enum::unknown_bits(self)
            }
            $crate::__requirement_methods!("flag", BitEnum);
        }
        $crate::__decode_by!($t, bit_enum);
        impl $crate::binary::Placeholder for $t {
            fn placeholder() -> Self {
                Self::empty()
            }
        }
        $($crate::impl_bit_enum!(@$operand $t);)?
    };
    (@operand $t:ident) => {
        impl $t {
            /// The flags: the value itself, as no flag of this kind takes parameters.
            #[inline]
            pub fn flags(self) -> Self {
                self
            }
        }
        impl<'a> $crate::binary::Operand<'a> for $t {
            #[inline]
            fn visit<V: $crate::binary::Visitor<'a> + ?Sized>(&self, v: &mut V) {
                $crate::binary::visit_flags(v, <$t as $crate::BitEnum>::NAME, self.bits(), <$t as $crate::BitEnum>::KNOWN_BITS);
            }
            #[inline]
            fn visit_mut<V: $crate::binary::VisitorMut<'a> + ?Sized>(&mut self, v: &mut V) {
                let mut bits = self.bits();
                v.flags(<$t as $crate::BitEnum>::NAME, &mut bits);
                *self = Self::from_bits_retain(bits);
            }
        }
    };
}

/// Inherent methods of a generated `Op` enum.
#[doc(hidden)]
#[macro_export]
macro_rules! impl_opcode {
    ($t:ident, $cap:ty, $class:ident, $table:path, [$($v:ident),* $(,)?]) => {
        const _: () = {
            #[automatically_derived]
            impl $crate::Opcode for $t {
                type Capability = $cap;
                #[inline]
                fn values() -> &'static [Self] {
                    static VALUES: &[$t] = &[$($t::$v),*];
                    VALUES
                }
                #[inline]
                fn table() -> $crate::grammar::InstructionTable<$cap> {
                    $table
                }
                #[inline]
                fn to_u16(self) -> u16 {
                    self as u16
                }
            }
        };
        impl $t {
            /// The grammar entry, for the compile-time profile check (`checked!`).
            #[doc(hidden)]
            #[inline]
            pub const fn __feature(self) -> $crate::profile::Feature<$cap> {
                $crate::profile::Feature::instruction(&$table, self as u16)
            }
            /// The opcode with this number, or `None` if the grammar defines none.
            #[inline]
            pub fn from_u16(opcode: u16) -> ::core::option::Option<Self> {
                $crate::__private::opcode::from_u16(opcode)
            }
            /// The opcode number.
            #[inline]
            pub fn to_u16(self) -> u16 {
                self as u16
            }
            /// The opcode with this grammar name or alias (`"OpSDot"`, `"OpSDotKHR"`).
            pub fn from_name(name: &str) -> ::core::option::Option<Self> {
                $crate::__private::opcode::from_name(name)
            }
            /// The grammar's entry: name, aliases, class, operands, requirements.
            pub fn info(self) -> $crate::grammar::InstructionInfo<<Self as $crate::Opcode>::Capability> {
                $crate::__private::opcode::info(self)
            }
            /// The grammar name (for an alias, the primary name), such as `"OpSDot"`.
            pub fn name(self) -> &'static str {
                self.info().name()
            }
            /// The grammar's class of this instruction (its section of the specification):
            /// `Some(OpClass::TypeDeclaration)` for `OpTypeInt`; `None` in a grammar without
            /// classes (the extended sets). [`InstructionInfo::class`] has the tag.
            ///
            /// [`InstructionInfo::class`]: $crate::grammar::InstructionInfo::class
            #[inline]
            pub fn class(self) -> ::core::option::Option<$class> {
                $class::of(self)
            }
            /// Capabilities enabling this instruction (any one suffices); empty if none is needed.
            pub fn capabilities(self) -> &'static [<Self as $crate::Opcode>::Capability] {
                self.info().requirements().capabilities
            }
            /// Extensions that make this instruction available regardless of version.
            pub fn extensions(self) -> &'static [&'static str] {
                self.info().requirements().extensions
            }
            /// First SPIR-V version containing it; `None` if only extensions provide it.
            pub fn version(self) -> ::core::option::Option<$crate::Version> {
                self.info().requirements().version
            }
            /// Last SPIR-V version containing it, if it was removed.
            pub fn last_version(self) -> ::core::option::Option<$crate::Version> {
                self.info().requirements().last_version
            }
            /// Whether the instruction defines a result id.
            pub fn has_result(self) -> bool {
                self.info().has_result()
            }
            /// Whether the instruction has a result type.
            pub fn has_result_type(self) -> bool {
                self.info().has_result_type()
            }
        }
        $crate::__fmt_by_name!($t);
    };
}

/// Inherent methods of a generated `Instruction` enum.
#[doc(hidden)]
#[macro_export]
macro_rules! impl_instruction {
    ($t:ident) => {
        // Equality and hashing compare encodings (`encoded_eq`): a derived `PartialEq` matches on
        // pairs of variants, whose exhaustiveness check is quadratic in the number of variants,
        // and floats would rule out `Eq` and `Hash`. `Debug` prints the fields through the grammar
        // tables rather than a derived impl of hundreds of arms.
        const _: () = {
            #[automatically_derived]
            impl ::core::cmp::PartialEq for $t<'_> {
                #[inline]
                fn eq(&self, other: &Self) -> bool {
                    $crate::binary::encoded_eq(self, other)
                }
            }
            #[automatically_derived]
            impl ::core::cmp::Eq for $t<'_> {}
            /// Shows the variant and its fields (`TypeInt { result_id: %2, width: 32, signedness: 1 }`).
            #[automatically_derived]
            impl ::core::fmt::Debug for $t<'_> {
                #[inline]
                fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                    $crate::binary::fmt_instruction(self, f)
                }
            }
            #[automatically_derived]
            impl ::core::hash::Hash for $t<'_> {
                #[inline]
                fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                    $crate::binary::encoded_hash(self, state)
                }
            }
        };
        impl<'a> $t<'a> {
            /// The opcode (for an extended set: the instruction number).
            #[inline]
            pub fn opcode(&self) -> u32 {
                $crate::InstructionSet::opcode(self)
            }
            /// The opcode as `Op`, or `None` for a raw instruction whose opcode the grammar lacks.
            #[inline]
            pub fn op(&self) -> ::core::option::Option<Op> {
                u16::try_from(self.opcode()).ok().and_then(Op::from_u16)
            }
            /// The raw words, if this instruction could not be typed.
            pub fn as_raw(&self) -> ::core::option::Option<&$crate::RawInstruction<'a>> {
                $crate::InstructionSet::as_raw(self)
            }
            /// The id this instruction defines, if it has one.
            #[inline]
            pub fn result_id(&self) -> ::core::option::Option<$crate::IdResult> {
                $crate::binary::result_id(self)
            }
            /// The type of this instruction's result, if it has one.
            #[inline]
            pub fn result_type(&self) -> ::core::option::Option<$crate::IdResultType> {
                $crate::binary::result_type(self)
            }
            /// The type of this instruction's result and the id it defines, each if it has one
            /// (one match for both).
            #[inline]
            pub fn result_type_and_id(
                &self,
            ) -> (::core::option::Option<$crate::IdResultType>, ::core::option::Option<$crate::IdResult>) {
                $crate::InstructionSet::result_type_and_id(self)
            }
            /// Shows the operands to `v` in binary order: ids, literals, enumerants and flags
            /// followed by their parameters, strings.
            pub fn visit<V: $crate::Visitor<'a> + ?::core::marker::Sized>(&self, v: &mut V) {
                $crate::InstructionSet::visit_operands(self, v)
            }
            /// Shows the operands to `v`, which may change them.
            pub fn visit_mut<V: $crate::VisitorMut<'a> + ?::core::marker::Sized>(&mut self, v: &mut V) {
                $crate::InstructionSet::visit_operands_mut(self, v)
            }
            /// The same instruction owning everything it borrowed from its module's bytes.
            #[inline]
            pub fn into_owned(self) -> $t<'static> {
                $crate::IntoOwned::into_owned(self)
            }
            /// Calls `f` with every id operand and its kind, in binary order (the result type
            /// and result id first, when the instruction has them).
            #[inline]
            pub fn for_each_id(&self, mut f: impl FnMut($crate::IdKind, $crate::IdRef)) {
                $crate::binary::for_each_id(self, &mut f)
            }
            /// Calls `f` with every id operand and its kind; `f` may change it (renumbering).
            #[inline]
            pub fn for_each_id_mut(&mut self, mut f: impl FnMut($crate::IdKind, &mut $crate::IdRef)) {
                $crate::binary::for_each_id_mut(self, &mut f)
            }
        }
    };
}
