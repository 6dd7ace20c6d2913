//! The long runs of the command line: `arena` and `ladder` (computer players against
//! each other), `load` (the load test) and `migrate` (sled to PostgreSQL).

use std::io::Write;
use std::path::{Path, PathBuf};

use checkers_bot::ai::ladder::LEVEL_LADDER;
use checkers_bot::core::{HouseRules, Variant};

use super::{check_png, fail, usage, write_file, CliError, CliResult};

/// `text` as a whole number in `range`, or `refusal`.
fn whole_in(
    text: &str,
    range: std::ops::RangeInclusive<usize>,
    refusal: &str,
) -> Result<usize, String> {
    text.trim()
        .parse()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| refusal.to_string())
}

/// A count of games, channels, threads or timers: 0 would do nothing (and draw an empty
/// chart), so it is refused, in words rather than clap's `0 is not in 1..18446744073709551615`.
fn at_least_one(text: &str) -> Result<usize, String> {
    whole_in(text, 1..=usize::MAX, "takes a whole number from 1")
}

/// Threads of an arena or ladder: 1 to 256 (more would only wait for the cores).
fn thread_count(text: &str) -> Result<usize, String> {
    whole_in(text, 1..=256, "takes a whole number from 1 to 256")
}

/// Games of a long run: at least one, at most a million (each game's result is kept
/// until the report).
fn game_count(text: &str) -> Result<usize, String> {
    whole_in(
        text,
        1..=1_000_000,
        "takes a whole number of games from 1 to 1000000",
    )
}

/// A node budget a move: 0 would be no budget at all (leave `--nodes` out for that), so it
/// is refused.
fn nodes_per_move(text: &str) -> Result<u64, String> {
    text.trim().parse().ok().filter(|n| *n >= 1).ok_or_else(|| {
        "takes a whole number of nodes from 1 (leave --nodes out for no budget)".to_string()
    })
}

/// The options of `arena`.
#[derive(clap::Args)]
pub(crate) struct ArenaArgs {
    /// Games to play (1 to 1,000,000).
    #[arg(long, default_value_t = 100, value_parser = game_count)]
    pub(crate) games: usize,
    /// One level per seat (2, 3, 4 or 6 seats; the capture game also 5), e.g.
    /// `hard,medium` or `hard,medium*5`; a level may carry settings:
    /// `hard:nodes=20000,width=12`. One army alone is `--solitaire`.
    #[arg(long, default_value = "hard,medium")]
    pub(crate) seats: String,
    /// Armies per player: 1, 2 (with 3 seats) or 3 (with 2 seats).
    #[arg(long, default_value_t = 1)]
    pub(crate) armies: usize,
    /// `standard`, or `capture` (docs/rules.md §6).
    #[arg(long, default_value = "standard")]
    pub(crate) variant: Variant,
    /// House rules, `key=value` separated by spaces or commas.
    #[arg(long, default_value = "")]
    pub(crate) rules: String,
    /// Arena seed (every game and move seed derives from it).
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// Deadline of a searching move, in milliseconds (unless a seat sets `ms=`; default
    /// 2000).
    #[arg(long)]
    pub(crate) deadline_ms: Option<u64>,
    /// Nodes per move: each searching move stops after this many positions (at least 1),
    /// or at the deadline if that comes first (unless a seat sets `nodes=`); makes runs
    /// reproducible on any machine when the budget ends the search first. Without
    /// --nodes, the deadline alone ends a search.
    #[arg(long, value_parser = nodes_per_move)]
    pub(crate) nodes: Option<u64>,
    /// Games played in parallel (1 to 256).
    #[arg(long, default_value_t = 2, value_parser = thread_count)]
    pub(crate) threads: usize,
    /// Print a line per game.
    #[arg(long)]
    pub(crate) verbose: bool,
    /// Instead of games: the solitaire crossing (one army alone from home to target)
    /// by each distinct entrant of --seats, with its moves and time per move.
    #[arg(long)]
    pub(crate) solitaire: bool,
    /// Also draw each level's win rate with its 95% interval as a PNG chart to this
    /// file (written when the games are over; its folder must exist).
    #[arg(long, value_name = "FILE.png")]
    pub(crate) chart: Option<PathBuf>,
    /// Instead of rotating the seat list: its two entrants (`--seats hard,mcts`) in every
    /// seating at a table of this many seats, 2, 3, 4 or 6 (2 to 6 in the capture game; 2^SEATS − 2 seatings: 6 at 3 seats,
    /// 14 at 4, 62 at 6), each followed by its complement (so --games is even), scored by
    /// the games each one's seats won.
    #[arg(long, value_name = "SEATS")]
    pub(crate) seatings: Option<usize>,
}

/// The options of `ladder`.
#[derive(clap::Args)]
pub(crate) struct LadderArgs {
    /// Entrants separated by `;`. The first is the reference: its rating is fixed at 0 and
    /// every other is rated against it (by default `random`, the uniformly random player,
    /// which neither searches nor depends on the machine); the report names it.
    #[arg(long, default_value = LEVEL_LADDER)]
    pub(crate) entrants: String,
    /// Seats per table (2 to 6, not 5), separated by commas, such as 2,3,6 (every group
    /// of entrants of that size plays; with fewer entrants than seats, every entrant plus
    /// repeats).
    #[arg(long, default_value = "2")]
    pub(crate) sizes: String,
    /// Games per table (each entrant sits in each seat equally often when it is a
    /// multiple of the table size; 1 to 1,000,000).
    #[arg(long, default_value_t = 30, value_parser = game_count)]
    pub(crate) games: usize,
    /// Seed of the games and of the bootstrap.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// Games played in parallel (1 to 256).
    #[arg(long, default_value_t = 2, value_parser = thread_count)]
    pub(crate) threads: usize,
    /// Bootstrap resamples for the intervals.
    #[arg(long, default_value_t = 1000)]
    pub(crate) resamples: usize,
    /// Also draw each entrant's rating with its 95% interval as a PNG chart to this
    /// file (written when the games are over; its folder must exist).
    #[arg(long, value_name = "FILE.png")]
    pub(crate) chart: Option<PathBuf>,
}

/// The options of `load`.
#[derive(clap::Args)]
pub(crate) struct LoadArgs {
    /// Channels, one game each (with `--timers`: the idle channels, at least 2).
    #[arg(long, default_value_t = 1000, value_parser = at_least_one)]
    channels: usize,
    /// Worker threads.
    #[arg(long, default_value_t = 8, value_parser = at_least_one)]
    threads: usize,
    /// Human moves per channel (0: whole games).
    #[arg(long, default_value_t = 0)]
    moves: usize,
    /// Database folder, or a `postgres://` URL of an empty database (default: a fresh
    /// temporary folder, removed afterwards).
    #[arg(long)]
    db: Option<PathBuf>,
    /// Seed of the games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Instead of games: measure the timers with `--channels` idle channels and this
    /// many turn clocks run out (docs/operating.md, "Timers").
    #[arg(long, value_name = "DUE", value_parser = at_least_one)]
    timers: Option<usize>,
}

/// The options of `migrate`.
#[derive(clap::Args)]
pub(crate) struct MigrateArgs {
    /// The sled database folder.
    #[arg(long)]
    from: PathBuf,
    /// The PostgreSQL database, `postgres://user:password@host:port/name`.
    #[arg(long, env = "CHECKERS_DATABASE_URL")]
    to: String,
}

/// `arena`: the games of `args.seats`, printed as a table of each level's results (and
/// drawn to `args.chart`), or each entrant's solitaire crossing.
pub(crate) fn arena(args: &ArenaArgs) -> CliResult {
    use checkers_bot::ai::arena::{self, ArenaConfig};
    let ArenaArgs {
        games,
        ref seats,
        armies,
        variant,
        ref rules,
        seed,
        deadline_ms,
        nodes,
        threads,
        verbose,
        solitaire,
        ref chart,
        seatings,
    } = *args;
    let chart = chart.as_deref();
    if let Some(path) = chart {
        if solitaire {
            return Err(CliError::Usage(
                "--chart draws a match's games; --solitaire plays none".into(),
            ));
        }
        // Refused now, not after hours of games.
        check_png(path)?;
    }
    let mut entrants = arena::parse_seats(seats).map_err(usage)?;
    if entrants.len() < 2 && !solitaire {
        let alone = entrants.first().map_or("hard", |e| e.name.as_str());
        return Err(CliError::Usage(format!(
            "arena needs at least two seats, e.g. --seats hard,medium \
             (one army alone: --solitaire --seats {alone})"
        )));
    }
    for e in &mut entrants {
        if let Some(ms) = deadline_ms.filter(|_| !e.sets("ms")) {
            e.bot.limits.deadline = std::time::Duration::from_millis(ms);
        }
        // A level with a node budget of its own (`advanced`) keeps it.
        let own_budget = e.kind == arena::Kind::Level && e.bot.level.style().nodes > 0;
        if let Some(n) = nodes.filter(|_| !e.sets("nodes") && !own_budget) {
            e.bot.limits.max_nodes = n;
        }
    }
    check_entrants(&entrants, args)?;
    if solitaire {
        let mut out = std::io::stdout().lock();
        let mut seen: Vec<&str> = Vec::new();
        for e in &entrants {
            if seen.contains(&e.name.as_str()) {
                continue;
            }
            seen.push(&e.name);
            let c = arena::solitaire(e, seed);
            let mut ms = c.move_ms.clone();
            ms.sort_by(f64::total_cmp);
            let median = ms.get(ms.len() / 2).copied().unwrap_or(0.0);
            let max = ms.last().copied().unwrap_or(0.0);
            let _ = writeln!(
                out,
                "{}: solitaire crossing in {}{} (the optimum is 27); ms per move median {median:.2}, max {max:.2}",
                e.name,
                checkers_bot::progress::count(c.moves as usize, "move", "moves"),
                if c.finished { "" } else { ", NOT home" },
            );
        }
        return Ok(());
    }
    let config = ArenaConfig {
        games,
        entrants,
        armies,
        variant,
        rules: rules.parse::<HouseRules>().map_err(usage)?,
        seed,
        threads,
        progress: verbose,
        seatings,
    };
    let bar = checkers_bot::progress::bar(games as u64, "games");
    // The run refuses, before any game, seats, armies and house rules that make no game:
    // the command line's mistake.
    let report = arena::run_with(&config, &bar).map_err(usage)?;
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = write!(std::io::stdout().lock(), "{report}");
    match chart {
        Some(path) => write_chart(path, &checkers_bot::charts::arena_chart(&report, &config)),
        None => Ok(()),
    }
}

/// Refuses what `arena` cannot play with these entrants, before any game: every seating
/// of anything but two different entrants, or at a table of more than six; a search
/// family in the capture game.
fn check_entrants(entrants: &[checkers_bot::ai::arena::Entrant], args: &ArenaArgs) -> CliResult {
    use checkers_bot::ai::arena;
    let variant = args.variant;
    if let Some(size) = args.seatings {
        let usage = |text: String| Err(CliError::Usage(text));
        if args.solitaire {
            return usage(
                "--seatings plays games between two entrants; --solitaire plays none".into(),
            );
        }
        // The same player under two names (`hard;Hard`, `hard;hard:mc=6`) is one kind.
        let same = |a: &arena::Entrant, b: &arena::Entrant| (a.kind, a.bot) == (b.kind, b.bot);
        if entrants.len() != 2 || same(&entrants[0], &entrants[1]) {
            return usage(
                "--seatings seats two different players, e.g. --seats hard,mcts --seatings 6"
                    .into(),
            );
        }
        if let Err(e) = arena::table_layout(variant, size, 1) {
            return usage(format!("--seatings {size}: {e}"));
        }
        if args.games % 2 == 1 {
            return usage(format!(
                "--seatings plays each seating beside its complement: --games {} is odd",
                args.games
            ));
        }
        if args.rules.parse::<HouseRules>().is_ok_and(|r| r.teams) {
            return usage("--seatings does not play team games (teams=on)".into());
        }
    }
    if variant == Variant::Capture {
        if let Some(e) = entrants.iter().find(|e| {
            matches!(
                e.kind,
                arena::Kind::Family(_) | arena::Kind::Greedy | arena::Kind::Random
            )
        }) {
            let who = match e.kind {
                arena::Kind::Greedy => "greedy plays",
                arena::Kind::Random => "random plays",
                _ => "the search families (maxn, paranoid, mcts) play",
            };
            return Err(CliError::Usage(format!(
                "{}: {who} the race only, not --variant capture",
                e.name
            )));
        }
    }
    Ok(())
}

/// Writes the chart `png` to `path` (atomically) and says so on standard error.
fn write_chart(path: &Path, png: &[u8]) -> CliResult {
    write_file(path, png)?;
    eprintln!("chart: {}", path.display());
    Ok(())
}

/// `ladder`: the round robin of `args.entrants` at tables of `args.sizes`, printed as a
/// ladder (and drawn to `args.chart`).
pub(crate) fn ladder(args: &LadderArgs) -> CliResult {
    use checkers_bot::ai::{arena, ladder};
    let LadderArgs {
        ref entrants,
        ref sizes,
        games,
        seed,
        threads,
        resamples,
        ref chart,
    } = *args;
    let chart = chart.as_deref();
    if let Some(path) = chart {
        check_png(path)?;
    }
    let entrants = arena::parse_seats(entrants).map_err(usage)?;
    let sizes = sizes
        .split(',')
        .map(|s| s.trim().parse::<usize>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| {
            usage(format!(
                "--sizes: {e} (seat counts separated by commas: 2,3,6)"
            ))
        })?;
    let config = ladder::LadderConfig {
        entrants,
        sizes,
        games,
        seed,
        threads,
        resamples,
    };
    // The entrants and sizes are the command line's: a ladder they cannot make is a
    // usage error.
    let total = config.total_games().map_err(usage)?;
    let bar = checkers_bot::progress::bar(total as u64, "games");
    let result = ladder::run_with(&config, &bar).map_err(fail)?;
    let _ = write!(std::io::stdout().lock(), "{result}");
    match chart {
        Some(path) => write_chart(path, &checkers_bot::charts::ladder_chart(&result, &config)),
        None => Ok(()),
    }
}

/// `load`: the load test (src/load.rs), its report printed; lost moves fail it.
pub(crate) fn load(args: &LoadArgs) -> CliResult {
    let config = checkers_bot::load::LoadConfig {
        channels: args.channels,
        threads: args.threads,
        db: args.db.clone(),
        seed: args.seed,
        max_moves: args.moves,
    };
    if let Some(due) = args.timers {
        if args.channels < 2 {
            return Err(CliError::Usage(
                "--timers needs --channels 2 or more (the idle channels: games and lobbies)".into(),
            ));
        }
        let report = checkers_bot::load::run_timers(&config, due).map_err(fail)?;
        print!("{report}");
        return if report.fired == due {
            Ok(())
        } else {
            Err(fail(format!("{} of {due} due timers fired", report.fired)))
        };
    }
    let bar = checkers_bot::progress::bar(0, "load");
    let report = checkers_bot::load::run_with(&config, &bar).map_err(fail)?;
    print!("{report}");
    if !report.lost.is_empty() {
        return Err(fail(format!(
            "moves were lost in {} channels: {:?}",
            report.lost.len(),
            report.lost
        )));
    }
    if report.refused > 0 {
        return Err(fail(format!(
            "{} commands were refused (the log says why; a full disk or an outage)",
            report.refused
        )));
    }
    Ok(())
}

/// `migrate`: copies the sled database `args.from` into the PostgreSQL database
/// `args.to` and prints what it copied.
pub(crate) fn migrate(args: &MigrateArgs) -> CliResult {
    use checkers_bot::store::{migrate, postgres};
    let MigrateArgs { from, to } = args;
    if !postgres::is_url(to) {
        return Err(CliError::Usage(format!(
            "--to takes a postgres:// URL, not {}",
            postgres::redacted(to)
        )));
    }
    if postgres::is_url(&from.to_string_lossy()) {
        return Err(CliError::Usage(format!(
            "--from takes the sled database folder, not a URL ({})",
            postgres::redacted(&from.to_string_lossy())
        )));
    }
    let bar = checkers_bot::progress::bar(0, "items");
    // Why in a short sentence, without the libraries' inner text.
    let done = migrate::migrate_with(from, to, &bar).map_err(|e| {
        CliError::Failed(format!(
            "migrating {} to {}: {}",
            postgres::redacted(&from.to_string_lossy()),
            postgres::redacted(to),
            e.reason()
        ))
    })?;
    print!("{done}");
    Ok(())
}
