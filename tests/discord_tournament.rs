//! `/checkers-tournament` end to end (`tests/discord_harness`): a Swiss tournament of 7
//! people over 3 rounds. They join with the announcement's Join button; a manager starts
//! it; each round's games open in threads of the channel (one game a thread, its people
//! pinged there), each ends by a resignation in its thread, and the result comes from the
//! game; the next round opens when the last game of one ends. After each round: no pair
//! met twice, one bye to the lowest-ranked player without one, and the standings (posted
//! as text and card) equal a hand computation of points and Buchholz.

use crate::discord_harness;
use crate::fake_discord;

use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant};

use checkers_bot::store::{Stage, TournamentRecord};
use discord_harness::{fail, Harness, Setup, ALICE, BOB, CAROL, DAVE, WAIT};
use fake_discord::{perm, FakeUser, Place, CHANNEL_ID, GUILD_ID};
use serde_json::json;

/// Three more people.
const ERIN: FakeUser = FakeUser {
    id: 1011,
    name: "erin",
    nick: None,
};
const FRANK: FakeUser = FakeUser {
    id: 1012,
    name: "frank",
    nick: None,
};
const GRACE: FakeUser = FakeUser {
    id: 1013,
    name: "grace",
    nick: None,
};

/// The seven, in order of joining.
const SEVEN: [FakeUser; 7] = [ALICE, BOB, CAROL, DAVE, ERIN, FRANK, GRACE];

/// The channel where Alice manages.
fn managed() -> Place {
    Place::CHANNEL.member(perm::MEMBER | perm::MANAGE_CHANNELS)
}

/// Tournament 1 of the guild as stored now.
fn stored(bot: &Harness) -> TournamentRecord {
    bot.off_runtime(|t| t.store().tournament(GUILD_ID, 1))
        .expect("store readable")
        .unwrap_or_else(|| fail("no tournament stored", &bot.fake))
}

/// Waits until `done` holds of the stored tournament (the timers' round is 5 s).
async fn wait_until(
    bot: &Harness,
    what: &str,
    done: impl Fn(&TournamentRecord) -> bool,
) -> TournamentRecord {
    let began = Instant::now();
    loop {
        let record = stored(bot);
        if done(&record) {
            return record;
        }
        if began.elapsed() > WAIT {
            fail(&format!("{what}: {record:#?}"), &bot.fake);
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Round `round`'s games as opened: (thread, seats in seat order).
fn opened(record: &TournamentRecord, round: u32) -> Vec<(u64, Vec<u64>)> {
    let t = record.tournament.as_ref().expect("started");
    let r = t.round(round).expect("paired");
    (0..r.games.len() as u32)
        .map(|g| {
            let thread = record
                .opened
                .iter()
                .find(|o| o.round == round && o.game == g)
                .map_or(0, |o| o.channel);
            let seats = r.games[g as usize].seats.iter().map(|p| p.0).collect();
            (thread, seats)
        })
        .collect()
}

/// The hand computation: points (a win and a bye 1, a loss 0) and Buchholz (the sum of
/// the opponents' points), from the games' winners and the byes.
fn by_hand(games: &[(u64, u64)], byes: &[u64]) -> (BTreeMap<u64, f64>, BTreeMap<u64, f64>) {
    let mut points: BTreeMap<u64, f64> = SEVEN.iter().map(|p| (p.id, 0.0)).collect();
    for &(winner, _) in games {
        *points.get_mut(&winner).unwrap() += 1.0;
    }
    for bye in byes {
        *points.get_mut(bye).unwrap() += 1.0;
    }
    let mut buchholz: BTreeMap<u64, f64> = SEVEN.iter().map(|p| (p.id, 0.0)).collect();
    for &(a, b) in games {
        *buchholz.get_mut(&a).unwrap() += points[&b];
        *buchholz.get_mut(&b).unwrap() += points[&a];
    }
    (points, buchholz)
}

/// The person with `id`.
fn person(id: u64) -> FakeUser {
    SEVEN
        .into_iter()
        .find(|p| p.id == id)
        .expect("one of the seven")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_tournament_of_seven_over_three_rounds_runs_in_threads() {
    let bot = Harness::start(Setup::default()).await;
    let options = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "rounds", "type": 4, "value": 3 },
        { "name": "rated", "type": 5, "value": false },
        { "name": "turn_timeout", "type": 3, "value": "1h" },
    ]);
    // Only a manager creates one; a member is refused privately.
    let refused = bot.slash(&BOB, "tournament create", options.clone()).await;
    refused.assert_private_refusal();
    let created = bot
        .slash_at(&ALICE, "tournament create", options, &managed())
        .await;
    assert!(!created.ephemeral(), "{}", created.content());
    assert!(
        created.content().starts_with(
            "**Tournament #1** by alice: Swiss, 3 rounds, 2-player games, casual, 1h a turn."
        ),
        "{}",
        created.content()
    );
    let announcement = bot.lobby_of(&created, Place::CHANNEL);
    for p in &SEVEN {
        let joined = bot.press(p, &announcement, "Join").await;
        assert!(
            joined.content().contains("joined tournament #1"),
            "{}",
            joined.content()
        );
    }
    let again = bot.press(&BOB, &announcement, "Join").await;
    again.assert_private_refusal();
    assert_eq!(again.content(), "You are in this tournament already.");
    assert_eq!(stored(&bot).entrants.len(), 7);

    let started = bot
        .slash_at(&ALICE, "tournament start", json!([]), &managed())
        .await;
    assert!(
        started
            .content()
            .starts_with("**Tournament #1, round 1 of 3**"),
        "{}",
        started.content()
    );

    let mut games: Vec<(u64, u64)> = Vec::new();
    let mut met: BTreeSet<(u64, u64)> = BTreeSet::new();
    let mut byes: Vec<u64> = Vec::new();
    let mut threads: BTreeSet<u64> = BTreeSet::new();
    for round in 1..=3u32 {
        let record = wait_until(&bot, "the round's games open in threads", |r| {
            r.tournament
                .as_ref()
                .is_some_and(|t| t.paired().len() == round as usize)
                && opened(r, round).iter().all(|(thread, _)| *thread != 0)
        })
        .await;
        let t = record.tournament.as_ref().expect("started");
        let paired = t.round(round).expect("paired");
        assert_eq!(paired.games.len(), 3, "three games of 2");
        assert_eq!(paired.byes.len(), 1, "one bye");
        // The bye: the lowest-ranked player (points, then entry) without a bye yet.
        let (points, _) = by_hand(&games, &byes);
        let mut ranked: Vec<u64> = SEVEN.iter().map(|p| p.id).collect();
        ranked.sort_by(|a, b| points[b].total_cmp(&points[a]));
        let lowest = ranked.iter().rev().find(|id| !byes.contains(id)).copied();
        assert_eq!(Some(paired.byes[0].0), lowest, "round {round}");
        byes.push(paired.byes[0].0);
        for (thread, seats) in opened(&record, round) {
            assert!(threads.insert(thread), "a thread of its own: {thread}");
            assert_ne!(thread, CHANNEL_ID);
            let pair = (seats[0].min(seats[1]), seats[0].max(seats[1]));
            assert!(met.insert(pair), "no repeat pairing: {pair:?}");
            // Its people are pinged in the thread, once the game is open there.
            let posts = format!("/channels/{thread}/messages");
            let pinged = bot
                .fake
                .wait_for(0, WAIT, |r| {
                    r.is("POST", &posts)
                        && r.json.as_ref().is_some_and(|j| {
                            let c = j["content"].as_str().unwrap_or_default();
                            c.contains(&format!("<@{}>", seats[0]))
                                && c.contains(&format!("<@{}>", seats[1]))
                        })
                })
                .await;
            assert!(pinged.is_some(), "both pinged in thread {thread}");
            let table = bot.record(thread).expect("the game is in its thread");
            assert_eq!(table.people(), seats, "seated as paired");
            assert_eq!(table.tournament.map(|g| g.round), Some(round));
            assert!(table.casual, "the tournament is casual");
            // The second seat resigns: the first wins, as the game says.
            let loser = person(seats[1]);
            let confirm = json!([{ "name": "confirm", "type": 5, "value": true }]);
            let parent = Place::thread(thread);
            bot.slash_at(&loser, "resign", confirm, &parent).await;
            games.push((seats[0], seats[1]));
        }
        let record = wait_until(&bot, "the round's standings are posted", |r| {
            r.posted == round
        })
        .await;
        // Stored, the standings count the next round's bye once it is paired.
        let paired_byes: Vec<u64> = record
            .tournament
            .as_ref()
            .expect("started")
            .paired()
            .iter()
            .flat_map(|r| r.byes.iter().map(|p| p.0))
            .collect();
        let (points, buchholz) = by_hand(&games, &paired_byes);
        let standings = record.tournament.as_ref().expect("started").standings();
        assert_eq!(standings.len(), 7);
        for s in &standings {
            let id = s.player.0;
            assert_eq!(s.points.as_f64(), points[&id], "points of {}", s.name);
            assert_eq!(s.buchholz.as_f64(), buchholz[&id], "Buchholz of {}", s.name);
        }
        for pair in standings.windows(2) {
            assert!(
                (pair[0].points, pair[0].buchholz) >= (pair[1].points, pair[1].buchholz),
                "ranked by points, then Buchholz"
            );
        }
        // Posted in the channel, text and card.
        let title = if round == 3 {
            "**Tournament #1: final standings**".to_string()
        } else {
            format!("**Tournament #1: standings after round {round}**")
        };
        let posts = format!("/channels/{CHANNEL_ID}/messages");
        let Some((_, post)) = bot
            .fake
            .wait_for(0, WAIT, |r| {
                r.is("POST", &posts)
                    && r.json.as_ref().is_some_and(|j| {
                        j["content"].as_str().is_some_and(|c| c.starts_with(&title))
                    })
            })
            .await
        else {
            fail(&format!("no {title}"), &bot.fake)
        };
        assert!(
            post.files.iter().any(|f| f.bytes.starts_with(b"\x89PNG")),
            "the standings card"
        );
        let text = post.json.unwrap_or_default()["content"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert_eq!(
            text.lines().count(),
            8,
            "a title and a line a player: {text}"
        );
        // Posted, the standings after this round: its byes, not the next one's.
        let (points, buchholz) = by_hand(&games, &byes);
        let unit = |p: f64| if p == 1.0 { "point" } else { "points" };
        let mut expected: Vec<String> = SEVEN
            .iter()
            .map(|p| {
                let (pts, bh) = (points[&p.id], buchholz[&p.id]);
                format!("{pts} {}, Buchholz {bh}", unit(pts))
            })
            .collect();
        let mut shown: Vec<String> = text
            .lines()
            .skip(1)
            .filter_map(|l| {
                let (_, rest) = l.split_once(": ")?;
                Some(rest.split_once(", Sonneborn")?.0.to_string())
            })
            .collect();
        expected.sort();
        shown.sort();
        assert_eq!(shown, expected, "{text}");
    }
    let record = stored(&bot);
    assert_eq!(record.stage, Stage::Over);
    assert_eq!(met.len(), 9, "nine different pairs over three rounds");
    assert_eq!(
        byes.iter().collect::<BTreeSet<_>>().len(),
        3,
        "three different byes"
    );
    let listed = bot.slash(&CAROL, "tournament list", json!([])).await;
    assert!(listed.ephemeral());
    assert!(
        listed.content().contains("#1: Swiss, 3 rounds"),
        "{}",
        listed.content()
    );
    assert!(listed.content().contains("over"), "{}", listed.content());
    bot.stop().await;
}
