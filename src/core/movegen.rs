//! Move generation for the standard game (docs/rules.md §3).
//!
//! A move is a step to an empty neighbour or a jump chain of hops. Generation searches
//! over landing holes (a breadth-first flood fill), never over paths, so it terminates
//! on every position and yields each (peg, end hole) pair once.

use std::collections::{HashMap, VecDeque};
use std::sync::LazyLock;

use super::board::Board;
use super::geometry::{ray, Direction, Point, LATTICE, LATTICE_HOP, LATTICE_OVER, TABLES};
use super::hole::{Hole, HOLE_COUNT};
use super::holeset::HoleSet;
use super::rules::{AntiSpoiling, ForeignPoints, HouseRules};

/// A move of the standard game: one peg from `from` to `to`, by a step or any jump chain.
/// Two chains with the same ends are the same move (docs/rules.md §3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Move {
    /// The hole the peg leaves.
    pub from: Hole,
    /// The hole it comes to rest in.
    pub to: Hole,
}

/// The rules that shape move generation for one army, derived once per game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRules {
    /// `long_jumps = on`.
    pub long_jumps: bool,
    /// `leave_target = on`.
    pub leave_target: bool,
    /// Holes this army may never end a move in (`foreign_points = pass-through`).
    pub no_rest: HoleSet,
    /// The army's target point.
    pub target: HoleSet,
    /// `anti_spoiling = swap`: landing on another player's peg in the target swaps it.
    pub swap: bool,
}

impl MoveRules {
    /// The move rules of the army from `home` in a game whose armies start at `homes`.
    #[must_use]
    pub fn new(rules: &HouseRules, home: Point, homes: &[Point]) -> MoveRules {
        let mut no_rest = HoleSet::EMPTY;
        if rules.foreign_points == ForeignPoints::PassThrough {
            for other in homes.iter().filter(|p| **p != home) {
                no_rest = no_rest.or(other.holes()).or(other.opposite().holes());
            }
            no_rest = no_rest
                .without(home.holes())
                .without(home.opposite().holes());
        }
        MoveRules {
            long_jumps: rules.long_jumps,
            leave_target: rules.leave_target,
            no_rest,
            target: home.opposite().holes(),
            swap: rules.anti_spoiling == AntiSpoiling::Swap,
        }
    }
}

/// Holes along each line from each hole, nearest first (for long jumps).
pub(crate) struct Lines {
    pub(crate) holes: [[[u8; 16]; 6]; HOLE_COUNT],
    pub(crate) len: [[u8; 6]; HOLE_COUNT],
}

pub(crate) static LINES: LazyLock<Box<Lines>> = LazyLock::new(|| {
    let mut l = Box::new(Lines {
        holes: [[[0; 16]; 6]; HOLE_COUNT],
        len: [[0; 6]; HOLE_COUNT],
    });
    for h in Hole::all() {
        for (d, dir) in Direction::ALL.into_iter().enumerate() {
            let mut k = 1;
            while let Some(n) = ray(h, dir, k) {
                l.holes[h.index()][d][(k - 1) as usize] = n.index() as u8;
                k += 1;
            }
            l.len[h.index()][d] = (k - 1) as u8;
        }
    }
    l
});

/// Holes a single hop from `from` would land in, whether or not they are empty: the hole
/// beyond an occupied neighbour.
#[inline(always)]
fn short_hop_targets(from: usize, occupied: HoleSet) -> HoleSet {
    let t = &TABLES;
    let mut out = 0u128;
    for &(over, land) in &t.hops[from][..usize::from(t.hop_count[from])] {
        // All ones when the hole hopped over is occupied, else zero: no branch.
        let taken = u128::from(occupied.0 & over.0 != 0).wrapping_neg();
        out |= land.0 & taken;
    }
    HoleSet(out)
}

/// Holes a single long hop from `from` would land in, whether or not they are empty: as
/// far beyond the first peg on a line as the peg is from `from`, every hole between
/// being empty (`long_jumps = on`, docs/rules.md §5).
fn long_hop_targets(from: usize, occupied: HoleSet) -> HoleSet {
    let mut out = HoleSet::EMPTY;
    let lines = &*LINES;
    for d in 0..6 {
        let line = &lines.holes[from][d];
        let len = usize::from(lines.len[from][d]);
        // The first occupied hole along the line is the one hopped over.
        let Some(k) = (0..len).find(|&k| occupied.0 >> line[k] & 1 == 1) else {
            continue;
        };
        // Land at distance 2(k+1); the holes between (k+1 .. 2k) must be empty.
        let land = 2 * k + 1;
        if land < len && (k + 1..land).all(|j| occupied.0 >> line[j] & 1 == 0) {
            out.0 |= 1u128 << line[land];
        }
    }
    out
}

/// Holes a single hop from `from` would land in, whether or not they are empty.
#[inline]
fn hop_targets(from: usize, occupied: HoleSet, long: bool) -> HoleSet {
    if long {
        long_hop_targets(from, occupied)
    } else {
        short_hop_targets(from, occupied)
    }
}

/// Landing holes of single hops from `from` with `occupied` pegs (landing hole empty).
#[inline]
fn hops_from(from: usize, occupied: HoleSet, long: bool) -> HoleSet {
    hop_targets(from, occupied, long).without(occupied)
}

/// Every hole a jump chain from `from` can end in, with the moving peg lifted.
#[must_use]
pub fn chain_reach(from: Hole, occupied: HoleSet, long_jumps: bool) -> HoleSet {
    if long_jumps {
        flood(from, occupied, long_hop_targets)
    } else {
        flood(from, occupied, short_hop_targets)
    }
}

/// Holes reachable from `from` by repeated single hops (`targets` gives the hops from a
/// hole), the peg on `from` lifted; `from` itself excluded.
#[inline(always)]
fn flood(from: Hole, occupied: HoleSet, targets: impl Fn(usize, HoleSet) -> HoleSet) -> HoleSet {
    let occ = occupied.without(HoleSet::single(from));
    let mut seen = HoleSet::single(from);
    let mut frontier = seen;
    while !frontier.is_empty() {
        let mut next = 0u128;
        for h in frontier {
            next |= targets(h.index(), occ).0;
        }
        frontier = HoleSet(next).without(occ).without(seen);
        seen = seen.or(frontier);
    }
    seen.without(HoleSet::single(from))
}

/// The occupied holes of one position laid out on the hop lattice (`geometry::Lattice`),
/// built once and then asked for the destinations of any number of pegs: a jump chain's
/// flood fill moves its whole frontier with six rotations of a `u64` per round instead of
/// looking at its holes one by one. Short hops only; under `long_jumps` it asks
/// [`destinations`].
#[derive(Clone, Copy, Debug)]
pub struct HopBoard {
    occupied: HoleSet,
    /// The occupied cells of each class.
    occ: [u64; 4],
    /// `over[c][d]`: cells of class `c` whose neighbour in direction `d` holds a peg.
    over: [[u64; 6]; 4],
}

/// Cells of class `C` whose neighbour in direction `D` holds a peg: the pegs passed over,
/// rotated onto the cells a hop would start from (a fixed rotation once `C` and `D` are
/// known).
#[inline(always)]
fn over<const C: usize, const D: usize>(occ: &[u64; 4]) -> u64 {
    let (class, r) = LATTICE_OVER[C][D];
    occ[class as usize].rotate_left(r)
}

/// Cells one hop from any cell of `from` in its class, landing on `empty`.
#[inline(always)]
fn lattice_hops(from: u64, over: &[u64; 6], empty: u64) -> u64 {
    let mut out = 0;
    for d in 0..6 {
        out |= (from & over[d]).rotate_left(LATTICE_HOP[d]);
    }
    out & empty
}

impl HopBoard {
    /// Lays out `occupied`.
    #[must_use]
    #[inline]
    pub fn new(occupied: HoleSet) -> HopBoard {
        let l = &LATTICE;
        let mut occ = [0u64; 4];
        for h in occupied {
            occ[usize::from(l.class[h.index()])] |= l.cell[h.index()];
        }
        HopBoard::with_cells(occupied, occ)
    }

    #[inline(always)]
    fn with_cells(occupied: HoleSet, occ: [u64; 4]) -> HopBoard {
        /// The six `over` sets of class `$c`, each with a fixed rotation.
        macro_rules! class {
            ($c:literal) => {
                [
                    over::<$c, 0>(&occ),
                    over::<$c, 1>(&occ),
                    over::<$c, 2>(&occ),
                    over::<$c, 3>(&occ),
                    over::<$c, 4>(&occ),
                    over::<$c, 5>(&occ),
                ]
            };
        }
        let over = [class!(0), class!(1), class!(2), class!(3)];
        HopBoard {
            occupied,
            occ,
            over,
        }
    }

    /// The board after a peg moves from `from` to the empty hole `to`.
    #[must_use]
    #[inline(always)]
    pub fn moved(&self, from: Hole, to: Hole) -> HopBoard {
        let l = &LATTICE;
        let mut occ = self.occ;
        occ[usize::from(l.class[from.index()])] ^= l.cell[from.index()];
        occ[usize::from(l.class[to.index()])] ^= l.cell[to.index()];
        let mut occupied = self.occupied;
        occupied.remove(from);
        occupied.insert(to);
        HopBoard::with_cells(occupied, occ)
    }

    /// The class of `from` and, as cells of that class, every hole a jump chain from
    /// `from` can end in (the same set as [`chain_reach`] without long jumps: the moving
    /// peg never stands between two holes of its own class, so lifting it changes nothing).
    #[inline(always)]
    fn chain_cells(&self, from: Hole) -> (usize, u64) {
        let l = &LATTICE;
        let c = usize::from(l.class[from.index()]);
        let (over, empty) = (&self.over[c], l.cells[c] & !self.occ[c]);
        let mut reach = lattice_hops(l.cell[from.index()], over, empty);
        let mut frontier = reach;
        while frontier != 0 {
            frontier = lattice_hops(frontier, over, empty) & !reach;
            reach |= frontier;
        }
        (c, reach)
    }

    /// The holes of class `c` on `cells`.
    fn holes(c: usize, cells: u64) -> HoleSet {
        let mut out = HoleSet::EMPTY;
        let mut rest = cells;
        while rest != 0 {
            let b = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            out.0 |= 1u128 << LATTICE.hole[c][b];
        }
        out
    }

    /// Every legal end hole for the peg on `from`: the same set as [`destinations`].
    #[must_use]
    #[inline]
    pub fn destinations(&self, from: Hole, rules: &MoveRules) -> HoleSet {
        if rules.long_jumps {
            return destinations(from, self.occupied, rules);
        }
        let steps = TABLES.neighbours[from.index()].without(self.occupied);
        let (c, cells) = self.chain_cells(from);
        filter_ends(from, steps.or(Self::holes(c, cells)), rules)
    }

    /// How many legal end holes the peg on `from` has: `destinations(from, rules).len()`,
    /// counted without listing them when no rule removes any.
    #[must_use]
    #[inline(always)]
    pub fn count(&self, from: Hole, rules: &MoveRules) -> u32 {
        let locked = !rules.leave_target && rules.target.contains(from);
        if rules.long_jumps || locked || !rules.no_rest.is_empty() {
            return self.destinations(from, rules).len();
        }
        let steps = TABLES.neighbours[from.index()].without(self.occupied);
        steps.len() + self.chain_cells(from).1.count_ones()
    }
}

/// Every legal end hole for the peg on `from` (docs/rules.md §3, target lock, foreign points),
/// without swaps.
#[must_use]
pub fn destinations(from: Hole, occupied: HoleSet, rules: &MoveRules) -> HoleSet {
    let steps = TABLES.neighbours[from.index()].without(occupied);
    filter_ends(
        from,
        steps.or(chain_reach(from, occupied, rules.long_jumps)),
        rules,
    )
}

fn filter_ends(from: Hole, ends: HoleSet, rules: &MoveRules) -> HoleSet {
    let mut ends = ends.without(HoleSet::single(from));
    if !rules.leave_target && rules.target.contains(from) {
        ends = ends.and(rules.target);
    }
    ends.without(rules.no_rest)
}

/// Every legal end hole for the peg on `from`, where `foreign` holds the pegs of other
/// players (which `swap` may displace when they stand in the mover's target).
#[must_use]
pub fn destinations_with(
    from: Hole,
    occupied: HoleSet,
    foreign: HoleSet,
    rules: &MoveRules,
) -> HoleSet {
    if !rules.swap || foreign.and(rules.target).is_empty() {
        return destinations(from, occupied, rules);
    }
    filter_ends(
        from,
        swap_search(from, occupied, foreign, rules, None).0,
        rules,
    )
}

/// Appends every legal move of `army` on `board` to `out`, ordered by start hole then end.
/// `foreign`: the pegs of other players (see [`destinations_with`]).
pub fn army_moves(
    board: &Board,
    army: Point,
    rules: &MoveRules,
    foreign: HoleSet,
    out: &mut Vec<Move>,
) {
    let occupied = board.occupied();
    let swaps = rules.swap && !foreign.and(rules.target).is_empty();
    let hops = HopBoard::new(occupied);
    for from in board.army(army) {
        let ends = if swaps {
            destinations_with(from, occupied, foreign, rules)
        } else {
            hops.destinations(from, rules)
        };
        for to in ends {
            out.push(Move { from, to });
        }
    }
}

/// Number of legal moves of `army` (no list built).
#[must_use]
pub fn count_army_moves(board: &Board, army: Point, rules: &MoveRules, foreign: HoleSet) -> u64 {
    let occupied = board.occupied();
    if rules.swap && !foreign.and(rules.target).is_empty() {
        return board
            .army(army)
            .iter()
            .map(|from| u64::from(destinations_with(from, occupied, foreign, rules).len()))
            .sum();
    }
    let hops = HopBoard::new(occupied);
    board
        .army(army)
        .iter()
        .map(|from| u64::from(hops.count(from, rules)))
        .sum()
}

/// A chain under way when swaps can change the board: where the moving peg is, the
/// occupied holes (moving peg lifted) and where other players' pegs stand.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct ChainState {
    at: Hole,
    occ: HoleSet,
    foreign: HoleSet,
}

/// Most chain states explored in one swap search; far above any real position, it only
/// bounds the work on pathological ones.
const MAX_SWAP_STATES: usize = 20_000;

/// Breadth-first search over chain states with swaps (docs/rules.md §5 `swap`). Returns every
/// landing hole reached (steps included) and, when `goal` is given and reached, a
/// shortest chain to it (a step when one reaches it).
fn swap_search(
    from: Hole,
    occupied: HoleSet,
    foreign: HoleSet,
    rules: &MoveRules,
    goal: Option<Hole>,
) -> (HoleSet, Option<Vec<Hole>>) {
    let zone = if rules.swap {
        rules.target
    } else {
        HoleSet::EMPTY
    };
    let lifted = HoleSet::single(from);
    let start = ChainState {
        at: from,
        occ: occupied.without(lifted),
        foreign: foreign.without(lifted),
    };
    let mut ends = HoleSet::EMPTY;
    for n in TABLES.neighbours[from.index()] {
        if !occupied.contains(n) || start.foreign.and(zone).contains(n) {
            ends.insert(n);
            if goal == Some(n) {
                return (ends, Some(vec![from, n]));
            }
        }
    }
    let mut parent: HashMap<ChainState, ChainState> = HashMap::from([(start, start)]);
    let mut queue = VecDeque::from([start]);
    while let Some(st) = queue.pop_front() {
        if parent.len() > MAX_SWAP_STATES {
            break;
        }
        for b in hop_targets(st.at.index(), st.occ, rules.long_jumps) {
            let next = if !st.occ.contains(b) {
                ChainState { at: b, ..st }
            } else if st.foreign.and(zone).contains(b) {
                // The other peg moves to the hole this hop began from.
                let here = HoleSet::single(st.at);
                let there = HoleSet::single(b);
                ChainState {
                    at: b,
                    occ: st.occ.without(there).or(here),
                    foreign: st.foreign.without(there).or(here),
                }
            } else {
                continue;
            };
            if parent.contains_key(&next) {
                continue;
            }
            parent.insert(next, st);
            ends.insert(b);
            if goal == Some(b) {
                let mut path = vec![b];
                let mut cur = st;
                while cur != start {
                    path.push(cur.at);
                    cur = parent[&cur];
                }
                path.push(from);
                path.reverse();
                return (ends, Some(path));
            }
            queue.push_back(next);
        }
    }
    (ends, None)
}

/// A shortest chain for `mv` when swaps may happen on the way (see [`shortest_path`]).
#[must_use]
pub fn shortest_path_with(
    mv: Move,
    occupied: HoleSet,
    foreign: HoleSet,
    rules: &MoveRules,
) -> Option<Vec<Hole>> {
    if !rules.swap || foreign.and(rules.target).is_empty() {
        return shortest_path(mv, occupied, rules.long_jumps);
    }
    swap_search(mv.from, occupied, foreign, rules, Some(mv.to)).1
}

/// Follows a written chain (start, then every landing hole) and returns the swaps it
/// makes, in order, as (landing hole, hole the displaced peg moves to).
///
/// # Errors
/// The first segment that is neither a step (alone) nor a hop into an empty hole, nor,
/// under `swap`, a hop onto another player's peg in the mover's target.
pub fn follow_path(
    path: &[Hole],
    occupied: HoleSet,
    foreign: HoleSet,
    rules: &MoveRules,
) -> Result<Vec<(Hole, Hole)>, PathError> {
    let Some(&start) = path.first() else {
        return Ok(Vec::new());
    };
    let zone = if rules.swap {
        rules.target
    } else {
        HoleSet::EMPTY
    };
    let lifted = HoleSet::single(start);
    let mut occ = occupied.without(lifted);
    let mut foreign = foreign.without(lifted);
    let mut swaps = Vec::new();
    if let [a, b] = *path {
        if TABLES.neighbours[a.index()].contains(b) {
            if foreign.and(zone).contains(b) {
                swaps.push((b, a));
                return Ok(swaps);
            }
            return if occ.contains(b) {
                Err(PathError::NotAHop { from: a, to: b })
            } else {
                Ok(swaps)
            };
        }
    }
    for pair in path.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if hop_targets(a.index(), occ, rules.long_jumps).contains(b) {
            if !occ.contains(b) {
                continue;
            }
            if foreign.and(zone).contains(b) {
                let (here, there) = (HoleSet::single(a), HoleSet::single(b));
                occ = occ.without(there).or(here);
                foreign = foreign.without(there).or(here);
                swaps.push((b, a));
                continue;
            }
            return Err(PathError::LandingTaken(b));
        }
        if TABLES.neighbours[a.index()].contains(b) && !occ.contains(b) {
            return Err(PathError::StepInChain);
        }
        return Err(PathError::NotAHop { from: a, to: b });
    }
    Ok(swaps)
}

/// The shortest way to play `mv`: `[from, to]` for a step, else the landing holes of a
/// shortest jump chain. `None` when `to` is not reachable at all (ignoring target rules).
#[must_use]
pub fn shortest_path(mv: Move, occupied: HoleSet, long_jumps: bool) -> Option<Vec<Hole>> {
    if TABLES.neighbours[mv.from.index()].contains(mv.to) && !occupied.contains(mv.to) {
        return Some(vec![mv.from, mv.to]);
    }
    let occ = occupied.without(HoleSet::single(mv.from));
    let mut parent = [u8::MAX; HOLE_COUNT];
    let mut queue = VecDeque::from([mv.from]);
    parent[mv.from.index()] = mv.from.index() as u8;
    while let Some(h) = queue.pop_front() {
        if h == mv.to {
            let mut path = vec![h];
            let mut cur = h;
            while cur != mv.from {
                cur = Hole::new(usize::from(parent[cur.index()]))?;
                path.push(cur);
            }
            path.reverse();
            return Some(path);
        }
        for next in hops_from(h.index(), occ, long_jumps) {
            if parent[next.index()] == u8::MAX {
                parent[next.index()] = h.index() as u8;
                queue.push_back(next);
            }
        }
    }
    None
}

/// Why a written chain of holes is not a way a peg can travel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    /// A step written inside a longer chain (steps and hops never mix).
    #[error("a step cannot be part of a jump chain")]
    StepInChain,
    /// A hop whose landing hole is taken.
    #[error("{0} is not empty")]
    LandingTaken(Hole),
    /// `from` → `to` is neither a step nor a hop over one peg into an empty hole.
    #[error("{from} to {to} is not a step or a hop")]
    NotAHop {
        /// Where the bad segment starts.
        from: Hole,
        /// Where it ends.
        to: Hole,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hole {
        s.parse().unwrap()
    }

    /// The lattice flood fill against the hole-by-hole one, on random boards of every
    /// density, for every peg, with and without target lock and foreign points.
    #[test]
    fn hop_board_matches_hole_by_hole_generation() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(20);
        let rule_sets = [
            (false, HoleSet::EMPTY, false),
            (true, HoleSet::EMPTY, false),
            (false, Point::NE.holes().or(Point::SW.holes()), false),
            (false, HoleSet::EMPTY, true),
        ];
        let mut reached = 0;
        for round in 0..400 {
            let density = 0.1 + 0.8 * f64::from(round % 9) / 8.0;
            let occupied: HoleSet = Hole::all().filter(|_| rng.gen_bool(density)).collect();
            let hops = HopBoard::new(occupied);
            for (leave_target, no_rest, long_jumps) in rule_sets {
                let rules = MoveRules {
                    long_jumps,
                    leave_target,
                    no_rest,
                    target: Point::S.holes(),
                    swap: false,
                };
                for from in occupied {
                    let want = destinations(from, occupied, &rules);
                    assert_eq!(hops.destinations(from, &rules), want, "{from} {occupied:?}");
                    assert_eq!(hops.count(from, &rules), want.len());
                    reached += want.len();
                }
            }
        }
        // The boards are not trivial: many moves were compared.
        assert!(reached > 100_000, "{reached}");
    }

    #[test]
    fn long_hop_needs_empty_holes_and_lands_symmetrically() {
        // A peg on e7... place one peg at g7 (two steps SE-ish along a line is hard to
        // name), so use the row: e1 moving east with a peg on e4 lands on e7.
        let occupied: HoleSet = [h("e1"), h("e4")].into_iter().collect();
        let reach = hops_from(h("e1").index(), occupied, true);
        assert!(reach.contains(h("e7")));
        assert_eq!(reach.len(), 1);
        // A peg between the hopped peg and the landing hole blocks it.
        let blocked: HoleSet = [h("e1"), h("e4"), h("e6")].into_iter().collect();
        assert!(!hops_from(h("e1").index(), blocked, true).contains(h("e7")));
        // Without long jumps only the adjacent hop exists.
        assert!(hops_from(h("e1").index(), occupied, false).is_empty());
    }
}
