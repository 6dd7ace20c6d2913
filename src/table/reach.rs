//! `moves <hole>`: every hole the peg on a hole can end a move in, under the game's house
//! rules, whoever is to move, with the shortest jump chain to each on request. Any peg
//! may be inspected by anyone; the answer is for the asker only (a learning aid).

use crate::core::{quote_input, safe, Hole, HoleSet, Peg};
use crate::i18n::Catalogue;
use crate::t;

use super::outcome::{Reach, Refusal};
use super::state::Table;
use super::told::Refused;

/// Most chains listed for a capture-game peg.
const MAX_CAPTURE_CHAINS: usize = 25;

/// Why `moves` has no answer.
#[derive(Debug)]
pub enum ReachRefusal {
    /// `moves` without a hole.
    Usage,
    /// `moves` with text that is not a hole.
    NotAHole(String),
    /// `moves` on an empty hole.
    NoPeg(Hole),
    /// `moves` on a peg that never moves.
    FixedPeg(Hole),
}

impl Refused for ReachRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            ReachRefusal::Usage => t!(cat, "err-moves-usage"),
            ReachRefusal::NotAHole(input) => {
                t!(cat, "err-not-a-hole", "input" => safe(&quote_input(input)))
            }
            ReachRefusal::NoPeg(hole) => t!(cat, "err-no-peg", "hole" => hole.to_string()),
            ReachRefusal::FixedPeg(hole) => t!(cat, "err-fixed-peg", "hole" => hole.to_string()),
        }
    }
}

/// Where the peg on the hole written `text` can go in `table`'s game.
///
/// # Errors
/// [`Refusal::NotPlaying`], [`ReachRefusal::Usage`] (no hole), [`ReachRefusal::NotAHole`],
/// [`ReachRefusal::NoPeg`], [`ReachRefusal::FixedPeg`].
pub fn reach(text: &str, chains: bool, table: Table) -> Result<Reach, Refusal> {
    let Some(game) = &table.game else {
        return Err(Refusal::NotPlaying);
    };
    // Invisible characters around or inside the hole are ignored, as in move text.
    let text = crate::core::visible(text);
    let text = text.trim();
    if text.is_empty() {
        return Err(Refusal::feature(ReachRefusal::Usage));
    }
    let from: Hole = text
        .parse()
        .map_err(|_| Refusal::feature(ReachRefusal::NotAHole(text.to_string())))?;
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
        None => return Err(Refusal::feature(ReachRefusal::NoPeg(from))),
        Some(Peg::Obstacle) => return Err(Refusal::feature(ReachRefusal::FixedPeg(from))),
        Some(Peg::Army(army)) => army,
    };
    let seat = game
        .layout()
        .seat_of(army)
        .ok_or_else(|| Refusal::feature(ReachRefusal::FixedPeg(from)))?;
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
