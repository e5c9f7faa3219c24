//! Floating-point literals as `spirv-dis` prints them (used by `LiteralNumber`'s `Display` and
//! spirv-core's disassembler): 32- and 64-bit zeros and normal numbers
//! in C's `%.9g` / `%.17g` form (enough digits to read the same bits back), everything else
//! (subnormals, infinities, NaNs, and every 16- and 8-bit float) as a hex float that keeps
//! every bit, NaN payloads included.

use core::fmt::{self, Write};

/// The bit layout of a binary floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatFormat {
    /// Exponent bits.
    pub exponent_bits: u32,
    /// Fraction (mantissa without the implicit bit) bits.
    pub fraction_bits: u32,
}

impl FloatFormat {
    /// IEEE 754 binary16.
    pub const HALF: FloatFormat = FloatFormat { exponent_bits: 5, fraction_bits: 10 };
    /// IEEE 754 binary32.
    pub const SINGLE: FloatFormat = FloatFormat { exponent_bits: 8, fraction_bits: 23 };
    /// IEEE 754 binary64.
    pub const DOUBLE: FloatFormat = FloatFormat { exponent_bits: 11, fraction_bits: 52 };
    /// bfloat16 (`BFloat16KHR`).
    pub const BFLOAT16: FloatFormat = FloatFormat { exponent_bits: 8, fraction_bits: 7 };
    /// 8-bit E4M3 (`Float8E4M3EXT`).
    pub const E4M3: FloatFormat = FloatFormat { exponent_bits: 4, fraction_bits: 3 };
    /// 8-bit E5M2 (`Float8E5M2EXT`).
    pub const E5M2: FloatFormat = FloatFormat { exponent_bits: 5, fraction_bits: 2 };

    fn bits(self) -> u32 {
        1 + self.exponent_bits + self.fraction_bits
    }
}

/// Writes a 32-bit float: `%.9g` for zeros and normal numbers, else hex.
pub fn write_f32(out: &mut impl Write, bits: u32) -> fmt::Result {
    let value = f32::from_bits(bits);
    if value == 0.0 || value.is_normal() {
        write_general(out, f64::from(value), 9)
    } else {
        write_hex(out, u64::from(bits), FloatFormat::SINGLE)
    }
}

/// Writes a 64-bit float: `%.17g` for zeros and normal numbers, else hex.
pub fn write_f64(out: &mut impl Write, bits: u64) -> fmt::Result {
    let value = f64::from_bits(bits);
    if value == 0.0 || value.is_normal() {
        write_general(out, value, 17)
    } else {
        write_hex(out, bits, FloatFormat::DOUBLE)
    }
}

/// A fixed buffer for one formatted number (no allocation).
struct Buf {
    bytes: [u8; 40],
    len: usize,
}

impl Write for Buf {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        self.bytes.get_mut(self.len..end).ok_or(fmt::Error)?.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Writes `value` as C's `%.{precision}g` does (the C++ stream default for floats).
fn write_general(out: &mut impl Write, value: f64, precision: usize) -> fmt::Result {
    if value.is_sign_negative() {
        out.write_char('-')?;
    }
    let value = value.abs();
    if value == 0.0 {
        return out.write_char('0');
    }
    // The scientific form gives the rounded digits and the exponent `%g` decides by.
    let mut buf = Buf { bytes: [0; 40], len: 0 };
    write!(buf, "{:.*e}", precision - 1, value)?;
    let text = core::str::from_utf8(&buf.bytes[..buf.len]).map_err(|_| fmt::Error)?;
    let (mantissa, exponent) = text.split_once('e').ok_or(fmt::Error)?;
    let exponent: i32 = exponent.parse().map_err(|_| fmt::Error)?;
    let mut digits = [0u8; 20];
    let mut count = 0;
    for b in mantissa.bytes().filter(u8::is_ascii_digit) {
        if count < digits.len() {
            digits[count] = b;
            count += 1;
        }
    }
    // Trailing zeros are not printed.
    while count > 1 && digits[count - 1] == b'0' {
        count -= 1;
    }
    let digits = core::str::from_utf8(&digits[..count]).map_err(|_| fmt::Error)?;
    if exponent < -4 || exponent >= precision as i32 {
        out.write_str(&digits[..1])?;
        if digits.len() > 1 {
            out.write_char('.')?;
            out.write_str(&digits[1..])?;
        }
        let sign = if exponent < 0 { '-' } else { '+' };
        write!(out, "e{sign}{:02}", exponent.unsigned_abs())
    } else if exponent >= 0 {
        let integer = (exponent as usize + 1).min(digits.len());
        out.write_str(&digits[..integer])?;
        for _ in integer..exponent as usize + 1 {
            out.write_char('0')?;
        }
        if digits.len() > integer {
            out.write_char('.')?;
            out.write_str(&digits[integer..])?;
        }
        Ok(())
    } else {
        out.write_str("0.")?;
        for _ in 0..(-exponent - 1) {
            out.write_char('0')?;
        }
        out.write_str(digits)
    }
}

/// Writes the float `bits` of `format` in SPIRV-Tools' hex-float form:
/// `[-]0x1.<fraction>p<±exponent>`, the fraction in whole nibbles without trailing zero nibbles,
/// subnormals normalised, infinities and NaNs with the exponent just past the largest finite one.
pub fn write_hex(out: &mut impl Write, bits: u64, format: FloatFormat) -> fmt::Result {
    let FloatFormat { exponent_bits, fraction_bits } = format;
    let nibbles = fraction_bits.div_ceil(4);
    let width = nibbles * 4;
    if (bits >> (format.bits() - 1)) & 1 == 1 {
        out.write_char('-')?;
    }
    let biased = (bits >> fraction_bits) & ((1 << exponent_bits) - 1);
    // The fraction, left-aligned in whole nibbles.
    let mut fraction = (bits & ((1 << fraction_bits) - 1)) << (width - fraction_bits);
    let bias = (1i64 << (exponent_bits - 1)) - 1;
    let zero = biased == 0 && fraction == 0;
    let mut exponent = if zero { 0 } else { biased as i64 - bias };
    if biased == 0 && !zero {
        // Subnormal: shift the leading one out, into the implicit bit.
        let top = 1u64 << (width - 1);
        while fraction & top == 0 {
            fraction <<= 1;
            exponent -= 1;
        }
        fraction = (fraction << 1) & ((1u64 << width) - 1);
    }
    let mut shown = nibbles;
    while shown > 0 && fraction & 0xF == 0 {
        fraction >>= 4;
        shown -= 1;
    }
    out.write_str(if zero { "0x0" } else { "0x1" })?;
    if shown > 0 {
        write!(out, ".{:0width$x}", fraction, width = shown as usize)?;
    }
    write!(out, "p{}{exponent}", if exponent >= 0 { "+" } else { "" })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::String;

    fn f32_text(value: f32) -> String {
        let mut out = String::new();
        write_f32(&mut out, value.to_bits()).unwrap();
        out
    }

    fn f64_text(value: f64) -> String {
        let mut out = String::new();
        write_f64(&mut out, value.to_bits()).unwrap();
        out
    }

    fn hex(bits: u64, format: FloatFormat) -> String {
        let mut out = String::new();
        write_hex(&mut out, bits, format).unwrap();
        out
    }

    // Expected values: docs/spirv-tools-compat.md §1.5 and §4 (checked against spirv-dis 2025.5).
    #[test]
    fn general_form_matches_spirv_dis() {
        assert_eq!(f32_text(0.1), "0.100000001");
        assert_eq!(f32_text(1e20), "1.00000002e+20");
        assert_eq!(f32_text(100000000.0), "100000000");
        assert_eq!(f32_text(0.0001), "9.99999975e-05");
        assert_eq!(f32_text(-0.0), "-0");
        assert_eq!(f32_text(2.5), "2.5");
        assert_eq!(f32_text(f32::MAX), "3.40282347e+38");
        assert_eq!(f64_text(0.1), "0.10000000000000001");
        assert_eq!(f64_text(1e300), "1.0000000000000001e+300");
    }

    #[test]
    fn hex_form_matches_spirv_dis() {
        assert_eq!(f32_text(1e-40), "0x1.16c2p-133");
        assert_eq!(f32_text(f32::from_bits(1)), "0x1p-149");
        assert_eq!(f32_text(f32::INFINITY), "0x1p+128");
        assert_eq!(hex(0xff80_0100, FloatFormat::SINGLE), "-0x1.0002p+128");
        assert_eq!(hex(0x2e66, FloatFormat::HALF), "0x1.998p-4");
        assert_eq!(hex(0x7bff, FloatFormat::HALF), "0x1.ffcp+15");
        assert_eq!(hex(0x3c00, FloatFormat::HALF), "0x1p+0");
        assert_eq!(hex(1, FloatFormat::HALF), "0x1p-24");
        assert_eq!(hex(0x7c00, FloatFormat::HALF), "0x1p+16");
        assert_eq!(hex(0, FloatFormat::SINGLE), "0x0p+0");
        assert_eq!(hex(0x8000_0000, FloatFormat::SINGLE), "-0x0p+0");
        assert_eq!(f64_text(f64::INFINITY), "0x1p+1024");
    }
}
