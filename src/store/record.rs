//! The stored table record: what one channel keeps, its encoding and its invariants.
//!
//! A record is JSON carrying its encoding version (`format`) and a revision number.
//! [`FORMAT`] is the version this build writes; [`decode`] reads every version it knows
//! and checks the invariants the table layer relies on. When the encoding changes, bump
//! [`FORMAT`], keep a decoder for the old version that converts to the new
//! [`TableRecord`], and add a fixture of the new version beside
//! `tests/fixtures/store/table-record-v1.json` (the test `tests/store.rs` decodes each).

use super::{Damage, StoreError};
use crate::core::{HouseRules, Layout, Seat, Variant, MAX_NAME};

/// The encoding version written by this build.
pub const FORMAT: u32 = 1;

/// Where a table is in its life.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Seats are being filled.
    Lobby,
    /// Moves are being played.
    Playing,
    /// The game ended; kept so `board` and `status` still answer until a new game.
    Finished,
}

/// Who sits in a seat.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Occupant {
    /// A person, by platform user id.
    Human {
        /// User id (Discord snowflake, or a console id).
        id: u64,
        /// Display name when they joined, at most 32 characters.
        name: String,
    },
    /// The computer, at a level. A seat stored before levels existed (`{"kind":
    /// "computer"}`) reads as `medium`, the default level. The encoding stays format 1:
    /// a missing `level` takes that default, and older builds ignore the field.
    Computer {
        /// How strong it plays.
        #[serde(default)]
        level: crate::ai::Level,
    },
}

/// Everything stored for one channel's table.
#[expect(
    clippy::struct_excessive_bools,
    reason = "each flag is its own serde field, absent while false, so older records read"
)]
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct TableRecord {
    /// Encoding version, [`FORMAT`].
    pub format: u32,
    /// Incremented on every write; writes compare-and-swap on it.
    pub revision: u64,
    /// Lobby, playing or finished.
    pub phase: Phase,
    /// User id of the creator.
    pub creator: u64,
    /// Which game: standard or capture (docs/rules.md §6). Stored only for a capture game: a
    /// record without it (every record written before the capture game existed) is a
    /// standard game, so the encoding stays format 1.
    #[serde(default, skip_serializing_if = "Variant::is_standard")]
    pub variant: Variant,
    /// Number of seats.
    pub players: usize,
    /// Armies per seat (1 for the standard game).
    pub armies: usize,
    /// House rules.
    pub rules: HouseRules,
    /// Seats filled so far, in seat order.
    pub seats: Vec<Occupant>,
    /// Seat that moves first, fixed at start (stored as its 0-based index).
    pub first: Seat,
    /// Every turn as text (`d2-e7`, `pass`, `resign 2`), in order.
    pub turns: Vec<String>,
    /// Seed for the computer players and the coin toss.
    pub seed: u64,
    /// When the current turn began, in seconds since the Unix epoch (`turn_timeout`).
    #[serde(default)]
    pub turn_started: u64,
    /// The board images' theme (`light` or `dark`, a table setting chosen at `new`; the
    /// table layer reads it). Absent in records written before themes: light.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub theme: Option<String>,
    /// Seats that ran out of time (`turn_timeout`), told apart from those that resigned
    /// in the result. Absent in records written before: none. Stays format 1.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub timed_out: Vec<Seat>,
    /// The server (Discord guild id) the table is in, 0 outside one (the console, direct
    /// messages): where the game's ratings count. Absent in records written before: 0.
    /// Stays format 1.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub server: u64,
    /// When the game started, in seconds since the Unix epoch (0 in the lobby, and in
    /// records written before). Stays format 1.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub started: u64,
    /// A casual game: kept when it ends, but it changes no rating: the
    /// table setting `rated=off` (docs/rules.md §5), or a move was taken back or a hint
    /// given. Absent in records written before, and while false (rated, as every game
    /// was then). Stays format 1.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub casual: bool,
    /// The game was casual from its start (`rated=off`, or casual by default under its
    /// rules or variant), as its rematch is; a takeback or hint making it casual later
    /// does not count. Absent in records written before (their rematches are rated), and
    /// while false. Stays format 1.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub casual_from_start: bool,
    /// The open request to take a move back, if any. Absent while none
    /// is open. Stays format 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takeback: Option<TakebackRequest>,
    /// The people of a finished game who asked for a rematch (the Rematch button), by
    /// user id, in the order they asked; the rematch begins when every person has.
    /// Absent in records written before, and when nobody asked. Stays format 1.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rematch: Vec<u64>,
    /// The game is played where only some of the server's members see it (a Discord
    /// private thread): once kept, it is shown only in its own channel
    /// ([`super::KeptGame::shown_in`]). Set at `new` from [`crate::table::User::private`];
    /// a rematch keeps it. Absent in records written before, and while false. Stays
    /// format 1.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
    /// When something is due at the table, in seconds since the Unix epoch: the turn
    /// clock of the person to move runs out, a takeback request's time is up, or a
    /// computer is to move (due when written: if the process thinking it stops, another
    /// plays it). Set by the table layer at each write; the stores index it for
    /// [`super::Store::claim_due`]. Absent when nothing is due, and in records written
    /// before (a store builds its index once, with such records due at once). Stays
    /// format 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub due: Option<u64>,
    /// How many reminders the person to move has been sent this turn (docs/rules.md §4:
    /// at half the turn clock, then when a quarter or an hour is left); 0 again at every
    /// turn. Absent while 0, and in records written before. Stays format 1.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub reminded: u8,
    /// A lobby opened by `challenge` (docs/playing.md, "Challenges"): the people invited
    /// who have not answered yet, and when it ends unanswered. Absent for other lobbies,
    /// once the game starts, and in records written before. Stays format 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<Challenge>,
    /// The game is where the platform lets the bot only answer interactions, never post
    /// by itself (a Discord user install in a group direct message; set at `new` from
    /// [`crate::table::User::answers_only`], a rematch keeps it): nothing is due at it
    /// for the timers, and what is due is done at the next interaction. Absent in records
    /// written before, and while false. Stays format 1.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub answers_only: bool,
    /// The people who follow the game (`follow`, docs/playing.md "Following a game"): a
    /// direct message with the board after moves, at most one a minute. Absent while
    /// nobody follows, and in records written before. Stays format 1.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub followers: Vec<Follower>,
    /// The tournament game this is (docs/playing.md "Tournaments"): its result goes to
    /// the tournament when it ends. Absent for other games, and in records written
    /// before. Stays format 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<super::TournamentGame>,
    /// Every place that shows the game when it is seen in more than one (a game found by
    /// `seek anywhere`, docs/playing.md "Finding an opponent"): the record's own channel
    /// first, then the others, each with its server and its people. A move made in any
    /// of them is the game's; each place gets the news, pinging only its own people.
    /// Empty for a game seen in its own channel alone (every record written before).
    /// Stays format 1.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<GamePlace>,
}

/// A place that shows a game (a channel, a thread or a direct message) and the people who
/// play it from there: the only ones a post there may ping or link to.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct GamePlace {
    /// The channel, thread or direct message id.
    pub channel: u64,
    /// Its server (Discord guild id), 0 outside one.
    pub server: u64,
    /// The people who play from here, by user id.
    pub people: Vec<u64>,
}

impl TableRecord {
    /// Where `user` sees this game: their own place when the game is seen in several,
    /// else `channel` (the record's own).
    #[must_use]
    pub fn place_of(&self, channel: u64, user: u64) -> u64 {
        self.places
            .iter()
            .find(|p| p.people.contains(&user))
            .map_or(channel, |p| p.channel)
    }
}

/// A person who follows a game: what they were told last, and when.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Follower {
    /// Their user id.
    pub user: u64,
    /// The game's turns when they were told last (or began to follow): the turns after
    /// it are in their next message.
    pub told: usize,
    /// When their last message was sent, in seconds since the Unix epoch (0: none yet).
    pub sent: u64,
    /// Where they follow it from when that is not the game's own channel (another place
    /// that shows it, [`TableRecord::places`]): the link their messages carry. Absent
    /// while 0 (the game's channel), and in records written before.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub place: u64,
}

/// The open part of a challenge: who still has to answer, and by when.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Challenge {
    /// Everyone invited, user id and name (bounded as when seated), in the order they
    /// were named: the game seats them so (after the challenger), whatever order they
    /// accept in.
    pub invited: Vec<(u64, String)>,
    /// The people invited who have not accepted yet, by user id.
    pub waiting: Vec<u64>,
    /// When the challenge ends unanswered, in seconds since the Unix epoch.
    pub expires: u64,
    /// The time given to answer, in minutes (for the words that cancel it).
    pub minutes: u32,
}

/// A request to take a move back, waiting for the other people's answers.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct TakebackRequest {
    /// Names the request (the record's revision when it was asked), so an answer meant
    /// for an earlier request is refused.
    pub id: u64,
    /// The seat that asked (the seat whose move is taken back).
    pub seat: Seat,
    /// The number of turns when it was asked: the request is void once it changes.
    pub turns: usize,
    /// How many turns stay when it is accepted (the person's move and the computers'
    /// replies after it are taken back).
    pub keep: usize,
    /// When it was asked, in seconds since the Unix epoch.
    pub asked: u64,
    /// The people who still have to accept, by user id; empty once the request was
    /// declined or not answered in time (kept so the same move is not asked about again).
    pub waiting: Vec<u64>,
    /// The platform's message that carries the request's Accept and Decline buttons (a
    /// Discord message id; 0 when none is known), so that they can be taken away when
    /// the request ends, also after a restart. Absent in records written before, and
    /// while 0. Stays format 1.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub message: u64,
}

impl TableRecord {
    /// A new table in its lobby: `creator`'s game for `players`, with `seats` taken, its
    /// choices drawn from `seed`; one army each, standard house rules, no theme, rated, no
    /// server. Callers change what their game has otherwise (`TableRecord { rules, ..
    /// TableRecord::lobby(…) }`).
    #[must_use]
    pub fn lobby(creator: u64, players: usize, seats: Vec<Occupant>, seed: u64) -> TableRecord {
        TableRecord {
            format: FORMAT,
            revision: 0,
            phase: Phase::Lobby,
            creator,
            variant: crate::core::Variant::Standard,
            players,
            armies: 1,
            rules: HouseRules::default(),
            seats,
            first: crate::core::Seat::ALL[0],
            turns: Vec::new(),
            seed,
            turn_started: 0,
            theme: None,
            timed_out: Vec::new(),
            server: 0,
            private: false,
            started: 0,
            casual: false,
            casual_from_start: false,
            takeback: None,
            rematch: Vec::new(),
            due: None,
            reminded: 0,
            challenge: None,
            answers_only: false,
            followers: Vec::new(),
            tournament: None,
            places: Vec::new(),
        }
    }

    /// The user ids of the people seated (computers left out), in seat order.
    #[must_use]
    pub fn people(&self) -> Vec<u64> {
        self.seats
            .iter()
            .filter_map(|s| match s {
                Occupant::Human { id, .. } => Some(*id),
                Occupant::Computer { .. } => None,
            })
            .collect()
    }
}

/// Whether a number field is 0 (then left out of the record).
pub(super) fn is_zero<N: Default + PartialEq>(n: &N) -> bool {
    *n == N::default()
}

/// Most turns a record may hold (as a game record, `core::record`).
const MAX_TURNS: usize = 100_000;
/// Longest theme name kept in a record (`light`, `dark`).
const MAX_THEME_TEXT: usize = 16;
/// Longest turn text kept in a record (`b2-d2-f7-…`; far above any real chain).
const MAX_TURN_TEXT: usize = 400;

/// Reads a stored record of any known format version and checks its invariants.
///
/// # Errors
/// [`StoreError::Corrupt`] when the bytes are not a record or break an invariant (seat
/// counts, first seat, turn count); [`StoreError::NewerFormat`] for a version written by
/// a newer build.
pub fn decode(bytes: &[u8]) -> Result<TableRecord, StoreError> {
    // One pass over the bytes for a record of the current format (every load); the
    // format alone is read only when the record does not decode as one.
    let record: TableRecord = match serde_json::from_slice::<TableRecord>(bytes) {
        // Version 1 is the current encoding. A future version 2 adds its decoder here and
        // keeps this arm converting version 1 records.
        Ok(record) if record.format == 1 => record,
        Ok(record) => return Err(not_this_format(record.format)),
        Err(e) => match Version::of(bytes)? {
            1 => return Err(Damage::Json(e).into()),
            n => return Err(not_this_format(n)),
        },
    };
    check(&record).map_err(Damage::Invariant)?;
    Ok(record)
}

/// A record of format `n`, which this build does not read: newer, or unknown.
fn not_this_format(n: u32) -> StoreError {
    if n > FORMAT {
        StoreError::NewerFormat(n)
    } else {
        Damage::UnknownFormat(n).into()
    }
}

/// Encodes `record` as stored (JSON).
///
/// # Errors
/// [`StoreError::Encode`] (only for a value serde cannot write; never expected).
pub fn encode(record: &TableRecord) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(record).map_err(StoreError::Encode)
}

/// The revision of stored bytes, read without decoding the rest of the record (a
/// compare-and-swap needs only this).
///
/// # Errors
/// [`StoreError::Corrupt`] when the bytes carry no readable revision.
pub fn revision_of(bytes: &[u8]) -> Result<u64, StoreError> {
    #[derive(serde::Deserialize)]
    struct Revision {
        revision: u64,
    }
    let r: Revision = serde_json::from_slice(bytes).map_err(Damage::Json)?;
    Ok(r.revision)
}

/// The format field alone.
#[derive(serde::Deserialize)]
struct Version {
    format: u32,
}

impl Version {
    fn of(bytes: &[u8]) -> Result<u32, StoreError> {
        let v: Version = serde_json::from_slice(bytes).map_err(Damage::Json)?;
        Ok(v.format)
    }
}

/// The invariants every stored record keeps (the table layer relies on them).
fn check(r: &TableRecord) -> Result<(), &'static str> {
    if Layout::of_variant(r.variant, r.players, r.armies).is_err() {
        return Err("no game has these players and armies");
    }
    let layout = Layout::of_variant(r.variant, r.players, r.armies);
    if r.rules.teams && !layout.is_ok_and(|l| l.allows_teams()) {
        return Err("team play needs 4 or 6 players of one army");
    }
    if r.seats.len() > r.players || (r.phase != Phase::Lobby && r.seats.len() != r.players) {
        return Err("seats do not match the players");
    }
    if r.first.index() >= r.players {
        return Err("the first seat is not a seat");
    }
    if r.phase == Phase::Lobby && !r.turns.is_empty() {
        return Err("a lobby has no turns");
    }
    if r.turns.len() > MAX_TURNS || r.turns.iter().any(|t| t.len() > MAX_TURN_TEXT) {
        return Err("too many or too long turns");
    }
    let long_name = r.seats.iter().any(|s| match s {
        Occupant::Human { name, .. } => name.chars().count() > MAX_NAME,
        Occupant::Computer { .. } => false,
    });
    if long_name {
        return Err("a seat name is too long");
    }
    if r.timed_out.iter().any(|s| s.index() >= r.players) {
        return Err("a seat that ran out of time is not a seat");
    }
    if r.takeback.as_ref().is_some_and(|t| {
        t.keep >= t.turns || t.turns > r.turns.len() || t.waiting.len() > r.players
    }) {
        return Err("the takeback request does not fit the game");
    }
    if r.rematch.len() > r.players || (r.phase != Phase::Finished && !r.rematch.is_empty()) {
        return Err("rematch asked outside a finished game, or by too many");
    }
    if r.theme.as_ref().is_some_and(|t| t.len() > MAX_THEME_TEXT) {
        return Err("the theme name is too long");
    }
    Ok(())
}
