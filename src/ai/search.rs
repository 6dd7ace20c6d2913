//! The `hard` player's search: best-reply search (BRS) with alpha-beta, iterative
//! deepening, a transposition table and forward pruning. See the module docs of
//! [`crate::ai`] for why.

use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::core::{Hole, HoleSet, Move, Peg, Point, Race, Seat, TurnOrder};

use super::eval::{frame, Weights};
use super::pos::{Ctx, Pos, SMove};

/// Score of a finished army, in cost units (a cost is at most a few thousand).
pub(crate) const FINISH: i32 = 1_000_000;
/// Finishing one ply sooner is worth this much.
pub(crate) const PLY: i32 = 1_000;
const INF: i32 = i32::MAX / 2;
/// Penalty for a root move that brings the mover's pegs back to an arrangement it had
/// before (shuffling), in cost units (two steps).
pub(crate) const REPEAT: i32 = 32;
/// Penalty for a root move that recreates a whole position of the game (every army's
/// pegs as they were after one of the mover's earlier moves, over the whole game), in
/// cost units (eight steps): it is played only when every other move is worse by more,
/// and it is scored at most at the position's own evaluation ([`search`]).
pub(crate) const RECREATE: i32 = 128;

/// What the mover did before ([`root_moves`]' penalties).
#[derive(Clone, Debug, Default)]
pub(crate) struct Repeats {
    /// Hashes of its armies after each of its recent moves ([`own_hash`]).
    pub own: Vec<u64>,
    /// Hashes of the whole board after each of its moves in the game ([`board_hash`]).
    pub boards: Vec<u64>,
    /// Another seat's peg went to and fro between two holes of the mover's target lately
    /// (a blocker): the reply layer then holds every reply that ends in that target, not
    /// only the most advancing ones, so the search sees the hole it means to fill closed.
    pub blocker: bool,
}

/// How wide and how far the search looks. The defaults are the `hard` level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchParams {
    /// The mover's moves tried at inner nodes, best first by their immediate progress.
    pub width: usize,
    /// Moves tried per opponent at a reply node; 0: no reply layer (the mover plans its
    /// own moves as if the others passed).
    pub reply_width: usize,
    /// How much the opponents' progress counts against the mover (percent) with more
    /// than one opponent; with one it is always 100 (zero-sum race).
    pub lambda: i32,
    /// With more than one opponent, predict the opponents (each plays its move of best
    /// immediate progress) instead of searching their best replies.
    pub model: bool,
    /// Discount on the mover's progress planned further ahead: its `k`-th own move
    /// counts `k · patience` percent less.
    pub patience: i32,
    /// The widest beam of the lone army's planner ([`super::plan`]), used when no other
    /// seat can move; 0: no planner (the search as in a race).
    pub plan: usize,
    /// The evaluation.
    pub weights: Weights,
    /// The tree searched: best-reply search (`hard`) or paranoid (the arena's
    /// `paranoid` entrant).
    pub tree: Tree,
    /// `hard` at a table of at least this many seats searches by Monte-Carlo tree search
    /// ([`super::mcts`], the arena's `mcts`) instead of `tree`; 0: never. The default, 6,
    /// follows the arena (docs/computer-players.md, "Against the search families").
    pub mcts_from: usize,
}

/// The shape of the search tree over the same evaluation and move ordering.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tree {
    /// Best-reply search (Schadd & Winands 2011): the root's moves alternate with one
    /// layer holding every opponent's best replies (`hard`).
    #[default]
    BestReply,
    /// Paranoid search (Sturtevant & Korf 2000): every opponent moves in turn, each
    /// minimising the root's score, alpha-beta throughout.
    Paranoid,
}

impl Default for SearchParams {
    fn default() -> Self {
        SearchParams {
            width: 12,
            reply_width: 4,
            lambda: 50,
            patience: 0,
            model: false,
            plan: super::plan::MAX_WIDTH,
            weights: Weights::default(),
            tree: Tree::BestReply,
            mcts_from: 6,
        }
    }
}

pub use super::limits::SearchLimits;

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The move chosen.
    pub mv: Move,
    /// The deepest completed iteration, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The move's score for the mover (cost units: 16 = one step).
    pub score: i32,
    /// Time used.
    pub elapsed: Duration,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: i8,
    bound: u8,
    from: u8,
    to: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;
/// Distinguishes the mover's nodes from reply nodes in the hash.
const SIDE_KEY: u64 = 0x5851_F42D_4C95_7F2D;

struct Searcher<'a> {
    ctx: &'a Ctx,
    params: &'a SearchParams,
    root: usize,
    /// Opponents that may still move (never the root's partner, docs/rules.md §8).
    opponents: Vec<usize>,
    /// Teams among the opponents (the opponents themselves without `teams`).
    opponent_teams: usize,
    /// Whether the root's armies and the opponents' can no longer meet.
    separated: bool,
    /// The holes of the root's targets when a blocker was seen there ([`Repeats::blocker`]):
    /// every opponent's reply ending in one is searched. Empty otherwise.
    blocked: HoleSet,
    lambda: i32,
    nodes: u64,
    start: Instant,
    limits: SearchLimits,
    stopped: bool,
    tt: Vec<Entry>,
    bufs: Vec<Vec<SMove>>,
    scratch: Vec<SMove>,
}

/// Chooses a move for the seat to move in `game` by best-reply search. `repeats`: the
/// mover's earlier army arrangements (hashes of its armies alone), penalised at the root.
pub(crate) fn search(
    game: &Race,
    params: &SearchParams,
    limits: SearchLimits,
    seed: u64,
    repeats: &Repeats,
) -> Option<SearchReport> {
    let start = Start::of(game, &params.weights)?;
    let (ctx, pos, legal, costs) = (&start.ctx, start.pos, &start.legal, start.costs);
    let mut s = Searcher::new(ctx, game, &pos, params, (limits, start.clock));
    s.separated = s.is_separated(&pos);
    if repeats.blocker {
        s.blocked = ctx
            .commanded(&pos, s.root)
            .iter()
            .fold(HoleSet::EMPTY, |t, &a| t.or(ctx.rules[a].target));
    }
    if let Some(report) = s.lone_plan(&pos, legal) {
        return Some(report);
    }

    let root_moves = root_moves(ctx, game, &pos, legal, seed, repeats);
    let (best, best_score, depth_done) = deepen(
        root_moves,
        &limits,
        start.clock,
        |depth, (mv, penalty), floor| {
            let (child, child_costs) = s.ctx.play(&pos, &costs, mv);
            let mut sc = s.node(
                &child,
                &child_costs,
                depth as i32 - 1,
                1,
                floor.saturating_add(penalty),
                INF,
                s.next_turn(0),
            );
            if repeats.boards.contains(&board_hash(&child)) {
                // The game has been here after this seat's move, and came back: what the
                // search promises beyond the position itself (a finish the opponent did
                // not allow) is not believed.
                sc = sc.min(s.leaf(&child, &child_costs));
            }
            (!s.stopped).then_some(sc - penalty)
        },
    );
    Some(start.report(best, depth_done, s.nodes, best_score))
}

/// Iterative deepening at the root over `moves` (each with its repetition penalty):
/// iterations of depth 1, 2, … up to `limits.max_depth`, each scoring the moves in order
/// with `score(depth, move, floor)`, `floor` the best score of the iteration so far
/// (`-INF` for the first move); `score` gives `None` once the search has stopped. A
/// partial iteration still counts when its first move (the previous best) was searched:
/// anything that beat it is better. After a full one the moves are ordered best first
/// for the next (the previous best first). The next iteration starts whenever time and
/// nodes remain, even one foreseen to end after the stop: cut short at nine tenths of the
/// deadline ([`spent`]), it still decides once its first move is searched. No iteration
/// starts after a finish was found. Returns the best move, its score and the depth of
/// the last full iteration.
pub(crate) fn deepen(
    mut moves: Vec<(SMove, i32)>,
    limits: &SearchLimits,
    clock: Instant,
    mut score: impl FnMut(u32, (SMove, i32), i32) -> Option<i32>,
) -> (SMove, i32, u32) {
    let mut best = moves[0].0;
    let mut best_score = -INF;
    let mut depth_done = 0;
    if moves.len() < 2 {
        return (best, best_score, depth_done);
    }
    for depth in 1..=limits.max_depth.max(1) {
        let mut iter_best: Option<(SMove, i32)> = None;
        let mut scores: Vec<i32> = Vec::with_capacity(moves.len());
        let mut stopped = false;
        for (i, &m) in moves.iter().enumerate() {
            let floor = iter_best.map_or(-INF, |(_, sc)| sc);
            let Some(sc) = score(depth, m, floor) else {
                stopped = true;
                break;
            };
            scores.push(if i == 0 || sc > floor { sc } else { floor - 1 });
            if iter_best.is_none_or(|(_, b)| sc > b) {
                iter_best = Some((m.0, sc));
            }
        }
        if let Some((mv, sc)) = iter_best {
            best = mv;
            best_score = sc;
        }
        if stopped {
            break;
        }
        depth_done = depth;
        moves = best_first(&moves, &scores);
        if best_score.abs() >= FINISH / 2 || clock.elapsed() >= stop_time(limits.deadline) {
            break;
        }
    }
    (best, best_score, depth_done)
}

/// What a search of the seat to move starts from.
pub(crate) struct Start {
    /// When the search started.
    pub clock: Instant,
    /// The seat to move.
    pub root: usize,
    /// Its legal moves (never empty).
    pub legal: Vec<Move>,
    pub ctx: Ctx,
    pub pos: Pos,
    /// Every seat's cost on `pos`.
    pub costs: [i32; 6],
    /// The seat after each seat in turn order.
    pub next: [usize; 6],
}

impl Start {
    /// The start of a search in `game` with the evaluation `weights`, the clock running;
    /// `None` when the game is over or the seat to move has no move.
    pub fn of(game: &Race, weights: &Weights) -> Option<Start> {
        let clock = Instant::now();
        let root = game.to_move()?.index();
        let legal = game.legal_moves();
        if legal.is_empty() {
            return None;
        }
        let ctx = Ctx::new(game, weights);
        let pos = Pos::of(game);
        let costs = ctx.costs(&pos);
        let order = turn_order(game);
        let mut next = [0; 6];
        for (i, &s) in order.iter().enumerate() {
            next[s] = order[(i + 1) % order.len()];
        }
        Some(Start {
            clock,
            root,
            legal,
            ctx,
            pos,
            costs,
            next,
        })
    }

    /// The report of a search from here that chose `mv`.
    pub fn report(&self, mv: SMove, depth: u32, nodes: u64, score: i32) -> SearchReport {
        SearchReport {
            mv: Move {
                from: mv.from,
                to: mv.to,
            },
            depth,
            nodes,
            score,
            elapsed: self.clock.elapsed(),
        }
    }
}

/// The root's moves: the game's own list, shuffled by the seed (ties), then ordered by
/// progress, each with its penalty for repeating an earlier arrangement of the mover's
/// armies.
pub(crate) fn root_moves(
    ctx: &Ctx,
    game: &Race,
    pos: &Pos,
    legal: &[Move],
    seed: u64,
    repeats: &Repeats,
) -> Vec<(SMove, i32)> {
    let root = game.to_move().map_or(0, Seat::index);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut root_moves: Vec<(SMove, i32)> = legal
        .iter()
        .map(|mv| {
            let army = match game.board().peg_at(mv.from) {
                Some(Peg::Army(p)) => p.index(),
                _ => 0,
            };
            let delta = ctx.cost.get(army, mv.to) - ctx.cost.get(army, mv.from);
            let sm = SMove {
                army: army as u8,
                from: mv.from,
                to: mv.to,
                delta,
            };
            let mut child = *pos;
            child.apply(army, mv.from, mv.to);
            let own = own_hash(&child, ctx.commanded(pos, root));
            let mut penalty = REPEAT * repeats.own.iter().filter(|h| **h == own).count() as i32;
            if repeats.boards.contains(&board_hash(&child)) {
                penalty += RECREATE;
            }
            (sm, penalty)
        })
        .collect();
    root_moves.shuffle(&mut rng);
    root_moves.sort_by_key(|(m, p)| m.delta + p);

    root_moves
}

impl<'a> Searcher<'a> {
    /// A searcher for the seat to move in `game` (at `pos`) over `ctx`, within `limits`
    /// counted from `start`.
    fn new(
        ctx: &'a Ctx,
        game: &Race,
        pos: &Pos,
        params: &'a SearchParams,
        (limits, start): (SearchLimits, Instant),
    ) -> Searcher<'a> {
        let root = game.to_move().map_or(0, Seat::index);
        // Opponents in the order they move after the root.
        let opponents: Vec<usize> = turn_order(game)
            .into_iter()
            .skip(1)
            .filter(|&s| ctx.seat_moves(pos, s) && ctx.partner[root] != Some(s))
            .collect();
        let opponent_teams = opponents
            .iter()
            .filter(|&&o| ctx.partner[o].is_none_or(|p| !opponents.contains(&p) || p > o))
            .count();
        let lambda = if opponent_teams <= 1 {
            100
        } else {
            params.lambda
        };
        Searcher {
            ctx,
            params,
            root,
            separated: false,
            blocked: HoleSet::EMPTY,
            opponents,
            opponent_teams,
            lambda,
            nodes: 0,
            start,
            limits,
            stopped: false,
            tt: vec![Entry::default(); 1 << tt_bits(&limits)],
            bufs: Vec::new(),
            scratch: Vec::new(),
        }
    }
}

/// Every seat in the order they move, starting with the seat to move in `game`.
pub(crate) fn turn_order(game: &Race) -> Vec<usize> {
    let root = game.to_move().map_or(0, Seat::index);
    let n = game.layout().seats();
    (0..n)
        .map(|i| match game.rules().turn_order {
            TurnOrder::Clockwise => (root + i) % n,
            TurnOrder::Counterclockwise => (root + n - i) % n,
        })
        .collect()
}

/// `seat`'s own score on `pos` (higher is better): its team's cost and trap danger,
/// negated, plus [`FINISH`] once it has finished. The evaluation of `hard` seen from one
/// seat; the per-seat components of the arena's `maxn` and `mcts` entrants.
pub(crate) fn seat_score(ctx: &Ctx, pos: &Pos, costs: &[i32; 6], seat: usize) -> i32 {
    let home = if ctx.seat_home(pos, seat) { FINISH } else { 0 };
    home - ctx.team_cost(costs, seat) - ctx.team_trap(pos, seat)
}

/// Whether a search that started at `start` under `limits` has spent its budget after
/// `nodes` nodes: the node budget, or [`stop_time`] of the deadline.
pub(crate) fn spent(limits: &SearchLimits, start: Instant, nodes: u64) -> bool {
    (limits.max_nodes != 0 && nodes >= limits.max_nodes)
        || start.elapsed() >= stop_time(limits.deadline)
}

/// `moves` sorted by `scores` (same order), best first; stable, so that earlier
/// (better-ordered) moves win ties.
fn best_first<T: Copy>(moves: &[T], scores: &[i32]) -> Vec<T> {
    let mut order: Vec<usize> = (0..moves.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(scores.get(i).copied().unwrap_or(i32::MIN)));
    order.into_iter().map(|i| moves[i]).collect()
}

/// Hash of every army's pegs (a position of the game, the seat to move aside).
pub(crate) fn board_hash(pos: &Pos) -> u64 {
    own_hash(pos, &[0, 1, 2, 3, 4, 5])
}

/// Hash of the armies of one seat only (shuffling detection).
pub(crate) fn own_hash(pos: &Pos, armies: &[usize]) -> u64 {
    let mut h = 0;
    for &a in armies {
        for hole in pos.armies[a] {
            h ^= super::pos::peg_key(a, hole);
        }
    }
    h
}

impl Searcher<'_> {
    /// Whether no peg of the root can meet an opponent's peg again: every opponent army
    /// runs the opposite way and is wholly behind (two pure races). Then the opponents'
    /// replies cannot change the root's best plan and are skipped.
    fn is_separated(&self, pos: &Pos) -> bool {
        let mine = self.ctx.commanded(pos, self.root);
        self.opponents.iter().all(|&o| {
            self.ctx.commanded(pos, o).iter().all(|&b| {
                mine.iter().all(|&a| {
                    let home = Point::from_index(a);
                    let other_target = Point::from_index(b).opposite().tip();
                    if frame(home, other_target).0 > 0 {
                        return false;
                    }
                    let my_back = pos.armies[a].iter().map(|h| frame_row(home, h)).min();
                    let their_front = pos.armies[b].iter().map(|h| frame_row(home, h)).max();
                    match (my_back, their_front) {
                        (Some(m), Some(t)) => t + 3 <= m,
                        _ => true,
                    }
                })
            })
        })
    }

    /// The planner's move ([`super::plan`]) when the root's seat moves alone (nobody
    /// else can move, its partner included), as a report: the plan's length as its depth.
    fn lone_plan(&mut self, pos: &Pos, legal: &[Move]) -> Option<SearchReport> {
        if self.params.plan == 0 {
            return None;
        }
        // A seat without pegs (the empty seat of the crossing) passes for ever.
        let moves = |s: usize| {
            self.ctx.seat_moves(pos, s)
                && self
                    .ctx
                    .commanded(pos, s)
                    .iter()
                    .any(|&a| !pos.armies[a].is_empty())
        };
        let lone = !self.opponents.iter().any(|&o| moves(o))
            && !self.ctx.partner[self.root].is_some_and(moves);
        if !lone {
            return None;
        }
        let (plan, nodes) = super::plan::plan(
            self.ctx,
            pos,
            self.root,
            (self.params.plan, super::plan::MAX_LEVELS),
            &self.limits,
            self.start,
        );
        self.nodes += nodes;
        let plan = plan?;
        let mv = Move {
            from: plan.mv.from,
            to: plan.mv.to,
        };
        legal.contains(&mv).then(|| SearchReport {
            mv,
            depth: plan.len,
            nodes: self.nodes,
            score: FINISH - plan.len as i32 * PLY,
            elapsed: self.start.elapsed(),
        })
    }

    /// Whose turn follows `turn` (0: the root; best-reply search: 1, the reply layer;
    /// paranoid: `k`, the `k`-th opponent after the root).
    fn next_turn(&self, turn: usize) -> usize {
        match self.params.tree {
            Tree::BestReply => 1 - turn.min(1),
            Tree::Paranoid => (turn + 1) % (self.opponents.len() + 1),
        }
    }

    fn out_of_budget(&self) -> bool {
        spent(&self.limits, self.start, self.nodes)
    }

    /// The score of a position for the root: the opponents' cost (the best of them,
    /// weighted by lambda) minus the root's own. The root's own trap danger counts, the
    /// opponents' does not: shutting in their stragglers is not a goal. In a team game
    /// (docs/rules.md §8) every cost is the team's: a seat's and its partner's together.
    fn leaf(&self, pos: &Pos, costs: &[i32; 6]) -> i32 {
        let me = -seat_score(self.ctx, pos, costs, self.root);
        let opp = self
            .opponents
            .iter()
            .map(|&o| {
                self.ctx.team_cost(costs, o)
                    - if self.ctx.seat_home(pos, o) {
                        FINISH
                    } else {
                        0
                    }
            })
            .min();
        match opp {
            Some(o) => o * self.lambda / 100 - me,
            None => -me,
        }
    }

    fn buffer(&mut self, ply: usize) -> Vec<SMove> {
        if self.bufs.len() <= ply {
            self.bufs.resize_with(ply + 1, Vec::new);
        }
        let mut v = std::mem::take(&mut self.bufs[ply]);
        v.clear();
        v
    }

    /// Alpha-beta over the root's moves (`turn` 0, maximising) and the opponents' replies
    /// (minimising): the best replies of any opponent in one layer (best-reply search), or
    /// each opponent's moves in its turn (paranoid).
    #[allow(
        clippy::too_many_arguments,
        reason = "the alpha-beta node carries its window, depth and side as arguments"
    )]
    fn node(
        &mut self,
        pos: &Pos,
        costs: &[i32; 6],
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        turn: usize,
    ) -> i32 {
        let max = turn == 0;
        self.nodes += 1;
        if self.nodes.is_multiple_of(4) && self.out_of_budget() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if let Some(score) = self.terminal(pos, costs, depth, ply) {
            return score;
        }
        // `turn ^ 1`: the root's nodes keep the key they had before paranoid turns existed.
        let key = pos.hash ^ SIDE_KEY.wrapping_mul((turn ^ 1) as u64);
        let slot = (key as usize) & (self.tt.len() - 1);
        let tt_move = match self.probe(slot, key, depth, alpha, beta) {
            Probe::Cutoff(score) => return score,
            Probe::Move(mv) => mv,
        };

        if !max
            && self.params.tree == Tree::BestReply
            && self.params.model
            && self.opponents.len() > 1
            && !self.separated
        {
            return self.model_round(pos, costs, depth, ply, alpha, beta);
        }
        let moves = self.moves(pos, ply, turn, tt_move);
        let next = self.next_turn(turn);
        if moves.is_empty() {
            self.bufs[ply] = moves;
            // A pass. The root's pass costs a ply; the opponents' does not (so that a lone
            // army, or a pure race, searches its own moves only).
            let depth = if max { depth - 1 } else { depth };
            return self.node(pos, costs, depth, ply + 1, alpha, beta, next);
        }

        let (alpha0, beta0) = (alpha, beta);
        let mut best = if max { -INF } else { INF };
        let mut best_move = moves[0];
        for mv in &moves {
            let (child, child_costs) = self.ctx.play(pos, costs, *mv);
            // Progress planned further ahead is less sure (the others move meanwhile).
            let pen = if max {
                (-mv.delta).max(0) * (ply as i32 / 2) * self.params.patience / 100
            } else {
                0
            };
            let sc = self.node(
                &child,
                &child_costs,
                depth - 1,
                ply + 1,
                alpha + pen,
                beta + pen,
                next,
            ) - pen;
            if self.stopped {
                break;
            }
            if max {
                if sc > best {
                    best = sc;
                    best_move = *mv;
                }
                alpha = alpha.max(sc);
            } else {
                if sc < best {
                    best = sc;
                    best_move = *mv;
                }
                beta = beta.min(sc);
            }
            if alpha >= beta {
                break;
            }
        }
        self.bufs[ply] = moves;
        if self.stopped {
            return 0;
        }
        self.tt[slot] = Entry {
            key,
            score: best,
            depth: depth.min(127) as i8,
            bound: bound(best, alpha0, beta0),
            from: best_move.from.index() as u8,
            to: best_move.to.index() as u8,
        };
        best
    }

    /// The score of a node that is not searched further: the root's seat home (sooner is
    /// better), the one opponent home (later is better), or the depth reached.
    fn terminal(&self, pos: &Pos, costs: &[i32; 6], depth: i32, ply: usize) -> Option<i32> {
        let ply_i = ply as i32;
        if self.ctx.seat_home(pos, self.root) {
            return Some(self.leaf(pos, costs) - ply_i * PLY);
        }
        if self.opponent_teams == 1 && self.ctx.seat_home(pos, self.opponents[0]) {
            return Some(self.leaf(pos, costs) + ply_i * PLY);
        }
        (depth <= 0).then(|| self.leaf(pos, costs))
    }

    /// The transposition table at `slot` for `key`: a score that ends the search here,
    /// or the best move found there before (searched first).
    fn probe(&self, slot: usize, key: u64, depth: i32, alpha: i32, beta: i32) -> Probe {
        let entry = self.tt[slot];
        if entry.key != key {
            return Probe::Move(None);
        }
        if i32::from(entry.depth) >= depth {
            match entry.bound {
                EXACT => return Probe::Cutoff(entry.score),
                LOWER if entry.score >= beta => return Probe::Cutoff(entry.score),
                UPPER if entry.score <= alpha => return Probe::Cutoff(entry.score),
                _ => {}
            }
        }
        Probe::Move(Some((entry.from, entry.to)))
    }

    /// The moves searched at a node, best-first: the root's own (turn 0), the best
    /// replies of every opponent (best-reply search) or of the opponent whose turn it is
    /// (paranoid); the table's move first.
    fn moves(
        &mut self,
        pos: &Pos,
        ply: usize,
        turn: usize,
        tt_move: Option<(u8, u8)>,
    ) -> Vec<SMove> {
        let mut moves = self.buffer(ply);
        if turn == 0 {
            if self.ctx.seat_moves(pos, self.root) {
                self.ctx.gen(pos, self.root, &mut moves);
                top(&mut moves, self.params.width);
            }
        } else if self.separated || self.params.reply_width == 0 {
            // The opponents pass.
        } else if self.params.tree == Tree::Paranoid {
            let o = self.opponents[turn - 1];
            if self.ctx.seat_moves(pos, o) {
                self.ctx.gen(pos, o, &mut moves);
                top(&mut moves, self.params.reply_width);
            }
        } else {
            let mut scratch = std::mem::take(&mut self.scratch);
            let blocked = self.blocked;
            for &o in &self.opponents {
                if self.ctx.seat_moves(pos, o) {
                    scratch.clear();
                    self.ctx.gen(pos, o, &mut scratch);
                    if !blocked.is_empty() {
                        // Every block of the root's target, and the best of the rest.
                        moves.extend(scratch.iter().filter(|m| blocked.contains(m.to)));
                        scratch.retain(|m| !blocked.contains(m.to));
                    }
                    top(&mut scratch, self.params.reply_width);
                    moves.extend_from_slice(&scratch);
                }
            }
            self.scratch = scratch;
            moves.sort_by_key(|m| m.delta);
        }
        if let Some((f, t)) = tt_move {
            if let Some(i) = moves
                .iter()
                .position(|m| m.from.index() == usize::from(f) && m.to.index() == usize::from(t))
            {
                moves[..=i].rotate_right(1);
            }
        }

        moves
    }
}

/// The kind of bound a node's `best` is, given the window it was searched with.
fn bound(best: i32, alpha0: i32, beta0: i32) -> u8 {
    if best <= alpha0 {
        UPPER
    } else if best >= beta0 {
        LOWER
    } else {
        EXACT
    }
}

/// What the transposition table says at a node.
enum Probe {
    /// The stored score decides the node.
    Cutoff(i32),
    /// The move to search first, if the node was seen.
    Move(Option<(u8, u8)>),
}

impl Searcher<'_> {
    /// The opponents' round under the opponent model: each plays, in turn, its move of
    /// best immediate progress; then the root moves again (no ply is spent).
    fn model_round(
        &mut self,
        pos: &Pos,
        costs: &[i32; 6],
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut p = *pos;
        let mut c = *costs;
        let mut scratch = std::mem::take(&mut self.scratch);
        for i in 0..self.opponents.len() {
            let o = self.opponents[i];
            if !self.ctx.seat_moves(&p, o) {
                continue;
            }
            scratch.clear();
            self.ctx.gen(&p, o, &mut scratch);
            if let Some(mv) = scratch.iter().min_by_key(|m| m.delta).copied() {
                (p, c) = self.ctx.play(&p, &c, mv);
            }
        }
        self.scratch = scratch;
        self.node(&p, &c, depth, ply + 1, alpha, beta, 0)
    }
}

/// Transposition table size (log2): about half the nodes the limits allow, at most
/// 2^18 entries (6 MB).
fn tt_bits(limits: &SearchLimits) -> u32 {
    // About a million nodes a second.
    let by_time = limits.deadline.as_micros().min(u128::from(u64::MAX)) as u64;
    let nodes = match limits.max_nodes {
        0 => by_time,
        n => n.min(by_time),
    };
    (64 - nodes.max(1).leading_zeros())
        .saturating_sub(1)
        .clamp(12, 18)
}

fn frame_row(home: Point, h: Hole) -> i32 {
    frame(home, h).0
}

/// Keeps the `k` moves with the lowest cost change, sorted.
pub(crate) fn top(moves: &mut Vec<SMove>, k: usize) {
    if moves.len() > k && k > 0 {
        moves.select_nth_unstable_by_key(k - 1, |m| m.delta);
        moves.truncate(k);
    }
    moves.sort_by_key(|m| m.delta);
}

/// When a search with `deadline` stops: at nine tenths of it, leaving the rest for the
/// work around the search and for a busy machine's scheduling (a 2 s deadline overran by
/// 46 ms at load average 10 when the search used all of it).
fn stop_time(deadline: Duration) -> Duration {
    deadline / 10 * 9
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Root moves from hole 0 to holes 1 … `n` (only their order and identity matter here).
    fn moves(n: usize) -> Vec<(SMove, i32)> {
        let from = Hole::new(0).unwrap();
        (1..=n)
            .map(|i| {
                let mv = SMove {
                    army: 0,
                    from,
                    to: Hole::new(i).unwrap(),
                    delta: 0,
                };
                (mv, 0)
            })
            .collect()
    }

    /// An iteration starts whatever time the last ones took, as long as the budget lasts;
    /// cut short, it decides by the moves it searched whole, the previous best first.
    /// Here the budget is 5 root searches: depth 1 searches the three moves (the third
    /// best), depth 2 the third again (first now) and the first, which beats it and is
    /// played, though depth 2 never finished.
    #[test]
    fn an_unfinished_iteration_decides_once_the_previous_best_is_searched() {
        let root = moves(3);
        let limits = SearchLimits {
            deadline: Duration::from_hours(1),
            max_nodes: 0,
            max_depth: 10,
        };
        let mut calls = 0;
        let mut seen = Vec::new();
        let (best, score, depth) = deepen(root.clone(), &limits, Instant::now(), |d, (m, _), _| {
            calls += 1;
            seen.push((d, m.to.index()));
            // Depth 1 prefers the third move, depth 2 the first.
            let sc = match (d, m.to.index()) {
                (1, 3) | (2, 1) => 10,
                _ => 0,
            };
            (calls <= 5).then_some(sc)
        });
        assert_eq!(seen, [(1, 1), (1, 2), (1, 3), (2, 3), (2, 1), (2, 2)]);
        assert_eq!((best, score, depth), (root[0].0, 10, 1));

        // Stopped before the previous best was searched again: depth 1's best stands.
        let mut calls = 0;
        let (best, score, depth) = deepen(root.clone(), &limits, Instant::now(), |d, (m, _), _| {
            calls += 1;
            let sc = if (d, m.to.index()) == (1, 3) { 10 } else { 0 };
            (calls <= 3).then_some(sc)
        });
        assert_eq!((best, score, depth), (root[2].0, 10, 1));
    }
}
