//! Drawing a [`Scene`]: what never changes (background, star, empty holes and their
//! labels, peg sprites) is drawn once per theme and size into an [`Art`], and the theme's
//! palette is chosen from a specimen image; each call copies sprites onto a [`Canvas`]
//! holding that static layer's indices and draws the last move, marks, header and legend.

use std::sync::LazyLock;

use ab_glyph::FontRef;

use super::palette::Palette;
use super::raster::{
    coverage, distance_to_segment, length, mix, sdf_polygon, sdf_round_box, Canvas, Layer, Mask,
    Rect, Sprite,
};
use super::text::{self, BOLD, REGULAR};
use super::theme::{self, Colours, Metrics, Rgb, Shape, Theme};
use crate::core::{Board, Hole, HoleSet, Peg, Point, HOLE_COUNT};

/// Kinds of peg: the six armies in [`Point::ALL`] order, then obstacles.
const KINDS: usize = 7;
const OBSTACLE: usize = 6;

/// The sprite index of `peg`.
pub fn kind(peg: Peg) -> usize {
    match peg {
        Peg::Army(p) => p.index(),
        Peg::Obstacle => OBSTACLE,
    }
}

/// Legend swatches are pegs at this scale.
const SWATCH_SCALE: f32 = 0.5;
/// Header swatch scale.
const HEADER_SWATCH_SCALE: f32 = 0.62;

/// One line of the legend.
pub struct SeatLine<'a> {
    /// The seat's armies.
    pub armies: &'a [Point],
    /// Name, already bounded.
    pub name: String,
    /// Level or other note ("hard"), already bounded; may be empty.
    pub level: String,
    /// Pegs home ("7/10") or score.
    pub tally: String,
    /// The widest tally this seat can show, for aligning the column.
    pub tally_widest: String,
    /// Whether the seat is to move.
    pub to_move: bool,
    /// Whether the seat is out of the game (resigned): drawn dimmed.
    pub out: bool,
}

/// Everything one image shows, independent of where it came from.
pub struct Scene<'a> {
    /// The pegs.
    pub board: &'a Board,
    /// The header line.
    pub header: String,
    /// The armies of the seat to move (a swatch before the header), if any.
    pub mover: Option<Point>,
    /// The legend, seat order.
    pub seats: Vec<SeatLine<'a>>,
    /// The last move: start hole, then every landing hole (may be empty).
    pub last_path: &'a [Hole],
    /// Holes whose pegs were captured by the last move.
    pub captured: &'a [Hole],
    /// Holes to highlight (reachable by the selected peg).
    pub highlight: HoleSet,
    /// The peg whose moves are shown.
    pub selected: Option<Hole>,
    /// Jump chains to draw thinly (start, then landing holes).
    pub chains: &'a [Vec<Hole>],
}

/// The pre-drawn parts of one theme at one size.
pub struct Art {
    /// Sizes.
    pub m: Metrics,
    /// Colours.
    pub colours: &'static Colours,
    /// Background, star, empty holes and labels.
    pub layer: Layer,
    /// Each hole's label mask and the position of its top-left corner (index order;
    /// empty masks when labels are off).
    pub labels: Vec<(Mask, i32, i32)>,
    /// Pegs by kind.
    pegs: Vec<Sprite>,
    /// Label colour on each kind of peg.
    ink: [Rgb; KINDS],
    /// Legend swatches by kind.
    swatches: Vec<Sprite>,
    /// Header swatches by kind.
    header_swatches: Vec<Sprite>,
    /// Digit height of the header font, for centring it vertically.
    header_cap: f32,
    /// Digit height of the legend font.
    legend_cap: f32,
}

/// [`Art`] with the palette its images are written in.
pub struct Style {
    /// The pre-drawn parts.
    pub art: Art,
    /// The theme's palette.
    pub palette: &'static Palette,
}

/// Which image a style draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The board image ([`theme::FULL`]).
    Full,
    /// Replay frames ([`theme::REPLAY`]).
    Replay,
}

static FULL_LIGHT: LazyLock<Style> = LazyLock::new(|| Style::full(Theme::Light));
static FULL_DARK: LazyLock<Style> = LazyLock::new(|| Style::full(Theme::Dark));
static REPLAY_LIGHT: LazyLock<Style> = LazyLock::new(|| Style::replay(Theme::Light));
static REPLAY_DARK: LazyLock<Style> = LazyLock::new(|| Style::replay(Theme::Dark));

/// The style of `theme` for `format`, built on first use.
pub fn style(theme: Theme, format: Format) -> &'static Style {
    match (theme, format) {
        (Theme::Light, Format::Full) => &FULL_LIGHT,
        (Theme::Dark, Format::Full) => &FULL_DARK,
        (Theme::Light, Format::Replay) => &REPLAY_LIGHT,
        (Theme::Dark, Format::Replay) => &REPLAY_DARK,
    }
}

impl Style {
    fn full(theme: Theme) -> Style {
        let art = Art::new(theme, theme::FULL);
        // Built once per theme and process, like the static it is stored in.
        let palette: &'static Palette = Box::leak(Box::new(specimen_palette(&art)));
        Style::with_palette(art, palette)
    }

    fn replay(theme: Theme) -> Style {
        let palette = style(theme, Format::Full).palette;
        Style::with_palette(Art::new(theme, theme::REPLAY), palette)
    }

    fn with_palette(mut art: Art, palette: &'static Palette) -> Style {
        art.layer.quantise(palette);
        for s in art
            .pegs
            .iter_mut()
            .chain(&mut art.swatches)
            .chain(&mut art.header_swatches)
        {
            s.set_palette(palette);
        }
        Style { art, palette }
    }
}

/// The palette of `art`'s theme: its flat colours, ink ramps, and the frequent colours of
/// a specimen with every kind of peg, mark and text.
fn specimen_palette(art: &Art) -> Palette {
    let c = art.colours;
    let armies = Point::ALL.map(theme::army_colour);
    let mut keys = vec![
        c.background,
        c.board,
        c.hole_fill,
        c.hole_edge,
        c.label,
        c.text,
        c.text_dim,
        c.path,
        c.halo,
        c.obstacle,
        c.board_edge,
        theme::BLACK,
        theme::WHITE,
    ];
    for a in armies {
        keys.push(a);
        keys.push(theme::darker(a, theme::RIM_SHADE));
        keys.push(mix(c.board, a, c.tint_alpha));
    }
    let mut ramps = vec![
        (c.hole_fill, c.label),
        (c.background, c.text),
        (c.background, c.text_dim),
        (c.path, c.halo),
        (c.board, c.hole_edge),
        (c.hole_edge, c.hole_fill),
    ];
    for a in armies {
        ramps.push((a, theme::contrasting(a)));
        ramps.push((mix(c.board, a, c.tint_alpha), c.hole_edge));
    }

    // A board with a peg of every kind on every kind of ground, and every mark.
    let mut board = Board::empty();
    let mut sets = [HoleSet::EMPTY; KINDS];
    for h in Hole::all() {
        if h.index() % 9 != 8 {
            sets[(h.index() * 5 + h.index() / 11) % KINDS].insert(h);
        }
    }
    for (p, s) in Point::ALL.iter().zip(sets) {
        board.set_army(*p, s);
    }
    board.set_obstacles(sets[OBSTACLE]);
    let all: Vec<Hole> = Hole::all().collect();
    let hole = |i: usize| all[i % HOLE_COUNT];
    let empty: Vec<Hole> = Hole::all().filter(|h| h.index() % 9 == 8).collect();
    let path = [hole(8), hole(26), hole(44), hole(62), hole(80)];
    let chains = [vec![hole(17), hole(35), hole(53)], vec![hole(17), hole(71)]];
    let mut highlight = HoleSet::EMPTY;
    for h in empty.iter().skip(4).take(6) {
        highlight.insert(*h);
    }
    let names = ["Zoë", "Player 2", "王小明", "Bob", "Alice", "Computer"];
    let seats = Point::ALL
        .iter()
        .enumerate()
        .map(|(i, p)| SeatLine {
            armies: std::slice::from_ref(&Point::ALL[p.index()]),
            name: names[i].to_owned(),
            level: if i % 2 == 0 {
                "hard".into()
            } else {
                String::new()
            },
            tally: format!("{i}/10"),
            tally_widest: "10/10".into(),
            to_move: i == 3,
            out: i == 5,
        })
        .collect();
    let scene = Scene {
        board: &board,
        header: "Move 123 · Alice (green) to move".into(),
        mover: Some(Point::S),
        seats,
        last_path: &path,
        captured: &empty[1..3],
        highlight,
        selected: Some(hole(17)),
        chains: &chains,
    };
    let mut canvas = Canvas::rgb(art.m.width, art.m.height, art.layer.rgb.clone());
    draw(&mut canvas, art, &scene);
    Palette::build(&keys, &ramps, 3, &canvas.into_rgb())
}

// ---------------------------------------------------------------------------------------
// The static layer

impl Art {
    fn new(theme: Theme, m: Metrics) -> Art {
        let colours = theme.colours();
        let mut rgb = vec![colours.background; (m.width * m.height) as usize];
        draw_star(&mut rgb, &m, colours);
        let hole = Sprite::paint(m.hole_radius, |p| {
            p.fill(colours.hole_edge, |x, y| length(x, y) - m.hole_radius);
            p.fill(colours.hole_fill, |x, y| {
                length(x, y) - (m.hole_radius - m.hole_rim)
            });
        });
        let mut labels = Vec::with_capacity(HOLE_COUNT);
        let cap = text::cap_height(&REGULAR, m.label_size);
        let layer = {
            let mut canvas = Canvas::rgb(m.width, m.height, rgb);
            for h in Hole::all() {
                let (x, y) = m.hole_pixel(h);
                canvas.sprite(&hole, x, y);
                if m.labels {
                    let (cx, cy) = m.hole_centre(h);
                    let mask = text::text_mask(&REGULAR, m.label_size, &h.to_string());
                    // Centre the ink horizontally; put the baseline so digits are centred.
                    let left = (cx - mask.width as f32 / 2.0).round() as i32;
                    let top = (cy + cap / 2.0).round() as i32 + mask.top;
                    canvas.mask(&mask, left, top, colours.label);
                    labels.push((mask, left, top));
                } else {
                    labels.push((Mask::default(), 0, 0));
                }
            }
            Layer::new(m.width, m.height, canvas.into_rgb())
        };

        let peg_colours: [Rgb; KINDS] = std::array::from_fn(|k| {
            if k == OBSTACLE {
                colours.obstacle
            } else {
                theme::army_colour(Point::ALL[k])
            }
        });
        let shape = |k: usize| {
            if k == OBSTACLE {
                Shape::Circle
            } else {
                theme::army_shape(Point::ALL[k])
            }
        };
        let peg = |k: usize, scale: f32| {
            let (s, fill) = (shape(k), peg_colours[k]);
            let rim = theme::darker(fill, theme::RIM_SHADE);
            let width = (m.peg_rim * scale).max(1.0);
            Sprite::paint(m.peg_extent() * scale, |p| {
                p.fill(rim, |x, y| {
                    m.shape_distance(s, x / scale, y / scale) * scale
                });
                p.fill(fill, |x, y| {
                    m.shape_distance(s, x / scale, y / scale) * scale + width
                });
            })
        };
        Art {
            m,
            colours,
            layer,
            labels,
            pegs: (0..KINDS).map(|k| peg(k, 1.0)).collect(),
            ink: peg_colours.map(theme::contrasting),
            swatches: (0..KINDS).map(|k| peg(k, SWATCH_SCALE)).collect(),
            header_swatches: (0..KINDS).map(|k| peg(k, HEADER_SWATCH_SCALE)).collect(),
            header_cap: text::cap_height(&BOLD, m.header_size),
            legend_cap: text::cap_height(&REGULAR, m.legend_size),
        }
    }
}

/// The star: two overlapping triangles grown by the margin, the six points tinted in
/// their army's colour, the central hexagon neutral, a thin outline.
fn draw_star(rgb: &mut [Rgb], m: &Metrics, c: &Colours) {
    let tip = |p: Point| m.hole_centre(p.tip());
    let up = [tip(Point::N), tip(Point::SE), tip(Point::SW)];
    let down = [tip(Point::NE), tip(Point::S), tip(Point::NW)];
    let tints = Point::ALL.map(|p| mix(c.board, theme::army_colour(p), c.tint_alpha));
    let axes = Point::ALL.map(theme::point_axis);
    let (cx, cy) = m.board_centre();
    // Halfway between the hexagon's outer row and the points' inner row.
    let boundary = 4.5 * m.row as f32;
    let outline = m.board_outline / 2.0;
    let top = (m.top as f32 - m.margin - 2.0).max(0.0) as u32;
    let bottom = ((m.top + 16 * m.row) as f32 + m.margin + 2.0).min(m.height as f32) as u32;
    for py in top..bottom {
        for px in 0..m.width {
            let (x, y) = (px as f32 + 0.5, py as f32 + 0.5);
            let d = sdf_polygon((x, y), &up).min(sdf_polygon((x, y), &down)) - m.margin;
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
            let fill = mix(c.board, tints[best], coverage(boundary - reach));
            let pixel = &mut rgb[(py * m.width + px) as usize];
            *pixel = mix(*pixel, fill, coverage(d));
            *pixel = mix(*pixel, c.board_edge, coverage(d.abs() - outline));
        }
    }
}

// ---------------------------------------------------------------------------------------
// Layout of the corners

/// The x position of the star's edge at height `y` on the left of the S point (lower
/// corners) or of the N point (upper corners), measured from the board's axis. A text box
/// ending there never touches the star.
fn star_half_width(m: &Metrics, y: f32, lower: bool) -> f32 {
    let (u, r) = (m.unit as f32, m.row as f32);
    let len = length(u, r);
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

/// Lines the header may take.
pub const HEADER_LINES: usize = 3;

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
// Per call

/// Draws `scene` onto `canvas`, which shows `art`'s static layer.
pub fn draw(canvas: &mut Canvas<'_>, art: &Art, scene: &Scene<'_>) {
    let selected_army = scene.selected.and_then(|h| match scene.board.peg_at(h) {
        Some(Peg::Army(p)) => Some(p),
        _ => None,
    });
    for h in scene.highlight.iter() {
        if scene.board.peg_at(h).is_none() {
            draw_reachable(canvas, art, h, selected_army);
        }
    }
    for h in Hole::all() {
        if let Some(peg) = scene.board.peg_at(h) {
            draw_peg(canvas, art, h, kind(peg));
        }
    }
    if let Some(h) = scene.selected {
        let (x, y) = art.m.hole_centre(h);
        ring(
            canvas,
            art,
            (x, y),
            art.m.unit as f32,
            art.m.start_ring_width,
        );
    }
    for &h in scene.captured {
        draw_capture(canvas, art, h);
    }
    for chain in scene.chains {
        draw_path(canvas, art, chain, art.m.chain_width, false);
    }
    if scene.last_path.len() >= 2 {
        draw_path(canvas, art, scene.last_path, art.m.path_width, true);
    }
    draw_header(canvas, art, scene);
    draw_legend(canvas, art, scene);
}

/// Draws the peg of `kind` on `hole`, with the hole's label.
pub fn draw_peg(canvas: &mut Canvas<'_>, art: &Art, hole: Hole, kind: usize) {
    let (x, y) = art.m.hole_pixel(hole);
    canvas.sprite(&art.pegs[kind], x, y);
    if let Some((mask, left, top)) = art.labels.get(hole.index()) {
        canvas.mask(mask, *left, *top, art.ink[kind]);
    }
}

/// An empty hole the selected peg can reach: tinted with its army's colour, ringed.
fn draw_reachable(canvas: &mut Canvas<'_>, art: &Art, hole: Hole, army: Option<Point>) {
    let m = &art.m;
    let (x, y) = m.hole_centre(hole);
    let colour = army.map_or(art.colours.path, theme::army_colour);
    let r = m.hole_radius - m.hole_rim;
    let fill = mix(art.colours.hole_fill, colour, art.colours.reach_alpha);
    canvas.disc(x, y, r, fill);
    if let Some((mask, left, top)) = art.labels.get(hole.index()) {
        canvas.mask(mask, *left, *top, theme::contrasting(fill));
    }
    let w = m.start_ring_width * 0.8;
    let rr = m.hole_radius + w / 2.0;
    canvas.fill(
        Rect::around(x - rr - w, y - rr - w, x + rr + w, y + rr + w),
        theme::darker(colour, 0.8),
        |px, py| (length(px - x, py - y) - rr).abs() - w / 2.0,
    );
}

/// A ring of radius `r` (stroke centre) and width `w` round `c`, with a halo.
fn ring(canvas: &mut Canvas<'_>, art: &Art, c: (f32, f32), r: f32, w: f32) {
    let h = art.m.halo_width;
    let e = r + w / 2.0 + h;
    let bounds = Rect::around(c.0 - e, c.1 - e, c.0 + e, c.1 + e);
    let sdf = |x: f32, y: f32| (length(x - c.0, y - c.1) - r).abs() - w / 2.0;
    canvas.fill(bounds, art.colours.halo, |x, y| sdf(x, y) - h);
    canvas.fill(bounds, art.colours.path, sdf);
}

/// A captured peg's hole: a cross over it, kept off the label.
fn draw_capture(canvas: &mut Canvas<'_>, art: &Art, hole: Hole) {
    let m = &art.m;
    let c = m.hole_centre(hole);
    let arm = 0.78 * m.unit as f32;
    let w = m.path_width * 0.8;
    let h = m.halo_width;
    let bars = [
        ((c.0 - arm, c.1 - arm), (c.0 + arm, c.1 + arm)),
        ((c.0 - arm, c.1 + arm), (c.0 + arm, c.1 - arm)),
    ];
    let clear = m.label_clear;
    let sdf = |x: f32, y: f32| {
        let d = bars
            .iter()
            .map(|&(a, b)| distance_to_segment((x, y), a, b))
            .fold(f32::MAX, f32::min)
            - w / 2.0;
        d.max(-sdf_round_box(x - c.0, y - c.1, clear.0, clear.1, 3.0))
    };
    let e = arm + w + h;
    let bounds = Rect::around(c.0 - e, c.1 - e, c.0 + e, c.1 + e);
    canvas.fill(bounds, art.colours.halo, |x, y| sdf(x, y) - h);
    canvas.fill(bounds, art.colours.path, sdf);
}

/// Signed distance keeping a path out of the label box round the nearest hole position
/// (positive inside the box). Boxes are lower than a row and narrower than the spacing,
/// so only the nearest lattice point matters.
fn label_keep_out(m: &Metrics, x: f32, y: f32) -> f32 {
    if !m.labels {
        return f32::MIN;
    }
    let (u, r) = (m.unit as f32, m.row as f32);
    let (cx, top) = (m.centre_x as f32 + 0.5, m.top as f32 + 0.5);
    let row = ((y - top) / r).round();
    // In row k the lattice has x2 ≡ k (mod 2).
    let x2 = 2.0 * (((x - cx) / u - row) / 2.0).round() + row;
    let (hx, hy) = (cx + x2 * u, top + row * r);
    let (c0, c1) = m.label_clear;
    -sdf_round_box(x - hx, y - hy, c0, c1, 0.12 * u)
}

/// One leg of a drawn path: a line and maybe an arrowhead at its end.
#[derive(Clone, Copy)]
struct Segment {
    from: (f32, f32),
    to: (f32, f32),
    head: Option<[(f32, f32); 3]>,
}

/// A path through `path`'s holes: a line with a halo, kept off the labels, an arrowhead
/// into every landing hole (only the last one unless `every`), and a ring round the
/// start hole when `every` (the last move).
fn draw_path(canvas: &mut Canvas<'_>, art: &Art, path: &[Hole], width: f32, every: bool) {
    let m = &art.m;
    let Some(&start) = path.first() else { return };
    let scale = width / m.path_width;
    let (tip, head_length, half_w) = (
        m.arrow_tip,
        m.arrow_length * scale.max(0.7),
        m.arrow_half_width * scale.max(0.7),
    );
    // Segments between distinct holes, each with its arrowhead.
    let mut parts: Vec<Segment> = Vec::new();
    let last = path.len() - 1;
    for (i, pair) in path.windows(2).enumerate() {
        if pair[0] == pair[1] {
            continue;
        }
        let (a, b) = (m.hole_centre(pair[0]), m.hole_centre(pair[1]));
        let len = length(b.0 - a.0, b.1 - a.1);
        let (dx, dy) = ((b.0 - a.0) / len, (b.1 - a.1) / len);
        let point = (b.0 - dx * tip, b.1 - dy * tip);
        let base = (point.0 - dx * head_length, point.1 - dy * head_length);
        let head = [
            point,
            (base.0 - dy * half_w, base.1 + dx * half_w),
            (base.0 + dy * half_w, base.1 - dx * half_w),
        ];
        // The line stops inside the arrowhead so it never pokes past the tip.
        let end = (
            point.0 - dx * head_length * 0.6,
            point.1 - dy * head_length * 0.6,
        );
        let arrow = (every || i + 1 == last).then_some(head);
        let line_end = if arrow.is_some() { end } else { b };
        parts.push(Segment {
            from: a,
            to: line_end,
            head: arrow,
        });
    }
    let h = m.halo_width;
    let half = width / 2.0;
    let grow = half.max(half_w) + h + 1.0;
    for (colour, extra) in [(art.colours.halo, h), (art.colours.path, 0.0)] {
        if every {
            let c = m.hole_centre(start);
            let (r, w) = (m.start_ring, m.start_ring_width);
            let e = r + w / 2.0 + h;
            canvas.fill(
                Rect::around(c.0 - e, c.1 - e, c.0 + e, c.1 + e),
                colour,
                |x, y| (length(x - c.0, y - c.1) - r).abs() - w / 2.0 - extra,
            );
        }
        for &Segment {
            from: a,
            to: b,
            head: arrow,
        } in &parts
        {
            let (x0, x1) = (a.0.min(b.0) - grow, a.0.max(b.0) + grow);
            let (y0, y1) = (a.1.min(b.1) - grow, a.1.max(b.1) + grow);
            canvas.fill(Rect::around(x0, y0, x1, y1), colour, |x, y| {
                let line = distance_to_segment((x, y), a, b) - half - extra;
                if line > 1.0 {
                    return line;
                }
                line.max(label_keep_out(m, x, y) - extra)
            });
            if let Some(head) = arrow {
                let (hx0, hx1) = (
                    head.iter().map(|p| p.0).fold(f32::MAX, f32::min) - h,
                    head.iter().map(|p| p.0).fold(f32::MIN, f32::max) + h,
                );
                let (hy0, hy1) = (
                    head.iter().map(|p| p.1).fold(f32::MAX, f32::min) - h,
                    head.iter().map(|p| p.1).fold(f32::MIN, f32::max) + h,
                );
                canvas.fill(Rect::around(hx0, hy0, hx1, hy1), colour, |x, y| {
                    sdf_polygon((x, y), &head) - extra
                });
            }
        }
    }
}

/// Draws `text` (bold or not) with its pen starting at (`x`, `baseline`); returns the
/// pen's advance.
fn draw_text(
    canvas: &mut Canvas<'_>,
    bold: bool,
    size: f32,
    text: &str,
    x: f32,
    baseline: f32,
    colour: Rgb,
) -> f32 {
    let mask = text::cached_mask(bold, size, text);
    canvas.mask(
        &mask,
        x.round() as i32 + mask.left,
        baseline.round() as i32 + mask.top,
        colour,
    );
    mask.advance
}

/// The header in the top-left corner: a swatch of the army to move, then the text on up
/// to [`HEADER_LINES`] lines, each as wide as the corner allows at its height.
fn draw_header(canvas: &mut Canvas<'_>, art: &Art, scene: &Scene<'_>) {
    let m = &art.m;
    let boxes = header_lines(m);
    let Some(first) = boxes.first() else { return };
    let mut x = first.x0 as f32;
    if let Some(p) = scene.mover {
        let s = &art.header_swatches[p.index()];
        let cy = first.y0 as f32 + m.header_line / 2.0;
        canvas.sprite(s, (x + s.centre as f32).round() as i32, cy.floor() as i32);
        x += (s.ink.x1 - s.ink.x0) as f32 + 0.3 * m.unit as f32;
    }
    let widths: Vec<f32> = boxes.iter().map(|b| b.x1 as f32 - x).collect();
    let lines = text::wrap(&BOLD, m.header_size, &scene.header, &widths);
    for (l, b) in lines.iter().zip(&boxes) {
        let mid = (b.y0 + b.y1) as f32 / 2.0;
        let baseline = mid + art.header_cap / 2.0;
        draw_text(
            canvas,
            true,
            m.header_size,
            l,
            x,
            baseline,
            art.colours.text,
        );
    }
}

/// The legend in the bottom corners (first half of the seats on the left): per seat its
/// army swatches, name, level and tally; the seat to move on a band of its colour, bold.
fn draw_legend(canvas: &mut Canvas<'_>, art: &Art, scene: &Scene<'_>) {
    let m = &art.m;
    let c = art.colours;
    let n = scene.seats.len();
    let left_count = n.div_ceil(2);
    let u = m.unit as f32;
    let lh = m.legend_line;
    for (seat, line) in scene.seats.iter().enumerate() {
        let (left, index, lines) = if seat < left_count {
            (true, seat, left_count)
        } else {
            (false, seat - left_count, n - left_count)
        };
        let b = legend_box(m, lines, left);
        let top = b.y0 as f32 + index as f32 * lh;
        let mid = top + lh / 2.0;
        let (x0, x1) = (b.x0 as f32, b.x1 as f32);
        if line.to_move {
            let band = mix(
                c.background,
                theme::army_colour(line.armies[0]),
                c.band_alpha,
            );
            let (bx0, bx1) = (x0, x1);
            let (by0, by1) = (top + 1.0, top + lh - 1.0);
            let r = (by1 - by0) / 2.0;
            canvas.fill(Rect::around(bx0, by0, bx1, by1), band, |x, y| {
                sdf_round_box(
                    x - (bx0 + bx1) / 2.0,
                    y - mid,
                    (bx1 - bx0) / 2.0,
                    (by1 - by0) / 2.0,
                    r,
                )
            });
        }
        let mut x = x0 + 0.3 * u;
        for &army in line.armies {
            let s = &art.swatches[army.index()];
            canvas.sprite(s, (x + s.centre as f32).round() as i32, mid.floor() as i32);
            x += s.side as f32 - 0.1 * u;
        }
        x += 0.3 * u;
        let baseline = mid + art.legend_cap / 2.0;
        let size = m.legend_size;
        // The tally, right-aligned in a column as wide as the widest this seat can show.
        let tally_room = text::width(&REGULAR, size, &line.tally_widest);
        let tally_x = x1 - 0.3 * u - text::width(&REGULAR, size, &line.tally);
        let ink = if line.out { c.text_dim } else { c.text };
        let dim = c.text_dim;
        draw_text(canvas, false, size, &line.tally, tally_x, baseline, dim);
        let room = x1 - 0.3 * u - tally_room - 0.4 * u - x;
        if room <= 0.0 {
            continue;
        }
        let bold = line.to_move;
        let font: &FontRef<'static> = if bold { &BOLD } else { &REGULAR };
        let level = if line.level.is_empty() {
            String::new()
        } else {
            format!(" {}", line.level)
        };
        let level_w = text::width(&REGULAR, size * 0.85, &level);
        let name_room = if level_w < room * 0.45 {
            room - level_w
        } else {
            room
        };
        let name = text::fit(font, size, &line.name, name_room);
        let advance = draw_text(canvas, bold, size, &name, x, baseline, ink);
        if !level.is_empty() && advance + level_w <= room {
            draw_text(
                canvas,
                false,
                size * 0.85,
                &level,
                x + advance,
                baseline,
                dim,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flat_colours_of_each_theme_are_exact_in_its_palette() {
        for theme in Theme::ALL {
            let style = style(theme, Format::Full);
            let c = theme.colours();
            let mut flat = vec![c.background, c.board, c.hole_fill, c.label, c.text, c.path];
            flat.extend(Point::ALL.map(theme::army_colour));
            for k in flat {
                let i = usize::from(style.palette.index(k));
                assert_eq!(style.palette.colours()[i], k, "{theme}");
            }
            assert!(style.palette.colours().len() <= super::super::palette::MAX_COLOURS);
        }
    }

    #[test]
    fn legend_and_header_boxes_stay_off_the_star() {
        for m in [theme::FULL, theme::REPLAY] {
            let art = Art::new(Theme::Light, m);
            let bg = Theme::Light.colours().background;
            let mut boxes = header_lines(&m);
            for lines in 1..=3 {
                boxes.push(legend_box(&m, lines, true));
                boxes.push(legend_box(&m, lines, false));
            }
            for b in boxes {
                assert!(b.x0 >= 0 && b.x1 <= m.width as i32 && b.y1 <= m.height as i32);
                for y in b.y0..b.y1 {
                    for x in b.x0..b.x1 {
                        let p = art.layer.rgb[(y as u32 * m.width + x as u32) as usize];
                        assert_eq!(p, bg, "{b:?} at ({x}, {y}) in unit {}", m.unit);
                    }
                }
            }
        }
    }
}
