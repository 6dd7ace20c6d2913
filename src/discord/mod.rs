//! The Discord adapter: poise 0.7 over serenity 0.12.
//!
//! Slash commands (`/checkers …`, [`commands`]), lobby buttons ([`lobby`]), the Move button
//! and its menus ([`move_menu`]), Rematch and Replay ([`rematch`]) and typed moves in plain
//! messages ([`events`]) become calls on [`Tables`] (kept games and ratings: [`kept`]); each
//! [`Reply`](crate::table::Reply) becomes a message ([`reply`]), answered the Discord way
//! ([`respond`]: ephemeral refusals, deferred slow work). Nothing about rules or storage
//! lives here. Table work (rendering, computer players) runs on blocking threads.
//!
//! Start-up: [`run`] opens the store, connects, registers the commands ([`registration`])
//! and runs until SIGINT or SIGTERM; [`run_with_tables`] does the same over given tables
//! until a shutdown future completes (tests, embedding). Shutdown turns new commands away,
//! lets the running ones finish their writes and answers, flushes the database and
//! disconnects.

mod addressed;
mod assist;
mod blocking;
mod board_post;
mod challenge;
mod commands;
mod component;
mod config;
mod confirm;
mod direct;
mod events;
mod gate;
mod health;
mod kept;
pub mod limits;
mod lobby;
mod localize;
mod move_menu;
mod options;
mod permissions;
mod press;
mod registration;
mod relay;
mod rematch;
mod reply;
mod respond;
mod seek;
mod slash;
mod text;
mod tournament;
mod web;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ApplicationFlags, GatewayIntents};

pub use config::{
    BotArgs, ConfigError, DiscordConfig, ParseShardRangeError, ShardRange, DEFAULT_DB, DEFER_AFTER,
    KEYS,
};
pub use registration::RegistrationState;

use crate::store::StoreError;
use crate::table::{Command, Input, LobbyView, Reply, ReplyKind, Tables, TurnView, User};
use blocking::BlockingTables;
use gate::Gate;
use lobby::LobbyMessages;

/// What stops the bot, or a command.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    /// Discord answered 401: the token is wrong or was reset.
    #[error("discord refused the bot token (401 unauthorized)")]
    BadToken,
    /// The database could not be opened.
    #[error("cannot open the database")]
    Store(#[from] StoreError),
    /// Discord refused or the connection failed (the message never contains the token).
    #[error("discord failed")]
    Discord(#[from] serenity::Error),
    /// A table worker thread failed.
    #[error("table worker failed")]
    Worker(#[from] tokio::task::JoinError),
    /// The relay to `api_base` could not open its loopback port.
    #[error("cannot open the relay to api_base on loopback")]
    Relay(#[from] std::io::Error),
    /// Discord (or `api_base`) cannot be reached, or does not answer in time.
    #[error("cannot reach Discord at {0}: {1}")]
    Unreachable(String, String),
    /// `metrics_listen` could not be served.
    #[error("cannot serve /healthz and /metrics on {0}")]
    Metrics(std::net::SocketAddr, #[source] std::io::Error),
    /// `web.listen` could not be served.
    #[error("cannot serve the web board on web.listen")]
    Web(#[source] std::io::Error),
    /// The slash commands were not registered: Discord refused them, or they break its
    /// limits. Without them nobody can start a game, so the bot stops.
    #[error("the slash commands were not registered: {0}")]
    Registration(#[from] registration::Refused),
}

/// Shared state of the commands and event handlers.
pub struct Data {
    tables: BlockingTables,
    defer_after: Duration,
    auto_start: bool,
    lobbies: Arc<LobbyMessages>,
    gate: Arc<Gate>,
    /// Whether the gateway delivers every message's content (the privileged intent);
    /// without it only mentions, pinging replies and DMs are read ([`addressed`]).
    message_content: bool,
    /// For what is sent beside an answer: direct messages ([`direct`]).
    http: Arc<serenity::Http>,
    /// The web board, when it is served (`web.listen`).
    web: Option<crate::web::Web>,
}

type Context<'a> = poise::Context<'a, Data, DiscordError>;

/// What a command did: the table's replies, and the channel's lobby and game afterwards.
pub(crate) struct Outcome {
    replies: Vec<Reply>,
    lobby: Option<LobbyView>,
    /// The id of the takeback request open after a takeback command ([`assist`]).
    takeback: Option<u64>,
    /// The game after the command (the buttons under its board).
    turn: Option<TurnView>,
}

/// Runs `command` for `user` in `channel` on a blocking thread, and reads what adapters
/// draw after it: the lobby, an open takeback request, the game's turn view.
async fn perform(
    data: &Data,
    channel: u64,
    guild_locale: Option<String>,
    user: User,
    command: Command,
) -> Result<Outcome, DiscordError> {
    perform_input(data, channel, guild_locale, user, Input::Command(command)).await
}

/// [`perform`] of any way in (a button's input).
async fn perform_input(
    data: &Data,
    channel: u64,
    guild_locale: Option<String>,
    user: User,
    input: Input,
) -> Result<Outcome, DiscordError> {
    perform_on(
        (&data.http, &data.tables),
        channel,
        guild_locale,
        user,
        input,
    )
    .await
}

/// [`perform_input`] with the client and tables alone (the timers have no [`Data`]).
async fn perform_on(
    (http, tables): (&Arc<serenity::Http>, &BlockingTables),
    channel: u64,
    guild_locale: Option<String>,
    user: User,
    input: Input,
) -> Result<Outcome, DiscordError> {
    let takeback = matches!(&input, Input::Command(c) if assist::about_takeback(c));
    let (mut outcome, elsewhere) = tables
        .run(move |tables| {
            let at = guild_locale.as_deref();
            // A seat that fills the lobby starts the game in the same command when
            // `auto_start` is on (the table does it: `Tables::set_auto_start`).
            // A game seen in several places: the news goes to the others too.
            let answer = tables.reply_everywhere(channel, at, Some(&user), &input);
            let (replies, turn, elsewhere) = (answer.replies, answer.view, answer.elsewhere);
            let lobby = tables.lobby_view(channel, at);
            let takeback = takeback
                .then(|| tables.takeback_request(channel).map(|(id, _)| id))
                .flatten();
            let outcome = Outcome {
                replies,
                lobby,
                takeback,
                turn,
            };
            (outcome, elsewhere)
        })
        .await?;
    direct::dispatch(http, tables, &mut outcome.replies);
    match outcome.takeback {
        // A takeback request: its Accept and Decline buttons in every place.
        Some(id) if !elsewhere.is_empty() => {
            assist::spawn_request_elsewhere((http, tables), elsewhere, id);
        }
        _ => board_post::spawn_elsewhere(http, elsewhere, outcome.turn.as_ref()),
    }
    Ok(outcome)
}

/// Gateway intents without the privileged message-content intent.
const BASE_INTENTS: GatewayIntents = GatewayIntents::GUILDS
    .union(GatewayIntents::GUILD_MESSAGES)
    .union(GatewayIntents::DIRECT_MESSAGES);

/// The warning when plain typed moves cannot be read (case `intent`).
const NO_CONTENT_WARNING: &str = "the message-content intent is not granted to this application: \
     plain typed moves will not be seen; players move by mentioning the bot (`@bot d2 e7`), \
     by replying to its latest board with the ping on, with the Move button under the board, \
     or with /checkers move (slash commands and buttons work). To read plain moves, enable \
     \"Message Content Intent\" under Bot → Privileged Gateway Intents in the Discord developer portal";

/// How long shutdown waits for running commands to finish.
const DRAIN_LIMIT: Duration = Duration::from_secs(30);

/// How long shutdown waits for the gateway connections to close.
const DISCONNECT_LIMIT: Duration = Duration::from_secs(10);

/// Opens the store at `config.db_path` and runs the bot until the gateway connection
/// ends for good or the process gets SIGINT (ctrl-c) or SIGTERM.
///
/// # Errors
/// [`DiscordError::Store`] when the database cannot be opened; [`DiscordError::BadToken`]
/// when Discord refuses the token; [`DiscordError::Discord`] when the connection fails
/// for good.
pub async fn run(config: DiscordConfig) -> Result<(), DiscordError> {
    let location = config.db_path.clone();
    // The store blocks on I/O (PostgreSQL's client runs its own little runtime).
    let store = tokio::task::spawn_blocking(move || crate::store::open(&location))
        .await
        .map_err(|e| StoreError::Backend(Box::new(e)))??;
    // One person cannot tie the bot up with hints, replays and `moves`.
    let tables = Arc::new(Tables::shared(store).with_cooldowns(crate::table::Cooldowns::new()));
    run_with_tables(config, tables, stop_signal()).await
}

/// Completes on SIGINT (ctrl-c) or, on Unix, SIGTERM.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    r = tokio::signal::ctrl_c() => if let Err(e) = r {
                        tracing::warn!(error = &e as &dyn std::error::Error, "cannot listen for ctrl-c");
                        term.recv().await;
                    },
                    _ = term.recv() => {}
                }
                return;
            }
            Err(e) => tracing::warn!(
                error = &e as &dyn std::error::Error,
                "cannot listen for SIGTERM"
            ),
        }
    }
    if let Err(e) = tokio::signal::ctrl_c().await {
        tracing::warn!(
            error = &e as &dyn std::error::Error,
            "cannot listen for ctrl-c"
        );
        std::future::pending::<()>().await;
    }
}

/// Runs the bot over `tables` (`config.db_path` is not used) until the gateway connection
/// ends for good or `shutdown` completes. Then: no more commands, running ones finish,
/// the store is flushed, the gateway disconnected.
///
/// # Errors
/// [`DiscordError::BadToken`] when Discord refuses the token; [`DiscordError::Discord`]
/// when the connection fails for good.
pub async fn run_with_tables(
    config: DiscordConfig,
    tables: Arc<Tables>,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), DiscordError> {
    tables.set_auto_start(config.auto_start);
    let shared = Arc::clone(&tables);
    let tables = BlockingTables::new(tables);
    // `/healthz` answers from the start ("not connected yet"), also while Discord does not.
    let health = serve_health(config.metrics_listen, &tables).await?;
    tokio::pin!(shutdown);
    let (discord, relay, config) = through_relay(config).await?;
    let mut intents = BASE_INTENTS;
    let first = build_http(&config);
    let (granted, application) = tokio::select! {
        granted = message_content_granted(&first, &discord, config.discord_wait) => granted?,
        () = &mut shutdown => {
            tracing::info!("stopped before Discord answered");
            return Ok(());
        }
    };
    if granted {
        intents |= GatewayIntents::MESSAGE_CONTENT;
    } else {
        tracing::warn!("{NO_CONTENT_WARNING}");
    }
    let gate = Arc::new(Gate::default());
    let lobbies = Arc::new(LobbyMessages::default());
    // The images' parts are built while the gateway connects, not by the first command.
    drop(tokio::task::spawn_blocking(crate::render::warm));
    let http = Arc::new(build_http(&config));
    let web = serve_web(&config, shared, &tables, &http).await?;
    // Before the gateway: a refused registration stops the bot, with Discord's reason.
    let activity = web.as_ref().is_some_and(crate::web::Web::activity_enabled);
    tokio::select! {
        registered = register_commands(&first, application, &config, activity) => registered?,
        () = &mut shutdown => return Ok(()),
    }
    let clock = tokio::spawn(turn_clock(
        Arc::clone(&http),
        tables.clone(),
        Arc::clone(&gate),
        Arc::clone(&lobbies),
    ));
    let result = loop {
        let data = Data {
            tables: tables.clone(),
            defer_after: config.defer_after,
            auto_start: config.auto_start,
            lobbies: Arc::clone(&lobbies),
            gate: Arc::clone(&gate),
            message_content: intents.contains(GatewayIntents::MESSAGE_CONTENT),
            http: Arc::clone(&http),
            web: web.clone(),
        };
        let mut client = match connect(&config, data, intents).await {
            Ok(client) => client,
            Err(e) => break Err(e),
        };
        let shards = Arc::clone(&client.shard_manager);
        if let Some(health) = &health {
            health.watch(Arc::clone(&shards)).await;
        }
        let (ended, stopping) = {
            let start = start(&mut client, &config);
            tokio::pin!(start);
            tokio::select! {
                r = &mut start => (r, false),
                () = &mut shutdown => {
                    stop(&gate, &tables).await;
                    shards.shutdown_all().await;
                    let r = tokio::time::timeout(DISCONNECT_LIMIT, start).await;
                    (r.unwrap_or(Ok(())), true)
                }
            }
        };
        match ended {
            // Discord closes with 4014 when a privileged intent is asked for but not granted.
            Err(serenity::Error::Gateway(serenity::GatewayError::DisallowedGatewayIntents))
                if !stopping && intents.contains(GatewayIntents::MESSAGE_CONTENT) =>
            {
                tracing::warn!("{NO_CONTENT_WARNING}");
                intents.remove(GatewayIntents::MESSAGE_CONTENT);
            }
            other => break other.map_err(DiscordError::from),
        }
    };
    gate.close();
    clock.abort();
    if let Err(e) = tables.flush().await {
        tracing::error!(
            error = &e as &dyn std::error::Error,
            "final store flush failed"
        );
    }
    drop(relay);
    tracing::info!("disconnected");
    result
}

/// Where the bot talks to Discord: its address (for the logs), and through `api_base` the
/// relay that waits out 429s (relay.rs), with `config` pointed at it.
async fn through_relay(
    config: DiscordConfig,
) -> Result<(String, Option<relay::Relay>, DiscordConfig), DiscordError> {
    let discord = config
        .api_base
        .clone()
        .unwrap_or_else(|| "https://discord.com".into());
    tracing::info!(api = %discord, "connecting to Discord");
    let relay = match &config.api_base {
        Some(base) => Some(relay::Relay::start(base, config.discord_wait).await?),
        None => None,
    };
    let config = DiscordConfig {
        api_base: relay.as_ref().map(relay::Relay::url),
        ..config
    };
    Ok((discord, relay, config))
}

/// `/healthz` and `/metrics` on `listen`, when set.
async fn serve_health(
    listen: Option<std::net::SocketAddr>,
    tables: &BlockingTables,
) -> Result<Option<Arc<health::Health>>, DiscordError> {
    let Some(addr) = listen else {
        return Ok(None);
    };
    let (health, _) = health::serve(addr, tables.clone())
        .await
        .map_err(|e| DiscordError::Metrics(addr, e))?;
    Ok(Some(health))
}

/// The first half of shutdown: no more commands; the running ones finish (their writes
/// and their answers); the store is flushed.
async fn stop(gate: &Gate, tables: &BlockingTables) {
    tracing::info!("shutting down: taking no more commands");
    gate.close();
    if !gate.drained(DRAIN_LIMIT).await {
        tracing::warn!(
            running = gate.inside(),
            "commands still running after {DRAIN_LIMIT:?}; shutting down anyway"
        );
    }
    match tables.flush().await {
        Ok(()) => tracing::info!("database flushed"),
        Err(e) => tracing::error!(error = &e as &dyn std::error::Error, "store flush failed"),
    }
}

/// Starts the shards of this process: the configured range, or every shard Discord
/// recommends.
async fn start(client: &mut serenity::Client, config: &DiscordConfig) -> serenity::Result<()> {
    match config.shard_plan() {
        // serenity's range end is inclusive here (`start_connection(first, last, total)`).
        Some((range, total)) => {
            client
                .start_shard_range(range.first..range.last, total)
                .await
        }
        None => client.start_autosharded().await,
    }
}

/// The web board on `web.listen`, when configured: its "Watch live" links go under the
/// boards, its moves are posted in their channels ([`web::Posts`]), and the Activity's
/// session is enabled when `CHECKERS_CLIENT_SECRET` is set (the application's id is asked
/// of Discord).
async fn serve_web(
    config: &DiscordConfig,
    served: Arc<Tables>,
    tables: &BlockingTables,
    http: &Arc<serenity::Http>,
) -> Result<Option<crate::web::Web>, DiscordError> {
    let Some(mut settings) = config.web.clone() else {
        return Ok(None);
    };
    if let Some(secret) = &config.client_secret {
        match http.get_current_application_info().await {
            Ok(app) => {
                settings.activity = Some(crate::web::activity::ActivityConfig {
                    client_id: app.id.get(),
                    client_secret: secret.clone(),
                    bot_token: config.token.clone(),
                    api_base: format!(
                        "{}/api/v10",
                        config
                            .api_base
                            .as_deref()
                            .unwrap_or("https://discord.com")
                            .trim_end_matches('/')
                    ),
                });
            }
            Err(e) => tracing::warn!(
                error = &e as &dyn std::error::Error,
                "no Activity: Discord did not say the application's id"
            ),
        }
    }
    let posts = web::Posts {
        http: Arc::clone(http),
        tables: tables.clone(),
        runtime: tokio::runtime::Handle::current(),
    };
    let board = crate::web::Web::new(&settings, served, Arc::new(posts));
    let links = board.clone();
    tables
        .run(move |t| t.set_watch_links(Box::new(move |channel| links.watch_url(channel))))
        .await
        .map_err(DiscordError::from)?;
    let bound = board
        .clone()
        .spawn(settings.listen)
        .await
        .map_err(DiscordError::Web)?;
    tracing::info!(listen = %bound, public = %settings.public_url, "web board served");
    Ok(Some(board))
}

/// How often the timers that are due are claimed and done ([`Tables::tick_all`]): a read
/// of the store's index of due times, so its cost does not grow with idle channels.
const TIMERS_EVERY: Duration = Duration::from_secs(5);

/// Every few seconds, and first as the bot starts: does what is due at the tables whose
/// time has come (the computers' turns nobody is playing, a process having stopped while
/// thinking; turn clocks run out; takeback requests' time up), and posts what happened
/// (the computer's move; a player's time ran out: the computer takes the seat, or its
/// pegs freeze).
async fn turn_clock(
    http: Arc<serenity::Http>,
    tables: BlockingTables,
    gate: Arc<Gate>,
    lobbies: Arc<LobbyMessages>,
) {
    let mut every = tokio::time::interval(TIMERS_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        let Some(_pass) = gate.enter() else { return };
        let Ok(expired) = tables
            .run(|tables| {
                let expired = tables.tick_all();
                expired
                    .into_iter()
                    .map(|(channel, replies)| {
                        let view = board_post::view_after(tables, channel, None, &replies);
                        (channel, replies, view)
                    })
                    .collect::<Vec<_>>()
            })
            .await
        else {
            continue;
        };
        // Channel ids are never 0 on Discord (serenity's ids are non-zero).
        for (channel, mut replies, view) in expired.into_iter().filter(|(c, _, _)| *c != 0) {
            direct::dispatch(&http, &tables, &mut replies);
            // Seeks whose seats computers fill: their game opens in a thread.
            let matched: Vec<Reply> = replies
                .extract_if(.., |r| matches!(r.kind, ReplyKind::Matched(_)))
                .collect();
            board_post::post_public(&http, channel, &replies, view.as_ref()).await;
            // A lobby the timers ended (a challenge nobody answered) loses its buttons.
            lobby::close_ended(&http, &lobbies, &tables, channel).await;
            for reply in matched {
                let channel = serenity::ChannelId::new(channel);
                seek::open_from_timers((&http, &tables), channel, &reply).await;
            }
        }
    }
}

/// The HTTP client: to Discord, or to `config.api_base` (in [`run_with_tables`], the
/// [`relay`] to the shared rate-limit proxy or fake Discord). Straight to Discord,
/// serenity's rate limiter waits out a 429 and sends the request again; it cannot work
/// through a base URL (serenity 0.12 then bypasses the base), so there the relay does.
///
/// Straight to Discord, each request may take [`DiscordConfig::discord_wait`]; through the
/// relay, the relay bounds each request to `api_base` so (and may wait out a 429 besides).
fn build_http(config: &DiscordConfig) -> serenity::Http {
    let builder = serenity::HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        return builder
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true)
            .build();
    }
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(config.discord_wait)
        .connect_timeout(config.discord_wait)
        .build();
    match client {
        Ok(client) => builder.client(client).build(),
        Err(e) => {
            tracing::warn!(
                error = &e as &dyn std::error::Error,
                "no time limit on Discord's answers"
            );
            builder.build()
        }
    }
}

/// Whether the application may receive message content (the developer-portal switch), and
/// the application's id when Discord told it. Unknown (Discord refused the request) counts
/// as yes: a refusal then shows as gateway close 4014. This is the bot's first request to
/// Discord (`discord` names where it goes).
///
/// # Errors
/// [`DiscordError::BadToken`] when Discord does not accept the token;
/// [`DiscordError::Unreachable`] when it cannot be reached or does not answer within
/// `wait`.
async fn message_content_granted(
    http: &serenity::Http,
    discord: &str,
    wait: Duration,
) -> Result<(bool, Option<serenity::ApplicationId>), DiscordError> {
    let unreachable = |why: String| DiscordError::Unreachable(discord.to_string(), why);
    // The client's own time limit, and this one above it (through the relay, which
    // answers 504 at `wait`).
    let asked = tokio::time::timeout(
        wait + Duration::from_secs(5),
        http.get_current_application_info(),
    )
    .await
    .map_err(|_| unreachable(format!("no answer in {} s", wait.as_secs())))?;
    match asked {
        Err(serenity::Error::Http(serenity::HttpError::Request(e))) if e.is_timeout() => {
            Err(unreachable(format!("no answer in {} s", wait.as_secs())))
        }
        Err(serenity::Error::Http(serenity::HttpError::Request(e))) if e.is_connect() => {
            // reqwest's words, then its causes ("Connection refused").
            Err(unreachable(crate::error_chain(&e)))
        }
        // The relay's answer when `api_base` did not answer or could not be reached.
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)))
            if r.status_code == serenity::StatusCode::BAD_GATEWAY
                || r.status_code == serenity::StatusCode::GATEWAY_TIMEOUT =>
        {
            Err(unreachable(r.error.message))
        }
        Ok(info) => Ok((
            info.flags.is_none_or(|f| {
                f.intersects(
                    ApplicationFlags::GATEWAY_MESSAGE_CONTENT
                        | ApplicationFlags::GATEWAY_MESSAGE_CONTENT_LIMITED,
                )
            }),
            Some(info.id),
        )),
        Err(serenity::Error::Http(e))
            if e.status_code() == Some(serenity::StatusCode::UNAUTHORIZED) =>
        {
            Err(DiscordError::BadToken)
        }
        Err(e) => {
            tracing::warn!(
                error = &e as &dyn std::error::Error,
                "cannot read the application's flags"
            );
            Ok((true, None))
        }
    }
}

/// Suggestions for a `house_rules` option being typed ([`options::suggest_rules`]).
pub use options::suggest_rules as house_rule_suggestions;

/// Registers the commands through `http` when this process registers them (shard 0's),
/// learning the application's id first when the start did not.
async fn register_commands(
    http: &serenity::Http,
    application: Option<serenity::ApplicationId>,
    config: &DiscordConfig,
    activity: bool,
) -> Result<(), DiscordError> {
    if !config.registers_commands() {
        return Ok(());
    }
    let id = match application {
        Some(id) => id,
        None => {
            http.get_current_application_info()
                .await
                .map_err(|e| registration::Refused(crate::error_chain(&e)))?
                .id
        }
    };
    http.set_application_id(id);
    let commands = localized_commands();
    let state = config.state_path();
    registration::register(http, &commands, config.guild_id, &state, activity)
        .await
        .map_err(DiscordError::from)
}

/// Each registered command's size (options and characters by Discord's count,
/// [`limits::size`]), the Activity's Entry Point command with `activity`.
#[must_use]
pub fn command_sizes(activity: bool) -> Vec<limits::Size> {
    let set = registration::command_set(&localized_commands(), activity);
    registration::as_json(&set)
        .iter()
        .map(limits::size)
        .collect()
}

/// What in the registered commands breaks Discord's limits ([`limits::problems`]) or the
/// project's budget ([`limits::over_budget`]), one line each; empty when all is well.
#[must_use]
pub fn command_problems(activity: bool) -> Vec<String> {
    let set = registration::as_json(&registration::command_set(&localized_commands(), activity));
    let mut out: Vec<String> = limits::problems(&set, false)
        .iter()
        .map(ToString::to_string)
        .collect();
    out.extend(limits::over_budget(&set));
    out
}

/// The commands with their descriptions and localizations from the catalogues.
fn localized_commands() -> Vec<poise::Command<Data, DiscordError>> {
    let mut commands = vec![
        commands::checkers(),
        commands::checkers_ratings(),
        commands::checkers_me(),
        commands::defaults(),
        tournament::checkers_tournament(),
        challenge::challenge_menu(),
    ];
    localize::localize(&mut commands);
    commands
}

/// The `/checkers` command as it is registered with Discord (names, options, choices and
/// their localizations), in Discord's JSON form: what users see, for tests and tools.
#[must_use]
pub fn registered_commands() -> serde_json::Value {
    let commands = localize::application_commands(&localized_commands());
    serde_json::to_value(commands).unwrap_or_default()
}

/// Builds the framework and the client for one connection attempt.
async fn connect(
    config: &DiscordConfig,
    data: Data,
    intents: GatewayIntents,
) -> Result<serenity::Client, DiscordError> {
    let options = poise::FrameworkOptions {
        commands: localized_commands(),
        on_error: |error| Box::pin(events::on_error(error)),
        event_handler: |framework, event| Box::pin(events::on_event(framework, event)),
        // Replies ping nobody unless a reply says otherwise (case `mentions`).
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        initialize_owners: false,
        // Moves after a mention of the bot are read by the bot's own message handler
        // (`events.rs`); poise has no prefix commands to find there, and would log a
        // warning for every such move.
        prefix_options: poise::PrefixFrameworkOptions {
            mention_as_prefix: false,
            ..Default::default()
        },
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |_ctx, ready, _framework| {
            Box::pin(async move {
                tracing::info!(
                    user = %ready.user.name,
                    guilds = ready.guilds.len(),
                    // Numbers, also in JSON logs (no shard info: the only shard).
                    shard = ready.shard.map_or(0, |s| s.id.0),
                    shard_total = ready.shard.map_or(1, |s| s.total),
                    "connected to Discord"
                );
                Ok(data)
            })
        })
        .build();
    let client = serenity::ClientBuilder::new_with_http(build_http(config), intents)
        .framework(framework)
        .await?;
    Ok(client)
}
