//! What a pairing looks at: the players to pair in rank order (points, then rating, then
//! order of entry), their byes so far, and who has met whom.

use super::points::Points;

/// A player to pair: its index among the tournament's players, and what ranks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contender {
    pub player: usize,
    pub points: Points,
    pub rating: i32,
    pub byes: u32,
}

/// Sorts `field` into rank order for a pairing: points, then rating (higher first), then
/// order of entry.
pub fn rank(field: &mut [Contender]) {
    field.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then(b.rating.cmp(&a.rating))
            .then(a.player.cmp(&b.player))
    });
}

/// How many times each two players have sat at one game, over the tournament's players
/// (a square table of counts).
#[derive(Clone, Debug)]
pub struct Meetings {
    players: usize,
    counts: Vec<u16>,
}

impl Meetings {
    /// No meetings among `players` players.
    #[must_use]
    pub fn new(players: usize) -> Meetings {
        Meetings {
            players,
            counts: vec![0; players * players],
        }
    }

    /// Every two of `seats` (player indices) met once more.
    pub fn add(&mut self, seats: &[usize]) {
        for (i, &a) in seats.iter().enumerate() {
            for &b in &seats[i + 1..] {
                self.counts[a * self.players + b] += 1;
                self.counts[b * self.players + a] += 1;
            }
        }
    }

    /// How many times `a` and `b` have met.
    #[must_use]
    pub fn count(&self, a: usize, b: usize) -> u16 {
        self.counts[a * self.players + b]
    }

    /// Whether `a` and `b` have met.
    #[must_use]
    pub fn met(&self, a: usize, b: usize) -> bool {
        self.count(a, b) > 0
    }
}
