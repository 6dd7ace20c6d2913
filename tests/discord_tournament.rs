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
use checkers_bot::tournament::Points;
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
fn by_hand(games: &[(u64, u64)], byes: &[u64]) -> (BTreeMap<u64, i64>, BTreeMap<u64, i64>) {
    let mut points: BTreeMap<u64, i64> = SEVEN.iter().map(|p| (p.id, 0)).collect();
    for &(winner, _) in games {
        *points.get_mut(&winner).unwrap() += 1;
    }
    for bye in byes {
        *points.get_mut(bye).unwrap() += 1;
    }
    let mut buchholz: BTreeMap<u64, i64> = SEVEN.iter().map(|p| (p.id, 0)).collect();
    for &(a, b) in games {
        *buchholz.get_mut(&a).unwrap() += points[&b];
        *buchholz.get_mut(&b).unwrap() += points[&a];
    }
    (points, buchholz)
}

/// Whole points.
fn whole(n: i64) -> Points {
    Points::halves(2 * n)
}

/// The person with `id`.
fn person(id: u64) -> FakeUser {
    SEVEN
        .into_iter()
        .find(|p| p.id == id)
        .expect("one of the seven")
}

/// What the rounds so far paired: games (winner, loser), the pairs met, the byes, the
/// threads the games were played in.
#[derive(Default)]
struct Played {
    games: Vec<(u64, u64)>,
    met: BTreeSet<(u64, u64)>,
    byes: Vec<u64>,
    threads: BTreeSet<u64>,
}

/// Alice (a manager) creates the tournament after Bob (a member) is refused; the seven
/// join with the Join button (a second press refused); Alice starts it.
async fn create_join_and_start(bot: &Harness) {
    let options = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "rounds", "type": 4, "value": 3 },
        { "name": "rated", "type": 5, "value": false },
        { "name": "turn_timeout", "type": 3, "value": "1h" },
    ]);
    let refused = bot.slash(&BOB, "tournament create", options.clone()).await;
    refused.assert_private_refusal();
    let created = bot
        .slash_at(&ALICE, "tournament create", options, &managed())
        .await;
    assert!(!created.ephemeral(), "{}", created.content());
    let expected =
        "**Tournament #1** by alice: Swiss, 3 rounds, 2-player games, casual, 1h a turn.";
    assert!(
        created.content().starts_with(expected),
        "{}",
        created.content()
    );
    let announcement = bot.lobby_of(&created, Place::CHANNEL);
    for p in &SEVEN {
        let joined = bot.press(p, &announcement, "Join").await;
        let said = joined.content();
        assert!(said.contains("joined tournament #1"), "{said}");
    }
    let again = bot.press(&BOB, &announcement, "Join").await;
    again.assert_private_refusal();
    assert_eq!(again.content(), "You are in this tournament already.");
    assert_eq!(stored(bot).entrants.len(), 7);
    let started = bot
        .slash_at(&ALICE, "tournament start", json!([]), &managed())
        .await;
    let said = started.content();
    assert!(
        said.starts_with("**Tournament #1, round 1 of 3**"),
        "{said}"
    );
}

/// Round `round`: its games open in threads of their own, no pair met before, the bye to
/// the lowest-ranked player without one; each game ends by the second seat's
/// resignation in its thread.
async fn play_round(bot: &Harness, round: u32, played: &mut Played) {
    let record = wait_until(bot, "the round's games open in threads", |r| {
        r.tournament
            .as_ref()
            .is_some_and(|t| t.paired().len() == round as usize)
            && opened(r, round).iter().all(|(thread, _)| *thread != 0)
    })
    .await;
    let paired = record.tournament.as_ref().unwrap().round(round).unwrap();
    assert_eq!(paired.games.len(), 3, "three games of 2");
    assert_eq!(paired.byes.len(), 1, "one bye");
    // The bye: the lowest-ranked player (points, then entry) without a bye yet.
    let (points, _) = by_hand(&played.games, &played.byes);
    let mut ranked: Vec<u64> = SEVEN.iter().map(|p| p.id).collect();
    ranked.sort_by_key(|id| std::cmp::Reverse(points[id]));
    let lowest = ranked.iter().rev().find(|id| !played.byes.contains(id));
    assert_eq!(Some(&paired.byes[0].0), lowest, "round {round}");
    played.byes.push(paired.byes[0].0);
    for (thread, seats) in opened(&record, round) {
        assert!(
            played.threads.insert(thread),
            "a thread of its own: {thread}"
        );
        assert_ne!(thread, CHANNEL_ID);
        let pair = (seats[0].min(seats[1]), seats[0].max(seats[1]));
        assert!(played.met.insert(pair), "no repeat pairing: {pair:?}");
        play_in_thread(bot, round, thread, &seats).await;
        played.games.push((seats[0], seats[1]));
    }
}

/// The game in `thread`: its people pinged there, seated as paired; the second seat
/// resigns, so the first wins, as the game says.
async fn play_in_thread(bot: &Harness, round: u32, thread: u64, seats: &[u64]) {
    let posts = format!("/channels/{thread}/messages");
    let both = |c: &str| seats.iter().all(|id| c.contains(&format!("<@{id}>")));
    let pinged = bot
        .fake
        .wait_for(0, WAIT, |r| {
            r.is("POST", &posts)
                && r.json
                    .as_ref()
                    .is_some_and(|j| both(j["content"].as_str().unwrap_or_default()))
        })
        .await;
    assert!(pinged.is_some(), "both pinged in thread {thread}");
    let table = bot.record(thread).expect("the game is in its thread");
    assert_eq!(table.people(), seats, "seated as paired");
    assert_eq!(table.tournament.map(|g| g.round), Some(round));
    assert!(table.casual, "the tournament is casual");
    let confirm = json!([{ "name": "confirm", "type": 5, "value": true }]);
    let loser = person(seats[1]);
    bot.slash_at(&loser, "resign", confirm, &Place::thread(thread))
        .await;
}

/// Once round `round` ended: the standings stored equal the hand computation (with the
/// next round's bye once paired), ranked by points then Buchholz; those posted in the
/// channel, text and card, are the standings after the round.
async fn check_standings(bot: &Harness, round: u32, played: &Played) {
    let record = wait_until(bot, "the round's standings are posted", |r| {
        r.posted == round
    })
    .await;
    let t = record.tournament.as_ref().unwrap();
    let paired_byes: Vec<u64> = t
        .paired()
        .iter()
        .flat_map(|r| r.byes.iter().map(|p| p.0))
        .collect();
    let (points, buchholz) = by_hand(&played.games, &paired_byes);
    let standings = t.standings();
    assert_eq!(standings.len(), 7);
    for s in &standings {
        let id = s.player.0;
        assert_eq!(s.points, whole(points[&id]), "points of {}", s.name);
        assert_eq!(s.buchholz, whole(buchholz[&id]), "Buchholz of {}", s.name);
    }
    for pair in standings.windows(2) {
        let key = |s: &checkers_bot::tournament::Standing| (s.points, s.buchholz);
        assert!(key(&pair[0]) >= key(&pair[1]), "by points, then Buchholz");
    }
    let title = if round == 3 {
        "**Tournament #1: final standings**".to_string()
    } else {
        format!("**Tournament #1: standings after round {round}**")
    };
    let posts = format!("/channels/{CHANNEL_ID}/messages");
    let titled =
        |j: &serde_json::Value| j["content"].as_str().is_some_and(|c| c.starts_with(&title));
    let Some((_, post)) = bot
        .fake
        .wait_for(0, WAIT, |r| {
            r.is("POST", &posts) && r.json.as_ref().is_some_and(titled)
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
    // The standings after this round: its byes, not the next one's.
    let (points, buchholz) = by_hand(&played.games, &played.byes);
    let unit = |p: i64| if p == 1 { "point" } else { "points" };
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_tournament_of_seven_over_three_rounds_runs_in_threads() {
    let bot = Harness::start(Setup::default()).await;
    create_join_and_start(&bot).await;
    let mut played = Played::default();
    for round in 1..=3u32 {
        play_round(&bot, round, &mut played).await;
        check_standings(&bot, round, &played).await;
    }
    let record = stored(&bot);
    assert_eq!(record.stage, Stage::Over);
    assert_eq!(
        played.met.len(),
        9,
        "nine different pairs over three rounds"
    );
    let byes: BTreeSet<&u64> = played.byes.iter().collect();
    assert_eq!(byes.len(), 3, "three different byes");
    let listed = bot.slash(&CAROL, "tournament list", json!([])).await;
    assert!(listed.ephemeral());
    let said = listed.content();
    assert!(said.contains("#1: Swiss, 3 rounds"), "{said}");
    assert!(said.contains("over"), "{said}");
    bot.stop().await;
}
