//! The table layer through its public interface, with the real store
//! (cases `wrong-user`, `restart`, `race` from ../shared/cases).

use std::sync::Arc;

use checkers_bot::core::{Game, Point};
use checkers_bot::store::{Phase, Store};
use checkers_bot::table::{game_of, Command, Reply, Tables, User};

fn alice() -> User {
    User::new(1, "Alice")
}
fn bob() -> User {
    User::new(2, "Bob")
}
fn carol() -> User {
    User::new(3, "Carol")
}

fn mv(text: &str) -> Command {
    Command::Move(text.into())
}

fn one(replies: Vec<Reply>) -> Reply {
    assert_eq!(replies.len(), 1, "{replies:?}");
    replies.into_iter().next().unwrap()
}

fn game(tables: &Tables, channel: u64) -> Game {
    game_of(&tables.store().load(channel).unwrap().unwrap()).unwrap()
}

/// Opens a 2-player game (Alice, Bob) in `channel` with the seed making Alice move first.
fn two_player_game(tables: &Tables, channel: u64) {
    one(tables.handle(
        channel,
        &alice(),
        Command::New {
            players: 2,
            armies: 1,
            settings: vec![],
        },
    ));
    one(tables.handle(channel, &bob(), Command::Join));
    let start = one(tables.handle(channel, &alice(), Command::Start));
    assert!(start.image.is_some());
    assert_eq!(
        game(tables, channel).to_move(),
        Some(0),
        "seed 0 makes seat 1 move first"
    );
}

#[test]
fn lobby_to_first_move_with_board_and_mention() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 0);
    let r = one(tables.handle(
        7,
        &alice(),
        Command::New {
            players: 2,
            armies: 1,
            settings: vec![],
        },
    ));
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
    assert_eq!(r.mention, Some(1));
    assert!(r.text.contains("<@1>, your turn (red)"), "{}", r.text);
    let r = one(tables.handle(7, &alice(), mv("D2 → e7")));
    assert!(!r.private);
    assert!(r.text.contains("Alice played `d2-e7`"), "{}", r.text);
    assert!(r.text.contains("<@2>, your turn (green)"), "{}", r.text);
    assert_eq!(r.mention, Some(2));
    let png = r.image.expect("a board after every move");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let g = game(&tables, 7);
    assert!(g.board().army(Point::N).contains("e7".parse().unwrap()));
    assert_eq!(g.to_move(), Some(1));
}

/// Case `wrong-user`: while A is to move, B and spectator C type legal moves for A's pegs,
/// and B one for B's own pegs: all refused privately; board, turn and store unchanged.
#[test]
fn wrong_user_moves_are_refused_and_change_nothing() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 0);
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
    assert_eq!(game(&tables, 1).to_move(), Some(0));
}

#[test]
fn illegal_and_garbled_moves_get_a_short_reason() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 0);
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

/// Case `restart`: a 3-player game in X and a 2-player game in Y, two moves each; the
/// process stops and starts again: same positions, rules, players and player to move.
#[test]
fn restart_restores_every_channel() {
    let dir = tempfile::tempdir().unwrap();
    let (x, y) = (100, 200);
    let (snap_x, snap_y);
    {
        let tables = Tables::with_seed(Store::open(dir.path()).unwrap(), 0);
        one(tables.handle(
            x,
            &alice(),
            Command::New {
                players: 3,
                armies: 1,
                settings: vec![],
            },
        ));
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
    let tables = Tables::with_seed(Store::open(dir.path()).unwrap(), 0);
    assert_eq!(tables.store().load(x).unwrap().unwrap(), snap_x);
    assert_eq!(tables.store().load(y).unwrap().unwrap(), snap_y);
    let gx = game(&tables, x);
    assert_eq!(gx.layout().seats(), 3);
    assert_eq!(gx.to_move(), Some(2));
    assert!(gx.board().army(Point::SE).contains("i9".parse().unwrap()));
    let gy = game(&tables, y);
    assert_eq!(gy.to_move(), Some(0));
    assert_eq!(snap_x.phase, Phase::Playing);
    // Play goes on where it stopped.
    let r = one(tables.handle(x, &carol(), mv("j1 i1")));
    assert!(r.text.contains("Carol played `j1-i1`"), "{}", r.text);
    let mut channels: Vec<u64> = tables.store().channels().collect();
    channels.sort_unstable();
    assert_eq!(channels, [x, y]);
}

/// Case `race`: the same move sent twice at once by the player to move: exactly one is
/// applied and stored; the other is told it is not their turn; the turn advances once.
#[test]
fn race_between_duplicate_moves_applies_one() {
    let tables = Arc::new(Tables::with_seed(Store::temporary().unwrap(), 0));
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
    assert_eq!(game(&tables, 5).to_move(), Some(1));
}

#[test]
fn computer_seats_move_by_themselves_and_resign_hands_over() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 1);
    one(tables.handle(
        9,
        &alice(),
        Command::New {
            players: 3,
            armies: 1,
            settings: vec![],
        },
    ));
    let r = one(tables.handle(9, &bob(), Command::AddComputer));
    assert!(r.private, "only the creator seats computers");
    one(tables.handle(9, &alice(), Command::AddComputer));
    one(tables.handle(9, &alice(), Command::AddComputer));
    let r = one(tables.handle(9, &alice(), Command::Start));
    // Seed 1: seat 2 (a computer) starts; both computers move before Alice is asked.
    assert!(r.text.contains("Computer 2 played"), "{}", r.text);
    assert!(r.text.contains("Computer 3 played"), "{}", r.text);
    assert_eq!(r.mention, Some(1));
    assert_eq!(game(&tables, 9).to_move(), Some(0));
    // Alice resigns: the computer plays her seat to the end; she is ranked last.
    let r = one(tables.handle(9, &alice(), Command::Resign));
    assert!(r.text.contains("Alice resigned"), "{}", r.text);
    assert!(r.text.contains("Game over"), "{}", r.text);
    let g = game(&tables, 9);
    let last = g.outcome().unwrap().standings.last().unwrap();
    assert_eq!((last.seat, last.resigned), (0, true));
    assert_eq!(
        tables.store().load(9).unwrap().unwrap().phase,
        Phase::Finished
    );
    // A finished table can be replaced by a new game.
    one(tables.handle(
        9,
        &bob(),
        Command::New {
            players: 2,
            armies: 1,
            settings: vec![],
        },
    ));
}

#[test]
fn abort_is_for_the_creator_or_a_manager() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 0);
    two_player_game(&tables, 3);
    let r = one(tables.handle(3, &bob(), Command::Abort));
    assert!(r.private && r.text.contains("Only the game's creator"));
    let mut mod_user = carol();
    mod_user.manager = true;
    let r = one(tables.handle(3, &mod_user, Command::Abort));
    assert_eq!(r.text, "The game was aborted by Carol.");
    assert!(tables.store().load(3).unwrap().is_none());
    let r = one(tables.handle(3, &alice(), Command::Board));
    assert!(r.private && r.text.starts_with("There is no game"));
}

#[test]
fn names_cannot_ping_or_break_formatting() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 0);
    let evil = User::new(66, "@everyone <@&123> **x**\u{202e}");
    let r = one(tables.handle(
        4,
        &evil,
        Command::New {
            players: 2,
            armies: 1,
            settings: vec![],
        },
    ));
    assert!(!r.text.contains("@everyone"), "{}", r.text);
    assert!(!r.text.contains("<@&"), "{}", r.text);
    assert!(!r.text.contains('\u{202e}'));
    assert_eq!(r.mention, None);
}

#[test]
fn new_game_takes_a_preset_and_rules_and_rules_shows_them() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 0);
    let settings = vec![
        ("preset".to_string(), "masters".to_string()),
        ("long_jumps".to_string(), "on".to_string()),
    ];
    let r = one(tables.handle(
        1,
        &alice(),
        Command::New {
            players: 3,
            armies: 2,
            settings,
        },
    ));
    assert!(
        r.text.contains("Each player commands 2 armies."),
        "{}",
        r.text
    );
    assert!(
        r.text.contains("House rules of this game: foreign_points=pass-through, anti_spoiling=swap, long_jumps=on, move_limit=0."),
        "{}",
        r.text
    );
    let r = one(tables.handle(1, &bob(), Command::Rules));
    assert!(r.private);
    assert_eq!(
        r.text,
        "House rules of this game: foreign_points=pass-through, anti_spoiling=swap, long_jumps=on, move_limit=0.\n\
         `unused_points=empty · foreign_points=pass-through · anti_spoiling=swap · long_jumps=on · leave_target=off · \
         first_player=coin-toss · turn_order=clockwise · move_limit=0 · placements=on · turn_timeout=24h · abandon=ai-takeover`"
    );
    let record = tables.store().load(1).unwrap().unwrap();
    assert_eq!(record.armies, 2);
    assert!(record.rules.long_jumps);
}

#[test]
fn invalid_rule_values_list_the_valid_ones_and_change_nothing() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 0);
    let bad = |k: &str, v: &str| Command::New {
        players: 2,
        armies: 1,
        settings: vec![(k.into(), v.into())],
    };
    let r = one(tables.handle(1, &alice(), bad("anti_spoiling", "sometimes")));
    assert_eq!(r.text, "`anti_spoiling` takes full-target, swap, none.");
    let r = one(tables.handle(1, &alice(), bad("colour", "red")));
    assert!(
        r.text
            .starts_with("`colour` is not a house rule. Known: preset, unused_points"),
        "{}",
        r.text
    );
    let r = one(tables.handle(1, &alice(), bad("preset", "chaos")));
    assert_eq!(r.text, "`preset` takes standard, masters, fast.");
    let r = one(tables.handle(
        1,
        &alice(),
        Command::New {
            players: 4,
            armies: 2,
            settings: vec![],
        },
    ));
    assert!(r.text.starts_with("Armies per player"), "{}", r.text);
    assert!(tables.store().load(1).unwrap().is_none());
}

#[test]
fn channel_defaults_need_manage_channels_and_apply_to_new_games_only() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 0);
    let fast = vec![("preset".to_string(), "fast".to_string())];
    let r = one(tables.handle(
        1,
        &alice(),
        Command::Defaults {
            settings: fast.clone(),
        },
    ));
    assert!(r.private && r.text.contains("Manage Channels"));
    let r = one(tables.handle(1, &alice(), Command::Rules));
    assert!(
        r.text
            .starts_with("This channel's default house rules: standard."),
        "{}",
        r.text
    );
    let mut manager = carol();
    manager.manager = true;
    let r = one(tables.handle(1, &manager, Command::Defaults { settings: fast }));
    assert_eq!(
        r.text,
        "Carol changed this channel's default house rules: fast."
    );
    one(tables.handle(
        1,
        &alice(),
        Command::New {
            players: 2,
            armies: 1,
            settings: vec![],
        },
    ));
    assert!(tables.store().load(1).unwrap().unwrap().rules.long_jumps);
    // Other channels keep the standard defaults; a game's rules never change afterwards.
    one(tables.handle(
        2,
        &alice(),
        Command::New {
            players: 2,
            armies: 1,
            settings: vec![],
        },
    ));
    assert!(!tables.store().load(2).unwrap().unwrap().rules.long_jumps);
    let slow = vec![("long_jumps".to_string(), "off".to_string())];
    one(tables.handle(1, &manager, Command::Defaults { settings: slow }));
    assert!(tables.store().load(1).unwrap().unwrap().rules.long_jumps);
}

#[test]
fn first_player_creator_always_starts() {
    // Seed 1 makes the coin toss pick seat 2; with first_player=creator seat 1 starts.
    let tables = Tables::with_seed(Store::temporary().unwrap(), 1);
    let creator = vec![("first_player".to_string(), "creator".to_string())];
    one(tables.handle(
        1,
        &alice(),
        Command::New {
            players: 2,
            armies: 1,
            settings: creator,
        },
    ));
    one(tables.handle(1, &bob(), Command::Join));
    one(tables.handle(1, &alice(), Command::Start));
    assert_eq!(game(&tables, 1).to_move(), Some(0));
    one(tables.handle(
        2,
        &alice(),
        Command::New {
            players: 2,
            armies: 1,
            settings: vec![],
        },
    ));
    one(tables.handle(2, &bob(), Command::Join));
    one(tables.handle(2, &alice(), Command::Start));
    assert_eq!(game(&tables, 2).to_move(), Some(1));
}

/// Turn timeout across a restart: the clock runs from the stored time, not from zero.
#[test]
fn turn_timeout_survives_a_restart_and_hands_the_seat_to_the_computer() {
    use std::sync::atomic::{AtomicU64, Ordering};
    let dir = tempfile::tempdir().unwrap();
    let now = Arc::new(AtomicU64::new(1_000_000));
    let clock = |now: &Arc<AtomicU64>| {
        let now = now.clone();
        move || now.load(Ordering::SeqCst)
    };
    {
        let tables = Tables::with_seed(Store::open(dir.path()).unwrap(), 0).with_clock(clock(&now));
        let timeout = vec![("turn_timeout".to_string(), "1h".to_string())];
        one(tables.handle(
            1,
            &alice(),
            Command::New {
                players: 2,
                armies: 1,
                settings: timeout,
            },
        ));
        one(tables.handle(1, &bob(), Command::Join));
        one(tables.handle(1, &alice(), Command::Start));
        one(tables.handle(1, &alice(), mv("d2 e7")));
        assert_eq!(
            tables.store().load(1).unwrap().unwrap().turn_started,
            1_000_000
        );
    }
    // 40 minutes later the process restarts; 30 more minutes pass.
    now.store(1_000_000 + 40 * 60, Ordering::SeqCst);
    let tables = Tables::with_seed(Store::open(dir.path()).unwrap(), 0).with_clock(clock(&now));
    assert!(tables.tick_all().is_empty(), "Bob still has 20 minutes");
    now.store(1_000_000 + 70 * 60, Ordering::SeqCst);
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
        (0, 1, true)
    );
    assert!(tables.tick_all().is_empty(), "nothing more to do");
}
