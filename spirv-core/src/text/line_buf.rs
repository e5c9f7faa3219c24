//! The buffer the disassembler writes its lines into before they go to the output, many lines in
//! one copy. Their pieces (ids, names, digits) are a few bytes each: appended to a vector each
//! would be a call to `memcpy` with its length checks, here they are fixed-size copies into an
//! array (a short piece is copied as two overlapping halves of a power of two).

use alloc::vec::Vec;

use spirv_runtime::binary::ByteOrder;

/// Bytes held before they go to the output: twenty lines or so. (The buffer is zeroed for each
/// module: at 4 KiB that cost more than the copies it saved, 153.9 -> 157.7 M Ir over the
/// corpus, against 151.1 M here and 151.3 M at 512 bytes.)
const CAPACITY: usize = 1024;
/// The longest piece the buffer takes itself; a longer one goes to the output directly.
const PIECE: usize = 64;

/// A line being written (see the module's documentation).
#[derive(Debug)]
pub(crate) struct LineBuf {
    bytes: [u8; CAPACITY],
    len: usize,
}

impl LineBuf {
    /// An empty buffer.
    pub fn new() -> Self {
        LineBuf { bytes: [0; CAPACITY], len: 0 }
    }

    /// Appends the buffer to `out` and empties it.
    #[inline]
    pub fn flush(&mut self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.bytes[..self.len]);
        self.len = 0;
    }

    /// The number of bytes held.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Keeps the first `len` bytes held, drops the others.
    #[inline]
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    /// Makes room for `n` more bytes (at most [`PIECE`]), moving what it holds to `out` if need
    /// be.
    #[inline(always)]
    fn room(&mut self, out: &mut Vec<u8>, n: usize) {
        if self.len + n > CAPACITY {
            self.flush(out);
        }
    }

    /// Appends one byte.
    #[inline(always)]
    pub fn byte(&mut self, out: &mut Vec<u8>, b: u8) {
        self.room(out, 1);
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = b;
            self.len += 1;
        }
    }

    /// Appends `piece`.
    #[inline(always)]
    pub fn bytes(&mut self, out: &mut Vec<u8>, piece: &[u8]) {
        let n = piece.len();
        if n > PIECE {
            self.flush(out);
            out.extend_from_slice(piece);
            return;
        }
        self.room(out, PIECE);
        let at = self.len;
        let Some(dst) = self.bytes.get_mut(at..at + PIECE) else { return };
        copy_short(dst, piece);
        self.len += n;
    }

    /// Appends the string whose words are `words` (in little-endian byte order) up to its first
    /// nul, `"` and `\\` escaped, as `spirv-dis` prints it between the quotes; a word at a time
    /// where it holds none of these.
    #[inline]
    pub fn escaped(&mut self, out: &mut Vec<u8>, words: &[u32]) {
        for &w in words {
            let bytes = ByteOrder::Little.bytes(w);
            if bytes.iter().all(|&b| b != 0 && b != b'"' && b != b'\\') {
                self.room(out, 4);
                let at = self.len;
                if let Some(dst) = self.bytes.get_mut(at..) {
                    store(dst, 0, bytes);
                    self.len += 4;
                }
                continue;
            }
            for b in bytes {
                if b == 0 {
                    return;
                }
                if b == b'"' || b == b'\\' {
                    self.byte(out, b'\\');
                }
                self.byte(out, b);
            }
        }
    }

    /// Appends `n` spaces (`n` at most [`PIECE`]).
    #[inline]
    pub fn spaces(&mut self, out: &mut Vec<u8>, n: usize) {
        const SPACES: [u8; PIECE] = [b' '; PIECE];
        self.bytes(out, &SPACES[..n.min(PIECE)]);
    }

    /// Appends the decimal digits of `n`, after `prefix` if it is not 0 (`%` for an id).
    #[inline(always)]
    pub fn decimal(&mut self, out: &mut Vec<u8>, prefix: u8, n: u32) {
        self.room(out, 11);
        let at = self.len;
        let Some(dst) = self.bytes.get_mut(at..at + 11) else { return };
        dst[0] = prefix;
        let end = usize::from(prefix != 0) + decimal_len(n);
        write_decimal(&mut dst[..end], n);
        self.len += end;
    }
}

/// The number of decimal digits of `n` (ids are mostly short: the comparisons go up).
#[inline(always)]
pub(crate) fn decimal_len(n: u32) -> usize {
    match n {
        0..10 => 1,
        10..100 => 2,
        100..1_000 => 3,
        1_000..10_000 => 4,
        10_000..100_000 => 5,
        100_000..1_000_000 => 6,
        1_000_000..10_000_000 => 7,
        10_000_000..100_000_000 => 8,
        100_000_000..1_000_000_000 => 9,
        _ => 10,
    }
}

/// Writes the digits of `n` at the end of `dst` (which has room for them), two at a time.
#[inline(always)]
fn write_decimal(dst: &mut [u8], n: u32) {
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let pair = |v: u32| -> [u8; 2] {
        let i = v as usize * 2;
        [PAIRS[i % 200], PAIRS[(i + 1) % 200]]
    };
    let mut end = dst.len();
    let mut v = n;
    while v >= 100 && end >= 2 {
        if let Some(d) = dst.get_mut(end - 2..end) {
            d.copy_from_slice(&pair(v % 100));
        }
        v /= 100;
        end -= 2;
    }
    if v >= 10 {
        if let Some(d) = dst.get_mut(end.wrapping_sub(2)..end) {
            d.copy_from_slice(&pair(v));
        }
    } else if let Some(d) = end.checked_sub(1).and_then(|i| dst.get_mut(i)) {
        *d = b'0' + v as u8;
    }
}

/// Copies `src` (at most [`PIECE`] bytes) to the start of `dst` (which has [`PIECE`] bytes):
/// two fixed-size copies of the largest power of two not above its length, one at each end,
/// overlapping in the middle. (Bytes of `dst` past `src`'s length may be written.) Each half
/// goes through a register: written as slice copies, LLVM merged the branches' copies into
/// one call to `memcpy` of a variable length.
#[inline(always)]
fn copy_short(dst: &mut [u8], src: &[u8]) {
    let n = src.len();
    if n >= 16 {
        let mut at = 0;
        while at + 16 < n {
            store(dst, at, load::<16>(src, at));
            at += 16;
        }
        store(dst, n - 16, load::<16>(src, n - 16));
    } else if n >= 8 {
        let (head, tail) = (u64::from_le_bytes(load(src, 0)), u64::from_le_bytes(load(src, n - 8)));
        store(dst, 0, head.to_le_bytes());
        store(dst, n - 8, tail.to_le_bytes());
    } else if n >= 4 {
        let (head, tail) = (u32::from_le_bytes(load(src, 0)), u32::from_le_bytes(load(src, n - 4)));
        store(dst, 0, head.to_le_bytes());
        store(dst, n - 4, tail.to_le_bytes());
    } else {
        for (d, s) in dst.iter_mut().zip(src) {
            *d = *s;
        }
    }
}

/// The `N` bytes of `src` from `at` (zeros if it is too short, which the callers rule out).
#[inline(always)]
fn load<const N: usize>(src: &[u8], at: usize) -> [u8; N] {
    src.get(at..).and_then(|s| s.first_chunk::<N>()).copied().unwrap_or([0; N])
}

/// Writes `bytes` into `dst` at `at` (nothing if it does not fit, which the callers rule out).
#[inline(always)]
fn store<const N: usize>(dst: &mut [u8], at: usize, bytes: [u8; N]) {
    if let Some(d) = dst.get_mut(at..).and_then(|d| d.first_chunk_mut::<N>()) {
        *d = bytes;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_of_every_length_and_numbers_of_every_width() {
        let mut out = Vec::new();
        let mut line = LineBuf::new();
        let mut expected = Vec::new();
        let text: Vec<u8> = (0..200u8).map(|i| b'a' + i % 26).collect();
        for n in 0..text.len() {
            line.bytes(&mut out, &text[..n]);
            expected.extend_from_slice(&text[..n]);
            line.byte(&mut out, b' ');
            expected.push(b' ');
        }
        for n in [0, 1, 9, 10, 99, 100, 12_345, 999_999_999, 1_000_000_000, u32::MAX] {
            line.decimal(&mut out, b'%', n);
            expected.extend_from_slice(format!("%{n}").as_bytes());
            line.decimal(&mut out, 0, n);
            expected.extend_from_slice(n.to_string().as_bytes());
        }
        line.spaces(&mut out, 7);
        expected.extend_from_slice(b"       ");
        let text = b"a \"quoted\" \\ string\0\0\0\0\0";
        let words = ByteOrder::Little.to_words(text);
        line.escaped(&mut out, &words);
        expected.extend_from_slice(b"a \\\"quoted\\\" \\\\ string");
        line.flush(&mut out);
        assert_eq!(out, expected);
    }
}
