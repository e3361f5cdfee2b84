//! A small LZ77 byte codec for the base image the module embeds: 121 KB of image become
//! 49 KB of module. The build script compresses (`build.rs` includes this file); the
//! module decompresses once per instance, before reading the image.
//!
//! Format: a sequence is a run of literal bytes then, except in the last one, a match
//! (its length less [`MIN_MATCH`] and its distance back: at least 1 and within what is
//! decompressed so far; a match may overlap the bytes it produces). Their parts go to
//! four streams, each read in order: the literal counts, the literal bytes, the match
//! lengths and the distances, numbers as LEB128. Kept apart, each compresses better
//! under the gzip or brotli the module is served with: the image's share of the
//! module's gzip is smaller than when it was stored raw. The bytes are the
//! decompressed length and the byte lengths of the first three streams (LEB128), then
//! the four streams.

/// The shortest match worth a sequence.
const MIN_MATCH: usize = 4;

/// Candidates of the hash chain tried per position (compression only).
const CHAIN: usize = 256;

/// A match this long ends the search (compression only): it bounds the work on long runs.
const GOOD_ENOUGH: usize = 1024;

/// Farthest distance back (compression only): the whole image.
const WINDOW: usize = 1 << 20;

/// Appends `v` as LEB128.
fn put(out: &mut Vec<u8>, mut v: usize) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// `data` compressed; [`decompress`] gives it back.
pub(crate) fn compress(data: &[u8]) -> Vec<u8> {
    let (mut counts, mut bytes, mut lens, mut dists) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    // head[h]: the last position whose 4 bytes hash to h; prev[i]: the one before it.
    const BITS: u32 = 16;
    let mut head = vec![usize::MAX; 1 << BITS];
    let mut prev = vec![usize::MAX; data.len()];
    let hash = |i: usize| {
        let w = u32::from_le_bytes([data[i], data[i + 1], data[i + 2], data[i + 3]]);
        (w.wrapping_mul(0x9E37_79B1) >> (32 - BITS)) as usize
    };
    let insert = |i: usize, head: &mut Vec<usize>, prev: &mut Vec<usize>| {
        if i + MIN_MATCH <= data.len() {
            let h = hash(i);
            prev[i] = head[h];
            head[h] = i;
        }
    };
    let mut literals = 0; // start of the pending literals
    let mut i = 0;
    // The longest earlier match of the bytes at `i` (length, position).
    let longest = |i: usize, head: &[usize], prev: &[usize]| {
        let (mut best_len, mut best_at) = (0, 0);
        let mut cand = head[hash(i)];
        let mut tries = CHAIN;
        while cand != usize::MAX && i - cand <= WINDOW && tries > 0 {
            let len = data[cand..].iter().zip(&data[i..]).take_while(|(a, b)| a == b).count();
            if len > best_len {
                (best_len, best_at) = (len, cand);
                if len >= GOOD_ENOUGH {
                    break;
                }
            }
            cand = prev[cand];
            tries -= 1;
        }
        (best_len, best_at)
    };
    while i + MIN_MATCH <= data.len() {
        let (len, at) = longest(i, &head, &prev);
        insert(i, &mut head, &mut prev);
        // Lazy matching: a longer match one byte on is worth a literal here.
        let later =
            if i + 1 + MIN_MATCH <= data.len() { longest(i + 1, &head, &prev).0 } else { 0 };
        if len < MIN_MATCH || later > len {
            i += 1;
            continue;
        }
        put(&mut counts, i - literals);
        bytes.extend_from_slice(&data[literals..i]);
        put(&mut lens, len - MIN_MATCH);
        put(&mut dists, i - at);
        for j in i + 1..i + len {
            insert(j, &mut head, &mut prev);
        }
        i += len;
        literals = i;
    }
    put(&mut counts, data.len() - literals);
    bytes.extend_from_slice(&data[literals..]);
    let mut out = Vec::with_capacity(data.len() / 2);
    for n in [data.len(), counts.len(), bytes.len(), lens.len()] {
        put(&mut out, n);
    }
    for stream in [counts, bytes, lens, dists] {
        out.extend_from_slice(&stream);
    }
    out
}

/// One stream of the input, read in order.
struct Stream<'a>(&'a [u8]);

impl<'a> Stream<'a> {
    /// The next LEB128 number (`None`: the stream ends within it, or it overflows).
    fn number(&mut self) -> Option<usize> {
        let mut v = 0usize;
        for shift in (0..usize::BITS).step_by(7) {
            let (&b, rest) = self.0.split_first()?;
            self.0 = rest;
            v |= usize::from(b & 0x7f).checked_shl(shift)?;
            if b < 0x80 {
                return Some(v);
            }
        }
        None
    }

    /// The next `n` bytes.
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.0.len() {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }
}

/// The bytes [`compress`] was given; `None` for input it could not have written
/// (truncated, a distance past the start, more bytes than the stated length).
pub(crate) fn decompress(input: &[u8]) -> Option<Vec<u8>> {
    let mut header = Stream(input);
    let len = header.number()?;
    let (a, b, c) = (header.number()?, header.number()?, header.number()?);
    let mut counts = Stream(header.take(a)?);
    let mut bytes = Stream(header.take(b)?);
    let mut lens = Stream(header.take(c)?);
    let mut dists = header;
    // The stated length is only a claim: reserve no more than the input could give.
    let mut out = Vec::with_capacity(len.min(input.len().saturating_mul(8)));
    while !counts.0.is_empty() {
        let count = counts.number()?;
        if count > len - out.len() {
            return None;
        }
        out.extend_from_slice(bytes.take(count)?);
        if lens.0.is_empty() {
            break;
        }
        let n = lens.number()?.checked_add(MIN_MATCH)?;
        let dist = dists.number()?;
        if dist == 0 || dist > out.len() || n > len - out.len() {
            return None;
        }
        let from = out.len() - dist;
        if dist >= n {
            out.extend_from_within(from..from + n);
        } else {
            // An overlapping match repeats its last `dist` bytes.
            for k in from..from + n {
                out.push(out[k]);
            }
        }
    }
    let done = counts.0.is_empty() && bytes.0.is_empty() && lens.0.is_empty() && dists.0.is_empty();
    (done && out.len() == len).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let mut text = Vec::new();
        for i in 0..5000u32 {
            text.extend_from_slice(format!("value {} of {}; ", i % 37, i % 5).as_bytes());
        }
        for data in [&b""[..], b"a", b"abcd", b"aaaaaaaaaaaaaaaaaaaaaaaaa", &text] {
            let packed = compress(data);
            assert_eq!(decompress(&packed).as_deref(), Some(data));
        }
        assert!(compress(&text).len() < text.len() / 4);
    }

    #[test]
    fn corrupt_input_is_none() {
        let original = b"abcabcabcabcabcabcabcabc and more text abcabcabc".to_vec();
        let packed = compress(&original);
        // No truncation decodes to other bytes (dropping a final empty literal run
        // loses nothing), and no single-byte change panics.
        for cut in 0..packed.len() {
            let got = decompress(&packed[..cut]);
            assert!(got.is_none() || got.as_deref() == Some(&original[..]), "cut at {cut}");
        }
        for i in 0..packed.len() {
            for b in [0u8, 1, 0x7f, 0x80, 0xff] {
                let mut bad = packed.clone();
                bad[i] = b;
                let _ = decompress(&bad);
            }
        }
        // A distance past the start, a zero distance, more literals than stated, an
        // unterminated LEB128, a huge claimed length, stream lengths past the input.
        for bad in [
            &[4u8, 1, 0, 1, 0, 0, 1][..],
            &[8, 1, 1, 1, 1, b'a', 0, 0],
            &[2, 1, 3, 0, 3, b'a', b'b', b'c'],
            &[0x80, 0x80],
            &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0, 0, 0],
            &[4, 9, 0, 0, 1],
        ] {
            assert_eq!(decompress(bad), None, "{bad:?}");
        }
    }
}
