//! Tournaments in sled: tree `tournaments`, keyed by the server id then the tournament's
//! number (8 + 4 big-endian bytes, so a server's are in order), each value the JSON of a
//! [`TournamentRecord`]. A write is sled's compare-and-swap of the bytes read, after
//! checking their revision, then a flush.

use crate::store::{decode_tournament, encode_tournament, StoreError, TournamentRecord};

/// The key of tournament `id` of `server`.
fn tournament_key(server: u64, id: u32) -> [u8; 12] {
    let mut k = [0; 12];
    k[..8].copy_from_slice(&server.to_be_bytes());
    k[8..].copy_from_slice(&id.to_be_bytes());
    k
}

pub(super) fn load(
    tree: &sled::Tree,
    server: u64,
    id: u32,
) -> Result<Option<TournamentRecord>, StoreError> {
    tree.get(tournament_key(server, id))?
        .map(|v| decode_tournament(&v))
        .transpose()
}

pub(super) fn save(
    db: &sled::Db,
    tree: &sled::Tree,
    expected: Option<u64>,
    record: &mut TournamentRecord,
) -> Result<(), StoreError> {
    let key = tournament_key(record.server, record.id);
    let old = tree.get(key)?;
    let stored = old
        .as_deref()
        .map(decode_tournament)
        .transpose()?
        .map(|r| r.revision);
    if stored != expected {
        return Err(StoreError::Conflict);
    }
    let mut next = record.clone();
    next.revision = expected.map_or(1, |r| r + 1);
    let bytes = encode_tournament(&next)?;
    if tree.compare_and_swap(key, old, Some(bytes))?.is_err() {
        return Err(StoreError::Conflict);
    }
    db.flush()?;
    *record = next;
    Ok(())
}

pub(super) fn of_server(
    tree: &sled::Tree,
    server: u64,
) -> Result<Vec<TournamentRecord>, StoreError> {
    tree.scan_prefix(server.to_be_bytes())
        .values()
        .map(|v| decode_tournament(&v?))
        .collect()
}

pub(super) fn live(tree: &sled::Tree) -> Result<Vec<TournamentRecord>, StoreError> {
    let mut all = all(tree)?;
    all.retain(TournamentRecord::live);
    Ok(all)
}

pub(super) fn all(tree: &sled::Tree) -> Result<Vec<TournamentRecord>, StoreError> {
    tree.iter()
        .values()
        .map(|v| decode_tournament(&v?))
        .collect()
}
