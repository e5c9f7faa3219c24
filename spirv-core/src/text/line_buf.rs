//! The buffer the disassembler writes an instruction's line into before it goes to the output
//! in one copy. Its pieces (ids, names, digits) are a few bytes each: appended to a vector each
//! would be a call to `memcpy` with its length checks, here they are fixed-size copies into an
//! array (a short piece is copied as two overlapping halves of a power of two).

use alloc::vec::Vec;

/// Bytes held before they go to the output: more than nearly every line needs, so that a line
/// is one copy.
const CAPACITY: usize = 256;
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

    /// Empties the buffer, its bytes dropped.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
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
        let digits = n.checked_ilog10().map_or(1, |d| d as usize + 1);
        let at = self.len;
        let Some(dst) = self.bytes.get_mut(at..at + 11) else { return };
        let start = usize::from(prefix != 0);
        dst[0] = prefix;
        let mut v = n;
        for slot in dst[start..start + digits].iter_mut().rev() {
            *slot = b'0' + (v % 10) as u8;
            v /= 10;
        }
        self.len += start + digits;
    }
}

/// Copies `src` (at most [`PIECE`] bytes) to the start of `dst` (which has [`PIECE`] bytes):
/// two fixed-size copies of the largest power of two not above its length, one at each end,
/// overlapping in the middle. (Bytes of `dst` past `src`'s length may be written.)
#[inline(always)]
fn copy_short(dst: &mut [u8], src: &[u8]) {
    let n = src.len();
    if n >= 16 {
        let mut at = 0;
        while at + 16 < n {
            copy_fixed::<16>(dst, at, src, at);
            at += 16;
        }
        copy_fixed::<16>(dst, n - 16, src, n - 16);
    } else if n >= 8 {
        copy_fixed::<8>(dst, 0, src, 0);
        copy_fixed::<8>(dst, n - 8, src, n - 8);
    } else if n >= 4 {
        copy_fixed::<4>(dst, 0, src, 0);
        copy_fixed::<4>(dst, n - 4, src, n - 4);
    } else {
        for (d, s) in dst.iter_mut().zip(src) {
            *d = *s;
        }
    }
}

/// Copies `N` bytes of `src` from `from` to `dst` at `to` (nothing if either is too short).
#[inline(always)]
fn copy_fixed<const N: usize>(dst: &mut [u8], to: usize, src: &[u8], from: usize) {
    if let (Some(d), Some(s)) = (dst.get_mut(to..to + N), src.get(from..from + N)) {
        let s: &[u8; N] = s.try_into().unwrap_or(&[0; N]);
        d.copy_from_slice(s);
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
        line.flush(&mut out);
        assert_eq!(out, expected);
    }
}
