//! Case `outage-answer`: the database is unreachable; a player sends a slash command, a
//! typed move, a mention move, a reply move, a button press and a menu choice. Each gets
//! a short "try again" answer within 5 s, nothing is played, and once the database is
//! back play goes on. The real serenity client against the fake Discord, over a real
//! PostgreSQL server on loopback that is stopped as after a crash.

use crate::discord_harness;
use crate::pg_server;

use std::time::{Duration, Instant};

use discord_harness::{mention, players, two_people_by_button, Answer, Harness, Setup};
use pg_server::PgServer;
use serde_json::json;

/// The answer to every input while the database is out of reach.
const UNREACHABLE: &str =
    "The database cannot be reached right now, so nothing was changed. Please try again in a moment.";

/// The bound the operators' docs promise (docs/operating.md, Outages).
const BOUND: Duration = Duration::from_secs(5);

/// `answer` is the outage's answer, and came within [`BOUND`] of `sent`.
fn told_to_try_again(what: &str, sent: Instant, answer: &Answer) {
    let took = sent.elapsed();
    assert!(
        answer.content().contains(UNREACHABLE),
        "{what}: {}",
        answer.message
    );
    assert!(took <= BOUND, "{what} was answered after {took:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_input_is_answered_within_five_seconds_while_the_database_is_down() {
    let (server, url) = tokio::task::spawn_blocking(|| {
        let server = PgServer::start();
        let url = server.database("outage");
        (server, url)
    })
    .await
    .unwrap();
    let bot = Harness::start(Setup {
        database: Some(url),
        ..Setup::default()
    })
    .await;
    let (board, first, _second) = two_people_by_button(&bot, players(2)).await;
    let legal = bot.a_legal_move(&first);
    // The Move button's menu, opened before the outage.
    let menu = bot.press_under(&first, &board, "Move").await;
    let original = bot
        .fake
        .original_message(&menu.token)
        .expect("the menu's message");
    let peg = legal.split('-').next().unwrap().to_string();

    // Stopped at once, as after a crash of the server.
    let server = tokio::task::spawn_blocking(move || {
        server.stop(false);
        server
    })
    .await
    .unwrap();

    let sent = Instant::now();
    let status = bot.slash(&first, "status", json!([])).await;
    told_to_try_again("a slash command", sent, &status);
    assert!(status.ephemeral(), "{}", status.message);

    let sent = Instant::now();
    let typed = bot.typed(&first, &legal).await;
    told_to_try_again("a typed move", sent, &typed);

    let sent = Instant::now();
    let mentioned = bot.typed(&first, &mention(&legal)).await;
    told_to_try_again("a mention move", sent, &mentioned);

    let sent = Instant::now();
    let replied = bot.replied(&first, &legal, &board, true).await;
    told_to_try_again("a reply move", sent, &replied);

    let sent = Instant::now();
    let pressed = bot.press_under(&first, &board, "Move").await;
    told_to_try_again("the Move button", sent, &pressed);
    assert!(pressed.ephemeral(), "{}", pressed.message);

    let sent = Instant::now();
    let chosen = bot.choose(&first, (&menu, original), 0, &peg).await;
    told_to_try_again("a menu choice", sent, &chosen);

    // The turn clock's round finds nothing to do and posts nothing.
    let tables = std::sync::Arc::clone(&bot.tables);
    let sent = Instant::now();
    let ticked = tokio::task::spawn_blocking(move || tables.tick_all())
        .await
        .unwrap();
    assert!(ticked.is_empty(), "{ticked:?}");
    assert!(
        sent.elapsed() <= BOUND,
        "the clock took {:?}",
        sent.elapsed()
    );

    // Back: nothing was played meanwhile, and the same move is played now.
    let server = tokio::task::spawn_blocking(move || {
        server.start_again();
        server
    })
    .await
    .unwrap();
    tokio::time::sleep(pg_unreachable_for()).await;
    assert!(bot.turns().is_empty(), "{:?}", bot.turns());
    bot.typed(&first, &legal).await.assert_board();
    assert_eq!(bot.turns(), [legal]);
    bot.stop().await;
    drop(server);
}

/// How long the store keeps answering at once after the database was out of reach.
fn pg_unreachable_for() -> Duration {
    checkers_bot::store::postgres::UNREACHABLE_FOR
}
