//! Criterion benchmark of tournament pairing: a Swiss round of 200 players after six
//! rounds of results and after thirteen, one of them withdrawn (199 to pair, so a bye),
//! and a round of Swiss tables of 6 for the same field. Run with `cargo bench --bench tournament`;
//! figures are recorded in BENCHMARKS.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion};

use checkers_bot::tournament::{Entrant, Format, GameResult, Tournament};

/// The higher-ranked seat wins, except that a mix of the round and the seats draws every
/// fifth game and upsets every seventh; at a table, the seats finish in a rotated order.
fn result(round: u32, seats: &[u64]) -> GameResult {
    let mix = seats.iter().fold(u64::from(round) * 7, |m, s| m * 31 + s) % 35;
    if seats.len() == 2 {
        if mix.is_multiple_of(5) {
            GameResult::draw()
        } else if mix.is_multiple_of(7) {
            GameResult::second_wins()
        } else {
            GameResult::first_wins()
        }
    } else {
        let n = seats.len() as u64;
        let places: Vec<u8> = (0..n).map(|i| ((i + mix) % n) as u8 + 1).collect();
        GameResult::places(&places)
    }
}

/// A tournament of 200 in `format` after `rounds` rounds, player 18 withdrawn after the
/// third.
fn played(format: Format, rounds: u32) -> Tournament {
    let players = (1..=200)
        .map(|i| Entrant::new(i, &format!("P{i}"), 3000 - (i as i32 * 7) % 1000))
        .collect();
    let mut t = Tournament::new(format, players).unwrap();
    for round in 1..=rounds {
        if round == 4 {
            t = t.withdraw(t.players()[17].entrant.id).unwrap();
        }
        t = t.pair_next_round().unwrap();
        let games = t.round(round).unwrap().games.clone();
        for (i, g) in games.iter().enumerate() {
            let seats: Vec<u64> = g.seats.iter().map(|s| s.0).collect();
            t = t.record(round, i, result(round, &seats)).unwrap();
        }
    }
    t
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("tournament");
    group.sample_size(20);
    let swiss = played(Format::Swiss { rounds: 9 }, 6);
    group.bench_function("Swiss round 7 of 199 players", |b| {
        b.iter(|| black_box(&swiss).pair_next_round().unwrap());
    });
    // Late: the bottom of the field has met much of itself; late rounds are where the
    // greedy order can fail and the search's maximum matchings run.
    let late = played(Format::Swiss { rounds: 15 }, 13);
    group.bench_function("Swiss round 14 of 199 players", |b| {
        b.iter(|| black_box(&late).pair_next_round().unwrap());
    });
    let tables = played(
        Format::SwissTables {
            seats: 6,
            rounds: 9,
        },
        6,
    );
    group.bench_function("Swiss tables of 6, round 7 of 199 players", |b| {
        b.iter(|| black_box(&tables).pair_next_round().unwrap());
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
