//! The rating ladder (`checkers-bot ladder`): a round robin between computer players at
//! tables of 2 to 6 seats, and Bradley–Terry ratings on the Elo scale fitted to the
//! results, with 95% confidence intervals.
//!
//! **Reading a game.** A game's finishing order counts as one result between every two
//! seats of different entrants: the better place wins, an equal place (a shared place,
//! or two seats that never finished) is a draw.
//!
//! **The fit.** Strengths `γ` with `P(i beats j) = γ_i / (γ_i + γ_j)`, fitted by maximum
//! likelihood with the MM iteration of Hunter (2004, "MM algorithms for generalized
//! Bradley–Terry models", *Annals of Statistics* 32(1), eq. 3):
//! `γ_i ← W_i / Σ_j n_ij / (γ_i + γ_j)`, where `W_i` is `i`'s wins (a draw is half a win
//! to each) and `n_ij` the results between `i` and `j`. Every two entrants that met also
//! get one virtual draw (a prior, as `BayesElo` does), so an entrant that won every result
//! still has a finite rating. A rating is `400 · log10 γ`, the Elo scale (400 points: 10 to
//! 1 odds), with the first entrant (the reference, `random` by default) at 0.
//!
//! **Unfinished games.** A game ends when the seats still playing are down to one (at two
//! seats: the first finish; docs/rules.md §4, `placements`), or at the move limit (200
//! moves each by default, §5), where the seats not finished are ranked by pegs in the target and
//! then distance to go (§4): `random`, which never finishes, still has a place in every
//! game. Since it scores almost nothing against the levels, the levels' ladder
//! ([`LEVEL_LADDER`]) seats noisy players between it and them, so that every step of the
//! scale from 0 is measured by games rather than by the virtual draws.
//!
//! **The intervals.** The results of one game are not independent, so the 95% intervals
//! come from resampling whole games (bootstrap, percentile method), not from the pair
//! counts.

use std::fmt;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::arena::{self, ArenaConfig, Entrant};
use crate::core::mix_seed as mix;
use crate::core::{HouseRules, Layout, SetupError, Variant};
use crate::progress::count;

/// What the ladder plays.
#[derive(Clone, Debug)]
pub struct LadderConfig {
    /// The entrants, the reference first (its rating is fixed at 0, whichever entrant it
    /// is); names must differ.
    pub entrants: Vec<Entrant>,
    /// Seats per table (2 to 6, a layout of one army each: 2, 3, 4 or 6).
    pub sizes: Vec<usize>,
    /// Games per table; a multiple of the table's size seats each entrant in each seat
    /// equally often (the arena rotates them).
    pub games: usize,
    /// Seed of every game and of the bootstrap.
    pub seed: u64,
    /// Games played in parallel.
    pub threads: usize,
    /// Bootstrap resamples for the intervals (0: no intervals).
    pub resamples: usize,
}

/// Why a ladder cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LadderError {
    /// Fewer than two entrants.
    #[error("a ladder needs at least two entrants")]
    TooFewEntrants,
    /// Two entrants with one name.
    #[error("entrant `{0}` is named twice")]
    Repeated(String),
    /// A table size that has no layout (one seat alone is the solitaire crossing, not a
    /// table).
    #[error("tables of size {0}: {1}")]
    Size(usize, SetupError),
    /// A table size the entrants cannot fill: each sits at most twice at one table.
    #[error("tables of size {0} need at least {1} entrants (each sits at most twice)")]
    TooFewForSize(usize, usize),
    /// More games than a run keeps (every group of entrants of each size, `--games`
    /// times).
    #[error("{0} games: a ladder plays at most {MAX_GAMES} (fewer entrants, sizes or --games)")]
    TooManyGames(u128),
}

/// The entrants of the levels' table (docs/computer-players.md "The levels on one
/// scale"): `random` first (the 0), three players that tie it to the levels (`easy` with
/// 95%, 80% and 65% of its moves random: `random` scores too little against the levels
/// themselves for a rating of its own), `greedy` (the other fixed point), every level
/// weakest first, and `hard` at 200,000 nodes a move for its deadline.
pub const LEVEL_LADDER: &str = "random;easy:noise=95;easy:noise=80;easy:noise=65;greedy;beginner;novice;learner;easy;moderate;medium;skilled;advanced;strong;hard:nodes=200000";

/// Most games a ladder plays (each result is kept until the fit).
pub const MAX_GAMES: u128 = 1_000_000;

/// The tables of `size` from `entrants` ([`tables`]), counted without listing them,
/// saturating at `u128::MAX`.
fn table_count(entrants: usize, size: usize) -> u128 {
    let choose = |n: usize, k: usize| {
        (0..k).try_fold(1u128, |c, i| {
            c.checked_mul((n - i) as u128).map(|c| c / (i as u128 + 1))
        })
    };
    let count = if size <= entrants {
        choose(entrants, size)
    } else if size - entrants <= entrants {
        choose(entrants, size - entrants)
    } else {
        Some(0)
    };
    count.unwrap_or(u128::MAX)
}

/// One entrant's place on the ladder.
#[derive(Clone, Debug, PartialEq)]
pub struct Rung {
    /// The entrant's spec.
    pub name: String,
    /// Rating on the Elo scale, the reference at 0.
    pub rating: f64,
    /// 95% interval of the rating (bootstrap); equal to `rating` without resamples.
    pub low: f64,
    /// Upper end of the interval.
    pub high: f64,
    /// Seats played.
    pub seats: usize,
    /// Share of its pair results won (a draw counts half).
    pub score: f64,
}

/// The ladder: rungs best first.
#[derive(Clone, Debug)]
pub struct Ladder {
    /// Best first.
    pub rungs: Vec<Rung>,
    /// The reference's name: the first entrant, whose rating is fixed at 0.
    pub reference: String,
    /// Games played.
    pub games: usize,
    /// Pair results read from them.
    pub pairs: usize,
    /// Table sizes played.
    pub sizes: Vec<usize>,
    /// Wall time.
    pub elapsed: Duration,
}

/// One finished game: (entrant, place) of each seat.
pub type Standing = Vec<(usize, usize)>;

/// The tables of `size` seats for `entrants` entrants, as entrant indices in seat order:
/// every group of `size` distinct entrants, or, with fewer entrants than seats, all of
/// them plus every group of the `size - entrants` repeats.
#[must_use]
pub fn tables(entrants: usize, size: usize) -> Vec<Vec<usize>> {
    if size <= entrants {
        return combinations(entrants, size);
    }
    let extra = size - entrants;
    if extra > entrants {
        return Vec::new();
    }
    combinations(entrants, extra)
        .into_iter()
        .map(|repeats| (0..entrants).chain(repeats).collect())
        .collect()
}

/// Every `k`-element subset of `0..n`, in lexicographic order.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut pick: Vec<usize> = (0..k).collect();
    if k > n {
        return out;
    }
    loop {
        out.push(pick.clone());
        // The rightmost index that can still move right.
        let Some(i) = (0..k).rev().find(|&i| pick[i] < n - k + i) else {
            return out;
        };
        pick[i] += 1;
        for j in i + 1..k {
            pick[j] = pick[j - 1] + 1;
        }
    }
}

impl LadderConfig {
    /// The games the ladder plays.
    ///
    /// # Errors
    /// [`LadderError`] when the entrants or sizes make no ladder.
    pub fn total_games(&self) -> Result<usize, LadderError> {
        self.check()?;
        Ok(self
            .sizes
            .iter()
            .map(|&s| tables(self.entrants.len(), s).len() * self.games)
            .sum())
    }

    fn check(&self) -> Result<(), LadderError> {
        if self.entrants.len() < 2 {
            return Err(LadderError::TooFewEntrants);
        }
        for (i, e) in self.entrants.iter().enumerate() {
            if self.entrants[..i].iter().any(|f| f.name == e.name) {
                return Err(LadderError::Repeated(e.name.clone()));
            }
        }
        for &size in &self.sizes {
            if size < 2 {
                return Err(LadderError::Size(size, SetupError::PlayerCount(size)));
            }
            Layout::of_variant(Variant::Standard, size, 1)
                .map_err(|e| LadderError::Size(size, e))?;
            if table_count(self.entrants.len(), size) == 0 {
                return Err(LadderError::TooFewForSize(size, size.div_ceil(2)));
            }
        }
        let games = self.sizes.iter().fold(0u128, |sum, &size| {
            let tables = table_count(self.entrants.len(), size);
            sum.saturating_add(tables.saturating_mul(self.games as u128))
        });
        if games > MAX_GAMES {
            return Err(LadderError::TooManyGames(games));
        }
        Ok(())
    }
}

/// Plays the ladder and fits it.
///
/// # Errors
/// [`LadderError`] when the entrants or sizes make no ladder.
pub fn run(cfg: &LadderConfig) -> Result<Ladder, LadderError> {
    run_with(cfg, &indicatif::ProgressBar::hidden())
}

/// [`run`], counting finished games on `bar` (see [`crate::progress`]).
///
/// # Errors
/// [`LadderError`] when the entrants or sizes make no ladder.
pub fn run_with(cfg: &LadderConfig, bar: &indicatif::ProgressBar) -> Result<Ladder, LadderError> {
    cfg.check()?;
    let start = Instant::now();
    let mut standings: Vec<Standing> = Vec::new();
    let mut table_number = 0u64;
    for &size in &cfg.sizes {
        for table in tables(cfg.entrants.len(), size) {
            let arena = ArenaConfig {
                games: cfg.games,
                entrants: table.iter().map(|&e| cfg.entrants[e].clone()).collect(),
                armies: 1,
                variant: Variant::Standard,
                rules: HouseRules::default(),
                seed: mix(cfg.seed, table_number),
                threads: cfg.threads,
                progress: false,
                seatings: None,
            };
            table_number += 1;
            let results = arena::play_all(&arena, bar).map_err(|e| LadderError::Size(size, e))?;
            standings.extend(results.iter().map(|r| {
                r.places
                    .iter()
                    .enumerate()
                    .map(|(seat, &place)| (table[r.who[seat]], place))
                    .collect::<Standing>()
            }));
        }
    }
    bar.finish_and_clear();
    let mut ladder = fit_ladder(cfg, &standings);
    ladder.elapsed = start.elapsed();
    Ok(ladder)
}

/// The ladder of `standings` for `cfg`'s entrants.
#[must_use]
pub fn fit_ladder(cfg: &LadderConfig, standings: &[Standing]) -> Ladder {
    let n = cfg.entrants.len();
    let ratings = fit(n, standings);
    let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(cfg.resamples); n];
    let mut rng = ChaCha8Rng::seed_from_u64(mix(cfg.seed, u64::MAX));
    for _ in 0..cfg.resamples {
        let resample: Vec<Standing> = (0..standings.len())
            .map(|_| standings[rng.gen_range(0..standings.len())].clone())
            .collect();
        for (s, r) in samples.iter_mut().zip(fit(n, &resample)) {
            s.push(r);
        }
    }
    let (wins, met) = pair_results(n, standings);
    let mut rungs: Vec<Rung> = (0..n)
        .map(|i| {
            let s = &mut samples[i];
            s.sort_by(f64::total_cmp);
            let at = |q: f64| {
                s.get(((s.len() as f64 - 1.0) * q).round() as usize)
                    .copied()
                    .unwrap_or(ratings[i])
            };
            let played: f64 = met[i].iter().sum();
            Rung {
                name: cfg.entrants[i].name.clone(),
                rating: ratings[i],
                low: at(0.025),
                high: at(0.975),
                seats: standings
                    .iter()
                    .map(|g| g.iter().filter(|(e, _)| *e == i).count())
                    .sum(),
                score: if played > 0.0 { wins[i] / played } else { 0.0 },
            }
        })
        .collect();
    rungs.sort_by(|a, b| b.rating.total_cmp(&a.rating));
    Ladder {
        rungs,
        reference: cfg
            .entrants
            .first()
            .map(|e| e.name.clone())
            .unwrap_or_default(),
        games: standings.len(),
        pairs: standings
            .iter()
            .map(|g| {
                let k = g.len();
                k * (k - 1) / 2 - same_entrant_pairs(g)
            })
            .sum(),
        sizes: cfg.sizes.clone(),
        elapsed: Duration::ZERO,
    }
}

/// Pairs of seats in `game` held by one entrant (they give no result).
fn same_entrant_pairs(game: &Standing) -> usize {
    let mut n = 0;
    for (i, a) in game.iter().enumerate() {
        n += game[i + 1..].iter().filter(|b| b.0 == a.0).count();
    }
    n
}

/// Each entrant's wins (a draw is half), and the results between each two entrants.
fn pair_results(n: usize, standings: &[Standing]) -> (Vec<f64>, Vec<Vec<f64>>) {
    let mut wins = vec![0.0; n];
    let mut met = vec![vec![0.0; n]; n];
    for game in standings {
        for (k, &(a, pa)) in game.iter().enumerate() {
            for &(b, pb) in &game[k + 1..] {
                if a == b {
                    continue;
                }
                met[a][b] += 1.0;
                met[b][a] += 1.0;
                match pa.cmp(&pb) {
                    std::cmp::Ordering::Less => wins[a] += 1.0,
                    std::cmp::Ordering::Greater => wins[b] += 1.0,
                    std::cmp::Ordering::Equal => {
                        wins[a] += 0.5;
                        wins[b] += 0.5;
                    }
                }
            }
        }
    }
    (wins, met)
}

/// Bradley–Terry ratings (Elo scale, entrant 0 at 0) of `standings` by Hunter's MM
/// iteration, with one virtual draw between every two entrants that met (module docs).
/// An entrant that met nobody gets 0.
#[must_use]
pub fn fit(n: usize, standings: &[Standing]) -> Vec<f64> {
    let (mut wins, mut met) = pair_results(n, standings);
    for (i, row) in met.iter_mut().enumerate() {
        for (j, m) in row.iter_mut().enumerate() {
            if i != j && *m > 0.0 {
                *m += 1.0;
                wins[i] += 0.5;
            }
        }
    }
    let mut gamma = vec![1.0_f64; n];
    for _ in 0..10_000 {
        let mut next = gamma.clone();
        for i in 0..n {
            let denominator: f64 = (0..n)
                .filter(|&j| j != i && met[i][j] > 0.0)
                .map(|j| met[i][j] / (gamma[i] + gamma[j]))
                .sum();
            if denominator > 0.0 {
                next[i] = wins[i] / denominator;
            }
        }
        let norm = next[0];
        if norm > 0.0 {
            for g in &mut next {
                *g /= norm;
            }
        }
        let change = gamma
            .iter()
            .zip(&next)
            .map(|(a, b)| (a.ln() - b.ln()).abs())
            .fold(0.0, f64::max);
        gamma = next;
        if change < 1e-10 {
            break;
        }
    }
    gamma.iter().map(|g| 400.0 * g.log10()).collect()
}

impl fmt::Display for Ladder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sizes: Vec<String> = self.sizes.iter().map(ToString::to_string).collect();
        writeln!(
            f,
            "ladder: {} at tables of {} seats, {}, {:.1} s",
            count(self.games, "game", "games"),
            sizes.join(", "),
            count(self.pairs, "pair result", "pair results"),
            self.elapsed.as_secs_f64()
        )?;
        writeln!(
            f,
            "reference: {} (the first entrant), its rating fixed at 0",
            self.reference
        )?;
        writeln!(
            f,
            "{:<28} {:>7} {:>17} {:>6} {:>7}",
            "entrant", "rating", "95% interval", "seats", "score"
        )?;
        for r in &self.rungs {
            // The reference is at 0 in every resample: it has no interval.
            let interval = if r.name == self.reference {
                "reference".to_string()
            } else {
                format!("{:+.0} to {:+.0}", r.low, r.high)
            };
            writeln!(
                f,
                "{:<28} {:>+7.0} {:>17} {:>6} {:>6.1}%",
                r.name,
                r.rating,
                interval,
                r.seats,
                100.0 * r.score
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_every_group_or_everyone_with_repeats() {
        assert_eq!(tables(3, 2), vec![vec![0, 1], vec![0, 2], vec![1, 2]]);
        assert_eq!(tables(5, 2).len(), 10);
        assert_eq!(tables(5, 3).len(), 10);
        assert_eq!(tables(5, 6).len(), 5);
        assert_eq!(tables(5, 6)[1], vec![0, 1, 2, 3, 4, 1]);
        assert_eq!(tables(2, 6), Vec::<Vec<usize>>::new());
        for (n, size) in [(3, 2), (5, 2), (5, 3), (5, 6), (2, 6), (6, 6), (9, 3)] {
            assert_eq!(
                table_count(n, size),
                tables(n, size).len() as u128,
                "{n} {size}"
            );
        }
        // 400 entrants at 6 seats: counted, never listed (5.5 × 10¹² tables).
        assert_eq!(table_count(400, 6), 5_478_557_838_600);
    }

    fn config(entrants: &str, sizes: Vec<usize>) -> LadderConfig {
        LadderConfig {
            entrants: arena::parse_seats(entrants).unwrap(),
            sizes,
            games: 1,
            seed: 1,
            threads: 1,
            resamples: 0,
        }
    }

    /// One seat alone is the solitaire crossing, not a table: refused before any game.
    #[test]
    fn tables_of_one_seat_are_refused() {
        let refused = LadderError::Size(1, SetupError::PlayerCount(1));
        assert_eq!(
            refused.to_string(),
            "tables of size 1: the standard game is for 2, 3, 4 or 6 players"
        );
        assert_eq!(
            config("greedy;easy", vec![2, 1]).total_games(),
            Err(refused)
        );
        assert_eq!(config("greedy;easy", vec![2]).total_games(), Ok(1));
        // Two entrants cannot fill six seats (each sits at most twice).
        let few = config("greedy;easy", vec![2, 6]).total_games().unwrap_err();
        assert_eq!(few, LadderError::TooFewForSize(6, 3));
        assert_eq!(
            few.to_string(),
            "tables of size 6 need at least 3 entrants (each sits at most twice)"
        );
        // 400 entrants at 6 seats would be 5.5 × 10¹² games: refused before any is listed.
        let many: Vec<String> = (1..=400).map(|n| format!("hard:nodes={n}")).collect();
        assert_eq!(
            config(&many.join(";"), vec![6]).total_games(),
            Err(LadderError::TooManyGames(5_478_557_838_600))
        );
    }

    /// The report says which entrant is the reference (the first, `greedy` listed or
    /// not), shows `reference` for its interval, and counts one as one.
    #[test]
    fn the_report_names_the_reference_and_counts_one_as_one() {
        let cfg = config("hard;greedy", vec![2]);
        // greedy (entrant 1) first, hard second.
        let ladder = fit_ladder(&cfg, &[vec![(0, 2), (1, 1)]]);
        assert_eq!(ladder.reference, "hard");
        let text = ladder.to_string();
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[0].starts_with("ladder: 1 game at tables of 2 seats, 1 pair result, "),
            "{text}"
        );
        assert_eq!(
            lines[1],
            "reference: hard (the first entrant), its rating fixed at 0"
        );
        let row = |name: &str| -> Vec<&str> {
            let line = lines.iter().find(|l| l.starts_with(name)).unwrap();
            line.split_whitespace().collect()
        };
        assert_eq!(row("hard ")[..3], ["hard", "+0", "reference"], "{text}");
        // 1.5 of 2 results with the virtual draw: 400·log10(3) = 191 above hard.
        assert_eq!(
            row("greedy ")[..5],
            ["greedy", "+191", "+191", "to", "+191"]
        );
    }

    /// A small ladder of the kind the levels' table is made of: `random` the reference,
    /// a noisy player, a noisy level and a search level at its node budget. Every game
    /// (random's run to the move limit, ranked by pegs home and distance) and so every
    /// rating is the same on every run and machine, on any number of threads.
    #[test]
    fn a_small_ladder_from_random_is_the_same_on_every_run() {
        let mut cfg = config("random;easy:noise=80;beginner;advanced", vec![2]);
        cfg.games = 2;
        cfg.seed = 7;
        cfg.resamples = 20;
        let one = run(&cfg).unwrap();
        cfg.threads = 2;
        let two = run(&cfg).unwrap();
        let table = |l: &Ladder| -> Vec<(String, i64, i64, i64, usize)> {
            l.rungs
                .iter()
                .map(|r| {
                    let round = |x: f64| x.round() as i64;
                    (
                        r.name.clone(),
                        round(r.rating),
                        round(r.low),
                        round(r.high),
                        r.seats,
                    )
                })
                .collect()
        };
        assert_eq!(table(&one), table(&two));
        assert_eq!(
            (one.games, one.pairs, one.reference.as_str()),
            (12, 12, "random")
        );
        let row = |name: &str, rating, low, high| (name.to_string(), rating, low, high, 6);
        assert_eq!(
            table(&one),
            [
                row("advanced", 462, 364, 670),
                row("beginner", 303, 105, 486),
                row("easy:noise=80", 159, -35, 304),
                row("random", 0, 0, 0),
            ]
        );
    }

    #[test]
    fn the_fit_gives_the_textbook_ratings() {
        // Entrant 1 beats 0 in 3 of 4 results; with the virtual draw it is 3.5 of 5,
        // odds 3.5 : 1.5, so 400·log10(7/3) = 147.2 Elo above the reference.
        let games: Vec<Standing> = [(2, 1), (2, 1), (2, 1), (1, 2)]
            .iter()
            .map(|&(p0, p1)| vec![(0, p0), (1, p1)])
            .collect();
        let r = fit(2, &games);
        assert!(r[0].abs() < 1e-9, "{r:?}");
        assert!(
            (r[1] - 400.0 * (7.0_f64 / 3.0).log10()).abs() < 1e-6,
            "{r:?}"
        );
    }

    #[test]
    fn a_finishing_order_counts_as_every_pair_and_ties_as_draws() {
        let games = vec![vec![(0, 1), (1, 2), (2, 3)], vec![(0, 2), (1, 2), (2, 1)]];
        let (wins, met) = pair_results(3, &games);
        assert_eq!(wins, vec![2.5, 1.5, 2.0]); // exact halves
        assert_eq!((met[0][1], met[1][2], met[0][2]), (2.0, 2.0, 2.0));
    }
}
