//! A small, fast zlib (RFC 1950/1951) compressor for board images.
//!
//! General-purpose compressors search for repeats anywhere in the last 32 KiB; a board
//! image repeats itself in known places: along a row (flat areas), one row down (anything
//! taller than a pixel), and one or two hole spacings along a row (the next hole, peg or
//! label looks the same). The compressor tries those distances first and falls back to
//! one probe of a hash table of 4-byte sequences, parses greedily, and writes one
//! dynamic-Huffman block. On a board image it is about as fast as the fastest PNG mode
//! of the `png` crate and its output is smaller than zlib's level 6.

/// Shortest and longest match DEFLATE can express.
const MIN_MATCH: usize = 3;
const MAX_MATCH: usize = 258;
/// The farthest back a match may reach.
const WINDOW: usize = 32 * 1024;
/// A hinted match at least this long is taken without trying the other hints or the
/// hash table.
const GOOD_ENOUGH: usize = 16;
/// The hash table is probed only when the hints found less than this.
const PROBE_BELOW: usize = 4;
const HASH_BITS: u32 = 12;

/// Compresses `data` as a zlib stream appended to `out`. `hints` are distances at which
/// `data` is likely to repeat itself (for an image: 1, the row length, the hole spacing).
pub fn zlib(data: &[u8], hints: &[usize], out: &mut Vec<u8>) {
    // CMF: deflate, 32 KiB window; FLG: fastest level, check bits.
    out.extend_from_slice(&[0x78, 0x01]);
    let mut freqs = Freqs {
        lit: [0; 286],
        dist: [0; 30],
    };
    let tokens = tokenise(data, hints, &mut freqs);
    write_block(&tokens, &freqs, out);
    out.extend_from_slice(&adler32(data).to_be_bytes());
}

/// A literal byte (`< 256`) or a match: `length << 16 | distance`.
type Token = u32;

/// How often each literal/length and distance symbol occurs.
struct Freqs {
    lit: [u32; 286],
    dist: [u32; 30],
}

/// Per match length (index 0–258; 0–2 unused): symbol, extra bits, extra value.
static LENGTHS: [(u16, u8, u8); MAX_MATCH + 1] = length_table();

const fn length_table() -> [(u16, u8, u8); MAX_MATCH + 1] {
    let mut t = [(0u16, 0u8, 0u8); MAX_MATCH + 1];
    let mut len = MIN_MATCH;
    while len <= MAX_MATCH {
        let l = len - MIN_MATCH;
        t[len] = if len == MAX_MATCH {
            (285, 0, 0)
        } else if l < 8 {
            (257 + l as u16, 0, 0)
        } else {
            let bits = l.ilog2() - 2;
            let high = (l >> bits) & 3;
            let base = ((4 + high) << bits) + MIN_MATCH;
            (
                257 + 4 * (bits as u16 + 1) + high as u16,
                bits as u8,
                (len - base) as u8,
            )
        };
        len += 1;
    }
    t
}

/// Distance symbol for `d`.
#[inline]
fn distance_symbol(d: usize) -> u8 {
    if d <= 4 {
        (d - 1) as u8
    } else {
        let bits = (d - 1).ilog2() - 1;
        (2 * (bits + 1) + (((d - 1) >> bits) & 1) as u32) as u8
    }
}

fn tokenise(data: &[u8], hints: &[usize], freqs: &mut Freqs) -> Vec<Token> {
    let mut hint = [0usize; 4];
    let mut hints_len = 0;
    for &d in hints.iter().filter(|&&d| (1..=WINDOW).contains(&d)).take(4) {
        hint[hints_len] = d;
        hints_len += 1;
    }
    let hints = &hint[..hints_len];
    let n = data.len();
    let mut tokens = Vec::with_capacity(n / 16);
    let mut table = vec![0u32; 1 << HASH_BITS];
    let hash = |i: usize| -> usize {
        let v = u32::from_le_bytes([data[i], data[i + 1], data[i + 2], data[i + 3]]);
        (v.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize
    };
    let mut i = 0;
    while i < n {
        let max = (n - i).min(MAX_MATCH);
        let (mut best, mut best_d) = (0, 0);
        if max >= MIN_MATCH {
            for &d in hints {
                if d <= i && data[i] == data[i - d] && data[i + 1] == data[i + 1 - d] {
                    let l = match_length(data, i, i - d, max);
                    if l > best {
                        (best, best_d) = (l, d);
                        if l >= GOOD_ENOUGH.min(max) {
                            break;
                        }
                    }
                }
            }
            if i + 4 <= n {
                let h = hash(i);
                if best < PROBE_BELOW {
                    let p = table[h] as usize;
                    if p > 0 && i - (p - 1) <= WINDOW {
                        let p = p - 1;
                        let l = match_length(data, i, p, max);
                        if l > best {
                            (best, best_d) = (l, i - p);
                        }
                    }
                }
                table[h] = i as u32 + 1;
            }
        }
        if best >= MIN_MATCH {
            tokens.push(((best as u32) << 16) | best_d as u32);
            freqs.lit[usize::from(LENGTHS[best].0)] += 1;
            freqs.dist[usize::from(distance_symbol(best_d))] += 1;
            i += best;
        } else {
            tokens.push(u32::from(data[i]));
            freqs.lit[usize::from(data[i])] += 1;
            i += 1;
        }
    }
    tokens
}

/// How many bytes from `a` on equal those from `b` on (`b < a`), at most `max`.
#[inline]
fn match_length(data: &[u8], a: usize, b: usize, max: usize) -> usize {
    let mut l = 0;
    while l + 8 <= max {
        let x = u64::from_le_bytes(data[a + l..a + l + 8].try_into().unwrap_or([0; 8]));
        let y = u64::from_le_bytes(data[b + l..b + l + 8].try_into().unwrap_or([0; 8]));
        let diff = x ^ y;
        if diff != 0 {
            return l + (diff.trailing_zeros() / 8) as usize;
        }
        l += 8;
    }
    while l < max && data[a + l] == data[b + l] {
        l += 1;
    }
    l
}

/// Length symbol (257–285), extra bits and their value for a match of `len` (3–258).
#[inline]
fn length_code(len: usize) -> (usize, u32, u32) {
    let (sym, bits, value) = LENGTHS[len];
    (usize::from(sym), u32::from(bits), u32::from(value))
}

/// Distance symbol (0–29), extra bits and their value for distance `d` (1–32768).
fn distance_code(d: usize) -> (usize, u32, u32) {
    if d <= 4 {
        return (d - 1, 0, 0);
    }
    let bits = (d - 1).ilog2() - 1;
    let high = ((d - 1) >> bits) & 1;
    let base = ((2 + high) << bits) + 1;
    (2 * (bits as usize + 1) + high, bits, (d - base) as u32)
}

/// Little-endian bit output.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    count: u32,
}

impl Bits<'_> {
    #[inline]
    fn put(&mut self, value: u32, bits: u32) {
        self.acc |= u64::from(value) << self.count;
        self.count += bits;
        if self.count >= 32 {
            self.out.extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.count -= 32;
        }
    }

    fn flush(&mut self) {
        while self.count > 0 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.count = self.count.saturating_sub(8);
        }
    }
}

/// A Huffman code: per symbol its length and its bit-reversed code.
struct Code {
    lengths: Vec<u8>,
    codes: Vec<u16>,
}

impl Code {
    fn new(freqs: &[u32], limit: u8) -> Code {
        let lengths = code_lengths(freqs, limit);
        let codes = canonical(&lengths);
        Code { lengths, codes }
    }

    #[inline]
    fn put(&self, bits: &mut Bits<'_>, symbol: usize) {
        bits.put(
            u32::from(self.codes[symbol]),
            u32::from(self.lengths[symbol]),
        );
    }
}

/// Optimal code lengths for `freqs`, none longer than `limit`. Symbols of frequency 0
/// get length 0; at least two symbols get a code so that the code is complete.
fn code_lengths(freqs: &[u32], limit: u8) -> Vec<u8> {
    let mut used: Vec<(u32, usize)> = freqs
        .iter()
        .enumerate()
        .filter(|(_, &f)| f > 0)
        .map(|(s, &f)| (f, s))
        .collect();
    // A complete code needs two symbols.
    for s in 0..freqs.len() {
        if used.len() >= 2 {
            break;
        }
        if !used.iter().any(|&(_, u)| u == s) {
            used.push((1, s));
        }
    }
    let mut lengths = vec![0u8; freqs.len()];
    if used.len() < 2 {
        return lengths;
    }
    // Huffman's algorithm with two queues over the leaves sorted by weight.
    used.sort_unstable();
    let leaves = used.len();
    let mut weight: Vec<u64> = used.iter().map(|&(f, _)| u64::from(f)).collect();
    let mut parent = vec![0usize; 2 * leaves - 1];
    let (mut next_leaf, mut next_node) = (0, leaves);
    for node in leaves..2 * leaves - 1 {
        let mut pick = || {
            if next_leaf < leaves && (next_node >= node || weight[next_leaf] <= weight[next_node]) {
                next_leaf += 1;
                next_leaf - 1
            } else {
                next_node += 1;
                next_node - 1
            }
        };
        let (a, b) = (pick(), pick());
        weight.push(weight[a] + weight[b]);
        parent[a] = node;
        parent[b] = node;
    }
    // Depth of each leaf; the root is the last node.
    let mut depth = vec![0u32; 2 * leaves - 1];
    for node in (0..2 * leaves - 2).rev() {
        depth[node] = depth[parent[node]] + 1;
    }
    // Count codes per length, folding lengths over the limit back under it (Kraft).
    let limit = usize::from(limit);
    let mut count = vec![0u32; limit + 1];
    for d in &depth[..leaves] {
        count[(*d as usize).min(limit)] += 1;
    }
    let mut kraft: u64 = (1..=limit)
        .map(|l| u64::from(count[l]) << (limit - l))
        .sum();
    while kraft > 1 << limit {
        // Lengthen a shorter code to make room: take one code at the limit away and
        // split a code of the longest length below the limit into two.
        count[limit] -= 1;
        if let Some(l) = (1..limit).rev().find(|&l| count[l] > 0) {
            count[l] -= 1;
            count[l + 1] += 2;
        }
        kraft -= 1;
    }
    // The most frequent symbols get the shortest codes.
    let mut by_freq = used;
    by_freq.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut symbols = by_freq.iter();
    for (len, &c) in count.iter().enumerate().skip(1) {
        for _ in 0..c {
            if let Some(&(_, s)) = symbols.next() {
                lengths[s] = len as u8;
            }
        }
    }
    lengths
}

/// Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed for LSB-first output.
fn canonical(lengths: &[u8]) -> Vec<u16> {
    let mut count = [0u16; 16];
    for &l in lengths {
        count[usize::from(l)] += 1;
    }
    count[0] = 0;
    let mut next = [0u16; 16];
    let mut code = 0u16;
    for bits in 1..16 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lengths
        .iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[usize::from(l)];
            next[usize::from(l)] += 1;
            c.reverse_bits() >> (16 - u16::from(l))
        })
        .collect()
}

/// Run-length codes (RFC 1951 §3.2.7) for a sequence of code lengths: symbol and extra
/// bits value.
fn run_lengths(lengths: &[u8]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lengths.len() {
        let l = lengths[i];
        let run = lengths[i..].iter().take_while(|&&x| x == l).count();
        if l == 0 && run >= 3 {
            let r = run.min(138);
            out.push(if r >= 11 {
                (18, (r - 11) as u8)
            } else {
                (17, (r - 3) as u8)
            });
            i += r;
        } else if l != 0 && run >= 4 {
            out.push((l, 0));
            let r = (run - 1).min(6);
            out.push((16, (r - 3) as u8));
            i += 1 + r;
        } else {
            out.push((l, 0));
            i += 1;
        }
    }
    out
}

/// Order in which the code-length code's lengths are written.
const CL_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// One final dynamic-Huffman block holding `tokens`.
fn write_block(tokens: &[Token], freqs: &Freqs, out: &mut Vec<u8>) {
    let mut lit_freq = freqs.lit;
    lit_freq[256] = 1;
    let dist_freq = freqs.dist;
    let lit = Code::new(&lit_freq, 15);
    let dist = Code::new(&dist_freq, 15);
    let hlit = 257.max(
        lit.lengths
            .iter()
            .rposition(|&l| l > 0)
            .map_or(0, |p| p + 1),
    );
    let hdist = 1.max(
        dist.lengths
            .iter()
            .rposition(|&l| l > 0)
            .map_or(0, |p| p + 1),
    );
    let mut all = lit.lengths[..hlit].to_vec();
    all.extend_from_slice(&dist.lengths[..hdist]);
    let runs = run_lengths(&all);
    let mut cl_freq = [0u32; 19];
    for &(s, _) in &runs {
        cl_freq[usize::from(s)] += 1;
    }
    let cl = Code::new(&cl_freq, 7);
    let hclen = 4.max(
        CL_ORDER
            .iter()
            .rposition(|&s| cl.lengths[s] > 0)
            .map_or(0, |p| p + 1),
    );

    let mut bits = Bits {
        out,
        acc: 0,
        count: 0,
    };
    bits.put(1, 1); // final block
    bits.put(2, 2); // dynamic Huffman
    bits.put((hlit - 257) as u32, 5);
    bits.put((hdist - 1) as u32, 5);
    bits.put((hclen - 4) as u32, 4);
    for &s in &CL_ORDER[..hclen] {
        bits.put(u32::from(cl.lengths[s]), 3);
    }
    for &(s, extra) in &runs {
        cl.put(&mut bits, usize::from(s));
        match s {
            16 => bits.put(u32::from(extra), 2),
            17 => bits.put(u32::from(extra), 3),
            18 => bits.put(u32::from(extra), 7),
            _ => {}
        }
    }
    out_reserve(bits.out, tokens.len() * 3);
    for &t in tokens {
        if t < 256 {
            lit.put(&mut bits, t as usize);
        } else {
            let (sym, n, v) = length_code((t >> 16) as usize);
            let len = u32::from(lit.lengths[sym]);
            bits.put(u32::from(lit.codes[sym]) | v << len, len + n);
            let (sym, n, v) = distance_code((t & 0xffff) as usize);
            let len = u32::from(dist.lengths[sym]);
            bits.put(u32::from(dist.codes[sym]) | v << len, len + n);
        }
    }
    lit.put(&mut bits, 256);
    bits.flush();
}

fn out_reserve(out: &mut Vec<u8>, extra: usize) {
    out.reserve(extra);
}

/// The Adler-32 checksum of `data` (RFC 1950), over four interleaved lanes so that the
/// compiler can use vector additions (as the `adler` crate does).
fn adler32(data: &[u8]) -> u32 {
    const MOD: u32 = 65_521;
    // Largest n with 255·n·(n+1)/2 + (n+1)·(MOD−1) < 2³²: quads per lane between
    // reductions.
    const NMAX: usize = 5552;
    let (quads, rest) = data.split_at(data.len() - data.len() % 4);
    let mut av = [0u32; 4];
    let mut bv = [0u32; 4];
    let mut b = 0u32;
    for chunk in quads.chunks(4 * NMAX) {
        for q in chunk.chunks_exact(4) {
            for k in 0..4 {
                av[k] += u32::from(q[k]);
                bv[k] += av[k];
            }
        }
        // The initial a = 1 counts once per byte.
        b = (b + chunk.len() as u32) % MOD;
        for k in 0..4 {
            av[k] %= MOD;
            bv[k] %= MOD;
        }
    }
    // Lane k holds the bytes at 4j + k, each counted (quads − j) times in bv[k]; a byte's
    // weight is (n − 4j − k) = 4·(quads − j) − k.
    let mut a = 1u32;
    for k in 0..4 {
        a += av[k];
        b += 4 * bv[k] + k as u32 * (MOD - av[k]);
    }
    a %= MOD;
    b %= MOD;
    for &v in rest {
        a = (a + u32::from(v)) % MOD;
        b = (b + a) % MOD;
    }
    (b << 16) | a
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inflates `z` by reading it as the image data of a one-row greyscale PNG with
    /// `data.len() - 1` pixels (`data[0]` is the row's filter byte, 0).
    fn inflate_as_png(z: &[u8], len: usize) -> Vec<u8> {
        let mut file = Vec::new();
        let mut encoder = png::Encoder::new(&mut file, (len - 1) as u32, 1);
        encoder.set_color(png::ColorType::Grayscale);
        let mut writer = encoder.write_header().unwrap();
        writer.write_chunk(png::chunk::IDAT, z).unwrap();
        writer.finish().unwrap();
        let mut reader = png::Decoder::new(std::io::Cursor::new(file))
            .read_info()
            .unwrap();
        let mut out = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut out).unwrap();
        let mut row = vec![0];
        row.extend_from_slice(&out);
        row
    }

    #[test]
    fn compressed_data_inflates_back_to_the_input() {
        let mut image = vec![7u8; 40_000];
        for (i, b) in image.iter_mut().enumerate() {
            if (i / 13) % 7 == 0 {
                *b = (i % 251) as u8;
            }
        }
        let cases: Vec<Vec<u8>> = vec![
            vec![0, 5],
            vec![0, 1, 2],
            b"abcabcabcabcabcabc".to_vec(),
            (0..=255).collect(),
            vec![0; 100_000],
            (0..70_000u32)
                .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
                .collect(),
            image,
        ];
        for mut data in cases {
            data[0] = 0;
            let mut z = Vec::new();
            zlib(&data, &[1, 201, 50], &mut z);
            assert_eq!(
                inflate_as_png(&z, data.len()),
                data,
                "length {}",
                data.len()
            );
        }
    }

    #[test]
    fn codes_respect_the_length_limit_and_are_complete() {
        // Fibonacci weights force a deep Huffman tree.
        let mut freqs = vec![0u32; 30];
        let (mut a, mut b) = (1u32, 1u32);
        for f in &mut freqs {
            *f = a;
            (a, b) = (b, a.saturating_add(b));
        }
        let lengths = code_lengths(&freqs, 7);
        assert!(lengths.iter().all(|&l| (1..=7).contains(&l)));
        let kraft: f64 = lengths.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
        assert!((kraft - 1.0).abs() < 1e-9, "{kraft}");
        assert_eq!(code_lengths(&[0, 9, 0], 15), vec![1, 1, 0]);
    }

    #[test]
    fn length_and_distance_codes_follow_the_tables() {
        assert_eq!(length_code(3), (257, 0, 0));
        assert_eq!(length_code(11), (265, 1, 0));
        assert_eq!(length_code(12), (265, 1, 1));
        assert_eq!(length_code(227), (284, 5, 0));
        assert_eq!(length_code(257), (284, 5, 30));
        assert_eq!(length_code(258), (285, 0, 0));
        assert_eq!(distance_code(1), (0, 0, 0));
        assert_eq!(distance_code(5), (4, 1, 0));
        assert_eq!(distance_code(8), (5, 1, 1));
        assert_eq!(distance_code(801), (19, 8, 32));
        assert_eq!(distance_code(32_768), (29, 13, 8191));
    }

    #[test]
    fn adler32_matches_the_reference() {
        assert_eq!(adler32(b""), 1);
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
        let big = vec![0xffu8; 100_000];
        let (mut a, mut b) = (1u64, 0u64);
        for &v in &big {
            a = (a + u64::from(v)) % 65_521;
            b = (b + a) % 65_521;
        }
        assert_eq!(adler32(&big), ((b << 16) | a) as u32);
    }
}
