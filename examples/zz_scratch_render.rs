// Scratch timing harness (temporary).
use checkers_bot::core::{Game, GameRecord, HouseRules, Layout};
use checkers_bot::render::{render_png, render_replay_gif, BoardView, Theme};
use rand::seq::SliceRandom;
use rand::SeedableRng;
fn main() {
    let what = std::env::args().nth(1).unwrap_or_default();
    let n: usize = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let mut game = Game::new(Layout::standard(6).unwrap(), HouseRules::default(), 0).unwrap();
    for i in 0..60 {
        let mv = checkers_bot::ai::greedy(&game, i).unwrap();
        game.play(mv).unwrap();
    }
    let names: Vec<String> = (1..=6).map(|i| format!("Player {i}")).collect();
    let view = BoardView::new(&game, &names, "Move 61 · Player 1 to move");
    let _ = render_png(&view);
    if what == "png" {
        let t = std::time::Instant::now();
        let mut total = 0;
        for _ in 0..n {
            total += render_png(&view).len();
        }
        eprintln!(
            "{:.3} ms wall/iter, {} bytes",
            t.elapsed().as_secs_f64() * 1000.0 / n as f64,
            total / n
        );
    } else {
        let mut g = Game::new(Layout::standard(6).unwrap(), HouseRules::default(), 0).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for i in 0..400u64 {
            let mv = if i % 2 == 1 {
                g.legal_moves().choose(&mut rng).copied()
            } else {
                checkers_bot::ai::greedy(&g, i)
            };
            let Some(mv) = mv else { break };
            g.play(mv).unwrap();
        }
        let rec = GameRecord::from_game(&g, &names, 1);
        let _ = render_replay_gif(&rec, &names, Theme::Light).unwrap();
        let t = std::time::Instant::now();
        let mut total = 0;
        for _ in 0..n {
            total += render_replay_gif(&rec, &names, Theme::Light).unwrap().len();
        }
        eprintln!(
            "{:.3} ms wall/iter, {} bytes",
            t.elapsed().as_secs_f64() * 1000.0 / n as f64,
            total / n
        );
    }
}
