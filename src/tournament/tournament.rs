//! A tournament and the changes to it, each a pure function from one state to the next
//! (or a refusal saying why, the state unchanged): pair the next round, record a game's
//! result, correct one, let a player join late, withdraw one
//! (docs/playing.md "Tournaments").

use super::field::{rank, Contender, Meetings};
use super::round::{Entrant, Game, GameResult, Player, PlayerId, Round, SeatResult};
use super::seating::MIN_TABLE;
use super::standings::{standings, totals, Standing};
use super::{round_robin, seating, swiss};
use crate::core::MAX_SEATS;

/// The most players a tournament takes.
pub const MAX_PLAYERS: usize = 1000;
/// The most rounds a Swiss tournament takes.
pub const MAX_ROUNDS: u32 = 50;

/// How a tournament pairs its rounds. The number of rounds is fixed when it is created.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Format {
    /// 2-player games paired by score ([`super::swiss`]'s rules).
    Swiss { rounds: u32 },
    /// 2-player games, every two players once (the circle method): `n − 1` rounds, `n`
    /// when `n` is odd, each player then having one bye.
    RoundRobin,
    /// Games of 3 to 6 seats, seated by score ([`super::seating`]'s rules).
    SwissTables { seats: u8, rounds: u32 },
}

/// Why a tournament could not be created.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CreateError {
    #[error("a tournament needs at least {0} players")]
    TooFewPlayers(usize),
    #[error("a tournament takes at most {MAX_PLAYERS} players")]
    TooManyPlayers,
    #[error("a player is entered twice")]
    Twice(PlayerId),
    #[error("a tournament has 1 to {MAX_ROUNDS} rounds")]
    Rounds,
    #[error("a table has 3 to 6 seats")]
    Seats,
}

/// Why the next round could not be paired.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PairError {
    #[error("every round has been paired")]
    Over,
    #[error("round {round} still has {open} games without a result")]
    RoundOpen { round: u32, open: usize },
}

/// Why a result was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResultError {
    #[error("there is no game {game} in round {round}")]
    NoSuchGame { round: u32, game: usize },
    #[error("the game has {seats} seats, the result {given}")]
    Seats { seats: usize, given: usize },
    #[error("a place is between 1 and the number of seats")]
    Place,
    #[error("the game has a result already (an operator may correct it)")]
    Recorded,
}

/// Why a player could not join.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JoinError {
    #[error("the player is in the tournament already")]
    Twice,
    #[error("a round robin takes no one after it starts")]
    RoundRobin,
    #[error("every round has been paired")]
    Over,
    #[error("a tournament takes at most {MAX_PLAYERS} players")]
    Full,
}

/// Why a player could not withdraw.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WithdrawError {
    #[error("no such player in the tournament")]
    NoSuchPlayer,
    #[error("the player has withdrawn already")]
    Withdrawn,
}

/// A tournament: its format, its players (in order of entry) and the rounds paired so
/// far with their results. Serialisable as it is, to be stored whole.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Tournament {
    format: Format,
    rounds: u32,
    players: Vec<Player>,
    paired: Vec<Round>,
}

impl Tournament {
    /// A tournament of `entrants` (in order of entry) in `format`, no round paired yet.
    ///
    /// # Errors
    ///
    /// Too few players (2; 3 for tables) or too many ([`MAX_PLAYERS`]), one entered
    /// twice, a number of rounds out of `1..=MAX_ROUNDS`, seats out of `3..=6`.
    pub fn new(format: Format, entrants: Vec<Entrant>) -> Result<Tournament, CreateError> {
        let least = match format {
            Format::SwissTables { .. } => MIN_TABLE,
            _ => 2,
        };
        if entrants.len() < least {
            return Err(CreateError::TooFewPlayers(least));
        }
        if entrants.len() > MAX_PLAYERS {
            return Err(CreateError::TooManyPlayers);
        }
        for (i, e) in entrants.iter().enumerate() {
            if entrants[..i].iter().any(|o| o.id == e.id) {
                return Err(CreateError::Twice(e.id));
            }
        }
        let rounds = match format {
            Format::Swiss { rounds } => rounds,
            Format::SwissTables { seats, rounds } => {
                if !(MIN_TABLE..=MAX_SEATS).contains(&usize::from(seats)) {
                    return Err(CreateError::Seats);
                }
                rounds
            }
            Format::RoundRobin => round_robin::rounds(entrants.len()) as u32,
        };
        if !(1..=MAX_ROUNDS).contains(&rounds) && format != Format::RoundRobin {
            return Err(CreateError::Rounds);
        }
        Ok(Tournament {
            format,
            rounds,
            players: entrants
                .into_iter()
                .map(|entrant| Player {
                    entrant,
                    first_round: 1,
                    withdrawn_after: None,
                })
                .collect(),
            paired: Vec::new(),
        })
    }

    /// The format.
    #[must_use]
    pub fn format(&self) -> Format {
        self.format
    }

    /// The number of rounds, fixed at creation.
    #[must_use]
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The players, in order of entry (late joiners last).
    #[must_use]
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The rounds paired so far, round 1 first.
    #[must_use]
    pub fn paired(&self) -> &[Round] {
        &self.paired
    }

    /// Round `number` (1-based), once paired.
    #[must_use]
    pub fn round(&self, number: u32) -> Option<&Round> {
        self.paired.get(number.checked_sub(1)? as usize)
    }

    /// Whether every round is paired and every game has its result.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.paired.len() as u32 == self.rounds && self.paired.iter().all(|r| r.open_games() == 0)
    }

    /// The standings now, from every result recorded so far ([`super::standings`]).
    #[must_use]
    pub fn standings(&self) -> Vec<Standing> {
        standings(&self.players, &self.paired)
    }

    /// The tournament with its next round paired (by its format's rules) among the
    /// players in it: not withdrawn, and joined by then.
    ///
    /// # Errors
    ///
    /// Every round paired already; the last round still has games without a result.
    pub fn pair_next_round(&self) -> Result<Tournament, PairError> {
        let number = self.paired.len() as u32 + 1;
        if number > self.rounds {
            return Err(PairError::Over);
        }
        if let Some(last) = self.paired.last() {
            let open = last.open_games();
            if open > 0 {
                return Err(PairError::RoundOpen {
                    round: last.number,
                    open,
                });
            }
        }
        let ids = |v: &[usize]| -> Vec<PlayerId> {
            v.iter().map(|&i| self.players[i].entrant.id).collect()
        };
        let game = |seats: &[usize]| Game {
            seats: ids(seats),
            result: None,
        };
        let round = match self.format {
            Format::RoundRobin => {
                let mut games = Vec::new();
                let mut byes = Vec::new();
                for (a, b) in round_robin::round(self.players.len(), number as usize - 1) {
                    let playing = |i: usize| self.players[i].plays_in(number);
                    match (playing(a), b.filter(|&b| playing(b))) {
                        (true, Some(b)) => games.push(game(&[a, b])),
                        (true, None) => byes.push(a),
                        (false, Some(b)) => byes.push(b),
                        (false, None) => {}
                    }
                }
                Round {
                    number,
                    games,
                    byes: ids(&byes),
                }
            }
            Format::Swiss { .. } => {
                let field = self.field(number);
                let pairing = swiss::pair(&field, &self.meetings());
                Round {
                    number,
                    games: pairing.pairs.iter().map(|&(a, b)| game(&[a, b])).collect(),
                    byes: ids(&pairing.bye.into_iter().collect::<Vec<_>>()),
                }
            }
            Format::SwissTables { seats, .. } => {
                let field = self.field(number);
                let seating = seating::seat(&field, usize::from(seats), &self.meetings());
                Round {
                    number,
                    games: seating.tables.iter().map(|t| game(t)).collect(),
                    byes: ids(&seating.byes),
                }
            }
        };
        let mut next = self.clone();
        next.paired.push(round);
        Ok(next)
    }

    /// The players to pair in round `number`, in rank order.
    fn field(&self, number: u32) -> Vec<Contender> {
        let totals = totals(&self.players, &self.paired);
        let mut byes: Vec<u32> = self.players.iter().map(Player::late_byes).collect();
        for round in &self.paired {
            for bye in &round.byes {
                if let Some(i) = self.index(*bye) {
                    byes[i] += 1;
                }
            }
        }
        let mut field: Vec<Contender> = (0..self.players.len())
            .filter(|&i| self.players[i].plays_in(number))
            .map(|i| Contender {
                player: i,
                points: totals[i],
                rating: self.players[i].entrant.rating,
                byes: byes[i],
            })
            .collect();
        rank(&mut field);
        field
    }

    /// Who has sat at a game with whom, over every round paired (a forfeited game
    /// counts: its players are not paired again while another pairing exists).
    fn meetings(&self) -> Meetings {
        let mut meetings = Meetings::new(self.players.len());
        for game in self.paired.iter().flat_map(|r| &r.games) {
            let seats: Vec<usize> = game.seats.iter().filter_map(|&s| self.index(s)).collect();
            meetings.add(&seats);
        }
        meetings
    }

    fn index(&self, id: PlayerId) -> Option<usize> {
        self.players.iter().position(|p| p.entrant.id == id)
    }

    /// The tournament with game `game` (0-based) of round `round` (1-based) given
    /// `result`, as the game ended (one seat result per seat, in seat order).
    ///
    /// # Errors
    ///
    /// No such game; a result for another number of seats, or with a place out of
    /// `1..=seats`; a result there already ([`Tournament::correct`] changes one).
    pub fn record(
        &self,
        round: u32,
        game: usize,
        result: GameResult,
    ) -> Result<Tournament, ResultError> {
        if self.game(round, game)?.result.is_some() {
            return Err(ResultError::Recorded);
        }
        self.correct(round, game, result)
    }

    /// The tournament with the result of game `game` of round `round` set or changed by
    /// an operator; the standings follow, since they are derived from the results.
    ///
    /// # Errors
    ///
    /// As [`Tournament::record`], except that a result may be there already.
    pub fn correct(
        &self,
        round: u32,
        game: usize,
        result: GameResult,
    ) -> Result<Tournament, ResultError> {
        let seats = self.game(round, game)?.seats.len();
        if result.0.len() != seats {
            return Err(ResultError::Seats {
                seats,
                given: result.0.len(),
            });
        }
        let place_ok = |r: &SeatResult| match r {
            SeatResult::Place(p) => (1..=seats).contains(&usize::from(*p)),
            SeatResult::Absent => true,
        };
        if !result.0.iter().all(place_ok) {
            return Err(ResultError::Place);
        }
        let mut next = self.clone();
        next.paired[round as usize - 1].games[game].result = Some(result);
        Ok(next)
    }

    fn game(&self, round: u32, game: usize) -> Result<&Game, ResultError> {
        self.round(round)
            .and_then(|r| r.games.get(game))
            .ok_or(ResultError::NoSuchGame { round, game })
    }

    /// The tournament with `entrant` joined late: it is paired from the next round on, and
    /// each round paired before counts for it as a bye (points and byes alike). Swiss
    /// formats only.
    ///
    /// # Errors
    ///
    /// A round robin; the player in the tournament already; every round paired; full.
    pub fn join(&self, entrant: Entrant) -> Result<Tournament, JoinError> {
        if self.format == Format::RoundRobin {
            return Err(JoinError::RoundRobin);
        }
        if self.index(entrant.id).is_some() {
            return Err(JoinError::Twice);
        }
        if self.paired.len() as u32 >= self.rounds {
            return Err(JoinError::Over);
        }
        if self.players.len() >= MAX_PLAYERS {
            return Err(JoinError::Full);
        }
        let mut next = self.clone();
        next.players.push(Player {
            entrant,
            first_round: self.paired.len() as u32 + 1,
            withdrawn_after: None,
        });
        Ok(next)
    }

    /// The tournament with `player` withdrawn: not paired in any later round; its results
    /// stand (a game of the current round still to play is recorded as any other, a
    /// forfeit if it is not played). In a round robin its later opponents get a bye.
    ///
    /// # Errors
    ///
    /// No such player; withdrawn already.
    pub fn withdraw(&self, player: PlayerId) -> Result<Tournament, WithdrawError> {
        let i = self.index(player).ok_or(WithdrawError::NoSuchPlayer)?;
        if self.players[i].withdrawn_after.is_some() {
            return Err(WithdrawError::Withdrawn);
        }
        let mut next = self.clone();
        next.players[i].withdrawn_after = Some(self.paired.len() as u32);
        Ok(next)
    }
}
