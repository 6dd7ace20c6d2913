//! A finished game's result in words, one wording for the table and `demo`
//! (`table::result_lines`): a seat home by the full-target rule (docs/rules.md §5
//! `anti_spoiling`) is said to be, so "9 pegs home" above "10" reads right; team games
//! name their teams (more through the table: `tests/teams.rs`).

use crate::common;

use checkers_bot::core::{Board, Game, HouseRules, Layout, Point, Race, Seat};
use checkers_bot::i18n::catalogue;
use checkers_bot::table::{result_lines, ResultSeats};
use common::{holes, run_demo};

/// A 2-player race in which the red army (seat 1, N) has nine pegs in its target and the
/// tenth outside, and the target's last hole `n1` holds a green peg that never left home:
/// red's next move makes it home by the full-target rule, with nine pegs home.
fn red_home_by_a_full_target() -> Game {
    let mut board = Board::empty();
    let target = Point::S.holes().without(holes("n1"));
    board.set_army(Point::N, target.or(holes("e5")));
    board.set_army(Point::S, holes("n1 h2 h3 h4 h5 h6 h7 h8 h9"));
    let layout = Layout::standard(2).unwrap();
    let race = Race::from_board(layout, HouseRules::default(), board, Seat::ALL[0]).unwrap();
    let mut game = Game::from(race);
    let mv = game.legal_moves()[0];
    game.play(mv).unwrap();
    game
}

#[test]
fn a_seat_home_by_the_full_target_rule_is_said_to_be_finished_target_full() {
    let game = red_home_by_a_full_target();
    let outcome = game.outcome().expect("over: red finished, green is last");
    let names = ["Ann".to_string(), "Bob".to_string()];
    let name = |s: Seat| names[s.index()].clone();
    let cat = catalogue("en");
    let table = ResultSeats {
        name: &name,
        timed_out: &[],
        every_count: false,
    };
    assert_eq!(
        result_lines(&game, outcome, &table, cat),
        [
            "Game over — all places are decided.",
            "1. Ann (finished, target full: 9 pegs home)",
            "2. Bob",
        ]
    );
    // `demo` counts every seat's pegs home.
    assert_eq!(
        checkers_bot::demo::result_text(&game, outcome, &names, cat),
        "Game over — all places are decided.\n\
         1. Ann (finished, target full: 9 pegs home)\n\
         2. Bob (0 pegs home)"
    );
    // In every language.
    for (lang, note) in [
        ("it", "(arrivato, traguardo pieno: 9 pedine arrivate)"),
        ("nb", "(i mål, fullt mål: 9 brikker i mål)"),
        ("cs", "(doma, plný cíl: 9 kolíků doma)"),
        ("pt-BR", "(chegou, destino cheio: 9 peças no destino)"),
    ] {
        let lines = result_lines(&game, outcome, &table, catalogue(lang));
        assert!(lines[1].ends_with(note), "{lang}: {}", lines[1]);
    }
}

/// The game seen in `demo --players 6 --seed 1`: the winner has 9 pegs home and those
/// after it 10; the result says why.
#[test]
fn demo_six_players_seed_one_says_the_winner_finished_by_a_full_target() {
    let (_dir, stdout, _) = run_demo(&["--players", "6", "--seed", "1"]);
    let result: Vec<&str> = stdout.lines().skip(1).collect();
    assert_eq!(
        result[..3],
        [
            "Game over — all places are decided.",
            "1. Computer 6 (medium, finished, target full: 9 pegs home)",
            "2. Computer 4 (medium, 10 pegs home)",
        ],
        "{stdout}"
    );
}

/// `demo --rules teams=on` prints the winning team and one line per team.
#[test]
fn demo_of_a_team_game_names_the_teams() {
    let (_dir, stdout, _) = run_demo(&["--players", "4", "--rules", "teams=on", "--seed", "2"]);
    let result: Vec<&str> = stdout.lines().skip(1).collect();
    assert_eq!(result.len(), 4, "{stdout}");
    assert_eq!(result[0], "Game over — all places are decided.");
    let team = result[1].strip_suffix(" wins!").unwrap_or_default();
    assert!(team.starts_with("Team Computer "), "{stdout}");
    assert!(result[2].starts_with(&format!("1. {team}")), "{stdout}");
    assert!(result[3].starts_with("2. Team Computer "), "{stdout}");
}
