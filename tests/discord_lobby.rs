//! The Discord adapter end to end (`tests/discord_harness`): lobbies and their buttons,
//! games in threads, and what needs the creator, a manager or a permission of the bot.

use crate::discord_harness;
use crate::fake_discord;

use discord_harness::{
    buttons, fail, players, Harness, Lobby, Setup, ALICE, ALICE_ID, BOB, CAROL, DAVE, WAIT,
};
use fake_discord::{perm, Place, CHANNEL_ID, THREAD_ID};
use serde_json::json;

// ---------------------------------------------------------------------------------------
// Lobbies

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_buttons_work_for_the_right_user_and_refuse_the_wrong_one() {
    let bot = Harness::start(Setup::default()).await;
    let created = bot.slash(&ALICE, "new", players(2)).await;
    let labels: Vec<(String, bool)> = buttons(&created.message)
        .into_iter()
        .map(|(l, _, d)| (l, d))
        .collect();
    assert_eq!(
        labels,
        vec![
            ("Join".into(), false),
            ("Leave".into(), false),
            ("Add computer".into(), false),
            ("Start".into(), true),
        ],
        "the lobby's buttons; Start waits for a full table"
    );
    let lobby = bot.lobby_of(&created, Place::CHANNEL);

    // Bob joins by button: the lobby message is redrawn in place (UPDATE_MESSAGE).
    let joined = bot.press(&BOB, &lobby, "Join").await;
    assert_eq!(
        joined.kind, 7,
        "the lobby message is updated: {}",
        joined.message
    );
    assert!(joined.content().contains("2/2"), "{}", joined.content());
    assert!(
        buttons(&joined.message)
            .iter()
            .any(|(l, _, disabled)| l == "Start" && !disabled),
        "Start is enabled once full"
    );
    joined.assert_pings_only(&[]);

    // Presses by someone a button is not for: refused, ephemeral, nothing changes.
    let before = bot.record(CHANNEL_ID);
    for (who, label) in [
        (&CAROL, "Join"),
        (&BOB, "Join"),
        (&BOB, "Start"),
        (&CAROL, "Leave"),
        (&BOB, "Add computer"),
    ] {
        let refused = bot.press(who, &lobby, label).await;
        assert_eq!(
            refused.kind, 4,
            "{label} by {}: {}",
            who.name, refused.message
        );
        refused.assert_private_refusal();
    }
    assert_eq!(
        bot.record(CHANNEL_ID),
        before,
        "refused presses change nothing"
    );

    // Bob leaves; Alice seats the computer by button, then by slash command the lobby
    // message is redrawn too.
    let left = bot.press(&BOB, &lobby, "Leave").await;
    assert!(left.content().contains("1/2"), "{}", left.content());
    let from = bot.fake.requests().len();
    bot.slash(&ALICE, "add-computer", json!([])).await;
    let lobby_id = lobby.message["id"].as_str().unwrap_or_default().to_string();
    let redraw = format!("/channels/{CHANNEL_ID}/messages/{lobby_id}");
    let Some((_, edited)) = bot
        .fake
        .wait_for(from, WAIT, |r| r.is("PATCH", &redraw))
        .await
    else {
        fail(
            "a slash command did not redraw the lobby message",
            &bot.fake,
        )
    };
    let edited = edited.json.unwrap_or_default();
    assert!(
        edited["content"]
            .as_str()
            .is_some_and(|c| c.contains("2/2")),
        "{edited}"
    );

    // The creator starts: the lobby closes (no buttons) and the board follows, pinging
    // the player to move.
    let started = bot.press(&ALICE, &lobby, "Start").await;
    started.assert_no_components();
    let board = bot.channel_post(&started, CHANNEL_ID).await;
    board.assert_board();
    board.assert_pings_only(&[ALICE.id]);
    // A button of the closed lobby is refused.
    bot.press(&BOB, &lobby, "Join")
        .await
        .assert_private_refusal();
    bot.stop().await;
}

/// "The game begins!" is said once when a lobby starts: in the
/// board post, which also gives the order of play; the closed lobby message says only
/// that its game has started below.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_begins_is_said_once_when_a_lobby_starts() {
    let bot = Harness::start(Setup::default()).await;
    let created = bot.slash(&ALICE, "new", players(2)).await;
    let lobby = bot.lobby_of(&created, Place::CHANNEL);
    bot.press(&BOB, &lobby, "Join").await;
    let from = bot.fake.requests().len();
    let started = bot.press(&ALICE, &lobby, "Start").await;
    let board = bot.channel_post(&started, CHANNEL_ID).await;
    board.assert_board();
    assert_eq!(
        started.content(),
        "This lobby is closed: its game has started, on the board below."
    );
    assert!(
        board.content().starts_with("The game begins! "),
        "{}",
        board.content()
    );
    let said = bot.fake.requests()[from..]
        .iter()
        .filter_map(|r| r.json.as_ref())
        .map(|json| json.to_string().matches("The game begins!").count())
        .sum::<usize>();
    assert_eq!(said, 1, "said once over every message sent");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_lobby_starts_by_itself_when_auto_start_is_on() {
    let bot = Harness::start(Setup {
        auto_start: true,
        ..Setup::default()
    })
    .await;
    let created = bot.slash(&ALICE, "new", players(2)).await;
    let labels: Vec<String> = buttons(&created.message)
        .into_iter()
        .map(|(l, _, _)| l)
        .collect();
    assert_eq!(labels, ["Join", "Leave", "Add computer"], "no Start button");
    let lobby = bot.lobby_of(&created, Place::CHANNEL);
    let joined = bot.press(&BOB, &lobby, "Join").await;
    assert!(
        joined.message["components"]
            .as_array()
            .is_some_and(Vec::is_empty),
        "the lobby closes as the game starts: {}",
        joined.message
    );
    let board = bot.channel_post(&joined, CHANNEL_ID).await;
    board.assert_board();
    let mover = board
        .pinged()
        .unwrap_or_else(|| fail("the start pings nobody", &bot.fake));
    assert!([ALICE.id, BOB.id].contains(&mover));
    let record = bot.record(CHANNEL_ID).expect("a game");
    assert_eq!(record.phase, checkers_bot::store::Phase::Playing);

    // By slash commands too: the computer filling the last seat starts the game.
    bot.slash(
        &ALICE,
        "abort",
        json!([{ "name": "confirm", "type": 5, "value": true }]),
    )
    .await;
    bot.slash(&ALICE, "new", players(2)).await;
    let seated = bot.slash(&ALICE, "add-computer", json!([])).await;
    assert!(!seated.ephemeral());
    let started = bot.followup(&seated).await;
    started.assert_board();
    started.assert_pings_only(&[ALICE.id]);
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Threads and permissions

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_in_threads_are_played_there_side_by_side() {
    let bot = Harness::start(Setup::default()).await;
    let thread_option = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "thread", "type": 5, "value": true }
    ]);
    let mut threads = Vec::new();
    for creator in [ALICE, CAROL] {
        let from = bot.fake.requests().len();
        let opened = bot.slash(&creator, "new", thread_option.clone()).await;
        assert!(!opened.ephemeral(), "{}", opened.message);
        let create = format!("/channels/{CHANNEL_ID}/threads");
        let Some((_, created)) = bot
            .fake
            .wait_for(from, WAIT, |r| r.is("POST", &create))
            .await
        else {
            fail("no thread was opened", &bot.fake)
        };
        let name = created.json.unwrap_or_default()["name"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(
            name.contains("2 players") && name.chars().count() <= 100,
            "the thread is named after the game: {name}"
        );
        match creator.nick {
            None => assert!(name.contains(creator.name), "{name}"),
            Some(_) => assert!(!name.contains("<@"), "no mention in a thread name: {name}"),
        }
        // The lobby with its buttons is posted in the thread; the answer links to it.
        let Some((_, lobby_post)) = bot
            .fake
            .wait_for(from, WAIT, |r| {
                r.method == "POST"
                    && r.path.ends_with("/messages")
                    && !r.path.contains(&CHANNEL_ID.to_string())
                    && r.path.starts_with("/channels/")
            })
            .await
        else {
            fail("no lobby in the thread", &bot.fake)
        };
        let thread: u64 = lobby_post
            .path
            .split('/')
            .nth(2)
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        assert!(
            opened.content().contains(&format!("<#{thread}>")),
            "{}",
            opened.content()
        );
        let member = format!("/channels/{thread}/thread-members/{}", creator.id);
        assert!(
            bot.fake
                .wait_for(from, WAIT, |r| r.is("PUT", &member))
                .await
                .is_some(),
            "the creator is added to the thread"
        );
        let posted = lobby_post.json.unwrap_or_default();
        let id = lobby_post
            .response
            .and_then(|m| m["id"].as_str().and_then(|i| i.parse().ok()))
            .unwrap_or_else(|| fail("the lobby post has no id", &bot.fake));
        threads.push((thread, Lobby::new(id, Place::thread(thread), &posted)));
    }
    assert_ne!(threads[0].0, threads[1].0, "one thread per game");

    // In the first thread Bob joins by button, Alice starts, moves are typed there.
    let (thread, lobby) = &threads[0];
    bot.press(&BOB, lobby, "Join").await;
    let started = bot.press(&ALICE, lobby, "Start").await;
    let board = bot.channel_post(&started, *thread).await;
    board.assert_board();
    let (mover, text) = match board.pinged() {
        Some(ALICE_ID) => (ALICE, "d2 e7"),
        _ => (BOB, "n2 m7"),
    };
    let moved = bot.typed_at(&mover, text, *thread).await;
    moved.assert_board();
    assert_eq!(bot.turns_in(*thread).len(), 1);
    // The second thread's lobby is untouched; the channel itself has no game.
    let second = bot.record(threads[1].0).expect("second game");
    assert_eq!(second.phase, checkers_bot::store::Phase::Lobby);
    assert!(bot.record(CHANNEL_ID).is_none());
    // A thread cannot hold a thread.
    let nested = bot
        .slash_at(
            &ALICE,
            "new",
            thread_option.clone(),
            &Place::thread(*thread),
        )
        .await;
    nested.assert_private_refusal();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_and_defaults_need_the_creator_or_a_manager_and_the_bot_names_what_it_lacks() {
    let bot = Harness::start(Setup::default()).await;
    let manager = Place::CHANNEL.member(perm::MEMBER | perm::MANAGE_CHANNELS);
    let defaults = json!([{ "name": "long_jumps", "type": 5, "value": true }]);
    bot.slash(&CAROL, "defaults", defaults.clone())
        .await
        .assert_private_refusal();
    let changed = bot.slash_at(&DAVE, "defaults", defaults, &manager).await;
    assert!(!changed.ephemeral(), "{}", changed.message);

    bot.slash(&ALICE, "new", players(2)).await;
    bot.slash(&CAROL, "abort", json!([]))
        .await
        .assert_private_refusal();
    assert!(bot.record(CHANNEL_ID).is_some(), "not aborted");
    let aborted = bot.slash_at(&DAVE, "abort", json!([]), &manager).await;
    assert!(!aborted.ephemeral(), "{}", aborted.message);
    assert!(bot.record(CHANNEL_ID).is_none(), "aborted by a manager");

    // In a thread Manage Threads counts, Manage Channels alone does not.
    let thread = Place::thread(THREAD_ID);
    bot.slash_at(&ALICE, "new", players(2), &thread).await;
    let channels_only = thread.member(perm::MEMBER | perm::MANAGE_CHANNELS);
    bot.slash_at(&DAVE, "abort", json!([]), &channels_only)
        .await
        .assert_private_refusal();
    let threads = thread.member(perm::MEMBER | perm::MANAGE_THREADS);
    let aborted = bot.slash_at(&DAVE, "abort", json!([]), &threads).await;
    assert!(!aborted.ephemeral());
    assert!(bot.record(THREAD_ID).is_none());

    // The bot checks its own permissions and says which are missing.
    let no_files = Place::CHANNEL.bot(perm::BOT & !perm::ATTACH_FILES);
    let refused = bot.slash_at(&ALICE, "new", players(2), &no_files).await;
    refused.assert_private_refusal();
    assert!(
        refused.content().contains("Attach Files"),
        "{}",
        refused.content()
    );
    let no_threads = Place::CHANNEL.bot(perm::BOT & !perm::CREATE_PUBLIC_THREADS);
    let in_thread = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "thread", "type": 5, "value": true }
    ]);
    let refused = bot.slash_at(&ALICE, "new", in_thread, &no_threads).await;
    refused.assert_private_refusal();
    assert!(
        refused.content().contains("Create Public Threads"),
        "{}",
        refused.content()
    );
    assert!(bot.record(CHANNEL_ID).is_none(), "nothing was opened");
    bot.stop().await;
}
