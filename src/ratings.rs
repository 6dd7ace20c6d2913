//! Ratings per server for people (issue 16), with the `skillratings` crate's Weng-Lin
//! (`OpenSkill`) over a game's whole finishing order, 2 to 6 players.
//!
//! - Each rated person is one team of one; ranks are the game's places (tied seats share
//!   a place, and so a rank). Resigning, running out of time or leaving ranks after
//!   everyone who played on (docs/rules.md §4): the game's standings already say so.
//! - Games with computers rate the people in them only: the computers are left out of
//!   the update, and the people's order among themselves is what counts (a person
//!   behind a computer and ahead of another person still beat that person). A game with
//!   fewer than two people changes no rating.
//! - The number shown is conservative: `mu - 3 sigma` ([`PlayerRating::shown`]), 0 for a
//!   newcomer (mu 25, sigma 25/3), rising as games make the rating surer.

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use crate::store::{KeptGame, PlayerRating};

/// The new ratings of `game`'s rated people ([`KeptGame::rated_people`]) from `current`
/// (theirs before the game, same order): Weng-Lin with the default configuration (beta
/// 25/6), games, wins and places counted. Anything else (a game that is not rated, or
/// `current` not matching) returns `current` unchanged.
#[must_use]
pub fn rate(game: &KeptGame, current: &[PlayerRating]) -> Vec<PlayerRating> {
    let people = game.rated_people();
    if people.len() != current.len() || people.iter().zip(current).any(|((id, _), r)| *id != r.user)
    {
        return current.to_vec();
    }
    let before: Vec<[WengLinRating; 1]> = current
        .iter()
        .map(|r| {
            [WengLinRating {
                rating: r.mu,
                uncertainty: r.sigma,
            }]
        })
        .collect();
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
        .iter()
        .zip(&people)
        .map(|(team, (_, place))| (&team[..], MultiTeamOutcome::new(*place)))
        .collect();
    let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
    current
        .iter()
        .zip(&people)
        .zip(after)
        .map(|((old, (_, place)), new)| {
            let new = new.first().copied().unwrap_or_default();
            PlayerRating {
                mu: new.rating,
                sigma: new.uncertainty,
                games: old.games + 1,
                wins: old.wins + u32::from(*place == 1),
                places: old.places + *place as u64,
                ..old.clone()
            }
        })
        .collect()
}
