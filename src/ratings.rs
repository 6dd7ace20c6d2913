//! Ratings per server for people (issue 16), with the `skillratings` crate's Weng-Lin
//! (`OpenSkill`) over a game's whole finishing order, 2 to 6 players.
//!
//! - Each seat is one team of one; ranks are the game's places (tied seats share a
//!   place, and so a rank). Resigning, running out of time or leaving ranks after
//!   everyone who played on (docs/rules.md §4): the game's standings already say so.
//! - **Games with computers are rated for the people in them.** A computer seat takes
//!   part in the update with its level's fixed rating ([`computer_rating`]), so beating
//!   `hard` is worth more than beating `easy`; the computer's own rating never changes
//!   and is never stored. A game without a person, and a casual game (the table setting
//!   `rated=off`, or a takeback or hint used), changes no rating.
//! - **Team games** (`teams = on`, docs/rules.md §8): the seats of one team are one
//!   Weng-Lin team, people and computers alike, ranked by the team's place (partners
//!   share it).
//! - The number shown is conservative: `mu - 3 sigma` ([`PlayerRating::shown`]), 0 for a
//!   newcomer (mu 25, sigma 25/3), rising as games make the rating surer.

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use crate::ai::Level;
use crate::store::{KeptGame, Player, PlayerRating, SeatEnd};

/// Rated games whose shown rating a [`PlayerRating`] remembers for the profile's plot.
pub const HISTORY_LEN: usize = 100;

/// The fixed Weng-Lin rating (mu, sigma) each computer level plays at in the update.
///
/// **Provisional**: set by hand (easy below a newcomer's mu of 25, medium at it, hard
/// above), with a small sigma so that the computer counts as a known opponent. Issue 20's
/// ladder of arena games will measure them; these three numbers are the one place to
/// change then.
#[must_use]
pub fn computer_rating(level: Level) -> WengLinRating {
    let mu = match level {
        Level::Easy => 15.0,
        Level::Medium => 25.0,
        Level::Hard => 32.0,
    };
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
