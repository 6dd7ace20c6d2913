//! Taking a move back: the player who just moved asks; every other
//! person still playing accepts or declines within [`TAKEBACK_WINDOW`] (no answer in
//! time counts as declined); computers accept. When the computers answered right after
//! the person's move, their replies are taken back too, back to before the person's
//! move. The game's `takeback` setting (docs/rules.md §5) allows or forbids it; a game
//! whose move was taken back is casual (not rated). A move is asked about once: a
//! request declined or unanswered is kept with nobody waiting until the game moves on,
//! and a second request for that move is refused. The game moving on (a move, a
//! resignation, a turn out of time) closes an open request, and the answer says so.
//!
//! The open request is stored with the table ([`TakebackRequest`]), so it survives a
//! restart and every process sharing the database sees it. A move taken back leaves the
//! stored turns as if it had never been played: the game record, `replay` and the kept
//! game show the game without it.

use std::time::Duration;

use crate::core::{safe, Seat, Turn};
use crate::i18n::Catalogue;
use crate::store::{Occupant, Phase, TakebackRequest};
use crate::t;

use super::door::Door;
use super::outcome::{AssistRefusal, Cause, Outcome, Progress, Refusal};
use super::reply::{Langs, ReplyKind};
use super::state::{bounded_name, seat_name, Table};
use super::told::Told;
use super::{Reply, Tables, User};

/// How long the other people have to answer a request to take a move back.
pub const TAKEBACK_WINDOW: Duration = Duration::from_mins(1);

/// Words that accept a request (`takeback accept`): English, and the Accept button's
/// label in any language (`button-takeback-accept` of `assist.ftl`).
const ACCEPT: [&str; 3] = ["accept", "yes", "y"];
/// Words that decline a request (`takeback decline`), as [`ACCEPT`].
const DECLINE: [&str; 3] = ["decline", "no", "n"];

/// Whether `word` accepts (`Some(true)`) or declines (`Some(false)`) a request: the
/// English words, or the buttons' labels in any language.
#[must_use]
pub fn answer_word(word: &str) -> Option<bool> {
    let lower = word.trim().to_lowercase();
    let labelled = |id: &str| {
        crate::i18n::languages().any(|l| {
            crate::i18n::catalogue(l)
                .get(id, None)
                .is_some_and(|label| label.to_lowercase() == lower)
        })
    };
    if ACCEPT.contains(&lower.as_str()) || labelled("button-takeback-accept") {
        Some(true)
    } else if DECLINE.contains(&lower.as_str()) || labelled("button-takeback-decline") {
        Some(false)
    } else {
        None
    }
}

/// The number of turns to keep when `seat` takes back its last move: the index of its
/// last move, when every turn after it was played by the computer (a computer seat, a
/// seat the computer took over) or was a pass. `None` when another person moved since,
/// someone resigned since, or the seat has not moved.
fn keep_point(table: &Table, seat: Seat) -> Option<usize> {
    let game = table.game.as_ref()?;
    for (i, turn) in game.history().iter().enumerate().rev() {
        match turn {
            Turn::Move { seat: s, .. } if *s == seat => return Some(i),
            Turn::Move { seat: s, .. } if table.seat_level(*s).is_some() => {}
            Turn::Pass { .. } => {}
            Turn::Move { .. } | Turn::Resign { .. } => return None,
        }
    }
    None
}

/// The people who must accept `seat`'s request: every other seated person still playing
/// (not resigned, not finished), by user id.
fn answerers(table: &Table, seat: Seat) -> Vec<u64> {
    let Some(game) = &table.game else {
        return Vec::new();
    };
    Seat::first_n(table.record.players)
        .zip(&table.record.seats)
        .filter(|(s, _)| *s != seat && table.seat_level(*s).is_none() && !game.is_finished(*s))
        .filter_map(|(_, occupant)| match occupant {
            Occupant::Human { id, .. } => Some(*id),
            Occupant::Computer { .. } => None,
        })
        .collect()
}

/// The names of the people with these user ids, as stored.
fn names(table: &Table, ids: &[u64]) -> Vec<String> {
    ids.iter()
        .filter_map(|id| {
            table.record.seats.iter().find_map(|s| match s {
                Occupant::Human { id: i, name } if i == id => Some(name.clone()),
                _ => None,
            })
        })
        .collect()
}

/// The request open at `table` now: stored, for the turns as they are, still waiting
/// for someone (a request declined or expired is kept with nobody waiting, so the move
/// is asked about once), and not expired at `now`.
fn open_request(table: &Table, now: u64) -> Option<&TakebackRequest> {
    table.record.takeback.as_ref().filter(|r| {
        table.record.phase == Phase::Playing
            && r.turns == table.record.turns.len()
            && !r.waiting.is_empty()
            && now < r.asked.saturating_add(TAKEBACK_WINDOW.as_secs())
    })
}

/// Whether `seat` already asked about the last move and was answered no (declined, or
/// no answer in time): one request per move.
fn asked_before(table: &Table, seat: Seat, now: u64) -> bool {
    table.record.takeback.as_ref().is_some_and(|r| {
        r.seat == seat
            && r.turns == table.record.turns.len()
            && (r.waiting.is_empty() || now >= r.asked.saturating_add(TAKEBACK_WINDOW.as_secs()))
    })
}

/// The name of the person whose request is open at `table` now, if one is (the game
/// moving on closes it: see [`closed_news`]).
pub(super) fn open_asker(table: &Table, now: u64) -> Option<(String, u64)> {
    open_request(table, now).map(|r| (seat_name_stored(table, r.seat), r.message))
}

/// The news that `asker`'s open request was closed because the game moved on, put
/// before the first turn played in `outcomes` (not a move taken back): who moved or
/// resigned, or no one named when a turn ran out of time.
pub(super) fn closed_news((asker, message): (String, u64), outcomes: &mut Vec<Outcome>) {
    let played = outcomes.iter().position(
        |o| matches!(o, Outcome::Played(p) if !matches!(p.cause, Some(Cause::TakenBack(..)))),
    );
    let Some(at) = played else {
        return;
    };
    let Outcome::Played(progress) = &outcomes[at] else {
        return;
    };
    let named = |seat: Seat| seat_name_stored(&progress.table, seat);
    let how = match (&progress.cause, progress.turns.first()) {
        (Some(Cause::TimedOut(_)), _) | (_, None | Some(Turn::Pass { .. })) => Closing::MovedOn,
        (_, Some(Turn::Move { seat, .. })) => Closing::Moved(named(*seat)),
        (_, Some(Turn::Resign { seat })) => Closing::Resigned(named(*seat)),
    };
    outcomes.insert(
        at,
        Outcome::told(TakebackNews::Closed {
            asker,
            how,
            message,
        }),
    );
}

fn refused(why: AssistRefusal) -> Refusal {
    Refusal::feature(why)
}

/// What happened to a request to take a move back: told as [`Outcome::Told`]. Names
/// are as stored.
#[derive(Debug)]
pub enum TakebackNews {
    /// A player asked; the people named must accept within `seconds`.
    Asked {
        /// Who asked.
        by: String,
        /// The turns that would be taken back, as text (the person's move first).
        moves: Vec<String>,
        /// Who has to accept.
        waiting: Vec<String>,
        /// How long they have, in seconds.
        seconds: u64,
        /// The request's id (for buttons that answer it).
        id: u64,
    },
    /// One person accepted; the others named have yet to.
    Accepted {
        /// Who accepted.
        by: String,
        /// Who has yet to accept.
        waiting: Vec<String>,
    },
    /// A person declined: the move stands.
    Declined {
        /// Who declined.
        by: String,
        /// Who had asked.
        asker: String,
    },
    /// Nobody answered in time: the move stands.
    Expired {
        /// Who had asked.
        asker: String,
        /// The message with the request's buttons (0: not known).
        message: u64,
    },
    /// The game moved on before everyone answered (someone moved, resigned or ran out
    /// of time): the request is closed and the move stands.
    Closed {
        /// Who had asked.
        asker: String,
        /// What moved the game on.
        how: Closing,
        /// The message with the request's buttons (0: not known).
        message: u64,
    },
}

/// What closed an open takeback request: see [`TakebackNews::Closed`]. Names are as
/// stored.
#[derive(Debug)]
pub enum Closing {
    /// This person moved.
    Moved(String),
    /// This person resigned.
    Resigned(String),
    /// The game moved on otherwise (a turn ran out of time).
    MovedOn,
}

impl Told for TakebackNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![takeback(self, l.public)]
    }
}

/// News of a takeback request, for the channel.
fn takeback(news: &TakebackNews, cat: &Catalogue) -> Reply {
    let names = |names: &[String]| names.iter().map(|n| safe(n)).collect::<Vec<_>>().join(", ");
    let text = match news {
        TakebackNews::Asked {
            by,
            moves,
            waiting,
            seconds,
            ..
        } => t!(cat, "takeback-asked", "name" => safe(by), "moves" => moves.join(", "),
            "count" => moves.len(), "replies" => moves.len().saturating_sub(1), "waiting" => names(waiting), "seconds" => *seconds as usize),
        TakebackNews::Accepted { by, waiting } if waiting.is_empty() => {
            t!(cat, "takeback-accepted", "name" => safe(by))
        }
        TakebackNews::Accepted { by, waiting } => t!(cat, "takeback-accepted-waiting",
            "name" => safe(by), "waiting" => names(waiting)),
        TakebackNews::Declined { by, asker } => {
            t!(cat, "takeback-declined", "name" => safe(by), "asker" => safe(asker))
        }
        TakebackNews::Expired { asker, .. } => {
            t!(cat, "takeback-expired", "asker" => safe(asker))
        }
        TakebackNews::Closed { asker, how, .. } => match how {
            Closing::Moved(name) => t!(cat, "takeback-closed-moved",
                "asker" => safe(asker), "name" => safe(name)),
            Closing::Resigned(name) => t!(cat, "takeback-closed-resigned",
                "asker" => safe(asker), "name" => safe(name)),
            Closing::MovedOn => t!(cat, "takeback-closed", "asker" => safe(asker)),
        },
    };
    let kind = match news {
        TakebackNews::Asked { .. } => ReplyKind::Request,
        _ => ReplyKind::Text,
    };
    let closes = match news {
        TakebackNews::Expired { message, .. } | TakebackNews::Closed { message, .. } => {
            Some(*message).filter(|&m| m != 0)
        }
        _ => None,
    };
    Reply {
        closes,
        ..Reply::public(text).as_kind(kind)
    }
}

impl Tables {
    /// `takeback`: the player who just moved asks to take the move back.
    pub(super) fn ask_takeback(
        &self,
        door: &Door<'_>,
        user: &User,
        mut table: Table,
    ) -> Result<Vec<Outcome>, Refusal> {
        match table.record.phase {
            Phase::Lobby => return Err(Refusal::NotStarted),
            Phase::Finished => return Err(refused(AssistRefusal::TakebackOver)),
            Phase::Playing => {}
        }
        let seat = table.seat_of(user.id).ok_or(Refusal::NotSeated)?;
        if !table.record.rules.takeback {
            return Err(refused(AssistRefusal::TakebackOff));
        }
        let now = (self.clock)();
        if let Some(open) = open_request(&table, now) {
            if open.waiting.contains(&user.id) {
                let asker = seat_name_stored(&table, open.seat);
                return Err(refused(AssistRefusal::TakebackToAnswer(asker)));
            }
            return Err(refused(AssistRefusal::TakebackOpen));
        }
        if asked_before(&table, seat, now) {
            return Err(refused(AssistRefusal::TakebackAskedBefore));
        }
        if table.seat_level(seat).is_some() {
            return Err(Refusal::AlreadyResigned);
        }
        let keep = keep_point(&table, seat).ok_or(refused(AssistRefusal::NothingToTakeBack))?;
        let waiting = answerers(&table, seat);
        let moves: Vec<String> = table.record.turns[keep..]
            .iter()
            .filter(|t| *t != "pass")
            .cloned()
            .collect();
        let request = TakebackRequest {
            id: table.record.revision + 1,
            seat,
            turns: table.record.turns.len(),
            keep,
            asked: now,
            waiting,
            message: 0,
        };
        if request.waiting.is_empty() {
            // Only computers to ask: they accept.
            return self.take_back(door, table, &request).map(|o| vec![o]);
        }
        let news = TakebackNews::Asked {
            by: bounded_name(user),
            moves,
            waiting: names(&table, &request.waiting),
            seconds: TAKEBACK_WINDOW.as_secs(),
            id: request.id,
        };
        table.record.takeback = Some(request);
        let expected = table.record.revision;
        self.save_record(door, Some(expected), &mut table.record, None)?;
        Ok(vec![Outcome::told(news)])
    }

    /// `takeback accept` / `takeback decline` (a button names the request).
    pub(super) fn answer_takeback(
        &self,
        door: &Door<'_>,
        user: &User,
        accept: bool,
        id: Option<u64>,
        mut table: Table,
    ) -> Result<Vec<Outcome>, Refusal> {
        let now = (self.clock)();
        let Some(request) = open_request(&table, now)
            .filter(|r| id.is_none_or(|id| id == r.id))
            .cloned()
        else {
            return Err(refused(match table.record.phase {
                Phase::Finished => AssistRefusal::TakebackOver,
                _ => AssistRefusal::NoTakeback,
            }));
        };
        if table.seat_of(user.id) == Some(request.seat) {
            return Err(refused(AssistRefusal::OwnTakeback));
        }
        if !request.waiting.contains(&user.id) {
            return Err(refused(AssistRefusal::NotAsked));
        }
        let asker = seat_name_stored(&table, request.seat);
        let by = bounded_name(user);
        let expected = table.record.revision;
        if !accept {
            // Kept with nobody waiting: the same move is not asked about again.
            table.record.takeback = Some(TakebackRequest {
                waiting: Vec::new(),
                ..request
            });
            self.save_record(door, Some(expected), &mut table.record, None)?;
            return Ok(vec![Outcome::told(TakebackNews::Declined { by, asker })]);
        }
        let waiting: Vec<u64> = request
            .waiting
            .iter()
            .copied()
            .filter(|id| *id != user.id)
            .collect();
        if waiting.is_empty() {
            let accepted = Outcome::told(TakebackNews::Accepted {
                by,
                waiting: Vec::new(),
            });
            return Ok(vec![accepted, self.take_back(door, table, &request)?]);
        }
        let news = TakebackNews::Accepted {
            by,
            waiting: names(&table, &waiting),
        };
        table.record.takeback = Some(TakebackRequest { waiting, ..request });
        self.save_record(door, Some(expected), &mut table.record, None)?;
        Ok(vec![Outcome::told(news)])
    }

    /// Takes the request's turns back: the record keeps the turns before the person's
    /// move, the game is casual from now on, and the board after it is reported.
    fn take_back(
        &self,
        door: &Door<'_>,
        table: Table,
        request: &TakebackRequest,
    ) -> Result<Outcome, Refusal> {
        let mut record = table.record;
        let mut undone = record.turns.split_off(request.keep);
        undone.retain(|t| t != "pass");
        let mut table = Table::of(record).map_err(|_| Refusal::Corrupt)?;
        let made_casual = table.make_casual();
        let game = table.game.as_ref().ok_or(Refusal::NotPlaying)?;
        self.write(door, &mut table.record, game)?;
        Ok(Outcome::Played(Progress {
            cause: Some(Cause::TakenBack(request.seat, undone, made_casual)),
            turns: Vec::new(),
            finished: Vec::new(),
            home: Vec::new(),
            solo: None,
            table,
        }))
    }

    /// Ends the request `id` of `channel` when its time is up and nobody declined: the
    /// move stands, and the channel is told (the replies). Nothing when that request is
    /// no longer open (answered, or the game moved on), or its time is not up.
    pub fn expire_takeback(&self, channel: u64, guild_locale: Option<&str>, id: u64) -> Vec<Reply> {
        self.reply(
            channel,
            guild_locale,
            None,
            &super::Input::TakebackExpiry(id),
        )
    }

    /// [`super::Input::TakebackExpiry`] on the record as stored now.
    pub(super) fn takeback_expiry(&self, door: &Door<'_>, id: u64) -> super::Answer {
        let Ok(Some(table)) = self.load(door) else {
            return super::Answer::default();
        };
        match self.expire_request(door, table, Some(id)) {
            Ok(expired) => super::Answer {
                outcomes: expired.into_iter().collect(),
                refusal: None,
                game: 0,
            },
            Err(refusal) => super::Answer::refused(refusal),
        }
    }

    /// Ends `table`'s request (the one named `id`, or any) when its time is up and
    /// nobody declined, and stores that: the news, or nothing when no request is due.
    /// The turn clock's round does it too ([`super::Input::Due`]), so a request whose
    /// process stopped before its time was up still ends, and loses its buttons.
    pub(super) fn expire_request(
        &self,
        door: &Door<'_>,
        mut table: Table,
        id: Option<u64>,
    ) -> Result<Option<Outcome>, Refusal> {
        let now = (self.clock)();
        let due = table.record.takeback.as_ref().is_some_and(|r| {
            id.is_none_or(|id| r.id == id)
                && !r.waiting.is_empty()
                && now >= r.asked.saturating_add(TAKEBACK_WINDOW.as_secs())
        });
        let Some(request) = table.record.takeback.as_mut().filter(|_| due) else {
            return Ok(None);
        };
        // Kept with nobody waiting: the same move is not asked about again.
        request.waiting.clear();
        let (seat, message) = (request.seat, request.message);
        let expected = table.record.revision;
        let asker = seat_name_stored(&table, seat);
        self.save_record(door, Some(expected), &mut table.record, None)?;
        Ok(Some(Outcome::told(TakebackNews::Expired {
            asker,
            message,
        })))
    }

    /// [`super::Input::TakebackPosted`]: remembers the message that carries request
    /// `id`'s buttons. Nothing when that request is no longer the stored one.
    pub(super) fn takeback_posted(&self, door: &Door<'_>, id: u64, message: u64) -> super::Answer {
        let Ok(Some(mut table)) = self.load(door) else {
            return super::Answer::default();
        };
        let Some(request) = table.record.takeback.as_mut().filter(|r| r.id == id) else {
            return super::Answer::default();
        };
        request.message = message;
        let expected = table.record.revision;
        match self.save_record(door, Some(expected), &mut table.record, None) {
            Ok(()) => super::Answer::default(),
            Err(e) => super::Answer::refused(Refusal::from(e)),
        }
    }

    /// Remembers that `message` (a platform message id) carries the buttons of
    /// `channel`'s takeback request `id` ([`super::Input::TakebackPosted`]).
    pub fn record_takeback_message(&self, channel: u64, id: u64, message: u64) {
        let answer = self.execute(channel, None, &super::Input::TakebackPosted { id, message });
        if let Some(refusal) = answer.refusal {
            tracing::debug!(
                channel,
                ?refusal,
                "the takeback request's message is not kept"
            );
        }
    }

    /// The request to take a move back open in `channel`, as the news of its asking
    /// ([`Tables::open_takeback`]); none when none is open.
    pub(super) fn open_takeback_news(&self, channel: u64) -> Option<TakebackNews> {
        let table = self.peek(channel)?;
        let now = (self.clock)();
        let request = open_request(&table, now)?;
        let news = TakebackNews::Asked {
            by: seat_name_stored(&table, request.seat),
            moves: table.record.turns[request.keep.min(table.record.turns.len())..]
                .iter()
                .filter(|t| *t != "pass")
                .cloned()
                .collect(),
            waiting: names(&table, &request.waiting),
            seconds: (request.asked + TAKEBACK_WINDOW.as_secs()).saturating_sub(now),
            id: request.id,
        };
        Some(news)
    }

    /// The request to take a move back open in `channel`, if any: its id and the user
    /// ids still to answer (adapters put buttons on its announcement).
    #[must_use]
    pub fn takeback_request(&self, channel: u64) -> Option<(u64, Vec<u64>)> {
        let table = self.store.load(self.game_of(channel)).ok().flatten()?;
        let table = Table {
            record: table,
            game: None,
        };
        open_request(&table, (self.clock)()).map(|r| (r.id, r.waiting.clone()))
    }
}

/// The name of `seat` as stored (a computer's is worded later, but only people ask).
fn seat_name_stored(table: &Table, seat: Seat) -> String {
    seat_name(&table.record, seat, crate::i18n::catalogue("en"))
}
