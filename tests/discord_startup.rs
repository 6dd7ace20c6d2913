//! The Discord adapter end to end (`tests/discord_harness`): start-up and shutdown, the
//! registration of the commands, shards, and a refused token.

use crate::discord_harness;
use crate::fake_discord;

use checkers_bot::discord::{run_with_tables, DiscordConfig, DiscordError, ShardRange};
use checkers_bot::store::SledStore;
use checkers_bot::table::Tables;
use discord_harness::{capture_logs, fail, registration, Harness, Setup, QUIET, WAIT};
use fake_discord::{FakeDiscord, Options, APP_ID, GUILD_ID};
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::sync::oneshot;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registration_in_a_guild_then_globally_removes_the_other_set() {
    // Case `registration`: one mode at a time; switching removes the other set, so `/`
    // shows each command once. The state file remembers the guild across restarts.
    capture_logs();
    let dir = tempfile::tempdir().expect("temporary directory");
    let state = dir.path().join("state.json");
    let fake = FakeDiscord::start(Options::default()).await;
    let global = format!("/applications/{APP_ID}/commands");
    let guild = format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    for (mode, expected) in [
        // (guild mode?, [(path, commands registered?)] in order)
        (
            Some(GUILD_ID),
            vec![(guild.clone(), true), (global.clone(), false)],
        ),
        (None, vec![(global.clone(), true), (guild.clone(), false)]),
        (None, vec![(global.clone(), true)]),
    ] {
        let from = fake.requests().len();
        let tables = Arc::new(Tables::new(SledStore::temporary().expect("store")));
        let config = DiscordConfig {
            api_base: Some(fake.base().to_string()),
            guild_id: mode,
            state_file: Some(state.clone()),
            ..DiscordConfig::new("fake-token", dir.path().join("unused"))
        };
        let (stop, stopped) = oneshot::channel::<()>();
        let bot = tokio::spawn(run_with_tables(config, tables, async {
            let _ = stopped.await;
        }));
        let wanted = expected.len();
        let done = fake
            .wait_until(WAIT, |f| {
                f.requests()[from..]
                    .iter()
                    .filter(|r| registration(r))
                    .count()
                    >= wanted
            })
            .await;
        if !done {
            fail("registration incomplete", &fake);
        }
        // Nothing more is registered or removed.
        tokio::time::sleep(QUIET).await;
        let puts: Vec<(String, bool)> = fake.requests()[from..]
            .iter()
            .filter(|r| registration(r))
            .map(|r| {
                let commands = r.json.as_ref().and_then(Value::as_array).cloned();
                let names: Vec<String> = commands
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|c| c["name"].as_str().map(str::to_string))
                    .collect();
                assert!(
                    names.is_empty() || names == fake_discord::REGISTERED,
                    "{names:?}"
                );
                (r.path.clone(), !names.is_empty())
            })
            .collect();
        assert_eq!(puts, expected, "mode {mode:?}");
        let _ = stop.send(());
        match tokio::time::timeout(WAIT, bot).await {
            Ok(Ok(Ok(()))) => {}
            other => fail(&format!("the bot did not stop cleanly: {other:?}"), &fake),
        }
        // Wait for the gateway connection to close before the next bot connects.
        if !fake.wait_until(WAIT, |f| f.connections() == 0).await {
            fail("the gateway connection stayed open", &fake);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_runs_the_configured_shards_and_only_shard_0_registers() {
    let bot = Harness::start(Setup {
        shards: Some((ShardRange { first: 1, last: 1 }, 2)),
        ..Setup::default()
    })
    .await;
    let identify = bot.fake.identifies().pop().unwrap_or_default();
    assert_eq!(identify["shard"], json!([1, 2]), "{identify}");
    tokio::time::sleep(QUIET).await;
    assert!(
        !bot.fake.requests().iter().any(registration),
        "shard 0's process registers the commands"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_stops_the_bot_with_a_clear_error() {
    let fake = FakeDiscord::start(Options::default()).await;
    let tables = Arc::new(Tables::new(
        SledStore::temporary().expect("temporary store"),
    ));
    let config = DiscordConfig {
        api_base: Some(fake.base().to_string()),
        ..DiscordConfig::new(fake_discord::BAD_TOKEN, "unused")
    };
    let run = run_with_tables(config, tables, std::future::pending());
    match tokio::time::timeout(WAIT, run).await {
        Ok(Err(DiscordError::BadToken)) => {}
        Ok(other) => fail(&format!("expected a token error, got {other:?}"), &fake),
        Err(_) => fail("the bot kept running with a refused token", &fake),
    }
    assert!(
        fake.identifies().is_empty(),
        "no gateway connection with a refused token"
    );
}

/// Case `command-limits`: a registration Discord refuses (`400`, code 50035 and its
/// `errors` tree) stops the
/// bot before it connects, with Discord's reason: a bot without commands must not run on
/// as if healthy.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_registration_stops_the_bot_with_discords_reason() {
    let fake = FakeDiscord::start(Options::default()).await;
    fake.fail_next("PUT", "/commands", fake_discord::Failure::InvalidFormBody);
    let tables = Arc::new(Tables::new(
        SledStore::temporary().expect("temporary store"),
    ));
    let dir = tempfile::tempdir().expect("temporary directory");
    let config = DiscordConfig {
        api_base: Some(fake.base().to_string()),
        state_file: Some(dir.path().join("state.json")),
        ..DiscordConfig::new("fake-token", dir.path().join("unused"))
    };
    let run = run_with_tables(config, tables, std::future::pending());
    match tokio::time::timeout(WAIT, run).await {
        Ok(Err(e @ DiscordError::Registration(_))) => assert_eq!(
            e.to_string(),
            "the slash commands were not registered: Discord answered 400 (code 50035: \
             Invalid Form Body); 0.options: Must be 25 or fewer in length. \
             (BASE_TYPE_MAX_LENGTH)"
        ),
        Ok(other) => fail(
            &format!("expected a registration error, got {other:?}"),
            &fake,
        ),
        Err(_) => fail("the bot kept running without its commands", &fake),
    }
    assert!(
        fake.identifies().is_empty(),
        "no gateway connection without commands"
    );
}

/// An application with Activities on has Discord's own Entry Point command in its global
/// set: registering in a guild keeps it there (a global set cleared to nothing would be
/// refused, 50240), even when this process does not serve the Activity.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guild_registration_keeps_discords_entry_point_command() {
    let fake = FakeDiscord::start(Options {
        activities: true,
        ..Options::default()
    })
    .await;
    let bot = Harness::start_on(fake, Setup::default()).await;
    let global = format!("/applications/{APP_ID}/commands");
    let put = bot
        .fake
        .requests()
        .into_iter()
        .find(|r| registration(r) && r.path == global)
        .unwrap_or_else(|| fail("no global registration", &bot.fake));
    assert_eq!(put.status, 200);
    let names: Vec<Value> = put
        .json
        .as_ref()
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|c| c["name"].clone())
        .collect();
    assert_eq!(
        names,
        [json!("launch")],
        "Discord's own Entry Point command, kept"
    );
    bot.stop().await;
}

/// A global set that cannot be read (here `403` once) is left as it is in guild mode,
/// rather than emptied (which would drop Discord's own Entry Point command, 50240), and
/// the bot runs on with its guild set.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_set_that_cannot_be_read_is_left_as_it_is() {
    let fake = FakeDiscord::start(Options {
        activities: true,
        ..Options::default()
    })
    .await;
    fake.fail_next("GET", "/commands", fake_discord::Failure::Forbidden);
    let bot = Harness::start_on(fake, Setup::default()).await;
    let global = format!("/applications/{APP_ID}/commands");
    let puts: Vec<(String, u16)> = bot
        .fake
        .requests()
        .iter()
        .filter(|r| registration(r))
        .map(|r| (r.path.clone(), r.status))
        .collect();
    assert_eq!(
        puts,
        [(
            format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands"),
            200
        )],
        "the global set ({global}) untouched"
    );
    bot.stop().await;
}

/// The test Discord refuses a registration as Discord does: 27 subcommands is `400`,
/// code 50035, the field named in the `errors` tree; a set that leaves out the
/// application's Entry Point command is code 50240; the bot's own set is taken.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_test_discord_refuses_registrations_as_discord_does() {
    let fake = FakeDiscord::start(Options {
        activities: true,
        ..Options::default()
    })
    .await;
    let url = format!("{}/api/v10/applications/{APP_ID}/commands", fake.base());
    let put = |body: Value| {
        let url = url.clone();
        async move {
            let answer = reqwest::Client::new()
                .put(&url)
                .header("authorization", "Bot fake-token")
                .header("content-type", "application/json")
                .body(body.to_string())
                .send()
                .await
                .expect("the fake answers");
            let status = answer.status().as_u16();
            let bytes = answer.bytes().await.expect("a body");
            (
                status,
                serde_json::from_slice::<Value>(&bytes).unwrap_or_default(),
            )
        }
    };
    let entry = json!({ "type": 4, "name": "launch", "description": "Play in the Activity.", "handler": 2 });
    let subs: Vec<Value> = (0..27)
        .map(|i| json!({ "type": 1, "name": format!("s{i}"), "description": "A subcommand." }))
        .collect();
    let wide = json!([{ "type": 1, "name": "checkers", "description": "A game.", "options": subs }, entry]);
    let (status, body) = put(wide).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["code"], 50035);
    assert_eq!(
        body["errors"]["0"]["options"]["_errors"][0],
        json!({ "code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 25 or fewer in length." })
    );
    let (status, body) =
        put(json!([{ "type": 1, "name": "checkers", "description": "A game." }])).await;
    assert_eq!(
        (status, body["code"].clone()),
        (400, json!(50240)),
        "{body}"
    );
    let mut own: Vec<Value> = checkers_bot::discord::registered_commands()
        .as_array()
        .cloned()
        .unwrap_or_default();
    own.push(entry);
    let (status, body) = put(Value::Array(own)).await;
    assert_eq!(status, 200, "{body}");
}

/// A Discord (here `api_base`) that accepts connections and never answers: `/healthz`
/// answers "not connected yet" meanwhile, the bot gives up after `discord_wait` with a
/// clear error, and a stop signal during the wait ends it at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_that_never_answers_is_given_up_on_in_time_and_healthz_says_so() {
    // Takes connections and holds them without a byte of answer.
    let silent = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", silent.local_addr().unwrap());
    let held = tokio::spawn(async move {
        let mut kept = Vec::new();
        while let Ok((socket, _)) = silent.accept().await {
            kept.push(socket);
        }
    });
    let health = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap();
    let config = |wait: u64| DiscordConfig {
        api_base: Some(base.clone()),
        metrics_listen: Some(health),
        discord_wait: std::time::Duration::from_secs(wait),
        ..DiscordConfig::new("token", "unused")
    };
    let tables = || {
        Arc::new(Tables::new(
            SledStore::temporary().expect("temporary store"),
        ))
    };
    let started = std::time::Instant::now();
    let bot = tokio::spawn(run_with_tables(config(3), tables(), std::future::pending()));
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    let page = reqwest::get(format!("http://{health}/healthz"))
        .await
        .unwrap();
    assert_eq!(page.status().as_u16(), 503);
    assert!(
        page.text()
            .await
            .unwrap()
            .starts_with("gateway: not connected yet"),
        "healthz while Discord is silent"
    );
    let ended = tokio::time::timeout(WAIT, bot)
        .await
        .expect("the bot gives up")
        .unwrap();
    match ended {
        Err(e @ DiscordError::Unreachable(..)) => assert_eq!(
            e.to_string(),
            format!("cannot reach Discord at {base}: api_base did not answer in time")
        ),
        other => panic!("expected Unreachable, got {other:?}"),
    }
    let took = started.elapsed();
    assert!(took >= std::time::Duration::from_secs(3), "{took:?}");

    // A stop while waiting ends the bot without waiting out the answer.
    let (stop, stopped) = oneshot::channel::<()>();
    // (The first run's health page is still served: this one has none.)
    let silent_only = DiscordConfig {
        metrics_listen: None,
        ..config(600)
    };
    let bot = tokio::spawn(run_with_tables(silent_only, tables(), async {
        let _ = stopped.await;
    }));
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    stop.send(()).unwrap();
    let ended = tokio::time::timeout(std::time::Duration::from_secs(5), bot)
        .await
        .expect("a stop ends the wait")
        .unwrap();
    assert!(ended.is_ok(), "{ended:?}");
    held.abort();
}
