//! One channel's table as a command sees it: the stored record and the game replayed
//! from it (once per command), with what the other files ask of them: seats, names,
//! levels, the theme.

use crate::ai::Level;
use crate::core::{Abandon, Game, GameRecord, HoleForm, RecordError, RecordTurn, Seat, MAX_NAME};
use crate::i18n::Catalogue;
use crate::render::Theme;
use crate::store::{Occupant, Phase, TableRecord};
use crate::t;

use super::{User, TAKEOVER_LEVEL};

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
