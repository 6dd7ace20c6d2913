//! Why a move was refused ([`MoveError`]), shared by both kinds of game and their turns
//! ([`super::game`], [`super::race`], [`super::capture`], [`super::turns`]), which all
//! name it: it lives apart from them so that none names another back.

use super::chains::ChainError;
use super::hole::Hole;
use super::movegen::PathError;

/// Why a move or command was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Not this seat's turn.
    #[error("it is not your turn")]
    NotYourTurn,
    /// No peg on the start hole.
    #[error("there is no peg on {0}")]
    NoPeg(Hole),
    /// The peg on the start hole belongs to an army the mover does not command.
    #[error("the peg on {0} is not yours")]
    NotYourPeg(Hole),
    /// The written chain is not a way to travel.
    #[error("{0}")]
    Path(PathError),
    /// The end hole is taken.
    #[error("{0} is not empty")]
    Occupied(Hole),
    /// The peg cannot get there at all.
    #[error("the peg on {from} cannot reach {to}")]
    Unreachable {
        /// Start.
        from: Hole,
        /// End.
        to: Hole,
    },
    /// Target lock: a peg in its target must stay in it (docs/rules.md §3).
    #[error("a peg in its target must stay in it")]
    LeavesTarget,
    /// `foreign_points = pass-through`.
    #[error("{0} is in another army's point: you may pass through but not stop there")]
    ForeignPoint(Hole),
    /// A chain that ends where it began.
    #[error("a move cannot end where it started")]
    NoMove,
    /// A written chain of three or more holes names the same hole twice in a row
    /// (`c1 e7 e7`): no hop lands where it began. A chain may come back to a hole later
    /// (docs/rules.md §3, §6), never at once.
    #[error("{0} is named twice in a row: a hop never lands where it started")]
    Repeated(Hole),
    /// Fewer than two holes.
    #[error("a move names at least two holes")]
    TooShort,
    /// Capture game: the written chain is not a capturing chain.
    #[error("{0}")]
    Chain(ChainError),
    /// Capture game: several capturing chains join the two holes written (docs/rules.md §6).
    #[error("{}", ambiguous_message(.from, .to, .chains, .more))]
    Ambiguous {
        /// Start.
        from: Hole,
        /// End.
        to: Hole,
        /// The first chains (at most [`MAX_LISTED_CHAINS`]), start hole first.
        chains: Vec<Vec<Hole>>,
        /// How many more there are.
        more: usize,
    },
    /// The seat already resigned.
    #[error("that seat has already resigned")]
    AlreadyResigned,
    /// The seat already finished.
    #[error("that seat has already finished")]
    AlreadyFinished,
}

/// [`MoveError::Repeated`] for the first hole a chain of three or more holes names twice
/// in a row. Two holes alone may be the same: a race refuses them as
/// [`MoveError::NoMove`], the capture game reads them as a chain back to its start.
///
/// # Errors
/// [`MoveError::Repeated`].
pub(crate) fn named_once_each(holes: &[Hole]) -> Result<(), MoveError> {
    if holes.len() < 3 {
        return Ok(());
    }
    match holes.windows(2).find(|w| w[0] == w[1]) {
        Some(w) => Err(MoveError::Repeated(w[0])),
        None => Ok(()),
    }
}

/// The text of [`MoveError::Ambiguous`].
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "thiserror's format arguments lend the error's fields by reference"
)]
fn ambiguous_message(from: &Hole, to: &Hole, chains: &[Vec<Hole>], more: &usize) -> String {
    let listed: Vec<String> = chains
        .iter()
        .map(|c| super::notation::format_path(c))
        .collect();
    let more = if *more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    format!(
        "several capturing chains join {from} and {to}: {}{more}; write the whole chain",
        listed.join(", ")
    )
}

/// Most chains an ambiguity refusal lists (docs/rules.md §6; the rest are counted).
pub const MAX_LISTED_CHAINS: usize = 10;
