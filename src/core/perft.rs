//! Counting move sequences (perft), for checking move generation against reference counts
//! and measuring its speed.
//!
//! Where nothing but the turn rotation can happen (see `Race::simple_for`), the count runs
//! on bare [`Board`] copies with no allocation and counts the last ply in bulk (the sizes
//! of the destination sets); a line that finishes a seat sends the count back to playing
//! through [`Race`], with finishing, resignations and the move limit.

use std::time::Duration;

use super::board::Board;
use super::capture::CaptureGame;
use super::chains;
use super::game::Game;
use super::movegen::HopBoard;
use super::race::Race;
use super::seat::Seat;

/// Number of move sequences of exactly `depth` moves from `game` (docs/notation.md reference
/// counts), with the game's own turn order, automatic passes and endings. A line that
/// reaches the end of the game before `depth` moves is not counted.
#[must_use]
pub fn perft(game: &Game, depth: u32) -> u64 {
    match game {
        Game::Race(race) => race_perft(race, depth),
        Game::Capture(game) => capture_perft(game, depth),
    }
}

/// [`perft`] of a race.
fn race_perft(game: &Race, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match game.to_move() {
        Some(seat) if game.simple_for(depth) => {
            on_boards(game, game.board(), seat, depth).unwrap_or_else(|| through_game(game, depth))
        }
        _ => through_game(game, depth),
    }
}

/// [`perft`] with the first ply's moves shared out over `threads` threads.
#[must_use]
pub fn perft_parallel(game: &Game, depth: u32, threads: usize) -> u64 {
    // The capture game counts on one thread (its moves are chains, not (from, to) pairs).
    let game = match game {
        Game::Race(race) if depth > 1 && threads > 1 => race,
        _ => return perft(game, depth),
    };
    let moves = game.legal_moves();
    let chunk = moves.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = moves
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|mv| {
                            let mut next = game.clone();
                            if next.play(*mv).is_ok() {
                                race_perft(&next, depth - 1)
                            } else {
                                0
                            }
                        })
                        .sum::<u64>()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or(0)).sum()
    })
}

/// Capture game (docs/rules.md §6): chains counted by their full list of landing holes; who is
/// to move does not change the count (everyone may move every peg), only whether the game
/// is over (nobody left to take turns).
fn capture_perft(game: &CaptureGame, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.to_move().is_none() {
        return 0;
    }
    chains::perft(game.pegs(), game.rules().long_jumps, depth)
}

fn through_game(game: &Race, depth: u32) -> u64 {
    through_game_with(game, depth, race_perft)
}

/// [`perft`] that always plays through [`Game`] (slow; the reference the fast path is
/// tested against).
#[must_use]
pub fn perft_reference(game: &Game, depth: u32) -> u64 {
    match game {
        Game::Race(race) => race_reference(race, depth),
        Game::Capture(game) => capture_perft(game, depth),
    }
}

fn race_reference(game: &Race, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    through_game_with(game, depth, race_reference)
}

fn through_game_with(game: &Race, depth: u32, below: fn(&Race, u32) -> u64) -> u64 {
    if depth == 1 {
        return game.count_legal_moves();
    }
    let mut total = 0;
    for mv in game.legal_moves() {
        let mut next = game.clone();
        if next.play(mv).is_ok() {
            total += below(&next, depth - 1);
        }
    }
    total
}

/// Perft on bare boards: `seat` or, passing automatically, the next seat with a move.
/// `None` when a line reaches a move that finishes a seat: the count then needs [`Game`].
///
/// Counting the last ply is mostly counting set bits; on x86-64 CPUs that have the
/// `POPCNT` instruction (checked at run time, so the binary still runs on any x86-64) the
/// count runs in a copy compiled to use it.
fn on_boards(game: &Race, board: &Board, seat: Seat, depth: u32) -> Option<u64> {
    let hops = HopBoard::new(board.occupied());
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the CPU has POPCNT, checked just above.
        return unsafe { boards_popcnt(game, board, &hops, seat, depth) };
    }
    boards_plain(game, board, &hops, seat, depth)
}

fn boards_plain(
    game: &Race,
    board: &Board,
    hops: &HopBoard,
    seat: Seat,
    depth: u32,
) -> Option<u64> {
    boards_node(game, board, hops, seat, depth, boards_plain)
}

/// [`boards_plain`] compiled with `POPCNT`.
///
/// # Safety
/// Only on a CPU that has `POPCNT`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
unsafe fn boards_popcnt(
    game: &Race,
    board: &Board,
    hops: &HopBoard,
    seat: Seat,
    depth: u32,
) -> Option<u64> {
    boards_node(game, board, hops, seat, depth, |g, b, h, s, d| {
        // SAFETY: reached only from `boards_popcnt`, so the CPU has POPCNT.
        unsafe { boards_popcnt(g, b, h, s, d) }
    })
}

/// One node of [`on_boards`]; `below` counts the children (`hops` is `board` laid out).
#[inline(always)]
fn boards_node(
    game: &Race,
    board: &Board,
    hops: &HopBoard,
    seat: Seat,
    depth: u32,
    below: impl Fn(&Race, &Board, &HopBoard, Seat, u32) -> Option<u64>,
) -> Option<u64> {
    let mut seat = seat;
    for _ in 0..game.layout().seats() {
        let mut total = 0;
        let mut any = false;
        for &army in game.layout().armies(seat) {
            let rules = game.move_rules(army);
            for from in board.army(army) {
                if depth == 1 {
                    let n = hops.count(from, rules);
                    any |= n > 0;
                    total += u64::from(n);
                    continue;
                }
                let ends = hops.destinations(from, rules);
                any |= !ends.is_empty();
                for to in ends {
                    let mut next = *board;
                    next.move_peg(army, from, to);
                    if game.seat_done_on(&next, seat) {
                        return None;
                    }
                    let next_hops = hops.moved(from, to);
                    total += below(game, &next, &next_hops, game.next_seat(seat), depth - 1)?;
                }
            }
        }
        if any {
            return Some(total);
        }
        seat = game.next_seat(seat);
    }
    Some(0) // Nobody can move: the game is over.
}

/// [`perft`] counted one first move at a time, calling `done(counted, of)` before the
/// first and after each (so a caller can show progress): the same count. The capture game
/// counts in one part.
#[must_use]
pub fn perft_divided(game: &Game, depth: u32, mut done: impl FnMut(usize, usize)) -> u64 {
    let race = match game {
        Game::Race(race) if depth > 1 => race,
        _ => {
            done(0, 1);
            let count = perft(game, depth);
            done(1, 1);
            return count;
        }
    };
    let moves = race.legal_moves();
    done(0, moves.len());
    let mut total = 0;
    for (i, mv) in moves.iter().enumerate() {
        let mut next = race.clone();
        if next.play(*mv).is_ok() {
            total += race_perft(&next, depth - 1);
        }
        done(i + 1, moves.len());
    }
    total
}

/// The deepest count the command line's `perft --depth` takes (from the 2-player start
/// depth 8 takes some 15 minutes, depth 10 about a week).
pub const MAX_PERFT_DEPTH: u32 = 10;

/// The time the next perft depth will take, from the counts and times of the last two
/// (the time grows with the count, and the count by about the last ratio), when it is
/// more than five seconds.
#[must_use]
pub fn perft_estimate([(before, _), (count, time)]: [(u64, Duration); 2]) -> Option<Duration> {
    let guess = time.mul_f64(count as f64 / before.max(1) as f64);
    (guess > Duration::from_secs(5)).then_some(guess)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{HouseRules, Variant};

    /// Counted by first moves (for a progress bar), perft gives the reference counts of
    /// docs/notation.md and reports every first move done.
    #[test]
    fn perft_divided_counts_the_same_and_reports_each_first_move() {
        let first = Seat::ALL[0];
        let race = Game::start(Variant::Standard, 2, 1, HouseRules::default(), first).unwrap();
        let mut calls = Vec::new();
        assert_eq!(perft_divided(&race, 3, |d, n| calls.push((d, n))), 4_760);
        assert_eq!(calls, (0..=14).map(|d| (d, 14)).collect::<Vec<_>>());
        let capture = Game::start(Variant::Capture, 2, 1, HouseRules::default(), first).unwrap();
        calls.clear();
        assert_eq!(perft_divided(&capture, 2, |d, n| calls.push((d, n))), 3_600);
        assert_eq!(calls, [(0, 1), (1, 1)]);
    }
}
