//! The daily puzzle (docs/playing.md, "The daily puzzle"): one position a day, made from
//! the day's number alone (the same everywhere, the same on every run), with exactly one
//! best answer, checked as it is made. Pure: no I/O, no clock (the day is given), no
//! Discord; the table offers it (`src/table/puzzle.rs`).
//!
//! Two kinds, by turns:
//!
//! - **The farthest move** (even days, [`farthest`]): a 2-player race in mid-game, red
//!   (N) to move: which move carries a red peg the most rows towards the S point? Exactly
//!   one legal move (peg and end hole) advances most: every legal move is enumerated.
//! - **Home in N** (odd days, [`home`]): red alone, the solitaire (docs/rules.md §9),
//!   near the end of a crossing: the army can be home in N moves and no fewer; which
//!   move starts the way? Exactly one first move begins a way home in N: an exhaustive
//!   search over every line of N moves says so.
//!
//! An answer is a move as players type one (docs/notation.md: `d2 e7`, `b2-d2-f7`), read
//! against the position: a text that is not a legal move is refused and judged not at
//! all ([`Puzzle::judge`]).

mod date;
pub mod farthest;
pub mod home;

pub use date::{day_at, month_days, Date, DAY};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::core::{
    mix_seed, Board, Hole, HouseRules, Layout, Move, MoveError, MoveText, ParseMoveError, Point,
    Race, Seat,
};

/// The seed every day's puzzle is mixed from ([`mix_seed`] with the day's number). A new
/// value would change every puzzle, past ones too: it stays.
pub const SEED: u64 = 0x7075_7A7A_6C65_0001;

/// What a puzzle asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Which move carries a red peg the most rows towards the S point.
    Farthest,
    /// The army home in this many moves, no fewer: which move starts the way.
    Home(u32),
}

/// One day's puzzle.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// Its day: days since 1970-01-01 (UTC).
    pub day: u64,
    /// What it asks.
    pub kind: Kind,
    /// The position, red (seat 1) to move: two players for [`Kind::Farthest`], red
    /// alone for [`Kind::Home`].
    pub race: Race,
    /// The one right answer.
    pub answer: Move,
    /// The solution to show: the answer's chain (start, then every landing hole); for
    /// [`Kind::Home`], a whole shortest way home, a chain per move.
    pub solution: Vec<Vec<Hole>>,
    /// Positions the generator tried before this one.
    pub tries: u32,
}

/// An answer read against the position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Judged {
    /// The move it names.
    pub mv: Move,
    /// Its chain as written, or the shortest one (docs/notation.md).
    pub path: Vec<Hole>,
    /// Whether it is the answer.
    pub right: bool,
}

/// Why an answer was not judged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum AnswerError {
    /// Not a move's text.
    #[error("{0}")]
    Text(#[from] ParseMoveError),
    /// Not a legal move in the puzzle's position.
    #[error("{0}")]
    Illegal(#[from] MoveError),
}

/// The puzzle's seat: red.
pub const RED: Seat = Seat::ALL[0];

impl Puzzle {
    /// The puzzle of `day` (days since 1970-01-01): even days ask for the farthest move,
    /// odd days for the way home.
    ///
    /// # Panics
    /// Never: the layouts it uses exist.
    #[must_use]
    pub fn of_day(day: u64) -> Puzzle {
        let mut rng = ChaCha8Rng::seed_from_u64(mix_seed(SEED, day));
        if day.is_multiple_of(2) {
            let (found, tries) = farthest::generate(&mut rng);
            let answer = found.answer;
            let path = found
                .race
                .path_of(RED, answer.from, answer.to)
                .unwrap_or_else(|| vec![answer.from, answer.to]);
            Puzzle {
                day,
                kind: Kind::Farthest,
                race: found.race,
                answer,
                solution: vec![path],
                tries,
            }
        } else {
            let (found, tries) = home::generate(&mut rng);
            let race = solitaire(found.army);
            let mut now = race.clone();
            let mut solution = Vec::new();
            for mv in &found.line {
                let path = now
                    .path_of(RED, mv.from, mv.to)
                    .unwrap_or_else(|| vec![mv.from, mv.to]);
                solution.push(path);
                if now.play(*mv).is_err() {
                    break;
                }
            }
            Puzzle {
                day,
                kind: Kind::Home(found.moves),
                race,
                answer: found.answer,
                solution,
                tries,
            }
        }
    }

    /// Its date.
    #[must_use]
    pub fn date(&self) -> Date {
        Date::of_day(self.day)
    }

    /// Reads `text` as a move in the puzzle's position and says whether it is the
    /// answer. A chain written hop by hop counts as its start and end (docs/rules.md §3:
    /// a move is its start and end holes).
    ///
    /// # Errors
    /// [`AnswerError`] when `text` is not a legal move there: such an answer is not
    /// judged.
    pub fn judge(&self, text: &str) -> Result<Judged, AnswerError> {
        let written = MoveText::parse(text, crate::core::HoleForm::Letter)?;
        let (mv, path) = self.race.resolve(RED, &written.holes)?;
        Ok(Judged {
            mv,
            path,
            right: mv == self.answer,
        })
    }

    /// Every legal move of the position (the answers that are judged).
    #[must_use]
    pub fn moves(&self) -> Vec<Move> {
        self.race.legal_moves()
    }
}

/// The solitaire race with red's pegs on `army`, red to move.
///
/// # Panics
/// Never: the solitaire layout has seat 1.
#[must_use]
pub fn solitaire(army: crate::core::HoleSet) -> Race {
    let mut board = Board::empty();
    board.set_army(Point::N, army);
    Race::from_board(Layout::solo(), HouseRules::default(), board, RED).expect("seat 1")
}
