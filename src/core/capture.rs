//! The capture game (docs/rules.md §6): 60 pegs of nobody on the central hexagon; any player
//! moves any peg, only by capturing chains; most captures wins. Its moves are found in
//! [`super::chains`].

use std::ops::Deref;

use super::board::Board;
use super::chains::{self, Capture};
use super::hole::Hole;
use super::holeset::HoleSet;
use super::layout::{Layout, SetupError};
use super::move_error::{MoveError, MAX_LISTED_CHAINS};
use super::movegen::Move;
use super::rules::HouseRules;
use super::seat::{BySeat, Seat};
use super::turns::{EndReason, Turns};

/// The house rules that mean nothing in the capture game (docs/rules.md §6 names only
/// `first_player` and `long_jumps`; `turn_order`, `turn_timeout` and `abandon` are about
/// seats and apply to both games). A capture game keeps these at their defaults.
pub const CAPTURE_UNUSED_RULES: [&str; 7] = [
    "unused_points",
    "foreign_points",
    "anti_spoiling",
    "leave_target",
    "move_limit",
    "placements",
    "teams",
];

/// The first key of [`CAPTURE_UNUSED_RULES`] whose value in `rules` is not the default.
#[must_use]
pub fn unused_rule_set(rules: &HouseRules) -> Option<&'static str> {
    let standard = HouseRules::default();
    CAPTURE_UNUSED_RULES
        .into_iter()
        .find(|k| rules.get(k) != standard.get(k))
}

/// `rules` with every key of [`CAPTURE_UNUSED_RULES`] back at its default (a channel's
/// defaults for the race do not block a capture game).
#[must_use]
pub fn capture_rules(rules: HouseRules) -> HouseRules {
    let standard = HouseRules::default();
    HouseRules {
        unused_points: standard.unused_points,
        foreign_points: standard.foreign_points,
        anti_spoiling: standard.anti_spoiling,
        leave_target: standard.leave_target,
        move_limit: standard.move_limit,
        placements: standard.placements,
        teams: standard.teams,
        ..rules
    }
}

/// A capture game in progress or over. Built only through [`CaptureGame::new`] or
/// [`CaptureGame::from_pegs`] and changed only through capturing chains and
/// resignations. Its seats, turns and history are its [`Turns`] (it dereferences to
/// them); its own state is the pegs left and each seat's captures.
#[derive(Clone, Debug)]
pub struct CaptureGame {
    turns: Turns,
    pegs: HoleSet,
    scores: BySeat<u32>,
    /// `pegs` as a board of pegs of nobody, for drawing and printing (derived).
    shown: Board,
}

impl Deref for CaptureGame {
    type Target = Turns;

    fn deref(&self) -> &Turns {
        &self.turns
    }
}

impl CaptureGame {
    /// A new capture game (docs/rules.md §6) for `players` seats with seat `first` to move: 60
    /// pegs of nobody on the central hexagon except its centre.
    ///
    /// # Errors
    /// [`SetupError::CapturePlayers`] outside 2–6, [`SetupError::NoSuchSeat`],
    /// [`SetupError::CaptureRule`] when a rule of [`CAPTURE_UNUSED_RULES`] is not at its
    /// default.
    pub fn new(players: usize, rules: HouseRules, first: Seat) -> Result<CaptureGame, SetupError> {
        CaptureGame::from_pegs(players, rules, chains::start_pegs(), first)
    }

    /// A capture game from arbitrary pegs (tests, puzzles), seat `to_move` to move (or the
    /// game over at once when no hop exists), no history, no captures yet.
    ///
    /// # Errors
    /// As [`CaptureGame::new`].
    pub fn from_pegs(
        players: usize,
        rules: HouseRules,
        pegs: HoleSet,
        to_move: Seat,
    ) -> Result<CaptureGame, SetupError> {
        let layout = Layout::capture(players)?;
        if let Some(key) = unused_rule_set(&rules) {
            return Err(SetupError::CaptureRule(key));
        }
        let mut game = CaptureGame {
            turns: Turns::new(layout, rules, to_move)?,
            pegs,
            scores: BySeat::new(players),
            shown: shown(pegs),
        };
        game.find_next_mover(to_move);
        Ok(game)
    }

    /// The seats, turns and history.
    #[must_use]
    pub fn turns(&self) -> &Turns {
        &self.turns
    }

    /// The pegs left on the board (they belong to nobody).
    #[must_use]
    pub fn pegs(&self) -> HoleSet {
        self.pegs
    }

    /// The pegs as a board to draw or print: every peg a peg of nobody
    /// ([`super::Peg::Obstacle`] on the board, one neutral colour when drawn).
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.shown
    }

    /// Pegs captured by `seat` (0 for a seat the game does not have).
    #[must_use]
    pub fn score(&self, seat: Seat) -> u32 {
        self.scores.get(seat).copied().unwrap_or(0)
    }

    /// Pegs captured by each seat, seat order.
    #[must_use]
    pub fn scores(&self) -> &[u32] {
        self.scores.as_slice()
    }

    fn long(&self) -> bool {
        self.rules().long_jumps
    }

    /// Every capture (distinct start, end and captured pegs) the seat to move may make;
    /// empty when the game is over. See [`chains::captures`].
    #[must_use]
    pub fn captures(&self) -> Vec<Capture> {
        let mut out = Vec::new();
        if self.to_move().is_some() {
            chains::captures(self.pegs, self.long(), &mut out);
        }
        out
    }

    /// A chain (start, then every landing hole) that plays `c` here, if `c` is legal.
    #[must_use]
    pub fn chain_of(&self, c: &Capture) -> Option<Vec<Hole>> {
        chains::chain_of(self.pegs, c, self.long())
    }

    /// Every capturing chain of the seat to move, start hole order (at most `limit`).
    #[must_use]
    pub fn chains(&self, limit: usize) -> Vec<Vec<Hole>> {
        let mut out = Vec::new();
        if self.to_move().is_none() {
            return out;
        }
        let mut budget = chains::MAX_CHAIN_STATES;
        for from in self.pegs {
            let go_on =
                chains::for_each_chain(self.pegs, from, self.long(), &mut budget, &mut |p| {
                    out.push(p.to_vec());
                    out.len() < limit
                });
            if !go_on {
                break;
            }
        }
        out
    }

    /// Every capturing chain of the peg on `from` (at most `limit`), when a seat is to move.
    #[must_use]
    pub fn chains_from(&self, from: Hole, limit: usize) -> Vec<Vec<Hole>> {
        let mut out = Vec::new();
        if self.to_move().is_none() {
            return out;
        }
        let mut budget = chains::MAX_CHAIN_STATES;
        chains::for_each_chain(self.pegs, from, self.long(), &mut budget, &mut |p| {
            out.push(p.to_vec());
            out.len() < limit
        });
        out
    }

    /// The holes whose pegs the last move captured, in chain order.
    #[must_use]
    pub fn last_captured(&self) -> Vec<Hole> {
        self.history()
            .iter()
            .rev()
            .find_map(|t| match t {
                super::turns::Turn::Move { path, .. } => Some(
                    path.windows(2)
                        .filter_map(|w| chains::hopped(w[0], w[1]))
                        .collect(),
                ),
                _ => None,
            })
            .unwrap_or_default()
    }

    /// Distinct (start, end) pairs of the capturing chains, for `seat` when it is to move.
    #[must_use]
    pub fn legal_moves_for(&self, seat: Seat) -> Vec<Move> {
        if self.to_move() != Some(seat) {
            return Vec::new();
        }
        let mut moves: Vec<Move> = self
            .captures()
            .into_iter()
            .map(|c| Move {
                from: c.from,
                to: c.to,
            })
            .collect();
        moves.sort();
        moves.dedup();
        moves
    }

    /// [`CaptureGame::legal_moves_for`] the seat to move.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        self.to_move()
            .map(|s| self.legal_moves_for(s))
            .unwrap_or_default()
    }

    /// Number of capturing chains of the seat to move (each list of landing holes once).
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        if self.to_move().is_none() {
            return 0;
        }
        chains::perft(self.pegs, self.long(), 1)
    }

    /// Every hole a capturing chain of `seat` from `from` may end on.
    #[must_use]
    pub fn destinations_of(&self, seat: Seat, from: Hole) -> HoleSet {
        self.legal_moves_for(seat)
            .into_iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }

    /// Checks a written chain for `seat`. Two holes that are one capturing hop are that
    /// chain (a full chain is always accepted); two other holes name the one capturing
    /// chain that joins them, and are refused as ambiguous when several do (docs/rules.md §6).
    ///
    /// # Errors
    /// [`MoveError`] saying why; nothing changes.
    pub fn resolve(&self, seat: Seat, holes: &[Hole]) -> Result<(Move, Vec<Hole>), MoveError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        if self.to_move() != Some(seat) {
            return Err(MoveError::NotYourTurn);
        }
        let [from, .., to] = *holes else {
            return Err(MoveError::TooShort);
        };
        super::move_error::named_once_each(holes)?;
        let (pegs, long) = (self.pegs, self.long());
        if !pegs.contains(from) {
            return Err(MoveError::NoPeg(from));
        }
        let mv = Move { from, to };
        let written = chains::follow(pegs, holes, long);
        if holes.len() > 2 || written.is_ok() {
            written.map_err(MoveError::Chain)?;
            return Ok((mv, holes.to_vec()));
        }
        let (found, count) = chains::chains_between(pegs, from, to, long, MAX_LISTED_CHAINS);
        match found.as_slice() {
            [only] if count == 1 => Ok((mv, only.clone())),
            [] => match chains::follow(pegs, holes, long) {
                Err(e) => Err(MoveError::Chain(e)),
                Ok(_) => Err(MoveError::Unreachable { from, to }),
            },
            _ => Err(MoveError::Ambiguous {
                from,
                to,
                more: count - found.len(),
                chains: found,
            }),
        }
    }

    /// Plays a written chain for `seat` (see [`CaptureGame::resolve`]).
    ///
    /// # Errors
    /// [`MoveError`]; the game is unchanged.
    pub fn play_path(&mut self, seat: Seat, holes: &[Hole]) -> Result<Move, MoveError> {
        let (mv, path) = self.resolve(seat, holes)?;
        self.apply(seat, mv, path);
        Ok(mv)
    }

    /// Plays a checked capturing chain: removes every hopped peg, moves the peg, scores.
    fn apply(&mut self, seat: Seat, mv: Move, path: Vec<Hole>) {
        let Ok(taken) = chains::follow(self.pegs, &path, self.long()) else {
            return;
        };
        let c = Capture {
            from: mv.from,
            to: mv.to,
            taken,
        };
        self.pegs = c.apply(self.pegs);
        self.shown = shown(self.pegs);
        self.scores[seat] += taken.len();
        self.turns.record_move(seat, mv, path, Vec::new());
        let unresigned = self.seats().filter(|s| !self.has_resigned(*s)).count();
        if unresigned <= 1 && self.any_resigned() {
            self.end(EndReason::Resignations);
            return;
        }
        self.find_next_mover(self.next_seat(seat));
    }

    /// `seat` resigns (or leaves); docs/rules.md §4 ranks it after every player still in the
    /// game, and the game ends when at most one is left.
    ///
    /// # Errors
    /// [`MoveError::GameOver`], [`MoveError::AlreadyResigned`].
    pub fn resign(&mut self, seat: Seat) -> Result<(), MoveError> {
        self.turns.record_resign(seat)?;
        if self.turns.active() <= 1 {
            self.end(EndReason::Resignations);
        } else if self.to_move() == Some(seat) && !self.takes_turns(seat) {
            // A frozen seat hands the turn on.
            self.find_next_mover(self.next_seat(seat));
        }
        Ok(())
    }

    /// Gives the turn to `start` or the first seat after it that takes turns. Everyone
    /// may move every peg: either that seat can hop or nobody can, and the game ends.
    fn find_next_mover(&mut self, start: Seat) {
        let mut seat = start;
        for _ in 0..self.layout().seats() {
            if self.takes_turns(seat) {
                if chains::any_hop(self.pegs, self.long()) {
                    self.turns.set_to_move(Some(seat));
                } else {
                    self.end(EndReason::NoMoves);
                }
                return;
            }
            seat = self.next_seat(seat);
        }
        self.end(EndReason::Resignations);
    }

    /// Ranks the seats: those still in the game by captures (more first, equal scores
    /// sharing a place; a tie for the most is a draw), then each resigned seat after
    /// everyone still in the game when it resigned (docs/rules.md §4, §6).
    fn end(&mut self, reason: EndReason) {
        let mut rest: Vec<Seat> = self.seats().filter(|s| !self.has_resigned(*s)).collect();
        rest.sort_by(|a, b| self.scores[*b].cmp(&self.scores[*a]).then(a.cmp(b)));
        let ranked: Vec<(Seat, u32)> = rest.into_iter().map(|s| (s, self.scores[s])).collect();
        self.turns.end(reason, &[], ranked);
    }
}

/// `pegs` as a board of pegs of nobody.
fn shown(pegs: HoleSet) -> Board {
    let mut board = Board::empty();
    board.set_obstacles(pegs);
    board
}
