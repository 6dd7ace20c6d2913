//! Following a game from the Activity (docs/playing.md "Following a game"): a person who
//! watches a channel's game in the Activity gets a follow token with their session
//! ([`super::token::FollowClaim`]); `POST /api/follow` with it as `Authorization: Bearer
//! <token>` (no URL carries it) and `{"on": true}` (or `false`) runs `follow` (or `follow off`) for them through the table's one door, as the
//! command would, and answers with its words: 200 when done, 409 when the table refused
//! (no game, a player of it, too many followers), 403 for a forged or expired token, 429
//! past the limit, 400 for a body that is not `{"on": …}`.

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

use super::{now, refused, said, words, Web, MAX_BODY};
use crate::table::{Command, Input, User};

/// What the page sends.
#[derive(Deserialize)]
struct Asked {
    on: bool,
}

/// `POST /api/follow`.
pub(super) async fn follow(
    State(web): State<Web>,
    headers: axum::http::HeaderMap,
    body: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    let token = super::seat::presented(&headers, None).unwrap_or_default();
    let claim = match web.0.key.follow_claim(&token, now()) {
        Ok(claim) => claim,
        Err(e) => return refused(e, words(&headers, None)),
    };
    let cat = words(&headers, claim.locale.as_deref());
    let asked = body
        .ok()
        .filter(|b| b.len() <= MAX_BODY)
        .and_then(|b| serde_json::from_slice::<Asked>(&b).ok());
    let Some(asked) = asked else {
        return said(StatusCode::BAD_REQUEST, crate::t!(cat, "web-not-a-follow"));
    };
    if !web.token_allowed(&format!("follow:{}", claim.user)) {
        return said(
            StatusCode::TOO_MANY_REQUESTS,
            crate::t!(cat, "web-too-many"),
        );
    }
    let tables = Arc::clone(&web.0.tables);
    let done = tokio::task::spawn_blocking(move || {
        let user = User {
            locale: claim.locale.clone(),
            ..User::new(claim.user, claim.name.clone())
        };
        let input = Input::Command(Command::Follow(asked.on));
        tables.reply(claim.channel, None, Some(&user), &input)
    })
    .await;
    let Ok(replies) = done else {
        return said(
            StatusCode::INTERNAL_SERVER_ERROR,
            crate::t!(cat, "bot-failed"),
        );
    };
    let turned_down = replies
        .iter()
        .any(|r| r.kind == crate::table::ReplyKind::Refusal);
    let text: Vec<&str> = replies.iter().map(|r| r.text.as_str()).collect();
    let status = if turned_down {
        StatusCode::CONFLICT
    } else {
        StatusCode::OK
    };
    said(status, text.join("\n"))
}
