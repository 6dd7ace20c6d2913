//! Attempts to break `seek anywhere` (docs/playing.md "Anywhere: people of every open
//! server", docs/architecture.md "A game is not a channel"). Each test is a finding: it
//! fails while the product does not do what the docs promise. Table level, sled store.

use crate::common;

use checkers_bot::store::seeks::ANYWHERE;
use checkers_bot::store::{ChannelSetting, GamePlace, Phase};
use checkers_bot::table::{Command, Input, Reply, ReplyKind, SoloView, Tables, User};
use common::{alice, bob, on_server, one};

use crate::anywhere::{
    manager, open_anywhere, seek_anywhere as seek, the_places, C1, C2, S1, S2, T1, T2,
};

/// Tables on a clock at 08:00 UTC, both servers open to the pool of every server.
fn both_open() -> (Tables, std::sync::Arc<std::sync::atomic::AtomicU64>) {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    open(&tables, C1, S1, true);
    open(&tables, C2, S2, true);
    (tables, now)
}

fn defaults(tables: &Tables, channel: u64, user: &User, key: &str, value: &str) -> Vec<Reply> {
    tables.handle(
        channel,
        user,
        Command::Defaults {
            settings: vec![(key.into(), value.into())],
        },
    )
}

fn open(tables: &Tables, channel: u64, server: u64, on: bool) {
    open_anywhere(tables, channel, server, on);
}

/// The news for other places, as place and texts.
fn leaked(elsewhere: Vec<(u64, Vec<Reply>)>) -> Vec<(u64, Vec<String>)> {
    elsewhere
        .into_iter()
        .map(|(c, rs)| (c, rs.into_iter().map(|r| r.text).collect()))
        .collect()
}

/// Alice (S1, searching in C1) and Bob (S2, in C2) are found anywhere; their game is
/// kept in Bob's thread T2 and shown in Alice's thread T1, as the adapter opens it.
fn found_across(tables: &Tables) -> (User, User) {
    open(tables, C1, S1, true);
    open(tables, C2, S2, true);
    let (alice, bob) = (on_server(&alice(), S1), on_server(&bob(), S2));
    one(tables.handle(C1, &alice, seek(true)));
    let found = one(tables.handle(C2, &bob, seek(true)));
    let ReplyKind::Matched(game) = found.kind else {
        panic!("not a match: {found:?}");
    };
    assert_eq!(game.channel, C2);
    let places = the_places();
    let board = tables.reply(
        T2,
        None,
        None,
        &Input::Matched {
            group: found.group.clone(),
            game,
            places,
        },
    );
    assert!(board.iter().any(Reply::is_public_board));
    assert_eq!((tables.game_of(T1), tables.game_of(T2)), (T2, T2));
    (alice, bob)
}

/// The game found anywhere ends (Alice resigns from her thread).
fn ended(tables: &Tables, alice: &User) {
    tables.handle(T1, alice, Command::Resign { confirmed: true });
    let record = tables.store().load(T2).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Finished);
}

/// A manager of server 1 changes `defaults` in the thread of server 1 that shows the
/// game kept in server 2's thread: the setting must stay on server 1 (T1), not be
/// written on server 2's thread T2.
#[test]
fn defaults_in_a_shown_thread_are_not_written_on_the_other_servers_thread() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    found_across(&tables);
    defaults(&tables, T1, &manager(S1), "theme", "dark");
    defaults(&tables, T1, &manager(S1), "language", "fr");
    let store = tables.store();
    assert_eq!(
        (
            store.load_setting(ChannelSetting::Theme, T2).unwrap(),
            store.load_setting(ChannelSetting::Language, T2).unwrap(),
        ),
        (None, None),
        "a manager of server 1 changed the theme and language of server 2's thread"
    );
}

/// `defaults game_channel=on` in server 1's thread that shows server 2's game makes
/// server 2's thread server 1's game channel: every game found by a seek on server 1
/// then opens on server 2.
#[test]
fn a_game_channel_chosen_in_a_shown_thread_is_of_its_own_server() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    found_across(&tables);
    defaults(&tables, T1, &manager(S1), "game_channel", "on");
    let chosen = tables
        .store()
        .load_setting(ChannelSetting::GameChannel, S1)
        .unwrap();
    assert_ne!(
        chosen.as_deref(),
        Some(T2.to_string().as_str()),
        "server 1's game channel is a thread of server 2"
    );
    // Two people of server 1 seek on server 1, in its own channel.
    let dave = on_server(&User::new(4, "Dave"), S1);
    let erin = on_server(&User::new(5, "Erin"), S1);
    one(tables.handle(C1, &dave, seek(false)));
    let found = one(tables.handle(C1, &erin, seek(false)));
    let ReplyKind::Matched(game) = found.kind else {
        panic!("not a match: {found:?}");
    };
    assert_ne!(
        game.channel, T2,
        "server 1's game opens in server 2's thread"
    );
}

/// `defaults puzzle_hour=…` in server 1's thread that shows server 2's game plans
/// server 1's daily puzzle in server 2's thread.
#[test]
fn a_puzzle_hour_set_in_a_shown_thread_posts_on_its_own_server() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    found_across(&tables);
    defaults(&tables, T1, &manager(S1), "puzzle_hour", "18");
    let plan = tables.store().puzzle_plan(S1).unwrap();
    let channel = plan.map(|p| p.channel);
    assert_ne!(
        channel,
        Some(T2),
        "server 1's daily puzzle is posted in server 2's thread"
    );
}

/// Alice, in her thread (server 1) that shows the game kept on server 2, searches again
/// on her own server: the game found must open on server 1, not in server 2's thread
/// (where it would replace the finished game and ping server 1's people on server 2).
#[test]
fn a_seek_from_a_shown_thread_opens_its_game_on_its_own_server() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    let (alice, _bob) = found_across(&tables);
    ended(&tables, &alice);
    one(tables.handle(T1, &alice, seek(false)));
    let dave = on_server(&User::new(4, "Dave"), S1);
    let found = one(tables.handle(C1, &dave, seek(false)));
    let ReplyKind::Matched(game) = found.kind else {
        panic!("not a match: {found:?}");
    };
    // The group's first seek is Dave's: its game opens where he searched; Alice's own
    // seek says where she searched.
    let seeks_channel: Vec<u64> = tables
        .store()
        .seekers(S1)
        .unwrap()
        .iter()
        .map(|s| s.channel)
        .collect();
    assert!(seeks_channel.is_empty(), "{seeks_channel:?}");
    assert_ne!(
        game.channel, T2,
        "server 1's game opens in server 2's thread"
    );
    // Alice alone searches again from her thread; her seek must be of server 1.
    one(tables.handle(T1, &alice, seek(false)));
    let mine = tables.store().seekers(S1).unwrap();
    assert_eq!(mine.len(), 1);
    assert_ne!(
        mine[0].channel, T2,
        "Alice's seek on server 1 is told and opened in server 2's thread"
    );
}

/// The same for a seek anywhere from the thread: Alice's place must be a channel of her
/// own server, not server 2's thread.
#[test]
fn a_seek_anywhere_from_a_shown_thread_places_its_person_on_their_own_server() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    let (alice, _bob) = found_across(&tables);
    ended(&tables, &alice);
    one(tables.handle(T1, &alice, seek(true)));
    let erin = on_server(&User::new(5, "Erin"), S2);
    let found = one(tables.handle(C2, &erin, seek(true)));
    let ReplyKind::Matched(_) = found.kind else {
        panic!("not a match: {found:?}");
    };
    assert!(
        !found.places.contains(&(T2, S1)),
        "Alice of server 1 is placed in server 2's thread: {:?}",
        found.places
    );
}

/// A seek made in the shown thread that ends unmatched: its owner is pinged in server 2's
/// thread.
#[test]
fn a_seek_from_a_shown_thread_ends_on_its_own_server() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    let (alice, _bob) = found_across(&tables);
    ended(&tables, &alice);
    one(tables.handle(T1, &alice, seek(false)));
    now.fetch_add(16 * 60, std::sync::atomic::Ordering::SeqCst);
    let fired = tables.tick_all();
    let pinged_on_s2: Vec<&str> = fired
        .iter()
        .filter(|(channel, _)| *channel == T2)
        .flat_map(|(_, replies)| replies.iter())
        .filter(|r| r.mention.as_ref().is_some_and(|m| m.user == alice.id))
        .map(|r| r.text.as_str())
        .collect();
    assert!(
        pinged_on_s2.is_empty(),
        "Alice of server 1 pinged in server 2's thread: {pinged_on_s2:?}"
    );
}

/// Each place's news is in the language of that place: server 2's thread speaks French;
/// a move made in server 1's thread (English) must reach it in French.
#[test]
fn news_in_another_place_is_in_that_places_language() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    let (alice, bob) = found_across(&tables);
    tables
        .store()
        .save_setting(ChannelSetting::Language, T2, Some("fr"))
        .unwrap();
    let mover = match tables.person_to_move(T1).unwrap().id {
        1 => (&alice, T1),
        _ => (&bob, T2),
    };
    let (user, place) = mover;
    let first = tables.legal_moves_text(place, user.id)[0].clone();
    let answer = tables.reply_everywhere(
        place,
        None,
        Some(user),
        &checkers_bot::table::Input::Command(Command::Move(first)),
    );
    let (here, elsewhere) = (answer.replies, answer.elsewhere);
    let board_text = |rs: &[Reply]| {
        rs.iter()
            .find(|r| r.is_public_board())
            .map(|r| r.text.clone())
            .unwrap()
    };
    let (other, news) = &elsewhere[0];
    let here_text = board_text(&here);
    let there_text = board_text(news);
    if place == T1 {
        // Made in English, told in French in T2.
        assert_eq!(*other, T2);
        assert_ne!(
            here_text, there_text,
            "server 2's French thread got the news in English"
        );
    } else {
        // Made in French, told in English in T1.
        assert_eq!(*other, T1);
        assert_ne!(
            here_text, there_text,
            "server 1's English thread got the news in French"
        );
    }
}

/// A manager of server 1 opens or closes their server in their thread that shows a game
/// of server 2: the public news of server 1's setting ("Carol opened this server…") must
/// not be posted in server 2's thread.
#[test]
fn news_of_a_server_setting_stays_on_that_server() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    found_across(&tables);
    let input = checkers_bot::table::Input::Command(Command::Defaults {
        settings: vec![("anywhere".into(), "off".into())],
    });
    let elsewhere = tables
        .reply_everywhere(T1, None, Some(&manager(S1)), &input)
        .elsewhere;
    let leaked = leaked(elsewhere);
    assert!(
        leaked.is_empty(),
        "server 1's setting told on server 2: {leaked:?}"
    );
}

/// A server closed to the pool of every server (`defaults anywhere=off`) takes its people
/// out of it: a search of theirs waiting there is not paired afterwards.
#[test]
fn a_closed_servers_waiting_search_is_not_paired() {
    let (tables, _now) = both_open();
    let (alice, bob) = (on_server(&alice(), S1), on_server(&bob(), S2));
    one(tables.handle(C1, &alice, seek(true)));
    open(&tables, C1, S1, false);
    let answer = one(tables.handle(C2, &bob, seek(true)));
    assert!(
        !matches!(answer.kind, ReplyKind::Matched(_)),
        "paired with a person of a closed server: {}",
        answer.text
    );
}

/// The Discord adapter gives a direct message's user the direct message channel's id as
/// server (`permissions::server_of`, `User::server`), never 0: a seek anywhere from a
/// direct message as Discord sends it is refused as "not open", against the docs ("the
/// game is shown there").
#[test]
fn a_direct_message_as_discord_sends_it_seeks_anywhere() {
    const DM: u64 = 909;
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    open(&tables, C1, S1, true);
    let alice = on_server(&alice(), S1);
    one(tables.handle(C1, &alice, seek(true)));
    let bob = on_server(&bob(), DM);
    let found = one(tables.handle(DM, &bob, seek(true)));
    assert!(
        matches!(found.kind, ReplyKind::Matched(_)),
        "refused in a direct message: {}",
        found.text
    );
}

/// Bob searches anywhere from his direct message with the bot (server 0, as the existing
/// test has it) while a solitaire crossing of his is under way there; Alice, on server 1,
/// completes the group: the game is kept in her thread and shown in his direct message,
/// which hides his crossing. After the game found ends, his direct message still shows it:
/// he cannot start a crossing or search from it on his own place again.
#[test]
fn a_direct_message_is_its_own_place_again_after_a_game_found_anywhere() {
    const DM: u64 = 909;
    let (tables, _now) = both_open();
    let bob = bob();
    let alice = on_server(&alice(), S1);
    one(tables.handle(DM, &bob, seek(true)));
    let found = one(tables.handle(C1, &alice, seek(true)));
    let ReplyKind::Matched(game) = found.kind else {
        panic!("not a match: {found:?}");
    };
    assert_eq!(found.places, [(C1, S1), (DM, 0)]);
    tables.reply(
        T1,
        None,
        None,
        &Input::Matched {
            group: found.group.clone(),
            game,
            places: vec![
                GamePlace {
                    channel: T1,
                    server: S1,
                    people: vec![alice.id],
                },
                GamePlace {
                    channel: DM,
                    server: 0,
                    people: vec![bob.id],
                },
            ],
        },
    );
    assert_eq!(tables.game_of(DM), T1);
    tables.handle(DM, &bob, Command::Resign { confirmed: true });
    assert_eq!(
        tables.store().load(T1).unwrap().unwrap().phase,
        Phase::Finished
    );
    // His next search anywhere from his direct message: his place is the direct message,
    // not server 1's thread.
    one(tables.handle(DM, &bob, seek(true)));
    let erin = on_server(&User::new(5, "Erin"), S2);
    let again = one(tables.handle(C2, &erin, seek(true)));
    assert!(
        !again.places.contains(&(T1, 0)),
        "Bob's direct-message search placed in server 1's thread: {:?}",
        again.places
    );
    // A solitaire crossing in his own direct message.
    let solo = tables.handle(DM, &bob, Command::Solo(SoloView::Start));
    assert!(
        solo.iter()
            .all(|r| !r.text.starts_with("This thread shows")),
        "{:?}",
        common::texts(&solo)
    );
}

/// Alice, in her thread of server 1 that shows server 2's finished game, completes a
/// group of her own server's pool (Dave searched in C1): the public "Game found" news of
/// server 1's pool must not be posted in server 2's thread.
#[test]
fn a_search_completed_in_a_shown_thread_is_not_told_on_the_other_server() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    let (alice, _bob) = found_across(&tables);
    ended(&tables, &alice);
    let dave = on_server(&User::new(4, "Dave"), S1);
    one(tables.handle(C1, &dave, seek(false)));
    let input = checkers_bot::table::Input::Command(seek(false));
    let answer = tables.reply_everywhere(T1, None, Some(&alice), &input);
    let found = answer.replies;
    assert!(
        found
            .iter()
            .any(|r| matches!(r.kind, ReplyKind::Matched(_))),
        "{:?}",
        common::texts(&found)
    );
    let elsewhere = answer.elsewhere;
    let leaked = leaked(elsewhere);
    assert!(
        leaked.is_empty(),
        "server 1's search news told on server 2: {leaked:?}"
    );
}

/// `replay <id>` shows "any kept game … where it could be seen while it was played": the
/// game found anywhere was seen in both threads, so its players can replay it by id there.
#[test]
fn a_game_found_anywhere_is_replayed_by_id_where_it_was_seen() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    let (alice, bob) = found_across(&tables);
    ended(&tables, &alice);
    let kept = tables
        .store()
        .kept_games(&checkers_bot::store::GameQuery {
            server: ANYWHERE,
            channel: T2,
            user: None,
            skip: 0,
            limit: 10,
        })
        .unwrap();
    assert_eq!(kept.len(), 1, "the game is kept");
    let id = kept[0].id;
    for (place, user) in [(T1, &alice), (T2, &bob)] {
        let replay = tables.handle(place, user, Command::ReplayGame(id));
        assert!(
            replay.iter().all(|r| !r.text.contains("No game")),
            "in {place}: {:?}",
            common::texts(&replay)
        );
    }
}

/// Where Discord refuses a thread, the adapter opens the game "in the channel itself"
/// (`seek::open_where`): server 1's own channel C1 becomes a place of the game kept on
/// server 2. After the game ends C1 still shows it, so C1 refuses every new game, a
/// challenge and the solitaire crossing until someone on server 2 starts a new game in
/// its thread: the channel is stuck.
#[test]
fn a_channel_that_showed_a_game_found_anywhere_is_its_own_again_after_it_ends() {
    let (tables, _now) = both_open();
    let (alice, bob) = (on_server(&alice(), S1), on_server(&bob(), S2));
    one(tables.handle(C1, &alice, seek(true)));
    let found = one(tables.handle(C2, &bob, seek(true)));
    let ReplyKind::Matched(game) = found.kind else {
        panic!("not a match: {found:?}");
    };
    // No thread on server 1: the game is shown in C1 itself.
    tables.reply(
        T2,
        None,
        None,
        &Input::Matched {
            group: found.group.clone(),
            game,
            places: vec![
                GamePlace {
                    channel: T2,
                    server: S2,
                    people: vec![bob.id],
                },
                GamePlace {
                    channel: C1,
                    server: S1,
                    people: vec![alice.id],
                },
            ],
        },
    );
    assert_eq!(tables.game_of(C1), T2);
    tables.handle(C1, &alice, Command::Resign { confirmed: true });
    assert_eq!(
        tables.store().load(T2).unwrap().unwrap().phase,
        Phase::Finished
    );
    let dave = on_server(&User::new(4, "Dave"), S1);
    let new = tables.handle(C1, &dave, common::new_game(2));
    assert!(
        new.iter().all(|r| !r.text.starts_with("This thread shows")),
        "server 1's channel is stuck: {:?}",
        common::texts(&new)
    );
}

/// "A search here and a search anywhere do not run together": the same person's two
/// searches made at once from two channels of their server (two locks) must not both
/// stay in the pools.
#[test]
fn two_searches_at_once_do_not_both_stay() {
    const C1B: u64 = 102;
    let mut both = 0;
    for round in 0..40u64 {
        let now = common::clock(1_800_000_000);
        let tables = std::sync::Arc::new(common::temporary_tables_at(&now));
        open(&tables, C1, S1, true);
        let alice = on_server(&User::new(100 + round, "Alice"), S1);
        let barrier = std::sync::Arc::new(std::sync::Barrier::new(2));
        let threads: Vec<_> = [(C1, true), (C1B, false)]
            .into_iter()
            .map(|(channel, anywhere)| {
                let (tables, alice, barrier) = (
                    std::sync::Arc::clone(&tables),
                    alice.clone(),
                    std::sync::Arc::clone(&barrier),
                );
                std::thread::spawn(move || {
                    barrier.wait();
                    tables.handle(channel, &alice, seek(anywhere))
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let here = common::searching(&tables, S1).contains(&alice.id);
        let anywhere = common::searching(&tables, ANYWHERE).contains(&alice.id);
        if here && anywhere {
            both += 1;
        }
    }
    assert_eq!(both, 0, "both searches stayed in {both} rounds of 40");
}

/// A typed `seek 2 anywhere` on a closed server is told to open it "with `defaults`
/// `open_anywhere`"; a manager who types just that (`defaults open_anywhere=on`) must
/// open the server.
#[test]
fn the_setting_the_refusal_names_opens_the_server_when_typed() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    let alice = on_server(&alice(), S1);
    let refused = one(tables.handle(C1, &alice, seek(true)));
    assert!(refused.text.contains("`open_anywhere`"), "{}", refused.text);
    let typed = one(defaults(&tables, C1, &manager(S1), "open_anywhere", "on"));
    let again = one(tables.handle(C1, &alice, seek(true)));
    assert!(
        !again.text.contains("not open"),
        "`defaults open_anywhere=on` answered {:?}; the seek still: {}",
        typed.text,
        again.text
    );
}

/// Server 2's daily puzzle, planned by its manager in its own thread that keeps the game
/// found anywhere: the timers post it there only. Only the game's news may cross.
#[test]
fn a_servers_daily_puzzle_is_not_posted_on_the_other_server() {
    let now = common::clock(1_800_000_000); // 08:00 UTC
    let tables = common::temporary_tables_at(&now);
    found_across(&tables);
    let planned = defaults(&tables, T2, &manager(S2), "puzzle_hour", "9");
    assert!(!planned.is_empty());
    now.fetch_add(3600 + 60, std::sync::atomic::Ordering::SeqCst);
    // The timers' posts, each with its channel: the puzzle in T2 only.
    let fired = tables.tick_all();
    let puzzle_in: Vec<u64> = fired
        .iter()
        .filter(|(_, rs)| rs.iter().any(|r| r.text.to_lowercase().contains("puzzle")))
        .map(|(c, _)| *c)
        .collect();
    assert_eq!(puzzle_in.first(), Some(&T2), "the daily puzzle is posted");
    let leaked: Vec<u64> = puzzle_in.into_iter().filter(|c| *c != T2).collect();
    assert!(
        leaked.is_empty(),
        "server 2's daily puzzle posted on server 1: {leaked:?}"
    );
}
