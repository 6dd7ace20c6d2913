//! The capture game's moves (docs/rules.md §6): chains and captures on bare peg sets.
//!
//! In the capture game every peg belongs to nobody (a [`HoleSet`] of pegs, drawn in one
//! neutral colour; see [`super::CaptureGame`]), any player moves any peg,
//! and only by hopping; each hopped peg is captured at once. A chain may stop after any
//! hop, never hops the same peg twice (it is gone) and may end on the hole it started
//! from. Different chains between the same two holes capture different pegs, so a move
//! is its full list of landing holes (docs/notation.md).
//!
//! Two views of the moves:
//!
//! - **chains** (`from`, then every landing hole): what players write and what
//!   [`perft`] counts;
//! - **captures** ([`Capture`]: start, end and the set of captured holes): what a chain
//!   does to the board. Chains with the same capture lead to the same position, so the
//!   computer players search over captures.
//!
//! Both are found by depth-first search over (hole, pegs captured so far). Every hop
//! removes a peg, so a chain has at most 59 hops and the search always ends; the number
//! of chains can still grow fast on sparse boards, so the enumerations that serve chat
//! commands are bounded ([`MAX_CHAIN_STATES`]).

use std::collections::{HashMap, HashSet};

use super::geometry::{Point, TABLES};
use super::hole::Hole;
use super::holeset::HoleSet;
use super::movegen::LINES;

/// The starting pegs: the 61 holes of the central hexagon except the centre `i5`
/// (60 pegs; the six points empty).
#[must_use]
pub fn start_pegs() -> HoleSet {
    let points = Point::ALL
        .into_iter()
        .fold(HoleSet::EMPTY, |acc, p| acc.or(p.holes()));
    let centre = Hole::at(8, 0).map_or(HoleSet::EMPTY, HoleSet::single);
    points.complement().without(centre)
}

/// What a capturing chain does: the peg on `from` ends on `to` (possibly `from` again)
/// and the pegs on `taken` are captured (at least one).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Capture {
    /// Start hole.
    pub from: Hole,
    /// End hole.
    pub to: Hole,
    /// The holes of the captured pegs.
    pub taken: HoleSet,
}

impl Capture {
    /// The pegs after this capture is played on `pegs`.
    #[must_use]
    pub fn apply(&self, pegs: HoleSet) -> HoleSet {
        let mut out = pegs.without(self.taken);
        out.remove(self.from);
        out.insert(self.to);
        out
    }
}

/// Most (hole, captured set) states one enumeration visits. Far above anything a real
/// game reaches (the busiest positions of random games stay under a few thousand); it
/// only bounds the work a constructed position can cause.
pub const MAX_CHAIN_STATES: usize = 200_000;

/// Calls `f(over, land)` for every hop of a peg on `at`: over a peg of `pegs` into an empty
/// hole. `pegs` must not hold the moving peg. With `long`, a hop may go over the first peg
/// along a line at any distance and land as far beyond it, every hole between being empty
/// (docs/rules.md §5 `long_jumps`).
#[inline]
pub(crate) fn for_each_hop(at: Hole, pegs: HoleSet, long: bool, mut f: impl FnMut(Hole, Hole)) {
    let a = at.index();
    if long {
        let lines = &*LINES;
        for d in 0..6 {
            let line = &lines.holes[a][d];
            let len = usize::from(lines.len[a][d]);
            let Some(k) = (0..len).find(|&k| pegs.0 >> line[k] & 1 == 1) else {
                continue;
            };
            let land = 2 * k + 1;
            if land < len && (k + 1..=land).all(|j| pegs.0 >> line[j] & 1 == 0) {
                if let (Some(over), Some(to)) = (
                    Hole::new(usize::from(line[k])),
                    Hole::new(usize::from(line[land])),
                ) {
                    f(over, to);
                }
            }
        }
    } else {
        let t = &TABLES;
        for d in 0..6 {
            let (n, b) = (t.neighbour[a][d], t.beyond[a][d]);
            if b != u8::MAX && pegs.0 >> n & 1 == 1 && pegs.0 >> b & 1 == 0 {
                if let (Some(over), Some(to)) =
                    (Hole::new(usize::from(n)), Hole::new(usize::from(b)))
                {
                    f(over, to);
                }
            }
        }
    }
}

/// Whether any peg of `pegs` can hop (the capture game goes on).
#[must_use]
pub fn any_hop(pegs: HoleSet, long: bool) -> bool {
    pegs.iter().any(|from| {
        let mut found = false;
        for_each_hop(from, pegs.without(HoleSet::single(from)), long, |_, _| {
            found = true;
        });
        found
    })
}

/// Appends every capture (distinct start, end and captured set) of the pegs `pegs` to
/// `out`, by start hole then in search order. Stops after [`MAX_CHAIN_STATES`] states.
pub fn captures(pegs: HoleSet, long: bool, out: &mut Vec<Capture>) {
    let mut seen: HashSet<(Hole, HoleSet)> = HashSet::new();
    let mut stack: Vec<(Hole, HoleSet)> = Vec::new();
    let mut states = 0;
    for from in pegs {
        let rest = pegs.without(HoleSet::single(from));
        seen.clear();
        stack.push((from, HoleSet::EMPTY));
        while let Some((at, taken)) = stack.pop() {
            states += 1;
            if states > MAX_CHAIN_STATES {
                return;
            }
            for_each_hop(at, rest.without(taken), long, |over, land| {
                let t = taken.or(HoleSet::single(over));
                if seen.insert((land, t)) {
                    out.push(Capture {
                        from,
                        to: land,
                        taken: t,
                    });
                    stack.push((land, t));
                }
            });
        }
    }
}

/// Calls `f` with every capturing chain of the peg on `from` (start hole, then every
/// landing hole), depth first; stops when `f` returns `false` or after `budget` hops
/// (returning `false` then too).
pub fn for_each_chain(
    pegs: HoleSet,
    from: Hole,
    long: bool,
    budget: &mut usize,
    f: &mut impl FnMut(&[Hole]) -> bool,
) -> bool {
    fn walk(
        rest: HoleSet,
        path: &mut Vec<Hole>,
        long: bool,
        budget: &mut usize,
        f: &mut impl FnMut(&[Hole]) -> bool,
    ) -> bool {
        let Some(&at) = path.last() else { return true };
        let mut hops = [(at, at); 6];
        let mut n = 0;
        for_each_hop(at, rest, long, |over, land| {
            if n < 6 {
                hops[n] = (over, land);
                n += 1;
            }
        });
        for &(over, land) in &hops[..n] {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            path.push(land);
            let go_on = f(path) && walk(rest.without(HoleSet::single(over)), path, long, budget, f);
            path.pop();
            if !go_on {
                return false;
            }
        }
        true
    }
    if !pegs.contains(from) {
        return true;
    }
    let mut path = vec![from];
    walk(
        pegs.without(HoleSet::single(from)),
        &mut path,
        long,
        budget,
        f,
    )
}

/// The capturing chains from `from` that end on `to`: the first `limit` in search order,
/// and how many there are in all (counted up to [`MAX_CHAIN_STATES`] hops of search).
#[must_use]
pub fn chains_between(
    pegs: HoleSet,
    from: Hole,
    to: Hole,
    long: bool,
    limit: usize,
) -> (Vec<Vec<Hole>>, usize) {
    let mut found = Vec::new();
    let mut count = 0;
    let mut budget = MAX_CHAIN_STATES;
    for_each_chain(pegs, from, long, &mut budget, &mut |path| {
        if path.last() == Some(&to) {
            count += 1;
            if found.len() < limit {
                found.push(path.to_vec());
            }
        }
        true
    });
    (found, count)
}

/// A chain that plays `capture` (the first found), if there is one.
#[must_use]
pub fn chain_of(pegs: HoleSet, capture: &Capture, long: bool) -> Option<Vec<Hole>> {
    let mut out = None;
    let mut budget = MAX_CHAIN_STATES;
    for_each_chain(pegs, capture.from, long, &mut budget, &mut |path| {
        if path.last() == Some(&capture.to) && captured_holes(path) == capture.taken {
            out = Some(path.to_vec());
            return false;
        }
        // Only prefixes that capture nothing outside the target set can lead there.
        true
    });
    out
}

/// The hole hopped over by the hop `a` → `b` (the midpoint: a long hop lands as far
/// beyond the hopped peg as it started before it), if `a` → `b` is along a line and of
/// even length.
#[must_use]
pub fn hopped(a: Hole, b: Hole) -> Option<Hole> {
    let (dr, dx) = (b.row() as i32 - a.row() as i32, b.x2() - a.x2());
    if dr % 2 != 0 || dx % 2 != 0 {
        return None;
    }
    Hole::at(a.row() as i32 + dr / 2, a.x2() + dx / 2)
}

/// The holes whose pegs a chain (start, then landing holes) captures, in a set.
#[must_use]
pub fn captured_holes(path: &[Hole]) -> HoleSet {
    path.windows(2).filter_map(|w| hopped(w[0], w[1])).collect()
}

/// Why a written chain is not a capturing chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChainError {
    /// A step to a neighbouring hole: the capture game has none.
    #[error("the capture game has no steps: hop over a peg")]
    Step,
    /// `from` → `to` is not a hop over a peg still on the board into an empty hole.
    #[error("{from} to {to} is not a hop over a peg")]
    NotACapture {
        /// Where the bad hop starts.
        from: Hole,
        /// Where it ends.
        to: Hole,
    },
}

/// Follows a written chain on `pegs` and returns the holes it captures.
///
/// # Errors
/// [`ChainError`] for the first segment that is a step or not a capturing hop.
pub fn follow(pegs: HoleSet, path: &[Hole], long: bool) -> Result<HoleSet, ChainError> {
    let Some(&start) = path.first() else {
        return Ok(HoleSet::EMPTY);
    };
    let mut rest = pegs.without(HoleSet::single(start));
    let mut taken = HoleSet::EMPTY;
    for w in path.windows(2) {
        let (a, b) = (w[0], w[1]);
        let mut hop = None;
        for_each_hop(a, rest, long, |over, land| {
            if land == b {
                hop = Some(over);
            }
        });
        match hop {
            Some(over) => {
                rest.remove(over);
                taken.insert(over);
            }
            None if TABLES.neighbours[a.index()].contains(b) && !rest.contains(b) => {
                return Err(ChainError::Step)
            }
            None => return Err(ChainError::NotACapture { from: a, to: b }),
        }
    }
    Ok(taken)
}

/// Number of chain sequences of exactly `depth` moves from `pegs` (a chain counted once
/// per distinct list of landing holes; lines where the game ends early are not counted).
/// Whose turn it is does not matter: everyone may move every peg.
#[must_use]
pub fn perft(pegs: HoleSet, long: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // Chains grouped by what they do: (start, end, captured) → number of chains.
    let mut by_effect: HashMap<Capture, u64> = HashMap::new();
    let mut budget = usize::MAX;
    for from in pegs {
        for_each_chain(pegs, from, long, &mut budget, &mut |path| {
            let c = Capture {
                from,
                to: path[path.len() - 1],
                taken: captured_holes(path),
            };
            *by_effect.entry(c).or_default() += 1;
            true
        });
    }
    if depth == 1 {
        return by_effect.values().sum();
    }
    by_effect
        .into_iter()
        .map(|(c, n)| n * perft(c.apply(pegs), long, depth - 1))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hole {
        s.parse().unwrap()
    }

    #[test]
    fn the_hopped_hole_is_the_midpoint_for_short_and_long_hops() {
        assert_eq!(hopped(h("i3"), h("i5")), Some(h("i4")));
        assert_eq!(hopped(h("e1"), h("e7")), Some(h("e4")));
        assert_eq!(hopped(h("i5"), h("k7")), Some(h("j6")));
        assert_eq!(hopped(h("i5"), h("i6")), None);
    }
}
