//! The player's side of the web board: the seat token as a request presents it (a
//! header, a socket's subprotocol, or a path of before), decoded once by the [`SeatLink`]
//! extractor; `POST /api/move` and `POST /api/ticket`; and the one place that answers
//! the table's refusals with HTTP statuses ([`refusal_answer`]).

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;

use super::{now, refused, said, seat_user, token, words, Web, MAX_BODY};
use super::{SeatClaim, TokenError};
use crate::table::{Input, Refusal, Reply, ReplyKind, TurnKey};

/// The credential a request presents: `Authorization: Bearer <credential>` (the page's
/// way, so no URL carries a seat token), the second `Sec-WebSocket-Protocol` value of a
/// socket (`checkers, <credential>`: a browser's socket can send no other header), else
/// the path's (a watch id; links and pages made before). At most
/// [`token::MAX_CREDENTIAL`] characters are read.
pub(super) fn presented(headers: &axum::http::HeaderMap, path: Option<String>) -> Option<String> {
    let header = |name| headers.get(name).and_then(|v| v.to_str().ok());
    // The scheme's name in any case (RFC 9110 §11.1).
    let bearer = header(header::AUTHORIZATION)
        .and_then(|v| v.split_once(' '))
        .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
        .map(|(_, credential)| credential.trim());
    let protocol =
        header(header::SEC_WEBSOCKET_PROTOCOL).and_then(|v| v.split(',').map(str::trim).nth(1));
    bearer
        .or(protocol)
        .map(str::to_string)
        .or(path)
        .filter(|c| !c.is_empty() && c.len() <= token::MAX_CREDENTIAL)
}

/// How long a ticket for the event stream lasts (seconds).
pub const TICKET_LIFE: u64 = 60;

/// `POST /api/ticket` with a seat token in the `Authorization` header: a ticket for the
/// event stream (`/api/events/<ticket>`, for browsers where no socket opens: an
/// `EventSource` sends no header). A ticket (`t…`) opens that stream and nothing else:
/// no move, no other ticket. It ends in [`TICKET_LIFE`] seconds, or with its token, and
/// with a newer link, so an address that a log keeps is soon worth nothing. A watch id
/// needs none (it is its own ticket).
pub(super) async fn ticket(State(web): State<Web>, SeatLink(claim): SeatLink) -> Response {
    let ticket = web.0.key.ticket(&claim, now() + TICKET_LIFE);
    Json(serde_json::json!({ "ticket": ticket })).into_response()
}

/// A move chosen on the page: move `index` of the peg on `from` at position `key`, as
/// the page's view listed it ([`LiveView::moves`]).
#[derive(Debug, Deserialize)]
struct Chosen {
    key: String,
    from: String,
    index: usize,
}

/// A seat token from the `Authorization` header (or the path of a page made before:
/// `/api/move/<seat token>`), decoded once, before the handler runs: a forged, expired
/// or replaced one is refused here, in the browser's language.
pub(super) struct SeatLink(SeatClaim);

#[axum::async_trait]
impl axum::extract::FromRequestParts<Web> for SeatLink {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        web: &Web,
    ) -> Result<SeatLink, Response> {
        let cat = words(&parts.headers, None);
        let path = Path::<String>::from_request_parts(parts, web)
            .await
            .ok()
            .map(|Path(p)| p);
        let token =
            presented(&parts.headers, path).ok_or_else(|| refused(TokenError::Forged, cat))?;
        web.seat(&token)
            .await
            .map(SeatLink)
            .map_err(|e| refused(e, cat))
    }
}

/// The web's answer to a refusal of the table, in one place: its HTTP status, and its
/// words (the table's, in the person's language, `table_words`; the web's own where the
/// table's talk of Discord's buttons). A game that refuses the move is 409 Conflict; a
/// store that cannot be reached or keeps being written by others, 503 Service
/// Unavailable (RFC 9110 §15.6.4: try again later); a record that cannot be read, 500.
fn refusal_answer(
    refusal: &Refusal,
    table_words: String,
    cat: &crate::i18n::Catalogue,
) -> Response {
    let status = match refusal {
        Refusal::Busy | Refusal::Storage(_) => StatusCode::SERVICE_UNAVAILABLE,
        Refusal::Corrupt => StatusCode::INTERNAL_SERVER_ERROR,
        _ => StatusCode::CONFLICT,
    };
    let text = match refusal {
        Refusal::BoardChanged => crate::t!(cat, "web-board-changed"),
        _ => table_words,
    };
    said(status, text)
}

/// `POST /api/move/<seat token>`: plays the chosen move for the token's person through
/// the one entry ([`Input::LinkChoice`]: one reading of the table checks the link's game
/// and seat, the position and the move). The refusal, if any, is the answer, in their
/// language; the public replies go to [`Publish`].
pub(super) async fn play(
    State(web): State<Web>,
    SeatLink(claim): SeatLink,
    headers: axum::http::HeaderMap,
    body: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    let cat = words(&headers, claim.locale.as_deref());
    let body = match body {
        Ok(body) => body,
        // Over the body limit (413), or a body that cannot be read: said as what it is.
        Err(rejected) if rejected.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return said(
                rejected.status(),
                crate::t!(cat, "web-too-large", "most" => MAX_BODY),
            )
        }
        Err(rejected) => return said(rejected.status(), crate::t!(cat, "web-not-a-move")),
    };
    // Per seat of a game, however many links it was given.
    if !web.token_allowed(&format!("{}:{}:{}", claim.channel, claim.game, claim.seat)) {
        return said(
            StatusCode::TOO_MANY_REQUESTS,
            crate::t!(cat, "web-too-many"),
        );
    }
    let Ok(chosen) = serde_json::from_slice::<Chosen>(&body) else {
        return said(StatusCode::BAD_REQUEST, crate::t!(cat, "web-not-a-move"));
    };
    let (Ok(key), Ok(from)) = (
        chosen.key.parse::<TurnKey>(),
        chosen.from.parse::<crate::core::Hole>(),
    ) else {
        return said(StatusCode::BAD_REQUEST, crate::t!(cat, "web-not-a-move"));
    };
    let tables = Arc::clone(&web.0.tables);
    let publish = Arc::clone(&web.0.publish);
    let done = tokio::task::spawn_blocking(move || {
        let user = seat_user(&claim);
        let input = Input::LinkChoice {
            key,
            from,
            index: chosen.index,
            game: claim.game,
            seat: claim.seat,
        };
        let (answer, replies, turn) =
            tables.answer_viewed(claim.channel, None, Some(&user), &input);
        // A game seen in several places: the others get the news too.
        let (replies, elsewhere) = tables.news_elsewhere(claim.channel, &input, &answer, replies);
        let (mine, everyone): (Vec<Reply>, Vec<Reply>) = replies
            .into_iter()
            .partition(|r| r.private && !matches!(r.kind, ReplyKind::Direct { .. }));
        for (place, news) in elsewhere {
            publish.publish(place, news, turn.clone());
        }
        if !everyone.is_empty() {
            publish.publish(claim.channel, everyone, turn);
        }
        let text: Vec<String> = mine.into_iter().map(|r| r.text).collect();
        (answer.refusal, text.join("\n"))
    })
    .await;
    match done {
        Ok((None, text)) => said(StatusCode::OK, text),
        Ok((Some(refusal), text)) => refusal_answer(&refusal, text, cat),
        Err(_) => said(
            StatusCode::INTERNAL_SERVER_ERROR,
            crate::t!(cat, "web-no-answer"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn a_credential_comes_from_the_header_the_subprotocol_or_the_path() {
        let mut headers = axum::http::HeaderMap::new();
        assert_eq!(
            presented(&headers, Some("wPATH".into())).as_deref(),
            Some("wPATH")
        );
        headers.insert(
            header::SEC_WEBSOCKET_PROTOCOL,
            HeaderValue::from_static("checkers, pSOCKET"),
        );
        assert_eq!(presented(&headers, None).as_deref(), Some("pSOCKET"));
        headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("Bearer pHEADER"),
        );
        assert_eq!(
            presented(&headers, Some("wPATH".into())).as_deref(),
            Some("pHEADER")
        );
        let long = format!("Bearer p{}", "x".repeat(token::MAX_CREDENTIAL));
        headers.insert(header::AUTHORIZATION, HeaderValue::from_str(&long).unwrap());
        assert_eq!(presented(&headers, None), None, "over the limit");
    }
}
