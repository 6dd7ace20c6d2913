//! The Discord adapter end to end (`tests/discord_harness`): slow commands deferred and
//! answered, a deferred command that fails, Discord's rate limits, and the private
//! `moves` and the deferred `replay`.

use crate::discord_harness;
use crate::fake_discord;

use discord_harness::{
    buttons, players, two_player_game, Harness, Setup, ALICE, ALICE_ID, BOB, CAROL, WAIT,
};
use fake_discord::{Failure, Recorded, APP_ID, CHANNEL_ID};
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_commands_are_deferred_then_answered_and_a_refusal_stays_private() {
    // Every command counts as slow here (deferred at once).
    let bot = Harness::start(Setup {
        defer_after: Duration::ZERO,
        ..Setup::default()
    })
    .await;
    let created = bot.slash(&ALICE, "new", players(2)).await;
    assert!(created.deferred && created.kind == 5, "{}", created.message);
    assert!(
        !buttons(&created.message).is_empty(),
        "the lobby keeps its buttons"
    );
    bot.slash(&ALICE, "add-computer", json!([])).await;
    let started = bot.slash(&ALICE, "start", json!([])).await;
    assert!(started.deferred, "start is deferred: {}", started.message);
    started.assert_board();
    // Pings only notify in new messages: the turn prompt follows the edited answer.
    started.assert_pings_only(&[]);
    let prompt = bot.followup(&started).await;
    prompt.assert_pings_only(&[ALICE.id]);
    assert!(prompt.content().contains(&format!("<@{}>", ALICE.id)));
    // A refusal after a public deferral: placeholder, ephemeral follow-up, placeholder
    // deleted.
    let refused = bot
        .slash(
            &BOB,
            "move",
            json!([{ "name": "text", "type": 3, "value": "d2 e7" }]),
        )
        .await;
    assert!(refused.deferred);
    refused.assert_private_refusal();
    let delete = format!("/webhooks/{APP_ID}/{}/messages/@original", refused.token);
    assert!(
        bot.fake
            .wait_for(refused.index, WAIT, |r| r.is("DELETE", &delete))
            .await
            .is_some(),
        "the placeholder is deleted"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_command_that_fails_gets_a_follow_up_not_endless_thinking() {
    let bot = Harness::start(Setup {
        defer_after: Duration::ZERO,
        ..Setup::default()
    })
    .await;
    bot.fake.fail_next(
        "POST",
        &format!("/channels/{CHANNEL_ID}/threads"),
        Failure::Forbidden,
    );
    let options = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "thread", "type": 5, "value": true }
    ]);
    let failed = bot.slash(&ALICE, "new", options).await;
    assert!(failed.deferred, "deferred first: {}", failed.message);
    failed.assert_private_refusal();
    assert!(
        failed.content().contains("thread"),
        "says what failed: {}",
        failed.content()
    );
    assert!(bot.record(CHANNEL_ID).is_none(), "nothing changed");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_board_upload_arrives_after_the_wait() {
    let bot = Harness::start(Setup::default()).await;
    bot.slash(&ALICE, "new", players(2)).await;
    bot.slash(&BOB, "join", json!([])).await;
    // The start's board goes out as the interaction response: 429 once, then again after
    // the 429's `retry_after` (1.5 s: past the 1 s the bot once waited whatever it said).
    let wait = 1.5;
    bot.fake
        .fail_next("POST", "/callback", Failure::RateLimited(wait));
    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    // On a loaded machine the start may be deferred: its ping then follows on its own.
    let pinged = match started.pinged() {
        None if started.deferred => bot.followup(&started).await.pinged(),
        pinged => pinged,
    };
    let (mover, text) = match pinged {
        Some(ALICE_ID) => (ALICE, "d2 e7"),
        _ => (BOB, "n2 m7"),
    };
    // The board after a typed move is a channel message: 429 once, then again.
    let path = format!("/channels/{CHANNEL_ID}/messages");
    bot.fake
        .fail_next("POST", &path, Failure::RateLimited(wait));
    let from = bot.fake.requests().len();
    let moved = bot.typed(&mover, text).await;
    moved.assert_board();
    let posts: Vec<Recorded> = bot.fake.requests()[from..]
        .iter()
        .filter(|r| r.is("POST", &path))
        .cloned()
        .collect();
    assert_eq!(
        posts.iter().map(|r| r.status).collect::<Vec<_>>(),
        vec![429, 200],
        "refused once, then sent again"
    );
    let waited = posts[1].at.duration_since(posts[0].at);
    assert!(
        waited >= Duration::from_secs_f64(wait),
        "waited {waited:?}, not the {wait} s of retry_after, before sending again"
    );
    assert_eq!(bot.turns().len(), 1);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limit_past_the_relays_cap_gives_up_with_the_failure_note() {
    let bot = Harness::start(Setup {
        defer_after: Duration::ZERO,
        ..Setup::default()
    })
    .await;
    // Twice the relay's 60 s cap, and four times the harness's wait: a relay that waited
    // it out would leave the user without an answer here.
    let path = format!("/channels/{CHANNEL_ID}/threads");
    bot.fake
        .fail_next("POST", &path, Failure::RateLimited(120.0));
    let from = bot.fake.requests().len();
    let options = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "thread", "type": 5, "value": true }
    ]);
    let failed = bot.slash(&ALICE, "new", options).await;
    failed.assert_private_refusal();
    assert!(
        failed.content().contains("429"),
        "says Discord refused: {}",
        failed.content()
    );
    let tries: Vec<u16> = bot.fake.requests()[from..]
        .iter()
        .filter(|r| r.is("POST", &path))
        .map(|r| r.status)
        .collect();
    assert_eq!(tries, vec![429], "not sent again");
    assert!(bot.record(CHANNEL_ID).is_none(), "nothing changed");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_answers_privately_with_the_board_and_replay_is_deferred_at_once_with_a_gif() {
    // Commands count as quick here: only `replay` is deferred, and at once.
    let bot = Harness::start(Setup::default()).await;
    let (mover, _, _, _) = two_player_game(&bot).await;
    let shown = bot
        .slash(
            &CAROL,
            "moves",
            json!([{ "name": "hole", "type": 3, "value": "d2" }]),
        )
        .await;
    assert!(!shown.deferred && shown.ephemeral(), "{}", shown.message);
    shown.assert_board();
    shown.assert_pings_only(&[]);
    assert!(
        shown.content().contains("can reach 2 holes: e6, e7"),
        "{}",
        shown.message
    );
    let bad = bot
        .slash(
            &CAROL,
            "moves",
            json!([{ "name": "hole", "type": 3, "value": "z9" }]),
        )
        .await;
    bad.assert_private_refusal();

    // A move first: before it there is nothing to replay.
    let legal = bot.a_legal_move(&mover);
    bot.typed(&mover, &legal).await.assert_board();
    let replay = bot.slash(&mover, "replay", json!([])).await;
    assert!(
        replay.deferred && replay.kind == 5,
        "deferred at once: {}",
        replay.message
    );
    assert!(!replay.ephemeral());
    assert_eq!(replay.files.len(), 1, "{}", replay.message);
    let file = &replay.files[0];
    assert_eq!(file.name, "replay.gif");
    assert_eq!(&file.bytes[..6], b"GIF89a");
    replay.assert_pings_only(&[]);
    bot.stop().await;
}
