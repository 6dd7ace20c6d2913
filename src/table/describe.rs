//! What each image shows, in words, for people who cannot see it: Discord's attachment
//! description (alt text) and the console's line beside each image's path
//! ([`super::Reply::description`]). A board says whose turn it is or who won, the last
//! moves, and each army's pegs home (or captures); a `moves` board or the Move menu's
//! picture, the peg chosen and the holes it reaches; a hint, its move; a replay, its
//! length and result. In the channel's language, within
//! [`super::reply::MAX_DESCRIPTION`] characters.

use crate::core::{Game, Turn};
use crate::i18n::Catalogue;
use crate::t;

use super::outcome::{Hint, Reach};
use super::reply::MAX_DESCRIPTION;
use super::state::Table;
use super::words::header;

/// How many of the last turns a board's description names.
const LAST_TURNS: usize = 3;

/// `text` within [`MAX_DESCRIPTION`] characters.
fn bounded(text: &str) -> String {
    match text.char_indices().nth(MAX_DESCRIPTION - 1) {
        Some((end, _)) if text.chars().count() > MAX_DESCRIPTION => format!("{}…", &text[..end]),
        _ => text.to_string(),
    }
}

/// A card's description: its reply's text, without markup, on one line.
#[must_use]
pub fn card(text: &str) -> String {
    let plain = text.replace("**", "").replace('`', "");
    let line: Vec<&str> = plain
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    bounded(&line.join(" · "))
}

/// The board of `table`'s game: the header (whose turn, or the result), the last moves
/// with who played them, and each seat's pegs home or captures.
#[must_use]
pub fn board(table: &Table, cat: &Catalogue) -> Option<String> {
    let game = table.game.as_ref()?;
    let mut parts = vec![t!(cat, "alt-board", "header" => header(table, game, cat))];
    parts.extend(last_turns(table, game, cat));
    parts.push(t!(cat, "alt-seats",
        "seats" => super::words::seat_lines(table, game, cat).join("; ")));
    Some(bounded(&parts.join(" ")))
}

/// The last [`LAST_TURNS`] turns of `game`, each with the name of who played it.
fn last_turns(table: &Table, game: &Game, cat: &Catalogue) -> Option<String> {
    let history = game.history();
    let from = history.len().saturating_sub(LAST_TURNS);
    let turns: Vec<String> = history[from..]
        .iter()
        .map(|turn| {
            let (seat, what) = match turn {
                Turn::Move { seat, .. } => (*seat, turn.text()),
                Turn::Pass { seat } => (*seat, t!(cat, "alt-passed")),
                Turn::Resign { seat } => (*seat, t!(cat, "alt-resigned")),
            };
            t!(cat, "alt-turn", "name" => table.seat_name(seat, cat), "turn" => what)
        })
        .collect();
    (!turns.is_empty()).then(|| t!(cat, "alt-last", "turns" => turns.join(", ")))
}

/// A `moves` board (and the Move menu's picture): the peg and the holes it reaches, then
/// the board as [`board`] says it.
#[must_use]
pub fn reach(reach: &Reach, cat: &Catalogue) -> String {
    let holes: Vec<String> = reach.holes.iter().map(|h| h.to_string()).collect();
    let marked = if holes.is_empty() {
        // No hole is marked: the peg has no move, as the reply says.
        super::words::reach_text(reach, cat)
            .lines()
            .next()
            .unwrap_or_default()
            .replace("**", "")
    } else {
        t!(cat, "alt-reach", "hole" => reach.from.to_string(),
            "count" => holes.len(), "holes" => holes.join(", "))
    };
    let rest = board(&reach.table, cat).unwrap_or_default();
    bounded(&format!("{marked} {rest}"))
}

/// A hint's board: the move drawn, then the board as [`board`] says it.
#[must_use]
pub fn hint(hint: &Hint, cat: &Catalogue) -> String {
    let path: Vec<String> = hint.path.iter().map(ToString::to_string).collect();
    let drawn = t!(cat, "alt-hint", "path" => path.join("-"));
    let rest = board(&hint.table, cat).unwrap_or_default();
    bounded(&format!("{drawn} {rest}"))
}

/// A replay: how many moves, and how the game ended (or stands).
#[must_use]
pub fn replay(table: &Table, cat: &Catalogue) -> Option<String> {
    let game = table.game.as_ref()?;
    Some(bounded(
        &t!(cat, "alt-replay", "moves" => game.total_moves(),
        "result" => header(table, game, cat)),
    ))
}
