//! A tournament's rounds (docs/playing.md "Tournaments"): its start (by a manager, or by
//! the timers at its time, after the check-in), each round's games opened in threads
//! ([`super::Input::Matched`] with the game's [`TournamentGame`]), each result taken from
//! the game when it ends ([`Tables::tournament_game_over`], and again by the timers from
//! a finished game's record should that write have failed), and the next round paired
//! when the last game of one ends. The timers run [`super::Input::TournamentDue`] in the
//! tournament's channel for each live tournament ([`Tables::run_tournaments`]).

use crate::store::{Opened, Phase, Stage, TableRecord, TournamentGame, TournamentRecord, CHECK_IN};
use crate::tournament::{Entrant, GameResult, SeatResult, Tournament};

use super::door::Door;
use super::outcome::{Outcome, Refusal};
use super::reply::Reply;
use super::tournament_words::{Pairing, TournamentNews, TournamentRefusal};
use super::{Input, Tables};

/// How long the opening of a game is claimed, in seconds: a game whose thread is not
/// open by then is opened again.
const OPEN_LEASE: u64 = 120;

/// Games that ended, with their results.
type Ended = Vec<(TournamentGame, GameResult)>;

/// What one step of a live tournament did.
#[derive(Default)]
struct Step {
    /// The round whose standings are now final, with whether the tournament is over, and
    /// the tournament as it stood then (before the next round's byes).
    ended: Option<(u32, bool, Box<TournamentRecord>)>,
    /// A round paired.
    paired: Option<u32>,
    /// Games to open now.
    open: Vec<TournamentGame>,
    /// The tournament was cancelled (too few players at its start).
    cancelled: bool,
    /// The check-in opened.
    check_in: bool,
}

impl Tables {
    /// Starts tournament `id` now: [`begin`], and the news. Its games open at the timers'
    /// next round (the adapter opens them from there, as every later round's).
    pub(super) fn start_tournament(
        &self,
        door: &Door<'_>,
        server: u64,
        id: u32,
    ) -> Result<Vec<Outcome>, Refusal> {
        let mut step = Step::default();
        let record = self.change_tournament(door, server, id, |record| {
            step = Step::default();
            if record.stage != Stage::SignUp {
                return Err(Refusal::feature(TournamentRefusal::Started(record.id)));
            }
            begin(record, &mut step);
            Ok(())
        })?;
        Ok(Tables::step_news(&record, &step))
    }

    /// [`Input::TournamentDue`]: whatever is due in tournament `id` of `server` now: the
    /// check-in's opening, the start, results of games that ended, the standings of a
    /// round that ended and the next round's pairing, and the games to open.
    pub(super) fn tournament_due(
        &self,
        door: &Door<'_>,
        server: u64,
        id: u32,
    ) -> Result<Vec<Outcome>, Refusal> {
        let now = (self.clock)();
        let Some(stored) = self.store.tournament(server, id)? else {
            return Ok(Vec::new());
        };
        let (ended, lost) = self.ended_games(&stored, now);
        let mut step = Step::default();
        let record = self.change_tournament(door, server, id, |record| {
            step = Step::default();
            // A game whose channel holds no game of it (its opening failed half way, or
            // it was replaced before its result came) is opened again.
            record
                .opened
                .retain(|o| !lost.contains(&(o.round, o.game, o.channel)));
            advance(record, now, &ended, &mut step);
            Ok(())
        })?;
        Ok(Tables::step_news(&record, &step))
    }

    /// The news of `step`: public posts in the tournament's channel, and the games to
    /// open ([`super::ReplyKind::Matched`]).
    fn step_news(record: &TournamentRecord, step: &Step) -> Vec<Outcome> {
        let mut news = Vec::new();
        let boxed = || Box::new(record.clone());
        if step.check_in {
            news.push(TournamentNews::CheckInOpen { record: boxed() });
        }
        if step.cancelled {
            news.push(TournamentNews::Cancelled { record: boxed() });
        }
        if let Some((round, over, then)) = &step.ended {
            news.push(TournamentNews::RoundOver {
                record: then.clone(),
                round: *round,
                over: *over,
            });
        }
        if let Some(round) = step.paired {
            news.push(TournamentNews::Paired {
                record: boxed(),
                round,
            });
        }
        if !step.open.is_empty() {
            let games = step
                .open
                .iter()
                .filter_map(|g| Pairing::of(record, *g))
                .collect();
            news.push(TournamentNews::Open {
                record: boxed(),
                games,
            });
        }
        news.into_iter().map(Outcome::told).collect()
    }

    /// The current round's games without a result, as their channels hold them: those
    /// that ended without the tournament knowing it yet (the write at their end failed),
    /// with their results read from their records; and, once their opening's claim ran
    /// out, those whose channel holds no game of theirs (round, game, channel).
    fn ended_games(&self, record: &TournamentRecord, now: u64) -> (Ended, Vec<(u32, u32, u64)>) {
        let (mut ended, mut lost) = (Vec::new(), Vec::new());
        let Some(round) = record.tournament.as_ref().and_then(|t| t.paired().last()) else {
            return (ended, lost);
        };
        let waiting = record.opened.iter().filter(|o| {
            o.round == round.number
                && o.channel != 0
                && round
                    .games
                    .get(o.game as usize)
                    .is_some_and(|g| g.result.is_none())
        });
        for o in waiting {
            // A store that cannot be read now says nothing: the next round asks again.
            let Ok(table) = self.store.load(o.channel) else {
                continue;
            };
            let ours = table.filter(|t| {
                t.server == record.server
                    && t.tournament.is_some_and(|g| {
                        g.id == record.id && (g.round, g.game) == (o.round, o.game)
                    })
            });
            match ours {
                Some(t) if t.phase == Phase::Finished => {
                    let tag = TournamentGame {
                        id: record.id,
                        round: o.round,
                        game: o.game,
                    };
                    ended.extend(result_of(&t).map(|r| (tag, r)));
                }
                None if o.claimed <= now => lost.push((o.round, o.game, o.channel)),
                // Under way, or its opening still claimed.
                Some(_) | None => {}
            }
        }
        (ended, lost)
    }

    /// A tournament's game ended (its record, just finished): its result goes to the
    /// tournament. A failure is logged: the timers take the result from the record later.
    pub(super) fn tournament_game_over(&self, door: &Door<'_>, table: &TableRecord) {
        let Some(tag) = table.tournament else {
            return;
        };
        let Some(result) = result_of(table) else {
            return;
        };
        let recorded = self.change_tournament(door, table.server, tag.id, |record| {
            record_result(record, tag, &result);
            Ok(())
        });
        if let Err(refusal) = recorded {
            tracing::warn!(
                server = table.server,
                tournament = tag.id,
                refusal = ?refusal,
                "cannot record a tournament game's result; the timers try again"
            );
        }
    }

    /// Opening a tournament's game in the door's channel ([`Input::Matched`]): the game
    /// is marked as played here, and its house rules are the tournament's. Refused when
    /// it has a result, or is played in another channel already.
    pub(super) fn claim_tournament_game(
        &self,
        door: &Door<'_>,
        server: u64,
        tag: TournamentGame,
    ) -> Result<crate::core::HouseRules, Refusal> {
        let channel = door.channel();
        let now = (self.clock)();
        let record = self.change_tournament(door, server, tag.id, |record| {
            let open = record
                .tournament
                .as_ref()
                .and_then(|t| t.round(tag.round))
                .and_then(|r| r.games.get(tag.game as usize))
                .is_some_and(|g| g.result.is_none());
            if !open {
                return Err(Refusal::feature(TournamentRefusal::GameOver));
            }
            let at = opened_at(record, tag);
            match at.map(|o| o.channel) {
                Some(0) | None => {}
                Some(c) if c == channel => {}
                Some(_) => return Err(Refusal::feature(TournamentRefusal::GameOpened)),
            }
            record
                .opened
                .retain(|o| (o.round, o.game) != (tag.round, tag.game));
            record.opened.push(Opened {
                round: tag.round,
                game: tag.game,
                channel,
                claimed: now + OPEN_LEASE,
            });
            Ok(())
        })?;
        Ok(record.rules)
    }

    /// The timers' round of the tournaments: [`Input::TournamentDue`] in the channel of
    /// each live one, and its posts there.
    pub fn run_tournaments(&self) -> Vec<(u64, Vec<Reply>)> {
        let live = match self.store.live_tournaments() {
            Ok(live) => live,
            Err(e) => {
                tracing::debug!(
                    error = &e as &dyn std::error::Error,
                    "cannot read the live tournaments"
                );
                return Vec::new();
            }
        };
        live.into_iter()
            .filter_map(|t| {
                let input = Input::TournamentDue {
                    server: t.server,
                    id: t.id,
                };
                let answer = self.execute(t.channel, None, &input);
                if let Some(refusal) = &answer.refusal {
                    tracing::warn!(server = t.server, tournament = t.id, refusal = ?refusal,
                        "a tournament's timer failed");
                    return None;
                }
                let replies = self.word(t.channel, None, None, &input, &answer);
                (!replies.is_empty()).then_some((t.channel, replies))
            })
            .collect()
    }
}

/// Where game `tag` is opened, if anywhere.
fn opened_at(record: &TournamentRecord, tag: TournamentGame) -> Option<&Opened> {
    record
        .opened
        .iter()
        .find(|o| (o.round, o.game) == (tag.round, tag.game))
}

/// The tournament starts at `now`: the people signed up play, but, once the check-in was
/// announced, those who did not check in. Too few: it is cancelled. Else round 1 is
/// paired. (A manager who starts it before the check-in opened starts it with everyone.)
fn begin(record: &mut TournamentRecord, step: &mut Step) {
    let checking = record.check_in_told;
    let entrants: Vec<Entrant> = record
        .entrants
        .iter()
        .filter(|e| !checking || e.checked_in)
        .map(|e| Entrant::new(e.user, &e.name, e.rating))
        .collect();
    let paired = Tournament::new(record.pairing, entrants)
        .ok()
        .and_then(|t| t.pair_next_round().ok());
    if let Some(t) = paired {
        record.tournament = Some(t);
        record.stage = Stage::Playing;
        step.paired = Some(1);
    } else {
        record.stage = Stage::Cancelled;
        step.cancelled = true;
    }
}

/// One timers' step of a live tournament at `now`, with the results of `ended` games.
fn advance(
    record: &mut TournamentRecord,
    now: u64,
    ended: &[(TournamentGame, GameResult)],
    step: &mut Step,
) {
    match record.stage {
        Stage::SignUp if now >= record.starts => {
            begin(record, step);
            step.open = games_to_open(record, now);
        }
        Stage::SignUp if now + CHECK_IN >= record.starts && !record.check_in_told => {
            record.check_in_told = true;
            step.check_in = true;
        }
        Stage::Playing => {
            for (tag, result) in ended {
                record_result(record, *tag, result);
            }
            next_round(record, step);
            step.open = games_to_open(record, now);
        }
        _ => {}
    }
}

/// When the last round has every result and its standings are not posted yet: they
/// are, and the next round is paired (or the tournament is over).
fn next_round(record: &mut TournamentRecord, step: &mut Step) {
    let Some(t) = record.tournament.as_ref() else {
        return;
    };
    let Some(last) = t.paired().last() else {
        return;
    };
    if last.open_games() > 0 || record.posted >= last.number {
        return;
    }
    let number = last.number;
    let next = t.pair_next_round();
    record.posted = number;
    if next.is_err() {
        record.stage = Stage::Over;
    }
    step.ended = Some((number, next.is_err(), Box::new(record.clone())));
    if let Ok(next) = next {
        record.tournament = Some(next);
        step.paired = Some(number + 1);
    }
}

/// The current round's games without a result that are not opened, or whose opening
/// claim ran out: claimed now, to be opened.
fn games_to_open(record: &mut TournamentRecord, now: u64) -> Vec<TournamentGame> {
    let Some(round) = record.tournament.as_ref().and_then(|t| t.paired().last()) else {
        return Vec::new();
    };
    let number = round.number;
    let waiting: Vec<u32> = (0..round.games.len() as u32)
        .filter(|&g| round.games[g as usize].result.is_none())
        .collect();
    let mut open = Vec::new();
    for game in waiting {
        let tag = TournamentGame {
            id: record.id,
            round: number,
            game,
        };
        let free = opened_at(record, tag).is_none_or(|o| o.channel == 0 && o.claimed <= now);
        if free {
            record
                .opened
                .retain(|o| (o.round, o.game) != (number, game));
            record.opened.push(Opened {
                round: number,
                game,
                channel: 0,
                claimed: now + OPEN_LEASE,
            });
            open.push(tag);
        }
    }
    open
}

/// `result` recorded for game `tag` unless it has one (an operator's stands).
fn record_result(record: &mut TournamentRecord, tag: TournamentGame, result: &GameResult) {
    let Some(t) = record.tournament.as_ref() else {
        return;
    };
    if let Ok(next) = t.record(tag.round, tag.game as usize, result.clone()) {
        record.tournament = Some(next);
    }
}

/// A finished game's result, seat by seat: its place, or absent for a seat whose clock
/// ran out before it made a move (a forfeit). `None` while it is not over.
#[must_use]
pub fn result_of(table: &TableRecord) -> Option<GameResult> {
    let game = super::state::game_of(table).ok()?;
    let outcome = game.outcome()?;
    let mut places = vec![SeatResult::Absent; table.seats.len()];
    for standing in &outcome.standings {
        let seat = standing.seat;
        let absent = table.timed_out.contains(&seat) && game.moves_made(seat) == 0;
        if let Some(p) = places.get_mut(seat.index()) {
            *p = if absent {
                SeatResult::Absent
            } else {
                SeatResult::Place(u8::try_from(standing.place).unwrap_or(u8::MAX))
            };
        }
    }
    Some(GameResult(places))
}
