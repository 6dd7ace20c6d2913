//! The sled store's timers: an index of the records' due times ([`Store::claim_due`]),
//! and of the channels whose game is being played ([`Store::games_in_progress`]). They
//! change in the same transaction as the record, so they never disagree with it.
//!
//! Trees: `due` (key: the due time, then the channel, 16 big-endian bytes, so a range
//! read from the start gives the earliest first; empty values), `due_of` (channel → its
//! key's due time, to remove the old key) and `playing` (channels with a game in
//! progress; the value: the user ids of the people seated, 8 big-endian bytes each, for
//! [`Store::games_of`]). A folder written before the index existed gets it when it
//! opens: every record is due at once (time 0), so the timers look at each one once;
//! one written before the people were kept gets them from its records once.
//!
//! [`Store::claim_due`]: crate::store::Store::claim_due
//! [`Store::games_in_progress`]: crate::store::Store::games_in_progress
//! [`Store::games_of`]: crate::store::Store::games_of

use super::{key, number, Tx, TxError};
use crate::store::{Phase, StoreError, TableRecord};

/// Key in the tree `meta` saying the index was built (the folder's records are in it).
pub(super) const BUILT: &[u8] = b"due-index";

/// Key in the tree `meta` saying the `playing` tree holds the people of each game.
const PEOPLE: &[u8] = b"people-index";

/// The three trees of the index.
#[derive(Clone)]
pub(super) struct Index {
    pub(super) due: sled::Tree,
    pub(super) due_of: sled::Tree,
    pub(super) playing: sled::Tree,
}

/// What the index holds for one channel's record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Entry {
    /// When something is due at the table (seconds since the Unix epoch).
    pub(super) due: Option<u64>,
    /// A game is being played there.
    pub(super) playing: bool,
    /// The user ids of the people seated there.
    pub(super) people: Vec<u64>,
}

impl Entry {
    /// The entry of `record` as written.
    pub(super) fn of(record: &TableRecord) -> Entry {
        Entry {
            due: record.due,
            playing: record.phase == Phase::Playing,
            people: record.people(),
        }
    }

    /// The entry of bytes written without the table layer (a raw write, a folder from
    /// before the index): due at once, so the timers read it once and set its due time.
    pub(super) fn raw(bytes: &[u8]) -> Entry {
        let record = crate::store::decode(bytes).ok();
        Entry {
            due: Some(0),
            playing: record.as_ref().is_some_and(|r| r.phase == Phase::Playing),
            people: record.map(|r| r.people()).unwrap_or_default(),
        }
    }
}

/// The key of the tree `due`: the due time, then the channel.
fn due_key(at: u64, channel: u64) -> [u8; 16] {
    let mut k = [0; 16];
    k[..8].copy_from_slice(&at.to_be_bytes());
    k[8..].copy_from_slice(&channel.to_be_bytes());
    k
}

impl Index {
    /// Opens the index's trees in `db`.
    pub(super) fn open(db: &sled::Db) -> Result<Index, sled::Error> {
        Ok(Index {
            due: db.open_tree("due")?,
            due_of: db.open_tree("due_of")?,
            playing: db.open_tree("playing")?,
        })
    }

    /// Builds the index from `tables` once (a folder from before it; see the module's
    /// documentation), then marks it built in `meta`.
    pub(super) fn build(&self, tables: &sled::Tree, meta: &sled::Tree) -> Result<(), sled::Error> {
        self.build_people(tables, meta)?;
        if meta.get(BUILT)?.is_some() {
            return Ok(());
        }
        let mut built = 0usize;
        for entry in tables {
            let (k, bytes) = entry?;
            let Ok(channel) = <[u8; 8]>::try_from(k.as_ref()).map(u64::from_be_bytes) else {
                continue;
            };
            let entry = Entry::raw(&bytes);
            self.due.insert(due_key(0, channel), &[])?;
            self.due_of.insert(key(channel), &0u64.to_be_bytes())?;
            if entry.playing {
                self.playing
                    .insert(key(channel), people_bytes(&entry.people))?;
            }
            built += 1;
        }
        meta.insert(BUILT, &[1])?;
        if built > 0 {
            tracing::info!(
                records = built,
                "timer index built: each table is looked at once"
            );
        }
        Ok(())
    }

    /// Writes the people of every game being played into `playing` once (a folder whose
    /// index was built before it kept them), then marks it done in `meta`.
    fn build_people(&self, tables: &sled::Tree, meta: &sled::Tree) -> Result<(), sled::Error> {
        if meta.get(PEOPLE)?.is_some() {
            return Ok(());
        }
        for channel in self.playing.iter().keys() {
            let channel = channel?;
            if let Some(bytes) = tables.get(&channel)? {
                self.playing
                    .insert(&channel, people_bytes(&Entry::raw(&bytes).people))?;
            }
        }
        meta.insert(PEOPLE, &[1])?;
        Ok(())
    }

    /// The channels of the games being played in which `user` has a seat.
    pub(super) fn games_of(&self, user: u64) -> Result<Vec<u64>, sled::Error> {
        let mut found = Vec::new();
        for entry in &self.playing {
            let (channel, people) = entry?;
            let seated = people.chunks_exact(8).any(|id| number(Some(id)) == user);
            if seated {
                found.push(number(Some(&channel)));
            }
        }
        Ok(found)
    }

    /// Up to `limit` channels due at or before `now`, earliest first, each claimed: its
    /// due time moves to `until`.
    pub(super) fn claim(&self, now: u64, until: u64, limit: usize) -> Result<Vec<u64>, StoreError> {
        use sled::Transactional;
        let mut found = Vec::new();
        for k in self.due.range(..=due_key(now, u64::MAX)).keys().take(limit) {
            let k = k?;
            if let Ok(k) = <[u8; 16]>::try_from(k.as_ref()) {
                let (at, channel) = k.split_at(8);
                found.push((number(Some(at)), number(Some(channel))));
            }
        }
        if found.is_empty() {
            return Ok(Vec::new());
        }
        (&self.due, &self.due_of)
            .transaction(|(due, due_of)| {
                let mut claimed = Vec::new();
                for &(at, channel) in &found {
                    // Claimed or changed meanwhile: not ours.
                    if due_of.get(key(channel))?.map(|v| number(Some(&v))) != Some(at) {
                        continue;
                    }
                    set_due(due, due_of, channel, Some(until))?;
                    claimed.push(channel);
                }
                Ok(claimed)
            })
            .map_err(super::tx_error)
    }

    /// How many games are being played.
    pub(super) fn playing(&self) -> usize {
        self.playing.len()
    }
}

/// In a transaction: makes the index hold `entry` for `channel` (`None`: no record).
pub(super) fn put(
    (due, due_of, playing): (&Tx, &Tx, &Tx),
    channel: u64,
    entry: Option<&Entry>,
) -> Result<(), TxError> {
    let none = Entry::default();
    let entry = entry.unwrap_or(&none);
    set_due(due, due_of, channel, entry.due)?;
    if entry.playing {
        playing.insert(&key(channel), people_bytes(&entry.people))?;
    } else {
        playing.remove(&key(channel))?;
    }
    Ok(())
}

/// User ids as the `playing` tree keeps them: 8 big-endian bytes each.
fn people_bytes(people: &[u64]) -> Vec<u8> {
    people.iter().flat_map(|id| id.to_be_bytes()).collect()
}

/// In a transaction: sets `channel`'s due time in the index (`None`: nothing due).
pub(super) fn set_due(due: &Tx, due_of: &Tx, channel: u64, at: Option<u64>) -> Result<(), TxError> {
    if let Some(old) = due_of.remove(&key(channel))? {
        due.remove(&due_key(number(Some(&old)), channel))?;
    }
    if let Some(at) = at {
        due.insert(&due_key(at, channel), &[])?;
        due_of.insert(&key(channel), &at.to_be_bytes())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder from before the index: its records are due at once (time 0), the game
    /// being played is counted, and the index is built once.
    #[test]
    fn a_folder_from_before_the_index_gets_every_record_due_at_once() {
        let db = sled::Config::new().temporary(true).open().unwrap();
        let tables = db.open_tree("tables").unwrap();
        let meta = db.open_tree("meta").unwrap();
        let fixture = include_bytes!("../../../tests/fixtures/store/table-record-v1.json");
        let playing = crate::store::decode(fixture).unwrap().phase == Phase::Playing;
        tables.insert(key(5), &fixture[..]).unwrap();
        tables.insert(key(9), &b"not a record"[..]).unwrap();
        let index = Index::open(&db).unwrap();
        index.build(&tables, &meta).unwrap();
        assert_eq!(meta.get(BUILT).unwrap().as_deref(), Some(&[1u8][..]));
        assert_eq!(index.playing(), usize::from(playing));
        // Claimed until 60: due again then.
        assert_eq!(index.claim(0, 60, 10).unwrap(), [5, 9]);
        assert_eq!(index.claim(59, 119, 10).unwrap(), Vec::<u64>::new());
        assert_eq!(index.claim(60, 120, 1).unwrap(), [5]);
        // Built once: a second open leaves the index as it is.
        index.build(&tables, &meta).unwrap();
        assert_eq!(index.claim(60, 120, 10).unwrap(), [9]);
        assert_eq!(index.claim(119, 179, 10).unwrap(), Vec::<u64>::new());
    }

    /// A folder whose index was built before it kept the people of each game: they are
    /// read from the records once, and the games are found by person.
    #[test]
    fn the_people_of_each_game_are_read_once_into_an_older_index() {
        let db = sled::Config::new().temporary(true).open().unwrap();
        let tables = db.open_tree("tables").unwrap();
        let meta = db.open_tree("meta").unwrap();
        let fixture = include_bytes!("../../../tests/fixtures/store/table-record-v1.json");
        let record = crate::store::decode(fixture).unwrap();
        assert_eq!(
            record.phase,
            Phase::Playing,
            "the fixture is a game in progress"
        );
        let people = record.people();
        assert!(!people.is_empty());
        tables.insert(key(5), &fixture[..]).unwrap();
        let index = Index::open(&db).unwrap();
        // As an older build left it: the index built, the game's value empty.
        meta.insert(BUILT, &[1]).unwrap();
        index.playing.insert(key(5), &[]).unwrap();
        assert_eq!(index.games_of(people[0]).unwrap(), Vec::<u64>::new());
        index.build(&tables, &meta).unwrap();
        assert_eq!(index.games_of(people[0]).unwrap(), [5]);
        assert_eq!(index.games_of(u64::MAX).unwrap(), Vec::<u64>::new());
        assert_eq!(meta.get(PEOPLE).unwrap().as_deref(), Some(&[1u8][..]));
    }
}
