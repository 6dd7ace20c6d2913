//! The board inside Discord as an Activity (Discord's "Building an Activity" guide and
//! the Embedded App SDK's `authorize`/`authenticate`). The page (`/activity`) asks the
//! Discord client for an OAuth2 code (scope `identify`) and posts it here with the
//! Activity's instance id; `POST /api/activity/session`:
//!
//! 1. exchanges the code for an access token (`POST /oauth2/token`, with the
//!    application's id and secret: Discord's "OAuth2", authorization code grant);
//! 2. asks who that is (`GET /users/@me` with the access token);
//! 3. asks Discord where the Activity runs and who is in it (`GET
//!    /applications/{id}/activity-instances/{instance}` with the bot token), so the
//!    channel is Discord's word, not the page's, and the person must be in it;
//! 4. answers the access token (the page gives it to `authenticate`) and the credential
//!    of the channel's table: a seat token when the person has a seat in its game in
//!    play, else its watch id.
//!
//! Every call to Discord is bounded by [`DISCORD_TIMEOUT`]; a refusal or an outage
//! changes nothing and says so.

use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};

use super::{said, Web};
use crate::table::User;

/// The longest wait for each of Discord's answers.
pub const DISCORD_TIMEOUT: Duration = Duration::from_secs(10);

/// Discord's HTTP API, where no other base is configured.
pub const DISCORD_API: &str = "https://discord.com/api/v10";

/// The Activity's OAuth2 settings (the developer portal's **OAuth2** page).
#[derive(Clone)]
pub struct ActivityConfig {
    /// The application's id (its client id).
    pub client_id: u64,
    /// The application's client secret (from the environment, never logged).
    pub client_secret: String,
    /// The bot's token, for the Activity instance lookup (never logged).
    pub bot_token: String,
    /// Discord's HTTP API base (`https://discord.com/api/v10`; a fake Discord in tests).
    pub api_base: String,
}

impl std::fmt::Debug for ActivityConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ActivityConfig")
            .field("client_id", &self.client_id)
            .field("api_base", &self.api_base)
            .finish_non_exhaustive()
    }
}

/// The Activity's settings and its HTTP client.
pub(super) struct Activity {
    config: ActivityConfig,
    http: reqwest::Client,
}

impl Activity {
    pub(super) fn new(config: ActivityConfig) -> Activity {
        let http = reqwest::Client::builder()
            .timeout(DISCORD_TIMEOUT)
            .build()
            .unwrap_or_default();
        Activity { config, http }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.config.api_base.trim_end_matches('/'))
    }

    /// The JSON answer of `request`, or why not.
    async fn json<T: serde::de::DeserializeOwned>(
        request: reqwest::RequestBuilder,
    ) -> Result<T, Failure> {
        let response = request.send().await.map_err(|_| Failure::Outage)?;
        let status = response.status();
        if status.is_server_error() || status == StatusCode::TOO_MANY_REQUESTS {
            return Err(Failure::Outage);
        }
        if !status.is_success() {
            return Err(Failure::Refused);
        }
        let bytes = response.bytes().await.map_err(|_| Failure::Outage)?;
        serde_json::from_slice(&bytes).map_err(|_| Failure::Outage)
    }

    /// Steps 1 to 3 of the module's list.
    async fn who_and_where(&self, code: &str, instance: &str) -> Result<Found, Failure> {
        let config = &self.config;
        let token: TokenAnswer = Self::json(self.http.post(self.url("/oauth2/token")).form(&[
            ("client_id", config.client_id.to_string().as_str()),
            ("client_secret", config.client_secret.as_str()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ]))
        .await?;
        let me: Me = Self::json(
            self.http
                .get(self.url("/users/@me"))
                .bearer_auth(&token.access_token),
        )
        .await?;
        let found: Instance = Self::json(
            self.http
                .get(self.url(&format!(
                    "/applications/{}/activity-instances/{instance}",
                    config.client_id
                )))
                .header("Authorization", format!("Bot {}", config.bot_token)),
        )
        .await?;
        let user: u64 = me.id.parse().map_err(|_| Failure::Outage)?;
        let channel: u64 = found
            .location
            .channel_id
            .parse()
            .map_err(|_| Failure::Outage)?;
        if !found.users.contains(&me.id) {
            return Err(Failure::NotThere);
        }
        Ok(Found {
            access_token: token.access_token,
            user,
            name: me.global_name.unwrap_or(me.username),
            locale: me.locale,
            channel,
        })
    }
}

/// Why a session was not opened.
#[derive(Clone, Copy, Debug)]
enum Failure {
    /// Discord refused the code or the lookup.
    Refused,
    /// Discord did not answer, or not as documented.
    Outage,
    /// The person is not in the Activity they name.
    NotThere,
}

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: String,
}

#[derive(Deserialize)]
struct Me {
    id: String,
    username: String,
    global_name: Option<String>,
    locale: Option<String>,
}

#[derive(Deserialize)]
struct Instance {
    location: Location,
    users: Vec<String>,
}

#[derive(Deserialize)]
struct Location {
    channel_id: String,
}

struct Found {
    access_token: String,
    user: u64,
    name: String,
    locale: Option<String>,
    channel: u64,
}

/// What the page sends.
#[derive(Deserialize)]
pub(super) struct Asked {
    code: String,
    instance_id: String,
}

/// What the page gets.
#[derive(Serialize)]
struct Session {
    /// For the SDK's `authenticate`.
    access_token: String,
    /// The table's credential: a seat token, or a watch id.
    credential: String,
    /// Whether the credential is a seat token.
    player: bool,
    /// For a person who watches: their follow token (`POST /api/follow`).
    #[serde(skip_serializing_if = "Option::is_none")]
    follow: Option<String>,
}

/// `GET /api/activity/config`: the application's id, for the SDK.
pub(super) async fn config(State(web): State<Web>, headers: axum::http::HeaderMap) -> Response {
    match web.0.activity.as_ref() {
        Some(activity) => Json(serde_json::json!({
            "client_id": activity.config.client_id.to_string(),
        }))
        .into_response(),
        None => said(
            StatusCode::NOT_FOUND,
            crate::t!(super::words(&headers, None), "web-activity-off"),
        ),
    }
}

/// The longest code or instance id read.
const MAX_ID: usize = 256;

pub(super) async fn session(
    State(web): State<Web>,
    headers: axum::http::HeaderMap,
    body: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    // The browser's language: the person is not known yet.
    let cat = super::words(&headers, None);
    let Ok(body) = body else {
        return said(
            StatusCode::PAYLOAD_TOO_LARGE,
            crate::t!(cat, "web-not-a-session"),
        );
    };
    let Some(activity) = web.0.activity.as_ref() else {
        return said(StatusCode::NOT_FOUND, crate::t!(cat, "web-activity-off"));
    };
    let Ok(asked) = serde_json::from_slice::<Asked>(&body) else {
        return said(StatusCode::BAD_REQUEST, crate::t!(cat, "web-not-a-session"));
    };
    let ok = |s: &str| {
        !s.is_empty()
            && s.len() <= MAX_ID
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    if !ok(&asked.code) || !ok(&asked.instance_id) {
        return said(StatusCode::BAD_REQUEST, crate::t!(cat, "web-not-a-session"));
    }
    if !web.token_allowed(&format!("activity:{}", asked.instance_id)) {
        return said(
            StatusCode::TOO_MANY_REQUESTS,
            crate::t!(cat, "web-too-many"),
        );
    }
    let found = match activity
        .who_and_where(&asked.code, &asked.instance_id)
        .await
    {
        Ok(found) => found,
        Err(Failure::Refused) => {
            return said(StatusCode::FORBIDDEN, crate::t!(cat, "web-not-confirmed"))
        }
        Err(Failure::NotThere) => {
            return said(StatusCode::FORBIDDEN, crate::t!(cat, "web-not-in-activity"))
        }
        Err(Failure::Outage) => {
            return said(
                StatusCode::BAD_GATEWAY,
                crate::t!(cat, "web-discord-no-answer"),
            )
        }
    };
    let user = User {
        locale: found.locale.clone(),
        ..User::new(found.user, found.name.clone())
    };
    let follow = super::FollowClaim {
        channel: found.channel,
        user: found.user,
        name: found.name.clone(),
        locale: found.locale.clone(),
        expires: super::now() + super::token::SEAT_TOKEN_LIFE,
    };
    let seat_web = web.clone();
    let channel = found.channel;
    let seat = tokio::task::spawn_blocking(move || seat_web.seat_token(channel, &user, false))
        .await
        .ok()
        .flatten();
    let player = seat.is_some();
    let credential = seat.unwrap_or_else(|| web.0.key.watch_id(channel));
    Json(Session {
        access_token: found.access_token,
        credential,
        player,
        follow: (!player).then(|| web.0.key.follow_token(&follow)),
    })
    .into_response()
}
