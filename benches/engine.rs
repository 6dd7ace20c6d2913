//! Criterion benchmarks: move generation (perft) and board rendering.
//! Run with `cargo bench`; figures are recorded in BENCHMARKS.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion};

use checkers_bot::core::{perft, Game, HouseRules, Layout, Turn};
use checkers_bot::render::{render_png, BoardView};

fn start(players: usize) -> Game {
    Game::new(Layout::standard(players).unwrap(), HouseRules::default(), 0).unwrap()
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
    c.bench_function("perft 3, 2-player start", |b| {
        b.iter(|| perft(black_box(&two), 3))
    });
    let mid = six_player_midgame();
    c.bench_function("legal moves, 6-player midgame", |b| {
        b.iter(|| black_box(&mid).legal_moves())
    });
    let names: Vec<String> = (1..=6).map(|i| format!("Player {i}")).collect();
    let last_path = mid.history().iter().rev().find_map(|t| match t {
        Turn::Move { path, .. } => Some(path.clone()),
        _ => None,
    });
    let view = BoardView {
        last_path: last_path.as_deref(),
        ..BoardView::new(&mid, &names, "Move 61 · Player 1 to move")
    };
    let png = render_png(&view);
    eprintln!("6-player midgame PNG: {} bytes", png.len());
    c.bench_function("render PNG, 6-player midgame", |b| {
        b.iter(|| render_png(black_box(&view)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
