//! The relay on loopback between serenity and `api_base` (a shared rate-limit proxy, or a
//! fake Discord) that waits out Discord's 429 Too Many Requests and sends again.
//!
//! Why a relay: straight to Discord, serenity's rate limiter waits a 429's `retry-after`
//! and sends again. Through a base URL, serenity 0.12 cannot do that: its rate limiter
//! builds each request without the base (so it would bypass it) and must be turned off,
//! and on a 429 it decodes the body as an error with a `code`, which a 429's body
//! (`{"message": …, "retry_after": 64.57, "global": false}`) lacks, so the error it hands
//! back keeps neither the body nor the headers, and `reqwest` has no hook to see the
//! answer first. So serenity's base URL points here; each request is forwarded to
//! `api_base` and, on a 429, sent again after its `retry_after` ([`MAX_RESENDS`] times
//! at most, [`WAIT_CAP`] of waiting in all); serenity sees only the final answer.
//!
//! When the wait asked for would pass [`WAIT_CAP`], or after [`MAX_RESENDS`], the 429
//! itself goes back to serenity at once: the caller's usual failure path (for an answer,
//! Discord's own failure note) instead of a hang.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use backon::{ConstantBuilder, Retryable};

/// Most waiting (for all its 429s together) before one request is given up.
pub const WAIT_CAP: Duration = Duration::from_mins(1);

/// Most times one request is sent again after a 429.
pub const MAX_RESENDS: usize = 5;

/// Largest request body forwarded (Discord's own upload limit is 25 MiB).
const BODY_LIMIT: usize = 32 << 20;

/// Headers that belong to one connection, not to the request, so are not forwarded.
const HOP_HEADERS: [header::HeaderName; 4] = [
    header::HOST,
    header::CONNECTION,
    header::CONTENT_LENGTH,
    header::TRANSFER_ENCODING,
];

/// A running relay; it stops when dropped.
pub(crate) struct Relay {
    addr: SocketAddr,
    task: tokio::task::JoinHandle<()>,
}

impl Relay {
    /// Starts a relay to `base` (`api_base`, e.g. `http://127.0.0.1:3000`) on a free
    /// loopback port.
    ///
    /// # Errors
    /// When no loopback port can be opened.
    pub(crate) async fn start(base: &str, wait: Duration) -> std::io::Result<Relay> {
        let listener = tokio::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).await?;
        let addr = listener.local_addr()?;
        let client = reqwest::Client::builder()
            .timeout(wait)
            .connect_timeout(wait)
            .build()
            .map_err(std::io::Error::other)?;
        let upstream = Arc::new(Upstream {
            base: base.trim_end_matches('/').to_string(),
            client,
        });
        let app = axum::Router::new().fallback(forward).with_state(upstream);
        let task = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                tracing::error!(
                    error = &e as &dyn std::error::Error,
                    "relay to api_base failed"
                );
            }
        });
        Ok(Relay { addr, task })
    }

    /// The relay's base URL, for serenity.
    pub(crate) fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Where the relay forwards to.
struct Upstream {
    base: String,
    client: reqwest::Client,
}

/// A 429 answer, kept whole to hand back when it is not sent again.
struct Limited {
    headers: HeaderMap,
    body: Bytes,
    /// The wait Discord asks for; `None` when it names none (then not sent again).
    retry_after: Option<Duration>,
}

/// The wait a 429 asks for: `retry_after` (seconds) of its JSON body, else its
/// `Retry-After` header (seconds). `None` when neither is a non-negative number.
fn retry_after(headers: &HeaderMap, body: &[u8]) -> Option<Duration> {
    let in_body = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.get("retry_after").and_then(serde_json::Value::as_f64));
    let in_header = || {
        headers
            .get(header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok())
    };
    in_body
        .or_else(in_header)
        .and_then(|secs| Duration::try_from_secs_f64(secs).ok())
}

/// Forwards one request to `api_base`, waiting out its 429s (see the module docs).
async fn forward(State(upstream): State<Arc<Upstream>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(body, BODY_LIMIT).await else {
        return StatusCode::PAYLOAD_TOO_LARGE.into_response();
    };
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{path}", upstream.base);
    let mut headers = parts.headers;
    for name in &HOP_HEADERS {
        headers.remove(name);
    }
    let send = || async {
        let sent = upstream
            .client
            .request(parts.method.clone(), &url)
            .headers(headers.clone())
            .body(body.clone())
            .send()
            .await;
        match sent {
            Ok(answer) if answer.status() == StatusCode::TOO_MANY_REQUESTS => {
                let headers = answer.headers().clone();
                let body = answer.bytes().await.unwrap_or_default();
                let retry_after = retry_after(&headers, &body);
                Err(Limited {
                    headers,
                    body,
                    retry_after,
                })
            }
            other => Ok(other),
        }
    };
    let mut waited = Duration::ZERO;
    let answer = send
        .retry(ConstantBuilder::new().with_max_times(MAX_RESENDS))
        .sleep(tokio::time::sleep)
        .adjust(|limited, next| {
            let wait = next.and(limited.retry_after)?;
            waited += wait;
            (waited <= WAIT_CAP).then_some(wait)
        })
        .notify(|_, wait| {
            tracing::warn!(?wait, url = %url, "rate limited by Discord; sending again after its retry_after");
        })
        .await;
    match answer {
        Ok(Ok(answer)) => {
            let status = answer.status();
            let mut headers = answer.headers().clone();
            headers.remove(header::TRANSFER_ENCODING);
            headers.remove(header::CONTENT_LENGTH);
            match answer.bytes().await {
                Ok(body) => (status, headers, body).into_response(),
                Err(e) => unreachable_upstream(&e),
            }
        }
        Ok(Err(e)) => unreachable_upstream(&e),
        Err(limited) => {
            tracing::warn!(url = %url, retry_after = ?limited.retry_after, "rate limited by Discord past the relay's cap; giving up");
            let mut headers = limited.headers;
            headers.remove(header::TRANSFER_ENCODING);
            headers.remove(header::CONTENT_LENGTH);
            (
                StatusCode::TOO_MANY_REQUESTS,
                headers,
                Body::from(limited.body),
            )
                .into_response()
        }
    }
}

/// 504 Gateway Timeout when `api_base` did not answer in time, else 502 Bad Gateway, with
/// a body in Discord's error form (`{"message", "code"}`, Discord's "Error Messages"
/// section of its Opcodes and Status Codes page), so that serenity reports why.
fn unreachable_upstream(e: &reqwest::Error) -> Response {
    tracing::warn!(error = e as &dyn std::error::Error, "cannot reach api_base");
    let (status, message) = if e.is_timeout() {
        (
            StatusCode::GATEWAY_TIMEOUT,
            "api_base did not answer in time",
        )
    } else {
        (StatusCode::BAD_GATEWAY, "api_base cannot be reached")
    };
    let body = serde_json::json!({ "message": message, "code": 0 }).to_string();
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_comes_from_the_body_then_the_header() {
        let mut headers = HeaderMap::new();
        headers.insert(header::RETRY_AFTER, "3".parse().unwrap());
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 64.57, "global": false}"#;
        assert_eq!(
            retry_after(&headers, body),
            Some(Duration::from_secs_f64(64.57))
        );
        assert_eq!(retry_after(&headers, b"{}"), Some(Duration::from_secs(3)));
        assert_eq!(retry_after(&HeaderMap::new(), b"not json"), None);
        assert_eq!(
            retry_after(&HeaderMap::new(), br#"{"retry_after": -1}"#),
            None
        );
    }
}
