//! The web board from Discord, on the fake Discord (`tests/discord_harness`): a "Watch
//! live" link under each board, a private "Play in the browser" link, and a move made
//! on the web posted in the channel like any other.

use crate::common;
use crate::discord_harness;
use crate::fake_discord;

use checkers_bot::web::{Key, Limits, WebConfig};
use discord_harness::{
    labels, players, two_people_by_button, Harness, Setup, ALICE, ALICE_ID, BOB, BOB_ID, CAROL,
};
use fake_discord::{FakeUser, Place, CHANNEL_ID, GROUP_DM_ID};
use serde_json::Value;

fn key() -> Key {
    Key::new(&[5; 32]).unwrap()
}

/// The link buttons of a message: label and URL.
fn links(message: &Value) -> Vec<(String, String)> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|b| b["style"] == 5)
        .map(|b| {
            (
                b["label"].as_str().unwrap_or_default().to_string(),
                b["url"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// A bot that serves the web board; its public address.
async fn bot_with_web() -> (Harness, String) {
    let listen = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let public = format!("http://{listen}");
    let bot = Harness::start(Setup {
        web: Some(WebConfig {
            listen,
            public_url: public.clone(),
            key: key(),
            activity: None,
            limits: Limits::default(),
            forwarded_for: false,
        }),
        ..Setup::default()
    })
    .await;
    (bot, public)
}

/// Plays the first move the page offers with the seat link `token`; the answer's status.
async fn first_move_on_the_page(public: &str, token: &str) -> u16 {
    let view: Value = common::get_json(&format!("{public}/api/view/{token}")).await;
    assert_eq!(view["you"], view["to_move"], "{view}");
    let from = view["moves"][0]["from"].as_str().unwrap().to_string();
    reqwest::Client::new()
        .post(format!("{public}/api/move/{token}"))
        .header("content-type", "application/json")
        .body(serde_json::json!({ "key": view["key"], "from": from, "index": 0 }).to_string())
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_link_to_the_web_board_and_a_move_made_there_is_posted_in_the_channel() {
    let (bot, public) = bot_with_web().await;
    let (board, mover, waiter) = two_people_by_button(&bot, players(2)).await;
    assert_eq!(
        labels(&board.message),
        ["Move", "Play in the browser", "Watch live"],
        "{}",
        board.message
    );
    let watch = format!("{public}/watch/{}", key().watch_id(CHANNEL_ID));
    assert_eq!(
        links(&board.message),
        [("Watch live".to_string(), watch.clone())]
    );
    // The watch page is served there, to anyone.
    let http = reqwest::Client::new();
    let page = http.get(&watch).send().await.unwrap();
    assert_eq!(page.status().as_u16(), 200);
    // Someone without a seat is told so, privately.
    let refused = bot.press_under(&CAROL, &board, "Play in the browser").await;
    assert!(refused.ephemeral(), "{}", refused.message);
    assert_eq!(
        refused.content(),
        "You have no seat in the game being played here."
    );
    // The player to move gets their own link, privately.
    let linked = bot.press_under(&mover, &board, "Play in the browser").await;
    assert!(linked.ephemeral(), "{}", linked.message);
    let (label, url) = links(&linked.message).pop().expect("a link button");
    assert_eq!(label, "Play in the browser");
    assert!(url.starts_with(&format!("{public}/play#p")), "{url}");
    let token = url.rsplit(['/', '#']).next().unwrap().to_string();
    // The move chosen on the page: the view the page gets, then its move.
    let view: Value = common::get_json(&format!("{public}/api/view/{token}")).await;
    assert_eq!(view["you"], view["to_move"], "{view}");
    let from = view["moves"][0]["from"].as_str().unwrap().to_string();
    let path: Vec<String> = view["moves"][0]["paths"][0]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_str().unwrap().to_string())
        .collect();
    let before = bot.fake.requests().len();
    let played = http
        .post(format!("{public}/api/move/{token}"))
        .header("content-type", "application/json")
        .body(serde_json::json!({ "key": view["key"], "from": from, "index": 0 }).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(played.status().as_u16(), 200);
    assert_eq!(bot.turns(), vec![path.join("-")], "the move is on disk");
    // Posted in the channel like any other move: the new board, pinging the next player,
    // with its buttons and the link.
    let posted = bot
        .fake
        .wait_for(before, discord_harness::WAIT, |r| {
            r.method == "POST" && r.path == format!("/channels/{CHANNEL_ID}/messages")
        })
        .await
        .expect("the web move's board in the channel")
        .1;
    let message = posted.json.unwrap();
    assert_eq!(posted.files.len(), 1, "the board: {message}");
    assert!(
        message["content"]
            .as_str()
            .unwrap()
            .contains(&format!("<@{}>", waiter.id)),
        "{message}"
    );
    assert_eq!(
        labels(&message),
        ["Move", "Play in the browser", "Watch live"],
        "{message}"
    );
    bot.stop().await;
}

/// Where the bot only answers (a user install in a group DM, no channel permission): the
/// player gets their link from the board's button, the move made on the page is saved,
/// nothing is posted in the group DM (Discord would refuse it, 403 50001), and the next
/// answer there shows the board after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_group_dm_a_move_made_on_the_web_posts_nothing_there() {
    let (bot, public) = bot_with_web().await;
    let here = Place::GROUP_DM;
    let created = bot.slash_at(&ALICE, "new", players(2), &here).await;
    let lobby = bot.lobby_of(&created, here);
    bot.press(&BOB, &lobby, "Join").await;
    let started = bot.press(&ALICE, &lobby, "Start").await;
    let board = bot.followup(&started).await;
    board.assert_board();
    let (mover, waiter): (FakeUser, FakeUser) = match board.pinged() {
        Some(ALICE_ID) => (ALICE, BOB),
        Some(BOB_ID) => (BOB, ALICE),
        other => panic!("the board pings {other:?}"),
    };
    let linked = bot
        .press_under_at(&mover, &board, "Play in the browser", &here)
        .await;
    assert!(linked.ephemeral(), "{}", linked.message);
    let (_, url) = links(&linked.message).pop().expect("a link button");
    let token = url.rsplit(['/', '#']).next().unwrap().to_string();
    let before = bot.fake.requests().len();
    assert_eq!(first_move_on_the_page(&public, &token).await, 200);
    assert_eq!(bot.turns_in(GROUP_DM_ID).len(), 1, "the move is on disk");
    tokio::time::sleep(discord_harness::QUIET).await;
    let channel = format!("/channels/{GROUP_DM_ID}");
    let posted: Vec<String> = bot.fake.requests()[before..]
        .iter()
        .filter(|r| r.path.starts_with(&channel))
        .map(|r| format!("{} {} → {}", r.method, r.path, r.status))
        .collect();
    assert!(
        posted.is_empty(),
        "posted where the bot is no member: {posted:?}"
    );
    // The next answer there shows the board after the web move.
    let shown = bot
        .slash_at(&waiter, "board", serde_json::json!([]), &here)
        .await;
    shown.assert_board();
    bot.stop().await;
}
