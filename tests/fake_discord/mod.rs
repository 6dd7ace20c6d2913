//! A fake Discord for end-to-end tests: the REST routes and the gateway the bot uses, on
//! loopback, recording every REST request.
//!
//! REST lives under `/api/v10` (the bot's `api_base` points here); the gateway is a
//! websocket at `/ws` that sends HELLO, answers IDENTIFY with READY (or closes with 4014
//! when the message-content intent is asked for but not granted, as Discord does) and
//! heartbeats with ACK, and forwards dispatch events the test pushes with
//! [`FakeDiscord::dispatch`], numbering them.
//!
//! serenity drops an event it cannot decode with only a debug log, so every payload here
//! is complete; the unit tests at the bottom decode each one into serenity's model.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

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
/// The one text channel.
pub const CHANNEL_ID: u64 = 920_000_000_000_000_001;
/// The `/checkers` command's id.
pub const COMMAND_ID: u64 = 930_000_000_000_000_001;
/// A token the fake refuses (401), as Discord does a wrong or reset one.
pub const BAD_TOKEN: &str = "bad-token";
/// `MESSAGE_CONTENT` in the IDENTIFY intents.
pub const INTENT_MESSAGE_CONTENT: u64 = 1 << 15;
/// `GATEWAY_MESSAGE_CONTENT_LIMITED` in the application flags.
const FLAG_MESSAGE_CONTENT_LIMITED: u64 = 1 << 19;
/// Every permission bit Discord defines (members in the tests are all-powerful or not).
const ALL_PERMISSIONS: &str = "2251799813685247";
/// `SEND_MESSAGES | VIEW_CHANNEL | ATTACH_FILES | EMBED_LINKS | USE_APPLICATION_COMMANDS`.
const MEMBER_PERMISSIONS: &str = "2147601408";
const TIMESTAMP: &str = "2024-01-01T00:00:00.000000+00:00";

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

struct Shared {
    options: Options,
    ws_url: String,
    requests: Mutex<Vec<Recorded>>,
    gateway: Mutex<Option<mpsc::UnboundedSender<WsMessage>>>,
    identifies: Mutex<Vec<Value>>,
    ready: Mutex<bool>,
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

    /// Sends a dispatch event (`t`, `d`) on the gateway with the next sequence number.
    ///
    /// # Panics
    /// When the bot is not connected.
    pub fn dispatch(&self, event: &str, data: Value) {
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

    /// Waits until READY was sent; false after `timeout`.
    pub async fn wait_ready(&self, timeout: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + timeout;
        while !self.is_ready() {
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        true
    }
}

fn dispatch_frame(shared: &Shared, event: &str, data: Value) -> Value {
    let seq = shared.seq.fetch_add(1, Ordering::SeqCst);
    json!({ "op": 0, "s": seq, "t": event, "d": data })
}

// ---------------------------------------------------------------------------------------
// Gateway

async fn gateway(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| connection(shared, socket))
}

/// One gateway connection: HELLO, then IDENTIFY → READY, heartbeats, pushed events.
async fn connection(shared: Arc<Shared>, mut socket: WebSocket) {
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
                if intents & INTENT_MESSAGE_CONTENT != 0 && !shared.options.message_content {
                    let close = CloseFrame {
                        code: 4014,
                        reason: "Disallowed intent(s).".into(),
                    };
                    let _ = socket.send(WsMessage::Close(Some(close))).await;
                    return;
                }
                let ready = dispatch_frame(
                    &shared,
                    "READY",
                    ready_payload(&shared.ws_url, shared.options.message_content),
                );
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
    let method = request.method().to_string();
    let full = request.uri().path().to_string();
    let authorized = request
        .headers()
        .get(axum::http::header::AUTHORIZATION)
        .is_some_and(|v| v.as_bytes() != format!("Bot {BAD_TOKEN}").as_bytes());
    let (json, files) = read_body(request).await;
    let Some(path) = full.strip_prefix("/api/v10") else {
        eprintln!("fake discord: {method} {full} outside /api/v10");
        return StatusCode::NOT_FOUND.into_response();
    };
    let content = json
        .as_ref()
        .and_then(|j| j.get("content").or_else(|| j.pointer("/data/content")))
        .cloned();
    lock(&shared.requests).push(Recorded {
        method: method.clone(),
        path: path.to_string(),
        json,
        files,
    });

    if !authorized {
        let body = Json(json!({ "message": "401: Unauthorized", "code": 0 }));
        return (StatusCode::UNAUTHORIZED, body).into_response();
    }
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let content = content
        .and_then(|c| c.as_str().map(str::to_string))
        .unwrap_or_default();
    match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => Json(json!({ "url": shared.ws_url })).into_response(),
        ("GET", ["gateway", "bot"]) => Json(bot_gateway(&shared.ws_url)).into_response(),
        ("GET", ["users", "@me"]) => Json(bot_user()).into_response(),
        ("GET", ["oauth2", "applications", "@me"]) => {
            let mut info = application_info(shared.options.message_content);
            if !shared.options.report_flags {
                if let Some(info) = info.as_object_mut() {
                    info.remove("flags");
                }
            }
            Json(info).into_response()
        }
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            Json(json!([])).into_response()
        }
        ("POST", ["interactions", _, _, "callback"]) => StatusCode::NO_CONTENT.into_response(),
        ("POST", ["webhooks", _, _]) | ("PATCH", ["webhooks", _, _, "messages", _]) => {
            Json(bot_message(shared.next_id(), CHANNEL_ID, &content)).into_response()
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel = channel.parse().unwrap_or(CHANNEL_ID);
            Json(bot_message(shared.next_id(), channel, &content)).into_response()
        }
        _ => {
            eprintln!("fake discord: unhandled {method} {path}");
            (
                StatusCode::NOT_FOUND,
                Json(json!({ "message": "404: Not Found", "code": 0 })),
            )
                .into_response()
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

fn member_json(user: &FakeUser, permissions: Option<&str>) -> Value {
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
        member["permissions"] = json!(p);
    }
    member
}

/// An `INTERACTION_CREATE` `d`: `/checkers <sub> <options>` from `user` in the channel.
/// `options` is the subcommand's option list, e.g. `[{"name":"players","type":4,"value":0}]`.
pub fn slash_command(id: u64, token: &str, user: &FakeUser, sub: &str, options: Value) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": 2,
        "data": {
            "id": COMMAND_ID.to_string(),
            "name": "checkers",
            "type": 1,
            "options": [{ "name": sub, "type": 1, "options": options }],
            "guild_id": GUILD_ID.to_string(),
        },
        "guild_id": GUILD_ID.to_string(),
        "channel_id": CHANNEL_ID.to_string(),
        "channel": {
            "id": CHANNEL_ID.to_string(),
            "type": 0,
            "name": "games",
            "guild_id": GUILD_ID.to_string(),
            "permissions": MEMBER_PERMISSIONS,
            "nsfw": false,
            "position": 0,
            "parent_id": null,
            "topic": null,
            "flags": 0,
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "permission_overwrites": [],
        },
        "member": member_json(user, Some(MEMBER_PERMISSIONS)),
        "token": token,
        "version": 1,
        "app_permissions": ALL_PERMISSIONS,
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": { "0": GUILD_ID.to_string() },
        "context": 0,
        "attachment_size_limit": 26_214_400,
    })
}

/// A `MESSAGE_CREATE` `d`: `content` typed by `user` in the channel.
pub fn message_create(id: u64, user: &FakeUser, content: &str) -> Value {
    let mut message = message_json(
        id,
        CHANNEL_ID,
        user_json(user.id, user.name, false),
        content,
    );
    message["guild_id"] = json!(GUILD_ID.to_string());
    let mut member = member_json(user, None);
    if let Some(m) = member.as_object_mut() {
        m.remove("user");
    }
    message["member"] = member;
    message
}

/// A message the bot posted (the answer to `POST /channels/{id}/messages` and webhooks).
pub fn bot_message(id: u64, channel: u64, content: &str) -> Value {
    message_json(id, channel, bot_user(), content)
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

#[cfg(test)]
mod payloads_decode {
    //! Every payload the fake sends decodes into serenity's model, so a broken payload
    //! fails here instead of being silently dropped by the bot.

    use serenity::model::application::{CurrentApplicationInfo, Interaction};
    use serenity::model::channel::Message;
    use serenity::model::event::{Event, GatewayEvent};
    use serenity::model::gateway::{BotGateway, Ready};
    use serenity::model::user::CurrentUser;

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
        assert_eq!(command.data.options().len(), 1);
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
        let posted: Message =
            serde_json::from_value(bot_message(8, CHANNEL_ID, "hi")).expect("bot message decodes");
        assert!(posted.author.bot);
    }

    #[test]
    fn rest_answers_decode() {
        let info: CurrentApplicationInfo =
            serde_json::from_value(application_info(true)).expect("application info decodes");
        assert!(info.flags.is_some());
        let _: CurrentUser = serde_json::from_value(bot_user()).expect("current user decodes");
        let _: BotGateway =
            serde_json::from_value(bot_gateway("ws://x")).expect("gateway/bot decodes");
    }
}
