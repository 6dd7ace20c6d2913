//! The Discord adapter (DESIGN.md `discord`): poise 0.7 over serenity 0.12.
//!
//! Slash commands (`/checkers …`, [`commands`]) and typed moves in plain messages
//! ([`events`]) become [`Command`](crate::table::Command)s for [`Tables`]; each
//! [`Reply`](crate::table::Reply) becomes a message ([`reply`]). Nothing about rules or
//! storage lives here. Table work (rendering, computer players) runs on blocking threads.
//!
//! Start-up: [`run`] opens the store and connects; [`run_with_tables`] connects over
//! given tables and stops when a shutdown future completes (tests, embedding).

mod commands;
mod events;
mod reply;

use std::future::Future;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ApplicationFlags, GatewayIntents};

use crate::store::{Store, StoreError};
use crate::table::Tables;

/// How the bot connects to Discord.
#[derive(Clone)]
pub struct DiscordConfig {
    /// The bot token (never logged).
    pub token: String,
    /// The sled database directory.
    pub db_path: PathBuf,
    /// Base URL that replaces `https://discord.com` for REST calls (a shared rate-limit
    /// proxy such as twilight-http-proxy, or a fake Discord in tests), e.g.
    /// `http://127.0.0.1:3000`. The gateway URL is then also asked of this base.
    pub api_base: Option<String>,
    /// Register the commands in this guild only (instant, for testing) instead of globally.
    pub guild_id: Option<u64>,
}

impl std::fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &"<redacted>")
            .field("db_path", &self.db_path)
            .field("api_base", &self.api_base)
            .field("guild_id", &self.guild_id)
            .finish()
    }
}

/// What stops the bot, or a command.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    /// Discord answered 401: the token is wrong or was reset.
    #[error("discord refused the bot token (401 unauthorized)")]
    BadToken,
    /// The database could not be opened.
    #[error("cannot open the database: {0}")]
    Store(#[from] StoreError),
    /// Discord refused or the connection failed (the message never contains the token).
    #[error("discord: {0}")]
    Discord(#[from] serenity::Error),
    /// A table worker thread failed.
    #[error("table worker failed: {0}")]
    Worker(#[from] tokio::task::JoinError),
}

/// Shared state of the commands and event handlers.
pub struct Data {
    tables: Arc<Tables>,
    defer_after: Duration,
}

/// How long a slash command may work before its answer is deferred. Discord wants a first
/// answer within 3 s; answering directly when the table is quick keeps refusals ephemeral
/// (after a public "thinking…" deferral the first follow-up cannot be ephemeral).
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

type Context<'a> = poise::Context<'a, Data, DiscordError>;

/// Gateway intents without the privileged message-content intent.
const BASE_INTENTS: GatewayIntents = GatewayIntents::GUILDS
    .union(GatewayIntents::GUILD_MESSAGES)
    .union(GatewayIntents::DIRECT_MESSAGES);

/// The warning when typed moves cannot be read (case `intent`).
const NO_CONTENT_WARNING: &str = "the message-content intent is not granted to this application: \
     typed moves in channels will not be seen (slash commands still work); enable \
     \"Message Content Intent\" under Bot → Privileged Gateway Intents in the Discord developer portal";

/// Opens the store at `config.db_path` and runs the bot until the gateway connection
/// ends or the process gets SIGINT / ctrl-c.
///
/// # Errors
/// [`DiscordError::Store`] when the database cannot be opened; [`DiscordError::BadToken`]
/// when Discord refuses the token; [`DiscordError::Discord`] when the connection fails
/// for good.
pub async fn run(config: DiscordConfig) -> Result<(), DiscordError> {
    let store = Store::open(&config.db_path)?;
    let tables = Arc::new(Tables::new(store));
    let shutdown = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::warn!(error = %e, "cannot listen for ctrl-c");
            std::future::pending::<()>().await;
        }
        tracing::info!("ctrl-c: shutting down");
    };
    run_with_tables(config, tables, DEFER_AFTER, shutdown).await
}

/// Runs the bot over `tables` (`config.db_path` is not used) until the gateway connection
/// ends or `shutdown` completes; flushes the store on the way out. Slash commands still
/// working after `defer_after` are deferred (normally [`DEFER_AFTER`]; tests use zero to
/// take the deferred path).
///
/// # Errors
/// [`DiscordError::BadToken`] when Discord refuses the token; [`DiscordError::Discord`]
/// when the connection fails for good.
pub async fn run_with_tables(
    config: DiscordConfig,
    tables: Arc<Tables>,
    defer_after: Duration,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), DiscordError> {
    let mut intents = BASE_INTENTS;
    if message_content_granted(&build_http(&config)).await? {
        intents |= GatewayIntents::MESSAGE_CONTENT;
    } else {
        tracing::warn!("{NO_CONTENT_WARNING}");
    }
    tokio::pin!(shutdown);
    let clock = tokio::spawn(turn_clock(build_http(&config), Arc::clone(&tables)));
    let result = loop {
        let data = Data {
            tables: Arc::clone(&tables),
            defer_after,
        };
        let mut client = match connect(&config, data, intents).await {
            Ok(client) => client,
            Err(e) => break Err(e),
        };
        let shards = Arc::clone(&client.shard_manager);
        let (ended, stopping) = {
            let start = client.start();
            tokio::pin!(start);
            tokio::select! {
                r = &mut start => (r, false),
                () = &mut shutdown => {
                    shards.shutdown_all().await;
                    let r = tokio::time::timeout(Duration::from_secs(10), start).await;
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
    clock.abort();
    if let Err(e) = tables.store().flush() {
        tracing::error!(error = %e, "final store flush failed");
    }
    result
}

/// How often the turn clocks of all games are checked (`turn_timeout`).
const CLOCK_EVERY: Duration = Duration::from_secs(60);

/// Checks every game's turn clock once a minute and posts what happened when a player's
/// time ran out (the computer takes the seat, or its pegs freeze).
async fn turn_clock(http: serenity::Http, tables: Arc<Tables>) {
    let mut every = tokio::time::interval(CLOCK_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        let tables = Arc::clone(&tables);
        let Ok(expired) = tokio::task::spawn_blocking(move || tables.tick_all()).await else {
            continue;
        };
        // Channel ids are never 0 on Discord (serenity's ids are non-zero).
        for (channel, replies) in expired.into_iter().filter(|(c, _)| *c != 0) {
            for r in &replies {
                if let Err(e) = serenity::ChannelId::new(channel)
                    .send_message(&http, reply::announcement(r))
                    .await
                {
                    tracing::warn!(channel, error = %e, "cannot post a turn-clock announcement");
                }
            }
        }
    }
}

/// The HTTP client: straight to Discord, or through `config.api_base` without the local
/// rate limiter (the proxy limits).
fn build_http(config: &DiscordConfig) -> serenity::Http {
    match &config.api_base {
        Some(base) => serenity::HttpBuilder::new(&config.token)
            .proxy(base.as_str())
            .ratelimiter_disabled(true)
            .build(),
        None => serenity::Http::new(&config.token),
    }
}

/// Whether the application may receive message content (the developer-portal switch).
/// Unknown (the request failed) counts as yes: a refusal then shows as gateway close 4014.
///
/// # Errors
/// [`DiscordError::BadToken`] when Discord does not accept the token.
async fn message_content_granted(http: &serenity::Http) -> Result<bool, DiscordError> {
    match http.get_current_application_info().await {
        Ok(info) => Ok(info.flags.is_none_or(|f| {
            f.intersects(
                ApplicationFlags::GATEWAY_MESSAGE_CONTENT
                    | ApplicationFlags::GATEWAY_MESSAGE_CONTENT_LIMITED,
            )
        })),
        Err(serenity::Error::Http(e))
            if e.status_code() == Some(serenity::StatusCode::UNAUTHORIZED) =>
        {
            Err(DiscordError::BadToken)
        }
        Err(e) => {
            tracing::warn!(error = %e, "cannot read the application's flags");
            Ok(true)
        }
    }
}

/// Builds the framework and the client for one connection attempt.
async fn connect(
    config: &DiscordConfig,
    data: Data,
    intents: GatewayIntents,
) -> Result<serenity::Client, DiscordError> {
    let guild_id = config.guild_id;
    let options = poise::FrameworkOptions {
        commands: vec![commands::checkers()],
        on_error: |error| Box::pin(events::on_error(error)),
        event_handler: |framework, event| Box::pin(events::on_event(framework, event)),
        // Replies ping nobody unless a reply says otherwise (case `mentions`).
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        initialize_owners: false,
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                register(ctx, &framework.options().commands, guild_id).await;
                Ok(data)
            })
        })
        .build();
    let http = build_http(config);
    let client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await?;
    Ok(client)
}

/// Registers the commands in the test guild (and removes the global set) or globally
/// (case `registration`). Failures are logged, never fatal: the bot still answers
/// commands registered earlier.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, DiscordError>],
    guild_id: Option<u64>,
) {
    let result = match guild_id.filter(|&id| id != 0) {
        Some(id) => {
            let guild = serenity::GuildId::new(id);
            match poise::builtins::register_in_guild(ctx, commands, guild).await {
                Ok(()) => serenity::Command::set_global_commands(ctx, Vec::new())
                    .await
                    .map(drop),
                Err(e) => Err(e),
            }
        }
        None => poise::builtins::register_globally(ctx, commands).await,
    };
    match result {
        Ok(()) => tracing::info!(guild = ?guild_id, "slash commands registered"),
        Err(e) => tracing::error!(error = %e, "slash command registration failed"),
    }
}
