//! Replays game `CHECKERS_AI_GAME` (default 0) of the arena run of the seat list
//! `CHECKERS_AI_SPECS` (default `medium,medium`) with `CHECKERS_AI_ARMIES` armies each
//! (default 1), and prints its final board, its outcome, each seat's moves and pegs
//! home, and its last six turns: to look at one arena game.
//!
//! ```sh
//! CHECKERS_AI_SPECS=hard,medium CHECKERS_AI_GAME=3 cargo run --release --example arena_replay
//! ```

use checkers_bot::ai::arena::{parse_seats, replay, ArenaConfig};
use checkers_bot::core::HouseRules;

fn main() {
    let var = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
    let cfg = ArenaConfig {
        games: 1,
        entrants: parse_seats(&var("CHECKERS_AI_SPECS", "medium,medium")).unwrap(),
        armies: var("CHECKERS_AI_ARMIES", "1").parse().unwrap(),
        variant: checkers_bot::core::Variant::Standard,
        rules: HouseRules::default(),
        seed: 1,
        threads: 1,
        progress: false,
        seatings: None,
    };
    let game = replay(&cfg, var("CHECKERS_AI_GAME", "0").parse().unwrap()).unwrap();
    println!("{}", checkers_bot::core::ascii_board(game.board()));
    println!("{:?}", game.outcome());
    for seat in game.seats() {
        println!(
            "seat {seat}: {} moves, finished {}, {} pegs home",
            game.moves_made(seat),
            game.is_finished(seat),
            game.as_race().unwrap().pegs_home(seat)
        );
    }
    let tail: Vec<String> = game
        .history()
        .iter()
        .rev()
        .take(6)
        .map(|t| format!("{t:?}"))
        .collect();
    println!("{}", tail.join("\n"));
}
