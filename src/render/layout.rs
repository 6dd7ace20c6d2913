//! Layout of the board images, in pixels of the output image: boxes; the outlines of the
//! star, its points and every peg shape as polygons (drawn by imageproc); the corners
//! where the header and the legend go; and which hole labels a mark crosses.
//!
//! Coordinates are `(x, y)` with y growing downwards; a hole's centre is the centre of a
//! pixel ([`Metrics::hole_centre`]).

use super::theme::{self, Metrics, Shape};
use crate::core::{Hole, Point};

/// A point in pixels.
pub type Pt = (f32, f32);

/// An axis-aligned box of pixels, `x0..x1 × y0..y1` (exclusive ends).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
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

    /// The box of `points`, grown by `pad` and by one pixel for anti-aliasing.
    #[must_use]
    pub fn of(points: &[Pt], pad: f32) -> Rect {
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for &(x, y) in points {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        if points.is_empty() {
            return Rect::default();
        }
        Rect::around(x0 - pad, y0 - pad, x1 + pad, y1 + pad)
    }

    /// Whether every pixel of `other` is in `self` (an empty `other` always is).
    #[must_use]
    pub fn contains(&self, other: &Rect) -> bool {
        other.is_empty()
            || (self.x0 <= other.x0
                && self.y0 <= other.y0
                && other.x1 <= self.x1
                && other.y1 <= self.y1)
    }

    /// Whether the two boxes share a pixel.
    #[must_use]
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x0 < other.x1 && other.x0 < self.x1 && self.y0 < other.y1 && other.y0 < self.y1
    }

    /// Width in pixels (0 when empty).
    #[must_use]
    pub fn width(&self) -> u32 {
        self.x1.saturating_sub(self.x0).max(0).unsigned_abs()
    }

    /// Height in pixels (0 when empty).
    #[must_use]
    pub fn height(&self) -> u32 {
        self.y1.saturating_sub(self.y0).max(0).unsigned_abs()
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

// ---------------------------------------------------------------------------------------
// Outlines

/// Points on a circle's quarter and on corner arcs.
const ARC_STEPS: usize = 10;

/// A circle of radius `r` round the origin, as a polygon.
#[must_use]
pub fn circle(r: f32) -> Vec<Pt> {
    let n = 8 * ARC_STEPS;
    (0..n)
        .map(|i| {
            let a = i as f32 * std::f32::consts::TAU / n as f32;
            (r * a.cos(), r * a.sin())
        })
        .collect()
}

/// A box of half size (`hx`, `hy`) round the origin, its corners rounded by `r`.
#[must_use]
pub fn rounded_box(hx: f32, hy: f32, r: f32) -> Vec<Pt> {
    let r = r.clamp(0.0, hx.min(hy).max(0.0));
    let corners = [
        (hx - r, hy - r),
        (-hx + r, hy - r),
        (-hx + r, -hy + r),
        (hx - r, -hy + r),
    ];
    let mut out = Vec::with_capacity(4 * (ARC_STEPS + 1));
    for (k, (cx, cy)) in corners.into_iter().enumerate() {
        for i in 0..=ARC_STEPS {
            let a = (k as f32 + i as f32 / ARC_STEPS as f32) * std::f32::consts::FRAC_PI_2;
            out.push((cx + r * a.cos(), cy + r * a.sin()));
        }
    }
    out
}

/// The outline of a peg of `shape` round the origin, shrunk by `inset` pixels: one
/// polygon, or two that overlap (the cross). Every shape holds a hole label.
#[must_use]
pub fn shape_outlines(m: &Metrics, shape: Shape, inset: f32) -> Vec<Vec<Pt>> {
    let (u, d) = (m.unit as f32, inset);
    match shape {
        Shape::Circle => vec![circle(0.84 * u - d)],
        Shape::Square => vec![rounded_box(0.74 * u - d, 0.74 * u - d, 0.22 * u - d)],
        Shape::Pill => vec![rounded_box(0.92 * u - d, 0.62 * u - d, 0.62 * u - d)],
        Shape::Diamond => {
            let (a, b) = (0.94 * u, 1.1 * u);
            let len = a.hypot(b);
            let (a, b) = (a - d * len / b, b - d * len / a);
            vec![vec![(0.0, -b), (a, 0.0), (0.0, b), (-a, 0.0)]]
        }
        Shape::Hexagon => {
            // Pointy top, circumradius r.
            let r = 0.98 * u - d / 0.866_025_4;
            vec![(0..6)
                .map(|i| {
                    let a = (i as f32 * 60.0 - 90.0).to_radians();
                    (r * a.cos(), r * a.sin())
                })
                .collect()]
        }
        Shape::Cross => {
            let (long, half, r) = (0.92 * u - d, 0.42 * u - d, 0.14 * u - d);
            vec![rounded_box(long, half, r), rounded_box(half, long, r)]
        }
    }
}

/// `poly` moved by (`dx`, `dy`) and scaled by `scale` round the origin first.
#[must_use]
pub fn place(poly: &[Pt], scale: f32, dx: f32, dy: f32) -> Vec<Pt> {
    poly.iter()
        .map(|&(x, y)| (x * scale + dx, y * scale + dy))
        .collect()
}

/// The convex polygon `poly` grown by `d` pixels, its corners rounded.
#[must_use]
pub fn grow(poly: &[Pt], d: f32) -> Vec<Pt> {
    let n = poly.len();
    let area: f32 = (0..n)
        .map(|i| {
            let (a, b) = (poly[i], poly[(i + 1) % n]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum();
    let s = if area > 0.0 { 1.0 } else { -1.0 };
    // The outward normal of the edge a→b, as an angle.
    let normal = |a: Pt, b: Pt| (-s * (b.0 - a.0)).atan2(s * (b.1 - a.1));
    let mut out = Vec::with_capacity(n * (ARC_STEPS + 1));
    for i in 0..n {
        let (prev, p, next) = (poly[(i + n - 1) % n], poly[i], poly[(i + 1) % n]);
        let (a0, mut a1) = (normal(prev, p), normal(p, next));
        // Turn the short way round the corner.
        while a1 - a0 > std::f32::consts::PI {
            a1 -= std::f32::consts::TAU;
        }
        while a0 - a1 > std::f32::consts::PI {
            a1 += std::f32::consts::TAU;
        }
        for k in 0..=ARC_STEPS {
            let a = a0 + (a1 - a0) * k as f32 / ARC_STEPS as f32;
            out.push((p.0 + d * a.cos(), p.1 + d * a.sin()));
        }
    }
    out
}

/// The part of the convex polygon `poly` where the distance along `axis` (a unit
/// vector) from `origin` is at least `min`.
#[must_use]
pub fn clip(poly: &[Pt], origin: Pt, axis: Pt, min: f32) -> Vec<Pt> {
    let f = |p: Pt| (p.0 - origin.0) * axis.0 + (p.1 - origin.1) * axis.1 - min;
    let mut out = Vec::with_capacity(poly.len() + 2);
    for i in 0..poly.len() {
        let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
        let (fa, fb) = (f(a), f(b));
        if fa >= 0.0 {
            out.push(a);
        }
        if (fa >= 0.0) != (fb >= 0.0) {
            let t = fa / (fa - fb);
            out.push((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t));
        }
    }
    out
}

/// The star's two triangles through the tips of its points (N, SE, SW and NE, S, NW),
/// grown by the margin and `extra` pixels.
#[must_use]
pub fn star(m: &Metrics, extra: f32) -> [Vec<Pt>; 2] {
    let tip = |p: Point| m.hole_centre(p.tip());
    let up = [tip(Point::N), tip(Point::SE), tip(Point::SW)];
    let down = [tip(Point::NE), tip(Point::S), tip(Point::NW)];
    [grow(&up, m.margin + extra), grow(&down, m.margin + extra)]
}

/// The part of the star grown by `extra` that belongs to `point`: beyond the line
/// halfway between the hexagon's outer row and the point's inner row.
#[must_use]
pub fn point_region(m: &Metrics, point: Point, extra: f32) -> Vec<Pt> {
    let [up, down] = star(m, extra);
    let triangle = match point {
        Point::N | Point::SE | Point::SW => up,
        Point::NE | Point::S | Point::NW => down,
    };
    clip(
        &triangle,
        m.board_centre(),
        theme::point_axis(point),
        4.5 * m.row as f32,
    )
}

// ---------------------------------------------------------------------------------------
// Corners

/// The x position of the star's edge at height `y` on the left of the S point (lower
/// corners) or of the N point (upper corners), measured from the board's axis. A text box
/// ending there never touches the star.
fn star_half_width(m: &Metrics, y: f32, lower: bool) -> f32 {
    let (u, r) = (m.unit as f32, m.row as f32);
    let len = u.hypot(r);
    let top = m.top as f32 + 0.5;
    if lower {
        let tip = top + 16.0 * r;
        (m.margin * len + (tip - y) * u) / r
    } else {
        (m.margin * len + (y - top) * u) / r
    }
}

/// The legend box of the left (`left`) or right column for `lines` lines: where its lines
/// go, from the top.
#[must_use]
pub fn legend_box(m: &Metrics, lines: usize, left: bool) -> Rect {
    let gap = 0.4 * m.unit as f32;
    let bottom = m.height as f32 - m.pad;
    let top = bottom - lines as f32 * m.legend_line;
    let half = star_half_width(m, top, true) + gap;
    let (cx, _) = m.board_centre();
    let (x0, x1) = if left {
        (m.pad, cx - half)
    } else {
        (cx + half, m.width as f32 - m.pad)
    };
    Rect {
        x0: x0.round() as i32,
        y0: top.round() as i32,
        x1: x1.round() as i32,
        y1: bottom.round() as i32,
    }
}

/// Lines the header and the rules under it may take together.
pub const HEADER_LINES: usize = 4;

/// The boxes of the header's lines in the top-left corner, each ending before the star.
#[must_use]
pub fn header_lines(m: &Metrics) -> Vec<Rect> {
    let gap = 0.4 * m.unit as f32;
    let (cx, _) = m.board_centre();
    (0..HEADER_LINES)
        .map(|i| {
            let top = m.pad + i as f32 * m.header_line;
            let bottom = top + m.header_line;
            let half = star_half_width(m, bottom, false) + gap;
            Rect {
                x0: m.pad.round() as i32,
                y0: top.round() as i32,
                x1: (cx - half).round() as i32,
                y1: bottom.round() as i32,
            }
        })
        .collect()
}

/// The box holding every header line.
#[must_use]
pub fn header_box(m: &Metrics) -> Rect {
    header_lines(m)
        .iter()
        .fold(Rect::default(), |a, b| a.union(b))
}

// ---------------------------------------------------------------------------------------
// Labels under marks

/// The holes whose label plate ([`Metrics::label_clear`]) the segment `a`–`b` of half
/// width `half` passes over.
pub fn labels_under(m: &Metrics, a: Pt, b: Pt, half: f32) -> impl Iterator<Item = Hole> + '_ {
    let (ex, ey) = (b.0 - a.0, b.1 - a.1);
    let len2 = ex * ex + ey * ey;
    let (cx, cy) = (m.label_clear.0 + half, m.label_clear.1 + half);
    Hole::all().filter(move |&h| {
        let p = m.hole_centre(h);
        let t = if len2 > 0.0 {
            (((p.0 - a.0) * ex + (p.1 - a.1) * ey) / len2).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let (dx, dy) = (a.0 + ex * t - p.0, a.1 + ey * t - p.1);
        dx.abs() < cx && dy.abs() < cy
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::theme::FULL;

    #[test]
    fn growing_a_square_moves_every_side_out() {
        let square = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
        for poly in [square.to_vec(), square.iter().rev().copied().collect()] {
            let grown = grow(&poly, 2.0);
            let (x0, x1) = grown
                .iter()
                .fold((f32::MAX, f32::MIN), |(a, b), p| (a.min(p.0), b.max(p.0)));
            assert!(
                (x0 + 2.0).abs() < 1e-3 && (x1 - 12.0).abs() < 1e-3,
                "{x0} {x1}"
            );
        }
    }

    #[test]
    fn clipping_keeps_the_far_side_of_the_line() {
        let square = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
        let right = clip(&square, (0.0, 0.0), (1.0, 0.0), 4.0);
        assert_eq!(right.len(), 4);
        assert!(right.iter().all(|p| p.0 >= 4.0 - 1e-4));
        assert!(clip(&square, (0.0, 0.0), (1.0, 0.0), 11.0).is_empty());
    }

    #[test]
    fn a_hop_crosses_the_labels_of_its_three_holes() {
        let h = |s: &str| s.parse::<Hole>().unwrap();
        let (a, b) = (FULL.hole_centre(h("e4")), FULL.hole_centre(h("g4")));
        let mut under: Vec<String> = labels_under(&FULL, a, b, 2.0)
            .map(|h| h.to_string())
            .collect();
        under.sort();
        assert_eq!(under, ["e4", "f4", "g4"]);
    }
}
