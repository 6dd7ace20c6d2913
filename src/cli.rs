//! The long computer-player runs of the command line: `arena` and `ladder`.

use std::io::Write;

use checkers_bot::core::{HouseRules, Variant};

use crate::{fail, CliResult};

#[allow(
    clippy::too_many_arguments,
    reason = "one parameter per `arena` command-line option"
)]
pub(crate) fn arena(
    games: usize,
    seats: &str,
    (armies, variant): (usize, Variant),
    rules: &str,
    seed: u64,
    (deadline_ms, nodes): (Option<u64>, Option<u64>),
    threads: usize,
    (verbose, solitaire): (bool, bool),
) -> CliResult {
    use checkers_bot::ai::arena::{self, ArenaConfig};
    let mut entrants = arena::parse_seats(seats).map_err(fail)?;
    for e in &mut entrants {
        if let Some(ms) = deadline_ms.filter(|_| !e.name.contains("ms=")) {
            e.bot.limits.deadline = std::time::Duration::from_millis(ms);
        }
        if let Some(n) = nodes.filter(|_| !e.name.contains("nodes=")) {
            e.bot.limits.max_nodes = n;
        }
    }
    if solitaire {
        let mut out = std::io::stdout().lock();
        let mut seen: Vec<&str> = Vec::new();
        for e in &entrants {
            if seen.contains(&e.name.as_str()) {
                continue;
            }
            seen.push(&e.name);
            let c = arena::solitaire(&e.bot, seed);
            let mut ms = c.move_ms.clone();
            ms.sort_by(f64::total_cmp);
            let median = ms.get(ms.len() / 2).copied().unwrap_or(0.0);
            let max = ms.last().copied().unwrap_or(0.0);
            let _ = writeln!(
                out,
                "{}: solitaire crossing in {} moves{} (the optimum is 27); ms per move median {median:.2}, max {max:.2}",
                e.name,
                c.moves,
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
        rules: rules.parse::<HouseRules>().map_err(fail)?,
        seed,
        threads,
        progress: verbose,
    };
    let bar = checkers_bot::progress::bar(games as u64, "games");
    let report = arena::run_with(&config, &bar).map_err(fail)?;
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = write!(std::io::stdout().lock(), "{report}");
    Ok(())
}

/// `ladder`: the round robin of `entrants` at tables of `sizes`, printed as a ladder.
pub(crate) fn ladder(
    entrants: &str,
    sizes: &str,
    (games, seed, threads, resamples): (usize, u64, usize, usize),
) -> CliResult {
    use checkers_bot::ai::{arena, ladder};
    let entrants = arena::parse_seats(entrants).map_err(fail)?;
    let sizes = sizes
        .split(',')
        .map(|s| s.trim().parse::<usize>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| {
            fail(format!(
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
    let total = config.total_games().map_err(fail)?;
    let bar = checkers_bot::progress::bar(total as u64, "games");
    let result = ladder::run_with(&config, &bar).map_err(fail)?;
    let _ = write!(std::io::stdout().lock(), "{result}");
    Ok(())
}
