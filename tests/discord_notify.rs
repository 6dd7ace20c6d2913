//! `notify` on Discord, end to end (`tests/discord_harness`): a person who asked gets a
//! direct message with the board when a move makes it their turn ("Create DM", then a
//! message in it), and one who does not accept direct messages (Discord's 403, code
//! 50007) has it turned off, and the channel is told once, pinging only them.

use crate::discord_harness;
use crate::fake_discord;

use discord_harness::{
    fail, two_player_game, Harness, Setup, ALICE_ID, BOB, BOB_ID, PNG_SIGNATURE, QUIET, WAIT,
};
use fake_discord::{dm_channel_of, Failure, Recorded, CHANNEL_ID};
use serde_json::json;

fn notify_on() -> serde_json::Value {
    json!([{ "name": "on", "type": 5, "value": true }])
}

/// The direct message to `user` sent after request `from`: its DM channel opened, then a
/// message posted in it.
async fn direct_message(bot: &Harness, from: usize, user: u64) -> Recorded {
    let Some((at, _)) = bot
        .fake
        .wait_for(from, WAIT, |r| opens_dm_with(r, user))
        .await
    else {
        fail(&format!("no DM channel was opened for {user}"), &bot.fake)
    };
    let dm = format!("/channels/{}/messages", dm_channel_of(user));
    let Some((_, sent)) = bot
        .fake
        .wait_for(at, WAIT, |r| r.method == "POST" && r.path == dm)
        .await
    else {
        fail(&format!("no direct message to {user}"), &bot.fake)
    };
    sent
}

/// The words of a message sent.
fn content_of(sent: &Recorded) -> &str {
    sent.json
        .as_ref()
        .and_then(|j| j["content"].as_str())
        .unwrap_or_default()
}

/// Whether `r` opens the DM channel with `user`.
fn opens_dm_with(r: &Recorded, user: u64) -> bool {
    r.method == "POST"
        && r.path == "/users/@me/channels"
        && r.json.as_ref().and_then(|j| j["recipient_id"].as_str()) == Some(&user.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_sends_the_next_player_who_asked_a_direct_message_with_the_board() {
    let bot = Harness::start(Setup::default()).await;
    let on = bot.slash(&BOB, "notify", notify_on()).await;
    assert!(on.ephemeral(), "{}", on.message);
    assert!(on
        .content()
        .starts_with("From now on you get a direct message"));
    // Bob's turn comes at the start (a coin toss), or after Alice's first move.
    let from = bot.fake.requests().len();
    let (mover, _, first, _) = two_player_game(&bot).await;
    if mover.id != BOB_ID {
        bot.typed(&mover, first).await.assert_board();
    }
    let sent = direct_message(&bot, from, BOB_ID).await;
    let content = content_of(&sent);
    assert!(
        content.starts_with("Your turn in Chinese Checkers:\n"),
        "{content}"
    );
    assert!(content.contains(", your turn ("), "{content}");
    assert!(content.ends_with(&format!("<#{CHANNEL_ID}>")), "{content}");
    assert_eq!(sent.files.len(), 1);
    assert_eq!(sent.files[0].name, "board.png");
    assert!(sent.files[0].bytes.starts_with(&PNG_SIGNATURE));
    assert_eq!(
        sent.json
            .as_ref()
            .map(|j| j["allowed_mentions"]["users"].clone()),
        Some(json!([])),
        "a direct message pings nobody"
    );
    // Only Bob asked: no DM channel for Alice.
    assert!(!bot
        .fake
        .requests()
        .iter()
        .any(|r| opens_dm_with(r, ALICE_ID)));
    bot.stop().await;
}

/// Case `dm-closed`: a turn message to a person whose direct messages are closed (403,
/// code 50007): the channel is told once, `notify` is turned off, and no DM is tried
/// again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_who_takes_no_direct_messages_has_notify_turned_off_and_the_channel_is_told_once()
{
    let bot = Harness::start(Setup::default()).await;
    bot.slash(&BOB, "notify", notify_on()).await;
    let dm = format!("channels/{}/messages", dm_channel_of(BOB_ID));
    bot.fake.fail_next("POST", &dm, Failure::CannotMessageUser);
    // Bob's turn comes at the start (a coin toss), or after Alice's first move.
    let from = bot.fake.requests().len();
    let (mover, waiter, first, _) = two_player_game(&bot).await;
    if mover.id != BOB_ID {
        bot.typed(&mover, first).await.assert_board();
    }
    let told = |r: &Recorded| {
        r.method == "POST"
            && r.path == format!("/channels/{CHANNEL_ID}/messages")
            && r.json
                .as_ref()
                .and_then(|j| j["content"].as_str())
                .is_some_and(|c| c.contains("I cannot send you direct messages"))
    };
    let Some((at, post)) = bot.fake.wait_for(from, WAIT, told).await else {
        fail("the channel was not told", &bot.fake)
    };
    let json = post.json.unwrap_or_default();
    assert_eq!(
        json["content"].as_str().unwrap_or_default(),
        format!(
            "<@{BOB_ID}>, I cannot send you direct messages, so your turn messages are now off. \
             Allow direct messages from this server's members, then use `notify` again."
        )
    );
    assert_eq!(
        json["allowed_mentions"]["users"],
        json!([BOB_ID.to_string()])
    );
    // Bob moves, then Alice: Bob's turn again, and no DM is tried, nor the channel told.
    let alice = if mover.id == ALICE_ID { mover } else { waiter };
    let bob_move = bot.a_legal_move(&BOB);
    bot.typed(&BOB, &bob_move).await.assert_board();
    let alice_move = bot.a_legal_move(&alice);
    bot.typed(&alice, &alice_move).await.assert_board();
    let again = bot
        .fake
        .wait_for(at + 1, QUIET, |r| opens_dm_with(r, BOB_ID) || told(r))
        .await;
    assert!(
        again.is_none(),
        "tried again: {:?}",
        again.map(|(_, r)| r.path)
    );
    bot.stop().await;
}

/// `/checkers follow` (docs/playing.md, "Following a game"): Carol, who has no seat,
/// follows the game; after a move the timers send her a direct message with the moves,
/// the board and a link to the game's channel. (The minute between two messages, and the
/// last one with the result, are counted in `tests/follow.rs` with a settable clock.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follower_gets_a_direct_message_with_the_board_after_a_move() {
    use discord_harness::{CAROL, CAROL_ID};
    let bot = Harness::start(Setup::default()).await;
    let (mover, _, first, _) = two_player_game(&bot).await;
    let follows = bot.slash(&CAROL, "follow", json!([])).await;
    assert!(follows.ephemeral(), "{}", follows.message);
    assert!(
        follows.content().starts_with("You follow this game now"),
        "{}",
        follows.content()
    );
    let from = bot.fake.requests().len();
    bot.typed(&mover, first).await.assert_board();
    let sent = direct_message(&bot, from, CAROL_ID).await;
    let content = content_of(&sent);
    assert!(content.starts_with("A game you follow:\n"), "{content}");
    assert_eq!(content.matches(" played `").count(), 1, "{content}");
    assert!(content.ends_with(&format!("<#{CHANNEL_ID}>")), "{content}");
    assert_eq!(sent.files.len(), 1);
    assert!(sent.files[0].bytes.starts_with(&PNG_SIGNATURE));
    // A seated player is told to use `notify` instead.
    let seated = bot.slash(&BOB, "follow", json!([])).await;
    assert!(
        seated.content().starts_with("You play in this game"),
        "{}",
        seated.content()
    );
    bot.stop().await;
}

/// `/checkers-me digest` end to end: the player to move asks for a digest at 09:00 UTC;
/// when the tables' clock reaches it, the timers send one direct message listing the game
/// with a link to its channel (once, not followed by a second link).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_digest_comes_by_direct_message_at_its_hour() {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;
    // 2027-01-15 08:00 UTC.
    let now = Arc::new(AtomicU64::new(1_800_000_000));
    let bot = Harness::start(Setup {
        clock: Some(Arc::clone(&now)),
        ..Setup::default()
    })
    .await;
    let (mover, _, _, _) = two_player_game(&bot).await;
    let set = bot
        .slash(
            &mover,
            "digest",
            json!([{ "name": "hour", "type": 4, "value": 9 }]),
        )
        .await;
    assert!(set.ephemeral(), "{}", set.message);
    assert!(
        set.content()
            .starts_with("Your daily digest is on: at 09:00 (UTC)"),
        "{}",
        set.content()
    );
    let from = bot.fake.requests().len();
    now.store(1_800_000_000 + 3600, Ordering::SeqCst);
    let sent = direct_message(&bot, from, mover.id).await;
    let content = content_of(&sent);
    assert!(
        content.starts_with("Your daily digest: it is your turn in 1 game.\n"),
        "{content}"
    );
    assert_eq!(
        content.matches(&format!("<#{CHANNEL_ID}>")).count(),
        1,
        "{content}"
    );
    assert!(content.contains("**your turn**"), "{content}");
    bot.stop().await;
}
