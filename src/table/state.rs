//! One channel's table as a command sees it: the stored record and the game replayed
//! from it (once per command), with what the other files ask of them: seats, names,
//! levels, the theme; and the [`TurnKey`]s that tell its positions (a choice made from a
//! menu) and its games (a resignation to confirm) apart.

use std::fmt;
use std::str::FromStr;

use crate::ai::Level;
use crate::core::{
    Abandon, Game, GameRecord, Hole, HoleForm, Peg, RecordError, RecordTurn, Seat, MAX_NAME,
};
use crate::i18n::Catalogue;
use crate::render::Theme;
use crate::store::{Occupant, Phase, TableRecord};
use crate::t;

use super::{User, TAKEOVER_LEVEL};

/// One position of one game, told apart from every other (the game's seed, the turns
/// played and the pegs), for choices made on a board that may have changed since.
/// Written as 8 hex digits (button ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TurnKey(u32);

impl TurnKey {
    /// The key of `table`'s position; `None` in the lobby (no game).
    #[must_use]
    pub fn of(table: &Table) -> Option<TurnKey> {
        let game = table.game.as_ref()?;
        let turns = game.history().len() as u64;
        let mut key = crate::core::mix_seed(table.record.seed, turns);
        for hole in Hole::all() {
            let code = match game.board().peg_at(hole) {
                None => continue,
                Some(Peg::Obstacle) => 1,
                Some(Peg::Army(point)) => 2 + point.index() as u64,
            };
            key = crate::core::mix_seed(key, (hole.index() as u64) << 3 | code);
        }
        // The low half is plenty to tell positions of one channel apart.
        Some(TurnKey(key as u32))
    }

    /// The key of `table`'s game itself, the same at every turn (its seed, start and
    /// creator): a question about the game (a resignation or an abort to confirm) holds
    /// while the game goes on, and not for a later game. `None` in the lobby.
    #[must_use]
    pub fn game(table: &Table) -> Option<TurnKey> {
        table.game.as_ref()?;
        let record = &table.record;
        let key = crate::core::mix_seed(record.seed, record.started);
        Some(TurnKey(crate::core::mix_seed(key, record.creator) as u32))
    }
}

impl fmt::Display for TurnKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:08x}", self.0)
    }
}

/// Why text is not a [`TurnKey`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a turn key is 8 hex digits")]
pub struct ParseTurnKeyError;

impl FromStr for TurnKey {
    type Err = ParseTurnKeyError;

    fn from_str(s: &str) -> Result<TurnKey, ParseTurnKeyError> {
        if s.len() != 8 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ParseTurnKeyError);
        }
        u32::from_str_radix(s, 16)
            .map(TurnKey)
            .map_err(|_| ParseTurnKeyError)
    }
}

/// A table: its record and, once started, its game (replayed from the record's turns).
#[derive(Clone, Debug)]
pub struct Table {
    /// The stored record.
    pub record: TableRecord,
    /// The game, `None` in the lobby.
    pub game: Option<Game>,
}

impl Table {
    /// The table of a stored record: the game replayed from its turns.
    ///
    /// # Errors
    /// [`RecordError`] when the turns do not replay (a damaged record).
    pub fn of(record: TableRecord) -> Result<Table, RecordError> {
        let game = if record.phase == Phase::Lobby {
            None
        } else {
            Some(game_record(&record)?.replay()?)
        };
        Ok(Table { record, game })
    }

    /// The name of `seat`: the person's, or "Computer N".
    #[must_use]
    pub fn seat_name(&self, seat: Seat, cat: &Catalogue) -> String {
        seat_name(&self.record, seat, cat)
    }

    /// The name of every seat, seat order (drawn on images).
    #[must_use]
    pub fn seat_names(&self, cat: &Catalogue) -> Vec<String> {
        Seat::first_n(self.record.players)
            .map(|s| self.seat_name(s, cat))
            .collect()
    }

    /// The level the computer plays `seat` at (see [`seat_level`]).
    #[must_use]
    pub fn seat_level(&self, seat: Seat) -> Option<Level> {
        self.game
            .as_ref()
            .and_then(|game| seat_level(&self.record, game, seat))
    }

    /// The board theme (light for records from before themes, or unreadable).
    #[must_use]
    pub fn theme(&self) -> Theme {
        self.record
            .theme
            .as_deref()
            .and_then(|t| t.parse().ok())
            .unwrap_or_default()
    }

    /// The seat of `user`, if seated.
    #[must_use]
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        self.record
            .seats
            .iter()
            .position(|s| matches!(s, Occupant::Human { id, .. } if *id == user))
            .and_then(Seat::new)
    }

    /// The name of the creator (empty if they left no seat).
    #[must_use]
    pub fn creator_name(&self) -> String {
        self.record
            .seats
            .iter()
            .find_map(|s| match s {
                Occupant::Human { id, name } if *id == self.record.creator => Some(name.clone()),
                _ => None,
            })
            .unwrap_or_default()
    }

    /// The game record of the table (what `render --record` reads).
    ///
    /// # Errors
    /// [`RecordError`] when a stored turn does not read.
    pub fn game_record(&self) -> Result<GameRecord, RecordError> {
        game_record(&self.record)
    }
}

/// The name of `seat` in `record`.
#[must_use]
pub fn seat_name(record: &TableRecord, seat: Seat, cat: &Catalogue) -> String {
    match record.seats.get(seat.index()) {
        Some(Occupant::Human { name, .. }) => name.clone(),
        _ => t!(cat, "computer-name", "seat" => seat.number()),
    }
}

/// The level the computer plays `seat` at: a computer seat's own, or [`TAKEOVER_LEVEL`]
/// for a person who resigned while the computer takes over (`abandon = ai-takeover`;
/// never in a solitaire crossing, which ends when given up).
/// `None` for a person still playing and for a frozen seat.
#[must_use]
pub fn seat_level(record: &TableRecord, game: &Game, seat: Seat) -> Option<Level> {
    match record.seats.get(seat.index())? {
        Occupant::Computer { level } => Some(*level),
        Occupant::Human { .. }
            if game.has_resigned(seat)
                && record.rules.abandon == Abandon::AiTakeover
                && record.players > 1 =>
        {
            Some(TAKEOVER_LEVEL)
        }
        Occupant::Human { .. } => None,
    }
}

/// The game record of a stored table record.
///
/// # Errors
/// [`RecordError::Parse`] when a stored turn does not read.
pub fn game_record(record: &TableRecord) -> Result<GameRecord, RecordError> {
    let turns = record
        .turns
        .iter()
        .enumerate()
        .map(|(i, t)| {
            RecordTurn::parse(t, HoleForm::Letter)
                .map_err(|err| RecordError::Parse { index: i + 1, err })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(GameRecord {
        variant: record.variant,
        players: record.players,
        armies: record.armies,
        rules: record.rules,
        first: record.first,
        names: Vec::new(),
        turns,
    })
}

/// Reads the game of a stored record (for tools and tests).
///
/// # Errors
/// [`RecordError`] when the record's turns do not replay.
pub fn game_of(record: &TableRecord) -> Result<Game, RecordError> {
    game_record(record)?.replay()
}

/// A user's display name as stored: invisible and control characters dropped, at most
/// [`MAX_NAME`] characters, `?` when nothing is left.
#[must_use]
pub fn bounded_name(user: &User) -> String {
    let clean: String = crate::core::visible(&user.name)
        .chars()
        .take(MAX_NAME)
        .collect();
    // Runs of spaces count as one, as typed names are read word by word (`profile Ann
    // Lee`): `Ann  Lee` is Ann Lee.
    let clean = crate::core::single_spaced(&clean);
    if crate::core::shows_nothing(&clean) {
        "?".into()
    } else {
        clean
    }
}

/// The game of `record`, for credentials bound to it ([`super::LiveView::game`]): its seed and
/// start mixed, so a later game at the table has another.
pub(super) fn game_id(record: &crate::store::TableRecord) -> u64 {
    crate::core::mix_seed(
        crate::core::mix_seed(record.seed, 0x7765_6220),
        record.started,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_keys_read_back_and_refuse_other_text() {
        let key = TurnKey(0x00ab_cdef);
        assert_eq!(key.to_string(), "00abcdef");
        assert_eq!("00abcdef".parse(), Ok(key));
        assert_eq!("00ABCDEF".parse(), Ok(key));
        for bad in ["", "abc", "00abcdefg", "+0abcdef", "0xabcdef", "ghijklmn"] {
            assert_eq!(bad.parse::<TurnKey>(), Err(ParseTurnKeyError), "{bad}");
        }
    }
}
