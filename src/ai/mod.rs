//! Computer players (DESIGN.md `ai`). Synchronous; callers run them on a blocking thread.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::core::{Game, Move, Peg};

/// The greedy player: the move that brings its pegs furthest toward their targets
/// (largest drop in distance to the target's tip). Among equal gains it moves the
/// peg furthest behind, then picks at random with `seed`. `None` when the seat to move has
/// no move (the game passes automatically, so this only happens when the game is over).
#[must_use]
pub fn greedy(game: &Game, seed: u64) -> Option<Move> {
    let seat = game.to_move()?;
    let mut moves = game.legal_moves_for(seat);
    if moves.is_empty() {
        return None;
    }
    // Shuffle first so that the stable max below breaks exact ties at random.
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    moves.shuffle(&mut rng);
    let key = |mv: &Move| {
        let Some(Peg::Army(home)) = game.board().peg_at(mv.from) else {
            return (i64::MIN, 0);
        };
        let tip = home.opposite().tip();
        let before = i64::from(mv.from.distance(tip));
        let after = i64::from(mv.to.distance(tip));
        (before - after, before)
    };
    moves.into_iter().max_by_key(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{HouseRules, Layout};

    #[test]
    fn greedy_plays_a_longest_forward_move_from_the_start() {
        let game = Game::new(Layout::standard(2).unwrap(), HouseRules::default(), 0).unwrap();
        let mv = greedy(&game, 7).unwrap();
        assert!(game.legal_moves().contains(&mv));
        // From the start every forward move gains at most 2 rows (a single hop).
        let tip = crate::core::Point::S.tip();
        assert_eq!(mv.from.distance(tip) - mv.to.distance(tip), 2);
        // The same seed gives the same move.
        assert_eq!(greedy(&game, 7), Some(mv));
    }
}
