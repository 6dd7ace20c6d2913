//! A server's tournaments as stored (docs/playing.md "Tournaments"): each one whole, as
//! JSON carrying its encoding version ([`TOURNAMENT_FORMAT`]) and a revision that every
//! write compares and swaps ([`super::Store::save_tournament`]), so two games ending at
//! once in two threads both count. The pairings, results and standings are the pure
//! core's [`Tournament`]; this record adds what the bot needs around it: where it is
//! played, its house rules, the sign-up and check-in, and the channel of each game.

use crate::core::HouseRules;
use crate::tournament::{Format, Tournament};

use super::{Damage, PgStore, SledStore, Store, StoreError};

/// The encoding version written by this build.
pub const TOURNAMENT_FORMAT: u32 = 1;

/// How long before the start the check-in opens, in seconds (10 minutes).
pub const CHECK_IN: u64 = 10 * 60;

/// Where a tournament is in its life.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// People join (and check in during the last [`CHECK_IN`] seconds).
    SignUp,
    /// Rounds are being played.
    Playing,
    /// Every round was played: the final standings stand.
    Over,
    /// It never started (too few players at its start).
    Cancelled,
}

/// A person who signed up: who, the name shown, the rating that seeds the pairings
/// (tenths of a point, as the leaderboard shows it), and whether they checked in.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct SignUp {
    /// User id.
    pub user: u64,
    /// Display name, bounded as a seat's.
    pub name: String,
    /// Rating in tenths of a point (0 without one).
    pub rating: i32,
    /// Confirmed during the check-in.
    #[serde(default)]
    pub checked_in: bool,
}

/// A game of a round as the bot opened it: round (1-based), game (0-based), the channel
/// (thread) it is played in, 0 while it is being opened, and until when that opening is
/// claimed (another process, or the next tick, opens it again after).
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Opened {
    /// Round number.
    pub round: u32,
    /// Game index in the round.
    pub game: u32,
    /// The game's channel; 0 while it opens.
    pub channel: u64,
    /// Until when the opening is claimed, in seconds since the Unix epoch.
    pub claimed: u64,
}

/// A game of a tournament, as its table record names it
/// ([`super::TableRecord::tournament`]): the tournament (on the record's server), the
/// round (1-based) and the game of the round (0-based).
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct TournamentGame {
    /// The tournament's number on the server.
    pub id: u32,
    /// Round number.
    pub round: u32,
    /// Game index in the round.
    pub game: u32,
}

/// One tournament of a server.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct TournamentRecord {
    /// Encoding version, [`TOURNAMENT_FORMAT`].
    pub format: u32,
    /// The server (Discord guild id).
    pub server: u64,
    /// Its number on the server, from 1.
    pub id: u32,
    /// Incremented on every write; writes compare-and-swap on it.
    pub revision: u64,
    /// The channel it was created in: its news and standings are posted there, and its
    /// games open in threads of it.
    pub channel: u64,
    /// Who created it.
    pub creator: u64,
    /// How its rounds are paired and how many.
    pub pairing: Format,
    /// Seats of each game (2, 3, 4 or 6).
    pub seats: u8,
    /// The house rules of every game (with a turn clock).
    pub rules: HouseRules,
    /// Whether its games change ratings.
    pub rated: bool,
    /// When it starts, in seconds since the Unix epoch.
    pub starts: u64,
    /// Sign-up, playing, over.
    pub stage: Stage,
    /// The people signed up, in order of joining (also after the start: late joiners).
    pub entrants: Vec<SignUp>,
    /// The pairings and results, from the start on.
    #[serde(default)]
    pub tournament: Option<Tournament>,
    /// The games opened (or being opened).
    #[serde(default)]
    pub opened: Vec<Opened>,
    /// The last round whose standings were posted (0: none).
    #[serde(default)]
    pub posted: u32,
    /// Whether the opening of the check-in was posted.
    #[serde(default)]
    pub check_in_told: bool,
}

impl TournamentRecord {
    /// Whether the timers still have something to do with it (sign-up or playing).
    #[must_use]
    pub fn live(&self) -> bool {
        matches!(self.stage, Stage::SignUp | Stage::Playing)
    }
}

/// Decodes a stored tournament.
///
/// # Errors
/// [`StoreError::Corrupt`] for bytes that are no tournament of a known version;
/// [`StoreError::NewerFormat`] for a newer one.
pub fn decode_tournament(bytes: &[u8]) -> Result<TournamentRecord, StoreError> {
    let v: Version = serde_json::from_slice(bytes).map_err(Damage::Json)?;
    match v.format {
        TOURNAMENT_FORMAT => Ok(serde_json::from_slice(bytes).map_err(Damage::Json)?),
        n if n > TOURNAMENT_FORMAT => Err(StoreError::NewerFormat(n)),
        n => Err(Damage::UnknownFormat(n).into()),
    }
}

/// Encodes a tournament as stored (JSON).
///
/// # Errors
/// [`StoreError::Encode`].
pub fn encode_tournament(record: &TournamentRecord) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(record).map_err(StoreError::Encode)
}

/// The version of a stored value, read before the rest.
#[derive(serde::Deserialize)]
struct Version {
    format: u32,
}

/// `migrate`: copies each tournament of the sled folder `source` to the database `target`
/// unless the database holds one of that server and number already (it went on there
/// after an earlier migration: it is kept), then checks that each is there. Returns how
/// many the folder has.
///
/// # Errors
/// The stores' errors; [`StoreError::Backend`] when one is missing after the copy.
pub(super) fn copy_tournaments(source: &SledStore, target: &PgStore) -> Result<usize, StoreError> {
    let all = source.all_tournaments()?;
    for record in &all {
        if target.tournament(record.server, record.id)?.is_none() {
            let mut copy = record.clone();
            // Stored anew (revision 1), or kept when another process wrote it first.
            match target.save_tournament(None, &mut copy) {
                Ok(()) | Err(StoreError::Conflict) => {}
                Err(e) => return Err(e),
            }
        }
        if target.tournament(record.server, record.id)?.is_none() {
            return Err(StoreError::Backend(
                format!(
                    "tournament #{} of server {} is missing from the database",
                    record.id, record.server
                )
                .into(),
            ));
        }
    }
    Ok(all.len())
}
