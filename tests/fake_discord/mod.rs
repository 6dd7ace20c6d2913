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
//! serenity drops an event it cannot decode with only a debug log, so every payload here
//! is complete; the unit tests at the bottom decode each one into serenity's model.

#![allow(
    clippy::needless_pass_by_value,
    clippy::match_same_arms,
    reason = "payloads are `json!` values built for one call; routes are listed one per \
              Discord endpoint, also where two answer alike"
)]

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
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

/// The bot's application id (also its user id, as on Discord).
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The one guild.
pub const GUILD_ID: u64 = 910_000_000_000_000_001;
/// The text channel the tests play in.
pub const CHANNEL_ID: u64 = 920_000_000_000_000_001;
/// A thread of [`CHANNEL_ID`] that exists from the start.
pub const THREAD_ID: u64 = 920_000_000_000_000_002;
/// The `/checkers` command's id.
pub const COMMAND_ID: u64 = 930_000_000_000_000_001;
/// A token the fake refuses (401), as Discord does a wrong or reset one.
pub const BAD_TOKEN: &str = "bad-token";
/// `MESSAGE_CONTENT` in the IDENTIFY intents.
pub const INTENT_MESSAGE_CONTENT: u64 = 1 << 15;
/// `GATEWAY_MESSAGE_CONTENT_LIMITED` in the application flags.
const FLAG_MESSAGE_CONTENT_LIMITED: u64 = 1 << 19;
const TIMESTAMP: &str = "2024-01-01T00:00:00.000000+00:00";

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
}

impl Default for Options {
    fn default() -> Options {
        Options {
            message_content: true,
            report_flags: true,
        }
    }
}

struct Shared {
    options: Options,
    ws_url: String,
    requests: Mutex<Vec<Recorded>>,
    gateway: Mutex<Option<mpsc::UnboundedSender<WsMessage>>>,
    identifies: Mutex<Vec<Value>>,
    ready: Mutex<bool>,
    connections: AtomicUsize,
    faults: Mutex<Vec<Fault>>,
    /// Interaction token → (channel, id of the original response message).
    interactions: Mutex<HashMap<String, (u64, u64)>>,
    /// Whether the current connection's IDENTIFY asked for message content.
    content_intent: Mutex<bool>,
    seq: AtomicU64,
    ids: AtomicU64,
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
            identifies: Mutex::new(Vec::new()),
            ready: Mutex::new(false),
            connections: AtomicUsize::new(0),
            faults: Mutex::new(Vec::new()),
            interactions: Mutex::new(HashMap::new()),
            content_intent: Mutex::new(false),
            seq: AtomicU64::new(1),
            ids: AtomicU64::new(940_000_000_000_000_001),
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

    /// Sends a dispatch event (`t`, `d`) on the gateway with the next sequence number.
    ///
    /// # Panics
    /// When the bot is not connected.
    pub fn dispatch(&self, event: &str, data: Value) {
        if event == "INTERACTION_CREATE" {
            let token = data["token"].as_str().unwrap_or_default().to_string();
            let channel = data["channel_id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(CHANNEL_ID);
            let original = self.next_id();
            lock(&self.shared.interactions).insert(token, (channel, original));
        }
        let data = if event == "MESSAGE_CREATE" && !*lock(&self.shared.content_intent) {
            without_content(data)
        } else {
            data
        };
        let frame = dispatch_frame(&self.shared, event, data);
        let sender = lock(&self.shared.gateway)
            .clone()
            .expect("the bot is not connected to the gateway");
        sender
            .send(WsMessage::Text(frame.to_string()))
            .expect("gateway connection closed");
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
fn without_content(mut message: Value) -> Value {
    if !content_delivered(&message) {
        message["content"] = json!("");
        for field in ["embeds", "attachments", "components"] {
            message[field] = json!([]);
        }
    }
    message
}

fn dispatch_frame(shared: &Shared, event: &str, data: Value) -> Value {
    let seq = shared.seq.fetch_add(1, Ordering::SeqCst);
    json!({ "op": 0, "s": seq, "t": event, "d": data })
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
    *lock(&shared.gateway) = Some(tx);
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
            Some(Ok(WsMessage::Close(_)) | Err(_)) | None => return,
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
                let mut ready = ready_payload(&shared.ws_url, shared.options.message_content);
                if shard.is_array() {
                    ready["shard"] = shard;
                }
                let ready = dispatch_frame(shared, "READY", ready);
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
        answer(&shared, &method, &path, json.as_ref())
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

/// The answer to one authorized request: an injected failure, or what Discord says.
fn answer(shared: &Shared, method: &str, path: &str, body: Option<&Value>) -> Answered {
    let fault = {
        let mut faults = lock(&shared.faults);
        let found = faults
            .iter()
            .position(|f| f.method == method && path.contains(&f.path_contains));
        found.map(|i| faults.remove(i).failure)
    };
    match fault {
        Some(Failure::RateLimited(secs)) => {
            let body = json!({ "message": "You are being rate limited.", "retry_after": secs, "global": false });
            return (
                StatusCode::TOO_MANY_REQUESTS,
                vec![
                    ("retry-after", secs.to_string()),
                    ("x-ratelimit-scope", "user".to_string()),
                ],
                Some(body),
            );
        }
        Some(Failure::Forbidden) => {
            return failure(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
        }
        None => {}
    }
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
            ok(json!([]))
        }
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
        ("POST", ["channels", channel, "messages"]) => {
            let channel = channel.parse().unwrap_or(CHANNEL_ID);
            ok(bot_message(shared.next_id(), channel, &content))
        }
        ("PATCH", ["channels", channel, "messages", id]) => {
            let channel = channel.parse().unwrap_or(CHANNEL_ID);
            ok(bot_message(id.parse().unwrap_or(1), channel, &content))
        }
        ("POST", ["channels", parent, "threads"]) => {
            let parent = parent.parse().unwrap_or(CHANNEL_ID);
            let name = body
                .and_then(|b| b["name"].as_str())
                .unwrap_or("thread")
                .to_string();
            ok(thread_channel(shared.next_id(), parent, &name))
        }
        ("PUT", ["channels", _, "thread-members", _]) => no_content(),
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

// ---------------------------------------------------------------------------------------
// Payloads

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": if bot { Value::Null } else { json!(name) },
        "avatar": null,
        "bot": bot,
        "system": false,
        "public_flags": 0,
        "avatar_decoration_data": null,
    })
}

/// The bot's own user (`GET /users/@me`, READY).
pub fn bot_user() -> Value {
    let mut user = user_json(APP_ID, "Checkers", true);
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["email"] = Value::Null;
    user["flags"] = json!(0);
    user
}

/// `GET /gateway/bot`.
pub fn bot_gateway(ws_url: &str) -> Value {
    json!({
        "url": ws_url,
        "shards": 1,
        "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
    })
}

fn app_flags(message_content: bool) -> u64 {
    if message_content {
        FLAG_MESSAGE_CONTENT_LIMITED
    } else {
        0
    }
}

/// `GET /oauth2/applications/@me`; `flags` says whether message content is granted.
pub fn application_info(message_content: bool) -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": "Checkers",
        "icon": null,
        "description": "",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user_json(100, "owner", false),
        "verify_key": "00",
        "team": null,
        "flags": app_flags(message_content),
        "bot": bot_user(),
    })
}

/// READY's `d`.
pub fn ready_payload(ws_url: &str, message_content: bool) -> Value {
    json!({
        "v": 10,
        "user": bot_user(),
        "guilds": [{ "id": GUILD_ID.to_string(), "unavailable": true }],
        "session_id": "fake-session",
        "resume_gateway_url": ws_url,
        "shard": [0, 1],
        "application": { "id": APP_ID.to_string(), "flags": app_flags(message_content) },
        "private_channels": [],
        "presences": [],
        "relationships": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": [],
        "user_settings": {},
    })
}

fn member_json(user: &FakeUser, permissions: Option<u64>) -> Value {
    let mut member = json!({
        "user": user_json(user.id, user.name, false),
        "nick": user.nick,
        "avatar": null,
        "banner": null,
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "communication_disabled_until": null,
        "unusual_dm_activity_until": null,
    });
    if let Some(p) = permissions {
        member["permissions"] = json!(p.to_string());
    }
    member
}

/// A thread of `parent` named `name` (`POST /channels/{id}/threads`, `DELETE`).
pub fn thread_channel(id: u64, parent: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": GUILD_ID.to_string(),
        "parent_id": parent.to_string(),
        "owner_id": APP_ID.to_string(),
        "name": name,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": 10080,
            "archive_timestamp": TIMESTAMP,
            "locked": false,
            "create_timestamp": TIMESTAMP,
        },
        "member": { "id": id.to_string(), "user_id": APP_ID.to_string(), "join_timestamp": TIMESTAMP, "flags": 1 },
    })
}

/// The partial channel an interaction carries.
fn channel_json(place: &Place) -> Value {
    match place.parent {
        None => json!({
            "id": place.channel.to_string(),
            "type": 0,
            "name": "games",
            "guild_id": GUILD_ID.to_string(),
            "permissions": place.member.to_string(),
            "nsfw": false,
            "position": 0,
            "parent_id": null,
            "topic": null,
            "flags": 0,
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "permission_overwrites": [],
        }),
        Some(parent) => {
            let mut thread = thread_channel(place.channel, parent, "a game");
            thread["permissions"] = json!(place.member.to_string());
            thread
        }
    }
}

/// The fields every interaction has, from `user` at `place`.
fn interaction_json(id: u64, token: &str, kind: u8, user: &FakeUser, place: &Place) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "guild_id": GUILD_ID.to_string(),
        "channel_id": place.channel.to_string(),
        "channel": channel_json(place),
        "member": member_json(user, Some(place.member)),
        "token": token,
        "version": 1,
        "app_permissions": place.bot.to_string(),
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": { "0": GUILD_ID.to_string() },
        "context": 0,
        "attachment_size_limit": 26_214_400,
    })
}

/// An `INTERACTION_CREATE` `d`: `/checkers <sub> <options>` from `user` in the channel.
/// `options` is the subcommand's option list, e.g. `[{"name":"players","type":4,"value":0}]`.
pub fn slash_command(id: u64, token: &str, user: &FakeUser, sub: &str, options: Value) -> Value {
    slash_command_at(id, token, user, sub, options, &Place::CHANNEL)
}

/// [`slash_command`] at `place`.
pub fn slash_command_at(
    id: u64,
    token: &str,
    user: &FakeUser,
    sub: &str,
    options: Value,
    place: &Place,
) -> Value {
    let mut d = interaction_json(id, token, 2, user, place);
    d["data"] = json!({
        "id": COMMAND_ID.to_string(),
        "name": "checkers",
        "type": 1,
        "options": [{ "name": sub, "type": 1, "options": options }],
        "guild_id": GUILD_ID.to_string(),
    });
    d
}

/// [`slash_command`] with a user option `option` naming `target` (a member of the guild),
/// and Discord's `resolved` data for it, after the other `options`.
pub fn slash_command_naming(
    id: u64,
    token: &str,
    user: &FakeUser,
    sub: &str,
    (option, target): (&str, &FakeUser),
    options: Value,
) -> Value {
    let mut list = options.as_array().cloned().unwrap_or_default();
    list.push(json!({ "name": option, "type": 6, "value": target.id.to_string() }));
    let mut d = slash_command(id, token, user, sub, Value::Array(list));
    let mut member = member_json(target, None);
    if let Some(m) = member.as_object_mut() {
        m.remove("user");
    }
    d["data"]["resolved"] = json!({
        "users": { target.id.to_string(): user_json(target.id, target.name, false) },
        "members": { target.id.to_string(): member },
    });
    d
}

/// An autocomplete `INTERACTION_CREATE` `d`: `/checkers move text:<typed>` being typed.
pub fn autocomplete(id: u64, token: &str, user: &FakeUser, typed: &str, place: &Place) -> Value {
    let mut d = interaction_json(id, token, 4, user, place);
    d["data"] = json!({
        "id": COMMAND_ID.to_string(),
        "name": "checkers",
        "type": 1,
        "options": [{ "name": "move", "type": 1, "options": [
            { "name": "text", "type": 3, "value": typed, "focused": true }
        ] }],
        "guild_id": GUILD_ID.to_string(),
    });
    d
}

/// A button press `INTERACTION_CREATE` `d`: `user` presses `custom_id` on `message` (the
/// message as the bot posted it, with `id` and `components`).
pub fn button(
    id: u64,
    token: &str,
    user: &FakeUser,
    message: &Value,
    custom_id: &str,
    place: &Place,
) -> Value {
    let mut d = interaction_json(id, token, 3, user, place);
    d["data"] = json!({ "custom_id": custom_id, "component_type": 2 });
    d["message"] = message.clone();
    d
}

/// A select menu choice `INTERACTION_CREATE` `d`: `user` picks `values` in the menu
/// `custom_id` on `message` (the message as the bot sent it, with `id` and
/// `components`), as Discord sends it (`component_type` 3, the values chosen).
pub fn select(
    id: u64,
    token: &str,
    user: &FakeUser,
    message: &Value,
    custom_id: &str,
    values: &[&str],
    place: &Place,
) -> Value {
    let mut d = interaction_json(id, token, 3, user, place);
    d["data"] = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
    d["message"] = message.clone();
    d
}

/// A private (ephemeral, flags 64) message the bot sent as an interaction's answer, with
/// its components `rows` as the bot sent them: what Discord sends back inside a press
/// on it.
pub fn ephemeral_message(id: u64, channel: u64, content: &str, rows: &Value) -> Value {
    let mut message = with_components(interaction_message(id, channel, content), rows);
    message["flags"] = json!(64);
    message
}

/// A `MESSAGE_CREATE` `d`: `content` typed by `user` in the channel.
pub fn message_create(id: u64, user: &FakeUser, content: &str) -> Value {
    message_create_at(id, user, content, CHANNEL_ID)
}

/// [`message_create`] in `channel` (a thread, say). The bot is in `mentions` when the
/// text mentions it (`<@APP_ID>`), as Discord fills them in.
pub fn message_create_at(id: u64, user: &FakeUser, content: &str, channel: u64) -> Value {
    let mut message = message_json(id, channel, user_json(user.id, user.name, false), content);
    let app = APP_ID.to_string();
    if content.contains(&format!("<@{app}>")) || content.contains(&format!("<@!{app}>")) {
        message["mentions"] = json!([bot_user()]);
    }
    message["guild_id"] = json!(GUILD_ID.to_string());
    let mut member = member_json(user, None);
    if let Some(m) = member.as_object_mut() {
        m.remove("user");
    }
    message["member"] = member;
    message
}

/// A `MESSAGE_CREATE` `d`: `user` replies `content` to `replied` (a message as Discord
/// sends it, e.g. the fake's answer to the bot's post) in its channel; with `ping`, the
/// replied-to author is mentioned (Discord's default, "@ ON").
pub fn reply_create(id: u64, user: &FakeUser, content: &str, replied: &Value, ping: bool) -> Value {
    let channel = replied["channel_id"]
        .as_str()
        .and_then(|c| c.parse().ok())
        .unwrap_or(CHANNEL_ID);
    let mut message = message_create_at(id, user, content, channel);
    message["type"] = json!(19);
    message["message_reference"] = json!({
        "type": 0,
        "message_id": replied["id"],
        "channel_id": replied["channel_id"],
        "guild_id": GUILD_ID.to_string(),
    });
    message["referenced_message"] = replied.clone();
    if ping {
        if let Some(mentions) = message["mentions"].as_array_mut() {
            if !mentions.iter().any(|u| u["id"] == replied["author"]["id"]) {
                mentions.push(replied["author"].clone());
            }
        }
    }
    message
}

/// A message the bot posted in a channel (the answer to `POST /channels/{id}/messages`).
pub fn bot_message(id: u64, channel: u64, content: &str) -> Value {
    message_json(id, channel, bot_user(), content)
}

/// A message the bot posted as an interaction's response or follow-up (webhooks): it
/// carries the application as `webhook_id` and the interaction's metadata.
pub fn interaction_message(id: u64, channel: u64, content: &str) -> Value {
    let mut message = bot_message(id, channel, content);
    message["webhook_id"] = json!(APP_ID.to_string());
    message["application_id"] = json!(APP_ID.to_string());
    message["interaction_metadata"] = json!({
        "id": id.to_string(),
        "type": 2,
        "user": user_json(100, "someone", false),
        "authorizing_integration_owners": { "0": GUILD_ID.to_string() },
    });
    message
}

fn message_json(id: u64, channel: u64, author: Value, content: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": author,
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "mention_channels": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
        "nonce": id.to_string(),
    })
}

/// Buttons as Discord sends them back inside a message: `rows` as the bot sent them.
pub fn with_components(mut message: Value, rows: &Value) -> Value {
    message["components"] = rows.clone();
    message
}

#[cfg(test)]
mod payloads_decode {
    //! Every payload the fake sends decodes into serenity's model, so a broken payload
    //! fails here instead of being silently dropped by the bot.

    use serenity::model::application::{
        ActionRowComponent, ComponentInteractionDataKind, CurrentApplicationInfo, Interaction,
    };
    use serenity::model::channel::{ChannelType, GuildChannel, Message};
    use serenity::model::event::{Event, GatewayEvent};
    use serenity::model::gateway::{BotGateway, Ready};
    use serenity::model::id::{ChannelId, MessageId, WebhookId};
    use serenity::model::user::CurrentUser;
    use serenity::model::Permissions;

    use super::*;

    const ALICE: FakeUser = FakeUser {
        id: 1001,
        name: "alice",
        nick: Some("@everyone"),
    };

    fn frame(event: &str, data: Value) -> GatewayEvent {
        let frame = json!({ "op": 0, "s": 7, "t": event, "d": data });
        serde_json::from_value(frame).expect("gateway frame decodes")
    }

    #[test]
    fn ready_decodes() {
        let ready: Ready =
            serde_json::from_value(ready_payload("ws://x", true)).expect("READY decodes");
        assert_eq!(ready.application.id.get(), APP_ID);
        assert!(matches!(
            frame("READY", ready_payload("ws://x", false)),
            GatewayEvent::Dispatch(7, Event::Ready(_))
        ));
    }

    #[test]
    fn slash_command_decodes() {
        let options = json!([{ "name": "players", "type": 4, "value": 0 }]);
        let payload = slash_command(5, "tok", &ALICE, "new", options);
        let interaction: Interaction =
            serde_json::from_value(payload.clone()).expect("interaction decodes");
        let Interaction::Command(command) = interaction else {
            panic!("not a command interaction")
        };
        assert_eq!(command.user.id.get(), ALICE.id);
        assert_eq!(
            command.member.as_ref().and_then(|m| m.nick.as_deref()),
            Some("@everyone")
        );
        assert!(command
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some());
        assert_eq!(command.app_permissions.map(|p| p.bits()), Some(perm::BOT));
        assert_eq!(command.data.options().len(), 1);
        assert!(matches!(
            frame("INTERACTION_CREATE", payload),
            GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
        ));
    }

    /// `/checkers new players:4 teams:true` (a boolean option) and `/checkers solo
    /// view:board` (a choice, sent as its index) decode with their option values.
    #[test]
    fn team_and_solo_commands_decode() {
        use serenity::model::application::CommandDataOptionValue;
        let options = json!([
            { "name": "players", "type": 4, "value": 2 },
            { "name": "teams", "type": 5, "value": true }
        ]);
        let payload = slash_command(6, "tok", &ALICE, "new", options);
        let Interaction::Command(command) = serde_json::from_value(payload).expect("decodes")
        else {
            panic!("not a command interaction")
        };
        let CommandDataOptionValue::SubCommand(new) = &command.data.options[0].value else {
            panic!("not a subcommand")
        };
        assert_eq!(new[1].name, "teams");
        assert_eq!(new[1].value, CommandDataOptionValue::Boolean(true));
        let options = json!([{ "name": "view", "type": 4, "value": 1 }]);
        let payload = slash_command(7, "tok", &ALICE, "solo", options);
        let Interaction::Command(command) = serde_json::from_value(payload).expect("decodes")
        else {
            panic!("not a command interaction")
        };
        assert_eq!(command.data.options[0].name, "solo");
        let CommandDataOptionValue::SubCommand(solo) = &command.data.options[0].value else {
            panic!("not a subcommand")
        };
        assert_eq!(solo[0].value, CommandDataOptionValue::Integer(1));
    }

    #[test]
    fn a_command_in_a_thread_decodes_as_a_thread() {
        let place = Place::thread(THREAD_ID).member(perm::MEMBER | perm::MANAGE_THREADS);
        let payload = slash_command_at(5, "tok", &ALICE, "abort", json!([]), &place);
        let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload)
        else {
            panic!("not a command interaction")
        };
        let channel = command.channel.expect("the channel");
        assert_eq!(channel.kind, ChannelType::PublicThread);
        assert_eq!(channel.parent_id.map(ChannelId::get), Some(CHANNEL_ID));
        assert!(command
            .member
            .and_then(|m| m.permissions)
            .is_some_and(Permissions::manage_threads));
    }

    #[test]
    fn autocomplete_decodes() {
        let payload = autocomplete(5, "tok", &ALICE, "d2", &Place::CHANNEL);
        let Ok(Interaction::Autocomplete(auto)) = serde_json::from_value::<Interaction>(payload)
        else {
            panic!("not an autocomplete interaction")
        };
        assert_eq!(
            auto.data.autocomplete().map(|a| (a.name, a.value)),
            Some(("text", "d2"))
        );
    }

    #[test]
    fn a_button_press_decodes() {
        let rows = json!([{ "type": 1, "components": [
            { "type": 2, "style": 1, "label": "Join", "custom_id": "checkers:join:00", "disabled": false }
        ] }]);
        let message = with_components(bot_message(9, CHANNEL_ID, "lobby"), &rows);
        let payload = button(
            5,
            "tok",
            &ALICE,
            &message,
            "checkers:join:00",
            &Place::CHANNEL,
        );
        let Ok(Interaction::Component(press)) =
            serde_json::from_value::<Interaction>(payload.clone())
        else {
            panic!("not a component interaction")
        };
        assert_eq!(press.data.custom_id, "checkers:join:00");
        assert_eq!(press.message.id.get(), 9);
        assert_eq!(press.message.components.len(), 1);
        assert!(matches!(
            frame("INTERACTION_CREATE", payload),
            GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
        ));
    }

    #[test]
    fn a_slash_command_naming_a_member_decodes_with_the_member_resolved() {
        let bob = FakeUser {
            id: 1002,
            name: "bob",
            nick: Some("Bobby"),
        };
        let page = json!([{ "name": "page", "type": 4, "value": 2 }]);
        let payload = slash_command_naming(5, "tok", &ALICE, "history", ("user", &bob), page);
        let Ok(Interaction::Command(command)) =
            serde_json::from_value::<Interaction>(payload.clone())
        else {
            panic!("not a command interaction")
        };
        let sub = &command.data.options()[0];
        assert_eq!(sub.name, "history");
        let serenity::model::application::ResolvedValue::SubCommand(options) = &sub.value else {
            panic!("not a subcommand: {:?}", sub.value)
        };
        assert_eq!(options.len(), 2);
        assert!(matches!(
            options[0].value,
            serenity::model::application::ResolvedValue::Integer(2)
        ));
        let serenity::model::application::ResolvedValue::User(named, member) = &options[1].value
        else {
            panic!("not a user: {:?}", options[1].value)
        };
        assert_eq!((named.id.get(), named.name.as_str()), (bob.id, "bob"));
        assert_eq!(member.and_then(|m| m.nick.as_deref()), Some("Bobby"));
        assert!(matches!(
            frame("INTERACTION_CREATE", payload),
            GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
        ));
    }

    #[test]
    fn a_forget_me_button_press_on_an_ephemeral_message_decodes() {
        let rows = json!([{ "type": 1, "components": [
            { "type": 2, "style": 4, "label": "Forget me", "custom_id": "forget-me:confirm:1001" },
            { "type": 2, "style": 2, "label": "Cancel", "custom_id": "forget-me:cancel:1001" }
        ] }]);
        let mut message = with_components(interaction_message(9, CHANNEL_ID, "sure?"), &rows);
        message["flags"] = json!(64);
        let payload = button(
            5,
            "tok",
            &ALICE,
            &message,
            "forget-me:confirm:1001",
            &Place::CHANNEL,
        );
        let Ok(Interaction::Component(press)) = serde_json::from_value::<Interaction>(payload)
        else {
            panic!("not a component interaction")
        };
        assert_eq!(press.data.custom_id, "forget-me:confirm:1001");
        assert_eq!(press.user.id.get(), ALICE.id);
        assert!(press
            .message
            .flags
            .is_some_and(|f| f.contains(serenity::model::channel::MessageFlags::EPHEMERAL)));
        assert_eq!(press.message.components[0].components.len(), 2);
    }

    #[test]
    fn a_takeback_button_press_decodes() {
        let rows = json!([{ "type": 1, "components": [
            { "type": 2, "style": 3, "label": "Accept", "custom_id": "checkers-takeback:accept:000000000000002a" },
            { "type": 2, "style": 4, "label": "Decline", "custom_id": "checkers-takeback:decline:000000000000002a" }
        ] }]);
        let message = with_components(
            interaction_message(9, CHANNEL_ID, "alice asks to take back the move d2-e7."),
            &rows,
        );
        let payload = button(
            5,
            "tok",
            &ALICE,
            &message,
            "checkers-takeback:decline:000000000000002a",
            &Place::CHANNEL,
        );
        let Ok(Interaction::Component(press)) = serde_json::from_value::<Interaction>(payload)
        else {
            panic!("not a component interaction")
        };
        assert_eq!(
            press.data.custom_id,
            "checkers-takeback:decline:000000000000002a"
        );
        assert_eq!(press.user.id.get(), ALICE.id);
        assert_eq!(press.message.components[0].components.len(), 2);
    }

    #[test]
    fn a_select_menu_choice_on_a_private_message_decodes() {
        // The menu as the bot sends it (serenity's builder), then back inside the press.
        let rows = json!([{ "type": 1, "components": [{
            "type": 3, "custom_id": "checkers:mp:0123abcd:0", "placeholder": "Peg to move",
            "options": [
                { "label": "d2 · 2 moves", "value": "d2", "default": false },
                { "label": "More…", "value": "p:1" }
            ]
        }] }]);
        let message = ephemeral_message(9, CHANNEL_ID, "Choose the peg", &rows);
        let payload = select(
            5,
            "tok",
            &ALICE,
            &message,
            "checkers:mp:0123abcd:0",
            &["d2"],
            &Place::CHANNEL,
        );
        let Ok(Interaction::Component(press)) =
            serde_json::from_value::<Interaction>(payload.clone())
        else {
            panic!("not a component interaction")
        };
        assert_eq!(press.data.custom_id, "checkers:mp:0123abcd:0");
        assert!(matches!(
            &press.data.kind,
            ComponentInteractionDataKind::StringSelect { values } if values == &["d2".to_string()]
        ));
        assert_eq!(press.message.id.get(), 9);
        assert!(press.message.flags.is_some_and(|f| f.bits() & 64 != 0));
        let ActionRowComponent::SelectMenu(menu) = &press.message.components[0].components[0]
        else {
            panic!("not a select menu")
        };
        assert_eq!(menu.options.len(), 2);
        assert!(matches!(
            frame("INTERACTION_CREATE", payload),
            GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
        ));
    }

    #[test]
    fn messages_decode() {
        let typed = message_create(6, &ALICE, "d2 e7");
        let message: Message =
            serde_json::from_value(typed.clone()).expect("MESSAGE_CREATE decodes");
        assert_eq!(
            (message.author.id.get(), message.content.as_str()),
            (ALICE.id, "d2 e7")
        );
        assert!(matches!(
            frame("MESSAGE_CREATE", typed),
            GatewayEvent::Dispatch(_, Event::MessageCreate(_))
        ));
        let in_thread: Message =
            serde_json::from_value(message_create_at(7, &ALICE, "d2 e7", THREAD_ID))
                .expect("a message in a thread decodes");
        assert_eq!(in_thread.channel_id.get(), THREAD_ID);
        let posted: Message =
            serde_json::from_value(bot_message(8, CHANNEL_ID, "hi")).expect("bot message decodes");
        assert!(posted.author.bot);
    }

    #[test]
    fn mentions_and_replies_decode() {
        let mention = message_create(6, &ALICE, &format!("<@{APP_ID}> d2 e7"));
        let message: Message = serde_json::from_value(mention.clone()).expect("a mention decodes");
        assert_eq!(
            message
                .mentions
                .iter()
                .map(|u| u.id.get())
                .collect::<Vec<_>>(),
            vec![APP_ID]
        );
        let board: Message = serde_json::from_value(bot_message(8, CHANNEL_ID, "board"))
            .expect("bot message decodes");
        let answer: Message = serde_json::from_value(interaction_message(9, CHANNEL_ID, "board"))
            .expect("an interaction's message decodes");
        assert!(board.interaction_metadata.is_none() && board.webhook_id.is_none());
        assert!(answer.interaction_metadata.is_some());
        assert_eq!(answer.webhook_id.map(WebhookId::get), Some(APP_ID));
        for (ping, mentions) in [(true, vec![APP_ID]), (false, vec![])] {
            let payload = reply_create(7, &ALICE, "d2 e7", &bot_message(8, CHANNEL_ID, "b"), ping);
            let reply: Message = serde_json::from_value(payload.clone()).expect("a reply decodes");
            assert_eq!(
                reply
                    .mentions
                    .iter()
                    .map(|u| u.id.get())
                    .collect::<Vec<_>>(),
                mentions
            );
            let replied = reply.referenced_message.expect("the replied-to message");
            assert_eq!((replied.id.get(), replied.author.id.get()), (8, APP_ID));
            assert_eq!(
                reply
                    .message_reference
                    .and_then(|r| r.message_id)
                    .map(MessageId::get),
                Some(8)
            );
            assert!(matches!(
                frame("MESSAGE_CREATE", payload),
                GatewayEvent::Dispatch(_, Event::MessageCreate(_))
            ));
        }
    }

    #[test]
    fn without_the_intent_only_mentions_and_pinging_replies_keep_their_content() {
        let content = |m: Value| without_content(m)["content"].as_str().map(str::to_string);
        let plain = message_create(6, &ALICE, "d2 e7");
        assert_eq!(content(plain.clone()).as_deref(), Some(""));
        let mention = format!("<@!{APP_ID}> d2 e7");
        assert_eq!(
            content(message_create(6, &ALICE, &mention)).as_deref(),
            Some(mention.as_str())
        );
        let board = bot_message(8, CHANNEL_ID, "board");
        let reply = |to: &Value, ping| content(reply_create(7, &ALICE, "d2 e7", to, ping));
        assert_eq!(reply(&board, true).as_deref(), Some("d2 e7"));
        assert_eq!(reply(&board, false).as_deref(), Some(""));
        // Replies to an interaction's answer are not delivered, pinging or not.
        let answer = interaction_message(9, CHANNEL_ID, "board");
        assert_eq!(reply(&answer, true).as_deref(), Some(""));
        // A reply to someone else's message that mentions them.
        let other = message_json(10, CHANNEL_ID, user_json(ALICE.id, "alice", false), "hi");
        assert_eq!(reply(&other, true).as_deref(), Some(""));
        // A DM keeps its content.
        let mut dm = plain;
        dm.as_object_mut().map(|m| m.remove("guild_id"));
        assert_eq!(content(dm).as_deref(), Some("d2 e7"));
    }

    #[test]
    fn rest_answers_decode() {
        let info: CurrentApplicationInfo =
            serde_json::from_value(application_info(true)).expect("application info decodes");
        assert!(info.flags.is_some());
        let _: CurrentUser = serde_json::from_value(bot_user()).expect("current user decodes");
        let _: BotGateway =
            serde_json::from_value(bot_gateway("ws://x")).expect("gateway/bot decodes");
        let thread: GuildChannel =
            serde_json::from_value(thread_channel(12, CHANNEL_ID, "game")).expect("thread decodes");
        assert_eq!(thread.kind, ChannelType::PublicThread);
        assert_eq!(thread.parent_id.map(ChannelId::get), Some(CHANNEL_ID));
    }
}
