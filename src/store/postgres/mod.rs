//! The PostgreSQL store: every channel's record in one shared database, so any number of
//! bot processes, each running its own shard range, serve the same games (README
//! "Deploying past one machine").
//!
//! # Why the `postgres` crate and r2d2
//!
//! The table layer is synchronous (the Discord adapter calls it on tokio's blocking
//! threads), so the synchronous `postgres` client fits it without an async bridge; its
//! pool, `r2d2_postgres`, checks a connection before lending it, so after a database
//! restart the dead connections are replaced by new ones instead of failing a command.
//! sqlx would need an async runtime inside every store call, and its current version needs
//! a newer Rust than this crate's minimum.
//!
//! # Schema
//!
//! The tables, and the versioned migrations applied when the store opens: [`migrations`].
//!
//! A game's end ([`Store::finish`]) is one transaction: the table record's
//! compare-and-swap, the kept game and the rating update, under an advisory lock per
//! server so that two games ending at once on one server rate in turn.
//!
//! Channel ids and revisions are unsigned 64-bit numbers kept bit for bit in `bigint`.
//!
//! # Promises
//!
//! Every write is one statement, committed before it returns (PostgreSQL acknowledges a
//! commit once it is in the write-ahead log on disk, with `synchronous_commit` on, the
//! default). A record write is a compare-and-swap on `revision`: of two processes
//! changing one channel, exactly one wins and the other gets [`StoreError::Conflict`].
//! When the database cannot be reached (restart, failover, network), operations fail
//! with [`StoreError::Unavailable`] within [`WAIT`], and the pool reconnects by itself.
//! sled's write counter and manifest guard against sled silently dropping the end of its
//! log; PostgreSQL does not, so this store keeps neither.

use std::sync::Arc;
use std::time::Duration;

use postgres::error::SqlState;
use postgres::Config;
use r2d2_postgres::r2d2::{self, Pool, PooledConnection};
use r2d2_postgres::PostgresConnectionManager;

use super::kept::{decode_kept, encode_kept};
use super::seeks::{choose, decode_seek, encode_seek, Seek};
use super::{decode, encode, revision_of, ChannelSetting, Store, StoreError, TableRecord, FORMAT};
use super::{decode_crossing, Crossing};
use super::{GameQuery, KeptGame, PlayerRating, Rate};
use crate::core::HouseRules;

mod kept;
mod seasons;
use kept::{best_crossing, people};
pub mod migrations;
mod puzzles;
pub mod tls;
mod tournaments;

pub use migrations::{schema_version, MIGRATIONS};

/// The games a [`GameQuery`] lists, as SQL over `$1` its server, `$2` its person (or
/// NULL) and `$3` its channel: [`KeptGame::shown_in`] (a private game, and every game of
/// server 0, only in its own channel).
const SHOWN: &str = "server = $1 AND ($2::bigint IS NULL OR people @> ARRAY[$2::bigint]) \
                     AND (channel = $3 OR ($1 <> 0 AND NOT private))";

/// Longest wait for a connection (and for a new connection to be made): after it, the
/// command answers "try again in a moment". With the drawing and Discord's round trip,
/// every input is answered within 5 s during an outage ([`UNREACHABLE_FOR`]).
pub const WAIT: Duration = Duration::from_secs(3);

/// Most connections one process keeps open.
const POOL_SIZE: u32 = 16;

type Manager = PostgresConnectionManager<tokio_postgres_rustls::MakeRustlsConnect>;

/// The channel database in PostgreSQL.
#[derive(Clone)]
pub struct PgStore {
    /// `None` only while dropping.
    pool: Option<Pool<Manager>>,
    /// One connection that holds this process's claims of computers' turns (session
    /// advisory locks, [`Store::claim_turn`]): they end with it, so a process that dies
    /// frees its claims. Never recycled while idle. `None` only while dropping.
    lease: Option<Pool<Manager>>,
    /// The claims held through `lease` (a session lock is re-entrant, so the process
    /// tells its own claims apart itself).
    claims: Arc<super::TurnClaims>,
    /// Until when the database counts as out of reach: set when a connection could not
    /// be had within [`WAIT`], so that the rest of that command (and the others meanwhile)
    /// fail at once instead of each waiting again ([`UNREACHABLE_FOR`]).
    unreachable_until: Arc<std::sync::Mutex<Option<std::time::Instant>>>,
    /// How to make a connection of its own ([`Store::listen`]'s).
    connect: Arc<(Config, tokio_postgres_rustls::MakeRustlsConnect)>,
    /// Held by every clone of this store: a listener stops once it is gone.
    alive: Arc<()>,
}

/// How long after a connection could not be had the store answers
/// [`StoreError::Unavailable`] at once: one command makes several reads (the game, the
/// channel's language, its lobby), and during an outage only the first of them waits, so
/// every input is answered within [`WAIT`] and a little.
pub const UNREACHABLE_FOR: Duration = Duration::from_secs(2);

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore").finish_non_exhaustive()
    }
}

/// Whether `url` names a PostgreSQL database (`postgres://…` or `postgresql://…`) rather
/// than a sled folder.
#[must_use]
pub fn is_url(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// `url` without its password, for messages and logs. The password runs from the first
/// `:` of the user part to the last `@` of the URL, so a password with an `@`, `/` or `#`
/// that was not percent-encoded is still hidden whole (a query value with an `@` hides a
/// little more than the password).
#[must_use]
pub fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let masked = match rest.rfind('@') {
        Some(at) => match rest[..at].split_once(':') {
            Some((name, _)) => format!("{scheme}://{name}:***{}", &rest[at..]),
            None => url.to_string(),
        },
        None => url.to_string(),
    };
    // A password given as a parameter (`?password=…`, as libpq takes it) is hidden too:
    // the query is what follows the host (after the user part, whatever it holds).
    let after_user = masked.rfind('@').unwrap_or(0);
    let (head, query) = match masked[after_user..].find('?') {
        Some(q) => (
            &masked[..after_user + q],
            Some(&masked[after_user + q + 1..]),
        ),
        None => (masked.as_str(), None),
    };
    match query {
        Some(query) => {
            let params: Vec<String> = query
                .split('&')
                .map(|p| match p.split_once('=') {
                    Some((k, _)) if k.eq_ignore_ascii_case("password") => format!("{k}=***"),
                    _ => p.to_string(),
                })
                .collect();
            format!("{head}?{}", params.join("&"))
        }
        None => head.to_string(),
    }
}

/// Why the user part of `url` cannot be read as meant: a password (or name) with an `@`,
/// `/` or `#` that is not percent-encoded (libpq's URL form, as RFC 3986), which would
/// otherwise be taken for the host or the path. Looks only before the query (`?`).
#[must_use]
pub fn unencoded(url: &str) -> Option<String> {
    let rest = url.split_once("://")?.1;
    let head = rest.split_once('?').map_or(rest, |(h, _)| h);
    let at = head.rfind('@')?;
    let user = &head[..at];
    let bad: Vec<char> = ['@', '/', '#']
        .into_iter()
        .filter(|c| user.contains(*c))
        .collect();
    if bad.is_empty() {
        return None;
    }
    let codes: Vec<String> = bad
        .iter()
        .map(|c| format!("{c} as %{:02X}", u32::from(*c)))
        .collect();
    Some(format!(
        "the database URL {}: its password or user name holds {} that must be \
         percent-encoded ({}), or give the password in CHECKERS_DATABASE_PASSWORD",
        redacted(url),
        bad.iter()
            .map(|c| format!("`{c}`"))
            .collect::<Vec<_>>()
            .join(" and "),
        codes.join(", ")
    ))
}

/// Writes `report` under its number, with `conflict` after the statement; whether a row
/// was written.
fn insert_report(
    client: &mut postgres::Client,
    report: &super::reports::Report,
    conflict: &str,
) -> Result<bool, StoreError> {
    let written = client.execute(
        &format!(
            "INSERT INTO checkers_reports (id, at, server, channel, reporter, report) \
             VALUES ($1, $2, $3, $4, $5, $6){conflict}"
        ),
        &[
            &int(report.id),
            &int(report.at),
            &int(report.server),
            &int(report.channel),
            &int(report.reporter),
            &super::reports::encode_report(report)?,
        ],
    )?;
    Ok(written == 1)
}

/// Whether `e` means the database cannot be reached now (worth trying again later), as
/// opposed to a statement it refused.
fn is_outage(e: &postgres::Error) -> bool {
    let Some(code) = e.code() else {
        // No SQL state: the connection failed, closed or timed out.
        return true;
    };
    let class = &code.code()[..2];
    // 08: connection exception; 57P0x: the server is shutting down or starting; 53:
    // insufficient resources (too many connections).
    class == "08"
        || class == "53"
        || [
            SqlState::ADMIN_SHUTDOWN,
            SqlState::CRASH_SHUTDOWN,
            SqlState::CANNOT_CONNECT_NOW,
        ]
        .contains(code)
}

/// Whether `e` is a transaction that lost a race with another one: a serialization
/// failure (40001, at `REPEATABLE READ` or `SERIALIZABLE`) or a deadlock (40P01).
/// PostgreSQL rolled it back; run again on what is stored now, it may succeed
/// (PostgreSQL's manual, "Serialization Failure Handling").
fn is_lost_race(e: &postgres::Error) -> bool {
    e.code().is_some_and(|code| {
        [
            SqlState::T_R_SERIALIZATION_FAILURE,
            SqlState::T_R_DEADLOCK_DETECTED,
        ]
        .contains(code)
    })
}

impl From<postgres::Error> for StoreError {
    fn from(e: postgres::Error) -> StoreError {
        if is_lost_race(&e) {
            // As a compare-and-swap lost: the table runs the input again.
            tracing::debug!(
                error = &e as &dyn std::error::Error,
                "a transaction lost a race"
            );
            StoreError::Conflict
        } else if is_outage(&e) {
            StoreError::Unavailable(Box::new(e))
        } else {
            StoreError::Backend(Box::new(e))
        }
    }
}

/// A failure described in words.
fn backend(message: String) -> StoreError {
    StoreError::Backend(message.into())
}

/// A `u64` (channel id, revision) as PostgreSQL's `bigint`, bit for bit.
fn int(n: u64) -> i64 {
    n as i64
}

/// A `bigint` back as the `u64` it holds.
fn uint(n: i64) -> u64 {
    n as u64
}

/// What [`PgStore::open`] reads from `url` before it connects: the connection settings,
/// the TLS settings and their connector (its certificates read).
///
/// # Errors
/// [`StoreError::Backend`] saying what in `url` cannot be used.
fn read_url(
    url: &str,
) -> Result<(Config, tls::Tls, tokio_postgres_rustls::MakeRustlsConnect), StoreError> {
    if let Some(problem) = unencoded(url) {
        return Err(backend(problem));
    }
    let (plain, tls) =
        tls::split(url).map_err(|e| backend(format!("the database URL {}: {e}", redacted(url))))?;
    let connector = tls
        .connector()
        .map_err(|e| backend(format!("the database URL {}: {e}", redacted(url))))?;
    let config: Config = plain.parse().map_err(|e: postgres::Error| {
        // "invalid connection string: unknown option `x`": the cause names the key.
        backend(format!(
            "the database URL {} cannot be read: {}",
            redacted(url),
            crate::error_chain(&e)
        ))
    })?;
    if config.get_dbname().is_none() {
        // libpq would take the user's name as the database's, and the schema would go
        // into whatever database that is.
        return Err(backend(format!(
            "the database URL {} names no database: add it after the host, as in \
             postgres://user@host:5432/checkers",
            redacted(url)
        )));
    }
    Ok((config, tls, connector))
}

/// Why [`PgStore::open`] would refuse `url` before connecting (`bot --check`): the same
/// reading of it, with no connection made. `None` when it can be used.
#[must_use]
pub fn url_problem(url: &str) -> Option<String> {
    read_url(url).err().map(|e| e.reason())
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/name`, the
    /// libpq URL form) and applies the schema migrations it lacks.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when no connection can be made within [`WAIT`];
    /// [`StoreError::Backend`] when `url` cannot be read, the schema is newer than this
    /// build's, or a migration fails.
    pub fn open(url: &str) -> Result<PgStore, StoreError> {
        let (mut config, tls, connector) = read_url(url)?;
        config.ssl_mode(tls.postgres_mode());
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(WAIT);
        }
        if config.get_application_name().is_none() {
            config.application_name("checkers-bot");
        }
        // A connection to a server that vanished (network, failover) fails in seconds
        // instead of hanging a command.
        config.keepalives(true);
        config.keepalives_idle(Duration::from_secs(30));
        config.tcp_user_timeout(Duration::from_secs(15));
        // One connection first, so that what the server refuses (a database or role that
        // does not exist, a wrong password) is told in its own words at once, not after
        // the pool's wait as "timed out".
        if let Err(e) = config.connect(connector.clone()) {
            // The server's own words (`FATAL: role "x" does not exist`), not "db error".
            let reason = e.as_db_error().map_or_else(
                // "error connecting to server: Connection refused (os error 111)"
                || crate::error_chain(&e),
                |d| format!("{}: {}", d.severity(), d.message()),
            );
            let why = format!("cannot connect to {}: {reason}", redacted(url));
            // A certificate refused is no outage: trying again will not help.
            let tls =
                std::iter::successors(std::error::Error::source(&e), |c| c.source()).any(|c| {
                    // tokio-rustls hands the handshake's error over inside an io::Error.
                    let inner = c
                        .downcast_ref::<std::io::Error>()
                        .and_then(std::io::Error::get_ref)
                        .map_or(c, |i| i as &(dyn std::error::Error + 'static));
                    inner.downcast_ref::<rustls::Error>().is_some()
                });
            // A server that asks for a password the URL does not give answered: it is
            // no outage (tokio-postgres: "invalid configuration: password missing").
            if crate::error_chain(&e).contains("password missing") {
                return Err(backend(format!(
                    "cannot connect to {}: the server asks for a password; give it in the \
                     URL or in CHECKERS_DATABASE_PASSWORD",
                    redacted(url)
                )));
            }
            return Err(match e.code() {
                Some(_) if !is_outage(&e) => backend(why),
                _ if tls => backend(why),
                _ => StoreError::Unavailable(why.into()),
            });
        }
        let pool = Pool::builder()
            .max_size(POOL_SIZE)
            .min_idle(Some(1))
            .connection_timeout(WAIT)
            .error_handler(Box::new(LogErrors))
            .build(Manager::new(config.clone(), connector.clone()))
            .map_err(|e| {
                StoreError::Unavailable(format!("cannot connect to {}: {e}", redacted(url)).into())
            })?;
        let lease = Pool::builder()
            .max_size(1)
            .min_idle(Some(0))
            .idle_timeout(None)
            .max_lifetime(None)
            .connection_timeout(WAIT)
            .error_handler(Box::new(LogErrors))
            .build_unchecked(Manager::new(config.clone(), connector.clone()));
        let store = PgStore {
            pool: Some(pool),
            lease: Some(lease),
            claims: Arc::default(),
            unreachable_until: Arc::default(),
            connect: Arc::new((config, connector)),
            alive: Arc::default(),
        };
        migrations::migrate(&mut *store.client()?)?;
        Ok(store)
    }

    /// A connection from the pool, checked alive.
    fn client(&self) -> Result<PooledConnection<Manager>, StoreError> {
        self.reachable(self.pool.as_ref())
    }

    /// The connection that holds this process's claims ([`PgStore::lease`]).
    fn lease_client(&self) -> Result<PooledConnection<Manager>, StoreError> {
        self.reachable(self.lease.as_ref())
    }

    /// A connection from `pool`, unless the database was found out of reach less than
    /// [`UNREACHABLE_FOR`] ago: then [`StoreError::Unavailable`] at once.
    fn reachable(
        &self,
        pool: Option<&Pool<Manager>>,
    ) -> Result<PooledConnection<Manager>, StoreError> {
        let until = || {
            self.unreachable_until
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
        };
        if until().is_some_and(|t| std::time::Instant::now() < t) {
            return Err(StoreError::Unavailable(
                "the database was out of reach a moment ago".into(),
            ));
        }
        let got = connection(pool);
        *until() = match &got {
            Err(StoreError::Unavailable(_)) => Some(std::time::Instant::now() + UNREACHABLE_FOR),
            _ => None,
        };
        got
    }

    /// The schema version of the database (0 before the first migration).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`], [`StoreError::Backend`].
    pub fn schema(&self) -> Result<u32, StoreError> {
        let mut client = self.client()?;
        let row = client.query_one("SELECT coalesce(max(version), 0) FROM checkers_schema", &[])?;
        Ok(u32::try_from(row.get::<_, i32>(0)).unwrap_or(0))
    }

    /// The stored bytes of `channel`'s record, if any.
    pub(crate) fn raw(&self, channel: u64) -> Result<Option<Vec<u8>>, StoreError> {
        let row = self.client()?.query_opt(
            "SELECT record FROM checkers_tables WHERE channel = $1",
            &[&int(channel)],
        )?;
        Ok(row.map(|r| r.get(0)))
    }

    /// A channel setting by its name (`defaults`, `language`, `theme`).
    pub(crate) fn setting(&self, name: &str, channel: u64) -> Result<Option<String>, StoreError> {
        let row = self.client()?.query_opt(
            "SELECT value FROM checkers_settings WHERE channel = $1 AND name = $2",
            &[&int(channel), &name],
        )?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Sets (or with `None` clears) a channel setting by its name.
    pub(crate) fn set_setting(
        &self,
        name: &str,
        channel: u64,
        value: Option<&str>,
    ) -> Result<(), StoreError> {
        let mut client = self.client()?;
        match value {
            Some(v) => client.execute(
                "INSERT INTO checkers_settings (channel, name, value) VALUES ($1, $2, $3) \
                 ON CONFLICT (channel, name) DO UPDATE SET value = excluded.value",
                &[&int(channel), &name, &v],
            )?,
            None => client.execute(
                "DELETE FROM checkers_settings WHERE channel = $1 AND name = $2",
                &[&int(channel), &name],
            )?,
        };
        Ok(())
    }

    /// Keeps `bytes` as a damaged record of `channel` unless the same bytes are kept for
    /// it already (`migrate`, which may run again).
    pub(crate) fn keep_damaged(&self, channel: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.client()?.execute(
            "INSERT INTO checkers_damaged (channel, record) SELECT $1, $2 \
             WHERE NOT EXISTS (SELECT 1 FROM checkers_damaged WHERE channel = $1 AND record = $2)",
            &[&int(channel), &bytes],
        )?;
        Ok(())
    }

    /// The stored bytes of kept game `id`, if any (`migrate`).
    pub(crate) fn raw_game(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError> {
        let row = self
            .client()?
            .query_opt("SELECT game FROM checkers_games WHERE id = $1", &[&int(id)])?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Keeps `game`, stored as `bytes`, under game id `id` unless a game has that id
    /// already (`migrate`, which may run again), ended when it ended.
    pub(crate) fn keep_game(
        &self,
        id: u64,
        game: &KeptGame,
        bytes: &[u8],
    ) -> Result<(), StoreError> {
        self.client()?.execute(
            "INSERT INTO checkers_games (id, server, channel, people, game, private, ended_at) \
             VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7::bigint)) \
             ON CONFLICT (id) DO NOTHING",
            &[
                &int(id),
                &int(game.server),
                &int(game.channel),
                &people(game),
                &bytes,
                &game.private,
                &int(game.ended),
            ],
        )?;
        Ok(())
    }

    /// Moves the game id sequence to at least `last`, never back: the next game kept
    /// gets an id above it (`migrate`).
    pub(crate) fn game_ids_past(&self, last: u64) -> Result<(), StoreError> {
        if last == 0 {
            return Ok(());
        }
        self.client()?.execute(
            "SELECT setval('checkers_games_id_seq', \
             greatest($1, (SELECT last_value FROM checkers_games_id_seq)))",
            &[&int(last)],
        )?;
        Ok(())
    }

    /// The stored bytes of `user`'s rating on `server`, if any (`migrate`).
    pub(crate) fn raw_rating(&self, server: u64, user: u64) -> Result<Option<Vec<u8>>, StoreError> {
        let row = self.client()?.query_opt(
            "SELECT rating FROM checkers_ratings WHERE server = $1 AND player = $2",
            &[&int(server), &int(user)],
        )?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Keeps `bytes` as `user`'s rating on `server` unless they have one there already
    /// (`migrate`).
    pub(crate) fn keep_rating(
        &self,
        server: u64,
        user: u64,
        bytes: &[u8],
    ) -> Result<(), StoreError> {
        self.client()?.execute(
            "INSERT INTO checkers_ratings (server, player, rating) VALUES ($1, $2, $3) \
             ON CONFLICT (server, player) DO NOTHING",
            &[&int(server), &int(user), &bytes],
        )?;
        Ok(())
    }

    /// The stored bytes of `user`'s best crossing on `server`, if any (`migrate`).
    pub(crate) fn raw_crossing(
        &self,
        server: u64,
        user: u64,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        let row = self.client()?.query_opt(
            "SELECT crossing FROM checkers_crossings WHERE server = $1 AND player = $2",
            &[&int(server), &int(user)],
        )?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Keeps `report` under its own number unless the database has a report of that
    /// number (`migrate`), and moves the numbering past it (forward only, so a number
    /// taken meanwhile is never given again). Whether it was kept.
    pub(crate) fn keep_report(&self, report: &super::reports::Report) -> Result<bool, StoreError> {
        let mut client = self.client()?;
        let kept = insert_report(&mut client, report, " ON CONFLICT (id) DO NOTHING")?;
        // The last number given: `last_value` once called, one less before.
        client.execute(
            "SELECT setval('checkers_reports_id_seq', $1) FROM checkers_reports_id_seq \
             WHERE $1 > last_value - CASE WHEN is_called THEN 0 ELSE 1 END",
            &[&int(report.id)],
        )?;
        Ok(kept)
    }

    /// Keeps `crossing`, stored as `bytes`, when it beats the person's best (`migrate`).
    pub(crate) fn keep_best_crossing(
        &self,
        crossing: &Crossing,
        bytes: &[u8],
    ) -> Result<(), StoreError> {
        best_crossing(&mut *self.client()?, crossing, bytes)
    }
}

impl Store for PgStore {
    fn load(&self, channel: u64) -> Result<Option<TableRecord>, StoreError> {
        self.raw(channel)?.map(|bytes| decode(&bytes)).transpose()
    }

    /// One statement: `UPDATE … WHERE revision = expected` (or `INSERT … ON CONFLICT DO
    /// NOTHING` for a new record), committed before it returns. The row's `due` and
    /// `playing` (the timers' index) change with the record.
    fn save(
        &self,
        channel: u64,
        expected: Option<u64>,
        record: &mut TableRecord,
    ) -> Result<(), StoreError> {
        let next = expected.map_or(1, |r| r + 1);
        let mut written = record.clone();
        written.format = FORMAT;
        written.revision = next;
        let bytes = encode(&written)?;
        let mut client = self.client()?;
        let (due, playing) = (written.due.map(int), written.phase == super::Phase::Playing);
        let people: Vec<i64> = written.people().into_iter().map(int).collect();
        let rows = match expected {
            Some(expected) => client.execute(
                "UPDATE checkers_tables SET revision = $2, record = $3, updated_at = now(), \
                 due = $5, playing = $6, people = $7 WHERE channel = $1 AND revision = $4",
                &[
                    &int(channel),
                    &int(next),
                    &bytes,
                    &int(expected),
                    &due,
                    &playing,
                    &people,
                ],
            )?,
            None => client.execute(
                "INSERT INTO checkers_tables (channel, revision, record, due, playing, people) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (channel) DO NOTHING",
                &[&int(channel), &int(next), &bytes, &due, &playing, &people],
            )?,
        };
        drop(client);
        if rows == 1 {
            *record = written;
            return Ok(());
        }
        // Lost the race, or the stored record has no readable revision: say which.
        if let Some(stored) = self.raw(channel)? {
            revision_of(&stored)?;
        }
        Err(StoreError::Conflict)
    }

    fn delete(&self, channel: u64, expected: u64) -> Result<(), StoreError> {
        let rows = self.client()?.execute(
            "DELETE FROM checkers_tables WHERE channel = $1 AND revision = $2",
            &[&int(channel), &int(expected)],
        )?;
        if rows == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    /// One statement moves the row to `checkers_damaged`.
    fn quarantine(&self, channel: u64) -> Result<(), StoreError> {
        self.client()?.execute(
            "WITH moved AS (DELETE FROM checkers_tables WHERE channel = $1 RETURNING record) \
             INSERT INTO checkers_damaged (channel, record) SELECT $1, record FROM moved",
            &[&int(channel)],
        )?;
        Ok(())
    }

    fn damaged(&self, channel: u64) -> Result<Vec<Vec<u8>>, StoreError> {
        let rows = self.client()?.query(
            "SELECT record FROM checkers_damaged WHERE channel = $1 ORDER BY id",
            &[&int(channel)],
        )?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    fn write_raw(&self, channel: u64, bytes: &[u8]) -> Result<(), StoreError> {
        let revision = revision_of(bytes).ok().map(int);
        // Due at once: the timers read it once and set its due time.
        let decoded = decode(bytes).ok();
        let playing = decoded
            .as_ref()
            .is_some_and(|r| r.phase == super::Phase::Playing);
        let people: Option<Vec<i64>> = decoded.map(|r| r.people().into_iter().map(int).collect());
        self.client()?.execute(
            "INSERT INTO checkers_tables (channel, revision, record, due, playing, people) \
             VALUES ($1, $2, $3, 0, $4, $5) ON CONFLICT (channel) DO UPDATE \
             SET revision = excluded.revision, record = excluded.record, updated_at = now(), \
             due = 0, playing = excluded.playing, people = excluded.people",
            &[&int(channel), &revision, &bytes, &playing, &people],
        )?;
        Ok(())
    }

    fn load_defaults(&self, channel: u64) -> Result<Option<HouseRules>, StoreError> {
        self.setting("defaults", channel)?
            .map(|text| serde_json::from_str(&text).map_err(|e| StoreError::Corrupt(e.into())))
            .transpose()
    }

    fn save_defaults(&self, channel: u64, rules: &HouseRules) -> Result<(), StoreError> {
        let text = serde_json::to_string(rules).map_err(StoreError::Encode)?;
        self.set_setting("defaults", channel, Some(&text))
    }

    fn load_setting(
        &self,
        setting: ChannelSetting,
        channel: u64,
    ) -> Result<Option<String>, StoreError> {
        self.setting(setting.name(), channel)
    }

    fn save_setting(
        &self,
        setting: ChannelSetting,
        channel: u64,
        value: Option<&str>,
    ) -> Result<(), StoreError> {
        self.set_setting(setting.name(), channel, value)
    }

    fn settings_of(&self, setting: ChannelSetting) -> Result<Vec<(u64, String)>, StoreError> {
        let rows = self.client()?.query(
            "SELECT channel, value FROM checkers_settings WHERE name = $1 ORDER BY channel",
            &[&setting.name()],
        )?;
        Ok(rows.iter().map(|r| (uint(r.get(0)), r.get(1))).collect())
    }

    /// One statement: `INSERT … ON CONFLICT DO NOTHING` from unset, `UPDATE … WHERE value
    /// = old` or `DELETE … WHERE value = old` from a value; it changes one row, or none.
    fn swap_setting(
        &self,
        setting: ChannelSetting,
        key: u64,
        old: Option<&str>,
        new: Option<&str>,
    ) -> Result<bool, StoreError> {
        let (key, name) = (int(key), setting.name());
        let mut client = self.client()?;
        let changed = match (old, new) {
            (None, None) => {
                return Ok(client
                    .query_opt(
                        "SELECT 1 FROM checkers_settings WHERE channel = $1 AND name = $2",
                        &[&key, &name],
                    )?
                    .is_none())
            }
            (None, Some(new)) => client.execute(
                "INSERT INTO checkers_settings (channel, name, value) VALUES ($1, $2, $3) \
                 ON CONFLICT (channel, name) DO NOTHING",
                &[&key, &name, &new],
            )?,
            (Some(old), Some(new)) => client.execute(
                "UPDATE checkers_settings SET value = $4 \
                 WHERE channel = $1 AND name = $2 AND value = $3",
                &[&key, &name, &old, &new],
            )?,
            (Some(old), None) => client.execute(
                "DELETE FROM checkers_settings WHERE channel = $1 AND name = $2 AND value = $3",
                &[&key, &name, &old],
            )?,
        };
        Ok(changed == 1)
    }

    fn finish(
        &self,
        channel: u64,
        expected: u64,
        record: &mut TableRecord,
        game: &mut KeptGame,
        rate: Rate<'_>,
    ) -> Result<(), StoreError> {
        self.finish_game(channel, expected, record, game, rate)
    }

    fn abort(&self, channel: u64, expected: u64, game: &mut KeptGame) -> Result<(), StoreError> {
        self.abort_game(channel, expected, game)
    }

    fn kept_game(&self, id: u64) -> Result<Option<KeptGame>, StoreError> {
        let row = self
            .client()?
            .query_opt("SELECT game FROM checkers_games WHERE id = $1", &[&int(id)])?;
        row.map(|r| decode_kept(r.get(0))).transpose()
    }

    fn kept_games(&self, query: &GameQuery) -> Result<Vec<KeptGame>, StoreError> {
        let rows = self.client()?.query(
            &format!(
                "SELECT game FROM checkers_games WHERE {SHOWN} \
                 ORDER BY id DESC OFFSET $4 LIMIT $5"
            ),
            &[
                &int(query.server),
                &query.user.map(int),
                &int(query.channel),
                &i64::try_from(query.skip).unwrap_or(i64::MAX),
                &i64::try_from(query.limit).unwrap_or(i64::MAX),
            ],
        )?;
        rows.iter().map(|r| decode_kept(r.get(0))).collect()
    }

    fn kept_count(&self, query: &GameQuery) -> Result<usize, StoreError> {
        let count: i64 = self
            .client()?
            .query_one(
                &format!("SELECT count(*) FROM checkers_games WHERE {SHOWN}"),
                &[
                    &int(query.server),
                    &query.user.map(int),
                    &int(query.channel),
                ],
            )?
            .get(0);
        Ok(usize::try_from(count).unwrap_or(0))
    }

    fn ratings(&self, server: u64) -> Result<Vec<PlayerRating>, StoreError> {
        self.per_server(
            "SELECT rating FROM checkers_ratings WHERE server = $1",
            server,
            decode_kept,
        )
    }

    fn crossings(&self, server: u64) -> Result<Vec<Crossing>, StoreError> {
        self.per_server(
            "SELECT crossing FROM checkers_crossings WHERE server = $1",
            server,
            decode_crossing,
        )
    }

    /// One transaction. The ratings go first: a season ending meanwhile holds their rows
    /// (`FOR UPDATE`), so its standings are either without this person or committed
    /// before the finished seasons are read here.
    fn forget(&self, user: u64) -> Result<bool, StoreError> {
        let mut client = self.client()?;
        let mut tx = client.transaction()?;
        let mut found = tx.execute(
            "DELETE FROM checkers_ratings WHERE player = $1",
            &[&int(user)],
        )?;
        found += tx.execute(
            "DELETE FROM checkers_crossings WHERE player = $1",
            &[&int(user)],
        )?;
        found += seasons::forget(&mut tx, user)?;
        found += tx.execute(
            "DELETE FROM checkers_puzzle_answers WHERE player = $1",
            &[&int(user)],
        )?;
        let rows = tx.query(
            "SELECT game FROM checkers_games WHERE people @> ARRAY[$1::bigint] FOR UPDATE",
            &[&int(user)],
        )?;
        let found = found > 0 || !rows.is_empty();
        for row in rows {
            let mut game: KeptGame = decode_kept(row.get(0))?;
            game.forget(user);
            tx.execute(
                "UPDATE checkers_games SET game = $2, people = array_remove(people, $3) \
                 WHERE id = $1",
                &[&int(game.id), &encode_kept(&game)?, &int(user)],
            )?;
        }
        tx.commit()?;
        Ok(found)
    }

    fn season(&self, server: u64) -> Result<super::CurrentSeason, StoreError> {
        self.current_season(server)
    }

    /// One transaction holding the server's ratings lock: the stored season's number
    /// compared, then written.
    fn plan_season(&self, season: &super::CurrentSeason) -> Result<(), StoreError> {
        self.plan(season)
    }

    /// One transaction holding the server's ratings lock (so no game's rating update
    /// interleaves) and the season's row: its number compared, the ratings read `FOR
    /// UPDATE` and replaced, the season kept, the next one written.
    fn end_season(
        &self,
        server: u64,
        number: u32,
        now: u64,
        close: super::Close<'_>,
    ) -> Result<Option<(super::Season, super::CurrentSeason)>, StoreError> {
        self.end(server, number, now, close)
    }

    fn seasons(&self, server: u64) -> Result<Vec<super::Season>, StoreError> {
        self.per_server(
            "SELECT season FROM checkers_past_seasons WHERE server = $1 ORDER BY number",
            server,
            decode_kept,
        )
    }

    /// The partial index on `ends`.
    fn seasons_due(&self, now: u64) -> Result<Vec<super::CurrentSeason>, StoreError> {
        let rows = self.client()?.query(
            "SELECT season FROM checkers_seasons WHERE ends <= $1 ORDER BY ends, server",
            &[&int(now)],
        )?;
        rows.iter().map(|r| decode_kept(r.get(0))).collect()
    }

    /// In id order.
    fn channels(&self) -> Result<Vec<u64>, StoreError> {
        let rows = self
            .client()?
            .query("SELECT channel FROM checkers_tables", &[])?;
        let mut channels: Vec<u64> = rows.iter().map(|r| uint(r.get(0))).collect();
        channels.sort_unstable();
        Ok(channels)
    }

    /// Nothing to write: every write was committed before it returned. Checks that the
    /// database answers.
    fn flush(&self) -> Result<(), StoreError> {
        self.client()?.simple_query("")?;
        Ok(())
    }

    fn ping(&self) -> Result<(), StoreError> {
        self.client()?.simple_query("SELECT 1")?;
        Ok(())
    }

    /// A thread of its own with a connection of its own `LISTEN`s to `checkers_changes`
    /// (sent by the trigger of migration 8 as each write commits) and calls `changed`
    /// with each channel. It reconnects after [`LISTEN_RETRY`] when the connection is
    /// lost (pages look for themselves meanwhile, every `web::events::POLL`), and ends
    /// within a second of the last clone of the store.
    fn listen(&self, changed: super::Changed) -> bool {
        let connect = Arc::clone(&self.connect);
        let alive = Arc::downgrade(&self.alive);
        // The first connection before this returns, so that every write from now on is
        // heard; on a thread of its own, because the client blocks on a runtime of its
        // own, which may not start on a thread that drives async tasks (the bot makes
        // its tables there).
        let first = std::thread::scope(|s| s.spawn(|| listening(&connect).ok()).join())
            .ok()
            .flatten();
        let spawned = std::thread::Builder::new()
            .name("checkers-listen".into())
            .spawn(move || listen(&connect, first, &alive, &*changed));
        if let Err(e) = &spawned {
            tracing::warn!(
                error = e as &dyn std::error::Error,
                "cannot listen for other processes' changes"
            );
        }
        spawned.is_ok()
    }

    fn claim_turn(&self, channel: u64) -> Result<bool, StoreError> {
        if !self.claims.claim(channel) {
            return Ok(false);
        }
        let locked = self.lease_client().and_then(|mut c| {
            let row = c.query_one("SELECT pg_try_advisory_lock($1)", &[&int(channel)])?;
            Ok(row.get::<_, bool>(0))
        });
        if !matches!(locked, Ok(true)) {
            self.claims.release(channel);
        }
        locked
    }

    /// One statement: `UPDATE … WHERE channel IN (SELECT … WHERE due <= now ORDER BY due
    /// LIMIT … FOR UPDATE SKIP LOCKED) RETURNING channel`, on the partial index of `due`.
    /// Of two processes claiming at once, each gets other rows.
    fn claim_due(&self, now: u64, lease: u64, limit: usize) -> Result<Vec<u64>, StoreError> {
        let rows = self.client()?.query(
            "UPDATE checkers_tables SET due = $2 WHERE channel IN ( \
                 SELECT channel FROM checkers_tables WHERE due <= $1 \
                 ORDER BY due LIMIT $3 FOR UPDATE SKIP LOCKED) \
             RETURNING channel",
            &[
                &int(now),
                &int(now.saturating_add(lease)),
                &i64::try_from(limit).unwrap_or(i64::MAX),
            ],
        )?;
        Ok(rows.iter().map(|r| uint(r.get(0))).collect())
    }

    fn set_due(&self, channel: u64, revision: u64, due: Option<u64>) -> Result<(), StoreError> {
        self.client()?.execute(
            "UPDATE checkers_tables SET due = $3 WHERE channel = $1 AND revision = $2",
            &[&int(channel), &int(revision), &due.map(int)],
        )?;
        Ok(())
    }

    fn games_in_progress(&self) -> Result<usize, StoreError> {
        let count: i64 = self
            .client()?
            .query_one("SELECT count(*) FROM checkers_tables WHERE playing", &[])?
            .get(0);
        Ok(usize::try_from(count).unwrap_or(0))
    }

    /// The rows being played whose `people` holds `user` (the GIN index), and those
    /// written before `people` existed, each checked.
    fn games_of(&self, user: u64) -> Result<Vec<(u64, TableRecord)>, StoreError> {
        let rows = self.client()?.query(
            "SELECT channel, record FROM checkers_tables \
             WHERE playing AND (people @> ARRAY[$1::bigint] OR people IS NULL) \
             ORDER BY channel",
            &[&int(user)],
        )?;
        Ok(rows
            .iter()
            .filter_map(|row| {
                let record = decode(row.get(1)).ok()?;
                let channel = uint(row.get(0));
                record.people().contains(&user).then_some((channel, record))
            })
            .collect())
    }

    /// One transaction holding the pool's advisory lock: read the pool, choose, delete
    /// the matched (or insert the new seek). Processes matching in one pool wait for each
    /// other, so none misses a seek another is adding, and none takes one twice.
    fn seek(&self, seek: &Seek, now: u64) -> Result<Option<Vec<Seek>>, StoreError> {
        let mut client = self.client()?;
        let mut tx = client.transaction()?;
        // The person first (two seeks of one person, in two pools, one after the other),
        // then the pool: always in this order.
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&seek.person_key()])?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&seek.pool_key()])?;
        // The person's earlier seek on the server, in any pool, goes, and so does their
        // seek in the other pool (anywhere, or on their own server).
        tx.execute(
            "DELETE FROM checkers_seeks WHERE (server = $1 OR server = $3) AND player = $2",
            &[&int(seek.server), &int(seek.user), &int(seek.other_pool())],
        )?;
        let rows = tx.query(
            "SELECT seek FROM checkers_seeks WHERE server = $1 AND players = $2 AND rated = $3",
            &[&int(seek.server), &i16::from(seek.players), &seek.rated],
        )?;
        let pool: Vec<Seek> = rows.iter().filter_map(|r| decode_seek(r.get(0))).collect();
        let chosen = choose(&pool, seek, now);
        let matched: Vec<Seek> = chosen.iter().flatten().map(|&i| pool[i].clone()).collect();
        if chosen.is_some() {
            for s in &matched {
                tx.execute(
                    "DELETE FROM checkers_seeks WHERE server = $1 AND player = $2",
                    &[&int(s.server), &int(s.user)],
                )?;
            }
        } else {
            tx.execute(
                "INSERT INTO checkers_seeks (server, player, players, rated, expires, seek) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
                &[
                    &int(seek.server),
                    &int(seek.user),
                    &i16::from(seek.players),
                    &seek.rated,
                    &int(seek.expires),
                    &encode_seek(seek)?,
                ],
            )?;
        }
        tx.commit()?;
        Ok(chosen.map(|_| std::iter::once(seek.clone()).chain(matched).collect()))
    }

    fn cancel_seek(&self, server: u64, user: u64) -> Result<Option<Seek>, StoreError> {
        let row = self.client()?.query_opt(
            "DELETE FROM checkers_seeks WHERE server = $1 AND player = $2 RETURNING seek",
            &[&int(server), &int(user)],
        )?;
        Ok(row.and_then(|r| decode_seek(r.get(0))))
    }

    /// A number from the table's sequence, then the row.
    fn report(&self, report: &mut super::reports::Report) -> Result<(), StoreError> {
        let mut client = self.client()?;
        let id: i64 = client
            .query_one("SELECT nextval('checkers_reports_id_seq')", &[])?
            .get(0);
        report.id = uint(id);
        insert_report(&mut client, report, "").map(|_| ())
    }

    fn reports(&self, limit: usize) -> Result<Vec<super::reports::Report>, StoreError> {
        let rows = self.client()?.query(
            "SELECT report FROM checkers_reports ORDER BY id DESC LIMIT $1",
            &[&i64::try_from(limit).unwrap_or(i64::MAX)],
        )?;
        rows.iter()
            .map(|r| super::reports::decode_report(r.get(0)))
            .collect()
    }

    /// Each of the person's seeks read, then changed under its pool's advisory lock (as
    /// `seek` takes it) with the row read again, so a seek matching at the same moment sees
    /// the old list or the new one.
    fn avoid_in_seeks(&self, user: u64, avoid: &[u64]) -> Result<usize, StoreError> {
        let mut client = self.client()?;
        let rows = client.query(
            "SELECT seek FROM checkers_seeks WHERE player = $1",
            &[&int(user)],
        )?;
        let seeks: Vec<Seek> = rows.iter().filter_map(|r| decode_seek(r.get(0))).collect();
        let mut changed = 0;
        for first in seeks {
            let mut tx = client.transaction()?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&first.pool_key()])?;
            let row = tx.query_opt(
                "SELECT seek FROM checkers_seeks WHERE server = $1 AND player = $2",
                &[&int(first.server), &int(user)],
            )?;
            // A seek in another pool since is its own.
            let Some(mut seek) = row
                .and_then(|r| decode_seek(r.get(0)))
                .filter(|s| s.same_pool(&first))
            else {
                continue;
            };
            seek.avoid = avoid.to_vec();
            tx.execute(
                "UPDATE checkers_seeks SET seek = $3 WHERE server = $1 AND player = $2",
                &[&int(first.server), &int(user), &encode_seek(&seek)?],
            )?;
            tx.commit()?;
            changed += 1;
        }
        Ok(changed)
    }

    fn seekers(&self, server: u64) -> Result<Vec<Seek>, StoreError> {
        let rows = self.client()?.query(
            "SELECT seek FROM checkers_seeks WHERE server = $1 ORDER BY player",
            &[&int(server)],
        )?;
        Ok(rows.iter().filter_map(|r| decode_seek(r.get(0))).collect())
    }

    /// The pools with a seek whose computers are due are read; each is then handled in
    /// its own transaction holding the pool's advisory lock (as `seek` does), read again
    /// and its groups deleted, so each seek is taken once over every process.
    fn fill_seeks(&self, now: u64) -> Result<Vec<Vec<Seek>>, StoreError> {
        let mut client = self.client()?;
        let rows = client.query(
            "SELECT seek FROM checkers_seeks WHERE expires > $1",
            &[&int(now)],
        )?;
        let all: Vec<Seek> = rows.iter().filter_map(|r| decode_seek(r.get(0))).collect();
        let mut pools: Vec<&Seek> = Vec::new();
        for group in super::seeks::filled(&all, now) {
            let first = &all[group[0]];
            if !pools.iter().any(|p| p.same_pool(first)) {
                pools.push(first);
            }
        }
        let mut groups = Vec::new();
        for pool in pools {
            let mut tx = client.transaction()?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&pool.pool_key()])?;
            let rows = tx.query(
                "SELECT seek FROM checkers_seeks                  WHERE server = $1 AND players = $2 AND rated = $3",
                &[&int(pool.server), &i16::from(pool.players), &pool.rated],
            )?;
            let seeks: Vec<Seek> = rows.iter().filter_map(|r| decode_seek(r.get(0))).collect();
            for group in super::seeks::filled(&seeks, now) {
                let group: Vec<Seek> = group.into_iter().map(|i| seeks[i].clone()).collect();
                for s in &group {
                    tx.execute(
                        "DELETE FROM checkers_seeks WHERE server = $1 AND player = $2",
                        &[&int(s.server), &int(s.user)],
                    )?;
                }
                groups.push(group);
            }
            tx.commit()?;
        }
        Ok(groups)
    }

    /// One statement: each expired seek is deleted, and so returned, once.
    fn expire_seeks(&self, now: u64) -> Result<Vec<Seek>, StoreError> {
        let rows = self.client()?.query(
            "DELETE FROM checkers_seeks WHERE expires <= $1 RETURNING seek",
            &[&int(now)],
        )?;
        Ok(rows.iter().filter_map(|r| decode_seek(r.get(0))).collect())
    }

    fn puzzle_plan(&self, server: u64) -> Result<Option<super::PuzzlePlan>, StoreError> {
        self.plan_of(server)
    }

    fn save_puzzle_plan(
        &self,
        server: u64,
        plan: Option<&super::PuzzlePlan>,
    ) -> Result<(), StoreError> {
        self.set_plan(server, plan)
    }

    fn puzzle_plans(&self) -> Result<Vec<super::PuzzlePlan>, StoreError> {
        self.all_plans()
    }

    fn claim_puzzle_post(
        &self,
        server: u64,
        day: u64,
    ) -> Result<Option<super::PuzzlePlan>, StoreError> {
        self.claim_post(server, day)
    }

    fn answer_puzzle(
        &self,
        answer: &super::PuzzleAnswer,
    ) -> Result<Option<super::PuzzleAnswer>, StoreError> {
        self.keep_answer(answer)
    }

    fn puzzle_answers(
        &self,
        server: u64,
        user: Option<u64>,
        days: std::ops::Range<u64>,
    ) -> Result<Vec<super::PuzzleAnswer>, StoreError> {
        self.answers_of(server, user, days)
    }

    fn tournament(
        &self,
        server: u64,
        id: u32,
    ) -> Result<Option<super::TournamentRecord>, StoreError> {
        self.tournament_of(server, id)
    }

    fn save_tournament(
        &self,
        expected: Option<u64>,
        record: &mut super::TournamentRecord,
    ) -> Result<(), StoreError> {
        self.put_tournament(expected, record)
    }

    fn tournaments(&self, server: u64) -> Result<Vec<super::TournamentRecord>, StoreError> {
        self.tournaments_of(server)
    }

    fn live_tournaments(&self) -> Result<Vec<super::TournamentRecord>, StoreError> {
        self.live_ones()
    }

    fn release_turn(&self, channel: u64) {
        let unlocked = self.lease_client().and_then(|mut c| {
            c.execute("SELECT pg_advisory_unlock($1)", &[&int(channel)])?;
            Ok(())
        });
        if let Err(e) = unlocked {
            tracing::warn!(
                channel,
                error = &e as &dyn std::error::Error,
                "cannot give back the claim of the computers' turn (it ends with its connection)"
            );
        }
        self.claims.release(channel);
    }
}

/// How long the listener waits before it connects again after losing its connection.
pub const LISTEN_RETRY: Duration = Duration::from_secs(5);

/// [`Store::listen`]'s loop: connect, `LISTEN checkers_changes`, call `changed` with each
/// channel notified, until `alive` is gone; after a lost connection, again.
fn listen(
    connect: &(Config, tokio_postgres_rustls::MakeRustlsConnect),
    mut first: Option<postgres::Client>,
    alive: &std::sync::Weak<()>,
    changed: &(dyn Fn(u64) + Send + Sync),
) {
    use postgres::fallible_iterator::FallibleIterator;
    let mut told = false;
    while alive.strong_count() > 0 {
        let connected = first.take().map_or_else(|| listening(connect), Ok);
        let mut client = match connected {
            Ok(client) => client,
            Err(e) => {
                // Said once a loss, not once a retry.
                if !told {
                    tracing::warn!(
                        error = &e as &dyn std::error::Error,
                        "cannot listen for other processes' changes; trying again every {}s",
                        LISTEN_RETRY.as_secs()
                    );
                    told = true;
                }
                std::thread::sleep(LISTEN_RETRY);
                continue;
            }
        };
        told = false;
        while alive.strong_count() > 0 && !client.is_closed() {
            let mut notes = client.notifications();
            let mut waiting = notes.timeout_iter(Duration::from_secs(1));
            loop {
                match waiting.next() {
                    Ok(Some(note)) => {
                        if let Ok(channel) = note.payload().parse::<u64>() {
                            changed(channel);
                        }
                    }
                    Ok(None) => break,
                    Err(e) => {
                        tracing::warn!(
                            error = &e as &dyn std::error::Error,
                            "lost the connection that listens for other processes' changes"
                        );
                        break;
                    }
                }
            }
        }
    }
}

/// A connection of its own that listens to `checkers_changes`.
fn listening(
    connect: &(Config, tokio_postgres_rustls::MakeRustlsConnect),
) -> Result<postgres::Client, postgres::Error> {
    let mut client = connect.0.connect(connect.1.clone())?;
    client.batch_execute("LISTEN checkers_changes")?;
    Ok(client)
}

/// A connection from `pool` (`None` while the store is closing), checked alive.
fn connection(pool: Option<&Pool<Manager>>) -> Result<PooledConnection<Manager>, StoreError> {
    pool.ok_or_else(|| StoreError::Unavailable("the store is closing".into()))?
        .get()
        .map_err(|e| StoreError::Unavailable(Box::new(e)))
}

impl Drop for PgStore {
    /// Closing a connection blocks on the client's own runtime, which may not happen on
    /// a thread that drives async tasks: there, the pool is closed on a thread of its own.
    fn drop(&mut self) {
        let pools = (self.pool.take(), self.lease.take());
        if tokio::runtime::Handle::try_current().is_ok() {
            std::thread::spawn(move || drop(pools));
        }
    }
}

/// Logs the pool's connection failures through `tracing` (once per failed attempt).
#[derive(Debug)]
struct LogErrors;

impl r2d2::HandleError<postgres::Error> for LogErrors {
    fn handle_error(&self, error: postgres::Error) {
        // With its causes ("Connection refused"), at most once in a while (an outage fails
        // every attempt of the pool).
        crate::store::log_failure(&StoreError::Unavailable(Box::new(error)));
    }
}

#[cfg(test)]
mod tests {
    use super::{redacted, unencoded};

    /// Every password is hidden whole, also one with characters that should have been
    /// percent-encoded (an `@` cut it at the first one, and showed the rest as the host).
    #[test]
    fn the_whole_password_is_hidden() {
        for (url, shown) in [
            (
                "postgres://ann:secret@db:5432/games",
                "postgres://ann:***@db:5432/games",
            ),
            (
                "postgres://ann:se@cr@et@db/games",
                "postgres://ann:***@db/games",
            ),
            (
                "postgres://ann:se/cr#et@db/games",
                "postgres://ann:***@db/games",
            ),
            ("postgres://ann@db/games", "postgres://ann@db/games"),
            ("postgres://db/games", "postgres://db/games"),
            (
                "postgres://ann@db/games?sslmode=require&password=secret",
                "postgres://ann@db/games?sslmode=require&password=***",
            ),
            (
                "postgres://ann:x@db/games?Password=secret",
                "postgres://ann:***@db/games?Password=***",
            ),
        ] {
            assert_eq!(redacted(url), shown, "{url}");
        }
    }

    #[test]
    fn a_password_that_is_not_percent_encoded_is_named_without_showing_it() {
        assert_eq!(
            unencoded("postgres://ann:p@ss/w#rd@db/games").as_deref(),
            Some(
                "the database URL postgres://ann:***@db/games: its password or user name \
                 holds `@` and `/` and `#` that must be percent-encoded (@ as %40, / as %2F, \
                 # as %23), or give the password in CHECKERS_DATABASE_PASSWORD"
            )
        );
        assert_eq!(unencoded("postgres://ann:p%40ss@db/games"), None);
        assert_eq!(unencoded("postgres://db/games?sslrootcert=/a@b"), None);
        assert_eq!(unencoded("postgres://ann@db/games"), None);
    }
}
