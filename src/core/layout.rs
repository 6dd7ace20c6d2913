//! Which armies each seat commands (docs/rules.md §2, §6), and why a game cannot be set up.

use super::geometry::Point;
use super::seat::Seat;
use super::variant::Variant;

/// Which armies each seat commands, seats in clockwise order (docs/rules.md §2).
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Layout {
    seats: Vec<Vec<Point>>,
}

/// Why a game cannot be set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// No standard layout for this many players (5 or outside 2–6).
    #[error("the standard game is for 2, 3, 4 or 6 players")]
    PlayerCount(usize),
    /// No layout with this many armies per player.
    #[error("{players} players cannot command {armies} armies each")]
    ArmyCount {
        /// Players asked for.
        players: usize,
        /// Armies each.
        armies: usize,
    },
    /// The first seat named is not a seat of this game.
    #[error("there is no seat {0} (seats are numbered from 1)")]
    NoSuchSeat(Seat),
    /// The capture game is for 2 to 6 players (docs/rules.md §6).
    #[error("the capture game is for 2 to 6 players")]
    CapturePlayers(usize),
    /// In the capture game every player plays alone (no multi-army variants).
    #[error("in the capture game nobody commands armies: leave `armies` at 1")]
    CaptureArmies(usize),
    /// A house rule that means nothing in the capture game is not at its default.
    #[error("`{0}` does not apply to the capture game")]
    CaptureRule(&'static str),
    /// `teams = on` outside the team layouts (docs/rules.md §8: 4 or 6 players, one army
    /// each).
    #[error("team play is for 4 or 6 players with one army each")]
    Teams,
}

impl Layout {
    /// The standard layout with one army each (docs/rules.md §2).
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] for anything but 2, 3, 4 or 6.
    pub fn standard(players: usize) -> Result<Layout, SetupError> {
        use Point::{N, NE, NW, S, SE, SW};
        let homes: &[Point] = match players {
            2 => &[N, S],
            3 => &[N, SE, SW],
            4 => &[N, NE, S, SW],
            6 => &[N, NE, SE, S, SW, NW],
            _ => return Err(SetupError::PlayerCount(players)),
        };
        Ok(Layout {
            seats: homes.iter().map(|p| vec![*p]).collect(),
        })
    }

    /// The multi-army variants of docs/rules.md §2: 3 players × 2 armies, 2 players × 3 armies;
    /// 1 player × 1 army is [`Layout::solo`]; any other `armies = 1` gives
    /// [`Layout::standard`].
    ///
    /// # Errors
    /// [`SetupError`] for any other combination.
    pub fn with_armies(players: usize, armies: usize) -> Result<Layout, SetupError> {
        use Point::{N, NE, NW, S, SE, SW};
        match (players, armies) {
            (1, 1) => Ok(Layout::solo()),
            (_, 1) => Layout::standard(players),
            (3, 2) => Ok(Layout {
                seats: vec![vec![N, S], vec![NE, SW], vec![SE, NW]],
            }),
            (2, 3) => Ok(Layout {
                seats: vec![vec![N, SE, SW], vec![S, NW, NE]],
            }),
            _ => Err(SetupError::ArmyCount { players, armies }),
        }
    }

    /// The solitaire challenge (docs/rules.md §9): one seat, the N army alone, crossing to
    /// S. Only `solo` starts it; `new` keeps to 2 to 6 players.
    #[must_use]
    pub fn solo() -> Layout {
        Layout {
            seats: vec![vec![Point::N]],
        }
    }

    /// The seats of a capture game (docs/rules.md §6): 2 to 6 players, clockwise. Pegs belong
    /// to nobody; each seat gets a point only as its colour in legends and messages (N,
    /// then the points of the standard layouts; 5 players leave NW out).
    ///
    /// # Errors
    /// [`SetupError::CapturePlayers`] outside 2–6.
    pub fn capture(players: usize) -> Result<Layout, SetupError> {
        use Point::{N, NE, NW, S, SE, SW};
        let colours: &[Point] = match players {
            2 => &[N, S],
            3 => &[N, SE, SW],
            4 => &[N, NE, S, SW],
            5 => &[N, NE, SE, S, SW],
            6 => &[N, NE, SE, S, SW, NW],
            _ => return Err(SetupError::CapturePlayers(players)),
        };
        Ok(Layout {
            seats: colours.iter().map(|p| vec![*p]).collect(),
        })
    }

    /// The layout of `variant` for `players` with `armies` each.
    ///
    /// # Errors
    /// [`SetupError`] when the variant has no such game.
    pub fn of_variant(
        variant: Variant,
        players: usize,
        armies: usize,
    ) -> Result<Layout, SetupError> {
        match variant {
            Variant::Standard => Layout::with_armies(players, armies),
            Variant::Capture if armies != 1 => Err(SetupError::CaptureArmies(armies)),
            Variant::Capture => Layout::capture(players),
        }
    }

    /// Number of seats (players).
    #[must_use]
    pub fn seats(&self) -> usize {
        self.seats.len()
    }

    /// The seats, in order.
    #[must_use]
    pub fn all_seats(&self) -> impl DoubleEndedIterator<Item = Seat> + Clone {
        Seat::first_n(self.seats.len())
    }

    /// The armies (home points) seat `seat` commands (none when it is not a seat here).
    #[must_use]
    pub fn armies(&self, seat: Seat) -> &[Point] {
        self.seats.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// Every army in play.
    pub fn all_armies(&self) -> impl Iterator<Item = Point> + '_ {
        self.seats.iter().flatten().copied()
    }

    /// Whether partners can sit in opposite points: 4 or 6 seats of one army each
    /// (docs/rules.md §8).
    #[must_use]
    pub fn allows_teams(&self) -> bool {
        matches!(self.seats.len(), 4 | 6) && self.seats.iter().all(|s| s.len() == 1)
    }

    /// The seat commanding the army from `home`.
    #[must_use]
    pub fn seat_of(&self, home: Point) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.contains(&home))
            .and_then(Seat::new)
    }
}
