//! Persistence behind one interface, [`Store`]: one record per channel (the table), the
//! channel's default house rules, and its language and board theme.
//!
//! Implementations keep the same promises, and `tests/store.rs` checks them against each:
//!
//! - **Compare-and-swap.** Every write of a table record names the revision it read
//!   ([`Store::save`]); if someone else wrote first the write fails with
//!   [`StoreError::Conflict`] and changes nothing.
//! - **Durable before confirmed.** When a write returns `Ok`, it is on disk: a reply that
//!   says "done" only follows a write that survives a crash.
//! - **Damage is quarantined.** A record that does not decode is reported as
//!   [`StoreError::Corrupt`]; the table then moves it aside ([`Store::quarantine`], kept
//!   for inspection with [`Store::damaged`]) and tells the channel. Other channels are not
//!   affected.
//! - **Format versions.** Records carry their encoding version ([`record::FORMAT`]); one
//!   written by a newer build is [`StoreError::NewerFormat`] and left untouched.
//!
//! [`SledStore`] (embedded, one process per folder) is the default; [`PgStore`] keeps the
//! same data in a PostgreSQL database that any number of bot processes share.

mod crossings;
mod kept;
pub mod migrate;
pub mod postgres;
mod puzzles;
mod record;
pub mod reports;
mod seasons;
pub mod seeks;
mod sled;
mod tournaments;

pub use crossings::{decode_crossing, encode_crossing, ranked, Crossing, CROSSING_FORMAT};
pub use kept::{
    decode_kept, encode_kept, GameQuery, KeptGame, KeptSeat, Player, PlayerRating, Rate, SeatEnd,
    KEPT_FORMAT,
};
pub use postgres::PgStore;
pub use puzzles::{
    decode_puzzle, encode_puzzle, month_board, streak, MonthLine, PuzzleAnswer, PuzzlePlan, Streak,
    PUZZLE_FORMAT,
};
pub use record::{
    decode, encode, revision_of, Challenge, Follower, GamePlace, Occupant, Phase, TableRecord,
    TakebackRequest, FORMAT,
};
pub use seasons::{Close, CurrentSeason, Season, Standing, DAY, MAX_SEASON_DAYS};
pub use sled::{SledStore, MANIFEST_FILE};
pub use tournaments::{
    decode_tournament, encode_tournament, Opened, SignUp, Stage, TournamentGame, TournamentRecord,
    CHECK_IN, TOURNAMENT_FORMAT,
};

use std::path::PathBuf;

use crate::core::HouseRules;

/// Default database folder, relative to the working directory (git-ignored).
pub const DEFAULT_PATH: &str = "checkers-data";

/// A channel setting kept as text beside the table record.
#[derive(Clone, Copy, PartialEq, Eq, Debug, strum::VariantArray)]
pub enum ChannelSetting {
    /// The language of the channel's public posts (`it`, `pt-BR`, …).
    Language,
    /// The board theme of the channel's new games (`light`, `dark`).
    Theme,
    /// The console's own player: the name whoever types at the terminal goes by (`--name`,
    /// else the default), whose seat in a saved game a new `--name` takes. Console only.
    ConsolePlayer,
    /// Whether a person gets a direct message when it is their turn (`notify`): `on`, or
    /// unset. Keyed by the person's user id, not a channel (Discord's ids never repeat
    /// across users and channels).
    Notify,
    /// The channel in whose threads the games found by `seek` on a server open (its id),
    /// or unset: where the last of their people searched. Keyed by the server (Discord
    /// guild) id.
    GameChannel,
    /// The number of a person's latest web board link (**Play in the browser**): a seat
    /// token of an earlier number is refused, so a new link ends the old ones. Keyed by
    /// the person's user id.
    WebLink,
    /// The people a person blocked (`block`): their user ids in decimal, separated by
    /// spaces, or unset. Keyed by the person's user id.
    Blocks,
    /// A person's daily digest (`digest`): the hour (UTC, 0 to 23, or `-` when off), then
    /// the day (since the Unix epoch) of the last digest, then their language when known;
    /// or unset. Keyed by the person's user id.
    Digest,
    /// The game a place shows when it is not the place's own (a thread where a game of
    /// `seek anywhere` is seen): the game's id, the channel that keeps its record; or
    /// unset. Keyed by the place's channel id.
    Shows,
    /// Whether the server's people may `seek anywhere` (`defaults anywhere=on`): `on`, or
    /// unset. Keyed by the server (Discord guild) id.
    Anywhere,
}

impl ChannelSetting {
    /// The name of the tree or table that keeps it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            ChannelSetting::Language => "language",
            ChannelSetting::Theme => "theme",
            ChannelSetting::ConsolePlayer => "console_player",
            ChannelSetting::Notify => "notify",
            ChannelSetting::GameChannel => "game_channel",
            ChannelSetting::WebLink => "web_link",
            ChannelSetting::Blocks => "blocks",
            ChannelSetting::Digest => "digest",
            ChannelSetting::Shows => "shows",
            ChannelSetting::Anywhere => "anywhere",
        }
    }
}

/// What [`Store::listen`] calls with the channel whose record changed.
pub type Changed = std::sync::Arc<dyn Fn(u64) + Send + Sync>;

/// The channel database: table records, default house rules and channel settings.
///
/// Channels are Discord channel ids (or the console's). Every method may block on I/O:
/// call it from a blocking thread, never from the async runtime.
pub trait Store: Send + Sync {
    /// The record of `channel`, if any.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`] when the bytes do not decode; [`StoreError::NewerFormat`];
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn load(&self, channel: u64) -> Result<Option<TableRecord>, StoreError>;

    /// Writes `record` for `channel` if the stored revision is still `expected` (`None`: no
    /// record yet). Sets `record.format` to [`FORMAT`] and `record.revision` to the next
    /// number; when this returns `Ok` the record is durable.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when someone else wrote first; [`StoreError::Corrupt`] when
    /// the stored record has no readable revision; [`StoreError::Backend`] or
    /// [`StoreError::Unavailable`].
    fn save(
        &self,
        channel: u64,
        expected: Option<u64>,
        record: &mut TableRecord,
    ) -> Result<(), StoreError>;

    /// Removes the record of `channel` if its revision is still `expected`, durably.
    ///
    /// # Errors
    /// [`StoreError::Conflict`]; [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn delete(&self, channel: u64, expected: u64) -> Result<(), StoreError>;

    /// Moves whatever is stored for `channel` aside as damaged (after a corrupt record was
    /// reported), in one atomic step, durably. Earlier damaged copies are kept too.
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn quarantine(&self, channel: u64) -> Result<(), StoreError>;

    /// The damaged records moved aside for `channel`, oldest first (for inspection).
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn damaged(&self, channel: u64) -> Result<Vec<Vec<u8>>, StoreError>;

    /// Stores `bytes` as the record of `channel` without any check, durably (tests,
    /// fuzzing and repair tools; the table layer never calls it).
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn write_raw(&self, channel: u64, bytes: &[u8]) -> Result<(), StoreError>;

    /// The default house rules stored for `channel`, if any.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`]; [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn load_defaults(&self, channel: u64) -> Result<Option<HouseRules>, StoreError>;

    /// Stores the default house rules of `channel`, durably.
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn save_defaults(&self, channel: u64, rules: &HouseRules) -> Result<(), StoreError>;

    /// A channel setting, if set.
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn load_setting(
        &self,
        setting: ChannelSetting,
        channel: u64,
    ) -> Result<Option<String>, StoreError>;

    /// Sets (or with `None` clears) a channel setting, durably.
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn save_setting(
        &self,
        setting: ChannelSetting,
        channel: u64,
        value: Option<&str>,
    ) -> Result<(), StoreError>;

    /// Every value of `setting`, by key (channel, person or server), in key order.
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn settings_of(&self, setting: ChannelSetting) -> Result<Vec<(u64, String)>, StoreError>;

    /// Sets `setting` of `key` to `new` (`None`: clears it) if it is still `old`
    /// (`None`: unset), durably, in one atomic step over every process: whether it was (a
    /// compare-and-swap).
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn swap_setting(
        &self,
        setting: ChannelSetting,
        key: u64,
        old: Option<&str>,
        new: Option<&str>,
    ) -> Result<bool, StoreError>;

    /// Channels with a table record.
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn channels(&self) -> Result<Vec<u64>, StoreError>;

    /// Ends a game in one transaction: writes the finished `record` of `channel` (a
    /// compare-and-swap on revision `expected`, as [`Store::save`]), keeps `game` under a
    /// new game id (set in `game.id`), and replaces the ratings of its rated people
    /// ([`KeptGame::rated_people`], on `game.server`) with what `rate` computes from
    /// their stored ones (a newcomer's for those without). All of it is durable when
    /// this returns `Ok`, and none of it is written otherwise: a crash never rates a game
    /// twice nor loses its result.
    ///
    /// # Errors
    /// As [`Store::save`]; [`StoreError::Corrupt`] when a stored rating does not decode.
    fn finish(
        &self,
        channel: u64,
        expected: u64,
        record: &mut TableRecord,
        game: &mut KeptGame,
        rate: Rate<'_>,
    ) -> Result<(), StoreError>;

    /// Ends a game called off while under way, in one transaction: removes the record of
    /// `channel` (a compare-and-swap on revision `expected`, as [`Store::delete`]) and
    /// keeps `game` under a new game id (set in `game.id`), changing no rating. All of it
    /// is durable when this returns `Ok`, and none of it is written otherwise.
    ///
    /// # Errors
    /// As [`Store::delete`]; [`StoreError::Encode`] when the game does not encode.
    fn abort(&self, channel: u64, expected: u64, game: &mut KeptGame) -> Result<(), StoreError>;

    /// The kept game with id `id`, if any.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::NewerFormat`]; [`StoreError::Backend`] or
    /// [`StoreError::Unavailable`].
    fn kept_game(&self, id: u64) -> Result<Option<KeptGame>, StoreError>;

    /// The kept games `query` asks for, newest first.
    ///
    /// # Errors
    /// As [`Store::kept_game`].
    fn kept_games(&self, query: &GameQuery) -> Result<Vec<KeptGame>, StoreError>;

    /// Every rating on `server`, in no particular order.
    ///
    /// # Errors
    /// As [`Store::kept_game`].
    fn ratings(&self, server: u64) -> Result<Vec<PlayerRating>, StoreError>;

    /// The best crossing of every person on `server` (the solitaire challenge,
    /// docs/rules.md §9), in no particular order ([`ranked`] sorts them). [`Store::finish`]
    /// keeps a solitaire game's crossing when it beats the person's best, in its write.
    ///
    /// # Errors
    /// As [`Store::kept_game`].
    fn crossings(&self, server: u64) -> Result<Vec<Crossing>, StoreError>;

    /// How many kept games `query` lists, paging left aside (its `skip` and `limit` are
    /// not used): `history` tells how many pages there are when asked for one past the
    /// end.
    ///
    /// # Errors
    /// As [`Store::kept_game`].
    fn kept_count(&self, query: &GameQuery) -> Result<usize, StoreError> {
        let all = GameQuery {
            skip: 0,
            limit: usize::MAX,
            ..*query
        };
        Ok(self.kept_games(&all)?.len())
    }

    /// `forget-me`: deletes every rating, best crossing and puzzle answer of `user` (all
    /// servers), takes them out of every finished season's standings ([`Season::forget`])
    /// and replaces them in every kept game by [`Player::Former`], durably. Returns whether
    /// there was anything of `user`'s to forget: running it again changes nothing and
    /// returns `false`.
    ///
    /// # Errors
    /// As [`Store::kept_game`].
    fn forget(&self, user: u64) -> Result<bool, StoreError>;

    /// The current season of `server` ([`CurrentSeason::first`] while none ended and
    /// none was planned).
    ///
    /// # Errors
    /// As [`Store::kept_game`].
    fn season(&self, server: u64) -> Result<CurrentSeason, StoreError>;

    /// Stores `season` as its server's current season if the stored one (the first, when
    /// none is stored) still has its number, durably: how long seasons last, when this one
    /// ends and where it is posted ([`CurrentSeason::planned`]). A season's number and
    /// start change only when it ends ([`Store::end_season`]).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the season ended meanwhile; [`StoreError::Backend`]
    /// or [`StoreError::Unavailable`].
    fn plan_season(&self, season: &CurrentSeason) -> Result<(), StoreError>;

    /// Ends season `number` of `server` at `now` if it is still the current one, in one
    /// transaction that no game's rating update of the server interleaves with: keeps it
    /// as a [`Season`] with the standings `close` makes from every rating of the server
    /// as stored, replaces each of those ratings with the one `close` gives for the next
    /// season, and makes the next season ([`CurrentSeason::next`]) the current one. All of
    /// it is durable when this returns, and none of it is written otherwise. Returns the
    /// season kept and the one begun; `None` when season `number` is not the current one
    /// any more (it ended already, by hand or by another process's timers): so a season
    /// ends exactly once.
    ///
    /// # Errors
    /// As [`Store::kept_game`]; [`StoreError::Conflict`] when PostgreSQL rolled the
    /// transaction back in a race.
    fn end_season(
        &self,
        server: u64,
        number: u32,
        now: u64,
        close: Close<'_>,
    ) -> Result<Option<(Season, CurrentSeason)>, StoreError>;

    /// The finished seasons of `server`, oldest first.
    ///
    /// # Errors
    /// As [`Store::kept_game`].
    fn seasons(&self, server: u64) -> Result<Vec<Season>, StoreError>;

    /// The current seasons (of every server) whose end is at or before `now`, earliest
    /// first: what the timers end ([`Store::end_season`] ends each once).
    ///
    /// # Errors
    /// As [`Store::kept_game`].
    fn seasons_due(&self, now: u64) -> Result<Vec<CurrentSeason>, StoreError>;

    /// Makes everything written so far durable (at shutdown).
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn flush(&self) -> Result<(), StoreError>;

    /// Whether the store answers now (the health check): a round trip to the database
    /// server; an embedded store is always there.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when the database cannot be reached.
    fn ping(&self) -> Result<(), StoreError> {
        Ok(())
    }

    /// Tells `changed` of every channel whose record is written or deleted through this
    /// database, by any process, as each write commits, until the store is dropped
    /// (PostgreSQL: `LISTEN checkers_changes`, sent by a trigger; see
    /// `postgres/migrations.rs`, version 8). `false` where no other process can write
    /// (an embedded store: the process sees its own changes itself).
    fn listen(&self, changed: Changed) -> bool {
        let _ = changed;
        false
    }

    /// Claims the computers' turns in `channel` for the caller: `true` when claimed,
    /// `false` when someone else (another `Tables` over this store, or another process
    /// over the same database) is playing them now. A claim held by a process that died
    /// is free again (PostgreSQL: a session advisory lock, released with its
    /// connection). The claim only spares work; the compare-and-swap of [`Store::save`]
    /// is what keeps a computer's move from being stored twice.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn claim_turn(&self, channel: u64) -> Result<bool, StoreError> {
        let _ = channel;
        Ok(true)
    }

    /// Gives back a claim of [`Store::claim_turn`] (failures are logged, not returned: a
    /// claim whose connection was lost is already free).
    fn release_turn(&self, channel: u64) {
        let _ = channel;
    }

    /// The timers: up to `limit` channels whose due time ([`TableRecord::due`], as the
    /// index holds it) is at or before `now`, earliest first. Each is claimed by the
    /// caller alone: its due time moves to `now + lease`, so no other caller (another
    /// process on the same PostgreSQL database included) gets it until then. The
    /// claimer's next write of the record sets its due time again, or [`Store::set_due`]
    /// does; if the claimer dies, the channel is due again when the lease ends. Reads an
    /// index ordered by due time: channels with nothing due cost nothing.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn claim_due(&self, now: u64, lease: u64, limit: usize) -> Result<Vec<u64>, StoreError>;

    /// Sets `channel`'s due time in the index (`None`: nothing due) if its record still
    /// has revision `revision`; nothing otherwise (a newer write set its own).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn set_due(&self, channel: u64, revision: u64, due: Option<u64>) -> Result<(), StoreError>;

    /// How many channels have a game being played (from an index, not by reading every
    /// record).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn games_in_progress(&self) -> Result<usize, StoreError>;

    /// The games being played in which `user` has a seat, on any server, with their
    /// channels (from an index of the people seated at games in progress, not by reading
    /// every record).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn games_of(&self, user: u64) -> Result<Vec<(u64, TableRecord)>, StoreError>;

    /// Puts `seek` in its pool, or matches it, in one step under the pool's lock (of
    /// several processes on one database, one at a time): the person's earlier seek on
    /// the server is dropped, and so is their seek in the other pool
    /// ([`seeks::Seek::other_pool`]: one search at a time, also when two are sent at
    /// once); when [`seeks::choose`] finds enough seeks in the pool, they
    /// leave it and the group is returned, `seek` first; otherwise `seek` stays in the
    /// pool and `None` is returned. So each seek is matched into exactly one game.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn seek(&self, seek: &seeks::Seek, now: u64) -> Result<Option<Vec<seeks::Seek>>, StoreError>;

    /// Takes `user`'s seek on `server` out of the pool; the seek, if there was one.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn cancel_seek(&self, server: u64, user: u64) -> Result<Option<seeks::Seek>, StoreError>;

    /// Keeps `report` under a new number (set in `report.id`), durably.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn report(&self, report: &mut reports::Report) -> Result<(), StoreError>;

    /// The reports, newest first, at most `limit`.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`] when a stored report does not decode;
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn reports(&self, limit: usize) -> Result<Vec<reports::Report>, StoreError>;

    /// Sets the people `user`'s seeks keep away from ([`seeks::Seek::avoid`]), on every
    /// server where they search, each under its pool's lock; how many seeks there were. A
    /// seek is otherwise left as it is: it waits on, unmatched.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn avoid_in_seeks(&self, user: u64, avoid: &[u64]) -> Result<usize, StoreError>;

    /// The seeks in the pools of `server` (to count who is searching).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn seekers(&self, server: u64) -> Result<Vec<seeks::Seek>, StoreError>;

    /// Takes the seeks that ended unmatched by `now` out of their pools and returns them
    /// (each once, over every process), for their owners to be told.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn expire_seeks(&self, now: u64) -> Result<Vec<seeks::Seek>, StoreError>;

    /// Takes the groups whose games open with computers at `now` out of their pools
    /// ([`seeks::filled`]) and returns them, the seek that asked first in each (each
    /// seek once, over every process).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] or [`StoreError::Backend`].
    fn fill_seeks(&self, now: u64) -> Result<Vec<Vec<seeks::Seek>>, StoreError>;

    /// The daily puzzle's plan of `server` (docs/playing.md, "The daily puzzle"), if it
    /// has one.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::NewerFormat`]; [`StoreError::Backend`] or
    /// [`StoreError::Unavailable`].
    fn puzzle_plan(&self, server: u64) -> Result<Option<PuzzlePlan>, StoreError>;

    /// Sets (or with `None` ends) the daily puzzle's plan of `server`, durably. Its last
    /// posted day never goes back: a day a timer claimed meanwhile
    /// ([`Store::claim_puzzle_post`]) stays claimed.
    ///
    /// # Errors
    /// [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn save_puzzle_plan(&self, server: u64, plan: Option<&PuzzlePlan>) -> Result<(), StoreError>;

    /// Every server's daily puzzle plan (the timers look for the ones due).
    ///
    /// # Errors
    /// As [`Store::puzzle_plan`].
    fn puzzle_plans(&self) -> Result<Vec<PuzzlePlan>, StoreError>;

    /// Claims the post of `day`'s puzzle on `server`, in one atomic step: when the plan's
    /// last day posted is before `day`, it becomes `day` and the plan as it was before is
    /// returned (so the previous day's solution can be posted with it); otherwise
    /// `None`. So each day's puzzle is posted once, over every process.
    ///
    /// # Errors
    /// As [`Store::puzzle_plan`].
    fn claim_puzzle_post(&self, server: u64, day: u64) -> Result<Option<PuzzlePlan>, StoreError>;

    /// Keeps `answer` if its person has none yet for its day on its server, durably, in
    /// one atomic step, and returns `None`; otherwise keeps nothing and returns the answer
    /// kept before (one answer a day: the first counts).
    ///
    /// # Errors
    /// As [`Store::puzzle_plan`].
    fn answer_puzzle(&self, answer: &PuzzleAnswer) -> Result<Option<PuzzleAnswer>, StoreError>;

    /// The answers on `server` to the puzzles of `days` (of `user` alone, when given), in
    /// no particular order.
    ///
    /// # Errors
    /// As [`Store::puzzle_plan`].
    fn puzzle_answers(
        &self,
        server: u64,
        user: Option<u64>,
        days: std::ops::Range<u64>,
    ) -> Result<Vec<PuzzleAnswer>, StoreError>;

    /// Tournament `id` of `server`, if there is one.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`]; [`StoreError::NewerFormat`]; [`StoreError::Backend`] or
    /// [`StoreError::Unavailable`].
    fn tournament(&self, server: u64, id: u32) -> Result<Option<TournamentRecord>, StoreError>;

    /// Stores `record` (its server and id) over revision `expected` (`None`: a new one,
    /// refused when the id is taken), durably, its revision set to the next one.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the stored revision is another (someone wrote
    /// first, or the id is taken); [`StoreError::Backend`] or [`StoreError::Unavailable`].
    fn save_tournament(
        &self,
        expected: Option<u64>,
        record: &mut TournamentRecord,
    ) -> Result<(), StoreError>;

    /// The tournaments of `server`, by id.
    ///
    /// # Errors
    /// As [`Store::tournament`].
    fn tournaments(&self, server: u64) -> Result<Vec<TournamentRecord>, StoreError>;

    /// The tournaments of every server that are signing up or playing
    /// ([`TournamentRecord::live`]): what the timers look after.
    ///
    /// # Errors
    /// As [`Store::tournament`].
    fn live_tournaments(&self) -> Result<Vec<TournamentRecord>, StoreError>;
}

/// The channels whose computers' turns are claimed in this process (the in-process part
/// of [`Store::claim_turn`], shared by both stores).
#[derive(Debug, Default)]
pub struct TurnClaims(std::sync::Mutex<std::collections::HashSet<u64>>);

impl TurnClaims {
    /// Claims `channel`: `false` when it is claimed already.
    pub fn claim(&self, channel: u64) -> bool {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(channel)
    }

    /// Frees `channel`.
    pub fn release(&self, channel: u64) {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&channel);
    }
}

/// Why stored bytes are not a readable record.
#[derive(Debug, thiserror::Error)]
pub enum Damage {
    /// Not JSON of a record.
    #[error("not a table record")]
    Json(#[from] serde_json::Error),
    /// A format version that no build wrote.
    #[error("unknown format version {0}")]
    UnknownFormat(u32),
    /// The record decodes but breaks an invariant the table relies on.
    #[error("{0}")]
    Invariant(&'static str),
}

/// The shortest time between two log lines about store failures (`log_failure`).
pub const FAILURE_LOG_EVERY: std::time::Duration = std::time::Duration::from_secs(30);

/// Logs `e`, a store failure met by an input or a connection attempt: an outage
/// ([`StoreError::Unavailable`]) at WARN, anything else at ERROR, each with its causes
/// (PostgreSQL's "Connection refused", sled's "No space left on device"). An outage fails
/// every input and every attempt of the connection pool, so at most one line is written
/// every [`FAILURE_LOG_EVERY`] (a `governor` rate limiter), with the number of failures
/// left out since the line before.
pub fn log_failure(e: &StoreError) {
    static LOG: std::sync::OnceLock<FailureLog> = std::sync::OnceLock::new();
    LOG.get_or_init(FailureLog::new).write(e);
}

/// The rate limit of [`log_failure`], and the failures left out.
struct FailureLog {
    limiter: Option<
        governor::RateLimiter<
            governor::state::NotKeyed,
            governor::state::InMemoryState,
            governor::clock::DefaultClock,
        >,
    >,
    left_out: std::sync::atomic::AtomicU64,
}

impl FailureLog {
    fn new() -> FailureLog {
        FailureLog {
            limiter: governor::Quota::with_period(FAILURE_LOG_EVERY)
                .map(governor::RateLimiter::direct),
            left_out: std::sync::atomic::AtomicU64::new(0),
        }
    }

    /// Logs `e` unless a line was written less than [`FAILURE_LOG_EVERY`] ago; whether
    /// it did.
    fn write(&self, e: &StoreError) -> bool {
        use std::sync::atomic::Ordering;
        if self.limiter.as_ref().is_some_and(|l| l.check().is_err()) {
            self.left_out.fetch_add(1, Ordering::Relaxed);
            return false;
        }
        let left_out = self.left_out.swap(0, Ordering::Relaxed);
        let error = e as &dyn std::error::Error;
        if matches!(e, StoreError::Unavailable(_)) {
            tracing::warn!(error, left_out, "database unavailable");
        } else {
            tracing::error!(error, left_out, "store failed");
        }
        true
    }
}

/// What went wrong in the store. Each variant keeps its cause ([`std::error::Error::source`]).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another process has the database folder open (sled allows one process per folder).
    #[error(
        "the database at {} is in use by another process (one checkers-bot per database \
         folder): stop the other process, or give this one its own folder with --db",
        .path.display()
    )]
    InUse {
        /// The database folder.
        path: PathBuf,
    },
    /// The database exists but cannot be read: its files are damaged.
    #[error(
        "the database at {} is damaged: {detail}. Keep a copy of the folder first (`cp -a \
         {0} {0}.copy`), then restore a backup (docs/operating.md, \"Damaged or locked \
         database\", says what else can be tried)",
        .path.display()
    )]
    Damaged {
        /// The database folder.
        path: PathBuf,
        /// What is wrong with it: a short sentence (the library's own text is logged).
        detail: String,
    },
    /// The database cannot be opened for another reason: a folder that cannot be made or
    /// written, a PostgreSQL server that does not answer or refuses.
    #[error("cannot open the database at {place}: {reason}")]
    Open {
        /// The folder, or the URL without its password.
        place: String,
        /// Why, in a short sentence ([`StoreError::reason`]).
        reason: String,
    },
    /// The database failed (disk full, permissions, a query the server refused, …).
    #[error("database error")]
    Backend(#[source] Box<dyn std::error::Error + Send + Sync>),
    /// The database cannot be reached for now (a server restarting, a lost connection);
    /// the same command may succeed in a moment.
    #[error("the database cannot be reached for now")]
    Unavailable(#[source] Box<dyn std::error::Error + Send + Sync>),
    /// The record changed since it was read; or, on PostgreSQL, the transaction lost a
    /// race with another one (a serialization failure, 40001, or a deadlock, 40P01) and
    /// was rolled back. Either way nothing was written, and the same input run again on
    /// what is stored now may succeed.
    #[error("the record changed since it was read")]
    Conflict,
    /// The stored bytes do not decode, or the record breaks an invariant.
    #[error("stored record cannot be read")]
    Corrupt(#[from] Damage),
    /// The record was written by a newer build, in an encoding this build does not know.
    #[error("stored record has format version {0}, newer than this build's {FORMAT}")]
    NewerFormat(u32),
    /// A value could not be encoded (a bug, not damage on disk).
    #[error("cannot encode the record")]
    Encode(#[source] serde_json::Error),
}

impl StoreError {
    /// Why this failed, as a short sentence for a person: the system's error numbers and
    /// the libraries' inner text are left out (they are logged).
    #[must_use]
    pub fn reason(&self) -> String {
        match self {
            StoreError::Unavailable(e) => unreachable_reason(e.as_ref()),
            StoreError::Backend(e) => plain_reason(e.as_ref()),
            other => other.to_string(),
        }
    }
}

/// Why a database server cannot be reached, in words: a host name that is not known, a
/// connection refused (nothing listens at that port), else no answer.
fn unreachable_reason(e: &(dyn std::error::Error + 'static)) -> String {
    let causes = || std::iter::successors(Some(e), |c| c.source());
    // The PostgreSQL store's reason is text by then ("…: Connection refused (os error
    // 111)").
    let refused = causes().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::ConnectionRefused)
            || c.to_string().contains("Connection refused")
    });
    // tokio's and the system's words for a failed name lookup.
    let unknown_host = causes().any(|c| {
        let text = c.to_string();
        text.contains("failed to lookup address")
            || text.contains("Name or service not known")
            || text.contains("Temporary failure in name resolution")
    });
    if unknown_host {
        "the database server's host name cannot be looked up (is the host right?)".to_string()
    } else if refused {
        "the database server refuses connections at that address (is it running, and is \
         the port right?)"
            .to_string()
    } else {
        "the database server does not answer (is it running, and is the address right?)".to_string()
    }
}

/// A cause in a short sentence: the first I/O error or sled error among `e` and its
/// sources in words, a PostgreSQL server's own message, else `e`'s text.
fn plain_reason(e: &(dyn std::error::Error + 'static)) -> String {
    let mut cause = Some(e);
    while let Some(c) = cause {
        if let Some(io) = c.downcast_ref::<std::io::Error>() {
            return io_reason(io);
        }
        if let Some(e) = c.downcast_ref::<::sled::Error>() {
            return sled_reason(e);
        }
        if let Some(db) = c
            .downcast_ref::<::postgres::Error>()
            .and_then(::postgres::Error::as_db_error)
        {
            return format!("the server said: {}", db.message());
        }
        cause = c.source();
    }
    e.to_string()
}

/// What sled's error means, in words.
pub(crate) fn sled_reason(e: &::sled::Error) -> String {
    match e {
        ::sled::Error::Io(io) => io_reason(io),
        ::sled::Error::Corruption { .. } => "its files hold damaged data".to_string(),
        ::sled::Error::Unsupported(_) => {
            "its files are in a form this build cannot read".to_string()
        }
        ::sled::Error::ReportableBug(_) => "sled failed while reading it".to_string(),
        ::sled::Error::CollectionNotFound(_) => "a part of it is missing".to_string(),
    }
}

/// An I/O error in words, without the system's error number (`the file system is
/// read-only`, not `Read-only file system (os error 30)`).
#[must_use]
pub fn io_reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::PermissionDenied => "permission denied".to_string(),
        ErrorKind::ReadOnlyFilesystem => "the file system is read-only".to_string(),
        ErrorKind::StorageFull => "the disk is full".to_string(),
        ErrorKind::NotADirectory => "a part of the path is a file, not a folder".to_string(),
        ErrorKind::NotFound => {
            "the folder cannot be made there (a part of the path does not exist or takes no \
             folders)"
                .to_string()
        }
        ErrorKind::InvalidData | ErrorKind::UnexpectedEof => {
            "a file of it ends early or holds invalid data".to_string()
        }
        // Errors made by code with their own words (no system number) say them.
        ErrorKind::Other if e.raw_os_error().is_none() => e.to_string(),
        kind => kind.to_string(),
    }
}

impl From<::sled::Error> for StoreError {
    fn from(e: ::sled::Error) -> StoreError {
        StoreError::Backend(Box::new(e))
    }
}

/// The largest page cache `CHECKERS_SLED_CACHE_MB` may ask for, in MiB (64 GiB: a larger
/// bound is a typo, and sled would take it as no bound at all).
pub const MAX_SLED_CACHE_MIB: u64 = 65_536;

/// The bound of sled's page cache in MiB: `CHECKERS_SLED_CACHE_MB` when set (a whole number
/// from 1 to [`MAX_SLED_CACHE_MIB`]), else [`sled::CACHE_MIB`].
///
/// # Errors
/// [`StoreError::Backend`] naming the variable when its value is not such a number.
pub fn sled_cache() -> Result<u64, StoreError> {
    match std::env::var("CHECKERS_SLED_CACHE_MB") {
        Err(_) => Ok(sled::CACHE_MIB),
        Ok(text) => text
            .trim()
            .parse()
            .ok()
            .filter(|mib| (1..=MAX_SLED_CACHE_MIB).contains(mib))
            .ok_or_else(|| {
                StoreError::Backend(
                    format!(
                        "CHECKERS_SLED_CACHE_MB must be a whole number of MiB from 1 to \
                         {MAX_SLED_CACHE_MIB}, not `{text}`"
                    )
                    .into(),
                )
            }),
    }
}

/// Opens the store named by `location`: a `postgres://` (or `postgresql://`) URL connects
/// to that PostgreSQL database ([`PgStore::open`]); anything else is a folder path, where a
/// sled database is opened (or created, with its parent folders).
///
/// # Errors
/// [`StoreError::InUse`] and [`StoreError::Damaged`] as [`SledStore::open`]; any other
/// failure is [`StoreError::Open`], naming the folder or the URL (without its password)
/// and why in a short sentence.
pub fn open(location: &std::path::Path) -> Result<std::sync::Arc<dyn Store>, StoreError> {
    let opened: Result<std::sync::Arc<dyn Store>, StoreError> =
        match location.to_str().filter(|l| postgres::is_url(l)) {
            Some(url) => PgStore::open(url).map(|s| std::sync::Arc::new(s) as _),
            None => make_parent(location)
                .and_then(|()| SledStore::open_with_cache(location, sled_cache()?))
                .map(|s| std::sync::Arc::new(s) as _),
        };
    opened.map_err(|e| match e {
        // These name the folder and say what to do.
        e @ (StoreError::InUse { .. } | StoreError::Damaged { .. } | StoreError::Open { .. }) => e,
        e => {
            tracing::debug!(
                error = &e as &dyn std::error::Error,
                "cannot open the database"
            );
            StoreError::Open {
                place: postgres::redacted(&location.to_string_lossy()),
                reason: e.reason(),
            }
        }
    })
}

/// Creates the parents of database folder `folder` (sled makes the folder itself, not
/// its parents). A file in the way is named.
///
/// # Errors
/// [`StoreError::Open`] naming the folder and why.
fn make_parent(folder: &std::path::Path) -> Result<(), StoreError> {
    let Some(parent) = folder.parent().filter(|p| !p.as_os_str().is_empty()) else {
        return Ok(());
    };
    std::fs::create_dir_all(parent).map_err(|e| StoreError::Open {
        place: folder.display().to_string(),
        reason: match parent.ancestors().find(|a| a.is_file()) {
            Some(file) => format!("{} is a file, not a folder", file.display()),
            None => io_reason(&e),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::{FailureLog, StoreError};

    /// Log lines written while `f` runs, as text.
    fn logged(f: impl FnOnce()) -> String {
        #[derive(Clone, Default)]
        struct Lines(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
        impl std::io::Write for Lines {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(b);
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let lines = Lines::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .finish();
        tracing::subscriber::with_default(subscriber, f);
        let bytes = lines.0.lock().unwrap().clone();
        String::from_utf8(bytes).unwrap()
    }

    /// An outage that fails a thousand inputs writes one line, with the cause the
    /// operator needs (not "error connecting to server" alone).
    #[test]
    fn an_outage_writes_one_line_with_its_cause_then_waits() {
        let log = FailureLog::new();
        let refused = || {
            StoreError::Unavailable(Box::new(std::io::Error::new(
                std::io::ErrorKind::ConnectionRefused,
                "Connection refused (os error 111)",
            )))
        };
        let text = logged(|| {
            for _ in 0..1000 {
                log.write(&refused());
            }
        });
        assert_eq!(text.lines().count(), 1, "{text}");
        assert!(text.contains(" WARN "), "{text}");
        assert!(text.contains("database unavailable"), "{text}");
        assert!(text.contains("Connection refused (os error 111)"), "{text}");
        assert!(text.contains("left_out=0"), "{text}");
        assert_eq!(log.left_out.load(std::sync::atomic::Ordering::Relaxed), 999);
    }
}
