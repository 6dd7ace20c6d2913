//! The sled store read whole, as stored, for `migrate` (to PostgreSQL).

use super::{number, SledStore, GAMES};
use crate::store::StoreError;

impl SledStore {
    /// Every record as stored, by channel (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn raw_records(&self) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        entries(&self.tables)
    }

    /// Every value of the channel setting kept in tree `name` (`defaults`, `language`,
    /// `theme`), as text, by channel (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn settings(&self, name: &str) -> Result<Vec<(u64, String)>, StoreError> {
        Ok(entries(&self.db.open_tree(name)?)?
            .into_iter()
            .map(|(c, v)| (c, String::from_utf8_lossy(&v).into_owned()))
            .collect())
    }

    /// Every damaged record kept aside, by channel, oldest first (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn all_damaged(&self) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        entries(&self.damaged)
    }

    /// Every kept game as stored, by game id, oldest first (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn raw_games(&self) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        entries(&self.games)
    }

    /// The last game id given (0 before the first kept game): the next is above it
    /// (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn last_game_id(&self) -> Result<u64, StoreError> {
        Ok(number(self.meta.get(GAMES)?.as_deref()))
    }

    /// Every rating as stored, by server and user (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn raw_ratings(&self) -> Result<Vec<(u64, u64, Vec<u8>)>, StoreError> {
        per_person(&self.ratings)
    }

    /// Every server's daily puzzle plan and every answer to a daily puzzle, decoded
    /// (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`]; [`StoreError::Corrupt`] or [`StoreError::NewerFormat`] for
    /// one that does not decode.
    pub fn puzzle_data(
        &self,
    ) -> Result<
        (
            Vec<crate::store::PuzzlePlan>,
            Vec<crate::store::PuzzleAnswer>,
        ),
        StoreError,
    > {
        Ok((self.puzzles.plans()?, self.puzzles.all_answers()?))
    }

    /// Every best crossing as stored, by server and user (`migrate`).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn raw_crossings(&self) -> Result<Vec<(u64, u64, Vec<u8>)>, StoreError> {
        per_person(&self.crossings)
    }
}

/// The entries of `tree` keyed by server then user ([`rating_key`]).
fn per_person(tree: &sled::Tree) -> Result<Vec<(u64, u64, Vec<u8>)>, StoreError> {
    let mut out = Vec::new();
    for entry in tree {
        let (k, v) = entry?;
        if let Ok(k) = <[u8; 16]>::try_from(k.as_ref()) {
            let (server, user) = k.split_at(8);
            out.push((number(Some(server)), number(Some(user)), v.to_vec()));
        }
    }
    Ok(out)
}

/// The entries of `tree` whose keys start with a channel id.
fn entries(tree: &sled::Tree) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
    let mut out = Vec::new();
    for entry in tree {
        let (k, v) = entry?;
        if let Some(id) = k.get(..8).and_then(|k| <[u8; 8]>::try_from(k).ok()) {
            out.push((u64::from_be_bytes(id), v.to_vec()));
        }
    }
    Ok(out)
}
