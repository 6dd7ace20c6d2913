//! The PostgreSQL store's rating seasons (`checkers_seasons`, `checkers_past_seasons`:
//! [`super::migrations`], version 10). Every write of a server's season holds the advisory
//! lock of its ratings ([`lock_ratings`]), which a game's end takes too: a season ends
//! between two games' rating updates, never inside one, and of two processes ending the
//! same season the second finds its number gone and writes nothing.

use super::kept::lock_ratings;
use super::{int, PgStore};
use crate::store::kept::{decode_kept, encode_kept};
use crate::store::{Close, CurrentSeason, PlayerRating, Season, StoreError};

/// The user ids of `season`'s people, as its `people` column keeps them.
fn people(season: &Season) -> Vec<i64> {
    season.people().into_iter().map(int).collect()
}

/// `server`'s current season as read in `client` (the first when none is stored), its
/// row locked for the rest of the transaction with `lock`.
fn stored(
    client: &mut impl postgres::GenericClient,
    server: u64,
    lock: bool,
) -> Result<CurrentSeason, StoreError> {
    let sql = if lock {
        "SELECT season FROM checkers_seasons WHERE server = $1 FOR UPDATE"
    } else {
        "SELECT season FROM checkers_seasons WHERE server = $1"
    };
    client.query_opt(sql, &[&int(server)])?.map_or_else(
        || Ok(CurrentSeason::first(server)),
        |r| decode_kept(r.get(0)),
    )
}

/// Writes `season` as its server's current season in `client`.
fn write(
    client: &mut impl postgres::GenericClient,
    season: &CurrentSeason,
) -> Result<(), StoreError> {
    client.execute(
        "INSERT INTO checkers_seasons (server, number, ends, season) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (server) DO UPDATE \
         SET number = excluded.number, ends = excluded.ends, season = excluded.season",
        &[
            &int(season.server),
            &i32::try_from(season.number).unwrap_or(i32::MAX),
            &season.ends.map(int),
            &encode_kept(season)?,
        ],
    )?;
    Ok(())
}

impl PgStore {
    pub(super) fn current_season(&self, server: u64) -> Result<CurrentSeason, StoreError> {
        stored(&mut *self.client()?, server, false)
    }

    pub(super) fn plan(&self, season: &CurrentSeason) -> Result<(), StoreError> {
        let mut client = self.client()?;
        let mut tx = client.transaction()?;
        lock_ratings(&mut tx, season.server)?;
        if stored(&mut tx, season.server, true)?.number != season.number {
            return Err(StoreError::Conflict);
        }
        write(&mut tx, season)?;
        tx.commit()?;
        Ok(())
    }

    pub(super) fn end(
        &self,
        server: u64,
        number: u32,
        now: u64,
        close: Close<'_>,
    ) -> Result<Option<(Season, CurrentSeason)>, StoreError> {
        let mut client = self.client()?;
        let mut tx = client.transaction()?;
        lock_ratings(&mut tx, server)?;
        let current = stored(&mut tx, server, true)?;
        if current.number != number {
            return Ok(None);
        }
        let rows = tx.query(
            "SELECT rating FROM checkers_ratings WHERE server = $1 ORDER BY player FOR UPDATE",
            &[&int(server)],
        )?;
        let ratings = rows
            .iter()
            .map(|r| decode_kept(r.get(0)))
            .collect::<Result<Vec<PlayerRating>, StoreError>>()?;
        let (standings, next_ratings) = close(&ratings);
        let kept = Season::of(&current, now, standings);
        tx.execute(
            "INSERT INTO checkers_past_seasons (server, number, people, season) \
             VALUES ($1, $2, $3, $4)",
            &[
                &int(server),
                &i32::try_from(number).unwrap_or(i32::MAX),
                &people(&kept),
                &encode_kept(&kept)?,
            ],
        )?;
        for rating in &next_ratings {
            // An update, never an insert: a rating deleted meanwhile stays deleted.
            tx.execute(
                "UPDATE checkers_ratings SET rating = $3 WHERE server = $1 AND player = $2",
                &[&int(server), &int(rating.user), &encode_kept(rating)?],
            )?;
        }
        let next = current.next(now);
        write(&mut tx, &next)?;
        tx.commit()?;
        Ok(Some((kept, next)))
    }

    /// Keeps `bytes` as `season`, unless its server has that season already (`migrate`).
    pub(crate) fn keep_season(&self, season: &Season, bytes: &[u8]) -> Result<(), StoreError> {
        self.client()?.execute(
            "INSERT INTO checkers_past_seasons (server, number, people, season) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (server, number) DO NOTHING",
            &[
                &int(season.server),
                &i32::try_from(season.number).unwrap_or(i32::MAX),
                &people(season),
                &bytes,
            ],
        )?;
        Ok(())
    }

    /// The stored bytes of season `number` of `server`, if any (`migrate`).
    pub(crate) fn raw_season(
        &self,
        server: u64,
        number: u32,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        let row = self.client()?.query_opt(
            "SELECT season FROM checkers_past_seasons WHERE server = $1 AND number = $2",
            &[&int(server), &i32::try_from(number).unwrap_or(i32::MAX)],
        )?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Keeps `season`, stored as `bytes`, as its server's current season unless the
    /// database has one for that server (`migrate`).
    pub(crate) fn keep_current_season(
        &self,
        season: &CurrentSeason,
        bytes: &[u8],
    ) -> Result<(), StoreError> {
        self.client()?.execute(
            "INSERT INTO checkers_seasons (server, number, ends, season) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (server) DO NOTHING",
            &[
                &int(season.server),
                &i32::try_from(season.number).unwrap_or(i32::MAX),
                &season.ends.map(int),
                &bytes,
            ],
        )?;
        Ok(())
    }

    /// The stored bytes of `server`'s current season, if any (`migrate`).
    pub(crate) fn raw_current_season(&self, server: u64) -> Result<Option<Vec<u8>>, StoreError> {
        let row = self.client()?.query_opt(
            "SELECT season FROM checkers_seasons WHERE server = $1",
            &[&int(server)],
        )?;
        Ok(row.map(|r| r.get(0)))
    }
}

/// Takes `user` out of every finished season's standings in `tx` (`forget-me`); how many
/// seasons they were in.
pub(super) fn forget(tx: &mut postgres::Transaction<'_>, user: u64) -> Result<u64, StoreError> {
    let rows = tx.query(
        "SELECT season FROM checkers_past_seasons WHERE people @> ARRAY[$1::bigint] FOR UPDATE",
        &[&int(user)],
    )?;
    for row in &rows {
        let mut season: Season = decode_kept(row.get(0))?;
        season.forget(user);
        tx.execute(
            "UPDATE checkers_past_seasons SET season = $3, people = $4 \
             WHERE server = $1 AND number = $2",
            &[
                &int(season.server),
                &i32::try_from(season.number).unwrap_or(i32::MAX),
                &encode_kept(&season)?,
                &people(&season),
            ],
        )?;
    }
    Ok(rows.len() as u64)
}
