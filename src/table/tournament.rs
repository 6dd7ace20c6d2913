//! Tournaments on a server (docs/playing.md "Tournaments"): a channel manager creates
//! one (`tournament create`: Swiss or round robin for 2 players, rounds of tables seated
//! by score for 3, 4 and 6; its rounds, house rules and clock, rated or not, its start);
//! people join until the start and check in during its last [`CHECK_IN`] seconds; from
//! the start the timers open each round's games in threads of its channel
//! ([`super::Input::Matched`]) and take each result from the game when it ends
//! (`tournament_rounds.rs`). The pairings and standings are the pure core's
//! ([`crate::tournament`]); the record is the store's ([`TournamentRecord`]), written by
//! compare-and-swap. This file holds the commands; `tournament_rounds.rs` the rounds and
//! the timers; `tournament_words.rs` the wording.

use crate::store::{SignUp, Stage, StoreError, TournamentRecord, CHECK_IN, TOURNAMENT_FORMAT};
use crate::tournament::{
    Entrant, Format, GameResult, JoinError, PlayerId, SeatResult, Tournament, MAX_PLAYERS,
    MAX_ROUNDS,
};

use super::door::Door;
use super::outcome::{Outcome, Refusal};
use super::state::bounded_name;
use super::tournament_words::{TournamentNews, TournamentRefusal};
use super::{Tables, User};

/// The latest start a tournament may have, in minutes from its creation (30 days).
pub const MAX_START_MINUTES: u32 = 30 * 24 * 60;

/// The turn clock of a tournament's games when neither its settings nor the channel's
/// defaults give one, in seconds (24 hours: a tournament over days). Every game of a
/// tournament has a clock, so no round waits for ever.
pub const TOURNAMENT_CLOCK: u64 = 24 * 60 * 60;

/// How many compare-and-swaps a tournament's change tries before it gives up
/// ([`Refusal::Busy`]).
const TOURNAMENT_ATTEMPTS: usize = 5;

/// What `tournament create` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTournament {
    /// Seats of each game: 2, 3, 4 or 6.
    pub players: usize,
    /// A round robin (2 players only) instead of Swiss rounds.
    pub round_robin: bool,
    /// The number of rounds (Swiss and tables; a round robin has as many as it needs).
    pub rounds: u32,
    /// Whether its games change ratings.
    pub rated: bool,
    /// Minutes from now to its start.
    pub starts_in: u32,
    /// House rules as `key=value`, over the channel's defaults (`turn_timeout` is the
    /// clock).
    pub settings: Vec<(String, String)>,
}

/// A `tournament` command. A tournament is named by its number on the server; without
/// one, the latest that is signing up or playing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentCommand {
    /// Create one here (channel managers).
    Create(NewTournament),
    /// Sign up (before the start), or join late (Swiss, between rounds).
    Join(Option<u32>),
    /// Give up the place (before the start), or withdraw (after it).
    Leave(Option<u32>),
    /// Confirm during the check-in.
    CheckIn(Option<u32>),
    /// Start now (channel managers).
    Start(Option<u32>),
    /// The standings now.
    Standings(Option<u32>),
    /// Set or change a game's result (channel managers): the places of its seats in
    /// seat order, 0 for a seat absent (a forfeit).
    Result {
        /// The tournament.
        id: Option<u32>,
        /// Round, 1-based.
        round: u32,
        /// Game of the round, 1-based as the pairings show it.
        game: u32,
        /// Places in seat order.
        places: Vec<u8>,
    },
    /// The server's tournaments, and the asker's results in them.
    List,
}

impl Tables {
    /// Runs a `tournament` command in the door's channel.
    pub(super) fn tournament(
        &self,
        door: &Door<'_>,
        user: &User,
        command: &TournamentCommand,
    ) -> Result<Vec<Outcome>, Refusal> {
        if user.server == 0 || self.front_end() == crate::i18n::FrontEnd::Console {
            return Err(Refusal::feature(TournamentRefusal::NoServer));
        }
        let news = match command {
            TournamentCommand::Create(new) => self.create_tournament(door, user, new)?,
            TournamentCommand::Join(id) => self.join_tournament(door, user, *id)?,
            TournamentCommand::Leave(id) => self.leave_tournament(door, user, *id)?,
            TournamentCommand::CheckIn(id) => self.check_in(door, user, *id)?,
            TournamentCommand::Start(id) => {
                if !user.manager {
                    return Err(Refusal::ManagerOnly);
                }
                let id = self.tournament_id(user.server, *id)?;
                return self.start_tournament(door, user.server, id);
            }
            TournamentCommand::Standings(id) => {
                let record = self.named_tournament(user.server, *id)?;
                TournamentNews::Standings {
                    final_card: record.stage == Stage::Over,
                    record: Box::new(record),
                    private: true,
                }
            }
            TournamentCommand::Result {
                id,
                round,
                game,
                places,
            } => self.correct_result(door, user, *id, (*round, *game), places)?,
            TournamentCommand::List => TournamentNews::List {
                records: self.store.tournaments(user.server)?,
                asker: user.id,
            },
        };
        Ok(vec![Outcome::told(news)])
    }

    fn create_tournament(
        &self,
        door: &Door<'_>,
        user: &User,
        new: &NewTournament,
    ) -> Result<TournamentNews, Refusal> {
        if !user.manager {
            return Err(Refusal::ManagerOnly);
        }
        let seats = u8::try_from(new.players)
            .ok()
            .filter(|n| matches!(n, 2 | 3 | 4 | 6))
            .ok_or(Refusal::Players)?;
        let pairing = match (seats, new.round_robin) {
            (2, true) => Format::RoundRobin,
            (_, true) => return Err(Refusal::feature(TournamentRefusal::RoundRobinTwo)),
            (2, false) => Format::Swiss { rounds: new.rounds },
            (seats, false) => Format::SwissTables {
                seats,
                rounds: new.rounds,
            },
        };
        if !new.round_robin && !(1..=MAX_ROUNDS).contains(&new.rounds) {
            return Err(Refusal::feature(TournamentRefusal::Rounds));
        }
        if new.starts_in > MAX_START_MINUTES {
            return Err(Refusal::feature(TournamentRefusal::StartTooLate));
        }
        let mut rules = super::settings::apply(self.defaults(door.channel()), &new.settings)?;
        if rules.turn_timeout == 0 {
            rules.turn_timeout = TOURNAMENT_CLOCK;
        }
        let now = (self.clock)();
        for _ in 0..TOURNAMENT_ATTEMPTS {
            let id = self
                .store
                .tournaments(user.server)?
                .iter()
                .map(|t| t.id)
                .max()
                .unwrap_or(0)
                + 1;
            let mut record = TournamentRecord {
                format: TOURNAMENT_FORMAT,
                server: user.server,
                id,
                revision: 0,
                channel: door.channel(),
                creator: user.id,
                pairing,
                seats,
                rules,
                rated: new.rated,
                starts: now + u64::from(new.starts_in) * 60,
                stage: Stage::SignUp,
                entrants: Vec::new(),
                tournament: None,
                opened: Vec::new(),
                posted: 0,
                check_in_told: false,
            };
            match door.save_tournament(None, &mut record) {
                Ok(()) => {
                    return Ok(TournamentNews::Created {
                        record: Box::new(record),
                        by: bounded_name(user),
                    })
                }
                Err(StoreError::Conflict) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Err(Refusal::Busy)
    }

    fn join_tournament(
        &self,
        door: &Door<'_>,
        user: &User,
        id: Option<u32>,
    ) -> Result<TournamentNews, Refusal> {
        let id = self.tournament_id(user.server, id)?;
        let rating = self.rating_of(user);
        let name = bounded_name(user);
        let record = self.change_tournament(door, user.server, id, |record| {
            let signed_up = record.entrants.iter().any(|e| e.user == user.id);
            match record.stage {
                Stage::SignUp if signed_up => {
                    return Err(Refusal::feature(TournamentRefusal::Joined));
                }
                Stage::SignUp if record.entrants.len() >= MAX_PLAYERS => {
                    return Err(Refusal::feature(TournamentRefusal::Join(JoinError::Full)));
                }
                Stage::SignUp => {}
                // After the start, one who signed up but was dropped at the check-in
                // joins late like anyone: the players are the tournament's, not the
                // sign-ups.
                Stage::Playing => {
                    let t = record.tournament.as_ref().ok_or(Refusal::Busy)?;
                    if plays(t, user.id) {
                        return Err(Refusal::feature(TournamentRefusal::Joined));
                    }
                    let joined = t
                        .join(Entrant::new(user.id, &name, rating))
                        .map_err(|e| Refusal::feature(TournamentRefusal::Join(e)))?;
                    record.tournament = Some(joined);
                }
                Stage::Over | Stage::Cancelled => {
                    return Err(Refusal::feature(TournamentRefusal::Over(record.id)))
                }
            }
            if !signed_up {
                record.entrants.push(SignUp {
                    user: user.id,
                    name: name.clone(),
                    rating,
                    checked_in: false,
                });
            }
            Ok(())
        })?;
        Ok(TournamentNews::Joined {
            record: Box::new(record),
            name: name.clone(),
        })
    }

    fn leave_tournament(
        &self,
        door: &Door<'_>,
        user: &User,
        id: Option<u32>,
    ) -> Result<TournamentNews, Refusal> {
        let id = self.tournament_id(user.server, id)?;
        let record = self.change_tournament(door, user.server, id, |record| {
            if !record.entrants.iter().any(|e| e.user == user.id) {
                return Err(Refusal::feature(TournamentRefusal::NotIn(record.id)));
            }
            match record.stage {
                Stage::SignUp => record.entrants.retain(|e| e.user != user.id),
                Stage::Playing => {
                    let t = record.tournament.as_ref().ok_or(Refusal::Busy)?;
                    if !plays(t, user.id) {
                        return Err(Refusal::feature(TournamentRefusal::NotIn(record.id)));
                    }
                    let left = t
                        .withdraw(PlayerId(user.id))
                        .map_err(|_| Refusal::feature(TournamentRefusal::Withdrawn))?;
                    record.tournament = Some(left);
                }
                Stage::Over | Stage::Cancelled => {
                    return Err(Refusal::feature(TournamentRefusal::Over(record.id)))
                }
            }
            Ok(())
        })?;
        Ok(TournamentNews::Left {
            record: Box::new(record),
            name: bounded_name(user),
        })
    }

    fn check_in(
        &self,
        door: &Door<'_>,
        user: &User,
        id: Option<u32>,
    ) -> Result<TournamentNews, Refusal> {
        let id = self.tournament_id(user.server, id)?;
        let now = (self.clock)();
        let record = self.change_tournament(door, user.server, id, |record| {
            if record.stage != Stage::SignUp {
                return Err(Refusal::feature(TournamentRefusal::Started(record.id)));
            }
            if now + CHECK_IN < record.starts {
                return Err(Refusal::feature(TournamentRefusal::CheckInLater(
                    record.starts - CHECK_IN,
                )));
            }
            let entrant = record
                .entrants
                .iter_mut()
                .find(|e| e.user == user.id)
                .ok_or(Refusal::feature(TournamentRefusal::NotIn(record.id)))?;
            entrant.checked_in = true;
            Ok(())
        })?;
        Ok(TournamentNews::CheckedIn {
            record: Box::new(record),
        })
    }

    /// `tournament result`: a manager sets or changes a game's result; the standings
    /// follow (they are derived from the results), and a round whose last result this
    /// was ends at the timers' next round.
    fn correct_result(
        &self,
        door: &Door<'_>,
        user: &User,
        id: Option<u32>,
        (round, game): (u32, u32),
        places: &[u8],
    ) -> Result<TournamentNews, Refusal> {
        if !user.manager {
            return Err(Refusal::ManagerOnly);
        }
        let id = self.tournament_id(user.server, id)?;
        let result = GameResult(
            places
                .iter()
                .map(|&p| match p {
                    0 => SeatResult::Absent,
                    p => SeatResult::Place(p),
                })
                .collect(),
        );
        let index = game
            .checked_sub(1)
            .ok_or(Refusal::feature(TournamentRefusal::Result(
                crate::tournament::ResultError::NoSuchGame { round, game: 0 },
            )))? as usize;
        let record = self.change_tournament(door, user.server, id, |record| {
            let t = record
                .tournament
                .as_ref()
                .ok_or(Refusal::feature(TournamentRefusal::NotStarted(record.id)))?;
            let corrected = t
                .correct(round, index, result.clone())
                .map_err(|e| Refusal::feature(TournamentRefusal::Result(e)))?;
            record.tournament = Some(corrected);
            Ok(())
        })?;
        Ok(TournamentNews::Corrected {
            record: Box::new(record),
            round,
            game,
        })
    }

    /// The asker's rating in tenths, as the leaderboard shows it (0 without one, or when
    /// the store cannot say: the seeding only).
    fn rating_of(&self, user: &User) -> i32 {
        self.store
            .ratings(user.server)
            .ok()
            .and_then(|r| r.into_iter().find(|r| r.user == user.id))
            .map_or(0, |r| (r.shown() * 10.0).round() as i32)
    }

    /// The tournament named, or the server's latest live one.
    pub(super) fn tournament_id(&self, server: u64, id: Option<u32>) -> Result<u32, Refusal> {
        if let Some(id) = id {
            return Ok(id);
        }
        self.store
            .tournaments(server)?
            .iter()
            .rev()
            .find(|t| t.live())
            .map(|t| t.id)
            .ok_or(Refusal::feature(TournamentRefusal::NoneLive))
    }

    /// The tournament named, or the server's latest (over or not), as stored.
    fn named_tournament(&self, server: u64, id: Option<u32>) -> Result<TournamentRecord, Refusal> {
        let Some(id) = id else {
            return self
                .store
                .tournaments(server)?
                .pop()
                .ok_or(Refusal::feature(TournamentRefusal::NoneLive));
        };
        self.store
            .tournament(server, id)?
            .ok_or(Refusal::feature(TournamentRefusal::NoSuch(id)))
    }

    /// Reads tournament `id`, changes it with `change` and stores it over the revision
    /// read, again on the record as it is now when another write came first.
    pub(super) fn change_tournament(
        &self,
        door: &Door<'_>,
        server: u64,
        id: u32,
        mut change: impl FnMut(&mut TournamentRecord) -> Result<(), Refusal>,
    ) -> Result<TournamentRecord, Refusal> {
        for _ in 0..TOURNAMENT_ATTEMPTS {
            let mut record = self
                .store
                .tournament(server, id)?
                .ok_or(Refusal::feature(TournamentRefusal::NoSuch(id)))?;
            let expected = record.revision;
            change(&mut record)?;
            match door.save_tournament(Some(expected), &mut record) {
                Ok(()) => return Ok(record),
                Err(StoreError::Conflict) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Err(Refusal::Busy)
    }
}

/// Whether `user` is a player of `t` (signed up and kept at the start, or joined late).
fn plays(t: &Tournament, user: u64) -> bool {
    t.players().iter().any(|p| p.entrant.id == PlayerId(user))
}
