//! After a game (the buttons under the final board): a rematch of the same
//! people under the same rules, seats rotated, and the replay of that game. Both name
//! the finished game by its final position ([`TurnKey`]), so a button of a game the
//! channel has replaced since is refused.
//!
//! A rematch is asked for by each person of the game in turn (computers rejoin by
//! themselves); who has asked is kept in the finished record, and the new game begins
//! when the last person asks: everyone one seat on (seat 2 becomes seat 1, seat 1 the
//! last), a new seed, the same house rules, table settings and server.

use crate::core::safe;
use crate::i18n::Catalogue;
use crate::store::{Occupant, Phase, TableRecord};
use crate::t;

use super::cooldown::Work;
use super::door::Door;
use super::outcome::{Answer, Outcome, Refusal};
use super::reply::Langs;
use super::state::{bounded_name, Table, TurnKey};
use super::told::{Refused, Told};
use super::{Input, Reply, Tables, User};

/// What a button under a finished game's board asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterGame {
    /// A rematch: the same people and rules, seats rotated.
    Rematch,
    /// The game's replay, for the one who asked.
    Replay,
}

/// A person of a finished game asked for a rematch (the Rematch button; public).
#[derive(Debug)]
pub struct RematchAsked {
    /// Their name, as stored.
    pub name: String,
    /// How many people have asked now.
    pub asked: usize,
    /// How many people played (computers rejoin by themselves).
    pub people: usize,
    /// The names of those who have not asked yet (none: the rematch begins).
    pub waiting: Vec<String>,
}

/// The sender has asked for the rematch already; the names still to ask.
#[derive(Debug)]
pub struct AskedAlready(pub Vec<String>);

impl Told for RematchAsked {
    /// Who asked, how many of the people, who is still awaited (or that everyone is in).
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        let public = l.public;
        vec![Reply::public(if self.waiting.is_empty() {
            t!(public, "rematch-ready", "name" => safe(&self.name))
        } else {
            t!(public, "rematch-asked", "name" => safe(&self.name), "asked" => self.asked,
                "people" => self.people, "waiting" => safe(&self.waiting.join(", ")))
        })]
    }
}

impl Refused for AskedAlready {
    fn words(&self, cat: &Catalogue) -> String {
        t!(cat, "err-rematch-asked", "waiting" => safe(&self.0.join(", ")))
    }
}

impl Tables {
    /// A button under the board of the finished game whose final position is `key`,
    /// pressed by `user`.
    ///
    /// - [`AfterGame::Rematch`]: their ask is noted (public), and when every person of
    ///   the game has asked the rematch begins (its first board). Refused to someone who
    ///   did not play ([`Refusal::NotSeated`]) and to someone who asked already
    ///   ([`AskedAlready`]).
    /// - [`AfterGame::Replay`]: the game's replay, for `user` only.
    ///
    /// Both are refused when the channel's table is no longer that game
    /// ([`Refusal::BoardChanged`]).
    pub fn after_game(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: &User,
        key: TurnKey,
        what: AfterGame,
    ) -> Vec<Reply> {
        self.reply(
            channel,
            guild_locale,
            Some(user),
            &Input::AfterGame { key, what },
        )
    }

    /// [`Input::AfterGame`] on the record as stored now.
    pub(super) fn after_game_once(
        &self,
        door: &Door<'_>,
        user: &User,
        key: TurnKey,
        what: AfterGame,
    ) -> Answer {
        match (self.finished(door, key), what) {
            (Ok(table), AfterGame::Rematch) => Answer::from(self.ask_rematch(door, user, table)),
            // A replay is expensive: under the same cooldown as `replay`.
            (Ok(table), AfterGame::Replay) => match self.take_work(user, Work::Replay) {
                Ok(()) => Answer::one(Outcome::Replay(table)),
                Err(refusal) => Answer::refused(refusal),
            },
            (Err(refusal), _) => Answer::refused(refusal),
        }
    }

    /// The channel's table when it is the finished game of final position `key`.
    fn finished(&self, door: &Door<'_>, key: TurnKey) -> Result<Table, Refusal> {
        match self.load(door)? {
            Some(table)
                if table.record.phase == Phase::Finished && TurnKey::of(&table) == Some(key) =>
            {
                Ok(table)
            }
            _ => Err(Refusal::BoardChanged),
        }
    }

    fn ask_rematch(
        &self,
        door: &Door<'_>,
        user: &User,
        mut table: Table,
    ) -> Result<Vec<Outcome>, Refusal> {
        table.seat_of(user.id).ok_or(Refusal::NotSeated)?;
        if !table.record.places.is_empty() {
            // Its people play from several places, which show it only until its end.
            return Err(Refusal::feature(super::places::NoRematchAnywhere));
        }
        let record = &mut table.record;
        let people = people(record);
        if record.rematch.contains(&user.id) {
            return Err(Refusal::feature(AskedAlready(waiting(record, &people))));
        }
        record.rematch.push(user.id);
        let asked = Outcome::told(RematchAsked {
            name: bounded_name(user),
            asked: record.rematch.len(),
            people: people.len(),
            waiting: waiting(record, &people),
        });
        if people.iter().any(|p| !record.rematch.contains(p)) {
            let expected = record.revision;
            self.save_record(door, Some(expected), record, None)?;
            return Ok(vec![asked]);
        }
        let next = rotated(record, self.seed.unwrap_or_else(rand::random));
        let mut outcomes = vec![asked];
        outcomes.extend(self.begin(door, next)?);
        Ok(outcomes)
    }
}

/// The people of a game, by user id, seat order.
fn people(record: &TableRecord) -> Vec<u64> {
    record
        .seats
        .iter()
        .filter_map(|s| match s {
            Occupant::Human { id, .. } => Some(*id),
            Occupant::Computer { .. } => None,
        })
        .collect()
}

/// The names of the people who have not asked for the rematch yet.
fn waiting(record: &TableRecord, people: &[u64]) -> Vec<String> {
    record
        .seats
        .iter()
        .filter_map(|s| match s {
            Occupant::Human { id, name } if people.contains(id) && !record.rematch.contains(id) => {
                Some(name.clone())
            }
            _ => None,
        })
        .collect()
}

/// The rematch of the finished `record`: the same rules, settings, server and people,
/// everyone one seat on, seeded with `seed`, ready to begin (its revision is the
/// finished record's, which it replaces). What one game did to itself (its turns, who
/// ran out of time, casual after a takeback or hint) does not carry over.
fn rotated(record: &TableRecord, seed: u64) -> TableRecord {
    let mut next = record.clone();
    next.seats.rotate_left(1);
    next.phase = Phase::Lobby;
    next.turns.clear();
    next.timed_out.clear();
    next.rematch.clear();
    // A rematch of a tournament's game is a game of its own.
    next.tournament = None;
    // A takeback or hint made that game casual, not the rematch; one casual from its
    // start stays so.
    next.casual = next.casual_from_start;
    next.takeback = None;
    next.started = 0;
    next.turn_started = 0;
    next.seed = seed;
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{HouseRules, Seat, Variant};

    fn finished() -> TableRecord {
        TableRecord {
            format: crate::store::FORMAT,
            revision: 7,
            phase: Phase::Finished,
            creator: 1,
            variant: Variant::Standard,
            players: 3,
            armies: 1,
            rules: HouseRules::default(),
            seats: vec![
                Occupant::Human {
                    id: 1,
                    name: "ann".into(),
                },
                Occupant::Computer {
                    level: crate::ai::Level::Hard,
                },
                Occupant::Human {
                    id: 3,
                    name: "cid".into(),
                },
            ],
            first: Seat::ALL[1],
            turns: vec!["d2-e7".into()],
            seed: 5,
            turn_started: 9,
            theme: Some("dark".into()),
            timed_out: vec![Seat::ALL[2]],
            server: 44,
            started: 8,
            casual: true,
            casual_from_start: false,
            takeback: None,
            rematch: vec![1, 3],
            due: None,
            reminded: 0,
            challenge: None,
            answers_only: false,
            followers: Vec::new(),
            places: Vec::new(),
            tournament: None,
            private: true,
        }
    }

    #[test]
    fn a_rematch_rotates_the_seats_and_keeps_rules_settings_server_and_privacy() {
        let old = finished();
        let next = rotated(&old, 99);
        assert_eq!(
            next.seats,
            vec![
                old.seats[1].clone(),
                old.seats[2].clone(),
                old.seats[0].clone()
            ]
        );
        assert_eq!(
            (next.rules, next.theme.as_deref(), next.server, next.creator),
            (old.rules, Some("dark"), 44, 1)
        );
        assert_eq!(
            (next.revision, next.phase, next.seed),
            (7, Phase::Lobby, 99)
        );
        assert!(next.turns.is_empty() && next.timed_out.is_empty() && next.rematch.is_empty());
        assert!(
            !next.casual,
            "a takeback or hint of the last game does not carry over"
        );
        assert_eq!((next.started, next.turn_started), (0, 0));
        assert!(next.private, "a private thread's rematch stays private");
    }

    #[test]
    fn only_people_are_waited_for() {
        let mut record = finished();
        assert_eq!(people(&record), vec![1, 3]);
        record.rematch = vec![3];
        assert_eq!(waiting(&record, &people(&record)), vec!["ann".to_string()]);
    }
}
