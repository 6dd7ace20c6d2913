//! The shared outcomes and refusals in words (a feature's own word themselves, through
//! [`super::told`]): localized, mention-safe [`Reply`]s. Public posts follow the channel's language, replies
//! for the sender only follow the sender's. The text never holds platform markup: the
//! player to ping is named in plain text and marked by [`Mention`], and each adapter
//! writes it its own way (Discord a mention, the console the name).

use crate::core::{quote_input, Game, HouseRules, Seat, Turn, Variant};
use crate::i18n::Catalogue;
use crate::store::{Occupant, StoreError};
use crate::t;

use super::outcome::Refusal;
use super::outcome::{Answer, Cause, Ending, Name, Outcome, Progress, Reach};
use super::reply::ReplyKind;
use super::state::Table;
use super::words::abandoned;
pub(super) use super::words::{colour_of, place_mention, reach_text, seat_lines, MENTION_MARK};
pub use super::words::{game_summary, header, rules_summary, Langs};
use super::{describe, images, solo, teams, why, Reply};

/// Table settings `new` and `defaults` take beside the house rules (named when a key is
/// unknown): `theme`, per table and as a channel default. `defaults` also takes
/// `language` (channel only).
pub const TABLE_KEYS: &str = "theme";

/// Most lines of turns in one reply (Discord's limits when the computer played many).
const MAX_TURN_LINES: usize = 12;

/// The replies to an answer, in order: each outcome's, then the refusal's.
#[must_use]
pub fn answer(answer: &Answer, l: &Langs) -> Vec<Reply> {
    let mut replies: Vec<Reply> = answer.outcomes.iter().flat_map(|o| outcome(o, l)).collect();
    replies.extend(answer.refusal.as_ref().map(|r| refusal(r, l)));
    replies
}

/// The replies to one outcome.
#[must_use]
pub fn outcome(o: &Outcome, l: &Langs) -> Vec<Reply> {
    let (public, private) = (l.public, l.private);
    match o {
        Outcome::Told(news) => news.replies(l),
        Outcome::Confirm(question) => {
            let id = match question.ending {
                Ending::Resign => "resign-ask",
                Ending::Abort => "abort-ask",
                Ending::Hint => "hint-ask",
            };
            vec![Reply::private(t!(private, id)).as_kind(ReplyKind::Confirm(*question))]
        }
        Outcome::Aborted { by } => vec![Reply::public(t!(public, "aborted", "name" => safe(by)))],
        // Nothing to say: the adapter acts on them (a seat renamed, a web link made).
        Outcome::Reseated { .. } | Outcome::WebLink(_) => Vec::new(),
        Outcome::Played(progress) => played(progress, l),
        Outcome::Reminder { name, user, left } => vec![reminder(name, *user, *left, public)],
        Outcome::Board(table) => vec![board(table, l)],
        Outcome::Reach(reach) => vec![reach_reply(reach, private)],
        Outcome::Replay(table) => vec![images::replay_reply(table, l)],
        Outcome::Status { table, asker } => {
            vec![Reply::private(status_for(table, *asker, private))]
        }
        Outcome::Rules {
            rules,
            theme,
            game,
            variant,
            armies,
            rated,
        } => vec![Reply::private(rules_text(
            rules,
            (*variant, *armies),
            *theme,
            *rated,
            *game,
            private,
        ))],
    }
}

/// A refusal in the reader's words (private, but for a damaged table, which the channel
/// is told about). A storage failure is logged with its causes.
#[must_use]
pub fn refusal(r: &Refusal, l: &Langs) -> Reply {
    let cat = l.private;
    let text = match r {
        Refusal::NoGame => t!(cat, "err-no-game"),
        Refusal::NotYourQuestion => t!(cat, "forget-me-not-yours"),
        Refusal::NotPlaying => t!(cat, "err-not-playing"),
        Refusal::NotStarted => t!(cat, "err-not-started"),
        Refusal::NotInLobby => t!(cat, "err-not-in-lobby"),
        Refusal::GameExists => t!(cat, "err-game-exists"),
        Refusal::LobbyOpen => t!(cat, "err-lobby-open"),
        Refusal::CreatorOnly(name) => t!(cat, "err-creator-only", "name" => safe(name)),
        Refusal::QuestionGone => t!(cat, "err-question-gone"),
        Refusal::ManagerOnly => t!(cat, "err-manager-only"),
        Refusal::AlreadySeated => t!(cat, "err-already-seated"),
        Refusal::NotSeated => t!(cat, "err-not-seated"),
        Refusal::Spectator => t!(cat, "err-spectator"),
        Refusal::NotYourTurn(name) => {
            t!(cat, "err-not-your-turn", "name" => safe(&name_text(name, cat)))
        }
        Refusal::AlreadyResigned => t!(cat, "err-resigned"),
        Refusal::Resign(e) => why::move_error(e, cat),
        Refusal::BadMoveText(input, e) => t!(cat, "err-bad-move-text",
            "input" => safe(&quote_input(input)), "reason" => safe(&why::parse_error(e, cat))),
        Refusal::Illegal(input, e) => t!(cat, "err-illegal",
            "input" => safe(&quote_input(input)), "reason" => safe(&why::move_error(e, cat))),
        Refusal::Players => t!(cat, "err-players"),
        Refusal::Armies => t!(cat, "err-armies"),
        Refusal::CapturePlayers => t!(cat, "err-capture-players"),
        Refusal::CaptureArmies => t!(cat, "err-capture-armies"),
        Refusal::CaptureRule(key) => t!(cat, "err-capture-rule", "key" => *key),
        Refusal::Teams => t!(cat, "err-teams"),
        Refusal::BadVariant(value) => {
            t!(cat, "err-bad-variant", "value" => safe(&quote_input(value)))
        }
        Refusal::RuleKey(key) => t!(cat, "err-rule-key", "key" => key.clone(),
            "keys" => format!("preset, {}, {TABLE_KEYS}", HouseRules::KEYS.join(", "))),
        Refusal::RuleValue(key, valid) => {
            t!(cat, "err-rule-value", "key" => key.clone(), "valid" => valid.clone())
        }
        Refusal::Replay => t!(cat, "err-replay"),
        Refusal::NothingToReplay => t!(cat, "err-nothing-to-replay"),
        Refusal::BoardChanged => t!(cat, "err-board-changed"),
        Refusal::OldLink => t!(cat, "web-link-old-game"),
        Refusal::NoSuchMove => t!(cat, "web-no-such-move"),
        Refusal::Busy => t!(cat, "err-busy"),
        Refusal::NobodyToSeek => t!(cat, "err-nobody-to-seek"),
        Refusal::Storage(e) => {
            crate::store::log_failure(e);
            if matches!(e, StoreError::Unavailable(_)) {
                t!(cat, "err-unavailable")
            } else {
                t!(cat, "err-storage")
            }
        }
        Refusal::Feature(why) => why.words(cat),
        Refusal::Corrupt => {
            return Reply::public(t!(l.public, "err-corrupt")).as_kind(ReplyKind::Refusal)
        }
    };
    Reply::private(text).as_kind(ReplyKind::Refusal)
}

fn name_text(name: &Name, cat: &Catalogue) -> String {
    match name {
        Name::Person(name) => name.clone(),
        Name::Computer(seat) => t!(cat, "computer-name", "seat" => seat.number()),
    }
}

/// One line per turn of `p`. The turns of a seat whose player resigned (or left, or ran
/// out of time) are the computer's, and say so: "Computer (for Ann) played …"
/// (docs/rules.md §4 `abandon`).
fn turn_lines(p: &Progress, cat: &Catalogue) -> Vec<String> {
    let table = &p.table;
    let name = |seat: Seat| safe(&table.seat_name(seat, cat));
    let over = p.result().is_some();
    let game = table.game.as_ref();
    // The seats that had resigned before these turns; the turns add the rest in order.
    let mut resigned: Vec<Seat> = table.game.as_ref().map_or_else(Vec::new, |game| {
        game.seats()
            .filter(|&s| game.has_resigned(s))
            .filter(|&s| !p.turns.contains(&Turn::Resign { seat: s }))
            .collect()
    });
    let player = |seat: Seat, resigned: &[Seat]| {
        if resigned.contains(&seat) {
            t!(cat, "computer-for", "name" => name(seat))
        } else {
            name(seat)
        }
    };
    p.turns
        .iter()
        .map(|turn| match turn {
            Turn::Move { seat, .. } => {
                t!(cat, "move-played", "name" => player(*seat, &resigned), "move" => turn.text())
            }
            Turn::Pass { seat } => t!(cat, "pass-played", "name" => player(*seat, &resigned)),
            Turn::Resign { seat } => {
                resigned.push(*seat);
                // When the resignation ends the game nobody plays the seat on. In a team
                // game the whole team ranks after the teams still playing (docs/rules.md
                // §8): the team is named.
                let team = game.and_then(|g| g.partner(*seat).map(|_| g));
                match (team, over) {
                    (Some(g), true) => t!(cat, "team-resigned-final", "name" => name(*seat),
                        "names" => teams::table_team_names(table, g, *seat, cat)),
                    (Some(g), false) => t!(cat, "team-resigned", "name" => name(*seat),
                        "names" => teams::table_team_names(table, g, *seat, cat)),
                    (None, true) => t!(cat, "resigned-final", "name" => name(*seat)),
                    (None, false) => t!(cat, "resigned", "name" => name(*seat)),
                }
            }
        })
        .collect()
}

/// Who is thinking when a computer is to move in `game`: the computer, or the computer
/// playing for a person who resigned, left or ran out of time (docs/rules.md §4); `None`
/// when a person is to move.
pub(super) fn thinking_line(table: &Table, game: &Game, cat: &Catalogue) -> Option<String> {
    let seat = game.to_move().filter(|&s| table.seat_level(s).is_some())?;
    let number = game.total_moves() + 1;
    let name = safe(&table.seat_name(seat, cat));
    Some(match &table.record.seats[seat.index()] {
        Occupant::Human { .. } => t!(cat, "computer-thinking-for", "number" => number,
            "name" => name),
        Occupant::Computer { .. } => t!(cat, "computer-thinking", "number" => number,
            "name" => name),
    })
}

/// The post after the game moved on: why, the turns, who finished, then who is to move
/// (the one ping) or the result, with the board; after the last turn, the replay too.
pub(super) fn played(p: &Progress, l: &Langs) -> Vec<Reply> {
    let cat = l.public;
    let table = &p.table;
    let name = |seat: Seat| safe(&table.seat_name(seat, cat));
    let mut lines = match &p.cause {
        None => Vec::new(),
        Some(Cause::Started(order)) => {
            let order: Vec<String> = order
                .iter()
                .map(|&seat| format!("{} ({})", name(seat), colour_of(table, seat, cat)))
                .collect();
            let started = t!(cat, "game-started", "order" => order.join(" → "));
            let teams = table
                .game
                .as_ref()
                .and_then(|g| teams::teams_line(table, g, cat));
            std::iter::once(started).chain(teams).collect()
        }
        Some(Cause::TimedOut(seat)) => vec![t!(cat, "timed-out", "name" => name(*seat))],
        Some(Cause::TakenBack(seat, undone, made_casual)) => {
            super::assist::taken_back(&name(*seat), undone, *made_casual, cat)
        }
        Some(Cause::Solo) => vec![t!(cat, "solo-started", "name" => name(Seat::ALL[0]),
            "optimum" => solo::OPTIMUM)],
    };
    let over = p.result().is_some();
    let mut turns = turn_lines(p, cat);
    // A crossing is no race: its end is its moves (and best), not a place and a winner.
    let crossing = table.record.players == 1;
    if !crossing {
        turns.extend(teams::finish_lines(table, &p.finished, &p.home, cat));
    }
    if let Some(result) = &p.solo {
        turns.extend(solo::result_lines(result, cat));
    }
    if turns.len() > MAX_TURN_LINES {
        let skipped = turns.len() - (MAX_TURN_LINES - 1);
        let tail = turns.split_off(turns.len() - (MAX_TURN_LINES - 2));
        turns.truncate(1);
        // Said in words: how many lines are left out, and where to see them all.
        turns.push(t!(cat, "turns-skipped", "count" => skipped));
        turns.extend(tail);
    }
    lines.extend(turns);
    let Some(game) = &table.game else {
        return vec![Reply::public(lines.join("\n"))];
    };
    let mut mention = None;
    if let Some(thinking) = thinking_line(table, game, cat) {
        // A computer still to move (its turn is being thought, here later or in another
        // process): who is thinking, without a board, which follows with its move.
        lines.push(thinking);
        return vec![Reply::public(lines.join("\n"))];
    } else if let Some(seat) = game.to_move() {
        let (who, user) = match &table.record.seats[seat.index()] {
            Occupant::Human { id, name } => (safe(name), Some(*id)),
            Occupant::Computer { .. } => (name(seat), None),
        };
        // The colour of the pegs the player moves now (its partner's once home, §8).
        let colour = match game {
            Game::Race(_) => teams::moving_colour(game, seat, cat),
            Game::Capture(_) => colour_of(table, seat, cat),
        };
        let prompt = t!(cat, "turn-prompt", "number" => game.total_moves() + 1,
            "mention" => MENTION_MARK, "colour" => colour);
        lines.push(prompt);
        let (text, pinged) = place_mention(&lines.join("\n"), &who, user);
        mention = pinged;
        lines = vec![text];
    } else if let Some(outcome) = game.outcome().filter(|_| p.solo.is_none()) {
        lines.push(result_text(table, game, outcome, cat));
    }
    let mut replies = vec![Reply {
        text: lines.join("\n"),
        image: Some(images::board(table, cat)),
        file_name: None,
        board: Some(*game.board()),
        marks: Vec::new(),
        closes: None,
        mention,
        private: false,
        kind: ReplyKind::Board,
        group: Vec::new(),
        places: Vec::new(),
        description: describe::board(table, cat),
    }];
    if over {
        // The move is stored and announced: a replay that fails is only left out.
        let replay = images::replay_reply(table, l);
        if !replay.private {
            replies.push(replay);
        }
    }
    replies
}

/// The board on request: the header (or the result) and the image; in the lobby, the
/// status for the asker only.
fn board(table: &Table, l: &Langs) -> Reply {
    let Some(game) = &table.game else {
        return Reply::private(status_text(table, l.private));
    };
    // The header holds raw names (drawn on the image); as text it is made safe.
    let text = match game.outcome() {
        Some(o) => result_text(table, game, o, l.public),
        None => safe(&header(table, game, l.public)),
    };
    Reply {
        text,
        image: Some(images::board(table, l.public)),
        file_name: None,
        board: Some(*game.board()),
        marks: Vec::new(),
        closes: None,
        mention: None,
        private: false,
        kind: ReplyKind::Board,
        group: Vec::new(),
        places: Vec::new(),
        description: describe::board(table, l.public),
    }
}

/// The private answer to `moves`: where the peg can go, the chains asked for written
/// out, and the board with the holes highlighted.
fn reach_reply(reach: &Reach, cat: &Catalogue) -> Reply {
    Reply {
        text: reach_text(reach, cat),
        image: Some(images::reach(reach, cat)),
        file_name: None,
        board: reach.table.game.as_ref().map(|g| *g.board()),
        marks: reach.holes.iter().collect(),
        closes: None,
        mention: None,
        private: true,
        kind: ReplyKind::Board,
        group: Vec::new(),
        places: Vec::new(),
        description: Some(describe::reach(reach, cat)),
    }
}

/// The result: why the game ended and every seat's (or team's) place
/// ([`super::result::result_lines`]); a solitaire crossing given up says so; a game that
/// was to be rated says when too few moves kept it unrated (docs/rules.md §5 `rated`).
fn result_text(
    table: &Table,
    game: &Game,
    outcome: &crate::core::Outcome,
    cat: &Catalogue,
) -> String {
    if let Some(seat) = abandoned(table, outcome) {
        return t!(cat, "solo-abandoned", "moves" => game.total_moves(),
            "name" => safe(&table.seat_name(seat, cat)));
    }
    if table.record.players == 1 {
        // A crossing home: its moves, not a winner.
        let crossed = super::outcome::SoloResult {
            moves: game.moves_made(Seat::ALL[0]),
            best: None,
            place: None,
            of: 0,
            helped: false,
        };
        return solo::result_lines(&crossed, cat).join("\n");
    }
    let seats = super::result::ResultSeats {
        name: &|seat| safe(&table.seat_name(seat, cat)),
        timed_out: &table.record.timed_out,
        every_count: false,
    };
    let mut lines = super::result::result_lines(game, outcome, &seats, cat);
    if table.is_rated() && super::kept::too_few_moves(&table.record, game) {
        lines.push(t!(cat, "not-rated-moves", "moves" => super::kept::MIN_RATED_MOVES));
    }
    lines.join("\n")
}

/// Seats, turn and pegs home (the lobby: seats taken and who sits there).
#[must_use]
pub fn status_text(table: &Table, cat: &Catalogue) -> String {
    status_for(table, None, cat)
}

/// [`status_text`] as `asker` reads it: "your turn" when their seat is to move (any name
/// reads right, "You" too).
fn status_for(table: &Table, asker: Option<Seat>, cat: &Catalogue) -> String {
    let record = &table.record;
    let name = |seat: Seat| safe(&table.seat_name(seat, cat));
    let Some(game) = &table.game else {
        let names: Vec<String> = Seat::first_n(record.seats.len()).map(name).collect();
        let text = t!(cat, "lobby-status", "taken" => record.seats.len(),
            "seats" => record.players, "names" => names.join(", "));
        return match &record.challenge {
            Some(challenge) => format!("{text}\n{}", super::challenge::status_line(challenge, cat)),
            None => text,
        };
    };
    let seats = seat_lines(table, game, cat);
    let text = match (game.to_move(), game.outcome()) {
        (Some(seat), _) if asker == Some(seat) => t!(cat, "status-your-turn",
            "number" => game.total_moves() + 1, "seats" => seats.join("; ")),
        (Some(seat), _) => t!(cat, "status-playing", "number" => game.total_moves() + 1,
            "name" => name(seat), "seats" => seats.join("; ")),
        (None, Some(o)) => return result_text(table, game, o, cat),
        (None, None) => seats.join("; "),
    };
    match teams::teams_line(table, game, cat) {
        Some(line) => format!("{text}\n{line}"),
        None => text,
    }
}

/// The house rules shown by `rules`: the summary, every rule, the theme and `rated`
/// (the table settings a game shows); for a capture
/// game, the capture game explained first.
fn rules_text(
    rules: &HouseRules,
    (variant, armies): (Variant, usize),
    theme: crate::render::Theme,
    rated: bool,
    game: bool,
    cat: &Catalogue,
) -> String {
    let id = if game { "rules-game" } else { "rules-defaults" };
    let capture = game && variant == Variant::Capture;
    // A capture game lists only the rules that mean something there (docs/rules.md §6).
    let mut all: Vec<String> = HouseRules::KEYS
        .iter()
        .filter(|k| !capture || !crate::core::CAPTURE_UNUSED_RULES.contains(k))
        .map(|k| format!("{k}={}", rules.get(k).unwrap_or_default()))
        .collect();
    all.push(format!("theme={theme}"));
    all.push(format!("rated={}", if rated { "on" } else { "off" }));
    let summary = if game {
        game_summary(rules, variant, armies)
    } else {
        rules_summary(rules)
    };
    // The levels' ratings were measured in the race (docs/computer-players.md), so the
    // capture game does not list them.
    let levels = if capture {
        String::new()
    } else {
        format!("\n{}", levels_text(cat))
    };
    let text = format!(
        "{}{levels}\n`{}`",
        t!(cat, id, "summary" => summary),
        all.join(" · ")
    );
    if capture {
        format!("{}\n{text}", t!(cat, "help-capture"))
    } else {
        text
    }
}

/// Every computer level with its measured rating ([`crate::ai::Level::rating`]), weakest
/// first, in `cat`'s words: `beginner 1100 · novice 1400 · …`.
#[must_use]
pub fn levels_text(cat: &Catalogue) -> String {
    let levels: Vec<String> = crate::ai::Level::ALL
        .iter()
        .map(|l| {
            format!(
                "{} {:.0}",
                super::words::level_name(*l, cat),
                l.rating().elo
            )
        })
        .collect();
    t!(cat, "rules-levels", "levels" => levels.join(" · "))
}

/// The reminder that a person's turn clock runs: public, pinging them.
fn reminder(who: &str, user: u64, left: u64, cat: &Catalogue) -> Reply {
    let who = safe(who);
    // Whole minutes, or seconds under one.
    let left = if left >= 60 { left - left % 60 } else { left };
    let text = t!(cat, "turn-reminder", "mention" => MENTION_MARK,
        "left" => crate::core::format_duration(left));
    let (text, mention) = place_mention(&text, &who, Some(user));
    Reply {
        mention,
        ..Reply::public(text)
    }
}

/// User text made safe for chat markdown (hidden characters, the private-use area where
/// [`MENTION_MARK`] lives among them, mentions and formatting marks dropped).
pub use crate::core::safe;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::i18n::{catalogue, languages};

    /// `rules` lists every level, weakest first, with its measured rating, in the
    /// reader's words (each level's name as Discord's `level` choice shows it).
    #[test]
    fn the_rules_list_every_level_with_its_rating_in_every_language() {
        assert_eq!(
            levels_text(catalogue("de")),
            "Computerstufen und ihre Wertung (Elo-Punkte; ein Spieler zufälliger Züge hat 0): \
             anfänger 783 · neuling 907 · lernend 1105 · leicht 1212 · mäßig 1460 · mittel 1598 · \
             geübt 1857 · fortgeschritten 1946 · stark 2119 · schwer 2404"
        );
        for lang in languages() {
            let cat = catalogue(lang);
            let text = levels_text(cat);
            let mut at = 0;
            for level in Level::ALL {
                let shown = format!(
                    "{} {:.0}",
                    super::super::words::level_name(level, cat),
                    level.rating().elo
                );
                let found = text[at..].find(&shown).map(|i| at + i);
                assert!(found.is_some(), "{lang}: {shown} in order in {text}");
                at = found.unwrap_or(at) + shown.len();
            }
            assert!(!text.contains("choice-level"), "{lang}: {text}");
        }
    }
}
