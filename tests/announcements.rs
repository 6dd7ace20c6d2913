//! What the table says, checked as text: the announcements and refusals a new player
//! found wrong or unclear (the start order, the capture game's help and rules,
//! timeouts, `defaults` alone, the move limit's tiebreak, a move in the lobby, a seat of
//! several armies, the lines left out of a long post).

use crate::common;

use checkers_bot::ai::Level;
use checkers_bot::table::{Command, HelpTopic, Reply, User};
use common::{alice, bob, carol, game, new_game, new_game_with, seeded_tables, tables, texts};

/// The texts of `replies`, one a line.
fn text(replies: &[Reply]) -> String {
    texts(replies).join("\n")
}

/// Item 6: the order announced at the start is the order of play, counterclockwise too.
#[test]
fn the_start_announces_the_counterclockwise_order() {
    let tables = tables();
    tables.handle(
        1,
        &alice(),
        new_game_with(3, &[("turn_order", "counterclockwise")]),
    );
    tables.handle(1, &bob(), Command::Join);
    tables.handle(1, &carol(), Command::Join);
    let start = text(&tables.handle(1, &alice(), Command::Start));
    assert!(
        start.contains("Alice (red) → Carol (purple) → Bob (blue)"),
        "{start}"
    );
    // And Carol is indeed next.
    let next = text(&tables.handle(1, &alice(), Command::Move("d2 e7".into())));
    assert!(next.contains("Carol, your turn"), "{next}");
}

/// Item 7: in a capture game, `help` explains the capture game and `rules` names it and
/// lists only the rules that mean something there.
#[test]
fn a_capture_game_has_its_own_help_and_rules() {
    let tables = tables();
    tables.handle(2, &alice(), new_game_with(3, &[("variant", "capture")]));
    let help = tables.handle(2, &alice(), Command::Help(Some(HelpTopic::Moves)));
    assert!(
        help[0].text.starts_with("**Capture game**"),
        "{}",
        help[0].text
    );
    let rules = text(&tables.handle(2, &alice(), Command::Rules));
    assert!(rules.contains("capture"), "{rules}");
    assert!(!rules.contains("standard"), "{rules}");
    assert!(!rules.contains("move_limit="), "{rules}");
    assert!(rules.contains("long_jumps=off"), "{rules}");
}

/// Item 8: `defaults` with nothing to change shows the defaults and changes nothing.
#[test]
fn defaults_alone_shows_the_defaults() {
    let tables = tables();
    let replies = tables.handle(3, &alice(), Command::Defaults { settings: vec![] });
    assert_eq!(replies.len(), 1);
    assert!(replies[0].private);
    assert!(!replies[0].text.contains("changed"), "{}", replies[0].text);
    assert!(
        replies[0].text.contains("move_limit=200"),
        "{}",
        replies[0].text
    );
}

/// Item 8: a seat that ran out of time is listed so in the result, not as resigned.
#[test]
fn a_timeout_is_not_listed_as_a_resignation() {
    let now = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(5_000_000));
    let clock = now.clone();
    let tables = tables().with_clock(move || clock.load(std::sync::atomic::Ordering::SeqCst));
    tables.handle(4, &alice(), new_game(2));
    tables.handle(4, &bob(), Command::Join);
    tables.handle(4, &alice(), Command::Start);
    now.fetch_add(24 * 3600, std::sync::atomic::Ordering::SeqCst);
    let result = text(&tables.handle(4, &bob(), Command::Status));
    assert!(result.contains("Alice ran out of time"), "{result}");
    assert!(result.contains("Alice (ran out of time)"), "{result}");
    assert!(!result.contains("(resigned)"), "{result}");
}

/// Item 10: a game ended by the move limit shows the tiebreak after pegs home: the
/// distance each unfinished seat still had to go.
#[test]
fn the_move_limit_result_shows_the_distance_to_go() {
    let tables = tables();
    tables.handle(5, &alice(), new_game_with(2, &[("move_limit", "1")]));
    tables.handle(5, &alice(), Command::AddComputer(Level::Medium));
    tables.handle(5, &alice(), Command::Start);
    let result = text(&tables.handle(5, &alice(), Command::Move("d2 e7".into())));
    let game = game(&tables, 5);
    assert!(result.contains("move limit"), "{result}");
    let race = game.as_race().expect("a race");
    for seat in race.seats() {
        // In one pair of brackets with the pegs home: "(0 pegs home, distance to go: 139)".
        let line = format!(" pegs home, distance to go: {})", race.distance_to_go(seat));
        assert!(result.contains(&line), "{line} in {result}");
    }
}

/// Item 12: a move typed in the lobby is told the game has not started yet.
#[test]
fn a_move_in_the_lobby_is_told_the_game_has_not_started() {
    let tables = tables();
    tables.handle(6, &alice(), new_game(2));
    let r = tables.handle(6, &alice(), Command::Move("d2 e7".into()));
    assert_eq!(text(&r), "The game has not started yet.");
    assert!(r[0].private);
}

/// Item 13: a seat of two armies is told both colours when it is to move.
#[test]
fn a_seat_of_two_armies_is_told_both_colours() {
    let tables = tables();
    tables.handle(
        7,
        &alice(),
        Command::New {
            players: 3,
            armies: 2,
            settings: vec![],
        },
    );
    tables.handle(7, &bob(), Command::Join);
    tables.handle(7, &carol(), Command::Join);
    let start = text(&tables.handle(7, &alice(), Command::Start));
    assert!(start.contains("Alice, your turn (red/green)"), "{start}");
}

/// Item 18: when the computers play many turns in one go (here the rest of the game
/// after the only person resigns), the lines left out are said in words, with their
/// number and where to see them all; the first line and the last ten are kept.
#[test]
fn left_out_turn_lines_are_explained_in_words() {
    let tables = seeded_tables(1);
    tables.handle(9, &alice(), new_game(3));
    tables.handle(9, &alice(), Command::AddComputer(Level::Medium));
    tables.handle(9, &alice(), Command::AddComputer(Level::Medium));
    tables.handle(9, &alice(), Command::Start);
    let before = game(&tables, 9).history().len();
    let replies = tables.handle(9, &alice(), Command::Resign { confirmed: true });
    let game = game(&tables, 9);
    let outcome = game
        .outcome()
        .expect("the computers play the game to its end");
    // One line per turn since the resignation, and one per seat that finished then.
    let finished = outcome.standings.iter().filter(|s| s.finished).count();
    let lines = game.history().len() - before + finished;
    assert!(lines > 12, "{lines} lines");
    let text = &replies[0].text;
    let shown: Vec<&str> = text.lines().collect();
    assert_eq!(shown[0], "Alice resigned.", "{text}");
    assert_eq!(
        shown[1],
        format!(
            "… {} lines left out here (the turns in between); `replay` shows the whole game.",
            lines - 11
        ),
        "{text}"
    );
    assert!(!text.contains("… ("), "{text}");
}

/// `status` tells the player to move "it is your turn" and everyone else who is to move
/// as the board's header does ("Alice to move"), so no name ("You" included) makes the
/// sentence wrong; in every language.
#[test]
fn status_says_your_turn_to_the_player_to_move_and_names_them_to_others() {
    let tables = tables();
    let you = User::new(1, "You");
    tables.handle(8, &you, new_game(2));
    tables.handle(8, &bob(), Command::Join);
    tables.handle(8, &you, Command::Start);
    let seats = "You (red): 0/10 home; Bob (green): 0/10 home";
    let mine = tables.handle(8, &you, Command::Status);
    assert_eq!(text(&mine), format!("Move 1; it is your turn. {seats}"));
    assert!(mine[0].private);
    assert_eq!(
        text(&tables.handle(8, &bob(), Command::Status)),
        format!("Move 1; You to move. {seats}")
    );
    assert_eq!(
        text(&tables.handle(8, &carol(), Command::Status)),
        format!("Move 1; You to move. {seats}")
    );
    let italian = User {
        locale: Some("it".into()),
        ..User::new(1, "You")
    };
    let mine = text(&tables.handle(8, &italian, Command::Status));
    assert!(mine.starts_with("Mossa 1; tocca a te. "), "{mine}");
}
