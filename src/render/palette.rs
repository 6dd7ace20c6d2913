//! The colour palette of a theme (at most [`MAX_COLOURS`] colours) and the table that maps
//! any pixel to its nearest palette colour, for indexed PNG and GIF output.
//!
//! A palette is built once per theme: first the theme's flat colours exactly, then
//! anti-aliasing ramps between the colours that meet most (ink on its background), then
//! up to [`FREQUENT_COLOURS`] of the most frequent remaining colours of a specimen image,
//! skipping any too close to one already chosen. The lookup table has one entry per
//! 5-bit-per-channel cell.

use std::collections::HashMap;

use super::theme::Rgb;

/// Colours in a palette at most; index [`TRANSPARENT`] is left free for GIF frames.
pub const MAX_COLOURS: usize = 255;
/// The palette index GIF frames use for "unchanged".
pub const TRANSPARENT: u8 = 255;
/// Colours of the specimen added after the flat colours and ramps, at most. A few dozen
/// shades of anti-aliased edges look the same as two hundred at any size, and every
/// colour fewer makes the image data repeat more: on a 6-player mid-game board, 245
/// colours give 63.2 KB at zlib level 2 and about 100 colours 56.9 KB, at 10% less time
/// (`BENCHMARKS.md`).
pub const FREQUENT_COLOURS: usize = 16;
/// Colours closer than this (squared weighted distance) to a chosen one are not added.
const MIN_DISTANCE: u32 = 40;

/// A palette and its nearest-colour table.
pub struct Palette {
    colours: Vec<Rgb>,
    lut: Vec<u8>,
}

fn cell(c: Rgb) -> usize {
    (usize::from(c[0] >> 3) << 10) | (usize::from(c[1] >> 3) << 5) | usize::from(c[2] >> 3)
}

/// Weighted squared distance (green counts most, blue least, roughly as the eye does).
fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = |i: usize| u32::from(a[i].abs_diff(b[i]));
    3 * d(0) * d(0) + 4 * d(1) * d(1) + 2 * d(2) * d(2)
}

impl Palette {
    /// Builds a palette: `keys` exactly (they must lie in different 5-bit cells),
    /// `levels` blends of each pair in `ramps`, then up to [`FREQUENT_COLOURS`] of the
    /// most frequent colours of `sample`.
    #[must_use]
    pub fn build(keys: &[Rgb], ramps: &[(Rgb, Rgb)], levels: u8, sample: &[Rgb]) -> Palette {
        let mut colours: Vec<Rgb> = Vec::with_capacity(MAX_COLOURS);
        let add = |colours: &mut Vec<Rgb>, c: Rgb, min: u32| {
            if colours.len() < MAX_COLOURS && colours.iter().all(|&p| distance(p, c) >= min) {
                colours.push(c);
            }
        };
        for &k in keys {
            add(&mut colours, k, 1);
        }
        let key_count = colours.len();
        for &(a, b) in ramps {
            for l in 1..=levels {
                let alpha = (u32::from(l) * 255 / (u32::from(levels) + 1)) as u8;
                add(&mut colours, mix(a, b, alpha), MIN_DISTANCE);
            }
        }
        let mut counts: HashMap<Rgb, u32> = HashMap::new();
        for &c in sample {
            *counts.entry(c).or_default() += 1;
        }
        let mut frequent: Vec<(Rgb, u32)> = counts.into_iter().collect();
        frequent.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let limit = MAX_COLOURS.min(colours.len() + FREQUENT_COLOURS);
        for (c, _) in frequent {
            if colours.len() >= limit {
                break;
            }
            add(&mut colours, c, MIN_DISTANCE);
        }

        let mut lut = vec![0u8; 1 << 15];
        for (i, entry) in lut.iter_mut().enumerate() {
            let centre = [
                ((i >> 10) as u8) << 3 | 4,
                (((i >> 5) & 31) as u8) << 3 | 4,
                ((i & 31) as u8) << 3 | 4,
            ];
            let mut best = (u32::MAX, 0);
            for (j, &c) in colours.iter().enumerate() {
                let d = distance(centre, c);
                if d < best.0 {
                    best = (d, j);
                }
            }
            *entry = best.1 as u8;
        }
        // The flat colours map to themselves exactly.
        for (j, &k) in colours.iter().enumerate().take(key_count).rev() {
            lut[cell(k)] = j as u8;
        }
        Palette { colours, lut }
    }

    /// The colours, index order.
    #[cfg(test)]
    #[must_use]
    pub fn colours(&self) -> &[Rgb] {
        &self.colours
    }

    /// The palette index nearest to `c`.
    #[cfg(test)]
    #[must_use]
    pub fn index(&self, c: Rgb) -> u8 {
        self.lut[cell(c)]
    }

    /// Converts `rgba` (RGBA bytes, alpha ignored) to palette indices in `out`, one per
    /// pixel.
    #[inline]
    pub fn quantise(&self, rgba: &[u8], out: &mut [u8]) {
        for (o, p) in out.iter_mut().zip(rgba.chunks_exact(4)) {
            *o = self.lut[cell([p[0], p[1], p[2]])];
        }
    }

    /// The palette as `r g b` bytes.
    #[must_use]
    pub fn rgb_bytes(&self) -> Vec<u8> {
        self.colours.iter().flatten().copied().collect()
    }
}

/// `under` with `over` blended on top at opacity `alpha` (0–255): the colours of
/// anti-aliased edges, for the palette's ramps and the theme's tints.
#[inline]
#[must_use]
pub fn mix(under: Rgb, over: Rgb, alpha: u8) -> Rgb {
    let a = u32::from(alpha);
    let mut out = [0; 3];
    for i in 0..3 {
        out[i] = ((u32::from(under[i]) * (255 - a) + u32::from(over[i]) * a + 127) / 255) as u8;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_themselves_and_other_colours_to_something_near() {
        let keys = [[255, 255, 255], [0, 0, 0], [200, 30, 30]];
        let sample = vec![[10, 200, 10]; 50];
        let p = Palette::build(&keys, &[([0, 0, 0], [255, 255, 255])], 3, &sample);
        for k in keys {
            assert_eq!(p.colours()[usize::from(p.index(k))], k);
        }
        let g = p.colours()[usize::from(p.index([12, 198, 14]))];
        assert_eq!(g, [10, 200, 10]);
        assert_eq!(mix([0, 0, 0], [255, 255, 255], 255), [255, 255, 255]);
        let mut out = [0u8; 2];
        p.quantise(&[255, 255, 255, 0, 200, 30, 30, 255], &mut out);
        assert_eq!(out, [p.index(keys[0]), p.index(keys[2])]);
        let grey = p.colours()[usize::from(p.index([128, 128, 128]))];
        assert!(grey[0].abs_diff(128) < 20, "{grey:?}");
        assert!(p.colours().len() <= MAX_COLOURS);
    }
}
