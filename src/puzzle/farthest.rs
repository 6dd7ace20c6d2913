//! "The farthest move": a 2-player race in mid-game, red (N) to move, and the move that
//! carries a red peg the most rows down the board, towards red's target, the S point.
//! The position comes from a game played at random (each side moving forwards, never
//! back), and is kept when exactly one legal move (peg and end hole, docs/rules.md §3)
//! advances most, by at least [`LEAST_ADVANCE`] rows, and another comes within two rows
//! of it: checked by enumerating every legal move.

use rand::Rng;

use crate::core::{HouseRules, Layout, Move, Point, Race, Seat};

/// The fewest rows the answer advances: three hops at least.
pub const LEAST_ADVANCE: i32 = 6;

/// Rows the move advances a red peg: down the board, towards the S point (negative
/// when it goes back).
#[must_use]
pub fn advance(mv: Move) -> i32 {
    mv.to.row() as i32 - mv.from.row() as i32
}

/// Rows a move of the army from `home` advances towards its target (red goes down the
/// board, green up).
fn advance_of(home: Point, mv: Move) -> i32 {
    if home == Point::N {
        advance(mv)
    } else {
        -advance(mv)
    }
}

/// A "farthest move" puzzle as found: the race (red to move, no history) and its one
/// farthest move.
pub struct Found {
    /// The position, red to move.
    pub race: Race,
    /// The one legal move that advances most.
    pub answer: Move,
}

/// The best move of `race` by [`advance`] when exactly one legal move advances most,
/// with the second-best advance; `None` when several share the most (or none moves).
#[must_use]
pub fn best_of(race: &Race) -> Option<(Move, i32)> {
    let mut moves = race.legal_moves();
    moves.sort_by_key(|m| std::cmp::Reverse(advance(*m)));
    match moves[..] {
        [best] => Some((best, i32::MIN)),
        [best, second, ..] if advance(best) > advance(second) => Some((best, advance(second))),
        _ => None,
    }
}

/// Makes a "farthest move" puzzle from `rng`. Returns it and the positions tried.
///
/// # Panics
/// Never: the standard layout of 2 players always exists.
pub fn generate(rng: &mut impl Rng) -> (Found, u32) {
    let layout = Layout::standard(2).expect("2 players");
    let rules = HouseRules::default();
    let red = Seat::ALL[0];
    let mut tries = 0;
    loop {
        let mut race = Race::new(layout.clone(), rules, red).expect("seat 1");
        // An even number of moves: red is to move after them.
        let plies = 2 * rng.gen_range(8..=20);
        for _ in 0..plies {
            let Some(seat) = race.to_move() else { break };
            let home = race.layout().armies(seat)[0];
            let forward: Vec<Move> = race
                .legal_moves()
                .into_iter()
                .filter(|m| advance_of(home, *m) >= 0)
                .collect();
            if forward.is_empty() {
                break;
            }
            let mv = forward[rng.gen_range(0..forward.len())];
            if race.play(mv).is_err() {
                break;
            }
        }
        if race.to_move() != Some(red) || race.outcome().is_some() {
            continue;
        }
        tries += 1;
        // The same pegs, no history: no last move is drawn, nothing is taken back.
        let Ok(position) = Race::from_board(layout.clone(), rules, *race.board(), red) else {
            continue;
        };
        let Some((answer, second)) = best_of(&position) else {
            continue;
        };
        if advance(answer) >= LEAST_ADVANCE && second >= advance(answer) - 2 {
            return (
                Found {
                    race: position,
                    answer,
                },
                tries,
            );
        }
    }
}
