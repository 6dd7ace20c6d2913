//! The table layer through its public interface, with the real store
//! (cases `wrong-user`, `restart`, `race`). Its settings, board images and computer
//! seats: `tests/table_settings.rs`, `tests/table_images.rs`, `tests/table_computers.rs`.

use crate::common;

use common::{
    alice, bob, carol, game, mv, new_game, new_game_with, one, tables, tables_in, two_player_game,
};
use std::sync::Arc;

use checkers_bot::core::{Point, Seat};
use checkers_bot::store::Phase;
use checkers_bot::table::{Command, Reply, User};

#[test]
fn lobby_to_first_move_with_board_and_mention() {
    let tables = tables();
    let r = one(tables.handle(7, &alice(), new_game(2)));
    assert!(
        !r.private && r.text.contains("Alice opened a game for 2 players"),
        "{}",
        r.text
    );
    let r = one(tables.handle(7, &alice(), Command::Start));
    assert!(
        r.private && r.text.contains("One seat is still empty"),
        "{}",
        r.text
    );
    one(tables.handle(7, &bob(), Command::Join));
    let r = one(tables.handle(7, &carol(), Command::Join));
    assert!(r.private && r.text.contains("All 2 seats are taken"));
    let r = one(tables.handle(7, &bob(), Command::Start));
    assert!(r.private && r.text.contains("Only the game's creator (Alice)"));
    let r = one(tables.handle(7, &alice(), Command::Start));
    assert_eq!(r.mentioned(), Some(1));
    assert!(
        r.text_with(|id| format!("<@{id}>"))
            .contains("<@1>, your turn (red)"),
        "{}",
        r.text
    );
    let r = one(tables.handle(7, &alice(), mv("D2 → e7")));
    assert!(!r.private);
    assert!(r.text.contains("Alice played `d2-e7`"), "{}", r.text);
    assert!(
        r.text_with(|id| format!("<@{id}>"))
            .contains("<@2>, your turn (green)"),
        "{}",
        r.text
    );
    assert_eq!(r.mentioned(), Some(2));
    let png = r.image.expect("a board after every move");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let g = game(&tables, 7);
    assert!(g.board().army(Point::N).contains("e7".parse().unwrap()));
    assert_eq!(g.to_move(), Some(Seat::ALL[1]));
}

/// Case `wrong-user`: while A is to move, B and spectator C type legal moves for A's pegs,
/// and B one for B's own pegs: all refused privately; board, turn and store unchanged.
#[test]
fn wrong_user_moves_are_refused_and_change_nothing() {
    let tables = tables();
    two_player_game(&tables, 1);
    let before = tables.store().load(1).unwrap().unwrap();
    for (user, text, want) in [
        (bob(), "d2 e7", "It is not your turn: Alice is to move."),
        (carol(), "d2 e7", "You are not playing in this game."),
        (bob(), "n2 m7", "It is not your turn: Alice is to move."),
    ] {
        let r = one(tables.handle(1, &user, mv(text)));
        assert!(r.private, "{text}");
        assert_eq!(r.text, want);
        assert!(r.image.is_none() && r.mention.is_none());
        // Typed as plain chat messages the answer is the same.
        let r = one(tables.handle_chat(1, &user, text));
        assert_eq!(r.text, want);
    }
    assert_eq!(
        tables.store().load(1).unwrap().unwrap(),
        before,
        "store unchanged (same revision and bytes)"
    );
    assert_eq!(game(&tables, 1).to_move(), Some(Seat::ALL[0]));
}

#[test]
fn illegal_and_garbled_moves_get_a_short_reason() {
    let tables = tables();
    two_player_game(&tables, 1);
    let before = tables.store().load(1).unwrap().unwrap();
    let cases = [
        ("c1 c3", "`c1 c3`: c3 is not empty."),
        ("d2 e9", "`d2 e9`: the peg on d2 cannot reach e9."),
        ("n2 m7", "`n2 m7`: the peg on n2 is not yours."),
        ("i5 i6", "`i5 i6`: there is no peg on i5."),
        (
            "d2 e14",
            "`d2 e14`: e14 is not a hole: row e has holes 1 to 13.",
        ),
    ];
    for (text, want) in cases {
        let r = one(tables.handle(1, &alice(), mv(text)));
        assert_eq!(r.text, want);
        assert!(r.private);
    }
    // A 4,000-character message: bounded quote, no panic, nothing changes.
    let long = "d2 ".repeat(1334);
    let r = one(tables.handle(1, &alice(), mv(&long)));
    assert!(r.text.chars().count() < 120, "{}", r.text);
    // Conversation is ignored silently.
    assert!(tables.handle_chat(1, &alice(), "nice move!").is_empty());
    assert!(tables.handle_chat(1, &alice(), &long).is_empty());
    assert_eq!(tables.store().load(1).unwrap().unwrap(), before);
}

/// A written chain that names a hole twice in a row, or comes back to its start, is
/// refused for that (docs/rules.md §3): not as "e7 to e7 is not a step or a hop". A chain
/// that comes back to a hole later is a move.
#[test]
fn a_hole_named_twice_or_a_chain_back_to_its_start_says_so() {
    let tables = tables();
    two_player_game(&tables, 1);
    let before = tables.store().load(1).unwrap().unwrap();
    let cases = [
        (
            "c1 e7 e7",
            "`c1 e7 e7`: e7 is named twice in a row: a hop never lands where it started.",
        ),
        (
            "c1 c1 e7",
            "`c1 c1 e7`: c1 is named twice in a row: a hop never lands where it started.",
        ),
        (
            "d2 e7 d2",
            "`d2 e7 d2`: a move cannot end where it started.",
        ),
        (
            "c1 e7 c1",
            "`c1 e7 c1`: a move cannot end where it started.",
        ),
        ("d2 d2", "`d2 d2`: a move cannot end where it started."),
    ];
    for (text, want) in cases {
        let r = one(tables.handle(1, &alice(), mv(text)));
        assert_eq!(r.text, want);
        assert!(r.private);
        // Typed in the channel it is a move attempt, answered the same way.
        assert_eq!(one(tables.handle_chat(1, &alice(), text)).text, want);
    }
    assert_eq!(tables.store().load(1).unwrap().unwrap(), before);
    // c1 over d2 to e7, back to c1 and on to e7 again: a chain may revisit holes.
    let r = tables.handle(1, &alice(), mv("c1 e7 c1 e7"));
    assert!(
        r[0].text.starts_with("Alice played `c1-e7-c1-e7`."),
        "{}",
        r[0].text
    );
}

/// Case `restart`: a 3-player game in X and a 2-player game in Y, two moves each; the
/// process stops and starts again: same positions, rules, players and player to move.
#[test]
fn restart_restores_every_channel() {
    let dir = tempfile::tempdir().unwrap();
    let (x, y) = (100, 200);
    let (snap_x, snap_y);
    {
        let tables = tables_in(dir.path());
        one(tables.handle(x, &alice(), new_game(3)));
        one(tables.handle(x, &bob(), Command::Join));
        one(tables.handle(x, &carol(), Command::Join));
        one(tables.handle(x, &alice(), Command::Start));
        // Seat 1 (N) then seat 2 (SE) move.
        one(tables.handle(x, &alice(), mv("d2 e7")));
        let r = one(tables.handle(x, &bob(), mv("j10 i9")));
        assert!(r.text.contains("Bob played `j10-i9`"), "{}", r.text);
        two_player_game(&tables, y);
        one(tables.handle(y, &alice(), mv("c1 e7")));
        one(tables.handle(y, &bob(), mv("n2 m7")));
        snap_x = tables.store().load(x).unwrap().unwrap();
        snap_y = tables.store().load(y).unwrap().unwrap();
        assert_eq!(snap_x.turns, ["d2-e7", "j10-i9"]);
        assert_eq!(snap_y.turns, ["c1-e7", "n2-m7"]);
    }
    // "Restart": a new process would open the same folder.
    let tables = tables_in(dir.path());
    assert_eq!(tables.store().load(x).unwrap().unwrap(), snap_x);
    assert_eq!(tables.store().load(y).unwrap().unwrap(), snap_y);
    let gx = game(&tables, x);
    assert_eq!(gx.layout().seats(), 3);
    assert_eq!(gx.to_move(), Some(Seat::ALL[2]));
    assert!(gx.board().army(Point::SE).contains("i9".parse().unwrap()));
    let gy = game(&tables, y);
    assert_eq!(gy.to_move(), Some(Seat::ALL[0]));
    assert_eq!(snap_x.phase, Phase::Playing);
    // Play goes on where it stopped.
    let r = one(tables.handle(x, &carol(), mv("j1 i1")));
    assert!(r.text.contains("Carol played `j1-i1`"), "{}", r.text);
    let mut channels: Vec<u64> = tables.store().channels().unwrap();
    channels.sort_unstable();
    assert_eq!(channels, [x, y]);
}

/// Case `race`: the same move sent twice at once by the player to move: exactly one is
/// applied and stored; the other is told it is not their turn; the turn advances once.
#[test]
fn race_between_duplicate_moves_applies_one() {
    let tables = Arc::new(tables());
    two_player_game(&tables, 5);
    let barrier = Arc::new(std::sync::Barrier::new(2));
    let handles: Vec<_> = (0..2)
        .map(|_| {
            let (t, b) = (tables.clone(), barrier.clone());
            std::thread::spawn(move || {
                b.wait();
                one(t.handle(5, &alice(), mv("d2 e7")))
            })
        })
        .collect();
    let replies: Vec<Reply> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let applied = replies
        .iter()
        .filter(|r| r.text.contains("Alice played"))
        .count();
    let refused = replies
        .iter()
        .filter(|r| r.private && r.text == "It is not your turn: Bob is to move.")
        .count();
    assert_eq!((applied, refused), (1, 1), "{replies:?}");
    let record = tables.store().load(5).unwrap().unwrap();
    assert_eq!(record.turns, ["d2-e7"]);
    assert_eq!(game(&tables, 5).to_move(), Some(Seat::ALL[1]));
}

#[test]
fn abort_is_for_the_creator_or_a_manager() {
    let tables = tables();
    two_player_game(&tables, 3);
    let r = one(tables.handle(3, &bob(), Command::Abort { confirmed: true }));
    assert!(r.private && r.text.contains("Only the game's creator"));
    let mut mod_user = carol();
    mod_user.manager = true;
    let r = one(tables.handle(3, &mod_user, Command::Abort { confirmed: true }));
    assert_eq!(r.text, "The game was aborted by Carol.");
    assert!(tables.store().load(3).unwrap().is_none());
    let r = one(tables.handle(3, &alice(), Command::Board));
    assert!(r.private && r.text.starts_with("There is no game"));
}

#[test]
fn names_cannot_ping_or_break_formatting() {
    let tables = tables();
    let evil = User::new(66, "@everyone <@&123> **x**\u{202e}");
    let r = one(tables.handle(4, &evil, new_game(2)));
    assert!(!r.text.contains("@everyone"), "{}", r.text);
    assert!(!r.text.contains("<@&"), "{}", r.text);
    assert!(!r.text.contains('\u{202e}'));
    assert_eq!(r.mentioned(), None);
}

/// Turn timeout across a restart: the time the bot was not running does not count
/// (docs/rules.md §4); the clock runs again from the restart and then hands the seat on.
#[test]
fn turn_timeout_counts_from_a_restart_and_hands_the_seat_to_the_computer() {
    use std::sync::atomic::{AtomicU64, Ordering};
    let dir = tempfile::tempdir().unwrap();
    let now = Arc::new(AtomicU64::new(1_000_000));
    let clock = |now: &Arc<AtomicU64>| {
        let now = now.clone();
        move || now.load(Ordering::SeqCst)
    };
    {
        let tables = tables_in(dir.path()).with_clock(clock(&now));
        one(tables.handle(1, &alice(), new_game_with(2, &[("turn_timeout", "1h")])));
        one(tables.handle(1, &bob(), Command::Join));
        one(tables.handle(1, &alice(), Command::Start));
        one(tables.handle(1, &alice(), mv("d2 e7")));
        assert_eq!(
            tables.store().load(1).unwrap().unwrap().turn_started,
            1_000_000
        );
    }
    // 40 minutes later the process restarts; 30 more minutes pass, then 30 more.
    now.store(1_000_000 + 40 * 60, Ordering::SeqCst);
    let tables = tables_in(dir.path()).with_clock(clock(&now));
    assert!(tables.tick_all().is_empty(), "the clock starts again");
    now.store(1_000_000 + 70 * 60, Ordering::SeqCst);
    // Half of Bob's hour, counted from the restart: he is reminded, once.
    let reminded = tables.tick_all();
    assert_eq!(reminded.len(), 1);
    assert_eq!(
        reminded[0].1[0].text,
        "Bob, it is your turn: 30m left before your time runs out."
    );
    assert!(tables.tick_all().is_empty(), "Bob still has 30 minutes");
    now.store(1_000_000 + 100 * 60, Ordering::SeqCst);
    let expired = tables.tick_all();
    assert_eq!(expired.len(), 1);
    let (channel, replies) = &expired[0];
    assert_eq!(*channel, 1);
    let r = &replies[0];
    assert!(r.text.starts_with("Bob ran out of time."), "{}", r.text);
    // 2 players: Bob is out, so the game ends with Alice first.
    assert!(r.text.contains("Game over"), "{}", r.text);
    let g = game(&tables, 1);
    let standings = &g.outcome().unwrap().standings;
    assert_eq!(
        (standings[0].seat, standings[1].seat, standings[1].resigned),
        (Seat::ALL[0], Seat::ALL[1], true)
    );
    assert!(tables.tick_all().is_empty(), "nothing more to do");
}
