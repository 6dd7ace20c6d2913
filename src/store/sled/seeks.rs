//! The sled store's pool of seeks ([`crate::store::seeks`]): the tree `seeks` (key: the
//! server, then the user, 16 big-endian bytes; value: the seek's JSON). One process
//! holds a sled folder, so a mutex makes each match one step.

use std::sync::Mutex;

use super::tx_error;
use crate::store::seeks::{choose, decode_seek, encode_seek, Seek};
use crate::store::StoreError;

/// The pool's tree and the lock its matches take.
pub(super) struct Pool {
    tree: sled::Tree,
    lock: Mutex<()>,
}

/// The key of `user`'s seek on `server`.
fn seek_key(server: u64, user: u64) -> [u8; 16] {
    let mut k = [0; 16];
    k[..8].copy_from_slice(&server.to_be_bytes());
    k[8..].copy_from_slice(&user.to_be_bytes());
    k
}

impl Pool {
    /// Opens the tree `seeks` of `db`.
    pub(super) fn open(db: &sled::Db) -> Result<Pool, sled::Error> {
        Ok(Pool {
            tree: db.open_tree("seeks")?,
            lock: Mutex::new(()),
        })
    }

    /// The seeks of `server`, in key order.
    pub(super) fn of_server(&self, server: u64) -> Result<Vec<Seek>, StoreError> {
        let mut seeks = Vec::new();
        for value in self.tree.scan_prefix(server.to_be_bytes()).values() {
            seeks.extend(decode_seek(&value?));
        }
        Ok(seeks)
    }

    /// See [`crate::store::Store::seek`].
    pub(super) fn seek(&self, new: &Seek, now: u64) -> Result<Option<Vec<Seek>>, StoreError> {
        let _one = self
            .lock
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let pool = self.of_server(new.server)?;
        let chosen = choose(&pool, new, now);
        let bytes = encode_seek(new)?;
        let matched: Vec<Seek> = chosen.iter().flatten().map(|&i| pool[i].clone()).collect();
        self.tree
            .transaction(|tree| {
                tree.remove(&seek_key(new.server, new.user))?;
                // The person's seek in the other pool (anywhere, or their own server).
                tree.remove(&seek_key(new.other_pool(), new.user))?;
                for s in &matched {
                    tree.remove(&seek_key(s.server, s.user))?;
                }
                if chosen.is_none() {
                    tree.insert(&seek_key(new.server, new.user), bytes.as_slice())?;
                }
                Ok::<(), sled::transaction::ConflictableTransactionError<StoreError>>(())
            })
            .map_err(tx_error)?;
        self.tree.flush()?;
        Ok(chosen.map(|_| std::iter::once(new.clone()).chain(matched).collect()))
    }

    /// See [`crate::store::Store::cancel_seek`].
    pub(super) fn cancel(&self, server: u64, user: u64) -> Result<Option<Seek>, StoreError> {
        let _one = self
            .lock
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let old = self.tree.remove(seek_key(server, user))?;
        self.tree.flush()?;
        Ok(old.and_then(|v| decode_seek(&v)))
    }

    /// See [`crate::store::Store::avoid_in_seeks`]: every pool at once, under the lock.
    pub(super) fn avoid(&self, user: u64, avoid: &[u64]) -> Result<usize, StoreError> {
        let _one = self
            .lock
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut changed = 0;
        for entry in &self.tree {
            let (k, v) = entry?;
            let Some(mut seek) = decode_seek(&v).filter(|s| s.user == user) else {
                continue;
            };
            seek.avoid = avoid.to_vec();
            self.tree.insert(k, encode_seek(&seek)?)?;
            changed += 1;
        }
        if changed > 0 {
            self.tree.flush()?;
        }
        Ok(changed)
    }

    /// See [`crate::store::Store::fill_seeks`]: under the pool's lock, every pool at once.
    pub(super) fn fill(&self, now: u64) -> Result<Vec<Vec<Seek>>, StoreError> {
        let _one = self
            .lock
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut all = Vec::new();
        for entry in &self.tree {
            let (_, v) = entry?;
            all.extend(decode_seek(&v));
        }
        let groups: Vec<Vec<Seek>> = super::super::seeks::filled(&all, now)
            .into_iter()
            .map(|g| g.into_iter().map(|i| all[i].clone()).collect())
            .collect();
        if groups.is_empty() {
            return Ok(groups);
        }
        self.tree
            .transaction(|tree| {
                for s in groups.iter().flatten() {
                    tree.remove(&seek_key(s.server, s.user))?;
                }
                Ok::<(), sled::transaction::ConflictableTransactionError<StoreError>>(())
            })
            .map_err(tx_error)?;
        self.tree.flush()?;
        Ok(groups)
    }

    /// See [`crate::store::Store::expire_seeks`].
    pub(super) fn expire(&self, now: u64) -> Result<Vec<Seek>, StoreError> {
        let _one = self
            .lock
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut gone = Vec::new();
        for entry in &self.tree {
            let (k, v) = entry?;
            match decode_seek(&v) {
                Some(seek) if seek.expires > now => {}
                seek => {
                    self.tree.remove(k)?;
                    gone.extend(seek);
                }
            }
        }
        if !gone.is_empty() {
            self.tree.flush()?;
        }
        Ok(gone)
    }
}
