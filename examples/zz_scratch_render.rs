// Scratch timing harness (temporary; will be deleted).
use checkers_bot::core::{Game, GameRecord, HouseRules, Layout};
use checkers_bot::render::{render_png, render_replay_gif, BoardView, Theme};
use rand::seq::SliceRandom;
use rand::SeedableRng;
fn stats(mut times: Vec<f64>, what: &str, bytes: usize) {
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = times.len();
    eprintln!("{what}: min {:.3} p10 {:.3} median {:.3} ms, {} bytes", times[0], times[n / 10], times[n / 2], bytes);
}
fn main() {
    let what = std::env::args().nth(1).unwrap_or_default();
    let n: usize = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(300);
    let mut game = Game::new(Layout::standard(6).unwrap(), HouseRules::default(), 0).unwrap();
    for i in 0..60 {
        let mv = checkers_bot::ai::greedy(&game, i).unwrap();
        game.play(mv).unwrap();
    }
    let names: Vec<String> = (1..=6).map(|i| format!("Player {i}")).collect();
    let view = BoardView::new(&game, &names, "Move 61 · Player 1 to move");
    let _ = render_png(&view);
    if what == "png" {
        let mut times = Vec::new();
        let mut bytes = 0;
        for _ in 0..n {
            let t = std::time::Instant::now();
            bytes = render_png(&view).len();
            times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        stats(times, "png", bytes);
    } else {
        let mut g = Game::new(Layout::standard(6).unwrap(), HouseRules::default(), 0).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for i in 0..400u64 {
            let mv = if i % 2 == 1 { g.legal_moves().choose(&mut rng).copied() } else { checkers_bot::ai::greedy(&g, i) };
            let Some(mv) = mv else { break };
            g.play(mv).unwrap();
        }
        let rec = GameRecord::from_game(&g, &names, 1);
        let mut times = Vec::new();
        let mut bytes = 0;
        for _ in 0..n {
            let t = std::time::Instant::now();
            bytes = render_replay_gif(&rec, &names, Theme::Light).unwrap().len();
            times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        stats(times, "gif", bytes);
    }
}
