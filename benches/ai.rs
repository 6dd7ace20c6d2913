//! Criterion benchmarks of the computer players: `hard`'s search speed (positions per
//! second) and time per move at fixed budgets. Run with `cargo bench --bench ai`.

use std::time::Duration;

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};

use checkers_bot::ai::{Bot, Level};
use checkers_bot::core::{Game, HouseRules, Layout};
use checkers_bot::core::{Race, Seat};

/// A game after `plies` moves of `medium`, so the armies meet in the centre.
fn midgame(players: usize, plies: u64) -> Game {
    let mut game = Game::from(
        Race::new(
            Layout::standard(players).unwrap(),
            HouseRules::default(),
            Seat::ALL[0],
        )
        .unwrap(),
    );
    let medium = Bot::new(Level::Medium);
    for n in 0..plies {
        let mv = medium.choose(&game, n).unwrap();
        game.play(mv).unwrap();
    }
    game
}

fn bench(c: &mut Criterion) {
    const NODES: u64 = 20_000;
    let positions = [
        ("2-player start", midgame(2, 0)),
        ("2-player midgame", midgame(2, 30)),
        ("6-player midgame", midgame(6, 60)),
    ];

    // Nodes per second: a fixed node budget (the deadline never binds), throughput in nodes.
    let mut group = c.benchmark_group("hard nodes");
    group.sample_size(10);
    let bot = Bot::new(Level::Hard)
        .with_deadline(Duration::from_mins(1))
        .with_max_nodes(NODES);
    for (name, game) in &positions {
        let visited = bot
            .choose_with_report(game, 1)
            .and_then(|c| c.search)
            .map_or(NODES, |r| r.nodes);
        group.throughput(Throughput::Elements(visited));
        group.bench_with_input(BenchmarkId::from_parameter(name), game, |b, g| {
            b.iter(|| bot.choose(black_box(g), 1));
        });
    }
    group.finish();

    // Time per move of each level at its defaults, `hard` with a 100 ms deadline.
    let mut group = c.benchmark_group("move");
    group.sample_size(10);
    for level in Level::ALL {
        let bot = Bot::new(level).with_deadline(Duration::from_millis(100));
        for (name, game) in &positions {
            group.bench_with_input(BenchmarkId::new(level.name(), name), game, |b, g| {
                b.iter(|| bot.choose(black_box(g), 1));
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
