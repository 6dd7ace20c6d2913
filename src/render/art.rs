//! What is drawn once per theme and size, with imageproc on `image` buffers: the static
//! layer (background, star, empty holes and their labels), the peg sprites and every
//! other mark that has one shape (rings, capture crosses, label plates), and the theme's
//! palette, chosen from a specimen image.
//!
//! Shapes are filled by imageproc at [`SUPERSAMPLE`] times the size and shrunk by
//! `image`'s area-averaging [`imageops::thumbnail`], which anti-aliases their edges.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::PxScale;
use image::{imageops, GrayImage, Luma, Rgba, RgbaImage};
use imageproc::distance_transform::Norm;
use imageproc::drawing::{draw_polygon_mut, draw_text_mut};
use imageproc::filter::gaussian_blur_f32;
use imageproc::morphology::dilate;
use imageproc::point::Point as Vertex;

use super::layout::{self, circle, place, rounded_box, Pt, Rect};
use super::palette::{mix, Palette};
use super::text::BOLD;
use super::theme::{self, Colours, Metrics, Rgb, Shape, Theme};
use crate::core::{Hole, Point, HOLE_COUNT};

/// Kinds of peg: the six armies in [`Point::ALL`] order, then obstacles.
pub const KINDS: usize = 7;
/// The kind of a fixed obstacle peg.
pub const OBSTACLE: usize = 6;
/// How many times larger shapes are drawn before they are shrunk.
const SUPERSAMPLE: u32 = 4;
/// Legend swatches are pegs at this scale.
const SWATCH_SCALE: f32 = 0.5;
/// Header swatch scale.
const HEADER_SWATCH_SCALE: f32 = 0.62;

/// A picture drawn once and composited many times: RGBA with straight alpha, and the
/// pixel of it that goes on the point it is drawn at.
#[derive(Clone, Debug)]
pub struct Sprite {
    /// The pixels.
    pub image: RgbaImage,
    /// The anchor pixel (a hole's centre pixel, for pegs and marks on holes).
    pub anchor: (i32, i32),
}

/// A sprite (and maybe a label's ink over it) composed once over a layer with `image`'s
/// `overlay`: the pixels it changes, row by row, as RGBA and (once the palette is known)
/// as palette indices. Copying them gives the same pixels as compositing again on an
/// image that shows the layer there.
#[derive(Clone, Debug, Default)]
pub struct Patch {
    /// Row `y`, columns `x0..x1` (image pixels), for each row it changes, top first.
    pub rows: Vec<(u32, u32, u32)>,
    /// The rows' pixels, RGBA, one row after the other.
    pub rgba: Vec<u8>,
    /// The rows' palette indices, one row after the other (empty until
    /// [`Patch::quantise`]).
    pub indices: Vec<u8>,
    /// The smallest box holding every row.
    pub bounds: Rect,
}

impl Patch {
    /// `sprite` with its anchor on pixel `at`, then `label` (ink and top-left corner),
    /// over `layer`; rows span from the first to the last pixel either covers.
    #[must_use]
    pub fn compose(
        layer: &RgbaImage,
        sprite: &Sprite,
        at: (i32, i32),
        label: Option<(&RgbaImage, (i32, i32))>,
    ) -> Patch {
        let (w, h) = (layer.width() as i32, layer.height() as i32);
        let mut inks = vec![(
            &sprite.image,
            (at.0 - sprite.anchor.0, at.1 - sprite.anchor.1),
        )];
        inks.extend(label);
        let x0 = inks.iter().map(|(_, p)| p.0).min().unwrap_or(0).clamp(0, w);
        let y0 = inks.iter().map(|(_, p)| p.1).min().unwrap_or(0).clamp(0, h);
        let x1 = inks
            .iter()
            .map(|(i, p)| p.0 + i.width() as i32)
            .max()
            .unwrap_or(0)
            .clamp(x0, w);
        let y1 = inks
            .iter()
            .map(|(i, p)| p.1 + i.height() as i32)
            .max()
            .unwrap_or(0)
            .clamp(y0, h);
        let (bw, bh) = ((x1 - x0) as u32, (y1 - y0) as u32);
        let mut crop = imageops::crop_imm(layer, x0 as u32, y0 as u32, bw, bh).to_image();
        // Which columns of each row any ink covers.
        let mut cover: Vec<Option<(u32, u32)>> = vec![None; bh as usize];
        for (ink, (ix, iy)) in &inks {
            imageops::overlay(&mut crop, *ink, i64::from(ix - x0), i64::from(iy - y0));
            for (x, y, p) in ink.enumerate_pixels() {
                let (cx, cy) = (ix + x as i32 - x0, iy + y as i32 - y0);
                if p[3] == 0 || cx < 0 || cy < 0 || cx >= bw as i32 || cy >= bh as i32 {
                    continue;
                }
                let (cx, c) = (cx as u32, &mut cover[cy as usize]);
                *c = Some(c.map_or((cx, cx + 1), |(a, b)| (a.min(cx), b.max(cx + 1))));
            }
        }
        let mut patch = Patch::default();
        for (cy, c) in cover.iter().enumerate() {
            if let Some((a, b)) = *c {
                let y = cy as u32;
                patch
                    .rows
                    .push((y0 as u32 + y, x0 as u32 + a, x0 as u32 + b));
                for x in a..b {
                    patch.rgba.extend_from_slice(&crop.get_pixel(x, y).0);
                }
            }
        }
        patch.bounds = patch.row_bounds();
        patch
    }

    /// The pixels of `r` in `image` (clipped to it), whole rows of `r`, with their palette
    /// indices.
    #[must_use]
    pub fn capture(image: &RgbaImage, r: Rect, palette: &Palette) -> Patch {
        let r = r.clip(image.width(), image.height());
        let mut patch = Patch::default();
        if r.is_empty() {
            return patch;
        }
        let w = image.width() as usize;
        let (x0, x1) = (r.x0 as usize, r.x1 as usize);
        for y in r.y0 as usize..r.y1 as usize {
            patch.rows.push((y as u32, x0 as u32, x1 as u32));
            patch
                .rgba
                .extend_from_slice(&image.as_raw()[4 * (y * w + x0)..4 * (y * w + x1)]);
        }
        patch.quantise(palette);
        patch.bounds = r;
        patch
    }

    /// The smallest box holding every row.
    fn row_bounds(&self) -> Rect {
        self.rows
            .iter()
            .map(|&(y, x0, x1)| Rect {
                x0: x0 as i32,
                y0: y as i32,
                x1: x1 as i32,
                y1: y as i32 + 1,
            })
            .reduce(|a, b| a.union(&b))
            .unwrap_or_default()
    }

    /// Fills in the palette indices of the pixels.
    pub fn quantise(&mut self, palette: &Palette) {
        self.indices = vec![0; self.rgba.len() / 4];
        palette.quantise(&self.rgba, &mut self.indices);
    }
}

/// An opaque colour.
#[must_use]
pub fn opaque(c: Rgb) -> Rgba<u8> {
    Rgba([c[0], c[1], c[2], 255])
}

/// A fully transparent pixel of colour `c` (so that shrinking does not darken edges).
fn clear(c: Rgb) -> Rgba<u8> {
    Rgba([c[0], c[1], c[2], 0])
}

/// Fills `poly` (pixel coordinates of `image`, pixel centres on whole numbers) with
/// `colour`, replacing what was there.
pub fn fill(image: &mut RgbaImage, poly: &[Pt], colour: Rgba<u8>) {
    let mut vertices: Vec<Vertex<i32>> = poly
        .iter()
        .map(|&(x, y)| Vertex::new(x.round() as i32, y.round() as i32))
        .collect();
    vertices.dedup();
    while vertices.len() > 1 && vertices.first() == vertices.last() {
        vertices.pop();
    }
    if vertices.len() >= 3 {
        draw_polygon_mut(image, &vertices, colour);
    }
}

impl Sprite {
    /// A sprite reaching `extent` pixels from its anchor's centre: each layer's polygons
    /// (relative to that centre) filled in its colour, in order, a later layer replacing
    /// what an earlier one drew (a transparent colour cuts a hole).
    #[must_use]
    pub fn paint(extent: f32, layers: &[(Rgba<u8>, Vec<Vec<Pt>>)]) -> Sprite {
        let half = extent.ceil() as i32 + 1;
        let side = (2 * half + 1) as u32;
        let ground = layers.first().map_or([0; 3], |l| [l.0[0], l.0[1], l.0[2]]);
        let ss = SUPERSAMPLE as f32;
        let mut big = RgbaImage::from_pixel(side * SUPERSAMPLE, side * SUPERSAMPLE, clear(ground));
        let centre = (half as f32 + 0.5) * ss - 0.5;
        for (colour, polys) in layers {
            for poly in polys {
                fill(&mut big, &place(poly, ss, centre, centre), *colour);
            }
        }
        // Trimmed to its ink, so that compositing skips no transparent border.
        let image = imageops::thumbnail(&big, side, side);
        match ink(&image) {
            Some((image, b)) => Sprite {
                image,
                anchor: (half - b.x0, half - b.y0),
            },
            None => Sprite {
                image: RgbaImage::new(0, 0),
                anchor: (0, 0),
            },
        }
    }
}

/// A hole's label, drawn in the three colours it can take, and the halo that keeps
/// marks off it.
#[derive(Clone, Debug)]
pub struct Label {
    /// Where the ink's top-left corner goes.
    pub at: (i32, i32),
    /// On an empty hole, on a light peg (black), on a dark peg (white).
    pub ink: [RgbaImage; 3],
    /// Coverage of the ink grown by [`HALO`] pixels and softened, its top-left corner
    /// [`HALO`] pixels up and left of `at`: drawn in the ground's colour under a label
    /// that is drawn again over marks.
    pub halo: GrayImage,
}

/// How far a label's halo reaches beyond its ink.
pub const HALO: i32 = 2;

/// The pre-drawn parts of one theme at one size.
pub struct Art {
    /// Sizes.
    pub m: Metrics,
    /// Colours.
    pub colours: &'static Colours,
    /// Background, star, empty holes and their labels.
    pub layer: RgbaImage,
    /// Each hole's label (index order; empty when labels are off).
    pub labels: Vec<Label>,
    /// Each peg kind on each hole with the hole's label, composed once over `layer`:
    /// index `hole.index() * KINDS + kind`. Drawing a peg copies its rows.
    pub patches: Vec<Patch>,
    /// The colour of each kind of peg.
    pub peg_colours: [Rgb; KINDS],
    /// Which ink of a [`Label`] goes on each kind of peg.
    pub ink: [usize; KINDS],
    /// Legend swatches by kind.
    pub swatches: Vec<Sprite>,
    /// Header swatches by kind.
    pub header_swatches: Vec<Sprite>,
    /// Rings round holes the selected peg can reach: by its kind (obstacles and no peg
    /// use the path colour).
    pub reach: Vec<Sprite>,
    /// The ring on the last move's start hole.
    pub start_ring: Sprite,
    /// The ring round the peg whose moves are shown.
    pub selected_ring: Sprite,
    /// The cross on a captured peg's hole.
    pub capture: Sprite,
    /// Digit height of the header font, for centring it vertically.
    pub header_cap: f32,
    /// Digit height of the legend font.
    pub legend_cap: f32,
    /// Bands behind the legend line of the seat to move, by size and colour.
    bands: Mutex<HashMap<(i32, i32, Rgb), Arc<Sprite>>>,
    /// The palette, once the style has one (the specimen that chooses it is drawn
    /// without).
    palette: OnceLock<&'static Palette>,
    /// Legend lines drawn before, composed over the layer, by what they show and where
    /// (at most [`KEPT_LINES`]).
    lines: Mutex<HashMap<LineKey, Arc<Patch>>>,
}

/// Legend lines kept per style at most (about 50 KB each at full size); all are dropped
/// when there would be more.
const KEPT_LINES: usize = 128;

/// What a legend line shows and where: everything its drawing depends on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LineKey {
    /// The box the line is drawn in.
    pub at: Rect,
    /// Armies, place and flags (to move, out, team).
    pub armies: Vec<Point>,
    /// Place, to move, out, team.
    pub marks: (Option<usize>, bool, bool, Option<char>),
    /// Name, level, tally and widest tally.
    pub texts: [String; 4],
}

impl Art {
    /// Sets the palette this art's images are written in (once; later calls keep the
    /// first).
    pub fn set_palette(&self, palette: &'static Palette) {
        self.palette.get_or_init(|| palette);
    }

    /// Draws everything of `theme` at size `m`.
    #[must_use]
    pub fn new(theme: Theme, m: Metrics) -> Art {
        let colours = theme.colours();
        let peg_colours = peg_colours(colours);
        let peg = |k: usize, scale: f32| {
            let shape = shape_of(k);
            let rim = theme::darker(peg_colours[k], theme::RIM_SHADE);
            let inset = (m.peg_rim * scale).max(1.0) / scale;
            let layers = [
                (
                    opaque(rim),
                    scaled(&layout::shape_outlines(&m, shape, 0.0), scale),
                ),
                (
                    opaque(peg_colours[k]),
                    scaled(&layout::shape_outlines(&m, shape, inset), scale),
                ),
            ];
            Sprite::paint(m.peg_extent() * scale, &layers)
        };
        let ink = peg_colours.map(|c| {
            if theme::contrasting(c) == theme::BLACK {
                1
            } else {
                2
            }
        });
        let mut reach: Vec<Sprite> = peg_colours[..OBSTACLE]
            .iter()
            .map(|&c| reach_ring(&m, c))
            .collect();
        reach.push(reach_ring(&m, colours.path));
        let u = m.unit as f32;
        let labels = labels(&m, colours);
        let layer = static_layer(&m, colours, &labels);
        let pegs: Vec<Sprite> = (0..KINDS).map(|k| peg(k, 1.0)).collect();
        let patches = Hole::all()
            .flat_map(|hole| (0..KINDS).map(move |k| (hole, k)))
            .map(|(hole, k)| {
                let label = labels.get(hole.index()).map(|l| (&l.ink[ink[k]], l.at));
                Patch::compose(&layer, &pegs[k], m.hole_pixel(hole), label)
            })
            .collect();
        Art {
            m,
            colours,
            layer,
            labels,
            patches,
            peg_colours,
            ink,
            swatches: (0..KINDS).map(|k| peg(k, SWATCH_SCALE)).collect(),
            header_swatches: (0..KINDS).map(|k| peg(k, HEADER_SWATCH_SCALE)).collect(),
            reach,
            start_ring: ring(&m, colours, m.start_ring, m.start_ring_width),
            selected_ring: ring(&m, colours, u, m.start_ring_width),
            capture: capture_cross(&m, colours),
            header_cap: super::text::cap_height(true, m.header_size),
            legend_cap: super::text::cap_height(false, m.legend_size),
            bands: Mutex::default(),
            palette: OnceLock::new(),
            lines: Mutex::default(),
        }
    }

    /// How many legend lines are kept.
    #[cfg(test)]
    #[must_use]
    pub fn kept_lines(&self) -> usize {
        self.lines.lock().map_or(0, |l| l.len())
    }

    /// The legend line `key` drawn before, if it is kept.
    #[must_use]
    pub fn line(&self, key: &LineKey) -> Option<Arc<Patch>> {
        self.lines.lock().ok()?.get(key).cloned()
    }

    /// Keeps legend line `key` as the pixels of its box in `image` (which shows the
    /// layer there with only the line drawn on it); nothing without a palette.
    pub fn keep_line(&self, key: LineKey, image: &RgbaImage) {
        let Some(palette) = self.palette.get() else {
            return;
        };
        let patch = Arc::new(Patch::capture(image, key.at, palette));
        if let Ok(mut lines) = self.lines.lock() {
            if lines.len() >= KEPT_LINES {
                lines.clear();
            }
            lines.insert(key, patch);
        }
    }

    /// The band behind a legend line: `w × h` pixels, ends rounded, in `colour`.
    #[must_use]
    pub fn band(&self, w: i32, h: i32, colour: Rgb) -> Arc<Sprite> {
        if let Some(b) = self
            .bands
            .lock()
            .ok()
            .and_then(|b| b.get(&(w, h, colour)).cloned())
        {
            return b;
        }
        let (hx, hy) = (w as f32 / 2.0, h as f32 / 2.0);
        let band = Arc::new(Sprite::paint(
            hx,
            &[(opaque(colour), vec![rounded_box(hx, hy, hy)])],
        ));
        if let Ok(mut bands) = self.bands.lock() {
            bands.insert((w, h, colour), Arc::clone(&band));
        }
        band
    }
}

/// The colour of each kind of peg.
fn peg_colours(c: &Colours) -> [Rgb; KINDS] {
    std::array::from_fn(|k| {
        if k == OBSTACLE {
            c.obstacle
        } else {
            theme::army_colour(Point::ALL[k])
        }
    })
}

/// The shape of each kind of peg.
fn shape_of(kind: usize) -> Shape {
    if kind == OBSTACLE {
        Shape::Circle
    } else {
        theme::army_shape(Point::ALL[kind])
    }
}

fn scaled(polys: &[Vec<Pt>], scale: f32) -> Vec<Vec<Pt>> {
    polys.iter().map(|p| place(p, scale, 0.0, 0.0)).collect()
}

/// A ring of radius `r` (stroke centre) and width `w` in the path colour, with a halo.
fn ring(m: &Metrics, c: &Colours, r: f32, w: f32) -> Sprite {
    let h = m.halo_width;
    let outer = r + w / 2.0;
    let inner = r - w / 2.0;
    Sprite::paint(
        outer + h,
        &[
            (opaque(c.halo), vec![circle(outer + h)]),
            (opaque(c.path), vec![circle(outer)]),
            (opaque(c.halo), vec![circle(inner)]),
            (clear(c.halo), vec![circle(inner - h)]),
        ],
    )
}

/// The thick ring round a hole the selected peg of `colour` can reach: the full army
/// colour (unlike the pale tint of its home point), edged darker.
fn reach_ring(m: &Metrics, colour: Rgb) -> Sprite {
    let edge = theme::darker(colour, 0.7);
    let inner = m.hole_radius - 0.5;
    let outer = inner + m.reach_ring;
    Sprite::paint(
        outer,
        &[
            (opaque(edge), vec![circle(outer)]),
            (opaque(colour), vec![circle(outer - 1.2)]),
            (opaque(edge), vec![circle(inner + 1.2)]),
            (clear(edge), vec![circle(inner)]),
        ],
    )
}

/// A cross over a captured peg's hole, with a halo.
fn capture_cross(m: &Metrics, c: &Colours) -> Sprite {
    let arm = 0.78 * m.unit as f32;
    let (w, h) = (m.path_width * 0.8, m.halo_width);
    let bar = |half: f32, flip: f32| {
        let d = half / std::f32::consts::SQRT_2;
        let (a, b) = ((-arm, -arm * flip), (arm, arm * flip));
        // The bar's four corners: its ends moved sideways by half its width.
        vec![
            (a.0 + d, a.1 - d * flip),
            (b.0 + d, b.1 - d * flip),
            (b.0 - d, b.1 + d * flip),
            (a.0 - d, a.1 + d * flip),
        ]
    };
    Sprite::paint(
        arm + w + h,
        &[
            (
                opaque(c.halo),
                vec![bar(w / 2.0 + h, 1.0), bar(w / 2.0 + h, -1.0)],
            ),
            (opaque(c.path), vec![bar(w / 2.0, 1.0), bar(w / 2.0, -1.0)]),
        ],
    )
}

/// Background, star and empty holes, drawn [`SUPERSAMPLE`] times larger and shrunk, then
/// the labels of the empty holes.
fn static_layer(m: &Metrics, c: &Colours, labels: &[Label]) -> RgbaImage {
    let ss = SUPERSAMPLE as f32;
    let (w, h) = (m.width * SUPERSAMPLE, m.height * SUPERSAMPLE);
    let mut big = RgbaImage::from_pixel(w, h, opaque(c.background));
    let big_poly = |poly: &[Pt]| place(poly, ss, -0.5, -0.5);
    let outline = m.board_outline / 2.0;
    for t in layout::star(m, outline) {
        fill(&mut big, &big_poly(&t), opaque(c.board_edge));
    }
    for t in layout::star(m, -outline) {
        fill(&mut big, &big_poly(&t), opaque(c.board));
    }
    for p in Point::ALL {
        let tint = mix(c.board, theme::army_colour(p), c.tint_alpha);
        fill(
            &mut big,
            &big_poly(&layout::point_region(m, p, -outline)),
            opaque(tint),
        );
    }
    let (ring, inside) = (circle(m.hole_radius), circle(m.hole_radius - m.hole_rim));
    for hole in Hole::all() {
        let (x, y) = m.hole_centre(hole);
        fill(
            &mut big,
            &big_poly(&place(&ring, 1.0, x, y)),
            opaque(c.hole_edge),
        );
        fill(
            &mut big,
            &big_poly(&place(&inside, 1.0, x, y)),
            opaque(c.hole_fill),
        );
    }
    let mut layer = imageops::thumbnail(&big, m.width, m.height);
    for label in labels {
        imageops::overlay(
            &mut layer,
            &label.ink[0],
            label.at.0.into(),
            label.at.1.into(),
        );
    }
    layer
}

/// Every hole's label, in bold, in the theme's label colour, black and white, its ink
/// centred on the hole, drawn by imageproc; empty when labels are off.
fn labels(m: &Metrics, c: &Colours) -> Vec<Label> {
    if !m.labels {
        return Vec::new();
    }
    let scale = PxScale {
        x: m.label_scale.0,
        y: m.label_scale.1,
    };
    let mut out = Vec::with_capacity(HOLE_COUNT);
    for hole in Hole::all() {
        let text = hole.to_string();
        let mut ink_box = Rect::default();
        let inks: [RgbaImage; 3] = [c.label, theme::BLACK, theme::WHITE].map(|colour| {
            let drawn = text_layer(&text, scale, colour);
            match ink(&drawn) {
                Some((cropped, b)) => {
                    ink_box = b;
                    cropped
                }
                None => RgbaImage::new(0, 0),
            }
        });
        // The ink's box centred on the hole (all labels of a row share their letter, so
        // they share a baseline too).
        let (cx, cy) = m.hole_centre(hole);
        let left = (cx - (ink_box.x1 - ink_box.x0) as f32 / 2.0).round() as i32;
        let top = (cy - (ink_box.y1 - ink_box.y0) as f32 / 2.0).round() as i32;
        let halo = halo(&inks[1]);
        out.push(Label {
            at: (left, top),
            ink: inks,
            halo,
        });
    }
    out
}

/// The ink of `label` (coverage in alpha) grown by [`HALO`] pixels by imageproc's
/// dilation and softened by its Gaussian blur.
fn halo(label: &RgbaImage) -> GrayImage {
    let pad = HALO as u32;
    let (w, h) = (label.width() + 2 * pad, label.height() + 2 * pad);
    let ink = GrayImage::from_fn(w, h, |x, y| {
        let inside =
            (pad..label.width() + pad).contains(&x) && (pad..label.height() + pad).contains(&y);
        let covered = inside && label.get_pixel(x - pad, y - pad)[3] > 0;
        Luma([if covered { 255 } else { 0 }])
    });
    let grown = dilate(&ink, Norm::L2, HALO as u8);
    let soft = gaussian_blur_f32(&grown, 0.6);
    // Where the ink is, the halo stays whole.
    GrayImage::from_fn(w, h, |x, y| Luma([soft[(x, y)][0].max(ink[(x, y)][0])]))
}

/// `text` drawn by imageproc on a transparent image with a pixel of margin.
fn text_layer(text: &str, scale: PxScale, colour: Rgb) -> RgbaImage {
    let font = &BOLD.font;
    let (w, h) = imageproc::drawing::text_size(scale, font, text);
    let mut image = RgbaImage::from_pixel(w + 2, h + 2, clear(colour));
    draw_text_mut(&mut image, opaque(colour), 1, 1, scale, font, text);
    image
}

/// The part of `image` with any ink, and where it lay.
fn ink(image: &RgbaImage) -> Option<(RgbaImage, Rect)> {
    let mut b: Option<Rect> = None;
    for (x, y, p) in image.enumerate_pixels() {
        if p[3] > 0 {
            let r = Rect {
                x0: x as i32,
                y0: y as i32,
                x1: x as i32 + 1,
                y1: y as i32 + 1,
            };
            b = Some(b.map_or(r, |b| b.union(&r)));
        }
    }
    let b = b?;
    let cropped = imageops::crop_imm(
        image,
        b.x0 as u32,
        b.y0 as u32,
        (b.x1 - b.x0) as u32,
        (b.y1 - b.y0) as u32,
    )
    .to_image();
    Some((cropped, b))
}
