//! The web board (docs/operating.md "The web board", docs/playing.md "In the browser"):
//! an adapter like `discord` and `console`, served by axum on `web.listen`.
//!
//! - `/watch/<watch id>`: a channel's game, live, for anyone holding the link (read only).
//! - `/play#<seat token>`: the same page for one player (the token in the fragment, which
//!   no request carries; `/play/<seat token>`, from before, still opens), who moves by clicking a peg and
//!   then a hole it reaches; the move goes in as the Move menu's choice, bound to the
//!   link's game and seat ([`Input::LinkChoice`]), through the one entry, and its public replies are handed to the
//!   adapter that started the server ([`Publish`]: Discord posts them in the channel, the
//!   console prints them).
//! - `/activity`: the page inside Discord as an Activity; `/api/activity/session` does the
//!   OAuth2 code exchange and finds the person's seat ([`activity`]).
//! - `/api/view` (JSON), `/api/socket` (a WebSocket), `/api/events/<watch id or ticket>`
//!   (Server-Sent Events: the view again at every change of the table), `/api/ticket` and
//!   `/api/move` (POST), the seat token in the `Authorization` header (a socket: its
//!   second subprotocol), never in a URL path; the path forms of before still answer,
//!   `/api/geometry` (the board's shapes, [`crate::render::shapes`]).
//!
//! Safe by default: credentials are signed ([`token`]); a watch id only reads; every
//! response carries a strict Content-Security-Policy (no inline script or style) and
//! `Referrer-Policy: no-referrer`; bodies are limited to [`MAX_BODY`] bytes; requests are
//! limited per address and per seat token ([`Limits`]); names reach the page as JSON
//! and are set as text.

pub mod activity;
mod assets;
mod events;
mod follow;
mod seat;
pub mod token;

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use serde::Serialize;

use crate::table::{LiveView, Reply, Tables, TurnView, User};

pub use token::{FollowClaim, Key, SeatClaim, TokenError};

/// The largest request body read (bytes): a move is a few dozen.
pub const MAX_BODY: usize = 4096;

/// How long a connection may take to send a request's headers (and may stay idle
/// between requests) before it is closed.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// Connections open at once, over all addresses: beyond, new ones are closed at once.
pub const MAX_CONNECTIONS: usize = 1024;

/// Connections open at once from one address (not counted behind a proxy,
/// [`WebConfig::forwarded_for`], where every connection is the proxy's).
pub const CONNECTIONS_PER_ADDRESS: usize = 32;

/// The Content-Security-Policy of every response: scripts, styles and connections from
/// this server only, no inline script or style, no plugins, no forms, framed only by
/// this server and Discord's Activity frames.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
    img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; \
    frame-ancestors 'self' https://discord.com https://*.discord.com https://*.discordsays.com";

/// The adapter that started the server: it shows what a move made on the web says to
/// everyone (Discord posts it in the channel with the board's buttons; the console
/// prints it and writes the board's file).
pub trait Publish: Send + Sync + 'static {
    /// The public replies (and direct messages) of an input made on the web in
    /// `channel`, with the turn view for the buttons under a board.
    fn publish(&self, channel: u64, replies: Vec<Reply>, view: Option<TurnView>);
}

/// Requests allowed per address and per seat token.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Requests a second per address, after a burst of [`Limits::address_burst`].
    pub per_address: NonZeroU32,
    /// The burst per address.
    pub address_burst: NonZeroU32,
    /// Moves (and sessions) a minute per seat token.
    pub per_token: NonZeroU32,
    /// Event streams open at once, over all addresses.
    pub streams: usize,
    /// Event streams open at once from one address.
    pub streams_per_address: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_address: NonZeroU32::new(10).unwrap_or(NonZeroU32::MIN),
            address_burst: NonZeroU32::new(60).unwrap_or(NonZeroU32::MIN),
            per_token: NonZeroU32::new(30).unwrap_or(NonZeroU32::MIN),
            streams: 1000,
            streams_per_address: 20,
        }
    }
}

/// The web board's settings.
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// The address pages are served on (nothing is served elsewhere).
    pub listen: SocketAddr,
    /// The address people open (`https://checkers.example.com`), without a trailing
    /// slash; links in Discord start with it.
    pub public_url: String,
    /// The key credentials are signed with.
    pub key: Key,
    /// The Activity's OAuth2 settings, if the Activity is enabled.
    pub activity: Option<activity::ActivityConfig>,
    /// The limits.
    pub limits: Limits,
    /// Whether the server is behind a reverse proxy that appends the client's address
    /// to `X-Forwarded-For` (`web.forwarded_for`): the limits per address then count
    /// that address, the header's last. Off, they count the connection's.
    pub forwarded_for: bool,
}

/// The web board: the server's state, shared by its handlers. Cloning is cheap.
#[derive(Clone)]
pub struct Web(Arc<Inner>);

struct Inner {
    tables: Arc<Tables>,
    key: Key,
    public_url: String,
    publish: Arc<dyn Publish>,
    by_address: DefaultKeyedRateLimiter<IpAddr>,
    by_token: DefaultKeyedRateLimiter<String>,
    streams: Arc<tokio::sync::Semaphore>,
    /// Event streams open per address.
    open: std::sync::Mutex<std::collections::HashMap<IpAddr, usize>>,
    streams_per_address: usize,
    forwarded_for: bool,
    activity: Option<activity::Activity>,
    geometry: String,
    /// The console's own player: `/` opens their seat, else the console's table
    /// ([`Web::set_home`]).
    home: std::sync::Mutex<Option<(u64, User)>>,
}

/// Seconds since the Unix epoch.
fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A short answer in words, with its status (the page shows the words).
#[derive(Debug, Serialize)]
struct Said {
    ok: bool,
    text: String,
}

fn said(status: StatusCode, text: impl Into<String>) -> Response {
    let ok = status.is_success();
    (
        status,
        Json(Said {
            ok,
            text: text.into(),
        }),
    )
        .into_response()
}

/// The language of a web answer: the token's person's, else the browser's first
/// `Accept-Language` the bot speaks, else English.
fn words(headers: &axum::http::HeaderMap, locale: Option<&str>) -> &'static crate::i18n::Catalogue {
    // The supported language the browser weighs most (`q`, 1 when not said; `q=0` is
    // "not this one"), the first of equals.
    let mut asked: Vec<(f32, usize, &'static str)> = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .split(',')
        .enumerate()
        .filter_map(|(i, tag)| {
            let mut parts = tag.split(';');
            let lang = crate::i18n::supported(parts.next().unwrap_or_default().trim())?;
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (q > 0.0).then_some((q, i, lang))
        })
        .collect();
    asked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let browser = asked.first().map(|(_, _, lang)| *lang);
    crate::i18n::catalogue(
        locale
            .and_then(crate::i18n::supported)
            .or(browser)
            .unwrap_or("en"),
    )
}

/// A refused credential, in words.
fn refused(e: TokenError, cat: &crate::i18n::Catalogue) -> Response {
    let id = match e {
        TokenError::Forged => "web-link-invalid",
        TokenError::Expired => "web-link-expired",
        TokenError::Replaced => "web-link-replaced",
    };
    said(StatusCode::FORBIDDEN, crate::t!(cat, id))
}

/// Connections open now, by address.
type OpenByAddress = Arc<std::sync::Mutex<std::collections::HashMap<IpAddr, usize>>>;

/// A connection's place in the limits ([`MAX_CONNECTIONS`] in all,
/// [`CONNECTIONS_PER_ADDRESS`] from one address): let go when the connection ends, or,
/// for one upgraded to a WebSocket, when the socket does (the socket holds a clone).
#[derive(Clone)]
pub(crate) struct ConnectionSlot(#[expect(dead_code, reason = "held for its drop")] Arc<SlotInner>);

struct SlotInner {
    _permit: tokio::sync::OwnedSemaphorePermit,
    /// The count of connections by address, and this one's, when counted.
    address: Option<(OpenByAddress, IpAddr)>,
}

impl Drop for SlotInner {
    fn drop(&mut self) {
        if let Some((open, ip)) = &self.address {
            let mut open = open
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if let Some(count) = open.get_mut(ip) {
                *count = count.saturating_sub(1);
                if *count == 0 {
                    open.remove(ip);
                }
            }
        }
    }
}

/// What a credential lets its holder see (and do).
enum Credential {
    /// A watch id: the channel.
    Watch(u64),
    /// A seat token.
    Seat(SeatClaim),
}

impl Credential {
    fn channel(&self) -> u64 {
        match self {
            Credential::Watch(c) => *c,
            Credential::Seat(s) => s.channel,
        }
    }

    fn viewer(&self) -> Option<User> {
        match self {
            Credential::Watch(_) => None,
            Credential::Seat(s) => Some(seat_user(s)),
        }
    }
}

/// The person a seat token speaks for.
fn seat_user(claim: &SeatClaim) -> User {
    User {
        locale: claim.locale.clone(),
        ..User::new(claim.user, String::new())
    }
}

impl Web {
    /// The web board over `tables`, publishing through `publish`.
    #[must_use]
    pub fn new(config: &WebConfig, tables: Arc<Tables>, publish: Arc<dyn Publish>) -> Web {
        let limits = config.limits;
        let geometry = serde_json::to_string(&crate::render::shapes::shapes()).unwrap_or_default();
        Web(Arc::new(Inner {
            tables,
            key: config.key.clone(),
            public_url: config.public_url.trim_end_matches('/').to_string(),
            publish,
            by_address: RateLimiter::keyed(
                Quota::per_second(limits.per_address).allow_burst(limits.address_burst),
            ),
            by_token: RateLimiter::keyed(Quota::per_minute(limits.per_token)),
            streams: Arc::new(tokio::sync::Semaphore::new(limits.streams)),
            open: std::sync::Mutex::new(std::collections::HashMap::new()),
            streams_per_address: limits.streams_per_address,
            forwarded_for: config.forwarded_for,
            activity: config.activity.clone().map(activity::Activity::new),
            geometry,
            home: std::sync::Mutex::new(None),
        }))
    }

    /// Makes `/` open `user`'s seat in `channel`'s game in play, else the table as a
    /// spectator sees it: the console's page, for the one person at the terminal
    /// (`play --web`, on a loopback address).
    pub fn set_home(&self, channel: u64, user: User) {
        *self
            .0
            .home
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some((channel, user));
    }

    /// Whether the Activity's session is served (its OAuth2 settings were given).
    #[must_use]
    pub fn activity_enabled(&self) -> bool {
        self.0.activity.is_some()
    }

    /// The "Watch live" link of `channel`'s table.
    #[must_use]
    pub fn watch_url(&self, channel: u64) -> String {
        format!(
            "{}/watch/{}",
            self.0.public_url,
            self.0.key.watch_id(channel)
        )
    }

    /// The personal link of `user` to play their seat in `channel`'s game in progress,
    /// valid for [`token::SEAT_TOKEN_LIFE`]; `None` when they have no seat in a game in
    /// play there. It is a new link: the person's earlier links stop working
    /// ([`Tables::new_web_link`]). The token is in the fragment (`/play#p…`), which a
    /// browser never sends, so no server's or proxy's log keeps it.
    #[must_use]
    pub fn play_url(&self, channel: u64, user: &User) -> Option<String> {
        let token = self.seat_token(channel, user, true)?;
        Some(format!("{}/play#{token}", self.0.public_url))
    }

    /// A seat token of `user` in `channel`'s game in play, of a new link (`fresh`) or of
    /// their latest one (reads the table: call it on a blocking thread).
    fn seat_token(&self, channel: u64, user: &User, fresh: bool) -> Option<String> {
        let view = self.0.tables.live_view(channel, Some(user))?;
        let seat = view.you.filter(|_| view.phase == "playing")?;
        let link = if fresh {
            self.0.tables.new_web_link(channel, user)
        } else {
            self.0.tables.web_link(user.id)
        };
        let link = match link {
            Ok(n) => n,
            Err(e) => {
                tracing::warn!(
                    error = &e as &dyn std::error::Error,
                    "no web link: the database failed"
                );
                return None;
            }
        };
        Some(self.0.key.seat_token(&SeatClaim {
            channel,
            game: view.game,
            seat,
            user: user.id,
            locale: user.locale.clone(),
            expires: now() + token::SEAT_TOKEN_LIFE,
            link,
        }))
    }

    /// The router: every page and endpoint, with the security headers, the body limit
    /// and the rate limit per address.
    pub fn router(&self) -> Router {
        Router::new()
            .route("/", get(home))
            .route("/watch/:id", get(assets::page))
            .route("/play", get(assets::page))
            .route("/play/:token", get(assets::page))
            .route("/activity", get(assets::activity_page))
            .route("/assets/:file", get(assets::file))
            .route("/api/geometry", get(geometry))
            .route("/api/view", get(view))
            .route("/api/view/:credential", get(view))
            .route("/api/ticket", post(seat::ticket))
            .route("/api/events/:credential", get(events::stream))
            .route("/api/socket", get(events::socket))
            .route("/api/socket/:credential", get(events::socket))
            .route("/api/move", post(seat::play))
            .route("/api/move/:token", post(seat::play))
            .route("/api/follow", post(follow::follow))
            .route("/api/activity/config", get(activity::config))
            .route("/api/activity/session", post(activity::session))
            .fallback(not_found)
            .method_not_allowed_fallback(not_allowed)
            .layer(DefaultBodyLimit::max(MAX_BODY))
            .layer(axum::middleware::from_fn_with_state(self.clone(), guard))
            .with_state(self.clone())
    }

    /// Serves the board on `listener` until the task is dropped. Each connection gets
    /// [`HEADER_TIMEOUT`] for each request's headers; at most [`MAX_CONNECTIONS`] are
    /// open, [`CONNECTIONS_PER_ADDRESS`] from one address; others are closed at once.
    ///
    /// # Errors
    /// None so far: a failed accept (out of file descriptors) is waited out.
    pub async fn serve(self, listener: tokio::net::TcpListener) -> std::io::Result<()> {
        use tower::ServiceExt as _;
        let app = self.router();
        let limiter = self.clone();
        // The rate limiters forget idle keys now and then (bounded memory).
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_mins(1)).await;
                limiter.0.by_address.retain_recent();
                limiter.0.by_token.retain_recent();
            }
        });
        let all = Arc::new(tokio::sync::Semaphore::new(MAX_CONNECTIONS));
        let per_address = Arc::new(std::sync::Mutex::new(std::collections::HashMap::<
            IpAddr,
            usize,
        >::new()));
        loop {
            let (stream, peer) = match listener.accept().await {
                Ok(accepted) => accepted,
                Err(e) => {
                    tracing::warn!(
                        error = &e as &dyn std::error::Error,
                        "web board: accept failed"
                    );
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            let Ok(permit) = Arc::clone(&all).try_acquire_owned() else {
                continue;
            };
            let counted = !self.0.forwarded_for;
            if counted {
                let mut open = per_address
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                let count = open.entry(client_of(peer.ip())).or_insert(0);
                if *count >= CONNECTIONS_PER_ADDRESS {
                    continue;
                }
                *count += 1;
            }
            let slot = ConnectionSlot(Arc::new(SlotInner {
                _permit: permit,
                address: counted.then(|| (Arc::clone(&per_address), client_of(peer.ip()))),
            }));
            let app = app.clone();
            tokio::spawn(async move {
                let held = slot.clone();
                let service = hyper::service::service_fn(
                    move |mut request: hyper::Request<hyper::body::Incoming>| {
                        request.extensions_mut().insert(ConnectInfo(peer));
                        // A socket upgraded from this connection holds its place.
                        request.extensions_mut().insert(held.clone());
                        app.clone().oneshot(request.map(axum::body::Body::new))
                    },
                );
                let served = hyper::server::conn::http1::Builder::new()
                    .timer(hyper_util::rt::TokioTimer::new())
                    .header_read_timeout(HEADER_TIMEOUT)
                    .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                    // The live board's WebSocket (`/api/socket/…`).
                    .with_upgrades()
                    .await;
                if let Err(e) = served {
                    tracing::debug!(
                        error = &e as &dyn std::error::Error,
                        "web board: a connection ended"
                    );
                }
                drop(slot);
            });
        }
    }

    /// Binds `config.listen` and serves there in the background; the address bound.
    ///
    /// # Errors
    /// The address could not be bound.
    pub async fn spawn(self, listen: SocketAddr) -> std::io::Result<SocketAddr> {
        let listener = tokio::net::TcpListener::bind(listen).await?;
        let bound = listener.local_addr()?;
        tokio::spawn(async move {
            if let Err(e) = self.serve(listener).await {
                tracing::error!(error = &e as &dyn std::error::Error, "web board stopped");
            }
        });
        Ok(bound)
    }

    /// Reads `text` as a credential: a watch id, or a seat token of the person's latest
    /// link (the database is asked, on a blocking thread).
    async fn credential(&self, text: &str) -> Result<Credential, TokenError> {
        if let Some(channel) = self.0.key.watched(text) {
            return Ok(Credential::Watch(channel));
        }
        if text.starts_with('t') {
            // A ticket: it only reads, as its seat would see the table.
            let claim = self.0.key.ticket_claim(text, now())?;
            return self.latest(claim).await.map(Credential::Seat);
        }
        self.seat(text).await.map(Credential::Seat)
    }

    /// The claim of seat token `text`, when it is signed, not expired, and of the
    /// person's latest link. A database that cannot be asked lets the token through:
    /// whatever it asks for then fails on its own.
    async fn seat(&self, text: &str) -> Result<SeatClaim, TokenError> {
        let claim = self.0.key.seat(text, now())?;
        self.latest(claim).await
    }

    /// `claim`, when it is of the person's latest link ([`Web::seat`]).
    async fn latest(&self, claim: SeatClaim) -> Result<SeatClaim, TokenError> {
        let tables = Arc::clone(&self.0.tables);
        let user = claim.user;
        let latest = tokio::task::spawn_blocking(move || tables.web_link(user))
            .await
            .ok()
            .and_then(Result::ok);
        match latest {
            Some(latest) if latest != claim.link => Err(TokenError::Replaced),
            _ => Ok(claim),
        }
    }

    /// The view of `credential`'s table, read on a blocking thread. A seat token of
    /// an earlier game at the table sees the game now as a spectator does; when its
    /// person has a seat in it, the second value is a token of that seat (expiring when
    /// the old one does: the old token already proves who they are), which the page
    /// moves to.
    async fn live(&self, credential: &Credential) -> Option<(LiveView, Option<String>)> {
        let tables = Arc::clone(&self.0.tables);
        let channel = credential.channel();
        let viewer = credential.viewer();
        let mut view =
            tokio::task::spawn_blocking(move || tables.live_view(channel, viewer.as_ref()))
                .await
                .ok()
                .flatten()?;
        let mut renewed = None;
        if let Credential::Seat(claim) = credential {
            if view.game != claim.game {
                if let (Some(seat), "playing") = (view.you, view.phase) {
                    renewed = Some(self.0.key.seat_token(&SeatClaim {
                        game: view.game,
                        seat,
                        ..claim.clone()
                    }));
                }
                view.you = None;
                view.moves.clear();
            }
        }
        Some((view, renewed))
    }

    /// Counts an event stream of `client` open; `None` past its limit per address. The
    /// count goes down when the returned guard is dropped.
    fn stream_of(&self, client: IpAddr) -> Option<StreamSlot> {
        let mut open = self
            .0
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let count = open.entry(client).or_insert(0);
        if *count >= self.0.streams_per_address {
            return None;
        }
        *count += 1;
        Some(StreamSlot {
            web: self.clone(),
            client,
        })
    }

    /// The rate limit of one seat (or one Activity instance).
    fn token_allowed(&self, key: &str) -> bool {
        self.0.by_token.check_key(&key.to_string()).is_ok()
    }
}

/// The client's address, as the limits count it ([`WebConfig::forwarded_for`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Client(pub IpAddr);

/// An event stream counted open for its address ([`Web::stream_of`]).
pub(crate) struct StreamSlot {
    web: Web,
    client: IpAddr,
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut open = self
            .web
            .0
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(count) = open.get_mut(&self.client) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.remove(&self.client);
            }
        }
    }
}

/// The address the limits count a client by: an IPv6 address by its /64 (one site's
/// network: RFC 4291 interface identifiers fill the low 64 bits, and a host may take any
/// number of them), an IPv4 address (or one mapped into IPv6) as it is.
#[must_use]
pub fn client_of(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(std::net::Ipv6Addr::from(
                u128::from(v6) & !u128::from(u64::MAX),
            )),
        },
        v4 @ IpAddr::V4(_) => v4,
    }
}

/// Every response: the rate limit per address first, then the security headers.
async fn guard(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    mut request: Request,
    next: Next,
) -> Response {
    let forwarded = web
        .0
        .forwarded_for
        .then(|| {
            request
                .headers()
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .filter_map(|a| a.trim().parse::<IpAddr>().ok())
                .next_back()
        })
        .flatten();
    let client = client_of(forwarded.unwrap_or(peer.ip()));
    request.extensions_mut().insert(Client(client));
    let mut response = if web.0.by_address.check_key(&client).is_err() {
        let cat = words(request.headers(), None);
        said(
            StatusCode::TOO_MANY_REQUESTS,
            crate::t!(cat, "web-too-many"),
        )
    } else {
        next.run(request).await
    };
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    response
}

/// `GET /`: the console's table (see [`Web::set_home`]), else the landing page.
async fn home(
    State(web): State<Web>,
    axum::extract::RawQuery(query): axum::extract::RawQuery,
) -> Response {
    // Discord opens an Activity at its URL mapping's root with `frame_id`,
    // `instance_id`, … in the query ("Building an Activity").
    let in_discord = query
        .as_deref()
        .unwrap_or_default()
        .split('&')
        .any(|p| p.starts_with("frame_id="));
    if in_discord {
        return assets::activity_page().await;
    }
    let home = web
        .0
        .home
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .clone();
    let Some((channel, user)) = home else {
        return assets::index();
    };
    let seat_web = web.clone();
    let to =
        tokio::task::spawn_blocking(move || match seat_web.seat_token(channel, &user, false) {
            Some(token) => format!("/play#{token}"),
            None => format!("/watch/{}", seat_web.0.key.watch_id(channel)),
        })
        .await
        .unwrap_or_else(|_| "/".into());
    (StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response()
}

async fn not_allowed(headers: axum::http::HeaderMap) -> Response {
    said(
        StatusCode::METHOD_NOT_ALLOWED,
        crate::t!(words(&headers, None), "web-method"),
    )
}

async fn not_found(headers: axum::http::HeaderMap) -> Response {
    said(
        StatusCode::NOT_FOUND,
        crate::t!(words(&headers, None), "web-nothing-here"),
    )
}

async fn geometry(State(web): State<Web>) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        web.0.geometry.clone(),
    )
        .into_response()
}

/// `GET /api/view` with the credential in the `Authorization` header (`Bearer …`), or
/// `GET /api/view/<credential>` (a watch id, or a link made before): the table as JSON.
async fn view(
    State(web): State<Web>,
    path: Option<Path<String>>,
    headers: axum::http::HeaderMap,
) -> Response {
    let Some(credential) = seat::presented(&headers, path.map(|Path(p)| p)) else {
        return refused(TokenError::Forged, words(&headers, None));
    };
    let credential = match web.credential(&credential).await {
        Ok(c) => c,
        Err(e) => return refused(e, words(&headers, None)),
    };
    match web.live(&credential).await {
        Some((view, _)) => Json(view).into_response(),
        None => said(
            StatusCode::NOT_FOUND,
            crate::t!(words(&headers, None), "web-no-game"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_client_is_counted_by_its_64() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(client_of(ip("2001:db8::1")), ip("2001:db8::"));
        assert_eq!(
            client_of(ip("2001:db8::1")),
            client_of(ip("2001:db8::ffff:abcd:1"))
        );
        assert_ne!(
            client_of(ip("2001:db8::1")),
            client_of(ip("2001:db8:0:1::1"))
        );
        assert_eq!(client_of(ip("198.51.100.7")), ip("198.51.100.7"));
        assert_eq!(client_of(ip("::ffff:198.51.100.7")), ip("198.51.100.7"));
    }

    #[test]
    fn the_browsers_weights_choose_the_language() {
        let asked = |value: &str| {
            let mut headers = axum::http::HeaderMap::new();
            headers.insert(header::ACCEPT_LANGUAGE, value.parse().unwrap());
            headers
        };
        assert_eq!(words(&asked("de;q=0.1, fr;q=0.9"), None).lang(), "fr");
        assert_eq!(words(&asked("de;q=0"), None).lang(), "en");
        assert_eq!(words(&asked("xx, it, de"), None).lang(), "it");
        assert_eq!(words(&asked("de, it"), None).lang(), "de");
        assert_eq!(words(&asked("de;q=oops, cs"), None).lang(), "cs");
        assert_eq!(words(&asked("de"), Some("pt-BR")).lang(), "pt-BR");
    }
}
