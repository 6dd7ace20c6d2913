//! What a tournament remembers: its players, and each round's games (the seats of a
//! table, in seat order) with their results, and its byes. Plain data, serialisable;
//! the rules that change it are in [`super::Tournament`].

use std::cmp::Ordering;

use super::points::Points;

/// Who a player is outside the tournament (a Discord user id, or any other number the
/// caller keeps unique).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct PlayerId(pub u64);

/// A player as entered: who, the name shown in standings, and the rating that seeds the
/// pairings (higher is stronger; equal ratings are seeded in order of entry).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Entrant {
    pub id: PlayerId,
    pub name: String,
    pub rating: i32,
}

impl Entrant {
    /// An entrant named `name` with `rating`.
    #[must_use]
    pub fn new(id: u64, name: &str, rating: i32) -> Entrant {
        Entrant {
            id: PlayerId(id),
            name: name.to_string(),
            rating,
        }
    }
}

/// A player of the tournament: the entrant, the first round it could be paired in (1
/// unless it joined late: the rounds before are byes, docs/playing.md "Tournaments"),
/// and the last round it played before withdrawing.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Player {
    pub entrant: Entrant,
    pub first_round: u32,
    pub withdrawn_after: Option<u32>,
}

impl Player {
    /// The rounds it missed by joining late, each scored as a bye.
    #[must_use]
    pub fn late_byes(&self) -> u32 {
        self.first_round.saturating_sub(1)
    }

    /// Whether it may be paired in round `round` (1-based).
    #[must_use]
    pub fn plays_in(&self, round: u32) -> bool {
        round >= self.first_round && self.withdrawn_after.is_none_or(|last| round <= last)
    }
}

/// How one seat of a game ended: its place (1 = first; tied seats share a place, as the
/// game's own standings give them: docs/rules.md §4), or absent: the game was not played
/// by this seat, which scores nothing (a forfeit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeatResult {
    Place(u8),
    Absent,
}

/// A game's result: one [`SeatResult`] per seat, in the game's seat order.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GameResult(pub Vec<SeatResult>);

impl GameResult {
    /// A 2-player game won by the first seat.
    #[must_use]
    pub fn first_wins() -> GameResult {
        GameResult::places(&[1, 2])
    }

    /// A 2-player game won by the second seat.
    #[must_use]
    pub fn second_wins() -> GameResult {
        GameResult::places(&[2, 1])
    }

    /// A 2-player game drawn (both seats share first place).
    #[must_use]
    pub fn draw() -> GameResult {
        GameResult::places(&[1, 1])
    }

    /// Every seat played: its place, in seat order.
    #[must_use]
    pub fn places(places: &[u8]) -> GameResult {
        GameResult(places.iter().map(|&p| SeatResult::Place(p)).collect())
    }

    /// A game not played by the seats `absent` (0-based); the others, present, rank in
    /// seat order among themselves as `places` gives (one place per seat; the absent
    /// seats' places are ignored). A 2-player forfeit: `GameResult::forfeit(&[1, 1], &[1])`
    /// (the second seat absent: the first wins).
    #[must_use]
    pub fn forfeit(places: &[u8], absent: &[usize]) -> GameResult {
        GameResult(
            places
                .iter()
                .enumerate()
                .map(|(i, &p)| {
                    if absent.contains(&i) {
                        SeatResult::Absent
                    } else {
                        SeatResult::Place(p)
                    }
                })
                .collect(),
        )
    }

    /// The points of each seat, in seat order, at a table of `n = self.0.len()` seats:
    /// the seats present are ordered by place, and position `p` (1-based) is worth
    /// `(n − p) / (n − 1)` points (a table won is 1 point at every size, last place 0);
    /// seats sharing a place share the points of the positions they cover (a 2-player
    /// draw: ½ each). An absent seat scores 0. Positions below the present seats are
    /// the absent seats'.
    #[must_use]
    pub fn points(&self) -> Vec<Points> {
        let n = self.0.len() as i64;
        let place = |r: &SeatResult| match r {
            SeatResult::Place(p) => Some(*p),
            SeatResult::Absent => None,
        };
        self.0
            .iter()
            .map(|seat| {
                let Some(mine) = place(seat) else {
                    return Points::ZERO;
                };
                let ahead = self
                    .0
                    .iter()
                    .filter_map(place)
                    .filter(|&p| p < mine)
                    .count() as i64;
                let tied = self
                    .0
                    .iter()
                    .filter_map(place)
                    .filter(|&p| p == mine)
                    .count() as i64;
                // Positions ahead+1 ..= ahead+tied, each worth (n − p)/(n − 1).
                let sum: i64 = (ahead + 1..=ahead + tied).map(|p| n - p).sum();
                // Exact at tables of up to 6 (Points::UNIT); never a panic on more.
                Points::ONE.scaled(sum, ((n - 1) * tied).max(1))
            })
            .collect()
    }

    /// How seat `a` did against seat `b` (0-based) when both were present: `Greater` when
    /// `a` placed ahead. `None` when either was absent.
    #[must_use]
    pub fn against(&self, a: usize, b: usize) -> Option<Ordering> {
        match (self.0.get(a)?, self.0.get(b)?) {
            (SeatResult::Place(pa), SeatResult::Place(pb)) => Some(pb.cmp(pa)),
            _ => None,
        }
    }
}

/// One game of a round: its players in seat order, and its result once known.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Game {
    pub seats: Vec<PlayerId>,
    pub result: Option<GameResult>,
}

/// A round: its number (1-based), its games (tables, in board order: table 1 has the
/// highest-ranked players), and the players given a bye (a bye scores
/// [`super::BYE`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Round {
    pub number: u32,
    pub games: Vec<Game>,
    pub byes: Vec<PlayerId>,
}

impl Round {
    /// The games still waiting for a result.
    #[must_use]
    pub fn open_games(&self) -> usize {
        self.games.iter().filter(|g| g.result.is_none()).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn place_points_make_a_table_win_one_point_at_every_size() {
        // A result of more seats than any table has is scored without a panic.
        assert_eq!(GameResult::places(&[1; 7]).points()[0], Points::ratio(1, 2));
        assert_eq!(GameResult::places(&[1]).points(), [Points::ZERO]);
        assert_eq!(
            GameResult::first_wins().points(),
            [Points::ONE, Points::ZERO]
        );
        assert_eq!(GameResult::draw().points(), [Points::halves(1); 2]);
        let six = GameResult::places(&[1, 2, 3, 4, 5, 6]).points();
        assert_eq!(six[0], Points::ONE);
        assert_eq!(six[1], Points::ratio(4, 5));
        assert_eq!(six[5], Points::ZERO);
        // Two share first at a table of 4: positions 1 and 2, (1 + 2/3) / 2 = 5/6 each.
        let tied = GameResult::places(&[1, 1, 3, 4]).points();
        assert_eq!(tied[..2], [Points::ratio(5, 6); 2]);
        assert_eq!(tied[2], Points::ratio(1, 3));
        // One absent at a table of 3: the others take positions 1 and 2, the absent 0.
        let forfeit = GameResult::forfeit(&[2, 1, 3], &[2]).points();
        assert_eq!(forfeit, [Points::halves(1), Points::ONE, Points::ZERO]);
        assert_eq!(
            GameResult::forfeit(&[1, 1], &[1]).points(),
            [Points::ONE, Points::ZERO]
        );
    }
}
