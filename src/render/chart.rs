//! Interval charts: the arena's win rates and the ladder's ratings as a
//! PNG, one row per level with its estimate and 95% interval along a labelled axis. Drawn
//! with the profile card's helpers, fonts and colours (`render/cards.rs`); like the
//! cards, a chart decides nothing: its words arrive worded and its numbers computed
//! (`crate::charts` maps the arena's and the ladder's results onto it).
//!
//! ```text
//!  ┌──────────────────────────────────────────────────────┐
//!  │ Title                                                │
//!  │ subtitle: games, seats, budget                       │
//!  │                      ┆ reference                     │
//!  │ hard          ▓▓▓▓▓▓▓┆▓▓▓▓▓▓━━━●━━━          62.0%   │
//!  │ 200 seat-games       ┆                     55.1–68.4 │
//!  │ medium        ▓▓▓━━●━┆━                     38.0%    │
//!  │               ├──────┼──────┼──────┤                 │
//!  │               0%    20%    40%    60%                │
//!  │              axis title (quantity, unit)             │
//!  └──────────────────────────────────────────────────────┘
//! ```

use image::{Rgb as Pixel, RgbImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_line_segment_mut};

use super::cards::{
    encode, fill, write, CARD_WIDTH, LINE, MARGIN, ROW_SIZE, SMALL_SIZE, TITLE_SIZE,
};
use super::text;
use super::theme::{Colours, Rgb, Theme};

/// Most rows a chart draws (the first ones).
pub const MAX_CHART_ROWS: usize = 24;
/// Height of the title band with a subtitle of one line (each more adds a line).
const TITLE_BAND: i32 = 76;
/// Height of a subtitle line.
const SUBTITLE_LINE: i32 = 20;
/// Most lines of the subtitle (the last is shortened with "…"), and most characters.
const SUBTITLE_LINES: usize = 2;
const SUBTITLE_CHARS: usize = 160;
/// Room between the title band and the first row, for the reference line's label.
const REFERENCE_ROOM: i32 = 28;
/// Height of one row.
const ROW_HEIGHT: i32 = 48;
/// Height under the rows: the axis, its tick labels and its title.
const AXIS_ROOM: i32 = 72;
/// Width of the label column (level names), left of the plot, and the most it widens to
/// for longer names and captions (entrant specs with their settings).
const LABEL_WIDTH: i32 = 168;
const MAX_LABEL_WIDTH: i32 = 300;
/// Size of a row's name and value.
const LABEL_SIZE: f32 = ROW_SIZE - 3.0;
/// Width of the value column, right of the plot.
const VALUE_WIDTH: i32 = 100;
/// Room inside the plot's panel at each end, so an interval's end marker is not cut.
const INSET: i32 = 10;
/// Half the height of an interval's band.
const BAND: i32 = 5;
/// Half the height of a bar (under the band, charts with `bars`).
const BAR: i32 = 13;
/// Size of the small text: captions, tick labels.
const CAPTION_SIZE: f32 = 13.0;
/// Largest magnitude of a value placed on the axis (a larger one is drawn at this).
const MAX_VALUE: f64 = 1e9;

/// One level of a chart: its estimate and 95% interval in axis units, and their words.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartRow {
    /// The level's name, left of the plot (bold).
    pub label: String,
    /// A line under the name (`200 seat-games`).
    pub caption: String,
    /// The estimate, in axis units; a row whose value is not finite draws no marker.
    pub value: f64,
    /// Lower end of the 95% interval, in axis units.
    pub low: f64,
    /// Upper end of the 95% interval.
    pub high: f64,
    /// The estimate as worded, right of the plot (`62.0%`).
    pub value_text: String,
    /// The interval as worded, under it (`55.1–68.4%`).
    pub interval_text: String,
}

/// What a chart shows.
#[derive(Clone, Copy, Debug)]
pub struct IntervalChart<'a> {
    /// The title: what was played.
    pub title: &'a str,
    /// The line under it: games, seats, budget.
    pub subtitle: &'a str,
    /// The axis's title: the quantity and its unit.
    pub axis_title: &'a str,
    /// Written after each tick's number (`%`, or nothing).
    pub unit: &'a str,
    /// The axis's span; `None`: fitted to the intervals and the reference, widened to
    /// round ticks.
    pub range: Option<(f64, f64)>,
    /// A dashed line at this value, with its label above the rows (`greedy = 0`).
    pub reference: Option<(f64, &'a str)>,
    /// Each row also has a bar from the axis's zero (or its start) to its value.
    pub bars: bool,
    /// The levels, top to bottom; at most [`MAX_CHART_ROWS`] are drawn.
    pub rows: &'a [ChartRow],
    /// Light or dark.
    pub theme: Theme,
}

/// Where a chart's parts lie, in pixels: computed from the chart alone, then drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartLayout {
    /// Image width ([`CARD_WIDTH`]).
    pub width: u32,
    /// Image height: the title band, the rows, the axis.
    pub height: u32,
    /// The x of the axis's start and end.
    pub plot: (i32, i32),
    /// The values at the axis's start and end.
    pub span: (f64, f64),
    /// The values of the ticks, from the start to the end.
    pub ticks: Vec<f64>,
    /// Height of the title band (more with a subtitle of two lines).
    pub title_band: i32,
    /// The y of the first row's top.
    pub rows_top: i32,
    /// Rows drawn.
    pub rows: usize,
    /// Width of the label column: [`LABEL_WIDTH`], or up to [`MAX_LABEL_WIDTH`] when a
    /// drawn row's name or caption needs it.
    pub label_width: i32,
}

impl ChartLayout {
    /// The x of `value` on the axis (values outside it at its ends).
    #[must_use]
    pub fn x(&self, value: f64) -> i32 {
        let (a, b) = self.span;
        let t = ((value - a) / (b - a)).clamp(0.0, 1.0);
        let t = if t.is_nan() { 0.0 } else { t };
        self.plot.0 + (t * f64::from(self.plot.1 - self.plot.0)).round() as i32
    }

    /// The y of row `i`'s middle (where its band is).
    #[must_use]
    pub fn row_middle(&self, i: usize) -> i32 {
        self.rows_top + ROW_HEIGHT * i as i32 + ROW_HEIGHT / 2
    }

    /// The y of the axis line.
    #[must_use]
    pub fn axis_y(&self) -> i32 {
        self.rows_top + ROW_HEIGHT * self.rows.max(1) as i32 + 6
    }
}

/// The layout of `chart`: its size, its axis (span and ticks) and its rows.
#[must_use]
pub fn layout(chart: &IntervalChart<'_>) -> ChartLayout {
    let rows = chart.rows.len().min(MAX_CHART_ROWS);
    let extra = subtitle_lines(chart).len().saturating_sub(1) as i32;
    let title_band = TITLE_BAND + SUBTITLE_LINE * extra;
    let rows_top = title_band + REFERENCE_ROOM;
    let height = rows_top + ROW_HEIGHT * rows.max(1) as i32 + AXIS_ROOM;
    let width = CARD_WIDTH as i32;
    // The widest drawn name or caption, and the room kept right of it.
    let needed = chart.rows[..rows]
        .iter()
        .map(|r| {
            let name = text::width(true, LABEL_SIZE, &r.label);
            name.max(text::width(false, CAPTION_SIZE, &r.caption))
        })
        .fold(0.0_f32, f32::max);
    let label_width = (needed.ceil() as i32 + 8).clamp(LABEL_WIDTH, MAX_LABEL_WIDTH);
    let plot_left = MARGIN + label_width + INSET;
    let plot_right = width - MARGIN - VALUE_WIDTH - INSET;
    let (lo, hi) = chart.range.unwrap_or_else(|| fitted(chart));
    let (lo, hi) = (
        lo.clamp(-MAX_VALUE, MAX_VALUE),
        hi.clamp(-MAX_VALUE, MAX_VALUE),
    );
    let (lo, hi) = if lo.is_finite() && hi.is_finite() && lo < hi {
        (lo, hi)
    } else {
        (0.0, 1.0)
    };
    let step = tick_step(lo, hi);
    let (start, end) = if chart.range.is_some() {
        (lo, hi)
    } else {
        ((lo / step).floor() * step, (hi / step).ceil() * step)
    };
    let first = (start / step).ceil() as i64;
    let last = (end / step).floor() as i64;
    let ticks = (first..=last).map(|k| k as f64 * step).collect();
    ChartLayout {
        width: CARD_WIDTH,
        height: height as u32,
        plot: (plot_left, plot_right),
        span: (start, end),
        ticks,
        title_band,
        rows_top,
        rows,
        label_width,
    }
}

/// The subtitle broken onto at most [`SUBTITLE_LINES`] lines, preferably at its " · ".
fn subtitle_lines(chart: &IntervalChart<'_>) -> Vec<String> {
    let room = (CARD_WIDTH as i32 - 2 * MARGIN) as f32;
    let text = text::clean(chart.subtitle, SUBTITLE_CHARS);
    text::wrap(false, SMALL_SIZE, &text, &[room; SUBTITLE_LINES])
}

/// The span of the drawn rows' finite values, intervals and bars' zero and of the
/// reference; a single value gets one unit either side.
fn fitted(chart: &IntervalChart<'_>) -> (f64, f64) {
    let rows = &chart.rows[..chart.rows.len().min(MAX_CHART_ROWS)];
    let values = rows
        .iter()
        .flat_map(|r| [r.value, r.low, r.high])
        .chain(chart.reference.map(|(v, _)| v))
        .chain(chart.bars.then_some(0.0))
        .filter(|v| v.is_finite())
        .map(|v| v.clamp(-MAX_VALUE, MAX_VALUE));
    let (lo, hi) = values.fold((f64::MAX, f64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
    if lo > hi {
        (0.0, 1.0)
    } else if hi - lo < 1e-9 {
        (lo - 1.0, hi + 1.0)
    } else {
        (lo, hi)
    }
}

/// Most spaces between ticks: about 45 pixels each on the 264-pixel axis.
const MAX_TICK_SPACES: f64 = 6.0;

/// The smallest round step (1, 2, 2.5 or 5 times a power of ten) that divides the span
/// `lo..hi`, widened to whole steps, into at most [`MAX_TICK_SPACES`].
fn tick_step(lo: f64, hi: f64) -> f64 {
    let span = hi - lo;
    if !(span.is_finite() && span > 0.0) {
        return 1.0;
    }
    let base = 10f64.powf(span.log10().floor() - 1.0);
    let spaces = |step: f64| (hi / step - 1e-9).ceil() - (lo / step + 1e-9).floor();
    [1.0, 10.0, 100.0]
        .iter()
        .flat_map(|power| [1.0, 2.0, 2.5, 5.0].map(|m| m * power * base))
        .find(|&step| spaces(step) <= MAX_TICK_SPACES)
        .unwrap_or(span)
}

/// The decimals that write every multiple of `step` exactly (`2.5` needs 1).
fn decimals(step: f64) -> usize {
    (0..6)
        .find(|&d| {
            let scaled = step * 10f64.powi(d as i32);
            (scaled - scaled.round()).abs() < 1e-6 * scaled.max(1.0)
        })
        .unwrap_or(6)
}

/// The chart as PNG bytes: [`CARD_WIDTH`] wide, as tall as its [`layout`].
#[must_use]
pub fn chart_png(chart: &IntervalChart<'_>) -> Vec<u8> {
    let c = chart.theme.colours();
    let at = layout(chart);
    let mut img = RgbImage::from_pixel(at.width, at.height, Pixel(c.background));
    let width = at.width as i32;
    fill(&mut img, 0, 0, width, at.title_band - 8, c.board);
    let room = width - 2 * MARGIN;
    write(
        &mut img,
        true,
        TITLE_SIZE,
        chart.title,
        (MARGIN, 34),
        c.text,
        room,
    );
    for (i, line) in subtitle_lines(chart).iter().enumerate() {
        let sub_at = (MARGIN, 58 + SUBTITLE_LINE * i as i32);
        write(&mut img, false, SMALL_SIZE, line, sub_at, c.text_dim, room);
    }
    draw_grid(&mut img, c, chart, &at);
    for (i, row) in chart.rows.iter().take(at.rows).enumerate() {
        draw_row(&mut img, c, chart.bars, row, &at, i);
    }
    draw_axis(&mut img, c, chart, &at);
    encode(&img)
}

/// The plot's panel, a line at each tick across the rows, and the dashed reference line
/// with its label above the rows.
fn draw_grid(img: &mut RgbImage, c: &Colours, chart: &IntervalChart<'_>, at: &ChartLayout) {
    let (left, right) = at.plot;
    let top = at.rows_top - 4;
    let bottom = at.axis_y();
    fill(
        img,
        left - INSET,
        top,
        right - left + 2 * INSET,
        bottom - top,
        c.board,
    );
    for &tick in &at.ticks {
        let x = at.x(tick) as f32;
        let edge = Pixel(c.board_edge);
        draw_line_segment_mut(img, (x, top as f32), (x, bottom as f32), edge);
    }
    if let Some((value, label)) = chart.reference.filter(|(v, _)| v.is_finite()) {
        let x = at.x(value);
        let mut y = top;
        while y < bottom {
            let end = (y + 4).min(bottom);
            fill(img, x, y, 1, end - y, c.text_dim);
            y += 8;
        }
        let label = text::fit(false, CAPTION_SIZE, label, 240.0);
        let w = text::width(false, CAPTION_SIZE, &label).round() as i32;
        let lx = (x - w / 2).clamp(MARGIN, at.width as i32 - MARGIN - w);
        write(
            img,
            false,
            CAPTION_SIZE,
            &label,
            (lx, top - 8),
            c.text_dim,
            240,
        );
    }
}

/// Row `i`: the name and caption on the left; the bar (with `bars`), the interval's
/// band and the estimate's marker on the plot; the value and the interval on the right.
fn draw_row(
    img: &mut RgbImage,
    c: &Colours,
    bars: bool,
    row: &ChartRow,
    at: &ChartLayout,
    i: usize,
) {
    let top = at.rows_top + ROW_HEIGHT * i as i32;
    let mid = at.row_middle(i);
    let label_room = at.label_width - 8;
    write(
        img,
        true,
        LABEL_SIZE,
        &row.label,
        (MARGIN, top + 22),
        c.text,
        label_room,
    );
    let caption_at = (MARGIN, top + 40);
    write(
        img,
        false,
        CAPTION_SIZE,
        &row.caption,
        caption_at,
        c.text_dim,
        label_room,
    );
    let value_x = at.plot.1 + INSET + 12;
    let value_room = at.width as i32 - MARGIN - value_x;
    write(
        img,
        true,
        LABEL_SIZE,
        &row.value_text,
        (value_x, top + 22),
        c.text,
        value_room,
    );
    let interval_at = (value_x, top + 40);
    write(
        img,
        false,
        CAPTION_SIZE,
        &row.interval_text,
        interval_at,
        c.text_dim,
        value_room,
    );
    if bars && row.value.is_finite() {
        let zero = at.x(0.0);
        let end = at.x(row.value);
        let (a, b) = (zero.min(end), zero.max(end));
        fill(img, a, mid - BAR, b - a + 1, 2 * BAR + 1, pale(c));
    }
    if row.low.is_finite() && row.high.is_finite() {
        let (a, b) = (at.x(row.low.min(row.high)), at.x(row.low.max(row.high)));
        fill(img, a, mid - BAND, b - a + 1, 2 * BAND + 1, LINE);
    }
    if row.value.is_finite() {
        let x = at.x(row.value);
        draw_filled_circle_mut(img, (x, mid), 8, Pixel(c.text));
        draw_filled_circle_mut(img, (x, mid), 5, Pixel(c.background));
    }
}

/// The bars' colour: a third of the band's blue on the panel.
fn pale(c: &Colours) -> Rgb {
    let mix = |l: u8, b: u8| ((u16::from(l) + 2 * u16::from(b)) / 3) as u8;
    [
        mix(LINE[0], c.board[0]),
        mix(LINE[1], c.board[1]),
        mix(LINE[2], c.board[2]),
    ]
}

/// The axis line under the rows, a tick mark and number at each tick, the axis title.
fn draw_axis(img: &mut RgbImage, c: &Colours, chart: &IntervalChart<'_>, at: &ChartLayout) {
    let y = at.axis_y();
    let (left, right) = at.plot;
    let ink = Pixel(c.text_dim);
    draw_line_segment_mut(img, (left as f32, y as f32), (right as f32, y as f32), ink);
    let step = match at.ticks.as_slice() {
        [a, b, ..] => b - a,
        _ => 1.0,
    };
    let decimals = decimals(step);
    for &tick in &at.ticks {
        let x = at.x(tick);
        fill(img, x, y, 1, 6, c.text_dim);
        // `-0` reads as 0.
        let tick = if tick.abs() < step / 2.0 { 0.0 } else { tick };
        let label = format!("{tick:.decimals$}{}", chart.unit);
        let w = text::width(false, CAPTION_SIZE, &label).round() as i32;
        write(
            img,
            false,
            CAPTION_SIZE,
            &label,
            (x - w / 2, y + 22),
            c.text_dim,
            80,
        );
    }
    let room = at.width as i32 - 2 * MARGIN;
    let title = text::fit(false, SMALL_SIZE, chart.axis_title, room as f32);
    let w = text::width(false, SMALL_SIZE, &title).round() as i32;
    let x = (i32::midpoint(left, right) - w / 2).clamp(MARGIN, at.width as i32 - MARGIN - w);
    write(img, false, SMALL_SIZE, &title, (x, y + 50), c.text, room);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(label: &str, value: f64, low: f64, high: f64) -> ChartRow {
        ChartRow {
            label: label.into(),
            caption: "60 seats".into(),
            value,
            low,
            high,
            value_text: format!("{value:+.0}"),
            interval_text: format!("{low:+.0} to {high:+.0}"),
        }
    }

    fn decode(png: &[u8]) -> RgbImage {
        image::load_from_memory(png).unwrap().to_rgb8()
    }

    /// A ladder of three: the axis is fitted to round ticks (-100 to 300 by 100), each
    /// interval lies on its row between the computed ends, a higher rating further right.
    #[test]
    fn ratings_are_drawn_along_a_fitted_axis_in_order() {
        let rows = [
            row("hard", 250.0, 180.0, 290.0),
            row("medium", 60.0, 10.0, 120.0),
            row("greedy", 0.0, -40.0, 40.0),
        ];
        let chart = IntervalChart {
            title: "Rating ladder",
            subtitle: "30 games",
            axis_title: "rating (Elo points)",
            unit: "",
            range: None,
            reference: Some((0.0, "greedy = 0")),
            bars: false,
            rows: &rows,
            theme: Theme::Light,
        };
        let at = layout(&chart);
        assert_eq!((at.width, at.height), (600, 76 + 28 + 3 * 48 + 72));
        assert_eq!(at.span, (-100.0, 300.0));
        assert_eq!(at.ticks, [-100.0, 0.0, 100.0, 200.0, 300.0]);
        // The axis runs from 202 to 466: 100 Elo points are 66 pixels.
        assert_eq!(at.plot, (202, 466));
        assert_eq!((at.x(-100.0), at.x(0.0), at.x(300.0)), (202, 268, 466));
        let img = decode(&chart_png(&chart));
        assert_eq!(img.dimensions(), (at.width, at.height));
        for (i, r) in rows.iter().enumerate() {
            let y = at.row_middle(i) as u32;
            for end in [r.low, r.high] {
                assert_eq!(
                    img.get_pixel(at.x(end) as u32, y).0,
                    LINE,
                    "{} {end}",
                    r.label
                );
            }
            // Just outside the interval: the panel, or a tick line.
            let outside = img.get_pixel(at.x(r.high) as u32 + 2, y).0;
            assert_ne!(outside, LINE, "{}", r.label);
            // The estimate's marker: a ring in the text colour round the background.
            let x = at.x(r.value) as u32;
            let c = Theme::Light.colours();
            assert_eq!(img.get_pixel(x, y).0, c.background, "{}", r.label);
            assert_eq!(img.get_pixel(x + 7, y).0, c.text, "{}", r.label);
        }
        assert!(at.x(250.0) > at.x(60.0) && at.x(60.0) > at.x(0.0));
    }

    /// Win rates on a fixed 0–100% axis: each bar runs from 0 to the rate in the pale
    /// colour, under the interval's band. A long subtitle takes a second line.
    #[test]
    fn win_rates_have_bars_from_zero_on_a_fixed_axis() {
        let rows = [
            row("hard", 62.0, 55.0, 68.0),
            row("medium", 38.0, 31.0, 45.0),
        ];
        let chart = IntervalChart {
            title: "Arena",
            subtitle: "400 games · 6 seats · 2 armies each · long_jumps=on · \
                       hard:nodes=20000: 20000 nodes or 2s a move",
            axis_title: "win rate (%)",
            unit: "%",
            range: Some((0.0, 100.0)),
            reference: Some((50.0, "even share")),
            bars: true,
            rows: &rows,
            theme: Theme::Dark,
        };
        let at = layout(&chart);
        assert_eq!((at.title_band, at.height), (96, 96 + 28 + 2 * 48 + 72));
        assert_eq!(at.span, (0.0, 100.0));
        assert_eq!(at.ticks, [0.0, 20.0, 40.0, 60.0, 80.0, 100.0]);
        let img = decode(&chart_png(&chart));
        let c = Theme::Dark.colours();
        let y = at.row_middle(0) as u32;
        // Inside the bar but above the band; inside the band; past the bar's end.
        let bar_only = (at.row_middle(0) - BAND - 4) as u32;
        assert_eq!(img.get_pixel(at.x(30.0) as u32, bar_only).0, pale(c));
        assert_eq!(img.get_pixel(at.x(55.0) as u32, y).0, LINE);
        assert_eq!(img.get_pixel(at.x(68.0) as u32, y).0, LINE);
        assert_eq!(img.get_pixel(at.x(75.0) as u32, y).0, c.board);
        // The second row's bar ends at 38%.
        let bar2 = (at.row_middle(1) - BAND - 4) as u32;
        assert_eq!(img.get_pixel(at.x(37.0) as u32, bar2).0, pale(c));
        assert_eq!(img.get_pixel(at.x(42.0) as u32, bar2).0, c.board);
    }

    /// Short names keep the label column at 168 px; a caption with an entrant's settings
    /// widens it (up to 300 px) so that the settings are drawn whole, and the plot starts
    /// further right.
    #[test]
    fn long_captions_widen_the_label_column() {
        let chart = |rows: &[ChartRow]| {
            layout(&IntervalChart {
                title: "Arena",
                subtitle: "",
                axis_title: "games won, %",
                unit: "%",
                range: Some((0.0, 100.0)),
                reference: None,
                bars: true,
                rows,
                theme: Theme::Light,
            })
        };
        let short = [
            row("hard", 62.0, 55.0, 68.0),
            row("medium", 38.0, 31.0, 45.0),
        ];
        let at = chart(&short);
        assert_eq!(at.label_width, LABEL_WIDTH);
        assert_eq!(at.plot.0, MARGIN + LABEL_WIDTH + INSET);
        let mut long = short.clone();
        long[0].caption = "2 seat-games · nodes=100000,width=8,reply=6".into();
        let at = chart(&long);
        assert!(at.label_width > LABEL_WIDTH, "{}", at.label_width);
        assert_eq!(at.plot.0, MARGIN + at.label_width + INSET);
        assert_eq!(
            text::fit(
                false,
                CAPTION_SIZE,
                &long[0].caption,
                (at.label_width - 8) as f32
            ),
            long[0].caption
        );
        long[0].caption = "x".repeat(300);
        assert_eq!(chart(&long).label_width, MAX_LABEL_WIDTH);
    }

    #[test]
    #[expect(
        clippy::float_cmp,
        reason = "a step is computed the same way as the literal it is compared with, bit for bit"
    )]
    fn ticks_are_round_steps_at_most_six_spaces_apart() {
        assert_eq!(tick_step(0.0, 100.0), 20.0);
        assert_eq!(tick_step(-40.0, 290.0), 100.0);
        // -500 to 1000 by 250: 200 would take 8 spaces (-600 to 1000).
        assert_eq!(tick_step(-487.0, 887.0), 250.0);
        assert_eq!(tick_step(0.0, 0.3), 0.05);
        assert_eq!(tick_step(f64::NAN, 1.0), 1.0);
        assert_eq!((decimals(250.0), decimals(2.5), decimals(0.05)), (0, 1, 2));
    }

    #[test]
    fn hostile_values_and_text_draw_without_panicking() {
        let long = "W".repeat(500) + "\u{202e}مرحبا";
        let rows: Vec<ChartRow> = [
            (f64::NAN, f64::INFINITY, -1e300),
            (1e300, -1e300, f64::NAN),
            (5.0, 5.0, 5.0),
        ]
        .iter()
        .cycle()
        .take(40)
        .map(|&(v, lo, hi)| ChartRow {
            label: long.clone(),
            caption: long.clone(),
            value_text: long.clone(),
            interval_text: long.clone(),
            ..row("x", v, lo, hi)
        })
        .collect();
        for bars in [false, true] {
            let chart = IntervalChart {
                title: &long,
                subtitle: &long,
                axis_title: &long,
                unit: &long,
                range: None,
                reference: Some((f64::NAN, &long)),
                bars,
                rows: &rows,
                theme: Theme::Light,
            };
            let at = layout(&chart);
            assert_eq!(at.rows, MAX_CHART_ROWS);
            assert!(chart_png(&chart).starts_with(b"\x89PNG"));
            let empty = IntervalChart {
                rows: &[],
                range: Some((f64::NAN, 3.0)),
                ..chart
            };
            assert!(chart_png(&empty).starts_with(b"\x89PNG"));
        }
    }
}
