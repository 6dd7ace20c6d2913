//! Sizes, colours, peg shapes and geometry of the board images, kept apart from the
//! drawing code.
//!
//! Lengths are in pixels of the output image and derive from one unit, half the distance
//! between neighbouring holes ([`Metrics::unit`]), so the full-size board and the smaller
//! replay frames share one design. Colours are sRGB bytes.
//!
//! ```text
//!          ┌──────────────────────────────┐
//!          │ header    /\                 │   header: top-left corner, up to three lines
//!          │          /  \                │
//!          │ ────────/    \────────       │
//!          │  \                    /      │   the star fills the height
//!          │   \                  /       │
//!          │   /                  \       │
//!          │  /                    \      │
//!          │ ────────\    /────────       │
//!          │ legend   \  /     legend     │   legend: bottom corners, seats split
//!          │ (seats)   \/      (seats)    │   first half left, second half right
//!          └──────────────────────────────┘
//! ```

use std::fmt;
use std::str::FromStr;

use crate::core::{Hole, Point};

/// sRGB colour.
pub type Rgb = [u8; 3];

// ---------------------------------------------------------------------------------------
// Themes

/// Light or dark board, chosen per table (Discord has both).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, strum::VariantArray, strum::IntoStaticStr,
)]
#[strum(serialize_all = "lowercase")]
pub enum Theme {
    /// Dark ink on a warm light background.
    #[default]
    Light,
    /// Light ink on Discord's dark grey.
    Dark,
}

impl Theme {
    /// Both themes.
    pub const ALL: [Theme; 2] = [Theme::Light, Theme::Dark];

    /// The colours of this theme.
    #[must_use]
    pub const fn colours(self) -> &'static Colours {
        match self {
            Theme::Light => &LIGHT,
            Theme::Dark => &DARK,
        }
    }

    /// `light` or `dark`.
    #[must_use]
    pub fn name(self) -> &'static str {
        crate::core::Words::word(self)
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A theme name that is neither `light` nor `dark`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the board themes are light and dark")]
pub struct ParseThemeError;

impl FromStr for Theme {
    type Err = ParseThemeError;

    /// `light` or `dark`, in any case, surrounding spaces ignored.
    fn from_str(s: &str) -> Result<Theme, ParseThemeError> {
        crate::core::Words::from_word(s).ok_or(ParseThemeError)
    }
}

/// The colours of one theme. Army colours are shared by both ([`army_colour`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Colours {
    /// Outside the star.
    pub background: Rgb,
    /// The star's neutral colour (the central hexagon).
    pub board: Rgb,
    /// The star's outline.
    pub board_edge: Rgb,
    /// Share of the army colour in a point's tint (0–255).
    pub tint_alpha: u8,
    /// Inside an empty hole.
    pub hole_fill: Rgb,
    /// Ring round an empty hole.
    pub hole_edge: Rgb,
    /// Label of an empty hole.
    pub label: Rgb,
    /// Header and legend text.
    pub text: Rgb,
    /// Secondary legend text: levels and pegs home.
    pub text_dim: Rgb,
    /// The last move's path, its arrowheads, the start ring and capture marks.
    pub path: Rgb,
    /// The thin outline round the path, so it shows on every peg colour.
    pub halo: Rgb,
    /// Share of the army colour in the band behind the legend line of the seat to move.
    pub band_alpha: u8,
    /// A fixed obstacle peg.
    pub obstacle: Rgb,
}

/// The light theme.
pub const LIGHT: Colours = Colours {
    background: [0xf4, 0xf2, 0xed],
    board: [0xe2, 0xdc, 0xcf],
    board_edge: [0xa9, 0xa0, 0x8c],
    tint_alpha: 80,
    hole_fill: [0xfc, 0xfb, 0xf7],
    hole_edge: [0x8e, 0x87, 0x79],
    label: [0x57, 0x52, 0x4a],
    text: [0x1e, 0x1e, 0x1e],
    text_dim: [0x66, 0x61, 0x58],
    path: [0x16, 0x16, 0x16],
    halo: [0xff, 0xff, 0xff],
    band_alpha: 110,
    obstacle: [0x8c, 0x8c, 0x8c],
};

/// The dark theme (close to Discord's own dark greys).
pub const DARK: Colours = Colours {
    background: [0x2b, 0x2d, 0x31],
    board: [0x41, 0x44, 0x4b],
    board_edge: [0x66, 0x6a, 0x73],
    tint_alpha: 88,
    hole_fill: [0x1e, 0x1f, 0x22],
    hole_edge: [0x7a, 0x7e, 0x86],
    label: [0xb6, 0xba, 0xc1],
    text: [0xf2, 0xf3, 0xf5],
    text_dim: [0xa9, 0xae, 0xb6],
    path: [0xff, 0xff, 0xff],
    halo: [0x10, 0x10, 0x12],
    band_alpha: 120,
    obstacle: [0x9a, 0x9a, 0x9a],
};

// ---------------------------------------------------------------------------------------
// Armies

/// The colour of the army whose home is `point`, from the Okabe–Ito palette (made for
/// colour-vision deficiency), except red: Okabe–Ito's vermillion is too close to its
/// orange once Discord shrinks the image, so red is Paul Tol's (also made for
/// colour-vision deficiency; much darker than the orange). Replies call them N red,
/// NE yellow, SE blue, S green, SW purple, NW orange.
#[must_use]
pub const fn army_colour(point: Point) -> Rgb {
    match point {
        Point::N => [0xcc, 0x33, 0x11],  // Tol's red
        Point::NE => [0xf0, 0xe4, 0x42], // yellow
        Point::SE => [0x00, 0x72, 0xb2], // blue
        Point::S => [0x00, 0x9e, 0x73],  // bluish green ("green")
        Point::SW => [0xcc, 0x79, 0xa7], // reddish purple ("purple")
        Point::NW => [0xe6, 0x9f, 0x00], // orange
    }
}

/// The outline of a peg: the cue that is not colour. Every shape holds a hole label.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// ● A disc.
    Circle,
    /// ◆ A tall rhombus.
    Diamond,
    /// ⬢ A hexagon standing on a corner.
    Hexagon,
    /// ▬ A wide stadium.
    Pill,
    /// ■ A square with rounded corners.
    Square,
    /// ✚ A plus sign with a wide bar.
    Cross,
}

/// The shape of the army whose home is `point`. Colours that a colour-vision deficiency
/// can confuse (red/orange/yellow, green/purple, blue/purple) get shapes that differ
/// most; the two roundest shapes go to red and blue, which are never confused.
#[must_use]
pub const fn army_shape(point: Point) -> Shape {
    match point {
        Point::N => Shape::Circle,
        Point::NE => Shape::Diamond,
        Point::SE => Shape::Hexagon,
        Point::S => Shape::Pill,
        Point::SW => Shape::Square,
        Point::NW => Shape::Cross,
    }
}

/// Black or white, whichever contrasts more with `colour` (WCAG contrast ratio).
#[must_use]
pub fn contrasting(colour: Rgb) -> Rgb {
    if luminance(colour) > 0.179 {
        BLACK
    } else {
        WHITE
    }
}

/// Relative luminance (WCAG), 0–1.
#[must_use]
pub fn luminance(colour: Rgb) -> f32 {
    fn linear(c: u8) -> f32 {
        let c = f32::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }
    0.2126 * linear(colour[0]) + 0.7152 * linear(colour[1]) + 0.0722 * linear(colour[2])
}

/// A darker shade of `colour` (`factor` of each channel, 0–1).
#[must_use]
pub fn darker(colour: Rgb, factor: f32) -> Rgb {
    colour.map(|c| (f32::from(c) * factor).round().clamp(0.0, 255.0) as u8)
}

/// Black, for labels on light pegs.
pub const BLACK: Rgb = [0x00, 0x00, 0x00];
/// White, for labels on dark pegs.
pub const WHITE: Rgb = [0xff, 0xff, 0xff];
/// How much of a peg's colour is left in its rim (0–1).
pub const RIM_SHADE: f32 = 0.62;

// ---------------------------------------------------------------------------------------
// Sizes

/// Every size of one image format, derived from [`Metrics::unit`] (half the distance
/// between neighbouring holes). Hole centres fall on pixel centres, so a shape drawn once
/// can be copied to any hole.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Metrics {
    /// Half the distance between neighbouring holes in a row.
    pub unit: i32,
    /// Vertical distance between rows: `2·unit·√3/2`, rounded (the star is at most 0.7%
    /// squashed).
    pub row: i32,
    /// Image width.
    pub width: u32,
    /// Image height.
    pub height: u32,
    /// Blank space kept between anything drawn and the image's edges.
    pub pad: f32,
    /// How far the star reaches beyond the centres of its outer holes.
    pub margin: f32,
    /// Pixel column of the board's vertical axis (hole `i5`).
    pub centre_x: i32,
    /// Pixel row of row `a`.
    pub top: i32,
    /// Radius of an empty hole.
    pub hole_radius: f32,
    /// Width of the ring round an empty hole.
    pub hole_rim: f32,
    /// Width of a peg's darker rim.
    pub peg_rim: f32,
    /// Text scale (`ab_glyph` pixel width and height) of hole labels, in bold, narrower
    /// than tall so that digits stay 7 pixels high and readable when Discord shows the
    /// image 400 pixels wide; labels are drawn only if [`Metrics::labels`].
    pub label_scale: (f32, f32),
    /// Whether hole labels are drawn (at every size the bot draws: the board and replay
    /// frames).
    pub labels: bool,
    /// Text size of the header.
    pub header_size: f32,
    /// Height of one header line.
    pub header_line: f32,
    /// Text size of legend lines.
    pub legend_size: f32,
    /// Height of one legend line.
    pub legend_line: f32,
    /// Width of the star's outline.
    pub board_outline: f32,
    /// Width of the last move's path line.
    pub path_width: f32,
    /// Width of the halo on each side of the path.
    pub halo_width: f32,
    /// Half width and half height of the plate behind a hole's label where a mark would
    /// cover it: the label is drawn again on it, over the mark.
    pub label_clear: (f32, f32),
    /// Width of the ring round a hole the selected peg can reach.
    pub reach_ring: f32,
    /// Radius of the ring marking the start hole (centre of the stroke).
    pub start_ring: f32,
    /// Width of the start ring.
    pub start_ring_width: f32,
    /// Distance from a landing hole's centre to the tip of its arrowhead.
    pub arrow_tip: f32,
    /// Length of an arrowhead.
    pub arrow_length: f32,
    /// Half the width of an arrowhead's base.
    pub arrow_half_width: f32,
    /// Width of a reachable-move chain (thinner than the last move).
    pub chain_width: f32,
}

impl Metrics {
    /// The metrics for `unit` (half the hole spacing; at least 8).
    #[must_use]
    pub const fn new(unit: i32) -> Metrics {
        let u = unit as f32;
        // √3 in thousandths, rounded to the nearest whole pixel.
        let row = (unit * 1732 + 500) / 1000;
        let margin = 1.2 * u;
        let pad = 0.32 * u;
        let width = 32 * unit as u32;
        let top = (pad + margin) as i32;
        let height = (2 * top + 16 * row) as u32;
        Metrics {
            unit,
            row,
            width,
            height,
            pad,
            margin,
            centre_x: (width / 2) as i32,
            top,
            hole_radius: 0.8 * u,
            hole_rim: 0.05 * u,
            peg_rim: 0.08 * u,
            label_scale: (0.6 * u, 1.0 * u),
            labels: unit >= 15,
            header_size: 0.84 * u,
            header_line: 1.1 * u,
            legend_size: 0.74 * u,
            legend_line: 1.3 * u,
            board_outline: 0.06 * u,
            path_width: 0.22 * u,
            halo_width: 0.07 * u,
            label_clear: (0.66 * u, 0.5 * u),
            reach_ring: 0.2 * u,
            start_ring: 0.8 * u,
            start_ring_width: 0.14 * u,
            arrow_tip: 0.7 * u,
            arrow_length: 0.6 * u,
            arrow_half_width: 0.4 * u,
            chain_width: 0.12 * u,
        }
    }

    /// Pixel centre of `hole`.
    #[must_use]
    pub fn hole_centre(&self, hole: Hole) -> (f32, f32) {
        let (x, y) = self.hole_pixel(hole);
        (x as f32 + 0.5, y as f32 + 0.5)
    }

    /// The pixel whose centre is `hole`'s centre.
    #[must_use]
    pub fn hole_pixel(&self, hole: Hole) -> (i32, i32) {
        (
            self.centre_x + hole.x2() * self.unit,
            self.top + hole.row() as i32 * self.row,
        )
    }

    /// Centre of the board (hole `i5`).
    #[must_use]
    pub fn board_centre(&self) -> (f32, f32) {
        (
            self.centre_x as f32 + 0.5,
            (self.top + 8 * self.row) as f32 + 0.5,
        )
    }

    /// How far any peg shape reaches from its hole's centre.
    #[must_use]
    pub fn peg_extent(&self) -> f32 {
        1.12 * self.unit as f32
    }
}

/// The full-size board image: 800 × 764 pixels, holes 50 pixels apart. At a preview
/// 300 pixels high a peg is still 16 pixels across.
pub const FULL: Metrics = Metrics::new(25);

/// Replay frames: 480 × 460 pixels, holes labelled as on the board.
pub const REPLAY: Metrics = Metrics::new(15);

/// Width of the full-size image.
pub const WIDTH: u32 = FULL.width;
/// Height of the full-size image.
pub const HEIGHT: u32 = FULL.height;

/// Characters of a name that are drawn at most (`BoardView`'s bound).
pub const MAX_NAME_CHARS: usize = 32;
/// Characters of a level label that are drawn at most.
pub const MAX_LEVEL_CHARS: usize = 16;
/// Characters of the header that are drawn at most.
pub const MAX_HEADER_CHARS: usize = 160;

/// Pixel centre of `hole` in the full-size image.
#[must_use]
pub fn hole_centre(hole: Hole) -> (f32, f32) {
    FULL.hole_centre(hole)
}

/// Unit vector from the board's centre towards the tip of `point`.
#[must_use]
pub fn point_axis(point: Point) -> (f32, f32) {
    // Tips lie every 60°, clockwise from straight up (image y grows downwards).
    const S: f32 = 0.866_025_4;
    match point {
        Point::N => (0.0, -1.0),
        Point::NE => (S, -0.5),
        Point::SE => (S, 0.5),
        Point::S => (0.0, 1.0),
        Point::SW => (-S, 0.5),
        Point::NW => (-S, -0.5),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn theme_names_round_trip() {
        for t in Theme::ALL {
            assert_eq!(t.to_string().parse::<Theme>(), Ok(t));
        }
        assert_eq!(" Dark ".parse::<Theme>(), Ok(Theme::Dark));
        assert_eq!("blue".parse::<Theme>(), Err(ParseThemeError));
    }

    #[test]
    fn the_board_fits_the_image_with_its_margin() {
        for m in [FULL, REPLAY] {
            let top = m.top as f32 - m.margin;
            let bottom = (m.top + 16 * m.row) as f32 + m.margin;
            assert!(top >= m.pad - 1.0 && bottom <= m.height as f32 - m.pad + 1.0);
            let side = m.centre_x as f32 - 12.0 * m.unit as f32 - m.margin;
            assert!(side > m.pad);
        }
    }
}
