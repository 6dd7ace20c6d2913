//! Criterion benchmarks of move generation: perft from the 2-player start (bulk counted
//! at the last ply) and the full legal move list of a crowded 6-player mid-game.
//! Run with `cargo bench --bench engine`; figures are recorded in BENCHMARKS.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion};

use checkers_bot::core::{perft, Game, HouseRules, Layout};
use checkers_bot::core::{Race, Seat};

fn start(players: usize) -> Game {
    Game::from(
        Race::new(
            Layout::standard(players).unwrap(),
            HouseRules::default(),
            Seat::ALL[0],
        )
        .unwrap(),
    )
}

/// A 6-player game after 60 greedy moves: pegs spread over the middle.
fn six_player_midgame() -> Game {
    let mut game = start(6);
    for n in 0..60 {
        let mv = checkers_bot::ai::greedy(&game, n).unwrap();
        game.play(mv).unwrap();
    }
    game
}

fn bench(c: &mut Criterion) {
    let two = start(2);
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for depth in [3, 4, 5] {
        group.bench_function(format!("depth {depth}, 2-player start"), |b| {
            b.iter(|| perft(black_box(&two), depth));
        });
    }
    group.finish();
    let mid = six_player_midgame();
    c.bench_function("legal moves, 6-player midgame", |b| {
        b.iter(|| black_box(&mid).legal_moves());
    });
    c.bench_function("count moves, 6-player midgame", |b| {
        b.iter(|| black_box(&mid).count_legal_moves());
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
