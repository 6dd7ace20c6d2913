//! The board's geometry and colours as data, for a board drawn elsewhere (the web
//! board's SVG, `src/web/`): the same hole centres, star, point tints, peg shapes and
//! theme colours as the PNG, in the PNG's pixels ([`theme::FULL`]), so both pictures
//! agree.

use serde::Serialize;

use crate::core::{Hole, Point};

use super::layout::{self, Pt};
use super::palette::mix;
use super::theme::{self, Colours, Rgb, FULL};

/// Everything a drawing of the board needs that is not the position.
#[derive(Clone, Debug, Serialize)]
pub struct Shapes {
    /// The PNG's width and height.
    pub size: (u32, u32),
    /// Every hole: its name and centre.
    pub holes: Vec<(String, f32, f32)>,
    /// Radius of an empty hole, and the width of its ring.
    pub hole: (f32, f32),
    /// Width of a peg's darker rim.
    pub peg_rim: f32,
    /// The star's two triangles, grown by half its outline's width (the outline), and
    /// shrunk by as much (the board).
    pub star: [[Vec<Pt>; 2]; 2],
    /// Each point's region of the board (tinted with its army's colour), in
    /// [`Point::ALL`]'s order.
    pub regions: Vec<Vec<Pt>>,
    /// Each army's peg outline round the origin (one polygon, or two for the cross),
    /// in [`Point::ALL`]'s order; and the same shrunk by the rim.
    pub pegs: Vec<[Vec<Vec<Pt>>; 2]>,
    /// Each army's colour (`#rrggbb`), in [`Point::ALL`]'s order.
    pub armies: Vec<String>,
    /// Widths of the last move's line and of its halo, and the start ring's radius and
    /// width.
    pub path: (f32, f32, f32, f32),
    /// The themes' colours by name (`light`, `dark`).
    pub themes: Vec<(&'static str, ThemeColours)>,
}

/// A theme's colours (`#rrggbb`).
#[derive(Clone, Debug, Serialize)]
pub struct ThemeColours {
    /// Outside the star.
    pub background: String,
    /// The star.
    pub board: String,
    /// The star's outline.
    pub board_edge: String,
    /// Each point's tint, in [`Point::ALL`]'s order.
    pub tints: Vec<String>,
    /// Inside an empty hole.
    pub hole_fill: String,
    /// Ring round an empty hole.
    pub hole_edge: String,
    /// Hole labels.
    pub label: String,
    /// Text.
    pub text: String,
    /// Secondary text.
    pub text_dim: String,
    /// The last move's path.
    pub path: String,
    /// Round the path.
    pub halo: String,
    /// A peg of nobody.
    pub obstacle: String,
}

fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

fn colours(c: &Colours) -> ThemeColours {
    ThemeColours {
        background: hex(c.background),
        board: hex(c.board),
        board_edge: hex(c.board_edge),
        tints: Point::ALL
            .iter()
            .map(|&p| hex(mix(c.board, theme::army_colour(p), c.tint_alpha)))
            .collect(),
        hole_fill: hex(c.hole_fill),
        hole_edge: hex(c.hole_edge),
        label: hex(c.label),
        text: hex(c.text),
        text_dim: hex(c.text_dim),
        path: hex(c.path),
        halo: hex(c.halo),
        obstacle: hex(c.obstacle),
    }
}

/// The board's [`Shapes`] at the PNG's size.
#[must_use]
pub fn shapes() -> Shapes {
    let m = &FULL;
    let outline = m.board_outline / 2.0;
    let round = |polys: Vec<Vec<Pt>>| -> Vec<Vec<Pt>> {
        polys
            .into_iter()
            .map(|p| {
                p.into_iter()
                    .map(|(x, y)| ((x * 100.0).round() / 100.0, (y * 100.0).round() / 100.0))
                    .collect()
            })
            .collect()
    };
    let pair = |v: Vec<Vec<Pt>>| -> [Vec<Pt>; 2] {
        let mut it = v.into_iter();
        [it.next().unwrap_or_default(), it.next().unwrap_or_default()]
    };
    Shapes {
        size: (m.width, m.height),
        holes: Hole::all()
            .map(|h| {
                let (x, y) = m.hole_centre(h);
                (h.to_string(), x, y)
            })
            .collect(),
        hole: (m.hole_radius, m.hole_rim),
        peg_rim: m.peg_rim,
        star: [
            pair(round(layout::star(m, outline).to_vec())),
            pair(round(layout::star(m, -outline).to_vec())),
        ],
        regions: round(
            Point::ALL
                .iter()
                .map(|&p| layout::point_region(m, p, -outline))
                .collect(),
        ),
        pegs: Point::ALL
            .iter()
            .map(|&p| {
                let shape = theme::army_shape(p);
                [
                    round(layout::shape_outlines(m, shape, 0.0)),
                    round(layout::shape_outlines(m, shape, m.peg_rim)),
                ]
            })
            .collect(),
        armies: Point::ALL
            .iter()
            .map(|&p| hex(theme::army_colour(p)))
            .collect(),
        path: (m.path_width, m.halo_width, m.start_ring, m.start_ring_width),
        themes: theme::Theme::ALL
            .iter()
            .map(|&t| (t.name(), colours(t.colours())))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shapes_are_the_pngs() {
        let s = shapes();
        assert_eq!(s.size, (theme::WIDTH, theme::HEIGHT));
        assert_eq!(s.holes.len(), 121);
        let e5 = s.holes.iter().find(|h| h.0 == "e5").unwrap();
        assert_eq!((e5.1, e5.2), theme::hole_centre("e5".parse().unwrap()));
        assert_eq!(s.armies[0], "#cc3311");
        assert_eq!(s.themes[0].0, "light");
        assert_eq!(s.themes[0].1.background, "#f4f2ed");
        assert_eq!(s.pegs.len(), 6);
        // The cross is two bars; every other shape one outline.
        let cross = Point::ALL.iter().position(|&p| p == Point::NW).unwrap();
        assert_eq!(s.pegs[cross][0].len(), 2);
        assert_eq!(s.pegs[0][0].len(), 1);
    }
}
