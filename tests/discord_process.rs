//! The `bot` command as a process against the fake Discord (`tests/fake_discord`): its
//! configuration (file, environment, flags), and a restart — SIGTERM, then a new process
//! over the same database — after which the game goes on from the same position; with
//! PostgreSQL (`tests/pg_server`), a reshard that moves the game to another process.

use crate::pg_server;

use crate::bot_process;
use crate::common;
use crate::fake_discord;

use std::ffi::OsStr;
use std::path::Path;
use std::process::Command;

use bot_process::{pinged, start_and_move, typed, wait_connected, BotProcess, WAIT};
use checkers_bot::store::{SledStore, Store};
use fake_discord::{FakeDiscord, Options, CHANNEL_ID, GUILD_ID};
use serde_json::json;

fn bin() -> Command {
    let mut command = common::bin();
    command.env_clear().arg("bot");
    command
}

/// Starts the bot over the database `db`, talking to `fake`.
fn start(fake: &FakeDiscord, db: &Path) -> BotProcess {
    start_with(fake, &[("CHECKERS_DB", db.as_os_str())])
}

/// Starts the bot with the variables `env` (the database among them), talking to `fake`.
fn start_with(fake: &FakeDiscord, env: &[(&str, &OsStr)]) -> BotProcess {
    BotProcess::start(bin(), fake, env)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restart_the_bot_process_and_the_game_goes_on_from_the_same_position() {
    let fake = FakeDiscord::start(Options::default()).await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let db = dir.path().join("data").join("bot");

    let bot = start(&fake, &db);
    wait_connected(&fake, &bot, 0).await;
    let (mover, waiter, first, second, moved) = start_and_move(&fake, &bot).await;
    assert_eq!(pinged(&moved), Some(waiter.id));

    // SIGTERM: no more commands, writes finished, database flushed, disconnected.
    let log = bot.terminate().await;
    for line in [
        "taking no more commands",
        "database flushed",
        "disconnected",
    ] {
        assert!(log.contains(line), "shutdown says {line:?}:\n{log}");
    }
    assert!(!log.contains("fake-token"), "the token is never logged");
    assert!(
        fake.wait_until(WAIT, |f| f.connections() == 0).await,
        "the gateway connection was closed"
    );

    // A new process over the same database: the game goes on where it was.
    let from = fake.requests().len();
    let bot = start(&fake, &db);
    wait_connected(&fake, &bot, from).await;
    let refused = typed(&fake, &bot, &mover, first).await;
    assert!(refused.files.is_empty(), "still the waiting player's turn");
    let moved = typed(&fake, &bot, &waiter, second).await;
    assert_eq!(moved.files.len(), 1, "the board after the second move");
    assert_eq!(
        pinged(&moved),
        Some(mover.id),
        "the first player is to move again"
    );
    bot.terminate().await;

    let store = SledStore::open(&db).expect("the database opens after the bot stopped");
    let record = store
        .load(CHANNEL_ID)
        .expect("readable")
        .expect("the game is stored");
    assert_eq!(record.turns, vec![first.to_string(), second.to_string()]);
}

/// Acceptance (a new `shard_total` needs no data move): a game played on a process with
/// one shard goes on, after a reshard to three shards, on another process that runs only
/// the guild's new shard, because both keep their games in one PostgreSQL database.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_reshard_another_process_carries_on_the_game() {
    let (server, url) = tokio::task::spawn_blocking(|| {
        let server = pg_server::PgServer::start();
        let url = server.database("bot");
        (server, url)
    })
    .await
    .expect("the test server starts");
    let fake = FakeDiscord::start(Options::default()).await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let state = dir.path().join("state.json");
    let env = |total: &'static str, shards: String| {
        vec![
            ("CHECKERS_DATABASE_URL", std::ffi::OsString::from(&url)),
            ("CHECKERS_STATE_FILE", state.clone().into_os_string()),
            ("CHECKERS_SHARD_TOTAL", total.into()),
            ("CHECKERS_SHARDS", shards.into()),
        ]
    };
    let start = |vars: &[(&'static str, std::ffi::OsString)]| {
        let vars: Vec<(&str, &std::ffi::OsStr)> =
            vars.iter().map(|(k, v)| (*k, v.as_os_str())).collect();
        start_with(&fake, &vars)
    };

    // Before: one shard, one process.
    let bot = start(&env("1", "0".into()));
    wait_connected(&fake, &bot, 0).await;
    assert_eq!(fake.identifies().last().unwrap()["shard"], json!([0, 1]));
    let (mover, waiter, first, second, _) = start_and_move(&fake, &bot).await;
    bot.terminate().await;

    // After: three shards; the guild's shard runs in another process.
    let shard = (GUILD_ID >> 22) % 3;
    assert_eq!(shard, 1, "the guild moved off shard 0");
    let bot = start(&env("3", shard.to_string()));
    assert!(
        fake.wait_ready(WAIT).await,
        "the second process never identified\n{}",
        bot.log()
    );
    assert_eq!(fake.identifies().last().unwrap()["shard"], json!([1, 3]));
    let refused = typed(&fake, &bot, &mover, first).await;
    assert!(refused.files.is_empty(), "still the waiting player's turn");
    let moved = typed(&fake, &bot, &waiter, second).await;
    assert_eq!(moved.files.len(), 1, "the board after the second move");
    assert_eq!(pinged(&moved), Some(mover.id));
    bot.terminate().await;

    let turns = tokio::task::spawn_blocking(move || {
        let store = checkers_bot::store::open(Path::new(&url)).expect("the database opens");
        let record = store.load(CHANNEL_ID).expect("readable").expect("stored");
        drop(server);
        record.turns
    })
    .await
    .expect("read the game");
    assert_eq!(turns, vec![first.to_string(), second.to_string()]);
}

#[test]
fn configuration_comes_from_a_file_and_the_environment_with_flags_on_top() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let file = dir.path().join("bot.toml");
    std::fs::write(
        &file,
        "db = \"from-file\"\nguild_id = 1\nauto_start = true\nshards = \"0-1\"\nshard_total = 4\n",
    )
    .expect("write the file");
    let out = bin()
        .args(["--check", "--db", "from-flag"])
        .arg("--config")
        .arg(&file)
        .env("DISCORD_TOKEN", "secret-token")
        .env("CHECKERS_GUILD_ID", "2")
        .env("CHECKERS_API_BASE", "http://127.0.0.1:9")
        .env("CHECKERS_WEB_LISTEN", "127.0.0.1:8080")
        .env("CHECKERS_WEB_PUBLIC_URL", "https://checkers.example.com/")
        .env("CHECKERS_WEB_KEY", "k".repeat(32))
        .env("CHECKERS_CLIENT_SECRET", "client-secret")
        .env_remove("CHECKERS_SLED_CACHE_MB")
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for line in [
        "token = (set)",
        "db = from-flag",
        "guild_id = 2",
        "api_base = http://127.0.0.1:9",
        "shards = 0-1",
        "shard_total = 4",
        "auto_start = true",
        "state_file = from-flag.discord-state.json",
        "sled cache = 64 MiB (CHECKERS_SLED_CACHE_MB)",
        "web.listen = 127.0.0.1:8080",
        "web.public_url = https://checkers.example.com",
        "activity = on (CHECKERS_CLIENT_SECRET set)",
        // The commands as they would be registered, with their sizes by Discord's count.
        "  /checkers: 21 options (at most 21 in any list), 5362 characters",
        "  /checkers-tournament: 8 options (at most 8 in any list), 2124 characters",
    ] {
        assert!(stdout.lines().any(|l| l == line), "{line:?} in:\n{stdout}");
    }
    assert!(
        !stdout.contains("secret-token") && !stdout.contains("client-secret"),
        "no secret is ever printed"
    );

    // What opening the database would refuse is said by the check: a sled cache out of
    // bounds, a URL password that is not percent-encoded (never shown).
    let out = bin()
        .args(["--check", "--db", "from-flag"])
        .env("DISCORD_TOKEN", "x")
        .env("CHECKERS_SLED_CACHE_MB", "99999999")
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: CHECKERS_SLED_CACHE_MB must be a whole number of MiB from 1 to 65536, not \
         `99999999`\n"
    );
    let out = bin()
        .arg("--check")
        .env("DISCORD_TOKEN", "x")
        .env("CHECKERS_DATABASE_URL", "postgres://bot:p@ss/w#rd@db/x")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("must be percent-encoded"), "{stderr}");
    assert!(
        !stderr.contains("ss/w") && !stderr.contains("w#rd"),
        "{stderr}"
    );

    // The file may not hold the token; unknown keys are named.
    std::fs::write(&file, "token = \"secret-token\"\n").expect("write the file");
    let out = bin()
        .arg("--config")
        .arg(&file)
        .env("DISCORD_TOKEN", "x")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("DISCORD_TOKEN") && !stderr.contains("secret-token"),
        "{stderr}"
    );
    std::fs::write(&file, "gild_id = 1\n").expect("write the file");
    let out = bin()
        .arg("--config")
        .arg(&file)
        .env("DISCORD_TOKEN", "x")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("gild_id"), "{stderr}");
    // Without a token: exit code 2 and a clear message.
    let out = bin().output().expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("DISCORD_TOKEN is not set"));
}

/// `bot --check` refuses what the start refuses, with the same words and exit code: no
/// token; a database URL that names no database (no connection is tried).
#[test]
fn the_check_refuses_what_the_start_refuses() {
    let check = |db: &str, vars: &[(&str, &str)]| {
        let out = bin()
            .args(["--check", "--db", db])
            .envs(vars.iter().copied())
            .output()
            .expect("runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // The settings on standard output; what would be refused after `error:`.
    let (code, stdout, stderr) = check("from-flag", &[]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stdout.contains("token = (not set: DISCORD_TOKEN)"),
        "{stdout}"
    );
    assert!(
        stderr.starts_with("error: DISCORD_TOKEN is not set"),
        "{stderr}"
    );
    let (code, _, stderr) = check(
        "from-flag",
        &[
            ("DISCORD_TOKEN", "x"),
            ("CHECKERS_DATABASE_URL", "postgres://bot@127.0.0.1:9"),
        ],
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("names no database"), "{stderr}");
    // A database folder under a file.
    let (code, _, stderr) = check("/etc/passwd/db", &[("DISCORD_TOKEN", "x")]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("/etc/passwd is a file, not a folder"),
        "{stderr}"
    );
}

/// The web board needs its key: a short one is refused, naming the variable.
#[test]
fn a_web_board_without_a_long_enough_key_is_refused() {
    let out = bin()
        .args(["--check", "--db", "from-flag"])
        .env("DISCORD_TOKEN", "x")
        .env("CHECKERS_WEB_LISTEN", "127.0.0.1:8080")
        .env("CHECKERS_WEB_PUBLIC_URL", "https://checkers.example.com")
        .env("CHECKERS_WEB_KEY", "short")
        .output()
        .expect("runs");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("CHECKERS_WEB_KEY"), "{stderr}");
}
