//! Rating seasons (docs/playing.md, "Rating seasons"): a server's ratings may run in
//! seasons. Each server has a current season ([`CurrentSeason`]: its number, when it
//! started, and when it ends, if its length is set); ending it keeps it as a [`Season`]
//! (its final standings) and starts the next from every rating softened, in one
//! transaction ([`super::Store::end_season`]), compared on the season's number so that a
//! season ends exactly once, however many processes share the database.
//!
//! Both are JSON carrying their encoding version ([`KEPT_FORMAT`], read by
//! [`decode_kept`](super::decode_kept)), like kept games and ratings.

use super::kept::{PlayerRating, KEPT_FORMAT};

/// Seconds in a day: a season's length is a whole number of days.
pub const DAY: u64 = 86_400;

/// The longest season, in days (ten years: a longer one is a typo).
pub const MAX_SEASON_DAYS: u32 = 3650;

/// A server's current season, as [`super::Store::season`] gives it.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct CurrentSeason {
    /// Encoding version, [`KEPT_FORMAT`].
    pub format: u32,
    /// The server (Discord guild id; a direct message's channel id; 0 for the console).
    pub server: u64,
    /// Its number: 1 for the first (every server's ratings are season 1 until one ends).
    pub number: u32,
    /// When it started, in seconds since the Unix epoch; 0 for a first season (it began
    /// with the server's first rated game).
    pub started: u64,
    /// How many days each season lasts (`defaults seasons=30`); `None`: seasons end only
    /// by hand (`defaults seasons=end`).
    pub days: Option<u32>,
    /// When this season ends, in seconds since the Unix epoch (`None` without
    /// [`CurrentSeason::days`]): the timers end it then.
    pub ends: Option<u64>,
    /// The channel where its end is posted (where the length was set last; 0: none).
    pub channel: u64,
}

impl CurrentSeason {
    /// The first season of `server`, before anything was set: ended only by hand.
    #[must_use]
    pub fn first(server: u64) -> CurrentSeason {
        CurrentSeason {
            format: KEPT_FORMAT,
            server,
            number: 1,
            started: 0,
            days: None,
            ends: None,
            channel: 0,
        }
    }

    /// This season with seasons of `days` (`None`: ended by hand only), set at `now` in
    /// `channel`: it ends `days` after it started. A first season (it runs from the
    /// beginning: its start is not known) counts from when a length was first set, so
    /// setting it again does not push its end. An end already past ends it at the timers'
    /// next round.
    #[must_use]
    pub fn planned(&self, days: Option<u32>, now: u64, channel: u64) -> CurrentSeason {
        let first_set = match (self.ends, self.days) {
            (Some(ends), Some(d)) => ends.saturating_sub(u64::from(d) * DAY),
            _ => now,
        };
        let from = if self.started > 0 {
            self.started
        } else {
            first_set
        };
        CurrentSeason {
            days,
            ends: days.map(|d| from.saturating_add(u64::from(d) * DAY)),
            channel,
            ..self.clone()
        }
    }

    /// The season after this one, starting at `now` (as long as this one was set to be).
    #[must_use]
    pub fn next(&self, now: u64) -> CurrentSeason {
        CurrentSeason {
            number: self.number.saturating_add(1),
            started: now,
            ends: self.days.map(|d| now.saturating_add(u64::from(d) * DAY)),
            ..self.clone()
        }
    }

    /// Whether the server runs seasons: one has ended, or their length is set. (Until
    /// then its ratings are simply its ratings, and nothing speaks of seasons.)
    #[must_use]
    pub fn in_use(&self) -> bool {
        self.number > 1 || self.days.is_some()
    }

    /// Whether the timers end it at `now`.
    #[must_use]
    pub fn due(&self, now: u64) -> bool {
        self.ends.is_some_and(|at| at <= now)
    }
}

/// One person's place in a finished season.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Standing {
    /// Their place on the final leaderboard (equal ratings as shown share one); `None`
    /// with too few rated games that season to be listed.
    pub place: Option<usize>,
    /// Their rating and counts as the season ended (the plot's history left out).
    pub rating: PlayerRating,
}

/// A finished season of a server, as kept: its final standings.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Season {
    /// Encoding version, [`KEPT_FORMAT`].
    pub format: u32,
    /// The server.
    pub server: u64,
    /// Its number, 1 for the first.
    pub number: u32,
    /// When it started (0 for a first season: with the server's first rated game).
    pub started: u64,
    /// When it ended, in seconds since the Unix epoch.
    pub ended: u64,
    /// Everyone who played a rated game in it: the listed people in the final
    /// leaderboard's order, then the others.
    pub standings: Vec<Standing>,
}

impl Season {
    /// The season `current` ended at `now` with `standings`.
    #[must_use]
    pub fn of(current: &CurrentSeason, now: u64, standings: Vec<Standing>) -> Season {
        Season {
            format: KEPT_FORMAT,
            server: current.server,
            number: current.number,
            started: current.started,
            ended: now,
            standings,
        }
    }

    /// The standing of `user`, if they played in it.
    #[must_use]
    pub fn of_user(&self, user: u64) -> Option<&Standing> {
        self.standings.iter().find(|s| s.rating.user == user)
    }

    /// The user ids of its people (PostgreSQL's `people` column, for `forget-me`).
    #[must_use]
    pub fn people(&self) -> Vec<u64> {
        self.standings.iter().map(|s| s.rating.user).collect()
    }

    /// Takes `user` out of its standings (`forget-me`); whether they were in it. The
    /// others keep their places.
    pub fn forget(&mut self, user: u64) -> bool {
        let before = self.standings.len();
        self.standings.retain(|s| s.rating.user != user);
        self.standings.len() != before
    }
}

/// What ends a season ([`super::Store::end_season`] calls it inside its transaction with
/// every rating of the server as stored then): the season's final standings, and the
/// ratings the next season starts from (each person's, to replace theirs).
pub type Close<'a> = &'a dyn Fn(&[PlayerRating]) -> (Vec<Standing>, Vec<PlayerRating>);

#[cfg(test)]
mod tests {
    use super::{CurrentSeason, DAY};

    /// A first season set to 30 days, then again to 30 and to 10 days later, ends 30 and
    /// 10 days after it was first set: setting it again does not push its end.
    #[test]
    fn setting_the_first_season_again_keeps_its_start() {
        let first = CurrentSeason::first(5);
        let set = first.planned(Some(30), 1_000, 9);
        assert_eq!(set.ends, Some(1_000 + 30 * DAY));
        let again = set.planned(Some(30), 1_000 + 3 * DAY, 9);
        assert_eq!(again.ends, Some(1_000 + 30 * DAY));
        let shorter = again.planned(Some(10), 1_000 + 4 * DAY, 9);
        assert_eq!(shorter.ends, Some(1_000 + 10 * DAY));
        // Off, then on again: counted from when it is set again.
        let off = shorter.planned(None, 1_000 + 5 * DAY, 9);
        assert_eq!(off.ends, None);
        let on = off.planned(Some(30), 1_000 + 6 * DAY, 9);
        assert_eq!(on.ends, Some(1_000 + 36 * DAY));
        // A later season counts from its own start.
        let later = CurrentSeason {
            started: 50_000,
            ..on.next(50_000)
        };
        assert_eq!(
            later.planned(Some(2), 60_000, 9).ends,
            Some(50_000 + 2 * DAY)
        );
    }
}
