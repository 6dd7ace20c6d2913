//! `/checkers challenge` and the Apps menu's "Challenge to Chinese Checkers" end to end
//! (`tests/discord_harness`): the people challenged are pinged, and nobody else; only they
//! may press Accept or Decline; the game starts when all accept; a decline, or no answer
//! in time (the timers), cancels it.

use crate::discord_harness;
use crate::fake_discord;

use checkers_bot::store::{Occupant, Phase};
use discord_harness::{
    buttons, fail, Answer, Harness, Setup, ALICE, ALICE_ID, BOB, BOB_ID, CAROL, DAVE, WAIT,
};
use fake_discord::{FakeUser, Place, CHANNEL_ID};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

const CAROL_ID: u64 = CAROL.id;

/// `/checkers challenge` from `user`, naming `named` (option name and person), with the
/// other `options`.
async fn challenge(
    bot: &Harness,
    user: &FakeUser,
    named: &[(&str, &FakeUser)],
    options: Value,
) -> Answer {
    let id = bot.fake.next_id();
    let token = format!("token-{id}");
    let from = bot.fake.requests().len();
    let d = fake_discord::slash_command_naming_all_at(
        id,
        &token,
        user,
        "challenge",
        named,
        options,
        &Place::CHANNEL,
    );
    bot.fake.dispatch("INTERACTION_CREATE", d);
    bot.answer(id, &token, from, "/checkers challenge").await
}

fn seated(bot: &Harness) -> Vec<u64> {
    bot.record(CHANNEL_ID)
        .map(|r| {
            r.seats
                .iter()
                .map(|s| match s {
                    Occupant::Human { id, .. } => *id,
                    Occupant::Computer { .. } => 0,
                })
                .collect()
        })
        .unwrap_or_default()
}

fn labels(answer: &Answer) -> Vec<String> {
    buttons(&answer.message)
        .into_iter()
        .map(|(label, _, _)| label)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_accepted_by_both_starts_and_a_stranger_is_refused_privately() {
    let bot = Harness::start(Setup::default()).await;
    let made = challenge(
        &bot,
        &ALICE,
        &[("opponent", &BOB), ("opponent2", &CAROL)],
        json!([{ "name": "minutes", "type": 4, "value": 30 }]),
    )
    .await;
    assert!(!made.ephemeral(), "{}", made.message);
    // Both are pinged on the first line, and nobody else (Bob's nickname is
    // "@everyone", Carol's a role mention: both shown as text).
    made.assert_pings_only(&[BOB_ID, CAROL_ID]);
    let content = made.content();
    assert!(
        content.starts_with(&format!("<@{BOB_ID}> <@{CAROL_ID}>\nalice challenges ")),
        "{content}"
    );
    assert!(
        content.contains("press **Accept** or **Decline** within 30 minutes"),
        "{content}"
    );
    assert_eq!(labels(&made), ["Accept", "Decline"]);
    let lobby = bot.lobby_of(&made, Place::CHANNEL);

    // Dave was not challenged: refused privately, nothing changes.
    let before = bot.record(CHANNEL_ID).expect("the challenge is stored");
    for label in ["Accept", "Decline"] {
        let refused = bot.press(&DAVE, &lobby, label).await;
        refused.assert_private_refusal();
        assert!(
            refused
                .content()
                .starts_with("These seats are for the people challenged: "),
            "{}",
            refused.content()
        );
    }
    assert_eq!(bot.record(CHANNEL_ID), Some(before));

    // Carol accepts: the message now says who is still to answer.
    let accepted = bot.press(&CAROL, &lobby, "Accept").await;
    assert_eq!(accepted.kind, 7, "the challenge message is updated");
    assert!(
        accepted.content().contains("still to answer: **"),
        "{}",
        accepted.content()
    );
    // Bob accepts: the game begins, its board posted in the channel, seated in the
    // order named.
    let started = bot.press(&BOB, &lobby, "Accept").await;
    assert_eq!(started.kind, 7);
    started.assert_no_components();
    let board = bot.channel_post(&started, CHANNEL_ID).await;
    board.assert_board();
    let record = bot.record(CHANNEL_ID).expect("the game");
    assert_eq!(record.phase, Phase::Playing);
    assert_eq!(seated(&bot), [ALICE_ID, BOB_ID, CAROL_ID]);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_decline_from_the_apps_menus_challenge_cancels_it() {
    let bot = Harness::start(Setup::default()).await;
    // Alice uses the Apps menu on Bob: a 2-player challenge in two clicks.
    let id = bot.fake.next_id();
    let token = format!("token-{id}");
    let from = bot.fake.requests().len();
    let d = fake_discord::user_command(id, &token, &ALICE, "Challenge to Chinese Checkers", &BOB);
    bot.fake.dispatch("INTERACTION_CREATE", d);
    let made = bot
        .answer(id, &token, from, "the Apps menu's challenge")
        .await;
    made.assert_pings_only(&[BOB_ID]);
    assert!(
        made.content().contains("to a 2-player game"),
        "{}",
        made.content()
    );
    assert!(
        made.content().contains("within 10 minutes"),
        "{}",
        made.content()
    );
    let lobby = bot.lobby_of(&made, Place::CHANNEL);
    let declined = bot.press(&BOB, &lobby, "Decline").await;
    assert_eq!(declined.kind, 7);
    declined.assert_no_components();
    // The challenger is pinged with who declined, in a new message (an edit pings
    // nobody).
    let told = bot.channel_post(&declined, CHANNEL_ID).await;
    assert_eq!(
        told.content(),
        format!("<@{ALICE_ID}>, @\u{200b}everyone declined your challenge; it is cancelled.")
    );
    told.assert_pings_only(&[ALICE_ID]);
    assert!(bot.record(CHANNEL_ID).is_none(), "nothing is left");
    // The channel is free: a new game opens.
    let opened = bot.slash(&BOB, "new", discord_harness::players(2)).await;
    assert!(!opened.ephemeral(), "{}", opened.message);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_nobody_answers_is_cancelled_by_the_timers_pinging_the_challenger() {
    let bot = Harness::start(Setup::default()).await;
    let made = challenge(&bot, &ALICE, &[("opponent", &CAROL)], json!([])).await;
    assert!(!made.ephemeral(), "{}", made.message);
    // Ten minutes pass: the record's time to answer is moved to the past.
    bot.off_runtime(|tables| {
        let store = tables.store();
        let mut record = store.load(CHANNEL_ID).unwrap().expect("the challenge");
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        if let Some(c) = record.challenge.as_mut() {
            c.expires = now - 1;
        }
        record.due = Some(now - 1);
        let revision = record.revision;
        store.save(CHANNEL_ID, Some(revision), &mut record).unwrap();
    });
    let from = bot.fake.requests().len();
    let posts = format!("/channels/{CHANNEL_ID}/messages");
    let Some((at, r)) = bot
        .fake
        .wait_for(from, WAIT, |r| r.is("POST", &posts))
        .await
    else {
        fail("the timers never cancelled the challenge", &bot.fake)
    };
    let told = Answer::sent(r, at, "", false);
    assert_eq!(
        told.content(),
        format!(
            "<@{ALICE_ID}>, your challenge is cancelled: **@\u{200b}&123** did not answer within 10 minutes."
        )
    );
    told.assert_pings_only(&[ALICE_ID]);
    assert!(bot.record(CHANNEL_ID).is_none());
    // The challenge's message loses its buttons.
    let lobby_id = bot
        .fake
        .original_message(&made.token)
        .unwrap_or_else(|| fail("no challenge message", &bot.fake));
    let edit = format!("/channels/{CHANNEL_ID}/messages/{lobby_id}");
    let Some((_, closed)) = bot
        .fake
        .wait_for(from, WAIT, |r| r.is("PATCH", &edit))
        .await
    else {
        fail("the challenge's message kept its buttons", &bot.fake)
    };
    let closed = closed.json.unwrap_or_default();
    assert_eq!(closed["components"], json!([]), "{closed}");
    // A late press finds it closed.
    let lobby = bot.lobby_of(&made, Place::CHANNEL);
    let late = bot.press(&CAROL, &lobby, "Accept").await;
    assert!(late.ephemeral(), "{}", late.message);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_app_cannot_be_challenged() {
    let bot = Harness::start(Setup::default()).await;
    let robot = FakeUser {
        id: 1009,
        name: "robot",
        nick: None,
    };
    let refused = challenge(&bot, &ALICE, &[("opponent", &robot)], json!([])).await;
    refused.assert_private_refusal();
    assert_eq!(
        refused.content(),
        "robot is an app and cannot answer a challenge; to play a computer, give `computers`."
    );
    assert!(bot.record(CHANNEL_ID).is_none());
    bot.stop().await;
}

/// A challenge of computers alone starts at once, its board with a Move button.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_of_computers_alone_starts_with_a_move_button() {
    let bot = Harness::start(Setup::default()).await;
    let computers = json!([{ "name": "computers", "type": 4, "value": 1 }]);
    let made = challenge(&bot, &ALICE, &[], computers).await;
    assert!(
        made.content()
            .starts_with("alice plays a 2-player game against medium computer."),
        "{}",
        made.content()
    );
    let board = bot.followup(&made).await;
    board.assert_board();
    assert_eq!(labels(&board), ["Move"]);
    assert_eq!(
        bot.record(CHANNEL_ID).map(|r| r.phase),
        Some(Phase::Playing)
    );
    bot.stop().await;
}

/// An Accept pressed after the time to answer, before the timers came: the challenge is
/// cancelled then, pinging the challenger, and nothing else is said.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accept_after_the_time_finds_the_challenge_cancelled() {
    let now = Arc::new(AtomicU64::new(1_800_000_000));
    let bot = Harness::start(Setup {
        clock: Some(Arc::clone(&now)),
        ..Setup::default()
    })
    .await;
    let minutes = json!([{ "name": "minutes", "type": 4, "value": 1 }]);
    let made = challenge(&bot, &ALICE, &[("opponent", &BOB)], minutes).await;
    let lobby = bot.lobby_of(&made, Place::CHANNEL);
    // Past the minute, and the press comes before the timers' next round.
    now.fetch_add(61, Ordering::SeqCst);
    let late = bot.press(&BOB, &lobby, "Accept").await;
    assert_eq!(late.kind, 7, "the challenge message is closed");
    late.assert_no_components();
    let told = bot.channel_post(&late, CHANNEL_ID).await;
    assert_eq!(
        told.content(),
        format!(
            "<@{ALICE_ID}>, your challenge is cancelled: **@\u{200b}everyone** did not \
             answer within a minute."
        )
    );
    told.assert_pings_only(&[ALICE_ID]);
    assert!(bot.record(CHANNEL_ID).is_none());
    bot.stop().await;
}

/// `/checkers-me block` through Discord (docs/playing.md, "Blocking and reporting"): the
/// member is named by Discord's picker, the answer is private, and the blocked person's
/// challenge is refused privately, opening nothing; `/checkers-me report` with no game
/// here is refused privately.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blocked_member_cannot_challenge_the_blocker() {
    let bot = Harness::start(Setup::default()).await;
    let id = bot.fake.next_id();
    let token = format!("token-{id}");
    let from = bot.fake.requests().len();
    let d = fake_discord::slash_command_naming_all_at(
        id,
        &token,
        &ALICE,
        "block",
        &[("member", &BOB)],
        json!([]),
        &Place::CHANNEL,
    );
    bot.fake.dispatch("INTERACTION_CREATE", d);
    let blocked = bot.answer(id, &token, from, "/checkers-me block").await;
    assert!(blocked.ephemeral(), "{}", blocked.message);
    assert!(
        blocked.content().starts_with("You blocked ")
            && blocked
                .content()
                .contains(": `seek` never pairs the two of you"),
        "{}",
        blocked.content()
    );
    let refused = challenge(&bot, &BOB, &[("opponent", &ALICE)], json!([])).await;
    assert!(refused.ephemeral(), "{}", refused.message);
    assert!(
        refused
            .content()
            .ends_with(" does not take challenges from you."),
        "{}",
        refused.content()
    );
    assert!(bot.record(CHANNEL_ID).is_none(), "no lobby opened");
    let report = bot.slash(&CAROL, "report", json!([])).await;
    assert!(report.ephemeral(), "{}", report.message);
    assert_eq!(report.content(), "There is no game here to report.");
}
