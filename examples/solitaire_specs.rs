//! Solitaire crossings (one army alone from home to target) of the entrants in
//! `CHECKERS_AI_SPECS` (arena syntax, default `medium`), and of the greedy player, for
//! tuning the computer players: how many moves each takes, and how long.
//!
//! ```sh
//! CHECKERS_AI_SPECS='hard:nodes=100000;medium' cargo run --release --example solitaire_specs
//! ```
//!
//! `tests/ai.rs` checks the crossing `hard` must reach (ignored there: slow in the dev
//! profile).

use std::time::Instant;

use checkers_bot::ai::greedy;
use checkers_bot::core::Seat;

#[path = "../tests/common/mod.rs"]
#[allow(dead_code, reason = "the example uses a few of the tests' helpers")]
mod common;

use common::{play_out, solitaire, solitaire_moves};

fn main() {
    let specs = std::env::var("CHECKERS_AI_SPECS").unwrap_or_else(|_| "medium".into());
    for e in checkers_bot::ai::arena::parse_seats(&specs).unwrap() {
        let t = Instant::now();
        let n = solitaire_moves(&e.bot);
        println!("{}: {n} moves ({:.1} s)", e.name, t.elapsed().as_secs_f64());
    }
    let mut game = solitaire();
    play_out(&mut game, 300, |g, n| greedy(g, n).unwrap());
    println!("greedy: {} moves", game.moves_made(Seat::ALL[0]));
}
