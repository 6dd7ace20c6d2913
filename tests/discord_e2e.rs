//! The Discord adapter end to end: the real serenity/poise client against a fake Discord
//! on loopback (`tests/fake_discord`), over a temporary database. Every wait is bounded.
//!
//! Each test checks, when its bot stops, that no message the bot sent could ping anyone
//! but one player (case `mentions`).

mod fake_discord;

use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use checkers_bot::discord::{run_with_tables, DiscordConfig, DiscordError, ShardRange};
use checkers_bot::store::{Phase, SledStore, TableRecord};
use checkers_bot::table::Tables;
use fake_discord::{
    perm, Failure, FakeDiscord, FakeUser, Options, Place, Recorded, APP_ID, CHANNEL_ID, GUILD_ID,
    INTENT_MESSAGE_CONTENT, THREAD_ID,
};
use serde_json::{json, Value};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// Longest wait for any one thing the bot should do.
const WAIT: Duration = Duration::from_secs(30);
/// A wait for something that should not happen.
const QUIET: Duration = Duration::from_millis(300);
/// Deferral threshold of tests that expect direct answers: far above any table work, so
/// answers do not depend on how loaded the machine is.
const RELAXED: Duration = Duration::from_secs(10);
const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a];
/// `EPHEMERAL` message flag.
const EPHEMERAL: u64 = 64;
/// What the bot shows for a moment where a deferred answer turned out private.
const PLACEHOLDER: &str = "(answered privately)";

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
/// A spectator whose display name is a role mention.
const CAROL: FakeUser = FakeUser {
    id: 1003,
    name: "carol",
    nick: Some("<@&123>"),
};
/// A member with Manage Channels.
const DAVE: FakeUser = FakeUser {
    id: 1004,
    name: "dave",
    nick: None,
};
const ALICE_ID: u64 = ALICE.id;
const BOB_ID: u64 = BOB.id;

/// `/checkers new players:<n>` options (`players` is a choice: the index among 2, 3, 4, 6).
fn players(n: u64) -> Value {
    let index = match n {
        2 => 0,
        3 => 1,
        4 => 2,
        _ => 3,
    };
    json!([{ "name": "players", "type": 4, "value": index }])
}

// ---------------------------------------------------------------------------------------
// Logs

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

/// Panics with what the bot did, for a failure that would otherwise say little.
fn fail(what: &str, fake: &FakeDiscord) -> ! {
    let requests: Vec<String> = fake
        .requests()
        .iter()
        .map(|r| format!("{} {} → {}", r.method, r.path, r.status))
        .collect();
    panic!("{what}\nrequests: {requests:#?}\nlogs:\n{}", log_text());
}

// ---------------------------------------------------------------------------------------
// Harness

/// How a test's bot is configured.
struct Setup {
    options: Options,
    defer_after: Duration,
    auto_start: bool,
    guild: Option<u64>,
    shards: Option<(ShardRange, u32)>,
    /// Run on the tables before the bot starts (a database the bot finds at its start).
    prepare: Option<fn(&Tables)>,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            options: Options::default(),
            defer_after: RELAXED,
            auto_start: false,
            guild: Some(GUILD_ID),
            shards: None,
            prepare: None,
        }
    }
}

/// A bot connected to a fake Discord over a temporary database.
struct Harness {
    fake: FakeDiscord,
    tables: Arc<Tables>,
    stop: Option<oneshot::Sender<()>>,
    bot: JoinHandle<Result<(), DiscordError>>,
    /// From each dispatched `MESSAGE_CREATE` to the fake's receipt of its answer.
    latencies: Mutex<Vec<Duration>>,
    /// From each button press or menu choice of [`Harness::interact`] to its answer.
    presses: Mutex<Vec<Duration>>,
    _dir: tempfile::TempDir,
}

/// Draws one board before the first bot starts. The renderer draws its sprites once per
/// theme and process, on the first board: seconds in the unoptimised test build of a busy
/// machine, which would push whichever test draws first past its deferral threshold.
fn warm_renderer() {
    static WARM: OnceLock<()> = OnceLock::new();
    WARM.get_or_init(|| {
        let game = checkers_bot::core::Game::start(
            checkers_bot::core::Variant::Standard,
            2,
            1,
            checkers_bot::core::HouseRules::default(),
            checkers_bot::core::Seat::ALL[0],
        )
        .expect("the standard 2-player game");
        let png =
            checkers_bot::render::render_png(&checkers_bot::render::BoardView::new(&game, &[], ""));
        assert_eq!(png[..8], PNG_SIGNATURE);
    });
}

/// Whether a request registers commands (`PUT …/commands`).
fn registration(r: &Recorded) -> bool {
    r.method == "PUT" && r.path.ends_with("/commands")
}

impl Harness {
    async fn start(setup: Setup) -> Harness {
        let fake = FakeDiscord::start(setup.options).await;
        Harness::start_on(fake, setup).await
    }

    /// Starts a bot on `fake`, waits for READY and (when it registers) the registration.
    async fn start_on(fake: FakeDiscord, setup: Setup) -> Harness {
        capture_logs();
        let _ = tokio::task::spawn_blocking(warm_renderer).await;
        let dir = tempfile::tempdir().expect("temporary directory");
        let db_path = dir.path().join("tables.sled");
        let tables = Arc::new(Tables::new(
            SledStore::open(&db_path).expect("open the store"),
        ));
        if let Some(prepare) = setup.prepare {
            let tables = Arc::clone(&tables);
            tokio::task::spawn_blocking(move || prepare(&tables))
                .await
                .expect("the database is prepared");
        }
        let config = DiscordConfig {
            api_base: Some(fake.base().to_string()),
            guild_id: setup.guild,
            shards: setup.shards.map(|(r, _)| r),
            shard_total: setup.shards.map(|(_, t)| t),
            auto_start: setup.auto_start,
            state_file: Some(dir.path().join("state.json")),
            defer_after: setup.defer_after,
            ..DiscordConfig::new("fake-token", db_path)
        };
        let registers = config.registers_commands();
        let from = fake.requests().len();
        let (stop, stopped) = oneshot::channel::<()>();
        let bot = tokio::spawn(run_with_tables(config, Arc::clone(&tables), async {
            let _ = stopped.await;
        }));
        let harness = Harness {
            fake,
            tables,
            stop: Some(stop),
            bot,
            latencies: Mutex::new(Vec::new()),
            presses: Mutex::new(Vec::new()),
            _dir: dir,
        };
        if !harness.fake.wait_ready(WAIT).await {
            fail("the bot never identified on the gateway", &harness.fake);
        }
        if registers
            && harness
                .fake
                .wait_for(from, WAIT, registration)
                .await
                .is_none()
        {
            fail("the bot never registered its commands", &harness.fake);
        }
        harness
    }

    /// Stops the bot, waits for it to end cleanly and checks that nothing it sent could
    /// ping anyone but the players; returns the fake.
    async fn stop(mut self) -> FakeDiscord {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match tokio::time::timeout(WAIT, &mut self.bot).await {
            Ok(Ok(Ok(()))) => {}
            Ok(Ok(Err(e))) => fail(&format!("the bot ended with an error: {e}"), &self.fake),
            Ok(Err(e)) => fail(&format!("the bot task failed: {e}"), &self.fake),
            Err(_) => fail("the bot did not stop", &self.fake),
        }
        assert_pings_at_most_one_player(&self.fake);
        assert!(
            !log_text().contains("fake-token"),
            "the token is never logged"
        );
        let Harness { fake, .. } = self;
        fake
    }

    /// Sends `/checkers <sub>` from `user` in the channel and returns its answer.
    async fn slash(&self, user: &FakeUser, sub: &str, options: Value) -> Answer {
        self.slash_at(user, sub, options, &Place::CHANNEL).await
    }

    /// Sends `/checkers <sub>` from `user` at `place` and returns its answer.
    async fn slash_at(&self, user: &FakeUser, sub: &str, options: Value, place: &Place) -> Answer {
        let id = self.fake.next_id();
        let token = format!("token-{id}");
        let from = self.fake.requests().len();
        self.fake.dispatch(
            "INTERACTION_CREATE",
            fake_discord::slash_command_at(id, &token, user, sub, options, place),
        );
        self.answer(id, &token, from, &format!("/checkers {sub}"))
            .await
    }

    /// Sends `/checkers <sub>` from `user` whose Discord client is in `locale`, in a guild
    /// whose preferred locale is `guild_locale`, and returns its answer.
    async fn slash_in(
        &self,
        user: &FakeUser,
        (locale, guild_locale): (&str, &str),
        sub: &str,
        options: Value,
    ) -> Answer {
        let id = self.fake.next_id();
        let token = format!("token-{id}");
        let from = self.fake.requests().len();
        let mut d = fake_discord::slash_command_at(id, &token, user, sub, options, &Place::CHANNEL);
        d["locale"] = json!(locale);
        d["guild_locale"] = json!(guild_locale);
        self.fake.dispatch("INTERACTION_CREATE", d);
        self.answer(id, &token, from, &format!("/checkers {sub}"))
            .await
    }

    /// `user` presses the button labelled `label` on the lobby message `lobby` at `place`.
    async fn press(&self, user: &FakeUser, lobby: &Lobby, label: &str) -> Answer {
        let id = self.fake.next_id();
        let token = format!("token-{id}");
        let from = self.fake.requests().len();
        let custom_id = lobby.button(label).unwrap_or_else(|| {
            fail(
                &format!("no {label} button on {}", lobby.message),
                &self.fake,
            )
        });
        self.fake.dispatch(
            "INTERACTION_CREATE",
            fake_discord::button(id, &token, user, &lobby.message, &custom_id, &lobby.place),
        );
        self.answer(id, &token, from, &format!("the {label} button"))
            .await
    }

    /// The answer to interaction `id`: the direct response (type 4 or 7), or after a
    /// deferral (type 5 or 6) what resolved it; for a private answer after a public
    /// deferral, the ephemeral follow-up behind the placeholder.
    async fn answer(&self, id: u64, token: &str, from: usize, what: &str) -> Answer {
        let callback = format!("/interactions/{id}/{token}/callback");
        let webhook = format!("/webhooks/{APP_ID}/{token}");
        let Some((at, first)) = self
            .fake
            .wait_for(from, WAIT, |r| r.path == callback && r.status < 300)
            .await
        else {
            fail(&format!("no answer to {what}"), &self.fake)
        };
        let kind = first
            .json
            .as_ref()
            .map_or(0, |j| j["type"].as_u64().unwrap_or(0));
        if kind == 4 || kind == 7 {
            let message = first.json.map(|j| j["data"].clone()).unwrap_or_default();
            return Answer {
                message,
                files: first.files,
                kind,
                deferred: false,
                token: token.to_string(),
                index: at,
            };
        }
        let resolved = |r: &Recorded| {
            r.status < 300
                && r.path.starts_with(&webhook)
                && (r.method == "POST" || r.is("PATCH", "/messages/@original"))
        };
        let Some((mut at, mut r)) = self.fake.wait_for(at + 1, WAIT, resolved).await else {
            fail(
                &format!("{what} was deferred and never answered"),
                &self.fake,
            )
        };
        let content = |r: &Recorded| {
            r.json
                .as_ref()
                .and_then(|j| j["content"].as_str())
                .unwrap_or_default()
                .to_string()
        };
        if r.method == "PATCH" && content(&r) == PLACEHOLDER {
            let followup = |r: &Recorded| r.status < 300 && r.is("POST", &webhook);
            let Some(found) = self.fake.wait_for(at + 1, WAIT, followup).await else {
                fail(&format!("no private follow-up for {what}"), &self.fake)
            };
            (at, r) = found;
        }
        Answer {
            message: r.json.unwrap_or_default(),
            files: r.files,
            kind,
            deferred: true,
            token: token.to_string(),
            index: at,
        }
    }

    /// The next follow-up message of `answer`'s interaction after it.
    async fn followup(&self, answer: &Answer) -> Answer {
        let webhook = format!("/webhooks/{APP_ID}/{}", answer.token);
        let Some((at, r)) = self
            .fake
            .wait_for(answer.index + 1, WAIT, |r| {
                r.status < 300 && r.is("POST", &webhook)
            })
            .await
        else {
            fail("no follow-up message", &self.fake)
        };
        Answer::sent(r, at, &answer.token, answer.deferred)
    }

    /// The next message the bot posts as a regular message in `channel` after `answer`
    /// (a board a button handed on: players may answer it by reply).
    async fn channel_post(&self, answer: &Answer, channel: u64) -> Answer {
        let path = format!("/channels/{channel}/messages");
        let Some((at, r)) = self
            .fake
            .wait_for(answer.index + 1, WAIT, |r| {
                r.method == "POST" && r.path == path && r.status < 300
            })
            .await
        else {
            fail("no message posted in the channel", &self.fake)
        };
        Answer::sent(r, at, "", false)
    }

    /// Types `content` as `user` in `channel` and returns the next message the bot posts
    /// there.
    async fn typed_at(&self, user: &FakeUser, content: &str, channel: u64) -> Answer {
        let id = self.fake.next_id();
        let message = fake_discord::message_create_at(id, user, content, channel);
        self.said(message).await
    }

    /// Dispatches the `MESSAGE_CREATE` `message` and returns the next message the bot posts
    /// in its channel (the time between the two is kept in `latencies`).
    async fn said(&self, message: Value) -> Answer {
        let from = self.fake.requests().len();
        let channel = message["channel_id"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let content = message["content"].clone();
        let sent = Instant::now();
        self.fake.dispatch("MESSAGE_CREATE", message);
        let path = format!("/channels/{channel}/messages");
        let Some((at, r)) = self
            .fake
            .wait_for(from, WAIT, |r| {
                r.method == "POST" && r.path == path && r.status < 300
            })
            .await
        else {
            fail(&format!("no answer to the message {content}"), &self.fake)
        };
        self.latencies
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(r.at.saturating_duration_since(sent));
        Answer {
            message: r.json.unwrap_or_default(),
            files: r.files,
            kind: 0,
            deferred: false,
            token: String::new(),
            index: at,
        }
    }

    async fn typed(&self, user: &FakeUser, content: &str) -> Answer {
        self.typed_at(user, content, CHANNEL_ID).await
    }

    /// `user` replies `content` to the bot's message `answer` (with `ping`: "@ ON") and
    /// returns the next message the bot posts in the channel.
    async fn replied(&self, user: &FakeUser, content: &str, answer: &Answer, ping: bool) -> Answer {
        let to = self.posted(answer);
        let id = self.fake.next_id();
        self.said(fake_discord::reply_create(id, user, content, &to, ping))
            .await
    }

    /// Dispatches `message` and checks that the bot posts nothing for a moment.
    async fn unanswered(&self, message: Value, what: &str) {
        let from = self.fake.requests().len();
        self.fake.dispatch("MESSAGE_CREATE", message);
        if let Some((_, r)) = self
            .fake
            .wait_for(from, QUIET, |r| r.method == "POST")
            .await
        {
            fail(&format!("{what} was answered: {:?}", r.json), &self.fake);
        }
    }

    /// The bot's message `answer` as Discord sends it back (inside a reply to it): a
    /// channel message, or an interaction's response.
    fn posted(&self, answer: &Answer) -> Value {
        if let Some(message) = self.fake.requests()[answer.index].response.clone() {
            return message;
        }
        let id = self
            .fake
            .original_message(&answer.token)
            .unwrap_or_else(|| fail("the answer has no message", &self.fake));
        fake_discord::interaction_message(id, CHANNEL_ID, answer.content())
    }

    /// A legal move of `user` in the channel's game (the first in hole order), as typed.
    fn a_legal_move(&self, user: &FakeUser) -> String {
        let moves = self.tables.legal_moves_text(CHANNEL_ID, user.id);
        moves
            .first()
            .cloned()
            .unwrap_or_else(|| fail(&format!("{} has no legal move", user.name), &self.fake))
    }

    /// The median and the worst of `latencies` and of `presses`, printed (no assertion:
    /// timings vary).
    fn report_latencies(&self, what: &str) {
        for (times, kind) in [
            (&self.latencies, "messages, MESSAGE_CREATE"),
            (&self.presses, "presses and choices, INTERACTION_CREATE"),
        ] {
            let mut all = times.lock().unwrap_or_else(PoisonError::into_inner).clone();
            all.sort();
            if let (Some(median), Some(worst)) = (all.get(all.len() / 2), all.last()) {
                eprintln!(
                    "{what}: {} {kind} to answer median {median:?}, worst {worst:?}",
                    all.len()
                );
            }
        }
    }

    /// The choices autocomplete offers `user` typing `typed` into `/checkers move`.
    async fn autocomplete(&self, user: &FakeUser, typed: &str) -> Vec<String> {
        let id = self.fake.next_id();
        let token = format!("token-{id}");
        let from = self.fake.requests().len();
        self.fake.dispatch(
            "INTERACTION_CREATE",
            fake_discord::autocomplete(id, &token, user, typed, &Place::CHANNEL),
        );
        let callback = format!("/interactions/{id}/{token}/callback");
        let Some((_, r)) = self.fake.wait_for(from, WAIT, |r| r.path == callback).await else {
            fail("no autocomplete answer", &self.fake)
        };
        let json = r.json.unwrap_or_default();
        assert_eq!(json["type"], 8, "an autocomplete result: {json}");
        json["data"]["choices"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|c| {
                        assert_eq!(c["name"], c["value"], "shown as submitted");
                        c["value"].as_str().unwrap_or_default().to_string()
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    fn record(&self, channel: u64) -> Option<TableRecord> {
        self.tables.store().load(channel).expect("store readable")
    }

    fn turns_in(&self, channel: u64) -> Vec<String> {
        self.record(channel).map(|r| r.turns).unwrap_or_default()
    }

    fn turns(&self) -> Vec<String> {
        self.turns_in(CHANNEL_ID)
    }

    /// The lobby message `answer` posted as Discord would send it back with a press.
    fn lobby_of(&self, answer: &Answer, place: Place) -> Lobby {
        let id = self
            .fake
            .original_message(&answer.token)
            .unwrap_or_else(|| fail("unknown interaction", &self.fake));
        Lobby::new(id, place, &answer.message)
    }
}

/// A lobby message as the bot posted it.
struct Lobby {
    message: Value,
    place: Place,
}

impl Lobby {
    fn new(id: u64, place: Place, posted: &Value) -> Lobby {
        let content = posted["content"].as_str().unwrap_or_default();
        let message = fake_discord::with_components(
            fake_discord::bot_message(id, place.channel, content),
            &posted["components"],
        );
        Lobby { message, place }
    }

    /// The `custom_id` of the button labelled `label`.
    fn button(&self, label: &str) -> Option<String> {
        buttons(&self.message)
            .into_iter()
            .find(|(l, _, _)| l == label)
            .map(|(_, id, _)| id)
    }
}

/// The buttons of a message: (label, custom id, disabled).
fn buttons(message: &Value) -> Vec<(String, String, bool)> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| {
            (
                b["label"].as_str().unwrap_or_default().to_string(),
                b["custom_id"].as_str().unwrap_or_default().to_string(),
                b["disabled"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

/// A message the bot sent: its JSON (content, flags, `allowed_mentions`, …) and files.
struct Answer {
    message: Value,
    files: Vec<fake_discord::File>,
    /// The interaction callback type (4 message, 5 deferred, 6 acknowledged, 7 update);
    /// 0 for channel messages and follow-ups.
    kind: u64,
    /// Sent after a deferral.
    deferred: bool,
    /// The interaction token (empty for channel messages).
    token: String,
    /// Index of the request among the fake's records.
    index: usize,
}

impl Answer {
    /// Request `r` (number `index` of the fake's records): a message the bot sent after
    /// an interaction's first answer (`token`, deferred or not) or in a channel.
    fn sent(r: Recorded, index: usize, token: &str, deferred: bool) -> Answer {
        Answer {
            message: r.json.unwrap_or_default(),
            files: r.files,
            kind: 0,
            deferred,
            token: token.to_string(),
            index,
        }
    }

    fn content(&self) -> &str {
        self.message["content"].as_str().unwrap_or_default()
    }

    fn ephemeral(&self) -> bool {
        self.message["flags"]
            .as_u64()
            .is_some_and(|f| f & EPHEMERAL != 0)
    }

    /// Asserts this is a refusal for the sender only: ephemeral (or, for a typed move, a
    /// reply to the sender's message), no board, no ping.
    fn assert_private_refusal(&self) {
        assert!(!self.content().is_empty(), "a refusal says why");
        assert!(self.files.is_empty(), "a refusal carries no board");
        if self.token.is_empty() {
            assert!(
                self.message.get("message_reference").is_some(),
                "a refusal answers the sender's message: {}",
                self.message
            );
        } else {
            assert!(self.ephemeral(), "a refusal is ephemeral: {}", self.message);
        }
        self.assert_pings_only(&[]);
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

    /// Asserts the message has no buttons or menus (any more).
    fn assert_no_components(&self) {
        assert!(
            self.message["components"]
                .as_array()
                .is_some_and(Vec::is_empty),
            "no buttons or menus expected: {}",
            self.message
        );
    }

    /// The one user this message may ping.
    fn pinged(&self) -> Option<u64> {
        self.message["allowed_mentions"]["users"][0]
            .as_str()
            .and_then(|s| s.parse().ok())
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

/// Every message the bot sent or edited may ping at most one of the players, never
/// everyone, here or a role (case `mentions`), and its text never reads as such a ping.
fn assert_pings_at_most_one_player(fake: &FakeDiscord) {
    let players = [ALICE.id, BOB.id, CAROL.id, DAVE.id].map(|id| id.to_string());
    for r in fake.requests() {
        let Some(json) = &r.json else { continue };
        let message = if r.path.ends_with("/callback") {
            &json["data"]
        } else {
            json
        };
        let Some(content) = message.get("content").and_then(Value::as_str) else {
            continue;
        };
        let am = &message["allowed_mentions"];
        assert_eq!(am["parse"], json!([]), "{} {}: {message}", r.method, r.path);
        assert!(
            am["roles"].as_array().is_none_or(Vec::is_empty),
            "{message}"
        );
        let users = am["users"].as_array().cloned().unwrap_or_default();
        assert!(users.len() <= 1, "at most one user pinged: {message}");
        assert!(
            users
                .iter()
                .all(|u| players.iter().any(|p| u.as_str() == Some(p))),
            "only a player is pinged: {message}"
        );
        assert!(
            !content.contains("@everyone") && !content.contains("@here"),
            "text never reads as a ping: {content}"
        );
        assert!(!content.contains("<@&"), "no role mention in: {content}");
    }
}

/// Plays `/checkers new` (alice), join (bob) and start by slash commands; returns who
/// moves first and who waits, and a legal first move of each.
async fn two_player_game(bot: &Harness) -> (FakeUser, FakeUser, &'static str, &'static str) {
    let created = bot.slash(&ALICE, "new", players(2)).await;
    assert!(!created.ephemeral(), "{}", created.message);
    bot.slash(&BOB, "join", json!([])).await;
    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    // Seat 1 (the creator) has the N army, seat 2 the S army; the first player is a coin toss.
    match started.pinged() {
        Some(ALICE_ID) => (ALICE, BOB, "d2 e7", "n2 m7"),
        Some(BOB_ID) => (BOB, ALICE, "n2 m7", "d2 e7"),
        other => fail(
            &format!("start pings {other:?}, not a player: {}", started.message),
            &bot.fake,
        ),
    }
}

// ---------------------------------------------------------------------------------------
// Playing

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_and_a_typed_move_post_the_board_pinging_only_the_next_player() {
    let bot = Harness::start(Setup::default()).await;
    let identify = bot.fake.identifies().pop().unwrap_or_default();
    assert_ne!(
        identify["intents"].as_u64().unwrap_or(0) & INTENT_MESSAGE_CONTENT,
        0,
        "asks for message content"
    );
    let created = bot.slash(&ALICE, "new", players(2)).await;
    assert!(
        !created.ephemeral() && created.files.is_empty() && !created.deferred,
        "lobby announcement: {}",
        created.message
    );
    created.assert_pings_only(&[]);
    let joined = bot.slash(&BOB, "join", json!([])).await;
    joined.assert_pings_only(&[]);
    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    let (mover, waiter, first_move) = match started.pinged() {
        Some(ALICE_ID) => (ALICE, BOB, "d2 e7"),
        Some(BOB_ID) => (BOB, ALICE, "n2 m7"),
        other => fail(&format!("start pings {other:?}, not a player"), &bot.fake),
    };
    started.assert_pings_only(&[mover.id]);
    assert!(started.content().contains(&format!("<@{}>", mover.id)));

    // The player to move types a legal move: the new board, pinging only the next player.
    let moved = bot.typed(&mover, first_move).await;
    moved.assert_board();
    moved.assert_pings_only(&[waiter.id]);
    assert_eq!(
        bot.turns(),
        vec![first_move.replace(' ', "-")],
        "the move is on disk when the board is posted"
    );
    // Conversation is not answered.
    let from = bot.fake.requests().len();
    bot.fake.dispatch(
        "MESSAGE_CREATE",
        fake_discord::message_create(bot.fake.next_id(), &waiter, "good move!"),
    );
    let posted = bot.fake.wait_for(from, QUIET, |r| r.method == "POST").await;
    assert!(posted.is_none(), "chat is not answered");
    bot.stop().await;
}

/// The database as a bot killed while the computer thought leaves it: Alice's `d2 e7`
/// against a computer is stored, and the computer is to move.
fn stranded_on_the_computer(tables: &Tables) {
    use checkers_bot::table::{Command, User};
    let alice = User::new(ALICE_ID, ALICE.name);
    let settings = [("first_player", "creator"), ("computer_time", "200ms")]
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .into_iter()
        .collect();
    let new = Command::New {
        players: 2,
        armies: 1,
        settings,
    };
    tables.handle(CHANNEL_ID, &alice, new);
    tables.handle(
        CHANNEL_ID,
        &alice,
        Command::AddComputer(checkers_bot::ai::Level::Hard),
    );
    tables.handle(CHANNEL_ID, &alice, Command::Start);
    tables.handle(CHANNEL_ID, &alice, Command::Move("d2 e7".into()));
    let store = tables.store();
    let mut record = store.load(CHANNEL_ID).unwrap().unwrap();
    assert_eq!(record.turns.len(), 2, "{:?}", record.turns);
    record.turns.pop();
    let revision = record.revision;
    store.save(CHANNEL_ID, Some(revision), &mut record).unwrap();
}

/// A game left on the computer's turn by a bot that was killed while it thought: the
/// restarted bot plays the computer's move as it starts, once, and posts the board in
/// the channel, pinging Alice, whose turn it is again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_stranded_on_the_computers_turn_is_played_on_when_the_bot_starts() {
    let bot = Harness::start(Setup {
        prepare: Some(stranded_on_the_computer),
        ..Setup::default()
    })
    .await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let Some((at, post)) = bot
        .fake
        .wait_for(0, WAIT, |r| r.is("POST", &path) && r.status < 300)
        .await
    else {
        fail("the computer's move was never posted", &bot.fake)
    };
    let content = post
        .json
        .as_ref()
        .map_or("", |j| j["content"].as_str().unwrap_or(""));
    assert!(content.contains("played `"), "{content}");
    assert!(content.contains(&format!("<@{ALICE_ID}>")), "{content}");
    assert_eq!(post.files.len(), 1, "the board");
    assert_eq!(post.files[0].bytes[..8], PNG_SIGNATURE);
    assert_eq!(bot.turns().len(), 2, "{:?}", bot.turns());
    assert_eq!(bot.turns()[0], "d2-e7");
    // Played once: no second post of a computer's move.
    let again = bot
        .fake
        .wait_for(at + 1, QUIET, |r| r.is("POST", &path))
        .await;
    assert!(again.is_none(), "posted twice");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_user_moves_are_refused_to_the_sender_only_and_change_nothing() {
    // Case `wrong-user`: while A is to move, player B and spectator C each try a legal
    // move for A's pegs; B also tries a legal move for B's own pegs. All refused, to the
    // sender only; board, turn and store unchanged.
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, movers_move, waiters_move) = two_player_game(&bot).await;
    let before = bot.record(CHANNEL_ID).expect("a game");
    let from = bot.fake.requests().len();
    for (who, text) in [
        (&waiter, movers_move),
        (&CAROL, movers_move),
        (&waiter, waiters_move),
    ] {
        bot.typed(who, text).await.assert_private_refusal();
        let slashed = bot
            .slash(
                who,
                "move",
                json!([{ "name": "text", "type": 3, "value": text }]),
            )
            .await;
        slashed.assert_private_refusal();
    }
    assert_eq!(
        bot.record(CHANNEL_ID),
        Some(before),
        "store unchanged (same revision, turns, seats)"
    );
    let boards = bot.fake.requests()[from..]
        .iter()
        .filter(|r| !r.files.is_empty())
        .count();
    assert_eq!(boards, 0, "no board was posted");
    // The player to move still moves.
    bot.typed(&mover, movers_move).await.assert_board();
    assert_eq!(bot.turns().len(), 1);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mentions_ping_only_the_player_to_move_never_names_or_move_text() {
    // Case `mentions`: Bob's display name is `@everyone`, Carol's a role mention; move
    // text carries a role mention and `@everyone`. Only the player to move is pinged.
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, movers_move, _) = two_player_game(&bot).await;
    let joined_text: Vec<String> = bot
        .fake
        .requests()
        .iter()
        .filter_map(|r| r.json.as_ref())
        .filter_map(|j| {
            j.get("content")
                .or_else(|| j.pointer("/data/content"))
                .and_then(Value::as_str)
                .map(str::to_string)
        })
        .collect();
    assert!(
        joined_text.iter().any(|t| t.contains("everyone")),
        "bob's name is shown: {joined_text:?}"
    );
    let odd = bot
        .slash(
            &waiter,
            "move",
            json!([{ "name": "text", "type": 3, "value": "<@&123> @everyone" }]),
        )
        .await;
    odd.assert_private_refusal();
    let carol = bot
        .slash(
            &CAROL,
            "move",
            json!([{ "name": "text", "type": 3, "value": "@here d2 e7" }]),
        )
        .await;
    carol.assert_private_refusal();
    let moved = bot.typed(&mover, movers_move).await;
    moved.assert_pings_only(&[waiter.id]);
    let status = bot.slash(&CAROL, "status", json!([])).await;
    status.assert_pings_only(&[]);
    let board = bot.slash(&CAROL, "board", json!([])).await;
    board.assert_board();
    board.assert_pings_only(&[]);
    // `stop` checks every message the bot sent: at most one player pinged, never a
    // name or move text read as a ping.
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_the_movers_legal_moves_filtered_by_what_is_typed() {
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, _, _) = two_player_game(&bot).await;
    let all = bot.autocomplete(&mover, "").await;
    // The standard 2-player start has 14 legal moves (docs/notation.md).
    assert_eq!(all.len(), 14, "{all:?}");
    let start = if mover.id == ALICE.id { "d2" } else { "n2" };
    let some = bot.autocomplete(&mover, start).await;
    assert!(
        !some.is_empty() && some.iter().all(|m| m.starts_with(start)),
        "{some:?}"
    );
    assert!(some.len() < all.len());
    let chain = all.iter().find(|m| m.matches('-').count() >= 1).cloned();
    let chosen = chain.unwrap_or_else(|| fail("no moves", &bot.fake));
    let upper = chosen.to_uppercase().replace('-', " ");
    assert!(
        bot.autocomplete(&mover, &upper).await.contains(&chosen),
        "any case and separators"
    );
    assert!(
        bot.autocomplete(&waiter, "").await.is_empty(),
        "only the mover"
    );
    assert!(bot.autocomplete(&CAROL, "").await.is_empty());
    // A suggestion is accepted as the move.
    let played = bot
        .slash(
            &mover,
            "move",
            json!([{ "name": "text", "type": 3, "value": chosen }]),
        )
        .await;
    played.assert_board();
    assert_eq!(bot.turns(), vec![chosen]);
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Lobbies

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_buttons_work_for_the_right_user_and_refuse_the_wrong_one() {
    let bot = Harness::start(Setup::default()).await;
    let created = bot.slash(&ALICE, "new", players(2)).await;
    let labels: Vec<(String, bool)> = buttons(&created.message)
        .into_iter()
        .map(|(l, _, d)| (l, d))
        .collect();
    assert_eq!(
        labels,
        vec![
            ("Join".into(), false),
            ("Leave".into(), false),
            ("Add computer".into(), false),
            ("Start".into(), true),
        ],
        "the lobby's buttons; Start waits for a full table"
    );
    let lobby = bot.lobby_of(&created, Place::CHANNEL);

    // Bob joins by button: the lobby message is redrawn in place (UPDATE_MESSAGE).
    let joined = bot.press(&BOB, &lobby, "Join").await;
    assert_eq!(
        joined.kind, 7,
        "the lobby message is updated: {}",
        joined.message
    );
    assert!(joined.content().contains("2/2"), "{}", joined.content());
    assert!(
        buttons(&joined.message)
            .iter()
            .any(|(l, _, disabled)| l == "Start" && !disabled),
        "Start is enabled once full"
    );
    joined.assert_pings_only(&[]);

    // Presses by someone a button is not for: refused, ephemeral, nothing changes.
    let before = bot.record(CHANNEL_ID);
    for (who, label) in [
        (&CAROL, "Join"),
        (&BOB, "Join"),
        (&BOB, "Start"),
        (&CAROL, "Leave"),
        (&BOB, "Add computer"),
    ] {
        let refused = bot.press(who, &lobby, label).await;
        assert_eq!(
            refused.kind, 4,
            "{label} by {}: {}",
            who.name, refused.message
        );
        refused.assert_private_refusal();
    }
    assert_eq!(
        bot.record(CHANNEL_ID),
        before,
        "refused presses change nothing"
    );

    // Bob leaves; Alice seats the computer by button, then by slash command the lobby
    // message is redrawn too.
    let left = bot.press(&BOB, &lobby, "Leave").await;
    assert!(left.content().contains("1/2"), "{}", left.content());
    let from = bot.fake.requests().len();
    bot.slash(&ALICE, "add-computer", json!([])).await;
    let lobby_id = lobby.message["id"].as_str().unwrap_or_default().to_string();
    let redraw = format!("/channels/{CHANNEL_ID}/messages/{lobby_id}");
    let Some((_, edited)) = bot
        .fake
        .wait_for(from, WAIT, |r| r.is("PATCH", &redraw))
        .await
    else {
        fail(
            "a slash command did not redraw the lobby message",
            &bot.fake,
        )
    };
    let edited = edited.json.unwrap_or_default();
    assert!(
        edited["content"]
            .as_str()
            .is_some_and(|c| c.contains("2/2")),
        "{edited}"
    );

    // The creator starts: the lobby closes (no buttons) and the board follows, pinging
    // the player to move.
    let started = bot.press(&ALICE, &lobby, "Start").await;
    started.assert_no_components();
    let board = bot.channel_post(&started, CHANNEL_ID).await;
    board.assert_board();
    board.assert_pings_only(&[ALICE.id]);
    // A button of the closed lobby is refused.
    bot.press(&BOB, &lobby, "Join")
        .await
        .assert_private_refusal();
    bot.stop().await;
}

/// "The game begins!" is said once when a lobby starts: in the
/// board post, which also gives the order of play; the closed lobby message says only
/// that its game has started below.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_begins_is_said_once_when_a_lobby_starts() {
    let bot = Harness::start(Setup::default()).await;
    let created = bot.slash(&ALICE, "new", players(2)).await;
    let lobby = bot.lobby_of(&created, Place::CHANNEL);
    bot.press(&BOB, &lobby, "Join").await;
    let from = bot.fake.requests().len();
    let started = bot.press(&ALICE, &lobby, "Start").await;
    let board = bot.channel_post(&started, CHANNEL_ID).await;
    board.assert_board();
    assert_eq!(
        started.content(),
        "This lobby is closed: its game has started, on the board below."
    );
    assert!(
        board.content().starts_with("The game begins! "),
        "{}",
        board.content()
    );
    let said = bot.fake.requests()[from..]
        .iter()
        .filter_map(|r| r.json.as_ref())
        .map(|json| json.to_string().matches("The game begins!").count())
        .sum::<usize>();
    assert_eq!(said, 1, "said once over every message sent");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_lobby_starts_by_itself_when_auto_start_is_on() {
    let bot = Harness::start(Setup {
        auto_start: true,
        ..Setup::default()
    })
    .await;
    let created = bot.slash(&ALICE, "new", players(2)).await;
    let labels: Vec<String> = buttons(&created.message)
        .into_iter()
        .map(|(l, _, _)| l)
        .collect();
    assert_eq!(labels, ["Join", "Leave", "Add computer"], "no Start button");
    let lobby = bot.lobby_of(&created, Place::CHANNEL);
    let joined = bot.press(&BOB, &lobby, "Join").await;
    assert!(
        joined.message["components"]
            .as_array()
            .is_some_and(Vec::is_empty),
        "the lobby closes as the game starts: {}",
        joined.message
    );
    let board = bot.channel_post(&joined, CHANNEL_ID).await;
    board.assert_board();
    let mover = board
        .pinged()
        .unwrap_or_else(|| fail("the start pings nobody", &bot.fake));
    assert!([ALICE.id, BOB.id].contains(&mover));
    let record = bot.record(CHANNEL_ID).expect("a game");
    assert_eq!(record.phase, checkers_bot::store::Phase::Playing);

    // By slash commands too: the computer filling the last seat starts the game.
    bot.slash(&ALICE, "abort", json!([])).await;
    bot.slash(&ALICE, "new", players(2)).await;
    let seated = bot.slash(&ALICE, "add-computer", json!([])).await;
    assert!(!seated.ephemeral());
    let started = bot.followup(&seated).await;
    started.assert_board();
    started.assert_pings_only(&[ALICE.id]);
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Takebacks and hints

/// A 2-player game where the first player has moved: (mover, waiter, the move as stored)
/// and the takeback request the mover then asked for, with its Accept and Decline buttons.
async fn takeback_asked(bot: &Harness) -> (FakeUser, FakeUser, String, Lobby) {
    let (mover, waiter, first_move, _) = two_player_game(bot).await;
    bot.typed(&mover, first_move).await.assert_board();
    let stored = first_move.replace(' ', "-");
    let asked = bot.slash(&mover, "takeback", json!([])).await;
    assert!(!asked.ephemeral(), "{}", asked.message);
    asked.assert_pings_only(&[]);
    assert!(
        asked
            .content()
            .contains(&format!(" asks to take back the move {stored}.")),
        "{}",
        asked.content()
    );
    let labels: Vec<String> = buttons(&asked.message)
        .into_iter()
        .map(|(l, _, _)| l)
        .collect();
    assert_eq!(labels, ["Accept", "Decline"]);
    let request = bot.lobby_of(&asked, Place::CHANNEL);
    (mover, waiter, stored, request)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_accepted_by_button_takes_the_move_back() {
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, stored, request) = takeback_asked(&bot).await;
    assert_eq!(bot.turns(), std::slice::from_ref(&stored));
    // The player who asked and a spectator cannot answer: refused, ephemeral.
    for who in [&mover, &CAROL] {
        let refused = bot.press(who, &request, "Accept").await;
        refused.assert_private_refusal();
    }
    assert_eq!(bot.turns(), std::slice::from_ref(&stored));
    let accepted = bot.press(&waiter, &request, "Accept").await;
    assert_eq!(
        accepted.kind, 7,
        "the request is redrawn: {}",
        accepted.message
    );
    assert!(
        accepted.content().ends_with(" accepted."),
        "{}",
        accepted.content()
    );
    assert!(
        buttons(&accepted.message).is_empty(),
        "answered: no buttons"
    );
    let board = bot.followup(&accepted).await;
    board.assert_board();
    board.assert_pings_only(&[mover.id]);
    assert!(
        board
            .content()
            .starts_with(&format!("Taken back: {stored}, the move of ")),
        "{}",
        board.content()
    );
    assert!(bot.turns().is_empty(), "the move is gone from the store");
    assert!(bot.record(CHANNEL_ID).is_some_and(|r| r.casual));
    // The old buttons answer nothing any more.
    bot.press(&waiter, &request, "Decline")
        .await
        .assert_private_refusal();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_declined_by_button_leaves_the_move() {
    let bot = Harness::start(Setup::default()).await;
    let (_, waiter, stored, request) = takeback_asked(&bot).await;
    let declined = bot.press(&waiter, &request, "Decline").await;
    assert_eq!(declined.kind, 7, "{}", declined.message);
    assert!(
        declined.content().contains(" declined: the move of "),
        "{}",
        declined.content()
    );
    assert!(buttons(&declined.message).is_empty());
    declined.assert_pings_only(&[]);
    assert_eq!(bot.turns(), [stored]);
    assert!(bot.record(CHANNEL_ID).is_some_and(|r| !r.casual));
    bot.press(&waiter, &request, "Accept")
        .await
        .assert_private_refusal();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_private_with_its_board_and_can_be_played() {
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, _, _) = two_player_game(&bot).await;
    let refused = bot.slash(&waiter, "hint", json!([])).await;
    refused.assert_private_refusal();
    let hint = bot.slash(&mover, "hint", json!([])).await;
    assert!(hint.ephemeral(), "{}", hint.message);
    hint.assert_board();
    hint.assert_pings_only(&[]);
    let content = hint.content();
    let chain = content
        .strip_prefix("Hint (hard): play `")
        .and_then(|rest| rest.split('`').next())
        .unwrap_or_else(|| fail(&format!("not a hint: {content}"), &bot.fake));
    assert!(bot.turns().is_empty(), "a hint plays nothing");
    assert!(bot.record(CHANNEL_ID).is_some_and(|r| r.casual));
    // The hint is a legal move: played as typed, it is the game's first move.
    let played = bot.typed(&mover, chain).await;
    played.assert_board();
    played.assert_pings_only(&[waiter.id]);
    assert_eq!(bot.turns(), [chain.to_string()]);
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Threads and permissions

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_in_threads_are_played_there_side_by_side() {
    let bot = Harness::start(Setup::default()).await;
    let thread_option = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "thread", "type": 5, "value": true }
    ]);
    let mut threads = Vec::new();
    for creator in [ALICE, CAROL] {
        let from = bot.fake.requests().len();
        let opened = bot.slash(&creator, "new", thread_option.clone()).await;
        assert!(!opened.ephemeral(), "{}", opened.message);
        let create = format!("/channels/{CHANNEL_ID}/threads");
        let Some((_, created)) = bot
            .fake
            .wait_for(from, WAIT, |r| r.is("POST", &create))
            .await
        else {
            fail("no thread was opened", &bot.fake)
        };
        let name = created.json.unwrap_or_default()["name"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(
            name.contains("2 players") && name.chars().count() <= 100,
            "the thread is named after the game: {name}"
        );
        match creator.nick {
            None => assert!(name.contains(creator.name), "{name}"),
            Some(_) => assert!(!name.contains("<@"), "no mention in a thread name: {name}"),
        }
        // The lobby with its buttons is posted in the thread; the answer links to it.
        let Some((_, lobby_post)) = bot
            .fake
            .wait_for(from, WAIT, |r| {
                r.method == "POST"
                    && r.path.ends_with("/messages")
                    && !r.path.contains(&CHANNEL_ID.to_string())
                    && r.path.starts_with("/channels/")
            })
            .await
        else {
            fail("no lobby in the thread", &bot.fake)
        };
        let thread: u64 = lobby_post
            .path
            .split('/')
            .nth(2)
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        assert!(
            opened.content().contains(&format!("<#{thread}>")),
            "{}",
            opened.content()
        );
        let member = format!("/channels/{thread}/thread-members/{}", creator.id);
        assert!(
            bot.fake
                .wait_for(from, WAIT, |r| r.is("PUT", &member))
                .await
                .is_some(),
            "the creator is added to the thread"
        );
        let posted = lobby_post.json.unwrap_or_default();
        let id = lobby_post
            .response
            .and_then(|m| m["id"].as_str().and_then(|i| i.parse().ok()))
            .unwrap_or_else(|| fail("the lobby post has no id", &bot.fake));
        threads.push((thread, Lobby::new(id, Place::thread(thread), &posted)));
    }
    assert_ne!(threads[0].0, threads[1].0, "one thread per game");

    // In the first thread Bob joins by button, Alice starts, moves are typed there.
    let (thread, lobby) = &threads[0];
    bot.press(&BOB, lobby, "Join").await;
    let started = bot.press(&ALICE, lobby, "Start").await;
    let board = bot.channel_post(&started, *thread).await;
    board.assert_board();
    let (mover, text) = match board.pinged() {
        Some(ALICE_ID) => (ALICE, "d2 e7"),
        _ => (BOB, "n2 m7"),
    };
    let moved = bot.typed_at(&mover, text, *thread).await;
    moved.assert_board();
    assert_eq!(bot.turns_in(*thread).len(), 1);
    // The second thread's lobby is untouched; the channel itself has no game.
    let second = bot.record(threads[1].0).expect("second game");
    assert_eq!(second.phase, checkers_bot::store::Phase::Lobby);
    assert!(bot.record(CHANNEL_ID).is_none());
    // A thread cannot hold a thread.
    let nested = bot
        .slash_at(
            &ALICE,
            "new",
            thread_option.clone(),
            &Place::thread(*thread),
        )
        .await;
    nested.assert_private_refusal();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_and_defaults_need_the_creator_or_a_manager_and_the_bot_names_what_it_lacks() {
    let bot = Harness::start(Setup::default()).await;
    let manager = Place::CHANNEL.member(perm::MEMBER | perm::MANAGE_CHANNELS);
    let defaults = json!([{ "name": "long_jumps", "type": 5, "value": true }]);
    bot.slash(&CAROL, "defaults", defaults.clone())
        .await
        .assert_private_refusal();
    let changed = bot.slash_at(&DAVE, "defaults", defaults, &manager).await;
    assert!(!changed.ephemeral(), "{}", changed.message);

    bot.slash(&ALICE, "new", players(2)).await;
    bot.slash(&CAROL, "abort", json!([]))
        .await
        .assert_private_refusal();
    assert!(bot.record(CHANNEL_ID).is_some(), "not aborted");
    let aborted = bot.slash_at(&DAVE, "abort", json!([]), &manager).await;
    assert!(!aborted.ephemeral(), "{}", aborted.message);
    assert!(bot.record(CHANNEL_ID).is_none(), "aborted by a manager");

    // In a thread Manage Threads counts, Manage Channels alone does not.
    let thread = Place::thread(THREAD_ID);
    bot.slash_at(&ALICE, "new", players(2), &thread).await;
    let channels_only = thread.member(perm::MEMBER | perm::MANAGE_CHANNELS);
    bot.slash_at(&DAVE, "abort", json!([]), &channels_only)
        .await
        .assert_private_refusal();
    let threads = thread.member(perm::MEMBER | perm::MANAGE_THREADS);
    let aborted = bot.slash_at(&DAVE, "abort", json!([]), &threads).await;
    assert!(!aborted.ephemeral());
    assert!(bot.record(THREAD_ID).is_none());

    // The bot checks its own permissions and says which are missing.
    let no_files = Place::CHANNEL.bot(perm::BOT & !perm::ATTACH_FILES);
    let refused = bot.slash_at(&ALICE, "new", players(2), &no_files).await;
    refused.assert_private_refusal();
    assert!(
        refused.content().contains("Attach Files"),
        "{}",
        refused.content()
    );
    let no_threads = Place::CHANNEL.bot(perm::BOT & !perm::CREATE_PUBLIC_THREADS);
    let in_thread = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "thread", "type": 5, "value": true }
    ]);
    let refused = bot.slash_at(&ALICE, "new", in_thread, &no_threads).await;
    refused.assert_private_refusal();
    assert!(
        refused.content().contains("Create Public Threads"),
        "{}",
        refused.content()
    );
    assert!(bot.record(CHANNEL_ID).is_none(), "nothing was opened");
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Deferral, failures, rate limits

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_commands_are_deferred_then_answered_and_a_refusal_stays_private() {
    // Every command counts as slow here (deferred at once).
    let bot = Harness::start(Setup {
        defer_after: Duration::ZERO,
        ..Setup::default()
    })
    .await;
    let created = bot.slash(&ALICE, "new", players(2)).await;
    assert!(created.deferred && created.kind == 5, "{}", created.message);
    assert!(
        !buttons(&created.message).is_empty(),
        "the lobby keeps its buttons"
    );
    bot.slash(&ALICE, "add-computer", json!([])).await;
    let started = bot.slash(&ALICE, "start", json!([])).await;
    assert!(started.deferred, "start is deferred: {}", started.message);
    started.assert_board();
    // Pings only notify in new messages: the turn prompt follows the edited answer.
    started.assert_pings_only(&[]);
    let prompt = bot.followup(&started).await;
    prompt.assert_pings_only(&[ALICE.id]);
    assert!(prompt.content().contains(&format!("<@{}>", ALICE.id)));
    // A refusal after a public deferral: placeholder, ephemeral follow-up, placeholder
    // deleted.
    let refused = bot
        .slash(
            &BOB,
            "move",
            json!([{ "name": "text", "type": 3, "value": "d2 e7" }]),
        )
        .await;
    assert!(refused.deferred);
    refused.assert_private_refusal();
    let delete = format!("/webhooks/{APP_ID}/{}/messages/@original", refused.token);
    assert!(
        bot.fake
            .wait_for(refused.index, WAIT, |r| r.is("DELETE", &delete))
            .await
            .is_some(),
        "the placeholder is deleted"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_command_that_fails_gets_a_follow_up_not_endless_thinking() {
    let bot = Harness::start(Setup {
        defer_after: Duration::ZERO,
        ..Setup::default()
    })
    .await;
    bot.fake.fail_next(
        "POST",
        &format!("/channels/{CHANNEL_ID}/threads"),
        Failure::Forbidden,
    );
    let options = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "thread", "type": 5, "value": true }
    ]);
    let failed = bot.slash(&ALICE, "new", options).await;
    assert!(failed.deferred, "deferred first: {}", failed.message);
    failed.assert_private_refusal();
    assert!(
        failed.content().contains("thread"),
        "says what failed: {}",
        failed.content()
    );
    assert!(bot.record(CHANNEL_ID).is_none(), "nothing changed");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_board_upload_arrives_after_the_wait() {
    let bot = Harness::start(Setup::default()).await;
    bot.slash(&ALICE, "new", players(2)).await;
    bot.slash(&BOB, "join", json!([])).await;
    // The start's board goes out as the interaction response: 429 once, then again after
    // the 429's `retry_after` (1.5 s: past the 1 s the bot once waited whatever it said).
    let wait = 1.5;
    bot.fake
        .fail_next("POST", "/callback", Failure::RateLimited(wait));
    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    // On a loaded machine the start may be deferred: its ping then follows on its own.
    let pinged = match started.pinged() {
        None if started.deferred => bot.followup(&started).await.pinged(),
        pinged => pinged,
    };
    let (mover, text) = match pinged {
        Some(ALICE_ID) => (ALICE, "d2 e7"),
        _ => (BOB, "n2 m7"),
    };
    // The board after a typed move is a channel message: 429 once, then again.
    let path = format!("/channels/{CHANNEL_ID}/messages");
    bot.fake
        .fail_next("POST", &path, Failure::RateLimited(wait));
    let from = bot.fake.requests().len();
    let moved = bot.typed(&mover, text).await;
    moved.assert_board();
    let posts: Vec<Recorded> = bot.fake.requests()[from..]
        .iter()
        .filter(|r| r.is("POST", &path))
        .cloned()
        .collect();
    assert_eq!(
        posts.iter().map(|r| r.status).collect::<Vec<_>>(),
        vec![429, 200],
        "refused once, then sent again"
    );
    let waited = posts[1].at.duration_since(posts[0].at);
    assert!(
        waited >= Duration::from_secs_f64(wait),
        "waited {waited:?}, not the {wait} s of retry_after, before sending again"
    );
    assert_eq!(bot.turns().len(), 1);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limit_past_the_relays_cap_gives_up_with_the_failure_note() {
    let bot = Harness::start(Setup {
        defer_after: Duration::ZERO,
        ..Setup::default()
    })
    .await;
    // Twice the relay's 60 s cap, and four times the harness's wait: a relay that waited
    // it out would leave the user without an answer here.
    let path = format!("/channels/{CHANNEL_ID}/threads");
    bot.fake
        .fail_next("POST", &path, Failure::RateLimited(120.0));
    let from = bot.fake.requests().len();
    let options = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "thread", "type": 5, "value": true }
    ]);
    let failed = bot.slash(&ALICE, "new", options).await;
    failed.assert_private_refusal();
    assert!(
        failed.content().contains("429"),
        "says Discord refused: {}",
        failed.content()
    );
    let tries: Vec<u16> = bot.fake.requests()[from..]
        .iter()
        .filter(|r| r.is("POST", &path))
        .map(|r| r.status)
        .collect();
    assert_eq!(tries, vec![429], "not sent again");
    assert!(bot.record(CHANNEL_ID).is_none(), "nothing changed");
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Languages

/// Discord's locales of the languages besides English.
const DISCORD_LOCALES: [&str; 4] = ["it", "no", "cs", "pt-BR"];

/// Checks the names and descriptions of one command, option or choice (`what`) of the
/// registration payload; `names_only` for choices (they have no description and their
/// names are free text up to 100 characters).
fn check_localized(item: &Value, what: &str, names_only: bool, problems: &mut Vec<String>) {
    // Discord's rule for command and option names.
    let rule = regex::Regex::new(r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$").unwrap();
    for locale in DISCORD_LOCALES {
        let name = item["name_localizations"][locale]
            .as_str()
            .unwrap_or_default();
        if name.is_empty() {
            problems.push(format!("{what}: no {locale} name"));
        } else if names_only {
            if name.chars().count() > 100 {
                problems.push(format!("{what}: {locale} choice `{name}` is too long"));
            }
        } else if !rule.is_match(name) || name.to_lowercase() != name {
            problems.push(format!(
                "{what}: {locale} name `{name}` breaks Discord's rule"
            ));
        }
        if names_only {
            continue;
        }
        let description = item["description_localizations"][locale]
            .as_str()
            .unwrap_or_default();
        let length = description.chars().count();
        if !(1..=100).contains(&length) {
            problems.push(format!(
                "{what}: {locale} description has {length} characters"
            ));
        }
    }
    let english = item["description"].as_str().unwrap_or_default();
    if !names_only && !(1..=100).contains(&english.chars().count()) {
        problems.push(format!("{what}: English description `{english}`"));
    }
}

/// Walks a registered command or option, its options and choices; checks that sibling
/// names stay distinct in every language.
fn walk_registered(item: &Value, path: &str, problems: &mut Vec<String>) {
    check_localized(item, path, false, problems);
    let options = item["options"].as_array().cloned().unwrap_or_default();
    for locale in DISCORD_LOCALES.iter().copied().chain(["en"]) {
        let mut names: Vec<&str> = options
            .iter()
            .filter_map(|o| match locale {
                "en" => o["name"].as_str(),
                l => o["name_localizations"][l].as_str(),
            })
            .collect();
        let all = names.len();
        names.sort_unstable();
        names.dedup();
        if names.len() != all {
            problems.push(format!("{path}: two options share a {locale} name"));
        }
    }
    for option in &options {
        let name = option["name"].as_str().unwrap_or("?");
        walk_registered(option, &format!("{path} {name}"), problems);
    }
    for choice in item["choices"].as_array().into_iter().flatten() {
        let name = choice["name"].as_str().unwrap_or("?");
        check_localized(choice, &format!("{path} choice {name}"), true, problems);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_option_and_choice_is_registered_in_all_five_languages() {
    let bot = Harness::start(Setup::default()).await;
    let put = bot
        .fake
        .requests()
        .into_iter()
        .find(|r| {
            registration(r)
                && r.json
                    .as_ref()
                    .is_some_and(|j| j.as_array().is_some_and(|a| !a.is_empty()))
        })
        .unwrap_or_else(|| fail("no registration payload", &bot.fake));
    let commands = put.json.unwrap_or_default();
    let commands = commands.as_array().cloned().unwrap_or_default();
    assert_eq!(commands.len(), 1, "one command: /checkers");
    let checkers = &commands[0];
    assert_eq!(checkers["name"], "checkers");
    assert_eq!(checkers["name_localizations"]["it"], "dama-cinese");
    assert_eq!(checkers["name_localizations"]["no"], "kinasjakk");
    assert_eq!(checkers["name_localizations"]["cs"], "čínská-dáma");
    assert_eq!(checkers["name_localizations"]["pt-BR"], "damas-chinesas");
    let subcommands = checkers["options"].as_array().cloned().unwrap_or_default();
    assert!(subcommands.len() >= 13, "{} subcommands", subcommands.len());
    let mut problems = Vec::new();
    walk_registered(checkers, "/checkers", &mut problems);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Spot checks: an option and a choice of `new`.
    let new = subcommands
        .iter()
        .find(|s| s["name"] == "new")
        .expect("new");
    assert_eq!(new["name_localizations"]["cs"], "nová");
    let players = &new["options"][0];
    assert_eq!(players["name_localizations"]["pt-BR"], "jogadores");
    // Choices 2, 3, 4, 5 (the capture game only), 6.
    assert_eq!(players["choices"][4]["name_localizations"]["cs"], "6 hráčů");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_italian_and_an_english_user_read_their_own_language_and_public_posts_the_guilds() {
    use checkers_bot::i18n::catalogue;
    use checkers_bot::t;
    let bot = Harness::start(Setup::default()).await;
    let (it, en, pt) = (catalogue("it"), catalogue("en"), catalogue("pt-BR"));
    let italian = ("it", "pt-BR");
    let english = ("en-US", "pt-BR");
    // Public: the lobby in the guild's language (Brazilian Portuguese).
    let created = bot.slash_in(&ALICE, italian, "new", players(2)).await;
    assert!(!created.ephemeral());
    let announced = t!(pt, "lobby-created", "name" => "alice", "players" => 2usize);
    assert!(
        created.content().starts_with(&announced),
        "{}",
        created.content()
    );
    // The lobby's hint and buttons too.
    assert!(
        created.content().ends_with(&t!(pt, "lobby-hint")),
        "{}",
        created.content()
    );
    let labels: Vec<String> = buttons(&created.message)
        .into_iter()
        .map(|(label, _, _)| label)
        .collect();
    assert_eq!(
        labels,
        ["Entrar", "Sair", "Adicionar computador", "Começar"]
    );
    // Private: each refusal in the reader's own language.
    let again = bot.slash_in(&ALICE, italian, "join", json!([])).await;
    again.assert_private_refusal();
    assert_eq!(again.content(), t!(it, "err-already-seated"));
    let early = bot.slash_in(&CAROL, english, "start", json!([])).await;
    early.assert_private_refusal();
    assert_eq!(
        early.content(),
        t!(en, "err-creator-only", "name" => "alice")
    );
    // An option that does not fit the command (as after an update, before Discord has
    // the new commands) gets a short private answer in the reader's language, not
    // silence or poise's English.
    let odd = json!([{ "name": "players", "type": 4, "value": 9 }]);
    let refused = bot.slash_in(&DAVE, italian, "new", odd).await;
    refused.assert_private_refusal();
    assert_eq!(refused.content(), t!(it, "err-bad-option"));
    // Help is private, in the reader's language.
    let help = bot.slash_in(&CAROL, italian, "help", json!([])).await;
    assert!(help.ephemeral());
    assert!(
        help.content().starts_with("**Dama cinese**"),
        "{}",
        help.content()
    );
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Start-up

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn intent_not_granted_warns_and_slash_commands_still_work() {
    // Case `intent`: the application lacks the message-content intent; the fake closes the
    // gateway with 4014 when it is asked for anyway, as Discord does. First the bot can
    // read the application's flags and leaves the intent out; then it cannot, is refused
    // once and reconnects without it. Both times: one warning, and slash commands work.
    let warnings = || {
        log_text()
            .matches("plain typed moves will not be seen; players move by mentioning the bot")
            .count()
    };
    let _one = INTENT_OFF.lock().await;
    for (report_flags, identifies) in [(true, 1), (false, 2)] {
        let before = warnings();
        let options = Options {
            message_content: false,
            report_flags,
        };
        let bot = Harness::start(Setup {
            options,
            ..Setup::default()
        })
        .await;
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
                assert!(names.is_empty() || names == ["checkers"], "{names:?}");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_answers_privately_with_the_board_and_replay_is_deferred_at_once_with_a_gif() {
    // Commands count as quick here: only `replay` is deferred, and at once.
    let bot = Harness::start(Setup::default()).await;
    let (mover, _, _, _) = two_player_game(&bot).await;
    let shown = bot
        .slash(
            &CAROL,
            "moves",
            json!([{ "name": "hole", "type": 3, "value": "d2" }]),
        )
        .await;
    assert!(!shown.deferred && shown.ephemeral(), "{}", shown.message);
    shown.assert_board();
    shown.assert_pings_only(&[]);
    assert!(
        shown.content().contains("can reach 2 holes: e6, e7"),
        "{}",
        shown.message
    );
    let bad = bot
        .slash(
            &CAROL,
            "moves",
            json!([{ "name": "hole", "type": 3, "value": "z9" }]),
        )
        .await;
    bad.assert_private_refusal();

    let replay = bot.slash(&mover, "replay", json!([])).await;
    assert!(
        replay.deferred && replay.kind == 5,
        "deferred at once: {}",
        replay.message
    );
    assert!(!replay.ephemeral());
    assert_eq!(replay.files.len(), 1, "{}", replay.message);
    let file = &replay.files[0];
    assert_eq!(file.name, "replay.gif");
    assert_eq!(&file.bytes[..6], b"GIF89a");
    replay.assert_pings_only(&[]);
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Without the message-content intent: mentions and replies

/// Held by every test whose bot lacks the message-content intent: one at a time, so the
/// `intent` case counts its own start-up warning.
static INTENT_OFF: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A bot whose application lacks the message-content intent.
fn without_intent() -> Setup {
    Setup {
        options: Options {
            message_content: false,
            report_flags: true,
        },
        ..Setup::default()
    }
}

/// `text` after the bot's mention, as Discord writes a mention in a message.
fn mention(text: &str) -> String {
    format!("<@{APP_ID}> {text}")
}

/// `/checkers new players:2`, join, start: the start answer and who moves first and
/// second.
async fn two_people_at(bot: &Harness, options: Value) -> (Answer, FakeUser, FakeUser) {
    bot.slash(&ALICE, "new", options).await;
    bot.slash(&BOB, "join", json!([])).await;
    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    // On a loaded machine the start may be deferred: its ping then follows on its own.
    let pinged = match started.pinged() {
        None if started.deferred => bot.followup(&started).await.pinged(),
        pinged => pinged,
    };
    match pinged {
        Some(ALICE_ID) => (started, ALICE, BOB),
        Some(BOB_ID) => (started, BOB, ALICE),
        other => fail(&format!("start pings {other:?}, not a player"), &bot.fake),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_move_after_the_bots_mention_is_played() {
    let _one = INTENT_OFF.lock().await;
    let bot = Harness::start(without_intent()).await;
    let (_, mover, waiter) = two_people_at(&bot, players(2)).await;
    let first = bot.a_legal_move(&mover);
    // A plain move reaches the bot without its text: nothing is played or answered.
    let plain = fake_discord::message_create(bot.fake.next_id(), &mover, &first);
    bot.unanswered(plain, "a plain move without the intent")
        .await;
    assert!(bot.turns().is_empty());
    let moved = bot.typed(&mover, &mention(&first)).await;
    moved.assert_board();
    moved.assert_pings_only(&[waiter.id]);
    assert_eq!(bot.turns(), vec![first.clone()], "the move is on disk");
    // The nickname form of the mention, and a mention between the holes, are no holes.
    let second = bot.a_legal_move(&waiter);
    let (from, to) = second.split_once('-').expect("a move of two holes or more");
    let typed = format!("<@!{APP_ID}>{from} <@{APP_ID}> {to}");
    let moved = bot.typed(&waiter, &typed).await;
    moved.assert_board();
    moved.assert_pings_only(&[mover.id]);
    assert_eq!(bot.turns(), vec![first.clone(), second]);
    // A move that is no longer legal is refused to its sender only, after a mention too.
    let refused = bot.typed(&mover, &mention(&first)).await;
    refused.assert_private_refusal();
    assert_eq!(bot.turns().len(), 2);
    bot.report_latencies("mention moves");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_pinging_reply_to_the_bots_board_is_a_move() {
    let _one = INTENT_OFF.lock().await;
    let bot = Harness::start(without_intent()).await;
    let (started, mover, waiter) = two_people_at(&bot, players(2)).await;
    let first = bot.a_legal_move(&mover);
    // The start board answers a slash command: Discord never delivers replies to an
    // interaction's answer, so the bot says to mention it instead.
    let hint = bot.replied(&mover, &first, &started, true).await;
    hint.assert_private_refusal();
    assert!(
        hint.content()
            .contains("Discord does not show me replies to this message")
            && hint.content().contains(&format!("<@{APP_ID}> `d2 e7`")),
        "{}",
        hint.message
    );
    assert!(bot.turns().is_empty());
    let board = bot.typed(&mover, &mention(&first)).await;
    // A reply (with the ping, Discord's default) to the board posted after a typed move.
    let second = bot.a_legal_move(&waiter);
    let board = bot.replied(&waiter, &second, &board, true).await;
    board.assert_board();
    board.assert_pings_only(&[mover.id]);
    assert_eq!(bot.turns(), vec![first, second]);
    // The same reply with the ping turned off arrives empty: a hint, nothing played.
    let third = bot.a_legal_move(&mover);
    let hint = bot.replied(&mover, &third, &board, false).await;
    hint.assert_private_refusal();
    assert!(hint.content().contains("Keep **@ ON**"), "{}", hint.message);
    assert_eq!(bot.turns().len(), 2);
    // Empty messages that are no reply to the bot, and a spectator's reply, stay unanswered.
    let chat = fake_discord::message_create(bot.fake.next_id(), &mover, "gg");
    bot.unanswered(chat, "an empty message").await;
    let to_player = fake_discord::message_create(bot.fake.next_id(), &waiter, "hi");
    let reply = fake_discord::reply_create(bot.fake.next_id(), &mover, "hi", &to_player, false);
    bot.unanswered(reply, "an empty reply to a player").await;
    let posted = bot.posted(&board);
    let reply = fake_discord::reply_create(bot.fake.next_id(), &CAROL, "nice", &posted, false);
    bot.unanswered(reply, "a spectator's empty reply").await;
    let board = bot.replied(&mover, &third, &board, true).await;
    board.assert_board();
    assert_eq!(bot.turns().len(), 3);
    bot.report_latencies("reply moves");
    bot.stop().await;
}

/// How the people of [`a_whole_game_without_the_intent`] move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Way {
    Mentions,
    Replies,
    Button,
}

/// Two people play a whole game (`move_limit=3`: three moves each, then the game is
/// ranked) by `way` alone, on a bot without the message-content intent; the game ends by
/// their moves, with the result and the replay posted. The mention game starts by
/// `/checkers start`, the others by the Start button, whose board is a channel message
/// (replies to it reach the bot; a slash command's answer they would not).
async fn a_whole_game_without_the_intent(way: Way) {
    let _one = INTENT_OFF.lock().await;
    let bot = Harness::start(without_intent()).await;
    let mut options = players(2);
    if let Some(list) = options.as_array_mut() {
        list.push(json!({ "name": "move_limit", "type": 4, "value": 3 }));
    }
    let (mut board, mut person, mut other) = match way {
        Way::Mentions => two_people_at(&bot, options).await,
        Way::Replies | Way::Button => two_people_by_button(&bot, options).await,
    };
    for n in 1..=6 {
        let text = bot.a_legal_move(&person);
        board = match way {
            Way::Mentions => bot.typed(&person, &mention(&text)).await,
            Way::Replies => bot.replied(&person, &text, &board, true).await,
            Way::Button => bot.move_by_menu(&person, &board, &text).await.1,
        };
        assert_eq!(bot.turns().len(), n, "move {n} ({text}) is played");
        assert_eq!(bot.turns().last(), Some(&text));
        if n < 6 {
            board.assert_board();
            board.assert_pings_only(&[other.id]);
        }
        std::mem::swap(&mut person, &mut other);
    }
    assert_eq!(
        bot.record(CHANNEL_ID).map(|r| r.phase),
        Some(Phase::Finished),
        "the game ended by its last move"
    );
    let replay = bot
        .fake
        .wait_for(board.index, WAIT, |r| {
            r.files.iter().any(|f| f.name == "replay.gif")
        })
        .await;
    assert!(replay.is_some(), "the replay is posted at the end");
    bot.report_latencies(match way {
        Way::Mentions => "a whole game by mentions",
        Way::Replies => "a whole game by replies",
        Way::Button => "a whole game by the Move button",
    });
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_whole_game_is_played_by_mentions_alone() {
    a_whole_game_without_the_intent(Way::Mentions).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_whole_game_is_played_by_replies_alone() {
    a_whole_game_without_the_intent(Way::Replies).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_intent_a_whole_game_is_played_by_the_move_button_alone() {
    a_whole_game_without_the_intent(Way::Button).await;
}

// ---------------------------------------------------------------------------------------
// Buttons under the board: Move (private menus), Rematch, Replay

impl Harness {
    /// Dispatches the component interaction `d` (id `id`, token `token`) and returns its
    /// answer; the time from the dispatch to the answer is kept in `presses`.
    async fn interact(&self, id: u64, token: &str, d: Value, what: &str) -> Answer {
        let from = self.fake.requests().len();
        let sent = Instant::now();
        self.fake.dispatch("INTERACTION_CREATE", d);
        let answer = self.answer(id, token, from, what).await;
        let at = self.fake.requests()[answer.index].at;
        self.presses
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(at.saturating_duration_since(sent));
        answer
    }

    /// `user` presses the button labelled `label` under the bot's channel message `board`.
    async fn press_under(&self, user: &FakeUser, board: &Answer, label: &str) -> Answer {
        let message =
            fake_discord::with_components(self.posted(board), &board.message["components"]);
        let Some((_, custom_id, _)) = buttons(&board.message)
            .into_iter()
            .find(|(l, _, _)| l == label)
        else {
            fail(
                &format!("no {label} button on {}", board.message),
                &self.fake,
            )
        };
        let id = self.fake.next_id();
        let token = format!("token-{id}");
        let d = fake_discord::button(id, &token, user, &message, &custom_id, &Place::CHANNEL);
        self.interact(id, &token, d, &format!("the {label} button"))
            .await
    }

    /// `user` picks `value` in menu `row` (0 the pegs, 1 the moves) of the private
    /// message `menu` (the answer that showed it; its id is its interaction's original
    /// message, `original`).
    async fn choose(
        &self,
        user: &FakeUser,
        (menu, original): (&Answer, u64),
        row: usize,
        value: &str,
    ) -> Answer {
        let rows = &menu.message["components"];
        let custom_id = rows[row]["components"][0]["custom_id"]
            .as_str()
            .unwrap_or_else(|| fail(&format!("no menu {row} in {}", menu.message), &self.fake))
            .to_string();
        let message = fake_discord::ephemeral_message(original, CHANNEL_ID, menu.content(), rows);
        let id = self.fake.next_id();
        let token = format!("token-{id}");
        let d = fake_discord::select(
            id,
            &token,
            user,
            &message,
            &custom_id,
            &[value],
            &Place::CHANNEL,
        );
        self.interact(id, &token, d, &format!("a choice in {custom_id}"))
            .await
    }

    /// `user` moves with the Move button under `board`: the peg of `text` (its first
    /// hole), then the move named `text`, turning the menus' pages where needed. Returns
    /// the private answer to the last choice and the board posted in the channel.
    async fn move_by_menu(&self, user: &FakeUser, board: &Answer, text: &str) -> (Answer, Answer) {
        let opened = self.press_under(user, board, "Move").await;
        assert!(
            opened.ephemeral(),
            "the menus are private: {}",
            opened.message
        );
        let original = self
            .fake
            .original_message(&opened.token)
            .unwrap_or_else(|| fail("the menu has no message", &self.fake));
        let peg = text.split('-').next().unwrap_or_default();
        let mut menu = opened;
        while !options(&menu.message, 0).iter().any(|(_, v)| v == peg) {
            let next = next_page(&menu.message, 0)
                .unwrap_or_else(|| fail(&format!("no {peg}"), &self.fake));
            menu = self.choose(user, (&menu, original), 0, &next).await;
        }
        let mut moves = self.choose(user, (&menu, original), 0, peg).await;
        assert_eq!(
            moves.kind, 7,
            "the menu message is updated: {}",
            moves.message
        );
        moves.assert_board();
        loop {
            let found = options(&moves.message, 1)
                .into_iter()
                .find(|(label, _)| label == text);
            if let Some((_, value)) = found {
                let played = self.choose(user, (&moves, original), 1, &value).await;
                let board = self.channel_post(&played, CHANNEL_ID).await;
                return (played, board);
            }
            let next = next_page(&moves.message, 1)
                .unwrap_or_else(|| fail(&format!("no {text} in {}", moves.message), &self.fake));
            moves = self.choose(user, (&moves, original), 1, &next).await;
        }
    }
}

/// The options of select menu `row` of `message`: (label, value).
fn options(message: &Value, row: usize) -> Vec<(String, String)> {
    message["components"][row]["components"][0]["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|o| {
            (
                o["label"].as_str().unwrap_or_default().to_string(),
                o["value"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// The value of the option of menu `row` that turns to its next page, if it has pages.
fn next_page(message: &Value, row: usize) -> Option<String> {
    options(message, row)
        .into_iter()
        .map(|(_, v)| v)
        .find(|v| v.starts_with("p:"))
}

/// `/checkers new` (alice, with `options`), Bob joins and Alice starts by button: the
/// first board (a channel message) and who moves first and second.
async fn two_people_by_button(bot: &Harness, options: Value) -> (Answer, FakeUser, FakeUser) {
    let created = bot.slash(&ALICE, "new", options).await;
    let lobby = bot.lobby_of(&created, Place::CHANNEL);
    bot.press(&BOB, &lobby, "Join").await;
    let started = bot.press(&ALICE, &lobby, "Start").await;
    let board = bot.channel_post(&started, CHANNEL_ID).await;
    board.assert_board();
    match board.pinged() {
        Some(ALICE_ID) => (board, ALICE, BOB),
        Some(BOB_ID) => (board, BOB, ALICE),
        other => fail(&format!("start pings {other:?}, not a player"), &bot.fake),
    }
}

/// The labels of a message's buttons.
fn labels(message: &Value) -> Vec<String> {
    buttons(message).into_iter().map(|(l, _, _)| l).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_button_opens_private_menus_and_plays_the_chosen_move() {
    let bot = Harness::start(Setup::default()).await;
    let (board, mover, waiter) = two_people_by_button(&bot, players(2)).await;
    assert_eq!(labels(&board.message), ["Move"], "{}", board.message);
    // Only the player to move may use it: others are told why, privately.
    for (who, why) in [
        (&CAROL, "You are not playing in this game."),
        (&waiter, "It is not your turn"),
    ] {
        let refused = bot.press_under(who, &board, "Move").await;
        assert_eq!(refused.kind, 4, "{}", refused.message);
        refused.assert_private_refusal();
        assert!(refused.content().starts_with(why), "{}", refused.content());
    }
    // The mover picks a peg, sees where it can go, picks the move.
    let text = bot.a_legal_move(&mover);
    let opened = bot.press_under(&mover, &board, "Move").await;
    assert!(opened.ephemeral() && opened.files.is_empty());
    assert_eq!(
        options(&opened.message, 0).len(),
        7,
        "seven pegs can move at the start: {}",
        opened.message
    );
    let original = bot
        .fake
        .original_message(&opened.token)
        .expect("its message");
    let peg = text.split('-').next().unwrap_or_default();
    let moves = bot.choose(&mover, (&opened, original), 0, peg).await;
    moves.assert_board();
    assert!(
        moves.content().contains("can reach 2 holes"),
        "the moves view: {}",
        moves.content()
    );
    let listed: Vec<String> = options(&moves.message, 1)
        .into_iter()
        .map(|(l, _)| l)
        .collect();
    assert!(listed.contains(&text), "{listed:?} lacks {text}");
    let value = options(&moves.message, 1)
        .into_iter()
        .find(|(l, _)| *l == text)
        .map(|(_, v)| v)
        .unwrap_or_default();
    let played = bot.choose(&mover, (&moves, original), 1, &value).await;
    assert_eq!(played.kind, 7);
    played.assert_no_components();
    let next = bot.channel_post(&played, CHANNEL_ID).await;
    next.assert_board();
    next.assert_pings_only(&[waiter.id]);
    assert_eq!(labels(&next.message), ["Move"]);
    assert_eq!(bot.turns(), vec![text.clone()], "the move is on disk");

    // A choice made for a position that is gone is refused and changes nothing: the
    // waiter opens the menus, then moves by mention instead.
    let reply = bot.a_legal_move(&waiter);
    let opened = bot.press_under(&waiter, &next, "Move").await;
    let original = bot
        .fake
        .original_message(&opened.token)
        .expect("its message");
    let peg = reply.split('-').next().unwrap_or_default();
    let stale = bot.choose(&waiter, (&opened, original), 0, peg).await;
    bot.typed(&waiter, &mention(&reply)).await.assert_board();
    let value = options(&stale.message, 1)[0].1.clone();
    let refused = bot.choose(&waiter, (&stale, original), 1, &value).await;
    assert!(
        refused.content().starts_with("The board has changed since"),
        "{}",
        refused.content()
    );
    assert_eq!(bot.turns(), vec![text, reply], "nothing more was played");
    // The Move button of an old board is refused the same way.
    let old = bot.press_under(&mover, &board, "Move").await;
    old.assert_private_refusal();
    assert!(old.content().starts_with("The board has changed since"));
    bot.report_latencies("the Move button");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rematch_and_replay_buttons_under_the_final_board() {
    let bot = Harness::start(Setup::default()).await;
    let mut options = players(2);
    if let Some(list) = options.as_array_mut() {
        list.push(json!({ "name": "move_limit", "type": 4, "value": 1 }));
    }
    let (_, first, second) = two_people_by_button(&bot, options).await;
    let text = bot.a_legal_move(&first);
    bot.typed(&first, &text).await;
    let text = bot.a_legal_move(&second);
    let last = bot.typed(&second, &text).await;
    last.assert_board();
    assert_eq!(
        labels(&last.message),
        ["Rematch", "Replay"],
        "{}",
        last.message
    );
    let seats = bot.record(CHANNEL_ID).expect("a game").seats;

    let replay = bot.press_under(&CAROL, &last, "Replay").await;
    assert!(replay.ephemeral(), "{}", replay.message);
    assert_eq!(
        replay.files.first().map(|f| f.name.as_str()),
        Some("replay.gif")
    );
    let refused = bot.press_under(&CAROL, &last, "Rematch").await;
    refused.assert_private_refusal();
    let asked = bot.press_under(&first, &last, "Rematch").await;
    assert!(!asked.ephemeral());
    assert!(
        asked.content().contains("wants a rematch (1/2)"),
        "{}",
        asked.content()
    );
    bot.press_under(&first, &last, "Rematch")
        .await
        .assert_private_refusal();
    let ready = bot.press_under(&second, &last, "Rematch").await;
    assert!(
        ready.content().contains("everyone is in"),
        "{}",
        ready.content()
    );
    let board = bot.channel_post(&ready, CHANNEL_ID).await;
    board.assert_board();
    assert!(
        board.content().starts_with("The game begins!"),
        "{}",
        board.content()
    );
    assert_eq!(labels(&board.message), ["Move"]);
    let record = bot.record(CHANNEL_ID).expect("the rematch");
    assert_eq!(record.phase, Phase::Playing);
    assert_eq!(
        record.seats,
        vec![seats[1].clone(), seats[0].clone()],
        "seats rotated"
    );
    assert_eq!(record.rules.move_limit, 1, "the same rules");
    // The old game's buttons are refused now.
    bot.press_under(&second, &last, "Replay")
        .await
        .assert_private_refusal();
    bot.report_latencies("rematch and replay");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_the_capture_game_the_move_button_pages_its_pegs_and_offers_chains() {
    let bot = Harness::start(Setup::default()).await;
    let mut capture = players(2);
    if let Some(list) = capture.as_array_mut() {
        list.push(json!({ "name": "variant", "type": 4, "value": 1 }));
    }
    let (board, mover, waiter) = two_people_by_button(&bot, capture).await;
    let opened = bot.press_under(&mover, &board, "Move").await;
    let first_page = options(&opened.message, 0);
    assert_eq!(first_page.len(), 25, "a full page: {}", opened.message);
    assert_eq!(first_page[24].1, "p:1", "the last option turns the page");
    // The last chain of the list, whose peg is on a later page.
    let chains = bot.tables.legal_moves_text(CHANNEL_ID, mover.id);
    let text = chains.last().cloned().expect("a chain");
    let (_, next) = bot.move_by_menu(&mover, &board, &text).await;
    next.assert_board();
    next.assert_pings_only(&[waiter.id]);
    assert_eq!(bot.turns(), vec![text]);
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Team play and the solitaire challenge

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_game_names_its_teams_and_solo_answers_by_slash_command() {
    let bot = Harness::start(Setup::default()).await;
    let options = json!([
        { "name": "players", "type": 4, "value": 2 },
        { "name": "teams", "type": 5, "value": true }
    ]);
    let created = bot.slash(&ALICE, "new", options).await;
    assert!(!created.ephemeral(), "{}", created.message);
    assert!(
        created.content().contains("teams=on"),
        "{}",
        created.content()
    );
    for _ in 0..3 {
        bot.slash(&ALICE, "add-computer", json!([])).await;
    }
    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    assert!(
        started.content().contains(
            "Teams: alice (red) and Computer 3 (green) · Computer 2 (yellow) and Computer 4 (purple)"
        ),
        "{}",
        started.content()
    );
    started.assert_pings_only(&[ALICE_ID]);
    let board = bot
        .slash(
            &BOB,
            "solo",
            // A choice is sent as its index: start, board, computer.
            json!([{ "name": "view", "type": 4, "value": 1 }]),
        )
        .await;
    assert_eq!(
        board.content(),
        "Nobody has crossed here yet: `solo` starts a crossing (the proven best is 27 moves)."
    );
    // A crossing cannot start over the team game.
    let refused = bot.slash(&BOB, "solo", json!([])).await;
    assert!(refused.ephemeral(), "{}", refused.message);
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Kept games and ratings

/// Alice beats Bob `games` times in the channel, straight through the table under their
/// user names (rated; `abandon=freeze` ends each game at Bob's resignation).
fn alice_beats_bob(bot: &Harness, games: usize) {
    use checkers_bot::table::{Command, User};
    let user = |u: &FakeUser| User {
        server: GUILD_ID,
        ..User::new(u.id, u.name)
    };
    let settings = vec![
        ("abandon".to_string(), "freeze".to_string()),
        ("rated".to_string(), "on".to_string()),
    ];
    tokio::task::block_in_place(|| {
        for _ in 0..games {
            let new = Command::New {
                players: 2,
                armies: 1,
                settings: settings.clone(),
            };
            bot.tables.handle(CHANNEL_ID, &user(&ALICE), new);
            bot.tables.handle(CHANNEL_ID, &user(&BOB), Command::Join);
            bot.tables.handle(CHANNEL_ID, &user(&ALICE), Command::Start);
            bot.tables.handle(CHANNEL_ID, &user(&BOB), Command::Resign);
        }
    });
}

/// The one file of an answer, with the name it must have.
fn the_file<'a>(answer: &'a Answer, name: &str) -> &'a fake_discord::File {
    assert_eq!(answer.files.len(), 1, "{}", answer.message);
    assert_eq!(answer.files[0].name, name);
    &answer.files[0]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_leaderboard_profile_replay_and_record_answer_with_text_and_files() {
    let bot = Harness::start(Setup::default()).await;
    alice_beats_bob(&bot, 3);
    // History: public text, newest first; of one member by the user option, page 2 empty.
    let history = bot.slash(&CAROL, "history", json!([])).await;
    assert!(!history.ephemeral() && history.files.is_empty());
    history.assert_pings_only(&[]);
    let lines: Vec<&str> = history.content().lines().collect();
    assert_eq!(lines.len(), 4, "{}", history.content());
    assert_eq!(lines[0], "Latest games here (page 1):");
    assert!(
        lines[1].starts_with("#3 · ")
            && lines[1].ends_with(" · alice, bob · alice won · 0 moves · rated"),
        "{}",
        lines[1]
    );
    let page = json!([{ "name": "page", "type": 4, "value": 2 }]);
    let id = bot.fake.next_id();
    let token = format!("token-{id}");
    let from = bot.fake.requests().len();
    bot.fake.dispatch(
        "INTERACTION_CREATE",
        fake_discord::slash_command_naming(id, &token, &CAROL, "history", ("user", &BOB), page),
    );
    let bobs = bot
        .answer(id, &token, from, "/checkers history user page")
        .await;
    assert_eq!(
        bobs.content(),
        "Page 2 is past the end: there is only 1 page."
    );
    // The leaderboard: the text and the card.
    let board = bot.slash(&BOB, "leaderboard", json!([])).await;
    assert!(!board.ephemeral());
    board.assert_pings_only(&[]);
    assert!(
        board.content().starts_with(
            "Leaderboard (rating = mu − 3 sigma; listed after 3 rated games):\n1. alice — "
        ),
        "{}",
        board.content()
    );
    assert!(board.content().contains("\nYour place: 2 of 2, rating "));
    let card = the_file(&board, "leaderboard.png");
    assert_eq!(card.bytes[..8], PNG_SIGNATURE);
    let image = image::load_from_memory(&card.bytes).unwrap().to_rgb8();
    assert_eq!(image.dimensions(), (600, 64 + 40 * 2 + 52));
    // A profile by the user option.
    let id = bot.fake.next_id();
    let token = format!("token-{id}");
    let from = bot.fake.requests().len();
    bot.fake.dispatch(
        "INTERACTION_CREATE",
        fake_discord::slash_command_naming(
            id,
            &token,
            &CAROL,
            "profile",
            ("user", &ALICE),
            json!([]),
        ),
    );
    let profile = bot.answer(id, &token, from, "/checkers profile user").await;
    assert!(
        profile.content().starts_with("alice: rating ")
            && profile
                .content()
                .contains(", 3 games, 3 wins, average place 1.00. Place 1 on the leaderboard."),
        "{}",
        profile.content()
    );
    let card = the_file(&profile, "profile.png");
    let image = image::load_from_memory(&card.bytes).unwrap().to_rgb8();
    assert_eq!(image.dimensions(), (600, 360));
    // The channel starts a new game; game 1 still replays and its record is attached.
    let opened = bot.slash(&ALICE, "new", players(2)).await;
    assert!(
        opened.content().contains("Rated game"),
        "{}",
        opened.content()
    );
    let game = json!([{ "name": "game", "type": 4, "value": 1 }]);
    let replay = bot.slash(&CAROL, "replay", game.clone()).await;
    assert!(replay.deferred && !replay.ephemeral(), "{}", replay.message);
    assert_eq!(&the_file(&replay, "replay.gif").bytes[..6], b"GIF89a");
    let record = bot.slash(&CAROL, "record", game).await;
    let text = String::from_utf8(the_file(&record, "record.txt").bytes.clone()).unwrap();
    assert!(text.contains("Seat 1: alice\nSeat 2: bob\n"), "{text}");
    assert!(checkers_bot::core::GameRecord::parse(&text).is_ok());
    let missing = json!([{ "name": "game", "type": 4, "value": 99 }]);
    bot.slash(&CAROL, "record", missing)
        .await
        .assert_private_refusal();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forget_me_asks_first_and_only_the_asker_can_confirm() {
    let bot = Harness::start(Setup::default()).await;
    alice_beats_bob(&bot, 1);
    let ratings = || bot.tables.store().ratings(GUILD_ID).unwrap();
    assert_eq!(ratings().len(), 2);
    let asked = bot.slash(&ALICE, "forget-me", json!([])).await;
    assert!(
        asked.ephemeral(),
        "only the asker sees it: {}",
        asked.message
    );
    asked.assert_pings_only(&[]);
    assert!(
        asked.content().ends_with("It cannot be undone. Go on?"),
        "{}",
        asked.content()
    );
    let shown: Vec<(String, String)> = buttons(&asked.message)
        .into_iter()
        .map(|(label, id, _)| (label, id))
        .collect();
    assert_eq!(
        shown,
        [
            (
                "Forget me".to_string(),
                format!("forget-me:confirm:{ALICE_ID}")
            ),
            ("Cancel".to_string(), format!("forget-me:cancel:{ALICE_ID}")),
        ]
    );
    let question = bot.lobby_of(&asked, Place::CHANNEL);
    // Nothing is deleted by the question, nor by anyone else's press.
    assert_eq!(ratings().len(), 2);
    let other = bot.press(&BOB, &question, "Forget me").await;
    other.assert_private_refusal();
    assert_eq!(
        other.content(),
        "Only the member who asked can answer this."
    );
    assert_eq!(ratings().len(), 2);
    // Cancel closes the question.
    let cancelled = bot.press(&ALICE, &question, "Cancel").await;
    assert_eq!(
        cancelled.kind, 7,
        "the question is replaced: {}",
        cancelled.message
    );
    assert_eq!(cancelled.content(), "Nothing was deleted.");
    assert!(buttons(&cancelled.message).is_empty());
    assert_eq!(ratings().len(), 2);
    // Asked again and confirmed: Alice's rating is gone, her seat a former player's.
    let asked = bot.slash(&ALICE, "forget-me", json!([])).await;
    let question = bot.lobby_of(&asked, Place::CHANNEL);
    let done = bot.press(&ALICE, &question, "Forget me").await;
    assert_eq!(done.kind, 7, "{}", done.message);
    assert_eq!(
        done.content(),
        "Your ratings and best crossings are deleted, and your name in kept games is now “a former player”."
    );
    assert!(buttons(&done.message).is_empty());
    let left: Vec<u64> = ratings().iter().map(|r| r.user).collect();
    assert_eq!(left, [BOB_ID]);
    let kept = bot.tables.store().kept_game(1).unwrap().unwrap();
    assert_eq!(kept.seats[0].player, checkers_bot::store::Player::Former);
    bot.stop().await;
}
