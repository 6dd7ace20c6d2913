//! Computer players through the public interface (`checkers_bot::ai`): legality under
//! every layout and several rule sets, the deadline, no stalling, takeover, and (ignored,
//! for release builds) the solitaire crossing. Tools for tuning them are examples:
//! `examples/solitaire_specs.rs` and `examples/arena_replay.rs`.

use crate::common;

use common::{holes, lone_army, play_out, race, solitaire_moves};
use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use checkers_bot::ai::{choose, greedy, Bot, Level};
use checkers_bot::core::{
    Abandon, AntiSpoiling, Board, EndReason, ForeignPoints, Game, Hole, HoleSet, HouseRules,
    Layout, Point, Preset, Turn, TurnOrder, UnusedPoints,
};
use checkers_bot::core::{Race, Seat};

/// Deadline of `hard` in these tests (the dev profile is slow; the search stops anyway).
const SHORT: Duration = Duration::from_millis(50);

fn layouts() -> Vec<Layout> {
    let mut v: Vec<Layout> = [2, 3, 4, 6]
        .into_iter()
        .map(|n| Layout::standard(n).unwrap())
        .collect();
    v.push(Layout::with_armies(3, 2).unwrap());
    v.push(Layout::with_armies(2, 3).unwrap());
    v
}

fn rule_sets() -> Vec<HouseRules> {
    let d = HouseRules::default();
    vec![
        d,
        HouseRules {
            long_jumps: true,
            ..d
        },
        HouseRules {
            leave_target: true,
            ..d
        },
        HouseRules {
            move_limit: 30,
            ..d
        },
        HouseRules {
            foreign_points: ForeignPoints::PassThrough,
            anti_spoiling: AntiSpoiling::None,
            move_limit: 0,
            ..d
        },
        HouseRules {
            unused_points: UnusedPoints::Filled,
            ..d
        },
        HouseRules {
            anti_spoiling: AntiSpoiling::Swap,
            turn_order: TurnOrder::Counterclockwise,
            ..d
        },
        // The `masters` preset: swap, pass-through, no move limit.
        Preset::Masters.rules(),
        HouseRules {
            abandon: Abandon::Freeze,
            ..d
        },
        HouseRules {
            abandon: Abandon::Freeze,
            anti_spoiling: AntiSpoiling::Swap,
            long_jumps: true,
            ..d
        },
    ]
}

/// Every level, on seeded random positions of every layout (2, 3, 4, 6 players and both
/// multi-army variants) under ten rule sets (swap and `abandon = freeze` included), plays
/// a move from the core's legal list. With three or more seats one seat resigns after
/// the first random stretch, so the positions also hold a frozen army (freeze) or a seat
/// played on by the computer (ai-takeover). Counts the positions checked.
#[test]
fn every_level_plays_only_legal_moves_in_every_layout_and_rule_set() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut checked = 0;
    let mut swaps_offered = 0;
    let mut frozen = 0;
    for layout in layouts() {
        for rules in rule_sets() {
            let mut game = Game::from(Race::new(layout.clone(), rules, Seat::ALL[0]).unwrap());
            // Positions after 0, 15, 45 and 85 random plies.
            for plies in [0, 15, 30, 40] {
                for _ in 0..plies {
                    let Some(mv) = game.legal_moves().choose(&mut rng).copied() else {
                        break;
                    };
                    game.play(mv).unwrap();
                }
                if plies == 15 && layout.seats() >= 3 {
                    game.resign(Seat::ALL[1]).unwrap();
                    frozen += usize::from(rules.abandon == Abandon::Freeze);
                }
                if game.to_move().is_none() {
                    break;
                }
                let legal = game.legal_moves();
                swaps_offered +=
                    usize::from(legal.iter().any(|mv| game.board().peg_at(mv.to).is_some()));
                for level in Level::ALL {
                    let mv = choose(&game, level, 3, SHORT)
                        .unwrap_or_else(|| panic!("{level} found no move"));
                    assert!(legal.contains(&mv), "{level} played {mv:?} under {rules}");
                    // The move plays (the game accepts it) and the seat moved its own peg.
                    let mut after = game.clone();
                    let seat = game.to_move().unwrap();
                    after.play(mv).unwrap();
                    assert!(matches!(
                        after.history().last(),
                        Some(Turn::Move { seat: s, .. }) if *s == seat
                    ));
                }
                checked += 1;
            }
        }
    }
    // 6 layouts × 10 rule sets × 4 positions, less the last position of the two 2-seat
    // layouts under `move_limit = 30` (after 85 plies the limit has ended those games).
    assert_eq!(checked, 6 * 10 * 4 - 2);
    // Frozen seats: 4 layouts with three or more seats × 2 freeze rule sets.
    assert_eq!(frozen, 8);
    println!("positions with a swap on offer: {swaps_offered}");
}

#[test]
fn easy_and_medium_are_reproducible_from_the_seed() {
    let mut game = race(4);
    play_out(&mut game, 20, |g, n| greedy(g, n).unwrap());
    for level in [Level::Easy, Level::Medium] {
        let a = choose(&game, level, 9, SHORT);
        assert_eq!(a, choose(&game, level, 9, SHORT), "{level}");
    }
    // `hard` with a node budget (and a deadline that does not bind) is reproducible too.
    let bot = Bot::new(Level::Hard)
        .with_deadline(Duration::from_mins(1))
        .with_max_nodes(2_000);
    assert_eq!(bot.choose(&game, 9), bot.choose(&game, 9));
}

/// The position with the most legal moves met in a 6-player game of `medium` players.
fn most_crowded_six_player_position(rules: HouseRules) -> Game {
    let mut game =
        Game::from(Race::new(Layout::standard(6).unwrap(), rules, Seat::ALL[0]).unwrap());
    let mut best = (game.count_legal_moves(), game.clone());
    let medium = Bot::new(Level::Medium);
    for n in 0..150 {
        let Some(mv) = medium.choose(&game, n) else {
            break;
        };
        game.play(mv).unwrap();
        let count = game.count_legal_moves();
        if count > best.0 {
            best = (count, game.clone());
        }
    }
    best.1
}

/// A made-up 6-player position built for long jump chains: pegs on one colour class of
/// the hexagonal grid's 3-colouring (along every line: peg, empty, empty, peg, …) so that
/// from every empty hole hops chain across the whole board, the rest at home.
fn lattice_six_player_position(rules: HouseRules) -> Game {
    let colour = |hole: Hole| {
        let (r, x2) = (hole.row() as i32, hole.x2());
        // Axial q = (x2 - r) / 2; colour (q - r) mod 3.
        (((x2 - r) / 2 - r) % 3 + 3) % 3
    };
    let lattice: Vec<Hole> = Hole::all().filter(|h| colour(*h) == 1).collect();
    let mut armies = [HoleSet::EMPTY; 6];
    for (i, hole) in lattice.iter().enumerate() {
        if armies[i % 6].len() < 7 {
            armies[i % 6].insert(*hole);
        }
    }
    let taken = armies.iter().fold(HoleSet::EMPTY, |a, b| a.or(*b));
    let mut board = Board::empty();
    for (i, point) in Point::ALL.into_iter().enumerate() {
        let mut set = armies[i];
        for hole in point.holes().without(taken) {
            if set.len() < 10 {
                set.insert(hole);
            }
        }
        board.set_army(point, set);
    }
    Game::from(Race::from_board(Layout::standard(6).unwrap(), rules, board, Seat::ALL[0]).unwrap())
}

/// The deadline on the most crowded 6-player boards found (the position with the most
/// legal moves in a game of `medium` players, and a lattice built for long chains, with
/// and without long jumps): `hard` with a small deadline still returns a legal move.
/// Timings are not asserted here (the machine is shared); the arena's `ms max` column
/// and `benches/ai.rs` measure them.
#[test]
fn hard_returns_a_legal_move_within_a_small_deadline_on_the_most_crowded_six_player_boards() {
    for deadline in [Duration::from_millis(1), Duration::from_millis(30)] {
        for rules in [
            HouseRules::default(),
            HouseRules {
                long_jumps: true,
                ..HouseRules::default()
            },
        ] {
            for (seed, game) in [
                most_crowded_six_player_position(rules),
                lattice_six_player_position(rules),
            ]
            .into_iter()
            .enumerate()
            {
                let t = Instant::now();
                let mv =
                    choose(&game, Level::Hard, seed as u64, deadline).expect("a move is returned");
                println!(
                    "{} legal moves, long jumps {}, deadline {deadline:?}: {:?}",
                    game.count_legal_moves(),
                    rules.long_jumps,
                    t.elapsed()
                );
                assert!(game.legal_moves().contains(&mv), "{mv:?}");
            }
        }
    }
    // The boards are crowded: hundreds of moves for the mover.
    let lattice = lattice_six_player_position(HouseRules {
        long_jumps: true,
        ..HouseRules::default()
    });
    assert!(
        lattice.count_legal_moves() > 100,
        "{}",
        lattice.count_legal_moves()
    );
}

/// `anti_spoiling = swap` where the mover's front pegs stand against the opponent's
/// pegs still at home in its target: the core offers swaps, and every level plays only
/// legal moves from there to the end of the game.
#[test]
fn every_level_plays_legal_moves_where_swaps_are_on_offer() {
    let rules = HouseRules {
        anti_spoiling: AntiSpoiling::Swap,
        ..HouseRules::default()
    };
    let mut board = Board::empty();
    board.set_army(Point::N, holes("m5 m6 m7 m8 m9 l5 l6 l7 l8 k6"));
    board.set_army(Point::S, Point::S.holes());
    let start = Game::from(
        Race::from_board(Layout::standard(2).unwrap(), rules, board, Seat::ALL[0]).unwrap(),
    );
    let swaps: Vec<_> = start
        .legal_moves()
        .into_iter()
        .filter(|mv| start.board().peg_at(mv.to).is_some())
        .collect();
    assert!(!swaps.is_empty(), "no swap on offer");
    for level in Level::ALL {
        let mut game = start.clone();
        let bot = Bot::new(level).with_deadline(Duration::from_millis(10));
        let max = if level == Level::Hard { 80 } else { 400 };
        let n = play_out(&mut game, max, |g, n| bot.choose(g, n).unwrap());
        assert!(n >= 10, "{level}: {n} moves");
        let swapped = game.history().iter().any(|t| t.text().contains('x'));
        println!("{level}: {n} moves, swapped: {swapped}");
    }
}

/// Nine pegs home; the empty target hole n4 is on the far side of the last peg (m5), and
/// no move brings that peg nearer: it must walk along row m first. A naive player sees
/// only equal sideways moves and wanders.
const BLOCKED_ENDGAME: &str = "m5 n1 n2 n3 o1 o2 o3 p1 p2 q1";

#[test]
fn the_computer_finishes_a_blocked_looking_endgame_without_shuffling() {
    let army = holes(BLOCKED_ENDGAME);
    // The naive greedy player needs many moves on average (it walks to and fro).
    let naive: u32 = (0..8u64)
        .map(|seed| {
            play_out(&mut lone_army(army), 200, |g, n| {
                greedy(g, n * 31 + seed).unwrap()
            })
        })
        .sum::<u32>()
        / 8;
    assert!(naive > 8, "greedy needed {naive}");
    // The levels without random moves (a random move may undo the endgame: the noisy
    // levels are their players' with chance added).
    for level in Level::ALL.into_iter().filter(|l| l.style().noise == 0) {
        for seed in 0..3 {
            let mut game = lone_army(army);
            let bot = Bot::new(level).with_deadline(SHORT);
            let n = play_out(&mut game, 40, |g, n| bot.choose(g, n + seed).unwrap());
            assert!(game.is_finished(Seat::ALL[0]), "{level} did not finish");
            // Four moves are enough (m6, m7, m8, n4); `easy` may waste a few.
            let bound = if level == Level::Easy { 8 } else { 4 };
            assert!(n <= bound, "{level} needed {n} moves");
        }
    }
}

#[test]
fn computer_only_games_end_by_a_finish_well_within_the_move_limit() {
    for layout in layouts() {
        for level in [Level::Easy, Level::Medium] {
            let mut game =
                Game::from(Race::new(layout.clone(), HouseRules::default(), Seat::ALL[0]).unwrap());
            let bot = Bot::new(level);
            play_out(&mut game, 6 * 200 * 3, |g, n| bot.choose(g, n).unwrap());
            let outcome = game.outcome().expect("the game ended");
            assert_eq!(outcome.reason, EndReason::Finished, "{level}, {layout:?}");
            let most = layout
                .all_seats()
                .map(|s| game.moves_made(s))
                .max()
                .unwrap();
            assert!(most < 150, "{level}: {most} moves for one seat");
        }
    }
    // `hard` against `medium`, two players.
    let mut game = race(2);
    let hard = Bot::new(Level::Hard).with_deadline(Duration::from_millis(20));
    let medium = Bot::new(Level::Medium);
    play_out(&mut game, 400, |g, n| {
        if g.to_move() == Some(Seat::ALL[0]) {
            hard.choose(g, n)
        } else {
            medium.choose(g, n)
        }
        .unwrap()
    });
    assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::Finished));
}

#[test]
fn after_a_resignation_the_computer_plays_the_seat_to_the_end() {
    for players in [3, 4, 6] {
        let mut game = race(players);
        let medium = Bot::new(Level::Medium);
        play_out(&mut game, 12, |g, n| medium.choose(g, n).unwrap());
        game.resign(Seat::ALL[1]).unwrap();
        let resigned_at = game.history().len();
        // Every seat, the resigned one included, is played by the computer (docs/rules.md §4
        // `abandon = ai-takeover`: level medium).
        play_out(&mut game, 6 * 400, |g, n| {
            choose(g, Level::Medium, n, SHORT).unwrap()
        });
        let outcome = game.outcome().expect("the game ended");
        let moves_after = game.history()[resigned_at..]
            .iter()
            .filter(|t| matches!(t, Turn::Move { seat, .. } if *seat == Seat::ALL[1]))
            .count();
        assert!(
            moves_after > 10,
            "{players} players: seat 1 moved {moves_after} times"
        );
        let last = outcome.standings.last().unwrap();
        assert_eq!((last.seat, last.resigned), (Seat::ALL[1], true));
    }
}

/// The solitaire crossing (one army alone from home to target): G. Bell (2009) showed 27
/// moves are needed. `hard` plans a lone army's way home (src/ai/plan.rs) and finds the 27
/// at 1,000,000 nodes a move (docs/computer-players.md "Measured strength"); under a node
/// budget the result is the same on any machine. A measurement for release builds:
/// `cargo test --release --test integration -- --ignored ai::solitaire --nocapture`.
#[test]
#[ignore = "a measurement; slow in the dev profile"]
fn solitaire_crossing_by_hard_takes_the_proven_27_moves() {
    for (nodes, most) in [(1_000_000, 27), (100_000, 31)] {
        // The node budget alone bounds each move, whatever the machine's speed.
        let bot = Bot::new(Level::Hard)
            .with_max_nodes(nodes)
            .with_deadline(Duration::from_hours(1));
        let t = Instant::now();
        let n = solitaire_moves(&bot);
        println!(
            "hard, {nodes} nodes a move: {n} moves ({:.1} s)",
            t.elapsed().as_secs_f64()
        );
        assert!(n <= most, "{n} moves at {nodes} nodes a move");
    }
    for level in [Level::Easy, Level::Medium] {
        println!("{level}: {} moves", solitaire_moves(&Bot::new(level)));
    }
}

/// `hard` never recreates a position of the game by its own move while another move
/// exists: against an opponent that only shuffles one peg to and fro (the position comes
/// back every other turn of theirs), every board `hard` leaves is new. A node budget makes
/// the run the same on any machine.
#[test]
fn hard_never_recreates_a_position_by_its_own_move() {
    use checkers_bot::core::Move;
    for seed in 0..3u64 {
        let mut game = race(2);
        let bot = Bot::new(Level::Hard).with_max_nodes(20_000);
        let mut left: Vec<Board> = Vec::new();
        let mut shuffle: Option<Move> = None;
        for n in 0..200u64 {
            let Some(seat) = game.to_move() else { break };
            if seat.index() == 0 {
                let mv = bot.choose(&game, seed * 1000 + n).unwrap();
                game.play(mv).unwrap();
                assert!(
                    !left.contains(game.board()),
                    "seed {seed}, move {n}: {}-{} recreates a position",
                    mv.from,
                    mv.to
                );
                left.push(*game.board());
            } else {
                // The same peg back and forth: its first step, then back, and so on.
                let legal = game.legal_moves();
                let mv = match shuffle {
                    Some(m)
                        if legal.contains(&Move {
                            from: m.to,
                            to: m.from,
                        }) =>
                    {
                        Move {
                            from: m.to,
                            to: m.from,
                        }
                    }
                    _ => legal[0],
                };
                shuffle = Some(mv);
                game.play(mv).unwrap();
            }
        }
        // The shuffler never leaves home: the game ends by the rules before 200 turns,
        // after hard's twentieth move or later.
        assert!(
            left.len() >= 20,
            "seed {seed}: {} moves, {:?}",
            left.len(),
            game.outcome()
        );
    }
}

/// A 2-player endgame in `hard`'s target (S, seat 1 runs from N): eight of its pegs in
/// `rest`, its last two on `outside`, and the opponent's last peg still at home on
/// `blocker`, its other nine on `others`. One hole of the target is open.
fn blocked_endgame(rest: &str, outside: &str, blocker: &str, others: &str) -> Game {
    let mut board = Board::empty();
    board.set_army(Point::N, holes(&format!("{rest} {outside}")));
    board.set_army(Point::S, holes(&format!("{blocker} {others}")));
    common::race_on(2, board, Seat::ALL[0])
}

/// The opponent's move: its peg in S goes back to where it came from (the shuttle
/// between two holes of `hard`'s target), or else to any open hole of that target it can
/// reach; failing both, a peg in N steps to and fro. `last`: its previous move.
fn shuttle(game: &Game, last: &mut Option<checkers_bot::core::Move>) -> checkers_bot::core::Move {
    use checkers_bot::core::Move;
    let target = Point::S.holes();
    let legal = game.legal_moves();
    let back = last.map(|m| Move {
        from: m.to,
        to: m.from,
    });
    let mv = back
        .filter(|b| legal.contains(b))
        .or_else(|| {
            legal
                .iter()
                .copied()
                .find(|m| target.contains(m.from) && target.contains(m.to))
        })
        .or_else(|| legal.iter().copied().find(|m| !target.contains(m.from)))
        .unwrap_or(legal[0]);
    *last = Some(mv);
    mv
}

/// The endgame (docs/computer-players.md "The levels"): an opponent's peg hops to
/// and fro between two holes of `hard`'s target, closing one and opening the other, while
/// `hard`'s last two pegs are outside. `hard` recognises the blocker, waits by the hole
/// about to open or brings its second peg (a double threat), and finishes; it never
/// recreates a position of the game by its own move. A node budget makes the run the same
/// on any machine. The cases: `hard`'s pegs in its target and outside, the blocker's hole,
/// the opponent's other pegs, and the most moves `hard` may take (what it takes now).
#[test]
fn hard_finishes_against_a_peg_shuttling_between_two_holes_of_its_target() {
    let home = "a1 b1 b2 c1 c2 c3 d1 d2 d3";
    // Its other pegs racing, with hops worth more than the shuttle: `hard`'s search
    // prunes the shuttle from the replies unless it recognises the blocker. Before it
    // did, `hard` took 6 moves from l8 f8, recreating a position on the way (m8-m9).
    let racing = "a1 b1 b2 i5 i6 h5 j5 j6 c1";
    let cases = [
        // n1 hops over n2 to n3 and back.
        ("n2 n4 o1 o2 o3 p1 p2 q1", "m6 i5", "n1", home, 2),
        ("n2 n4 o1 o2 o3 p1 p2 q1", "m5 k8", "n1", home, 2),
        ("n2 n4 o1 o2 o3 p1 p2 q1", "k7 j4", "n1", home, 5),
        ("n2 n4 o1 o2 o3 p1 p2 q1", "l8 f8", "n1", racing, 5),
        ("n2 n4 o1 o2 o3 p1 p2 q1", "l7 l9", "n1", racing, 4),
        ("n2 n4 o1 o2 o3 p1 p2 q1", "l7 g8", "n1", racing, 3),
        // n3 steps to o3 and back.
        ("n1 n2 n4 o1 o2 p1 p2 q1", "i5 m4", "n3", home, 4),
        // n2 steps to o1 and back.
        ("n1 n3 n4 o2 o3 p1 p2 q1", "i5 m10", "n2", home, 4),
    ];
    let bot = Bot::new(Level::Hard)
        .with_max_nodes(20_000)
        .with_deadline(Duration::from_hours(1));
    for (rest, outside, blocker, others, most) in cases {
        let mut game = blocked_endgame(rest, outside, blocker, others);
        let mut left: Vec<Board> = Vec::new();
        let mut last = None;
        let mut line = String::new();
        while let Some(seat) = game.to_move() {
            if game.is_finished(Seat::ALL[0]) || left.len() >= 40 {
                break;
            }
            let mv = if seat == Seat::ALL[0] {
                bot.choose(&game, left.len() as u64).unwrap()
            } else {
                shuttle(&game, &mut last)
            };
            line.push_str(&format!("{}-{} ", mv.from, mv.to));
            game.play(mv).unwrap();
            if seat == Seat::ALL[0] {
                assert!(
                    !left.contains(game.board()),
                    "{outside}: {}-{} recreates a position: {line}",
                    mv.from,
                    mv.to
                );
                left.push(*game.board());
            }
        }
        println!("{outside} / {blocker}: {} moves: {line}", left.len());
        assert!(game.is_finished(Seat::ALL[0]), "{outside}: {line}");
        assert!(
            left.len() <= most,
            "{outside}: {} moves: {line}",
            left.len()
        );
    }
}
