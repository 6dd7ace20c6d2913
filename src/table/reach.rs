//! `moves <hole>`: every hole the peg on a hole can end a move in, under the game's house
//! rules, whoever is to move, with the shortest jump chain to each on request. Any peg
//! may be inspected by anyone; the answer is for the asker only (a learning aid).

use crate::core::{Hole, HoleSet, Peg};

use super::outcome::{Reach, Refusal};
use super::state::Table;

/// Most chains listed for a capture-game peg.
const MAX_CAPTURE_CHAINS: usize = 25;

/// Where the peg on the hole written `text` can go in `table`'s game.
///
/// # Errors
/// [`Refusal::NotPlaying`], [`Refusal::MovesUsage`] (no hole), [`Refusal::NotAHole`],
/// [`Refusal::NoPeg`], [`Refusal::FixedPeg`].
pub fn reach(text: &str, chains: bool, table: Table) -> Result<Reach, Refusal> {
    let Some(game) = &table.game else {
        return Err(Refusal::NotPlaying);
    };
    // Invisible characters around or inside the hole are ignored, as in move text.
    let text = crate::core::visible(text);
    let text = text.trim();
    if text.is_empty() {
        return Err(Refusal::MovesUsage);
    }
    let from: Hole = text
        .parse()
        .map_err(|_| Refusal::NotAHole(text.to_string()))?;
    if let Some(capture) = game.as_capture().filter(|c| c.pegs().contains(from)) {
        // Pegs belong to nobody: where a capturing chain from here can end now.
        let all = capture.chains_from(from, MAX_CAPTURE_CHAINS);
        let holes: HoleSet = all.iter().filter_map(|c| c.last().copied()).collect();
        return Ok(Reach {
            from,
            holes,
            chains: if chains { all } else { Vec::new() },
            owner: None,
            table,
        });
    }
    let army = match game.board().peg_at(from) {
        None => return Err(Refusal::NoPeg(from)),
        Some(Peg::Obstacle) => return Err(Refusal::FixedPeg(from)),
        Some(Peg::Army(army)) => army,
    };
    let seat = game.layout().seat_of(army).ok_or(Refusal::FixedPeg(from))?;
    let holes = game.destinations_of(seat, from);
    // A step needs no line (the highlight shows it): chains are the hopping moves.
    let hops: Vec<Vec<Hole>> = if chains {
        holes
            .iter()
            .filter_map(|to| game.as_race()?.path_of(seat, from, to))
            .filter(|p| {
                p.len() > 2
                    || p.first()
                        .zip(p.last())
                        .is_some_and(|(a, b)| a.distance(*b) > 1)
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok(Reach {
        from,
        holes,
        chains: hops,
        owner: Some(seat),
        table,
    })
}
