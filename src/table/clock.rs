//! The turn clock (`turn_timeout`, docs/rules.md §4): a person who has used up the time is
//! treated as having left. Checked at the start of every command in the channel and by
//! the timers, [`Tables::tick_all`].
//!
//! The timers: every record is written with the time something is due at its table
//! ([`TableRecord::due`]: the turn clock runs out, a takeback request's time is up, or a
//! computer is to move), and the store keeps an index of those times. [`Tables::tick_all`]
//! claims the channels that are due ([`crate::store::Store::claim_due`]: exactly one
//! process gets each) and does what is due there. A channel with nothing due is never
//! read.
//!
//! The clock runs only while this process does: a turn is counted from when it began or
//! from when the process started, whichever is later. So the time the bot (or the
//! console) was not running never counts against a player: after a restart the player
//! to move has a whole `turn_timeout` again.

use crate::core::{Game, Seat};
use crate::store::{Occupant, Phase, StoreError, TableRecord};

use super::door::Door;
use super::outcome::{Cause, Outcome, Refusal};
use super::present;
use super::state::Table;
use super::{Input, Reply, Tables};

impl Tables {
    /// When the player to move has used up `turn_timeout`, resigns the seat for them
    /// (docs/rules.md §4 `abandon`) and stores it. Returns the table as it is now and what
    /// happened, if anything.
    pub(super) fn expire_turn(
        &self,
        door: &Door<'_>,
        table: Table,
    ) -> Result<(Table, Option<Outcome>), Refusal> {
        let Some(seat) = self.expired_seat(&table) else {
            return Ok((table, None));
        };
        let mut table = table;
        let Some(game) = table.game.as_mut() else {
            return Ok((table, None));
        };
        let before = game.history().len();
        if game.resign(seat).is_err() {
            return Ok((table, None));
        }
        // The resignation is the timeout: it is announced as one, not as a resignation.
        table.record.timed_out.push(seat);
        let progress = self.conclude(door, table, before + 1, Some(Cause::TimedOut(seat)))?;
        let now = progress.table.clone();
        Ok((now, Some(Outcome::Played(progress))))
    }

    /// Does what is due in `channel` without waiting for a command there: plays the
    /// computers' turns nobody is playing (the process thinking them stopped), then
    /// checks the turn clock. Returns what to post: nothing when nothing was due.
    pub fn resume(&self, channel: u64) -> Vec<Reply> {
        self.resumed(channel).1
    }

    /// [`Tables::resume`] with the answer it words.
    fn resumed(&self, channel: u64) -> (super::Answer, Vec<Reply>) {
        let answer = self.execute(channel, None, &Input::Due);
        let replies = match answer.refusal {
            // A damaged record was moved aside: the channel is told.
            None | Some(Refusal::Corrupt) => {
                let langs = self.langs(channel, None, None);
                let mut replies = present::answer(&answer, &langs);
                // A turn that came to a person (a timeout, a computer's move): their
                // direct message, when they asked for it (`notify`).
                replies.extend(self.direct(channel, None, &answer, &replies, &langs));
                replies
            }
            // Another process kept writing first, or an outage: nothing was stored, and
            // the next tick (or command) tries again.
            Some(_) => Vec::new(),
        };
        (answer, replies)
    }

    /// Reminds the person to move that the turn clock runs (docs/rules.md §4): when half
    /// of `turn_timeout` is gone, and again when a quarter or an hour is left, whichever
    /// is less; only for clocks of [`MIN_REMINDED_TIMEOUT`] or more, each reminder once a
    /// turn (counted in the record, so once over every process). Returns the table as it
    /// is now and the reminder, if one was due.
    pub(super) fn remind(
        &self,
        door: &Door<'_>,
        table: Table,
    ) -> Result<(Table, Option<Outcome>), Refusal> {
        let Some((name, user, left)) = self.reminder_due(&table) else {
            return Ok((table, None));
        };
        let mut table = table;
        let expected = table.record.revision;
        // Both reminders due at once (the process was down): one is sent, and the next
        // one only when its own time comes again.
        let timeout = table.record.rules.turn_timeout;
        table.record.reminded = if left <= last_reminder(timeout) { 2 } else { 1 };
        self.save_record(door, Some(expected), &mut table.record, table.game.as_ref())
            .map_err(Refusal::from)?;
        metrics::counter!("checkers_reminders_total").increment(1);
        Ok((table, Some(Outcome::Reminder { name, user, left })))
    }

    /// The person to move who is due a reminder now: their name, user id and the seconds
    /// left on their turn clock.
    fn reminder_due(&self, table: &Table) -> Option<(String, u64, u64)> {
        let game = table.game.as_ref()?;
        let record = &table.record;
        let timeout = record.rules.turn_timeout;
        let seat = game.to_move()?;
        let Some(Occupant::Human { id, name }) = record.seats.get(seat.index()) else {
            return None;
        };
        if record.phase != Phase::Playing || game.has_resigned(seat) || timeout == 0 {
            return None;
        }
        let now = (self.clock)();
        let began = record.turn_started.max(*self.awake.get_or_init(|| now));
        let at = reminder_at(began, timeout, record.reminded)?;
        let ends = began.saturating_add(timeout);
        (now >= at && now < ends).then(|| (name.clone(), *id, ends - now))
    }

    /// The seat to move, when it is a person who has run out of time.
    fn expired_seat(&self, table: &Table) -> Option<Seat> {
        let game = table.game.as_ref()?;
        let record = &table.record;
        let timeout = record.rules.turn_timeout;
        let seat = game.to_move()?;
        let human = matches!(record.seats.get(seat.index()), Some(Occupant::Human { .. }));
        let now = (self.clock)();
        let began = record.turn_started.max(*self.awake.get_or_init(|| now));
        let expired = record.phase == Phase::Playing
            && timeout > 0
            && human
            && !game.has_resigned(seat)
            && now >= began.saturating_add(timeout);
        expired.then_some(seat)
    }

    /// Does what is due at the tables whose time has come, from the store's index of due
    /// times: the computers' turns nobody is playing (after a crash or a kill, so
    /// adapters call this as they start), the turn clock, and takeback requests whose time
    /// is up; then the seek pools, and the rating seasons whose time is up. Each due channel is claimed for [`TIMER_LEASE`] seconds, so of several
    /// processes on one database exactly one does it; channels with nothing due cost
    /// nothing. Returns the announcements to post (adapters call this every few seconds).
    pub fn tick_all(&self) -> Vec<(u64, Vec<Reply>)> {
        let now = (self.clock)();
        // The turn clocks count from this process's start at the earliest.
        self.awake.get_or_init(|| now);
        metrics::counter!("checkers_timer_rounds_total").increment(1);
        let mut fired = Vec::new();
        loop {
            // Outside any channel's lock, and safely so: the store claims the due
            // channels in one atomic write (sled: one transaction over its index;
            // PostgreSQL: one `UPDATE … FOR UPDATE SKIP LOCKED`), so two processes never
            // claim one channel; what is due is then done through the one door
            // (`resume`), under the channel's lock.
            let claimed = match self.store.claim_due(now, TIMER_LEASE, TIMER_BATCH) {
                Ok(claimed) => claimed,
                Err(e) => {
                    tracing::warn!(
                        error = &e as &dyn std::error::Error,
                        "cannot read the timers that are due"
                    );
                    break;
                }
            };
            metrics::counter!("checkers_timers_due_total").increment(claimed.len() as u64);
            let full = claimed.len() == TIMER_BATCH;
            for channel in claimed {
                let (answer, replies) = self.resumed(channel);
                if !replies.is_empty() {
                    // A game seen in several places: each gets the timers' news, in its
                    // own language.
                    let (here, elsewhere) =
                        self.news_elsewhere(channel, &Input::Due, &answer, replies);
                    fired.push((channel, here));
                    fired.extend(elsewhere);
                }
            }
            if !full {
                break;
            }
        }
        // Seeks whose seats computers fill now, then those that ended unmatched. The seek
        // pool belongs to no channel: the store takes each group or expired seek out of
        // it atomically (sled: its pool's lock and one transaction; PostgreSQL: one
        // transaction), and a group's game is then opened through the one door
        // (`Input::Matched`).
        fired.extend(self.fill_seeks());
        fired.extend(self.expire_seeks());
        // Digests: claimed one by one in the store (a compare-and-swap of each person's
        // setting), so each is sent once over every process.
        fired.extend(self.send_digests());
        // Seasons whose time is up: the store ends each once, whichever process gets to
        // it (a compare-and-swap on the season's number), through the one door
        // (`Input::SeasonEnd`) in the season's channel.
        fired.extend(self.end_seasons());
        // The daily puzzles whose hour has come: each day's post claimed once in the
        // store (over every process), like the seeks outside any channel's lock.
        fired.extend(self.post_puzzles());
        // Tournaments: each one's step through the one door (`Input::TournamentDue`) in
        // its channel; its record is written by compare-and-swap, so two processes
        // doing it at once change it once.
        fired.extend(self.run_tournaments());
        metrics::counter!("checkers_timers_fired_total").increment(fired.len() as u64);
        self.count_games(now);
        fired
    }

    /// Sets the games-in-progress gauge, at most once a minute (a count from the
    /// store's index).
    fn count_games(&self, now: u64) {
        use std::sync::atomic::Ordering;
        let last = self.counted.load(Ordering::Relaxed);
        if last != 0 && now < last.saturating_add(60) {
            return;
        }
        self.counted.store(now.max(1), Ordering::Relaxed);
        match self.store.games_in_progress() {
            Ok(n) => metrics::gauge!("checkers_games_in_progress").set(n as f64),
            Err(e) => tracing::debug!(
                error = &e as &dyn std::error::Error,
                "cannot count the games in progress"
            ),
        }
    }

    /// When something is due at the table of `record` (with `game`, its game; replayed
    /// from the record when `None`): nothing where the bot may only answer
    /// interactions ([`TableRecord::answers_only`]); for a challenge's lobby, the end of
    /// its time to answer; for a game, the earliest of the computer to move (at once: if
    /// the process thinking it stops, the timers play it), the person to move running out
    /// of `turn_timeout` (counted as [`Tables::expire_turn`] counts it), and an open
    /// takeback request's time being up. `None` when nothing is.
    pub(super) fn due_at(&self, record: &TableRecord, game: Option<&Game>) -> Option<u64> {
        if record.answers_only {
            // Nobody may be told there but by answering an interaction: the next one
            // does what is due (docs/operating.md, "Installs").
            return None;
        }
        let follow = super::follow::follow_due(record);
        [self.game_due(record, game), follow]
            .into_iter()
            .flatten()
            .min()
    }

    /// What [`Tables::due_at`] finds due in the game itself: a challenge's end, a
    /// computer's turn, the turn clock, a takeback request's end.
    fn game_due(&self, record: &TableRecord, game: Option<&Game>) -> Option<u64> {
        if record.phase == Phase::Lobby {
            // A challenge is cancelled when its time to answer is up.
            return record.challenge.as_ref().map(|c| c.expires);
        }
        if record.phase != Phase::Playing {
            return None;
        }
        let now = (self.clock)();
        let replayed;
        let game = if let Some(game) = game {
            game
        } else {
            replayed = super::state::game_of(record).ok()?;
            &replayed
        };
        let request = record
            .takeback
            .as_ref()
            .filter(|r| !r.waiting.is_empty())
            .map(|r| r.asked.saturating_add(super::TAKEBACK_WINDOW.as_secs()));
        let turn = game.to_move().and_then(|seat| {
            if super::state::seat_level(record, game, seat).is_some() {
                return Some(now);
            }
            let timeout = record.rules.turn_timeout;
            let human = matches!(record.seats.get(seat.index()), Some(Occupant::Human { .. }));
            (timeout > 0 && human && !game.has_resigned(seat)).then(|| {
                let began = record.turn_started.max(*self.awake.get_or_init(|| now));
                let ends = began.saturating_add(timeout);
                reminder_at(began, timeout, record.reminded).map_or(ends, |at| at.min(ends))
            })
        });
        [request, turn].into_iter().flatten().min()
    }

    /// Stores `record` behind `door` over revision `expected` (see
    /// [`crate::store::Store::save`]) with its due time ([`Tables::due_at`]; `game` as
    /// there).
    pub(super) fn save_record(
        &self,
        door: &Door<'_>,
        expected: Option<u64>,
        record: &mut TableRecord,
        game: Option<&Game>,
    ) -> Result<(), StoreError> {
        record.due = self.due_at(record, game);
        door.save(expected, record)
    }

    /// After the timers did what was due at `table` (nothing written, or its state
    /// after): sets its due time in the index. A time already past (the computers' turn
    /// claimed by another process, a store that could not be written) is left to the
    /// claim's lease: the timers try again when it ends.
    pub(super) fn rearm(&self, door: &Door<'_>, table: &Table) {
        let due = self.due_at(&table.record, table.game.as_ref());
        if due.is_some_and(|due| due <= (self.clock)()) {
            return;
        }
        if let Err(e) = door.set_due(table.record.revision, due) {
            tracing::debug!(
                channel = door.channel(),
                error = &e as &dyn std::error::Error,
                "cannot set the table's due time (the claim's lease stands)"
            );
        }
    }
}

/// The shortest `turn_timeout` (seconds) whose turns are reminded: 10 minutes. With a
/// shorter clock the players are at the table.
pub const MIN_REMINDED_TIMEOUT: u64 = 600;

/// How long before the turn clock ends the second reminder comes: a quarter of
/// `timeout` or an hour, whichever is less.
fn last_reminder(timeout: u64) -> u64 {
    (timeout / 4).min(3600)
}

/// When the next reminder of a turn that began at `began` is due, after `sent` of them:
/// half of `timeout` gone, then [`last_reminder`] left; `None` after both, or for a clock
/// under [`MIN_REMINDED_TIMEOUT`].
fn reminder_at(began: u64, timeout: u64, sent: u8) -> Option<u64> {
    if timeout < MIN_REMINDED_TIMEOUT {
        return None;
    }
    match sent {
        0 => Some(began.saturating_add(timeout / 2)),
        1 => Some(began.saturating_add(timeout - last_reminder(timeout))),
        _ => None,
    }
}

/// How long, in seconds, a due channel claimed by [`Tables::tick_all`] is left to its
/// claimer: if the process stops before doing what was due, another does it after this.
pub const TIMER_LEASE: u64 = 60;

/// How many due channels one claim takes ([`Tables::tick_all`] claims until fewer come).
const TIMER_BATCH: usize = 100;
