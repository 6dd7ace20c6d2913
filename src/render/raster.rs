//! Pixels: a canvas of colours or of palette indices, anti-aliased shapes from signed
//! distance functions, coverage masks and sprites.
//!
//! The static layer is drawn once in colour and converted to palette indices; each image
//! is then drawn straight onto a copy of those indices: a pixel's colour is read from the
//! palette, blended, and written back as the nearest palette index. Opaque runs of
//! sprites are copied as indices without blending.

use super::palette::Palette;
use super::theme::Rgb;

/// An axis-aligned box of pixels, `x0..x1 × y0..y1` (exclusive ends).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rect {
    /// Left column.
    pub x0: i32,
    /// Top row.
    pub y0: i32,
    /// One past the right column.
    pub x1: i32,
    /// One past the bottom row.
    pub y1: i32,
}

impl Rect {
    /// The pixels any part of which lies in the box `x0..x1 × y0..y1` (real coordinates),
    /// grown by one pixel for anti-aliasing.
    #[must_use]
    pub fn around(x0: f32, y0: f32, x1: f32, y1: f32) -> Rect {
        Rect {
            x0: x0.floor() as i32 - 1,
            y0: y0.floor() as i32 - 1,
            x1: x1.ceil() as i32 + 1,
            y1: y1.ceil() as i32 + 1,
        }
    }

    /// Whether the two boxes share a pixel.
    #[must_use]
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x0 < other.x1 && other.x0 < self.x1 && self.y0 < other.y1 && other.y0 < self.y1
    }

    /// Whether the box is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.x1 <= self.x0 || self.y1 <= self.y0
    }

    /// The smallest box holding both.
    #[must_use]
    pub fn union(&self, other: &Rect) -> Rect {
        if self.is_empty() {
            return *other;
        }
        if other.is_empty() {
            return *self;
        }
        Rect {
            x0: self.x0.min(other.x0),
            y0: self.y0.min(other.y0),
            x1: self.x1.max(other.x1),
            y1: self.y1.max(other.y1),
        }
    }

    /// The part of the box inside a `w × h` image.
    #[must_use]
    pub fn clip(&self, w: u32, h: u32) -> Rect {
        Rect {
            x0: self.x0.max(0),
            y0: self.y0.max(0),
            x1: self.x1.min(w as i32),
            y1: self.y1.min(h as i32),
        }
    }
}

/// A static layer: its pixels and their palette indices.
pub struct Layer {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Row-major pixels (emptied once [`Layer::quantise`] has run).
    pub rgb: Vec<Rgb>,
    /// Palette indices of `rgb`, laid out as PNG image data: each row starts with a
    /// filter byte (0, none) followed by `width` indices ([`Layer::stride`] bytes a row).
    pub indices: Vec<u8>,
}

impl Layer {
    /// A layer of `rgb` without indices yet.
    #[must_use]
    pub fn new(width: u32, height: u32, rgb: Vec<Rgb>) -> Layer {
        Layer {
            width,
            height,
            rgb,
            indices: Vec::new(),
        }
    }

    /// Bytes per row of [`Layer::indices`].
    #[must_use]
    pub fn stride(&self) -> usize {
        self.width as usize + 1
    }

    /// Fills [`Layer::indices`] from the pixels, then drops the pixels.
    pub fn quantise(&mut self, palette: &Palette) {
        let w = self.width as usize;
        self.indices = vec![0; self.stride() * self.height as usize];
        for (pixels, out) in self
            .rgb
            .chunks_exact(w)
            .zip(self.indices.chunks_exact_mut(w + 1))
        {
            palette.quantise(pixels, &mut out[1..]);
        }
        self.rgb = Vec::new();
    }

    /// The palette indices of row `y` of `indices` (laid out like [`Layer::indices`]).
    #[must_use]
    pub fn row(indices: &[u8], width: u32, y: u32) -> &[u8] {
        let (w, s) = (width as usize, width as usize + 1);
        &indices[y as usize * s + 1..y as usize * s + 1 + w]
    }
}

/// What a canvas draws on.
enum Pixels<'a> {
    /// Colours, row-major (for drawing the static layer, before there is a palette).
    Rgb(Vec<Rgb>),
    /// Palette indices laid out like [`Layer::indices`]; a pixel's colour is read from
    /// the palette, blended, and written back as the nearest palette index.
    Indexed {
        indices: Vec<u8>,
        palette: &'a Palette,
    },
}

/// Where drawing goes: an image as colours or as palette indices.
pub struct Canvas<'a> {
    width: u32,
    height: u32,
    pixels: Pixels<'a>,
}

impl<'a> Canvas<'a> {
    /// A canvas drawing on `rgb` (`width × height` colours, row-major).
    #[must_use]
    pub fn rgb(width: u32, height: u32, rgb: Vec<Rgb>) -> Canvas<'static> {
        debug_assert_eq!(rgb.len(), (width * height) as usize);
        Canvas {
            width,
            height,
            pixels: Pixels::Rgb(rgb),
        }
    }

    /// A canvas drawing on `indices` of `palette`, laid out like [`Layer::indices`].
    #[must_use]
    pub fn indexed(width: u32, height: u32, indices: Vec<u8>, palette: &'a Palette) -> Canvas<'a> {
        debug_assert_eq!(indices.len(), (width as usize + 1) * height as usize);
        Canvas {
            width,
            height,
            pixels: Pixels::Indexed { indices, palette },
        }
    }

    /// The colours drawn (empty for an indexed canvas).
    #[must_use]
    pub fn into_rgb(self) -> Vec<Rgb> {
        match self.pixels {
            Pixels::Rgb(rgb) => rgb,
            Pixels::Indexed { .. } => Vec::new(),
        }
    }

    /// The indices drawn (empty for a colour canvas).
    #[must_use]
    pub fn into_indices(self) -> Vec<u8> {
        match self.pixels {
            Pixels::Indexed { indices, .. } => indices,
            Pixels::Rgb(_) => Vec::new(),
        }
    }

    /// The indices drawn (empty for a colour canvas).
    #[must_use]
    pub fn indices(&self) -> &[u8] {
        match &self.pixels {
            Pixels::Indexed { indices, .. } => indices,
            Pixels::Rgb(_) => &[],
        }
    }

    fn clip(&self, r: Rect) -> Rect {
        r.clip(self.width, self.height)
    }

    /// Blends `colour` over the pixel at (`x`, `y`), inside the image, with opacity
    /// `alpha`.
    #[inline(always)]
    fn blend(&mut self, x: i32, y: i32, colour: Rgb, alpha: u8) {
        match &mut self.pixels {
            Pixels::Rgb(rgb) => {
                let i = y as usize * self.width as usize + x as usize;
                rgb[i] = if alpha == 255 {
                    colour
                } else {
                    mix(rgb[i], colour, alpha)
                };
            }
            Pixels::Indexed { indices, palette } => {
                let i = y as usize * (self.width as usize + 1) + 1 + x as usize;
                let p = if alpha == 255 {
                    colour
                } else {
                    mix(palette.colour(indices[i]), colour, alpha)
                };
                indices[i] = palette.index(p);
            }
        }
    }

    /// Blends `colour` over every pixel of `bounds` with the coverage given by the signed
    /// distance `sdf` (negative inside) at the pixel's centre.
    pub fn fill(&mut self, bounds: Rect, colour: Rgb, sdf: impl Fn(f32, f32) -> f32) {
        let r = self.clip(bounds);
        for py in r.y0..r.y1 {
            for px in r.x0..r.x1 {
                let a = coverage(sdf(px as f32 + 0.5, py as f32 + 0.5));
                if a > 0 {
                    self.blend(px, py, colour, a);
                }
            }
        }
    }

    /// A filled disc.
    pub fn disc(&mut self, cx: f32, cy: f32, r: f32, colour: Rgb) {
        self.fill(
            Rect::around(cx - r, cy - r, cx + r, cy + r),
            colour,
            |x, y| length(x - cx, y - cy) - r,
        );
    }

    /// Blends `colour` through `mask`, its top-left corner at (`left`, `top`).
    pub fn mask(&mut self, mask: &Mask, left: i32, top: i32, colour: Rgb) {
        if mask.width == 0 {
            return;
        }
        let r = self.clip(Rect {
            x0: left,
            y0: top,
            x1: left + mask.width as i32,
            y1: top + mask.height as i32,
        });
        for y in r.y0..r.y1 {
            let row = ((y - top) as u32 * mask.width) as usize;
            for x in r.x0..r.x1 {
                let a = mask.alpha[row + (x - left) as usize];
                if a > 0 {
                    self.blend(x, y, colour, a);
                }
            }
        }
    }

    /// Blends `sprite` with its centre pixel on (`cx`, `cy`). On an indexed canvas the
    /// opaque runs of a sprite that knows the palette are copied as indices.
    pub fn sprite(&mut self, sprite: &Sprite, cx: i32, cy: i32) {
        let (left, top) = (cx - sprite.centre, cy - sprite.centre);
        let side = sprite.side as i32;
        let r = self.clip(Rect {
            x0: left + sprite.ink.x0,
            y0: top + sprite.ink.y0,
            x1: left + sprite.ink.x1,
            y1: top + sprite.ink.y1,
        });
        let stride = self.width as usize + 1;
        for run in &sprite.runs {
            let y = top + i32::from(run.row);
            if y < r.y0 || y >= r.y1 {
                continue;
            }
            let x0 = (left + i32::from(run.start)).max(r.x0);
            let x1 = (left + i32::from(run.end)).min(r.x1);
            if x0 >= x1 {
                continue;
            }
            let k0 = (i32::from(run.row) * side + (x0 - left)) as usize;
            let k1 = k0 + (x1 - x0) as usize;
            if let Pixels::Indexed { indices, .. } = &mut self.pixels {
                if run.opaque && sprite.indices.len() == sprite.pixels.len() {
                    let i = y as usize * stride + 1 + x0 as usize;
                    indices[i..i + (k1 - k0)].copy_from_slice(&sprite.indices[k0..k1]);
                    continue;
                }
            }
            for (x, k) in (x0..x1).zip(k0..k1) {
                let [red, green, blue, a] = sprite.pixels[k];
                if a > 0 {
                    self.blend(x, y, [red, green, blue], a);
                }
            }
        }
    }

    /// Copies the box `r` of `from` (laid out like [`Layer::indices`], same size) onto
    /// an indexed canvas.
    pub fn copy_indices(&mut self, from: &[u8], r: Rect) {
        let r = self.clip(r);
        let stride = self.width as usize + 1;
        if let Pixels::Indexed { indices, .. } = &mut self.pixels {
            for y in r.y0 as usize..r.y1 as usize {
                let (a, b) = (
                    y * stride + 1 + r.x0 as usize,
                    y * stride + 1 + r.x1 as usize,
                );
                indices[a..b].copy_from_slice(&from[a..b]);
            }
        }
    }
}

/// Ink coverage of a line of text or a shape, 0–255 per pixel.
#[derive(Clone, Debug, Default)]
pub struct Mask {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Offset of the mask's left edge from the pen's start.
    pub left: i32,
    /// Offset of the mask's top edge from the baseline (negative: above it).
    pub top: i32,
    /// How far the pen moved.
    pub advance: f32,
    /// Row-major coverage.
    pub alpha: Vec<u8>,
}

/// A small picture with coverage, drawn once and copied to many places: a square of
/// `side` pixels whose centre pixel is (`centre`, `centre`).
#[derive(Clone, Debug)]
pub struct Sprite {
    /// Side in pixels (odd).
    pub side: u32,
    /// Index of the centre pixel in each direction.
    pub centre: i32,
    /// Row-major colour and coverage.
    pub pixels: Vec<[u8; 4]>,
    /// The colours of `pixels` alone.
    pub rgb: Vec<Rgb>,
    /// The pixels with any coverage as runs along rows, opaque and not.
    pub runs: Vec<Run>,
    /// The box of pixels with any coverage, relative to the top-left corner.
    pub ink: Rect,
    /// Per pixel, the palette index of its colour (for opaque pixels), once a palette
    /// is known ([`Sprite::set_palette`]).
    pub indices: Vec<u8>,
}

/// Pixels `start..end` of row `row` of a sprite, all opaque or all not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// Row.
    pub row: u16,
    /// First column.
    pub start: u16,
    /// One past the last column.
    pub end: u16,
    /// Whether every pixel of the run is opaque.
    pub opaque: bool,
}

impl Sprite {
    /// A sprite reaching `extent` pixels from its centre, painted by `paint`, which gets
    /// a painter whose origin is the centre pixel's centre.
    pub fn paint(extent: f32, paint: impl FnOnce(&mut SpritePainter)) -> Sprite {
        let centre = extent.ceil() as i32 + 1;
        let side = (2 * centre + 1) as u32;
        let mut painter = SpritePainter {
            side,
            centre,
            pixels: vec![[0; 4]; (side * side) as usize],
        };
        paint(&mut painter);
        let pixels = painter.pixels;
        let mut ink = Rect::default();
        let mut runs = Vec::new();
        for (y, row) in pixels.chunks_exact(side as usize).enumerate() {
            let mut x = 0;
            while x < row.len() {
                let a = row[x][3];
                if a == 0 {
                    x += 1;
                    continue;
                }
                let opaque = a == 255;
                let end = x + row[x..]
                    .iter()
                    .take_while(|p| p[3] > 0 && (p[3] == 255) == opaque)
                    .count();
                runs.push(Run {
                    row: y as u16,
                    start: x as u16,
                    end: end as u16,
                    opaque,
                });
                ink = ink.union(&Rect {
                    x0: x as i32,
                    y0: y as i32,
                    x1: end as i32,
                    y1: y as i32 + 1,
                });
                x = end;
            }
        }
        Sprite {
            side,
            centre,
            rgb: pixels.iter().map(|&[r, g, b, _]| [r, g, b]).collect(),
            pixels,
            runs,
            ink,
            indices: Vec::new(),
        }
    }

    /// Records the palette index of every pixel's colour.
    pub fn set_palette(&mut self, palette: &Palette) {
        self.indices = self.rgb.iter().map(|&c| palette.index(c)).collect();
    }
}

/// Paints a [`Sprite`]: shapes are composited over transparency.
pub struct SpritePainter {
    side: u32,
    centre: i32,
    pixels: Vec<[u8; 4]>,
}

impl SpritePainter {
    /// Paints `colour` with the coverage of `sdf`, given coordinates relative to the
    /// centre.
    pub fn fill(&mut self, colour: Rgb, sdf: impl Fn(f32, f32) -> f32) {
        for py in 0..self.side as i32 {
            for px in 0..self.side as i32 {
                let (x, y) = ((px - self.centre) as f32, (py - self.centre) as f32);
                let a = coverage(sdf(x, y));
                if a == 0 {
                    continue;
                }
                let p = &mut self.pixels[(py as u32 * self.side + px as u32) as usize];
                *p = over(*p, colour, a);
            }
        }
    }
}

/// `colour` at opacity `alpha` composited over the colour-with-coverage `under`.
fn over(under: [u8; 4], colour: Rgb, alpha: u8) -> [u8; 4] {
    let (a, b) = (u32::from(alpha), u32::from(under[3]));
    // Resulting coverage: a + b·(1 − a).
    let out_a = a * 255 + b * (255 - a);
    if out_a == 0 {
        return [0; 4];
    }
    let mut out = [0u8; 4];
    for i in 0..3 {
        let c = u32::from(colour[i]) * a * 255 + u32::from(under[i]) * b * (255 - a);
        out[i] = ((c + out_a / 2) / out_a) as u8;
    }
    out[3] = ((out_a + 127) / 255) as u8;
    out
}

/// `under` with `over` blended on top at opacity `alpha` (0–255).
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

/// Pixel coverage (0–255) for a signed distance: a one-pixel anti-aliasing ramp.
#[inline]
#[must_use]
pub fn coverage(d: f32) -> u8 {
    ((0.5 - d).clamp(0.0, 1.0) * 255.0 + 0.5) as u8
}

/// The length of the vector (`x`, `y`). Unlike `f32::hypot` it is exactly rounded on every
/// platform (one square root), so images are the same everywhere.
#[inline]
#[must_use]
pub fn length(x: f32, y: f32) -> f32 {
    (x * x + y * y).sqrt()
}

/// Distance from `p` to the segment `a`–`b`.
#[must_use]
pub fn distance_to_segment(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (ex, ey) = (b.0 - a.0, b.1 - a.1);
    let (wx, wy) = (p.0 - a.0, p.1 - a.1);
    let len2 = ex * ex + ey * ey;
    let t = if len2 > 0.0 {
        ((wx * ex + wy * ey) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    length(wx - ex * t, wy - ey * t)
}

/// Signed distance to a polygon (negative inside).
#[must_use]
pub fn sdf_polygon(p: (f32, f32), v: &[(f32, f32)]) -> f32 {
    let Some(&first) = v.first() else {
        return f32::MAX;
    };
    let mut d = (p.0 - first.0).powi(2) + (p.1 - first.1).powi(2);
    let mut sign = 1.0;
    let mut j = v.len() - 1;
    for i in 0..v.len() {
        let (e, w) = (
            (v[j].0 - v[i].0, v[j].1 - v[i].1),
            (p.0 - v[i].0, p.1 - v[i].1),
        );
        let len2 = e.0 * e.0 + e.1 * e.1;
        let t = if len2 > 0.0 {
            ((w.0 * e.0 + w.1 * e.1) / len2).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let b = (w.0 - e.0 * t, w.1 - e.1 * t);
        d = d.min(b.0 * b.0 + b.1 * b.1);
        let c = (p.1 >= v[i].1, p.1 < v[j].1, e.0 * w.1 > e.1 * w.0);
        if (c.0 && c.1 && c.2) || (!c.0 && !c.1 && !c.2) {
            sign = -sign;
        }
        j = i;
    }
    sign * d.sqrt()
}

/// Signed distance to a box of half size (`hx`, `hy`) centred on the origin, corners
/// rounded by `r`.
#[must_use]
pub fn sdf_round_box(x: f32, y: f32, hx: f32, hy: f32, r: f32) -> f32 {
    let (qx, qy) = (x.abs() - hx + r, y.abs() - hy + r);
    length(qx.max(0.0), qy.max(0.0)) + qx.max(qy).min(0.0) - r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polygon_distance_is_negative_inside_and_positive_outside() {
        let tri = [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)];
        assert!(sdf_polygon((2.0, 2.0), &tri) < 0.0);
        assert!((sdf_polygon((-3.0, 5.0), &tri) - 3.0).abs() < 1e-4);
        assert_eq!(sdf_polygon((0.0, 0.0), &[]), f32::MAX);
    }

    #[test]
    fn compositing_over_transparency_keeps_colour_and_adds_coverage() {
        let red = [200, 0, 0];
        assert_eq!(over([0; 4], red, 255), [200, 0, 0, 255]);
        assert_eq!(over([0; 4], red, 0), [0; 4]);
        let half = over([0; 4], red, 128);
        assert_eq!(&half[..3], &red);
        // Painting the same colour twice at half coverage gives three quarters.
        assert!((over(half, red, 128)[3] as i32 - 192).abs() <= 1);
        assert_eq!(mix([0, 0, 0], [255, 255, 255], 255), [255, 255, 255]);
    }

    #[test]
    fn rects_union_and_overlap() {
        let a = Rect {
            x0: 0,
            y0: 0,
            x1: 4,
            y1: 4,
        };
        let b = Rect {
            x0: 4,
            y0: 0,
            x1: 8,
            y1: 4,
        };
        assert!(!a.overlaps(&b));
        assert_eq!(
            a.union(&b),
            Rect {
                x0: 0,
                y0: 0,
                x1: 8,
                y1: 4
            }
        );
        assert_eq!(Rect::default().union(&b), b);
    }
}
