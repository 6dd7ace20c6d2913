//! Standings, derived from the results each time (never accumulated), so a result
//! changed by an operator changes them at once (docs/playing.md "Tournaments").
//!
//! - **Points**: each game's points ([`super::GameResult::points`]), [`BYE`] for each bye and
//!   each round missed by joining late.
//! - **Buchholz**: for each game a player sat at, the opponents' total points, each
//!   counted `1/(n − 1)` at a table of `n` (at 2 players: the opponent's total). Byes
//!   and an absent opponent add nothing; a game the player was absent from adds nothing.
//! - **Sonneborn-Berger**: the same, each opponent's total counted by how the player did
//!   against it at that game: whole when it placed ahead, half when they shared a place,
//!   nothing when behind (at 2 players: beaten opponents' totals plus half the drawn).
//! - **Order**: points, then Buchholz, then Sonneborn-Berger (all higher first). Players
//!   equal on all three share a rank (1, 2, 2, 4) and are listed by rating, then entry.

use std::cmp::{Ordering, Reverse};
use std::collections::HashMap;

use super::points::{Points, BYE};
use super::round::{Player, PlayerId, Round};

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Standing {
    /// 1-based; shared by players equal on points, Buchholz and Sonneborn-Berger.
    pub rank: u32,
    pub player: PlayerId,
    pub name: String,
    pub points: Points,
    pub buchholz: Points,
    pub sonneborn_berger: Points,
    /// Withdrawn: still listed, with the results it had.
    pub withdrawn: bool,
}

/// Each player's total points (same order as `players`).
pub fn totals(players: &[Player], rounds: &[Round]) -> Vec<Points> {
    let index = indexer(players);
    let mut totals: Vec<Points> = players
        .iter()
        .map(|p| BYE.scaled(i64::from(p.late_byes()), 1))
        .collect();
    for round in rounds {
        for bye in &round.byes {
            if let Some(i) = index(*bye) {
                totals[i] += BYE;
            }
        }
        for game in &round.games {
            let Some(result) = &game.result else { continue };
            for (seat, points) in game.seats.iter().zip(result.points()) {
                if let Some(i) = index(*seat) {
                    totals[i] += points;
                }
            }
        }
    }
    totals
}

/// The standings of `players` after the results of `rounds`.
pub fn standings(players: &[Player], rounds: &[Round]) -> Vec<Standing> {
    let index = indexer(players);
    let totals = totals(players, rounds);
    let mut buchholz = vec![Points::ZERO; players.len()];
    let mut sb = vec![Points::ZERO; players.len()];
    for game in rounds.iter().flat_map(|r| &r.games) {
        let Some(result) = &game.result else { continue };
        let others = game.seats.len() as i64 - 1;
        for (a, &pa) in game.seats.iter().enumerate() {
            let Some(ia) = index(pa) else { continue };
            for (b, &pb) in game.seats.iter().enumerate() {
                let Some(ib) = index(pb) else { continue };
                let Some(how) = (a != b).then(|| result.against(a, b)).flatten() else {
                    continue;
                };
                buchholz[ia] += totals[ib].scaled(1, others);
                let halves = match how {
                    Ordering::Greater => 2,
                    Ordering::Equal => 1,
                    Ordering::Less => 0,
                };
                sb[ia] += totals[ib].scaled(halves, 2 * others);
            }
        }
    }
    let mut order: Vec<usize> = (0..players.len()).collect();
    let key = |i: usize| (totals[i], buchholz[i], sb[i]);
    order.sort_by_key(|&i| (Reverse(key(i)), Reverse(players[i].entrant.rating), i));
    let mut rows: Vec<Standing> = Vec::with_capacity(order.len());
    for (position, &i) in order.iter().enumerate() {
        let rank = match rows.last() {
            Some(last) if (last.points, last.buchholz, last.sonneborn_berger) == key(i) => {
                last.rank
            }
            _ => position as u32 + 1,
        };
        rows.push(Standing {
            rank,
            player: players[i].entrant.id,
            name: players[i].entrant.name.clone(),
            points: totals[i],
            buchholz: buchholz[i],
            sonneborn_berger: sb[i],
            withdrawn: players[i].withdrawn_after.is_some(),
        });
    }
    rows
}

/// The position of a player id in `players`.
fn indexer(players: &[Player]) -> impl Fn(PlayerId) -> Option<usize> {
    let at: HashMap<PlayerId, usize> = players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.entrant.id, i))
        .collect();
    move |id| at.get(&id).copied()
}
