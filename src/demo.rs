//! Games outside any table, for the command line: computer players to the end of a game
//! (`demo`), and the board image of a game whose seats have only names (`demo`, and
//! `render` from a game record). Their words are the catalogue's messages the table uses
//! for its board header and its result ([`crate::i18n`]).

use crate::ai::{play_until, Bot, Level};
use crate::core::{mix_seed, Game, GameRecord, Outcome, RecordError, Seat};
use crate::i18n::Catalogue;
use crate::render::{render_png, BoardView};
use crate::t;

/// The seat to move first in a demo of `players` seats seeded by `seed`.
#[must_use]
pub fn first_seat(seed: u64, players: usize) -> Seat {
    Seat::new((seed % players.max(1) as u64) as usize).unwrap_or(Seat::ALL[0])
}

/// The level of `seat` among `levels`: one level for every seat, or one per seat.
fn level_of(levels: &[Level], seat: Seat) -> Level {
    levels
        .get(seat.index())
        .or(levels.last())
        .copied()
        .unwrap_or_default()
}

/// The names of a demo's `players` seats: the table's name of a computer seat with its
/// level (`Computer 1 (medium)`).
#[must_use]
pub fn seat_names(levels: &[Level], players: usize, cat: &Catalogue) -> Vec<String> {
    Seat::first_n(players)
        .map(|seat| {
            let name = t!(cat, "computer-name", "seat" => seat.number());
            format!("{name} ({})", level_of(levels, seat))
        })
        .collect()
}

/// Plays `game` to its end with a computer at `levels` (see [`seat_names`]) in every
/// seat, each turn seeded by `seed` and the turns so far, as a table seeds its computer
/// seats. `shown` sees the position at the start and after every turn; its error stops
/// the game and is returned.
///
/// # Errors
/// The first error of `shown`.
pub fn play<E>(
    game: &mut Game,
    levels: &[Level],
    seed: u64,
    mut shown: impl FnMut(&Game) -> Result<(), E>,
) -> Result<(), E> {
    shown(game)?;
    let player = |game: &Game, seat: Seat| {
        let turn_seed = mix_seed(seed, game.history().len() as u64);
        Some((Bot::new(level_of(levels, seat)), turn_seed))
    };
    // One turn at a time, so that each position is shown.
    while !play_until(game, 1, player).is_empty() {
        shown(game)?;
    }
    Ok(())
}

/// The line above the board with seat `names`: whose move it is, or who won (the team in
/// a team game), as the table's board says it.
#[must_use]
pub fn header(game: &Game, names: &[String], cat: &Catalogue) -> String {
    crate::table::header_named(game, &|seat| name_of(names, seat), cat)
}

/// The name of `seat` among `names`.
fn name_of(names: &[String], seat: Seat) -> String {
    names.get(seat.index()).cloned().unwrap_or_default()
}

/// The board of `game` as a PNG with seat `names` and its [`header`].
#[must_use]
pub fn board_png(game: &Game, names: &[String], cat: &Catalogue) -> Vec<u8> {
    render_png(&BoardView::new(game, names, &header(game, names, cat)))
}

/// The board PNG of the final position of the game record `text`, its seats named as in
/// the record (`Seat N` where it names none).
///
/// # Errors
/// [`RecordError`] when the record does not read (naming the line) or does not replay
/// (naming the move).
pub fn record_png(text: &str, cat: &Catalogue) -> Result<Vec<u8>, RecordError> {
    let record = GameRecord::parse(text)?;
    let game = record.replay()?;
    let names: Vec<String> = (1..)
        .zip(&record.names)
        .map(|(number, name)| match name.as_str() {
            "" => format!("Seat {number}"),
            _ => name.clone(),
        })
        .collect();
    Ok(board_png(&game, &names, cat))
}

/// The result of `game`, ended with `outcome`, in the table's words
/// ([`crate::table::result_lines`]): why it ended ("Game over — all places are
/// decided."), the winning team in a team game, then each seat's (or team's) place with
/// its pegs home (its captures in the capture game; "finished, target full" for a seat
/// home by the full-target rule), and a draw in the capture game named as one.
#[must_use]
pub fn result_text(game: &Game, outcome: &Outcome, names: &[String], cat: &Catalogue) -> String {
    let seats = crate::table::ResultSeats {
        name: &|seat| name_of(names, seat),
        timed_out: &[],
        every_count: true,
    };
    crate::table::result_lines(game, outcome, &seats, cat).join("\n")
}
