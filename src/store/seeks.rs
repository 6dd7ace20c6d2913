//! The pool of people searching for an opponent (`seek`), per server, and the one rule
//! that matches them ([`choose`]). The stores keep the pool and match under one lock per
//! pool, so that of several processes sharing a database each seek is matched into
//! exactly one game.
//!
//! A pool is the seeks of one server for one number of players and one rated choice.
//! Unrated seeks match first come, first served. Rated seeks match the closest ratings
//! (the rating `profile` shows, Weng-Lin's `mu - 3 sigma`, kept in tenths), within a
//! window that widens the longer someone waits: [`WINDOW_BASE`] tenths (3.0 rating
//! points), and [`WINDOW_GROWTH`] more (1.0) for every whole minute waited.

use super::StoreError;

/// The rating difference a rated seek accepts at once, in tenths of a rating point as
/// `profile` shows it (3.0).
pub const WINDOW_BASE: i64 = 30;
/// How much the accepted difference grows for every whole minute a seek has waited, in
/// tenths (1.0).
pub const WINDOW_GROWTH: i64 = 10;

/// One person's seek.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Seek {
    /// The server (Discord guild id).
    pub server: u64,
    /// The person's user id.
    pub user: u64,
    /// Their name when they sought, at most 32 characters.
    pub name: String,
    /// The channel they sought in (where they are told, and where the game opens).
    pub channel: u64,
    /// Seats of the game sought: 2, 3, 4 or 6.
    pub players: u8,
    /// A rated game (else casual).
    pub rated: bool,
    /// Their rating on this server when they sought, in tenths of the rating `profile`
    /// shows (`mu - 3 sigma`; 0 for a newcomer).
    pub rating: i64,
    /// When they sought, in seconds since the Unix epoch.
    pub since: u64,
    /// When the seek ends unmatched, in seconds since the Unix epoch.
    pub expires: u64,
}

impl Seek {
    /// Whether `other` is in the same pool.
    #[must_use]
    pub fn same_pool(&self, other: &Seek) -> bool {
        self.server == other.server && self.players == other.players && self.rated == other.rated
    }

    /// The rating difference this seek accepts at `now`.
    #[must_use]
    pub fn window(&self, now: u64) -> i64 {
        let minutes = i64::try_from(now.saturating_sub(self.since) / 60).unwrap_or(i64::MAX);
        WINDOW_BASE.saturating_add(WINDOW_GROWTH.saturating_mul(minutes))
    }

    /// A number naming this seek's pool (a lock key for PostgreSQL's advisory locks).
    #[must_use]
    pub fn pool_key(&self) -> i64 {
        let mixed = crate::core::mix_seed(
            self.server,
            u64::from(self.players) * 2 + u64::from(self.rated),
        );
        i64::from_ne_bytes(mixed.to_ne_bytes())
    }
}

/// Of `pool` (the other seeks of `new`'s pool, any order), those `new` is matched with
/// at `now`, by position: `new.players - 1` of them, or `None` when there are not
/// enough. Expired seeks and `new`'s own person never match. Unrated: the longest
/// waiting. Rated: the closest ratings, each within the window of whichever of the two
/// has waited longer ([`Seek::window`]).
#[must_use]
pub fn choose(pool: &[Seek], new: &Seek, now: u64) -> Option<Vec<usize>> {
    let wanted = usize::from(new.players).checked_sub(1)?;
    let mut fit: Vec<(i64, u64, usize)> = pool
        .iter()
        .enumerate()
        .filter(|(_, s)| s.same_pool(new) && s.user != new.user && s.expires > now)
        .filter_map(|(i, s)| {
            let gap = (s.rating - new.rating).abs();
            let window = s.window(now).max(new.window(now));
            (!new.rated || gap <= window).then_some((if new.rated { gap } else { 0 }, s.since, i))
        })
        .collect();
    fit.sort_unstable();
    (fit.len() >= wanted).then(|| fit.iter().take(wanted).map(|f| f.2).collect())
}

/// A seek as stored: JSON.
///
/// # Errors
/// [`StoreError::Backend`] if it cannot be encoded.
pub fn encode_seek(seek: &Seek) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(seek).map_err(|e| StoreError::Backend(Box::new(e)))
}

/// A stored seek, or `None` when the bytes are not one (left out of the pool).
#[must_use]
pub fn decode_seek(bytes: &[u8]) -> Option<Seek> {
    serde_json::from_slice(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seek(user: u64, rating: i64, since: u64) -> Seek {
        Seek {
            server: 1,
            user,
            name: format!("P{user}"),
            channel: 10 + user,
            players: 2,
            rated: true,
            rating,
            since,
            expires: since + 900,
        }
    }

    /// The closest rating wins; a farther one fits only once the window has widened.
    #[test]
    fn rated_seeks_take_the_closest_rating_within_a_widening_window() {
        let now = 1000;
        let pool = [seek(2, 140, now), seek(3, 118, now), seek(4, 109, now)];
        assert_eq!(choose(&pool, &seek(1, 100, now), now), Some(vec![2]));
        let far = [seek(2, 140, now)];
        assert_eq!(choose(&far, &seek(1, 100, now), now), None);
        // Ratings in tenths. After 6 minutes of waiting: 3.0 + 6 × 1.0 = 9.0 points.
        let waited = [seek(2, 140, now - 360)];
        assert_eq!(choose(&waited, &seek(1, 100, now), now), Some(vec![0]));
        // Expired, or the same person: never.
        let expired = [Seek {
            expires: now,
            ..seek(2, 100, 0)
        }];
        assert_eq!(choose(&expired, &seek(1, 100, now), now), None);
        assert_eq!(choose(&[seek(1, 100, 0)], &seek(1, 100, now), now), None);
    }

    /// Unrated: the longest waiting, and as many as the game needs.
    #[test]
    fn unrated_seeks_match_first_come_first_served() {
        let unrated = |user, since| Seek {
            rated: false,
            players: 3,
            ..seek(user, 0, since)
        };
        let pool = [unrated(2, 50), unrated(3, 10), unrated(4, 30)];
        assert_eq!(choose(&pool, &unrated(1, 60), 60), Some(vec![1, 2]));
        assert_eq!(choose(&pool[..1], &unrated(1, 60), 60), None);
        // Another pool (rated) does not count.
        assert_eq!(
            choose(&[seek(2, 0, 0), seek(3, 0, 0)], &unrated(1, 60), 60),
            None
        );
    }
}
