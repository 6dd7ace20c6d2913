//! Team play (docs/rules.md §8): partners in opposite points, a player home before its
//! partner plays on with the partner's pegs, places by team, a team with a resigned player
//! last; whole team games played by the computers.

use crate::common;

use checkers_bot::ai::{play_until, Bot, Level};
use checkers_bot::core::{
    Board, EndReason, Game, HouseRules, Layout, MoveError, Peg, Point, Race, Seat, SetupError,
    Standing, Variant,
};
use common::{h, holes, tables};

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

// ---------------------------------------------------------------------------------------
// Through the table and the console

use checkers_bot::console;
use checkers_bot::store::Phase;
use checkers_bot::table::{Command, Reply, Tables, User};
use common::{alice, bob, carol, game, new_game_with, one};

/// Plays `players`-seat team game of Alice (seat 1) and `players - 1` medium computers in
/// channel `channel` to the end, Alice playing `medium`'s moves; every public text, in
/// order.
fn table_team_game(tables: &Tables, channel: u64, players: usize) -> Vec<String> {
    let settings = [
        ("teams", "on"),
        ("first_player", "creator"),
        ("computer_time", "20ms"),
    ];
    let mut said = Vec::new();
    let opened = one(tables.handle(channel, &alice(), new_game_with(players, &settings)));
    said.push(opened.text);
    for _ in 1..players {
        one(tables.handle(channel, &alice(), Command::AddComputer(Level::Medium)));
    }
    let texts = |replies: Vec<Reply>| replies.into_iter().map(|r| r.text).collect::<Vec<_>>();
    said.extend(texts(tables.handle(channel, &alice(), Command::Start)));
    for n in 0..2_000 {
        let g = game(tables, channel);
        if g.outcome().is_some() {
            return said;
        }
        let m = checkers_bot::ai::choose(&g, Level::Medium, n, std::time::Duration::ZERO).unwrap();
        let command = Command::parse(&format!("{} {}", m.from, m.to))
            .unwrap()
            .unwrap();
        said.extend(texts(tables.handle(channel, &alice(), command)));
    }
    panic!("the game did not end: {}", said.join("\n"));
}

#[test]
fn four_and_six_player_team_games_play_to_the_end_through_the_table() {
    let tables = tables();
    for (channel, players) in [(4, 4), (6, 6)] {
        let said = table_team_game(&tables, channel, players);
        let all = said.join("\n");
        let teams_line = if players == 4 {
            "Teams: Alice (red) and Computer 3 (green) · Computer 2 (yellow) and Computer 4 (purple)"
        } else {
            "Teams: Alice (red) and Computer 4 (green) · Computer 2 (yellow) and Computer 5 \
             (purple) · Computer 3 (blue) and Computer 6 (orange)"
        };
        assert!(said[0].contains("teams=on"), "{}", said[0]);
        assert!(said[1].starts_with("The game begins! "), "{}", said[1]);
        assert!(said[1].contains(teams_line), "{}", said[1]);
        // Someone was home before their partner and was told so.
        assert!(
            all.contains("'s army is home, but the team has not finished: "),
            "{all}"
        );
        // The result: the winning team, then one line per team, places 1, 2 (, 3).
        let result = said.iter().rev().find(|t| t.contains("Game over")).unwrap();
        let lines: Vec<&str> = result.lines().collect();
        let standings: Vec<&str> = lines
            .iter()
            .copied()
            .skip_while(|l| !l.starts_with("Game over"))
            .skip(1)
            .collect();
        assert_eq!(standings.len(), 1 + players / 2, "{result}");
        let winners = standings[1]
            .strip_prefix("1. ")
            .and_then(|t| t.split(" (").next())
            .unwrap_or_default();
        assert_eq!(standings[0], format!("{winners} wins!"), "{result}");
        for (i, line) in standings[1..].iter().enumerate() {
            assert!(line.starts_with(&format!("{}. Team ", i + 1)), "{result}");
            assert!(line.contains(" and "), "{result}");
        }
        let first_team = all.matches("Team ").count();
        assert!(first_team >= 1, "a team finish is announced: {all}");
        assert_eq!(
            tables.store().load(channel).unwrap().unwrap().phase,
            Phase::Finished
        );
        let g = game(&tables, channel);
        let outcome = g.outcome().unwrap();
        for st in &outcome.standings {
            let partner = g.partner(st.seat).unwrap();
            let theirs = outcome
                .standings
                .iter()
                .find(|s| s.seat == partner)
                .unwrap();
            assert_eq!(theirs.place, st.place);
        }
    }
}

#[test]
fn teams_are_refused_outside_four_and_six_and_a_default_of_on_is_left_out() {
    let tables = tables();
    let r = one(tables.handle(1, &alice(), new_game_with(2, &[("teams", "on")])));
    assert!(r.private);
    assert_eq!(
        r.text,
        "Team play (`teams=on`) is for 4 or 6 players with one army each."
    );
    assert!(tables.store().load(1).unwrap().is_none(), "nothing changes");
    let manager = User {
        manager: true,
        ..alice()
    };
    one(tables.handle(
        1,
        &manager,
        Command::Defaults {
            settings: vec![("teams".into(), "on".into())],
        },
    ));
    one(tables.handle(1, &alice(), new_game_with(3, &[])));
    assert!(!tables.store().load(1).unwrap().unwrap().rules.teams);
    one(tables.handle(1, &alice(), Command::Abort { confirmed: true }));
    one(tables.handle(1, &alice(), new_game_with(4, &[])));
    assert!(tables.store().load(1).unwrap().unwrap().rules.teams);
}

/// Four people, two teams, two moves each: a resignation ends the game, and every place
/// a result is shown names the teams: the one that resigned, the one that wins, places by
/// team (the end of the game, `status` and `board` after it, `history`); the ratings rate
/// the teams (partners move the same way, the winning team up, the other down).
#[test]
fn a_resignation_ends_a_four_player_team_game_naming_the_teams_and_the_teams_are_rated() {
    let tables = common::clocked_tables();
    let dan = User::new(4, "Dan");
    let server = |u: User| User { server: 77, ..u };
    let (a, b, c, d) = (server(alice()), server(bob()), server(carol()), server(dan));
    let opened = one(tables.handle(9, &a, new_game_with(4, &[("teams", "on")])));
    assert!(
        opened
            .text
            .ends_with("\nRated game: the result changes the players' ratings."),
        "{}",
        opened.text
    );
    for u in [&b, &c, &d] {
        one(tables.handle(9, u, Command::Join));
    }
    tables.handle(9, &a, Command::Start);
    common::two_moves_each(&tables, 9, &[a.clone(), b.clone(), c.clone(), d.clone()]);
    let replies = tables.handle(9, &a, Command::Resign { confirmed: true });
    let result = "Game over — only one team is left.\n\
                  Team Bob and Dan wins!\n\
                  1. Team Bob and Dan\n\
                  2. Team Alice and Carol (resigned)";
    assert_eq!(
        replies[0].text,
        format!("Alice resigned for team Alice and Carol.\n{result}")
    );
    assert_eq!(one(tables.handle(9, &c, Command::Status)).text, result);
    assert_eq!(one(tables.handle(9, &c, Command::Board)).text, result);
    let history = one(tables.handle(9, &c, Command::History { who: None, page: 1 }));
    assert_eq!(
        history.text,
        "Latest games here (page 1):\n\
         #1 · 2027-01-15 · Alice, Bob, Carol, Dan · Team Bob and Dan won · 8 moves · rated"
    );
    let ratings = tables.store().ratings(77).unwrap();
    let mu = |id: u64| ratings.iter().find(|r| r.user == id).unwrap().mu;
    assert!(mu(2) > 25.0 && mu(4) > 25.0, "{ratings:?}");
    assert!(mu(1) < 25.0 && mu(3) < 25.0, "{ratings:?}");
    assert!((mu(2) - mu(4)).abs() < 1e-9 && (mu(1) - mu(3)).abs() < 1e-9);
    let wins = |id: u64| ratings.iter().find(|r| r.user == id).unwrap().wins;
    assert_eq!((wins(1), wins(2), wins(3), wins(4)), (0, 1, 0, 1));
    // The board's header names the winning team, not a draw.
    let g = game(&tables, 9);
    let table = checkers_bot::table::Table::of(tables.store().load(9).unwrap().unwrap()).unwrap();
    let cat = checkers_bot::i18n::catalogue("en");
    assert_eq!(
        checkers_bot::table::header_named(&g, &|s| table.seat_name(s, cat), cat),
        "Game over · Team Bob and Dan wins"
    );
}

/// Six seats, three teams: a person who resigns while the others play on is announced
/// with the team that now ranks last, and the game goes on.
#[test]
fn a_resignation_in_a_six_player_team_game_names_the_team_that_now_ranks_last() {
    let tables = tables();
    let settings = [("teams", "on"), ("computer_time", "20ms")];
    one(tables.handle(3, &alice(), new_game_with(6, &settings)));
    one(tables.handle(3, &bob(), Command::Join));
    for _ in 2..6 {
        one(tables.handle(3, &alice(), Command::AddComputer(Level::Easy)));
    }
    tables.handle(3, &alice(), Command::Start);
    let replies = tables.handle(3, &alice(), Command::Resign { confirmed: true });
    assert_eq!(
        replies[0].text.lines().next(),
        Some(
            "Alice resigned: team Alice and Computer 4 now ranks after every team still \
             playing; the computer plays Alice's pegs from here on."
        ),
        "{}",
        replies[0].text
    );
    assert!(game(&tables, 3).outcome().is_none(), "Bob plays on");
}

/// Whole 4- and 6-player team games typed into the console by hot-seat players reach
/// the end, the console telling them who plays with whom and who plays on.
#[test]
fn four_and_six_player_team_games_play_to_the_end_in_the_console() {
    for players in [4, 6] {
        let names = ["You", "Bob", "Cid", "Dan", "Eve", "Fay"];
        let rules = HouseRules {
            first_player: checkers_bot::core::FirstPlayer::Creator,
            ..teams()
        };
        let layout = Layout::standard(players).unwrap();
        let mut g = Game::from(Race::new(layout, rules, seat(1)).unwrap());
        let mut script = format!("new {players} teams=on first_player=creator\n");
        for name in &names[1..players] {
            script.push_str(&format!("as {name}\njoin\n"));
        }
        script.push_str("as You\nstart\n");
        let mut n = 0;
        while let Some(s) = g.to_move() {
            let m =
                checkers_bot::ai::choose(&g, Level::Medium, n, std::time::Duration::ZERO).unwrap();
            script.push_str(&format!("as {}\n{} {}\n", names[s.index()], m.from, m.to));
            g.play(m).unwrap();
            n += 1;
        }
        script.push_str("status\n");
        let tables = tables();
        let out = common::console_output(&tables, &script);
        let tail = &out[out.len().saturating_sub(3000)..];
        assert!(out.contains("Teams: You (red) and "), "{tail}");
        assert!(
            out.contains("'s army is home, but the team has not finished"),
            "{tail}"
        );
        assert!(out.contains("Game over"), "{tail}");
        assert!(
            out.contains("1. Team You and ") || out.contains("2. Team You and "),
            "{tail}"
        );
        let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
        assert_eq!(record.phase, Phase::Finished);
        assert_eq!(record.turns.len(), g.history().len());
    }
}
