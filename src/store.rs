//! Persistence: one record per channel in an embedded sled database.
//!
//! Key: the channel id as 8 big-endian bytes, in the tree `tables`. Value: a
//! [`TableRecord`] encoded as JSON, carrying its encoding version (`format`) and a
//! revision number. Every write is a compare-and-swap on the revision, then a flush, so a
//! reply that says "done" only follows a write that is on disk.

use std::path::Path;

use crate::core::HouseRules;

/// The encoding version written by this build.
pub const FORMAT: u32 = 1;

/// Default database folder, relative to the working directory (git-ignored).
pub const DEFAULT_PATH: &str = "checkers-data";

/// Where a table is in its life.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Seats are being filled.
    Lobby,
    /// Moves are being played.
    Playing,
    /// The game ended; kept so `board` and `status` still answer until a new game.
    Finished,
}

/// Who sits in a seat.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Occupant {
    /// A person, by platform user id.
    Human {
        /// User id (Discord snowflake, or a console id).
        id: u64,
        /// Display name when they joined, at most 32 characters.
        name: String,
    },
    /// The computer.
    Computer,
}

/// Everything stored for one channel's table.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct TableRecord {
    /// Encoding version, [`FORMAT`].
    pub format: u32,
    /// Incremented on every write; writes compare-and-swap on it.
    pub revision: u64,
    /// Lobby, playing or finished.
    pub phase: Phase,
    /// User id of the creator.
    pub creator: u64,
    /// Number of seats.
    pub players: usize,
    /// Armies per seat (1 for the standard game).
    pub armies: usize,
    /// House rules.
    pub rules: HouseRules,
    /// Seats filled so far, in seat order.
    pub seats: Vec<Occupant>,
    /// Seat that moves first (0-based), fixed at start.
    pub first: usize,
    /// Every turn as text (`d2-e7`, `pass`, `resign 2`), in order.
    pub turns: Vec<String>,
    /// Seed for the computer players and the coin toss.
    pub seed: u64,
    /// When the current turn began, in seconds since the Unix epoch (`turn_timeout`).
    #[serde(default)]
    pub turn_started: u64,
}

/// What went wrong in the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database failed (disk, permissions, in use by another process).
    #[error("database error: {0}")]
    Db(#[from] sled::Error),
    /// The record changed since it was read.
    #[error("the record changed since it was read")]
    Conflict,
    /// The stored bytes do not decode.
    #[error("stored record cannot be read: {0}")]
    Corrupt(String),
}

/// The channel database.
#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    tables: sled::Tree,
}

fn key(channel: u64) -> [u8; 8] {
    channel.to_be_bytes()
}

impl Store {
    /// Opens (or creates) the database in folder `path`.
    ///
    /// # Errors
    /// [`StoreError::Db`] when it cannot be opened, e.g. another process holds it.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let db = sled::Config::new().path(path).open()?;
        let tables = db.open_tree("tables")?;
        Ok(Store { db, tables })
    }

    /// A database that lives in memory only and is gone when dropped (tests, demos).
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn temporary() -> Result<Store, StoreError> {
        let db = sled::Config::new().temporary(true).open()?;
        let tables = db.open_tree("tables")?;
        Ok(Store { db, tables })
    }

    /// The record of `channel`, if any.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`] when the bytes do not decode; [`StoreError::Db`].
    pub fn load(&self, channel: u64) -> Result<Option<TableRecord>, StoreError> {
        match self.tables.get(key(channel))? {
            None => Ok(None),
            Some(bytes) => decode(&bytes).map(Some),
        }
    }

    /// Writes `record` for `channel` if the stored revision is still `expected`
    /// (`None`: no record yet). Sets `record.revision` to the next number and flushes
    /// before returning.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when someone else wrote first; [`StoreError::Db`].
    pub fn save(
        &self,
        channel: u64,
        expected: Option<u64>,
        record: &mut TableRecord,
    ) -> Result<(), StoreError> {
        let current = self.tables.get(key(channel))?;
        let current_rev = match &current {
            None => None,
            Some(bytes) => Some(decode(bytes)?.revision),
        };
        if current_rev != expected {
            return Err(StoreError::Conflict);
        }
        record.format = FORMAT;
        record.revision = expected.map_or(1, |r| r + 1);
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        self.tables
            .compare_and_swap(key(channel), current, Some(bytes))?
            .map_err(|_| StoreError::Conflict)?;
        self.db.flush()?;
        Ok(())
    }

    /// Removes the record of `channel` if its revision is still `expected`, and flushes.
    ///
    /// # Errors
    /// [`StoreError::Conflict`]; [`StoreError::Db`].
    pub fn delete(&self, channel: u64, expected: u64) -> Result<(), StoreError> {
        let current = self.tables.get(key(channel))?;
        match &current {
            Some(bytes) if decode(bytes).map(|r| r.revision).ok() == Some(expected) => {}
            _ => return Err(StoreError::Conflict),
        }
        self.tables
            .compare_and_swap(key(channel), current, None::<&[u8]>)?
            .map_err(|_| StoreError::Conflict)?;
        self.db.flush()?;
        Ok(())
    }

    /// Removes whatever is stored for `channel` (used after a corrupt record was reported).
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn remove_raw(&self, channel: u64) -> Result<(), StoreError> {
        if let Some(bytes) = self.tables.remove(key(channel))? {
            self.db.open_tree("damaged")?.insert(key(channel), bytes)?;
        }
        self.db.flush()?;
        Ok(())
    }

    /// The default house rules stored for `channel`, if any.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`]; [`StoreError::Db`].
    pub fn load_defaults(&self, channel: u64) -> Result<Option<HouseRules>, StoreError> {
        match self.db.open_tree("defaults")?.get(key(channel))? {
            None => Ok(None),
            Some(bytes) => serde_json::from_slice(&bytes)
                .map(Some)
                .map_err(|e| StoreError::Corrupt(e.to_string())),
        }
    }

    /// Stores the default house rules of `channel` and flushes.
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn save_defaults(&self, channel: u64, rules: &HouseRules) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(rules).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        self.db.open_tree("defaults")?.insert(key(channel), bytes)?;
        self.db.flush()?;
        Ok(())
    }

    /// Channels with a record.
    pub fn channels(&self) -> impl Iterator<Item = u64> + '_ {
        self.tables
            .iter()
            .keys()
            .filter_map(|k| k.ok())
            .filter_map(|k| <[u8; 8]>::try_from(k.as_ref()).ok())
            .map(u64::from_be_bytes)
    }

    /// Writes everything to disk.
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }
}

fn decode(bytes: &[u8]) -> Result<TableRecord, StoreError> {
    let record: TableRecord =
        serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    if record.format != FORMAT {
        return Err(StoreError::Corrupt(format!(
            "unknown format version {}",
            record.format
        )));
    }
    Ok(record)
}
