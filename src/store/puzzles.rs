//! The daily puzzle's data (docs/playing.md, "The daily puzzle"): each server's plan (the
//! channel and the hour, UTC, its puzzle is posted at, and the last day posted), and each
//! person's answer to each day's puzzle on a server: the first one is kept, right or
//! wrong. Streaks and the month's leaderboard are worked out from the answers
//! ([`streak`], [`month_board`]), so nothing else is stored.
//!
//! Stored as JSON carrying its encoding version ([`PUZZLE_FORMAT`]), like kept games.

use super::{Damage, StoreError};

/// The encoding version of plans and answers written by this build.
pub const PUZZLE_FORMAT: u32 = 1;

/// Where and when a server's daily puzzle is posted.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct PuzzlePlan {
    /// Encoding version, [`PUZZLE_FORMAT`].
    pub format: u32,
    /// The server (Discord guild id).
    pub server: u64,
    /// The channel it is posted in.
    pub channel: u64,
    /// The hour it is posted at, 0 to 23, UTC: a server's puzzle day runs from this hour
    /// to the same hour the next day.
    pub hour: u8,
    /// The last day whose puzzle was posted (days since 1970-01-01; 0: none yet).
    pub posted: u64,
}

/// One person's answer to one day's puzzle on one server (the first they gave: one
/// answer a day).
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct PuzzleAnswer {
    /// Encoding version, [`PUZZLE_FORMAT`].
    pub format: u32,
    /// The server (0 for the console).
    pub server: u64,
    /// The puzzle's day (days since 1970-01-01).
    pub day: u64,
    /// The person's user id.
    pub user: u64,
    /// Their name when they answered, at most 32 characters.
    pub name: String,
    /// The move they gave, as the bot writes it (`l6-l8-n3-n1`).
    pub answer: String,
    /// Whether it was the puzzle's answer.
    pub right: bool,
    /// When, in seconds since the Unix epoch.
    pub at: u64,
}

/// A person's streak on a server: the days in a row whose puzzle they solved.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Streak {
    /// Solved days in a row up to `today` (or up to yesterday, while today's puzzle is not
    /// answered yet): 0 once a day was missed or answered wrong.
    pub current: u32,
    /// The longest streak ever.
    pub best: u32,
}

/// The streak of one person from their `answers` on one server (any order), on `today`.
#[must_use]
pub fn streak(answers: &[PuzzleAnswer], today: u64) -> Streak {
    let mut solved: Vec<u64> = answers.iter().filter(|a| a.right).map(|a| a.day).collect();
    solved.sort_unstable();
    solved.dedup();
    let mut best = 0;
    let mut run = 0;
    let mut last = None;
    for &day in &solved {
        run = if last.is_some_and(|l: u64| l + 1 == day) {
            run + 1
        } else {
            1
        };
        best = best.max(run);
        last = Some(day);
    }
    // The run that ends today, or yesterday while today is still open (not answered
    // wrong).
    let wrong_today = answers.iter().any(|a| a.day == today && !a.right);
    let current = match last {
        Some(day) if day == today || (day + 1 == today && !wrong_today) => run,
        _ => 0,
    };
    Streak { current, best }
}

/// One line of a month's leaderboard.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MonthLine {
    /// The person.
    pub user: u64,
    /// Their name at their latest answer.
    pub name: String,
    /// Puzzles solved in the month.
    pub solved: u32,
    /// Puzzles answered in the month.
    pub answered: u32,
    /// When they solved the last of them (who got there first ranks first).
    pub last: u64,
}

/// The month's leaderboard from the `answers` of its days on one server: most puzzles
/// solved first, then who solved their last one earlier, then by user id. People who
/// solved none are left out.
#[must_use]
pub fn month_board(answers: &[PuzzleAnswer]) -> Vec<MonthLine> {
    let mut lines: std::collections::BTreeMap<u64, MonthLine> = std::collections::BTreeMap::new();
    let mut latest: std::collections::BTreeMap<u64, u64> = std::collections::BTreeMap::new();
    for a in answers {
        let line = lines.entry(a.user).or_insert_with(|| MonthLine {
            user: a.user,
            name: a.name.clone(),
            solved: 0,
            answered: 0,
            last: 0,
        });
        line.answered += 1;
        if a.right {
            line.solved += 1;
            line.last = line.last.max(a.at);
        }
        let seen = latest.entry(a.user).or_insert(0);
        if a.at >= *seen {
            *seen = a.at;
            line.name.clone_from(&a.name);
        }
    }
    let mut board: Vec<MonthLine> = lines.into_values().filter(|l| l.solved > 0).collect();
    board.sort_by_key(|l| (std::cmp::Reverse(l.solved), l.last, l.user));
    board
}

/// Reads a stored value of any known version (a plan or an answer).
///
/// # Errors
/// [`StoreError::Corrupt`]; [`StoreError::NewerFormat`].
pub fn decode_puzzle<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, StoreError> {
    #[derive(serde::Deserialize)]
    struct Version {
        format: u32,
    }
    let v: Version = serde_json::from_slice(bytes).map_err(Damage::Json)?;
    match v.format {
        PUZZLE_FORMAT => Ok(serde_json::from_slice(bytes).map_err(Damage::Json)?),
        n if n > PUZZLE_FORMAT => Err(StoreError::NewerFormat(n)),
        n => Err(Damage::UnknownFormat(n).into()),
    }
}

/// Encodes a plan or an answer as stored (JSON).
///
/// # Errors
/// [`StoreError::Encode`] (never expected).
pub fn encode_puzzle<T: serde::Serialize>(value: &T) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(value).map_err(StoreError::Encode)
}

#[cfg(test)]
mod tests {
    use super::{month_board, streak, PuzzleAnswer, Streak, PUZZLE_FORMAT};

    fn answer(user: u64, day: u64, right: bool) -> PuzzleAnswer {
        PuzzleAnswer {
            format: PUZZLE_FORMAT,
            server: 1,
            day,
            user,
            name: format!("p{user}"),
            answer: "d2-e7".into(),
            right,
            at: day * 86_400 + user,
        }
    }

    #[test]
    fn a_streak_runs_while_no_day_is_missed() {
        let days = |d: &[(u64, bool)]| d.iter().map(|&(d, r)| answer(1, d, r)).collect::<Vec<_>>();
        let run = days(&[(10, true), (11, true), (12, true)]);
        assert_eq!(
            streak(&run, 12),
            Streak {
                current: 3,
                best: 3
            }
        );
        // Today not answered yet: the streak stands.
        assert_eq!(
            streak(&run, 13),
            Streak {
                current: 3,
                best: 3
            }
        );
        // A day missed breaks it.
        assert_eq!(
            streak(&run, 14),
            Streak {
                current: 0,
                best: 3
            }
        );
        // A wrong answer too.
        let wrong = days(&[(10, true), (11, true), (12, false), (13, true)]);
        assert_eq!(
            streak(&wrong, 13),
            Streak {
                current: 1,
                best: 2
            }
        );
        assert_eq!(
            streak(&wrong[..3], 12),
            Streak {
                current: 0,
                best: 2
            }
        );
        assert_eq!(streak(&[], 13), Streak::default());
    }

    #[test]
    fn the_month_ranks_by_puzzles_solved_then_who_got_there_first() {
        let answers = vec![
            answer(1, 10, true),
            answer(2, 10, true),
            answer(2, 11, true),
            answer(3, 11, true),
            answer(3, 12, true),
            answer(4, 12, false),
        ];
        let board = month_board(&answers);
        let order: Vec<(u64, u32)> = board.iter().map(|l| (l.user, l.solved)).collect();
        // 2 and 3 solved two each; 2 solved its second on day 11, 3 on day 12.
        assert_eq!(order, [(2, 2), (3, 2), (1, 1)]);
    }
}
