//! The float formats of SPIR-V's literals, stated once: which format an `OpTypeFloat` of a
//! width and an FP Encoding declares ([`FloatFormat::of`]), and each format's bit layout
//! ([`FloatFormat::layout`]). The decoder types literals by it, `LiteralNumber`'s `Display` (the
//! disassembler's) prints by it, and spirv-core's assembler parses by it.

/// The encoding of a float type (`OpTypeFloat`'s optional FP Encoding operand).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatEncoding {
    /// IEEE 754 binary16/32/64, by width.
    Ieee,
    /// `BFloat16KHR`.
    BFloat16,
    /// `Float8E4M3EXT`.
    Float8E4M3,
    /// `Float8E5M2EXT`.
    Float8E5M2,
}

// FPEncoding's values in the core grammar (SPIR-V 1.6 revision 4): the one statement of which
// encoding each value names (spirv-core checks them against its expansion of the grammar).
const BFLOAT16_KHR: u32 = 0;
const FLOAT8_E4M3_EXT: u32 = 4214;
const FLOAT8_E5M2_EXT: u32 = 4215;

impl FloatEncoding {
    /// The encoding of `OpTypeFloat`'s FP Encoding operand value (`None`: no operand; an
    /// encoding the grammar does not know reads as IEEE 754, as SPIRV-Tools reads it).
    pub const fn from_operand(value: Option<u32>) -> Self {
        match value {
            Some(BFLOAT16_KHR) => FloatEncoding::BFloat16,
            Some(FLOAT8_E4M3_EXT) => FloatEncoding::Float8E4M3,
            Some(FLOAT8_E5M2_EXT) => FloatEncoding::Float8E5M2,
            _ => FloatEncoding::Ieee,
        }
    }

    /// The FP Encoding operand value of `OpTypeFloat` for this encoding (`None` for IEEE 754,
    /// which has no operand).
    pub const fn to_operand(self) -> Option<u32> {
        match self {
            FloatEncoding::Ieee => None,
            FloatEncoding::BFloat16 => Some(BFLOAT16_KHR),
            FloatEncoding::Float8E4M3 => Some(FLOAT8_E4M3_EXT),
            FloatEncoding::Float8E5M2 => Some(FLOAT8_E5M2_EXT),
        }
    }
}

/// A binary floating-point format a SPIR-V literal can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatFormat {
    /// IEEE 754 binary16.
    Half,
    /// IEEE 754 binary32.
    Single,
    /// IEEE 754 binary64.
    Double,
    /// bfloat16 (`BFloat16KHR`).
    BFloat16,
    /// 8-bit E4M3 (`Float8E4M3EXT`): no infinities, one NaN per sign.
    E4M3,
    /// 8-bit E5M2 (`Float8E5M2EXT`).
    E5M2,
}

/// The bit layout of a [`FloatFormat`] and the values SPIRV-Tools' `HexFloatTraits` give it,
/// which the assembler's rounding reproduces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FloatLayout {
    /// Bits in all (the sign, exponent and fraction).
    pub bits: u32,
    /// Exponent bits.
    pub exponent_bits: u32,
    /// Fraction (mantissa without the implicit bit) bits.
    pub fraction_bits: u32,
    /// The exponent bias.
    pub bias: i64,
    /// Whether an all-ones exponent with a zero fraction is an infinity (E4M3 has none: it is a
    /// finite number there).
    pub has_infinity: bool,
    /// The bits SPIRV-Tools sets in a NaN it narrows to the format.
    pub nan_pattern: u64,
    /// The bits of the largest finite value.
    pub max: u64,
}

impl FloatFormat {
    /// The format of `OpTypeFloat width [encoding]`; `None` for an IEEE width other than 16, 32
    /// and 64 (an encoded type's width is its encoding's, whatever the width operand says, as
    /// SPIRV-Tools reads it).
    ///
    /// ```
    /// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
    /// use spirv_core::{FloatEncoding, FloatFormat};
    ///
    /// assert_eq!(FloatFormat::of(16, FloatEncoding::Ieee), Some(FloatFormat::Half));
    /// assert_eq!(FloatFormat::of(16, FloatEncoding::BFloat16), Some(FloatFormat::BFloat16));
    /// assert_eq!(FloatFormat::of(24, FloatEncoding::Ieee), None);
    /// assert_eq!(FloatFormat::BFloat16.layout().exponent_bits, 8);
    /// ```
    pub const fn of(width: u32, encoding: FloatEncoding) -> Option<FloatFormat> {
        Some(match (encoding, width) {
            (FloatEncoding::BFloat16, _) => FloatFormat::BFloat16,
            (FloatEncoding::Float8E4M3, _) => FloatFormat::E4M3,
            (FloatEncoding::Float8E5M2, _) => FloatFormat::E5M2,
            (FloatEncoding::Ieee, 16) => FloatFormat::Half,
            (FloatEncoding::Ieee, 32) => FloatFormat::Single,
            (FloatEncoding::Ieee, 64) => FloatFormat::Double,
            (FloatEncoding::Ieee, _) => return None,
        })
    }

    /// The format's layout: the one table of them.
    pub const fn layout(self) -> FloatLayout {
        let (bits, exponent_bits, fraction_bits, has_infinity, nan_pattern, max) = match self {
            FloatFormat::Half => (16, 5, 10, true, 0x7c00, 0x7bff),
            FloatFormat::Single => (32, 8, 23, true, 0x07f8_0000, 0x7f7f_ffff),
            FloatFormat::Double => (64, 11, 52, true, 0x7ff0_0000_0000_0000, 0x7fef_ffff_ffff_ffff),
            FloatFormat::BFloat16 => (16, 8, 7, true, 0x7f80, 0x7f7f),
            // The all-ones pattern is E4M3's NaN, so its largest value has a fraction of 110.
            FloatFormat::E4M3 => (8, 4, 3, false, 0x7f, 0x7e),
            FloatFormat::E5M2 => (8, 5, 2, true, 0x7c, 0x7b),
        };
        // Every format has the IEEE bias. Single's NaN pattern really is SPIRV-Tools' 0x7f80000 (a
        // digit short of the exponent mask); the assembler never narrows to Single.
        let bias = (1 << (exponent_bits - 1)) - 1;
        FloatLayout { bits, exponent_bits, fraction_bits, bias, has_infinity, nan_pattern, max }
    }
}

impl FloatLayout {
    /// The mask of all the format's bits.
    pub const fn mask(&self) -> u64 {
        if self.bits >= 64 { u64::MAX } else { (1 << self.bits) - 1 }
    }

    /// The mask of the sign bit.
    pub const fn sign_mask(&self) -> u64 {
        1 << (self.bits - 1)
    }

    /// The mask of the exponent bits.
    pub const fn exponent_mask(&self) -> u64 {
        ((1 << self.exponent_bits) - 1) << self.fraction_bits
    }

    /// The mask of the fraction bits.
    pub const fn fraction_mask(&self) -> u64 {
        (1 << self.fraction_bits) - 1
    }
}
