//! The PostgreSQL store's schema and its migrations.
//!
//! Versioned migrations ([`MIGRATIONS`]) are applied when the store opens, inside one
//! transaction holding an advisory lock, so processes starting together apply each one
//! once. The version reached is in `checkers_schema`; a database migrated by a newer
//! build is refused ([`StoreError::Backend`] saying so). Version 1:
//!
//! - `checkers_tables (channel bigint primary key, revision bigint, record bytea)`: the
//!   record as the same JSON bytes as the sled store (format versions checked by
//!   [`decode`](crate::store::decode)); `revision` repeats the record's revision for the compare-and-swap, and
//!   is NULL when the stored bytes carry none;
//! - `checkers_damaged (id bigserial, channel bigint, record bytea, moved_at)`: records
//!   moved aside, oldest first;
//! - `checkers_settings (channel bigint, name text, value text)`: the channel's
//!   `defaults` (house rules as JSON), `language` and `theme`.
//!
//! Version 2:
//!
//! - `checkers_games (id bigserial, server bigint, channel bigint, people bigint[], game
//!   bytea, ended_at)`: kept games, `game` the JSON of [`KeptGame`](crate::store::KeptGame) (its format checked by
//!   [`decode_kept`](crate::store::kept::decode_kept)), `people` the user ids seated in it (for `history <user>` and
//!   `forget-me`);
//! - `checkers_ratings (server bigint, player bigint, rating bytea)`: each person's
//!   rating per server, JSON of [`PlayerRating`](crate::store::PlayerRating).
//!
//! Version 3: `checkers_crossings`, each person's best solitaire crossing per
//! server. Version 4: `checkers_games.private` (boolean), the game was played in a
//! private thread: with `channel`, what [`GameQuery`](crate::store::GameQuery) lists
//! ([`KeptGame::shown_in`](crate::store::KeptGame::shown_in)).
//!
//! Version 5: the timers' index on `checkers_tables`: `due` (seconds since the Unix
//! epoch, NULL when nothing is due; [`TableRecord::due`](crate::store::TableRecord::due)
//! as written, or a claim's lease) with a partial index on it, and `playing` (a game is
//! being played there) with a partial index, for the games-in-progress count.
//!
//! Version 6: `checkers_tables.people` (bigint[]), the user ids seated at the table,
//! with a GIN index over the games being played, for `games` (NULL in rows written
//! before, until their next write).
//!
//! Version 7: `checkers_seeks (server, player, players, rated, expires, seek)`: the pools
//! of people searching for an opponent, `seek` the JSON of
//! [`Seek`](crate::store::seeks::Seek); matched under a transaction-scoped advisory lock
//! per pool ([`Seek::pool_key`](crate::store::seeks::Seek::pool_key)).
//!
//! Version 8: a trigger on `checkers_tables` that sends `NOTIFY checkers_changes` with
//! the channel id (as text) for every row written or deleted, delivered when the
//! writing transaction commits (PostgreSQL's manual, "NOTIFY"); every process `LISTEN`s
//! ([`PgStore::listen`](super::PgStore)), so a move made through one reaches the pages
//! another serves at once.
//!
//! Version 9: `checkers_reports (id, at, server, channel, reporter, report)`: reports
//! (`report`), `report` the JSON of [`Report`](crate::store::reports::Report) with the
//! reported table record in it.
//!
//! Version 10: rating seasons. `checkers_seasons (server, number, ends, season)`: each
//! server's current season, `season` the JSON of
//! [`CurrentSeason`](crate::store::CurrentSeason), `number` and `ends` repeated for the
//! compare-and-swap and for the timers (a partial index on `ends`);
//! `checkers_past_seasons (server, number, people, season)`: the finished seasons,
//! `season` the JSON of [`Season`](crate::store::Season), `people` its people's user ids
//! (for `forget-me`).
//!
//! Version 11: the daily puzzle. `checkers_puzzle_plans (server, channel, hour, posted)`:
//! each server's channel and hour and the last day posted (claimed by `UPDATE … WHERE
//! posted < day`); `checkers_puzzle_answers (server, day, player, answer)`: each person's
//! first answer of a day (the primary key keeps it alone).

use super::backend;
use crate::store::StoreError;

/// The schema migrations, in order: version `i + 1` is `MIGRATIONS[i]`. Never edit one
/// that has shipped; add the next.
pub const MIGRATIONS: &[&str] = &[
    // 1: records, damaged records, channel settings.
    "CREATE TABLE checkers_tables (
         channel bigint PRIMARY KEY,
         revision bigint,
         record bytea NOT NULL,
         updated_at timestamptz NOT NULL DEFAULT now()
     );
     CREATE TABLE checkers_damaged (
         id bigserial PRIMARY KEY,
         channel bigint NOT NULL,
         record bytea NOT NULL,
         moved_at timestamptz NOT NULL DEFAULT now()
     );
     CREATE INDEX checkers_damaged_channel ON checkers_damaged (channel, id);
     CREATE TABLE checkers_settings (
         channel bigint NOT NULL,
         name text NOT NULL,
         value text NOT NULL,
         PRIMARY KEY (channel, name)
     );",
    // 2: kept games and ratings.
    "CREATE TABLE checkers_games (
         id bigserial PRIMARY KEY,
         server bigint NOT NULL,
         channel bigint NOT NULL,
         people bigint[] NOT NULL,
         game bytea NOT NULL,
         ended_at timestamptz NOT NULL DEFAULT now()
     );
     CREATE INDEX checkers_games_server ON checkers_games (server, id);
     CREATE INDEX checkers_games_people ON checkers_games USING gin (people);
     CREATE TABLE checkers_ratings (
         server bigint NOT NULL,
         player bigint NOT NULL,
         rating bytea NOT NULL,
         PRIMARY KEY (server, player)
     );
     CREATE INDEX checkers_ratings_player ON checkers_ratings (player);",
    // 3: the solitaire challenge's best crossings (docs/rules.md §9).
    "CREATE TABLE checkers_crossings (
         server bigint NOT NULL,
         player bigint NOT NULL,
         moves integer NOT NULL,
         ended bigint NOT NULL,
         crossing bytea NOT NULL,
         PRIMARY KEY (server, player)
     );
     CREATE INDEX checkers_crossings_player ON checkers_crossings (player);",
    // 4: games played in a private thread are shown only in their own channel.
    "ALTER TABLE checkers_games ADD COLUMN private boolean NOT NULL DEFAULT false;",
    // 5: the timers' index. Every record written before is due at once, so the timers
    // look at each one once and set its due time; `playing` from the record's JSON.
    "ALTER TABLE checkers_tables
         ADD COLUMN due bigint,
         ADD COLUMN playing boolean NOT NULL DEFAULT false;
     UPDATE checkers_tables
         SET due = 0, playing = position('\"phase\":\"playing\"'::bytea IN record) > 0;
     CREATE INDEX checkers_tables_due ON checkers_tables (due) WHERE due IS NOT NULL;
     CREATE INDEX checkers_tables_playing ON checkers_tables (channel) WHERE playing;",
    // 6: the people seated at each game being played (`games`). NULL in rows written
    // before: read and checked one by one until their next write sets it.
    "ALTER TABLE checkers_tables ADD COLUMN people bigint[];
     CREATE INDEX checkers_tables_people ON checkers_tables USING gin (people) WHERE playing;",
    // 7: the pools of people searching for an opponent (`seek`).
    "CREATE TABLE checkers_seeks (
         server bigint NOT NULL,
         player bigint NOT NULL,
         players smallint NOT NULL,
         rated boolean NOT NULL,
         expires bigint NOT NULL,
         seek bytea NOT NULL,
         PRIMARY KEY (server, player)
     );
     CREATE INDEX checkers_seeks_pool ON checkers_seeks (server, players, rated);
     CREATE INDEX checkers_seeks_expires ON checkers_seeks (expires);",
    // 8: every change of a channel's record is told to every process that listens.
    "CREATE FUNCTION checkers_tables_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
         PERFORM pg_notify('checkers_changes',
             (CASE WHEN TG_OP = 'DELETE' THEN OLD.channel ELSE NEW.channel END)::text);
         RETURN NULL;
     END $$;
     CREATE TRIGGER checkers_tables_changed
         AFTER INSERT OR UPDATE OR DELETE ON checkers_tables
         FOR EACH ROW EXECUTE FUNCTION checkers_tables_changed();",
    // 9: reports, each with the reported table record (in `report`, JSON).
    "CREATE TABLE checkers_reports (
         id bigserial PRIMARY KEY,
         at bigint NOT NULL,
         server bigint NOT NULL,
         channel bigint NOT NULL,
         reporter bigint NOT NULL,
         report bytea NOT NULL
     );",
    // 10: rating seasons: each server's current season, and the finished ones.
    "CREATE TABLE checkers_seasons (
         server bigint PRIMARY KEY,
         number integer NOT NULL,
         ends bigint,
         season bytea NOT NULL
     );
     CREATE INDEX checkers_seasons_ends ON checkers_seasons (ends) WHERE ends IS NOT NULL;
     CREATE TABLE checkers_past_seasons (
         server bigint NOT NULL,
         number integer NOT NULL,
         people bigint[] NOT NULL,
         season bytea NOT NULL,
         ended_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (server, number)
     );
     CREATE INDEX checkers_past_seasons_people ON checkers_past_seasons USING gin (people);",
    // 11: the daily puzzle: each server's plan, and each person's answer to a day's
    // puzzle (the first one: the primary key keeps it alone).
    "CREATE TABLE checkers_puzzle_plans (
         server bigint PRIMARY KEY,
         channel bigint NOT NULL,
         hour smallint NOT NULL,
         posted bigint NOT NULL
     );
     CREATE TABLE checkers_puzzle_answers (
         server bigint NOT NULL,
         day bigint NOT NULL,
         player bigint NOT NULL,
         answer bytea NOT NULL,
         PRIMARY KEY (server, day, player)
     );
     CREATE INDEX checkers_puzzle_answers_player ON checkers_puzzle_answers (player, server);",
    // 12: tournaments: a row per server and number, the whole record as JSON, its
    // revision (every write compares it) and whether the timers still look after it.
    "CREATE TABLE checkers_tournaments (
         server bigint NOT NULL,
         id bigint NOT NULL,
         revision bigint NOT NULL,
         live boolean NOT NULL,
         body bytea NOT NULL,
         PRIMARY KEY (server, id)
     );
     CREATE INDEX checkers_tournaments_live ON checkers_tournaments (server, id) WHERE live;",
];

/// The schema version this build needs.
#[must_use]
pub fn schema_version() -> u32 {
    u32::try_from(MIGRATIONS.len()).unwrap_or(u32::MAX)
}

/// Key of the advisory lock held while migrating (any constant unique to this program).
const MIGRATION_LOCK: i64 = 0x6368_6563_6b65_7273; // "checkers"

/// Applies the migrations the database at `client` lacks, in one transaction. Returns
/// how many.
pub(super) fn migrate(client: &mut postgres::Client) -> Result<u32, StoreError> {
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS checkers_schema (
             version integer PRIMARY KEY,
             applied_at timestamptz NOT NULL DEFAULT now()
         )",
    )?;
    let row = tx.query_one("SELECT coalesce(max(version), 0) FROM checkers_schema", &[])?;
    let current = u32::try_from(row.get::<_, i32>(0)).unwrap_or(0);
    if current > schema_version() {
        return Err(backend(format!(
            "the database schema has version {current}, newer than this build's {}: \
             run a newer checkers-bot",
            schema_version()
        )));
    }
    let mut applied = 0;
    for (version, sql) in (1..).zip(MIGRATIONS).skip(current as usize) {
        tx.batch_execute(sql)?;
        tx.execute(
            "INSERT INTO checkers_schema (version) VALUES ($1)",
            &[&version],
        )?;
        tracing::info!(version, "database schema migrated");
        applied += 1;
    }
    tx.commit()?;
    Ok(applied)
}
