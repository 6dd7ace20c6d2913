//! The game tools of the command line: `demo`, `perft` and `render`. What they play,
//! count and draw is the library's ([`checkers_bot::demo`], [`checkers_bot::core`]);
//! here are their options, files and output.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use checkers_bot::ai::Level;
use checkers_bot::core::{
    perft_divided, perft_estimate, Game, GameRecord, HoleForm, HouseRules, RecordTurn, Seat,
    Variant, MAX_PERFT_DEPTH,
};
use checkers_bot::{demo, i18n, progress};

use super::{check_png, fail, say, usage, write_file, CliError, CliResult};

/// Which game: players, armies each, house rules.
#[derive(clap::Args)]
struct SetupArgs {
    /// 2, 3, 4 or 6 (2 to 6 with `--variant capture`).
    #[arg(long, default_value_t = 2)]
    players: usize,
    /// Armies per player: 1, or 2 with 3 players, or 3 with 2 players.
    #[arg(long, default_value_t = 1)]
    armies: usize,
    /// House rules as `key=value` words, e.g. "preset=masters `long_jumps=on`".
    #[arg(long, default_value = "")]
    rules: String,
    /// `standard`, or `capture` (docs/rules.md §6: 2 to 6 players, most captures wins).
    #[arg(long, default_value = "standard")]
    variant: Variant,
}

impl SetupArgs {
    /// A new game with seat `first` to move.
    fn game(&self, first: Seat) -> Result<Game, CliError> {
        // What was asked for cannot be played: a usage error (exit code 2).
        let rules: HouseRules = self.rules.parse().map_err(usage)?;
        Game::start(self.variant, self.players, self.armies, rules, first).map_err(usage)
    }
}

/// The options of `demo`.
#[derive(clap::Args)]
pub(crate) struct DemoArgs {
    #[command(flatten)]
    setup: SetupArgs,
    /// Level of the computer players: beginner, novice, learner, easy, moderate, medium,
    /// skilled, advanced, strong or hard (up to 2 s a move), or
    /// one per seat separated by commas (`hard,easy`).
    #[arg(long, default_value = "medium", value_delimiter = ',')]
    level: Vec<Level>,
    /// Seed for the computer players.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Output folder.
    #[arg(long, default_value = "demo")]
    out: PathBuf,
}

/// The options of `perft`.
#[derive(clap::Args)]
pub(crate) struct PerftArgs {
    #[command(flatten)]
    setup: SetupArgs,
    /// Deepest depth to count, 1 to 10 (each depth takes some 15 to 30 times as long
    /// as the one before: depth 6 about a second, depth 8 some minutes).
    #[arg(long, default_value_t = 3, value_parser = perft_depth, allow_negative_numbers = true)]
    depth: u32,
    /// Moves to play first, separated by `;` (letter form, or index form with --index).
    #[arg(long)]
    moves: Option<String>,
    /// The --moves are in index form (0–120).
    #[arg(long)]
    index: bool,
}

/// The options of `render`.
#[derive(clap::Args)]
pub(crate) struct RenderArgs {
    /// Game record file.
    #[arg(long)]
    record: PathBuf,
    /// Output PNG.
    #[arg(long)]
    out: PathBuf,
}

/// Removes what an earlier `demo` wrote in `out` (`move-NNNN.png`, `game.txt`), so that
/// the folder holds one game; other files are left.
fn remove_earlier_demo(out: &std::path::Path) -> CliResult {
    let entries = std::fs::read_dir(out).map_err(fail)?;
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let frame = name
            .strip_prefix("move-")
            .and_then(|n| n.strip_suffix(".png"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if frame || name == "game.txt" {
            std::fs::remove_file(entry.path()).map_err(fail)?;
        }
    }
    Ok(())
}

/// `demo`: computer players at `args.level` (one for every seat, or one per seat) play a
/// game to its end, a PNG per position and `game.txt` written to `args.out`; then the
/// result is printed as the table words it.
pub(crate) fn demo(args: &DemoArgs) -> CliResult {
    let DemoArgs {
        setup,
        level: levels,
        seed,
        out,
    } = args;
    let players = setup.players;
    if levels.len() != 1 && levels.len() != players {
        return Err(CliError::Usage(format!(
            "--level takes one level, or one per seat ({players} here)"
        )));
    }
    let mut game = setup.game(demo::first_seat(*seed, players))?;
    checkers_bot::console::create_folder(out).map_err(fail)?;
    remove_earlier_demo(out)?;
    let cat = i18n::catalogue("en");
    let names = demo::seat_names(levels, players, cat);
    let mut frames = 0;
    demo::play(&mut game, levels, *seed, |game| {
        let png = demo::board_png(game, &names, cat);
        write_file(&out.join(format!("move-{frames:04}.png")), &png)?;
        frames += 1;
        Ok(())
    })?;
    let record = GameRecord::from_game(&game, &names, setup.armies);
    write_file(&out.join("game.txt"), record.to_string().as_bytes())?;
    say(format!(
        "{} moves; {frames} images and game.txt in {}",
        game.total_moves(),
        out.display()
    ))?;
    match game.outcome() {
        Some(o) => say(demo::result_text(&game, o, &names, cat)),
        None => Ok(()),
    }
}

/// `--depth` of `perft`: 1 to [`MAX_PERFT_DEPTH`]. Anything else, a number too large for
/// any type included, gets the same answer (a usage error, exit code 2).
fn perft_depth(text: &str) -> Result<u32, String> {
    text.trim()
        .parse()
        .ok()
        .filter(|depth| (1..=MAX_PERFT_DEPTH).contains(depth))
        .ok_or_else(|| {
            format!(
                "--depth goes from 1 to {MAX_PERFT_DEPTH} (each depth takes some 15 to 30 \
                 times as long as the one before: depth 6 about a second, depth 8 some \
                 minutes)"
            )
        })
}

/// `perft`: after `args.moves`, the count of move sequences at each depth to
/// `args.depth`, one `depth count` line each; a depth expected to take long says so
/// first and shows its progress.
pub(crate) fn perft(args: &PerftArgs) -> CliResult {
    let PerftArgs {
        setup,
        depth,
        moves,
        index,
    } = args;
    let mut game = setup.game(Seat::ALL[0])?;
    let form = if *index {
        HoleForm::Index
    } else {
        HoleForm::Letter
    };
    for text in moves
        .as_deref()
        .unwrap_or("")
        .split([';', '\n'])
        .map(str::trim)
        .filter(|m| !m.is_empty())
    {
        // A move that does not read or play is a usage error (exit code 2).
        let usage = |e: &dyn std::fmt::Display| CliError::Usage(format!("{text}: {e}"));
        RecordTurn::parse(text, form)
            .map_err(|e| usage(&e))?
            .play_on(&mut game)
            .map_err(|e| usage(&e))?;
    }
    // (count, time) of the depth before the last, and of the last.
    let mut counted = [(1u64, Duration::ZERO); 2];
    for d in 1..=*depth {
        // A long count is announced with its expected time, not a silent wait.
        let guess = perft_estimate(counted);
        if let Some(guess) = guess {
            let time = progress::human_duration(guess);
            eprintln!("depth {d}: about {time} (Ctrl-C stops)");
        }
        let start = Instant::now();
        // A long count shows its progress by first moves in a terminal.
        let bar = match guess {
            Some(_) => progress::bar(0, &format!("depth {d}")),
            None => indicatif::ProgressBar::hidden(),
        };
        let count = perft_divided(&game, d, |done, of| {
            bar.set_length(of as u64);
            bar.set_position(done as u64);
        });
        bar.finish_and_clear();
        counted = [counted[1], (count, start.elapsed())];
        say(format!("{d} {count}"))?;
    }
    Ok(())
}

/// `render`: the final position of the game record `args.record` drawn to `args.out`.
pub(crate) fn render(args: &RenderArgs) -> CliResult {
    let RenderArgs { record, out } = args;
    // Errors name the file, and the line (parsing) or the move (replaying).
    let in_file = |e: &dyn std::fmt::Display| fail(format!("{}: {e}", record.display()));
    // At most the size the engine reads, so `/dev/zero` is refused, not read for ever.
    let text = checkers_bot::engine::read_record_file(record).map_err(|e| in_file(&e))?;
    let png = demo::record_png(&text, i18n::catalogue("en")).map_err(|e| in_file(&e))?;
    check_png(out)?;
    write_file(out, &png)?;
    say(out.display())
}
