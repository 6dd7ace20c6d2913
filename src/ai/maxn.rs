//! Max^n search (C. Luckhardt & K. Irani, "An algorithmic solution of N-person games",
//! AAAI 1986): the arena's `maxn` entrant, a reference for `hard`.
//!
//! Every seat moves in its turn (a seat without a move passes, at no depth) and picks the
//! child whose vector of scores is best in its own component; the components are
//! [`seat_score`], the evaluation of `hard` seen from each seat (its team's cost and trap
//! danger, negated; a large bonus once finished). Ties go to the move searched first.
//! Around it the same machinery as `hard`: iterative deepening within the deadline and node
//! budget, every legal move at the root ordered by the previous iteration, the
//! `width` moves of best immediate progress at inner nodes, the root penalty for
//! repeating an earlier arrangement.
//!
//! No shallow pruning: it needs a bound on the sum of the components (Korf 1991), and
//! costs that are independent per seat have none close enough to ever cut (Sturtevant &
//! Korf 2000 found shallow pruning rarely useful in practice).

use std::time::Instant;

use crate::core::Race;

use super::pos::{Ctx, Pos};
use super::search::{
    deepen, root_moves, seat_score, spent, top, SearchLimits, SearchReport, Start, PLY,
};
use super::Bot;

/// One score per seat (unused slots 0).
type Scores = [i32; 6];

struct MaxN<'a> {
    ctx: &'a Ctx,
    root: usize,
    /// The seat after each seat in turn order.
    next: [usize; 6],
    width: usize,
    limits: SearchLimits,
    start: Instant,
    nodes: u64,
    stopped: bool,
}

/// The max^n move for the seat to move in `game`. `repeats` as for `hard`
/// ([`super::search::search`]).
pub(crate) fn search(
    game: &Race,
    bot: &Bot,
    seed: u64,
    repeats: &super::search::Repeats,
) -> Option<SearchReport> {
    let limits = bot.limits;
    let start = Start::of(game, &bot.params.weights)?;
    let (ctx, pos, costs, root, next) =
        (&start.ctx, start.pos, start.costs, start.root, start.next);
    let mut m = MaxN {
        ctx,
        root,
        next,
        width: bot.params.width,
        limits,
        start: start.clock,
        nodes: 0,
        stopped: false,
    };
    let moves = root_moves(ctx, game, &pos, &start.legal, seed, repeats);
    let (best, best_score, depth_done) =
        deepen(moves, &limits, start.clock, |depth, (mv, penalty), _| {
            let (child, child_costs) = ctx.play(&pos, &costs, mv);
            let sc = m.node(&child, &child_costs, depth as i32 - 1, 1, next[root]);
            (!m.stopped).then_some(sc[root] - penalty)
        });
    Some(start.report(best, depth_done, m.nodes, best_score))
}

impl MaxN<'_> {
    /// The scores of `pos` with `seat` (or the first seat after it that has a move) to
    /// move, `depth` plies ahead.
    fn node(&mut self, pos: &Pos, costs: &Scores, depth: i32, ply: usize, seat: usize) -> Scores {
        self.nodes += 1;
        if self.nodes.is_multiple_of(4) && spent(&self.limits, self.start, self.nodes) {
            self.stopped = true;
        }
        if self.stopped {
            return [0; 6];
        }
        if depth <= 0 || self.ctx.seat_home(pos, self.root) {
            return self.leaf(pos, costs, ply);
        }
        // The next seat with a move; the others pass.
        let mut moves = Vec::new();
        let mut mover = seat;
        for _ in 0..self.ctx.seats.len() {
            if self.ctx.seat_moves(pos, mover) {
                self.ctx.gen(pos, mover, &mut moves);
                if !moves.is_empty() {
                    break;
                }
            }
            mover = self.next[mover];
        }
        if moves.is_empty() {
            return self.leaf(pos, costs, ply);
        }
        top(&mut moves, self.width);
        let mut best: Option<Scores> = None;
        for mv in moves {
            let (child, child_costs) = self.ctx.play(pos, costs, mv);
            let sc = self.node(&child, &child_costs, depth - 1, ply + 1, self.next[mover]);
            if self.stopped {
                return [0; 6];
            }
            if best.is_none_or(|b| sc[mover] > b[mover]) {
                best = Some(sc);
            }
        }
        best.unwrap_or([0; 6])
    }

    /// Every seat's score on `pos`; the root's finish counts more the sooner it comes.
    fn leaf(&self, pos: &Pos, costs: &Scores, ply: usize) -> Scores {
        let mut sc = [0; 6];
        for (s, slot) in sc.iter_mut().enumerate().take(self.ctx.seats.len()) {
            *slot = seat_score(self.ctx, pos, costs, s);
        }
        if self.ctx.seat_home(pos, self.root) {
            sc[self.root] -= ply as i32 * PLY;
        }
        sc
    }
}
