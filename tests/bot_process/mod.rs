//! A `checkers-bot bot` process against the fake Discord (`tests/fake_discord`), run from
//! the built binary or from the container image, and what a test does with it: slash
//! commands, typed moves, a 2-player game up to its first move, SIGTERM.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use serde_json::{json, Value};

use crate::fake_discord::{self, FakeDiscord, FakeUser, Recorded, APP_ID, CHANNEL_ID, GUILD_ID};

/// Longest wait for any one thing the bot should do.
pub const WAIT: Duration = Duration::from_mins(1);

pub const ALICE: FakeUser = FakeUser {
    id: 1001,
    name: "alice",
    nick: None,
};
pub const BOB: FakeUser = FakeUser {
    id: 1002,
    name: "bob",
    nick: None,
};

/// A `checkers-bot bot` process and what it logs.
pub struct BotProcess {
    child: Child,
    log: Arc<Mutex<String>>,
}

impl BotProcess {
    /// Starts `command` (the bot, or podman running its image) talking to `fake`, with the
    /// variables `env` (the database among them) on top; its standard error is the log.
    pub fn start(mut command: Command, fake: &FakeDiscord, env: &[(&str, &OsStr)]) -> BotProcess {
        let mut child = command
            .envs(BotProcess::FAKE_ENV.iter().zip(BotProcess::fake_env(fake)))
            .envs(env.iter().copied())
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

    /// The variables that point the bot at the fake Discord, named in [`Self::fake_env`].
    pub const FAKE_ENV: [&str; 4] = [
        "DISCORD_TOKEN",
        "CHECKERS_API_BASE",
        "CHECKERS_GUILD_ID",
        "RUST_LOG",
    ];

    /// The values of [`Self::FAKE_ENV`] for `fake`.
    pub fn fake_env(fake: &FakeDiscord) -> [String; 4] {
        [
            "fake-token".to_string(),
            fake.base().to_string(),
            GUILD_ID.to_string(),
            "warn,checkers_bot=info".to_string(),
        ]
    }

    pub fn log(&self) -> String {
        self.log
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Sends SIGTERM and waits for a clean exit.
    pub async fn terminate(mut self) -> String {
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
pub async fn slash(
    fake: &FakeDiscord,
    bot: &BotProcess,
    user: &FakeUser,
    sub: &str,
    options: Value,
) {
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
pub async fn typed(
    fake: &FakeDiscord,
    bot: &BotProcess,
    user: &FakeUser,
    content: &str,
) -> Recorded {
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
pub fn pinged(r: &Recorded) -> Option<u64> {
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

pub async fn wait_connected(fake: &FakeDiscord, bot: &BotProcess, from: usize) {
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
pub async fn start_and_move(
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
