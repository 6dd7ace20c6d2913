//! `seek` through the table (docs/playing.md): a seek waits in its pool, the seek that
//! completes a group is answered with the match, the adapter opens the group's game
//! (`Input::Matched`), seeks that end unmatched are told by the timers, and the console
//! has nobody to find.

use crate::common;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::i18n::FrontEnd;
use checkers_bot::store::{Occupant, Phase};
use checkers_bot::table::{Command, Input, Match, Reply, Tables, UnknownCommand, User};
use common::{alice, bob, carol, on_server, one};

const SERVER: u64 = 7;
const START: u64 = 1_800_000_000;

/// `group`'s game of 2 players opened in channel 5 by the adapter (`Input::Matched`).
fn open_in_5(tables: &Tables, group: Vec<(u64, String)>, rated: bool) -> Vec<Reply> {
    tables.reply(
        5,
        None,
        None,
        &Input::Matched {
            group,
            game: Match {
                players: 2,
                rated,
                server: SERVER,
                fill: None,
                channel: 5,
                tournament: None,
            },
            places: Vec::new(),
        },
    )
}

/// [`open_in_5`], which must show its board.
fn opened_in_5(tables: &Tables, group: Vec<(u64, String)>, rated: bool) -> Vec<Reply> {
    let opened = open_in_5(tables, group, rated);
    assert!(opened.iter().any(Reply::is_public_board), "{opened:?}");
    opened
}

#[test]
fn two_seeks_match_and_the_game_opens_seated_and_started() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let waiting = one(tables.handle(
        1,
        &on_server(&alice(), SERVER),
        Command::Seek {
            players: 2,
            rated: true,
            fill: None,
            channel: None,
            anywhere: false,
        },
    ));
    assert!(waiting.private);
    assert_eq!(
        waiting.text,
        "You are searching for a rated 2-player game (1 searching now). You are pinged when \
         a game is found; the search ends in 15 minutes. `seek cancel` stops it."
    );
    let found = one(tables.handle(
        2,
        &on_server(&bob(), SERVER),
        Command::Seek {
            players: 2,
            rated: true,
            fill: None,
            channel: None,
            anywhere: false,
        },
    ));
    assert!(!found.private);
    assert_eq!(
        found.text,
        "Game found: Bob, Alice, a rated 2-player game. Its table opens now."
    );
    let group = vec![
        (bob().id, "Bob".to_string()),
        (alice().id, "Alice".to_string()),
    ];
    opened_in_5(&tables, group.clone(), true);
    let record = tables.store().load(5).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Playing);
    assert_eq!(
        (record.server, record.casual, record.creator),
        (SERVER, false, bob().id)
    );
    assert_eq!(
        record.seats,
        [
            Occupant::Human {
                id: bob().id,
                name: "Bob".into()
            },
            Occupant::Human {
                id: alice().id,
                name: "Alice".into()
            },
        ]
    );
    // The same group again in that channel: it has a game.
    let again = one(open_in_5(&tables, group, true));
    assert!(again.text.contains("already has a game"), "{}", again.text);
    assert!(tables.store().seekers(SERVER).unwrap().is_empty());
}

#[test]
fn a_seek_nobody_matches_is_told_to_its_owner_when_it_ends() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let carol = on_server(&carol(), SERVER);
    one(tables.handle(
        3,
        &carol,
        Command::Seek {
            players: 3,
            rated: false,
            fill: None,
            channel: None,
            anywhere: false,
        },
    ));
    // Another pool: no match.
    one(tables.handle(
        4,
        &on_server(&bob(), SERVER),
        Command::Seek {
            players: 3,
            rated: true,
            fill: None,
            channel: None,
            anywhere: false,
        },
    ));
    now.store(START + 899, Ordering::SeqCst);
    assert!(tables.tick_all().is_empty());
    now.store(START + 900, Ordering::SeqCst);
    let fired = tables.tick_all();
    assert_eq!(fired.len(), 2, "{fired:?}");
    let (_, replies) = fired
        .iter()
        .find(|(c, _)| *c == 3)
        .expect("told in channel 3");
    assert_eq!(
        replies[0].text_with(|id| format!("<@{id}>")),
        format!(
            "<@{}>, nobody was found in time for your 3-player game; `seek` again to search on.",
            common::carol().id
        )
    );
    assert!(tables.tick_all().is_empty(), "told once");
    let cancelled = one(tables.handle(3, &carol, Command::SeekCancel));
    assert_eq!(cancelled.text, "You were not searching.");
}

#[test]
fn seek_words_and_the_console() {
    assert_eq!(
        Command::parse("seek 3 casual"),
        Ok(Some(Command::Seek {
            players: 3,
            rated: false,
            fill: None,
            channel: None,
            anywhere: false,
        }))
    );
    assert_eq!(Command::parse("seek cancel"), Ok(Some(Command::SeekCancel)));
    assert_eq!(Command::parse("seek"), Err(UnknownCommand::SeekUsage));
    assert_eq!(Command::parse("seek two"), Err(UnknownCommand::SeekUsage));
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let five = one(tables.handle(
        1,
        &alice(),
        Command::Seek {
            players: 5,
            rated: true,
            fill: None,
            channel: None,
            anywhere: false,
        },
    ));
    assert_eq!(five.text, "The standard game is for 2, 3, 4 or 6 players.");
    tables.set_front_end(FrontEnd::Console);
    let r = one(tables.handle(
        1,
        &alice(),
        Command::Seek {
            players: 2,
            rated: true,
            fill: None,
            channel: None,
            anywhere: false,
        },
    ));
    assert!(
        r.text.starts_with("There is nobody else here to find"),
        "{}",
        r.text
    );
    assert!(tables.store().seekers(0).unwrap().is_empty());
}

/// `help` and a new lobby on a server say who searches there now, per game sought; not
/// on another server, and not once the searches have ended.
#[test]
fn help_says_who_searches_on_the_server() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    for (user, players, rated) in [(alice(), 2, true), (carol(), 3, false)] {
        let r = one(tables.handle(
            1,
            &on_server(&user, SERVER),
            Command::Seek {
                players,
                rated,
                fill: None,
                channel: None,
                anywhere: false,
            },
        ));
        assert!(r.private, "{}", r.text);
    }
    let help = one(tables.handle(5, &on_server(&bob(), SERVER), Command::Help(None)));
    let searching = "\nSearching now: 1 for a rated 2-player game · 1 for a casual 3-player \
                     game. `seek` to join them.";
    assert!(help.text.ends_with(searching), "{}", help.text);
    // A lobby opened there says it too: they may want to join it.
    let opened = one(tables.handle(
        6,
        &on_server(&bob(), SERVER),
        Command::New {
            players: 2,
            armies: 1,
            settings: Vec::new(),
        },
    ));
    assert!(opened.text.ends_with(searching), "{}", opened.text);
    let elsewhere = one(tables.handle(5, &on_server(&bob(), SERVER + 1), Command::Help(None)));
    assert!(
        !elsewhere.text.contains("Searching now"),
        "{}",
        elsewhere.text
    );
    now.store(START + 15 * 60 + 1, Ordering::SeqCst);
    let later = one(tables.handle(5, &on_server(&bob(), SERVER), Command::Help(None)));
    assert!(!later.text.contains("Searching now"), "{}", later.text);
}

/// A seek that asks for computers: after two minutes its game opens with whoever else
/// searches in its pool, computers of its level in the other seats; told once.
#[test]
fn computers_fill_the_seats_nobody_came_for_after_the_wait() {
    use checkers_bot::ai::Level;
    use checkers_bot::table::ReplyKind;
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let seek = |players, fill| Command::Seek {
        players,
        rated: false,
        fill,
        channel: None,
        anywhere: false,
    };
    one(tables.handle(3, &on_server(&alice(), SERVER), seek(4, Some(Level::Easy))));
    now.store(START + 30, Ordering::SeqCst);
    one(tables.handle(4, &on_server(&bob(), SERVER), seek(4, None)));
    // Another pool (2 players) stays.
    one(tables.handle(5, &on_server(&carol(), SERVER), seek(2, None)));
    now.store(START + 119, Ordering::SeqCst);
    assert!(tables.tick_all().is_empty(), "not before two minutes");
    now.store(START + 120, Ordering::SeqCst);
    let fired = tables.tick_all();
    assert_eq!(fired.len(), 1, "{fired:?}");
    let (channel, replies) = &fired[0];
    assert_eq!(
        *channel, 3,
        "told where the seek asking for computers was made"
    );
    let filled = &replies[0];
    assert_eq!(
        filled.text,
        "Nobody else came in 2 minutes: Alice, Bob and 2 computers (easy) play a casual \
         4-player game. Its table opens now."
    );
    let ReplyKind::Matched(game) = filled.kind else {
        panic!("not a match: {:?}", filled.kind)
    };
    assert_eq!(
        game,
        Match {
            players: 4,
            rated: false,
            server: SERVER,
            fill: Some(Level::Easy),
            channel: 3,
            tournament: None,
        }
    );
    assert!(tables.tick_all().is_empty(), "each seek once");
    assert_eq!(
        common::searching(&tables, SERVER),
        [carol().id],
        "the other pool searches on"
    );
    // The adapter opens it: the people, then the computers.
    let opened = tables.reply(
        8,
        None,
        None,
        &Input::Matched {
            group: filled.group.clone(),
            game,
            places: Vec::new(),
        },
    );
    assert!(opened
        .iter()
        .any(checkers_bot::table::Reply::is_public_board));
    let record = tables.store().load(8).unwrap().unwrap();
    assert_eq!(record.players, 4);
    assert_eq!(
        record.seats[2..],
        [
            Occupant::Computer { level: Level::Easy },
            Occupant::Computer { level: Level::Easy }
        ]
    );
    assert_eq!(record.people(), [alice().id, bob().id]);
}

/// The server's game channel (`defaults game_channel=on`, a channel manager) is where
/// the games found open, unless a seek chooses its own; `off` ends it. It means nothing
/// outside a server.
#[test]
fn games_found_open_in_the_servers_game_channel_or_the_one_a_seek_chose() {
    use checkers_bot::table::ReplyKind;
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let setting = |on: &str| Command::Defaults {
        settings: vec![("game_channel".into(), on.into())],
    };
    let refused = one(tables.handle(20, &on_server(&alice(), SERVER), setting("on")));
    assert_eq!(refused.kind, ReplyKind::Refusal, "{}", refused.text);
    let manager = User {
        manager: true,
        ..on_server(&alice(), SERVER)
    };
    let set = one(tables.handle(20, &manager, setting("on")));
    assert_eq!(
        set.text,
        "Alice made this channel the server's game channel: games found by `seek` open in \
         its threads."
    );
    let seek = |channel| Command::Seek {
        players: 2,
        rated: false,
        fill: None,
        channel,
        anywhere: false,
    };
    one(tables.handle(3, &on_server(&bob(), SERVER), seek(None)));
    let found = one(tables.handle(4, &on_server(&carol(), SERVER), seek(None)));
    let ReplyKind::Matched(game) = found.kind else {
        panic!("{found:?}")
    };
    assert_eq!(game.channel, 20, "the server's game channel");
    // A seek that chooses its channel opens there.
    one(tables.handle(3, &on_server(&bob(), SERVER), seek(None)));
    let found = one(tables.handle(4, &on_server(&carol(), SERVER), seek(Some(30))));
    let ReplyKind::Matched(game) = found.kind else {
        panic!("{found:?}")
    };
    assert_eq!(game.channel, 30);
    // Off: where the last seeker searched.
    one(tables.handle(20, &manager, setting("off")));
    one(tables.handle(3, &on_server(&bob(), SERVER), seek(None)));
    let found = one(tables.handle(4, &on_server(&carol(), SERVER), seek(None)));
    let ReplyKind::Matched(game) = found.kind else {
        panic!("{found:?}")
    };
    assert_eq!(game.channel, 4);
    // Outside a server (the console): refused, nothing kept.
    let outside = one(tables.handle(
        20,
        &User {
            manager: true,
            ..alice()
        },
        setting("on"),
    ));
    assert_eq!(outside.kind, ReplyKind::Refusal);
}

/// A matched group's game replaces a finished game in its channel (a game under way, or
/// an open lobby, still refuses it).
#[test]
fn a_matched_game_replaces_a_finished_one() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    common::two_player_game(&tables, 5);
    tables.handle(5, &bob(), Command::Resign { confirmed: true });
    assert_eq!(
        tables.store().load(5).unwrap().unwrap().phase,
        Phase::Finished
    );
    let group = vec![(carol().id, "Carol".into()), (alice().id, "Alice".into())];
    opened_in_5(&tables, group, false);
    let record = tables.store().load(5).unwrap().unwrap();
    assert_eq!(
        (record.phase, record.people()),
        (Phase::Playing, vec![carol().id, alice().id])
    );
}

/// A person's seeks are limited (docs/playing.md, "Looking for opponents"): three at
/// once, then one every 20 seconds; too soon, the answer says when to try again, and the
/// pool keeps the seek made last.
#[test]
fn a_persons_seeks_are_limited() {
    let (cooldowns, ms) = common::test_cooldowns();
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now).with_cooldowns(cooldowns);
    let seek = |players| Command::Seek {
        players,
        rated: true,
        fill: None,
        channel: None,
        anywhere: false,
    };
    let alice = on_server(&alice(), SERVER);
    for players in [2, 3, 4] {
        let r = one(tables.handle(1, &alice, seek(players)));
        assert!(r.text.starts_with("You are searching"), "{}", r.text);
    }
    let refused = one(tables.handle(1, &alice, seek(6)));
    assert!(refused.private);
    assert_eq!(
        refused.text,
        "Please wait 20 seconds before asking for that again."
    );
    let pool = tables.store().seekers(SERVER).unwrap();
    assert_eq!(pool.len(), 1);
    assert_eq!(pool[0].players, 4, "the seek made last stays");
    ms.store(20_000, Ordering::SeqCst);
    let r = one(tables.handle(1, &alice, seek(6)));
    assert!(r.text.starts_with("You are searching"), "{}", r.text);
}
