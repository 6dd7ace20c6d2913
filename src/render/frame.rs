//! A [`Frame`]: an image being drawn over a static layer, which remembers what it drew so
//! that only that is converted to palette indices and copied back afterwards.
//!
//! Pegs are patches whose palette indices are known, so their pixels are copied onto the
//! image only when something is drawn over them (a path, a mark) or the image itself is
//! wanted ([`Frame::settle`]): most pegs are only ever copied as indices.

use std::sync::Arc;

use image::imageops;
use image::RgbaImage;
use imageproc::drawing::draw_antialiased_polygon_mut;
use imageproc::pixelops::interpolate;
use imageproc::point::Point as Vertex;

use super::art::{opaque, Art, Patch, Sprite};
use super::layout::{Pt, Rect};
use super::palette::Palette;
use super::theme::Rgb;

/// An image being drawn, and the boxes drawn on.
pub struct Frame {
    /// The pixels.
    pub image: RgbaImage,
    /// The boxes drawn on since the frame last showed its layer (they may overlap).
    drawn: Vec<Rect>,
    /// The patches copied on since then, as indices into [`Art::patches`].
    patched: Vec<usize>,
    /// Patches of [`Art::patches`] placed since then whose pixels are not yet on the
    /// image (their indices are).
    pending: Vec<usize>,
    /// Other patches copied on since then (such as legend lines drawn before).
    pasted: Vec<Arc<Patch>>,
}

impl Frame {
    /// A frame showing `layer`, nothing drawn on it yet.
    #[must_use]
    pub fn new(layer: &RgbaImage) -> Frame {
        Frame {
            image: layer.clone(),
            drawn: Vec::new(),
            patched: Vec::new(),
            pending: Vec::new(),
            pasted: Vec::new(),
        }
    }

    /// Shows `layer` again, nothing drawn on it.
    pub fn reset(&mut self, layer: &RgbaImage) {
        if self.image.dimensions() == layer.dimensions() {
            self.image.copy_from_slice(layer.as_raw());
            self.clear();
        } else {
            *self = Frame::new(layer);
        }
    }

    /// Shows `art`'s layer again by copying back only what was drawn on: the layer must
    /// be what the frame showed when it was made or last reset.
    pub fn restore(&mut self, art: &Art) {
        let layer = &art.layer;
        if self.image.dimensions() != layer.dimensions() {
            self.reset(layer);
            return;
        }
        let w = self.image.width() as usize;
        // Taken out while the spans drawn on (which borrow the frame) are read.
        let mut image = std::mem::take(&mut self.image);
        let raw: &mut [u8] = &mut image;
        // Pending patches never reached the image.
        let pending = std::mem::take(&mut self.pending);
        for (y, x0, x1) in rows_drawn(self.parts(art)) {
            let span = 4 * (y * w + x0)..4 * (y * w + x1);
            raw[span.clone()].copy_from_slice(&layer.as_raw()[span]);
        }
        self.pending = pending;
        self.image = image;
        self.clear();
    }

    /// Copies back from `base` (the static layer's indices, laid out as in
    /// [`Frame::quantise`]) the indices of every pixel drawn on, so that `indices` shows
    /// the layer again: call it before [`Frame::restore`], which forgets what was drawn.
    pub fn restore_indices(&self, art: &Art, base: &[u8], indices: &mut [u8]) {
        let w = self.image.width() as usize;
        for (y, x0, x1) in rows_drawn(self.all_parts(art)) {
            let row = y * (w + 1) + 1;
            indices[row + x0..row + x1].copy_from_slice(&base[row + x0..row + x1]);
        }
    }

    /// Forgets what was drawn on (the pixels stay: pending patches are copied first).
    pub fn forget(&mut self, art: &Art) {
        self.settle_all(art);
        self.clear();
    }

    fn clear(&mut self) {
        self.drawn.clear();
        self.patched.clear();
        self.pending.clear();
        self.pasted.clear();
    }

    /// Copies onto the image the pending patches that overlap `r`, before drawing there.
    pub fn settle(&mut self, art: &Art, r: &Rect) {
        let image = &mut self.image;
        let patched = &mut self.patched;
        self.pending.retain(|&i| match art.patches.get(i) {
            Some(p) if p.bounds.overlaps(r) => {
                copy_rows(image, p);
                patched.push(i);
                false
            }
            Some(_) => true,
            None => false,
        });
    }

    /// Copies every pending patch onto the image, so that it shows all that was placed.
    pub fn settle_all(&mut self, art: &Art) {
        for i in std::mem::take(&mut self.pending) {
            if let Some(p) = art.patches.get(i) {
                copy_rows(&mut self.image, p);
                self.patched.push(i);
            }
        }
    }

    /// The boxes drawn on, and the patches copied onto the image, since the layer was
    /// last shown.
    fn parts<'a>(&'a self, art: &'a Art) -> (&'a [Rect], impl Iterator<Item = &'a Patch> + Clone) {
        let patches = self
            .patched
            .iter()
            .filter_map(|&i| art.patches.get(i))
            .chain(self.pasted.iter().map(AsRef::as_ref));
        (&self.drawn, patches)
    }

    /// [`Frame::parts`] and the pending patches.
    fn all_parts<'a>(
        &'a self,
        art: &'a Art,
    ) -> (&'a [Rect], impl Iterator<Item = &'a Patch> + Clone) {
        let (drawn, patches) = self.parts(art);
        let pending = self.pending.iter().filter_map(|&i| art.patches.get(i));
        (drawn, patches.chain(pending))
    }

    /// Whether nothing has been drawn or placed on `r` since the layer was last shown.
    #[must_use]
    pub fn is_clean(&self, art: &Art, r: &Rect) -> bool {
        let (drawn, mut patches) = self.all_parts(art);
        drawn.iter().all(|d| !d.overlaps(r)) && patches.all(|p| !p.bounds.overlaps(r))
    }

    /// How many boxes have been drawn on since the layer was last shown.
    #[must_use]
    pub fn boxes_drawn(&self) -> usize {
        self.drawn.len()
    }

    /// The boxes drawn on after the first `since`.
    #[must_use]
    pub fn boxes_since(&self, since: usize) -> &[Rect] {
        self.drawn.get(since..).unwrap_or(&[])
    }

    /// Places patch `index` of `art` (a peg and its label composed over the layer) on the
    /// frame, which must show the layer under it: its indices go to [`Frame::quantise`],
    /// its pixels to the image when something is drawn over it ([`Frame::settle`]).
    pub fn patch(&mut self, art: &Art, index: usize) {
        let Some(patch) = art.patches.get(index) else {
            return;
        };
        // Over something drawn before (boxes are converted from the image): at once.
        if self.drawn.iter().any(|r| r.overlaps(&patch.bounds)) {
            copy_rows(&mut self.image, patch);
            self.patched.push(index);
        } else {
            self.pending.push(index);
        }
    }

    /// Copies `patch` (composed over the layer) onto the frame, which must show the
    /// layer under it.
    pub fn paste(&mut self, art: &Art, patch: Arc<Patch>) {
        self.settle(art, &patch.bounds);
        copy_rows(&mut self.image, &patch);
        self.pasted.push(patch);
    }

    /// Records that the pixels of `r` were drawn on.
    pub fn touch(&mut self, r: Rect) {
        let r = r.clip(self.image.width(), self.image.height());
        if !r.is_empty() {
            self.drawn.push(r);
        }
    }

    /// Composites `image` with its top-left corner at (`left`, `top`).
    pub fn put(&mut self, art: &Art, image: &RgbaImage, left: i32, top: i32) {
        if image.width() == 0 {
            return;
        }
        let r = Rect {
            x0: left,
            y0: top,
            x1: left + image.width() as i32,
            y1: top + image.height() as i32,
        };
        self.settle(art, &r);
        imageops::overlay(&mut self.image, image, left.into(), top.into());
        self.touch(r);
    }

    /// Composites `sprite` with its anchor on pixel (`x`, `y`).
    pub fn sprite(&mut self, art: &Art, sprite: &Sprite, x: i32, y: i32) {
        self.put(art, &sprite.image, x - sprite.anchor.0, y - sprite.anchor.1);
    }

    /// Fills `poly` with `colour`, its edges anti-aliased, by imageproc.
    pub fn polygon(&mut self, art: &Art, poly: &[Pt], colour: Rgb) {
        let mut vertices: Vec<Vertex<i32>> = poly
            .iter()
            .map(|&(x, y)| Vertex::new((x - 0.5).round() as i32, (y - 0.5).round() as i32))
            .collect();
        vertices.dedup();
        while vertices.len() > 1 && vertices.first() == vertices.last() {
            vertices.pop();
        }
        if vertices.len() < 3 {
            return;
        }
        let rows = polygon_rows(&vertices);
        if let Some(all) = rows.iter().copied().reduce(|a, b| a.union(&b)) {
            self.settle(art, &all);
        }
        draw_antialiased_polygon_mut(&mut self.image, &vertices, opaque(colour), interpolate);
        for r in rows {
            self.touch(r);
        }
    }

    /// Converts the pixels drawn on to palette indices in `indices` (PNG image data: each
    /// row a filter byte, then one index per pixel): patches' indices are copied, boxes
    /// drawn on are converted after them (they may cover patches); the rest of `indices`
    /// is left as it is (the static layer's).
    pub fn quantise(&self, art: &Art, palette: &Palette, indices: &mut [u8]) {
        let w = self.image.width() as usize;
        let (_, patches) = self.all_parts(art);
        for patch in patches {
            let mut at = 0;
            for &(y, x0, x1) in &patch.rows {
                let (y, x0, x1) = (y as usize, x0 as usize, x1 as usize);
                let row = y * (w + 1) + 1;
                indices[row + x0..row + x1].copy_from_slice(&patch.indices[at..at + x1 - x0]);
                at += x1 - x0;
            }
        }
        let raw = self.image.as_raw();
        for r in &self.drawn {
            let (x0, x1) = (r.x0 as usize, r.x1 as usize);
            for y in r.y0 as usize..r.y1 as usize {
                let row = y * (w + 1) + 1;
                palette.quantise(
                    &raw[4 * (y * w + x0)..4 * (y * w + x1)],
                    &mut indices[row + x0..row + x1],
                );
            }
        }
    }
}

/// The pixels a polygon with `vertices` (image pixels) may colour when imageproc fills
/// it with anti-aliased edges, as one box a row: on each row, from the leftmost to the
/// rightmost point of any edge within a row of it, one pixel more each side. A thin
/// slanted bar, whose bounding box is mostly empty, gives a narrow box a row.
fn polygon_rows(vertices: &[Vertex<i32>]) -> Vec<Rect> {
    let (Some(top), Some(bottom)) = (
        vertices.iter().map(|v| v.y).min(),
        vertices.iter().map(|v| v.y).max(),
    ) else {
        return Vec::new();
    };
    let (top, bottom) = (top - 1, bottom + 1);
    let mut spans = vec![(i32::MAX, i32::MIN); (bottom - top + 1) as usize];
    let edges = vertices.iter().zip(vertices.iter().cycle().skip(1));
    for (a, b) in edges {
        let (lo, hi) = (a.y.min(b.y), a.y.max(b.y));
        let x_at = |y: i32| {
            if a.y == b.y {
                (a.x.min(b.x), a.x.max(b.x))
            } else {
                let x = |y: i32| {
                    a.x as f32 + (b.x - a.x) as f32 * (y - a.y) as f32 / (b.y - a.y) as f32
                };
                let (p, q) = (x((y - 1).clamp(lo, hi)), x((y + 1).clamp(lo, hi)));
                (p.min(q).floor() as i32, p.max(q).ceil() as i32)
            }
        };
        for y in lo - 1..=hi + 1 {
            let (x0, x1) = x_at(y);
            let span = &mut spans[(y - top) as usize];
            *span = (span.0.min(x0 - 1), span.1.max(x1 + 2));
        }
    }
    spans
        .into_iter()
        .zip(top..)
        .filter(|((x0, x1), _)| x0 < x1)
        .map(|((x0, x1), y)| Rect {
            x0,
            y0: y,
            x1,
            y1: y + 1,
        })
        .collect()
}

/// Copies the rows of `patch` onto `image`.
fn copy_rows(image: &mut RgbaImage, patch: &Patch) {
    let w = image.width() as usize;
    let raw: &mut [u8] = image;
    let mut at = 0;
    for &(y, x0, x1) in &patch.rows {
        let (y, x0, x1) = (y as usize, x0 as usize, x1 as usize);
        let n = 4 * (x1 - x0);
        raw[4 * (y * w + x0)..4 * (y * w + x1)].copy_from_slice(&patch.rgba[at..at + n]);
        at += n;
    }
}

/// Each row span of the boxes and patches of `parts` (see [`Frame::parts`]), as (row,
/// first column, end column): the boxes', then the patches' (they may overlap).
fn rows_drawn<'a>(
    (drawn, patches): (&'a [Rect], impl Iterator<Item = &'a Patch> + 'a),
) -> impl Iterator<Item = (usize, usize, usize)> + 'a {
    let boxes = drawn
        .iter()
        .flat_map(|r| (r.y0 as usize..r.y1 as usize).map(|y| (y, r.x0 as usize, r.x1 as usize)));
    let patches = patches.flat_map(|p| {
        p.rows
            .iter()
            .map(|&(y, x0, x1)| (y as usize, x0 as usize, x1 as usize))
    });
    boxes.chain(patches)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pixel imageproc changes when it fills a polygon lies in the boxes
    /// [`polygon_rows`] gives: thin bars at many slopes, arrowheads, a wide triangle.
    #[test]
    fn polygon_rows_hold_every_pixel_imageproc_draws() {
        let mut shapes: Vec<Vec<(i32, i32)>> = vec![
            vec![(10, 10), (90, 12), (50, 80)],
            vec![(40, 5), (46, 5), (46, 95), (40, 95)],
            vec![(5, 50), (95, 50), (95, 53), (5, 53)],
            vec![(30, 30), (70, 50), (30, 70), (40, 50)],
        ];
        for k in 0..24 {
            let angle = k as f32 * std::f32::consts::PI / 12.0;
            let (dx, dy) = (angle.cos() * 40.0, angle.sin() * 40.0);
            let (nx, ny) = (-angle.sin() * 2.0, angle.cos() * 2.0);
            let pts = [
                (-dx + nx, -dy + ny),
                (dx + nx, dy + ny),
                (dx - nx, dy - ny),
                (-dx - nx, -dy - ny),
            ];
            shapes.push(
                pts.iter()
                    .map(|&(x, y)| ((50.0 + x).round() as i32, (50.0 + y).round() as i32))
                    .collect(),
            );
        }
        for shape in shapes {
            let vertices: Vec<Vertex<i32>> =
                shape.iter().map(|&(x, y)| Vertex::new(x, y)).collect();
            let mut image = RgbaImage::from_pixel(100, 100, image::Rgba([255, 255, 255, 255]));
            draw_antialiased_polygon_mut(
                &mut image,
                &vertices,
                image::Rgba([0, 0, 0, 255]),
                interpolate,
            );
            let rows = polygon_rows(&vertices);
            let inside = |x: i32, y: i32| {
                rows.iter()
                    .any(|r| r.x0 <= x && x < r.x1 && r.y0 <= y && y < r.y1)
            };
            let mut drawn = 0;
            for (x, y, p) in image.enumerate_pixels() {
                if p.0 != [255, 255, 255, 255] {
                    drawn += 1;
                    assert!(
                        inside(x as i32, y as i32),
                        "{shape:?}: ({x}, {y}) drawn outside the rows"
                    );
                }
            }
            assert!(drawn > 0, "{shape:?}");
            let area: i32 = rows.iter().map(|r| r.x1 - r.x0).sum();
            assert!(
                area < 3 * drawn + 400,
                "{shape:?}: {area} px of rows for {drawn} drawn"
            );
        }
    }
}
