//! Takebacks, hints and the cooldowns of expensive answers,
//! through the table and the console.

use crate::common;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use common::{
    alice, bob, carol, computer_game, game, mv, one, tables, tables_in, texts, two_player_game_with,
};

use checkers_bot::ai::{Bot, Level};
use checkers_bot::console;
use checkers_bot::core::{mix_seed, Seat};
use checkers_bot::store::SledStore;
use checkers_bot::table::{Command, Cooldowns, Tables, TAKEBACK_WINDOW};

fn accept() -> Command {
    Command::TakebackAnswer {
        accept: true,
        request: None,
    }
}

fn decline() -> Command {
    Command::TakebackAnswer {
        accept: false,
        request: None,
    }
}

/// Tables with seed 0 on a clock the test sets (seconds since the epoch).
fn clocked(store: SledStore) -> (Tables, Arc<AtomicU64>) {
    let now = Arc::new(AtomicU64::new(1_000_000));
    let clock = Arc::clone(&now);
    let tables = Tables::with_seed(store, 0).with_clock(move || clock.load(Ordering::SeqCst));
    (tables, now)
}

/// The stored turns of `channel`.
fn turns(tables: &Tables, channel: u64) -> Vec<String> {
    tables.store().load(channel).unwrap().unwrap().turns
}

fn casual(tables: &Tables, channel: u64) -> bool {
    tables.store().load(channel).unwrap().unwrap().casual
}

/// Alice `d2-e7`, Bob `n3-m7`, Alice `b2-d2-f7` in a 2-player game of `channel`.
fn three_moves(tables: &Tables, channel: u64) {
    one(tables.handle(channel, &alice(), mv("d2 e7")));
    one(tables.handle(channel, &bob(), mv("n3 m7")));
    one(tables.handle(channel, &alice(), mv("b2-d2-f7")));
}

#[test]
fn a_takeback_accepted_takes_the_move_back_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let tables = tables_in(dir.path());
        two_player_game_with(&tables, 5, &[]);
        three_moves(&tables, 5);
        let asked = one(tables.handle(5, &alice(), Command::Takeback));
        assert!(!asked.private);
        assert_eq!(
            asked.text,
            "Alice asks to take back the move b2-d2-f7. Bob: press **Accept** or **Decline** \
             below within 60 seconds (no answer counts as declined)."
        );
        let (_, waiting) = tables.takeback_request(5).expect("an open request");
        assert_eq!(waiting, [2]);
        let replies = tables.handle(5, &bob(), accept());
        assert_eq!(replies.len(), 2, "{:?}", texts(&replies));
        assert_eq!(replies[0].text, "Bob accepted.");
        let board = &replies[1];
        assert!(!board.private && board.image.is_some());
        assert!(
            board.text.starts_with(
                "Taken back: b2-d2-f7, the move of Alice.\nThe game is now casual: it will \
                 not be rated.\n"
            ),
            "{}",
            board.text
        );
        assert_eq!(board.mentioned(), Some(1), "Alice is to move again");
        assert_eq!(turns(&tables, 5), ["d2-e7", "n3-m7"]);
        assert!(casual(&tables, 5), "a game with a takeback is casual");
        assert_eq!(tables.takeback_request(5), None);
    }
    // After a restart the game goes on without the move, and its record agrees.
    let tables = tables_in(dir.path());
    let g = game(&tables, 5);
    assert_eq!(g.to_move(), Some(Seat::ALL[0]));
    assert_eq!(g.total_moves(), 2);
    let record = tables.store().load(5).unwrap().unwrap();
    let text = checkers_bot::table::Table::of(record)
        .unwrap()
        .game_record()
        .unwrap()
        .to_string();
    assert!(text.contains("d2-e7") && !text.contains("f7"), "{text}");
    let replay = one(tables.handle(5, &alice(), Command::Replay));
    assert_eq!(replay.text, "Replay of the game: 2 moves.");
    // Before any move, there is nothing to replay (no animation of no move is drawn).
    two_player_game_with(&tables, 6, &[]);
    let none = one(tables.handle(6, &alice(), Command::Replay));
    assert_eq!(
        (none.text.as_str(), none.image.is_none(), none.private),
        (
            "No move has been played yet, so there is nothing to replay.",
            true,
            true
        )
    );
    // The same move can be played again.
    let again = one(tables.handle(5, &alice(), mv("b2-d2-f7")));
    assert!(
        again.text.contains("Alice played `b2-d2-f7`"),
        "{}",
        again.text
    );
}

#[test]
fn a_takeback_declined_leaves_the_move() {
    let (tables, _) = clocked(SledStore::temporary().unwrap());
    two_player_game_with(&tables, 6, &[]);
    three_moves(&tables, 6);
    one(tables.handle(6, &alice(), Command::Takeback));
    let r = one(tables.handle(6, &bob(), decline()));
    assert!(!r.private);
    assert_eq!(r.text, "Bob declined: the move of Alice stands.");
    assert_eq!(turns(&tables, 6), ["d2-e7", "n3-m7", "b2-d2-f7"]);
    assert!(!casual(&tables, 6));
    assert_eq!(tables.takeback_request(6), None);
    let r = one(tables.handle(6, &bob(), accept()));
    assert!(r.private);
    assert!(
        r.text.starts_with("There is no takeback to answer"),
        "{}",
        r.text
    );
}

#[test]
fn a_takeback_nobody_answers_in_time_counts_as_declined() {
    let (tables, now) = clocked(SledStore::temporary().unwrap());
    two_player_game_with(&tables, 7, &[]);
    three_moves(&tables, 7);
    one(tables.handle(7, &alice(), Command::Takeback));
    let (id, _) = tables.takeback_request(7).unwrap();
    // Not yet due: nothing happens.
    now.fetch_add(TAKEBACK_WINDOW.as_secs() - 1, Ordering::SeqCst);
    assert!(tables.expire_takeback(7, None, id).is_empty());
    now.fetch_add(1, Ordering::SeqCst);
    // An answer after the minute is refused, and the move stands.
    let late = one(tables.handle(7, &bob(), accept()));
    assert!(late.private);
    assert!(late.text.starts_with("There is no takeback to answer"));
    let expired = one(tables.expire_takeback(7, None, id));
    assert!(!expired.private);
    assert_eq!(expired.text, "No answer in time: the move of Alice stands.");
    assert!(tables.expire_takeback(7, None, id).is_empty(), "told once");
    assert_eq!(turns(&tables, 7), ["d2-e7", "n3-m7", "b2-d2-f7"]);
    assert!(!casual(&tables, 7));
}

#[test]
fn a_takeback_is_refused_after_the_game_ended() {
    let (tables, _) = clocked(SledStore::temporary().unwrap());
    two_player_game_with(&tables, 8, &[("move_limit", "1")]);
    one(tables.handle(8, &alice(), mv("d2 e7")));
    let end = tables.handle(8, &bob(), mv("n3 m7"));
    assert!(
        end.iter().any(|r| r.text.contains("Game over")),
        "{:?}",
        texts(&end)
    );
    for who in [alice(), bob()] {
        let r = one(tables.handle(8, &who, Command::Takeback));
        assert!(r.private);
        assert_eq!(r.text, "The game is over: its moves stand.");
    }
    assert_eq!(turns(&tables, 8), ["d2-e7", "n3-m7"]);
}

#[test]
fn a_takeback_is_refused_when_the_house_setting_forbids_it() {
    let (tables, _) = clocked(SledStore::temporary().unwrap());
    two_player_game_with(&tables, 9, &[("takeback", "off")]);
    one(tables.handle(9, &alice(), mv("d2 e7")));
    let r = one(tables.handle(9, &alice(), Command::Takeback));
    assert!(r.private);
    assert_eq!(
        r.text,
        "Moves cannot be taken back in this game (house setting `takeback=off`)."
    );
    assert_eq!(turns(&tables, 9), ["d2-e7"]);
    assert_eq!(tables.takeback_request(9), None);
    let rules = one(tables.handle(9, &alice(), Command::Rules));
    assert!(rules.text.contains("takeback=off"), "{}", rules.text);
}

#[test]
fn only_the_last_mover_asks_and_only_the_others_answer() {
    let (tables, _) = clocked(SledStore::temporary().unwrap());
    two_player_game_with(&tables, 10, &[]);
    let r = one(tables.handle(10, &alice(), Command::Takeback));
    assert!(r
        .text
        .starts_with("You can take back only your own last move"));
    one(tables.handle(10, &alice(), mv("d2 e7")));
    let r = one(tables.handle(10, &bob(), Command::Takeback));
    assert!(r
        .text
        .starts_with("You can take back only your own last move"));
    let r = one(tables.handle(10, &carol(), Command::Takeback));
    assert_eq!(r.text, "You do not have a seat in this game.");
    let r = one(tables.handle(10, &bob(), accept()));
    assert!(r.text.starts_with("There is no takeback to answer"));
    one(tables.handle(10, &alice(), Command::Takeback));
    let r = one(tables.handle(10, &alice(), Command::Takeback));
    assert_eq!(r.text, "A takeback is already waiting for an answer.");
    let r = one(tables.handle(10, &alice(), accept()));
    assert_eq!(
        r.text,
        "You asked for this takeback; the other players answer it."
    );
    let r = one(tables.handle(10, &carol(), decline()));
    assert_eq!(
        r.text,
        "Only the other people playing this game answer this takeback."
    );
    // A button of an earlier request is refused.
    let (id, _) = tables.takeback_request(10).unwrap();
    let stale = Command::TakebackAnswer {
        accept: true,
        request: Some(id + 1),
    };
    assert!(one(tables.handle(10, &bob(), stale))
        .text
        .starts_with("There is no takeback to answer"));
    // Bob asking instead of answering is told how to answer.
    let r = one(tables.handle(10, &bob(), Command::Takeback));
    assert!(r.private);
    assert_eq!(
        r.text,
        "Alice asked to take back their move: answer with the **Accept** or **Decline** \
         button under the request."
    );
    // Bob moving instead of answering closes the request, and the answer to his move
    // says so before the board.
    let replies = tables.handle(10, &bob(), mv("n3 m7"));
    assert_eq!(replies.len(), 2, "{:?}", texts(&replies));
    assert!(!replies[0].private);
    assert_eq!(
        replies[0].text,
        "Alice's takeback request is closed: Bob moved."
    );
    assert!(
        replies[1].text.contains("Bob played `n3-m7`"),
        "{}",
        replies[1].text
    );
    assert_eq!(tables.takeback_request(10), None);
    assert_eq!(turns(&tables, 10), ["d2-e7", "n3-m7"]);
    let r = one(tables.handle(10, &bob(), accept()));
    assert!(r.text.starts_with("There is no takeback to answer"));
}

#[test]
fn a_takeback_closed_by_a_resignation_or_a_timeout_says_so() {
    let (tables, now) = clocked(SledStore::temporary().unwrap());
    two_player_game_with(&tables, 14, &[]);
    three_moves(&tables, 14);
    one(tables.handle(14, &alice(), Command::Takeback));
    let replies = tables.handle(14, &bob(), Command::Resign { confirmed: true });
    assert_eq!(
        replies[0].text,
        "Alice's takeback request is closed: Bob resigned.",
        "{:?}",
        texts(&replies)
    );
    assert_eq!(tables.takeback_request(14), None);
    // Bob's turn runs out while the request is open: the first answer after it says so.
    two_player_game_with(&tables, 16, &[("turn_timeout", "30s")]);
    three_moves(&tables, 16);
    one(tables.handle(16, &alice(), Command::Takeback));
    now.fetch_add(31, Ordering::SeqCst);
    let replies = tables.handle(16, &carol(), Command::Board);
    assert_eq!(
        replies[0].text,
        "Alice's takeback request is closed: the game moved on.",
        "{:?}",
        texts(&replies)
    );
    assert_eq!(tables.takeback_request(16), None);
}

#[test]
fn a_move_declined_or_unanswered_is_asked_about_once() {
    let (tables, now) = clocked(SledStore::temporary().unwrap());
    two_player_game_with(&tables, 15, &[]);
    three_moves(&tables, 15);
    one(tables.handle(15, &alice(), Command::Takeback));
    one(tables.handle(15, &bob(), decline()));
    let again = one(tables.handle(15, &alice(), Command::Takeback));
    assert!(again.private);
    assert_eq!(
        again.text,
        "You already asked to take back this move and it was not accepted: one request per \
         move."
    );
    assert_eq!(tables.takeback_request(15), None);
    let r = one(tables.handle(15, &bob(), accept()));
    assert!(r.text.starts_with("There is no takeback to answer"));
    // The next move may be asked about again; unanswered counts as declined.
    one(tables.handle(15, &bob(), mv("n2 m6")));
    one(tables.handle(15, &alice(), mv("d3 e8")));
    one(tables.handle(15, &alice(), Command::Takeback));
    let (id, _) = tables.takeback_request(15).unwrap();
    now.fetch_add(TAKEBACK_WINDOW.as_secs(), Ordering::SeqCst);
    // Asked again after the minute, before the timer told the table: refused too.
    let again = one(tables.handle(15, &alice(), Command::Takeback));
    assert!(
        again.text.starts_with("You already asked"),
        "{}",
        again.text
    );
    let expired = one(tables.expire_takeback(15, None, id));
    assert_eq!(expired.text, "No answer in time: the move of Alice stands.");
    assert!(tables.expire_takeback(15, None, id).is_empty(), "told once");
    let again = one(tables.handle(15, &alice(), Command::Takeback));
    assert!(
        again.text.starts_with("You already asked"),
        "{}",
        again.text
    );
    // Bob's move after it says nothing about a request: none was open.
    let r = one(tables.handle(15, &bob(), mv("n4 m8")));
    assert!(r.text.contains("Bob played `n4-m8`"), "{}", r.text);
    assert_eq!(turns(&tables, 15).len(), 6);
}

#[test]
fn a_takeback_against_computers_undoes_their_replies_too() {
    let (tables, _) = clocked(SledStore::temporary().unwrap());
    computer_game(&tables, 11);
    one(tables.handle(11, &alice(), mv("d2 e7")));
    let after = turns(&tables, 11);
    assert_eq!(after.len(), 2, "the computer answered: {after:?}");
    let r = one(tables.handle(11, &alice(), Command::Takeback));
    assert_eq!(
        r.text.lines().next().unwrap(),
        format!(
            "Taken back: d2-e7, {}: Alice's move and the computer's reply.",
            after[1]
        )
    );
    assert!(r.image.is_some());
    assert_eq!(r.mentioned(), Some(1));
    assert!(turns(&tables, 11).is_empty());
    assert_eq!(game(&tables, 11).to_move(), Some(Seat::ALL[0]));
    assert!(casual(&tables, 11));
    // A different move is played and answered as usual.
    let r = one(tables.handle(11, &alice(), mv("d3 e8")));
    assert!(r.text.contains("Alice played `d3-e8`"), "{}", r.text);
}

/// The hint is the chain `bot` plays for the seat to move, seeded as a computer there.
fn expected_hint(tables: &Tables, channel: u64, bot: Bot) -> String {
    let record = tables.store().load(channel).unwrap().unwrap();
    let g = game(tables, channel);
    let seed = mix_seed(record.seed, g.history().len() as u64);
    let path = bot.choose_path(&g, seed).unwrap();
    let mut check = g.clone();
    check
        .play_path(g.to_move().unwrap(), &path)
        .expect("the hint is a legal move");
    checkers_bot::core::format_path(&path)
}

#[test]
fn a_hint_is_the_move_the_computer_would_play_for_that_level_and_budget() {
    for (bot, level) in [
        (Bot::new(Level::Hard).with_max_nodes(3_000), "hard"),
        (Bot::new(Level::Medium), "medium"),
    ] {
        let tables = tables().with_hint_bot(bot);
        two_player_game_with(&tables, 12, &[]);
        one(tables.handle(12, &alice(), mv("d2 e7")));
        let expected = expected_hint(&tables, 12, bot);
        assert!(!casual(&tables, 12));
        // The game is rated: the first hint asks first, and changes nothing.
        let asked = one(tables.handle(12, &bob(), Command::Hint { confirmed: false }));
        assert!(asked.private && asked.image.is_none());
        assert_eq!(
            asked.text,
            "This game is rated: a hint makes it casual (not rated) for everyone, and that \
             cannot be undone. To take one, type `hint confirm`."
        );
        assert!(!casual(&tables, 12));
        assert_eq!(
            tables.expensive_work(),
            0,
            "nothing searched before the answer"
        );
        let r = one(tables.handle(12, &bob(), Command::Hint { confirmed: true }));
        assert!(r.private);
        assert_eq!(
            r.text,
            format!(
                "Hint ({level}): play `{expected}`. Only you can see this. The game is now \
                 casual: it will not be rated."
            )
        );
        let png = r.image.expect("the hint drawn on the board");
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert!(casual(&tables, 12));
        assert_eq!(turns(&tables, 12), ["d2-e7"], "a hint plays nothing");
        let r = one(tables.handle(12, &alice(), Command::Hint { confirmed: false }));
        assert_eq!(r.text, "A hint is for the player to move, on their turn.");
        let r = one(tables.handle(12, &carol(), Command::Hint { confirmed: false }));
        assert_eq!(r.text, "You do not have a seat in this game.");
        // The next hint (Bob moved, Alice asks) no longer says so: the game was casual.
        one(tables.handle(12, &bob(), mv("n3 m7")));
        let expected = expected_hint(&tables, 12, bot);
        let r = one(tables.handle(12, &alice(), Command::Hint { confirmed: false }));
        assert_eq!(
            r.text,
            format!("Hint ({level}): play `{expected}`. Only you can see this.")
        );
    }
}

#[test]
fn hints_are_refused_when_the_house_setting_is_off() {
    let tables = tables();
    two_player_game_with(&tables, 13, &[("hints", "off")]);
    let r = one(tables.handle(13, &alice(), Command::Hint { confirmed: false }));
    assert!(r.private && r.image.is_none());
    assert_eq!(
        r.text,
        "Hints are off in this game (house setting `hints=off`)."
    );
    assert!(!casual(&tables, 13));
    assert_eq!(tables.expensive_work(), 0);
}

#[test]
fn a_burst_of_expensive_asks_does_only_the_work_the_cooldowns_allow() {
    let now = Arc::new(AtomicU64::new(0));
    let clock = Arc::clone(&now);
    let cooldowns =
        Cooldowns::with_clock(move || Duration::from_millis(clock.load(Ordering::SeqCst)));
    let tables = tables()
        .with_hint_bot(Bot::new(Level::Medium))
        .with_cooldowns(cooldowns);
    two_player_game_with(&tables, 14, &[]);
    // A move each: something to replay, and Alice to move again.
    assert!(one(tables.handle(14, &alice(), mv("d2 e7")))
        .image
        .is_some());
    assert!(one(tables.handle(14, &bob(), mv("n1 m5"))).image.is_some());
    let mut waits = Vec::new();
    for command in [Command::Hint { confirmed: true }, Command::Replay] {
        for _ in 0..5 {
            let r = one(tables.handle(14, &alice(), command.clone()));
            if r.image.is_none() {
                waits.push(r.text);
            }
        }
    }
    for _ in 0..10 {
        let moves = Command::Moves {
            hole: "d3".into(),
            chains: false,
        };
        let r = one(tables.handle(14, &alice(), moves));
        if r.image.is_none() {
            waits.push(r.text);
        }
    }
    // 1 hint, 1 replay, 3 boards of `moves`; the rest refused before any work.
    assert_eq!(tables.expensive_work(), 5);
    assert_eq!(waits.len(), 4 + 4 + 7);
    assert_eq!(
        waits[0],
        "Please wait 10 seconds before asking for that again."
    );
    assert_eq!(
        waits[14],
        "Please wait 2 seconds before asking for that again."
    );
    assert!(waits.iter().all(|w| w.starts_with("Please wait")));
    // Bob is not held back by Alice's cooldown; nor is Alice once it is over.
    assert!(one(tables.handle(14, &bob(), Command::Replay))
        .image
        .is_some());
    now.store(10_000, Ordering::SeqCst);
    assert!(
        one(tables.handle(14, &alice(), Command::Hint { confirmed: true }))
            .image
            .is_some()
    );
    assert_eq!(tables.expensive_work(), 7);
}

#[test]
fn the_console_takes_back_asks_answers_and_hints() {
    let tables = tables().with_hint_bot(Bot::new(Level::Medium));
    // The prompt passes to whoever is to move: `as` says who types.
    let script = "new 2\nas Bob\njoin\nas You\nstart\nd2 e7\nas You\ntakeback\nas Bob\n\
                  takeback maybe\ntakeback accept\nas Bob\nhint\nas You\nhint\nd3 e8\nas You\n\
                  takeback\nas Bob\ntakeback decline\n";
    let out = common::console_output(&tables, script);
    for line in [
        "You asks to take back the move d2-e7. Bob: answer `takeback accept` or `takeback \
         decline`",
        "`takeback` asks to take back your last move; `takeback accept` or `takeback \
         decline` answers a request.",
        "Bob accepted.",
        "Taken back: d2-e7, the move of You.",
        "A hint is for the player to move, on their turn.",
        "Hint (medium): play `",
        "You asks to take back the move d3-e8.",
        "Bob declined: the move of You stands.",
    ] {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
    // Everyone at the terminal sees a hint: the console does not say only you do.
    assert!(!out.contains("Only you can see this"), "{out}");
    assert_eq!(turns(&tables, console::CHANNEL), ["d3-e8"]);
}
