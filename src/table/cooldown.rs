//! Cooldowns for the expensive answers: a hint searches for up to a
//! second of a core, a replay GIF takes about 150 ms, `moves` draws a board. Each user
//! may ask for each of them only so often ([`Work::quota`]), so that one person cannot
//! tie the bot up for everyone; too soon, the answer says in how many seconds to try
//! again. A person's seeks are limited the same way ([`Work::Seek`]), so that nobody
//! floods the pool others search in. The limits are `governor`'s keyed GCRA rate limiters, one per kind of work,
//! keyed by user id, in memory (a restart forgets them).

use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use governor::clock::{Clock, Reference};
use governor::middleware::NoOpMiddleware;
use governor::nanos::Nanos;
use governor::state::keyed::HashMapStateStore;
use governor::{Quota, RateLimiter};

use super::outcome::{AssistRefusal, Refusal};

/// A kind of expensive answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Work {
    /// `hint`: a search.
    Hint,
    /// `replay`: an animated GIF.
    Replay,
    /// `moves <hole>`: a board image.
    Moves,
    /// `seek`: a search put in the pool (not counted as expensive work).
    Seek,
    /// `report`: a game's record kept for the operators (not counted as expensive work).
    Report,
    /// `puzzle`: the puzzle's image drawn (and an answer checked).
    Puzzle,
}

impl Work {
    const ALL: [Work; 6] = [
        Work::Hint,
        Work::Replay,
        Work::Moves,
        Work::Seek,
        Work::Report,
        Work::Puzzle,
    ];

    /// How often one user may ask: `burst` at once, then one more every `every`.
    #[must_use]
    pub fn quota(self) -> (u32, Duration) {
        match self {
            Work::Hint | Work::Replay => (1, Duration::from_secs(10)),
            Work::Moves | Work::Puzzle => (3, Duration::from_secs(2)),
            Work::Seek => (3, Duration::from_secs(20)),
            Work::Report => (2, Duration::from_mins(5)),
        }
    }
}

/// The clock the limiters read: time since they were made, from a function (the real
/// monotonic clock, or a test's).
#[derive(Clone)]
struct Ticks(Arc<dyn Fn() -> Duration + Send + Sync>);

impl Clock for Ticks {
    type Instant = Nanos;

    fn now(&self) -> Nanos {
        Nanos::from((self.0)())
    }
}

type Limiter = RateLimiter<u64, HashMapStateStore<u64>, Ticks, NoOpMiddleware<Nanos>>;

/// How many checks between two clean-ups of users not seen lately.
const CLEAN_EVERY: u64 = 1024;

/// The per-user cooldowns of every kind of [`Work`].
pub struct Cooldowns {
    limiters: Vec<(Work, Limiter)>,
    clock: Ticks,
    checks: AtomicU64,
}

impl Cooldowns {
    /// Cooldowns on the monotonic clock.
    #[must_use]
    pub fn new() -> Cooldowns {
        let start = Instant::now();
        Cooldowns::with_clock(move || start.elapsed())
    }

    /// Cooldowns on `clock`, the time since some fixed start (tests advance it by hand).
    #[must_use]
    pub fn with_clock(clock: impl Fn() -> Duration + Send + Sync + 'static) -> Cooldowns {
        let clock = Ticks(Arc::new(clock));
        let limiters = Work::ALL
            .into_iter()
            .map(|work| {
                let (burst, every) = work.quota();
                let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
                let quota = Quota::with_period(every)
                    .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
                    .allow_burst(burst);
                (
                    work,
                    Limiter::new(quota, HashMapStateStore::default(), clock.clone()),
                )
            })
            .collect();
        Cooldowns {
            limiters,
            clock,
            checks: AtomicU64::new(0),
        }
    }

    /// Takes one `work` for `user`: `Ok` when it may be done now, else the whole seconds
    /// to wait (at least 1).
    ///
    /// # Errors
    /// The seconds to wait.
    pub fn take(&self, user: u64, work: Work) -> Result<(), u64> {
        let Some((_, limiter)) = self.limiters.iter().find(|(w, _)| *w == work) else {
            return Ok(());
        };
        if self.checks.fetch_add(1, Ordering::Relaxed) % CLEAN_EVERY == CLEAN_EVERY - 1 {
            limiter.retain_recent();
        }
        limiter.check_key(&user).map_err(|not_until| {
            let wait: Duration = not_until
                .earliest_possible()
                .duration_since(self.clock.now())
                .into();
            (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1)
        })
    }
}

impl super::Tables {
    /// Takes one `work` for `user` under the tables' cooldowns (none unless set with
    /// [`super::Tables::with_cooldowns`]) and counts it ([`super::Tables::expensive_work`]).
    ///
    /// # Errors
    /// [`AssistRefusal::Cooldown`] with the seconds to wait.
    pub(super) fn take_work(&self, user: &super::User, work: Work) -> Result<(), Refusal> {
        self.limit(user, work)?;
        self.work.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// Takes one `work` for `user` under the tables' cooldowns, without counting it.
    ///
    /// # Errors
    /// [`AssistRefusal::Cooldown`] with the seconds to wait.
    pub(super) fn limit(&self, user: &super::User, work: Work) -> Result<(), Refusal> {
        if let Some(cooldowns) = &self.cooldowns {
            cooldowns
                .take(user.id, work)
                .map_err(|secs| Refusal::feature(AssistRefusal::Cooldown(secs)))?;
        }
        Ok(())
    }
}

impl Default for Cooldowns {
    fn default() -> Self {
        Cooldowns::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_cut_to_the_quota_and_says_when_to_try_again() {
        let now = Arc::new(AtomicU64::new(0));
        let clock = Arc::clone(&now);
        let cool =
            Cooldowns::with_clock(move || Duration::from_millis(clock.load(Ordering::SeqCst)));
        let admitted = (0..5).filter(|_| cool.take(7, Work::Hint).is_ok()).count();
        assert_eq!(admitted, 1);
        assert_eq!(cool.take(7, Work::Hint), Err(10));
        // Another user and another kind of work are not held back.
        assert_eq!(cool.take(8, Work::Hint), Ok(()));
        assert_eq!(cool.take(7, Work::Replay), Ok(()));
        now.store(9_500, Ordering::SeqCst);
        assert_eq!(cool.take(7, Work::Hint), Err(1));
        now.store(10_000, Ordering::SeqCst);
        assert_eq!(cool.take(7, Work::Hint), Ok(()));
        let moves = (0..10)
            .filter(|_| cool.take(7, Work::Moves).is_ok())
            .count();
        assert_eq!(moves, 3);
        assert_eq!(cool.take(7, Work::Moves), Err(2));
        let seeks = (0..10).filter(|_| cool.take(7, Work::Seek).is_ok()).count();
        assert_eq!(seeks, 3);
        assert_eq!(cool.take(7, Work::Seek), Err(20));
    }
}
