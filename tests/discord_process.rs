//! The `bot` command as a process against the fake Discord (`tests/fake_discord`): its
//! configuration (file, environment, flags), and a restart — SIGTERM, then a new process
//! over the same database — after which the game goes on from the same position; with
//! PostgreSQL (`tests/pg_server`), a reshard that moves the game to another process.

mod pg_server;

mod common;
mod fake_discord;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use checkers_bot::store::{SledStore, Store};
use fake_discord::{FakeDiscord, FakeUser, Options, Recorded, APP_ID, CHANNEL_ID, GUILD_ID};
use serde_json::{json, Value};

/// Longest wait for any one thing the bot should do.
const WAIT: Duration = Duration::from_secs(60);

const ALICE: FakeUser = FakeUser {
    id: 1001,
    name: "alice",
    nick: None,
};
const BOB: FakeUser = FakeUser {
    id: 1002,
    name: "bob",
    nick: None,
};

fn bin() -> Command {
    let mut command = common::bin();
    command.env_clear().arg("bot");
    command
}

/// A `checkers-bot bot` process and what it logs.
struct BotProcess {
    child: Child,
    log: Arc<Mutex<String>>,
}

impl BotProcess {
    /// Starts the bot over the database `db`, talking to `fake`.
    fn start(fake: &FakeDiscord, db: &Path) -> BotProcess {
        BotProcess::start_with(fake, &[("CHECKERS_DB", db.as_os_str())])
    }

    /// Starts the bot with the variables `env` (the database among them), talking to
    /// `fake`.
    fn start_with(fake: &FakeDiscord, env: &[(&str, &std::ffi::OsStr)]) -> BotProcess {
        let mut child = bin()
            .env("DISCORD_TOKEN", "fake-token")
            .env("CHECKERS_API_BASE", fake.base())
            .envs(env.iter().copied())
            .env("CHECKERS_GUILD_ID", GUILD_ID.to_string())
            .env("RUST_LOG", "warn,checkers_bot=info")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the bot starts");
        let log = Arc::new(Mutex::new(String::new()));
        if let Some(stderr) = child.stderr.take() {
            let log = Arc::clone(&log);
            std::thread::spawn(move || {
                for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                    let mut log = log.lock().unwrap_or_else(PoisonError::into_inner);
                    log.push_str(&line);
                    log.push('\n');
                }
            });
        }
        BotProcess { child, log }
    }

    fn log(&self) -> String {
        self.log
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Sends SIGTERM and waits for a clean exit.
    async fn terminate(mut self) -> String {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "SIGTERM sent");
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    // Let the log reader take the last lines.
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    let log = self.log();
                    assert!(status.success(), "exit after SIGTERM: {status}\n{log}");
                    return log;
                }
                Ok(None) if tokio::time::Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
                _ => {
                    let _ = self.child.kill();
                    panic!("the bot did not stop after SIGTERM\n{}", self.log());
                }
            }
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Sends `/checkers <sub>` from `user`; returns every request answering it once the
/// answer (direct or after a deferral) has arrived.
async fn slash(fake: &FakeDiscord, bot: &BotProcess, user: &FakeUser, sub: &str, options: Value) {
    let id = fake.next_id();
    let token = format!("token-{id}");
    let from = fake.requests().len();
    fake.dispatch(
        "INTERACTION_CREATE",
        fake_discord::slash_command(id, &token, user, sub, options),
    );
    let webhook = format!("/webhooks/{APP_ID}/{token}");
    let callback = format!("/interactions/{id}/{token}/callback");
    let answered = |r: &Recorded| {
        r.status < 300
            && ((r.path == callback
                && r.json
                    .as_ref()
                    .is_some_and(|j| j["type"] == 4 || j["type"] == 7))
                || r.path.starts_with(&webhook) && r.method != "GET")
    };
    assert!(
        fake.wait_for(from, WAIT, answered).await.is_some(),
        "no answer to /checkers {sub}\n{}",
        bot.log()
    );
}

/// Types `content` as `user`; returns the bot's channel message answering it.
async fn typed(fake: &FakeDiscord, bot: &BotProcess, user: &FakeUser, content: &str) -> Recorded {
    let from = fake.requests().len();
    fake.dispatch(
        "MESSAGE_CREATE",
        fake_discord::message_create(fake.next_id(), user, content),
    );
    let path = format!("/channels/{CHANNEL_ID}/messages");
    match fake
        .wait_for(from, WAIT, |r| r.is("POST", &path) && r.status < 300)
        .await
    {
        Some((_, r)) => r,
        None => panic!("no answer to {content:?}\n{}", bot.log()),
    }
}

/// The user a message may ping.
fn pinged(r: &Recorded) -> Option<u64> {
    let json = r.json.as_ref()?;
    let message = if r.path.ends_with("/callback") {
        &json["data"]
    } else {
        json
    };
    message["allowed_mentions"]["users"][0]
        .as_str()
        .and_then(|s| s.parse().ok())
}

async fn wait_connected(fake: &FakeDiscord, bot: &BotProcess, from: usize) {
    assert!(
        fake.wait_ready(WAIT).await,
        "the bot never identified\n{}",
        bot.log()
    );
    let registered = |r: &Recorded| r.method == "PUT" && r.path.ends_with("/commands");
    assert!(
        fake.wait_for(from, WAIT, registered).await.is_some(),
        "the bot never registered its commands\n{}",
        bot.log()
    );
}

/// A 2-player game of Alice and Bob, started through slash commands, and the first move
/// of the player the start pinged: (mover, waiter, the first move, the waiter's answer to
/// it, the bot's message after the first move).
async fn start_and_move(
    fake: &FakeDiscord,
    bot: &BotProcess,
) -> (FakeUser, FakeUser, &'static str, &'static str, Recorded) {
    let players = json!([{ "name": "players", "type": 4, "value": 0 }]);
    slash(fake, bot, &ALICE, "new", players).await;
    slash(fake, bot, &BOB, "join", json!([])).await;
    let from = fake.requests().len();
    slash(fake, bot, &ALICE, "start", json!([])).await;
    // The start pings the player to move (directly, or in the follow-up after a deferral).
    let Some((_, ping)) = fake.wait_for(from, WAIT, |r| pinged(r).is_some()).await else {
        panic!("the start pinged nobody\n{}", bot.log())
    };
    let (mover, waiter, first, second) = if pinged(&ping) == Some(ALICE.id) {
        (ALICE, BOB, "d2-e7", "n2-m7")
    } else {
        (BOB, ALICE, "n2-m7", "d2-e7")
    };
    let moved = typed(fake, bot, &mover, first).await;
    assert_eq!(moved.files.len(), 1, "the board after the first move");
    (mover, waiter, first, second, moved)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restart_the_bot_process_and_the_game_goes_on_from_the_same_position() {
    let fake = FakeDiscord::start(Options::default()).await;
    let dir = tempfile::tempdir().expect("temporary directory");
    let db = dir.path().join("data").join("bot");

    let bot = BotProcess::start(&fake, &db);
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
    let bot = BotProcess::start(&fake, &db);
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
        BotProcess::start_with(&fake, &vars)
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
    ] {
        assert!(stdout.lines().any(|l| l == line), "{line:?} in:\n{stdout}");
    }
    assert!(
        !stdout.contains("secret-token"),
        "the token is never printed"
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
