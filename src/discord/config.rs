//! The bot's configuration (docs/operating.md "Configuration"): built-in defaults, then an
//! optional TOML file, then `CHECKERS_*` environment variables, then command-line flags,
//! each overriding the one before (figment). The token comes from `DISCORD_TOKEN` only, so
//! it never sits in a file that could be committed, and it is never printed or logged.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use figment::providers::{Env, Format, Serialized, Toml};
use figment::Figment;
use serde::{Deserialize, Serialize};

/// The keys of the configuration file; the environment variable of each is `CHECKERS_`
/// and the key in upper case (`db` → `CHECKERS_DB`).
pub const KEYS: [&str; 10] = [
    "db",
    "database_url",
    "database_password",
    "guild_id",
    "api_base",
    "shards",
    "shard_total",
    "auto_start",
    "state_file",
    "metrics_listen",
];

/// Prefix of the configuration's environment variables.
const ENV_PREFIX: &str = "CHECKERS_";

/// Default database folder of the bot.
pub const DEFAULT_DB: &str = "checkers-data/bot";

/// The registration state file when the database is PostgreSQL (relative to the working
/// directory of the process that runs shard 0).
const POSTGRES_STATE_FILE: &str = "checkers-discord-state.json";

/// How long a slash command or button may work before its answer is deferred. Discord
/// wants a first answer within 3 s; deferring this early leaves room on a slow machine,
/// while quick answers (every refusal) still go out directly, so they can be ephemeral.
pub const DEFER_AFTER: Duration = Duration::from_millis(250);

/// The `bot` subcommand's flags. Each overrides the file and the environment.
#[derive(clap::Args, Debug, Default, Clone)]
pub struct BotArgs {
    /// A TOML configuration file (keys as in docs/operating.md); environment variables and
    /// flags override it.
    #[arg(long, env = "CHECKERS_CONFIG")]
    pub config: Option<PathBuf>,
    /// Database folder (one process per folder).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Register the slash commands in this one server (development); global otherwise.
    #[arg(long)]
    pub guild_id: Option<u64>,
    /// Base URL of Discord's HTTP API (a shared rate-limit proxy, or a fake Discord).
    #[arg(long)]
    pub api_base: Option<String>,
    /// Shards this process runs, `first-last` or one number (needs --shard-total).
    #[arg(long)]
    pub shards: Option<ShardRange>,
    /// Number of shards of the whole bot, over all processes.
    #[arg(long)]
    pub shard_total: Option<u32>,
    /// Serve `/healthz` and `/metrics` on this address (`127.0.0.1:9100`).
    #[arg(long)]
    pub metrics_listen: Option<std::net::SocketAddr>,
    /// Print the resolved configuration (never the token) and exit.
    #[arg(long)]
    pub check: bool,
}

/// The shards one process runs: `first` to `last`, both included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    /// First shard id.
    pub first: u32,
    /// Last shard id (included).
    pub last: u32,
}

/// Why a text is not a [`ShardRange`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseShardRangeError {
    /// Not `N` or `N-M` with whole numbers.
    #[error("`{0}` is not a shard range such as `0-3` or `2`")]
    Syntax(String),
    /// The last shard is before the first (`3-1`).
    #[error("shard range `{0}` ends before it starts")]
    Backwards(String),
}

impl FromStr for ShardRange {
    type Err = ParseShardRangeError;

    /// `3` (one shard) or `0-3` (shards 0, 1, 2 and 3).
    fn from_str(s: &str) -> Result<ShardRange, ParseShardRangeError> {
        let number = |t: &str| {
            t.trim()
                .parse::<u32>()
                .map_err(|_| ParseShardRangeError::Syntax(s.to_string()))
        };
        let (first, last) = if let Some((a, b)) = s.split_once('-') {
            (number(a)?, number(b)?)
        } else {
            let n = number(s)?;
            (n, n)
        };
        if first > last {
            return Err(ParseShardRangeError::Backwards(s.to_string()));
        }
        Ok(ShardRange { first, last })
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "{}", self.first)
        } else {
            write!(f, "{}-{}", self.first, self.last)
        }
    }
}

impl Serialize for ShardRange {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for ShardRange {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ShardRange, D::Error> {
        /// `shards = 2` or `shards = "0-3"` (the environment gives numbers as numbers).
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Form {
            One(u32),
            Text(String),
        }
        match Form::deserialize(d)? {
            Form::One(n) => Ok(ShardRange { first: n, last: n }),
            Form::Text(t) => t.parse().map_err(serde::de::Error::custom),
        }
    }
}

/// What the file and the environment may set (every key of [`KEYS`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Settings {
    db: PathBuf,
    database_url: Option<String>,
    database_password: Option<String>,
    guild_id: Option<u64>,
    api_base: Option<String>,
    shards: Option<ShardRange>,
    shard_total: Option<u32>,
    auto_start: bool,
    state_file: Option<PathBuf>,
    metrics_listen: Option<std::net::SocketAddr>,
    #[serde(default)]
    web: WebSettings,
}

/// The web board's settings: `[web]` in the file, `CHECKERS_WEB_LISTEN` and
/// `CHECKERS_WEB_PUBLIC_URL` in the environment.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct WebSettings {
    listen: Option<std::net::SocketAddr>,
    public_url: Option<String>,
    #[serde(default)]
    forwarded_for: bool,
}

/// The environment variables of the web board's settings (after `CHECKERS_`), and the
/// key each sets.
pub const WEB_KEYS: [(&str, &str); 2] = [
    ("web_listen", "web.listen"),
    ("web_public_url", "web.public_url"),
];

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            db: PathBuf::from(DEFAULT_DB),
            database_url: None,
            database_password: None,
            guild_id: None,
            api_base: None,
            shards: None,
            shard_total: None,
            auto_start: false,
            state_file: None,
            metrics_listen: None,
            web: WebSettings::default(),
        }
    }
}

/// The flags that were given, as a figment layer.
#[derive(Serialize)]
struct Flags {
    #[serde(skip_serializing_if = "Option::is_none")]
    db: Option<PathBuf>,
    #[serde(skip_serializing_if = "Option::is_none")]
    guild_id: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    api_base: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shards: Option<ShardRange>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shard_total: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    metrics_listen: Option<std::net::SocketAddr>,
}

/// Why the configuration cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// No token in the environment.
    #[error(
        "DISCORD_TOKEN is not set. Create a bot in the Discord developer portal, copy its token and run \
         `DISCORD_TOKEN=... checkers-bot bot` (see the README)."
    )]
    NoToken,
    /// The file holds a token.
    #[error(
        "{0}: the bot token is read from DISCORD_TOKEN only; remove `token` from the file \
         (a token in a file is easily committed)"
    )]
    TokenInFile(String),
    /// A value is missing, unknown or of the wrong kind.
    #[error("configuration: {0}")]
    Invalid(String),
}

/// How the bot connects to Discord and what it does there.
#[derive(Clone)]
pub struct DiscordConfig {
    /// The bot token (never logged; empty only with `--check`).
    pub token: String,
    /// The sled database folder (one process per folder), or a `postgres://` URL of the
    /// database that every process shares.
    pub db_path: PathBuf,
    /// Base URL that replaces `https://discord.com` for REST calls (a shared rate-limit
    /// proxy such as twilight-http-proxy, or a fake Discord in tests), e.g.
    /// `http://127.0.0.1:3000`. The gateway URL is then also asked of this base.
    pub api_base: Option<String>,
    /// Register the commands in this guild only (instant, for development) instead of
    /// globally; switching removes the other set.
    pub guild_id: Option<u64>,
    /// The shards this process runs (needs `shard_total`); all of them when `None`.
    pub shards: Option<ShardRange>,
    /// Shards of the whole bot; Discord's recommendation when `None`.
    pub shard_total: Option<u32>,
    /// Start a game as soon as its last seat is taken (a house setting).
    pub auto_start: bool,
    /// Where the bot remembers which guild it registered commands in; next to the
    /// database (`<db>.discord-state.json`) when `None`.
    pub state_file: Option<PathBuf>,
    /// How long a command may work before its answer is deferred ([`DEFER_AFTER`]).
    pub defer_after: Duration,
    /// Where `/healthz` and `/metrics` are served (none unless set).
    pub metrics_listen: Option<std::net::SocketAddr>,
    /// Longest wait for one answer of Discord's HTTP API (or of `api_base`):
    /// [`DISCORD_WAIT`].
    pub discord_wait: Duration,
    /// The web board (`web.listen`, `web.public_url`, the key `CHECKERS_WEB_KEY`);
    /// none unless `web.listen` is set.
    pub web: Option<crate::web::WebConfig>,
    /// The application's OAuth2 client secret (`CHECKERS_CLIENT_SECRET`, never logged):
    /// with the web board, it enables the Activity.
    pub client_secret: Option<String>,
}

/// The web board of `web`: none without `listen`; with it, `public_url` and the key
/// `CHECKERS_WEB_KEY` (at least 32 bytes) are needed.
fn web_config(web: &WebSettings) -> Result<Option<crate::web::WebConfig>, ConfigError> {
    let Some(listen) = web.listen else {
        return Ok(None);
    };
    let public_url = web
        .public_url
        .as_deref()
        .map(str::trim)
        .filter(|u| u.starts_with("https://") || u.starts_with("http://"))
        .ok_or_else(|| {
            ConfigError::Invalid(
                "web.listen is set: web.public_url (CHECKERS_WEB_PUBLIC_URL) must give the \
                 address people open, such as https://checkers.example.com"
                    .into(),
            )
        })?;
    let key = std::env::var("CHECKERS_WEB_KEY").unwrap_or_default();
    let key = crate::web::Key::new(key.trim().as_bytes())
        .map_err(|e| ConfigError::Invalid(format!("CHECKERS_WEB_KEY: {e}")))?;
    Ok(Some(crate::web::WebConfig {
        listen,
        public_url: public_url.trim_end_matches('/').to_string(),
        key,
        activity: None,
        limits: crate::web::Limits::default(),
        forwarded_for: web.forwarded_for,
    }))
}

/// How long one request to Discord's HTTP API may take before it counts as failed: a
/// server that accepts the connection and never answers would otherwise hold the bot
/// (and its start) for ever.
pub const DISCORD_WAIT: Duration = Duration::from_secs(30);

impl fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &"<redacted>")
            .field("db_path", &self.db_path)
            .field("api_base", &self.api_base)
            .field("guild_id", &self.guild_id)
            .field("shards", &self.shards)
            .field("shard_total", &self.shard_total)
            .field("auto_start", &self.auto_start)
            .field("state_file", &self.state_file)
            .field("defer_after", &self.defer_after)
            .field("metrics_listen", &self.metrics_listen)
            .field("discord_wait", &self.discord_wait)
            .field("web", &self.web)
            .field(
                "client_secret",
                &self.client_secret.as_ref().map(|_| "<redacted>"),
            )
            .finish()
    }
}

impl DiscordConfig {
    /// The defaults, with `token` and the database at `db_path`.
    #[must_use]
    pub fn new(token: impl Into<String>, db_path: impl Into<PathBuf>) -> DiscordConfig {
        DiscordConfig {
            token: token.into(),
            db_path: db_path.into(),
            api_base: None,
            guild_id: None,
            shards: None,
            shard_total: None,
            auto_start: false,
            state_file: None,
            defer_after: DEFER_AFTER,
            metrics_listen: None,
            discord_wait: DISCORD_WAIT,
            web: None,
            client_secret: None,
        }
    }

    /// Reads the configuration: defaults, the file `args.config` (if given), the
    /// `CHECKERS_*` environment, the flags; the token from `DISCORD_TOKEN`.
    ///
    /// # Errors
    /// [`ConfigError::NoToken`] (unless `args.check`), [`ConfigError::TokenInFile`],
    /// [`ConfigError::Invalid`] naming the key and where it came from.
    pub fn load(args: &BotArgs) -> Result<DiscordConfig, ConfigError> {
        let token = std::env::var("DISCORD_TOKEN")
            .map(|t| t.trim().to_string())
            .unwrap_or_default();
        if token.is_empty() && !args.check {
            return Err(ConfigError::NoToken);
        }
        let mut figment = Figment::from(Serialized::defaults(Settings::default()));
        if let Some(path) = &args.config {
            if path.is_dir() {
                return Err(ConfigError::Invalid(format!(
                    "the configuration file {} is a folder; give the TOML file in it",
                    path.display()
                )));
            }
            if !path.is_file() {
                return Err(ConfigError::Invalid(format!(
                    "the configuration file {} does not exist",
                    path.display()
                )));
            }
            figment = figment.merge(Toml::file_exact(path));
        }
        let figment = figment
            .merge(Env::prefixed(ENV_PREFIX).filter_map(|key| {
                // Variables are read in any case, as `Env::only` reads them.
                let key = key.as_str().to_ascii_lowercase();
                WEB_KEYS
                    .iter()
                    .find(|(env, _)| *env == key)
                    .map(|(_, nested)| (*nested).into())
                    .or_else(|| KEYS.contains(&key.as_str()).then(|| key.into()))
            }))
            .merge(Serialized::globals(Flags {
                db: args.db.clone(),
                guild_id: args.guild_id,
                api_base: args.api_base.clone(),
                shards: args.shards,
                shard_total: args.shard_total,
                metrics_listen: args.metrics_listen,
            }));
        let file = args
            .config
            .as_deref()
            .map_or_else(|| "the configuration".into(), |p| p.display().to_string());
        let settings = settings_of(&figment, &file)?;
        let web = web_config(&settings.web)?;
        let secret = std::env::var("CHECKERS_CLIENT_SECRET")
            .ok()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty());
        Ok(DiscordConfig {
            token,
            web,
            client_secret: secret,
            ..DiscordConfig::from_settings(settings)
        })
    }

    fn from_settings(s: Settings) -> DiscordConfig {
        DiscordConfig {
            api_base: s.api_base.filter(|b| !b.trim().is_empty()),
            guild_id: s.guild_id.filter(|&g| g != 0),
            shards: s.shards,
            shard_total: s.shard_total,
            auto_start: s.auto_start,
            state_file: s.state_file,
            metrics_listen: s.metrics_listen,
            // A database URL (`CHECKERS_DATABASE_URL`) wins over the folder.
            ..DiscordConfig::new(
                String::new(),
                s.database_url
                    .filter(|u| !u.trim().is_empty())
                    .map(|u| with_password(&u, s.database_password.as_deref()))
                    .map_or(s.db, PathBuf::from),
            )
        }
    }

    /// The file that remembers the guild the commands were registered in.
    #[must_use]
    pub fn state_path(&self) -> PathBuf {
        self.state_file.clone().unwrap_or_else(|| {
            if self.uses_postgres() {
                return PathBuf::from(POSTGRES_STATE_FILE);
            }
            let mut name = self.db_path.as_os_str().to_owned();
            name.push(".discord-state.json");
            PathBuf::from(name)
        })
    }

    /// Whether the database is PostgreSQL (`db` is a `postgres://` URL).
    #[must_use]
    pub fn uses_postgres(&self) -> bool {
        crate::store::postgres::is_url(&self.db_path.to_string_lossy())
    }

    /// The shards of this process and the total, as serenity wants them: `None` asks
    /// Discord for its recommended count and runs every shard.
    #[must_use]
    pub fn shard_plan(&self) -> Option<(ShardRange, u32)> {
        let total = self.shard_total?;
        let range = self.shards.unwrap_or(ShardRange {
            first: 0,
            last: total.saturating_sub(1),
        });
        Some((range, total))
    }

    /// Whether this process registers the slash commands: the one that runs shard 0
    /// (commands belong to the application, so one process registers them for all).
    #[must_use]
    pub fn registers_commands(&self) -> bool {
        self.shard_plan().is_none_or(|(range, _)| range.first == 0)
    }

    /// The configuration as `key = value` lines, the token shown only as set or not.
    #[must_use]
    pub fn describe(&self) -> String {
        let or_none = |v: Option<String>| v.unwrap_or_else(|| "(none)".into());
        [
            format!(
                "token = {}",
                if self.token.is_empty() {
                    "(not set: DISCORD_TOKEN)"
                } else {
                    "(set)"
                }
            ),
            format!(
                "db = {}",
                crate::store::postgres::redacted(&self.db_path.to_string_lossy())
            ),
            format!(
                "guild_id = {}",
                or_none(self.guild_id.map(|g| g.to_string()))
            ),
            format!("api_base = {}", or_none(self.api_base.clone())),
            format!(
                "shards = {}",
                self.shard_plan()
                    .map_or_else(|| "all".into(), |(r, _)| r.to_string())
            ),
            format!(
                "shard_total = {}",
                or_none(self.shard_total.map(|t| t.to_string()))
            ),
            format!("auto_start = {}", self.auto_start),
            format!("state_file = {}", self.state_path().display()),
            format!(
                "metrics_listen = {}",
                or_none(self.metrics_listen.map(|a| a.to_string()))
            ),
            format!(
                "web.listen = {}",
                or_none(self.web.as_ref().map(|w| w.listen.to_string()))
            ),
            format!(
                "web.public_url = {}",
                or_none(self.web.as_ref().map(|w| w.public_url.clone()))
            ),
            format!(
                "activity = {}",
                match (&self.web, &self.client_secret) {
                    (Some(_), Some(_)) => "on (CHECKERS_CLIENT_SECRET set)",
                    (Some(_), None) => "off (CHECKERS_CLIENT_SECRET not set)",
                    (None, _) => "off (no web board)",
                }
            ),
        ]
        .join("\n")
    }
}

/// `url` with `password` in it, percent-encoded (a password of any characters, as
/// PostgreSQL's own container takes it); `url` itself without one, or when it cannot be
/// read (opening it then says why).
fn with_password(url: &str, password: Option<&str>) -> String {
    let Some(password) = password.filter(|p| !p.is_empty()) else {
        return url.to_string();
    };
    let Ok(mut parsed) = url::Url::parse(url.trim()) else {
        return url.to_string();
    };
    // `url` takes a `%` as the start of an escape, and encodes the other characters.
    match parsed.set_password(Some(&password.replace('%', "%25"))) {
        Ok(()) => parsed.to_string(),
        Err(()) => url.to_string(),
    }
}

/// Extracts and checks the settings of `figment`; `source` names the file for errors.
fn settings_of(figment: &Figment, source: &str) -> Result<Settings, ConfigError> {
    if figment.contains("token") || figment.contains("discord_token") {
        return Err(ConfigError::TokenInFile(source.to_string()));
    }
    let settings: Settings = figment.extract().map_err(|e| {
        // One line per problem; figment names the key and where its value came from.
        let all: Vec<String> = e.into_iter().map(|e| e.to_string()).collect();
        ConfigError::Invalid(all.join("; "))
    })?;
    match (settings.shards, settings.shard_total) {
        (Some(range), None) => {
            return Err(ConfigError::Invalid(format!(
                "shards = {range} needs shard_total (the number of shards of the whole bot)"
            )))
        }
        (_, Some(0)) => {
            return Err(ConfigError::Invalid(
                "shard_total must be at least 1".into(),
            ))
        }
        (Some(range), Some(total)) if range.last >= total => {
            return Err(ConfigError::Invalid(format!(
                "shards = {range}: shard ids run from 0 to shard_total - 1 = {}",
                total - 1
            )))
        }
        _ => {}
    }
    if settings.db.as_os_str().is_empty() {
        return Err(ConfigError::Invalid(format!(
            "db is empty: give a folder such as {DEFAULT_DB}, or set database_url"
        )));
    }
    if let Some(url) = settings.database_url.as_deref().map(str::trim) {
        if !url.is_empty() && !crate::store::postgres::is_url(url) {
            // Only the scheme: the rest may hold a password.
            let scheme = url.split_once("://").map_or("", |(s, _)| s);
            return Err(ConfigError::Invalid(format!(
                "database_url takes a postgres:// URL (postgres://user:password@host/name), \
                 not a `{scheme}` one"
            )));
        }
    }
    if settings
        .database_password
        .as_deref()
        .is_some_and(|p| !p.is_empty())
    {
        let url = settings.database_url.as_deref().unwrap_or_default();
        let user = url::Url::parse(url.trim()).is_ok_and(|u| !u.username().is_empty());
        if !user {
            return Err(ConfigError::Invalid(
                "database_password needs database_url with the user's name and no password \
                 (postgres://user@host/name)"
                    .into(),
            ));
        }
    }
    if settings.guild_id == Some(0) {
        return Err(ConfigError::Invalid(
            "guild_id = 0: give the server's id (Copy Server ID in Discord), or leave it out \
             to register the commands globally"
                .into(),
        ));
    }
    if let Some(base) = &settings.api_base {
        if !(base.is_empty() || base.starts_with("http://") || base.starts_with("https://")) {
            return Err(ConfigError::Invalid(format!(
                "api_base = {base}: give a URL such as http://127.0.0.1:3000"
            )));
        }
    }
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from_toml(text: &str) -> Result<Settings, ConfigError> {
        let figment =
            Figment::from(Serialized::defaults(Settings::default())).merge(Toml::string(text));
        settings_of(&figment, "bot.toml")
    }

    #[test]
    fn every_key_is_read_from_the_file() {
        let s = from_toml(
            r#"
            db = "/var/lib/checkers/shard-0"
            database_url = "postgres://bot:secret@db.example/checkers"
            guild_id = 910000000000000001
            api_base = "http://127.0.0.1:3000"
            shards = "0-3"
            shard_total = 8
            auto_start = true
            state_file = "/var/lib/checkers/state.json"
            metrics_listen = "0.0.0.0:9100"

            [web]
            listen = "127.0.0.1:8080"
            public_url = "https://checkers.example.com"
            forwarded_for = true
            "#,
        )
        .expect("valid file");
        assert_eq!(
            s,
            Settings {
                db: "/var/lib/checkers/shard-0".into(),
                database_url: Some("postgres://bot:secret@db.example/checkers".into()),
                database_password: None,
                guild_id: Some(910_000_000_000_000_001),
                api_base: Some("http://127.0.0.1:3000".into()),
                shards: Some(ShardRange { first: 0, last: 3 }),
                shard_total: Some(8),
                auto_start: true,
                state_file: Some("/var/lib/checkers/state.json".into()),
                metrics_listen: Some("0.0.0.0:9100".parse().unwrap()),
                web: WebSettings {
                    listen: Some("127.0.0.1:8080".parse().unwrap()),
                    public_url: Some("https://checkers.example.com".into()),
                    forwarded_for: true,
                },
            }
        );
        let names: Vec<&str> = KEYS.to_vec();
        assert_eq!(names.len(), 10, "docs/operating.md documents every key");
        // The URL wins over the folder; its password is never shown.
        let config = DiscordConfig::from_settings(s);
        assert!(config.uses_postgres());
        assert_eq!(
            config.state_path(),
            PathBuf::from("/var/lib/checkers/state.json")
        );
        let shown = config.describe();
        assert!(
            shown.contains("db = postgres://bot:***@db.example/checkers"),
            "{shown}"
        );
        assert!(!shown.contains("secret"), "{shown}");
        assert!(shown.contains("metrics_listen = 0.0.0.0:9100"), "{shown}");
    }

    #[test]
    fn defaults_without_a_file() {
        assert_eq!(from_toml("").expect("empty file"), Settings::default());
        let config = DiscordConfig::from_settings(Settings::default());
        assert_eq!(
            config.state_path(),
            PathBuf::from("checkers-data/bot.discord-state.json")
        );
        assert!(config.registers_commands());
        assert_eq!(config.shard_plan(), None);
    }

    #[test]
    fn a_token_in_the_file_is_refused() {
        let err = from_toml("token = \"abc.def\"").expect_err("token refused");
        assert!(matches!(err, ConfigError::TokenInFile(_)), "{err}");
        assert!(!err.to_string().contains("abc.def"), "never echo the token");
    }

    #[test]
    fn unknown_keys_and_bad_values_name_the_key() {
        let err = from_toml("gild_id = 5").expect_err("typo refused");
        assert!(err.to_string().contains("gild_id"), "{err}");
        let err = from_toml("guild_id = \"x\"").expect_err("bad value refused");
        assert!(err.to_string().contains("guild_id"), "{err}");
        let err = from_toml("api_base = \"localhost\"").expect_err("not a URL");
        assert!(err.to_string().contains("api_base"), "{err}");
    }

    /// Values that would quietly do something else: an empty `db` (sled files in the
    /// working folder), a URL of another database (taken as a folder name), guild 0 (taken
    /// as no guild).
    #[test]
    fn values_that_would_do_something_else_are_refused() {
        let err = from_toml("db = \"\"").expect_err("empty db");
        assert_eq!(
            err.to_string(),
            "configuration: db is empty: give a folder such as checkers-data/bot, or set \
             database_url"
        );
        let err = from_toml("database_url = \"mysql://u:secret@h/x\"").expect_err("mysql");
        assert_eq!(
            err.to_string(),
            "configuration: database_url takes a postgres:// URL \
             (postgres://user:password@host/name), not a `mysql` one"
        );
        let err = from_toml("guild_id = 0").expect_err("guild 0");
        assert!(err
            .to_string()
            .starts_with("configuration: guild_id = 0: give the server's id"));
        assert!(from_toml("database_url = \"\"").is_ok());
        let err = from_toml("database_password = \"x\"").expect_err("no URL");
        assert!(err.to_string().contains("database_password needs"), "{err}");
    }

    /// `database_password` (`CHECKERS_DATABASE_PASSWORD`) goes into the URL percent-encoded,
    /// whatever its characters; it is never shown.
    #[test]
    fn the_database_password_goes_into_the_url_encoded() {
        let settings = from_toml(
            "database_url = \"postgres://bot@db:5432/checkers?sslmode=disable\"\n\
             database_password = \"p@ss/w#rd?:%\"",
        )
        .expect("a password of any characters");
        let config = DiscordConfig::from_settings(settings);
        assert_eq!(
            config.db_path,
            PathBuf::from(
                "postgres://bot:p%40ss%2Fw%23rd%3F%3A%25@db:5432/checkers?sslmode=disable"
            )
        );
        let shown = config.describe();
        assert!(
            shown.contains("db = postgres://bot:***@db:5432/checkers?sslmode=disable"),
            "{shown}"
        );
    }

    #[test]
    fn shard_ranges_need_a_total_and_fit_in_it() {
        assert_eq!("2".parse(), Ok(ShardRange { first: 2, last: 2 }));
        assert_eq!("0-3".parse(), Ok(ShardRange { first: 0, last: 3 }));
        assert_eq!(
            "3-1".parse::<ShardRange>(),
            Err(ParseShardRangeError::Backwards("3-1".into()))
        );
        assert_eq!(
            "a-b".parse::<ShardRange>(),
            Err(ParseShardRangeError::Syntax("a-b".into()))
        );
        let s = from_toml("shards = 1\nshard_total = 2").expect("one shard of two");
        assert_eq!(s.shards, Some(ShardRange { first: 1, last: 1 }));
        assert!(from_toml("shards = \"0-1\"").is_err(), "needs shard_total");
        assert!(from_toml("shards = \"0-2\"\nshard_total = 2").is_err());
        assert!(from_toml("shard_total = 0").is_err());
        let config = DiscordConfig::from_settings(from_toml("shard_total = 4").expect("total"));
        assert_eq!(
            config.shard_plan(),
            Some((ShardRange { first: 0, last: 3 }, 4))
        );
        let config = DiscordConfig::from_settings(s);
        assert!(!config.registers_commands(), "shard 0 registers");
    }

    #[test]
    fn the_description_never_shows_the_token() {
        let mut config = DiscordConfig::new("secret-token", "db");
        assert!(!config.describe().contains("secret-token"));
        assert!(!format!("{config:?}").contains("secret-token"));
        config.token.clear();
        assert!(config.describe().contains("not set"));
    }
}
