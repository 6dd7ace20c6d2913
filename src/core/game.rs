//! A game of either kind: the race (docs/rules.md §2–§5, [`Race`]) or the capture game
//! (docs/rules.md §6, [`CaptureGame`]), as one enum over the two types (shakmaty's
//! `VariantPosition`). Each kind keeps its own rules; what they share (seats, turns,
//! history) is their [`Turns`], which a `Game` dereferences to. Callers that handle
//! both kinds hold a `Game`; code for one kind matches on it and takes that type.

use std::ops::Deref;

use super::board::Board;
use super::capture::CaptureGame;
use super::hole::Hole;
use super::holeset::HoleSet;
use super::layout::{Layout, SetupError};
pub use super::move_error::{MoveError, MAX_LISTED_CHAINS};
use super::movegen::Move;
use super::race::Race;
use super::rules::HouseRules;
use super::seat::Seat;
use super::turns::Turns;
use super::variant::Variant;

/// A game in progress or over: a race or a capture game.
#[derive(Clone, Debug)]
#[expect(
    clippy::large_enum_variant,
    reason = "a table holds one game per command; the hot clones (perft, search) are of a               `Race` itself, so a box would only add a pointer to follow"
)]
pub enum Game {
    /// The standard game (docs/rules.md §2–§5).
    Race(Race),
    /// The capture game (docs/rules.md §6).
    Capture(CaptureGame),
}

impl From<Race> for Game {
    fn from(race: Race) -> Game {
        Game::Race(race)
    }
}

impl From<CaptureGame> for Game {
    fn from(game: CaptureGame) -> Game {
        Game::Capture(game)
    }
}

impl Deref for Game {
    type Target = Turns;

    fn deref(&self) -> &Turns {
        match self {
            Game::Race(g) => g.turns(),
            Game::Capture(g) => g.turns(),
        }
    }
}

/// Calls the same method on whichever game `$game` holds.
macro_rules! each {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            Game::Race($g) => $body,
            Game::Capture($g) => $body,
        }
    };
}

impl Game {
    /// A new game of `variant` with `players` seats, `armies` each (1 in the capture
    /// game), seat `first` to move.
    ///
    /// # Errors
    /// [`SetupError`] when the variant has no such game.
    pub fn start(
        variant: Variant,
        players: usize,
        armies: usize,
        rules: HouseRules,
        first: Seat,
    ) -> Result<Game, SetupError> {
        let layout = Layout::of_variant(variant, players, armies)?;
        Ok(match variant {
            Variant::Standard => Race::new(layout, rules, first)?.into(),
            Variant::Capture => CaptureGame::new(players, rules, first)?.into(),
        })
    }

    /// Which game this is.
    #[must_use]
    pub fn variant(&self) -> Variant {
        match self {
            Game::Race(_) => Variant::Standard,
            Game::Capture(_) => Variant::Capture,
        }
    }

    /// The race, if this is one.
    #[must_use]
    pub fn as_race(&self) -> Option<&Race> {
        match self {
            Game::Race(g) => Some(g),
            Game::Capture(_) => None,
        }
    }

    /// The capture game, if this is one.
    #[must_use]
    pub fn as_capture(&self) -> Option<&CaptureGame> {
        match self {
            Game::Capture(g) => Some(g),
            Game::Race(_) => None,
        }
    }

    /// The seats, turns and history.
    #[must_use]
    pub fn turns(&self) -> &Turns {
        self
    }

    /// The pegs as a board to draw or print (a capture game's pegs as pegs of nobody).
    #[must_use]
    pub fn board(&self) -> &Board {
        each!(self, g => g.board())
    }

    /// Every legal move of `seat` (in the capture game, the distinct start and end holes
    /// of its capturing chains).
    #[must_use]
    pub fn legal_moves_for(&self, seat: Seat) -> Vec<Move> {
        each!(self, g => g.legal_moves_for(seat))
    }

    /// Every legal move of the seat to move.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        each!(self, g => g.legal_moves())
    }

    /// Number of legal moves (capture game: chains) of the seat to move.
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        each!(self, g => g.count_legal_moves())
    }

    /// Every hole the peg on `from` may end a move of `seat` in.
    #[must_use]
    pub fn destinations_of(&self, seat: Seat, from: Hole) -> HoleSet {
        each!(self, g => g.destinations_of(seat, from))
    }

    /// Checks a written chain for `seat` and returns the move and the path to show (see
    /// [`Race::resolve`], [`CaptureGame::resolve`]).
    ///
    /// # Errors
    /// [`MoveError`] saying why; nothing changes.
    pub fn resolve(&self, seat: Seat, holes: &[Hole]) -> Result<(Move, Vec<Hole>), MoveError> {
        each!(self, g => g.resolve(seat, holes))
    }

    /// Plays a written chain for `seat`, then (race) any automatic passes.
    ///
    /// # Errors
    /// [`MoveError`]; the game is unchanged.
    pub fn play_path(&mut self, seat: Seat, holes: &[Hole]) -> Result<Move, MoveError> {
        each!(self, g => g.play_path(seat, holes))
    }

    /// Plays `mv` for the seat to move (capture game: the one chain joining its holes).
    ///
    /// # Errors
    /// [`MoveError`] when it is not legal; the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        let seat = self.to_move().ok_or(MoveError::GameOver)?;
        self.play_path(seat, &[mv.from, mv.to]).map(|_| ())
    }

    /// `seat` resigns (or leaves); docs/rules.md §4.
    ///
    /// # Errors
    /// [`MoveError::GameOver`], [`MoveError::AlreadyResigned`], [`MoveError::AlreadyFinished`].
    pub fn resign(&mut self, seat: Seat) -> Result<(), MoveError> {
        each!(self, g => g.resign(seat))
    }
}
