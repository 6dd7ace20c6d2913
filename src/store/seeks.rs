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

use super::record::is_zero;
use super::StoreError;

/// The rating difference a rated seek accepts at once, in tenths of a rating point as
/// `profile` shows it (3.0).
pub const WINDOW_BASE: i64 = 30;
/// How much the accepted difference grows for every whole minute a seek has waited, in
/// tenths (1.0).
pub const WINDOW_GROWTH: i64 = 10;

/// How long a seek that asked for computers ([`Seek::fill`]) waits for people before its
/// game opens with whoever searches in its pool and computers in the other seats, in
/// seconds (2 minutes).
pub const FILL_WAIT: u64 = 120;

/// The pool of every server open to it (`seek anywhere`, `defaults anywhere=on`): the
/// [`Seek::server`] of its seeks, and the server of the games and ratings it makes. No
/// Discord id is this large (a snowflake's top bits are milliseconds since 2015).
pub const ANYWHERE: u64 = i64::MAX as u64;

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
    /// Computers of this level take the seats nobody came for after [`FILL_WAIT`];
    /// `None`: people only. Absent in seeks stored before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fill: Option<crate::ai::Level>,
    /// The people this person blocked (`block`, docs/playing.md "Blocking and
    /// reporting") when they sought, or since ([`crate::store::Store::renew_seek`]):
    /// never in one group with them, whoever of the two sought first. Absent in seeks
    /// stored before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub avoid: Vec<u64>,
    /// The server the person sought from when the seek is in the pool of every open
    /// server ([`ANYWHERE`]); 0 otherwise. Absent in seeks stored before, and while 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub home: u64,
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

    /// Whether this seek and `other` may be in one group: neither person blocked the
    /// other.
    #[must_use]
    pub fn may_meet(&self, other: &Seek) -> bool {
        !self.avoid.contains(&other.user) && !other.avoid.contains(&self.user)
    }

    /// The person's other pool, whose seek this one replaces: the pool of every server
    /// for a seek on a server, the person's own server for a seek anywhere.
    #[must_use]
    pub fn other_pool(&self) -> u64 {
        if self.server == ANYWHERE {
            self.home
        } else {
            ANYWHERE
        }
    }

    /// A number naming this person's searches (a lock key for PostgreSQL's advisory
    /// locks), so that two seeks of one person are one after the other.
    #[must_use]
    pub fn person_key(&self) -> i64 {
        let mixed = crate::core::mix_seed(self.user, u64::from(u32::MAX) + 7);
        i64::from_ne_bytes(mixed.to_ne_bytes())
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
/// enough. Expired seeks and `new`'s own person never match, nor two people of whom one
/// blocked the other ([`Seek::may_meet`]). Unrated: the longest waiting. Rated: the
/// closest ratings, each within the window of whichever of the two has waited longer
/// ([`Seek::window`]).
#[must_use]
pub fn choose(pool: &[Seek], new: &Seek, now: u64) -> Option<Vec<usize>> {
    let wanted = usize::from(new.players).checked_sub(1)?;
    let mut fit: Vec<(i64, u64, usize)> = pool
        .iter()
        .enumerate()
        .filter(|(_, s)| {
            s.same_pool(new) && s.user != new.user && s.expires > now && s.may_meet(new)
        })
        .filter_map(|(i, s)| {
            let gap = (s.rating - new.rating).abs();
            let window = s.window(now).max(new.window(now));
            (!new.rated || gap <= window).then_some((if new.rated { gap } else { 0 }, s.since, i))
        })
        .collect();
    fit.sort_unstable();
    let mut group: Vec<usize> = Vec::with_capacity(wanted);
    for &(_, _, i) in &fit {
        if group.len() == wanted {
            break;
        }
        if group.iter().all(|&j| pool[j].may_meet(&pool[i])) {
            group.push(i);
        }
    }
    (group.len() == wanted).then_some(group)
}

/// The groups of `pool` (seeks of any pools, any order) whose games open with computers at
/// `now`, by position: each seek that asked for computers ([`Seek::fill`]) and has waited
/// [`FILL_WAIT`], longest waiting first, with the others of its pool who still search, up
/// to the game's seats, longest waiting first, leaving out whoever blocked one of the
/// group or was blocked by one ([`Seek::may_meet`]). Each seek is in one group at most; a seek
/// that ended ([`Seek::expires`]) is in none.
#[must_use]
pub fn filled(pool: &[Seek], now: u64) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..pool.len()).filter(|&i| pool[i].expires > now).collect();
    order.sort_by_key(|&i| (pool[i].since, pool[i].user));
    let mut taken = vec![false; pool.len()];
    let mut groups = Vec::new();
    for &i in &order {
        let due = pool[i].fill.is_some() && pool[i].since.saturating_add(FILL_WAIT) <= now;
        if taken[i] || !due {
            continue;
        }
        taken[i] = true;
        let mut group = vec![i];
        for &j in &order {
            if group.len() >= usize::from(pool[i].players) {
                break;
            }
            let meets = group.iter().all(|&k| pool[k].may_meet(&pool[j]));
            if !taken[j] && pool[j].same_pool(&pool[i]) && meets {
                taken[j] = true;
                group.push(j);
            }
        }
        groups.push(group);
    }
    groups
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
            fill: None,
            avoid: Vec::new(),
            home: 0,
        }
    }

    /// Two people of whom one blocked the other are never in one group, whoever sought
    /// first; a group of three passes over the blocked one for the next who fits.
    #[test]
    fn blocked_people_are_never_grouped() {
        let now = 1000;
        let blocker = Seek {
            avoid: vec![2],
            ..seek(1, 100, now)
        };
        // The blocker seeks after the blocked person, and before.
        assert_eq!(choose(&[seek(2, 100, now)], &blocker, now), None);
        assert_eq!(
            choose(std::slice::from_ref(&blocker), &seek(2, 100, now), now),
            None
        );
        assert_eq!(
            choose(&[seek(2, 100, now), seek(3, 104, now)], &blocker, now),
            Some(vec![1])
        );
        // Three players: 4 seeks; the pool holds the blocker (waited longest) and the
        // blocked person; the next who fits is taken instead.
        let three = |s: Seek| Seek {
            players: 3,
            rated: false,
            ..s
        };
        let pool = [
            three(Seek {
                since: now - 20,
                ..blocker.clone()
            }),
            three(seek(2, 0, now - 10)),
            three(seek(3, 0, now - 5)),
        ];
        assert_eq!(
            choose(&pool, &three(seek(4, 0, now)), now),
            Some(vec![0, 2])
        );
        // Computers fill: the blocked person is left for another group.
        let fill = |s: Seek| Seek {
            fill: Some(crate::ai::Level::Easy),
            ..three(s)
        };
        let pool = [
            fill(Seek {
                since: 0,
                ..blocker
            }),
            three(seek(2, 0, 5)),
            three(seek(3, 0, 6)),
        ];
        assert_eq!(filled(&pool, FILL_WAIT), vec![vec![0, 2]]);
    }

    /// A seek asking for computers opens its game after the wait, with whoever else
    /// searches in its pool; each seek once; other pools and ended seeks left.
    #[test]
    fn seeks_asking_for_computers_open_after_the_wait_with_their_pool() {
        let with = |user, since| Seek {
            fill: Some(crate::ai::Level::Easy),
            players: 4,
            ..seek(user, 0, since)
        };
        let four = |user, since| Seek {
            players: 4,
            ..seek(user, 0, since)
        };
        let pool = [
            four(2, 50),
            with(1, 10),
            seek(3, 0, 5),
            four(4, 40),
            Seek {
                expires: 100,
                ..four(5, 0)
            },
        ];
        assert!(filled(&pool, 10 + FILL_WAIT - 1).is_empty(), "not yet");
        // Seek 1 waited long enough: with 4 and 2 (its pool, longest waiting first); not
        // 3 (a 2-player pool), not 5 (ended).
        assert_eq!(filled(&pool, 10 + FILL_WAIT), vec![vec![1, 3, 0]]);
        // Two due in one pool: the first takes the other along.
        let both = [with(1, 10), with(2, 20)];
        assert_eq!(filled(&both, 200), vec![vec![0, 1]]);
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
