//! Criterion benchmarks of the board images: render and encode the PNG of a 6-player
//! mid-game board (both themes), and the replay GIF of a 400-move game.
//! Run with `cargo bench --bench render`; figures are recorded in BENCHMARKS.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use checkers_bot::core::{Game, GameRecord, HouseRules, Layout};
use checkers_bot::core::{Race, Seat};
use checkers_bot::render::{render_png, render_replay_gif, BoardView, Theme};

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

/// A 6-player game of `moves` moves: greedy moves with every second one at random, so
/// the pegs wander and the game lasts.
fn long_game(moves: usize) -> Game {
    let mut game = start(6);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for n in 0..moves {
        let mv = if n % 2 == 1 {
            game.legal_moves().choose(&mut rng).copied()
        } else {
            checkers_bot::ai::greedy(&game, n as u64)
        };
        let Some(mv) = mv else { break };
        game.play(mv).unwrap();
    }
    game
}

fn bench(c: &mut Criterion) {
    let mid = six_player_midgame();
    let names: Vec<String> = (1..=6).map(|i| format!("Player {i}")).collect();
    let levels: Vec<String> = ["", "hard", "", "easy", "", ""]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    for theme in Theme::ALL {
        let view = BoardView {
            theme,
            levels: &levels,
            ..BoardView::new(&mid, &names, "Move 61 · Player 1 to move")
        };
        let png = render_png(&view);
        eprintln!("6-player midgame PNG ({theme}): {} bytes", png.len());
        c.bench_function(&format!("render PNG, 6-player midgame, {theme}"), |b| {
            b.iter(|| render_png(black_box(&view)));
        });
    }

    let game = long_game(400);
    let record = GameRecord::from_game(&game, &names, 1);
    let gif = render_replay_gif(&record, &names, Theme::Light).unwrap();
    eprintln!(
        "replay GIF of {} moves: {} bytes",
        game.total_moves(),
        gif.len()
    );
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function(format!("replay GIF, {} moves", game.total_moves()), |b| {
        b.iter(|| render_replay_gif(black_box(&record), &names, Theme::Light));
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
