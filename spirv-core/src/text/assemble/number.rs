//! Numeric literals as SPIRV-Tools parses them (`source/util/parse_number.{h,cpp}`,
//! `source/util/hex_float.h`): integers with C++ stream base detection (`0x` hex, leading `0`
//! octal), range checks against the declared width with hex sign extension, decimal floats
//! rounded to nearest (then toward zero for narrower formats), hex floats truncated.

use alloc::vec::Vec;

use spirv_runtime::{FloatEncoding, FloatFormat, FloatLayout};

use super::lexer::is_c_space;
use crate::text::{NumberFormat, NumberKind};

/// The words of an encoded number, least significant first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Words {
    One(u32),
    Two(u32, u32),
}

/// Why a number failed: SPIRV-Tools' `EncodeNumberStatus` and its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum NumberError {
    /// `Invalid unsigned integer literal: <text>` (invalid text).
    InvalidUnsigned,
    /// `Invalid signed integer literal: <text>` (invalid text).
    InvalidSigned,
    /// `Integer <value> does not fit in a <width>-bit <signedness> integer` (invalid text).
    DoesNotFit { value: u64, negative: bool, hex: bool, width: u32, signed: bool },
    /// `Cannot put a negative number in an unsigned literal` (invalid usage).
    NegativeUnsigned,
    /// `Unsupported <width>-bit integer literals` (unsupported).
    UnsupportedInteger(u32),
    /// `Invalid <format> float literal: <text>` (invalid text).
    InvalidFloat(FloatFormat),
    /// `Unsupported <width>-bit float literals` (unsupported).
    UnsupportedFloat(u32),
    /// `The expected type is not a integer or float type` (invalid usage): the callers type
    /// literals by numbers only, so SPIRV-Tools' check is kept for completeness.
    NotANumber,
}

/// The status class of a [`NumberError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Status {
    InvalidText,
    InvalidUsage,
    Unsupported,
}

impl NumberError {
    pub fn status(self) -> Status {
        match self {
            NumberError::NegativeUnsigned | NumberError::NotANumber => Status::InvalidUsage,
            NumberError::UnsupportedInteger(_) | NumberError::UnsupportedFloat(_) => Status::Unsupported,
            _ => Status::InvalidText,
        }
    }

    /// SPIRV-Tools' message for the literal `text`.
    pub fn message(self, text: &[u8]) -> Vec<u8> {
        use alloc::format;
        let with_text = |prefix: &str| [prefix.as_bytes(), text].concat();
        match self {
            NumberError::InvalidUnsigned => with_text("Invalid unsigned integer literal: "),
            NumberError::InvalidSigned => with_text("Invalid signed integer literal: "),
            NumberError::DoesNotFit { value, negative, hex, width, signed } => {
                let value = match (hex, negative) {
                    (true, _) if value == 0 => "0".into(),
                    (true, _) => format!("{value:#x}"),
                    (false, true) => format!("{}", value as i64),
                    (false, false) => format!("{value}"),
                };
                let signedness = if signed { "signed" } else { "unsigned" };
                format!("Integer {value} does not fit in a {width}-bit {signedness} integer").into_bytes()
            }
            NumberError::NegativeUnsigned => b"Cannot put a negative number in an unsigned literal".to_vec(),
            NumberError::UnsupportedInteger(width) => format!("Unsupported {width}-bit integer literals").into_bytes(),
            NumberError::InvalidFloat(format) => with_text(match format {
                FloatFormat::E4M3 => "Invalid E4M3 float literal: ",
                FloatFormat::E5M2 => "Invalid E5M2 float literal: ",
                FloatFormat::BFloat16 => "Invalid bfloat16 literal: ",
                FloatFormat::Half => "Invalid 16-bit float literal: ",
                FloatFormat::Single => "Invalid 32-bit float literal: ",
                FloatFormat::Double => "Invalid 64-bit float literal: ",
            }),
            NumberError::UnsupportedFloat(width) => format!("Unsupported {width}-bit float literals").into_bytes(),
            NumberError::NotANumber => b"The expected type is not a integer or float type".to_vec(),
        }
    }
}

/// Parses and encodes `text` as a number of type `ty` (`ParseAndEncodeNumber`).
#[inline]
pub(super) fn encode_number(text: &[u8], ty: NumberFormat) -> Result<Words, NumberError> {
    match ty.kind {
        NumberKind::Float(encoding) => encode_float(text, ty.width, encoding),
        NumberKind::Unsigned => encode_integer(text, ty.width, false),
        NumberKind::Signed => encode_integer(text, ty.width, true),
        NumberKind::None => Err(NumberError::NotANumber),
    }
}

/// `ParseAndEncodeIntegerNumber`.
#[inline]
fn encode_integer(text: &[u8], width: u32, signed: bool) -> Result<Words, NumberError> {
    // The common case: a short decimal.
    // (Nine digits fit both signednesses; a leading 0 would be octal.)
    if width == 32
        && !text.is_empty()
        && text.len() <= 9
        && text.iter().all(u8::is_ascii_digit)
        && (text.first() != Some(&b'0') || text.len() == 1)
    {
        return Ok(Words::One(text.iter().fold(0u32, |v, &d| v * 10 + u32::from(d - b'0'))));
    }
    if width > 64 {
        return Err(NumberError::UnsupportedInteger(width));
    }
    let negative = text.first() == Some(&b'-');
    if negative && !signed {
        return Err(NumberError::NegativeUnsigned);
    }
    let hex = text.first() == Some(&b'0') && matches!(text.get(1), Some(b'x' | b'X'));
    let value = if negative {
        parse_integer(text, 64, true).ok_or(NumberError::InvalidSigned)?
    } else {
        parse_integer(text, 64, false).ok_or(NumberError::InvalidUnsigned)?
    };
    // Negative only when parsed as a signed 64-bit value.
    let is_negative = negative && (value as i64) < 0;
    let value = check_range(value, is_negative, width, signed, hex).ok_or(NumberError::DoesNotFit {
        value,
        negative,
        hex,
        width,
        signed,
    })?;
    Ok(if width > 32 { Words::Two(value as u32, (value >> 32) as u32) } else { Words::One(value as u32) })
}

/// `CheckRangeAndIfHexThenSignExtend`: whether `value` fits `width` bits, and the value with a
/// hex literal's sign extended.
fn check_range(value: u64, is_negative: bool, width: u32, signed: bool, hex: bool) -> Option<u64> {
    let mut magnitude_mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    let overflow_mask = !magnitude_mask;
    let mut sign_mask = 0;
    if is_negative || signed {
        magnitude_mask >>= 1;
        sign_mask = magnitude_mask + 1;
    }
    let failed = if is_negative {
        value & overflow_mask != overflow_mask || value & sign_mask != sign_mask
    } else if hex {
        value & overflow_mask != 0
    } else {
        value & magnitude_mask != value
    };
    if failed {
        return None;
    }
    Some(if hex && value & sign_mask != 0 { value | overflow_mask } else { value })
}

/// The value of digit `c` in `base` (8, 10 or 16).
#[inline]
fn digit(c: u8, base: u64) -> Option<u64> {
    let d = match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' if base == 16 => c - b'a' + 10,
        b'A'..=b'F' if base == 16 => c - b'A' + 10,
        _ => return None,
    };
    (u64::from(d) < base).then_some(u64::from(d))
}

/// `ParseNumber<T>` for an integer type `T` of `bits` (16, 32 or 64) bits: libstdc++'s
/// `istream >> setbase(0) >> value` (optional sign, `0x` hex, leading-`0` octal, overflow fails),
/// which must read the whole text; a minus sign is rejected for unsigned types unless the value
/// is 0. Returns the value's bits (two's complement for negative signed values).
pub(super) fn parse_integer(text: &[u8], bits: u32, signed: bool) -> Option<u64> {
    let mask = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let mut i = 0;
    while text.get(i).is_some_and(|&c| is_c_space(c)) {
        i += 1;
    }
    let mut negative = false;
    match text.get(i) {
        None => return None,
        Some(b'-') => {
            negative = true;
            i += 1;
        }
        Some(b'+') => i += 1,
        Some(_) => {}
    }
    // Leading zeros and the base prefix.
    let mut base = 10u64;
    let mut found_zero = false;
    let mut digits = 0usize;
    while let Some(&c) = text.get(i) {
        if c == b'0' && (!found_zero || base == 10) {
            found_zero = true;
            base = 8;
        } else if found_zero && (c == b'x' || c == b'X') {
            base = 16;
            found_zero = false;
        } else {
            break;
        }
        i += 1;
        if !found_zero {
            break;
        }
    }
    let max = match (signed, negative) {
        (true, true) => 1u64 << (bits - 1),
        (true, false) => (1u64 << (bits - 1)) - 1,
        (false, _) => mask,
    };
    let smax = max / base;
    let mut result = 0u64;
    let mut overflow = false;
    while let Some(d) = text.get(i).and_then(|&c| digit(c, base)) {
        if result > smax {
            overflow = true;
        } else {
            result *= base;
            overflow |= result > max.wrapping_sub(d);
            result = result.wrapping_add(d);
            digits += 1;
        }
        i += 1;
    }
    if (digits == 0 && !found_zero) || overflow || i != text.len() {
        return None;
    }
    let value = if negative { result.wrapping_neg() & mask } else { result };
    // The GNU workaround in ParseNumber: "-1" read into an unsigned type wraps; reject it.
    if !signed && text.first() == Some(&b'-') && value != 0 {
        return None;
    }
    Some(if signed && negative { result.wrapping_neg() } else { value })
}

/// `ParseAndEncodeFloatingPointNumber`.
fn encode_float(text: &[u8], width: u32, encoding: FloatEncoding) -> Result<Words, NumberError> {
    let format = FloatFormat::of(width, encoding).ok_or(NumberError::UnsupportedFloat(width))?;
    let bits = parse_float(text, format).ok_or(NumberError::InvalidFloat(format))?;
    Ok(if format == FloatFormat::Double {
        Words::Two(bits as u32, (bits >> 32) as u32)
    } else {
        Words::One(bits as u32)
    })
}

/// The range of the signed integer type (`int_type`) of `layout`'s width, in which SPIRV-Tools'
/// parser keeps exponents.
fn int_range(layout: &FloatLayout) -> (i64, i64) {
    let max = ((1u64 << (layout.bits - 1)) - 1) as i64;
    (-max - 1, max)
}

/// Wraps `value` to `layout`'s `int_type`, as a C++ cast does.
fn wrap_int(layout: &FloatLayout, value: i64) -> i64 {
    let shift = 64 - layout.bits;
    (value << shift) >> shift
}

/// `ParseNumber<HexFloat<FloatProxy<T>>>`: a hex float (`[-]0x<hex>[.<hex>]p[+-]<dec>`, read at
/// the format's precision with truncation) or a decimal float (read as a 64- or 32-bit float
/// rounded to nearest, narrower formats then rounded toward zero); the whole text must be read
/// and the value must be finite. Returns the format's bits.
pub(super) fn parse_float(text: &[u8], format: FloatFormat) -> Option<u64> {
    let mut i = 0;
    while text.get(i).is_some_and(|&c| is_c_space(c)) {
        i += 1;
    }
    let mut negate = false;
    match text.get(i) {
        Some(b'-') => {
            negate = true;
            i += 1;
        }
        Some(b'0') => {}
        _ => return parse_normal(text, i, false, format),
    }
    if text.get(i) == Some(&b'0') && matches!(text.get(i + 1), Some(b'x' | b'X')) {
        parse_hex(text, i + 2, negate, &format.layout())
    } else {
        parse_normal(text, i, negate, format)
    }
}

/// `ParseNormalFloat` for `format`, from byte `i` of `text`.
fn parse_normal(text: &[u8], i: usize, negate: bool, format: FloatFormat) -> Option<u64> {
    match format {
        FloatFormat::Double => parse_decimal::<f64>(text, i, negate).map(f64::to_bits),
        FloatFormat::Single => parse_decimal::<f32>(text, i, negate).map(|f| u64::from(f.to_bits())),
        FloatFormat::E4M3 => {
            let value = parse_decimal::<f32>(text, i, negate)?;
            if !(-448.0..=448.0).contains(&value) {
                return None;
            }
            Some(narrow(value.to_bits(), &format.layout()))
        }
        FloatFormat::Half | FloatFormat::BFloat16 | FloatFormat::E5M2 => {
            let layout = format.layout();
            let bits = narrow(parse_decimal::<f32>(text, i, negate)?.to_bits(), &layout);
            // Infinity after rounding toward zero is an overflow.
            let infinite = bits & !layout.sign_mask() == layout.exponent_mask();
            (!infinite).then_some(bits)
        }
    }
}

/// A float type libstdc++ reads.
trait Decimal: core::str::FromStr + core::ops::Neg<Output = Self> + Copy {
    fn is_finite(self) -> bool;
}

impl Decimal for f32 {
    fn is_finite(self) -> bool {
        f32::is_finite(self)
    }
}

impl Decimal for f64 {
    fn is_finite(self) -> bool {
        f64::is_finite(self)
    }
}

/// libstdc++'s `istream >> float/double` from byte `i` (after the leading-sign check of
/// `ParseNormalFloat`), which must read the rest of the text: an optional sign, digits with at
/// most one `.`, an exponent after at least one digit; converted with round to nearest (as
/// glibc's `strtod`), failing on overflow.
fn parse_decimal<F: Decimal>(text: &[u8], mut i: usize, negate: bool) -> Option<F> {
    if negate && matches!(text.get(i), Some(b'-' | b'+')) {
        return None;
    }
    while text.get(i).is_some_and(|&c| is_c_space(c)) {
        i += 1;
    }
    let start = i;
    if matches!(text.get(i), Some(b'-' | b'+')) {
        i += 1;
    }
    let mut mantissa = false;
    let mut dot = false;
    let mut exponent = false;
    while let Some(&c) = text.get(i) {
        if c.is_ascii_digit() {
            mantissa = true;
        } else if c == b'.' && !dot && !exponent {
            dot = true;
        } else if (c == b'e' || c == b'E') && !exponent && mantissa {
            exponent = true;
            if !matches!(text.get(i + 1), Some(b'-' | b'+')) {
                i += 1;
                continue;
            }
            i += 1;
        } else {
            break;
        }
        i += 1;
    }
    if i != text.len() {
        return None;
    }
    let digits = core::str::from_utf8(text.get(start..)?).ok()?;
    let value: F = digits.parse().ok()?;
    if !value.is_finite() {
        return None;
    }
    Some(if negate { -value } else { value })
}

/// Rounds float bits toward zero to a narrower `layout` (`HexFloat::castTo` with
/// `round_direction::kToZero`).
fn narrow(bits: u32, layout: &FloatLayout) -> u64 {
    let negative = bits & 0x8000_0000 != 0;
    let sign = if negative { layout.sign_mask() } else { 0 };
    if bits & 0x7fff_ffff == 0 {
        return sign;
    }
    let significand = bits & 0x007f_ffff;
    let biased = (bits >> 23) & 0xff;
    let mut exponent = i64::from(biased) - 127;
    // The normalized significand, rounded toward zero to the narrower fraction.
    let mut normalized = significand;
    if exponent == -127 {
        let mut e = exponent;
        let mut s = significand;
        while s & (1 << 22) == 0 && s != 0 {
            s <<= 1;
            e -= 1;
        }
        let mut k = e;
        while k <= -127 {
            normalized <<= 1;
            k += 1;
        }
        normalized &= 0x007f_ffff;
    }
    let rounded = u64::from(normalized >> (23 - layout.fraction_bits));
    if exponent == -127 {
        exponent += 1;
        let mut check = 1u32 << 22;
        while check != 0 {
            exponent -= 1;
            if check & significand != 0 {
                break;
            }
            check >>= 1;
        }
    }
    let is_nan = biased == 0xff && significand != 0;
    let is_inf = !is_nan && (exponent > layout.bias || (biased == 0xff && significand == 0));
    if is_inf {
        return sign | if layout.has_infinity { layout.exponent_mask() } else { layout.max };
    }
    if is_nan {
        let shifted = u64::from(significand >> (23 - layout.fraction_bits));
        return (layout.nan_pattern | sign | layout.exponent_mask() | if shifted == 0 { 1 } else { shifted })
            & layout.mask();
    }
    compose(negative, wrap_int(layout, exponent), rounded, layout)
}

/// `setFromSignUnbiasedExponentAndNormalizedSignificand` without rounding up.
fn compose(negative: bool, mut exponent: i64, mut significand: u64, layout: &FloatLayout) -> u64 {
    let min_exponent = -layout.bias;
    if exponent <= min_exponent {
        significand |= 1 << layout.fraction_bits;
        significand = (significand & layout.mask()) >> 1;
    }
    while exponent < min_exponent {
        significand >>= 1;
        exponent += 1;
    }
    let biased = wrap_int(layout, exponent + layout.bias);
    let exponent_bits = ((biased << layout.fraction_bits) as u64) & layout.exponent_mask();
    let sign = if negative { layout.sign_mask() } else { 0 };
    (sign | exponent_bits | (significand & layout.fraction_mask())) & layout.mask()
}

/// The value of hex digit `c`.
#[inline]
fn nibble(c: u8) -> Option<u64> {
    (c as char).to_digit(16).map(u64::from)
}

/// The hex-float reader of `HexFloat`'s `operator>>`, from the byte after `0x`.
fn parse_hex(text: &[u8], mut i: usize, negate: bool, layout: &FloatLayout) -> Option<u64> {
    let uint_max = layout.mask();
    let (int_min, int_max) = int_range(layout);
    let top = layout.bits - 1;
    let set_bit = |fraction: u64, index: u64| {
        if index <= u64::from(top) { fraction | (1 << (top - index as u32)) } else { fraction }
    };
    let mut fraction = 0u64;
    let mut index = 0u64;
    let mut exponent = layout.bias;
    while text.get(i) == Some(&b'0') {
        i += 1;
    }
    let mut has_integer_part = false;
    let mut bits_written = false;
    let mut seen_dot = false;
    loop {
        match text.get(i) {
            Some(b'.') => {
                seen_dot = true;
                i += 1;
                break;
            }
            Some(b'p') => {
                i += 1;
                break;
            }
            Some(&c) => {
                let mut number = nibble(c)?;
                has_integer_part = true;
                for _ in 0..4 {
                    let bit = number & 8 != 0;
                    if bits_written {
                        if bit {
                            fraction = set_bit(fraction, index);
                        }
                        index = (index + 1).min(uint_max);
                        if exponent == int_max {
                            return None;
                        }
                        exponent += 1;
                    }
                    bits_written |= bit;
                    number <<= 1;
                }
                i += 1;
            }
            None => return None,
        }
    }
    if seen_dot {
        bits_written = false;
        loop {
            match text.get(i) {
                Some(b'p') => {
                    i += 1;
                    break;
                }
                Some(&c) => {
                    let mut number = nibble(c)?;
                    for _ in 0..4 {
                        let bit = number & 8 != 0;
                        bits_written |= bit;
                        if !has_integer_part && !bits_written {
                            if exponent == int_min {
                                return None;
                            }
                            exponent -= 1;
                        } else {
                            if bit {
                                fraction = set_bit(fraction, index);
                            }
                            index = (index + 1).min(uint_max);
                        }
                        number <<= 1;
                    }
                    i += 1;
                }
                None => return None,
            }
        }
    }
    // The binary exponent, in decimal.
    let overflow = int_max - 1;
    let mut sign_seen = false;
    let mut negative_exponent = false;
    let mut digits_seen = false;
    let mut written = 0i64;
    while let Some(&c) = text.get(i) {
        if !digits_seen && (c == b'-' || c == b'+') {
            if sign_seen {
                return None;
            }
            sign_seen = true;
            negative_exponent = c == b'-';
        } else if c.is_ascii_digit() {
            digits_seen = true;
            let d = i64::from(c - b'0');
            written = if written >= (overflow - d) / 10 { overflow } else { written * 10 + d };
        } else {
            break;
        }
        i += 1;
    }
    if !digits_seen || i != text.len() {
        return None;
    }
    if negative_exponent {
        written = -written;
    }
    if written >= 0 && exponent >= 0 {
        exponent = if overflow - exponent > written { written + exponent } else { overflow };
    } else if written < 0 && exponent < 0 {
        exponent = if overflow + exponent > -written { written + exponent } else { -overflow };
    } else {
        exponent += written;
    }
    let mut is_zero = !has_integer_part && fraction == 0;
    if !has_integer_part && !is_zero {
        fraction = (fraction << 1) & uint_max;
        exponent -= 1;
    } else if is_zero {
        exponent = 0;
    }
    if exponent <= 0 && !is_zero {
        fraction = (fraction >> 1) | (1 << top);
    }
    fraction = (fraction >> (layout.bits - layout.fraction_bits)) & layout.fraction_mask();
    let max_exponent = (1i64 << layout.exponent_bits) - 1;
    while exponent < 0 && !is_zero {
        fraction = (fraction >> 1) & layout.fraction_mask();
        exponent += 1;
        if fraction == 0 {
            is_zero = true;
            exponent = 0;
        }
    }
    if exponent > max_exponent {
        exponent = max_exponent;
        fraction = 0;
    }
    let sign = if negate { layout.sign_mask() } else { 0 };
    Some(sign | fraction | (((exponent as u64) << layout.fraction_bits) & layout.exponent_mask()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32_bits(text: &str) -> Option<u64> {
        parse_float(text.as_bytes(), FloatFormat::Single)
    }

    #[test]
    fn integers_follow_stream_base_detection() {
        assert_eq!(parse_integer(b"010", 64, false), Some(8));
        assert_eq!(parse_integer(b"0x10", 64, false), Some(16));
        assert_eq!(parse_integer(b"08", 64, false), None);
        assert_eq!(parse_integer(b"0x", 64, false), None);
        assert_eq!(parse_integer(b"-0", 16, false), Some(0));
        assert_eq!(parse_integer(b"-1", 16, false), None);
        assert_eq!(parse_integer(b"70000", 16, false), None);
        assert_eq!(parse_integer(b"-0x10", 64, true), Some((-16i64) as u64));
        assert_eq!(parse_integer(b"18446744073709551615", 64, false), Some(u64::MAX));
        assert_eq!(parse_integer(b"18446744073709551616", 64, false), None);
        assert_eq!(parse_integer(b"-9223372036854775808", 64, true), Some(1 << 63));
        assert_eq!(parse_integer(b"-9223372036854775809", 64, true), None);
        assert_eq!(parse_integer(b"+5", 32, false), Some(5));
    }

    #[test]
    fn integer_encoding_checks_width_and_extends_hex_signs() {
        let int = |text: &str, width, signed| encode_integer(text.as_bytes(), width, signed);
        assert_eq!(int("0xffff", 16, true), Ok(Words::One(0xffff_ffff)));
        assert_eq!(int("0xffff", 16, false), Ok(Words::One(0xffff)));
        assert_eq!(int("-1", 8, true), Ok(Words::One(0xffff_ffff)));
        assert!(matches!(int("65536", 16, false), Err(NumberError::DoesNotFit { .. })));
        assert_eq!(int("-1", 32, false), Err(NumberError::NegativeUnsigned));
        assert_eq!(int("0x8000000000000000", 64, false), Ok(Words::Two(0, 0x8000_0000)));
        assert_eq!(int("1", 128, false), Err(NumberError::UnsupportedInteger(128)));
        assert_eq!(
            NumberError::DoesNotFit { value: 0x1ff, negative: false, hex: true, width: 8, signed: false }.message(b""),
            b"Integer 0x1ff does not fit in a 8-bit unsigned integer"
        );
    }

    #[test]
    fn floats_round_and_truncate_like_spirv_tools() {
        assert_eq!(f32_bits("0.1"), Some(0x3dcc_cccd));
        assert_eq!(f32_bits("1e39"), None);
        assert_eq!(f32_bits("1e-50"), Some(0));
        assert_eq!(f32_bits("inf"), None);
        assert_eq!(f32_bits("0x1P3"), None);
        assert_eq!(f32_bits("0x1.000001p0"), Some(0x3f80_0000));
        assert_eq!(f32_bits("0x1p+129"), Some(0x7f80_0000));
        assert_eq!(f32_bits("-0x1p-150"), Some(0x8000_0000));
        assert_eq!(f32_bits("0x1.8p+128"), Some(0x7fc0_0000));
        assert_eq!(f32_bits("-0x1.0002p+128"), Some(0xff80_0100));
        assert_eq!(f32_bits("+0x1p0"), None);
        assert_eq!(f32_bits(".5"), Some(0x3f00_0000));
        assert_eq!(f32_bits("5."), Some(0x40a0_0000));
        let half = |text: &str| parse_float(text.as_bytes(), FloatFormat::Half);
        assert_eq!(half("0.1"), Some(0x2e66));
        assert_eq!(half("1.0009"), Some(0x3c00));
        assert_eq!(half("65520"), Some(0x7bff));
        assert_eq!(half("1e5"), None);
        assert_eq!(parse_float(b"1.5", FloatFormat::BFloat16), Some(0x3fc0));
    }
}
