//! Wording shared by the presenters ([`super::present`] and the feature files that word
//! their own outcomes: `assist.rs`, `images.rs`, `kept_present.rs`, `solo.rs`, `seek.rs`,
//! `challenge.rs`, `games.rs`, `describe.rs`): the catalogues of an answer, the board's
//! header line (also `demo`'s), the names of rules and levels, the seat lines, the words
//! of `moves`, where a mention goes. Depends on no feature (only the table's state, its
//! answers' types in `outcome.rs` and `reply.rs`, and the team names of `teams.rs`), so
//! every feature can use it and the presenter can name every feature without a circle.

use crate::core::{Game, HouseRules, Seat, Variant};
use crate::i18n::Catalogue;
use crate::t;

use super::outcome::Reach;
pub use super::reply::Langs;
use super::reply::Mention;
use super::state::Table;
use crate::core::safe;

/// The line above the board: whose move it is, or who won.
#[must_use]
pub fn header(table: &Table, game: &Game, cat: &Catalogue) -> String {
    match game.outcome() {
        Some(o) if abandoned(table, o).is_some() => {
            let seat = o.standings[0].seat;
            t!(cat, "board-header-abandoned", "name" => table.seat_name(seat, cat))
        }
        _ => header_named(game, &|seat| table.seat_name(seat, cat), cat),
    }
}

/// The line above the board with the seats named by `name`: whose move it is, or who
/// won: the winning team in a team game (docs/rules.md §8), where partners share their
/// place without a draw.
#[must_use]
pub fn header_named(game: &Game, name: &dyn Fn(Seat) -> String, cat: &Catalogue) -> String {
    let Some(outcome) = game.outcome() else {
        return match game.to_move() {
            Some(seat) => t!(cat, "board-header",
                "number" => game.total_moves() + 1, "name" => name(seat)),
            None => String::new(),
        };
    };
    let first = super::teams::team_standings(game, &outcome.standings);
    match first.as_slice() {
        [one, two, ..] if one.place == 1 && two.place == 1 => t!(cat, "board-header-draw"),
        [one, ..] => {
            let winner = match game.partner(one.seat) {
                Some(_) => t!(cat, "team-label",
                    "names" => super::teams::team_names(game, one.seat, name, cat)),
                None => name(one.seat),
            };
            t!(cat, "board-header-over", "name" => winner)
        }
        [] => String::new(),
    }
}

/// The seat of a solitaire crossing that ended without getting home (given up or out of
/// time, docs/rules.md §9): it has no place to announce.
pub(super) fn abandoned(table: &Table, outcome: &crate::core::Outcome) -> Option<Seat> {
    match outcome.standings.as_slice() {
        [only] if table.record.players == 1 && !only.finished => Some(only.seat),
        _ => None,
    }
}

/// `standard`; a preset's name with what it changes (`fast (long_jumps=on)`), since the
/// name alone does not say; or the rules that differ from `standard`.
#[must_use]
pub fn rules_summary(rules: &HouseRules) -> String {
    match rules.preset() {
        Some(crate::core::Preset::Standard) => "standard".to_string(),
        Some(p) => format!("{} ({})", p.name(), rules.differences().join(", ")),
        None => rules.differences().join(", "),
    }
}

/// [`rules_summary`] for a game of `variant` with `armies` armies a player: a capture game
/// is named `capture`, with the one house rule that changes its moves (`long_jumps`,
/// docs/rules.md §6; the race's presets mean nothing there); a race of several armies a
/// player says so first (`armies=3`), and then only the rules that differ from
/// `standard`, since it is no standard game.
#[must_use]
pub fn game_summary(rules: &HouseRules, variant: Variant, armies: usize) -> String {
    summary_with(rules, variant, armies, rules_summary)
}

/// [`game_summary`] for the board's header, where each name is drawn whole on a short
/// line: a preset that changes one rule is named by that rule (`long_jumps=on`, not
/// `fast`), one that changes more by its name alone (`masters`; `rules` lists them).
#[must_use]
pub fn header_summary(rules: &HouseRules, variant: Variant, armies: usize) -> String {
    summary_with(rules, variant, armies, |rules| match rules.preset() {
        Some(p) if p != crate::core::Preset::Standard => {
            let changed = rules.differences();
            match changed.as_slice() {
                [one] => one.clone(),
                _ => p.name().to_string(),
            }
        }
        _ => rules_summary(rules),
    })
}

fn summary_with(
    rules: &HouseRules,
    variant: Variant,
    armies: usize,
    summary: impl Fn(&HouseRules) -> String,
) -> String {
    match variant {
        Variant::Capture if rules.long_jumps => "capture, long_jumps=on".to_string(),
        Variant::Capture => "capture".to_string(),
        Variant::Standard if armies > 1 => {
            let armies = format!("armies={armies}");
            match rules.preset() {
                Some(crate::core::Preset::Standard) => armies,
                _ => format!("{armies}, {}", summary(rules)),
            }
        }
        Variant::Standard => summary(rules),
    }
}

/// A level's name in `cat`'s language, as Discord's `level` choice shows it
/// (`choice-level-easy`, …).
#[must_use]
pub fn level_name(level: crate::ai::Level, cat: &Catalogue) -> String {
    t!(cat, &format!("choice-level-{}", level.name()))
}

/// Whether a game is rated or casual, as the lobby says it.
#[must_use]
pub fn rated_text(rated: bool, cat: &Catalogue) -> String {
    t!(cat, if rated { "lobby-rated" } else { "lobby-casual" })
}

/// Where the name of the player to ping goes while the prompt is worded.
pub(super) const MENTION_MARK: &str = "\u{E000}";

/// What `moves <hole>` says (without its board): where the peg can go, and the jump
/// chains when they were asked for.
pub(super) fn reach_text(reach: &Reach, cat: &Catalogue) -> String {
    let table = &reach.table;
    let from = reach.from.to_string();
    let holes: Vec<String> = reach.holes.iter().map(|h| h.to_string()).collect();
    let mut text = match (reach.owner, table.game.as_ref()) {
        (Some(seat), Some(game)) => {
            let army = game.layout().armies(seat).first().copied();
            let owner = t!(cat, "moves-owner",
                "colour" => army.map(|p| t!(cat, &format!("colour-{}", p.name()))).unwrap_or_default(),
                "name" => safe(&table.seat_name(seat, cat)));
            if holes.is_empty() {
                t!(cat, "moves-none", "hole" => from.clone(), "owner" => owner)
            } else {
                t!(cat, "moves-reach", "hole" => from.clone(), "owner" => owner,
                    "count" => holes.len(), "holes" => holes.join(", "))
            }
        }
        _ => t!(cat, "moves-capture", "hole" => from.clone(),
            "count" => holes.len(), "holes" => holes.join(", ")),
    };
    if !reach.chains.is_empty() {
        let written: Vec<String> = reach
            .chains
            .iter()
            .map(|p| format!("`{}`", crate::core::format_path(p)))
            .collect();
        text.push('\n');
        text.push_str(&t!(cat, "moves-chains", "chains" => written.join(" ")));
    }
    text
}

/// One line per seat of `game`: name, colour, pegs home (race) or captures (capture
/// game), and whether the player resigned or ran out of time (docs/rules.md §4).
pub(super) fn seat_lines(table: &Table, game: &Game, cat: &Catalogue) -> Vec<String> {
    let record = &table.record;
    let name = |seat: Seat| safe(&table.seat_name(seat, cat));
    let note = |seat: Seat| match game.has_resigned(seat) {
        true if record.timed_out.contains(&seat) => t!(cat, "note-timed-out"),
        true => t!(cat, "note-resigned"),
        false => String::new(),
    };
    game.seats()
        .map(|s| {
            let line = match game {
                Game::Capture(g) => t!(cat, "seat-line-capture", "name" => name(s),
                    "colour" => colour_of(table, s, cat), "score" => g.score(s)),
                Game::Race(g) => t!(cat, "seat-line", "name" => name(s),
                    "colour" => colour_of(table, s, cat),
                    "home" => format!("{}/{}", g.pegs_home(s), 10 * record.armies)),
            };
            line + &note(s)
        })
        .collect()
}

/// `text` with the name `who` put at its [`MENTION_MARK`], and the mention of `user`
/// there (none without a user, or without a mark).
pub(super) fn place_mention(text: &str, who: &str, user: Option<u64>) -> (String, Option<Mention>) {
    let at = text.find(MENTION_MARK);
    let mention = user.zip(at).map(|(user, at)| Mention {
        user,
        name: at..at + who.len(),
    });
    (text.replacen(MENTION_MARK, who, 1), mention)
}

/// The colours of a seat's armies, `red/blue` for a seat of two (in the capture game:
/// the seat's colour).
pub(super) fn colour_of(table: &Table, seat: Seat, cat: &Catalogue) -> String {
    let Some(game) = &table.game else {
        return String::new();
    };
    super::teams::colours(game.layout().armies(seat), cat)
}

/// The line `help` and a new lobby add on a server where people search: how many, for which games.
pub(super) fn searching_line(
    searching: &[(u8, bool, usize)],
    cat: &crate::i18n::Catalogue,
) -> String {
    let pools: Vec<String> = searching
        .iter()
        .map(|(players, rated, count)| {
            t!(cat, "help-searching-pool", "count" => *count, "players" => usize::from(*players),
                "rated" => if *rated { "rated" } else { "casual" })
        })
        .collect();
    t!(cat, "help-searching", "pools" => pools.join(" · "))
}
