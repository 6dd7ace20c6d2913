//! The lone army's planner: when nobody else can move any more (the solitaire crossing,
//! docs/rules.md §9), `hard` plans the whole way home instead of searching a few plies.
//!
//! A beam search over whole move sequences: each level keeps the `width` positions of
//! lowest cost (the evaluation's cost tables, a distance table per army: every peg's
//! cost depends on its hole only, so a move's cost change is exact and cheap), never
//! revisits a position of an earlier level, and stops at the first level that reaches
//! home, which is then the shortest crossing that beam found. The width doubles from
//! [`FIRST_WIDTH`] while the budget lasts, and the shortest plan wins (the narrower on a
//! tie). Only the plan's first move is played: the next move plans again from the new
//! position, so the player stays stateless, and a shorter rest of the way found then is
//! taken. Beam search for the crossing follows G. Bell (2009), who proved 27 moves the
//! optimum.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::Instant;

use super::limits::SearchLimits;
use super::pos::{peg_key, Ctx, Pos, SMove};

/// The narrowest beam tried.
const FIRST_WIDTH: usize = 16;
/// The widest beam tried (its candidates take some 30 MB).
pub(crate) const MAX_WIDTH: usize = 1 << 15;
/// Levels searched at most: no crossing found by then means no plan.
pub(crate) const MAX_LEVELS: usize = 120;

/// A plan found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    /// Its first move.
    pub mv: SMove,
    /// Its moves to home, all told.
    pub len: u32,
    /// The widest beam completed.
    pub width: u32,
}

/// A position of the beam: its pegs, its cost, and where it came from.
#[derive(Clone, Copy)]
struct Node {
    pos: Pos,
    cost: i32,
    /// Index of the parent in the previous level.
    parent: u32,
    mv: SMove,
}

/// A child not yet made: what it would cost, its hash, its parent and move.
#[derive(Clone, Copy)]
struct Candidate {
    cost: i32,
    hash: u64,
    parent: u32,
    mv: SMove,
}

/// The hashes are Zobrist keys already: hash them as they are.
#[derive(Default)]
struct Identity(u64);

impl Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 << 8) | u64::from(*b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type Seen = HashSet<u64, BuildHasherDefault<Identity>>;

/// Plans `seat`'s way home on `pos` in at most `max_levels` moves, the other pegs
/// standing still, within `limits` counted from `start` (its node budget counts candidate
/// positions). Also returns the nodes spent; no plan when no beam within the budget
/// reached home.
pub(crate) fn plan(
    ctx: &Ctx,
    pos: &Pos,
    seat: usize,
    (max_width, max_levels): (usize, usize),
    limits: &SearchLimits,
    start: Instant,
) -> (Option<Plan>, u64) {
    let mut budget = Budget {
        nodes: 0,
        limits,
        start,
    };
    let mut best: Option<Plan> = None;
    let mut width = FIRST_WIDTH;
    while width <= max_width {
        let cap = best.map_or(max_levels, |b| b.len as usize - 1);
        match beam(ctx, pos, seat, width, cap, &mut budget) {
            Outcome::Found(mv, len) => {
                best = Some(Plan {
                    mv,
                    len,
                    width: width as u32,
                });
            }
            Outcome::None => {}
            Outcome::OutOfBudget => break,
        }
        if let Some(b) = &mut best {
            b.width = width as u32;
        }
        width *= 2;
    }
    (best, budget.nodes)
}

/// What one beam found.
enum Outcome {
    /// A plan: its first move and length.
    Found(SMove, u32),
    /// No plan within the levels allowed.
    None,
    /// The budget ran out first.
    OutOfBudget,
}

/// The nodes counted and the limits.
struct Budget<'a> {
    nodes: u64,
    limits: &'a SearchLimits,
    start: Instant,
}

impl Budget<'_> {
    fn spent(&self) -> bool {
        (self.limits.max_nodes != 0 && self.nodes >= self.limits.max_nodes)
            || self.start.elapsed() >= self.limits.deadline / 10 * 9
    }
}

/// One beam search of `width`, at most `cap` levels deep.
fn beam(
    ctx: &Ctx,
    pos: &Pos,
    seat: usize,
    width: usize,
    cap: usize,
    budget: &mut Budget,
) -> Outcome {
    let root = Node {
        pos: *pos,
        cost: ctx.armies_cost(pos, ctx.commanded(pos, seat)),
        parent: 0,
        mv: SMove {
            army: 0,
            from: crate::core::Hole::all()
                .next()
                .expect("the board has holes"),
            to: crate::core::Hole::all()
                .next()
                .expect("the board has holes"),
            delta: 0,
        },
    };
    let mut levels: Vec<Vec<Node>> = vec![vec![root]];
    let mut seen = Seen::default();
    seen.insert(pos.hash);
    let mut moves = Vec::new();
    let mut candidates: Vec<Candidate> = Vec::new();
    for _ in 0..cap {
        candidates.clear();
        let last = levels.last().expect("the root level");
        for (i, node) in last.iter().enumerate() {
            moves.clear();
            ctx.gen(&node.pos, seat, &mut moves);
            budget.nodes += moves.len() as u64;
            for mv in &moves {
                let a = usize::from(mv.army);
                let hash = node.pos.hash ^ peg_key(a, mv.from) ^ peg_key(a, mv.to);
                if !seen.contains(&hash) {
                    candidates.push(Candidate {
                        cost: node.cost + mv.delta,
                        hash,
                        parent: i as u32,
                        mv: *mv,
                    });
                }
            }
            if i % 64 == 0 && budget.spent() {
                return Outcome::OutOfBudget;
            }
        }
        if budget.spent() {
            return Outcome::OutOfBudget;
        }
        let key = |c: &Candidate| (c.cost, c.hash);
        if candidates.len() > width * 2 {
            candidates.select_nth_unstable_by_key(width * 2, key);
            candidates.truncate(width * 2);
        }
        candidates.sort_unstable_by_key(key);
        candidates.dedup_by_key(|c| c.hash);
        candidates.truncate(width);
        if candidates.is_empty() {
            return Outcome::None;
        }
        let mut next = Vec::with_capacity(candidates.len());
        for c in &candidates {
            let parent = &last[c.parent as usize];
            let mut child = parent.pos;
            child.apply(usize::from(c.mv.army), c.mv.from, c.mv.to);
            seen.insert(c.hash);
            next.push(Node {
                pos: child,
                cost: c.cost,
                parent: c.parent,
                mv: c.mv,
            });
            if ctx.seat_home(&child, seat) {
                let len = levels.len() as u32;
                levels.push(next);
                return Outcome::Found(first_move(&levels), len);
            }
        }
        levels.push(next);
    }
    Outcome::None
}

/// The first move of the plan ending at the last node of the last level.
fn first_move(levels: &[Vec<Node>]) -> SMove {
    let mut level = levels.len() - 1;
    let mut node = *levels[level].last().expect("the plan's last node");
    while level > 1 {
        node = levels[level - 1][node.parent as usize];
        level -= 1;
    }
    node.mv
}

#[cfg(test)]
mod tests {
    use crate::ai::{Bot, Level};
    use crate::core::{Board, Game, GameRecord, HouseRules, Layout, Point, Race, Seat};

    /// The computer's crossing (27 moves, the optimum) after its first `moves` moves.
    fn crossing_after(moves: usize) -> Game {
        let text = include_str!("../../data/solo/computer-crossing.txt");
        let mut record = GameRecord::parse(text).unwrap();
        assert_eq!(record.turns.len(), 27);
        record.turns.truncate(moves);
        record.replay().unwrap()
    }

    /// Seven moves from home the planner finds the seven moves, alone on the solo
    /// layout and as the crossing of the arena (a 2-player layout whose other seat has
    /// no pegs); with the planner off (`plan = 0`) the search plays a short plan.
    #[test]
    fn a_lone_army_plans_its_way_home() {
        let game = crossing_after(20);
        let bot = Bot::new(Level::Hard).with_max_nodes(50_000);
        let report = bot.choose_with_report(&game, 1).unwrap().search.unwrap();
        assert_eq!(report.depth, 7, "{report:?}");
        assert!(game.legal_moves().contains(&report.mv));

        let mut board = Board::empty();
        board.set_army(Point::N, game.board().army(Point::N));
        let layout = Layout::standard(2).unwrap();
        let race = Race::from_board(layout, HouseRules::default(), board, Seat::ALL[0]);
        let two = Game::from(race.unwrap());
        let report = bot.choose_with_report(&two, 1).unwrap().search.unwrap();
        assert_eq!(report.depth, 7, "{report:?}");

        let mut off = bot;
        off.params.plan = 0;
        let report = off.choose_with_report(&two, 1).unwrap().search.unwrap();
        assert!(report.depth < 7, "{report:?}");
    }
}
