//! Kept games and ratings: what outlives a channel's table.
//!
//! Every finished game is kept under a game id ([`KeptGame`]), apart from the channel's
//! table record, which the next `new` replaces. Each person has a rating per server
//! ([`PlayerRating`]: Weng-Lin's mean and uncertainty, with counts for the profile). A
//! game's kept copy and the rating update it causes are written in one transaction with
//! the finished table record ([`super::Store::finish`]).
//!
//! Both are JSON carrying their encoding version ([`KEPT_FORMAT`]), like the table
//! record: a later build that changes the encoding bumps it and keeps a decoder for
//! version 1.

use super::{Damage, Occupant, StoreError};
use crate::ai::Level;

/// The encoding version of kept games and ratings written by this build.
pub const KEPT_FORMAT: u32 = 1;

/// Who sat in a kept game's seat.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Player {
    /// A person, by platform user id, with the name they had in the game.
    Person {
        /// User id (Discord snowflake, or a console id).
        id: u64,
        /// Display name in the game, at most 32 characters.
        name: String,
    },
    /// A person who asked to be forgotten (`forget-me`): shown as "a former player".
    Former,
    /// The computer, at a level.
    Computer {
        /// How strong it played.
        level: Level,
    },
}

impl Player {
    /// The person's user id, if this is a person not forgotten.
    #[must_use]
    pub fn person(&self) -> Option<u64> {
        match self {
            Player::Person { id, .. } => Some(*id),
            _ => None,
        }
    }
}

impl From<&Occupant> for Player {
    fn from(o: &Occupant) -> Player {
        match o {
            Occupant::Human { id, name } => Player::Person {
                id: *id,
                name: name.clone(),
            },
            Occupant::Computer { level } => Player::Computer { level: *level },
        }
    }
}

/// How a seat's game ended (docs/rules.md §4: resigning, running out of time or leaving
/// ranks after everyone who played on).
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatEnd {
    /// All its armies reached home (or, in the capture game, it played to the end).
    Finished,
    /// Still short of home when the game ended (move limit, no moves, the others done).
    Unfinished,
    /// It resigned or left.
    Resigned,
    /// It ran out of time (`turn_timeout`).
    TimedOut,
}

/// One seat of a kept game.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct KeptSeat {
    /// Who sat there.
    pub player: Player,
    /// Final place, 1-based (tied seats share a place).
    pub place: usize,
    /// How its game ended.
    pub end: SeatEnd,
    /// Moves its player made (passes not counted, nor the computer's moves for the seat
    /// after its player resigned or ran out of time).
    pub moves: u32,
}

/// A finished game as kept: enough to list it, replay it and attach its record.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct KeptGame {
    /// Encoding version, [`KEPT_FORMAT`].
    pub format: u32,
    /// The game id, given by the store when the game is kept (1, 2, 3, … in sled).
    pub id: u64,
    /// The server (Discord guild id; a direct message's channel id; 0 for the console and
    /// for direct messages kept before they were told apart).
    pub server: u64,
    /// The channel the game was played in.
    pub channel: u64,
    /// When the game started, in seconds since the Unix epoch (0 when not known).
    pub started: u64,
    /// When it ended, in seconds since the Unix epoch.
    pub ended: u64,
    /// The seats, in seat order.
    pub seats: Vec<KeptSeat>,
    /// The game record in the text form `render --record` reads (docs/notation.md), with
    /// no seat names: [`KeptGame::record_text`] adds them from [`KeptGame::seats`], so a
    /// forgotten person's name is kept in one place only.
    pub record: String,
    /// Whether the game changed ratings.
    pub rated: bool,
    /// Played where only some of the server's members could see it (a Discord private
    /// thread): shown only in its own channel ([`KeptGame::shown_in`]). Absent in games
    /// kept before, and while false; stays format [`KEPT_FORMAT`].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
    /// Called off while under way (`abort confirm`): kept with its moves so far, every
    /// seat unfinished, not rated. Absent in games kept before, and while false; stays
    /// format [`KEPT_FORMAT`].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aborted: bool,
    /// Every place it was seen in while it was played, when that was more than its own
    /// channel (a game found by `seek anywhere`: a thread of each server), where it is
    /// shown too. Absent for a game
    /// seen in its own channel alone, and in games kept before. Stays its format.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<u64>,
}

impl KeptGame {
    /// The people who are rated by this game, in seat order, with their places (none
    /// when the game is not rated). Computers take part in the update at a fixed rating
    /// ([`crate::ratings`]), so one person against the computer is rated too.
    #[must_use]
    pub fn rated_people(&self) -> Vec<(u64, usize)> {
        if !self.rated || self.seats.len() < 2 {
            return Vec::new();
        }
        self.seats
            .iter()
            .filter_map(|s| s.player.person().map(|id| (id, s.place)))
            .collect()
    }

    /// The team of each seat in a team game (docs/rules.md §8: seat `i` and its partner
    /// half the table round share team `i mod n/2`); `None` when the game is not one.
    #[must_use]
    pub fn teams(&self) -> Option<Vec<usize>> {
        let record = self.game_record().ok()?;
        let n = self.seats.len();
        (record.rules.teams && matches!(n, 4 | 6)).then(|| (0..n).map(|i| i % (n / 2)).collect())
    }

    /// Whether this game may be shown to someone asking in `channel` of `server` (Discord
    /// guild id, a direct message's channel id, 0 for the console): a game is shown only
    /// on its own server; a private one ([`KeptGame::private`]: a private thread) and
    /// every game of server 0 (direct messages kept before each became its own server)
    /// only in its own channel. A game found anywhere (of the pool of every server,
    /// [`crate::store::seeks::ANYWHERE`]) is shown in each place it was seen in
    /// ([`KeptGame::places`]).
    /// Game ids are global and sequential, so this, not the id, keeps games apart.
    #[must_use]
    pub fn shown_in(&self, server: u64, channel: u64) -> bool {
        let own =
            self.server == server && (self.channel == channel || (server != 0 && !self.private));
        own || self.places.contains(&channel)
    }

    /// Whether user `id` sat in this game.
    #[must_use]
    pub fn has(&self, id: u64) -> bool {
        self.seats.iter().any(|s| s.player.person() == Some(id))
    }

    /// Turns in the game (moves, passes and resignations): a replay's frames.
    #[must_use]
    pub fn turns(&self) -> usize {
        self.game_record().map_or(0, |r| r.turns.len())
    }

    /// Moves in the game (passes and resignations not counted), as the end of a game's
    /// replay counts them.
    #[must_use]
    pub fn moves(&self) -> usize {
        self.game_record().map_or(0, |r| {
            r.turns
                .iter()
                .filter(|t| matches!(t, crate::core::RecordTurn::Move(_)))
                .count()
        })
    }

    /// The game record, seat names left empty.
    ///
    /// # Errors
    /// [`crate::core::RecordError`] when the kept text does not read (damage).
    pub fn game_record(&self) -> Result<crate::core::GameRecord, crate::core::RecordError> {
        crate::core::GameRecord::parse(&self.record)
    }

    /// The game record's text with the seat names: a person's name, `former` for a
    /// forgotten person, `computer(seat number)` for a computer.
    ///
    /// # Errors
    /// [`crate::core::RecordError`] when the kept text does not read (damage).
    pub fn record_text(
        &self,
        former: &str,
        computer: impl Fn(usize) -> String,
    ) -> Result<String, crate::core::RecordError> {
        let mut record = self.game_record()?;
        record.names = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| match &s.player {
                Player::Person { name, .. } => name.clone(),
                Player::Former => former.to_string(),
                Player::Computer { .. } => computer(i + 1),
            })
            .collect();
        Ok(record.to_string())
    }

    /// Replaces user `id` by [`Player::Former`] in every seat; whether any seat changed.
    pub fn forget(&mut self, id: u64) -> bool {
        let mut changed = false;
        for seat in &mut self.seats {
            if seat.player.person() == Some(id) {
                seat.player = Player::Former;
                changed = true;
            }
        }
        changed
    }
}

/// A person's rating on one server: Weng-Lin (`OpenSkill`) mean and uncertainty, as the
/// `skillratings` crate keeps them, and what the profile shows.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct PlayerRating {
    /// Encoding version, [`KEPT_FORMAT`].
    pub format: u32,
    /// The user id.
    pub user: u64,
    /// Their name in their latest rated game.
    pub name: String,
    /// Weng-Lin mean (mu), 25 for a newcomer. Stored as text ([`exact`]).
    #[serde(with = "exact")]
    pub mu: f64,
    /// Weng-Lin uncertainty (sigma), 25/3 for a newcomer. Stored as text ([`exact`]).
    #[serde(with = "exact")]
    pub sigma: f64,
    /// Rated games played.
    pub games: u32,
    /// Rated games won (first place, shared or not).
    pub wins: u32,
    /// The sum of their places in rated games (average place = `places / games`).
    pub places: u64,
    /// Rated games in which all their armies reached home. Absent in ratings written
    /// before: 0 (stays format 1, like the fields below).
    #[serde(default)]
    pub finished: u32,
    /// The sum of their moves in those games (average moves to finish =
    /// `finish_moves / finished`).
    #[serde(default)]
    pub finish_moves: u64,
    /// The shown rating ([`PlayerRating::shown`]) after each of their latest rated games,
    /// oldest first, at most [`crate::ratings::HISTORY_LEN`]: the profile's plot.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<f64>,
}

impl PlayerRating {
    /// A newcomer's rating (mu 25, sigma 25/3, no games).
    #[must_use]
    pub fn new(user: u64, name: &str) -> PlayerRating {
        PlayerRating {
            format: KEPT_FORMAT,
            user,
            name: name.to_string(),
            mu: 25.0,
            sigma: 25.0 / 3.0,
            games: 0,
            wins: 0,
            places: 0,
            finished: 0,
            finish_moves: 0,
            history: Vec::new(),
        }
    }

    /// The conservative rating shown: `mu - 3 sigma` (0 for a newcomer; the true skill
    /// is above it with about 99.9% confidence).
    #[must_use]
    pub fn shown(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }

    /// Average moves in the rated games they finished (`None` with none).
    #[must_use]
    pub fn average_moves_to_finish(&self) -> Option<f64> {
        (self.finished > 0).then(|| self.finish_moves as f64 / f64::from(self.finished))
    }

    /// Average place over rated games (0 with none).
    #[must_use]
    pub fn average_place(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.places as f64 / f64::from(self.games)
        }
    }
}

/// A rating number stored as the shortest text that reads back as the same `f64`
/// (Rust's own formatting and parsing are exact both ways; JSON numbers through
/// `serde_json` may lose the last bit, and a rating is updated from its stored value game
/// after game).
mod exact {
    /// Writes `x` as text.
    #[expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "the signature serde's `with` calls"
    )]
    pub fn serialize<S: serde::Serializer>(x: &f64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(x)
    }

    /// Reads the text back (a JSON number is read too).
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
        #[derive(serde::Deserialize)]
        #[serde(untagged)]
        enum Stored {
            Text(String),
            Number(f64),
        }
        match serde::Deserialize::deserialize(d)? {
            Stored::Text(t) => t.parse().map_err(serde::de::Error::custom),
            Stored::Number(n) => Ok(n),
        }
    }
}

/// Reads stored JSON of a kept game or rating of any known version.
///
/// # Errors
/// [`StoreError::Corrupt`]; [`StoreError::NewerFormat`].
pub fn decode_kept<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, StoreError> {
    #[derive(serde::Deserialize)]
    struct Version {
        format: u32,
    }
    let v: Version = serde_json::from_slice(bytes).map_err(Damage::Json)?;
    match v.format {
        KEPT_FORMAT => Ok(serde_json::from_slice(bytes).map_err(Damage::Json)?),
        n if n > KEPT_FORMAT => Err(StoreError::NewerFormat(n)),
        n => Err(Damage::UnknownFormat(n).into()),
    }
}

/// Encodes a kept game or rating as stored (JSON).
///
/// # Errors
/// [`StoreError::Encode`] (never expected).
pub fn encode_kept<T: serde::Serialize>(value: &T) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(value).map_err(StoreError::Encode)
}

/// Computes the new ratings of a kept game's rated people from their current ones (same
/// order as [`KeptGame::rated_people`]); the store calls it inside the transaction that
/// keeps the game, so the update reads the latest ratings.
pub type Rate<'a> = &'a dyn Fn(&KeptGame, &[PlayerRating]) -> Vec<PlayerRating>;

/// Which games [`super::Store::kept_games`] lists.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameQuery {
    /// The server.
    pub server: u64,
    /// The channel asking: games shown only in their own channel (see
    /// [`KeptGame::shown_in`]) are listed only there.
    pub channel: u64,
    /// Only games this person sat in.
    pub user: Option<u64>,
    /// Games to skip, newest first (paging).
    pub skip: usize,
    /// Most games to return.
    pub limit: usize,
}

impl GameQuery {
    /// Whether `game` is one this query lists (before paging).
    #[must_use]
    pub fn matches(&self, game: &KeptGame) -> bool {
        game.shown_in(self.server, self.channel) && self.user.is_none_or(|u| game.has(u))
    }
}

/// The new ratings of `game`'s rated people (see [`Rate`]): each person's stored rating
/// (`stored`), or a newcomer's, with the name they had in this game, given to `rate`.
/// Both stores call it inside their transaction.
///
/// # Errors
/// What `stored` returns.
pub(crate) fn rate_with<E>(
    game: &KeptGame,
    mut stored: impl FnMut(u64) -> Result<Option<PlayerRating>, E>,
    rate: Rate<'_>,
) -> Result<Vec<PlayerRating>, E> {
    // Crash tests stop here: the game's result is written in the transaction, its
    // ratings not yet.
    crate::test_hook::pause(crate::test_hook::RATING_WRITE);
    let mut current = Vec::new();
    for seat in &game.seats {
        let Player::Person { id, name } = &seat.player else {
            continue;
        };
        if !game.rated_people().iter().any(|(p, _)| p == id) {
            continue;
        }
        let mut rating = stored(*id)?.unwrap_or_else(|| PlayerRating::new(*id, name));
        rating.name.clone_from(name);
        current.push(rating);
    }
    if current.is_empty() {
        return Ok(current);
    }
    Ok(rate(game, &current))
}
