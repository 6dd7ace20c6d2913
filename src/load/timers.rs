//! `checkers-bot load --timers N`: the cost of the timers ([`Tables::tick_all`]) with many
//! idle channels. `--channels` idle channels (half games whose 24-hour turn clock is far
//! off, half lobbies) and `N` games whose 9-minute turn clock has run out (a clock under
//! 10 minutes has no reminders, docs/rules.md §4, so nothing else is due), in the real
//! on-disk store (sled, or PostgreSQL with `--db postgres://…`). Measured in one run:
//!
//! - a round with nothing due (what every idle 5 seconds costs), median and slowest of
//!   [`IDLE_ROUNDS`];
//! - the round that fires the `N` due timers;
//! - beside them, the reads of a round that would scan every channel (list them, read each
//!   record), as the timers did before the index.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::{ms, peak_memory_kib, LoadError};
use crate::store::{Store, StoreError, TableRecord};
use crate::table::{Command, Tables, User};

/// When the games begin (seconds since the Unix epoch).
const START: u64 = 1_800_000_000;
/// The due games' turn clock, in seconds (`turn_timeout=9m`).
const TIMEOUT: u64 = 540;
/// Rounds with nothing due that are timed.
pub const IDLE_ROUNDS: usize = 20;

/// What a timers run measured.
#[derive(Clone, Debug)]
pub struct TimersReport {
    /// Idle channels.
    pub idle: usize,
    /// Due timers.
    pub due: usize,
    /// Time to write every record.
    pub fill: Duration,
    /// A round with nothing due: median and slowest.
    pub idle_round: (Duration, Duration),
    /// Channels the rounds with nothing due announced something in (should be 0).
    pub idle_fired: usize,
    /// The round that fired the due timers, and how many it fired.
    pub due_round: Duration,
    /// Channels the due round announced something in (should be `due`).
    pub fired: usize,
    /// Listing every channel and reading each record (a scanning round's reads).
    pub scan: Duration,
    /// Peak resident memory (`VmHWM`) in KiB, when the system reports it.
    pub peak_kib: Option<u64>,
}

impl fmt::Display for TimersReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} idle channels and {} due timers, written in {:.1} s",
            self.idle,
            self.due,
            self.fill.as_secs_f64()
        )?;
        writeln!(
            f,
            "a round with nothing due: median {:.3} ms, slowest {:.3} ms ({IDLE_ROUNDS} rounds, \
             {} fired)",
            ms(self.idle_round.0),
            ms(self.idle_round.1),
            self.idle_fired
        )?;
        writeln!(
            f,
            "the round with {} due: {:.1} ms, {:.3} ms a timer; {} fired",
            self.due,
            ms(self.due_round),
            ms(self.due_round) / self.due.max(1) as f64,
            self.fired
        )?;
        writeln!(
            f,
            "beside it, a scan of every channel (list, read each record): {:.1} ms",
            ms(self.scan)
        )?;
        match self.peak_kib {
            Some(kib) => writeln!(f, "peak memory (VmHWM): {:.1} MiB", kib as f64 / 1024.0),
            None => writeln!(f, "peak memory: not reported by this system"),
        }
    }
}

/// A begun 2-player game in `channel` (people 1 and 2) with `rules`; its record.
fn begun(
    tables: &Tables,
    store: &dyn Store,
    channel: u64,
    rules: &[(&str, &str)],
) -> Result<TableRecord, LoadError> {
    let (alice, bob) = (User::new(1, "Alice"), User::new(2, "Bob"));
    let mut settings = vec![("first_player".to_string(), "creator".to_string())];
    settings.extend(
        rules
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string())),
    );
    tables.handle(
        channel,
        &alice,
        Command::New {
            players: 2,
            armies: 1,
            settings,
        },
    );
    tables.handle(channel, &bob, Command::Join);
    tables.handle(channel, &alice, Command::Start);
    stored(store, channel)
}

/// The record of `channel`, just written.
fn stored(store: &dyn Store, channel: u64) -> Result<TableRecord, LoadError> {
    store.load(channel)?.ok_or_else(|| {
        LoadError::Store(StoreError::Backend(
            format!("the record of channel {channel} was written, then not found").into(),
        ))
    })
}

/// Writes `records[i % records.len()]` as the record of each channel of `channels`, on
/// `threads` threads.
fn copy(
    store: &dyn Store,
    channels: std::ops::Range<u64>,
    records: &[TableRecord],
    threads: usize,
) -> Result<(), LoadError> {
    let chunk = (channels.end - channels.start)
        .div_ceil(threads.max(1) as u64)
        .max(1);
    std::thread::scope(|s| {
        let runs: Vec<_> = (channels.start..channels.end)
            .step_by(usize::try_from(chunk).unwrap_or(usize::MAX))
            .map(|from| {
                let to = (from + chunk).min(channels.end);
                s.spawn(move || -> Result<(), LoadError> {
                    for channel in from..to {
                        let i = usize::try_from(channel % records.len() as u64).unwrap_or(0);
                        store.save(channel, None, &mut records[i].clone())?;
                    }
                    Ok(())
                })
            })
            .collect();
        runs.into_iter()
            .try_for_each(|r| r.join().unwrap_or(Ok(())))
    })
}

/// Runs the timers measurement on `store` (empty): `idle` idle channels, `due` due
/// timers, records written on `threads` threads.
///
/// # Errors
/// [`LoadError::Store`] when the store fails.
pub fn run(
    store: &Arc<dyn Store>,
    idle: usize,
    due: usize,
    threads: usize,
) -> Result<TimersReport, LoadError> {
    let now = Arc::new(AtomicU64::new(START));
    let clock = now.clone();
    let tables = Tables::shared(store.clone())
        .seeded(1)
        .with_clock(move || clock.load(Ordering::SeqCst));
    // The process runs from the start: its turn clocks count from then.
    tables.tick_all();
    let filled = Instant::now();
    let (idle, due) = (idle as u64, due as u64);
    let timed = begun(&tables, &**store, 0, &[("turn_timeout", "9m")])?;
    let far = begun(&tables, &**store, due, &[])?;
    let user = User::new(1, "Alice");
    tables.handle(
        due + 1,
        &user,
        Command::New {
            players: 2,
            armies: 1,
            settings: Vec::new(),
        },
    );
    let lobby = stored(&**store, due + 1)?;
    copy(&**store, 1..due, &[timed], threads)?;
    copy(&**store, due + 2..due + idle, &[far, lobby], threads)?;
    let fill = filled.elapsed();
    // Nothing due yet: the clock less a second.
    now.store(START + TIMEOUT - 1, Ordering::SeqCst);
    let mut idle_fired = 0;
    let mut rounds: Vec<Duration> = (0..IDLE_ROUNDS)
        .map(|_| {
            let t = Instant::now();
            idle_fired += tables.tick_all().len();
            t.elapsed()
        })
        .collect();
    rounds.sort_unstable();
    let idle_round = (rounds[IDLE_ROUNDS / 2], rounds[IDLE_ROUNDS - 1]);
    let scanned = Instant::now();
    for channel in store.channels()? {
        store.load(channel)?;
    }
    let scan = scanned.elapsed();
    now.store(START + TIMEOUT, Ordering::SeqCst);
    let t = Instant::now();
    let fired = tables.tick_all().len();
    let due_round = t.elapsed();
    Ok(TimersReport {
        idle: usize::try_from(idle).unwrap_or(usize::MAX),
        due: usize::try_from(due).unwrap_or(usize::MAX),
        fill,
        idle_round,
        idle_fired,
        due_round,
        fired,
        scan,
        peak_kib: peak_memory_kib(),
    })
}
