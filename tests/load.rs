//! Load: many channels playing computer-against-computer games at once through the table
//! layer with the real store; afterwards every record is replayed to check nothing was
//! lost. The full run (1,000 channels, whole games) is ignored by default:
//!
//! ```sh
//! cargo test --release --test integration -- --ignored --nocapture load::
//! ```
//!
//! `checkers-bot load --channels 1000` runs the same from the command line.

use checkers_bot::load::{run, LoadConfig};

/// A small run in the normal test suite: the driver, the verification and the report.
#[test]
fn small_load_run_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let report = run(&LoadConfig {
        channels: 24,
        threads: 4,
        db: Some(dir.path().join("db")),
        // An even seed: the human seat moves first.
        seed: 6,
        max_moves: 3,
    })
    .unwrap();
    println!("{report}");
    assert!(report.lost.is_empty(), "{:?}", report.lost);
    assert_eq!(report.refused, 0);
    // new, add-computer, start and three moves per channel.
    assert_eq!(report.commands, 24 * 6);
    // Each human move is answered by the computer (one game may end early: never here).
    assert_eq!(report.moves, 24 * 6);
    let all = report.latency.last().unwrap();
    assert_eq!((all.kind, all.count), ("all", 24 * 6));
    assert!(all.p50 <= all.p99 && all.p99 <= all.max);
    assert!(report.peak_kib.is_some_and(|k| k > 0));
    assert!(report.to_string().contains("moves/s"));
}

/// The full load test: at least 1,000 channels, whole games, concurrently.
#[test]
#[ignore = "minutes of work; run with --release (see the header)"]
fn thousand_channels_play_whole_games_and_lose_nothing() {
    let report = run(&LoadConfig {
        channels: 1000,
        threads: 8,
        db: None,
        seed: 1,
        max_moves: 0,
    })
    .unwrap();
    println!("{report}");
    assert!(report.lost.is_empty(), "{:?}", report.lost);
    assert_eq!(report.refused, 0);
    assert_eq!(report.finished, 1000);
}

/// `load --timers` (BENCHMARKS.md, "Timers") in small: the rounds with nothing due fire
/// nothing (no reminder: the due clocks are under 10 minutes), and the due round fires
/// every due timer once.
#[test]
fn the_timers_run_fires_each_due_timer_and_nothing_before() {
    let dir = tempfile::tempdir().unwrap();
    let store: std::sync::Arc<dyn checkers_bot::store::Store> =
        checkers_bot::store::open(&dir.path().join("db")).unwrap();
    let report = checkers_bot::load::timers::run(&store, 40, 12, 2).unwrap();
    println!("{report}");
    assert_eq!((report.idle, report.due), (40, 12));
    assert_eq!(report.idle_fired, 0);
    assert_eq!(report.fired, 12);
}

/// A second run on a database the first one filled is refused, naming a channel it holds:
/// its games would be taken for the run's own and reported lost.
#[test]
fn a_load_run_refuses_a_database_that_holds_tables() {
    let dir = tempfile::tempdir().unwrap();
    let config = LoadConfig {
        channels: 2,
        threads: 1,
        db: Some(dir.path().join("db")),
        seed: 6,
        max_moves: 1,
    };
    run(&config).unwrap();
    let refused = run(&config).unwrap_err().to_string();
    assert!(
        refused.contains("already holds tables (channel 1)"),
        "{refused}"
    );
    let timers = checkers_bot::load::run_timers(&config, 1)
        .unwrap_err()
        .to_string();
    assert!(timers.contains("already holds tables"), "{timers}");
}
