//! The sled store's rating seasons: tree `season` (each server's current season, keyed
//! by the server id, 8 bytes; JSON of [`CurrentSeason`]) and tree `seasons` (the finished
//! ones, keyed by the server id then the season's number, 8 + 4 big-endian bytes, so a
//! server's are in order; JSON of [`Season`]).
//!
//! A season's end reads the server's ratings whole, which a sled transaction cannot (it
//! has no scan): it holds `ratings_lock` alone, so no game's end and no `forget-me`
//! changes a rating meanwhile, and then writes in one transaction.

use sled::transaction::ConflictableTransactionError::Abort;
use sled::Transactional;

use super::{key, per_server, rating_key, tx_error, SledStore, TxError};
use crate::store::kept::{decode_kept, encode_kept};
use crate::store::{Close, CurrentSeason, PlayerRating, Season, StoreError};

/// The key of a finished season: the server id, then its number.
fn season_key(server: u64, number: u32) -> [u8; 12] {
    let mut k = [0; 12];
    k[..8].copy_from_slice(&server.to_be_bytes());
    k[8..].copy_from_slice(&number.to_be_bytes());
    k
}

/// Entries of a tree to write: key and value.
type Entries = Vec<(Vec<u8>, Vec<u8>)>;

/// `server`'s current season as stored in `bytes` (the first when none is).
fn current(server: u64, bytes: Option<&[u8]>) -> Result<CurrentSeason, StoreError> {
    bytes.map_or_else(|| Ok(CurrentSeason::first(server)), decode_kept)
}

impl SledStore {
    /// The shared hold of `ratings_lock` (a poisoned lock is taken over: the trees hold
    /// the truth).
    pub(super) fn ratings_shared(&self) -> std::sync::RwLockReadGuard<'_, ()> {
        self.ratings_lock
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(super) fn current_season(&self, server: u64) -> Result<CurrentSeason, StoreError> {
        current(server, self.season.get(key(server))?.as_deref())
    }

    pub(super) fn plan(&self, season: &CurrentSeason) -> Result<(), StoreError> {
        let bytes = encode_kept(season)?;
        self.season
            .transaction(|tree| {
                let stored = tree.get(key(season.server))?;
                let stored = current(season.server, stored.as_deref()).map_err(Abort)?;
                if stored.number != season.number {
                    return Err(Abort(StoreError::Conflict));
                }
                tree.insert(&key(season.server), bytes.as_slice())?;
                Ok(())
            })
            .map_err(tx_error)?;
        self.db.flush()?;
        Ok(())
    }

    pub(super) fn end(
        &self,
        server: u64,
        number: u32,
        now: u64,
        close: Close<'_>,
    ) -> Result<Option<(Season, CurrentSeason)>, StoreError> {
        let _alone = self
            .ratings_lock
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if self.current_season(server)?.number != number {
            return Ok(None);
        }
        let ratings: Vec<PlayerRating> = per_server(&self.ratings, server, decode_kept)?;
        let (standings, next_ratings) = close(&ratings);
        let mut encoded = Vec::with_capacity(next_ratings.len());
        for rating in &next_ratings {
            encoded.push((rating_key(server, rating.user), encode_kept(rating)?));
        }
        let ended = (&self.season, &self.seasons, &self.ratings)
            .transaction(|(season, seasons, ratings)| {
                let stored = season.get(key(server))?;
                let stored = current(server, stored.as_deref()).map_err(Abort)?;
                if stored.number != number {
                    return Ok(None);
                }
                let kept = Season::of(&stored, now, standings.clone());
                let next = stored.next(now);
                seasons.insert(
                    &season_key(server, number),
                    encode_kept(&kept).map_err(Abort)?,
                )?;
                for (k, v) in &encoded {
                    ratings.insert(k, v.as_slice())?;
                }
                season.insert(&key(server), encode_kept(&next).map_err(Abort)?)?;
                Ok::<_, TxError>(Some((kept, next)))
            })
            .map_err(tx_error)?;
        self.db.flush()?;
        Ok(ended)
    }

    pub(super) fn finished_seasons(&self, server: u64) -> Result<Vec<Season>, StoreError> {
        self.seasons
            .scan_prefix(server.to_be_bytes())
            .values()
            .map(|v| decode_kept(&v?))
            .collect()
    }

    pub(super) fn due_seasons(&self, now: u64) -> Result<Vec<CurrentSeason>, StoreError> {
        let mut due = Vec::new();
        for value in self.season.iter().values() {
            let season: CurrentSeason = decode_kept(&value?)?;
            if season.due(now) {
                due.push(season);
            }
        }
        due.sort_by_key(|s| (s.ends, s.server));
        Ok(due)
    }

    /// The finished seasons `user` is in, without them, as they are to be stored (key and
    /// value): `forget-me`.
    pub(super) fn seasons_without(&self, user: u64) -> Result<Entries, StoreError> {
        let mut changed = Vec::new();
        for entry in &self.seasons {
            let (k, v) = entry?;
            let mut season: Season = decode_kept(&v)?;
            if season.forget(user) {
                changed.push((k.to_vec(), encode_kept(&season)?));
            }
        }
        Ok(changed)
    }

    /// Every current season as stored, by server (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn raw_current_seasons(&self) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        let mut out = Vec::new();
        for entry in &self.season {
            let (k, v) = entry?;
            if let Ok(k) = <[u8; 8]>::try_from(k.as_ref()) {
                out.push((u64::from_be_bytes(k), v.to_vec()));
            }
        }
        Ok(out)
    }

    /// Every finished season as stored, by server and number (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn raw_seasons(&self) -> Result<Vec<(u64, u32, Vec<u8>)>, StoreError> {
        let mut out = Vec::new();
        for entry in &self.seasons {
            let (k, v) = entry?;
            if let Ok(k) = <[u8; 12]>::try_from(k.as_ref()) {
                let (server, number) = k.split_at(8);
                let server = u64::from_be_bytes(server.try_into().unwrap_or_default());
                let number = u32::from_be_bytes(number.try_into().unwrap_or_default());
                out.push((server, number, v.to_vec()));
            }
        }
        Ok(out)
    }
}
