//! `hint`: the move the computer would play for the player to move,
//! for their eyes only, drawn on the board. The search is the tables' hint bot
//! ([`HINT_LEVEL`] within [`HINT_TIME`] unless changed, [`Tables::with_hint_bot`]), seeded
//! as a computer in that seat would be. The game's `hints` setting (docs/rules.md §5)
//! allows or forbids it; a game in which a hint was given is casual (not rated).

use std::time::Duration;

use crate::ai::{Bot, Level};
use crate::store::Phase;

use super::cooldown::Work;
use super::door::Door;
use super::outcome::{AssistRefusal, Ending, Hint, Outcome, Refusal};
use super::state::Table;
use super::{Tables, User};

/// The level hints play at.
pub const HINT_LEVEL: Level = Level::Hard;

/// The most a hint may search.
pub const HINT_TIME: Duration = Duration::from_secs(1);

/// The computer player that answers hints by default.
#[must_use]
pub fn hint_bot() -> Bot {
    Bot::new(HINT_LEVEL).with_deadline(HINT_TIME)
}

impl Tables {
    /// `hint`: the chain the hint bot plays for the asker, who must be to move. In a
    /// rated game the asker is asked first, as `resign` and `abort` do: the hint makes it
    /// casual for everyone (`confirmed` answers that question).
    pub(super) fn hint(
        &self,
        door: &Door<'_>,
        user: &User,
        mut table: Table,
        confirmed: bool,
    ) -> Result<Vec<Outcome>, Refusal> {
        match table.record.phase {
            Phase::Lobby => return Err(Refusal::NotStarted),
            Phase::Finished => return Err(Refusal::NotPlaying),
            Phase::Playing => {}
        }
        let seat = table.seat_of(user.id).ok_or(Refusal::NotSeated)?;
        if !table.record.rules.hints {
            return Err(Refusal::feature(AssistRefusal::HintsOff));
        }
        let game = table.game.as_ref().ok_or(Refusal::NotPlaying)?;
        if game.to_move() != Some(seat) || table.seat_level(seat).is_some() {
            return Err(Refusal::feature(AssistRefusal::HintNotYourTurn));
        }
        // A crossing is never rated: its hint is said to leave the board, unasked.
        if table.is_rated() && table.record.players > 1 && !confirmed {
            return super::play::ask(&table, Ending::Hint);
        }
        self.take_work(user, Work::Hint)?;
        let seed = crate::core::mix_seed(table.record.seed, game.history().len() as u64);
        let path = self
            .hint_bot
            .choose_path(game, seed)
            .ok_or(Refusal::NotPlaying)?;
        let made_casual = table.make_casual();
        if made_casual {
            let expected = table.record.revision;
            self.save_record(door, Some(expected), &mut table.record, None)?;
        }
        Ok(vec![Outcome::told(Hint {
            path,
            level: self.hint_bot.level,
            made_casual,
            table,
        })])
    }
}
