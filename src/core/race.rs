//! The race, the standard game (docs/rules.md §2–§5): each seat brings its armies across the
//! board into the opposite points; moves are steps and jump chains of one's own pegs.

use std::ops::Deref;

use super::board::{Board, Peg};
use super::geometry::Point;
use super::hole::Hole;
use super::holeset::HoleSet;
use super::layout::{Layout, SetupError};
use super::move_error::MoveError;
use super::movegen::{self, Move, MoveRules};
use super::rules::{AntiSpoiling, HouseRules, UnusedPoints};
use super::seat::Seat;
use super::turns::{EndReason, Turns};

/// A race in progress or over. Built only through [`Race::new`] or [`Race::from_board`]
/// and changed only through legal moves and resignations, so it is always consistent.
/// Its seats, turns and history are its [`Turns`] (it dereferences to them).
#[derive(Clone, Debug)]
pub struct Race {
    turns: Turns,
    move_rules: [MoveRules; 6],
    board: Board,
}

impl Deref for Race {
    type Target = Turns;

    fn deref(&self) -> &Turns {
        &self.turns
    }
}

impl Race {
    /// A new race at its starting position with seat `first` to move: every army on its
    /// home point, unused points filled when the house rules say so (docs/rules.md §2, §5).
    ///
    /// # Errors
    /// [`SetupError::NoSuchSeat`] when `first` is not a seat.
    pub fn new(layout: Layout, rules: HouseRules, first: Seat) -> Result<Race, SetupError> {
        if rules.teams && !layout.allows_teams() {
            return Err(SetupError::Teams);
        }
        let homes: Vec<Point> = layout.all_armies().collect();
        let mut board = Board::empty();
        for home in &homes {
            board.fill_army(*home);
        }
        if rules.unused_points == UnusedPoints::Filled {
            let used: Vec<Point> = homes.iter().flat_map(|h| [*h, h.opposite()]).collect();
            let unused: HoleSet = Point::ALL
                .into_iter()
                .filter(|p| !used.contains(p))
                .map(Point::holes)
                .fold(HoleSet::EMPTY, HoleSet::or);
            board.set_obstacles(unused);
        }
        let move_rules = Point::ALL.map(|p| MoveRules::new(&rules, p, &homes));
        let mut race = Race {
            turns: Turns::new(layout, rules, first)?,
            move_rules,
            board,
        };
        race.find_next_mover(first);
        Ok(race)
    }

    /// A race from an arbitrary board (for tests, puzzles and analysis), seat `to_move`
    /// to move, no history.
    ///
    /// # Errors
    /// [`SetupError::NoSuchSeat`] when `to_move` is not a seat.
    pub fn from_board(
        layout: Layout,
        rules: HouseRules,
        board: Board,
        to_move: Seat,
    ) -> Result<Race, SetupError> {
        let mut race = Race::new(layout, rules, to_move)?;
        race.board = board;
        race.turns.clear();
        race.find_next_mover(to_move);
        Ok(race)
    }

    /// The seats, turns and history.
    #[must_use]
    pub fn turns(&self) -> &Turns {
        &self.turns
    }

    /// The pegs.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The move rules of the army from `home`.
    #[must_use]
    pub fn move_rules(&self, home: Point) -> &MoveRules {
        &self.move_rules[home.index()]
    }

    /// Whether the army from `home` is home (docs/rules.md §4, with `anti_spoiling`).
    #[must_use]
    pub fn army_home(&self, home: Point) -> bool {
        let target = home.opposite().holes();
        let own = self.board.army(home).and(target);
        if own.len() == 10 {
            return true;
        }
        match self.rules().anti_spoiling {
            AntiSpoiling::FullTarget => {
                !own.is_empty() && self.board.occupied().and(target) == target
            }
            AntiSpoiling::Swap | AntiSpoiling::None => false,
        }
    }

    fn seat_done(&self, seat: Seat) -> bool {
        self.layout()
            .armies(seat)
            .iter()
            .all(|a| self.army_home(*a))
    }

    /// Pegs of `seat` standing in their targets.
    #[must_use]
    pub fn pegs_home(&self, seat: Seat) -> u32 {
        self.layout()
            .armies(seat)
            .iter()
            .map(|a| self.board.army(*a).and(a.opposite().holes()).len())
            .sum()
    }

    /// Sum over the seat's pegs of the distance (in steps) to its target's tip.
    #[must_use]
    pub fn distance_to_go(&self, seat: Seat) -> u32 {
        self.layout()
            .armies(seat)
            .iter()
            .map(|a| {
                let tip = a.opposite().tip();
                self.board
                    .army(*a)
                    .iter()
                    .map(|h| h.distance(tip))
                    .sum::<u32>()
            })
            .sum()
    }

    /// Pegs of players other than `seat` (not obstacles): what `swap` may displace. The
    /// armies `seat` moves now are its own here (a partner's, once `seat` is home in a team
    /// game, docs/rules.md §8).
    fn foreign(&self, seat: Seat) -> HoleSet {
        let own = self
            .commanded(seat)
            .iter()
            .fold(HoleSet::EMPTY, |acc, a| acc.or(self.board.army(*a)));
        self.board
            .occupied()
            .without(own)
            .without(self.board.obstacles())
    }

    /// Every legal move of `seat` (empty when the seat may not move now or has none).
    #[must_use]
    pub fn legal_moves_for(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        if self.takes_turns(seat) {
            let foreign = self.foreign(seat);
            for army in self.commanded(seat) {
                movegen::army_moves(
                    &self.board,
                    *army,
                    &self.move_rules[army.index()],
                    foreign,
                    &mut out,
                );
            }
        }
        out
    }

    /// Every legal move of the seat to move.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        self.to_move()
            .map(|s| self.legal_moves_for(s))
            .unwrap_or_default()
    }

    /// Number of legal moves of the seat to move (no list built).
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        let Some(seat) = self.to_move() else { return 0 };
        let foreign = self.foreign(seat);
        self.commanded(seat)
            .iter()
            .map(|army| {
                movegen::count_army_moves(
                    &self.board,
                    *army,
                    &self.move_rules[army.index()],
                    foreign,
                )
            })
            .sum()
    }

    /// Every hole the peg on `from` may end a move in, if it belongs to `seat`.
    #[must_use]
    pub fn destinations_of(&self, seat: Seat, from: Hole) -> HoleSet {
        match self.army_of_peg(seat, from) {
            Ok(army) if self.takes_turns(seat) => movegen::destinations_with(
                from,
                self.board.occupied(),
                self.foreign(seat),
                &self.move_rules[army.index()],
            ),
            _ => HoleSet::EMPTY,
        }
    }

    /// The shortest chain (start hole, then every landing hole; a step is two holes) by
    /// which the peg of `seat` on `from` can end a move on `to`, with the game's house
    /// rules (docs/rules.md §3, §5: long jumps, swaps, target lock, foreign points). `None`
    /// when [`Race::destinations_of`] does not hold `to`. Whose turn it is does not matter.
    #[must_use]
    pub fn path_of(&self, seat: Seat, from: Hole, to: Hole) -> Option<Vec<Hole>> {
        if !self.destinations_of(seat, from).contains(to) {
            return None;
        }
        let army = self.army_of_peg(seat, from).ok()?;
        movegen::shortest_path_with(
            Move { from, to },
            self.board.occupied(),
            self.foreign(seat),
            &self.move_rules[army.index()],
        )
    }

    fn has_move(&self, seat: Seat) -> bool {
        let occupied = self.board.occupied();
        let foreign = self.foreign(seat);
        self.commanded(seat).iter().any(|army| {
            let rules = &self.move_rules[army.index()];
            self.board
                .army(*army)
                .iter()
                .any(|from| !movegen::destinations_with(from, occupied, foreign, rules).is_empty())
        })
    }

    /// The army `seat` moves now that owns the peg on `from`.
    fn army_of_peg(&self, seat: Seat, from: Hole) -> Result<Point, MoveError> {
        match self.board.peg_at(from) {
            None => Err(MoveError::NoPeg(from)),
            Some(Peg::Army(p)) if self.commanded(seat).contains(&p) => Ok(p),
            Some(_) => Err(MoveError::NotYourPeg(from)),
        }
    }

    /// Checks a written chain (start, then landing holes; two holes may also be a step or
    /// "any chain from → to") for `seat`, and returns the move and the path to show.
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
        let army = self.army_of_peg(seat, from)?;
        // Whatever its hops, a chain may not end where it began (§3): said before a
        // segment of it is judged (`d2 e7 d2` is refused for coming back).
        if from == to {
            return Err(MoveError::NoMove);
        }
        let rules = &self.move_rules[army.index()];
        let occupied = self.board.occupied();
        let foreign = self.foreign(seat);
        let mv = Move { from, to };
        if holes.len() > 2 {
            movegen::follow_path(holes, occupied, foreign, rules).map_err(MoveError::Path)?;
        }
        let swappable = rules.swap && foreign.and(rules.target).contains(to);
        if occupied.contains(to) && !swappable {
            return Err(MoveError::Occupied(to));
        }
        if movegen::destinations_with(from, occupied, foreign, rules).contains(to) {
            let path = if holes.len() > 2 {
                holes.to_vec()
            } else {
                movegen::shortest_path_with(mv, occupied, foreign, rules)
                    .ok_or(MoveError::Unreachable { from, to })?
            };
            return Ok((mv, path));
        }
        // Say why the end hole is refused.
        if holes.len() == 2 && movegen::shortest_path_with(mv, occupied, foreign, rules).is_none() {
            return Err(MoveError::Unreachable { from, to });
        }
        if rules.target.contains(from) && !rules.target.contains(to) && !rules.leave_target {
            return Err(MoveError::LeavesTarget);
        }
        if rules.no_rest.contains(to) {
            return Err(MoveError::ForeignPoint(to));
        }
        Err(MoveError::Unreachable { from, to })
    }

    /// Plays a written chain for `seat` (see [`Race::resolve`]), then any automatic passes.
    ///
    /// # Errors
    /// [`MoveError`]; the game is unchanged.
    pub fn play_path(&mut self, seat: Seat, holes: &[Hole]) -> Result<Move, MoveError> {
        let (mv, path) = self.resolve(seat, holes)?;
        self.apply(seat, mv, path);
        Ok(mv)
    }

    /// Plays `mv` for the seat to move.
    ///
    /// # Errors
    /// [`MoveError`] when it is not legal; the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        let seat = self.to_move().ok_or(MoveError::GameOver)?;
        self.play_path(seat, &[mv.from, mv.to]).map(|_| ())
    }

    fn apply(&mut self, seat: Seat, mv: Move, path: Vec<Hole>) {
        let Some(Peg::Army(army)) = self.board.peg_at(mv.from) else {
            return;
        };
        let rules = &self.move_rules[army.index()];
        let swaps = movegen::follow_path(&path, self.board.occupied(), self.foreign(seat), rules)
            .unwrap_or_default();
        // Lift the moving peg, move each displaced peg to where its hop began, then land.
        let mut swap_at = Vec::new();
        self.board.lift(army, mv.from);
        for (landing, displaced_to) in swaps {
            if let Some(Peg::Army(other)) = self.board.peg_at(landing) {
                self.board.move_peg(other, landing, displaced_to);
            }
            if let Some(i) = path.iter().skip(1).position(|h| *h == landing) {
                swap_at.push(i + 1);
            }
        }
        self.board.place(army, mv.to);
        self.turns.record_move(seat, mv, path, swap_at);
        for s in self.turns.seats() {
            // A swap can complete another seat's army too (rare, but the rules allow it).
            if !self.is_home(s) && self.seat_done(s) {
                self.turns.mark_home(s);
            }
        }
        for s in self.turns.seats() {
            // A team finishes when every army of its players is home (docs/rules.md §8).
            let team = self.team(s);
            if !self.is_finished(s) && team.iter().all(|t| self.is_home(*t)) {
                for t in team {
                    self.turns.mark_finished(t);
                }
            }
        }
        if !self.check_end() {
            self.find_next_mover(self.next_seat(seat));
        }
    }

    /// `seat` resigns (or leaves). It keeps its pegs; docs/rules.md §4 ranks it after every
    /// player still in the game. The table decides who plays the seat from now on.
    ///
    /// # Errors
    /// [`MoveError::GameOver`], [`MoveError::AlreadyResigned`], [`MoveError::AlreadyFinished`].
    pub fn resign(&mut self, seat: Seat) -> Result<(), MoveError> {
        self.turns.record_resign(seat)?;
        if !self.check_end() && self.to_move() == Some(seat) && !self.takes_turns(seat) {
            // A frozen seat hands the turn on.
            self.find_next_mover(self.next_seat(seat));
        }
        Ok(())
    }

    /// Whether a perft of `depth` from here can run on bare boards: no swap, nobody
    /// resigned or finished, and no move limit within reach, so that turns simply rotate
    /// with automatic passes until some seat finishes (which the bare-board count detects
    /// with [`Race::seat_done_on`] and then hands back).
    pub(crate) fn simple_for(&self, depth: u32) -> bool {
        self.outcome().is_none()
            && self.rules().anti_spoiling != AntiSpoiling::Swap
            && !self.any_resigned()
            && !self.rules().teams
            && self.finish_order().is_empty()
            && self.limit_beyond(depth)
    }

    /// Whether every army of `seat` is home on `board` (docs/rules.md §4, `anti_spoiling`).
    pub(crate) fn seat_done_on(&self, board: &Board, seat: Seat) -> bool {
        self.layout().armies(seat).iter().all(|a| {
            let target = a.opposite().holes();
            let own = board.army(*a).and(target);
            own.len() == 10
                || (self.rules().anti_spoiling == AntiSpoiling::FullTarget
                    && !own.is_empty()
                    && board.occupied().and(target) == target)
        })
    }

    /// Ends the game when docs/rules.md §4 says so (§8: counting teams). Returns whether
    /// it ended.
    fn check_end(&mut self) -> bool {
        let unfinished = self
            .team_leads()
            .into_iter()
            .filter(|s| !self.is_finished(*s))
            .count();
        let finished_any = !self.finish_order().is_empty();
        if finished_any && (!self.rules().placements || unfinished <= 1) {
            self.end(EndReason::Finished);
            return true;
        }
        if self.turns.active() <= 1 && unfinished > 0 && self.any_resigned() {
            self.end(EndReason::Resignations);
            return true;
        }
        if unfinished == 0 {
            self.end(EndReason::Finished);
            return true;
        }
        false
    }

    /// Gives the turn to `start` or the first seat after it that can move, recording a
    /// pass for each seat passed over for having no legal move.
    fn find_next_mover(&mut self, start: Seat) {
        let mut seat = start;
        let mut any_below_limit = false;
        for _ in 0..self.layout().seats() {
            if self.takes_turns(seat) && !self.at_limit(seat) {
                any_below_limit = true;
                if self.has_move(seat) {
                    self.turns.set_to_move(Some(seat));
                    return;
                }
                self.turns.record_pass(seat);
            }
            seat = self.next_seat(seat);
        }
        self.end(if any_below_limit {
            EndReason::NoMoves
        } else {
            EndReason::MoveLimit
        });
    }

    /// Ranks the seats (docs/rules.md §4): finishers in finishing order, then the rest by pegs
    /// in target (more first), then distance to go (less first), equal keys tying; then
    /// the resigned seats. In a team game (§8) the keys are the team's sums, partners
    /// come together, and a team with a player who resigned ranks after the rest.
    fn end(&mut self, reason: EndReason) {
        let finishers: Vec<Seat> = self
            .finish_order()
            .iter()
            .copied()
            .filter(|s| !self.team_resigned(*s))
            .collect();
        let key = |s: Seat| {
            let team = self.team(s);
            let pegs: u32 = team.iter().map(|t| self.pegs_home(*t)).sum();
            let distance: u32 = team.iter().map(|t| self.distance_to_go(*t)).sum();
            (pegs, distance)
        };
        let lead = |s: Seat| self.partner(s).map_or(s, |p| p.min(s));
        let mut rest: Vec<(Seat, (u32, u32))> = self
            .turns
            .seats()
            .filter(|s| !self.is_finished(*s) && !self.team_resigned(*s))
            .map(|s| (s, key(s)))
            .collect();
        rest.sort_by(|a, b| {
            b.1 .0
                .cmp(&a.1 .0)
                .then(a.1 .1.cmp(&b.1 .1))
                .then(lead(a.0).cmp(&lead(b.0)))
                .then(a.0.cmp(&b.0))
        });
        self.turns.end(reason, &finishers, rest);
    }
}
