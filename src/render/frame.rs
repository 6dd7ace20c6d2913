//! A [`Frame`]: an image being drawn over a static layer, which remembers what it drew so
//! that only that is converted to palette indices and copied back afterwards.

use image::imageops;
use image::RgbaImage;
use imageproc::drawing::draw_antialiased_polygon_mut;
use imageproc::pixelops::interpolate;
use imageproc::point::Point as Vertex;

use super::art::{opaque, Art, Sprite};
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
}

impl Frame {
    /// A frame showing `layer`, nothing drawn on it yet.
    #[must_use]
    pub fn new(layer: &RgbaImage) -> Frame {
        Frame {
            image: layer.clone(),
            drawn: Vec::new(),
            patched: Vec::new(),
        }
    }

    /// Shows `layer` again, nothing drawn on it.
    pub fn reset(&mut self, layer: &RgbaImage) {
        if self.image.dimensions() == layer.dimensions() {
            self.image.copy_from_slice(layer.as_raw());
            self.forget();
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
        let drawn = std::mem::take(&mut self.drawn);
        let patched = std::mem::take(&mut self.patched);
        let rows = drawn
            .iter()
            .flat_map(|r| (r.y0 as u32..r.y1 as u32).map(|y| (y, r.x0 as u32, r.x1 as u32)));
        let patch_rows = patched
            .iter()
            .filter_map(|&i| art.patches.get(i))
            .flat_map(|p| p.rows.iter().copied());
        let raw: &mut [u8] = &mut self.image;
        for (y, x0, x1) in rows.chain(patch_rows) {
            let (y, x0, x1) = (y as usize, x0 as usize, x1 as usize);
            let span = 4 * (y * w + x0)..4 * (y * w + x1);
            raw[span.clone()].copy_from_slice(&layer.as_raw()[span]);
        }
    }

    /// Forgets what was drawn on (the pixels stay).
    pub fn forget(&mut self) {
        self.drawn.clear();
        self.patched.clear();
    }

    /// Copies patch `index` of `art` (a peg and its label composed over the layer) onto
    /// the frame, which must show the layer under it.
    pub fn patch(&mut self, art: &Art, index: usize) {
        let Some(patch) = art.patches.get(index) else {
            return;
        };
        let w = self.image.width() as usize;
        let raw: &mut [u8] = &mut self.image;
        let mut at = 0;
        for &(y, x0, x1) in &patch.rows {
            let (y, x0, x1) = (y as usize, x0 as usize, x1 as usize);
            let n = 4 * (x1 - x0);
            raw[4 * (y * w + x0)..4 * (y * w + x1)].copy_from_slice(&patch.rgba[at..at + n]);
            at += n;
        }
        self.patched.push(index);
    }

    /// Records that the pixels of `r` were drawn on.
    pub fn touch(&mut self, r: Rect) {
        let r = r.clip(self.image.width(), self.image.height());
        if !r.is_empty() {
            self.drawn.push(r);
        }
    }

    /// Composites `image` with its top-left corner at (`left`, `top`).
    pub fn put(&mut self, image: &RgbaImage, left: i32, top: i32) {
        if image.width() == 0 {
            return;
        }
        imageops::overlay(&mut self.image, image, left.into(), top.into());
        self.touch(Rect {
            x0: left,
            y0: top,
            x1: left + image.width() as i32,
            y1: top + image.height() as i32,
        });
    }

    /// Composites `sprite` with its anchor on pixel (`x`, `y`).
    pub fn sprite(&mut self, sprite: &Sprite, x: i32, y: i32) {
        self.put(&sprite.image, x - sprite.anchor.0, y - sprite.anchor.1);
    }

    /// Fills `poly` with `colour`, its edges anti-aliased, by imageproc.
    pub fn polygon(&mut self, poly: &[Pt], colour: Rgb) {
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
        draw_antialiased_polygon_mut(&mut self.image, &vertices, opaque(colour), interpolate);
        self.touch(Rect::of(poly, 1.0));
    }

    /// Converts the pixels drawn on to palette indices in `indices` (PNG image data: each
    /// row a filter byte, then one index per pixel): patches' indices are copied, boxes
    /// drawn on are converted after them (they may cover patches); the rest of `indices`
    /// is left as it is (the static layer's).
    pub fn quantise(&self, art: &Art, palette: &Palette, indices: &mut [u8]) {
        let w = self.image.width() as usize;
        for patch in self.patched.iter().filter_map(|&i| art.patches.get(i)) {
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
