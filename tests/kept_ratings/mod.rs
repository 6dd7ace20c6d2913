//! The ratings a series of results should give, computed with `skillratings` directly:
//! shared by `tests/kept.rs` (through the store) and `tests/kept_table.rs` (through the
//! table).

// Each includer uses a part of this module.

use std::collections::HashMap;

use checkers_bot::ai::Level;
use checkers_bot::ratings::computer_rating;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// The user id that stands for a medium computer in [`expected_series`].
pub const MEDIUM: u64 = 0;

/// The expected ratings of a series, computed with `skillratings` directly: each game's
/// seats as teams of one ranked by place, a computer ([`MEDIUM`]) at its level's fixed
/// rating and never updated.
pub fn expected_series(series: &[Vec<(u64, usize)>]) -> HashMap<u64, WengLinRating> {
    let mut ratings: HashMap<u64, WengLinRating> = HashMap::new();
    for game in series {
        let before: Vec<[WengLinRating; 1]> = game
            .iter()
            .map(|(id, _)| match *id {
                MEDIUM => [computer_rating(Level::Medium)],
                id => [ratings.get(&id).copied().unwrap_or_default()],
            })
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(game)
            .map(|(t, (_, place))| (&t[..], MultiTeamOutcome::new(*place)))
            .collect();
        let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
        for ((id, _), r) in game.iter().zip(after) {
            if *id != MEDIUM {
                ratings.insert(*id, r[0]);
            }
        }
    }
    ratings
}
