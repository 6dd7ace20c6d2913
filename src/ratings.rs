//! Ratings per server for people, with the `skillratings` crate's Weng-Lin
//! (`OpenSkill`) over a game's whole finishing order, 2 to 6 players.
//!
//! - Each seat is one team of one; ranks are the game's places (tied seats share a
//!   place, and so a rank). Resigning, running out of time or leaving ranks after
//!   everyone who played on (docs/rules.md §4): the game's standings already say so.
//! - **Games with computers are rated for the people in them.** A computer seat takes
//!   part in the update with its level's fixed rating ([`computer_rating`]), so beating
//!   `hard` is worth more than beating `easy`; the computer's own rating never changes
//!   and is never stored. A game without a person, and a game kept as not rated, changes
//!   no rating: a casual game (the table setting `rated=off`, or a takeback or hint
//!   used), a game in which a person made fewer than two moves, an aborted game
//!   (docs/rules.md §5 `rated`; the table decides, [`crate::table`]'s kept copy).
//! - **Team games** (`teams = on`, docs/rules.md §8): the seats of one team are one
//!   Weng-Lin team, people and computers alike, ranked by the team's place (partners
//!   share it).
//! - The number shown is conservative: `mu - 3 sigma` ([`PlayerRating::shown`]), 0 for a
//!   newcomer (mu 25, sigma 25/3), rising as games make the rating surer.
//! - **Seasons** (docs/playing.md, "Rating seasons"): a new season starts every rating
//!   from a softened prior ([`soften`]): the same mu, a larger sigma, by the model's own
//!   dynamics factor tau.

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use crate::ai::Level;
use crate::store::{KeptGame, Player, PlayerRating, SeatEnd};

/// Rated games whose shown rating a [`PlayerRating`] remembers for the profile's plot.
pub const HISTORY_LEN: usize = 100;

/// Weng-Lin mu per Elo point: both models give the win chance of a rating difference `d`
/// as a logistic curve, Elo as `1 / (1 + 10^(-d/400))` and Weng-Lin's Bradley–Terry
/// model (Weng & Lin 2011, §3.1) as `1 / (1 + e^(-d/c))` with `c = √2·β` for two sure
/// ratings and `β = 25/6` (skillratings' default): equal for `d_mu = d_elo · c · ln 10 / 400`.
pub const MU_PER_ELO: f64 =
    std::f64::consts::SQRT_2 * (25.0 / 6.0) * std::f64::consts::LN_10 / 400.0;

/// The fixed Weng-Lin rating (mu, sigma) each computer level plays at in the update.
///
/// **Measured** by the rating ladder ([`Level::rating`], the table of
/// docs/computer-players.md "The levels on one scale": `checkers-bot ladder` with its
/// default entrants, random = 0): `medium` sits at a newcomer's mu of 25 and the others
/// follow at [`MU_PER_ELO`] mu an Elo point from it (`hard` as measured at 200,000 nodes
/// a move, less than its 2 s deadline gives, so a lower bound). The sigma is small, so
/// the computer counts as a known opponent.
#[must_use]
pub fn computer_rating(level: Level) -> WengLinRating {
    let elo_above_medium = level.rating().elo - Level::Medium.rating().elo;
    let mu = 25.0 + MU_PER_ELO * elo_above_medium;
    WengLinRating {
        rating: mu,
        uncertainty: 2.0,
    }
}

/// The new ratings of `game`'s rated people ([`KeptGame::rated_people`]) from `current`
/// (theirs before the game, same order): Weng-Lin with the default configuration (beta
/// 25/6) over every seat, computers at [`computer_rating`]; games, wins, places, moves
/// to finish and the shown rating's history counted. Anything else (a game that is not
/// rated, or `current` not matching) returns `current` unchanged.
#[must_use]
pub fn rate(game: &KeptGame, current: &[PlayerRating]) -> Vec<PlayerRating> {
    let people = game.rated_people();
    if people.len() != current.len() || people.iter().zip(current).any(|((id, _), r)| *id != r.user)
    {
        return current.to_vec();
    }
    // Every seat's rating (a person's current one, a computer's fixed one) in its team:
    // a team of one, or in a team game the seat's team (docs/rules.md §8).
    let seat_team = game.teams();
    let mut teams: Vec<Team> = Vec::new();
    for (s, seat) in game.seats.iter().enumerate() {
        let entry = match &seat.player {
            Player::Person { id, .. } => current.iter().position(|r| r.user == *id).map(|i| {
                let r = &current[i];
                let rating = WengLinRating {
                    rating: r.mu,
                    uncertainty: r.sigma,
                };
                (rating, Some(i))
            }),
            Player::Computer { level } => Some((computer_rating(*level), None)),
            Player::Former => None,
        };
        let Some((rating, person)) = entry else {
            continue;
        };
        let id = seat_team.as_ref().map_or(s, |t| t[s]);
        match teams.iter_mut().find(|t| t.id == id) {
            Some(team) => {
                team.ratings.push(rating);
                team.people.push(person);
            }
            None => teams.push(Team {
                id,
                place: seat.place,
                ratings: vec![rating],
                people: vec![person],
            }),
        }
    }
    if teams.len() < 2 {
        return current.to_vec();
    }
    let outcome: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .map(|t| (&t.ratings[..], MultiTeamOutcome::new(t.place)))
        .collect();
    let after = weng_lin_multi_team(&outcome, &WengLinConfig::new());
    let mut out = current.to_vec();
    for (team, new) in teams.iter().zip(after) {
        for (person, new) in team.people.iter().zip(new) {
            let Some(i) = *person else { continue };
            update(&mut out[i], game, new, team.place);
        }
    }
    out
}

/// The uncertainty one season's break adds to every rating: Weng-Lin's (`OpenSkill`'s)
/// additive dynamics factor tau, taken once for the whole break. `OpenSkill` adds
/// `tau^2` to each rating's variance before every update, `sigma' = sqrt(sigma^2 +
/// tau^2)`: "additive dynamics parameter that prevents sigma from getting too small"
/// (openskill.py, `openskill/models/weng_lin/`, the models' `tau`, default 25/300;
/// openskill.js 2.1.0 added it as `TrueSkill`'s, sigma/100 a game). `skillratings` has no
/// tau, so it is applied here. A season's break is worth far more than one game's drift:
/// tau is beta, 25/6 (the spread of one game's performance, `skillratings`' default
/// `WengLinConfig`), so a settled rating (sigma about 1) comes back to about 4.3, 10
/// points lower as shown, and the new season's games settle it again.
pub const SEASON_TAU: f64 = 25.0 / 6.0;

/// The rating `r` starts the next season from (docs/playing.md, "Rating seasons"): the
/// same mu, sigma grown by the dynamics factor [`SEASON_TAU`], `sqrt(sigma^2 + tau^2)`,
/// never past a newcomer's 25/3 (no rating is less sure than a newcomer's); the season's
/// counts (games, wins, places, finishes) and the plot's history start again.
#[must_use]
pub fn soften(r: &PlayerRating) -> PlayerRating {
    let prior = PlayerRating::new(r.user, &r.name);
    PlayerRating {
        mu: r.mu,
        sigma: r.sigma.hypot(SEASON_TAU).min(prior.sigma),
        ..prior
    }
}

/// One team of the update: its id, place, members' ratings and which of them are people
/// (an index into `current`).
struct Team {
    id: usize,
    place: usize,
    ratings: Vec<WengLinRating>,
    people: Vec<Option<usize>>,
}

/// `r` after a rated game of `game` in which it took `place` and Weng-Lin gave it `new`:
/// counts, moves to finish and the shown rating's history.
fn update(r: &mut PlayerRating, game: &KeptGame, new: WengLinRating, place: usize) {
    let seat = game
        .seats
        .iter()
        .find(|s| s.player.person() == Some(r.user));
    r.mu = new.rating;
    r.sigma = new.uncertainty;
    r.games += 1;
    r.wins += u32::from(place == 1);
    r.places += place as u64;
    if let Some(seat) = seat.filter(|s| s.end == SeatEnd::Finished) {
        r.finished += 1;
        r.finish_moves += u64::from(seat.moves);
    }
    let shown = r.shown();
    r.history.push(shown);
    let over = r.history.len().saturating_sub(HISTORY_LEN);
    r.history.drain(..over);
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::weng_lin::expected_score;

    /// Every level's mu is the levels' table ([`Level::rating`]) read at [`MU_PER_ELO`]
    /// from `medium` at 25: `beginner` 815 Elo below it, `hard` 806 above.
    #[test]
    fn computer_ratings_follow_the_ladder() {
        let mu = |l| computer_rating(l).rating;
        for (level, want) in [
            (Level::Beginner, -2.645),
            (Level::Easy, 11.907),
            (Level::Medium, 25.0),
            (Level::Strong, 42.672),
            (Level::Hard, 52.340),
        ] {
            assert!((mu(level) - want).abs() < 1e-3, "{level}: {}", mu(level));
        }
        for level in Level::ALL {
            let elo = level.rating().elo - Level::Medium.rating().elo;
            assert!(
                (mu(level) - 25.0 - MU_PER_ELO * elo).abs() < 1e-9,
                "{level}"
            );
            assert!((computer_rating(level).uncertainty - 2.0).abs() < 1e-12);
        }
        // Weakest first, as the table.
        for pair in Level::ALL.windows(2) {
            assert!(mu(pair[0]) < mu(pair[1]), "{pair:?}");
        }
    }

    #[test]
    fn a_season_softens_sigma_by_tau_and_keeps_mu() {
        let settled = PlayerRating {
            mu: 31.0,
            sigma: 1.5,
            games: 40,
            wins: 12,
            places: 70,
            finished: 30,
            finish_moves: 1500,
            history: vec![20.0, 26.5],
            ..PlayerRating::new(7, "Ann")
        };
        let next = soften(&settled);
        assert_eq!(next.mu.to_bits(), 31.0f64.to_bits());
        assert!((next.sigma - (1.5f64 * 1.5 + SEASON_TAU * SEASON_TAU).sqrt()).abs() < 1e-12);
        assert_eq!(
            (
                next.games,
                next.wins,
                next.places,
                next.finished,
                next.finish_moves
            ),
            (0, 0, 0, 0, 0)
        );
        assert!(next.history.is_empty());
        assert_eq!((next.user, next.name.as_str()), (7, "Ann"));
        // Never less sure than a newcomer.
        let unsure = PlayerRating {
            sigma: 7.9,
            ..settled.clone()
        };
        assert_eq!(soften(&unsure).sigma.to_bits(), (25.0f64 / 3.0).to_bits());
        assert_eq!(
            soften(&PlayerRating::new(1, "x")),
            PlayerRating::new(1, "x")
        );
    }

    #[test]
    fn a_mu_difference_wins_as_often_as_its_elo_difference() {
        // Two sure ratings 400 Elo apart: Elo gives the stronger 10/11 of the wins;
        // skillratings' Weng-Lin gives the same for MU_PER_ELO * 400 mu.
        let sure = |mu| WengLinRating {
            rating: mu,
            uncertainty: 0.0,
        };
        let (p, _) = expected_score(
            &sure(25.0 + 400.0 * MU_PER_ELO),
            &sure(25.0),
            &WengLinConfig::new(),
        );
        assert!((p - 10.0 / 11.0).abs() < 1e-9, "{p}");
    }
}
