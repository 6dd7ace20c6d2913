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

    /// Does what is due in `channel` without waiting for a command there: plays the
    /// computers' turns nobody is playing (the process thinking them stopped), then
    /// checks the turn clock. Returns what to post: nothing when nothing was due.
    pub fn resume(&self, channel: u64) -> Vec<Reply> {
        let answer = self.execute(channel, None, &Input::Due);
        match answer.refusal {
            // A damaged record was moved aside: the channel is told.
            None | Some(Refusal::Corrupt) => {
                present::answer(&answer, &self.langs(channel, None, None))
            }
            // Another process kept writing first, or an outage: nothing was stored, and
            // the next tick (or command) tries again.
            Some(_) => Vec::new(),
        }
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

    /// Checks every channel with a game in progress: plays the computers' turns nobody
    /// is playing (after a crash or a kill, so adapters call this as they start), then
    /// the turn clock; returns the announcements to post (adapters call this every
    /// minute or so).
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
        metrics::counter!("checkers_timer_rounds_total").increment(1);
        metrics::gauge!("checkers_timer_channels").set(channels.len() as f64);
        let mut playing = 0usize;
        let fired: Vec<(u64, Vec<Reply>)> = channels
            .into_iter()
            .filter_map(|channel| {
                let replies = self.resume(channel);
                if matches!(self.under_way(channel), Some(super::UnderWay::Game { .. })) {
                    playing += 1;
                }
                (!replies.is_empty()).then_some((channel, replies))
            })
            .collect();
        metrics::gauge!("checkers_games_in_progress").set(playing as f64);
        metrics::counter!("checkers_timers_fired_total").increment(fired.len() as u64);
        fired
    }
}
