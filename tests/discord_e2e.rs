//! The Discord adapter end to end: the real serenity/poise client against a fake Discord
//! on loopback (`tests/fake_discord`), over a temporary database.

mod fake_discord;

use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::Duration;

use checkers_bot::discord::{run_with_tables, DiscordConfig, DiscordError, DEFER_AFTER};
use checkers_bot::store::Store;
use checkers_bot::table::Tables;
use fake_discord::{FakeDiscord, FakeUser, Options, Recorded, CHANNEL_ID, INTENT_MESSAGE_CONTENT};
use serde_json::{json, Value};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// Longest wait for any one thing the bot should do.
const WAIT: Duration = Duration::from_secs(30);
const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a];

/// Creator of the table (seat 1, the N army).
const ALICE: FakeUser = FakeUser {
    id: 1001,
    name: "alice",
    nick: None,
};
/// Second player (seat 2, the S army); her display name tries to ping everyone (case `mentions`).
const BOB: FakeUser = FakeUser {
    id: 1002,
    name: "bob",
    nick: Some("@everyone"),
};

/// Log lines of every bot in this test binary (the `intent` case checks the warning).
fn logs() -> &'static Mutex<Vec<u8>> {
    static LOGS: OnceLock<Mutex<Vec<u8>>> = OnceLock::new();
    LOGS.get_or_init(|| Mutex::new(Vec::new()))
}

struct LogWriter;

impl Write for LogWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        logs()
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn capture_logs() {
    static INIT: OnceLock<()> = OnceLock::new();
    INIT.get_or_init(|| {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new("warn,checkers_bot=info"))
            .with_ansi(false)
            .with_writer(|| LogWriter)
            .try_init();
    });
}

fn log_text() -> String {
    String::from_utf8_lossy(&logs().lock().unwrap_or_else(PoisonError::into_inner)).into_owned()
}

/// Panics with what the bot logged, for a failure that would otherwise say little.
fn fail(what: &str, fake: &FakeDiscord) -> ! {
    let requests: Vec<String> = fake
        .requests()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    panic!("{what}\nrequests: {requests:#?}\nlogs:\n{}", log_text());
}

/// A bot connected to a fresh fake Discord over a temporary database.
struct Harness {
    fake: FakeDiscord,
    tables: Arc<Tables>,
    stop: Option<oneshot::Sender<()>>,
    bot: JoinHandle<Result<(), DiscordError>>,
    _dir: tempfile::TempDir,
}

impl Harness {
    async fn start(options: Options, defer_after: Duration) -> Harness {
        capture_logs();
        let fake = FakeDiscord::start(options).await;
        let dir = tempfile::tempdir().expect("temporary directory");
        let db_path = dir.path().join("tables.sled");
        let tables = Arc::new(Tables::new(Store::open(&db_path).expect("open the store")));
        let config = DiscordConfig {
            token: "fake-token".into(),
            db_path,
            api_base: Some(fake.base().to_string()),
            guild_id: Some(fake_discord::GUILD_ID),
        };
        let (stop, stopped) = oneshot::channel::<()>();
        let bot = tokio::spawn(run_with_tables(
            config,
            Arc::clone(&tables),
            defer_after,
            async {
                let _ = stopped.await;
            },
        ));
        let harness = Harness {
            fake,
            tables,
            stop: Some(stop),
            bot,
            _dir: dir,
        };
        if !harness.fake.wait_ready(WAIT).await {
            fail("the bot never identified on the gateway", &harness.fake);
        }
        let registered = |r: &Recorded| {
            r.method == "PUT" && r.path.contains("/guilds/") && r.path.ends_with("/commands")
        };
        if harness.fake.wait_for(0, WAIT, registered).await.is_none() {
            fail("the bot never registered its commands", &harness.fake);
        }
        harness
    }

    /// Stops the bot and waits for it to end cleanly.
    async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match tokio::time::timeout(WAIT, &mut self.bot).await {
            Ok(Ok(Ok(()))) => {}
            Ok(Ok(Err(e))) => fail(&format!("the bot ended with an error: {e}"), &self.fake),
            Ok(Err(e)) => fail(&format!("the bot task failed: {e}"), &self.fake),
            Err(_) => fail("the bot did not stop", &self.fake),
        }
    }

    /// Sends `/checkers <sub>` from `user` and returns the first message answering it.
    async fn slash(&self, user: &FakeUser, sub: &str, options: Value) -> Answer {
        let id = self.fake.next_id();
        let token = format!("token-{id}");
        let from = self.fake.requests().len();
        self.fake.dispatch(
            "INTERACTION_CREATE",
            fake_discord::slash_command(id, &token, user, sub, options),
        );
        // Either a direct response (type 4), or a deferral (type 5) and then a follow-up
        // on the interaction's webhook.
        let callback = format!("/interactions/{id}/{token}/callback");
        let webhook = format!("/webhooks/{}/{token}", fake_discord::APP_ID);
        let answered = |r: &Recorded| {
            (r.path == callback && r.json.as_ref().is_some_and(|j| j["type"] == 4))
                || r.path.starts_with(&webhook)
        };
        let Some((_, r)) = self.fake.wait_for(from, WAIT, answered).await else {
            fail(&format!("no answer to /checkers {sub}"), &self.fake)
        };
        let json = r.json.unwrap_or_default();
        let message = if r.path == callback {
            json["data"].clone()
        } else {
            json
        };
        Answer {
            message,
            files: r.files,
            deferred: r.path != callback,
        }
    }

    /// Types `content` as `user` and returns the next channel message the bot posts.
    async fn typed(&self, user: &FakeUser, content: &str) -> Answer {
        let from = self.fake.requests().len();
        let id = self.fake.next_id();
        self.fake.dispatch(
            "MESSAGE_CREATE",
            fake_discord::message_create(id, user, content),
        );
        let path = format!("/channels/{CHANNEL_ID}/messages");
        let Some((_, r)) = self
            .fake
            .wait_for(from, WAIT, |r| r.method == "POST" && r.path == path)
            .await
        else {
            fail(
                &format!("no answer to the typed message {content:?}"),
                &self.fake,
            )
        };
        Answer {
            message: r.json.unwrap_or_default(),
            files: r.files,
            deferred: false,
        }
    }

    fn turns(&self) -> Vec<String> {
        self.tables
            .store()
            .load(CHANNEL_ID)
            .expect("store readable")
            .map(|r| r.turns)
            .unwrap_or_default()
    }
}

/// A message the bot sent: its JSON (content, flags, `allowed_mentions`, …) and files.
struct Answer {
    message: Value,
    files: Vec<fake_discord::File>,
    /// Sent as a follow-up after a deferral (slash commands only).
    deferred: bool,
}

impl Answer {
    fn content(&self) -> &str {
        self.message["content"].as_str().unwrap_or_default()
    }

    fn ephemeral(&self) -> bool {
        self.message["flags"].as_u64().is_some_and(|f| f & 64 != 0)
    }

    /// Asserts the allowed mentions are exactly `users`: no parse (everyone, roles,
    /// all users), no roles (case `mentions`).
    fn assert_pings_only(&self, users: &[u64]) {
        let am = &self.message["allowed_mentions"];
        assert_eq!(
            am["parse"],
            json!([]),
            "allowed_mentions.parse in {}",
            self.message
        );
        assert!(
            am["roles"].as_array().is_none_or(Vec::is_empty),
            "roles in {}",
            self.message
        );
        let ids: Vec<String> = users.iter().map(u64::to_string).collect();
        assert_eq!(
            am["users"],
            json!(ids),
            "allowed_mentions.users in {}",
            self.message
        );
    }

    /// The attached board: a PNG larger than 100×100.
    fn assert_board(&self) {
        assert_eq!(
            self.files.len(),
            1,
            "one attachment expected: {}",
            self.message
        );
        let file = &self.files[0];
        assert_eq!(
            (file.field.as_str(), file.name.as_str()),
            ("files[0]", "board.png")
        );
        assert_eq!(file.bytes[..8], PNG_SIGNATURE, "not a PNG");
        let image = image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
            .expect("PNG decodes");
        assert!(
            image.width() > 100 && image.height() > 100,
            "board is {}×{}",
            image.width(),
            image.height()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_and_a_typed_move_post_the_board_pinging_only_the_next_player() {
    let bot = Harness::start(
        Options {
            message_content: true,
            report_flags: true,
        },
        DEFER_AFTER,
    )
    .await;
    let identify = bot.fake.identifies().pop().unwrap_or_default();
    assert_ne!(
        identify["intents"].as_u64().unwrap_or(0) & INTENT_MESSAGE_CONTENT,
        0,
        "asks for message content"
    );

    // `players` is a choice: its value is the index of "2" among 2, 3, 4, 6.
    let created = bot
        .slash(
            &ALICE,
            "new",
            json!([{ "name": "players", "type": 4, "value": 0 }]),
        )
        .await;
    assert!(
        !created.ephemeral() && created.files.is_empty(),
        "lobby announcement: {}",
        created.message
    );
    created.assert_pings_only(&[]);

    let joined = bot.slash(&BOB, "join", json!([])).await;
    joined.assert_pings_only(&[]);
    assert!(
        !joined.content().contains("@everyone"),
        "a display name must not read as a mention: {}",
        joined.content()
    );

    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    let mover_id = started.message["allowed_mentions"]["users"][0]
        .as_str()
        .and_then(|s| s.parse().ok());
    // Seat 1 (the creator) has the N army, seat 2 the S army; the first player is a coin toss.
    let (mover, waiter, first_move, waiter_move) = match mover_id {
        Some(ALICE_ID) => (ALICE, BOB, "d2 e7", "n2 m7"),
        Some(BOB_ID) => (BOB, ALICE, "n2 m7", "d2 e7"),
        other => fail(&format!("start pings {other:?}, not a player"), &bot.fake),
    };
    started.assert_pings_only(&[mover.id]);

    // Case `wrong-user`: the waiting player's legal move for their own army is refused,
    // to them, without a board, and nothing changes.
    let refused = bot.typed(&waiter, waiter_move).await;
    assert!(refused.files.is_empty(), "a refusal carries no board");
    assert!(!refused.content().is_empty());
    refused.assert_pings_only(&[]);
    assert!(
        refused.message.get("message_reference").is_some(),
        "a refusal answers the sender's message"
    );
    assert!(bot.turns().is_empty(), "a refused move changes nothing");

    // The player to move types a legal move: the new board, pinging only the next player.
    let moved = bot.typed(&mover, first_move).await;
    moved.assert_board();
    moved.assert_pings_only(&[waiter.id]);
    assert_eq!(
        bot.turns(),
        vec![first_move.replace(' ', "-")],
        "the move is stored"
    );

    // Case `mentions`: move text with a role mention and @everyone is refused privately
    // and pings nobody.
    let odd = bot
        .slash(
            &waiter,
            "move",
            json!([{ "name": "text", "type": 3, "value": "<@&123> @everyone" }]),
        )
        .await;
    assert!(
        odd.ephemeral() && odd.files.is_empty(),
        "a refusal is ephemeral: {}",
        odd.message
    );
    odd.assert_pings_only(&[]);
    assert_eq!(bot.turns().len(), 1);
    assert!(
        !log_text().contains("fake-token"),
        "the token is never logged"
    );

    bot.stop().await;
}

const ALICE_ID: u64 = ALICE.id;
const BOB_ID: u64 = BOB.id;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn intent_not_granted_warns_and_slash_commands_still_work() {
    // Case `intent`: the application lacks the message-content intent; the fake closes the
    // gateway with 4014 when it is asked for anyway, as Discord does. First the bot can
    // read the application's flags and leaves the intent out; then it cannot, is refused
    // once and reconnects without it. Both times: one warning, and slash commands work.
    let warnings = || {
        log_text()
            .matches("typed moves in channels will not be seen")
            .count()
    };
    for (report_flags, identifies) in [(true, 1), (false, 2)] {
        let before = warnings();
        let options = Options {
            message_content: false,
            report_flags,
        };
        let bot = Harness::start(options, DEFER_AFTER).await;
        let asked: Vec<bool> = bot
            .fake
            .identifies()
            .iter()
            .map(|d| d["intents"].as_u64().unwrap_or(0) & INTENT_MESSAGE_CONTENT != 0)
            .collect();
        let mut expected = vec![true; identifies - 1];
        expected.push(false);
        assert_eq!(asked, expected, "message content asked for, per IDENTIFY");
        assert_eq!(warnings(), before + 1, "one clear warning:\n{}", log_text());
        let help = bot.slash(&ALICE, "help", json!([])).await;
        assert!(
            help.ephemeral() && !help.content().is_empty(),
            "help answers: {}",
            help.message
        );
        help.assert_pings_only(&[]);
        bot.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_commands_are_deferred_then_answered_by_a_follow_up() {
    // Every command counts as slow: an answer not ready at once (rendering a board never
    // is) is deferred (type 5), then sent as a follow-up on the interaction's webhook.
    let bot = Harness::start(
        Options {
            message_content: true,
            report_flags: true,
        },
        Duration::ZERO,
    )
    .await;
    let players = json!([{ "name": "players", "type": 4, "value": 0 }]);
    let created = bot.slash(&ALICE, "new", players).await;
    assert!(!created.content().is_empty(), "{}", created.message);
    let _ = bot.slash(&ALICE, "add-computer", json!([])).await;
    let started = bot.slash(&ALICE, "start", json!([])).await;
    assert!(
        started.deferred,
        "start is answered by a follow-up: {}",
        started.message
    );
    started.assert_board();
    // The computer moves at once when it is first, so Alice is the one to move either way.
    started.assert_pings_only(&[ALICE.id]);
    let deferral = |r: &Recorded| {
        r.path.ends_with("/callback") && r.json.as_ref().is_some_and(|j| j["type"] == 5)
    };
    assert!(
        bot.fake.requests().iter().any(deferral),
        "a deferral was sent"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_stops_the_bot_with_a_clear_error() {
    let fake = FakeDiscord::start(Options {
        message_content: true,
        report_flags: true,
    })
    .await;
    let tables = Arc::new(Tables::new(Store::temporary().expect("temporary store")));
    let config = DiscordConfig {
        token: fake_discord::BAD_TOKEN.into(),
        db_path: "unused".into(),
        api_base: Some(fake.base().to_string()),
        guild_id: None,
    };
    let run = run_with_tables(config, tables, DEFER_AFTER, std::future::pending());
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
