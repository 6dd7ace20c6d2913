//! Where the pegs stand: one [`HoleSet`] per army plus fixed obstacles.

use super::geometry::Point;
use super::hole::Hole;
use super::holeset::HoleSet;

/// What stands in a hole.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Peg {
    /// A peg of the army that started in this point.
    Army(Point),
    /// A peg of nobody: in the standard game one that never moves (`unused_points =
    /// filled`); in the capture game every peg (docs/rules.md §6), moved by any player.
    Obstacle,
}

/// The pegs on the board. Armies are named by their home point.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct Board {
    armies: [HoleSet; 6],
    obstacles: HoleSet,
    occupied: HoleSet,
}

impl Board {
    /// An empty board.
    #[must_use]
    pub fn empty() -> Board {
        Board::default()
    }

    /// Puts the army of `home` on the ten holes of its point.
    pub fn fill_army(&mut self, home: Point) {
        self.set_army(home, home.holes());
    }

    /// Sets the holes of one army (used by setups and tests). Holes already taken by
    /// another army or an obstacle are taken over.
    pub fn set_army(&mut self, home: Point, holes: HoleSet) {
        for a in &mut self.armies {
            *a = a.without(holes);
        }
        self.obstacles = self.obstacles.without(holes);
        self.armies[home.index()] = holes;
        self.recount();
    }

    /// Fills `holes` with obstacles.
    pub fn set_obstacles(&mut self, holes: HoleSet) {
        for a in &mut self.armies {
            *a = a.without(holes);
        }
        self.obstacles = self.obstacles.or(holes);
        self.recount();
    }

    fn recount(&mut self) {
        self.occupied = self.armies.iter().fold(self.obstacles, |acc, a| acc.or(*a));
    }

    /// Every occupied hole.
    #[must_use]
    pub fn occupied(&self) -> HoleSet {
        self.occupied
    }

    /// The holes of the army from `home`.
    #[must_use]
    pub fn army(&self, home: Point) -> HoleSet {
        self.armies[home.index()]
    }

    /// The obstacle pegs.
    #[must_use]
    pub fn obstacles(&self) -> HoleSet {
        self.obstacles
    }

    /// What stands in `hole`.
    #[must_use]
    pub fn peg_at(&self, hole: Hole) -> Option<Peg> {
        if !self.occupied.contains(hole) {
            return None;
        }
        if self.obstacles.contains(hole) {
            return Some(Peg::Obstacle);
        }
        Point::ALL
            .into_iter()
            .find(|p| self.armies[p.index()].contains(hole))
            .map(Peg::Army)
    }

    /// Takes the peg of `army` off `from` (the start of a move under way).
    pub(crate) fn lift(&mut self, army: Point, from: Hole) {
        self.armies[army.index()].remove(from);
        self.occupied.remove(from);
    }

    /// Puts a peg of `army` on the empty hole `to` (the end of a move).
    pub(crate) fn place(&mut self, army: Point, to: Hole) {
        self.armies[army.index()].insert(to);
        self.occupied.insert(to);
    }

    /// Moves a peg of `army` from `from` to the empty hole `to`. The caller checked legality.
    pub(crate) fn move_peg(&mut self, army: Point, from: Hole, to: Hole) {
        let a = &mut self.armies[army.index()];
        a.remove(from);
        a.insert(to);
        self.occupied.remove(from);
        self.occupied.insert(to);
    }
}
