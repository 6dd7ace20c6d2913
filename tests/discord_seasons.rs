//! Rating seasons on Discord end to end (`tests/discord_harness`), on sled and on
//! PostgreSQL: a manager sets seasons of 7 days with `/checkers-defaults seasons:7`; when
//! the days are up the timers post the final leaderboard (text and `season.png`) in that
//! channel, once; every rating restarts from the softened prior; `profile` lists the old
//! season and `leaderboard season:1` shows it again; a manager ends the next one by hand.

#![allow(
    clippy::float_cmp,
    reason = "the softened ratings are computed here by the formula"
)]

use crate::common;
use crate::discord_harness;
use crate::fake_discord;
use crate::pg_server;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::store::PlayerRating;
use common::{new_game_with, on_server};
use discord_harness::{fail, Harness, Setup, ALICE, BOB, DAVE, PNG_SIGNATURE, WAIT};
use fake_discord::{perm, FakeUser, Place, CHANNEL_ID, GUILD_ID};
use serde_json::json;

/// 2027-01-15 08:00 UTC.
const T0: u64 = 1_800_000_000;
const DAY: u64 = 86_400;

/// Alice beats Bob `games` times in the channel, through the table (rated).
fn alice_beats_bob(bot: &Harness, games: usize) {
    use checkers_bot::table::{Command, User};
    let user = |u: &FakeUser| on_server(&User::new(u.id, u.name), GUILD_ID);
    let settings = [("abandon", "freeze"), ("rated", "on")];
    tokio::task::block_in_place(|| {
        for _ in 0..games {
            bot.tables
                .handle(CHANNEL_ID, &user(&ALICE), new_game_with(2, &settings));
            bot.tables.handle(CHANNEL_ID, &user(&BOB), Command::Join);
            bot.tables.handle(CHANNEL_ID, &user(&ALICE), Command::Start);
            common::two_moves_each(&bot.tables, CHANNEL_ID, &[user(&ALICE), user(&BOB)]);
            bot.tables
                .handle(CHANNEL_ID, &user(&BOB), Command::Resign { confirmed: true });
        }
    });
}

/// The guild's ratings, by user.
fn ratings(bot: &Harness) -> Vec<PlayerRating> {
    bot.off_runtime(|t| {
        let mut all = t.store().ratings(GUILD_ID).unwrap();
        all.sort_by_key(|r| r.user);
        all
    })
}

/// `after` is `before` restarted from the softened prior (docs/playing.md, "Rating
/// seasons"): the same mu, `sigma' = min(sqrt(sigma² + (25/6)²), 25/3)`, no games.
fn assert_softened(before: &[PlayerRating], after: &[PlayerRating]) {
    assert_eq!(before.len(), after.len());
    for (b, a) in before.iter().zip(after) {
        assert_eq!((a.user, a.mu), (b.user, b.mu));
        let sigma = (b.sigma * b.sigma + (25.0f64 / 6.0).powi(2))
            .sqrt()
            .min(25.0 / 3.0);
        assert!((a.sigma - sigma).abs() < 1e-12, "{} → {}", b.sigma, a.sigma);
        assert_eq!((a.games, a.wins, a.places), (0, 0, 0));
    }
}

/// `/checkers-defaults seasons:<value>` by Dave, who manages the channel.
async fn seasons(bot: &Harness, value: &str) -> discord_harness::Answer {
    let manager = Place::CHANNEL.member(perm::MEMBER | perm::MANAGE_CHANNELS);
    let option = json!([{ "name": "seasons", "type": 3, "value": value }]);
    bot.slash_at(&DAVE, "defaults", option, &manager).await
}

/// The season's whole run on Discord over the database at `database` (a temporary sled
/// folder when `None`).
#[allow(
    clippy::too_many_lines,
    reason = "one season's run on Discord, step by step"
)]
async fn a_season_runs(database: Option<String>) {
    let now = Arc::new(AtomicU64::new(T0));
    let bot = Harness::start(Setup {
        clock: Some(Arc::clone(&now)),
        database,
        ..Setup::default()
    })
    .await;
    alice_beats_bob(&bot, 3);

    // A member who does not manage the channel cannot; Dave can.
    let option = json!([{ "name": "seasons", "type": 3, "value": "7" }]);
    bot.slash(&BOB, "defaults", option)
        .await
        .assert_private_refusal();
    let planned = seasons(&bot, "7").await;
    assert!(!planned.ephemeral());
    assert_eq!(
        planned.content(),
        "dave set rating seasons of 7 days on this server: season 1 ends 2027-01-22 08:00 \
         UTC, and its final leaderboard is posted in this channel."
    );
    let before = ratings(&bot);
    assert_eq!(before.len(), 2);

    // The days are up: the timers post the final leaderboard in the channel, once.
    let from = bot.fake.requests().len();
    now.store(T0 + 7 * DAY, Ordering::SeqCst);
    let posts = format!("/channels/{CHANNEL_ID}/messages");
    let card = |r: &fake_discord::Recorded| {
        r.is("POST", &posts) && r.files.iter().any(|f| f.name == "season.png")
    };
    let Some((at, posted)) = bot.fake.wait_for(from, WAIT, card).await else {
        fail("the timers posted no season's end", &bot.fake)
    };
    let content = posted.json.as_ref().unwrap()["content"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let lines: Vec<&str> = content.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "Season 1 has ended (the beginning – 2027-01-22).",
            "Its final leaderboard (rating = mu − 3 sigma; listed after 3 rated games):",
        ],
        "{content}"
    );
    assert!(lines[2].starts_with("1. alice — "), "{content}");
    assert!(lines[3].starts_with("2. bob — "), "{content}");
    assert!(
        content.ends_with("count from 0. It ends 2027-01-29 08:00 UTC."),
        "{content}"
    );
    assert_eq!(posted.files[0].bytes[..8], PNG_SIGNATURE);
    let image = image::load_from_memory(&posted.files[0].bytes)
        .unwrap()
        .to_rgb8();
    assert_eq!(image.dimensions(), (600, 64 + 40 * 2 + 52));
    // Once: the next rounds post nothing more.
    tokio::time::sleep(std::time::Duration::from_secs(6)).await;
    let cards = bot.fake.requests()[from..]
        .iter()
        .filter(|r| card(r))
        .count();
    assert_eq!(cards, 1, "posted once (first at request {at})");

    // The ratings restart from the softened prior.
    assert_softened(&before, &ratings(&bot));

    // The profile lists the old season; `leaderboard season:1` shows it again.
    let profile = bot.slash(&ALICE, "profile", json!([])).await;
    let alice = &before[0];
    assert!(
        profile.content().ends_with(&format!(
            "(Season 2 so far.)\nPast seasons:\n• Season 1 (the beginning – 2027-01-22): place 1 \
             of 2, rating {:.1}, 3 games, 3 wins.",
            alice.shown()
        )),
        "{}",
        profile.content()
    );
    let season = json!([{ "name": "season", "type": 4, "value": 1 }]);
    let again = bot.slash(&BOB, "leaderboard", season).await;
    assert!(!again.ephemeral());
    assert!(
        again
            .content()
            .starts_with("Final leaderboard of season 1 (the beginning – 2027-01-22;"),
        "{}",
        again.content()
    );
    assert!(again.content().contains("\nYour place: 2 of 2, rating "));
    assert_eq!(again.files.len(), 1);
    assert_eq!(again.files[0].name, "season.png");

    // Dave ends season 2 by hand: the answer is its final leaderboard.
    now.store(T0 + 9 * DAY, Ordering::SeqCst);
    let ended = seasons(&bot, "end").await;
    assert!(!ended.ephemeral());
    assert!(
        ended
            .content()
            .starts_with("dave ended season 2 (2027-01-22 – 2027-01-24).\nIts final leaderboard"),
        "{}",
        ended.content()
    );
    assert!(
        ended
            .content()
            .contains("\nNobody played 3 rated games in season 2.\n"),
        "{}",
        ended.content()
    );
    assert_eq!(ended.files.len(), 1);
    assert_eq!(ended.files[0].name, "season.png");
    let (kept, current) = bot.off_runtime(|t| {
        (
            t.store().seasons(GUILD_ID).unwrap(),
            t.store().season(GUILD_ID).unwrap(),
        )
    });
    assert_eq!(
        kept.iter().map(|s| s.number).collect::<Vec<_>>(),
        [1, 2],
        "history keeps the old seasons"
    );
    assert_eq!(
        (current.number, current.ends),
        (3, Some(T0 + 16 * DAY)),
        "season 3 lasts 7 days from its start"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_ends_on_discord_with_its_card_and_softened_ratings() {
    a_season_runs(None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_ends_on_discord_over_postgresql() {
    let (server, url) = tokio::task::spawn_blocking(|| {
        let server = pg_server::PgServer::start();
        let url = server.database("seasons");
        (server, url)
    })
    .await
    .unwrap();
    a_season_runs(Some(url)).await;
    drop(server);
}
