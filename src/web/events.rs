//! `GET /api/socket/<credential>` (a WebSocket, [`socket`]) and
//! `GET /api/events/<credential>` (Server-Sent Events, [`stream`], where a WebSocket
//! cannot connect): the table's view, live. The first
//! event is the view now; another follows each change of the table's revision, pushed
//! when an input in this process answered the channel ([`Tables::changes`]) and looked
//! for every [`POLL`] otherwise (a write by another process sharing the database). The
//! browser's `EventSource` reconnects by itself ([`RETRY`]) after a restart.
//!
//! Events: `view` (a [`crate::table::LiveView`] as JSON), `none` (no table at this
//! channel now) and `seat` (a seat token: the link was for an earlier game, and its
//! person has a seat in the game now; the page moves to it).
//!
//! [`Tables::changes`]: crate::table::Tables::changes

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::broadcast::Receiver;

use super::{said, Credential, Web};

/// How often a stream looks at its table without being told of a change.
pub const POLL: Duration = Duration::from_secs(2);

/// How long the browser waits before it reconnects a lost stream.
pub const RETRY: Duration = Duration::from_secs(1);

/// Waits until `channel` changes in this process, at most [`POLL`].
async fn changed(changes: &mut Receiver<u64>, channel: u64) {
    let wait = async {
        loop {
            match changes.recv().await {
                Ok(c) if c == channel => return,
                Ok(_) => {}
                // Behind: look again now.
                Err(RecvError::Lagged(_)) => return,
                Err(RecvError::Closed) => std::future::pending::<()>().await,
            }
        }
    };
    let _ = tokio::time::timeout(POLL, wait).await;
}

/// What a stream sent last.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sent {
    /// Nothing yet.
    Nothing,
    /// "No table".
    NoTable,
    /// The view at this revision.
    Revision(u64),
}

/// One stream's state.
struct Watching {
    /// The "no table" event's data.
    no_game: String,
    web: Web,
    credential: Credential,
    /// The game the credential's place shows (its changes are announced by the game).
    game: u64,
    changes: Receiver<u64>,
    /// What was sent last.
    sent: Sent,
    _permit: tokio::sync::OwnedSemaphorePermit,
    _slot: super::StreamSlot,
}

/// One event: its name (`view`, `none`, `seat`) and its data (the JSON text of the view,
/// the "no table" text as JSON, or the seat token).
struct Said {
    name: &'static str,
    data: String,
}

impl Watching {
    /// The next event of the stream or socket: the view now on the first call, then
    /// after each change of the table's revision (or of "no table").
    async fn next(&mut self) -> Said {
        loop {
            if self.sent != Sent::Nothing {
                changed(&mut self.changes, self.game).await;
            }
            let live = self.web.live(&self.credential).await;
            // The person's seat in the game now, when the link was for an earlier one.
            if let Some((_, Some(token))) = &live {
                return Said {
                    name: "seat",
                    data: token.clone(),
                };
            }
            let view = live.map(|(view, _)| view);
            let now = view
                .as_ref()
                .map_or(Sent::NoTable, |v| Sent::Revision(v.revision));
            if self.sent == now {
                continue;
            }
            self.sent = now;
            return match view {
                Some(view) => match serde_json::to_string(&view) {
                    Ok(data) => Said { name: "view", data },
                    Err(_) => continue,
                },
                None => Said {
                    name: "none",
                    data: self.no_game.clone(),
                },
            };
        }
    }
}

/// A watcher for `credential` from `client`, or the refusal to answer instead (a bad
/// link, too many streams of this client or of the process), in the person's language.
async fn watch(
    web: Web,
    credential: Option<String>,
    client: &super::Client,
    headers: &axum::http::HeaderMap,
) -> Result<Watching, Box<Response>> {
    let cat = super::words(headers, None);
    let Some(credential) = super::seat::presented(headers, credential) else {
        return Err(Box::new(super::refused(super::TokenError::Forged, cat)));
    };
    let credential = match web.credential(&credential).await {
        Ok(c) => c,
        Err(e) => return Err(Box::new(super::refused(e, cat))),
    };
    let Some(slot) = web.stream_of(client.0) else {
        return Err(Box::new(said(
            StatusCode::TOO_MANY_REQUESTS,
            crate::t!(cat, "web-too-many"),
        )));
    };
    let Ok(permit) = std::sync::Arc::clone(&web.0.streams).try_acquire_owned() else {
        return Err(Box::new(said(
            StatusCode::SERVICE_UNAVAILABLE,
            crate::t!(cat, "web-too-many"),
        )));
    };
    let no_game = serde_json::json!({ "text": crate::t!(cat, "web-no-game") }).to_string();
    let changes = web.0.tables.changes();
    // The game its place shows (a thread of a game found anywhere shows another's).
    let (tables, place) = (std::sync::Arc::clone(&web.0.tables), credential.channel());
    let game = tokio::task::spawn_blocking(move || tables.game_of(place))
        .await
        .unwrap_or(place);
    Ok(Watching {
        no_game,
        web,
        credential,
        game,
        changes,
        sent: Sent::Nothing,
        _permit: permit,
        _slot: slot,
    })
}

pub(super) async fn stream(
    State(web): State<Web>,
    Path(credential): Path<String>,
    axum::Extension(client): axum::Extension<super::Client>,
    headers: axum::http::HeaderMap,
) -> Response {
    let start = match watch(web, Some(credential), &client, &headers).await {
        Ok(w) => w,
        Err(refusal) => return *refusal,
    };
    let events = futures_util::stream::unfold(start, |mut w| async move {
        let first = w.sent == Sent::Nothing;
        let said = w.next().await;
        let mut event = Event::default().event(said.name).data(said.data);
        if first {
            event = event.retry(RETRY);
        }
        Some((Ok::<_, Infallible>(event), w))
    });
    let mut response = Sse::new(events)
        .keep_alive(KeepAlive::default())
        .into_response();
    // A proxy that buffers (nginx) would hold the events back.
    response.headers_mut().insert(
        "x-accel-buffering",
        axum::http::HeaderValue::from_static("no"),
    );
    response
}

/// How often a socket is pinged, so that a proxy that closes idle connections (Discord's
/// Activity proxy among them) keeps it, and a dead peer is noticed.
pub const PING: Duration = Duration::from_secs(20);

/// `GET /api/socket/<credential>`: the same events over a WebSocket, the transport
/// Discord's Activity proxy documents ("we currently only support websockets",
/// Discord's "Activities: Networking"). Each text message is
/// `{"event": NAME, "data": DATA}` with the event stream's names and data (the view and
/// the "no table" text as JSON objects, the seat token as a string). A refused link is
/// answered before the upgrade, with its status and words, as the stream does.
pub(super) async fn socket(
    State(web): State<Web>,
    path: Option<Path<String>>,
    axum::Extension(client): axum::Extension<super::Client>,
    headers: axum::http::HeaderMap,
    axum::Extension(slot): axum::Extension<super::ConnectionSlot>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Response {
    let upgrade = match upgrade {
        Ok(upgrade) => upgrade,
        Err(rejected) => {
            let cat = super::words(&headers, None);
            return said(rejected.status(), crate::t!(cat, "web-not-a-socket"));
        }
    };
    let watching = match watch(web, path.map(|Path(p)| p), &client, &headers).await {
        Ok(w) => w,
        Err(refusal) => return *refusal,
    };
    // A page that sent its credential as a subprotocol gets `checkers` back, as the
    // protocol requires (RFC 6455 §4.2.2).
    upgrade
        .protocols(["checkers"])
        .max_message_size(4096)
        .on_upgrade(move |socket| async move {
            // The connection's place in the limits is held while the socket lives.
            let _slot = slot;
            serve_socket(watching, socket).await;
        })
}

/// Sends the events on `socket` until the peer leaves; reads only to answer pings, to
/// learn that it closed (answered with a close of its own), and to see its pongs: a peer
/// that answers no ping for two rounds is gone, and its place is let go.
async fn serve_socket(mut watching: Watching, mut socket: WebSocket) {
    let mut ping = tokio::time::interval(PING);
    ping.tick().await;
    let mut heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            said = watching.next() => {
                // The view and the "no table" text are JSON already; the seat token is
                // text, written as a JSON string.
                let data = if said.name == "seat" {
                    serde_json::Value::String(said.data).to_string()
                } else {
                    said.data
                };
                let text = format!(r#"{{"event":"{}","data":{data}}}"#, said.name);
                if socket.send(Message::Text(text)).await.is_err() {
                    return;
                }
            }
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) => {
                    // The answering close is queued by the socket and written at its next
                    // read (the peer then closes the connection).
                    let _ = tokio::time::timeout(Duration::from_secs(1), socket.recv()).await;
                    return;
                }
                // A message over the size limit (or broken) ends the socket: 1009 or 1002.
                Some(Err(e)) => {
                    let code = if e.to_string().contains("size") { 1009 } else { 1002 };
                    let frame = axum::extract::ws::CloseFrame { code, reason: "".into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    return;
                }
                None => return,
                Some(Ok(_)) => heard = tokio::time::Instant::now(),
            },
            _ = ping.tick() => {
                if heard.elapsed() > 2 * PING + PING / 2
                    || socket.send(Message::Ping(Vec::new())).await.is_err()
                {
                    return;
                }
            }
        }
    }
}
