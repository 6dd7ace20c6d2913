//! The Discord adapter end to end (`tests/discord_harness`): the buttons under the
//! board, Move (private menus, paged in the capture game), Rematch and Replay.

use crate::discord_harness;
use crate::fake_discord;

use checkers_bot::store::Phase;
use discord_harness::{
    labels, mention, options, players, two_people_by_button, Harness, Setup, CAROL,
};
use fake_discord::CHANNEL_ID;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_button_opens_private_menus_and_plays_the_chosen_move() {
    let bot = Harness::start(Setup::default()).await;
    let (board, mover, waiter) = two_people_by_button(&bot, players(2)).await;
    assert_eq!(labels(&board.message), ["Move"], "{}", board.message);
    // Only the player to move may use it: others are told why, privately.
    for (who, why) in [
        (&CAROL, "You are not playing in this game."),
        (&waiter, "It is not your turn"),
    ] {
        let refused = bot.press_under(who, &board, "Move").await;
        assert_eq!(refused.kind, 4, "{}", refused.message);
        refused.assert_private_refusal();
        assert!(refused.content().starts_with(why), "{}", refused.content());
    }
    // The mover picks a peg, sees where it can go, picks the move.
    let text = bot.a_legal_move(&mover);
    let opened = bot.press_under(&mover, &board, "Move").await;
    assert!(opened.ephemeral() && opened.files.is_empty());
    assert_eq!(
        options(&opened.message, 0).len(),
        7,
        "seven pegs can move at the start: {}",
        opened.message
    );
    let original = bot
        .fake
        .original_message(&opened.token)
        .expect("its message");
    let peg = text.split('-').next().unwrap_or_default();
    let moves = bot.choose(&mover, (&opened, original), 0, peg).await;
    moves.assert_board();
    assert!(
        moves.content().contains("can reach 2 holes"),
        "the moves view: {}",
        moves.content()
    );
    let listed: Vec<String> = options(&moves.message, 1)
        .into_iter()
        .map(|(l, _)| l)
        .collect();
    assert!(listed.contains(&text), "{listed:?} lacks {text}");
    let value = options(&moves.message, 1)
        .into_iter()
        .find(|(l, _)| *l == text)
        .map(|(_, v)| v)
        .unwrap_or_default();
    let played = bot.choose(&mover, (&moves, original), 1, &value).await;
    assert_eq!(played.kind, 7);
    played.assert_no_components();
    let next = bot.channel_post(&played, CHANNEL_ID).await;
    next.assert_board();
    next.assert_pings_only(&[waiter.id]);
    assert_eq!(labels(&next.message), ["Move"]);
    assert_eq!(bot.turns(), vec![text.clone()], "the move is on disk");

    // A choice made for a position that is gone is refused and changes nothing: the
    // waiter opens the menus, then moves by mention instead.
    let reply = bot.a_legal_move(&waiter);
    let opened = bot.press_under(&waiter, &next, "Move").await;
    let original = bot
        .fake
        .original_message(&opened.token)
        .expect("its message");
    let peg = reply.split('-').next().unwrap_or_default();
    let stale = bot.choose(&waiter, (&opened, original), 0, peg).await;
    bot.typed(&waiter, &mention(&reply)).await.assert_board();
    let value = options(&stale.message, 1)[0].1.clone();
    let refused = bot.choose(&waiter, (&stale, original), 1, &value).await;
    assert!(
        refused.content().starts_with("The board has changed since"),
        "{}",
        refused.content()
    );
    assert_eq!(bot.turns(), vec![text, reply], "nothing more was played");
    // The Move button of an old board is refused the same way.
    let old = bot.press_under(&mover, &board, "Move").await;
    old.assert_private_refusal();
    assert!(old.content().starts_with("The board has changed since"));
    bot.report_latencies("the Move button");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rematch_and_replay_buttons_under_the_final_board() {
    let bot = Harness::start(Setup::default()).await;
    let mut options = players(2);
    if let Some(list) = options.as_array_mut() {
        list.push(json!({ "name": "house_rules", "type": 3, "value": "move_limit=1" }));
    }
    let (_, first, second) = two_people_by_button(&bot, options).await;
    let text = bot.a_legal_move(&first);
    bot.typed(&first, &text).await;
    let text = bot.a_legal_move(&second);
    let last = bot.typed(&second, &text).await;
    last.assert_board();
    assert_eq!(
        labels(&last.message),
        ["Rematch", "Replay"],
        "{}",
        last.message
    );
    let seats = bot.record(CHANNEL_ID).expect("a game").seats;

    let replay = bot.press_under(&CAROL, &last, "Replay").await;
    assert!(replay.ephemeral(), "{}", replay.message);
    assert_eq!(
        replay.files.first().map(|f| f.name.as_str()),
        Some("replay.gif")
    );
    let refused = bot.press_under(&CAROL, &last, "Rematch").await;
    refused.assert_private_refusal();
    let asked = bot.press_under(&first, &last, "Rematch").await;
    assert!(!asked.ephemeral());
    assert!(
        asked.content().contains("wants a rematch (1/2)"),
        "{}",
        asked.content()
    );
    bot.press_under(&first, &last, "Rematch")
        .await
        .assert_private_refusal();
    let ready = bot.press_under(&second, &last, "Rematch").await;
    assert!(
        ready.content().contains("everyone is in"),
        "{}",
        ready.content()
    );
    let board = bot.channel_post(&ready, CHANNEL_ID).await;
    board.assert_board();
    assert!(
        board.content().starts_with("The game begins!"),
        "{}",
        board.content()
    );
    assert_eq!(labels(&board.message), ["Move"]);
    let record = bot.record(CHANNEL_ID).expect("the rematch");
    assert_eq!(record.phase, Phase::Playing);
    assert_eq!(
        record.seats,
        vec![seats[1].clone(), seats[0].clone()],
        "seats rotated"
    );
    assert_eq!(record.rules.move_limit, 1, "the same rules");
    // The old game's buttons are refused now.
    bot.press_under(&second, &last, "Replay")
        .await
        .assert_private_refusal();
    bot.report_latencies("rematch and replay");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_the_capture_game_the_move_button_pages_its_pegs_and_offers_chains() {
    let bot = Harness::start(Setup::default()).await;
    let mut capture = players(2);
    if let Some(list) = capture.as_array_mut() {
        list.push(json!({ "name": "variant", "type": 4, "value": 1 }));
    }
    let (board, mover, waiter) = two_people_by_button(&bot, capture).await;
    let opened = bot.press_under(&mover, &board, "Move").await;
    let first_page = options(&opened.message, 0);
    assert_eq!(first_page.len(), 25, "a full page: {}", opened.message);
    assert_eq!(first_page[24].1, "p:1", "the last option turns the page");
    // The last chain of the list, whose peg is on a later page.
    let chains = bot.tables.legal_moves_text(CHANNEL_ID, mover.id);
    let text = chains.last().cloned().expect("a chain");
    let (_, next) = bot.move_by_menu(&mover, &board, &text).await;
    next.assert_board();
    next.assert_pings_only(&[waiter.id]);
    assert_eq!(bot.turns(), vec![text]);
    bot.stop().await;
}
