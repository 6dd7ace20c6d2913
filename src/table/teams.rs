//! Team games in words (docs/rules.md §8): who plays with whom, a player whose army is home
//! before its partner's, a team's finish and place. Without `teams` every seat is its own
//! team and these read as before: one name, one line per seat.

use crate::core::{Game, Point, Seat, Standing};
use crate::i18n::Catalogue;
use crate::t;

use super::state::Table;
use crate::core::safe;

/// The colours of `armies` in `cat`'s words, `red/blue` for two.
pub(super) fn colours(armies: &[Point], cat: &Catalogue) -> String {
    armies
        .iter()
        .map(|p| t!(cat, &format!("colour-{}", p.name())))
        .collect::<Vec<_>>()
        .join("/")
}

/// The names of `seat`'s team, lower seat first ("Ann and Cid"), each as `name` gives it;
/// the seat's own name without `teams`.
pub(super) fn team_names(
    game: &Game,
    seat: Seat,
    name: &dyn Fn(Seat) -> String,
    cat: &Catalogue,
) -> String {
    match game.partner(seat) {
        Some(p) => t!(cat, "team-names",
            "first" => name(seat.min(p)), "second" => name(seat.max(p))),
        None => name(seat),
    }
}

/// [`team_names`] with `table`'s seat names, made safe to show.
pub(super) fn table_team_names(table: &Table, game: &Game, seat: Seat, cat: &Catalogue) -> String {
    team_names(game, seat, &|s| safe(&table.seat_name(s, cat)), cat)
}

/// "Teams: Ann (red) and Cid (green) · Bob (yellow) and Dan (purple)", or `None` without
/// `teams`.
pub(super) fn teams_line(table: &Table, game: &Game, cat: &Catalogue) -> Option<String> {
    let named = |s: Seat| {
        format!(
            "{} ({})",
            safe(&table.seat_name(s, cat)),
            colours(game.layout().armies(s), cat)
        )
    };
    let teams: Vec<String> = game
        .team_leads()
        .into_iter()
        .filter_map(|s| {
            let p = game.partner(s)?;
            Some(t!(cat, "team-names", "first" => named(s), "second" => named(p)))
        })
        .collect();
    (!teams.is_empty()).then(|| t!(cat, "teams-line", "teams" => teams.join(" · ")))
}

/// The colours of the pegs `seat` moves now: its own, or its partner's once its army is
/// home in a team game.
pub(super) fn moving_colour(game: &Game, seat: Seat, cat: &Catalogue) -> String {
    colours(game.commanded(seat), cat)
}

/// The lines after the turns: who finished and in which place (a team on one line), then
/// each player whose army came home while the team plays on, told whose pegs it moves now.
pub(super) fn finish_lines(
    table: &Table,
    finished: &[(Seat, usize)],
    home: &[Seat],
    cat: &Catalogue,
) -> Vec<String> {
    let Some(game) = &table.game else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    for (i, &(seat, place)) in finished.iter().enumerate() {
        match game.partner(seat) {
            // The partner came first in the list: its line names the team.
            Some(p) if finished[..i].iter().any(|(s, _)| *s == p) => {}
            Some(_) => lines.push(t!(cat, "team-finished",
                "names" => table_team_names(table, game, seat, cat), "place" => place)),
            None => lines.push(match full_target_home(game, seat) {
                // Finished by the full-target rule (docs/rules.md §5 `anti_spoiling`):
                // not every peg is home, and the line says how many are.
                Some(home) => t!(cat, "seat-finished-full",
                    "name" => safe(&table.seat_name(seat, cat)), "place" => place,
                    "count" => home),
                None => t!(cat, "seat-finished",
                    "name" => safe(&table.seat_name(seat, cat)), "place" => place),
            }),
        }
    }
    for &seat in home {
        let Some(partner) = game.partner(seat) else {
            continue;
        };
        lines.push(t!(cat, "team-home",
            "name" => safe(&table.seat_name(seat, cat)),
            "partner" => safe(&table.seat_name(partner, cat)),
            "colour" => colours(game.layout().armies(partner), cat)));
    }
    lines
}

/// The pegs home of `seat`, when it finished by the full-target rule with fewer than all
/// its pegs in its target; `None` otherwise.
fn full_target_home(game: &Game, seat: Seat) -> Option<usize> {
    let Game::Race(race) = game else {
        return None;
    };
    let home = race.pegs_home(seat) as usize;
    let all = 10 * game.layout().armies(seat).len();
    (home < all).then_some(home)
}

/// The standings to list, one per team: a partner listed with its team is left out (the
/// one that resigned or ran out of time stands for the team, for the note).
pub(super) fn team_standings<'a>(game: &Game, standings: &'a [Standing]) -> Vec<&'a Standing> {
    let mut out: Vec<&Standing> = Vec::new();
    for st in standings {
        let Some(partner) = game.partner(st.seat) else {
            out.push(st);
            continue;
        };
        match out.iter().position(|o| o.seat == partner) {
            Some(i) if st.resigned && !out[i].resigned => out[i] = st,
            Some(_) => {}
            None => out.push(st),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Board, HoleSet, HouseRules, Layout, Race};
    use crate::store::{Occupant, TableRecord};

    fn holes(names: &str) -> HoleSet {
        names
            .split_whitespace()
            .map(|n| n.parse::<crate::core::Hole>().expect("a hole"))
            .collect()
    }

    /// A seat home by the full-target rule is not said to have brought every peg home:
    /// its line says how many are.
    #[test]
    fn a_seat_finished_by_a_full_target_is_told_how_many_pegs_are_home() {
        let mut board = Board::empty();
        let target = Point::S.holes().without(holes("n1"));
        board.set_army(Point::N, target.or(holes("e5")));
        board.set_army(Point::S, holes("n1 h2 h3 h4 h5 h6 h7 h8 h9"));
        let layout = Layout::standard(2).expect("2 players");
        let race = Race::from_board(layout, HouseRules::default(), board, Seat::ALL[0])
            .expect("a position");
        let mut game = Game::from(race);
        let mv = game.legal_moves()[0];
        game.play(mv).expect("legal");
        let seats = vec![
            Occupant::Human {
                id: 1,
                name: "Ann".into(),
            },
            Occupant::Human {
                id: 2,
                name: "Bob".into(),
            },
        ];
        let table = Table {
            record: TableRecord::lobby(1, 2, seats, 0),
            game: Some(game),
        };
        let cat = crate::i18n::catalogue("en");
        assert_eq!(
            finish_lines(&table, &[(Seat::ALL[0], 1)], &[], cat),
            ["Ann has finished: their target is full, with 9 of their pegs in it, and takes place 1!"]
        );
        let de = crate::i18n::catalogue("de");
        assert_eq!(
            finish_lines(&table, &[(Seat::ALL[0], 1)], &[], de),
            ["Ann ist fertig: Das Ziel ist voll, mit 9 eigenen Figuren darin, und belegt Platz 1!"]
        );
    }
}
