//! Computer players. Synchronous; callers run them on a blocking thread.
//!
//! # Levels
//!
//! Ten levels, weakest first, each one row of [`Level::style`]: the player behind it, the
//! share of its moves that are a uniformly random legal move instead (its noise), and its
//! node budget. Node budgets and noise, not time, set them apart, so a level plays the
//! same on any machine; only `hard` searches to its deadline. Their ratings
//! ([`Level::rating`]) are measured by the rating ladder on one Elo scale with the random
//! player at 0 (docs/computer-players.md "The levels on one scale").
//!
//! | level | player | noise | node budget | time per move |
//! |---|---|---|---|---|
//! | `beginner` | `easy`'s | 50% | | about 0.1 ms |
//! | `novice` | `easy`'s | 33% | | about 0.1 ms |
//! | `learner` | `easy`'s | 15% | | about 0.1 ms |
//! | `easy` | plain distance to the target only (so it leaves stragglers), misses chains of more than three hops, and 30% of the time plays any forward move instead of its best | | | about 0.1 ms |
//! | `moderate` | `medium`'s | 10% | | about 0.1 ms |
//! | `medium` | the move with the best immediate change of the full evaluation (below); the level that takes over for players who leave | | | about 0.1 ms |
//! | `skilled` | `hard`'s search | | 300 | under 1 ms |
//! | `advanced` | `hard`'s search | | 500 | about 1 ms |
//! | `strong` | `hard`'s search | | 10,000 | a few ms |
//! | `hard` | best-reply search over the same evaluation until nine tenths of the deadline; at six seats in the race Monte-Carlo tree search (`mcts.rs`) | | | at most the deadline (2 s by default) |
//!
//! A search level below `hard` also stops at the deadline should its budget take longer.
//! The noise applies to the race; in the capture game each level plays its player's
//! capture moves (`capture.rs`).
//!
//! Every level takes its moves from the core's generator ([`Game::legal_moves`]), so it
//! plays every layout (2, 3, 4, 6 players, the multi-army variants) under every house rule
//! the core implements. Inside its tree `hard` applies moves to a light copy of the pegs
//! (bitsets, a Zobrist hash, incremental costs) whose targets come from
//! [`crate::core::destinations`]; swaps (`anti_spoiling = swap`) are exact at the root and
//! approximated deeper (the displaced peg goes to the mover's start hole).
//!
//! # The evaluation
//!
//! A peg costs its army `16·d + 8·d²/16 + |x2|` where `d` is its distance in steps to its
//! target's tip and `|x2|` its (doubled) distance from the army's axis while outside the
//! target. Summed over an army this is smallest exactly when the target is full, so one
//! function covers the race and the endgame (the deep target holes fill first, leaving
//! room at the front); the convex term makes a step of a peg far behind worth more than one
//! in front (no stragglers); the lateral term keeps pegs where the hops are. On top, each
//! army pays `64 · (its pegs still at home) · (other pegs already in its home point)`:
//! the last pegs leave before the arriving army closes round them (a finished army never
//! moves again, so a peg it shuts in can never finish). A finished seat scores a large
//! bonus, sooner being better.
//!
//! # Why best-reply search
//!
//! Chinese Checkers is a race in which the armies meet in the centre. With two players
//! `hard` is alpha-beta on "their cost − my cost". With more, max^n or paranoid search
//! would spend nearly all its time on opponents' moves that do not touch the mover, so
//! `hard` uses best-reply search (Schadd & Winands 2011, measured on Chinese Checkers among
//! other games): the mover's moves alternate with a single reply layer that holds every
//! opponent's four most advancing moves, and the worst of them for the mover counts. The
//! mover thus plans chains of its own moves while checking that no single opponent move
//! (blocking a lane, moving away a peg it meant to hop over) spoils them. The score is
//! `λ·(leading opponent's cost) − my cost`, λ = 1 with one opponent and ½ with more.
//! (An opponent model, each opponent playing its best one-ply move, and deeper own-move
//! search without replies both did worse in 6-player arena runs; they remain as the arena
//! settings `model=1` and `reply=0`.) The arena seats max^n, paranoid and MCTS
//! themselves as reference entrants (`maxn`, `paranoid`, `mcts`: [`families`]).
//!
//! # Six seats: Monte-Carlo tree search
//!
//! At six seats best-reply search loses at equal time to MCTS with the max^n backup and
//! Progressive History (Nijssen & Winands 2011), as the literature found from about a
//! second a move: five opponents' replies in one layer are too many to look past. So
//! `hard` at a table of six seats searches by MCTS (`mcts.rs`; `SearchParams::mcts_from`, the
//! arena's `mc=` setting), over the same evaluation and with the same root penalties for
//! repetitions; the figures are in docs/computer-players.md, "Against the search
//! families".
//!
//! Around it: iterative deepening (a move is always ready; the clock is read every four
//! nodes, the search stops at nine tenths of the deadline, and an iteration cut short
//! there still decides once the previous best move has been searched again: anything that
//! beat it is better), a transposition table,
//! the mover's 12 best moves by immediate progress at inner nodes (all at the root), and no
//! reply layer once the armies have passed each other: the race is then pure and the
//! search looks deeper into the mover's own moves.
//!
//! # A lone army
//!
//! When nobody else can move (the solitaire crossing, docs/rules.md §9) `hard` does not
//! search a few plies but plans the whole way home (`plan.rs`): a beam search over whole
//! move sequences ranked by the cost tables above, the beam widening while the budget
//! lasts, the shortest plan's first move played and the rest planned again next move.
//! It crosses in 27 moves, the proven optimum (G. Bell, 2009), at 1,000,000 nodes a move
//! and at the default deadline.
//!
//! # No stalling
//!
//! Every level penalises moves that bring its pegs back to an arrangement they had in its
//! last sixteen moves, and a seat whose evaluation has not improved over its last eight
//! moves is played by a 4-ply search for that move, whatever its level, which finds the
//! detour a one-ply player cannot see. `hard` also looks back over the whole game (the
//! table replays it from its record, so the history reaches the search whole): a move
//! that recreates a position the game has had after its own move is played only when
//! every other move is worse by eight steps, and it is scored at most at that position's
//! own evaluation, so a finish the search foresees but the opponent keeps preventing does
//! not outweigh the margin. An opponent's peg that went to and fro between two holes of
//! its target is a blocker: the reply layer then holds every reply ending in that target,
//! so the search sees the hole it means to fill closed, waits by the hole about to open
//! or brings a second peg (a double threat). Computer-only games end by a finish, far inside the
//! move limit (`tests/ai.rs` plays them for every layout).
//!
//! # The capture variant
//!
//! The capture game (docs/rules.md §6) has other moves (capturing chains; a move is its list
//! of landings) and another goal (most captures): `capture.rs` plays it at the same three
//! levels (`medium`: most pegs now minus the next player's best reply; `hard`: alpha-beta
//! on the capture difference, paranoid with more than two players, to the same deadline).
//! [`choose`] and [`choose_path`] dispatch on the variant; since a capture move is its
//! whole chain, callers play it with [`choose_path`] and [`Game::play_path`].
//!
//! # Strength (arena, `--nodes 100000`, about 30 ms of one core a move)
//!
//! docs/computer-players.md "Measured strength" has the measured figures and the commands
//! (`checkers-bot arena --games 200 --seats hard,medium --nodes 100000`).
//!
//! # Known weakness
//!
//! Under `anti_spoiling = swap`, a mutual blockade (each army's last pegs sitting deep in
//! the other's target, the arrivals in front of them) is not broken by `hard` against
//! `hard` or by `easy` against `easy`: a swap helps the blocked opponent as much as the
//! mover, so the zero-sum score sees nothing to gain and the game runs to the move limit.
//! `medium` breaks it. Games from the start position under swap end by a finish.

pub mod arena;
mod autoplay;
mod capture;
mod eval;
pub mod families;
pub mod ladder;
mod limits;
mod maxn;
mod mcts;
mod plan;
mod pos;
mod search;
mod simple;

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::core::{Game, Hole, HoleSet, Move, Peg, Race, Seat, Turn};

pub use autoplay::{play_turn, play_until, TurnReport};
pub use eval::Weights;
pub use search::{SearchLimits, SearchParams, SearchReport, Tree};

use pos::{Ctx, Pos};

/// How strong a computer player is, weakest first. Each level is one row of
/// [`Level::style`] (the player behind it, its share of random moves, its node budget) and
/// one of [`Level::rating`] (its strength measured by the rating ladder).
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Level {
    /// `easy`'s player, but half its moves are random: for a first game.
    Beginner,
    /// `easy`'s player, but a third of its moves are random.
    Novice,
    /// `easy`'s player, but 15% of its moves are random.
    Learner,
    /// Makes human-like mistakes on purpose.
    Easy,
    /// `medium`'s player, but a tenth of its moves are random.
    Moderate,
    /// Best immediate progress; the level that takes over for players who leave (docs/rules.md §4).
    #[default]
    Medium,
    /// `hard`'s search, 300 nodes a move.
    Skilled,
    /// `hard`'s search, 500 nodes a move.
    Advanced,
    /// `hard`'s search, 10,000 nodes a move.
    Strong,
    /// Searches to the deadline.
    Hard,
}

/// The player behind a level (see [`Level::style`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    /// `easy`'s one-ply player: plain distance, short vision, distracted.
    Easy,
    /// `medium`'s one-ply player: the full evaluation.
    Medium,
    /// `hard`'s search (best-reply search; MCTS at six seats; the lone army's planner).
    Search,
}

/// How a level plays: one row of [`Level::style`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// The player behind it.
    pub base: Base,
    /// Percent of its moves (in the race) that are a uniformly random legal move instead
    /// of its player's.
    pub noise: u32,
    /// Node budget of each search (0: none; the deadline alone ends it).
    pub nodes: u64,
}

/// A level's strength as the rating ladder measured it: Elo points with the uniformly
/// random player at 0, and the 95% interval (docs/computer-players.md "The levels on
/// one scale").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// Elo points, `random` = 0.
    pub elo: f64,
    /// Lower end of the 95% interval.
    pub low: f64,
    /// Upper end of the 95% interval.
    pub high: f64,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 10] = [
        Level::Beginner,
        Level::Novice,
        Level::Learner,
        Level::Easy,
        Level::Moderate,
        Level::Medium,
        Level::Skilled,
        Level::Advanced,
        Level::Strong,
        Level::Hard,
    ];

    /// The name used in text: `beginner`, `novice`, `learner`, `easy`, `moderate`,
    /// `medium`, `skilled`, `advanced`, `strong`, `hard`.
    #[must_use]
    pub fn name(self) -> &'static str {
        crate::core::Words::word(self)
    }

    /// How the level plays: the one table of the levels (module docs, "Levels").
    #[must_use]
    pub const fn style(self) -> Style {
        let (base, noise, nodes) = match self {
            Level::Beginner => (Base::Easy, 50, 0),
            Level::Novice => (Base::Easy, 33, 0),
            Level::Learner => (Base::Easy, 15, 0),
            Level::Easy => (Base::Easy, 0, 0),
            Level::Moderate => (Base::Medium, 10, 0),
            Level::Medium => (Base::Medium, 0, 0),
            Level::Skilled => (Base::Search, 0, 300),
            Level::Advanced => (Base::Search, 0, 500),
            Level::Strong => (Base::Search, 0, 10_000),
            Level::Hard => (Base::Search, 0, 0),
        };
        Style { base, noise, nodes }
    }

    /// Whether the level searches (its moves take up to the deadline or its node budget).
    #[must_use]
    pub const fn searches(self) -> bool {
        matches!(self.style().base, Base::Search)
    }

    /// The level's strength measured by the rating ladder, `random` = 0 (the table of
    /// docs/computer-players.md "The levels on one scale"; `hard` at 200,000 nodes a
    /// move, the stand-in for its deadline).
    #[must_use]
    pub const fn rating(self) -> Rating {
        let (elo, low, high) = match self {
            Level::Beginner => (783.0, 715.0, 856.0),
            Level::Novice => (907.0, 836.0, 976.0),
            Level::Learner => (1105.0, 1041.0, 1175.0),
            Level::Easy => (1212.0, 1140.0, 1287.0),
            Level::Moderate => (1460.0, 1385.0, 1538.0),
            Level::Medium => (1598.0, 1525.0, 1677.0),
            Level::Skilled => (1857.0, 1778.0, 1938.0),
            Level::Advanced => (1946.0, 1868.0, 2031.0),
            Level::Strong => (2119.0, 2037.0, 2206.0),
            Level::Hard => (2404.0, 2307.0, 2508.0),
        };
        Rating { elo, low, high }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "levels are beginner, novice, learner, easy, moderate, medium, skilled, advanced, strong and hard"
)]
pub struct ParseLevelError;

impl FromStr for Level {
    type Err = ParseLevelError;

    /// Parses a level's name (any case, surrounding spaces ignored).
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        crate::core::Words::from_word(s).ok_or(ParseLevelError)
    }
}

/// The default time budget of a `hard` move.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(2);

/// Own moves without progress after which any level searches its way out.
const STALL_MOVES: usize = 8;

/// Turns of the history looked back over for a blocker shuttling in the mover's target.
const BLOCKER_TURNS: usize = 24;

/// The move `level` plays for the seat to move in `game`, found within `deadline`
/// (only `hard` uses it up; the others answer in about a millisecond). `seed` makes the
/// choice reproducible: the same game, level, seed and deadline give the same move
/// unless the deadline cuts a search short. `None` when the game is over.
///
/// # Examples
/// ```
/// use std::time::Duration;
/// use checkers_bot::ai::{choose, Level};
/// use checkers_bot::core::{Game, HouseRules, Layout, Race, Seat};
///
/// let race = Race::new(Layout::standard(2).unwrap(), HouseRules::default(), Seat::ALL[0]);
/// let game = Game::from(race.unwrap());
/// let mv = choose(&game, Level::Hard, 7, Duration::from_millis(50)).unwrap();
/// assert!(game.legal_moves().contains(&mv));
/// ```
#[must_use]
pub fn choose(game: &Game, level: Level, seed: u64, deadline: Duration) -> Option<Move> {
    Bot::new(level).with_deadline(deadline).choose(game, seed)
}

/// The chain (start hole, then every landing hole) `level` plays for the seat to move in
/// `game`, within `deadline`: in the capture game its own full chain (docs/rules.md §6), in
/// the standard game the shortest chain of [`choose`]'s move. Play it with
/// [`Game::play_path`]. `None` when the game is over.
///
/// # Examples
/// ```
/// use std::time::Duration;
/// use checkers_bot::ai::{choose_path, Level};
/// use checkers_bot::core::{Game, HouseRules, Seat, Variant};
///
/// let first = Seat::ALL[0];
/// let mut game = Game::start(Variant::Capture, 2, 1, HouseRules::default(), first).unwrap();
/// let chain = choose_path(&game, Level::Hard, 7, Duration::from_millis(50)).unwrap();
/// game.play_path(first, &chain).unwrap();
/// assert_eq!(game.as_capture().unwrap().scores(), [1, 0]);
/// ```
#[must_use]
pub fn choose_path(game: &Game, level: Level, seed: u64, deadline: Duration) -> Option<Vec<Hole>> {
    Bot::new(level)
        .with_deadline(deadline)
        .choose_path(game, seed)
}

/// A computer player: a level with its budget and (for experiments) its search settings.
/// [`choose`] is `Bot::new(level).with_deadline(deadline).choose(game, seed)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bot {
    /// The level.
    pub level: Level,
    /// Search limits (`hard`, and any level searching its way out of a stall).
    pub limits: SearchLimits,
    /// Search settings.
    pub params: SearchParams,
    /// Percent of its race moves that are a uniformly random legal move instead of its
    /// level's ([`Style::noise`]; the arena's `noise=`).
    pub noise: u32,
}

/// The stream of a move's seed that decides whether a noisy level plays at random.
const NOISE_STREAM: u64 = 0x006e_6f69_7365;

/// What a bot did for one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move.
    pub mv: Move,
    /// The search behind it, when there was one.
    pub search: Option<SearchReport>,
}

impl Bot {
    /// `level` with its default budget and style ([`Level::style`]): `hard` searches up
    /// to 2 s (and at most 40 plies), `advanced` up to its node budget or 2 s; a stalled
    /// one-ply level searches 4 plies.
    #[must_use]
    pub fn new(level: Level) -> Bot {
        let style = level.style();
        Bot {
            level,
            limits: SearchLimits {
                deadline: DEFAULT_DEADLINE,
                max_nodes: style.nodes,
                max_depth: 40,
            },
            params: SearchParams::default(),
            noise: style.noise,
        }
    }

    /// The same bot with another deadline per move.
    #[must_use]
    pub fn with_deadline(mut self, deadline: Duration) -> Bot {
        self.limits.deadline = deadline;
        self
    }

    /// The same bot with a node budget per search (0 = none): reproducible on any machine.
    #[must_use]
    pub fn with_max_nodes(mut self, nodes: u64) -> Bot {
        self.limits.max_nodes = nodes;
        self
    }

    /// The move for the seat to move; `None` when the game is over. In the capture game
    /// the start and end of the chosen chain (which may not name one chain: play
    /// [`Bot::choose_path`] instead).
    #[must_use]
    pub fn choose(&self, game: &Game, seed: u64) -> Option<Move> {
        self.choose_with_report(game, seed).map(|c| c.mv)
    }

    /// The chain to play for the seat to move (see [`choose_path`]).
    #[must_use]
    pub fn choose_path(&self, game: &Game, seed: u64) -> Option<Vec<Hole>> {
        self.choose_path_with_report(game, seed)
            .map(|(path, _)| path)
    }

    /// Like [`Bot::choose_path`], with the search report when the level searched
    /// (`hard`, and in the race a stalled `easy` or `medium`).
    #[must_use]
    pub fn choose_path_with_report(
        &self,
        game: &Game,
        seed: u64,
    ) -> Option<(Vec<Hole>, Option<SearchReport>)> {
        match game {
            Game::Race(race) => {
                let seat = race.to_move()?;
                let choice = self.choose_race(race, seed)?;
                let (_, path) = race.resolve(seat, &[choice.mv.from, choice.mv.to]).ok()?;
                Some((path, choice.search))
            }
            Game::Capture(game) => capture::choose(game, self.level, seed, self.limits),
        }
    }

    /// Like [`Bot::choose`], with the search report (depth, nodes, time).
    #[must_use]
    pub fn choose_with_report(&self, game: &Game, seed: u64) -> Option<Choice> {
        match game {
            Game::Race(race) => self.choose_race(race, seed),
            Game::Capture(game) => {
                let (path, search) = capture::choose(game, self.level, seed, self.limits)?;
                let mv = Move {
                    from: *path.first()?,
                    to: *path.last()?,
                };
                Some(Choice { mv, search })
            }
        }
    }

    /// The move and search report for the seat to move in a race.
    fn choose_race(&self, game: &Race, seed: u64) -> Option<Choice> {
        let seat = game.to_move()?;
        if self.noise > 0 {
            let mut rng = ChaCha8Rng::seed_from_u64(crate::core::mix_seed(seed, NOISE_STREAM));
            if rng.gen_range(0..100) < self.noise {
                let mv = game.legal_moves().choose(&mut rng).copied()?;
                return Some(Choice { mv, search: None });
            }
        }
        let past = Past::of(game, seat);
        let mcts_from = self.params.mcts_from;
        let base = self.level.style().base;
        if base == Base::Search && mcts_from != 0 && game.layout().seats() >= mcts_from {
            let report = mcts::search(game, self, seed, &past.repeats)?;
            return Some(Choice {
                mv: report.mv,
                search: Some(report),
            });
        }
        if base == Base::Search || past.stalled {
            let mut limits = self.limits;
            if base != Base::Search {
                limits.max_depth = limits.max_depth.min(4);
            }
            let report = search::search(game, &self.params, limits, seed, &past.repeats)?;
            return Some(Choice {
                mv: report.mv,
                search: Some(report),
            });
        }
        let mv = match base {
            Base::Easy => simple::easy(game, seed, &past.repeats.own),
            _ => simple::medium(game, seed, &past.repeats.own, &self.params.weights),
        }?;
        Some(Choice { mv, search: None })
    }
}

/// What a seat did lately, reconstructed from the game's history.
struct Past {
    /// Its armies after each of its recent moves, and the whole board after each of its
    /// moves in the game.
    repeats: search::Repeats,
    /// No progress over the last [`STALL_MOVES`] own moves.
    stalled: bool,
}

impl Past {
    /// Looks back over the whole game (the table replays it from its record, so the
    /// history is every turn since the start) by undoing moves on a light position: the
    /// board after each of the seat's moves, its armies after its last 16, and the
    /// other seats' last moves for a blocker (see [`search::Repeats::blocker`]).
    fn of(game: &Race, seat: Seat) -> Past {
        let ctx = Ctx::new(game, &Weights::default());
        let mut pos = Pos::of(game);
        // The armies it moves now (in a team game, its partner's once its own are home).
        let armies = ctx.commanded(&pos, seat.index()).to_vec();
        let armies = &armies;
        let target = armies
            .iter()
            .fold(HoleSet::EMPTY, |t, &a| t.or(ctx.rules[a].target));
        let cost = |pos: &Pos| ctx.armies_cost(pos, armies);
        let mut repeats = search::Repeats::default();
        let mut costs = vec![cost(&pos)];
        // The other seats' moves inside `target`, latest first, over the last rounds.
        let mut inside: Vec<(Seat, Move)> = Vec::new();
        let recent = game.history().len().saturating_sub(BLOCKER_TURNS);
        for (i, turn) in game.history().iter().enumerate().rev() {
            let Turn::Move {
                seat: s, mv, path, ..
            } = turn
            else {
                continue;
            };
            if *s == seat {
                repeats.boards.push(search::board_hash(&pos));
                if repeats.own.len() < 2 * STALL_MOVES {
                    repeats.own.push(search::own_hash(&pos, armies));
                }
            } else if i >= recent && target.contains(mv.from) && target.contains(mv.to) {
                inside.push((*s, *mv));
            }
            let Some(army) = (0..6).find(|&a| pos.armies[a].contains(mv.to)) else {
                break;
            };
            // Back along the chain, hop by hop: a swapped peg (docs/rules.md §5 `swap`)
            // stands where its hop began, and goes back to its hole as the mover passes.
            if path.len() < 2 {
                pos.apply(army, mv.to, mv.from);
            }
            for hop in path.windows(2).rev() {
                pos.apply(army, hop[1], hop[0]);
            }
            if *s == seat {
                costs.push(cost(&pos));
            }
        }
        // A peg that went A to B and later B to A, both in the target: a shuttling blocker.
        repeats.blocker = inside.iter().enumerate().any(|(i, (s, later))| {
            inside[i + 1..]
                .iter()
                .any(|(t, earlier)| t == s && earlier.from == later.to && earlier.to == later.from)
        });
        // costs[0] is now, costs[i] before the seat's i-th last move.
        let stalled = costs.len() > STALL_MOVES
            && costs[..STALL_MOVES].iter().min() >= Some(&costs[STALL_MOVES]);
        Past { repeats, stalled }
    }
}

/// The random player: a uniformly random legal move of the seat to move, by `seed`
/// (the rating ladder's fixed point at 0). `None` when the game is over, and in the
/// capture game, which it does not play.
#[must_use]
pub fn random(game: &Game, seed: u64) -> Option<Move> {
    let Game::Race(game) = game else {
        return None;
    };
    game.to_move()?;
    let moves = game.legal_moves();
    moves.choose(&mut ChaCha8Rng::seed_from_u64(seed)).copied()
}

/// The greedy player: the move that brings its pegs furthest toward their targets
/// (largest drop in distance to the target's tip). Among equal gains it moves the
/// peg furthest behind, then picks at random with `seed`. `None` when the seat to move has
/// no move (the game passes automatically, so this only happens when the game is over),
/// and in the capture game, which it does not play. Kept for scripted tests; the levels
/// are [`choose`].
#[must_use]
pub fn greedy(game: &Game, seed: u64) -> Option<Move> {
    let Game::Race(game) = game else {
        return None;
    };
    let seat = game.to_move()?;
    let mut moves = game.legal_moves_for(seat);
    if moves.is_empty() {
        return None;
    }
    // Shuffle first so that the stable max below breaks exact ties at random.
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    moves.shuffle(&mut rng);
    let key = |mv: &Move| {
        let Some(Peg::Army(home)) = game.board().peg_at(mv.from) else {
            return (i64::MIN, 0);
        };
        let tip = home.opposite().tip();
        let before = i64::from(mv.from.distance(tip));
        let after = i64::from(mv.to.distance(tip));
        (before - after, before)
    };
    moves.into_iter().max_by_key(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{HouseRules, Layout};

    #[test]
    fn greedy_plays_a_longest_forward_move_from_the_start() {
        let game = Race::new(
            Layout::standard(2).unwrap(),
            HouseRules::default(),
            Seat::ALL[0],
        );
        let game = Game::from(game.unwrap());
        let mv = greedy(&game, 7).unwrap();
        assert!(game.legal_moves().contains(&mv));
        // From the start every forward move gains at most 2 rows (a single hop).
        let tip = crate::core::Point::S.tip();
        assert_eq!(mv.from.distance(tip) - mv.to.distance(tip), 2);
        // The same seed gives the same move.
        assert_eq!(greedy(&game, 7), Some(mv));
    }

    fn hole(name: &str) -> Hole {
        name.parse().unwrap()
    }

    fn holes(names: &str) -> HoleSet {
        names.split_whitespace().map(hole).collect()
    }

    /// The board hash after each of seat 1's moves, latest first, as `Past` should find it.
    fn boards_after(seat: Seat, game: &mut Race, moves: &[(&str, &str)]) -> Vec<u64> {
        let mut want = Vec::new();
        for (from, to) in moves {
            let mover = game.to_move().unwrap();
            game.play(Move {
                from: hole(from),
                to: hole(to),
            })
            .unwrap();
            if mover == seat {
                want.insert(0, search::board_hash(&Pos::of(game)));
            }
        }
        want
    }

    /// The repetition check sees the whole game, not the last sixteen moves: every board
    /// seat 1 left, from its first move on, and a swapping move undone exactly (the
    /// swapped peg back on its hole, docs/rules.md §5).
    #[test]
    fn the_past_holds_every_board_the_seat_left_in_the_whole_game() {
        let mut board = crate::core::Board::empty();
        board.set_army(
            crate::core::Point::N,
            holes("m6 a1 b1 b2 c1 c2 c3 d1 d2 d3"),
        );
        board.set_army(
            crate::core::Point::S,
            holes("n1 n2 n3 n4 o1 o2 o3 p1 p2 q1"),
        );
        let rules = HouseRules {
            anti_spoiling: crate::core::AntiSpoiling::Swap,
            ..HouseRules::default()
        };
        let mut game =
            Race::from_board(Layout::standard(2).unwrap(), rules, board, Seat::ALL[0]).unwrap();
        // m6-n1 swaps the S peg onto m6; then 20 more moves each, to and fro.
        let mut moves = vec![("m6", "n1"), ("m6", "l6")];
        for _ in 0..10 {
            moves.extend([("d3", "e7"), ("l6", "l7"), ("e7", "d3"), ("l7", "l6")]);
        }
        let want = boards_after(Seat::ALL[0], &mut game, &moves);
        assert_eq!(want.len(), 21);
        let past = Past::of(&game, Seat::ALL[0]);
        assert_eq!(past.repeats.boards, want);
        assert_eq!(past.repeats.own.len(), 2 * STALL_MOVES);
    }

    /// A blocker is an opponent's peg that went to and fro between two holes of the
    /// mover's target: one hop there is none, the hop back makes one.
    #[test]
    fn a_peg_going_to_and_fro_in_the_target_is_a_blocker() {
        let mut board = crate::core::Board::empty();
        board.set_army(
            crate::core::Point::N,
            holes("n2 n4 o1 o2 o3 p1 p2 q1 i5 k7"),
        );
        board.set_army(
            crate::core::Point::S,
            holes("n1 a1 b1 b2 c1 c2 c3 d1 d2 d3"),
        );
        let mut game = Race::from_board(
            Layout::standard(2).unwrap(),
            HouseRules::default(),
            board,
            Seat::ALL[0],
        )
        .unwrap();
        boards_after(Seat::ALL[0], &mut game, &[("i5", "h5"), ("n1", "n3")]);
        assert!(!Past::of(&game, Seat::ALL[0]).repeats.blocker);
        boards_after(Seat::ALL[0], &mut game, &[("h5", "i5"), ("n3", "n1")]);
        assert!(Past::of(&game, Seat::ALL[0]).repeats.blocker);
        // Moves outside the target are no block: N's own to and fro is none for S.
        assert!(!Past::of(&game, Seat::ALL[1]).repeats.blocker);
    }

    #[test]
    fn levels_round_trip_through_text_and_serde() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{level}\""));
            assert_eq!(serde_json::from_str::<Level>(&json).unwrap(), level);
        }
        assert_eq!(" HARD ".parse::<Level>(), Ok(Level::Hard));
        assert_eq!("Beginner".parse::<Level>(), Ok(Level::Beginner));
        assert!("expert".parse::<Level>().is_err());
    }

    /// The three levels of old keep their names; the levels are weakest first, each one
    /// measured stronger than the one before, each rating inside its interval.
    #[test]
    fn the_levels_are_weakest_first_by_their_measured_ratings() {
        use strum::VariantArray;
        assert_eq!(Level::ALL.as_slice(), Level::VARIANTS);
        assert_eq!(Level::ALL.len(), 10);
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        assert_eq!(
            names,
            [
                "beginner", "novice", "learner", "easy", "moderate", "medium", "skilled",
                "advanced", "strong", "hard"
            ]
        );
        assert_eq!(Level::default(), Level::Medium);
        for pair in Level::ALL.windows(2) {
            let (a, b) = (pair[0].rating(), pair[1].rating());
            assert!(a.elo < b.elo, "{} {a:?} {} {b:?}", pair[0], pair[1]);
        }
        for level in Level::ALL {
            let r = level.rating();
            assert!(r.low < r.elo && r.elo < r.high, "{level}: {r:?}");
        }
        // Only the search levels search; only the search levels below `hard` have a budget.
        let searching: Vec<Level> = Level::ALL.into_iter().filter(|l| l.searches()).collect();
        assert_eq!(
            searching,
            [Level::Skilled, Level::Advanced, Level::Strong, Level::Hard]
        );
        assert_eq!(Bot::new(Level::Hard).limits.max_nodes, 0);
        assert_eq!(Bot::new(Level::Advanced).limits.max_nodes, 500);
        assert_eq!(Bot::new(Level::Beginner).noise, 50);
        assert_eq!(Bot::new(Level::Easy).noise, 0);
    }

    /// A noisy level plays its player's move unless its noise draws a random one: over
    /// 200 seeds `beginner` (half its moves random) plays `easy`'s move for every seed
    /// whose draw is not random, and a random legal move otherwise; `novice` and
    /// `learner` draw fewer random moves; `random` plays legal moves.
    #[test]
    fn a_noisy_level_plays_its_players_move_or_a_random_one() {
        let mut game = Game::from(
            Race::new(
                Layout::standard(2).unwrap(),
                HouseRules::default(),
                Seat::ALL[0],
            )
            .unwrap(),
        );
        for turn in 0..10 {
            let mv = greedy(&game, turn).unwrap();
            game.play(mv).unwrap();
        }
        let legal = game.legal_moves();
        let drawn = |level: Level| {
            (0..200u64)
                .filter(|&seed| {
                    let mut rng =
                        ChaCha8Rng::seed_from_u64(crate::core::mix_seed(seed, NOISE_STREAM));
                    rng.gen_range(0..100) < level.style().noise
                })
                .count()
        };
        let (beginner, novice, learner) = (
            drawn(Level::Beginner),
            drawn(Level::Novice),
            drawn(Level::Learner),
        );
        assert_eq!((beginner, novice, learner), (104, 71, 36));
        let mut same = 0;
        for seed in 0..200u64 {
            let easy = Bot::new(Level::Easy).choose(&game, seed).unwrap();
            let mv = Bot::new(Level::Beginner).choose(&game, seed).unwrap();
            assert!(legal.contains(&mv));
            same += usize::from(mv == easy);
            let r = random(&game, seed).unwrap();
            assert!(legal.contains(&r));
            assert_eq!(random(&game, seed), Some(r));
        }
        assert_eq!(same, 96);
        assert!(same >= 200 - beginner);
    }
}
