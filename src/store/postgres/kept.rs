//! The PostgreSQL store's kept games, ratings and best crossings: the writes that end a
//! game (one transaction with the record's last write) and the reads by server.

use super::{int, uint, PgStore};
use crate::store::kept::{decode_kept, encode_kept, rate_with};
use crate::store::{encode, encode_crossing, revision_of, Crossing, Phase, FORMAT};
use crate::store::{KeptGame, PlayerRating, Rate, StoreError, TableRecord};

/// The user ids of the people seated in `game` (not forgotten): its `people` column.
pub(super) fn people(game: &KeptGame) -> Vec<i64> {
    game.seats
        .iter()
        .filter_map(|s| s.player.person().map(int))
        .collect()
}

impl PgStore {
    /// Every row of `sql` (one `bytea` column; `$1` the server) for `server`, decoded by
    /// `decode`: a server's ratings or best crossings.
    pub(super) fn per_server<T>(
        &self,
        sql: &str,
        server: u64,
        decode: fn(&[u8]) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let rows = self.client()?.query(sql, &[&int(server)])?;
        rows.iter().map(|r| decode(r.get(0))).collect()
    }

    /// Why a write over revision `expected` of `channel` changed no row: another process
    /// wrote first ([`StoreError::Conflict`]), unless the stored record is damaged (its
    /// error).
    pub(super) fn lost(&self, channel: u64) -> StoreError {
        match self.raw(channel) {
            Ok(Some(stored)) => revision_of(&stored).err().unwrap_or(StoreError::Conflict),
            Ok(None) => StoreError::Conflict,
            Err(e) => e,
        }
    }

    pub(super) fn abort_game(
        &self,
        channel: u64,
        expected: u64,
        game: &mut KeptGame,
    ) -> Result<(), StoreError> {
        let mut client = self.client()?;
        let mut tx = client.transaction()?;
        let rows = tx.execute(
            "DELETE FROM checkers_tables WHERE channel = $1 AND revision = $2",
            &[&int(channel), &int(expected)],
        )?;
        if rows != 1 {
            drop(tx);
            drop(client);
            return Err(self.lost(channel));
        }
        let kept = insert_kept(&mut tx, game)?;
        tx.commit()?;
        game.id = kept.id;
        Ok(())
    }

    pub(super) fn finish_game(
        &self,
        channel: u64,
        expected: u64,
        record: &mut TableRecord,
        game: &mut KeptGame,
        rate: Rate<'_>,
    ) -> Result<(), StoreError> {
        let mut written = record.clone();
        written.format = FORMAT;
        written.revision = expected + 1;
        let bytes = encode(&written)?;
        let mut client = self.client()?;
        let mut tx = client.transaction()?;
        let rows = tx.execute(
            "UPDATE checkers_tables SET revision = $2, record = $3, updated_at = now(), \
             due = $5, playing = $6 WHERE channel = $1 AND revision = $4",
            &[
                &int(channel),
                &int(written.revision),
                &bytes,
                &int(expected),
                &written.due.map(int),
                &(written.phase == Phase::Playing),
            ],
        )?;
        if rows != 1 {
            drop(tx);
            drop(client);
            return Err(self.lost(channel));
        }
        // Ratings of one server change one game (or one season's end) at a time.
        lock_ratings(&mut tx, game.server)?;
        let kept = insert_kept(&mut tx, game)?;
        let stored = |user: u64| -> Result<Option<PlayerRating>, StoreError> {
            tx.query_opt(
                "SELECT rating FROM checkers_ratings WHERE server = $1 AND player = $2",
                &[&int(kept.server), &int(user)],
            )?
            .map(|r| decode_kept(r.get(0)))
            .transpose()
        };
        let ratings = rate_with(&kept, stored, rate)?;
        for rating in ratings {
            tx.execute(
                "INSERT INTO checkers_ratings (server, player, rating) VALUES ($1, $2, $3) \
                 ON CONFLICT (server, player) DO UPDATE SET rating = excluded.rating",
                &[&int(kept.server), &int(rating.user), &encode_kept(&rating)?],
            )?;
        }
        keep_crossing(&mut tx, &kept)?;
        tx.commit()?;
        *record = written;
        game.id = kept.id;
        Ok(())
    }
}

/// Keeps `game` under the next game id, in `tx`; returns it as kept (its id set).
fn insert_kept(
    tx: &mut postgres::Transaction<'_>,
    game: &KeptGame,
) -> Result<KeptGame, StoreError> {
    let mut kept = game.clone();
    kept.id = uint(
        tx.query_one("SELECT nextval('checkers_games_id_seq')", &[])?
            .get(0),
    );
    tx.execute(
        "INSERT INTO checkers_games (id, server, channel, people, game, private) \
         VALUES ($1, $2, $3, $4, $5, $6)",
        &[
            &int(kept.id),
            &int(kept.server),
            &int(kept.channel),
            &people(&kept),
            &encode_kept(&kept)?,
            &kept.private,
        ],
    )?;
    Ok(kept)
}

/// Keeps the crossing `kept` is, if it is one (the solitaire challenge), when it beats the
/// person's best: fewer moves, then earlier.
fn keep_crossing(tx: &mut postgres::Transaction<'_>, kept: &KeptGame) -> Result<(), StoreError> {
    match Crossing::of(kept) {
        Some(c) => best_crossing(tx, &c, &encode_crossing(&c)?),
        None => Ok(()),
    }
}

/// Keeps crossing `c`, stored as `bytes`, when the person has none on its server or it
/// beats theirs ([`Crossing::beats`]).
pub(super) fn best_crossing(
    client: &mut impl postgres::GenericClient,
    c: &Crossing,
    bytes: &[u8],
) -> Result<(), StoreError> {
    client.execute(
        "INSERT INTO checkers_crossings (server, player, moves, ended, crossing) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (server, player) DO UPDATE \
             SET moves = excluded.moves, ended = excluded.ended, crossing = excluded.crossing \
             WHERE (checkers_crossings.moves, checkers_crossings.ended) \
                 > (excluded.moves, excluded.ended)",
        &[
            &int(c.server),
            &int(c.user),
            &i32::try_from(c.moves).unwrap_or(i32::MAX),
            &int(c.ended),
            &bytes,
        ],
    )?;
    Ok(())
}

/// First key of the advisory lock taken while a server's ratings change (the second is
/// the server id folded to 32 bits).
const RATING_LOCK: i32 = 0x6368_6b72; // "chkr"

/// Takes the advisory lock of `server`'s ratings for the rest of transaction `tx`: games
/// ending and seasons ending on one server change its ratings one at a time.
pub(super) fn lock_ratings(
    tx: &mut postgres::Transaction<'_>,
    server: u64,
) -> Result<(), StoreError> {
    tx.execute(
        "SELECT pg_advisory_xact_lock($1, $2)",
        &[
            &RATING_LOCK,
            &(int(server) as i32 ^ (int(server) >> 32) as i32),
        ],
    )?;
    Ok(())
}
