//! `seek anywhere` end to end on the test Discord (case `cross-server`): two servers of
//! two communities, each served by its own process (shard 0 and shard 1 of 2, one
//! PostgreSQL database), both opened to the pool of every server by a channel manager.
//! Alice on one and Bob on the other search anywhere and are matched once; the game opens
//! in a thread of each one's channel; each plays from their own thread by typing, with
//! the Move button and with `/checkers move`, and sees the other's moves; the game ends
//! and both are rated on the pool's list. Nothing of one server (its ids, its channels,
//! its people's mentions) appears in any message posted to the other.

use crate::discord_harness;
use crate::fake_discord;
use crate::pg_server::PgServer;

use std::sync::Arc;
use std::time::Instant;

use checkers_bot::discord::{run_with_tables, DiscordConfig, ShardRange};
use checkers_bot::store::seeks::ANYWHERE;
use checkers_bot::store::Phase;
use checkers_bot::table::Tables;
use discord_harness::{fail, Answer, Harness, Setup, ALICE, BOB, DAVE, WAIT};
use fake_discord::{perm, FakeUser, Place, Recorded, CHANNEL2_ID, CHANNEL_ID, GUILD2_ID, GUILD_ID};
use serde_json::json;

/// `seek players:2 anywhere:true`, rated.
fn seek_anywhere() -> serde_json::Value {
    json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "anywhere", "type": 5, "value": true }
    ])
}

/// The thread the bot opened in `parent` (its id), from the recorded requests.
fn thread_of(requests: &[Recorded], parent: u64) -> Option<u64> {
    let create = format!("/channels/{parent}/threads");
    requests
        .iter()
        .find(|r| r.is("POST", &create) && r.status < 300)
        .and_then(|r| r.response.as_ref()?["id"].as_str()?.parse().ok())
}

/// Whether `r` posts a board (a PNG) in `channel`.
fn board_in(r: &Recorded, channel: u64) -> bool {
    r.is("POST", &format!("/channels/{channel}/messages"))
        && r.status < 300
        && r.files.iter().any(|f| f.bytes.starts_with(b"\x89PNG"))
}

/// The second process: shard 1 of 2 on the same database, against the same Discord.
async fn second_process(
    fake: &fake_discord::FakeDiscord,
    url: &str,
    dir: &std::path::Path,
) -> (
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<Result<(), checkers_bot::discord::DiscordError>>,
) {
    let url = std::path::PathBuf::from(url);
    let store = tokio::task::spawn_blocking(move || checkers_bot::store::open(&url))
        .await
        .unwrap()
        .expect("the database opens");
    let tables = Arc::new(Tables::shared(store));
    let config = DiscordConfig {
        api_base: Some(fake.base().to_string()),
        guild_id: None,
        shards: Some(ShardRange { first: 1, last: 1 }),
        shard_total: Some(2),
        state_file: Some(dir.join("state-2.json")),
        defer_after: discord_harness::RELAXED,
        ..DiscordConfig::new("fake-token", dir.join("unused.sled"))
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let bot = tokio::spawn(run_with_tables(config, tables, async {
        let _ = stopped.await;
    }));
    (stop, bot)
}

/// One player's side: who, and where they play from.
struct Side {
    user: FakeUser,
    place: Place,
    /// The latest board posted in their thread (the Move button is under it).
    board: Option<Answer>,
    moves: usize,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_two_processes_one_game_found_anywhere() {
    let (server, url) = tokio::task::spawn_blocking(|| {
        let server = PgServer::start();
        let url = server.database("anywhere");
        (server, url)
    })
    .await
    .unwrap();
    let one = Harness::start(Setup {
        database: Some(url.clone()),
        guild: None,
        shards: Some((ShardRange { first: 0, last: 0 }, 2)),
        ..Setup::default()
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let (stop_two, two) = second_process(&one.fake, &url, dir.path()).await;
    if !one
        .fake
        .wait_until(WAIT, |f| f.identifies().len() == 2)
        .await
    {
        fail("the second process never identified", &one.fake);
    }

    open_both(&one).await;
    let (t1, t2) = found_and_opened(&one).await;
    let mut sides = [
        Side {
            user: ALICE,
            place: Place::thread(t1),
            board: None,
            moves: 0,
        },
        Side {
            user: BOB,
            place: Place::thread2(t2),
            board: None,
            moves: 0,
        },
    ];
    let mut seen = played_from_both(&one, &mut sides, t1).await;
    assert_eq!(one.record(record_id(&one, t1, t2)).unwrap().turns.len(), 6);
    taken_back_across(&one, &sides, (t1, t2)).await;
    seen.sort();
    println!(
        "a move in one server to its board in the other: median {:?}, worst {:?} over {} moves",
        seen[seen.len() / 2],
        seen[seen.len() - 1],
        seen.len()
    );
    ended_and_rated(&one, &sides, (t1, t2)).await;
    // Nothing of one server in the other's messages.
    let ones = [GUILD_ID, CHANNEL_ID, t1, ALICE.id];
    let twos = [GUILD2_ID, CHANNEL2_ID, t2, BOB.id];
    assert_apart(&one.fake.requests(), &[CHANNEL_ID, t1], &twos, &one.fake);
    assert_apart(&one.fake.requests(), &[CHANNEL2_ID, t2], &ones, &one.fake);

    let _ = stop_two.send(());
    match tokio::time::timeout(WAIT, two).await {
        Ok(Ok(Ok(()))) => {}
        other => fail(
            &format!("the second process did not stop well: {other:?}"),
            &one.fake,
        ),
    }
    one.stop().await;
    tokio::task::spawn_blocking(move || drop(server))
        .await
        .unwrap();
}

/// A channel manager of each server opens it to the pool of every server.
async fn open_both(one: &Harness) {
    let manager = perm::MEMBER | perm::MANAGE_CHANNELS;
    for place in [Place::CHANNEL, Place::CHANNEL2] {
        let open = json!([{ "name": "open_anywhere", "type": 5, "value": true }]);
        let said = one
            .slash_at(&DAVE, "defaults", open, &place.member(manager))
            .await;
        assert!(!said.ephemeral());
        assert!(
            said.content()
                .starts_with("dave opened this server to the pool of every server"),
            "{}",
            said.content()
        );
    }
}

/// Alice searches on server 1; Bob, on server 2, completes the group: a thread of each
/// server's channel gets a ping of its own person and the board. The two threads.
async fn found_and_opened(one: &Harness) -> (u64, u64) {
    let waiting = one
        .slash_at(&ALICE, "seek", seek_anywhere(), &Place::CHANNEL)
        .await;
    assert!(waiting.ephemeral());
    assert!(
        waiting
            .content()
            .contains("Searching now: 1 here · 1 on all servers."),
        "{}",
        waiting.content()
    );
    let from = one.fake.requests().len();
    let found = one
        .slash_at(&BOB, "seek", seek_anywhere(), &Place::CHANNEL2)
        .await;
    // Bob's display name is "@everyone", made harmless.
    assert!(
        found
            .content()
            .starts_with("Game found: @\u{200b}everyone, alice, a rated 2-player game."),
        "{}",
        found.content()
    );
    let opened = one
        .fake
        .wait_until(WAIT, |f| {
            let requests = f.requests();
            let (t1, t2) = (
                thread_of(&requests, CHANNEL_ID),
                thread_of(&requests, CHANNEL2_ID),
            );
            t1.zip(t2).is_some_and(|(t1, t2)| {
                requests[from..].iter().any(|r| board_in(r, t1))
                    && requests[from..].iter().any(|r| board_in(r, t2))
            })
        })
        .await;
    if !opened {
        fail("no board in a thread of each server", &one.fake);
    }
    let requests = one.fake.requests();
    let t1 = thread_of(&requests, CHANNEL_ID).unwrap();
    let t2 = thread_of(&requests, CHANNEL2_ID).unwrap();
    assert!(
        found.content().ends_with(&format!("→ <#{t2}>")),
        "Bob is sent to his own thread: {}",
        found.content()
    );
    // Each thread pings only its own people.
    for (thread, person) in [(t1, ALICE.id), (t2, BOB.id)] {
        let path = format!("/channels/{thread}/messages");
        let ping = requests
            .iter()
            .find(|r| r.is("POST", &path) && r.files.is_empty())
            .unwrap_or_else(|| fail("no ping in a thread", &one.fake));
        let json = ping.json.clone().unwrap_or_default();
        assert_eq!(
            json["allowed_mentions"]["users"],
            json!([person.to_string()]),
            "{json}"
        );
    }
    let record = one.record(t1).or_else(|| one.record(t2)).expect("the game");
    assert_eq!((record.server, record.phase), (ANYWHERE, Phase::Playing));
    assert_eq!(record.places.len(), 2);

    (t1, t2)
}

/// Each plays from their own thread, three ways each (typing, `/checkers move`, the Move
/// button); the other thread gets the board. The time from each move to the other
/// thread's board.
async fn played_from_both(
    one: &Harness,
    sides: &mut [Side; 2],
    t1: u64,
) -> Vec<std::time::Duration> {
    let mut seen = Vec::new();
    for _ in 0..6 {
        let place_of_mover = one.off_runtime(move |t| t.person_to_move(t1).map(|p| p.id));
        let mover = usize::from(place_of_mover != Some(ALICE.id));
        let other = 1 - mover;
        let (user, place) = (sides[mover].user, sides[mover].place);
        let text = one
            .off_runtime(move |t| t.legal_moves_text(place.channel, user.id))
            .first()
            .cloned()
            .unwrap_or_else(|| fail("no legal move", &one.fake));
        let from = one.fake.requests().len();
        let sent = Instant::now();
        match sides[mover].moves % 3 {
            0 => {
                let typed = fake_discord::message_create_in(
                    one.fake.next_id(),
                    &user,
                    &text.replace('-', " "),
                    &place,
                );
                one.said(typed).await.assert_board();
            }
            1 => {
                let options = json!([{ "name": "text", "type": 3, "value": text }]);
                let answer = one.slash_at(&user, "move", options, &place).await;
                assert!(!answer.ephemeral(), "{}", answer.content());
            }
            _ => {
                let board = sides[mover]
                    .board
                    .as_ref()
                    .unwrap_or_else(|| fail("no board to press under", &one.fake));
                one.move_by_menu_at(&user, board, &text, &place).await;
            }
        }
        let there = sides[other].place.channel;
        let Some((at, posted)) = one.fake.wait_for(from, WAIT, |r| board_in(r, there)).await else {
            fail("the move never reached the other server", &one.fake)
        };
        seen.push(posted.at.saturating_duration_since(sent));
        sides[other].board = Some(Answer::sent(posted, at, "", false));
        sides[mover].moves += 1;
    }
    seen
}

/// The game ends: whoever is to move resigns from their thread; both are rated on the
/// pool's own list.
async fn ended_and_rated(one: &Harness, sides: &[Side; 2], (t1, t2): (u64, u64)) {
    let to_move = one.off_runtime(move |t| t.person_to_move(t1).map(|p| p.id));
    let side = &sides[usize::from(to_move != Some(ALICE.id))];
    let resign = json!([{ "name": "confirm", "type": 5, "value": true }]);
    one.slash_at(&side.user, "resign", resign, &side.place)
        .await;
    let game = record_id(one, t1, t2);
    assert_eq!(one.record(game).map(|r| r.phase), Some(Phase::Finished));
    let mut rated: Vec<u64> = one.off_runtime(|t| {
        t.store()
            .ratings(ANYWHERE)
            .unwrap()
            .iter()
            .map(|r| r.user)
            .collect()
    });
    rated.sort_unstable();
    assert_eq!(rated, [ALICE.id, BOB.id]);
}

/// The last mover asks to take their move back in their thread; the request comes to
/// the other server's thread with its buttons, and the other player declines it there
/// (an accepted takeback would make the game casual: it is to be rated).
async fn taken_back_across(one: &Harness, sides: &[Side; 2], (t1, t2): (u64, u64)) {
    let to_move = one.off_runtime(move |t| t.person_to_move(t1).map(|p| p.id));
    let (asker, other) = if to_move == Some(ALICE.id) {
        (&sides[1], &sides[0])
    } else {
        (&sides[0], &sides[1])
    };
    let from = one.fake.requests().len();
    let asked = one
        .slash_at(&asker.user, "takeback", json!([]), &asker.place)
        .await;
    assert!(!asked.ephemeral(), "{}", asked.content());
    let there = other.place.channel;
    let with_accept = |r: &Recorded| {
        r.is("POST", &format!("/channels/{there}/messages"))
            && r.json
                .as_ref()
                .is_some_and(|j| j.to_string().contains("Accept"))
    };
    let Some((at, request)) = one.fake.wait_for(from, WAIT, with_accept).await else {
        fail(
            "the request never reached the other server with its buttons",
            &one.fake,
        )
    };
    let request = Answer::sent(request, at, "", false);
    let declined = one
        .press_under_at(&other.user, &request, "Decline", &other.place)
        .await;
    // The request's message is updated where it was pressed, naming the one who answered.
    assert_eq!(declined.kind, 7, "{}", declined.content());
    assert!(
        declined.content().contains("declined"),
        "{}",
        declined.content()
    );
    let game = one.record(record_id(one, t1, t2)).unwrap();
    assert_eq!(game.turns.len(), 6, "not taken back");
    let request = game.takeback.expect("the request is kept, answered");
    assert!(request.waiting.is_empty(), "answered from the other server");
}

/// The channel that keeps the game's record (one of the two threads).
fn record_id(bot: &Harness, t1: u64, t2: u64) -> u64 {
    if bot.record(t1).is_some() {
        t1
    } else {
        t2
    }
}

/// The channel of the interaction a request answers (`/interactions/{id}/{token}/…`,
/// `/webhooks/{app}/{token}/…`), if it answers one.
fn answered_in(fake: &fake_discord::FakeDiscord, path: &str) -> Option<u64> {
    let parts: Vec<&str> = path.split('/').collect();
    match parts.as_slice() {
        ["", "interactions" | "webhooks", _, token, ..] => fake.interaction_channel(token),
        _ => None,
    }
}

/// No message posted in `channels` (or as an answer to an interaction there) names any
/// of `others`: an id in any form (a channel link, a mention, a bare number).
fn assert_apart(
    requests: &[Recorded],
    channels: &[u64],
    others: &[u64],
    fake: &fake_discord::FakeDiscord,
) {
    for r in requests.iter().filter(|r| r.method != "GET") {
        let posted_here = channels.iter().any(|c| {
            r.path.starts_with(&format!("/channels/{c}/")) || answered_in(fake, &r.path) == Some(*c)
        });
        if !posted_here {
            continue;
        }
        let body = r.json.clone().unwrap_or_default().to_string();
        for other in others {
            // A snowflake anywhere; a short test user id as a mention or a JSON string.
            let named = if *other > 1_000_000_000_000_000 {
                body.contains(&other.to_string())
            } else {
                body.contains(&format!("<@{other}>")) || body.contains(&format!("\"{other}\""))
            };
            if named {
                fail(
                    &format!(
                        "{} {} names {other} of the other server: {body}",
                        r.method, r.path
                    ),
                    fake,
                );
            }
        }
    }
}
