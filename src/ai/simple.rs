//! The one-ply players: `easy` (human-like mistakes on purpose) and `medium` (the best
//! immediate progress by the full evaluation).

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::core::{shortest_path, Move, Peg, Race};

use super::eval::Weights;
use super::pos::{Ctx, Pos};
use super::search::{own_hash, REPEAT};

/// The longest jump chain (in hops) `easy` notices; longer chains go unseen.
const EASY_VISION: usize = 3;
/// How often `easy` plays a move that merely looks fine instead of its best one.
const EASY_DISTRACTED: f64 = 0.3;

/// `medium`: the move with the best immediate change of the evaluation (distance,
/// stragglers, lateral), never going back to an earlier arrangement when it can help it.
pub(crate) fn medium(game: &Race, seed: u64, repeats: &[u64], weights: &Weights) -> Option<Move> {
    let seat = game.to_move()?.index();
    let ctx = Ctx::new(game, weights);
    let pos = Pos::of(game);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves = game.legal_moves();
    moves.shuffle(&mut rng);
    moves.into_iter().min_by_key(|mv| {
        let Some(Peg::Army(p)) = game.board().peg_at(mv.from) else {
            return i32::MAX;
        };
        let a = p.index();
        let mut child = pos;
        child.apply(a, mv.from, mv.to);
        let own = own_hash(&child, ctx.commanded(&pos, seat));
        let repeat = REPEAT * repeats.iter().filter(|h| **h == own).count() as i32;
        ctx.cost.get(a, mv.to) - ctx.cost.get(a, mv.from) + ctx.trap(&child, seat) + repeat
    })
}

/// `easy`: looks only at plain distance to the target (so it leaves stragglers behind),
/// misses chains longer than three hops, and now and then plays a move that merely does
/// not lose ground instead of its best one. It still never undoes its own last move when
/// anything else is possible, so its games end.
pub(crate) fn easy(game: &Race, seed: u64, repeats: &[u64]) -> Option<Move> {
    let seat = game.to_move()?.index();
    let ctx = Ctx::new(game, &Weights::default());
    let pos = Pos::of(game);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let occupied = game.board().occupied();
    let all = game.legal_moves();
    let mut seen: Vec<(Move, i32)> = all
        .iter()
        .filter_map(|mv| {
            let Some(Peg::Army(p)) = game.board().peg_at(mv.from) else {
                return None;
            };
            let long = game.move_rules(p).long_jumps;
            let hops = shortest_path(*mv, occupied, long).map_or(usize::MAX, |path| {
                if path.len() == 2 && mv.from.distance(mv.to) == 1 {
                    0
                } else {
                    path.len() - 1
                }
            });
            if hops > EASY_VISION {
                return None;
            }
            let tip = p.opposite().tip();
            let gain = mv.from.distance(tip) as i32 - mv.to.distance(tip) as i32;
            let mut child = pos;
            child.apply(p.index(), mv.from, mv.to);
            let own = own_hash(&child, ctx.commanded(&pos, seat));
            let repeat = repeats.iter().filter(|h| **h == own).count() as i32;
            Some((*mv, gain - 2 * repeat))
        })
        .collect();
    if seen.is_empty() {
        return all.choose(&mut rng).copied();
    }
    seen.shuffle(&mut rng);
    let best = seen.iter().map(|(_, g)| *g).max().unwrap_or(0);
    if best > 0 && rng.gen_bool(EASY_DISTRACTED) {
        // Any move that gains ground, however little.
        let fine: Vec<Move> = seen
            .iter()
            .filter(|(_, g)| *g > 0)
            .map(|(m, _)| *m)
            .collect();
        if let Some(mv) = fine.choose(&mut rng) {
            return Some(*mv);
        }
    }
    seen.iter().max_by_key(|(_, g)| *g).map(|(m, _)| *m)
}
