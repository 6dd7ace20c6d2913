//! A fake Discord for end-to-end tests: the REST routes and the gateway the bot uses, on
//! loopback, recording every REST request.
//!
//! REST lives under `/api/v10` (the bot's `api_base` points here); the gateway is a
//! websocket at `/ws` that sends HELLO, answers IDENTIFY with READY for the shard asked
//! for (or closes with 4014 when the message-content intent is asked for but not granted,
//! as Discord does), heartbeats with ACK, and forwards dispatch events the test pushes
//! with [`FakeDiscord::dispatch`], numbering them. A test can make the next matching
//! request fail once ([`FakeDiscord::fail_next`]): a 429 with `retry-after`, a 403.
//!
//! Without the message-content intent (the bot's IDENTIFY left it out) a dispatched
//! `MESSAGE_CREATE` arrives as Discord sends it then: content, embeds, attachments and
//! components empty, unless the message @mentions the bot, is a pinging reply to a regular
//! (not interaction) message of the bot, is a DM, or is the bot's own ("You might not need
//! a privileged intent" in Discord's documentation). Messages the bot sends through an
//! interaction's webhook carry `webhook_id` and `interaction_metadata`, as on Discord.
//!
//! Slash-command interactions are sent as Discord sends them, only for commands,
//! subcommands and options that were registered (a test that dispatches one that is not
//! fails, naming it), and a registration is refused as Discord refuses it (`400`, code
//! 50035 with the `errors` tree, for any broken limit of "Application Commands";
//! 50240 for a removed Entry Point command).
//!
//! serenity drops an event it cannot decode with only a debug log, so every payload here
//! (`payloads.rs`) is complete; `tests/discord_payloads.rs` decodes each one into
//! serenity's model.

#![allow(
    clippy::needless_pass_by_value,
    clippy::match_same_arms,
    reason = "payloads are `json!` values built for one call; routes are listed one per \
              Discord endpoint, also where two answer alike"
)]

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};
use tokio::sync::mpsc;

mod messages;
mod payloads;

// The payloads are the fake's interface as much as its server: one path for both.
pub use payloads::*;

/// The bot's application id (also its user id, as on Discord).
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The one guild.
pub const GUILD_ID: u64 = 910_000_000_000_000_001;
/// The text channel the tests play in.
pub const CHANNEL_ID: u64 = 920_000_000_000_000_001;
/// A second guild, of another community: on shard 1 of 2 where [`GUILD_ID`] is on shard
/// 0 (Discord's "Sharding": `shard_id = (guild_id >> 22) % num_shards`).
pub const GUILD2_ID: u64 = 910_000_000_004_194_305;
/// The text channel of [`GUILD2_ID`].
pub const CHANNEL2_ID: u64 = 920_000_000_000_000_021;
/// A thread of [`CHANNEL_ID`] that exists from the start.
pub const THREAD_ID: u64 = 920_000_000_000_000_002;
/// The `/checkers` command's id.
pub const COMMAND_ID: u64 = 930_000_000_000_000_001;
/// A group direct message of people where the app is used through their user install:
/// the bot is no member, and Discord refuses its channel requests there (403, code 50001
/// "Missing Access").
pub const GROUP_DM_ID: u64 = 920_000_000_000_000_009;
/// A token the fake refuses (401), as Discord does a wrong or reset one.
pub const BAD_TOKEN: &str = "bad-token";
/// `MESSAGE_CONTENT` in the IDENTIFY intents.
pub const INTENT_MESSAGE_CONTENT: u64 = 1 << 15;
/// `GATEWAY_MESSAGE_CONTENT_LIMITED` in the application flags.
pub const FLAG_MESSAGE_CONTENT_LIMITED: u64 = 1 << 19;
pub const TIMESTAMP: &str = "2024-01-01T00:00:00.000000+00:00";

/// Permission bits (Discord's numbering).
pub mod perm {
    /// Manage Channels.
    pub const MANAGE_CHANNELS: u64 = 1 << 4;
    /// View Channel.
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    /// Send Messages.
    pub const SEND_MESSAGES: u64 = 1 << 11;
    /// Embed Links.
    pub const EMBED_LINKS: u64 = 1 << 14;
    /// Attach Files.
    pub const ATTACH_FILES: u64 = 1 << 15;
    /// Read Message History.
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    /// Use Application Commands.
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    /// Manage Threads.
    pub const MANAGE_THREADS: u64 = 1 << 34;
    /// Create Public Threads.
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    /// Send Messages in Threads.
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// Mention @everyone, @here and All Roles.
    pub const MENTION_EVERYONE: u64 = 1 << 17;
    /// What a user-installed app may do where it is no member (the interaction's
    /// `app_permissions` there, in a DM or group DM between people or a server without
    /// the bot): Embed Links, Attach Files and Mention Everyone, and no channel permission
    /// (Discord's "Interaction Object", `app_permissions`; the user-installed apps
    /// changelog; discord-api-docs #5316, #7251).
    pub const USER_INSTALL: u64 = EMBED_LINKS | ATTACH_FILES | MENTION_EVERYONE;
    /// What an ordinary member may do.
    pub const MEMBER: u64 = VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_APPLICATION_COMMANDS
        | SEND_MESSAGES_IN_THREADS;
    /// What the bot gets when invited as the README says, plus threads.
    pub const BOT: u64 = MEMBER | CREATE_PUBLIC_THREADS;
}

/// A person in the guild.
#[derive(Clone, Copy, Debug)]
pub struct FakeUser {
    /// Snowflake.
    pub id: u64,
    /// Account name.
    pub name: &'static str,
    /// Guild nickname (the display name when set).
    pub nick: Option<&'static str>,
}

/// Where an interaction happens and who may do what there.
#[derive(Clone, Copy, Debug)]
pub struct Place {
    /// The channel (or thread) id.
    pub channel: u64,
    /// The parent channel when `channel` is a thread.
    pub parent: Option<u64>,
    /// Its guild.
    pub guild: u64,
    /// The bot's permissions there (`app_permissions`).
    pub bot: u64,
    /// The member's permissions there.
    pub member: u64,
}

impl Place {
    /// The text channel, ordinary member, bot with its usual permissions.
    pub const CHANNEL: Place = Place {
        channel: CHANNEL_ID,
        parent: None,
        guild: GUILD_ID,
        bot: perm::BOT,
        member: perm::MEMBER,
    };

    /// The group direct message [`GROUP_DM_ID`], where the app is used through a user
    /// install (no guild, no member: Discord sends the user, the installing user as the
    /// owner, and context 2, "private channel").
    pub const GROUP_DM: Place = Place {
        channel: GROUP_DM_ID,
        parent: None,
        guild: 0,
        bot: perm::BOT,
        member: perm::MEMBER,
    };

    /// A thread `id` of the text channel.
    pub fn thread(id: u64) -> Place {
        Place {
            channel: id,
            parent: Some(CHANNEL_ID),
            ..Place::CHANNEL
        }
    }

    /// The text channel of the second guild, [`CHANNEL2_ID`].
    pub const CHANNEL2: Place = Place {
        channel: CHANNEL2_ID,
        guild: GUILD2_ID,
        ..Place::CHANNEL
    };

    /// A thread `id` of the second guild's text channel.
    pub fn thread2(id: u64) -> Place {
        Place {
            channel: id,
            parent: Some(CHANNEL2_ID),
            ..Place::CHANNEL2
        }
    }

    /// The same place with the bot's permissions `bot`.
    pub fn bot(self, bot: u64) -> Place {
        Place { bot, ..self }
    }

    /// The same place with the member's permissions `member`.
    pub fn member(self, member: u64) -> Place {
        Place { member, ..self }
    }
}

/// One file of a multipart request.
#[derive(Clone, Debug)]
pub struct File {
    /// Form field, e.g. `files[0]`.
    pub field: String,
    /// File name, e.g. `board.png`.
    pub name: String,
    /// Contents.
    pub bytes: Vec<u8>,
}

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// `GET`, `POST`, …
    pub method: String,
    /// Path below `/api/v10`, e.g. `/channels/1/messages`.
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Option<Value>,
    /// Attached files.
    pub files: Vec<File>,
    /// The status the fake answered.
    pub status: u16,
    /// The JSON the fake answered with, if any.
    pub response: Option<Value>,
    /// When it arrived.
    pub at: Instant,
}

impl Recorded {
    /// Whether this is `method` on a path ending in `suffix`.
    pub fn is(&self, method: &str, suffix: &str) -> bool {
        self.method == method && self.path.ends_with(suffix)
    }
}

/// A failure the fake answers once instead of the normal answer.
#[derive(Clone, Copy, Debug)]
pub enum Failure {
    /// 429 Too Many Requests with `retry-after` (seconds).
    RateLimited(f64),
    /// 403 Missing Permissions (code 50013).
    Forbidden,
    /// 403 "Cannot send messages to this user" (code 50007): a person who does not
    /// accept direct messages from the bot.
    CannotMessageUser,
    /// 400 "Invalid Form Body" (code 50035) with Discord's `errors` tree: the first
    /// command has more than 25 options.
    InvalidFormBody,
}

struct Fault {
    method: &'static str,
    path_contains: String,
    failure: Failure,
}

/// How the fake behaves.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Whether the application has the message-content intent (the portal switch).
    pub message_content: bool,
    /// Whether `GET /oauth2/applications/@me` reports the application's flags (when not,
    /// the bot learns about the intent only from gateway close code 4014).
    pub report_flags: bool,
    /// Whether the application has Activities enabled, so that Discord made its Entry
    /// Point command, which no bulk registration may remove (error 50240).
    pub activities: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            message_content: true,
            report_flags: true,
            activities: false,
        }
    }
}

/// One gateway connection: where its frames go, and its session's sequence numbers
/// (Discord numbers the dispatches of each session from 1).
#[derive(Clone)]
struct Conn {
    tx: mpsc::UnboundedSender<WsMessage>,
    seq: Arc<AtomicU64>,
}

impl Conn {
    /// A dispatch frame of event `event` with data `data`, with the next number.
    fn frame(&self, event: &str, data: Value) -> Value {
        let seq = self.seq.fetch_add(1, Ordering::SeqCst);
        json!({ "op": 0, "s": seq, "t": event, "d": data })
    }
}

struct Shared {
    options: Options,
    ws_url: String,
    requests: Mutex<Vec<Recorded>>,
    gateway: Mutex<Option<Conn>>,
    /// The connections that identified for a shard of several: shard id, shard count,
    /// the connection. A guild's events go to its shard's connection.
    shards: Mutex<Vec<(u64, u64, Conn)>>,
    identifies: Mutex<Vec<Value>>,
    ready: Mutex<bool>,
    connections: AtomicUsize,
    faults: Mutex<Vec<Fault>>,
    /// Interaction token → (channel, id of the original response message).
    interactions: Mutex<HashMap<String, (u64, u64)>>,
    /// Interaction token → when it was sent, and whether it was answered.
    sent: Mutex<HashMap<String, (Instant, bool)>>,
    /// Whether the current connection's IDENTIFY asked for message content.
    content_intent: Mutex<bool>,
    ids: AtomicU64,
    /// The commands registered, by the registration's path.
    registered: Mutex<HashMap<String, Vec<Value>>>,
    /// Whether the next slash command comes from a client that knew the commands as they
    /// were before the last registration ([`FakeDiscord::expect_outdated`]).
    outdated: AtomicBool,
}

impl Shared {
    fn next_id(&self) -> u64 {
        self.ids.fetch_add(1, Ordering::SeqCst)
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The running fake. Dropping it stops the server.
pub struct FakeDiscord {
    base: String,
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeDiscord {
    /// Starts the fake on `127.0.0.1` on a free port.
    ///
    /// # Panics
    /// When the port cannot be bound.
    pub async fn start(options: Options) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind loopback");
        let addr = listener.local_addr().expect("local address");
        let shared = Arc::new(Shared {
            options,
            ws_url: format!("ws://{addr}/ws"),
            requests: Mutex::new(Vec::new()),
            gateway: Mutex::new(None),
            shards: Mutex::new(Vec::new()),
            identifies: Mutex::new(Vec::new()),
            ready: Mutex::new(false),
            connections: AtomicUsize::new(0),
            faults: Mutex::new(Vec::new()),
            interactions: Mutex::new(HashMap::new()),
            sent: Mutex::new(HashMap::new()),
            content_intent: Mutex::new(false),
            ids: AtomicU64::new(940_000_000_000_000_001),
            registered: Mutex::new(HashMap::new()),
            outdated: AtomicBool::new(false),
        });
        let app = Router::new()
            .route("/ws", get(gateway))
            .fallback(rest)
            .with_state(Arc::clone(&shared));
        let server = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("fake discord: server stopped: {e}");
            }
        });
        FakeDiscord {
            base: format!("http://{addr}"),
            shared,
            server,
        }
    }

    /// The base URL to give the bot as `api_base`.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// A fresh snowflake (interaction, message ids).
    pub fn next_id(&self) -> u64 {
        self.shared.next_id()
    }

    /// Every REST request so far, in order.
    pub fn requests(&self) -> Vec<Recorded> {
        lock(&self.shared.requests).clone()
    }

    /// The `d` of every IDENTIFY so far, in order.
    pub fn identifies(&self) -> Vec<Value> {
        lock(&self.shared.identifies).clone()
    }

    /// Whether READY was sent on the current connection.
    pub fn is_ready(&self) -> bool {
        *lock(&self.shared.ready)
    }

    /// Gateway connections open now.
    pub fn connections(&self) -> usize {
        self.shared.connections.load(Ordering::SeqCst)
    }

    /// The id of the original response message of the interaction with `token`.
    pub fn original_message(&self, token: &str) -> Option<u64> {
        lock(&self.shared.interactions)
            .get(token)
            .map(|(_, id)| *id)
    }

    /// Makes the next `method` request whose path contains `path_contains` fail once.
    pub fn fail_next(&self, method: &'static str, path_contains: &str, failure: Failure) {
        lock(&self.shared.faults).push(Fault {
            method,
            path_contains: path_contains.to_string(),
            failure,
        });
    }

    /// The channel of the interaction of `token`, once dispatched.
    pub fn interaction_channel(&self, token: &str) -> Option<u64> {
        lock(&self.shared.interactions).get(token).map(|(c, _)| *c)
    }

    /// Sends a dispatch event (`t`, `d`) on the gateway with the next sequence number.
    ///
    /// # Panics
    /// When the bot is not connected.
    pub fn dispatch(&self, event: &str, data: Value) {
        if event == "INTERACTION_CREATE" && matches!(data["type"].as_u64(), Some(2 | 4)) {
            self.check_registered(&data);
        }
        if event == "INTERACTION_CREATE" {
            let token = data["token"].as_str().unwrap_or_default().to_string();
            let channel = data["channel_id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(CHANNEL_ID);
            let original = self.next_id();
            lock(&self.shared.sent).insert(token.clone(), (Instant::now(), false));
            lock(&self.shared.interactions).insert(token, (channel, original));
        }
        let data = if event == "MESSAGE_CREATE" && !*lock(&self.shared.content_intent) {
            without_content(data)
        } else {
            data
        };
        // A guild's events go to the connection of its shard, as Discord sends them
        // (Discord's "Sharding": `shard_id = (guild_id >> 22) % num_shards`).
        let guild = data["guild_id"]
            .as_str()
            .and_then(|g| g.parse::<u64>().ok());
        let sharded = guild.and_then(|guild| {
            lock(&self.shared.shards)
                .iter()
                .rev()
                .find(|(id, count, c)| (guild >> 22) % count == *id && !c.tx.is_closed())
                .map(|(_, _, c)| c.clone())
        });
        let conn = sharded
            .or_else(|| lock(&self.shared.gateway).clone())
            .expect("the bot is not connected to the gateway");
        let frame = conn.frame(event, data);
        conn.tx
            .send(WsMessage::Text(frame.to_string()))
            .expect("gateway connection closed");
    }

    /// Discord sends a slash command (or its autocomplete) only as it was registered:
    /// a registered command, its subcommands and options by name and type, a choice's
    /// value among its choices, and every required option (Discord's "Application
    /// Commands"). Panics, naming it, at an interaction Discord would never send; nothing
    /// is checked before the first registration.
    fn check_registered(&self, interaction: &Value) {
        if self.shared.outdated.swap(false, Ordering::SeqCst) {
            return;
        }
        let data = &interaction["data"];
        if data["type"].as_u64().unwrap_or(1) != 1 {
            return;
        }
        let registered = lock(&self.shared.registered);
        let commands: Vec<&Value> = registered.values().flatten().collect();
        if commands.is_empty() {
            return;
        }
        let name = data["name"].as_str().unwrap_or_default();
        let Some(command) = commands
            .iter()
            .find(|c| c["name"] == json!(name) && c["type"].as_u64().unwrap_or(1) == 1)
        else {
            panic!("Discord sends no interaction of the unregistered command /{name}");
        };
        let autocomplete = interaction["type"] == json!(4);
        check_options(data, command, &format!("/{name}"), autocomplete);
    }

    /// The next slash command comes as a person's Discord client knew the commands
    /// before they were registered anew (Discord delivers a command as the client has it,
    /// right after an update too): it is not checked against the registration.
    pub fn expect_outdated(&self) {
        self.shared.outdated.store(true, Ordering::SeqCst);
    }

    /// Waits until a request matching `pred` is recorded (checking from index `from`) and
    /// returns its index and a copy; `None` after `timeout`.
    pub async fn wait_for(
        &self,
        from: usize,
        timeout: Duration,
        pred: impl Fn(&Recorded) -> bool,
    ) -> Option<(usize, Recorded)> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(found) = lock(&self.shared.requests)
                .iter()
                .enumerate()
                .skip(from)
                .find(|(_, r)| pred(r))
                .map(|(i, r)| (i, r.clone()))
            {
                return Some(found);
            }
            if tokio::time::Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Waits until `check` holds; false after `timeout`.
    pub async fn wait_until(
        &self,
        timeout: Duration,
        check: impl Fn(&FakeDiscord) -> bool,
    ) -> bool {
        let deadline = tokio::time::Instant::now() + timeout;
        while !check(self) {
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        true
    }

    /// Waits until READY was sent; false after `timeout`.
    pub async fn wait_ready(&self, timeout: Duration) -> bool {
        self.wait_until(timeout, FakeDiscord::is_ready).await
    }
}

/// Checks the options `sent` (an interaction's `data` or one of its options) against the
/// `registered` command or option at `path` ([`FakeDiscord::check_registered`]).
fn check_options(sent: &Value, registered: &Value, path: &str, autocomplete: bool) {
    let none = Vec::new();
    let sent_options = sent["options"].as_array().unwrap_or(&none);
    let known = registered["options"].as_array().unwrap_or(&none);
    for option in sent_options {
        let name = option["name"].as_str().unwrap_or_default();
        let Some(spec) = known.iter().find(|k| k["name"] == json!(name)) else {
            panic!("Discord sends no option `{name}` in {path}: it is not registered");
        };
        assert_eq!(
            option["type"], spec["type"],
            "{path} {name}: sent as type {}, registered as {}",
            option["type"], spec["type"]
        );
        if matches!(option["type"].as_u64(), Some(1 | 2)) {
            check_options(option, spec, &format!("{path} {name}"), autocomplete);
        } else if let Some(choices) = spec["choices"].as_array().filter(|c| !c.is_empty()) {
            let focused = option["focused"] == json!(true);
            assert!(
                focused || choices.iter().any(|c| c["value"] == option["value"]),
                "{path} {name}: {} is none of its choices",
                option["value"]
            );
        }
    }
    let group = sent_options
        .iter()
        .any(|o| matches!(o["type"].as_u64(), Some(1 | 2)));
    if !autocomplete && !group {
        for spec in known.iter().filter(|k| k["required"] == json!(true)) {
            assert!(
                sent_options.iter().any(|o| o["name"] == spec["name"]),
                "{path}: the required option `{}` is missing",
                spec["name"]
            );
        }
    }
}

/// Whether Discord gives an application without the message-content intent the content
/// of `message`: it mentions the bot in its text, it is a reply to a regular message of
/// the bot that pings it (the bot in `mentions`), a DM (no guild), or the bot's own.
fn content_delivered(message: &Value) -> bool {
    let app = APP_ID.to_string();
    let text = message["content"].as_str().unwrap_or_default();
    let mentioned = text.contains(&format!("<@{app}>")) || text.contains(&format!("<@!{app}>"));
    let replied = &message["referenced_message"];
    let pinged = message["mentions"]
        .as_array()
        .is_some_and(|m| m.iter().any(|u| u["id"] == json!(app)));
    let reply_to_app = replied["author"]["id"] == json!(app)
        && replied["interaction_metadata"].is_null()
        && replied["webhook_id"].is_null();
    mentioned
        || (reply_to_app && pinged)
        || message["guild_id"].is_null()
        || message["author"]["id"] == json!(app)
}

/// `message` as an application without the message-content intent receives it.
pub fn without_content(mut message: Value) -> Value {
    if !content_delivered(&message) {
        message["content"] = json!("");
        for field in ["embeds", "attachments", "components"] {
            message[field] = json!([]);
        }
    }
    message
}

// ---------------------------------------------------------------------------------------
// Gateway

async fn gateway(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| async move {
        shared.connections.fetch_add(1, Ordering::SeqCst);
        connection(&shared, socket).await;
        shared.connections.fetch_sub(1, Ordering::SeqCst);
        *lock(&shared.ready) = false;
    })
}

/// One gateway connection: HELLO, then IDENTIFY → READY, heartbeats, pushed events.
async fn connection(shared: &Shared, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn = Conn {
        tx,
        seq: Arc::new(AtomicU64::new(1)),
    };
    *lock(&shared.gateway) = Some(conn.clone());
    *lock(&shared.ready) = false;
    let hello = json!({ "op": 10, "s": null, "t": null, "d": { "heartbeat_interval": 41_250 } });
    if socket
        .send(WsMessage::Text(hello.to_string()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        let incoming = tokio::select! {
            incoming = socket.recv() => incoming,
            outgoing = rx.recv() => {
                let Some(frame) = outgoing else { return };
                if socket.send(frame).await.is_err() {
                    return;
                }
                continue;
            }
        };
        let text = match incoming {
            Some(Ok(WsMessage::Text(text))) => text,
            // Discord answers a close frame with its own before it closes the connection.
            // (tungstenite queues that answer and writes it at the next read.)
            Some(Ok(WsMessage::Close(_))) => {
                let _ = socket.recv().await;
                return;
            }
            Some(Err(_)) | None => return,
            Some(Ok(_)) => continue,
        };
        let Ok(frame) = serde_json::from_str::<Value>(&text) else {
            eprintln!("fake discord: gateway got non-JSON: {text}");
            continue;
        };
        let reply = match frame["op"].as_u64() {
            Some(1) => Some(json!({ "op": 11, "s": null, "t": null, "d": null })),
            Some(2) => {
                let intents = frame["d"]["intents"].as_u64().unwrap_or(0);
                lock(&shared.identifies).push(frame["d"].clone());
                *lock(&shared.content_intent) = intents & INTENT_MESSAGE_CONTENT != 0;
                if intents & INTENT_MESSAGE_CONTENT != 0 && !shared.options.message_content {
                    let close = CloseFrame {
                        code: 4014,
                        reason: "Disallowed intent(s).".into(),
                    };
                    let _ = socket.send(WsMessage::Close(Some(close))).await;
                    return;
                }
                let shard = frame["d"]["shard"].clone();
                if let (Some(id), Some(count)) = (shard[0].as_u64(), shard[1].as_u64()) {
                    if count > 1 {
                        lock(&shared.shards).push((id, count, conn.clone()));
                    }
                }
                let mut ready = ready_payload(&shared.ws_url, shared.options.message_content);
                if shard.is_array() {
                    ready["shard"] = shard;
                }
                let ready = conn.frame("READY", ready);
                if socket
                    .send(WsMessage::Text(ready.to_string()))
                    .await
                    .is_err()
                {
                    return;
                }
                *lock(&shared.ready) = true;
                None
            }
            Some(6) => Some(json!({ "op": 9, "s": null, "t": null, "d": false })),
            _ => None,
        };
        if let Some(reply) = reply {
            if socket
                .send(WsMessage::Text(reply.to_string()))
                .await
                .is_err()
            {
                return;
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// REST

/// Reads a JSON or multipart body: (`JSON` or `payload_json`, files).
async fn read_body(request: Request) -> (Option<Value>, Vec<File>) {
    let multipart = request
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if !multipart {
        let bytes = axum::body::to_bytes(request.into_body(), 64 << 20)
            .await
            .unwrap_or_default();
        return (serde_json::from_slice(&bytes).ok(), Vec::new());
    }
    let (mut json, mut files) = (None, Vec::new());
    let Ok(mut form) = Multipart::from_request(request, &()).await else {
        return (None, files);
    };
    while let Ok(Some(field)) = form.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let file_name = field.file_name().map(str::to_string);
        let bytes = field.bytes().await.unwrap_or_default().to_vec();
        match file_name {
            Some(file_name) => files.push(File {
                field: name,
                name: file_name,
                bytes,
            }),
            None if name == "payload_json" => json = serde_json::from_slice(&bytes).ok(),
            None => {}
        }
    }
    (json, files)
}

/// Every REST route: record, then answer what the bot needs.
async fn rest(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let at = Instant::now();
    let method = request.method().to_string();
    let full = request.uri().path().to_string();
    let authorized = request
        .headers()
        .get(axum::http::header::AUTHORIZATION)
        .is_some_and(|v| v.as_bytes() != format!("Bot {BAD_TOKEN}").as_bytes());
    let (json, files) = read_body(request).await;
    let Some(path) = full.strip_prefix("/api/v10").map(str::to_string) else {
        eprintln!("fake discord: {method} {full} outside /api/v10");
        return StatusCode::NOT_FOUND.into_response();
    };
    let (status, headers, body) = if authorized {
        injected(&shared, &method, &path)
            .or_else(|| refused(&shared, &method, &path, json.as_ref(), &files))
            .unwrap_or_else(|| answer(&shared, &method, &path, json.as_ref()))
    } else {
        failure(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized")
    };
    lock(&shared.requests).push(Recorded {
        method,
        path,
        json,
        files,
        status: status.as_u16(),
        response: body.clone(),
        at,
    });
    let mut response = match body {
        Some(body) => (status, Json(body)).into_response(),
        None => status.into_response(),
    };
    for (name, value) in headers {
        if let Ok(value) = axum::http::HeaderValue::from_str(&value) {
            response.headers_mut().insert(name, value);
        }
    }
    response
}

/// A status, extra headers and a JSON body (none for 204).
type Answered = (StatusCode, Vec<(&'static str, String)>, Option<Value>);

fn failure(status: StatusCode, code: u64, message: &str) -> Answered {
    (
        status,
        Vec::new(),
        Some(json!({ "message": message, "code": code })),
    )
}

fn ok(body: Value) -> Answered {
    (StatusCode::OK, Vec::new(), Some(body))
}

fn no_content() -> Answered {
    (StatusCode::NO_CONTENT, Vec::new(), None)
}

/// How long Discord waits for an interaction's first response ("Interactions: Receiving
/// and Responding": "you must send an initial response within 3 seconds").
pub const RESPONSE_WINDOW: Duration = Duration::from_secs(3);

/// Discord's refusal of a message, edit, follow-up or interaction response that breaks a
/// documented limit ([`messages`]): `400` 50035 with the `errors` tree; `413` 40005 for a
/// file over the upload limit; for an interaction's response, `404` 10062 "Unknown
/// interaction" after [`RESPONSE_WINDOW`] and `400` 40060 for a second one.
fn refused(
    shared: &Shared,
    method: &str,
    path: &str,
    body: Option<&Value>,
    files: &[File],
) -> Option<Answered> {
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    if files.iter().any(|f| f.bytes.len() > messages::UPLOAD_LIMIT) {
        return Some(failure(
            StatusCode::PAYLOAD_TOO_LARGE,
            40005,
            "Request entity too large",
        ));
    }
    let empty = Value::Null;
    let body = body.unwrap_or(&empty);
    let problems = match (method, segments.as_slice()) {
        ("POST", ["channels", _, "messages"] | ["webhooks", _, _]) => {
            messages::problems(body, files.len(), true)
        }
        ("PATCH", ["channels", _, "messages", _] | ["webhooks", _, _, "messages", _]) => {
            messages::problems(body, files.len(), false)
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            if let Some((sent, answered)) = lock(&shared.sent).get_mut(*token) {
                if *answered {
                    return Some(failure(
                        StatusCode::BAD_REQUEST,
                        40060,
                        "Interaction has already been acknowledged.",
                    ));
                }
                if sent.elapsed() > RESPONSE_WINDOW {
                    return Some(failure(StatusCode::NOT_FOUND, 10062, "Unknown interaction"));
                }
                *answered = true;
            }
            let data = &body["data"];
            match body["type"].as_u64() {
                Some(4) => messages::problems(data, files.len(), true),
                Some(7) => messages::problems(data, files.len(), false),
                Some(8) => messages::choice_problems(data),
                _ => Vec::new(),
            }
        }
        _ => Vec::new(),
    };
    if problems.is_empty() {
        return None;
    }
    if problems.iter().any(|p| p.code == "EMPTY_MESSAGE") {
        return Some(failure(
            StatusCode::BAD_REQUEST,
            50006,
            "Cannot send an empty message",
        ));
    }
    let body = json!({
        "message": "Invalid Form Body",
        "code": 50035,
        "errors": checkers_bot::discord::limits::errors_tree(&problems),
    });
    Some((StatusCode::BAD_REQUEST, Vec::new(), Some(body)))
}

/// The failure injected for this request ([`FakeDiscord::fail_next`]), if any; each is
/// used once.
fn injected(shared: &Shared, method: &str, path: &str) -> Option<Answered> {
    let fault = {
        let mut faults = lock(&shared.faults);
        let found = faults
            .iter()
            .position(|f| f.method == method && path.contains(&f.path_contains));
        found.map(|i| faults.remove(i).failure)
    };
    Some(match fault? {
        Failure::RateLimited(secs) => {
            let body = json!({ "message": "You are being rate limited.", "retry_after": secs, "global": false });
            (
                StatusCode::TOO_MANY_REQUESTS,
                vec![
                    ("retry-after", secs.to_string()),
                    ("x-ratelimit-scope", "user".to_string()),
                ],
                Some(body),
            )
        }
        Failure::Forbidden => failure(StatusCode::FORBIDDEN, 50013, "Missing Permissions"),
        Failure::InvalidFormBody => {
            let body = json!({
                "message": "Invalid Form Body",
                "code": 50035,
                "errors": { "0": { "options": { "_errors": [
                    { "code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 25 or fewer in length." }
                ] } } },
            });
            (StatusCode::BAD_REQUEST, Vec::new(), Some(body))
        }
        Failure::CannotMessageUser => failure(
            StatusCode::FORBIDDEN,
            50007,
            "Cannot send messages to this user",
        ),
    })
}

/// The global commands as Discord lists them (`GET /applications/{id}/commands`): those
/// registered, or before any registration the Entry Point command Discord makes when the
/// application's Activities are on ("launch", handled by Discord), each with its id,
/// application and version.
fn global_commands(shared: &Shared, path: &str) -> Value {
    let registered = lock(&shared.registered).get(path).cloned();
    let commands = registered.unwrap_or_else(|| {
        if shared.options.activities {
            vec![json!({
                "type": 4,
                "name": "launch",
                "description": "Launch an activity",
                "handler": 2,
                "integration_types": [0, 1],
                "contexts": [0, 1, 2],
            })]
        } else {
            Vec::new()
        }
    });
    let listed: Vec<Value> = commands
        .into_iter()
        .enumerate()
        .map(|(i, mut c)| {
            c["id"] = json!((COMMAND_ID + 100 + i as u64).to_string());
            c["application_id"] = json!(APP_ID.to_string());
            c["version"] = json!("1");
            c["default_member_permissions"] = Value::Null;
            if c.get("type").is_none() {
                c["type"] = json!(1);
            }
            if c.get("description").is_none() {
                c["description"] = json!("");
            }
            c
        })
        .collect();
    Value::Array(listed)
}

/// A bulk overwrite of commands (`PUT …/commands`), answered as Discord does: refused
/// whole with `400`, code 50035 "Invalid Form Body" and the `errors` tree naming each
/// field that breaks a documented limit (Discord's "Application Commands": names,
/// descriptions, 25 options, 25 choices, required first, 8,000 characters by the
/// longest localization, 100 commands; [`checkers_bot::discord::limits`]); refused with
/// code 50240 when it would remove the application's Entry Point command; otherwise
/// taken, replacing the set.
fn register(shared: &Shared, path: &str, body: Option<&Value>) -> Answered {
    use checkers_bot::discord::limits;
    let Some(commands) = body.and_then(Value::as_array) else {
        return failure(
            StatusCode::BAD_REQUEST,
            50109,
            "The request body contains invalid JSON.",
        );
    };
    let global = !path.contains("/guilds/");
    let entry_point = global && {
        let registered = lock(&shared.registered);
        match registered.get(path) {
            Some(set) => set.iter().any(|c| c["type"] == json!(4)),
            None => shared.options.activities,
        }
    };
    let problems = limits::problems(commands, entry_point);
    if problems.iter().any(|p| p.code == "ENTRY_POINT_REMOVED") {
        return failure(
            StatusCode::BAD_REQUEST,
            50240,
            "You cannot remove this app's Entry Point command in a bulk update operation",
        );
    }
    if !problems.is_empty() {
        let body = json!({
            "message": "Invalid Form Body",
            "code": 50035,
            "errors": limits::errors_tree(&problems),
        });
        return (StatusCode::BAD_REQUEST, Vec::new(), Some(body));
    }
    lock(&shared.registered).insert(path.to_string(), commands.clone());
    ok(json!([]))
}

/// The answer to one authorized request that Discord takes: what Discord says.
fn answer(shared: &Shared, method: &str, path: &str, body: Option<&Value>) -> Answered {
    let content = body
        .and_then(|j| j.get("content").or_else(|| j.pointer("/data/content")))
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let interaction = |token: &str| {
        lock(&shared.interactions)
            .get(token)
            .copied()
            .unwrap_or((CHANNEL_ID, 1))
    };
    match (method, segments.as_slice()) {
        // The bot is no member of the group direct message: Discord refuses it there.
        (_, ["channels", channel, ..]) if channel.parse() == Ok(GROUP_DM_ID) => {
            failure(StatusCode::FORBIDDEN, 50001, "Missing Access")
        }
        ("GET", ["gateway"]) => ok(json!({ "url": shared.ws_url })),
        ("GET", ["gateway", "bot"]) => ok(bot_gateway(&shared.ws_url)),
        ("GET", ["users", "@me"]) => ok(bot_user()),
        ("GET", ["oauth2", "applications", "@me"]) => {
            let mut info = application_info(shared.options.message_content);
            if !shared.options.report_flags {
                if let Some(info) = info.as_object_mut() {
                    info.remove("flags");
                }
            }
            ok(info)
        }
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            register(shared, path, body)
        }
        ("GET", ["applications", _, "commands"]) => ok(global_commands(shared, path)),
        ("POST", ["interactions", _, _, "callback"]) => no_content(),
        ("GET" | "PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let (channel, id) = interaction(token);
            ok(interaction_message(id, channel, &content))
        }
        ("PATCH", ["webhooks", _, token, "messages", id]) => {
            let (channel, _) = interaction(token);
            ok(interaction_message(
                id.parse().unwrap_or(1),
                channel,
                &content,
            ))
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => no_content(),
        ("POST", ["webhooks", _, token]) => {
            let (channel, _) = interaction(token);
            ok(interaction_message(shared.next_id(), channel, &content))
        }
        // Create DM: the DM channel with the recipient ([`dm_channel_of`]).
        ("POST", ["users", "@me", "channels"]) => {
            let recipient = body
                .and_then(|b| b["recipient_id"].as_str())
                .and_then(|id| id.parse().ok())
                .unwrap_or(0);
            ok(dm_channel(dm_channel_of(recipient), recipient))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel = channel.parse().unwrap_or(CHANNEL_ID);
            ok(bot_message(shared.next_id(), channel, &content))
        }
        ("PATCH", ["channels", channel, "messages", id]) => {
            let channel = channel.parse().unwrap_or(CHANNEL_ID);
            ok(bot_message(id.parse().unwrap_or(1), channel, &content))
        }
        ("POST", ["channels", parent, "threads"]) => {
            // A thread is of its parent's guild.
            let parent = parent.parse().unwrap_or(CHANNEL_ID);
            let name = body
                .and_then(|b| b["name"].as_str())
                .unwrap_or("thread")
                .to_string();
            ok(thread_channel(shared.next_id(), parent, &name))
        }
        ("PUT", ["channels", _, "thread-members", _]) => no_content(),
        // Trigger Typing Indicator: 204 No Content.
        ("POST", ["channels", _, "typing"]) => no_content(),
        ("DELETE", ["channels", id]) => ok(thread_channel(
            id.parse().unwrap_or(1),
            CHANNEL_ID,
            "thread",
        )),
        _ => {
            eprintln!("fake discord: unhandled {method} {path}");
            failure(StatusCode::NOT_FOUND, 0, "404: Not Found")
        }
    }
}
