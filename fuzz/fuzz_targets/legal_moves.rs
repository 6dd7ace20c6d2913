//! Every generated move is legal, and playing it keeps the position valid (docs/rules.md §2–§4):
//! fuzz bytes pick a game (players, armies, house rules) and then, byte by byte, one of
//! `legal_moves()` (or a resignation). After every move each army still has its ten pegs,
//! no two pegs share a hole, the moved peg is where the move said; at the end the game
//! record formats, parses and replays to the same game.
#![no_main]

use checkers_bot::core::{Game, GameRecord, HoleSet, HouseRules, Layout};
use checkers_bot::core::{Race, Seat};
use libfuzzer_sys::fuzz_target;

const SETUPS: [(usize, usize); 6] = [(2, 1), (3, 1), (4, 1), (6, 1), (3, 2), (2, 3)];

fn rules_from(bits: u8, limit: u8) -> HouseRules {
    let mut rules = HouseRules::default();
    let pick = |bit: u8, no: &'static str, yes: &'static str| {
        if bits & (1 << bit) == 0 {
            no
        } else {
            yes
        }
    };
    let settings = [
        ("unused_points", pick(0, "empty", "filled")),
        ("foreign_points", pick(1, "rest", "pass-through")),
        ("long_jumps", pick(2, "off", "on")),
        ("leave_target", pick(3, "off", "on")),
        ("turn_order", pick(4, "clockwise", "counterclockwise")),
        ("placements", pick(5, "on", "off")),
        (
            "anti_spoiling",
            ["full-target", "swap", "none", "full-target"][usize::from(bits >> 6)],
        ),
    ];
    for (key, value) in settings {
        rules.set(key, value).expect("valid house rule");
    }
    // Short move limits reach the ranked end of the game too.
    rules.move_limit = match limit % 4 {
        0 => 200,
        1 => 0,
        _ => u32::from(limit / 4 % 30) + 1,
    };
    rules
}

/// The board invariants: ten pegs per army, armies and obstacles disjoint.
fn check_board(game: &Game) -> HoleSet {
    let board = game.board();
    let mut seen = board.obstacles();
    for army in game.layout().all_armies() {
        let holes = board.army(army);
        assert_eq!(holes.len(), 10, "army {army:?} lost or gained a peg");
        assert!(seen.and(holes).is_empty(), "two pegs share a hole");
        seen = seen.or(holes);
    }
    assert_eq!(
        seen,
        board.occupied(),
        "occupied holes disagree with the pegs"
    );
    seen
}

fuzz_target!(|data: &[u8]| {
    let [setup, bits, limit, moves @ ..] = data else {
        return;
    };
    let (players, armies) = SETUPS[usize::from(*setup) % SETUPS.len()];
    let first = Seat::ALL[usize::from(*setup / 6) % players];
    let layout = Layout::with_armies(players, armies).expect("a known layout");
    let race = Race::new(layout, rules_from(*bits, *limit), first).expect("a new game");
    let mut game = Game::from(race);
    let occupied = check_board(&game);
    for &b in moves {
        let Some(seat) = game.to_move() else {
            break;
        };
        if b == 0xff && !game.has_resigned(seat) {
            game.resign(seat).expect("the seat to move may resign");
            continue;
        }
        let legal = game.legal_moves();
        assert!(!legal.is_empty(), "seat {seat} is to move but has no move");
        assert_eq!(legal.len() as u64, game.count_legal_moves());
        let mv = legal[usize::from(b) % legal.len()];
        assert!(game.destinations_of(seat, mv.from).contains(mv.to));
        let owned = |g: &Game| {
            g.layout()
                .armies(seat)
                .iter()
                .fold(HoleSet::EMPTY, |s, a| s.or(g.board().army(*a)))
        };
        assert!(
            owned(&game).contains(mv.from),
            "{mv:?} moves a peg not of seat {seat}"
        );
        game.play(mv)
            .unwrap_or_else(|e| panic!("generated move {mv:?} refused: {e}"));
        assert!(owned(&game).contains(mv.to), "{mv:?} did not land");
        assert_eq!(check_board(&game).len(), occupied.len());
    }
    let names = vec![String::new(); players];
    let text = GameRecord::from_game(&game, &names, armies).to_string();
    let replayed = GameRecord::parse(&text)
        .and_then(|r| r.replay())
        .unwrap_or_else(|e| panic!("the record does not replay: {e}\n{text}"));
    assert_eq!(replayed.history(), game.history());
    assert_eq!(replayed.board(), game.board());
});
