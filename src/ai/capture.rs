//! Computer players for the capture game (docs/rules.md §6).
//!
//! All levels choose among captures ([`crate::core::Capture`]: start, end and captured
//! pegs), since chains with the same capture lead to the same position; the chosen
//! capture is written out as a chain at the end ([`CaptureGame::chain_of`]).
//!
//! | level | how it plays |
//! |---|---|
//! | `easy` | the capture taking most pegs now among chains of at most two hops (it misses longer chains), and one move in five any capture at all |
//! | `medium` | the capture that maximises pegs taken now minus the most the next player can take in reply |
//! | `hard` | iterative-deepening alpha-beta on the capture difference until the deadline |
//!
//! `hard` with two players is a negamax over "my captures − the opponent's"; with more
//! it is a paranoid search (every other seat plays to minimise the mover's value, "my
//! captures − the most any other seat has"), which is sound here because every seat
//! moves the same pegs: any opponent's capture is a capture denied to the mover. A leaf
//! adds the most the side to move can take at once (a one-ply look past the horizon),
//! and a position with no hop left is scored as won, drawn or lost. Captures are tried
//! most pegs first, the best move of the previous iteration first at the root; the clock
//! is read every 256 nodes and a move of the last completed iteration is played.

use std::time::Instant;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Base, Level, SearchLimits, SearchReport};
use crate::core::{captures, Capture, CaptureGame, Hole, HoleSet, Move, Seat};

/// Score of a finished game, before the capture difference is added.
const WIN: i32 = 10_000;
const INF: i32 = i32::MAX / 2;

/// The chain `level` plays for the seat to move in `game` (a capture game), within
/// `limits` (only `hard` uses them), with `hard`'s search report (nodes, deepest
/// completed iteration, value, time). `None` when the game is over.
#[must_use]
pub(crate) fn choose(
    game: &CaptureGame,
    level: Level,
    seed: u64,
    limits: SearchLimits,
) -> Option<(Vec<Hole>, Option<SearchReport>)> {
    let seat = game.to_move()?;
    let long = game.rules().long_jumps;
    let mut moves = Vec::new();
    captures(game.pegs(), long, &mut moves);
    if moves.is_empty() {
        return None;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Shuffle first so that stable choices below break ties at random.
    moves.shuffle(&mut rng);
    let mut searcher = None;
    let chosen = match level.style().base {
        Base::Easy => easy(&moves, &mut rng),
        Base::Medium => medium(game.pegs(), long, &moves),
        Base::Search => {
            let order = turn_order(game, seat);
            let scores: Vec<i32> = game
                .scores()
                .iter()
                .map(|s| i32::try_from(*s).unwrap_or(i32::MAX / 4))
                .collect();
            searcher
                .insert(Searcher::new(long, order, scores, limits))
                .best(game.pegs(), moves)
        }
    }?;
    let chain = game.chain_of(&chosen)?;
    let report = searcher.map(|s| SearchReport {
        mv: Move {
            from: chosen.from,
            to: chosen.to,
        },
        depth: s.completed,
        nodes: s.nodes,
        score: s.score,
        elapsed: s.start.elapsed(),
    });
    Some((chain, report))
}

/// The seats that take turns, starting with `seat` (frozen seats left out).
fn turn_order(game: &CaptureGame, seat: Seat) -> Vec<usize> {
    let mut order = vec![seat.index()];
    let mut s = game.next_seat(seat);
    for _ in 0..game.layout().seats() {
        if s == seat {
            break;
        }
        if game.takes_turns(s) {
            order.push(s.index());
        }
        s = game.next_seat(s);
    }
    order
}

/// Number of hops of the chain behind a capture (pegs taken).
fn size(c: &Capture) -> u32 {
    c.taken.len()
}

fn easy(moves: &[Capture], rng: &mut ChaCha8Rng) -> Option<Capture> {
    if rng.gen_bool(0.2) {
        return moves.first().copied();
    }
    moves
        .iter()
        .filter(|c| size(c) <= 2)
        .max_by_key(|c| size(c))
        .or_else(|| moves.iter().min_by_key(|c| size(c)))
        .copied()
}

/// The most pegs any capture takes on `pegs` (0 when no hop is left).
fn best_now(pegs: HoleSet, long: bool, buf: &mut Vec<Capture>) -> u32 {
    buf.clear();
    captures(pegs, long, buf);
    buf.iter().map(size).max().unwrap_or(0)
}

fn medium(pegs: HoleSet, long: bool, moves: &[Capture]) -> Option<Capture> {
    let mut buf = Vec::new();
    moves
        .iter()
        .max_by_key(|c| {
            let reply = best_now(c.apply(pegs), long, &mut buf);
            (i64::from(size(c)) - i64::from(reply), size(c))
        })
        .copied()
}

struct Searcher {
    long: bool,
    /// Seats in turn order, the mover first.
    order: Vec<usize>,
    /// Captures so far, by seat.
    scores: Vec<i32>,
    limits: SearchLimits,
    start: Instant,
    nodes: u64,
    stopped: bool,
    bufs: Vec<Vec<Capture>>,
    /// The deepest completed iteration, in plies.
    completed: u32,
    /// The value of its best capture.
    score: i32,
}

impl Searcher {
    fn new(long: bool, order: Vec<usize>, scores: Vec<i32>, limits: SearchLimits) -> Searcher {
        Searcher {
            long,
            order,
            scores,
            limits,
            start: Instant::now(),
            nodes: 0,
            stopped: false,
            bufs: Vec::new(),
            completed: 0,
            score: 0,
        }
    }

    /// The mover's value: its captures minus the most any other seat has.
    fn value(&self) -> i32 {
        let me = self.scores[self.order[0]];
        let best_other = self.order[1..]
            .iter()
            .map(|s| self.scores[*s])
            .max()
            .unwrap_or(0);
        me - best_other
    }

    fn out_of_time(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        let budget_spent = self.limits.max_nodes > 0 && self.nodes >= self.limits.max_nodes;
        if budget_spent
            || (self.nodes.is_multiple_of(256) && self.start.elapsed() >= self.limits.deadline)
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Iterative deepening over `moves` (the root's captures); the best of the last
    /// completed iteration.
    fn best(&mut self, pegs: HoleSet, mut moves: Vec<Capture>) -> Option<Capture> {
        moves.sort_by_key(|c| std::cmp::Reverse(size(c)));
        let mut best = *moves.first()?;
        let max_depth = self.limits.max_depth.max(1);
        for depth in 1..=max_depth {
            let mut alpha = -INF;
            let mut iteration_best = None;
            for (i, c) in moves.iter().enumerate() {
                let v = self.after(pegs, c, 0, depth - 1, alpha, INF);
                if self.stopped {
                    break;
                }
                if v > alpha || i == 0 {
                    alpha = v;
                    iteration_best = Some(*c);
                }
            }
            if self.stopped {
                break;
            }
            let Some(b) = iteration_best else { break };
            best = b;
            self.completed = depth;
            self.score = alpha;
            // The best move first in the next iteration.
            if let Some(i) = moves.iter().position(|c| *c == best) {
                let c = moves.remove(i);
                moves.insert(0, c);
            }
            // Nothing deeper to see once the game ends within the horizon everywhere.
            if alpha.abs() >= WIN / 2 || self.start.elapsed() * 3 >= self.limits.deadline {
                break;
            }
        }
        Some(best)
    }

    /// The mover's value after seat `self.order[ply % n]` plays `c` on `pegs`, searched
    /// `depth` more plies (paranoid: the mover maximises, everyone else minimises).
    fn after(
        &mut self,
        pegs: HoleSet,
        c: &Capture,
        ply: usize,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let seat = self.order[ply % self.order.len()];
        let gain = i32::try_from(size(c)).unwrap_or(0);
        self.scores[seat] += gain;
        let v = self.node(c.apply(pegs), ply + 1, depth, alpha, beta);
        self.scores[seat] -= gain;
        v
    }

    fn node(
        &mut self,
        pegs: HoleSet,
        ply: usize,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        if self.out_of_time() {
            return 0;
        }
        let mut moves = self.bufs.pop().unwrap_or_default();
        moves.clear();
        captures(pegs, self.long, &mut moves);
        let maximising = ply.is_multiple_of(self.order.len());
        let v = if moves.is_empty() {
            let v = self.value();
            v + v.signum() * WIN
        } else if depth == 0 {
            // One look past the horizon: the side to move takes the most it can.
            let now = i32::try_from(moves.iter().map(size).max().unwrap_or(0)).unwrap_or(0);
            if maximising {
                self.value() + now
            } else {
                self.value() - now
            }
        } else {
            moves.sort_by_key(|c| std::cmp::Reverse(size(c)));
            let mut best = if maximising { -INF } else { INF };
            for c in &moves {
                let v = self.after(pegs, c, ply, depth - 1, alpha, beta);
                if self.stopped {
                    break;
                }
                if maximising {
                    best = best.max(v);
                    alpha = alpha.max(v);
                } else {
                    best = best.min(v);
                    beta = beta.min(v);
                }
                if alpha >= beta {
                    break;
                }
            }
            best
        };
        self.bufs.push(moves);
        v
    }
}
