//! The daily puzzle's data in sled: tree `puzzle_plans` (a server's plan, keyed by the
//! server id, 8 big-endian bytes) and tree `puzzle_answers` (keyed by server, user and
//! day, 24 bytes), each value the JSON of [`PuzzlePlan`] or [`PuzzleAnswer`] with its
//! format version. Each write is one compare-and-swap, then a flush.

use crate::store::{decode_puzzle, encode_puzzle, PuzzleAnswer, PuzzlePlan, StoreError};

use super::number;

/// The two trees.
#[derive(Clone)]
pub(super) struct Puzzles {
    plans: sled::Tree,
    /// Tree `puzzle_answers`.
    pub(super) answers: sled::Tree,
}

/// The key of an answer: server, user, day.
fn answer_key(server: u64, user: u64, day: u64) -> [u8; 24] {
    let mut k = [0; 24];
    k[..8].copy_from_slice(&server.to_be_bytes());
    k[8..16].copy_from_slice(&user.to_be_bytes());
    k[16..].copy_from_slice(&day.to_be_bytes());
    k
}

impl Puzzles {
    pub(super) fn open(db: &sled::Db) -> Result<Puzzles, sled::Error> {
        Ok(Puzzles {
            plans: db.open_tree("puzzle_plans")?,
            answers: db.open_tree("puzzle_answers")?,
        })
    }

    pub(super) fn plan(&self, server: u64) -> Result<Option<PuzzlePlan>, StoreError> {
        self.plans
            .get(server.to_be_bytes())?
            .map(|v| decode_puzzle(&v))
            .transpose()
    }

    pub(super) fn save_plan(
        &self,
        db: &sled::Db,
        server: u64,
        plan: Option<&PuzzlePlan>,
    ) -> Result<(), StoreError> {
        match plan {
            // A day a timer claimed meanwhile stays claimed: `posted` never goes back.
            Some(plan) => loop {
                let before = self.plans.get(server.to_be_bytes())?;
                let posted = match &before {
                    Some(bytes) => decode_puzzle::<PuzzlePlan>(bytes)?.posted.max(plan.posted),
                    None => plan.posted,
                };
                let after = encode_puzzle(&PuzzlePlan {
                    posted,
                    ..plan.clone()
                })?;
                let swapped =
                    self.plans
                        .compare_and_swap(server.to_be_bytes(), before, Some(after))?;
                if swapped.is_ok() {
                    break;
                }
            },
            None => {
                self.plans.remove(server.to_be_bytes())?;
            }
        }
        db.flush()?;
        Ok(())
    }

    pub(super) fn plans(&self) -> Result<Vec<PuzzlePlan>, StoreError> {
        self.plans
            .iter()
            .values()
            .map(|v| decode_puzzle(&v?))
            .collect()
    }

    /// A compare-and-swap of the plan's bytes, again while another write came between.
    pub(super) fn claim_post(
        &self,
        db: &sled::Db,
        server: u64,
        day: u64,
    ) -> Result<Option<PuzzlePlan>, StoreError> {
        let key = server.to_be_bytes();
        loop {
            let Some(bytes) = self.plans.get(key)? else {
                return Ok(None);
            };
            let before: PuzzlePlan = decode_puzzle(&bytes)?;
            if before.posted >= day {
                return Ok(None);
            }
            let after = encode_puzzle(&PuzzlePlan {
                posted: day,
                ..before.clone()
            })?;
            if self
                .plans
                .compare_and_swap(key, Some(bytes), Some(after))?
                .is_ok()
            {
                db.flush()?;
                return Ok(Some(before));
            }
        }
    }

    /// A compare-and-swap from nothing: the first answer stays.
    pub(super) fn answer(
        &self,
        db: &sled::Db,
        answer: &PuzzleAnswer,
    ) -> Result<Option<PuzzleAnswer>, StoreError> {
        let key = answer_key(answer.server, answer.user, answer.day);
        match self
            .answers
            .compare_and_swap(key, None::<&[u8]>, Some(encode_puzzle(answer)?))?
        {
            Ok(()) => {
                db.flush()?;
                Ok(None)
            }
            Err(e) => e.current.map(|v| decode_puzzle(&v)).transpose(),
        }
    }

    pub(super) fn answers(
        &self,
        server: u64,
        user: Option<u64>,
        days: std::ops::Range<u64>,
    ) -> Result<Vec<PuzzleAnswer>, StoreError> {
        let mut prefix = server.to_be_bytes().to_vec();
        if let Some(user) = user {
            prefix.extend(user.to_be_bytes());
        }
        let mut out = Vec::new();
        for entry in self.answers.scan_prefix(prefix) {
            let (k, v) = entry?;
            // The day is the key's last 8 bytes: answers of other days are not decoded.
            if days.contains(&number(k.get(16..))) {
                out.push(decode_puzzle(&v)?);
            }
        }
        Ok(out)
    }

    /// Every answer, decoded (`migrate`).
    pub(super) fn all_answers(&self) -> Result<Vec<PuzzleAnswer>, StoreError> {
        self.answers
            .iter()
            .values()
            .map(|v| decode_puzzle(&v?))
            .collect()
    }

    /// The keys of `user`'s answers (`forget-me`).
    pub(super) fn keys_of(&self, user: u64) -> Result<Vec<sled::IVec>, StoreError> {
        let mut keys = Vec::new();
        for k in self.answers.iter().keys() {
            let k = k?;
            if k.get(8..16) == Some(&user.to_be_bytes()[..]) {
                keys.push(k);
            }
        }
        Ok(keys)
    }
}
