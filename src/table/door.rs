//! The one door into a channel's game: [`Tables::execute`] takes the channel's lock and
//! hands the feature that runs the input a [`Door`], the only way to read, write, finish
//! or delete the channel's record. A `Door` is made here and nowhere else (its fields are
//! private to this file), so a write of a channel's game outside an input does not
//! compile; `tests/docs.rs` checks that no other file of `src/` takes the lock or calls
//! the store's record writes.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use super::{Answer, Input, Refusal, Tables, User};
use crate::core::MoveText;
use crate::store::{KeptGame, Store, StoreError, TableRecord};

/// How many times an input runs when another process keeps writing its channel first
/// ([`Refusal::Busy`] after the last).
pub(super) const RACE_ATTEMPTS: usize = 3;

/// One channel's record under its lock, for the input that holds it: read, and written
/// by compare-and-swap on the revision read. Made only by [`Tables::execute`].
pub(super) struct Door<'t> {
    channel: u64,
    place: u64,
    store: &'t dyn Store,
}

impl Door<'_> {
    /// The channel whose lock is held: the game's id, the channel that keeps its record.
    pub(super) fn channel(&self) -> u64 {
        self.channel
    }

    /// Where the input came from: [`Door::channel`], or another place that shows its
    /// game ([`Tables::game_of`]).
    pub(super) fn place(&self) -> u64 {
        self.place
    }

    /// The channel's record as stored now.
    pub(super) fn read(&self) -> Result<Option<TableRecord>, StoreError> {
        self.store.load(self.channel)
    }

    /// Stores `record` over revision `expected` ([`Store::save`]).
    pub(super) fn save(
        &self,
        expected: Option<u64>,
        record: &mut TableRecord,
    ) -> Result<(), StoreError> {
        self.store.save(self.channel, expected, record)
    }

    /// Removes the record of revision `expected` ([`Store::delete`]).
    pub(super) fn delete(&self, expected: u64) -> Result<(), StoreError> {
        self.store.delete(self.channel, expected)
    }

    /// Ends the game: the finished record, its kept copy and the ratings, in one write
    /// ([`Store::finish`]).
    pub(super) fn finish(
        &self,
        expected: u64,
        record: &mut TableRecord,
        kept: &mut KeptGame,
    ) -> Result<(), StoreError> {
        kept.channel = self.channel;
        self.store
            .finish(self.channel, expected, record, kept, &crate::ratings::rate)
    }

    /// Removes the record of a game called off and keeps `kept` ([`Store::abort`]).
    pub(super) fn abort(&self, expected: u64, kept: &mut KeptGame) -> Result<(), StoreError> {
        kept.channel = self.channel;
        self.store.abort(self.channel, expected, kept)
    }

    /// Stores a tournament over revision `expected` ([`Store::save_tournament`]): the
    /// inputs that change one (its commands, its timers, a game of it ending) write it
    /// through the door of the channel they run in.
    pub(super) fn save_tournament(
        &self,
        expected: Option<u64>,
        record: &mut crate::store::TournamentRecord,
    ) -> Result<(), StoreError> {
        self.store.save_tournament(expected, record)
    }

    /// Sets the due time of the record of `revision` in the timers' index.
    pub(super) fn set_due(&self, revision: u64, due: Option<u64>) -> Result<(), StoreError> {
        self.store.set_due(self.channel, revision, due)
    }

    /// Moves a damaged record aside (a failure is logged: the refusal stands).
    pub(super) fn quarantine(&self) {
        if let Err(e) = self.store.quarantine(self.channel) {
            tracing::error!(
                channel = self.channel,
                error = &e as &dyn std::error::Error,
                "cannot move the damaged record aside"
            );
        }
    }

    /// The claim of the computers' turns, when no other process holds it. A store that
    /// cannot be asked (an outage) gives none: the write that follows fails too.
    pub(super) fn claim_turn(&self) -> Option<TurnClaim<'_>> {
        match self.store.claim_turn(self.channel) {
            Ok(true) => Some(TurnClaim { door: self }),
            Ok(false) => None,
            Err(e) => {
                tracing::warn!(
                    channel = self.channel,
                    error = &e as &dyn std::error::Error,
                    "cannot claim the computers' turn"
                );
                None
            }
        }
    }
}

/// A claim of a channel's computers' turns ([`crate::store::Store::claim_turn`]), given
/// back when dropped.
pub(super) struct TurnClaim<'d> {
    door: &'d Door<'d>,
}

impl Drop for TurnClaim<'_> {
    fn drop(&mut self) {
        self.door.store.release_turn(self.door.channel);
    }
}

/// The map of the channels' locks.
pub(super) type Locks = Mutex<HashMap<u64, Arc<Mutex<()>>>>;

/// A handle on one channel's lock; dropping the last handle removes the map entry.
struct ChannelLock<'a> {
    locks: &'a Locks,
    channel: u64,
    lock: Arc<Mutex<()>>,
}

impl ChannelLock<'_> {
    /// The lock of `channel` (lock it to serialise the channel's inputs). Its entry in
    /// the map is removed again when the last holder drops it, so the map only holds the
    /// channels busy right now.
    fn of(locks: &Locks, channel: u64) -> ChannelLock<'_> {
        let mut map = locks.lock().unwrap_or_else(PoisonError::into_inner);
        let lock = map.entry(channel).or_default().clone();
        ChannelLock {
            locks,
            channel,
            lock,
        }
    }

    /// Waits for the channel (a poisoned lock is taken over: the store holds the truth).
    fn lock(&self) -> MutexGuard<'_, ()> {
        self.lock.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for ChannelLock<'_> {
    fn drop(&mut self) {
        let mut map = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        // Under the map lock nobody can take a new handle: two counts are the map's and
        // ours, so nobody else holds or waits for this channel.
        let ours = map
            .get(&self.channel)
            .is_some_and(|l| Arc::ptr_eq(l, &self.lock));
        if ours && Arc::strong_count(&self.lock) == 2 {
            map.remove(&self.channel);
        }
    }
}

impl Tables {
    /// How many channels have a lock entry now (0 when no input is running).
    #[doc(hidden)]
    pub fn lock_entries(&self) -> usize {
        self.locks
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    /// The one entry into a channel's game: takes the channel's lock and runs `input` for
    /// `user` (none for timers) through a [`Door`], which reads the record once per run.
    /// When another process wrote the channel first (a lost compare-and-swap, or a
    /// PostgreSQL serialization failure), the whole input runs again on the record as it
    /// is now, up to [`RACE_ATTEMPTS`] times, then [`Refusal::Busy`]; so the answer is
    /// always true of the game as stored. No other function takes the lock.
    pub fn execute(&self, channel: u64, user: Option<&User>, input: &Input) -> Answer {
        // Chat that is not a move is conversation: no lock, no read, no answer.
        if matches!(input, Input::Chat(text) if MoveText::from_chat(text).is_none()) {
            return Answer::default();
        }
        let began = std::time::Instant::now();
        let kind = input.kind();
        // A place that shows another channel's game (a game found anywhere) plays it;
        // what is about the place itself stays there.
        let place = channel;
        let channel = if input.of_the_place() {
            place
        } else {
            self.game_of(place)
        };
        let lock = ChannelLock::of(&self.locks, channel);
        let _guard = lock.lock();
        let door = Door {
            channel,
            place,
            store: &*self.store,
        };
        let mut answer = self.attempt(&door, user, input);
        answer.game = channel;
        for _ in 1..RACE_ATTEMPTS {
            if !matches!(answer.refusal, Some(Refusal::Busy)) {
                break;
            }
            metrics::counter!("checkers_store_retries_total").increment(1);
            answer = self.attempt(&door, user, input);
            answer.game = channel;
        }
        if !answer.outcomes.is_empty() {
            // Nobody listening is no error.
            let _ = self.changes.send(channel);
        }
        metrics::counter!("checkers_inputs_total", "kind" => kind).increment(1);
        metrics::histogram!("checkers_input_seconds", "kind" => kind)
            .record(began.elapsed().as_secs_f64());
        if let Some(Refusal::Storage(e)) = &answer.refusal {
            let error = match e {
                StoreError::Unavailable(_) => "unavailable",
                _ => "failed",
            };
            metrics::counter!("checkers_store_errors_total", "error" => error).increment(1);
        }
        answer
    }
}
