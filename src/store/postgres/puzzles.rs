//! The daily puzzle's data in PostgreSQL (migration 11): `checkers_puzzle_plans`, a row per
//! server, and `checkers_puzzle_answers`, a row per server, day and person, whose primary
//! key keeps the first answer of a day alone. Each write is one statement.

use crate::store::{decode_puzzle, encode_puzzle, PuzzleAnswer, PuzzlePlan, StoreError};

use super::{int, uint, PgStore};

impl PgStore {
    pub(super) fn plan_of(&self, server: u64) -> Result<Option<PuzzlePlan>, StoreError> {
        let row = self.client()?.query_opt(
            "SELECT channel, hour, posted FROM checkers_puzzle_plans WHERE server = $1",
            &[&int(server)],
        )?;
        Ok(row.map(|r| plan(server, &r)))
    }

    pub(super) fn set_plan(
        &self,
        server: u64,
        plan: Option<&PuzzlePlan>,
    ) -> Result<(), StoreError> {
        let mut client = self.client()?;
        match plan {
            Some(p) => client.execute(
                "INSERT INTO checkers_puzzle_plans (server, channel, hour, posted) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (server) DO UPDATE \
                 SET channel = excluded.channel, hour = excluded.hour, \
                 posted = GREATEST(checkers_puzzle_plans.posted, excluded.posted)",
                &[
                    &int(server),
                    &int(p.channel),
                    &i16::from(p.hour),
                    &int(p.posted),
                ],
            )?,
            None => client.execute(
                "DELETE FROM checkers_puzzle_plans WHERE server = $1",
                &[&int(server)],
            )?,
        };
        Ok(())
    }

    pub(super) fn all_plans(&self) -> Result<Vec<PuzzlePlan>, StoreError> {
        let rows = self.client()?.query(
            "SELECT channel, hour, posted, server FROM checkers_puzzle_plans ORDER BY server",
            &[],
        )?;
        Ok(rows.iter().map(|r| plan(uint(r.get(3)), r)).collect())
    }

    /// One statement: the row is updated only while its last day posted is before `day`,
    /// and returns the day it had.
    pub(super) fn claim_post(
        &self,
        server: u64,
        day: u64,
    ) -> Result<Option<PuzzlePlan>, StoreError> {
        let row = self.client()?.query_opt(
            "UPDATE checkers_puzzle_plans p SET posted = $2 \
             FROM (SELECT server, posted FROM checkers_puzzle_plans WHERE server = $1 \
                   FOR UPDATE) before \
             WHERE p.server = before.server AND p.posted < $2 \
             RETURNING p.channel, p.hour, before.posted",
            &[&int(server), &int(day)],
        )?;
        Ok(row.map(|r| plan(server, &r)))
    }

    /// One statement keeps the first answer (`ON CONFLICT DO NOTHING`); when it kept
    /// nothing, the answer kept before is read.
    pub(super) fn keep_answer(
        &self,
        answer: &PuzzleAnswer,
    ) -> Result<Option<PuzzleAnswer>, StoreError> {
        let mut client = self.client()?;
        let keys = [&int(answer.server), &int(answer.day), &int(answer.user)];
        let kept = client.execute(
            "INSERT INTO checkers_puzzle_answers (server, day, player, answer) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (server, day, player) DO NOTHING",
            &[keys[0], keys[1], keys[2], &encode_puzzle(answer)?],
        )?;
        if kept == 1 {
            return Ok(None);
        }
        let row = client.query_opt(
            "SELECT answer FROM checkers_puzzle_answers \
             WHERE server = $1 AND day = $2 AND player = $3",
            &[keys[0], keys[1], keys[2]],
        )?;
        row.map(|r| decode_puzzle(r.get(0))).transpose()
    }

    pub(super) fn answers_of(
        &self,
        server: u64,
        user: Option<u64>,
        days: std::ops::Range<u64>,
    ) -> Result<Vec<PuzzleAnswer>, StoreError> {
        let rows = self.client()?.query(
            "SELECT answer FROM checkers_puzzle_answers \
             WHERE server = $1 AND ($2::bigint IS NULL OR player = $2) \
             AND day >= $3 AND day < $4",
            &[
                &int(server),
                &user.map(int),
                // Days past `i64::MAX` (an open end) are no days.
                &int(days.start.min(i64::MAX as u64)),
                &int(days.end.min(i64::MAX as u64)),
            ],
        )?;
        rows.iter().map(|r| decode_puzzle(r.get(0))).collect()
    }
}

/// A plan from a row of `channel, hour, posted`.
fn plan(server: u64, row: &postgres::Row) -> PuzzlePlan {
    PuzzlePlan {
        format: crate::store::PUZZLE_FORMAT,
        server,
        channel: uint(row.get(0)),
        hour: u8::try_from(row.get::<_, i16>(1)).unwrap_or(0),
        posted: uint(row.get(2)),
    }
}
