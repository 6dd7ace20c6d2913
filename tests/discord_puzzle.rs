//! The daily puzzle on the test Discord (docs/playing.md, "The daily puzzle"): a channel
//! manager sets the hour with `/checkers-defaults puzzle_hour:`, the timers post the
//! puzzle in that channel at the hour with its image (and the solution of the day before
//! with the next), `/checkers puzzle answer:` is told right or wrong in an ephemeral
//! answer, a streak is kept from one day to the next and broken by a missed day, and
//! `/checkers puzzle` shows the month's leaderboard in order.

use crate::discord_harness;
use crate::fake_discord;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use checkers_bot::puzzle::{Puzzle, DAY};
use discord_harness::{fail, Answer, Harness, Setup, ALICE, BOB, CAROL, DAVE, PNG_SIGNATURE, WAIT};
use fake_discord::{perm, FakeUser, Place, Recorded, CHANNEL_ID};
use serde_json::{json, Value};

/// 2026-12-08: a "home in 3" (answer `l6-n1`); the next day a "farthest move".
const DAY_ONE: u64 = 20_795;

fn at(day: u64, hours: u64, seconds: u64) -> u64 {
    day * DAY + hours * 3600 + seconds
}

fn answer_option(text: &str) -> Value {
    json!([{ "name": "answer", "type": 3, "value": text }])
}

/// The day's right answer, as two holes.
fn right(day: u64) -> String {
    let p = Puzzle::of_day(day);
    format!("{} {}", p.answer.from, p.answer.to)
}

/// A legal move of the day's puzzle that is not the answer.
fn wrong(day: u64) -> String {
    let p = Puzzle::of_day(day);
    let m = p.moves().into_iter().find(|m| *m != p.answer).unwrap();
    format!("{} {}", m.from, m.to)
}

/// Whether `r` is a message with an image posted in the channel.
fn image_post(r: &Recorded) -> bool {
    r.is("POST", &format!("/channels/{CHANNEL_ID}/messages")) && !r.files.is_empty()
}

/// The channel's image posts made by the timers from request `from` on: waits for
/// `count` of them.
async fn posts(bot: &Harness, from: usize, count: usize) -> Vec<Recorded> {
    let mut found = Vec::new();
    let mut next = from;
    while found.len() < count {
        let Some((index, post)) = bot.fake.wait_for(next, WAIT, image_post).await else {
            fail("the timers posted no daily puzzle", &bot.fake)
        };
        found.push(post);
        next = index + 1;
    }
    found
}

fn content(r: &Recorded) -> String {
    r.json.as_ref().map_or_else(String::new, |j| {
        j["content"].as_str().unwrap_or_default().to_string()
    })
}

/// `/checkers puzzle answer:<text>` from `user`: told privately.
async fn answer(bot: &Harness, user: &FakeUser, text: &str) -> Answer {
    let told = bot.slash(user, "puzzle", answer_option(text)).await;
    assert!(
        told.ephemeral(),
        "an answer is told privately: {}",
        told.message
    );
    told.assert_pings_only(&[]);
    told
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[expect(clippy::too_many_lines, reason = "one story, day after day")]
async fn the_daily_puzzle_is_posted_at_its_hour_and_answered_privately() {
    let now = Arc::new(AtomicU64::new(at(DAY_ONE, 6, 0)));
    let bot = Harness::start(Setup {
        clock: Some(Arc::clone(&now)),
        ..Setup::default()
    })
    .await;
    let hour = json!([{ "name": "puzzle_hour", "type": 3, "value": "7" }]);
    // A channel manager sets it; anyone else is refused.
    bot.slash(&CAROL, "defaults", hour.clone())
        .await
        .assert_private_refusal();
    let manager = Place::CHANNEL.member(perm::MEMBER | perm::MANAGE_CHANNELS);
    let from = bot.fake.requests().len();
    let set = bot.slash_at(&DAVE, "defaults", hour, &manager).await;
    assert!(!set.ephemeral());
    assert_eq!(
        set.content(),
        "dave set the daily puzzle: posted here every day at 07:00 UTC."
    );
    // Before 07:00 the server's day is still 2026-12-07: its puzzle comes at once.
    let first = posts(&bot, from, 1).await;
    assert!(
        content(&first[0]).starts_with("**Daily puzzle, 2026-12-07:"),
        "{}",
        content(&first[0])
    );
    assert_eq!(first[0].files[0].bytes[..8], PNG_SIGNATURE);
    // Nothing more before the hour (a round of the timers passes)...
    now.store(at(DAY_ONE, 7, 0) - 1, Ordering::SeqCst);
    let quiet = bot.fake.requests().len();
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert!(
        bot.fake
            .wait_for(quiet, Duration::ZERO, image_post)
            .await
            .is_none(),
        "no puzzle before its hour"
    );
    // ...and at 07:00 the day's puzzle, then the solution of the one before.
    let from = bot.fake.requests().len();
    now.store(at(DAY_ONE, 7, 0), Ordering::SeqCst);
    let day_one = posts(&bot, from, 2).await;
    let text = content(&day_one[0]);
    assert!(
        text.starts_with("**Daily puzzle, 2026-12-08: home in 3.**"),
        "{text}"
    );
    assert!(
        text.contains("Answer privately with `/checkers puzzle`"),
        "{text}"
    );
    assert!(
        content(&day_one[1]).starts_with("**Solution of 2026-12-07:**"),
        "{}",
        content(&day_one[1])
    );
    let description = day_one[0].json.as_ref().unwrap()["attachments"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(description.contains("Red pegs: l6 l7 m8"), "{description}");

    // Right and wrong, each told privately.
    let right_one = answer(&bot, &ALICE, "l6 n1").await;
    assert!(
        right_one.content().starts_with("Right: `l6-"),
        "{}",
        right_one.content()
    );
    assert!(right_one
        .content()
        .ends_with("Your streak: 1 day (best: 1)."));
    let wrong_one = answer(&bot, &BOB, &wrong(DAY_ONE)).await;
    assert!(
        wrong_one.content().contains("is not the answer"),
        "{}",
        wrong_one.content()
    );
    // Not a legal move: refused, privately, and it counts for nothing.
    bot.slash(&CAROL, "puzzle", answer_option("a1 b1"))
        .await
        .assert_private_refusal();

    // The next day: Alice keeps her streak; Bob and Carol solve it, Bob first.
    let from = bot.fake.requests().len();
    now.store(at(DAY_ONE + 1, 7, 0), Ordering::SeqCst);
    let day_two = posts(&bot, from, 2).await;
    assert!(
        content(&day_two[1]).contains("Solved here by 1 of 2 who answered."),
        "{}",
        content(&day_two[1])
    );
    let kept = answer(&bot, &ALICE, &right(DAY_ONE + 1)).await;
    assert!(
        kept.content()
            .ends_with("Your streak: 2 days in a row (best: 2)."),
        "{}",
        kept.content()
    );
    now.fetch_add(10, Ordering::SeqCst);
    answer(&bot, &BOB, &right(DAY_ONE + 1)).await;
    now.fetch_add(10, Ordering::SeqCst);
    answer(&bot, &CAROL, &right(DAY_ONE + 1)).await;

    // A day missed (2026-12-10): on 2026-12-11 Alice's streak is broken.
    for day in [DAY_ONE + 2, DAY_ONE + 3] {
        let from = bot.fake.requests().len();
        now.store(at(day, 7, 0), Ordering::SeqCst);
        posts(&bot, from, 2).await;
    }
    let shown = bot.slash(&ALICE, "puzzle", json!([])).await;
    assert!(shown.ephemeral(), "{}", shown.message);
    assert_eq!(shown.files[0].bytes[..8], PNG_SIGNATURE);
    let lines: Vec<&str> = shown.content().lines().collect();
    assert!(
        lines[0].starts_with("**Daily puzzle, 2026-12-11:"),
        "{lines:?}"
    );
    assert_eq!(
        lines[2..],
        [
            "Your streak: none yet (best: 2).",
            // Bob and Carol are named `@everyone` and `<@&123>` on the test Discord:
            // their names ping nobody.
            "This month: 1. alice 2 · 2. @\u{200b}everyone 1 · 3. @\u{200b}&123 1",
        ]
    );
    bot.stop().await;
}
