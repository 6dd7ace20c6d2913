//! "Home in N": the red army alone (the solitaire, docs/rules.md §9) near the end of its
//! crossing, to bring home in the fewest moves there are. The fewest is found by an
//! exhaustive search (iterative deepening, cut by the one bound that always holds: each
//! peg outside the target needs a move of its own), and the answer is the one first move
//! of a shortest way home: a puzzle is kept only when exactly one first move has one.

use std::collections::HashMap;

use rand::Rng;

use super::farthest::advance;
use crate::core::{destinations, Hole, HoleSet, HouseRules, Move, MoveRules, Point};

/// The army to move: red, from the N point to S.
const ARMY: Point = Point::N;

/// The most moves a "home in N" puzzle asks for.
pub const MOST_MOVES: u32 = 5;

/// The fewest.
pub const FEWEST_MOVES: u32 = 3;

/// The move rules of the lone army (the defaults: short hops, target lock).
fn rules() -> MoveRules {
    MoveRules::new(&HouseRules::default(), ARMY, &[ARMY])
}

/// The exhaustive search over the lone army's positions, with what it learnt: the
/// positions from which home is known to be out of reach in a given number of moves.
pub struct Solver {
    rules: MoveRules,
    /// Army holes → the most moves in which home is known to be out of reach.
    failed: HashMap<u128, u32>,
    /// Positions looked at (for the benchmark's curiosity and the tests).
    pub nodes: u64,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver that knows nothing yet.
    #[must_use]
    pub fn new() -> Solver {
        Solver {
            rules: rules(),
            failed: HashMap::new(),
            nodes: 0,
        }
    }

    /// Every legal move of the army on `army` (no other peg on the board), by start hole,
    /// then end hole.
    #[must_use]
    pub fn moves(&self, army: HoleSet) -> Vec<Move> {
        army.iter()
            .flat_map(|from| {
                destinations(from, army, &self.rules)
                    .iter()
                    .map(move |to| Move { from, to })
            })
            .collect()
    }

    /// Whether the army on `army` can be home within `moves` moves.
    pub fn home_within(&mut self, army: HoleSet, moves: u32) -> bool {
        self.nodes += 1;
        let target = self.rules.target;
        let outside = army.without(target);
        if outside.is_empty() {
            return true;
        }
        // Each peg outside needs a move of its own.
        if outside.len() > moves || self.failed.get(&army.0).is_some_and(|&m| m >= moves) {
            return false;
        }
        // With no move to spare, every move brings a peg in from outside.
        let tight = outside.len() == moves;
        let starts = if tight { outside } else { army };
        for from in starts {
            let mut ends = destinations(from, army, &self.rules);
            if tight {
                ends = ends.and(target);
            }
            for to in ends {
                if self.home_within(moved(army, from, to), moves - 1) {
                    return true;
                }
            }
        }
        let known = self.failed.entry(army.0).or_insert(0);
        *known = (*known).max(moves);
        false
    }

    /// The fewest moves that bring the army on `army` home, if at most `most`.
    pub fn fewest(&mut self, army: HoleSet, most: u32) -> Option<u32> {
        let bound = army.without(self.rules.target).len();
        (bound..=most).find(|&n| self.home_within(army, n))
    }

    /// The first moves of every way home in exactly `moves` moves.
    pub fn first_moves(&mut self, army: HoleSet, moves: u32) -> Vec<Move> {
        let Some(rest) = moves.checked_sub(1) else {
            return Vec::new();
        };
        self.moves(army)
            .into_iter()
            .filter(|m| self.home_within(moved(army, m.from, m.to), rest))
            .collect()
    }

    /// A way home in `moves` moves that starts with `first` (which must begin one).
    pub fn line(&mut self, army: HoleSet, first: Move, moves: u32) -> Vec<Move> {
        let mut line = vec![first];
        let mut now = moved(army, first.from, first.to);
        for left in (0..moves.saturating_sub(1)).rev() {
            let Some(next) = self
                .moves(now)
                .into_iter()
                .find(|m| self.home_within(moved(now, m.from, m.to), left))
            else {
                break;
            };
            now = moved(now, next.from, next.to);
            line.push(next);
        }
        line
    }
}

/// `army` with its peg on `from` moved to `to`.
#[must_use]
pub fn moved(army: HoleSet, from: Hole, to: Hole) -> HoleSet {
    let mut next = army;
    next.remove(from);
    next.insert(to);
    next
}

/// A "home in N" puzzle as found: the army's holes, N, its one right first move, and a
/// whole shortest way home beginning with it.
pub struct Found {
    /// The red pegs.
    pub army: HoleSet,
    /// The fewest moves home.
    pub moves: u32,
    /// The one first move of a shortest way home.
    pub answer: Move,
    /// A shortest way home, `answer` first.
    pub line: Vec<Move>,
}

/// Makes a "home in N" puzzle from `rng`: the army starts home and some moves are played
/// backwards (out of the target, never back into it from outside, so that each is a
/// legal move forwards); the position is kept when the fewest moves home are between
/// [`FEWEST_MOVES`] and [`MOST_MOVES`], at least two pegs are outside the target, exactly
/// one first move begins a shortest way home, and another move advances as far as that
/// one (the longest move is not the answer by being the longest). Returns the puzzle and the positions tried.
pub fn generate(rng: &mut impl Rng) -> (Found, u32) {
    let rules = rules();
    let target = rules.target;
    let mut tries = 0;
    loop {
        tries += 1;
        let back = rng.gen_range(FEWEST_MOVES..=MOST_MOVES + 1);
        let mut army = target;
        for _ in 0..back {
            // Moves that played forwards bring the peg nearer the S point, and never take
            // a peg out of the target: backwards, a peg outside stays outside.
            let mut choices = Vec::new();
            for from in army {
                let reach = destinations(from, army, &unlocked(rules));
                for to in reach {
                    let outward = to.row() < from.row();
                    let enters = !target.contains(from) && target.contains(to);
                    if outward && !enters {
                        choices.push(Move { from, to });
                    }
                }
            }
            if choices.is_empty() {
                break;
            }
            let m = choices[rng.gen_range(0..choices.len())];
            army = moved(army, m.from, m.to);
        }
        let mut solver = Solver::new();
        let Some(moves) = solver.fewest(army, MOST_MOVES) else {
            continue;
        };
        // A lone peg walking in is no puzzle.
        if moves < FEWEST_MOVES || army.without(target).len() < 2 {
            continue;
        }
        let firsts = solver.first_moves(army, moves);
        // Nor is a way home that begins with the longest move there is: another move
        // must advance as far as the answer.
        let decoy = |answer: Move| {
            solver
                .moves(army)
                .iter()
                .any(|m| *m != answer && advance(*m) >= advance(answer))
        };
        if let [answer] = firsts[..] {
            if !decoy(answer) {
                continue;
            }
            let line = solver.line(army, answer, moves);
            return (
                Found {
                    army,
                    moves,
                    answer,
                    line,
                },
                tries,
            );
        }
    }
}

/// `rules` without the target lock: moves played backwards may leave the target.
fn unlocked(rules: MoveRules) -> MoveRules {
    MoveRules {
        leave_target: true,
        ..rules
    }
}
