//! Tournaments in PostgreSQL (migration 12): `checkers_tournaments`, a row per server and
//! number with the record's revision, whether it is live ([`TournamentRecord::live`],
//! indexed for the timers) and its JSON. Each write is one statement compared on the
//! revision.

use crate::store::{decode_tournament, encode_tournament, StoreError, TournamentRecord};

use super::{int, PgStore};

impl PgStore {
    pub(super) fn tournament_of(
        &self,
        server: u64,
        id: u32,
    ) -> Result<Option<TournamentRecord>, StoreError> {
        let row = self.client()?.query_opt(
            "SELECT body FROM checkers_tournaments WHERE server = $1 AND id = $2",
            &[&int(server), &i64::from(id)],
        )?;
        row.map(|r| decode_tournament(r.get(0))).transpose()
    }

    /// A new one is inserted unless its id is taken; a stored one is updated only while
    /// its revision is `expected`.
    pub(super) fn put_tournament(
        &self,
        expected: Option<u64>,
        record: &mut TournamentRecord,
    ) -> Result<(), StoreError> {
        let mut next = record.clone();
        next.revision = expected.map_or(1, |r| r + 1);
        let body = encode_tournament(&next)?;
        let keys = (int(next.server), i64::from(next.id));
        let revision = int(next.revision);
        let live = next.live();
        let written = match expected {
            None => self.client()?.execute(
                "INSERT INTO checkers_tournaments (server, id, revision, live, body) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (server, id) DO NOTHING",
                &[&keys.0, &keys.1, &revision, &live, &body],
            )?,
            Some(old) => self.client()?.execute(
                "UPDATE checkers_tournaments SET revision = $3, live = $4, body = $5 \
                 WHERE server = $1 AND id = $2 AND revision = $6",
                &[&keys.0, &keys.1, &revision, &live, &body, &int(old)],
            )?,
        };
        if written != 1 {
            return Err(StoreError::Conflict);
        }
        *record = next;
        Ok(())
    }

    pub(super) fn tournaments_of(&self, server: u64) -> Result<Vec<TournamentRecord>, StoreError> {
        let rows = self.client()?.query(
            "SELECT body FROM checkers_tournaments WHERE server = $1 ORDER BY id",
            &[&int(server)],
        )?;
        rows.iter().map(|r| decode_tournament(r.get(0))).collect()
    }

    pub(super) fn live_ones(&self) -> Result<Vec<TournamentRecord>, StoreError> {
        let rows = self.client()?.query(
            "SELECT body FROM checkers_tournaments WHERE live ORDER BY server, id",
            &[],
        )?;
        rows.iter().map(|r| decode_tournament(r.get(0))).collect()
    }
}
