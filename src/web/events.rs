//! `GET /api/events/<credential>`: the table's view as Server-Sent Events. The first
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
    changes: Receiver<u64>,
    /// What was sent last.
    sent: Sent,
    _permit: tokio::sync::OwnedSemaphorePermit,
    _slot: super::StreamSlot,
}

pub(super) async fn stream(
    State(web): State<Web>,
    Path(credential): Path<String>,
    axum::Extension(client): axum::Extension<super::Client>,
    headers: axum::http::HeaderMap,
) -> Response {
    let cat = super::words(&headers, None);
    let credential = match web.credential(&credential) {
        Ok(c) => c,
        Err(e) => return super::refused(e, cat),
    };
    let Some(slot) = web.stream_of(client.0) else {
        return said(
            StatusCode::TOO_MANY_REQUESTS,
            crate::t!(cat, "web-too-many"),
        );
    };
    let Ok(permit) = std::sync::Arc::clone(&web.0.streams).try_acquire_owned() else {
        return said(
            StatusCode::SERVICE_UNAVAILABLE,
            crate::t!(cat, "web-too-many"),
        );
    };
    let no_game = serde_json::json!({ "text": crate::t!(cat, "web-no-game") }).to_string();
    let changes = web.0.tables.changes();
    let start = Watching {
        no_game,
        web,
        credential,
        changes,
        sent: Sent::Nothing,
        _permit: permit,
        _slot: slot,
    };
    let events = futures_util::stream::unfold(start, |mut w| async move {
        loop {
            if w.sent != Sent::Nothing {
                changed(&mut w.changes, w.credential.channel()).await;
            }
            let live = w.web.live(&w.credential).await;
            // The person's seat in the game now, when the link was for an earlier one.
            if let Some((_, Some(token))) = &live {
                let event = Event::default().event("seat").data(token.clone());
                return Some((Ok::<_, Infallible>(event), w));
            }
            let view = live.map(|(view, _)| view);
            let now = view
                .as_ref()
                .map_or(Sent::NoTable, |v| Sent::Revision(v.revision));
            if w.sent == now {
                continue;
            }
            let first = w.sent == Sent::Nothing;
            w.sent = now;
            let event = match view {
                Some(view) => Event::default().event("view").json_data(&view),
                None => Ok(Event::default().event("none").data(w.no_game.clone())),
            };
            let Ok(mut event) = event else { continue };
            if first {
                event = event.retry(RETRY);
            }
            return Some((Ok::<_, Infallible>(event), w));
        }
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
