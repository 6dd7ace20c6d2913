//! How a tournament's news and refusals are worded (`tournament.ftl`), and its standings
//! drawn as a card (`standings.png`, [`crate::render::standings_png`]).

use crate::core::safe;
use crate::i18n::Catalogue;
use crate::render::{standings_png, CardRow, LeaderboardCard, Theme};
use crate::store::{Stage, TournamentGame, TournamentRecord};
use crate::t;
use crate::tournament::{Format, JoinError, ResultError, Standing};

use super::kept_present::date_time;
use super::reply::{Langs, Match, Reply, ReplyKind};
use super::told::{Refused, Told};

/// File name of a tournament's standings card.
pub const STANDINGS_FILE: &str = "standings.png";

/// Most players the standings list in text (a message of Discord's 2,000 characters
/// holds about 25 lines); the card draws up to [`crate::render::cards::MAX_STANDINGS`].
const STANDINGS_LINES: usize = 20;

/// Most tournaments `tournament list` shows (the latest).
const LISTED: usize = 10;

/// One game of a round to open: where it belongs and who sits, in seat order.
#[derive(Clone, Debug)]
pub struct Pairing {
    /// The game.
    pub tag: TournamentGame,
    /// The people, user id and name, in seat order.
    pub seats: Vec<(u64, String)>,
}

impl Pairing {
    /// Game `tag` of `record` with its people's names.
    #[must_use]
    pub fn of(record: &TournamentRecord, tag: TournamentGame) -> Option<Pairing> {
        let t = record.tournament.as_ref()?;
        let game = t.round(tag.round)?.games.get(tag.game as usize)?;
        let seats = game
            .seats
            .iter()
            .map(|id| (id.0, name_of(record, id.0)))
            .collect();
        Some(Pairing { tag, seats })
    }
}

/// What a tournament command or its timers did.
#[derive(Debug)]
pub enum TournamentNews {
    /// Created (public, with the Join button).
    Created {
        /// As stored.
        record: Box<TournamentRecord>,
        /// Who created it.
        by: String,
    },
    /// Someone joined (public).
    Joined {
        /// As stored after.
        record: Box<TournamentRecord>,
        /// Who.
        name: String,
    },
    /// Someone left or withdrew (public).
    Left {
        /// As stored after.
        record: Box<TournamentRecord>,
        /// Who.
        name: String,
    },
    /// The asker checked in (private).
    CheckedIn {
        /// As stored after.
        record: Box<TournamentRecord>,
    },
    /// The check-in opened (public, with the Check in button).
    CheckInOpen {
        /// As stored.
        record: Box<TournamentRecord>,
    },
    /// Too few players at the start (public).
    Cancelled {
        /// As stored.
        record: Box<TournamentRecord>,
    },
    /// A round was paired (public).
    Paired {
        /// As stored.
        record: Box<TournamentRecord>,
        /// The round.
        round: u32,
    },
    /// Games to open ([`ReplyKind::Matched`], one reply each).
    Open {
        /// As stored.
        record: Box<TournamentRecord>,
        /// The games.
        games: Vec<Pairing>,
    },
    /// A round ended: its standings, text and card (public); the final ones when `over`.
    RoundOver {
        /// As stored.
        record: Box<TournamentRecord>,
        /// The round.
        round: u32,
        /// The tournament is over.
        over: bool,
    },
    /// The standings now, asked for.
    Standings {
        /// As stored.
        record: Box<TournamentRecord>,
        /// Drawn as the final card.
        final_card: bool,
        /// For the asker only.
        private: bool,
    },
    /// A manager set a game's result (public, with the standings).
    Corrected {
        /// As stored after.
        record: Box<TournamentRecord>,
        /// The round.
        round: u32,
        /// The game, 1-based.
        game: u32,
    },
    /// The server's tournaments (private), with the asker's results.
    List {
        /// Every tournament of the server, by id.
        records: Vec<TournamentRecord>,
        /// Who asked.
        asker: u64,
    },
}

/// Why a tournament command changed nothing.
#[derive(Debug)]
pub enum TournamentRefusal {
    /// Outside a server (the console, a direct message).
    NoServer,
    /// A round robin with more than 2 players.
    RoundRobinTwo,
    /// Rounds out of range.
    Rounds,
    /// A start too far away.
    StartTooLate,
    /// No live tournament on the server.
    NoneLive,
    /// No tournament of this number.
    NoSuch(u32),
    /// The asker is in it already.
    Joined,
    /// The asker is not in it.
    NotIn(u32),
    /// Over or cancelled.
    Over(u32),
    /// Started already (no check-in, no start).
    Started(u32),
    /// Not started yet (no results).
    NotStarted(u32),
    /// The check-in opens at this time.
    CheckInLater(u64),
    /// A late join the core refused.
    Join(JoinError),
    /// Withdrawn already.
    Withdrawn,
    /// A result the core refused.
    Result(ResultError),
    /// The game has a result: nothing to open.
    GameOver,
    /// The game is played in another channel already.
    GameOpened,
    /// `abort` of a tournament's game.
    NoAbort,
}

impl Refused for TournamentRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            TournamentRefusal::NoServer => t!(cat, "tour-err-no-server"),
            TournamentRefusal::RoundRobinTwo => t!(cat, "tour-err-round-robin"),
            TournamentRefusal::Rounds => {
                t!(cat, "tour-err-rounds", "max" => crate::tournament::MAX_ROUNDS)
            }
            TournamentRefusal::StartTooLate => t!(cat, "tour-err-start"),
            TournamentRefusal::NoneLive => t!(cat, "tour-err-none"),
            TournamentRefusal::NoSuch(id) => t!(cat, "tour-err-no-such", "id" => *id),
            TournamentRefusal::Joined => t!(cat, "tour-err-joined"),
            TournamentRefusal::NotIn(id) => t!(cat, "tour-err-not-in", "id" => *id),
            TournamentRefusal::Over(id) => t!(cat, "tour-err-over", "id" => *id),
            TournamentRefusal::Started(id) => t!(cat, "tour-err-started", "id" => *id),
            TournamentRefusal::NotStarted(id) => t!(cat, "tour-err-not-started", "id" => *id),
            TournamentRefusal::CheckInLater(at) => {
                t!(cat, "tour-err-check-in-later", "time" => date_time(*at))
            }
            TournamentRefusal::Join(JoinError::RoundRobin) => t!(cat, "tour-err-late-round-robin"),
            TournamentRefusal::Join(_) => t!(cat, "tour-err-late"),
            TournamentRefusal::Withdrawn => t!(cat, "tour-err-withdrawn"),
            TournamentRefusal::Result(ResultError::NoSuchGame { .. }) => {
                t!(cat, "tour-err-no-game")
            }
            TournamentRefusal::Result(ResultError::Seats { seats, .. }) => {
                t!(cat, "tour-err-places", "seats" => *seats)
            }
            TournamentRefusal::Result(_) => t!(cat, "tour-err-place"),
            TournamentRefusal::GameOver | TournamentRefusal::GameOpened => {
                t!(cat, "tour-err-game-opened")
            }
            TournamentRefusal::NoAbort => t!(cat, "tour-err-no-abort"),
        }
    }
}

impl Told for TournamentNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        let cat = l.public;
        match self {
            TournamentNews::Created { record, by } => {
                vec![
                    Reply::public(t!(cat, "tour-created", "id" => record.id, "by" => safe(by),
                    "what" => what(record, cat), "start" => date_time(record.starts)))
                    .as_kind(ReplyKind::Tournament {
                        id: record.id,
                        check_in: false,
                        lang: cat.lang(),
                    }),
                ]
            }
            TournamentNews::Joined { record, name } => vec![Reply::public(
                t!(cat, "tour-joined", "id" => record.id, "name" => safe(name),
                    "count" => in_it(record)),
            )],
            TournamentNews::Left { record, name } => vec![Reply::public(
                t!(cat, "tour-left", "id" => record.id, "name" => safe(name),
                    "count" => in_it(record)),
            )],
            TournamentNews::CheckedIn { record } => vec![Reply::private(
                t!(l.private, "tour-checked-in", "id" => record.id,
                    "start" => date_time(record.starts)),
            )],
            TournamentNews::CheckInOpen { record } => {
                vec![
                    Reply::public(t!(cat, "tour-check-in-open", "id" => record.id,
                    "start" => date_time(record.starts)))
                    .as_kind(ReplyKind::Tournament {
                        id: record.id,
                        check_in: true,
                        lang: cat.lang(),
                    }),
                ]
            }
            TournamentNews::Cancelled { record } => {
                vec![Reply::public(t!(cat, "tour-cancelled", "id" => record.id,
                    "least" => least(record)))]
            }
            TournamentNews::Paired { record, round } => vec![paired(record, *round, cat)],
            TournamentNews::Open { record, games } => {
                games.iter().map(|g| open_reply(record, g, cat)).collect()
            }
            TournamentNews::RoundOver {
                record,
                round,
                over,
            } => vec![standings_reply(record, Some(*round), *over, cat)],
            TournamentNews::Standings {
                record,
                final_card,
                private,
            } => {
                let words = if *private { l.private } else { cat };
                let reply = standings_reply(record, None, *final_card, words);
                vec![Reply {
                    private: *private,
                    ..reply
                }]
            }
            TournamentNews::Corrected {
                record,
                round,
                game,
            } => {
                let head = t!(cat, "tour-corrected", "id" => record.id, "round" => *round,
                    "game" => *game);
                let reply = standings_reply(record, None, record.stage == Stage::Over, cat);
                vec![Reply {
                    text: format!("{head}\n{}", reply.text),
                    ..reply
                }]
            }
            TournamentNews::List { records, asker } => {
                vec![Reply::private(list(records, *asker, l.private))]
            }
        }
    }
}

/// The format in words: `Swiss, 3 rounds, 2-player games, rated, 24h a turn`.
fn what(record: &TournamentRecord, cat: &Catalogue) -> String {
    let format = match record.pairing {
        Format::Swiss { rounds } | Format::SwissTables { rounds, .. } => {
            t!(cat, "tour-swiss", "rounds" => rounds)
        }
        Format::RoundRobin => t!(cat, "tour-round-robin"),
    };
    t!(cat, "tour-what", "format" => format, "players" => usize::from(record.seats),
        "rated" => if record.rated { "rated" } else { "casual" },
        "clock" => humantime::format_duration(std::time::Duration::from_secs(
            record.rules.turn_timeout)).to_string())
}

/// The number that picks a count of `points`' plural form: the points when whole, else
/// one that reads as many (`1.5 points`).
fn plural(points: crate::tournament::Points) -> usize {
    let x = points.as_f64();
    if x.fract() == 0.0 && x >= 0.0 {
        x as usize
    } else {
        5
    }
}

/// How many are in it now: signed up, or playing (not withdrawn).
fn in_it(record: &TournamentRecord) -> usize {
    match &record.tournament {
        Some(t) => t
            .players()
            .iter()
            .filter(|p| p.withdrawn_after.is_none())
            .count(),
        None => record.entrants.len(),
    }
}

/// The fewest players it needs.
fn least(record: &TournamentRecord) -> usize {
    match record.pairing {
        Format::SwissTables { .. } => 3,
        _ => 2,
    }
}

/// A player's name in `record`.
fn name_of(record: &TournamentRecord, user: u64) -> String {
    record
        .entrants
        .iter()
        .find(|e| e.user == user)
        .map_or_else(|| "?".to_string(), |e| e.name.clone())
}

/// A round's pairings: one line a game, then the byes.
fn paired(record: &TournamentRecord, round: u32, cat: &Catalogue) -> Reply {
    let mut lines = vec![t!(cat, "tour-round", "id" => record.id, "round" => round,
        "rounds" => record.tournament.as_ref().map_or(0, crate::tournament::Tournament::rounds))];
    if let Some(r) = record.tournament.as_ref().and_then(|t| t.round(round)) {
        for (i, game) in r.games.iter().enumerate() {
            let names: Vec<String> = game
                .seats
                .iter()
                .map(|id| safe(&name_of(record, id.0)))
                .collect();
            lines.push(t!(cat, "tour-game-line", "game" => i + 1, "names" => names.join(" – ")));
        }
        for bye in &r.byes {
            lines.push(t!(cat, "tour-bye-line", "name" => safe(&name_of(record, bye.0))));
        }
    }
    Reply::public(lines.join("\n"))
}

/// The reply that opens one game ([`ReplyKind::Matched`]), its text the ping's.
fn open_reply(record: &TournamentRecord, game: &Pairing, cat: &Catalogue) -> Reply {
    let names: Vec<String> = game.seats.iter().map(|(_, n)| safe(n)).collect();
    let text = t!(cat, "tour-game-open", "id" => record.id, "round" => game.tag.round,
        "game" => game.tag.game + 1, "names" => names.join(" – "));
    let open = Match {
        players: record.seats,
        rated: record.rated,
        server: record.server,
        fill: None,
        channel: record.channel,
        tournament: Some(game.tag),
    };
    Reply {
        group: game.seats.clone(),
        ..Reply::public(text)
    }
    .as_kind(ReplyKind::Matched(open))
}

/// The standings as text and card: after round `round` (or now), the final ones when
/// `over`.
fn standings_reply(
    record: &TournamentRecord,
    round: Option<u32>,
    over: bool,
    cat: &Catalogue,
) -> Reply {
    let standings: Vec<Standing> = record
        .tournament
        .as_ref()
        .map(crate::tournament::Tournament::standings)
        .unwrap_or_default();
    let title = match (over, round) {
        (true, _) => t!(cat, "tour-final", "id" => record.id),
        (false, Some(round)) => t!(cat, "tour-after-round", "id" => record.id, "round" => round),
        (false, None) => t!(cat, "tour-standings", "id" => record.id),
    };
    let mut lines = vec![format!("**{title}**")];
    if standings.is_empty() {
        lines.push(t!(cat, "tour-no-standings"));
    }
    for s in standings.iter().take(STANDINGS_LINES) {
        lines.push(
            t!(cat, "tour-standing-line", "rank" => s.rank, "name" => safe(&s.name),
            "points" => s.points.to_string(), "n" => plural(s.points),
            "buchholz" => s.buchholz.to_string(), "sb" => s.sonneborn_berger.to_string()),
        );
    }
    if standings.len() > STANDINGS_LINES {
        let more = standings.len() - STANDINGS_LINES;
        lines.push(t!(cat, "tour-standings-more", "count" => more));
    }
    let rows: Vec<CardRow> = standings
        .iter()
        .map(|s| CardRow {
            place: s.rank as usize,
            name: s.name.clone(),
            rating: s.points.to_string(),
            games: t!(cat, "tour-card-buchholz", "buchholz" => s.buchholz.to_string()),
            you: false,
        })
        .collect();
    let footer = t!(cat, "tour-card-footer", "players" => standings.len());
    let png = standings_png(&LeaderboardCard {
        title: &title,
        rows: &rows,
        footer: &footer,
        theme: Theme::default(),
    });
    let text = lines.join("\n");
    Reply {
        image: Some(png),
        file_name: Some(STANDINGS_FILE),
        kind: ReplyKind::File,
        description: Some(super::describe::card(&text)),
        ..Reply::public(text)
    }
}

/// `tournament list`: the latest tournaments, each with its stage, and the asker's
/// place in those they played.
fn list(records: &[TournamentRecord], asker: u64, cat: &Catalogue) -> String {
    if records.is_empty() {
        return t!(cat, "tour-list-empty");
    }
    let mut lines = vec![t!(cat, "tour-list-head", "count" => records.len())];
    for r in records.iter().rev().take(LISTED) {
        let stage = match r.stage {
            Stage::SignUp => "sign-up",
            Stage::Playing => "playing",
            Stage::Over => "over",
            Stage::Cancelled => "cancelled",
        };
        let mine = r
            .tournament
            .as_ref()
            .and_then(|t| t.standings().into_iter().find(|s| s.player.0 == asker));
        let line = t!(cat, "tour-list-line", "id" => r.id, "what" => what(r, cat),
            "stage" => stage, "start" => date_time(r.starts), "count" => in_it(r));
        lines.push(match mine {
            Some(s) => format!(
                "{line}{}",
                t!(cat, "tour-list-you", "rank" => s.rank, "points" => s.points.to_string(),
                    "n" => plural(s.points))
            ),
            None => line,
        });
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::{standings_reply, STANDINGS_LINES};
    use crate::store::{Stage, TournamentRecord, TOURNAMENT_FORMAT};
    use crate::tournament::{Entrant, Format, Tournament};

    #[test]
    fn long_standings_list_the_first_in_text_and_say_how_many_more() {
        let entrants = (1..=30)
            .map(|i| Entrant::new(i, &format!("P{i}"), 0))
            .collect();
        let pairing = Format::Swiss { rounds: 3 };
        let record = TournamentRecord {
            format: TOURNAMENT_FORMAT,
            server: 1,
            id: 4,
            revision: 1,
            channel: 2,
            creator: 3,
            pairing,
            seats: 2,
            rules: crate::core::HouseRules::default(),
            rated: false,
            starts: 0,
            stage: Stage::Playing,
            entrants: Vec::new(),
            tournament: Some(Tournament::new(pairing, entrants).unwrap()),
            opened: Vec::new(),
            posted: 0,
            check_in_told: false,
        };
        let reply = standings_reply(&record, None, false, crate::i18n::catalogue("en"));
        let lines: Vec<&str> = reply.text.lines().collect();
        assert_eq!(lines.len(), 1 + STANDINGS_LINES + 1, "{}", reply.text);
        assert_eq!(lines[0], "**Tournament #4: standings**");
        assert_eq!(lines[21], "…and 10 more (the card lists the first 40).");
        assert_eq!(reply.file_name, Some("standings.png"));
    }
}
