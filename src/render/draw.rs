//! Drawing the board: a static layer (background, tinted points, empty holes and their
//! labels) rendered once and copied per call, then pegs, the last move's path, the header
//! and the legend. Shapes are drawn anti-aliased from signed distance functions; text is
//! rasterised with ab_glyph into coverage masks.

use std::sync::LazyLock;

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

use super::theme::{self, Rgb};
use super::BoardView;
use crate::core::{Hole, Peg, Point, HOLE_COUNT};

static REGULAR: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fonts/DejaVuSans.ttf"
    )))
    .expect("the bundled DejaVuSans.ttf parses")
});

static BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fonts/DejaVuSans-Bold.ttf"
    )))
    .expect("the bundled DejaVuSans-Bold.ttf parses")
});

/// What never changes between calls.
struct Base {
    /// Background, star with tinted points, empty holes and their labels.
    image: RgbImage,
    /// Each hole's label (index order) and where its mask's top-left corner goes.
    labels: Vec<(Mask, i32, i32)>,
    /// Height of the digits in the header's font, for centring it vertically.
    header_cap: f32,
    /// Height of the digits in the legend's font.
    legend_cap: f32,
}

static BASE: LazyLock<Base> = LazyLock::new(draw_base);

/// Draws `view` and encodes it as PNG bytes (see [`super::render_png`]).
pub(super) fn render_png(view: &BoardView<'_>) -> Vec<u8> {
    encode(&draw(view))
}

/// Draws `view` into an RGB image of [`theme::WIDTH`] × [`theme::HEIGHT`] pixels.
fn draw(view: &BoardView<'_>) -> RgbImage {
    let base = &*BASE;
    let mut canvas = Canvas(base.image.clone());
    draw_pegs(&mut canvas, base, view);
    if let Some(path) = view.last_path {
        draw_path(&mut canvas, path);
    }
    draw_header(&mut canvas, base, view.header);
    draw_legend(&mut canvas, base, view);
    canvas.0
}

fn encode(image: &RgbImage) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(256 * 1024);
    let encoder =
        PngEncoder::new_with_quality(&mut bytes, CompressionType::Fast, FilterType::Adaptive);
    match encoder.write_image(
        image.as_raw(),
        image.width(),
        image.height(),
        ExtendedColorType::Rgb8,
    ) {
        Ok(()) => bytes,
        Err(e) => {
            // Unreachable for an in-memory buffer of the right size; never panic.
            tracing::error!(error = %e, "PNG encoding failed");
            Vec::new()
        }
    }
}

// ---------------------------------------------------------------------------------------
// The static layer

fn draw_base() -> Base {
    let mut canvas = Canvas(RgbImage::from_pixel(
        theme::WIDTH,
        theme::HEIGHT,
        image::Rgb(theme::BACKGROUND),
    ));
    draw_star(&mut canvas);
    for hole in Hole::all() {
        let (x, y) = theme::hole_centre(hole);
        canvas.disc(x, y, theme::HOLE_RADIUS, theme::HOLE_EDGE);
        canvas.disc(x, y, theme::HOLE_RADIUS - theme::HOLE_RIM, theme::HOLE_FILL);
    }
    let cap = cap_height(&REGULAR, theme::LABEL_SIZE);
    let mut labels = Vec::with_capacity(HOLE_COUNT);
    for hole in Hole::all() {
        let (x, y) = theme::hole_centre(hole);
        let mask = text_mask(&REGULAR, theme::LABEL_SIZE, &hole.to_string());
        // Centre the ink horizontally; put the baseline so digits are centred vertically.
        let left = (x - mask.width as f32 / 2.0).round() as i32;
        let top = (y + cap / 2.0).round() as i32 + mask.top;
        canvas.mask(&mask, left, top, theme::LABEL);
        labels.push((mask, left, top));
    }
    Base {
        image: canvas.0,
        labels,
        header_cap: cap_height(&BOLD, theme::HEADER_SIZE),
        legend_cap: cap_height(&REGULAR, theme::LEGEND_SIZE),
    }
}

/// The star: two overlapping triangles grown by [`theme::BOARD_MARGIN`], the six points
/// tinted in their army's colour, the central hexagon neutral, a thin outline.
fn draw_star(canvas: &mut Canvas) {
    let tip = |p: Point| theme::hole_centre(p.tip());
    let up = [tip(Point::N), tip(Point::SE), tip(Point::SW)];
    let down = [tip(Point::NE), tip(Point::S), tip(Point::NW)];
    let tints = Point::ALL.map(|p| mix(theme::BOARD, theme::army_colour(p), theme::TINT_ALPHA));
    let axes = Point::ALL.map(theme::point_axis);
    let (cx, cy) = theme::BOARD_CENTRE;
    let outline = theme::BOARD_OUTLINE / 2.0;
    for py in 0..theme::HEIGHT {
        for px in 0..theme::WIDTH {
            let (x, y) = (px as f32 + 0.5, py as f32 + 0.5);
            let d = sdf_polygon((x, y), &up).min(sdf_polygon((x, y), &down)) - theme::BOARD_MARGIN;
            if d > outline + 1.0 {
                continue;
            }
            // Which point's axis reaches farthest decides the tint.
            let (mut best, mut reach) = (0, f32::MIN);
            for (i, (ax, ay)) in axes.iter().enumerate() {
                let r = (x - cx) * ax + (y - cy) * ay;
                if r > reach {
                    (best, reach) = (i, r);
                }
            }
            let tinted = coverage(theme::POINT_BOUNDARY - reach);
            let fill = mix(theme::BOARD, tints[best], (tinted * 255.0) as u8);
            let pixel = canvas.0.get_pixel_mut(px, py);
            pixel.0 = mix(pixel.0, fill, (coverage(d) * 255.0) as u8);
            let edge = coverage(d.abs() - outline);
            pixel.0 = mix(pixel.0, theme::BOARD_EDGE, (edge * 255.0) as u8);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Per call

fn draw_pegs(canvas: &mut Canvas, base: &Base, view: &BoardView<'_>) {
    let board = view.game.board();
    for hole in Hole::all() {
        let colour = match board.peg_at(hole) {
            None => continue,
            Some(Peg::Army(point)) => theme::army_colour(point),
            Some(Peg::Obstacle) => theme::OBSTACLE,
        };
        let (x, y) = theme::hole_centre(hole);
        canvas.disc(x, y, theme::PEG_RADIUS, theme::darker(colour, 0.6));
        canvas.disc(x, y, theme::PEG_RADIUS - theme::PEG_RIM, colour);
        if let Some((mask, left, top)) = base.labels.get(hole.index()) {
            canvas.mask(mask, *left, *top, theme::contrasting(colour));
        }
    }
}

/// The last move: a line through every hole of `path`, running only in the gaps between
/// holes (labels stay readable), a ring round the start hole and an arrowhead at the end.
fn draw_path(canvas: &mut Canvas, path: &[Hole]) {
    let Some(&start) = path.first() else { return };
    let (sx, sy) = theme::hole_centre(start);
    let (r, w) = (theme::START_RING_RADIUS, theme::START_RING_WIDTH / 2.0);
    canvas.fill(
        sx - r - w,
        sy - r - w,
        sx + r + w,
        sy + r + w,
        theme::PATH,
        |x, y| (distance((x, y), (sx, sy)) - r).abs() - w,
    );

    for pair in path.windows(2) {
        let (a, b) = (theme::hole_centre(pair[0]), theme::hole_centre(pair[1]));
        if pair[0] == pair[1] {
            continue;
        }
        let half = theme::PATH_WIDTH / 2.0;
        let (x0, x1) = (a.0.min(b.0) - half, a.0.max(b.0) + half);
        let (y0, y1) = (a.1.min(b.1) - half, a.1.max(b.1) + half);
        canvas.fill(x0, y0, x1, y1, theme::PATH, |x, y| {
            let line = distance_to_segment((x, y), a, b) - half;
            let clear = theme::PATH_CLEARANCE - lattice_distance(x, y);
            line.max(clear)
        });
    }

    // The arrowhead points from the last distinct hole before the end into the end hole.
    let end = path[path.len() - 1];
    let Some(&before) = path.iter().rev().find(|&&h| h != end) else {
        return;
    };
    let (ex, ey) = theme::hole_centre(end);
    let (bx, by) = theme::hole_centre(before);
    let len = distance((ex, ey), (bx, by));
    if len < 1.0 {
        return;
    }
    let (ux, uy) = ((ex - bx) / len, (ey - by) / len);
    let tip_off = theme::PEG_RADIUS + 1.0;
    let tip = (ex - ux * tip_off, ey - uy * tip_off);
    let base_c = (
        tip.0 - ux * theme::ARROW_LENGTH,
        tip.1 - uy * theme::ARROW_LENGTH,
    );
    let (nx, ny) = (-uy * theme::ARROW_HALF_WIDTH, ux * theme::ARROW_HALF_WIDTH);
    let arrow = [
        tip,
        (base_c.0 + nx, base_c.1 + ny),
        (base_c.0 - nx, base_c.1 - ny),
    ];
    let (x0, x1) = (
        arrow.iter().map(|p| p.0).fold(f32::MAX, f32::min),
        arrow.iter().map(|p| p.0).fold(f32::MIN, f32::max),
    );
    let (y0, y1) = (
        arrow.iter().map(|p| p.1).fold(f32::MAX, f32::min),
        arrow.iter().map(|p| p.1).fold(f32::MIN, f32::max),
    );
    canvas.fill(x0, y0, x1, y1, theme::PATH, |x, y| {
        sdf_polygon((x, y), &arrow)
    });
}

fn draw_header(canvas: &mut Canvas, base: &Base, header: &str) {
    let header: String = header.chars().take(theme::MAX_HEADER_CHARS).collect();
    let max = theme::WIDTH as f32 - 2.0 * theme::EDGE;
    let text = fit(&BOLD, theme::HEADER_SIZE, &header, max);
    let mask = text_mask(&BOLD, theme::HEADER_SIZE, &text);
    let baseline = theme::HEADER_BAND / 2.0 + base.header_cap / 2.0;
    let left = ((theme::WIDTH as f32 - mask.advance) / 2.0).round() as i32 + mask.left;
    canvas.mask(&mask, left, baseline.round() as i32 + mask.top, theme::TEXT);
}

/// One line per seat in the star's bottom corners (first half of the seats on the left):
/// a marker for the seat to move, a swatch per army, the pegs home and the name (bold
/// when to move).
fn draw_legend(canvas: &mut Canvas, base: &Base, view: &BoardView<'_>) {
    let seats_layout = view.game.layout();
    let seats = seats_layout.seats();
    let left_count = seats.div_ceil(2);
    let cap = base.legend_cap;
    for seat in 0..seats {
        let (column, line, lines) = if seat < left_count {
            (0, seat, left_count)
        } else {
            (1, seat - left_count, seats - left_count)
        };
        let box_x = if column == 0 {
            theme::EDGE
        } else {
            theme::WIDTH as f32 - theme::EDGE - theme::LEGEND_WIDTH
        };
        let line_top =
            theme::HEIGHT as f32 - theme::EDGE - (lines - line) as f32 * theme::LEGEND_LINE;
        let mid = line_top + theme::LEGEND_LINE / 2.0;
        let to_move = view.game.to_move() == Some(seat);
        let mut x = box_x;

        if to_move {
            let h = 6.5;
            let tri = [
                (x + 1.0, mid - h),
                (x + 1.0 + 1.6 * h, mid),
                (x + 1.0, mid + h),
            ];
            canvas.fill(
                x,
                mid - h - 1.0,
                x + 2.0 + 1.6 * h,
                mid + h + 1.0,
                theme::PATH,
                |px, py| sdf_polygon((px, py), &tri),
            );
        }
        x += 16.0;

        let armies = seats_layout.armies(seat);
        for &army in armies {
            let colour = theme::army_colour(army);
            let cx = x + theme::SWATCH_RADIUS;
            canvas.disc(cx, mid, theme::SWATCH_RADIUS, theme::darker(colour, 0.6));
            canvas.disc(cx, mid, theme::SWATCH_RADIUS - theme::PEG_RIM, colour);
            x += 2.0 * theme::SWATCH_RADIUS + 4.0;
        }
        x += 4.0;

        let baseline = (mid + cap / 2.0).round() as i32;
        let score = format!("{}/{}", view.game.pegs_home(seat), 10 * armies.len());
        let score_mask = text_mask(&REGULAR, theme::LEGEND_SIZE, &score);
        canvas.mask(
            &score_mask,
            x.round() as i32 + score_mask.left,
            baseline + score_mask.top,
            theme::TEXT,
        );
        // Scores form a column: as wide as the widest possible score of this seat.
        let widest = layout(
            &REGULAR,
            theme::LEGEND_SIZE,
            &format!("{0}/{0}", 10 * armies.len()),
        )
        .1;
        x += widest.max(score_mask.advance) + 10.0;

        let font: &FontRef<'static> = if to_move { &BOLD } else { &REGULAR };
        let name: String = view
            .names
            .get(seat)
            .map_or("", String::as_str)
            .chars()
            .take(theme::MAX_NAME_CHARS)
            .collect();
        let room = box_x + theme::LEGEND_WIDTH - x;
        if room > 0.0 {
            let text = fit(font, theme::LEGEND_SIZE, &name, room);
            let mask = text_mask(font, theme::LEGEND_SIZE, &text);
            canvas.mask(
                &mask,
                x.round() as i32 + mask.left,
                baseline + mask.top,
                theme::TEXT,
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// Text

/// Ink coverage of a line of text.
struct Mask {
    width: u32,
    height: u32,
    /// Offset of the mask's left edge from the pen's start.
    left: i32,
    /// Offset of the mask's top edge from the baseline (negative: above it).
    top: i32,
    /// How far the pen moved.
    advance: f32,
    /// Row-major coverage, 0–255.
    alpha: Vec<u8>,
}

/// Characters that are dropped instead of drawn: controls and invisible format
/// characters (zero-width joiners, variation selectors, bidi controls, tags).
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c as u32,
            0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0xFE00..=0xFE0F | 0xFEFF
            | 0xE0000..=0xE007F | 0xE0100..=0xE01EF)
}

/// The glyphs of `text` and the pen's x position before each, plus the final advance.
/// Characters the font lacks become its "missing glyph" box.
fn layout(font: &FontRef<'static>, size: f32, text: &str) -> (Vec<(GlyphId, f32)>, f32) {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut glyphs = Vec::with_capacity(text.len());
    let mut x = 0.0;
    let mut prev: Option<GlyphId> = None;
    for c in text.chars().filter(|&c| !invisible(c)) {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        glyphs.push((id, x));
        x += scaled.h_advance(id);
        prev = Some(id);
    }
    (glyphs, x)
}

/// Rasterises `text` on one line.
fn text_mask(font: &FontRef<'static>, size: f32, text: &str) -> Mask {
    let scale = PxScale::from(size);
    let (glyphs, advance) = layout(font, size, text);
    let outlined: Vec<_> = glyphs
        .into_iter()
        .filter_map(|(id, x)| font.outline_glyph(id.with_scale_and_position(scale, point(x, 0.0))))
        .collect();
    let mut min = (f32::MAX, f32::MAX);
    let mut max = (f32::MIN, f32::MIN);
    for g in &outlined {
        let b = g.px_bounds();
        min = (min.0.min(b.min.x), min.1.min(b.min.y));
        max = (max.0.max(b.max.x), max.1.max(b.max.y));
    }
    if outlined.is_empty() || max.0 <= min.0 || max.1 <= min.1 {
        return Mask {
            width: 0,
            height: 0,
            left: 0,
            top: 0,
            advance,
            alpha: Vec::new(),
        };
    }
    let (left, top) = (min.0.floor() as i32, min.1.floor() as i32);
    let width = (max.0.ceil() as i32 - left).max(0) as u32;
    let height = (max.1.ceil() as i32 - top).max(0) as u32;
    let mut alpha = vec![0u8; width as usize * height as usize];
    for g in &outlined {
        let b = g.px_bounds();
        let (ox, oy) = (b.min.x as i32 - left, b.min.y as i32 - top);
        g.draw(|gx, gy, c| {
            let (x, y) = (ox + gx as i32, oy + gy as i32);
            if (0..width as i32).contains(&x) && (0..height as i32).contains(&y) {
                let i = y as usize * width as usize + x as usize;
                let v = (c.clamp(0.0, 1.0) * 255.0).round() as u16;
                alpha[i] = (u16::from(alpha[i]) + v).min(255) as u8;
            }
        });
    }
    Mask {
        width,
        height,
        left,
        top,
        advance,
        alpha,
    }
}

/// Height of the digits above the baseline, for centring text vertically.
fn cap_height(font: &FontRef<'static>, size: f32) -> f32 {
    let m = text_mask(font, size, "8");
    m.height as f32
}

/// `text` if it fits in `max` pixels, else its longest prefix that fits followed by "…".
fn fit(font: &FontRef<'static>, size: f32, text: &str, max: f32) -> String {
    let (glyphs, advance) = layout(font, size, text);
    if advance <= max {
        return text.to_owned();
    }
    let ellipsis = layout(font, size, "…").1;
    // glyphs[k].1 is the pen position before glyph k: the width of the first k characters.
    let fitting = glyphs
        .iter()
        .take_while(|(_, x)| x + ellipsis <= max)
        .count();
    let mut out: String = text
        .chars()
        .filter(|&c| !invisible(c))
        .take(fitting.saturating_sub(1))
        .collect::<String>()
        .trim_end()
        .to_owned();
    out.push('…');
    out
}

// ---------------------------------------------------------------------------------------
// Pixels and shapes

struct Canvas(RgbImage);

impl Canvas {
    /// Blends `colour` over every pixel of the box `x0..x1 × y0..y1` with the coverage
    /// given by the signed distance `sdf` (negative inside) at the pixel's centre.
    fn fill(
        &mut self,
        x0: f32,
        y0: f32,
        x1: f32,
        y1: f32,
        colour: Rgb,
        sdf: impl Fn(f32, f32) -> f32,
    ) {
        let (w, h) = (self.0.width() as i32, self.0.height() as i32);
        let (ix0, iy0) = (
            (x0.floor() as i32 - 1).max(0),
            (y0.floor() as i32 - 1).max(0),
        );
        let (ix1, iy1) = ((x1.ceil() as i32 + 1).min(w), (y1.ceil() as i32 + 1).min(h));
        for py in iy0..iy1 {
            for px in ix0..ix1 {
                let c = coverage(sdf(px as f32 + 0.5, py as f32 + 0.5));
                if c > 0.0 {
                    let pixel = self.0.get_pixel_mut(px as u32, py as u32);
                    pixel.0 = mix(pixel.0, colour, (c * 255.0).round() as u8);
                }
            }
        }
    }

    /// A filled disc.
    fn disc(&mut self, cx: f32, cy: f32, r: f32, colour: Rgb) {
        self.fill(cx - r, cy - r, cx + r, cy + r, colour, |x, y| {
            distance((x, y), (cx, cy)) - r
        });
    }

    /// Blends `colour` through `mask`, its top-left corner at (`left`, `top`).
    fn mask(&mut self, mask: &Mask, left: i32, top: i32, colour: Rgb) {
        let (w, h) = (self.0.width() as i32, self.0.height() as i32);
        for my in 0..mask.height as i32 {
            let y = top + my;
            if !(0..h).contains(&y) {
                continue;
            }
            for mx in 0..mask.width as i32 {
                let x = left + mx;
                if !(0..w).contains(&x) {
                    continue;
                }
                let a = mask.alpha[(my as u32 * mask.width + mx as u32) as usize];
                if a > 0 {
                    let pixel = self.0.get_pixel_mut(x as u32, y as u32);
                    pixel.0 = mix(pixel.0, colour, a);
                }
            }
        }
    }
}

/// `under` with `over` blended on top at opacity `alpha` (0–255).
fn mix(under: Rgb, over: Rgb, alpha: u8) -> Rgb {
    let a = u32::from(alpha);
    let mut out = [0; 3];
    for i in 0..3 {
        out[i] = ((u32::from(under[i]) * (255 - a) + u32::from(over[i]) * a + 127) / 255) as u8;
    }
    out
}

/// Pixel coverage for a signed distance (one-pixel anti-aliasing ramp).
fn coverage(d: f32) -> f32 {
    (0.5 - d).clamp(0.0, 1.0)
}

fn distance(a: (f32, f32), b: (f32, f32)) -> f32 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

fn distance_to_segment(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (ex, ey) = (b.0 - a.0, b.1 - a.1);
    let (wx, wy) = (p.0 - a.0, p.1 - a.1);
    let len2 = ex * ex + ey * ey;
    let t = if len2 > 0.0 {
        ((wx * ex + wy * ey) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    (wx - ex * t).hypot(wy - ey * t)
}

/// Signed distance to a polygon (negative inside).
fn sdf_polygon(p: (f32, f32), v: &[(f32, f32)]) -> f32 {
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

/// Distance from a pixel position to the nearest point of the hole lattice.
fn lattice_distance(x: f32, y: f32) -> f32 {
    let half = theme::SPACING / 2.0;
    let (rx, ry) = (
        (x - theme::CENTRE_X) / half,
        (y - theme::TOP) / theme::ROW_HEIGHT,
    );
    let row = ry.floor() as i32;
    let mut best = f32::MAX;
    for r in [row, row + 1] {
        // In row r the lattice has x2 ≡ r (mod 2).
        let x2 = 2.0 * ((rx - r as f32) / 2.0).round() + r as f32;
        let (hx, hy) = (
            theme::CENTRE_X + x2 * half,
            theme::TOP + r as f32 * theme::ROW_HEIGHT,
        );
        best = best.min(distance((x, y), (hx, hy)));
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_short_text_and_truncates_long_text_within_the_width() {
        assert_eq!(fit(&REGULAR, 19.0, "Alice", 200.0), "Alice");
        let long = "W".repeat(40);
        let cut = fit(&REGULAR, 19.0, &long, 150.0);
        assert!(cut.ends_with('…') && cut.len() < long.len(), "{cut}");
        assert!(layout(&REGULAR, 19.0, &cut).1 <= 150.0);
        assert_eq!(fit(&REGULAR, 19.0, &long, 1.0), "…");
        assert_eq!(fit(&REGULAR, 19.0, "", 100.0), "");
    }

    #[test]
    fn text_the_font_lacks_or_cannot_see_draws_without_panicking() {
        assert_eq!(text_mask(&REGULAR, 19.0, "").width, 0);
        assert_eq!(text_mask(&REGULAR, 19.0, "\u{200d}\u{fe0f}\n").width, 0);
        // Missing glyphs become the font's box, so something is drawn.
        assert!(text_mask(&REGULAR, 19.0, "🎲王").width > 0);
    }

    #[test]
    fn hole_centres_lie_on_the_lattice_the_path_avoids() {
        for hole in Hole::all() {
            let (x, y) = theme::hole_centre(hole);
            assert!(lattice_distance(x, y) < 0.01, "{hole}");
        }
        let (a, b) = (
            theme::hole_centre(Hole::new(0).unwrap()),
            theme::hole_centre(Hole::new(1).unwrap()),
        );
        let mid = lattice_distance((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        assert!((mid - theme::SPACING / 2.0).abs() < 0.01);
    }

    #[test]
    fn labels_contrast_with_their_peg() {
        assert_eq!(
            theme::contrasting(theme::army_colour(Point::SE)),
            theme::WHITE
        );
        assert_eq!(
            theme::contrasting(theme::army_colour(Point::NE)),
            theme::BLACK
        );
        assert_eq!(theme::contrasting(theme::OBSTACLE), theme::BLACK);
    }

    #[test]
    fn polygon_distance_is_negative_inside_and_positive_outside() {
        let tri = [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)];
        assert!(sdf_polygon((2.0, 2.0), &tri) < 0.0);
        assert!((sdf_polygon((-3.0, 5.0), &tri) - 3.0).abs() < 1e-4);
        assert_eq!(sdf_polygon((0.0, 0.0), &[]), f32::MAX);
    }
}
