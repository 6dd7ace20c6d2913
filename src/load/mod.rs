//! Load test (`checkers-bot load`): many channels play computer-against-computer games at
//! once through the table layer and the real on-disk store, then every stored record is
//! read back (after reopening the database) and replayed to check no confirmed move was
//! lost. Reports moves per second, latency percentiles per command and peak memory.
//!
//! Each channel: `new 2`, `add-computer`, `start`, then the human seat's moves chosen by
//! [`crate::ai::greedy`] (the computer seat answers inside the same command), until the
//! game ends or `max_moves` human moves were made. Channels are queued round-robin on a
//! pool of threads, so every game is in progress at the same time.

use std::collections::VecDeque;
use std::fmt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::core::{Game, Hole, Seat, Turn};
use crate::store::{Store, StoreError};
use crate::table::{game_of, Command, Tables, User};

pub mod timers;

/// What to run.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// Channels, each with one game.
    pub channels: usize,
    /// Worker threads.
    pub threads: usize,
    /// Database folder; `None`: a fresh folder under the system's temporary folder,
    /// removed afterwards.
    pub db: Option<PathBuf>,
    /// Seed of the tables and of the human seats' moves.
    pub seed: u64,
    /// Human moves per channel, 0 for whole games.
    pub max_moves: usize,
}

/// Latency percentiles of one kind of command.
#[derive(Clone, Debug, PartialEq)]
pub struct Latency {
    /// Command kind (`new`, `add-computer`, `start`, `move`).
    pub kind: &'static str,
    /// Commands measured.
    pub count: usize,
    /// Median.
    pub p50: Duration,
    /// 99th percentile.
    pub p99: Duration,
    /// Slowest.
    pub max: Duration,
}

/// What a load run measured and found.
#[derive(Clone, Debug)]
pub struct LoadReport {
    /// The configuration.
    pub config: LoadConfig,
    /// Commands handled.
    pub commands: usize,
    /// Moves stored over all channels (human and computer).
    pub moves: usize,
    /// Games that reached their end.
    pub finished: usize,
    /// Wall time of the playing phase.
    pub elapsed: Duration,
    /// Per command kind, then `all`.
    pub latency: Vec<Latency>,
    /// Commands that were expected to apply but were refused.
    pub refused: usize,
    /// Channels whose stored record, after reopening the database, does not hold exactly
    /// the moves that were confirmed (should be none).
    pub lost: Vec<u64>,
    /// Time to reopen the database and replay every record.
    pub verify: Duration,
    /// Peak resident memory (`VmHWM`) in KiB, when the system reports it.
    pub peak_kib: Option<u64>,
}

impl LoadReport {
    /// Moves per second over the playing phase.
    #[must_use]
    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

impl fmt::Display for LoadReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.config;
        writeln!(
            f,
            "{} channels, {} threads, {} human moves per channel (0 = whole games), seed {}",
            c.channels, c.threads, c.max_moves, c.seed
        )?;
        writeln!(
            f,
            "{} commands, {} moves stored, {} games finished in {:.1} s: {:.0} moves/s, {:.0} commands/s",
            self.commands,
            self.moves,
            self.finished,
            self.elapsed.as_secs_f64(),
            self.moves_per_second(),
            self.commands as f64 / self.elapsed.as_secs_f64().max(1e-9)
        )?;
        writeln!(f, "latency per command (ms):")?;
        writeln!(
            f,
            "  {:<13} {:>7} {:>8} {:>8} {:>8}",
            "command", "count", "p50", "p99", "max"
        )?;
        for l in &self.latency {
            writeln!(
                f,
                "  {:<13} {:>7} {:>8.2} {:>8.2} {:>8.2}",
                l.kind,
                l.count,
                ms(l.p50),
                ms(l.p99),
                ms(l.max)
            )?;
        }
        match self.peak_kib {
            Some(kib) => writeln!(f, "peak memory (VmHWM): {:.1} MiB", kib as f64 / 1024.0)?,
            None => writeln!(f, "peak memory: not reported by this system")?,
        }
        writeln!(
            f,
            "verified after reopening: {} channels replayed in {:.1} s; refused {}; lost {}",
            c.channels,
            self.verify.as_secs_f64(),
            self.refused,
            self.lost.len()
        )
    }
}

/// Why a load run could not run.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The database could not be opened or read.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The database given already holds tables: the run would mistake them for its own.
    #[error(
        "{0} already holds tables (channel {1}); the load test needs an empty folder or \
         database (leave --db out for a temporary one)"
    )]
    NotEmpty(String, u64),
    /// The temporary folder could not be made.
    #[error("cannot create {path}")]
    Folder {
        /// The folder.
        path: String,
        /// Why.
        #[source]
        err: std::io::Error,
    },
}

/// Where one channel is.
enum Stage {
    New,
    AddComputer,
    Start,
    /// Playing; the human moves confirmed so far.
    Playing,
}

struct Channel {
    id: u64,
    stage: Stage,
    /// Confirmed human moves (start and end hole).
    confirmed: Vec<(Hole, Hole)>,
}

const KINDS: [&str; 4] = ["new", "add-computer", "start", "move"];

/// Peak resident memory of this process in KiB (`VmHWM` in /proc/self/status).
#[must_use]
pub fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn latency(kind: &'static str, mut samples: Vec<Duration>) -> Latency {
    samples.sort_unstable();
    Latency {
        kind,
        count: samples.len(),
        p50: percentile(&samples, 50.0),
        p99: percentile(&samples, 99.0),
        max: samples.last().copied().unwrap_or_default(),
    }
}

/// The human seat's moves (seat 0) in a game's history.
fn human_moves(game: &Game) -> Vec<(Hole, Hole)> {
    game.history()
        .iter()
        .filter_map(|t| match t {
            Turn::Move { seat, mv, .. } if *seat == Seat::ALL[0] => Some((mv.from, mv.to)),
            _ => None,
        })
        .collect()
}

/// What one step of a channel did.
struct Step {
    /// Index into [`KINDS`].
    kind: usize,
    /// The command was expected to apply but was refused.
    refused: bool,
    /// Time inside [`Tables::handle`]; `None` when the channel is done (no command).
    took: Option<Duration>,
}

/// Times one command.
fn timed(
    tables: &Tables,
    ch: &Channel,
    user: &User,
    command: Command,
) -> (Vec<crate::table::Reply>, Duration) {
    let t = Instant::now();
    let replies = tables.handle(ch.id, user, command);
    (replies, t.elapsed())
}

/// Plays one command for `ch` (none when its game is over or its moves are made).
fn step(tables: &Tables, ch: &mut Channel, config: &LoadConfig) -> Step {
    let done = |refused| Step {
        kind: 3,
        refused,
        took: None,
    };
    let user = User::new(ch.id, format!("Player {}", ch.id));
    let (kind, command) = match ch.stage {
        Stage::New => (
            0,
            Command::New {
                players: 2,
                armies: 1,
                settings: Vec::new(),
            },
        ),
        Stage::AddComputer => (1, Command::AddComputer(crate::ai::Level::Medium)),
        Stage::Start => (2, Command::Start),
        Stage::Playing => {
            let Some(game) = tables.game(ch.id) else {
                return done(true);
            };
            let enough = config.max_moves > 0 && ch.confirmed.len() >= config.max_moves;
            if game.to_move() != Some(Seat::ALL[0]) || enough {
                return done(false);
            }
            let seed = config.seed
                ^ ch.id.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ game.history().len() as u64;
            let Some(mv) = crate::ai::greedy(&game, seed) else {
                return done(false);
            };
            let text = format!("{} {}", mv.from, mv.to);
            let (replies, took) = timed(tables, ch, &user, Command::Move(text));
            // A confirmed move is a public reply with the board.
            let applied = replies.iter().any(crate::table::Reply::is_public_board);
            if !applied {
                // Refused (the store failed: a full disk, an outage): asking again would
                // loop for ever, so the channel is done, its refusal counted.
                return Step {
                    kind: 3,
                    refused: true,
                    took: None,
                };
            }
            ch.confirmed.push((mv.from, mv.to));
            return Step {
                kind: 3,
                refused: false,
                took: Some(took),
            };
        }
    };
    let (replies, took) = timed(tables, ch, &user, command);
    let refused = replies.iter().any(|r| r.private);
    ch.stage = match ch.stage {
        Stage::New => Stage::AddComputer,
        Stage::AddComputer => Stage::Start,
        Stage::Start | Stage::Playing => Stage::Playing,
    };
    Step {
        kind,
        refused,
        took: Some(took),
    }
}

/// Runs the load test.
///
/// # Errors
/// [`LoadError`] when the database cannot be opened or the temporary folder made.
pub fn run(config: &LoadConfig) -> Result<LoadReport, LoadError> {
    run_with(config, &indicatif::ProgressBar::hidden())
}

/// [`run`], showing on `bar` (see [`crate::progress`]) the commands handled out of
/// `channels × (3 + max_moves)`, or with whole games the channels whose game is over.
///
/// # Errors
/// As [`run`].
pub fn run_with(
    config: &LoadConfig,
    bar: &indicatif::ProgressBar,
) -> Result<LoadReport, LoadError> {
    let result = in_database(config, |path| run_in(config, path, bar));
    bar.finish_and_clear();
    result
}

/// The timers measurement ([`timers`]): `config.channels` idle channels and `due` due
/// timers in `config.db` (as for [`run`]).
///
/// # Errors
/// As [`run`].
pub fn run_timers(config: &LoadConfig, due: usize) -> Result<timers::TimersReport, LoadError> {
    in_database(config, |path| {
        timers::run(&open_empty(path)?, config.channels, due, config.threads)
    })
}

/// Runs `f` on the database of `config`: its folder or URL, or a fresh temporary folder
/// removed afterwards.
fn in_database<T>(
    config: &LoadConfig,
    f: impl FnOnce(&std::path::Path) -> Result<T, LoadError>,
) -> Result<T, LoadError> {
    let (path, temporary) = if let Some(p) = &config.db {
        (p.clone(), false)
    } else {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let p = std::env::temp_dir().join(format!("checkers-load-{}-{nanos}", std::process::id()));
        (p, true)
    };
    if !crate::store::postgres::is_url(&path.to_string_lossy()) {
        std::fs::create_dir_all(&path).map_err(|err| LoadError::Folder {
            path: path.display().to_string(),
            err,
        })?;
    }
    let result = f(&path);
    if temporary {
        let _ = std::fs::remove_dir_all(&path);
    }
    result
}

/// `path`'s store, refused unless it holds no table.
///
/// # Errors
/// [`LoadError::NotEmpty`] naming the database and a channel it holds;
/// [`LoadError::Store`] when it cannot be opened or read.
pub(crate) fn open_empty(path: &std::path::Path) -> Result<std::sync::Arc<dyn Store>, LoadError> {
    let store = crate::store::open(path)?;
    if let Some(&channel) = store.channels()?.first() {
        let name = crate::store::postgres::redacted(&path.to_string_lossy());
        return Err(LoadError::NotEmpty(name, channel));
    }
    Ok(store)
}

fn run_in(
    config: &LoadConfig,
    path: &std::path::Path,
    bar: &indicatif::ProgressBar,
) -> Result<LoadReport, LoadError> {
    // A folder (sled) or a `postgres://` URL, empty: channels 1 to N.
    let tables = Tables::shared(open_empty(path)?).seeded(config.seed);
    // As the bot does when it starts: the first board then costs what any board costs.
    crate::render::warm();
    let started = Instant::now();
    let (samples, channels) = drive(&tables, config, bar);
    let elapsed = started.elapsed();
    drop(tables);
    let (commands, lat, refused) = latencies(samples);
    // Reopen, as a restarted process would, and replay every record.
    let verify_start = Instant::now();
    let store = crate::store::open(path)?;
    let (moves, finished, lost) = verify(store.as_ref(), &channels);
    Ok(LoadReport {
        config: config.clone(),
        commands,
        moves,
        finished,
        elapsed,
        latency: lat,
        refused,
        lost,
        verify: verify_start.elapsed(),
        peak_kib: peak_memory_kib(),
    })
}

/// Per-worker samples: each command kind's latencies, and the refusals.
type Samples = Vec<(Vec<Vec<Duration>>, usize)>;

/// Plays every channel's game on `config.threads` workers; the samples and the channels
/// with the moves confirmed to them.
fn drive(
    tables: &Tables,
    config: &LoadConfig,
    bar: &indicatif::ProgressBar,
) -> (Samples, Vec<Channel>) {
    let per_command = config.max_moves > 0;
    let steps = config.channels * if per_command { 3 + config.max_moves } else { 1 };
    bar.set_length(steps as u64);
    let queue: Mutex<VecDeque<Channel>> = Mutex::new(
        (1..=config.channels as u64)
            .map(|id| Channel {
                id,
                stage: Stage::New,
                confirmed: Vec::new(),
            })
            .collect(),
    );
    let remaining = AtomicUsize::new(config.channels);
    let done: Mutex<Vec<Channel>> = Mutex::new(Vec::with_capacity(config.channels));
    let samples: Samples = std::thread::scope(|s| {
        let workers: Vec<_> = (0..config.threads.max(1))
            .map(|_| {
                s.spawn(|| {
                    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); KINDS.len()];
                    let mut refused = 0;
                    loop {
                        let next = queue
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner)
                            .pop_front();
                        let Some(mut ch) = next else {
                            if remaining.load(Ordering::SeqCst) == 0 {
                                break;
                            }
                            std::thread::sleep(Duration::from_micros(200));
                            continue;
                        };
                        let step = step(tables, &mut ch, config);
                        refused += usize::from(step.refused);
                        let Some(took) = step.took else {
                            remaining.fetch_sub(1, Ordering::SeqCst);
                            if !per_command {
                                bar.inc(1);
                            }
                            done.lock()
                                .unwrap_or_else(std::sync::PoisonError::into_inner)
                                .push(ch);
                            continue;
                        };
                        times[step.kind].push(took);
                        if per_command {
                            bar.inc(1);
                        }
                        queue
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner)
                            .push_back(ch);
                    }
                    (times, refused)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_default())
            .collect()
    });
    let channels = done
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    (samples, channels)
}

/// Commands run, latency percentiles per kind and in all, and refusals.
fn latencies(samples: Samples) -> (usize, Vec<Latency>, usize) {
    let mut by_kind: Vec<Vec<Duration>> = vec![Vec::new(); KINDS.len()];
    let mut refused = 0;
    for (times, r) in samples {
        refused += r;
        for (k, t) in times.into_iter().enumerate() {
            by_kind[k].extend(t);
        }
    }
    let commands = by_kind.iter().map(Vec::len).sum();
    let all: Vec<Duration> = by_kind.iter().flatten().copied().collect();
    let mut lat: Vec<Latency> = KINDS
        .iter()
        .zip(by_kind)
        .map(|(k, t)| latency(k, t))
        .collect();
    lat.push(latency("all", all));

    (commands, lat, refused)
}

/// Replays every channel's stored game: moves, finished games, and the channels whose
/// stored moves differ from the ones confirmed to them (lost).
fn verify(store: &dyn Store, channels: &[Channel]) -> (usize, usize, Vec<u64>) {
    let mut lost = Vec::new();
    let (mut moves, mut finished) = (0, 0);
    for ch in channels {
        match store.load(ch.id).map(|r| r.map(|r| game_of(&r))) {
            Ok(Some(Ok(game))) if human_moves(&game) == ch.confirmed => {
                moves += game
                    .history()
                    .iter()
                    .filter(|t| matches!(t, Turn::Move { .. }))
                    .count();
                finished += usize::from(game.outcome().is_some());
            }
            _ => lost.push(ch.id),
        }
    }
    lost.sort_unstable();
    (moves, finished, lost)
}
