//! Tournaments, the pure core: Swiss and round robin for 2-player games, and rounds of
//! tables of 3 to 6 seated by score; pairings, results, standings with Buchholz and
//! Sonneborn-Berger, late joins, withdrawals, forfeits and corrected results
//! (docs/playing.md "Tournaments"). No I/O, no clock: each change takes a
//! [`Tournament`] and returns the next one or says why not; the state is serialisable,
//! to be stored whole.
//!
//! - `points.rs`: [`Points`], exact fractions of a point, and the [`BYE`]'s.
//! - `round.rs`: the data: [`Entrant`], [`Player`], [`Round`], [`Game`], [`GameResult`]
//!   (and a table's place points).
//! - `field.rs`: the players to pair in rank order, and who met whom.
//! - `swiss.rs`, `round_robin.rs`, `seating.rs`: the three ways of pairing a round.
//! - `standings.rs`: [`Standing`]s, derived from the results each time.
//! - `tournament.rs`: [`Tournament`] and its changes, each with its own error.

mod field;
mod points;
mod round;
pub mod round_robin;
pub mod seating;
mod standings;
pub mod swiss;
#[expect(clippy::module_inception, reason = "the type is the module's subject")]
mod tournament;

pub use field::{rank, Contender, Meetings};
pub use points::{Points, BYE};
pub use round::{Entrant, Game, GameResult, Player, PlayerId, Round, SeatResult};
pub use standings::Standing;
pub use tournament::{
    CreateError, Format, JoinError, PairError, ResultError, Tournament, WithdrawError, MAX_PLAYERS,
    MAX_ROUNDS,
};
