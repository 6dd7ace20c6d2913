//! `/checkers seek` end to end (`tests/discord_harness`): two people search for a
//! 2-player game; the second search opens their game in a thread of the channel, seated
//! and started, pings both there, and the game is played there. A search can be
//! cancelled.

use crate::discord_harness;
use crate::fake_discord;

use std::time::Instant;

use checkers_bot::store::{Occupant, Phase};
use discord_harness::{fail, Harness, Setup, ALICE, ALICE_ID, BOB, BOB_ID, CAROL, WAIT};
use fake_discord::{Place, CHANNEL_ID};
use serde_json::json;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// The thread the bot opens in `parent` after request `from` (its id), or the test fails
/// saying `what` did not happen.
async fn opened_thread(bot: &Harness, from: usize, parent: u64, what: &str) -> u64 {
    let create = format!("/channels/{parent}/threads");
    let Some((_, created)) = bot
        .fake
        .wait_for(from, WAIT, |r| r.is("POST", &create))
        .await
    else {
        fail(what, &bot.fake)
    };
    created
        .response
        .and_then(|t| t["id"].as_str().and_then(|i| i.parse().ok()))
        .unwrap_or_else(|| fail("the thread has no id", &bot.fake))
}

/// The board the bot posts with `posts` (a thread's messages path) after request
/// `from`, or the test fails.
async fn board_in_thread(bot: &Harness, from: usize, posts: &str) -> fake_discord::Recorded {
    let Some((_, board)) = bot
        .fake
        .wait_for(from, WAIT, |r| {
            r.is("POST", posts) && r.files.iter().any(|f| f.bytes.starts_with(b"\x89PNG"))
        })
        .await
    else {
        fail("no board in the thread", &bot.fake)
    };
    board
}

/// `seek players:2` (the choice's index 0), casual.
fn seek_two() -> serde_json::Value {
    json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "rated", "type": 5, "value": false }
    ])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_searches_open_a_game_in_a_thread_pinging_both() {
    let bot = Harness::start(Setup::default()).await;
    let waiting = bot.slash(&ALICE, "seek", seek_two()).await;
    assert!(waiting.ephemeral(), "{}", waiting.content());
    assert!(
        waiting
            .content()
            .starts_with("You are searching for a casual 2-player game"),
        "{}",
        waiting.content()
    );
    assert!(bot.record(CHANNEL_ID).is_none(), "no game yet");

    let from = bot.fake.requests().len();
    let asked = Instant::now();
    let matched = bot.slash(&BOB, "seek", seek_two()).await;
    let thread = opened_thread(&bot, from, CHANNEL_ID, "no thread was opened for the match").await;
    assert!(!matched.ephemeral());
    assert!(
        matched.content().contains(&format!("→ <#{thread}>")),
        "{}",
        matched.content()
    );
    // Both are pinged in the thread (allowed mentions for them alone), then the board.
    let posts = format!("/channels/{thread}/messages");
    let Some((_, ping)) = bot
        .fake
        .wait_for(from, WAIT, |r| {
            r.is("POST", &posts)
                && r.json.as_ref().is_some_and(|j| {
                    j["content"]
                        .as_str()
                        .is_some_and(|c| c.contains(&format!("<@{ALICE_ID}>")))
                })
        })
        .await
    else {
        fail("the group was not pinged in the thread", &bot.fake)
    };
    let ping = ping.json.unwrap_or_default();
    assert!(
        ping["content"]
            .as_str()
            .unwrap_or_default()
            .contains(&format!("<@{BOB_ID}>")),
        "{ping}"
    );
    let mut allowed: Vec<String> = ping["allowed_mentions"]["users"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|u| u.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    allowed.sort();
    let mut expected = vec![ALICE_ID.to_string(), BOB_ID.to_string()];
    expected.sort();
    assert_eq!(allowed, expected, "{ping}");
    board_in_thread(&bot, from, &posts).await;
    println!(
        "from the second seek to the board in the thread: {:?}",
        asked.elapsed()
    );
    let record = bot.record(thread).expect("the game is in the thread");
    assert_eq!(record.phase, Phase::Playing);
    assert!(record.casual);
    let mut seated: Vec<u64> = record
        .seats
        .iter()
        .filter_map(|s| match s {
            Occupant::Human { id, .. } => Some(*id),
            Occupant::Computer { .. } => None,
        })
        .collect();
    seated.sort_unstable();
    assert_eq!(seated, vec![ALICE_ID, BOB_ID], "both seated");
    assert!(
        bot.record(CHANNEL_ID).is_none(),
        "the channel itself has no game"
    );
}

/// A search is stopped with `cancel`; stopping again finds nothing to stop.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_can_be_cancelled() {
    let bot = Harness::start(Setup::default()).await;
    let searching = bot.slash(&CAROL, "seek", seek_two()).await;
    assert!(searching.ephemeral());
    let cancel = json!([{ "name": "cancel", "type": 5, "value": true }]);
    let stopped = bot.slash(&CAROL, "seek", cancel.clone()).await;
    assert!(stopped.ephemeral(), "{}", stopped.content());
    assert_eq!(stopped.content(), "You are no longer searching.");
    let again = bot.slash(&CAROL, "seek", cancel).await;
    assert_eq!(again.content(), "You were not searching.");
    // Alice's search now waits alone: nobody is matched with Carol's ended one.
    let alone = bot.slash(&ALICE, "seek", seek_two()).await;
    assert!(alone.ephemeral(), "{}", alone.content());
}

/// A search that asks for computers (`fill:easy`): nobody else comes, and after two
/// minutes the timers open the game in a thread with a computer in the other seat,
/// pinging the seeker there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_fill_a_search_nobody_answers_after_two_minutes() {
    let now = Arc::new(AtomicU64::new(1_800_000_000));
    let bot = Harness::start(Setup {
        clock: Some(Arc::clone(&now)),
        ..Setup::default()
    })
    .await;
    // `fill` is a choice of the levels, weakest first: easy is the fourth.
    let options = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "rated", "type": 5, "value": false },
        { "name": "fill", "type": 4, "value": 3 }
    ]);
    let waiting = bot.slash(&ALICE, "seek", options).await;
    assert!(waiting.ephemeral(), "{}", waiting.content());
    let from = bot.fake.requests().len();
    now.fetch_add(120, Ordering::SeqCst);
    let thread = opened_thread(&bot, from, CHANNEL_ID, "the timers opened no thread").await;
    let posts = format!("/channels/{thread}/messages");
    let Some((_, ping)) = bot
        .fake
        .wait_for(from, WAIT, |r| r.is("POST", &posts) && r.files.is_empty())
        .await
    else {
        fail("the seeker was not pinged in the thread", &bot.fake)
    };
    let ping = ping.json.unwrap_or_default();
    assert_eq!(
        ping["content"],
        format!(
            "<@{ALICE_ID}>\nNobody else came in 2 minutes: alice and one computer (easy) play a \
             casual 2-player game. Its table opens now."
        )
    );
    assert_eq!(
        ping["allowed_mentions"]["users"],
        json!([ALICE_ID.to_string()])
    );
    board_in_thread(&bot, from, &posts).await;
    let record = bot.record(thread).expect("the game is in the thread");
    assert_eq!(record.phase, Phase::Playing);
    assert_eq!(record.people(), [ALICE_ID]);
    assert!(matches!(
        record.seats[1],
        Occupant::Computer {
            level: checkers_bot::ai::Level::Easy
        }
    ));
    bot.stop().await;
}

/// A search that names a channel: the game found opens in a thread of that channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_naming_a_channel_opens_its_game_in_a_thread_there() {
    const GAMES: u64 = 920_000_000_000_000_077;
    let bot = Harness::start(Setup::default()).await;
    bot.slash(&ALICE, "seek", seek_two()).await;
    let id = bot.fake.next_id();
    let token = format!("token-{id}");
    let from = bot.fake.requests().len();
    let d = fake_discord::slash_command_naming_channel(
        id,
        &token,
        &BOB,
        "seek",
        ("channel", GAMES),
        seek_two(),
    );
    bot.fake.dispatch("INTERACTION_CREATE", d);
    let matched = bot.answer(id, &token, from, "/checkers seek channel").await;
    assert!(!matched.ephemeral(), "{}", matched.content());
    let create = format!("/channels/{GAMES}/threads");
    let Some(_) = bot
        .fake
        .wait_for(from, WAIT, |r| r.is("POST", &create))
        .await
    else {
        fail("no thread in the channel named", &bot.fake)
    };
    bot.stop().await;
}

/// Acceptance: two people never in one channel at the same time find each other with
/// `seek` (Alice searches in one channel, Bob ten minutes later in another), and finish
/// their game over days: the player to move is reminded at half time and in the last
/// hour, then each move comes 20 hours after the one before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_in_different_channels_find_each_other_and_finish_over_days() {
    const ELSEWHERE: u64 = 920_000_000_000_000_066;
    let start = 1_800_000_000;
    let now = Arc::new(AtomicU64::new(start));
    let bot = Harness::start(Setup {
        clock: Some(Arc::clone(&now)),
        ..Setup::default()
    })
    .await;
    let elsewhere = Place {
        channel: ELSEWHERE,
        ..Place::CHANNEL
    };
    let waiting = bot.slash(&ALICE, "seek", seek_two()).await;
    assert!(waiting.ephemeral());
    now.fetch_add(600, Ordering::SeqCst);
    let from = bot.fake.requests().len();
    let asked = Instant::now();
    let matched = bot.slash_at(&BOB, "seek", seek_two(), &elsewhere).await;
    assert!(!matched.ephemeral(), "{}", matched.content());
    let thread = opened_thread(
        &bot,
        from,
        ELSEWHERE,
        "no thread in the channel of the last seek",
    )
    .await;
    let posts = format!("/channels/{thread}/messages");
    let board = board_in_thread(&bot, from, &posts).await;
    println!(
        "from the second seek to the board in the thread: {:?}",
        asked.elapsed()
    );
    let to_move: u64 = board.json.as_ref().map_or(0, |j| {
        j["allowed_mentions"]["users"][0]
            .as_str()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0)
    });
    assert!([ALICE_ID, BOB_ID].contains(&to_move), "{board:?}");
    // Half of the day's clock gone, then the last hour: a reminder each, pinging the
    // player to move in the thread.
    for (hours, left) in [(12, ": 12h left"), (11, ": 1h left")] {
        let from = bot.fake.requests().len();
        now.fetch_add(hours * 3600, Ordering::SeqCst);
        let reminded = |r: &fake_discord::Recorded| {
            r.is("POST", &posts)
                && r.json.as_ref().is_some_and(|j| {
                    j["content"]
                        .as_str()
                        .is_some_and(|c| c.contains("it is your turn"))
                })
        };
        let Some((_, reminder)) = bot.fake.wait_for(from, WAIT, reminded).await else {
            fail(&format!("no reminder after {hours} more hours"), &bot.fake)
        };
        let reminder = reminder.json.unwrap_or_default();
        let content = reminder["content"].as_str().unwrap_or_default();
        assert!(content.starts_with(&format!("<@{to_move}>")), "{content}");
        assert!(content.contains(left), "{content}");
        assert_eq!(
            reminder["allowed_mentions"]["users"],
            json!([to_move.to_string()])
        );
    }
    let place = Place {
        channel: thread,
        parent: Some(ELSEWHERE),
        ..Place::CHANNEL
    };
    let (moves, last) = bot
        .play_to_the_end(&place, &[ALICE, BOB], (Some(&now), 20))
        .await;
    last.assert_board();
    let record = bot.record(thread).expect("the game");
    assert_eq!(record.phase, Phase::Finished);
    assert!(moves >= 40, "{moves} moves");
    let days = (now.load(Ordering::SeqCst) - start) / 86_400;
    assert!(days >= 30, "{days} days");
    println!("{moves} moves over {days} simulated days");
    bot.stop().await;
}

/// A search made in a thread whose game is under way: the game found opens in a new
/// thread of the thread's channel, not in the busy thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_made_in_a_busy_thread_opens_its_game_in_a_new_thread() {
    let bot = Harness::start(Setup::default()).await;
    let busy = Place::thread(fake_discord::THREAD_ID);
    bot.slash_at(&CAROL, "new", discord_harness::players(2), &busy)
        .await;
    bot.slash_at(&BOB, "join", json!([]), &busy).await;
    bot.slash_at(&CAROL, "start", json!([]), &busy).await;
    let before = bot.record(fake_discord::THREAD_ID).expect("the busy game");
    bot.slash_at(&ALICE, "seek", seek_two(), &busy).await;
    let from = bot.fake.requests().len();
    let matched = bot.slash_at(&BOB, "seek", seek_two(), &busy).await;
    let thread = opened_thread(&bot, from, CHANNEL_ID, "no new thread in the channel").await;
    assert_ne!(thread, fake_discord::THREAD_ID);
    assert!(
        matched.content().contains(&format!("→ <#{thread}>")),
        "{}",
        matched.content()
    );
    assert_eq!(
        bot.record(fake_discord::THREAD_ID),
        Some(before),
        "untouched"
    );
    assert_eq!(bot.record(thread).map(|r| r.phase), Some(Phase::Playing));
    bot.stop().await;
}

/// The server's game channel is a channel: set in a thread, it is refused there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_cannot_be_the_game_channel() {
    use fake_discord::perm;
    let bot = Harness::start(Setup::default()).await;
    let thread = Place::thread(fake_discord::THREAD_ID)
        .member(perm::MEMBER | perm::MANAGE_CHANNELS | perm::MANAGE_THREADS);
    let option = json!([{ "name": "game_channel", "type": 5, "value": true }]);
    let refused = bot
        .slash_at(&discord_harness::DAVE, "defaults", option, &thread)
        .await;
    refused.assert_private_refusal();
    assert!(
        refused
            .content()
            .starts_with("A thread cannot be the server's game channel"),
        "{}",
        refused.content()
    );
    bot.stop().await;
}
