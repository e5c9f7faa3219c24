//! Floating-point literals as `spirv-dis` prints them (used by `LiteralNumber`'s `Display` and
//! spirv-core's disassembler): 32- and 64-bit zeros and normal numbers
//! in C's `%.9g` / `%.17g` form (enough digits to read the same bits back), everything else
//! (subnormals, infinities, NaNs, and every 16- and 8-bit float) as a hex float that keeps
//! every bit, NaN payloads included.

use core::fmt::{self, Write};

use crate::float_format::FloatFormat;

/// Writes a 32-bit float: `%.9g` for zeros and normal numbers, else hex.
pub fn write_f32(out: &mut impl Write, bits: u32) -> fmt::Result {
    let value = f32::from_bits(bits);
    if !(value == 0.0 || value.is_normal()) {
        return write_hex(out, u64::from(bits), FloatFormat::Single);
    }
    match nine_digits(bits & 0x7fff_ffff) {
        Some((digits, exponent)) => {
            let mut text = [0u8; 9];
            let mut v = digits;
            for d in text.iter_mut().rev() {
                *d = b'0' + (v % 10) as u8;
                v /= 10;
            }
            write_g(out, value.is_sign_negative(), &text, exponent, 9)
        }
        None => write_general(out, f64::from(value), 9),
    }
}

/// Writes a 64-bit float: `%.17g` for zeros and normal numbers, else hex.
pub fn write_f64(out: &mut impl Write, bits: u64) -> fmt::Result {
    let value = f64::from_bits(bits);
    if value == 0.0 || value.is_normal() {
        write_general(out, value, 17)
    } else {
        write_hex(out, bits, FloatFormat::Double)
    }
}

/// `10^i` for the `i` whose power fits in 128 bits.
const POWERS_OF_TEN: [u128; 39] = {
    let mut table = [1u128; 39];
    let mut i = 1;
    while i < 39 {
        table[i] = table[i - 1] * 10;
        i += 1;
    }
    table
};

/// A positive normal 32-bit float (or 0) as C's `%.9g` rounds it: nine significant digits (a
/// number from 10^8 to 10^9 - 1; 0 for 0) and the power of ten of the first. The value is a
/// 24-bit integer times a power of two, and a power of two times the same power of five is a
/// power of ten: its decimal digits are those of an integer, exactly, and rounding them to
/// nine (to nearest, ties to even, as C does) needs no float arithmetic. `None` for the values
/// whose integer does not fit in 128 bits (below about 2^-21), which the general formatting
/// takes.
fn nine_digits(bits: u32) -> Option<(u32, i32)> {
    if bits == 0 {
        return Some((0, 0));
    }
    let fraction = u128::from(bits & 0x7f_ffff | 0x80_0000);
    // value = fraction × 2^e2 = n × 10^-k
    let e2 = ((bits >> 23) & 0xff) as i32 - 150;
    let (n, k) = match u32::try_from(-e2) {
        Err(_) => (fraction << e2, 0),
        // 5^44 × 2^24 < 2^128.
        Ok(k) if k <= 44 => (fraction * 5u128.pow(k), k as i32),
        Ok(_) => return None,
    };
    // The number of digits of n: from its bits (log10 2 ≈ 1233 / 4096), then one comparison.
    let t = ((128 - n.leading_zeros()) * 1233) >> 12;
    let len = t + u32::from(POWERS_OF_TEN.get(t as usize).is_some_and(|&p| n >= p));
    let exponent = len as i32 - 1 - k;
    let Some(digits) = len.checked_sub(9) else {
        let pad = POWERS_OF_TEN.get(9 - len as usize).copied().unwrap_or(1);
        return Some(((n * pad) as u32, exponent));
    };
    let p = POWERS_OF_TEN.get(digits as usize).copied()?;
    let (mut q, r) = ((n / p) as u32, n % p);
    if r * 2 > p || (r * 2 == p && q % 2 == 1) {
        q += 1;
    }
    if q == 1_000_000_000 {
        return Some((100_000_000, exponent + 1));
    }
    Some((q, exponent))
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
    if value == 0.0 {
        return write_g(out, value.is_sign_negative(), b"0", 0, precision);
    }
    // The scientific form gives the rounded digits and the exponent `%g` decides by.
    let mut buf = Buf { bytes: [0; 40], len: 0 };
    write!(buf, "{:.*e}", precision - 1, value.abs())?;
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
    write_g(out, value.is_sign_negative(), &digits[..count], exponent, precision)
}

/// Writes a number of the significant `digits` (ASCII, the first not 0 unless the number is
/// 0), the first at the power of ten `exponent`, in `%g`'s form for `precision`.
fn write_g(out: &mut impl Write, negative: bool, digits: &[u8], exponent: i32, precision: usize) -> fmt::Result {
    if negative {
        out.write_char('-')?;
    }
    // Trailing zeros are not printed.
    let mut count = digits.len();
    while count > 1 && digits[count - 1] == b'0' {
        count -= 1;
    }
    let digits = core::str::from_utf8(&digits[..count]).map_err(|_| fmt::Error)?;
    if digits == "0" {
        return out.write_char('0');
    }
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
    let layout = format.layout();
    let (fraction_bits, bias) = (layout.fraction_bits, layout.bias);
    let nibbles = fraction_bits.div_ceil(4);
    let width = nibbles * 4;
    if bits & layout.sign_mask() != 0 {
        out.write_char('-')?;
    }
    let biased = (bits & layout.exponent_mask()) >> fraction_bits;
    // The fraction, left-aligned in whole nibbles.
    let mut fraction = (bits & layout.fraction_mask()) << (width - fraction_bits);
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

    /// The exact nine digits against Rust's own exact formatting (`{:.8e}`, which rounds as C's
    /// `printf` does), for every exponent and fractions from all over the range.
    #[test]
    fn nine_digits_round_as_the_general_form() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut checked = 0;
        for biased in 1..255u32 {
            for i in 0..400 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let fraction = match i {
                    0 => 0,
                    1 => 0x7f_ffff,
                    _ => (state >> 40) as u32 & 0x7f_ffff,
                };
                let bits = biased << 23 | fraction;
                if nine_digits(bits).is_none() {
                    continue;
                }
                for sign in [0, 1u32 << 31] {
                    let value = f32::from_bits(bits | sign);
                    let mut general = String::new();
                    write_general(&mut general, f64::from(value), 9).unwrap();
                    assert_eq!(f32_text(value), general, "{:#x}", bits | sign);
                    checked += 1;
                }
            }
        }
        // The exponents from 2^-44 up (149 of 254) are exact in 128 bits.
        assert_eq!(checked, 149 * 400 * 2);
    }

    #[test]
    fn hex_form_matches_spirv_dis() {
        assert_eq!(f32_text(1e-40), "0x1.16c2p-133");
        assert_eq!(f32_text(f32::from_bits(1)), "0x1p-149");
        assert_eq!(f32_text(f32::INFINITY), "0x1p+128");
        assert_eq!(hex(0xff80_0100, FloatFormat::Single), "-0x1.0002p+128");
        assert_eq!(hex(0x2e66, FloatFormat::Half), "0x1.998p-4");
        assert_eq!(hex(0x7bff, FloatFormat::Half), "0x1.ffcp+15");
        assert_eq!(hex(0x3c00, FloatFormat::Half), "0x1p+0");
        assert_eq!(hex(1, FloatFormat::Half), "0x1p-24");
        assert_eq!(hex(0x7c00, FloatFormat::Half), "0x1p+16");
        assert_eq!(hex(0, FloatFormat::Single), "0x0p+0");
        assert_eq!(hex(0x8000_0000, FloatFormat::Single), "-0x0p+0");
        assert_eq!(f64_text(f64::INFINITY), "0x1p+1024");
    }
}
