//! Computer players through the public interface (`checkers_bot::ai`).

use std::time::{Duration, Instant};

use checkers_bot::ai::{choose, Bot, Level};
use checkers_bot::core::{Board, Game, HouseRules, Layout, Point};

/// A 2-player layout with the N army alone (the S seat has no pegs and passes).
fn solitaire() -> Game {
    let mut board = Board::empty();
    board.set_army(Point::N, Point::N.holes());
    Game::from_board(
        Layout::standard(2).unwrap(),
        HouseRules::default(),
        board,
        0,
    )
    .unwrap()
}

fn solitaire_moves(bot: &Bot) -> u32 {
    let mut game = solitaire();
    let mut n: u32 = 0;
    while game.to_move().is_some() && n < 200 {
        let mv = bot.choose(&game, n.into()).unwrap();
        game.play(mv).unwrap();
        n += 1;
    }
    assert!(game.is_finished(0), "the lone army must finish");
    game.moves_made(0)
}

/// RULES.md §2 with one army: G. Bell (2009) showed 27 moves are needed; `hard` should
/// need at most 30. Run in release: `cargo test --release --test ai -- --ignored solitaire`.
#[test]
#[ignore = "a measurement; slow in the dev profile"]
fn solitaire_crossing_by_hard() {
    for ms in [100, 500, 2000] {
        let bot = Bot::new(Level::Hard).with_deadline(Duration::from_millis(ms));
        let t = Instant::now();
        let n = solitaire_moves(&bot);
        println!(
            "hard, {ms} ms a move: {n} moves ({:.1} s)",
            t.elapsed().as_secs_f64()
        );
    }
    for level in [Level::Easy, Level::Medium] {
        println!("{level}: {} moves", solitaire_moves(&Bot::new(level)));
    }
}

/// Solitaire crossings of the entrants in `CHECKERS_AI_SPECS` (arena syntax), for tuning.
#[test]
#[ignore = "a measurement for tuning"]
fn solitaire_crossing_of_specs() {
    let specs = std::env::var("CHECKERS_AI_SPECS").unwrap_or_else(|_| "medium".into());
    for e in checkers_bot::ai::arena::parse_seats(&specs).unwrap() {
        let t = Instant::now();
        let n = solitaire_moves(&e.bot);
        println!("{}: {n} moves ({:.1} s)", e.name, t.elapsed().as_secs_f64());
    }
    let mut game = solitaire();
    let mut n = 0;
    while game.to_move().is_some() && n < 300 {
        game.play(checkers_bot::ai::greedy(&game, n).unwrap())
            .unwrap();
        n += 1;
    }
    println!(
        "greedy: {} moves, finished {}",
        game.moves_made(0),
        game.is_finished(0)
    );
}

/// Finds endgames (the N army alone, a few pegs outside the target) where `greedy` needs
/// far more moves than `medium`; prints them as hole lists.
#[test]
#[ignore = "a search for test positions"]
fn find_positions_where_greedy_shuffles() {
    use checkers_bot::core::{Hole, HoleSet};
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let target: Vec<Hole> = Point::S.holes().iter().collect();
    let outside: Vec<Hole> = Point::S
        .holes()
        .complement()
        .iter()
        .filter(|h| h.row() >= 8)
        .collect();
    let run = |set: HoleSet, f: &dyn Fn(&Game, u64) -> checkers_bot::core::Move| {
        let mut board = Board::empty();
        board.set_army(Point::N, set);
        let mut game = Game::from_board(
            Layout::standard(2).unwrap(),
            HouseRules::default(),
            board,
            0,
        )
        .unwrap();
        let mut n = 0;
        while game.to_move().is_some() && n < 200 {
            game.play(f(&game, n)).unwrap();
            n += 1;
        }
        n
    };
    let medium = Bot::new(Level::Medium);
    for trial in 0..3000 {
        let k = 1 + trial % 2;
        let mut set: HoleSet = target.choose_multiple(&mut rng, 10 - k).copied().collect();
        for h in outside.choose_multiple(&mut rng, k) {
            set.insert(*h);
        }
        let g: u64 = (0..8)
            .map(|seed| {
                run(set, &|g, n| {
                    checkers_bot::ai::greedy(g, n * 31 + seed).unwrap()
                })
            })
            .sum::<u64>()
            / 8;
        let m = run(set, &|g, n| medium.choose(g, n).unwrap());
        if g >= 3 * m && g >= 15 {
            let holes: Vec<String> = set.iter().map(|h| h.to_string()).collect();
            println!("greedy {g}, medium {m}: {}", holes.join(" "));
        }
    }
}
