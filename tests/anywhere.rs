//! `seek anywhere` through the table (docs/playing.md "Finding an opponent"): a server
//! opened to the pool of every server (`defaults anywhere=on`), people of two servers
//! matched into one game, its record kept in one place and shown in a thread of each
//! server; every input from either place is the game's, the news of each move goes to
//! both, and each place pings only its own people. On both stores (case `cross-server`).

use crate::common;
use crate::pg_server::on_both;

use std::sync::Arc;

use checkers_bot::store::seeks::ANYWHERE;
use checkers_bot::store::{GamePlace, Phase, Store, TableRecord};
use checkers_bot::table::{Command, Input, Reply, ReplyKind, Tables, User};
use common::{alice, bob, carol, on_server, one};

/// Two servers, a channel of each, and the threads where the game found opens.
pub(crate) const S1: u64 = 11;
pub(crate) const S2: u64 = 22;
pub(crate) const C1: u64 = 101;
pub(crate) const C2: u64 = 202;
pub(crate) const T1: u64 = 111;
pub(crate) const T2: u64 = 222;

pub(crate) fn seek_anywhere(anywhere: bool) -> Command {
    Command::Seek {
        players: 2,
        rated: true,
        fill: None,
        channel: None,
        anywhere,
    }
}

pub(crate) fn manager(server: u64) -> User {
    User {
        manager: true,
        ..on_server(&carol(), server)
    }
}

pub(crate) fn open_anywhere(tables: &Tables, channel: u64, server: u64, on: bool) -> Reply {
    let word = if on { "on" } else { "off" };
    one(tables.handle(
        channel,
        &manager(server),
        Command::Defaults {
            settings: vec![("anywhere".into(), word.into())],
        },
    ))
}

/// The person to move plays their first legal move from `place`; the answer there and
/// the news for the other places.
fn play_from(tables: &Tables, place: u64, user: &User) -> (Vec<Reply>, Vec<(u64, Vec<Reply>)>) {
    let moves = tables.legal_moves_text(place, user.id);
    let first = moves.first().expect("a legal move").clone();
    let answer = tables.reply_everywhere(
        place,
        None,
        Some(user),
        &Input::Command(Command::Move(first)),
    );
    assert!(
        answer.replies.iter().any(Reply::is_public_board),
        "{:?}",
        common::texts(&answer.replies)
    );
    (answer.replies, answer.elsewhere)
}

fn new_two() -> Command {
    Command::New {
        players: 2,
        armies: 1,
        settings: Vec::new(),
    }
}

fn pinged(replies: &[Reply]) -> Vec<u64> {
    replies
        .iter()
        .filter_map(|r| r.mention.as_ref().map(|m| m.user))
        .collect()
}

#[test]
fn a_game_found_anywhere_is_played_from_a_thread_of_each_server() {
    on_both(played_across_servers);
}

fn played_across_servers(store: Arc<dyn Store>) {
    let now = common::clock(1_800_000_000);
    let tables = common::tables_at(store, &now);
    let (alice, bob) = (on_server(&alice(), S1), on_server(&bob(), S2));
    let dave = on_server(&User::new(4, "Dave"), S2);
    let found = matched(&tables, &alice, &bob, &dave);
    opened_in_threads(&tables, &found);
    played_from_both(&tables, &alice, &bob);
    ended_and_rated(&tables, &alice, &bob, &dave);
}

/// Two servers opened; Alice searches on one, Bob on the other completes the group
/// (Dave searches in his server's own pool, apart). The match.
fn matched(tables: &Tables, alice: &User, bob: &User, dave: &User) -> Reply {
    // Closed by default.
    let closed = one(tables.handle(C1, alice, seek_anywhere(true)));
    assert!(closed.private);
    assert_eq!(
        closed.text,
        "This server is not open to the pool of every server. A channel manager opens it \
         with `defaults` `open_anywhere`."
    );
    // Opening it is for a manager, and says so publicly.
    let refused = one(tables.handle(
        C1,
        alice,
        Command::Defaults {
            settings: vec![("anywhere".into(), "on".into())],
        },
    ));
    assert!(refused.private, "{}", refused.text);
    let opened = open_anywhere(tables, C1, S1, true);
    assert!(!opened.private);
    assert!(
        opened
            .text
            .starts_with("Carol opened this server to the pool of every server"),
        "{}",
        opened.text
    );
    open_anywhere(tables, C2, S2, true);
    let waiting = one(tables.handle(C1, alice, seek_anywhere(true)));
    assert_eq!(
        waiting.text,
        "You are searching on every open server for a rated 2-player game. Searching now: \
         1 here · 1 on all servers. You are pinged in a thread here when a game is found; \
         the search ends in 15 minutes."
    );
    // A seek of S2's own pool does not meet her.
    let local = one(tables.handle(C2, dave, seek_anywhere(false)));
    assert!(
        local.private && local.text.contains("(1 searching now)"),
        "{}",
        local.text
    );
    // Bob, on the other server, completes the group.
    let found = one(tables.handle(C2, bob, seek_anywhere(true)));
    assert_eq!(
        found.text,
        "Game found: Bob, Alice, a rated 2-player game. Its table opens now."
    );
    let ReplyKind::Matched(game) = found.kind else {
        panic!("not a match: {found:?}");
    };
    assert_eq!((game.server, game.channel), (ANYWHERE, C2));
    assert_eq!(found.places, [(C2, S2), (C1, S1)]);
    assert_eq!(common::searching(tables, S2), [dave.id], "Dave searches on");
    assert!(common::searching(tables, ANYWHERE).is_empty());

    found
}

/// The places of Alice's and Bob's game, as the adapter opens them: kept in Bob's thread
/// T2 (server 2), shown in Alice's thread T1 (server 1).
pub(crate) fn the_places() -> Vec<GamePlace> {
    vec![
        GamePlace {
            channel: T2,
            server: S2,
            people: vec![bob().id],
        },
        GamePlace {
            channel: T1,
            server: S1,
            people: vec![alice().id],
        },
    ]
}

/// The adapter opens a thread in each channel; the game is kept in Bob's.
fn opened_in_threads(tables: &Tables, found: &Reply) {
    let ReplyKind::Matched(game) = found.kind else {
        panic!("not a match: {found:?}");
    };
    let places = the_places();
    let board = tables.reply(
        T2,
        None,
        None,
        &Input::Matched {
            group: found.group.clone(),
            game,
            places: places.clone(),
        },
    );
    assert!(board.iter().any(Reply::is_public_board));
    let record: TableRecord = tables.store().load(T2).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Playing);
    assert_eq!((record.server, record.places.clone()), (ANYWHERE, places));
    assert!(tables.store().load(T1).unwrap().is_none(), "one record");
    assert_eq!((tables.game_of(T1), tables.game_of(T2)), (T2, T2));
    assert_eq!(tables.game_of(C1), C1);
}

/// Each plays from their own thread; the other thread gets the news, and only the place
/// of the person to move pings them. `games` links each one's own thread.
fn played_from_both(tables: &Tables, alice: &User, bob: &User) {
    // Each plays from their own thread; the other thread gets the news, and only the
    // place of the person to move pings them.
    for turn in 0..4 {
        let (mover, place, other, next) = match tables.person_to_move(T1).unwrap().id {
            1 => (alice, T1, T2, bob.id),
            _ => (bob, T2, T1, alice.id),
        };
        let (here, elsewhere) = play_from(tables, place, mover);
        assert_eq!(elsewhere.len(), 1, "turn {turn}");
        let (to, news) = &elsewhere[0];
        assert_eq!(*to, other);
        assert!(news.iter().any(Reply::is_public_board));
        assert!(news.iter().all(|r| !r.private && r.closes.is_none()));
        assert!(pinged(&here).is_empty(), "turn {turn}: {:?}", pinged(&here));
        assert_eq!(pinged(news), [next], "turn {turn}");
    }
    assert_eq!(tables.store().load(T2).unwrap().unwrap().turns.len(), 4);
    // While it is played, a new game asked for in Alice's thread would replace it: no.
    let new = one(tables.handle(T1, alice, new_two()));
    assert!(
        new.private
            && new
                .text
                .starts_with("This thread shows a game found on every open server"),
        "{}",
        new.text
    );

    // `games` lists the game on each one's own server, linking their own thread.
    let games = one(tables.handle(C1, alice, Command::Games)).text;
    assert!(
        games.contains(&format!("<#{T1}>")) && !games.contains(&format!("<#{T2}>")),
        "{games}"
    );
    let games = one(tables.handle(C2, bob, Command::Games)).text;
    assert!(games.contains(&format!("<#{T2}>")), "{games}");
}

/// The game ends; both are rated on the pool's own list; a server closes again.
fn ended_and_rated(tables: &Tables, alice: &User, bob: &User, dave: &User) {
    // The game ends in Alice's thread; both are rated on the pool's own list.
    let ended = tables.handle(T1, alice, Command::Resign { confirmed: true });
    assert!(
        ended.iter().any(Reply::is_public_board),
        "{:?}",
        common::texts(&ended)
    );
    let finished = tables.store().load(T2).unwrap().unwrap();
    assert_eq!(finished.phase, Phase::Finished);
    // Over: Alice's thread is her own again. A new game there is hers, and the game kept
    // in Bob's thread stays as it ended; a rematch is refused (search again).
    let new = one(tables.handle(T1, alice, new_two()));
    assert!(!new.private, "{}", new.text);
    assert_eq!(tables.game_of(T1), T1);
    assert_eq!(
        tables.store().load(T1).unwrap().unwrap().phase,
        Phase::Lobby
    );
    assert_eq!(tables.store().load(T2).unwrap().unwrap(), finished);
    let key = tables
        .turn_view(T2, None)
        .expect("the final board's view")
        .key;
    let rematch = tables.after_game(T2, None, bob, key, checkers_bot::table::AfterGame::Rematch);
    assert!(
        common::texts(&rematch)[0].starts_with("A game found on every open server has no rematch"),
        "{:?}",
        common::texts(&rematch)
    );
    let mut rated: Vec<u64> = tables
        .store()
        .ratings(ANYWHERE)
        .unwrap()
        .iter()
        .map(|r| r.user)
        .collect();
    rated.sort_unstable();
    assert_eq!(rated, [alice.id, bob.id]);
    assert!(tables.store().ratings(S1).unwrap().is_empty());
    // `profile` on her own server shows the pool's rating beside the server's.
    let profile = tables.handle(C1, alice, Command::Profile(None));
    let text = common::texts(&profile).join("\n");
    assert!(
        text.contains("On every open server (`seek` anywhere): rating ")
            && text.contains("1 game, 0 wins."),
        "{text}"
    );

    // Closing a server: its people can no longer seek anywhere; a cancel ends both pools.
    let closed = open_anywhere(tables, C1, S1, false);
    assert!(
        closed.text.contains("closed this server"),
        "{}",
        closed.text
    );
    let refused = one(tables.handle(C1, alice, seek_anywhere(true)));
    assert!(refused.text.contains("not open"), "{}", refused.text);
    let cancelled = one(tables.handle(C2, dave, Command::SeekCancel));
    assert_eq!(cancelled.text, "You are no longer searching.");
}

/// A record written before games had places (the format 1 fixture) opens and plays on:
/// its channel shows its own game, and its news goes nowhere else.
#[test]
fn a_record_of_the_previous_version_is_played_on() {
    on_both(|store| {
        let now = common::clock(1_800_000_000);
        let tables = common::tables_at(Arc::clone(&store), &now);
        let bytes = common::fixture("store/table-record-v1.json");
        store.write_raw(C1, &bytes).unwrap();
        assert_eq!(tables.game_of(C1), C1);
        let mover = tables.person_to_move(C1).expect("a person to move");
        let user = User::new(mover.id, mover.name.clone());
        let before = store.load(C1).unwrap().unwrap();
        assert!(before.places.is_empty());
        let played = tables.legal_moves_text(C1, user.id)[0].clone();
        let (_, elsewhere) = play_from(&tables, C1, &user);
        assert!(elsewhere.is_empty());
        let after = store.load(C1).unwrap().unwrap();
        // Alice's move, then the computer's (Bob resigned: his turn is passed over).
        assert_eq!(after.turns.len(), 16, "{:?}", after.turns);
        assert_eq!(after.turns[..13], before.turns[..]);
        assert_eq!(after.turns[13], played.replace(' ', "-"));
        assert!(after.places.is_empty());
    });
}

/// A block holds in the pool of every server: the blocker and the blocked person, on two
/// servers, are never paired; a third person is.
#[test]
fn a_blocked_person_is_never_paired_anywhere() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    open_anywhere(&tables, C1, S1, true);
    open_anywhere(&tables, C2, S2, true);
    let (alice, bob) = (on_server(&alice(), S1), on_server(&bob(), S2));
    let blocked = one(tables.handle(
        C1,
        &alice,
        Command::Block {
            who: Some(common::invitee(&bob)),
            undo: false,
        },
    ));
    assert!(blocked.private, "{}", blocked.text);
    one(tables.handle(C1, &alice, seek_anywhere(true)));
    let waiting = one(tables.handle(C2, &bob, seek_anywhere(true)));
    assert!(waiting.private, "not paired: {}", waiting.text);
    assert!(
        waiting
            .text
            .contains("Searching now: 1 here · 2 on all servers"),
        "{}",
        waiting.text
    );
    let dave = on_server(&User::new(4, "Dave"), S2);
    let found = one(tables.handle(C2, &dave, seek_anywhere(true)));
    let ReplyKind::Matched(_) = found.kind else {
        panic!("Dave is paired: {found:?}");
    };
    let ids: Vec<u64> = found.group.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids.len(), 2);
    assert!(ids.contains(&dave.id));
    assert!(
        !(ids.contains(&alice.id) && ids.contains(&bob.id)),
        "{ids:?}"
    );
}

/// A person may seek anywhere from a direct message with the bot (no server to open):
/// the game found is shown there, and counts on the pool's list.
#[test]
fn a_direct_message_seeks_anywhere() {
    const DM: u64 = 909;
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    open_anywhere(&tables, C1, S1, true);
    let alice = on_server(&alice(), S1);
    one(tables.handle(C1, &alice, seek_anywhere(true)));
    let found = one(tables.handle(DM, &bob(), seek_anywhere(true)));
    let ReplyKind::Matched(game) = found.kind else {
        panic!("not a match: {found:?}");
    };
    assert_eq!(game.server, ANYWHERE);
    assert_eq!(found.places, [(DM, 0), (C1, S1)]);
}

/// A player who leaves: their turn clock (24 hours by the standard rules) runs out, the
/// timers play on as `abandon` says, and both places are told.
#[test]
fn a_player_who_leaves_is_told_in_both_places() {
    let now = common::clock(1_800_000_000);
    let tables = common::temporary_tables_at(&now);
    let (alice, bob) = (on_server(&alice(), S1), on_server(&bob(), S2));
    let dave = on_server(&User::new(4, "Dave"), S2);
    let found = matched(&tables, &alice, &bob, &dave);
    opened_in_threads(&tables, &found);
    let away = tables.person_to_move(T1).unwrap().id;
    now.fetch_add(24 * 3600 + 1, std::sync::atomic::Ordering::SeqCst);
    // Alice's thread reads German.
    tables
        .store()
        .save_setting(
            checkers_bot::store::ChannelSetting::Language,
            T1,
            Some("de"),
        )
        .unwrap();
    // The timers' news: for the game's channel, and for the other place in its language.
    let due = tables.tick_all();
    let news_in = |place: u64| -> Vec<String> {
        due.iter()
            .filter(|(channel, _)| *channel == place)
            .flat_map(|(_, replies)| replies.iter().map(|r| r.text.clone()))
            .collect()
    };
    let (english, german) = (news_in(T2), news_in(T1));
    assert!(
        english.iter().any(|t| t.contains("ran out of time")),
        "{due:?}"
    );
    assert!(!german.is_empty(), "{due:?}");
    assert!(
        german.iter().all(|t| !t.contains("ran out of time")),
        "{german:?}"
    );
    let record = tables.store().load(T2).unwrap().unwrap();
    assert!(record.timed_out.len() == 1, "{away} timed out");
}
