//! Board images: a [`crate::core::Game`] position drawn as an indexed-colour PNG, and a
//! whole game as an animated GIF. Never decides anything about rules.
//!
//! The image is made to be read twice: as Discord's preview, about 400 pixels wide,
//! where every army shows by colour and peg shape, the seat to move by a coloured band
//! and a swatch, the last move by a bold line with arrowheads (the moves before it since
//! the player to move last moved by thinner grey ones), and hole labels are still
//! 7 pixels high; and opened at full size (800 × 764).
//!
//! Drawing is done by imageproc on `image` buffers: what never changes (background,
//! star, holes, labels, peg sprites, marks, the palette) is drawn once per theme and
//! process (`render/art.rs`), shapes supersampled and shrunk; a call copies that layer,
//! composites sprites and text onto it with `image`'s `overlay`, draws paths as
//! anti-aliased polygons, converts only the pixels it touched to palette indices and
//! compresses the result with zlib-rs at level 2, its halves on two threads (see
//! `BENCHMARKS.md` for the cost).
//! Text is shaped by rustybuzz, so Arabic names are joined and read right to left.
//! What stays ours is layout (`render/layout.rs`) and the palette step.
//!
//! Palette: Okabe–Ito colours (made for colour-vision deficiency) with Paul Tol's red,
//! and every army also has its own peg shape ([`theme::army_shape`]): N red ●,
//! NE yellow ◆, SE blue ⬢, S green ▬, SW purple ■, NW orange ✚.
//!
//! ```
//! use checkers_bot::core::{Game, HouseRules, Seat, Variant};
//! use checkers_bot::render::{render_png, BoardView, Theme};
//!
//! let game = Game::start(Variant::Standard, 2, 1, HouseRules::default(), Seat::ALL[0]).unwrap();
//! let names = vec!["Alice".to_string(), "Bob".to_string()];
//! let png = render_png(&BoardView {
//!     theme: Theme::Dark,
//!     ..BoardView::new(&game, &names, "Move 1 · Alice to move")
//! });
//! assert_eq!(&png[1..4], b"PNG");
//! ```

use crate::core::{Game, Hole, HoleSet, Seat, Turn};

mod art;
pub mod cards;
pub mod chart;
mod draw;
mod encode;
mod frame;
mod layout;
mod palette;
mod replay;
pub mod shapes;
mod style;
mod text;
pub mod theme;

pub use cards::{standings_png, CardRow, LeaderboardCard};
pub use layout::Rect;
pub use replay::{render_replay_gif, MAX_GIF_BYTES, MAX_REPLAY_MOVES};
pub use theme::{ParseThemeError, Theme};

/// Builds now the parts every board and replay frame is drawn on, in both themes (the
/// sprites, the static layer and the palette): otherwise the first image of each kind
/// builds them, and takes seconds in a debug build, longer when several commands wait
/// for it at once. The bot calls it as it starts, beside the gateway connection.
pub fn warm() {
    for theme in [Theme::Light, Theme::Dark] {
        for format in [style::Format::Full, style::Format::Replay] {
            style::style(theme, format);
        }
    }
}

/// What to draw. Text (header, names, levels) arrives already translated; it is bounded
/// here ([`theme::MAX_NAME_CHARS`], [`theme::MAX_LEVEL_CHARS`],
/// [`theme::MAX_HEADER_CHARS`]) and shortened with "…" to fit.
///
/// Build it with [`BoardView::new`] and override the optional fields:
/// `BoardView { theme, levels: &levels, ..BoardView::new(game, names, header) }`.
#[derive(Clone, Copy, Debug)]
pub struct BoardView<'a> {
    /// The game whose board is drawn.
    pub game: &'a Game,
    /// One name per seat, seat order. Missing names are drawn empty.
    pub names: &'a [String],
    /// The line at the top: whose turn and the move number, or the result.
    pub header: &'a str,
    /// House rules to name under the header (such as `long_jumps=on`), each drawn whole
    /// or not at all: the names that do not fit are counted as "+N". Empty by default.
    pub rules: &'a [String],
    /// The last move's path: start hole, then every landing hole. [`BoardView::new`]
    /// takes it from the game's history.
    pub last_path: Option<&'a [Hole]>,
    /// Turns whose moves are drawn fainter and thinner under the last move, oldest
    /// first (passes and resignations draw nothing). [`BoardView::new`] takes
    /// [`earlier_moves`]: with three seats or more, the moves the player to move has not
    /// seen on a board of their own turn.
    pub earlier: &'a [Turn],
    /// Light or dark.
    pub theme: Theme,
    /// A note per seat drawn after the name, such as a computer's level (`"hard"`);
    /// empty strings and missing entries draw nothing.
    pub levels: &'a [String],
    /// Scores per seat (capture variant), drawn instead of pegs home. `None` in a capture
    /// game: the game's own captures per seat.
    pub scores: Option<&'a [i32]>,
    /// Each seat's place (1 = first; `None`: no place yet), drawn as a numbered badge
    /// in the legend. `None`: the game's own, the final standings once it is over and
    /// the finishing order before.
    pub places: Option<&'a [Option<usize>]>,
    /// Holes whose pegs the last move captured (capture variant): marked with a cross.
    /// Empty in a capture game: the pegs the game's last move captured.
    pub captured: &'a [Hole],
    /// Holes to highlight: where the selected peg can move.
    pub highlight: HoleSet,
    /// The peg whose moves are shown: ringed.
    pub selected: Option<Hole>,
    /// Jump chains to draw thinly (start hole, then landing holes), such as the ways to
    /// the highlighted holes.
    pub chains: &'a [Vec<Hole>],
}

impl<'a> BoardView<'a> {
    /// The view of `game` with `names` and `header`, its last move drawn, light theme,
    /// nothing else marked.
    #[must_use]
    pub fn new(game: &'a Game, names: &'a [String], header: &'a str) -> BoardView<'a> {
        BoardView {
            game,
            names,
            header,
            rules: &[],
            last_path: last_move(game),
            earlier: earlier_moves(game),
            theme: Theme::Light,
            levels: &[],
            scores: None,
            places: None,
            captured: &[],
            highlight: HoleSet::EMPTY,
            selected: None,
            chains: &[],
        }
    }
}

/// The path of the last move in `game`'s history (passes and resignations skipped).
#[must_use]
pub fn last_move(game: &Game) -> Option<&[Hole]> {
    game.history().iter().rev().find_map(|t| match t {
        Turn::Move { path, .. } => Some(path.as_slice()),
        _ => None,
    })
}

/// The turns of `game`'s history since the seat to move last had a turn, up to the last
/// move (not included): with the last move, every move made since that seat's previous
/// turn. Empty with two seats (only the other seat moved since), before a second move,
/// and once the game is over.
#[must_use]
pub fn earlier_moves(game: &Game) -> &[Turn] {
    let history = game.history();
    let Some(seat) = game.to_move() else {
        return &[];
    };
    let since = history
        .iter()
        .rposition(|t| match t {
            Turn::Move { seat: s, .. } | Turn::Pass { seat: s } | Turn::Resign { seat: s } => {
                *s == seat
            }
        })
        .map_or(0, |i| i + 1);
    let last = history
        .iter()
        .rposition(|t| matches!(t, Turn::Move { .. }))
        .unwrap_or(0);
    history.get(since..last).unwrap_or(&[])
}

/// Pegs of `seat` in their targets (0 in the capture game, whose pegs are nobody's).
pub(crate) fn pegs_home(game: &Game, seat: Seat) -> u32 {
    game.as_race().map_or(0, |race| race.pegs_home(seat))
}

/// Draws `view` and encodes it as an indexed-colour PNG of [`theme::WIDTH`] ×
/// [`theme::HEIGHT`] pixels. Never panics; an encoding failure (impossible for an
/// in-memory buffer) is logged and gives an empty vector.
#[must_use]
pub fn render_png(view: &BoardView<'_>) -> Vec<u8> {
    let style = style::style(view.theme, style::Format::Full);
    // A capture game shows its scores and its last captures unless the view says otherwise.
    let game = view.game;
    let capture = game.as_capture();
    let scores: Vec<i32> = match (view.scores, capture) {
        (None, Some(game)) => game
            .scores()
            .iter()
            .map(|s| i32::try_from(*s).unwrap_or(i32::MAX))
            .collect(),
        _ => Vec::new(),
    };
    let captured = match (view.captured, capture) {
        ([], Some(game)) => game.last_captured(),
        _ => Vec::new(),
    };
    let view = &BoardView {
        scores: view
            .scores
            .or((!scores.is_empty()).then_some(scores.as_slice())),
        captured: if captured.is_empty() {
            view.captured
        } else {
            &captured
        },
        ..*view
    };
    let scene = scene(view);
    let art = &style.art;
    // This thread's buffers from the last call: the frame shows the static layer again
    // if that call drew with the same style.
    let (mut frame, mut indices, shown) = BUFFERS
        .take()
        .unwrap_or_else(|| (draw::Frame::new(&art.layer), Vec::new(), std::ptr::null()));
    if !std::ptr::eq(shown, style) {
        frame.reset(&art.layer);
        indices.clone_from(&style.indices);
    }
    draw::draw(&mut frame, art, &scene);
    frame.quantise(art, style.palette, &mut indices);
    let png = encode::png(&indices, art.m.width, art.m.height, style.palette);
    frame.restore_indices(art, &style.indices, &mut indices);
    frame.restore(art);
    BUFFERS.set(Some((frame, indices, style)));
    png
}

/// Drawing memory of a thread's last call: the frame and the indices (both showing the
/// static layer of the style), and the style.
type Buffers = Option<(draw::Frame, Vec<u8>, *const style::Style)>;

thread_local! {
    /// Drawing memory of this thread's last call, reused by the next.
    static BUFFERS: std::cell::Cell<Buffers> = const { std::cell::Cell::new(None) };
}

/// The ink box of every hole's label in the full-size image (index order), for checking
/// that labels stay inside their holes and apart.
#[must_use]
pub fn label_boxes() -> Vec<(Hole, Rect)> {
    let art = &style::style(Theme::Light, style::Format::Full).art;
    Hole::all()
        .zip(&art.labels)
        .map(|(h, label)| {
            let (left, top) = label.at;
            let ink = &label.ink[0];
            (
                h,
                Rect {
                    x0: left,
                    y0: top,
                    x1: left + ink.width() as i32,
                    y1: top + ink.height() as i32,
                },
            )
        })
        .collect()
}

/// Where the legend goes in the full-size image for `seats` seats: the left and the right
/// box. Nothing of the legend is drawn outside them.
#[must_use]
pub fn legend_boxes(seats: usize) -> [Rect; 2] {
    let left = seats.div_ceil(2);
    [
        layout::legend_box(&theme::FULL, left, true),
        layout::legend_box(&theme::FULL, seats - left, false),
    ]
}

/// Where the header goes in the full-size image (with the swatch of the seat to move,
/// and the rules under it).
#[must_use]
pub fn header_box() -> Rect {
    layout::header_box(&theme::FULL)
}

/// Each seat's place in `game`: the final standings once it is over, else the order in
/// which seats finished so far.
fn places(game: &Game) -> Vec<Option<usize>> {
    let seats = game.seats();
    match game.outcome() {
        Some(o) => seats
            .map(|s| {
                o.standings
                    .iter()
                    .find(|st| st.seat == s)
                    .map(|st| st.place)
            })
            .collect(),
        None => seats.map(|s| game.finish_place(s)).collect(),
    }
}

/// The seats in legend order: seat order, or in a team game (docs/rules.md §8) each team's
/// players one after the other (4 players: 1, 3 | 2, 4, a team per column).
fn legend_order(game: &Game) -> Vec<Seat> {
    game.team_leads()
        .into_iter()
        .flat_map(|s| game.team(s))
        .collect()
}

/// The letter of `seat`'s team in a team game (`A` for the team of seat 1), else `None`.
fn team_letter(game: &Game, seat: Seat) -> Option<char> {
    game.partner(seat)?;
    let team = game
        .team_leads()
        .iter()
        .position(|s| game.team(*s).contains(&seat))?;
    char::from_u32(u32::from('A') + team as u32)
}

fn scene<'a>(view: &BoardView<'a>) -> draw::Scene<'a> {
    let game = view.game;
    let layout = game.layout();
    let own_places = places(game);
    let places = view.places.unwrap_or(&own_places);
    let seats = legend_order(game)
        .into_iter()
        .map(|seat| {
            let armies = layout.armies(seat);
            let pegs = 10 * armies.len();
            let (tally, widest) = match view.scores {
                Some(scores) => {
                    let s = scores.get(seat.index()).copied().unwrap_or(0);
                    let widest = scores
                        .iter()
                        .map(std::string::ToString::to_string)
                        .max_by_key(String::len);
                    (s.to_string(), widest.unwrap_or_default())
                }
                None => (
                    format!("{}/{pegs}", pegs_home(game, seat)),
                    format!("{pegs}/{pegs}"),
                ),
            };
            draw::SeatLine {
                armies,
                name: text::clean(
                    view.names.get(seat.index()).map_or("", String::as_str),
                    theme::MAX_NAME_CHARS,
                ),
                level: text::clean(
                    view.levels.get(seat.index()).map_or("", String::as_str),
                    theme::MAX_LEVEL_CHARS,
                ),
                tally,
                tally_widest: widest,
                place: places.get(seat.index()).copied().flatten(),
                to_move: game.to_move() == Some(seat),
                out: game.has_resigned(seat),
                team: team_letter(game, seat),
            }
        })
        .collect();
    draw::Scene {
        board: game.board(),
        header: text::clean(view.header, theme::MAX_HEADER_CHARS),
        rules: view.rules,
        mover: game
            .to_move()
            .and_then(|s| game.commanded(s).first().copied()),
        seats,
        last_path: view.last_path.unwrap_or(&[]),
        earlier: view
            .earlier
            .iter()
            .filter_map(|t| match t {
                Turn::Move { path, .. } => Some(path.as_slice()),
                _ => None,
            })
            .collect(),
        captured: view.captured,
        highlight: view.highlight,
        selected: view.selected,
        chains: view.chains,
    }
}
