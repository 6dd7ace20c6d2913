//! Lines, neighbours and points of the star (RULES.md §1).
//!
//! Holes sit on a hexagonal grid. With `row` (0 = `a`) and the doubled coordinate `x2`
//! of [`Hole::x2`], the six directions are:
//!
//! ```text
//!        NorthWest (-1,-1)   NorthEast (-1,+1)
//!   West (0,-2)        hole         East (0,+2)
//!        SouthWest (+1,-1)   SouthEast (+1,+1)
//! ```

use std::sync::LazyLock;

use super::hole::{Hole, HOLE_COUNT, ROW_LENGTHS};
use super::holeset::HoleSet;

/// One of the six directions of the grid, clockwise from east.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Same row, to the right.
    East,
    /// Next row down, right.
    SouthEast,
    /// Next row down, left.
    SouthWest,
    /// Same row, to the left.
    West,
    /// Row above, left.
    NorthWest,
    /// Row above, right.
    NorthEast,
}

impl Direction {
    /// All six, clockwise from east.
    pub const ALL: [Direction; 6] = [
        Direction::East,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
        Direction::NorthEast,
    ];

    /// `(drow, dx2)` of one step.
    #[must_use]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::East => (0, 2),
            Direction::SouthEast => (1, 1),
            Direction::SouthWest => (1, -1),
            Direction::West => (0, -2),
            Direction::NorthWest => (-1, -1),
            Direction::NorthEast => (-1, 1),
        }
    }
}

/// The hole `k` steps from `hole` in direction `dir`, if on the board.
#[must_use]
pub fn ray(hole: Hole, dir: Direction, k: i32) -> Option<Hole> {
    let (dr, dx) = dir.delta();
    Hole::at(hole.row() as i32 + k * dr, hole.x2() + k * dx)
}

/// Precomputed tables: for each hole and direction, the neighbour and the hole beyond.
pub(crate) struct Tables {
    /// `neighbour[h][d]`, 255 when off the board.
    pub neighbour: [[u8; 6]; HOLE_COUNT],
    /// `beyond[h][d]`: the hole two steps away, 255 when off the board.
    pub beyond: [[u8; 6]; HOLE_COUNT],
    /// All neighbours of a hole as a set.
    pub neighbours: [HoleSet; HOLE_COUNT],
    /// `hops[h][..hop_count[h]]`: `(neighbour, beyond)` as one-hole sets, for every
    /// direction in which both exist, so a hop search reads no off-board entries and
    /// shifts nothing.
    pub hops: [[(HoleSet, HoleSet); 6]; HOLE_COUNT],
    /// How many entries of `hops[h]` are used.
    pub hop_count: [u8; HOLE_COUNT],
}

/// Built at compile time, so the move generator's hot loops read plain memory.
pub(crate) static TABLES: Tables = build_tables();

const fn build_tables() -> Tables {
    let mut t = Tables {
        neighbour: [[u8::MAX; 6]; HOLE_COUNT],
        beyond: [[u8::MAX; 6]; HOLE_COUNT],
        neighbours: [HoleSet::EMPTY; HOLE_COUNT],
        hops: [[(HoleSet::EMPTY, HoleSet::EMPTY); 6]; HOLE_COUNT],
        hop_count: [0; HOLE_COUNT],
    };
    let mut i = 0;
    while i < HOLE_COUNT {
        let Some(hole) = Hole::new(i) else { break };
        let (row, x2) = (hole.row() as i32, hole.x2());
        let mut d = 0;
        while d < 6 {
            let (dr, dx) = Direction::ALL[d].delta();
            if let Some(n) = Hole::at(row + dr, x2 + dx) {
                t.neighbour[i][d] = n.index() as u8;
                t.neighbours[i] = HoleSet(t.neighbours[i].0 | 1u128 << n.index());
            }
            if let Some(b) = Hole::at(row + 2 * dr, x2 + 2 * dx) {
                t.beyond[i][d] = b.index() as u8;
                let k = t.hop_count[i] as usize;
                t.hops[i][k] = (
                    HoleSet(1u128 << t.neighbour[i][d]),
                    HoleSet(1u128 << b.index()),
                );
                t.hop_count[i] += 1;
            }
            d += 1;
        }
        i += 1;
    }
    t
}

/// The holes next to `hole` (two to six of them).
#[must_use]
pub fn neighbours(hole: Hole) -> HoleSet {
    TABLES.neighbours[hole.index()]
}

/// One of the six triangles of the star, clockwise from the top (RULES.md §1).
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub enum Point {
    /// Top.
    N,
    /// Upper right.
    NE,
    /// Lower right.
    SE,
    /// Bottom.
    S,
    /// Lower left.
    SW,
    /// Upper left.
    NW,
}

impl Point {
    /// All six, clockwise from N.
    pub const ALL: [Point; 6] = [
        Point::N,
        Point::NE,
        Point::SE,
        Point::S,
        Point::SW,
        Point::NW,
    ];

    /// 0 (N) to 5 (NW), clockwise.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The point with clockwise index `i % 6`.
    #[must_use]
    pub const fn from_index(i: usize) -> Point {
        Point::ALL[i % 6]
    }

    /// The point three steps round: N↔S, NE↔SW, SE↔NW.
    #[must_use]
    pub const fn opposite(self) -> Point {
        Point::from_index(self.index() + 3)
    }

    /// The ten holes of the point.
    #[must_use]
    pub fn holes(self) -> HoleSet {
        POINT_HOLES[self.index()]
    }

    /// The hole at the point's tip (farthest from the centre).
    #[must_use]
    pub fn tip(self) -> Hole {
        POINT_TIPS[self.index()]
    }

    /// The name used in text: `N`, `NE`, …
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Point::N => "N",
            Point::NE => "NE",
            Point::SE => "SE",
            Point::S => "S",
            Point::SW => "SW",
            Point::NW => "NW",
        }
    }

    /// The point whose ten holes contain `hole`, if any (the centre hexagon has none).
    #[must_use]
    pub fn of(hole: Hole) -> Option<Point> {
        Point::ALL.into_iter().find(|p| p.holes().contains(hole))
    }
}

fn point_holes(point: Point) -> HoleSet {
    let mut set = HoleSet::EMPTY;
    for hole in Hole::all() {
        let (row, pos, len) = (hole.row(), hole.pos(), usize::from(ROW_LENGTHS[hole.row()]));
        let inside = match point {
            Point::N => row <= 3,
            Point::S => row >= 13,
            // rows e..h (4..=7): the point holds 4, 3, 2, 1 holes at each end.
            Point::NW => (4..=7).contains(&row) && pos < 8 - row,
            Point::NE => (4..=7).contains(&row) && pos + (8 - row) >= len,
            // rows j..m (9..=12): 1, 2, 3, 4 holes at each end.
            Point::SW => (9..=12).contains(&row) && pos < row - 8,
            Point::SE => (9..=12).contains(&row) && pos + (row - 8) >= len,
        };
        if inside {
            set.insert(hole);
        }
    }
    set
}

static POINT_HOLES: LazyLock<[HoleSet; 6]> = LazyLock::new(|| Point::ALL.map(point_holes));

static POINT_TIPS: LazyLock<[Hole; 6]> = LazyLock::new(|| {
    Point::ALL.map(|p| {
        // The tip is the hole of the point farthest from the centre i5.
        let centre = Hole::new(60).expect("centre hole");
        p.holes()
            .iter()
            .max_by_key(|h| h.distance(centre))
            .expect("a point has holes")
    })
});

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hole {
        s.parse().unwrap()
    }

    fn names(set: HoleSet) -> Vec<String> {
        let mut v: Vec<String> = set.iter().map(|h| h.to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn neighbours_match_notation_examples() {
        assert_eq!(
            names(neighbours(h("d2"))),
            ["c1", "c2", "d1", "d3", "e6", "e7"]
        );
        assert_eq!(
            names(neighbours(h("i5"))),
            ["h5", "h6", "i4", "i6", "j5", "j6"]
        );
        assert_eq!(names(neighbours(h("a1"))), ["b1", "b2"]);
    }

    #[test]
    fn points_have_ten_holes_and_the_hexagon_61() {
        let mut all = HoleSet::EMPTY;
        for p in Point::ALL {
            assert_eq!(p.holes().len(), 10, "{p:?}");
            assert!(all.and(p.holes()).is_empty());
            all = all.or(p.holes());
        }
        assert_eq!(all.complement().len(), 61);
        assert_eq!(
            names(Point::N.holes()),
            ["a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "d4"]
        );
        assert_eq!(
            names(Point::NE.holes()),
            ["e10", "e11", "e12", "e13", "f10", "f11", "f12", "g10", "g11", "h10"]
        );
        assert_eq!(
            names(Point::SW.holes()),
            ["j1", "k1", "k2", "l1", "l2", "l3", "m1", "m2", "m3", "m4"]
        );
        assert_eq!(Point::N.tip(), h("a1"));
        assert_eq!(Point::S.tip(), h("q1"));
        assert_eq!(Point::NE.tip(), h("e13"));
        assert_eq!(Point::SW.tip(), h("m1"));
        assert_eq!(Point::NW.tip(), h("e1"));
        assert_eq!(Point::SE.tip(), h("m13"));
    }

    #[test]
    fn opposite_points_are_three_steps_round() {
        assert_eq!(Point::N.opposite(), Point::S);
        assert_eq!(Point::NE.opposite(), Point::SW);
        assert_eq!(Point::SE.opposite(), Point::NW);
        assert_eq!(Point::NW.opposite(), Point::SE);
    }

    #[test]
    fn neighbourhood_is_symmetric() {
        for a in Hole::all() {
            for b in neighbours(a) {
                assert!(neighbours(b).contains(a));
                assert_eq!(a.distance(b), 1);
            }
        }
    }
}
