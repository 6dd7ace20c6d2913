//! The solitaire challenge's best crossings (docs/rules.md §9): each person's best crossing
//! per server, and the server's board of them. A crossing is kept when its game is kept
//! ([`super::Store::finish`]), in the same write, if it beats the person's best.
//!
//! Stored as JSON carrying its encoding version ([`CROSSING_FORMAT`]), like kept games: a
//! later build that changes the encoding bumps it and keeps a decoder for version 1.

use super::kept::{KeptGame, SeatEnd};
use super::{Damage, StoreError};

/// The encoding version of crossings written by this build.
pub const CROSSING_FORMAT: u32 = 1;

/// One person's best crossing on one server.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Crossing {
    /// Encoding version, [`CROSSING_FORMAT`].
    pub format: u32,
    /// The server (Discord guild id; a direct message's channel id; 0 for the console).
    pub server: u64,
    /// The person's user id.
    pub user: u64,
    /// Their name when they crossed, at most 32 characters.
    pub name: String,
    /// Moves the crossing took (G. Bell, 2009: at least 27).
    pub moves: u32,
    /// When it ended, in seconds since the Unix epoch.
    pub ended: u64,
    /// The kept game it was (its id, for `replay`), 0 when not known.
    pub game: u64,
}

impl Crossing {
    /// The crossing a kept game is: a solitaire game of one person whose army got home,
    /// helped by no hint or takeback (the game stayed rated).
    #[must_use]
    pub fn of(game: &KeptGame) -> Option<Crossing> {
        let [seat] = game.seats.as_slice() else {
            return None;
        };
        if !game.rated {
            return None;
        }
        let super::Player::Person { id, name } = &seat.player else {
            return None;
        };
        (seat.end == SeatEnd::Finished).then(|| Crossing {
            format: CROSSING_FORMAT,
            server: game.server,
            user: *id,
            name: name.clone(),
            moves: seat.moves,
            ended: game.ended,
            game: game.id,
        })
    }

    /// Whether this crossing beats `other`: fewer moves, then earlier.
    #[must_use]
    pub fn beats(&self, other: &Crossing) -> bool {
        (self.moves, self.ended) < (other.moves, other.ended)
    }
}

/// `crossings` best first (fewer moves, then earlier, then by user id): the server's board.
#[must_use]
pub fn ranked(mut crossings: Vec<Crossing>) -> Vec<Crossing> {
    crossings.sort_by_key(|c| (c.moves, c.ended, c.user));
    crossings
}

/// Reads a stored crossing of any known version.
///
/// # Errors
/// [`StoreError::Corrupt`]; [`StoreError::NewerFormat`].
pub fn decode_crossing(bytes: &[u8]) -> Result<Crossing, StoreError> {
    #[derive(serde::Deserialize)]
    struct Version {
        format: u32,
    }
    let v: Version = serde_json::from_slice(bytes).map_err(Damage::Json)?;
    match v.format {
        CROSSING_FORMAT => Ok(serde_json::from_slice(bytes).map_err(Damage::Json)?),
        n if n > CROSSING_FORMAT => Err(StoreError::NewerFormat(n)),
        n => Err(Damage::UnknownFormat(n).into()),
    }
}

/// Encodes a crossing as stored (JSON).
///
/// # Errors
/// [`StoreError::Encode`] (never expected).
pub fn encode_crossing(crossing: &Crossing) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(crossing).map_err(StoreError::Encode)
}
