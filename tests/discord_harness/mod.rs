//! The harness of the Discord end-to-end tests (`tests/discord_*.rs`): the real
//! serenity/poise client against a fake Discord on loopback (`tests/fake_discord`), over a
//! temporary database. Every wait is bounded.
//!
//! Each test checks, when its bot stops, that no message the bot sent could ping anyone
//! but one player (case `mentions`).

mod answer;
mod menus;

use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use checkers_bot::discord::{run_with_tables, DiscordConfig, DiscordError, ShardRange};
use checkers_bot::store::{SledStore, TableRecord};
use checkers_bot::table::Tables;
use serde_json::{json, Value};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use crate::fake_discord::{
    self, FakeDiscord, FakeUser, Options, Place, Recorded, APP_ID, CHANNEL_ID, GUILD_ID,
};

// What a test reads of the bot's messages: one path with the harness (`menus` only adds
// methods to [`Harness`]).
pub use answer::*;

/// Longest wait for any one thing the bot should do.
pub const WAIT: Duration = Duration::from_secs(30);

/// A wait for something that should not happen.
pub const QUIET: Duration = Duration::from_millis(300);

/// Deferral threshold of tests that expect direct answers: far above the table work of a
/// direct answer, so answers do not depend on how loaded the machine is, and below
/// Discord's 3 s for a first response, which the test Discord enforces (404, 10062
/// "Unknown interaction", as Discord answers a late one).
pub const RELAXED: Duration = Duration::from_secs(2);

pub const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a];

/// `EPHEMERAL` message flag.
const EPHEMERAL: u64 = 64;

/// What the bot shows for a moment where a deferred answer turned out private.
const PLACEHOLDER: &str = "(answered privately)";

/// Creator of the table (seat 1, the N army).
pub const ALICE: FakeUser = FakeUser {
    id: 1001,
    name: "alice",
    nick: None,
};

/// Second player (seat 2, the S army); her display name tries to ping everyone (case `mentions`).
pub const BOB: FakeUser = FakeUser {
    id: 1002,
    name: "bob",
    nick: Some("@everyone"),
};

/// A spectator whose display name is a role mention.
pub const CAROL: FakeUser = FakeUser {
    id: 1003,
    name: "carol",
    nick: Some("<@&123>"),
};

/// A member with Manage Channels.
pub const DAVE: FakeUser = FakeUser {
    id: 1004,
    name: "dave",
    nick: None,
};

pub const ALICE_ID: u64 = ALICE.id;

pub const BOB_ID: u64 = BOB.id;
/// Carol's user id.
pub const CAROL_ID: u64 = CAROL.id;

/// `/checkers new players:<n>` options (`players` is a choice: the index among 2, 3, 4, 6).
pub fn players(n: u64) -> Value {
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

/// Log lines of every bot in this process (the `intent` case checks the warning).
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

pub fn capture_logs() {
    static INIT: OnceLock<()> = OnceLock::new();
    INIT.get_or_init(|| {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new("warn,checkers_bot=info"))
            .with_ansi(false)
            .with_writer(|| LogWriter)
            .try_init();
    });
}

pub fn log_text() -> String {
    String::from_utf8_lossy(&logs().lock().unwrap_or_else(PoisonError::into_inner)).into_owned()
}

/// Panics with what the bot did, for a failure that would otherwise say little.
pub fn fail(what: &str, fake: &FakeDiscord) -> ! {
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
pub struct Setup {
    pub options: Options,
    pub defer_after: Duration,
    pub auto_start: bool,
    pub guild: Option<u64>,
    pub shards: Option<(ShardRange, u32)>,
    /// Run on the tables before the bot starts (a database the bot finds at its start).
    pub prepare: Option<fn(&Tables)>,
    /// A PostgreSQL database URL to keep the tables in (else a temporary sled folder).
    pub database: Option<String>,
    /// Where the bot serves `/healthz` and `/metrics` (none unless set).
    pub metrics_listen: Option<std::net::SocketAddr>,
    /// The tables' clock, in seconds since the Unix epoch, for tests that let days pass
    /// (the system's clock unless set).
    pub clock: Option<Arc<std::sync::atomic::AtomicU64>>,
    /// The web board the bot serves (none unless set).
    pub web: Option<checkers_bot::web::WebConfig>,
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
            database: None,
            metrics_listen: None,
            clock: None,
            web: None,
        }
    }
}

/// A bot connected to a fake Discord over a temporary database.
pub struct Harness {
    pub fake: FakeDiscord,
    pub tables: Arc<Tables>,
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
        let game = crate::common::race(2);
        let png =
            checkers_bot::render::render_png(&checkers_bot::render::BoardView::new(&game, &[], ""));
        assert_eq!(png[..8], PNG_SIGNATURE);
    });
}

/// Whether a request registers commands (`PUT …/commands`).
pub fn registration(r: &Recorded) -> bool {
    r.method == "PUT" && r.path.ends_with("/commands")
}

impl Harness {
    pub async fn start(setup: Setup) -> Harness {
        let fake = FakeDiscord::start(setup.options).await;
        Harness::start_on(fake, setup).await
    }

    /// Starts a bot on `fake`, waits for READY and (when it registers) the registration.
    pub async fn start_on(fake: FakeDiscord, setup: Setup) -> Harness {
        capture_logs();
        let _ = tokio::task::spawn_blocking(warm_renderer).await;
        let dir = tempfile::tempdir().expect("temporary directory");
        let db_path = dir.path().join("tables.sled");
        let tables = match &setup.database {
            Some(url) => {
                let url = std::path::PathBuf::from(url);
                let store = tokio::task::spawn_blocking(move || checkers_bot::store::open(&url))
                    .await
                    .expect("the database opens")
                    .expect("open the database");
                Tables::shared(store)
            }
            None => Tables::new(SledStore::open(&db_path).expect("open the store")),
        };
        let tables = Arc::new(match setup.clock.clone() {
            Some(now) => tables.with_clock(move || now.load(std::sync::atomic::Ordering::SeqCst)),
            None => tables,
        });
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
            metrics_listen: setup.metrics_listen,
            web: setup.web.clone(),
            ..DiscordConfig::new("fake-token", db_path)
        };
        let registers = config.registers_commands();
        let from = fake.requests().len();
        let (stop, stopped) = oneshot::channel::<()>();
        let bot = tokio::spawn(run_with_tables(config, Arc::clone(&tables), async {
            let _ = stopped.await;
        }));
        let mut harness = Harness {
            fake,
            tables,
            stop: Some(stop),
            bot,
            latencies: Mutex::new(Vec::new()),
            presses: Mutex::new(Vec::new()),
            _dir: dir,
        };
        if !harness.fake.wait_ready(WAIT).await {
            if harness.bot.is_finished() {
                let ended = (&mut harness.bot).await;
                fail(
                    &format!("the bot ended before it identified: {ended:?}"),
                    &harness.fake,
                );
            }
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
    pub async fn stop(mut self) -> FakeDiscord {
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
        assert_images_described(&self.fake);
        assert!(
            !log_text().contains("fake-token"),
            "the token is never logged"
        );
        let Harness { fake, .. } = self;
        fake
    }

    /// Sends `/checkers <sub>` from `user` in the channel and returns its answer.
    pub async fn slash(&self, user: &FakeUser, sub: &str, options: Value) -> Answer {
        self.slash_at(user, sub, options, &Place::CHANNEL).await
    }

    /// Sends `/checkers <sub>` from `user` at `place` and returns its answer.
    pub async fn slash_at(
        &self,
        user: &FakeUser,
        sub: &str,
        options: Value,
        place: &Place,
    ) -> Answer {
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
    pub async fn slash_in(
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
    pub async fn press(&self, user: &FakeUser, lobby: &Lobby, label: &str) -> Answer {
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
    pub async fn answer(&self, id: u64, token: &str, from: usize, what: &str) -> Answer {
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
    pub async fn followup(&self, answer: &Answer) -> Answer {
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
    pub async fn channel_post(&self, answer: &Answer, channel: u64) -> Answer {
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
    pub async fn typed_at(&self, user: &FakeUser, content: &str, channel: u64) -> Answer {
        let id = self.fake.next_id();
        let message = fake_discord::message_create_at(id, user, content, channel);
        self.said(message).await
    }

    /// Dispatches the `MESSAGE_CREATE` `message` and returns the next message the bot posts
    /// in its channel (the time between the two is kept in `latencies`).
    pub async fn said(&self, message: Value) -> Answer {
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

    pub async fn typed(&self, user: &FakeUser, content: &str) -> Answer {
        self.typed_at(user, content, CHANNEL_ID).await
    }

    /// `user` replies `content` to the bot's message `answer` (with `ping`: "@ ON") and
    /// returns the next message the bot posts in the channel.
    pub async fn replied(
        &self,
        user: &FakeUser,
        content: &str,
        answer: &Answer,
        ping: bool,
    ) -> Answer {
        let to = self.posted(answer);
        let id = self.fake.next_id();
        self.said(fake_discord::reply_create(id, user, content, &to, ping))
            .await
    }

    /// Dispatches `message` and checks that the bot posts nothing for a moment.
    pub async fn unanswered(&self, message: Value, what: &str) {
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
    pub fn posted(&self, answer: &Answer) -> Value {
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
    pub fn a_legal_move(&self, user: &FakeUser) -> String {
        let moves = self.off_runtime(|t| t.legal_moves_text(CHANNEL_ID, user.id));
        moves
            .first()
            .cloned()
            .unwrap_or_else(|| fail(&format!("{} has no legal move", user.name), &self.fake))
    }

    /// The median and the worst of `latencies` and of `presses`, printed (no assertion:
    /// timings vary).
    pub fn report_latencies(&self, what: &str) {
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
    pub async fn autocomplete(&self, user: &FakeUser, typed: &str) -> Vec<String> {
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

    pub fn record(&self, channel: u64) -> Option<TableRecord> {
        self.off_runtime(|t| t.store().load(channel).expect("store readable"))
    }

    /// `read` of the tables on a thread of its own: the PostgreSQL store's client blocks
    /// on a runtime of its own, which it may not do on a thread that drives async tasks.
    pub fn off_runtime<T: Send>(&self, read: impl FnOnce(&Tables) -> T + Send) -> T {
        let tables = &*self.tables;
        std::thread::scope(|s| s.spawn(|| read(tables)).join().expect("the read ends"))
    }

    pub fn turns_in(&self, channel: u64) -> Vec<String> {
        self.record(channel).map(|r| r.turns).unwrap_or_default()
    }

    pub fn turns(&self) -> Vec<String> {
        self.turns_in(CHANNEL_ID)
    }

    /// Plays the game at `place` to its end with `/checkers move`, each of `people` playing
    /// the greedy computer player's move (`checkers_bot::ai::greedy`) at their turn;
    /// after each move `clock` (the tables' clock) moves on by `hours`. Returns the moves
    /// made and the last answer (the final board).
    pub async fn play_to_the_end(
        &self,
        place: &Place,
        people: &[FakeUser],
        (clock, hours): (Option<&std::sync::atomic::AtomicU64>, u64),
    ) -> (usize, Answer) {
        let mut last = None;
        for n in 0..400u64 {
            let channel = place.channel;
            let next = self.off_runtime(move |t| {
                let record = t.store().load(channel).ok()??;
                let game = checkers_bot::table::game_of(&record).ok()?;
                let seat = game.to_move()?;
                let mv = checkers_bot::ai::greedy(&game, n)?;
                let user = record.people().get(seat.index()).copied()?;
                Some((user, format!("{} {}", mv.from, mv.to)))
            });
            let Some((user, text)) = next else {
                let moves = usize::try_from(n).unwrap_or(usize::MAX);
                return (moves, last.unwrap_or_else(|| fail("no game", &self.fake)));
            };
            let who = people
                .iter()
                .find(|p| p.id == user)
                .unwrap_or_else(|| fail(&format!("{user} is no player"), &self.fake));
            let options = json!([{ "name": "text", "type": 3, "value": text }]);
            let answer = self.slash_at(who, "move", options, place).await;
            assert!(!answer.ephemeral(), "{text}: {}", answer.content());
            last = Some(answer);
            if let Some(clock) = clock {
                clock.fetch_add(hours * 3600, std::sync::atomic::Ordering::SeqCst);
            }
        }
        fail("the game did not end in 400 moves", &self.fake)
    }

    /// The lobby message `answer` posted as Discord would send it back with a press.
    pub fn lobby_of(&self, answer: &Answer, place: Place) -> Lobby {
        let id = self
            .fake
            .original_message(&answer.token)
            .unwrap_or_else(|| fail("unknown interaction", &self.fake));
        Lobby::new(id, place, &answer.message)
    }
}

/// The message request `r` sent or edited: its JSON body, or an interaction callback's
/// `data`.
fn sent_message(r: &Recorded) -> Option<&Value> {
    let json = r.json.as_ref()?;
    Some(if r.path.ends_with("/callback") {
        &json["data"]
    } else {
        json
    })
}

/// Every image the bot attached (a board, a replay, a card; not a game record's text)
/// carries a description, Discord's alt text, within its 1,024 characters.
pub fn assert_images_described(fake: &FakeDiscord) {
    for r in fake.requests() {
        let Some(message) = sent_message(&r) else {
            continue;
        };
        for a in message["attachments"].as_array().into_iter().flatten() {
            let name = a["filename"].as_str().unwrap_or_default();
            if std::path::Path::new(name)
                .extension()
                .is_some_and(|e| e == "txt")
            {
                continue;
            }
            let said = a["description"].as_str().unwrap_or_default();
            assert!(
                !said.is_empty() && said.chars().count() <= 1024,
                "{} {}: {name} has no description: {message}",
                r.method,
                r.path
            );
        }
    }
}

/// Every message the bot sent or edited may ping at most one of the players (or, for a
/// challenge or a match, the group it names by mention, each one), never everyone, here
/// or a role (case `mentions`), and its text never reads as such a ping.
pub fn assert_pings_at_most_one_player(fake: &FakeDiscord) {
    // The four, and the three more of a tournament's (`discord_tournament.rs`).
    let players = [ALICE.id, BOB.id, CAROL.id, DAVE.id, 1011, 1012, 1013].map(|id| id.to_string());
    for r in fake.requests() {
        let Some(message) = sent_message(&r) else {
            continue;
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
        let named = |u: &Value| {
            u.as_str()
                .is_some_and(|id| content.contains(&format!("<@{id}>")))
        };
        assert!(
            users.len() <= 1 || users.iter().all(named),
            "at most one user pinged, or each one named: {message}"
        );
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
pub async fn two_player_game(bot: &Harness) -> (FakeUser, FakeUser, &'static str, &'static str) {
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

/// `/checkers new` (alice, with `options`), Bob joins and Alice starts by button: the
/// first board (a channel message) and who moves first and second.
pub async fn two_people_by_button(bot: &Harness, options: Value) -> (Answer, FakeUser, FakeUser) {
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

/// `text` after the bot's mention, as Discord writes a mention in a message.
pub fn mention(text: &str) -> String {
    format!("<@{APP_ID}> {text}")
}
