//! The table's pictures: the board after a turn or on request, the `moves` view, and the
//! replay. What to draw comes from the table (names, levels, header, theme); how to draw
//! it is `render`'s. Always called on a blocking thread (the table is synchronous).

use crate::core::{HouseRules, RecordError, Seat, Variant};
use crate::i18n::Catalogue;
use crate::render::{render_png, render_replay_gif, BoardView, MAX_GIF_BYTES};
use crate::t;

use super::outcome::{Hint, Reach};
use super::reply::{Langs, Reply, ReplyKind};
use super::state::Table;
use super::words::{header, header_summary, level_name};

/// The board PNG with the table's names, levels, header and theme (an empty image in
/// the lobby, which has no board).
#[must_use]
pub fn board(table: &Table, cat: &Catalogue) -> Vec<u8> {
    metrics::counter!("checkers_images_drawn_total", "kind" => "board").increment(1);
    let Some(game) = &table.game else {
        return Vec::new();
    };
    let names = table.seat_names(cat);
    let header = header(table, game, cat);
    let rules = header_rules(table, cat);
    let levels = levels(table, cat);
    render_png(&BoardView {
        theme: table.theme(),
        levels: &levels,
        rules: &rules,
        ..BoardView::new(game, &names, &header)
    })
}

/// The lines under the board's header: rated or casual (a solitaire crossing: neither),
/// then [`rule_names`].
fn header_rules(table: &Table, cat: &Catalogue) -> Vec<String> {
    let kind = match (table.record.players, table.is_rated()) {
        (1, _) => "history-solo",
        (_, true) => "board-rated",
        (_, false) => "board-casual",
    };
    let record = &table.record;
    let mut rules = rule_names(&record.rules, record.variant, record.armies);
    rules.insert(0, t!(cat, kind));
    rules
}

/// The rules named under the board's header, each drawn whole: [`header_summary`]'s names
/// without the table's own settings `computer_time`, `takeback` and `hints` (how long the
/// computer thinks, and what help players may ask for, are no rules of the game).
fn rule_names(rules: &HouseRules, variant: Variant, armies: usize) -> Vec<String> {
    let standard = HouseRules::default();
    let game_rules = HouseRules {
        computer_time: standard.computer_time,
        takeback: standard.takeback,
        hints: standard.hints,
        ..*rules
    };
    header_summary(&game_rules, variant, armies)
        .split(", ")
        .map(str::to_owned)
        .collect()
}

/// The `moves <hole>` board: the reachable holes highlighted, the hole ringed, the chains
/// asked for drawn, and no arrows of moves made (they would read as some of them).
#[must_use]
pub fn reach(reach: &Reach, cat: &Catalogue) -> Vec<u8> {
    metrics::counter!("checkers_images_drawn_total", "kind" => "moves").increment(1);
    let table = &reach.table;
    let Some(game) = &table.game else {
        return Vec::new();
    };
    let names = table.seat_names(cat);
    let levels = levels(table, cat);
    let header = t!(cat, "moves-header", "hole" => reach.from.to_string(),
        "count" => reach.holes.len());
    render_png(&BoardView {
        theme: table.theme(),
        levels: &levels,
        last_path: None,
        earlier: &[],
        highlight: reach.holes,
        selected: Some(reach.from),
        chains: &reach.chains,
        ..BoardView::new(game, &names, &header)
    })
}

/// The `hint` board: the chain the computer would play drawn as a move (its start
/// ringed, its landing holes highlighted), and no arrows of moves made.
#[must_use]
pub fn hint(hint: &Hint, cat: &Catalogue) -> Vec<u8> {
    metrics::counter!("checkers_images_drawn_total", "kind" => "hint").increment(1);
    let table = &hint.table;
    let Some(game) = &table.game else {
        return Vec::new();
    };
    let names = table.seat_names(cat);
    let levels = levels(table, cat);
    let header = t!(cat, "hint-header", "move" => crate::core::format_path(&hint.path));
    render_png(&BoardView {
        theme: table.theme(),
        levels: &levels,
        last_path: Some(&hint.path),
        earlier: &[],
        highlight: hint.path.iter().skip(1).copied().collect(),
        selected: hint.path.first().copied(),
        ..BoardView::new(game, &names, &header)
    })
}

/// Why a replay was not made.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The stored turns do not read.
    #[error("the game record cannot be read")]
    Record(#[from] RecordError),
    /// Over Discord's default upload limit ([`MAX_GIF_BYTES`]).
    #[error("the replay is {0} bytes, over the upload limit")]
    TooLarge(usize),
}

/// The whole game as an animated GIF, one frame per move, within [`MAX_GIF_BYTES`].
///
/// # Errors
/// [`ReplayError`].
pub fn replay(table: &Table, cat: &Catalogue) -> Result<Vec<u8>, ReplayError> {
    metrics::counter!("checkers_images_drawn_total", "kind" => "replay").increment(1);
    let names = table.seat_names(cat);
    let gif = render_replay_gif(&table.game_record()?, &names, table.theme())?;
    if gif.len() > MAX_GIF_BYTES {
        return Err(ReplayError::TooLarge(gif.len()));
    }
    Ok(gif)
}

/// Each seat's computer level in `cat`'s words (empty for a person).
fn levels(table: &Table, cat: &Catalogue) -> Vec<String> {
    Seat::first_n(table.record.players)
        .map(|s| {
            table
                .seat_level(s)
                .map(|level| level_name(level, cat))
                .unwrap_or_default()
        })
        .collect()
}

/// The whole game as an animated GIF, public; when it cannot be made, a private refusal.
pub(super) fn replay_reply(table: &Table, l: &Langs) -> Reply {
    match replay(table, l.public) {
        Ok(gif) => Reply {
            image: Some(gif),
            description: super::describe::replay(table, l.public),
            ..Reply::public(t!(l.public, "replay-caption",
                "moves" => table.game.as_ref().map_or(0, |g| g.total_moves())))
        }
        .as_kind(ReplyKind::Replay),
        Err(e) => {
            tracing::error!(error = &e as &dyn std::error::Error, "replay failed");
            Reply::private(t!(l.private, "err-replay")).as_kind(ReplyKind::Refusal)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crossing_given_up_is_abandoned_solitaire_and_played_by_nobody() {
        let tables =
            crate::table::Tables::with_seed(crate::store::SledStore::temporary().unwrap(), 0);
        let carol = crate::table::User::new(3, "Carol");
        tables.handle(
            1,
            &carol,
            crate::table::Command::Solo(crate::table::SoloView::default()),
        );
        tables.handle(1, &carol, crate::table::Command::Resign { confirmed: true });
        let table = tables.peek(1).unwrap();
        let cat = crate::i18n::catalogue("en");
        let game = table.game.as_ref().unwrap();
        assert_eq!(
            header(&table, game, cat),
            "Crossing abandoned · Carol did not get home"
        );
        assert_eq!(header_rules(&table, cat)[0], "solitaire");
        assert_eq!(levels(&table, cat), [""]);
    }

    #[test]
    fn the_rules_under_the_header_leave_out_computer_time_and_keep_names_whole() {
        let standard = HouseRules::default();
        assert_eq!(rule_names(&standard, Variant::Standard, 1), ["standard"]);
        let mut slow = standard;
        slow.set("computer_time", "5s").unwrap();
        assert_eq!(rule_names(&slow, Variant::Standard, 1), ["standard"]);
        slow.set("long_jumps", "on").unwrap();
        slow.set("first_player", "creator").unwrap();
        let names = rule_names(&slow, Variant::Standard, 1);
        assert!(names
            .iter()
            .all(|n| !n.contains("computer_time") && !n.contains(", ")));
        assert!(names.contains(&"long_jumps=on".to_owned()), "{names:?}");
        assert_eq!(
            rule_names(&slow, Variant::Capture, 1),
            ["capture", "long_jumps=on"]
        );
    }

    /// `new 2 armies=3` is no standard game: the header names the armies, then the
    /// rules that differ from standard (there were none: not "standard").
    #[test]
    fn a_game_of_several_armies_names_them_under_the_header_not_standard() {
        let standard = HouseRules::default();
        assert_eq!(rule_names(&standard, Variant::Standard, 3), ["armies=3"]);
        let mut creator = standard;
        creator.set("first_player", "creator").unwrap();
        assert_eq!(
            rule_names(&creator, Variant::Standard, 2),
            ["armies=2", "first_player=creator"]
        );
        let masters = crate::core::Preset::Masters.rules();
        assert_eq!(
            rule_names(&masters, Variant::Standard, 3),
            ["armies=3", "masters"]
        );
        let tables =
            crate::table::Tables::with_seed(crate::store::SledStore::temporary().unwrap(), 0);
        let ann = crate::table::User::new(1, "Ann");
        let opened = tables.handle(
            1,
            &ann,
            crate::table::Command::parse("new 2 armies=3")
                .unwrap()
                .unwrap(),
        );
        assert!(
            opened[0]
                .text
                .contains("\nHouse rules of this game: armies=3.\n"),
            "{}",
            opened[0].text
        );
        tables.handle(
            1,
            &ann,
            crate::table::Command::AddComputer(crate::ai::Level::Easy),
        );
        let table = tables.peek(1).unwrap();
        let cat = crate::i18n::catalogue("en");
        assert_eq!(header_rules(&table, cat), ["casual", "armies=3"]);
        let rules = tables.handle(1, &ann, crate::table::Command::Rules);
        assert!(
            rules[0]
                .text
                .starts_with("House rules of this game: armies=3.\n"),
            "{}",
            rules[0].text
        );
    }
}
