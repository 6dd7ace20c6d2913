//! The turn machinery both games share (docs/rules.md §2, §4): seats and whose turn it is, the
//! turn order, automatic passes, moves made, finishing order, resignations, the history
//! and the outcome. [`super::Race`] and [`super::CaptureGame`] each hold one [`Turns`]
//! and decide, by their own rules, what a move does and when the game ends.

use super::geometry::Point;
use super::hole::Hole;
use super::layout::{Layout, SetupError};
use super::move_error::MoveError;
use super::movegen::Move;
use super::notation::MoveText;
use super::rules::{Abandon, HouseRules, TurnOrder};
use super::seat::{BySeat, Seat};

/// One entry of a game's history.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Turn {
    /// A move, with the chain it was shown as (start, then every landing hole).
    Move {
        /// Who moved.
        seat: Seat,
        /// The move.
        mv: Move,
        /// The path played.
        path: Vec<Hole>,
        /// Indices into `path` of the landings that swapped another peg away (`swap`).
        swaps: Vec<usize>,
    },
    /// An automatic pass: the seat had no legal move.
    Pass {
        /// Who passed.
        seat: Seat,
    },
    /// The seat resigned (or left); docs/rules.md §4 `abandon`.
    Resign {
        /// Who resigned.
        seat: Seat,
    },
}

impl Turn {
    /// The turn in record notation: `b2-d2-f7` (`x` before a swapping landing), `pass`,
    /// `resign 2` (seats 1-based).
    #[must_use]
    pub fn text(&self) -> String {
        match self {
            Turn::Move { path, swaps, .. } => MoveText::from_path(path, swaps).to_string(),
            Turn::Pass { .. } => "pass".into(),
            Turn::Resign { seat } => format!("resign {seat}"),
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum EndReason {
    /// Players finished until one (or none) was left, or the winner finished with
    /// `placements = off`.
    Finished,
    /// Every unfinished player used the move limit.
    MoveLimit,
    /// Nobody could move.
    NoMoves,
    /// At most one player was left who had not finished or resigned.
    Resignations,
}

/// A seat's final place (1 = winner). Tied seats share a place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Standing {
    /// The seat.
    pub seat: Seat,
    /// 1-based place.
    pub place: usize,
    /// Whether the seat finished (all its armies home).
    pub finished: bool,
    /// Whether the seat resigned.
    pub resigned: bool,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Why.
    pub reason: EndReason,
    /// Every seat, best first.
    pub standings: Vec<Standing>,
}

impl Outcome {
    /// Whether more than one seat shares first place (in the capture game: a tie for the
    /// most captures, a draw; docs/rules.md §6).
    #[must_use]
    pub fn is_draw(&self) -> bool {
        self.standings.iter().filter(|s| s.place == 1).count() > 1
    }
}

/// What the turn machinery knows of one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
struct SeatState {
    /// Its team finished: all the armies of the seat and of its partner are home (race
    /// only; without `teams` the seat is its own team).
    finished: bool,
    /// The length of the history when all its own armies came home (race only).
    home: Option<usize>,
    /// It resigned or left.
    resigned: bool,
    /// Moves made (passes not counted).
    moves: u32,
}

/// Seats, turns and history of one game, shared by both games (read through
/// [`super::Game`], [`super::Race`] or [`super::CaptureGame`], which dereference to it).
#[derive(Clone, Debug)]
pub struct Turns {
    rules: HouseRules,
    layout: Layout,
    first: Seat,
    to_move: Option<Seat>,
    seats: BySeat<SeatState>,
    resign_order: Vec<Seat>,
    finish_order: Vec<Seat>,
    history: Vec<Turn>,
    outcome: Option<Outcome>,
}

impl Turns {
    /// Nobody to move yet (the game finds its first mover), no history.
    pub(crate) fn new(layout: Layout, rules: HouseRules, first: Seat) -> Result<Turns, SetupError> {
        let seats = layout.seats();
        if first.index() >= seats {
            return Err(SetupError::NoSuchSeat(first));
        }
        Ok(Turns {
            rules,
            layout,
            first,
            to_move: None,
            seats: BySeat::new(seats),
            resign_order: Vec::new(),
            finish_order: Vec::new(),
            history: Vec::new(),
            outcome: None,
        })
    }

    /// The house rules.
    #[must_use]
    pub fn rules(&self) -> &HouseRules {
        &self.rules
    }

    /// The seats and their armies.
    #[must_use]
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The seat that moved first.
    #[must_use]
    pub fn first(&self) -> Seat {
        self.first
    }

    /// The seat to move, `None` when the game is over.
    #[must_use]
    pub fn to_move(&self) -> Option<Seat> {
        self.to_move
    }

    /// Everything that happened, in order.
    #[must_use]
    pub fn history(&self) -> &[Turn] {
        &self.history
    }

    /// Moves made by `seat` (passes not counted).
    #[must_use]
    pub fn moves_made(&self, seat: Seat) -> u32 {
        self.seats.get(seat).map_or(0, |s| s.moves)
    }

    /// Moves made by everyone.
    #[must_use]
    pub fn total_moves(&self) -> usize {
        self.history
            .iter()
            .filter(|t| matches!(t, Turn::Move { .. }))
            .count()
    }

    /// How the game ended, once it has.
    #[must_use]
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether `seat` finished (all its armies home; never in the capture game).
    #[must_use]
    pub fn is_finished(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| s.finished)
    }

    /// The place `seat` finished in (1 = first to bring every peg home), or `None` while
    /// it has not finished (docs/rules.md §4; in a team game the team's place, §8). A seat
    /// whose team resigned has no such place even when the computer brought its pegs home:
    /// it ranks after everyone still in the game, and the places of the others do not
    /// count it.
    #[must_use]
    pub fn finish_place(&self, seat: Seat) -> Option<usize> {
        let order: Vec<Seat> = self
            .finish_order
            .iter()
            .copied()
            .filter(|s| !self.team_resigned(*s))
            .collect();
        let i = order.iter().position(|s| *s == seat)?;
        // Partners finish together and share a place: count the teams up to `seat`'s.
        Some(
            (0..=i)
                .filter(|&j| {
                    !order[..j]
                        .iter()
                        .any(|t| self.partner(order[j]) == Some(*t))
                })
                .count(),
        )
    }

    /// Whether every army `seat` commands from the start is home (docs/rules.md §4). In a
    /// team game (docs/rules.md §8) the seat may be home while its team has not finished;
    /// otherwise home and finished are the same.
    #[must_use]
    pub fn is_home(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| s.home.is_some())
    }

    /// How many turns of the history were played when `seat` came home, if it has.
    #[must_use]
    pub fn home_since(&self, seat: Seat) -> Option<usize> {
        self.seats.get(seat).and_then(|s| s.home)
    }

    /// The partner of `seat` in a team game (docs/rules.md §8): the seat in the opposite
    /// point, half the table round. `None` without `teams`.
    #[must_use]
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        let n = self.layout.seats();
        (self.rules.teams && self.layout.allows_teams() && seat.index() < n)
            .then(|| Seat::new((seat.index() + n / 2) % n))
            .flatten()
    }

    /// The seats of `seat`'s team, `seat` first: itself, and its partner in a team game.
    #[must_use]
    pub fn team(&self, seat: Seat) -> Vec<Seat> {
        std::iter::once(seat).chain(self.partner(seat)).collect()
    }

    /// The first seat of every team, in seat order (every seat without `teams`).
    #[must_use]
    pub fn team_leads(&self) -> Vec<Seat> {
        self.seats()
            .filter(|s| self.partner(*s).is_none_or(|p| p > *s))
            .collect()
    }

    /// Whether a player of `seat`'s team resigned (the team then ranks last, §4, §8).
    #[must_use]
    pub fn team_resigned(&self, seat: Seat) -> bool {
        self.team(seat).iter().any(|s| self.has_resigned(*s))
    }

    /// The armies `seat` moves now: its own, or, once they are home in a team game
    /// whose team has not finished, its partner's (docs/rules.md §8).
    #[must_use]
    pub fn commanded(&self, seat: Seat) -> &[Point] {
        match self.partner(seat) {
            Some(partner) if self.is_home(seat) => self.layout.armies(partner),
            _ => self.layout.armies(seat),
        }
    }

    /// Whether `seat` resigned.
    #[must_use]
    pub fn has_resigned(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| s.resigned)
    }

    /// Whether anybody resigned.
    #[must_use]
    pub fn any_resigned(&self) -> bool {
        !self.resign_order.is_empty()
    }

    /// Whether `seat` still takes turns: a seat of this game, not finished, and not frozen
    /// after resigning (`abandon = freeze`, docs/rules.md §4).
    #[must_use]
    pub fn takes_turns(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| !s.finished)
            && !(self.rules.abandon == Abandon::Freeze && self.has_resigned(seat))
    }

    /// The seat after `seat` in the turn order (docs/rules.md §5 `turn_order`).
    #[must_use]
    pub fn next_seat(&self, seat: Seat) -> Seat {
        let n = self.layout.seats().max(1);
        let i = seat.index();
        let next = match self.rules.turn_order {
            TurnOrder::Clockwise => (i + 1) % n,
            TurnOrder::Counterclockwise => (i + n - 1) % n,
        };
        Seat::new(next).unwrap_or(seat)
    }

    /// The seats of this game, in order.
    #[must_use]
    pub fn seats(&self) -> impl DoubleEndedIterator<Item = Seat> + Clone {
        self.seats.seats()
    }

    /// The seats that finished, in finishing order.
    pub(crate) fn finish_order(&self) -> &[Seat] {
        &self.finish_order
    }

    /// Whether `seat` used up the move limit (docs/rules.md §5 `move_limit`).
    pub(crate) fn at_limit(&self, seat: Seat) -> bool {
        self.rules.move_limit != 0 && self.moves_made(seat) >= self.rules.move_limit
    }

    /// Whether no seat is within `depth` moves of the move limit (or there is none).
    pub(crate) fn limit_beyond(&self, depth: u32) -> bool {
        self.rules.move_limit == 0
            || self
                .seats
                .as_slice()
                .iter()
                .all(|s| s.moves.saturating_add(depth) < self.rules.move_limit)
    }

    pub(crate) fn set_to_move(&mut self, seat: Option<Seat>) {
        self.to_move = seat;
    }

    /// Records a move by `seat`.
    pub(crate) fn record_move(&mut self, seat: Seat, mv: Move, path: Vec<Hole>, swaps: Vec<usize>) {
        self.seats[seat].moves += 1;
        self.history.push(Turn::Move {
            seat,
            mv,
            path,
            swaps,
        });
    }

    /// Records an automatic pass of `seat`.
    pub(crate) fn record_pass(&mut self, seat: Seat) {
        self.history.push(Turn::Pass { seat });
    }

    /// Marks every army of `seat` home (at the current length of the history).
    pub(crate) fn mark_home(&mut self, seat: Seat) {
        let now = self.history.len();
        if let Some(s) = self.seats.get(seat).copied() {
            if s.home.is_none() {
                self.seats[seat].home = Some(now);
            }
        }
    }

    /// Marks `seat` finished, after those who finished before it.
    pub(crate) fn mark_finished(&mut self, seat: Seat) {
        if let Some(s) = self.seats.get(seat).copied() {
            if !s.finished {
                self.seats[seat].finished = true;
                self.finish_order.push(seat);
            }
        }
    }

    /// Records that `seat` resigns, when it may.
    ///
    /// # Errors
    /// [`MoveError::GameOver`], [`MoveError::AlreadyResigned`],
    /// [`MoveError::AlreadyFinished`], [`MoveError::NotYourTurn`] for a seat the game
    /// does not have.
    pub(crate) fn record_resign(&mut self, seat: Seat) -> Result<(), MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        if self.has_resigned(seat) {
            return Err(MoveError::AlreadyResigned);
        }
        if self.is_finished(seat) {
            return Err(MoveError::AlreadyFinished);
        }
        if self.seats.get(seat).is_none() {
            return Err(MoveError::NotYourTurn);
        }
        self.seats[seat].resigned = true;
        self.resign_order.push(seat);
        self.history.push(Turn::Resign { seat });
        Ok(())
    }

    /// Teams (seats without `teams`) that neither finished nor have a player who resigned.
    pub(crate) fn active(&self) -> usize {
        self.team_leads()
            .into_iter()
            .filter(|s| !self.is_finished(*s) && !self.team_resigned(*s))
            .count()
    }

    /// Ends the game with the seats still in it ranked as `ranked` (seat, key), best
    /// first (equal keys share a place), after `finishers`, and then each resigned seat
    /// after everyone still in the game when it resigned: the last to resign first
    /// (docs/rules.md §4). In a team game (§8) places count teams: partners come one after
    /// the other in `finishers` and `ranked` (with equal keys) and share their place, and a
    /// resigned seat brings its partner down with it.
    pub(crate) fn end<K: PartialEq>(
        &mut self,
        reason: EndReason,
        finishers: &[Seat],
        ranked: impl IntoIterator<Item = (Seat, K)>,
    ) {
        self.to_move = None;
        let mut standings: Vec<Standing> = Vec::new();
        // Teams placed so far (seats without `teams`).
        let mut units = 0;
        for seat in finishers {
            let place = match standings.last() {
                Some(prev) if self.partner(*seat) == Some(prev.seat) => prev.place,
                _ => {
                    units += 1;
                    units
                }
            };
            standings.push(Standing {
                seat: *seat,
                place,
                finished: true,
                resigned: false,
            });
        }
        let mut prev: Option<(K, usize)> = None;
        for (seat, key) in ranked {
            let partner_before = standings
                .last()
                .is_some_and(|p| self.partner(seat) == Some(p.seat) && !p.finished);
            let place = match &prev {
                Some((_, p)) if partner_before => *p,
                Some((k, p)) if *k == key => {
                    units += 1;
                    *p
                }
                _ => {
                    units += 1;
                    units
                }
            };
            prev = Some((key, place));
            standings.push(Standing {
                seat,
                place,
                finished: false,
                resigned: false,
            });
        }
        for seat in self.resign_order.iter().rev() {
            if standings.iter().any(|s| s.seat == *seat) {
                continue;
            }
            units += 1;
            for member in self.team(*seat) {
                if standings.iter().all(|s| s.seat != member) {
                    standings.push(Standing {
                        seat: member,
                        place: units,
                        finished: self.is_finished(member),
                        resigned: self.has_resigned(member),
                    });
                }
            }
        }
        self.outcome = Some(Outcome { reason, standings });
    }

    /// A fresh start: no history, nobody to move, no outcome (setups from a position).
    pub(crate) fn clear(&mut self) {
        self.history.clear();
        self.to_move = None;
        self.outcome = None;
    }
}
