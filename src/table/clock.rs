//! The turn clock (`turn_timeout`, docs/rules.md §4): a person who has used up the time is
//! treated as having left. Checked at the start of every command in the channel and,
//! for every channel, by [`Tables::tick_all`].
//!
//! The clock runs only while this process does: a turn is counted from when it began or
//! from when the process started, whichever is later. So the time the bot (or the
//! console) was not running never counts against a player: after a restart the player
//! to move has a whole `turn_timeout` again.

use crate::core::Seat;
use crate::store::{Occupant, Phase};

use super::outcome::{Answer, Cause, Outcome, Refusal};
use super::present;
use super::state::Table;
use super::{Reply, Tables};

impl Tables {
    /// When the player to move has used up `turn_timeout`, resigns the seat for them
    /// (docs/rules.md §4 `abandon`) and stores it. Returns the table as it is now and what
    /// happened, if anything.
    pub(super) fn expire_turn(
        &self,
        channel: u64,
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
        let progress = self.conclude(channel, table, before + 1, Some(Cause::TimedOut(seat)))?;
        let now = progress.table.clone();
        Ok((now, Some(Outcome::Played(progress))))
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

    /// Checks the turn clock of every channel with a game in progress; returns the
    /// announcements to post (adapters call this every minute or so).
    pub fn tick_all(&self) -> Vec<(u64, Vec<Reply>)> {
        let channels = match self.store.channels() {
            Ok(channels) => channels,
            Err(e) => {
                tracing::error!(
                    error = &e as &dyn std::error::Error,
                    "cannot list the channels to check their clocks"
                );
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for channel in channels {
            let lock = self.channel_lock(channel);
            let _guard = lock.lock();
            let answer = match self.load(channel) {
                Ok(Some(table)) => match self.expire_turn(channel, table) {
                    Ok((_, Some(outcome))) => Answer::one(outcome),
                    _ => continue,
                },
                // A damaged record was moved aside: the channel is told.
                Err(Refusal::Corrupt) => Answer::refused(Refusal::Corrupt),
                _ => continue,
            };
            let replies = present::answer(&answer, &self.langs(channel, None, None));
            out.push((channel, replies));
        }
        out
    }
}
