//! Computer seats through the table: they move by themselves, take over the seat of a
//! player who resigns and are credited with its moves, and finish in order.

use crate::common;

use checkers_bot::ai::Level;
use checkers_bot::core::Seat;
use checkers_bot::store::Phase;
use checkers_bot::table::{Command, User};
use common::{alice, bob, carol, game, mv, new_game, new_game_with, one, seeded_tables, tables};

#[test]
fn computer_seats_move_by_themselves_and_resign_hands_over() {
    let tables = seeded_tables(1);
    one(tables.handle(9, &alice(), new_game(3)));
    let r = one(tables.handle(9, &bob(), Command::AddComputer(Level::Medium)));
    assert!(r.private, "only the creator seats computers");
    one(tables.handle(9, &alice(), Command::AddComputer(Level::Medium)));
    one(tables.handle(9, &alice(), Command::AddComputer(Level::Medium)));
    let r = one(tables.handle(9, &alice(), Command::Start));
    // Seed 1: seat 2 (a computer) starts; both computers move before Alice is asked.
    assert!(r.text.contains("Computer 2 played"), "{}", r.text);
    assert!(r.text.contains("Computer 3 played"), "{}", r.text);
    assert_eq!(r.mentioned(), Some(1));
    assert_eq!(game(&tables, 9).to_move(), Some(Seat::ALL[0]));
    // Alice resigns: the computer plays her seat to the end; she is ranked last.
    let replies = tables.handle(9, &alice(), Command::Resign { confirmed: true });
    assert_eq!(replies.len(), 2, "the result, then the replay");
    let r = &replies[0];
    assert!(r.text.contains("Alice resigned"), "{}", r.text);
    assert!(r.text.contains("Game over"), "{}", r.text);
    assert_eq!(replies[1].image_extension(), Some("gif"));
    let g = game(&tables, 9);
    let last = g.outcome().unwrap().standings.last().unwrap();
    assert_eq!((last.seat, last.resigned), (Seat::ALL[0], true));
    assert_eq!(
        tables.store().load(9).unwrap().unwrap().phase,
        Phase::Finished
    );
    // A finished table can be replaced by a new game.
    one(tables.handle(9, &bob(), new_game(2)));
}

/// Takeover (docs/rules.md §4, `abandon = ai-takeover`): in a 4-player game with a `hard` and
/// an `easy` computer, Bob resigns mid-game through the table; from then on the computer
/// plays his seat (at `medium`) inside the other commands, to the end of the game. The
/// board image shows each computer's level beside its seat, Bob's takeover included.
#[test]
#[expect(
    clippy::too_many_lines,
    reason = "one game from the lobby to its end, checked at each step"
)]
fn a_player_who_resigns_mid_game_is_played_to_the_end_by_the_computer() {
    use checkers_bot::core::{EndReason, Turn};
    use checkers_bot::render::{render_png, BoardView};
    let tables = tables();
    let settings = [("first_player", "creator"), ("computer_time", "20ms")];
    one(tables.handle(4, &alice(), new_game_with(4, &settings)));
    one(tables.handle(4, &bob(), Command::Join));
    let r = one(tables.handle(4, &alice(), Command::AddComputer(Level::Hard)));
    assert_eq!(r.text, "A computer player (hard) took seat 3 (3/4).");
    one(tables.handle(4, &alice(), Command::AddComputer(Level::Easy)));
    one(tables.handle(4, &alice(), Command::Start));
    let record = tables.store().load(4).unwrap().unwrap();
    assert_eq!(
        record.seats[2..],
        [
            checkers_bot::store::Occupant::Computer { level: Level::Hard },
            checkers_bot::store::Occupant::Computer { level: Level::Easy },
        ]
    );
    let people = [alice(), bob()];
    let play = |n: u64| {
        let g = game(&tables, 4);
        let seat = g.to_move().expect("a person is to move");
        let m = checkers_bot::ai::choose(&g, Level::Medium, n, std::time::Duration::ZERO).unwrap();
        // The move's reply first (the last move also brings the game's replay).
        let replies = tables.handle(
            4,
            &people[seat.index()],
            mv(&format!("{} {}", m.from, m.to)),
        );
        assert!(replies.iter().all(|r| !r.private), "{:?}", replies[0].text);
        replies.into_iter().next().unwrap()
    };
    // Ten moves each; the computers answer inside the same commands.
    for n in 0..20 {
        play(n);
    }
    let g = game(&tables, 4);
    assert_eq!(
        (g.moves_made(Seat::ALL[0]), g.moves_made(Seat::ALL[1])),
        (10, 10)
    );
    assert_eq!(
        (g.moves_made(Seat::ALL[2]), g.moves_made(Seat::ALL[3])),
        (10, 10)
    );
    assert_eq!(g.to_move(), Some(Seat::ALL[0]));
    let r = one(tables.handle(4, &bob(), Command::Resign { confirmed: true }));
    assert!(
        r.text.contains("Bob resigned; the computer plays"),
        "{}",
        r.text
    );
    let resigned_at = game(&tables, 4).history().len();
    // `status` names the seat's player, and says they resigned.
    let status = one(tables.handle(4, &alice(), Command::Status)).text;
    // (The pegs home depend on the computers' moves, which have a deadline.)
    let bob_line = status.split("; ").find(|l| l.starts_with("Bob (yellow): "));
    assert!(
        bob_line.is_some_and(|l| l.ends_with("/10 home (resigned)")),
        "{status}"
    );
    // Alice plays on; after her first move the computer moves for Bob.
    let r = play(100);
    assert!(r.text.contains("Computer (for Bob) played `"), "{}", r.text);
    assert!(!r.text.contains("\nBob played"), "{}", r.text);
    let mut n = 101;
    while game(&tables, 4).to_move().is_some() {
        play(n);
        n += 1;
        assert!(n < 400, "the game does not end");
    }
    let g = game(&tables, 4);
    let outcome = g.outcome().unwrap();
    // Every place decided, or only one player left besides Bob (`hard` plays to a
    // deadline, so the course of the game varies from run to run).
    assert!(
        matches!(
            outcome.reason,
            EndReason::Finished | EndReason::Resignations
        ),
        "{outcome:?}"
    );
    assert!(outcome.standings[..3].iter().filter(|s| s.finished).count() >= 2);
    let bob_moves = g.history()[resigned_at..]
        .iter()
        .filter(|t| matches!(t, Turn::Move { seat, .. } if *seat == Seat::ALL[1]))
        .count();
    assert!(bob_moves >= 20, "Bob's seat moved {bob_moves} times");
    // The computer brought Bob's pegs on; he is still ranked after everyone else.
    assert!(
        g.as_race().unwrap().pegs_home(Seat::ALL[1]) >= 5,
        "{} of Bob's pegs home",
        g.as_race().unwrap().pegs_home(Seat::ALL[1])
    );
    let last = outcome.standings.last().unwrap();
    assert_eq!((last.seat, last.resigned), (Seat::ALL[1], true));
    assert_eq!(
        tables.store().load(4).unwrap().unwrap().phase,
        Phase::Finished
    );

    // The board: levels beside the computer seats and Bob's (taken over) seat.
    let board = one(tables.handle(4, &alice(), Command::Board));
    let names: Vec<String> = ["Alice", "Bob", "Computer 3", "Computer 4"]
        .map(String::from)
        .to_vec();
    let winner = ["Alice", "Bob", "Computer 3", "Computer 4"][outcome.standings[0].seat.index()];
    let header = format!("Game over · {winner} wins");
    // Under the header: casual (a house rule is set), then the rules without the table
    // setting computer_time.
    let rules = vec!["casual".to_string(), "first_player=creator".to_string()];
    let levels: Vec<String> = ["", "medium", "hard", "easy"].map(String::from).to_vec();
    let expected = render_png(&BoardView {
        levels: &levels,
        rules: &rules,
        ..BoardView::new(&g, &names, &header)
    });
    assert!(
        board.image.as_deref() == Some(expected.as_slice()),
        "levels not drawn"
    );
    let without = render_png(&BoardView {
        rules: &rules,
        ..BoardView::new(&g, &names, &header)
    });
    assert_ne!(without, expected);
}

/// After Bob resigns, the computer plays his pegs: its moves are announced as the
/// computer's, "Computer (for Bob) played …", not as Bob's (docs/rules.md §4).
#[test]
fn the_computers_moves_for_a_player_who_resigned_are_credited_to_the_computer() {
    use checkers_bot::core::Turn;
    let tables = tables();
    let settings = [("first_player", "creator"), ("computer_time", "20ms")];
    one(tables.handle(6, &alice(), new_game_with(3, &settings)));
    one(tables.handle(6, &bob(), Command::Join));
    one(tables.handle(6, &carol(), Command::Join));
    one(tables.handle(6, &alice(), Command::Start));
    one(tables.handle(6, &alice(), mv("d2 e7")));
    // Bob resigns on his turn: the computer moves for him at once, then Carol is asked.
    let r = &tables.handle(6, &bob(), Command::Resign { confirmed: true })[0];
    let g = game(&tables, 6);
    let Some(Turn::Move { seat, .. }) = g.history().get(2) else {
        panic!("{:?}", g.history())
    };
    assert_eq!(*seat, Seat::ALL[1]);
    let lines: Vec<&str> = r.text.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "Bob resigned; the computer plays their pegs from here on.".to_string(),
            format!("Computer (for Bob) played `{}`.", g.history()[2].text()),
        ]
    );
    // Carol moves (her own move), then Alice, after whom the computer moves for Bob again.
    let play_first = |person: &User| {
        let m = game(&tables, 6).legal_moves()[0];
        let mut replies = tables.handle(6, person, mv(&format!("{} {}", m.from, m.to)));
        replies.remove(0).text
    };
    let text = play_first(&carol());
    let turn = |i: usize| game(&tables, 6).history()[i].text();
    assert_eq!(
        text.lines().next(),
        Some(format!("Carol played `{}`.", turn(3)).as_str())
    );
    let text = play_first(&alice());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..2],
        [
            format!("Alice played `{}`.", turn(4)),
            format!("Computer (for Bob) played `{}`.", turn(5)),
        ]
    );
}

/// A level that does not exist is refused with the valid ones, and nothing changes.
#[test]
fn add_computer_refuses_an_unknown_level() {
    assert_eq!(
        Command::parse("add-computer expert")
            .unwrap_err()
            .to_string(),
        "computer levels are beginner, novice, learner, easy, moderate, medium, skilled, advanced, strong and hard"
    );
    assert_eq!(
        Command::parse("add-computer"),
        Ok(Some(Command::AddComputer(Level::Medium)))
    );
}

/// Several computer seats may finish between two of a human's turns: each is announced
/// once, with its own place, in the order they finished (tester's finding: two seats were
/// both announced as place 2). Seed 1 has such a batch.
#[test]
fn seats_finishing_in_one_batch_get_their_own_places_in_order() {
    for seed in 1..=3 {
        let places = finish_places(seed);
        let expected: Vec<usize> = (1..=places.len()).collect();
        assert!(places.len() >= 3, "seed {seed}: {places:?}");
        assert_eq!(places, expected, "seed {seed}");
    }
}

/// Alice against five `medium` computers, playing `easy` moves until she finishes or the
/// game ends; the places announced, in order.
fn finish_places(seed: u64) -> Vec<usize> {
    let tables = seeded_tables(seed);
    one(tables.handle(21, &alice(), new_game(6)));
    for _ in 0..5 {
        one(tables.handle(21, &alice(), Command::AddComputer(Level::Medium)));
    }
    let mut texts: Vec<String> = tables
        .handle(21, &alice(), Command::Start)
        .into_iter()
        .map(|r| r.text)
        .collect();
    for n in 0..600u64 {
        let g = game(&tables, 21);
        if g.outcome().is_some() || g.is_finished(Seat::ALL[0]) {
            break;
        }
        let m = checkers_bot::ai::choose(&g, Level::Easy, n, std::time::Duration::from_secs(1))
            .expect("Alice has a move");
        let text = format!("{}-{}", m.from, m.to);
        texts.extend(
            tables
                .handle(21, &alice(), mv(&text))
                .into_iter()
                .map(|r| r.text),
        );
    }
    texts
        .iter()
        .flat_map(|t| t.lines())
        .filter_map(|l| l.split("takes place ").nth(1))
        .map(|p| p.trim_end_matches('!').parse().unwrap())
        .collect()
}
