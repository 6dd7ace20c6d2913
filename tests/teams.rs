//! Team play (docs/rules.md §8): partners in opposite points, a player home before its
//! partner plays on with the partner's pegs, places by team, a team with a resigned player
//! last; whole team games played by the computers.

mod common;

use checkers_bot::ai::{play_until, Bot, Level};
use checkers_bot::core::{
    Board, EndReason, Game, HouseRules, Layout, MoveError, Peg, Point, Race, Seat, SetupError,
    Standing, Variant,
};
use common::{h, holes};

fn teams() -> HouseRules {
    HouseRules {
        teams: true,
        ..HouseRules::default()
    }
}

fn seat(n: usize) -> Seat {
    Seat::from_number(n).unwrap()
}

/// (seat number, place) of every standing, best first.
fn places(standings: &[Standing]) -> Vec<(usize, usize)> {
    standings
        .iter()
        .map(|s| (s.seat.number(), s.place))
        .collect()
}

/// A 4-player team race on `board`, seat 1 (N) to move.
fn four(board: Board) -> Game {
    let layout = Layout::standard(4).unwrap();
    Game::from(Race::from_board(layout, teams(), board, seat(1)).unwrap())
}

/// N's army nine pegs home and the tenth on `m8`, a step from `n4` (its last hole); S's
/// army in the centre; NE and SW at home.
fn n_one_step_from_home() -> Board {
    let mut board = Board::empty();
    let target = Point::S.holes().without(holes("n4"));
    board.set_army(Point::N, target.or(holes("m8")));
    board.set_army(Point::S, holes("h2 h3 h4 h5 h6 h7 h8 h9 i2 i3"));
    board.fill_army(Point::NE);
    board.fill_army(Point::SW);
    board
}

/// Plays the first legal move of the seat to move.
fn any_move(game: &mut Game) {
    let mv = game.legal_moves()[0];
    game.play(mv).unwrap();
}

#[test]
fn partners_sit_in_opposite_points() {
    let four = Game::start(Variant::Standard, 4, 1, teams(), seat(1)).unwrap();
    let partners: Vec<usize> = four
        .seats()
        .map(|s| four.partner(s).unwrap().number())
        .collect();
    assert_eq!(partners, [3, 4, 1, 2]);
    for s in four.seats() {
        let home = four.layout().armies(s)[0];
        let partner_home = four.layout().armies(four.partner(s).unwrap())[0];
        assert_eq!(
            home.opposite(),
            partner_home,
            "each target is the partner's home"
        );
    }
    let six = Game::start(Variant::Standard, 6, 1, teams(), seat(1)).unwrap();
    let partners: Vec<usize> = six
        .seats()
        .map(|s| six.partner(s).unwrap().number())
        .collect();
    assert_eq!(partners, [4, 5, 6, 1, 2, 3]);
    assert_eq!(six.team_leads(), [seat(1), seat(2), seat(3)]);
    let alone = Game::start(Variant::Standard, 4, 1, HouseRules::default(), seat(1)).unwrap();
    assert_eq!(alone.partner(seat(1)), None);
}

#[test]
fn teams_need_four_or_six_players_of_one_army() {
    for (players, armies) in [(2, 1), (3, 1), (3, 2), (2, 3)] {
        let refused = Game::start(Variant::Standard, players, armies, teams(), seat(1));
        assert_eq!(refused.err(), Some(SetupError::Teams), "{players}x{armies}");
    }
    let capture = Game::start(Variant::Capture, 4, 1, teams(), seat(1));
    assert!(capture.is_err());
}

#[test]
fn a_player_home_first_has_not_finished_and_moves_the_partners_pegs() {
    let mut game = four(n_one_step_from_home());
    game.play_path(seat(1), &[h("m8"), h("n4")]).unwrap();
    assert!(game.is_home(seat(1)));
    assert!(!game.is_finished(seat(1)), "the team has not finished");
    assert_eq!(game.finish_place(seat(1)), None);
    assert!(game.outcome().is_none());
    assert_eq!(game.home_since(seat(1)), Some(1));
    assert_eq!(game.commanded(seat(1)), [Point::S]);
    // NE, S and SW move; then N moves again, with S's pegs only.
    for _ in 0..3 {
        any_move(&mut game);
    }
    assert_eq!(game.to_move(), Some(seat(1)));
    let moves = game.legal_moves();
    assert!(!moves.is_empty());
    for mv in &moves {
        assert_eq!(
            game.board().peg_at(mv.from),
            Some(Peg::Army(Point::S)),
            "{mv:?}"
        );
    }
    // Its own pegs no longer move: not theirs to move now.
    assert_eq!(
        game.play_path(seat(1), &[h("n4"), h("m8")]),
        Err(MoveError::NotYourPeg(h("n4")))
    );
    let s_before = game.board().army(Point::S);
    game.play(moves[0]).unwrap();
    assert_ne!(game.board().army(Point::S), s_before);
    assert_eq!(game.board().army(Point::N), Point::S.holes());
    assert_eq!(
        game.moves_made(seat(1)),
        2,
        "moves with the partner's army count"
    );
}

#[test]
fn a_team_finishes_when_both_armies_are_home_and_places_go_by_team() {
    // N home already; S one step from its last hole d4 (its target is N).
    let mut board = Board::empty();
    board.set_army(Point::N, Point::S.holes());
    let s_target = Point::N.holes().without(holes("d4"));
    board.set_army(Point::S, s_target.or(holes("e8")));
    board.fill_army(Point::NE);
    board.fill_army(Point::SW);
    let layout = Layout::standard(4).unwrap();
    let race = Race::from_board(layout, teams(), board, seat(3)).unwrap();
    let mut game = Game::from(race);
    game.play_path(seat(3), &[h("e8"), h("d4")]).unwrap();
    let outcome = game.outcome().expect("one team left: the game is over");
    assert_eq!(outcome.reason, EndReason::Finished);
    // N was home by the board, S by the move: the team is marked together, both first.
    assert_eq!(places(&outcome.standings), [(1, 1), (3, 1), (2, 2), (4, 2)]);
    assert!(outcome.standings[0].finished && outcome.standings[1].finished);
}

#[test]
fn a_team_whose_player_resigned_ranks_last() {
    // 4 players: a resignation ends the game at once; the other team wins.
    let mut game = Game::start(Variant::Standard, 4, 1, teams(), seat(1)).unwrap();
    game.resign(seat(1)).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Resignations);
    assert_eq!(places(&outcome.standings), [(2, 1), (4, 1), (1, 2), (3, 2)]);
    let resigned: Vec<bool> = outcome.standings.iter().map(|s| s.resigned).collect();
    assert_eq!(resigned, [false, false, true, false]);

    // 6 players: the team of seats 2 and 5 resigns early and is played on by the computer
    // (ai-takeover); it ranks third whatever happens.
    let mut game = Game::start(Variant::Standard, 6, 1, teams(), seat(1)).unwrap();
    game.resign(seat(5)).unwrap();
    assert!(game.outcome().is_none());
    play_until(&mut game, 5_000, |_, _| Some((Bot::new(Level::Medium), 7)));
    let outcome = game.outcome().expect("the computers play it to the end");
    assert_eq!(outcome.reason, EndReason::Finished);
    let last: Vec<(usize, usize)> = places(&outcome.standings)[4..].to_vec();
    assert_eq!(last, [(5, 3), (2, 3)]);
    let mut first_two: Vec<usize> = outcome.standings[..4].iter().map(|s| s.place).collect();
    first_two.sort_unstable();
    assert_eq!(first_two, [1, 1, 2, 2]);
    for st in &outcome.standings[..4] {
        let partner = game.partner(st.seat).unwrap();
        let theirs = outcome
            .standings
            .iter()
            .find(|s| s.seat == partner)
            .unwrap();
        assert_eq!(theirs.place, st.place, "partners share a place");
    }
}

/// Whole team games of computers end by a finish, partners sharing every place, and a
/// player home first moving its partner's pegs on.
#[test]
fn computer_team_games_of_four_and_six_play_to_the_end() {
    for (players, seed) in [(4, 1), (6, 2)] {
        let mut game = Game::start(Variant::Standard, players, 1, teams(), seat(1)).unwrap();
        play_until(&mut game, 10_000, |g, _| {
            Some((Bot::new(Level::Medium), g.history().len() as u64 + seed))
        });
        let outcome = game.outcome().expect("over");
        assert_eq!(outcome.reason, EndReason::Finished, "{players} players");
        let teams = players / 2;
        let mut team_places: Vec<usize> = outcome.standings.iter().map(|s| s.place).collect();
        team_places.dedup();
        assert_eq!(
            team_places,
            (1..=teams).collect::<Vec<_>>(),
            "{players} players"
        );
        // The players of the finished teams are home; the last team's are not both.
        for st in &outcome.standings {
            let partner = game.partner(st.seat).unwrap();
            let both = game.is_home(st.seat) && game.is_home(partner);
            assert_eq!(both, st.finished, "{players} players, seat {}", st.seat);
        }
        // Someone came home before its partner and moved the partner's pegs.
        let race = game.as_race().unwrap();
        let early = game.seats().find(|s| {
            let p = game.partner(*s).unwrap();
            race.home_since(*s) < race.home_since(p)
        });
        assert!(early.is_some());
    }
}
