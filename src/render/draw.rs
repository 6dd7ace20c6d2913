//! Drawing a [`Scene`] onto a [`Frame`]: a copy of the static layer ([`Art`]) on which
//! each call composites peg sprites and text with `image`'s `overlay`, draws the paths of
//! moves as anti-aliased polygons with imageproc, and records which pixels it touched so
//! that only those are converted to palette indices.

use image::{Rgba, RgbaImage};

use super::art::{Art, LineKey, HALO, KINDS, OBSTACLE};
use super::layout::{self, grow, labels_under, legend_box, Pt, Rect};
use super::palette::{mix, Palette};
use super::text;

pub use super::frame::Frame;
use super::theme::{self, Rgb};
use crate::core::{Board, Hole, HoleSet, Peg, Point, HOLE_COUNT};

/// The sprite index of `peg`.
#[must_use]
pub fn kind(peg: Peg) -> usize {
    match peg {
        Peg::Army(p) => p.index(),
        Peg::Obstacle => OBSTACLE,
    }
}

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
    /// The seat's place (1 = first) once it has one: drawn as a numbered badge.
    pub place: Option<usize>,
    /// Whether the seat is to move.
    pub to_move: bool,
    /// Whether the seat is out of the game (resigned): drawn dimmed.
    pub out: bool,
    /// The seat's team in a team game (`A`, `B`, `C`; docs/rules.md §8), drawn before the
    /// swatches; the legend lists partners one after the other.
    pub team: Option<char>,
}

/// Everything one image shows, independent of where it came from.
pub struct Scene<'a> {
    /// The pegs.
    pub board: &'a Board,
    /// The header line.
    pub header: String,
    /// Rule names drawn under the header, never cut inside a name.
    pub rules: &'a [String],
    /// The armies of the seat to move (a swatch before the header), if any.
    pub mover: Option<Point>,
    /// The legend, seat order.
    pub seats: Vec<SeatLine<'a>>,
    /// The last move: start hole, then every landing hole (may be empty).
    pub last_path: &'a [Hole],
    /// Moves before the last one to draw fainter and thinner, oldest first.
    pub earlier: Vec<&'a [Hole]>,
    /// Holes whose pegs were captured by the last move.
    pub captured: &'a [Hole],
    /// Holes to highlight (reachable by the selected peg).
    pub highlight: HoleSet,
    /// The peg whose moves are shown.
    pub selected: Option<Hole>,
    /// Jump chains to draw thinly (start, then landing holes).
    pub chains: &'a [Vec<Hole>],
}

// ---------------------------------------------------------------------------------------
// Per call

/// Draws `scene` onto `frame`, which shows `art`'s static layer.
pub fn draw(frame: &mut Frame, art: &Art, scene: &Scene<'_>) {
    let selected_kind = scene
        .selected
        .and_then(|h| scene.board.peg_at(h))
        .map_or(OBSTACLE, kind);
    for h in scene.highlight {
        if scene.board.peg_at(h).is_none() {
            let (x, y) = art.m.hole_pixel(h);
            frame.sprite(art, &art.reach[selected_kind], x, y);
        }
    }
    for h in Hole::all() {
        if let Some(peg) = scene.board.peg_at(h) {
            draw_peg(frame, art, h, kind(peg));
        }
    }
    if let Some(h) = scene.selected {
        let (x, y) = art.m.hole_pixel(h);
        frame.sprite(art, &art.selected_ring, x, y);
    }
    let mut relabel = HoleSet::EMPTY;
    for &h in scene.captured {
        let (x, y) = art.m.hole_pixel(h);
        frame.sprite(art, &art.capture, x, y);
        relabel.insert(h);
    }
    for chain in scene.chains {
        draw_path(frame, art, chain, Stroke::Chain, &mut relabel);
    }
    for path in &scene.earlier {
        draw_path(frame, art, path, Stroke::Earlier, &mut relabel);
    }
    if scene.last_path.len() >= 2 {
        draw_path(frame, art, scene.last_path, Stroke::Last, &mut relabel);
    }
    // Labels under marks are drawn again over them, on a halo of their ground.
    for h in relabel {
        let k = scene.board.peg_at(h).map_or(KINDS, kind);
        if let Some(label) = art.labels.get(h.index()) {
            let ground = art
                .peg_colours
                .get(k)
                .copied()
                .unwrap_or(art.colours.hole_fill);
            let [r, g, b] = ground;
            let halo = RgbaImage::from_fn(label.halo.width(), label.halo.height(), |x, y| {
                Rgba([r, g, b, label.halo[(x, y)][0]])
            });
            frame.put(art, &halo, label.at.0 - HALO, label.at.1 - HALO);
            draw_label(frame, art, h, k);
        }
    }
    draw_header(frame, art, scene);
    draw_legend(frame, art, scene);
}

/// Draws the peg of `kind` on `hole`, with the hole's label.
pub fn draw_peg(frame: &mut Frame, art: &Art, hole: Hole, kind: usize) {
    frame.patch(art, hole.index() * KINDS + kind);
}

/// The label of `hole` in the ink for a peg of `kind` (an empty hole when `kind` is
/// [`KINDS`]).
fn draw_label(frame: &mut Frame, art: &Art, hole: Hole, kind: usize) {
    if let Some(label) = art.labels.get(hole.index()) {
        let ink = art.ink.get(kind).copied().unwrap_or(0);
        frame.put(art, &label.ink[ink], label.at.0, label.at.1);
    }
}

/// One leg of a drawn path: a line and maybe an arrowhead at its end.
struct Segment {
    from: Pt,
    to: Pt,
    head: Option<[Pt; 3]>,
}

/// The legs of `path` between distinct holes: each line ends inside its arrowhead, which
/// stops short of the landing hole's centre; only the last leg has one unless `every`.
fn segments(art: &Art, path: &[Hole], width: f32, every: bool) -> Vec<Segment> {
    let m = &art.m;
    let scale = (width / m.path_width).max(0.7);
    let (tip, head_length, half_w) = (
        m.arrow_tip,
        m.arrow_length * scale,
        m.arrow_half_width * scale,
    );
    let last = path.len().saturating_sub(1);
    let mut parts = Vec::new();
    for (i, pair) in path.windows(2).enumerate() {
        if pair[0] == pair[1] {
            continue;
        }
        let (a, b) = (m.hole_centre(pair[0]), m.hole_centre(pair[1]));
        let len = (b.0 - a.0).hypot(b.1 - a.1);
        let (dx, dy) = ((b.0 - a.0) / len, (b.1 - a.1) / len);
        let point = (b.0 - dx * tip, b.1 - dy * tip);
        let base = (point.0 - dx * head_length, point.1 - dy * head_length);
        let head = [
            point,
            (base.0 - dy * half_w, base.1 + dx * half_w),
            (base.0 + dy * half_w, base.1 - dx * half_w),
        ];
        let arrow = (every || i + 1 == last).then_some(head);
        let to = if arrow.is_some() {
            (
                point.0 - dx * head_length * 0.6,
                point.1 - dy * head_length * 0.6,
            )
        } else {
            b
        };
        parts.push(Segment {
            from: a,
            to,
            head: arrow,
        });
    }
    parts
}

/// The line from `a` to `b` of half width `half`, ends squared and lengthened by `extra`.
fn bar(a: Pt, b: Pt, half: f32, extra: f32) -> [Pt; 4] {
    let len = (b.0 - a.0).hypot(b.1 - a.1).max(1e-3);
    let (dx, dy) = ((b.0 - a.0) / len, (b.1 - a.1) / len);
    let (a, b) = (
        (a.0 - dx * extra, a.1 - dy * extra),
        (b.0 + dx * extra, b.1 + dy * extra),
    );
    let (nx, ny) = (-dy * half, dx * half);
    [
        (a.0 + nx, a.1 + ny),
        (b.0 + nx, b.1 + ny),
        (b.0 - nx, b.1 - ny),
        (a.0 - nx, a.1 - ny),
    ]
}

/// How a path is drawn.
#[derive(Clone, Copy)]
enum Stroke {
    /// A jump chain of the `moves` view: thin, one arrowhead.
    Chain,
    /// A move before the last one: thinner than the last and half-way to the halo's
    /// colour, one arrowhead.
    Earlier,
    /// The last move: bold, an arrowhead into every landing hole, its start ringed.
    Last,
}

impl Stroke {
    /// The line's width.
    fn width(self, m: &theme::Metrics) -> f32 {
        match self {
            Stroke::Chain => m.chain_width,
            Stroke::Earlier => f32::midpoint(m.chain_width, m.path_width),
            Stroke::Last => m.path_width,
        }
    }

    /// The line's colour (on its halo).
    fn colour(self, c: &theme::Colours) -> Rgb {
        match self {
            Stroke::Earlier => mix(c.path, c.halo, 127),
            Stroke::Chain | Stroke::Last => c.path,
        }
    }
}

/// A path through `path`'s holes: a line with a halo, an arrowhead into the last landing
/// hole (into every one, and a ring round the start hole, for the last move). The holes
/// whose labels it crosses are added to `relabel`.
fn draw_path(frame: &mut Frame, art: &Art, path: &[Hole], stroke: Stroke, relabel: &mut HoleSet) {
    let m = &art.m;
    let Some(&start) = path.first() else { return };
    let (width, every) = (stroke.width(m), matches!(stroke, Stroke::Last));
    let parts = segments(art, path, width, every);
    if every && !parts.is_empty() {
        let (x, y) = m.hole_pixel(start);
        frame.sprite(art, &art.start_ring, x, y);
    }
    let h = m.halo_width;
    for (colour, extra) in [(art.colours.halo, h), (stroke.colour(art.colours), 0.0)] {
        for s in &parts {
            frame.polygon(art, &bar(s.from, s.to, width / 2.0 + extra, extra), colour);
            if let Some(head) = s.head {
                let head = if extra > 0.0 {
                    grow(&head, extra)
                } else {
                    head.to_vec()
                };
                frame.polygon(art, &head, colour);
            }
        }
    }
    for s in &parts {
        for hole in labels_under(m, s.from, s.to, width / 2.0 + h) {
            relabel.insert(hole);
        }
    }
}

/// Draws `text` (bold or not) with its pen starting at (`x`, `baseline`); returns the
/// pen's advance.
fn draw_text(
    frame: &mut Frame,
    art: &Art,
    bold: bool,
    size: f32,
    text: &str,
    (x, baseline): Pt,
    colour: Rgb,
) -> f32 {
    let image = text::image(bold, size, text, colour);
    frame.put(
        art,
        &image.image,
        x.round() as i32 + image.left,
        baseline.round() as i32 + image.top,
    );
    image.advance
}

/// The header in the top-left corner: a swatch of the army to move, then the text on up
/// to three lines, each as wide as the corner allows at its height, then the rules on
/// the lines left.
fn draw_header(frame: &mut Frame, art: &Art, scene: &Scene<'_>) {
    let m = &art.m;
    let boxes = layout::header_lines(m);
    let Some(first) = boxes.first() else { return };
    let mut x = first.x0 as f32;
    if let Some(p) = scene.mover {
        // The swatch is centred in a slot as wide as the widest army's, so that the text
        // after it starts at the same place whoever moves (and replay frames, which store
        // only what changed, do not redraw the whole line).
        let slot = art
            .header_swatches
            .iter()
            .map(|s| s.image.width())
            .max()
            .unwrap_or(0) as f32;
        let s = &art.header_swatches[p.index()];
        let cy = first.y0 as f32 + m.header_line / 2.0;
        frame.sprite(art, s, (x + slot / 2.0).round() as i32, cy.floor() as i32);
        x += slot + 0.3 * m.unit as f32;
    }
    let header_lines = (if scene.rules.is_empty() {
        boxes.len()
    } else {
        boxes.len() - 1
    })
    .min(3);
    let widths: Vec<f32> = boxes.iter().map(|b| b.x1 as f32 - x).collect();
    let lines = if scene.header.is_empty() {
        Vec::new()
    } else {
        text::wrap(true, m.header_size, &scene.header, &widths[..header_lines])
    };
    let mut rows = boxes.iter();
    for (l, b) in lines.iter().zip(rows.by_ref()) {
        let baseline = (b.y0 + b.y1) as f32 / 2.0 + art.header_cap / 2.0;
        draw_text(
            frame,
            art,
            true,
            m.header_size,
            l,
            (x, baseline),
            art.colours.text,
        );
    }
    let rest: Vec<&Rect> = rows.collect();
    let widths: Vec<f32> = rest.iter().map(|b| b.x1 as f32 - x).collect();
    let size = m.legend_size;
    let rules = text::pack(false, size, scene.rules, &widths);
    for (l, b) in rules.iter().zip(rest) {
        let baseline = (b.y0 + b.y1) as f32 / 2.0 + art.legend_cap / 2.0;
        draw_text(
            frame,
            art,
            false,
            size,
            l,
            (x, baseline),
            art.colours.text_dim,
        );
    }
}

/// The legend in the bottom corners (first half of the seats on the left): per seat its
/// army swatches, place badge, name, level and tally; the seat to move on a band of its
/// colour, bold.
fn draw_legend(frame: &mut Frame, art: &Art, scene: &Scene<'_>) {
    let m = &art.m;
    let n = scene.seats.len();
    let left_count = n.div_ceil(2);
    for (seat, line) in scene.seats.iter().enumerate() {
        let (left, index, lines) = if seat < left_count {
            (true, seat, left_count)
        } else {
            (false, seat - left_count, n - left_count)
        };
        let b = legend_box(m, lines, left);
        let top = b.y0 as f32 + index as f32 * m.legend_line;
        // The line's rows (lines do not share one), and two pixels of the box's margin
        // each side for the band's rounded ends.
        let at = Rect {
            x0: b.x0 - 2,
            y0: top.round() as i32,
            x1: b.x1 + 2,
            y1: (top + m.legend_line).round() as i32,
        };
        let key = LineKey {
            at,
            armies: line.armies.to_vec(),
            marks: (line.place, line.to_move, line.out, line.team),
            texts: [&line.name, &line.level, &line.tally, &line.tally_widest].map(Clone::clone),
        };
        if let Some(patch) = art.line(&key) {
            frame.paste(art, patch);
            continue;
        }
        // Kept for the next image if the line was drawn on the bare layer, inside its box.
        let clean = frame.is_clean(art, &at);
        let since = frame.boxes_drawn();
        draw_seat_line(frame, art, line, b, top);
        if clean && frame.boxes_since(since).iter().all(|r| at.contains(r)) {
            art.keep_line(key, &frame.image);
        }
    }
}

/// One legend line in box `b`, its top at `top`.
fn draw_seat_line(frame: &mut Frame, art: &Art, line: &SeatLine<'_>, b: Rect, top: f32) {
    let (m, c) = (&art.m, art.colours);
    let u = m.unit as f32;
    let mid = top + m.legend_line / 2.0;
    let (x0, x1) = (b.x0 as f32, b.x1 as f32);
    if line.to_move {
        if let Some(&army) = line.armies.first() {
            let colour = mix(c.background, theme::army_colour(army), c.band_alpha);
            let (w, h) = (
                (x1 - x0).round() as i32,
                (m.legend_line - 2.0).round() as i32,
            );
            let band = art.band(w, h, colour);
            let cx = f32::midpoint(x0, x1).floor() as i32;
            frame.sprite(art, &band, cx, mid.floor() as i32);
        }
    }
    let mut x = x0 + 0.3 * u;
    if let Some(team) = line.team {
        let letter = team.to_string();
        let at = (x, mid + art.legend_cap / 2.0);
        x += draw_text(frame, art, true, m.legend_size, &letter, at, c.text_dim) + 0.25 * u;
    }
    for &army in line.armies {
        let s = &art.swatches[army.index()];
        frame.sprite(
            art,
            s,
            (x + s.anchor.0 as f32).round() as i32,
            mid.floor() as i32,
        );
        x += s.image.width() as f32 + 0.15 * u;
    }
    x += 0.3 * u;
    let baseline = mid + art.legend_cap / 2.0;
    let size = m.legend_size;
    // The tally, right-aligned in a column as wide as the widest this seat can show.
    let tally_room = text::width(false, size, &line.tally_widest);
    let tally_x = x1 - 0.3 * u - text::width(false, size, &line.tally);
    let ink = if line.out { c.text_dim } else { c.text };
    let dim = c.text_dim;
    draw_text(
        frame,
        art,
        false,
        size,
        &line.tally,
        (tally_x, baseline),
        dim,
    );
    if let Some(place) = line.place {
        x += draw_place(frame, art, place, (x, mid)) + 0.25 * u;
    }
    let room = x1 - 0.3 * u - tally_room - 0.4 * u - x;
    if room <= 0.0 {
        return;
    }
    let bold = line.to_move;
    let level = if line.level.is_empty() {
        String::new()
    } else {
        format!(" {}", line.level)
    };
    let level_w = text::width(false, size * 0.85, &level);
    let name_room = if level_w < room * 0.45 {
        room - level_w
    } else {
        room
    };
    let name = text::fit(bold, size, &line.name, name_room);
    let advance = draw_text(frame, art, bold, size, &name, (x, baseline), ink);
    if !level.is_empty() && advance + level_w <= room {
        draw_text(
            frame,
            art,
            false,
            size * 0.85,
            &level,
            (x + advance, baseline),
            dim,
        );
    }
}

/// A seat's place: its number in a round badge of the text colour whose left edge is at
/// `x`, centred on `mid`; returns the badge's width.
fn draw_place(frame: &mut Frame, art: &Art, place: usize, (x, mid): Pt) -> f32 {
    let c = art.colours;
    let size = art.m.legend_size * 0.8;
    let number = place.to_string();
    let w =
        (text::width(true, size, &number) + 0.5 * art.m.unit as f32).max(art.m.legend_line * 0.75);
    let h = art.m.legend_line * 0.75;
    let badge = art.band(w.round() as i32, h.round() as i32, c.text);
    let cx = (x + w / 2.0).floor();
    frame.sprite(art, &badge, cx as i32, mid.floor() as i32);
    let digits = text::image(true, size, &number, c.background);
    let left = (cx + 0.5 - digits.image.width() as f32 / 2.0).round() as i32;
    let top = (mid - digits.image.height() as f32 / 2.0).round() as i32;
    frame.put(art, &digits.image, left, top);
    w
}

// ---------------------------------------------------------------------------------------
// The palette

/// The palette of `art`'s theme: its flat colours, ink ramps, and the frequent colours of
/// a specimen with every kind of peg, mark and text.
#[must_use]
pub fn specimen_palette(art: &Art) -> Palette {
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
        keys.push(theme::darker(a, 0.7));
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
    let mut frame = Frame::new(&art.layer);
    specimen(&mut frame, art);
    frame.settle_all(art);
    let pixels: Vec<Rgb> = frame.image.pixels().map(|p| [p[0], p[1], p[2]]).collect();
    Palette::build(&keys, &ramps, 3, &pixels)
}

/// A board with a peg of every kind on every kind of ground, and every mark and text.
fn specimen(frame: &mut Frame, art: &Art) {
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
    let names = ["Zoë", "Player 2", "王小明", "Bob", "Alice", "مرحبا"];
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
            place: (i < 3).then_some(i + 1),
            to_move: i == 3,
            out: i == 5,
            team: None,
        })
        .collect();
    let rules = ["first_player=random".to_owned(), "long_jumps=on".to_owned()];
    let scene = Scene {
        board: &board,
        header: "Move 123 · Alice (green) to move".into(),
        rules: &rules,
        mover: Some(Point::S),
        seats,
        last_path: &path,
        // Kept out so that the palette, and every board drawn with it, stays as it was.
        earlier: Vec::new(),
        captured: &empty[1..3],
        highlight,
        selected: Some(hole(17)),
        chains: &chains,
    };
    draw(frame, art, &scene);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::art::opaque;
    use crate::render::style::{style, Format};
    use crate::render::theme::{Theme, FULL, REPLAY};

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
        for m in [FULL, REPLAY] {
            let art = Art::new(Theme::Light, m);
            let bg = opaque(Theme::Light.colours().background);
            let mut boxes = layout::header_lines(&m);
            for lines in 1..=3 {
                boxes.push(legend_box(&m, lines, true));
                boxes.push(legend_box(&m, lines, false));
            }
            for b in boxes {
                assert!(b.x0 >= 0 && b.x1 <= m.width as i32 && b.y1 <= m.height as i32);
                for y in b.y0..b.y1 {
                    for x in b.x0..b.x1 {
                        let p = *art.layer.get_pixel(x as u32, y as u32);
                        assert_eq!(p, bg, "{b:?} at ({x}, {y}) in unit {}", m.unit);
                    }
                }
            }
        }
    }

    #[test]
    fn neighbouring_pegs_never_touch() {
        // The rows of every peg patch (any kind, with its label) on one hole never share a
        // pixel with those of another hole, so copying a patch never covers a neighbour.
        let art = Art::new(Theme::Light, FULL);
        // Row → hole → the columns any of its patches covers.
        let mut by_row: std::collections::BTreeMap<
            u32,
            std::collections::BTreeMap<usize, (u32, u32)>,
        > = std::collections::BTreeMap::new();
        for (i, patch) in art.patches.iter().enumerate() {
            assert!(!patch.rows.is_empty(), "patch {i} is empty");
            for &(y, x0, x1) in &patch.rows {
                let span = by_row
                    .entry(y)
                    .or_default()
                    .entry(i / KINDS)
                    .or_insert((x0, x1));
                *span = (span.0.min(x0), span.1.max(x1));
            }
        }
        for (y, holes) in by_row {
            let mut spans: Vec<(u32, u32, usize)> =
                holes.into_iter().map(|(h, (x0, x1))| (x0, x1, h)).collect();
            spans.sort_unstable();
            for pair in spans.windows(2) {
                let ((_, a1, ha), (b0, _, hb)) = (pair[0], pair[1]);
                assert!(ha == hb || a1 <= b0, "holes {ha} and {hb} touch on row {y}");
            }
        }
    }

    #[test]
    fn legend_lines_drawn_again_from_what_was_kept_are_the_same_pixels() {
        use crate::core::{Game, HouseRules, Seat, Variant};
        let game =
            Game::start(Variant::Standard, 3, 1, HouseRules::default(), Seat::ALL[0]).unwrap();
        // Names no other test draws, so that the first image draws every line.
        let names: Vec<String> = ["Kept Ada", "Kept Bo", "Kept Cy"].map(String::from).into();
        let view = crate::render::BoardView {
            theme: Theme::Dark,
            ..crate::render::BoardView::new(&game, &names, "Move 1")
        };
        let art = &style(Theme::Dark, Format::Full).art;
        let before = art.kept_lines();
        let drawn = crate::render::render_png(&view);
        assert!(
            art.kept_lines() >= (before + 3).min(128),
            "three lines kept"
        );
        let pasted = crate::render::render_png(&view);
        assert!(drawn == pasted, "the kept lines differ from the drawn ones");
    }

    #[test]
    fn a_frame_converts_only_what_was_drawn() {
        let s = style(Theme::Light, Format::Full);
        let mut frame = Frame::new(&s.art.layer);
        let mut indices = vec![7u8; s.indices.len()];
        frame.polygon(
            &s.art,
            &[(10.0, 10.0), (20.0, 10.0), (20.0, 20.0)],
            theme::BLACK,
        );
        frame.quantise(&s.art, s.palette, &mut indices);
        let stride = FULL.width as usize + 1;
        assert_eq!(indices[5 * stride + 6], 7, "untouched");
        assert_eq!(indices[12 * stride + 1 + 18], s.palette.index(theme::BLACK));
    }
}
