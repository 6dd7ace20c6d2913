//! The Discord adapter end to end (`tests/discord_harness`): kept games and ratings,
//! history, leaderboard, profile, replay and record of a kept game, and `forget-me`.

use crate::common;
use crate::discord_harness;
use crate::fake_discord;

use common::{new_game_with, on_server};
use discord_harness::{
    buttons, players, Answer, Harness, Setup, ALICE, ALICE_ID, BOB, BOB_ID, CAROL, PNG_SIGNATURE,
};
use fake_discord::{FakeUser, Place, CHANNEL_ID, GUILD_ID};
use serde_json::json;

/// Alice beats Bob `games` times in the channel, straight through the table under their
/// user names, two moves each (rated; `abandon=freeze` ends each game at Bob's
/// resignation).
fn alice_beats_bob(bot: &Harness, games: usize) {
    use checkers_bot::table::{Command, User};
    let user = |u: &FakeUser| on_server(&User::new(u.id, u.name), GUILD_ID);
    let settings = [("abandon", "freeze"), ("rated", "on")];
    tokio::task::block_in_place(|| {
        for _ in 0..games {
            let new = new_game_with(2, &settings);
            bot.tables.handle(CHANNEL_ID, &user(&ALICE), new);
            bot.tables.handle(CHANNEL_ID, &user(&BOB), Command::Join);
            bot.tables.handle(CHANNEL_ID, &user(&ALICE), Command::Start);
            // Two moves each rate a game (docs/rules.md §5 `rated`).
            common::two_moves_each(&bot.tables, CHANNEL_ID, &[user(&ALICE), user(&BOB)]);
            bot.tables
                .handle(CHANNEL_ID, &user(&BOB), Command::Resign { confirmed: true });
        }
    });
}

/// The one file of an answer, with the name it must have.
fn the_file<'a>(answer: &'a Answer, name: &str) -> &'a fake_discord::File {
    assert_eq!(answer.files.len(), 1, "{}", answer.message);
    assert_eq!(answer.files[0].name, name);
    &answer.files[0]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_leaderboard_profile_replay_and_record_answer_with_text_and_files() {
    let bot = Harness::start(Setup::default()).await;
    alice_beats_bob(&bot, 3);
    // History: public text, newest first; of one member by the user option, page 2 empty.
    let history = bot.slash(&CAROL, "history", json!([])).await;
    assert!(!history.ephemeral() && history.files.is_empty());
    history.assert_pings_only(&[]);
    let lines: Vec<&str> = history.content().lines().collect();
    assert_eq!(lines.len(), 4, "{}", history.content());
    assert_eq!(lines[0], "Latest games here (page 1):");
    assert!(
        lines[1].starts_with("#3 · ")
            && lines[1].ends_with(" · alice, bob · alice won · 4 moves · rated"),
        "{}",
        lines[1]
    );
    let page = json!([{ "name": "page", "type": 4, "value": 2 }]);
    let id = bot.fake.next_id();
    let token = format!("token-{id}");
    let from = bot.fake.requests().len();
    bot.fake.dispatch(
        "INTERACTION_CREATE",
        fake_discord::slash_command_naming(id, &token, &CAROL, "history", ("user", &BOB), page),
    );
    let bobs = bot
        .answer(id, &token, from, "/checkers history user page")
        .await;
    assert_eq!(
        bobs.content(),
        "Page 2 is past the end: there is only 1 page."
    );
    // The leaderboard: the text and the card.
    let board = bot.slash(&BOB, "leaderboard", json!([])).await;
    assert!(!board.ephemeral());
    board.assert_pings_only(&[]);
    assert!(
        board.content().starts_with(
            "Leaderboard (rating = mu − 3 sigma; listed after 3 rated games):\n1. alice — "
        ),
        "{}",
        board.content()
    );
    assert!(board.content().contains("\nYour place: 2 of 2, rating "));
    let card = the_file(&board, "leaderboard.png");
    assert_eq!(card.bytes[..8], PNG_SIGNATURE);
    let image = image::load_from_memory(&card.bytes).unwrap().to_rgb8();
    assert_eq!(image.dimensions(), (600, 64 + 40 * 2 + 52));
    // A profile by the user option.
    let id = bot.fake.next_id();
    let token = format!("token-{id}");
    let from = bot.fake.requests().len();
    bot.fake.dispatch(
        "INTERACTION_CREATE",
        fake_discord::slash_command_naming(
            id,
            &token,
            &CAROL,
            "profile",
            ("user", &ALICE),
            json!([]),
        ),
    );
    let profile = bot.answer(id, &token, from, "/checkers profile user").await;
    assert!(
        profile.content().starts_with("alice: rating ")
            && profile
                .content()
                .contains(", 3 games, 3 wins, average place 1.00. Place 1 on the leaderboard."),
        "{}",
        profile.content()
    );
    let card = the_file(&profile, "profile.png");
    let image = image::load_from_memory(&card.bytes).unwrap().to_rgb8();
    assert_eq!(image.dimensions(), (600, 360));
    // The channel starts a new game; game 1 still replays and its record is attached.
    let opened = bot.slash(&ALICE, "new", players(2)).await;
    assert!(
        opened.content().contains("Rated game"),
        "{}",
        opened.content()
    );
    let game = json!([{ "name": "game", "type": 4, "value": 1 }]);
    let replay = bot.slash(&CAROL, "replay", game.clone()).await;
    assert!(replay.deferred && !replay.ephemeral(), "{}", replay.message);
    assert_eq!(&the_file(&replay, "replay.gif").bytes[..6], b"GIF89a");
    let record = bot.slash(&CAROL, "record", game).await;
    let text = String::from_utf8(the_file(&record, "record.txt").bytes.clone()).unwrap();
    assert!(text.contains("Seat 1: alice\nSeat 2: bob\n"), "{text}");
    assert!(checkers_bot::core::GameRecord::parse(&text).is_ok());
    let missing = json!([{ "name": "game", "type": 4, "value": 99 }]);
    bot.slash(&CAROL, "record", missing)
        .await
        .assert_private_refusal();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forget_me_asks_first_and_only_the_asker_can_confirm() {
    let bot = Harness::start(Setup::default()).await;
    alice_beats_bob(&bot, 1);
    let ratings = || bot.tables.store().ratings(GUILD_ID).unwrap();
    assert_eq!(ratings().len(), 2);
    let asked = bot.slash(&ALICE, "forget-me", json!([])).await;
    assert!(
        asked.ephemeral(),
        "only the asker sees it: {}",
        asked.message
    );
    asked.assert_pings_only(&[]);
    assert!(
        asked.content().ends_with("It cannot be undone. Go on?"),
        "{}",
        asked.content()
    );
    let shown: Vec<(String, String)> = buttons(&asked.message)
        .into_iter()
        .map(|(label, id, _)| (label, id))
        .collect();
    assert_eq!(
        shown,
        [
            (
                "Forget me".to_string(),
                format!("forget-me:confirm:{ALICE_ID}")
            ),
            ("Cancel".to_string(), format!("forget-me:cancel:{ALICE_ID}")),
        ]
    );
    let question = bot.lobby_of(&asked, Place::CHANNEL);
    // Nothing is deleted by the question, nor by anyone else's press.
    assert_eq!(ratings().len(), 2);
    let other = bot.press(&BOB, &question, "Forget me").await;
    other.assert_private_refusal();
    assert_eq!(
        other.content(),
        "Only the member who asked can answer this."
    );
    assert_eq!(ratings().len(), 2);
    // Cancel closes the question.
    let cancelled = bot.press(&ALICE, &question, "Cancel").await;
    assert_eq!(
        cancelled.kind, 7,
        "the question is replaced: {}",
        cancelled.message
    );
    assert_eq!(cancelled.content(), "Nothing was deleted.");
    assert!(buttons(&cancelled.message).is_empty());
    assert_eq!(ratings().len(), 2);
    // Asked again and confirmed: Alice's rating is gone, her seat a former player's.
    let asked = bot.slash(&ALICE, "forget-me", json!([])).await;
    let question = bot.lobby_of(&asked, Place::CHANNEL);
    let done = bot.press(&ALICE, &question, "Forget me").await;
    assert_eq!(done.kind, 7, "{}", done.message);
    assert_eq!(
        done.content(),
        "Your ratings and best crossings are deleted, and your name in kept games is now “a former player”."
    );
    assert!(buttons(&done.message).is_empty());
    let left: Vec<u64> = ratings().iter().map(|r| r.user).collect();
    assert_eq!(left, [BOB_ID]);
    let kept = bot.tables.store().kept_game(1).unwrap().unwrap();
    assert_eq!(kept.seats[0].player, checkers_bot::store::Player::Former);
    bot.stop().await;
}
