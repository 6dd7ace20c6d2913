//! Lines, neighbours and points of the star (docs/rules.md §1).
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

#[expect(
    clippy::large_stack_arrays,
    reason = "evaluated by the compiler for the static TABLES, never on a thread's stack"
)]
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

/// Bits from one row of the hop lattice to the next (see [`Lattice`]).
pub(crate) const LATTICE_ROW: i32 = 9;

/// Rotation (left, in bits) of one hop in the hop lattice for each [`Direction`], in
/// `Direction::ALL` order.
pub(crate) const LATTICE_HOP: [u32; 6] = [
    1,
    LATTICE_ROW as u32,
    LATTICE_ROW as u32 - 1,
    63,
    64 - LATTICE_ROW as u32,
    65 - LATTICE_ROW as u32,
];

/// The board split into the four classes of holes a peg can reach by hops: a hop moves two
/// steps along a line, so it keeps the parity of the row and of the axial column
/// `q = (x2 + 24 - row) / 2` (`0..=16`). Cell `(i, j)` of class `(q % 2) + 2 (row % 2)`,
/// with `q = 2i + q % 2` and `row = 2j + row % 2`, is bit `(i + 9j) mod 64` of a `u64`.
/// A hop is then the same rotation for every cell ([`LATTICE_HOP`]), so a jump chain's
/// flood fill moves a whole frontier at once. The 81 cells of a class's 9 × 9 grid do not
/// fit in 64 bits, but its 28 to 37 holes do: no two holes of a class share a bit, and a
/// hop landing off the board or passing over a hole off the board never reads or lands on a
/// hole's bit (checked by a test), so masking with the holes keeps every set exact.
pub(crate) struct Lattice {
    /// The class of each hole.
    pub class: [u8; HOLE_COUNT],
    /// Each hole as a one-cell set of its class.
    pub cell: [u64; HOLE_COUNT],
    /// `hole[c][b]`: the hole on bit `b` of class `c`, `u8::MAX` for none.
    pub hole: [[u8; 64]; 4],
    /// The cells of each class that are holes of the board.
    pub cells: [u64; 4],
    /// For class `c` and direction `d`: the class of the hole a hop passes over and the
    /// left rotation that brings that class's bits onto the cells hopping from it.
    pub over: [[(u8, u32); 6]; 4],
}

/// Built at compile time, like [`TABLES`].
pub(crate) static LATTICE: Lattice = build_lattice();

/// [`Lattice::over`] as a constant, so that rotations read from it are fixed ones.
pub(crate) const LATTICE_OVER: [[(u8, u32); 6]; 4] = build_lattice().over;

/// Axial column of a hole (`0..=16`).
const fn axial_q(hole: Hole) -> i32 {
    (hole.x2() + 24 - hole.row() as i32) / 2
}

/// The class of the cell at axial `(q, row)` and its bit in that class.
const fn lattice_bit(q: i32, row: i32) -> (usize, u32) {
    let class = (q.rem_euclid(2) + 2 * row.rem_euclid(2)) as usize;
    let bit = (q.div_euclid(2) + LATTICE_ROW * row.div_euclid(2)).rem_euclid(64);
    (class, bit as u32)
}

const fn build_lattice() -> Lattice {
    let mut l = Lattice {
        class: [0; HOLE_COUNT],
        cell: [0; HOLE_COUNT],
        hole: [[u8::MAX; 64]; 4],
        cells: [0; 4],
        over: [[(0, 0); 6]; 4],
    };
    let mut i = 0;
    while i < HOLE_COUNT {
        let Some(hole) = Hole::new(i) else { break };
        let (class, bit) = lattice_bit(axial_q(hole), hole.row() as i32);
        l.class[i] = class as u8;
        l.cell[i] = 1u64 << bit;
        l.hole[class][bit as usize] = i as u8;
        l.cells[class] |= 1u64 << bit;
        i += 1;
    }
    let mut c = 0;
    while c < 4 {
        let (a, b) = ((c % 2) as i32, (c / 2) as i32);
        let mut d = 0;
        while d < 6 {
            // Axial step (dq, drow) of the direction: the hole passed over, from cell (0, 0).
            let (dr, dx) = Direction::ALL[d].delta();
            let (over, bit) = lattice_bit(a + (dx - dr) / 2, b + dr);
            // Cell (0, 0) of class c is bit 0: rotate the passed-over bit down onto it.
            l.over[c][d] = (over as u8, (64 - bit) % 64);
            d += 1;
        }
        c += 1;
    }
    l
}

/// The holes next to `hole` (two to six of them).
#[must_use]
pub fn neighbours(hole: Hole) -> HoleSet {
    TABLES.neighbours[hole.index()]
}

/// One of the six triangles of the star, clockwise from the top (docs/rules.md §1).
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

    /// The hop lattice keeps every set exact: holes of a class have distinct bits, a hop's
    /// rotation lands where the hole two steps away is, and a hop landing off the board or
    /// passing over a hole off the board never lands on or reads a hole's bit.
    #[test]
    fn hop_lattice_bits_are_exact() {
        let l = &LATTICE;
        for c in 0..4 {
            let holes: Vec<Hole> = Hole::all()
                .filter(|h| usize::from(l.class[h.index()]) == c)
                .collect();
            assert_eq!(l.cells[c].count_ones() as usize, holes.len());
        }
        assert_eq!(l.cells.iter().map(|c| c.count_ones()).sum::<u32>(), 121);
        for h in Hole::all() {
            let c = usize::from(l.class[h.index()]);
            let bit = l.cell[h.index()].trailing_zeros();
            assert_eq!(usize::from(l.hole[c][bit as usize]), h.index());
            for (d, dir) in Direction::ALL.into_iter().enumerate() {
                let land = l.cell[h.index()].rotate_left(LATTICE_HOP[d]);
                match ray(h, dir, 2) {
                    Some(b) => assert_eq!(land, l.cell[b.index()], "{h} {dir:?}"),
                    None => assert_eq!(land & l.cells[c], 0, "{h} {dir:?}"),
                }
                // The bit `over` reads for this hole and direction.
                let (oc, r) = LATTICE_OVER[c][d];
                let read = l.cell[h.index()].rotate_right(r);
                match ray(h, dir, 1) {
                    Some(n) => {
                        assert_eq!(usize::from(l.class[n.index()]), usize::from(oc));
                        assert_eq!(read, l.cell[n.index()], "{h} {dir:?}");
                    }
                    None => assert_eq!(read & l.cells[usize::from(oc)], 0, "{h} {dir:?}"),
                }
            }
        }
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
