//! A game: seats, turns, passes, finishing, placements and the move limit (docs/rules.md
//! §2–§4), and the capture variant (docs/rules.md §6).
//!
//! The capture game is a [`Variant`] of the same [`Game`] type rather than a sibling type:
//! every adapter (table, store, render, the computer players) handles one `Game`, and a
//! capture game differs only in how moves are found, checked and applied and in how the
//! game ends. Each public method that differs starts with one branch on the variant; the
//! standard game's paths are otherwise unchanged, and perft's bare-board path never sees
//! a capture game (it counts one through [`super::capture::perft`]).

use super::board::{Board, Peg};
use super::capture::{self, Capture, ChainError, Variant};
use super::geometry::Point;
use super::hole::Hole;
use super::holeset::HoleSet;
use super::movegen::{self, Move, MoveRules, PathError};
use super::notation::MoveText;
use super::rules::{Abandon, AntiSpoiling, HouseRules, TurnOrder, UnusedPoints};

/// Which armies each seat commands, seats in clockwise order (docs/rules.md §2).
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Layout {
    seats: Vec<Vec<Point>>,
}

/// Why a game cannot be set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// No standard layout for this many players (5 or outside 2–6).
    #[error("the standard game is for 2, 3, 4 or 6 players")]
    PlayerCount(usize),
    /// No layout with this many armies per player.
    #[error("{players} players cannot command {armies} armies each")]
    ArmyCount {
        /// Players asked for.
        players: usize,
        /// Armies each.
        armies: usize,
    },
    /// The first seat named is not a seat of this game.
    #[error("there is no seat {} (seats are numbered from 1)", .0 + 1)]
    NoSuchSeat(usize),
    /// The capture game is for 2 to 6 players (docs/rules.md §6).
    #[error("the capture game is for 2 to 6 players")]
    CapturePlayers(usize),
    /// In the capture game every player plays alone (no multi-army variants).
    #[error("in the capture game nobody commands armies: leave `armies` at 1")]
    CaptureArmies(usize),
    /// A house rule that means nothing in the capture game is not at its default.
    #[error("`{0}` does not apply to the capture game")]
    CaptureRule(&'static str),
}

impl Layout {
    /// The standard layout with one army each (docs/rules.md §2).
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] for anything but 2, 3, 4 or 6.
    pub fn standard(players: usize) -> Result<Layout, SetupError> {
        use Point::{N, NE, NW, S, SE, SW};
        let homes: &[Point] = match players {
            2 => &[N, S],
            3 => &[N, SE, SW],
            4 => &[N, NE, S, SW],
            6 => &[N, NE, SE, S, SW, NW],
            _ => return Err(SetupError::PlayerCount(players)),
        };
        Ok(Layout {
            seats: homes.iter().map(|p| vec![*p]).collect(),
        })
    }

    /// The multi-army variants of docs/rules.md §2: 3 players × 2 armies, 2 players × 3 armies;
    /// `armies = 1` gives [`Layout::standard`].
    ///
    /// # Errors
    /// [`SetupError`] for any other combination.
    pub fn with_armies(players: usize, armies: usize) -> Result<Layout, SetupError> {
        use Point::{N, NE, NW, S, SE, SW};
        match (players, armies) {
            (_, 1) => Layout::standard(players),
            (3, 2) => Ok(Layout {
                seats: vec![vec![N, S], vec![NE, SW], vec![SE, NW]],
            }),
            (2, 3) => Ok(Layout {
                seats: vec![vec![N, SE, SW], vec![S, NW, NE]],
            }),
            _ => Err(SetupError::ArmyCount { players, armies }),
        }
    }

    /// The seats of a capture game (docs/rules.md §6): 2 to 6 players, clockwise. Pegs belong
    /// to nobody; each seat gets a point only as its colour in legends and messages (N,
    /// then the points of the standard layouts; 5 players leave NW out).
    ///
    /// # Errors
    /// [`SetupError::CapturePlayers`] outside 2–6.
    pub fn capture(players: usize) -> Result<Layout, SetupError> {
        use Point::{N, NE, NW, S, SE, SW};
        let colours: &[Point] = match players {
            2 => &[N, S],
            3 => &[N, SE, SW],
            4 => &[N, NE, S, SW],
            5 => &[N, NE, SE, S, SW],
            6 => &[N, NE, SE, S, SW, NW],
            _ => return Err(SetupError::CapturePlayers(players)),
        };
        Ok(Layout {
            seats: colours.iter().map(|p| vec![*p]).collect(),
        })
    }

    /// The layout of `variant` for `players` with `armies` each.
    ///
    /// # Errors
    /// [`SetupError`] when the variant has no such game.
    pub fn of_variant(
        variant: Variant,
        players: usize,
        armies: usize,
    ) -> Result<Layout, SetupError> {
        match variant {
            Variant::Standard => Layout::with_armies(players, armies),
            Variant::Capture if armies != 1 => Err(SetupError::CaptureArmies(armies)),
            Variant::Capture => Layout::capture(players),
        }
    }

    /// Number of seats (players).
    #[must_use]
    pub fn seats(&self) -> usize {
        self.seats.len()
    }

    /// The armies (home points) seat `seat` commands.
    #[must_use]
    pub fn armies(&self, seat: usize) -> &[Point] {
        self.seats.get(seat).map_or(&[], Vec::as_slice)
    }

    /// Every army in play.
    pub fn all_armies(&self) -> impl Iterator<Item = Point> + '_ {
        self.seats.iter().flatten().copied()
    }

    /// The seat commanding the army from `home`.
    #[must_use]
    pub fn seat_of(&self, home: Point) -> Option<usize> {
        self.seats.iter().position(|s| s.contains(&home))
    }
}

/// One entry of a game's history.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Turn {
    /// A move, with the chain it was shown as (start, then every landing hole).
    Move {
        /// Who moved.
        seat: usize,
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
        seat: usize,
    },
    /// The seat resigned (or left); docs/rules.md §4 `abandon`.
    Resign {
        /// Who resigned.
        seat: usize,
    },
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
    pub seat: usize,
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

/// Why a move or command was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Not this seat's turn.
    #[error("it is not your turn")]
    NotYourTurn,
    /// No peg on the start hole.
    #[error("there is no peg on {0}")]
    NoPeg(Hole),
    /// The peg on the start hole belongs to an army the mover does not command.
    #[error("the peg on {0} is not yours")]
    NotYourPeg(Hole),
    /// The written chain is not a way to travel.
    #[error("{0}")]
    Path(PathError),
    /// The end hole is taken.
    #[error("{0} is not empty")]
    Occupied(Hole),
    /// The peg cannot get there at all.
    #[error("the peg on {from} cannot reach {to}")]
    Unreachable {
        /// Start.
        from: Hole,
        /// End.
        to: Hole,
    },
    /// Target lock: a peg in its target must stay in it (docs/rules.md §3).
    #[error("a peg in its target must stay in it")]
    LeavesTarget,
    /// `foreign_points = pass-through`.
    #[error("{0} is in another army's point: you may pass through but not stop there")]
    ForeignPoint(Hole),
    /// A chain that ends where it began.
    #[error("a move cannot end where it started")]
    NoMove,
    /// Fewer than two holes.
    #[error("a move names at least two holes")]
    TooShort,
    /// Capture game: the written chain is not a capturing chain.
    #[error("{0}")]
    Chain(ChainError),
    /// Capture game: several capturing chains join the two holes written (docs/rules.md §6).
    #[error("{}", ambiguous_message(.from, .to, .chains, .more))]
    Ambiguous {
        /// Start.
        from: Hole,
        /// End.
        to: Hole,
        /// The first chains (at most [`MAX_LISTED_CHAINS`]), start hole first.
        chains: Vec<Vec<Hole>>,
        /// How many more there are.
        more: usize,
    },
    /// The seat already resigned.
    #[error("that seat has already resigned")]
    AlreadyResigned,
    /// The seat already finished.
    #[error("that seat has already finished")]
    AlreadyFinished,
}

/// The text of [`MoveError::Ambiguous`].
fn ambiguous_message(from: &Hole, to: &Hole, chains: &[Vec<Hole>], more: &usize) -> String {
    let listed: Vec<String> = chains
        .iter()
        .map(|c| super::notation::format_path(c))
        .collect();
    let more = if *more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    format!(
        "several capturing chains join {from} and {to}: {}{more}; write the whole chain",
        listed.join(", ")
    )
}

/// Most chains an ambiguity refusal lists (docs/rules.md §6; the rest are counted).
pub const MAX_LISTED_CHAINS: usize = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SeatState {
    Playing,
    Finished,
}

/// A game of the standard variant in progress or over. Built only through [`Game::new`]
/// and changed only through legal moves, so it is always consistent.
#[derive(Clone, Debug)]
pub struct Game {
    rules: HouseRules,
    layout: Layout,
    move_rules: [MoveRules; 6],
    board: Board,
    first: usize,
    to_move: Option<usize>,
    states: Vec<SeatState>,
    resigned: Vec<bool>,
    resign_order: Vec<usize>,
    finish_order: Vec<usize>,
    moves_made: Vec<u32>,
    history: Vec<Turn>,
    outcome: Option<Outcome>,
    variant: Variant,
    /// Pegs captured by each seat (capture game).
    scores: Vec<u32>,
}

impl Turn {
    /// The turn in record notation: `b2-d2-f7` (`x` before a swapping landing), `pass`,
    /// `resign 2` (seats 1-based).
    #[must_use]
    pub fn text(&self) -> String {
        match self {
            Turn::Move { path, swaps, .. } => MoveText::from_path(path, swaps).to_string(),
            Turn::Pass { .. } => "pass".into(),
            Turn::Resign { seat } => format!("resign {}", seat + 1),
        }
    }
}

impl Game {
    /// A new game at its starting position with seat `first` to move.
    ///
    /// # Errors
    /// [`SetupError::NoSuchSeat`] when `first` is not a seat.
    pub fn new(layout: Layout, rules: HouseRules, first: usize) -> Result<Game, SetupError> {
        let seats = layout.seats();
        if first >= seats {
            return Err(SetupError::NoSuchSeat(first));
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
        let mut game = Game {
            rules,
            layout,
            move_rules,
            board,
            first,
            to_move: None,
            states: vec![SeatState::Playing; seats],
            resigned: vec![false; seats],
            resign_order: Vec::new(),
            finish_order: Vec::new(),
            moves_made: vec![0; seats],
            history: Vec::new(),
            outcome: None,
            variant: Variant::Standard,
            scores: vec![0; seats],
        };
        game.find_next_mover(first);
        Ok(game)
    }

    /// A new capture game (docs/rules.md §6) for `players` seats with seat `first` to move: 60
    /// pegs of nobody on the central hexagon except its centre.
    ///
    /// # Errors
    /// [`SetupError::CapturePlayers`] outside 2–6, [`SetupError::NoSuchSeat`],
    /// [`SetupError::CaptureRule`] when a rule of [`capture::CAPTURE_UNUSED_RULES`] is not
    /// at its default.
    pub fn capture(players: usize, rules: HouseRules, first: usize) -> Result<Game, SetupError> {
        Game::capture_from_pegs(players, rules, capture::start_pegs(), first)
    }

    /// A capture game from arbitrary pegs (tests, puzzles), seat `to_move` to move (or the
    /// game over at once when no hop exists), no history, no captures yet.
    ///
    /// # Errors
    /// As [`Game::capture`].
    pub fn capture_from_pegs(
        players: usize,
        rules: HouseRules,
        pegs: HoleSet,
        to_move: usize,
    ) -> Result<Game, SetupError> {
        let layout = Layout::capture(players)?;
        if let Some(key) = capture::unused_rule_set(&rules) {
            return Err(SetupError::CaptureRule(key));
        }
        let mut game = Game::new(layout, rules, to_move)?;
        game.variant = Variant::Capture;
        game.board = Board::empty();
        game.board.set_obstacles(pegs);
        game.to_move = None;
        game.outcome = None;
        game.history.clear();
        game.find_next_mover(to_move);
        Ok(game)
    }

    /// A new game of `variant` with `players` seats, `armies` each (1 in the capture
    /// game), seat `first` to move.
    ///
    /// # Errors
    /// [`SetupError`] when the variant has no such game.
    pub fn start(
        variant: Variant,
        players: usize,
        armies: usize,
        rules: HouseRules,
        first: usize,
    ) -> Result<Game, SetupError> {
        let layout = Layout::of_variant(variant, players, armies)?;
        match variant {
            Variant::Standard => Game::new(layout, rules, first),
            Variant::Capture => Game::capture(players, rules, first),
        }
    }

    /// Which game this is.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Pegs captured by `seat` (capture game; 0 in the standard game).
    #[must_use]
    pub fn score(&self, seat: usize) -> u32 {
        self.scores.get(seat).copied().unwrap_or(0)
    }

    /// Pegs captured by each seat, seat order (capture game; zeros in the standard game).
    #[must_use]
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    /// The pegs of a capture game (every peg on the board; they belong to nobody).
    #[must_use]
    pub fn pegs(&self) -> HoleSet {
        self.board.obstacles()
    }

    /// Every capture (distinct start, end and captured pegs) the seat to move may make;
    /// empty in the standard game and when the game is over. See [`capture::captures`].
    #[must_use]
    pub fn captures(&self) -> Vec<Capture> {
        let mut out = Vec::new();
        if self.variant == Variant::Capture && self.to_move.is_some() {
            capture::captures(self.pegs(), self.rules.long_jumps, &mut out);
        }
        out
    }

    /// A chain (start, then every landing hole) that plays `c` here, if `c` is legal.
    #[must_use]
    pub fn chain_of(&self, c: &Capture) -> Option<Vec<Hole>> {
        if self.variant != Variant::Capture {
            return None;
        }
        capture::chain_of(self.pegs(), c, self.rules.long_jumps)
    }

    /// Every capturing chain of the seat to move, start hole order (at most `limit`).
    #[must_use]
    pub fn chains(&self, limit: usize) -> Vec<Vec<Hole>> {
        let mut out = Vec::new();
        if self.variant != Variant::Capture || self.to_move.is_none() {
            return out;
        }
        let pegs = self.pegs();
        let mut budget = capture::MAX_CHAIN_STATES;
        for from in pegs {
            let go_on =
                capture::for_each_chain(pegs, from, self.rules.long_jumps, &mut budget, &mut |p| {
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
        if self.variant != Variant::Capture || self.to_move.is_none() {
            return out;
        }
        let mut budget = capture::MAX_CHAIN_STATES;
        capture::for_each_chain(
            self.pegs(),
            from,
            self.rules.long_jumps,
            &mut budget,
            &mut |p| {
                out.push(p.to_vec());
                out.len() < limit
            },
        );
        out
    }

    /// The holes whose pegs the last move captured (capture game), in chain order.
    #[must_use]
    pub fn last_captured(&self) -> Vec<Hole> {
        if self.variant != Variant::Capture {
            return Vec::new();
        }
        self.history
            .iter()
            .rev()
            .find_map(|t| match t {
                Turn::Move { path, .. } => Some(
                    path.windows(2)
                        .filter_map(|w| capture::hopped(w[0], w[1]))
                        .collect(),
                ),
                _ => None,
            })
            .unwrap_or_default()
    }

    /// A game from an arbitrary board (for tests, puzzles and analysis), seat `to_move`
    /// to move, no history.
    ///
    /// # Errors
    /// [`SetupError::NoSuchSeat`] when `to_move` is not a seat.
    pub fn from_board(
        layout: Layout,
        rules: HouseRules,
        board: Board,
        to_move: usize,
    ) -> Result<Game, SetupError> {
        let mut game = Game::new(layout, rules, to_move)?;
        game.board = board;
        game.to_move = None;
        game.find_next_mover(to_move);
        Ok(game)
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

    /// The pegs.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The seat that moved first.
    #[must_use]
    pub fn first(&self) -> usize {
        self.first
    }

    /// The seat to move, `None` when the game is over.
    #[must_use]
    pub fn to_move(&self) -> Option<usize> {
        self.to_move
    }

    /// Everything that happened, in order.
    #[must_use]
    pub fn history(&self) -> &[Turn] {
        &self.history
    }

    /// Moves made by `seat` (passes not counted).
    #[must_use]
    pub fn moves_made(&self, seat: usize) -> u32 {
        self.moves_made.get(seat).copied().unwrap_or(0)
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

    /// Whether `seat` finished.
    #[must_use]
    pub fn is_finished(&self, seat: usize) -> bool {
        self.states.get(seat) == Some(&SeatState::Finished)
    }

    /// The place `seat` finished in (1 = first to bring every peg home), or `None` while
    /// it has not finished (docs/rules.md §4).
    #[must_use]
    pub fn finish_place(&self, seat: usize) -> Option<usize> {
        self.finish_order
            .iter()
            .position(|s| *s == seat)
            .map(|i| i + 1)
    }

    /// Whether `seat` resigned.
    #[must_use]
    pub fn has_resigned(&self, seat: usize) -> bool {
        self.resigned.get(seat).copied().unwrap_or(false)
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
        match self.rules.anti_spoiling {
            AntiSpoiling::FullTarget => {
                !own.is_empty() && self.board.occupied().and(target) == target
            }
            AntiSpoiling::Swap | AntiSpoiling::None => false,
        }
    }

    fn seat_done(&self, seat: usize) -> bool {
        self.layout.armies(seat).iter().all(|a| self.army_home(*a))
    }

    /// Pegs of `seat` standing in their targets.
    #[must_use]
    pub fn pegs_home(&self, seat: usize) -> u32 {
        self.layout
            .armies(seat)
            .iter()
            .map(|a| self.board.army(*a).and(a.opposite().holes()).len())
            .sum()
    }

    /// Sum over the seat's pegs of the distance (in steps) to its target's tip.
    #[must_use]
    pub fn distance_to_go(&self, seat: usize) -> u32 {
        self.layout
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

    /// Pegs of players other than `seat` (not obstacles): what `swap` may displace.
    fn foreign(&self, seat: usize) -> HoleSet {
        let own = self
            .layout
            .armies(seat)
            .iter()
            .fold(HoleSet::EMPTY, |acc, a| acc.or(self.board.army(*a)));
        self.board
            .occupied()
            .without(own)
            .without(self.board.obstacles())
    }

    /// Every legal move of `seat` (empty when the seat may not move now or has none).
    #[must_use]
    pub fn legal_moves_for(&self, seat: usize) -> Vec<Move> {
        if self.variant == Variant::Capture {
            return self.capture_moves_for(seat);
        }
        let mut out = Vec::new();
        if self.can_play(seat) {
            let foreign = self.foreign(seat);
            for army in self.layout.armies(seat) {
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

    /// Number of legal moves of the seat to move (no list built).
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        let Some(seat) = self.to_move else { return 0 };
        if self.variant == Variant::Capture {
            return capture::perft(self.pegs(), self.rules.long_jumps, 1);
        }
        let foreign = self.foreign(seat);
        self.layout
            .armies(seat)
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

    /// Every legal move of the seat to move.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        self.to_move
            .map(|s| self.legal_moves_for(s))
            .unwrap_or_default()
    }

    /// Every hole the peg on `from` may end a move in, if it belongs to `seat`.
    #[must_use]
    pub fn destinations_of(&self, seat: usize, from: Hole) -> HoleSet {
        if self.variant == Variant::Capture {
            return self
                .capture_moves_for(seat)
                .into_iter()
                .filter(|m| m.from == from)
                .map(|m| m.to)
                .collect();
        }
        match self.army_of_peg(seat, from) {
            Ok(army) if self.can_play(seat) => movegen::destinations_with(
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
    /// when [`Game::destinations_of`] does not hold `to`. Whose turn it is does not matter.
    #[must_use]
    pub fn path_of(&self, seat: usize, from: Hole, to: Hole) -> Option<Vec<Hole>> {
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

    /// Whether `seat` still takes turns (not finished, not frozen after resigning).
    fn can_play(&self, seat: usize) -> bool {
        self.states.get(seat) == Some(&SeatState::Playing)
            && !(self.rules.abandon == Abandon::Freeze && self.has_resigned(seat))
    }

    fn has_move(&self, seat: usize) -> bool {
        if self.variant == Variant::Capture {
            return capture::any_hop(self.pegs(), self.rules.long_jumps);
        }
        let occupied = self.board.occupied();
        let foreign = self.foreign(seat);
        self.layout.armies(seat).iter().any(|army| {
            let rules = &self.move_rules[army.index()];
            self.board
                .army(*army)
                .iter()
                .any(|from| !movegen::destinations_with(from, occupied, foreign, rules).is_empty())
        })
    }

    /// The army of `seat` that owns the peg on `from`.
    fn army_of_peg(&self, seat: usize, from: Hole) -> Result<Point, MoveError> {
        match self.board.peg_at(from) {
            None => Err(MoveError::NoPeg(from)),
            Some(Peg::Army(p)) if self.layout.armies(seat).contains(&p) => Ok(p),
            Some(_) => Err(MoveError::NotYourPeg(from)),
        }
    }

    /// Checks a written chain (start, then landing holes; two holes may also be a step or
    /// "any chain from → to") for `seat`, and returns the move and the path to show.
    ///
    /// # Errors
    /// [`MoveError`] saying why; nothing changes.
    pub fn resolve(&self, seat: usize, holes: &[Hole]) -> Result<(Move, Vec<Hole>), MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        if self.to_move != Some(seat) {
            return Err(MoveError::NotYourTurn);
        }
        let (&from, &to) = match holes {
            [first, .., last] => (first, last),
            _ => return Err(MoveError::TooShort),
        };
        if self.variant == Variant::Capture {
            return self.resolve_capture(holes, from, to);
        }
        let army = self.army_of_peg(seat, from)?;
        let rules = &self.move_rules[army.index()];
        let occupied = self.board.occupied();
        let foreign = self.foreign(seat);
        let mv = Move { from, to };
        if holes.len() > 2 {
            movegen::follow_path(holes, occupied, foreign, rules).map_err(MoveError::Path)?;
        }
        if from == to {
            return Err(MoveError::NoMove);
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

    /// Plays a written chain for `seat` (see [`Game::resolve`]), then any automatic passes.
    ///
    /// # Errors
    /// [`MoveError`]; the game is unchanged.
    pub fn play_path(&mut self, seat: usize, holes: &[Hole]) -> Result<Move, MoveError> {
        let (mv, path) = self.resolve(seat, holes)?;
        self.apply(seat, mv, path);
        Ok(mv)
    }

    /// Plays `mv` for the seat to move.
    ///
    /// # Errors
    /// [`MoveError`] when it is not legal; the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        let seat = self.to_move.ok_or(MoveError::GameOver)?;
        self.play_path(seat, &[mv.from, mv.to]).map(|_| ())
    }

    fn apply(&mut self, seat: usize, mv: Move, path: Vec<Hole>) {
        if self.variant == Variant::Capture {
            self.apply_capture(seat, mv, path);
            return;
        }
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
        self.moves_made[seat] += 1;
        self.history.push(Turn::Move {
            seat,
            mv,
            path,
            swaps: swap_at,
        });
        for s in 0..self.layout.seats() {
            // A swap can complete another seat's army too (rare, but the rules allow it).
            if self.states[s] == SeatState::Playing && self.seat_done(s) {
                self.states[s] = SeatState::Finished;
                self.finish_order.push(s);
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
    pub fn resign(&mut self, seat: usize) -> Result<(), MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        if self.has_resigned(seat) {
            return Err(MoveError::AlreadyResigned);
        }
        if self.is_finished(seat) {
            return Err(MoveError::AlreadyFinished);
        }
        if seat >= self.resigned.len() {
            return Err(MoveError::NotYourTurn);
        }
        self.resigned[seat] = true;
        self.resign_order.push(seat);
        self.history.push(Turn::Resign { seat });
        if !self.check_end() && self.to_move == Some(seat) && !self.can_play(seat) {
            // A frozen seat hands the turn on.
            self.find_next_mover(self.next_seat(seat));
        }
        Ok(())
    }

    /// Whether a perft of `depth` from here can run on bare boards: no swap, nobody
    /// resigned or finished, and no move limit within reach, so that turns simply rotate
    /// with automatic passes until some seat finishes (which the bare-board count detects
    /// with [`Game::seat_done_on`] and then hands back).
    pub(crate) fn simple_for(&self, depth: u32) -> bool {
        self.outcome.is_none()
            && self.rules.anti_spoiling != AntiSpoiling::Swap
            && !self.resigned.iter().any(|r| *r)
            && self.finish_order.is_empty()
            && (self.rules.move_limit == 0
                || self
                    .moves_made
                    .iter()
                    .all(|m| m.saturating_add(depth) < self.rules.move_limit))
    }

    /// Whether every army of `seat` is home on `board` (docs/rules.md §4, `anti_spoiling`).
    pub(crate) fn seat_done_on(&self, board: &Board, seat: usize) -> bool {
        self.layout.armies(seat).iter().all(|a| {
            let target = a.opposite().holes();
            let own = board.army(*a).and(target);
            own.len() == 10
                || (self.rules.anti_spoiling == AntiSpoiling::FullTarget
                    && !own.is_empty()
                    && board.occupied().and(target) == target)
        })
    }

    pub(crate) fn next_seat(&self, seat: usize) -> usize {
        let n = self.layout.seats();
        match self.rules.turn_order {
            TurnOrder::Clockwise => (seat + 1) % n,
            TurnOrder::Counterclockwise => (seat + n - 1) % n,
        }
    }

    fn at_limit(&self, seat: usize) -> bool {
        self.rules.move_limit != 0 && self.moves_made[seat] >= self.rules.move_limit
    }

    /// Ends the game when docs/rules.md §4 says so. Returns whether it ended.
    fn check_end(&mut self) -> bool {
        let unfinished: Vec<usize> = (0..self.layout.seats())
            .filter(|s| !self.is_finished(*s))
            .collect();
        let active = unfinished.iter().filter(|s| !self.resigned[**s]).count();
        if !self.finish_order.is_empty() && (!self.rules.placements || unfinished.len() <= 1) {
            self.end(EndReason::Finished);
            return true;
        }
        if active <= 1 && !unfinished.is_empty() && self.resigned.iter().any(|r| *r) {
            self.end(EndReason::Resignations);
            return true;
        }
        if unfinished.is_empty() {
            self.end(EndReason::Finished);
            return true;
        }
        false
    }

    /// Gives the turn to `start` or the first seat after it that can move, recording a
    /// pass for each seat passed over for having no legal move.
    fn find_next_mover(&mut self, start: usize) {
        let n = self.layout.seats();
        if self.variant == Variant::Capture {
            // Everyone may move every peg: either the seat can hop or nobody can.
            let mut seat = start;
            for _ in 0..n {
                if self.can_play(seat) {
                    if self.has_move(seat) {
                        self.to_move = Some(seat);
                    } else {
                        self.end(EndReason::NoMoves);
                    }
                    return;
                }
                seat = self.next_seat(seat);
            }
            self.end(EndReason::Resignations);
            return;
        }
        let mut seat = start;
        let mut any_below_limit = false;
        for _ in 0..n {
            if self.can_play(seat) && !self.at_limit(seat) {
                any_below_limit = true;
                if self.has_move(seat) {
                    self.to_move = Some(seat);
                    return;
                }
                self.history.push(Turn::Pass { seat });
            }
            seat = self.next_seat(seat);
        }
        self.end(if any_below_limit {
            EndReason::NoMoves
        } else {
            EndReason::MoveLimit
        });
    }

    fn end(&mut self, reason: EndReason) {
        self.to_move = None;
        if self.variant == Variant::Capture {
            self.end_capture(reason);
            return;
        }
        let mut standings: Vec<Standing> = Vec::new();
        // Players still in the game rank before those who resigned (docs/rules.md §4): finishers
        // in finishing order, then the rest by pegs in target (more first), then distance to
        // go (less first), equal keys tying. Each resigned player ranks after everyone who
        // was still in the game when it resigned: the last to resign comes first.
        for seat in self.finish_order.iter().filter(|s| !self.resigned[**s]) {
            let place = standings.len() + 1;
            standings.push(Standing {
                seat: *seat,
                place,
                finished: true,
                resigned: false,
            });
        }
        let mut rest: Vec<(usize, (u32, u32))> = (0..self.layout.seats())
            .filter(|s| !self.is_finished(*s) && !self.resigned[*s])
            .map(|s| (s, (self.pegs_home(s), self.distance_to_go(s))))
            .collect();
        rest.sort_by(|a, b| {
            b.1 .0
                .cmp(&a.1 .0)
                .then(a.1 .1.cmp(&b.1 .1))
                .then(a.0.cmp(&b.0))
        });
        push_ranked(&mut standings, rest);
        self.push_resigned(&mut standings);
        self.outcome = Some(Outcome { reason, standings });
    }

    /// Appends each resigned seat after everyone still in the game when it resigned: the
    /// last to resign first (docs/rules.md §4).
    fn push_resigned(&self, standings: &mut Vec<Standing>) {
        for seat in self.resign_order.iter().rev() {
            let place = standings.len() + 1;
            standings.push(Standing {
                seat: *seat,
                place,
                finished: self.is_finished(*seat),
                resigned: true,
            });
        }
    }
}

/// Appends unfinished seats `ranked` as (seat, key), best first: equal keys share a place.
fn push_ranked<K: PartialEq>(
    standings: &mut Vec<Standing>,
    ranked: impl IntoIterator<Item = (usize, K)>,
) {
    let mut prev: Option<(K, usize)> = None;
    for (seat, key) in ranked {
        let place = match &prev {
            Some((k, p)) if *k == key => *p,
            _ => standings.len() + 1,
        };
        prev = Some((key, place));
        standings.push(Standing {
            seat,
            place,
            finished: false,
            resigned: false,
        });
    }
}

/// The capture game (docs/rules.md §6).
impl Game {
    /// Distinct (start, end) pairs of the capturing chains, for `seat` when it is to move.
    fn capture_moves_for(&self, seat: usize) -> Vec<Move> {
        if self.to_move != Some(seat) {
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

    /// Checks a written chain. Two holes that are one capturing hop are that chain (a full
    /// chain is always accepted); two other holes name the one capturing chain that joins
    /// them, and are refused as ambiguous when several do (docs/rules.md §6).
    fn resolve_capture(
        &self,
        holes: &[Hole],
        from: Hole,
        to: Hole,
    ) -> Result<(Move, Vec<Hole>), MoveError> {
        let pegs = self.pegs();
        let long = self.rules.long_jumps;
        if !pegs.contains(from) {
            return Err(MoveError::NoPeg(from));
        }
        let mv = Move { from, to };
        let written = capture::follow(pegs, holes, long);
        if holes.len() > 2 || written.is_ok() {
            written.map_err(MoveError::Chain)?;
            return Ok((mv, holes.to_vec()));
        }
        let (chains, count) = capture::chains_between(pegs, from, to, long, MAX_LISTED_CHAINS);
        match chains.as_slice() {
            [only] if count == 1 => Ok((mv, only.clone())),
            [] => match capture::follow(pegs, holes, long) {
                Err(e) => Err(MoveError::Chain(e)),
                Ok(_) => Err(MoveError::Unreachable { from, to }),
            },
            _ => Err(MoveError::Ambiguous {
                from,
                to,
                more: count - chains.len(),
                chains,
            }),
        }
    }

    /// Plays a checked capturing chain: removes every hopped peg, moves the peg, scores.
    fn apply_capture(&mut self, seat: usize, mv: Move, path: Vec<Hole>) {
        let pegs = self.pegs();
        let Ok(taken) = capture::follow(pegs, &path, self.rules.long_jumps) else {
            return;
        };
        let c = Capture {
            from: mv.from,
            to: mv.to,
            taken,
        };
        let mut board = Board::empty();
        board.set_obstacles(c.apply(pegs));
        self.board = board;
        self.scores[seat] += taken.len();
        self.moves_made[seat] += 1;
        self.history.push(Turn::Move {
            seat,
            mv,
            path,
            swaps: Vec::new(),
        });
        let unresigned = (0..self.layout.seats())
            .filter(|s| !self.resigned[*s])
            .count();
        if unresigned <= 1 && self.resigned.iter().any(|r| *r) {
            self.end(EndReason::Resignations);
            return;
        }
        self.find_next_mover(self.next_seat(seat));
    }

    /// Ranks the seats: those still in the game by captures (more first, equal scores
    /// sharing a place; a tie for the most is a draw), then each resigned seat after
    /// everyone still in the game when it resigned (docs/rules.md §4, §6).
    fn end_capture(&mut self, reason: EndReason) {
        let mut standings: Vec<Standing> = Vec::new();
        let mut rest: Vec<usize> = (0..self.layout.seats())
            .filter(|s| !self.resigned[*s])
            .collect();
        rest.sort_by(|a, b| self.scores[*b].cmp(&self.scores[*a]).then(a.cmp(b)));
        push_ranked(
            &mut standings,
            rest.into_iter().map(|s| (s, self.scores[s])),
        );
        self.push_resigned(&mut standings);
        self.outcome = Some(Outcome { reason, standings });
    }

    /// Whether `seat` takes turns (not frozen after resigning, not finished).
    pub(crate) fn takes_turns(&self, seat: usize) -> bool {
        self.can_play(seat)
    }
}
