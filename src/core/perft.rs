//! Counting move sequences (perft), for checking move generation against reference counts.

use super::game::Game;

/// Number of move sequences of exactly `depth` moves from `game` (NOTATION.md reference
/// counts), with the game's own turn order, automatic passes and endings. A line that
/// reaches the end of the game before `depth` moves is not counted.
#[must_use]
pub fn perft(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return game.count_legal_moves();
    }
    let moves = game.legal_moves();
    let mut total = 0;
    for mv in moves {
        let mut next = game.clone();
        if next.play(mv).is_ok() {
            total += perft(&next, depth - 1);
        }
    }
    total
}
