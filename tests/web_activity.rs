//! The Activity's session (`POST /api/activity/session`, src/web/activity.rs) against a
//! fake of Discord's OAuth2 token endpoint, `GET /users/@me` and the Activity instance
//! lookup on loopback: the code exchanged, the person found in their seat, and every
//! refusal and outage answered without a session.

use crate::common;

use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use axum::routing::{get, post};
use axum::{Form, Json, Router};
use checkers_bot::console::Inbox;
use checkers_bot::table::Tables;
use checkers_bot::web::activity::ActivityConfig;
use checkers_bot::web::{Key, Limits, Web, WebConfig};
use serde_json::{json, Value};

/// The application's id.
const APP: u64 = 777;
/// The channel the Activity runs in.
const CHANNEL: u64 = 42;

/// What the fake saw, and whether it answers at all (an outage: 500).
#[derive(Default)]
struct Fake {
    forms: Mutex<Vec<Vec<(String, String)>>>,
    down: std::sync::atomic::AtomicBool,
}

async fn token(
    State(fake): State<Arc<Fake>>,
    Form(form): Form<Vec<(String, String)>>,
) -> impl IntoResponse {
    fake.forms.lock().unwrap().push(form.clone());
    if fake.down.load(std::sync::atomic::Ordering::SeqCst) {
        return (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({}))).into_response();
    }
    let field = |k: &str| form.iter().find(|(f, _)| f == k).map(|(_, v)| v.clone());
    let user = match field("code").as_deref() {
        Some("alice-code") => "1",
        Some("carol-code") => "3",
        Some("dave-code") => "4",
        _ => {
            return (
                StatusCode::BAD_REQUEST,
                Json(json!({"error": "invalid_grant"})),
            )
                .into_response()
        }
    };
    if field("client_id").as_deref() != Some("777")
        || field("client_secret").as_deref() != Some("s3cret")
        || field("grant_type").as_deref() != Some("authorization_code")
    {
        return (
            StatusCode::UNAUTHORIZED,
            Json(json!({"error": "invalid_client"})),
        )
            .into_response();
    }
    Json(json!({
        "access_token": format!("access-{user}"), "token_type": "Bearer",
        "expires_in": 604_800, "refresh_token": "r", "scope": "identify"
    }))
    .into_response()
}

async fn me(headers: HeaderMap) -> impl IntoResponse {
    let auth = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let (id, name) = match auth {
        "Bearer access-1" => ("1", "Alice"),
        "Bearer access-3" => ("3", "Carol"),
        "Bearer access-4" => ("4", "Dave"),
        _ => {
            return (
                StatusCode::UNAUTHORIZED,
                Json(json!({"message": "401: Unauthorized"})),
            )
                .into_response()
        }
    };
    Json(json!({
        "id": id, "username": name.to_lowercase(), "global_name": name,
        "discriminator": "0", "avatar": null, "locale": "de"
    }))
    .into_response()
}

async fn instance(
    Path((app, instance)): Path<(String, String)>,
    headers: HeaderMap,
) -> impl IntoResponse {
    if headers.get("authorization").and_then(|v| v.to_str().ok()) != Some("Bot bot-token")
        || app != APP.to_string()
        || instance != "i-1"
    {
        return (StatusCode::NOT_FOUND, Json(json!({"message": "Unknown"}))).into_response();
    }
    // Dave is not in the Activity.
    Json(json!({
        "application_id": APP.to_string(), "instance_id": "i-1", "launch_id": "9",
        "location": {"id": "gc-1-42", "kind": "gc", "channel_id": CHANNEL.to_string(), "guild_id": "1"},
        "users": ["1", "3"]
    }))
    .into_response()
}

/// The fake Discord API on loopback; its base (`…/api/v10`).
async fn fake_discord(fake: Arc<Fake>) -> String {
    let app = Router::new()
        .route("/api/v10/oauth2/token", post(token))
        .route("/api/v10/users/@me", get(me))
        .route(
            "/api/v10/applications/:app/activity-instances/:instance",
            get(instance),
        )
        .with_state(fake);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/api/v10", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    base
}

/// The web board with the Activity against `api_base`; its base address.
async fn serve(tables: &Arc<Tables>, api_base: Option<String>) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let config = WebConfig {
        listen: listener.local_addr().unwrap(),
        public_url: base.clone(),
        key: Key::new(&[9; 32]).unwrap(),
        activity: api_base.map(|api_base| ActivityConfig {
            client_id: APP,
            client_secret: "s3cret".into(),
            bot_token: "bot-token".into(),
            api_base,
        }),
        limits: Limits::default(),
        forwarded_for: false,
    };
    let web = Web::new(&config, Arc::clone(tables), Arc::new(Inbox::default()));
    tokio::spawn(web.serve(listener));
    base
}

/// `POST /api/activity/session` with `body`: the status and the JSON answer.
async fn session(base: &str, body: &str) -> (u16, Value) {
    post_json(base, "/api/activity/session", None, body).await
}

/// `POST path` with `body` (and `bearer` as its `Authorization`): the status and the JSON
/// answer.
async fn post_json(base: &str, path: &str, bearer: Option<&str>, body: &str) -> (u16, Value) {
    let mut request = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .header("content-type", "application/json")
        .body(body.to_string());
    if let Some(token) = bearer {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let bytes = response.bytes().await.unwrap_or_default();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

fn asked(code: &str, instance: &str) -> String {
    json!({ "code": code, "instance_id": instance }).to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_exchanges_the_code_and_finds_the_seat() {
    let tables = Arc::new(common::seeded_tables(0));
    common::start_people(&tables, CHANNEL, &[&common::alice(), &common::bob()], &[]);
    let fake = Arc::new(Fake::default());
    let api = fake_discord(Arc::clone(&fake)).await;
    let base = serve(&tables, Some(api)).await;
    let config: Value = common::get_json(&format!("{base}/api/activity/config")).await;
    assert_eq!(config, json!({ "client_id": "777" }));

    // Alice has a seat: she gets a seat token, and Discord's access token for the SDK.
    let (status, alice) = session(&base, &asked("alice-code", "i-1")).await;
    assert_eq!(status, 200, "{alice}");
    assert_eq!(alice["access_token"], "access-1");
    assert_eq!(alice["player"], true);
    let credential = alice["credential"].as_str().unwrap();
    assert!(credential.starts_with('p'), "{credential}");
    let view: Value = common::get_json(&format!("{base}/api/view/{credential}")).await;
    assert_eq!(
        (view["you"].clone(), view["lang"].clone()),
        (json!(0), json!("de")),
        "{view}"
    );
    assert!(
        !view["moves"].as_array().unwrap().is_empty(),
        "her turn: {view}"
    );
    // The exchange sent the code with the application's id and secret.
    let form = fake.forms.lock().unwrap()[0].clone();
    assert!(
        form.contains(&("code".into(), "alice-code".into())),
        "{form:?}"
    );
    assert!(
        form.contains(&("grant_type".into(), "authorization_code".into())),
        "{form:?}"
    );

    // Carol has no seat: she watches.
    let (status, carol) = session(&base, &asked("carol-code", "i-1")).await;
    assert_eq!(status, 200, "{carol}");
    assert_eq!(carol["player"], false);
    assert!(carol["credential"].as_str().unwrap().starts_with('w'));

    // Refusals: a code Discord refuses, someone not in the Activity, an unknown
    // instance, junk; nothing opens.
    for (body, want, words) in [
        (asked("forged", "i-1"), 403, "did not confirm"),
        (asked("dave-code", "i-1"), 403, "not in this Activity"),
        (asked("alice-code", "i-2"), 403, "did not confirm"),
        (asked("a b", "i-1"), 400, "not a session"),
        ("{".to_string(), 400, "not a session"),
        (asked(&"x".repeat(300), "i-1"), 400, "not a session"),
    ] {
        let (status, said) = session(&base, &body).await;
        assert_eq!(status, want, "{body}: {said}");
        assert!(said["text"].as_str().unwrap().contains(words), "{said}");
        assert!(said.get("credential").is_none());
    }
    // An outage is said as one.
    fake.down.store(true, std::sync::atomic::Ordering::SeqCst);
    let (status, said) = session(&base, &asked("alice-code", "i-1")).await;
    assert_eq!(status, 502, "{said}");
    assert!(said["text"].as_str().unwrap().contains("did not answer"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_its_settings_the_activity_is_not_served() {
    let tables = Arc::new(common::seeded_tables(0));
    let base = serve(&tables, None).await;
    let (status, said) = session(&base, &asked("alice-code", "i-1")).await;
    assert_eq!(status, 404);
    assert!(said["text"].as_str().unwrap().contains("not enabled"));
}

/// Discord opens the Activity at its URL mapping's root, with `frame_id` and
/// `instance_id` in the query: the Activity's page is served there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_opening_the_root_gets_the_activity_page() {
    let tables = Arc::new(common::seeded_tables(0));
    let base = serve(&tables, None).await;
    let page = reqwest::get(format!(
        "{base}/?instance_id=i-1&frame_id=f-1&platform=desktop"
    ))
    .await
    .unwrap();
    assert_eq!(page.status().as_u16(), 200);
    let html = page.text().await.unwrap();
    assert!(
        html.contains(r#"<script type="module" src="/assets/activity.js"></script>"#),
        "{html}"
    );
    assert!(!html.contains("<script>"), "no inline script");
    // Without the query it is the landing page.
    let html = reqwest::get(format!("{base}/"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!html.contains("activity.js"), "{html}");
}

/// `POST /api/follow` with `token` as its bearer and `body`: the status and the JSON.
async fn follow(base: &str, token: &str, body: &str) -> (u16, Value) {
    post_json(base, "/api/follow", Some(token), body).await
}

/// A person who watches in the Activity follows the game from it (docs/playing.md
/// "Following a game"): their session carries a follow token, which follows and stops
/// following through the table, in their language; a player gets none; a forged token,
/// a seat token or junk changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_watcher_follows_the_game_from_the_activity() {
    let tables = Arc::new(common::seeded_tables(0));
    common::start_people(&tables, CHANNEL, &[&common::alice(), &common::bob()], &[]);
    let fake = Arc::new(Fake::default());
    let base = serve(&tables, Some(fake_discord(Arc::clone(&fake)).await)).await;
    let (_, alice) = session(&base, &asked("alice-code", "i-1")).await;
    assert!(
        alice.get("follow").is_none(),
        "a player follows nothing: {alice}"
    );
    let (_, carol) = session(&base, &asked("carol-code", "i-1")).await;
    let token = carol["follow"]
        .as_str()
        .expect("a follow token")
        .to_string();
    assert!(token.starts_with('f'), "{token}");
    let followers = || {
        let record = tables.store().load(CHANNEL).unwrap().unwrap();
        record
            .followers
            .iter()
            .map(|f| f.user)
            .collect::<Vec<u64>>()
    };

    let (status, said) = follow(&base, &token, r#"{"on": true}"#).await;
    assert_eq!(status, 200, "{said}");
    assert!(
        said["text"]
            .as_str()
            .unwrap()
            .starts_with("Du folgst jetzt dieser Partie"),
        "{said}"
    );
    assert_eq!(followers(), [3]);
    let (status, said) = follow(&base, &token, r#"{"on": true}"#).await;
    assert_eq!(
        (status, said["text"].clone()),
        (200, json!("Du folgst dieser Partie schon."))
    );

    // Refused, changing nothing: junk, a forged token, Alice's seat token.
    for (token, body, want) in [
        (token.as_str(), "{\"on\": 1}", 400),
        (token.as_str(), "not json", 400),
        ("fforged.token", r#"{"on": false}"#, 403),
        (
            alice["credential"].as_str().unwrap(),
            r#"{"on": false}"#,
            403,
        ),
    ] {
        let (status, said) = follow(&base, token, body).await;
        assert_eq!(status, want, "{body}: {said}");
        assert_eq!(followers(), [3]);
    }

    let (status, said) = follow(&base, &token, r#"{"on": false}"#).await;
    assert_eq!(
        (status, said["text"].clone()),
        (200, json!("Du folgst dieser Partie nicht mehr."))
    );
    assert!(followers().is_empty());
    // With no game in the channel the table refuses: 409.
    let (status, _) = follow(&base, &token, r#"{"on": false}"#).await;
    assert_eq!(
        status, 200,
        "stopping what one does not follow is said, not refused"
    );
}
