//! Monte-Carlo tree search with the max^n backup and Progressive History: the arena's
//! `mcts` entrant, a reference for `hard`.
//!
//! After J. A. M. Nijssen & M. H. M. Winands, "Enhancements for Multi-Player Monte-Carlo
//! Tree Search" (Computers and Games 2010, LNCS 6515, 2011) and Nijssen's thesis
//! "Monte-Carlo Tree Search for Multi-Player Games" (Maastricht University, 2013), ch. 4–5:
//!
//! - **Tree**: every node stores a reward sum per seat; the seat to move at a node picks
//!   among its children by its own component (the max^n policy, which the thesis found
//!   best of max^n, paranoid and best-reply inside MCTS). A seat without a move passes.
//!   A node's untried moves are expanded one per iteration, best immediate progress
//!   first; the root's are every legal move.
//! - **Selection**: UCT with Progressive History,
//!   `q_i + C·sqrt(ln n_p / n_i) + h_a · W / ((1 − q_i)·n_i + 1)`, where `q_i` is the
//!   child's mean reward for the seat to move, `n` visit counts and `h_a` the mean reward
//!   of that seat over every iteration in which it played move `a` (same peg move, from
//!   hole to hole), in the tree or in a playout. `C` = 0.2, `W` = 5.
//! - **Playout**: each seat in turn plays, with probability 0.95, the move that brings a
//!   peg furthest toward its target's tip (ties at random), otherwise a random move; the
//!   playout stops after [`PLAYOUT_ROUNDS`] moves per seat (or when the root's seat is
//!   home or nobody can move), and the evaluation decides it.
//! - **Reward**: seat `s` scores `σ((e_s − max e_r) / 64)` where `e` is [`seat_score`]
//!   (`hard`'s evaluation seen from each seat, a large bonus once finished), `r` ranges
//!   over its rivals (the other teams not finished before the search), 64 cost units are
//!   four steps and σ is the logistic function: an estimated chance of coming first, in
//!   [0, 1] as `C` assumes. A seat without rivals scores its own progress since the root.
//!   Cutting the playouts short keeps many of them within a node budget (a playout to the
//!   end of a 6-player game is some 200 moves) and the evaluation sees what a short random
//!   continuation cannot.
//! - **Move**: the root's most visited child (ties: the better mean reward). A root move
//!   that brings the mover's pegs back to an earlier arrangement costs its seat's margin
//!   the penalty `hard` gives it (two steps for each time), in every iteration through it.
//!
//! Randomness comes from the move's seed only, so a node budget gives the same move on
//! any machine. A node is a position visited: a step down the tree or a playout move.

use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::core::{Point, Race, HOLE_COUNT};

use super::pos::{Ctx, Pos, SMove};
use super::search::{root_moves, seat_score, spent, SearchLimits, SearchReport, Start};
use super::Bot;

/// The UCT exploration constant, for rewards in [0, 1].
pub(crate) const C: f64 = 0.2;
/// The weight `W` of Progressive History.
pub(crate) const W: f64 = 5.0;
/// How often a playout move is the greedy one (the rest are random).
pub(crate) const GREEDY: f64 = 0.95;
/// Playout moves per seat before the evaluation decides the playout.
pub(crate) const PLAYOUT_ROUNDS: usize = 4;
/// The evaluation margin (cost units: four steps) that makes a chance of σ(1) ≈ 73%.
const MARGIN: f64 = 64.0;
/// No seat to move: the node ends the tree.
const TERMINAL: usize = usize::MAX;
/// Nodes the tree may hold (some 50 MB); past it, playouts start from the leaves
/// reached and the tree grows no more.
const MAX_TREE: usize = 1 << 16;

struct Node {
    pos: Pos,
    costs: [i32; 6],
    /// The seat whose moves are `moves`, or [`TERMINAL`].
    mover: usize,
    moves: Vec<SMove>,
    /// One child per move tried so far: `moves[i]` leads to `children[i]`.
    children: Vec<usize>,
    visits: u32,
    /// Reward sums per seat.
    reward: [f64; 6],
}

struct Mcts<'a> {
    ctx: &'a Ctx,
    root: usize,
    /// The seat after each seat in turn order.
    next: [usize; 6],
    /// Each seat's rivals: the other teams' seats not finished before the search.
    rivals: Vec<Vec<usize>>,
    /// Each seat's score at the root (the progress of a seat without rivals).
    at_root: [i32; 6],
    /// The penalty of each root move for repeating an arrangement (cost units), taken
    /// off the root seat's margin in the iterations through it.
    penalty: Vec<i32>,
    tree: Vec<Node>,
    /// Progressive History: (reward sum, count) per seat, from hole and to hole.
    history: Vec<(f64, u32)>,
    rng: ChaCha8Rng,
    limits: SearchLimits,
    start: Instant,
    nodes: u64,
    stopped: bool,
    /// The moves of the current iteration, with their seats.
    played: Vec<(usize, SMove)>,
    buf: Vec<SMove>,
    deepest: u32,
}

/// The MCTS move for the seat to move in `game`, within `limits`, its randomness from
/// `seed`. The root's moves come in `hard`'s order (`repeats` penalised, see
/// [`super::search::search`]), which decides which are tried first.
pub(crate) fn search(
    game: &Race,
    bot: &Bot,
    seed: u64,
    repeats: &super::search::Repeats,
) -> Option<SearchReport> {
    let limits = bot.limits;
    let start = Start::of(game, &bot.params.weights)?;
    let (ctx, pos, costs, root) = (&start.ctx, start.pos, start.costs, start.root);
    let n = ctx.seats.len();
    let rivals = (0..n)
        .map(|s| {
            (0..n)
                .filter(|&r| r != s && ctx.partner[s] != Some(r) && !ctx.finished[r])
                .collect()
        })
        .collect();
    let mut at_root = [0; 6];
    for (s, slot) in at_root.iter_mut().enumerate().take(n) {
        *slot = seat_score(ctx, &pos, &costs, s);
    }
    let (moves, penalty): (Vec<SMove>, Vec<i32>) =
        root_moves(ctx, game, &pos, &start.legal, seed, repeats)
            .into_iter()
            .unzip();
    let first = moves[0];
    let mut m = Mcts {
        ctx,
        root,
        next: start.next,
        rivals,
        at_root,
        penalty,
        tree: vec![Node {
            pos,
            costs,
            mover: root,
            moves,
            children: Vec::new(),
            visits: 0,
            reward: [0.0; 6],
        }],
        history: vec![(0.0, 0); 6 * HOLE_COUNT * HOLE_COUNT],
        rng: ChaCha8Rng::seed_from_u64(seed),
        limits,
        start: start.clock,
        nodes: 0,
        stopped: false,
        played: Vec::new(),
        buf: Vec::new(),
        deepest: 0,
    };
    if start.legal.len() > 1 {
        while !m.stopped {
            m.iterate();
        }
    }
    let (mv, score) = m.best().unwrap_or((first, 0));
    let (depth, nodes) = (m.deepest, m.nodes);
    Some(start.report(mv, depth, nodes, score))
}

impl Mcts<'_> {
    /// Counts a node; whether the budget is spent (the clock read every fourth node).
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(4) && spent(&self.limits, self.start, self.nodes) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The first seat from `seat` on (in turn order) that has a move on `pos`, its moves
    /// in `self.buf`; `None` when the root's seat is home or nobody can move.
    fn mover(&mut self, pos: &Pos, seat: usize) -> Option<usize> {
        self.buf.clear();
        if self.ctx.seat_home(pos, self.root) {
            return None;
        }
        let mut s = seat;
        for _ in 0..self.ctx.seats.len() {
            if self.ctx.seat_moves(pos, s) {
                self.ctx.gen(pos, s, &mut self.buf);
                if !self.buf.is_empty() {
                    return Some(s);
                }
            }
            s = self.next[s];
        }
        None
    }

    /// One iteration: selection, expansion of one node, playout, backup.
    fn iterate(&mut self) {
        self.played.clear();
        let mut path = vec![0];
        let mut id = 0;
        // The root move of this iteration.
        let mut first = None;
        loop {
            if self.tick() {
                return;
            }
            let node = &self.tree[id];
            let mover = node.mover;
            if mover == TERMINAL {
                break;
            }
            let tried = node.children.len();
            if tried < node.moves.len() && self.tree.len() >= MAX_TREE {
                break;
            }
            if id == 0 {
                first = Some(tried);
            }
            if tried < node.moves.len() {
                let mv = node.moves[tried];
                let (pos, costs) = self.ctx.play(&node.pos, &node.costs, mv);
                let child = self.expand(pos, costs, self.next[mover]);
                self.tree[id].children.push(child);
                self.played.push((mover, mv));
                path.push(child);
                id = child;
                break;
            }
            let i = self.select(id);
            if id == 0 {
                first = Some(i);
            }
            let node = &self.tree[id];
            self.played.push((mover, node.moves[i]));
            id = node.children[i];
            path.push(id);
        }
        self.deepest = self.deepest.max(path.len() as u32 - 1);
        let penalty = first.map_or(0, |i| self.penalty[i]);
        let reward = self.playout(id, penalty);
        for &n in &path {
            let node = &mut self.tree[n];
            node.visits += 1;
            for (sum, r) in node.reward.iter_mut().zip(reward) {
                *sum += r;
            }
        }
        for &(seat, mv) in &self.played {
            let h = &mut self.history[history_index(seat, mv)];
            h.0 += reward[seat];
            h.1 += 1;
        }
    }

    /// A new node for `pos` with `seat` (or the next seat with a move) to move, its
    /// moves best immediate progress first.
    fn expand(&mut self, pos: Pos, costs: [i32; 6], seat: usize) -> usize {
        let mover = self.mover(&pos, seat).unwrap_or(TERMINAL);
        let mut moves = std::mem::take(&mut self.buf);
        moves.sort_by_key(|m| m.delta);
        self.tree.push(Node {
            pos,
            costs,
            mover,
            moves: if mover == TERMINAL { Vec::new() } else { moves },
            children: Vec::new(),
            visits: 0,
            reward: [0.0; 6],
        });
        self.tree.len() - 1
    }

    /// The child of a fully expanded node to descend to: UCT with Progressive History for
    /// the seat to move there.
    fn select(&self, id: usize) -> usize {
        let node = &self.tree[id];
        let p = node.mover;
        let ln_parent = f64::from(node.visits.max(1)).ln();
        let mut best = (0, f64::NEG_INFINITY);
        for (i, &c) in node.children.iter().enumerate() {
            let child = &self.tree[c];
            let n = f64::from(child.visits.max(1));
            let q = child.reward[p] / n;
            let (sum, count) = self.history[history_index(p, node.moves[i])];
            let h = if count == 0 {
                0.0
            } else {
                sum / f64::from(count)
            };
            let value = q + C * (ln_parent / n).sqrt() + h * W / ((1.0 - q) * n + 1.0);
            if value > best.1 {
                best = (i, value);
            }
        }
        best.0
    }

    /// Plays on from node `id` with the playout policy and returns every seat's reward,
    /// the root seat's margin less `penalty`.
    fn playout(&mut self, id: usize, penalty: i32) -> [f64; 6] {
        let node = &self.tree[id];
        let (mut pos, mut costs, mut seat) = (node.pos, node.costs, node.mover);
        if seat != TERMINAL {
            for _ in 0..PLAYOUT_ROUNDS * self.ctx.seats.len() {
                let Some(mover) = self.mover(&pos, seat) else {
                    break;
                };
                let mv = self.playout_move();
                (pos, costs) = self.ctx.play(&pos, &costs, mv);
                self.played.push((mover, mv));
                seat = self.next[mover];
                if self.tick() {
                    break;
                }
            }
        }
        self.rewards(&pos, &costs, penalty)
    }

    /// The playout's choice among the moves in `self.buf` (not empty): with probability
    /// [`GREEDY`] one that gains the most distance to its army's target tip (ties at
    /// random), otherwise any.
    fn playout_move(&mut self) -> SMove {
        let moves = &self.buf;
        if !self.rng.gen_bool(GREEDY) {
            return moves[self.rng.gen_range(0..moves.len())];
        }
        let gain = |m: &SMove| {
            let tip = Point::from_index(usize::from(m.army)).opposite().tip();
            m.from.distance(tip) as i32 - m.to.distance(tip) as i32
        };
        let mut best = moves[0];
        let mut best_gain = i32::MIN;
        let mut ties = 0;
        for m in moves {
            let g = gain(m);
            if g > best_gain {
                (best, best_gain, ties) = (*m, g, 1);
            } else if g == best_gain {
                ties += 1;
                if self.rng.gen_range(0..ties) == 0 {
                    best = *m;
                }
            }
        }
        best
    }

    /// Every seat's reward on `pos` (see the module docs), the root seat's margin less
    /// `penalty`.
    fn rewards(&self, pos: &Pos, costs: &[i32; 6], penalty: i32) -> [f64; 6] {
        let n = self.ctx.seats.len();
        let mut e = [0; 6];
        for (s, slot) in e.iter_mut().enumerate().take(n) {
            *slot = seat_score(self.ctx, pos, costs, s);
        }
        let mut r = [0.0; 6];
        for (s, slot) in r.iter_mut().enumerate().take(n) {
            let margin = match self.rivals[s].iter().map(|&o| e[o]).max() {
                Some(best) => e[s] - best,
                None => e[s] - self.at_root[s],
            } - if s == self.root { penalty } else { 0 };
            *slot = 1.0 / (1.0 + (-f64::from(margin) / MARGIN).exp());
        }
        r
    }

    /// The root's most visited move (ties: the better mean reward) and its mean reward
    /// in thousandths.
    fn best(&self) -> Option<(SMove, i32)> {
        let root = &self.tree[0];
        let mut best: Option<(usize, u32, f64)> = None;
        for (i, &c) in root.children.iter().enumerate() {
            let child = &self.tree[c];
            let q = child.reward[self.root] / f64::from(child.visits.max(1));
            if best.is_none_or(|(_, v, bq)| child.visits > v || (child.visits == v && q > bq)) {
                best = Some((i, child.visits, q));
            }
        }
        best.map(|(i, _, q)| (root.moves[i], (q * 1000.0) as i32))
    }
}

/// Where Progressive History keeps `seat`'s move `mv`.
fn history_index(seat: usize, mv: SMove) -> usize {
    (seat * HOLE_COUNT + mv.from.index()) * HOLE_COUNT + mv.to.index()
}
