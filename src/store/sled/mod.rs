//! The embedded store: a sled database in one folder, one process at a time.
//!
//! Key: the channel id as 8 big-endian bytes. Trees: `tables` (the table records),
//! `damaged` (records moved aside), `defaults` (default house rules as JSON), `language`
//! and `theme` (channel settings as text), `meta` (the write counter and the last game
//! id), `games` (kept games by game id, 8 big-endian bytes; JSON of [`KeptGame`] carrying
//! its format version), `ratings` (by server id then user id, 16 bytes; JSON of
//! [`PlayerRating`]) and `crossings` (the solitaire challenge's best crossings, keyed as
//! `ratings`; JSON of [`Crossing`] carrying its format version), the rating seasons
//! `season` and `seasons` ([`seasons`]), the daily puzzle's `puzzle_plans` and
//! `puzzle_answers` ([`puzzles`]), and the timers' index `due`, `due_of` and `playing`
//! ([`due`]). Every record write is one transaction that
//! checks the revision (a compare-and-swap) and updates the index, then a flush: after a
//! crash a record and its index entry are either the old or the new ones, never a mix.
//!
//! # Damage and recovery
//!
//! A database folder that sled cannot open is [`StoreError::Damaged`]; one held by
//! another process is [`StoreError::InUse`]. Both say what to do; neither is retried.
//! Recovery from a damaged folder: stop the bot, move the folder aside (keep it for
//! inspection), restore a copy from a backup if there is one, or start with an empty
//! folder (the channels' games in the damaged folder are then lost).

use std::path::{Path, PathBuf};
use std::sync::Arc;

mod due;
mod export;
mod manifest;
mod puzzles;
mod seasons;
mod seeks;
mod tournaments;

use manifest::Manifest;
pub use manifest::MANIFEST_FILE;

use super::kept::{decode_kept, encode_kept, rate_with};
use super::{decode_crossing, encode_crossing, Crossing};
use super::{encode, revision_of, ChannelSetting, Store, StoreError, TableRecord, FORMAT};
use super::{GameQuery, KeptGame, PlayerRating, Rate};
use crate::core::HouseRules;

/// The channel database in a sled folder.
#[derive(Clone)]
pub struct SledStore {
    db: sled::Db,
    tables: sled::Tree,
    damaged: sled::Tree,
    /// Tree `meta`: the write counter (key [`WRITES`]) and the last game id ([`GAMES`]).
    meta: sled::Tree,
    /// Tree `games`: kept games by id.
    games: sled::Tree,
    /// Tree `ratings`: ratings by server and user.
    ratings: sled::Tree,
    /// Tree `crossings`: best solitaire crossings by server and user.
    crossings: sled::Tree,
    /// Trees `due`, `due_of` and `playing`: the timers' index ([`due`]).
    index: due::Index,
    /// The manifest file beside sled's files (none for a temporary store).
    manifest: Option<Arc<Manifest>>,
    /// The computers' turns claimed now ([`Store::claim_turn`]): one process holds a sled
    /// folder, so claims need not outlive it.
    claims: Arc<super::TurnClaims>,
    /// Tree `seeks`: the pools of people searching for an opponent ([`seeks`]).
    pool: Arc<seeks::Pool>,
    /// Tree `season`: each server's current season ([`seasons`]).
    season: sled::Tree,
    /// Tree `seasons`: the finished seasons ([`seasons`]).
    seasons: sled::Tree,
    /// Held shared while a write changes ratings (a game's end, `forget-me`) and alone
    /// while a season ends, which reads a server's ratings whole: sled's transactions
    /// cannot scan, and one process holds a sled folder, so this lock is enough.
    ratings_lock: Arc<std::sync::RwLock<()>>,
    /// Trees `puzzle_plans` and `puzzle_answers`: the daily puzzle ([`puzzles`]).
    puzzles: puzzles::Puzzles,
}

/// The bound of sled's page cache, in MiB, unless `CHECKERS_SLED_CACHE_MB` says otherwise
/// (docs/operating.md, "The database"): sled's own default is 1 GiB, far more than the
/// records of 100,000 channels take.
pub const CACHE_MIB: u64 = 64;

/// Key of the write counter in the tree `meta`: record writes made, ever.
const WRITES: &[u8] = b"writes";
/// Key of the last game id given, in the tree `meta`.
const GAMES: &[u8] = b"games";

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
        sled::Error::Io(ref io)
            if matches!(
                io.kind(),
                std::io::ErrorKind::InvalidData | std::io::ErrorKind::UnexpectedEof
            ) =>
        {
            damaged(path, &e)
        }
        sled::Error::Corruption { .. }
        | sled::Error::ReportableBug(_)
        | sled::Error::Unsupported(_) => damaged(path, &e),
        e => StoreError::from(e),
    }
}

/// The snapshots sled began and did not finish in folder `path` (`snap.<lsn>.generating`:
/// sled renames a snapshot to `snap.<lsn>` once it is written and synced).
fn interrupted_snapshots(path: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(path) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("snap.") && n.ends_with(".generating"))
        })
        .collect();
    found.sort();
    found
}

/// Moves the interrupted snapshots `files` aside in their folder, under a name sled does
/// not read (`interrupted-snap.<lsn>.generating`, kept for inspection), and says so in
/// the log.
fn set_aside(path: &Path, files: &[PathBuf]) -> Result<(), StoreError> {
    for file in files {
        let Some(name) = file.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        // A name not taken yet: an earlier interrupted snapshot of the same number is kept.
        let aside = (1..=1000)
            .map(|n| match n {
                1 => file.with_file_name(format!("interrupted-{name}")),
                n => file.with_file_name(format!("interrupted-{n}-{name}")),
            })
            .find(|p| !p.exists())
            .unwrap_or_else(|| file.with_file_name(format!("interrupted-{name}")));
        std::fs::rename(file, &aside).map_err(|e| StoreError::Backend(Box::new(e)))?;
        tracing::warn!(
            folder = %path.display(),
            file = name,
            "a snapshot the database began and never finished was set aside; the \
             database was read from the one before it and its log"
        );
    }
    Ok(())
}

/// [`StoreError::Damaged`] for folder `path`, with `e` in words (sled's own text, such as
/// `Read corrupted data at file offset Some(Inline(1069))`, is logged, not shown).
fn damaged(path: PathBuf, e: &sled::Error) -> StoreError {
    tracing::debug!(error = e as &dyn std::error::Error, folder = %path.display(), "damaged database");
    StoreError::Damaged {
        path,
        detail: super::sled_reason(e),
    }
}

impl SledStore {
    /// Opens (or creates) the database in folder `path`.
    ///
    /// # Errors
    /// [`StoreError::InUse`] when another process holds it; [`StoreError::Damaged`] when
    /// its files cannot be read (sled's errors and panics while recovering are both caught);
    /// [`StoreError::Backend`] for other failures (permissions, disk).
    pub fn open(path: impl AsRef<Path>) -> Result<SledStore, StoreError> {
        SledStore::open_with_cache(path, CACHE_MIB)
    }

    /// [`SledStore::open`] with sled's page cache bounded to `cache_mib` MiB (sled's own
    /// default is 1 GiB; this store's is [`CACHE_MIB`]).
    ///
    /// # Errors
    /// As [`SledStore::open`].
    pub fn open_with_cache(
        path: impl AsRef<Path>,
        cache_mib: u64,
    ) -> Result<SledStore, StoreError> {
        let path = path.as_ref();
        let interrupted = interrupted_snapshots(path);
        let opened = match SledStore::open_once(path, cache_mib) {
            // sled reads the newest `snap.*` file of the folder, an interrupted one too
            // (a start that stopped writing it: a full disk, a kill), and calls the folder
            // corrupt. An interrupted snapshot is never complete (sled renames it when it
            // is), so it is set aside and the folder read from the snapshot before it and
            // the log; the manifest check still catches any confirmed move lost.
            Err(StoreError::Damaged { .. }) if !interrupted.is_empty() => {
                set_aside(path, &interrupted)?;
                SledStore::open_once(path, cache_mib)
            }
            opened => opened,
        };
        if opened.is_err() {
            // A failed start leaves the folder as it was: no interrupted snapshot of its
            // own (sled begins one as it opens, and a full disk stops it).
            for file in interrupted_snapshots(path) {
                if !interrupted.contains(&file) {
                    let _ = std::fs::remove_file(&file);
                }
            }
        }
        opened
    }

    /// One attempt of [`SledStore::open_with_cache`].
    fn open_once(path: &Path, cache_mib: u64) -> Result<SledStore, StoreError> {
        let opened = std::panic::catch_unwind(|| -> Result<SledStore, sled::Error> {
            let db = sled::Config::new()
                .path(path)
                .cache_capacity(cache_mib.saturating_mul(1024 * 1024))
                .open()?;
            SledStore::over(db)
        });
        match opened {
            Ok(Ok(mut store)) => {
                store.check_manifest(path)?;
                Ok(store)
            }
            Ok(Err(e)) => Err(open_error(path, e)),
            Err(panic) => {
                let message = panic
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                tracing::debug!(message, folder = %path.display(), "sled panicked opening it");
                Err(StoreError::Damaged {
                    path: path.to_path_buf(),
                    detail: "sled failed while reading it".into(),
                })
            }
        }
    }

    fn over(db: sled::Db) -> Result<SledStore, sled::Error> {
        let tables = db.open_tree("tables")?;
        let damaged = db.open_tree("damaged")?;
        let meta = db.open_tree("meta")?;
        let games = db.open_tree("games")?;
        let ratings = db.open_tree("ratings")?;
        let crossings = db.open_tree("crossings")?;
        let index = due::Index::open(&db)?;
        index.build(&tables, &meta)?;
        let pool = Arc::new(seeks::Pool::open(&db)?);
        let season = db.open_tree("season")?;
        let seasons = db.open_tree("seasons")?;
        let puzzles = puzzles::Puzzles::open(&db)?;
        Ok(SledStore {
            db,
            tables,
            damaged,
            meta,
            games,
            ratings,
            crossings,
            index,
            manifest: None,
            claims: Arc::default(),
            pool,
            season,
            seasons,
            ratings_lock: Arc::default(),
            puzzles,
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
                         confirmed moves were lost (once a copy is kept, deleting \
                         {MANIFEST_FILE} in the folder accepts the loss and keeps what is left)"
                    ),
                });
            }
        }
        let manifest = Manifest::new(file);
        manifest.record(writes, true);
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

    /// Flushes, then records the write in the manifest (see [`Manifest`]).
    fn flush_counted(&self, writes: u64) -> Result<(), StoreError> {
        self.db.flush()?;
        if let Some(m) = &self.manifest {
            m.record(writes, false);
        }
        Ok(())
    }

    /// A database that lives in memory only and is gone when dropped (tests, demos).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn temporary() -> Result<SledStore, StoreError> {
        let db = sled::Config::new().temporary(true).open()?;
        Ok(SledStore::over(db)?)
    }
}

/// The key of a rating: server id, then user id.
fn rating_key(server: u64, user: u64) -> [u8; 16] {
    let mut k = [0; 16];
    k[..8].copy_from_slice(&server.to_be_bytes());
    k[8..].copy_from_slice(&user.to_be_bytes());
    k
}

/// A number kept as 8 big-endian bytes (0 when absent or not 8 bytes).
fn number(value: Option<&[u8]>) -> u64 {
    value
        .and_then(|v| <[u8; 8]>::try_from(v).ok())
        .map_or(0, u64::from_be_bytes)
}

/// What a record write expects to find stored.
#[derive(Clone, Copy)]
enum Expect {
    /// Whatever is stored (a raw write).
    Any,
    /// The record at this revision (`None`: no record).
    Revision(Option<u64>),
}

type Tx = sled::transaction::TransactionalTree;
type TxError = sled::transaction::ConflictableTransactionError<StoreError>;

/// A store error out of a sled transaction.
fn tx_error(e: sled::transaction::TransactionError<StoreError>) -> StoreError {
    match e {
        sled::transaction::TransactionError::Storage(e) => StoreError::from(e),
        sled::transaction::TransactionError::Abort(e) => e,
    }
}

/// Adds one to the counter at `key` in the transaction's `meta`; returns the new count.
fn bump(meta: &Tx, key: &[u8]) -> Result<u64, TxError> {
    let next = number(meta.get(key)?.as_deref()) + 1;
    meta.insert(key, &next.to_be_bytes())?;
    Ok(next)
}

impl SledStore {
    fn finish_game(
        &self,
        channel: u64,
        expected: u64,
        record: &mut TableRecord,
        game: &mut KeptGame,
        rate: Rate<'_>,
    ) -> Result<(), StoreError> {
        use sled::transaction::ConflictableTransactionError::Abort;
        use sled::Transactional;
        let mut written = record.clone();
        written.format = FORMAT;
        written.revision = expected + 1;
        let bytes = encode(&written)?;
        let entry = due::Entry::of(&written);
        // No season ends while the ratings change.
        let _ratings = self.ratings_shared();
        let trees = (
            &self.tables,
            &self.games,
            &self.ratings,
            &self.meta,
            &self.crossings,
            &self.index.due,
            &self.index.due_of,
            &self.index.playing,
        );
        let (id, writes) = trees
            .transaction(
                |(tables, games, ratings, meta, crossings, due, due_of, playing)| {
                    let current = tables.get(key(channel))?;
                    let revision = current.as_deref().map(revision_of).transpose();
                    if revision.map_err(Abort)? != Some(expected) {
                        return Err(Abort(StoreError::Conflict));
                    }
                    let writes = bump(meta, WRITES)?;
                    tables.insert(&key(channel), bytes.as_slice())?;
                    due::put((due, due_of, playing), channel, Some(&entry))?;
                    let mut kept = game.clone();
                    kept.id = bump(meta, GAMES)?;
                    games.insert(&kept.id.to_be_bytes(), encode_kept(&kept).map_err(Abort)?)?;
                    let stored = |user: u64| -> Result<Option<PlayerRating>, TxError> {
                        let bytes = ratings.get(rating_key(kept.server, user))?;
                        bytes.map(|b| decode_kept(&b).map_err(Abort)).transpose()
                    };
                    for rating in rate_with(&kept, stored, rate)? {
                        let value = encode_kept(&rating).map_err(Abort)?;
                        ratings.insert(&rating_key(kept.server, rating.user), value)?;
                    }
                    if let Some(crossing) = Crossing::of(&kept) {
                        let at = rating_key(crossing.server, crossing.user);
                        let best = crossings.get(at)?;
                        let best = best
                            .map(|b| decode_crossing(&b).map_err(Abort))
                            .transpose()?;
                        if best.is_none_or(|b| crossing.beats(&b)) {
                            crossings.insert(&at, encode_crossing(&crossing).map_err(Abort)?)?;
                        }
                    }
                    Ok((kept.id, writes))
                },
            )
            .map_err(tx_error)?;
        *record = written;
        game.id = id;
        self.flush_counted(writes)
    }

    fn abort_game(
        &self,
        channel: u64,
        expected: u64,
        game: &mut KeptGame,
    ) -> Result<(), StoreError> {
        use sled::transaction::ConflictableTransactionError::Abort;
        use sled::Transactional;
        let trees = (
            &self.tables,
            &self.games,
            &self.meta,
            &self.index.due,
            &self.index.due_of,
            &self.index.playing,
        );
        let (id, writes) = trees
            .transaction(|(tables, games, meta, due, due_of, playing)| {
                let current = tables.get(key(channel))?;
                let revision = current.as_deref().map(revision_of).transpose();
                if revision.map_err(Abort)? != Some(expected) {
                    return Err(Abort(StoreError::Conflict));
                }
                let writes = bump(meta, WRITES)?;
                tables.remove(&key(channel))?;
                due::put((due, due_of, playing), channel, None)?;
                let mut kept = game.clone();
                kept.id = bump(meta, GAMES)?;
                games.insert(&kept.id.to_be_bytes(), encode_kept(&kept).map_err(Abort)?)?;
                Ok((kept.id, writes))
            })
            .map_err(tx_error)?;
        game.id = id;
        self.flush_counted(writes)
    }

    fn forget_user(&self, user: u64) -> Result<bool, StoreError> {
        use sled::Transactional;
        // No season ends (keeping this person's rating in its standings) meanwhile.
        let _ratings = self.ratings_shared();
        let ratings = user_keys(&self.ratings, user)?;
        let crossings = user_keys(&self.crossings, user)?;
        let answers = self.puzzles.keys_of(user)?;
        let mut games = Vec::new();
        for value in self.games.iter().values() {
            let mut game: KeptGame = decode_kept(&value?)?;
            if game.forget(user) {
                games.push((game.id.to_be_bytes(), encode_kept(&game)?));
            }
        }
        let seasons = self.seasons_without(user)?;
        if ratings.is_empty()
            && crossings.is_empty()
            && games.is_empty()
            && seasons.is_empty()
            && answers.is_empty()
        {
            return Ok(false);
        }
        (
            &self.ratings,
            &self.games,
            &self.crossings,
            &self.seasons,
            &self.puzzles.answers,
        )
            .transaction(|(r, g, c, s, a)| {
                for k in &ratings {
                    r.remove(k)?;
                }
                for k in &crossings {
                    c.remove(k)?;
                }
                for k in &answers {
                    a.remove(k)?;
                }
                for (k, v) in &games {
                    g.insert(k, v.as_slice())?;
                }
                for (k, v) in &seasons {
                    s.insert(k.as_slice(), v.as_slice())?;
                }
                Ok::<(), TxError>(())
            })
            .map_err(tx_error)?;
        self.db.flush()?;
        Ok(true)
    }
}

/// The values of `tree` (keyed by server then user) for `server`, decoded by `decode`:
/// a server's ratings or best crossings.
fn per_server<T>(
    tree: &sled::Tree,
    server: u64,
    decode: fn(&[u8]) -> Result<T, StoreError>,
) -> Result<Vec<T>, StoreError> {
    tree.scan_prefix(server.to_be_bytes())
        .values()
        .map(|v| decode(&v?))
        .collect()
}

/// The keys of `tree` (keyed by server then user) that are `user`'s.
fn user_keys(tree: &sled::Tree, user: u64) -> Result<Vec<sled::IVec>, StoreError> {
    let mut keys = Vec::new();
    for k in tree.iter().keys() {
        let k = k?;
        if k.get(8..) == Some(&user.to_be_bytes()[..]) {
            keys.push(k);
        }
    }
    Ok(keys)
}

impl Store for SledStore {
    /// The record of `channel`, if any.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`] when the bytes do not decode; [`StoreError::NewerFormat`];
    /// [`StoreError::Backend`].
    fn load(&self, channel: u64) -> Result<Option<TableRecord>, StoreError> {
        match self.tables.get(key(channel))? {
            None => Ok(None),
            Some(bytes) => super::decode(&bytes).map(Some),
        }
    }

    /// Writes `record` for `channel` if the stored revision is still `expected`
    /// (`None`: no record yet). Sets `record.format` to [`FORMAT`] and `record.revision`
    /// to the next number, and flushes before returning: when this returns `Ok` the
    /// record is on disk.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when someone else wrote first; [`StoreError::Corrupt`] when
    /// the stored record does not decode; [`StoreError::Backend`].
    fn save(
        &self,
        channel: u64,
        expected: Option<u64>,
        record: &mut TableRecord,
    ) -> Result<(), StoreError> {
        let mut written = record.clone();
        written.format = FORMAT;
        written.revision = expected.map_or(1, |r| r + 1);
        let bytes = encode(&written)?;
        let entry = due::Entry::of(&written);
        let writes = self.write_record(
            channel,
            Expect::Revision(expected),
            Some(&bytes),
            Some(&entry),
        )?;
        *record = written;
        self.flush_counted(writes)
    }

    /// Removes the record of `channel` if its revision is still `expected`, and flushes.
    ///
    /// # Errors
    /// [`StoreError::Conflict`]; [`StoreError::Backend`].
    fn delete(&self, channel: u64, expected: u64) -> Result<(), StoreError> {
        let writes = self.write_record(channel, Expect::Revision(Some(expected)), None, None)?;
        self.flush_counted(writes)
    }

    /// Moves whatever is stored for `channel` to the tree `damaged` (used after a corrupt
    /// record was reported), in one transaction, and flushes. Earlier damaged copies of
    /// the channel are kept too ([`Store::damaged`]).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn quarantine(&self, channel: u64) -> Result<(), StoreError> {
        use sled::Transactional;
        let mut aside = key(channel).to_vec();
        aside.extend_from_slice(&self.db.generate_id()?.to_be_bytes());
        let trees = (
            &self.tables,
            &self.damaged,
            &self.index.due,
            &self.index.due_of,
            &self.index.playing,
        );
        trees
            .transaction(|(tables, damaged, due, due_of, playing)| {
                if let Some(bytes) = tables.remove(&key(channel))? {
                    damaged.insert(aside.as_slice(), bytes)?;
                }
                due::put((due, due_of, playing), channel, None)?;
                Ok(())
            })
            .map_err(tx_error)?;
        self.db.flush()?;
        Ok(())
    }

    /// The damaged records moved aside for `channel`, oldest first (for inspection).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn damaged(&self, channel: u64) -> Result<Vec<Vec<u8>>, StoreError> {
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
    /// [`StoreError::Backend`].
    fn write_raw(&self, channel: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.write_record(
            channel,
            Expect::Any,
            Some(bytes),
            Some(&due::Entry::raw(bytes)),
        )?;
        self.db.flush()?;
        Ok(())
    }

    /// The default house rules stored for `channel`, if any.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`]; [`StoreError::Backend`].
    fn load_defaults(&self, channel: u64) -> Result<Option<HouseRules>, StoreError> {
        match self.db.open_tree("defaults")?.get(key(channel))? {
            None => Ok(None),
            Some(bytes) => serde_json::from_slice(&bytes)
                .map(Some)
                .map_err(|e| StoreError::Corrupt(e.into())),
        }
    }

    /// Stores the default house rules of `channel` and flushes.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn save_defaults(&self, channel: u64, rules: &HouseRules) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(rules).map_err(StoreError::Encode)?;
        self.db.open_tree("defaults")?.insert(key(channel), bytes)?;
        self.db.flush()?;
        Ok(())
    }

    /// A channel setting kept as text in the tree `tree`.
    fn load_setting(
        &self,
        setting: ChannelSetting,
        channel: u64,
    ) -> Result<Option<String>, StoreError> {
        let value = self.db.open_tree(setting.name())?.get(key(channel))?;
        Ok(value.map(|v| String::from_utf8_lossy(&v).into_owned()))
    }

    /// Sets (or with `None` clears) a channel setting kept as text in the tree `tree`,
    /// and flushes.
    fn save_setting(
        &self,
        setting: ChannelSetting,
        channel: u64,
        value: Option<&str>,
    ) -> Result<(), StoreError> {
        let tree = self.db.open_tree(setting.name())?;
        match value {
            Some(v) => tree.insert(key(channel), v.as_bytes())?,
            None => tree.remove(key(channel))?,
        };
        self.db.flush()?;
        Ok(())
    }

    fn settings_of(&self, setting: ChannelSetting) -> Result<Vec<(u64, String)>, StoreError> {
        self.settings(setting.name())
    }

    /// sled's own compare-and-swap on the setting's tree, then a flush.
    fn swap_setting(
        &self,
        setting: ChannelSetting,
        key_of: u64,
        old: Option<&str>,
        new: Option<&str>,
    ) -> Result<bool, StoreError> {
        let tree = self.db.open_tree(setting.name())?;
        let swapped = tree
            .compare_and_swap(key(key_of), old.map(str::as_bytes), new.map(str::as_bytes))?
            .is_ok();
        if swapped {
            self.db.flush()?;
        }
        Ok(swapped)
    }

    /// Channels with a record.
    fn channels(&self) -> Result<Vec<u64>, StoreError> {
        let mut channels = Vec::new();
        for k in self.tables.iter().keys() {
            if let Ok(k) = <[u8; 8]>::try_from(k?.as_ref()) {
                channels.push(u64::from_be_bytes(k));
            }
        }
        Ok(channels)
    }

    /// One transaction over the trees `tables`, `games`, `ratings` and `meta`, then a
    /// flush.
    fn finish(
        &self,
        channel: u64,
        expected: u64,
        record: &mut TableRecord,
        game: &mut KeptGame,
        rate: Rate<'_>,
    ) -> Result<(), StoreError> {
        self.finish_game(channel, expected, record, game, rate)
    }

    fn abort(&self, channel: u64, expected: u64, game: &mut KeptGame) -> Result<(), StoreError> {
        self.abort_game(channel, expected, game)
    }

    fn kept_game(&self, id: u64) -> Result<Option<KeptGame>, StoreError> {
        self.games
            .get(id.to_be_bytes())?
            .map(|bytes| decode_kept(&bytes))
            .transpose()
    }

    /// Scans the games newest first.
    fn kept_games(&self, query: &GameQuery) -> Result<Vec<KeptGame>, StoreError> {
        let mut out = Vec::new();
        let mut skip = query.skip;
        for value in self.games.iter().values().rev() {
            if out.len() >= query.limit {
                break;
            }
            let game: KeptGame = decode_kept(&value?)?;
            if !query.matches(&game) {
                continue;
            }
            if skip > 0 {
                skip -= 1;
            } else {
                out.push(game);
            }
        }
        Ok(out)
    }

    fn ratings(&self, server: u64) -> Result<Vec<PlayerRating>, StoreError> {
        per_server(&self.ratings, server, decode_kept)
    }

    fn crossings(&self, server: u64) -> Result<Vec<Crossing>, StoreError> {
        per_server(&self.crossings, server, decode_crossing)
    }

    /// One transaction over `games`, `ratings`, `crossings` and `seasons`, then a flush.
    fn forget(&self, user: u64) -> Result<bool, StoreError> {
        self.forget_user(user)
    }

    fn season(&self, server: u64) -> Result<super::CurrentSeason, StoreError> {
        self.current_season(server)
    }

    /// One transaction over `season`, then a flush.
    fn plan_season(&self, season: &super::CurrentSeason) -> Result<(), StoreError> {
        self.plan(season)
    }

    /// Alone among the writes of ratings (`ratings_lock`): the server's ratings read,
    /// then one transaction over `season`, `seasons` and `ratings`, then a flush.
    fn end_season(
        &self,
        server: u64,
        number: u32,
        now: u64,
        close: super::Close<'_>,
    ) -> Result<Option<(super::Season, super::CurrentSeason)>, StoreError> {
        self.end(server, number, now, close)
    }

    fn seasons(&self, server: u64) -> Result<Vec<super::Season>, StoreError> {
        self.finished_seasons(server)
    }

    /// Reads the tree `season` whole: one entry per server that planned or ended a season.
    fn seasons_due(&self, now: u64) -> Result<Vec<super::CurrentSeason>, StoreError> {
        self.due_seasons(now)
    }

    /// Writes everything to disk.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        if let Some(m) = &self.manifest {
            m.record(self.writes()?, true);
        }
        Ok(())
    }

    fn claim_turn(&self, channel: u64) -> Result<bool, StoreError> {
        Ok(self.claims.claim(channel))
    }

    fn release_turn(&self, channel: u64) {
        self.claims.release(channel);
    }

    /// Reads the tree `due` from its start; one transaction moves the claimed keys.
    fn claim_due(&self, now: u64, lease: u64, limit: usize) -> Result<Vec<u64>, StoreError> {
        self.index.claim(now, now.saturating_add(lease), limit)
    }

    fn set_due(&self, channel: u64, revision: u64, due: Option<u64>) -> Result<(), StoreError> {
        use sled::Transactional;
        (&self.tables, &self.index.due, &self.index.due_of)
            .transaction(|(tables, due_tree, due_of)| {
                let current = tables.get(key(channel))?;
                let stored = current.as_deref().map(revision_of).transpose();
                // Moved on (its own write set its due time), gone, or unreadable.
                if !matches!(stored, Ok(Some(r)) if r == revision) {
                    return Ok(());
                }
                due::set_due(due_tree, due_of, channel, due)
            })
            .map_err(tx_error)
    }

    fn games_in_progress(&self) -> Result<usize, StoreError> {
        Ok(self.index.playing())
    }

    fn seek(
        &self,
        seek: &super::seeks::Seek,
        now: u64,
    ) -> Result<Option<Vec<super::seeks::Seek>>, StoreError> {
        self.pool.seek(seek, now)
    }

    fn cancel_seek(
        &self,
        server: u64,
        user: u64,
    ) -> Result<Option<super::seeks::Seek>, StoreError> {
        self.pool.cancel(server, user)
    }

    /// The tree `reports`, keyed by number (big-endian): one more than the last, taken by
    /// a compare-and-swap (a number taken meanwhile is passed over).
    fn report(&self, report: &mut super::reports::Report) -> Result<(), StoreError> {
        let tree = self.db.open_tree("reports")?;
        let last = tree
            .last()?
            .and_then(|(k, _)| <[u8; 8]>::try_from(k.as_ref()).ok());
        let mut next = last.map_or(1, |k| u64::from_be_bytes(k) + 1);
        loop {
            report.id = next;
            let bytes = super::reports::encode_report(report)?;
            let free = tree.compare_and_swap(next.to_be_bytes(), None::<&[u8]>, Some(bytes))?;
            if free.is_ok() {
                break;
            }
            next += 1;
        }
        tree.flush()?;
        Ok(())
    }

    fn reports(&self, limit: usize) -> Result<Vec<super::reports::Report>, StoreError> {
        let tree = self.db.open_tree("reports")?;
        let mut out = Vec::new();
        for value in tree.iter().values().rev().take(limit) {
            out.push(super::reports::decode_report(&value?)?);
        }
        Ok(out)
    }

    fn avoid_in_seeks(&self, user: u64, avoid: &[u64]) -> Result<usize, StoreError> {
        self.pool.avoid(user, avoid)
    }

    fn seekers(&self, server: u64) -> Result<Vec<super::seeks::Seek>, StoreError> {
        self.pool.of_server(server)
    }

    fn expire_seeks(&self, now: u64) -> Result<Vec<super::seeks::Seek>, StoreError> {
        self.pool.expire(now)
    }

    fn fill_seeks(&self, now: u64) -> Result<Vec<Vec<super::seeks::Seek>>, StoreError> {
        self.pool.fill(now)
    }

    fn puzzle_plan(&self, server: u64) -> Result<Option<super::PuzzlePlan>, StoreError> {
        self.puzzles.plan(server)
    }

    fn save_puzzle_plan(
        &self,
        server: u64,
        plan: Option<&super::PuzzlePlan>,
    ) -> Result<(), StoreError> {
        self.puzzles.save_plan(&self.db, server, plan)
    }

    fn puzzle_plans(&self) -> Result<Vec<super::PuzzlePlan>, StoreError> {
        self.puzzles.plans()
    }

    fn claim_puzzle_post(
        &self,
        server: u64,
        day: u64,
    ) -> Result<Option<super::PuzzlePlan>, StoreError> {
        self.puzzles.claim_post(&self.db, server, day)
    }

    fn answer_puzzle(
        &self,
        answer: &super::PuzzleAnswer,
    ) -> Result<Option<super::PuzzleAnswer>, StoreError> {
        self.puzzles.answer(&self.db, answer)
    }

    fn puzzle_answers(
        &self,
        server: u64,
        user: Option<u64>,
        days: std::ops::Range<u64>,
    ) -> Result<Vec<super::PuzzleAnswer>, StoreError> {
        self.puzzles.answers(server, user, days)
    }

    fn tournament(
        &self,
        server: u64,
        id: u32,
    ) -> Result<Option<super::TournamentRecord>, StoreError> {
        tournaments::load(&self.db.open_tree("tournaments")?, server, id)
    }

    fn save_tournament(
        &self,
        expected: Option<u64>,
        record: &mut super::TournamentRecord,
    ) -> Result<(), StoreError> {
        let tree = self.db.open_tree("tournaments")?;
        tournaments::save(&self.db, &tree, expected, record)
    }

    fn tournaments(&self, server: u64) -> Result<Vec<super::TournamentRecord>, StoreError> {
        tournaments::of_server(&self.db.open_tree("tournaments")?, server)
    }

    fn live_tournaments(&self) -> Result<Vec<super::TournamentRecord>, StoreError> {
        tournaments::live(&self.db.open_tree("tournaments")?)
    }

    /// Reads the `playing` tree's values (the people of each game), then the records of
    /// the user's games.
    fn games_of(&self, user: u64) -> Result<Vec<(u64, TableRecord)>, StoreError> {
        let mut games = Vec::new();
        for channel in self.index.games_of(user)? {
            if let Some(record) = self.load(channel)? {
                games.push((channel, record));
            }
        }
        Ok(games)
    }
}

impl SledStore {
    /// Every tournament of every server (`migrate`).
    ///
    /// # Errors
    /// As [`Store::tournament`].
    pub fn all_tournaments(&self) -> Result<Vec<super::TournamentRecord>, StoreError> {
        tournaments::all(&self.db.open_tree("tournaments")?)
    }

    /// One transaction: writes `bytes` as `channel`'s record (`None`: removes it) with
    /// its index `entry`, when the stored revision is as `expected`, and counts the write.
    /// Returns the write count.
    fn write_record(
        &self,
        channel: u64,
        expected: Expect,
        bytes: Option<&[u8]>,
        entry: Option<&due::Entry>,
    ) -> Result<u64, StoreError> {
        use sled::transaction::ConflictableTransactionError::Abort;
        use sled::Transactional;
        let trees = (
            &self.tables,
            &self.meta,
            &self.index.due,
            &self.index.due_of,
            &self.index.playing,
        );
        trees
            .transaction(|(tables, meta, due, due_of, playing)| {
                if let Expect::Revision(expected) = expected {
                    let current = tables.get(key(channel))?;
                    let stored = current.as_deref().map(revision_of).transpose();
                    if stored.map_err(Abort)? != expected {
                        return Err(Abort(StoreError::Conflict));
                    }
                }
                let writes = bump(meta, WRITES)?;
                match bytes {
                    Some(bytes) => tables.insert(&key(channel), bytes)?,
                    None => tables.remove(&key(channel))?,
                };
                due::put((due, due_of, playing), channel, entry)?;
                Ok(writes)
            })
            .map_err(tx_error)
    }
}
