//! The arena: seeded games between computer players, with wins, draws, game lengths,
//! 95% confidence intervals and time per move (`checkers-bot arena`).
//!
//! Game `g` (from 0) rotates the entrants round the seats by `g` places, so each entrant
//! sits in each seat (and moves first) equally often; seat 0 always moves first. With
//! [`ArenaConfig::seatings`], two entrants play instead in every seating at a table of
//! that size, the way Nijssen (*Monte-Carlo Tree Search for Multi-Player Games*,
//! Maastricht 2013, §4.4) compares two kinds of player: the 2^N − 2 ways to give N seats
//! to two kinds with both at the table, each seating followed by its complement, and a
//! kind's score the share of games a seat of that kind won (chance 50%). Every
//! move's seed derives from the arena seed, the game number and the turn number, so a run
//! with a node budget (`nodes=`) is reproducible on any machine; with only a deadline the
//! search depth depends on the machine's speed and load.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::core::mix_seed as mix;
use crate::core::{
    Board, EndReason, Game, HouseRules, Layout, Point, Race, Seat, SetupError, Variant,
};

use super::families::Family;
use super::{play_turn, Bot, Level, TurnReport};
use crate::progress::count;

/// One entrant: a bot and the text it was described by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// The spec, e.g. `hard`, `hard:nodes=20000,width=8` or `mcts:nodes=500`.
    pub name: String,
    /// The player's budget and settings (a level's player for [`Kind::Level`]).
    pub bot: Bot,
    /// What plays.
    pub kind: Kind,
}

/// What plays an entrant's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `bot`, at its level (the players people meet at a table).
    Level,
    /// [`super::greedy`] (spec `greedy`): a fixed point of the rating ladder, since it
    /// neither searches nor depends on the machine.
    Greedy,
    /// [`super::random`] (spec `random`): a uniformly random legal move, the rating
    /// ladder's 0.
    Random,
    /// A reference search family, with `bot`'s budget and settings (specs `maxn`,
    /// `paranoid`, `mcts`; [`super::families`]). Arena entrants only, never a level.
    Family(Family),
}

impl Entrant {
    /// Whether the entrant searches (a budget of nodes or time applies to it): `hard`
    /// and the families.
    #[must_use]
    pub fn searches(&self) -> bool {
        match self.kind {
            Kind::Level => self.bot.level.searches(),
            Kind::Greedy | Kind::Random => false,
            Kind::Family(_) => true,
        }
    }

    /// Plays one turn for the seat to move in `game`, seeded by `seed`; `None`, and
    /// nothing played, when the game is over or no move was found.
    pub fn play_turn(&self, game: &mut Game, seed: u64) -> Option<TurnReport> {
        match self.kind {
            Kind::Level => play_turn(game, &self.bot, seed),
            Kind::Greedy | Kind::Random => {
                let seat = game.to_move()?;
                let mv = if self.kind == Kind::Greedy {
                    super::greedy(game, seed)?
                } else {
                    super::random(game, seed)?
                };
                game.play(mv).ok()?;
                Some(TurnReport { seat, search: None })
            }
            Kind::Family(family) => family.play_turn(game, &self.bot, seed),
        }
    }
}

/// Why an entrant spec was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseEntrantError {
    /// Not a level.
    #[error(
        "`{0}`: levels are beginner, novice, learner, easy, moderate, medium, skilled, advanced, strong and hard (or random and greedy, the fixed points, or the search families maxn, paranoid and mcts)"
    )]
    Level(String),
    /// A setting that is not `key=number` with a known key.
    #[error(
        "`{0}`: settings are ms, nodes, noise, depth, width, reply, lambda, patience, model, plan, mc, step, convex, lateral, trap (key=number)"
    )]
    Setting(String),
    /// A known setting whose value is not a whole number in its range (`mc=abc`).
    #[error("`{0}`: {1} takes a whole number from 0 to {2}")]
    Value(String, String, u64),
    /// A setting only `hard` uses, given to another level (`medium:mc=6`).
    #[error("`{0}`: only hard takes {1}")]
    HardOnly(String, String),
    /// The same setting twice in one entrant (`hard:mc=3,mc=0`).
    #[error("`{0}`: {1} is set twice")]
    Twice(String, String),
    /// `greedy` or `random` with settings: they neither search nor weigh.
    #[error("`{0}`: {1} takes no settings")]
    GreedySettings(String, &'static str),
    /// A repeat that is not `*1` to `*6` (`hard*7`).
    #[error("`{0}`: a repeat is *1 to *6 (a table has at most 6 seats)")]
    Repeat(String),
    /// `nodes=0`: a node budget of nothing (it would mean no budget at all).
    #[error("`{0}`: nodes is a budget of at least 1 a move (leave it out for the deadline alone)")]
    NoNodes(String),
    /// A setting a search family has no use for (`mcts:width=8`).
    #[error("`{0}`: {1} takes the settings {2}")]
    FamilySetting(String, Family, String),
    /// An empty entry in the list (`;;`, `,,` or a separator at an end), counted from 1.
    #[error("entry {0} of the list is empty: name a level there or remove the extra `;` or `,`")]
    Empty(usize),
}

impl FromStr for Entrant {
    type Err = ParseEntrantError;

    /// `level[:key=value,...]` or `family[:key=value,...]` (`maxn`, `paranoid`, `mcts`,
    /// carrying `hard`'s defaults): keys `ms` (deadline), `nodes`, `depth`, `width`,
    /// `reply`, `lambda`, `patience`, `model`, `plan`, `mc`, `step`, `convex`, `lateral`,
    /// `trap`
    /// (see [`super::SearchParams`]).
    fn from_str(s: &str) -> Result<Entrant, ParseEntrantError> {
        let s = s.trim();
        let (level, settings) = s.split_once(':').unwrap_or((s, ""));
        for (name, kind) in [("greedy", Kind::Greedy), ("random", Kind::Random)] {
            if level.trim().eq_ignore_ascii_case(name) {
                if !settings.trim().is_empty() {
                    return Err(ParseEntrantError::GreedySettings(clip(s), name));
                }
                return Ok(Entrant {
                    name: name.to_string(),
                    bot: Bot::new(Level::Medium),
                    kind,
                });
            }
        }
        let (level, kind) = match Family::parse(level) {
            Some(family) => (Level::Hard, Kind::Family(family)),
            None => (
                level
                    .parse()
                    .map_err(|_| ParseEntrantError::Level(clip(level)))?,
                Kind::Level,
            ),
        };
        let mut bot = Bot::new(level);
        let mut seen: Vec<&str> = Vec::new();
        for kv in settings.split(',').filter(|p| !p.trim().is_empty()) {
            let bad = || ParseEntrantError::Setting(clip(kv));
            let (k, v) = kv.split_once('=').ok_or_else(bad)?;
            let k = k.trim();
            let &(_, max, set) = SETTINGS
                .iter()
                .find(|(key, ..)| *key == k)
                .ok_or_else(bad)?;
            let n: u64 = v
                .trim()
                .parse()
                .ok()
                .filter(|&n| n <= max)
                .ok_or_else(|| ParseEntrantError::Value(clip(kv), k.to_string(), max))?;
            if seen.contains(&k) {
                return Err(ParseEntrantError::Twice(clip(kv), k.to_string()));
            }
            seen.push(k);
            if let Kind::Family(f) = kind {
                if !f.settings().contains(&k) {
                    let keys = f.settings().join(", ");
                    return Err(ParseEntrantError::FamilySetting(clip(kv), f, keys));
                }
            } else if k == "mc" && !level.searches() {
                return Err(ParseEntrantError::HardOnly(clip(kv), k.to_string()));
            }
            if k == "nodes" && n == 0 {
                return Err(ParseEntrantError::NoNodes(clip(s)));
            }
            set(&mut bot, n);
        }
        Ok(Entrant {
            name: s.to_string(),
            bot,
            kind,
        })
    }
}

impl Entrant {
    /// Whether the spec sets `key` itself (`hard:nodes=500` sets `nodes`), so a run's
    /// default for it (`--nodes`, `--deadline-ms`) does not apply.
    #[must_use]
    pub fn sets(&self, key: &str) -> bool {
        self.name.split_once(':').is_some_and(|(_, settings)| {
            settings
                .split(',')
                .any(|kv| kv.split_once('=').is_some_and(|(k, _)| k.trim() == key))
        })
    }
}

/// What a setting sets on the entrant's bot, given its value.
type Set = fn(&mut Bot, u64);

/// Each setting: its key, its largest value and what it sets. The evaluation's weights
/// and percentages are kept small enough that no score can overflow: a peg's cost is at
/// most 16 steps times three weights of 256, and 30 pegs of it times a `lambda` of 400 %
/// stay far below `i32::MAX`. Every value is within its largest, so the conversions hold.
const SETTINGS: [(&str, u64, Set); 15] = [
    ("ms", u64::MAX, |b, n| {
        b.limits.deadline = Duration::from_millis(n);
    }),
    ("nodes", u64::MAX, |b, n| b.limits.max_nodes = n),
    ("noise", 100, |b, n| b.noise = narrow(n)),
    ("depth", 64, |b, n| b.limits.max_depth = narrow(n)),
    ("width", 1000, |b, n| b.params.width = narrow(n)),
    ("reply", 1000, |b, n| b.params.reply_width = narrow(n)),
    ("lambda", 400, |b, n| b.params.lambda = narrow(n)),
    ("patience", 400, |b, n| b.params.patience = narrow(n)),
    ("model", 1, |b, n| b.params.model = n != 0),
    ("plan", 1 << 15, |b, n| b.params.plan = narrow(n)),
    ("mc", 6, |b, n| b.params.mcts_from = narrow(n)),
    ("step", 256, |b, n| b.params.weights.step = narrow(n)),
    ("convex", 256, |b, n| b.params.weights.convex = narrow(n)),
    ("lateral", 256, |b, n| b.params.weights.lateral = narrow(n)),
    ("trap", 256, |b, n| b.params.weights.trap = narrow(n)),
];

/// A setting's value in the field's type (its range in [`SETTINGS`] fits every one).
fn narrow<T: TryFrom<u64> + Default>(n: u64) -> T {
    T::try_from(n).unwrap_or_default()
}

/// `text` as an error message quotes it: at most 40 characters, then "…".
fn clip(text: &str) -> String {
    const MOST: usize = 40;
    match text.char_indices().nth(MOST) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// Parses a seat list: entrants separated by `;` or by `,` between levels, with `*n` to
/// repeat one: `hard,medium*5`, `hard:nodes=20000;medium`. A blank list has no entrants.
///
/// # Errors
/// The first entrant that does not parse, or the first empty entry (`hard;;medium`,
/// `hard;`), counted from 1.
pub fn parse_seats(text: &str) -> Result<Vec<Entrant>, ParseEntrantError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    // Split on ';', and on ',' only when what follows starts a level name (a ';' always
    // starts an entry, so `hard:nodes=9;;easy` has an empty one).
    let mut parts: Vec<String> = Vec::new();
    for chunk in text.split(';') {
        for (k, piece) in chunk.split(',').enumerate() {
            let lower = piece.trim().to_ascii_lowercase();
            let starts_level = lower.starts_with("greedy")
                || lower.starts_with("random")
                || Level::ALL.iter().any(|l| lower.starts_with(l.name()))
                || Family::ALL.iter().any(|f| lower.starts_with(f.name()));
            match parts.last_mut() {
                Some(last) if k > 0 && !starts_level && last.contains(':') => {
                    last.push(',');
                    last.push_str(piece);
                }
                _ => parts.push(piece.to_string()),
            }
        }
    }
    let mut out = Vec::new();
    for (i, part) in parts.iter().map(|p| p.trim()).enumerate() {
        if part.is_empty() {
            return Err(ParseEntrantError::Empty(i + 1));
        }
        let (spec, count) = match part.rsplit_once('*') {
            Some((spec, n)) => match n.trim().parse::<usize>() {
                Ok(n) if (1..=6).contains(&n) => (spec, n),
                _ => return Err(ParseEntrantError::Repeat(clip(part))),
            },
            None => (part, 1),
        };
        let e: Entrant = spec.parse()?;
        out.extend(std::iter::repeat_n(e, count));
    }
    Ok(out)
}

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    /// Games to play.
    pub games: usize,
    /// One entrant per seat (2, 3, 4 or 6 of them).
    pub entrants: Vec<Entrant>,
    /// Armies per player (docs/rules.md §2).
    pub armies: usize,
    /// Which game (the capture game: docs/rules.md §6, 2 to 6 seats, armies 1).
    pub variant: Variant,
    /// House rules of every game.
    pub rules: HouseRules,
    /// Arena seed.
    pub seed: u64,
    /// Worker threads (games run in parallel; each game on one thread).
    pub threads: usize,
    /// Print a line per finished game on stderr.
    pub progress: bool,
    /// `Some(n)`: instead of rotating `entrants`, the first and the last of them in every
    /// seating at a table of `n` seats (module docs): game `g` plays [`seating`]`(n,
    /// seed, g)`.
    pub seatings: Option<usize>,
}

impl ArenaConfig {
    /// Seats per game: the seat list's, or the table of [`ArenaConfig::seatings`].
    #[must_use]
    pub fn table_size(&self) -> usize {
        self.seatings.unwrap_or(self.entrants.len())
    }

    /// The entrant (an index into `entrants`) at each seat of game `g`.
    fn seat_entrants(&self, g: usize) -> Vec<usize> {
        let n = self.table_size();
        if self.seatings.is_none() {
            return (0..n).map(|s| (s + g) % n).collect();
        }
        let mask = seating(n, self.seed, g);
        let last = self.entrants.len().saturating_sub(1);
        (0..n)
            .map(|s| if mask >> s & 1 == 1 { 0 } else { last })
            .collect()
    }
}

/// Seatings of two kinds at a table of `seats` seats with both at it: 2^seats − 2.
#[must_use]
pub fn seating_count(seats: usize) -> usize {
    (1usize << seats.min(16)) - 2
}

/// The seating of game `g` at a table of `seats` (2 to 16) seats: bit `s` set when the
/// first kind sits at seat `s`. Games `2k` and `2k + 1` are a seating and its complement
/// (each kind in the other's seats); the pairs come in an order shuffled by `seed`, so
/// every [`seating_count`] games play each seating once and a shorter run still spreads
/// over them.
#[must_use]
pub fn seating(seats: usize, seed: u64, g: usize) -> u32 {
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    let seats = seats.clamp(2, 16);
    let all = (1u32 << seats) - 1;
    // One of each pair: the seatings that leave the last seat to the second kind.
    let mut pairs: Vec<u32> = (1..1u32 << (seats - 1)).collect();
    pairs.shuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(mix(
        seed,
        u64::MAX - 1,
    )));
    let one = pairs[(g / 2) % pairs.len()];
    if g.is_multiple_of(2) {
        one
    } else {
        !one & all
    }
}

/// One game's result.
#[derive(Clone, Debug)]
pub(crate) struct GameResult {
    /// The entrant (index into the entrants) at each seat.
    pub(crate) who: Vec<usize>,
    /// Place of each seat, 1 = best.
    pub(crate) places: Vec<usize>,
    /// Whether the first place is shared.
    shared_first: bool,
    /// Moves each seat made before it finished (`None`: it did not finish).
    finish_moves: Vec<Option<u32>>,
    reason: EndReason,
    moves: usize,
    /// (entrant, time) per move.
    times: Vec<(usize, Duration, u64, u32)>,
}

/// Tallies of one entrant name over a run.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Entrant spec.
    pub name: String,
    /// Seat-games played (an entrant with five seats plays five per game).
    pub seat_games: usize,
    /// Sole first places.
    pub wins: usize,
    /// Shared first places.
    pub draws: usize,
    /// Sum of places.
    pub place_sum: usize,
    /// Seat-games that finished.
    pub finished: usize,
    /// Moves to finish, summed over finished seat-games.
    pub finish_moves: u64,
    /// Games the entrant sat in (once however many seats it had).
    pub games: usize,
    /// Games its seats alone took first place in.
    pub game_wins: usize,
    /// Games whose first place it shared with another entrant.
    pub game_draws: usize,
    /// Milliseconds per move, sorted.
    pub move_ms: Vec<f64>,
    /// Nodes searched, summed over moves.
    pub nodes: u64,
    /// Search depth, summed over searching moves.
    pub depth_sum: u64,
    /// Moves that searched.
    pub searched: u64,
}

/// The result of a run.
#[derive(Clone, Debug)]
pub struct ArenaReport {
    /// What was asked.
    pub games: usize,
    /// Seats per game.
    pub seats: usize,
    /// Every seating of two entrants ([`ArenaConfig::seatings`]), not the rotation.
    pub seatings: bool,
    /// Per distinct entrant name, in seat-list order.
    pub tallies: Vec<Tally>,
    /// Total moves over all games.
    pub total_moves: usize,
    /// Games ended by a finish, by the move limit, by nobody being able to move.
    pub by_finish: usize,
    /// Games ended by the move limit.
    pub by_limit: usize,
    /// Games ended because nobody could move.
    pub by_no_moves: usize,
    /// Team games (`teams = on`, docs/rules.md §8): an entrant's win is its team's first
    /// place, shared with its partner.
    pub teams: bool,
    /// Wall time.
    pub elapsed: Duration,
}

/// Wilson score interval for `k` successes out of `n`, 95%.
#[must_use]
pub fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96_f64;
    let n = n as f64;
    let p = k as f64 / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// One solitaire crossing: an army alone from home to target.
#[derive(Clone, Debug, PartialEq)]
pub struct Crossing {
    /// Moves the army needed (G. Bell, 2009: at least 27), or the cap when it did not
    /// arrive.
    pub moves: u32,
    /// Whether it arrived.
    pub finished: bool,
    /// Milliseconds per move, in move order.
    pub move_ms: Vec<f64>,
}

/// The solitaire crossing by `entrant`: the N army alone on the board (a 2-player
/// layout whose S seat has no pegs and passes) plays until it is home, at most 200
/// moves.
///
/// # Panics
/// Never: a 2-player layout always exists.
#[must_use]
pub fn solitaire(entrant: &Entrant, seed: u64) -> Crossing {
    let mut board = Board::empty();
    board.set_army(Point::N, Point::N.holes());
    let layout = Layout::standard(2).expect("2 players is a layout");
    let first = Seat::ALL[0];
    let Ok(mut game) =
        Race::from_board(layout, HouseRules::default(), board, first).map(Game::from)
    else {
        return Crossing {
            moves: 0,
            finished: false,
            move_ms: Vec::new(),
        };
    };
    let mut move_ms = Vec::new();
    while game.to_move().is_some() && move_ms.len() < 200 {
        let t = Instant::now();
        if entrant
            .play_turn(&mut game, mix(seed, move_ms.len() as u64))
            .is_none()
        {
            break;
        }
        move_ms.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    Crossing {
        moves: game.moves_made(first),
        finished: game.is_finished(first),
        move_ms,
    }
}

/// The layout of `cfg`'s games: at least two seats (one army alone is the solitaire
/// crossing, [`solitaire`], not a game between entrants).
///
/// # Errors
/// [`SetupError`] for fewer than two seats, or when the seat count and armies make no
/// layout.
fn layout(cfg: &ArenaConfig) -> Result<Layout, SetupError> {
    let n = if cfg.entrants.is_empty() {
        0
    } else {
        cfg.table_size()
    };
    table_layout(cfg.variant, n, cfg.armies)
}

/// The layout of an arena table of `seats` seats: the variant's, with at least two seats
/// (one army alone is the solitaire crossing, not a table).
///
/// # Errors
/// [`SetupError`] when the variant has no game of that many seats and armies.
pub fn table_layout(variant: Variant, seats: usize, armies: usize) -> Result<Layout, SetupError> {
    match variant {
        _ if seats >= 2 => Layout::of_variant(variant, seats, armies),
        Variant::Standard => Err(SetupError::PlayerCount(seats)),
        Variant::Capture => Err(SetupError::CapturePlayers(seats)),
    }
}

impl ArenaConfig {
    /// Whether the run can be played: the seats, armies, variant and house rules make a
    /// game (set up, not played). [`run`] checks this before any game.
    ///
    /// # Errors
    /// [`SetupError`] for fewer than two seats, a seat count and armies that make no
    /// layout, or house rules that do not fit them (`teams=on` at 2 seats).
    pub fn check(&self) -> Result<(), SetupError> {
        layout(self)?;
        let n = self.table_size();
        Game::start(self.variant, n, self.armies, self.rules, Seat::ALL[0]).map(|_| ())
    }
}

/// Plays game `g` of the run `cfg` again (to look at it), to the end.
///
/// # Errors
/// [`SetupError`] for fewer than two seats, or when the seat count and armies make no
/// layout.
pub fn replay(cfg: &ArenaConfig, g: usize) -> Result<Game, SetupError> {
    layout(cfg)?;
    let mut times = Vec::new();
    play(cfg, g, &cfg.seat_entrants(g), &mut times)
}

/// Plays game `g`: seat `s` is played by entrant `who[s]` ([`ArenaConfig::seat_entrants`]).
fn play(
    cfg: &ArenaConfig,
    g: usize,
    who: &[usize],
    times: &mut Vec<(usize, Duration, u64, u32)>,
) -> Result<Game, SetupError> {
    let n = who.len();
    let mut game = Game::start(cfg.variant, n, cfg.armies, cfg.rules, Seat::ALL[0])?;
    let entrant_of = |seat: Seat| who[seat.index()];
    let game_seed = mix(cfg.seed, g as u64);
    let cap = 4 * n * (cfg.rules.move_limit.max(250) as usize);
    let mut turn = 0u64;
    while let Some(seat) = game.to_move() {
        if times.len() >= cap {
            break;
        }
        let e = entrant_of(seat);
        let t = Instant::now();
        let seed = mix(game_seed, turn);
        let played = cfg.entrants[e]
            .play_turn(&mut game, seed)
            .map(|report| report.search.map_or((0, 0), |r| (r.nodes, r.depth)));
        let Some((nodes, depth)) = played else {
            break;
        };
        times.push((e, t.elapsed(), nodes, depth));
        turn += 1;
    }
    Ok(game)
}

fn play_one(cfg: &ArenaConfig, g: usize) -> Result<GameResult, SetupError> {
    let who = cfg.seat_entrants(g);
    let n = who.len();
    let mut times = Vec::new();
    let game = play(cfg, g, &who, &mut times)?;
    let outcome = game.outcome();
    let mut places = vec![n; n];
    let mut shared_first = false;
    let mut finish_moves = vec![None; n];
    for seat in game.seats() {
        if game.is_finished(seat) {
            finish_moves[seat.index()] = Some(game.moves_made(seat));
        }
    }
    if let Some(o) = outcome {
        // In a team game (docs/rules.md §8) partners share their place: a first place is
        // shared only between teams.
        let first = |s: &Seat| o.standings.iter().any(|st| st.seat == *s && st.place == 1);
        shared_first = game.team_leads().iter().filter(|s| first(s)).count() > 1;
        for st in &o.standings {
            places[st.seat.index()] = st.place;
        }
    }
    Ok(GameResult {
        who,
        places,
        shared_first,
        finish_moves,
        reason: outcome.map_or(EndReason::MoveLimit, |o| o.reason),
        moves: game.total_moves(),
        times,
    })
}

/// Plays the games.
///
/// # Errors
/// [`SetupError`] for fewer than two seats, or when the seat count and armies make no
/// layout.
pub fn run(cfg: &ArenaConfig) -> Result<ArenaReport, SetupError> {
    run_with(cfg, &indicatif::ProgressBar::hidden())
}

/// [`run`], counting finished games on `bar` (see [`crate::progress`]); the lines of
/// `cfg.progress` are written above it.
///
/// # Errors
/// [`SetupError`] for fewer than two seats, or when the seat count and armies make no
/// layout.
pub fn run_with(
    cfg: &ArenaConfig,
    bar: &indicatif::ProgressBar,
) -> Result<ArenaReport, SetupError> {
    let start = Instant::now();
    let results = play_all(cfg, bar);
    bar.finish_and_clear();
    let results = results?;
    let mut report = tally(cfg, &results);
    report.elapsed = start.elapsed();
    Ok(report)
}

/// Plays every game of the run on `cfg.threads` threads; the results in game order.
pub(crate) fn play_all(
    cfg: &ArenaConfig,
    bar: &indicatif::ProgressBar,
) -> Result<Vec<GameResult>, SetupError> {
    cfg.check()?;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<GameResult>>> = Mutex::new(vec![None; cfg.games]);
    let error: Mutex<Option<SetupError>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..cfg.threads.max(1) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= cfg.games {
                    return;
                }
                match play_one(cfg, g) {
                    Ok(r) => {
                        if cfg.progress {
                            let winners: Vec<&str> = (0..r.who.len())
                                .filter(|&s| r.places[s] == 1)
                                .map(|s| cfg.entrants[r.who[s]].name.as_str())
                                .collect();
                            let line = format!(
                                "game {g}: {}, {:?}, first: {}",
                                count(r.moves, "move", "moves"),
                                r.reason,
                                winners.join(" = ")
                            );
                            crate::progress::say(bar, &line);
                        }
                        bar.inc(1);
                        if let Ok(mut v) = results.lock() {
                            v[g] = Some(r);
                        }
                    }
                    Err(e) => {
                        if let Ok(mut slot) = error.lock() {
                            *slot = Some(e);
                        }
                        return;
                    }
                }
            });
        }
    });
    if let Some(e) = error.into_inner().ok().flatten() {
        return Err(e);
    }
    Ok(results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect())
}

/// Each entrant's tally over `results`.
fn tally(cfg: &ArenaConfig, results: &[GameResult]) -> ArenaReport {
    let mut tallies: Vec<Tally> = Vec::new();
    let index_of = |tallies: &mut Vec<Tally>, name: &str| -> usize {
        if let Some(i) = tallies.iter().position(|t| t.name == name) {
            i
        } else {
            tallies.push(Tally {
                name: name.to_string(),
                ..Tally::default()
            });
            tallies.len() - 1
        }
    };
    let tally_of: Vec<usize> = cfg
        .entrants
        .iter()
        .map(|e| index_of(&mut tallies, &e.name))
        .collect();
    let mut report = ArenaReport {
        games: results.len(),
        seats: cfg.table_size(),
        seatings: cfg.seatings.is_some(),
        tallies: Vec::new(),
        total_moves: 0,
        by_finish: 0,
        by_limit: 0,
        by_no_moves: 0,
        teams: cfg.rules.teams,
        elapsed: Duration::ZERO,
    };
    for r in results {
        report.total_moves += r.moves;
        match r.reason {
            EndReason::Finished | EndReason::Resignations => report.by_finish += 1,
            EndReason::MoveLimit => report.by_limit += 1,
            EndReason::NoMoves => report.by_no_moves += 1,
        }
        let firsts: Vec<usize> = (0..r.who.len())
            .filter(|&s| r.places[s] == 1)
            .map(|s| tally_of[r.who[s]])
            .collect();
        let mut sat: Vec<usize> = r.who.iter().map(|&e| tally_of[e]).collect();
        sat.sort_unstable();
        sat.dedup();
        for i in sat {
            let t = &mut tallies[i];
            t.games += 1;
            if !firsts.is_empty() && firsts.iter().all(|&f| f == i) {
                t.game_wins += 1;
            } else if firsts.contains(&i) {
                t.game_draws += 1;
            }
        }
        for (s, &e) in r.who.iter().enumerate() {
            let t = &mut tallies[tally_of[e]];
            t.seat_games += 1;
            t.place_sum += r.places[s];
            if let Some(m) = r.finish_moves[s] {
                t.finished += 1;
                t.finish_moves += u64::from(m);
            }
            if r.places[s] == 1 {
                if r.shared_first {
                    t.draws += 1;
                } else {
                    t.wins += 1;
                }
            }
        }
        for &(e, dt, nodes, depth) in &r.times {
            let t = &mut tallies[tally_of[e]];
            t.move_ms.push(dt.as_secs_f64() * 1000.0);
            t.nodes += nodes;
            if nodes > 0 {
                t.searched += 1;
                t.depth_sum += u64::from(depth);
            }
        }
    }
    for t in &mut tallies {
        t.move_ms.sort_by(f64::total_cmp);
    }
    report.tallies = tallies;
    report
}

impl ArenaReport {
    /// Each entrant's games won over every seating, with its 95% interval.
    fn write_games_won(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for t in &self.tallies {
            let (lo, hi) = wilson(t.game_wins, t.games);
            writeln!(
                f,
                "{}: won {} of {} ({:.1}%, 95% CI {:.1}–{:.1}%){}",
                t.name,
                t.game_wins,
                count(t.games, "game", "games"),
                100.0 * t.game_wins as f64 / t.games.max(1) as f64,
                100.0 * lo,
                100.0 * hi,
                if t.game_draws > 0 {
                    format!(", first place shared in {}", t.game_draws)
                } else {
                    String::new()
                },
            )?;
        }
        Ok(())
    }
}

impl fmt::Display for ArenaReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}, {}, {:.1} s; average length {:.1} moves ({:.1} per seat); ended by finish {}, move limit {}, no moves {}",
            count(self.games, "game", "games"),
            count(self.seats, "seat", "seats"),
            self.elapsed.as_secs_f64(),
            self.total_moves as f64 / self.games.max(1) as f64,
            self.total_moves as f64 / (self.games.max(1) * self.seats) as f64,
            self.by_finish,
            self.by_limit,
            self.by_no_moves,
        )?;
        if self.teams {
            writeln!(
                f,
                "team games: seats i and i+{} are partners; a win is the team's first place",
                self.seats / 2
            )?;
        }
        if self.seatings {
            writeln!(
                f,
                "every seating of two entrants: the {} seatings at {} seats, each followed by its \
                 complement; a game is the entrant's when its seats alone came first (games won \
                 below, where even is 50%; the table's win % is of seat-games)",
                seating_count(self.seats),
                self.seats,
            )?;
        }
        writeln!(
            f,
            "{:<32} {:>6} {:>6} {:>6} {:>7} {:>17} {:>9} {:>9} {:>9} {:>9} {:>9} {:>10} {:>6}",
            "entrant",
            "seats",
            "wins",
            "draws",
            "win %",
            "95% CI",
            "avg place",
            "fin moves",
            "ms mean",
            "ms med",
            "ms max",
            "nodes/mv",
            "depth"
        )?;
        for t in &self.tallies {
            let n = t.seat_games.max(1);
            let (lo, hi) = wilson(t.wins, t.seat_games);
            let median = t.move_ms.get(t.move_ms.len() / 2).copied().unwrap_or(0.0);
            let max = t.move_ms.last().copied().unwrap_or(0.0);
            let moves = t.move_ms.len().max(1) as f64;
            let mean = t.move_ms.iter().sum::<f64>() / moves;
            // A level that never searched has no nodes or depth to show, not zeros.
            let (nodes, depth) = if t.searched > 0 {
                (
                    format!("{:.0}", t.nodes as f64 / moves),
                    format!("{:.1}", t.depth_sum as f64 / t.searched as f64),
                )
            } else {
                ("-".to_string(), "-".to_string())
            };
            writeln!(
                f,
                "{:<32} {:>6} {:>6} {:>6} {:>6.1}% {:>7.1}%–{:>6.1}% {:>9.2} {:>9} {:>9.2} {:>9.2} {:>9.2} {:>10} {:>6}",
                t.name,
                t.seat_games,
                t.wins,
                t.draws,
                100.0 * t.wins as f64 / n as f64,
                100.0 * lo,
                100.0 * hi,
                t.place_sum as f64 / n as f64,
                if t.finished > 0 {
                    format!("{:.1}", t.finish_moves as f64 / t.finished as f64)
                } else {
                    "-".to_string()
                },
                mean,
                median,
                max,
                nodes,
                depth,
            )?;
        }
        if self.seatings {
            self.write_games_won(f)?;
        }
        writeln!(
            f,
            "avg place: mean place (1 = first); fin moves: mean moves of the seats that \
             finished; ms: time per move (mean, median, max); nodes/mv, depth: search per move \
             (- for a level that did not search)"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `games` games of the seat list `seats`, one army each, default rules, seed 1, one
    /// thread.
    fn config(games: usize, seats: &str, variant: Variant) -> ArenaConfig {
        ArenaConfig {
            games,
            entrants: parse_seats(seats).unwrap(),
            armies: 1,
            variant,
            rules: HouseRules::default(),
            seed: 1,
            threads: 1,
            progress: false,
            seatings: None,
        }
    }

    #[test]
    fn seat_lists_parse_with_settings_and_repeats() {
        let seats = parse_seats("hard:nodes=2000,width=8,medium*2;easy").unwrap();
        let names: Vec<&str> = seats.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(
            names,
            ["hard:nodes=2000,width=8", "medium", "medium", "easy"]
        );
        assert_eq!(seats[0].bot.limits.max_nodes, 2000);
        assert_eq!(seats[0].bot.params.width, 8);
        assert!(parse_seats("expert").is_err());
        assert!(parse_seats("hard:speed=3").is_err());
        // `mc` (the table size from which `hard` searches by MCTS) is a setting, not the
        // `mcts` family.
        let seats = parse_seats("hard:nodes=9,mc=0,medium").unwrap();
        assert_eq!(seats.len(), 2);
        assert_eq!(seats[0].bot.params.mcts_from, 0);
        assert_eq!(seats[1].bot.params.mcts_from, 6);
        assert!(parse_seats("mcts:mc=3").is_err());
        // A known key with a bad value says which values it takes; `mc` is `hard`'s alone.
        let err = |text: &str| parse_seats(text).unwrap_err().to_string();
        assert_eq!(
            err("hard:mc=abc"),
            "`mc=abc`: mc takes a whole number from 0 to 6"
        );
        assert_eq!(
            err("hard:mc=7"),
            "`mc=7`: mc takes a whole number from 0 to 6"
        );
        assert_eq!(
            err("hard:model=2"),
            "`model=2`: model takes a whole number from 0 to 1"
        );
        assert_eq!(
            err("hard:step=-1"),
            "`step=-1`: step takes a whole number from 0 to 256"
        );
        assert_eq!(err("medium:mc=3"), "`mc=3`: only hard takes mc");
        assert_eq!(err("easy:mc=0"), "`mc=0`: only hard takes mc");
        assert!(err("hard:speed=3").starts_with("`speed=3`: settings are ms,"));
        // Ranges that keep every score in an i32 (a weight of 10,000,000 overflowed).
        assert_eq!(
            err("hard:step=10000000"),
            "`step=10000000`: step takes a whole number from 0 to 256"
        );
        assert_eq!(
            err("paranoid:lambda=401"),
            "`lambda=401`: lambda takes a whole number from 0 to 400"
        );
        assert_eq!(err("hard:mc=3,mc=0"), "`mc=0`: mc is set twice");
        assert_eq!(
            err("greedy:nodes=5"),
            "`greedy:nodes=5`: greedy takes no settings"
        );
        assert_eq!(
            err("hard*7"),
            "`hard*7`: a repeat is *1 to *6 (a table has at most 6 seats)"
        );
        assert_eq!(
            err("medium*0,hard"),
            "`medium*0`: a repeat is *1 to *6 (a table has at most 6 seats)"
        );
        // A long entry is quoted in 40 characters at most.
        let long = format!("hard:mc={}", "9".repeat(4000));
        assert_eq!(
            err(&long),
            format!(
                "`mc={}…`: mc takes a whole number from 0 to 6",
                "9".repeat(37)
            )
        );
        assert_eq!(
            err(&"x".repeat(5000)),
            format!(
                "`{}…`: levels are beginner, novice, learner, easy, moderate, medium, skilled, advanced, strong and hard (or random and greedy, the fixed points, or the search families maxn, paranoid and mcts)",
                "x".repeat(40)
            )
        );
        // Spaces around `=` set the key all the same.
        let spaced = parse_seats("hard:nodes = 10;medium").unwrap();
        assert_eq!(spaced[0].bot.limits.max_nodes, 10);
        assert!(spaced[0].sets("nodes") && !spaced[0].sets("ms") && !spaced[1].sets("nodes"));
        assert_eq!(
            parse_seats("hard:lateral=4").unwrap()[0]
                .bot
                .params
                .weights
                .lateral,
            4
        );
        assert_eq!(
            parse_seats("hard:trap=5").unwrap()[0]
                .bot
                .params
                .weights
                .trap,
            5
        );
    }

    /// The search families parse like the levels, with the same settings and repeats,
    /// and stay out of the levels people choose from.
    #[test]
    fn families_parse_like_levels() {
        let mcts: Entrant = "mcts:nodes=500".parse().unwrap();
        assert_eq!(mcts.kind, Kind::Family(Family::Mcts));
        assert_eq!(mcts.bot.limits.max_nodes, 500);
        assert!(mcts.searches());
        let paranoid: Entrant = "paranoid:ms=100".parse().unwrap();
        assert_eq!(paranoid.kind, Kind::Family(Family::Paranoid));
        assert_eq!(paranoid.bot.limits.deadline, Duration::from_millis(100));
        assert_eq!(paranoid.bot.limits.max_nodes, 0);
        let seats = parse_seats("maxn*2").unwrap();
        assert_eq!(seats.len(), 2);
        assert!(seats
            .iter()
            .all(|e| e.name == "maxn" && e.kind == Kind::Family(Family::Maxn)));
        // A family after a level's settings starts a new entrant.
        let seats = parse_seats("hard:nodes=9,width=8,mcts:nodes=500,MAXN;greedy").unwrap();
        let kinds: Vec<Kind> = seats.iter().map(|e| e.kind).collect();
        assert_eq!(
            kinds,
            [
                Kind::Level,
                Kind::Family(Family::Mcts),
                Kind::Family(Family::Maxn),
                Kind::Greedy
            ]
        );
        assert_eq!(seats[0].bot.params.width, 8);
        assert!(parse_seats("mcts:nodes=0").is_err());
        assert!(parse_seats("maxn:speed=3").is_err());
        assert_eq!(
            parse_seats("mcts:nodes=9,width=8").unwrap_err().to_string(),
            "`width=8`: mcts takes the settings ms, nodes, step, convex, lateral, trap"
        );
        assert!(parse_seats("paranoid:reply=6,lambda=0,depth=4").is_ok());
        assert!(parse_seats("maxn:model=1").is_err());
        // Not levels: no table or console offers them.
        for f in Family::ALL {
            assert!(f.name().parse::<Level>().is_err());
            assert!(Level::ALL.iter().all(|l| l.name() != f.name()));
        }
    }

    /// `random` (the ladder's 0) takes no settings, as `greedy`; `noise=` (0 to 100)
    /// gives any level random moves; a level keeps its own style unless told.
    #[test]
    fn random_and_noise_are_entrants_and_settings() {
        let seats = parse_seats("random;easy:noise=80,advanced;RANDOM*2").unwrap();
        let kinds: Vec<Kind> = seats.iter().map(|e| e.kind).collect();
        assert_eq!(
            kinds,
            [
                Kind::Random,
                Kind::Level,
                Kind::Level,
                Kind::Random,
                Kind::Random
            ]
        );
        assert_eq!(seats[0].name, "random");
        assert!(!seats[0].searches());
        assert_eq!((seats[1].bot.level, seats[1].bot.noise), (Level::Easy, 80));
        assert_eq!(seats[2].bot.limits.max_nodes, 500);
        assert!(seats[2].searches());
        assert_eq!(parse_seats("beginner").unwrap()[0].bot.noise, 50);
        assert_eq!(parse_seats("beginner:noise=0").unwrap()[0].bot.noise, 0);
        assert_eq!(
            parse_seats("random:noise=5").unwrap_err().to_string(),
            "`random:noise=5`: random takes no settings"
        );
        assert_eq!(
            parse_seats("easy:noise=101").unwrap_err().to_string(),
            "`noise=101`: noise takes a whole number from 0 to 100"
        );
        assert_eq!(
            parse_seats("mcts:noise=5").unwrap_err().to_string(),
            "`noise=5`: mcts takes the settings ms, nodes, step, convex, lateral, trap"
        );
        // `mc` is for the search levels only.
        assert!(parse_seats("strong:mc=0").is_ok());
        assert!(parse_seats("moderate:mc=0").is_err());
        // `random` plays every seat to the move limit, ranked by progress: its games end.
        let report = run(&config(2, "random,random", Variant::Standard)).unwrap();
        assert_eq!((report.by_limit, report.total_moves), (2, 800));
    }

    /// A short run of the three families at small node budgets plays every game to its
    /// end and counts each entrant once per game.
    #[test]
    fn a_run_of_the_families_completes() {
        let config = config(
            3,
            "maxn:nodes=300,paranoid:nodes=300,mcts:nodes=300",
            Variant::Standard,
        );
        let report = run(&config).unwrap();
        assert_eq!(report.games, 3);
        assert_eq!(
            report.by_finish + report.by_limit + report.by_no_moves,
            3,
            "{report}"
        );
        let names: Vec<&str> = report.tallies.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(
            names,
            ["maxn:nodes=300", "paranoid:nodes=300", "mcts:nodes=300"]
        );
        for t in &report.tallies {
            assert_eq!(t.seat_games, 3, "{report}");
            assert_eq!(t.searched, t.move_ms.len() as u64, "{report}");
            assert!(t.nodes <= 310 * t.searched, "{report}");
        }
        let firsts: usize = report.tallies.iter().map(|t| t.wins + t.draws).sum();
        assert!(firsts >= 3, "{report}");
    }

    /// An empty entry is refused with its place in the list (counted from 1), not
    /// dropped; empty settings inside one entrant are only spacing; a blank list is empty.
    #[test]
    fn an_empty_entry_is_refused_with_its_place() {
        assert_eq!(
            parse_seats("hard;;medium"),
            Err(ParseEntrantError::Empty(2))
        );
        assert_eq!(
            parse_seats("hard,medium,"),
            Err(ParseEntrantError::Empty(3))
        );
        assert_eq!(parse_seats(" ;easy"), Err(ParseEntrantError::Empty(1)));
        assert_eq!(
            parse_seats("hard:nodes=9;;easy"),
            Err(ParseEntrantError::Empty(2))
        );
        assert_eq!(
            parse_seats("easy;hard:nodes=9;"),
            Err(ParseEntrantError::Empty(3))
        );
        assert_eq!(parse_seats("hard:nodes=9,,width=8;easy").unwrap().len(), 2);
        assert_eq!(parse_seats("  "), Ok(Vec::new()));
    }

    /// `nodes=0` would be no budget at all: refused, naming the entrant.
    #[test]
    fn a_node_budget_of_zero_is_refused() {
        assert_eq!(
            parse_seats("hard:nodes=0,medium"),
            Err(ParseEntrantError::NoNodes("hard:nodes=0".into()))
        );
        assert_eq!(
            parse_seats("hard:nodes=1").unwrap()[0].bot.limits.max_nodes,
            1
        );
    }

    /// One seat is not a game between entrants (the crossing of one army alone is
    /// [`solitaire`]): refused before any game, in both variants.
    #[test]
    fn a_run_of_one_seat_is_refused() {
        for (variant, error) in [
            (Variant::Standard, SetupError::PlayerCount(1)),
            (Variant::Capture, SetupError::CapturePlayers(1)),
        ] {
            let config = config(1, "hard:nodes=100", variant);
            assert_eq!(run(&config).err(), Some(error));
            assert_eq!(replay(&config, 0).err(), Some(error));
        }
    }

    /// A capture game's `hard` reports its search (nodes and depth per move), and a level
    /// that does not search shows `-` there, not zeros.
    #[test]
    fn capture_search_is_reported_and_no_search_shows_a_dash() {
        let config = config(1, "hard:nodes=3000,medium", Variant::Capture);
        let report = run(&config).unwrap();
        let hard = &report.tallies[0];
        assert_eq!(hard.name, "hard:nodes=3000");
        assert_eq!(hard.searched, hard.move_ms.len() as u64);
        assert!(hard.nodes >= hard.searched, "{hard:?}");
        assert!(hard.depth_sum >= hard.searched, "{hard:?}");
        assert_eq!(report.tallies[1].searched, 0);
        let text = report.to_string();
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[1].contains(" avg place fin moves "), "{text}");
        let medium: Vec<&str> = lines[3].split_whitespace().collect();
        assert_eq!(medium[0], "medium");
        assert_eq!(medium[medium.len() - 2..], ["-", "-"], "{text}");
        let hard: Vec<&str> = lines[2].split_whitespace().collect();
        assert_ne!(hard[hard.len() - 1], "-", "{text}");
        assert!(lines[4].starts_with("avg place: mean place"), "{text}");
    }

    /// Team mode (`teams = on`): partners (the same entrant in seats i and i + n/2 under
    /// the rotation) win together, which counts as a win for both, not a draw.
    #[test]
    fn team_games_count_a_teams_first_place_as_a_win() {
        let config = ArenaConfig {
            rules: "teams=on".parse().unwrap(),
            ..config(
                2,
                "hard:nodes=300,medium,hard:nodes=300,medium",
                Variant::Standard,
            )
        };
        let report = run(&config).unwrap();
        assert_eq!(report.by_finish, 2);
        let wins: usize = report.tallies.iter().map(|t| t.wins).sum();
        let draws: usize = report.tallies.iter().map(|t| t.draws).sum();
        assert_eq!((wins, draws), (4, 0), "{report}");
        assert!(report
            .to_string()
            .contains("team games: seats i and i+2 are partners"));
    }

    /// Every seating of two kinds at 3, 4 and 6 seats comes once in `seating_count`
    /// games (6, 14 and 62), each right after or before its complement, in an order the
    /// seed shuffles.
    #[test]
    fn every_seating_comes_once_next_to_its_complement() {
        for (seats, count) in [(2, 2), (3, 6), (4, 14), (6, 62)] {
            assert_eq!(seating_count(seats), count);
            let all = (1u32 << seats) - 1;
            let mut seen: Vec<u32> = (0..count).map(|g| seating(seats, 7, g)).collect();
            for pair in seen.chunks(2) {
                assert_eq!(pair[0] ^ pair[1], all, "{seats} seats: {pair:?}");
            }
            // Game `count` starts the seatings again.
            assert_eq!(seating(seats, 7, count), seen[0]);
            seen.sort_unstable();
            assert_eq!(seen, (1..all).collect::<Vec<u32>>(), "{seats} seats");
        }
        let order = |seed| (0..62).map(|g| seating(6, seed, g)).collect::<Vec<u32>>();
        assert_ne!(order(1), order(2));
    }

    /// A run over every seating of two entrants at 3 seats: six games, each entrant at
    /// nine of the eighteen seats and in every game, and each game won by one of them.
    #[test]
    fn a_run_over_every_seating_counts_games_won() {
        let config = ArenaConfig {
            seatings: Some(3),
            ..config(6, "hard:nodes=300,mcts:nodes=300", Variant::Standard)
        };
        assert_eq!(config.seat_entrants(0).len(), 3);
        let report = run(&config).unwrap();
        assert_eq!((report.games, report.seats), (6, 3));
        assert!(report.seatings);
        for t in &report.tallies {
            assert_eq!((t.seat_games, t.games), (9, 6), "{report}");
        }
        let won: usize = report
            .tallies
            .iter()
            .map(|t| 2 * t.game_wins + t.game_draws)
            .sum();
        assert_eq!(won, 12, "{report}");
        let text = report.to_string();
        assert!(
            text.lines()
                .nth(1)
                .unwrap()
                .starts_with("every seating of two entrants: the 6 seatings at 3 seats"),
            "{text}"
        );
        let hard = &report.tallies[0];
        assert!(
            text.contains(&format!(
                "hard:nodes=300: won {} of 6 games (",
                hard.game_wins
            )),
            "{text}"
        );
    }

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (lo, hi) = wilson(150, 200);
        assert!(lo < 0.75 && 0.75 < hi);
        assert!((lo - 0.686).abs() < 0.01 && (hi - 0.805).abs() < 0.01);
    }
}
