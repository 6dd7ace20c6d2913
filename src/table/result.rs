//! A finished game's result in words, one wording for the table (the end of a game, and
//! `status` and `board` after it) and for `demo`: why the game ended, the winning team in
//! a team game, then one line per seat, or per team (docs/rules.md §8), with its place and
//! what explains it: resigned, out of time, finished by the full-target rule (docs/rules.md
//! §5 `anti_spoiling`), pegs home.

use crate::core::{CaptureGame, EndReason, Game, Outcome, Race, Seat};
use crate::i18n::Catalogue;
use crate::t;

use super::teams;

/// How the seats of a result are named and counted.
pub struct ResultSeats<'a> {
    /// A seat's name, safe to show.
    pub name: &'a dyn Fn(Seat) -> String,
    /// The seats that ran out of time (said instead of "resigned").
    pub timed_out: &'a [Seat],
    /// Count every seat's pegs home (`demo`); else only the unfinished seats' when the
    /// game stopped short (the move limit, no move left), with their distance to go.
    pub every_count: bool,
}

/// The result's lines: why it ended, the winning team, a line per seat or team, and a
/// draw of the capture game named as one.
#[must_use]
pub fn result_lines(
    game: &Game,
    outcome: &Outcome,
    seats: &ResultSeats<'_>,
    cat: &Catalogue,
) -> Vec<String> {
    // Captures per seat in the capture game (docs/rules.md §6), which has no pegs home.
    let scores = game.as_capture().map(CaptureGame::scores);
    let race = game.as_race();
    // Unfinished seats are ranked by their pegs home when the game stopped short.
    let short =
        scores.is_none() && matches!(outcome.reason, EndReason::MoveLimit | EndReason::NoMoves);
    let team_game = game.seats().any(|s| game.partner(s).is_some());
    let reason = match outcome.reason {
        EndReason::Finished => "reason-finished",
        EndReason::MoveLimit => "reason-move-limit",
        EndReason::NoMoves if scores.is_some() => "reason-no-hops",
        EndReason::NoMoves => "reason-no-moves",
        EndReason::Resignations if team_game => "reason-resignations-teams",
        EndReason::Resignations => "reason-resignations",
    };
    let mut lines = vec![t!(cat, "game-over", "reason" => t!(cat, reason))];
    let team = |seat: Seat| t!(cat, "team-label", "names" => teams::team_names(game, seat, seats.name, cat));
    let listed = teams::team_standings(game, &outcome.standings);
    if let [first, second, ..] = listed.as_slice() {
        if team_game && first.place == 1 && second.place > 1 {
            lines.push(t!(cat, "team-wins", "team" => team(first.seat)));
        }
    }
    for st in listed {
        let sum = |f: fn(&Race, Seat) -> u32| race.map_or(0, |r| team_sum(r, st.seat, f));
        let home = sum(Race::pegs_home);
        let pegs: usize = game
            .team(st.seat)
            .iter()
            .map(|&s| 10 * game.layout().armies(s).len())
            .sum();
        let note = if st.resigned && seats.timed_out.contains(&st.seat) {
            t!(cat, "note-timed-out")
        } else if st.resigned {
            t!(cat, "note-resigned")
        } else if st.finished && (home as usize) < pegs && race.is_some() {
            // Home by the full-target rule, with fewer pegs in the target than a seat
            // that finished later (docs/rules.md §5 `anti_spoiling`).
            t!(cat, "note-target-full", "count" => home)
        } else if short && !st.finished {
            // The tiebreak after pegs home: the distance still to go (docs/rules.md §4).
            bracketed(
                &t!(cat, "note-pegs-home", "count" => home),
                &t!(cat, "note-distance", "distance" => sum(Race::distance_to_go)),
            )
        } else if seats.every_count && race.is_some() {
            t!(cat, "note-pegs-home", "count" => home)
        } else {
            String::new()
        };
        let name = match game.partner(st.seat) {
            Some(_) => team(st.seat),
            None => (seats.name)(st.seat),
        };
        // "Computer 1 (medium, 9 pegs home)", not two brackets in a row.
        let own_brackets = game.partner(st.seat).is_none() && name.ends_with(')');
        let (name, note) = if own_brackets && note.starts_with(" (") {
            (bracketed(&name, &note), String::new())
        } else {
            (name, note)
        };
        lines.push(match scores {
            Some(scores) => t!(cat, "standing-capture", "place" => st.place, "name" => name,
                "score" => scores.get(st.seat.index()).copied().unwrap_or(0), "note" => note),
            None => t!(cat, "standing", "place" => st.place, "name" => name, "note" => note),
        });
    }
    if scores.is_some() && outcome.is_draw() {
        let first: Vec<String> = outcome
            .standings
            .iter()
            .filter(|s| s.place == 1)
            .map(|s| (seats.name)(s.seat))
            .collect();
        lines.push(t!(cat, "result-draw", "names" => first.join(", ")));
    }
    lines
}

/// `text` followed by `note` (a note in brackets after a space, as ` (resigned)`): when
/// `text` ends with brackets of its own, the note goes inside them, after a comma.
fn bracketed(text: &str, note: &str) -> String {
    match (text.strip_suffix(')'), note.strip_prefix(" (")) {
        (Some(head), Some(tail)) => format!("{head}, {tail}"),
        _ => format!("{text}{note}"),
    }
}

/// `f` of `seat`'s team: the seat's, plus its partner's in a team game (docs/rules.md §8).
fn team_sum(race: &Race, seat: Seat, f: fn(&Race, Seat) -> u32) -> u32 {
    race.team(seat).into_iter().map(|s| f(race, s)).sum()
}
