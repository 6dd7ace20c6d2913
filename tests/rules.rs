//! Behaviour of the rules core through its public interface (docs/rules.md §1–4, docs/notation.md).

use crate::common;

use checkers_bot::core::{
    perft, Board, EndReason, Game, GameRecord, Hole, HouseRules, Layout, MoveError, MoveText,
    Point, Turn,
};
use checkers_bot::core::{Race, Seat};
use common::{h, holes, race, race_on};
use rand::seq::SliceRandom;
use rand::SeedableRng;

/// Case `perft`: reference counts from the fixture file.
#[test]
fn perft_reference_counts_from_fixture() {
    let text = include_str!("fixtures/perft.txt");
    let mut cases = 0;
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let mut parts = line.split(';').map(str::trim);
        let players: usize = parts.next().unwrap().parse().unwrap();
        let game = race(players);
        for part in parts {
            let (d, n) = part.split_once(' ').unwrap();
            assert_eq!(
                perft(&game, d.parse().unwrap()),
                n.parse::<u64>().unwrap(),
                "{line} at depth {d}"
            );
            cases += 1;
        }
    }
    assert_eq!(cases, 3);
}

/// Case `perft`: the 14 first moves by name (docs/notation.md).
#[test]
fn perft_first_moves_of_two_player_start_by_name() {
    let game = race(2);
    let mut got: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| format!("{}-{}", m.from, m.to))
        .collect();
    got.sort();
    let mut want: Vec<&str> =
        "d1-e5 d1-e6 d2-e6 d2-e7 d3-e7 d3-e8 d4-e8 d4-e9 c1-e5 c1-e7 c2-e6 c2-e8 c3-e7 c3-e9"
            .split(' ')
            .collect();
    want.sort_unstable();
    assert_eq!(got, want);
}

/// Case `seats`: homes per docs/rules.md §2, targets opposite, 3-player targets empty.
#[test]
fn seats_start_on_the_points_of_rules_2() {
    use Point::*;
    let expect: [(usize, &[Point]); 4] = [
        (2, &[N, S]),
        (3, &[N, SE, SW]),
        (4, &[N, NE, S, SW]),
        (6, &[N, NE, SE, S, SW, NW]),
    ];
    for (players, homes) in expect {
        let game = race(players);
        let layout = game.layout();
        assert_eq!(layout.seats(), players);
        let mut targets = Vec::new();
        for (seat, home) in layout.all_seats().zip(homes.iter()) {
            assert_eq!(layout.armies(seat), &[*home]);
            assert_eq!(
                game.board().army(*home),
                home.holes(),
                "{players} players, {home:?}"
            );
            let target = home.opposite();
            assert!(!targets.contains(&target));
            targets.push(target);
            if players == 3 {
                assert!(
                    game.board().occupied().and(target.holes()).is_empty(),
                    "3-player target {target:?} empty"
                );
            }
        }
        assert_eq!(game.board().occupied().len(), 10 * players as u32);
    }
    assert!(Layout::standard(5).is_err());
    assert!(Layout::standard(1).is_err());
}

/// Case `occupied-landing`: a hop whose landing hole is taken is not a move and is refused.
#[test]
fn occupied_landing_hop_is_not_legal() {
    // From the start, c2 has neighbours d2 and d3 occupied and e7/e8… the hole beyond d2
    // from c2 is e7 — empty. Take c1: its neighbour d1 is occupied, beyond is e5 (empty),
    // but its neighbour c2 is occupied and beyond c2 is c3 — occupied. So c1-c3 is illegal.
    let mut game = race(2);
    assert!(!game
        .legal_moves()
        .iter()
        .any(|m| m.from == h("c1") && m.to == h("c3")));
    let err = game
        .play_path(Seat::ALL[0], &[h("c1"), h("c3")])
        .unwrap_err();
    assert_eq!(err, MoveError::Occupied(h("c3")));
    // Nothing changed.
    assert_eq!(game.board().army(Point::N), Point::N.holes());
    assert!(game.history().is_empty());
    // A written chain through an occupied landing hole is refused with its segment.
    let err = game
        .play_path(Seat::ALL[0], &[h("a1"), h("c1"), h("e5")])
        .unwrap_err();
    assert_eq!(err.to_string(), "c1 is not empty");
}

#[test]
fn step_and_chain_moves_and_turns_alternate() {
    let mut game = race(2);
    game.play_path(Seat::ALL[0], &[h("d2"), h("e7")]).unwrap();
    assert_eq!(game.to_move(), Some(Seat::ALL[1]));
    assert_eq!(
        game.play_path(Seat::ALL[0], &[h("c1"), h("e5")]),
        Err(MoveError::NotYourTurn)
    );
    assert_eq!(
        game.play_path(Seat::ALL[1], &[h("d1"), h("e5")]),
        Err(MoveError::NotYourPeg(h("d1")))
    );
    assert_eq!(
        game.play_path(Seat::ALL[1], &[h("i5"), h("i6")]),
        Err(MoveError::NoPeg(h("i5")))
    );
    game.play_path(Seat::ALL[1], &[h("n2"), h("m6")]).unwrap();
    // b2 over c2 to d2? d2 is empty now: b2-d2 is a hop; then d2 over e7... not; stop.
    let mv = game.play_path(Seat::ALL[0], &[h("b2"), h("d2")]).unwrap();
    assert_eq!((mv.from, mv.to), (h("b2"), h("d2")));
    assert_eq!(game.total_moves(), 3);
}

#[test]
fn omitted_landing_holes_pick_the_shortest_chain() {
    let mut game = race(2);
    game.play_path(Seat::ALL[0], &[h("d2"), h("e7")]).unwrap();
    game.play_path(Seat::ALL[1], &[h("n2"), h("m6")]).unwrap();
    // b2 to f8: b2 hops c2 to d2... not adjacent; c1 over d2? Find one chain: c2 hops d2? d2
    // is empty. c3 hops d3 to e8? Let the engine pick any shortest chain and check it.
    let moves = game.legal_moves();
    let long = moves.iter().find(|m| m.from == h("b2")).copied().unwrap();
    game.play_path(Seat::ALL[0], &[long.from, long.to]).unwrap();
    let Turn::Move { path, .. } = game.history().last().unwrap() else {
        panic!()
    };
    assert_eq!(path.first(), Some(&h("b2")));
    assert_eq!(path.last(), Some(&long.to));
}

#[test]
fn target_lock_keeps_a_peg_in_its_target() {
    // N army: one peg on n1 (inside S, its target), the rest at home minus one.
    let mut board = Board::empty();
    board.set_army(Point::N, holes("n1 a1 b1 b2 c1 c2 c3 d1 d2 d3"));
    board.set_army(Point::S, holes("q1 p1 p2 o1 o2 o3 n2 n3 n4 i5"));
    let game = race_on(2, board, Seat::ALL[0]);
    let from_n1: Vec<Hole> = game
        .legal_moves()
        .iter()
        .filter(|m| m.from == h("n1"))
        .map(|m| m.to)
        .collect();
    assert!(
        from_n1.iter().all(|t| Point::S.holes().contains(*t)),
        "{from_n1:?}"
    );
    // m5 is an empty neighbour outside the target: refused with the target-lock reason.
    let mut game = game;
    assert_eq!(
        game.play_path(Seat::ALL[0], &[h("n1"), h("m5")]),
        Err(MoveError::LeavesTarget)
    );
    let mut free = game.clone();
    let rules = HouseRules {
        leave_target: true,
        ..HouseRules::default()
    };
    free = Game::from(
        Race::from_board(
            Layout::standard(2).unwrap(),
            rules,
            *free.board(),
            Seat::ALL[0],
        )
        .unwrap(),
    );
    assert!(free.play_path(Seat::ALL[0], &[h("n1"), h("m5")]).is_ok());
}

#[test]
fn a_player_with_no_move_passes_automatically() {
    // S army boxed in: pegs on q1 p1 p2 with every hole around them and beyond taken.
    let mut board = Board::empty();
    // N army fills its own point; S has its ten at home but N's pegs block all exits:
    // S on the S point, N pegs on all of row m's centre exits is complex; instead give S a
    // single-peg army surrounded: S peg on q1, N pegs on p1 p2 o1 o2 o3 (blocking hops too).
    board.set_army(Point::S, holes("q1"));
    board.set_army(Point::N, holes("p1 p2 o1 o2 o3 a1"));
    let mut game = race_on(2, board, Seat::ALL[0]);
    assert_eq!(game.to_move(), Some(Seat::ALL[0]));
    game.play_path(Seat::ALL[0], &[h("a1"), h("b1")]).unwrap();
    // S cannot move: a pass is recorded and N moves again.
    assert_eq!(
        game.history().last(),
        Some(&Turn::Pass { seat: Seat::ALL[1] })
    );
    assert_eq!(game.to_move(), Some(Seat::ALL[0]));
}

#[test]
fn finishing_wins_and_placements_rank_the_rest() {
    // N needs one step to finish: nine pegs in S, the tenth on m6 next to n2? n1..n4 row is
    // row 13; m5.. row 12. Put the tenth peg on m6 with n2 empty.
    let mut board = Board::empty();
    board.set_army(Point::N, holes("q1 p1 p2 o1 o2 o3 n1 n3 n4 m6"));
    board.set_army(
        Point::S,
        Point::S
            .opposite()
            .holes()
            .without(holes("a1"))
            .or(holes("i5")),
    );
    let mut game = race_on(2, board, Seat::ALL[0]);
    let target_hole = ["n2"].map(h)[0];
    assert!(game
        .legal_moves()
        .iter()
        .any(|m| m.from == h("m6") && m.to == target_hole));
    game.play_path(Seat::ALL[0], &[h("m6"), target_hole])
        .unwrap();
    let outcome = game
        .outcome()
        .expect("two players: the game ends when one finishes");
    assert_eq!(outcome.reason, EndReason::Finished);
    assert_eq!(outcome.standings[0].seat, Seat::ALL[0]);
    assert_eq!(outcome.standings[0].place, 1);
    assert_eq!(outcome.standings[1].place, 2);
    assert_eq!(game.to_move(), None);
}

#[test]
fn move_limit_ends_the_game_and_ranks_by_pegs_home_then_distance() {
    let rules = HouseRules {
        move_limit: 2,
        ..HouseRules::default()
    };
    let mut game =
        Game::from(Race::new(Layout::standard(2).unwrap(), rules, Seat::ALL[0]).unwrap());
    for text in ["d2 e7", "n2 m7", "c2 e8", "o2 m8"] {
        let mt: MoveText = text.parse().unwrap();
        let seat = game.to_move().unwrap();
        game.play_path(seat, &mt.holes).unwrap();
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::MoveLimit);
    // Both moved the same distance forward: a tie shares first place.
    assert_eq!(
        game.as_race().unwrap().distance_to_go(Seat::ALL[0]),
        game.as_race().unwrap().distance_to_go(Seat::ALL[1])
    );
    assert_eq!(
        outcome
            .standings
            .iter()
            .map(|s| s.place)
            .collect::<Vec<_>>(),
        [1, 1]
    );
}

#[test]
fn resignation_in_two_player_game_ends_it() {
    let mut game = race(2);
    game.resign(Seat::ALL[1]).unwrap();
    let o = game.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Resignations);
    assert_eq!(
        (o.standings[0].seat, o.standings[1].seat),
        (Seat::ALL[0], Seat::ALL[1])
    );
    assert!(o.standings[1].resigned);
}

/// Seeded random playouts: every move played is one the generator produced, the game
/// ends, and the record round-trips through its text form.
#[test]
fn random_playouts_end_and_records_round_trip() {
    for (players, seed) in [(2, 1u64), (3, 2), (4, 3), (6, 4), (2, 5)] {
        let rules = HouseRules {
            move_limit: 60,
            ..HouseRules::default()
        };
        let mut game = Game::from(
            Race::new(
                Layout::standard(players).unwrap(),
                rules,
                Seat::new((seed as usize) % players).unwrap(),
            )
            .unwrap(),
        );
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut plies = 0;
        while game.to_move().is_some() {
            let moves = game.legal_moves();
            // Half the time play the move that advances most, so pegs mix in the middle.
            let mv = *moves.choose(&mut rng).unwrap();
            assert!(moves.contains(&mv));
            game.play(mv).unwrap();
            plies += 1;
            assert!(plies <= 60 * players, "game must end by the move limit");
        }
        assert!(game.outcome().is_some());
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let record = GameRecord::from_game(&game, &names, 1);
        let text = record.to_string();
        let parsed = GameRecord::parse(&text).unwrap();
        assert_eq!(parsed, record, "{text}");
        let replayed = parsed.replay().unwrap();
        assert_eq!(replayed.board(), game.board());
        assert_eq!(replayed.history(), game.history());
        assert_eq!(replayed.outcome(), game.outcome());
    }
}

#[test]
fn record_with_index_form_is_accepted_where_declared() {
    let text = "Players: 2\nFirst: 1\nHoles: index\n\n7-16; 113-104\n";
    let game = GameRecord::parse(text).unwrap().replay().unwrap();
    assert_eq!(game.total_moves(), 2);
    assert!(game.board().army(Point::N).contains(h("e7")));
    // Without the declaration numbers are not holes.
    assert!(GameRecord::parse("Players: 2\n\n7-16\n").is_err());
}

/// docs/rules.md §4: a resigned player ranks after everyone still in the game when it
/// resigned, so of two resigners the later one ranks higher.
#[test]
fn resigned_players_rank_in_reverse_order_of_resignation() {
    let mut game = race(3);
    game.resign(Seat::ALL[1]).unwrap();
    assert!(game.outcome().is_none(), "two players are still in");
    game.resign(Seat::ALL[0]).unwrap();
    let o = game.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Resignations);
    let order: Vec<(usize, usize, bool)> = o
        .standings
        .iter()
        .map(|s| (s.seat.index(), s.place, s.resigned))
        .collect();
    assert_eq!(order, [(2, 1, false), (0, 2, true), (1, 3, true)]);
}

#[test]
fn a_chain_through_a_taken_landing_hole_names_that_hole() {
    let mut game = race(2);
    let err = game
        .play_path(Seat::ALL[0], &[h("b2"), h("d2"), h("f7")])
        .unwrap_err();
    assert_eq!(err.to_string(), "d2 is not empty");
    assert!(game.history().is_empty());
}

#[test]
fn records_of_other_games_and_bad_seats_are_refused_clearly() {
    let err = GameRecord::parse("Game: Chess\nPlayers: 2\n\n").unwrap_err();
    assert!(err.to_string().contains("Chinese Checkers"), "{err}");
    let err = GameRecord::parse("Players: 2\nFirst: 3\n\n")
        .unwrap()
        .replay()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "setup: there is no seat 3 (seats are numbered from 1)"
    );
    // No table has a ninth seat: refused as soon as the header is read.
    let err = GameRecord::parse("Players: 2\nFirst: 9\n\n").unwrap_err();
    assert_eq!(err.to_string(), "line 2: seats are 1 to 6");
}

/// The fast perft (bare boards, bulk counting) agrees with playing through `Game`, from
/// the start and from mid-game positions of every player count and several rule sets.
#[test]
fn fast_perft_matches_the_reference_on_many_positions() {
    use checkers_bot::core::{perft_parallel, perft_reference};
    let rule_sets = [
        HouseRules::default(),
        HouseRules {
            long_jumps: true,
            ..HouseRules::default()
        },
        HouseRules {
            leave_target: true,
            ..HouseRules::default()
        },
        "foreign_points=pass-through unused_points=filled"
            .parse()
            .unwrap(),
    ];
    let mut checked = 0;
    for (players, plies) in [(2, 0), (2, 30), (3, 20), (4, 24), (6, 36), (2, 80)] {
        for rules in rule_sets {
            let mut game = Game::from(
                Race::new(Layout::standard(players).unwrap(), rules, Seat::ALL[0]).unwrap(),
            );
            for n in 0..plies {
                let Some(mv) = checkers_bot::ai::greedy(&game, n) else {
                    break;
                };
                game.play(mv).unwrap();
            }
            let deepest = if rules == HouseRules::default() { 3 } else { 2 };
            for depth in 1..=deepest {
                assert_eq!(
                    perft(&game, depth),
                    perft_reference(&game, depth),
                    "{players}p {plies} plies d{depth}"
                );
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 24);
    // A line that finishes a seat: N is one step from home with 3 players (play goes on).
    let mut board = Board::empty();
    board.set_army(Point::N, holes("q1 p1 p2 o1 o2 o3 n1 n3 n4 m6"));
    board.fill_army(Point::SE);
    board.fill_army(Point::SW);
    let near = race_on(3, board, Seat::ALL[0]);
    for depth in 1..=3 {
        assert_eq!(
            perft(&near, depth),
            perft_reference(&near, depth),
            "near the finish, depth {depth}"
        );
    }
    let game = race(2);
    assert_eq!(perft_parallel(&game, 3, 2), 4760);
}

/// A seat the computer brings home after its player resigned takes no finishing place
/// (docs/rules.md §4: it ranks after everyone still in the game): the next to finish is
/// first, and the resigned seat is last.
#[test]
fn a_resigned_seat_brought_home_by_the_computer_takes_no_place() {
    let mut board = Board::empty();
    // N one step from home (m5 to n1), SE one step from home (h2 to h1), SW at home.
    board.set_army(Point::N, holes("n2 n3 n4 o1 o2 o3 p1 p2 q1 m5"));
    board.set_army(Point::SE, holes("e1 e2 e3 e4 f1 f2 f3 g1 g2 h2"));
    board.set_army(Point::SW, Point::SW.holes());
    let layout = Layout::standard(3).unwrap();
    let race = Race::from_board(layout, HouseRules::default(), board, Seat::ALL[1]).unwrap();
    let mut game = Game::from(race);
    let [n, se, sw] = [Seat::ALL[0], Seat::ALL[1], Seat::ALL[2]];
    game.resign(se).unwrap();
    game.play_path(se, &[h("h2"), h("h1")]).unwrap();
    assert!(game.is_finished(se), "its pegs are home");
    assert_eq!(game.finish_place(se), None);
    let m = game.legal_moves()[0];
    game.play_path(sw, &[m.from, m.to]).unwrap();
    game.play_path(n, &[h("m5"), h("n1")]).unwrap();
    let places: Vec<(Seat, usize)> = game
        .outcome()
        .expect("N finished; one player is left")
        .standings
        .iter()
        .map(|st| (st.seat, st.place))
        .collect();
    assert_eq!(places, [(n, 1), (sw, 2), (se, 3)]);
}
