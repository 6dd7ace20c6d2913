//! The Discord adapter end to end (`tests/discord_harness`) without the message-content
//! intent: the warning, slash commands, moves after the bot's mention and pinging replies
//! to its boards, and whole games played by mentions, replies or the Move button alone.

use crate::discord_harness;
use crate::fake_discord;

use checkers_bot::store::Phase;
use discord_harness::{
    fail, log_text, mention, players, two_people_by_button, Answer, Harness, Setup, ALICE,
    ALICE_ID, BOB, BOB_ID, CAROL, WAIT,
};
use fake_discord::{FakeUser, Options, APP_ID, CHANNEL_ID, INTENT_MESSAGE_CONTENT};
use serde_json::{json, Value};

/// Held by every test whose bot lacks the message-content intent: one at a time, so the
/// `intent` case counts its own start-up warning.
static INTENT_OFF: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A bot whose application lacks the message-content intent.
fn without_intent() -> Setup {
    Setup {
        options: Options {
            message_content: false,
            report_flags: true,
            ..Options::default()
        },
        ..Setup::default()
    }
}

/// `/checkers new players:2`, join, start: the start answer and who moves first and
/// second.
async fn two_people_at(bot: &Harness, options: Value) -> (Answer, FakeUser, FakeUser) {
    bot.slash(&ALICE, "new", options).await;
    bot.slash(&BOB, "join", json!([])).await;
    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    // On a loaded machine the start may be deferred: its ping then follows on its own.
    let pinged = match started.pinged() {
        None if started.deferred => bot.followup(&started).await.pinged(),
        pinged => pinged,
    };
    match pinged {
        Some(ALICE_ID) => (started, ALICE, BOB),
        Some(BOB_ID) => (started, BOB, ALICE),
        other => fail(&format!("start pings {other:?}, not a player"), &bot.fake),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn intent_not_granted_warns_and_slash_commands_still_work() {
    // Case `intent`: the application lacks the message-content intent; the fake closes the
    // gateway with 4014 when it is asked for anyway, as Discord does. First the bot can
    // read the application's flags and leaves the intent out; then it cannot, is refused
    // once and reconnects without it. Both times: one warning, and slash commands work.
    let warnings = || {
        log_text()
            .matches("plain typed moves will not be seen; players move by mentioning the bot")
            .count()
    };
    let _one = INTENT_OFF.lock().await;
    for (report_flags, identifies) in [(true, 1), (false, 2)] {
        let before = warnings();
        let options = Options {
            message_content: false,
            report_flags,
            ..Options::default()
        };
        let bot = Harness::start(Setup {
            options,
            ..Setup::default()
        })
        .await;
        let asked: Vec<bool> = bot
            .fake
            .identifies()
            .iter()
            .map(|d| d["intents"].as_u64().unwrap_or(0) & INTENT_MESSAGE_CONTENT != 0)
            .collect();
        let mut expected = vec![true; identifies - 1];
        expected.push(false);
        assert_eq!(asked, expected, "message content asked for, per IDENTIFY");
        assert_eq!(warnings(), before + 1, "one clear warning:\n{}", log_text());
        let help = bot.slash(&ALICE, "help", json!([])).await;
        assert!(
            help.ephemeral() && !help.content().is_empty(),
            "help answers: {}",
            help.message
        );
        help.assert_pings_only(&[]);
        bot.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_move_after_the_bots_mention_is_played() {
    let _one = INTENT_OFF.lock().await;
    let bot = Harness::start(without_intent()).await;
    let (_, mover, waiter) = two_people_at(&bot, players(2)).await;
    let first = bot.a_legal_move(&mover);
    // A plain move reaches the bot without its text: nothing is played or answered.
    let plain = fake_discord::message_create(bot.fake.next_id(), &mover, &first);
    bot.unanswered(plain, "a plain move without the intent")
        .await;
    assert!(bot.turns().is_empty());
    let moved = bot.typed(&mover, &mention(&first)).await;
    moved.assert_board();
    moved.assert_pings_only(&[waiter.id]);
    assert_eq!(bot.turns(), vec![first.clone()], "the move is on disk");
    // The nickname form of the mention, and a mention between the holes, are no holes.
    let second = bot.a_legal_move(&waiter);
    let (from, to) = second.split_once('-').expect("a move of two holes or more");
    let typed = format!("<@!{APP_ID}>{from} <@{APP_ID}> {to}");
    let moved = bot.typed(&waiter, &typed).await;
    moved.assert_board();
    moved.assert_pings_only(&[mover.id]);
    assert_eq!(bot.turns(), vec![first.clone(), second]);
    // A move that is no longer legal is refused to its sender only, after a mention too.
    let refused = bot.typed(&mover, &mention(&first)).await;
    refused.assert_private_refusal();
    assert_eq!(bot.turns().len(), 2);
    bot.report_latencies("mention moves");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_pinging_reply_to_the_bots_board_is_a_move() {
    let _one = INTENT_OFF.lock().await;
    let bot = Harness::start(without_intent()).await;
    let (started, mover, waiter) = two_people_at(&bot, players(2)).await;
    let first = bot.a_legal_move(&mover);
    // The start board answers a slash command: Discord never delivers replies to an
    // interaction's answer, so the bot says to mention it instead.
    let hint = bot.replied(&mover, &first, &started, true).await;
    hint.assert_private_refusal();
    assert!(
        hint.content()
            .contains("Discord does not show me replies to this message")
            && hint.content().contains(&format!("<@{APP_ID}> `d2 e7`")),
        "{}",
        hint.message
    );
    assert!(bot.turns().is_empty());
    let board = bot.typed(&mover, &mention(&first)).await;
    // A reply (with the ping, Discord's default) to the board posted after a typed move.
    let second = bot.a_legal_move(&waiter);
    let board = bot.replied(&waiter, &second, &board, true).await;
    board.assert_board();
    board.assert_pings_only(&[mover.id]);
    assert_eq!(bot.turns(), vec![first, second]);
    // The same reply with the ping turned off arrives empty: a hint, nothing played.
    let third = bot.a_legal_move(&mover);
    let hint = bot.replied(&mover, &third, &board, false).await;
    hint.assert_private_refusal();
    assert!(hint.content().contains("Keep **@ ON**"), "{}", hint.message);
    assert_eq!(bot.turns().len(), 2);
    // Empty messages that are no reply to the bot, and a spectator's reply, stay unanswered.
    let chat = fake_discord::message_create(bot.fake.next_id(), &mover, "gg");
    bot.unanswered(chat, "an empty message").await;
    let to_player = fake_discord::message_create(bot.fake.next_id(), &waiter, "hi");
    let reply = fake_discord::reply_create(bot.fake.next_id(), &mover, "hi", &to_player, false);
    bot.unanswered(reply, "an empty reply to a player").await;
    let posted = bot.posted(&board);
    let reply = fake_discord::reply_create(bot.fake.next_id(), &CAROL, "nice", &posted, false);
    bot.unanswered(reply, "a spectator's empty reply").await;
    let board = bot.replied(&mover, &third, &board, true).await;
    board.assert_board();
    assert_eq!(bot.turns().len(), 3);
    bot.report_latencies("reply moves");
    bot.stop().await;
}

/// How the people of [`a_whole_game_without_the_intent`] move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Way {
    Mentions,
    Replies,
    Button,
}

/// Two people play a whole game (`move_limit=3`: three moves each, then the game is
/// ranked) by `way` alone, on a bot without the message-content intent; the game ends by
/// their moves, with the result and the replay posted. The mention game starts by
/// `/checkers start`, the others by the Start button, whose board is a channel message
/// (replies to it reach the bot; a slash command's answer they would not).
async fn a_whole_game_without_the_intent(way: Way) {
    let _one = INTENT_OFF.lock().await;
    let bot = Harness::start(without_intent()).await;
    let mut options = players(2);
    if let Some(list) = options.as_array_mut() {
        list.push(json!({ "name": "house_rules", "type": 3, "value": "move_limit=3" }));
    }
    let (mut board, mut person, mut other) = match way {
        Way::Mentions => two_people_at(&bot, options).await,
        Way::Replies | Way::Button => two_people_by_button(&bot, options).await,
    };
    for n in 1..=6 {
        let text = bot.a_legal_move(&person);
        board = match way {
            Way::Mentions => bot.typed(&person, &mention(&text)).await,
            Way::Replies => bot.replied(&person, &text, &board, true).await,
            Way::Button => bot.move_by_menu(&person, &board, &text).await.1,
        };
        assert_eq!(bot.turns().len(), n, "move {n} ({text}) is played");
        assert_eq!(bot.turns().last(), Some(&text));
        if n < 6 {
            board.assert_board();
            board.assert_pings_only(&[other.id]);
        }
        std::mem::swap(&mut person, &mut other);
    }
    assert_eq!(
        bot.record(CHANNEL_ID).map(|r| r.phase),
        Some(Phase::Finished),
        "the game ended by its last move"
    );
    let replay = bot
        .fake
        .wait_for(board.index, WAIT, |r| {
            r.files.iter().any(|f| f.name == "replay.gif")
        })
        .await;
    assert!(replay.is_some(), "the replay is posted at the end");
    bot.report_latencies(match way {
        Way::Mentions => "a whole game by mentions",
        Way::Replies => "a whole game by replies",
        Way::Button => "a whole game by the Move button",
    });
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_whole_game_is_played_by_mentions_alone() {
    a_whole_game_without_the_intent(Way::Mentions).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_whole_game_is_played_by_replies_alone() {
    a_whole_game_without_the_intent(Way::Replies).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_whole_game_is_played_by_the_move_button_alone() {
    a_whole_game_without_the_intent(Way::Button).await;
}
