//! The capture variant (docs/rules.md §6) through the core's public interface, the table and
//! the store.

use crate::common;

use checkers_bot::core::{
    format_path, perft, start_pegs, ChainError, EndReason, Game, GameRecord, Hole, HoleSet,
    HouseRules, MoveError, MoveText, Point, SetupError, Variant,
};
use checkers_bot::core::{CaptureGame, Race, Seat};
use checkers_bot::table::{game_of, Command};
use common::{alice, bob, h, one, seeded_tables, tables, tables_in};

fn set(names: &[&str]) -> HoleSet {
    names.iter().map(|n| h(n)).collect()
}

/// The capture game `game` holds.
fn cap(game: &Game) -> &CaptureGame {
    game.as_capture().expect("a capture game")
}

fn holes(text: &str) -> Vec<Hole> {
    text.parse::<MoveText>().unwrap().holes
}

fn capture_game(pegs: &[&str]) -> Game {
    Game::from(CaptureGame::from_pegs(2, HouseRules::default(), set(pegs), Seat::ALL[0]).unwrap())
}

/// The 54 first moves of the capture game, found by hand and checked by a separate
/// program over the row lengths of docs/rules.md §1 (not by this crate's generator):
///
/// - 6 hops into the empty centre `i5`, one from each hole two steps away along a line
///   (`i3 i7 g5 g7 k5 k7`);
/// - 8 hops into each of the six empty points: a point touches the hexagon with 4 holes,
///   each next to 2 hexagon holes of the edge, and the hole beyond each of those, seen from
///   the point, is a hexagon hole with a peg.
///
/// None of them can go on: after a hop the only empty holes near the peg are the hole it
/// left and the hole of the peg it captured, and reaching its start again would mean
/// hopping the captured (removed) peg.
const FIRST_MOVES: &str = "e6-e4 e8-e10 f4-d1 f5-d2 f5-f3 f6-d1 f6-d3 f7-d2 f7-d4 f8-d3 \
    f8-f10 f9-d4 g4-e4 g4-g2 g5-i5 g7-i5 g8-e10 g8-g10 h2-j1 h3-f3 h3-h1 h8-f10 h8-h10 \
    h9-j10 i2-g2 i2-k2 i3-i5 i7-i5 i8-g10 i8-k10 j2-h1 j3-j1 j3-l3 j8-j10 j8-l10 j9-h10 \
    k4-k2 k4-m4 k5-i5 k7-i5 k8-k10 k8-m10 l4-n1 l5-l3 l5-n2 l6-n1 l6-n3 l7-n2 l7-n4 l8-l10 \
    l8-n3 l9-n4 m6-m4 m8-m10";

#[test]
fn start_has_60_pegs_on_the_hexagon_centre_and_points_empty_and_54_first_moves() {
    let game = Game::from(CaptureGame::new(3, HouseRules::default(), Seat::ALL[1]).unwrap());
    assert_eq!(game.variant(), Variant::Capture);
    let pegs = cap(&game).pegs();
    assert_eq!(pegs.len(), 60);
    assert_eq!(start_pegs(), pegs);
    assert!(!pegs.contains(h("i5")), "the centre starts empty");
    for p in Point::ALL {
        assert!(pegs.and(p.holes()).is_empty(), "point {p:?} starts empty");
        assert!(game.board().army(p).is_empty(), "pegs belong to nobody");
    }
    assert_eq!(game.board().obstacles(), pegs);
    assert_eq!(game.to_move(), Some(Seat::ALL[1]));
    assert_eq!(cap(&game).scores(), [0, 0, 0]);

    let mut found: Vec<String> = cap(&game)
        .chains(1000)
        .iter()
        .map(|c| format_path(c))
        .collect();
    found.sort();
    let mut expected: Vec<String> = FIRST_MOVES.split_whitespace().map(String::from).collect();
    expected.sort();
    assert_eq!(expected.len(), 54);
    assert_eq!(found, expected);
    assert_eq!(perft(&game, 1), 54);
    assert_eq!(game.count_legal_moves(), 54);
}

#[test]
fn capture_games_are_for_2_to_6_players_and_refuse_rules_of_the_race() {
    for n in 2..=6 {
        let game = Game::from(CaptureGame::new(n, HouseRules::default(), Seat::ALL[0]).unwrap());
        assert_eq!(game.layout().seats(), n);
    }
    assert_eq!(
        CaptureGame::new(7, HouseRules::default(), Seat::ALL[0]).unwrap_err(),
        SetupError::CapturePlayers(7)
    );
    let mut rules = HouseRules::default();
    rules.set("move_limit", "50").unwrap();
    assert_eq!(
        CaptureGame::new(2, rules, Seat::ALL[0])
            .unwrap_err()
            .to_string(),
        "`move_limit` does not apply to the capture game"
    );
    assert_eq!(
        Game::start(Variant::Capture, 2, 3, HouseRules::default(), Seat::ALL[0]).unwrap_err(),
        SetupError::CaptureArmies(3)
    );
}

/// A chain of three or more holes with a hole twice in a row is refused for it; two
/// holes alike are still a chain back to its start (docs/rules.md §6).
#[test]
fn a_hole_named_twice_in_a_row_is_refused_but_a_start_and_end_alike_is_a_chain() {
    let mut game = Game::from(CaptureGame::new(2, HouseRules::default(), Seat::ALL[0]).unwrap());
    let err = game
        .play_path(Seat::ALL[0], &holes("i3 i5 i5"))
        .unwrap_err();
    assert_eq!(err, MoveError::Repeated(h("i5")));
    assert_eq!(
        err.to_string(),
        "i5 is named twice in a row: a hop never lands where it started"
    );
    // No chain leads from i3 back to i3 at the start: refused, but not as a repeat.
    assert!(!matches!(
        game.play_path(Seat::ALL[0], &holes("i3 i3")),
        Err(MoveError::Repeated(_))
    ));
    assert_eq!(cap(&game).pegs().len(), 60);
}

#[test]
fn steps_are_refused_and_a_hop_captures_the_peg_it_hops() {
    let mut game = Game::from(CaptureGame::new(2, HouseRules::default(), Seat::ALL[0]).unwrap());
    assert_eq!(
        game.play_path(Seat::ALL[0], &holes("h5 i5")),
        Err(MoveError::Chain(ChainError::Step))
    );
    assert_eq!(
        game.play_path(Seat::ALL[0], &holes("i1 i5")),
        Err(MoveError::Chain(ChainError::NotACapture {
            from: h("i1"),
            to: h("i5")
        }))
    );
    game.play_path(Seat::ALL[0], &holes("i3 i5")).unwrap();
    assert_eq!(cap(&game).pegs().len(), 59);
    assert!(
        !cap(&game).pegs().contains(h("i4")),
        "the hopped peg is captured"
    );
    assert!(!cap(&game).pegs().contains(h("i3")));
    assert!(cap(&game).pegs().contains(h("i5")));
    assert_eq!(cap(&game).scores(), [1, 0]);
    assert_eq!(game.to_move(), Some(Seat::ALL[1]));
    assert_eq!(cap(&game).last_captured(), [h("i4")]);
}

/// A triangle of landing holes with a peg in the middle of each side: the peg on i5 can
/// go round either way and come back.
const TRIANGLE: [&str; 4] = ["i5", "i6", "j6", "j7"];

#[test]
fn a_chain_may_end_on_its_start_hole() {
    let mut game = capture_game(&TRIANGLE);
    game.play_path(Seat::ALL[0], &holes("i5-i7-k7-i5")).unwrap();
    assert_eq!(cap(&game).pegs(), set(&["i5"]));
    assert_eq!(cap(&game).scores(), [3, 0]);
    let mut taken = cap(&game).last_captured();
    taken.sort();
    assert_eq!(taken, [h("i6"), h("j6"), h("j7")]);
    // One peg left: no hop anywhere, the game is over and seat 1 won 3 to 0.
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::NoMoves);
    assert_eq!(
        outcome
            .standings
            .iter()
            .map(|s| (s.seat.index(), s.place))
            .collect::<Vec<_>>(),
        [(0, 1), (1, 2)]
    );
    assert!(!outcome.is_draw());
}

#[test]
fn a_chain_cannot_hop_a_captured_peg_again() {
    let mut game = capture_game(&TRIANGLE);
    assert_eq!(
        game.play_path(Seat::ALL[0], &holes("i5-i7-i5")),
        Err(MoveError::Chain(ChainError::NotACapture {
            from: h("i7"),
            to: h("i5")
        }))
    );
    assert_eq!(
        cap(&game).pegs(),
        set(&TRIANGLE),
        "a refused move changes nothing"
    );
    assert!(game.history().is_empty());
}

#[test]
fn a_chain_may_stop_after_any_hop() {
    let mut game = capture_game(&TRIANGLE);
    game.play_path(Seat::ALL[0], &holes("i5-i7-k7")).unwrap();
    assert_eq!(cap(&game).pegs(), set(&["j6", "k7"]));
    assert_eq!(cap(&game).scores(), [2, 0]);
    assert_eq!(game.to_move(), Some(Seat::ALL[1]));
    // The other player takes the last capture: k7 over j6 to i5.
    game.play_path(Seat::ALL[1], &holes("k7 i5")).unwrap();
    assert_eq!(cap(&game).scores(), [2, 1]);
    assert_eq!(game.outcome().unwrap().standings[0].seat, Seat::ALL[0]);
}

#[test]
fn start_and_end_alone_are_refused_when_several_chains_join_them() {
    let game = capture_game(&TRIANGLE);
    let err = game.resolve(Seat::ALL[0], &holes("i5 i5")).unwrap_err();
    assert_eq!(
        err,
        MoveError::Ambiguous {
            from: h("i5"),
            to: h("i5"),
            chains: vec![holes("i5-i7-k7-i5"), holes("i5-k7-i7-i5")],
            more: 0,
        }
    );
    assert_eq!(
        err.to_string(),
        "several capturing chains join i5 and i5: i5-i7-k7-i5, i5-k7-i7-i5; write the whole \
         chain"
    );
    // i7 is reached by one hop and by a chain of two (i5-k7-i7): two holes that are one
    // hop are that whole chain, always accepted.
    let (_, path) = game.resolve(Seat::ALL[0], &holes("i5 i7")).unwrap();
    assert_eq!(path, holes("i5-i7"));
    // One chain only joins i6 and i4 (over i5): accepted.
    let (mv, path) = game.resolve(Seat::ALL[0], &holes("i6 i4")).unwrap();
    assert_eq!((mv.from, mv.to, path), (h("i6"), h("i4"), holes("i6-i4")));
}

#[test]
fn the_game_ends_when_no_hop_remains_and_a_tie_for_the_most_is_a_draw() {
    // Two pairs far apart: one capture each, then nothing can hop.
    let mut game = capture_game(&["i1", "i2", "i8", "i9"]);
    game.play_path(Seat::ALL[0], &holes("i1 i3")).unwrap();
    assert_eq!(game.to_move(), Some(Seat::ALL[1]));
    game.play_path(Seat::ALL[1], &holes("i9 i7")).unwrap();
    assert_eq!(game.to_move(), None);
    assert_eq!(cap(&game).scores(), [1, 1]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::NoMoves);
    assert!(outcome.is_draw());
    assert!(outcome.standings.iter().all(|s| s.place == 1));
    // A position without a hop is over before anyone moves.
    let over = capture_game(&["i1", "i3", "i5"]);
    assert!(over.outcome().is_some());
    assert_eq!(perft(&over, 1), 0);
}

#[test]
fn long_jumps_capture_the_one_peg_hopped() {
    let mut rules = HouseRules::default();
    rules.set("long_jumps", "on").unwrap();
    let mut game =
        Game::from(CaptureGame::from_pegs(2, rules, set(&["e1", "e4"]), Seat::ALL[0]).unwrap());
    game.play_path(Seat::ALL[0], &holes("e1 e7")).unwrap();
    assert_eq!(cap(&game).pegs(), set(&["e7"]));
    assert_eq!(cap(&game).scores(), [1, 0]);
    // Without long jumps the same pegs cannot hop at all.
    assert!(capture_game(&["e1", "e4"]).outcome().is_some());
}

#[test]
fn perft_counts_chains_by_their_landing_holes() {
    // From the triangle the peg on i5 has 6 chains: it may stop after any hop.
    let game = capture_game(&TRIANGLE);
    let chains = cap(&game).chains(1000);
    let from_i5: Vec<String> = chains
        .iter()
        .filter(|c| c[0] == h("i5"))
        .map(|c| format_path(c))
        .collect();
    assert_eq!(
        from_i5,
        [
            "i5-i7",
            "i5-i7-k7",
            "i5-i7-k7-i5",
            "i5-k7",
            "i5-k7-i7",
            "i5-k7-i7-i5"
        ]
    );
    assert_eq!(perft(&game, 1), chains.len() as u64);
}

#[test]
fn records_carry_the_variant_and_replay_it() {
    let mut game = Game::from(CaptureGame::new(3, HouseRules::default(), Seat::ALL[2]).unwrap());
    for text in ["i3 i5", "i6 i4", "g5-i3-i5"] {
        let seat = game.to_move().unwrap();
        game.play_path(seat, &holes(text)).unwrap();
    }
    let names = vec!["A".to_string(), "B".to_string(), "C".to_string()];
    let record = GameRecord::from_game(&game, &names, 1);
    let text = record.to_string();
    assert!(text.contains("Variant: capture\n"), "{text}");
    let back = GameRecord::parse(&text).unwrap();
    assert_eq!(back, record);
    let replayed = back.replay().unwrap();
    assert_eq!(cap(&replayed).scores(), cap(&game).scores());
    assert_eq!(cap(&replayed).pegs(), cap(&game).pegs());
    assert_eq!(cap(&replayed).scores(), [1, 2, 1]);
    // A standard record says nothing about the variant.
    let standard = Race::new(
        checkers_bot::core::Layout::standard(2).unwrap(),
        HouseRules::default(),
        Seat::ALL[0],
    )
    .unwrap();
    let text = GameRecord::from_game(&standard.into(), &names[..2], 1).to_string();
    assert!(!text.contains("Variant"), "{text}");
}

#[test]
fn a_capture_game_saved_mid_way_resumes_with_the_same_scores() {
    let dir = tempfile::tempdir().unwrap();
    let channel = 42;
    let scores_before;
    {
        let tables = tables_in(dir.path());
        let r = one(tables.handle(
            channel,
            &alice(),
            Command::parse("new 2 capture first_player=creator")
                .unwrap()
                .unwrap(),
        ));
        assert!(r.text.contains("capture"), "{}", r.text);
        one(tables.handle(channel, &bob(), Command::Join));
        let start = one(tables.handle(channel, &alice(), Command::Start));
        assert!(start.image.is_some());
        // Start and end alone, joined by one chain.
        let r = one(tables.handle(channel, &alice(), Command::Move("i3 i5".into())));
        assert!(!r.private, "{}", r.text);
        let r = one(tables.handle(channel, &bob(), Command::Move("i6 i4".into())));
        assert!(!r.private, "{}", r.text);
        // Two chains lead from g5 round back to g5: refused privately, listing both.
        let r = one(tables.handle(channel, &alice(), Command::Move("g5 g5".into())));
        assert!(r.private, "{}", r.text);
        assert_eq!(
            r.text,
            "`g5 g5`: several capturing chains join g5 and g5, and each takes other pegs. \
             Write the whole chain: g5-i5-i3-g5, g5-i3-i5-g5."
        );
        let r = one(tables.handle(channel, &alice(), Command::Move("g5-i5-i3-g5".into())));
        assert!(!r.private, "{}", r.text);
        let record = tables.store().load(channel).unwrap().unwrap();
        assert_eq!(record.variant, Variant::Capture);
        scores_before = cap(&game_of(&record).unwrap()).scores().to_vec();
        assert_eq!(scores_before, [4, 1]);
        let status = one(tables.handle(channel, &bob(), Command::Status));
        assert!(
            status.text.contains("Alice (red): 4 captures")
                && status.text.contains("Bob (green): one capture"),
            "{}",
            status.text
        );
    }
    // A new process over the same database.
    let tables = tables_in(dir.path());
    let record = tables.store().load(channel).unwrap().unwrap();
    let game = game_of(&record).unwrap();
    assert_eq!(game.variant(), Variant::Capture);
    assert_eq!(cap(&game).scores(), scores_before.as_slice());
    assert_eq!(game.to_move(), Some(Seat::ALL[1]));
    // Bob plays on; an ambiguous start/end pair is refused privately with the chains.
    let r = one(tables.handle(channel, &bob(), Command::Status));
    assert!(r.private);
    let chain = format_path(&cap(&game).chains(1)[0]);
    let r = one(tables.handle(channel, &bob(), Command::Move(chain)));
    assert!(!r.private, "{}", r.text);
    assert_eq!(
        cap(&game_of(&tables.store().load(channel).unwrap().unwrap()).unwrap())
            .scores()
            .iter()
            .sum::<u32>(),
        scores_before.iter().sum::<u32>() + 1
    );
}

/// Plays `chain` on a copy of `game` and returns the copy.
fn after(game: &Game, chain: &[Hole]) -> Game {
    let mut next = game.clone();
    let seat = next.to_move().unwrap();
    next.play_path(seat, chain).unwrap();
    next
}

/// The most pegs one move can take in `game` (0 when it is over).
fn best_now(game: &Game) -> i64 {
    cap(game)
        .captures()
        .iter()
        .map(|c| i64::from(c.taken.len()))
        .max()
        .unwrap_or(0)
}

#[test]
fn medium_takes_most_now_minus_the_best_reply() {
    use checkers_bot::ai::{choose_path, Level};
    use std::time::Duration;
    let mut game = Game::from(CaptureGame::new(2, HouseRules::default(), Seat::ALL[0]).unwrap());
    // A mid-game position: the first moves by the easy level.
    for n in 0..12 {
        let chain = choose_path(&game, Level::Easy, n, Duration::from_millis(10)).unwrap();
        game = after(&game, &chain);
    }
    let value = |chain: &[Hole]| {
        let next = after(&game, chain);
        i64::from(checkers_bot::core::captured_holes(chain).len()) - best_now(&next)
    };
    let best = cap(&game)
        .captures()
        .iter()
        .map(|c| value(&cap(&game).chain_of(c).unwrap()))
        .max()
        .unwrap();
    for seed in 0..4 {
        let chain = choose_path(&game, Level::Medium, seed, Duration::from_millis(10)).unwrap();
        assert_eq!(value(&chain), best, "seed {seed}: {}", format_path(&chain));
    }
}

#[test]
fn every_level_plays_legal_chains_to_the_end_of_a_game() {
    use checkers_bot::ai::{choose_path, Level};
    use std::time::Duration;
    for (players, level) in [(2, Level::Easy), (3, Level::Medium), (2, Level::Hard)] {
        let mut game =
            Game::from(CaptureGame::new(players, HouseRules::default(), Seat::ALL[0]).unwrap());
        let mut moves = 0;
        while let Some(seat) = game.to_move() {
            let chain = choose_path(&game, level, moves, Duration::from_millis(20)).unwrap();
            let before = cap(&game).pegs().len();
            game.play_path(seat, &chain).unwrap();
            assert_eq!(cap(&game).pegs().len() + chain.len() as u32 - 1, before);
            moves += 1;
            assert!(moves < 60, "every move captures, so at most 59 moves");
        }
        let total: u32 = cap(&game).scores().iter().sum();
        assert_eq!(
            total + cap(&game).pegs().len(),
            60,
            "{players} players, {level}"
        );
    }
}

#[test]
fn hard_takes_a_whole_triangle_when_it_can() {
    use checkers_bot::ai::{choose_path, Level};
    use std::time::Duration;
    let game = capture_game(&TRIANGLE);
    let chain = choose_path(&game, Level::Hard, 1, Duration::from_millis(200)).unwrap();
    assert_eq!(checkers_bot::core::captured_holes(&chain).len(), 3);
}

#[test]
fn a_computer_only_capture_game_through_the_table_ends_with_the_captures() {
    let tables = seeded_tables(3);
    let r = one(tables.handle(
        5,
        &alice(),
        Command::parse("new 3 capture").unwrap().unwrap(),
    ));
    // Named as the capture game, not by the race's preset (tester's finding).
    assert!(
        r.text.contains("House rules of this game: capture."),
        "{}",
        r.text
    );
    one(tables.handle(
        5,
        &alice(),
        Command::parse("add-computer").unwrap().unwrap(),
    ));
    one(tables.handle(
        5,
        &alice(),
        Command::parse("add-computer").unwrap().unwrap(),
    ));
    one(tables.handle(5, &alice(), Command::Start));
    // Alice resigns: the computer plays her seat on; everyone else is a computer.
    // The result, then the game's replay (posted when a game ends).
    let replies = tables.handle(5, &alice(), Command::Resign { confirmed: true });
    let r = &replies[0];
    let game = game_of(&tables.store().load(5).unwrap().unwrap()).unwrap();
    let outcome = game.outcome().expect("the computers play to the end");
    assert!(r.text.contains("capture"), "{}", r.text);
    assert!(r.image.is_some());
    let total: u32 = cap(&game).scores().iter().sum();
    assert_eq!(total + cap(&game).pegs().len(), 60);
    assert_eq!(
        outcome.standings.last().unwrap().seat,
        Seat::ALL[0],
        "the resigned seat is last"
    );
}

#[test]
fn the_table_refuses_race_rules_and_bad_player_counts_for_the_capture_game() {
    let tables = tables();
    let r = one(tables.handle(
        1,
        &alice(),
        Command::parse("new 2 capture move_limit=10")
            .unwrap()
            .unwrap(),
    ));
    assert!(r.private);
    assert!(r.text.contains("move_limit"), "{}", r.text);
    let r = one(tables.handle(
        1,
        &alice(),
        Command::parse("new 7 capture").unwrap().unwrap(),
    ));
    assert!(r.private && r.text.contains("2 to 6"), "{}", r.text);
    let r = one(tables.handle(
        1,
        &alice(),
        Command::parse("new 2 variant=checkers").unwrap().unwrap(),
    ));
    assert!(r.private && r.text.contains("capture"), "{}", r.text);
    assert!(
        tables.store().load(1).unwrap().is_none(),
        "nothing was stored"
    );
    // Five players is a capture game only.
    let r = one(tables.handle(1, &alice(), Command::parse("new 5").unwrap().unwrap()));
    assert!(r.private);
    let r = one(tables.handle(
        1,
        &alice(),
        Command::parse("new 5 capture").unwrap().unwrap(),
    ));
    assert!(!r.private, "{}", r.text);
}

/// Chain sequences from the capture start, each chain counted by its full list of landing
/// holes: 54, 3,600 and 283,182 for 1, 2 and 3 moves, computed by a separate program over
/// the row lengths of docs/rules.md §1 (a depth-first search written apart from this crate).
#[test]
fn capture_perft_from_the_start_matches_the_independent_counts() {
    let game = Game::from(CaptureGame::new(2, HouseRules::default(), Seat::ALL[0]).unwrap());
    assert_eq!(perft(&game, 1), 54);
    assert_eq!(perft(&game, 2), 3_600);
    assert_eq!(perft(&game, 3), 283_182);
    // Whose turn it is does not change the count: everyone moves every peg.
    let six = Game::from(CaptureGame::new(6, HouseRules::default(), Seat::ALL[4]).unwrap());
    assert_eq!(perft(&six, 2), 3_600);
}

#[test]
fn moves_shows_where_a_capture_peg_can_end_a_chain() {
    let tables = tables();
    one(tables.handle(
        8,
        &alice(),
        Command::parse("new 2 capture").unwrap().unwrap(),
    ));
    one(tables.handle(8, &bob(), Command::Join));
    one(tables.handle(8, &alice(), Command::Start));
    let r = one(tables.handle(
        8,
        &bob(),
        Command::Moves {
            hole: "i3".into(),
            chains: true,
        },
    ));
    assert!(r.private && r.image.is_some());
    assert_eq!(
        r.text,
        "The peg on i3 can end a capturing chain on one hole: i5.\nJump chains: `i3-i5`"
    );
    let r = one(tables.handle(
        8,
        &bob(),
        Command::Moves {
            hole: "i1".into(),
            chains: false,
        },
    ));
    assert_eq!(r.text, "The peg on i1 cannot capture now.");
}
