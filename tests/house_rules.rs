//! Every house rule of docs/rules.md §5 and the multi-army variants of §2: for each rule a
//! position where switching it changes the legal moves or the outcome, asserted both ways
//! (the rules in words: `tests/house_rule_words.rs`).

use crate::common;

use checkers_bot::core::{
    perft, Abandon, AntiSpoiling, Board, EndReason, ForeignPoints, Game, GameRecord, HoleSet,
    HouseRules, Layout, MoveError, Point, Preset, TurnOrder, UnusedPoints,
};
use checkers_bot::core::{Race, Seat};
use common::{h, holes, race};

fn two_player(board: Board, rules: HouseRules) -> Game {
    Game::from(Race::from_board(Layout::standard(2).unwrap(), rules, board, Seat::ALL[0]).unwrap())
}

fn can(game: &Game, from: &str, to: &str) -> bool {
    game.legal_moves()
        .iter()
        .any(|m| m.from == h(from) && m.to == h(to))
}

/// Case `spoil`: N has 8 pegs in S, q1 holds an S peg that never left, N steps a 9th peg
/// into the last free S hole (n1); N's 10th peg is outside.
fn spoil_board() -> Board {
    let mut board = Board::empty();
    board.set_army(Point::N, holes("p1 p2 o1 o2 o3 n2 n3 n4 m5 i5"));
    board.set_army(Point::S, holes("q1 a1 b1 b2 c1 c2 c3 d1 d2 d3"));
    board
}

#[test]
fn spoil_case_under_full_target_counts_as_home() {
    let rules = HouseRules {
        anti_spoiling: AntiSpoiling::FullTarget,
        ..HouseRules::default()
    };
    let mut game = two_player(spoil_board(), rules);
    game.play_path(Seat::ALL[0], &[h("m5"), h("n1")]).unwrap();
    let outcome = game
        .outcome()
        .expect("N has finished: its target is full and holds its pegs");
    assert_eq!(outcome.reason, EndReason::Finished);
    assert_eq!(
        (outcome.standings[0].seat, outcome.standings[0].place),
        (Seat::ALL[0], 1)
    );
}

#[test]
fn spoil_case_under_none_does_not_finish() {
    let rules = HouseRules {
        anti_spoiling: AntiSpoiling::None,
        ..HouseRules::default()
    };
    let mut game = two_player(spoil_board(), rules);
    game.play_path(Seat::ALL[0], &[h("m5"), h("n1")]).unwrap();
    assert!(game.outcome().is_none());
    assert!(!game.as_race().unwrap().army_home(Point::N));
    assert_eq!(game.to_move(), Some(Seat::ALL[1]));
}

#[test]
fn spoil_case_under_swap_does_not_finish_but_swaps_in() {
    let rules = HouseRules {
        anti_spoiling: AntiSpoiling::Swap,
        ..HouseRules::default()
    };
    let mut game = two_player(spoil_board(), rules);
    game.play_path(Seat::ALL[0], &[h("m5"), h("n1")]).unwrap();
    assert!(
        game.outcome().is_none(),
        "a full target is not home under swap"
    );
    // S moves; then N may step onto the S peg in q1, which goes to p1's... p1 is N's:
    // N steps p1 → q1 and the S peg moves to p1.
    game.play_path(Seat::ALL[1], &[h("c3"), h("d4")]).unwrap();
    assert!(can(&game, "p1", "q1"));
    game.play_path(Seat::ALL[0], &[h("p1"), h("q1")]).unwrap();
    assert!(game.board().army(Point::N).contains(h("q1")));
    assert!(game.board().army(Point::S).contains(h("p1")));
    assert_eq!(game.history()[2].text(), "p1-xq1");
}

#[test]
fn a_target_full_of_other_armies_only_never_counts() {
    // N's target S is full of S pegs (none of N's): not home under any setting.
    for anti in [
        AntiSpoiling::FullTarget,
        AntiSpoiling::None,
        AntiSpoiling::Swap,
    ] {
        let mut board = Board::empty();
        board.fill_army(Point::S);
        board.set_army(Point::N, holes("i5"));
        let game = two_player(
            board,
            HouseRules {
                anti_spoiling: anti,
                ..HouseRules::default()
            },
        );
        assert!(!game.as_race().unwrap().army_home(Point::N), "{anti:?}");
    }
}

/// Swap on a step: the displaced peg goes to the start hole.
#[test]
fn swap_on_a_step_moves_the_other_peg_to_the_start_hole() {
    let mut board = Board::empty();
    board.fill_army(Point::S);
    board.set_army(Point::N, holes("m5 a1 b1 b2 c1 c2 c3 d1 d2 d3"));
    let swap = HouseRules {
        anti_spoiling: AntiSpoiling::Swap,
        ..HouseRules::default()
    };
    let mut game = two_player(board, swap);
    assert!(can(&game, "m5", "n1"));
    game.play_path(Seat::ALL[0], &[h("m5"), h("n1")]).unwrap();
    assert_eq!(
        game.board().army(Point::N),
        holes("n1 a1 b1 b2 c1 c2 c3 d1 d2 d3")
    );
    assert_eq!(
        game.board().army(Point::S),
        holes("m5 n2 n3 n4 o1 o2 o3 p1 p2 q1")
    );
    assert_eq!(game.history()[0].text(), "m5-xn1");
    // Without swap the same step is refused and changes nothing.
    let mut plain = two_player(board, HouseRules::default());
    assert!(!can(&plain, "m5", "n1"));
    assert_eq!(
        plain.play_path(Seat::ALL[0], &[h("m5"), h("n1")]),
        Err(MoveError::Occupied(h("n1")))
    );
}

/// Swap in the middle of a chain: m6 hops n2 onto the S peg in o2 (which goes to m6),
/// then hops n3 to m8.
#[test]
fn swap_in_the_middle_of_a_chain() {
    let mut board = Board::empty();
    board.fill_army(Point::S);
    board.set_army(Point::N, holes("m6 a1 b1 b2 c1 c2 c3 d1 d2 d3"));
    let swap = HouseRules {
        anti_spoiling: AntiSpoiling::Swap,
        ..HouseRules::default()
    };
    let mut game = two_player(board, swap);
    // "x" is optional on input.
    game.play_path(Seat::ALL[0], &[h("m6"), h("o2"), h("m8")])
        .unwrap();
    assert_eq!(
        game.board().army(Point::N),
        holes("m8 a1 b1 b2 c1 c2 c3 d1 d2 d3")
    );
    assert_eq!(
        game.board().army(Point::S),
        holes("m6 n1 n2 n3 n4 o1 o3 p1 p2 q1")
    );
    assert_eq!(game.history()[0].text(), "m6-xo2-m8");
    // The record writes the swap and replays to the same position.
    let names = vec!["A".to_string(), "B".to_string()];
    let record = GameRecord::from_game(&game, &names, 1);
    assert!(record.to_string().contains("m6-xo2-m8"));
    // Without swap the chain is refused at its second hole.
    let mut plain = two_player(board, HouseRules::default());
    let err = plain
        .play_path(Seat::ALL[0], &[h("m6"), h("o2"), h("m8")])
        .unwrap_err();
    assert_eq!(err.to_string(), "o2 is not empty");
}

#[test]
fn swap_never_displaces_pegs_outside_the_target_or_own_pegs() {
    let mut board = Board::empty();
    board.fill_army(Point::S);
    board.set_army(Point::N, holes("l5 m5 a1 b1 b2 c1 c2 c3 d1 d2"));
    let swap = HouseRules {
        anti_spoiling: AntiSpoiling::Swap,
        ..HouseRules::default()
    };
    let game = two_player(board, swap);
    // l5 → m5 is N's own peg: no swap; m5 is outside the target anyway.
    assert!(!can(&game, "l5", "m5"));
}

#[test]
fn unused_points_filled_blocks_them() {
    let filled = HouseRules {
        unused_points: UnusedPoints::Filled,
        ..HouseRules::default()
    };
    let game = Game::from(Race::new(Layout::standard(2).unwrap(), filled, Seat::ALL[0]).unwrap());
    assert_eq!(game.board().occupied().len(), 60);
    assert_eq!(
        game.board().obstacles(),
        [Point::NE, Point::SE, Point::SW, Point::NW]
            .iter()
            .fold(HoleSet::EMPTY, |a, p| a.or(p.holes()))
    );
    // d4 could step to e9/e10... e10 is in NE: empty normally, an obstacle when filled.
    let empty = race(2);
    let mut board = *empty.board();
    board.set_army(Point::N, holes("a1 b1 b2 c1 c2 c3 d1 d2 d3 e9"));
    assert!(can(&two_player(board, HouseRules::default()), "e9", "e10"));
    let mut board = *game.board();
    board.set_army(Point::N, holes("a1 b1 b2 c1 c2 c3 d1 d2 d3 e9"));
    let filled_game = two_player(board, filled);
    assert!(!can(&filled_game, "e9", "e10"));
    // Obstacles can be hopped: e9 over e10 lands on e11? also an obstacle. None move.
    assert_eq!(filled_game.board().obstacles().len(), 40);
    // 3 players: every unused point is somebody's target, so nothing is filled.
    let three = Game::from(Race::new(Layout::standard(3).unwrap(), filled, Seat::ALL[0]).unwrap());
    assert!(three.board().obstacles().is_empty());
}

#[test]
fn foreign_points_pass_through_forbids_resting_there() {
    // 3 players (N, SE, SW): for N, NE and NW are targets of others, SE and SW starts.
    let layout = Layout::standard(3).unwrap();
    let mut board = Board::empty();
    board.set_army(Point::N, holes("e9 a1 b1 b2 c1 c2 c3 d1 d2 d3"));
    board.fill_army(Point::SE);
    board.fill_army(Point::SW);
    let rest = Game::from(
        Race::from_board(layout.clone(), HouseRules::default(), board, Seat::ALL[0]).unwrap(),
    );
    assert!(rest
        .legal_moves()
        .iter()
        .any(|m| m.from == h("e9") && m.to == h("e10")));
    let pass = HouseRules {
        foreign_points: ForeignPoints::PassThrough,
        ..HouseRules::default()
    };
    let mut through = Game::from(Race::from_board(layout, pass, board, Seat::ALL[0]).unwrap());
    assert!(!through.legal_moves().iter().any(|m| m.to == h("e10")));
    assert_eq!(
        through.play_path(Seat::ALL[0], &[h("e9"), h("e10")]),
        Err(MoveError::ForeignPoint(h("e10")))
    );
    assert!(through
        .legal_moves()
        .iter()
        .all(|m| !Point::NE.holes().contains(m.to)));
}

#[test]
fn long_jumps_keep_the_start_counts_and_add_long_hops() {
    let fast = Preset::Fast.rules();
    let game = Game::from(Race::new(Layout::standard(2).unwrap(), fast, Seat::ALL[0]).unwrap());
    assert_eq!(perft(&game, 1), 14);
    assert_eq!(perft(&game, 2), 196);
    // e1 over e4 lands on e7 only with long jumps; a peg on e6 blocks it.
    let mut board = Board::empty();
    board.set_army(Point::N, holes("e1 a1 b1 b2 c1 c2 c3 d1 d2 d3"));
    board.set_army(Point::S, holes("e4 q1 p1 p2 o1 o2 o3 n1 n2 n3"));
    assert!(can(&two_player(board, fast), "e1", "e7"));
    assert!(!can(&two_player(board, HouseRules::default()), "e1", "e7"));
    let mut blocked = board;
    blocked.set_army(Point::S, holes("e4 e6 p1 p2 o1 o2 o3 n1 n2 n3"));
    assert!(!can(&two_player(blocked, fast), "e1", "e7"));
    // Lands exactly as far beyond: not e6 or e8.
    let g = two_player(board, fast);
    assert!(!can(&g, "e1", "e8") && !can(&g, "e1", "e6"));
}

#[test]
fn turn_order_counterclockwise_reverses_play() {
    let ccw = HouseRules {
        turn_order: TurnOrder::Counterclockwise,
        ..HouseRules::default()
    };
    let mut game = Game::from(Race::new(Layout::standard(3).unwrap(), ccw, Seat::ALL[0]).unwrap());
    game.play_path(Seat::ALL[0], &[h("d2"), h("e7")]).unwrap();
    assert_eq!(game.to_move(), Some(Seat::ALL[2]));
    let mut cw = race(3);
    cw.play_path(Seat::ALL[0], &[h("d2"), h("e7")]).unwrap();
    assert_eq!(cw.to_move(), Some(Seat::ALL[1]));
}

/// 3 players; N is one step from finishing.
fn nearly_done_three() -> Board {
    let mut board = Board::empty();
    board.set_army(Point::N, holes("q1 p1 p2 o1 o2 o3 n1 n3 n4 m6"));
    board.fill_army(Point::SE);
    board.fill_army(Point::SW);
    board
}

#[test]
fn placements_decide_whether_play_goes_on() {
    let layout = Layout::standard(3).unwrap();
    let mut on = Game::from(
        Race::from_board(
            layout.clone(),
            HouseRules::default(),
            nearly_done_three(),
            Seat::ALL[0],
        )
        .unwrap(),
    );
    on.play_path(Seat::ALL[0], &[h("m6"), h("n2")]).unwrap();
    assert!(on.outcome().is_none());
    assert!(on.is_finished(Seat::ALL[0]));
    assert_eq!(on.to_move(), Some(Seat::ALL[1]));
    let off = HouseRules {
        placements: false,
        ..HouseRules::default()
    };
    let mut off =
        Game::from(Race::from_board(layout, off, nearly_done_three(), Seat::ALL[0]).unwrap());
    off.play_path(Seat::ALL[0], &[h("m6"), h("n2")]).unwrap();
    let o = off.outcome().unwrap();
    assert_eq!(
        (o.standings[0].seat, o.standings[0].place),
        (Seat::ALL[0], 1)
    );
}

#[test]
fn move_limit_zero_means_none() {
    let limited = HouseRules {
        move_limit: 1,
        ..HouseRules::default()
    };
    let mut a = Game::from(Race::new(Layout::standard(2).unwrap(), limited, Seat::ALL[0]).unwrap());
    a.play_path(Seat::ALL[0], &[h("d2"), h("e7")]).unwrap();
    a.play_path(Seat::ALL[1], &[h("n2"), h("m7")]).unwrap();
    assert_eq!(a.outcome().unwrap().reason, EndReason::MoveLimit);
    let unlimited = HouseRules {
        move_limit: 0,
        ..HouseRules::default()
    };
    let mut b =
        Game::from(Race::new(Layout::standard(2).unwrap(), unlimited, Seat::ALL[0]).unwrap());
    b.play_path(Seat::ALL[0], &[h("d2"), h("e7")]).unwrap();
    b.play_path(Seat::ALL[1], &[h("n2"), h("m7")]).unwrap();
    assert!(b.outcome().is_none());
}

#[test]
fn abandon_freeze_skips_the_seat_and_ai_takeover_keeps_it() {
    let freeze = HouseRules {
        abandon: Abandon::Freeze,
        ..HouseRules::default()
    };
    let mut game =
        Game::from(Race::new(Layout::standard(3).unwrap(), freeze, Seat::ALL[0]).unwrap());
    game.resign(Seat::ALL[1]).unwrap();
    game.play_path(Seat::ALL[0], &[h("d2"), h("e7")]).unwrap();
    assert_eq!(
        game.to_move(),
        Some(Seat::ALL[2]),
        "the frozen seat 2 is skipped"
    );
    assert!(game.legal_moves_for(Seat::ALL[1]).is_empty());
    // Its pegs stay as obstacles.
    assert_eq!(game.board().army(Point::SE), Point::SE.holes());
    let mut takeover = race(3);
    takeover.resign(Seat::ALL[1]).unwrap();
    takeover
        .play_path(Seat::ALL[0], &[h("d2"), h("e7")])
        .unwrap();
    assert_eq!(
        takeover.to_move(),
        Some(Seat::ALL[1]),
        "the seat plays on (the table's computer moves it)"
    );
}

#[test]
fn presets_bundle_rules() {
    let m = Preset::Masters.rules();
    assert_eq!(m.foreign_points, ForeignPoints::PassThrough);
    assert_eq!(m.anti_spoiling, AntiSpoiling::Swap);
    assert_eq!(m.move_limit, 0);
    assert_eq!(m.preset(), Some(Preset::Masters));
    assert_eq!(HouseRules::default().preset(), Some(Preset::Standard));
    let text: HouseRules = "preset=fast turn_timeout=30m".parse().unwrap();
    assert!(text.long_jumps);
    assert_eq!(text.turn_timeout, 1800);
    assert_eq!(text.differences(), ["long_jumps=on", "turn_timeout=30m"]);
    assert_eq!(text.preset(), None);
    // Every key's every value parses and prints back the same.
    for key in HouseRules::KEYS {
        let valid = HouseRules::valid_values(key);
        if !["move_limit", "turn_timeout", "computer_time"].contains(&key) {
            for value in valid.split(", ") {
                let mut r = HouseRules::default();
                r.set(key, value).unwrap();
                assert_eq!(r.get(key).unwrap(), value);
                assert_eq!(r.to_string().parse::<HouseRules>().unwrap(), r);
            }
        }
    }
    for (input, shown) in [
        ("24h", "24h"),
        ("30m", "30m"),
        ("2d", "2d"),
        ("36h", "36h"),
        ("90m", "1h30m"),
        ("0", "0"),
    ] {
        let mut r = HouseRules::default();
        r.set("turn_timeout", input).unwrap();
        assert_eq!(r.get("turn_timeout").unwrap(), shown, "{input}");
    }
    for bad in ["31d", "soon", "-1h", "0s"] {
        assert!(
            HouseRules::default().set("turn_timeout", bad).is_err(),
            "{bad}"
        );
    }
    // `computer_time`: a bare number is seconds; 10 ms to 60 s; shown in whole seconds
    // when it is some.
    assert_eq!(HouseRules::default().computer_time, 2000);
    for (input, ms, shown) in [
        ("2", 2000, "2s"),
        ("5s", 5000, "5s"),
        ("500ms", 500, "500ms"),
        ("1500ms", 1500, "1500ms"),
        ("10ms", 10, "10ms"),
        ("1m", 60_000, "1m"),
    ] {
        let mut r = HouseRules::default();
        r.set("computer_time", input).unwrap();
        assert_eq!(r.computer_time, ms, "{input}");
        assert_eq!(r.get("computer_time").unwrap(), shown, "{input}");
        assert_eq!(r.to_string().parse::<HouseRules>().unwrap(), r);
    }
    for bad in [
        "0",
        "9ms",
        "61s",
        "2h",
        "fast",
        "-1",
        "99999999999999999999",
    ] {
        let mut r = HouseRules::default();
        assert!(r.set("computer_time", bad).is_err(), "{bad}");
        assert_eq!(r, HouseRules::default());
    }
    let err = "anti_spoiling=maybe".parse::<HouseRules>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "`anti_spoiling` takes full-target, swap, none"
    );
}

#[test]
fn three_players_with_two_armies_each() {
    let layout = Layout::with_armies(3, 2).unwrap();
    assert_eq!(layout.armies(Seat::ALL[0]), &[Point::N, Point::S]);
    assert_eq!(layout.armies(Seat::ALL[1]), &[Point::NE, Point::SW]);
    assert_eq!(layout.armies(Seat::ALL[2]), &[Point::SE, Point::NW]);
    let mut game = Game::from(Race::new(layout, HouseRules::default(), Seat::ALL[0]).unwrap());
    assert_eq!(game.board().occupied().len(), 60);
    // Seat 1 moves either of its armies: N (d2-e7) or S (n2-m7) — 28 moves in all.
    assert_eq!(game.legal_moves().len(), 28);
    game.play_path(Seat::ALL[0], &[h("n2"), h("m7")]).unwrap();
    assert_eq!(game.to_move(), Some(Seat::ALL[1]));
    // Seat 2 may not move seat 1's pegs.
    assert_eq!(
        game.play_path(Seat::ALL[1], &[h("d2"), h("e7")]),
        Err(MoveError::NotYourPeg(h("d2")))
    );
}

#[test]
fn two_players_with_three_armies_finish_only_when_all_are_home() {
    let layout = Layout::with_armies(2, 3).unwrap();
    assert_eq!(
        layout.armies(Seat::ALL[0]),
        &[Point::N, Point::SE, Point::SW]
    );
    assert_eq!(
        layout.armies(Seat::ALL[1]),
        &[Point::S, Point::NW, Point::NE]
    );
    // Seat 1: N army home (in S), SE home (in NW), SW one step from home (in NE).
    let mut board = Board::empty();
    board.set_army(Point::N, Point::S.holes());
    board.set_army(Point::SE, Point::NW.holes());
    board.set_army(
        Point::SW,
        Point::NE.holes().without(holes("e10")).or(holes("e9")),
    );
    board.set_army(Point::S, holes("i5"));
    board.set_army(Point::NW, holes("i4"));
    board.set_army(Point::NE, holes("i6"));
    let mut game =
        Game::from(Race::from_board(layout, HouseRules::default(), board, Seat::ALL[0]).unwrap());
    assert!(
        game.as_race().unwrap().army_home(Point::N)
            && game.as_race().unwrap().army_home(Point::SE)
            && !game.as_race().unwrap().army_home(Point::SW)
    );
    assert!(game.outcome().is_none());
    game.play_path(Seat::ALL[0], &[h("e9"), h("e10")]).unwrap();
    let o = game
        .outcome()
        .expect("all three armies home: seat 1 finishes and wins");
    assert_eq!(o.standings[0].seat, Seat::ALL[0]);
}
