//! Cards: the leaderboard and a profile as PNG images, drawn with imageproc
//! on an `image` buffer in the board's theme colours and fonts (`DejaVu` Sans, shaped by
//! rustybuzz like the board's text). Like the board, a card never decides anything: its
//! text arrives worded and its numbers arrive computed; it is only drawn.
//!
//! ```text
//!  Leaderboard (600 px wide)             Profile (600 × 360)
//!  ┌──────────────────────────────┐      ┌──────────────────────────────┐
//!  │ Title                        │      │ Name                 rating  │
//!  │ (1) Alice        11.2  4 g.  │      │ stat line · stat line        │
//!  │ (2) Carol         9.4  9 g.  │      │ ┌──────── plot ───────────┐  │
//!  │ …  (10 rows at most)         │      │ │   ╱╲__╱‾‾               │  │
//!  │ footer: your place           │      │ └─────────────────────────┘  │
//!  └──────────────────────────────┘      └──────────────────────────────┘
//! ```

use image::{Rgb as Pixel, RgbImage};
use imageproc::drawing::{
    draw_antialiased_line_segment_mut, draw_filled_circle_mut, draw_filled_rect_mut,
    draw_line_segment_mut,
};
use imageproc::pixelops::interpolate;
use imageproc::rect::Rect as PixelRect;

use super::text;
use super::theme::{Colours, Rgb, Theme};

/// Width of both cards, in pixels.
pub const CARD_WIDTH: u32 = 600;
/// Height of a profile card, in pixels.
pub const PROFILE_HEIGHT: u32 = 360;
/// Most rows a leaderboard card draws.
pub const MAX_ROWS: usize = 10;
/// Most points a profile's plot draws (the latest).
pub const MAX_POINTS: usize = 100;
/// Most characters of a name or a line of text drawn (longer text is cut, then
/// shortened with "…" to fit).
pub const MAX_TEXT: usize = 80;

/// Side margin (shared with the arena's charts, `render/chart.rs`).
pub(super) const MARGIN: i32 = 24;
/// Height of the leaderboard's title band.
const TITLE_HEIGHT: i32 = 64;
/// Height of one leaderboard row.
const ROW_HEIGHT: i32 = 40;
/// Height of the leaderboard's footer.
const FOOTER_HEIGHT: i32 = 52;
/// Text sizes (`ab_glyph` scale, pixels), shared with the charts.
pub(super) const TITLE_SIZE: f32 = 24.0;
pub(super) const ROW_SIZE: f32 = 19.0;
pub(super) const SMALL_SIZE: f32 = 15.0;
const RATING_SIZE: f32 = 40.0;
/// The medal colours of places 1, 2 and 3.
const MEDALS: [Rgb; 3] = [[0xd4, 0xa0, 0x17], [0x9e, 0xa7, 0xb0], [0xb0, 0x6d, 0x3b]];
/// The plot's line (and the charts' bars): the blue of the board's SE army, which reads
/// on both themes.
pub(super) const LINE: Rgb = [0x00, 0x72, 0xb2];

/// One row of the leaderboard card, worded by the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardRow {
    /// Place, 1-based (1 to 3 get a medal).
    pub place: usize,
    /// The person's name.
    pub name: String,
    /// Their rating as shown (`11.2`).
    pub rating: String,
    /// Their games, worded (`4 games`).
    pub games: String,
    /// Whether this row is the asker's (drawn on a band).
    pub you: bool,
}

/// What the leaderboard card shows.
#[derive(Clone, Copy, Debug)]
pub struct LeaderboardCard<'a> {
    /// The title line.
    pub title: &'a str,
    /// The best places, best first; at most [`MAX_ROWS`] are drawn.
    pub rows: &'a [CardRow],
    /// The line under them: the asker's place, or why the board is empty.
    pub footer: &'a str,
    /// Light or dark.
    pub theme: Theme,
}

/// What the profile card shows.
#[derive(Clone, Copy, Debug)]
pub struct ProfileCard<'a> {
    /// The person's name.
    pub name: &'a str,
    /// Their rating as shown (`9.4`), drawn large.
    pub rating: &'a str,
    /// The caption under the rating (`rating`, in the reader's words).
    pub rating_caption: &'a str,
    /// Up to three lines of counts (games and wins, average place, average moves).
    pub lines: &'a [String],
    /// The shown rating after each of their latest rated games, oldest first; the
    /// latest [`MAX_POINTS`] are plotted (fewer than two: the plot says `no_plot`).
    pub history: &'a [f64],
    /// The plot's caption.
    pub plot_caption: &'a str,
    /// Said in the plot's place when there are fewer than two points.
    pub no_plot: &'a str,
    /// Light or dark.
    pub theme: Theme,
}

/// The leaderboard card as PNG bytes: [`CARD_WIDTH`] wide, a title band, one row per
/// place (at most [`MAX_ROWS`]), then the footer.
#[must_use]
pub fn leaderboard_png(card: &LeaderboardCard<'_>) -> Vec<u8> {
    rows_png(card, MAX_ROWS)
}

/// A tournament's standings as PNG bytes: the leaderboard card's layout (rank, name,
/// points where the rating goes, the tie-break where the games go), with up to
/// [`MAX_STANDINGS`] rows.
#[must_use]
pub fn standings_png(card: &LeaderboardCard<'_>) -> Vec<u8> {
    rows_png(card, MAX_STANDINGS)
}

/// Most rows a standings card draws.
pub const MAX_STANDINGS: usize = 40;

/// A card of rows: a title band, at most `max` rows, then the footer.
fn rows_png(card: &LeaderboardCard<'_>, max: usize) -> Vec<u8> {
    let c = card.theme.colours();
    let rows = &card.rows[..card.rows.len().min(max)];
    let height = TITLE_HEIGHT + ROW_HEIGHT * rows.len().max(1) as i32 + FOOTER_HEIGHT;
    let mut img = RgbImage::from_pixel(CARD_WIDTH, height as u32, Pixel(c.background));
    let width = CARD_WIDTH as i32;
    fill(&mut img, 0, 0, width, TITLE_HEIGHT - 8, c.board);
    write(
        &mut img,
        true,
        TITLE_SIZE,
        card.title,
        (MARGIN, 40),
        c.text,
        width - 2 * MARGIN,
    );
    for (i, row) in rows.iter().enumerate() {
        let top = TITLE_HEIGHT + ROW_HEIGHT * i as i32;
        draw_row(&mut img, c, row, top);
    }
    let bottom = height - FOOTER_HEIGHT;
    draw_line_segment_mut(
        &mut img,
        (MARGIN as f32, bottom as f32 + 6.0),
        ((width - MARGIN) as f32, bottom as f32 + 6.0),
        Pixel(c.board_edge),
    );
    let footer = (MARGIN, bottom + 36);
    write(
        &mut img,
        false,
        ROW_SIZE,
        card.footer,
        footer,
        c.text,
        width - 2 * MARGIN,
    );
    encode(&img)
}

/// One leaderboard row at `top`: the place (a medal for 1 to 3), the name, the rating
/// and the games, on a band when it is the asker's.
fn draw_row(img: &mut RgbImage, c: &Colours, row: &CardRow, top: i32) {
    let width = CARD_WIDTH as i32;
    if row.you {
        fill(img, 8, top + 2, width - 16, ROW_HEIGHT - 4, c.board);
    }
    let baseline = top + 27;
    let centre = (MARGIN + 14, top + ROW_HEIGHT / 2);
    if let Some(medal) = row.place.checked_sub(1).and_then(|i| MEDALS.get(i)) {
        draw_filled_circle_mut(img, centre, 14, Pixel(*medal));
    }
    let place = row.place.to_string();
    let place_x = centre.0 - (text::width(true, SMALL_SIZE, &place) / 2.0).round() as i32;
    let place_colour = if row.place <= MEDALS.len() {
        [0x1e, 0x1e, 0x1e]
    } else {
        c.text_dim
    };
    write(
        img,
        true,
        SMALL_SIZE,
        &place,
        (place_x, baseline - 2),
        place_colour,
        30,
    );
    let games_x = width - MARGIN - 110;
    let rating_right = games_x - 16;
    let rating_w = text::width(true, ROW_SIZE, &row.rating).round() as i32;
    let name_x = MARGIN + 40;
    let name_room = rating_right - rating_w - 16 - name_x;
    write(
        img,
        row.you,
        ROW_SIZE,
        &row.name,
        (name_x, baseline),
        c.text,
        name_room,
    );
    let rating_at = (rating_right - rating_w, baseline);
    write(img, true, ROW_SIZE, &row.rating, rating_at, c.text, 120);
    write(
        img,
        false,
        SMALL_SIZE,
        &row.games,
        (games_x, baseline),
        c.text_dim,
        110,
    );
}

/// The profile card as PNG bytes: [`CARD_WIDTH`] × [`PROFILE_HEIGHT`]; the name and the
/// counts on the left, the rating large on the right, the plot of its history below.
#[must_use]
pub fn profile_png(card: &ProfileCard<'_>) -> Vec<u8> {
    let c = card.theme.colours();
    let (width, height) = (CARD_WIDTH as i32, PROFILE_HEIGHT as i32);
    let mut img = RgbImage::from_pixel(CARD_WIDTH, PROFILE_HEIGHT, Pixel(c.background));
    let rating_w = text::width(true, RATING_SIZE, card.rating).round() as i32;
    let right = width - MARGIN;
    write(
        &mut img,
        true,
        RATING_SIZE,
        card.rating,
        (right - rating_w, 58),
        c.text,
        200,
    );
    let caption_w = text::width(false, SMALL_SIZE, card.rating_caption).round() as i32;
    let caption_at = (right - caption_w, 80);
    write(
        &mut img,
        false,
        SMALL_SIZE,
        card.rating_caption,
        caption_at,
        c.text_dim,
        200,
    );
    let name_room = right - rating_w - 24 - MARGIN;
    write(
        &mut img,
        true,
        TITLE_SIZE,
        card.name,
        (MARGIN, 46),
        c.text,
        name_room,
    );
    for (i, line) in card.lines.iter().take(3).enumerate() {
        let at = (MARGIN, 78 + 24 * i as i32);
        write(&mut img, false, SMALL_SIZE, line, at, c.text_dim, name_room);
    }
    let plot =
        PixelRect::at(MARGIN, 164).of_size((width - 2 * MARGIN) as u32, (height - 196) as u32);
    draw_plot(&mut img, c, card, plot);
    encode(&img)
}

/// The plot of `card.history` in `area`: a panel, the line with a dot per game (the last
/// one larger), the highest and lowest values written at the left, the caption below.
fn draw_plot(img: &mut RgbImage, c: &Colours, card: &ProfileCard<'_>, area: PixelRect) {
    fill(
        img,
        area.left(),
        area.top(),
        area.width() as i32,
        area.height() as i32,
        c.board,
    );
    let caption_at = (area.left(), area.bottom() + 24);
    let room = area.width() as i32;
    write(
        img,
        false,
        SMALL_SIZE,
        card.plot_caption,
        caption_at,
        c.text_dim,
        room,
    );
    let points: Vec<f64> = card
        .history
        .iter()
        .copied()
        .filter(|v| v.is_finite())
        .collect();
    let points = &points[points.len().saturating_sub(MAX_POINTS)..];
    if points.len() < 2 {
        let at = (area.left() + 16, area.top() + area.height() as i32 / 2 + 6);
        write(
            img,
            false,
            ROW_SIZE,
            card.no_plot,
            at,
            c.text_dim,
            room - 32,
        );
        return;
    }
    let (low, high) = points
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), v| (lo.min(*v), hi.max(*v)));
    // One rating point of room at least, so a flat history draws a level line.
    let (low, high) = if high - low < 1.0 {
        let mid = f64::midpoint(high, low);
        (mid - 0.5, mid + 0.5)
    } else {
        (low, high)
    };
    let labels = 56;
    let (x0, x1) = (
        f64::from(area.left() + labels),
        f64::from(area.right() - 16),
    );
    let (y0, y1) = (f64::from(area.bottom() - 16), f64::from(area.top() + 16));
    let at = |i: usize, v: f64| -> (f32, f32) {
        let x = x0 + (x1 - x0) * i as f64 / (points.len() - 1) as f64;
        let y = y0 + (y1 - y0) * (v - low) / (high - low);
        (x as f32, y as f32)
    };
    for (value, y) in [(high, y1), (low, y0)] {
        let label = format!("{value:.1}");
        write(
            img,
            false,
            SMALL_SIZE - 2.0,
            &label,
            (area.left() + 8, y as i32 + 5),
            c.text_dim,
            labels - 10,
        );
        let left = (x0 as f32 - 4.0, y as f32);
        draw_line_segment_mut(img, left, (x1 as f32, y as f32), Pixel(c.board_edge));
    }
    let pixels: Vec<(i32, i32)> = points
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let (x, y) = at(i, *v);
            (x.round() as i32, y.round() as i32)
        })
        .collect();
    for pair in pixels.windows(2) {
        for d in [0, 1] {
            let (a, b) = ((pair[0].0, pair[0].1 + d), (pair[1].0, pair[1].1 + d));
            draw_antialiased_line_segment_mut(img, a, b, Pixel(LINE), interpolate);
        }
    }
    let dot = if points.len() <= 30 { 3 } else { 2 };
    for p in &pixels {
        draw_filled_circle_mut(img, *p, dot, Pixel(LINE));
    }
    if let Some(last) = pixels.last() {
        draw_filled_circle_mut(img, *last, 6, Pixel(c.text));
        draw_filled_circle_mut(img, *last, 4, Pixel(LINE));
    }
}

/// A filled rectangle (nothing when empty).
pub(super) fn fill(img: &mut RgbImage, x: i32, y: i32, w: i32, h: i32, colour: Rgb) {
    if w > 0 && h > 0 {
        let rect = PixelRect::at(x, y).of_size(w as u32, h as u32);
        draw_filled_rect_mut(img, rect, Pixel(colour));
    }
}

/// `words` (cleaned, then shortened with "…" to `room` pixels) drawn with the pen
/// starting at `at` on the baseline.
pub(super) fn write(
    img: &mut RgbImage,
    bold: bool,
    size: f32,
    words: &str,
    at: (i32, i32),
    colour: Rgb,
    room: i32,
) {
    let words = text::fit(
        bold,
        size,
        &text::clean(words, MAX_TEXT),
        room.max(0) as f32,
    );
    let ink = text::image(bold, size, &words, colour);
    let (left, top) = (at.0 + ink.left, at.1 + ink.top);
    for (x, y, p) in ink.image.enumerate_pixels() {
        let (px, py) = (left + x as i32, top + y as i32);
        if px < 0 || py < 0 || px >= img.width() as i32 || py >= img.height() as i32 {
            continue;
        }
        let under = img.get_pixel(px as u32, py as u32);
        let a = u16::from(p.0[3]);
        let mix = |o: u8, u: u8| ((u16::from(o) * a + u16::from(u) * (255 - a) + 127) / 255) as u8;
        let blended = Pixel([
            mix(p.0[0], under.0[0]),
            mix(p.0[1], under.0[1]),
            mix(p.0[2], under.0[2]),
        ]);
        img.put_pixel(px as u32, py as u32, blended);
    }
}

/// PNG bytes of `img` (RGB, 8 bits, the `png` crate's default compression).
pub(super) fn encode(img: &RgbImage) -> Vec<u8> {
    let mut out = Vec::new();
    let encoder = image::codecs::png::PngEncoder::new(&mut out);
    // Writing to memory cannot fail for an image this size.
    let _ = image::ImageEncoder::write_image(
        encoder,
        img.as_raw(),
        img.width(),
        img.height(),
        image::ExtendedColorType::Rgb8,
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> RgbImage {
        image::load_from_memory(png).unwrap().to_rgb8()
    }

    #[test]
    fn a_leaderboard_has_one_row_per_place_and_medals_for_the_first_three() {
        let rows: Vec<CardRow> = (1..=12)
            .map(|place| CardRow {
                place,
                name: format!("Player {place}"),
                rating: format!("{}.0", 20 - place),
                games: "5 games".into(),
                you: place == 2,
            })
            .collect();
        let card = LeaderboardCard {
            title: "Leaderboard",
            rows: &rows,
            footer: "Your place: 2 of 12",
            theme: Theme::Light,
        };
        let img = decode(&leaderboard_png(&card));
        // Ten rows at most.
        let height = TITLE_HEIGHT + ROW_HEIGHT * 10 + FOOTER_HEIGHT;
        assert_eq!((img.width(), img.height()), (CARD_WIDTH, height as u32));
        // The medal centres of places 1 to 3, and none at place 4.
        for (i, medal) in MEDALS.iter().enumerate() {
            let y = TITLE_HEIGHT + ROW_HEIGHT * i as i32 + ROW_HEIGHT / 2;
            let p = img.get_pixel((MARGIN + 14 - 9) as u32, y as u32).0;
            assert_eq!(p, *medal, "place {}", i + 1);
        }
        let y4 = (TITLE_HEIGHT + ROW_HEIGHT * 3 + ROW_HEIGHT / 2) as u32;
        assert_eq!(
            img.get_pixel((MARGIN + 5) as u32, y4).0,
            Theme::Light.colours().background
        );
        // The asker's row lies on a band of the board colour.
        let band_y = (TITLE_HEIGHT + ROW_HEIGHT + 4) as u32;
        assert_eq!(img.get_pixel(10, band_y).0, Theme::Light.colours().board);
    }

    #[test]
    fn a_profile_plots_its_history_with_the_last_point_marked() {
        let history = [0.0, 2.5, 1.0, 4.0];
        let card = ProfileCard {
            name: "Carol",
            rating: "4.0",
            rating_caption: "rating",
            lines: &["9 games · 7 wins".to_string()],
            history: &history,
            plot_caption: "rating after each game",
            no_plot: "",
            theme: Theme::Dark,
        };
        let img = decode(&profile_png(&card));
        assert_eq!((img.width(), img.height()), (CARD_WIDTH, PROFILE_HEIGHT));
        // The plot spans x 80..=559 and y 180..=311 (16 px inside its panel, 56 px of
        // labels on the left). The last point is the highest: the top right corner.
        assert_eq!(img.get_pixel(559, 180).0, LINE);
        // The first point is the lowest: the bottom left.
        assert_eq!(img.get_pixel(80, 311).0, LINE);
        // Between them the panel is bare.
        assert_eq!(img.get_pixel(300, 300).0, Theme::Dark.colours().board);
    }

    #[test]
    fn hostile_text_and_values_draw_without_panicking() {
        let long = "W".repeat(500) + "\u{202e}\u{200b}مرحبا";
        let rows = vec![CardRow {
            place: 1,
            name: long.clone(),
            rating: long.clone(),
            games: long.clone(),
            you: true,
        }];
        let board = LeaderboardCard {
            title: &long,
            rows: &rows,
            footer: &long,
            theme: Theme::Dark,
        };
        assert!(leaderboard_png(&board).starts_with(b"\x89PNG"));
        let empty = LeaderboardCard { rows: &[], ..board };
        assert!(leaderboard_png(&empty).starts_with(b"\x89PNG"));
        let history = [f64::NAN, f64::INFINITY, -1e300, 1e300, 5.0, 5.0];
        let card = ProfileCard {
            name: &long,
            rating: &long,
            rating_caption: &long,
            lines: &[long.clone(), long.clone(), long.clone(), long.clone()],
            history: &history,
            plot_caption: &long,
            no_plot: &long,
            theme: Theme::Light,
        };
        assert!(profile_png(&card).starts_with(b"\x89PNG"));
        let flat = ProfileCard {
            history: &[3.0, 3.0],
            ..card
        };
        assert!(profile_png(&flat).starts_with(b"\x89PNG"));
        let none = ProfileCard {
            history: &[],
            ..card
        };
        assert!(profile_png(&none).starts_with(b"\x89PNG"));
    }
}
