//! Persistence: one record per channel in an embedded sled database.
//!
//! Key: the channel id as 8 big-endian bytes, in the tree `tables`. Value: a
//! [`TableRecord`] encoded as JSON, carrying its encoding version (`format`) and a
//! revision number. Every write is a compare-and-swap on the revision, then a flush, so a
//! reply that says "done" only follows a write that is on disk. sled writes a key's new
//! value atomically: after a crash a record is either the old or the new one, never a mix.
//!
//! # Damage and recovery
//!
//! - A record that does not decode (or breaks a record invariant) is reported as
//!   [`StoreError::Corrupt`]; the table layer then moves it to the tree `damaged`
//!   ([`Store::remove_raw`], kept for inspection with [`Store::damaged`]) and tells the
//!   channel. Other channels are not affected.
//! - A record written by a newer build ([`StoreError::NewerFormat`]) is left untouched.
//! - A database folder that sled cannot open is [`StoreError::Damaged`]; one held by
//!   another process is [`StoreError::InUse`]. Both say what to do; neither is retried.
//!   Recovery from a damaged folder: stop the bot, move the folder aside (keep it for
//!   inspection), restore a copy from a backup if there is one, or start with an empty
//!   folder (the channels' games in the damaged folder are then lost).
//!
//! # Format versions
//!
//! [`FORMAT`] is the version this build writes. [`decode`] reads every version it knows:
//! when the encoding changes, bump [`FORMAT`], keep a decoder for the old version that
//! converts to the new [`TableRecord`], and add a fixture of the new version beside
//! `tests/fixtures/store/table-record-v1.json` (the test `tests/store.rs` decodes each).

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use crate::core::{HouseRules, Layout, Variant, MAX_NAME};

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
    /// The computer, at a level. A seat stored before levels existed (`{"kind":
    /// "computer"}`) reads as `medium`, the default level. The encoding stays format 1:
    /// a missing `level` takes that default, and older builds ignore the field.
    Computer {
        /// How strong it plays.
        #[serde(default)]
        level: crate::ai::Level,
    },
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
    /// Which game: standard or capture (RULES.md §6). Stored only for a capture game: a
    /// record without it (every record written before the capture game existed) is a
    /// standard game, so the encoding stays format 1.
    #[serde(default, skip_serializing_if = "Variant::is_standard")]
    pub variant: Variant,
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
    /// The board images' theme (`light` or `dark`, a table setting chosen at `new`; the
    /// table layer reads it). Absent in records written before themes: light.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub theme: Option<String>,
}

/// What went wrong in the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another process has the database folder open (sled allows one process per folder).
    #[error(
        "the database at {} is in use by another process (one checkers-bot per database \
         folder): stop the other process, or give this one its own folder with --db",
        .path.display()
    )]
    InUse {
        /// The database folder.
        path: PathBuf,
    },
    /// The database folder exists but cannot be read: its files are damaged.
    #[error(
        "the database at {} is damaged and cannot be opened ({detail}). To recover: stop the \
         bot, move the folder aside (e.g. `mv {0} {0}.damaged`, kept for inspection), then \
         restore it from a backup or start again with an empty folder (see the README, \
         \"Damaged or locked database\")",
        .path.display()
    )]
    Damaged {
        /// The database folder.
        path: PathBuf,
        /// What sled reported.
        detail: String,
    },
    /// The database failed (disk full, permissions, …).
    #[error("database error: {0}")]
    Db(#[from] sled::Error),
    /// The record changed since it was read.
    #[error("the record changed since it was read")]
    Conflict,
    /// The stored bytes do not decode, or the record breaks an invariant.
    #[error("stored record cannot be read: {0}")]
    Corrupt(String),
    /// The record was written by a newer build, in an encoding this build does not know.
    #[error("stored record has format version {0}, newer than this build's {FORMAT}")]
    NewerFormat(u32),
}

/// The channel database.
#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    tables: sled::Tree,
    damaged: sled::Tree,
    /// Tree `meta`: the write counter (key [`WRITES`]).
    meta: sled::Tree,
    /// The manifest file beside sled's files (none for a temporary store).
    manifest: Option<Arc<Manifest>>,
}

/// Key of the write counter in the tree `meta`: record writes made, ever.
const WRITES: &[u8] = b"writes";
/// The manifest file in the database folder.
pub const MANIFEST_FILE: &str = "checkers-manifest";
/// The manifest is rewritten after this many record writes (and at open and flush).
const MANIFEST_EVERY: u64 = 32;

/// A file outside sled's own files that remembers how many record writes the database
/// had made at some point (written after a flush). sled recovers a damaged log by
/// dropping everything after the damage, silently; when the counter inside the database
/// is found below the manifest's, writes that were confirmed have been lost, and the
/// store refuses to open ([`StoreError::Damaged`]) instead of carrying on without them.
struct Manifest {
    path: PathBuf,
    /// The value last written to the file.
    written: Mutex<u64>,
}

impl Manifest {
    fn read(path: &Path) -> Option<u64> {
        let text = std::fs::read_to_string(path).ok()?;
        text.lines()
            .find_map(|l| l.strip_prefix("writes "))
            .and_then(|n| n.trim().parse().ok())
    }

    /// Records `writes` (already flushed) if it is above what the file says.
    fn record(&self, writes: u64) {
        let mut written = self.written.lock().unwrap_or_else(PoisonError::into_inner);
        if writes <= *written {
            return;
        }
        let tmp = self.path.with_extension("tmp");
        let text = format!(
            "checkers-bot store manifest: the database had made this many record writes\n\
             writes {writes}\n"
        );
        let done = std::fs::File::create(&tmp)
            .and_then(|mut f| {
                std::io::Write::write_all(&mut f, text.as_bytes())?;
                f.sync_all()
            })
            .and_then(|()| std::fs::rename(&tmp, &self.path));
        match done {
            Ok(()) => *written = writes,
            Err(e) => {
                tracing::warn!(path = %self.path.display(), error = %e, "cannot write the store manifest")
            }
        }
    }
}

fn key(channel: u64) -> [u8; 8] {
    channel.to_be_bytes()
}

/// What a failed open means for the operator.
fn open_error(path: &Path, e: sled::Error) -> StoreError {
    let path = path.to_path_buf();
    match e {
        // sled 0.34.7 reports a held file lock as an I/O error with this text.
        sled::Error::Io(io) if io.to_string().contains("could not acquire lock") => {
            StoreError::InUse { path }
        }
        sled::Error::Io(io)
            if matches!(
                io.kind(),
                std::io::ErrorKind::InvalidData | std::io::ErrorKind::UnexpectedEof
            ) =>
        {
            StoreError::Damaged {
                path,
                detail: io.to_string(),
            }
        }
        e @ (sled::Error::Corruption { .. }
        | sled::Error::ReportableBug(_)
        | sled::Error::Unsupported(_)) => StoreError::Damaged {
            path,
            detail: e.to_string(),
        },
        e => StoreError::Db(e),
    }
}

impl Store {
    /// Opens (or creates) the database in folder `path`.
    ///
    /// # Errors
    /// [`StoreError::InUse`] when another process holds it; [`StoreError::Damaged`] when
    /// its files cannot be read (sled's errors and panics while recovering are both caught);
    /// [`StoreError::Db`] for other failures (permissions, disk).
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref();
        let opened = std::panic::catch_unwind(|| -> Result<Store, sled::Error> {
            let db = sled::Config::new().path(path).open()?;
            Store::over(db)
        });
        match opened {
            Ok(Ok(mut store)) => {
                store.check_manifest(path)?;
                Ok(store)
            }
            Ok(Err(e)) => Err(open_error(path, e)),
            Err(panic) => Err(StoreError::Damaged {
                path: path.to_path_buf(),
                detail: panic
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "sled failed while reading it".into()),
            }),
        }
    }

    fn over(db: sled::Db) -> Result<Store, sled::Error> {
        let tables = db.open_tree("tables")?;
        let damaged = db.open_tree("damaged")?;
        let meta = db.open_tree("meta")?;
        Ok(Store {
            db,
            tables,
            damaged,
            meta,
            manifest: None,
        })
    }

    /// Compares the write counter with the manifest in folder `path` (see [`Manifest`]),
    /// then brings the manifest up to date.
    fn check_manifest(&mut self, path: &Path) -> Result<(), StoreError> {
        let file = path.join(MANIFEST_FILE);
        let writes = self.writes()?;
        if let Some(expected) = Manifest::read(&file) {
            if writes < expected {
                return Err(StoreError::Damaged {
                    path: path.to_path_buf(),
                    detail: format!(
                        "it holds {writes} record writes but had made at least {expected}: \
                         confirmed moves were lost; to accept the loss and keep what is left, \
                         delete {MANIFEST_FILE} in the folder"
                    ),
                });
            }
        }
        let manifest = Manifest {
            path: file,
            written: Mutex::new(0),
        };
        manifest.record(writes);
        self.manifest = Some(Arc::new(manifest));
        Ok(())
    }

    /// Record writes made so far (the counter in the tree `meta`).
    fn writes(&self) -> Result<u64, StoreError> {
        Ok(self
            .meta
            .get(WRITES)?
            .and_then(|v| <[u8; 8]>::try_from(v.as_ref()).ok())
            .map_or(0, u64::from_be_bytes))
    }

    /// Counts one record write (before the write itself: a crash in between leaves the
    /// counter ahead, never behind). Returns the new count.
    fn count_write(&self) -> Result<u64, StoreError> {
        let next = self.meta.update_and_fetch(WRITES, |old| {
            let n = old
                .and_then(|v| <[u8; 8]>::try_from(v).ok())
                .map_or(0, u64::from_be_bytes);
            Some((n + 1).to_be_bytes().to_vec())
        })?;
        Ok(next
            .and_then(|v| <[u8; 8]>::try_from(v.as_ref()).ok())
            .map_or(0, u64::from_be_bytes))
    }

    /// Flushes, then updates the manifest every [`MANIFEST_EVERY`] writes.
    fn flush_counted(&self, writes: u64) -> Result<(), StoreError> {
        self.db.flush()?;
        if let Some(m) = &self.manifest {
            if writes % MANIFEST_EVERY == 0 {
                m.record(writes);
            }
        }
        Ok(())
    }

    /// A database that lives in memory only and is gone when dropped (tests, demos).
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn temporary() -> Result<Store, StoreError> {
        let db = sled::Config::new().temporary(true).open()?;
        Ok(Store::over(db)?)
    }

    /// The record of `channel`, if any.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`] when the bytes do not decode; [`StoreError::NewerFormat`];
    /// [`StoreError::Db`].
    pub fn load(&self, channel: u64) -> Result<Option<TableRecord>, StoreError> {
        match self.tables.get(key(channel))? {
            None => Ok(None),
            Some(bytes) => decode(&bytes).map(Some),
        }
    }

    /// Writes `record` for `channel` if the stored revision is still `expected`
    /// (`None`: no record yet). Sets `record.format` to [`FORMAT`] and `record.revision`
    /// to the next number, and flushes before returning: when this returns `Ok` the
    /// record is on disk.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when someone else wrote first; [`StoreError::Corrupt`] when
    /// the stored record does not decode; [`StoreError::Db`].
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
        let writes = self.count_write()?;
        self.tables
            .compare_and_swap(key(channel), current, Some(bytes))?
            .map_err(|_| StoreError::Conflict)?;
        self.flush_counted(writes)
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
        let writes = self.count_write()?;
        self.tables
            .compare_and_swap(key(channel), current, None::<&[u8]>)?
            .map_err(|_| StoreError::Conflict)?;
        self.flush_counted(writes)
    }

    /// Moves whatever is stored for `channel` to the tree `damaged` (used after a corrupt
    /// record was reported), in one transaction, and flushes. Earlier damaged copies of
    /// the channel are kept too ([`Store::damaged`]).
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn remove_raw(&self, channel: u64) -> Result<(), StoreError> {
        use sled::Transactional;
        let mut aside = key(channel).to_vec();
        aside.extend_from_slice(&self.db.generate_id()?.to_be_bytes());
        (&self.tables, &self.damaged)
            .transaction(|(tables, damaged)| {
                if let Some(bytes) = tables.remove(&key(channel))? {
                    damaged.insert(aside.as_slice(), bytes)?;
                }
                Ok::<(), sled::transaction::ConflictableTransactionError<()>>(())
            })
            .map_err(|e| match e {
                sled::transaction::TransactionError::Storage(e) => StoreError::Db(e),
                sled::transaction::TransactionError::Abort(()) => StoreError::Conflict,
            })?;
        self.db.flush()?;
        Ok(())
    }

    /// The damaged records moved aside for `channel`, oldest first (for inspection).
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn damaged(&self, channel: u64) -> Result<Vec<Vec<u8>>, StoreError> {
        self.damaged
            .scan_prefix(key(channel))
            .values()
            .map(|v| Ok(v?.to_vec()))
            .collect()
    }

    /// Stores `bytes` as the record of `channel` without any check, and flushes (tests,
    /// fuzzing and repair tools; the table layer never calls it).
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn write_raw(&self, channel: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.tables.insert(key(channel), bytes)?;
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

    /// The language chosen for `channel`'s public posts, if any.
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn load_language(&self, channel: u64) -> Result<Option<String>, StoreError> {
        self.load_setting("language", channel)
    }

    /// Sets (or with `None` clears) the language of `channel`'s public posts, and flushes.
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn save_language(&self, channel: u64, language: Option<&str>) -> Result<(), StoreError> {
        self.save_setting("language", channel, language)
    }

    /// The board theme chosen for `channel`'s new games (`light`, `dark`), if any.
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn load_theme(&self, channel: u64) -> Result<Option<String>, StoreError> {
        self.load_setting("theme", channel)
    }

    /// Sets (or with `None` clears) the board theme of `channel`'s new games, and flushes.
    ///
    /// # Errors
    /// [`StoreError::Db`].
    pub fn save_theme(&self, channel: u64, theme: Option<&str>) -> Result<(), StoreError> {
        self.save_setting("theme", channel, theme)
    }

    /// A channel setting kept as text in the tree `tree`.
    fn load_setting(&self, tree: &str, channel: u64) -> Result<Option<String>, StoreError> {
        let value = self.db.open_tree(tree)?.get(key(channel))?;
        Ok(value.map(|v| String::from_utf8_lossy(&v).into_owned()))
    }

    /// Sets (or with `None` clears) a channel setting kept as text in the tree `tree`,
    /// and flushes.
    fn save_setting(
        &self,
        tree: &str,
        channel: u64,
        value: Option<&str>,
    ) -> Result<(), StoreError> {
        let tree = self.db.open_tree(tree)?;
        match value {
            Some(v) => tree.insert(key(channel), v.as_bytes())?,
            None => tree.remove(key(channel))?,
        };
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
        if let Some(m) = &self.manifest {
            m.record(self.writes()?);
        }
        Ok(())
    }
}

/// Most turns a record may hold (as a game record, `core::record`).
const MAX_TURNS: usize = 100_000;
/// Longest theme name kept in a record (`light`, `dark`).
const MAX_THEME_TEXT: usize = 16;
/// Longest turn text kept in a record (`b2-d2-f7-…`; far above any real chain).
const MAX_TURN_TEXT: usize = 400;

/// Reads a stored record of any known format version and checks its invariants.
///
/// # Errors
/// [`StoreError::Corrupt`] when the bytes are not a record or break an invariant (seat
/// counts, first seat, turn count); [`StoreError::NewerFormat`] for a version written by
/// a newer build.
pub fn decode(bytes: &[u8]) -> Result<TableRecord, StoreError> {
    #[derive(serde::Deserialize)]
    struct Version {
        format: u32,
    }
    let corrupt = |e: serde_json::Error| StoreError::Corrupt(e.to_string());
    let version: Version = serde_json::from_slice(bytes).map_err(corrupt)?;
    let record: TableRecord = match version.format {
        // Version 1 is the current encoding. A future version 2 adds its decoder here and
        // keeps this arm converting version 1 records.
        1 => serde_json::from_slice(bytes).map_err(corrupt)?,
        n if n > FORMAT => return Err(StoreError::NewerFormat(n)),
        n => return Err(StoreError::Corrupt(format!("unknown format version {n}"))),
    };
    check(&record).map_err(|e| StoreError::Corrupt(e.into()))?;
    Ok(record)
}

/// The invariants every stored record keeps (the table layer relies on them).
fn check(r: &TableRecord) -> Result<(), &'static str> {
    if Layout::of_variant(r.variant, r.players, r.armies).is_err() {
        return Err("no game has these players and armies");
    }
    if r.seats.len() > r.players || (r.phase != Phase::Lobby && r.seats.len() != r.players) {
        return Err("seats do not match the players");
    }
    if r.first >= r.players {
        return Err("the first seat is not a seat");
    }
    if r.phase == Phase::Lobby && !r.turns.is_empty() {
        return Err("a lobby has no turns");
    }
    if r.turns.len() > MAX_TURNS || r.turns.iter().any(|t| t.len() > MAX_TURN_TEXT) {
        return Err("too many or too long turns");
    }
    let long_name = r.seats.iter().any(|s| match s {
        Occupant::Human { name, .. } => name.chars().count() > MAX_NAME,
        Occupant::Computer { .. } => false,
    });
    if long_name {
        return Err("a seat name is too long");
    }
    if r.theme.as_ref().is_some_and(|t| t.len() > MAX_THEME_TEXT) {
        return Err("the theme name is too long");
    }
    Ok(())
}
