//! Concurrency through the table layer with the real store: many commands into one
//! channel at once keep one consistent history with truthful replies; channels never
//! wait on each other; the per-channel lock map holds only busy channels. (The two-move
//! case `race` is in tests/table.rs.)

use crate::common;

use common::{alice, bob, new_game, one, seeded_tables, tables, tables_in};
use std::collections::HashMap;
use std::sync::{Arc, Barrier};
use std::time::Instant;

use checkers_bot::ai::Level;
use checkers_bot::core::{Seat, Turn};
use checkers_bot::table::{game_of, Command, Reply};

/// The path in "NAME played `PATH`." of a confirmation.
fn played(text: &str, name: &str) -> Option<String> {
    let marker = format!("{name} played `");
    let rest = &text[text.find(&marker)? + marker.len()..];
    Some(rest[..rest.find('`')?].to_string())
}

/// 100 commands from 100 threads into one channel at the same moment, each move chosen
/// in the position its sender last saw: the stored history is one legal game; every reply
/// that says a move was made names a move that is stored for that player, every other
/// reply is a private refusal, and the counts match exactly.
#[test]
fn hundred_concurrent_commands_in_one_channel_keep_one_truthful_history() {
    const THREADS: u64 = 100;
    let dir = tempfile::tempdir().unwrap();
    let tables = Arc::new(tables_in(dir.path()));
    let channel = 42;
    one(tables.handle(channel, &alice(), new_game(2)));
    one(tables.handle(channel, &bob(), Command::Join));
    one(tables.handle(channel, &alice(), Command::Start));
    let start_revision = tables.store().load(channel).unwrap().unwrap().revision;
    let barrier = Arc::new(Barrier::new(THREADS as usize));
    let handles: Vec<_> = (0..THREADS)
        .map(|i| {
            let (tables, barrier) = (tables.clone(), barrier.clone());
            std::thread::spawn(move || {
                let (user, seat) = if i % 2 == 0 {
                    (alice(), Seat::ALL[0])
                } else {
                    (bob(), Seat::ALL[1])
                };
                // The position this sender saw before the rush.
                let seen = game_of(&tables.store().load(channel).unwrap().unwrap()).unwrap();
                let text = match seen.to_move() {
                    Some(s) if s == seat => {
                        let mv = checkers_bot::ai::greedy(&seen, i).unwrap();
                        format!("{} {}", mv.from, mv.to)
                    }
                    _ if seat == Seat::ALL[0] => "d2 e7".to_string(),
                    _ => "n2 m7".to_string(),
                };
                barrier.wait();
                let mut log = vec![(
                    seat,
                    one(tables.handle(channel, &user, Command::Move(text))),
                )];
                // Then two more, each from the position seen just before.
                for round in 0..2 {
                    let seen = game_of(&tables.store().load(channel).unwrap().unwrap()).unwrap();
                    let text = match seen.to_move() {
                        Some(s) if s == seat => {
                            let mv = checkers_bot::ai::greedy(&seen, i * 3 + round).unwrap();
                            format!("{} {}", mv.from, mv.to)
                        }
                        _ => "d2 e7".to_string(),
                    };
                    log.push((
                        seat,
                        one(tables.handle(channel, &user, Command::Move(text))),
                    ));
                }
                log
            })
        })
        .collect();
    let log: Vec<(Seat, Reply)> = handles
        .into_iter()
        .flat_map(|h| h.join().expect("no command panics"))
        .collect();
    assert_eq!(log.len(), 300);

    let mut claimed: HashMap<(Seat, String), usize> = HashMap::new();
    let mut applied = 0;
    for (seat, reply) in &log {
        let name = ["Alice", "Bob"][seat.index()];
        if let Some(path) = played(&reply.text, name) {
            assert!(!reply.private && reply.image.is_some(), "{}", reply.text);
            // Only the sender's own move is reported as theirs.
            assert_eq!(reply.text.matches(" played `").count(), 1, "{}", reply.text);
            *claimed.entry((*seat, path)).or_default() += 1;
            applied += 1;
        } else {
            assert!(reply.private, "a refusal is private: {}", reply.text);
            assert!(reply.image.is_none() && reply.mention.is_none());
        }
    }
    let record = tables.store().load(channel).unwrap().unwrap();
    let game = game_of(&record).expect("the stored history is one legal game");
    let mut stored: HashMap<(Seat, String), usize> = HashMap::new();
    for turn in game.history() {
        if let Turn::Move { seat, .. } = turn {
            *stored.entry((*seat, turn.text())).or_default() += 1;
        }
    }
    assert_eq!(claimed, stored, "confirmations and stored moves differ");
    assert_eq!(record.revision, start_revision + applied as u64);
    assert!(applied >= 3, "only {applied} moves applied");
    assert_eq!(tables.lock_entries(), 0);
}

/// Different channels never wait on each other: while one channel is busy with a long
/// command (five computers playing a whole game after a resignation), commands in
/// another channel start and finish inside that command's time. Were the channels
/// serialised together, no quiet command could both start and end inside it.
#[test]
fn a_busy_channel_does_not_slow_another() {
    let tables = Arc::new(seeded_tables(3));
    let (busy, quiet) = (1, 2);
    // The quiet channel: a game in progress; `status` is a short command.
    one(tables.handle(quiet, &alice(), new_game(2)));
    one(tables.handle(quiet, &alice(), Command::AddComputer(Level::Medium)));
    one(tables.handle(quiet, &alice(), Command::Start));

    let started = Arc::new(Barrier::new(2));
    let worker = {
        let (tables, started) = (tables.clone(), started.clone());
        std::thread::spawn(move || {
            one(tables.handle(busy, &alice(), new_game(6)));
            for _ in 0..5 {
                one(tables.handle(busy, &alice(), Command::AddComputer(Level::Medium)));
            }
            tables.handle(busy, &alice(), Command::Start);
            started.wait();
            let begin = Instant::now();
            let r = tables.handle(busy, &alice(), Command::Resign { confirmed: true });
            (begin, Instant::now(), r)
        })
    };
    started.wait();
    let mut quiet_runs = Vec::new();
    while !worker.is_finished() {
        let t = Instant::now();
        one(tables.handle(quiet, &alice(), Command::Status));
        quiet_runs.push((t, Instant::now()));
    }
    let (begin, end, replies) = worker.join().unwrap();
    assert!(
        replies.iter().any(|r| r.text.contains("Game over")),
        "the busy command played the whole game"
    );
    let inside = quiet_runs
        .iter()
        .filter(|(s, e)| *s >= begin && *e <= end)
        .count();
    println!(
        "busy command {:?}; {inside} of {} quiet commands ran inside it",
        end - begin,
        quiet_runs.len()
    );
    assert!(
        inside >= 3,
        "only {inside} quiet commands ran inside the busy one ({:?})",
        end - begin
    );
}

/// The lock map only holds channels with a command running: after commands in 500
/// channels (from several threads) it is empty again, and a waiting command keeps its
/// channel's entry until it is done.
#[test]
fn lock_map_holds_only_busy_channels() {
    let tables = Arc::new(tables());
    let handles: Vec<_> = (0..4u64)
        .map(|t| {
            let tables = tables.clone();
            std::thread::spawn(move || {
                for channel in (t * 1000)..(t * 1000 + 125) {
                    tables.handle(channel, &alice(), Command::Status);
                    tables.handle(channel, &alice(), new_game(2));
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    assert_eq!(tables.lock_entries(), 0);
    assert_eq!(tables.store().channels().unwrap().len(), 500);
    // Two threads in one channel at once: serialised, both done, map empty.
    let barrier = Arc::new(Barrier::new(2));
    let handles: Vec<_> = [alice(), bob()]
        .into_iter()
        .map(|u| {
            let (tables, barrier) = (tables.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                tables.handle(0, &u, Command::Join)
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    assert_eq!(tables.lock_entries(), 0);
}
