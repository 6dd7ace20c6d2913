//! Sizes, colours and geometry of the board image, kept apart from the drawing code.
//!
//! All lengths are in pixels of the output image; colours are sRGB bytes.

use crate::core::{Hole, Point};

/// sRGB colour.
pub type Rgb = [u8; 3];

/// Width of the image.
pub const WIDTH: u32 = 840;
/// Height of the image.
pub const HEIGHT: u32 = 848;

/// Distance between the centres of neighbouring holes.
pub const SPACING: f32 = 52.0;
/// Vertical distance between rows: `SPACING · √3 / 2`.
pub const ROW_HEIGHT: f32 = SPACING * 0.866_025_4;
/// Horizontal pixel position of the board's vertical axis (hole `i5`). Chosen on a pixel
/// centre so that the holes of every row sit on pixel centres horizontally.
pub const CENTRE_X: f32 = WIDTH as f32 / 2.0 + 0.5;
/// Vertical pixel position of row `a`.
pub const TOP: f32 = 84.0;

/// Radius of an empty hole.
pub const HOLE_RADIUS: f32 = 17.0;
/// Width of the ring drawn round an empty hole.
pub const HOLE_RIM: f32 = 1.2;
/// Radius of a peg.
pub const PEG_RADIUS: f32 = 19.5;
/// Width of the darker rim of a peg.
pub const PEG_RIM: f32 = 1.6;
/// How far the star-shaped board reaches beyond the centres of its outer holes.
pub const BOARD_MARGIN: f32 = 30.0;
/// Width of the star's outline.
pub const BOARD_OUTLINE: f32 = 1.5;
/// How far a point's tint reaches into the central hexagon, as a distance from the centre
/// along the point's axis: halfway between the hexagon's outer row and the point's inner row.
pub const POINT_BOUNDARY: f32 = 4.5 * ROW_HEIGHT;

/// Text size (ab_glyph pixel height, ascent to descent) of hole labels.
pub const LABEL_SIZE: f32 = 15.0;
/// Text size of the header line.
pub const HEADER_SIZE: f32 = 26.0;
/// Text size of legend lines.
pub const LEGEND_SIZE: f32 = 19.0;
/// Characters of a name that are drawn at most (BoardView's bound).
pub const MAX_NAME_CHARS: usize = 32;
/// Characters of the header that are drawn at most.
pub const MAX_HEADER_CHARS: usize = 160;

/// Blank space kept between text and the image's edges.
pub const EDGE: f32 = 16.0;
/// Height of the header band at the top.
pub const HEADER_BAND: f32 = 44.0;
/// Height of one legend line.
pub const LEGEND_LINE: f32 = 30.0;
/// Width of each legend box (one in each bottom corner of the star).
pub const LEGEND_WIDTH: f32 = 280.0;
/// Radius of a legend colour swatch.
pub const SWATCH_RADIUS: f32 = 9.0;

/// Width of the last move's path line.
pub const PATH_WIDTH: f32 = 4.0;
/// Distance from a hole centre inside which the path line is not drawn, so it never
/// covers a label: it runs in the gaps between holes.
pub const PATH_CLEARANCE: f32 = PEG_RADIUS + 1.5;
/// Radius of the ring marking the start hole (centre of the stroke).
pub const START_RING_RADIUS: f32 = PEG_RADIUS + 2.5;
/// Width of the ring marking the start hole.
pub const START_RING_WIDTH: f32 = 3.0;
/// Length of the arrowhead at the end of the path.
pub const ARROW_LENGTH: f32 = 12.0;
/// Half the width of the arrowhead's base.
pub const ARROW_HALF_WIDTH: f32 = 7.5;

/// Outside the star.
pub const BACKGROUND: Rgb = [0xf6, 0xf5, 0xf1];
/// The star's neutral colour (the central hexagon).
pub const BOARD: Rgb = [0xe4, 0xde, 0xd0];
/// The star's outline.
pub const BOARD_EDGE: Rgb = [0xa8, 0xa0, 0x8e];
/// Share of the army colour in a point's tint (0–255).
pub const TINT_ALPHA: u8 = 72;
/// Inside an empty hole.
pub const HOLE_FILL: Rgb = [0xfc, 0xfb, 0xf8];
/// Ring round an empty hole.
pub const HOLE_EDGE: Rgb = [0x8a, 0x84, 0x78];
/// Label of an empty hole.
pub const LABEL: Rgb = [0x4a, 0x46, 0x40];
/// A fixed obstacle peg.
pub const OBSTACLE: Rgb = [0x8c, 0x8c, 0x8c];
/// Header and legend text.
pub const TEXT: Rgb = [0x20, 0x20, 0x20];
/// The last move's path, start ring and arrowhead.
pub const PATH: Rgb = [0x1c, 0x1c, 0x1c];
/// Black for labels on light pegs.
pub const BLACK: Rgb = [0x00, 0x00, 0x00];
/// White for labels on dark pegs.
pub const WHITE: Rgb = [0xff, 0xff, 0xff];

/// The colour of the army whose home is `point` (Okabe–Ito palette, colour-blind
/// friendly; text replies call them red, yellow, blue, green, purple, orange).
#[must_use]
pub const fn army_colour(point: Point) -> Rgb {
    match point {
        Point::N => [0xd5, 0x5e, 0x00],  // vermillion ("red")
        Point::NE => [0xf0, 0xe4, 0x42], // yellow
        Point::SE => [0x00, 0x72, 0xb2], // blue
        Point::S => [0x00, 0x9e, 0x73],  // bluish green ("green")
        Point::SW => [0xcc, 0x79, 0xa7], // reddish purple ("purple")
        Point::NW => [0xe6, 0x9f, 0x00], // orange
    }
}

/// Black or white, whichever contrasts more with `colour` (WCAG contrast ratio).
#[must_use]
pub fn contrasting(colour: Rgb) -> Rgb {
    fn linear(c: u8) -> f32 {
        let c = f32::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }
    let l = 0.2126 * linear(colour[0]) + 0.7152 * linear(colour[1]) + 0.0722 * linear(colour[2]);
    // Contrast with white (1.05 / (l + 0.05)) against contrast with black ((l + 0.05) / 0.05).
    if 1.05 / (l + 0.05) > (l + 0.05) / 0.05 {
        WHITE
    } else {
        BLACK
    }
}

/// A darker shade of `colour` (`factor` of each channel, 0–1).
#[must_use]
pub fn darker(colour: Rgb, factor: f32) -> Rgb {
    colour.map(|c| (f32::from(c) * factor).round().clamp(0.0, 255.0) as u8)
}

/// Pixel centre of `hole`: `x = CENTRE_X + x2 · SPACING / 2`, `y = TOP + row · ROW_HEIGHT`.
#[must_use]
pub fn hole_centre(hole: Hole) -> (f32, f32) {
    let row = hole.row() as f32;
    (
        CENTRE_X + hole.x2() as f32 * (SPACING / 2.0),
        TOP + row * ROW_HEIGHT,
    )
}

/// Centre of the board (hole `i5`).
pub const BOARD_CENTRE: (f32, f32) = (CENTRE_X, TOP + 8.0 * ROW_HEIGHT);

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
